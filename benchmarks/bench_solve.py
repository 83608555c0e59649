"""The outcome search (cgt.solve) against Obsequi, against canonical forms, and on linear Clobber.

Issue 30's benchmark. Cases:

* Domineering rectangles, Vertical (Left) first, by the compiled search
  (``cgt.partizan.compiled_search``) against Obsequi (Bullock 2002, C++),
  built by ``../shared/peers/obsequi/build.sh`` into ``$OBSEQUI_BUILD``
  (default ``/tmp/obsequi``): seconds, nodes and peak memory of both (cgt's
  the process's peak resident set so far, Obsequi's that of its run, by
  GNU time), and their CPU seconds (less at the mercy of a loaded machine
  than wall time). Without the binary
  those rows are skipped, saying so.
* The compiled search's first call in a fresh process with an empty numba
  cache: the compile time.
* Domineering outcome by search against the canonical form (both with an
  empty cache), where the canonical form is short; 6x6's canonical form
  takes about 410 s (issue 30), not run here.
* Linear Clobber ``(xo)^n``, n = 20..30, by the compiled search of the
  Clobber family: seconds and nodes per ``n`` (against the generic search
  for n = 20, 21; no peer: MCGS's source here lacks its submodule), and
  Clobber 3x7, 4x5 and 2x12 to 2x14 alternating.
* MCGS's table of alternating Clobber rectangles (``MCGS_CLOBBER``), the
  rows the tests leave out, one by one: ``--clobber 2x15,3x8`` runs only
  those (each a separate run of minutes; nodes and seconds, the outcome
  checked against the table).

* Small boards in a warm process (the kernels loaded): Domineering 4x4 and
  4x5, Konane 4x4 and Amazons ``x..#|....|.#.o`` against cgt-py's canonical
  form (cgt-tools in Rust, installed into ``bench_partizan.py``'s scratch
  venv), issue 30's target 1; ``--small`` runs only those.
* Amazons (``--amazons``): 4x5 with one amazon a side and two 5x5
  endgames, both players first, and with ``--start-budget N`` 5x5 from the
  start (``AMAZONS_5X5``), Left first, stopped after ``N`` nodes (0: none).

    python benchmarks/bench_solve.py [--long] [--clobber RxC,...] [--small] [--amazons [--start-budget N]]

``--long`` adds Domineering 9x9 (an hour).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

from _common import RESULTS, report

import cgt
from cgt.games import Amazons, Clobber, Domineering, Fission, Konane, NoGo

#: MCGS's table of alternating Clobber rectangles, x in the corner (github ualberta-mueller-group/MCGS,
#: docs/MCGS-results.html lines 89-193): 2xn is P when 3 divides n (to n = 17), 3xn when n is even (to 10),
#: 4x4 .. 4x7 N N P N, 5x5 and 5x6 P (Grossman 2004, 43 hours for 5x6).
MCGS_CLOBBER = {**{(2, n): "P" if n % 3 == 0 else "N" for n in range(2, 18)},
                **{(3, n): "P" if n % 2 == 0 else "N" for n in range(3, 11)},
                (4, 4): "N", (4, 5): "N", (4, 6): "P", (4, 7): "N", (5, 5): "P", (5, 6): "P"}

OBSEQUI = Path(os.environ.get("OBSEQUI_BUILD", "/tmp/obsequi")) / "obsequi" / "Obsequi"


def obsequi(rows: int, columns: int) -> tuple[float, int, str, float, float]:
    """Obsequi's seconds, nodes, winner ('V' or 'H') with Vertical first, peak memory in MB and CPU seconds."""
    began = time.perf_counter()
    # GNU time's %M: the peak resident set of this run alone, in KB; %U %S its CPU: the last line of stderr.
    run = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", str(OBSEQUI)], text=True, capture_output=True,
                         check=True, input=f"solve rows {rows} cols {columns} bits 24 V\n")
    seconds = time.perf_counter() - began
    found = re.search(r"winner (\w), .*nodes ([\d,]+)", run.stdout)
    assert found, run.stdout
    user, system, peak = run.stderr.split()[-3:]
    return seconds, int(found[2].replace(",", "")), found[1], int(peak) / 1024, float(user) + float(system)


def compile_seconds() -> float:
    """The compiled search's first call (2x2) in a fresh process with an empty numba cache."""
    code = ("import time; from cgt.games import Domineering; from cgt import solve; t = time.perf_counter(); "
            "solve(Domineering(), '..|..'); print(time.perf_counter() - t)")
    with tempfile.TemporaryDirectory() as cache:
        out = subprocess.run([sys.executable, "-c", code], env={**os.environ, "NUMBA_CACHE_DIR": cache},
                             capture_output=True, text=True, check=True).stdout
    return float(out.split()[-1])


