"""Values that are numbers behave as Python numbers (issue 29, item 4): conversions, order, hashing.

The oracle is :class:`fractions.Fraction`: a number value must convert, compare
and hash exactly as the Fraction it equals, whichever way it was made.
"""

from __future__ import annotations

import copy
import math
import numbers
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_eq, naive_number
from test_partizan_values import dyadics, trees, value

import cgt
from cgt import CanonicalForm, DyadicRational, number, star, switch, up
from cgt.errors import CgtError, InvalidValueError, NotANumberError, NotAValueError
from cgt.games import Domineering, Hackenbush

# Dyadics with large and small exponents too: the store keeps those past a float's range as Fractions.
wide_dyadics = st.one_of(dyadics, st.builds(lambda n, k: Fraction(n, 2**k), st.integers(-2**70, 2**70), st.integers(0, 80)),
                         st.builds(lambda n, e: Fraction(n) * 2**e, st.integers(-9, 9), st.integers(1000, 1100)))


def _float(q: Fraction) -> float:
    """float(q), or inf past a float's range, where float(number(q)) must overflow as float(q) does."""
    try:
        return float(q)
    except OverflowError:
        with pytest.raises(OverflowError):
            float(number(q))
        return math.inf


@settings(max_examples=300)
@given(wide_dyadics)
def test_conversions_are_those_of_the_fraction(q):
    x = number(q)
    assert isinstance(x, DyadicRational) and isinstance(x, numbers.Rational) and isinstance(x, CanonicalForm)
    assert Fraction(x) == q and type(Fraction(x)) is Fraction
    assert (x.numerator, x.denominator) == (q.numerator, q.denominator) == x.as_integer_ratio()
    assert int(x) == int(q) and (_float(q) == math.inf or float(x) == float(q))
    assert (math.floor(x), math.ceil(x), math.trunc(x), round(x)) == (math.floor(q), math.ceil(q), math.trunc(q), round(q))
    assert round(x, 2) == round(q, 2) and type(round(x)) is int
    assert abs(x) is number(abs(q))
    # Equal, hashed alike (Python's rule for numbers: a == b implies hash(a) == hash(b)), in both orders.
    assert x == q and q == x and hash(x) == hash(q) and not x != q
    assert len({x, q}) == 1
    if _float(q) == q:
        assert x == float(q) and float(q) == x and hash(x) == hash(float(q))


@settings(max_examples=300)
@given(wide_dyadics, wide_dyadics)
def test_order_with_ints_fractions_and_floats_is_the_fractions(a, b):
    x = number(a)
    for other in (b, float(b)) if _float(b) == b else (b,):
        assert (x < other) == (a < b) and (other < x) == (b < a)
        assert (x <= other) == (a <= b) and (other >= x) == (b >= a)
        assert (x == other) == (a == b)


@given(wide_dyadics, st.integers(-50, 50), st.sampled_from([3, 5, 6, 7, 10]))
def test_numbers_compare_with_rationals_that_are_not_dyadic(a, n, d):
    q, x = Fraction(n, d), number(a)
    if q.denominator & (q.denominator - 1):  # not dyadic: Fraction compares, the store cannot hold q
        assert (x < q) == (a < q) and (x > q) == (a > q) and (q <= x) == (q <= a) and (x >= q) == (a >= q)
        assert x != q and not x == q
        with pytest.raises(InvalidValueError, match="is not a dyadic rational"):
            star() < q  # noqa: B015 - a value that is not a number has no such comparison
        with pytest.raises(InvalidValueError, match="is not a dyadic rational"):
            x + q


@settings(max_examples=150)
@given(trees)
def test_a_value_is_a_python_number_exactly_when_it_is_a_number(t):
    g = value(t)
    # The oracle: the tree equals a number (its left stop, then) by Conway's definition of equality.
    is_number = naive_eq(t, naive_number(g.left_stop), {})
    assert isinstance(g, numbers.Rational) is isinstance(g, DyadicRational) is is_number
    if is_number:
        assert Fraction(g) == g.left_stop and isinstance(g + star() - star(), DyadicRational)
    else:
        for convert in (int, float, math.floor, math.ceil, math.trunc, round, abs):
            with pytest.raises(NotANumberError, match=r"is not a number; only a value that is a number converts"):
                convert(g)
        with pytest.raises(TypeError):  # Python's own message: Fraction() accepts numbers.Rational only
            Fraction(g)


