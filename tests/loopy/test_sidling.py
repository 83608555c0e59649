"""Candidate sides, verified: the onside comparison of any two graphs, cyclic moves, and the candidates."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm
from cgt.loopy import CanonicalStopper, NotStopperSidedError, off, on, parse, sides, simplest_form, under
from cgt.loopy.graphs import is_stopper, onside_table, reachable, survival_table
from cgt.loopy.sidling import are_onsides, candidate_onsides, cyclic_moves, deletion_keeping_onsides, pruned_onsides, simplified_onside
from cgt.loopy.stoppers import as_graph

DUD = ([[0]], [[0]])


@st.composite
def graphs(draw, max_vertices: int = 6):
    """A random game graph, repeated edges and alternating cycles allowed."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.lists(st.integers(0, n - 1), max_size=3), min_size=n, max_size=n)
    return draw(edges), draw(edges)


def test_the_survival_game_is_too_kind_to_a_graph_that_is_no_stopper():
    # dud survives 0 - dud by passing forever, yet its onside is on: an infinite play in dud alone is
    # Right's in -dud. The onside comparison has dud <= on, and neither <= 0 nor <= off.
    zero = ([[]], [[]])
    assert survival_table(*DUD, *zero)[0] and not onside_table(*DUD, *zero)[0]
    assert onside_table(*DUD, *as_graph(on()))[0] and not onside_table(*DUD, *as_graph(off()))[0]
    # Right of the minus sign, the graph's infinite play is Left's: every stopper is <= dud's onside.
    assert onside_table(*zero, *DUD)[0] and onside_table(*as_graph(on()), *DUD)[0]


@settings(max_examples=80, deadline=None)
@given(graphs(), graphs())
def test_onside_table_is_the_survival_table_for_stoppers_and_compiled_agrees(g, h):
    from cgt.loopy import graphs as module

    expected = onside_table(*g, *h)
    if is_stopper(*g):
        assert expected == survival_table(*g, *h)
    default = module.COMPILED_STATES
    try:
        module.COMPILED_STATES = 0
        assert onside_table(*g, *h) == expected
    finally:
        module.COMPILED_STATES = default


@settings(max_examples=80, deadline=None)
@given(graphs())
def test_onside_comparison_is_reflexive(g):
    # G <= G as onsides: Left copies Right's moves in the other part, so every infinite play has moves in H.
    n = len(g[0])
    table = onside_table(*g, *g)
    assert all(table[v * n + v] for v in range(n))


def test_cyclic_moves():
    # tis = {tisn|}, tisn = {|tis}: both moves are on the one alternating cycle; on's pass is on none.
    assert cyclic_moves([[1], []], [[], [0]]) == ([[True], []], [[], [True]])
    assert cyclic_moves([[0]], [[]]) == ([[False]], [[]])


def test_candidates():
    # dud: Right's pass deleted, {dud|} = on; tis and tisn: 1 and 0 (Winning Ways ch. 11).
    assert candidate_onsides(*DUD, 1) == [on()]
    assert candidate_onsides([[1], []], [[], [0]], 2) == [CanonicalForm.parse("1"), CanonicalForm.parse("0")]
    # A candidate proved for no vertex leaves None: 0 is no onside of dud, on is.
    assert are_onsides([[]], [[]], *DUD, 1) == [False] and are_onsides(*as_graph(on()), *DUD, 1) == [True]


def test_left_deletion_settles_a_side_rounds_reach_only_in_the_limit():
    # a = {pass|b, c}, b = {c|a}, c = {|a, b}: deleting Right's cyclic moves gives under for a, which
    # is not proved; deleting Left's gives off, which is (test_sided shows it plays like the game).
    left, right = [[0], [2], []], [[1, 2], [0], [0, 1]]
    right_cyclic = cyclic_moves(left, right)[1]
    deleted = [[w for w, c in zip(e, cut) if not c] for e, cut in zip(right, right_cyclic)]
    assert simplest_form(left, deleted) == under() and are_onsides(left, deleted, left, right, 3) == [False] * 3
    found = candidate_onsides(left, right, 3)
    assert found == [off(), off(), off()] and all(isinstance(g, CanonicalStopper) for g in found)


def test_pruning_keeps_the_onsides_and_gives_up_on_a_cycle_it_needs():
    # dud: Right's pass goes (on stays on), Left's stays; tis and tisn as the candidates give them.
    assert pruned_onsides(*DUD, 1) == [on()]
    assert pruned_onsides([[1], []], [[], [0]], 2) == [CanonicalForm.parse("1"), CanonicalForm.parse("0")]
    # Bach's carousel (Winning Ways ch. 11): its onside is no stopper, so some alternating cycle must stay.
    carousel = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    assert pruned_onsides(carousel.left, carousel.right, len(carousel.left)) is None


@settings(max_examples=80, deadline=None)
@given(graphs(5))
def test_a_simplified_side_is_the_side_that_sidling_finds(graph):
    # Where sidling finds stopper sides (by candidates, pruning or rounds, proved by the survival game),
    # the graphs with dominated options deleted have the same sides, compared as onsides both ways; the
    # offside's graph is minus the onside's of -G. Deleting only removes: no graph grows.
    left, right = graph
    try:
        onside, offside = sides(left, right)
    except NotStopperSidedError:
        assume(False)
    for g, (side_left, side_right) in ((onside, simplified_onside(left, right)),
                                       (-offside, simplified_onside(right, left))):
        stopper = as_graph(g)
        assert onside_table(side_left, side_right, *stopper)[0] and onside_table(*stopper, side_left, side_right)[0]
        n = len(reachable(left, right, 0)[0])
        assert len(side_left) <= n and sum(map(len, (*side_left, *side_right))) <= sum(map(len, (*left, *right)))


def test_a_deletion_that_would_change_an_onside_is_refused():
    # In {pass, 0|} (on) the pass is what makes it on: deleting it leaves 1; the move to 0 is not needed.
    moves = ([[0, 1], []], [[], []])
    assert deletion_keeping_onsides(moves, 0, 0, 0, 1) is None
    assert deletion_keeping_onsides(moves, 0, 0, 1, 1) == [[0], []]
    # dud = {pass|pass}: its onside is on, so Right's pass goes but Left's stays.
    assert deletion_keeping_onsides(DUD, 1, 0, 0, 1) == [[]] and deletion_keeping_onsides(DUD, 0, 0, 0, 1) is None
