"""Clobber and Anti-Clobber: stones that capture, and stones that spawn.

Clobber (Albert, Grossman, Nowakowski, Wolfe, "An introduction to Clobber",
2005) is played with black stones ``x`` (Left's) and white stones ``o``
(Right's) on a grid. A player moves one of their stones onto an orthogonally
adjacent enemy stone, which is removed; there is no move without a capture.
Anti-Clobber is Clobber backwards in time: a stone moves onto an adjacent
empty cell and leaves an enemy stone behind (CGSuite's ``AntiClobber``).

In both games a transposed or mirrored board has the same value and a board
with the colours exchanged the negative; groups of stones that cannot meet
are independent summands, and a group of one colour is dead.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Union

from .board import PLAYER_LETTERS, Board, frame
from .rules import BoardRuleset

__all__ = ["Clobber", "ClobberBoard", "AntiClobber", "AntiClobberBoard", "bits", "steps"]


def bits(mask: int) -> Iterator[int]:
    """Yield the set bits of `mask` one by one, lowest first, as masks.

    Examples
    --------
    >>> list(bits(0b1010))
    [2, 8]
    """
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def steps(width: int, height: int) -> list[tuple[int, int]]:
    """Return the four orthogonal steps of a board as ``(shift, cells that may take it)``.

    A cell moves by ``cell << shift`` (a negative shift: ``>>``); the mask
    keeps the cells whose step stays on the board's row.

    Examples
    --------
    >>> steps(2, 1)
    [(1, 1), (-1, 2), (8, 3), (-8, 3)]
    """
    f = frame(width, height)
    return [(1, f.not_last), (-1, f.not_first), (f.stride, f.everything), (-f.stride, f.everything)]


def _shift(mask: int, shift: int) -> int:
    return mask << shift if shift > 0 else mask >> -shift


class ClobberBoard(Board):
    """A Clobber board: ``x`` (or ``L``) Left's stones, ``o`` (or ``R``) Right's, ``.`` empty, rows separated by ``|``.

    Examples
    --------
    >>> ClobberBoard("xo|.x"), ClobberBoard("LR|.L")
    (ClobberBoard('xo|.x'), ClobberBoard('xo|.x'))
    >>> ClobberBoard("xo|#x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: clobber board 'xo|#x': row 2, column 1 is '#'; use 'x', 'o' or '.'
    """

    __slots__ = ()
    symbols, blank, noun = "xo", ".", "clobber board"
    aliases = PLAYER_LETTERS
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8"}


class Clobber(BoardRuleset):
    """Clobber: move a stone of yours onto an orthogonally adjacent enemy stone, capturing it.

    Left plays the ``x`` stones, Right the ``o`` stones; whoever cannot
    capture loses. Positions are :class:`ClobberBoard` values or their text.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Clobber
    >>> game = Clobber()
    >>> cgt.canonical_form(game, "xo")          # either player captures, leaving one stone
    CanonicalForm.parse('*')
    >>> cgt.canonical_form(game, "xoxo|oxox|xoxo")
    CanonicalForm.parse('0')
    >>> game.left_options("xoo")                # the board as drawn, one capture made
    [ClobberBoard('.xo')]
    >>> [(str(move), board) for move, board in game.left_moves("xoo")]   # (row, column) from 1
    [('(1,1)-(1,2)', ClobberBoard('.xo'))]
    >>> game.negative("xoo")                    # the colours exchanged
    ClobberBoard('oxx')
    """

    __slots__ = ()
    position_type = ClobberBoard
    example = "xo|ox"
    #: Compiled from a rough estimate of 10,000 positions: xoxo|oxox|xoxo (4,096) takes 0.44 s in Python,
    #: 0.63 s compiled; xoxox|oxoxo|xoxox (32,768) 7.0 s and 1.2 s.
    kernels = "cgt._kernels.board_rules:CLOBBER"

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(x, o)`` after each capture of `player` (0 Left, 1 Right)."""
        width, height, x, o = board
        own, enemy = (x, o) if player == 0 else (o, x)
        found = []
        for shift, may in steps(width, height):
            for target in bits(_shift(own & may, shift) & enemy):
                mover = _shift(target, -shift)
                after = (own ^ mover | target, enemy ^ target)
                found.append(after if player == 0 else after[::-1])
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A group of stones holds a move only while it has stones of both colours."""
        return bool(masks[0] and masks[1])

    def rough_region_positions(self, region: Board) -> int:
        """Return a rough estimate of the positions a region's search visits: ``2 ** stones`` (each there or captured).

        Far over on a board of mostly one colour, whose
        :meth:`~cgt.games.grid.rules.BoardRuleset.estimated_positions` counts.

        Examples
        --------
        >>> import cgt
        >>> game = Clobber()
        >>> cgt.clear_cache(game)        # the count leaves out positions solved already
        >>> game.rough_positions("xoxox|oxoxo"), game.estimated_positions("xoxox|oxoxo")
        (1024, 296)
        >>> game.estimated_positions("xoxo|oxox|oxox")      # over COUNTED_POSITIONS: the rough figure
        4096
        >>> game.rough_positions("xxxxxxx|xoxxxxx|xxxxxxx"), game.estimated_positions("xxxxxxx|xoxxxxx|xxxxxxx")
        (2097152, 644)
        """
        return 2 ** bin(region[2] | region[3]).count("1")


class AntiClobberBoard(Board):
    """An Anti-Clobber board: ``x`` and ``o`` stones, ``.`` empty cells, ``#`` cells not on the board.

    Examples
    --------
    >>> AntiClobberBoard("x.|#o")
    AntiClobberBoard('x.|#o')
    """

    __slots__ = ()
    symbols, blank, noun = "xo.", "#", "anti-clobber board"
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8", "#": "#555555"}


class AntiClobber(BoardRuleset):
    """Anti-Clobber: move a stone of yours onto an adjacent empty cell, leaving an enemy stone behind.

    Every move fills one empty cell, so play ends; whoever cannot move loses.
    A Clobber move from ``G`` to ``H`` is an Anti-Clobber move from ``H`` to
    ``G`` (CGSuite's definition).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import AntiClobber
    >>> AntiClobber().left_options("x.")       # the stone moves right, leaving an enemy stone
    [AntiClobberBoard('ox')]
    >>> cgt.canonical_form(AntiClobber(), "x.")    # Left's one move ends the game
    CanonicalForm.parse('1')
    >>> cgt.canonical_form(AntiClobber(), "x.o")
    CanonicalForm.parse('*')
    """

    __slots__ = ()
    position_type = AntiClobberBoard
    example = "x..o"
    #: Compiled from a rough estimate of 20,000 positions (``rough_region_positions``):
    #: x..o|.xo.|o..x (1,660) takes 0.77 s in Python, about as long compiled;
    #: x.o.x|.....|o.x.o (44,840) 1.25 s and 0.7 s; x..o.|.x.o.|o...x|..x.o (5.4e6) 89 s and 41 s.
    kernels = "cgt._kernels.board_rules:ANTI_CLOBBER"
    compiled_positions = 20_000

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(x, o, empty)`` after each move of `player` (0 Left, 1 Right)."""
        width, height, x, o, empty = board
        own, enemy = (x, o) if player == 0 else (o, x)
        found = []
        for shift, may in steps(width, height):
            for target in bits(_shift(own & may, shift) & empty):
                mover = _shift(target, -shift)
                after = (own ^ mover | target, enemy | mover)
                found.append((*(after if player == 0 else after[::-1]), empty ^ target))
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a move only while it has a stone and an empty cell."""
        return bool(masks[2] and (masks[0] | masks[1]))

    def rough_region_positions(self, region: Board) -> int:
        """Return about how many positions a region's search visits: ``3 ** empty * 1.5 ** stones / 5``.

        A stone stays a stone and every move fills an empty cell, so
        ``2 ** stones * 3 ** empty`` bounds the positions; searches reach far
        fewer, the fewer the more stones there are (13 to 390 times fewer on
        random 4x4 boards of 1,000 to 60,000 positions). This fit to those
        boards is 1.0 to 5.8 times the positions visited (the benchmark
        ``bench_estimates.py`` prints the spread).

        Examples
        --------
        >>> AntiClobber().rough_positions("x..|x..|.#.|.x.")      # 1,270 visited
        4428
        """
        stones, empty = bin(region[2] | region[3]).count("1"), bin(region[4]).count("1")
        return 3 ** (empty + stones) // (5 * 2 ** stones)
