"""A position as the board widget draws it, edits of it, and the library's answer in play.

What the front end gets is plain data: the position's text (the sync format,
what the ruleset reads back), and how to draw it:

* ``cells``: a board of characters (the grid games' boards, Toads and Frogs'
  strip), cycled through the ruleset's pieces (``symbols`` then ``blank`` of
  its position class) by a click;
* ``heaps``: a row of counters (positions that are tuples of heap sizes);
* ``text``: any other ruleset (Hackenbush, Cutcake, Col...), edited as its
  text, with the position's own picture (its ``_repr_svg_``) beside.

Each move is listed with the cells it touches where the ruleset names its
moves (:class:`~cgt.games.BoardMove`, from ``left_moves``/``right_moves``),
and with the text of the position it leaves, so every ruleset can be played.
"""

from __future__ import annotations

from typing import Any, Optional

from ..errors import InvalidPositionError, NotAGameError
from ..game import is_partizan
from ..games.grid.board import BoardMove
from ..games.position import GamePosition
from ..outcomes import winning_moves
from ..partizan.sensible import sensible_options

__all__ = ["SIDES", "position_text", "side_moves", "board_view", "read_position", "library_move"]

#: The players, as the library names them.
SIDES = ("left", "right")


def _is_heaps(position: Any) -> bool:
    return isinstance(position, tuple) and all(type(h) is int for h in position)


def _pieces(position: Any) -> Optional[str]:
    """The characters a cell cycles through (the pieces, then the blank), for a board or strip drawn as cells."""
    symbols, blank = getattr(type(position), "symbols", None), getattr(type(position), "blank", None)
    if isinstance(symbols, str) and isinstance(blank, str):
        return symbols + blank
    return None


def position_text(position: GamePosition) -> str:
    """Return the position's text on one line, as its ruleset reads it back (the ruleset's ``text`` hook), else ``str``.

    Examples
    --------
    >>> from cgt.games import Domineering, Nim
    >>> position_text(Domineering()("..#|...")), position_text(GamePosition(Nim(), (3, 4)))
    ('..#|...', '(3, 4)')
    """
    text = getattr(position.game, "text", None)
    return text(position.position) if callable(text) else str(position.position)


def side_moves(position: GamePosition, side: str) -> list[tuple[Any, GamePosition]]:
    """Return every move of `side` as ``(move, position it leaves)``; the move is None where the game does not name its moves.

    The order of :func:`board_view`'s moves, which the page's ``play`` messages number.

    Examples
    --------
    >>> from cgt.games import Domineering, Cutcake
    >>> side_moves(Domineering()("..|.#"), "left")
    [(BoardMove((1, 1), (2, 1)), Domineering()('#.|##'))]
    >>> side_moves(Cutcake()("2x1"), "left")
    [(None, Cutcake()(''))]
    """
    try:
        return position.left_moves if side == "left" else position.right_moves
    except NotAGameError:  # a game that does not name its moves: its options, without cells
        return [(None, q) for q in (position.left_options if side == "left" else position.right_options)]


