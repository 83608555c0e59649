"""``cgt census``: a census of heap games from the terminal (see :func:`cgt.census`)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

from .._numerals import natural, positive
from ..census.run import DEFAULT_STEP, CensusProgress, census, census_summary
from ..errors import InvalidValueError

# A part of the command (cgt.cli.main uses it), not an API of its own.
__all__: list[str] = []

_HELP = """\
family: code patterns and codes ('0.??' is every two-digit octal code, '0.[1-3]?7'
takes ranges and sets of digits in brackets, '?' before the point is 0 or 4),
or finite subtraction games ('subtraction 1,3,4'); several may be given.

Each game runs until its period is proven (octal periodicity theorem) or N heaps
are examined. Finished games are appended to --out at once; running the same
command again skips them and extends the open games from their checkpoints
(kept in OUT.checkpoints/). Read the table with pandas:
pandas.read_csv(OUT, comment="#", dtype={"game": str, "same_as": str}).

examples:
  cgt census "0.??" --upto 10000 --out census2.csv --summary
  cgt census "0.???" --upto 1000000 --scheduler tcp://HOST:8786 --out census3.csv
"""


def add_census_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register ``cgt census`` on the subcommands of the ``cgt`` parser."""
    parser = commands.add_parser(
        "census",
        help="run every game of a family of octal (or subtraction) games",
        description="Run every game of a family until its period is proven or it is open up to N "
        "heaps, on all cores (or a Dask cluster), into a resumable CSV table.",
        epilog=_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("family", metavar="FAMILY", nargs="+", help="code patterns, codes or subtraction games")
    parser.add_argument("--upto", metavar="N", type=positive, required=True, help="examine open games up to heap N-1")
    parser.add_argument("--out", metavar="FILE.csv", required=True, help="the results table (CSV), resumed if it exists")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDR", help="an existing Dask scheduler, e.g. tcp://HOST:8786")
    where.add_argument(
        "--workers",
        metavar="N",
        type=natural,
        help="worker processes of the local cluster (default: one per core); 0: in this process, no Dask",
    )
    parser.add_argument(
        "--step", metavar="N", type=positive, default=DEFAULT_STEP, help=f"first bound of each game (default {DEFAULT_STEP})"
    )
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--summary", action="store_true", help="print the counts and the open games at the end")
    shown.add_argument("--json", action="store_true", help="print every row as JSON at the end (the columns of the CSV)")
    parser.set_defaults(handler=_run_census, parser=parser)


class _Bar:
    """The progress line on stderr: games done, proven, open, ETA; redrawn at most 5 times a second."""

    def __init__(self) -> None:
        self.shown = 0.0
        self.open_line = False  # drawn without its newline yet

    def end(self) -> None:
        """End the bar's line, so that a message after it starts a line of its own."""
        if self.open_line:
            print(file=sys.stderr, flush=True)
            self.open_line = False

    def __call__(self, p: CensusProgress) -> None:
        now = time.monotonic()
        last = p.done == p.total
        if not last and now - self.shown < 0.2:
            return
        self.shown = now
        filled = 30 * p.done // max(p.total, 1)
        eta = "" if p.eta is None else f", ETA {p.eta:.0f} s"
        line = f"\r[{'#' * filled}{'.' * (30 - filled)}] {p.done}/{p.total} games: {p.proven} proven, {p.open} open{eta}"
        print(line.ljust(78), end="\n" if last else "", file=sys.stderr, flush=True)
        self.open_line = not last


def _run_census(args: argparse.Namespace) -> int:
    out = Path(args.out)
    if out.is_dir():
        raise InvalidValueError(f"--out {args.out!r} is a directory, not a file")
    # The bar is for a person watching: not drawn into a log or a pipe.
    bar = _Bar() if sys.stderr.isatty() else None
    try:
        rows = census(
            args.family,
            upto=args.upto,
            out=out,
            client=args.scheduler,
            workers=args.workers,
            step=args.step,
            progress=bar,
        )
    except ImportError as exc:
        print(f"{args.parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    finally:
        if bar is not None:
            bar.end()
    if args.json:
        print(json.dumps([dataclasses.asdict(row) for row in rows], indent=1))
    elif args.summary:
        print(census_summary(rows))
    else:
        print(f"{args.out}: {census_summary(rows).splitlines()[0]}")
    return 0
