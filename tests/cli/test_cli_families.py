"""``cgt value`` and ``cgt solve`` on the parameterised families (GenClobber, GenToadsAndFrogs) and their presets."""

from __future__ import annotations

import json

import pytest

from cgt.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# The values CGSuite prints for the same positions (GameGridTest.scala, GameStripTest.scala).
@pytest.mark.parametrize("argv, value", [
    (["kings", "xox|ox."], "{^^*|*,v[2]}"),
    (["rooks", "xox", "ox."], "{^^*|0,*}"),
    (["queens", "xox|ox."], "^"),
    (["gen-clobber", "directions=diagonal", "xoxo|oox.|xxx."], "{0,v*|vv}"),
    (["gen-clobber", "directions=compass", "max_distance=inf", "xox|ox."], "^"),
    (["gen-toads-and-frogs", "max_jump=2", "tttt..fff"], "{1/2*|v}"),
    (["fjords", "L-.-L-.-.-R-."], "1*"),  # CGSuite 2.2 printed
    (["fission", ".x..|xx..|...x"], "{0|-1/2}"),  # CGSuite 2.2 printed
    (["nogo", "..."], "+-1"),  # a stone in the middle leaves the opponent no move, the mover one
])
def test_family_values(capsys, argv, value):
    status, out, err = run(capsys, "value", *argv, "--json")
    assert status == 0 and err == ""
    assert json.loads(out)["canonical_form"] == value


def test_loopy_parameters_go_to_the_loopy_engine(capsys):
    # GameStripTest.scala: BackslidingToadsAndFrogs("ttt..fff").GameValue, as the family's min_slide=-1.
    status, out, _ = run(capsys, "value", "gen-toads-and-frogs", "min_slide=-1", "ttt..fff", "--json")
    assert status == 0 and json.loads(out)["value"] == "{on||0|-1/2} & {1/2|0||off}"
    status, _, err = run(capsys, "solve", "gen-clobber", "left_behind=own", "xox.")
    assert status == 2 and "is loopy" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("argv, message", [
    (["gen-clobber", "max_distance=0", "xo"], "max_distance 0 is not a whole number >= 1"),
    (["gen-clobber", "colour=red", "xo"], "the parameters colour are not all GenClobber's"),
    (["gen-toads-and-frogs", "max_jump=x", "T.F"], "max_jump 'x' is not a whole number"),
])
def test_bad_parameters_one_line_exit_2(capsys, argv, message):
    status, out, err = run(capsys, "value", *argv)
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and message in err
