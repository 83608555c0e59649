"""The ``cgt`` command: what a user waits for, whole processes against bare baselines.

Each case runs the real command (``python -m cgt ...``) as a new process, wall
time of the best of several runs, warm caches (numba's on-disk cache
included), against a baseline process measured in the same run:

* start-up: ``cgt --help`` against ``python -c "import numpy"`` (the floor:
  ``import cgt`` imports numpy);
* ``cgt grundy kayles --upto 1000`` and ``cgt jumpchess table --width 20``
  against the same library call in a ``python -c`` process (so the ratio is
  the command line's own overhead: parsing, printing, saving);
* ``cgt jumpchess solve`` on the contest sample against
  ``examples/hdu5724.py``, which shares its code (ratio about 1).

    python benchmarks/bench_cli.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from _common import best_of, report

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "examples" / "hdu5724_sample.txt"


def process(*args: str) -> float:
    """Best wall time of a whole process (stdin from the contest sample)."""

    def once() -> None:
        with open(SAMPLE) as stdin:
            subprocess.run([sys.executable, *args], stdin=stdin, stdout=subprocess.DEVNULL, check=True)

    once()  # warm the caches
    return best_of(once, repeat=5)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "t.npy")
        cases = [
            ("cgt --help", ("-m", "cgt", "--help"), "python -c 'import numpy'", ("-c", "import numpy")),
            (
                "cgt grundy kayles --upto 1000",
                ("-m", "cgt", "grundy", "kayles", "--upto", "1000"),
                "python -c: heap_game('kayles').grundy_sequence(1000)",
                ("-c", "from cgt.games import heap_game; heap_game('kayles').grundy_sequence(1000)"),
            ),
            (
                "cgt jumpchess table --width 20",
                ("-m", "cgt", "jumpchess", "table", "--width", "20", "--out", out),
                "python -c: JumpChess(20).grundy_table()",
                ("-c", "import cgt; cgt.games.JumpChess(width=20).grundy_table()"),
            ),
            (
                "cgt jumpchess solve < sample",
                ("-m", "cgt", "jumpchess", "solve"),
                "python examples/hdu5724.py < sample",
                (str(ROOT / "examples" / "hdu5724.py"),),
            ),
        ]
        rows = []
        for case, args, baseline, baseline_args in cases:
            seconds, base = process(*args), process(*baseline_args)
            rows.append(
                {"case": case, "seconds": seconds, "baseline": baseline, "baseline_seconds": base,
                 "ratio": seconds / base}
            )
    report("cli", "The cgt command: whole processes, best of 5, warm caches", rows)


if __name__ == "__main__":
    main()
