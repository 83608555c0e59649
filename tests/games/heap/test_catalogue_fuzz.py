"""Fuzzing the heap games' parsers (issue 24): octal codes and heap game names.

Random text, unicode, and near-misses of good input: every outcome is a game
or a :class:`cgt.CgtError` (never another exception), and bad text is refused
with a message that quotes it. The budget is bounded and the draws are
derandomized by ``tests/conftest.py``.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import HeapGame, OctalGame, heap_game

# Characters of good input, and some that look like them (other digits, other points).
NEAR = st.sampled_from(list("0123456789abcdefABCDEF.,; -_'x?") + ["٣", "７", "．", "·", "\u00a0", "\u200b", "ǅ", "İ"])
TEXT = st.one_of(
    st.text(NEAR, max_size=12),
    st.text(max_size=12),  # any unicode
    st.builds(lambda head, digits: head + digits, st.sampled_from(["0.", ".", "4.", "0", "subtraction ", "allbut "]), st.text(NEAR, max_size=10)),
)


def _game_or_library_error(parse, text: str) -> object:
    try:
        return parse(text)
    except cgt.CgtError as error:
        assert isinstance(error, (ValueError, TypeError))
        message = str(error)
        assert message and "\n" not in message
        return error


@settings(max_examples=250, deadline=None)
@given(TEXT)
def test_any_text_is_an_octal_game_or_a_library_error(text):
    outcome = _game_or_library_error(OctalGame, text)
    if isinstance(outcome, cgt.CgtError):
        assert isinstance(outcome, cgt.InvalidOctalCodeError) and str(outcome).startswith("octal code "), outcome
    else:
        assert isinstance(outcome, OctalGame)
        # A game accepted is one whose repr reads back as itself.
        assert eval(repr(outcome), {"OctalGame": OctalGame}) == outcome


@settings(max_examples=250, deadline=None)
@given(TEXT)
def test_any_text_is_a_heap_game_or_a_library_error(text):
    outcome = _game_or_library_error(heap_game, text)
    assert isinstance(outcome, (HeapGame, cgt.CgtError))


@settings(max_examples=50, deadline=None)
@given(st.one_of(st.none(), st.integers(), st.floats(), st.binary(max_size=5), st.lists(st.text(max_size=3), max_size=3)))
def test_a_name_that_is_not_text_is_refused_with_a_library_error(value):
    outcome = _game_or_library_error(heap_game, value)
    assert isinstance(outcome, cgt.UnknownGameError)


@settings(max_examples=100, deadline=None)
@given(st.text("01234567", min_size=1, max_size=4), st.integers(0, 5), st.sampled_from(list("89x?/٣７ ")))
def test_a_bad_character_in_a_code_is_named_with_its_position(digits, at, bad):
    # A code with one bad character put in: the command line and the library say which.
    code = "0." + digits
    at = min(at, len(digits)) + 2
    text = code[:at] + bad + code[at:]
    outcome = _game_or_library_error(heap_game, text)
    if isinstance(outcome, cgt.CgtError):
        assert isinstance(outcome, cgt.InvalidOctalCodeError), outcome
        assert repr(text.strip().lower()) in str(outcome) or repr(text.lower()) in str(outcome)
