"""``cgt solve --batch``, ``--build-database`` and ``--database``: the library's answers, one-line errors."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import cgt
from cgt.cli import main
from cgt.games import Domineering

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_build_a_database_and_solve_with_it(capsys, tmp_path):
    db = tmp_path / "dom.sqlite"
    status, out, _ = _run(capsys, "solve", "domineering", "--build-database", str(db), "--cells", "6",
                          "--workers", "0", "--json")
    facts = json.loads(out)
    assert status == 0 and facts["regions"] == 1 + 1 + 1 + 2 + 5 + 12 + 35   # no cell, then OEIS A000105
    status, out, _ = _run(capsys, "solve", "domineering", "4x4", "--database", str(db), "--json")
    assert status == 0 and json.loads(out)["outcome"] == cgt.outcome(Domineering(), "....|....|....|....").value


def test_a_batch_file_gives_a_row_per_position_as_solve_does(capsys, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text("# Domineering boards\n3x3\n\n..|..\n...|..#\n")
    out = tmp_path / "rows.csv"
    status, text, _ = _run(capsys, "solve", "domineering", "--batch", str(boards), "--workers", "0", "--json")
    rows = json.loads(text)
    assert status == 0 and [r["position"] for r in rows] == ["...|...|...", "..|..", "...|..#"]
    for row in rows:
        assert row["outcome"] == cgt.outcome(Domineering(), row["position"]).value
    status, text, _ = _run(capsys, "solve", "domineering", "--batch", str(boards), "--workers", "0",
                           "--out", str(out))
    assert status == 0 and text.startswith(f"{out}: 3 positions")
    assert [r.position for r in cgt.read_solved(out)] == [r["position"] for r in rows]


@pytest.mark.parametrize("argv, message", [
    (("--batch", "a", "b"), "one FILE"),
    (("--batch", "a", "--first", "left"), "--first left is for one position"),
    (("2x2", "--cells", "3"), "--build-database and --cells"),
    (("2x2", "--workers", "2"), "--workers 2 goes with --batch"),
    (("2x2", "--out", "x.csv"), "--out 'x.csv' goes with --batch"),
    (("2x2", "--database", "/nonexistent/db.sqlite"), "does not exist"),
    (("--batch", "/nonexistent/boards.txt"), "No such file"),
])
def test_bad_usage_is_one_line_and_status_2(capsys, argv, message):
    status, _, err = _run(capsys, "solve", "domineering", *argv)
    assert status == 2 and message in err and len(err.strip().splitlines()) == 1


def test_a_bad_line_of_a_batch_names_the_file_and_line(capsys, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text("..|..\n..x\n")
    status, _, err = _run(capsys, "solve", "domineering", "--batch", str(boards), "--workers", "0")
    assert status == 2 and f"{boards}, line 2" in err


def test_ctrl_c_stops_a_batch_in_one_line_with_status_130(tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text("2x2\n9x9\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "cgt", "solve", "domineering", "--batch", str(boards),
                             "--workers", "0", "--progress"], stderr=subprocess.PIPE, stdout=subprocess.PIPE,
                            env=env)
    assert proc.stderr.read(1) == b"\r"          # the progress bar, drawn once 2x2 is solved: 9x9 is running
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    err = proc.communicate(timeout=60)[1].decode()
    assert proc.returncode == 130 and err.strip().splitlines()[-1] == "cgt solve: error: interrupted"
    assert err.count("error") == 1 and "Traceback" not in err
