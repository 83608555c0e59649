"""Staircase Nim and the reduction of jump chess to it, proved against brute force.

The closed form (nim-sum of the odd steps) is checked against the staircase
game's own brute force on random staircases; the reduction is checked to be an
isomorphism of games (same options, move for move) on every row of width <= 10,
and its values against brute-force jump chess and the numba table on every
row of width <= 12.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt.games import JumpChess
from cgt.games.strip.staircase import (
    Staircase,
    StaircaseMove,
    row_grundy,
    row_move,
    row_to_staircase,
    rows_grundy,
    staircase_grundy,
    staircase_moves,
    staircase_to_row,
)
from naive import naive_cells, naive_grundy, naive_jump_options

# One brute-force view for the whole module: its cache is shared by every example.
BRUTE_STAIRCASE = cgt.OptionsOnly(Staircase())

# Small enough that the brute force of every position below one stays quick.
staircases = st.lists(st.integers(0, 4), min_size=1, max_size=5).map(tuple)


def brute_staircase(coins: tuple[int, ...]) -> int:
    return cgt.grundy(BRUTE_STAIRCASE, coins)


@given(staircases)
def test_closed_form_is_the_brute_force_value(coins):
    assert staircase_grundy(coins) == brute_staircase(coins)


@given(staircases, st.integers(0, 8))
def test_moves_to_a_value_are_exactly_the_options_of_that_value(coins, target):
    found = [m.apply(coins) for m in staircase_moves(coins, target)]
    expected = [q for q in Staircase().options(coins) if brute_staircase(q) == target]
    assert sorted(found) == sorted(expected)
    assert len(set(found)) == len(found)


@given(st.lists(st.integers(0, 3), min_size=2, max_size=5).map(tuple))
def test_a_staircase_and_its_row_have_the_same_brute_force_value(coins):
    # Two independent brute forces, one per game: no closed form involved.
    row, width = staircase_to_row(coins)
    assert cgt.grundy(cgt.OptionsOnly(JumpChess(width)), row) == brute_staircase(coins)


@given(st.lists(st.integers(0, 40), min_size=2, max_size=40).map(tuple))
def test_staircase_to_row_inverts_row_to_staircase(coins):
    row, width = staircase_to_row(coins)
    assert width == sum(coins) + len(coins) - 1
    assert row_to_staircase(row, width) == coins
    assert bin(row).count("1") == sum(coins)


@pytest.mark.parametrize("width", range(1, 11))
def test_reduction_is_an_isomorphism_of_games(width):
    # Every jump-chess move is a staircase move and vice versa, so the two
    # games are the same game: values, outcomes and winning moves all agree.
    game = JumpChess(width)
    stair = Staircase()
    for row in range(1 << width):
        coins = row_to_staircase(row, width)
        assert staircase_to_row(coins) == (row, width)
        via_row = sorted(row_to_staircase(q, width) for q in game.options(row))
        assert via_row == sorted(stair.options(coins))


@pytest.mark.parametrize("width", range(1, 11))
def test_row_move_plays_the_staircase_move(width):
    game = JumpChess(width)
    for row in range(1 << width):
        coins = row_to_staircase(row, width)
        for step in range(1, len(coins)):
            for count in range(1, coins[step] + 1):
                source, target = row_move(row, width, StaircaseMove(step, count))
                after = game.move(row, source)
                assert after >> (target - 1) & 1 and not after >> (source - 1) & 1
                assert row_to_staircase(after, width) == StaircaseMove(step, count).apply(coins)


@pytest.mark.parametrize("width", range(1, 13))
def test_closed_form_equals_brute_force_and_numba_table(width):
    # Brute force three ways: cgt's solver on OptionsOnly, the textbook
    # recursion on cell tuples (tests/naive.py), and the numba table.
    rows = np.arange(1 << width)
    brute = [cgt.grundy(cgt.OptionsOnly(JumpChess(width)), int(r)) for r in rows]
    table = JumpChess(width).grundy_table()
    closed = rows_grundy(rows, width)
    assert closed.tolist() == brute == table.tolist()
    assert [row_grundy(int(r), width) for r in rows] == brute
    if width <= 8:
        memo: dict = {}
        cells = [naive_cells(r, width) for r in rows.tolist()]
        assert [naive_grundy(naive_jump_options, c, memo) for c in cells] == brute


def test_vectorized_closed_form_on_wide_rows():
    rng = np.random.default_rng(5724)
    for width in (20, 62, 63, 64, 65, 200):
        rows = [int.from_bytes(rng.bytes(32), "little") >> (256 - width) for _ in range(200)]
        expected = [row_grundy(r, width) for r in rows]
        assert rows_grundy(rows, width).tolist() == expected
        if width <= 64:
            assert rows_grundy(np.array(rows, np.uint64), width).tolist() == expected


def test_worked_example_of_the_module_docs():
    # .x..xx... : pieces on 2, 5, 6; empty cells 9, 8, 7, 4, 3, 1 and the virtual 0.
    assert row_to_staircase(0b110010, 9) == (0, 0, 0, 2, 0, 1, 0)
    assert staircase_moves((0, 0, 0, 2, 0, 1, 0)) == [StaircaseMove(3, 1)]
    assert row_move(0b110010, 9, StaircaseMove(3, 1)) == (6, 7)


def test_contest_sample_rows():
    # HDU 5724 sample: "2 19 20" is lost for the player to move; "1 19" + "1 18" is won.
    assert row_grundy(0b11 << 18, 20) == 0
    assert row_grundy(1 << 18, 20) ^ row_grundy(1 << 17, 20) != 0


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: staircase_grundy((1, -1)), "step 1 holds -1"),
        (lambda: staircase_grundy([1, 2.0]), "step 1 holds 2.0"),
        (lambda: staircase_grundy("12"), "is not a tuple"),
        (lambda: StaircaseMove(1, 2).apply((0, 1)), "not a legal move"),
        (lambda: StaircaseMove(0, 1).apply((3,)), "not a legal move"),
        (lambda: staircase_moves((0, 1), -1), "target -1"),
        (lambda: row_to_staircase(8, 3), "8 is not a mask of width 3"),
        (lambda: row_to_staircase(True, 3), "of type bool"),
        (lambda: row_to_staircase(1, 0), "width 0"),
        (lambda: staircase_to_row(()), "width 0"),
        (lambda: staircase_to_row((0,)), "width 0"),
        (lambda: row_move(0b1, 3, StaircaseMove(1, 1)), "not a legal move"),
        (lambda: rows_grundy([1, 9], 3), "row 2: 9 is not a mask"),  # rows counted from 1
        (lambda: rows_grundy(np.array([1, -1]), 3), "row 2: -1"),
        (lambda: rows_grundy([0.5], 3), "row 1: 0.5 of type float"),
    ],
)
def test_bad_input_is_refused_by_name(call, message):
    with pytest.raises(cgt.CgtError, match=message) as info:
        call()
    assert isinstance(info.value, ValueError)


def test_staircase_game_protocol():
    s = Staircase()
    assert s == Staircase() and hash(s) == hash(Staircase())
    assert eval(repr(s), {"Staircase": Staircase}) == s
    assert cgt.winning_moves(s, (0, 3, 2)) == [(3, 0, 2)]
    assert cgt.outcome(s, (9, 0, 4)) is cgt.Outcome.P
