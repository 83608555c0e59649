"""A position as the board widget draws it, edits of it, and the library's answer in play.

What the front end gets is plain data: the position's text (the sync format,
what the ruleset reads back), and how to draw it:

* ``cells``: a board of characters (the grid games' boards, Toads and Frogs'
  strip), cycled through the ruleset's pieces (``symbols`` then ``blank`` of
  its position class) by a click;
* ``heaps``: a row of counters (positions that are tuples of heap sizes);
* ``graph``: the vertex-colouring games (Col, Snort, Fjords: positions that
  are :class:`~cgt.games.TintedGraph` values), drawn as their vertices and
  edges; a click on a vertex colours it (play) or cycles its tint (edit);
* ``edges``: Hackenbush (and Childish Hackenbush), drawn as its edges
  standing on the ground; a click on an edge cuts it (play) or cycles its
  colour (edit);
* ``text``: any other ruleset (Cutcake, Arc Kayles...), edited as its
  text, with the position's own picture (its ``_repr_svg_``) beside.

Each move is listed with the cells it touches where the ruleset names its
moves (:class:`~cgt.games.BoardMove`, from ``left_moves``/``right_moves``),
and with the text of the position it leaves, so every ruleset can be played.
"""

from __future__ import annotations

from typing import Any, Optional

from ..errors import InvalidPositionError, NotAGameError
from ..game import is_partizan
from ..games.graph.hackenbush_graph import HackenbushGraph
from ..games.graph.tinted import LEFT_TINT, RIGHT_TINT, UNTINTED, TintedGraph
from ..games.grid.board import BoardMove
from ..games.position import GamePosition
from ..outcomes import winning_moves
from ..partizan.sensible import sensible_options

__all__ = ["SIDES", "position_text", "side_moves", "vertex_moves", "recoloured", "edge_moves", "edge_recoloured",
           "counter_moves", "board_view", "read_position",
           "library_move"]

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


def _is_graph(position: GamePosition) -> bool:
    # A vertex-colouring ruleset (GenCol) says which tints each side may colour.
    return isinstance(position.position, TintedGraph) and hasattr(position.game, "left_permitted")


def vertex_moves(position: GamePosition) -> dict[str, list[Optional[int]]]:
    """Return, for each side, which of its moves (numbered as :func:`side_moves`) colouring each vertex makes; None where it may not.

    A click on a vertex names the move; it plays the game's own option that
    is the graph after that colouring, so only a legal move is ever made.

    Raises
    ------
    NotAGameError
        If `position` is not a position of a vertex-colouring game (Col, Snort, Fjords).

    Examples
    --------
    >>> from cgt.games import Snort
    >>> p = Snort()("L-.-R")
    >>> vertex_moves(p)                    # Left may colour her tint and the untinted vertex, not Right's
    {'left': [0, 1, None], 'right': [None, 0, 1]}
    >>> side_moves(p, "left")[1][1]          # the middle vertex: R touches both colours and goes
    Snort()('L')
    """
    if not _is_graph(position):
        raise NotAGameError(f"{position!r} is not a graph whose vertices are coloured (Col, Snort, Fjords)")
    game, graph = position.game, position.position
    found: dict[str, list[Optional[int]]] = {}
    for side, tint in zip(SIDES, (LEFT_TINT, RIGHT_TINT)):
        permitted = game.left_permitted if side == "left" else game.right_permitted
        options = [q.position for _, q in side_moves(position, side)]
        after = (graph.after_colouring(v, tint, *game.idle_edges) if t in permitted else None
                 for v, t in enumerate(graph.tints))
        found[side] = [options.index(q) if q in options else None for q in after]
    return found


