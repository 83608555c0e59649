"""``cgt warmup``: compile every numba kernel ahead of time (for a container image), saying what and how long."""

from __future__ import annotations

import argparse
import sys

from ..games.precompile import warmup

# A part of the command (main.py registers it), not an API of its own.
__all__: list[str] = []


def add_warmup_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Register ``cgt warmup`` on the subcommands of the ``cgt`` parser."""
    parser = commands.add_parser(
        "warmup",
        help="compile every numba kernel ahead of time",
        description="Compile (or load from numba's cache on disk) every family of compiled kernels, so that no "
        "later command waits for numba: run it once when building a container image. Prints each family and "
        "how long it took.",
    )
    parser.set_defaults(handler=_run_warmup, parser=parser)


def _run_warmup(args: argparse.Namespace) -> int:
    seconds = warmup(report=lambda line: print(line, flush=True))
    print(f"every kernel compiled in {sum(seconds.values()):.1f} s", file=sys.stdout)
    return 0
