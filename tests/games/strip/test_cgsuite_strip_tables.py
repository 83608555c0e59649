"""The strip games against CGSuite's own test tables: the values CGSuite prints, in its text.

Source: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala,
"define Toads and Frogs properly". Rows tested elsewhere: Elephants and Rhinos in
test_elephants_rhinos.py, GenToadsAndFrogs(maxJump => 2) in test_gen_toads_frogs.py, both
Toppling Dominoes rows in test_toppling_dominoes.py. Rows left out, as cgt lacks the ruleset:
Turning.
"""

from __future__ import annotations

import cgt
from cgt import CanonicalForm
from cgt.games import BackslidingToadsAndFrogs, ToadsAndFrogs
from cgt.loopy import SidedValue


def test_toads_and_frogs_five_each():
    printed = "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"
    value = cgt.canonical_form(ToadsAndFrogs(), "ttttt..fffff")
    assert value == CanonicalForm.parse(printed)
    assert str(value) == printed


def test_backsliding_toads_and_frogs_three_each():
    # A loopy value that is no stopper: its onside and offside, each printed with CGSuite's bars.
    printed = "{on||0|-1/2} & {1/2|0||off}"
    value = cgt.canonical_form(BackslidingToadsAndFrogs(), "ttt..fff")
    assert value == SidedValue.parse(printed)
    assert str(value) == printed
