"""NoGo: Go without captures, in which a move that leaves any group without a liberty is illegal.

Left plays black stones ``x``, Right white stones ``o``, on the empty cells
``.`` of a board (``#`` cells are off it). A move places a stone of yours on
an empty cell; afterwards every group (orthogonally connected stones of one
colour) of either colour must still touch an empty cell. Whoever cannot move
loses. A position is one of play: every group has a liberty (a move looks
only at the groups it touches). Beyond CGSuite: the game of the solver literature (Müller's NoGo
pages, webdocs.cs.ualberta.ca/~mmueller/nogo: 3x3 is a first-player win,
4x4 a second-player win; linear NoGo, one row, is solved to 1x39).

Mirror images and transposes keep the value and exchanging the colours
negates it; parts of the board no stone or empty cell joins are independent.
Large boards are searched by compiled rules (``NOGO`` in ``cgt._kernels.board_rules``).
"""

from __future__ import annotations

from .board import PLAYER_LETTERS, Board, frame, regions
from .clobber import bits
from .rules import BoardRuleset

__all__ = ["NoGo", "NoGoBoard"]


class NoGoBoard(Board):
    """A NoGo board: ``x`` (or ``L``) Left's stones, ``o`` (or ``R``) Right's, ``.`` empty, ``#`` off the board.

    Examples
    --------
    >>> NoGoBoard("x.o|...")
    NoGoBoard('x.o|...')
    """

    __slots__ = ()
    symbols, blank, noun = "xo.", "#", "nogo board"
    aliases = PLAYER_LETTERS
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8c87a", "#": "#555555"}


class NoGo(BoardRuleset):
    """NoGo: place a stone of yours on an empty cell, leaving every group of either colour a liberty.

    Positions are :class:`NoGoBoard` values or their text.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import NoGo
    >>> NoGo().left_options(".o.|o..")        # not the corner: the x there would have no liberty
    [NoGoBoard('.ox|o..'), NoGoBoard('.o.|ox.'), NoGoBoard('.o.|o.x')]
    >>> print(cgt.canonical_form(NoGo(), "..."), cgt.canonical_form(NoGo(), "...."))   # linear NoGo
    +-1 0
    >>> cgt.outcome(NoGo(), "...|...|...")     # 3x3: a first-player win (Müller's NoGo pages)
    Outcome.N
    """

    __slots__ = ()
    position_type = NoGoBoard
    example = "...|..."
    #: Compiled from a rough estimate of 30,000 positions and 10 cells: 3x3 (19,683; 924 visited) takes
    #: 0.27 s in Python; 1x10 (59,049; 4,660 visited) 1.3 s in Python, 0.5 s compiled; 3x4 (531,441;
    #: 40,997 visited) 15 s and 3.8 s.
    kernels = "cgt._kernels.board_rules:NOGO"
    compiled_positions, compiled_cells = 30_000, 10
    outcome_kernel = "board"
    #: The compiled outcome search values regions of at most 4 cells, a strip's too: nothing splits a strip
    #: (stones join the cells), and valuing 1x12 whole took 29 s where its search takes 0.02 s.
    outcome_value_cells = (4, 4, 4)

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks ``(x, o, empty)`` after each legal placement of `player` (0 Left, 1 Right)."""
        width, height, x, o, empty = board
        f = frame(width, height)
        found = []
        for cell in bits(empty):
            after = [x, o]
            after[player] |= cell
            free = empty ^ cell
            # Only the groups touching the new stone can lose their last liberty.
            near = cell | f.neighbours(cell)
            if all(f.neighbours(group) & free
                   for colour in after for group in regions(colour, width, height) if group & near):
                found.append((after[0], after[1], free))
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a move only while it has an empty cell."""
        return bool(masks[2])

    def rough_region_positions(self, region: Board) -> int:
        """Return a rough estimate of the positions a region's search visits: ``3 ** empty``.

        Examples
        --------
        >>> NoGo().rough_positions("...|x..")
        243
        """
        return 3 ** region[4].bit_count()
