"""Grundy sequences of octal games: the dense numba kernel against the same loop in C.

Kayles (0.77), Dawson's Kayles (0.07), and two games whose values pass 63,
Officers (0.6) and 0.16 (which stays below 64), for heaps 0..100,000: an
O(n**2) loop over every split of every heap (``method="dense"``). The C
program ``heap_games.c`` is compiled here with ``-O3 -march=native`` (numba
also compiles for this CPU) and times itself, so process start-up is not
counted; it runs two ways of holding option values past 63 (a bitset of words,
a byte array), and each ratio is against the faster C in the same run. Both
sides must give the same checksum of the values. Also timed: proving Kayles'
period from scratch and then answering heap 10**18 from it.

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
    return cgt.games.OctalGame(code).grundy_sequence(n, method="dense")


def best_c(binary, code: str, n: int, repeat: int) -> tuple[float, str, int]:
    """The faster of the C loops (bitset, byte array): seconds, which, checksum."""
    runs = []
    for mode in ("bits", "bytes"):
        out = subprocess.run([str(binary), code, str(n), str(repeat), mode], capture_output=True, text=True, check=True)
        seconds, checksum = out.stdout.split()
        runs.append((float(seconds), mode, int(checksum)))
    assert runs[0][2] == runs[1][2], f"{code}: the two C loops disagree"
    return min(runs)


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
    games = (("0.77", "Kayles"), ("0.07", "Dawson's Kayles"), ("0.6", "Officers"), ("0.16", "0.16"))
    for code, name in games:
        numba_sequence(code, 2000)  # compile this dtype's kernel outside the timings
        values = numba_sequence(code, n)
        seconds = float("inf")
        c_seconds = float("inf")
        # Interleaved, best of `repeat` on each side: the machine is shared and noisy.
        for _ in range(repeat):
            c_run, c_mode, c_checksum = best_c(binary, code, n, 1)
            c_seconds = min(c_seconds, c_run)
            seconds = min(seconds, best_of(lambda: numba_sequence(code, n), 1))
        assert checksum(values) == c_checksum, f"{name}: numba and C disagree"
        if code == "0.77":
            c_kayles = c_seconds
        rows.append({
            "case": f"{name} ({code}), heaps 0..{n - 1:,}",
            "seconds": seconds,
            "baseline": f"C, same loop, best of bitset and byte array ({c_mode} here; -O3 -march=native)",
            "baseline_seconds": c_seconds,
            "ratio": seconds / c_seconds,
            "largest value": int(values.max()),
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
