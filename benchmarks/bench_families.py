"""Parameterised board families against their parents: Kings (GenClobber, compass) against Clobber.

Issue 32's target: a family's ruleset on the compiled board path at the speed
of its parent, Kings within 1.5x of Clobber's time on the same boards. Both
are presets of one ruleset (``GenClobber``), searched by the same compiled
kernels with the rules made from their parameters.

Each case runs in a fresh process, so that the value store starts empty (it
is never emptied in a process: ``cgt.clear_cache`` forgets positions, not
values), after the kernels' load (not timed): ``cgt.canonical_form`` (the
solver's own choice of the search in Python or the compiled path) and
``cgt.solve`` (``line=False``), the best of ``--repeat`` processes.

The same board is a much larger game for Kings: its stones meet diagonal
neighbours too, so the search visits more positions (counted with
``cgt.search.count_positions``; ``cgt.solve`` counts its nodes) and their
canonical forms are far larger (Kings' 3x4 alternating board prints in about
600,000 characters, Clobber's as ``0``). So each row gives the raw ratio (the
target's) and the ratio of the times per position (per node) visited, which
compares the rules' speed. On strips (``STRIP_BOARDS``) a king has no
diagonal neighbour and the two rulesets make the same game, so there the raw
ratio is the rules' speed alone. CGSuite 2.2's own times for the same canonical
forms (``/tmp/cgs-build/cgs-eval``, or ``$CGS_EVAL``; skipped when absent),
each in a fresh JVM after a warm-up on two other small boards, give CGSuite's own
Kings/Clobber ratio as context.

A second table (``families_compiled``) times Fission's and NoGo's compiled
rules against the same search in Python (the ruleset's ``kernels`` set
aside), and ``cgt.solve`` on linear NoGo rows past the tests' 1x12 (the
published table, MCGS's test data, says every row from 1x5 up is a
first-player win).

Usage: ``python benchmarks/bench_families.py [--repeat N] [--no-cgsuite] [--kings-only]``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from _common import best_of, report

import cgt
from cgt.games import Clobber, Fission, Kings, NoGo
from cgt.games.grid.compiled import compiled_canonical_form
from cgt.partizan.engine import CANONICAL_FORM
from cgt.search import count_positions

BOARDS = ["xoxo|oxox", "xox|oxo|xox", "xoxox|oxoxo", "xoxo|oxox|xoxo"]
SOLVE_BOARDS = ["xoxo|oxox|xoxo", "xoxox|oxoxo|xoxox", "xoxo|oxox|xoxo|oxox", "xoxoxo|oxoxox|xoxoxo"]
# Strips, where a king meets no diagonal neighbour: Kings and Clobber are the same game there, so the raw ratio
# is the rules' speed alone.
STRIP_BOARDS = ["xoxoxoxoxoxoxo", "xxoxxoxxoxxoxxo", "xoxoxoxoxoxoxoxo"]
STRIP_SOLVE_BOARDS = ["xo" * 14, "xo" * 20, "xxo" * 12]
# CGSuite's JIT warms up on boards measured nowhere (a board measured would be answered from its cache).
WARM_UP = ("xxo|oox", "xxoo|ooxx")
CGS_EVAL = Path(os.environ.get("CGS_EVAL", "/tmp/cgs-build/cgs-eval"))

# One case in a fresh process: the kernels loaded (untimed), then the timed call; JSON on stdout.
_CASE = """
import json, sys, time
import cgt
from cgt.games import Clobber, Kings
from cgt.games.grid.compiled import compiled_canonical_form
game = {"Clobber": Clobber, "Kings": Kings}[sys.argv[1]]()
what, board = sys.argv[2], sys.argv[3]
# The kernels of the board's shape loaded (a strip's too), on a board measured nowhere.
warm = "xxooxxoxoo" if "|" not in board else game.example
compiled_canonical_form(game, warm)
cgt.canonical_form(game, warm)
if what == "form":
    t = time.perf_counter()
    value = cgt.canonical_form(game, board)
    print(json.dumps({"seconds": time.perf_counter() - t, "characters": len(str(value))}))
else:
    cgt.solve(game, warm, line=False)
    t = time.perf_counter()
    found = cgt.solve(game, board, line=False)
    print(json.dumps({"seconds": time.perf_counter() - t, "nodes": found.nodes, "outcome": found.outcome.name}))
