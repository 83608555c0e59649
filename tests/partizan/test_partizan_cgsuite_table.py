"""Every invariant of the 25 games of CGSuite's own test suite, as CGSuite gives it.

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
