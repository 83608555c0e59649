"""Elephants and Rhinos: Toads and Frogs' machinery without jumps, against the plain rules."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star
from cgt.games import ElephantsAndRhinos, ToadsAndFrogs, ToadsAndFrogsStrip

G = ElephantsAndRhinos()
SWAP = str.maketrans("TF", "FT")


class RawElephantsAndRhinos:
    """The rules on plain strings: an elephant steps right, a rhino left, onto an empty cell."""

    def left_options(self, s):
        return [s[:i] + ".T" + s[i + 2 :] for i in range(len(s) - 1) if s[i : i + 2] == "T."]

    def right_options(self, s):
        return [s[:i] + "F." + s[i + 2 :] for i in range(len(s) - 1) if s[i : i + 2] == ".F"]


RAW = RawElephantsAndRhinos()
strips = st.text(alphabet="TF.", max_size=9)


def trimmed(s):
    return s.lstrip("F").rstrip("T")


def test_every_short_strip_equals_the_plain_rules():
    """Trimming stuck pieces and splitting at every TF change no value (all strips of <= 7 cells)."""
    for n in range(8):
        for cells in product("TF.", repeat=n):
            s = "".join(cells)
            assert cgt.canonical_form(G, s) == cgt.canonical_form(RAW, s), s


@settings(max_examples=80, deadline=None)
@given(strips)
def test_options_follow_the_rules(text):
    s = trimmed(text)
    lefts, rights = G.left_options(s), G.right_options(s)
    # The options are the plain rules' strips, of the position's length; the search's keys leave stuck pieces out.
    assert set(lefts) == set(RAW.left_options(s)) and set(rights) == set(RAW.right_options(s))
    summands, count = G.option_summands(s)
    assert count == len(lefts)
    for q, keys in zip(lefts + rights, summands):
        assert sum((cgt.canonical_form(G, key) for key, negated in keys if not negated), CanonicalForm.parse("0")) \
            == cgt.canonical_form(RAW, q)
    if "T" not in s:
        assert lefts == []  # no elephant: Left cannot move
    if "F" not in s:
        assert rights == []
    for q in lefts:
        assert q.count("F") == s.count("F") and q.count("T") <= s.count("T")
    for q in rights:
        assert q.count("T") == s.count("T") and q.count("F") <= s.count("F")
    assert all(len(q) == len(s) for q in lefts + rights)


@settings(max_examples=80, deadline=None)
@given(strips)
def test_the_mirror_image_with_the_players_swapped_is_the_negative(text):
    assert cgt.canonical_form(G, text[::-1].translate(SWAP)) == -cgt.canonical_form(G, text)


@settings(max_examples=60, deadline=None)
@given(strips)
def test_region_split_agrees_with_whole_strip_search(text):
    whole = cgt.canonical_form(RAW, text)
    parts = G.decompose(text)
    assert (parts is None) == ("TF" not in text)
    if parts is not None:
        assert sum((cgt.canonical_form(g, p) for g, p in parts), number(0)) == whole


@pytest.mark.parametrize("k", range(8))
def test_values_by_hand(k):
    # An elephant alone before k empty cells has k moves and Right none: k. An elephant and a
    # rhino k cells apart: each move closes the gap by one, whoever makes it, so it is the
    # nimber of k's parity.
    assert cgt.canonical_form(G, "T" + "." * k) == number(k)
    assert cgt.canonical_form(G, "T" + "." * k + "F") == star(k % 2)


def test_cgsuite_regression_value_and_the_difference_from_toads_and_frogs():
    # CGSuite's table (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    # GameStripTest.scala): ElephantsAndRhinos("tttt..fff") = 1.
    assert cgt.canonical_form(G, "tttt..fff") == CanonicalForm.parse("1")
    assert G.left_options("TF.") == [] and ToadsAndFrogs().left_options("TF.") == [".FT"]
    assert G != ToadsAndFrogs() and repr(G) == "ElephantsAndRhinos()"
    assert G.position("t.f") == ToadsAndFrogsStrip("T.F")


def test_value_command(capsys):
    from cgt.cli import main

    assert main(["value", "elephants-and-rhinos", "tttt..fff", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"canonical_form": "1"' in out and '"game": "elephants-and-rhinos"' in out
