"""Solver overhead against a hand-written dict-memo + mex loop over the same game.

Both sides call the same ``options`` method, so the ratio is the cost of the
solver's machinery (cache lookup, hooks, frames, loop detection) alone. Games
whose options are sums (Kayles, Grundy's game written with tuples of heaps,
declared ``disjunctive`` as the guide teaches, or split by a ``decompose``
hook) are compared with a loop that xors the heaps' values itself,
and the memory the solver's cache holds is reported beside. ``nim_sum`` is
compared with ``functools.reduce(operator.xor, ...)``.

    python benchmarks/bench_solver.py [--quick]
"""

from __future__ import annotations

import argparse
import functools
import operator
import random
import sys
import tracemalloc

from typing import Callable

from _common import best_of, report

import cgt


class Subtraction:
    """Subtract an element of `moves` from a heap (no closed form, no hooks)."""

    def __init__(self, moves: tuple[int, ...]) -> None:
        self.moves = moves

    def options(self, n: int) -> list[int]:
        return [n - k for k in self.moves if n >= k]


class WideFanOut:
    """Take any number of tokens, but only from the top half of the heap: ~n/2 options."""

    def options(self, n: int) -> range:
        return range(n // 2, n)


class TupleHeaps:
    """A heap game as a user writes it: positions are tuples of heaps, ``decompose`` splits them."""

    def __init__(self, splits: "Callable[[int], list[tuple[int, int]]]") -> None:
        self.splits = splits

    def options(self, heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = []
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1 :]
            out += [rest + pair for pair in self.splits(h)]
        return out

    def decompose(self, heaps: tuple[int, ...]) -> "list[tuple[TupleHeaps, tuple[int]]] | None":
        return [(self, (h,)) for h in heaps] if len(heaps) > 1 else None


class DisjunctiveHeaps(TupleHeaps):
    """The same game as the guide teaches it: ``disjunctive = True`` says a tuple is a sum of heaps."""

    disjunctive = True


def kayles_splits(h: int) -> list[tuple[int, int]]:
    return [(a, r - a) for r in (h - 1, h - 2) for a in range(r // 2 + 1)]


def grundys_game_splits(h: int) -> list[tuple[int, int]]:
    return [(a, h - a) for a in range(1, (h + 1) // 2)]


def hand_written_heaps(game: TupleHeaps, n: int) -> dict[int, int]:
    """The user's loop for a heap game: the same options, each valued as the xor of its heaps."""
    memo: dict[int, int] = {}
    options = game.options
    for p in range(n):
        seen = set()
        for q in options((p,)):
            v = 0
            for h in q:
                v ^= memo[h]
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        memo[p] = m
    return memo


def with_cgt_heaps(game: TupleHeaps, n: int) -> None:
    cgt.clear_cache(game)
    for p in range(n):
        cgt.grundy(game, (p,))


def with_cgt_heaps_one_call(game: TupleHeaps, n: int) -> None:
    cgt.clear_cache(game)
    cgt.grundy(game, (n - 1,))


def cache_bytes(game: TupleHeaps, n: int, run: "Callable[[TupleHeaps, int], None]") -> int:
    """Peak memory traced while `run` fills heaps 0..n-1 from an empty cache."""
    cgt.clear_cache(game)
    tracemalloc.start()
    run(game, n)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def hand_written(game: object, n: int) -> dict[int, int]:
    """What a user writes without a library: bottom-up dict memo and an inline mex."""
    memo: dict[int, int] = {}
    options = game.options  # type: ignore[attr-defined]
    for p in range(n):
        seen = {memo[q] for q in options(p)}
        m = 0
        while m in seen:
            m += 1
        memo[p] = m
    return memo


def with_cgt_ascending(game: object, n: int) -> None:
    cgt.clear_cache(game)  # type: ignore[arg-type]
    for p in range(n):
        cgt.grundy(game, p)  # type: ignore[arg-type]


def with_cgt_one_call(game: object, n: int) -> None:
    # One top-down call: the whole chain goes through the explicit stack.
    cgt.clear_cache(game)  # type: ignore[arg-type]
    cgt.grundy(game, n - 1)  # type: ignore[arg-type]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    n_sub, n_wide = (20_000, 600) if args.quick else (200_001, 3_000)
    cases = [
        (f"subtraction {{1,3,4}}, heaps 0..{n_sub - 1}, ascending", Subtraction((1, 3, 4)), n_sub, with_cgt_ascending),
        (f"subtraction {{1,3,4}}, one call at heap {n_sub - 1}", Subtraction((1, 3, 4)), n_sub, with_cgt_one_call),
        (f"wide fan-out (n/2 options), heaps 0..{n_wide - 1}", WideFanOut(), n_wide, with_cgt_ascending),
        (f"wide fan-out, one call at heap {n_wide - 1}", WideFanOut(), n_wide, with_cgt_one_call),
    ]
    rows = []
    for name, game, n, run in cases:
        expected = hand_written(game, n)
        run(game, n)
        assert dict(cgt.grundy_cache(game)) == expected, name  # same answers before timing
        base = best_of(lambda: hand_written(game, n), 5)
        ours = best_of(lambda: run(game, n), 5)
        rows.append({"case": name, "seconds": ours, "baseline": "hand-written dict memo + mex loop",
                     "baseline_seconds": base, "ratio": ours / base, "target": 1.5})
    # The sizes: 2,000 heaps, and 20,000 for Grundy's game (Kayles has about
    # twice its options a heap, so its hand loop alone would take a minute there).
    sizes = {"Kayles": (600, 1_500) if args.quick else (2_001, 6_000),
             "Grundy's game": (600, 1_500) if args.quick else (2_001, 20_000)}
    styles = (("disjunctive = True", DisjunctiveHeaps, with_cgt_heaps, 1.5),
              ("one call, disjunctive", DisjunctiveHeaps, with_cgt_heaps_one_call, None),
              ("tuples + decompose", TupleHeaps, with_cgt_heaps, None))
    for label, splits in (("Kayles", kayles_splits), ("Grundy's game", grundys_game_splits)):
        for n in sizes[label]:
            for style, make, run_heaps, target in styles:
                if n > 6_000 and make is TupleHeaps:
                    continue  # the decompose route's figure at 2,000 says enough
                game = make(splits)
                expected = hand_written_heaps(game, n)
                run_heaps(game, n)
                # (One call reaches only the heaps below n - 1 that a move can leave.)
                assert all(expected[p[0]] == v for p, v in cgt.grundy_cache(game).items()), label
                assert cgt.grundy(game, (n - 1,)) == expected[n - 1], label
                repeat = 3 if n <= 2_001 else 1
                # Interleaved, so that both sides see the same machine.
                base = ours = float("inf")
                for _ in range(repeat):
                    base = min(base, best_of(lambda: hand_written_heaps(game, n), 1))
                    ours = min(ours, best_of(lambda: run_heaps(game, n), 1))
                rows.append({"case": f"{label}, {style}, heaps 0..{n - 1}", "seconds": ours,
                             "baseline": "hand-written loop xoring the heaps' values", "baseline_seconds": base,
                             "ratio": ours / base, "cache_entries": len(cgt.grundy_cache(game))}
                            | ({"target": target} if target else {})
                            | ({"peak_bytes": cache_bytes(game, n, run_heaps)} if n <= 6_000 else {}))
    # Small values (Grundy values 0..7) are the slow case: a 0 or a 1 may be a bool, and is looked at.
    for label, top in (("ints < 2**30", 1 << 30), ("Grundy values 0..7", 8)):
        values = [random.randrange(top) for _ in range(100_000)]
        assert cgt.nim_sum(values) == functools.reduce(operator.xor, values)
        base = best_of(lambda: functools.reduce(operator.xor, values), 20)
        ours = best_of(lambda: cgt.nim_sum(values), 20)
        rows.append({"case": f"nim_sum of 100,000 {label}", "seconds": ours,
                     "baseline": "functools.reduce(operator.xor)", "baseline_seconds": base,
                     "ratio": ours / base, "target": 2.0})
    report("solver", "cgt.grundy and nim_sum against hand-written loops", rows)
    for r in rows:
        if "peak_bytes" in r:
            print(f"{r['case']}: {r['cache_entries']} cache entries, peak {r['peak_bytes'] / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
