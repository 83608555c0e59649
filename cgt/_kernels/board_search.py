"""The outcome search of the board games with compiled rules (the Clobber family), compiled: who wins.

Private module, imported by :mod:`cgt.partizan.compiled_search` (``import
cgt`` must not import numba). :func:`board_search` compiles the search with
a ruleset's compiled rules ``(moves, reach, alive)`` of
:mod:`cgt._kernels.board_rules` (:mod:`cgt._kernels.specialize`), so the
moves are the rules' own. A board is ``k`` masks in the rules' frame of
stride ``s`` (a guard bit after each row), as there.

At every node the position is split into regions, the cells a move can
connect (the rules' ``reach``, grown over neighbours; a board whose moves
jump or slide is one region), and simplified before it is looked up:

* a region with no move now or later (``alive`` false: in Clobber, stones of
  one colour only) is 0 and is taken off the board;
* a region that is small is keyed by its value, which the caller gives
  (``NEED``); one where only one player can ever move (the rules'
  ``sided`` hook: in Amazons, amazons of one colour only) is an integer,
  which the kernel counts (the rules' ``number``) and keys the same way;
* a region and its negative (the same key under the board's symmetries, one
  of them with the colours exchanged) add up to 0 and are both taken off;
* the rest is keyed as the *multiset* of its regions' keys
  (:func:`cgt._kernels.board_graph.region_key`: mirror images, transposes
  and the exchange of colours), so boards made of the same regions in other
  places, or other pictures of them, are one entry. The key of a board with
  Right to move is that of its negative with Left to move (the colours
  exchanged negate the value in the family), so one entry serves both.

The search is alpha-beta on win/loss (negamax) over an explicit stack (numba
caches no recursive function). Before a node's moves are searched, each
child is simplified and looked up: a child known lost for the opponent wins
at once, one known won is not searched, and the rest are tried in the
ruleset's order (:func:`cgt._kernels.board_rules.middle_order` by default).
A child whose regions are all valued, each ``x + ^n + *m`` (the caller
gives those parts, :func:`add_simple`), is decided from their sum without search.
A move in a valued region to an option below a canonical Left option of its
value (above a Right one, for Right) is not searched; the caller judges each
once (``NEED``, :func:`add_verdict`).

The transposition table is ``(entries, 3)`` ints, in buckets of two: two
64-bit hashes of the multiset key (a false match needs both to collide), and
``size << 2 | 2 | won`` (the subtree's nodes). *Replacement*: the first entry
of a bucket keeps the result whose subtree was largest, the second the latest.
"""

from __future__ import annotations

from typing import Any, Callable

import numba
import numpy as np

from .board_graph import bit_count, low_bit, region_key, whole_region
from .board_rules import MOST_REGIONS, middle_order, never_sided, no_number
from .specialize import specialized

__all__ = ["board_search", "STATS", "NODES", "STORED", "DEPTH", "BUDGET", "PRUNE", "NEED_SLOTS", "add_verdict",
           "LOSS", "WIN", "STOPPED", "FULL", "NEED", "NUMBER_SCALE", "ENTRY_BYTES", "MOVES_PER_CELL", "search_state",
           "add_value", "add_simple", "restart", "integer_id", "MOST_INTEGER"]

#: Slots of the stats array: nodes searched, table entries filled, depth now, the node budget (0: none),
#: and whether the moves of valued regions to dominated options are skipped (1) or all played (0).
NODES, STORED, DEPTH, BUDGET, PRUNE = range(5)
STATS = 5
#: The search's answers: the side to move loses, wins, was stopped (Ctrl-C or budget), had more
#: moves at a node than its buffer holds (the caller asks again with a larger ``per_cell``), or
#: needs the value of a small region (the caller gives it and calls again).
LOSS, WIN, STOPPED, FULL, NEED = 0, 1, 2, 3, 4
#: Numbers of simple values are given to the kernel in units of ``1 / NUMBER_SCALE`` (:func:`add_simple`).
NUMBER_SCALE = 1 << 20
#: Integers valued by the kernel are below this in size (a region of a 63-bit frame has fewer moves).
MOST_INTEGER = 64
#: Bytes of a table entry: two hash words and the result with its subtree size.
ENTRY_BYTES = 24
#: Moves a node may have, per cell of the board: a stone of the family has one a direction, 8 at most.
MOVES_PER_CELL = 8

