"""Jump chess (HDU 5724): the numba table fill against C, and the contest program against C++.

Table fill: ``JumpChess(width).grundy_table()`` (the generic bitmask engine with
the jump-chess move kernel, brute-force mex over all ``2**width`` rows) against
``jumpchess.c``, the same loop in C compiled here with the system ``cc -O2``;
the C program times its own allocation and fill, so process start-up is not
counted, and both sides must give the same checksum. The one-time cost of the
first table of a process (importing numba, compiling or loading the fill) is
timed apart, on a cold and on a warm on-disk cache.

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
import os
import subprocess
import sys
import tempfile
import time
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


def checksum(table: np.ndarray) -> int:
    weights = np.arange(len(table), dtype=np.uint64) % np.uint64(251) + np.uint64(1)
    return int(np.sum(table.astype(np.uint64) * weights, dtype=np.uint64))


def fill(width: int) -> np.ndarray:
    # A fresh object each time: it computes its own table.
    return cgt.games.JumpChess(width=width).grundy_table()


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
    parser.add_argument("--quick", action="store_true", help="widths 16..22 only, no width 28, fewer repeats")
    args = parser.parse_args()
    widths = (16, 20, 22) if args.quick else (16, 20, 22, 24, 28)
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

    c_fill = compile_c("jumpchess.c")
    fill(4)  # compile or load outside the timings
    for width in widths:
        repeat = 1 if width >= 28 else 2 if width >= 24 else 3
        c_best = float("inf")
        for _ in range(repeat):
            c_seconds, c_sum = subprocess.run(
                [str(c_fill), str(width)], capture_output=True, text=True, check=True
            ).stdout.split()
            c_best = min(c_best, float(c_seconds))
        table = fill(width)
        assert checksum(table) == int(c_sum), f"width {width}: numba and C tables differ"
        del table
        seconds = best_of(lambda: fill(width), repeat)
        rows.append({
            "case": f"grundy_table(), width {width} (2**{width} rows)",
            "seconds": seconds,
            "baseline": "C, same loop (cc -O2)",
            "baseline_seconds": c_best,
            "ratio": seconds / c_best,
            "width": width,
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
