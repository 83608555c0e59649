"""Periodicity: the value type, the proof search, and huge heaps answered from a period."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, OctalGame, SubtractionGame
from cgt.impartial.periodicity import Periodicity, find_periodicity, not_proven_message


def test_periodicity_value_type():
    p = Periodicity(preperiod=71, period=12)
    assert eval(repr(p), {"Periodicity": Periodicity}) == p
    assert str(p) == "preperiod 71, period 12"
    assert cgt.Periodicity is Periodicity
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.period = 3  # type: ignore[misc]
    assert [p.reduce(n) for n in (0, 70, 71, 82, 83, 71 + 12 * 10**6 + 5)] == [0, 70, 71, 82, 71, 76]


@pytest.mark.parametrize("preperiod, period", [(-1, 3), (0, 0), (2, -5)])
def test_periodicity_refuses_nonsense(preperiod, period):
    with pytest.raises(cgt.InvalidValueError, match=rf"preperiod={preperiod}, period={period}"):
        Periodicity(preperiod, period)


def _eventually_periodic(prefix: list[int], block: list[int], length: int) -> np.ndarray:
    tail = (block * (length // len(block) + 1))[: length - len(prefix)]
    return np.array(prefix + tail)


@settings(max_examples=100)
@given(
    prefix=st.lists(st.integers(0, 3), max_size=12),
    block=st.lists(st.integers(0, 3), min_size=1, max_size=8),
    reach=st.integers(0, 6),
)
def test_search_finds_the_least_pair_of_a_long_sequence(prefix, block, reach):
    values = _eventually_periodic(prefix, block, 400)
    # The least period and preperiod, by brute force over the whole (long) array.
    period = next(q for q in range(1, 9) if np.array_equal(values[20 + q:], values[20:-q]))
    n0 = 20
    while n0 > 0 and values[n0 - 1] == values[n0 - 1 + period]:
        n0 -= 1
    # Any sequence will do for the octal test here: a pair it accepts leaves at least half the
    # 400 values periodic, too many for a shorter spurious period (Fine and Wilf). The
    # subtraction test assumes the sequence comes from a subtraction game (see
    # test_subtraction.py), as its window may be short.
    assert find_periodicity(values, rule="octal", reach=reach) == Periodicity(n0, period)


def test_search_needs_the_whole_window():
    # Period 3 from 0 (0,1,2 repeated). The subtraction test with reach 4 needs
    # n0 + p + reach = 7 values; the octal test 2*n0 + 2*p + reach = 10.
    values = np.array([0, 1, 2] * 4)
    assert find_periodicity(values[:6], rule="subtraction", reach=4) is None
    assert find_periodicity(values[:7], rule="subtraction", reach=4) == Periodicity(0, 3)
    assert find_periodicity(values[:9], rule="octal", reach=4) is None
    assert find_periodicity(values[:10], rule="octal", reach=4) == Periodicity(0, 3)


@pytest.mark.parametrize("kwargs, words", [
    ({"rule": "hex", "reach": 1}, "rule 'hex'"),
    ({"rule": "octal", "reach": -1}, "reach -1"),
])
def test_search_refuses_bad_arguments(kwargs, words):
    with pytest.raises(cgt.InvalidValueError, match=words):
        find_periodicity(np.zeros(5), **kwargs)


def test_not_proven_message():
    assert not_proven_message(1000) == "not proven up to 1000"
    assert KAYLES.describe_periodicity(100) == "not proven up to 100"
    assert KAYLES.describe_periodicity(1000) == "preperiod 71, period 12"


def test_proof_needs_enough_heaps():
    # Kayles: 2*71 + 2*12 + 2 = 168 values are needed by the octal periodicity theorem.
    game = OctalGame("0.77")
    assert game.periodicity(167) is None
    assert game.periodicity(168) == Periodicity(71, 12)
    assert game.periodicity(167) is None  # a smaller limit is not answered from the cache


@pytest.mark.parametrize("limit", [0, -3, 1.5, True, 2**31])
def test_limit_must_be_sensible(limit):
    with pytest.raises(cgt.InvalidValueError, match="limit="):
        KAYLES.periodicity(limit)


def test_huge_heaps_from_the_period():
    game = OctalGame("0.77")
    assert game.periodicity(1000) is not None
    row = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]  # Winning Ways' Kayles row, indexed by n mod 12
    # 10**18 is far beyond any table (MAX_TABLE): the value can only come from the period.
    assert cgt.grundy(game, 10**18) == row[10**18 % 12]
    assert cgt.grundy(game, (10**18, 10**18 + 1, 5)) == row[10**18 % 12] ^ row[(10**18 + 1) % 12] ^ 4
    assert DAWSONS_KAYLES.grundy_value(10**18 + 7) == DAWSONS_KAYLES.grundy_value(53 + (10**18 + 7 - 53) % 34)


def test_huge_heap_tries_the_default_limit_itself():
    game = SubtractionGame({1, 3, 4})
    assert cgt.grundy(game, 10**30) == [0, 1, 0, 1, 2, 3, 2][10**30 % 7]


@given(st.lists(st.integers(0, 3), min_size=1, max_size=300), st.sampled_from(["octal", "subtraction"]),
       st.integers(0, 4))
@settings(max_examples=200, deadline=None)
def test_period_scan_interpreted_equals_the_kernel(values, rule, reach):
    # A short sequence is scanned interpreted while numba is not loaded: the same source, two runs.
    from cgt.impartial import periodicity
    from cgt._kernels.heap import find_period_compiled
    from cgt._kernels.period import find_period

    coef = periodicity._COEF[rule]
    assert find_period(values, coef, reach) == find_period_compiled(np.array(values, np.int64), coef, reach)
