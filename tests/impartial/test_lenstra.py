"""Lenstra's Q-sets and excesses against CGSuite's NimFieldCalculatorTest, its table and finite field arithmetic."""

from __future__ import annotations

import pytest

import cgt

# CGSuite lib/core/src/main/scala/org/cgsuite/core/impartial/arithmetic/NimFieldConstants.scala:
# the primes with their Q-set and excess, as CGSuite tabulates them (the rows below are its
# `primes`, `qSet` and `excess` vectors at the same index), leaving out 47, 59, 107 and 227, whose
# fields (of order 2**5060 and more) take seconds to minutes.
CGSUITE_CONSTANTS = {
    2: ((), 0), 3: ((2,), 0), 5: ((4,), 0), 7: ((3,), 1), 11: ((5,), 1), 13: ((4, 3), 0),
    17: ((8,), 0), 19: ((9,), 4), 23: ((11,), 1), 29: ((4, 7), 0), 31: ((5,), 1), 37: ((4, 9), 0),
    41: ((5,), 1), 43: ((7,), 1), 53: ((13,), 1), 61: ((3, 5), 0),
    67: ((3, 11), 0), 71: ((5, 7), 0), 73: ((9,), 1), 79: ((13,), 1), 83: ((41,), 1), 89: ((11,), 1),
    97: ((16, 3), 0), 101: ((25,), 1), 103: ((3, 17), 0), 109: ((4, 9), 0), 113: ((4, 7), 0),
    127: ((7,), 1), 131: ((5, 13), 0), 137: ((17,), 1), 229: ((19,), 1), 257: ((16,), 0),
}


@pytest.mark.parametrize("p", [p for p in CGSUITE_CONSTANTS if p <= 43] + [229])
def test_cgsuite_nim_field_calculator_test(p):
    # CGSuite lib/core/src/test/scala/org/cgsuite/core/impartial/arithmetic/NimFieldCalculatorTest.scala:
    # "compute excess and Q-sets correctly for p <= 43" and "... for p = 229" (whose component
    # alpha_19 has excess 4 > 1), against NimFieldConstants.
    q_set, excess = CGSUITE_CONSTANTS[p]
    assert cgt.lenstra_q_set(p) == q_set
    assert cgt.lenstra_excess(p) == excess


@pytest.mark.parametrize("p", [p for p in CGSUITE_CONSTANTS if 43 < p != 229])
def test_nim_field_constants_beyond_cgsuites_test(p):
    assert (cgt.lenstra_q_set(p), cgt.lenstra_excess(p)) == CGSUITE_CONSTANTS[p]


@pytest.mark.parametrize("p", [p for p in CGSUITE_CONSTANTS if p > 2])
def test_q_set_is_made_of_maximal_prime_powers_of_the_order_of_two(p):
    # Lenstra's theorem: kappa_f(p) sums kappa_q over prime powers q exactly dividing f(p).
    order = next(k for k in range(1, p) if pow(2, k, p) == 1)
    bases = []
    for q in cgt.lenstra_q_set(p):
        base = next(d for d in range(2, q + 1) if q % d == 0)
        power = base
        while power < q:
            power *= base
        assert power == q, (p, q)  # a prime power
        assert order % q == 0 and (order // q) % base, (p, q)  # exactly dividing f(p)
        bases.append(base)
    assert len(set(bases)) == len(bases)


def test_published_alphas():
    # Conway, ONAG ch. 6: omega^3 = 2, (omega^omega)^5 = 4, (omega^omega^2)^7 = omega + 1; that is
    # alpha_3 = kappa_2, alpha_5 = kappa_4, alpha_7 = kappa_3 + 1 (kappa_3 = omega).
    assert (cgt.lenstra_q_set(3), cgt.lenstra_excess(3)) == ((2,), 0)
    assert (cgt.lenstra_q_set(5), cgt.lenstra_excess(5)) == ((4,), 0)
    assert (cgt.lenstra_q_set(7), cgt.lenstra_excess(7)) == ((3,), 1)


@pytest.mark.parametrize("p", [3, 5, 17, 257, 65537])
def test_a_finite_alpha_has_no_pth_root_among_64_bit_nimbers(p):
    # For the Fermat primes alpha_p = kappa_q = 2**(q/2) is finite; the finite field arithmetic
    # (nim_power, independent of Lenstra's term algebra) confirms it has no p-th root in the field
    # of order 2**64: p divides 2**64 - 1, and x has a p-th root there iff x^((2**64 - 1)/p) = 1.
    (q,) = cgt.lenstra_q_set(p)
    assert cgt.lenstra_excess(p) == 0
    alpha = 1 << (q // 2)
    assert (2**64 - 1) % p == 0
    assert cgt.nim_power(alpha, (2**64 - 1) // p) != 1
    # The same criterion finds the p-th power alpha^p to be one.
    assert cgt.nim_power(cgt.nim_power(alpha, p), (2**64 - 1) // p) == 1


@pytest.mark.parametrize(
    "call, fragment",
    [(lambda: cgt.lenstra_excess(9), "lenstra_excess: p=9 is not a prime"),
     (lambda: cgt.lenstra_q_set(1), "lenstra_q_set: p=1 is not a prime"),
     (lambda: cgt.lenstra_q_set(-7), "p=-7 is negative"),
     (lambda: cgt.lenstra_excess(7.0), "p=7.0 is 7.0 of type float")],
)
def test_lenstra_constants_reject_non_primes(call, fragment):
    with pytest.raises(cgt.InvalidValueError, match=fragment):
        call()