"""


def fresh(game: str, what: str, board: str, repeat: int) -> dict:
    """The best of `repeat` fresh processes running one case (the other fields: the last run's)."""
    runs = [json.loads(subprocess.run([sys.executable, "-c", _CASE, game, what, board], check=True,
                                      capture_output=True, text=True).stdout) for _ in range(repeat)]
    return {**runs[-1], "seconds": min(r["seconds"] for r in runs)}


def cgsuite_seconds(game: str, board: str) -> float | None:
    """CGSuite 2.2's time for the canonical form (its birthday printed), in a fresh JVM after a warm-up; None without it."""
    if not CGS_EVAL.exists():
        return None
    process = subprocess.Popen([str(CGS_EVAL)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               env={**os.environ, "CGS_XMX": "3g"})
    assert process.stdin is not None and process.stdout is not None

    def ask(expression: str) -> float:
        t = time.perf_counter()
        process.stdin.write(expression + "\n")  # type: ignore[union-attr]
        process.stdin.flush()  # type: ignore[union-attr]
        answer = process.stdout.readline()  # type: ignore[union-attr]
        if not answer.startswith("OK"):
            raise RuntimeError(f"cgs-eval: {expression}: {answer.strip()}")
        return time.perf_counter() - t

    for warm in WARM_UP:
        ask(f'game.grid.Clobber("{warm}").CanonicalForm.Birthday')
        ask(f'game.grid.Kings("{warm}").CanonicalForm.Birthday')
    seconds = ask(f'game.grid.{game}("{board}").CanonicalForm.Birthday')
    process.stdin.close()
    process.wait()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--no-cgsuite", action="store_true", help="leave out CGSuite's times")
    parser.add_argument("--kings-only", action="store_true", help="leave out the second table (Fission, NoGo)")
    args = parser.parse_args()
    clobber, kings = Clobber(), Kings()
    for game in (clobber, kings):  # compile the kernels (numba's disk cache keeps them for the fresh processes)
        compiled_canonical_form(game, BOARDS[0])
        cgt.solve(game, BOARDS[0], line=False)
    rows = []
    for board in BOARDS + STRIP_BOARDS:
        mine, base = fresh("Kings", "form", board, args.repeat), fresh("Clobber", "form", board, args.repeat)
        cgt.clear_cache()  # the count leaves out positions solved already
        visited = [count_positions(g, g.position(board), CANONICAL_FORM, 10**7) for g in (clobber, kings)]
        row = {"case": f"Kings {board} (canonical form)", "seconds": mine["seconds"], "baseline": f"Clobber {board}",
               "baseline_seconds": base["seconds"], "ratio": mine["seconds"] / base["seconds"], "target": 1.5,
               "positions": visited[1], "baseline_positions": visited[0],
               "ratio_per_position": (mine["seconds"] / visited[1]) / (base["seconds"] / visited[0]),
               "characters": mine["characters"], "baseline_characters": base["characters"]}
        if not args.no_cgsuite and "|" in board:
            theirs = cgsuite_seconds("Kings", board), cgsuite_seconds("Clobber", board)
            if theirs[0] is not None and theirs[1] is not None:
                row.update(cgsuite_seconds=theirs[0], cgsuite_baseline_seconds=theirs[1],
                           cgsuite_ratio=theirs[0] / theirs[1])
        rows.append(row)
    for board in SOLVE_BOARDS + STRIP_SOLVE_BOARDS:
        mine, base = fresh("Kings", "solve", board, args.repeat), fresh("Clobber", "solve", board, args.repeat)
        rows.append({"case": f"Kings {board} (cgt.solve)", "seconds": mine["seconds"], "baseline": f"Clobber {board}",
                     "baseline_seconds": base["seconds"], "ratio": mine["seconds"] / base["seconds"], "target": 1.5,
                     "positions": mine["nodes"], "baseline_positions": base["nodes"],
                     "ratio_per_position": (mine["seconds"] / mine["nodes"]) / (base["seconds"] / base["nodes"])})
    report("families", "Kings against Clobber on the same boards (target: ratio <= 1.5)", rows)
    for row in rows:
        cgsuite = (f"; CGSuite 2.2 {row['cgsuite_seconds']:.2f} s against {row['cgsuite_baseline_seconds']:.2f} s, "
                   f"ratio {row['cgsuite_ratio']:.1f}" if "cgsuite_ratio" in row else "")
        print(f"{row['case']:<44} positions: Kings {row['positions']:>7}, Clobber {row['baseline_positions']:>6}; "
              f"per position {row['ratio_per_position']:.2f}x{cgsuite}")
    if not args.kings_only:
        compiled_rows(1)


COMPILED_BOARDS = [(Fission(), ".....|.....|..x..|.....|....."), (Fission(), "......|..x...|......|......"),
                   (NoGo(), ".........."), (NoGo(), "...|...|...|...")]


def compiled_rows(repeat: int) -> None:
    rows = []
    for game, board in COMPILED_BOARDS:
        compiled_canonical_form(game, game.example)  # the kernels' load, once

        def python() -> None:
            cgt.clear_cache(game)
            kernels, type(game).kernels = type(game).kernels, None  # the same search, the hint set aside
            try:
                cgt.canonical_form(game, board)
            finally:
                type(game).kernels = kernels

        def compiled() -> None:
            cgt.clear_cache(game)
            compiled_canonical_form(game, board)

        base, mine = best_of(python, repeat), best_of(compiled, repeat)
        rows.append({"case": f"{type(game).__name__} {board} (compiled)", "seconds": mine,
                     "baseline": "the search in Python", "baseline_seconds": base, "ratio": mine / base})
    for n in (13, 14, 15):
        nogo = NoGo()
        seconds = best_of(lambda: cgt.solve(nogo, "." * n, line=False), 1)
        assert cgt.solve(nogo, "." * n, line=False).outcome.name == "N"  # MCGS's published table
        rows.append({"case": f"linear NoGo 1x{n} (cgt.solve)", "seconds": seconds, "baseline": "none",
                     "baseline_seconds": seconds, "ratio": 1.0})
    report("families_compiled", "Fission and NoGo compiled against the search in Python", rows)


if __name__ == "__main__":
    main()
