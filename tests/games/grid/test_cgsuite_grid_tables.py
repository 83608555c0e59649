"""The grid games against CGSuite's own test tables: the values CGSuite prints, in its text.

Sources (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/): GameGridTest.scala
and, for Cutcake (a coordinate game there), GameHeapTest.scala. Rows tested elsewhere:
Clobber "xox|ox." in tests/partizan/test_partizan_theory.py, every Fox and Geese value in
test_fox_and_geese.py, the Clobber variants (Kings, Rooks, Queens, diagonal Clobber) in
test_gen_clobber.py. Rows left out, as cgt lacks the method: Amazons' follower count
(GameTest.scala) and Domineering's misère outcome (GameTest.scala; cgt plays misère impartial
games only).
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


def test_ceylonese_fox_and_geese_and_the_fox_range():
    # GameGridTest.scala, "define FoxAndGeese properly": CeyloneseFoxAndGeese (GenFoxAndGeese(foxRange => 2))
    # and GenFoxAndGeese(foxRange => 0), refused ("`foxRange` must be >= 1").
    from cgt.games import CeyloneseFoxAndGeese, GenFoxAndGeese

    game = CeyloneseFoxAndGeese()
    value = cgt.canonical_form(game, game.position([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1)))
    assert str(value) == "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
    assert game.fox_range == 2 and repr(game) == "CeyloneseFoxAndGeese()"
    with pytest.raises(cgt.InvalidValueError, match="fox_range 0 is not a whole number >= 1"):
        GenFoxAndGeese(fox_range=0)
    board = ".x.x|....|....|o..."  # range 1 is Fox and Geese; range 2 adds the two-square moves
    assert GenFoxAndGeese(4, fox_range=1).right_options(board) == FoxAndGeese(4).right_options(board)
    assert len(GenFoxAndGeese(4, fox_range=2).right_options(board)) == 2
