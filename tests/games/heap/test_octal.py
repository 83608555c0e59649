"""Octal games and Grundy's game: codes, rules, sequences, published values and periods."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from naive import (
    naive_grundy,
    naive_grundys_game_moves,
    naive_heap_values,
    naive_heaps_options,
    naive_octal_moves,
)

# Kayles, 0.77: Winning Ways, ch. 4, table of Kayles values (also Guy & Smith
# 1956; OEIS A002186). Checked here against the naive oracle as well.
KAYLES_FIRST = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
]
# Winning Ways prints Kayles in rows of 12 by n mod 12; from n = 72 on every row is this one.
# (The last irregular value is G(70) = 6, so the period starts at 71.)
KAYLES_ROW = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]
# Grundy's game: OEIS A002188 (Guy & Smith 1956, table 4).
GRUNDY_FIRST = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
]
# Dawson's chess, 0.137: OEIS A002187 (Guy & Smith 1956), through its last exception at 51.
DAWSONS_CHESS_FIRST = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
]

CODES = ["0.77", "0.07", "0.137", "4.07", "0.1377", "0.7777", "0.6", "0.16", "4.0", "0.04", "0.51", "0.333"]

octal_codes = st.builds(
    lambda d0, digits: f"{d0}." + "".join(map(str, digits)),
    st.sampled_from([0, 4]),
    st.lists(st.integers(0, 7), min_size=1, max_size=4),
)


def test_named_games_have_their_codes():
    assert (KAYLES.code, DAWSONS_KAYLES.code, DAWSONS_CHESS.code) == ("0.77", "0.07", "0.137")


@pytest.mark.parametrize("code, canonical", [
    ("0.77", "0.77"), (".77", "0.77"), (" .07 ", "0.07"), ("4.07", "4.07"), ("0.770", "0.77"), ("0.0", "0.0"),
])
def test_code_forms_are_equal_and_canonical(code, canonical):
    game = OctalGame(code)
    assert game.code == canonical
    assert game == OctalGame(canonical) and hash(game) == hash(OctalGame(canonical))
    assert eval(repr(game), {"OctalGame": OctalGame}) == game


@pytest.mark.parametrize("code, words", [
    ("0.g", ["'0.g'", "character 'g'", "position 2", "removing 1 token"]),
    ("0.77z", ["'0.77z'", "character 'z'", "position 4", "removing 3 tokens"]),
    ("0.", ["'0.'", "no digits after the point"]),
    ("xyz", ["'xyz'", "character 'x'", "position 0"]),
    ("1.2.3", ["'1.2.3'", "second point", "position 3"]),
    ("", ["''", "empty"]),
    ("77", ["'77'", "no point"]),
    ("12.3", ["'12.3'", "character '1' at position 0", "one digit before the point"]),
    ("2.07", ["'2.07'", "digit 2 before the point"]),
    ("1.07", ["'1.07'", "digit 1 before the point"]),
])
def test_malformed_codes_say_what_is_wrong(code, words):
    with pytest.raises(cgt.InvalidOctalCodeError) as info:
        OctalGame(code)
    assert isinstance(info.value, cgt.InvalidValueError) and isinstance(info.value, ValueError)
    for word in words:
        assert word in str(info.value)


def test_code_must_be_text():
    with pytest.raises(cgt.InvalidOctalCodeError, match="float"):
        OctalGame(0.77)


@pytest.mark.parametrize("code", CODES)
def test_heap_moves_follow_the_digits(code):
    game, naive = OctalGame(code), naive_octal_moves(code)
    for n in range(16):
        assert sorted(left for _, left in game.heap_moves(n)) == sorted(naive(n)), n


def test_removed_counts_match_the_digit_positions():
    # 0.137: digit 1 (k=1) only takes a lone token, digit 3 (k=2) takes 2 from the end,
    # digit 7 (k=3) may split.
    assert list(DAWSONS_CHESS.heap_moves(1)) == [(1, ())]
    assert list(DAWSONS_CHESS.heap_moves(5)) == [(2, (3,)), (3, (2,)), (3, (1, 1))]
    # 4.07 splits without taking anything.
    assert (0, (2, 3)) in list(OctalGame("4.07").heap_moves(5))


@pytest.mark.parametrize("code", CODES)
def test_numba_sequence_matches_naive_oracle(code):
    expected = naive_heap_values(naive_octal_moves(code), 250)
    assert OctalGame(code).grundy_sequence(250).tolist() == expected


def test_sequence_is_extended_not_restarted():
    game = OctalGame("0.1377")
    first = game.grundy_sequence(100)
    assert np.array_equal(game.grundy_sequence(300)[:100], first)
    assert game.grundy_sequence(300).tolist() == naive_heap_values(naive_octal_moves("0.1377"), 300)


def test_grundys_game_obeys_its_recurrence_past_value_64():
    # Values reach 64 at n = 4019, where the kernel leaves its one-register fast path. Every
    # value is checked to be the mex of its options' values read from the table itself, which
    # by induction proves the whole table (the naive oracle would be too slow this far).
    values = GrundysGame().grundy_sequence(4300)
    assert values.max() >= 64
    assert values[:300].tolist() == naive_heap_values(naive_grundys_game_moves, 300)
    for n in range(3, 4300):
        a = np.arange(1, (n + 1) // 2)
        seen = set((values[a] ^ values[n - a]).tolist())
        assert values[n] == min(set(range(len(seen) + 1)) - seen), n


def test_kayles_published_values():
    assert KAYLES.grundy_sequence(len(KAYLES_FIRST)).tolist() == KAYLES_FIRST
    values = KAYLES.grundy_sequence(2000)
    assert all(values[n] == KAYLES_ROW[n % 12] for n in range(72, 2000))
    assert values[70] != values[70 + 12]


def test_kayles_period():
    # Kayles: period 12, last exception at 70 (Guy & Smith 1956; Winning Ways, ch. 4).
    assert KAYLES.periodicity(1000) == cgt.Periodicity(preperiod=71, period=12)


def test_dawsons_kayles_and_chess_periods():
    # Period 34 (Guy & Smith 1956; Winning Ways, ch. 4). Dawson's chess 0.137 has its last
    # exception at 51 (OEIS A002187), so periodicity from 52; Dawson's Kayles 0.07 is the same
    # sequence shifted by one heap, so from 53.
    assert DAWSONS_CHESS.periodicity(1000) == cgt.Periodicity(52, 34)
    assert DAWSONS_KAYLES.periodicity(1000) == cgt.Periodicity(53, 34)
    chess = DAWSONS_CHESS.grundy_sequence(500)
    kayles = DAWSONS_KAYLES.grundy_sequence(501)
    assert np.array_equal(kayles[1:], chess)
    assert chess[: len(DAWSONS_CHESS_FIRST)].tolist() == DAWSONS_CHESS_FIRST


def test_double_kayles_and_0_1377_periods():
    # OEIS A071074 (Double Kayles, 0.7777) and A071434 (0.1377): period 24, last exceptions at
    # 141 and 140 (Winning Ways, ch. 4, p. 98 and p. 102). A071434: a(2n-1) = a(2n) = Kayles(n).
    assert OctalGame("0.7777").periodicity(2000) == cgt.Periodicity(142, 24)
    assert OctalGame("0.1377").periodicity(2000) == cgt.Periodicity(141, 24)
    values = OctalGame("0.1377").grundy_sequence(401)
    kayles = KAYLES.grundy_sequence(201)
    assert all(values[2 * n - 1] == values[2 * n] == kayles[n] for n in range(1, 201))


def test_unsolved_octal_games_are_not_proven():
    # 0.6 and 0.16 are famous unsolved octal games (Winning Ways, ch. 4, "unsolved").
    for code in ("0.6", "0.16"):
        game = OctalGame(code)
        assert game.periodicity(3000) is None
        assert game.describe_periodicity(3000) == "not proven up to 3000"


@settings(max_examples=40)
@given(code=octal_codes, short=st.integers(10, 400))
def test_proven_periods_hold_far_beyond_the_proof(code, short):
    # The octal periodicity theorem, checked: whatever the first `short` values prove
    # must hold for all 2500 computed values.
    game = OctalGame(code)
    found = game.periodicity(short)
    if found is not None:
        values = OctalGame(code).grundy_sequence(2500)
        n0, p = found.preperiod, found.period
        assert np.array_equal(values[n0 + p:], values[n0:-p])
        # ... and it is the least pair: the period does not start earlier, nor is shorter.
        if n0 > 0:
            assert values[n0 - 1] != values[n0 - 1 + p]
        assert not any(
            p % q == 0 and np.array_equal(values[n0 + q:], values[n0:-q]) for q in range(1, p)
        )


@settings(max_examples=60)
@given(code=octal_codes, n=st.integers(0, 14))
def test_single_heaps_match_brute_force(code, n):
    game = OctalGame(code)
    assert cgt.grundy(game, (n,)) == cgt.grundy(cgt.OptionsOnly(game), (n,))


@settings(max_examples=40)
@given(code=octal_codes, heaps=st.lists(st.integers(0, 7), min_size=2, max_size=3))
def test_sums_of_heaps_match_the_rules_without_sprague_grundy(code, heaps):
    game = OctalGame(code)
    position = tuple(sorted(heaps))
    expected = naive_grundy(naive_heaps_options(naive_octal_moves(code)), tuple(h for h in position if h))
    assert cgt.grundy(game, position) == expected
    assert cgt.grundy(cgt.OptionsOnly(game), position) == expected


def test_grundys_game_values_and_no_period():
    game = GrundysGame()
    assert game.grundy_sequence(len(GRUNDY_FIRST)).tolist() == GRUNDY_FIRST
    assert game.periodicity(5000) is None
    assert "not proven up to 5000" in game.describe_periodicity(5000)
    assert game == GrundysGame() and eval(repr(game), {"GrundysGame": GrundysGame}) == game
    for n in range(12):
        assert cgt.grundy(game, n) == cgt.grundy(cgt.OptionsOnly(game), (n,))


def test_huge_heap_without_period_is_refused_clearly():
    with pytest.raises(cgt.InvalidValueError, match=r"heap 10{18} of GrundysGame\(\) is too large"):
        cgt.grundy(GrundysGame(), 10**18)
