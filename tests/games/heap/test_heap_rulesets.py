"""Heap rulesets from a function: CGSuite's rows, the same games written as classes, the compiled and Python fills, bad functions."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_eq, naive_partizan_subtraction

import cgt
from cgt.errors import InvalidValueError, NotAGameError
from cgt.games import (GrundysGame, HeapRuleset, KAYLES, Nim, OctalGame, PartizanHeapRuleset, SubtractionGame,
                       partizan_join)


def pairs_below(k):
    return [[a, b] for a in range(0, k) for b in range(0, a)]


def grundys(n):
    return [(a, n - a) for a in range(1, (n + 1) // 2)]


def test_cgsuite_heap_ruleset_row():
    # CGSuite GameHeapTest.scala, "define heap games properly":
    # game.heap.HeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0 to a - 1]): 190 options of heap 20,
    # nim values of heaps 1..20 [0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37].
    game = HeapRuleset(pairs_below)
    assert len(game.options(20)) == 190
    assert list(game.grundy_sequence(21)[1:]) == [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37]


def test_compiled_fill_past_a_thousand():
    # Values of CGSuite's pairs game pass 63 (a register no longer holds them) and 1,024 (the first array of
    # stamps): each value checked against the mex of its options computed here with numpy.
    game = HeapRuleset(lambda k: [(a, b) for a in range(0, k) for b in range(0, a)])  # tuples: numba's fast form
    values = game.grundy_sequence(620).astype(np.int64)
    assert game.compiled is True and values.max() > 1024
    assert game.values_by_definition(120) == list(values[:120])
    for n in (100, 400, 555, 619):
        a, b = np.tril_indices(n, -1)
        options = set((values[a] ^ values[b]).tolist())
        assert values[n] == min(set(range(len(options) + 1)) - options)


def test_compiled_fill_equals_python_fill_and_the_class():
    game = HeapRuleset(grundys)
    values = game.grundy_sequence(3000)
    assert game.compiled is True
    assert list(values) == list(GrundysGame().grundy_sequence(3000))
    assert game.values_by_definition(300) == list(values[:300])


def test_a_generator_function_compiles_too():
    def grundys_moves(n):
        for a in range(1, (n + 1) // 2):
            yield a, n - a

    game = HeapRuleset(grundys_moves)
    assert list(game.grundy_sequence(2000)) == list(GrundysGame().grundy_sequence(2000))
    assert game.compiled is True


def test_options_of_different_lengths_compile_now():
    # Each option is nim-added where it is listed, so options of different lengths in one list need no one numba
    # type (numba alone cannot type such a list): compiled, and equal to the octal game 0.7 (take one, maybe split).
    def mixed(n):
        return [(n - 1,)] + [(a, n - 1 - a) for a in range(1, (n - 1) // 2 + 1)] if n else []

    game = HeapRuleset(mixed)
    assert list(game.grundy_sequence(1000)) == list(OctalGame("0.7").grundy_sequence(1000))
    assert game.compiled is True


def python_take_one(n):
    return [(n - 1,)] if n else []


def test_a_function_numba_cannot_compile_runs_in_python():
    def calls_python(n):  # numba cannot call a Python function
        return python_take_one(n)

    game = HeapRuleset(calls_python)
    assert list(game.grundy_sequence(300)) == [n % 2 for n in range(300)]
    assert game.compiled is False


digits = st.sets(st.integers(1, 5), min_size=1, max_size=3)


@settings(max_examples=30, deadline=None)
@given(digits, st.booleans())
def test_a_function_equals_the_same_game_written_as_a_class(takes, split):
    # Remove k in `takes`, optionally splitting the rest in two (octal digit 7), or not (digit 3).
    code = "0." + "".join(("7" if split else "3") if k in takes else "0" for k in range(1, max(takes) + 1))

    def fn(n):
        if split:
            return [(a, n - k - a) for k in takes if k <= n for a in range((n - k) // 2 + 1)]
        return [(n - k,) for k in takes if k <= n]

    game = HeapRuleset(fn)
    assert game.values_by_definition(60) == [int(v) for v in OctalGame(code).grundy_sequence(60)]
    assert cgt.grundy(game, (7, 11, 4)) == cgt.grundy(OctalGame(code), (7, 11, 4))


@pytest.mark.parametrize("fn, message", [
    (lambda n: [[n]], "fn(0) lists the option [0], whose heap 0 is not an integer >= 0 and < 0"),
    (lambda n: [[n - 0.5]] if n else [], "fn(1) lists the option [0.5], whose heap 0.5 is not an integer"),
    (lambda n: [n - 1] if n else [], "fn(1) lists 0, which is not a collection of heap sizes"),
    (lambda n: [[n // (n - 3)]] if n == 3 else [[0]] if n else [], "fn(3) raised ZeroDivisionError"),
])
def test_a_bad_function_is_reported_with_its_heap(fn, message):
    with pytest.raises(InvalidValueError, match=re.escape(message)):
        HeapRuleset(fn).grundy_sequence(10)


def test_a_bad_function_in_the_compiled_fill_is_reported_with_its_heap():
    def late(n):
        return [[n - 1] for _ in range(min(n, 1))] if n != 700 else [[n]]

    with pytest.raises(InvalidValueError, match=r"fn\(700\) lists the option \[700\]"):
        HeapRuleset(late).grundy_sequence(800)


def test_nim_as_a_generator_fills_every_register_bit():
    # Nim: G(n) = n. Heap 64's options fill all 64 bits of the register before the fill turns to stamps.
    def nim(n):
        for h in range(n):
            yield (h,)

    game = HeapRuleset(nim)
    assert game.grundy_sequence(2100, method="dense").tolist() == list(range(2100)) and game.compiled is True


def test_a_negative_heap_in_the_compiled_fill_is_reported_with_its_heap():
    def negative(n):
        for h in range(n):
            yield (h if n != 90 else -1,)

    with pytest.raises(InvalidValueError, match=r"fn\(90\) lists the option \(-1,\)"):
        HeapRuleset(negative).grundy_sequence(200, method="dense")


def test_not_a_function():
    with pytest.raises(NotAGameError, match="3 is not a function"):
        HeapRuleset(3)
    with pytest.raises(NotAGameError, match="left='x'"):
        PartizanHeapRuleset("x", Nim())


def test_cgsuite_partizan_join_row():
    # CGSuite GameHeapTest.scala, "define partizan heap games properly":
    # game.heap.Subtraction([1,3]).PartizanJoin(game.heap.Subtraction([2,3]))(6).CanonicalForm
    expected = "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"
    join = partizan_join(SubtractionGame({1, 3}), SubtractionGame({2, 3}))
    assert str(cgt.canonical_form(join, 6)) == expected
    by_functions = PartizanHeapRuleset(lambda n: [[n - k] for k in (1, 3) if k <= n],
                                       lambda n: [[n - k] for k in (2, 3) if k <= n])
    assert str(cgt.canonical_form(by_functions, 6)) == expected


def tree(v):
    return tuple(tree(o) for o in v.left_options), tuple(tree(o) for o in v.right_options)


@settings(max_examples=25, deadline=None)
@given(st.sets(st.integers(1, 5), min_size=1, max_size=3), st.sets(st.integers(1, 5), min_size=1, max_size=3),
       st.integers(0, 9))
def test_a_join_of_functions_equals_the_naive_game_tree(left, right, n):
    # Left's and Right's moves as functions (HeapRuleset), against the game tree built by Conway's definition.
    join = partizan_join(lambda h: [(h - k,) for k in left if k <= h], lambda h: [(h - k,) for k in right if k <= h])
    assert naive_eq(tree(cgt.canonical_form(join, n)), naive_partizan_subtraction(sorted(left), sorted(right), n))


def test_a_join_of_a_ruleset_with_itself_is_that_ruleset():
    join = partizan_join(KAYLES, KAYLES)
    assert [cgt.canonical_form(join, n) for n in range(12)] == [cgt.canonical_form(KAYLES, n) for n in range(12)]
    assert join == PartizanHeapRuleset(KAYLES, OctalGame("0.77")) and hash(join) == hash(partizan_join(KAYLES, KAYLES))
