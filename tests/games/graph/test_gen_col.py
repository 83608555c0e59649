"""The Col family (GenCol): Col, Snort and Fjords as presets, against CGSuite's printed values and a naive model."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Col, Fjords, GenCol, Snort, TintedGraph


class NaiveGenCol:
    """CGSuite's GenCol.cgs as written, on (tints, edges): colour a permitted vertex; its untinted neighbours
    take the player's tint, its neighbours of the other tint and itself are deleted. No idle edges dropped."""

    def __init__(self, left, right):
        self.permitted = {"L": left, "R": right}

    def _options(self, graph, me):
        tints, edges = graph
        other = "R" if me == "L" else "L"
        found = set()
        for v, t in enumerate(tints):
            if t not in self.permitted[me]:
                continue
            near = {b if a == v else a for a, b in edges if v in (a, b)}
            gone = {v} | {u for u in near if tints[u] == other}
            new = [me if u in near and tints[u] == "." else tints[u] for u in range(len(tints))]
            keep = [u for u in range(len(tints)) if u not in gone]
            index = {u: i for i, u in enumerate(keep)}
            found.add(("".join(new[u] for u in keep),
                       frozenset((index[a], index[b]) for a, b in edges if a in index and b in index)))
        return list(found)

    def left_options(self, graph):
        return self._options(graph, "L")

    def right_options(self, graph):
        return self._options(graph, "R")


def as_naive(graph: TintedGraph):
    g = TintedGraph(graph) if isinstance(graph, str) else graph
    masks = g[1]
    edges = frozenset((a, b) for a, m in enumerate(masks) for b in range(a + 1, len(masks)) if m >> b & 1)
    return g.tints, edges


# GameGraphTest.scala (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/), "define Col
# properly": every row; then CGSuite 2.2 printed game.graph.Fjords("...").CanonicalForm.
CGSUITE = [
    (Col(), "R-.-R-.-L-.-R-.-R-.", "7/8"),
    (Snort(), "L-.-.-.-L", "{4|0,+-1}"),
    (Snort(), ".-.-.(-.;-.)", "+-{3|2}"),
    (Fjords(), "L-.-.-R", "*"),
    (Fjords(), "L-L-.-R", "1"),
    (Fjords(), "L-.-.-.(-R;-L)", "3"),
    (Fjords(), "L-.-L-.-.-R-.", "1*"),
]


@pytest.mark.parametrize("game, text, printed", CGSUITE, ids=str)
def test_cgsuite_values(game, text, printed):
    assert str(cgt.canonical_form(game, text)) == printed


graphs = st.builds(
    lambda tints, pairs: TintedGraph.from_edges("".join(tints), [(a, b) for a, b in pairs if a < b < len(tints)]),
    st.lists(st.sampled_from(".LR.."), min_size=1, max_size=6),
    st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=8),
)


@pytest.mark.parametrize("game, naive", [(Col(), NaiveGenCol(".R", ".L")), (Snort(), NaiveGenCol(".L", ".R")),
                                         (Fjords(), NaiveGenCol("L", "R")), (GenCol("LR", "."), NaiveGenCol("LR", "."))],
                         ids=repr)
@settings(max_examples=30, deadline=None)
@given(graphs)
def test_the_family_follows_cgsuites_definition(game, naive, graph):
    assert cgt.canonical_form(game, graph) == cgt.canonical_form(naive, as_naive(graph))


def test_presets_reprs_and_bad_parameters():
    assert repr(Col()) == "Col()" and eval(repr(GenCol("L", "R")), vars(cgt.games)) == GenCol("L", "R")
    assert Col().idle_edges == ("LR",) and Snort().idle_edges == Fjords().idle_edges == ("LL", "RR")
    with pytest.raises(cgt.InvalidValueError, match="left_permitted 'x' has 'x'"):
        GenCol("x", ".")
    with pytest.raises(cgt.NotAGameError, match="the players may colour different tints"):
        GenCol("LR", ".").negative("L-.")
