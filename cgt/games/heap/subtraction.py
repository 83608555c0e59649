"""Subtraction games: a move removes from one heap a number of tokens from a set S.

Four kinds of subtraction set are supported, each with an evaluable repr:

==========================================  ===================================
``SubtractionGame({1, 3, 4})``              a finite set S
``SubtractionGame.all_but({2, 3, 7})``      every positive number not in S
``SubtractionGame.fibonacci()``             the Fibonacci numbers 1, 2, 3, 5, 8...
``SubtractionGame.powers_of_two()``         the powers of two 1, 2, 4, 8...
==========================================  ===================================

The infinite sets enter the numba kernel as their members up to the largest
heap computed; the all-but games have a kernel of their own (counts of
values instead of a scan of every smaller heap).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from operator import index
from typing import Literal, Union

import numpy as np

from ...errors import InvalidValueError
from .base import HeapGame

__all__ = ["SubtractionGame"]

_Kind = Literal["finite", "all_but", "fibonacci", "powers_of_two"]


def _positive_set(numbers: Iterable[int], what: str) -> frozenset[int]:
    if isinstance(numbers, (str, bytes)) or not isinstance(numbers, Iterable):
        raise InvalidValueError(f"{what}: {numbers!r} is not a collection of positive integers")
    checked = set()
    for k in numbers:
        if isinstance(k, bool) or not hasattr(type(k), "__index__") or index(k) < 1:
            raise InvalidValueError(
                f"{what}: {k!r} in {numbers!r} is not a positive integer; a move removes at least one token"
            )
        checked.add(index(k))
    return frozenset(checked)


def _sequence_upto(kind: _Kind, n: int) -> list[int]:
    """The members ``<= n`` of the Fibonacci numbers or of the powers of two."""
    members, a, b = [], 1, 2
    while a <= n:
        members.append(a)
        a, b = b, (a + b if kind == "fibonacci" else 2 * b)
    return members


class SubtractionGame(HeapGame):
    """A subtraction game: a move removes ``k`` tokens from one heap, ``k`` in S.

    Positions are tuples of heap sizes (see :class:`cgt.games.HeapGame`).

    Parameters
    ----------
    subtractions : iterable of int
        The finite subtraction set S, positive integers. See
        :meth:`all_but`, :meth:`fibonacci` and :meth:`powers_of_two` for
        infinite sets.

    Raises
    ------
    InvalidValueError
        If a member of S is not a positive integer.

    Notes
    -----
    For a finite S with largest element ``s``, the value of a heap depends
    only on the ``s`` values before it, so one repeated window of ``s``
    values proves periodicity (:meth:`periodicity`). Taking 1 to ``m`` gives
    ``n mod (m + 1)``; S = {1, 3, 4} has period 7 (Winning Ways, ch. 4).

    Examples
    --------
    >>> import cgt
    >>> game = cgt.games.SubtractionGame({1, 3, 4})
    >>> game
    SubtractionGame({1, 3, 4})
    >>> game.grundy_sequence(14)
    array([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2], dtype=uint8)
    >>> game.periodicity(100)
    Periodicity(preperiod=0, period=7)
    >>> cgt.winning_moves(game, (5, 9))
    [(2, 9), (5, 5)]
    """

    __slots__ = ("_kind", "_set")

    def __init__(self, subtractions: Iterable[int]) -> None:
        self._setup("finite", _positive_set(subtractions, "SubtractionGame"))

    def _setup(self, kind: _Kind, numbers: frozenset[int]) -> None:
        super().__init__()
        self._kind: _Kind = kind
        self._set = numbers

    @classmethod
    def _make(cls, kind: _Kind, numbers: frozenset[int] = frozenset()) -> SubtractionGame:
        game = cls.__new__(cls)
        game._setup(kind, numbers)
        return game

    @classmethod
    def all_but(cls, excluded: Iterable[int]) -> SubtractionGame:
        """Return the game where a move removes any positive number of tokens not in `excluded`.

        Parameters
        ----------
        excluded : iterable of int
            The forbidden numbers, positive integers (a finite set).

        Returns
        -------
        SubtractionGame

        Raises
        ------
        InvalidValueError
            If a member is not a positive integer.

        Notes
        -----
        Such a game is never periodic: with ``s`` the largest excluded number,
        heap ``n`` can move to every heap below ``n - s``, so no such heap
        shares its value and the values are unbounded. ``all_but(set())`` is
        Nim.

        Examples
        --------
        >>> game = SubtractionGame.all_but({2, 3, 7})
        >>> game
        SubtractionGame.all_but({2, 3, 7})
        >>> game.grundy_sequence(10)
        array([0, 1, 0, 1, 2, 3, 2, 3, 4, 5], dtype=uint8)
        """
        return cls._make("all_but", _positive_set(excluded, "SubtractionGame.all_but"))

    @classmethod
    def fibonacci(cls) -> SubtractionGame:
        """Return the game where a move removes a Fibonacci number of tokens (1, 2, 3, 5, 8...).

        Returns
        -------
        SubtractionGame

        Examples
        --------
        >>> SubtractionGame.fibonacci().grundy_sequence(12)
        array([0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1], dtype=uint8)
        """
        return cls._make("fibonacci")

    @classmethod
    def powers_of_two(cls) -> SubtractionGame:
        """Return the game where a move removes a power of two (1, 2, 4, 8...).

        Returns
        -------
        SubtractionGame

        Notes
        -----
        The value of heap ``n`` is ``n mod 3``: no power of two is a multiple
        of 3, and 1 and 2 are powers of two. No finite window proves that
        (the set is infinite), so :meth:`periodicity` is ``None``.

        Examples
        --------
        >>> SubtractionGame.powers_of_two().grundy_sequence(7)
        array([0, 1, 2, 0, 1, 2, 0], dtype=uint8)
        """
        return cls._make("powers_of_two")

    def subtractions_upto(self, n: int) -> list[int]:
        """Return the members of the subtraction set that are ``<= n``, ascending.

        Parameters
        ----------
        n : int
            The bound.

        Returns
        -------
        list of int

        Examples
        --------
        >>> SubtractionGame.all_but({2, 3}).subtractions_upto(6)
        [1, 4, 5, 6]
        >>> SubtractionGame.fibonacci().subtractions_upto(13)
        [1, 2, 3, 5, 8, 13]
        """
        if self._kind == "finite":
            return sorted(k for k in self._set if k <= n)
        if self._kind == "all_but":
            return [k for k in range(1, n + 1) if k not in self._set]
        return _sequence_upto(self._kind, n)

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(k, left)`` for every ``k`` in S with ``k <= n``.

        Parameters
        ----------
        n : int
            The heap size.

        Yields
        ------
        tuple
            ``(k, (n - k,))``, or ``(n, ())`` when the whole heap is removed.

        Examples
        --------
        >>> list(SubtractionGame({1, 3, 4}).heap_moves(3))
        [(1, (2,)), (3, ())]
        """
        return ((k, (n - k,) if k < n else ()) for k in self.subtractions_upto(n))

    def move_shape(self, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
        if self._kind == "all_but":
            ks = np.arange(1, n + 1, dtype=np.int64)
            ks = ks[~np.isin(ks, np.array(sorted(self._set), np.int64))]
        else:
            ks = np.array(self.subtractions_upto(n), np.int64)
        return ks, ks, np.zeros(0, np.int64), False

    def fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        from ..._kernels.heap import allbut_fill, octal_fill

        if self._kind == "all_but":
            return allbut_fill(values, start, stop, np.array(sorted(self._set), np.int64), top)
        ks = np.array(self.subtractions_upto(stop), np.int64)
        none = np.zeros(0, np.int64)
        return octal_fill(values, start, stop, ks, ks, none, none, none, False, top)

    def periodicity_rule(self) -> Union[tuple[Literal["subtraction"], int], str]:
        if self._kind == "finite":
            return "subtraction", max(self._set, default=0)
        if self._kind == "all_but":
            return (
                "an all-but subtraction game is never periodic: heap n can move to every heap below "
                f"n - {max(self._set, default=0)}, so its values grow without bound"
            )
        return "the subtraction set is infinite, so no finite window proves periodicity"

    def rules_key(self) -> tuple[str, frozenset[int]]:
        return self._kind, self._set

    def __repr__(self) -> str:
        shown = "{" + ", ".join(map(str, sorted(self._set))) + "}" if self._set else "set()"
        if self._kind == "finite":
            return f"SubtractionGame({shown})"
        if self._kind == "all_but":
            return f"SubtractionGame.all_but({shown})"
        return f"SubtractionGame.{self._kind}()"
