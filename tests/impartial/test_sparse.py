"""The sparse-space fill, long tables, checkpoints and hexadecimal games.

Every sparse result is checked against the dense kernel (an independent
computation: it reads every split), the dense kernel against a test-local
numba oracle written the plain way, and hexadecimal games against the naive
oracle of ``naive.py``. Sizes are kept small here (20,000 heaps);
``test_sparse_reference.py`` checks the sparse fill to 100,000 heaps against
the values of an independent C program, and ``benchmarks/bench_sparse.py
--check`` runs the comparisons of this file to 100,000.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import GrundysGame, OctalGame, SubtractionGame
from cgt.impartial.sparse import RareStatistics, choose_mask, rare_counts
from naive import naive_heap_values, naive_hex_moves

# Octal games of the catalogue and the literature with a move into two heaps: those with a
# sparse space (where the automatic choice runs the sparse fill), and those without one
# (where a forced sparse fill is slower than the dense one, so they are checked on fewer heaps).
SPARSE_CODES = ["0.6", "0.16", "0.106", "0.165", "0.46", "0.56", "0.26", "0.36", "0.054", "0.1377", "4.0"]
OTHER_CODES = ["0.77", "0.07", "0.137", "4.07", "0.7777", "0.04", "0.74", "0.76", "0.344"]

# Flammenkamp, "Sprague-Grundy values of Grundy's game" (wwwhomes.uni-bielefeld.de/achim/grundy.html):
# the rare ("sparse") values of Grundy's game, bitstring m = 0111... (every bit but the lowest),
# heaps 0 to 231 as heap: value.
GRUNDY_RARE = {
    0: 0, 1: 0, 2: 0, 3: 1, 4: 0, 6: 1, 7: 0, 9: 1, 10: 0, 12: 1, 15: 1, 20: 0, 23: 0, 26: 0, 28: 1,
    31: 1, 34: 1, 37: 1, 40: 1, 43: 1, 46: 1, 49: 1, 50: 0, 52: 1, 53: 0, 55: 1, 58: 1, 61: 1,
    87: 7, 90: 7, 93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11, 164: 11, 167: 11, 176: 7,
    179: 7, 181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12, 196: 10, 231: 10,
}


def game_of(code: str) -> cgt.games.HeapGame:
    return GrundysGame() if code == "grundy" else OctalGame(code)


@pytest.mark.parametrize("code, n", [(c, 20_000) for c in [*SPARSE_CODES, "grundy"]] + [(c, 4000) for c in OTHER_CODES])
def test_sparse_equals_dense(code, n):
    dense = game_of(code).grundy_sequence(n, method="dense")
    assert np.array_equal(game_of(code).grundy_sequence(n, method="sparse"), dense)
    assert np.array_equal(game_of(code).grundy_sequence(n), dense)


octal_codes = st.builds(
    lambda d0, digits: f"{d0}." + "".join(map(str, digits)),
    st.sampled_from([0, 4]),
    st.lists(st.integers(0, 7), min_size=2, max_size=3),
)


@settings(max_examples=80, deadline=None)
@given(code=octal_codes.filter(lambda c: any(int(d) >= 4 for d in c.replace(".", ""))))
def test_sparse_equals_dense_on_random_codes(code):
    # Past the burn-in of the automatic choice (2,048 heaps), so that both its switch from
    # dense to sparse and the forced sparse fill are checked; eight codes go to 100,000
    # heaps in test_sparse_reference.py.
    dense = OctalGame(code).grundy_sequence(5000, method="dense")
    assert np.array_equal(OctalGame(code).grundy_sequence(5000, method="sparse"), dense)
    assert np.array_equal(OctalGame(code).grundy_sequence(5000), dense)


@numba.njit(cache=True)
def _plain_octal(n: int, digits: np.ndarray, unequal: bool) -> np.ndarray:
    # The definition, written the plain way: a fresh boolean array of option values per heap.
    values = np.zeros(n, np.int64)
    for h in range(n):
        seen = np.zeros(2 * h + 2, np.bool_)
        for k in range(min(len(digits), h + 1)):
            d, rest = digits[k], h - k
            if d & 1 and rest == 0:
                seen[0] = True
            if d & 2 and rest > 0:
                seen[values[rest]] = True
            if d & 4:
                for a in range(1, rest // 2 + 1):
                    if not (unequal and 2 * a == rest):
                        seen[values[a] ^ values[rest - a]] = True
        g = 0
        while seen[g]:
            g += 1
        values[h] = g
    return values


@pytest.mark.parametrize("code", ["0.6", "0.74", "0.76", "0.344", "grundy"])
def test_dense_kernel_past_63_matches_the_plain_definition(code):
    # These games pass value 63 early, where the kernel switches to its byte array.
    digits = np.array([0] if code == "grundy" else OctalGame(code).digits, np.int64)
    if code == "grundy":
        digits = np.array([4], np.int64)
    n = 4300 if code == "grundy" else 3000  # Grundy's game reaches 64 at heap 4019
    expected = _plain_octal(n, digits, code == "grundy")
    values = game_of(code).grundy_sequence(n, method="dense")
    assert values.max() > 63 and np.array_equal(values, expected)


def test_grundys_game_rare_values_are_flammenkamps():
    game = GrundysGame()
    values = game.grundy_sequence(100_000).astype(np.int64)
    heaps = np.arange(232)
    parity = np.array([bin(int(v) & ~1).count("1") % 2 for v in values[:232]])
    assert {int(h): int(values[h]) for h in heaps[parity == 0]} == GRUNDY_RARE
    stats = game.rare_statistics()
    # Flammenkamp's bitstring 0111...: every bit but the lowest, over the values that occur.
    assert stats.mask == 0b11111110 and stats.parity == -1 and values.max() < 256
    assert stats.rare_heaps == int(sum(bin(int(v) & ~1).count("1") % 2 == 0 for v in values[1:]))


def test_late_periods_from_the_literature():
    # 0.16: period 149459 from heap 105351 (Gangolli & Plambeck, "A note on periodicity in
    # some octal games", Int. J. Game Theory 18, 1989); proving it needs 2*(n0 + p) + 2
    # = 509,622 heaps, out of reach of the O(n**2) fill and about a second here.
    game = OctalGame("0.16")
    assert game.periodicity(600_000) == cgt.Periodicity(105351, 149459)
    assert game.rare_statistics() is not None and game.rare_statistics().mask != 0
    # 0.127: period 4, last exception at heap 46577 (Gangolli & Plambeck 1989; OEIS A071464).
    # Its sparse space is in the domain: splits remove 3 tokens.
    game = OctalGame("0.127")
    assert game.periodicity(200_000) == cgt.Periodicity(46578, 4)
    assert game.rare_statistics().parity == 3


# OEIS A071436 (octal game .56; offset 1, a(n) = G(n)): heaps 1 to 92.
A071436 = [
    1, 0, 2, 2, 4, 1, 1, 3, 2, 4, 4, 6, 6, 2, 1, 1, 7, 6, 8, 4, 1, 1, 6, 5, 4, 8, 1, 1, 12, 4, 5, 6,
    1, 1, 3, 12, 6, 6, 8, 9, 2, 11, 6, 6, 4, 2, 1, 1, 12, 13, 4, 10, 8, 1, 12, 12, 5, 11, 1, 16, 2, 2,
    12, 6, 1, 1, 2, 13, 12, 6, 6, 8, 1, 1, 7, 6, 11, 4, 16, 16, 6, 5, 5, 19, 1, 1, 12, 4, 14, 16, 1, 1,
]


def test_0_56_preperiod_is_326640_not_oeis_326638():
    # OEIS A071436 says period 144 with the last exception at n = 326637 (so a preperiod of
    # 326638). The values agree with its terms, but heap 326639 is an exception too:
    # G(326639) = 26 and G(326639 + 144) = 16, as the dense C loop of benchmarks/heap_games.c
    # (an independent program) also computes them, so the preperiod is 326640.
    game = OctalGame("0.56")
    assert game.periodicity(700_000) == cgt.Periodicity(326640, 144)
    values = game.grundy_sequence(326_784)
    assert values[1:93].tolist() == A071436
    assert (values[326639], values[326783]) == (26, 16)
    assert (values[326636], values[326780]) == (16, 23) and values[326637] == values[326781]


def test_statistics_and_classes():
    game = OctalGame("0.16")
    assert game.rare_statistics() is None
    values = game.grundy_sequence(30_000).astype(np.int64)
    stats = game.rare_statistics()
    assert isinstance(stats, RareStatistics) and stats.heaps == 30_000
    rare = np.array([bin(int(v) & stats.mask).count("1") % 2 == 0 for v in values])
    assert stats.rare_values == tuple(sorted(set(values[rare].tolist())))
    assert stats.rare_heaps == int(rare[1:].sum()) and stats.last_rare_heap == int(np.flatnonzero(rare)[-1])
    # The mask is the best one: no other leaves fewer heaps rare.
    counts = np.bincount(values)
    assert rare_counts(counts)[stats.mask] == min(rare_counts(counts)[1:]) == choose_mask(counts)[1]
    assert "rare values 0 1 6 7" in str(stats)
    # The work: far fewer option values read than the dense fill's ~n**2 / 4 splits, and each
    # scan reads at least one split.
    assert stats.scans <= stats.scanned and 0 < stats.paired + stats.scanned < 30_000**2 / 4 / 20


def test_several_split_sizes_are_scanned_side_by_side():
    # 0.7777 splits after removing 1, 2, 3 or 4 tokens; a value missing from the splits of one
    # size may come from another's first splits, so the scan takes every size block by
    # block (to 100,000 heaps: 133 splits a scan, against 46,137 when one size was scanned
    # to its end before the next).
    game = OctalGame("0.7777")
    values = game.grundy_sequence(30_000, method="sparse")
    stats = game.rare_statistics()
    assert stats.scanned < 1000 * stats.scans
    assert np.array_equal(values, OctalGame("0.7777").grundy_sequence(30_000, method="dense"))


def test_rare_counts_is_the_walsh_hadamard_count():
    rng = np.random.default_rng(5)
    counts = rng.integers(0, 50, 32)
    expected = [sum(int(c) for v, c in enumerate(counts) if bin(v & m).count("1") % 2 == 0) for m in range(32)]
    assert rare_counts(counts).tolist() == expected


def test_domain_split_for_0_106():
    # 0.106 has no sparse space in its values, but one in its domain (Flammenkamp): the rare
    # heaps are those where popcount(G(n) & m) + n - t is even, t = 3 its splitting digit.
    game = OctalGame("0.106")
    values = game.grundy_sequence(50_000)
    stats = game.rare_statistics()
    assert stats.parity == 3 and stats.rare_heaps < 100
    assert np.array_equal(values, OctalGame("0.106").grundy_sequence(50_000, method="dense"))


def test_splits_of_both_parities_use_the_classes_by_value():
    # 0.376 splits after removing 2 or 3 tokens: no split in the domain is sound (docs:
    # Catalogue), so the fill classifies by value only; it equals the C loop to 100,000 in
    # test_sparse_reference.py.
    game = OctalGame("0.376")
    values = game.grundy_sequence(20_000, method="sparse")
    assert game.rare_statistics().parity == -1
    assert np.array_equal(values, OctalGame("0.376").grundy_sequence(20_000, method="dense"))


def test_values_take_the_smallest_dtype():
    assert OctalGame("0.16").grundy_sequence(1000).dtype == np.uint8
    assert OctalGame("0.76").grundy_sequence(5000).dtype == np.uint16  # passes 255 at heap 4321
    # All-but games grow without bound: G(n) is about n / 2 here, so 140,000 heaps need 32 bits.
    values = SubtractionGame.all_but({2, 3}).grundy_sequence(140_000)
    assert values.dtype == np.uint32 and int(values[-1]) > 65535
    assert OctalGame("0.6").grundy_sequence(100).dtype == np.uint8  # a prefix may fit a smaller one


@pytest.mark.parametrize("game, words", [
    (SubtractionGame({1, 3, 4}), "split a heap in two"),
    (OctalGame("0.33"), "no move that splits"),
    (OctalGame("0.3f"), "three heaps"),
])
def test_sparse_refused_where_it_does_not_apply(game, words):
    with pytest.raises(cgt.InvalidValueError, match=words) as info:
        game.grundy_sequence(100, method="sparse")
    assert repr(game) in str(info.value) or "SubtractionGame" not in repr(game)
    assert len(game.grundy_sequence(100)) == 100  # the automatic choice falls back to dense


def test_unknown_method():
    with pytest.raises(cgt.InvalidValueError, match="method='fast'"):
        OctalGame("0.16").grundy_sequence(10, method="fast")


# -- checkpoints ---------------------------------------------------------------

def test_checkpoint_resume_and_extend(tmp_path):
    path = tmp_path / "values.npy"
    first = OctalGame("0.16").grundy_sequence(30_000, resume=path)
    assert np.array_equal(np.load(path), first)  # a plain .npy that numpy reads
    game = OctalGame("0.16")
    longer = game.grundy_sequence(50_000, resume=str(path))
    assert np.array_equal(longer[:30_000], first)
    assert np.array_equal(longer, OctalGame("0.16").grundy_sequence(50_000, method="dense"))
    assert len(np.load(path)) == 50_000
    # A checkpoint longer than asked: the first n values.
    assert np.array_equal(OctalGame("0.16").grundy_sequence(1000, resume=path), longer[:1000])


def test_checkpoint_of_another_game_is_refused(tmp_path):
    path = tmp_path / "officers.npy"
    OctalGame("0.6").grundy_sequence(500, resume=path)
    with pytest.raises(cgt.CheckpointError, match=r"officers\.npy.*OctalGame\('0\.6'\), not of OctalGame\('0\.16'\)"):
        OctalGame("0.16").grundy_sequence(1000, resume=path)
    assert isinstance(cgt.CheckpointError("x"), cgt.CgtError) and issubclass(cgt.CheckpointError, ValueError)


def test_corrupted_checkpoints_are_refused(tmp_path):
    path = tmp_path / "v.npy"
    OctalGame("0.16").grundy_sequence(2000, resume=path)
    data = bytearray(path.read_bytes())
    flipped = tmp_path / "flipped.npy"
    flipped.write_bytes(bytes(data[:-10]) + bytes([data[-10] ^ 1]) + bytes(data[-9:]))
    with pytest.raises(cgt.CheckpointError, match=r"flipped\.npy.*checksum"):
        OctalGame("0.16").grundy_sequence(3000, resume=flipped)
    truncated = tmp_path / "truncated.npy"
    truncated.write_bytes(bytes(data[:-100]))
    with pytest.raises(cgt.CheckpointError, match=r"truncated\.npy.*1900 values where its header says 2000"):
        OctalGame("0.16").grundy_sequence(3000, resume=truncated)
    plain = tmp_path / "plain.npy"
    np.save(plain, np.zeros(10, np.uint8))
    with pytest.raises(cgt.CheckpointError, match=r"plain\.npy.*without cgt's record"):
        OctalGame("0.16").grundy_sequence(3000, resume=plain)
    # A game that already computed other values refuses a file that contradicts them.
    game = OctalGame("0.16")
    game.grundy_sequence(10)
    wrong = tmp_path / "wrong.npy"
    from cgt.impartial.checkpoint import save_checkpoint

    save_checkpoint(str(wrong), game, np.arange(20, dtype=np.uint8))
    with pytest.raises(cgt.CheckpointError, match=r"wrong\.npy.*heap 2 of OctalGame\('0\.16'\)"):
        game.grundy_sequence(30, resume=wrong)


def test_interrupted_fill_keeps_and_saves_what_is_done(tmp_path):
    path = tmp_path / "run.npy"
    calls = []

    def interrupt(done: int, total: int) -> None:
        calls.append(done)
        if len(calls) == 4:
            raise KeyboardInterrupt

    game = OctalGame("0.16")
    with pytest.raises(KeyboardInterrupt):
        game.grundy_sequence(200_000, resume=path, progress=interrupt)
    saved = np.load(path)
    assert len(saved) == calls[-1] and 0 < len(saved) < 200_000
    full = OctalGame("0.16").grundy_sequence(200_000, resume=path)
    assert np.array_equal(full[: len(saved)], saved)
    assert np.array_equal(full, OctalGame("0.16").grundy_sequence(200_000, method="sparse"))


# -- hexadecimal games -------------------------------------------------------

hex_codes = st.builds(
    lambda d0, digits: f"{d0}." + "".join(digits),
    st.sampled_from(["0", "4", "8", "c"]),
    st.lists(st.sampled_from("0123456789abcdef"), min_size=1, max_size=3),
)


@settings(max_examples=40)
@given(code=hex_codes)
def test_hexadecimal_games_match_the_naive_oracle(code):
    expected = naive_heap_values(naive_hex_moves(code), 45)
    assert OctalGame(code).grundy_sequence(45).tolist() == expected


def test_hexadecimal_codes():
    game = OctalGame("0.3F")
    assert game.code == "0.3f" and eval(repr(game), {"OctalGame": OctalGame}) == game
    assert OctalGame("8.0").heap_moves(4).__next__() == (0, (1, 1, 2))
    with pytest.raises(cgt.InvalidOctalCodeError, match="digit 9 before the point"):
        OctalGame("9.1")


def test_hexadecimal_values_past_63_and_period():
    # 0.3f: values grow about n / 2 and pass 63, where the three-heap sets are translated
    # word by word and bit by bit.
    code = "0.3f"
    values = OctalGame(code).grundy_sequence(200)
    assert values.max() > 63
    assert values.tolist() == naive_heap_values(naive_hex_moves(code), 200)
    # 0.8: remove one token and split the rest in three; whatever period is proven holds.
    game = OctalGame("0.8")
    found = game.periodicity(3000)
    if found is not None:
        long = OctalGame("0.8").grundy_sequence(6000)
        assert np.array_equal(long[found.preperiod + found.period:], long[found.preperiod:-found.period])
