"""numba kernels for heap games: Grundy sequences and the period search.

Imported lazily by the heap games' fills and :mod:`cgt.impartial.periodicity`
(``import cgt`` must not import numba). Kernels take
ints and numpy arrays only and fill ``values`` (an unsigned array, the Grundy
values of heaps ``0..len(values)-1``) in place from index ``start`` on, so a
sequence is extended without recomputing its prefix. A fill returns where it
stopped: at the end, or at the first value too large for the array's dtype.

While every value is below 64 (Kayles, Dawson's Kayles and most octal games)
the split loop ORs into a register instead of memory: the loop then has no
memory dependency from one pair to the next, which is what makes it as fast as
C. Past 63 it stores a byte per option value in an array cleared per heap
(the fastest scheme measured, see ``benchmarks/bench_heap_games.py``).
The sparse-space fill is in ``cgt/_kernels/sparse.py``.
"""

from __future__ import annotations

import numba
import numpy as np

from .period import find_period
from .triples import (
    ALL_EQUAL, ANY, NOT_ALL_EQUAL, NOT_ALLOWED, PAIRWISE_UNEQUAL, add_apart_triples, add_triples, fold_triples,
    store_pairs, xor_bits,
)

__all__ = [
    "octal_fill",
    "octal_fill_kept",
    "new_kept_rows",
    "general_fill",
    "ANY",
    "NOT_ALL_EQUAL",
    "PAIRWISE_UNEQUAL",
    "ALL_EQUAL",
    "NOT_ALLOWED",
    "allbut_fill",
    "function_fill",
    "spawning_fill",
    "split_top",
    "take_bits",
    "take_seen",
    "find_period_compiled",
]


@numba.njit(cache=True)
def _split_bits_small(values: np.ndarray, m: int, hi: int) -> int:
    # Every value is < 64, hence every xor too: one register holds the set.
    bits = np.int64(0)
    for a in range(1, hi + 1):
        bits |= np.int64(1) << (values[a] ^ values[m - a])
    return bits


@numba.njit(cache=True, inline="always")
def split_top(m: int, unequal: bool) -> int:
    """The largest smaller heap ``a`` of a split of `m` into ``a + (m - a)``, ``a <= m - a``."""
    hi = m // 2
    if unequal and m % 2 == 0:
        hi -= 1
    return hi


@numba.njit(cache=True, inline="always")
def take_bits(values: np.ndarray, n: int, take_all: np.ndarray, take_one: np.ndarray) -> int:
    """The values of the moves of heap `n` that leave no heap or one, as a register bitset."""
    bits = np.int64(0)
    for k in take_all:
        if k == n:
            bits |= 1
    for k in take_one:
        if k >= n:
            break
        bits |= np.int64(1) << values[n - k]
    return bits


@numba.njit(cache=True, inline="always")
def take_seen(
    values: np.ndarray, n: int, take_all: np.ndarray, take_one: np.ndarray, seen: np.ndarray, stamp: int
) -> None:
    """Mark ``seen[v] = stamp`` for the values of the moves of heap `n` that leave no heap or one."""
    for k in take_all:
        if k == n:
            seen[0] = stamp
    for k in take_one:
        if k >= n:
            break
        seen[values[n - k]] = stamp


@numba.njit(cache=True)
def _split_seen(values: np.ndarray, m: int, hi: int, seen: np.ndarray) -> None:
    # A plain byte store per split: no read-modify-write chain from one split to the next,
    # which is what made the bitset of words 2.2x slower than C once values pass 63.
    # Unsigned indices spare numba's negative-index wraparound test on each access.
    for a in range(1, hi + 1):
        seen[np.uint64(values[np.uint64(a)] ^ values[np.uint64(m - a)])] = 1


@numba.njit(cache=True)
def _mex_of_words(words: np.ndarray, seen: np.ndarray, stamp: int) -> int:
    """The least value neither in the bitset `words` nor marked ``seen[v] == stamp``.

    `seen` has a slot past the last bit of `words` (no move value reaches it).
    Whole words are skipped while full: their values are options whatever `seen` says.
    """
    w = 0
    while w < words.shape[0] and words[w] == -1:
        w += 1
    v = 64 * w
    while (v >> 6 < words.shape[0] and (words[v >> 6] >> (v & 63)) & 1) or seen[v] == stamp:
        v += 1
    return v


