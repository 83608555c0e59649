"""The Clobber family (GenClobber) and its presets against CGSuite's printed values and a naive model."""

from __future__ import annotations

import math
import re

import pytest
from grid_naive import (
    NaiveAntiClobber,
    NaiveClobber,
    NaiveGenClobber,
    boards,
    cells_of,
    check_options_follow_the_rules,
    check_symmetries,
)
from hypothesis import given, settings

import cgt
from cgt import CanonicalForm
from cgt.errors import InvalidValueError
from cgt.games import (
    AntiClobber,
    CannibalClobber,
    Clobber,
    GenClobber,
    HotClobber,
    Kings,
    Knights,
    Queens,
    Rooks,
)
from cgt.games.grid.clobber import DIRECTIONS
from cgt.games.grid.compiled import compiled_canonical_form

ORTHOGONAL, COMPASS, KNIGHTS = DIRECTIONS["orthogonal"], DIRECTIONS["compass"], DIRECTIONS["knights_move"]

# Each preset, and the naive model of CGSuite's definition (constants.cgs of game.grid) it must follow.
PRESETS = [
    (Clobber(), NaiveGenClobber(ORTHOGONAL)),
    (AntiClobber(), NaiveGenClobber(ORTHOGONAL, ("empty",), "opponent")),
    (HotClobber(), NaiveGenClobber(ORTHOGONAL, ("own", "opponent"))),
    (Kings(), NaiveGenClobber(COMPASS)),
    (Knights(), NaiveGenClobber(KNIGHTS)),
    (Rooks(), NaiveGenClobber(ORTHOGONAL, max_distance=None)),
    (Queens(), NaiveGenClobber(COMPASS, max_distance=None)),
    (GenClobber(directions="diagonal", max_distance=2), NaiveGenClobber(DIRECTIONS["diagonal"], max_distance=2)),
]
stone_boards = boards("xxoo..", max_rows=3, max_columns=4, max_cells=9)
holed_boards = boards("xo...#", max_rows=3, max_columns=4, max_cells=8)

# GameGridTest.scala (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/), "define Clobber
# properly": every row.
GAME_GRID_TEST = [
    (Clobber(), "xox|ox.", "{^^*|*,v}"),
    (GenClobber(directions="diagonal"), "xoxo|oox.|xxx.", "{0,v*|vv}"),
    (Kings(), "xox|ox.", "{^^*|*,v[2]}"),
    (Rooks(), "xox|ox.", "{^^*|0,*}"),
    (Queens(), "xox|ox.", "^"),
    (AntiClobber(), "xoxo|oo..", "{*|-1}"),
]

# CGSuite 2.2 printed (the headless evaluator, game.grid.<preset>("...").CanonicalForm; GenClobber's
# parameters written as CGSuite's: maxDistance => 2, leftBehind => {Left => 1, Right => 2}, and
# directions => Coordinates.Compass, clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => 2,
# Right => 1} for Anti-Kings; the loopy rows with .GameValue).
CGSUITE_PRINTED = [
    (HotClobber(), "ox.x", "*"),
    (HotClobber(), "o.x.|x.xo", "^*"),
    (HotClobber(), "xox|ox.", "{{2|*},{2|^}|*,v}"),
    (Knights(), "ox|xo|o.", "*"),
    (Knights(), "oxox", "0"),
    (Kings(), ".xo|xxo", "{0|+-{*,^}}"),
    (Kings(), "xx|x.|ox", "^<2>"),
    (Rooks(), "xoxx|.xox", "{^4*|^^*,{0||0,*|v,+-{*,^}}}"),
    (Rooks(), ".ooo|ox.o|...x", "{vv*,v,{0|vv*}|v4*}"),
    (Queens(), "xx|ox|xx", "{0|||0||0|*,^}"),
    (Queens(), "ooxo", "vv*"),
    (GenClobber(max_distance=2), ".o|ox|xo", "{0,*|vv*}"),
    (GenClobber(max_distance=2), "o.oo|xx.x", "0"),
    (GenClobber(directions="compass", clobbered="empty", left_behind="opponent"), ".ox|.xx", "0"),
    (GenClobber(left_behind="own"), "xox.", "1 & {0|-1}"),
    (GenClobber(left_behind="own"), "x.|o.|xo", "2 & -2"),
]


@pytest.mark.parametrize("game, text, printed", GAME_GRID_TEST + CGSUITE_PRINTED, ids=str)
def test_cgsuite_values(game, text, printed):
    assert str(cgt.canonical_form(game, text)) == printed