# Odd 64-bit constants (the golden ratio's, and splitmix64's two), as signed ints, for two independent hashes.
_GOLDEN = -7046029254386353131
_MIX1 = -4658895280553007687
_MIX2 = -7723592293110705685
# Regions whose keys are kept (by their picture moved to the frame's corner), direct-mapped: a region's
# key under the symmetries costs more than the rest of a node.
_KNOWN = 1 << 16
# A region's kind in that cache: no move ever, or keyed by its picture (as is, or negated).
_DEAD, _PLAIN, _NEGATED = 1, 2, 3
# The second key word of a region keyed by its value id (a region key's words are hashes: never this).
_VALUED = -1
# A move of a valued region: to be played, skipped (its option dominated), or to be judged by the caller.
_KEEP, _SKIP, _ASK = 1, 2, 3
# Judgements kept (a region's value, the player, the option's parts), open addressing; slot 0 counts them.
_VERDICTS = 1 << 18
#: Slots of `need` after a board's ``k`` masks: a region's key, its sign and what is needed (0 its value,
#: 1 a judgement, :func:`add_verdict`), the judgement's key, value, player and parts.
NEED_SLOTS = 8 + MOST_REGIONS
# The search's scalars kept between calls (``fields``), and a depth's (``frames``).
_DEPTH, _EXPAND, _RESULT, _RESUME = range(4)
_FIELDS = 4
_BEGAN, _MOVES, _AT = range(3)


@numba.njit(cache=True, nogil=True)
def _mix(x: int, m: int) -> int:
    x = (x ^ ((x >> 31) & 0x1FFFFFFFF)) * m
    return x ^ ((x >> 29) & 0x7FFFFFFFF)


@numba.njit(cache=True, nogil=True)
def _probe(table: np.ndarray, h1: int, h2: int) -> int:
    """The stored result (``LOSS`` or ``WIN`` for the side to move) of the key ``(h1, h2)``, or -1."""
    i = h1 & (table.shape[0] - 1) & ~1
    for j in range(i, i + 2):
        if table[j, 0] == h1 and table[j, 1] == h2 and table[j, 2] != 0:
            return table[j, 2] & 1
    return -1


@numba.njit(cache=True, nogil=True)
def _store(table: np.ndarray, h1: int, h2: int, won: int, size: int, stats: np.ndarray) -> None:
    info = min(size, 1 << 60) << 2 | 2 | won
    i = h1 & (table.shape[0] - 1) & ~1
    for j in range(i, i + 2):
        if table[j, 0] == h1 and table[j, 1] == h2 and table[j, 2] != 0:
            table[j, 2] = info
            return
    if table[i, 2] == 0:
        stats[STORED] += 1
        j = i
    elif (table[i, 2] >> 2) <= size:  # the larger subtree takes the first slot, the old one moves to the second
        if table[i + 1, 2] == 0:
            stats[STORED] += 1
        table[i + 1, 0], table[i + 1, 1], table[i + 1, 2] = table[i, 0], table[i, 1], table[i, 2]
        j = i
    else:
        if table[i + 1, 2] == 0:
            stats[STORED] += 1
        j = i + 1
    table[j, 0], table[j, 1], table[j, 2] = h1, h2, info


@numba.njit(cache=True, nogil=True)
def _cancels(a: int, b: int, flag: int, c: int, e: int, other: int, negative: np.ndarray) -> bool:
    """Whether the regions keyed ``(a, b, flag)`` and ``(c, e, other)`` add up to 0."""
    if b != e:
        return False
    if b == _VALUED:
        return c == negative[a]
    return flag != other and a == c


@numba.njit(cache=True, nogil=True)
def _contribution(a: int, b: int, flag: int, negative: np.ndarray, hashes: np.ndarray, sign: int) -> None:
    """Add (`sign` 1) or take away (-1) a region's share of the four hash words of its board."""
    if b == _VALUED:  # the negative's value for the other player to move
        a, b, other = _mix(a, _MIX2), _mix(a, _GOLDEN), negative[a]
        c, e = _mix(other, _MIX2), _mix(other, _GOLDEN)
    else:
        a, b, c, e = a ^ flag, b ^ flag, a ^ (1 - flag), b ^ (1 - flag)
    # Sums of mixed region keys: the same for the same regions in any order.
    hashes[0] += sign * _mix(a, _MIX1)
    hashes[1] += sign * _mix(b, _MIX2)
    hashes[2] += sign * _mix(c, _MIX1)
    hashes[3] += sign * _mix(e, _MIX2)


