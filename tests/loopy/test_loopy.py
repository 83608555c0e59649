"""Loopy games: generalized Sprague-Grundy values against plain retrograde analysis."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.loopy import LoopyValue
from naive import naive_loopy_outcomes, product_options


@st.composite
def digraphs(draw, max_vertices: int = 12) -> cgt.games.Digraph:
    """A random digraph on 0..n-1: cycles and self-loops allowed."""
    n = draw(st.integers(1, max_vertices))
    return cgt.games.Digraph(
        {v: sorted(draw(st.sets(st.integers(0, n - 1), max_size=3))) for v in range(n)}
    )


def winner_wins(game, start, mover_is_winner: bool = True) -> int:
    """Play cgt.loopy.winning_move for the winner against every reply; return the longest game.

    Fails if some line of play repeats a state (the winner could be kept
    going forever) or ends with the winner unable to move.
    """
    longest = 0
    # Depth-first over (position, winner to move?), with the path on a stack.
    on_path: set = set()
    done: dict = {}

    def visit(state) -> int:
        position, winner_to_move = state
        if state in done:
            return done[state]
        assert state not in on_path, f"the strategy can be led round a cycle through {position!r}"
        on_path.add(state)
        if winner_to_move:
            move = cgt.loopy.winning_move(game, position)
            assert move is not None, f"no winning move from {position!r}"
            length = 1 + visit((move, False))
        else:
            replies = list(game.options(position))
            length = 1 + max((visit((q, True)) for q in replies), default=-1)
        on_path.discard(state)
        done[state] = length
        return length

    longest = visit((start, mover_is_winner))
    return longest


@given(digraphs())
@settings(max_examples=150, deadline=None)
def test_outcomes_and_strategies_match_retrograde_analysis(g):
    expected = naive_loopy_outcomes(g.options, 0)
    found = cgt.loopy.values(g, 0)
    assert set(found) == set(expected)
    for p, v in found.items():
        assert str(v.outcome) == expected[p], (p, v)
        assert str(cgt.loopy.outcome(g, p)) == expected[p]
        if expected[p] == "N":
            winner_wins(g, p, True)
        elif expected[p] == "P":
            assert cgt.loopy.winning_moves(g, p) == []
            for q in g.options(p):
                winner_wins(g, q, True)
        else:
            assert cgt.loopy.winning_moves(g, p) == []


@given(digraphs(8), digraphs(8), st.data())
@settings(max_examples=120, deadline=None)
def test_sums_follow_the_sum_rule_and_their_strategy_wins(g, h, data):
    a = data.draw(st.sampled_from(g.vertices))
    b = data.draw(st.sampled_from(h.vertices))
    s = cgt.Sum(g, h)
    product = product_options(g.options, h.options)
    expected = naive_loopy_outcomes(product, (a, b))
    assert cgt.loopy.value(s, (a, b)) == cgt.loopy.value(g, a) ^ cgt.loopy.value(h, b)
    assert str(cgt.loopy.outcome(s, (a, b))) == expected[(a, b)]
    # Every position of the product, not just the root: the sum rule is checked broadly.
    for p, outcome in expected.items():
        assert str(cgt.loopy.outcome(s, p)) == outcome
    if expected[(a, b)] == "N":
        winner_wins(s, (a, b), True)
    elif expected[(a, b)] == "P":
        for q in product((a, b)):
            winner_wins(s, q, True)


@given(digraphs(10))
@settings(max_examples=60, deadline=None)
def test_values_meet_smiths_definition(g):
    found = cgt.loopy.values(g, 0)
    for p, v in found.items():
        finite = {found[q].nimber for q in g.options(p) if found[q].is_finite}
        if v.is_finite:
            # mex of the finite options, and every option of larger or infinite value reverses to v.
            assert v.nimber not in finite and set(range(v.nimber)) <= finite
            for q in g.options(p):
                if not found[q].is_finite or found[q].nimber > v.nimber:
                    assert any(found[r] == v for r in g.options(q))
        else:
            assert v.finite_options == finite


class Fresh:
    """A view of a game with a store of its own (games compare by identity)."""

    def __init__(self, game):
        self.game = game

    def options(self, p):
        return self.game.options(p)


@given(digraphs(), st.data())
@settings(max_examples=100, deadline=None)
def test_values_do_not_depend_on_the_order_positions_are_asked(g, data):
    # Asking one position at a time reuses what earlier calls found (their
    # positions end the exploration); the values, and the strategy built on
    # the counters, must be those of a single whole-graph computation.
    whole = cgt.loopy.values(Fresh(g), 0)
    order = data.draw(st.permutations(sorted(whole)))
    piecemeal = Fresh(g)
    for p in order:
        assert cgt.loopy.value(piecemeal, p) == whole[p]
    for p in order:
        if whole[p].outcome == cgt.Outcome.N:
            winner_wins(piecemeal, p)


def test_fergusons_example():
    # Ferguson, Game Theory, part I, section 3.4: a->b->c->a, c->d->e.
    g = cgt.games.Digraph({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": ["e"], "e": []})
    found = cgt.loopy.values(g, "a")
    assert found == {
        "a": LoopyValue.infinity(),
        "b": LoopyValue.infinity(),
        "c": LoopyValue.infinity({1}),
        "d": LoopyValue(1),
        "e": LoopyValue(0),
    }
    assert [str(cgt.loopy.outcome(g, p)) for p in "abcde"] == ["D", "D", "D", "N", "P"]


def test_the_winning_move_makes_progress_instead_of_looping():
    # u is P; its only move v can go back to u or on to the end w. Both u and w
    # are 0, but returning to u lets the loser repeat forever: w comes first.
    g = cgt.games.Digraph({"u": ["v"], "v": ["u", "w"], "w": []})
    assert cgt.loopy.winning_moves(g, "v") == ["w", "u"]
    assert winner_wins(g, "v") == 1


def test_sum_with_an_infinite_component():
    g = cgt.games.Digraph({0: [1], 1: [0, 2], 2: [3], 3: []})  # ∞(), ∞(1), 1, 0
    s = cgt.Sum(g, g, cgt.games.Nim())
    assert str(cgt.loopy.value(s, (1, 3, 1))) == "∞(0)"
    assert cgt.loopy.winning_moves(s, (1, 3, 1)) == [(2, 3, 1)]
    assert str(cgt.loopy.outcome(s, (1, 3, 0))) == "D"
    assert str(cgt.loopy.outcome(s, (1, 1, 0))) == "D"  # two infinite components
    # Acyclic games get their ordinary Grundy values; Nim decomposes.
    assert cgt.loopy.value(cgt.games.Nim(), (3, 5)) == LoopyValue(6)
    assert cgt.loopy.value(cgt.games.KAYLES, (7,)) == LoopyValue(cgt.grundy(cgt.games.KAYLES, 7))


def test_value_type():
    assert str(LoopyValue.infinity({2, 0})) == "∞(0,2)"
    assert eval(repr(LoopyValue.infinity({2, 0})), {"LoopyValue": LoopyValue}) == LoopyValue.infinity({0, 2})
    assert LoopyValue(5) ^ LoopyValue.infinity({1, 4}) == LoopyValue.infinity({4, 1})
    assert LoopyValue(3) ^ LoopyValue(5) == LoopyValue(6)
    assert len({LoopyValue(1), LoopyValue(1), LoopyValue.infinity()}) == 2


def test_fair_shares_matches_retrograde_analysis():
    g = cgt.games.FairSharesAndVariedPairs()
    for n in range(1, 13):
        expected = naive_loopy_outcomes(g.options, (n,))
        found = cgt.loopy.values(g, (n,))
        assert {p: str(v.outcome) for p, v in found.items()} == expected
        for p, o in expected.items():
            if o == "N":
                winner_wins(g, p)
    assert "D" in expected.values()  # the game really is loopy: draws occur


def test_bad_input():
    g = cgt.games.Digraph({0: [1], 1: [0]})
    with pytest.raises(cgt.InvalidPositionError, match="7 is not a vertex"):
        cgt.loopy.value(g, 7)

    class Counter:
        def options(self, n):
            return [n + 1]

    with pytest.raises(cgt.GraphTooLargeError, match="more than 1000 positions .* max_positions"):
        cgt.loopy.value(Counter(), 0, max_positions=1000)
    with pytest.raises(cgt.UnhashablePositionError):
        cgt.loopy.value(cgt.games.Digraph({0: [1]}), [0])
    with pytest.raises(cgt.NotAGameError):
        cgt.loopy.value(object(), 0)
    with pytest.raises(cgt.InvalidValueError, match="targets of vertex 0, 1, are not a list of vertices"):
        cgt.games.Digraph({0: 1})


def test_draw_outcome():
    assert str(cgt.Outcome.D) == "D" and cgt.Outcome("D") is cgt.Outcome.D
    assert cgt.Outcome.D.winner == "nobody"
    assert cgt.Outcome.N.winner == "next player" and cgt.Outcome.P.winner == "previous player"