def test_a_longer_cgsuite_value():
    # CGSuite 2.2 printed game.grid.Kings(".xx.|oxoo|xx.o").CanonicalForm:
    printed = (
        "{0|{^,^^*|*,^},{^^*|0,+-{*,^}}||{0||||0|||*,v|0||0},{^<2>,^*,{0|{^,^^*|*,^},{^^*|0,+-{*,^}}||{*,v|0}"
        ",{^*,{^|*,+-{*,^}}|vv*,{0,+-{*,^}|vv*},{*,+-{*,^}|v}},{^[2],^^*||+-{*,^}|0}}|{{0,^<2>*,{*,^|0,*}|*,{"
        "*,+-{*,^}|v}},{^*,{^|*,+-{*,^}}|vv*,{0,+-{*,^}|vv*},{*,+-{*,^}|v}},{{0|+-{*,^}},{*,^|0,*}|vv*,{*,+-{"
        "*,^}|v}}|vv},{^^*|0||0|||0}},{{^^|{*,{^|*,+-{*,^}}|0,v<2>*,{0,*|*,v}},{^^*,{^|*,+-{*,^}}|{0,*|*,v},{"
        "+-{*,^}|0}},{^^*,{^|*,+-{*,^}},{^^*|0,+-{*,^}}|v*,{*,+-{*,^}|v}}},{0|+-{*,^}||+-{*,^},{0|+-{*,^}||v<"
        "2>*,{^,+-{*,^}|vv*}}}|0,{0|*,^||vv},{{0|*,^},{^,{^^*|0}|*,{*,+-{*,^}|v}}||{0,+-{*,^}|vv*},{*,v|vv*,v"
        "}|0}}}"
    )
    assert str(cgt.canonical_form(Kings(), ".xx.|oxoo|xx.o")) == printed


@pytest.mark.parametrize("game, naive", PRESETS, ids=lambda g: repr(g) if hasattr(g, "kernels") else "")
@settings(max_examples=25, deadline=None)
@given(stone_boards)
def test_presets_follow_cgsuites_definition(game, naive, text):
    if "empty" in game.clobbered:
        text = text.replace("o.", "o#")  # holes too, off the board
    check_options_follow_the_rules(game, naive, text, "#")
    assert cgt.canonical_form(game, text) == cgt.canonical_form(naive, cells_of(text, "#"))


@settings(max_examples=40, deadline=None)
@given(stone_boards)
def test_clobber_preset_is_the_old_clobber(text):
    # The rules of the former Clobber class, as the naive model of test_clobber.py writes them.
    assert cgt.canonical_form(Clobber(), text) == cgt.canonical_form(NaiveClobber(), cells_of(text, "."))
    check_symmetries(Kings(), text)


@settings(max_examples=40, deadline=None)
@given(holed_boards)
def test_anticlobber_preset_is_the_old_anticlobber(text):
    assert cgt.canonical_form(AntiClobber(), text) == cgt.canonical_form(NaiveAntiClobber(), cells_of(text, "#"))


# Boards of 9 to 12 cells: the compiled rules (made from the parameters) against the search in Python.
COMPILED_BOARDS = ["xoxo|ox.x|.oxo", "x.o.|oxx.|.o.x", "xxo|o.x|oxo|.xo", "oxo.x|x.oxo"]


@pytest.mark.parametrize("game", [g for g, _ in PRESETS] + [GenClobber(directions="knights_move", clobbered=("own", "opponent"), max_distance=2)],
                         ids=repr)
def test_compiled_rules_agree_with_python(game):
    for text in COMPILED_BOARDS:
        if "empty" in game.clobbered:
            text = text.replace("o.", "o#")
        cgt.clear_cache(game)
        assert compiled_canonical_form(game, text) == cgt.canonical_form(game, text), text


def test_cannibal_clobber_is_hot_clobber_and_reprs_evaluate():
    assert CannibalClobber is HotClobber
    for game in [g for g, _ in PRESETS] + [GenClobber(directions=[(1, 2), (-1, 2), (1, -2), (-1, -2)], max_distance=None)]:
        assert eval(repr(game), vars(cgt.games)) == game
        assert hash(eval(repr(game), vars(cgt.games))) == hash(game)
    assert GenClobber() != Clobber() and GenClobber(max_distance=math.inf) == GenClobber(max_distance=None)
    assert Rooks().position_type is Clobber().position_type and AntiClobber().example == "x..o"


@pytest.mark.parametrize("kwargs, message", [
    ({"directions": "bishops"}, "directions 'bishops' is not one of orthogonal"),
    ({"directions": [(0, 1)]}, r"has \(0, 1\) but not its mirror image \(0, -1\)"),
    ({"directions": [(0, 3), (0, -3)]}, r"directions step \(0, 3\) is not a step of 1 or 2"),
    ({"directions": 5}, "directions 5 is neither a name"),
    ({"clobbered": "enemy"}, "clobbered 'enemy' is not one of 'empty', 'own', 'opponent'"),
    ({"clobbered": ()}, "clobbered is empty"),
    ({"left_behind": 2}, "left_behind 2 is not one of"),
    ({"max_distance": 0}, "max_distance 0 is not a whole number >= 1"),
    ({"max_distance": 1.5}, "max_distance 1.5 is not a whole number"),
])
def test_bad_parameters_are_refused_by_name(kwargs, message):
    with pytest.raises(cgt.InvalidValueError, match=message):
        GenClobber(**kwargs)