def _simplify_template(board: np.ndarray, s: int, height: int, cells: int, transpose: int, swap: bool,  # type: ignore[no-untyped-def]
                       diagonal: bool, small: int, out: np.ndarray, hashes: np.ndarray, state, need: np.ndarray) -> int:
    """Write `board` with its zero and cancelling regions taken off into `out`, and its keys into `hashes`.

    ``hashes`` gets the two hash words of the board with Left to move, then
    of the board with Right to move; the scratch keeps the regions (those
    cancelled flagged -1), their number in its last array. Returns the
    regions left, or -1 when a
    region of at most `small` cells has no value yet (its masks, key and
    sign are then in `need`, for the caller to value).
    """
    (_, _, _, _, _, _, _, _, _, _, _, _, scratch, known, values, negative, _, _, _, recorded, _) = state
    rows, turned, pictures, key, found, flags, parts, regions = scratch
    k = board.size
    live = _reach(board, s, cells)
    n = 0
    while live:
        low = live & -live
        # The run of cells along the row from the lowest: adding its lowest bit carries through it.
        after = live + low
        region = whole_region(live & ((after & -after) - 1), live, s, diagonal)
        live ^= region
        for i in range(k):
            parts[n, i] = board[i] & region
        # The region moved to the frame's corner: its key is looked up by that picture (siblings share most regions).
        shift = low_bit(region)
        shift -= shift % s
        columns, rest = 0, region >> shift
        while rest:
            columns |= rest & ((1 << (s - 1)) - 1)
            rest >>= s
        shift += low_bit(columns)
        h = 0
        for i in range(k):
            h = (h ^ (parts[n, i] >> shift)) * _GOLDEN
        slot = (h ^ ((h >> 32) & 0xFFFFFFFF)) & (known.shape[0] - 1)
        hit = known[slot, k + 2] != 0
        for i in range(k):
            if known[slot, i] != parts[n, i] >> shift:
                hit = False
        if not hit:
            if not _alive(parts[n]):
                kind, a, b, value = _DEAD, 0, 0, 0
            else:
                negated = region_key(parts[n], s, height, transpose, swap, rows, turned, pictures, key)
                a, b = 0, 0
                for i in range(k + 1):
                    a = (a ^ key[i]) * _GOLDEN
                    b = (b ^ key[i]) * _MIX2
                kind, value = _NEGATED if negated else _PLAIN, -1
                sided = _sided(parts[n])
                if bit_count(region) <= small or sided:  # small, or a number however large
                    value = _value_of(values, a, b)
                    if value == -1 and sided:  # an integer: counted here, without the caller
                        whole = _number(parts[n], s)
                        value = integer_id(-whole if negated else whole, negative)  # the key's picture's
                        if 4 * recorded[0] < 3 * values.shape[0]:
                            _record(values, a, b, value, recorded)
                    elif value == -1 and 4 * recorded[0] >= 3 * values.shape[0]:
                        value = -2  # no room for more values: keyed by its picture
                    if value == -1:  # not valued yet: the caller values it and searches on
                        for i in range(k):
                            need[i] = parts[n, i]
                        need[k], need[k + 1], need[k + 2], need[k + 3] = a, b, 1 if negated else 0, 0
                        return -1
                    if value >= 0 and negated:
                        value = negative[value]
                    value = max(value, -1)
            for i in range(k):
                known[slot, i] = parts[n, i] >> shift
            known[slot, k], known[slot, k + 1], known[slot, k + 2], known[slot, k + 3] = a, b, kind, value
        kind, value = known[slot, k + 2], known[slot, k + 3]
        if kind == _DEAD or value == 0:
            continue  # no move ever, or a value of 0: off the board
        if value > 0:  # by its value: regions of one value are one, whatever their pictures
            found[n, 0], found[n, 1], flags[n] = value, _VALUED, 0
        else:
            found[n, 0], found[n, 1], flags[n] = known[slot, k], known[slot, k + 1], 1 if kind == _NEGATED else 0
        # A region and its negative: both off.
        cancelled = False
        for j in range(n):
            if flags[j] >= 0 and _cancels(found[j, 0], found[j, 1], flags[j], found[n, 0], found[n, 1], flags[n],
                                          negative):
                flags[j], cancelled = -1, True
                break
        if not cancelled:
            n += 1
    for i in range(k):
        out[i] = 0
    hashes[:] = 0
    left = 0
    for j in range(n):
        if flags[j] < 0:
            continue
        left += 1
        for i in range(k):
            out[i] |= parts[j, i]
        _contribution(found[j, 0], found[j, 1], flags[j], negative, hashes, 1)
    regions[0] = n
    return left


