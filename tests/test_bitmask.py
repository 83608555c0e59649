"""The generic numba bitmask engine: two rulesets and a Nim heap on it, its checks, its cache.

KaylesStrip is the engine's second ruleset (masks shrink, jump chess's grow):
its table must equal the nim-sum of Kayles heap values over the runs of pins,
computed by the textbook recursion in tests/naive.py.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numba
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt.bitmask import grundy_table
from cgt.games import JumpChess, KaylesStrip
from naive import naive_kayles


def runs_value(mask: int) -> int:
    """Nim-sum of naive Kayles values over the runs of set bits of `mask`."""
    value, run = 0, 0
    while mask or run:
        if mask & 1:
            run += 1
        else:
            value ^= naive_kayles(run)
            run = 0
        mask >>= 1
    return value


@pytest.mark.parametrize("width", [*range(1, 13), 16])
def test_kayles_strip_table_is_the_nim_sum_over_runs(width):
    table = KaylesStrip(width).grundy_table()
    assert table.dtype == np.uint8 and len(table) == 1 << width
    assert table.tolist() == [runs_value(m) for m in range(1 << width)]


def test_kayles_strip_runs_match_the_octal_game_kayles():
    # Kayles is the octal game 0.77 (Winning Ways, ch. 4); cgt.games.KAYLES computes it by its own kernel.
    table = KaylesStrip(16).grundy_table()
    heaps = cgt.games.KAYLES.grundy_sequence(17)
    assert [int(table[(1 << n) - 1]) for n in range(17)] == heaps.tolist()


@pytest.mark.parametrize("width", range(1, 11))
def test_kayles_strip_solver_matches_table(width):
    game = KaylesStrip(width)
    table = game.grundy_table()
    assert [cgt.grundy(game, m) for m in range(1 << width)] == table.tolist()
    if width <= 8:
        brute = cgt.OptionsOnly(game)
        assert [cgt.grundy(brute, m) for m in range(1 << width)] == table.tolist()


def test_kayles_strip_options_follow_the_rules():
    game = KaylesStrip(6)
    for mask in range(1 << 6):
        pins = {c for c in range(6) if mask >> c & 1}
        expected = {mask ^ (1 << c) for c in pins} | {mask ^ (3 << c) for c in pins if c + 1 in pins}
        options = game.options(mask)
        assert set(options) == expected and len(options) == len(expected)


K16 = KaylesStrip(16)


@given(st.integers(0, (1 << 16) - 1))
def test_kayles_strip_winning_moves(mask):
    # Found run by run through decompose/recompose; must be every option of value 0.
    table = K16.grundy_table()
    expected = sorted(q for q in K16.options(mask) if table[q] == 0)
    assert sorted(cgt.winning_moves(K16, mask)) == expected


@numba.njit
def _nim_heap(mask, width, slot):
    # A heap of `mask` tokens: move `slot` leaves `slot` tokens.
    return slot if slot < mask else -1


@numba.njit
def _backwards(mask, width, slot):
    # Knocks down the lowest pin: masks shrink, yet it will claim to grow.
    return mask & (mask - 1) if mask and slot == 0 else -1


@numba.njit
def _off_the_board(mask, width, slot):
    return mask | (1 << width) if slot == 0 else -1


def test_engine_is_generic_nim_heap():
    assert grundy_table(_nim_heap, 7, slots=128, order="shrinks").tolist() == list(range(128))


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: grundy_table(_backwards, 4, slots=1, order="grows"), cgt.InvalidValueError,
         "breaks its declared order 'grows': from mask 0b1111, option 0b1110 is not larger"),
        (lambda: grundy_table(_off_the_board, 4, slots=1, order="grows"), cgt.InvalidValueError,
         "option 31 is not a mask of 4 cells"),
        (lambda: grundy_table(_nim_heap, 9, slots=512, order="shrinks"), cgt.InvalidValueError,
         "mask 0b100000000 has Grundy value 256"),
        (lambda: grundy_table(lambda m, w, s: -1, 4, slots=1, order="grows"), cgt.NotAGameError,
         "not a numba.njit function"),
        (lambda: grundy_table(_nim_heap, 4, slots=4, order="up"), cgt.InvalidValueError, "order 'up'"),
        (lambda: grundy_table(_nim_heap, 4, slots=-1, order="grows"), cgt.InvalidValueError, "slots -1"),
        (lambda: grundy_table(_nim_heap, 4.0, slots=4, order="grows"), cgt.InvalidValueError, "width 4.0"),
        (lambda: grundy_table(_nim_heap, 63, slots=4, order="grows"), cgt.InvalidValueError, "outside 0..62"),
        (lambda: grundy_table(_nim_heap, 45, slots=4, order="grows"), cgt.InvalidValueError,
         r"needs 32\.0 TiB \(one byte per mask\) but only .* available; widths up to \d+ fit here"),
        (lambda: KaylesStrip(width=0), cgt.InvalidValueError, "width 0"),
        (lambda: KaylesStrip(4).options(16), cgt.InvalidPositionError, "16 is not a position of KaylesStrip"),
    ],
)
def test_engine_refuses_by_name(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_kayles_strip_protocol():
    assert KaylesStrip(width=8) == KaylesStrip(width=8) != KaylesStrip(width=9)
    assert repr(KaylesStrip(width=8)) == "KaylesStrip(width=8)"
    assert eval(repr(KaylesStrip(width=8)), {"KaylesStrip": KaylesStrip}) == KaylesStrip(width=8)
    assert KaylesStrip(7).strip(0b1110111) == "xxx.xxx"
    assert cgt.winning_moves(KaylesStrip(7), 0b1110111) == []


SCRIPT = """
import sys, warnings
warnings.simplefilter("error")  # numba's 'cannot cache' warning would fail the run
import cgt
assert "numba" not in sys.modules, "import cgt imported numba"
cgt.games.JumpChess(width=30).evaluate((1, 2, 3))
cgt.contest.solve_hdu5724(cgt.contest.parse_hdu5724("1 1 1 5"))
assert "numba" not in sys.modules, "the staircase method imported numba"
cgt.games.KaylesStrip(width=6).grundy_table()
from cgt import _bitmask_kernels as k
stats = k._specialize(k._kayles_strip_move).stats
print(sum(stats.cache_hits.values()), sum(stats.cache_misses.values()))
"""


def test_numba_is_lazy_and_fills_are_cached_on_disk(tmp_path):
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path))
    runs = [
        subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300)
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
    assert runs[0].stdout.split() == ["0", "1"]  # compiled, then saved
    assert runs[1].stdout.split() == ["1", "0"]  # loaded from the disk cache


def test_jump_chess_table_on_the_engine_is_brute_force():
    # Same engine, other ruleset: spot values of the width-3 table by hand.
    # xx. -> x.x (value 1) or .xx (value 0): mex = 2.
    table = JumpChess(3).grundy_table()
    assert table[0b011] == 2 and table[0b101] == 1 and table[0b110] == 0


def test_progress_is_reported_in_chunks_and_changes_nothing():
    from cgt._bitmask_kernels import _jump_chess_move

    calls: list[tuple[int, int]] = []
    width = 18
    table = grundy_table(_jump_chess_move, width, slots=width, order="grows",
                         progress=lambda done, total: calls.append((done, total)))
    assert np.array_equal(table, JumpChess(width=width).grundy_table())
    assert len(calls) == 4  # 2**18 masks in chunks of 2**16 (the smallest chunk)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls) and calls[-1] == (2**width, 2**width)


def test_check_table_width_is_the_check_grundy_table_makes():
    assert cgt.bitmask.check_table_width(12) == 12
    with pytest.raises(cgt.InvalidValueError, match=r"width 70 is outside 0\.\.62"):
        cgt.bitmask.check_table_width(70, "here")
