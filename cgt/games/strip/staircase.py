"""Staircase Nim, and the reduction of a jump-chess row to it.

Staircase Nim
    Coins lie on the steps ``0, 1, 2, ...`` of a staircase; a position is the
    tuple of the numbers of coins, step 0 (the floor) first. A move takes one
    or more coins from a step ``i > 0`` down to step ``i - 1``. Its Grundy value
    is the nim-sum of the coins on the odd steps (:func:`staircase_grundy`):
    a move from an odd step is a Nim move on the odd steps, and a move from an
    even step adds coins to an odd step, which changes the nim-sum, so every
    smaller value is reachable and the value itself is not.

Jump chess
    In a row of jump chess (:class:`cgt.games.JumpChess`) the number of empty
    cells never changes. Add a virtual empty cell left of column 1 and number
    the empty cells from the right, ``0, 1, 2, ...``: the pieces just right of
    empty cell ``i`` (up to the next empty cell) are the coins on step ``i``,
    and the pieces right of every empty cell (stuck against the right edge)
    are on step 0. Moving a piece of the block on step ``i`` to the empty cell
    ``i - 1`` right after the block leaves an empty cell where the piece was:
    the piece and the block's pieces right of it, ``k`` of them, now lie right
    of that new empty cell, on step ``i - 1``. That is moving ``k`` coins from
    step ``i`` to step ``i - 1``, and every ``k`` from 1 to the block's size is
    possible. So a row *is* a staircase (:func:`row_to_staircase`), with the
    same moves (:func:`row_move` turns a staircase move back into a jump), and
    its Grundy value is the staircase's. For the row ``.x..xx...`` (width 9)::

        column       (0)  1   2   3   4   5   6   7   8   9
        cell         (.)  .   x   .   .   x   x   .   .   .
        empty cell    6   5       4   3           2   1   0
        step of x             5               3   3

    ``row_to_staircase(0b110010, 9) == (0, 0, 0, 2, 0, 1, 0)``: value
    ``coins[1] ^ coins[3] ^ coins[5] == 0 ^ 2 ^ 1 == 3``. The winning move
    takes one coin from step 3 to step 2 (odd steps ``0 ^ 1 ^ 1 == 0``): the
    piece on column 6 jumps to column 7, giving ``.x..x.x..``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import index
from typing import Any, NamedTuple

import numpy as np

from ...errors import InvalidPositionError, InvalidValueError

__all__ = [
    "Staircase",
    "StaircaseMove",
    "staircase_grundy",
    "staircase_moves",
    "row_to_staircase",
    "staircase_to_row",
    "row_move",
    "row_grundy",
    "rows_grundy",
]

Coins = tuple[int, ...]


def _check_coins(coins: object, where: str = "staircase") -> Coins:
    if not isinstance(coins, (tuple, list)):
        raise InvalidPositionError(
            f"{where} {coins!r} is not a tuple of coin counts (step 0 first)"
        )
    for i, c in enumerate(coins):
        if isinstance(c, bool) or not isinstance(c, (int, np.integer)) or c < 0:
            raise InvalidPositionError(
                f"{where} {coins!r}: step {i} holds {c!r}, not a number of coins >= 0"
            )
    return tuple(int(c) for c in coins)


class StaircaseMove(NamedTuple):
    """A move of staircase Nim: take `count` coins from `step` down to ``step - 1``."""

    #: The step the coins leave, at least 1.
    step: int
    #: How many coins move, at least 1.
    count: int

    def apply(self, coins: Sequence[int]) -> Coins:
        """Return the staircase after this move.

        Parameters
        ----------
        coins : tuple of int
            Coins per step, step 0 first.

        Returns
        -------
        tuple of int
            The coins after moving ``count`` of them from ``step`` to ``step - 1``.

        Raises
        ------
        InvalidPositionError
            If the move is not legal in `coins`.

        Examples
        --------
        >>> StaircaseMove(step=2, count=1).apply((0, 0, 3))
        (0, 1, 2)
        """
        c = list(_check_coins(coins))
        if not (1 <= self.step < len(c) and 1 <= self.count <= c[self.step]):
            raise InvalidPositionError(f"{self!r} is not a legal move of staircase {tuple(c)!r}")
        c[self.step] -= self.count
        c[self.step - 1] += self.count
        return tuple(c)


def staircase_grundy(coins: Sequence[int]) -> int:
    """Return the Grundy value of a staircase: the nim-sum of its odd steps.

    Parameters
    ----------
    coins : tuple of int
        Coins per step, step 0 first.

    Returns
    -------
    int
        ``coins[1] ^ coins[3] ^ coins[5] ^ ...``.

    Raises
    ------
    InvalidPositionError
        If `coins` is not a sequence of counts >= 0.

    Examples
    --------
    >>> staircase_grundy((5, 3, 7, 1))
    2
    """
    value = 0
    for c in _check_coins(coins)[1::2]:
        value ^= c
    return value


def staircase_moves(coins: Sequence[int], target: int = 0) -> list[StaircaseMove]:
    """Return every move of a staircase to a position of Grundy value `target`.

    Found from the closed form, without search: a move from an odd step ``i``
    lowers ``coins[i]``, a move from an even step ``i`` raises
    ``coins[i - 1]``, and the nim-sum of the odd steps must become `target`.

    Parameters
    ----------
    coins : tuple of int
        Coins per step, step 0 first.
    target : int, optional
        The Grundy value to reach; 0 (the default) gives the winning moves.

    Returns
    -------
    list of StaircaseMove
        By increasing step; empty if `target` equals the current value (a
        move always changes it) or cannot be reached.

    Raises
    ------
    InvalidPositionError
        If `coins` is not a sequence of counts >= 0.
    InvalidValueError
        If `target` is negative.

    Examples
    --------
    >>> staircase_moves((0, 3, 2))          # value 3: empty step 1
    [StaircaseMove(step=1, count=3)]
    >>> staircase_moves((0, 1, 0, 1, 4))    # value 0: a P-position
    []
    >>> staircase_moves((0, 1, 0, 1, 4), target=5)   # bring 3 coins onto step 3
    [StaircaseMove(step=4, count=3)]
    """
    c = _check_coins(coins)
    if isinstance(target, bool) or not isinstance(target, int) or target < 0:
        raise InvalidValueError(f"staircase_moves: target {target!r} is not a Grundy value (an int >= 0)")
    delta = staircase_grundy(c) ^ target
    moves = []
    if delta:
        for i in range(1, len(c)):
            if i % 2:  # take coins off odd step i
                new = c[i] ^ delta
                if new < c[i]:
                    moves.append(StaircaseMove(i, c[i] - new))
            else:  # bring coins from even step i onto odd step i - 1
                new = c[i - 1] ^ delta
                if c[i - 1] < new <= c[i - 1] + c[i]:
                    moves.append(StaircaseMove(i, new - c[i - 1]))
    return moves


class Staircase:
    """Staircase Nim as a game: positions are tuples of coins per step, step 0 first.

    A move takes one or more coins from a step ``i > 0`` down to step
    ``i - 1``. The solver answers any position at once through the closed form
    (:func:`staircase_grundy`, the ``grundy_hint``);
    ``cgt.OptionsOnly(Staircase())`` solves by brute force instead.

    Examples
    --------
    >>> import cgt
    >>> s = cgt.games.strip.staircase.Staircase()
    >>> s.options((0, 2))
    [(1, 1), (2, 0)]
    >>> cgt.grundy(s, (0, 2)), cgt.grundy(cgt.OptionsOnly(s), (0, 2))
    (2, 2)
    >>> cgt.winning_moves(s, (0, 3, 2))
    [(3, 0, 2)]
    """

    __slots__ = ("__weakref__",)

    def options(self, position: Sequence[int]) -> list[Coins]:
        """Return the staircases after one move, by step then by number of coins."""
        c = _check_coins(position)
        return [StaircaseMove(i, k).apply(c) for i in range(1, len(c)) for k in range(1, c[i] + 1)]

    def grundy_hint(self, position: Sequence[int]) -> int:
        """Return the value without search: the nim-sum of the odd steps."""
        return staircase_grundy(position)

    def __eq__(self, other: object) -> bool:
        return type(other) is Staircase

    def __hash__(self) -> int:
        return hash(Staircase)

    def __repr__(self) -> str:
        return "Staircase()"


def _check_row(row: object, width: object, where: str = "row") -> tuple[int, int]:
    if isinstance(width, bool) or not hasattr(type(width), "__index__") or index(width) < 1:  # type: ignore[arg-type]
        raise InvalidValueError(f"width {width!r} is not an integer >= 1")
    w = index(width)  # type: ignore[arg-type]
    if isinstance(row, bool) or not hasattr(type(row), "__index__"):
        raise InvalidPositionError(f"{where}: {row!r} of type {type(row).__name__} is not an int mask")
    r = index(row)  # type: ignore[arg-type]
    if r < 0 or r >> w:
        raise InvalidPositionError(f"{where}: {r!r} is not a mask of width {w} (0 .. 2**{w} - 1)")
    return r, w


def _empty_columns(row: int, width: int) -> list[int]:
    """Empty columns from right to left, ending with the virtual column 0."""
    return [c for c in range(width, 0, -1) if not row >> (c - 1) & 1] + [0]


def row_to_staircase(row: int, width: int) -> Coins:
    """Return the staircase of a jump-chess row.

    Parameters
    ----------
    row : int
        The row's mask (bit ``c - 1`` set for a piece on column ``c``).
    width : int
        Number of columns.

    Returns
    -------
    tuple of int
        Coins per step, step 0 first: one step per empty cell (plus the
        virtual one left of column 1), holding the pieces just right of it.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.
    InvalidPositionError
        If `row` is not a mask of `width` columns.

    Examples
    --------
    >>> row_to_staircase(0b110010, 9)   # .x..xx...
    (0, 0, 0, 2, 0, 1, 0)
    >>> row_to_staircase(0b11 << 18, 20)   # the contest sample's first row: pieces on 19, 20
    (2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    """
    r, w = _check_row(row, width)
    empties = _empty_columns(r, w)
    right = w + 1
    coins = []
    for e in empties:  # the pieces between this empty cell and the previous one
        coins.append(right - e - 1)
        right = e
    return tuple(coins)


def staircase_to_row(coins: Sequence[int]) -> tuple[int, int]:
    """Return the jump-chess row of a staircase, and its width (inverse of :func:`row_to_staircase`).

    Parameters
    ----------
    coins : tuple of int
        Coins per step, step 0 first, at least one step.

    Returns
    -------
    (int, int)
        The row's mask and its width, ``sum(coins) + len(coins) - 1``.

    Raises
    ------
    InvalidPositionError
        If `coins` is empty or not a sequence of counts >= 0.

    Examples
    --------
    >>> staircase_to_row((0, 0, 0, 2, 0, 1, 0))
    (50, 9)
    """
    c = _check_coins(coins)
    if sum(c) + len(c) < 2:
        raise InvalidPositionError(
            f"staircase {c!r} is the row of width 0: a row has at least one column"
        )
    # From the left: step len-1's coins right of the virtual empty cell, then
    # an empty cell before each lower step's coins.
    row = 0
    column = 1
    for step in range(len(c) - 1, -1, -1):
        row |= ((1 << c[step]) - 1) << (column - 1)
        column += c[step] + (step > 0)
    return row, column - 1


def row_move(row: int, width: int, move: StaircaseMove) -> tuple[int, int]:
    """Return the jump-chess move that makes a staircase move, as ``(from column, to column)``.

    Parameters
    ----------
    row : int
        The row's mask.
    width : int
        Number of columns.
    move : StaircaseMove
        A legal move of ``row_to_staircase(row, width)``.

    Returns
    -------
    (int, int)
        The column of the piece to move and the column it lands on.

    Raises
    ------
    InvalidPositionError
        If `row` is not a mask of `width` columns or `move` is not legal there.

    Examples
    --------
    >>> row_move(0b110010, 9, StaircaseMove(step=3, count=1))   # .x..xx... -> .x..x.x..
    (6, 7)
    >>> row_move(0b110010, 9, StaircaseMove(step=3, count=2))   # .x..xx... -> .x...xx..
    (5, 7)
    """
    r, w = _check_row(row, width)
    coins = row_to_staircase(r, w)
    step, count = move
    if not (1 <= step < len(coins) and 1 <= count <= coins[step]):
        raise InvalidPositionError(
            f"{move!r} is not a legal move of staircase {coins!r} (row {r:#b}, width {w})"
        )
    # The block of step i ends just left of empty cell i - 1; moving `count`
    # coins moves the count-th piece from its right end onto that empty cell.
    landing = _empty_columns(r, w)[step - 1]
    return landing - count, landing


def row_grundy(row: int, width: int) -> int:
    """Return the Grundy value of a jump-chess row by the staircase closed form.

    Parameters
    ----------
    row : int
        The row's mask.
    width : int
        Number of columns (any width: rows are Python ints).

    Returns
    -------
    int
        ``staircase_grundy(row_to_staircase(row, width))``.

    Raises
    ------
    InvalidValueError, InvalidPositionError
        As :func:`row_to_staircase`.

    Examples
    --------
    >>> row_grundy(0b110010, 9)
    3
    >>> row_grundy(1 << 999, 1000)   # one piece on column 1000: stuck
    0
    """
    return staircase_grundy(row_to_staircase(row, width))


def rows_grundy(rows: Any, width: int) -> np.ndarray:
    """Return the Grundy values of many jump-chess rows at once (vectorized closed form).

    Parameters
    ----------
    rows : array_like of int
        Row masks: a numpy integer array (``width <= 63``, or ``uint64`` for
        64), or any sequence of Python ints (any width).
    width : int
        Number of columns.

    Returns
    -------
    numpy.ndarray
        ``int64`` Grundy values, one per row.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.
    InvalidPositionError
        If a row is not a mask of `width` columns (the message gives its index).

    Notes
    -----
    One pass per column, right to left, over all rows: ``O(width * len(rows))``
    numpy operations on bytes, a few milliseconds for 100 000 rows of width 20.

    Examples
    --------
    >>> rows_grundy([0b110010, 0b000011, 0b100000000], 9).tolist()
    [3, 2, 0]
    """
    w = _check_row(0, width)[1]
    masks = np.asarray(rows).reshape(-1)
    kind = masks.dtype.kind
    if kind not in "iu" or w > masks.dtype.itemsize * 8 - (kind == "i"):
        # Python ints (too wide for int64, or mixed with floats by asarray): one by one.
        items = rows.tolist() if isinstance(rows, np.ndarray) else list(rows)
        masks = np.array([_check_row(r, w, f"row {i + 1}")[0] for i, r in enumerate(items)], dtype=object)
    elif len(masks):
        bad = masks < 0
        if w < masks.dtype.itemsize * 8:
            bad |= (masks >> w) != 0
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            _check_row(masks[i].item(), w, f"row {i + 1}")  # counted from 1, as people count
    if masks.dtype != object:  # the narrowest unsigned type: less memory to stream per column
        masks = masks.astype(np.uint32 if w <= 32 else np.uint64)
    # Block sizes are at most w, so below 256 they and their xors fit a byte.
    small = np.uint8 if w < 256 else np.int64
    value = np.zeros(len(masks), small)
    run = np.zeros(len(masks), small)  # size of the block being scanned
    odd = np.zeros(len(masks), bool)  # an odd number of empty cells lies right of it
    for c in range(w - 1, -1, -1):
        piece = ((masks >> c) & 1).astype(bool)
        empty = ~piece
        # An empty cell closes the block on its right: count it if its step is odd.
        value ^= run * (empty & odd)
        run = (run + 1) * piece
        odd ^= empty
    value ^= run * odd  # the block right of the virtual empty cell
    return value.astype(np.int64)
