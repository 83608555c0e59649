"""Arithmetic of nimbers: mex, nim-sum and Conway's nim-product, and the nim field.

These are the operations of the field of nimbers. ``mex`` turns the values of a
position's options into its Grundy value, ``nim_sum`` adds the values of the
components of a disjunctive sum, and ``nim_product`` multiplies nimbers, the
product used by coin-turning games. ``nim_inverse``, ``nim_divide``,
``nim_sqrt`` and ``nim_power`` complete the finite field (CGSuite's
``NimInverse`` and ``NimDiv``). Lenstra's constants of the transfinite nim field
are in :mod:`cgt.impartial.lenstra`.
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
]


def mex_unchecked(values: list[int]) -> int:
    # The solver's hot path: values are known to be non-negative ints. Most
    # positions have few options, and scanning a short list beats hashing it.
    seen = values if len(values) <= 8 else set(values)
    m = 0
    while m in seen:
        m += 1
    return m


def as_nimber(value: object, where: str) -> int:
    """`value` as an int, or InvalidValueError naming it, `where` it was and what nimbers are."""
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
    checked = [as_nimber(v, f"mex: value {v!r} at index {i}") for i, v in enumerate(values)]
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
        as_nimber(v, f"nim_sum: value {v!r} at index {i}")


def _half_width(a: int) -> int:
    """The least power of two h with a < 2**(2*h): the field of order 2**(2*h) is the smallest holding a, if a >= 2."""
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
    return _nim_product(as_nimber(a, f"nim_product: a={a!r}"), as_nimber(b, f"nim_product: b={b!r}"))


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
    n = as_nimber(a, f"nim_inverse: a={a!r}")
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
    dividend = as_nimber(a, f"nim_divide: a={a!r}")
    divisor = as_nimber(b, f"nim_divide: b={b!r}")
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
    return _nim_sqrt(as_nimber(a, f"nim_sqrt: a={a!r}"))


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
    base = as_nimber(a, f"nim_power: a={a!r}")
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

