"""Heating, overheating, Norton multiplication and incentives: the inverses of cooling.

*Heating* by ``t`` (Conway's integral ``∫^t G``) taxes the opponent instead
of the mover: a number is unchanged, any other ``G`` becomes
``{∫^t G^L + t | ∫^t G^R - t}``, for any value ``t`` (a negative number, a
game such as ``*``), as CGSuite's ``Heat`` defines it. *Overheating* from ``s`` to ``t``
(``∫_s^t G``) differs at the integers: an integer ``n`` becomes ``n``
copies of ``s``. *Norton multiplication* by a positive ``U`` (``G.U``) makes
an integer ``n`` into ``n`` copies of ``U``, and any other ``G`` into
``{G^L.U + U + I | G^R.U - (U + I)}`` over the incentives ``I`` of ``U``.
All three work on the canonical form of ``G`` (the result depends on the
form). Sources: *Winning Ways* ch. 6; Siegel, *Combinatorial Game Theory*
(2013), II.5 and II.7; Berlekamp, "The economist's view of combinatorial
games" (overheating); CGSuite's ``heat``, ``overheat``, ``nortonMultiply``.

The *incentives* of ``G`` are ``G^L - G`` for Left and ``G - G^R`` for Right:
what a move gains. The functions are the methods of
:class:`~cgt.CanonicalForm` of the same names (bound in its class body),
documented there.
"""

from __future__ import annotations

import fractions
import numbers
from typing import TYPE_CHECKING

from ..errors import InvalidValueError
from . import _store, thermograph
from ._dyadic import as_number, exact
from ._store import Node, add, canonical, coerce, le, left_options, neg, number_node, right_options

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# Nothing for `from heating import *`: the functions are CanonicalForm's methods.
__all__: list[str] = []

_heat_cache: dict[tuple[CanonicalForm, CanonicalForm], CanonicalForm] = {}
_overheat_cache: dict[tuple[CanonicalForm, CanonicalForm, CanonicalForm], CanonicalForm] = {}
_norton_cache: dict[tuple[CanonicalForm, CanonicalForm], CanonicalForm] = {}


def heat(g: CanonicalForm, t: CanonicalForm | int | fractions.Fraction | float) -> CanonicalForm:
    """Return the value heated by ``t``: Conway's integral ``∫^t g``.

    A number is unchanged; any other value becomes
    ``{∫^t g^L + t | ∫^t g^R - t}``. Cooling undoes it on the values that
    are hot enough (see :meth:`cool`). As CGSuite's ``Heat``, ``t`` may be
    any value: heating by a negative number cools, and a game such as ``*``
    is added and subtracted as it is.

    Parameters
    ----------
    t : CanonicalForm, int, Fraction or float
        Any value.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If ``t`` is not a value.

    Examples
    --------
    >>> from cgt import CanonicalForm, star
    >>> print(star().heat(1), CanonicalForm.parse('{1|0}').heat(1), CanonicalForm.parse('+-1').heat(2))
    +-1 {2|-1} +-3
    >>> CanonicalForm.parse('{3|-1}').heat(2).cool(2)
    CanonicalForm.parse('{3|-1}')

    By a game and by a negative number, as CGSuite's ``{3||2+*|1+*}.Heat(*)``
    and ``.Heat(-1)``:

    >>> g = CanonicalForm.parse('{3||2*|1*}')
    >>> print(g.heat(star()), g.heat(-1), g.heat(-0.75))
    {3*||2|1} 9/4 9/4*
    """
    return integral(g, coerce(t, "heat"))


def integral(g: CanonicalForm, t: CanonicalForm) -> CanonicalForm:
    """``∫^t g`` for any value ``t`` (unchecked; the reduced canonical form heats by ``*``)."""
    if g.is_number:
        return g
    key = (g, t)
    r = _heat_cache.get(key)
    if r is None:
        r = _heat_cache[key] = canonical([add(integral(o, t), t) for o in left_options(g)],
                                         [add(integral(o, t), neg(t)) for o in right_options(g)])
    return r


