"""Siegel's simplest forms (augmented forms, tombstones) against the reduced forms they refine (issue #33).

Rows, each timing in a fresh interpreter (best of three), so nothing is cached:

* 2 x 5 to 2 x 8 Domineering: the simplest form of the empty board modulo E
  (``cgt.misere.simplest_form``; its game tree built first, outside the
  timing), against its reduced form (``MisereGame.reduced("dead-ending")``).
* 100 random dicots born on day 4 (options drawn from the day-2 dicots and 60
  random ones of day 3, fixed seed): their simplest forms modulo D, against
  their reduced forms.

No target: the issue asks for the simplest forms, and the 2 x n table "for
the n where it runs in seconds".

    python benchmarks/bench_misere_augmented.py
"""

from __future__ import annotations

from _common import Row, fresh_seconds, report

BOARD = """
import time
from cgt.games import Domineering
from cgt.misere import MisereGame, simplest_form
game = MisereGame.of(Domineering(), "|".join(["." * {n}] * 2))
t = time.perf_counter()
{call}
print(time.perf_counter() - t)
"""
DICOTS = """
import itertools, random, time
from cgt.misere import MisereGame, simplest_form
games = [MisereGame()]
for _ in range(2):
    subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
    games = sorted({{MisereGame(l, r) for l in subsets for r in subsets}}, key=str)
pool = [g for g in games if g.is_dicot]
rng = random.Random(1)
for day, count in ((3, 60), (4, 100)):
    born = []
    while len(born) < count:
        g = MisereGame(rng.sample(pool, rng.randint(1, 3)), rng.sample(pool, rng.randint(1, 3)))
        if g.birthday == day:
            born.append(g)
    pool = pool + born if day == 3 else born
t = time.perf_counter()
for game in pool:
    {call}
print(time.perf_counter() - t)
"""


def main() -> None:
    rows: list[Row] = []
    for n in (5, 6, 7, 8):
        simplest = fresh_seconds(BOARD.format(n=n, call='simplest_form(game, "dead-ending")'))
        reduced = fresh_seconds(BOARD.format(n=n, call='game.reduced("dead-ending")'))
        rows.append({"case": f"2x{n} Domineering simplest form modulo E", "seconds": simplest,
                     "baseline": "its reduced form", "baseline_seconds": reduced, "ratio": simplest / reduced})
    simplest = fresh_seconds(DICOTS.format(call='simplest_form(game, "dicot")'))
    reduced = fresh_seconds(DICOTS.format(call='game.reduced("dicot")'))
    rows.append({"case": "100 day-4 dicots' simplest forms modulo D", "seconds": simplest,
                 "baseline": "their reduced forms", "baseline_seconds": reduced, "ratio": simplest / reduced})
    report("misere_augmented", "Siegel's simplest forms with tombstones against reduced forms", rows)


if __name__ == "__main__":
    main()
