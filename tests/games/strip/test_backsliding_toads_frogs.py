"""Backsliding Toads and Frogs: values against the whole graph's simplest form, draws against retrograde search."""

from __future__ import annotations

import itertools

import pytest

import cgt
from cgt.games import BackslidingToadsAndFrogs
from cgt.loopy import LoopyGame, SidedValue
from cgt.loopy.engine import outcome, position_graph, value, winning_moves
from cgt.loopy.graphs import is_stopper, play_outcomes
from cgt.loopy.stoppers import simplest_form

STRIPS = ["".join(cells) for n in range(1, 6) for cells in itertools.product("TF.", repeat=n)]


@pytest.mark.parametrize("strip", STRIPS)
def test_value_and_outcome(strip):
    game = BackslidingToadsAndFrogs()
    _, left, right = position_graph(game, strip)
    v = cgt.canonical_form(game, strip)
    lf, rf = play_outcomes(left, right)
    if is_stopper(left, right):
        assert v is simplest_form(left, right, 0)
    else:
        # Play can go on forever: the value is onside & offside (a stopper when they agree), whose
        # outcome with draws is the graph's.
        assert v == LoopyGame(left, right).sided_value
        sided = v if isinstance(v, SidedValue) else SidedValue(v, v)
        assert sided.outcome == (lf[0], rf[0])
    assert outcome(game, strip) == (lf[0], rf[0])


def test_winning_moves_win():
    game = BackslidingToadsAndFrogs()
    for strip in ("T..F", "TT..F", "T.F.F"):
        for q in winning_moves(game, strip, "left"):
            assert outcome(game, q).right_first == "L"
        for q in winning_moves(game, strip, "right"):
            assert outcome(game, q).left_first == "R"


def test_moves():
    game = BackslidingToadsAndFrogs()
    assert game.left_options("T.") == [".T"] and game.left_options(".T") == ["T."]
    assert game.right_options("TF.") == ["T.F"] and game.left_options("TF.") == [".FT"]
