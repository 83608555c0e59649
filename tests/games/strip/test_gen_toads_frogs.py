"""The Toads and Frogs family (GenToadsAndFrogs) and its presets against CGSuite and a naive model."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import BackslidingToadsAndFrogs, ElephantsAndRhinos, GenToadsAndFrogs, ToadsAndFrogs


class NaiveGenToadsAndFrogs:
    """CGSuite's GenToadsAndFrogs.cgs as written: forward slides (k from 1 to maxSlide while the cell
    is empty, where k >= minSlide), back slides (k from -1 down to minSlide, where k <= maxSlide),
    jumps (k from 1 to maxJump while the cell holds an enemy, or a friend if allowed, where the
    next cell is empty). No trimming, no walls."""

    def __init__(self, min_slide=1, max_slide=1, max_jump=1, friendly=False):
        self.min_slide, self.max_slide, self.max_jump, self.friendly = min_slide, max_slide, max_jump, friendly

    def _options(self, s, me, sign):
        them = "F" if me == "T" else "T"
        at = lambda i: s[i] if 0 <= i < len(s) else None  # noqa: E731
        found = set()
        for n, ch in enumerate(s):
            if ch != me:
                continue
            ends = []
            k = 1
            while k <= self.max_slide and at(n + k * sign) == ".":
                ends += [n + k * sign] if k >= self.min_slide else []
                k += 1
            k = -1
            while k >= self.min_slide and at(n + k * sign) == ".":
                ends += [n + k * sign] if k <= self.max_slide else []
                k -= 1
            k = 1
            while k <= self.max_jump and (at(n + k * sign) == them or (self.friendly and at(n + k * sign) == me)):
                ends += [n + (k + 1) * sign] if at(n + (k + 1) * sign) == "." else []
                k += 1
            for to in ends:
                cells = list(s)
                cells[n], cells[to] = ".", me
                found.add("".join(cells))
        return sorted(found)

    def left_options(self, s):
        return self._options(s, "T", 1)

    def right_options(self, s):
        return self._options(s, "F", -1)


# Each preset and a few families, with the naive model of CGSuite's definition.
FAMILIES = [
    (ToadsAndFrogs(), NaiveGenToadsAndFrogs()),
    (ElephantsAndRhinos(), NaiveGenToadsAndFrogs(max_jump=0)),
    (GenToadsAndFrogs(max_jump=2), NaiveGenToadsAndFrogs(max_jump=2)),
    (GenToadsAndFrogs(max_slide=2), NaiveGenToadsAndFrogs(max_slide=2)),
    (GenToadsAndFrogs(friendly_jumps=True, max_jump=3), NaiveGenToadsAndFrogs(max_jump=3, friendly=True)),
    (GenToadsAndFrogs(min_slide=2, max_slide=3), NaiveGenToadsAndFrogs(min_slide=2, max_slide=3)),
]
strips = st.text(alphabet="TTFF...", min_size=0, max_size=8)

# GameStripTest.scala (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/), "define Toads
# and Frogs properly": the GenToadsAndFrogs row (ElephantsAndRhinos "tttt..fff" is 1 there too).
# Then CGSuite 2.2 printed, game.strip.GenToadsAndFrogs(<CGSuite's parameters>)("...").CanonicalForm
# (.GameValue for the backsliding one): maxJump => 2; maxSlide => 2; allowFriendlyJump => true;
# minSlide => 2, maxSlide => 3; maxJump => 3, allowFriendlyJump => true; minSlide => -2, maxSlide => 2.
CGSUITE = [
    (GenToadsAndFrogs(max_jump=2), "tttt..fff", "{1/2*|v}"),
    (ElephantsAndRhinos(), "tttt..fff", "1"),
    (GenToadsAndFrogs(max_jump=2), "ttt.f.ff", "-1/8"),
    (GenToadsAndFrogs(max_jump=2), "t.tftf..f", "*"),
    (GenToadsAndFrogs(max_slide=2), "..tt.f", "{1/2|0}"),
    (GenToadsAndFrogs(max_slide=2), "tt...ff", "0"),
    (GenToadsAndFrogs(friendly_jumps=True), "ttt..fff", "+-{0,{2|0,{1/2|1/8||0}}}"),
    (GenToadsAndFrogs(friendly_jumps=True), "tt.tf..ff", "*"),
    (GenToadsAndFrogs(min_slide=2, max_slide=3), "tt....ff", "+-1"),
    (GenToadsAndFrogs(min_slide=2, max_slide=3), "tf...f.", "{1|0}"),
    (GenToadsAndFrogs(max_jump=3, friendly_jumps=True), "t..tftf", "1/2"),
    (GenToadsAndFrogs(min_slide=-2, max_slide=2), "tt..ff", "{over||0|-1} & {1|0||under}"),
]


@pytest.mark.parametrize("game, text, printed", CGSUITE, ids=str)
def test_cgsuite_values(game, text, printed):
    assert str(cgt.canonical_form(game, text)) == printed


@pytest.mark.parametrize("game, naive", FAMILIES, ids=lambda g: repr(g) if hasattr(g, "wall") else "")
@settings(max_examples=40, deadline=None)
@given(strips)
def test_the_family_follows_cgsuites_definition(game, naive, text):
    # Options cell for cell, and the value with trimming and walls equals the naive search's.
    assert sorted(game.left_options(text)) == naive.left_options(text.upper())
    assert sorted(game.right_options(text)) == naive.right_options(text.upper())
    assert cgt.canonical_form(game, text) == cgt.canonical_form(naive, text.upper())


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="TF..", min_size=0, max_size=6))
def test_backsliding_preset_follows_the_definition(text):
    naive = NaiveGenToadsAndFrogs(min_slide=-1)
    game = BackslidingToadsAndFrogs()
    assert sorted(game.left_options(text)) == naive.left_options(text)
    assert sorted(game.right_options(text)) == naive.right_options(text)
    assert game.parameters() == GenToadsAndFrogs(min_slide=-1).parameters()


def test_walls_follow_the_jump_length():
    # A block of max_jump + 1 toads then frogs never moves: TTTFFF is a wall when jumps reach 2.
    game = GenToadsAndFrogs(max_jump=2)
    assert game.wall == "TTTFFF" and ElephantsAndRhinos().wall == "TF" and BackslidingToadsAndFrogs().wall == ""
    assert game.decompose("T.TTTFFF.F") == [(game, "T."), (game, ".F")]
    assert game.decompose("T.TTFF.F") is None  # TTFF: the first toad jumps the two frogs when a cell is free
    assert cgt.canonical_form(game, "T.TTTFFF.F") == cgt.canonical_form(NaiveGenToadsAndFrogs(max_jump=2), "T.TTTFFF.F")


def test_reprs_and_equality():
    for game, _ in FAMILIES + [(BackslidingToadsAndFrogs(), None), (GenToadsAndFrogs(min_slide=-2, max_slide=2), None)]:
        assert eval(repr(game), vars(cgt.games)) == game
    assert repr(ToadsAndFrogs()) == "ToadsAndFrogs()" and ToadsAndFrogs() != GenToadsAndFrogs()
    assert hash(GenToadsAndFrogs(max_jump=2)) == hash(GenToadsAndFrogs(max_jump=2))


@pytest.mark.parametrize("kwargs, message", [
    ({"max_jump": -1}, "max_jump -1 is not a whole number >= 0"),
    ({"min_slide": 1.5}, "min_slide 1.5 is not a whole number"),
    ({"max_slide": "2"}, "max_slide '2' is not a whole number"),
    ({"min_slide": 3, "max_slide": 2}, "min_slide 3 is over max_slide 2"),
    ({"friendly_jumps": 1}, "friendly_jumps 1 is not True or False"),
])
def test_bad_parameters_are_refused_by_name(kwargs, message):
    with pytest.raises(cgt.InvalidValueError, match=message):
        GenToadsAndFrogs(**kwargs)
