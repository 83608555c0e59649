"""Issue 24 on the command line: budgets, progress, Ctrl-C, and one precise line per fault.

The subprocess tests run ``python -m cgt`` as a user would, in its own
process group, and press Ctrl-C the way a terminal does (SIGINT to the group).
"""

from __future__ import annotations

import itertools
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import cgt
from cgt.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]
BOARD_8X8 = "|".join(["." * 8] * 8)
BOARD_6X6 = "|".join(["." * 6] * 6)


def cgt_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "cgt", *args]


def timed_run(*args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    start = time.monotonic()
    done = subprocess.run(cgt_command(*args), capture_output=True, text=True, timeout=120, cwd=ROOT)
    return done, time.monotonic() - start


def test_a_board_over_the_budget_is_refused_at_once_with_its_estimate(capsys):
    # The time of a refusal, less that of a command that does a tiny search: what the
    # refusal itself costs (the interpreter's start is the same in both; the best of
    # two runs each, as the machines that run this are shared).
    small, small_seconds = min((timed_run("value", "domineering", "..|..") for _ in range(2)), key=lambda r: r[1])
    refused, refused_seconds = min((timed_run("value", "domineering", BOARD_8X8) for _ in range(2)), key=lambda r: r[1])
    assert small.returncode == 0
    assert refused.returncode == 2 and refused.stdout == ""
    (line,) = refused.stderr.splitlines()
    assert line.startswith("cgt value: error: the search of position Grid('........|")
    assert "would visit about 1e+13 positions (the estimate of Domineering.estimated_positions), so was not started" in line
    assert re.search(r"over its budget of [0-9,]+ positions \(half of the .* of memory available", line)
    assert "--budget N" in line
    assert refused_seconds - small_seconds < 1.0, (refused_seconds, small_seconds)
    # In-process, without the interpreter's start: the refusal alone.
    start = time.monotonic()
    assert main(["value", "domineering", BOARD_8X8]) == 2
    assert time.monotonic() - start < 1.0
    assert "so was not started" in capsys.readouterr().err


def test_budget_option(capsys):
    # A budget given on the command line: refused before the search (the estimate) or
    # during it (a game without an estimate), with the budget named. Values another test
    # left in the cache would end the search early: start from an empty one.
    cgt.clear_cache()
    assert main(["value", "tf", "TTTT....FFFF", "--budget", "1000"]) == 2
    err = capsys.readouterr().err
    assert "would visit about 3.5e+04 positions" in err and "over its budget of 1,000 positions (given)" in err
    assert main(["value", "cutcake", "9x9", "--budget", "20"]) == 2
    err = capsys.readouterr().err
    assert "stopped after 21 positions" in err and err.count("\n") == 1
    assert main(["value", "cutcake", "9x9", "--budget", "none"]) == 0
    assert "canonical form" in capsys.readouterr().out
    for bad in ("0", "-1", "lots"):
        with pytest.raises(SystemExit):
            main(["value", "cutcake", "2x2", "--budget", bad])
        assert "is not a number of positions >= 1, 'memory' or 'none'" in capsys.readouterr().err


def test_a_long_search_shows_progress_and_stops_at_once_on_ctrl_c():
    process = subprocess.Popen(
        cgt_command("value", "domineering", BOARD_6X6, "--budget", "none", "--progress"),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True,
    )
    seen = b""
    deadline = time.monotonic() + 90
    try:
        # Wait for two progress lines (about a second apart), then Ctrl-C the group.
        while time.monotonic() < deadline and seen.count(b"positions searched") < 2:
            if select.select([process.stderr], [], [], 0.2)[0]:
                seen += os.read(process.stderr.fileno(), 4096)
        os.killpg(process.pid, signal.SIGINT)
        pressed = time.monotonic()
        out, rest = process.communicate(timeout=30)
        stopped = time.monotonic() - pressed
    finally:
        if process.poll() is None:
            process.kill()
    err = (seen + rest).decode()
    assert process.returncode == 130, err
    assert stopped < 1.0, stopped
    # A cold numba cache (a fresh clone) adds the first compile's notices, each a line of its own.
    notices = re.findall(r"\rcgt: compiling [^\n]*, once, about [^\n]*\n", err)
    assert len(notices) == len(set(notices)) <= 2       # once each: the Domineering kernels, the value store
    for notice in notices:
        err = err.replace(notice, "")
    assert out == b""
    # Progress is redrawn in place (carriage returns) and erased; the one line follows.
    assert re.search(r"[0-9,]+ positions searched +[0-9.e+]+/s +[0-9,]+ stored +\d\d:\d\d:\d\d", err)
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.rsplit("\r", 1)[-1] == "cgt value: error: interrupted\n"


def test_progress_is_drawn_only_on_a_terminal_or_when_asked(capsys, monkeypatch):
    import cgt.solver

    monkeypatch.setattr(cgt.watch, "_PROGRESS_SECONDS", 0.0)
    assert main(["value", "tf", "TTT...FFF"]) == 0
    assert capsys.readouterr().err == ""  # stderr is not a terminal here
    cgt.clear_cache()
    assert main(["value", "tf", "TTT...FFF", "--progress"]) == 0
    captured = capsys.readouterr()
    assert "positions searched" in captured.err and "\n" not in captured.err
    assert captured.err.endswith("\r")  # erased before the result is printed
    cgt.clear_cache()
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert main(["value", "tf", "TTT...FFF", "--no-progress"]) == 0
    assert capsys.readouterr().err == ""


def test_grundy_reuses_the_octal_code_message(capsys):
    # Issue 32: 'x' (33) and '?' (a modifier) are letters of CGSuite's general codes, so '0.07x' and
    # '.1?' are codes now; these stay malformed.
    for code, where in [("0.07#", "character '#' at position 4"), (".1!!", "character '!' at position 3"), ("0.", "no digits after the point")]:
        assert main(["grundy", code]) == 2
        (line,) = capsys.readouterr().err.splitlines()
        assert line.startswith(f"cgt grundy: error: take-and-break code '{code.lower()}") and where in line, line


def _moves_shown(lines: list[str], player: str) -> list[str]:
    """The moves under "<player> wins by": that line's and the indented lines after it."""
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{player} wins by"))
    shown = [lines[start][len(f"{player} wins by"):].strip()]
    shown += [line.strip() for line in itertools.takewhile(lambda l: l.startswith(" " * 16), lines[start + 1:])]
    return shown


def test_winning_moves_can_each_be_read_on_their_own(capsys):
    # Cutcake's positions are lists of pieces joined by ', ', Col's graphs by '; ': one move a line.
    assert main(["value", "cutcake", "4x2, 3x1"]) == 0
    assert _moves_shown(capsys.readouterr().out.splitlines(), "left") == ["2x1, 4x2", "1x2, 3x1, 3x2", "2x2, 2x2, 3x1"]
    # For every game, the moves shown are the moves --json lists (the empty position as "(empty)").
    for game, position in [("domineering", "...|..."), ("hackenbush", "BRR, BR, G"), ("hackenbush", "lr"),
                           ("tf", "TT..FF"), ("cutcake", "4x2, 3x1"), ("col", "L-.-.-R; .-.")]:
        assert main(["value", game, position, "--json"]) == 0
        facts = json.loads(capsys.readouterr().out)
        assert main(["value", game, position]) == 0
        lines = capsys.readouterr().out.splitlines()
        for player in ("left", "right"):
            expected = [move or "(empty)" for move in facts[f"{player}_winning_moves"]]
            assert _moves_shown(lines, player) == (expected or ["nothing (loses moving first)"]), (game, player)


def test_help_names_every_command():
    parser = build_parser()
    text = parser.format_help()
    commands = next(a for a in parser._actions if isinstance(a.choices, dict)).choices
    assert {"grundy", "jumpchess", "play", "value", "census"} <= set(commands)
    for name in commands:
        assert re.search(rf"^    {name}\b", text, re.MULTILINE), name  # in the list of commands
        assert f"({name})" in " ".join(text.split()), name  # and in the description


def test_readme_lists_every_documentation_page():
    index = (ROOT / "docs" / "index.rst").read_text()
    pages = re.findall(r"^   ([a-z][a-z-]+)$", index, re.MULTILINE)
    assert {"getting-started", "partizan", "census", "misere-and-loopy", "api"} <= set(pages)
    readme = (ROOT / "README.md").read_text()
    listed = re.findall(r"^- `([a-z-]+)`:", readme, re.MULTILINE)
    assert listed == pages
