"""The memoizing Grundy solver every game goes through.

One solver (a transposition table per game) computes Grundy values by the
definition ``G(p) = mex{G(q) : q an option of p}``, with an explicit stack
instead of recursion, so a chain of a million positions needs no more than the
default recursion limit. It honours the optional hooks of :class:`cgt.Game`:
``grundy_hint`` (a value known without search) and ``decompose`` (a position
that is a disjunctive sum of components, whose values are xored), and, to find
moves, ``recompose`` and ``move_to_value``.

The cache of a game is shared by every call about that game (games that
compare equal share one), can be inspected with :func:`grundy_cache` and
emptied with :func:`clear_cache`.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Hashable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, Optional

from .errors import LoopyGameError, NotAGameError, UnhashablePositionError
from .game import Game, Outcome
from .nimbers import _mex

__all__ = ["grundy", "outcome", "winning_moves", "winning_move", "grundy_cache", "clear_cache"]


class _Solver:
    """The transposition table of one game and the search that fills it."""

    __slots__ = ("game", "cache", "options", "hint", "decompose", "recompose", "_locals")

    def __init__(self, game: Game) -> None:
        options = getattr(game, "options", None)
        if not callable(options):
            raise NotAGameError(
                f"{game!r} of type {type(game).__name__} is not a game: "
                "it has no options(position) method"
            )
        self.game = game
        self.cache: dict[Hashable, int] = {}
        # Hooks are looked up once: the search loop must not pay for getattr.
        self.options = options
        self.hint = getattr(game, "grundy_hint", None)
        self.decompose = getattr(game, "decompose", None)
        self.recompose = getattr(game, "recompose", None)
        # What grundy needs, in one attribute: it runs on every call.
        self._locals = (self.cache, self.cache.get, self.options, self.hint, self.decompose)

    def grundy(self, position: Hashable) -> int:
        """Return the value of `position`, from the cache or by an iterative search."""
        cache, get, options, hint, decompose = self._locals
        try:
            value = get(position)
        except TypeError:
            raise _unhashable(position, "", self.game) from None
        if value is not None:
            return value

        # The search: locals only, dict.get instead of exceptions for misses.
        # Frames are [position, children, next child to look at, base]. A frame
        # with base < 0 takes the mex of its children's values; one with
        # base >= 0 is a sum: base xor its children's values.
        frames: list[list[Any]] = []
        on_path: set[Hashable]  # made with the first frame: most calls need none
        root = position
        paused = False  # the cyclic collector, while this search holds frames
        try:
            while True:
                value = None if hint is None else hint(position)
                if value is None:
                    parts = None if decompose is None else decompose(position)
                    if parts is None:
                        children = options(position)
                        if type(children) is not list:
                            children = list(children)
                        base = -1
                    else:
                        children, base = self._split(parts)
                    try:
                        values: list[Any] = [get(c) for c in children]
                    except TypeError:
                        bad = next(c for c in children if not _hashable(c))
                        raise _unhashable(bad, f" (an option of {position!r})", self.game) from None
                    if None in values:
                        i = values.index(None)
                        if not frames:
                            on_path = set()
                            # Frames are live lists that can never be garbage, yet
                            # the collector would scan them again and again: it
                            # made a 200,000-deep search 1.7x slower. Paused for
                            # this search only (a nested one leaves it to us).
                            paused = gc.isenabled()
                            gc.disable()
                        frames.append([position, children, i, base])
                        on_path.add(position)
                        position = children[i]
                        if position in on_path:
                            raise _loop(frames, position, self.game)
                        continue
                    value = _mex(values) if base < 0 else _xor(values, base)
                cache[position] = value
                if not frames:
                    return value
                # Pop finished frames until one has a child still to solve; the
                # child at a frame's index is the one just solved.
                while frames:
                    frame = frames[-1]
                    children = frame[1]
                    i = frame[2] + 1
                    n = len(children)
                    while i < n and children[i] in cache:
                        i += 1
                    if i < n:
                        frame[2] = i
                        position = children[i]
                        if position in on_path:
                            raise _loop(frames, position, self.game)
                        break
                    frames.pop()
                    on_path.discard(frame[0])
                    values = [cache[c] for c in children]
                    cache[frame[0]] = _mex(values) if frame[3] < 0 else _xor(values, frame[3])
                else:
                    return cache[root]
        finally:
            if paused:
                gc.enable()

    def _split(self, parts: Iterable[tuple[Game, Hashable]]) -> tuple[list[Hashable], int]:
        """Return a sum's components of this game, and the xor of the others' values."""
        children = []
        base = 0
        for game, component in parts:
            if game is self.game:
                children.append(component)
            else:
                base ^= _solver_for(game).grundy(component)
        return children, base


def _xor(values: list[int], base: int) -> int:
    for v in values:
        base ^= v
    return base


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _unhashable(value: object, context: str, game: object) -> UnhashablePositionError:
    return UnhashablePositionError(
        f"position {value!r}{context} of {game!r} is unhashable ({type(value).__name__}); "
        "positions are memoized, so use hashable values (tuple, frozenset, int)"
    )


def _loop(frames: list[list[Any]], position: Hashable, game: object) -> LoopyGameError:
    start = next(k for k, f in enumerate(frames) if f[0] == position)
    cycle = tuple(f[0] for f in frames[start:])
    shown = " -> ".join(repr(p) for p in cycle[:6]) + (" -> ..." if len(cycle) > 6 else "")
    return LoopyGameError(
        f"{game!r} is loopy: position {position!r} can be reached from itself "
        f"(cycle of {len(cycle)} move{'s' if len(cycle) != 1 else ''}: {shown} -> {position!r}); "
        "Grundy values are defined only for games without cycles",
        position,
        cycle,
    )


_solvers: "weakref.WeakKeyDictionary[Any, _Solver]" = weakref.WeakKeyDictionary()
# Games that cannot be weakly referenced (or hashed) are kept here by id.
_pinned: dict[int, _Solver] = {}
_last: list[Any] = [None, None]  # (game, solver) of the last call: a hot-loop shortcut


def _solver_for(game: Game) -> _Solver:
    if _last[0] is game:
        return _last[1]  # type: ignore[no-any-return]
    try:
        solver = _solvers.get(game)
        if solver is None:
            solver = _solvers[game] = _Solver(game)
    except TypeError:
        solver = _pinned.get(id(game))
        if solver is None or solver.game is not game:
            solver = _pinned[id(game)] = _Solver(game)
    _last[0], _last[1] = game, solver
    return solver


def grundy(game: Game, position: Hashable) -> int:
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
    """
    # _solver_for's own first test, inlined: a loop over positions saves a call each.
    solver = _last[1] if _last[0] is game else _solver_for(game)
    return solver.grundy(position)  # type: ignore[no-any-return]


