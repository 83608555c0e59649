"""Rational numbers that are not dyadic (CGSuite's ``Rational``): ``1/3``, numbers but not games.

A short game's numbers are dyadic; ``1/3`` is no game, but CGSuite computes
with it (a temperature, a mean, a ratio), and so does cgt: :func:`rational`
gives ``n/d`` in lowest terms, a :class:`Rational` when it is not dyadic and
the number value (:func:`cgt.number`, a :class:`~cgt.CanonicalForm`) when it
is, as CGSuite's ``RationalNumber`` gives a ``DyadicRational`` then.
Arithmetic with numbers (``+ - * /``, ``**`` an integer, ``%``) does the
same, so ``1/3 + 1/6`` is the game ``1/2``; with a game that is not a number
it is refused. :func:`cgt.value` reads ``1/3`` and worksheets of them
(``1/3 + 1/6``), and ``str`` prints them as CGSuite does; ``repr`` is
``Rational(1, 3)``.

Examples
--------
>>> import cgt, math
>>> third = cgt.value("1/3")
>>> print(third, third + cgt.rational(1, 6), third * 3, cgt.rational(7, 3) % 2, cgt.number(1, 2) + third)
1/3 1/2 1 1/3 5/6
>>> third > cgt.number(1, 4), math.floor(-third), math.ceil(third)
(True, -1, 1)
>>> third + cgt.star()
Traceback (most recent call last):
...
cgt.errors.NotANumberError: +: CanonicalForm.parse('*') of type CanonicalForm is not a number (a rational is added, multiplied and compared with numbers only, as in CGSuite)
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from ..errors import InvalidValueError, NotANumberError
from ._dyadic import exact
from ._store import Node, number_node

__all__ = ["Rational", "rational"]


def rational(numerator: Any, denominator: Any = 1) -> Any:
    """Return ``numerator / denominator`` in lowest terms: a :class:`Rational`, or a number value when it is dyadic.

    Parameters
    ----------
    numerator, denominator : int, Fraction, Rational or a number value
        The two parts (``rational(x)`` for one number).

    Returns
    -------
    Rational or CanonicalForm
        A :class:`Rational` when the denominator in lowest terms is not a
        power of 2, else the number as a value (``rational(2, 4)`` is
        ``number(1, 2)``).

    Raises
    ------
    NotANumberError
        If a part is not a number.
    InvalidValueError
        If the denominator is 0 (CGSuite's ``1/0``, infinity, is not supported).

    Examples
    --------
    >>> import cgt
    >>> cgt.rational(2, 6), cgt.rational(6, 4), cgt.rational(9, 3)
    (Rational(1, 3), CanonicalForm.parse('3/2'), CanonicalForm.parse('3'))
    """
    d = _fraction(denominator, "rational: denominator")
    if not d:
        raise InvalidValueError(f"rational: the denominator of {numerator}/{denominator} is 0 (1/0, CGSuite's "
                                "infinity, is not supported)")
    return _normal(_fraction(numerator, "rational: numerator") / d)


def _normal(q: Fraction) -> Any:
    d = q.denominator
    if d & (d - 1):
        r = object.__new__(Rational)
        r._q = q
        return r
    return number_node(exact(q))


def _fraction(x: object, where: str) -> Fraction:
    if isinstance(x, Rational):
        return x._q
    if isinstance(x, (int, Fraction)) and not isinstance(x, bool):
        return Fraction(x)
    if isinstance(x, Node) and x.is_number:  # type: ignore[attr-defined]
        return Fraction(x.numerator, x.denominator)  # type: ignore[attr-defined]
    raise NotANumberError(f"{where}: {x!r} of type {type(x).__name__} is not a number "
                          "(a rational is added, multiplied and compared with numbers only, as in CGSuite)")


class Rational:
    """A rational number that is not dyadic, CGSuite's ``Rational``: ``1/3``, a number but no game (see the module).

    Parameters
    ----------
    numerator, denominator : int
        The number, its denominator in lowest terms not a power of 2.

    Raises
    ------
    InvalidValueError
        If it is dyadic (:func:`rational` gives it as a number value), or the denominator is 0.

    Examples
    --------
    >>> import cgt
    >>> third = cgt.value("1/3")
    >>> print(third, third + cgt.rational(1, 6), -third / 2, third ** -2, third == Rational(2, 6))
    1/3 1/2 -1/6 9 True
    """

    __slots__ = ("_q",)
    _q: Fraction

    def __init__(self, numerator: int, denominator: int = 1) -> None:
        r = rational(numerator, denominator)
        if not isinstance(r, Rational):
            raise InvalidValueError(f"Rational({numerator}, {denominator}) is dyadic: a number value "
                                    f"(cgt.rational({numerator}, {denominator}) gives it)")
        self._q = r._q

    @property
    def numerator(self) -> int:
        """The numerator in lowest terms."""
        return self._q.numerator

    @property
    def denominator(self) -> int:
        """The denominator in lowest terms (never a power of 2)."""
        return self._q.denominator

    def __add__(self, other: object) -> Any:
        return _normal(self._q + _fraction(other, "+"))

    __radd__ = __add__

    def __sub__(self, other: object) -> Any:
        return _normal(self._q - _fraction(other, "-"))

    def __rsub__(self, other: object) -> Any:
        return _normal(_fraction(other, "-") - self._q)

    def __mul__(self, other: object) -> Any:
        return _normal(self._q * _fraction(other, "*"))

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Any:
        return rational(self, other)

    def __rtruediv__(self, other: object) -> Any:
        return rational(other, self)

    def __mod__(self, other: object) -> Any:
        return _normal(self._q % _fraction(other, "%"))

    def __rmod__(self, other: object) -> Any:
        return _normal(_fraction(other, "%") % self._q)

    def __pow__(self, exponent: int) -> Any:
        if not isinstance(exponent, int) or isinstance(exponent, bool):
            raise NotANumberError(f"**: the exponent {exponent!r} of {self} is not an int")
        return _normal(self._q ** exponent)

    def __neg__(self) -> Rational:
        return _normal(-self._q)  # type: ignore[no-any-return]

    def __abs__(self) -> Rational:
        return _normal(abs(self._q))  # type: ignore[no-any-return]

    def __floor__(self) -> int:
        return math.floor(self._q)

    def __ceil__(self) -> int:
        return math.ceil(self._q)

    def __float__(self) -> float:
        return float(self._q)

    def __eq__(self, other: object) -> bool:
        try:
            return self._q == _fraction(other, "==")
        except NotANumberError:
            return NotImplemented

    def __hash__(self) -> int:
        return hash(self._q)

    def __lt__(self, other: object) -> bool:
        return self._q < _fraction(other, "<")

    def __le__(self, other: object) -> bool:
        return self._q <= _fraction(other, "<=")

    def __gt__(self, other: object) -> bool:
        return self._q > _fraction(other, ">")

    def __ge__(self, other: object) -> bool:
        return self._q >= _fraction(other, ">=")

    def __str__(self) -> str:
        return f"{self._q.numerator}/{self._q.denominator}"

    def __repr__(self) -> str:
        return f"Rational({self._q.numerator}, {self._q.denominator})"
