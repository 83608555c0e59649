"""Hackenbush: sign expansion against the search, green trees against Grundy values, parsing."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star
from cgt.games import Hackenbush, HackenbushTree, blue_red_string_value

H = Hackenbush()


class Searched:
    """Hackenbush seen through its options only: no sign expansion, no decomposition."""

    def left_options(self, tree):
        return H.left_options(tree)

    def right_options(self, tree):
        return H.right_options(tree)


def test_sign_expansion_equals_the_search_on_every_short_string():
    """Berlekamp's rule (Winning Ways, ch. 2) for all 510 Blue-Red strings of 1 to 8 edges."""
    searched = Searched()
    for n in range(1, 9):
        for edges in product("BR", repeat=n):
            s = "".join(edges)
            tree = H.position(s)
            assert cgt.canonical_form(searched, tree) == number(blue_red_string_value(s)), s
            assert H.canonical_form_hint(tree) == number(blue_red_string_value(s))


def test_long_strings_need_no_search():
    s = "BR" * 500
    assert cgt.canonical_form(H, s) == number(blue_red_string_value(s))
    assert H.canonical_form_hint("B(R,B)") == 1 and H.canonical_form_hint("BBG") == number(2) + star()


def test_sign_expansion_examples():
    # Winning Ways, ch. 2: BR = 1/2, BRR = 1/4, BBR = 3/2, RBB = -1/4.
    assert [cgt.canonical_form(H, s) for s in ("BR", "BRR", "BBR", "RBB")] == [
        CanonicalForm.parse(v) for v in ("1/2", "1/4", "3/2", "-1/4")
    ]
    with pytest.raises(cgt.InvalidPositionError, match="character 3 is 'G'"):
        blue_red_string_value("BRG")


class GreenOnly:
    """A green picture as an impartial game: both players cut any edge."""

    def options(self, tree):
        return H.left_options(tree)


green_trees = st.recursive(
    st.just("G"),
    lambda inner: st.builds(
        lambda stem, tops: stem + ("(" + ",".join(tops) + ")" if tops else ""),
        st.sampled_from(["G", "GG"]),
        st.lists(inner, min_size=0, max_size=3),
    ),
    max_leaves=7,
)


@settings(max_examples=25, deadline=None)
@given(st.lists(green_trees, min_size=1, max_size=3))
def test_green_pictures_are_nimbers_of_their_grundy_value(branches):
    tree = H.position(", ".join(branches))
    assert cgt.canonical_form(H, tree) == star(cgt.grundy(GreenOnly(), tree))


def test_colon_principle_examples():
    # Winning Ways, ch. 7: branches on a stalk fuse into their nim-sum.
    assert cgt.canonical_form(H, "GGG") == star(3)
    assert cgt.canonical_form(H, "G(G,G)") == star(1)       # 1 + (1 xor 1)
    assert cgt.canonical_form(H, "G(GG,G)") == star(4)      # 1 + (2 xor 1)


def test_mixed_pictures():
    # A blue edge carrying two reds: Left's cut leaves 0, Right's leaves BR = 1/2.
    assert cgt.canonical_form(H, "B(R,R)") == CanonicalForm.from_options([0], [number(1, 2)])
    # A blue and a green edge side by side: 1 + * (a sum, through decompose).
    assert cgt.canonical_form(H, "B, G") == number(1) + star()
    assert cgt.outcome(H, "BR, R") is cgt.Outcome.R
    assert cgt.winning_moves(H, "G, GG", "left") == [HackenbushTree("G, G")]


def test_picture_text():
    t = H.position(" B ( R , G ) , BRR  G")
    assert str(t) == "B(G,R), BRR, G" and t.edge_count() == 7
    assert eval(repr(t)) == t and pickle.loads(pickle.dumps(t)) == t
    assert H.position("") == HackenbushTree() and cgt.canonical_form(H, "") == 0
    svg = ET.fromstring(t._repr_svg_())
    assert sum(e.tag.endswith("line") for e in svg) == 8  # the ground and seven edges


@pytest.mark.parametrize(
    "text, message",
    [
        ("BX", "character 2 is 'X'"),
        ("(B)(R)", "character 1 opens '\\(' with no edge below it"),
        ("(l;r:)", "character 5 is ':' with no name after it"),  # names are read (cycles: test_hackenbush_graph)
        ("B(R", "character 2 opens a '\\(' that is never closed"),
        ("B)", "character 2 closes a '\\)' that was never opened"),
        ("B(R,)", "character 5 is '\\)' with no branch before it"),
        ("B(R)G", "character 5 is 'G' after '\\)'"),
    ],
)
def test_bad_pictures(text, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        H.position(text)


pictures = st.recursive(
    st.sampled_from("BRG"),
    lambda inner: st.builds(
        lambda stem, tops: stem + ("(" + ",".join(tops) + ")" if tops else ""),
        st.text("BRG", min_size=1, max_size=3),
        st.lists(inner, min_size=0, max_size=3),
    ),
    max_leaves=6,
)


@settings(max_examples=60, deadline=None)
@given(st.lists(pictures, min_size=0, max_size=3))
def test_text_round_trip_and_edge_count(branches):
    text = ", ".join(branches)
    tree = H.position(text)
    assert H.position(str(tree)) == tree
    assert tree.edge_count() == sum(ch in "BRG" for ch in text)
    # Every cut removes at least the edge cut.
    for option in H.left_options(tree) + H.right_options(tree):
        assert option.edge_count() < tree.edge_count()


def test_cgsuite_notation_and_values():
    # CGSuite's own tests of its Hackenbush (aaron-siegel/cgsuite, GameGraphTest.scala):
    # l blue, r red, e green, ';' between the branches on an edge.
    for text, expected in (("lrlrrllr", "77/128"), ("l(l;rl)", "3/2"), ("eeeeeee", "*7"),
                           ("lrlerrr", "3/4v[3]*"), ("e(ee(e;e);e(eee;ee);e(ee;e))", "*5")):
        assert cgt.canonical_form(H, text) is CanonicalForm.parse(expected), text
        assert str(cgt.canonical_form(H, text)) == expected, text  # and printed as CGSuite prints it
        assert cgt.canonical_form(Searched(), H.position(text)) is CanonicalForm.parse(expected), text
    assert H.position("(lr;e)") == H.position("BR, G") and H.position("lrl(r;lr)") == H.position("BRB(R,BR)")


@settings(max_examples=60, deadline=None)
@given(st.lists(pictures, min_size=1, max_size=2))
def test_ordinal_sums_value_every_tree_as_the_search_does(branches):
    # An edge carrying branches is the ordinal sum of its colour and their sum (Siegel,
    # Combinatorial Game Theory (2013), II.4): checked against the search by the rules.
    tree = H.position(", ".join(branches))
    assert H.canonical_form_hint(tree) is cgt.canonical_form(Searched(), tree)
