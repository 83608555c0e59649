"""Loopy partizan values: Fox and Geese (four geese, 8x8) and Backsliding Toads and Frogs strips of 8-12 cells.

Each case runs in a fresh process, timed around the computation only; peak
memory is the process's maximum resident set size. ``cgt.canonical_form``
builds the reachable position graph and gives the simplest form of a stopper
(Fox and Geese, one strongly connected component at a time) or the loopy
graph (Backsliding Toads and Frogs is not a stopper), then ``outcome`` with
draws. The baseline is the retrograde outcome of the same graph alone (who
wins, with draws, no values), timed in the same process: the ratio says what
the values cost over deciding the winner.

No peer is compared. cgt-py (0.11.0, the latest on PyPI; the Python binding of
the Rust cgt-tools) exposes no loopy API to Python: its classes are short
partizan values (``CanonicalForm``, ``Thermograph``, ``DyadicRationalNumber``)
and short rulesets (Domineering, Konane, Amazons, Col, Snort, Fission,
``DigraphPlacement``), with no stopper, no game graph to value and no draw.
The Rust crate's loopy module (impartial games, such as its wind-up games) is
compiled into the extension but not bound to Python.

Usage: ``python benchmarks/bench_loopy.py [--quick] [--start]`` (``--quick``
drops the largest Fox and Geese position; ``--start`` adds the starting
position of *Winning Ways*, geese on the far row and the fox on (1, 1):
721,696 positions, a few minutes).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from _common import Row, report

CASES = [
    ("fox-and-geese", [[4, 2], [4, 4], [4, 6], [4, 8]], [1, 5]),
    ("fox-and-geese", [[5, 1], [5, 3], [5, 5], [5, 7]], [1, 5]),
    ("fox-and-geese", [[8, 2], [8, 4], [8, 6], [8, 8]], [1, 1]),
    ("backsliding", "TT....FF", None),
    ("backsliding", "TTT....FFF", None),
    ("backsliding", "TTT......FFF", None),
]

PROGRAM = """
import json, resource, sys, time
import cgt
from cgt.games import BackslidingToadsAndFrogs, FoxAndGeese
from cgt.loopy.engine import outcome, position_graph
from cgt.loopy.graphs import play_outcomes
kind, where, fox = json.loads(sys.argv[1])
if kind == "fox-and-geese":
    game = FoxAndGeese()
    position = game.position([tuple(s) for s in where], tuple(fox))
else:
    game, position = BackslidingToadsAndFrogs(), where
t0 = time.perf_counter()
_, left, right = position_graph(game, position)
play_outcomes(left, right)
t1 = time.perf_counter()
value = cgt.canonical_form(game, position)
result = outcome(game, position)
t2 = time.perf_counter()
print(json.dumps({"seconds": t2 - t1, "baseline": t1 - t0, "positions": len(left), "value": str(value),
                  "outcome": list(result), "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="drop the largest Fox and Geese position")
    parser.add_argument("--start", action="store_true", help="add the starting position (a few minutes)")
    args = parser.parse_args()
    rows: list[Row] = []
    for kind, where, fox in CASES:
        if kind == "fox-and-geese" and ((args.quick and where[0][0] == 5) or (not args.start and where[0][0] == 8)):
            continue
        out = subprocess.run([sys.executable, "-c", PROGRAM, json.dumps([kind, where, fox])],
                             check=True, capture_output=True, text=True).stdout
        m = json.loads(out)
        case = f"{kind} {where if fox is None else f'geese row {where[0][0]}, fox {tuple(fox)}'}"
        rows.append({"case": case, "seconds": m["seconds"], "baseline": "retrograde outcome, same graph",
                     "baseline_seconds": m["baseline"], "ratio": m["seconds"] / max(m["baseline"], 1e-9),
                     "positions": m["positions"], "positions_per_second": m["positions"] / max(m["seconds"], 1e-9),
                     "peak_rss_mb": round(m["rss_mb"], 1), "value": m["value"], "outcome": m["outcome"]})
        print(f"{case}: {m['positions']} positions, value {m['value']}, {m['seconds']:.2f} s, "
              f"{m['positions'] / max(m['seconds'], 1e-9):.0f} positions/s, peak {m['rss_mb']:.0f} MB", flush=True)
    report("bench_loopy", "Loopy partizan values (ratio: values over the retrograde outcome alone)", rows)


if __name__ == "__main__":
    main()
