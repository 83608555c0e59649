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
import csv
import json
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


def _is_whole(word: str) -> bool:
    # isascii: str.isdigit also accepts digits such as '²' that int() refuses.
    return word.isascii() and word.isdigit()


def _natural(text: str) -> int:
    """argparse type: a whole number >= 0."""
    if not _is_whole(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 0")
    return int(text)


def _positive(text: str) -> int:
    """argparse type: a whole number >= 1."""
    value = _natural(text)
    if value == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 1")
    return value


_GRUNDY_HELP = """\
games:
  kayles, dawsons-kayles, dawsons-chess, grundy (Grundy's game), fibonacci,
  powers-of-two, an octal code (0.77, .137, 4.07), 'subtraction 1,3,4',
  'allbut 2,3,7'

examples:
  cgt grundy kayles --upto 100
  cgt grundy subtraction 1,3,4 --upto 30 --json
  cgt grundy 0.77 --upto 1000 --period
"""

_PLAY_HELP = """\
games and positions:
  nim HEAP ...            heaps of tokens, e.g. 'cgt play nim 3 5 7'
  HEAPGAME HEAP ...       a heap game as in 'cgt grundy', e.g. 'cgt play kayles 4 6',
                          'cgt play 0.07 5 8', 'cgt play subtraction 1,3,4 9 12'

move syntax (type 'help' during a game to see it again, 'quit' to stop):
  nim                     HEAP TAKE: take TAKE tokens from heap HEAP, e.g. '2 3'
  heap games              HEAP TAKE [LEFT]: take TAKE tokens out of heap HEAP, leaving
                          LEFT tokens on one side and the rest on the other (LEFT
                          defaults to 0), e.g. in Kayles '2 1 3' knocks down one pin
                          of heap 2 after its third pin; Grundy's game splits with
                          TAKE 0, e.g. '1 0 2'

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

    grundy = commands.add_parser(
        "grundy",
        help="Grundy values of a heap game",
        description="Print the Grundy values of the heaps 0 to N-1 of a heap game, "
        "or (--period) its proven ultimate period.",
        epilog=_GRUNDY_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    grundy.add_argument("game", metavar="GAME", nargs="+", help="the heap game (see below)")
    grundy.add_argument(
        "--upto", metavar="N", type=_positive, default=100, help="compute the heaps 0 to N-1 (default 100)"
    )
    grundy.add_argument(
        "--period",
        action="store_true",
        help="print the (preperiod, period) proven from those N values, or say none is proven",
    )
    grundy.add_argument(
        "--columns", metavar="K", type=_positive, default=10, help="values per row of the text output (default 10)"
    )
    formats = grundy.add_mutually_exclusive_group()
    formats.add_argument("--json", dest="format", action="store_const", const="json", help="print JSON")
    formats.add_argument("--csv", dest="format", action="store_const", const="csv", help="print CSV")
    grundy.set_defaults(handler=_run_grundy, parser=grundy, format="text")

    play = commands.add_parser(
        "play",
        help="play a game against a perfect opponent",
        description="Play a game in the terminal against a perfect opponent.",
        epilog=_PLAY_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", metavar="GAME", help="the game: nim or a heap game (see below)")
    play.add_argument("position", metavar="POSITION", nargs="*", help="the starting position (see below)")
    play.add_argument(
        "--first",
        choices=["human", "computer"],
        help="who moves first (asked at the start when omitted)",
    )
    play.add_argument("--seed", type=_natural, help="seed for the computer's moves in a lost position")
    play.set_defaults(handler=_run_play, parser=play)
    return parser


def _run_grundy(args: argparse.Namespace) -> int:
    from .games import heap_game

    game = heap_game(" ".join(args.game))
    if args.period:
        _print_period(game, args.upto, args.format)
    else:
        _print_values(game, game.grundy_sequence(args.upto).tolist(), args.format, args.columns)
    return 0


def _print_values(game: Any, values: list[int], form: str, columns: int) -> None:
    out = sys.stdout
    if form == "json":
        json.dump({"game": repr(game), "upto": len(values), "values": values}, out)
        out.write("\n")
    elif form == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["heap", "grundy"])
        writer.writerows(enumerate(values))
    else:
        out.write(f"{game!r}: Grundy values of heaps 0 to {len(values) - 1}\n")
        wide = len(str(max(values, default=0)))
        label = len(str(max(len(values) - 1, 0) // columns * columns))
        for start in range(0, len(values), columns):
            row = " ".join(f"{v:>{wide}}" for v in values[start : start + columns])
            out.write(f"{start:>{label}}: {row}\n")


def _print_period(game: Any, limit: int, form: str) -> None:
    found = game.periodicity(limit)
    pair = (found.preperiod, found.period) if found is not None else (None, None)
    description = game.describe_periodicity(limit)
    if form == "json":
        keys = ("game", "upto", "proven", "preperiod", "period", "description")
        json.dump(dict(zip(keys, (repr(game), limit, found is not None, *pair, description))), sys.stdout)
        sys.stdout.write("\n")
    elif form == "csv":
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(["preperiod", "period"])
        writer.writerow(["" if v is None else v for v in pair])
    else:
        proof = f" (proven from the heaps 0 to {limit - 1})" if found is not None else ""
        print(f"{game!r}: {description}{proof}")


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
    from .errors import UnknownGameError
    from .games import HEAP_GAME_NAMES, heap_game

    if args.game == "nim":
        return _play.NimBoard(), _heap_sizes(args.position)
    # A heap game's name may take several words ('subtraction 1,3,4'); heap sizes follow.
    words = [args.game, *args.position]
    split = next((i for i, word in enumerate(words) if _is_whole(word)), len(words))
    name = " ".join(words[:split])
    try:
        game = heap_game(name)
    except UnknownGameError:
        known = ", ".join(("nim", *HEAP_GAME_NAMES))
        raise UsageError(f"unknown game {name!r}; known: {known}") from None
    return _play.HeapBoard(game), _heap_sizes(words[split:])


def _heap_sizes(words: Sequence[str]) -> tuple[int, ...]:
    if not words:
        raise UsageError("give the heap sizes, e.g. 'cgt play nim 3 5 7'")
    for word in words:
        if not _is_whole(word):
            raise UsageError(f"heap size {word!r} is not a whole number >= 0")
    return tuple(int(word) for word in words)


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
