"""Census of every two- and three-digit octal game: 1 and 2 Dask workers against a plain loop.

The family is ``0.??`` and ``0.???`` (576 codes, 512 games: a code ending in 0
is its shorter code, run once), each run until its period is proven or
``--upto`` heaps are examined. The baseline is what a user scripts by hand:
one process calling ``OctalGame(code).periodicity(upto)`` for each game in
turn. The census runs on an embedded Dask ``LocalCluster`` of 1, then 2,
worker processes, started (and warmed up: numba loaded in every worker)
before the clock starts. Scheduling overhead per game is the 1-worker wall
time less the loop's, divided by the number of games; targets: 2 workers at
least 1.8 times faster than 1, overhead under 5% of the total. Runs are
interleaved and the best of ``--repeat`` is kept; on a machine shared with
other work the 2-worker figure is a lower bound.

    python benchmarks/bench_census.py [--upto N] [--repeat R] [--quick]
"""

from __future__ import annotations

import argparse
import logging
import time

from _common import report

import cgt
from cgt.games import OctalGame

FAMILY = ["0.??", "0.???"]


def plain_loop(codes: list[str], upto: int) -> float:
    start = time.perf_counter()
    for code in codes:
        OctalGame(code).periodicity(upto)
    return time.perf_counter() - start


def timed_census(client: object, upto: int) -> float:
    start = time.perf_counter()
    cgt.census(FAMILY, upto=upto, client=client)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upto", type=int, default=10_000, help="heaps examined per open game (default 10,000)")
    parser.add_argument("--repeat", type=int, default=2, help="interleaved repeats, best kept (default 2)")
    parser.add_argument("--quick", action="store_true", help="--upto 2000 --repeat 1")
    args = parser.parse_args()
    upto, repeat = (2000, 1) if args.quick else (args.upto, args.repeat)
    from dask.distributed import Client, LocalCluster

    # One game per code that differs (trailing zeros name the same game), as the census runs them.
    codes = sorted({OctalGame(code).code for pattern in FAMILY for code in cgt.expand_pattern(pattern)})
    clients = {}
    for workers in (1, 2):
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.ERROR
        )
        clients[workers] = (Client(cluster), cluster)
        cgt.census("0.7", upto=100, client=clients[workers][0])  # warm up: numba loaded in each worker
    plain_loop(["0.7"], 100)
    best = {"loop": float("inf"), 1: float("inf"), 2: float("inf")}
    for _ in range(repeat):
        best["loop"] = min(best["loop"], plain_loop(codes, upto))
        for workers in (1, 2):
            best[workers] = min(best[workers], timed_census(clients[workers][0], upto))
    for client, cluster in clients.values():
        client.close()
        cluster.close()
    games = len(codes)
    overhead = best[1] - best["loop"]
    rows = [
        {
            "case": f"census, 1 worker, {games} games up to {upto:,} heaps",
            "seconds": best[1],
            "baseline": "a plain loop of periodicity() calls, one process",
            "baseline_seconds": best["loop"],
            "ratio": best[1] / best["loop"],
            "overhead_per_game_ms": 1e3 * overhead / games,
            "overhead_fraction": overhead / best[1],
        },
        {
            "case": f"census, 2 workers, {games} games up to {upto:,} heaps",
            "seconds": best[2],
            "baseline": "the census on 1 worker",
            "baseline_seconds": best[1],
            "ratio": best[2] / best[1],
            "speedup": best[1] / best[2],
        },
    ]
    report("census", "Census of the two- and three-digit octal games on Dask", rows)
    print(
        f"speedup with 2 workers: {best[1] / best[2]:.2f} (target >= 1.8); scheduling overhead "
        f"{1e3 * overhead / games:.2f} ms a game, {100 * overhead / best[1]:.1f}% of the total (target < 5%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
