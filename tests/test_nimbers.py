"""mex, nim-sum and nim-product against their definitions and the field axioms."""

from __future__ import annotations

from functools import reduce
from operator import xor

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from naive import naive_nim_product

nimbers = st.integers(min_value=0, max_value=2**64 - 1)
small = st.lists(st.integers(0, 20), max_size=25)


@given(small)
def test_mex_is_least_excluded(values):
    m = cgt.mex(values)
    assert m not in values
    assert all(k in values for k in range(m))


@given(small, st.randoms())
def test_mex_ignores_order_and_repeats(values, rnd):
    shuffled = values + values
    rnd.shuffle(shuffled)
    assert cgt.mex(shuffled) == cgt.mex(values)


@pytest.mark.parametrize(
    "bad, fragment",
    [([0, -1], "-1 at index 1 is negative"), ([1.0], "1.0 at index 0"), ([True], "True at index 0"),
     (["2"], "'2' at index 0")],
)
def test_mex_rejects_non_nimbers(bad, fragment):
    with pytest.raises(cgt.InvalidValueError, match=fragment) as info:
        cgt.mex(bad)
    assert isinstance(info.value, ValueError) and isinstance(info.value, cgt.CgtError)


@given(st.lists(nimbers, max_size=8))
def test_nim_sum_is_xor_in_both_call_forms(values):
    expected = reduce(xor, values, 0)
    assert cgt.nim_sum(*values) == expected
    assert cgt.nim_sum(values) == expected
    assert cgt.nim_sum(iter(values)) == expected


def test_nim_sum_rejects_bad_values():
    with pytest.raises(cgt.InvalidValueError, match="-3 at index 1"):
        cgt.nim_sum(1, -3)
    with pytest.raises(cgt.InvalidValueError, match="'x'"):
        cgt.nim_sum("x")


def test_nim_product_matches_conways_definition():
    for a in range(20):
        for b in range(20):
            assert cgt.nim_product(a, b) == naive_nim_product(a, b), (a, b)


def test_fermat_two_powers_square_to_three_halves():
    # F (*) F = 3F/2 for every Fermat 2-power F = 2**(2**k) (Conway, ONAG ch. 6).
    for k in range(7):
        f = 1 << (1 << k)
        assert cgt.nim_product(f, f) == 3 * f // 2


@given(nimbers, nimbers, nimbers)
def test_nim_product_field_axioms(a, b, c):
    p = cgt.nim_product
    assert p(a, b) == p(b, a)
    assert p(p(a, b), c) == p(a, p(b, c))
    assert p(a, b ^ c) == p(a, b) ^ p(a, c)
    assert p(a, 1) == a and p(a, 0) == 0


def test_nim_product_has_inverses_in_the_field_of_order_256():
    for a in range(1, 256):
        assert sum(cgt.nim_product(a, b) == 1 for b in range(1, 256)) == 1, a


def test_nim_product_rejects_negative():
    with pytest.raises(cgt.InvalidValueError, match="b=-2"):
        cgt.nim_product(3, -2)


@given(st.lists(st.integers(0, 2**70), max_size=40), st.booleans())
def test_nim_sum_fast_path_agrees_with_reduce_on_words_and_big_ints(values, as_numpy):
    # Values below 2**64 are xored as packed words; a bigger one takes the plain route.
    if as_numpy:
        values = [np.uint64(v) if v < 2**64 else v for v in values]
    assert cgt.nim_sum(values) == reduce(xor, map(int, values), 0)


def test_nim_sum_rejects_a_bool_among_zeros_and_ones_and_a_float():
    with pytest.raises(cgt.InvalidValueError, match="value True at index 2"):
        cgt.nim_sum([0, 1, True])
    with pytest.raises(cgt.InvalidValueError, match="value 2.0 at index 1"):
        cgt.nim_sum([7, 2.0])
