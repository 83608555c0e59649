"""Stops, degree, variety and CGSuite's predicates of stoppers.

A *pseudonumber* is ``on``, ``off``, a number, ``x over`` or ``x under``
(Siegel, *Combinatorial Game Theory*, 2013, sec. VI.2). A stopper's *stops*
are the pseudonumbers play reaches when both players play to the first one
(:attr:`~cgt.loopy.CanonicalStopper.left_stop`); its *strong stops* forget
the ``over`` and ``under`` of ``x over`` and ``x under`` (CGSuite's
``StrongStop``). The *degree* of a stopper ``G`` is ``G`` upsum ``-G``, its
*varieties* over an idempotent degree ``D`` are ``G`` upsum (``-G`` downsum
``-D``) and ``G`` downsum (``-G`` upsum ``D``), and ``G`` is *stable* when the
two agree (Winning Ways ch. 11; Siegel sec. VI.5).

The predicates are CGSuite's (``CanonicalStopper.scala``), asked of the
simplest form; each takes a :class:`~cgt.loopy.CanonicalStopper`, a short
:class:`~cgt.CanonicalForm` (it answers as its property of the same name,
as CGSuite's ``CanonicalShortGame`` does) or a number. They are the
properties of the same names of :class:`~cgt.loopy.CanonicalStopper`.

Examples
--------
>>> from cgt.loopy import parse
>>> g = parse('{0||0|under}')
>>> print(g, g.is_plumtree, g.is_pseudonumber, g.is_infinitesimal, g.is_number_tiny, g.is_idempotent, g.is_stable)
Tiny(over) True False True True True True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from ..errors import InvalidValueError
from ..partizan import CanonicalForm, number
from .graphs import is_long_cycle_free
from .sided import SidedValue, downsum, sided_value, upsum
from .stoppers import PROVIDED, CanonicalStopper, StopperLike, add, as_stopper, follower, off, on, stopper_le, under

__all__ = ["Pseudonumber", "stops", "strong_stops", "is_plumtree", "is_pseudonumber", "is_infinitesimal", "is_numberish",
           "is_number_tiny", "is_idempotent", "is_stable", "degree", "upsum_variety", "downsum_variety", "variety"]

#: A stop: a number as a :class:`~fractions.Fraction`, or ``on``, ``off``, ``x over``, ``x under`` as a stopper.
Pseudonumber = Union[Fraction, CanonicalStopper]


def _pseudonumber(g: CanonicalStopper, v: int) -> Union[Pseudonumber, None]:
    """The pseudonumber at vertex `v` of `g`'s simplest form; None when it is none."""
    left, right = g.graph
    lv, rv = left[v], right[v]
    value = follower(g, v)
    if isinstance(value, CanonicalForm):
        return Fraction(value.left_stop) if value.is_number else None
    if (lv == (v,) and not rv) or (rv == (v,) and not lv):
        return value  # on, off
    for mine, theirs in ((lv, rv), (rv, lv)):
        if theirs == (v,) and len(mine) == 1:
            x = follower(g, mine[0])
            if isinstance(x, CanonicalForm) and x.is_number:
                return value  # x over, x under
    return None


def stops(g: StopperLike) -> tuple[Pseudonumber, Pseudonumber]:
    """Left's and Right's stops: the pseudonumbers reached when Left, or Right, starts.

    Play in a stopper cannot alternate forever, so the stops follow from the
    graph of (position, mover) states, which has no cycle.

    >>> from cgt.loopy import parse
    >>> [tuple(map(str, stops(parse(t)))) for t in ('on', '{pass|3/2}', '+-{5|pass}', '{2|-1}')]
    [('on', 'on'), ('3/2under', '3/2under'), ('5over', '-5under'), ('2', '-1')]
    """
    g = as_stopper(g, "stops")
    if isinstance(g, CanonicalForm):
        return g.left_stop, g.right_stop
    left, right = g.graph
    memo: dict[tuple[int, int], Pseudonumber] = {}

    def better(a: Union[Pseudonumber, None], b: Pseudonumber, for_left: bool) -> Pseudonumber:
        return b if a is None else a if (stopper_le(_value(b), _value(a)) if for_left else
                                         stopper_le(_value(a), _value(b))) else b

    stack = [(0, 0), (0, 1)]
    while stack:
        state = stack[-1]
        if state in memo:
            stack.pop()
            continue
        v, mover = state
        p = _pseudonumber(g, v)
        if p is not None:
            memo[state] = p
            stack.pop()
            continue
        options = left[v] if mover == 0 else right[v]
        todo = [(w, 1 - mover) for w in options if (w, 1 - mover) not in memo]
        if todo:
            stack.extend(todo)
            continue
        stack.pop()
        best = None
        for w in options:
            best = better(best, memo[w, 1 - mover], mover == 0)
        # A mover without a move who is not at a pseudonumber: the stop is the opponent's pass-forever value.
        memo[state] = best if best is not None else (off() if mover == 0 else on())
    return memo[0, 0], memo[0, 1]


