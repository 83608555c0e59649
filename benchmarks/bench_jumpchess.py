"""Jump chess (HDU 5724): the numba table fill against the best C, and the contest program against C++.

Table fill: ``JumpChess(width).grundy_table(workers=...)`` (the generic bitmask
engine with the jump-chess options kernel, brute-force mex over all
``2**width`` rows) against ``jumpchess_blocks.c``, the best known loop in C
(it enumerates the blocks of pieces with bit tricks), compiled here with
``cc -O2 -fopenmp``: serial against its serial fill, parallel (all cores)
against its OpenMP fill over the same levels (rows of one sum of columns).
Widths 20, 24, 28 and 30 (1 GiB). Each fill runs in a process of its own, which
reports its time (allocation and fill, not start-up), its checksum (both sides
must agree) and its peak resident memory. The parallel fill is also compared
with the serial one (a ratio of 0.59 is a speed-up of 1.7). The move-kernel fill (``slots=``, one question per
cell) is compared once with ``jumpchess.c``, the same loop in C. The one-time
cost of the first table of a process (importing numba, compiling or loading the
fill) is timed apart, on a cold and on a warm on-disk cache.

End to end: ``examples/hdu5724.py`` on the largest contest input (``T = 100``
boards of ``n = 1000`` random rows), both methods, against ``hdu5724.cpp``
compiled with ``c++ -O2``, wall time of whole processes (Python start-up and
imports included), warm caches; all outputs must be identical. The time of
``python -c 'import numpy'`` is shown too: no Python program using numpy
starts faster.

    python benchmarks/bench_jumpchess.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from _common import BUILD, best_of, compile_c, report

import cgt

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "hdu5724.py"
# The first table of a process, after `import cgt`: importing numba, then
# compiling the fill (cold cache) or loading it from disk (warm cache).
FIRST_TABLE = (
    "import time, cgt; t = time.perf_counter(); "
    "cgt.games.JumpChess(width=4).grundy_table(); print(time.perf_counter() - t)"
)


# One fill in a fresh process: best of `repeat`, checksum, peak memory (KiB).
FILL = """
import json, resource, sys, time
import numpy as np
import cgt
from cgt.impartial.bitmask import grundy_table
from cgt._kernels.bitmask import jump_chess_move
width, workers, repeat, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def fill(width):
    if kind == "moves":
        return grundy_table(jump_chess_move, width, slots=width, order="grows")
    return cgt.games.JumpChess(width).grundy_table(workers=workers)  # a fresh object: its own table
fill(16)  # compile or load outside the timing
best = float("inf")
for _ in range(repeat):
    t0 = time.perf_counter()
    table = fill(width)
    best = min(best, time.perf_counter() - t0)
    if _ < repeat - 1:
        del table
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # before the checksum's temporaries
total = 0
for start in range(0, len(table), 1 << 22):  # in slices: 8-byte temporaries of the whole table would not fit
    part = table[start:start + (1 << 22)].astype(np.uint64)
    weights = np.arange(start, start + len(part), dtype=np.uint64) % np.uint64(251) + np.uint64(1)
    total += int(np.sum(part * weights, dtype=np.uint64))
