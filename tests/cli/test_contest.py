"""HDU 5724 contest input: examples/hdu5724.py driven in a subprocess, and cgt.cli.contest in-process.

Answers are checked against brute force (tests/naive.py) on small widths and
the two methods against each other on random inputs; every kind of bad input
must give exit status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt.cli.contest import add_hdu5724_arguments, parse_hdu5724, run_hdu5724, solve_hdu5724
from naive import naive_grundy, naive_jump_options

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "hdu5724.py"
SAMPLE = (ROOT / "examples" / "hdu5724_sample.txt").read_text()


def run_example(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(EXAMPLE), *args], input=stdin, capture_output=True, text=True, timeout=300
    )


def run_in_process(text: str, *args: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    add_hdu5724_arguments(parser)
    out, err = io.StringIO(), io.StringIO()
    status = run_hdu5724(parser.parse_args(list(args)), io.StringIO(text), out, err)
    return status, out.getvalue(), err.getvalue()


def contest_input(cases: list[list[list[int]]]) -> str:
    lines = [str(len(cases))]
    for rows in cases:
        lines.append(str(len(rows)))
        lines += [" ".join(map(str, [len(r), *r])) for r in rows]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("method", ["staircase", "table"])
def test_sample(method):
    assert SAMPLE == "2\n1\n2 19 20\n2\n1 19\n1 18\n"
    result = run_example("--method", method, stdin=SAMPLE)
    assert (result.returncode, result.stdout, result.stderr) == (0, "NO\nYES\n", "")


def test_explain_and_file_argument():
    result = run_example("--explain", str(ROOT / "examples" / "hdu5724_sample.txt"))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("NO") and "nim-sum 0" in lines[0]
    # Row 1 holds a piece on 19: it must step to 20 (row 2's piece on 18 has value 0).
    assert lines[1].startswith("YES") and "row 1, the piece on column 19 to column 20" in lines[1]


def test_help():
    result = run_example("--help")
    assert result.returncode == 0
    for option in ("--method", "--width", "--explain", "FILE"):
        assert option in result.stdout


BAD_INPUTS = [
    # (input, extra args, fragments of the one stderr line)
    ("1\n1\n1 21\n", [], ["case 1 of 1, row 1 of 1", "position 21", "outside 1..20", "line 3"]),
    ("1\n2\n1 5\n1 0\n", [], ["case 1 of 1, row 2 of 2", "position 0", "line 4"]),
    ("1\n1\n3 4 7 4\n", [], ["row 1 of 1", "position 4", "repeated"]),
    ("1\n1\n21 " + " ".join(map(str, range(1, 22))) + "\n", [], ["the number of pieces m = 21", "20 cells"]),
    ("2\n1\n2 19 20\n2\n1 19\n", [], ["ends early", "row 2 of 2 of case 2 of 2"]),
    ("1\n1\n3 1 2\n", [], ["ends early", "m = 3 pieces but only 2 follow"]),
    ("3\n", [], ["ends early", "n, the number of rows of case 1 of 3"]),
    ("1\n1\n2 3 x\n", [], ["case 1 of 1, row 1 of 1", "token 'x'", "not an integer"]),
    ("1\n1\n1 2.5\n", [], ["token '2.5'", "not an integer"]),
    ("-1\n", [], ["number of test cases T = -1", "negative"]),
    ("1\n-3\n", [], ["case 1 of 1", "number of rows n = -3", "negative"]),
    ("1\n1\n-1\n", [], ["row 1 of 1", "number of pieces m = -1", "negative"]),
    ("1\n1\n1 5\n7\n", [], ["token '7' (line 4) follows the last test case"]),
    ("", [], ["empty"]),
    ("1\n1\n1 5\n", ["--width", "0"], ["--width", "'0'"]),
    ("1\n1\n1 5\n", ["--method", "magic"], ["--method", "magic"]),
    ("1\n1\n1 5\n", ["--width", "44", "--method", "table"], ["needs 16.0 TiB"]),
    ("", ["/nonexistent/input.txt"], ["cannot read", "input.txt"]),
]


def test_bad_input_one_line_exit_2():
    # All at once: the subprocesses' start-up dominates, so overlap it.
    processes = [
        subprocess.Popen(
            [sys.executable, str(EXAMPLE), *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for _, args, _ in BAD_INPUTS
    ]
    for process, (text, args, fragments) in zip(processes, BAD_INPUTS):
        out, err = process.communicate(text, timeout=300)
        assert process.returncode == 2, (text, args, err)
        assert "Traceback" not in out + err
        lines = err.splitlines()
        assert len(lines) == 1, err
        assert lines[0].startswith("hdu5724.py: error: "), lines[0]
        for fragment in fragments:
            assert fragment in lines[0], (fragment, lines[0])


def test_any_whitespace_layout():
    tokens = SAMPLE.split()
    for layout in (" ".join(tokens), "\r\n".join(tokens) + "\r\n", "\t\t".join(tokens) + "\n\n\n", "  " + "\n \f".join(tokens)):
        assert run_in_process(layout) == (0, "NO\nYES\n", "")


rows_w = lambda width: st.lists(st.integers(1, width), unique=True, max_size=width)  # noqa: E731


@given(st.data())
def test_answers_match_brute_force_on_small_widths(data):
    width = data.draw(st.integers(1, 7))
    cases = data.draw(st.lists(st.lists(rows_w(width), max_size=4), max_size=4))
    memo: dict = {}
    expected = []
    for rows in cases:
        total = 0
        for r in rows:
            total ^= naive_grundy(naive_jump_options, tuple(c + 1 in r for c in range(width)), memo)
        expected.append("YES" if total else "NO")
    text = contest_input(cases)
    for method in ("staircase", "table"):
        assert run_in_process(text, "--width", str(width), "--method", method) == (
            0, "".join(e + "\n" for e in expected), ""
        )


def test_methods_agree_on_random_contest_inputs():
    rng = np.random.default_rng(5724)
    for _ in range(3):
        cases = [
            [sorted(rng.choice(np.arange(1, 21), rng.integers(0, 21), replace=False).tolist()) for _ in range(rng.integers(0, 300))]
            for _ in range(20)
        ]
        text = contest_input(cases)
        staircase = run_in_process(text)
        assert staircase == run_in_process(text, "--method", "table")
        assert staircase[0] == 0 and len(staircase[1].splitlines()) == 20
    result = run_example("--method", "table", stdin=text)
    assert result.stdout == staircase[1]


def test_wide_rows():
    # Width 100: rows are Python ints; the answer must agree with the solver's closed form.
    cases = [[[1, 50, 100], [99], list(range(3, 70, 3))], [[100], []]]
    parsed = parse_hdu5724(contest_input(cases), width=100)
    game = cgt.games.JumpChess(width=100)
    for rows, masks in zip(cases, parsed):
        assert masks.tolist() == [game.row(r) for r in rows]
    expected = [cgt.grundy(game, tuple(game.row(r) for r in rows)) for rows in cases]
    assert solve_hdu5724(parsed, width=100).tolist() == expected
    for width in (63, 64):
        masks = parse_hdu5724(f"1 2 2 1 {width} 1 {width - 1}", width=width)[0]
        assert [int(m) for m in masks] == [1 | 1 << (width - 1), 1 << (width - 2)]


def test_parse_and_solve_api():
    cases = parse_hdu5724(b"3 0 1 0 2 1 1 2 1 2")
    assert [c.tolist() for c in cases] == [[], [0], [1, 3]]
    brute = cgt.OptionsOnly(cgt.games.JumpChess(width=20))
    expected = [0, 0, cgt.grundy(brute, 1) ^ cgt.grundy(brute, 3)]
    assert solve_hdu5724(cases).tolist() == solve_hdu5724(cases, method="table").tolist() == expected
    assert parse_hdu5724("0") == [] and solve_hdu5724([]).tolist() == []
    with pytest.raises(cgt.ContestInputError, match="row 2 of 2: position 3 .*repeated") as info:
        parse_hdu5724("1 2 0 2 3 3")
    assert info.value.line == 1 and isinstance(info.value, ValueError)


def test_explained_moves_win():
    rng = np.random.default_rng(20)
    cases = [
        [sorted(rng.choice(np.arange(1, 21), rng.integers(0, 21), replace=False).tolist()) for _ in range(rng.integers(1, 6))]
        for _ in range(40)
    ]
    status, out, err = run_in_process(contest_input(cases), "--explain")
    assert (status, err) == (0, "")
    assert out == run_in_process(contest_input(cases), "--explain", "--method", "table")[1]
    game = cgt.games.JumpChess(width=20)
    answers = out.splitlines()
    assert len(answers) == len(cases)
    for rows, line in zip(cases, answers):
        masks = [game.row(r) for r in rows]
        if line.startswith("YES"):
            row, source, target = map(int, re.search(r"row (\d+), .* column (\d+) to column (\d+)", line).groups())
            masks[row - 1] = game.move(masks[row - 1], source)
            assert masks[row - 1] >> (target - 1) & 1
        else:
            assert line.startswith("NO   # nim-sum 0")
        assert cgt.grundy(game, tuple(masks)) == 0


@pytest.mark.parametrize(
    "text, message",
    [
        ("1 1 1 +-3", "token '+-3' (line 1) is not an integer"),
        ("1 1 1 3-", "token '3-' (line 1) is not an integer"),
        ("1 1 1 5\x00", "is not an integer"),
        ("1 1 1 " + "9" * 19, "is too large (more than 18 digits)"),
        ("1\n1\n1 -3", "position -3 (line 3) is outside 1..20"),
        ("2\n0\n", "ends early: expected n, the number of rows of case 2 of 2"),
    ],
)
def test_token_errors(text, message):
    status, out, err = run_in_process(text)
    assert (status, out) == (2, "") and message in err and err.count("\n") == 1


def test_signed_tokens_are_integers():
    # scanf reads "+3" as 3; so does the reader (and "-0" as 0).
    assert run_in_process("+1 1 1 +19") == (0, "YES\n", "")
    assert run_in_process("1 1 -0") == (0, "NO\n", "")
