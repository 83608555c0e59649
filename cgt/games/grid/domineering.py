"""Domineering: Left places vertical dominoes, Right horizontal ones.

Two players take turns placing a domino on two empty cells of a grid: Left
(Vertical) covers two cells of one column, Right (Horizontal) two cells of one
row. Whoever cannot place a domino loses. Positions are :class:`Grid` values,
written as in CGSuite and cgt-py: rows separated by ``|`` or newlines, ``.``
an empty cell, ``#`` a filled one. Grids are boards of the shared board layer
(``cgt.games.grid.board``), which Cram also plays on.

The solver sees positions in a normal form, so that one cache entry serves
many boards: cells with no empty neighbour are filled (nobody can ever use
them), the grid is cropped to its empty cells, and of the four pictures that
keep the players' roles (the grid itself, its two mirror images and its
half-turn) the one with the smallest mask is kept. A grid whose empty cells
fall apart into separate regions is the sum of the regions (``decompose``).
The partizan engine goes further (``option_summands``): it keys each region
of an option under all eight symmetries, a transposed region standing for
the negative of its value, since a transpose swaps the players.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import Any, NamedTuple, Optional, Union

from ...errors import InvalidPositionError
from ...game import Game, player_side
from ...partizan.engine import canonical_form
from ...partizan.values import CanonicalForm
from ..ruleset import EstimatedRuleset
from .board import Board, BoardMove, canonical, frame, region_key, regions, stride
from .compiled import compiled_hint

__all__ = ["Domineering", "Grid", "Placement", "dominoes", "live_cells", "grid_normal", "grid_regions"]

class Grid(Board):
    """A rectangular grid of empty and filled cells: an immutable ``(width, height, mask)``.

    Bit ``row * stride + column`` of ``mask`` is set when that cell is empty
    (rows and columns from 0, row 0 at the top), the stride being 8 for grids
    at most 8 cells wide (a byte per row) and the width for wider ones (see
    ``cgt.games.grid.board``, whose ``Board``
    it is). Domineering and Cram are played on grids.

    Parameters
    ----------
    text : str
        Rows separated by ``|`` or newlines, ``.`` for an empty cell and ``#``
        for a filled one; spaces around a row are ignored.

    Raises
    ------
    InvalidPositionError
        If the text has another character (the message names its row and
        column), rows of different lengths, or no cells.

    Examples
    --------
    >>> from cgt.games import Grid
    >>> g = Grid("..#|...")
    >>> g
    Grid('..#|...')
    >>> print(g)
    ..#
    ...
    >>> g.width, g.height, bin(g.mask)      # rows 0b011 and 0b111, a byte each
    (3, 2, '0b11100000011')
    >>> Grid("..|.x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: grid '..|.x': row 2, column 2 is 'x'; use '.' for an empty cell and '#' for a filled one
    """

    __slots__ = ()
    symbols, blank, noun = ".", "#", "grid"
    fills = {"#": "#555555"}

    @classmethod
    def hint(cls) -> str:
        """Return the sentence naming a grid's characters, for error messages."""
        return "use '.' for an empty cell and '#' for a filled one"

    @property
    def mask(self) -> int:
        """The empty cells, bit ``row * stride + column`` (stride 8 up to 8 columns, else the width)."""
        return self[2]  # type: ignore[no-any-return]

    def empty_cells(self) -> list[tuple[int, int]]:
        """Return the ``(row, column)`` of every empty cell, row by row, from 0.

        Examples
        --------
        >>> Grid("#.|..").empty_cells()
        [(0, 1), (1, 0), (1, 1)]
        """
        return self.cells(EMPTY_CELL)


#: Characters of a grid's text.
EMPTY_CELL, FILLED_CELL = ".", "#"

#: The grid with no empty cell (the normal form of every finished board).
_NOTHING = Grid.from_masks(1, 1, (0,))


def dominoes(width: int, height: int, mask: int, vertical: bool) -> tuple[int, int]:
    """Return the empty cells whose domino fits (downwards, or rightwards) and the step to its second cell.

    Shared by the games that place dominoes on a :class:`Grid` (Domineering, Cram).

    Examples
    --------
    >>> dominoes(2, 1, 0b11, False)     # one horizontal domino, from column 0
    (1, 1)
    """
    step = stride(width) if vertical else 1
    pairs = mask & (mask >> step)
    if not vertical:
        pairs &= frame(width, height).not_last  # a horizontal domino does not wrap to the next row
    return pairs, step


def live_cells(mask: int, width: int, height: int) -> int:
    """Return the empty cells of a grid that a domino can still cover: those with an empty neighbour."""
    return mask & frame(width, height).neighbours(mask)


def grid_normal(mask: int, width: int, height: int, transpose: int = 0) -> Grid:
    """Return the normal form of a grid: isolated cells filled, cropped, least of its symmetric pictures.

    `transpose` is 1 where transposing keeps the value (Cram); Domineering's
    options keep the players' roles (0).
    """
    key, _ = canonical((live_cells(mask, width, height),), width, height, transpose=transpose)
    return tuple.__new__(Grid, key)


@lru_cache(maxsize=1 << 18)
def grid_regions(grid: Grid, transpose: int = 0) -> Optional[tuple[Grid, ...]]:
    """Return the regions of `grid` in normal form, or ``None`` if it is one region and nothing else."""
    width, height, mask = grid
    live = live_cells(mask, width, height)
    parts = regions(live, width, height)
    if len(parts) == 1 and live == mask:
        return None
    if not parts:
        return None if mask == 0 else (_NOTHING,)
    return tuple(grid_normal(part, width, height, transpose) for part in parts)


# Options of one grid share their masks with its neighbours' (a hit in three):
# 2**16 recent masks keep most hits (Domineering 3x10: 631 -> 352 MB, 4% slower).
@lru_cache(maxsize=1 << 16)
def _signed_regions(mask: int, width: int, height: int) -> tuple[tuple[Grid, bool], ...]:
    """The regions of a grid keyed under all eight symmetries (a transpose negates), for the engine."""
    parts = regions(live_cells(mask, width, height), width, height)
    return tuple([region_key(Grid, (part,), width, height, -1, False) for part in parts])


def _half_runs(mask: int, step: int, count: int, lines: int, line_step: int) -> int:
    """The sum of half of each run of cells of `mask` along lines (``count`` cells apart by ``step``)."""
    total = 0
    for line in range(lines):
        run = 0
        bit = 1 << (line * line_step)
        for _ in range(count):
            if mask & bit:
                run += 1
            else:
                total += run >> 1
                run = 0
            bit <<= step
        total += run >> 1
    return total


@lru_cache(maxsize=1 << 16)
def _move_bounds(grid: Grid) -> tuple[int, int, int, int]:
    width, height, mask = grid
    f = frame(width, height)
    s = f.stride
    sideways = ((mask << 1) & f.not_first | (mask >> 1) & f.not_last) & mask  # an empty neighbour in the row
    upright = (mask << s | mask >> s) & mask  # an empty neighbour in the column
    # Columns: `height` cells a stride apart, starting at each column; rows: `width` cells side by side.
    left_safe = _half_runs(mask & ~sideways, s, height, width, 1)
    right_safe = _half_runs(mask & ~upright, 1, width, height, s)
    return left_safe, right_safe, _half_runs(mask, s, height, width, 1), _half_runs(mask, 1, width, height, s)


class Placement(NamedTuple):
    """A domino placed on a grid, in the grid's own coordinates (not in normal form)."""

    #: The ``(row, column)`` of the two cells it covers, from 0, top (or left) cell first.
    cells: tuple[tuple[int, int], tuple[int, int]]
    #: The grid after the placement, the same size as before.
    position: Grid


def _move(placement: Placement) -> BoardMove:
    """A placement's cells as a move, numbered from 1 as CGSuite numbers them."""
    return BoardMove(*[(r + 1, c + 1) for r, c in placement.cells])


class Domineering(EstimatedRuleset):
    """Domineering: Left places vertical dominoes, Right horizontal ones.

    A position is a :class:`Grid` (``Domineering().position(text)`` makes one), or
    the text itself. Left's options cover two empty cells of a column, Right's
    two empty cells of a row; options are grids of the same frame, and
    :meth:`left_moves` gives each with its domino. The search sees the normal
    form described in the module documentation. A grid whose empty cells
    form several regions decomposes into them.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> game = Domineering()
    >>> board = game.position("..|..")
    >>> game.left_options(board)        # a domino in either column
    [Grid('#.|#.'), Grid('.#|.#')]
    >>> game.right_options(board)       # a domino in either row
    [Grid('##|..'), Grid('..|##')]
    >>> print(game.position('''
    ...     ###.
    ...     ....
    ... '''))
    ###.
    ....
    """

    __slots__ = ()
    position_type = Grid
    example = "..|.."
    #: The compiled rules (see :mod:`cgt.games.grid.compiled`), and the estimate from which
    #: they pay: 4x5 (2,796 estimated) takes 0.35 s in Python, 0.63 s compiled; 4x6 with one
    #: cell filled (12,561) 1.5 s and 1.7 s; 3x8 (16,834) 2.5 s and 0.86 s.
    kernels = "cgt._kernels.board_rules:DOMINEERING"
    compiled_positions, compiled_cells = 15_000, 18
    #: cgt.solve's compiled outcome search (cgt.partizan.compiled_search) plays Domineering's rules.
    outcome_kernel = "domineering"
    #: Symmetries: a transpose swaps the players; there is no exchange of pieces.
    transpose, swap, diagonal = -1, False, False

    def impartial_variant(self) -> Any:
        """Return Cram, Domineering's impartial variant (what :func:`cgt.games.impartial_variant` gives).

        Examples
        --------
        >>> Domineering().impartial_variant()
        Cram()
        """
        from .. import Cram  # by the catalogue's lazy name: Cram's module imports this one

        return Cram()

    def left_options(self, position: Union[Grid, str]) -> list[Grid]:
        """Return the grids after Left places a vertical domino: the same frame, as the grid is drawn.

        The partizan engine does not ask for them: it keys each option's
        regions under the symmetries (:meth:`option_summands`).

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        list of Grid
            The options, one a placement, row by row.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Domineering().left_options("...|...")
        [Grid('#..|#..'), Grid('.#.|.#.'), Grid('..#|..#')]
        """
        return [p.position for p in self.placements(position, "left")]

    def right_options(self, position: Union[Grid, str]) -> list[Grid]:
        """Return the grids after Right places a horizontal domino: the same frame, as the grid is drawn.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        list of Grid
            The options, one a placement, row by row.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Domineering().right_options("...|...")
        [Grid('##.|...'), Grid('.##|...'), Grid('...|##.'), Grid('...|.##')]
        """
        return [p.position for p in self.placements(position, "right")]

    def left_moves(self, position: Union[Grid, str]) -> list[tuple[BoardMove, Grid]]:
        """Return each vertical domino Left may place, as its two cells from ``(1, 1)``, and the grid it leaves.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> [(str(move), grid) for move, grid in Domineering().left_moves(".#|..|..")]
        [('(1,1)-(2,1)', Grid('##|#.|..')), ('(2,1)-(3,1)', Grid('.#|#.|#.')), ('(2,2)-(3,2)', Grid('.#|.#|.#'))]
        """
        return [(_move(p), p.position) for p in self.placements(position, "left")]

    def right_moves(self, position: Union[Grid, str]) -> list[tuple[BoardMove, Grid]]:
        """Return each horizontal domino Right may place, as its two cells from ``(1, 1)``, and the grid it leaves.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return [(_move(p), p.position) for p in self.placements(position, "right")]

    def negative(self, position: Union[Grid, str]) -> Grid:
        """Return the grid transposed: the players' roles exchanged, so the value negated.

        Examples
        --------
        >>> Domineering().negative("..#|...")
        Grid('..|..|#.')
        """
        return self._position(position).transposed()  # type: ignore[no-any-return]

    def option_summands(self, position: Union[Grid, str]) -> tuple[list[tuple[tuple[Grid, bool], ...]], int]:
        """Return every option as its regions, keyed under all eight symmetries, and the number of Left's.

        The partizan engine's hook (see :mod:`cgt.partizan.engine`): a
        transposed region is the negative of Domineering's, so a region and
        its transpose share one cache entry.

        Examples
        --------
        >>> options, lefts = Domineering().option_summands("...|...")
        >>> lefts, options[0], options[-1]
        (2, ((Grid('..|..'), False),), ((Grid('..|.#|.#'), True),))
        """
        width, height, mask = self._position(position)
        sides = []
        for vertical in (True, False):
            options: dict[tuple[tuple[Grid, bool], ...], None] = {}  # each once, in order
            pairs, step = dominoes(width, height, mask, vertical)
            while pairs:
                low = pairs & -pairs
                pairs ^= low
                options[_signed_regions(mask ^ (low | low << step), width, height)] = None
            sides.append(list(options))
        return sides[0] + sides[1], len(sides[0])

    def move_bounds(self, position: Union[Grid, str]) -> tuple[int, int, int, int]:
        """Return the moves each player is sure to have and the most each can make (the outcome search's hook).

        ``(Left's safe moves, Right's safe moves, Left's most moves, Right's
        most moves)``, as Obsequi (Bullock 2002) counts them: a cell whose
        neighbours left and right are filled can never hold a horizontal
        domino, so two such cells one above the other are a vertical domino
        Right can never take away (a *safe* move of Left's; in each column,
        half of each run of such cells). A player can never make more moves
        than the halves of the runs of empty cells along their direction
        (columns for Left, rows for Right). :func:`cgt.solve` decides a
        sum by them where it can.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        tuple of int

        Examples
        --------
        >>> Domineering().move_bounds(".#.|...|.#.")   # a domino in each outer column; one in the middle row
        (0, 0, 2, 1)
        >>> Domineering().move_bounds("#.#|#.#|...")
        (1, 0, 1, 1)
        """
        return _move_bounds(self._position(position))

    def placements(self, position: Union[Grid, str], player: str) -> list[Placement]:
        """Return every domino `player` may place, with the grid it leaves (not in normal form).

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.
        player : {"left", "right"}
            Left places vertical dominoes, Right horizontal ones.

        Returns
        -------
        list of Placement
            Row by row, then column by column.

        Raises
        ------
        InvalidValueError
            If `player` is not ``"left"`` or ``"right"``.
        InvalidPositionError
            If the text is not a grid.

        Examples
        --------
        >>> Domineering().placements(".#|..", "right")
        [Placement(cells=((1, 0), (1, 1)), position=Grid('.#|##'))]
        """
        player_side(player, "placements")
        width, height, mask = self._position(position)
        s = stride(width)
        pairs, step = dominoes(width, height, mask, player == "left")
        found = []
        while pairs:
            low = pairs & -pairs
            pairs ^= low
            r, c = divmod(low.bit_length() - 1, s)
            second = (r + 1, c) if player == "left" else (r, c + 1)
            after = tuple.__new__(Grid, (width, height, mask ^ (low | low << step)))
            found.append(Placement(((r, c), second), after))
        return found

    def winning_placements(self, position: Union[Grid, str], player: str) -> list[Placement]:
        """Return the placements with which `player`, moving now, wins (see :func:`cgt.winning_moves`).

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.
        player : {"left", "right"}
            Whose move it is.

        Returns
        -------
        list of Placement
            The winning placements, in the order of :meth:`placements`; empty
            when `player` loses moving first.

        Raises
        ------
        InvalidValueError
            If `player` is not ``"left"`` or ``"right"``.
        InvalidPositionError
            If the text is not a grid.

        Examples
        --------
        >>> [p.cells for p in Domineering().winning_placements("...|...", "left")]
        [((0, 1), (1, 1))]
        """
        wins = (lambda g: g >= 0) if player == "left" else (lambda g: g <= 0)
        return [p for p in self.placements(position, player) if wins(canonical_form(self, p.position))]

    def decompose(self, position: Union[Grid, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a grid into its regions of empty cells, each in normal form; ``None`` for one region.

        Regions of a single cell are left out: nobody can ever play there.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        list of (game, Grid) pairs, or None
            The components of the sum, or ``None`` when the position does not split.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Domineering().decompose("..#.|..#.")
        [(Domineering(), Grid('..|..')), (Domineering(), Grid('.|.'))]
        >>> Domineering().decompose("..|..") is None
        True
        """
        parts = grid_regions(self._position(position))
        return None if parts is None else [(self, part) for part in parts]

    def canonical_form_hint(self, position: Union[Grid, str]) -> Optional[CanonicalForm]:
        """Return the value of a large board by compiled search, else ``None`` (the solver's hook).

        See :func:`~cgt.games.grid.compiled.compiled_hint`: a board of
        a rough estimate (:meth:`rough_positions`) of ``compiled_positions`` positions or more.

        Examples
        --------
        >>> Domineering().canonical_form_hint("..|..") is None    # small: searched in Python
        True
        """
        return compiled_hint(self, position)

    def rough_positions(self, position: Union[Grid, str]) -> int:
        """Return a rough estimate of the positions a search of `position`'s value visits, from its size alone.

        Each region of
        `position` counts ``n(n+1)/2`` positions for a strip one cell wide
        (its segments), else ``b**n`` for its ``n`` empty cells, with
        ``b`` = 1.35, 1.5 and 1.65 (over 8) for regions two, three and at
        least four cells across: the growth measured on rectangles from 2x2
        to 2x16, 3x9 and 5x5, which it overestimates by at most 2.5 times
        (on random boards, 0.6 to 6 times the positions visited).

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        int
            The estimate.

        Examples
        --------
        >>> Domineering().rough_positions("....|....|....|....")   # 197 visited
        377
        >>> f"{Domineering().rough_positions('|'.join(['.' * 8] * 8)):.1e}"
        '1.0e+13'
        """
        parts = self.decompose(position)
        regions = [self._position(position)] if parts is None else [part for _, part in parts]
        total = 0
        for region in regions:
            n = region.mask.bit_count()  # the empty cells (not its rows' text: the outcome search asks per region)
            across = min(region.width, region.height)
            if across == 1:
                total += n * (n + 1) // 2
            else:
                total += int(1.35**n if across == 2 else 1.5**n if across == 3 else 1.65**n / 8)
        return max(total, 1)

    def recompose(
        self, position: Union[Grid, str], index: int, component: Union[Grid, str], *, player: Optional[str] = None
    ) -> Grid:
        """Return the grid after the domino placed in region `index` that leaves it as `component`.

        The inverse of :meth:`decompose` for a move: `component` is an option
        of the region's normal form (in any frame), and the grid returned is
        `position` itself, the same size and in its own coordinates, with one
        domino placed in that region. Where several placements leave the same
        picture, the first (row by row) is taken.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.
        index : int
            The region, as numbered by :meth:`decompose`.
        component : Grid or str
            The region after the move.
        player : {"left", "right"}, optional
            Whose move it is: a vertical domino for Left, a horizontal one for
            Right. Needed only where both kinds leave the same picture (a
            region of three cells in an L, for one: either move leaves nothing
            playable); without it Left's placements are tried first.

        Returns
        -------
        Grid
            The grid after the move, not in normal form.

        Raises
        ------
        InvalidPositionError
            If a text is not a grid, or no placement of `player` in region
            `index` leaves `component`.
        InvalidValueError
            If `player` is not ``"left"``, ``"right"`` or ``None``.

        Examples
        --------
        >>> game = Domineering()
        >>> board = game.position("...#..|...#..")
        >>> [str(region) for _, region in game.decompose(board)]
        ['...\\n...', '..\\n..']
        >>> game.left_options(game.decompose(board)[0][1])    # the 2 by 3 region
        [Grid('#..|#..'), Grid('.#.|.#.'), Grid('..#|..#')]
        >>> print(game.recompose(board, 0, Grid(".#.|.#."), player="left"))
        .#.#..
        .#.#..
        """
        if player is not None:
            player_side(player, "recompose")
        grid = self._position(position)
        option = self._position(component)
        # The region's option in normal form, as the search has it, whatever frame it came in.
        target = grid_normal(option.mask, option.width, option.height)
        width, height, mask = grid
        parts = regions(live_cells(mask, width, height), width, height)
        if 0 <= index < len(parts):
            region = parts[index]
            for side in ("left", "right") if player is None else (player,):
                for placement in self.placements(grid, side):
                    after = placement.position.mask
                    if (mask ^ after) & region and grid_normal(after & region, width, height) == target:
                        return placement.position
        raise InvalidPositionError(
            f"recompose: no domino{'' if player is None else ' of ' + player} placed in region {index} "
            f"of {grid!r} leaves {target!r}"
        )
