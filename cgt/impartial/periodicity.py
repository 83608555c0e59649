"""Ultimately periodic Grundy sequences, and proofs that a sequence is one.

A heap game's Grundy sequence ``G(0), G(1), ...`` is *ultimately periodic*
with preperiod ``n0`` and period ``p`` when ``G(n + p) = G(n)`` for every
``n >= n0``. Seeing a pattern repeat in finitely many values proves nothing
in general, but for two families a finite check is a proof:

* a subtraction game with finite subtraction set of largest element ``s``:
  ``G(n)`` depends only on the ``s`` values before it, so one repeated window
  ``G(n + p) = G(n)`` for ``n0 <= n < n0 + s`` repeats for ever;
* an octal game whose moves remove at most ``t`` tokens (the octal
  periodicity theorem, Guy and Smith 1956; Winning Ways, ch. 4): if
  ``G(n + p) = G(n)`` for ``n0 <= n < 2*n0 + p + t``, then for all ``n >= n0``;
* a hexadecimal game, whose moves may also leave three heaps: the same
  argument with the largest of three heaps, at least a third of the rest,
  needs ``n0 <= n < 3*n0 + 2*p + t``.

:func:`find_periodicity` applies one of these tests to computed values and
returns the least period and preperiod it proves, as a :class:`Periodicity`.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from operator import index
from typing import Literal

import numpy as np

from .._kernels.period import find_period
from ..errors import InvalidValueError

__all__ = ["Periodicity", "find_periodicity", "heaps_examined", "not_proven_message"]


@dataclass(frozen=True)
class Periodicity:
    """A proven ultimate period: ``G(n + period) == G(n)`` for all ``n >= preperiod``.

    Parameters
    ----------
    preperiod : int
        The least ``n0`` from which the sequence is periodic (``>= 0``).
    period : int
        The least period (``>= 1``).

    Raises
    ------
    InvalidValueError
        If `preperiod` is negative or `period` is not positive.

    Examples
    --------
    >>> import cgt
    >>> kayles = cgt.Periodicity(preperiod=71, period=12)
    >>> kayles
    Periodicity(preperiod=71, period=12)
    >>> print(kayles)
    preperiod 71, period 12
    >>> kayles.reduce(10**18)
    76
    """

    preperiod: int
    period: int

    def __post_init__(self) -> None:
        if self.preperiod < 0 or self.period < 1:
            raise InvalidValueError(
                f"Periodicity(preperiod={self.preperiod!r}, period={self.period!r}): "
                "the preperiod must be >= 0 and the period >= 1"
            )

    def reduce(self, n: int) -> int:
        """Return the heap below ``preperiod + period`` with the same value as heap `n`.

        Parameters
        ----------
        n : int
            A heap size, ``>= 0``; any size, ``10**18`` included.

        Returns
        -------
        int
            `n` itself if ``n < preperiod``, else ``preperiod + (n - preperiod) % period``.

        Examples
        --------
        >>> Periodicity(0, 7).reduce(23)
        2
        >>> Periodicity(71, 12).reduce(70)
        70
        """
        if n < self.preperiod:
            return n
        return self.preperiod + (n - self.preperiod) % self.period

    def __str__(self) -> str:
        return f"preperiod {self.preperiod}, period {self.period}"


def not_proven_message(limit: int, reason: str = "") -> str:
    """Return the sentence that says no period was proven, as the CLI prints it.

    Parameters
    ----------
    limit : int
        How many values (heaps ``0..limit-1``) were examined.
    reason : str, optional
        Why no proof can exist, appended after a colon.

    Returns
    -------
    str
        ``"not proven up to <limit>"``, then ``": <reason>"`` if given.

    Examples
    --------
    >>> not_proven_message(1000)
    'not proven up to 1000'
    """
    return f"not proven up to {limit}" + (f": {reason}" if reason else "")


#: The finite test of each rule accepts (n0, p) when ``coef * (n0 + p) + reach``
#: values are known: octal 2*n0 + 2*p + t, hexadecimal 3*n0 + 3*p + t, subtraction n0 + p + s.
_COEF = {"octal": 2, "hexadecimal": 3, "subtraction": 1}


def heaps_examined(found: Periodicity, *, rule: Literal["octal", "hexadecimal", "subtraction"], reach: int) -> int:
    """Return how many heaps the theorem of `rule` examines to prove `found`.

    The finite test accepts ``(n0, p)`` once ``coef * (n0 + p) + reach`` values
    are known (octal ``2``, hexadecimal ``3``, subtraction ``1``): the heaps a
    census reports as examined for a proven game.

    Examples
    --------
    >>> heaps_examined(Periodicity(71, 12), rule="octal", reach=2)   # Kayles
    168
    """
    return _COEF[rule] * (found.preperiod + found.period) + reach


def find_periodicity(
    values: np.ndarray, *, rule: Literal["octal", "hexadecimal", "subtraction"], reach: int
) -> Periodicity | None:
    """Return the periodicity that `values` prove under `rule`, or ``None``.

    Parameters
    ----------
    values : numpy.ndarray
        Grundy values of heaps ``0..len(values)-1`` (1-d, integers).
    rule : {"octal", "hexadecimal", "subtraction"}
        ``"octal"``: the octal periodicity theorem, where `reach` is the most
        tokens a move removes; ``"hexadecimal"``: its form for games whose
        moves may leave three heaps; ``"subtraction"``: the repeated-window test of
        a finite subtraction set, where `reach` is its largest element.
    reach : int
        ``t`` or ``s`` above, ``>= 0``.

    Returns
    -------
    Periodicity or None
        The least period, and the least preperiod for it, that the values
        prove; ``None`` if the test accepts no period within `values`.

    Raises
    ------
    InvalidValueError
        If `rule` is unknown, `reach` negative, or `values` not 1-d.

    Notes
    -----
    The search takes the smallest ``p`` whose last mismatch
    ``G(n) != G(n + p)`` lies early enough for the theorem's window to fit in
    `values`; a backward scan rejects most ``p`` in a few steps (numba kernel).
    The proven pair is then tightened: the least period divides ``p`` and is
    read off one period block, and the preperiod is walked back while
    ``G(n0 - 1) == G(n0 - 1 + period)``, both exact once periodicity is known.

    Examples
    --------
    >>> import numpy as np
    >>> find_periodicity(np.array([0, 1, 0, 1, 2, 3, 2] * 3), rule="subtraction", reach=4)
    Periodicity(preperiod=0, period=7)
    >>> find_periodicity(np.array([0, 1, 2, 3]), rule="octal", reach=2) is None
    True
    """
    if rule not in _COEF:
        raise InvalidValueError(f"find_periodicity: rule {rule!r} is not one of {sorted(_COEF)}")
    reach = index(reach)
    if reach < 0:
        raise InvalidValueError(f"find_periodicity: reach {reach!r} is negative")
    values = np.ascontiguousarray(values)
    if values.dtype.kind not in "ui":
        values = values.astype(np.int64)
    if values.ndim != 1:
        raise InvalidValueError(f"find_periodicity: values must be 1-d, got shape {values.shape}")
    if len(values) <= _INTERPRETED and "numba" not in sys.modules:
        # numba's start would cost more than this scan of a short sequence.
        n0, p = find_period(values.tolist(), _COEF[rule], reach)
    else:
        from .._kernels.heap import find_period_compiled as scan

        n0, p = scan(values, _COEF[rule], reach)
    if p < 0:
        return None
    block = values[n0 : n0 + p]
    period = next(q for q in range(1, p + 1) if p % q == 0 and np.array_equal(block, np.roll(block, -q)))
    while n0 > 0 and values[n0 - 1] == values[n0 - 1 + period]:
        n0 -= 1
    return Periodicity(int(n0), period)


#: Sequences this short are scanned interpreted while numba is not loaded yet.
_INTERPRETED = 4096
