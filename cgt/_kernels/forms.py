"""Canonical forms of a game graph, compiled: the value store's twin for the compiled board searches.

Private module, imported by :mod:`cgt.games.grid.compiled`. It gives every
region of a graph from :mod:`cgt._kernels.board_graph` its canonical form,
by the rules :mod:`cgt.partizan._store` follows (the same order of work:
stops first, number avoidance, dominated options dropped, reversible ones
bypassed, the simplest number where the options allow), on arrays: a value
is an index into the store, numbers are dyadics ``m / 2**k``. Only the root's
value goes back to the one store of :class:`~cgt.CanonicalForm` values;
the tests check this twin against it on every game.

The store is a tuple of ``int64`` arrays, indexed by the constants below.
It has a fixed capacity: a search that outgrows it stops with :data:`FULL`
(the caller gives a larger one and starts again), and one whose numbers
have denominators over ``2**MAX_EXPONENT`` with :data:`TOO_FINE` (the
caller leaves it to the Python store). The caches of comparisons and sums
are lossy (a slot keeps its last entry): a miss only costs a recomputation.
"""

from __future__ import annotations

import numba
import numpy as np

__all__ = ["new_store", "graph_values", "sum_values", "OK", "FULL", "TOO_FINE", "KIND", "M", "K", "LO", "LN", "RO", "RN", "POOL",
           "COUNTERS", "STATUS", "NUMBER"]

#: Status of a store (``store[COUNTERS][STATUS]``).
OK, FULL, TOO_FINE = 0, 1, 2
#: Kinds of value: a number; a canonical form; a form made during simplification (not canonical, not interned).
NUMBER, FORM, RAW = 0, 1, 2
#: Numbers are kept to denominators of 2**MAX_EXPONENT and numerators under 2**MAX_BITS.
MAX_EXPONENT, MAX_BITS = 30, 40

# The store's arrays: a row of fields per value, the pool of options, the counters,
# the hash tables (forms, numbers, option sets), the lossy caches (comparisons, sums)
# and the option sets remembered. Few arrays: the recursive functions pass them on
# every call (a tuple of 23 arrays made a call 6 times slower than one of 6).
VALUES, POOL, COUNTERS, TABLES, CACHES, SETS = range(6)
# A value's fields: kind, number m / 2**k, options (Left's at LO, LN of them; Right's),
# stops (m, k each) and negative.
KIND, M, K, LO, LN, RO, RN, LSM, LSK, RSM, RSK, NEG = range(12)
_FORMS, _NUMBERS, _SET_TABLE = range(3)
_LE_KEY, _LE_VALUE, _ADD_KEY, _ADD_VALUE = range(4)
_SET_AT, _SET_VALUE = range(2)
# The counters: values made, pool cells used, numbers interned, status, option sets remembered.
_VALUES, _USED, _NUMBERS, STATUS, _SETS = 0, 1, 2, 3, 4

_GOLDEN = -7046029254386353131
_EMPTY = -1


def new_store(values: int, pool: int, cache: int) -> tuple[np.ndarray, ...]:
    """Return an empty store for `values` values, `pool` options in all, and caches of `cache` slots (a power of 2)."""
    tables = 1
    while tables < 2 * values:
        tables *= 2
    fields = np.zeros((values, NEG + 1), np.int64)
    fields[:, NEG] = _EMPTY
    caches = np.zeros((cache, 4), np.int64)
    caches[:, _LE_KEY] = caches[:, _ADD_KEY] = _EMPTY
    return (fields, np.zeros(pool, np.int64), np.zeros(5, np.int64), np.full((tables, 3), _EMPTY, np.int64), caches,
            np.zeros((values, 2), np.int64))


@numba.njit(cache=True)
def _mix(h: int) -> int:
    h *= _GOLDEN
    return h ^ (h >> 29)


@numba.njit(cache=True)
def _dyadic_le(am: int, ak: int, bm: int, bk: int) -> bool:
    if ak >= bk:
        return am <= bm << (ak - bk)
    return am << (bk - ak) <= bm


@numba.njit(cache=True)
def _fail(S, status: int) -> int:  # type: ignore[no-untyped-def]
    if S[COUNTERS][STATUS] == OK:
        S[COUNTERS][STATUS] = status
    return 0  # the value 0: callers go on harmlessly until the status is seen


@numba.njit(cache=True)
def _new(S, kind: int) -> int:  # type: ignore[no-untyped-def]
    i = S[COUNTERS][_VALUES]
    if i >= S[VALUES].shape[0]:
        return -1
    S[COUNTERS][_VALUES] = i + 1
    S[VALUES][i, KIND] = kind
    S[VALUES][i, NEG] = _EMPTY
    S[VALUES][i, LN] = S[VALUES][i, RN] = 0
    return i


