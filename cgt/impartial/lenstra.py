"""Lenstra's constants of the transfinite nim field: Q-sets and excesses of primes.

Below omega^omega^omega the nimbers are generated, over the finite ones, by
Lenstra's ``kappa_q`` (``q`` a prime power ``p**n``): ``kappa_{2**n} = 2**(2**(n-1))``,
``kappa_q ** p = kappa_{q/p}`` for odd ``p`` and ``n > 1``, and ``kappa_p ** p =
alpha_p``, the least ordinal with no ``p``-th root below ``kappa_p``. Lenstra
(*On the algebraic closure of two*, Indag. Math. 39, 1977) shows
``alpha_p = kappa_f(p) + m``, ``f(p)`` the order of 2 modulo ``p``,
``kappa_f(p)`` the nim-sum of ``kappa_q`` over a set of prime powers exactly
dividing ``f(p)`` (the Q-set, :func:`lenstra_q_set`) and ``m`` a natural number
(the excess, :func:`lenstra_excess`). These constants are what transfinite nim
multiplication needs (CGSuite tabulates them in ``NimFieldConstants``); they are
computed here as CGSuite's ``NimFieldCalculator`` does, every question asked in a
finite subfield spanned by products of kappas (its "terms").
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache, reduce
from math import isqrt
from operator import xor

from ..errors import InvalidValueError
from ..nimbers import as_nimber

__all__ = ["lenstra_q_set", "lenstra_excess"]


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, isqrt(n) + 1))


def _prime_power(q: int) -> tuple[int, int]:
    """(p, n) with q = p**n; callers pass prime powers only."""
    p = next(d for d in range(2, q + 1) if q % d == 0)
    n = 0
    while q > 1:
        q //= p
        n += 1
    return p, n


def _order_of_two(p: int) -> int:
    """Lenstra's f(p): the multiplicative order of 2 modulo the odd prime p."""
    order, power = 1, 2 % p
    while power != 1:
        order, power = order + 1, power * 2 % p
    return order


def _set_bits(mask: int) -> list[int]:
    digits = bin(mask)[:1:-1]
    bits = []
    i = digits.find("1")
    while i >= 0:  # str.find skips the zeros at C speed
        bits.append(i)
        i = digits.find("1", i + 1)
    return bits