print(json.dumps([best, total % 2**64, peak]))
"""


def numba_fill(width: int, workers: int, repeat: int, kind: str = "options") -> tuple[float, int, int]:
    out = subprocess.run([sys.executable, "-c", FILL, str(width), str(workers), str(repeat), kind],
                         capture_output=True, text=True, check=True)
    seconds, total, peak = json.loads(out.stdout)
    return seconds, total, peak


def c_fill(binary: Path, width: int, repeat: int, mode: str = "serial", threads: int = 1) -> tuple[float, int, int]:
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    best, total, peak = float("inf"), 0, 0
    for _ in range(repeat):
        command = [str(binary), str(width)] + ([mode] if mode else [])
        fields = subprocess.run(command, capture_output=True, text=True, check=True, env=env).stdout.split()
        best = min(best, float(fields[0]))
        total = int(fields[1])
        peak = max(peak, int(fields[2])) if len(fields) > 2 else 0
    return best, total, peak


def first_table_seconds(cache_dir: str) -> float:
    env = dict(os.environ, NUMBA_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", FIRST_TABLE], env=env, capture_output=True, text=True, check=True)
    return float(out.stdout)


def contest_input(path: Path, cases: int = 100, rows: int = 1000, width: int = 20) -> None:
    rng = np.random.default_rng(5724)
    lines = [str(cases)]
    for _ in range(cases):
        lines.append(str(rows))
        for _ in range(rows):
            m = int(rng.integers(0, width + 1))
            lines.append(" ".join(map(str, [m, *(rng.permutation(width)[:m] + 1).tolist()])))
    path.write_text("\n".join(lines) + "\n")


def wall(command: list[str], data: bytes, repeat: int) -> tuple[float, bytes]:
    output = b""

    def run() -> None:
        nonlocal output
        output = subprocess.run(command, input=data, capture_output=True, check=True).stdout

    run()  # warm the page cache and numba's cache
    return best_of(run, repeat), output


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="widths 16..22 only, fewer repeats")
    args = parser.parse_args()
    widths = (16, 20, 22) if args.quick else (20, 24, 28, 30)
    cores = os.cpu_count() or 1
    rows = []

    with tempfile.TemporaryDirectory() as cache_dir:
        cold = first_table_seconds(cache_dir)
        warm = min(first_table_seconds(cache_dir) for _ in range(3))
    rows.append({
        "case": "first grundy_table() of a process, cold cache",
        "seconds": cold,
        "baseline": "first table, warm on-disk cache",
        "baseline_seconds": warm,
        "ratio": cold / warm,
    })

    best_c = compile_c("jumpchess_blocks.c", flags=("-O2", "-fopenmp"))
    same_c = compile_c("jumpchess.c")
    for width in widths:
        repeat = 1 if width >= 28 else 2 if width >= 24 else 3
        # Interleaved: C serial, numba serial, C parallel, numba parallel.
        c1, c1_sum, c1_peak = c_fill(best_c, width, repeat)
        n1, n1_sum, n1_peak = numba_fill(width, 1, repeat)
        cp, cp_sum, cp_peak = c_fill(best_c, width, repeat, "levels", cores)
        n_p, np_sum, np_peak = numba_fill(width, cores, repeat)
        assert c1_sum == n1_sum == cp_sum == np_sum, f"width {width}: the tables differ"
        rows.append({
            "case": f"grundy_table(workers=1), width {width}",
            "seconds": n1, "baseline": "best C loop, serial (cc -O2)", "baseline_seconds": c1,
            "ratio": n1 / c1, "width": width, "peak_mib": n1_peak / 1024, "baseline_peak_mib": c1_peak / 1024,
        })
        rows.append({
            "case": f"grundy_table(workers={cores}), width {width}",
            "seconds": n_p, "baseline": f"best C loop, OpenMP over levels, {cores} threads",
            "baseline_seconds": cp, "ratio": n_p / cp, "width": width,
            "peak_mib": np_peak / 1024, "baseline_peak_mib": cp_peak / 1024,
        })
        rows.append({
            "case": f"{cores} workers against 1, width {width}",
            "seconds": n_p, "baseline": "grundy_table(workers=1), same run", "baseline_seconds": n1,
            "ratio": n_p / n1, "speedup": n1 / n_p, "width": width,
        })

    width = 22 if args.quick else 24
    moves, moves_sum, _ = numba_fill(width, 1, 2, "moves")
    same, same_sum, _ = c_fill(same_c, width, 2, "")
    assert moves_sum == same_sum
    rows.append({
        "case": f"grundy_table(move kernel, slots=), width {width}",
        "seconds": moves, "baseline": "C, same loop (jumpchess.c, cc -O2)", "baseline_seconds": same,
        "ratio": moves / same, "width": width,
    })

    cpp = compile_c("hdu5724.cpp", cxx=True)
    big = BUILD / "hdu5724_largest.txt"
    contest_input(big)
    data = big.read_bytes()
    repeat = 3 if args.quick else 5
    outputs = {}
    for method in ("staircase", "table"):
        cpp_seconds, outputs[f"c++ {method}"] = wall([str(cpp), method], data, repeat)
        if method == "staircase":
            cpp_staircase = cpp_seconds
        seconds, outputs[method] = wall([sys.executable, str(EXAMPLE), "--method", method], data, repeat)
        rows.append({
            "case": f"hdu5724.py --method {method}, T=100, n=1000",
            "seconds": seconds,
            "baseline": f"C++ {method} (c++ -O2, scanf)",
            "baseline_seconds": cpp_seconds,
            "ratio": seconds / cpp_seconds,
        })
    assert len(set(outputs.values())) == 1, "the programs disagree"
    floor = best_of(lambda: subprocess.run([sys.executable, "-c", "import numpy"], check=True), repeat)
    rows.append({
        "case": "python -c 'import numpy' (start-up floor)",
        "seconds": floor,
        "baseline": "C++ staircase (c++ -O2, scanf)",
        "baseline_seconds": cpp_staircase,
        "ratio": floor / cpp_staircase,
    })

    report("jumpchess", "Jump chess: numba table fill vs C, contest program vs C++", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
