"""Toppling Dominoes: options against the rules, rows against a plain search, published values."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star
from cgt.games import Dominoes, TopplingDominoes

G = TopplingDominoes()
SWAP = str.maketrans("LR", "RL")


class RawToppling:
    """The rules on a tuple of row strings: no mirror images, no split, no hint."""

    def _options(self, rows, mine):
        out = []
        for r, row in enumerate(rows):
            for i, ch in enumerate(row):
                if ch in mine:
                    for rest in (row[i + 1 :], row[:i]):
                        out.append(tuple(x for x in rows[:r] + (rest,) + rows[r + 1 :] if x))
        return out

    def left_options(self, rows):
        return self._options(rows, "LG")

    def right_options(self, rows):
        return self._options(rows, "RG")


RAW = RawToppling()


class GreenOnly:
    """Green rows as an impartial game: both players topple any domino."""

    def options(self, position):
        return G.left_options(position)


rows = st.text(alphabet="LRG", min_size=1, max_size=6)
positions = st.lists(rows, min_size=1, max_size=3).map(" ".join)


def test_every_row_of_up_to_six_dominoes_equals_the_plain_search():
    """Mirror images, the split into rows and the one-colour hint change no value."""
    for n in range(7):
        for cells in product("LRG", repeat=n):
            row = "".join(cells)
            assert cgt.canonical_form(G, row) == cgt.canonical_form(RAW, (row,) if row else ()), row


@settings(max_examples=60, deadline=None)
@given(positions)
def test_region_split_agrees_with_whole_position_search(text):
    whole = cgt.canonical_form(RAW, tuple(text.split()))
    assert cgt.canonical_form(G, text) == whole
    parts = G.decompose(text)
    if parts is not None:
        assert sum((cgt.canonical_form(g, p) for g, p in parts), number(0)) == whole


@settings(max_examples=80, deadline=None)
@given(positions)
def test_options_follow_the_rules(text):
    position = Dominoes(text)
    count = len(text.replace(" ", ""))
    for player, mine in (("left", "LG"), ("right", "RG")):
        options = G.left_options(position) if player == "left" else G.right_options(position)
        if not any(ch in mine for ch in text):
            assert options == [], (player, text)  # no domino to topple: no move
        expected = {tuple(sorted(rs)) for rs in RAW._options(tuple(text.split()), mine)}
        got = set()
        for q in options:
            assert len(str(q).replace(" ", "")) < count  # at least the toppled domino falls
            got.add(tuple(sorted(q.rows)))
        # The same rows fall as by the rules (a row may be written the other way round).
        assert {tuple(sorted(min(r, r[::-1]) for r in rs)) for rs in expected} == {
            tuple(sorted(min(r, r[::-1]) for r in rs)) for rs in got
        }


@settings(max_examples=60, deadline=None)
@given(rows)
def test_a_mirror_image_is_equal_and_swapped_colours_are_the_negative(row):
    value = cgt.canonical_form(G, row)
    assert cgt.canonical_form(G, row[::-1]) == value
    assert cgt.canonical_form(G, row.translate(SWAP)) == -value


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 7), min_size=1, max_size=3))
def test_green_rows_are_the_nimber_of_their_grundy_value(lengths):
    text = " ".join("G" * n for n in lengths)
    assert cgt.canonical_form(G, text) == star(cgt.grundy(GreenOnly(), Dominoes(text)))
    assert cgt.canonical_form(RAW, tuple(text.split())) == star(cgt.grundy(GreenOnly(), Dominoes(text)))


@pytest.mark.parametrize("n", range(1, 9))
def test_rows_of_one_colour_are_integers(n):
    """Fink, Nowakowski, Siegel, Wolfe, "Toppling conjectures" (Games of No Chance 4, 2015),
    a row of n blue dominoes is the integer n (Left may leave any shorter row)."""
    assert cgt.canonical_form(RAW, ("L" * n,)) == number(n)
    assert cgt.canonical_form(RAW, ("R" * n,)) == number(-n)
    assert cgt.canonical_form(G, "L" * n) == number(n)


def test_small_rows_from_the_literature():
    # Toppling conjectures (Fink et al., 2015) and Lessons in Play: LR = * (each player
    # topples their domino towards the other), LLR = {1|0}, LRL = 1/2.
    assert [str(cgt.canonical_form(RAW, (s,))) for s in ("LR", "LLR", "LRL")] == ["*", "{1|0}", "1/2"]


def test_cgsuite_regression_values():
    # CGSuite's own table (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    # GameStripTest.scala, "define Toppling Dominoes properly"), in CGSuite's letters.
    for text, printed in (("lrrlrrl", "Tiny(1/2)"), ("lere", "{1|0,{0|-1}}")):
        value = cgt.canonical_form(G, text)
        assert value == CanonicalForm.parse(printed) and str(value) == printed, text


def test_text_svg_and_errors():
    d = G.position("l.r, e  LL")
    assert d == "LR G LL" and d.rows == ("LR", "G", "LL") and eval(repr(d)) == d
    assert str(Dominoes("")) == "" and Dominoes("").rows == ()
    assert ET.fromstring(d._repr_svg_()).tag.endswith("svg")
    assert ET.fromstring(Dominoes("")._repr_svg_()).tag.endswith("svg")
    with pytest.raises(cgt.InvalidPositionError, match=r"'LR LX': row 2, domino 2 is 'X'"):
        Dominoes("LR LX")
    with pytest.raises(cgt.InvalidPositionError, match="not 3 of type int"):
        Dominoes(3)
    with pytest.raises(cgt.InvalidPositionError, match="not a position of TopplingDominoes"):
        G.left_options(3)
    assert cgt.winning_moves(G, "LR", "left") == [Dominoes("")]


def test_value_command(capsys):
    from cgt.cli import main

    assert main(["value", "toppling", "lr", "e"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("TopplingDominoes()\nLR G\n") and "canonical form  0\n" in out   # * + * = 0
    assert main(["value", "toppling-dominoes", "LX"]) == 2
    assert "row 1, domino 2 is 'X'" in capsys.readouterr().err
