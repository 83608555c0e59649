"""The region database (issue 30): its build per size, its file, and cgt.solve with it against without.

Cases:

* building the Domineering database of every region up to k squares
  (``cgt.build_region_database``), k = 6, 8, 10 (``--cells K`` for the
  largest), on the embedded Dask cluster (``--workers N``; 0 in this
  process): seconds, regions, file size (no baseline);
* Domineering 5x6 and 6x6 outcome by the generic search, both players first,
  with the database of the largest k against without it (each from an
  empty cache, in the same run, in CPU seconds): the ratio is with / without.
  ``--long`` adds 6x7 (minutes).

    python benchmarks/bench_solve_database.py [--cells 12] [--workers 2] [--long]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _common import report

import cgt
from cgt.games import Domineering


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cells", type=int, default=10, help="the largest database built (default 10)")
    parser.add_argument("--workers", type=int, default=None, help="Dask workers (default one per core; 0: none)")
    parser.add_argument("--database", help="use this database for the solver rows instead of the one built")
    parser.add_argument("--long", action="store_true", help="Domineering 6x7 too")
    args = parser.parse_args()
    rows = []
    folder = Path(tempfile.mkdtemp(prefix="cgt-bench-regions-"))
    db = None
    for cells in sorted({k for k in (6, 8, 10) if k < args.cells} | {args.cells}):
        path = folder / f"domineering-{cells}.sqlite"
        cgt.clear_cache()
        began = time.perf_counter()
        db = cgt.build_region_database(Domineering(), path, cells=cells, workers=args.workers)
        seconds = time.perf_counter() - began
        rows.append({"case": f"Domineering database, {cells} squares", "seconds": seconds, "baseline": "none",
                     "baseline_seconds": float("nan"), "ratio": float("nan"), "regions": len(db),
                     "bytes": path.stat().st_size})
    if args.database:
        db = cgt.RegionDatabase(args.database)
    assert db is not None
    sizes = [(5, 6), (6, 6)] + ([(6, 7)] if args.long else [])
    # A first search pays for imports: a small one first, so that neither side of a pair pays.
    cgt.solve(Domineering(), "....|....|....", line=False, database=db)
    for r, c in sizes:
        text = "|".join(["." * c] * r)
        # CPU seconds of this process (process_time), not wall time: on a machine shared with
        # other jobs the wall time of one search varied 20-fold between runs, its CPU time 15%.
        cpu = {}
        for database in (db, None):
            cgt.clear_cache()
            began = time.process_time()
            cpu[database is None] = (cgt.solve(Domineering(), text, line=False, database=database),
                                     time.process_time() - began)
        (with_db, seconds), (plain, baseline) = cpu[False], cpu[True]
        assert with_db.winners == plain.winners
        rows.append({"case": f"Domineering {r}x{c} outcome, database {db.cells}", "seconds": seconds,
                     "baseline": "cgt.solve without the database (CPU s)", "baseline_seconds": baseline,
                     "ratio": seconds / baseline, "nodes": with_db.nodes, "baseline_nodes": plain.nodes})
    report("bench_solve_database", "Region database: build, and cgt.solve with it against without", rows)
    for row in rows:
        if "regions" in row:
            print(f"{row['case']:<44} {row['regions']:,} regions, {row['bytes'] / 1e6:.2f} MB")
        else:
            print(f"{row['case']:<44} nodes {row['nodes']:,} (without: {row['baseline_nodes']:,})")


if __name__ == "__main__":
    main()
