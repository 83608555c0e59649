"""Toads and Frogs: moves, trimming and TTFF walls against a naive model; published values."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from itertools import product

import pytest

import cgt
from cgt import CanonicalForm
from cgt.games import ToadsAndFrogs, ToadsAndFrogsStrip

G = ToadsAndFrogs()


class RawToadsAndFrogs:
    """The rules of Winning Ways, chapter 1, on plain strings: nothing trimmed, nothing split."""

    def left_options(self, s):
        out = []
        for i in range(len(s)):
            if s[i] == "T" and s[i + 1 : i + 2] == ".":
                out.append(s[:i] + ".T" + s[i + 2 :])
            elif s[i] == "T" and s[i + 1 : i + 3] == "F.":
                out.append(s[:i] + ".FT" + s[i + 3 :])
        return out

    def right_options(self, s):
        mirrored = s[::-1].translate(str.maketrans("TF", "FT"))
        return [q[::-1].translate(str.maketrans("TF", "FT")) for q in self.left_options(mirrored)]


RAW = RawToadsAndFrogs()

# Values by pycgt 0.2.0 (pycgt.rulesets.toads_and_frogs, an independent implementation
# of the same rules; its docstring cites Winning Ways for t.f = * and t. = 1). The
# first strips are classic starting positions, the rest random (seed 7).
PYCGT_TF = [
    ('T.F', '*'),
    ('T..F', '0'),
    ('TT.FF', '*'),
    ('T.T.F.F', '*'),
    ('TT..FF', '*'),
    ('TTT.FFF', '*'),
    ('T.TF.F', '*'),
    ('TT.F.F', '0'),
    ('.T.F.', '*'),
    ('T.FT.F', '0'),
    ('TT...FF', '*'),
    ('TTT..FFF', '+-1/8'),
    ('T.F.T.F', '*'),
    ('TFT.F.', '1/2'),
    ('..TT.F', '{1/2|0}'),
    ('T..TFF', '*'),
    ('F.TTT', '0'),
    ('TFTT.', '2'),
    ('TFT.TT', '1'),
    ('T.TF', '1/2'),
    ('F..', '0'),
    ('T.FT', '*'),
    ('F.TTTF.', '0'),
    ('......FF', '-12'),
    ('FT.....T', '5'),
    ('.F.', '-1'),
    ('..TT', '0'),
    ('.....TT', '0'),
    ('.TT..', '4'),
    ('..T..', '2'),
    ('FF...', '0'),
    ('.F.....', '-1'),
    ('FTFF', '0'),
    ('FT.F', '*'),
    ('.TF..', '0'),
    ('.FT....', '3'),
    ('T..TFT', '1'),
    ('.FT.', '0'),
    ('TTTFT.T', '1'),
    ('F.F', '-1'),
]


@pytest.mark.parametrize("strip, value", PYCGT_TF)
def test_values_agree_with_pycgt(strip, value):
    assert cgt.canonical_form(G, strip) == CanonicalForm.parse(value)


def test_every_short_strip_equals_the_naive_search():
    """Trimming stuck pieces and splitting at TTFF walls change no value (all strips of <= 7 cells)."""
    for n in range(8):
        for cells in product("TF.", repeat=n):
            s = "".join(cells)
            assert cgt.canonical_form(G, s) == cgt.canonical_form(RAW, s), s


def test_walls_split_the_strip():
    assert G.decompose("T.TF.F") is None
    parts = [str(p) for _, p in G.decompose("T.TTFF.T.F..TTFF.F")]
    assert parts == ["T.", ".T.F..", ".F"]
    assert G.decompose("TTFF") == [(G, ToadsAndFrogsStrip(""))]


def test_options_follow_the_rules():
    assert G.left_options("T.F") == [".TF"]
    assert G.right_options("T.F") == ["TF."]
    assert G.left_options("TF.") == [".FT"]        # the toad lands on the last cell, stuck: shown as the player sees it
    assert G.right_options(".TF") == ["FT."]       # the frog lands on the first cell, stuck
    assert G.left_options("TTF") == [] and G.right_options("TFF") == []   # never two pieces
    # The search values the options without their stuck pieces, split at TTFF blocks (option_summands).
    assert G.option_summands("TF.") == ([((".F", False),)], 1)
    # .TTTFF.F is .TTT + FF.F (the block's toads stay left, its frogs right), T.TTFFF. is T.TT + FFF.
    assert G.option_summands("T.TTFF.F") == ([((".", False), (".F", False)), (("T.", False), (".", False))], 1)


def test_outcomes_and_winning_moves():
    assert cgt.outcome(G, "T.F") is cgt.Outcome.N           # * : whoever starts wins
    assert cgt.outcome(G, "T..F") is cgt.Outcome.P
    assert cgt.outcome(G, ".TT..") is cgt.Outcome.L
    assert cgt.winning_moves(G, "T.F", "left") == [".TF"]
    assert cgt.winning_moves(G, "T..F", "left") == []


def test_strip_text_and_errors():
    s = G.position("tt..ff")
    assert s == "TT..FF" and str(s) == "TT..FF" and eval(repr(s)) == s
    assert ET.fromstring(s._repr_svg_()).tag.endswith("svg")
    with pytest.raises(cgt.InvalidPositionError, match="cell 3 is 'x'"):
        G.position("T.x")
    with pytest.raises(cgt.InvalidPositionError, match="not a position of ToadsAndFrogs"):
        G.left_options(3)


def test_winning_ways_positions():
    # Winning Ways, ch. 1, as retold in Siegel's blog "Combinatorial Games" (Toads and Frogs):
    # TFTF. = TF.TF = 0, TFT.F = *, T.TFF = {0|*} = ^; and TT.FF = * (Winning Ways).
    assert [str(cgt.canonical_form(G, s)) for s in ("TFTF.", "TF.TF", "TFT.F", "T.TFF", "TT.FF")] == [
        "0", "0", "*", "^", "*",
    ]


@pytest.mark.parametrize("a, b", [(3, 2), (4, 2), (4, 3), (5, 2), (5, 3), (5, 4), (6, 4), (6, 5)])
def test_ericksons_two_gap_starting_positions(a, b):
    """T^a..F^b = {{a-3|a-b}|{*|3-b}} for a > b >= 2: Erickson's conjecture E1 ("New Toads
    and Frogs results", Games of No Chance, 1996), proved by Thanatipanonda ("Further hopping
    with Toads and Frogs", 2011)."""
    expected = CanonicalForm.parse(f"{{{{{a - 3}|{a - b}}}|{{*|{3 - b}}}}}")
    assert cgt.canonical_form(G, "T" * a + ".." + "F" * b) == expected
