"""numba kernels for heap games: Grundy sequences and the period search.

Private module, imported lazily by :mod:`cgt.games.heap` and
:mod:`cgt.periodicity` (``import cgt`` must not import numba). Kernels take
ints and numpy arrays only and fill ``values`` (an ``int32`` array, the Grundy
values of heaps ``0..len(values)-1``) in place from index ``start`` on, so a
sequence is extended without recomputing its prefix.

The set of option values of a heap is a bitset of ``int64`` words. While every
value is below 64 (Kayles, Dawson's Kayles and most octal games) the split
loop ORs into a register instead of memory: the loop then has no memory
dependency from one pair to the next, which is what makes it as fast as C.
"""

from __future__ import annotations

import numba
import numpy as np

__all__: list[str] = []


@numba.njit(cache=True, inline="always")
def _mark(words: np.ndarray, value: int) -> None:
    words[value >> 6] |= np.int64(1) << (value & 63)


@numba.njit(cache=True)
def _split_bits_small(values: np.ndarray, m: int, hi: int) -> int:
    # Every value is < 64, hence every xor too: one register holds the set.
    bits = np.int64(0)
    for a in range(1, hi + 1):
        bits |= np.int64(1) << (values[a] ^ values[m - a])
    return bits


@numba.njit(cache=True)
def _split_bits(values: np.ndarray, m: int, hi: int, words: np.ndarray) -> None:
    for a in range(1, hi + 1):
        _mark(words, values[a] ^ values[m - a])


@numba.njit(cache=True)
def _mex_of_words(words: np.ndarray) -> int:
    w = 0
    while words[w] == -1:
        w += 1
    x = words[w]
    b = 0
    while (x >> b) & 1:
        b += 1
    return 64 * w + b


@numba.njit(cache=True)
def _octal_fill(
    values: np.ndarray,
    start: int,
    take_all: np.ndarray,
    take_one: np.ndarray,
    take_split: np.ndarray,
    unequal: bool,
) -> None:
    """Fill ``values[start:]`` for a take-and-break game.

    A move removes ``k`` tokens from a heap of ``n`` and leaves no heap
    (``k == n``, ``k`` in `take_all`), one heap ``n - k`` (``k < n``, ``k`` in
    `take_one`), or two non-empty heaps ``a + b == n - k`` (``k`` in
    `take_split`; ``a != b`` too when `unequal`). The ``take_*`` arrays are
    sorted ascending.
    """
    vmax = 0
    for i in range(start):
        vmax = max(vmax, values[i])
    # cap is a power of two above every value, so every xor of two values is
    # below cap too and the mex is at most cap: cap + 1 bits are enough.
    cap = 64
    while cap <= vmax:
        cap *= 2
    words = np.zeros(cap // 64 + 1, np.int64)
    for n in range(start, values.shape[0]):
        words[:] = 0
        for k in take_all:
            if k == n:
                words[0] |= 1
        for k in take_one:
            if k >= n:
                break
            _mark(words, values[n - k])
        for k in take_split:
            m = n - k
            if m < 2:
                break
            hi = m // 2
            if unequal and m % 2 == 0:
                hi -= 1
            if cap == 64:
                words[0] |= _split_bits_small(values, m, hi)
            else:
                _split_bits(values, m, hi, words)
        g = _mex_of_words(words)
        values[n] = g
        if g >= cap:
            while cap <= g:
                cap *= 2
            words = np.zeros(cap // 64 + 1, np.int64)


@numba.njit(cache=True)
def _allbut_fill(values: np.ndarray, start: int, excluded: np.ndarray) -> None:
    """Fill ``values[start:]`` for the subtraction game "any k >= 1 not in `excluded`".

    The options of heap ``n`` are all smaller heaps but the ``n - k`` for ``k``
    in `excluded` (sorted, distinct, positive). Instead of an O(n) scan per heap,
    keep the count of each value among heaps ``< n``: a value is missing from
    the options if it never occurred, or if all its occurrences are excluded.
    That is O(len(excluded)**2) per heap.
    """
    counts = np.zeros(values.shape[0] + 1, np.int64)
    for i in range(start):
        counts[values[i]] += 1
    first_zero = 0
    while counts[first_zero] > 0:
        first_zero += 1
    for n in range(start, values.shape[0]):
        g = first_zero
        for k in excluded:
            if k > n:
                break
            v = values[n - k]
            if v >= g:
                continue
            hidden = 0
            for k2 in excluded:
                if k2 > n:
                    break
                if values[n - k2] == v:
                    hidden += 1
            if hidden == counts[v]:
                g = v
        values[n] = g
        counts[g] += 1
        while counts[first_zero] > 0:
            first_zero += 1


@numba.njit(cache=True)
def _find_period(values: np.ndarray, coef: int, reach: int) -> tuple[int, int]:
    """Return the first ``(n0, p)``, smallest ``p``, that the period test accepts.

    ``n0`` is one past the last ``n`` with ``values[n] != values[n + p]``; the
    pair is accepted when ``coef * (n0 + p) + reach <= len(values)``, i.e. when
    the values a periodicity theorem needs are all known. ``(-1, -1)`` if none.
    Scanning backwards from the end rejects a wrong ``p`` after a few steps.
    """
    n = values.shape[0]
    p = 1
    while coef * p + reach <= n:
        last = -1
        for i in range(n - 1 - p, -1, -1):
            if values[i] != values[i + p]:
                last = i
                break
        if coef * (last + 1 + p) + reach <= n:
            return last + 1, p
        p += 1
    return -1, -1