@numba.njit(cache=True, nogil=True)
def _value_slot(values: np.ndarray, a: int, b: int) -> int:
    i = (a ^ ((a >> 32) & 0xFFFFFFFF)) & (values.shape[0] - 1)
    while values[i, 2] != 0 and (values[i, 0] != a or values[i, 1] != b):
        i = (i + 1) & (values.shape[0] - 1)
    return i


@numba.njit(cache=True, nogil=True)
def _record(values: np.ndarray, a: int, b: int, value: int, recorded: np.ndarray) -> None:
    i = _value_slot(values, a, b)
    if values[i, 2] == 0:
        recorded[0] += 1
    values[i, 0], values[i, 1], values[i, 2] = a, b, value + 1 if value >= 0 else -1


@numba.njit(cache=True, nogil=True)
def integer_id(n: int, negative: np.ndarray) -> int:
    """The value id of the integer `n` (``|n| < MOST_INTEGER``): 0 for 0, ``2n - 1`` above 0, ``-2n`` below.

    The caller gives the integers these ids before a search whose rules
    have a number hook (the kernel values such regions itself); the ids
    of `n` and ``-n`` are recorded as each other's negative.

    Examples
    --------
    >>> negative = np.full(8, -1, np.int64)
    >>> integer_id(2, negative), integer_id(-2, negative), int(negative[3]), int(negative[4])
    (3, 4, 4, 3)
    """
    if n == 0:
        return 0
    i = 2 * n - 1 if n > 0 else -2 * n
    j = i + 1 if n > 0 else i - 1
    negative[i], negative[j] = j, i
    return i


@numba.njit(cache=True, nogil=True)
def _value_of(values: np.ndarray, a: int, b: int) -> int:
    """The value id of the region keyed ``(a, b)``; -1 if it has none yet, -2 if it is not to be valued."""
    i = _value_slot(values, a, b)
    return values[i, 2] - 1 if values[i, 2] != 0 else -1


@numba.njit(cache=True, nogil=True)
def _simple_sum(simple: np.ndarray, summands: np.ndarray, player: int) -> int:
    """Whether `player` (0 Left), moving first on the sum of the values in `summands`, wins; -1 if one is not simple.

    ``x + ^n + *m`` is won by Left moving first when ``x > 0``, or ``x = 0``
    and ``n > 0``, or ``x = n = 0`` and ``m != 0``, or ``x = 0``, ``n = -1``
    and ``m = 1`` (``v*`` is fuzzy), and by Right in the mirror cases.
    """
    x, n, m = 0, 0, 0
    for j in range(1, summands[0] + 1):
        row = simple[summands[j]]
        if row[0] == 0:
            return -1
        x += row[1]
        n += row[2]
        m ^= row[3]
    if player == 1:  # Right moving first on G is Left moving first on -G
        x, n = -x, -n
    if x != 0:
        return WIN if x > 0 else LOSS
    return WIN if n > 0 or (n == 0 and m != 0) or (n == -1 and m == 1) else LOSS


@numba.njit(cache=True, nogil=True)
def _valued_only(found: np.ndarray, flags: np.ndarray, n: int, keys: np.ndarray, count: int, at: int,
                 taken: np.ndarray, summands: np.ndarray) -> bool:
    """Whether every region of a child is valued: the parent's `count` regions but `at` and those `taken`
    (cancelled), and the `n` parts of the moved-in region not flagged -1; their number and value ids go to
    `summands`."""
    m = 1
    for c in range(count):
        if c != at and taken[c] == 0:
            if keys[c, 1] != _VALUED:
                return False
            summands[m] = keys[c, 0]
            m += 1
    for p in range(n):
        if flags[p] >= 0:
            if found[p, 1] != _VALUED:
                return False
            summands[m] = found[p, 0]
            m += 1
    summands[0] = m - 1
    return True


@numba.njit(cache=True, nogil=True)
def _verdict_slot(verdicts: np.ndarray, key: int) -> int:
    """The slot of `key` in the judgements' table, or the empty one where it goes (slot 0 counts them)."""
    i = max(key & (verdicts.shape[0] - 1), 1)
    while verdicts[i, 0] != 0 and verdicts[i, 0] != key:
        i = max((i + 1) & (verdicts.shape[0] - 1), 1)
    return i


