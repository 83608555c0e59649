"""Heap games: the shared machinery of subtraction, octal and Grundy's game.

A *heap game* is played on a multiset of heaps of tokens; a move acts on one
heap, removing tokens and leaving zero, one or two heaps in its place. Every
heap game here derives from :class:`HeapGame`, which gives it:

* positions: a tuple of heap sizes, in any order, zeros allowed (a bare int
  ``n`` is accepted as the single heap ``(n,)``). Positions *reached* by a
  move are canonical: sorted, with empty heaps dropped, so ``(5, 3, 0)`` and
  ``(3, 5)`` are one position to the solver once play starts;
* the :class:`cgt.Game` hooks: ``decompose`` splits a multi-heap position into
  single heaps ``(h,)``, ``recompose`` puts one back (canonically), and
  ``grundy_hint`` answers a single heap from the game's Grundy sequence,
  computed by a numba kernel, or from its proven period, so that
  :func:`cgt.grundy` and :func:`cgt.winning_moves` handle sums of heaps;
* :meth:`HeapGame.grundy_sequence`, :meth:`HeapGame.periodicity` and the
  concrete moves of :class:`HeapMove`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass
from operator import index
from typing import Any, Optional, Union

import numpy as np

from ...errors import InvalidPositionError, InvalidValueError
from ...game import Game
from ...impartial.sequence import DEFAULT_PERIOD_LIMIT, MAX_TABLE, GrundySequence, check_size
from ..position import GamePosition

__all__ = ["HeapGame", "HeapMove", "HeapPosition", "DEFAULT_PERIOD_LIMIT", "MAX_TABLE", "heap_sizes", "sum_options", "fill_by_moves"]

#: A position of a heap game: a tuple of heap sizes, or one heap as an int.
HeapPosition = Union[int, tuple[int, ...]]

def _canonical(heaps: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(h for h in heaps if h))


def heap_sizes(position: HeapPosition, owner: object) -> tuple[int, ...]:
    """The heap sizes of `position` (a tuple of heaps, or one heap as an int), as ints; `owner` is named in errors.

    Raises
    ------
    InvalidPositionError
        If `position` is neither, or a heap size is not an integer ``>= 0``.

    Examples
    --------
    >>> heap_sizes(3, "Nim"), heap_sizes((2, 0, 5), "Nim")
    ((3,), (2, 0, 5))
    """
    if isinstance(position, tuple):
        return tuple(check_size(h, f"heap {i + 1} of {position!r}", owner) for i, h in enumerate(position))
    if isinstance(position, bool) or not hasattr(type(position), "__index__"):
        raise InvalidPositionError(
            f"{position!r} is not a position of {owner!r}: give a tuple of heap sizes, or one heap as an int"
        )
    return (check_size(position, "", owner),)


def fill_by_moves(values: np.ndarray, start: int, stop: int, top: int,
                  moves: Callable[[int], Iterable[tuple[int, ...]]]) -> int:
    """Fill ``values[start:stop]`` in Python: heap ``n``'s value is the mex of the nim-sums of the heaps ``moves(n)`` leave.

    The fill of a ruleset no kernel compiles. Stops early, returning ``n``,
    at the first value above `top`, as the compiled fills do; else returns `stop`.

    Examples
    --------
    >>> values = np.zeros(6, np.int64)
    >>> fill_by_moves(values, 0, 6, 255, lambda n: [(n - k,) for k in (1, 2) if k <= n]), values.tolist()
    (6, [0, 1, 2, 0, 1, 2])
    """
    for n in range(start, stop):
        seen = set()
        for left in moves(n):
            x = 0
            for h in left:
                x ^= int(values[h])
            seen.add(x)
        g = 0
        while g in seen:
            g += 1
        if g > top:
            return n
        values[n] = g
    return stop


def sum_options(
    parts: tuple[Any, ...],
    part_options: Callable[[Any], Iterable[tuple[Any, ...]]],
    canonical: Callable[[tuple[Any, ...]], Any] = _canonical,
) -> list[Any]:
    """The options of a sum of `parts`: a move on one part, which `part_options` turns into the parts it leaves.

    Each option is ``canonical`` of the other parts and the parts left, once;
    equal parts are moved on once. The heap games' options (heaps), and the
    coordinate games' (pairs).

    Examples
    --------
    >>> sum_options((3, 1, 3), lambda h: [(h - 1,)])
    [(1, 2, 3), (3, 3)]
    """
    found: dict[Any, None] = {}
    for i, part in enumerate(parts):
        if part in parts[:i]:
            continue  # an equal part already gave the same positions
        rest = parts[:i] + parts[i + 1 :]
        for left in part_options(part):
            found[canonical(rest + tuple(left))] = None
    return list(found)


def leaving(left: tuple[int, ...]) -> str:
    """The heaps a move leaves, as in ``leaving 1 + 3`` (``nothing`` for none)."""
    return " + ".join(map(str, left)) if left else "nothing"


@dataclass(frozen=True)
class HeapMove:
    """A concrete move in a heap game: which heap, how many tokens, what is left.

    Attributes
    ----------
    heap : int
        Index of the heap moved in, in the position as given: a Python
        index, from 0. Its text counts heaps from 1, as people do.
    size : int
        Its size before the move.
    removed : int
        Tokens removed (0 for a pure split, as in Grundy's game).
    left : tuple of int
        The heaps left in its place: none, one, or two (sorted, non-empty).
    result : tuple of int
        The whole position after the move, canonical (sorted, no zeros).

    Examples
    --------
    >>> move = HeapMove(heap=1, size=5, removed=1, left=(1, 3), result=(1, 3, 3, 8))
    >>> print(move)
    heap 2, which has 5 tokens: remove 1, leaving 1 + 3 -> (1, 3, 3, 8)
    >>> move
    HeapMove(heap=1, size=5, removed=1, left=(1, 3), result=(1, 3, 3, 8))
    """

    heap: int
    size: int
    removed: int
    left: tuple[int, ...]
    result: tuple[int, ...]

    def __str__(self) -> str:
        where = f"heap {self.heap + 1}, which has {self.size} token{'s' * (self.size != 1)}"
        return f"{where}: remove {self.removed}, leaving {leaving(self.left)} -> {self.result}"


class _ByDefinition:
    """A heap game as the solver sees it without kernels: a tuple of heaps is their sum."""

    disjunctive = True

    def __init__(self, game: "HeapGame") -> None:
        self.heap_moves = game.heap_moves

    def options(self, heaps: tuple[int]) -> list[tuple[int, ...]]:
        (n,) = heaps  # the solver asks about one heap at a time
        return [left for _, left in self.heap_moves(n)]


class HeapGame(GrundySequence):
    """Base class of the heap games: positions are tuples of heap sizes.

    A subclass implements four hooks, all public: what one move does to one
    heap (:meth:`heap_moves`), how a compiled kernel fills the Grundy
    sequence (:meth:`~cgt.impartial.sequence.GrundySequence.fill`), which
    periodicity theorem applies
    (:meth:`~cgt.impartial.sequence.GrundySequence.periodicity_rule`), and
    what identifies its rules (:meth:`rules_key`); optionally the moves as
    the kernels see them (:meth:`move_shape`, for winning moves on huge heaps)
    and the sparse-space fill's moves
    (:meth:`~cgt.impartial.sequence.GrundySequence.sparse_moves`). Everything
    else is shared. The values of single heaps are kept in a table that grows
    on demand (:class:`~cgt.impartial.sequence.GrundySequence`), so instances
    are cheap to create and expensive only when asked about large heaps.
    Games compare equal when they have the same rules.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import KAYLES, HeapGame
    >>> isinstance(KAYLES, HeapGame)
    True
    >>> cgt.grundy(KAYLES, (5, 0, 3))  # any order, empty heaps allowed
    7
    >>> KAYLES.options((2, 1))
    [(1, 1), (1,), (2,)]
    """

    __slots__ = ("__weakref__",)

    # -- what a subclass defines ---------------------------------------------

    @abstractmethod
    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(removed, left)`` for every move on a single heap of `n`.

        ``left`` is the tuple of heaps left in its place (sorted, non-empty);
        moves leaving the same heaps are listed once.
        """

    @abstractmethod
    def rules_key(self) -> Hashable:
        """What identifies the rules, for ``==`` and ``hash``."""

    def values_by_definition(self, n: int) -> list[int]:
        """The Grundy values of heaps ``0..n-1`` from the rules (``heap_moves``), by the one solver."""
        from ...solver import grundy

        rules = _ByDefinition(self)
        return [grundy(rules, (h,)) for h in range(n)]

    # -- positions and the Game hooks ----------------------------------------

    def _heaps(self, position: HeapPosition) -> tuple[int, ...]:
        return heap_sizes(position, self)

    def __call__(self, *heaps: int) -> GamePosition:
        """Return the position of these heaps (one heap: an int) as a :class:`~cgt.GamePosition`.

        Raises
        ------
        InvalidPositionError
            If a heap is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> p = KAYLES(3, 4)
        >>> p.grundy, [q.position for q in KAYLES(3).options]
        (2, [(2,), (1, 1), (1,)])
        """
        position = heaps[0] if len(heaps) == 1 else heaps
        self._heaps(position)
        return GamePosition(self, position)

    def options(self, position: HeapPosition) -> list[tuple[int, ...]]:
        """Return every position one move can reach, canonical (sorted, no zeros).

        Parameters
        ----------
        position : int or tuple of int
            Heap sizes (any order, zeros allowed), or one heap as an int.

        Returns
        -------
        list of tuple of int
            Distinct positions, heap by heap in the order of
            :meth:`heap_moves`.

        Raises
        ------
        InvalidPositionError
            If a heap size is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.options(3)
        [(2,), (1, 1), (1,)]
        >>> KAYLES.options((1, 2))
        [(2,), (1, 1), (1,)]
        """
        return sum_options(self._heaps(position), lambda h: [left for _, left in self.heap_moves(h)])

    def decompose(self, position: HeapPosition) -> Optional[list[tuple[Game, tuple[int]]]]:
        """Split a position of several heaps into single heaps ``(h,)``.

        Parameters
        ----------
        position : int or tuple of int
            A position.

        Returns
        -------
        list of (game, (h,)) or None
            One component per heap, in order (zeros included, so component
            ``i`` is heap ``i``); ``None`` for a single heap or none.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.decompose((3, 5))
        [(OctalGame('0.77'), (3,)), (OctalGame('0.77'), (5,))]
        >>> KAYLES.decompose(4) is None
        True
        """
        heaps = self._heaps(position)
        if len(heaps) < 2:
            return None
        return [(self, (h,)) for h in heaps]

    def recompose(self, position: tuple[int, ...], index: int, component: tuple[int, ...]) -> tuple[int, ...]:
        """Return `position` with heap `index` replaced by the heaps `component`, canonical.

        Parameters
        ----------
        position : tuple of int
            A position of several heaps.
        index : int
            Which heap (as in :meth:`decompose`).
        component : tuple of int
            The heaps that replace it.

        Returns
        -------
        tuple of int
            Sorted, without empty heaps.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.recompose((3, 5, 8), 1, (1, 3))
        (1, 3, 3, 8)
        """
        heaps = self._heaps(position)
        return _canonical(heaps[:index] + tuple(component) + heaps[index + 1 :])

    def grundy_hint(self, position: HeapPosition) -> Optional[int]:
        """Return the value of a single heap (or of no heap) from the table; ``None`` otherwise.

        Positions of several heaps are left to :meth:`decompose`.

        Parameters
        ----------
        position : int or tuple of int
            A position.

        Returns
        -------
        int or None
            :meth:`grundy_value` of the heap, 0 for ``()``, ``None`` for
            several heaps.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.grundy_hint((11,))
        6
        >>> KAYLES.grundy_hint((1, 2)) is None
        True
        """
        heaps = self._heaps(position)
        if len(heaps) > 1:
            return None
        return self.heap_value(heaps[0]) if heaps else 0

    def move_shape(self, n: int) -> Optional[tuple[np.ndarray, np.ndarray, np.ndarray, bool]]:
        """The moves on a heap of `n` as the kernels see them, or ``None`` (only :meth:`heap_moves` knows).

        ``(none, one, two, unequal)``: the numbers of tokens a move may remove
        leaving no heap (all of them), one heap, or two non-empty heaps (two
        unequal heaps when `unequal`), as int64 arrays; entries above `n` are
        ignored.
        """
        return None

    def move_to_value(self, position: HeapPosition, target: int) -> Optional[tuple[int, ...]]:
        """Return an option of `position` whose Grundy value is `target`, or ``None`` if none has it.

        The :class:`cgt.Game` hook behind :func:`cgt.winning_move`. A single
        heap's moves are searched on its table of values (numpy, no option
        built), or, for a heap beyond the table of a game with a proven period,
        among one period of split points: past the preperiod, the value of a
        split ``(a, m - a)`` depends only on ``a`` modulo the period, so a Kayles
        heap of ``10**18`` is answered at once.

        Parameters
        ----------
        position : int or tuple of int
            A position; several heaps are searched heap by heap.
        target : int
            The Grundy value wanted.

        Returns
        -------
        tuple of int or None
            The option, canonical (sorted, no empty heaps).

        Raises
        ------
        InvalidPositionError
            If a heap size is not an integer ``>= 0``.
        InvalidValueError
            If a heap is too large for the table and no period is proven.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.move_to_value(7, 0)                  # knock the middle pin down
        (3, 3)
        >>> KAYLES.move_to_value(10**18, 0)             # two pins, leaving 1 + (10**18 - 3)
        (1, 999999999999999997)
        >>> KAYLES.move_to_value(3, 3) is None          # no option of heap 3 has value 3
        True
        """
        heaps = self._heaps(position)
        if len(heaps) != 1:
            from ...outcomes import move_to_value_by_parts

            return move_to_value_by_parts(self, heaps, target) if heaps else None  # type: ignore[return-value]
        n = heaps[0]
        shape = self.move_shape(n)
        if shape is None:
            self.heap_value(n)  # fills the table up to n, or proves a period, or says why neither
            return next((left for _, left in self.heap_moves(n) if self._xor_values(left) == target), None)
        return self.heap_option_of_value(n, target, shape)

    def _xor_values(self, heaps: tuple[int, ...]) -> int:
        value = 0
        for h in heaps:
            value ^= self.heap_value(h)
        return value

    # -- concrete moves --------------------------------------------------------

    def moves(self, position: HeapPosition) -> list[HeapMove]:
        """Return every move of `position` as a :class:`HeapMove`.

        Parameters
        ----------
        position : int or tuple of int
            A position; heaps are indexed as given (from 0).

        Returns
        -------
        list of HeapMove
            Heap by heap, in the order of :meth:`heap_moves`.

        Raises
        ------
        InvalidPositionError
            If a heap size is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import DAWSONS_KAYLES
        >>> for move in DAWSONS_KAYLES.moves((2, 4)):
        ...     print(move)
        heap 1, which has 2 tokens: remove 2, leaving nothing -> (4,)
        heap 2, which has 4 tokens: remove 2, leaving 2 -> (2, 2)
        heap 2, which has 4 tokens: remove 2, leaving 1 + 1 -> (1, 1, 2)
        """
        heaps = self._heaps(position)
        return [
            HeapMove(i, h, removed, left, _canonical(heaps[:i] + left + heaps[i + 1 :]))
            for i, h in enumerate(heaps)
            for removed, left in self.heap_moves(h)
        ]

    def winning_move_details(self, position: HeapPosition) -> list[HeapMove]:
        """Return the moves of `position` that lead to a P-position (value 0).

        The same moves as :func:`cgt.winning_moves`, described: a move in a
        heap of value ``v`` wins when the heaps it leaves have value
        ``v ^ total`` (possibly more than ``v``).

        Parameters
        ----------
        position : int or tuple of int
            A position.

        Returns
        -------
        list of HeapMove
            Empty when `position` is a P-position.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> for move in KAYLES.winning_move_details((3, 5, 8)):
        ...     print(move)
        heap 2, which has 5 tokens: remove 1, leaving 1 + 3 -> (1, 3, 3, 8)
        """
        from ...solver import grundy

        heaps = self._heaps(position)
        total = grundy(self, heaps)
        details: list[HeapMove] = []
        if total == 0:
            return []
        for i, h in enumerate(heaps):
            target = grundy(self, (h,)) ^ total
            details.extend(
                HeapMove(i, h, removed, left, _canonical(heaps[:i] + left + heaps[i + 1 :]))
                for removed, left in self.heap_moves(h)
                if grundy(self, left) == target
            )
        return details

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.rules_key() == self.rules_key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self.rules_key()))

    # -- misère play -----------------------------------------------------------

    def misere_sequence(self, n: int) -> list[int]:
        """Return the misère nim values of the heaps ``0..n-1`` (CGSuite's ``MisereNimValue``).

        Each heap is searched whole by :func:`cgt.misere_value` (misère sums do
        not decompose), so the cost grows with the number of multisets of
        smaller heaps: heaps up to about 40 take seconds.

        Parameters
        ----------
        n : int
            How many values, ``n >= 0``.

        Returns
        -------
        list of int
            1 for the empty heap, then the misère nim value of each heap.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.misere_sequence(12)
        [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4]
        """
        from ...solver import misere_value

        return [misere_value(self, (h,)) for h in range(_count(n, "misere_sequence"))]

    def genus_sequence(self, n: int) -> list[Any]:
        """Return the genus of the heaps ``0..n-1`` (CGSuite's ``Genus``), see :func:`cgt.genus`.

        Parameters
        ----------
        n : int
            How many values, ``n >= 0``.

        Returns
        -------
        list of Genus
            ``str()`` of each is CGSuite's text.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> [str(g) for g in KAYLES.genus_sequence(10)]
        ['0', '1', '2', '3', '1', '4^146', '3', '2^2', '1^1', '4^046']
        """
        from ...misere.genus import genus

        return [genus(self, (h,)) for h in range(_count(n, "genus_sequence"))]


def _count(n: Any, where: str) -> int:
    if isinstance(n, bool) or not hasattr(type(n), "__index__") or index(n) < 0:
        raise InvalidValueError(f"{where}: n={n!r} is not an integer >= 0")
    return index(n)
