"""Misère and loopy search: whole-graph computations against the normal-play solver.

Rows:

* misère search (``cgt.misere_value``) against the normal-play search
  (``cgt.grundy``) on the same graph: a Kayles position seen through
  ``cgt.OptionsOnly``, so that neither decomposes it; positions per second;
* the loopy labelling (``cgt.loopy.values``) against ``cgt.grundy`` on one
  random acyclic digraph, and against plain retrograde analysis
  (win/lose/draw only, tests/naive.py's oracle made linear) on one with
  cycles;
* the misère quotients of Kayles and Dawson's Kayles for heaps up to 10,
  against searching the outcome of every sum of up to four such heaps (what
  the quotient's look-up replaces); then every sum of up to six heaps of at
  most 10 is checked against the search (``--no-check`` skips it).

    python benchmarks/bench_misere.py
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from collections import deque

from _common import best_of, report

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, Digraph, OctalGame


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
    check = "--no-check" not in sys.argv
    rows = []

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

    for game in (KAYLES, DAWSONS_KAYLES):
        start = time.perf_counter()
        q = cgt.misere_quotient(OctalGame(game.code), 10)
        quotient_s = time.perf_counter() - start
        sums = [h for size in range(5) for h in itertools.combinations_with_replacement(range(1, 11), size)]
        other = Fresh(OctalGame(game.code))  # a cold cache: the search the look-up replaces
        start = time.perf_counter()
        for heaps in sums:
            cgt.outcome(other, heaps, misere=True)
        search_s = time.perf_counter() - start
        rows.append({"case": f"misere_quotient({game.code}, 10), order {len(q)}", "seconds": quotient_s,
                     "baseline": f"searching all {len(sums)} sums of <= 4 heaps", "baseline_seconds": search_s})
        if check:
            start = time.perf_counter()
            count = 0
            for size in range(7):
                for heaps in itertools.combinations_with_replacement(range(1, 11), size):
                    assert q.outcome(heaps) == cgt.outcome(other, heaps, misere=True), heaps
                    count += 1
            print(f"{game.code}: quotient of order {len(q)} agrees with misère search on all {count} sums "
                  f"of up to 6 heaps <= 10 ({time.perf_counter() - start:.1f} s)")
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