def outcome(game: Game, position: Hashable) -> Outcome:
    """Return the outcome class of `position`: P (Grundy value 0) or N.

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.

    Returns
    -------
    Outcome
        ``Outcome.P`` if the previous player wins, ``Outcome.N`` otherwise.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> cgt.outcome(cgt.games.Nim(), (1, 2, 3))
    Outcome.P
    >>> cgt.outcome(cgt.games.Nim(), 4)
    Outcome.N
    """
    return Outcome.P if grundy(game, position) == 0 else Outcome.N


def winning_moves(game: Game, position: Hashable) -> list[Hashable]:
    """Return the options of `position` whose Grundy value is 0.

    When the game decomposes `position` into a sum and can ``recompose`` it,
    the moves are found from the components' values: a move in a component of
    value ``v`` wins exactly when it reaches value ``v xor total`` (which may
    be larger than ``v`` in games other than Nim), so only the components'
    own options are looked at, never the options of the whole sum. A game's
    ``move_to_value`` hook spares listing a component that has no such
    option, and, in a game whose options all have distinct values (Nim's
    ``distinct_option_values``), listing any. For one winning move of a huge
    position, use :func:`winning_move`.

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.

    Returns
    -------
    list
        The winning moves, as the positions they lead to, in the order the
        options (or components) are listed; empty for a P-position.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> cgt.winning_moves(cgt.games.Nim(), (3, 5, 7))
    [(2, 5, 7), (3, 4, 7), (3, 5, 6)]
    >>> cgt.winning_moves(cgt.games.Nim(), (1, 2, 3))
    []
    """
    solver = _solver_for(game)
    total = solver.grundy(position)
    if total == 0:
        return []
    parts = solver.decompose(position) if solver.decompose is not None else None
    if parts is None or solver.recompose is None:
        return _moves_to_value(solver, position, 0)
    moves: list[Hashable] = []
    for i, (component_game, component) in enumerate(parts):
        component_solver = _solver_for(component_game)
        target = component_solver.grundy(component) ^ total
        moves.extend(solver.recompose(position, i, q) for q in _moves_to_value(component_solver, component, target))
    return moves


def _moves_to_value(solver: _Solver, position: Hashable, target: int) -> list[Hashable]:
    """Every option of `position` of value `target`, listing options only when the game's hook cannot say."""
    if getattr(solver.game, "move_to_value", None) is not None:
        # The hook rules out a position with no such option, and in a game whose
        # options all have distinct values (Nim) its answer is the only one.
        found = _option_of_value(solver, position, target)
        if found is None:
            return []
        if getattr(solver.game, "distinct_option_values", False) and not _splits(solver, position):
            return [found[1]]
    return [q for q in solver.options(position) if solver.grundy(q) == target]


