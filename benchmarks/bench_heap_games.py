"""Grundy sequences of octal games: the numba kernel against the same loop in C.

Kayles (0.77) and Dawson's Kayles (0.07) for heaps 0..100,000: an O(n**2)
loop over every split of every heap. The C program ``heap_games.c`` is
compiled here with ``-O3 -march=native`` (numba also compiles for this CPU)
and times itself, so process start-up is not counted; both sides must give
the same checksum of the values. Also timed: proving Kayles' period from
scratch and then answering heap 10**18 from it.

    python benchmarks/bench_heap_games.py [--quick]
"""

from __future__ import annotations

import argparse
import subprocess
import time

import numpy as np
from _common import best_of, compile_c, report

import cgt


def checksum(values: np.ndarray) -> int:
    return int(np.sum(values.astype(np.int64) * (np.arange(len(values)) % 1000003)))


def numba_sequence(code: str, n: int) -> np.ndarray:
    # A fresh game each time: its table starts empty, so the whole sequence is computed.
    return cgt.games.OctalGame(code).grundy_sequence(n)


def prove_and_answer() -> int:
    game = cgt.games.OctalGame("0.77")
    assert game.periodicity() == cgt.Periodicity(71, 12)
    return game.grundy_value(10**18)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="heaps 0..20,000 instead of 0..100,000")
    args = parser.parse_args()
    n = 20_001 if args.quick else 100_001
    repeat = 2
    binary = compile_c("heap_games.c", flags=("-O3", "-march=native"))
    numba_sequence("0.77", 100)  # compile (or load from cache) outside the timings
    rows = []
    c_kayles = 0.0
    for code, name in (("0.77", "Kayles"), ("0.07", "Dawson's Kayles")):
        out = subprocess.run([str(binary), code, str(n), str(repeat)], capture_output=True, text=True, check=True)
        c_seconds, c_checksum = out.stdout.split()
        values = numba_sequence(code, n)
        assert checksum(values) == int(c_checksum), f"{name}: numba and C disagree"
        seconds = best_of(lambda: numba_sequence(code, n), repeat)
        if code == "0.77":
            c_kayles = float(c_seconds)
        rows.append({
            "case": f"{name} ({code}), heaps 0..{n - 1:,}",
            "seconds": seconds,
            "baseline": "C, same loop (-O3 -march=native)",
            "baseline_seconds": float(c_seconds),
            "ratio": seconds / float(c_seconds),
        })
    prove_and_answer()
    start = time.perf_counter()
    value = prove_and_answer()
    seconds = time.perf_counter() - start
    rows.append({
        "case": "Kayles: prove period, answer heap 10**18",
        "seconds": seconds,
        "baseline": f"C, Kayles heaps 0..{n - 1:,}",
        "baseline_seconds": c_kayles,
        "ratio": seconds / c_kayles,
        "value": value,
    })
    report("heap_games", "Octal game Grundy sequences: numba kernel vs C", rows)
    print(f"\nKayles heap 10**18 has value {value}, from preperiod 71, period 12")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