def _value(p: Pseudonumber) -> StopperLike:
    return number(p) if isinstance(p, Fraction) else p


def strong_stops(g: StopperLike) -> tuple[Pseudonumber, Pseudonumber]:
    """The stops with ``x over`` and ``x under`` taken as ``x`` (CGSuite's ``StrongStop``); ``on``, ``off`` stay.

    >>> from cgt.loopy import parse
    >>> [tuple(map(str, strong_stops(parse(t)))) for t in ('on', '{pass|3/2}', '+-{5|pass}')]
    [('on', 'on'), ('3/2', '3/2'), ('5', '-5')]
    """
    def strong(p: Pseudonumber) -> Pseudonumber:
        if isinstance(p, Fraction):
            return p
        # x over = {x|pass}, x under = {pass|x}: the option that is not a pass is x; on and off have none.
        x = [o for o in (*p.left_options, *p.right_options) if o is not p]
        return Fraction(x[0].left_stop) if x else p

    left_stop, right_stop = stops(g)
    return strong(left_stop), strong(right_stop)


def is_plumtree(g: StopperLike) -> bool:
    """Whether the simplest form's only cycles are passes (CGSuite's ``IsPlumtree``); true of a short game.

    >>> from cgt.loopy import parse
    >>> [is_plumtree(parse(t)) for t in ('on', '+-{5|pass}', 'a{0||||0|||a|*||*}', '{1|0}')]
    [True, True, False, True]
    """
    g = as_stopper(g, "is_plumtree")
    return g.is_plumtree if isinstance(g, CanonicalForm) else is_long_cycle_free(*g.graph, 0)


def is_pseudonumber(g: StopperLike) -> bool:
    """Whether the value is ``on``, ``off``, a number, ``x over`` or ``x under`` (CGSuite's ``IsPseudonumber``).

    >>> from cgt.loopy import parse
    >>> [is_pseudonumber(parse(t)) for t in ('off', '{pass|3/2}', '{-1/4+*|pass}', '+-{0|pass}', '1/2', '*')]
    [True, True, False, False, True, False]
    """
    g = as_stopper(g, "is_pseudonumber")
    return g.is_pseudonumber if isinstance(g, CanonicalForm) else _pseudonumber(g, 0) is not None


def is_infinitesimal(g: StopperLike) -> bool:
    """Whether both strong stops are 0 (CGSuite's ``IsInfinitesimal``): ``-x < G < x`` for every number ``x > 0``.

    >>> from cgt.loopy import parse
    >>> [is_infinitesimal(parse(t)) for t in ('over', '+-{0|pass}', '{pass|3/2}', 'on', '^')]
    [True, True, False, False, True]
    """
    g = as_stopper(g, "is_infinitesimal")
    if isinstance(g, CanonicalForm):
        return g.is_infinitesimal
    return all(isinstance(s, Fraction) and s == 0 for s in strong_stops(g))


def is_numberish(g: StopperLike) -> bool:
    """Whether the strong stops are one number (CGSuite's ``IsNumberish``): infinitesimally close to a number.

    >>> from cgt.loopy import parse
    >>> [is_numberish(parse(t)) for t in ('over', '{pass|3/2}', '+-{5|pass}', 'on', '1*')]
    [True, True, False, False, True]
    """
    g = as_stopper(g, "is_numberish")
    if isinstance(g, CanonicalForm):
        return g.is_numberish
    left_stop, right_stop = strong_stops(g)
    return isinstance(left_stop, Fraction) and left_stop == right_stop


def is_number_tiny(g: StopperLike) -> bool:
    """Whether the value is a number plus a tiny or a miny (CGSuite's ``IsNumberTiny``).

    A tiny is ``{0||0|-h}``, a miny ``{h|0||0}``, with ``h >= over``: the
    simplest form is ``{x || x | y}`` with ``y - x <= under``, or
    ``{y | x || x}`` with ``x - y <= under``, for a number ``x``.

    >>> from cgt.loopy import parse
    >>> [is_number_tiny(parse(t)) for t in ('{0||0|under}', '{on|0||0}', '{0|||0||0|off}', '1Tiny(2)', 'over')]
    [True, True, False, True, False]
    """
    g = as_stopper(g, "is_number_tiny")
    if isinstance(g, CanonicalForm):
        return g.is_number_tiny
    lo, ro = g.left_options, g.right_options
    if len(lo) != 1 or len(ro) != 1:
        return False
    for x, other, for_left in ((lo[0], ro[0], True), (ro[0], lo[0], False)):
        near, far = ((other.left_options, other.right_options) if for_left else
                     (other.right_options, other.left_options))
        if isinstance(x, CanonicalForm) and x.is_number and len(near) == 1 and len(far) == 1 and near[0] == x:
            gap = add(far[0], -x) if for_left else add(x, -far[0])
            if not isinstance(gap, SidedValue) and stopper_le(gap, under()):
                return True
    return False


