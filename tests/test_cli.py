"""The ``cgt`` command, driven as a user drives it: in a subprocess, through argv and stdin.

Scripted ``play`` sessions use positions whose winning move is unique (so the
script follows from theory, not from the program's own output), and every
error path must exit 2 with one line on stderr and no traceback.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cgt.cli import build_parser

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
