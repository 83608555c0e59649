"""Comparison modulo the dead-ending universe by birthday, and 2xn Domineering reduced modulo E (issue #33).

Rows, each set in a fresh interpreter (best of three), so nothing is cached:

* day 3 to day 6: 200 comparisons ``G.ge(H, "dead-ending")`` of random pairs
  of dead-ending games born on that day (options drawn from the dead-ending
  forms of day 2 and 60 random ones of each later day, fixed seed), against
  200 comparisons ``G.ge(H, "dicot")`` of dicots born on the same day, drawn
  the same way. The time per comparison is seconds / 200.
* day 5 to day 7, equal pairs: 50 games ``G`` born on day ``d - 2`` (drawn
  as above) against ``G + 1 + -1``, born on day ``d`` and equal to ``G``
  modulo E (Milley and Renault), both ways (100 comparisons, each answered
  yes after the whole maintenance); against dicots ``G`` and ``G + * + *``
  modulo D.
* 2 x 5 to 2 x 8 Domineering: the reduced form of the empty board modulo E
  (its game tree built first, outside the timing), against the same board's
  normal-play canonical form (``cgt.canonical_form``).

No target ratio: the issue asks for comparisons of games born by day 6 at
least, with the time per comparison reported.

    python benchmarks/bench_misere_dead_ending.py
"""

from __future__ import annotations

from _common import Row, fresh_seconds, report

PAIRS = """
import itertools, random, time
from cgt.misere import MisereGame
games = [MisereGame()]
for _ in range(2):
    subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
    games = sorted({{MisereGame(l, r) for l in subsets for r in subsets}}, key=str)
pool = [g for g in games if g.is_{kind}]
rng = random.Random(1)
for day in range(3, {day} + 1):
    born = []
    while len(born) < (400 if day == {day} else 60):
        g = MisereGame(rng.sample(pool, rng.randint(1, 3)), rng.sample(pool, rng.randint(1, 3)))
        if g.birthday == day and g.is_{kind}:
            born.append(g)
    pool = pool + born if day < {day} else born
t = time.perf_counter()
for g, h in zip(pool[::2], pool[1::2]):
    g.ge(h, {universe!r})
print(time.perf_counter() - t)
"""
EQUAL = """
import itertools, random, time
from cgt.misere import MisereGame
games = [MisereGame()]
for _ in range(2):
    subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
    games = sorted({{MisereGame(l, r) for l in subsets for r in subsets}}, key=str)
pool = [g for g in games if g.is_{kind}]
rng = random.Random(1)
for day in range(3, {day} - 1):
    born = []
    while len(born) < 60:
        g = MisereGame(rng.sample(pool, rng.randint(1, 3)), rng.sample(pool, rng.randint(1, 3)))
        if g.birthday == day and g.is_{kind}:
            born.append(g)
    pool = pool + born if day < {day} - 2 else born
zero = MisereGame()
one, star = MisereGame([zero]), MisereGame([zero], [zero])
pair = one + one.conjugate if {kind!r} == "dead_ending" else star + star
sums = [(g, g + pair) for g in pool[:50]]
t = time.perf_counter()
for g, h in sums:
    assert g.ge(h, {universe!r}) and h.ge(g, {universe!r})
print(time.perf_counter() - t)
"""
BOARD = """
import time, cgt
from cgt.games import Domineering
from cgt.misere import MisereGame
board = "|".join(["." * {n}] * 2)
game = MisereGame.of(Domineering(), board)
t = time.perf_counter()
{call}
print(time.perf_counter() - t)
"""


def main() -> None:
    rows: list[Row] = []
    for day in (3, 4, 5, 6):
        dead = fresh_seconds(PAIRS.format(kind="dead_ending", universe="dead-ending", day=day))
        dicot = fresh_seconds(PAIRS.format(kind="dicot", universe="dicot", day=day))
        rows.append({"case": f"200 day-{day} comparisons modulo E", "seconds": dead,
                     "baseline": f"200 day-{day} comparisons modulo D", "baseline_seconds": dicot,
                     "ratio": dead / dicot, "ms_per_comparison": dead / 200 * 1000})
    for day in (5, 6, 7):
        dead = fresh_seconds(EQUAL.format(kind="dead_ending", universe="dead-ending", day=day))
        dicot = fresh_seconds(EQUAL.format(kind="dicot", universe="dicot", day=day))
        rows.append({"case": f"100 equal day-{day} comparisons modulo E", "seconds": dead,
                     "baseline": f"G, G + * + * (day {day}) modulo D", "baseline_seconds": dicot,
                     "ratio": dead / dicot, "ms_per_comparison": dead / 100 * 1000})
    for n in (5, 6, 7, 8):
        reduced = fresh_seconds(BOARD.format(n=n, call='game.reduced("dead-ending")'))
        normal = fresh_seconds(BOARD.format(n=n, call="cgt.canonical_form(Domineering(), board)"))
        rows.append({"case": f"2x{n} Domineering reduced modulo E", "seconds": reduced,
                     "baseline": "normal-play canonical form", "baseline_seconds": normal, "ratio": reduced / normal})
    report("misere_dead_ending", "Comparison modulo the dead-ending universe by birthday; 2xn Domineering modulo E",
           rows)


if __name__ == "__main__":
    main()