@numba.njit(cache=True, nogil=True)
def _verdict(verdicts: np.ndarray, value: int, side: int, option: int, found: np.ndarray, flags: np.ndarray, n: int,
             need: np.ndarray, k: int) -> int:
    """Whether `side`'s move in a region of value id `value` to the `n` parts in `found` (multiset hash `option`)
    is played: ``_KEEP``, ``_SKIP``, or ``_ASK`` (the caller judges it: its key and parts are in `need`)."""
    key = _mix(option ^ _mix(value << 1 | side, _MIX1), _MIX2) | 1
    i = _verdict_slot(verdicts, key)
    if verdicts[i, 0] == key:
        return verdicts[i, 1]
    if 4 * verdicts[0, 1] >= 3 * verdicts.shape[0]:
        return _KEEP  # full: the rest are played
    m = 0
    for p in range(n):
        if flags[p] >= 0:
            if found[p, 1] != _VALUED:
                return _KEEP  # a part keyed by its picture: the option's value is not known
            need[k + 8 + m] = found[p, 0]
            m += 1
    need[k + 3], need[k + 4], need[k + 5], need[k + 6], need[k + 7] = 1, key, value, side, m
    return _ASK


@numba.njit(cache=True, nogil=True)
def add_verdict(state, key: int, skip: bool) -> None:  # type: ignore[no-untyped-def]
    """Record whether the move keyed `key` (``need[k + 4]``, when ``need[k + 3]`` is 1) is to be skipped.

    The ``NEED`` asks: is player ``need[k + 6]``'s (0 Left) option, the sum of
    the ``need[k + 7]`` value ids from ``need[k + 8]``, in a region of value id
    ``need[k + 5]``, below a canonical Left option of it (above a Right one)?
    """
    verdicts = state[20]
    i = _verdict_slot(verdicts, key)
    if verdicts[i, 0] == 0:
        verdicts[0, 1] += 1
    verdicts[i, 0], verdicts[i, 1] = key, _SKIP if skip else _KEEP


@numba.njit(cache=True, nogil=True)
def add_value(state, a: int, b: int, value: int, negative_value: int) -> None:  # type: ignore[no-untyped-def]
    """Record that the region of key ``(a, b)`` (its picture of the key, not negated) is worth value id `value`.

    Value ids are the caller's numbering of values: 0 is the value 0, and
    `negative_value` the id of the value's negative; a `value` of -1 says
    the region is to be keyed by its picture instead. The caller keeps the
    ids below :func:`search_state`'s `values`; the kernel asks for no more
    values once three quarters of its table of regions (`values` times
    two) is filled, and keys the regions it meets then by their pictures.
    """
    values, negative = state[14], state[15]
    _record(values, a, b, value, state[19])
    if value >= 0:
        negative[value], negative[negative_value] = negative_value, value


@numba.njit(cache=True, nogil=True)
def add_simple(state, value: int, number: int, ups: int, nim: int) -> None:  # type: ignore[no-untyped-def]
    """Record that value id `value` is ``number / NUMBER_SCALE + ^ups + *nim``: sums of such are decided in the kernel."""
    state[17][value, 0], state[17][value, 1], state[17][value, 2], state[17][value, 3] = 1, number, ups, nim


def restart(state) -> None:  # type: ignore[no-untyped-def]
    """Make the next call with `state` a new search (not the one stopped going on); its values are kept."""
    state[11][:] = 0


