"""``cgt value ... --all``: every invariant of issue 21, printed and in JSON, read back by the parser."""

from __future__ import annotations

import json

import pytest

from cgt import CanonicalForm, canonical_form
from cgt.cli import main
from cgt.games import Domineering, Hackenbush, ToadsAndFrogs

VALUE_FIELDS = ("canonical_form", "reduced_canonical_form", "companion", "freeze")


@pytest.mark.parametrize("argv, game, text", [
    (["hackenbush", "lrl(r;lr)"], Hackenbush(), "lrl(r;lr)"),
    (["hackenbush", "e(ee;e), lr"], Hackenbush(), "e(ee;e), lr"),
    (["domineering", "...|..."], Domineering(), "...|..."),
    (["toads", "T.TF.F"], ToadsAndFrogs(), "T.TF.F"),
])
def test_every_value_field_round_trips_through_the_parser(capsys, argv, game, text):
    assert main(["value", *argv, "--all", "--json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    g = canonical_form(game, game.position(text))
    assert CanonicalForm.parse(facts["canonical_form"]) is g
    for field in VALUE_FIELDS:
        assert CanonicalForm.parse(facts[field]) is {"canonical_form": g, "reduced_canonical_form": g.reduced_canonical_form,
                                                     "companion": g.companion, "freeze": g.freeze()}[field]
    for side in ("left", "right"):
        assert {CanonicalForm.parse(t) for t in facts[f"{side}_incentives"]} == set(getattr(g, f"{side}_incentives"))
    weight = facts["atomic_weight"]
    assert (weight is None) == (not g.is_atomic)
    if weight is not None:
        assert CanonicalForm.parse(weight) is g.atomic_weight
    assert facts["stop_count"] == g.stop_count and facts["is_all_small"] == g.is_all_small
    assert (facts["uptimal_expansion"] is None) == (g.uptimal_expansion is None)


def test_all_in_text(capsys):
    assert main(["value", "hackenbush", "eee", "--all"]) == 0
    out = capsys.readouterr().out
    assert "canonical form  *3\n" in out and "atomic weight           0\n" in out
    assert "is all small            true\n" in out and "reduced canonical form  0\n" in out