# CGSuite's per-player clobbered and leftBehind ({Left => ..., Right => ...}: 0 empty, 1 Left's stone, 2 Right's),
# each as "CGSuite 2.2 printed" by /tmp/cgs-build/cgs-eval for game.grid.GenClobber(...)("board").CanonicalForm.
PER_PLAYER = [
    ({"clobbered": {"left": "opponent", "right": ("opponent", "own")}}, "xox|ox.", "{^^*|*,v}"),  # {Left => {2}, Right => {1,2}}
    ({"clobbered": {"left": "opponent", "right": ("opponent", "own")}}, "xxo|oox", "{^|0,{0|0,{0|-1}}}"),
    ({"clobbered": {"left": ("own", "opponent"), "right": "opponent"}}, "xxo|oox|x.o", "{1|^||0}"),  # {Left => {1,2}, Right => {1}}
    ({"directions": "compass", "left_behind": {"left": "own", "right": "empty"}}, "xo|ox", "^"),  # leftBehind {Left => 1, Right => 0}
    ({"left_behind": {"left": "empty", "right": "own"}}, "xox|oxo", "{0,{0,*|vv*}||||0,*|vv*||vv*|||0}"),  # {Left => 0, Right => 2}
    # clobbered {Left => {0}, Right => {1}}, leftBehind {Left => 2, Right => 0}
    ({"clobbered": {"left": "empty", "right": "opponent"}, "left_behind": {"left": "opponent", "right": "empty"}},
     "x.o|.ox", "-1"),
]


@pytest.mark.parametrize("parameters, text, printed", PER_PLAYER)
def test_per_player_rules_give_cgsuites_values(parameters, text, printed):
    game = GenClobber(**parameters)
    assert not game.swap  # the players' rules differ: exchanging the colours is no symmetry
    assert str(cgt.canonical_form(game, text)) == printed
    assert str(compiled_canonical_form(game, text)) == printed


def test_per_player_rules_that_agree_are_the_shared_ones():
    same = GenClobber(clobbered={"Left": "opponent", "right": ["opponent"]}, left_behind={"left": "empty", "right": "empty"})
    assert same == GenClobber() and same.swap and repr(same) == "GenClobber()"
    assert "gen_clobber(" in same.kernels


@pytest.mark.parametrize("parameters, message", [
    ({"clobbered": {"left": "opponent"}}, "does not give both 'left' and 'right'"),
    ({"clobbered": {"left": "opponent", "up": "own"}}, "player 'up' is not 'left' or 'right'"),
    ({"left_behind": {"left": "empty", "right": "sideways"}}, "left_behind 'sideways'"),
])
def test_bad_per_player_rules_are_named(parameters, message):
    with pytest.raises(InvalidValueError, match=re.escape(message)):
        GenClobber(**parameters)


@pytest.mark.parametrize("game, compiled", [(Kings(), True), (GenClobber(directions="compass"), True), (Clobber(), False)])
def test_kings_boards_of_eleven_stones_take_the_compiled_search(monkeypatch, game, compiled):
    """Kings' large values make the search in Python costly: its boards go compiled from 11 stones (Clobber's from 12)."""
    import cgt.games.grid.compiled as compiled_module

    calls = []
    monkeypatch.setattr(compiled_module, "compiled_canonical_form", lambda g, board: calls.append(board))
    cgt.clear_cache(game)
    text = "xxox|xoxx|oxx."  # 11 stones: 2,048 estimated positions (Kings: 10,240)
    cgt.canonical_form(game, text)
    assert calls == ([game.position(text)] if compiled else [])


@given(strip=boards("xxoo.", max_rows=1, max_columns=12))
@settings(max_examples=40)
def test_kings_on_a_strip_is_clobbers_game_and_takes_its_path(strip):
    """A king on a strip has no diagonal neighbour: the same game as Clobber, estimated and searched alike (each
    region valued by a compiled search of its own took Kings 3.5 times Clobber's time on (xxo)^12)."""
    from cgt.games.grid.compiled import compiled_hint

    kings, clobber = Kings(), Clobber()
    assert kings.rough_positions(strip) == clobber.rough_positions(strip)
    assert cgt.canonical_form(kings, strip) == cgt.canonical_form(clobber, strip)
    assert (compiled_hint(kings, strip) is None) == (compiled_hint(clobber, strip) is None)


@pytest.mark.parametrize("text", ["xoxo|oxox", "xox|oxo|xox", "xoxox|oxoxo"])
def test_kings_rough_estimate_is_not_under_the_positions_visited(text):
    """The estimate decides when a search is refused or compiled: under the positions visited it would let a
    search run away. Kings' 2x4, 3x3 and 2x5 visit 204, 401 and 1,237 positions (counted), 2.8 to 4.2 times Clobber's."""
    from cgt.partizan.engine import CANONICAL_FORM
    from cgt.search import count_positions

    kings = Kings()
    cgt.clear_cache(kings)
    visited = count_positions(kings, kings.position(text), CANONICAL_FORM, 10**6)
    assert visited <= kings.rough_positions(text) <= 10 * visited
