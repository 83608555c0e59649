"""``cgt solve`` and ``cgt value --outcome``: the outcome search from the command line."""

from __future__ import annotations

import json

import pytest

from cgt.cli import main


def _run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_a_rectangle_by_size_as_json(capsys):
    # Linear Clobber (xo)^3 is a second-player win (Albert et al. 2005), (xo)^4 a first-player win.
    status, out, _ = _run(capsys, "solve", "clobber", "1x6", "--json")
    assert status == 0
    facts = json.loads(out)
    assert facts["position"] == "xoxoxo" and facts["outcome"] == "P"
    assert facts["winning_moves"] == {"left": None, "right": None}
    status, out, _ = _run(capsys, "solve", "clobber", "1x8", "--json", "--first", "left")
    assert json.loads(out)["winners"] == {"left": "left"}


def test_solve_prints_winners_moves_and_lines(capsys):
    status, out, _ = _run(capsys, "solve", "domineering", "...|...")
    assert status == 0
    assert "outcome         N" in out and "left first      left wins, moving to .#.|.#." in out


@pytest.mark.parametrize("argv, message", [
    (("solve", "nim", "3"), "unknown game 'nim'"),
    (("solve", "domineering", "5x5", "--budget", "10"), "over its budget of 10 positions"),
    (("solve", "fox-and-geese", "x.x.x.x.|........|....o..."), "fox-and-geese is loopy"),
    (("solve", "domineering", "0x3"), "each side 1 to 64"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    status, out, err = _run(capsys, *argv)
    assert status == 2 and message in err and err.count("\n") == 1 and not out


def test_value_outcome_only(capsys):
    status, out, _ = _run(capsys, "value", "domineering", "...|...", "--outcome", "--json")
    assert status == 0 and json.loads(out) == {"game": "domineering", "position": "...|...", "outcome": "N"}


def test_solve_saves_its_table_when_stopped_and_resumes_from_it(capsys, tmp_path):
    saved = str(tmp_path / "dom.npz")
    status, out, err = _run(capsys, "solve", "domineering", "6x8", "--first", "left", "--budget", "50000",
                            "--save", saved)
    assert status == 2 and not out and "over its budget of 50,000 positions" in err and "saved to" in err
    status, out, _ = _run(capsys, "solve", "domineering", "6x8", "--first", "left", "--resume", saved, "--json")
    facts = json.loads(out)
    assert status == 0 and facts["winners"] == {"left": "right"} and facts["nodes"] > 50000
    status, out, _ = _run(capsys, "solve", "domineering", "6x8", "--first", "left", "--json")
    assert json.loads(out)["winners"] == facts["winners"]  # as a search from scratch answers


@pytest.mark.parametrize("argv, message", [
    (("solve", "clobber", "1x6", "--save", "x.npz"), "not searched by the compiled Domineering search"),
    (("solve", "domineering", "3x3", "--resume", "/nonexistent/x.npz"), "x.npz': no such file"),
    (("solve", "domineering", "--batch", "b.txt", "--save", "x.npz"), "--save 'x.npz' is for one position"),
])
def test_save_and_resume_refuse_what_they_cannot_do(capsys, argv, message):
    status, out, err = _run(capsys, *argv)
    assert status == 2 and message in err and err.count("\n") == 1 and not out
