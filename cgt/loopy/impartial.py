"""Loopy impartial games: generalized Sprague-Grundy values, draws, sums and strategies.

In a game whose positions can repeat (its graph has cycles) play may go on
forever, a *draw*. C. A. B. Smith's generalized Sprague-Grundy function gives
every position either a finite value ``n`` or an infinite value ``∞(K)``, ``K``
the set of finite values among its options; A. S. Fraenkel and Y. Yesha made
it efficient (*Theory of annihilation games*, 1982; see also Fraenkel,
*Combinatorial game theory foundations applied to digraph kernels*, 1997).

* A position of value 0 is a P-position, of a finite value > 0 an N-position.
* ``∞(K)`` is an N-position when ``0`` is in ``K`` (move to a 0), otherwise a
  draw (D): neither player can force the end, and the one who would lose keeps
  play going forever.
* Sums: finite values add as nimbers (xor), a finite ``a`` plus ``∞(K)`` is
  ``∞(K xor a)``, and two infinite values make ``∞()``, a draw.

A value alone does not win a loopy game: a player who only "moves to a 0"
can be led round a cycle forever. The values come with Fraenkel's *counter
function*, the order in which the labelling fixed them, and the winning moves
given here make progress by it: after every reply the winner's potential
(the components' values and counters, largest first) strictly decreases, so
the winner forces the end in a bounded number of moves (see
:func:`winning_moves`).

The values of every position reachable from a root are computed at once, on
an explicit graph of the reachable positions (which must be finite) and kept
per game, so later questions about the same game reuse them.
"""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Iterable
from typing import Any, Optional

from ..errors import GraphTooLargeError, NotAGameError
from ..game import Game, Outcome
from ..search import unhashable_error
from ..sums import components_of, put_back

__all__ = ["LoopyValue", "MAX_POSITIONS", "values", "value", "outcome", "winning_moves", "winning_move"]

#: How many positions a whole-graph computation explores unless told otherwise
#: (``max_positions=``): about a few hundred bytes each are kept.
MAX_POSITIONS = 1_000_000


class LoopyValue:
    """A generalized Sprague-Grundy value: a finite nimber ``n`` or ``∞(K)``.

    Parameters
    ----------
    nimber : int, optional
        The finite value; omit it (or use :meth:`infinity`) for an infinite one.
    finite_options : iterable of int, optional
        For an infinite value, ``K``: the finite values among the position's
        options.

    Examples
    --------
    >>> from cgt.loopy import LoopyValue
    >>> a, b = LoopyValue(3), LoopyValue.infinity({0, 2})
    >>> print(a, b, a ^ b, b ^ b)
    3 ∞(0,2) ∞(1,3) ∞()
    >>> b
    LoopyValue.infinity({0, 2})
    >>> a.outcome, b.outcome, LoopyValue.infinity({1}).outcome
    (Outcome.N, Outcome.N, Outcome.D)
    """

    __slots__ = ("nimber", "finite_options")

    def __init__(self, nimber: Optional[int] = None, finite_options: Iterable[int] = ()) -> None:
        #: The finite value, or ``None`` for an infinite one.
        self.nimber = nimber
        #: ``K``: the finite values among the options of an infinite position (empty for a finite one).
        self.finite_options: frozenset[int] = frozenset(finite_options) if nimber is None else frozenset()

    @classmethod
    def infinity(cls, finite_options: Iterable[int] = ()) -> "LoopyValue":
        """Return ``∞(K)`` for ``K`` = `finite_options`."""
        return cls(None, finite_options)

    @property
    def is_finite(self) -> bool:
        """Whether the value is a finite nimber."""
        return self.nimber is not None

    @property
    def outcome(self) -> Outcome:
        """P for 0, N for a finite value > 0 or ``∞(K)`` with 0 in K, D (a draw) otherwise."""
        if self.nimber is not None:
            return Outcome.P if self.nimber == 0 else Outcome.N
        return Outcome.N if 0 in self.finite_options else Outcome.D

    def __xor__(self, other: "LoopyValue") -> "LoopyValue":
        """The value of the disjunctive sum (Smith's rule)."""
        if not isinstance(other, LoopyValue):
            return NotImplemented
        if self.nimber is not None and other.nimber is not None:
            return LoopyValue(self.nimber ^ other.nimber)
        if self.nimber is None and other.nimber is None:
            return LoopyValue.infinity()
        finite, infinite = (self, other) if self.nimber is not None else (other, self)
        assert finite.nimber is not None
        return LoopyValue.infinity(k ^ finite.nimber for k in infinite.finite_options)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, LoopyValue)
            and other.nimber == self.nimber
            and other.finite_options == self.finite_options
        )

    def __hash__(self) -> int:
        return hash((LoopyValue, self.nimber, self.finite_options))

    def __str__(self) -> str:
        if self.nimber is not None:
            return str(self.nimber)
        return f"∞({','.join(map(str, sorted(self.finite_options)))})"

    def __repr__(self) -> str:
        if self.nimber is not None:
            return f"LoopyValue({self.nimber})"
        shown = "{" + ", ".join(map(str, sorted(self.finite_options))) + "}" if self.finite_options else ""
        return f"LoopyValue.infinity({shown})"