def is_idempotent(g: Union[StopperLike, SidedValue]) -> bool:
    """Whether ``G + G == G`` (CGSuite's ``IsIdempotent``), for a stopper or a sided value.

    >>> from cgt.loopy import parse
    >>> [is_idempotent(parse(t)) for t in ('on', 'over', '{pass|3/2}', 'dud', '0', '1')]
    [True, True, False, True, True, False]
    """
    if not isinstance(g, SidedValue):
        g = as_stopper(g, "is_idempotent")
    return bool(g + g == g)


def degree(g: StopperLike) -> StopperLike:
    """The degree of a stopper: ``0`` for a short game, else the upsum of ``g`` and ``-g`` (CGSuite's ``Degree``).

    >>> from cgt.loopy import on
    >>> degree(on()), degree(number(3))
    (CanonicalStopper.parse('on'), CanonicalForm.parse('0'))
    """
    g = as_stopper(g, "degree")
    return number(0) if isinstance(g, CanonicalForm) else upsum(g, -g)


def _idempotent_degree(d: StopperLike, where: str) -> StopperLike:
    d = as_stopper(d, where)
    if sided_value(upsum(d, d), downsum(d, d)) != d:
        raise InvalidValueError(f"{where}: the degree {d} is not idempotent (D + D != D)")
    return d


def upsum_variety(g: StopperLike, d: StopperLike) -> StopperLike:
    """``g`` upsum (``-g`` downsum ``-d``), over an idempotent degree `d` (CGSuite's ``UpsumVariety``).

    Raises
    ------
    InvalidValueError
        If `d` is not idempotent (``d + d != d``), as CGSuite refuses it.

    Examples
    --------
    >>> from cgt.loopy import parse
    >>> print(upsum_variety(parse('{pass|3/2}'), parse('over')), upsum_variety(parse('upon'), parse('{0||0|0,pass}')))
    under v<on>
    """
    return _upsum_variety(as_stopper(g, "upsum_variety"), _idempotent_degree(d, "upsum_variety"))


def _upsum_variety(g: StopperLike, d: StopperLike) -> StopperLike:
    return upsum(g, downsum(-g, -d))


def downsum_variety(g: StopperLike, d: StopperLike) -> StopperLike:
    """``g`` downsum (``-g`` upsum ``d``), over an idempotent degree `d` (CGSuite's ``DownsumVariety``).

    Raises
    ------
    InvalidValueError
        If `d` is not idempotent.

    Examples
    --------
    >>> from cgt.loopy import parse
    >>> print(downsum_variety(parse('upon'), parse('{0||0|0,pass}')))
    v<on>
    """
    return _downsum_variety(as_stopper(g, "downsum_variety"), _idempotent_degree(d, "downsum_variety"))


def _downsum_variety(g: StopperLike, d: StopperLike) -> StopperLike:
    return downsum(g, upsum(-g, d))


def _varieties(g: StopperLike, where: str) -> tuple[StopperLike, StopperLike]:
    g = as_stopper(g, where)
    d = _idempotent_degree(degree(g), f"{where} of {g}")
    return _upsum_variety(g, d), _downsum_variety(g, d)


def is_stable(g: StopperLike) -> bool:
    """Whether the upsum and downsum varieties over the degree agree (CGSuite's ``IsStable``).

    Siegel conjectured every stopper of idempotent degree stable; Grenville's
    ``a{0|{0||||0,*2|||a|0||0}||0}`` is not (CGSuite's ``IsStable`` doc).

    Raises
    ------
    InvalidValueError
        If the degree is not idempotent, as CGSuite refuses it.

    Examples
    --------
    >>> from cgt.loopy import parse
    >>> is_stable(parse('+-{0|pass}')), is_stable(parse('a{0|{0||||0,*2|||a|0||0}||0}')), is_stable(number(2))
    (True, False, True)
    """
    up_form, down_form = _varieties(g, "is_stable")
    return up_form == down_form


def variety(g: StopperLike) -> StopperLike:
    """The variety of a stopper over its degree ``d`` (CGSuite's ``Variety``): its two varieties, equal.

    Raises
    ------
    InvalidValueError
        If the degree is not idempotent (``d + d != d``, which CGSuite
        refuses too) or the stopper is not stable (:func:`~cgt.loopy.properties.is_stable`): the
        two forms differ, a counterexample to Siegel's stability conjecture.

    Examples
    --------
    >>> from cgt.loopy import on
    >>> variety(on()), variety(number(5))
    (CanonicalStopper.parse('on'), CanonicalForm.parse('0'))
    """
    up_form, down_form = _varieties(g, "variety")
    if up_form != down_form:
        raise InvalidValueError(f"variety of {g}: the upsum form {up_form} differs from the downsum form "
                                f"{down_form} (a counterexample to the stability conjecture)")
    return up_form


PROVIDED.update({"stops": stops, "strong stops": strong_stops, "is_plumtree": is_plumtree,
                 "is_pseudonumber": is_pseudonumber, "is_infinitesimal": is_infinitesimal, "is_numberish": is_numberish,
                 "is_number_tiny": is_number_tiny, "is_idempotent": is_idempotent, "is_stable": is_stable})
