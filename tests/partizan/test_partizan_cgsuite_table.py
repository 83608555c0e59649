"""Every row of CGSuite's CanonicalShortGameTestCase (25 games), each invariant cgt has, as CGSuite prints it.

Source: CGSuite (aaron-siegel/cgsuite), ``lib/core/src/test/scala/org/cgsuite/lang/
CanonicalShortGameTestCase.scala``, copied as data into ``cgsuite_short_games.json``
(a value that starts with ``!!`` is CGSuite's refusal).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from cgt import CanonicalForm
from cgt.errors import NotAValueError

TABLE = json.loads((Path(__file__).parent / "cgsuite_short_games.json").read_text())["cases"]


def _members(text: str) -> list[str]:
    """The elements of CGSuite's printed set ``{a,b,...}`` (commas inside braces are not separators)."""
    inner, parts, depth, start = text[1:-1], [], 0, 0
    for i, c in enumerate(inner):
        depth += (c == "{") - (c == "}")
        if c == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    return parts + [inner[start:]] if inner else []


@pytest.mark.parametrize("case", TABLE, ids=[c["xOut"][:30] for c in TABLE])
def test_cgsuite_invariants(case):
    g = CanonicalForm.parse(case["x"])
    assert str(g) == case["xOut"]
    assert CanonicalForm.parse(case["xOut"]) is g
    if case["atomicWeight"].startswith("!!"):
        with pytest.raises(NotAValueError):
            g.atomic_weight  # noqa: B018
        assert not g.is_atomic
    else:
        assert str(g.atomic_weight) == case["atomicWeight"]
    for name, attr in (("companion", "companion"), ("reducedCanonicalForm", "reduced_canonical_form")):
        assert str(getattr(g, attr)) == case[name], name
    assert str(g.freeze()) == case["freeze"]
    for name, attr in (("incentives", "incentives"), ("leftIncentives", "left_incentives"),
                       ("rightIncentives", "right_incentives")):
        assert sorted(map(str, getattr(g, attr))) == sorted(_members(case[name])), name
    for name, attr in (("isAllSmall", "is_all_small"), ("isAtomic", "is_atomic"), ("isEven", "is_even"),
                       ("isOdd", "is_odd"), ("isEvenTempered", "is_even_tempered"),
                       ("isOddTempered", "is_odd_tempered")):
        assert getattr(g, attr) == (case[name] == "true"), name
    assert g.stop_count == int(case["stopCount"])
    expansion = g.uptimal_expansion
    assert (expansion is not None) == (case["isUptimal"] == "true")
    if expansion is not None:
        assert str(expansion) == case["uptimalExpansion"]
    assert (g.left_stop, g.right_stop, g.mean, g.temperature, g.birthday) == (
        Fraction(case["leftStop"]), Fraction(case["rightStop"]), Fraction(case["mean"]),
        Fraction(case["temperature"]), int(case["birthday"]))


# The row's invariants cgt has no function for: the class name (cls), Followers and FollowerCount, IsOrdinal,
# MisereOutcomeClass and Thermograph (CGSuite's Thermograph(...) text); the lead's report lists them.
@pytest.mark.parametrize("case", TABLE, ids=[c["xOut"][:30] for c in TABLE])
def test_cgsuite_options_kinds_and_outcome(case):
    g = CanonicalForm.parse(case["x"])
    for name, options in (("leftOptions", g.left_options), ("rightOptions", g.right_options)):
        assert sorted(map(str, options)) == sorted(_members(case[name])), name
    for name, attr in (("isInfinitesimal", "is_infinitesimal"), ("isInteger", "is_integer"), ("isNimber", "is_nimber"),
                       ("isNumber", "is_number"), ("isNumberTiny", "is_number_tiny"), ("isNumberish", "is_numberish"),
                       ("isNumber", "is_pseudonumber"), ("isZero", "is_idempotent")):
        # CanonicalShortGameTestCase.toTests checks IsPseudonumber against isNumber and IsIdempotent against isZero.
        assert getattr(g, attr) == (case[name] == "true"), name
    assert (g == 0) == (case["isZero"] == "true") and g.is_plumtree
    assert str(g.outcome) == case["outcomeClass"]


@pytest.mark.parametrize("case", TABLE, ids=[c["xOut"][:30] for c in TABLE])
def test_cgsuite_rows_read_by_the_one_reader(case):
    # toTests: Degree 0 for every short game (Variety, also 0, builds a graph as large as the number: not run).
    from cgt import loopy, value

    g = value(case["x"])
    assert g is CanonicalForm.parse(case["xOut"]) and value(case["xOut"]) is g and loopy.parse(case["x"]) is g
    assert loopy.degree(g) == 0
