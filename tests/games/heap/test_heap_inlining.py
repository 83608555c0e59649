"""A heap function rewritten so that its options go straight into the mex: each form of function against the octal game.

The rewriting is checked in Python on random games (the fill kernel's own
Python function driving the rewritten forms, no compile a example), then
compiled, once a form, against the built-in classes.
"""

from __future__ import annotations

import functools
import re

import numba
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt._kernels.heap import function_fill
from cgt.errors import InvalidValueError
from cgt.games import GrundysGame, HeapRuleset, OctalGame, PartizanHeapRuleset, PartizanSubtraction, SubtractionGame
from cgt.games.heap.inlining import option_markers
from cgt.games.heap.rulesets import heap_options


def python_fill(fn, n, top=2**62):
    """`fn`'s table to heap `n` by the fill kernel's logic in Python on the rewritten forms (None: not rewritten)."""
    forms = option_markers(fn, lambda f: f)  # not compiled: the Python functions the rewriting made
    if len(forms) < 2:
        return None
    values = np.zeros(n, np.int64)
    where, status = function_fill.py_func(*forms[0], values, 0, n, top, np.zeros(4096, np.uint8))
    return values, where, status


def forms_of(whole, one, split):
    """One game in five forms: remove k and leave nothing (k in `whole`), one heap (`one`) or two (`split`)."""

    def comprehensions(n):
        return ([() for k in whole if k == n] + [(n - k,) for k in one if k < n]
                + [(a, n - k - a) for k in split for a in range(1, (n - k) // 2 + 1)])

    def generator(n):
        for k in whole:
            if k == n:
                yield ()
        for k in one:
            if k < n:
                yield (n - k,)
        for k in split:
            for a in range(1, (n - k) // 2 + 1):
                yield a, n - k - a

    def appended(n):
        found = []
        for k in one:
            if k < n:
                found.append([n - k])
        for k in split:
            a = 1
            while 2 * a <= n - k:
                found.append([a, n - k - a])
                a += 1
        if n in whole:
            return found + [[]]
        return found

    def returns_early(n):
        if n == 0:
            return []
        return [(h,) for h in [n - k for k in one] if h > 0] + [
            (a, n - k - a) for k in split if n - k >= 2 for a in range(1, (n - k) // 2 + 1)] + (
            [()] if n in whole else [])

    as_lambda = lambda n: [(n - k,) for k in one if k < n] + [() for k in whole if k == n] + [  # noqa: E731
        (n - k - a, a) for k in split for a in range(1, (n - k) // 2 + 1)]
    return [comprehensions, generator, appended, returns_early, as_lambda]


def octal_code(whole, one, split):
    top = max(whole | one | split)
    return "0." + "".join(str((k in whole) + 2 * (k in one) + 4 * (k in split)) for k in range(1, top + 1))


removals = st.sets(st.integers(1, 6), max_size=3)


@settings(max_examples=60, deadline=None)
@given(removals, removals, removals, st.integers(0, 4))
def test_each_form_rewritten_equals_the_octal_game(whole, one, split, which):
    if not whole | one | split:
        whole = {1}
    fn = forms_of(whole, one, split)[which]
    code = octal_code(whole, one, split)
    result = python_fill(fn, 90)
    assert result is not None, "the rewriting read the function"
    values, where, status = result
    assert (where, status) == (90, 0)
    assert values.tolist() == OctalGame(code).grundy_sequence(90).tolist(), code
    assert HeapRuleset(fn).values_by_definition(40) == values[:40].tolist()  # fn called as written, in Python


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 80), st.sampled_from(["a heap too large", "a negative heap", "in a list of lists"]))
def test_a_bad_heap_stops_the_rewritten_fill_at_its_heap(bad, how):
    def fn(n):
        for h in range(n):
            if n == bad and how == "a heap too large":
                yield (n,)
            elif n == bad and how == "a negative heap":
                yield (h, -1)
            else:
                yield (h,)

    def listed(n):
        return [[h] for h in range(n)] + ([[0, n + 1]] if n == bad else [])

    _, where, status = python_fill(listed if how == "in a list of lists" else fn, 100)
    assert (where, status) == (bad, 1)


def test_the_fill_stops_at_a_value_over_top():
    def nim(n):
        return [(h,) for h in range(n)]

    values, where, status = python_fill(nim, 300, top=200)
    assert (where, status) == (201, 0) and values[:201].tolist() == list(range(201))


def test_a_comprehension_variable_named_as_the_parameter_stays_its_own():
    def shadowing(n):
        return [(n,) for n in range(n)]  # the comprehension's n is not the heap's: Nim

    values, where, _ = python_fill(shadowing, 70)
    assert where == 70 and values.tolist() == list(range(70))


def test_what_the_rewriting_cannot_read_is_called_as_written():
    def yields_in_an_expression(n):
        got = yield (n - 1,)
        return got

    assert python_fill(yields_in_an_expression, 5) is None
    assert python_fill(len, 5) is None  # no Python source
    pair = (lambda n: [(n - 1,)] if n else [], lambda n: [(h,) for h in range(n)])
    assert python_fill(pair[1], 10)[0].tolist() == list(range(10))  # two lambdas on a line: told apart


def kayles_yields(n):
    for k in (1, 2):
        if k <= n:
            for a in range((n - k) // 2 + 1):
                yield a, n - k - a


def take_1_or_2_tuple(n):
    # a tuple of options (numba would type it as a tuple of tuples, a different type each length)
    return ((n - 1,), (n - 2,)) if n >= 2 else (((n - 1,),) if n else ())


def grundys_appended(n):
    found = []
    for a in range(1, (n + 1) // 2):
        found.append((a, n - a))
    return found


def grundys_mixed(n):
    # Grundy's game with an option of no heap that is never met (n == -1): lengths 0 and 2 in one list
    return [(a, n - a) for a in range(1, (n + 1) // 2)] + ([()] if n < 0 else [])


@pytest.mark.parametrize("fn, builtin", [
    (kayles_yields, OctalGame("0.77")),
    (take_1_or_2_tuple, SubtractionGame({1, 2})),
    (grundys_appended, GrundysGame()),
    (grundys_mixed, GrundysGame()),
])
def test_each_form_compiled_equals_the_builtin_class(fn, builtin):
    assert len(option_markers(fn, lambda f: f)) == 2, "rewritten from its source"
    game = HeapRuleset(fn)
    assert game.grundy_sequence(3000, method="dense").tolist() == builtin.grundy_sequence(3000).tolist()
    assert game.compiled is True


def test_a_function_that_raises_in_the_compiled_fill_is_reported_with_its_heap():
    def breaks_at_500(n):
        for k in (1, 2):
            if k <= n:
                yield (n - k + 0 * (1 // (n - 500)),)

    with pytest.raises(InvalidValueError, match=re.escape("fn(500) raised ZeroDivisionError")):
        HeapRuleset(breaks_at_500).grundy_sequence(700, method="dense")


def test_the_options_kept_for_a_search_are_not_shared_with_the_caller():
    game = HeapRuleset(kayles_yields)
    game.heap_options(5).clear()
    assert sorted(game.heap_options(5)) == sorted(heap_options(OctalGame("0.77"), 5))


subtraction_sets = st.sets(st.integers(1, 5), min_size=1, max_size=3)


@settings(max_examples=25, deadline=None)
@given(subtraction_sets, subtraction_sets)
def test_partizan_functions_equal_partizan_subtraction(left, right):
    def left_fn(n):
        return [(n - k,) for k in left if k <= n]

    def right_fn(n):
        for k in right:
            if k <= n:
                yield (n - k,)

    ours, theirs = PartizanHeapRuleset(left_fn, right_fn), PartizanSubtraction(left, right)
    for position in (7, 12, (3, 5)):
        assert cgt.canonical_form(ours, position) == cgt.canonical_form(theirs, position)


def test_a_callable_that_is_not_a_function_runs_in_python():
    # numba compiles functions only: a partial and an object with __call__ take the Python route, with the same values
    def take_up_to(n, most):
        return [(n - k,) for k in range(1, most + 1) if k <= n]

    class TakeOne:
        def __call__(self, n):
            return [(n - 1,)] if n else []

    for fn, period in ((functools.partial(take_up_to, most=2), 3), (TakeOne(), 2)):
        game = HeapRuleset(fn)
        assert game.grundy_sequence(700, method="dense").tolist() == [n % period for n in range(700)]
        assert game.compiled is False


def test_a_function_without_source_is_compiled_as_it_is():
    # made by exec: no source to rewrite, so the fill calls it compiled (the generator numba makes of it)
    names: dict = {}
    exec("def nim(n):\n    for h in range(n):\n        yield (h,)\n", names)
    assert len(option_markers(names["nim"], lambda f: f)) == 1
    game = HeapRuleset(names["nim"])
    assert game.grundy_sequence(1500, method="dense").tolist() == list(range(1500)) and game.compiled is True


def test_a_function_compiled_by_the_user_is_rewritten_from_its_source():
    jitted = numba.njit(kayles_yields)
    assert len(option_markers(jitted, lambda f: f)) == 2
    game = HeapRuleset(jitted)
    assert game.grundy_sequence(1000, method="dense").tolist() == OctalGame("0.77").grundy_sequence(1000).tolist()
    assert game.compiled is True
