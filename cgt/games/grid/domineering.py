"""Domineering: Left places vertical dominoes, Right horizontal ones.

Two players take turns placing a domino on two empty cells of a grid: Left
(Vertical) covers two cells of one column, Right (Horizontal) two cells of one
row. Whoever cannot place a domino loses. Positions are :class:`Grid` values,
written as in CGSuite and cgt-py: rows separated by ``|`` or newlines, ``.``
an empty cell, ``#`` a filled one.

The solver sees positions in a normal form, so that one cache entry serves
many boards: cells with no empty neighbour are filled (nobody can ever use
them), the grid is cropped to its empty cells, and of the four pictures that
keep the players' roles (the grid itself, its two mirror images and its
half-turn) the one with the smallest mask is kept. A transposition is not
among them: it swaps the players and gives the negative. A grid whose empty
cells fall apart into separate regions is the sum of the regions
(``decompose``).
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from functools import lru_cache
from typing import Any, NamedTuple, Optional, Union

from ... import _svg
from ...errors import InvalidPositionError, InvalidValueError
from ...game import Game
from ...partizan.engine import canonical_form
from ..ruleset import TextRuleset

__all__ = ["Domineering", "Grid", "Placement"]

#: Characters of a grid's text.
EMPTY_CELL, FILLED_CELL = ".", "#"


class Grid(tuple):  # type: ignore[type-arg]
    """A rectangular grid of empty and filled cells: an immutable ``(width, height, mask)``.

    Bit ``row * stride + column`` of ``mask`` is set when that cell is empty
    (rows and columns from 0, row 0 at the top), the stride being 8 for grids
    at most 8 cells wide (a byte per row, which the normal form works on with
    bytes operations) and the width for wider ones. Being a tuple, a grid
    hashes and compares fast, which is what the solver's cache needs.

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

    def __new__(cls, text: str) -> "Grid":
        width, height, mask = _parse(text)
        return tuple.__new__(cls, (width, height, mask))

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return ("|".join(self.rows()),)

    @property
    def width(self) -> int:
        """Number of columns."""
        return self[0]  # type: ignore[no-any-return]

    @property
    def height(self) -> int:
        """Number of rows."""
        return self[1]  # type: ignore[no-any-return]

    @property
    def mask(self) -> int:
        """The empty cells, bit ``row * stride + column`` (stride 8 up to 8 columns, else the width)."""
        return self[2]  # type: ignore[no-any-return]

    def rows(self) -> list[str]:
        """Return the rows as text, top row first.

        Examples
        --------
        >>> Grid("#.|..").rows()
        ['#.', '..']
        """
        width, height, mask = self
        stride = _stride(width)
        return [
            "".join(EMPTY_CELL if mask >> (r * stride + c) & 1 else FILLED_CELL for c in range(width))
            for r in range(height)
        ]

    def empty_cells(self) -> list[tuple[int, int]]:
        """Return the ``(row, column)`` of every empty cell, row by row, from 0.

        Examples
        --------
        >>> Grid("#.|..").empty_cells()
        [(0, 1), (1, 0), (1, 1)]
        """
        width, height, mask = self
        stride = _stride(width)
        return [(r, c) for r in range(height) for c in range(width) if mask >> (r * stride + c) & 1]

    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"Grid({'|'.join(self.rows())!r})"

    def _repr_svg_(self) -> str:
        rows = self.rows()
        return _svg.svg(
            self.width * _svg.CELL,
            self.height * _svg.CELL,
            _svg.cells(rows, {EMPTY_CELL: "#ffffff", FILLED_CELL: "#555555"}),
        )


def _parse(text: object) -> tuple[int, int, int]:
    if not isinstance(text, str):
        raise InvalidPositionError(
            f"a grid is text such as '..|..', not {text!r} of type {type(text).__name__}"
        )
    lines = [row.strip() for row in re.split(r"[|\n]", text)]
    # Blank lines around a multi-line grid are layout, not rows.
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    if not lines:
        raise InvalidPositionError(f"grid {text!r} has no cells; write rows such as '..|..'")
    width = len(lines[0])
    stride = _stride(width)
    mask = 0
    for r, row in enumerate(lines):
        if len(row) != width:
            raise InvalidPositionError(
                f"grid {text!r}: row {r + 1} has {len(row)} cells but row 1 has {width}; "
                "every row needs the same number of cells"
            )
        for c, ch in enumerate(row):
            if ch == EMPTY_CELL:
                mask |= 1 << (r * stride + c)
            elif ch != FILLED_CELL:
                raise InvalidPositionError(
                    f"grid {text!r}: row {r + 1}, column {c + 1} is {ch!r}; "
                    f"use {EMPTY_CELL!r} for an empty cell and {FILLED_CELL!r} for a filled one"
                )
    return width, len(lines), mask


