"""The one memoizing search every game and every kind of value goes through: its tables and their cache.

One search computes a position's value from the values of its options, with an
explicit stack instead of recursion (a chain of a million positions needs no
more than the default recursion limit), a per-game transposition table, and a
clear :class:`~cgt.LoopyGameError` when a position can be reached from itself.

*What* is computed is a **kind** of value (:class:`Kind`): the Grundy value
under normal play (:data:`cgt.GRUNDY`), the misere nim value (:data:`cgt.MISERE`), and
any kind another module adds (partizan canonical forms). A kind says

* which positions a position's value needs (``children(game)``: by default the
  game's ``options``; a kind may also return a context, such as how many of
  the children are Left's options),
* how the value follows from theirs (``combine``: ``mex`` for Grundy values),
* whether a position that the game's ``decompose`` splits into a disjunctive
  sum is the sum of its components' values (``add``: xor for Grundy values; ``None``
  for misere play, where sums do not decompose),
* which hook of the game gives a value without search (``hint``:
  ``grundy_hint`` for Grundy values).

Every game has one solver (games that compare equal share it), and that solver
has one table per kind: each kind has one cache per game. An option that the
game decomposes is evaluated from its components' values and is *not* stored:
a game of heaps caches one entry per heap, not one per pair of heaps.

A *disjunctive* game (``disjunctive = True``: a position is a tuple of parts)
has its tables keyed by parts: the search runs on parts, and an option, a
tuple, is valued inline from its parts' values, with no call of a hook per
option. Parts still unknown are searched smallest first, so one call at a
large heap climbs from the bottom as a loop would.

Every search keeps to a *budget* of positions (``budget=``; by default
:data:`~cgt.watch.MEMORY`, as many as half the available memory holds), calls a
``progress`` callable about twice a second if given one, and first asks the
game's ``estimated_positions(position)`` hook, if it has one, refusing at once
an estimate over the budget (:class:`~cgt.GraphTooLargeError`). It looks at
its count and the clock only every few thousand positions (about five times a
second), so the watch costs next to nothing, and a Ctrl-C leaves every value
stored so far right.

The cache of a game can be inspected with :func:`grundy_cache` and emptied
with :func:`clear_cache`. Outcomes and winning moves, which ask the search
for values, are in :mod:`cgt.outcomes`.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any, Optional

from .errors import InvalidPositionError, LoopyGameError, NotAGameError, UnhashablePositionError
from .game import Game
from .kinds import GRUNDY, Kind, xor_all
from .watch import FIRST_LOOK, MEMORY, SearchProgress, SearchWatch

__all__ = ["Solver", "Table", "solver_for", "watched", "current_watch", "grundy_cache", "clear_cache", "count_positions",
           "RECENT"]


_watch: list[Optional[SearchWatch]] = [None]


def current_watch() -> Optional[SearchWatch]:
    """Return the watch of the search running now (its budget and progress), or ``None``.

    A hook that does a long computation of its own in place of the search
    (a compiled search of a large board) counts its positions on it
    (:meth:`SearchWatch.look`), so the budget and the progress hold there
    too. A search with neither budget nor progress given, nor an estimate
    to check, runs without one.
    """
    return _watch[0]


def watched(
    game: Game, table: Any, position: Hashable, budget: object,
    progress: Optional[Callable[[SearchProgress], Any]],
) -> Any:
    """The value of `position` from `table`, the search held to `budget` and reporting to `progress`."""
    if _watch[0] is not None:
        # Asked from inside a watched search (a hook asking for values): that watch counts.
        return table.value(position)
    estimate = table.estimate
    if estimate is not None:
        try:
            if position in table.cache:
                estimate = None
        except TypeError:
            estimate = None  # unhashable: the search says so
    if estimate is None and progress is None and budget == MEMORY:
        return table.value(position)  # the search makes its default watch at its first look
    watch = SearchWatch(game, position, table.kind, budget, progress)
    if estimate is not None:
        watch.check_estimate(estimate, table.rough)
    _watch[0] = watch
    try:
        return table.value(position)
    finally:
        _watch[0] = None


class Table:
    """The cache of one kind of value for one game, and the search that fills it."""

    __slots__ = ("solver", "kind", "cache", "parts", "value", "estimate", "rough", "_get", "_hot", "_plain",
                 "_root_decompose")

    def __init__(self, solver: "Solver", kind: Kind) -> None:
        game = solver.game
        expand, with_context = kind.children(game)
        self.solver = solver
        self.kind = kind
        self.cache: dict[Hashable, Any] = {}
        self._get = self.cache.get
        hint = getattr(game, kind.hint, None) if kind.hint else None
        decompose = solver.decompose if kind.add is not None else None
        # A disjunctive game's table is keyed by parts: the search runs on a
        # part, the one-part position (part,) is what the game's hooks see,
        # and an option (a tuple) is valued from its parts in _plan_parts.
        self.parts = solver.disjunctive and kind.add is not None
        if self.parts:
            expand = _on_one_part(expand)
            hint = None if hint is None else _on_one_part(hint)
            decompose = None
        # The position asked for is split (_search's first test); its children
        # too unless the kind says they are components already.
        self._root_decompose = decompose
        if decompose is not None and kind.children_split(game):
            decompose = None
        # Looked up once: the search loop must not pay for getattr.
        self._hot = (self.cache, expand, with_context, kind.combine, hint, decompose, kind.add)
        # A game with no hook and a kind with no context: _search's short cut.
        plain = hint is None and decompose is None and not with_context and not self.parts
        self._plain = (expand, kind.combine) if plain else None
        #: Return the value of a position (a method chosen once: see _search).
        self.value: Callable[[Hashable], Any] = self._value_of_parts if self.parts else self._search
        # The game's estimate of a search's size, and its rough one, asked first; a table of parts has none.
        estimate = getattr(game, "estimated_positions", None)
        self.estimate = estimate if callable(estimate) and not self.parts and kind.estimated else None
        rough = getattr(game, "rough_positions", None)
        self.rough = rough if callable(rough) and self.estimate is not None else None

    def _value_of_parts(self, position: Any) -> Any:
        """Return the value of a disjunctive game's position: a tuple of parts."""
        if type(position) is not tuple:
            raise _not_a_tuple(position, "", self.solver.game)
        if len(position) == 1:
            return self._search(position[0])
        # A sum of parts asked for directly: its parts' values, not stored.
        return self.kind.add([self._search(part) for part in position])  # type: ignore[misc]

    def _search(self, position: Hashable) -> Any:
        """Return the value of `position` (of a disjunctive game: a part), from the cache or by an iterative search."""
        try:
            value = self._get(position)
        except TypeError:
            raise unhashable_error(position, "", self.solver.game) from None
        if value is not None:
            return value
        get = self._get
        children = None
        if self._plain is not None:
            # The common case of a loop over positions, every option known:
            # no frame, no hook (measured 10-15% of such a loop).
            expand, combine = self._plain
            children = expand(position)
            if type(children) is not list:
                children = list(children)
            try:
                values = [get(c) for c in children]
            except TypeError:
                values = [None]  # the search below says which option
            if None not in values:
                value = self.cache[position] = combine(values)
                return value
        cache, expand, with_context, combine, hint, decompose, add = self._hot
        parts_mode = self.parts
        if self._root_decompose is not None:
            parts = self._root_decompose(position)
            if parts is not None and (hint is None or hint(position) is None):
                # A sum asked for directly: its components' values, not stored.
                return add([self._component(game, c) for game, c in parts])

        # Frames are [position, atoms, next atom to look at, context, plan].
        # Atoms are the positions of this game whose values the frame needs.
        # plan None: the atoms are the children; _SUM: the atoms are the
        # components of a decomposed position and context holds the values
        # of the other games' components; otherwise a list parallel to the
        # children, see _plan.
        frames: list[list[Any]] = []
        on_path: set[Hashable]  # made with the first frame: most calls need none
        root = position
        paused = False  # the cyclic collector, while this search holds frames
        # The budget and progress are looked at every `every` positions (a
        # count down, nearly free). A search under no public call's watch
        # makes its own, with the default budget, at its first look.
        watch = _watch[0]
        every = tick = FIRST_LOOK if watch is None else watch.next_look()
        try:
            while True:
                tick -= 1
                if not tick:
                    if watch is None:
                        watch = SearchWatch(self.solver.game, root, self.kind)
                    tick = every = watch.look(every, len(self.cache))
                value = None if hint is None else hint(position)
                if value is None:
                    parts = None if decompose is None else decompose(position)
                    if parts is None:
                        context = None
                        if children is None:
                            children = expand(position)
                        if with_context:
                            children, context = children
                        if type(children) is not list:
                            children = list(children)
                        if parts_mode:
                            values, atoms, plan = self._plan_parts(children, position)
                            pending = plan is not None
                        else:
                            try:
                                values: list[Any] = [get(c) for c in children]
                            except TypeError:
                                bad = next(c for c in children if not _hashable(c))
                                raise unhashable_error(bad, f" (an option of {position!r})", self.solver.game) from None
                            plan: Any = None
                            atoms = children
                            pending = None in values
                            if pending and decompose is not None:
                                atoms, plan = self._plan(children, values, decompose)
                                pending = bool(atoms)
                    else:
                        atoms, context = self._split(parts)
                        values = [get(a) for a in atoms]
                        plan = _SUM
                        pending = None in values
                    if pending:
                        if not frames:
                            on_path = set()
                            # Frames are live lists that can never be garbage, yet
                            # the collector would scan them again and again: it
                            # made a 200,000-deep search 1.7x slower. Paused for
                            # this search only (a nested one leaves it to us).
                            paused = gc.isenabled()
                            gc.disable()
                        i = values.index(None) if plan is None else 0
                        while atoms[i] in cache:
                            i += 1
                        frames.append([position, atoms, i, context, plan])
                        on_path.add(position)
                        position = atoms[i]
                        children = None
                        if position in on_path:
                            raise _loop(frames, position, self)
                        continue
                    if plan is None:
                        value = combine(values, context) if with_context else combine(values)
                    else:
                        value = self._finish(atoms, context, plan, values)
                cache[position] = value
                if not frames:
                    return value
                # Pop finished frames until one has an atom still to solve; the
                # atom at a frame's index is the one just solved.
                while frames:
                    frame = frames[-1]
                    atoms = frame[1]
                    i = frame[2] + 1
                    n = len(atoms)
                    while i < n and atoms[i] in cache:
                        i += 1
                    if i < n:
                        frame[2] = i
                        position = atoms[i]
                        children = None
                        if position in on_path:
                            raise _loop(frames, position, self)
                        break
                    frames.pop()
                    on_path.discard(frame[0])
                    plan = frame[4]
                    if plan is None:
                        values = [cache[a] for a in atoms]
                        cache[frame[0]] = combine(values, frame[3]) if with_context else combine(values)
                    else:
                        cache[frame[0]] = self._finish(atoms, frame[3], plan, None)
                else:
                    return cache[root]
        finally:
            if paused:
                gc.enable()

    def _finish(self, atoms: list[Hashable], context: Any, plan: Any, values: Optional[list[Any]]) -> Any:
        """The value of a planned or summed frame whose atoms are all solved."""
        _, _, with_context, combine, _, _, add = self._hot
        if plan is _SUM:
            cache = self.cache
            return add(context + [cache[a] for a in atoms])
        values = self._option_values(*plan) if self.parts else self._planned_values(plan)
        return combine(values, context) if with_context else combine(values)

    def _plan(self, children: list[Hashable], values: list[Any], decompose: Callable[[Any], Any]) -> tuple[list[Hashable], Any]:
        """Fill in `values` of the children that decompose; return the atoms still to solve and a plan.

        A child that the game decomposes is valued from its components (and
        not stored). When every component is known, its value goes straight
        into `values`; otherwise its unknown components become atoms, and
        the plan ``(children, entries, values)`` keeps, for child ``k``,
        ``None`` (valued, or an atom) or ``(known, missing)``: the values of
        its components known so far and its components still to solve.
        The plan is ``None`` when no atom is left.
        """
        game = self.solver.game
        get = self.cache.get
        add = self._hot[6]
        xor = add is xor_all  # Grundy values: xored as they come, no list
        atoms: list[Hashable] = []
        entries: list[Any] = [None] * len(children)
        k = -1
        for child, value in zip(children, values):
            k += 1
            if value is not None:
                continue
            parts = decompose(child)
            if parts is None:
                atoms.append(child)
                continue
            total = 0
            known: list[Any] = []
            missing: Optional[list[Hashable]] = None
            for component_game, component in parts:
                v = get(component) if component_game is game else self._component(component_game, component)
                if v is None:
                    if missing is None:
                        missing = []
                    missing.append(component)
                elif xor:
                    total ^= v
                else:
                    known.append(v)
            if missing is None:
                values[k] = total if xor else add(known)
            else:
                atoms.extend(missing)
                entries[k] = ([total] if xor else known, missing)
        if not atoms:
            return atoms, None
        return atoms, (children, entries, values)

    def _plan_parts(self, children: list[Any], position: Hashable) -> tuple[Optional[list[Any]], list[Hashable], Any]:
        """Value the options of a disjunctive game's part from their parts' values.

        Return ``(values, [], None)`` when every part is known; otherwise
        ``(None, atoms, (children, position))``: the parts still to solve, and
        the plan, which is to value the options again once they are solved (cheaper,
        measured, than remembering which parts of which option were known).
        """
        values = self._option_values(children, position)
        if values is not None:
            return values, [], None
        cache = self.cache
        for child in children:  # the first pass may have stopped before a bad one
            if type(child) is not tuple:
                raise _not_a_tuple(child, f" (an option of {(position,)!r})", self.solver.game)
        try:
            atoms = list(dict.fromkeys(part for child in children for part in child if part not in cache))
        except TypeError:
            child, bad = next((c, p) for c in children for p in c if not _hashable(p))
            raise unhashable_error(bad, f" (a part of {child!r}, an option of {(position,)!r})", self.solver.game) from None
        try:
            # Smallest first: in a game of heaps the small parts are what the
            # large ones need, so the search climbs from the bottom instead of
            # holding a frame (and its options) per heap: 2-3x faster, measured.
            atoms.sort()
        except TypeError:
            pass  # parts without an order are taken as they come
        return None, atoms, (children, position)

    def _option_values(self, children: list[Any], position: Hashable) -> Optional[list[Any]]:
        """The values of a disjunctive game's options, or ``None`` if a part is not solved yet."""
        cache = self.cache
        add = self._hot[6]
        xor = add is xor_all  # Grundy values: xored as they come, no list
        values: list[Any] = []
        # What a hand loop pays per option; a part not solved yet (KeyError)
        # or unhashable (TypeError, reported by the caller) ends it.
        try:
            for child in children:
                if type(child) is not tuple:
                    raise _not_a_tuple(child, f" (an option of {(position,)!r})", self.solver.game)
                if xor:
                    total = 0
                    for part in child:
                        total ^= cache[part]
                    values.append(total)
                else:
                    values.append(add([cache[part] for part in child]))
        except (KeyError, TypeError):
            return None
        return values

    def _planned_values(self, plan: tuple[list[Hashable], list[Any], list[Any]]) -> list[Any]:
        cache = self.cache
        add = self._hot[6]
        children, entries, values = plan
        return [
            (cache[child] if value is None else value) if entry is None
            else add(entry[0] + [cache[c] for c in entry[1]])
            for child, entry, value in zip(children, entries, values)
        ]

    def _split(self, parts: Iterable[tuple[Game, Hashable]]) -> tuple[list[Hashable], list[Any]]:
        """Return a sum's components of this game, and the values of the other games' components."""
        game = self.solver.game
        own = []
        others = []
        for component_game, component in parts:
            if component_game is game:
                own.append(component)
            else:
                others.append(self._component(component_game, component))
        return own, others

    def _component(self, game: Game, position: Hashable) -> Any:
        return solver_for(game).table(self.kind).value(position)

    def count(self, position: Hashable, limit: int) -> Optional[int]:
        """The positions a search of `position` would visit, or ``None`` past `limit` (see :func:`count_positions`)."""
        game, cache, (_, expand, with_context, _, _, split, _) = self.solver.game, self.cache, self._hot
        parts = None if self._root_decompose is None else self._root_decompose(position)
        if self.parts:  # a disjunctive game's table is keyed by parts, and its options are tuples of them
            parts, split = [(game, part) for part in position], lambda child: [(game, part) for part in child]
        todo, seen = [(game, position)] if parts is None else list(parts), set()
        while todo:
            part_game, position = todo.pop()
            if part_game is not game or position in seen or position in cache:
                continue  # another game's components are its own table's
            seen.add(position)
            if len(seen) > limit:
                return None
            for child in expand(position)[0] if with_context else expand(position):
                parts = None if split is None else split(child)
                todo.extend([(game, child)] if parts is None else parts)
        return len(seen)


