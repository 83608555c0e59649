"""A board game's graph, compiled: every region a search meets, and its options as sums of regions.

Private module, imported by :mod:`cgt.games.grid.compiled` when a board is
large enough to pay for numba (``import cgt`` must not import numba). The
kernel does the part of a board game's search that is all bit tricks (the
moves, the split of an option into regions, each region's key under the
board's symmetries), and leaves the canonical forms to the one partizan
engine (:func:`cgt.partizan.engine.canonical_forms_of_graph`). The moves come
from a ruleset's compiled rules (:mod:`cgt._kernels.board_rules`), which
:func:`board_graph` compiles in (:mod:`cgt._kernels.specialize`).

A board is ``k`` masks in a *frame* of ``height`` rows of ``s`` bits, bit
``r * s + c`` for the cell at row ``r``, column ``c``; the last bit of each
row is never a cell (a guard), so a step right never wraps to the next row.
Every mask stays below bit 63 (no sign bit, so ``>>`` is a plain shift).

A region is stored by its *key*, a row of ``k + 1`` ints: ``width << 6 |
height`` of its cropped picture, then each mask's rows of ``width`` bits,
row 0 lowest. Of the pictures the symmetries allow, the least key is kept:
the mirror images and the half-turn always; the transposes when
``transpose`` is not 0, the board then kept at most as wide as it is tall;
and the exchange of masks 0 and 1 when ``swap``. A transpose when
``transpose`` is -1, and an exchange, negate the value, which the flag beside
each key says.
"""

from __future__ import annotations

from typing import Any, Callable

import numba
import numpy as np

from .specialize import specialized

__all__ = ["board_graph", "region_key", "whole_region", "bit_count", "low_bit", "new_graph", "graph_progress", "finish_graph", "OK", "CYCLE"]

#: Status of :func:`board_graph`'s search: done, or a position reached from itself.
OK, CYCLE = 0, 1

# Fibonacci hashing: the golden ratio's 64-bit constant, as a signed int64.
_GOLDEN = -7046029254386353131
_EMPTY = -1


def _reversed_rows() -> np.ndarray:
    table = np.zeros((9, 256), np.int64)
    for width in range(1, 9):
        for x in range(1 << width):
            table[width, x] = int(f"{x:0{width}b}"[::-1], 2)
    return table


# Rows of up to 8 cells reversed, by width: a look-up instead of a loop per bit.
_REVERSED = _reversed_rows()


@numba.njit(cache=True)
def _reverse(x: int, width: int) -> int:
    if width <= 8:
        return _REVERSED[width, x]
    y = 0
    for _ in range(width):
        y = (y << 1) | (x & 1)
        x >>= 1
    return y


@numba.njit(cache=True)
def _pictures(rows: np.ndarray, width: int, height: int, out: np.ndarray, at: int) -> None:
    """Write each mask's four images (itself, upside down, mirrored, both) into columns 1.. of rows ``at`` to ``at + 3``."""
    for k in range(rows.shape[0]):
        a = b = c = d = 0
        for r in range(height):
            x = rows[k, r]
            y = _reverse(x, width)
            up, down = r * width, (height - 1 - r) * width
            a |= x << up
            b |= x << down
            c |= y << up
            d |= y << down
        out[at, k + 1], out[at + 1, k + 1], out[at + 2, k + 1], out[at + 3, k + 1] = a, b, c, d
    for j in range(at, at + 4):
        out[j, 0] = width << 6 | height


@numba.njit(cache=True)
def _less(a: np.ndarray, b: np.ndarray) -> bool:
    for i in range(a.size):
        if a[i] != b[i]:
            return a[i] < b[i]
    return False