def recoloured(position: GamePosition, vertex: int) -> GamePosition:
    """Return `position` with the tint of `vertex` cycled (``.`` to ``L`` to ``R`` to ``.``): a click on it in edit mode.

    Raises
    ------
    NotAGameError
        If `position` is not a position of a vertex-colouring game.
    InvalidPositionError
        If the graph has no such vertex.

    Examples
    --------
    >>> from cgt.games import Col
    >>> recoloured(Col()("L-.-R"), 1), recoloured(Col()("L-.-R"), 2)
    (Col()('L-L-R'), Col()('L-.-.'))
    """
    if not _is_graph(position):
        raise NotAGameError(f"{position!r} is not a graph whose vertices are coloured (Col, Snort, Fjords)")
    graph = position.position
    if not 0 <= vertex < graph.vertex_count:
        raise InvalidPositionError(
            f"{position!r} has no vertex {vertex!r} (they are 0 to {graph.vertex_count - 1})")
    cycle = UNTINTED + LEFT_TINT + RIGHT_TINT
    tints = list(graph.tints)
    tints[vertex] = cycle[(cycle.index(tints[vertex]) + 1) % len(cycle)]
    return GamePosition(position.game, TintedGraph.from_edges("".join(tints), graph.edges))


def _picture(position: GamePosition) -> Optional[HackenbushGraph]:
    """The Hackenbush picture of `position` as a graph (a tree too), or None for another ruleset's position."""
    if not hasattr(position.game, "left_colours"):
        return None
    p = position.position
    return p if isinstance(p, HackenbushGraph) else HackenbushGraph(str(p))


def edge_moves(position: GamePosition) -> dict[str, list[Optional[int]]]:
    """Return, for each side, which of its moves (numbered as :func:`side_moves`) cutting each edge makes; None where it may not.

    The edges are those of the picture as a :class:`~cgt.games.HackenbushGraph`
    (a tree too). A click on an edge plays the game's own option that is the
    picture after that cut, so only a legal move is made (Childish
    Hackenbush's rule included).

    Raises
    ------
    NotAGameError
        If `position` is not a Hackenbush position.

    Examples
    --------
    >>> from cgt.games import Hackenbush
    >>> p = Hackenbush()("BR")
    >>> edge_moves(p)                      # Left cuts the blue edge, Right the red one
    {'left': [0, None], 'right': [None, 0]}
    """
    graph = _picture(position)
    if graph is None:
        raise NotAGameError(f"{position!r} is not a Hackenbush picture")
    found: dict[str, list[Optional[int]]] = {}
    for side in SIDES:
        colours = position.game.left_colours if side == "left" else position.game.right_colours
        options = [q.position if isinstance(q.position, HackenbushGraph) else HackenbushGraph(str(q.position))
                   for _, q in side_moves(position, side)]
        after = (graph.after_cutting(i) if colour in colours else None for i, (_, _, colour) in enumerate(graph))
        found[side] = [options.index(q) if q is not None and q in options else None for q in after]
    return found


def edge_recoloured(position: GamePosition, edge: int) -> GamePosition:
    """Return `position` with the colour of `edge` cycled (blue, red, green, blue): a click on it in edit mode.

    Raises
    ------
    NotAGameError
        If `position` is not a Hackenbush position.
    InvalidPositionError
        If the picture has no such edge.

    Examples
    --------
    >>> from cgt.games import Hackenbush
    >>> edge_recoloured(Hackenbush()("BR"), 1)
    Hackenbush()('BG')
    """
    graph = _picture(position)
    if graph is None:
        raise NotAGameError(f"{position!r} is not a Hackenbush picture")
    if not 0 <= edge < len(graph):
        raise InvalidPositionError(f"{position!r} has no edge {edge!r} (they are 0 to {len(graph) - 1})")
    cycle = "BRG"
    edges = [(u, v, cycle[(cycle.index(c) + 1) % 3] if i == edge else c) for i, (u, v, c) in enumerate(graph)]
    return read_position(position, str(HackenbushGraph.from_edges(edges)))


def _heaps_key(heaps: Any) -> Optional[tuple[int, ...]]:
    # Heaps as a multiset without empty heaps: octal and subtraction games keep their heaps sorted, zeros dropped.
    return tuple(sorted(h for h in heaps if h)) if _is_heaps(heaps) else None


