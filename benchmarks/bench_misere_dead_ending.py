"""Comparison modulo the dead-ending universe against comparison modulo the dicots (issue #33).

Rows: 200 comparisons ``G.ge(H, "dead-ending")`` of random pairs of
dead-ending games born on day 3 (options drawn from the dead-ending forms of
day 2, fixed seed), against 200 comparisons ``G.ge(H, "dicot")`` of random
pairs of dicots born on day 3 drawn the same way. Each set runs in a fresh
interpreter (best of three), after the Left dead ends up to depth 3 are
listed, so nothing of the pairs is cached. A second row times the reduced
form of the empty 2x4 Domineering board modulo E against the same board's
normal-play canonical form (``cgt.canonical_form``), each in a fresh
interpreter. No target ratio: the issue asks for comparisons of games born
by day 3 in milliseconds (per pair: seconds / 200).

    python benchmarks/bench_misere_dead_ending.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from _common import Row, report

ROOT = Path(__file__).resolve().parent.parent
PAIRS = """
import itertools, random, time
from cgt.misere import MisereGame
from cgt.misere.dead_ending import left_dead_ends
left_dead_ends(3, MisereGame)
games = [MisereGame()]
for _ in range(2):
    subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
    games = sorted({{MisereGame(l, r) for l in subsets for r in subsets}}, key=str)
inside = [g for g in games if g.is_{kind}]
rng, pairs = random.Random(1), []
while len(pairs) < 400:
    g = MisereGame(rng.sample(inside, rng.randint(1, 3)), rng.sample(inside, rng.randint(1, 3)))
    if g.birthday == 3:
        pairs.append(g)
t = time.perf_counter()
for g, h in zip(pairs[::2], pairs[1::2]):
    g.ge(h, {universe!r})
print(time.perf_counter() - t)
"""
BOARD = """
import time, cgt
from cgt.games import Domineering
from cgt.misere import MisereGame
t = time.perf_counter()
{call}
print(time.perf_counter() - t)
"""


def fresh(script: str) -> float:
    """The best of three timings, each in a new interpreter."""
    times = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True,
                             env={"PYTHONPATH": str(ROOT)}).stdout
        times.append(float(out))
    return min(times)


def main() -> None:
    dead = fresh(PAIRS.format(kind="dead_ending", universe="dead-ending"))
    dicot = fresh(PAIRS.format(kind="dicot", universe="dicot"))
    reduced = fresh(BOARD.format(call='MisereGame.of(Domineering(), "....|....").reduced("dead-ending")'))
    normal = fresh(BOARD.format(call='cgt.canonical_form(Domineering(), "....|....")'))
    rows: list[Row] = [
        {"case": "200 day-3 comparisons modulo E", "seconds": dead, "baseline": "200 day-3 comparisons modulo D",
         "baseline_seconds": dicot, "ratio": dead / dicot},
        {"case": "2x4 Domineering reduced modulo E", "seconds": reduced, "baseline": "normal-play canonical form",
         "baseline_seconds": normal, "ratio": reduced / normal},
    ]
    report("misere_dead_ending", "Comparison and reduced forms modulo the dead-ending universe", rows)


if __name__ == "__main__":
    main()
