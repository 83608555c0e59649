"""Rectangular boards, shared by every grid game: text, pictures, symmetries, regions.

A board is a tuple ``(width, height, mask, ...)``: one mask of cells per
character of the game that is a piece or a playable cell (Domineering's
``.``; Clobber's ``x`` and ``o``), bit ``row * stride + column`` set when the
cell holds that character (rows and columns from 0, row 0 at the top). The
stride is 8 for boards at most 8 cells wide (a byte per row: mirroring and
cropping are bytes operations) and the width for wider ones. A cell in no
mask shows the game's *blank* character (``#`` removed, or Clobber's ``.``).

What a solver needs from a board lives here, once for every game:

* ``Board``, the position class a game subclasses with its characters:
  parsing CGSuite's text (``|`` or newlines between rows), printing,
  ``_repr_svg_``;
* ``canonical``, the key of a board under the symmetries that keep its
  value (the four reflections and half-turns; the transposes too where they
  keep the value, or with the value negated where they swap the players),
  optionally with the players' pieces swapped (the value negated);
* ``regions``, the split of a set of cells into connected parts, by
  4-neighbourhood or, for queen-moving pieces, 8-neighbourhood: cells that
  no move can connect are independent summands.

The rules side, a partizan game written as its moves on such boards, is
``BoardRuleset`` (``cgt.games.grid.rules``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache, reduce
from operator import or_
from typing import ClassVar

from ... import _svg
from ...errors import InvalidPositionError

__all__ = [
    "Board",
    "BoardMove",
    "PLAYER_LETTERS",
    "Frame",
    "frame",
    "stride",
    "canonical",
    "cropped_rows",
    "region_key",
    "regions",
    "transpose8",
]


#: The letters CGSuite writes for the players' pieces, read as ``x`` (Left's) and ``o``
#: (Right's) by the boards whose pieces are stones or amazons (a ``Board``'s ``aliases``).
PLAYER_LETTERS: Mapping[str, str] = {"L": "x", "R": "o"}


def stride(width: int) -> int:
    """Return the bits per row of a board's masks: 8 up to 8 columns, else the width.

    Examples
    --------
    >>> stride(5), stride(12)
    (8, 12)
    """
    return 8 if width <= 8 else width


class Frame:
    """What depends only on a board's shape: its stride and the masks of its edges.

    Use ``frame``, which keeps one per shape.

    Attributes
    ----------
    stride : int
        Bits per row.
    everything : int
        Every cell of the board.
    not_first, not_last : int
        Every cell but those of column 0 (of the last column): the cells a
        step left (right) may start from.
    """

    __slots__ = ("width", "height", "stride", "everything", "not_first", "not_last")

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        s = self.stride = stride(width)
        first = sum(1 << (r * s) for r in range(height))
        self.everything = sum(((1 << width) - 1) << (r * s) for r in range(height))
        self.not_first = self.everything ^ first
        self.not_last = self.everything ^ (first << (width - 1))

    def neighbours(self, mask: int) -> int:
        """Return the cells orthogonally next to a cell of `mask`."""
        s = self.stride
        return ((mask << 1) & self.not_first | (mask >> 1) & self.not_last | mask << s | mask >> s) & self.everything

    def kings(self, mask: int) -> int:
        """Return the cells next to a cell of `mask`, diagonals included."""
        row = mask | (mask << 1) & self.not_first | (mask >> 1) & self.not_last
        s = self.stride
        return (row | row << s | row >> s) & self.everything & ~mask | self.neighbours(mask)


@lru_cache(maxsize=None)
def frame(width: int, height: int) -> Frame:
    """Return the ``Frame`` of a ``width`` by ``height`` board (one per shape).

    Examples
    --------
    >>> f = frame(3, 2)
    >>> bin(f.everything), bin(f.neighbours(0b1))   # a byte per row
    ('0b11100000111', '0b100000010')
    """
    return Frame(width, height)


def regions(mask: int, width: int, height: int, *, diagonal: bool = False) -> list[int]:
    """Return the connected parts of the cells of `mask`, lowest cell first.

    Parameters
    ----------
    mask : int
        Cells of a ``width`` by ``height`` board (its stride, see ``stride``).
    width, height : int
        The board's shape.
    diagonal : bool
        Whether cells touching at a corner are connected (queen moves), not
        only those sharing a side.

    Examples
    --------
    >>> [bin(r) for r in regions(0b101, 3, 1)]
    ['0b1', '0b100']
    >>> regions(0b100000001, 2, 2, diagonal=True) == [0b100000001]
    True
    """
    f = frame(width, height)
    found = []
    # The hot loop of every board game's options: the frame's masks as locals.
    not_first, not_last, s = f.not_first, f.not_last, f.stride
    if diagonal:
        while mask:
            region = mask & -mask
            while True:
                # The 3 by 3 box around each cell: a row of three, then the rows above and below.
                row = region | (region << 1) & not_first | (region >> 1) & not_last
                grown = (row | row << s | row >> s) & mask
                if grown == region:
                    break
                region = grown
            found.append(region)
            mask ^= region
        return found
    while mask:
        region = mask & -mask
        while True:
            grown = (region | (region << 1) & not_first | (region >> 1) & not_last | region << s | region >> s) & mask
            if grown == region:
                break
            region = grown
        found.append(region)
        mask ^= region
    return found


def _reverse_bits(x: int, width: int) -> int:
    return int(f"{x:0{width}b}"[::-1], 2) if width else 0


# Rows of at most 8 cells as bytes, reversed in a width of w.
_REVERSED = [bytes(256)] + [bytes(_reverse_bits(x & ((1 << w) - 1), w) for x in range(256)) for w in range(1, 9)]


def transpose8(x: int) -> int:
    """Return an 8x8 bit board (bit ``8 * row + column``) mirrored in its main diagonal.

    Three delta swaps, as chess programs flip bit boards.

    Examples
    --------
    >>> transpose8(0b111) == 0b1_00000001_00000001   # a row of three becomes a column
    True
    """
    t = 0x0F0F0F0F00000000 & (x ^ (x << 28))
    x ^= t ^ (t >> 28)
    t = 0x3333000033330000 & (x ^ (x << 14))
    x ^= t ^ (t >> 14)
    t = 0x5500550055005500 & (x ^ (x << 7))
    return x ^ t ^ (t >> 7)


def _row_lists(masks: Sequence[int], width: int, height: int) -> list[list[int]]:
    s = stride(width)
    full = (1 << width) - 1
    return [[(m >> (r * s)) & full for r in range(height)] for m in masks]


def _transposed_rows(rows: list[int], width: int) -> list[int]:
    return [sum(((row >> c) & 1) << r for r, row in enumerate(rows)) for c in range(width)]


def cropped_rows(
    masks: Sequence[int], width: int, height: int, transpose: int = 0
) -> tuple[list[list[int]], int, int, bool]:
    """Return the rows of each mask cropped to the board's cells, turned to be at most as wide as tall if `transpose`.

    Returns ``(rows, width, height, turned)``: ``rows[k][r]`` is row ``r`` of
    mask ``k`` (bit ``c`` for column ``c``) of the cropped board, of the
    shape given, and `turned` whether it was transposed. A board with no
    cell is ``([[]] * len(masks), 0, 0, False)``.

    Examples
    --------
    >>> cropped_rows([0b11_00000000], 2, 2)          # a row of two, in row 1
    ([[3]], 2, 1, False)
    >>> cropped_rows([0b11_00000000], 2, 2, transpose=1)
    ([[1, 1]], 1, 2, True)
    """
    rows = _row_lists(masks, width, height)
    union_rows = [0] * height
    for mask_rows in rows:
        union_rows = [a | b for a, b in zip(union_rows, mask_rows)]
    used = [r for r, x in enumerate(union_rows) if x]
    if not used:
        return [[] for _ in masks], 0, 0, False
    cols = 0
    for x in union_rows:
        cols |= x
    low = (cols & -cols).bit_length() - 1
    width, height = cols.bit_length() - low, used[-1] - used[0] + 1
    rows = [[x >> low for x in mask_rows[used[0] : used[-1] + 1]] for mask_rows in rows]
    turned = bool(transpose) and width > height
    if turned:
        rows = [_transposed_rows(mask_rows, width) for mask_rows in rows]
        width, height = height, width
    return rows, width, height, turned


def canonical(
    masks: Sequence[int], width: int, height: int, *, transpose: int = 0, swap: bool = False
) -> tuple[tuple[int, ...], bool]:
    """Return the key of a board under its value-keeping symmetries, and whether its value is negated.

    The board is cropped to the cells of its masks, and of its pictures
    under the symmetries the least (as a tuple) is kept: the two mirror
    images and the half-turn always; the transposes (mirror images in the
    diagonals and quarter-turns) when `transpose` is not 0. When
    `transpose` is -1 a transpose swaps the players, and when `swap` is
    true so does exchanging the first two masks (the players' pieces): the
    key's value is then the negative of the board's, and the flag says so.
    With `swap`, only the pictures whose first mask has at least as many
    cells as the second compete (both sides when the counts are equal).

    Parameters
    ----------
    masks : sequence of int
        The board's masks (stride ``stride`` of `width`).
    width, height : int
        The board's shape.
    transpose : {0, 1, -1}
        Whether transposes are symmetries: no, yes, or yes with the value
        negated.
    swap : bool
        Whether exchanging the first two masks is a symmetry that negates.

    Returns
    -------
    key : tuple of int
        ``(width, height, mask, ...)`` of the least picture, in its own stride;
        ``(1, 1, 0, ...)`` for a board with no cell in any mask.
    negated : bool
        Whether the key's value is the negative of the board's.

    Examples
    --------
    A corner of three cells and its mirror image have one key; a column,
    transposed, is a row:

    >>> canonical([0b11_00000010], 2, 2) == canonical([0b01_00000011], 2, 2)
    True
    >>> canonical([0b1_00000001], 1, 2, transpose=-1)
    ((1, 2, 257), False)
    >>> canonical([0b11], 2, 1, transpose=-1)
    ((1, 2, 257), True)
    """
    if len(masks) == 1 and width <= 8:
        return _canonical_one(masks[0], width, height, transpose)
    union = 0
    for m in masks:
        union |= m
    if not union:
        return (1, 1) + (0,) * len(masks), False
    flip = False
    if width <= 8:
        shift, width, height = _crop8(union)
        masks = [m >> shift for m in masks]
    else:
        rows, width, height, turned = cropped_rows(masks, width, height, transpose)
        flip = turned and transpose < 0
        s = stride(width)
        masks = [sum(x << (r * s) for r, x in enumerate(mask_rows)) for mask_rows in rows]
        if width > 8:
            return _least_wide(masks, width, height, transpose, swap, flip)
    # Here a byte per row. Transposes keep the shape only on a square.
    orientations = [(masks, flip)]
    if transpose and width >= height and width <= 8:
        turned = [transpose8(m) for m in masks]
        if width > height:
            orientations = [(turned, transpose < 0)]
            width, height = height, width
        else:
            orientations.append((turned, transpose < 0))
    # Pictures compare as tuples of masks, which is how they compare as one int
    # of the masks' rows side by side, the first mask highest: a picture is
    # then one int.from_bytes of the rows joined (backwards for the little end).
    table = _REVERSED[width]
    pictures = []
    swaps = _swaps(masks, swap)
    for oriented, sign in orientations:
        rows = [m.to_bytes(height, "little") for m in oriented]
        for swapped in swaps:
            if swapped:
                rows[0], rows[1] = rows[1], rows[0]
            forward = b"".join(rows)
            backward = b"".join(rows[::-1])
            # The flag in the lowest bit: of two equal pictures the one not negated wins.
            negated = sign != swapped
            pictures += (
                int.from_bytes(backward, "little") << 1 | negated,
                int.from_bytes(forward, "big") << 1 | negated,
                int.from_bytes(backward.translate(table), "little") << 1 | negated,
                int.from_bytes(forward.translate(table), "big") << 1 | negated,
            )
    best = min(pictures)
    negated = bool(best & 1)
    best >>= 1
    size = 8 * height
    full = (1 << size) - 1
    top = size * (len(masks) - 1)
    return (width, height, *[(best >> (top - k)) & full for k in range(0, top + 1, size)]), negated


def _crop8(union: int) -> tuple[int, int, int]:
    """The shift that crops a board a byte per row to the cells of `union` (not 0), and the width and height left."""
    # Down to the first row, then to the first column: no row has a cell left
    # of it, so nothing crosses into the row below.
    top = ((union & -union).bit_length() - 1) & ~7
    union >>= top
    if union >> 64:  # taller than 8 rows
        cols = reduce(or_, union.to_bytes((union.bit_length() + 7) >> 3, "little"))
    else:
        cols = union | union >> 32
        cols |= cols >> 16
        cols |= cols >> 8
        cols &= 0xFF
    low = (cols & -cols).bit_length() - 1
    return top + low, cols.bit_length() - low, ((union >> low).bit_length() + 7) >> 3


def _canonical_one(mask: int, width: int, height: int, transpose: int) -> tuple[tuple[int, ...], bool]:
    """``canonical`` of one mask a byte per row: the grid games' hot path, bytes operations only."""
    if not mask:
        return (1, 1, 0), False
    shift, width, height = _crop8(mask)
    mask >>= shift
    rows = mask.to_bytes(height, "little")
    if transpose and width >= height:
        turned = transpose8(mask).to_bytes(width, "little")
        if width > height:
            return (height, width, _least_picture(turned, height)), transpose < 0
        plain, other = _least_picture(rows, width), _least_picture(turned, width)
        if other < plain:
            return (width, height, other), transpose < 0
        return (width, height, plain), False
    return (width, height, _least_picture(rows, width)), False


def _least_picture(rows: bytes, width: int) -> int:
    mirrored = rows.translate(_REVERSED[width])
    return min(
        int.from_bytes(rows, "little"),
        int.from_bytes(rows, "big"),
        int.from_bytes(mirrored, "little"),
        int.from_bytes(mirrored, "big"),
    )


def _swaps(masks: Sequence[int], swap: bool) -> tuple[bool, ...]:
    """Whether to picture a board as it is, with its first two masks exchanged, or both.

    Exchanging them, when it is a symmetry, leaves a picture whose first mask
    has at least as many cells as the second: the same pictures from every
    board of the class, so still one key per class, and half the work when
    the counts differ.
    """
    if not swap:
        return (False,)
    first, second = masks[0].bit_count(), masks[1].bit_count()
    return (False, True) if first == second else (first < second,)


def _least_wide(
    masks: list[int], width: int, height: int, transpose: int, swap: bool, flip: bool
) -> tuple[tuple[int, ...], bool]:
    """``canonical`` of a cropped board wider than 8 cells (row lists, slower)."""
    orientations = [(_row_lists(masks, width, height), flip)]
    if transpose and width == height:
        orientations.append(([_transposed_rows(r, width) for r in orientations[0][0]], not flip if transpose < 0 else flip))
    best: tuple[int, ...] = ()
    negated = False
    swaps = _swaps(masks, swap)
    for rows, sign in orientations:
        flipped = [[_reverse_bits(x, width) for x in mask_rows] for mask_rows in rows]
        for picture in (rows, [r[::-1] for r in rows], flipped, [r[::-1] for r in flipped]):
            packed = [sum(x << (r * width) for r, x in enumerate(mask_rows)) for mask_rows in picture]
            keys = [([packed[1], packed[0]] + packed[2:], not sign) if swapped else (packed, sign) for swapped in swaps]
            for key, neg in keys:
                candidate = tuple(key)
                if not best or candidate < best:
                    best, negated = candidate, neg
    return (width, height) + best, negated


class BoardMove(tuple):  # type: ignore[type-arg]
    """A move on a board: the cells it touches, as CGSuite numbers them, in the order of the move.

    Cells are ``(row, column)`` from ``(1, 1)`` at the top left (CGSuite's
    ``Coordinates``): a domino's two cells; a stone's cell before and after
    (Clobber, Konane); an amazon's cells and its arrow's. ``str`` joins them
    with ``-`` as they would be read aloud.

    Parameters
    ----------
    *cells : tuple of int
        The ``(row, column)`` of each cell, from 1.

    Examples
    --------
    >>> move = BoardMove((1, 2), (1, 3))
    >>> move, str(move), move[0]
    (BoardMove((1, 2), (1, 3)), '(1,2)-(1,3)', (1, 2))
    """

    __slots__ = ()

    def __new__(cls, *cells: tuple[int, int]) -> "BoardMove":
        return tuple.__new__(cls, cells)

    @classmethod
    def of_bits(cls, width: int, *masks: int) -> "BoardMove":
        """Return the move through the cells of `masks` (a board `width` wide), mask by mask, lowest cell first.

        Examples
        --------
        >>> BoardMove.of_bits(3, 0b1, 0b1_00000000)     # row 1 column 1, then row 2 column 1
        BoardMove((1, 1), (2, 1))
        """
        s = stride(width)
        cells = []
        for mask in masks:
            while mask:
                low = mask & -mask
                mask ^= low
                r, c = divmod(low.bit_length() - 1, s)
                cells.append((r + 1, c + 1))
        return tuple.__new__(cls, cells)

    def __getnewargs__(self) -> tuple[tuple[int, int], ...]:  # type: ignore[override]
        return tuple(self)

    def __repr__(self) -> str:
        return f"BoardMove({', '.join(map(repr, self))})"

    def __str__(self) -> str:
        return "-".join(f"({r},{c})" for r, c in self)


class Board(tuple):  # type: ignore[type-arg]
    """A rectangular board of a grid game: an immutable ``(width, height, mask, ...)``.

    A game's position class subclasses it and names its characters:
    ``symbols`` (one mask each, in order) and ``blank`` (a cell in no
    mask). Being a tuple, a board hashes and compares fast.

    Parameters
    ----------
    text : str
        Rows separated by ``|`` or newlines, one character a cell; spaces
        around a row are ignored.

    Raises
    ------
    InvalidPositionError
        If the text has a character the game does not use (the message
        names its row and column), rows of different lengths, or no cells.

    Examples
    --------
    A board of stones, as a game of one's own defines it:

    >>> class Stones(Board):
    ...     symbols, blank = "xo", "."
    ...     noun = "stones"
    >>> b = Stones("x.|oo")
    >>> b, b.width, b.height, b.cells("o")
    (Stones('x.|oo'), 2, 2, [(1, 0), (1, 1)])
    >>> Stones("x.|o?")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: stones 'x.|o?': row 2, column 2 is '?'; use 'x', 'o' or '.'
    """

    __slots__ = ()
    #: The characters with a mask each, in the order of the masks.
    symbols: ClassVar[str] = "."
    #: The character of a cell in no mask.
    blank: ClassVar[str] = "#"
    #: Other characters read as one of ``symbols`` (or as ``blank``).
    aliases: ClassVar[Mapping[str, str]] = {}
    #: What a board of the game is called in messages.
    noun: ClassVar[str] = "board"
    #: Fill colours of the cells in pictures, by character.
    fills: ClassVar[Mapping[str, str]] = {}
    #: Colours of the stones drawn on cells, by character.
    stones: ClassVar[Mapping[str, str]] = {}

    def __new__(cls, text: str) -> "Board":
        return tuple.__new__(cls, cls.parse(text))

    @classmethod
    def parse(cls, text: object) -> tuple[int, ...]:
        """Return ``(width, height, mask, ...)`` of the board written in `text`.

        Raises
        ------
        InvalidPositionError
            As the class says.
        """
        if not isinstance(text, str):
            raise InvalidPositionError(
                f"a {cls.noun} is text such as {cls.example_text()!r}, not {text!r} of type {type(text).__name__}"
            )
        lines = [row.strip() for row in re.split(r"[|\n]", text)]
        # Blank lines around a multi-line board are layout, not rows.
        while lines and not lines[0]:
            lines.pop(0)
        while lines and not lines[-1]:
            lines.pop()
        if not lines:
            # The empty board is the literature's empty game, 0: no cell to play on, as a
            # board of one cell off the board ('#'), the smallest the layer draws and splits.
            lines = [cls.blank]
        width = len(lines[0])
        s = stride(width)
        masks = [0] * len(cls.symbols)
        index = {ch: i for i, ch in enumerate(cls.symbols)}
        index.update({alias: index.get(ch) for alias, ch in cls.aliases.items()})
        for r, row in enumerate(lines):
            if len(row) != width:
                raise InvalidPositionError(
                    f"{cls.noun} {text!r}: row {r + 1} has {len(row)} cells but row 1 has {width}; "
                    "every row needs the same number of cells"
                )
            for c, ch in enumerate(row):
                i = index.get(ch)
                if i is not None:
                    masks[i] |= 1 << (r * s + c)
                elif ch != cls.blank and ch not in cls.aliases:
                    raise InvalidPositionError(f"{cls.noun} {text!r}: row {r + 1}, column {c + 1} is {ch!r}; {cls.hint()}")
        return (width, len(lines), *masks)

    @classmethod
    def hint(cls) -> str:
        """Return the sentence naming the characters of the game, for error messages."""
        chars = [repr(ch) for ch in cls.symbols + cls.blank]
        return f"use {', '.join(chars[:-1])} or {chars[-1]}"

    @classmethod
    def example_text(cls) -> str:
        """Return a small board's text, for messages."""
        return f"{cls.symbols[0] * 2}|{cls.symbols[-1] * 2}"

    @classmethod
    def from_masks(cls, width: int, height: int, masks: Sequence[int]) -> "Board":
        """Return the board of the given shape and masks (in the stride of `width`), unchecked."""
        return tuple.__new__(cls, (width, height, *masks))

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
    def masks(self) -> tuple[int, ...]:
        """The masks, one per character of ``symbols``."""
        return self[2:]  # type: ignore[no-any-return]

    def rows(self) -> list[str]:
        """Return the rows as text, top row first."""
        width, height, *masks = self
        s = stride(width)
        pairs = list(zip(self.symbols, masks))
        out = []
        for r in range(height):
            row = []
            for c in range(width):
                bit = 1 << (r * s + c)
                row.append(next((ch for ch, m in pairs if m & bit), self.blank))
            out.append("".join(row))
        return out

    def transposed(self) -> "Board":
        """Return the board mirrored in its main diagonal: row ``r`` becomes column ``r``.

        Examples
        --------
        >>> from cgt.games import Grid
        >>> Grid("..#|...").transposed()
        Grid('..|..|#.')
        """
        return type(self)("|".join("".join(column) for column in zip(*self.rows())))

    def cells(self, symbol: str) -> list[tuple[int, int]]:
        """Return the ``(row, column)`` of every cell holding `symbol`, row by row, from 0."""
        return [(r, c) for r, row in enumerate(self.rows()) for c, ch in enumerate(row) if ch == symbol]

    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({'|'.join(self.rows())!r})"

    def cell_fill(self, row: int, column: int, symbol: str) -> str:
        """Return the colour of the cell at `row`, `column` (from 0, row 0 at the top) holding `symbol`, in pictures.

        ``fills[symbol]``, white where it has none; a game whose colours
        depend on the cell too (a checkered board) overrides it.

        Examples
        --------
        >>> from cgt.games import AmazonsBoard
        >>> AmazonsBoard("x#").cell_fill(0, 1, "#"), AmazonsBoard("x#").cell_fill(0, 0, "x")
        ('#8b2e1a', '#ffffff')
        """
        return self.fills.get(symbol, "#ffffff")

    def _repr_svg_(self) -> str:
        rows = self.rows()
        parts = _svg.cells(rows, self.cell_fill) + _svg.stones(rows, self.stones)
        return _svg.svg(self.width * _svg.CELL, self.height * _svg.CELL, parts)


@lru_cache(maxsize=1 << 16)  # the recent regions: most hits in a quarter of 2**18's memory
def region_key(
    cls: type[Board], masks: tuple[int, ...], width: int, height: int, transpose: int, swap: bool
) -> tuple[Board, bool]:
    """Return ``canonical`` of a region as a board of `cls`, and whether its value is negated; memoized.

    The options of a search share most of their regions (Domineering's 3x8
    board: 141,363 regions keyed, 41,889 distinct), so each is keyed once.

    Examples
    --------
    >>> class Cells(Board):
    ...     symbols, blank = ".", "#"
    >>> region_key(Cells, (0b11,), 2, 1, -1, False)
    (Cells('.|.'), True)
    """
    key, negated = canonical(masks, width, height, transpose=transpose, swap=swap)
    return tuple.__new__(cls, key), negated