@numba.njit(cache=True)
def _cap_above(values: np.ndarray, start: int, cap: int) -> int:
    """The least ``cap * 2**i`` above every value of ``values[:start]`` (the bitsets' width, a power of two)."""
    vmax = 0
    for i in range(start):
        vmax = max(vmax, values[i])
    while cap <= vmax:
        cap *= 2
    return cap


@numba.njit(cache=True, inline="always")
def _sets_apart(value: int, vmax: int, count_apart: int, n: int) -> bool:
    """Whether heap `n` of `value` is set apart from the pair rows, `count_apart` being so already and `vmax` the
    largest value before it.

    A value below half the largest before it (8?.0: 193 of 25,000 heaps) puts a value near every other heap's in the
    pair rows, which they would make two to three times denser. Only once values pass 1,023 (rows of up to 32
    words) and at most 2 * sqrt(n) of them, so that their splits, O(count**2) a heap, cost less than the rows they
    spare: a game of small values keeps every heap in the rows.
    """
    return vmax >= 1024 and count_apart * count_apart < 4 * n and 2 * value < vmax


@numba.njit(cache=True)
def octal_fill_kept(
    values: np.ndarray,
    start: int,
    stop: int,
    take_all: np.ndarray,
    take_one: np.ndarray,
    take_split: np.ndarray,
    take_triple: np.ndarray,
    triple_rules: np.ndarray,
    unequal: bool,
    top: int,
    kept: tuple,
) -> tuple:
    """Fill ``values[start:stop]`` for a take-and-break game; return where it stopped.

    A move removes ``k`` tokens from a heap of ``n`` and leaves no heap
    (``k == n``, ``k`` in `take_all`), one heap ``n - k`` (``k < n``, ``k`` in
    `take_one`), two non-empty heaps ``a + b == n - k`` (``k`` in `take_split`;
    ``a != b`` too when `unequal`) or three (``k`` in `take_triple`, under the
    rule at the same place of `triple_rules`: :data:`ANY`,
    :data:`NOT_ALL_EQUAL` or :data:`PAIRWISE_UNEQUAL`, CGSuite's none, ``?``
    and ``!``). The ``take_*`` arrays are sorted ascending. The fill stops
    early, returning ``n``, at the first heap whose value exceeds `top` (the
    largest value the dtype of `values` holds): the caller widens the array
    and goes on from there.

    `kept` holds the pair rows of three-heap splits
    (:func:`cgt._kernels.triples.store_pairs`) from one call to the next:
    ``(row_start, row_count, row_idx, row_bits, row_twice, marks)``,
    ``marks = [first, built]`` (rows ``first .. built - 1`` stored, the last
    ``len(row_count)`` of them kept); :func:`new_kept_rows` makes an empty
    one. A call that goes on where the last stopped reuses them; any other
    rebuilds the rows it reads, O(n**2) (a chunked fill of 10**5 heaps of
    ``8.0`` would spend most of its time there). Returns ``(where, kept)``.
    """
    # cap is a power of two above every value, so every xor of values is below cap
    # too and the mex is at most cap: cap + 1 slots are enough.
    cap = _cap_above(values, start, 64)
    seen = np.zeros(cap + 1, np.uint8)
    triples = take_triple.shape[0] > 0
    # Heaps set apart (_sets_apart), those before `start` found again.
    apart = np.zeros(stop, np.bool_)
    apart_heaps = np.zeros(stop, np.int64)
    count_apart, vmax = 0, 0
    for i in range(start if triples else 0):
        if _sets_apart(values[i], vmax, count_apart, i):
            apart[i], apart_heaps[count_apart] = True, i
            count_apart += 1
        vmax = max(vmax, values[i])
    no_heap = np.zeros(0, np.bool_)  # what store_pairs is given while no heap is set apart: no test a pair
    # Hexadecimal games: the pair values of the heap sizes a three-heap split reads (store_pairs), in a ring:
    # heap n reads rows m - a >= 2 * m / 3 for m = n - k, so a third of the heaps (and the largest k) is enough
    # until a heap e is set apart; then the rows m - e are read too, of any size, and every row is kept.
    rows = (stop if count_apart else min(stop, (stop + 2) // 3 + take_triple[-1] + 3)) if triples else 1
    row_start, row_count, row_idx, row_bits, row_twice, marks = kept
    first, built = marks[0], marks[1]
    if built < start or built > start + 1:  # not where the last call stopped (row start may be in already)
        first = built = max(0, start - rows)
    ring = row_count.shape[0]
    if count_apart and max(first, built - ring) > 0:  # some rows are gone: build them all again
        first = built = 0
    if ring < rows:  # a longer ring: the rows kept move to their new slots, the pool stays
        oldest = max(first, built - ring)
        wider_start, wider_count = np.zeros(rows, np.int64), np.zeros(rows, np.int64)
        for r in range(oldest, built):
            wider_start[r % rows], wider_count[r % rows] = row_start[r % ring], row_count[r % ring]
        row_start, row_count, first = wider_start, wider_count, oldest
    scratch = np.zeros((2, cap // 64), np.int64)
    found = np.zeros(cap // 64, np.int64)
    by_low = np.zeros((64, cap // 64), np.int64)  # add_triples' accumulators, one per translation within a word
    for s in range(built, start if triples else built):
        row_idx, row_bits, row_twice = store_pairs(values, s, apart if count_apart else no_heap, first, row_start,
                                                   row_count, row_idx, row_bits, row_twice, scratch)
    for n in range(start, stop):
        if triples:
            row_idx, row_bits, row_twice = store_pairs(values, n, apart if count_apart else no_heap, first,
                                                       row_start, row_count, row_idx, row_bits, row_twice, scratch)
            used = np.int64(0)
            found[:] = 0
            for i in range(take_triple.shape[0]):
                if n - take_triple[i] < 3:
                    break
                m, rule = n - take_triple[i], triple_rules[i]
                used |= add_triples(values, m, rule, apart, row_start, row_count, row_idx, row_bits, row_twice,
                                    by_low, found)
                used |= add_apart_triples(values, m, rule, apart, apart_heaps, count_apart, row_start, row_count,
                                          row_idx, row_bits, by_low, found)
            fold_triples(by_low, used, found)
        if cap == 64:
            bits = take_bits(values, n, take_all, take_one) | found[0]
            for k in take_split:
                m = n - k
                if m < 2:
                    break
                bits |= _split_bits_small(values, m, split_top(m, unequal))
            g = 0
            while g < 64 and (bits >> g) & 1:
                g += 1
        else:
            seen[:] = 0
            take_seen(values, n, take_all, take_one, seen, 1)
            for k in take_split:
                m = n - k
                if m < 2:
                    break
                _split_seen(values, m, split_top(m, unequal), seen)
            if triples:
                g = _mex_of_words(found, seen, 1)
            else:
                g = 0
                while seen[g]:
                    g += 1
        if g > top:
            marks[0], marks[1] = first, n + 1 if triples else 0
            return n, (row_start, row_count, row_idx, row_bits, row_twice, marks)
        values[n] = g
        if triples and _sets_apart(g, vmax, count_apart, n):
            apart[n], apart_heaps[count_apart] = True, n
            count_apart += 1
            if first > 0 or row_count.shape[0] < stop:  # the first heap set apart: every row from now on
                row_start, row_count, first = np.zeros(stop, np.int64), np.zeros(stop, np.int64), 0
                for s in range(n + 1):  # the same rows: a row of s reads heaps below s, none of them new
                    row_idx, row_bits, row_twice = store_pairs(values, s, apart, 0, row_start, row_count, row_idx,
                                                               row_bits, row_twice, scratch)
        vmax = max(vmax, g)
        if g >= cap:
            while cap <= g:
                cap *= 2
            seen = np.zeros(cap + 1, np.uint8)
            scratch = np.zeros((2, cap // 64), np.int64)
            found = np.zeros(cap // 64, np.int64)
            by_low = np.zeros((64, cap // 64), np.int64)
    marks[0], marks[1] = first, stop if triples else 0
    return stop, (row_start, row_count, row_idx, row_bits, row_twice, marks)


@numba.njit(cache=True)
def new_kept_rows() -> tuple:
    """An empty store of pair rows for :func:`octal_fill_kept`."""
    return (np.zeros(1, np.int64), np.zeros(1, np.int64), np.zeros(1024, np.int32), np.zeros(1024, np.int64),
            np.zeros(1024, np.int64), np.zeros(2, np.int64))


@numba.njit(cache=True)
def octal_fill(
    values: np.ndarray,
    start: int,
    stop: int,
    take_all: np.ndarray,
    take_one: np.ndarray,
    take_split: np.ndarray,
    take_triple: np.ndarray,
    triple_rules: np.ndarray,
    unequal: bool,
    top: int,
) -> int:
    """:func:`octal_fill_kept` with rows of its own: fill ``values[start:stop]``, return where it stopped."""
    kept = new_kept_rows()
    return octal_fill_kept(values, start, stop, take_all, take_one, take_split, take_triple, triple_rules, unequal, top,
                           kept)[0]


@numba.njit(cache=True)
def _mark_partitions(values: np.ndarray, m: int, c: int, rule: int, seen: np.ndarray, stamp: int, limit: int) -> bool:
    """``seen[v] = stamp`` for the value ``v`` of every split of `m` into `c` non-empty heaps under `rule`.

    The heaps are listed in ascending order (strictly when pairwise unequal), the
    last one taking what is left; ``xors[i]`` is the value of the first ``i``.
    Returns False, at once, at a split that leaves a heap of `limit` or more
    (its value is not known yet: a move that added tokens).
    """
    if c == 0:
        if m == 0:
            seen[0] = stamp
        return True
    if rule == ALL_EQUAL and c > 1:
        if m % c == 0:
            if m // c >= limit:
                return False
            seen[values[m // c] if c % 2 else 0] = stamp
        return True
    strict = 1 if rule == PAIRWISE_UNEQUAL else 0
    parts = np.empty(c, np.int64)
    left = np.empty(c, np.int64)
    xors = np.empty(c, np.int64)
    left[0], xors[0], parts[0] = m, 0, 1
    i = 0
    while i >= 0:
        if i == c - 1:
            last = left[i]
            if i == 0 or last >= parts[i - 1] + strict:
                if not (rule == NOT_ALL_EQUAL and i > 0 and parts[0] == last):
                    if last >= limit:
                        return False
                    seen[xors[i] ^ values[last]] = stamp
            i -= 1
            if i >= 0:
                parts[i] += 1
            continue
        p, rest = parts[i], c - i
        # the least the heaps from i on can hold, each at least p (and rising when strict)
        if p * rest + strict * rest * (rest - 1) // 2 > left[i]:
            i -= 1
            if i >= 0:
                parts[i] += 1
            continue
        left[i + 1] = left[i] - p
        xors[i + 1] = xors[i] ^ values[p]
        parts[i + 1] = p + strict
        i += 1
    return True


@numba.njit(cache=True)
def general_fill(
    values: np.ndarray,
    start: int,
    stop: int,
    rules: np.ndarray,
    more: np.ndarray,
    added: int,
    preperiod: int,
    period: int,
    top: int,
) -> tuple[int, int]:
    """Fill ``values[start:stop]`` for any take-and-break code; return where it stopped, and why.

    Row ``d`` of `rules` is a digit: ``rules[d, c]`` is the rule for leaving
    ``c`` heaps (:data:`ANY` ... :data:`NOT_ALLOWED`), and when ``more[d]``
    larger counts follow its last column. The first `added` rows are for
    adding ``added, ..., 1`` tokens; then removing ``k`` tokens reads row
    ``added + k`` below `preperiod`, and the rows from there repeat with
    `period` (0: none, removing more is not allowed). Every split is visited:
    the price of rules :func:`octal_fill` has no shortcut for, but for
    splits into three heaps with no modifier, ``?`` or ``!``, which read the
    pair rows of :func:`octal_fill` (:func:`cgt._kernels.triples.add_triples`).
    Returns ``(where, status)``: status 0 at `stop` or at the first value
    above `top` (as :func:`octal_fill` stops); 1 at a heap with a move that
    leaves a heap at least as large (its value needs a larger heap's first).
    """
    width = rules.shape[1]
    cap = _cap_above(values, start, 64)
    seen = np.zeros(cap + 1, np.int64)
    triples = False
    for d in range(rules.shape[0]):
        rule = rules[d, 3] if width > 3 else (rules[d, width - 1] if more[d] else NOT_ALLOWED)
        triples |= rule == ANY or rule == NOT_ALL_EQUAL or rule == PAIRWISE_UNEQUAL
    # the pair rows of every heap size (a repeating code may split any smaller heap in three)
    rows = stop if triples else 1
    row_start, row_count = np.zeros(rows, np.int64), np.zeros(rows, np.int64)
    row_idx, row_bits, row_twice = np.zeros(1024, np.int32), np.zeros(1024, np.int64), np.zeros(1024, np.int64)
    none_apart = np.zeros(max(stop, 1), np.bool_)  # octal_fill_kept's heaps set apart: none here
    scratch = np.zeros((2, cap // 64), np.int64)
    found = np.zeros(cap // 64, np.int64)
    by_low = np.zeros((64, cap // 64), np.int64)
    for s in range(start if triples else 0):
        row_idx, row_bits, row_twice = store_pairs(values, s, none_apart, 0, row_start, row_count, row_idx, row_bits,
                                                   row_twice, scratch)
    for n in range(start, stop):
        stamp = n + 1
        used = np.int64(0)
        found[:] = 0
        if triples:
            row_idx, row_bits, row_twice = store_pairs(values, n, none_apart, 0, row_start, row_count, row_idx,
                                                       row_bits, row_twice, scratch)
        for k in range(-added, n + 1):
            if k < preperiod:
                d = added + k
            elif period:
                d = added + preperiod + (k - preperiod) % period
            else:
                break
            for c in range(n - k + 1):
                if c < width:
                    rule = rules[d, c]
                elif more[d]:
                    rule = rules[d, width - 1]
                else:
                    break
                if c == 3 and k >= 0 and (rule == ANY or rule == NOT_ALL_EQUAL or rule == PAIRWISE_UNEQUAL):
                    used |= add_triples(values, n - k, rule, none_apart, row_start, row_count, row_idx, row_bits,
                                        row_twice, by_low, found)
                elif rule != NOT_ALLOWED and not _mark_partitions(values, n - k, c, rule, seen, stamp, n):
                    return n, 1
        fold_triples(by_low, used, found)
        g = _mex_of_words(found, seen, stamp)
        if g > top:
            return n, 0
        values[n] = g
        if g >= cap:
            while cap <= g:
                cap *= 2
            wider = np.zeros(cap + 1, np.int64)
            wider[: seen.shape[0]] = seen
            seen = wider
            scratch = np.zeros((2, cap // 64), np.int64)
            found = np.zeros(cap // 64, np.int64)
            by_low = np.zeros((64, cap // 64), np.int64)
    return stop, 0


@numba.njit(cache=True)
def _translate(row: np.ndarray, x: int, out: np.ndarray) -> None:
    """``out |= {v ^ x : v in row}`` for bitsets of one width (`out` is not `row`)."""
    for w in range(row.shape[0]):
        if row[w] != 0:
            out[w ^ (x >> 6)] |= xor_bits(row[w], x & 63)


@numba.njit(cache=True)
def spawning_fill(values: np.ndarray, start: int, stop: int, exact: np.ndarray, at_least: int, top: int) -> int:
    """Fill ``values[start:stop]`` for a spawning game whose moves take any other coins; return where it stopped.

    Heap ``n >= 1`` moves to the heaps of any set ``A`` of ``j`` sizes from
    ``1..n-1`` with ``exact[j]`` true, or with ``j >= at_least`` (when
    ``at_least >= 0``). Row ``j`` of ``sets`` is the bitset of the values of
    the ``j``-sets of the heaps seen so far, and the last row that of the sets
    of at least ``at_least``: a new heap of value ``g`` adds ``g`` xor the
    ``(j - 1)``-sets to the ``j``-sets, so each heap costs O(rows * words), not
    a visit of every set (Mock Turtles: O(n) a heap instead of O(n**2)).
    Heap 0 has no coin. Stops early at the first value above `top`.
    """
    rows = max(exact.shape[0], at_least + 1)
    cap = _cap_above(values, start, 64)
    sets = np.zeros((rows + 1, cap // 64), np.int64)
    spare = np.zeros(cap // 64, np.int64)
    found = np.zeros(cap // 64, np.int64)
    sets[0, 0] = 1
    if start == 0 and stop > 0:
        values[0] = 0
    if at_least == 0:
        sets[rows, 0] = 1
    for n in range(1, stop):
        if n >= start:
            found[:] = 0
            for j in range(exact.shape[0]):
                if exact[j]:
                    found |= sets[j]
            if at_least >= 0:
                found |= sets[rows]
            w = 0
            while w < found.shape[0] and found[w] == -1:
                w += 1
            g = 64 * w
            if w < found.shape[0]:
                while (found[w] >> (g - 64 * w)) & 1:
                    g += 1
            if g > top:
                return n
            values[n] = g
        g = values[n]
        if g >= cap:
            old = cap // 64
            while cap <= g:
                cap *= 2
            wider = np.zeros((rows + 1, cap // 64), np.int64)
            wider[:, :old] = sets
            sets = wider
            spare = np.zeros(cap // 64, np.int64)
            found = np.zeros(cap // 64, np.int64)
        # heap n joins the heaps a later heap may spawn: the "at least" row first, from the old rows
        if at_least >= 0:
            spare[:] = 0
            _translate(sets[rows], g, spare)
            if at_least >= 1:
                _translate(sets[at_least - 1], g, spare)
            sets[rows] |= spare
        for j in range(rows - 1, 0, -1):
            _translate(sets[j - 1], g, sets[j])
    return stop


@numba.njit(cache=True)
def allbut_fill(values: np.ndarray, start: int, stop: int, excluded: np.ndarray, top: int) -> int:
    """Fill ``values[start:stop]`` for the subtraction game "any k >= 1 not in `excluded`".

    The options of heap ``n`` are all smaller heaps but the ``n - k`` for ``k``
    in `excluded` (sorted, distinct, positive). Instead of an O(n) scan per heap,
    keep the count of each value among heaps ``< n``: a value is missing from
    the options if it never occurred, or if all its occurrences are excluded.
    That is O(len(excluded)**2) per heap. Returns where it stopped, as
    :func:`octal_fill` does.
    """
    counts = np.zeros(stop + 1, np.int64)
    for i in range(start):
        counts[values[i]] += 1
    first_zero = 0
    while counts[first_zero] > 0:
        first_zero += 1
    for n in range(start, stop):
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
        if g > top:
            return n
        values[n] = g
        counts[g] += 1
        while counts[first_zero] > 0:
            first_zero += 1
    return stop


#: The period scan of :mod:`cgt._kernels.period`, compiled.
find_period_compiled = numba.njit(cache=True)(find_period)


@numba.njit
def function_fill(  # pragma: no cover
    bits_of, marks_of, values: np.ndarray, start: int, stop: int, top: int, seen: np.ndarray
) -> tuple[int, int]:
    """Fill ``values[start:stop]`` from the compiled option markers of a heap function.

    ``bits_of(n, values)`` returns the register bitset of the values of heap
    ``n``'s options (every value below 64, so is every nim-sum of them) and
    whether its heaps were all in ``0..n-1``; ``marks_of(n, values, seen)``
    sets ``seen[v] = 1`` for each option value ``v`` instead (`seen`, uint8,
    is cleared a heap as far as the values reach: a byte store per option,
    as :func:`octal_fill` does; no array is reallocated here), and says the
    same. `values` is int64: no widening per load. Returns ``(where,
    status)``: the heap the fill stopped at, and why: 0 at `stop` or at the
    first value over `top`; 1 at a heap that lists a heap outside
    ``0..n-1``; 2 at a heap whose option values may not fit `seen` (call
    again from there with a longer one). Not cached on disk: it is compiled
    once per user function.
    """
    vmax = 0
    for i in range(start):
        vmax = max(vmax, values[i])
    for n in range(start, stop):
        if vmax < 64:
            bits, ok = bits_of(n, values)
            if not ok:
                return n, 1
            g = 0
            while g < 64 and bits >> g & 1:
                g += 1
        else:
            reach = 64
            while reach <= vmax:
                reach *= 2  # every nim-sum of values is below reach
            if reach >= len(seen):
                return n, 2
            seen[: reach + 1] = 0
            if not marks_of(n, values, seen):
                return n, 1
            g = 0
            while seen[g]:
                g += 1
        if g > top:
            return n, 0
        values[n] = g
        vmax = max(vmax, g)
    return stop, 0
