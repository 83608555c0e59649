"""Nim: heaps of tokens; a move takes any positive number from one heap."""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any, Optional, Union

from ...errors import InvalidPositionError
from ...game import Game
from ..position import GamePosition

__all__ = ["Nim"]

NimPosition = Union[int, tuple[int, ...]]


class Nim:
    """Nim, the game every impartial game is equivalent to a heap of.

    A position is a heap size ``n`` (an int) or a tuple of heap sizes. A move
    takes any positive number of tokens from one heap, so a heap of ``n`` has
    Grundy value ``n`` and a tuple of heaps their nim-sum (Bouton, 1901).

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> list(nim.options(3))
    [0, 1, 2]
    >>> cgt.grundy(nim, (3, 5, 7))
    1
    >>> cgt.winning_moves(nim, (3, 5, 7))
    [(2, 5, 7), (3, 4, 7), (3, 5, 6)]
    """

    __slots__ = ("__weakref__",)
    #: A heap's options 0..n-1 have distinct values: the winning move in a heap is unique.
    distinct_option_values = True

    def _heaps(self, position: Any) -> tuple[int, ...]:
        heaps = position if isinstance(position, tuple) else (position,)
        for i, h in enumerate(heaps):
            if isinstance(h, bool) or not isinstance(h, int) or h < 0:
                where = f"heap {i + 1} of {position!r} is {h!r}, which" if isinstance(position, tuple) else f"{h!r}"
                raise InvalidPositionError(
                    f"{where} is not a heap size of {self!r} (heaps are integers >= 0)"
                )
        return heaps

    def __call__(self, *heaps: int) -> GamePosition:
        """Return the position of these heaps (one heap: an int) as a :class:`~cgt.GamePosition`.

        Raises
        ------
        InvalidPositionError
            If a heap is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import Nim
        >>> p = Nim()(3, 5, 7)
        >>> p, p.grundy
        (GamePosition(Nim(), (3, 5, 7)), 1)
        """
        position = heaps[0] if len(heaps) == 1 else heaps
        self._heaps(position)
        return GamePosition(self, position)

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(removed, left)`` for every move on a single heap of `n`, as heap games do.

        Examples
        --------
        >>> list(Nim().heap_moves(2))
        [(2, ()), (1, (1,))]
        """
        for left in range(n):
            yield n - left, (left,) if left else ()

    def options(self, position: NimPosition) -> list[Any]:
        """Return the positions after taking tokens from one heap."""
        heaps = self._heaps(position)
        if not isinstance(position, tuple):
            return list(range(position))
        return [heaps[:i] + (k,) + heaps[i + 1 :] for i, h in enumerate(heaps) for k in range(h)]

    def grundy_hint(self, position: NimPosition) -> int:
        """Return the value without search: the nim-sum of the heaps."""
        value = 0
        for h in self._heaps(position):
            value ^= h
        return value

    def move_to_value(self, position: NimPosition, target: int) -> Optional[NimPosition]:
        """Return the option of value `target`: a heap of ``target`` if it is smaller, else ``None``.

        A tuple of heaps is answered by the heap whose size xor the change
        in value is smaller (Bouton).

        Examples
        --------
        >>> Nim().move_to_value(10**12, 5)
        5
        >>> Nim().move_to_value((3, 5, 7), 0)
        (2, 5, 7)
        >>> Nim().move_to_value(4, 4) is None
        True
        """
        heaps = self._heaps(position)
        if not isinstance(position, tuple):
            return target if target < position else None
        delta = self.grundy_hint(heaps) ^ target
        for i, h in enumerate(heaps):
            if h ^ delta < h:
                return self.recompose(heaps, i, h ^ delta)
        return None

    def decompose(self, position: NimPosition) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a tuple of heaps into single heaps (ints)."""
        if not isinstance(position, tuple):
            return None
        return [(self, h) for h in self._heaps(position)]

    def recompose(self, position: tuple[int, ...], index: int, component: int) -> tuple[int, ...]:
        """Return `position` with heap `index` set to `component`."""
        return position[:index] + (component,) + position[index + 1 :]

    def __eq__(self, other: object) -> bool:
        return type(other) is Nim

    def __hash__(self) -> int:
        return hash(Nim)

    def __repr__(self) -> str:
        return "Nim()"