def overheat(g: CanonicalForm, s: CanonicalForm | int | fractions.Fraction | float, t: CanonicalForm | int | fractions.Fraction | float) -> CanonicalForm:
    """Return the value overheated from ``s`` to ``t``: ``∫_s^t g``.

    An integer ``n`` becomes ``n`` copies of ``s``; any other value
    ``{∫_s^t g^L + t | ∫_s^t g^R - t}``. Overheating from 1 to 1 is heating
    by 1 on everything but the integers (Berlekamp's ``∫_1^1``); Siegel's
    ``∫_1^{1*}`` turns Toppling Dominoes' switches into their values. As
    CGSuite's ``Overheat``, ``s`` and ``t`` may be any values, in any order.

    Parameters
    ----------
    s, t : CanonicalForm, int, Fraction or float
        Any values.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If ``s`` or ``t`` is not a value.

    Examples
    --------
    >>> from cgt import CanonicalForm, number, star
    >>> print(number(2).overheat(1, 1), star().overheat(1, 1), CanonicalForm.parse('{1|0}').overheat(1, 2))
    2 +-1 {3|-2}
    >>> print(CanonicalForm.parse('{2|*}').overheat(1, number(1) + star()))
    {3*||0|-2}

    CGSuite's ``{3||2+*|1+*}.Overheat(*,1+*)`` and ``(7/16).Overheat(0,0)``:

    >>> print(CanonicalForm.parse('{3||2*|1*}').overheat(star(), number(1) + star()), number(7, 16).overheat(0, 0))
    {1||+-(1*)|-1,{-1|-3}} ^[3]
    """
    return _overheat(g, coerce(s, "overheat"), coerce(t, "overheat"))


def _overheat(g: CanonicalForm, s: CanonicalForm, t: CanonicalForm) -> CanonicalForm:
    if g.is_integer:
        return copies(g.left_stop.numerator, s)
    key = (g, s, t)
    r = _overheat_cache.get(key)
    if r is None:
        r = _overheat_cache[key] = canonical([add(_overheat(o, s, t), t) for o in left_options(g)],
                                             [add(_overheat(o, s, t), neg(t)) for o in right_options(g)])
    return r


def copies(n: int, u: CanonicalForm) -> CanonicalForm:
    """``n`` copies of ``u`` (``-n`` copies of ``-u`` for ``n < 0``), by doubling: ``O(log n)`` sums."""
    if n < 0:
        n, u = -n, neg(u)
    total = _store.ZERO
    while n:
        if n & 1:
            total = add(total, u)
        u = add(u, u)
        n >>= 1
    return total


def times(g: CanonicalForm, n: object) -> CanonicalForm:
    """``n * g`` and ``g * n``: ``n`` copies of ``g`` added for an integer ``n``, a product of numbers.

    An integer ``n`` (an int, or a value or float that is one) gives ``n``
    copies of ``g`` (CGSuite's ``n * G``; for ``n < 0``, ``-n`` copies of
    ``-g``). Two numbers give their product (a number, CGSuite's ``*`` of
    dyadic rationals). Any other operand is left to its own type
    (``NotImplemented``).

    >>> from cgt import CanonicalForm, number
    >>> print(5 * CanonicalForm.parse('{3||2|1}'), CanonicalForm.parse('^*') * -3, number(3, 4) * number(1, 2))
    {12|||11||10,{11|10}|9Tiny({2|1})} v3* 3/8
    """
    if isinstance(n, Node) and not n.is_number:  # type: ignore[attr-defined]
        g, n = n, g  # a number times a value: both are CanonicalForm, so Python asks this one only
    if type(n) is not int:
        if isinstance(n, bool) or not isinstance(n, (numbers.Rational, float)):
            return NotImplemented
        x = as_number(n, "*")
        if x.denominator == 1:
            n = x.numerator
        elif g.is_number:
            return number_node(exact(g.left_stop * x))
        else:
            return NotImplemented
    return copies(n, g)  # type: ignore[arg-type]