class _TermAlgebra:
    """The finite field spanned by products of kappa_q, q in `components` (closed under q -> q/p).

    A term kappa_{q_1}^{e_1} ... kappa_{q_k}^{e_k} (0 <= e_i < p_i) is the int
    e_1 + p_1 (e_2 + p_2 (...)), and an element, a nim-sum of terms, is the
    bitmask of its terms: addition is xor. The 2-power components come first,
    so a finite nimber below them is its own bitmask (term t is the nimber 2**t).
    Squaring and multiplying by a fixed element are linear maps, applied a hex
    digit of the element at a time (:func:`_linear_map`).
    """

    def __init__(self, components: Iterable[int]) -> None:
        self.components = sorted(set(components), key=_prime_power)
        self.primes = [_prime_power(q)[0] for q in self.components]
        self.basis = [1]
        for p in self.primes:
            self.basis.append(self.basis[-1] * p)
        self.size = self.basis[-1]  # the field's degree over {0, 1}
        self.kappa_pth_powers = [self._kappa_pth_power(i) for i in range(len(self.components))]
        self._kappa_times: dict[tuple[int, int, int], int] = {}
        self._products: dict[tuple[int, int], int] = {}
        self._squares: list[dict[str, int]] = []

    def element(self, components: Iterable[int]) -> int:
        """The nim-sum of kappa_q over `components`."""
        return reduce(xor, (1 << self.basis[self.components.index(q)] for q in components), 0)

    def _kappa_pth_power(self, i: int) -> int:
        q, p = self.components[i], self.primes[i]
        if p == 2:
            # F (*) F = F + F/2 for the Fermat 2-power F = kappa_q, and F/2 is the product of the smaller ones.
            return (1 << self.basis[i]) | (1 << (self.basis[i] - 1))
        if q == p:
            return self.element(r for r in lenstra_q_set(p) if r % 2) ^ _finite_summand(p, lenstra_excess(p))
        return 1 << self.basis[i - 1]

    def _kappa_power_times(self, i: int, j: int, term: int) -> int:
        """kappa_{q_i}^j times a term, 0 < j < p_i."""
        key = (i, j, term)
        if key not in self._kappa_times:
            p, unit = self.primes[i], self.basis[i]
            exponent = term // unit % p + j
            if exponent < p:
                product = 1 << (term + j * unit)
            else:
                # kappa^exponent = kappa^(exponent - p) kappa^p: the terms of (lower part) * kappa^p
                # involve components up to i only, so the higher part shifts them whole.
                lower = term % unit
                higher = term - term % self.basis[i + 1] + (exponent - p) * unit
                product = 0
                for t in _set_bits(self.kappa_pth_powers[i]):
                    product ^= self.times(lower, t)
                product <<= higher
            self._kappa_times[key] = product
        return self._kappa_times[key]

    def times(self, x: int, y: int) -> int:
        """The product of terms x and y, as an element."""
        if y == 0:
            return 1 << x
        key = (x, y)
        if key not in self._products:
            i = len(self.components) - 1
            while y < self.basis[i]:
                i -= 1
            rest = y % self.basis[i]
            product = 0
            for t in _set_bits(self._kappa_power_times(i, y // self.basis[i], x)):
                product ^= self.times(t, rest)
            self._products[key] = product
        return self._products[key]

    def square(self, x: int) -> int:
        if not self._squares:
            self._squares = _linear_map([self.times(t, t) for t in range(self.size)])
        return _apply(self._squares, x)

    def power(self, x: int, n: int) -> int:
        """x to the power n >= 1, left to right: square, then multiply by x on a 1 bit."""
        by_x = _linear_map([reduce(xor, (self.times(t, s) for s in _set_bits(x)), 0) for t in range(self.size)])
        result = 1
        for bit in bin(n)[2:]:
            result = self.square(result)
            if bit == "1":
                result = _apply(by_x, result)
        return result


@lru_cache(maxsize=1)
def _algebra(components: frozenset[int]) -> _TermAlgebra:
    """The algebra of `components`, the last one kept: a prime's excess asks for the one its Q-set built last.

    One only, as the large ones hold tens of megabytes (107's squaring tables, about 35 MB).
    """
    return _TermAlgebra(components)


def _linear_map(images: list[int]) -> list[dict[str, int]]:
    """The linear map with `images` of the terms, as the images of each hex digit at each place.

    An element has about size/2 terms but size/4 hex digits, and a digit's image is one
    lookup: squaring a dense element costs a quarter of the xors term by term would.
    """
    tables = []
    for place in range(0, len(images), 4):
        four = images[place:place + 4] + [0] * 3  # the last place may hold fewer terms
        table = [0] * 16
        for digit in range(1, 16):
            low = digit & -digit
            table[digit] = table[digit ^ low] ^ four[low.bit_length() - 1]
        tables.append({f"{digit:x}": image for digit, image in enumerate(table)})
    return tables


def _apply(tables: list[dict[str, int]], x: int) -> int:
    """The linear map of `tables` (see :func:`_linear_map`), applied to the element x."""
    result = 0
    for table, digit in zip(tables, f"{x:x}"[::-1]):
        if digit != "0":
            result ^= table[digit]
    return result


def _finite_summand(p: int, excess: int) -> int:
    """The finite part of the ordinal kappa_{f(p)} + excess (an ordinal sum, so integers add)."""
    even = [q for q in lenstra_q_set(p) if q % 2 == 0]
    return (1 << (even[0] // 2) if even else 0) + excess


def _finite_components(finite: int) -> set[int]:
    """The 2-powers q whose kappa_q span the finite field holding the nimber `finite`."""
    if finite <= 1:
        return set()
    return {1 << (k + 1) for k in range((finite.bit_length() - 1).bit_length())}


@lru_cache(maxsize=None)
def _primitive_components(q: int) -> frozenset[int]:
    """The prime powers r with kappa_r in the field generated by kappa_q."""
    p, n = _prime_power(q)
    components = {p**k for k in range(1, n + 1)}
    for r in lenstra_q_set(p):
        components |= _primitive_components(r)
    return frozenset(components | _finite_components(_finite_summand(p, lenstra_excess(p))))


def _span(qs: Iterable[int]) -> set[int]:
    return set().union(*map(_primitive_components, qs))


@lru_cache(maxsize=None)
def _kappa_set(h: int) -> tuple[int, ...]:
    """The prime powers q with kappa_h = the nim-sum of their kappa_q (Lenstra, theorem 2.1)."""
    p = next(d for d in range(2, h + 1) if h % d == 0)
    q = p
    while h % (q * p) == 0:
        q *= p
    if q == h:
        return (h,)
    below = _kappa_set(h // q)
    # kappa_h = kappa_g if q divides the degree of kappa_g (g = h/q), else kappa_g + kappa_q;
    # the degree is the least d with kappa_g^(2^d) = kappa_g.
    algebra = _algebra(frozenset(_span(below)))
    start = algebra.element(below)
    x, degree = algebra.square(start), 1
    while x != start:
        x, degree = algebra.square(x), degree + 1
    return below if degree % q == 0 else tuple(sorted(below + (q,), key=_prime_power))


def _as_prime(p: object, where: str) -> int:
    n = as_nimber(p, f"{where}: p={p!r}")
    if not _is_prime(n):
        raise InvalidValueError(f"{where}: p={n} is not a prime")
    return n


def lenstra_q_set(p: int) -> tuple[int, ...]:
    """Return Lenstra's Q-set of a prime: the prime powers whose kappas sum to kappa_f(p).

    In the nim field below omega^omega^omega (Lenstra, *On the algebraic closure
    of two*, 1977), ``kappa_p ** p = alpha_p = kappa_f(p) + m`` for an odd prime
    ``p``, where ``f(p)`` is the order of 2 modulo ``p`` and ``m`` is the
    :func:`excess <lenstra_excess>`; ``kappa_f(p)`` is the nim-sum of ``kappa_q``
    over the Q-set, a set of prime powers ``q`` exactly dividing ``f(p)``.
    CGSuite's ``NimFieldCalculator.qSet``.

    Parameters
    ----------
    p : int
        A prime.

    Returns
    -------
    tuple of int
        The Q-set, ordered by prime and then exponent, as CGSuite lists it;
        empty for 2.

    Raises
    ------
    InvalidValueError
        If `p` is not a prime (or not an integer).

    Notes
    -----
    Lenstra's theorem 2.1: with ``h = g q``, ``q`` the largest power of the
    least prime dividing ``h``, ``kappa_h`` is ``kappa_g`` if ``q`` divides
    the degree of ``kappa_g`` over {0, 1}, else ``kappa_g + kappa_q``; the
    degree is found by squaring in the finite field spanned by the kappas
    ``kappa_g`` involves. Results are remembered.

    Examples
    --------
    >>> lenstra_q_set(3), lenstra_q_set(7), lenstra_q_set(13)  # alpha_13 = kappa_4 + kappa_3 = omega + 4
    ((2,), (3,), (4, 3))
    """
    n = _as_prime(p, "lenstra_q_set")
    return () if n == 2 else _kappa_set(_order_of_two(n))


@lru_cache(maxsize=None)
def _excess(p: int) -> int:
    q_set = lenstra_q_set(p)
    components = _span(q_set)
    f = _order_of_two(p)
    # Lenstra (4.3) and (4.4) bound the excess below: 4 when f(p) = 2 * 3^k, 1 when Q is one odd prime power.
    half = f // 2
    while half % 3 == 0:
        half //= 3
    excess = 4 if f > 2 and f % 2 == 0 and half == 1 else 1 if len(q_set) == 1 and q_set[0] % 2 else 0
    while True:
        finite = _finite_summand(p, excess)
        algebra = _algebra(frozenset(components | _finite_components(finite)))
        alpha = algebra.element(q for q in q_set if q % 2) ^ finite
        # The multiplicative group has order 2^E - 1 (E the degree): alpha has a p-th root
        # there exactly when p divides 2^E - 1 and alpha^((2^E - 1)/p) = 1.
        group = (1 << algebra.size) - 1
        if group % p or algebra.power(alpha, group // p) != 1:
            return excess
        excess += 1


def lenstra_excess(p: int) -> int:
    """Return Lenstra's excess of a prime: the ``m`` with ``alpha_p = kappa_f(p) + m``.

    ``alpha_p = kappa_p ** p`` is the least ordinal with no ``p``-th root in the
    field below ``kappa_p``; Lenstra (*On the algebraic closure of two*, 1977)
    shows it is ``kappa_f(p)`` (see :func:`lenstra_q_set`) plus a natural number,
    the excess: the least ``m`` for which ``kappa_f(p) + m`` (an ordinal sum) has
    no ``p``-th root. CGSuite's ``NimFieldCalculator.excess``.

    Parameters
    ----------
    p : int
        A prime.

    Returns
    -------
    int
        The excess; 0 for 2.

    Raises
    ------
    InvalidValueError
        If `p` is not a prime (or not an integer).

    Notes
    -----
    Each candidate ``m`` is tried in the finite field spanned by the kappas
    that ``kappa_f(p) + m`` involves, of order ``2**E``: there ``x`` has a
    ``p``-th root exactly when ``p`` divides ``2**E - 1`` and ``x`` to the power
    ``(2**E - 1) / p`` is 1. The fields grow fast with ``p``: the primes up to
    43 take 0.1 s all told, 47 (order ``2**5060``) about 6 s, 107 (``2**8268``)
    about 21 s (measured). Results are remembered.

    Examples
    --------
    >>> [lenstra_excess(p) for p in (3, 5, 7, 11, 13, 17, 19)]  # alpha_19 = kappa_9 + 4
    [0, 0, 1, 1, 0, 0, 4]
    """
    n = _as_prime(p, "lenstra_excess")
    return 0 if n == 2 else _excess(n)