def solve_domineering(rows: int, columns: int) -> tuple[cgt.Solution, float]:
    """The solution, Vertical first, and the CPU seconds of the process it took (the kernel's thread's included)."""
    cgt.clear_cache()
    began = time.process_time()
    found = cgt.solve(Domineering(), "|".join(["." * columns] * rows), first="left", line=False)
    return found, time.process_time() - began


#: Amazons 5x5 from the usual start (Müller's pages, webdocs.cs.ualberta.ca/~mmueller/amazons: the 6x5
#: start scaled, White on b1, d1, a2, e2 and Black on b5, d5, a4, e4; White, here Left, moves first):
#: a first-player win (Hensgens 2001; Song and Müller 2015, "An Enhanced Solver for the Game of Amazons").
AMAZONS_5X5 = ".o.o.|o...o|.....|x...x|.x.x."
#: Amazons boards between the small ones and 5x5's start, with who wins with Left first and with Right first
#: (cgt's search; no published answers): 4x5 with one amazon in opposite corners, and two 5x5 endgames.
AMAZONS_ENDGAMES = {"x....|.....|.....|....o": ("left", "right"), "o...|....|....|....|...x": ("left", "right"),
                    "o.#.o|.#...|..#..|...#.|x.#.x": ("left", "right"),
                    ".o.o.|o...o|#.#.#|x...x|.x.x.": ("right", "left")}
#: The table of the 5x5 search: 2 ** 26 entries (1.6 GB); 2 ** 23 were full after 15 minutes.
AMAZONS_TABLE = 1 << 26
#: Linear NoGo's rows by default: to 1x21 (1x20 took 72 s on the loaded machine; each further n 2 to 8 times more).
NOGO_TO = 21


def board_rows(amazons_5x5: bool = False, nogo_to: int = NOGO_TO) -> list[dict]:
    """Amazons, Fission and linear NoGo by the compiled board search: seconds and nodes, checked against the literature."""
    rows = []
    amazons = Amazons()
    cgt.solve(amazons, "x..|...|..o", line=False)  # a warm process: the kernels loaded
    # Issue 30's row "small boards in a warm process no slower than cgt-py's canonical form": cgt-py's
    # seconds from benchmarks/results/partizan.json (bench_partizan.py), not from this run; small_rows runs cgt-py beside cgt.
    for text, peer in (("x..#|....|.#.o", 0.2979), ("x...|....|...o", 14.1965)):
        cgt.clear_cache()
        found = cgt.solve(amazons, text, line=False)
        assert found.winners == {"left": "left", "right": "right"}  # both are first-player wins (canonical forms)
        rows.append({"case": f"Amazons {text} (warm)", "seconds": found.seconds, "nodes": found.nodes,
                     "baseline": "cgt-py's canonical form (bench_partizan, not run)", "baseline_seconds": peer,
                     "ratio": found.seconds / peer, "target": 1.0})
    if amazons_5x5:
        rows.append(amazons_row(AMAZONS_5X5, "left", None, AMAZONS_TABLE))
    # Fission: the boards of bench_families.py's compiled rows, by search (no published outcome to check:
    # the canonical form's, computed here, is the check).
    for text in (".....|.....|..x..|.....|.....", "......|..x...|......|......"):
        cgt.clear_cache()
        found = cgt.solve(Fission(), text, line=False)
        assert found.outcome == cgt.outcome(Fission(), text)
        rows.append({"case": f"Fission {text}", "seconds": found.seconds, "nodes": found.nodes,
                     "baseline": "none", "baseline_seconds": float("nan"), "ratio": float("nan")})
    # Linear NoGo against Du et al.'s table (MCGS's test data: tests/games/grid/test_nogo.py cites it): a
    # first-player win for every n <= 39 but 1 and 4. The search in Python took 179 s for 1x16.
    for n in range(13, nogo_to + 1):
        cgt.clear_cache()
        found = cgt.solve(NoGo(), "." * n, line=False)
        assert found.outcome == cgt.Outcome.N
        rows.append({"case": f"linear NoGo 1x{n}", "seconds": found.seconds, "nodes": found.nodes,
                     "baseline": "the search in Python (1x16: 179 s, one run)" if n == 16 else "none",
                     "baseline_seconds": 179.0 if n == 16 else float("nan"),
                     "ratio": found.seconds / 179.0 if n == 16 else float("nan")})
    return rows