@numba.njit(cache=True)
def region_key(part: np.ndarray, s: int, height: int, transpose: int, swap: bool,
                rows: np.ndarray, turned: np.ndarray, pictures: np.ndarray, key: np.ndarray) -> int:
    """Write the key of the region `part` (its masks) into `key`; return whether its value is the negative.

    `rows`, `turned` and `pictures` are scratch.
    """
    k = part.size
    union = 0
    for m in part:
        union |= m
    full = (1 << (s - 1)) - 1
    first, last, cols = -1, 0, 0
    for r in range(height):
        row = (union >> (r * s)) & full
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
    for i in range(k):
        for r in range(h):
            rows[i, r] = (part[i] >> ((first + r) * s + low)) & ((1 << w) - 1)
    count = 0
    plain = transpose == 0 or w <= h
    if plain:
        _pictures(rows, w, h, pictures, 0)
        count = 4
    if transpose != 0 and w >= h:
        for i in range(k):
            for c in range(w):
                t = 0
                for r in range(h):
                    t |= ((rows[i, r] >> c) & 1) << r
                turned[i, c] = t
        _pictures(turned, h, w, pictures, count)
        count += 4
    best, negated = -1, False
    for j in range(count):
        flag = transpose < 0 and (j >= 4 or not plain)
        for exchange in range(2 if swap else 1):
            if exchange:
                pictures[j, 1], pictures[j, 2] = pictures[j, 2], pictures[j, 1]
                flag = not flag
            # Of two equal pictures the one not negated is kept.
            if best < 0 or _less(pictures[j], key) or (not _less(key, pictures[j]) and negated and not flag):
                best, negated = j, flag
                key[:] = pictures[j]
    return negated


@numba.njit(cache=True, nogil=True)
def bit_count(x: int) -> int:
    """The cells of mask `x` (its set bits)."""
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@numba.njit(cache=True, nogil=True)
def low_bit(x: int) -> int:
    """The number of the lowest set bit of `x` (not 0), in six steps instead of a loop over the bits."""
    x &= -x
    n = 0
    if x & 0xFFFFFFFF == 0:
        n += 32
        x = (x >> 32) & 0xFFFFFFFF
    if x & 0xFFFF == 0:
        n += 16
        x >>= 16
    if x & 0xFF == 0:
        n += 8
        x >>= 8
    if x & 0xF == 0:
        n += 4
        x >>= 4
    if x & 0x3 == 0:
        n += 2
        x >>= 2
    if x & 0x1 == 0:
        n += 1
    return n


@numba.njit(cache=True)
def whole_region(region: int, live: int, s: int, diagonal: bool) -> int:
    """`region` grown over the cells of `live` next to it (rows `s` bits apart; corners too if `diagonal`) until whole."""
    while True:
        grown = region | region << 1 | region >> 1 | region << s | region >> s
        if diagonal:
            grown |= region << (s + 1) | region >> (s + 1) | region << (s - 1) | region >> (s - 1)
        grown &= live
        if grown == region:
            return region
        region = grown


@numba.njit(cache=True)
def _grow(a: np.ndarray, need: int) -> np.ndarray:
    if need <= a.shape[0]:
        return a
    b = np.empty((max(need, 2 * a.shape[0]),) + a.shape[1:], a.dtype)
    b[: a.shape[0]] = a
    return b


@numba.njit(cache=True)
def _slot(key: np.ndarray, mask: int) -> int:
    h = 0
    for x in key:
        h = (h ^ x) * _GOLDEN
    return (h ^ (h >> 29)) & mask


