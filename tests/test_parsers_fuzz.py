"""Fuzzing every text parser the catalogue and the census read (issue 24).

Board texts of every grid ruleset, Hackenbush pictures, Toads and Frogs strips,
Toppling Dominoes rows, Col and Snort graphs, partizan subtraction texts,
census code patterns and loopy notation: random text, unicode, near misses of
good input and deep nesting. Every outcome is a value or a :class:`cgt.CgtError`
(a ``ValueError`` or ``TypeError`` with a one-line message), never another
exception. The octal codes and heap names are fuzzed in
``tests/games/heap/test_catalogue_fuzz.py``, CGSuite's short-game notation in
``tests/partizan/test_partizan_notation_fuzz.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import games
from cgt.census import expand_pattern
from cgt.loopy import parse as parse_loopy

# The characters of good input in every notation here, and some that look like them.
NEAR = st.sampled_from(list("xo.#|\nLRGTFlre-;:()ABC{}0123456789,.?[]^v*+ ") + ["٣", "．", "\u00a0", "\u200b", "İ", "ǅ"])
TEXT = st.one_of(st.text(NEAR, max_size=14), st.text(max_size=10))


def _value_or_library_error(compute, text: str) -> object:
    try:
        return compute(text)
    except cgt.CgtError as error:
        assert isinstance(error, (ValueError, TypeError)), type(error)
        assert str(error) and "\n" not in str(error), str(error)
        return error


def _small(text: str) -> bool:
    # A text that parses to a large position would be searched: only small ones are valued.
    return sum(ch not in "#|\n -;:(),{}" for ch in text) <= 8


READERS = {
    "domineering": games.Domineering(),
    "clobber": games.Clobber(),
    "anticlobber": games.AntiClobber(),
    "konane": games.Konane(),
    "cram": games.Cram(),
    "amazons": games.Amazons(),
    "toads and frogs": games.ToadsAndFrogs(),
    "elephants and rhinos": games.ElephantsAndRhinos(),
    "hackenbush": games.Hackenbush(),
    "childish hackenbush": games.ChildishHackenbush(),
    "toppling dominoes": games.TopplingDominoes(),
    "col": games.Col(),
    "snort": games.Snort(),
}


@pytest.mark.parametrize("name", sorted(READERS))
@settings(max_examples=60, deadline=None)
@given(text=TEXT)
def test_any_text_is_a_position_or_a_library_error(name, text):
    game = READERS[name]
    outcome = _value_or_library_error(game.position, text)
    if not isinstance(outcome, cgt.CgtError) and _small(text) and name != "amazons":
        assert isinstance(_value_or_library_error(lambda _: cgt.canonical_form(game, outcome), text),
                          (cgt.CanonicalForm, cgt.CgtError))


@settings(max_examples=200, deadline=None)
@given(TEXT)
def test_any_text_is_a_partizan_subtraction_or_a_library_error(text):
    _value_or_library_error(games.PartizanSubtraction.from_text, text)


@settings(max_examples=200, deadline=None)
@given(st.one_of(TEXT, st.builds(lambda t: "0." + t, st.text(NEAR, max_size=8))))
def test_any_text_is_a_census_pattern_or_a_library_error(text):
    outcome = _value_or_library_error(expand_pattern, text)
    if not isinstance(outcome, cgt.CgtError):
        assert isinstance(outcome, list) and all(isinstance(code, str) for code in outcome)


@settings(max_examples=200, deadline=None)
@given(st.one_of(TEXT, st.text(st.sampled_from(list("{}|pass0*^onfvruda ,")), max_size=20)))
def test_any_text_is_a_loopy_value_or_a_library_error(text):
    _value_or_library_error(parse_loopy, text)


@pytest.mark.parametrize("depth", [10, 1_000, 10_000])
def test_deep_nesting_is_refused_or_read_without_recursion(depth):
    # Each parser meets text nested far deeper than Python's recursion limit.
    for parse, text in [
        (parse_loopy, "{" * depth + "0|" + "}" * depth),
        (games.Hackenbush().position, "l(" * depth + "r" + ")" * depth),
        (games.Hackenbush().position, ":A " + "l(" * depth + "r:A" + ")" * depth),
        (games.Col().position, "." + "(-." * depth + ")" * depth),
    ]:
        outcome = _value_or_library_error(parse, text)
        assert outcome is not None
