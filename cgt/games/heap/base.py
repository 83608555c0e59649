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

from abc import ABC, abstractmethod
import os
import sys
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from operator import index
from typing import Any, Literal, Optional, Union

import numpy as np

from ...errors import InvalidPositionError, InvalidValueError
from ...game import Game
from ...impartial.periodicity import Periodicity, find_periodicity, not_proven_message
from ...impartial.sparse import Method, Progress, RareStatistics, SparseMoves, check_method, fill_steps, narrowest

__all__ = ["HeapGame", "HeapMove", "HeapPosition", "DEFAULT_PERIOD_LIMIT", "MAX_TABLE"]

#: A position of a heap game: a tuple of heap sizes, or one heap as an int.
HeapPosition = Union[int, tuple[int, ...]]

#: How many heaps :meth:`HeapGame.periodicity` examines when no limit is given,
#: and before a heap beyond the computed table is computed directly.
DEFAULT_PERIOD_LIMIT = 10_000

#: The longest table of values computed (a byte per heap while values are below 256, two
#: below 65536): 2**30 heaps, 1 or 2 GiB.
MAX_TABLE = 2**30


def _canonical(heaps: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(h for h in heaps if h))


def _as_size(value: Any, where: str, owner: object) -> int:
    """Return `value` as an int heap size; `where` ("heap 2 of (3, -1)", from 1) names it in errors."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__") or index(value) < 0:
        shown = f"{where} is {value!r}, which is not" if where else f"{value!r} is not"
        raise InvalidPositionError(f"{shown} a heap size of {owner!r} (heaps are integers >= 0)")
    return index(value)


def _leaving(left: tuple[int, ...]) -> str:
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
        return f"{where}: remove {self.removed}, leaving {_leaving(self.left)} -> {self.result}"


#: Heap games tabulate this many heaps or fewer by their definition (the
#: solver on ``heap_moves``) while numba is not loaded yet.
_DEFINITION_PREFIX = 512


class _ByDefinition:
    """A heap game as the solver sees it without kernels: a tuple of heaps is their sum."""

    disjunctive = True

    def __init__(self, game: "HeapGame") -> None:
        self.heap_moves = game.heap_moves

    def options(self, heaps: tuple[int]) -> list[tuple[int, ...]]:
        (n,) = heaps  # the solver asks about one heap at a time
        return [left for _, left in self.heap_moves(n)]


class HeapGame(ABC):
    """Base class of the heap games: positions are tuples of heap sizes.

    A subclass says what one move does to one heap (:meth:`heap_moves`), how
    its numba kernel fills the Grundy sequence (``_fill``), and which
    periodicity theorem applies (``_rule``); everything else is shared. The
    values of single heaps are kept in a table that grows on demand, so
    instances are cheap to create and expensive only when asked about large
    heaps. Games compare equal when they have the same rules.

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

    __slots__ = ("_values", "_proof", "_rare", "__weakref__")

    def __init__(self) -> None:
        self._values = np.zeros(0, np.uint8)
        # (limit, periodicity): a limit known to prove the periodicity.
        self._proof: Optional[tuple[int, Periodicity]] = None
        # The rare/common statistics of the last sparse-space fill.
        self._rare: Optional[RareStatistics] = None

    # -- what a subclass defines ---------------------------------------------

    @abstractmethod
    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(removed, left)`` for every move on a single heap of `n`.

        ``left`` is the tuple of heaps left in its place (sorted, non-empty);
        moves leaving the same heaps are listed once.
        """

    @abstractmethod
    def _fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        """Fill ``values[start:stop]`` by the dense numba kernel; return where it stopped.

        It stops early at the first value above `top` (the dtype's largest).
        """

    def _sparse_moves(self) -> Union[SparseMoves, str]:
        """The moves for the sparse-space fill, ``(take_all, take_one, take_split, unequal)``,
        or why it does not apply."""
        return "the sparse-space fill needs moves that split a heap in two (and none into three)"

    @abstractmethod
    def _rule(self) -> Union[tuple[Literal["octal", "hexadecimal", "subtraction"], int], str]:
        """The periodicity test ``(rule, reach)``, or why none applies."""

    @abstractmethod
    def _key(self) -> Hashable:
        """What identifies the rules, for ``==`` and ``hash``."""

    # -- positions and the Game hooks ----------------------------------------

    def _heaps(self, position: HeapPosition) -> tuple[int, ...]:
        if isinstance(position, tuple):
            return tuple(_as_size(h, f"heap {i + 1} of {position!r}", self) for i, h in enumerate(position))
        if isinstance(position, bool) or not hasattr(type(position), "__index__"):
            raise InvalidPositionError(
                f"{position!r} is not a position of {self!r}: give a tuple of heap sizes, or one heap as an int"
            )
        return (_as_size(position, "", self),)

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
        heaps = self._heaps(position)
        found: dict[tuple[int, ...], None] = {}
        for i, h in enumerate(heaps):
            if h in heaps[:i]:
                continue  # an equal heap already gave the same positions
            rest = heaps[:i] + heaps[i + 1 :]
            for _, left in self.heap_moves(h):
                found[_canonical(rest + left)] = None
        return list(found)

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
        return self._value(heaps[0]) if heaps else 0

    def _move_shape(self, n: int) -> Optional[tuple[np.ndarray, np.ndarray, np.ndarray, bool]]:
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
            from ...outcomes import _move_to_value

            return _move_to_value(self, heaps, target) if heaps else None  # type: ignore[return-value]
        n = heaps[0]
        self._value(n)  # fills the table up to n, or proves a period, or says why neither
        shape = self._move_shape(n)
        if shape is None:
            return next((left for _, left in self.heap_moves(n) if self._xor_values(left) == target), None)
        none, one, two, unequal = shape
        if target == 0 and (none == n).any():
            return ()
        proof = self._proof[1] if self._proof is not None and n >= len(self._values) else None
        if proof is not None:
            # Split points a < preperiod + period stand for every residue, once the
            # other part m - a is past the preperiod: make the table that long.
            self._extend(2 * (proof.preperiod + proof.period) + int(max(one.max(initial=0), two.max(initial=0))) + 2)
            if n < len(self._values):
                proof = None
        values = self._values
        ks = one[one < n]  # one heap of n - k left
        if proof is None:
            hit = np.flatnonzero(values[n - ks] == target)
            if hit.size:
                return (n - int(ks[hit[0]]),)
        else:  # a finite set, as a period is proven
            for k in ks.tolist():
                if self._value(n - k) == target:
                    return (n - k,)
        for k in two[two <= n - 2].tolist():  # two heaps a + b = n - k
            m = n - k
            if proof is None:
                a = np.arange(1, (m - 1) // 2 + 1 if unequal else m // 2 + 1)
                other = values[m - a]
            else:
                n0, p = proof.preperiod, proof.period
                a = np.arange(1, n0 + p)
                other = values[n0 + ((m - n0) % p - a) % p]
            hit = np.flatnonzero((values[a] ^ other) == target)
            if hit.size:
                first = int(a[hit[0]])
                return (first, m - first)
        return None

    def _xor_values(self, heaps: tuple[int, ...]) -> int:
        value = 0
        for h in heaps:
            value ^= self._value(h)
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

    # -- Grundy sequence and periodicity -------------------------------------

    def _extend(self, n: int, method: Method = None, progress: Optional[Progress] = None) -> None:
        """Make the table hold heaps ``0..n-1`` (at least).

        The table keeps every value computed, also when interrupted (Ctrl-C
        between two chunks of the fill).
        """
        start = len(self._values)
        if n <= start:
            return
        if n > MAX_TABLE:
            raise InvalidValueError(
                f"{self!r}: cannot tabulate {n} heap values (at most {MAX_TABLE} are computed directly)"
            )
        sparse_moves = self._sparse_moves()
        check_method(method, self, sparse_moves)
        if n <= _DEFINITION_PREFIX and method is None and "numba" not in sys.modules:
            # numba's start (0.3 s to over 1 s) would cost more than the
            # definition on a short prefix: enough to prove Kayles' period.
            self._values = narrowest(np.array(self._values_by_definition(n), np.uint64))
            return
        values = np.zeros(n, self._values.dtype)
        values[:start] = self._values
        done = start
        stats: list[Optional[RareStatistics]] = [None]
        if progress is not None:
            progress(start, n)
        try:
            for values, done in fill_steps(self, values, start, method, sparse_moves, stats):
                if progress is not None:
                    progress(done, n)
        finally:
            self._values = values[:done] if done < n else values
            if stats[0] is not None:
                self._rare = stats[0]

    def _values_by_definition(self, n: int) -> list[int]:
        """The Grundy values of heaps ``0..n-1`` from the rules (``heap_moves``), by the one solver."""
        from ...solver import grundy

        rules = _ByDefinition(self)
        return [grundy(rules, (h,)) for h in range(n)]

    def _resume(self, resume: Union[str, "os.PathLike[str]", None]) -> Optional[str]:
        """Take the values of the checkpoint `resume` as the computed prefix; return its path."""
        if resume is None:
            return None
        from ...impartial.checkpoint import load_checkpoint
        from ...errors import CheckpointError

        path = os.fspath(resume)
        saved = load_checkpoint(path, self)
        if saved is not None:
            shared = min(len(saved), len(self._values))
            differ = np.flatnonzero(saved[:shared] != self._values[:shared])
            if len(differ):
                heap = int(differ[0])
                raise CheckpointError(
                    f"checkpoint {path!r} is corrupted: it gives heap {heap} of {self!r} the value "
                    f"{saved[heap]}, computed here as {self._values[heap]}"
                )
            if len(saved) > len(self._values):
                self._values = saved
        return path

    def _save(self, path: Optional[str]) -> None:
        if path is not None:
            from ...impartial.checkpoint import save_checkpoint

            save_checkpoint(path, self, narrowest(self._values))

    def grundy_sequence(
        self,
        n: int,
        *,
        method: Method = None,
        resume: Union[str, "os.PathLike[str]", None] = None,
        progress: Optional[Progress] = None,
    ) -> np.ndarray:
        """Return the Grundy values of the heaps ``0..n-1``, computed by numba kernels.

        Parameters
        ----------
        n : int
            How many values, ``0 <= n <= MAX_TABLE``.
        method : {None, "dense", "sparse"}, optional
            ``None`` chooses: the sparse-space fill (see :mod:`cgt.impartial.sparse`)
            where it applies and pays, else the dense one. ``"dense"`` reads
            every option of every heap; ``"sparse"`` forces the sparse-space
            fill (octal games with a move into two heaps and none into three,
            and Grundy's game). Values do not depend on the method.
        resume : str or os.PathLike, optional
            A checkpoint file (``.npy``). If it exists, its values are taken
            as computed (it may hold more than `n`); when the call ends,
            normally or by Ctrl-C (KeyboardInterrupt), it holds every value
            computed.
        progress : callable, optional
            Called as ``progress(done, n)`` after each chunk of the fill.

        Returns
        -------
        numpy.ndarray
            A fresh array of length `n`, of the smallest unsigned dtype that
            holds its values (``uint8``, ``uint16``, ``uint32``).

        Raises
        ------
        InvalidValueError
            If `n` is negative, not an integer, or above :data:`MAX_TABLE`; if
            `method` is unknown, or ``"sparse"`` for a game it does not apply to.
        CheckpointError
            If `resume` is not a checkpoint of this game, or is corrupted.

        Notes
        -----
        Values are kept, so a longer sequence extends the table instead of
        starting over. Subtraction games cost ``O(n * |S|)``; games that split
        heaps ``O(n**2)`` densely (three-heap splits ``O(n**2)`` words of
        bitsets), and about ``O(n * r)`` sparsely, ``r`` the number of rare
        heaps (:meth:`rare_statistics`).

        Examples
        --------
        >>> from cgt.games import KAYLES, OctalGame
        >>> KAYLES.grundy_sequence(12)
        array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6], dtype=uint8)
        >>> values = OctalGame("0.16").grundy_sequence(100_000)   # the sparse-space fill
        >>> int(values.max()), values.dtype
        (22, dtype('uint8'))
        """
        if isinstance(n, bool) or not hasattr(type(n), "__index__") or index(n) < 0:
            raise InvalidValueError(f"grundy_sequence: n={n!r} is not an integer >= 0")
        n = index(n)
        path = self._resume(resume)
        try:
            self._extend(n, method, progress)
        finally:
            self._save(path)
        return narrowest(self._values[:n])

    def rare_statistics(self) -> Optional[RareStatistics]:
        """Return the rare/common statistics of the last sparse-space fill, or ``None``.

        Returns
        -------
        RareStatistics or None
            The mask, the rare values, how many heaps are rare and the last
            of them (as Flammenkamp's tables list them); ``None`` if no
            sparse-space fill of this game has run.

        Examples
        --------
        >>> from cgt.games import GrundysGame
        >>> game = GrundysGame()
        >>> _ = game.grundy_sequence(20_000)
        >>> stats = game.rare_statistics()
        >>> stats.mask == 0b11111110, stats.rare_values[:8]   # Flammenkamp: the bitstring 0111...
        (True, (0, 1, 6, 7, 10, 11, 12, 13))
        """
        return self._rare

    def grundy_value(self, n: int) -> int:
        """Return the Grundy value of a single heap of `n`, of any size once a period is proven.

        A heap beyond the table is answered from the proven period if there
        is one; otherwise periodicity is tried up to
        :data:`DEFAULT_PERIOD_LIMIT` heaps (for a heap at least that large)
        and, failing that, the table is extended.

        Parameters
        ----------
        n : int
            The heap size, ``>= 0``.

        Returns
        -------
        int
            The Grundy value.

        Raises
        ------
        InvalidPositionError
            If `n` is not an integer ``>= 0``.
        InvalidValueError
            If no period is proven and `n` exceeds :data:`MAX_TABLE`.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.grundy_value(10**18)
        1
        """
        return self._value(_as_size(n, "", self))

    def _value(self, n: int) -> int:
        """:meth:`grundy_value` of a heap size already checked."""
        if n >= len(self._values):
            proof = self._proof[1] if self._proof else None
            if proof is None and n >= DEFAULT_PERIOD_LIMIT:
                proof = self.periodicity(DEFAULT_PERIOD_LIMIT)
            if proof is not None:
                n = proof.reduce(n)
            elif n >= MAX_TABLE:
                advice = "" if isinstance(self._rule(), str) else "; a larger periodicity(limit) may prove one"
                raise InvalidValueError(
                    f"heap {n} of {self!r} is too large to compute directly (at most {MAX_TABLE}) and its period "
                    f"is {self.describe_periodicity(DEFAULT_PERIOD_LIMIT)}{advice}"
                )
            else:
                self._extend(min(max(n + 1, 2 * len(self._values), 64), MAX_TABLE))
        return int(self._values[n])

    def periodicity(
        self,
        limit: int = DEFAULT_PERIOD_LIMIT,
        *,
        resume: Union[str, "os.PathLike[str]", None] = None,
        progress: Optional[Progress] = None,
    ) -> Optional[Periodicity]:
        """Return the ultimate period proven from the heaps ``0..limit-1``, or ``None``.

        Parameters
        ----------
        limit : int, optional
            How many values to examine (they are computed if needed, by the
            fastest fill, see :meth:`grundy_sequence`).
        resume : str or os.PathLike, optional
            A checkpoint file, as in :meth:`grundy_sequence`.
        progress : callable, optional
            As in :meth:`grundy_sequence`, for each prefix computed.

        Returns
        -------
        Periodicity or None
            The least preperiod and period, proven by the periodicity
            theorem of the game's family (see :mod:`cgt.impartial.periodicity`);
            ``None`` when not proven up to `limit`, or when no theorem
            applies (:meth:`describe_periodicity` says which). Once proven,
            :meth:`grundy_value` answers any heap from it.

        Raises
        ------
        InvalidValueError
            If `limit` is not an integer in ``1..MAX_TABLE``.
        CheckpointError
            If `resume` is not a checkpoint of this game, or is corrupted.

        Notes
        -----
        Prefixes of 128, 256, 512... heaps are tried before `limit` itself:
        a proof gives the exact least pair whatever prefix it comes from, so
        Kayles (proven from 168 heaps) costs a fraction of a millisecond even
        with the default limit.

        Examples
        --------
        >>> from cgt.games import KAYLES
        >>> KAYLES.periodicity(1000)
        Periodicity(preperiod=71, period=12)
        >>> KAYLES.periodicity(100) is None
        True
        """
        if isinstance(limit, bool) or not hasattr(type(limit), "__index__") or not 1 <= index(limit) <= MAX_TABLE:
            raise InvalidValueError(f"periodicity: limit={limit!r} is not an integer in 1..{MAX_TABLE}")
        limit = index(limit)
        rule = self._rule()
        if isinstance(rule, str):
            return None
        if self._proof is not None and self._proof[0] <= limit:
            return self._proof[1]
        path = self._resume(resume)
        try:
            # A proof gives the exact least pair whatever the limit, so try short prefixes first:
            # most periods are proven long before the limit, and values beyond are never computed.
            size = min(limit, 128)
            while True:
                self._extend(size, progress=progress)
                found = find_periodicity(self._values[:size], rule=rule[0], reach=rule[1])
                if found is not None:
                    self._proof = (size, found)
                    return found
                if size == limit:
                    return None
                size = min(2 * size, limit)
        finally:
            self._save(path)

    def describe_periodicity(self, limit: int = DEFAULT_PERIOD_LIMIT) -> str:
        """Return the periodicity as one line: the proven pair, or ``"not proven up to <limit>"``.

        Parameters
        ----------
        limit : int, optional
            As in :meth:`periodicity`.

        Returns
        -------
        str
            ``"preperiod 71, period 12"``, or ``"not proven up to 100"``,
            followed by the reason when no theorem applies to the game.

        Examples
        --------
        >>> from cgt.games import KAYLES, GrundysGame
        >>> KAYLES.describe_periodicity(1000)
        'preperiod 71, period 12'
        >>> KAYLES.describe_periodicity(100)
        'not proven up to 100'
        >>> print(GrundysGame().describe_periodicity(100))
        not proven up to 100: no periodicity theorem applies to Grundy's game; ...
        """
        found = self.periodicity(limit)
        if found is not None:
            return str(found)
        rule = self._rule()
        return not_proven_message(limit, rule if isinstance(rule, str) else "")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self._key()))

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
