"""Onsides of a graph that is no stopper, guessed and then proved: candidate sides, verified; rounds of sidling; sides kept as graphs.

Rounds of sidling (Winning Ways ch. 11; :func:`sidling_rounds`, run by
:func:`cgt.loopy.sided.onsides`) close in on the onsides from ``on``, one
simplest form of the whole graph a round, and some they reach only in the
limit. Here a *candidate* is a
stopper made from the graph by deleting moves that lie on alternating
cycles: all of Right's (often the onside: ``tis = {tisn|}``,
``tisn = {|tis}`` gives ``{0|} = 1``), or all of Left's (``off`` for a
game where Right can always send play where Left has no move). Deleting
all of one player's cyclic moves breaks every alternating cycle, so a
candidate is a stopper, valued by :func:`~cgt.loopy.stoppers.simplest_forms`.

A candidate counts only where it is proved. The stopper ``C_v`` is the
onside of ``G_v`` when each is ``<=`` the other as onsides
(:func:`are_onsides`): ``C_v <= G_v`` by the survival game
(:func:`~cgt.loopy.graphs.survival_table`, infinite play Left's), and
``G_v <= C_v`` by :func:`~cgt.loopy.graphs.onside_table`, where play that
goes on forever in ``G`` alone is Right's (the survival game would pass
``0`` for the onside of ``dud``). For a candidate one way is free: a
player with fewer moves does no better in any sum, so without Right's
moves the stopper is ``>=`` the onside, without Left's ``<=`` it. One
table answers for every vertex at once, since the candidate graph has the
same vertices.

Candidates are tried on each component graph of
:func:`~cgt.loopy.sided.onsides` (a component with the values it moves
to), not on the whole graph: the tables are smallest there, and the one
loop serves :func:`~cgt.loopy.sides` and the engine alike.

A side that is no stopper (Bach's carousel) is kept as a graph, the game's
with dominated options deleted while the side stays
(:func:`simplified_onside`), each deletion proved by the same table
(:func:`deletion_keeping_onsides`, which :func:`pruned_onsides` uses too).

Examples
--------
>>> candidate_onsides([[1], []], [[], [0]], 2)          # tis and tisn: 1 & 0 and 0 & -1
[CanonicalForm.parse('1'), CanonicalForm.parse('0')]
>>> candidate_onsides([[0], [2], []], [[1, 2], [0], [0, 1]], 3)   # a = {pass|b, c}, b = {c|a}, c = {|a, b}
[CanonicalStopper.parse('off'), CanonicalStopper.parse('off'), CanonicalStopper.parse('off')]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Optional

from .graphs import Edges, is_stopper, onside_table, reachable, strongly_connected_components, survival_table
from .stoppers import StopperLike, component_graph, on, simplest_forms

__all__ = ["MAX_SIDLING_ROUNDS", "sidling_rounds", "cyclic_moves", "are_onsides", "candidate_onsides", "deletion_keeping_onsides", "pruned_onsides", "simplified_onside"]


#: How many rounds of sidling (:func:`~cgt.loopy.sides`) each way of cutting cycles is given before a side is declared not found.
MAX_SIDLING_ROUNDS = 30


def cyclic_moves(left: Edges, right: Edges) -> tuple[list[list[bool]], list[list[bool]]]:
    """Which moves lie on an alternating cycle: ``marks[0][v][k]`` for Left's ``k``-th move from ``v``, ``marks[1]`` Right's.

    A state is a vertex with the player to move; a move lies on an
    alternating cycle exactly when its two states are in one strongly
    connected component of the graph of states.

    >>> cyclic_moves([[0, 1], []], [[0], []])      # {pass, 0|pass}: the passes alternate
    ([[True, False], []], [[True], []])
    """
    n = len(left)
    # State 2v: Left to move at v, 2v+1: Right to move.
    moves = [[2 * w + 1 for w in left[s // 2]] if s % 2 == 0 else [2 * w for w in right[s // 2]] for s in range(2 * n)]
    component = [0] * (2 * n)
    for i, states in enumerate(strongly_connected_components(moves, [()] * (2 * n))):
        for s in states:
            component[s] = i
    return ([[component[2 * v] == component[2 * w + 1] for w in left[v]] for v in range(n)],
            [[component[2 * v + 1] == component[2 * w] for w in right[v]] for v in range(n)])


def are_onsides(stopper_left: Edges, stopper_right: Edges, left: Edges, right: Edges, count: int) -> list[bool]:
    """For each vertex ``v < count``: whether vertex ``v`` of the stopper graph is the onside of vertex ``v`` of the graph.

    Both ways ``<=`` as onsides: the stopper by the survival game, the graph
    by :func:`~cgt.loopy.graphs.onside_table`.

    >>> are_onsides([[0]], [[]], [[0]], [[0]], 1), are_onsides([[]], [[]], [[0]], [[0]], 1)   # dud: on, not 0
    ([True], [False])
    """
    below = survival_table(stopper_left, stopper_right, left, right)
    above = onside_table(left, right, stopper_left, stopper_right)
    n, m = len(left), len(stopper_left)
    return [bool(below[v * n + v] and above[v * m + v]) for v in range(count)]


def candidate_onsides(left: Edges, right: Edges, count: int) -> list[Optional[StopperLike]]:
    """The onsides of vertices ``0 .. count - 1`` that a verified candidate gives; None for the others.

    Parameters
    ----------
    left, right : sequence of sequences of int
        A component graph (:func:`~cgt.loopy.stoppers.component_graph`): its
        first `count` vertices are the component, the others the simplest
        forms it moves to, which lie on no alternating cycle.
    count : int
        How many vertices to value.

    Returns
    -------
    list of stoppers or None
        Each vertex's onside, from the first candidate proved for it
        (Right's cyclic moves deleted, then Left's), or ``None``.

    Examples
    --------
    >>> candidate_onsides([[0]], [[0]], 1)                   # dud's onside is on
    [CanonicalStopper.parse('on')]
    """
    left_cyclic, right_cyclic = cyclic_moves(left, right)
    n = len(left)
    found: list[Optional[StopperLike]] = [None] * count
    for right_deleted in (True, False):
        cl, cr = left, right
        # Half of each proof is free: a player with fewer moves does no better, whatever is added,
        # so without Right's moves the stopper is >= the graph's onside, without Left's <= it.
        if right_deleted:
            cr = [[w for w, c in zip(e, cut) if not c] for e, cut in zip(right, right_cyclic)]
            table = survival_table(cl, cr, left, right)
        else:
            cl = [[w for w, c in zip(e, cut) if not c] for e, cut in zip(left, left_cyclic)]
            table = onside_table(left, right, cl, cr)
        proved = [v for v in range(count) if table[v * n + v] and found[v] is None]
        if proved:
            for v, g in zip(proved, simplest_forms(cl, cr, proved, settled=count)):
                found[v] = g
        if None not in found:
            break
    return found


def deletion_keeping_onsides(moves: tuple[Edges, Edges], player: int, v: int, k: int, count: int) -> Optional[list[list[int]]]:
    """One player's moves with the `k`-th from vertex `v` deleted, when that keeps the onsides of vertices ``0 .. count - 1``; else None.

    Proved by one :func:`~cgt.loopy.graphs.onside_table` of the graph with
    and without the move: the other way is free, since without one of
    Right's moves the graph is no lower, without one of Left's no higher.

    Parameters
    ----------
    moves : (left, right)
        The graph.
    player : int
        0 for Left's move, 1 for Right's.
    v, k : int
        The move: the `k`-th of `player`'s from vertex `v`.
    count : int
        How many vertices, from 0, must keep their onsides.

    Returns
    -------
    list of lists of int, or None
        `player`'s moves without that one (the vertices numbered as before).

    Examples
    --------
    >>> deletion_keeping_onsides(([[0, 1], []], [[], []]), 0, 0, 0, 1)   # {pass, 0|}: the pass makes it on
    >>> deletion_keeping_onsides(([[0, 1], []], [[], []]), 0, 0, 1, 1)   # ... and the move to 0 is not needed
    [[0], []]
    """
    trial = [list(e) if u != v else [*e[:k], *e[k + 1:]] for u, e in enumerate(moves[player])]
    table = onside_table(moves[0], trial, *moves) if player else onside_table(*moves, trial, moves[1])
    n = len(trial)
    return trial if all(table[u * n + u] for u in range(count)) else None


def pruned_onsides(left: Edges, right: Edges, count: int) -> Optional[list[StopperLike]]:
    """The onsides of vertices ``0 .. count - 1``, deleting cyclic moves one at a time while no onside changes; None if that leaves a cycle.

    The idea of CGSuite's ``eliminateIrrelevantCyclicEdges``: each move on
    an alternating cycle, in turn, is deleted when the onsides of the first
    `count` vertices stay as they were, checked by one
    :func:`~cgt.loopy.graphs.onside_table` of the graph with and without it
    (the other way is free, as for the candidates). A table a move, so it
    comes after the candidates; but before rounds of sidling, whose graphs
    grow round after round. When no alternating cycle is left, the graph is
    a stopper with the same onsides, its simplest forms.

    Examples
    --------
    >>> pruned_onsides([[1], []], [[], [0]], 2)        # tis and tisn: Right's move deleted, Left's kept
    [CanonicalForm.parse('1'), CanonicalForm.parse('0')]
    """
    moves = ([list(e) for e in left], [list(e) for e in right])
    # A deletion only breaks cycles, so a move on none stays on none: the marks are found again
    # only when a deletion has made them stale and they call the next move cyclic.
    cyclic, stale = cyclic_moves(*moves), False
    for v in range(count):
        for player in (1, 0):
            k = 0
            while k < len(moves[player][v]):
                if stale and cyclic[player][v][k]:
                    cyclic, stale = cyclic_moves(*moves), False
                if not cyclic[player][v][k]:
                    k += 1
                    continue
                trial = deletion_keeping_onsides(moves, player, v, k, count)
                if trial is not None:
                    moves[player][v] = trial[v]
                    del cyclic[player][v][k]
                    stale = True
                else:
                    k += 1
    return simplest_forms(*moves, range(count), settled=count) if is_stopper(*moves) else None


def simplified_onside(left: Edges, right: Edges) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The onside of vertex 0 as a graph, no stopper needed: dominated options deleted one at a time while the onside stays.

    A side with no stopper (Bach's carousel, Winning Ways ch. 11) is kept as
    a graph, as CGSuite keeps it. Each pass compares every two positions as
    onsides (:func:`~cgt.loopy.graphs.onside_table`) and deletes the first
    option, by vertex and then Left before Right, that another of the same
    player's options dominates (Left keeps the greater, Right the smaller)
    and whose deletion keeps the onside of vertex 0
    (:func:`deletion_keeping_onsides`): domination alone does not prove it
    when the two options lie on a cycle through the position. Passes go on
    until none deletes. There is no simplest form to aim at (CGSuite's
    ``simplifyGraph`` says so too); this gives CGSuite's printed sides of
    Bach's carousel.

    Parameters
    ----------
    left, right : sequence of sequences of int
        The graph; vertex 0 is the game.

    Returns
    -------
    (left, right)
        The graph of the onside, reachable from vertex 0, numbered
        breadth-first (:func:`~cgt.loopy.graphs.reachable`).

    Examples
    --------
    Bach's carousel, whose onside CGSuite prints ``a{1|1,{1*|a||*}||0}``
    (its ``SidedValueTestCase``); the offside is minus the onside of ``-G``:

    >>> from cgt.loopy import parse
    >>> from cgt.loopy.notation import graph_to_string
    >>> carousel = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    >>> graph_to_string(*simplified_onside(carousel.left, carousel.right))
    'a{1|1,{1*|a||*}||0}'
    >>> minus_offside = simplified_onside(carousel.right, carousel.left)
    >>> graph_to_string(minus_offside[1], minus_offside[0])
    'a{0,{1|||1*|a||*}|0}'
    """
    moves = reachable(left, right, 0)
    while True:
        deleted = _first_dominated_deletion(moves)
        if deleted is None:
            return moves
        moves = reachable(*deleted, 0)


