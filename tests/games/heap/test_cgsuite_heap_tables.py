"""The impartial heap games against CGSuite's own test table of take-and-break games.

Source: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala,
"define TakeAndBreak properly" and "handle a TakeAndBreak edge case properly". Rows tested
elsewhere: the nim values of Kayles, Dawson's Kayles and Grundy's game (longer, in
test_octal.py), the periods of Kayles and Dawson's Kayles (tests/impartial/test_periodicity.py,
tests/census/test_census.py), the misère values and genus of every game but 0.3F
(tests/misere/test_misere.py), the partizan subtraction game (test_partizan_subtraction.py),
Cutcake (tests/games/grid/test_cgsuite_grid_tables.py), the general codes (0.[3], 4!.0,
0.3003330[3], 0.3F) and the Spawning rows (test_take_and_break.py, test_spawning.py). Rows
left out: the period of Nim (cgt's Nim has no periodicity method) and of 0.3F (about 3 s:
the compiled fill). The rows of HeapRuleset, PartizanJoin, the memory games, the cakes and
Partizan Euclid are in test_heap_rulesets.py and test_coordinate_games.py, Wythoff's in
test_wythoff.py.
"""

from __future__ import annotations

import pytest
from cgsuite_misere import CGSuiteMisere, form

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, GrundysGame, Nim, OctalGame, SubtractionGame
from cgt.misere import MISERE_FORM

SUBTRACTION = SubtractionGame([2, 3, 7])
ALL_BUT = SubtractionGame.all_but([2, 3, 7])
HEX = OctalGame("0.3F")

# rs(20).Options.Size: the different positions one move from a heap of 20.
OPTION_COUNTS = [(Nim(), 20), (GrundysGame(), 9), (KAYLES, 20), (DAWSONS_KAYLES, 10),
                 (SUBTRACTION, 3), (ALL_BUT, 17), (HEX, 38)]


@pytest.mark.parametrize("game, count", OPTION_COUNTS, ids=repr)
def test_option_counts(game, count):
    assert len(set(game.options((20,)))) == count


# [rs(n).NimValue for n from 1 to 20], and rs(0).NimValue = 0.
NIM_VALUES = [
    (Nim(), list(range(1, 21))),
    (SUBTRACTION, [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]),
    (ALL_BUT, [1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10]),
    (HEX, [1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11]),
]


@pytest.mark.parametrize("game, values", NIM_VALUES, ids=repr)
def test_nim_values(game, values):
    assert [cgt.grundy(game, (n,)) for n in range(21)] == [0, *values]


def test_octal_codes():
    # rs.code: CGSuite's code of Subtraction([2,3,7]) plays as that game, and the hexadecimal
    # game keeps its code (cgt writes its digits in lower case).
    assert list(OctalGame("0.0330003").grundy_sequence(200)) == list(SUBTRACTION.grundy_sequence(200))
    assert (KAYLES.code, DAWSONS_KAYLES.code, HEX.code.upper()) == ("0.77", "0.07", "0.3F")


# rs.CheckPeriodicity(2000): CGSuite's Nothing is cgt's None.
@pytest.mark.parametrize("game, period", [(SUBTRACTION, (0, 5)), (GrundysGame(), None), (ALL_BUT, None)],
                         ids=repr)
def test_periodicity_within_2000_heaps(game, period):
    found = game.periodicity(2000)
    assert (found if found is None else (found.preperiod, found.period)) == period


def test_hexadecimal_misere_values_and_genus():
    assert HEX.misere_sequence(21) == [1, 0, 2, 1, 0, 2, 1, 0, 4, 1, 0, 4, 1, 0, 6, 1, 0, 6, 1, 0, 6]
    assert ",".join(map(str, HEX.genus_sequence(21))) == (
        "0,1,2,0,1,2,3^1431,4^0564,5^46,3^1431,4^0564,5^4875,6^(1,9,10,8),7^075,8^6875,"
        "6^(1,9,10,8),7^075,8^(6,10,8),9^(1,9,12,11,9),10^(0,11,13,9,11),11^(6,10,8)"
    )


def test_grundys_game_misere_canonical_form():
    # GrundysGame(22).MisereCanonicalForm, as CGSuite prints it; heap 21's form differs.
    printed = "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    cgsuite = cgt.evaluate(CGSuiteMisere(), form(printed), MISERE_FORM)
    assert cgt.evaluate(GrundysGame(), (22,), MISERE_FORM) == cgsuite
    assert cgt.evaluate(GrundysGame(), (21,), MISERE_FORM) != cgsuite


def test_grundys_game_at_the_square_root_edge():
    # CGSuite once miscounted here: 46341 is the least integer whose square passes 2^31.
    assert len(set(GrundysGame().options((92679,)))) == 46339
