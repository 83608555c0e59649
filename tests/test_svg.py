"""The SVG primitives: exact numbers, so that drawings keep their geometry."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from cgt import _svg

dyadics = st.builds(lambda m, k: Fraction(m, 2**k), st.integers(-10**9, 10**9), st.integers(0, 40))


@given(dyadics)
def test_dyadic_coordinates_are_written_exactly(x):
    text = _svg.number(x)
    assert Fraction(text) == x
    # Plain decimals, no exponent and no trailing zeros: 3/64 is 0.046875, 2 is 2.
    assert "e" not in text and not text.endswith((".", ".0")) and not ("." in text and text.endswith("0"))


@given(st.floats(-1e5, 1e5, allow_nan=False))
def test_floats_are_written_as_before(x):
    # The boards' pictures pass floats: six significant digits, as %g always wrote them.
    assert _svg.number(x) == f"{x:g}"
    assert abs(float(_svg.number(x)) - x) <= abs(x) * 1e-5


def test_other_fractions_are_rounded():
    assert _svg.number(Fraction(1, 3)) == "0.333333"
    assert _svg.number(Fraction(-7, 2)) == "-3.5"
