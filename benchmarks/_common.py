"""Shared plumbing for the benchmark scripts: best-of timing, C builds, result files.

Every benchmark prints ratios against a baseline measured in the same run (the
machines are noisy) and saves them to ``benchmarks/results/<name>.json``, which
the documentation's Performance page plots.
"""

from __future__ import annotations

import json
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

__all__ = ["best_of", "fresh_seconds", "compile_c", "Row", "report"]

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
RESULTS = HERE / "results"


def best_of(fn: Callable[[], Any], repeat: int = 3) -> float:
    """Return the best wall time in seconds of `repeat` calls of `fn`."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def fresh_seconds(script: str, repeat: int = 3) -> float:
    """Return the least of the seconds `script` prints, run `repeat` times, each in a new interpreter.

    The script times its own work (a cold process: no cache of an earlier run) and prints the seconds.
    """
    runs = (subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True,
                           env={"PYTHONPATH": str(HERE.parent)}).stdout for _ in range(repeat))
    return min(float(out) for out in runs)


def compile_c(source: str, *, cxx: bool = False, flags: tuple[str, ...] = ("-O2",)) -> Path:
    """Compile ``benchmarks/<source>`` with the system cc (or c++) and return the binary."""
    compiler = shutil.which("c++" if cxx else "cc")
    if compiler is None:
        raise SystemExit(f"benchmark needs a {'C++' if cxx else 'C'} compiler on PATH")
    BUILD.mkdir(exist_ok=True)
    src = HERE / source
    out = BUILD / src.stem
    subprocess.run([compiler, *flags, "-o", str(out), str(src)], check=True)
    return out


Row = dict[str, Any]


def report(name: str, title: str, rows: list[Row]) -> None:
    """Print `rows` as a table and save them to ``results/<name>.json``.

    Each row has ``case``, ``seconds`` (cgt), ``baseline`` (what it is compared
    with), ``baseline_seconds`` and ``ratio`` (seconds / baseline_seconds);
    extra keys are kept. A row's ``target`` (the ratio it should not exceed;
    or "(target: ratio <= X)" in `title`, for every row) makes the
    Performance page say whether it is met.
    """
    print(f"\n{title}")
    print(f"{'case':<40} {'cgt s':>10} {'baseline s':>11} {'ratio':>7}  baseline")
    for r in rows:
        print(
            f"{r['case']:<40} {r['seconds']:>10.4f} {r['baseline_seconds']:>11.4f} "
            f"{r['ratio']:>7.2f}  {r['baseline']}"
        )
    RESULTS.mkdir(exist_ok=True)
    payload = {
        "benchmark": name,
        "title": title,
        "machine": f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}",
        "date": time.strftime("%Y-%m-%d"),
        "rows": rows,
    }
    (RESULTS / f"{name}.json").write_text(json.dumps(payload, indent=2) + "\n")
