"""numba kernel of the sparse-space (rare/common) fill of octal games and Grundy's game.

Private module, imported lazily by :mod:`cgt.impartial.sparse`. A mask ``M`` splits the
values in two classes: ``v`` is *rare* when ``v & M`` has an even number of
bits, *common* otherwise. Parities add under xor, so the xor of two values is
common exactly when one of them is rare and the other common: every common
value among the split options of a heap comes from a split with a *rare heap*
(a heap whose value is rare). When the rare heaps are few, pairing each of
them with its complement gives every common option value in O(#rare) per heap
instead of O(n). Then, with ``g`` the least value not found:

* ``g`` common: no split can give ``g`` (a common value is always found), and
  every value below ``g`` is an option, so ``g`` is the Grundy value;
* ``g`` rare: a split of two common heaps may give it, so every split is
  scanned, until the least value not found is common or the scan ends.

The scan is what limits the method where rare values are many (Officers,
Grundy's game: over 70): it must meet every rare value below the answer, a
coupon collector's wait of some 3,000 splits a heap whatever their order, on
top of the pairing of every rare heap (about 1,500). Scanning the split sizes
side by side matters: in a game with several, a value may come from the first
splits of one size and none of another's.

The pairing and the scan are written out twice, in a register for values
below 64 and with stamps past them: shared helpers (the way of marking chosen
by a flag, or by numba's specialization on ``None``) measured 12 to 15%
slower on Officers and Grundy's game.

Correctness never depends on the mask (with every value rare this is the
plain method); a good mask only makes the scans rare (Flammenkamp's octal game
pages; the "RC" solver of Beling's ``ogs``).
"""

from __future__ import annotations

import numba
import numpy as np

from .heap import split_top, take_bits, take_seen

__all__ = ["sparse_fill"]

#: Splits scanned between two tests of the least missing value.
SCAN_BLOCK = 32


@numba.njit(cache=True, inline="always")
def _count_below(rare: np.ndarray, n_rare: int, m: int) -> int:
    """How many of the ascending ``rare[:n_rare]`` are below `m` (a binary search)."""
    lo, hi = 0, n_rare
    while lo < hi:
        mid = (lo + hi) >> 1
        if rare[mid] < m:
            lo = mid + 1
        else:
            hi = mid
    return lo


