"""The generic numba bitmask engine: two rulesets and a Nim heap on it, its checks, its cache.

KaylesStrip is the engine's second ruleset (masks shrink, jump chess's grow):
its table must equal the nim-sum of Kayles heap values over the runs of pins,
computed by the textbook recursion in tests/naive.py. The options kernels (the
fast form) are checked against the move kernels (one slot at a time) and the
naive rules on every mask of widths <= 14, and the parallel fill against the
serial one bit for bit.
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
from cgt._kernels import bitmask as kernels
from cgt.impartial.bitmask import BitmaskGame, grundy_table
from cgt.games import JumpChess, KaylesStrip
from naive import naive_cells, naive_jump_options, naive_kayles


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
         r"from mask 0b1111, the kernel returns option 0b11111, which is off the board: "
         r"masks of 4 cells are 0 \.\. 2\*\*4 - 1"),
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
cgt.cli.contest.solve_hdu5724(cgt.cli.contest.parse_hdu5724("1 1 1 5"))
assert "numba" not in sys.modules, "the staircase method imported numba"
cgt.games.KaylesStrip(width=6).grundy_table()
from cgt._kernels import bitmask as k
stats = k.specialize(k.kayles_strip_options, "options").stats
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
    from cgt._kernels.bitmask import jump_chess_move

    calls: list[tuple[int, int]] = []
    width = 18
    table = grundy_table(jump_chess_move, width, slots=width, order="grows",
                         progress=lambda done, total: calls.append((done, total)))
    assert np.array_equal(table, JumpChess(width=width).grundy_table())
    assert len(calls) == 4  # 2**18 masks in chunks of 2**16 (the smallest chunk)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls) and calls[-1] == (2**width, 2**width)


def test_progress_of_a_parallel_fill_counts_every_mask_once():
    calls: list[tuple[int, int]] = []
    width = 18
    table = JumpChess(width).grundy_table(workers=2, progress=lambda d, t: calls.append((d, t)))
    assert np.array_equal(table, JumpChess(width).grundy_table(workers=1))
    # Levels are whole: each report comes after at least 2**16 more masks, the last one says all.
    done = [d for d, _ in calls]
    assert done == sorted(done) and calls[-1] == (2**width, 2**width)
    assert all(b - a >= 1 << 16 for a, b in zip([0] + done[:-2], done[:-1]))


def test_check_table_width_is_the_check_grundy_table_makes():
    assert cgt.impartial.bitmask.check_table_width(12) == 12
    with pytest.raises(cgt.InvalidValueError, match=r"width 70 is outside 0\.\.62"):
        cgt.impartial.bitmask.check_table_width(70, "here")


# --- options kernels, parallel fills, BitmaskGame subclasses -----------------------------------

def kernel_options(kernel, mask: int, width: int) -> list[int]:
    return [int(q) for q in kernel(mask, width)]


def move_options(kernel, mask: int, width: int, slots: int) -> list[int]:
    return [q for q in (kernel(mask, width, s) for s in range(slots)) if q >= 0]


@pytest.mark.parametrize("width", range(1, 15))
def test_jump_chess_options_kernel_is_the_move_kernel_on_every_mask(width):
    for mask in range(1 << width):
        fast = kernel_options(kernels.jump_chess_options, mask, width)
        assert len(set(fast)) == len(fast)
        assert sorted(fast) == sorted(move_options(kernels.jump_chess_move, mask, width, width)), bin(mask)


@pytest.mark.parametrize("width", range(1, 9))
def test_jump_chess_options_kernel_follows_the_naive_rules(width):
    # tests/naive.py moves pieces on a tuple of cells, with no bit tricks at all.
    for mask in range(1 << width):
        fast = kernel_options(kernels.jump_chess_options, mask, width)
        assert sorted(naive_cells(q, width) for q in fast) == sorted(naive_jump_options(naive_cells(mask, width)))


@pytest.mark.parametrize("width", range(1, 15))
def test_kayles_options_kernel_is_the_move_kernel_on_every_mask(width):
    game = KaylesStrip(width)
    for mask in range(1 << width):
        fast = kernel_options(kernels.kayles_strip_options, mask, width)
        slow = move_options(kernels.kayles_strip_move, mask, width, 2 * width - 1)
        assert fast == slow == game.options(mask), bin(mask)  # one pin first, then pairs, low columns first


def checksum(table: np.ndarray) -> int:
    weights = np.arange(len(table), dtype=np.uint64) % np.uint64(251) + np.uint64(1)
    return int(np.sum(table.astype(np.uint64) * weights, dtype=np.uint64))


@pytest.mark.parametrize(
    "game, kernel, slots, order",
    [(JumpChess, kernels.jump_chess_move, lambda w: w, "grows"),
     (KaylesStrip, kernels.kayles_strip_move, lambda w: 2 * w - 1, "shrinks")],
)
def test_options_tables_are_the_move_kernel_tables(game, kernel, slots, order):
    for width in [*range(1, 15), 20]:
        fast = game(width).grundy_table(workers=1)
        slow = grundy_table(kernel, width, slots=slots(width), order=order)
        assert np.array_equal(fast, slow), width
        if width == 20:
            assert checksum(fast) == checksum(slow) and checksum(fast) > 0


def test_parallel_fill_is_the_serial_fill_bit_for_bit_at_width_24():
    serial = JumpChess(24).grundy_table(workers=1)
    parallel = JumpChess(24).grundy_table(workers=2)
    assert np.array_equal(serial, parallel)
    assert checksum(parallel) == 5601567221  # also printed by benchmarks/jumpchess*.c for width 24


@pytest.mark.parametrize("width", [16, 17])
def test_parallel_kayles_strip_is_the_nim_sum_over_runs(width):
    table = KaylesStrip(width).grundy_table(workers=2)
    assert np.array_equal(table, KaylesStrip(width).grundy_table(workers=1))
    sample = range(0, 1 << width, 37)
    assert [int(table[m]) for m in sample] == [runs_value(m) for m in sample]


def test_workers_one_and_narrow_tables_are_serial_and_equal():
    # Below PARALLEL_MIN_WIDTH the fill is serial whatever workers says; the table is the same.
    w = cgt.impartial.bitmask.PARALLEL_MIN_WIDTH - 1
    assert np.array_equal(JumpChess(w).grundy_table(workers=2), JumpChess(w).grundy_table(workers=1))


@numba.njit
def _negative_option(mask, width):
    if mask == 3:
        yield -5


@numba.njit
def _not_a_generator(mask, width):
    return mask


@numba.njit
def _three_arguments(mask, width, extra):
    yield mask


@numba.njit
def _yields_a_tuple(mask, width):
    yield (1, 2)


@pytest.mark.parametrize(
    "call, error, message",
    [
        # A wrong rank: one per cell, but a jump keeps the number of pieces.
        (lambda: grundy_table(kernels.jump_chess_options, 16, order="grows", weights=[1] * 16, workers=2),
         cgt.InvalidValueError,
         r"from mask 0b[01]{16} of rank 15, option 0b[01]{16} has rank 15: "
         r"the kernel breaks its declared weights, the rank of an option must be larger"),
        (lambda: grundy_table(_negative_option, 3, order="shrinks"), cgt.InvalidValueError,
         r"from mask 0b011, the kernel returns option -5, which is off the board"),
        (lambda: grundy_table(_not_a_generator, 3, order="shrinks"), cgt.NotAGameError,
         r"kernel '_not_a_generator' is not a generator: an options kernel yields the options of a mask "
         r"\(or give slots=N for a move kernel\(mask, width, slot\)\)"),
        (lambda: grundy_table(_three_arguments, 3, order="shrinks"), cgt.NotAGameError,
         r"kernel '_three_arguments' does not compile as an options kernel kernel\(mask, width\) "
         r"yielding int options: numba says: "),
        (lambda: grundy_table(_yields_a_tuple, 3, order="shrinks"), cgt.NotAGameError,
         r"kernel '_yields_a_tuple' does not compile as an options kernel"),
        (lambda: grundy_table(kernels.jump_chess_options, 3, order="grows", slots=3), cgt.NotAGameError,
         r"does not compile as a move kernel kernel\(mask, width, slot\) -> option or -1 \(given slots\)"),
        (lambda: grundy_table(kernels.jump_chess_options, 3, order="grows", weights=[1, 2]),
         cgt.InvalidValueError, r"weights \[1, 2\] are not 3 integers >= 0, one per cell"),
        (lambda: grundy_table(kernels.jump_chess_options, 3, order="grows", workers=0),
         cgt.InvalidValueError, "workers 0 is not None or an integer >= 1"),
        (lambda: grundy_table("cgt._kernels.bitmask:nothing", 3, order="grows"),
         cgt.NotAGameError, "kernel 'cgt._kernels.bitmask:nothing' cannot be imported"),
    ],
)
def test_kernel_errors_are_cgt_errors_naming_the_fault(call, error, message):
    with pytest.raises(error, match=message) as info:
        call()
    assert isinstance(info.value, cgt.CgtError) and "\n" not in str(info.value)


@numba.njit(cache=True)
def _slide_left(mask, width):
    # A piece slides one cell towards column 1 onto an empty cell.
    movers = mask & ~(mask << 1) & ~1  # pieces whose left neighbour is empty, not on column 1
    while movers:
        piece = movers & -movers
        movers ^= piece
        yield mask ^ piece ^ (piece >> 1)


class SlideLeft(BitmaskGame, kernel=_slide_left, order="shrinks", weights=lambda w: range(1, w + 1)):
    """A subclass with only class keywords: options and table both come from the kernel."""


def test_a_subclass_with_keywords_gets_options_and_a_table():
    # The table (kernel, parallel levels) against the solver's brute force on the kernel's options.
    g = SlideLeft(8)
    assert g.options(0b0110) == [0b0101]
    assert g.options(0b1010) == [0b1001, 0b0110]
    table = g.grundy_table()
    assert [cgt.grundy(cgt.OptionsOnly(g), m) for m in range(256)] == table.tolist()


class NoKernel(BitmaskGame):
    pass


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: NoKernel(4).grundy_table(), cgt.NotAGameError,
         r"NoKernel has no kernel; attach one with class keywords: class NoKernel\(BitmaskGame, kernel=\.\.\."),
        (lambda: NoKernel(4).options(3), cgt.NotAGameError, "NoKernel has no kernel"),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=len, order="grows"), cgt.NotAGameError,
         r"class Bad\(BitmaskGame\): kernel <built-in function len> is neither a numba.njit function"),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=_slide_left, order="up"),
         cgt.InvalidValueError, "order 'up' is not one of"),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=_slide_left, order="grows", weights=[1, 2]),
         cgt.InvalidValueError, r"weights \[1, 2\] is not a function of the width"),
        (lambda: type("Bad", (BitmaskGame,), {}, order="grows"), cgt.InvalidValueError, "need a kernel="),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=_negative_option, order="shrinks")(3).options(3),
         cgt.InvalidValueError, "returns option -5, which is off the board"),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=_three_arguments, order="shrinks")(3).options(1),
         cgt.NotAGameError, "'_three_arguments' does not compile as an options kernel"),
        (lambda: type("Bad", (BitmaskGame,), {}, kernel=_not_a_generator, order="shrinks")(3).grundy_table(),
         cgt.NotAGameError, "'_not_a_generator' is not a generator"),
    ],
)
def test_bitmask_game_declarations_are_checked(call, error, message):
    with pytest.raises(error, match=message):
        call()


CACHED_KERNEL = """
import sys, cgt
from cgt._kernels import bitmask as k
assert list(k.jump_chess_options(0b0101, 4)) == [0b0110, 0b1001]  # 2nd run: loaded from the disk cache
if sys.argv[1] == "fill":  # the fill is not cached yet: it must compile around the cached generator
    print(cgt.games.JumpChess(width=4).grundy_table(workers=1).tolist())
"""


def test_a_fill_compiles_after_its_generator_kernel_was_loaded_from_the_disk_cache(tmp_path):
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path))
    for arg in ("kernel", "fill"):
        run = subprocess.run([sys.executable, "-c", CACHED_KERNEL, arg], env=env, capture_output=True,
                             text=True, timeout=300)
        assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split("\n")[0] == str(JumpChess(4).grundy_table().tolist())
