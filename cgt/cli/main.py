"""The ``cgt`` command: compute, solve and play games from the terminal.

Installed as the ``cgt`` console script and runnable as ``python -m cgt``::

    cgt grundy kayles --upto 100          # Grundy values of a heap game
    cgt jumpchess solve < input.txt       # HDU 5724 contest input
    cgt jumpchess table --width 20 --out chess20.npy
    cgt play nim 3 5 7                    # against a perfect opponent
    cgt value domineering '...|...'       # a partizan position's canonical form
    cgt solve domineering 5x5             # who wins, by search (no canonical form)
    cgt census '0.??' --upto 1000         # every game of a family of octal games

Every subcommand has ``--help``. The command line only parses, calls the
library and prints; bad usage or bad input is reported in one line on stderr
with exit status 2, never with a traceback.
"""

from __future__ import annotations

import argparse
import csv
import gc
import json
import os
import random
import re
import sys
import time
import types
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Callable, NoReturn, Optional

from .. import __version__
from . import play as _play
from .grundy import add_fill_arguments, run_fill, wants_fill
from .value import add_value_command
from .solve import add_solve_command
from .census import add_census_parser
from .warmup import add_warmup_parser
from .._numerals import is_whole, natural, positive
from ..impartial.bitmask import check_table_width
from .contest import add_hdu5724_arguments, run_hdu5724
from ..errors import CgtError, UnknownGameError
from ..games import HEAP_GAME_NAMES, JumpChess, JumpChessBoard, heap_game

__all__ = ["main", "build_parser"]

#: Exit status for bad usage or bad input (argparse's convention).
EXIT_USAGE = 2
#: Exit status for an unexpected failure (a bug in cgt, reported in one line).
EXIT_FAILURE = 1


class _UsageError(Exception):
    """Bad usage or input found after the arguments were parsed (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr (no usage dump), status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {_one_line(message)} (try '{self.prog} --help')\n")


def _one_line(message: object) -> str:
    return " ".join(str(message).split())


_GRUNDY_HELP = """\
games:
  kayles, dawsons-kayles, dawsons-chess, grundy (Grundy's game), fibonacci,
  powers-of-two, an octal code (0.77, .137, 4.07), any take-and-break code
  CGSuite reads (4!.0 is Grundy's game, 8?.0, 0.[3] is Nim, {2+}.0; digits
  0-9 a-z, {..} heap counts, modifiers ! ? =, [..] repeats), 'subtraction
  1,3,4', 'allbut 2,3,7', 'spawning 1-3' (a turning code: 1-3 Mock Turtles,
  1+C Ruler, 3E Turnips, 4FS Grunt)

examples:
  cgt grundy kayles --upto 100
  cgt grundy subtraction 1,3,4 --upto 30 --json
  cgt grundy 0.77 --upto 1000 --period
  cgt grundy '4!.0' --upto 100000          # Grundy's game (quote ! ? [ in a shell)
  cgt grundy kayles --upto 30 --misere     # misère nim values
  cgt grundy kayles --upto 30 --genus      # genus, as CGSuite prints it
  cgt grundy 0.16 --upto 10000000 --out values.npy --stats   # Ctrl-C saves; rerun to go on
"""

_SOLVE_HELP = """\
input: T, then for each test case n and n rows 'm p1 .. pm' (m pieces on columns
p1 .. pm of a row of W cells). Output: YES when the first player wins, else NO,
one line per case. Bad input is reported in one line on stderr, exit status 2.

examples:
  cgt jumpchess solve < input.txt
  echo '2  1  2 19 20  2  1 19  1 18' | cgt jumpchess solve --explain
"""

#: Widths from which filling the table takes long enough (about a second and more) to report on stderr.
_LONG_FILL_WIDTH = 24

_PLAY_HELP = """\
games and positions:
  nim HEAP ...            heaps of tokens, e.g. 'cgt play nim 3 5 7'
  jumpchess ROW ...       rows as strips ('.x..xx', W cells, 'x' a piece) or column
                          lists ('2,5,6'), e.g. 'cgt play jumpchess .x..xx ...xx.';
                          or '--random N' rows; --width W (default: the strips'
                          length, else 20)
  HEAPGAME HEAP ...       a heap game as in 'cgt grundy', e.g. 'cgt play kayles 4 6',
                          'cgt play 0.07 5 8', 'cgt play subtraction 1,3,4 9 12'