#: The plan of a frame that is a decomposed position (a sum of its atoms).
_SUM = object()


class Solver:
    """Everything cgt knows about one game: its hooks and one table per kind of value."""

    __slots__ = ("game", "options", "disjunctive", "decompose", "recompose", "tables", "grundy_table")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.options = getattr(game, "options", None)
        self.disjunctive = getattr(game, "disjunctive", False) is True
        if self.disjunctive:
            self.decompose: Any = self._parts
            self.recompose: Any = _splice
        else:
            self.decompose = getattr(game, "decompose", None)
            self.recompose = getattr(game, "recompose", None)
        self.tables: dict[str, Table] = {}
        # Grundy values are asked for most: their table is made at once, and
        # so a game without options is refused at its first use. A partizan
        # game (left_options and right_options only) is refused only when a
        # Grundy value is asked of it: its other kinds of value work.
        if self.options is None and callable(getattr(game, "left_options", None)):
            self.grundy_table = _NoGrundyValues(game)  # type: ignore[assignment]
        else:
            self.grundy_table = self.table(GRUNDY)

    def table(self, kind: Kind) -> Table:
        """Return the table (cache and search) of `kind` for this game."""
        table = self.tables.get(kind.name)
        if table is None:
            table = self.tables[kind.name] = Table(self, kind)
        return table

    def grundy(self, position: Hashable) -> int:
        """Return the Grundy value of `position`."""
        return self.grundy_table.value(position)  # type: ignore[no-any-return]

    def _parts(self, position: Any) -> Optional[list[tuple[Game, tuple[Any]]]]:
        # A disjunctive game's decompose: a tuple of several parts is their sum.
        if type(position) is not tuple:
            raise _not_a_tuple(position, "", self.game)
        game = self.game
        return [(game, (part,)) for part in position] if len(position) > 1 else None