class _Store:
    """The values found so far in one game, with their counters (labelling order)."""

    __slots__ = ("known", "clock")

    def __init__(self) -> None:
        self.known: dict[Hashable, tuple[LoopyValue, int]] = {}
        self.clock = 0


_stores: "weakref.WeakKeyDictionary[Any, _Store]" = weakref.WeakKeyDictionary()


def _store_for(game: Game) -> _Store:
    try:
        store = _stores.get(game)
        if store is None:
            store = _stores[game] = _Store()
        return store
    except TypeError:
        return _Store()  # a game that cannot be weakly referenced: no memory across calls


def _options_of(game: Game) -> Any:
    options = getattr(game, "options", None)
    if not callable(options):
        raise NotAGameError(
            f"{game!r} of type {type(game).__name__} is not a game: it has no options(position) method"
        )
    return options


def _check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise GraphTooLargeError(f"max_positions={limit!r} is not an integer >= 1")
    return limit


def _explore(game: Game, store: _Store, root: Hashable, limit: int) -> tuple[list[Hashable], list[Optional[list[int]]]]:
    """The positions reachable from `root` that are not known yet, and their option lists.

    Positions already in the store end the exploration: their option list is
    ``None`` (their values are final, since everything they reach is known).
    """
    options = _options_of(game)
    known = store.known
    index = {root: 0}
    nodes = [root]
    succ: list[Optional[list[int]]] = []
    i = 0
    while i < len(nodes):
        p = nodes[i]
        i += 1
        if p in known:
            succ.append(None)
            continue
        kids: dict[int, None] = {}
        for q in options(p):
            try:
                j = index.get(q)
            except TypeError:
                raise unhashable_error(q, f" (an option of {p!r})", game) from None
            if j is None:
                if len(nodes) >= limit:
                    raise GraphTooLargeError(
                        f"{game!r}: more than {limit} positions are reachable from {root!r}; "
                        "loopy values are a whole-graph computation that keeps every position: "
                        "pass max_positions=N to allow more, or ask about a smaller position"
                    )
                j = index[q] = len(nodes)
                nodes.append(q)
            kids[j] = None
        succ.append(list(kids))
    return nodes, succ


def _solve(game: Game, store: _Store, root: Hashable, limit: int) -> None:
    """Give every position reachable from `root` its value (Fraenkel and Yesha's labelling)."""
    try:
        if root in store.known:
            return
    except TypeError:
        raise unhashable_error(root, "", game) from None
    nodes, succ = _explore(game, store, root, limit)
    known = store.known
    n = len(nodes)
    pred: list[list[int]] = [[] for _ in range(n)]
    for u, kids in enumerate(succ):
        for v in kids or ():
            pred[v].append(u)
    boundary = [(b, known[nodes[b]][0]) for b in range(n) if succ[b] is None]
    label = [-1] * n  # finite values of the new positions
    counter = [0] * n
    candidates = [u for u in range(n) if succ[u] is not None]
    m = 0
    # Stage m labels m every candidate that has no option labelled m and whose
    # unlabelled options (infinite ones included) all have an option labelled
    # m: a retrograde sweep from the positions labelled m. A candidate left
    # with no option labelled m is infinite; the others go on to stage m + 1.
    # Known positions take part as labelled (finite) or as covered: a finite
    # value > m, or an infinite one whose K holds m, has an option of value m.
    while candidates:
        covered = bytearray(n)
        is_candidate = bytearray(n)
        need = [0] * n  # unlabelled, uncovered options of a candidate
        # Known positions of value m go first: a candidate with such an option
        # must be covered before anything is labelled.
        # A known infinite position without m in its K stays unlabelled and
        # uncovered all stage: a candidate with it as an option cannot get m.
        queue = []
        stuck = bytearray(n)
        for b, v in boundary:
            if v.nimber == m:
                queue.append(b)
            elif (v.nimber is not None and v.nimber > m) or (v.nimber is None and m in v.finite_options):
                covered[b] = 1
            elif v.nimber is None:
                stuck[b] = 1
        for u in candidates:
            is_candidate[u] = 1
            need[u] = sum(
                1 for v in succ[u] if (succ[v] is not None and label[v] < 0) or stuck[v]  # type: ignore[union-attr]
            )
        ready = [u for u in candidates if need[u] == 0]
        while queue or ready:
            if queue:
                x = queue.pop()
            else:
                x = ready.pop()
                if label[x] >= 0 or covered[x]:
                    continue
                label[x] = m
                store.clock += 1
                counter[x] = store.clock
            for p in pred[x]:
                if label[p] < 0 and not covered[p]:
                    covered[p] = 1
                    for q in pred[p]:
                        if is_candidate[q] and label[q] < 0:
                            need[q] -= 1
                            if need[q] == 0 and not covered[q]:
                                ready.append(q)
        left = []
        for u in candidates:
            if label[u] < 0 and covered[u]:
                left.append(u)
        candidates = left
        m += 1
    for u in range(n):
        kids = succ[u]
        if kids is None:
            continue
        if label[u] >= 0:
            known[nodes[u]] = (LoopyValue(label[u]), counter[u])
        else:
            finite = {label[v] if succ[v] is not None else known[nodes[v]][0].nimber for v in kids}
            finite.discard(-1)
            finite.discard(None)
            known[nodes[u]] = (LoopyValue.infinity(finite), 0)  # type: ignore[arg-type]


