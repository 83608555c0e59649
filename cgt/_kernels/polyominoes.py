"""Free polyominoes listed by compiled code: Redelmeier's enumeration of the fixed ones, each kept in its least picture.

Redelmeier (1981) lists every fixed polyomino (up to translation) exactly
once, without a table of those seen, by growing from the lowest-leftmost
cell into an *untried* set. Of the eight pictures of a free polyomino
(rotations and reflections) exactly one is the least (its cells sorted as
``(row, column)`` from the origin, compared as sequences): keeping a fixed
polyomino only when it is its own least picture lists each free polyomino
once, again without a table. Memory is the output alone.
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["free_polyomino_codes", "CODE_BITS"]

#: A cell ``(row, column)`` is coded ``row << CODE_BITS | column`` (a byte: shapes of up to 16 cells).
CODE_BITS = 4


@njit(cache=True)
def _turned(r: int, c: int, turn: int) -> tuple[int, int]:
    """Cell (r, c) in picture `turn` (bit 2: transpose, bit 0: negate the row, bit 1: the column)."""
    if turn & 4:
        r, c = c, r
    if turn & 1:
        r = -r
    if turn & 2:
        c = -c
    return r, c


@njit(cache=True)
def _sorted_codes(rows: np.ndarray, cols: np.ndarray, n: int, turn: int, out: np.ndarray) -> None:
    """The codes of picture `turn` (bit 2: transpose, bit 0: negate rows, bit 1: columns), from the origin, sorted."""
    top = 1 << 20
    left = 1 << 20
    for i in range(n):
        r, c = _turned(rows[i], cols[i], turn)
        top = min(top, r)
        left = min(left, c)
        out[i] = 0
    for i in range(n):
        r, c = _turned(rows[i], cols[i], turn)
        code = ((r - top) << CODE_BITS) | (c - left)
        j = i
        while j > 0 and out[j - 1] > code:  # insertion: at most 16 cells
            out[j] = out[j - 1]
            j -= 1
        out[j] = code


@njit(cache=True)
def _keep(rows: np.ndarray, cols: np.ndarray, n: int, mine: np.ndarray, other: np.ndarray) -> bool:
    """Whether the polyomino's own picture (left in `mine`) is the least of its eight."""
    _sorted_codes(rows, cols, n, 0, mine)
    for turn in range(1, 8):
        _sorted_codes(rows, cols, n, turn, other)
        for i in range(n):
            if other[i] != mine[i]:
                if other[i] < mine[i]:
                    return False
                break
    return True


@njit(cache=True)
def free_polyomino_codes(cells: int, offsets: np.ndarray, out: np.ndarray) -> np.ndarray:
    """Write every free polyomino of 1 to `cells` cells, in its least picture, into `out`.

    The shapes of ``n`` cells go to rows ``offsets[n - 1]`` on, each row the
    cells' codes (``row << CODE_BITS | column``, sorted; 255 after the
    ``n``-th). Returns how many shapes of each size were written.
    """
    width = 2 * cells + 1  # columns -cells .. cells, rows 0 .. cells: the border is never entered
    reached = np.zeros((cells + 2) * width, np.bool_)
    untried = np.zeros((cells + 1, 4 * cells + 4), np.int64)  # the untried cells at each depth
    count = np.zeros(cells + 1, np.int64)
    marked = np.zeros((cells + 1, 4), np.int64)  # the cells each depth's added cell marked reached
    n_marked = np.zeros(cells + 1, np.int64)
    rows = np.zeros(cells, np.int64)
    cols = np.zeros(cells, np.int64)
    mine = np.zeros(cells, np.int64)
    other = np.zeros(cells, np.int64)
    written = np.zeros(cells, np.int64)
    origin = cells  # row 0, column 0
    reached[origin] = True
    untried[0, 0] = origin
    count[0] = 1
    size = 0
    depth = 0
    while True:
        if count[depth] == 0:  # this depth's untried cells are exhausted: take back the cell that led here
            if depth == 0:
                break
            depth -= 1
            for k in range(n_marked[depth]):
                reached[marked[depth, k]] = False
            size -= 1
            continue
        count[depth] -= 1
        cell = untried[depth, count[depth]]
        rows[size] = cell // width
        cols[size] = cell % width - cells
        size += 1
        if _keep(rows, cols, size, mine, other):
            at = offsets[size - 1] + written[size - 1]
            written[size - 1] += 1
            for i in range(size):
                out[at, i] = mine[i]
        if size == cells:
            size -= 1
            continue
        # The child's untried cells: this depth's that are left, and the new cell's neighbours reached first now.
        k = count[depth]
        untried[depth + 1, :k] = untried[depth, :k]
        n_marked[depth] = 0
        for step in (width, 1, -1, -width):
            nb = cell + step
            # Only cells after the origin (rows below it, or its own row to its right): indices from it on.
            if nb < origin or reached[nb]:
                continue
            reached[nb] = True
            marked[depth, n_marked[depth]] = nb
            n_marked[depth] += 1
            untried[depth + 1, k] = nb
            k += 1
        count[depth + 1] = k
        depth += 1
    return written
