"""Integer multiples and ordinal sums of loopy values, as CGSuite has them.

``n * G`` is ``G + G + ... + G`` (``n`` copies; ``-n`` copies of ``-G`` for
``n < 0``; ``0`` for ``n = 0``), for a stopper or a sided value: CGSuite's
``n * G`` (``StopperSidedValue.nCopies``), whose sums of stoppers may be
sided values (the upsum and downsum of the copies). ``G : H`` is the ordinal
sum ``{G^L, G : H^L | G^R, G : H^R}`` of two stoppers (CGSuite's
``CanonicalStopper.ordinalSum``), of ``G``'s simplest form, as
:meth:`cgt.CanonicalForm.ordinal_sum` takes the canonical form: ``1 : off``
is ``{0 | 1 : off}``, ``over``. They are the operator ``*`` and the method
``ordinal_sum`` of :class:`~cgt.loopy.CanonicalStopper` and
:class:`~cgt.loopy.SidedValue`, and ``G:H`` in :func:`cgt.loopy.parse`.

Examples
--------
>>> from cgt.loopy import on, over, parse, upon
>>> print(3 * over(), upon() * 2, -2 * parse('over & v'), 0 * on())
over {0|^[on]*} ^^ & under 0
>>> print(ordinal_sum(1, parse('off')), parse('1:off'), parse('*:on'), parse('1:-1'))
over over ^[on]* 1/2
"""

from __future__ import annotations

from typing import Union

from ..errors import NotAValueError
from ..partizan import CanonicalForm, number
from .graphs import ordinal_graph
from .sided import SidedValue
from .stoppers import PROVIDED, StopperLike, as_graph, as_stopper, simplest_form

__all__ = ["multiple", "ordinal_sum"]


def multiple(n: int, g: Union[StopperLike, SidedValue]) -> Union[StopperLike, SidedValue]:
    """``n * g``: ``n`` copies of `g` added, by doubling (``O(log n)`` sums); for ``n < 0``, ``-n`` copies of ``-g``.

    Raises
    ------
    NotAValueError
        If `n` is not an int or `g` not a value.

    Examples
    --------
    >>> from cgt.loopy import parse
    >>> print(multiple(10, parse('upon')), multiple(-1, parse('1 & 0')))
    {0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}} 0 & -1
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise NotAValueError(f"multiple: the multiplier {n!r} of type {type(n).__name__} is not an int")
    if not isinstance(g, SidedValue):
        g = as_stopper(g, "multiple")
    if n < 0:
        n, g = -n, -g
    total: Union[StopperLike, SidedValue] = number(0)
    while n:
        if n & 1:
            total = total + g
        n >>= 1
        if n:
            g = g + g
    return total


def ordinal_sum(g: StopperLike, h: StopperLike) -> StopperLike:
    """The ordinal sum ``g : h`` of two stoppers: `g`'s options, and `h`'s with `g` kept (CGSuite's ``OrdinalSum``).

    Of two short values it is :meth:`cgt.CanonicalForm.ordinal_sum`; `g` is
    taken in its simplest form, on which the result depends.

    Raises
    ------
    NotAValueError
        If `g` or `h` is not a stopper, a short value or a number (CGSuite
        has no ordinal sum of sided values).

    Examples
    --------
    >>> from cgt.loopy import on, off
    >>> ordinal_sum(1, off()), ordinal_sum(on(), 5), ordinal_sum(1, -1)
    (CanonicalStopper.parse('over'), CanonicalStopper.parse('on'), CanonicalForm.parse('1/2'))
    """
    g, h = as_stopper(g, "ordinal_sum"), as_stopper(h, "ordinal_sum")
    if isinstance(g, CanonicalForm) and isinstance(h, CanonicalForm):
        return g.ordinal_sum(h)
    return simplest_form(*ordinal_graph(*as_graph(g), *as_graph(h)))


PROVIDED.update({"multiple": multiple, "ordinal sum": ordinal_sum})
