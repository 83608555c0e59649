"""The three-heap pair rows (cgt/_kernels/triples.py) against every split, on arbitrary value tables.

The fills only ever read Grundy values, but the rows' rules hold for any table: random
small values (many equal, so many pairs share a value and the ``!`` rule's "another pair
has it" case is met often) make the cases a real sequence reaches rarely.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt._kernels.heap import general_fill, new_kept_rows, octal_fill, octal_fill_kept
from cgt._kernels.triples import (
    ANY, NOT_ALL_EQUAL, NOT_ALLOWED, PAIRWISE_UNEQUAL, add_apart_triples, add_triples, fold_triples, store_pairs,
)


def every_split(values: list[int], m: int, rule: int) -> set[int]:
    """The values of the splits ``a <= b <= c`` of `m` under `rule`, every one visited."""
    found = set()
    for a in range(1, m // 3 + 1):
        for b in range(a, (m - a) // 2 + 1):
            c = m - a - b
            if rule == PAIRWISE_UNEQUAL and (a == b or b == c):
                continue
            if rule == NOT_ALL_EQUAL and a == c:
                continue
            found.add(values[a] ^ values[b] ^ values[c])
    return found


def by_rows(values: list[int], m: int, rule: int, ring: int, apart: frozenset[int] = frozenset()) -> set[int]:
    """The same values from the pair rows of heaps 0..m-1 (a ring of `ring` rows), the heaps `apart` set apart."""
    table = np.array(values, np.int64)
    width = 4  # values below 256: xors too
    start, count = np.zeros(ring, np.int64), np.zeros(ring, np.int64)
    idx, bits, twice = np.zeros(2, np.int32), np.zeros(2, np.int64), np.zeros(2, np.int64)  # grown as rows come
    scratch = np.zeros((2, width), np.int64)
    is_apart = np.array([h in apart for h in range(m)], np.bool_)
    heaps = np.array(sorted(apart), np.int64)
    for s in range(m):
        idx, bits, twice = store_pairs(table, s, is_apart, 0, start, count, idx, bits, twice, scratch)
    by_low, found = np.zeros((64, width), np.int64), np.zeros(width, np.int64)
    used = add_triples(table, m, rule, is_apart, start, count, idx, bits, twice, by_low, found)
    if apart:
        used |= add_apart_triples(table, m, rule, is_apart, heaps, len(heaps), start, count, idx, bits, by_low, found)
    fold_triples(by_low, used, found)
    assert not by_low.any()  # the accumulators are left clean for the next heap
    return {64 * w + i for w in range(width) for i in range(64) if (int(found[w]) >> i) & 1}


@settings(max_examples=150, deadline=None)
@given(st.data(), st.integers(3, 60), st.sampled_from([ANY, NOT_ALL_EQUAL, PAIRWISE_UNEQUAL]),
       st.sampled_from([3, 8, 255]))
def test_rows_give_the_values_of_every_split(data, m, rule, top):
    values = [0, *data.draw(st.lists(st.integers(0, top), min_size=m - 1, max_size=m - 1))]
    # the ring keeps the last third of the rows, as octal_fill_kept's does, or all of them
    ring = data.draw(st.sampled_from([m // 3 + 2, m + 1]))
    assert by_rows(values, m, rule, ring) == every_split(values, m, rule)


@settings(max_examples=150, deadline=None)
@given(st.data(), st.integers(3, 60), st.sampled_from([ANY, NOT_ALL_EQUAL, PAIRWISE_UNEQUAL]),
       st.sampled_from([3, 8, 255]))
def test_heaps_set_apart_give_the_same_values(data, m, rule, top):
    # Any heaps may be set apart (the fill sets apart those of small values): their splits are visited or read
    # from the rows of m - e, the others from the rows, and together they are every split. Every row is kept.
    values = [0, *data.draw(st.lists(st.integers(0, top), min_size=m - 1, max_size=m - 1))]
    apart = frozenset(data.draw(st.sets(st.integers(1, m - 1), max_size=m // 2)))
    assert by_rows(values, m, rule, m + 1, apart) == every_split(values, m, rule)


def test_a_pair_that_reuses_the_smallest_heap_counts_only_when_another_gives_its_value():
    # m = 7, a = 1: row 6 holds the pairs 1 + 5 and 2 + 4 (3 + 3 is not a pair of b < c).
    # 1 + 1 + 5 reuses heap 1, so with G(2) ^ G(4) != G(1) ^ G(5) its value G(5) is not a '!' option.
    values = [0, 1, 2, 0, 4, 8, 16]
    assert by_rows(values, 7, PAIRWISE_UNEQUAL, 8) == {1 ^ 2 ^ 4} == every_split(values, 7, PAIRWISE_UNEQUAL)
    values[4] = 1 ^ 8 ^ 2  # now 2 + 4 gives G(1) ^ G(5) too: G(5) is an option, by 1 + 2 + 4
    assert by_rows(values, 7, PAIRWISE_UNEQUAL, 8) == {values[5]} == every_split(values, 7, PAIRWISE_UNEQUAL)


@pytest.mark.parametrize("rule, heaps", [(NOT_ALL_EQUAL, 2600), (PAIRWISE_UNEQUAL, 3400)])
def test_octal_fill_sets_heaps_apart_and_agrees_with_the_general_fill(rule, heaps):
    # 8?.0 and 8!.0 past values of 1,023, where the octal fill sets heaps of small values apart; the general
    # fill keeps every heap in its rows (and is checked against the naive oracle in tests/games/heap).
    octal, general = np.zeros(heaps, np.int64), np.zeros(heaps, np.int64)
    none, zero = np.zeros(0, np.int64), np.zeros(1, np.int64)
    assert octal_fill(octal, 0, heaps, none, none, none, zero, np.array([rule], np.int64), False, 2**40) == heaps
    rules = np.array([[NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, rule]], np.int8)
    assert general_fill(general, 0, heaps, rules, np.zeros(1, np.bool_), 0, 1, 0, 2**40) == (heaps, 0)
    assert (octal == general).all()
    running = np.maximum.accumulate(octal)
    set_apart = (running[:-1] >= 1024) & (2 * octal[1:] < running[:-1])
    assert set_apart.sum() >= 3  # the heaps set apart are met


@pytest.mark.parametrize("cut", [1500, 2200])
def test_a_fill_in_two_calls_keeps_or_builds_again_the_rows(cut):
    # 8?.0 sets its first heap apart past heap 2,000: at cut 1,500 the second call meets it and builds every
    # row again (the first kept a third of them); at 2,200 the heaps before the cut are already apart. Going
    # on with the rows kept, or from no rows at all, gives the values of one call.
    heaps, none, zero, rules = 2600, np.zeros(0, np.int64), np.zeros(1, np.int64), np.array([NOT_ALL_EQUAL], np.int64)
    whole = np.zeros(heaps, np.int64)
    octal_fill(whole, 0, heaps, none, none, none, zero, rules, False, 2**40)
    for kept_between in (True, False):
        values = np.zeros(heaps, np.int64)
        reached, kept = octal_fill_kept(values, 0, cut, none, none, none, zero, rules, False, 2**40, new_kept_rows())
        assert reached == cut
        if not kept_between:
            kept = new_kept_rows()
        octal_fill_kept(values, cut, heaps, none, none, none, zero, rules, False, 2**40, kept)
        assert (values == whole).all(), (cut, kept_between)
