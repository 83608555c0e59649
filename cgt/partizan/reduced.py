"""Reduced canonical forms: values up to infinitesimals.

``G`` and ``H`` are *infinitesimally close* when ``G - H`` is infinitesimal.
Every short game is infinitesimally close to a unique simplest game, its
*reduced canonical form* (Calistrat, "Combinatorial games and their
reductions", 1996; Grossman and Siegel, "Reductions of partizan games",
*Games of No Chance 3*, 2009; Siegel, *Combinatorial Game Theory* (2013),
II.6): options that are dominated or reversible *up to infinitesimals* are
dropped or bypassed. It is a number for every number-up-star value, and 0 for
every all-small game. The computation is CGSuite's (``rcf``): heat by ``*``
(``∫^* G = {∫^* G^L + * | ∫^* G^R + *}``), then replace each ``x*`` by
``x`` throughout (the star projection). The functions are the methods of
:class:`~cgt.CanonicalForm` of the same names (bound in its class body),
documented there.
"""

from __future__ import annotations

import fractions
from typing import TYPE_CHECKING

from ._dyadic import exact
from ._store import add, canonical, coerce, left_options, neg, nus_node, number_node, right_options
from .heating import integral

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# Nothing for `from reduced import *`: the functions are CanonicalForm's methods.
__all__: list[str] = []

_reduced: dict[CanonicalForm, CanonicalForm] = {}
_projections: dict[CanonicalForm, CanonicalForm] = {}


def reduced_canonical_form(g: CanonicalForm) -> CanonicalForm:
    """Return the reduced canonical form: the simplest value infinitesimally close to this one.

    Two values are infinitesimally close (:meth:`is_infinitesimally_close`)
    exactly when their reduced canonical forms are equal.

    Examples
    --------
    >>> from cgt import CanonicalForm
    >>> [str(CanonicalForm.parse(s).reduced_canonical_form) for s in ('1/2^*', '{0||0|-1}', '{2|^}', '{1*|-1}', '{2,{3|^}|0}')]
    ['1/2', '0', '{2|0}', '+-1', '{2|0}']
    """
    r = _reduced.get(g)
    if r is None:
        nus = g.number_up_star
        if nus is not None:
            r = number_node(exact(nus[0]))
        else:
            r = _star_projection(integral(g, nus_node(0.0, 0, 1)))
        _reduced[g] = r
    return r


def _star_projection(g: CanonicalForm) -> CanonicalForm:
    """``g`` with every ``x*`` in its tree replaced by ``x``."""
    nus = g.number_up_star
    if nus is not None and not nus[1] and nus[2] <= 1:
        return number_node(exact(nus[0]))  # x or x*
    r = _projections.get(g)
    if r is None:
        r = _projections[g] = canonical([_star_projection(o) for o in left_options(g)],
                                        [_star_projection(o) for o in right_options(g)])
    return r


def is_infinitesimally_close(g: CanonicalForm, h: CanonicalForm | int | fractions.Fraction) -> bool:
    """Whether ``self - h`` is infinitesimal (both stops 0): equal up to infinitesimals.

    Raises
    ------
    NotAValueError
        If ``h`` is not a value.

    Examples
    --------
    >>> from cgt import CanonicalForm, up
    >>> g = CanonicalForm.parse('{2|0}')
    >>> g.is_infinitesimally_close(CanonicalForm.parse('{2|^}')), g.is_infinitesimally_close(1), up().is_infinitesimally_close(0)
    (True, False, True)
    """
    d = add(g, neg(coerce(h, "is_infinitesimally_close")))
    return d.is_infinitesimal


def is_numberish(g: CanonicalForm) -> bool:
    """Whether the value is infinitesimally close to a number: its two stops are equal (CGSuite's ``IsNumberish``).

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_numberish for s in ('3/2', '1^*', '{0||0|-1}', '+-1')]
    [True, True, True, False]
    """
    return g.left_stop == g.right_stop