#: The grid with no empty cell (the normal form of every finished board).
_NOTHING = tuple.__new__(Grid, (1, 1, 0))


def _stride(width: int) -> int:
    """Bits per row of a grid's mask: a byte up to 8 columns, else the width."""
    return 8 if width <= 8 else width


class _Frame:
    """What depends only on a grid's shape: its stride, and masks of columns 0 and width-1."""

    __slots__ = ("stride", "not_first", "not_last", "full_row")

    def __init__(self, width: int, height: int) -> None:
        stride = self.stride = _stride(width)
        first = sum(1 << (r * stride) for r in range(height))
        everything = sum(((1 << width) - 1) << (r * stride) for r in range(height))
        self.not_first = everything ^ first
        self.not_last = everything ^ (first << (width - 1))
        self.full_row = (1 << width) - 1


_frames: dict[tuple[int, int], _Frame] = {}


def _frame(width: int, height: int) -> _Frame:
    frame = _frames.get((width, height))
    if frame is None:
        frame = _frames[(width, height)] = _Frame(width, height)
    return frame


def _reverse_bits(x: int, width: int) -> int:
    return int(f"{x:0{width}b}"[::-1], 2)


# Byte tables for rows of at most 8 cells: shifted right by k, and reversed in a width of w.
_SHIFTED = [bytes(x >> k for x in range(256)) for k in range(8)]
_REVERSED = [b""] + [bytes(_reverse_bits(x & ((1 << w) - 1), w) for x in range(256)) for w in range(1, 9)]


def _neighbours(mask: int, frame: _Frame) -> int:
    """The cells next to a cell of `mask` (rows beyond the grid are masked by the caller)."""
    stride = frame.stride
    return (mask << 1) & frame.not_first | (mask >> 1) & frame.not_last | mask << stride | mask >> stride


@lru_cache(maxsize=1 << 18)
def _dominoes(width: int, height: int, mask: int, vertical: bool) -> tuple[int, int]:
    """The empty cells whose domino fits (down for Left, right for Right), and the step to its second cell."""
    step = _stride(width) if vertical else 1
    pairs = mask & (mask >> step)
    if not vertical:
        pairs &= _frame(width, height).not_last  # a horizontal domino does not wrap to the next row
    return pairs, step


def _normal(mask: int, width: int, height: int) -> Grid:
    """The normal form of a grid: isolated cells filled, cropped, least of its four symmetric pictures."""
    frame = _frame(width, height)
    mask &= _neighbours(mask, frame)
    if not mask:
        return _NOTHING
    if frame.stride == 8:
        # A byte per row: cropping, mirroring and turning are bytes operations.
        rows = mask.to_bytes(height, "little").strip(b"\0")
        union = 0
        for row in rows:
            union |= row
        low = (union & -union).bit_length() - 1
        if low:
            rows = rows.translate(_SHIFTED[low])
        new_width = union.bit_length() - low
        mirrored = rows.translate(_REVERSED[new_width])
        key = min(
            int.from_bytes(rows, "little"),
            int.from_bytes(rows, "big"),
            int.from_bytes(mirrored, "little"),
            int.from_bytes(mirrored, "big"),
        )
        return tuple.__new__(Grid, (new_width, len(rows), key))
    full = frame.full_row
    rows_list = [(mask >> (r * width)) & full for r in range(height)]
    while not rows_list[-1]:
        rows_list.pop()
    while not rows_list[0]:
        rows_list.pop(0)
    union = 0
    for row in rows_list:
        union |= row
    low = (union & -union).bit_length() - 1
    new_width = union.bit_length() - low
    rows_list = [row >> low for row in rows_list]
    # The cropped grid may be narrow enough for the byte layout: rebuild it in its own stride.
    stride = _stride(new_width)
    flipped = [_reverse_bits(row, new_width) for row in rows_list]
    pictures = []
    for picture in (rows_list, rows_list[::-1], flipped, flipped[::-1]):
        key = 0
        for row in reversed(picture):
            key = key << stride | row
        pictures.append(key)
    return tuple.__new__(Grid, (new_width, len(rows_list), min(pictures)))


def _regions(mask: int, frame: _Frame) -> list[int]:
    """The connected regions of empty cells of `mask` (4-neighbourhood), lowest first."""
    regions = []
    while mask:
        region = mask & -mask
        while True:
            grown = (region | _neighbours(region, frame)) & mask
            if grown == region:
                break
            region = grown
        regions.append(region)
        mask ^= region
    return regions


@lru_cache(maxsize=1 << 18)
def _split(grid: Grid) -> Optional[tuple[Grid, ...]]:
    """The regions of `grid` in normal form, or ``None`` if it is one region and nothing else."""
    width, height, mask = grid
    frame = _frame(width, height)
    live = mask & _neighbours(mask, frame)
    regions = _regions(live, frame)
    if len(regions) == 1 and live == mask:
        return None
    if not regions:
        return None if mask == 0 else (_NOTHING,)
    return tuple(_normal(region, width, height) for region in regions)


