"""Which octal games does cgt prove periodic, and how far are the others computed?

For each code, ask for the period with a limit (the sparse-space fill makes
limits of millions of heaps practical) and print one row: the proven preperiod
and period with the heaps that proved them, or "open up to N". The table in
docs/catalogue.rst comes from this script:

    python examples/octal_periods.py [LIMIT]        # default 2,000,000
"""

from __future__ import annotations

import sys
import time

from cgt.games import OctalGame

# Catalogue games, then games of the literature that settle late (Gangolli and Plambeck
# 1989; Flammenkamp's tables). Games without a sparse space are limited to the dense fill.
CODES = [
    ("0.77", "Kayles"), ("0.07", "Dawson's Kayles"), ("0.137", "Dawson's chess"), ("4.07", ""),
    ("0.1377", ""), ("0.7777", "Double Kayles"), ("0.6", "Officers"), ("0.16", ""), ("0.106", ""),
    ("0.165", ""), ("0.46", ""), ("0.56", ""), ("0.054", ""), ("0.36", ""), ("0.74", ""), ("0.04", ""),
]
DENSE_LIMIT = 50_000


def main() -> int:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    print(f"{'code':8} {'name':16} {'result':44} {'seconds':>8}")
    for code, name in CODES:
        game = OctalGame(code)
        t0 = time.perf_counter()
        reach = DENSE_LIMIT if code in ("0.74", "0.04") else limit
        found = game.periodicity(reach)
        seconds = time.perf_counter() - t0
        if found is None:
            result = f"open up to {reach:,}"
        else:
            needed = 2 * (found.preperiod + found.period) + game.max_removed
            result = f"preperiod {found.preperiod:,}, period {found.period:,} ({needed:,} heaps)"
        print(f"{code:8} {name:16} {result:44} {seconds:8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
