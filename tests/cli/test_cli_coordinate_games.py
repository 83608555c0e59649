"""``cgt value`` on the coordinate games: Mem, Fibonacci Nim, Partizan Euclid."""

from __future__ import annotations

import json

import pytest

from cgt.cli import main


@pytest.mark.parametrize("argv, fields", [
    # cgsuite-in-action.cgsh line 24: game.heap.PartizanEuclid((9, 6)).CanonicalForm is *.
    (["partizan-euclid", "9", "6"], {"game": "partizan-euclid", "canonical_form": "*", "outcome": "N"}),
    # GameHeapTest.scala: PartizanEuclid((8, 7)) is ^5, won by Left.
    (["euclid", "(8, 7)"], {"game": "partizan-euclid", "canonical_form": "^5", "outcome": "L"}),
    # GameHeapTest.scala: FibonacciNim((10, 4)) has nim value 5; Mem((10, 4)) 2.
    (["fibonacci-nim", "10", "4"], {"canonical_form": "*5", "outcome": "N"}),
    (["mem", "(10, 4)", "+", "(10, 4)"], {"canonical_form": "0", "outcome": "P"}),
])
def test_json(capsys, argv, fields):
    status = main(["value", *argv, "--json"])
    got = json.loads(capsys.readouterr().out)
    assert status == 0 and {k: got[k] for k in fields} == fields


def test_a_bad_position_is_one_line_and_exit_2(capsys):
    assert main(["value", "mem", "10", "x"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "word 2, 'x', is not an integer" in err
