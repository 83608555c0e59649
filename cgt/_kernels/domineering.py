"""Domineering's game graph, compiled: every region a search meets, and its options as sums of regions.

Private module, imported by :mod:`cgt.games.grid.compiled` when a board is
large enough to pay for numba (``import cgt`` must not import numba). The
kernel does the part of a Domineering search that is all bit tricks (the
placements, the split of an option into regions, each region's key under the
eight symmetries of the square), and leaves the canonical forms to the one
partizan engine (:func:`cgt.partizan.engine.canonical_forms_of_graph`).

A board lives in a *frame* of ``height`` rows of ``s`` bits, bit ``r * s + c``
for the cell at row ``r``, column ``c``; the last bit of each row is never a
cell (a guard), so a step right never wraps to the next row. Every mask stays
below bit 63 (no sign bit, so ``>>`` is a plain shift).

A region is stored by its *key*: cropped, in the orientation of its least
picture, ``packed << 9 | width << 6 | height`` with ``packed`` its rows of
``width`` bits each, row 0 lowest, and ``width <= height``. A transposed
picture is the negative of the region (a transpose swaps the players), which
the flag beside each key says.
"""

from __future__ import annotations

import numba
import numpy as np

__all__ = ["domineering_graph"]

# Fibonacci hashing: the golden ratio's 64-bit constant, as a signed int64.
_GOLDEN = -7046029254386353131
_EMPTY = -1


@numba.njit(cache=True)
def _reverse(x: int, width: int) -> int:
    y = 0
    for _ in range(width):
        y = (y << 1) | (x & 1)
        x >>= 1
    return y


@numba.njit(cache=True)
def _least_picture(rows: np.ndarray, width: int, height: int) -> int:
    """The least of a picture's four images: itself, upside down, mirrored, and both."""
    a = b = c = d = 0
    for r in range(height):
        x = rows[r]
        y = _reverse(x, width)
        up, down = r * width, (height - 1 - r) * width
        a |= x << up
        b |= x << down
        c |= y << up
        d |= y << down
    return min(min(a, b), min(c, d))


@numba.njit(cache=True)
def _region_key(x: int, s: int, height: int, rows: np.ndarray, turned: np.ndarray) -> int:
    """Return ``key << 1 | negated`` of the region of cells `x` (`rows`, `turned`: scratch)."""
    full = (1 << (s - 1)) - 1
    first, last, cols = -1, 0, 0
    for r in range(height):
        row = (x >> (r * s)) & full
        if row:
            if first < 0:
                first = r
            last = r
            cols |= row
    low = 0
    while not (cols >> low) & 1:
        low += 1
    high = low
    while cols >> (high + 1):
        high += 1
    w, h = high - low + 1, last - first + 1
    for r in range(h):
        rows[r] = (x >> ((first + r) * s + low)) & ((1 << w) - 1)
    best, negated, bw, bh = 0, 0, w, h
    if w <= h:
        best = _least_picture(rows, w, h)
    if w >= h:
        for c in range(w):
            t = 0
            for r in range(h):
                t |= ((rows[r] >> c) & 1) << r
            turned[c] = t
        other = _least_picture(turned, h, w)
        # Of two equal pictures the plain one is kept (the flag is then not set).
        if w > h or other < best:
            best, negated, bw, bh = other, 1, h, w
    return ((best << 9 | bw << 6 | bh) << 1) | negated


@numba.njit(cache=True)
def _grow(a: np.ndarray, need: int) -> np.ndarray:
    if need <= a.size:
        return a
    b = np.empty(max(need, 2 * a.size), a.dtype)
    b[: a.size] = a
    return b


@numba.njit(cache=True)
def _slot(key: int, mask: int) -> int:
    h = key * _GOLDEN
    return (h ^ (h >> 29)) & mask


@numba.njit(cache=True)
def _rehash(keys: np.ndarray, count: int, size: int) -> np.ndarray:
    table = np.full(size, _EMPTY, np.int64)
    for i in range(count):
        j = _slot(keys[i], size - 1)
        while table[j] != _EMPTY:
            j = (j + 1) & (size - 1)
        table[j] = i
    return table


