"""The ``cgt`` command, driven as a user drives it: in a subprocess, through argv and stdin.

Scripted ``play`` sessions use positions whose winning move is unique (so the
script follows from theory, not from the program's own output), and every
error path must exit 2 with one line on stderr and no traceback.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cgt.cli import build_parser
from naive import (
    naive_grundy,
    naive_grundys_game_moves,
    naive_heap_values,
    naive_heaps_options,
    naive_octal_moves,
    naive_subtraction_moves,
)

CGT_SCRIPT = shutil.which("cgt", path=str(Path(sys.executable).parent)) or shutil.which("cgt")


def run(*args: str, stdin: str = "", script: bool = False) -> subprocess.CompletedProcess[str]:
    """Run ``python -m cgt ARGS`` (or the installed ``cgt`` script) with `stdin`."""
    command = [CGT_SCRIPT] if script else [sys.executable, "-m", "cgt"]
    return subprocess.run(
        [*command, *args], input=stdin, capture_output=True, text=True, timeout=120
    )


def assert_usage_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    """Exit status 2, exactly one line on stderr naming the problem, no traceback anywhere."""
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("cgt"), lines[0]
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])


def command_paths(parser=None, prefix=()):
    """Every command path of the parser: (), ('play',), ('jumpchess', 'solve'), ..."""
    parser = parser or build_parser()
    yield prefix
    for action in parser._actions:  # argparse keeps subcommands only in this private list
        if isinstance(action.choices, dict):
            for name, sub in action.choices.items():
                yield from command_paths(sub, (*prefix, name))


# ---------------------------------------------------------------------------- entry points


def test_console_script_and_module_run_the_same_command():
    assert CGT_SCRIPT is not None, "the cgt console script is not installed"
    by_script = run("play", "nim", "1", "2", "--first", "computer", script=True)
    by_module = run("play", "nim", "1", "2", "--first", "computer")
    assert by_script.returncode == by_module.returncode == 0
    assert by_script.stdout == by_module.stdout


def test_every_command_has_help():
    paths = list(command_paths())
    assert ("play",) in paths
    for path in paths:
        result = run(*path, "--help")
        assert result.returncode == 0, (path, result.stderr)
        assert result.stdout.startswith("usage: cgt"), path
        assert result.stderr == ""


# ---------------------------------------------------------------------------- usage errors


@pytest.mark.parametrize(
    "args, fragment",
    [
        ((), "COMMAND"),
        (("frobnicate",), "frobnicate"),
        (("play",), "GAME"),
        (("play", "chess"), "chess"),
        (("play", "nim"), "heap sizes"),
        (("play", "nim", "3", "x"), "'x'"),
        (("play", "nim", "3", "-2"), "-2"),
        (("play", "nim", "3", "--first", "nobody"), "nobody"),
        (("play", "nim", "3", "--seed", "pi"), "pi"),
        (("play", "kayles"), "heap sizes"),
        (("play", "subtraction", "1,x", "3"), "'x'"),
        (("play", "0.8", "3"), "'0.8'"),
        (("grundy",), "GAME"),
        (("grundy", "chess"), "'chess'"),
        (("grundy", "0.8"), "'0.8'"),
        (("grundy", "kayles", "--upto", "0"), "'0'"),
        (("grundy", "kayles", "--upto", "ten"), "'ten'"),
        (("grundy", "kayles", "--upto", "100000000"), "100000000"),
        (("grundy", "kayles", "--json", "--csv"), "--json"),
        (("grundy", "kayles", "--columns", "0"), "'0'"),
    ],
)
def test_bad_usage_is_one_line_and_status_2(args, fragment):
    assert_usage_error(run(*args), fragment)


# ---------------------------------------------------------------------------- play: nim


def test_play_nim_scripted_session_with_refused_moves():
    # From heaps (1, 2) the only move to a P-position (nim-sum 0) is to (1, 1):
    # taking 1 from heap 2. After the human's forced '1 1', the computer must take
    # the last token. The human first tries a malformed, an impossible and an illegal move.
    script = "take one\n3 1\n2 2\n1 0\n1 1\n"
    result = run("play", "nim", "1", "2", "--first", "computer", stdin=script)
    assert result.returncode == 0 and result.stderr == ""
    out = result.stdout
    assert out.count("I play") == 2
    assert "I play 2 1" in out
    assert "illegal move: 'take one' is not a move" in out
    assert "illegal move: there is no heap 3" in out
    assert "illegal move: heap 2 has only 1 token, cannot take 2" in out
    assert "illegal move: take at least one token" in out
    assert out.rstrip().endswith("you lose, I win.")
    # Four refusals then the accepted move: the prompt came five times.
    assert out.count("your move> ") == 5


def test_play_nim_human_wins_and_chooses_to_start_at_the_prompt():
    # A single heap: the human (who chose to start) takes it all and wins.
    result = run("play", "nim", "4", stdin="maybe\ny\n1 4\n")
    assert result.returncode == 0
    assert "please answer y or n, not 'maybe'" in result.stdout
    assert result.stdout.rstrip().endswith("you win!")
    assert "I play" not in result.stdout


def test_play_ends_cleanly_at_end_of_input_and_on_quit():
    for stdin in ("", "y\n", "y\nhelp\n", "y\nquit\n", "quit\n"):
        result = run("play", "nim", "3", "5", "7", stdin=stdin)
        assert result.returncode == 0, stdin
        assert result.stderr == ""
        assert result.stdout.rstrip().endswith("Game abandoned."), stdin
        assert ("move syntax: HEAP TAKE" in result.stdout) == ("help" in stdin)


def test_play_ctrl_c_quits_cleanly():
    process = subprocess.Popen(
        [sys.executable, "-m", "cgt", "play", "nim", "3", "5", "--first", "human"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    # Wait for the prompt, so the interrupt arrives while the game waits for a move.
    seen = b""
    deadline = time.monotonic() + 60
    while not seen.endswith(b"your move> ") and time.monotonic() < deadline:
        chunk = os.read(process.stdout.fileno(), 1024)
        if not chunk:
            break
        seen += chunk
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert b"Traceback" not in err + out
    assert b"Interrupted." in out


# ---------------------------------------------------------------------------- grundy

KAYLES_100 = naive_heap_values(naive_octal_moves("0.77"), 100)


def test_grundy_text_rows_carry_their_first_heap():
    result = run("grundy", "kayles", "--upto", "100")
    assert result.returncode == 0 and result.stderr == ""
    header, *rows = result.stdout.splitlines()
    assert "0 to 99" in header
    assert len(rows) == 10  # rows of 10
    values = []
    for row in rows:
        start, _, cells = row.partition(":")
        assert int(start) == len(values)
        values += [int(v) for v in cells.split()]
    assert values == KAYLES_100
    # --columns: a different layout of the same values (Dawson's Kayles, 0.07, by the oracle).
    result = run("grundy", "dawsons-kayles", "--upto", "30", "--columns", "7")
    rows = result.stdout.splitlines()[1:]
    assert [int(r.partition(":")[0]) for r in rows] == [0, 7, 14, 21, 28]
    values = [int(v) for r in rows for v in r.partition(":")[2].split()]
    assert values == naive_heap_values(naive_octal_moves("0.07"), 30)


def test_grundy_json_and_csv():
    result = run("grundy", "subtraction", "1,3,4", "--upto", "40", "--json")
    data = json.loads(result.stdout)
    assert data["upto"] == 40
    assert data["values"] == naive_heap_values(naive_subtraction_moves(lambda k: k in (1, 3, 4)), 40)
    result = run("grundy", "grundy", "--upto", "30", "--csv")
    table = list(csv.reader(io.StringIO(result.stdout)))
    assert table[0] == ["heap", "grundy"]
    assert [[int(a), int(b)] for a, b in table[1:]] == [
        [n, v] for n, v in enumerate(naive_heap_values(naive_grundys_game_moves, 30))
    ]


def test_grundy_period():
    # Kayles is ultimately periodic with preperiod 71 and period 12 (Guy and Smith, 1956;
    # Winning Ways ch. 4); 1000 values prove it by the octal periodicity theorem, 100 do not.
    result = run("grundy", "kayles", "--upto", "1000", "--period")
    assert result.returncode == 0
    assert "preperiod 71, period 12" in result.stdout
    data = json.loads(run("grundy", "0.77", "--upto", "100", "--period", "--json").stdout)
    assert (data["proven"], data["preperiod"], data["period"]) == (False, None, None)
    assert "not proven up to 100" in data["description"]
    # Subtraction game {1, 3, 4}: period 7 from the start (Winning Ways ch. 4). The name
    # may also come as one quoted word.
    result = run("grundy", "subtraction 1,3,4", "--upto", "50", "--period", "--csv")
    assert list(csv.reader(io.StringIO(result.stdout))) == [["preperiod", "period"], ["0", "7"]]