@numba.njit(cache=True, inline="always")
def _rare_ranges(rare: np.ndarray, n_rare: int, m: int, unequal: bool) -> tuple[int, int, int]:
    """The rare heaps ``r < m`` to pair with ``m - r``: indices ``[0, cut)`` and ``[resume, end)``.

    Bounds found once per split size leave the pairing loop without a test per
    heap; ``rare[cut]`` is ``m / 2``, skipped when equal heaps are not allowed.
    """
    end = _count_below(rare, n_rare, m)
    if unequal and m % 2 == 0:
        cut = _count_below(rare, end, m // 2)
        if cut < end and rare[cut] == m // 2:
            return cut, cut + 1, end
    return end, end, end


@numba.njit(cache=True)
def _heap_small(
    values: np.ndarray, n: int, moves: tuple, rare: np.ndarray, rare_val: np.ndarray, n_rare: int, rare_bits: int
) -> tuple[int, int, int]:
    """Value of heap `n` while every value is below 64: the option set is one register.

    Bit ``v`` of `rare_bits` is set when value ``v`` would make heap `n` rare.
    Returns ``(g, paired, scanned)``: the value (64 when all of 0..63 are options), how
    many rare heaps were paired and how many splits the scan read.
    """
    take_all, take_one, take_split, unequal = moves
    bits = take_bits(values, n, take_all, take_one)
    paired = 0
    for k in take_split:
        m = n - k
        if m < 2:
            break
        if m % 2 == 0 and not unequal:
            bits |= 1  # two equal halves: value 0, which a scan would only meet at its end
        cut, resume, end = _rare_ranges(rare, n_rare, m, unequal)
        paired += cut + end - resume
        for i in range(cut):
            bits |= np.int64(1) << (rare_val[i] ^ values[np.uint64(m - rare[i])])
        for i in range(resume, end):
            bits |= np.int64(1) << (rare_val[i] ^ values[np.uint64(m - rare[i])])
    g = 0
    while g < 64 and (bits >> g) & 1:
        g += 1
    scanned = 0
    if g < 64 and (rare_bits >> g) & 1:
        # g is rare: a split of two common heaps may give it. Scan the splits until the
        # least missing value is common, or the splits run out. Blocks of SCAN_BLOCK
        # splits without a test inside (the loop vectorizes), of every split size in turn:
        # in a game with several, some values come from one of them only (0.7777).
        a = 1
        while True:
            more = False
            for k in take_split:
                m = n - k
                hi = split_top(m, unequal)
                if a > hi:
                    break  # take_split ascends, so the later sizes end earlier still
                more = True
                end = min(a + SCAN_BLOCK, hi + 1)
                for b in range(a, end):
                    bits |= np.int64(1) << (values[np.uint64(b)] ^ values[np.uint64(m - b)])
                scanned += end - a
            a += SCAN_BLOCK
            while g < 64 and (bits >> g) & 1:
                g += 1
            if not more or g == 64 or not (rare_bits >> g) & 1:
                break
    return g, paired, scanned


@numba.njit(cache=True)
def _heap_large(
    values: np.ndarray,
    n: int,
    moves: tuple,
    rare: np.ndarray,
    rare_val: np.ndarray,
    n_rare: int,
    is_rare: np.ndarray,
    flip: int,
    seen: np.ndarray,
) -> tuple[int, int, int]:
    """Value of heap `n` with values of any size: ``seen[v] == n + 1`` marks option ``v``.

    A stamp per value needs no clearing between heaps, and a store per split (no
    read-modify-write of a bitset word). Returns ``(g, paired, scanned)``.
    """
    take_all, take_one, take_split, unequal = moves
    stamp = n + 1
    take_seen(values, n, take_all, take_one, seen, stamp)
    paired = 0
    for k in take_split:
        m = n - k
        if m < 2:
            break
        if m % 2 == 0 and not unequal:
            seen[0] = stamp  # two equal halves
        cut, resume, end = _rare_ranges(rare, n_rare, m, unequal)
        paired += cut + end - resume
        for i in range(cut):
            seen[np.uint64(rare_val[i] ^ values[np.uint64(m - rare[i])])] = stamp
        for i in range(resume, end):
            seen[np.uint64(rare_val[i] ^ values[np.uint64(m - rare[i])])] = stamp
    g = 0
    while seen[g] == stamp:
        g += 1
    scanned = 0
    if is_rare[g] ^ flip:
        # As in _heap_small.
        a = 1
        while True:
            more = False
            for k in take_split:
                m = n - k
                hi = split_top(m, unequal)
                if a > hi:
                    break
                more = True
                end = min(a + SCAN_BLOCK, hi + 1)
                for b in range(a, end):
                    seen[np.uint64(values[np.uint64(b)] ^ values[np.uint64(m - b)])] = stamp
                scanned += end - a
            a += SCAN_BLOCK
            while seen[g] == stamp:
                g += 1
            if not more or not is_rare[g] ^ flip:
                break
    return g, paired, scanned


@numba.njit(cache=True)
def sparse_fill(
    values: np.ndarray,
    start: int,
    stop: int,
    take_all: np.ndarray,
    take_one: np.ndarray,
    take_split: np.ndarray,
    unequal: bool,
    top: int,
    is_rare: np.ndarray,
    t: int,
    rare: np.ndarray,
    n_rare: int,
    counts: np.ndarray,
    work: np.ndarray,
) -> tuple[int, int]:
    """Fill ``values[start:stop]`` by the rare/common method.

    Moves as in :func:`cgt._kernels.heap.octal_fill` (no three-heap moves).
    `is_rare` (``uint8``, one entry per value up to ``top + 1``) classifies the
    values under the mask. With ``t < 0`` a heap is rare when its value is;
    with ``t >= 0`` (*domain* mode, for games whose splits all remove ``k``
    tokens of the parity of ``t``), heap ``x`` is rare when ``is_rare[G(x)]``
    differs from ``(x - t) & 1``: the xor of two values then has the class
    ``q(a) ^ q(b) ^ ((a + b - 2t) & 1)``, and the argument is the same with
    "the class heap ``n`` would have". ``rare[:n_rare]`` lists, ascending,
    every rare heap ``1 <= r < start``, and is extended here; ``counts[p, v]``
    counts the heaps of value ``v`` and parity ``p``, and is updated too.

    ``work`` (three ``int64``) adds up the cost: how many heaps needed the
    scan of their splits, how many rare heaps were paired, how many splits the
    scans read. Returns ``(stopped, n_rare)``: the heap where the fill stopped
    (`stop`; earlier when a value exceeds `top` or `rare` is full, for the
    caller to widen and go on), and the new count of rare heaps.
    """
    moves = (take_all, take_one, take_split, unequal)
    vmax = 0
    for v in range(counts.shape[1]):
        if counts[0, v] or counts[1, v]:
            vmax = v
    rare_bits = np.int64(0)
    for v in range(64):
        if is_rare[v]:
            rare_bits |= np.int64(1) << v
    seen = np.zeros(is_rare.shape[0], np.int64)
    # The values of the rare heaps side by side: the pairing loop then gathers one value, not two.
    rare_val = np.zeros(rare.shape[0], np.int64)
    for i in range(n_rare):
        rare_val[i] = values[rare[i]]
    for n in range(start, stop):
        if n_rare == rare.shape[0]:
            return n, n_rare
        # In domain mode the classes swap on every other heap.
        flip = (n - t) & 1 if t >= 0 else 0
        if vmax < 64:
            g, paired, scanned = _heap_small(values, n, moves, rare, rare_val, n_rare, rare_bits ^ -flip)
        else:
            g, paired, scanned = _heap_large(values, n, moves, rare, rare_val, n_rare, is_rare, flip, seen)
        work[0] += scanned > 0
        work[1] += paired
        work[2] += scanned
        if g > top:
            return n, n_rare
        values[n] = g
        counts[n & 1, g] += 1
        vmax = max(vmax, g)
        if is_rare[g] ^ flip and n > 0:
            rare[n_rare] = n
            rare_val[n_rare] = g
            n_rare += 1
    return stop, n_rare