@numba.njit(cache=True)
def domineering_graph(root: int, s: int, height: int):  # type: ignore[no-untyped-def]
    """Return the graph of every region reachable from the board `root` (frame stride `s`, `height` rows).

    Returns ``(count, keys, lefts, option_at, summand_at, summands, order, roots)``:
    region ``i`` (of ``count``) has key ``keys[i]`` and its options are
    ``option_at[i]`` to ``option_at[i + 1]``, Left's ``lefts[i]`` first; an
    option ``o`` is the sum of ``summands[summand_at[o]:summand_at[o + 1]]``,
    each ``region << 1 | negated``; an option with no region is 0. `order`
    lists the regions by their number of cells (options before the regions
    they are options of), and `roots` the regions of `root` itself.
    """
    cells = 0
    for r in range(height):
        cells |= ((1 << (s - 1)) - 1) << (r * s)
    rows = np.empty(64, np.int64)
    turned = np.empty(64, np.int64)
    found = np.empty(64, np.int64)
    size = 1 << 10
    table = np.full(size, _EMPTY, np.int64)
    keys = np.empty(size // 2, np.int64)
    lefts = np.empty(size // 2, np.int64)
    option_at = np.zeros(size // 2 + 1, np.int64)
    summand_at = np.zeros(1 << 12, np.int64)
    summands = np.empty(1 << 12, np.int64)
    count = 0
    options = 0
    used = 0
    roots = np.empty(64, np.int64)
    root_count = 0
    node = -1  # -1: the root board, not a region of the graph
    mask = root
    while node < count:
        if node >= 0:
            option_at[node] = options
            key = keys[node]
            w, h, packed = (key >> 6) & 7, key & 63, key >> 9
            mask = 0
            for r in range(h):
                mask |= ((packed >> (r * w)) & ((1 << w) - 1)) << (r * s)
        for side in range(2 if node >= 0 else 1):
            step = s if side == 0 else 1
            first = options
            pairs = mask & (mask >> step) if node >= 0 else 1
            while pairs:
                low = pairs & -pairs
                pairs ^= low
                after = mask ^ (low | low << step) if node >= 0 else mask
                # Cells with no empty neighbour are dead: nobody can ever cover them.
                live = after & ((after << 1) | (after >> 1) | (after << s) | (after >> s)) & cells
                n = 0
                while live:
                    region = live & -live
                    while True:
                        grown = (region | region << 1 | region >> 1 | region << s | region >> s) & live
                        if grown == region:
                            break
                        region = grown
                    live ^= region
                    coded = _region_key(region, s, height, rows, turned)
                    key = coded >> 1
                    j = _slot(key, size - 1)
                    while table[j] != _EMPTY and keys[table[j]] != key:
                        j = (j + 1) & (size - 1)
                    i = table[j]
                    if i == _EMPTY:
                        i = count
                        count += 1
                        if count > keys.size:
                            keys = _grow(keys, count)
                            lefts = _grow(lefts, keys.size)
                            option_at = _grow(option_at, keys.size + 1)
                        keys[i] = key
                        table[j] = i
                        if 2 * count > size:
                            size *= 2
                            table = _rehash(keys, count, size)
                    # Insertion into the sorted summands of this option.
                    value = i << 1 | (coded & 1)
                    k = n
                    while k > 0 and found[k - 1] > value:
                        found[k] = found[k - 1]
                        k -= 1
                    found[k] = value
                    n += 1
                if node < 0:
                    for k in range(n):
                        roots[k] = found[k]
                    root_count = n
                    break
                # Placements that leave the same regions are one option.
                repeated = False
                for o in range(first, options):
                    a = summand_at[o]
                    if summand_at[o + 1] - a == n:
                        repeated = True
                        for k in range(n):
                            if summands[a + k] != found[k]:
                                repeated = False
                                break
                        if repeated:
                            break
                if repeated:
                    continue
                summand_at = _grow(summand_at, options + 2)
                summands = _grow(summands, used + n)
                for k in range(n):
                    summands[used + k] = found[k]
                used += n
                options += 1
                summand_at[options] = used
            if node >= 0 and side == 0:
                lefts[node] = options - option_at[node]
        node += 1
    option_at[count] = options
    # By number of cells: a counting sort (every option has fewer cells than its region).
    sizes = np.zeros(65, np.int64)
    for i in range(count):
        packed = keys[i] >> 9
        c = 0
        while packed:
            packed &= packed - 1
            c += 1
        sizes[c + 1] += 1
    for c in range(1, 65):
        sizes[c] += sizes[c - 1]
    order = np.empty(count, np.int64)
    for i in range(count):
        packed = keys[i] >> 9
        c = 0
        while packed:
            packed &= packed - 1
            c += 1
        order[sizes[c]] = i
        sizes[c] += 1
    return (count, keys[:count], lefts[:count], option_at[: count + 1], summand_at[: options + 1],
            summands[:used], order, roots[:root_count])
