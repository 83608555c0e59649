"""Fair Shares and Varied Pairs, a loopy heap game from Winning Ways."""

from __future__ import annotations

from collections.abc import Hashable
from operator import index
from typing import Any

from ...errors import InvalidPositionError

__all__ = ["FairSharesAndVariedPairs"]


class FairSharesAndVariedPairs:
    """Fair Shares and Varied Pairs: split a heap into equal shares, or unite two unequal heaps.

    A position is a multiset of heaps, given as a tuple of sizes (any order,
    zeros dropped). A move either divides one heap into two or more heaps of
    equal size (*fair shares*: a heap of 6 into 3 + 3, 2 + 2 + 2 or six 1s),
    or unites two heaps of different sizes into one (*varied pairs*). The
    number of coins never changes, so a game with ``n`` coins moves among the
    partitions of ``n``, and uniting undoes dividing: the game is loopy.
    Whoever cannot move (all heaps of 1 but no two unequal heaps: only
    ``(1, 1, ..., 1)``) loses.

    Source: E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for
    your Mathematical Plays*, vol. 2, ch. 12 ("Games Eternal - Games
    Entailed"), where it illustrates Smith's generalized values. cgt's values
    are checked against plain retrograde analysis of the same graph, not
    against the book's table.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.FairSharesAndVariedPairs()
    >>> g.options((2, 4))
    [(1, 1, 4), (2, 2, 2), (1, 1, 1, 1, 2), (6,)]
    >>> str(cgt.loopy.outcome(g, (1, 1, 1))), str(cgt.loopy.outcome(g, (2,)))
    ('P', 'N')
    """

    __slots__ = ("__weakref__",)

    def _heaps(self, position: Any) -> tuple[int, ...]:
        heaps = position if isinstance(position, tuple) else (position,)
        for i, h in enumerate(heaps):
            if isinstance(h, bool) or not hasattr(type(h), "__index__") or index(h) < 0:
                raise InvalidPositionError(
                    f"heap {i + 1} of {position!r}, {h!r}, is not a heap size of {self!r}: heaps are integers >= 0"
                )
        return tuple(sorted(index(h) for h in heaps if h))

    def options(self, position: Any) -> list[tuple[int, ...]]:
        """Return the positions after one move (canonical: sorted tuples, no zeros)."""
        heaps = self._heaps(position)
        found: dict[tuple[int, ...], None] = {}
        for i, h in enumerate(heaps):
            if h in heaps[:i]:
                continue
            rest = heaps[:i] + heaps[i + 1 :]
            for shares in range(2, h + 1):
                if h % shares == 0:
                    found[tuple(sorted(rest + (h // shares,) * shares))] = None
        for i, a in enumerate(heaps):
            for j in range(i + 1, len(heaps)):
                b = heaps[j]
                if a != b:
                    rest = heaps[:i] + heaps[i + 1 : j] + heaps[j + 1 :]
                    found[tuple(sorted(rest + (a + b,)))] = None
        return list(found)

    def __eq__(self, other: object) -> bool:
        return type(other) is FairSharesAndVariedPairs

    def __hash__(self) -> int:
        return hash(FairSharesAndVariedPairs)

    def __repr__(self) -> str:
        return "FairSharesAndVariedPairs()"