def test_numbers_from_every_route_are_python_numbers():
    g = CanonicalForm.parse("{2|-1/2}")
    domineering = Domineering()
    made = [g - g, g + g, cgt.canonical_form(domineering, ".|."), cgt.canonical_form(domineering, "...") + 1,
            cgt.canonical_form(Hackenbush(), "BRR"), CanonicalForm.from_options([0], [1]), CanonicalForm.parse("3/8"),
            number(5) * number(3, 4), switch(1, -1) + switch(1, -1), up() + up(-1), g.cool(2), g.mean * number(1)]
    assert all(isinstance(x, DyadicRational) for x in made)
    assert [Fraction(x) for x in made] == [0, Fraction(3, 2), 1, 0, Fraction(1, 4), Fraction(1, 2), Fraction(3, 8),
                                           Fraction(15, 4), 0, 0, Fraction(3, 4), Fraction(3, 4)]
    assert not any(isinstance(x, numbers.Number) for x in (g, star(), up(), switch(1, -1)))


def test_one_runtime_type_and_the_number_class_isinstance_reads():
    # type() is CanonicalForm for every value (the store's attribute reads stay monomorphic); a number's
    # __class__, which isinstance() and Fraction's numbers.Rational check read, is DyadicRational.
    x = number(1, 2)
    assert type(x) is type(star()) is CanonicalForm and x.__class__ is DyadicRational
    assert star().__class__ is CanonicalForm and issubclass(DyadicRational, CanonicalForm)
    assert not hasattr(star(), "numerator") and (x.numerator, x.denominator) == (1, 2)


def test_interned_pickled_and_copied_numbers_stay_one_object_of_their_class():
    x = number(3, 8)
    assert number(0.375) is x and number(Fraction(3, 8)) is x and number(x) is x and CanonicalForm.parse("3/8") is x
    assert pickle.loads(pickle.dumps(x)) is x and copy.copy(x) is x and copy.deepcopy(x) is x
    assert pickle.loads(pickle.dumps(star())).__class__ is CanonicalForm
    huge = number(Fraction(3, 2**80))  # kept as a Fraction inside the store, not a float
    assert Fraction(huge) == Fraction(3, 2**80) and pickle.loads(pickle.dumps(huge)) is huge


def test_floats_are_read_exactly_and_only_finite_ones():
    assert number(0.1) == Fraction(0.1) != Fraction(1, 10)  # as Fraction(0.1) reads it
    assert star() + 0.5 is CanonicalForm.parse("1/2*") and 0.25 + up() is CanonicalForm.parse("1/4^")
    assert up() < 0.5 and -0.5 < up() and not up() > 0.5
    for bad in (math.inf, -math.inf, math.nan):
        with pytest.raises(InvalidValueError, match="is not a finite number"):
            number(bad)
    assert (number(1) == math.nan) is False


def test_products_of_numbers_and_copies_by_integer_values():
    assert number(3, 4) * number(1, 2) is number(3, 8) and Fraction(1, 2) * number(3, 4) is number(3, 8)
    assert number(3) * up() is up(3) and up() * number(-2) is up(-2) and 2.0 * star() is number(0)
    assert 0.5 * number(3) is number(3, 2)
    for bad in (lambda: number(1, 2) * star(), lambda: star() * Fraction(1, 2), lambda: up() * 0.5):
        with pytest.raises(TypeError):
            bad()


@given(dyadics, dyadics, st.integers(-4, 4), trees)
def test_products_agree_with_fractions_and_with_int_copies(a, b, n, t):
    assert number(a) * number(b) == a * b and number(a) * b == a * b
    g = value(t)
    assert number(n) * g is n * g is g * float(n)


def test_sum_min_max_and_sorting_mix_with_python_numbers():
    xs = [number(1, 2), Fraction(1, 4), 0.75, 1, number(-1)]
    assert sorted(xs) == [-1, Fraction(1, 4), Fraction(1, 2), 0.75, 1]
    assert sum([number(1, 2), number(1, 4)]) is number(3, 4) and max(xs) == 1 and min(xs) is xs[4]
    assert Fraction(1, 2) + number(1, 4) is number(3, 4)  # Fraction defers to the value's reflected +


def test_non_numbers_are_named_in_the_error():
    assert issubclass(NotANumberError, NotAValueError) and issubclass(NotANumberError, TypeError)
    assert issubclass(NotANumberError, CgtError)
    with pytest.raises(NotANumberError, match=r"^int\(\): CanonicalForm.parse\('\^\*'\) is not a number"):
        int(up() + star())
    with pytest.raises(NotANumberError, match=r"^as_integer_ratio\(\): CanonicalForm.parse\('\+-1'\)"):
        switch(1, -1).as_integer_ratio()



@given(wide_dyadics, wide_dyadics)
def test_a_numbers_fraction_is_additive(a, b):
    assert Fraction(number(a) + number(b)) == a + b and Fraction(-number(a)) == -a and Fraction(number(a) - b) == a - b
