"""Amazons: move a queen, then shoot an arrow that burns a cell.

Left's amazons are ``x`` (``L`` is read as ``x``), Right's ``o`` (``R``), an
empty cell ``.`` and a burnt one ``#``, as in CGSuite. A move takes one of the
player's amazons like a chess queen (any distance along a row, column or
diagonal, over empty cells only) and then, from where it stopped, shoots an
arrow the same way onto an empty cell (the cell it left counts as empty),
which burns for good. Whoever cannot move loses. Mirror images and
transposes keep the value, exchanging the colours negates it, and cells
apart (not touching even at a corner) are independent summands.

The game is huge: only small boards can be solved, and a board whose search
would not fit in memory is refused before it starts, with an estimate.
"""

from __future__ import annotations

from math import comb
from typing import Union

from .board import PLAYER_LETTERS, Board, BoardMove, frame
from .rules import BoardRuleset
from .clobber import bits

__all__ = ["Amazons", "AmazonsBoard"]


class AmazonsBoard(Board):
    """An Amazons board: ``x`` (or ``L``) Left's amazons, ``o`` (or ``R``) Right's, ``.`` empty, ``#`` burnt.

    Examples
    --------
    >>> AmazonsBoard("L..#|...R")
    AmazonsBoard('x..#|...o')
    """

    __slots__ = ()
    symbols, blank, noun = "xo.", "#", "amazons board"
    aliases = PLAYER_LETTERS
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8", "#": "#8b2e1a"}


def _rays(width: int, height: int) -> list[tuple[int, int]]:
    """The eight queen steps as ``(shift, cells that may take it)``."""
    f = frame(width, height)
    s, every = f.stride, f.everything
    return [
        (1, f.not_last), (-1, f.not_first), (s, every), (-s, every),
        (s + 1, f.not_last), (s - 1, f.not_first), (1 - s, f.not_last), (-1 - s, f.not_first),
    ]


def _reach(cell: int, empty: int, rays: list[tuple[int, int]]) -> int:
    """The empty cells a queen on `cell` reaches (through empty cells only)."""
    reached = 0
    for shift, may in rays:
        at = cell
        while at & may:
            at = at << shift if shift > 0 else at >> -shift
            if not at & empty:
                break
            reached |= at
    return reached


class Amazons(BoardRuleset):
    """Amazons: move an amazon like a queen, then shoot an arrow like a queen from where it stands.

    Positions are :class:`AmazonsBoard` values or their text. Options are
    many (every queen move times every arrow), so only small boards are
    practical; a board whose estimate (``estimated_positions``) is over the
    search's budget is refused before the search starts.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Amazons
    >>> game = Amazons()
    >>> game.left_options("x..")                   # the amazon moves, then shoots
    [AmazonsBoard('#x.'), AmazonsBoard('.x#'), AmazonsBoard('#.x'), AmazonsBoard('.#x')]
    >>> cgt.canonical_form(game, "x..|...|..o")
    CanonicalForm.parse('+-{5|{2|-1/4},{1*|0,{1/2|0}}}')
    """

    __slots__ = ()
    position_type = AmazonsBoard
    example = "x..|...|..o"
    #: Compiled from a rough estimate of 20,000 positions: x..#|....|.#.o (23,040) takes 1.2 s in Python
    #: and 0.79 s compiled; x...|....|...o (135,168) 5.2 s and 1.7 s.
    kernels = "cgt._kernels.board_rules:AMAZONS"
    compiled_positions, compiled_cells = 20_000, 9
    diagonal = True
    outcome_kernel = "board"
    #: The compiled outcome search values regions of at most 4 cells (its integers, of one colour's amazons,
    #: whatever their size): a region of 8 cells and three amazons costs its canonical form about a second in
    #: Python, so 5x5's o.#.o|.#...|..#..|...#.|x.#.x took 17.7 s of CPU valuing regions up to 8 cells,
    #: 2.0 s up to 6 and 0.51 s up to 4; .o.o.|o...o|#.#.#|x...x|.x.x. 65 s, 49 s and 50 s. A strip too:
    #: x.....o..... took 0.28 s valuing up to 12 cells, 0.01 s up to 4.
    outcome_value_cells = (4, 4, 4)

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(x, o, empty)`` after each queen move and arrow of `player`."""
        width, height, x, o, empty = board
        own, enemy = (x, o) if player == 0 else (o, x)
        rays = _rays(width, height)
        found = []
        for amazon in bits(own):
            for to in bits(_reach(amazon, empty, rays)):
                room = empty ^ to | amazon
                mine = own ^ amazon | to
                for arrow in bits(_reach(to, room, rays)):
                    after = (mine, enemy) if player == 0 else (enemy, mine)
                    found.append((*after, room ^ arrow))
        return found

    def move_made(self, board: Board, after: tuple[int, ...], player: int) -> BoardMove:
        """Return the amazon's cell before and after the move, then the arrow's.

        Examples
        --------
        >>> [str(move) for move, _ in Amazons().left_moves("x..")]
        ['(1,1)-(1,2)-(1,1)', '(1,1)-(1,2)-(1,3)', '(1,1)-(1,3)-(1,1)', '(1,1)-(1,3)-(1,2)']
        """
        own_before, own_after = board[2 + player], after[player]
        gone, reached = own_before & ~own_after, own_after & ~own_before
        # The arrow burns a cell that was empty, or the one the amazon left.
        arrow = (board[4] | gone) & ~after[2] & ~reached
        return BoardMove.of_bits(board[0], gone, reached, arrow)

    def reach(self, masks: tuple[int, ...]) -> int:
        """Amazons and empty cells: a burnt cell is a wall."""
        return masks[0] | masks[1] | masks[2]

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a move only while it has an amazon and an empty cell."""
        return bool((masks[0] | masks[1]) and masks[2])

    def rough_region_positions(self, region: Board) -> int:
        """Return at most how many positions a region's search visits: after ``k`` arrows, ``k`` burnt cells and the amazons anywhere else.

        Examples
        --------
        >>> Amazons().rough_positions("x..|..o")   # k = 0..4 arrows: 30 + 120 + 180 + 120 + 30
        480
        >>> import cgt
        >>> cgt.clear_cache(Amazons())   # the count leaves out positions solved already
        >>> Amazons().rough_positions("x...|...o"), Amazons().estimated_positions("x...|...o")
        (3584, 285)
        """
        width, height, x, o, empty = region
        cells = bin(x | o | empty).count("1")
        left, right = bin(x).count("1"), bin(o).count("1")
        return sum(
            comb(cells, k) * comb(cells - k, left) * comb(cells - k - left, right)
            for k in range(bin(empty).count("1") + 1)
        )
