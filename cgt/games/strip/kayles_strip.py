"""Kayles on a strip of pins: knock down one pin or two adjacent pins.

The second ruleset of the bitmask engine (:mod:`cgt.impartial.bitmask`), the one whose
masks shrink: it shows the engine is generic. A position is an int mask of
standing pins, bit ``c - 1`` for column ``c``. A move removes one pin, or two
pins on adjacent columns; the strip then falls apart into runs of pins that
are independent Kayles heaps, so the value of a strip is the nim-sum of the
Kayles values of its runs.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Optional

from ...impartial.bitmask import BitmaskGame
from ...game import Game

__all__ = ["KaylesStrip"]


def _runs(mask: int) -> list[tuple[int, int]]:
    """The runs of consecutive set bits of `mask`, as ``(lowest bit, length)``, low bits first."""
    runs = []
    while mask:
        low = (mask & -mask).bit_length() - 1
        length = ((mask >> low) + 1 & ~(mask >> low)).bit_length() - 1  # trailing ones after `low`
        runs.append((low, length))
        mask &= ~(((1 << length) - 1) << low)
    return runs


class KaylesStrip(
    BitmaskGame,
    kernel="cgt._kernels.bitmask:kayles_strip_options",
    order="shrinks",
    weights=lambda width: [1] * width,  # a move knocks down pins
):
    """Kayles on a strip of `width` columns; a position is the int mask of standing pins.

    The solver splits a strip into its runs of pins (``decompose``), each a
    run ``2**n - 1`` of ``n`` pins starting at column 1, so a strip costs no
    more than its longest run. :meth:`grundy_table` fills every mask with the
    numba engine, with no decomposition.

    Parameters
    ----------
    width : int, optional
        Number of columns, at least 1; 20 by default.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.

    Examples
    --------
    >>> import cgt
    >>> k = cgt.games.KaylesStrip(width=7)
    >>> strip = k.parse_strip("xxx.xxx")
    >>> cgt.grundy(k, strip)       # two runs of 3 pins: K(3) ^ K(3)
    0
    >>> [k.strip(q) for q in k.options(k.parse_strip("xxx...."))]
    ['.xx....', 'x.x....', 'xx.....', '..x....', 'x......']
    >>> int(k.grundy_table()[strip])
    0
    """

    __slots__ = ()

    def options(self, position: int) -> list[int]:
        """Return the strips after knocking down one pin, then after knocking down two adjacent pins."""
        mask = self._check_row(position)
        singles = [mask ^ (1 << c) for c in range(self.width) if mask >> c & 1]
        pairs = [mask ^ (3 << c) for c in range(self.width - 1) if mask >> c & 3 == 3]
        return singles + pairs

    def decompose(self, position: int) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a strip into its runs of pins, each shifted to start at column 1; ``None`` for one run."""
        runs = _runs(self._check_row(position))
        if len(runs) < 2:
            return None
        return [(self, (1 << length) - 1) for _, length in runs]

    def recompose(self, position: int, index: int, component: int) -> int:
        """Return `position` with run `index` (of :meth:`decompose`) replaced by the strip `component`."""
        low, length = _runs(position)[index]
        return position & ~(((1 << length) - 1) << low) | component << low