def search_state(k: int, cells: int, per_cell: int, values: int, keep=None):  # type: ignore[no-untyped-def]
    """Return the arrays a search of boards of `k` masks and at most `cells` cells keeps between calls.

    `values` bounds the value ids and the regions valued (a power of two);
    `per_cell` times `cells` the moves of a node. The regions valued in
    `keep` (a state of the same `values`, whose moves overflowed: ``FULL``)
    are carried over.
    """
    most = per_cell * cells + 8
    deepest = cells + 2  # every move of the family ends a stone or fills an empty cell for good
    scratch = (np.empty((k, 64), np.int64), np.empty((k, 64), np.int64), np.empty((8, k + 1), np.int64),
               np.empty(k + 1, np.int64), np.empty((MOST_REGIONS, 2), np.int64), np.empty(MOST_REGIONS, np.int64),
               np.empty((MOST_REGIONS, k), np.int64), np.zeros(1, np.int64))
    # Each depth's board as simplified, its regions (cells, key, sign) and its four hash words.
    node = (np.zeros((deepest, k), np.int64), np.zeros((deepest, MOST_REGIONS), np.int64),
            np.zeros((deepest, MOST_REGIONS, 2), np.int64), np.zeros((deepest, MOST_REGIONS), np.int64),
            np.zeros(deepest, np.int64), np.zeros((deepest, 4), np.int64), np.zeros(k, np.int64),
            np.zeros(k, np.int64), np.zeros(MOST_REGIONS, np.int64))
    return (np.zeros((deepest, k), np.int64), np.empty((deepest, most, k), np.int64),
            np.empty((deepest, most, 2), np.int64), np.empty((deepest, most), np.int64),
            np.empty((deepest, most), np.int64), np.zeros((deepest, 4), np.int64), np.zeros((deepest, 2), np.int64),
            np.empty((most, k), np.int64), np.empty((most, k), np.int64), np.empty(most, np.int64),
            np.zeros(4, np.int64), np.zeros(_FIELDS, np.int64), scratch, np.zeros((_KNOWN, k + 4), np.int64),
            np.zeros((2 * values, 3), np.int64) if keep is None else keep[14],
            np.full(values, -1, np.int64) if keep is None else keep[15], node,
            np.zeros((values, 4), np.int64) if keep is None else keep[17], np.zeros(MOST_REGIONS + 1, np.int64),
            np.zeros(1, np.int64) if keep is None else keep[19],
            np.zeros((_VERDICTS, 2), np.int64) if keep is None else keep[20])


