"""Narrow Domineering boards too slow for the tests: cgt.solve against the published outcomes and Obsequi.

Issue 30's proof on narrow boards (Lachmann, Moore and Rapaport 2002:
widths 2, 3, 5, 7 for every length; the statements are
``published_narrow`` in ``tests/partizan/test_partizan_narrow_boards.py``,
which checks the boards that take under a second). Here the slower ones,
both players first (the outcome class), each asserted equal to the published
outcome; beside each, Obsequi's time for the same two questions (Vertical
first on the board and on its transpose), where its binary is built
(``../shared/peers/obsequi/build.sh``; ``$OBSEQUI_BUILD``, as
``bench_solve.py``), its winners asserted equal too.

    python benchmarks/bench_solve_narrow.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from _common import report
from bench_solve import OBSEQUI, obsequi

import cgt
from cgt.games import Domineering

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "partizan"))
from test_partizan_narrow_boards import published_narrow  # noqa: E402  (the statements, one copy)

#: The boards of widths 2, 3, 5 and 7 that the tests leave out (seconds to minutes each).
BOARDS = [(2, 23), (2, 26), (2, 27), (2, 29), (2, 30), (7, 8), (7, 9)]


def main() -> None:
    rows = []
    for r, n in BOARDS:
        cgt.clear_cache()
        found = cgt.solve(Domineering(), "|".join(["." * n] * r), line=False)
        assert found.outcome.value == published_narrow(r, n), (r, n, found)
        row = {"case": f"Domineering {r}x{n}, both first ({found.outcome.value})", "seconds": found.seconds,
               "baseline": "none", "baseline_seconds": float("nan"), "ratio": float("nan"), "nodes": found.nodes}
        if OBSEQUI.exists():
            # Horizontal first on r x n is Vertical first on n x r, the roles exchanged.
            seconds, nodes, winner, _ = obsequi(r, n)
            turned_seconds, turned_nodes, turned_winner, _ = obsequi(n, r)
            assert (winner == "V") == (found.winners["left"] == "left"), (r, n, winner)
            assert (turned_winner == "V") == (found.winners["right"] == "right"), (r, n, turned_winner)
            total = seconds + turned_seconds
            row.update(baseline="Obsequi (C++)", baseline_seconds=total, ratio=found.seconds / total,
                       baseline_nodes=nodes + turned_nodes)
        rows.append(row)
    if not OBSEQUI.exists():
        print(f"{OBSEQUI} not found: build it with ../shared/peers/obsequi/build.sh (no baseline)")
    report("bench_solve_narrow", "Narrow Domineering boards (Lachmann, Moore and Rapaport 2002) by cgt.solve", rows)
    for row in rows:
        extra = f", Obsequi {row['baseline_nodes']:,}" if "baseline_nodes" in row else ""
        print(f"{row['case']:<40} nodes {row['nodes']:,}{extra}")


if __name__ == "__main__":
    main()
