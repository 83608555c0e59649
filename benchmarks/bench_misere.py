"""Misère and loopy search: whole-graph computations against the normal-play solver.

Rows:

* misère search (``cgt.misere_value``) against the normal-play search
  (``cgt.grundy``) on the same graph: a Kayles position seen through
  ``cgt.OptionsOnly``, so that neither decomposes it; positions per second;
* the loopy labelling (``cgt.loopy.values``) against ``cgt.grundy`` on one
  random acyclic digraph, and against plain retrograde analysis
  (win/lose/draw only, tests/naive.py's oracle made linear) on one with
  cycles;
* the misère quotients of Kayles, Dawson's Kayles and 0.75 for heaps up to
  10, against retrograde analysis of every sum of up to six such heaps (what
  the quotient's look-up replaces), every one of which is looked up and
  compared; then Kayles to heap 100 and Dawson's Kayles to heaps 25 and 30
  (the published order 360; ``--quick`` skips bound 30, about a minute).

    python benchmarks/bench_misere.py
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from collections import deque
from pathlib import Path

from _common import best_of, report

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from naive import misere_wins_table, naive_octal_moves  # noqa: E402

import cgt
from cgt.games import KAYLES, Digraph, OctalGame


class Fresh:
    """A view of a game that only lists options and compares by identity: a new cache every time."""

    def __init__(self, game: object) -> None:
        self.options = game.options  # type: ignore[attr-defined]


fresh = Fresh


def random_digraph(n: int, degree: int, acyclic: bool, seed: int) -> Digraph:
    rng = random.Random(seed)
    edges = {}
    for v in range(n):
        if acyclic:
            edges[v] = rng.sample(range(v), min(v, degree))
        else:
            edges[v] = rng.sample(range(n), degree)
    return Digraph(edges)


def retrograde(g: Digraph, root: int) -> dict:
    """Win/lose/draw by counting: the linear-time retrograde analysis, no values."""
    order = [root]
    seen = {root}
    for p in order:
        for q in g.options(p):
            if q not in seen:
                seen.add(q)
                order.append(q)
    pred: dict = {p: [] for p in order}
    left = {p: len(g.options(p)) for p in order}
    for p in order:
        for q in g.options(p):
            pred[q].append(p)
    result = {}
    queue = deque(p for p in order if left[p] == 0)
    for p in queue:
        result[p] = "P"
    while queue:
        p = queue.popleft()
        for u in pred[p]:
            if u in result:
                continue
            if result[p] == "P":
                result[u] = "N"
                queue.append(u)
            else:
                left[u] -= 1
                if left[u] == 0:
                    result[u] = "P"
                    queue.append(u)
    return {p: result.get(p, "D") for p in order}


def main() -> None:
    quick = "--quick" in sys.argv
    rows = []
    baselines: dict[str, float] = {}

    position = (13, 11)
    misere_s = best_of(lambda: cgt.misere_value(fresh(KAYLES), position), 3)
    normal_s = best_of(lambda: cgt.grundy(fresh(KAYLES), position), 3)
    graph = len(list(_reachable(KAYLES, position)))
    rows.append({"case": f"misere_value, Kayles {position} ({graph} positions)", "seconds": misere_s,
                 "baseline": "cgt.grundy on the same graph", "baseline_seconds": normal_s,
                 "positions_per_second": graph / misere_s, "target": 1.5})

    dag = random_digraph(20_000, 3, acyclic=True, seed=1)
    reached = len(cgt.loopy.values(Fresh(dag), 19_999))
    loopy_s = best_of(lambda: cgt.loopy.values(Fresh(dag), 19_999), 3)
    grundy_s = best_of(lambda: cgt.grundy(Fresh(dag), 19_999), 3)
    rows.append({"case": f"loopy.values, acyclic digraph ({reached})", "seconds": loopy_s,
                 "baseline": "cgt.grundy on the same graph", "baseline_seconds": grundy_s,
                 "positions_per_second": reached / loopy_s})

    cyclic = random_digraph(20_000, 2, acyclic=False, seed=2)
    expected = retrograde(cyclic, 0)
    found = cgt.loopy.values(cyclic, 0)
    assert {p: str(v.outcome) for p, v in found.items()} == expected
    loopy_s = best_of(lambda: cgt.loopy.values(Fresh(cyclic), 0), 3)
    retro_s = best_of(lambda: retrograde(cyclic, 0), 3)
    rows.append({"case": f"loopy.values, cyclic digraph ({len(found)})", "seconds": loopy_s,
                 "baseline": "retrograde win/lose/draw, no values", "baseline_seconds": retro_s,
                 "positions_per_second": len(found) / loopy_s})

    # Misère quotients. The baseline is what the look-up replaces: retrograde analysis
    # of every sum of up to six heaps <= 10 (tests/naive.py, numpy over count vectors),
    # which is also the check: every such sum is looked up and compared.
    for code in ("0.77", "0.07", "0.75"):
        moves = naive_octal_moves(code)
        start = time.perf_counter()
        q = cgt.misere_quotient(OctalGame(code), 10)
        quotient_s = time.perf_counter() - start
        start = time.perf_counter()
        table = misere_wins_table(moves, 10, 60)
        retro_s = time.perf_counter() - start
        count = 0
        for size in range(7):
            for heaps in itertools.combinations_with_replacement(range(1, 11), size):
                assert str(q.outcome(heaps)) == table(heaps), (code, heaps)
                count += 1
        print(f"{code}: quotient of order {len(q)} agrees with retrograde analysis on all {count} sums "
              f"of up to 6 heaps <= 10")
        rows.append({"case": f"misere_quotient({code}, 10), order {len(q)}", "seconds": quotient_s,
                     "baseline": "retrograde analysis of all sums of <= 6 heaps <= 10", "baseline_seconds": retro_s})
        baselines[code] = retro_s
    # Larger bounds. Q_30(0.07) has 360 elements (A. N. Siegel, "Some MisereSolver
    # questions answered", miseregames.wordpress.com, 28 August 2007).
    for code, bound, order in (("0.77", 100, 40), ("0.07", 25, 144), ("0.07", 30, 360)):
        if bound == 30 and quick:
            continue
        start = time.perf_counter()
        q = cgt.misere_quotient(OctalGame(code), bound)
        quotient_s = time.perf_counter() - start
        assert len(q) == order, (code, bound, len(q))
        rows.append({"case": f"misere_quotient({code}, {bound}), order {len(q)}", "seconds": quotient_s,
                     "baseline": "retrograde analysis of all sums of <= 6 heaps <= 10",
                     "baseline_seconds": baselines[code]})
    for row in rows:
        row["ratio"] = row["seconds"] / row["baseline_seconds"]
    report("misere", "Misère and loopy whole-graph search", rows)


def _reachable(game: object, root: object):
    seen = {root}
    todo = [root]
    while todo:
        p = todo.pop()
        yield p
        for q in game.options(p):  # type: ignore[attr-defined]
            if q not in seen:
                seen.add(q)
                todo.append(q)


if __name__ == "__main__":
    main()