def board_view(position: GamePosition) -> dict[str, Any]:
    """Return how the board widget draws `position` and its moves, as plain data.

    Parameters
    ----------
    position : GamePosition
        The position.

    Returns
    -------
    dict
        ``kind`` ("cells", "heaps" or "text"), ``text`` (the position's text,
        what the ruleset reads back), ``rows`` (the cells' rows), ``heaps``,
        ``pieces`` (what a click on a cell cycles through), ``empty`` (the
        character of a new cell), ``picture`` (the SVG of a position drawn as
        text, where it has one), ``partizan``, and ``moves``: for each side,
        a list of ``{"cells": [[row, column], ...], "text": ...}``.

    Examples
    --------
    >>> from cgt.games import Domineering, Nim, Cutcake
    >>> v = board_view(Domineering()("..|.#"))
    >>> v["kind"], v["rows"], v["pieces"], v["empty"], v["moves"]["left"]
    ('cells', ['..', '.#'], '.#', '.', [{'cells': [[1, 1], [2, 1]], 'text': '#.|##'}])
    >>> v = board_view(GamePosition(Nim(), (1, 2)))
    >>> v["kind"], v["heaps"], [m["text"] for m in v["moves"]["left"]]
    ('heaps', [1, 2], ['(0, 2)', '(1, 0)', '(1, 1)'])
    >>> board_view(Cutcake()("2x1"))["moves"]
    {'left': [{'cells': [], 'text': ''}], 'right': []}
    """
    p = position.position
    pieces = _pieces(p)
    kind = "cells" if pieces is not None else "heaps" if _is_heaps(p) else "text"
    rows = position_text(position).split("|") if kind == "cells" else []
    return {
        "kind": kind,
        "text": position_text(position),
        "rows": rows,
        "heaps": list(p) if kind == "heaps" else [],
        "pieces": pieces or "",
        "empty": "." if pieces is not None and "." in pieces else (pieces or "")[-1:],
        # A position drawn as text shows its own picture beside (Hackenbush's stalks, Col's graph, a cake).
        "picture": (position._repr_svg_() or "") if kind == "text" else "",
        "partizan": is_partizan(position.game),
        "moves": {side: [{"cells": [list(cell) for cell in move] if isinstance(move, BoardMove) else [], "text": position_text(q)}
                         for move, q in side_moves(position, side)] for side in SIDES},
    }


def read_position(like: GamePosition, text: str) -> GamePosition:
    """Return the position of `like`'s game written in `text` (heaps as whole numbers separated by commas, in brackets or not).

    Raises
    ------
    InvalidPositionError
        If `text` is not a position of the game: the ruleset's own message.

    Examples
    --------
    >>> from cgt.games import Clobber, Nim
    >>> read_position(Clobber()("xo"), "x.o|oxx")
    Clobber()('x.o|oxx')
    >>> read_position(GamePosition(Nim(), (1,)), "3, 4")
    GamePosition(Nim(), (3, 4))
    >>> read_position(Clobber()("xo"), "xa")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: Clobber(): clobber board 'xa': row 1, column 2 is 'a'; use 'x', 'o' or '.'
    """
    game = like.game
    if callable(getattr(game, "position", None)):
        return GamePosition(game, text)
    if _is_heaps(like.position):
        # The position's own text is a tuple's, "(3, 4)"; a person types "3, 4".
        words = text.translate(str.maketrans("(),", "   ")).split()
        if not all(w.isdigit() for w in words):
            raise InvalidPositionError(
                f"{game!r}: heaps {text!r} are not whole numbers separated by commas, such as '3, 4, 5'")
        return GamePosition(game, tuple(int(w) for w in words))
    raise InvalidPositionError(f"{game!r} reads no text: {text!r} cannot be read as one of its positions")


def library_move(position: GamePosition, side: str) -> Optional[GamePosition]:
    """Return the library's move for `side`: a winning move if it has one, else a sensible move, else any; None when it has none.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> library_move(Domineering()("...|..."), "left")
    Domineering()('.#.|.#.')
    >>> library_move(Domineering()("..|.."), "left")       # ±1: Left wins moving first
    Domineering()('#.|#.')
    >>> p = Domineering()("..|..|..|..")
    >>> p.canonical_form, p.winning_moves("right")       # Right loses: a sensible move all the same
    (CanonicalForm.parse('Tiny(2)'), [])
    >>> library_move(p, "right")
    Domineering()('..|##|..|..')
    """
    player = side if is_partizan(position.game) else None
    found = winning_moves(position.game, position.position, player)
    if found:
        return GamePosition(position.game, found[0])
    options = position.left_options if side == "left" else position.right_options
    if not options:
        return None
    if is_partizan(position.game):
        sensible = sensible_options(position.game, position.position, side)
        if sensible:
            return GamePosition(position.game, sensible[0])
    return options[0]
