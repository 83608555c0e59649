"""Solving games: the public calls of the one memoizing search (:mod:`cgt.search`).

:func:`grundy` and :func:`cgt.evaluate` give a position's value of a kind
(:mod:`cgt.kinds`), :func:`misere_value` its misère nim value; each search
keeps to a budget and may report progress (:mod:`cgt.watch`). The cache of a
game is inspected with :func:`grundy_cache` and emptied with
:func:`clear_cache`. Outcomes and winning moves are in :mod:`cgt.outcomes`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Optional, Union

from .game import Game
from .kinds import GRUNDY, MISERE, Kind
from .search import RECENT, clear_cache, grundy_cache, solver_for, watched
from .watch import MEMORY, SearchProgress, SearchWatch

# Its own calls; Kind, GRUNDY, MISERE, MEMORY, SearchProgress, SearchWatch,
# grundy_cache and clear_cache are imported here too (cgt.solver.Kind) but live,
# and are documented, in cgt.kinds, cgt.watch and cgt.search.
__all__ = ["grundy", "evaluate", "misere_value"]


def grundy(
    game: Game, position: Hashable, *, budget: Union[int, str, None] = MEMORY,
    progress: Optional[Callable[[SearchProgress], Any]] = None,
) -> int:
    """Return the Grundy value (nim value) of `position` in `game`.

    Values are memoized per game, so solving many positions of one game shares
    the work. The search is iterative: depth is limited by memory, not by
    Python's recursion limit.

    Parameters
    ----------
    game : Game
        Any object with ``options(position)``; its optional hooks
        ``grundy_hint`` and ``decompose`` are honoured.
    position : hashable
        A position of `game`.
    budget : int, "memory" or None, optional
        How many positions the search may visit: a number; :data:`~cgt.watch.MEMORY`
        (the default), as many as half the memory available when it starts
        holds at the kind's :attr:`cgt.Kind.position_bytes`; ``None``, no limit.
        A game's ``estimated_positions(position)`` hook, if it has one, is
        asked first: an estimate over the budget refuses at once.
    progress : callable, optional
        Called about twice a second with a :class:`SearchProgress` while the
        search runs (the ``cgt`` command draws it on stderr).

    Returns
    -------
    int
        The Grundy value, ``mex`` of the values of the options.

    Raises
    ------
    NotAGameError
        If `game` has no ``options`` method.
    UnhashablePositionError
        If `position`, or a position reached from it, is unhashable.
    LoopyGameError
        If a position can be reached from itself; the error names a position
        on the cycle (``.position``) and the cycle (``.cycle``).
    GraphTooLargeError
        If the search visits more positions than `budget`, or the game's
        estimate is over it; the message says how far it got and what to pass.
    InvalidValueError
        If `budget` is not a positive int, :data:`~cgt.watch.MEMORY` or ``None``.

    Notes
    -----
    Each position is expanded once: time is linear in the number of positions
    and options reached, memory in the positions cached plus the depth of the
    search. While a search holds its explicit stack, Python's cyclic garbage
    collector is paused (and restored when the search ends, errors included):
    the stack's frames can never be garbage, and scanning them over and over
    made deep searches much slower.

    Examples
    --------
    >>> import cgt
    >>> class TakeOneOrTwo:
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k >= 0]
    >>> cgt.grundy(TakeOneOrTwo(), 10)
    1
    >>> cgt.grundy(cgt.games.Nim(), (3, 5))
    6
    >>> cgt.grundy(TakeOneOrTwo(), 100_000, budget=10_000)
    Traceback (most recent call last):
    ...
    cgt.errors.GraphTooLargeError: the search of position 100000 of <...> (grundy values) stopped after 10,... positions (... stored, ... s): over its budget of 10,000 positions (given); pass a larger budget (budget=N, or --budget N on the command line; None or 'none' for no limit)
    """
    if budget is MEMORY and progress is None:
        # solver_for's own first test, inlined: a loop over positions saves a call each.
        if RECENT[0] is not game:
            solver_for(game)
        return RECENT[2](position)  # type: ignore[no-any-return]
    return watched(game, solver_for(game).grundy_table, position, budget, progress)  # type: ignore[no-any-return]


def evaluate(
    game: Game, position: Hashable, kind: Kind = GRUNDY, *, budget: Union[int, str, None] = MEMORY,
    progress: Optional[Callable[[SearchProgress], Any]] = None,
) -> Any:
    """Return the value of `kind` of `position` in `game`, by the one memoizing search.

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.
    kind : Kind, optional
        What to compute: :data:`cgt.GRUNDY` (the default), :data:`cgt.MISERE`, or
        a kind of your own.
    budget : int, "memory" or None, optional
        How many positions the search may visit: a number; :data:`~cgt.watch.MEMORY`
        (the default), as many as half the memory available when it starts
        holds at the kind's :attr:`cgt.Kind.position_bytes`; ``None``, no limit.
        A game's ``estimated_positions(position)`` hook, if it has one, is
        asked first: an estimate over the budget refuses at once.
    progress : callable, optional
        Called about twice a second with a :class:`SearchProgress` while the
        search runs (the ``cgt`` command draws it on stderr).

    Returns
    -------
    object
        The value; memoized in `game`'s table for `kind`.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError, GraphTooLargeError, InvalidValueError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.OptionsOnly(cgt.games.Nim())
    >>> cgt.evaluate(nim, (1, 1)), cgt.evaluate(nim, (1, 1), cgt.MISERE)
    (0, 1)
    """
    return watched(game, solver_for(game).table(kind), position, budget, progress)


def misere_value(game: Game, position: Hashable) -> int:
    """Return the misere nim value of `position`: 1 if terminal, else mex of the options'.

    Under misere play the player who cannot move *wins*. The misere nim value
    (CGSuite's ``MisereNimValue``) is 0 exactly for the positions the
    previous player wins. Misere sums do not decompose, so the whole position
    is searched (the game's ``decompose`` and ``grundy_hint`` are not used).

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.

    Returns
    -------
    int
        The misere nim value.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> [cgt.misere_value(nim, (n,)) for n in range(5)]
    [1, 0, 2, 3, 4]
    >>> cgt.misere_value(nim, (1, 1)), cgt.grundy(nim, (1, 1))
    (1, 0)
    """
    return solver_for(game).table(MISERE).value(position)  # type: ignore[no-any-return]
