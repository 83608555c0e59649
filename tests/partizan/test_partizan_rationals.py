"""Rationals that are not dyadic (cgt.partizan.rationals): CGSuite's Rational, against Fraction and CGSuite's prints."""

from __future__ import annotations

import math
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import Rational, rational

fractions = st.builds(Fraction, st.integers(-60, 60), st.integers(1, 24))


def as_fraction(x):
    return Fraction(x.numerator, x.denominator)


@given(fractions, fractions)
@settings(max_examples=150)
def test_arithmetic_is_fractions_and_a_dyadic_answer_is_a_number_value(x, y):
    a, b = rational(x.numerator, x.denominator), rational(y.numerator, y.denominator)
    results = [(a + b, x + y), (a - b, x - y), (a * b, x * y), (-a, -x), (abs(a), abs(x))]
    if y and (isinstance(a, Rational) or isinstance(b, Rational)):  # number values themselves have no / or %
        results += [(a / b, x / y), (a % b, x % y)]
    for got, expected in results:
        assert as_fraction(got) == expected
        dyadic = not expected.denominator & (expected.denominator - 1)
        assert isinstance(got, cgt.CanonicalForm) == dyadic and isinstance(got, Rational) != dyadic
    assert (a < b, a <= b, a == b, a >= b, a > b) == (x < y, x <= y, x == y, x >= y, x > y)
    assert (math.floor(a), math.ceil(a)) == (math.floor(x), math.ceil(x))


@given(fractions)
@settings(max_examples=80)
def test_printed_and_read_back(x):
    r = rational(x.numerator, x.denominator)
    assert cgt.value(str(r)) == r
    if isinstance(r, Rational):
        assert eval(repr(r), {"Rational": Rational}) == r and pickle.loads(pickle.dumps(r)) == r
        assert hash(r) == hash(x) and str(r) == f"{x.numerator}/{x.denominator}"


# CGSuite 2.2 printed (/tmp/cgs-build/cgs-eval), each line's text as cgt.value reads it.
@pytest.mark.parametrize("text, printed", [
    ("1/3", "1/3"), ("-2/6", "-1/3"), ("1/3 + 1/2", "5/6"), ("1/3 + 1/6", "1/2"), ("(1/3) * 3", "1"),
    ("2/3 - 1", "-1/3"), ("(1/3) + 1", "4/3"), ("(1/3) - (1/3)", "0"), ("(1/3) * 0", "0"),
])
def test_worksheets_of_rationals_print_as_cgsuite_printed_them(text, printed):
    assert str(cgt.value(text)) == printed


def test_cgsuites_other_rational_answers():
    # CGSuite 2.2 printed: (1/3) / 2 = 1/6, 2/3 reciprocal 3/2, (-7/3).Floor -3, .Ceiling -2, (2/3)^2 = 4/9,
    # (7/3) % 2 = 1/3, (3/8) / (1/3) = 9/8, (1/3 + 1/6).Class DyadicRational, ((1/3)*3).Class Integer.
    third = rational(1, 3)
    assert str(third / 2) == "1/6" and str(1 / rational(2, 3)) == "3/2"
    assert (math.floor(rational(-7, 3)), math.ceil(rational(-7, 3))) == (-3, -2)
    assert str(rational(2, 3) ** 2) == "4/9" and str(rational(7, 3) % 2) == "1/3"
    assert cgt.number(3, 8) / third == rational(9, 8)
    assert isinstance(third + rational(1, 6), cgt.DyadicRational) and (third * 3).is_integer
    assert cgt.value("1/3 < 1/2") and cgt.value("1/3 == 2/6")


def test_numbers_and_rationals_mix_both_ways_and_games_are_refused():
    half, third = cgt.number(1, 2), rational(1, 3)
    assert half + third == rational(5, 6) == third + half and half - third == rational(1, 6)
    assert half > third and third < half and half != third and Fraction(1, 3) == third
    # CGSuite 2.2: "No operation `+` for arguments of types `game.Rational`, `game.Nimber`".
    with pytest.raises(cgt.NotANumberError, match=r"\+: CanonicalForm.parse\('\*'\) of type CanonicalForm is not a number"):
        cgt.star() + third
    with pytest.raises(cgt.InvalidNotationError, match=r"'\{1/3\|1\}': the denominator 3 is not a power of 2 .* position 3"):
        cgt.value("{1/3|1}")  # CGSuite 2.2: "Invalid game specifier"
    with pytest.raises(cgt.InvalidNotationError, match="1/3, is no game: it takes no ups or star"):
        cgt.value("1/3^")
    with pytest.raises(cgt.InvalidNotationError, match="the denominator 3 is not a power of 2"):
        cgt.CanonicalForm.parse("1/3")  # a value must be a game
    with pytest.raises(cgt.InvalidNotationError, match="1/3, is no game .here, a part of a loopy value. at position 0"):
        cgt.value("1/3 + on")
    with pytest.raises(cgt.InvalidValueError, match=r"Rational\(1, 2\) is dyadic"):
        Rational(1, 2)
    with pytest.raises(cgt.InvalidValueError, match="denominator of 1/0 is 0"):
        rational(1, 0)
    with pytest.raises(cgt.NotAValueError):
        cgt.conjunctive_sum(third, 1)