def _splits(solver: _Solver, position: Hashable) -> bool:
    return solver.decompose is not None and solver.decompose(position) is not None


def _option_of_value(solver: _Solver, position: Hashable, target: int) -> Optional[tuple[Optional[int], Hashable]]:
    """``(component index or None, its option)`` moving `position` to value `target`, or ``None``.

    A position that decomposes (and recomposes) is searched component by
    component: one of value ``v`` must move to ``v ^ delta``, where ``delta``
    is the position's value xor `target`. A position that does not is asked to
    the game's ``move_to_value`` hook, and only without one are its options
    listed (up to the first that fits).
    """
    parts = solver.decompose(position) if solver.decompose is not None else None
    if parts is not None and solver.recompose is not None:
        parts = list(parts)
        solvers = [_solver_for(component_game) for component_game, _ in parts]
        values = [s.grundy(component) for s, (_, component) in zip(solvers, parts)]
        delta = _xor(values, target)
        if delta == 0:
            return None  # a move changes the value of the component it is made in
        for i, (s, (_, component), value) in enumerate(zip(solvers, parts, values)):
            found = _option_of_value(s, component, value ^ delta)
            if found is not None:
                option = found[1] if found[0] is None else s.recompose(component, found[0], found[1])
                return i, option
        return None
    hook = getattr(solver.game, "move_to_value", None)
    if hook is not None:
        option = hook(position, target)
        return None if option is None else (None, option)
    for q in solver.options(position):
        if solver.grundy(q) == target:
            return None, q
    return None


def winning_move(game: Game, position: Hashable) -> Optional[Hashable]:
    """Return one winning move of `position` (the position it leads to), or ``None`` in a P-position.

    Unlike :func:`winning_moves`, no option is listed when the game can say
    which option has a given value: a position that decomposes is searched
    component by component (a component of value ``v`` must move to value
    ``v xor total``), and a position that does not is asked to the game's
    ``move_to_value`` hook (see :mod:`cgt.game`). Only games without the hook
    have their options listed, up to the first winning one. So a Nim heap of
    ``10**12``, or a Kayles heap of that size (whose period is proven), is
    answered at once.

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.

    Returns
    -------
    hashable or None
        The position a winning move leads to; ``None`` for a P-position.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> cgt.winning_move(cgt.games.Nim(), (3, 5, 7))
    (2, 5, 7)
    >>> cgt.winning_move(cgt.games.Nim(), (10**12, 1))
    (1, 1)
    >>> cgt.winning_move(cgt.games.KAYLES, (10**12,))
    (1, 999999999997)
    >>> cgt.winning_move(cgt.games.Nim(), (1, 2, 3)) is None
    True
    """
    solver = _solver_for(game)
    if solver.grundy(position) == 0:
        return None
    found = _option_of_value(solver, position, 0)
    if found is None:  # only a game whose hook contradicts its values gets here
        raise RuntimeError(f"{game!r}: no option of {position!r} has value 0, yet its value is not 0")
    return found[1] if found[0] is None else solver.recompose(position, found[0], found[1])


def grundy_cache(game: Game) -> Mapping[Hashable, int]:
    """Return a read-only live view of the Grundy values memoized for `game`.

    Parameters
    ----------
    game : Game
        The game whose cache to show.

    Returns
    -------
    Mapping
        Position -> Grundy value, for every position solved so far.

    Examples
    --------
    >>> import cgt
    >>> class TakeOne:
    ...     def options(self, n):
    ...         return [n - 1] if n else []
    >>> g = TakeOne()
    >>> cgt.grundy(g, 3)
    1
    >>> dict(sorted(cgt.grundy_cache(g).items()))
    {0: 0, 1: 1, 2: 0, 3: 1}
    """
    return MappingProxyType(_solver_for(game).cache)


def clear_cache(game: Optional[Game] = None) -> None:
    """Forget memoized Grundy values, of `game` or (``None``) of every game.

    Parameters
    ----------
    game : Game, optional
        The game whose cache to empty; all games' caches if omitted.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Nim()
    >>> cgt.grundy(g, (1, 2))
    3
    >>> cgt.clear_cache(g)
    >>> len(cgt.grundy_cache(g))
    0
    """
    if game is None:
        _solvers.clear()
        _pinned.clear()
        _last[0] = _last[1] = None
    else:
        _solver_for(game).cache.clear()
