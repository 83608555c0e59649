"""Heap rulesets from a user's function against the same games built in.

``HeapRuleset(fn)`` fills its Grundy table by calling ``fn`` on every heap:
compiled (numba compiles ``fn`` and the fill calls it, no Python per heap)
when numba can, else in Python. Each case times a fresh ruleset's table
(``method="dense"``; the first compile of ``fn`` not counted: it is warmed up
on a short table of another instance of the same function), against the
built-in class of the same game (OctalGame, SubtractionGame), the baseline.
A function that yields its options runs faster than one that returns a list
of them (no list of ``n/2`` options is built for each heap).
The Python route is timed on a shorter table. Last, Wythoff's game written
as ``CoordinateRuleset(fn)`` against the built-in ``Wythoff()``: the search
of one corner ``(n, n)``, every position below it (no table: both run in
Python).

    python benchmarks/bench_heap_rulesets.py [--quick]
"""

from __future__ import annotations

import argparse

import numpy as np
from _common import best_of, report

import cgt
from cgt.games import CoordinateRuleset, GrundysGame, HeapRuleset, OctalGame, SubtractionGame, Wythoff


def subtraction_134(n):
    return [(n - k,) for k in (1, 3, 4) if k <= n]


def grundys_game(n):
    return [(a, n - a) for a in range(1, (n + 1) // 2)]


def grundys_game_yields(n):
    # a generator: numba yields the options one by one, with no list of n/2 of them built per heap
    for a in range(1, (n + 1) // 2):
        yield a, n - a


def kayles_yields(n):
    for k in (1, 2):
        if k <= n:
            for a in range((n - k) // 2 + 1):
                yield a, n - k - a


def mixed_kayles(n):
    # the same moves, with the options of different lengths (numba finds no one type): the Python route
    return [tuple(h for h in (a, n - k - a) if h) for k in (1, 2) if k <= n for a in range((n - k) // 2 + 1)]


def wythoff(x, y):
    return ([(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
            + [(x - k, y - k) for k in range(1, min(x, y) + 1)])


def search(game, corner):
    cgt.clear_cache(game)
    return cgt.grundy(game, (corner, corner))


def fill(make, n):
    return make().grundy_sequence(n, method="dense")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter tables")
    args = parser.parse_args()
    scale = 5 if args.quick else 1
    cases = [
        ("subtraction {1,3,4}", subtraction_134, lambda: SubtractionGame({1, 3, 4}), 1_000_000 // scale),
        ("Grundy's game, a list", grundys_game, GrundysGame, 20_000 // scale),
        ("Grundy's game, a generator", grundys_game_yields, GrundysGame, 20_000 // scale),
        ("Kayles, a generator", kayles_yields, lambda: OctalGame("0.77"), 20_000 // scale),
    ]
    rows = []
    for name, fn, builtin, n in cases:
        HeapRuleset(fn).grundy_sequence(600, method="dense")  # compiles fn and the fill once
        fill(builtin, 600)
        assert HeapRuleset(fn).compiled is None
        values = fill(lambda: HeapRuleset(fn), n)
        assert np.array_equal(values, fill(builtin, n)), name
        ours = best_of(lambda: fill(lambda: HeapRuleset(fn), n), 2)
        theirs = best_of(lambda: fill(builtin, n), 2)
        rows.append({"case": f"{name}, compiled fn, {n:,} heaps", "seconds": ours, "baseline": "the built-in class",
                     "baseline_seconds": theirs, "ratio": ours / theirs, "target": 1.5})
    short = 2_000 // scale
    game = HeapRuleset(mixed_kayles)
    assert np.array_equal(game.grundy_sequence(short, method="dense"), OctalGame("0.77").grundy_sequence(short))
    assert game.compiled is False
    ours = best_of(lambda: fill(lambda: HeapRuleset(mixed_kayles), short), 1)
    theirs = best_of(lambda: fill(lambda: OctalGame("0.77"), short), 3)
    rows.append({"case": f"Kayles, Python fn, {short:,} heaps", "seconds": ours, "baseline": "the built-in class",
                 "baseline_seconds": theirs, "ratio": ours / theirs})
    corner = 60 // (2 if args.quick else 1)
    assert search(CoordinateRuleset(wythoff), corner) == search(Wythoff(), corner)
    ours = best_of(lambda: search(CoordinateRuleset(wythoff), corner), 2)
    theirs = best_of(lambda: search(Wythoff(), corner), 2)
    rows.append({"case": f"Wythoff as CoordinateRuleset(fn), ({corner}, {corner})", "seconds": ours,
                 "baseline": "Wythoff()", "baseline_seconds": theirs, "ratio": ours / theirs, "target": 1.5})
    report("heap_rulesets", "Heap rulesets from a function against the built-in classes (target: compiled ratio <= 1.5)",
           rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
