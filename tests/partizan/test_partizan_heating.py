"""Heating, cooling and overheating by games and negative temperatures, as CGSuite (issue 29, item 4).

The expected values are CGSuite's own: its test suite (``GameTest.scala``,
``EvalTest.scala``) and 1,173 answers printed by CGSuite 2.2 (commit e909ab8)
via cgs-eval, in ``cgsuite_heating.json``; and identities of the theory on
random games. Every temperature argument takes the same kinds of number and
refuses anything else with the same message.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_partizan_values import trees, value

from cgt import CanonicalForm, number, star
from cgt.errors import InvalidValueError, NotANumberError

P = CanonicalForm.parse
TABLE = json.loads((Path(__file__).parent / "cgsuite_heating.json").read_text())["rows"]


def _cgsuite_argument(text: str) -> CanonicalForm:
    return P(text.replace("1+*", "1*"))  # CGSuite's typed 1+* is printed 1*


@pytest.mark.parametrize("operation", ["heat", "cool", "overheat"])
def test_cgsuite_printed_answers(operation):
    rows = [row for row in TABLE if row[1] == operation]
    assert len(rows) > 300
    wrong = []
    for g, _, args, expected in rows:
        call = getattr(P(g), operation)
        if expected.startswith("!!"):  # CGSuite's "Invalid cooling temperature (must be > -1): -1"
            assert "must be > -1" in expected
            with pytest.raises(InvalidValueError, match="is not above -1"):
                call(*map(_cgsuite_argument, args))
        elif str(call(*map(_cgsuite_argument, args))) != expected:
            wrong.append((g, args, expected))
    assert wrong == []


# CGSuite's GameTest.scala ("implement >=2-ary methods correctly"), lib/core/src/test/scala/org/cgsuite/lang/.
GAME_TEST = [
    ("{3||2+*|1+*}", "cool", "0", "{3||2*|1*}"),
    ("{3||2+*|1+*}", "cool", "1/4", "{11/4||2|3/2}"),
    ("{3||2+*|1+*}", "cool", "1/2", "{5/2|2*}"),
    ("{3||2+*|1+*}", "cool", "5/8", "{19/8|17/8}"),
    ("{3||2+*|1+*}", "cool", "3/4", "9/4*"),
    ("{3||2+*|1+*}", "cool", "70", "9/4"),
    ("{3||2+*|1+*}", "cool", "-1/2", "{7/2|||5/2|3/2||+-1/2}"),
    ("1/4", "cool", "-1/8", "1/4"),
    ("1/4", "cool", "-1/4", "1/4*"),
    ("1/4", "cool", "-3/8", "{3/8|1/8}"),
    ("{3||2+*|1+*}", "heat", "0", "{3||2*|1*}"),
    ("{3||2+*|1+*}", "heat", "1/2", "{7/2|||5/2|3/2||+-1/2}"),
    ("{3||2+*|1+*}", "heat", "1", "{4|||3|1||0|-2}"),
    ("{3||2+*|1+*}", "heat", "-3/4", "9/4*"),
    ("{3||2+*|1+*}", "heat", "-1", "9/4"),
    ("{3||2+*|1+*}", "heat", "-2", "3/2"),
    ("{3||2+*|1+*}", "heat", "-3", "1"),
    ("{3||2+*|1+*}", "heat", "-4", "0"),
    ("{3||2+*|1+*}", "heat", "*", "{3*||2|1}"),
    # EvalTest.scala, "process infix ops": G Heat 2, and ^^ Heat * = 0.
    ("*", "heat", "2", "+-2"),
    ("*2", "heat", "2", "+-{2,{4|0}}"),
    ("^", "heat", "2", "{2||0|-4}"),
    ("^*", "heat", "2", "{2,{4|0}|-2}"),
    ("^^", "heat", "2", "{2||0,+-2|-4}"),
    ("^^", "heat", "*", "0"),
]


@pytest.mark.parametrize("g, operation, t, expected", GAME_TEST)
def test_cgsuite_game_test(g, operation, t, expected):
    assert str(getattr(P(g), operation)(P(t))) == expected


def test_cgsuite_overheat_and_cooling_bound():
    # GameTest.scala: {3||2+*|1+*}.Overheat(*,1+*), (7/16).Overheat(0,0), and Cool(-1)'s refusal.
    assert str(P("{3||2*|1*}").overheat(star(), P("1*"))) == "{1||+-(1*)|-1,{-1|-3}}"
    assert str(number(7, 16).overheat(0, 0)) == "^[3]"
    with pytest.raises(InvalidValueError, match=r"^cool: the temperature -1 is not above -1"):
        P("{3||2*|1*}").cool(-1)


def _followers(g: CanonicalForm, seen: dict) -> dict:
    if g not in seen:
        seen[g] = None
        for o in (*g.left_options, *g.right_options):
            _followers(o, seen)
    return seen


temperatures = st.builds(lambda n, k: Fraction(n, 2**k), st.integers(1, 7), st.integers(3, 3))


@settings(max_examples=80)
@given(trees, temperatures)
def test_cooling_by_a_negative_temperature_heats_where_numbers_are_integers(t, s):
    # By the definitions: cooling by -s (0 < s < 1) is {G^L_-s + s | G^R_-s - s}, as heating by s, on every
    # follower that is not a number (their temperatures are >= 0 > -s); an integer is left alone by both.
    g = value(t)
    assume(all(f.is_integer or not f.is_number for f in _followers(g, {})))
    assert g.cool(-s) is g.heat(s)


@settings(max_examples=80)
@given(trees, temperatures)
def test_every_kind_of_number_is_the_same_temperature(t, s):
    g = value(t)
    for form in (float(s), number(s), P(str(s))):
        assert g.cool(form) is g.cool(s) and g.heat(form) is g.heat(s) and g.cool(-form) is g.cool(-s)
        assert g.overheat(form, form) is g.overheat(s, s)
        th = g.thermograph()
        assert th.left_at(form) == th.left_at(s) and th.right_at(form) == th.right_at(s)


@settings(max_examples=60)
@given(trees, trees)
def test_heating_by_a_game_is_the_definition(a, b):
    # ∫^t G = G for a number, else {∫^t G^L + t | ∫^t G^R - t}, for any game t (CanonicalShortGameOps.heat).
    g, t = value(a), value(b)
    expected = g if g.is_number else CanonicalForm.from_options([o.heat(t) + t for o in g.left_options],
                                                                [o.heat(t) - t for o in g.right_options])
    assert g.heat(t) is expected


TAKES = r"is not a number \(give an int, a Fraction, a float or a CanonicalForm that is a number\)$"


@pytest.mark.parametrize("call, where", [
    (lambda t: P("{2|-1/2}").cool(t), "cool"),
    (lambda t: P("{2|-1/2}").thermograph().left_at(t), "left_at"),
    (lambda t: P("{2|-1/2}").thermograph().right_at(t), "right_at"),
    (lambda t: number(t), "number"),
])
@pytest.mark.parametrize("bad", ["1/2", None, star(), 1j, [1]])
def test_one_message_for_what_is_not_a_temperature(call, where, bad):
    with pytest.raises(NotANumberError, match=f"^{where}: " + r".* of type \w+ " + TAKES):
        call(bad)
