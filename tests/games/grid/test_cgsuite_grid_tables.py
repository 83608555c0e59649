"""The grid games against CGSuite's own test tables: the values CGSuite prints, in its text.

Sources (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/): GameGridTest.scala
and, for Cutcake (a coordinate game there), GameHeapTest.scala. Rows tested elsewhere:
Clobber "xox|ox." in tests/partizan/test_partizan_theory.py, every Fox and Geese value in
test_fox_and_geese.py. Rows left out, as cgt lacks the ruleset or the method: the Clobber
variants (Kings, Rooks, Queens; diagonal Clobber is the example of cgt.games.grid.rules),
Ceylonese Fox and Geese, Amazons' follower count (GameTest.scala) and Domineering's misère
outcome (GameTest.scala; cgt plays misère impartial games only).
"""

from __future__ import annotations

import pytest
from cgsuite_misere import CGSuiteMisere, form

import cgt
from cgt import CanonicalForm
from cgt.games import Amazons, AntiClobber, Cram, Cutcake, Domineering, FoxAndGeese
from cgt.misere import MISERE_FORM

# GameGridTest.scala: "define Amazons properly", "define Clobber properly", "define Domineering
# properly". CGSuite's Grid.Empty(4,4) is written out as the empty 4x4 board.
GRID_GAME_TEST = [
    (Amazons(), "x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"),
    (AntiClobber(), "xoxo|oo..", "{*|-1}"),
    (Domineering(), "....|....|....|....", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"),
    (Cram(), ".........|##.######", "*4"),
]


@pytest.mark.parametrize("game, position, printed", GRID_GAME_TEST, ids=str)
def test_grid_game_test_values(game, position, printed):
    value = cgt.canonical_form(game, position)
    assert value == CanonicalForm.parse(printed)
    assert str(value) == printed


def test_misere_cram():
    # GameGridTest.scala, "define Domineering properly": the misère canonical form CGSuite prints.
    cgsuite = cgt.evaluate(CGSuiteMisere(), form("*[2[2]321]"), MISERE_FORM)
    assert cgt.evaluate(Cram(), ".........|##.######", MISERE_FORM) == cgsuite


# GameGridTest.scala, "define FoxAndGeese properly": CGSuite refuses a fox on (1,6) and a goose
# on (2,5), light squares (row + col odd); so does cgt.
@pytest.mark.parametrize("geese, fox, message", [
    ([(3, 1), (3, 3), (3, 5), (3, 7)], (1, 6), r"fox \(1, 6\) is not a dark square"),
    ([(3, 1), (3, 3), (2, 5), (3, 7)], (1, 1), r"goose \(2, 5\) is not a dark square"),
])
def test_fox_and_geese_refuses_what_cgsuite_refuses(geese, fox, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        FoxAndGeese().position(geese, fox)


# GameHeapTest.scala, "define partizan coordinate games properly": [Cutcake((8,n)).CanonicalForm
# for n from 0 to 8] is [-7,-7,-3,-3,-1,-1,-1,-1,0], and Cutcake((8,8)) has 4 Left options.
# CGSuite's Left breaks the second coordinate, so its (8,n) is cgt's nx8 (Left cuts the width).
# (8,0) is left out: cgt refuses a piece with a side 0, which CGSuite values as -7 (Right breaks the 8).
CUTCAKE_8 = ["-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"]


def test_cutcake_8_by_n():
    assert [str(cgt.canonical_form(Cutcake(), f"{n}x8")) for n in range(1, 9)] == CUTCAKE_8
    assert len(set(Cutcake().left_options("8x8"))) == 4
