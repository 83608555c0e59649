"""Arc Kayles and Partizan Arc Kayles: CGSuite's GameGraphTest rows, octal games, the rules by definition."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, star
from cgt.games import DAWSONS_KAYLES, KAYLES, ArcGraph, ArcKayles, ColouredArcGraph, PartizanArcKayles

ARC, PARTIZAN = ArcKayles(), PartizanArcKayles()

# CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "define ArcKayles properly":
# [game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50], and the same on looped paths.
CGSUITE_PATHS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
                 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5]
CGSUITE_LOOPED_PATHS = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7,
                        2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2]


def test_paths_are_cgsuites_row_and_dawsons_kayles():
    values = [cgt.grundy(ARC, ArcGraph.path(n)) for n in range(1, 51)]
    assert values == CGSUITE_PATHS
    # An independent computation: the octal game 0.07 on heaps 1 to 50.
    assert values == DAWSONS_KAYLES.values_by_definition(51)[1:]


def test_looped_paths_are_cgsuites_row_and_kayles():
    values = [cgt.grundy(ARC, ArcGraph.path(n, looped=True)) for n in range(1, 51)]
    assert values == CGSUITE_LOOPED_PATHS
    assert values == KAYLES.values_by_definition(51)[1:]


def test_partizan_arc_kayles_cgsuite_rows():
    # GameGraphTest.scala, "Partizan Arc Kayles" and "Partizan Arc Kayles with Green".
    assert cgt.canonical_form(PARTIZAN, "llr") == CanonicalForm.parse("1/2")
    assert cgt.canonical_form(PARTIZAN, "lrlr(ll;ree(rl;l))") == CanonicalForm.parse("{3*|2*||3/2,3/2*|1/2*}")


class ByDefinition:
    """Arc Kayles on a frozenset of edges (u, v, colour), nothing renumbered or split: the rules as written."""

    def __init__(self, left: str, right: str):
        self.left, self.right = left, right

    def _takes(self, edges, colours):
        return [frozenset(f for f in edges if not {f[0], f[1]} & {u, v}) for u, v, c in edges if c in colours]

    def left_options(self, edges):
        return self._takes(edges, self.left)

    def right_options(self, edges):
        return self._takes(edges, self.right)


@st.composite
def edge_sets(draw, colours: str, max_vertices: int = 7):
    n = draw(st.integers(1, max_vertices))
    pairs = [(u, v) for u in range(n) for v in range(u, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), max_size=2 * n, unique=True))
    return [(u, v, draw(st.sampled_from(colours))) for u, v in chosen]


@settings(max_examples=60, deadline=None)
@given(edge_sets("-"))
def test_arc_kayles_is_the_nimber_of_its_grundy_value_and_the_rules(edges):
    graph = ArcGraph.from_edges(edges)
    value = cgt.canonical_form(ARC, graph)
    assert value == star(cgt.grundy(ARC, graph))
    assert value == cgt.canonical_form(ByDefinition("-", "-"), frozenset(edges))
    # Normal form: its text reads back as itself, as do the same edges shifted and written end first.
    assert ArcGraph(str(graph)) == graph == ArcGraph.from_edges([(v + 3, u + 3) for u, v, _ in graph])


@settings(max_examples=60, deadline=None)
@given(edge_sets("lre"))
def test_partizan_arc_kayles_follows_the_rules(edges):
    graph = ColouredArcGraph.from_edges(edges)
    assert cgt.canonical_form(PARTIZAN, graph) == cgt.canonical_form(ByDefinition("le", "re"), frozenset(edges))
    assert ColouredArcGraph(str(graph)) == graph and eval(repr(graph)) == graph
    assert pickle.loads(pickle.dumps(graph)) == graph


def test_renumbering_shares_positions():
    # The same path, written from either end or with other names, is one tuple.
    assert ArcGraph(".-.-.") == ArcGraph("--") == ArcGraph.from_edges([(7, 3), (3, 5)])
    assert ColouredArcGraph("llr") == ColouredArcGraph.from_edges([(0, 1, "r"), (1, 2, "l"), (2, 3, "l")])
    assert ArcGraph("--; -") == ArcGraph("-; --")
    assert ET.fromstring(ArcGraph(":A-:A(-;--)")._repr_svg_()).tag.endswith("svg")
    assert ET.fromstring(ColouredArcGraph("lrlr(ll;ree(rl;l))")._repr_svg_()).tag.endswith("svg")


@pytest.mark.parametrize(
    "cls, text, message",
    [
        (ArcGraph, "--x", "graph '--x': character 3 is 'x'; use - for edges"),
        (ArcGraph, "l", "graph 'l': character 1 is 'l'; use - for edges"),
        (ColouredArcGraph, "l-r", "graph 'l-r': character 2 is '-'; use l r e for edges"),
        (ColouredArcGraph, "l(r;e", r"graph 'l\(r;e': character 2 opens a '\(' that is never closed"),
        (ColouredArcGraph, "l:", "graph 'l:': character 2 is ':' with no name after it"),
        (ColouredArcGraph, "l)", r"graph 'l\)': character 2 is '\)'; '\)' closes no '\('"),
    ],
)
def test_bad_text_is_refused_with_its_place(cls, text, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        cls(text)
    with pytest.raises(cgt.InvalidPositionError, match="colour 'x' is not one of"):
        ColouredArcGraph.from_edges([(0, 1, "x")])
    with pytest.raises(cgt.InvalidPositionError, match=r"edge \(0,\) is not \(u, v\)"):
        ArcGraph.from_edges([(0,)])
    with pytest.raises(cgt.InvalidPositionError, match="end -1 is not a vertex number"):
        ArcGraph.from_edges([(0, -1)])
