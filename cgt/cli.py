"""The ``cgt`` command: compute, solve and play impartial games from the terminal.

Installed as the ``cgt`` console script and runnable as ``python -m cgt``::

    cgt grundy kayles --upto 100          # Grundy values of a heap game
    cgt jumpchess solve < input.txt       # HDU 5724 contest input
    cgt jumpchess table --width 20 --out chess20.npy
    cgt play nim 3 5 7                    # against a perfect opponent

Every subcommand has ``--help``. The command line only parses, calls the
library and prints; bad usage or bad input is reported in one line on stderr
with exit status 2, never with a traceback.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any, Callable, NoReturn, Optional

from .errors import CgtError

__all__ = ["main", "build_parser"]

#: Exit status for bad usage or bad input (argparse's convention).
EXIT_USAGE = 2
#: Exit status for an unexpected failure (a bug in cgt, reported in one line).
EXIT_FAILURE = 1


class UsageError(Exception):
    """Bad usage or input found after the arguments were parsed (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr (no usage dump), status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {_one_line(message)} (try '{self.prog} --help')\n")


def _one_line(message: object) -> str:
    return " ".join(str(message).split())


def _natural(text: str) -> int:
    """argparse type: a whole number >= 0."""
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 0")
    return int(text)


def _positive(text: str) -> int:
    """argparse type: a whole number >= 1."""
    value = _natural(text)
    if value == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 1")
    return value


_PLAY_HELP = """\
games and positions:
  nim HEAP ...            heaps of tokens, e.g. 'cgt play nim 3 5 7'

move syntax (type 'help' during a game to see it again, 'quit' to stop):
  nim                     HEAP TAKE: take TAKE tokens from heap HEAP, e.g. '2 3'

Heaps and rows are numbered from 1. The computer plays a winning move whenever
one exists. Exit status: 0 when the game ends or is abandoned ('quit' or end of
input, Ctrl-D), 130 on Ctrl-C, 2 for a bad command line.
"""


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cgt`` command.

    Returns
    -------
    argparse.ArgumentParser
        The parser; each subcommand's handler is its ``handler`` default.

    Examples
    --------
    >>> args = build_parser().parse_args(["play", "nim", "3", "5"])
    >>> args.game, args.position
    ('nim', ['3', '5'])
    """
    parser = _Parser(
        prog="cgt",
        description="Combinatorial game theory from the terminal: compute Grundy values, "
        "solve jump-chess contest input, play against a perfect opponent.",
        epilog="Run 'cgt COMMAND --help' for the options of a command.",
    )
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", required=True)

    play = commands.add_parser(
        "play",
        help="play a game against a perfect opponent",
        description="Play a game in the terminal against a perfect opponent.",
        epilog=_PLAY_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", metavar="GAME", help="the game: nim")
    play.add_argument("position", metavar="POSITION", nargs="*", help="the starting position (see below)")
    play.add_argument(
        "--first",
        choices=["human", "computer"],
        help="who moves first (asked at the start when omitted)",
    )
    play.add_argument("--seed", type=_natural, help="seed for the computer's moves in a lost position")
    play.set_defaults(handler=_run_play, parser=play)
    return parser


def _run_play(args: argparse.Namespace) -> int:
    from . import _play

    board, position = _play_setup(args)
    return _play.play(
        board,
        position,
        human_first=None if args.first is None else args.first == "human",
        stdin=sys.stdin,
        stdout=sys.stdout,
        rng=random.Random(args.seed),
    )


def _play_setup(args: argparse.Namespace) -> tuple[Any, Any]:
    """Return the board and starting position that ``cgt play`` arguments ask for."""
    from . import _play

    if args.game == "nim":
        heaps = tuple(_heap_sizes(args.position))
        return _play.NimBoard(), heaps
    raise UsageError(f"unknown game {args.game!r}; 'cgt play --help' lists the games")


def _heap_sizes(words: Sequence[str]) -> list[int]:
    if not words:
        raise UsageError("give the heap sizes, e.g. 'cgt play nim 3 5 7'")
    for word in words:
        if not word.isdigit():
            raise UsageError(f"heap size {word!r} is not a whole number >= 0")
    return [int(word) for word in words]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the ``cgt`` command with `argv` (default ``sys.argv[1:]``); return the exit status.

    Parameters
    ----------
    argv : sequence of str, optional
        The arguments after the program name.

    Returns
    -------
    int
        0 on success, 2 for bad usage or bad input (reported in one line on
        stderr), 130 when interrupted by Ctrl-C, 1 for an unexpected failure.

    Examples
    --------
    >>> main(["play", "nim", "0", "--first", "human"])
      heap 1:    0
    No moves left: you lose, I win.
    0
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    prog = args.parser.prog
    try:
        return handler(args)
    except (UsageError, CgtError, MemoryError) as exc:
        return _fail(prog, str(exc) or type(exc).__name__, EXIT_USAGE)
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            return _broken_pipe()
        where = f"{exc.filename}: " if exc.filename else ""
        return _fail(prog, f"{where}{exc.strerror or exc}", EXIT_USAGE)
    except KeyboardInterrupt:
        return _fail(prog, "interrupted", 130)
    except Exception as exc:  # noqa: BLE001 - the promise is: never a traceback
        return _fail(prog, f"internal error, please report: {type(exc).__name__}: {exc}", EXIT_FAILURE)


def _fail(prog: str, message: str, status: int) -> int:
    print(f"{prog}: error: {_one_line(message)}", file=sys.stderr, flush=True)
    return status


def _broken_pipe() -> int:
    # The reader went away (`cgt grundy ... | head`): point stdout at devnull so the
    # interpreter's final flush does not fail again, and exit quietly.
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_FAILURE
