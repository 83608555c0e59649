"""Arithmetic of nimbers: mex, nim-sum and Conway's nim-product, and the nim field.

These are the operations of the field of nimbers. ``mex`` turns the values of a
position's options into its Grundy value, ``nim_sum`` adds the values of the
components of a disjunctive sum, and ``nim_product`` multiplies nimbers, the
product used by coin-turning games. ``nim_inverse``, ``nim_divide``,
``nim_sqrt`` and ``nim_power`` complete the finite field (CGSuite's
``NimInverse`` and ``NimDiv``); ``lenstra_q_set`` and ``lenstra_excess`` are
Lenstra's constants of the transfinite nim field (CGSuite's ``NimFieldCalculator``).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from functools import lru_cache, reduce
from operator import index, xor
from typing import Union


from .errors import InvalidValueError

__all__ = [
    "mex",
    "nim_sum",
    "nim_product",
    "nim_inverse",
    "nim_divide",
    "nim_sqrt",
    "nim_power",
    "lenstra_q_set",
    "lenstra_excess",
]


def mex_unchecked(values: list[int]) -> int:
    # The solver's hot path: values are known to be non-negative ints. Most
    # positions have few options, and scanning a short list beats hashing it.
    seen = values if len(values) <= 8 else set(values)
    m = 0
    while m in seen:
        m += 1
    return m


def _as_nimber(value: object, where: str) -> int:
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise InvalidValueError(
            f"{where} is {value!r} of type {type(value).__name__}; nimbers are non-negative integers"
        )
    n = index(value)  # type: ignore[arg-type]
    if n < 0:
        raise InvalidValueError(f"{where} is negative; Grundy values are >= 0")
    return n


def mex(values: Iterable[int]) -> int:
    """Return the minimum excludant: the least non-negative integer not in `values`.

    Parameters
    ----------
    values : iterable of int
        Grundy values of a position's options, in any order, repeats allowed.

    Returns
    -------
    int
        The least ``m >= 0`` with ``m`` not in `values`; 0 for no values.

    Raises
    ------
    InvalidValueError
        If a value is negative or not an integer (``bool`` included); the
        message names the value and its index.

    Examples
    --------
    >>> mex([0, 1, 3])
    2
    >>> mex([])
    0
    >>> mex([1, 2])
    0
    """
    checked = [_as_nimber(v, f"mex: value {v!r} at index {i}") for i, v in enumerate(values)]
    return mex_unchecked(checked)


def nim_sum(*values: Union[int, Iterable[int]]) -> int:
    """Return the nim-sum (bitwise xor) of nimbers.

    By the Sprague-Grundy theorem the Grundy value of a disjunctive sum is the
    nim-sum of the Grundy values of its components.

    Parameters
    ----------
    *values : int, or a single iterable of int
        The nimbers to add: ``nim_sum(3, 5, 6)`` or ``nim_sum([3, 5, 6])``.

    Returns
    -------
    int
        Their xor; 0 for no values.

    Raises
    ------
    InvalidValueError
        If a value is negative or not an integer.

    Examples
    --------
    >>> nim_sum(3, 5, 6)
    0
    >>> nim_sum([1, 7])
    6
    >>> nim_sum()
    0
    """
    items: Iterable[object]
    if len(values) == 1 and not hasattr(type(values[0]), "__index__"):
        items = values[0]  # type: ignore[assignment]
        if not isinstance(items, Iterable):
            raise InvalidValueError(
                f"nim_sum: argument {items!r} is neither an integer nor an iterable of integers"
            )
    else:
        items = values
    if not isinstance(items, (list, tuple)):
        items = list(items)
    if len(items) >= _NUMPY_FROM:
        try:
            # Packing into 64-bit words refuses negatives and non-integers at C
            # speed, and numpy then xors the words: faster than reduce(xor).
            words = array("Q", items)
        except (TypeError, OverflowError):
            pass  # a bad value, or one of 64 bits or more: the checks below say which
        else:
            import numpy as np  # long sums only: import cgt does not import numpy

            packed = np.frombuffer(words, np.uint64)
            # bool is an int to array(): only the 0s and 1s may be bools, only their types are looked at.
            small = np.flatnonzero(packed <= 1).tolist()
            if not small or bool not in set(map(type, map(items.__getitem__, small))):
                return int(np.bitwise_xor.reduce(packed))
    # Validated in bulk (C-speed passes), value by value only to word an error.
    types = set(map(type, items))
    if int not in types or len(types) > 1:
        if bool in types or not all(hasattr(t, "__index__") for t in types):
            _first_bad(items)
        items = list(map(index, items))  # numpy's fixed-width ints cannot xor a big int
    total = reduce(xor, items, 0)
    if items and min(items) < 0:
        _first_bad(items)
    return index(total)


#: From this many values on, numpy xors the packed words (its call costs more than it saves on fewer).
_NUMPY_FROM = 64


def _first_bad(items: Iterable[object]) -> None:
    """Raise the error of the first value of `items` that is not a nimber."""
    for i, v in enumerate(items):
        _as_nimber(v, f"nim_sum: value {v!r} at index {i}")


def _half_width(a: int) -> int:
    """The least power of two h with a < 2**(2*h): a lies in the field of order 2**(2*h), not below it."""
    h = 1
    while (1 << (2 * h)) <= a:
        h *= 2
    return h


@lru_cache(maxsize=1 << 16)
def _nim_product(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    # Split both factors at the Fermat 2-power F = 2**h (h a power of two) with
    # a, b < F**2. Below F nimbers form a subfield and x (*) F = x * F for x < F,
    # while F (*) F = F ^ F/2: that gives the recursion below (three products,
    # Karatsuba style).
    h = _half_width(max(a, b))
    mask = (1 << h) - 1
    a1, a0 = a >> h, a & mask
    b1, b0 = b >> h, b & mask
    low = _nim_product(a0, b0)
    high = _nim_product(a1, b1)
    cross = _nim_product(a0 ^ a1, b0 ^ b1) ^ low
    return (cross << h) ^ low ^ _nim_product(high, 1 << (h - 1))


def nim_product(a: int, b: int) -> int:
    """Return Conway's nim-product of two nimbers.

    With nim-sum as addition, nim-product makes the non-negative integers a field
    (the nimbers); the numbers below each Fermat 2-power ``2**(2**k)`` form a
    subfield. The Grundy value of the product of two coin-turning games is the
    nim-product of their values.

    Parameters
    ----------
    a, b : int
        Non-negative integers.

    Returns
    -------
    int
        ``a (*) b``.

    Raises
    ------
    InvalidValueError
        If either factor is negative or not an integer.

    Notes
    -----
    Computed by splitting at Fermat 2-powers F, using ``x (*) F = x * F`` for
    ``x < F`` and ``F (*) F = 3F/2``; about ``3**log2(bits)`` small products.
    See Conway, *On Numbers and Games*, ch. 6.

    Examples
    --------
    >>> nim_product(2, 2)
    3
    >>> nim_product(4, 4)
    6
    >>> nim_product(2, 3)
    1
    """
    return _nim_product(_as_nimber(a, f"nim_product: a={a!r}"), _as_nimber(b, f"nim_product: b={b!r}"))


@lru_cache(maxsize=1 << 16)
def _nim_square(a: int) -> int:
    if a < 2:
        return a
    # Squaring is additive in characteristic 2: (a1 F + a0)^2 = a1^2 (F + F/2) + a0^2.
    h = _half_width(a)
    high = _nim_square(a >> h)
    return (high << h) ^ _nim_product(high, 1 << (h - 1)) ^ _nim_square(a & ((1 << h) - 1))


@lru_cache(maxsize=1 << 16)
def _nim_inverse(a: int) -> int:
    if a == 1:
        return 1
    # Over the subfield below F = 2**h, a = a1 F + a0 has the conjugate a1 F + (a0 + a1)
    # (F and F + 1 are the roots of x^2 + x + F/2); their product, the norm
    # a0 (a0 + a1) + a1^2 F/2, lies in the subfield, so a^-1 = conjugate * norm^-1
    # costs a few products and one inverse a level down (Lenstra, Nim multiplication, ex. 5).
    h = _half_width(a)
    a1, a0 = a >> h, a & ((1 << h) - 1)
    low = a0 ^ a1
    n = _nim_inverse(_nim_product(a0, low) ^ _nim_product(_nim_square(a1), 1 << (h - 1)))
    return (_nim_product(a1, n) << h) ^ _nim_product(low, n)


@lru_cache(maxsize=1 << 16)
def _nim_sqrt(a: int) -> int:
    if a < 2:
        return a
    # Square roots are additive too, and sqrt(F) = F + sqrt(F/2), as (F + x)^2 = F + F/2 + x^2.
    h = _half_width(a)
    high = _nim_sqrt(a >> h)
    return (high << h) ^ _nim_product(high, _nim_sqrt(1 << (h - 1))) ^ _nim_sqrt(a & ((1 << h) - 1))


def nim_inverse(a: int) -> int:
    """Return the nim inverse of a nimber: the ``b`` with ``a (*) b == 1``.

    CGSuite's ``a.NimInverse``. The inverse lies in the smallest field of order
    ``2**(2**k)`` that holds `a`.

    Parameters
    ----------
    a : int
        A positive integer.

    Returns
    -------
    int
        The nimber ``b`` with ``nim_product(a, b) == 1``.

    Raises
    ------
    InvalidValueError
        If `a` is 0, negative or not an integer.

    Notes
    -----
    Computed a subfield at a time: with ``a = a1 F + a0`` over the subfield
    below the Fermat 2-power ``F``, ``a`` times its conjugate ``a1 F + (a0 + a1)``
    is the norm ``a0 (*) (a0 + a1) + a1 (*) a1 (*) F/2``, which lies in the
    subfield; the inverse is the conjugate over the norm (Lenstra, *Nim
    multiplication*, 1978, exercise 5). It equals ``a`` to the power
    ``2**(2**k) - 2`` in the field of order ``2**(2**k)``.

    Examples
    --------
    >>> [nim_inverse(n) for n in range(1, 17)]  # CGSuite: [n.NimInverse for n from 1 to 16]
    [1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170]
    >>> nim_product(5, nim_inverse(5))
    1
    """
    n = _as_nimber(a, f"nim_inverse: a={a!r}")
    if n == 0:
        raise InvalidValueError("nim_inverse: a=0 has no nim inverse; give a nimber >= 1")
    return _nim_inverse(n)


def nim_divide(a: int, b: int) -> int:
    """Return the nim quotient of two nimbers: the ``c`` with ``c (*) b == a``.

    CGSuite's ``a NimDiv b``: ``a`` times the nim inverse of ``b``.

    Parameters
    ----------
    a : int
        A non-negative integer, the dividend.
    b : int
        A positive integer, the divisor.

    Returns
    -------
    int
        The nimber ``c`` with ``nim_product(c, b) == a``.

    Raises
    ------
    InvalidValueError
        If `b` is 0, or either argument is negative or not an integer.

    Examples
    --------
    >>> [nim_divide(11, n) for n in range(1, 17)]  # CGSuite: [11 NimDiv n for n from 1 to 16]
    [11, 6, 13, 8, 14, 2, 15, 4, 10, 9, 1, 12, 3, 5, 7, 68]
    """
    dividend = _as_nimber(a, f"nim_divide: a={a!r}")
    divisor = _as_nimber(b, f"nim_divide: b={b!r}")
    if divisor == 0:
        raise InvalidValueError(f"nim_divide: b=0 (dividing a={dividend}); nim division needs a divisor >= 1")
    return _nim_product(dividend, _nim_inverse(divisor))


def nim_sqrt(a: int) -> int:
    """Return the nim square root of a nimber: the ``r`` with ``r (*) r == a``.

    Every nimber has exactly one: squaring is a bijection of each finite field of
    characteristic 2 (its Frobenius automorphism).

    Parameters
    ----------
    a : int
        A non-negative integer.

    Returns
    -------
    int
        The nimber ``r`` with ``nim_product(r, r) == a``, in the same field of
        order ``2**(2**k)`` as `a`.

    Raises
    ------
    InvalidValueError
        If `a` is negative or not an integer.

    Notes
    -----
    Square roots are additive, and the square root of a Fermat 2-power ``F`` is
    ``F + sqrt(F/2)`` (as ``F (*) F = F + F/2``), so the root is found a
    subfield at a time. It equals ``a`` to the power ``2**(2**k - 1)`` in the
    field of order ``2**(2**k)`` (the inverse of the Frobenius map).

    Examples
    --------
    >>> nim_sqrt(2), nim_sqrt(3), nim_sqrt(4)
    (3, 2, 7)
    >>> nim_product(7, 7)
    4
    """
    return _nim_sqrt(_as_nimber(a, f"nim_sqrt: a={a!r}"))


def nim_power(a: int, n: int) -> int:
    """Return a nimber to an integer power under nim multiplication.

    Parameters
    ----------
    a : int
        A non-negative integer, the base.
    n : int
        The exponent; negative for a power of the nim inverse (then `a` must
        not be 0). ``nim_power(a, 0)`` is 1, ``0`` included.

    Returns
    -------
    int
        ``a (*) a (*) ... (*) a``, `n` factors.

    Raises
    ------
    InvalidValueError
        If `a` is negative or not an integer, `n` is not an integer, or `n` is
        negative and `a` is 0.

    Notes
    -----
    Square and multiply, the exponent first reduced modulo ``2**(2**k) - 1``,
    the order of the multiplicative group of the smallest field holding `a`.

    Examples
    --------
    >>> nim_power(2, 3)  # *2 generates the multiplicative group of {0, 1, 2, 3}
    1
    >>> nim_power(16, 2), nim_power(16, -1) == nim_inverse(16)
    (24, True)
    """
    base = _as_nimber(a, f"nim_power: a={a!r}")
    if isinstance(n, bool) or not hasattr(type(n), "__index__"):
        raise InvalidValueError(f"nim_power: n={n!r} of type {type(n).__name__}; the exponent is an integer")
    exponent = index(n)
    if exponent < 0:
        if base == 0:
            raise InvalidValueError(f"nim_power: n={exponent} is negative and a=0; 0 has no nim inverse")
        base, exponent = _nim_inverse(base), -exponent
    if base < 2 or exponent == 0:
        return 1 if exponent == 0 else base
    exponent %= (1 << (2 * _half_width(base))) - 1
    result = 1
    while exponent:
        if exponent & 1:
            result = _nim_product(result, base)
        base = _nim_square(base)
        exponent >>= 1
    return result


# -- Lenstra's constants of the transfinite nim field ------------------------------
# Below omega^omega^omega the nimbers are generated, over the finite ones, by
# Lenstra's kappa_q (q a prime power p^n): kappa_{2^n} = 2^(2^(n-1)), kappa_q^p =
# kappa_{q/p} for odd p and n > 1, and kappa_p^p = alpha_p, the least ordinal with
# no p-th root below kappa_p. Lenstra shows alpha_p = kappa_{f(p)} + m, f(p) the
# order of 2 mod p, kappa_{f(p)} the nim-sum of kappa_q over a set Q of prime
# powers exactly dividing f(p) (the Q-set), m an integer (the excess). The code
# follows Lenstra (1977) as CGSuite's NimFieldCalculator does: every question is
# asked in a finite subfield, spanned by products of kappa_q (its "terms").


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))


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
    Squaring and multiplying by a fixed element are linear maps, applied as
    tables of the images of the terms.
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
        self._squares: list[int] = []

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
            self._squares = [self.times(t, t) for t in range(self.size)]
        return _apply(self._squares, x)

    def power(self, x: int, n: int) -> int:
        """x to the power n >= 1, left to right: square, then multiply by x on a 1 bit."""
        by_x = [reduce(xor, (self.times(t, s) for s in _set_bits(x)), 0) for t in range(self.size)]
        result = 1
        for bit in bin(n)[2:]:
            result = self.square(result)
            if bit == "1":
                result = _apply(by_x, result)
        return result


def _apply(images: list[int], x: int) -> int:
    """The linear map with `images` of the terms, applied to the element x."""
    result = 0
    for t in _set_bits(x):
        result ^= images[t]
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
    algebra = _TermAlgebra(_span(below))
    start = algebra.element(below)
    x, degree = algebra.square(start), 1
    while x != start:
        x, degree = algebra.square(x), degree + 1
    return below if degree % q == 0 else tuple(sorted(below + (q,), key=_prime_power))


def _as_prime(p: object, where: str) -> int:
    n = _as_nimber(p, f"{where}: p={p!r}")
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
        algebra = _TermAlgebra(components | _finite_components(finite))
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
    ``(2**E - 1) / p`` is 1. The fields grow fast with ``p`` (order ``2**5060``
    for 47); results are remembered.

    Examples
    --------
    >>> [lenstra_excess(p) for p in (3, 5, 7, 11, 13, 17, 19)]  # alpha_19 = kappa_9 + 4
    [0, 0, 1, 1, 0, 0, 4]
    """
    n = _as_prime(p, "lenstra_excess")
    return 0 if n == 2 else _excess(n)
