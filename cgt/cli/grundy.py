"""Long runs of ``cgt grundy``: ``--out`` checkpoints, ``--method``, ``--stats``, a progress bar.

Imported by :mod:`cgt.cli`, which registers the options with
:func:`add_fill_arguments` and hands a parsed command to :func:`run_fill`
when one of them is given.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Callable

from .progress import ProgressBar

# A part of the command (cgt.cli.main uses it), not an API of its own.
__all__: list[str] = []

#: From this many heaps on, a fill without --out draws its progress bar too.
LONG_FILL = 1_000_000


def add_fill_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--out``, ``--method`` and ``--stats`` to the ``grundy`` subcommand."""
    parser.add_argument(
        "--out",
        metavar="FILE.npy",
        help="save the values to FILE.npy (numpy, smallest unsigned dtype) instead of printing them; "
        "an existing FILE.npy of the same game is resumed and extended, and Ctrl-C saves what is done",
    )
    parser.add_argument(
        "--method",
        choices=["auto", "dense", "sparse"],
        default="auto",
        help="how to fill: auto (default) picks the sparse-space fill where it pays, dense reads every "
        "move, sparse forces the rare/common method (octal games that split heaps, Grundy's game)",
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help="print the rare/common statistics of the sparse-space fill (mask, rare values, rare heaps)",
    )


def wants_fill(args: argparse.Namespace) -> bool:
    """Whether the command asks for more than printing a short sequence."""
    return bool(args.out or args.stats or args.method != "auto" or args.upto >= LONG_FILL)


def _check_out(out: str) -> None:
    path = Path(out)
    if path.is_dir():
        raise _usage(f"--out {out!r} is a directory, not a file")
    folder = path.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise _usage(f"--out {out!r}: cannot write in directory {str(folder)!r}")


def _usage(message: str) -> Exception:
    from ..errors import InvalidValueError

    return InvalidValueError(message)


def run_fill(args: argparse.Namespace, game: Any, print_values: Callable[..., None]) -> int:
    """Run ``cgt grundy`` with ``--out``, ``--method``, ``--stats`` or a long ``--upto``."""
    method = None if args.method == "auto" else args.method
    if args.out:
        _check_out(args.out)
        if args.period:
            raise _usage("--out saves the values; ask for --period in another run (it resumes from the file)")
    resume = args.out or None
    bar = ProgressBar(0) if (args.out or args.upto >= LONG_FILL) else None
    try:
        if args.period:
            found = game.periodicity(args.upto, resume=resume, progress=bar)
            values = None
        else:
            values = game.grundy_sequence(args.upto, method=method, resume=resume, progress=bar)
    except KeyboardInterrupt:
        if bar is not None:
            bar.close()
        if args.out:
            import numpy as np

            saved = len(np.load(args.out, mmap_mode="r")) if os.path.exists(args.out) else 0
            print(
                f"interrupted: {args.out} holds the values of heaps 0 to {saved - 1}; "
                "run the same command again to go on",
                file=sys.stderr,
                flush=True,
            )
        raise
    if bar is not None:
        bar.close()
    if args.period:
        proof = f" (proven from the heaps 0 to {args.upto - 1})" if found is not None else ""
        print(f"{game!r}: {game.describe_periodicity(args.upto)}{proof}")
    elif args.out:
        print(
            f"{args.out}: Grundy values of heaps 0 to {args.upto - 1} of {game!r}, {values.dtype}, "
            f"largest {int(values.max()) if len(values) else 0}"
        )
    elif not args.stats:
        print_values(game, values.tolist(), args.format, args.columns)
    if args.stats:
        from ..impartial.sparse import statistics_of

        # A run that only read its values from --out filled nothing: split those values.
        stats = game.rare_statistics() or statistics_of(game.grundy_sequence(args.upto), game.sparse_moves())
        if stats is None:
            print(f"{game!r}: no rare/common split: {game.sparse_moves()}")
        else:
            print(f"{game!r}: {stats}")
    return 0