@numba.njit(cache=True)
def _number(S, m: int, k: int) -> int:  # type: ignore[no-untyped-def]
    """The number ``m / 2**k``, interned."""
    while k > 0 and not m & 1:
        m >>= 1
        k -= 1
    if k > MAX_EXPONENT or abs(m) >= 1 << MAX_BITS:
        return _fail(S, TOO_FINE)
    table = S[TABLES]
    j = _mix(_mix(m) ^ k) & (table.shape[0] - 1)
    while table[j, _NUMBERS] != _EMPTY:
        i = table[j, _NUMBERS]
        if S[VALUES][i, M] == m and S[VALUES][i, K] == k:
            return i
        j = (j + 1) & (table.shape[0] - 1)
    if 2 * (S[COUNTERS][_NUMBERS] + 1) > table.shape[0]:
        return _fail(S, FULL)
    i = _new(S, NUMBER)
    if i < 0:
        return _fail(S, FULL)
    S[COUNTERS][_NUMBERS] += 1
    S[VALUES][i, M], S[VALUES][i, K] = m, k
    S[VALUES][i, LSM], S[VALUES][i, LSK], S[VALUES][i, RSM], S[VALUES][i, RSK] = m, k, m, k
    table[j, _NUMBERS] = i
    return i


@numba.njit(cache=True)
def _count(S, g: int, side: int) -> int:  # type: ignore[no-untyped-def]
    """How many options `side` (0 Left, 1 Right) has in `g`'s canonical form (a number's, made on demand)."""
    if S[VALUES][g, KIND] == NUMBER:
        m, k = S[VALUES][g, M], S[VALUES][g, K]
        if k > 0:
            return 1
        return 1 if (m > 0 if side == 0 else m < 0) else 0
    return S[VALUES][g, LN] if side == 0 else S[VALUES][g, RN]


@numba.njit(cache=True)
def _option(S, g: int, side: int, i: int) -> int:  # type: ignore[no-untyped-def]
    if S[VALUES][g, KIND] == NUMBER:
        # n = {n-1 | } or { | n+1}; m/2^k = {(m-1)/2^k | (m+1)/2^k}.
        return _number(S, S[VALUES][g, M] - 1 if side == 0 else S[VALUES][g, M] + 1, S[VALUES][g, K])
    return S[POOL][(S[VALUES][g, LO] if side == 0 else S[VALUES][g, RO]) + i]


@numba.njit(cache=True)
def _le(S, g: int, h: int) -> bool:  # type: ignore[no-untyped-def]
    """``g <= h``: no ``g^L >= h`` and no ``h^R <= g``."""
    if g == h:
        return True
    V = S[VALUES]
    if V[g, KIND] == NUMBER and V[h, KIND] == NUMBER:
        return _dyadic_le(S[VALUES][g, M], S[VALUES][g, K], S[VALUES][h, M], S[VALUES][h, K])
    key = g << 32 | h
    H = S[CACHES]
    slot = _mix(key) & (H.shape[0] - 1)
    if H[slot, _LE_KEY] == key:
        return H[slot, _LE_VALUE] == 1
    raw = V[g, KIND] == RAW or V[h, KIND] == RAW
    # Stops are monotone (a form made in simplification may equal a number: no stops).
    r = raw or (_dyadic_le(S[VALUES][g, LSM], S[VALUES][g, LSK], S[VALUES][h, LSM], S[VALUES][h, LSK])
                and _dyadic_le(S[VALUES][g, RSM], S[VALUES][g, RSK], S[VALUES][h, RSM], S[VALUES][h, RSK]))
    # Number avoidance: against a number, a canonical form's own options decide.
    if r and (raw or V[g, KIND] != NUMBER):
        for i in range(_count(S, g, 0)):
            if _le(S, h, _option(S, g, 0, i)):
                r = False
                break
    if r and (raw or V[h, KIND] != NUMBER):
        for i in range(_count(S, h, 1)):
            if _le(S, _option(S, h, 1, i), g):
                r = False
                break
    H[slot, _LE_KEY] = key
    H[slot, _LE_VALUE] = 1 if r else 0
    return r