def counter_moves(position: GamePosition) -> dict[str, list[list[Optional[int]]]]:
    """Return, for each side and each heap, which move (numbered as :func:`side_moves`) a click on each counter makes; None where none.

    A click on counter ``k`` (from 0) of a heap leaves ``k`` counters in it
    (the counters before it): the move whose position has the same heaps,
    as the game keeps them (an octal game sorts its heaps and drops the
    empty ones). A move that splits a heap is made by its button.

    Examples
    --------
    >>> from cgt.games import SubtractionGame, Nim
    >>> counter_moves(GamePosition(SubtractionGame([1, 3]), (4, 2)))["left"]    # take 1 or 3
    [[None, 1, None, 0], [None, 2]]
    >>> side_moves(GamePosition(SubtractionGame([1, 3]), (4, 2)), "left")[0][1]
    GamePosition(SubtractionGame({1, 3}), (2, 3))
    >>> counter_moves(GamePosition(Nim(), (2,)))
    {'left': [[0, 1]], 'right': [[0, 1]]}
    """
    heaps = list(position.position)
    found: dict[str, list[list[Optional[int]]]] = {}
    for side in SIDES:
        after = [q.position for _, q in side_moves(position, side)]
        exact: dict[Any, int] = {}
        same: dict[Optional[tuple[int, ...]], int] = {}
        for i, q in enumerate(after):
            exact.setdefault(q, i)
            same.setdefault(_heaps_key(q), i)
        rows = []
        for i, h in enumerate(heaps):
            row = []
            for k in range(h):
                left = tuple(heaps[:i] + [k] + heaps[i + 1:])
                # The very position first (Nim keeps a heap's place), else the same heaps as the game keeps them.
                row.append(exact.get(left, same.get(_heaps_key(left))))
            rows.append(row)
        found[side] = rows
    return found


def board_view(position: GamePosition) -> dict[str, Any]:
    """Return how the board widget draws `position` and its moves, as plain data.

    Parameters
    ----------
    position : GamePosition
        The position.

    Returns
    -------
    dict
        ``kind`` ("cells", "heaps", "graph", "edges" or "text"), ``text`` (the position's text,
        what the ruleset reads back), ``rows`` (the cells' rows), ``heaps``,
        ``counters`` (the move a click on each counter makes, ``cgt.widgets.view.counter_moves``),
        ``graph`` (a graph's ``vertices``, each ``{"x", "y", "tint"}`` from
        :meth:`~cgt.games.TintedGraph.layout`, its ``edges`` and the moves
        each vertex plays, ``cgt.widgets.view.vertex_moves``), ``edges`` (a
        Hackenbush picture's ``vertices``, each ``{"x", "y"}`` with ``y`` the
        height above the ground, its ``edges`` ``[u, v, colour]`` and the
        moves each edge plays, ``cgt.widgets.view.edge_moves``),
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
    >>> from cgt.games import Col
    >>> board_view(Col()("L-."))["graph"]
    {'vertices': [{'x': 0, 'y': 0, 'tint': 'L'}, {'x': 1, 'y': 0, 'tint': '.'}], 'edges': [[0, 1]], 'plays': {'left': [None, 0], 'right': [0, 1]}}
    """
    p = position.position
    pieces = _pieces(p)
    picture = _picture(position) if pieces is None else None
    kind = ("cells" if pieces is not None else "heaps" if _is_heaps(p) else "graph" if _is_graph(position)
            else "edges" if picture is not None else "text")
    rows = position_text(position).split("|") if kind == "cells" else []
    return {
        "kind": kind,
        "text": position_text(position),
        "rows": rows,
        "heaps": list(p) if kind == "heaps" else [],
        "counters": counter_moves(position) if kind == "heaps" else {},
        "graph": {"vertices": [{"x": x, "y": y, "tint": t} for (x, y), t in zip(p.layout(), p.tints)],
                  "edges": [list(e) for e in p.edges], "plays": vertex_moves(position)} if kind == "graph" else {},
        "edges": {"vertices": [{"x": x, "y": y} for x, y in picture.layout()],
                  "edges": [list(e) for e in picture], "plays": edge_moves(position)} if picture is not None else {},
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
