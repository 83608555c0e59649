"""Spawning and turning games (issue 32, item 3): CGSuite's Spawning codes and the Turning strip.

* CGSuite's GameHeapTest ("define other heap games properly": every Spawning row) and
  GameStripTest ("define Turning properly"), aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang.
* Published: Mock Turtles (the odious numbers) and Ruler (the largest power of 2 dividing n),
  Winning Ways ch. 14; Moebius (turn up to five coins), OEIS A054016.
* A naive brute force of the coin games themselves, on rows of heads and tails.
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Spawning, Turning, heap_game
from tests.naive import naive_grundy

# GameHeapTest.scala: code, options of heap 20, values of heaps 1..20.
CGSUITE_ROWS = [
    ("1-3", 191, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]),  # Mock Turtles
    ("1-9", 169766, [1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215,
                     32768, 43691]),  # Moidores
    ("3", 171, [0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]),  # Triplets
    ("1+C", 20, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]),  # Ruler
    ("1-3C(5)", 11, [1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8]),  # Mock Turtle Fives
    ("3C(5)", 6, [0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]),  # Triplet Fives
    ("1-5C", 5, [1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]),  # Ruler Fives
    ("3E", 9, [0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]),  # Turnips
    ("4FS", 9, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]),  # Grunt
    ("1+S", 2046, [1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]),  # Sym
]


@pytest.mark.parametrize("code, options, values", CGSUITE_ROWS)
def test_cgsuite_spawning_rows(code, options, values):
    game = Spawning(code)
    assert len(game.options(20)) == options
    assert game.grundy_sequence(21).tolist()[1:] == values  # the compiled fill (or the listed moves)
    assert game.values_by_definition(21)[1:] == values      # the solver on heap_moves


def test_cgsuite_turning_row():
    # GameStripTest.scala: game.strip.Turning("1-3")("htththtth").NimValue is 29.
    assert cgt.grundy(Turning("1-3"), "htththtth") == 29
    assert cgt.grundy(Turning(Spawning("1-3")), "HTTHTHTTH") == 29


def odious(k: int) -> int:
    """The k-th odious number (from k = 0): 2k or 2k + 1, whichever has an odd number of ones."""
    return 2 * k + (bin(2 * k).count("1") % 2 == 0)


def test_mock_turtles_are_the_odious_numbers_to_ten_thousand():
    values = Spawning("1-3").grundy_sequence(10_000)
    assert values[1:].tolist() == [odious(n - 1) for n in range(1, 10_000)]


def test_ruler_is_the_largest_power_of_two_dividing_n():
    values = Spawning("1+C").grundy_sequence(257)  # listed moves: O(n**2) a heap
    assert values[1:].tolist() == [n & -n for n in range(1, 257)]


# OEIS A054016 (offset 1), "smallest nonnegative integer not the Nim sum of at most 4 earlier
# terms": the Grundy function of turning at most 5 coins (Winning Ways ch. 14, Table 3: Moebius).
A054016 = [1, 2, 4, 8, 16, 31, 32, 64, 103, 128, 171, 213, 256, 301, 342, 439, 475, 494, 512, 558,
           595, 911, 1024, 1075, 1114, 1189, 1287, 1606, 1727, 1996, 2048, 2102, 2140, 2225,
           2339, 2667, 2691, 3240, 3733, 4096, 4153, 4171, 4371, 4745, 4912, 5237, 5601, 5746]


def test_moebius_is_oeis_a054016():
    assert Spawning("1-5").grundy_sequence(len(A054016) + 1)[1:].tolist() == A054016


def _naive_row_options(low: int, high: int, consecutive: bool):
    """Options of a row of coins (a tuple of 0/1, 1 = heads) when a move turns low..high coins
    (consecutive ones if asked), the rightmost of them from heads to tails."""
    def options(row: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = []
        for right, coin in enumerate(row):
            if not coin:
                continue
            for k in range(low, min(high, right + 1) + 1):
                chosen = [tuple(range(right - k + 1, right))] if consecutive else combinations(range(right), k - 1)
                for others in chosen:
                    turned = list(row)
                    for p in (*others, right):
                        turned[p] ^= 1
                    out.append(tuple(turned))
        return out
    return options


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from("ht"), min_size=0, max_size=9).map("".join))
def test_mock_turtles_and_ruler_against_the_coin_game(row):
    coins = tuple(int(c == "h") for c in row)
    memo_mock: dict = {}
    memo_ruler: dict = {}
    assert cgt.grundy(Turning("1-3"), row) == naive_grundy(_naive_row_options(1, 3, False), coins, memo_mock)
    assert cgt.grundy(Turning("1+C"), row) == naive_grundy(_naive_row_options(1, len(row), True), coins, memo_ruler)


def test_turning_options_and_winning_moves():
    game = Turning("1-2")  # Turning Turtles: Nim on the positions of the heads
    assert sorted(game.options("hh")) == sorted(["ht", "th", "tt"])  # coin 2 alone, coins 1 and 2, coin 1 alone
    for move in cgt.winning_moves(game, "hthh"):
        assert cgt.grundy(game, move) == 0
    assert cgt.grundy(game, "hthh") == 1 ^ 3 ^ 4


@pytest.mark.parametrize("code, words", [
    ("1-3X", ["'1-3X'", "character 'X' at position 3", "not a modifier"]),
    ("", ["''", "number of coins"]),
    ("1-3,", ["'1-3,'", "number of coins"]),
    ("3-1", ["'3-1'", "allows none"]),
    ("0", ["allows none"]),
    ("1-3C(", ["character 'C' at position 3", "span C(n)"]),
    ("1-3CE", ["character 'E' at position 4", "second arrangement"]),
    ("1-3, 2Z", ["character 'Z' at position 6"]),
])
def test_malformed_turning_codes(code, words):
    with pytest.raises(cgt.InvalidOctalCodeError) as info:
        Spawning(code)
    assert isinstance(info.value, ValueError)
    for word in words:
        assert word in str(info.value), str(info.value)


def test_bad_rows_and_names():
    with pytest.raises(cgt.InvalidPositionError, match="'htx'"):
        Turning("1-3").options("htx")
    assert heap_game("spawning 1-3") == Spawning("1-3") and repr(Spawning("1-3c(5)")) == "Spawning('1-3C(5)')"
    assert np.array_equal(heap_game("spawning 1+c").grundy_sequence(9), Spawning("1+C").grundy_sequence(9))


# CGSuite 2.2 printed (the headless evaluator): [game.heap.Spawning(code)(n).NimValue for n from 1 to 12].
# F (the first coin turned) as CGSuite reads it: turning one coin alone passes where its traversal
# starts at coin 1 (Sympler 1+FS, 1+F). CGSuite lists no options for the even heaps of 1+FS (its
# traversal skips the element when one coin alone fails); the values agree.
CGSUITE_22 = {
    "1+FS": [1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0],
    "1+F": [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    "2FC": [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    "3FE": [0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0],
    "1-3FC(4)": [1, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0],
    "2-3,6C": [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21],
}


@pytest.mark.parametrize("code", list(CGSUITE_22))
def test_values_cgsuite_22_printed(code):
    assert Spawning(code).grundy_sequence(13).tolist()[1:] == CGSUITE_22[code]
    assert Spawning(code).values_by_definition(13)[1:] == CGSUITE_22[code]