def _search_template(root: np.ndarray, s: int, height: int, first: int, transpose: int, swap: bool,  # type: ignore[no-untyped-def]
                     diagonal: bool, small: int, table: np.ndarray, stats: np.ndarray, stop: np.ndarray,
                     line: np.ndarray, best: np.ndarray, need: np.ndarray, state) -> int:
    """Whether `first` (0 Left, 1 Right), to move on `root`, wins: ``WIN``, ``LOSS``, ``STOPPED``, ``FULL`` or ``NEED``.

    A win writes the board after a winning move into `best`; `line` holds
    the moves being searched (``from << 6 | to``, bit numbers in the frame,
    -1 after the last) for the caller's progress. ``NEED``: a region in
    `need` wants its value (:func:`add_value`); called again with the same
    arguments, the search goes on where it stopped.
    """
    (pos, kids, keyed, order, codes, frames, key_of, raw, root_kids, score, hashes, fields, scratch, _, _, negative,
     node, simple, summands, _, verdicts) = state
    found, flags, parts, regions = scratch[4], scratch[5], scratch[6], scratch[7]
    base, region_cells, region_keys, region_flags, region_count, node_hashes, sub, sub_out, taken = node
    k = root.size
    cells = 0
    for r in range(height):
        cells |= ((1 << (s - 1)) - 1) << (r * s)
    nodes, budget, prune = stats[NODES], stats[BUDGET], stats[PRUNE] != 0
    if fields[_RESUME] == 0:
        left = _simplify(root, s, height, cells, transpose, swap, diagonal, small, pos[0], hashes, state, need)
        if left < 0:
            return NEED
        if left == 0:
            return LOSS  # every region dead or 0: a loss for whoever moves
        key_of[0, 0], key_of[0, 1] = hashes[2 * first], hashes[2 * first + 1]
        pos[0, :] = root  # the root's moves are made on the board as given, so a winning move is one of its own
        line[:] = -1
        fields[_DEPTH], fields[_EXPAND], fields[_RESULT], fields[_RESUME] = 0, 1, LOSS, 1
    d, expand, result = fields[_DEPTH], fields[_EXPAND] != 0, fields[_RESULT]
    while True:
        side = first ^ (d & 1)
        if expand:
            nodes += 1
            if nodes & 1023 == 0:
                stats[NODES] = nodes
                stats[DEPTH] = d
                if stop[0] != 0 or (budget > 0 and nodes > budget):
                    fields[_DEPTH], fields[_EXPAND] = d, 1
                    return STOPPED
            frames[d, _BEGAN] = nodes
            # The node's regions, once: each child is its board with the moved-in region replaced.
            if _simplify(pos[d], s, height, cells, transpose, swap, diagonal, small, base[d], node_hashes[d], state,
                         need) < 0:
                stats[NODES] = nodes - 1
                fields[_DEPTH], fields[_EXPAND] = d, 1
                return NEED
            count = 0
            for j in range(regions[0]):
                if flags[j] >= 0:
                    union = 0
                    for q in range(k):
                        union |= parts[j, q]
                    region_cells[d, count] = union
                    region_keys[d, count, 0], region_keys[d, count, 1] = found[j, 0], found[j, 1]
                    region_flags[d, count] = flags[j]
                    taken[count] = 0
                    count += 1
            region_count[d] = count
            n_raw = _moves(pos[d], side, s, raw)
            if n_raw < 0 or n_raw > kids.shape[1]:
                stats[NODES] = nodes
                fields[_RESUME] = 0
                return FULL
            result, m = LOSS, 0
            own = pos[d, side]
            for i in range(n_raw):
                valued = False
                changed = 0
                for q in range(k):
                    changed |= raw[i, q] ^ pos[d, q]
                at = -1
                for c in range(count):
                    if region_cells[d, c] & changed:
                        at = c
                if at < 0:  # a move in a region the root's simplification took off: the child keyed whole
                    left = _simplify(raw[i], s, height, cells, transpose, swap, diagonal, small, kids[d, m], hashes,
                                     state, need)
                else:
                    moved = region_cells[d, at]
                    for q in range(k):
                        sub[q] = raw[i, q] & moved
                    left = _simplify(sub, s, height, cells, transpose, swap, diagonal, small, sub_out, hashes, state,
                                     need)
                    if left >= 0 and prune and region_keys[d, at, 1] == _VALUED:
                        # A move of a valued region to an option below one of its value's canonical options (for
                        # Left; above, for Right) is skipped: another of its moves leads at least that high.
                        verdict = _verdict(verdicts, region_keys[d, at, 0], side, hashes[0], found, flags,
                                           regions[0], need, k)
                        if verdict == _SKIP:
                            continue
                        if verdict == _ASK:
                            stats[NODES] = nodes - 1
                            fields[_DEPTH], fields[_EXPAND] = d, 1
                            return NEED
                if left >= 0 and at >= 0:
                    # The parent's other regions join the moved-in region's parts; one of them may cancel a part.
                    for q in range(k):
                        kids[d, m, q] = base[d, q] & ~moved | sub_out[q]
                    for q in range(4):
                        hashes[q] += node_hashes[d, q]
                    _contribution(region_keys[d, at, 0], region_keys[d, at, 1], region_flags[d, at], negative,
                                  hashes, -1)
                    left += count - 1
                    for p in range(regions[0]):
                        if flags[p] < 0:
                            continue
                        for c in range(count):
                            if c == at or taken[c] or not _cancels(
                                    found[p, 0], found[p, 1], flags[p], region_keys[d, c, 0], region_keys[d, c, 1],
                                    region_flags[d, c], negative):
                                continue
                            taken[c] = 1
                            _contribution(found[p, 0], found[p, 1], flags[p], negative, hashes, -1)
                            _contribution(region_keys[d, c, 0], region_keys[d, c, 1], region_flags[d, c], negative,
                                          hashes, -1)
                            erased = region_cells[d, c]
                            for q in range(k):
                                erased |= parts[p, q]
                            for q in range(k):
                                kids[d, m, q] &= ~erased
                            left -= 2
                            flags[p] = -1
                            break
                    if left > 0:
                        valued = _valued_only(found, flags, regions[0], region_keys[d], count, at, taken, summands)
                    for c in range(count):
                        taken[c] = 0
                elif left > 0:
                    valued = _valued_only(found, flags, regions[0], region_keys[d], 0, -1, taken, summands)
                if left < 0:  # the node is expanded again when the value is in
                    stats[NODES] = nodes - 1
                    fields[_DEPTH], fields[_EXPAND] = d, 1
                    return NEED
                other = 2 * (1 - side)
                h1, h2 = hashes[other], hashes[other + 1]
                stored = LOSS if left == 0 else -1
                if valued:  # a sum of numbers, ups and nimbers: decided without search
                    stored = _simple_sum(simple, summands, 1 - side)
                if stored < 0:
                    stored = _probe(table, h1, h2)
                if stored == WIN:
                    continue  # the opponent wins after it: a losing move, not searched
                if stored == LOSS:  # the opponent, to move, loses: a win at once
                    if d == 0:
                        best[:] = raw[i]
                    result = WIN
                    break
                changed = own ^ raw[i, side]
                gone, came = own & ~raw[i, side], raw[i, side] & ~own
                source = gone if gone else changed
                target = came if came else changed
                a, b = low_bit(source), low_bit(target)
                codes[d, m] = a << 6 | b
                score[m] = _score(raw[i], kids[d, m], left, side, s, height, b)
                keyed[d, m, 0], keyed[d, m, 1] = h1, h2
                if d == 0:
                    root_kids[m] = raw[i]
                j = m
                while j > 0 and score[order[d, j - 1]] > score[m]:
                    order[d, j] = order[d, j - 1]
                    j -= 1
                order[d, j] = m
                m += 1
            if result == LOSS and m > 0:
                frames[d, _MOVES], frames[d, _AT] = m, 0
                j = order[d, 0]
                line[d], line[d + 1] = codes[d, j], -1
                pos[d + 1] = kids[d, j]
                key_of[d + 1, 0], key_of[d + 1, 1] = keyed[d, j, 0], keyed[d, j, 1]
                d += 1
                continue
        # The node at depth d is done: `result` for its side to move.
        _store(table, key_of[d, 0], key_of[d, 1], result, nodes - frames[d, _BEGAN] + 1, stats)
        if d == 0:
            break
        d -= 1
        if result == LOSS:
            if d == 0:
                best[:] = root_kids[order[0, frames[0, _AT]]]
            result, expand = WIN, False
            continue
        frames[d, _AT] += 1
        if frames[d, _AT] == frames[d, _MOVES]:
            result, expand = LOSS, False
            continue
        j = order[d, frames[d, _AT]]
        line[d], line[d + 1] = codes[d, j], -1
        pos[d + 1] = kids[d, j]
        key_of[d + 1, 0], key_of[d + 1, 1] = keyed[d, j, 0], keyed[d, j, 1]
        d += 1
        expand = True
    stats[NODES] = nodes
    stats[DEPTH] = 0
    fields[_RESUME] = 0
    return result


