"""The heap-game base: positions, solver hooks, sums, concrete moves, lookup by name."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import (
    DAWSONS_CHESS,
    DAWSONS_KAYLES,
    KAYLES,
    GrundysGame,
    HeapMove,
    OctalGame,
    SubtractionGame,
    heap_game,
)
from naive import (
    naive_grundy,
    naive_grundys_game_moves,
    naive_heap_values,
    naive_heaps_options,
    naive_octal_moves,
    naive_subtraction_moves,
)
from cgt.games.heap.base import MAX_TABLE

GAMES = [
    KAYLES,
    DAWSONS_KAYLES,
    DAWSONS_CHESS,
    OctalGame("4.07"),
    GrundysGame(),
    SubtractionGame({1, 3, 4}),
    SubtractionGame.all_but({2, 3, 7}),
    SubtractionGame.fibonacci(),
    SubtractionGame.powers_of_two(),
]

small_positions = st.lists(st.integers(0, 9), max_size=3).map(tuple)


def test_options_are_canonical_and_distinct():
    options = KAYLES.options((0, 3, 3))
    assert all(list(q) == sorted(q) and 0 not in q for q in options)
    assert len(options) == len(set(options))
    assert set(options) == {(2, 3), (1, 1, 3), (1, 3)}
    assert KAYLES.options(0) == [] and KAYLES.options(()) == []


def test_decompose_and_recompose():
    assert KAYLES.decompose((5, 0, 2)) == [(KAYLES, (5,)), (KAYLES, (0,)), (KAYLES, (2,))]
    assert KAYLES.decompose((5,)) is None and KAYLES.decompose(5) is None
    assert KAYLES.recompose((5, 0, 2), 0, (1, 3)) == (1, 2, 3)
    assert KAYLES.recompose((5, 0, 2), 2, ()) == (5,)


def test_hint_answers_single_heaps_only():
    assert KAYLES.grundy_hint(()) == 0
    assert KAYLES.grundy_hint(11) == KAYLES.grundy_hint((11,)) == 6
    assert KAYLES.grundy_hint((1, 2)) is None


@pytest.mark.parametrize("position, words", [
    # Heaps are numbered from 1 in messages, as on the command line.
    ((3, -1), "heap 2 of (3, -1) is -1, which is not a heap size of OctalGame('0.77')"),
    ((2.5,), "heap 1 of (2.5,) is 2.5, which is not a heap size"),
    (-4, "-4 is not a heap size"),
    ("abc", "'abc' is not a position"),
    (True, "True is not a position"),
])
def test_bad_positions_are_refused(position, words):
    # True == 1 to the cache: once heap 1 is cached, True would be answered from it.
    cgt.clear_cache(KAYLES)
    with pytest.raises(cgt.InvalidPositionError) as info:
        cgt.grundy(KAYLES, position)
    assert words in str(info.value)


def test_numpy_heap_sizes_are_accepted():
    assert cgt.grundy(KAYLES, (np.int64(3), np.int32(5))) == cgt.grundy(KAYLES, (3, 5))


@pytest.mark.parametrize("game", GAMES, ids=repr)
def test_sums_match_brute_force(game):
    for position in [(1, 2), (3, 4, 5), (2, 2, 6), (0, 7), (8,), ()]:
        assert cgt.grundy(game, position) == cgt.grundy(cgt.OptionsOnly(game), position), position


@settings(max_examples=80)
@given(game=st.sampled_from(GAMES), position=small_positions)
def test_winning_moves_lead_to_p_positions(game, position):
    moves = cgt.winning_moves(game, position)
    brute = cgt.OptionsOnly(game)
    assert set(moves) == set(q for q in game.options(position) if cgt.grundy(brute, q) == 0)
    assert (moves == []) == (cgt.grundy(brute, position) == 0)
    details = game.winning_move_details(position)
    assert {d.result for d in details} == set(moves)
    for d in details:
        assert d.size == position[d.heap]
        rest = position[: d.heap] + d.left + position[d.heap + 1 :]
        assert d.result == tuple(sorted(h for h in rest if h))
        assert 0 not in d.result


def test_kayles_3_5_8():
    # Worked independently from the rules: the P-positions among the options of (3, 5, 8).
    options = naive_heaps_options(naive_octal_moves("0.77"))
    winners = [q for q in options((3, 5, 8)) if naive_grundy(options, q) == 0]
    assert cgt.winning_moves(KAYLES, (3, 5, 8)) == sorted(set(winners))
    assert KAYLES.winning_move_details((3, 5, 8)) == [
        HeapMove(heap=1, size=5, removed=1, left=(1, 3), result=(1, 3, 3, 8))
    ]
    assert cgt.grundy(KAYLES, (3, 5, 8)) == naive_grundy(options, (3, 5, 8))


def test_heap_move_repr_and_str():
    move = DAWSONS_KAYLES.moves((2, 4))[0]
    assert eval(repr(move), {"HeapMove": HeapMove}) == move
    assert str(move) == "heap 1, which has 2 tokens: remove 2, leaving nothing -> (4,)"  # people count from 1
    split = GrundysGame().moves(5)[0]
    assert str(split) == "heap 1, which has 5 tokens: remove 0, leaving 1 + 4 -> (1, 4)"


@pytest.mark.parametrize("game", GAMES, ids=repr)
def test_moves_reach_exactly_the_options(game):
    position = (4, 6, 6)
    moves = game.moves(position)
    assert {m.result for m in moves} == set(game.options(position))
    assert len(moves) == sum(len(list(game.heap_moves(h))) for h in position)


@pytest.mark.parametrize("n", [-1, 1.5, True, "3"])
def test_sequence_length_must_be_a_count(n):
    with pytest.raises(cgt.InvalidValueError, match="grundy_sequence: n="):
        KAYLES.grundy_sequence(n)


def test_sequence_length_is_bounded():
    with pytest.raises(cgt.InvalidValueError, match="cannot tabulate"):
        KAYLES.grundy_sequence(MAX_TABLE + 1)


def test_sequences_match_the_generic_solver():
    for game in GAMES:
        values = game.grundy_sequence(30)
        # The smallest unsigned dtype that holds the values (all below 256 here).
        assert isinstance(values, np.ndarray) and values.dtype == np.uint8
        assert values.tolist() == [cgt.grundy(cgt.OptionsOnly(game), (n,)) for n in range(30)], game


def test_equal_games_share_values():
    assert OctalGame(".77") == KAYLES and hash(OctalGame(".77")) == hash(KAYLES)
    assert OctalGame("0.07") != KAYLES and GrundysGame() != SubtractionGame({1})
    assert cgt.grundy(OctalGame(".77"), (4, 9)) == cgt.grundy(KAYLES, (4, 9))


@pytest.mark.parametrize("name, game", [
    ("kayles", KAYLES),
    ("Kayles", KAYLES),
    ("Dawson's Kayles", DAWSONS_KAYLES),
    ("dawsons_kayles", DAWSONS_KAYLES),
    ("dawsons-chess", DAWSONS_CHESS),
    ("0.77", KAYLES),
    (".137", DAWSONS_CHESS),
    ("4.07", OctalGame("4.07")),
    ("grundy", GrundysGame()),
    ("grundys-game", GrundysGame()),
    ("subtraction 1,3,4", SubtractionGame({1, 3, 4})),
    ("subtraction: 1, 3, 4", SubtractionGame({1, 3, 4})),
    ("allbut 2,3,7", SubtractionGame.all_but({2, 3, 7})),
    ("all-but 2,3,7", SubtractionGame.all_but({2, 3, 7})),
    ("fibonacci", SubtractionGame.fibonacci()),
    ("powers of two", SubtractionGame.powers_of_two()),
])
def test_heap_game_lookup(name, game):
    assert heap_game(name) == game
    assert heap_game(name) is heap_game(name)


def test_heap_game_lookup_errors():
    with pytest.raises(cgt.UnknownGameError, match=r"unknown heap game 'chess'; known: kayles, ") as info:
        heap_game("chess")
    assert isinstance(info.value, ValueError) and "subtraction 1,3,4" in str(info.value)
    with pytest.raises(cgt.InvalidOctalCodeError, match="'0.7.7'"):
        heap_game("0.7.7")
    assert heap_game("0.3F") == cgt.games.OctalGame("0.3f")  # hexadecimal codes too
    with pytest.raises(cgt.InvalidValueError, match=r"'subtraction 1,x': 'x' is not a positive integer"):
        heap_game("subtraction 1,x")
    with pytest.raises(cgt.UnknownGameError, match="not a string"):
        heap_game(77)


def test_import_cgt_does_not_import_numba():
    code = "import sys, cgt; cgt.grundy(cgt.games.KAYLES, ()); print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_bitmask_kayles_strip_agrees_with_heap_values():
    # The bitmask engine solves Kayles on a strip of pins by brute force over masks; a row of
    # runs of pins is a sum of Kayles heaps, one per run.
    strip_class = getattr(cgt.games, "KaylesStrip", None)
    if strip_class is None:
        pytest.skip("cgt.games.KaylesStrip (the bitmask engine) is not available")
    width = 14
    table = strip_class(width=width).grundy_table()
    heaps = KAYLES.grundy_sequence(width + 1)
    for mask in range(1 << width):
        runs = [len(run) for run in format(mask, "b").split("0") if run]
        assert table[mask] == np.bitwise_xor.reduce(heaps[runs], initial=0), bin(mask)


# ---------------------------------------------------------------- move_to_value

FIBONACCI = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89}
NAIVE_MOVES = [  # the rules of GAMES, in order, written out in tests/naive.py
    naive_octal_moves("0.77"),
    naive_octal_moves("0.07"),
    naive_octal_moves("0.137"),
    naive_octal_moves("4.07"),
    naive_grundys_game_moves,
    naive_subtraction_moves(lambda k: k in (1, 3, 4)),
    naive_subtraction_moves(lambda k: k not in (2, 3, 7)),
    naive_subtraction_moves(lambda k: k in FIBONACCI),
    naive_subtraction_moves(lambda k: k & (k - 1) == 0),
]


@pytest.mark.parametrize("game, moves", list(zip(GAMES, NAIVE_MOVES)), ids=repr)
def test_move_to_value_finds_an_option_of_each_value_exactly_when_one_exists(game, moves):
    values = naive_heap_values(moves, 40)
    for n in range(40):
        reachable = {tuple(sorted(h for h in left if h)): _xor(values[h] for h in left) for left in moves(n)}
        for target in range(8):
            found = game.move_to_value(n, target)
            if target in reachable.values():
                assert reachable.get(found) == target, (n, target, found)
            else:
                assert found is None, (n, target, found)


def _xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


@pytest.mark.parametrize("make", [lambda: OctalGame("0.77"), lambda: OctalGame("0.07"), lambda: OctalGame("0.137"),
                                  lambda: SubtractionGame({1, 3, 4})], ids=["0.77", "0.07", "0.137", "{1,3,4}"])
def test_move_to_value_beyond_the_table_uses_one_period_of_splits(make):
    # A fresh game answers heaps past its short table from the period; a second one with
    # a table long enough to list every split is the reference.
    periodic, tabulated = make(), make()
    found = periodic.periodicity()
    assert found is not None
    start = max(periodic.tabulated, 2 * (found.preperiod + found.period)) + 10
    tabulated.grundy_sequence(start + 150)
    for n in range(start, start + 150, 7):
        for target in range(6):
            answer = periodic.move_to_value(n, target)
            assert periodic.tabulated < n  # the period was used, not a table reaching n
            if tabulated.move_to_value(n, target) is None:
                assert answer is None
            else:
                assert answer is not None and cgt.grundy(tabulated, answer) == target
                assert answer in tabulated.options(n)
    huge = 10**18 + 12345
    answer = periodic.move_to_value(huge, 0)
    assert answer is not None and cgt.grundy(periodic, answer) == 0 and sum(answer) < huge


def test_winning_move_of_heap_sums_matches_winning_moves():
    for game in GAMES:
        for position in [(3, 5, 8), (1, 2, 9), (10, 4), (7,)]:
            expected = cgt.winning_moves(game, position)
            found = cgt.winning_move(game, position)
            assert found in expected if expected else found is None


def test_move_to_value_of_several_heaps_matches_their_options():
    for game in GAMES:
        for position in [(3, 5, 8), (1, 2, 9), (10, 0, 4)]:
            values = {q: cgt.grundy(game, q) for q in game.options(position)}
            for target in range(6):
                found = game.move_to_value(position, target)
                if target in values.values():
                    assert values.get(found) == target, (game, position, target)
                else:
                    assert found is None


# -- resume= checkpoints -------------------------------------------------------


def test_resume_periodicity_equals_a_direct_call(tmp_path):
    path = tmp_path / "g.npy"
    game = OctalGame("0.137")
    assert OctalGame("0.137").periodicity(60, resume=path) is None
    assert OctalGame("0.137").periodicity(1000, resume=path) == game.periodicity(1000)
    saved = np.load(path)
    np.testing.assert_array_equal(saved, game.grundy_sequence(len(saved)))


@pytest.mark.parametrize("game", GAMES + [OctalGame("0.3f"), OctalGame("4.c7")], ids=repr)
def test_short_prefix_by_definition_equals_the_kernels(game):
    # Before numba is loaded a short table comes from the rules by the solver,
    # after it from the kernels: the two independent routes must agree.
    import cgt._kernels.heap  # noqa: F401 - numba loaded: a new game's table comes from the kernels

    kernels = eval(repr(game), vars(cgt.games))
    assert game.values_by_definition(300) == [int(v) for v in kernels.grundy_sequence(300)]


def test_proving_kayles_period_and_a_huge_winning_move_need_no_numba():
    # What `cgt play kayles 1000000000000` asks: the period, a value, a winning move.
    code = ("import sys, cgt; from cgt.games import KAYLES; n = 10**12; "
            "print(KAYLES.periodicity(), cgt.grundy(KAYLES, n), cgt.winning_move(KAYLES, n), 'numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["preperiod", "71,", "period", "12", str(KAYLES.grundy_value(10**12)),
                                  *out.stdout.split()[5:-1], "False"]
