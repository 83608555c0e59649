"""Hackenbush on any graph: CGSuite's table, the fusion principle, trees both ways, Childish Hackenbush, parsing."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, star
from cgt.games import ChildishHackenbush, Hackenbush, HackenbushGraph, HackenbushTree

H, CH = Hackenbush(), ChildishHackenbush()
GREEN_GIRL = "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"


# -- CGSuite's table -----------------------------------------------------------------------------


def test_cgsuite_green_girl_is_star_two():
    # aaron-siegel/cgsuite, GameGraphTest.scala, "Hackenbush Green Girl" (Winning Ways, ch. 7, fig. 3).
    picture = H.position(GREEN_GIRL)
    assert type(picture) is HackenbushGraph and picture.edge_count() == 12
    assert cgt.canonical_form(H, GREEN_GIRL) is CanonicalForm.parse("*2")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("l(l;rl)", "2"),
        (":{ground}llllllrrrr:{ground}", "{4|-2}"),
        ("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))", "15/16"),
        ("(e:B;e:Bllllllrrr:B)", "{0|^[4]*||vv}"),
    ],
)
def test_cgsuite_childish_hackenbush(text, expected):
    # GameGraphTest.scala, "define Childish Hackenbush properly": CGSuite prints these forms.
    value = cgt.canonical_form(CH, text)
    assert value is CanonicalForm.parse(expected) and str(value) == expected


def test_cgsuite_childish_lollipop_atomic_weight():
    # GameGraphTest.scala, "Childish Hackenbush lollipop 2": atomic weight 3/2.
    assert cgt.canonical_form(CH, "(e:B;e:B;e:Blllllllllrr:B)").atomic_weight == CanonicalForm.parse("3/2")


def test_childish_and_ordinary_hackenbush_differ():
    # l(l;rl) is 3/2 in Hackenbush (CGSuite's "Hackenbush Tree") but 2 in Childish Hackenbush.
    assert cgt.canonical_form(H, "l(l;rl)") == CanonicalForm.parse("3/2")
    assert CH.left_options("BR") == [] and CH.right_options("BR") == [HackenbushGraph("B")]
    # A green edge may be cut with a blue one on it; the blue one only because nothing stands on it.
    assert CH.left_options("GB") == [HackenbushGraph(""), HackenbushGraph("G")]
    assert CH.right_options("GB") == [HackenbushGraph("")]
    assert CH != H and eval(repr(CH)) == CH


# -- the fusion principle ------------------------------------------------------------------------


def fusion_nim_value(edges: list[tuple[int, int]]) -> int:
    """The nim value of a green picture by the fusion principle (Winning Ways, ch. 7).

    The vertices of a cycle fuse into one, its edges becoming loops there,
    each worth one edge; then the colon principle on the tree of bridges: a
    vertex's branches nim-add, and an edge below a branch adds 1.
    """

    def joined(kept: list[tuple[int, int]], a: int, b: int) -> bool:
        seen, todo = {a}, [a]
        while todo:
            x = todo.pop()
            for u, v in kept:
                for p, q in ((u, v), (v, u)):
                    if p == x and q not in seen:
                        seen.add(q)
                        todo.append(q)
        return b in seen

    # A bridge: an edge whose ends nothing else joins. The others lie on cycles.
    bridges = [i for i, (u, v) in enumerate(edges) if u != v and not joined(edges[:i] + edges[i + 1:], u, v)]
    cyclic = [e for i, e in enumerate(edges) if i not in bridges]
    vertices = {x for e in edges for x in e} | {0}
    fused = {x: min(y for y in vertices if y == x or joined(cyclic, x, y)) for x in vertices}
    loops = {x: 0 for x in fused.values()}
    for u, _ in cyclic:
        loops[fused[u]] += 1
    tree = [(fused[edges[i][0]], fused[edges[i][1]]) for i in bridges]

    def value(x: int, below: int) -> int:
        total = loops[x] % 2
        for u, v in tree:
            for p, q in ((u, v), (v, u)):
                if p == x and q != below:
                    total ^= 1 + value(q, x)
        return total

    return value(fused[0], -1)


def test_fusion_oracle_on_winning_ways_examples():
    assert fusion_nim_value([(0, 1), (1, 2), (2, 3)]) == 3                # a stalk of three
    assert fusion_nim_value([(0, 1), (1, 2), (2, 0)]) == 1                # a triangle on the ground: 3 loops
    assert fusion_nim_value([(0, 1), (1, 2), (2, 3), (3, 1)]) == 2        # a triangle on an edge: 1 + 1
    assert fusion_nim_value([(0, 1), (1, 1)]) == 2                        # a loop on an edge


class GreenOnly:
    """A green picture as an impartial game: both players cut any edge."""

    def options(self, picture):
        return H.left_options(picture)


@st.composite
def green_graphs(draw, max_edges: int = 7) -> list[tuple[int, int]]:
    """Edges of a connected graph on the ground 0: a spanning tree, then any edges (loops, repeats)."""
    n = draw(st.integers(1, max_edges))
    edges = [(draw(st.integers(0, v - 1)), v) for v in range(1, n + 1)]
    extra = st.tuples(st.integers(0, n), st.integers(0, n))
    return edges + draw(st.lists(extra, max_size=max_edges - n))


@settings(max_examples=150, deadline=None)
@given(green_graphs())
def test_green_graphs_have_the_nim_value_of_the_fusion_principle(edges):
    picture = HackenbushGraph.from_edges([(u, v, "G") for u, v in edges])
    expected = fusion_nim_value(edges)
    assert cgt.grundy(GreenOnly(), picture) == expected
    assert cgt.canonical_form(H, picture) is star(expected)


# -- Blue-Red-Green pictures ------------------------------------------------------------------------


def coloured(edges: list[tuple[int, int]], colours: list[str]) -> HackenbushGraph:
    return HackenbushGraph.from_edges([(u, v, c) for (u, v), c in zip(edges, colours)])


@settings(max_examples=40, deadline=None)
@given(green_graphs(max_edges=6), st.lists(st.sampled_from("BR"), min_size=6, max_size=6))
def test_blue_red_pictures_are_numbers(edges, colours):
    # Winning Ways, ch. 2: every Blue-Red Hackenbush picture, cycles or not, is a number.
    assert cgt.canonical_form(H, coloured(edges, colours)).is_number


@settings(max_examples=40, deadline=None)
@given(green_graphs(max_edges=6), st.lists(st.sampled_from("BRG"), min_size=6, max_size=6))
def test_swapping_blue_and_red_negates(edges, colours):
    # Blue and red swapped is the same picture with the players swapped: its negative.
    swapped = [{"B": "R", "R": "B"}.get(c, c) for c in colours]
    for game in (H, CH):
        assert cgt.canonical_form(game, coloured(edges, swapped)) is -cgt.canonical_form(game, coloured(edges, colours))


# -- trees: the search on the graph and the closed form agree ----------------------------------------


class GraphRules:
    """Hackenbush by the rules on HackenbushGraph positions only: no closed form, no sums."""

    def left_options(self, graph):
        return [graph.after_cutting(i) for i, (_, _, c) in enumerate(graph) if c in "BG"]

    def right_options(self, graph):
        return [graph.after_cutting(i) for i, (_, _, c) in enumerate(graph) if c in "RG"]


trees = st.recursive(
    st.sampled_from("BRG"),
    lambda inner: st.builds(
        lambda stem, tops: stem + ("(" + ",".join(tops) + ")" if tops else ""),
        st.text("BRG", min_size=1, max_size=2),
        st.lists(inner, min_size=0, max_size=3),
    ),
    max_leaves=5,
)


@settings(max_examples=40, deadline=None)
@given(st.lists(trees, min_size=1, max_size=2))
def test_trees_searched_as_graphs_have_their_closed_form(branches):
    tree = H.position(", ".join(branches))
    graph = HackenbushGraph(str(tree))
    assert not graph.has_cycle() and graph.tree_edges() == tree
    assert cgt.canonical_form(GraphRules(), graph) is H.canonical_form_hint(tree)


# -- positions -------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(green_graphs(), st.lists(st.sampled_from("BRG"), min_size=7, max_size=7), st.randoms())
def test_text_round_trip_and_renumbering(edges, colours, random):
    picture = HackenbushGraph.from_edges([(u, v, c) for (u, v), c in zip(edges, colours)])
    assert HackenbushGraph(str(picture)) == picture
    assert eval(repr(picture)) == picture and pickle.loads(pickle.dumps(picture)) == picture
    assert picture.edge_count() == len(edges) and picture[0][0] == 0
    # Numbering the vertices another way gives the same picture (up to the cheap normal form's
    # ties: the same multiset of edge colours, and the same number of vertices).
    labels = list(range(1, picture.vertex_count))
    random.shuffle(labels)
    renamed = [0] + labels
    other = HackenbushGraph.from_edges([(renamed[u], renamed[v], c) for u, v, c in picture])
    assert sorted(c for *_, c in other) == sorted(c for *_, c in picture)
    assert other.vertex_count == picture.vertex_count
    # Every cut removes at least the edge cut, and all that is left still reaches the ground.
    for i in range(len(picture)):
        assert len(picture.after_cutting(i)) < len(picture)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 8).flatmap(lambda n: st.tuples(
    st.tuples(*[st.integers(0, v - 1) for v in range(1, n + 1)]),
    st.lists(st.sampled_from("BRG"), min_size=n, max_size=n),
    st.permutations(range(1, n + 1)))))
def test_renumbered_trees_are_one_picture(tree):
    # A tree's numbering depends on its shape alone: any other numbering of it gives the same position.
    parents, colours, labels = tree
    edges = [(p, v, c) for v, (p, c) in enumerate(zip(parents, colours), start=1)]
    renamed = [0] + list(labels)
    picture = HackenbushGraph.from_edges(edges)
    assert HackenbushGraph.from_edges([(renamed[u], renamed[v], c) for u, v, c in edges]) == picture
    assert picture.tree_edges() == HackenbushTree(str(picture))  # and it is the tree its text says


def test_renumbered_pictures_meet():
    # A square on the ground, numbered two ways, and the lollipop of CGSuite's table, written twice.
    square = [(0, 1, "B"), (1, 2, "R"), (2, 3, "G"), (3, 0, "B")]
    assert HackenbushGraph.from_edges(square) == HackenbushGraph.from_edges([(0, 3, "B"), (3, 2, "R"), (2, 1, "G"), (1, 0, "B")])
    assert HackenbushGraph("(e:B;e:Blllrr:B)") == HackenbushGraph("(e:Blllrr:B;e:B)")
    # Green Girl's two arms are alike: cutting either hand's inner edge leaves one picture.
    assert len(H.left_options(GREEN_GIRL)) < H.position(GREEN_GIRL).edge_count()


def test_parts_on_the_ground_are_a_sum():
    parts = H.decompose(":A BR:A, G:CG:C, BR")
    assert all(game == H for game, _ in parts)
    assert {part for _, part in parts} == {HackenbushGraph(":A BR:A"), HackenbushGraph("G:AG:A"), HackenbushTree("BR")}
    # The sum is the sum of its parts; a green edge carrying a green loop is *2 (the loop is one edge).
    assert cgt.canonical_form(H, ":A BR:A, G:CG:C, BR") == sum(
        (cgt.canonical_form(H, part) for _, part in parts), CanonicalForm.parse("0"))
    assert cgt.canonical_form(H, "G:AG:A") is star(2)
    assert H.position(":A G:A") == HackenbushGraph(":A G:A") and cgt.canonical_form(H, ":A G:A") is star(1)


def test_tree_text_with_names_is_a_tree():
    assert H.position("(l;r:A)") == HackenbushTree("B, R") == HackenbushTree("(l;r:A)")
    with pytest.raises(cgt.InvalidPositionError, match="'l:Ae:A' has a cycle"):
        HackenbushTree("l:Ae:A")


def test_picture_drawing():
    svg = ET.fromstring(HackenbushGraph(GREEN_GIRL)._repr_svg_())
    lines = [e for e in svg if e.tag.endswith("line")]
    assert len(lines) == 1 + 2 * 12  # the ground, and each edge drawn bent in two
    assert len(ET.fromstring(HackenbushGraph("B:AG:A")._repr_svg_())) == 1 + 2 + 3 + 1  # loop: 3 lines


@pytest.mark.parametrize(
    "make, text, message",
    [
        (HackenbushGraph, "l:Ax", "Hackenbush picture 'l:Ax': character 4 is 'x'"),
        (HackenbushGraph, "l:A(r;e", "Hackenbush picture 'l:A\\(r;e': character 4 opens a '\\(' that is never closed"),
        (HackenbushGraph, "l:A)", "Hackenbush picture 'l:A\\)': character 4 closes a '\\)' that was never opened"),
        (HackenbushGraph, "l:{}", "Hackenbush picture 'l:{}': character 2 names a vertex with the empty name"),
        (HackenbushGraph, "l:", "Hackenbush picture 'l:': character 2 is ':' with no name after it"),
        (HackenbushGraph, "l:{ab", "character 3 opens a '{' that is never closed"),
        (HackenbushGraph, "l(:A)", "Hackenbush picture 'l\\(:A\\)': character 3 is ':' with no edge before it"),
        (HackenbushGraph, "l:A:C", "character 4 is ':' with no edge before it"),
        (H.position, "l:A(r)e", "character 7 is 'e' after '\\)'"),
        (CH.position, "rl:T(", "character 5 opens a '\\(' that is never closed"),
    ],
)
def test_bad_pictures(make, text, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        make(text)


@pytest.mark.parametrize(
    "edges, message",
    [
        ([(0, 1, "B"), (2, 3, "R")], "edge \\(2, 3, 'R'\\) does not reach the ground"),  # an edge to nowhere
        ([(0, 1, "X")], "edge \\(0, 1, 'X'\\) has colour 'X'"),
        ([(0, -1, "B")], "ends at -1, which is not a vertex number"),
        ([(0, 1)], "is not \\(vertex, vertex, colour\\)"),
    ],
)
def test_bad_edges(edges, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        HackenbushGraph.from_edges(edges)
