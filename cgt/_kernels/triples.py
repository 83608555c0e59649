"""numba kernels for moves that split a heap in three: the pair rows the heap fills read.

Imported by :mod:`cgt._kernels.heap` (its octal and general fills). The
values of the splits of ``m`` into three heaps are met with the smallest heap
``a <= m / 3`` first: ``G(a)`` xor a value of a split of ``m - a`` into two.
So each heap size ``s`` keeps its *pair row*, the bitset of ``G(b) ^ G(s - b)``
over ``b < s - b`` (:func:`store_pairs`), and the splits of ``m`` are the rows
``m - a`` translated by ``G(a)`` and ORed (:func:`add_triples`,
:func:`fold_triples`): O(m * words of a row) instead of O(m**2) splits.

CGSuite's modifiers need no visit of the splits either:

* ``?`` (not all equal) leaves out the split ``m/3 + m/3 + m/3``;
* ``!`` (pairwise unequal) leaves out, from row ``m - a``, the one pair that
  uses heap ``a`` again, ``a + (m - 2a)``, unless another pair of the row has
  its value. Each row keeps, beside its bits, the bitset of the values that
  at least two of its pairs give (``twice``): the pair's bit is cleared from
  the row while the row is read, exactly when its value is not in ``twice``.
  The splits ``a + c + c`` are not in the rows (``b < c``); they are marked
  one value a row for the rules that allow them.

The cost is the rows' non-zero words. A few heaps of small values among
large ones (``8?.0``) put a value near every other heap's in each row and
make the rows two to three times denser, so the fill may set heaps *apart*:
the rows then hold the pairs of the other heaps, and the splits with a heap
set apart are added by :func:`add_apart_triples`.
"""

from __future__ import annotations

import numba
import numpy as np

__all__ = [
    "ANY",
    "NOT_ALL_EQUAL",
    "PAIRWISE_UNEQUAL",
    "ALL_EQUAL",
    "NOT_ALLOWED",
    "xor_bits",
    "store_pairs",
    "add_triples",
    "add_apart_triples",
    "fold_triples",
]

#: The rules for the heaps a move leaves, one per number of heaps (CGSuite's modifiers: none, ?, !, =).
ANY, NOT_ALL_EQUAL, PAIRWISE_UNEQUAL, ALL_EQUAL, NOT_ALLOWED = 0, 1, 2, 3, -1


@numba.njit(cache=True, inline="always")
def _mark(words: np.ndarray, value: int) -> None:
    """Set bit `value` of the bitset `words` (64 values a word)."""
    words[value >> 6] |= np.int64(1) << (value & 63)


#: Lower halves of the blocks of 2, 4, ..., 64 bits: xoring every bit position of a word by
#: ``2**j`` swaps the bits of ``_HALVES[j]`` with those just above them.
_HALVES = np.array(
    [0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F,
     0x00FF00FF00FF00FF, 0x0000FFFF0000FFFF, 0x00000000FFFFFFFF],
    np.int64,
)


@numba.njit(cache=True, inline="always")
def xor_bits(word: int, x: int) -> int:
    """The word whose bit ``p ^ x`` is bit ``p`` of `word` (``0 <= x < 64``)."""
    for j in range(6):
        if (x >> j) & 1:
            half = _HALVES[j]
            word = ((word & half) << (1 << j)) | ((word >> (1 << j)) & half)
    return word


