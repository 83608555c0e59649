"""Weighted Arc Kayles: CGSuite 2.2's printed values, a naive oracle, and Arc Kayles as all weights 1."""

from __future__ import annotations

import pickle
import re
from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt.games import ArcGraph, ArcKayles, WeightedArcGraph, WeightedArcKayles
from cgt.games.graph.notation import read_graph

GAME = WeightedArcKayles()

# CGSuite 2.2 printed (/tmp/cgs-build/cgs-eval), each row
#   game.graph.WeightedArcKayles(Graph.Parse(shape) UpdatedVertexLabels {1 => w1, 2 => w2, ...}).NimValue
# with CGSuite's vertices numbered in the order the shape's text mentions them.
CGSUITE_ROWS = [
    ("-", [2, 2], 0), ("--", [2, 2, 2], 0), ("-(-;-)", [2, 1, 3, 1], 1), ("---", [3, 4, 2, 5], 1),
    (":A----:A", [2, 3, 2, 4], 0), ("-(-;-)", [3, 3, 3, 3], 1), (":A-:A-", [2, 3], 0),
    ("-----", [2, 3, 1, 4, 2, 2], 1), ("---", [5, 5, 5, 5], 2), ("------", [1, 2, 3, 4, 5, 6, 7], 0),
    (":A-:A-:B-:B", [3, 2], 1), ("-(-;-(-;-))", [2, 3, 2, 2, 3, 1], 1), (":A--(-;--:A)", [3, 2, 2, 2, 3], 1),
    ("-----", [2, 2, 2, 2, 2, 2], 0), ("----", [3, 3, 3, 3, 3], 0),
]


def _graph(shape: str, weights: list[int]) -> WeightedArcGraph:
    return WeightedArcGraph.from_weights(weights, [(u, v) for u, v, _ in read_graph(shape, "-", edge_word="'-'")[1]])


@pytest.mark.parametrize(("shape", "weights", "nim"), CGSUITE_ROWS)
def test_cgsuite_printed_values(shape, weights, nim):
    assert cgt.grundy(GAME, _graph(shape, weights)) == nim


@lru_cache(maxsize=None)
def _naive(weights: tuple[int, ...], edges: tuple[tuple[int, int], ...]) -> int:
    """The nim value by the rule alone: no renumbering, no components."""
    seen = set()
    for u, v in edges:
        if weights[u] and weights[v]:
            after = list(weights)
            for end in {u, v}:
                after[end] -= 1
            seen.add(_naive(tuple(after), edges))
    return min(set(range(len(seen) + 1)) - seen)


@st.composite
def weighted(draw):
    n = draw(st.integers(1, 5))
    weights = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    pairs = [(u, v) for u in range(n) for v in range(u, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=6))
    return tuple(weights), tuple(sorted(edges))


@given(weighted())
def test_nim_value_is_the_naive_oracle(case):
    weights, edges = case
    assert cgt.grundy(GAME, WeightedArcGraph.from_weights(weights, edges)) == _naive(weights, edges)


@given(weighted())
def test_text_reads_back(case):
    g = WeightedArcGraph.from_weights(*case)
    assert WeightedArcGraph(str(g)) == g
    assert pickle.loads(pickle.dumps(g)) == g and eval(repr(g)) == g


@given(weighted())
def test_all_weights_one_is_arc_kayles(case):
    _, edges = case
    n = max((v for _, v in edges), default=-1) + 1
    plain = ArcGraph.from_edges(edges)
    g = WeightedArcGraph.from_weights([1] * n, edges)
    assert tuple(g) == tuple(plain)  # the same edges, no weight marks
    assert cgt.grundy(GAME, g) == cgt.grundy(ArcKayles(), plain)


def test_a_vertex_of_weight_zero_is_gone_and_the_text_says_the_weights():
    assert WeightedArcGraph("3-0-2") == WeightedArcGraph("")
    assert str(WeightedArcGraph("--")) == "1-1-1"
    assert WeightedArcGraph("2--").weights == (2, 1, 1)


@pytest.mark.parametrize(
    ("bad", "words"),
    [("2-x", "character 3 is 'x'"), ("2:A-3:A", "names vertex A again")],
)
def test_bad_text_is_refused_saying_where(bad, words):
    with pytest.raises(cgt.InvalidPositionError, match=words):
        WeightedArcGraph(bad)


@pytest.mark.parametrize(
    ("weights", "edges", "words"),
    [([1, -1], [(0, 1)], "vertex 1: weight -1"), ([10, 1], [(0, 1)], "vertex 0: weight 10 is not an int from 0 to 9"),
     ([1, 1], [(0, 2)], r"edge \(0, 2\)")],
)
def test_bad_weights_are_refused_naming_them(weights, edges, words):
    with pytest.raises(cgt.InvalidPositionError, match=words):
        WeightedArcGraph.from_weights(weights, edges)


def test_the_picture_shows_every_weight_and_every_edge():
    g = WeightedArcGraph("2:A-3-2-4-2:A; 5-5")
    picture = g._repr_svg_()
    assert sorted(re.findall(r">(\d)</text>", picture)) == sorted(map(str, g.weights)) == list("223455")
    assert picture.count("<line") == 5  # the edges; weight marks are not drawn as loops
