"""Ordinal sums ``G : H``: ``G`` with ``H`` played on top, where any move in ``G`` wipes ``H`` out.

``G : H = {G^L, G : H^L | G^R, G : H^R}`` (Conway; Siegel, *Combinatorial
Game Theory* (2013), II.4), on canonical forms: unlike ``+``, the result
depends on the form of ``G``, and cgt takes the canonical one, as CGSuite's
``OrdinalSum`` does. ``H`` is the *subordinate*: Blue-Red Hackenbush stalks
are ordinal sums of their edges from the ground up, and their values are the
sign expansions. The functions are the methods of :class:`~cgt.CanonicalForm`
of the same names (bound in its class body), documented there.
"""

from __future__ import annotations

import fractions
from typing import TYPE_CHECKING

from ._dyadic import exact
from ._store import canonical, coerce, left_options, nus_node, right_options

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# Nothing for `from ordinal import *`: the functions are CanonicalForm's methods.
__all__: list[str] = []

_ordinal_cache: dict[tuple[CanonicalForm, CanonicalForm], CanonicalForm] = {}


def ordinal_sum(g: CanonicalForm, h: CanonicalForm | int | fractions.Fraction) -> CanonicalForm:
    """Return the ordinal sum ``g : h`` (also written ``g.ordinal_sum(h)``).

    Left's moves are Left's moves of ``g`` (which remove ``h``) and those of
    ``h`` (which keep ``g``): ``g : h = {g^L, g : h^L | g^R, g : h^R}``.

    Parameters
    ----------
    h : CanonicalForm, int or Fraction
        The subordinate.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If ``h`` is not a value.

    Examples
    --------
    A Blue-Red Hackenbush stalk is the ordinal sum of its edges, bottom up:
    blue, red, red (``BRR``) is ``1 : -1 : -1 = 1/4``.

    >>> from cgt import number, star, up
    >>> print(number(1).ordinal_sum(-1).ordinal_sum(-1), number(1).ordinal_sum(-1))
    1/4 1/2
    >>> print(star().ordinal_sum(star()), up().ordinal_sum(1), star().ordinal_sum(number(-1)))
    *2 ^[2] v*
    """
    return ordinal(g, coerce(h, "ordinal_sum"))


def ordinal(g: CanonicalForm, h: CanonicalForm) -> CanonicalForm:
    """``g : h`` for canonical values (unchecked)."""
    gn, hn = g.number_up_star, h.number_up_star
    if gn is not None and not gn[1] and hn is not None and not hn[0] and not hn[1]:
        return nus_node(exact(gn[0]), 0, gn[2] + hn[2])  # x*m : *n = x*(m+n), as in CGSuite
    key = (g, h)
    r = _ordinal_cache.get(key)
    if r is None:
        r = _ordinal_cache[key] = canonical(
            [*left_options(g), *[ordinal(g, o) for o in left_options(h)]],
            [*right_options(g), *[ordinal(g, o) for o in right_options(h)]],
        )
    return r
