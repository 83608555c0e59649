"""Fission: a stone splits in two, vertically for Left, horizontally for Right (CGSuite's ``game.grid.Fission``).

A board has stones ``x``, empty cells ``.`` and cells off the board ``#``.
Left picks a stone whose cells above and below are both empty and replaces
it by two stones there; Right does the same with the cells left and right of
it. Whoever cannot move loses. Every move adds a stone, so play ends. Mirror
images keep the value and a transpose negates it (it exchanges the players);
parts of the board no move can join are independent summands. Large boards
are searched by compiled rules (``FISSION`` in ``cgt._kernels.board_rules``).
"""

from __future__ import annotations

from .board import Board, frame
from .clobber import bits
from .rules import BoardRuleset

__all__ = ["Fission", "FissionBoard"]


class FissionBoard(Board):
    """A Fission board: ``x`` stones, ``.`` empty cells, ``#`` cells off the board.

    Examples
    --------
    >>> FissionBoard("....|..x.|....|#..#")
    FissionBoard('....|..x.|....|#..#')
    """

    __slots__ = ()
    symbols, blank, noun = "x.", "#", "fission board"
    stones = {"x": "#222222"}
    fills = {".": "#e8e0c8", "#": "#555555"}


class Fission(BoardRuleset):
    """Fission: Left splits a stone into the two empty cells above and below it, Right into those beside it.

    Positions are :class:`FissionBoard` values or their text (CGSuite's
    ``.x#``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Fission
    >>> Fission().left_options("....|..x.|....|....")      # CGSuite's help page: the first move
    [FissionBoard('..x.|....|..x.|....')]
    >>> print(cgt.canonical_form(Fission(), "#...|.x..|....|..#."))   # CGSuite 2.2 printed
    {1/2|0}
    """

    __slots__ = ()
    position_type = FissionBoard
    example = "...|.x.|..."
    transpose = -1  # a transpose exchanges the players' directions
    swap = False  # the masks are stones and empty cells, not the players' pieces
    #: Compiled from a rough estimate of 10,000 positions: 4x5 with one stone (4,096; 3,126 visited) takes
    #: 0.29 s in Python; 5x5 (32,768; 14,105 visited) 1.8 s in Python, 1.2 s compiled; 6x4 (40,370
    #: visited) 4.5 s and 2.5 s (the value store's share is the same both ways).
    kernels = "cgt._kernels.board_rules:FISSION"
    outcome_kernel = "board"

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(stones, empty)`` after each fission of `player` (0 Left, 1 Right)."""
        width, height, stones, empty = board
        f = frame(width, height)
        if player == 0:
            low, high = empty >> f.stride, empty << f.stride  # a stone with an empty cell above (below) it
        else:
            low, high = (empty & f.not_last) << 1, (empty & f.not_first) >> 1
        step = f.stride if player == 0 else 1
        found = []
        for stone in bits(stones & low & high):
            pair = stone << step | stone >> step
            found.append((stones ^ stone | pair, empty ^ pair | stone))
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a move only while it has a stone and two empty cells."""
        return bool(masks[0]) and masks[1].bit_count() >= 2

    def rough_region_positions(self, region: Board) -> int:
        """Return a rough estimate of the positions a region's search visits: ``2 ** (0.6 * cells)``.

        ``2 ** cells`` bounds them (each cell a stone or empty); searches
        visit far fewer, 182 to 514,036 on boards of 16 to 30 cells with one
        or two stones, which this fit gives within a factor of 4.

        Examples
        --------
        >>> Fission().rough_positions("...|.x.|...")
        32
        """
        return 2 ** (3 * (region[2] | region[3]).bit_count() // 5)