def amazons_row(text: str, first: str, winner: Optional[str], table_size: int,
                budget: Optional[int] = None) -> dict[str, object]:
    """One Amazons board, `first` to move, from an empty value cache: seconds, CPU seconds, nodes, the winner.

    A search that spends `budget` nodes is a row saying so (its nodes the budget).
    """
    cgt.clear_cache()
    began = time.process_time()
    row: dict[str, object] = {"case": f"Amazons {text}, {first} first", "baseline": "none",
                              "baseline_seconds": float("nan"), "ratio": float("nan")}
    try:
        found = cgt.solve(Amazons(), text, first=first, line=False, budget=budget, table_size=table_size)
    except cgt.GraphTooLargeError:
        return {**row, "case": f"{row['case']} (stopped)", "seconds": float("nan"),
                "cpu_seconds": time.process_time() - began, "nodes": budget}
    if winner is not None:
        assert found.winners[first] == winner, (text, first, found.winners)
    return {**row, "case": f"{row['case']}: {found.winners[first]} wins", "seconds": found.seconds,
            "cpu_seconds": time.process_time() - began, "nodes": found.nodes}


def amazons_rows(start_budget: Optional[int]) -> list[dict[str, object]]:
    """The boards of ``AMAZONS_ENDGAMES``, both players first, and 5x5's start if `start_budget` (nodes; 0: none)."""
    cgt.solve(Amazons(), "x..|...|..o", line=False)  # a warm process: the kernels loaded
    rows = [amazons_row(text, first, winner, 1 << 22)
            for text, winners in AMAZONS_ENDGAMES.items() for first, winner in zip(("left", "right"), winners)]
    if start_budget is not None:
        rows.append(amazons_row(AMAZONS_5X5, "left", "left", AMAZONS_TABLE, start_budget or None))
    return rows


def alternating(rows: int, columns: int) -> str:
    """The alternating Clobber rectangle, x in the corner."""
    return "|".join(("xo" * columns)[r % 2 : r % 2 + columns] for r in range(rows))


def clobber_rectangle(rows: int, columns: int) -> dict[str, object]:
    """Solve one of MCGS's alternating Clobber rectangles (an empty cache), checking its outcome: a report row."""
    cgt.clear_cache()
    began = time.process_time()
    found = cgt.solve(Clobber(), alternating(rows, columns), line=False)
    assert found.outcome.value == MCGS_CLOBBER[rows, columns], (rows, columns, found.outcome)
    return {"case": f"Clobber {rows}x{columns} alternating ({found.outcome.value})", "seconds": found.seconds,
            "cpu_seconds": time.process_time() - began, "nodes": found.nodes, "baseline": "none",
            "baseline_seconds": float("nan"), "ratio": float("nan")}


#: Issue 30's row "small boards in a warm process (kernels loaded): no slower than cgt-py's canonical form on
#: Domineering 4x4, 4x5, Konane 4x4, the small Amazons board".
SMALL_BOARDS = [("domineering", "....|....|....|...."), ("domineering", ".....|.....|.....|....."),
                ("konane", "xoxo|ox.x|xoxo|oxox"), ("amazons", "x..#|....|.#.o")]
# One fresh process: each game's kernels loaded on a board measured nowhere (untimed), then each board solved once,
# both players first (solving a board again would find its values in the store).
_WARM = """
import json, sys, time
import cgt
from cgt import games
out = []
for name, board in json.loads(sys.argv[1]):
    game = {"domineering": games.Domineering, "konane": games.Konane, "amazons": games.Amazons}[name]()
    cgt.solve(game, {"domineering": "...|...|...", "konane": "xo.|ox.|xox", "amazons": "x..|...|..o"}[name], line=False)
    began = time.perf_counter()
    found = cgt.solve(game, board, line=False)
    out.append({"seconds": time.perf_counter() - began, "nodes": found.nodes, "outcome": found.outcome.value})
print(json.dumps(out))
"""