@numba.njit(cache=True)
def _simplest(has_a: bool, am: int, ak: int, has_b: bool, bm: int, bk: int) -> tuple[int, int]:
    """The simplest number strictly between ``a`` and ``b`` (either may be missing), as ``(m, k)``."""
    # The integers strictly between: from floor(a) + 1 to ceil(b) - 1.
    low = (am >> ak) + 1 if has_a else -(1 << 50)
    high = -((-bm) >> bk) - 1 if has_b else 1 << 50
    if low <= high:
        if low <= 0 <= high:
            return 0, 0
        return (low, 0) if low > 0 else (high, 0)
    k = 1
    while True:
        m = (am << (k - ak) if k >= ak else am >> (ak - k)) + 1
        if not _dyadic_le(bm, bk, m, k):
            return m, k
        k += 1


@numba.njit(cache=True)
def _sorted_unique(a: np.ndarray) -> np.ndarray:
    a = np.sort(a)
    n = 0
    for i in range(a.size):
        if i == 0 or a[i] != a[i - 1]:
            a[n] = a[i]
            n += 1
    return a[:n]


@numba.njit(cache=True)
def _undominated(S, a: np.ndarray, left: bool) -> np.ndarray:  # type: ignore[no-untyped-def]
    """Drop every option another dominates (Left keeps maximal, Right minimal ones), in `a`'s (sorted) order."""
    # Each option meets only the ones kept so far, not every other: on Kings' 3x4 board (its 8,211 option
    # sets of 85,701 options keep 35,485) the comparisons not found in the cache fell by 16 per cent.
    kept = np.empty(a.size, np.int64)
    n = 0
    for x in a:
        dominated = False
        for t in range(n):
            if _le(S, x, kept[t]) if left else _le(S, kept[t], x):
                dominated = True
                break
        if not dominated:  # x joins, and the ones it dominates leave
            m = 0
            for t in range(n):
                if not (_le(S, kept[t], x) if left else _le(S, x, kept[t])):
                    kept[m] = kept[t]
                    m += 1
            kept[m] = x
            n = m + 1
    return np.sort(kept[:n])


@numba.njit(cache=True)
def _options_hash(L: np.ndarray, R: np.ndarray) -> int:
    h = _mix(L.size << 20 | R.size)
    for x in L:
        h = _mix(h ^ x)
    for x in R:
        h = _mix(h ^ ~x)
    return h


@numba.njit(cache=True)
def _hold(pool: np.ndarray, at: int, L: np.ndarray, R: np.ndarray) -> None:
    """Keep the options `L` then `R` in the pool from `at` (a value's options, or a remembered set's)."""
    pool[at : at + L.size] = L
    pool[at + L.size : at + L.size + R.size] = R


@numba.njit(cache=True)
def _held(pool: np.ndarray, at: int, L: np.ndarray, R: np.ndarray) -> bool:
    """Whether the pool holds the options `L` then `R` from `at`."""
    for t in range(L.size):
        if pool[at + t] != L[t]:
            return False
    for t in range(R.size):
        if pool[at + L.size + t] != R[t]:
            return False
    return True