def incentives(g: CanonicalForm, left: bool = True, right: bool = True) -> tuple[CanonicalForm, ...]:
    """The undominated incentives of Left (``g^L - g``) and/or Right (``g - g^R``)."""
    found = [add(o, neg(g)) for o in left_options(g)] if left else []
    if right:
        found += [add(g, neg(o)) for o in right_options(g)]
    found = list(dict.fromkeys(found))
    return tuple(a for a in found if not any(b is not a and le(a, b) for b in found))


def left_incentives(g: CanonicalForm) -> tuple[CanonicalForm, ...]:
    """Left's undominated incentives ``g^L - g``: what each move gains her (in no particular order).

    >>> from cgt import CanonicalForm
    >>> [str(i) for i in CanonicalForm.parse('{2|-1}').left_incentives], CanonicalForm.parse('^').left_incentives
    (['{3|0}'], (CanonicalForm.parse('v'),))
    """
    return incentives(g, True, False)


def right_incentives(g: CanonicalForm) -> tuple[CanonicalForm, ...]:
    """Right's undominated incentives ``g - g^R`` (in no particular order).

    >>> from cgt import CanonicalForm
    >>> CanonicalForm.parse('^').right_incentives
    (CanonicalForm.parse('^*'),)
    """
    return incentives(g, False, True)


def all_incentives(g: CanonicalForm) -> tuple[CanonicalForm, ...]:
    """The undominated incentives of both players together (as CGSuite's ``Incentives``).

    >>> from cgt import CanonicalForm
    >>> [str(i) for i in CanonicalForm.parse('^').incentives]
    ['^*']
    """
    return incentives(g)


def norton_product(g: CanonicalForm, u: CanonicalForm | int | fractions.Fraction | float) -> CanonicalForm:
    """Return the Norton product ``g.u`` of the value by a positive unit ``u``.

    An integer ``n`` gives ``n`` copies of ``u``; any other value
    ``{g^L.u + u + I | g^R.u - (u + I)}``, ``I`` over the undominated
    incentives of ``u`` (Siegel, *Combinatorial Game Theory* (2013), II.7).

    Parameters
    ----------
    u : CanonicalForm, int, Fraction or float
        The unit, ``u > 0``.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    InvalidValueError
        If ``u`` is not positive.
    NotAValueError
        If ``u`` is not a value.

    Examples
    --------
    By ``^``, whose one undominated incentive is ``^*``: ``3.^`` is three ups,
    ``1/2.^ = {0.^ + ^^* | 1.^ - ^^*}`` is half of ``^``, and ``*.^`` is
    ``+-(^^*)``.

    >>> from cgt import CanonicalForm, number, star, up
    >>> half = number(1, 2).norton_product(up())
    >>> print(number(3).norton_product(up()), half, half + half, star().norton_product(up()))
    ^3 {^^*|v*} ^ +-(^^*)
    >>> number(2).norton_product(star())
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: norton_product: the unit * is not positive; Norton multiplication is by u > 0
    """
    unit = coerce(u, "norton_product")
    if not le(_store.ZERO, unit) or unit is _store.ZERO:
        raise InvalidValueError(f"norton_product: the unit {unit} is not positive; Norton multiplication is by u > 0")
    return norton(g, unit)


def norton(g: CanonicalForm, u: CanonicalForm) -> CanonicalForm:
    """``g.u`` for canonical values, ``u > 0`` (unchecked)."""
    if g.is_integer:
        return copies(g.left_stop.numerator, u)
    key = (g, u)
    r = _norton_cache.get(key)
    if r is None:
        steps = [add(u, i) for i in incentives(u)]
        r = _norton_cache[key] = canonical(
            [add(norton(o, u), a) for o in left_options(g) for a in steps],
            [add(norton(o, u), neg(a)) for o in right_options(g) for a in steps],
        )
    return r


def freeze(g: CanonicalForm) -> CanonicalForm:
    """Return the value frozen: cooled by its own temperature (a number stays itself).

    >>> from cgt import CanonicalForm
    >>> print(CanonicalForm.parse('{2|-1/2}').freeze(), CanonicalForm.parse('{3||2|1}').freeze(), CanonicalForm.parse('^').freeze())
    3/4* 9/4* ^
    """
    if g.is_number:
        return g
    return thermograph.cool(g, thermograph.thermograph(g).temperature)
