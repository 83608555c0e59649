"""Arithmetic of nimbers: mex, nim-sum and Conway's nim-product.

These are the operations of the field of nimbers. ``mex`` turns the values of a
position's options into its Grundy value, ``nim_sum`` adds the values of the
components of a disjunctive sum, and ``nim_product`` multiplies nimbers, the
product used by coin-turning games.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from functools import lru_cache, reduce
from operator import index, xor
from typing import Union


from .errors import InvalidValueError

__all__ = ["mex", "nim_sum", "nim_product"]


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


@lru_cache(maxsize=1 << 16)
def _nim_product(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    # Split both factors at the Fermat 2-power F = 2**h (h a power of two) with
    # a, b < F**2. Below F nimbers form a subfield and x (*) F = x * F for x < F,
    # while F (*) F = F ^ F/2: that gives the recursion below (three products,
    # Karatsuba style).
    h = 1
    while (1 << (2 * h)) <= max(a, b):
        h *= 2
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
