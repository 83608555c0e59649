"""General take-and-break codes and spawning games against the octal engine (issue 32).

Targets: ``4!.0`` (Grundy's game) and ``8?.0`` filled within 1.5x the time of
the octal engine on a code of the same reach (``4.0`` and ``8.0``: the same
moves without the modifier), measured in the same run, to 10**5 heaps;
Spawning ``1-3`` (Mock Turtles) to 10**4 heaps. Each sequence is filled from
scratch (a fresh game) with the dense method, so both sides read every split.
``8.0`` and ``8?.0`` are also timed at 6,000 and 25,000 heaps. Their values
grow like n/2, so a heap reads n/3 rows of pair values: each row costs its
non-zero words, O(n**2 * words) in all. ``8.0``'s pair sets are sparse (25 of
94 words at 12,000 heaps, 78 of about 780 at 10**5); ``8?.0``'s were two to
three times denser, for its few heaps of small values, which the fill now
sets apart (see docs/performance.rst); the 10**5 rows run once (best of 1).

``8!.0`` (three heaps, pairwise unequal) against ``8.0`` at 6,000, 15,000 and
25,000 heaps: no target (the issue sets none); it reads the same rows, less
one pair a row when no other pair has its value, so its cost is its rows'
density, as ``8?.0``'s.

Run: ``python benchmarks/bench_take_and_break.py [--quick] [--keep-longest]``;
``--keep-longest`` does not run the 10**5 rows (about half an hour on a quiet
machine) and keeps their saved results, with the date they were measured.
"""

from __future__ import annotations

import json
import sys

from _common import RESULTS, Row, best_of, report

from cgt.games import OctalGame, Spawning, TakeAndBreak


def _fill(make, n: int, method: str = "dense"):
    return lambda: make().grundy_sequence(n, method=method)


def main() -> None:
    quick = "--quick" in sys.argv
    two = 20_000 if quick else 100_000
    threes = (1_000, 3_000, 6_000) if quick else (6_000, 25_000, 100_000)
    rows: list[Row] = []
    unequal = (1_000, 3_000, 6_000) if quick else (6_000, 15_000, 25_000)
    cases = (("4!.0", "4.0", two, 1.5), *(("8?.0", "8.0", n, 1.5) for n in threes),
             *(("8!.0", "8.0", n, None) for n in unequal))
    saved = json.loads((RESULTS / "take_and_break.json").read_text()) if "--keep-longest" in sys.argv else None
    for code, base, n, target in cases:
        case = f"TakeAndBreak({code!r}) to {n}"
        if saved and n > 50_000:
            rows.append({"measured": saved["date"], **next(r for r in saved["rows"] if r["case"] == case)})
            continue
        _fill(lambda: TakeAndBreak(code), 300)()  # compile both kernels first
        repeat = 1 if n > 50_000 else 2
        seconds = best_of(_fill(lambda: TakeAndBreak(code), n), repeat=repeat)
        baseline = best_of(_fill(lambda: OctalGame(base), n), repeat=repeat)
        rows.append({"case": case, "seconds": seconds,
                     "baseline": f"OctalGame({base!r}) to {n}", "baseline_seconds": baseline,
                     "ratio": seconds / baseline, **({"target": target} if target else {})})
    mock = 10_000
    Spawning("1-3").grundy_sequence(300)
    seconds = best_of(lambda: Spawning("1-3").grundy_sequence(mock), repeat=2)
    # The same heaps of the subtraction-free octal game 0.7 (remove one, maybe split): one O(n) pass a heap too.
    baseline = best_of(_fill(lambda: OctalGame("0.7"), mock), repeat=2)
    rows.append({"case": f"Spawning('1-3') to {mock}", "seconds": seconds,
                 "baseline": f"OctalGame('0.7') to {mock}", "baseline_seconds": baseline,
                 "ratio": seconds / baseline})
    report("take_and_break", "General codes and spawning games against the octal engine (dense fills)", rows)


if __name__ == "__main__":
    main()
