"""mex, nim-sum, nim-product and the nim field against their definitions, the field axioms and CGSuite."""

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


# -- the finite nim field: inverse, division, square root, power ----------------


def field_width(a: int) -> int:
    """The number of bits 2**k of the smallest field of order 2**(2**k) holding `a`."""
    width = 1
    while a >> width:
        width *= 2
    return width


def test_cgsuite_game_test_rows_of_nim_arithmetic():
    # CGSuite lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, rows "NimProduct",
    # "NimInverse", "NimDiv" and "NimInverse check" (n NimProduct n.NimInverse == 1 for n to 3000).
    assert [cgt.nim_product(8, n) for n in range(1, 17)] == [8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128]
    assert [cgt.nim_inverse(n) for n in range(1, 17)] == [1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170]
    assert [cgt.nim_divide(11, n) for n in range(1, 17)] == [11, 6, 13, 8, 14, 2, 15, 4, 10, 9, 1, 12, 3, 5, 7, 68]
    assert all(cgt.nim_product(n, cgt.nim_inverse(n)) == 1 for n in range(1, 3001))


def test_64_bit_inverses_and_quotients_as_cgsuite_prints_them():
    # Printed by CGSuite 2.2's cgs-eval (built by /work/shared/peers/cgsuite/build.sh):
    # (2^64-1).NimInverse, (2^63+12345).NimInverse, (2^64-1) NimDiv 12345.
    assert cgt.nim_inverse(2**64 - 1) == 221865125609472
    assert cgt.nim_inverse(2**63 + 12345) == 4263000996154341221
    assert cgt.nim_divide(2**64 - 1, 12345) == 15448145391826163298


def test_inverses_below_256_are_the_only_ones():
    # Brute force in the field of order 256: exactly one b with a (*) b == 1, and it is nim_inverse(a).
    for a in range(1, 256):
        assert [b for b in range(1, 256) if cgt.nim_product(a, b) == 1] == [cgt.nim_inverse(a)], a


def test_published_facts_of_small_fields():
    # ONAG ch. 6: {0, 1, 2, 3} is the field of order 4, where *2 is a cube root of unity,
    # so 2 (*) 2 = 3 = 2^-1 and the Frobenius map swaps 2 and 3.
    assert cgt.nim_power(2, 3) == 1 and cgt.nim_inverse(2) == 3 == cgt.nim_product(2, 2)
    assert cgt.nim_sqrt(2) == 3 and cgt.nim_sqrt(3) == 2
    # In the field of order 16, 4 (*) 4 = 6: 4 is the square root of 6.
    assert cgt.nim_sqrt(6) == 4


@given(nimbers.filter(bool))
def test_inverse_times_the_nimber_is_one_and_is_the_fermat_power(a):
    inverse = cgt.nim_inverse(a)
    assert cgt.nim_product(a, inverse) == 1
    # a^(2**w - 2) in the field of order 2**w (Lagrange), by repeated nim products.
    assert cgt.nim_power(a, 2 ** field_width(a) - 2) == inverse
    assert inverse < 2 ** field_width(a)


@given(st.integers(min_value=0, max_value=2**128 - 1))
def test_square_root_squares_back_and_is_the_inverse_frobenius(a):
    root = cgt.nim_sqrt(a)
    assert cgt.nim_product(root, root) == a
    assert cgt.nim_power(a, 2 ** (field_width(a) - 1)) == root


@given(nimbers, nimbers.filter(bool))
def test_division_undoes_multiplication(a, b):
    quotient = cgt.nim_divide(a, b)
    assert cgt.nim_product(quotient, b) == a
    assert cgt.nim_divide(cgt.nim_product(a, b), b) == a


@given(st.integers(0, 2**64 - 1), st.integers(-40, 40), st.integers(-40, 40))
def test_powers_add_exponents_and_agree_with_repeated_products(a, m, n):
    if a == 0 and min(m, n, m + n) < 0:
        return
    p = cgt.nim_power
    assert cgt.nim_product(p(a, m), p(a, n)) == p(a, m + n)
    repeated = 1
    for _ in range(abs(m)):
        repeated = cgt.nim_product(repeated, a if m > 0 else cgt.nim_inverse(a))
    assert p(a, m) == repeated


@pytest.mark.parametrize(
    "call, fragment",
    [(lambda: cgt.nim_inverse(0), "a=0 has no nim inverse"),
     (lambda: cgt.nim_inverse(-5), "a=-5 is negative"),
     (lambda: cgt.nim_inverse(2.0), "a=2.0 is 2.0 of type float"),
     (lambda: cgt.nim_inverse(True), "a=True is True of type bool"),
     (lambda: cgt.nim_divide(3, 0), "b=0 \\(dividing a=3\\)"),
     (lambda: cgt.nim_divide(-1, 3), "a=-1 is negative"),
     (lambda: cgt.nim_sqrt("4"), "a='4' is '4' of type str"),
     (lambda: cgt.nim_power(0, -1), "n=-1 is negative and a=0"),
     (lambda: cgt.nim_power(3, 0.5), "n=0.5 of type float")],
)
def test_nim_field_rejects_bad_arguments(call, fragment):
    with pytest.raises(cgt.InvalidValueError, match=fragment) as info:
        call()
    assert isinstance(info.value, ValueError) and isinstance(info.value, cgt.CgtError)