def _atomic(game: Game, position: Hashable, limit: int) -> tuple[LoopyValue, int]:
    store = _store_for(game)
    _solve(game, store, position, limit)
    return store.known[position]


def values(game: Game, root: Hashable, *, max_positions: int = MAX_POSITIONS) -> dict[Hashable, LoopyValue]:
    """Return the generalized Sprague-Grundy value of every position reachable from `root`.

    Parameters
    ----------
    game : Game
        Any object with ``options(position)``; cycles are allowed, but the
        positions reachable from `root` must be finitely many.
    root : hashable
        Where to start.
    max_positions : int, optional
        The most positions to explore (default :data:`MAX_POSITIONS`).

    Returns
    -------
    dict
        Position -> :class:`LoopyValue`, for `root` and everything reachable
        from it, in breadth-first order from `root`.

    Raises
    ------
    NotAGameError
        If `game` has no ``options`` method.
    UnhashablePositionError
        If a position is unhashable.
    GraphTooLargeError
        If more than `max_positions` positions are reachable.

    Notes
    -----
    This is the whole graph as the game gives it, through ``options`` only (a
    :class:`cgt.Sum` is explored as its product graph here; :func:`value`
    uses the sum rule instead). The labelling takes ``O(s * (V + E))`` time
    for ``V`` positions, ``E`` moves and ``s`` stages (one more than the
    largest finite value).

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    >>> {p: str(v) for p, v in cgt.loopy.values(g, "a").items()}
    {'a': '∞()', 'b': '∞()', 'c': '∞(1)', 'd': '1', 'e': '0'}
    """
    limit = _check_limit(max_positions)
    store = _store_for(game)
    _solve(game, store, root, limit)
    options = _options_of(game)
    found = {root: store.known[root][0]}
    order = [root]
    for p in order:
        for q in options(p):
            if q not in found:
                found[q] = store.known[q][0]
                order.append(q)
    return found


def value(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS) -> LoopyValue:
    """Return the generalized Sprague-Grundy value of `position`.

    A position the game splits into components (a :class:`cgt.Sum`, several
    heaps of a heap game: the ``decompose`` hook) is valued component by
    component and the values combined by Smith's sum rule, without building
    the product graph.

    Parameters
    ----------
    game : Game
        The game (cycles allowed).
    position : hashable
        A position of `game`.
    max_positions : int, optional
        The most positions to explore per component.

    Returns
    -------
    LoopyValue
        A finite nimber or ``∞(K)``.

    Raises
    ------
    NotAGameError, UnhashablePositionError, GraphTooLargeError
        As :func:`values`.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({0: [1], 1: [0, 2], 2: [3], 3: []})
    >>> print(*(cgt.loopy.value(g, p) for p in (0, 1, 2, 3)))
    ∞() ∞(1) 1 0
    >>> print(cgt.loopy.value(cgt.Sum(g, g), (1, 2)))
    ∞(0)
    """
    limit = _check_limit(max_positions)
    total = LoopyValue(0)
    for component_game, component, _ in components_of(game, position):
        total = total ^ _atomic(component_game, component, limit)[0]
    return total


