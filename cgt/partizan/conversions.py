"""A value that is a number, as a Python number: ``int``, ``float``, ``math.floor`` and the rest.

The functions are the methods of :class:`~cgt.CanonicalForm` of the same
Python protocol (``__float__``, ``__int__``, ``__floor__``...), bound in its
class body. They are methods of every value, not only of the numbers
(:class:`~cgt.partizan.DyadicRational`), so that ``int(star())`` raises
:class:`~cgt.errors.NotANumberError` naming the value, rather than Python's
message about a type. Each converts as the same call on the
:class:`~fractions.Fraction` of the number would: ``int`` and ``math.trunc``
towards 0, ``round`` half to even.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING, Optional, Union

from ..errors import NotANumberError
from ._dyadic import exact
from ._store import number_node

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# Nothing for `from conversions import *`: the functions are CanonicalForm's methods.
__all__: list[str] = []


def number_of(g: CanonicalForm, where: str) -> Fraction:
    """The number ``g`` is, exactly; `where` names the conversion in the error.

    Raises
    ------
    NotANumberError
        If ``g`` is not a number.

    Examples
    --------
    >>> from cgt import number, star
    >>> number_of(number(3, 8), "here")
    Fraction(3, 8)
    >>> number_of(star(), "float()")
    Traceback (most recent call last):
    ...
    cgt.errors.NotANumberError: float(): CanonicalForm.parse('*') is not a number; only a value that is a number converts to a Python number
    """
    if not g.is_number:
        raise NotANumberError(f"{where}: {g!r} is not a number; only a value that is a number converts to a Python number")
    return g.left_stop


def to_float(g: CanonicalForm) -> float:
    """``float(g)``: the nearest float (exact for every number of moderate size)."""
    return float(number_of(g, "float()"))


def to_int(g: CanonicalForm) -> int:
    """``int(g)``: the number rounded towards 0, as ``int`` of a Fraction."""
    return int(number_of(g, "int()"))


def trunc(g: CanonicalForm) -> int:
    """``math.trunc(g)``: towards 0."""
    return math.trunc(number_of(g, "math.trunc()"))


def floor(g: CanonicalForm) -> int:
    """``math.floor(g)``: the greatest integer ``<= g``."""
    return math.floor(number_of(g, "math.floor()"))


def ceil(g: CanonicalForm) -> int:
    """``math.ceil(g)``: the least integer ``>= g``."""
    return math.ceil(number_of(g, "math.ceil()"))


def round_number(g: CanonicalForm, ndigits: Optional[int] = None) -> Union[int, Fraction]:
    """``round(g)`` (half to even, an int) and ``round(g, ndigits)`` (a Fraction), as of a Fraction."""
    return round(number_of(g, "round()"), ndigits)


def absolute(g: CanonicalForm) -> CanonicalForm:
    """``abs(g)``: the number's absolute value, a value."""
    return number_node(exact(abs(number_of(g, "abs()"))))  # type: ignore[return-value]


def numerator(g: CanonicalForm) -> int:
    """The numerator of a number, in lowest terms (a ``numbers.Rational`` has it); no other value has one.

    Raises
    ------
    AttributeError
        If the value is not a number (so ``hasattr(star(), "numerator")`` is false).
    """
    if not g.is_number:
        raise AttributeError(f"{g!r} is not a number: it has no numerator")
    return g.left_stop.numerator


def denominator(g: CanonicalForm) -> int:
    """The denominator of a number, a power of 2 (a ``numbers.Rational`` has it); no other value has one."""
    if not g.is_number:
        raise AttributeError(f"{g!r} is not a number: it has no denominator")
    return g.left_stop.denominator


def as_integer_ratio(g: CanonicalForm) -> tuple[int, int]:
    """Return the number as ``(numerator, denominator)``, as ``Fraction.as_integer_ratio`` does.

    Raises
    ------
    NotANumberError
        If the value is not a number.

    Examples
    --------
    >>> from cgt import number
    >>> number(-3, 4).as_integer_ratio()
    (-3, 4)
    """
    return number_of(g, "as_integer_ratio()").as_integer_ratio()
