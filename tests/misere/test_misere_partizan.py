"""Partizan misere game forms: comparison and reduction among dicots against play, text round trips, bad input."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Clobber, Domineering
from cgt.misere.partizan import MisereGame
from misere_forms import forms_born_by


DAY2 = forms_born_by(2)
DICOTS2 = [g for g in DAY2 if g.is_dicot]


def _outcome_ge(a: cgt.Outcome, b: cgt.Outcome) -> bool:
    return a is b or a is cgt.Outcome.L or b is cgt.Outcome.R


def _ge_by_play(g: MisereGame, h: MisereGame, tests: list[MisereGame]) -> bool:
    return all(_outcome_ge((g + x).outcome, (h + x).outcome) for x in tests)


def test_dicots_born_by_day_two():
    # 0, and {A|B} for A, B nonempty subsets of the day-1 dicots {0, *}: 1 + 3 * 3 (* = {0|0} among them).
    assert len(DICOTS2) == 10


def test_comparison_agrees_with_play_against_every_dicot_of_day_two():
    # G >= H modulo dicots iff o(G + X) >= o(H + X) for every dicot X; tried against every X of day <= 2.
    for g, h in itertools.product(DICOTS2, repeat=2):
        assert g.ge(h, "dicot") == _ge_by_play(g, h, DICOTS2), (g, h)


@st.composite
def dicots(draw, depth: int = 3) -> MisereGame:
    """A random dicot: options for both players or for neither, at every follower."""
    if depth == 0 or draw(st.integers(0, 4)) == 0:
        return MisereGame()
    sides = [draw(st.lists(dicots(depth - 1), min_size=1, max_size=3)) for _ in range(2)]
    return MisereGame(*sides)


@settings(max_examples=80, deadline=None)
@given(dicots(), dicots())
def test_comparison_is_sound_against_play(g, h):
    # What the test says >= must hold against every test game of day <= 2 (a deeper X could only refute it).
    if g.ge(h, "dicot"):
        assert _ge_by_play(g, h, DICOTS2)
    if not _ge_by_play(g, h, DICOTS2):
        assert not g.ge(h, "dicot")


@settings(max_examples=60, deadline=None)
@given(dicots())
def test_reduced_forms_are_equal_by_play(g):
    r = g.reduced("dicot")
    assert r.is_dicot and r.birthday <= g.birthday
    assert r.equals(g, "dicot")
    for x in DICOTS2:
        assert (r + x).outcome is (g + x).outcome
    assert r.reduced("dicot") is r


def test_star_plus_star_is_zero_among_dicots():
    # Dorbec, Renault, Siegel and Sopena (JCTA 130, 2015): * + * = 0 modulo the dicots, though {*|*} != 0 in general.
    star = MisereGame.parse("*")
    assert (star + star).equals(MisereGame(), "dicot")
    assert (star + star).reduced("dicot") is MisereGame()
    assert (star + star).outcome is MisereGame().outcome is cgt.Outcome.N


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3).flatmap(lambda h: st.integers(1, max(1, 6 // h)).flatmap(
    lambda w: st.lists(st.sampled_from("xxoo."), min_size=w * h, max_size=w * h).map(
        lambda cells: "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))))))
def test_clobber_positions_are_dicots_played_as_the_search_plays_them(board):
    g = MisereGame.of(Clobber(), board)
    assert g.is_dicot and g.is_dead_ending
    assert g.outcome is cgt.outcome(Clobber(), board, misere=True)
    assert g.reduced("dicot").outcome is g.outcome


def test_domineering_is_dead_ending_not_dicot():
    g = MisereGame.of(Domineering(), "...|...")
    assert g.is_dead_ending and not g.is_dicot
    assert g.outcome is cgt.outcome(Domineering(), "...|...", misere=True)
    assert not MisereGame.parse("{|{0|0}}").is_dead_ending  # Left has no move, then has one


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(DAY2) | dicots())
def test_text_round_trip(g):
    assert MisereGame.parse(str(g)) is g
    assert eval(repr(g), {"MisereGame": MisereGame}) is g


def test_integers_print_as_integers():
    # Right's integers are conjugates, barred as the papers write them (issue #33: "printed as the papers
    # print them"); -n in ASCII. A macron reads as the bar too.
    texts = ("0", "1", "3", "-1", "-2", "{0|}", "{|-1}", "1\u0305", "1\u03042\u0304", "-12")
    assert [MisereGame.parse(t).text(ascii=True) for t in texts] == ["0", "1", "3", "-1", "-2", "1", "-2", "-1",
                                                                     "-12", "-12"]
    assert [str(MisereGame.parse(t)) for t in texts[3:5]] == ["1\u0305", "2\u0305"]
    assert str(MisereGame.parse("-12")) == "1\u03052\u0305"


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(DAY2) | dicots())
def test_ascii_text_round_trip(g):
    text = g.text(ascii=True)
    assert text.isascii() and MisereGame.parse(text) is g
    # The two spellings differ only in Right's integers: each barred run of digits is -digits in ASCII.
    assert re.sub("((?:[0-9]\u0305)+)", lambda m: "-" + m.group(1).replace("\u0305", ""), str(g)) == text


@pytest.mark.parametrize(("text", "where"), [("{0|", 3), ("{0|}}", 4), ("{0 1|}", 3), ("", 0), ("-", 0), ("{0,|}", 3),
                                             ("1\u03052", 2), ("12\u0305", 0), ("-1\u0305", 0)])
def test_bad_notation_names_the_place(text, where):
    with pytest.raises(cgt.InvalidNotationError) as error:
        MisereGame.parse(text)
    assert error.value.position == where and repr(text) in str(error.value)


def test_a_game_outside_the_universe_is_named_with_the_reason():
    with pytest.raises(cgt.InvalidValueError, match=r"ge: \{1\|0\} is not in the dicot universe: its follower 1 has"):
        MisereGame.parse("{1|0}").ge(MisereGame(), "dicot")
    with pytest.raises(cgt.InvalidValueError, match="reduced: .* not in the dicot universe"):
        MisereGame.of(Domineering(), "..").reduced("dicot")
    with pytest.raises(cgt.InvalidValueError, match="universe 'everything' is not one of 'dicot'"):
        MisereGame().ge(MisereGame(), "everything")
    with pytest.raises(cgt.InvalidValueError, match="option 3 is not a MisereGame"):
        MisereGame([3])
    with pytest.raises(cgt.NotAGameError, match="is not a game"):
        MisereGame.of("xo", "x")