def outcome(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS) -> Outcome:
    """Return the outcome of `position`: P, N or D (a draw: play goes on forever).

    Parameters
    ----------
    game : Game
        The game (cycles allowed).
    position : hashable
        A position of `game`.
    max_positions : int, optional
        As in :func:`value`.

    Returns
    -------
    Outcome
        ``Outcome.P``, ``Outcome.N`` or ``Outcome.D``.

    Raises
    ------
    NotAGameError, UnhashablePositionError, GraphTooLargeError
        As :func:`values`.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({0: [1], 1: [0, 2], 2: [3], 3: []})
    >>> [str(cgt.loopy.outcome(g, p)) for p in (0, 1, 2, 3)]
    ['D', 'D', 'N', 'P']
    >>> str(cgt.loopy.outcome(cgt.Sum(g, g), (1, 2))), str(cgt.loopy.outcome(cgt.Sum(g, g), (2, 2)))
    ('N', 'P')
    """
    return value(game, position, max_positions=max_positions).outcome


def winning_moves(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS) -> list[Hashable]:
    """Return the winning moves of `position`, the one that makes most progress first.

    A winning move leads to a P-position (value 0; in a sum, finite values
    whose xor is 0). Among them the first minimizes the *potential*: the
    components' ``(value, counter)`` pairs, largest first, compared
    lexicographically. Playing the first move every time wins in a bounded
    number of moves against any defence: when the loser moves a component
    up (or to an infinite value), the reply that reverses it to its old value
    has a smaller counter, and every other reply lowers values, so the
    potential of the P-positions the winner leaves strictly decreases.

    Parameters
    ----------
    game : Game
        The game (cycles allowed); sums are split by ``decompose`` and moves
        put back by ``recompose``.
    position : hashable
        A position of `game`.
    max_positions : int, optional
        As in :func:`value`.

    Returns
    -------
    list
        Positions reached by winning moves, best first; empty for a P-position
        and for a draw.

    Raises
    ------
    NotAGameError, UnhashablePositionError, GraphTooLargeError
        As :func:`values`.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({0: [1], 1: [0, 2], 2: [3], 3: []})
    >>> cgt.loopy.winning_moves(g, 2), cgt.loopy.winning_moves(g, 1)
    ([3], [])
    >>> cgt.loopy.winning_moves(cgt.Sum(g, g), (1, 2))
    [(2, 2)]
    """
    limit = _check_limit(max_positions)
    parts = components_of(game, position)
    solved = [_atomic(g, p, limit) for g, p, _ in parts]
    infinite = [i for i, (v, _) in enumerate(solved) if v.nimber is None]
    others = 0
    for i, (v, _) in enumerate(solved):
        if v.nimber is not None:
            others ^= v.nimber
    if not infinite:
        if others == 0:
            return []
        movers = [(i, solved[i][0].nimber ^ others) for i in range(len(parts))]  # type: ignore[operator]
    elif len(infinite) == 1 and others in solved[infinite[0]][0].finite_options:
        movers = [(infinite[0], others)]
    else:
        return []
    ranked: list[tuple[tuple[tuple[int, int], ...], int, Hashable]] = []
    for i, target in movers:
        component_game, component, _ = parts[i]
        for q in _options_of(component_game)(component):
            v, c = _atomic(component_game, q, limit)
            if v.nimber == target:
                pairs = [(w.nimber, d) for w, d in solved]
                pairs[i] = (target, c)
                ranked.append((tuple(sorted(pairs, reverse=True)), i, q))  # type: ignore[arg-type]
    ranked.sort(key=lambda entry: entry[0])
    return [put_back(q, parts[i][2]) for _, i, q in ranked]


def winning_move(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS) -> Optional[Hashable]:
    """Return the winning move that makes most progress (see :func:`winning_moves`), or ``None``.

    Parameters
    ----------
    game : Game
        The game (cycles allowed).
    position : hashable
        A position of `game`.
    max_positions : int, optional
        As in :func:`value`.

    Returns
    -------
    hashable or None
        The position after the move; ``None`` for a P-position or a draw.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({0: [1], 1: [0, 2], 2: [3], 3: []})
    >>> cgt.loopy.winning_move(g, 2), cgt.loopy.winning_move(g, 1)
    (3, None)
    """
    moves = winning_moves(game, position, max_positions=max_positions)
    return moves[0] if moves else None
