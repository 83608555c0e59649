"""The ``cgt`` command, driven as a user drives it: through argv, stdin and exit status.

Most tests run the real command in a subprocess (``python -m cgt`` or the
installed ``cgt`` script). The long lists of error cases and output variants
call :func:`cgt.cli.main` in-process instead, because a subprocess costs a
Python start-up each; an exception escaping ``main`` fails those tests just as
a traceback would. Scripted ``play`` sessions use positions whose moves
follow from theory (forced moves, unique winning moves), not from the
program's own output, and a "perfect human" reads the drawn positions and
answers with moves found by the naive oracles of ``tests/naive.py``.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import cgt

from cgt.cli import build_parser, main
from naive import (
    naive_cells,
    naive_grundy,
    naive_grundys_game_moves,
    naive_heap_values,
    naive_heaps_options,
    naive_jump_options,
    naive_octal_moves,
    naive_subtraction_moves,
)

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "examples" / "hdu5724_sample.txt"
CGT_SCRIPT = shutil.which("cgt", path=str(Path(sys.executable).parent)) or shutil.which("cgt")


def run(*args: str, stdin: str = "", script: bool = False) -> subprocess.CompletedProcess[str]:
    """Run ``python -m cgt ARGS`` (or the installed ``cgt`` script) with `stdin`."""
    command = [CGT_SCRIPT] if script else [sys.executable, "-m", "cgt"]
    return subprocess.run([*command, *args], input=stdin, capture_output=True, text=True, timeout=120)


@pytest.fixture
def call(capsys, monkeypatch):
    """Run ``cgt ARGS`` in-process with `stdin`; the result looks like a finished subprocess."""

    def call(*args: str, stdin: str = "") -> SimpleNamespace:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        try:
            status = main(list(args))
        except SystemExit as exc:  # argparse: --help, bad options
            status = exc.code
        out, err = capsys.readouterr()
        return SimpleNamespace(returncode=status, stdout=out, stderr=err)

    return call


def assert_usage_error(result, *fragments: str) -> None:
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
    assert run("--help", script=True).stdout.startswith("usage: cgt")


def test_every_command_has_help(call):
    paths = list(command_paths())
    assert {("grundy",), ("play",), ("jumpchess", "solve"), ("jumpchess", "table")} <= set(paths)
    for path in paths:
        result = call(*path, "--help")
        assert result.returncode == 0, (path, result.stderr)
        assert result.stdout.startswith("usage: cgt " + " ".join(path)), path
        assert result.stderr == ""
    # The move syntax of every game is documented in 'cgt play --help'.
    assert all(s in call("play", "--help").stdout for s in ("HEAP TAKE", "HEAP TAKE [LEFT]", "ROW COLUMN"))


# ---------------------------------------------------------------------------- errors


def test_real_command_reports_errors_in_one_line_with_status_2(tmp_path):
    # One case per kind of failure: argparse, library, file system, memory, play setup.
    assert_usage_error(run("grundy", "kayles", "--upto", "ten"), "'ten'")
    assert_usage_error(run("grundy", "chess"), "'chess'")
    assert_usage_error(run("jumpchess", "solve", str(tmp_path / "missing.txt")), "missing.txt")
    assert_usage_error(run("jumpchess", "table", "--width", "40", "--out", str(tmp_path / "t.npy")), "TiB")
    assert_usage_error(run("play", "kayles", "4", "x", script=True), "'x'")


@pytest.mark.parametrize(
    "args, fragment",
    [
        ((), "COMMAND"),
        (("frobnicate",), "frobnicate"),
        (("play",), "GAME"),
        (("play", "chess", "3"), "'chess'"),
        (("play", "nim"), "heap sizes"),
        (("play", "nim", "3", "-2"), "-2"),
        (("play", "nim", "3", "²"), "'²'"),
        (("play", "nim", "3", "--first", "nobody"), "nobody"),
        (("play", "nim", "3", "--seed", "pi"), "pi"),
        (("play", "nim", "3", "--random", "2"), "jumpchess"),
        (("play", "kayles"), "heap sizes"),
        (("play", "subtraction", "1,x", "3"), "'x'"),
        (("play", "0.7.7", "3"), "'0.7.7'"),
        (("play", "jumpchess"), "strips"),
        (("play", "jumpchess", ".x..", "..x"), "'..x'"),
        (("play", "jumpchess", ".x.o"), "'o'"),
        (("play", "jumpchess", "21"), "21"),
        (("play", "jumpchess", "2", "--random", "2"), "not both"),
        (("grundy",), "GAME"),
        (("grundy", "0.7.7"), "'0.7.7'"),
        (("grundy", "subtraction", "1,x"), "'x'"),
        # str.isdigit accepts '²' but int() refuses it: once an "internal error", status 1.
        (("grundy", "subtraction", "1,²"), "'²'"),
        (("grundy", "kayles", "--upto", "0"), "'0'"),
        (("grundy", "kayles", "--upto", "2147483648"), "2147483648"),
        (("grundy", "kayles", "--json", "--csv"), "--json"),
        (("grundy", "kayles", "--columns", "0"), "'0'"),
        (("jumpchess",), "COMMAND"),
        (("jumpchess", "solve", "--method", "magic"), "magic"),
        (("jumpchess", "solve", "--width", "²"), "'²' is not a whole number >= 1"),
        (("jumpchess", "table", "--width", "8"), "--out"),
        (("jumpchess", "table", "--width", "8", "--out", "/no/such/dir/t.npy"), "/no/such/dir"),
        (("jumpchess", "table", "--width", "8", "--out", "/"), "directory"),
        # 63 columns do not fit in the table's int64 masks.
        (("jumpchess", "table", "--width", "63", "--out", "t.npy"), "63"),
    ],
)
def test_bad_usage_is_one_line_and_status_2(call, args, fragment):
    assert_usage_error(call(*args), fragment)


def test_bad_contest_input_is_one_line_and_status_2(call):
    assert_usage_error(call("jumpchess", "solve", stdin="1 1 2 5 5"), "position 5", "repeated")
    assert_usage_error(call("jumpchess", "solve", stdin="2 1 1 20"), "ends early")


# ---------------------------------------------------------------------------- grundy

KAYLES_100 = naive_heap_values(naive_octal_moves("0.77"), 100)


def parse_rows(text: str) -> tuple[list[int], list[int]]:
    """The row labels and the values of the text output (after its header line)."""
    rows = [line.partition(":") for line in text.splitlines()[1:]]
    return [int(label) for label, _, _ in rows], [int(v) for _, _, cells in rows for v in cells.split()]


def test_grundy_prints_rows_of_values_labelled_by_their_first_heap():
    result = run("grundy", "kayles", "--upto", "100")
    assert result.returncode == 0 and result.stderr == ""
    assert "0 to 99" in result.stdout.splitlines()[0]
    labels, values = parse_rows(result.stdout)
    assert labels == list(range(0, 100, 10))
    assert values == KAYLES_100


def test_grundy_columns_json_and_csv(call):
    labels, values = parse_rows(call("grundy", "dawsons-kayles", "--upto", "30", "--columns", "7").stdout)
    assert labels == [0, 7, 14, 21, 28]
    assert values == naive_heap_values(naive_octal_moves("0.07"), 30)
    result = run("grundy", "subtraction", "1,3,4", "--upto", "40", "--json")
    data = json.loads(result.stdout)
    assert data["upto"] == 40
    assert data["values"] == naive_heap_values(naive_subtraction_moves(lambda k: k in (1, 3, 4)), 40)
    table = list(csv.reader(io.StringIO(call("grundy", "grundy", "--upto", "30", "--csv").stdout)))
    assert table[0] == ["heap", "grundy"]
    assert table[1:] == [[str(n), str(v)] for n, v in enumerate(naive_heap_values(naive_grundys_game_moves, 30))]


def test_grundy_period(call):
    # Kayles is ultimately periodic with preperiod 71 and period 12 (Guy and Smith, 1956;
    # Winning Ways ch. 4); 1000 values prove it by the octal periodicity theorem, 100 do not.
    result = run("grundy", "kayles", "--upto", "1000", "--period")
    assert result.returncode == 0
    assert "preperiod 71, period 12" in result.stdout
    data = json.loads(call("grundy", "0.77", "--upto", "100", "--period", "--json").stdout)
    assert (data["proven"], data["preperiod"], data["period"]) == (False, None, None)
    assert "not proven up to 100" in data["description"]
    assert "not proven up to 100" in call("grundy", "kayles", "--upto", "100", "--period").stdout
    # Subtraction game {1, 3, 4}: period 7 from the start (Winning Ways ch. 4). The name
    # may also come as one quoted word.
    result = call("grundy", "subtraction 1,3,4", "--upto", "50", "--period", "--csv")
    assert list(csv.reader(io.StringIO(result.stdout))) == [["preperiod", "period"], ["0", "7"]]


# ---------------------------------------------------------------------------- jumpchess


def test_jumpchess_solve_is_the_example_program(call):
    # Contest sample (HDU 5724): NO then YES. The command and examples/hdu5724.py share
    # cgt.cli.contest, so they agree on answers, explanations and errors alike.
    assert call("jumpchess", "solve", stdin=SAMPLE.read_text()).stdout == "NO\nYES\n"
    example = [sys.executable, str(ROOT / "examples" / "hdu5724.py")]
    results = []
    for args, stdin in [(("--explain", str(SAMPLE)), ""), ((), "1 1 1 21")]:
        ours = run("jumpchess", "solve", *args, stdin=stdin)
        theirs = subprocess.run([*example, *args], input=stdin, capture_output=True, text=True, timeout=120)
        assert ours.returncode == theirs.returncode
        assert ours.stdout == theirs.stdout
        assert ours.stderr.replace("cgt jumpchess solve", "hdu5724.py") == theirs.stderr
        results.append(ours)
    explained, refused = results
    assert explained.stdout.splitlines()[1].startswith("YES  # nim-sum 1: winning move in row 1")
    assert_usage_error(refused, "position 21", "outside 1..20")


def naive_row_value(row: int, width: int, memo: dict) -> int:
    return naive_grundy(naive_jump_options, naive_cells(row, width), memo)


def test_jumpchess_table_is_saved_and_right(tmp_path):
    out = tmp_path / "chess10.npy"
    result = run("jumpchess", "table", "--width", "10", "--out", str(out))
    assert result.returncode == 0 and result.stderr == ""  # a short fill says nothing on stderr
    table = np.load(out)
    assert table.dtype == np.uint8 and table.shape == (2**10,)
    memo: dict = {}
    assert table.tolist() == [naive_row_value(row, 10, memo) for row in range(2**10)]


def test_jumpchess_long_table_fill_is_reported_on_stderr(tmp_path):
    out = tmp_path / "chess24.npy"
    result = run("jumpchess", "table", "--width", "24", "--out", str(out))
    assert result.returncode == 0
    assert "Traceback" not in result.stderr
    assert "filled in" in result.stderr
    # The bar is redrawn with carriage returns (read here as line breaks).
    bars = [line for line in result.stderr.splitlines() if line.startswith("[")]
    assert len(bars) >= 50 and bars[-1] == "[" + "#" * 40 + "] 100%"
    table = np.load(out, mmap_mode="r")
    assert table.shape == (2**24,)
    # Rows of at most three pieces: few enough positions for the naive oracle.
    rng = np.random.default_rng(5724)
    memo: dict = {}
    for _ in range(200):
        row = sum(1 << int(c) for c in rng.choice(24, size=rng.integers(0, 4), replace=False))
        assert table[row] == naive_row_value(row, 24, memo)


# ---------------------------------------------------------------------------- play


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


def test_play_nim_with_a_heap_of_ten_million():
    # Bouton: from (10**7, 1) the only winning move leaves (1, 1): take 9,999,999 from heap 1.
    # Listing the options of the big heap would take seconds and gigabytes. The emptied heap
    # keeps its place, so the human's heap numbers stay valid.
    result = run("play", "nim", "10000000", "1", "--first", "computer", stdin="1 1\n")
    assert result.returncode == 0 and result.stderr == ""
    out = result.stdout
    assert "I play 1 9999999\n  heap 1: o  1\n  heap 2: o  1\n" in out
    assert "your move> 1 1\n  heap 1:    0\n  heap 2: o  1\nI play 2 1\n" in out
    assert out.rstrip().endswith("you lose, I win.")


def test_play_kayles_with_a_heap_of_a_trillion():
    # Kayles' values repeat with period 12 from heap 72: 4 1 2 8 1 4 7 2 1 8 2 7 for n = 0..11
    # mod 12 (Winning Ways, ch. 4). 10**12 = 4 (mod 12) has value 1; knocking two pins after
    # the first leaves 1 + (10**12 - 3), values 1 ^ 1 = 0. The pieces stay in place, LEFT first.
    result = run("play", "kayles", "1000000000000", "--first", "computer", stdin="quit\n")
    assert result.returncode == 0 and result.stderr == ""
    assert "I play 1 2 1\n  heap 1: o                               1\n" in result.stdout
    assert "  heap 2: ooooooooooooooooooooooooooo...  999999999997\n" in result.stdout


def test_play_refuses_heaps_too_large_for_a_game_without_period(call):
    result = call("play", "grundy", "7", "1000000")
    assert_usage_error(result, "heap 2 has 1000000 tokens", "Grundy's game up to 25000 tokens a heap")


def test_play_human_chooses_to_start_at_the_prompt():
    # A single heap: the human (who chose to start) takes it all and wins.
    result = run("play", "nim", "4", stdin="maybe\ny\n1 4\n")
    assert result.returncode == 0
    assert "please answer y or n, not 'maybe'" in result.stdout
    assert result.stdout.rstrip().endswith("you win!")
    assert "I play" not in result.stdout


def test_play_ends_cleanly_at_end_of_input_and_on_quit(call):
    assert run("play", "nim", "3", "5", "7", stdin="").returncode == 0  # Ctrl-D at the first question
    for stdin in ("", "y\n", "y\nhelp\n", "y\nquit\n", "quit\n", "n\n"):
        result = call("play", "nim", "3", "5", "7", stdin=stdin)
        assert result.returncode == 0, stdin
        assert result.stderr == ""
        assert result.stdout.rstrip().endswith("Game abandoned."), stdin
        assert ("move syntax: HEAP TAKE" in result.stdout) == ("help" in stdin)


def test_play_ctrl_c_quits_cleanly():
    process = subprocess.Popen(
        [sys.executable, "-m", "cgt", "play", "nim", "3", "5", "--first", "human"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    # Wait for the prompt, so the interrupt arrives while the game waits for a move.
    read_until_prompt(process)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert b"Traceback" not in err + out
    assert b"Interrupted." in out


def test_play_jumpchess_scripted_session():
    # Width 5, row 1 '.x...' (3 moves to go), row 2 '....x' (stuck): every move is forced,
    # so the computer (first) plays 1 2, then 1 4, and the human, out of moves, loses.
    # Row 2 is given as a column list. The human tries a stuck piece, an empty cell,
    # a row that does not exist and a malformed move before the forced '1 3'.
    script = "2 5\n1 2\n3 1\n1\n1 3\n"
    result = run("play", "jumpchess", ".x...", "5", "--first", "computer", stdin=script)
    assert result.returncode == 0 and result.stderr == ""
    out = result.stdout
    assert "I play 1 2" in out and "I play 1 4" in out
    assert "illegal move: row 2: the piece on column 5" in out and "cannot move" in out
    assert "illegal move: row 1: no piece on column 2" in out
    assert "illegal move: there is no row 3" in out
    assert "illegal move: '1' is not a move" in out
    # The board is drawn as strips after every move.
    assert "  row 1: ..x..\n  row 2: ....x" in out
    assert "  row 1: ....x\n  row 2: ....x" in out
    assert out.rstrip().endswith("you lose, I win.")


def test_play_jumpchess_random_board_is_reproducible_with_seed(call):
    args = ("play", "jumpchess", "--random", "3", "--width", "12", "--seed", "7")
    first = run(*args, stdin="n\n")
    assert first.returncode == 0 and first.stdout == call(*args, stdin="n\n").stdout
    rows = re.findall(r"^  row \d: ([.x]+)$", first.stdout, re.M)
    assert len(rows) >= 3 and all(len(r) == 12 for r in rows)


def read_until_prompt(process) -> str:
    """Read the command's output up to its move prompt, or to its end."""
    seen = b""
    while not seen.endswith(b"your move> "):
        chunk = os.read(process.stdout.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
    return seen.decode()


def test_perfect_human_beats_the_computer_at_kayles_4_6():
    # Kayles (4, 6) has value G(4) ^ G(6) = 1 ^ 3 = 2 (Winning Ways ch. 4): the first player
    # wins. A human who reads each drawn position and moves to a position of naive value 0
    # must win, and the computer, facing value 0, can only make moves that leave a win.
    options, memo = naive_heaps_options(naive_octal_moves("0.77")), {}
    process = subprocess.Popen(
        [sys.executable, "-m", "cgt", "play", "kayles", "4", "6", "--first", "human", "--seed", "1"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    transcript = ""
    try:
        while True:
            out = read_until_prompt(process)
            transcript += out
            if not out.endswith("your move> "):
                break
            board = out.rsplit("I play", 1)[-1]
            heaps = [int(n) for n in re.findall(r"^  heap \d+: o*\s+(\d+)$", board, re.M)]
            assert naive_grundy(options, tuple(sorted(heaps)), memo) != 0
            move = next(
                f"{i + 1} {take} {left}"
                for i, h in enumerate(heaps)
                for take in (1, 2)
                for left in range(h - take + 1)
                if naive_grundy(options, tuple(sorted(
                    heaps[:i] + heaps[i + 1 :] + [p for p in (left, h - take - left) if p]
                )), memo) == 0
            )
            process.stdin.write(move.encode() + b"\n")
            process.stdin.flush()
    finally:
        process.stdin.close()
        process.wait(timeout=60)
    assert process.returncode == 0
    assert transcript.rstrip().endswith("you win!")
    assert "illegal" not in transcript and transcript.count("I play") >= 1


# ---------------------------------------------------------------------------- grundy --out


def test_grundy_out_resumes_and_reports_statistics(tmp_path):
    out = tmp_path / "values.npy"
    result = run("grundy", "0.16", "--upto", "30000", "--out", str(out), "--stats")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"{out}: Grundy values of heaps 0 to 29999 of OctalGame('0.16'), uint8, largest 22"
    assert lines[1].startswith("OctalGame('0.16'): mask 30 (0b11110): 4 rare values 0 1 6 7;")
    assert "heaps/s" in result.stderr and "ETA" in result.stderr  # the progress bar
    first = np.load(out)
    assert np.array_equal(first, cgt.games.OctalGame("0.16").grundy_sequence(30_000, method="dense"))
    result = run("grundy", "0.16", "--upto", "40000", "--out", str(out), "--method", "sparse")
    assert result.returncode == 0 and np.array_equal(np.load(out)[:30_000], first) and len(np.load(out)) == 40_000
    assert_usage_error(run("grundy", "0.6", "--upto", "100", "--out", str(out)), "OctalGame('0.16'), not of OctalGame('0.6')")
    assert_usage_error(run("grundy", "subtraction", "1,3", "--method", "sparse"), "does not apply")
    assert_usage_error(run("grundy", "0.16", "--out", str(tmp_path)), "is a directory")


def test_grundy_ctrl_c_saves_what_is_done(tmp_path):
    out = tmp_path / "long.npy"
    command = [sys.executable, "-m", "cgt", "grundy", "0.6", "--upto", "50000000", "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Wait until the fill is under way (the progress bar, which has no newline, shows a
    # rate), then press Ctrl-C.
    seen = b""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and seen.count(b"heaps/s") < 3:
        if select.select([process.stderr], [], [], 0.2)[0]:
            seen += os.read(process.stderr.fileno(), 4096)
    process.send_signal(signal.SIGINT)
    _, rest = process.communicate(timeout=60)
    stderr = (seen + rest).decode()
    assert process.returncode == 130, stderr
    saved = np.load(out)
    assert f"interrupted: {out} holds the values of heaps 0 to {len(saved) - 1}" in stderr
    assert stderr.rstrip().endswith("cgt grundy: error: interrupted")
    assert 0 < len(saved) < 50_000_000
    head = min(len(saved), 5000)
    assert np.array_equal(saved[:head], cgt.games.OctalGame("0.6").grundy_sequence(head, method="dense"))