@numba.njit(cache=True)
def _same(keys: np.ndarray, i: int, key: np.ndarray) -> bool:
    for j in range(key.size):
        if keys[i, j] != key[j]:
            return False
    return True


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
def _post_order(count: int, option_at: np.ndarray, summand_at: np.ndarray, summands: np.ndarray,
                order: np.ndarray) -> bool:
    """Write every region into `order` after the regions of its options; ``False`` if one is reached from itself."""
    state = np.zeros(count, np.int8)  # 0 new, 1 on the path, 2 done
    stack = np.empty(count, np.int64)
    cursor = np.empty(count, np.int64)
    done = 0
    for start in range(count):
        if state[start]:
            continue
        top = 0
        stack[0], cursor[0], state[start] = start, summand_at[option_at[start]], 1
        while top >= 0:
            v = stack[top]
            end = summand_at[option_at[v + 1]]
            while cursor[top] < end and state[summands[cursor[top]] >> 1] == 2:
                cursor[top] += 1
            if cursor[top] == end:
                state[v] = 2
                order[done] = v
                done += 1
                top -= 1
                continue
            child = summands[cursor[top]] >> 1
            if state[child] == 1:
                return False
            top += 1
            stack[top], cursor[top], state[child] = child, summand_at[option_at[child]], 1
    return True


# A graph being built: (table, keys, lefts, option_at, summand_at, summands, roots, counters),
# the counters the scalars below; a tuple of arrays, handed back and forth between slices.
_COUNT, _OPTIONS, _USED, _NODE, _SIZE, _ROOTS = range(6)