def _first_dominated_deletion(moves: tuple[Edges, Edges]) -> Optional[tuple[Edges, Edges]]:
    """The graph without the first dominated option whose deletion keeps the onside of vertex 0; None if there is none."""
    n = len(moves[0])
    table = onside_table(*moves, *moves)
    for v in range(n):
        for player in (0, 1):
            options = moves[player][v]
            for k, a in enumerate(options):
                if not any(b != a and table[a * n + b if player == 0 else b * n + a] for b in options):
                    continue
                trial = deletion_keeping_onsides(moves, player, v, k, 1)
                if trial is not None:
                    return (trial, moves[1]) if player == 0 else (moves[0], trial)
    return None


def sidling_rounds(left: Edges, right: Edges) -> Optional[tuple[list[StopperLike], list[list[int]], list[list[int]]]]:
    """Rounds of sidling: the values and the graph of the round that settles, None if none does in :data:`MAX_SIDLING_ROUNDS`.

    Every vertex starts as ``on``; each round gives a vertex the simplest
    form of the graph in which some moves lead to the previous round's
    values instead (``_sidle``); the values only go down, and a round
    that changes nothing has found the greatest stopper solution. Which
    moves are cut only changes how soon that happens, so several choices
    are run side by side, a round each in turn, and the first to settle
    answers. The settled values are the onsides only where proved
    (:func:`are_onsides`): a side that is no stopper is not a stopper solution.

    Parameters
    ----------
    left, right : sequence of sequences of int
        A component graph (:func:`~cgt.loopy.stoppers.component_graph`).

    Returns
    -------
    (values, left, right) or None
        The settled values of every vertex and the graph of that round.

    Examples
    --------
    >>> sidling_rounds([[0]], [[0]])[0]                # dud: on, its onside
    [CanonicalStopper.parse('on')]
    >>> print(sidling_rounds([[0], [2], []], [[1, 2], [0], [0, 1]]))   # values 0, -1, -2, ... never settle
    None
    """
    # Cutting every cyclic move of one player breaks every alternating cycle and keeps the
    # other player's, passes included, as cycles of the approximating stoppers.
    left_cut, right_cut = cyclic_moves(left, right)
    keep_left = [[False] * len(e) for e in left]
    keep_right = [[False] * len(e) for e in right]
    runs = [_sidle(left, right, *cut) for cut in ((keep_left, right_cut), (left_cut, keep_right), (left_cut, right_cut))]
    for _ in range(MAX_SIDLING_ROUNDS):
        for run in runs:
            settled = next(run)
            if settled is not None:
                return settled
    return None


def _sidle(left: Edges, right: Edges, left_cut: list[list[bool]],
           right_cut: list[list[bool]]) -> Iterator[Optional[tuple[list[StopperLike], list[list[int]], list[list[int]]]]]:
    """Rounds of sidling, the moves marked cut leading to the last round's values: None a round, then the values and round graph."""
    n = len(left)
    values: list[StopperLike] = [on()] * n
    while True:
        lefts, rights = component_graph(range(n), left, right, values, (left_cut, right_cut))
        new = simplest_forms(lefts, rights, range(n), settled=n)
        if new == values:
            yield values, lefts, rights
            return
        values = new
        yield None
