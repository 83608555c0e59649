"""Heap rulesets from a user's function against the same games built in, and against a loop written by hand.

``HeapRuleset(fn)`` fills its Grundy table from ``fn``: compiled when numba
can (the function's source rewritten so that each option goes straight into
the mex, see ``cgt/games/heap/inlining.py``), else in Python. Each case times
a fresh ruleset's table (``method="dense"``; the first compile of ``fn`` not
counted: it is warmed up on a short table of another instance of the same
function) against two baselines measured in the same run: the built-in class
of the same game (SubtractionGame; OctalGame and GrundysGame, whose octal
engine has bit tricks a user would not write), and a plain numba loop for
the same game, the loop a user would write by hand (an int64 table and a
stamped array for the mex). Target 1.5 against each (issue #32: "at the speed
of the built-in rulesets"; the mission: "as fast as the loop they would write
by hand").

The Python route (a function numba cannot compile) is timed on a shorter
table. Then the partizan and coordinate rulesets, which the solver searches
in Python (no table): ``PartizanHeapRuleset(left_fn, right_fn)`` against the
same game from built-in rulesets (a canonical form, the cache cleared), and
Wythoff's game as ``CoordinateRuleset(fn)`` against ``Wythoff()`` (the search
of one corner ``(n, n)``, every position below it).

    python benchmarks/bench_heap_rulesets.py [--quick]
"""

from __future__ import annotations

import argparse

import numba
import numpy as np
from _common import best_of, report

import cgt
from cgt.games import (CoordinateRuleset, GrundysGame, HeapRuleset, OctalGame, PartizanHeapRuleset,
                       PartizanSubtraction, SubtractionGame, Wythoff)


def subtraction_134(n):
    return [(n - k,) for k in (1, 3, 4) if k <= n]


