"""A batch solver for Python games (explore once, solve in compiled code) against cgt.grundy.

The idea of issue 9, item 4: list every position reachable from some roots
with the game's own ``options``, store the graph as integer arrays, and fill
every Grundy value with one numba pass in reverse topological order (Kahn's
algorithm on the reversed edges). It was to be shipped only if it beat
``cgt.grundy`` called position by position by 2x or more. It does not (the
Python calls of ``options`` and one dictionary lookup per option are common to
both, and they dominate), so it lives here, as the measured prototype, and not
in the library. Both sides start from an empty cache and must agree on every
value.

Cases: Wythoff's game, all positions ``(a, b)`` with ``a, b < 200`` (about
``10**7`` options; ``a, b < 1000`` would be about ``1.3 * 10**9``, beyond the
memory of either method's Python objects), and the subtraction game
``{1, 3, 4}`` on heaps ``0 .. 199,999``.

    python benchmarks/bench_batch.py [--quick]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Hashable, Iterable, Iterator
from typing import Any

import numba
import numpy as np
from _common import report

import cgt


class Wythoff:
    """From (a, b): take tokens from one heap, or the same number from both."""

    def options(self, p: tuple[int, int]) -> Iterator[tuple[int, int]]:
        a, b = p
        yield from ((a - k, b) for k in range(1, a + 1))
        yield from ((a, b - k) for k in range(1, b + 1))
        yield from ((a - k, b - k) for k in range(1, min(a, b) + 1))


class Subtraction:
    """Subtract 1, 3 or 4 from a heap (no hooks)."""

    def options(self, n: int) -> list[int]:
        return [n - k for k in (1, 3, 4) if n >= k]


class _Index(dict):  # type: ignore[type-arg]
    """position -> number; a new position gets the next number and joins `positions`."""

    def __init__(self) -> None:
        super().__init__()
        self.positions: list[Hashable] = []

    def __missing__(self, position: Hashable) -> int:
        number = self[position] = len(self.positions)
        self.positions.append(position)
        return number


@numba.njit(cache=True)
def _grundy_graph(offsets: np.ndarray, targets: np.ndarray, values: np.ndarray) -> None:
    # A position is solved once all its options are: Kahn's algorithm on the reversed edges.
    n = len(offsets) - 1
    pending = np.empty(n, np.int64)
    incoming = np.zeros(n + 1, np.int64)
    widest = 0
    for p in range(n):
        pending[p] = offsets[p + 1] - offsets[p]
        widest = max(widest, pending[p])
    for e in range(len(targets)):
        incoming[targets[e] + 1] += 1
    for p in range(n):
        incoming[p + 1] += incoming[p]
    parents = np.empty(len(targets), np.int64)
    fill = incoming[:-1].copy()
    for p in range(n):
        for e in range(offsets[p], offsets[p + 1]):
            parents[fill[targets[e]]] = p
            fill[targets[e]] += 1
    queue = np.empty(n, np.int64)
    tail = 0
    for p in range(n):
        if pending[p] == 0:
            queue[tail] = p
            tail += 1
    seen = np.zeros(widest + 2, np.int64)  # seen[v] == p + 1: value v taken by an option of p
    head = 0
    while head < tail:
        p = queue[head]
        head += 1
        for e in range(offsets[p], offsets[p + 1]):
            v = values[targets[e]]
            if v <= widest:
                seen[v] = p + 1
        g = 0
        while seen[g] == p + 1:
            g += 1
        values[p] = g
        for e in range(incoming[p], incoming[p + 1]):
            parent = parents[e]
            pending[parent] -= 1
            if pending[parent] == 0:
                queue[tail] = parent
                tail += 1


def solve_all(game: Any, roots: Iterable[Hashable]) -> dict[Hashable, int]:
    """Grundy values of every position reachable from `roots` (acyclic games only)."""
    index = _Index()
    for root in roots:
        index[root]
    positions, number, options = index.positions, index.__getitem__, game.options
    targets: list[int] = []
    ends: list[int] = []
    i = 0
    while i < len(positions):  # `positions` grows while it is walked
        targets.extend(map(number, options(positions[i])))
        ends.append(len(targets))
        i += 1
    offsets = np.zeros(len(positions) + 1, np.int64)
    offsets[1:] = ends
    values = np.full(len(positions), -1, np.int64)
    _grundy_graph(offsets, np.array(targets, np.int64), values)
    assert values.min() >= 0, "loopy game"
    return dict(zip(positions, values.tolist()))


def one_by_one(game: Any, roots: list[Hashable]) -> dict[Hashable, int]:
    cgt.clear_cache(game)
    return {p: cgt.grundy(game, p) for p in roots}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller games")
    args = parser.parse_args()
    side, heaps = (100, 50_000) if args.quick else (200, 200_000)
    solve_all(Wythoff(), [(2, 2)])  # compile or load the pass outside the timings
    rows = []
    cases = [
        (f"Wythoff, all a, b < {side}", Wythoff(), [(a, b) for a in range(side) for b in range(side)]),
        (f"subtraction {{1, 3, 4}}, heaps 0..{heaps - 1}", Subtraction(), list(range(heaps))),
    ]
    for name, game, roots in cases:
        best = {"batch": float("inf"), "grundy": float("inf")}
        for _ in range(3):  # interleaved, best of three
            for method, run in (("batch", solve_all), ("grundy", one_by_one)):
                t0 = time.perf_counter()
                values = run(game, roots)
                best[method] = min(best[method], time.perf_counter() - t0)
                if method == "batch":
                    batch = values
                else:
                    assert all(batch[p] == v for p, v in values.items()), f"{name}: the methods disagree"
        rows.append({
            "case": f"batch solve_all prototype: {name}",
            "seconds": best["batch"],
            "baseline": "cgt.grundy position by position",
            "baseline_seconds": best["grundy"],
            "ratio": best["batch"] / best["grundy"],
            "positions": len(batch),
        })
        cgt.clear_cache(game)
    report("batch", "Batch solver prototype (not shipped: it must win by 2x) vs cgt.grundy", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