def board_search(rules: tuple[Any, Any, Any], name: str, sided: Any = None, number: Any = None,
                 score: Any = None) -> Callable[..., Any]:
    """Return the outcome search compiled with a game's rules ``(moves, reach, alive)``; once per process.

    `sided` and `number` (the number hooks of
    :data:`cgt._kernels.board_rules.NUMBERS`) say which regions only one
    player can ever move in and the integer each is worth: the kernel
    values those itself, whatever their size, by the ids of
    :func:`integer_id` (the caller gives the integers those ids). `score`
    (a move order of :data:`cgt._kernels.board_rules.ORDERS`, with its
    signature) ranks the moves of a node, lower searched first; by default
    :func:`cgt._kernels.board_rules.middle_order`.

    The function returned takes ``(root, s, height, first, transpose, swap,
    diagonal, small, table, stats, stop, line, best, need, state)``: the
    board's masks (``int64``) in a frame of stride `s` and `height` rows,
    the player to move (0 Left, 1 Right), the board's symmetries and
    connectivity (as :func:`cgt._kernels.board_graph.board_graph` takes
    them), the most cells of a region looked up by value, the table
    (``(2 ** n, 3)`` ``int64``, zeros when empty), the stats (:data:`STATS`
    ints; :data:`BUDGET` the node budget, 0 none), a stop flag (set to 1 to
    stop within 1,024 nodes), the line being searched, the board after a
    winning move (filled on a win), what is needed (``k`` masks and
    :data:`NEED_SLOTS`: the region wanting a value, its key's two words and
    whether the key's picture is its negative, or, when ``need[k + 3]`` is
    1, a move to judge) and a :func:`search_state`. It returns :data:`WIN`,
    :data:`LOSS`, :data:`STOPPED` (called again, it goes on), :data:`FULL`
    or :data:`NEED` (the caller gives the region its value with
    :func:`add_value`, or the move its judgement with :func:`add_verdict`,
    and calls again). `swap` must hold (the family's
    colours exchanged negate its value): the table keys a board with Right
    to move as its negative.
    """
    moves, reach, alive = rules
    simplify = specialized(_simplify_template, name, nogil=True, _reach=reach, _alive=alive,
                           _sided=never_sided if sided is None else sided,
                           _number=no_number if number is None else number)
    return specialized(_search_template, name, nogil=True, _moves=moves, _simplify=simplify,
                       _score=middle_order if score is None else score)
