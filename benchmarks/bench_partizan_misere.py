"""Misere outcomes of partizan positions against their normal-play outcomes (issue #33's target).

Rows: the misere outcome of an empty Domineering board (``cgt.outcome(...,
misere=True)``, the whole board searched as multisets of regions) against its
normal-play outcome (``cgt.outcome``, from the canonical form). Each is timed
in a fresh interpreter (best of three), after a small board ``..|..`` has
loaded the modules both need, so neither search finds anything of the board's
in a cache: the value store keeps sums of canonical forms, and the board
layer its regions' keys, beyond ``cgt.clear_cache()``. The "warm" rows time
the same calls after ``cgt.clear_cache()`` in one interpreter, where the
normal-play search finds those caches full. The target: a 4x4 board's misere
outcome within 2x of its normal-play outcome's time.

    python benchmarks/bench_partizan_misere.py
"""

from __future__ import annotations

from _common import Row, best_of, fresh_seconds, report

import cgt
from cgt.games import Domineering

SCRIPT = """
import time, cgt
from cgt.games import Domineering
cgt.outcome(Domineering(), "..|..", misere={misere}); cgt.outcome(Domineering(), "..|..")
t = time.perf_counter()
cgt.outcome(Domineering(), {board!r}, misere={misere})
print(time.perf_counter() - t)
"""


def fresh_outcome(board: str, misere: bool) -> float:
    """The best of three timings, each in a new interpreter."""
    return fresh_seconds(SCRIPT.format(board=board, misere=misere))


def warm_outcome(board: str, misere: bool) -> float:
    def run() -> None:
        cgt.clear_cache()
        cgt.outcome(Domineering(), board, misere=misere)

    return best_of(run)


def main() -> None:
    rows: list[Row] = []
    for width, height in ((4, 4), (5, 4)):
        board = "|".join(["." * width] * height)
        for how, timed in (("fresh", fresh_outcome), ("warm", warm_outcome)):
            normal, misere = timed(board, False), timed(board, True)
            row: Row = {"case": f"Domineering {width}x{height} misere, {how}", "seconds": misere,
                        "baseline": "normal-play outcome", "baseline_seconds": normal, "ratio": misere / normal}
            if how == "fresh" and (width, height) == (4, 4):
                row["target"] = 2.0
            rows.append(row)
    report("partizan_misere", "Misere outcome of a Domineering board against its normal-play outcome", rows)


if __name__ == "__main__":
    main()
