"""The canonical-form kind of the one search: impartial games, sums, loops, depth, errors; game graphs."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star
from cgt.games import (
    DAWSONS_CHESS,
    DAWSONS_KAYLES,
    KAYLES,
    Domineering,
    GrundysGame,
    Hackenbush,
    JumpChess,
    JumpChessBoard,
    KaylesStrip,
    Nim,
    OctalGame,
    SubtractionGame,
    heap_game,
)

# Every impartial game of the catalogue, with positions to try.
CATALOGUE = [
    (Nim(), [(3, 5, 7), (1, 2, 3), (4,), (2, 2, 6)]),
    (KAYLES, list(range(9)) + [(2, 3, 4)]),
    (DAWSONS_KAYLES, list(range(14))),
    (DAWSONS_CHESS, list(range(12))),
    (OctalGame("0.137"), list(range(12))),
    (OctalGame("4.07"), list(range(10))),
    (GrundysGame(), list(range(14))),
    (SubtractionGame([1, 3, 4]), list(range(20))),
    (heap_game("fibonacci"), list(range(15))),
    (heap_game("allbut 2,3,7"), list(range(12))),
    (JumpChess(width=7), list(range(0, 128, 5)) + [JumpChessBoard([5, 17, 40], width=7)]),
    (KaylesStrip(width=8), list(range(0, 256, 7))),
]


@pytest.mark.parametrize("game, positions", CATALOGUE, ids=lambda v: repr(v) if not isinstance(v, list) else "")
def test_impartial_games_are_nimbers_of_their_grundy_value(game, positions):
    """Both players have the same options: the value is *G (checked without the game's hooks too)."""
    for p in positions:
        g = cgt.grundy(game, p)
        assert cgt.canonical_form(game, p) == star(g)
        assert cgt.canonical_form(cgt.OptionsOnly(game), p) == star(g)
        assert cgt.outcome(game, p) is (cgt.Outcome.P if g == 0 else cgt.Outcome.N)


class Product:
    """The explicit sum of two partizan games: a move is a move in exactly one component."""

    def __init__(self, g, h):
        self.g, self.h = g, h

    def left_options(self, pair):
        a, b = pair
        return [(q, b) for q in self.g.left_options(a)] + [(a, q) for q in self.h.left_options(b)]

    def right_options(self, pair):
        a, b = pair
        return [(q, b) for q in self.g.right_options(a)] + [(a, q) for q in self.h.right_options(b)]


@pytest.mark.parametrize(
    "a, b",
    [("..|..", "BRR"), ("...|...", "G(G,R)"), (".#|..", "RB, G"), ("..#|..#|...", "BBR")],
)
def test_sum_of_different_games_against_the_explicit_product(a, b):
    d, h = Domineering(), Hackenbush()
    pair = (d.position(a), h.position(b))
    assert cgt.canonical_form(Product(d, h), pair) == cgt.canonical_form(d, a) + cgt.canonical_form(h, b)


class Mixed:
    """Partizan positions that decompose into components of two other games."""

    def left_options(self, pair):
        return Product(Domineering(), Hackenbush()).left_options(pair)

    def right_options(self, pair):
        return Product(Domineering(), Hackenbush()).right_options(pair)

    def decompose(self, pair):
        return [(Domineering(), pair[0]), (Hackenbush(), pair[1])]


def test_decompose_into_other_games_adds_their_values():
    pair = (Domineering().position("...|..."), Hackenbush().position("BR"))
    assert cgt.canonical_form(Mixed(), pair) == CanonicalForm.parse("{2|-1/2}") + number(1, 2)
    assert cgt.canonical_form(Mixed(), pair) == cgt.canonical_form(Product(Domineering(), Hackenbush()), pair)


class Seesaw:
    """A loopy partizan game: Left moves 0 -> 1, Right moves 1 -> 0."""

    def left_options(self, n):
        return [1] if n == 0 else []

    def right_options(self, n):
        return [0] if n == 1 else []

    def __repr__(self):
        return "Seesaw()"


def test_loopy_partizan_games_get_their_loopy_value():
    # Issue 23: a loopy partizan game is valued by cgt.loopy instead of raising LoopyGameError.
    # Seesaw is tis = {tisn|}, tisn = {|tis}: not a stopper; Left moving first keeps play going.
    # Its value is its sides, 1 & 0 (CGSuite's SidedValueTestCase for a{{|a}|}).
    g = cgt.canonical_form(Seesaw(), 0)
    assert isinstance(g, cgt.loopy.SidedValue) and str(g) == "1 & 0" and g.outcome == ("D", "L")


class LeftLadder:
    """Left alone can step n -> n - 1: the value of n is the integer n."""

    def left_options(self, n):
        return [n - 1] if n else []

    def right_options(self, n):
        return []


def test_the_search_is_iterative():
    depth = 20 * sys.getrecursionlimit()
    assert cgt.canonical_form(LeftLadder(), depth) == number(depth)


def test_values_are_cached_per_game_and_cleared():
    game = Domineering()
    cgt.canonical_form(game, "....|....|....")
    table = cgt.search.solver_for(game).table(cgt.CANONICAL_FORM)
    assert len(table.cache) > 10
    cgt.clear_cache(game)
    assert len(cgt.search.solver_for(game).table(cgt.CANONICAL_FORM).cache) == 0


def test_bad_requests():
    d = Domineering()
    with pytest.raises(cgt.InvalidValueError, match="player 'up' is not 'left' or 'right'"):
        cgt.winning_moves(d, "..|..", "up")
    with pytest.raises(cgt.InvalidValueError, match="partizan game; say whose moves"):
        cgt.winning_moves(d, "..|..")
    with pytest.raises(cgt.InvalidValueError, match="partizan game; say whose moves"):
        cgt.winning_moves(d, "..|..", misere=True)
    with pytest.raises(cgt.NotAGameError, match="not a game"):
        cgt.canonical_form("..|..", 3)
    assert cgt.is_partizan(d) and not cgt.is_partizan(Nim())


# -- game graphs: the compiled twin of the store against the store ------------------------


def _graph(draw_vertices):
    """A graph as canonical_forms_of_graph takes it, from a list of (lefts, options) per vertex."""
    lefts, option_at, summand_at, summands = [], [0], [0], []
    for count, options in draw_vertices:
        lefts.append(count)
        for option in options:
            summands.extend(option)
            summand_at.append(len(summands))
        option_at.append(len(summand_at) - 1)
    return lefts, option_at, summand_at, summands, list(range(len(lefts)))


@st.composite
def game_graphs(draw):
    """Up to 10 vertices, vertex 0 the game 0; each option of vertex v the sum of one or two earlier vertices, each maybe negated."""
    vertices = [(0, [])]  # 0
    for v in range(1, draw(st.integers(2, 10))):
        summand = st.integers(0, v - 1).flatmap(lambda u: st.sampled_from([u << 1, u << 1 | 1]))
        options = draw(st.lists(st.lists(summand, min_size=1, max_size=2), min_size=1, max_size=5))
        vertices.append((draw(st.integers(0, len(options))), options))
    return _graph(vertices)


@settings(max_examples=150, deadline=None)
@given(game_graphs(), st.data())
def test_graph_value_equals_the_store(graph, data):
    """The compiled twin (numbers, stops, dominance, reversibility, sums) gives the store's values."""
    import numpy as np

    from cgt.partizan.engine import canonical_forms_of_graph, graph_value

    values = canonical_forms_of_graph(*graph)
    roots = data.draw(st.lists(st.integers(0, 2 * len(values) - 1), min_size=1, max_size=3))
    expected = sum((-values[c >> 1] if c & 1 else values[c >> 1] for c in roots), CanonicalForm.parse("0"))
    assert graph_value(*(np.array(a, np.int64) for a in graph), np.array(roots, np.int64)) == expected


def test_graph_value_of_fine_numbers_a_small_store_and_slices(monkeypatch):
    """Numbers past the twin's 2**-30 go to the store; a store that fills up starts again, larger;
    slices of the order (between which Ctrl-C is seen) give the same values."""
    import numpy as np

    import cgt.watch
    from cgt.partizan.engine import graph_value

    monkeypatch.setattr(cgt.watch, "SLICE_SECONDS", 0.0)  # slices of 256, then 64 vertices

    # Vertex 0 is 0, vertex 1 is {0 | } = 1, vertex i + 1 is {0 | vertex i} = 2**-i.
    vertices = [(0, []), (1, [[0]])] + [(1, [[0], [i << 1]]) for i in range(1, 40)]
    graph = [np.array(a, np.int64) for a in _graph(vertices)]
    for i in (30, 40):
        assert graph_value(*graph, np.array([i << 1], np.int64)) == CanonicalForm.parse(f"1/{2 ** (i - 1)}")
    assert graph_value(*graph, np.array([20 << 1], np.int64), capacity=3) == CanonicalForm.parse(f"1/{2 ** 19}")
    # Vertex i is {i - 1 | } = i up to 300, then {300 | 299}: valued in slices of 256 and 64 vertices.
    vertices = [(0, [])] + [(1, [[i << 1]]) for i in range(300)] + [(1, [[300 << 1], [299 << 1]])]
    graph = [np.array(a, np.int64) for a in _graph(vertices)]
    assert graph_value(*graph, np.array([301 << 1, 300 << 1 | 1], np.int64)) == CanonicalForm.parse("{0|-1}")
