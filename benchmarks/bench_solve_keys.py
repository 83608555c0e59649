"""The generic outcome search's table keys: sums keyed by their regions' shapes against by their values.

Issue 30 asks that "a sum is replaced by a simpler equal one where the
database knows one", so that equal sums share table entries. In
``cgt.solve``'s generic search (``compiled=False``) the part of a sum made
of regions with a known value is one canonical form in the key, so sums of
different regions with equal values are one entry. Measured here, each
position both players first from an empty cache, in CPU seconds:

* ``value_below=0``: no region valued, every one keyed by its shape (the baseline);
* the default (regions of at most ``VALUE_BELOW`` positions valued);
* with a region database (``--database FILE``, e.g. every region up to 13
  squares): every region it holds valued.

Cases: Domineering 6x6 and 5x7 (five rows of seven).

    python benchmarks/bench_solve_keys.py [--database dom13.sqlite]
"""

from __future__ import annotations

import argparse
import time

from _common import report

import cgt
from cgt.games import Domineering


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", help="a Domineering region database (cgt.build_region_database)")
    args = parser.parse_args()
    db = cgt.RegionDatabase(args.database) if args.database else None
    cgt.solve(Domineering(), "....|....|....", line=False, compiled=False)  # imports paid before timing
    rows = []
    for r, c in [(6, 6), (5, 7)]:
        text = "|".join(["." * c] * r)
        runs = {}
        ways = {"by shape (value_below=0)": {"value_below": 0}, "small regions by value": {}}
        if db is not None:
            ways[f"database of {db.cells} squares by value"] = {"database": db}
        for name, options in ways.items():
            cgt.clear_cache()
            began = time.process_time()
            runs[name] = (cgt.solve(Domineering(), text, line=False, compiled=False, **options),
                          time.process_time() - began)
        base, base_seconds = runs["by shape (value_below=0)"]
        for name, (found, seconds) in runs.items():
            assert found.winners == base.winners, (r, c, name)
            rows.append({"case": f"Domineering {r}x{c}, {name}", "seconds": seconds,
                         "baseline": "keyed by shape (value_below=0), CPU s", "baseline_seconds": base_seconds,
                         "ratio": seconds / base_seconds, "nodes": found.nodes, "entries": found.stored})
    report("bench_solve_keys", "Generic search: sums keyed by shape against by value", rows)
    for row in rows:
        print(f"{row['case']:<56} nodes {row['nodes']:,}, table entries {row['entries']:,}")


if __name__ == "__main__":
    main()