move syntax (type 'help' during a game to see it again, 'quit' to stop):
  nim                     HEAP TAKE: take TAKE tokens from heap HEAP, e.g. '2 3'
  jumpchess               ROW COLUMN: move the piece on that column of that row to
                          the first empty cell on its right, e.g. '1 5'
  heap games              HEAP TAKE [LEFT]: take TAKE tokens out of heap HEAP, leaving
                          LEFT tokens on one side and the rest on the other (LEFT
                          defaults to 0), e.g. in Kayles '2 1 3' knocks down one pin
                          of heap 2 after its third pin; Grundy's game splits with
                          TAKE 0, e.g. '1 0 2'

Heaps and rows are numbered from 1; heaps keep their places (an emptied heap
stays, a split heap becomes two in its place). The computer plays a winning
move whenever one exists, found without listing moves, so huge heaps are fine;
a game with no proven period refuses heaps its table of values cannot reach
quickly. Exit status: 0 when the game ends or is abandoned ('quit' or end of
input, Ctrl-D), 130 on Ctrl-C, 2 for a bad command line. With --misere whoever
cannot move wins (misère play).
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
        description="Combinatorial game theory from the terminal: compute Grundy values (grundy), "
        "solve jump-chess contest input (jumpchess), play against a perfect opponent (play), "
        "value partizan positions (value), solve them by search (solve), survey families of heap games (census), compile every kernel ahead (warmup).",
        epilog="Run 'cgt COMMAND --help' for the options of a command.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
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
        "--upto", metavar="N", type=positive, default=100, help="compute the heaps 0 to N-1 (default 100)"
    )
    grundy.add_argument(
        "--period",
        action="store_true",
        help="print the (preperiod, period) proven from those N values, or say none is proven",
    )
    _add_misere_arguments(grundy)
    grundy.add_argument(
        "--columns", metavar="K", type=positive, default=10, help="values per row of the text output (default 10)"
    )
    formats = grundy.add_mutually_exclusive_group()
    formats.add_argument("--json", dest="format", action="store_const", const="json", help="print JSON")
    formats.add_argument("--csv", dest="format", action="store_const", const="csv", help="print CSV")
    add_fill_arguments(grundy)
    grundy.set_defaults(handler=_run_grundy, parser=grundy, format="text")

    jumpchess = commands.add_parser(
        "jumpchess",
        help="jump chess (HDU 5724): solve contest input, fill the Grundy table",
        description="Jump chess (HDU 5724 'Chess'): a piece moves right to the first empty "
        "cell of its row, jumping over the pieces next to it; who cannot move loses.",
    )
    jumpchess_commands = jumpchess.add_subparsers(title="commands", metavar="COMMAND", required=True)
    solve = jumpchess_commands.add_parser(
        "solve",
        help="answer HDU 5724 contest input (YES/NO per case)",
        description="Solve HDU 5724 contest input, as examples/hdu5724.py does.",
        epilog=_SOLVE_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_hdu5724_arguments(solve)
    solve.set_defaults(handler=_run_solve, parser=solve)
    table = jumpchess_commands.add_parser(
        "table",
        help="fill the Grundy table of all rows and save it as .npy",
        description="Fill the Grundy value of every one of the 2**W rows of width W by brute "
        "force (numba) and save it as a numpy uint8 array indexed by row mask (bit c-1 set "
        "for a piece on column c). The table takes 2**W bytes: widths that do not fit in "
        f"the available memory are refused. From width {_LONG_FILL_WIDTH} on, a progress bar "
        "is drawn on stderr.",
    )
    table.add_argument("--width", metavar="W", type=positive, default=20, help="columns of a row (default 20)")
    table.add_argument("--out", metavar="FILE.npy", required=True, help="where to save the table (numpy .npy)")
    table.set_defaults(handler=_run_table, parser=table)

    play = commands.add_parser(
        "play",
        help="play a game against a perfect opponent",
        description="Play a game in the terminal against a perfect opponent.",
        epilog=_PLAY_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", metavar="GAME", help="the game: nim, jumpchess or a heap game (see below)")
    play.add_argument("position", metavar="POSITION", nargs="*", help="the starting position (see below)")
    play.add_argument(
        "--first",
        choices=["human", "computer"],
        help="who moves first (asked at the start when omitted)",
    )
    play.add_argument(
        "--seed", type=natural, help="seed of the random board and of the computer's moves in a lost position"
    )
    play.add_argument("--random", metavar="N", type=positive, help="jumpchess: play on N random rows")
    play.add_argument("--width", metavar="W", type=positive, help="jumpchess: columns of a row")
    play.add_argument("--misere", action="store_true", help="misère play: whoever cannot move wins")
    play.set_defaults(handler=_run_play, parser=play)

    add_value_command(commands)
    add_solve_command(commands)
    add_census_parser(commands)
    add_warmup_parser(commands)
    return parser


def _add_misere_arguments(grundy: argparse.ArgumentParser) -> None:
    values = grundy.add_mutually_exclusive_group()
    values.add_argument(
        "--misere", action="store_true", help="misère nim values instead (whoever cannot move wins)"
    )
    values.add_argument("--genus", action="store_true", help="the genus of each heap, as CGSuite prints it")


def _run_grundy(args: argparse.Namespace) -> int:
    game = heap_game(" ".join(args.game))
    if args.misere or args.genus:
        if args.period or args.out or args.stats or args.method != "auto":
            raise _UsageError("--period, --out, --stats and --method apply to Grundy values, not to --misere or --genus")
        values = game.misere_sequence(args.upto) if args.misere else [str(g) for g in game.genus_sequence(args.upto)]
        _print_values(game, values, args.format, args.columns, "misère nim values" if args.misere else "genus")
        return 0
    if wants_fill(args):
        return run_fill(args, game, _print_values)
    if args.period:
        _print_period(game, args.upto, args.format)
    else:
        _print_values(game, game.grundy_sequence(args.upto).tolist(), args.format, args.columns)
    return 0


def _print_values(game: Any, values: list[Any], form: str, columns: int, what: str = "Grundy values") -> None:
    out = sys.stdout
    if form == "json":
        json.dump({"game": repr(game), "upto": len(values), "values": values}, out)
        out.write("\n")
    elif form == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["heap", "grundy" if what == "Grundy values" else what.split()[0].replace("è", "e")])
        writer.writerows(enumerate(values))
    else:
        out.write(f"{game!r}: {what} of heaps 0 to {len(values) - 1}\n")
        wide = max((len(str(v)) for v in values), default=1)
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


def _run_solve(args: argparse.Namespace) -> int:
    return run_hdu5724(args, sys.stdin, sys.stdout, sys.stderr, prog=args.parser.prog)


def _run_table(args: argparse.Namespace) -> int:
    game = JumpChess(args.width)
    out = Path(args.out)
    # Refuse a bad destination before a fill that may take minutes.
    if out.is_dir():
        raise _UsageError(f"--out {args.out!r} is a directory, not a file")
    folder = out.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise _UsageError(f"--out {args.out!r}: cannot write in directory {str(folder)!r}")
    # The library's memory check, run first so that a refusal is the only line printed.
    check_table_width(args.width, f"{game!r}.grundy_table()")
    long_fill = args.width >= _LONG_FILL_WIDTH
    if long_fill:
        _note(f"filling the {2**args.width} rows of {game!r}, one byte each ...")
    start = time.perf_counter()
    table = game.grundy_table(progress=_progress_bar if long_fill else None)
    if long_fill:
        _note(f"filled in {time.perf_counter() - start:.1f} s")
    with open(out, "wb") as f:
        import numpy as np  # only this command saves an array

        np.save(f, table)
    print(f"{args.out}: Grundy values of the 2**{args.width} rows of {game!r}, uint8, indexed by row mask")
    return 0


def _progress_bar(done: int, total: int) -> None:
    # Redrawn in place with a carriage return; the newline comes with the last chunk.
    filled = 40 * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (40 - filled)}] {100 * done // total:3d}%", end=end, file=sys.stderr, flush=True)


def _note(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _run_play(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    screen, position = _play_setup(args, rng)
    return _play.play(
        screen,
        position,
        human_first=None if args.first is None else args.first == "human",
        stdin=sys.stdin,
        stdout=sys.stdout,
        rng=rng,
        misere=args.misere,
    )


def _play_setup(args: argparse.Namespace, rng: random.Random) -> tuple[Any, Any]:
    """Return the screen and starting position that ``cgt play`` arguments ask for."""
    if args.game == "jumpchess":
        return _jumpchess_setup(args, rng)
    if args.random is not None or args.width is not None:
        raise _UsageError("--random and --width are options of 'cgt play jumpchess' only")
    if args.game == "nim":
        return _play.NimScreen(), _heap_sizes(args.position)
    # A heap game's name may take several words ('subtraction 1,3,4'); heap sizes follow.
    words = [args.game, *args.position]
    split = next((i for i, word in enumerate(words) if is_whole(word)), len(words))
    name = " ".join(words[:split])
    try:
        game = heap_game(name)
    except UnknownGameError:
        known = ", ".join(("nim", "jumpchess", *HEAP_GAME_NAMES))
        raise _UsageError(f"unknown game {name!r}; known: {known}") from None
    heaps = _heap_sizes(words[split:])
    _play.check_heaps(game, heaps)
    return _play.HeapScreen(game), heaps


def _is_columns(word: str) -> bool:
    return re.fullmatch(r"[0-9]+(,[0-9]+)*", word) is not None


def _jumpchess_setup(args: argparse.Namespace, rng: random.Random) -> tuple[Any, Any]:
    words = args.position
    strips = [word for word in words if not _is_columns(word)]
    width = args.width or (len(strips[0]) if strips else 20)
    game = JumpChess(width)
    if args.random is not None:
        if words:
            raise _UsageError("give the rows or --random N, not both")
        # About a quarter of the cells hold a piece: games long enough to be interesting.
        rows = [rng.getrandbits(width) & rng.getrandbits(width) for _ in range(args.random)]
    elif not words:
        raise _UsageError("give the rows as strips ('.x..xx') or column lists ('2,5,6'), or --random N")
    else:
        rows = [
            game.row(int(c) for c in word.split(",")) if _is_columns(word) else game.parse_strip(word)
            for word in words
        ]
    return _play.JumpChessScreen(game), JumpChessBoard(rows, width)


def _heap_sizes(words: Sequence[str]) -> tuple[int, ...]:
    if not words:
        raise _UsageError("give the heap sizes, e.g. 'cgt play nim 3 5 7'")
    for word in words:
        if not is_whole(word):
            raise _UsageError(f"heap size {word!r} is not a whole number >= 0")
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
    >>> main(["grundy", "kayles", "--upto", "12"])
    OctalGame('0.77'): Grundy values of heaps 0 to 11
     0: 0 1 2 3 1 4 3 2 1 4
    10: 2 6
    0
    """
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        # Said by the subcommand's parser, which knows its own name (``cgt census: error: ...``).
        getattr(args, "parser", parser).error(f"unrecognized arguments: {' '.join(extra)}")
    if argv is None and getattr(args, "exit_at_once", False):
        # The process ends with the command: the cyclic collector, which would
        # scan every position of the tables once a search ends (half a second
        # for 10,000 Domineering positions), has nothing worth reclaiming.
        gc.disable()
        _exit_at_once(_run(args))
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    """Run the parsed command; report a failure in one line and return the exit status."""
    handler: Callable[[argparse.Namespace], int] = args.handler
    prog = args.parser.prog
    try:
        return handler(args)
    except (_UsageError, CgtError, MemoryError) as exc:
        return _fail(prog, str(exc) or type(exc).__name__, EXIT_USAGE)
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            return _broken_pipe()
        where = f"{exc.filename}: " if exc.filename else ""
        return _fail(prog, f"{where}{exc.strerror or exc}", EXIT_USAGE)
    except KeyboardInterrupt:
        return _fail(prog, "interrupted", _play.EXIT_INTERRUPTED)
    except Exception as exc:  # noqa: BLE001 - the promise is: never a traceback
        return _fail(prog, f"internal error, please report: {type(exc).__name__}: {exc}", EXIT_FAILURE)


def _fail(prog: str, message: str, status: int) -> int:
    print(f"{prog}: error: {_one_line(message)}", file=sys.stderr, flush=True)
    return status


def _exit_at_once(status: int) -> NoReturn:
    """End the process now, without freeing the tables a search filled.

    Freeing millions of positions one by one made ``cgt value`` take
    seconds to exit after Ctrl-C; a command that sets ``exit_at_once``
    holds nothing but memory, so nothing is lost.
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)


def _broken_pipe() -> int:
    # The reader went away (`cgt grundy ... | head`): point stdout at devnull so the
    # interpreter's final flush does not fail again, and exit quietly.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_FAILURE


class _MainModule(types.ModuleType):
    """This module, callable as :func:`main`.

    ``cgt.cli`` imports it on first use, and the import system then binds the
    module, not the function, to ``cgt.cli.main``; so the module answers the
    call (``cgt.cli.main(["grundy", ...])``, and the ``cgt`` console script).
    """

    def __call__(self, argv: Optional[Sequence[str]] = None) -> int:
        return main(argv)


sys.modules[__name__].__class__ = _MainModule
