"""Misère comparison in the general universe: games born by day 3, in milliseconds (issue #33).

Rows: ``G.ge(H, "general")`` (Siegel's test, ``cgt/misere/general.py``) for
random games born by day 3 (each of the 256 forms born by day 2 a Left and a
Right option with probability 1/2, as a uniform draw of day-3 forms), and
the simplest form ``S`` of ``G`` computed and then ``G.ge(S, "general")``
(equal, so the whole test runs: the slow case; the row times both). The baseline is the dicot universe's test
(``G.ge(H, "dicot")``) on random dicots born by day 3, the one other misère
comparison cgt has. Each row is timed in a fresh interpreter (nothing
memoized), best of three runs; ``seconds`` is the mean time of one comparison.

    python benchmarks/bench_misere_general.py
"""

from __future__ import annotations

from _common import Row, fresh_seconds, report

COUNT = 200
SCRIPT = """
import itertools, random, time
from cgt.misere.partizan import MisereGame
games = [MisereGame()]
for _ in range(2):
    subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
    games = list({{MisereGame(l, r) for l in subsets for r in subsets}})
rng = random.Random(1)
def draw(pool, nonempty):
    while True:
        side = [g for g in pool if rng.random() < 0.5]
        if side or not nonempty:
            return side
case = {case!r}
pool = [g for g in games if g.is_dicot] if case == "dicot" else games
made = [MisereGame(draw(pool, case == "dicot"), draw(pool, case == "dicot")) for _ in range({count})]
pairs = list(zip(made, made[1:] + made[:1]))
universe = "dicot" if case == "dicot" else "general"
t = time.perf_counter()
for g, h in pairs:
    if case == "equal":
        assert g.ge(g.reduced(universe), universe)
    else:
        g.ge(h, universe)
print((time.perf_counter() - t) / len(pairs))
"""


def fresh(case: str) -> float:
    """The best of three mean times of one comparison, each run in a new interpreter."""
    return fresh_seconds(SCRIPT.format(case=case, count=COUNT))


def main() -> None:
    baseline = fresh("dicot")
    rows: list[Row] = []
    cases = (("random", "general >=, random day-3 pairs"), ("equal", "general simplest form S, then G >= S"))
    for case, title in cases:
        seconds = fresh(case)
        rows.append({"case": title, "seconds": seconds, "baseline": "dicot >=, random day-3 dicots",
                     "baseline_seconds": baseline, "ratio": seconds / baseline})
    report("misere_general", "Misere comparison modulo every game, games born by day 3 (mean of one comparison)", rows)


if __name__ == "__main__":
    main()
