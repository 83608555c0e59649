"""Solver overhead against a hand-written dict-memo + mex loop over the same game.

Both sides call the same ``options`` method, so the ratio is the cost of the
solver's machinery (cache lookup, hooks, frames, loop detection) alone.

    python benchmarks/bench_solver.py [--quick]
"""

from __future__ import annotations

import argparse
import sys

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
                     "baseline_seconds": base, "ratio": ours / base})
    report("solver", "cgt.grundy against a hand-written memo loop (target: ratio <= 1.5)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
