"""Konane, the Hawaiian checkers: capturing jumps along a row or a column.

Left plays the ``x`` stones, Right the ``o`` stones. A move jumps one of the
player's stones over an orthogonally adjacent enemy stone onto the empty cell
just beyond, capturing it; the same stone may go on jumping in the same
direction, and each stop is a move of its own. There is no move without a
capture; whoever cannot move loses (Ernst, "Playing Konane mathematically",
UMAP Journal 16, 1995; cgt-tools' ``Konane``). A ``#`` is a cell not on the
board. Mirror images and transposes keep the value; exchanging the colours
negates it.
"""

from __future__ import annotations

from typing import Union

from .board import PLAYER_LETTERS, Board, frame
from .rules import BoardRuleset
from .clobber import bits

__all__ = ["Konane", "KonaneBoard"]


class KonaneBoard(Board):
    """A Konane board: ``x`` (or ``L``) Left's stones, ``o`` (or ``R``) Right's, ``.`` empty, ``#`` not on the board.

    Examples
    --------
    >>> KonaneBoard("xo.|..#"), KonaneBoard("LR.|..#")
    (KonaneBoard('xo.|..#'), KonaneBoard('xo.|..#'))
    """

    __slots__ = ()
    symbols, blank, noun = "xo.", "#", "konane board"
    aliases = PLAYER_LETTERS
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8", "#": "#555555"}


class Konane(BoardRuleset):
    """Konane: jump a stone of yours over an adjacent enemy stone onto an empty cell, capturing it.

    A stone may jump again in the same direction; every stop is an option.
    Positions are :class:`KonaneBoard` values or their text. A board whose
    estimate (``estimated_positions``) is over the search's budget is refused
    before the search starts.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Konane
    >>> game = Konane()
    >>> game.left_options("xo.o.")                 # one jump, or two
    [KonaneBoard('..xo.'), KonaneBoard('....x')]
    >>> cgt.canonical_form(game, "..ox"), cgt.canonical_form(game, ".ox.")
    (CanonicalForm.parse('1'), CanonicalForm.parse('*'))
    """

    __slots__ = ()
    position_type = KonaneBoard
    example = "xo.|.ox"
    #: Compiled from a rough estimate of 20,000 positions: a 4x4 board with one hole (5,976) takes
    #: 0.12 s in Python, 0.66 s compiled; 4x5 with one hole (50,040) 2.8 s and 1.0 s.
    kernels = "cgt._kernels.board_rules:KONANE"
    compiled_positions = 20_000
    #: cgt.solve searches its boards with the compiled rules, as the Clobber family's (every jump takes a stone).
    outcome_kernel = "board"

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(x, o, empty)`` after each jump (or run of jumps) of `player`."""
        width, height, x, o, empty = board
        own, enemy = (x, o) if player == 0 else (o, x)
        f = frame(width, height)
        s = f.stride
        found = []
        for stone in bits(own):
            column = (stone.bit_length() - 1) % s
            for shift, room in ((1, width - 1 - column), (-1, column), (s, height), (-s, height)):
                at, taken = stone, 0
                # Each jump crosses two cells: a horizontal run may not leave the row
                # (a vertical one leaves the masks, which the tests below see).
                while room >= 2:
                    over = at << shift if shift > 0 else at >> -shift
                    to = over << shift if shift > 0 else over >> -shift
                    if not (over & enemy and to & empty):
                        break
                    at, taken = to, taken | over
                    mine = own ^ stone | at
                    after = (mine, enemy ^ taken)
                    found.append((*(after if player == 0 else after[::-1]), empty ^ at | stone | taken))
                    room -= 2
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a jump only while it has stones of both colours."""
        return bool(masks[0] and masks[1])

    def rough_region_positions(self, region: Board) -> int:
        """Return about how many positions a region's search visits: ``1.74 * 1.7 ** stones * 1.2 ** empty``.

        Every jump captures a stone, so ``2 ** stones`` bounds the positions;
        searches reach far fewer (2.6 to 36 times fewer on checkerboards of
        3x2 to 6x5 with holes, 1,000 to 60,000 positions). This fit to those
        boards is 1.0 to 5.8 times the positions visited.

        Examples
        --------
        >>> Konane().rough_positions("xoxo|o.ox|xoxo|oxox")      # 1,071 visited
        5976
        >>> Konane().estimated_positions("xoxo|o..x|xoxo|oxox")  # counted: under COUNTED_POSITIONS
        666
        """
        stones, empty = bin(region[2] | region[3]).count("1"), bin(region[4]).count("1")
        return int(1.74 * 1.7 ** stones * 1.2 ** empty)
