"""Parameterised board families against their parents: Kings (GenClobber, compass) against Clobber.

Issue 32's target: a family's ruleset on the compiled board path at the speed
of its parent, Kings within 1.5x of Clobber's time on the same boards. Both
are presets of one ruleset (``GenClobber``), searched by the same compiled
graph kernel with the rules made from their parameters. Each case is the
canonical form of one board with an empty cache (``cgt.clear_cache``), the
best of ``--repeat`` runs, after a warm-up that compiles (or loads) both
games' kernels: through the solver (``cgt.canonical_form``: these boards are
searched in Python, under the compiled path's 10,000 estimated positions) and
through the compiled path itself (``compiled_canonical_form``).

The same board is a much larger game for Kings: its stones meet diagonal
neighbours too, so the search visits more positions (counted with
``cgt.search.count_positions``) and their canonical forms are far larger
(Kings' 3x4 alternating board prints in about 600,000 characters, Clobber's
as ``0``). So each row gives the raw ratio (the target's) and the ratio of
the times per position visited, which compares the rules' speed.

A second table (``families_compiled``) times Fission's and NoGo's compiled
rules against the same search in Python (the ruleset's ``kernels`` set
aside), and ``cgt.solve`` on linear NoGo rows past the tests' 1x12 (the
published table, MCGS's test data, says every row from 1x5 up is a
first-player win).

Usage: ``python benchmarks/bench_families.py [--repeat N]``
"""

from __future__ import annotations

import argparse

from _common import best_of, report

import cgt
from cgt.games import Clobber, Fission, Kings, NoGo
from cgt.games.grid.compiled import compiled_canonical_form
from cgt.partizan.engine import CANONICAL_FORM
from cgt.search import count_positions

BOARDS = ["xoxo|oxox", "xox|oxo|xox", "xoxox|oxoxo", "xoxo|oxox|xoxo"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    clobber, kings = Clobber(), Kings()
    for game in (clobber, kings):  # compile (or load) the kernels first
        compiled_canonical_form(game, BOARDS[0])
    rows = []
    for path, value in (("search", cgt.canonical_form), ("compiled", compiled_canonical_form)):
        for board in BOARDS:
            def timed(game):
                def run():
                    cgt.clear_cache(game)
                    value(game, board)
                return best_of(run, args.repeat)

            base, mine = timed(clobber), timed(kings)
            cgt.clear_cache(clobber), cgt.clear_cache(kings)
            visited = [count_positions(g, g.position(board), CANONICAL_FORM, 10**7) for g in (clobber, kings)]
            rows.append({"case": f"Kings {board} ({path})", "seconds": mine, "baseline": f"Clobber {board}",
                         "baseline_seconds": base, "ratio": mine / base, "target": 1.5,
                         "positions": visited[1], "baseline_positions": visited[0],
                         "ratio_per_position": (mine / visited[1]) / (base / visited[0])})
    report("families", "Kings against Clobber on the same boards (target: ratio <= 1.5)", rows)
    for row in rows:
        print(f"{row['case']:<40} positions: Kings {row['positions']:>7}, Clobber {row['baseline_positions']:>6}; "
              f"per position {row['ratio_per_position']:.2f}x")


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
    compiled_rows(1)
