"""Fox and Geese: values by components against the simplest form of the whole graph, and CGSuite's examples."""

from __future__ import annotations

import pytest

import cgt
from cgt.errors import InvalidPositionError
from cgt.games import FoxAndGeese
from cgt.loopy import CanonicalStopper
from cgt.loopy.engine import position_graph, value
from cgt.loopy.graphs import play_outcomes
from cgt.loopy.stoppers import simplest_form

SMALL = [
    (8, [(2, 2), (2, 4), (2, 6), (2, 8)], (1, 5)),
    (8, [(3, 1), (3, 3), (3, 5), (3, 7)], (1, 5)),
    (4, [(3, 1), (3, 3)], (1, 1)),
    (4, [(4, 2), (4, 4)], (1, 3)),
    (6, [(4, 2), (4, 4), (4, 6)], (2, 2)),
]


@pytest.mark.parametrize("width, geese, fox", SMALL)
def test_components_agree_with_the_whole_graph(width, geese, fox):
    game = FoxAndGeese(width)
    p = game.position(geese, fox)
    _, left, right = position_graph(game, p)
    whole = simplest_form(left, right, 0)
    assert value(game, p) is whole and cgt.canonical_form(game, p) is whole
    # A stopper has no draws, and its outcome is the retrograde search's.
    lf, rf = play_outcomes(left, right)
    expected = {("L", "L"): "L", ("R", "R"): "R", ("L", "R"): "N", ("R", "L"): "P"}[lf[0], rf[0]]
    assert str(cgt.outcome(game, p)) == expected


def test_cgsuite_documentation_examples():
    # CGSuite's FoxAndGeese documentation (game/grid/constants.cgs): with the geese on row 4 the
    # position with the fox on (2,8) has an explicitly loopy value; the fox on row 1 does not.
    game = FoxAndGeese()
    geese = [(4, 2), (4, 4), (4, 6), (4, 8)]
    assert isinstance(value(game, game.position(geese, (2, 8))), CanonicalStopper)
    assert not isinstance(value(game, game.position(geese, (1, 5))), CanonicalStopper)


def test_escaped_fox_is_off():
    game = FoxAndGeese()
    p = game.position([(2, 2)], (2, 4))
    assert p.fox is None and str(value(game, p)) == "off"


@pytest.mark.parametrize("geese, fox, match", [([(1, 1)], (1, 1), "both on"), ([(1, 1)], (2, 3), "fox"),
                                               ([(2, 1)], (1, 1), "goose")])
def test_bad_positions(geese, fox, match):
    with pytest.raises(InvalidPositionError, match=match):
        FoxAndGeese().position(geese, fox)


def test_a_position_that_is_not_one_is_refused_by_name():
    with pytest.raises(InvalidPositionError, match=r"'\.\.' is not a position of FoxAndGeese\(\): make one with"):
        cgt.canonical_form(FoxAndGeese(), "..")
