"""The Grundy sequence of a family of heaps: a table that grows on demand, checkpoints, periodicity.

:class:`GrundySequence` is the table behind every heap game
(:class:`cgt.games.HeapGame` derives from it): the values of heaps ``0..n-1``,
filled by a compiled dense fill or the sparse-space fill
(:mod:`cgt.impartial.sparse`), kept when interrupted, saved to and resumed from
checkpoints (:mod:`cgt.impartial.checkpoint`), and proven ultimately periodic
(:mod:`cgt.impartial.periodicity`), after which any heap is answered from the
period. A subclass gives the fill and the periodicity theorem that applies
(the hooks below); it need not be a game.
"""

from __future__ import annotations

import os
import sys
from abc import ABC, abstractmethod
from operator import index
from typing import Any, Literal, Optional, Union

import numpy as np

from ..errors import InvalidPositionError, InvalidValueError
from .periodicity import Periodicity, find_periodicity, not_proven_message
from .sparse import Method, Progress, RareStatistics, SparseMoves, check_method, fill_steps, narrowest

__all__ = ["GrundySequence", "DEFAULT_PERIOD_LIMIT", "MAX_TABLE"]

#: How many heaps :meth:`GrundySequence.periodicity` examines when no limit is given,
#: and before a heap beyond the computed table is computed directly.
DEFAULT_PERIOD_LIMIT = 10_000

#: The longest table of values computed (a byte per heap while values are below 256, two
#: below 65536): 2**30 heaps, 1 or 2 GiB.
MAX_TABLE = 2**30

#: Tables this short are filled by their definition (:meth:`GrundySequence.values_by_definition`)
#: while numba is not loaded yet.
_DEFINITION_PREFIX = 512


def check_size(value: Any, where: str, owner: object) -> int:
    """Return `value` as an int heap size; `where` ("heap 2 of (3, -1)", from 1) names it in errors.

    Raises
    ------
    InvalidPositionError
        If `value` is not an integer ``>= 0``.
    """
    if isinstance(value, bool) or not hasattr(type(value), "__index__") or index(value) < 0:
        shown = f"{where} is {value!r}, which is not" if where else f"{value!r} is not"
        raise InvalidPositionError(f"{shown} a heap size of {owner!r} (heaps are integers >= 0)")
    return index(value)


class GrundySequence(ABC):
    """The Grundy values of heaps ``0, 1, 2, ...``: a table grown on demand, and its period.

    The hooks a subclass implements (public names, documented in the guide's
    heap-game step): :meth:`fill` (the compiled dense fill),
    :meth:`periodicity_rule` (which theorem proves a period),
    :meth:`values_by_definition` (a short prefix without compiling), and
    optionally :meth:`sparse_moves` (the sparse-space fill's moves).
    """

    __slots__ = ("_values", "_proof", "_rare")

    def __init__(self) -> None:
        self._values = np.zeros(0, np.uint8)
        # (limit, periodicity): a limit known to prove the periodicity.
        self._proof: Optional[tuple[int, Periodicity]] = None
        # The rare/common statistics of the last sparse-space fill.
        self._rare: Optional[RareStatistics] = None

    @property
    def tabulated(self) -> int:
        """How many heaps the table holds now: ``0..tabulated-1`` (it grows on demand)."""
        return len(self._values)

    # -- the hooks -----------------------------------------------------------

    @abstractmethod
    def fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        """Fill ``values[start:stop]`` by a compiled dense fill; return where it stopped.

        `values` holds the values of heaps ``0..start-1`` already. The fill
        stops early at the first value above `top` (the largest the array's
        dtype holds) and returns that heap; the table then widens its dtype
        and calls again from there.
        """

    def sparse_moves(self) -> Union[SparseMoves, str]:
        """The moves for the sparse-space fill, ``(take_all, take_one, take_split, unequal)``,
        or why it does not apply (the default: it does not)."""
        return "the sparse-space fill needs moves that split a heap in two (and none into three)"

    @abstractmethod
    def periodicity_rule(self) -> Union[tuple[Literal["octal", "hexadecimal", "subtraction"], int], str]:
        """The periodicity test ``(rule, reach)`` (see :func:`cgt.impartial.periodicity.find_periodicity`),
        or why none applies."""

    @abstractmethod
    def values_by_definition(self, n: int) -> list[int]:
        """The Grundy values of heaps ``0..n-1`` without the compiled fill (a short prefix, before numba loads)."""

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
        sparse_moves = self.sparse_moves()
        check_method(method, self, sparse_moves)
        if n <= _DEFINITION_PREFIX and method is None and "numba" not in sys.modules:
            # numba's start (0.3 s to over 1 s) would cost more than the
            # definition on a short prefix: enough to prove Kayles' period.
            self._values = narrowest(np.array(self.values_by_definition(n), np.uint64))
            return
        values = np.zeros(n, self._values.dtype)
        values[:start] = self._values
        done = start
        stats: list[Optional[RareStatistics]] = [None]
        if progress is not None:
            progress(start, n)
        try:
            for values, done in fill_steps(self.fill, values, start, method, sparse_moves, stats):
                if progress is not None:
                    progress(done, n)
        finally:
            self._values = values[:done] if done < n else values
            if stats[0] is not None:
                self._rare = stats[0]

    def _resume(self, resume: Union[str, "os.PathLike[str]", None]) -> Optional[str]:
        """Take the values of the checkpoint `resume` as the computed prefix; return its path."""
        if resume is None:
            return None
        from .checkpoint import load_checkpoint
        from ..errors import CheckpointError

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
            from .checkpoint import save_checkpoint

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
        heaps ``O(n**2)`` densely (three-heap splits ``O(n**2 * w)``, ``w``
        the non-zero 64-bit words of a heap's pair values: 1 while values are
        below 64), and about ``O(n * r)`` sparsely, ``r`` the number of rare
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
        return self.heap_value(check_size(n, "", self))

    def heap_value(self, n: int) -> int:
        """:meth:`grundy_value` of a heap size already checked (an int ``>= 0``): the hot path of the hooks."""
        if n >= len(self._values):
            proof = self._proof[1] if self._proof else None
            if proof is None and n >= DEFAULT_PERIOD_LIMIT:
                proof = self.periodicity(DEFAULT_PERIOD_LIMIT)
            if proof is not None:
                n = proof.reduce(n)
            elif n >= MAX_TABLE:
                advice = "" if isinstance(self.periodicity_rule(), str) else "; a larger periodicity(limit) may prove one"
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
        rule = self.periodicity_rule()
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
        rule = self.periodicity_rule()
        return not_proven_message(limit, rule if isinstance(rule, str) else "")

    def heap_option_of_value(
        self, n: int, target: int, shape: tuple[np.ndarray, np.ndarray, np.ndarray, bool]
    ) -> Optional[tuple[int, ...]]:
        """Return the heaps an option of the heap `n` leaves whose value is `target`, or ``None``.

        The option is searched on the table of values (numpy, no option
        built), or, for a heap beyond the table of a game with a proven period,
        among one period of split points. `shape` is the moves on the heap as
        :meth:`cgt.games.HeapGame.move_shape` gives them.
        """
        self.heap_value(n)  # fills the table up to n, or proves a period, or says why neither
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
                if self.heap_value(n - k) == target:
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
