"""Subtraction games: finite sets, all-but sets, Fibonacci and powers of two."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import SubtractionGame
from naive import naive_grundy, naive_heap_values, naive_heaps_options, naive_subtraction_moves

FIBONACCI = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377}

finite_sets = st.sets(st.integers(1, 9), max_size=4)


def test_one_three_four():
    # S = {1, 3, 4}: values 0,1,0,1,2,3,2 repeated, period 7 (Winning Ways, ch. 4; Berlekamp,
    # Conway & Guy's first subtraction-game example).
    game = SubtractionGame({1, 3, 4})
    assert game.grundy_sequence(70).tolist() == [0, 1, 0, 1, 2, 3, 2] * 10
    assert game.periodicity(100) == cgt.Periodicity(0, 7)


@pytest.mark.parametrize("m", [1, 2, 3, 7, 20, 100])
def test_take_one_to_m_is_n_mod_m_plus_1(m):
    # The closed form of "take 1..m" (Bachet's game): G(n) = n mod (m + 1).
    game = SubtractionGame(range(1, m + 1))
    n = np.arange(1000)
    assert np.array_equal(game.grundy_sequence(1000), n % (m + 1))
    assert game.periodicity(1000) == cgt.Periodicity(0, m + 1)


def test_powers_of_two_is_n_mod_3():
    # No power of two is a multiple of 3, and 1, 2 are powers of two: G(n) = n mod 3.
    game = SubtractionGame.powers_of_two()
    assert np.array_equal(game.grundy_sequence(5000), np.arange(5000) % 3)
    assert game.periodicity(5000) is None
    assert "infinite" in game.describe_periodicity(5000)


def test_fibonacci_matches_naive():
    game = SubtractionGame.fibonacci()
    assert game.subtractions_upto(400) == sorted(k for k in FIBONACCI if k <= 400)
    expected = naive_heap_values(naive_subtraction_moves(FIBONACCI.__contains__), 400)
    assert game.grundy_sequence(400).tolist() == expected


@pytest.mark.parametrize("excluded", [set(), {1}, {2, 3, 7}, {1, 2, 3, 4}, {5, 9, 10}])
def test_all_but_matches_naive(excluded):
    game = SubtractionGame.all_but(excluded)
    expected = naive_heap_values(naive_subtraction_moves(lambda k: k not in excluded), 300)
    assert game.grundy_sequence(300).tolist() == expected
    assert game.periodicity(300) is None


def test_all_but_empty_is_nim():
    assert np.array_equal(SubtractionGame.all_but(set()).grundy_sequence(100), np.arange(100))


@settings(max_examples=60)
@given(subtractions=finite_sets, n=st.integers(0, 40))
def test_single_heaps_match_brute_force(subtractions, n):
    game = SubtractionGame(subtractions)
    assert cgt.grundy(game, n) == cgt.grundy(cgt.OptionsOnly(game), (n,))


@settings(max_examples=40)
@given(excluded=finite_sets, heaps=st.lists(st.integers(0, 9), min_size=1, max_size=3))
def test_all_but_sums_match_the_rules(excluded, heaps):
    game = SubtractionGame.all_but(excluded)
    options = naive_heaps_options(naive_subtraction_moves(lambda k: k not in excluded))
    expected = naive_grundy(options, tuple(sorted(h for h in heaps if h)))
    assert cgt.grundy(game, tuple(heaps)) == expected
    assert cgt.grundy(cgt.OptionsOnly(game), tuple(heaps)) == expected


@settings(max_examples=60)
@given(subtractions=st.sets(st.integers(1, 30), min_size=1, max_size=6), short=st.integers(5, 200))
def test_window_proofs_hold_far_beyond(subtractions, short):
    # A window of max(S) repeated values proves periodicity: whatever the first `short` values
    # prove must hold on 3000 values, and be the least pair.
    game = SubtractionGame(subtractions)
    found = game.periodicity(short)
    values = SubtractionGame(subtractions).grundy_sequence(3000)
    assert values[:200].tolist() == naive_heap_values(naive_subtraction_moves(subtractions.__contains__), 200)
    if found is not None:
        n0, p = found.preperiod, found.period
        assert np.array_equal(values[n0 + p:], values[n0:-p])
        if n0 > 0:
            assert values[n0 - 1] != values[n0 - 1 + p]
        assert not any(p % q == 0 and np.array_equal(values[n0 + q:], values[n0:-q]) for q in range(1, p))
    # Finite subtraction games are always ultimately periodic; a long enough limit proves it.
    assert game.periodicity(3000) is not None


@pytest.mark.parametrize("game, text", [
    (SubtractionGame({4, 1, 3}), "SubtractionGame({1, 3, 4})"),
    (SubtractionGame(set()), "SubtractionGame(set())"),
    (SubtractionGame.all_but([7, 2, 3]), "SubtractionGame.all_but({2, 3, 7})"),
    (SubtractionGame.fibonacci(), "SubtractionGame.fibonacci()"),
    (SubtractionGame.powers_of_two(), "SubtractionGame.powers_of_two()"),
])
def test_repr_is_evaluable(game, text):
    assert repr(game) == text
    assert eval(text, {"SubtractionGame": SubtractionGame}) == game


def test_kinds_are_distinct_games():
    assert SubtractionGame({1, 2}) != SubtractionGame.all_but({1, 2})
    assert SubtractionGame.fibonacci() != SubtractionGame.powers_of_two()
    assert len({SubtractionGame({1, 2}), SubtractionGame([2, 1]), SubtractionGame.all_but({1, 2})}) == 2


@pytest.mark.parametrize("bad, where", [([1, 0], "0 in [1, 0]"), ({-2}, "-2"), ([1.5], "1.5"), ([True], "True")])
def test_bad_subtractions_are_refused(bad, where):
    with pytest.raises(cgt.InvalidValueError, match="not a positive integer") as info:
        SubtractionGame(bad)
    assert where in str(info.value)
    with pytest.raises(cgt.InvalidValueError):
        SubtractionGame.all_but(bad)


def test_a_string_is_not_a_set():
    with pytest.raises(cgt.InvalidValueError, match="'134' is not a collection"):
        SubtractionGame("134")
