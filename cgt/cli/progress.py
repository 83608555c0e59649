"""What a long run of the ``cgt`` command draws on stderr while it works.

* :class:`ProgressBar`: a bar for work of known size (``cgt grundy --out``).
* :class:`SearchLine`: a line for a search of unknown size (``cgt value``):
  positions searched, rate, table size, time; erased when the search ends.

Both redraw one line in place (a carriage return, no newline), so a log of
stderr holds them as one line.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, TextIO

# A part of the command (its subcommands use it), not an API of its own.
__all__: list[str] = []


def add_progress_argument(parser: Any) -> None:
    """Give a command's `parser` the ``--progress``/``--no-progress`` option that :func:`wants_progress` reads."""
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="draw the search's progress on stderr (default: when stderr is a terminal)")


def wants_progress(asked: "bool | None", stream: "TextIO | None" = None) -> bool:
    """Whether to draw progress: as asked (``--progress``/``--no-progress``), else when `stream` is a terminal.

    `stream` defaults to the ``sys.stderr`` of the call (not of the import: a
    program, or a test, may have replaced it since).
    """
    if asked is not None:
        return asked
    isatty = getattr(sys.stderr if stream is None else stream, "isatty", None)
    return bool(isatty and isatty())


class ProgressBar:
    """Draws ``[#####.....]  42%  1.2e+06 heaps/s  ETA 0:00:07`` on stderr, in place (`unit`: what is counted)."""

    def __init__(self, start: int, unit: str = "heaps") -> None:
        self.began = time.perf_counter()
        self.start = start
        self.unit = unit
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        seconds = time.perf_counter() - self.began
        rate = (done - self.start) / seconds if seconds > 0 else 0.0
        eta = (total - done) / rate if rate > 0 else 0.0
        filled = 40 * done // total
        line = (
            f"\r[{'#' * filled}{'.' * (40 - filled)}] {100 * done // total:3d}%  "
            f"{rate:9.3g} {self.unit}/s  ETA {time.strftime('%H:%M:%S', time.gmtime(eta))}"
        )
        print(line, end="", file=sys.stderr, flush=True)
        self.drawn = True

    def close(self) -> None:
        if self.drawn:
            print(file=sys.stderr, flush=True)


class SearchLine:
    """Draws ``  1,234,567 positions searched   1.2e+04/s   1,000,000 stored   0:01:40`` on stderr, in place.

    For :func:`cgt.solve`, the fill of its table follows, and the first moves
    of the line being searched when the search knows them (the compiled one).

    Called with a :class:`cgt.SearchProgress` (the ``progress`` keyword of
    :func:`cgt.canonical_form`, :func:`cgt.evaluate`, :func:`cgt.grundy`).
    ``close()`` erases the line, so what the command prints next (its
    result, or the one line saying why it stopped) starts a clean line.
    """

    def __init__(self) -> None:
        self.width = 0

    def __call__(self, status: Any) -> None:
        rate = status.searched / status.seconds if status.seconds > 0 else 0.0
        line = (
            f"{status.searched:>13,} positions searched  {rate:9.3g}/s  {status.stored:>13,} stored  "
            f"{time.strftime('%H:%M:%S', time.gmtime(status.seconds))}"
        )
        capacity, moves = getattr(status, "table_size", 0), getattr(status, "line", ())
        if capacity:  # the outcome search: its depth, table's fill, and the line it is searching where it knows it
            line += f"  depth {status.depth}  table {status.stored / capacity:4.0%}"
        if moves:
            line += "  " + " ".join(moves[:6]) + (" ..." if len(moves) > 6 else "")
        print(f"\r{line}", end="", file=sys.stderr, flush=True)
        self.width = max(self.width, len(line))

    def close(self) -> None:
        if self.width:
            print(f"\r{' ' * self.width}\r", end="", file=sys.stderr, flush=True)
            self.width = 0