@numba.njit(cache=True)
def new_graph(k: int):  # type: ignore[no-untyped-def]
    """Return an empty graph for boards of `k` masks, for the search of :func:`board_graph` to fill."""
    size = 1 << 10
    counters = np.zeros(6, np.int64)
    counters[_NODE], counters[_SIZE] = -1, size  # -1: the root board, whose regions are the roots
    return (np.full(size, _EMPTY, np.int64), np.empty((size // 2, k + 1), np.int64), np.empty(size // 2, np.int64),
            np.zeros(size // 2 + 1, np.int64), np.zeros(1 << 12, np.int64), np.empty(1 << 12, np.int64),
            np.empty(64, np.int64), counters)


@numba.njit(cache=True)
def graph_progress(graph) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Return how many regions of `graph` have their options, and how many it has: equal when it is done."""
    counters = graph[7]
    return counters[_NODE], counters[_COUNT]


@numba.njit(cache=True)
def finish_graph(graph):  # type: ignore[no-untyped-def]
    """Return ``(status, keys, lefts, option_at, summand_at, summands, order, roots)`` of a finished graph."""
    _, keys, lefts, option_at, summand_at, summands, roots, counters = graph
    count, options, used = counters[_COUNT], counters[_OPTIONS], counters[_USED]
    option_at[count] = options
    order = np.empty(count, np.int64)
    status = OK if _post_order(count, option_at, summand_at, summands, order) else CYCLE
    return (status, keys[:count], lefts[:count], option_at[: count + 1], summand_at[: options + 1],
            summands[:used], order, roots[: counters[_ROOTS]])


def _graph_template(graph, root: np.ndarray, s: int, height: int, transpose: int, swap: bool, diagonal: bool,  # type: ignore[no-untyped-def]
                    steps: int):
    table, keys, lefts, option_at, summand_at, summands, roots, counters = graph
    k = root.size
    cells = 0
    for r in range(height):
        cells |= ((1 << (s - 1)) - 1) << (r * s)
    rows = np.empty((k, 64), np.int64)
    turned = np.empty((k, 64), np.int64)
    pictures = np.empty((8, k + 1), np.int64)
    key = np.empty(k + 1, np.int64)
    part = np.empty(k, np.int64)
    mask = np.empty(k, np.int64)
    moves = np.empty((256, k), np.int64)
    found = np.empty(64, np.int64)
    count, options, used, node, size = (counters[_COUNT], counters[_OPTIONS], counters[_USED], counters[_NODE],
                                        counters[_SIZE])
    while node < count and steps > 0:
        steps -= 1
        if node >= 0:
            option_at[node] = options
            w, h = (keys[node, 0] >> 6) & 63, keys[node, 0] & 63
            for i in range(k):
                m = 0
                for r in range(h):
                    m |= ((keys[node, i + 1] >> (r * w)) & ((1 << w) - 1)) << (r * s)
                mask[i] = m
        for side in range(2 if node >= 0 else 1):
            first = options
            n_moves = 1
            if node < 0:
                moves[0] = root
            else:
                n_moves = _moves(mask, side, s, moves)
                while n_moves < 0:
                    moves = np.empty((2 * moves.shape[0], k), np.int64)
                    n_moves = _moves(mask, side, s, moves)
            for move in range(n_moves):
                live = _reach(moves[move], s, cells)
                n = 0
                while live:
                    region = whole_region(live & -live, live, s, diagonal)
                    live ^= region
                    for i in range(k):
                        part[i] = moves[move, i] & region
                    if not _alive(part):
                        continue
                    negated = region_key(part, s, height, transpose, swap, rows, turned, pictures, key)
                    j = _slot(key, size - 1)
                    while table[j] != _EMPTY and not _same(keys, table[j], key):
                        j = (j + 1) & (size - 1)
                    i = table[j]
                    if i == _EMPTY:
                        i = count
                        count += 1
                        if count > keys.shape[0]:
                            keys = _grow(keys, count)
                            lefts = _grow(lefts, keys.shape[0])
                            option_at = _grow(option_at, keys.shape[0] + 1)
                        keys[i] = key
                        table[j] = i
                        if 2 * count > size:
                            size *= 2
                            table = _rehash(keys, count, size)
                    # Insertion into the sorted summands of this option.
                    value = i << 1 | (1 if negated else 0)
                    at = n
                    while at > 0 and found[at - 1] > value:
                        found[at] = found[at - 1]
                        at -= 1
                    found[at] = value
                    n += 1
                if node < 0:
                    roots[:n] = found[:n]
                    counters[_ROOTS] = n
                    break
                # Moves that leave the same regions are one option.
                repeated = False
                for o in range(first, options):
                    a = summand_at[o]
                    if summand_at[o + 1] - a == n:
                        repeated = True
                        for at in range(n):
                            if summands[a + at] != found[at]:
                                repeated = False
                                break
                        if repeated:
                            break
                if repeated:
                    continue
                summand_at = _grow(summand_at, options + 2)
                summands = _grow(summands, used + n)
                summands[used : used + n] = found[:n]
                used += n
                options += 1
                summand_at[options] = used
            if node >= 0 and side == 0:
                lefts[node] = options - option_at[node]
        node += 1
    counters[_COUNT], counters[_OPTIONS], counters[_USED], counters[_NODE], counters[_SIZE] = (
        count, options, used, node, size)
    return (table, keys, lefts, option_at, summand_at, summands, roots, counters)


def board_graph(rules: tuple[Any, Any, Any], name: str) -> Callable[..., Any]:
    """Return the graph search compiled with a game's rules ``(moves, reach, alive)``; once per process.

    The function returned takes ``(graph, root, s, height, transpose, swap,
    diagonal, steps)``: a graph from :func:`new_graph` (or from its last
    call), the board's masks (an ``int64`` array) in a frame of stride `s`
    and `height` rows, the board's symmetries and connectivity, and how many
    regions to give their options in this call (the root board counts as
    one). It returns the graph, grown; :func:`graph_progress` says when every
    region has its options, and :func:`finish_graph` then gives ``(status,
    keys, lefts, option_at, summand_at, summands, order, roots)``: region
    ``i`` has key ``keys[i]``; its options are ``option_at[i]`` to
    ``option_at[i + 1]``, Left's ``lefts[i]`` first; option ``o`` is the sum
    of ``summands[summand_at[o]:summand_at[o + 1]]``, each ``region << 1 |
    negated``, and an option with no region is 0; `order` lists every region
    after the regions of its options, and `roots` are the board's own
    regions. `status` is :data:`CYCLE` if a region is reached from itself
    (`order` is then incomplete).
    """
    moves, reach, alive = rules
    return specialized(_graph_template, name, _moves=moves, _reach=reach, _alive=alive)
