"""The notation parser against anything (issue 24, item 7): every outcome is a value or a library error.

Random text over the notation's own characters and any unicode, and nestings up
to 10,000 levels deep: parse returns a CanonicalForm or raises a CgtError
(InvalidNotationError, or InvalidValueError for a number cgt has no value for),
never RecursionError or another exception; a value that parses prints as text
that parses back to it.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm
from cgt.errors import CgtError, InvalidNotationError
from cgt.partizan.reader import MAX_NESTING

NOTATION = "{}|,()+-*^v0123456789/±↑↓<>[]. TinyMiy"
openers = st.sampled_from(["{", "{0|", "{|", "(", "-", "+", "+-", "±", "Tiny(", "Miny(", "{*,", "^<", "v["])


def outcome(text: str) -> object:
    try:
        g = CanonicalForm.parse(text)
    except CgtError as e:
        assert isinstance(e, (ValueError, TypeError))
        return e
    assert isinstance(g, CanonicalForm)
    assert CanonicalForm.parse(str(g)) is g
    return g


@settings(max_examples=300)
@given(st.text(alphabet=NOTATION, max_size=40))
def test_random_notation_text(text):
    outcome(text)


@settings(max_examples=100)
@given(st.text(max_size=30))
def test_random_unicode(text):
    outcome(text)


@settings(max_examples=60)
@given(st.lists(openers, min_size=1, max_size=12), st.integers(1, 10_000), st.booleans())
def test_deep_nesting(pattern, depth, closed):
    body = "".join(pattern[i % len(pattern)] for i in range(depth)) + "0"
    if closed:
        body += "".join("}" if p.startswith("{") else ")" if p.endswith("(") else "" for p in pattern) * (depth // len(pattern))
    result = outcome(body)
    if depth > 2 * MAX_NESTING:
        assert isinstance(result, InvalidNotationError)


def test_deep_values_within_the_limit_parse_and_print():
    n = MAX_NESTING - 1
    for text, depth in (("{0|" * n + "0" + "}" * n, n), ("(" * n + "1" + ")" * n, 0), ("-" * n + "1", 0)):
        g = CanonicalForm.parse(text)
        assert CanonicalForm.parse(str(g)) is g and g.birthday >= depth
    hot = "".join(f"{{{k}|" for k in range(n, 0, -1)) + "0" + "}" * n  # {199|{198|...{1|0}}}: no collapse
    g = CanonicalForm.parse(hot)
    assert g.left_stop == n and CanonicalForm.parse(str(g)) is g and g.temperature > 0