def _splice(
    position: tuple[Any, ...], index: int, component: tuple[Any, ...], *, player: Optional[str] = None
) -> tuple[Any, ...]:
    # A disjunctive game's recompose: part `index` is replaced by the parts of a
    # move in it (whoever, `player`, moved: the parts say it all).
    return position[:index] + component + position[index + 1 :]


def _on_one_part(hook: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """`hook` of a disjunctive game, called with a part: the one-part position is what it sees."""
    return lambda part: hook((part,))


class _NoGrundyValues:
    """The Grundy table of a partizan game: empty, and refusing every position."""

    __slots__ = ("game", "cache")
    kind = GRUNDY
    estimate = None

    def __init__(self, game: Game) -> None:
        self.game = game
        self.cache: dict[Hashable, Any] = {}

    def value(self, position: Hashable) -> Any:
        raise NotAGameError(
            f"{self.game!r} is a partizan game (left_options and right_options, no options): "
            "it has no Grundy value; ask for its canonical form (cgt.canonical_form) instead"
        )


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def unhashable_error(value: object, context: str, game: object) -> UnhashablePositionError:
    return UnhashablePositionError(
        f"position {value!r}{context} of {game!r} is unhashable ({type(value).__name__}); "
        "positions are memoized, so use hashable values (tuple, frozenset, int)"
    )


def _not_a_tuple(value: object, context: str, game: object) -> InvalidPositionError:
    return InvalidPositionError(
        f"position {value!r}{context} of {game!r} is not a tuple ({type(value).__name__}): "
        "the game is disjunctive (disjunctive = True), so a position is a tuple of parts"
    )


def _loop(frames: list[list[Any]], position: Hashable, table: Table) -> LoopyGameError:
    game = table.solver.game
    start = next(k for k, f in enumerate(frames) if f[0] == position)
    cycle = tuple(f[0] for f in frames[start:])
    if table.parts:  # the search ran on parts; the user's positions are one-part tuples
        cycle = tuple((part,) for part in cycle)
        position = (position,)
    shown = " -> ".join(repr(p) for p in cycle[:6]) + (" -> ..." if len(cycle) > 6 else "")
    return LoopyGameError(
        f"{game!r} is loopy: position {position!r} can be reached from itself "
        f"(cycle of {len(cycle)} move{'s' if len(cycle) != 1 else ''}: {shown} -> {position!r}); "
        "the values computed here are defined only for games without cycles",
        position,
        cycle,
    )


_solvers: "weakref.WeakKeyDictionary[Any, Solver]" = weakref.WeakKeyDictionary()
# Games that cannot be weakly referenced (or hashed) are kept here by id.
_pinned: dict[int, Solver] = {}
# (game, solver, its Grundy search) of the last call: a hot-loop shortcut.
RECENT: list[Any] = [None, None, None]


def solver_for(game: Game) -> Solver:
    if RECENT[0] is game:
        return RECENT[1]  # type: ignore[no-any-return]
    try:
        solver = _solvers.get(game)
        if solver is None:
            solver = _solvers[game] = Solver(game)
    except TypeError:
        solver = _pinned.get(id(game))
        if solver is None or solver.game is not game:
            solver = _pinned[id(game)] = Solver(game)
    RECENT[0], RECENT[1], RECENT[2] = game, solver, solver.grundy_table.value
    return solver


def count_positions(game: Game, position: Hashable, kind: Kind, limit: int) -> Optional[int]:
    """Return how many positions a search of `position`'s value of `kind` would visit, or ``None`` past `limit`.

    The search's own walk (its children, split by ``decompose``), without values or hints or stored positions.

    Parameters
    ----------
    game, position : Game, hashable
        The game and a position of it.
    kind : Kind
        The kind of value (:data:`cgt.GRUNDY`, canonical forms...).
    limit : int
        Stop counting past this many positions.

    Returns
    -------
    int or None
        The count, or ``None`` if it is over `limit`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.search import count_positions
    >>> class TakeOneOrTwo:
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k >= 0]
    >>> g = TakeOneOrTwo()
    >>> [count_positions(g, 10, cgt.GRUNDY, 100), count_positions(g, 10, cgt.GRUNDY, 5), cgt.grundy(g, 6),
    ...  count_positions(g, 10, cgt.GRUNDY, 100)]      # once 0 to 6 are stored, 4
    [11, None, 0, 4]
    """
    return solver_for(game).table(kind).count(position, limit)


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
    table = solver_for(game).grundy_table
    if getattr(table, "parts", False):
        return _OnePartPositions(table.cache)
    return MappingProxyType(table.cache)


class _OnePartPositions(Mapping[Hashable, Any]):
    """A disjunctive game's cache (keyed by parts), shown keyed by one-part positions."""

    __slots__ = ("_cache",)

    def __init__(self, cache: dict[Hashable, Any]) -> None:
        self._cache = cache

    def __getitem__(self, position: Hashable) -> Any:
        if type(position) is tuple and len(position) == 1:
            return self._cache[position[0]]
        raise KeyError(position)

    def __iter__(self) -> Iterator[tuple[Hashable]]:
        return ((part,) for part in self._cache)

    def __len__(self) -> int:
        return len(self._cache)


def clear_cache(game: Optional[Game] = None) -> None:
    """Forget memoized values (of every kind), of `game` or (``None``) of every game.

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
        RECENT[0] = RECENT[1] = RECENT[2] = None
    else:
        for table in solver_for(game).tables.values():
            table.cache.clear()