def grundys_game(n):
    return [(a, n - a) for a in range(1, (n + 1) // 2)]


def grundys_game_yields(n):
    for a in range(1, (n + 1) // 2):
        yield a, n - a


def kayles_yields(n):
    for k in (1, 2):
        if k <= n:
            for a in range((n - k) // 2 + 1):
                yield a, n - k - a


def kayles_list(n):
    # options of one heap and of two in one list (numba alone finds no one type for it)
    return ([(n - k,) for k in (1, 2) if k <= n]
            + [(a, n - k - a) for k in (1, 2) if k <= n for a in range(1, (n - k) // 2 + 1)])


def python_take(n, k):
    return (n - k,)


def subtraction_134_python(n):
    # calls a Python function: numba cannot compile it, the Python route
    return [python_take(n, k) for k in (1, 3, 4) if k <= n]


def take_one_split(n):
    return [(a, n - 1 - a) for a in range((n - 1) // 2 + 1)] if n else []


def take_13(n):
    return [(n - k,) for k in (1, 3) if k <= n]


def take_23(n):
    return [(n - k,) for k in (2, 3) if k <= n]


def wythoff(x, y):
    return ([(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
            + [(x - k, y - k) for k in range(1, min(x, y) + 1)])


@numba.njit
def _mex_table(n):
    # the stamps' length: a power of two above twice the largest possible value (every nim-sum fits)
    size = 1
    while size <= 2 * n + 2:
        size *= 2
    return np.zeros(n, np.int64), np.zeros(size, np.int64)


@numba.njit
def subtraction_134_by_hand(n):
    values, seen = _mex_table(n)
    for m in range(n):
        for k in (1, 3, 4):
            if k <= m:
                seen[values[m - k]] = m + 1
        g = 0
        while seen[g] == m + 1:
            g += 1
        values[m] = g
    return values


@numba.njit
def grundys_game_by_hand(n):
    values, seen = _mex_table(n)
    for m in range(n):
        for a in range(1, (m + 1) // 2):
            seen[values[a] ^ values[m - a]] = m + 1
        g = 0
        while seen[g] == m + 1:
            g += 1
        values[m] = g
    return values


@numba.njit
def kayles_by_hand(n):
    values, seen = _mex_table(n)
    for m in range(n):
        for k in (1, 2):
            if k <= m:
                for a in range((m - k) // 2 + 1):
                    seen[values[a] ^ values[m - k - a]] = m + 1
        g = 0
        while seen[g] == m + 1:
            g += 1
        values[m] = g
    return values


def fill(make, n):
    return make().grundy_sequence(n, method="dense")


def search(game, corner):
    cgt.clear_cache(game)
    return cgt.grundy(game, (corner, corner))


def canonical(game, n):
    cgt.clear_cache(game)
    return cgt.canonical_form(game, n)


def row(case, ours, baseline, theirs, target=1.5):
    found = {"case": case, "seconds": ours, "baseline": baseline, "baseline_seconds": theirs, "ratio": ours / theirs}
    return {**found, "target": target} if target else found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter tables")
    args = parser.parse_args()
    scale = 5 if args.quick else 1
    cases = [
        ("subtraction {1,3,4}, a list", subtraction_134, lambda: SubtractionGame({1, 3, 4}), subtraction_134_by_hand,
         1_000_000 // scale),
        ("Grundy's game, a list", grundys_game, GrundysGame, grundys_game_by_hand, 20_000 // scale),
        ("Grundy's game, a generator", grundys_game_yields, GrundysGame, grundys_game_by_hand, 20_000 // scale),
        ("Kayles, a generator", kayles_yields, lambda: OctalGame("0.77"), kayles_by_hand, 20_000 // scale),
        ("Kayles, a list of 1- and 2-heap options", kayles_list, lambda: OctalGame("0.77"), kayles_by_hand,
         20_000 // scale),
    ]
    rows = []
    for name, fn, builtin, by_hand, n in cases:
        HeapRuleset(fn).grundy_sequence(600, method="dense")  # compiles fn and the fill once
        fill(builtin, 600)
        by_hand(600)
        assert HeapRuleset(fn).compiled is None
        values = fill(lambda: HeapRuleset(fn), n)
        assert np.array_equal(values, fill(builtin, n)) and np.array_equal(values, by_hand(n)), name
        ours = best_of(lambda: fill(lambda: HeapRuleset(fn), n), 3)
        rows.append(row(f"{name}, {n:,} heaps", ours, "the built-in class", best_of(lambda: fill(builtin, n), 3)))
        rows.append(row(f"{name}, {n:,} heaps", ours, "a numba loop by hand", best_of(lambda: by_hand(n), 3)))
    short = 20_000 // scale
    game = HeapRuleset(subtraction_134_python)
    assert np.array_equal(fill(lambda: game, short), subtraction_134_by_hand(short)) and game.compiled is False
    ours = best_of(lambda: fill(lambda: HeapRuleset(subtraction_134_python), short), 1)
    rows.append(row(f"subtraction {{1,3,4}}, Python fn, {short:,} heaps", ours, "the built-in class",
                    best_of(lambda: fill(lambda: SubtractionGame({1, 3, 4}), short), 3), None))
    partizan = [
        ("PartizanHeapRuleset(take_13, take_23), heap", lambda: PartizanHeapRuleset(take_13, take_23),
         "PartizanSubtraction({1, 3}, {2, 3})", lambda: PartizanSubtraction({1, 3}, {2, 3}), 400 // scale),
        ("PartizanHeapRuleset(kayles_yields, take_one_split), heap", lambda: PartizanHeapRuleset(kayles_yields,
                                                                                                  take_one_split),
         "PartizanHeapRuleset(OctalGame('0.77'), OctalGame('0.7'))",
         lambda: PartizanHeapRuleset(OctalGame("0.77"), OctalGame("0.7")), 60 // scale),
    ]
    for name, ours_game, baseline, theirs_game, n in partizan:
        assert canonical(ours_game(), n) == canonical(theirs_game(), n), name
        ours = best_of(lambda: canonical(ours_game(), n), 7)
        rows.append(row(f"{name} {n}", ours, baseline, best_of(lambda: canonical(theirs_game(), n), 7)))
    corner = 60 // (2 if args.quick else 1)
    assert search(CoordinateRuleset(wythoff), corner) == search(Wythoff(), corner)
    ours = best_of(lambda: search(CoordinateRuleset(wythoff), corner), 3)
    rows.append(row(f"Wythoff as CoordinateRuleset(fn), ({corner}, {corner})", ours, "Wythoff()",
                    best_of(lambda: search(Wythoff(), corner), 3)))
    report("heap_rulesets", "Rulesets from a function against the built-in classes and loops by hand "
           "(target: compiled ratio <= 1.5)", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
