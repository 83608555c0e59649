"""Dyadic numbers as the value store keeps them: exact floats where they can be, else Fractions.

The lowest module of :mod:`cgt.partizan`: it imports nothing of the package.
A number of a short game is a dyadic rational. Inside, it is a float when the
float holds it exactly (every dyadic of moderate size), else a Fraction:
floats compare and hash in C, and compare and hash exactly with Fractions and
ints. Every operation here is exact, and checked to be.
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction
from typing import Optional, Union

from ..errors import InvalidValueError, NotANumberError, NotAValueError

__all__ = ["NumberLike", "Num", "exact", "ratio", "exact_sum", "half", "simplest_between", "as_fraction", "as_number"]

#: What a number may be given as: an int, an exact (dyadic) Fraction, a finite float (every one is
#: dyadic) or a value that is a number (a :class:`~cgt.CanonicalForm` number is a ``numbers.Rational``).
NumberLike = Union[int, Fraction, float, numbers.Rational]
#: A number inside the store: a float when exact, else a Fraction.
Num = Union[float, Fraction]


def exact(q: Fraction) -> Num:
    """``q`` as a float if that is exact, else ``q``."""
    try:
        f = q.numerator / q.denominator  # correctly rounded
    except OverflowError:
        return q
    return f if f == q else q


def ratio(x: Num) -> tuple[int, int]:
    """The numerator and denominator of ``x``."""
    return x.as_integer_ratio()


def exact_sum(a: Num, b: Num) -> Num:
    """The exact sum of two numbers."""
    if type(a) is float and type(b) is float:
        s = a + b
        bb = s - a
        if (a - (s - bb)) + (b - bb) == 0.0 and math.isfinite(s):  # TwoSum: no rounding error
            return s
    return exact(Fraction(a) + Fraction(b))


def half(a: Num) -> Num:
    """``a / 2``, exactly."""
    h = a / 2
    return h if type(h) is float and h * 2 == a and (h or not a) else exact(Fraction(a) / 2)


def simplest_between(a: Optional[Num], b: Optional[Num]) -> Num:
    """The simplest number x with a < x < b (a or b None for no bound); requires a < b."""
    if type(a) is float and (b is None or type(b) is float) or a is None and type(b) is float:
        return _simplest(a, b, float)
    q = _simplest(None if a is None else Fraction(a), None if b is None else Fraction(b), Fraction)
    return exact(q)  # type: ignore[arg-type]


def _simplest(a, b, kind):  # type: ignore[no-untyped-def]
    # The same steps for floats (exact here: integers below 2**53, scaling by
    # powers of 2) and for Fractions.
    if a is None:
        if b is None or b > 0:
            return kind(0)
        return kind(math.ceil(b) - 1)  # {|b} for b <= 0
    if b is None:
        if a < 0:
            return kind(0)
        return kind(math.floor(a) + 1)
    if a < 0 < b:
        return kind(0)
    lo, hi = math.floor(a) + 1, math.ceil(b) - 1  # the integers strictly between
    if lo <= hi:
        return kind(lo if lo > 0 else hi)  # the one nearest 0
    d = kind(2)
    while True:  # the least denominator 2**k with a multiple strictly between
        x = (math.floor(a * d) + 1) / d
        if x < b:
            return x
        d *= 2


def _fraction(q: object, where: str) -> Optional[Fraction]:
    """``q`` as an exact dyadic Fraction, or None when it is no kind of number."""
    t = type(q)
    if t is int or t is Fraction:  # the common cases first, without the ABC checks below
        x = Fraction(q)  # type: ignore[arg-type]
    elif isinstance(q, bool):
        return None
    elif isinstance(q, float):
        if not math.isfinite(q):
            raise InvalidValueError(f"{where}: {q!r} is not a finite number")
        return Fraction(q)  # exact, and a float is always dyadic
    elif isinstance(q, numbers.Rational):  # a number value, a numpy int...
        x = Fraction(q.numerator, q.denominator)
    else:
        return None
    d = x.denominator
    if d & (d - 1):
        raise InvalidValueError(f"{where}: {q} is not a dyadic rational (its denominator {d} is not a power "
                                "of 2); short games have dyadic numbers only")
    return x


def as_fraction(q: object, where: str) -> Fraction:
    """``q``, a number given where a game value is expected, as a Fraction; `where` names the caller in the error.

    Raises
    ------
    NotAValueError
        If ``q`` is neither an int, a Fraction, a float nor a number value.
    InvalidValueError
        If ``q`` is not dyadic, or not finite.
    """
    x = _fraction(q, where)
    if x is None:
        raise NotAValueError(f"{where}: {q!r} of type {type(q).__name__} is not a game value "
                             "(give a CanonicalForm, an int, a Fraction or a float)")
    return x


def as_number(q: object, where: str) -> Fraction:
    """``q``, given where a number is expected (a temperature), as a Fraction; `where` names the caller.

    Every number argument of cgt goes through here, so all take the same
    things and say the same when given something else.

    Raises
    ------
    NotANumberError
        If ``q`` is neither an int, a Fraction, a float nor a value that is a number.
    InvalidValueError
        If ``q`` is not dyadic, or not finite.

    Examples
    --------
    >>> as_number(0.75, "here"), as_number(3, "here")
    (Fraction(3, 4), Fraction(3, 1))
    >>> as_number("1/2", "here")
    Traceback (most recent call last):
    ...
    cgt.errors.NotANumberError: here: '1/2' of type str is not a number (give an int, a Fraction, a float or a CanonicalForm that is a number)
    """
    x = _fraction(q, where)
    if x is None:
        raise NotANumberError(f"{where}: {q!r} of type {type(q).__name__} is not a number "
                              "(give an int, a Fraction, a float or a CanonicalForm that is a number)")
    return x
