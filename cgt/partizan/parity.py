"""Parity of canonical forms (even, odd, even- and odd-tempered) and their stop counts.

In canonical form, ``G`` is *even* when every option is odd and *odd* when
every option is even (so ``0`` is even, ``*`` and ``1`` are odd, and ``*2``
and ``1/2`` are neither); ``G`` is *even-tempered* when it is a number or every
option is odd-tempered, *odd-tempered* when it is not a number and every
option is even-tempered (Siegel, *Combinatorial Game Theory* (2013), III.3;
CGSuite's ``isEven``, ``isEvenTempered``). The *stop count* is the number of
leaves of the canonical game tree when every number is a leaf. The functions
are the methods of :class:`~cgt.CanonicalForm` of the same names (bound in
its class body), documented there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._store import left_options, right_options

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# Nothing for `from parity import *`: the functions are CanonicalForm's properties.
__all__: list[str] = []

# (value, parity) -> answer; parity 0 even, 1 odd, 2 even-tempered, 3 odd-tempered.
_parity_cache: dict[tuple[CanonicalForm, int], bool] = {}
_stop_counts: dict[CanonicalForm, int] = {}


def _parity(g: CanonicalForm, kind: int) -> bool:
    key = (g, kind)
    r = _parity_cache.get(key)
    if r is None:
        nus = g.number_up_star
        if nus is not None:
            x, u, m = nus
            if kind < 2:  # an integer n + *m (m <= 1) is even when n + m is
                r = not u and m <= 1 and x.denominator == 1 and (x.numerator + m) % 2 == kind
            else:
                r = not u and m == kind - 2
        elif kind == 2 and g.is_number:
            r = True
        else:
            other = kind ^ 1  # every option of the other parity
            r = all(_parity(o, other) for o in (*left_options(g), *right_options(g)))
        _parity_cache[key] = r
    return r


def is_even(g: CanonicalForm) -> bool:
    """Whether the value is even: in canonical form, every option is odd.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_even for s in ('0', '2', '*', '*2', '1/2', '1*', '{1*|-1*}')]
    [True, True, False, False, False, True, False]
    """
    return _parity(g, 0)


def is_odd(g: CanonicalForm) -> bool:
    """Whether the value is odd: in canonical form, every option is even.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_odd for s in ('0', '1', '*', '*2', '+-2')]
    [False, True, True, False, True]
    """
    return _parity(g, 1)


def is_even_tempered(g: CanonicalForm) -> bool:
    """Whether the value is even-tempered: a number, or every option is odd-tempered.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_even_tempered for s in ('1/2', '*', '^', '{1*|-1*}', '+-1')]
    [True, False, False, True, False]
    """
    return _parity(g, 2)


def is_odd_tempered(g: CanonicalForm) -> bool:
    """Whether the value is odd-tempered: not a number, and every option is even-tempered.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_odd_tempered for s in ('1/2', '*', '^', '+-1', '3*')]
    [False, True, False, True, True]
    """
    return _parity(g, 3)


def stop_count(g: CanonicalForm) -> int:
    """The number of leaves of the canonical game tree, every number a leaf.

    ``*n`` has ``2 * 3**(n - 1)`` (for ``n >= 1``); a number has 1.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).stop_count for s in ('5/2', '*', '*2', '^', '+-1', '{2||1|0}')]
    [1, 2, 6, 3, 2, 3]
    """
    r = _stop_counts.get(g)
    if r is None:
        nus = g.number_up_star
        if nus is not None and not nus[1]:
            r = 2 * 3 ** (nus[2] - 1) if nus[2] else 1
        else:
            r = sum(stop_count(o) for o in (*left_options(g), *right_options(g)))
        _stop_counts[g] = r
    return r
