"""CGSuite notation: printing, parsing, and their round trip."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star, switch, up
from cgt.errors import CgtError, InvalidNotationError

P = CanonicalForm.parse

# What CGSuite prints for these values (its plain-text output, CanonicalShortGame
# and Uptimal.appendTo): ^^ then ^3, +- for a switch g = -g, bars for lone
# braced options.
PRINTED = [
    (number(0), "0"),
    (number(-3, 4), "-3/4"),
    (number(7), "7"),
    (star(), "*"),
    (star(2), "*2"),
    (up(), "^"),
    (up(-1), "v"),
    (up(2), "^^"),
    (up(-2), "vv"),
    (up(3), "^3"),
    (up(-4), "v4"),
    (up() + star(), "^*"),
    (up(-1) + star(), "v*"),
    (up(2) + star(3), "^^*3"),
    (number(1) + star(), "1*"),
    (number(1, 2) + up(), "1/2^"),
    (number(-1, 2) + up(), "-1/2^"),
    (number(-1) + up(-3) + star(2), "-1v3*2"),
    (switch(1, -1), "+-1"),
    (switch(number(1) + star(), number(-1) + star()), "+-(1*)"),
    (switch(switch(2, 1), switch(-1, -2)), "+-{2|1}"),
    (CanonicalForm.from_options([1, star()], [-1, star()]), "+-1"),
    (CanonicalForm.from_options([1, switch(4, 0)], [-1, switch(0, -4)]), "+-{1,{4|0}}"),
    (switch(2, number(-1, 2)), "{2|-1/2}"),
    (switch(2, switch(1, 0)), "{2||1|0}"),
    (switch(switch(2, 1), 0), "{2|1||0}"),
    (switch(3, switch(2, switch(1, 0))), "{3|||2||1|0}"),
    (switch(4, switch(3, switch(2, switch(1, 0)))), "{4||||3|||2||1|0}"),  # 4 bars: braces forced
    (switch(5, switch(4, switch(3, switch(2, switch(1, 0))))), "{5|{4||||3|||2||1|0}}"),
    (CanonicalForm.from_options([0, star()], [-1]), "{0,*|-1}"),
    (CanonicalForm.from_options([0], [switch(0, -1)]), "Tiny(1)"),  # {0||0|-1}
    (CanonicalForm.from_options([switch(2, 0)], [0]), "Miny(2)"),  # {2|0||0}
    (switch(1, switch(1, -1)), "1Tiny(2)"),
    (switch(switch(switch(1, -1), -1), -1), "-1Miny({2|0})"),  # y = +-1, h = y + 1
    (switch(3, switch(3, switch(2, 1))), "3Tiny({2|1})"),  # h = 3 - {2|1}
    (CanonicalForm.from_options([switch(2, 1), switch(3, 0)], [-1]), "{{2|1},{3|0}|-1}"),
]


@pytest.mark.parametrize("value, text", PRINTED, ids=[t for _, t in PRINTED])
def test_prints_like_cgsuite_and_parses_back(value, text):
    assert str(value) == text
    assert P(text) is value
    assert eval(repr(value), {"CanonicalForm": CanonicalForm}) is value


@pytest.mark.parametrize(
    "text, same",
    [
        ("{ 2 || 1 | 0 }", "{2|{1|0}}"),
        ("±1", "+-1"),
        ("{1|-1}", "+-1"),
        ("±{1,2}", "{1,2|-1,-2}"),
        ("1 + *", "1*"),
        ("^ + ^ + *", "^^*"),
        ("1/2 - ^", "1/2v"),
        ("-(1/2^)", "-1/2v"),
        ("-{2|-1/2}", "{1/2|-2}"),
        ("*0", "0"),
        ("{0,*|0,*}", "*2"),
        ("{a|b||c}".replace("a", "3").replace("b", "2").replace("c", "0"), "{{3|2}|0}"),
        ("{3||2|1|||0}", "{{3|{2|1}}|0}"),
        ("1+-1", "{2|0}"),  # '+-' is always the switch: 1 + (+-1)
        ("1 + -1", "0"),
        ("{|}", "0"),
        ("(^)", "^"),
        ("Tiny(1)", "{0||0|-1}"),
        ("-1/2Miny(1)", "{1/2|-1/2||-1/2}"),
        ("^2", "^^"),  # the spelling of two ups
        ("v2*", "vv*"),
    ],
)
def test_parses_other_spellings(text, same):
    assert P(text) is P(same)


@pytest.mark.parametrize(
    "text, position, what",
    [
        ("{1|", 3, "expected an option or '}'"),
        ("{1,|2}", 3, "expected an option after ','"),
        ("{,1|2}", 1, "expected an option before ','"),
        ("{1 2|}", 3, "expected ',', '|' or '}'"),
        ("{1||2||3}", 5, "ambiguous bars"),
        ("{1|2|3}", 4, "ambiguous bars"),
        ("1/3", 2, "denominator 3 is not a power of 2"),
        ("1/", 2, "expected a denominator"),
        ("x", 0, "expected a value"),
        ("", 0, "expected a value"),
        ("{1,2}", 4, "expected '|'"),
        ("1 }", 2, "unexpected text"),
        ("(1", 2, "expected ')'"),
    ],
)
def test_errors_name_the_position(text, position, what):
    with pytest.raises(InvalidNotationError, match=re.escape(what)) as info:
        P(text)
    assert info.value.position == position
    assert info.value.text == text
    assert f"at position {position}" in str(info.value)
    assert isinstance(info.value, ValueError) and isinstance(info.value, CgtError)


def test_parse_refuses_non_text():
    with pytest.raises(InvalidNotationError, match="must be a str"):
        P(3)  # type: ignore[arg-type]


values = st.recursive(
    st.one_of(
        st.builds(number, st.integers(-4, 4), st.sampled_from([1, 2, 4])),
        st.builds(star, st.integers(0, 3)),
        st.builds(up, st.integers(-3, 3)),
    ),
    lambda kids: st.builds(CanonicalForm.from_options, st.lists(kids, max_size=3), st.lists(kids, max_size=3))
    | st.builds(lambda a, b: a + b, kids, kids),
    max_leaves=6,
)


@settings(max_examples=80, deadline=None)
@given(values)
def test_round_trip(v):
    assert P(str(v)) is v
    assert eval(repr(v), {"CanonicalForm": CanonicalForm}) is v
    assert P(f" ( {v} ) ") is v
    assert P(f"-({v})") is -v


def test_top_level_names():
    assert cgt.CanonicalForm is CanonicalForm and cgt.InvalidNotationError is InvalidNotationError
    assert P("3/4").number_up_star == (Fraction(3, 4), 0, 0)
