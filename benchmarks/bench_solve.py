"""The outcome search (cgt.solve) against Obsequi, against canonical forms, and on linear Clobber.

Issue 30's benchmark, in the generic engine's reach (Python; no compiled path
yet). Cases:

* Domineering rectangles, Vertical (Left) first, against Obsequi (Bullock
  2002, C++), built by ``../shared/peers/obsequi/build.sh`` into
  ``$OBSEQUI_BUILD`` (default ``/tmp/obsequi``): seconds and nodes of both.
  Without the binary those rows are skipped, saying so.
* Domineering outcome by search against the canonical form (both with an
  empty cache), where the canonical form is short; 6x6's canonical form
  takes about 410 s (issue 30), not run here.
* Linear Clobber ``(xo)^n``: seconds and nodes per ``n`` (no baseline).

    python benchmarks/bench_solve.py [--long]

``--long`` adds Domineering 6x7 and 7x7 and Clobber n up to 30 (minutes to hours).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import time
from pathlib import Path

from _common import report

import cgt
from cgt.games import Clobber, Domineering

OBSEQUI = Path(os.environ.get("OBSEQUI_BUILD", "/tmp/obsequi")) / "obsequi" / "Obsequi"


def obsequi(rows: int, columns: int) -> tuple[float, int, str]:
    """Obsequi's seconds, nodes and winner ('V' or 'H') with Vertical first."""
    began = time.perf_counter()
    out = subprocess.run([str(OBSEQUI)], input=f"solve rows {rows} cols {columns} bits 24 V\n", text=True,
                         capture_output=True, check=True).stdout
    seconds = time.perf_counter() - began
    found = re.search(r"winner (\w), .*nodes ([\d,]+)", out)
    assert found, out
    return seconds, int(found[2].replace(",", "")), found[1]


def solve_domineering(rows: int, columns: int) -> cgt.Solution:
    cgt.clear_cache()
    return cgt.solve(Domineering(), "|".join(["." * columns] * rows), first="left", line=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", action="store_true", help="Domineering 6x7 and 7x7, Clobber up to n = 30")
    args = parser.parse_args()
    rows = []
    sizes = [(4, 4), (5, 5), (4, 6), (5, 6), (6, 6)] + ([(6, 7), (7, 7)] if args.long else [])
    if OBSEQUI.exists():
        for r, c in sizes:
            found = solve_domineering(r, c)
            seconds, nodes, winner = obsequi(r, c)
            assert (winner == "V") == (found.winners["left"] == "left"), (r, c, winner, found)
            rows.append({"case": f"Domineering {r}x{c}, Vertical first", "seconds": found.seconds,
                         "baseline": "Obsequi (C++)", "baseline_seconds": seconds,
                         "ratio": found.seconds / seconds, "nodes": found.nodes, "baseline_nodes": nodes})
    else:
        print(f"{OBSEQUI} not found: build it with ../shared/peers/obsequi/build.sh (Obsequi rows skipped)")
    for r, c in [(4, 4), (4, 5)]:
        text = "|".join(["." * c] * r)
        cgt.clear_cache()
        began = time.perf_counter()
        value = cgt.canonical_form(Domineering(), text, budget=None)
        form_seconds = time.perf_counter() - began
        cgt.clear_cache()
        found = cgt.solve(Domineering(), text, line=False)
        assert found.outcome == value.outcome
        rows.append({"case": f"Domineering {r}x{c} outcome", "seconds": found.seconds,
                     "baseline": "its canonical form", "baseline_seconds": form_seconds,
                     "ratio": found.seconds / form_seconds, "nodes": found.nodes})
    # Issue 30: Domineering 6x6's canonical form takes about 410 s on this machine (not run here).
    cgt.clear_cache()
    found = cgt.solve(Domineering(), "|".join(["......"] * 6), line=False)
    assert found.outcome == cgt.Outcome.N  # Breuker, Uiterwijk and van den Herik 2000: a first-player win
    rows.append({"case": "Domineering 6x6 outcome", "seconds": found.seconds,
                 "baseline": "its canonical form (410 s, issue 30; not run)", "baseline_seconds": 410.0,
                 "ratio": found.seconds / 410.0, "target": 0.01, "nodes": found.nodes})
    for n in range(20, 31 if args.long else 23):
        found = cgt.solve(Clobber(), "xo" * n, line=False)
        assert found.outcome == cgt.Outcome.N  # Albert et al. 2005: a first-player win for n != 3
        rows.append({"case": f"linear Clobber (xo)^{n}", "seconds": found.seconds, "baseline": "none",
                     "baseline_seconds": float("nan"), "ratio": float("nan"), "nodes": found.nodes})
    report("bench_solve", "Outcome search (cgt.solve): Domineering against Obsequi, linear Clobber", rows)
    for row in rows:
        extra = f", Obsequi {row['baseline_nodes']:,}" if "baseline_nodes" in row else ""
        print(f"{row['case']:<40} nodes {row['nodes']:,}{extra}")


if __name__ == "__main__":
    main()