@numba.njit(cache=True)
def _put(S, kind: int, L: np.ndarray, R: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """A new value with options `L` and `R` in the pool (-1 if full)."""
    used = S[COUNTERS][_USED]
    if used + L.size + R.size > S[POOL].size:
        return -1
    i = _new(S, kind)
    if i < 0:
        return -1
    _hold(S[POOL], used, L, R)
    S[VALUES][i, LO], S[VALUES][i, LN], S[VALUES][i, RO], S[VALUES][i, RN] = used, L.size, used + L.size, R.size
    S[COUNTERS][_USED] = used + L.size + R.size
    return i


@numba.njit(cache=True)
def _form(S, L: np.ndarray, R: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """The interned canonical form with (sorted, canonical) options `L` and `R`, not a number."""
    table, pool = S[TABLES], S[POOL]
    j = _options_hash(L, R) & (table.shape[0] - 1)
    while table[j, _FORMS] != _EMPTY:
        i = table[j, _FORMS]
        if S[VALUES][i, LN] == L.size and S[VALUES][i, RN] == R.size and _held(pool, S[VALUES][i, LO], L, R):
            return i
        j = (j + 1) & (table.shape[0] - 1)
    i = _put(S, FORM, L, R)
    if i < 0:
        return _fail(S, FULL)
    table[j, _FORMS] = i
    # Stops of a form that is not a number: the best stop of the other player's turn after each option.
    m, k = S[VALUES][L[0], RSM], S[VALUES][L[0], RSK]
    for x in L[1:]:
        if not _dyadic_le(S[VALUES][x, RSM], S[VALUES][x, RSK], m, k):
            m, k = S[VALUES][x, RSM], S[VALUES][x, RSK]
    S[VALUES][i, LSM], S[VALUES][i, LSK] = m, k
    m, k = S[VALUES][R[0], LSM], S[VALUES][R[0], LSK]
    for x in R[1:]:
        if _dyadic_le(S[VALUES][x, LSM], S[VALUES][x, LSK], m, k):
            m, k = S[VALUES][x, LSM], S[VALUES][x, LSK]
    S[VALUES][i, RSM], S[VALUES][i, RSK] = m, k
    return i


@numba.njit(cache=True)
def _all_numbers(S, a: np.ndarray) -> bool:  # type: ignore[no-untyped-def]
    for x in a:
        if S[VALUES][x, KIND] != NUMBER:
            return False
    return True


@numba.njit(cache=True)
def _of_numbers(S, L: np.ndarray, R: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """``{L | R}`` for options all numbers: the simplest number between, or the switch ``{max L | min R}``."""
    am = ak = bm = bk = 0
    for t in range(L.size):
        x = L[t]
        if t == 0 or not _dyadic_le(S[VALUES][x, M], S[VALUES][x, K], am, ak):
            am, ak = S[VALUES][x, M], S[VALUES][x, K]
    for t in range(R.size):
        x = R[t]
        if t == 0 or _dyadic_le(S[VALUES][x, M], S[VALUES][x, K], bm, bk):
            bm, bk = S[VALUES][x, M], S[VALUES][x, K]
    if L.size == 0 or R.size == 0 or not _dyadic_le(bm, bk, am, ak):
        m, k = _simplest(L.size > 0, am, ak, R.size > 0, bm, bk)
        return _number(S, m, k)
    return _form(S, np.array([_number(S, am, ak)]), np.array([_number(S, bm, bk)]))


@numba.njit(cache=True)
def _canonical(S, L: np.ndarray, R: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """The canonical form of ``{L | R}`` for canonical options, remembered by the options' set.

    Games repeat their option sets (Domineering's 3x10 board: 2,282,770
    options of 118,993 regions): each set is simplified once. A set is
    kept in the pool as its length, Left's count, then its sorted options.
    """
    L, R = _sorted_unique(L), _sorted_unique(R)
    table, pool = S[TABLES], S[POOL]
    j = _options_hash(L, R) & (table.shape[0] - 1)
    while table[j, _SET_TABLE] != _EMPTY:
        e = table[j, _SET_TABLE]
        at = S[SETS][e, _SET_AT]
        if pool[at] == L.size + R.size and pool[at + 1] == L.size and _held(pool, at + 2, L, R):
            return S[SETS][e, _SET_VALUE]
        j = (j + 1) & (table.shape[0] - 1)
    value = _simplify(S, L, R)
    counters = S[COUNTERS]
    e, at = counters[_SETS], counters[_USED]
    if 2 * (e + 1) > table.shape[0] or e >= S[SETS].shape[0] or at + 2 + L.size + R.size > pool.size:
        return _fail(S, FULL)
    pool[at], pool[at + 1] = L.size + R.size, L.size
    _hold(pool, at + 2, L, R)
    counters[_USED] = at + 2 + L.size + R.size
    counters[_SETS] = e + 1
    S[SETS][e, _SET_AT], S[SETS][e, _SET_VALUE] = at, value
    table[j, _SET_TABLE] = e
    return value


@numba.njit(cache=True)
def _simplify(S, L: np.ndarray, R: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """:func:`_canonical` without the memory, for sorted options without repeats."""
    if _all_numbers(S, L) and _all_numbers(S, R):
        return _of_numbers(S, L, R)
    L, R = _undominated(S, L, True), _undominated(S, R, False)
    # Bypass reversible options. g keeps its value throughout, so one form made
    # of the first options serves every round (and its comparisons are cached).
    g = _put(S, RAW, L, R)
    if g < 0:
        return _fail(S, FULL)
    while S[COUNTERS][STATUS] == OK:
        changed = False
        sides = []
        for side in range(2):
            options = L if side == 0 else R
            out = np.empty(0, np.int64)
            for a in options:
                kept = True
                for i in range(_count(S, a, 1 - side)):
                    b = _option(S, a, 1 - side, i)
                    # Left's a reverses through a^R <= g; Right's through a^L >= g.
                    if _le(S, b, g) if side == 0 else _le(S, g, b):
                        n = _count(S, b, side)
                        bypass = np.empty(n, np.int64)
                        for t in range(n):
                            bypass[t] = _option(S, b, side, t)
                        out = np.concatenate((out, bypass))
                        kept = False
                        changed = True
                        break
                if kept:
                    out = np.append(out, a)
            sides.append(_undominated(S, _sorted_unique(out), side == 0))
        if not changed:
            break
        L, R = sides[0], sides[1]
    if _all_numbers(S, L) and _all_numbers(S, R):
        return _of_numbers(S, L, R)
    return _form(S, L, R)


@numba.njit(cache=True)
def _neg(S, g: int) -> int:  # type: ignore[no-untyped-def]
    """``-g``: a canonical form negated is canonical ({-R | -L}); cached both ways."""
    n = S[VALUES][g, NEG]
    if n != _EMPTY:
        return n
    if S[VALUES][g, KIND] == NUMBER:
        n = _number(S, -S[VALUES][g, M], S[VALUES][g, K])
    else:
        L = np.empty(S[VALUES][g, RN], np.int64)
        R = np.empty(S[VALUES][g, LN], np.int64)
        for t in range(L.size):
            L[t] = _neg(S, S[POOL][S[VALUES][g, RO] + t])
        for t in range(R.size):
            R[t] = _neg(S, S[POOL][S[VALUES][g, LO] + t])
        n = _form(S, np.sort(L), np.sort(R))
    S[VALUES][g, NEG] = n
    S[VALUES][n, NEG] = g
    return n


@numba.njit(cache=True)
def _add(S, g: int, h: int) -> int:  # type: ignore[no-untyped-def]
    """``g + h``; a number plus a form moves in the form only (number translation)."""
    V = S[VALUES]
    if V[g, KIND] == NUMBER and V[h, KIND] == NUMBER:
        k = max(S[VALUES][g, K], S[VALUES][h, K])
        return _number(S, (S[VALUES][g, M] << (k - S[VALUES][g, K])) + (S[VALUES][h, M] << (k - S[VALUES][h, K])), k)
    if V[g, KIND] == NUMBER and V[g, M] == 0:
        return h
    if V[h, KIND] == NUMBER and V[h, M] == 0:
        return g
    key = min(g, h) << 32 | max(g, h)
    H = S[CACHES]
    slot = _mix(key) & (H.shape[0] - 1)
    if H[slot, _ADD_KEY] == key:
        return H[slot, _ADD_VALUE]
    sides = []
    for side in range(2):
        ng = 0 if V[g, KIND] == NUMBER else _count(S, g, side)
        nh = 0 if V[h, KIND] == NUMBER else _count(S, h, side)
        out = np.empty(ng + nh, np.int64)
        for t in range(ng):
            out[t] = _add(S, _option(S, g, side, t), h)
        for t in range(nh):
            out[ng + t] = _add(S, g, _option(S, h, side, t))
        sides.append(out)
    r = _canonical(S, sides[0], sides[1])
    H[slot, _ADD_KEY] = key
    H[slot, _ADD_VALUE] = r
    return r


@numba.njit(cache=True)
def _signed_sum(S, values: np.ndarray, codes: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    total = 0
    for code in codes:
        x = values[code >> 1]
        total = _add(S, total, _neg(S, x) if code & 1 else x)
    return total


@numba.njit(cache=True)
def graph_values(S, lefts: np.ndarray, option_at: np.ndarray, summand_at: np.ndarray,  # type: ignore[no-untyped-def]
                 summands: np.ndarray, order: np.ndarray, values: np.ndarray) -> None:
    """Give the vertices `order` of a graph (as :func:`cgt._kernels.board_graph.board_graph` returns it) their values.

    ``values[v]`` receives vertex ``v``'s value; the vertices of its
    options' sums must have theirs already. The caller may give the order in
    slices, to see Ctrl-C between them. The store's status says whether the
    values stand (:data:`OK`).
    """
    if S[COUNTERS][_VALUES] == 0:
        _number(S, 0, 0)  # the value 0 is value 0
    for v in order:
        first = option_at[v]
        options = np.empty(option_at[v + 1] - first, np.int64)
        for o in range(options.size):
            options[o] = _signed_sum(S, values, summands[summand_at[first + o] : summand_at[first + o + 1]])
        values[v] = _canonical(S, options[: lefts[v]], options[lefts[v] :])
        if S[COUNTERS][STATUS] != OK:
            return


@numba.njit(cache=True)
def sum_values(S, values: np.ndarray, codes: np.ndarray) -> int:  # type: ignore[no-untyped-def]
    """Return the sum of the signed vertices `codes` (``vertex << 1 | negated``), valued by :func:`graph_values`."""
    return _signed_sum(S, values, codes)