@numba.njit(cache=True)
def _pair_set(values: np.ndarray, s: int, apart: np.ndarray, row: np.ndarray, twice: np.ndarray) -> None:
    """`row` := the bitset of ``G(b) ^ G(s - b)`` over ``0 < b < s - b``, neither heap `apart`; `twice` := those
    two such ``b`` give."""
    row[:] = 0
    twice[:] = 0
    test = apart.shape[0] > 0  # an empty `apart`: no heap is, and the loop has no test a pair (3% of 8.0's fill)
    for b in range(1, (s + 1) // 2):
        if test and (apart[b] or apart[s - b]):
            continue
        v = values[b] ^ values[s - b]
        w, bit = v >> 6, np.int64(1) << (v & 63)
        twice[w] |= row[w] & bit
        row[w] |= bit


@numba.njit(cache=True)
def store_pairs(
    values: np.ndarray, s: int, apart: np.ndarray, first: int, start: np.ndarray, count: np.ndarray,
    idx: np.ndarray, bits: np.ndarray, twice: np.ndarray, scratch: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Append the pair row of heap `s` (its splits into two heaps, neither `apart`) to the rows of :func:`add_triples`.

    A row keeps only its non-zero words: ``idx`` (the word's index, ascending),
    ``bits`` (the word) and ``twice`` (its values given by two pairs or more),
    a pool where row ``s`` is ``count[s % R]`` entries from ``start[s % R]``
    (``R = len(count)``, a ring: row ``s`` replaces row ``s - R``), rows in the
    order appended, from row `first` on. The pair values of a heap are few and
    spread out (``8.0`` to 10**5 heaps: about 560 values in 78 of the 1,024
    words), so a row costs its non-zero words, not the width of the values.
    `scratch` is two rows of the values' width. A full pool moves its live rows
    to the front (doubled when they fill half of it): returns the pool's
    arrays, new ones if it grew.
    """
    row, row_twice = scratch[0], scratch[1]
    _pair_set(values, s, apart, row, row_twice)
    nonzero = 0
    for w in range(row.shape[0]):
        if row[w] != 0:
            nonzero += 1
    rows = count.shape[0]
    oldest = max(first, s - rows + 1)  # the rows kept once row s is in
    end = start[(s - 1) % rows] + count[(s - 1) % rows] if s > first else 0
    if end + nonzero > idx.shape[0]:
        base = start[oldest % rows] if s > oldest else end
        live = end - base
        size = idx.shape[0]
        while 2 * (live + nonzero) > size:
            size *= 2
        if size > idx.shape[0]:
            wider_idx, wider_bits, wider_twice = np.empty(size, idx.dtype), np.empty(size, np.int64), np.empty(
                size, np.int64)
            wider_idx[:live], wider_bits[:live], wider_twice[:live] = idx[base:end], bits[base:end], twice[base:end]
            idx, bits, twice = wider_idx, wider_bits, wider_twice
        else:
            idx[:live], bits[:live], twice[:live] = idx[base:end].copy(), bits[base:end].copy(), twice[base:end].copy()
        for r in range(oldest, s):
            start[r % rows] -= base
        end = live
    start[s % rows], count[s % rows] = end, nonzero
    for w in range(row.shape[0]):
        if row[w] != 0:
            idx[end], bits[end], twice[end] = w, row[w], row_twice[w]
            end += 1
    return idx, bits, twice


@numba.njit(cache=True, inline="always")
def _or_row(target: np.ndarray, idx: np.ndarray, bits: np.ndarray, lo: int, hi: int, high: int) -> None:
    for j in range(lo, hi):
        target[idx[j] ^ high] |= bits[j]


@numba.njit(cache=True)
def add_triples(
    values: np.ndarray, m: int, rule: int, apart: np.ndarray, start: np.ndarray, count: np.ndarray,
    idx: np.ndarray, bits: np.ndarray, twice: np.ndarray, by_low: np.ndarray, found: np.ndarray,
) -> int:
    """Add the values of the splits of `m` into three non-empty heaps, none `apart`, under `rule`; return the rows used.

    Every split ``a + b + c`` is met when ``a`` is its smallest heap, ``a <= m // 3``;
    its value is ``G(a)`` xor one of the pair values of ``m - a`` (a row of
    :func:`store_pairs`), so that row is translated by ``G(a)``: each non-zero
    word moves to word ``idx ^ (G(a) >> 6)`` of accumulator ``by_low[G(a) & 63]``,
    whose bits :func:`fold_triples` shuffles by ``G(a) & 63`` once a heap (a
    dozen operations a word, paid once instead of once a row). The splits
    ``a + c + c`` go straight to the bitset `found`. `rule` is :data:`ANY`,
    :data:`NOT_ALL_EQUAL` (row ``a = m / 3`` is left out: its other splits
    have a smaller heap and are met in that one's row) or
    :data:`PAIRWISE_UNEQUAL` (the pair ``a + (m - 2a)`` is left out of row
    ``m - a`` unless its value is in the row's ``twice``: found by a binary
    search of the row's words, its bit cleared while the row is read).
    Returns the bitset of the accumulators written (bit ``G(a) & 63``).
    """
    rows = count.shape[0]
    used = np.int64(0)
    r = m % rows
    for a in range(1, m // 3 + 1):
        r = r - 1 if r else rows - 1  # row m - a, without a division a row
        if apart[a]:
            continue
        x = values[a]
        if 3 * a == m:
            if rule == ANY:
                _mark(found, x)  # a + a + a
            continue
        lo, hi = start[r], start[r] + count[r]
        high, low = x >> 6, x & 63
        if rule == PAIRWISE_UNEQUAL and not apart[m - 2 * a]:
            v = x ^ values[m - 2 * a]  # the pair a + (m - 2a), in the row since a < m - 2a
            w, bit = v >> 6, np.int64(1) << (v & 63)
            j, end = lo, hi
            while end - j > 1:
                mid = (j + end) >> 1
                if idx[mid] <= w:
                    j = mid
                else:
                    end = mid
            if twice[j] & bit:
                _or_row(by_low[low], idx, bits, lo, hi, high)
            else:
                kept = bits[j]
                bits[j] = kept & ~bit
                _or_row(by_low[low], idx, bits, lo, hi, high)
                bits[j] = kept
        else:
            if rule != PAIRWISE_UNEQUAL and (m - a) % 2 == 0 and not apart[(m - a) // 2]:
                _mark(found, x)  # a + c + c, c = (m - a) / 2 > a
            _or_row(by_low[low], idx, bits, lo, hi, high)
        used |= np.int64(1) << low
    return used


@numba.njit(cache=True)
def add_apart_triples(
    values: np.ndarray, m: int, rule: int, apart: np.ndarray, heaps: np.ndarray, count_apart: int,
    start: np.ndarray, count: np.ndarray, idx: np.ndarray, bits: np.ndarray, by_low: np.ndarray, found: np.ndarray,
) -> int:
    """Add the values of the splits of `m` into three heaps of which some are `apart`; return the rows used.

    ``heaps[:count_apart]`` lists the heaps set apart, ascending. A split
    with one, ``e``, is ``G(e)`` xor a pair of ``m - e`` neither of whose
    heaps is apart: the row of ``m - e`` (:func:`store_pairs` keeps every
    row for this), translated as :func:`add_triples` does, and ``e + c + c``.
    A split with two or three is visited: ``e <= f`` apart and ``m - e - f``,
    O(count_apart**2) a heap. Neither case meets a heap twice but in
    ``e + c + c`` and the visited splits, where `rule` is checked.
    """
    rows = count.shape[0]
    used = np.int64(0)
    for i in range(count_apart):
        e = heaps[i]
        if e > m - 2:
            break
        x = values[e]
        s = m - e
        if rule != PAIRWISE_UNEQUAL and s % 2 == 0 and not apart[s // 2]:
            _mark(found, x)  # e + c + c, c not apart so not e
        r = s % rows
        high, low = x >> 6, x & 63
        _or_row(by_low[low], idx, bits, start[r], start[r] + count[r], high)
        used |= np.int64(1) << low
        for j in range(i, count_apart):
            f = heaps[j]
            c = s - f
            if c < 1:
                break
            if rule == PAIRWISE_UNEQUAL and (e == f or c == e or c == f):
                continue
            if rule == NOT_ALL_EQUAL and e == f and c == e:
                continue
            _mark(found, x ^ values[f] ^ values[c])
    return used


@numba.njit(cache=True)
def fold_triples(by_low: np.ndarray, used: int, out: np.ndarray) -> None:
    """``out |=`` the accumulators `used` of :func:`add_triples`, bit-shuffled; they are zero again on return."""
    for low in range(64):
        if (used >> low) & 1:
            target = by_low[low]
            for w in range(out.shape[0]):
                if target[w] != 0:
                    out[w] |= xor_bits(target[w], low)
                    target[w] = 0