class Placement(NamedTuple):
    """A domino placed on a grid, in the grid's own coordinates (not in normal form)."""

    #: The ``(row, column)`` of the two cells it covers, from 0, top (or left) cell first.
    cells: tuple[tuple[int, int], tuple[int, int]]
    #: The grid after the placement, the same size as before.
    position: Grid


class Domineering(TextRuleset):
    """Domineering: Left places vertical dominoes, Right horizontal ones.

    A position is a :class:`Grid` (``Domineering().position(text)`` makes one), or
    the text itself. Left's options cover two empty cells of a column, Right's
    two empty cells of a row; options come in the normal form described in the
    module documentation. A grid whose empty cells form several regions
    decomposes into them.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> game = Domineering()
    >>> board = game.position("..|..")
    >>> game.left_options(board)        # a column is left (either one: the same picture)
    [Grid('.|.')]
    >>> game.right_options(board)       # a row is left
    [Grid('..')]
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

    def left_options(self, position: Union[Grid, str]) -> list[Grid]:
        """Return the grids after Left places a vertical domino, in normal form, each once.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        list of Grid
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Domineering().left_options("...|...")      # the middle domino leaves two columns
        [Grid('..|..'), Grid('.#.|.#.')]
        """
        return self._options(position, True)

    def right_options(self, position: Union[Grid, str]) -> list[Grid]:
        """Return the grids after Right places a horizontal domino, in normal form, each once.

        Parameters
        ----------
        position : Grid or str
            The grid, or its text.

        Returns
        -------
        list of Grid
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Domineering().right_options("...|...")     # four placements, one picture up to symmetry
        [Grid('...|.##')]
        """
        return self._options(position, False)

    def _options(self, position: Union[Grid, str], vertical: bool) -> list[Grid]:
        width, height, mask = self._position(position)
        pairs, step = _dominoes(width, height, mask, vertical)
        options = {}  # a dict keeps one of the placements that leave the same picture, in order
        while pairs:
            low = pairs & -pairs
            pairs ^= low
            options[_normal(mask ^ (low | low << step), width, height)] = None
        return list(options)

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
        if player not in ("left", "right"):
            raise InvalidValueError(f"placements: player {player!r} is not 'left' or 'right'")
        width, height, mask = self._position(position)
        stride = _stride(width)
        pairs, step = _dominoes(width, height, mask, player == "left")
        found = []
        while pairs:
            low = pairs & -pairs
            pairs ^= low
            r, c = divmod(low.bit_length() - 1, stride)
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
        parts = _split(self._position(position))
        return None if parts is None else [(self, part) for part in parts]

    def estimated_positions(self, position: Union[Grid, str]) -> int:
        """Return about how many positions a search of `position`'s value visits.

        The solver asks before it starts, and refuses a board whose estimate
        is over its budget (see :func:`cgt.canonical_form`). Each region of
        `position` counts ``n(n+1)/2`` positions for a strip one cell wide
        (its segments), else ``b**n`` for its ``n`` empty cells, with
        ``b`` = 1.35, 1.5 and 1.65 (over 8) for regions two, three and at
        least four cells across: the growth measured on rectangles from 2x2
        to 2x16, 3x9 and 5x5, which it overestimates by at most 2.5 times.

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
        >>> Domineering().estimated_positions("....|....|....|....")   # 379 measured
        377
        >>> f"{Domineering().estimated_positions('|'.join(['.' * 8] * 8)):.1e}"
        '1.0e+13'
        """
        parts = self.decompose(position)
        regions = [self._position(position)] if parts is None else [part for _, part in parts]
        total = 0
        for region in regions:
            n = len(region.empty_cells())
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
        (in normal form) of the region's normal form, and the grid returned is
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
            The region after the move, in normal form.
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
        [Grid('..|..'), Grid('.#.|.#.')]
        >>> print(game.recompose(board, 0, Grid(".#.|.#."), player="left"))
        .#.#..
        .#.#..
        """
        if player not in (None, "left", "right"):
            raise InvalidValueError(f"recompose: player {player!r} is not 'left' or 'right'")
        grid = self._position(position)
        target = self._position(component)
        width, height, mask = grid
        frame = _frame(width, height)
        regions = _regions(mask & _neighbours(mask, frame), frame)
        if 0 <= index < len(regions):
            region = regions[index]
            for side in ("left", "right") if player is None else (player,):
                for placement in self.placements(grid, side):
                    after = placement.position.mask
                    if (mask ^ after) & region and _normal(after & region, width, height) == target:
                        return placement.position
        raise InvalidPositionError(
            f"recompose: no domino{'' if player is None else ' of ' + player} placed in region {index} "
            f"of {grid!r} leaves {target!r}"
        )