def small_rows(repeat: int = 3) -> list[dict]:
    """cgt.solve in a warm process against cgt-py's canonical form (in bench_partizan's scratch venv), the best of
    `repeat` fresh processes each; the outcomes checked against cgt's canonical forms."""
    from bench_partizan import Case, ensure_peers, run

    ensure_peers()
    ours = [json.loads(subprocess.run([sys.executable, "-c", _WARM, json.dumps(SMALL_BOARDS)], check=True,
                                      capture_output=True, text=True).stdout) for _ in range(repeat)]
    rows = []
    for i, (name, board) in enumerate(SMALL_BOARDS):
        theirs = min(run("cgt-py", Case(board, name, [board], ("cgt-py",)))["seconds"] for _ in range(repeat))
        seconds = min(run_[i]["seconds"] for run_ in ours)
        game = {"domineering": Domineering, "konane": Konane, "amazons": Amazons}[name]()
        assert ours[0][i]["outcome"] == cgt.outcome(game, board).value
        rows.append({"case": f"{type(game).__name__} {board} (warm)", "seconds": seconds, "nodes": ours[0][i]["nodes"],
                     "baseline": "cgt-py's canonical form", "baseline_seconds": theirs, "ratio": seconds / theirs,
                     "target": 1.0})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--long", action="store_true", help="Domineering 9x9")
    parser.add_argument("--boards", action="store_true", help="only the rows of Amazons, Fission and NoGo")
    parser.add_argument("--amazons-5x5", action="store_true", help="Amazons 5x5 from the start (long)")
    parser.add_argument("--amazons", action="store_true",
                        help="only the Amazons boards between 4x4 and 5x5's start (AMAZONS_ENDGAMES)")
    parser.add_argument("--start-budget", type=int, metavar="NODES",
                        help="with --amazons, 5x5's start too, stopped after NODES nodes (0: no limit)")
    parser.add_argument("--nogo-to", type=int, default=NOGO_TO, help=f"linear NoGo to 1xN (default {NOGO_TO})")
    parser.add_argument("--clobber", metavar="RxC,...", help="only these rectangles of MCGS's Clobber table")
    parser.add_argument("--small", action="store_true", help="only the small boards against cgt-py")
    args = parser.parse_args()
    if args.small:
        rows = small_rows()
        report("bench_solve_small", "Outcome search (cgt.solve) in a warm process against cgt-py's canonical form", rows)
        return
    if args.amazons:
        rows = amazons_rows(args.start_budget)
        report("bench_solve_amazons", "Outcome search (cgt.solve): Amazons from 4x5 to 5x5's start", rows)
        for row in rows:
            print(f"{row['case']:<60} CPU {row['cpu_seconds']:9.2f} s  nodes {row['nodes']:,}")
        return
    if args.boards:
        rows = board_rows(args.amazons_5x5, args.nogo_to)
        report("bench_solve_boards", "Outcome search (cgt.solve): Amazons, Fission and NoGo compiled", rows)
        for row in rows:
            print(f"{row['case']:<48} {row['seconds']:9.3f} s  nodes {row['nodes']:,}")
        return
    rows = []
    if args.clobber:  # rows added to those of earlier runs (a rectangle run again replaces its row)
        saved = RESULTS / "bench_solve_clobber.json"
        rows = json.loads(saved.read_text())["rows"] if saved.exists() else []
        for size in args.clobber.split(","):
            row = clobber_rectangle(*(int(n) for n in size.lower().split("x")))
            rows = [r for r in rows if r["case"] != row["case"]] + [row]
            print(f"{row['case']:<40} nodes {row['nodes']:,}, {row['seconds']:.1f} s, CPU {row['cpu_seconds']:.1f} s",
                  flush=True)
        report("bench_solve_clobber", "Outcome search (cgt.solve): MCGS's alternating Clobber rectangles", rows)
        return
    sizes = [(4, 4), (5, 5), (6, 6), (5, 8), (7, 7), (6, 10), (8, 8)] + ([(9, 9)] if args.long else [])
    first = compile_seconds()
    rows.append({"case": "compiled search, first call (compile, empty cache)", "seconds": first,
                 "baseline": "none", "baseline_seconds": float("nan"), "ratio": float("nan"), "nodes": 0})
    if OBSEQUI.exists():
        for r, c in sizes:
            found, cpu = solve_domineering(r, c)
            seconds, nodes, winner, peak, obsequi_cpu = obsequi(r, c)
            assert (winner == "V") == (found.winners["left"] == "left"), (r, c, winner, found)
            rows.append({"case": f"Domineering {r}x{c}, Vertical first", "seconds": found.seconds,
                         "baseline": "Obsequi (C++)", "baseline_seconds": seconds, "target": 2.0,
                         "ratio": found.seconds / seconds, "nodes": found.nodes, "baseline_nodes": nodes,
                         # the process's peak so far (it only grows: the largest board's is the last row's)
                         "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                         "baseline_peak_mb": peak,
                         # CPU seconds: less at the mercy of other jobs on a shared machine than wall time
                         "cpu_seconds": cpu, "baseline_cpu_seconds": obsequi_cpu})
    else:
        print(f"{OBSEQUI} not found: build it with ../shared/peers/obsequi/build.sh (Obsequi rows skipped)")
    for r, c in [(4, 4), (4, 5)]:
        text = "|".join(["." * c] * r)
        cgt.clear_cache()
        began = time.perf_counter()
        value = cgt.canonical_form(Domineering(), text, budget=None)
        form_seconds = time.perf_counter() - began
        cgt.clear_cache()
        found = cgt.solve(Domineering(), text, line=False)
        assert found.outcome == value.outcome
        rows.append({"case": f"Domineering {r}x{c} outcome", "seconds": found.seconds,
                     "baseline": "its canonical form", "baseline_seconds": form_seconds,
                     "ratio": found.seconds / form_seconds, "nodes": found.nodes})
    # Issue 30: Domineering 6x6's canonical form takes about 410 s on this machine (not run here).
    cgt.clear_cache()
    found = cgt.solve(Domineering(), "|".join(["......"] * 6), line=False)
    assert found.outcome == cgt.Outcome.N  # Breuker, Uiterwijk and van den Herik 2000: a first-player win
    rows.append({"case": "Domineering 6x6 outcome", "seconds": found.seconds,
                 "baseline": "its canonical form (410 s, issue 30; not run)", "baseline_seconds": 410.0,
                 "ratio": found.seconds / 410.0, "target": 0.01, "nodes": found.nodes})
    # Linear Clobber by the compiled search of the Clobber family; the generic search (compiled=False) beside
    # it where it takes seconds. No peer runs here: MCGS needs its submodule cgt_lib, not to be had here.
    for n in range(20, 31):
        cgt.clear_cache()
        found = cgt.solve(Clobber(), "xo" * n, line=False)
        assert found.outcome == cgt.Outcome.N  # Albert et al. 2005, Chen et al. 2025: a first-player win for n != 3
        row = {"case": f"linear Clobber (xo)^{n}", "seconds": found.seconds, "baseline": "none",
               "baseline_seconds": float("nan"), "ratio": float("nan"), "nodes": found.nodes}
        if n <= 21:
            cgt.clear_cache()
            generic = cgt.solve(Clobber(), "xo" * n, line=False, compiled=False)
            row.update(baseline="the generic search (compiled=False)", baseline_seconds=generic.seconds,
                       ratio=found.seconds / generic.seconds, baseline_nodes=generic.nodes)
        rows.append(row)
    # MCGS's table (docs/MCGS-results.html): 3x7 and 4x5 alternating are first-player wins. 3x7's canonical
    # form takes 263 s (issue 30; not run).
    for text, form in (("xoxoxox|oxoxoxo|xoxoxox", 263.0), ("xoxox|oxoxo|xoxox|oxoxo", float("nan"))):
        cgt.clear_cache()
        found = cgt.solve(Clobber(), text, line=False)
        assert found.outcome == cgt.Outcome.N
        rows.append({"case": f"Clobber {text.count('|') + 1}x{text.index('|')} alternating",
                     "seconds": found.seconds, "nodes": found.nodes,
                     "baseline": "its canonical form (263 s, issue 30; not run)" if form == form else "none",
                     "baseline_seconds": form, "ratio": found.seconds / form})
    # MCGS's table, 2xn beyond the tests: the slower rows by --clobber.
    rows.extend(clobber_rectangle(2, n) for n in (12, 13, 14))
    rows += board_rows(args.amazons_5x5, args.nogo_to) + small_rows()
    report("bench_solve", "Outcome search (cgt.solve): Domineering against Obsequi, Clobber", rows)
    for row in rows:
        extra = (f", Obsequi {row['baseline_nodes']:,}; peak {row['peak_mb']:.0f} MB, Obsequi "
                 f"{row['baseline_peak_mb']:.0f} MB; CPU {row['cpu_seconds']:.2f} s, Obsequi "
                 f"{row['baseline_cpu_seconds']:.2f} s (ratio {row['cpu_seconds'] / row['baseline_cpu_seconds']:.2f})"
                 ) if "baseline_peak_mb" in row else (
                 f", generic {row['baseline_nodes']:,}" if "baseline_nodes" in row else "")
        print(f"{row['case']:<40} nodes {row['nodes']:,}{extra}")


if __name__ == "__main__":
    main()
