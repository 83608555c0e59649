"""``cgt solve``: who wins a partizan position, by the outcome search (no canonical form).

``cgt solve domineering 6x5`` (a rectangle by its size) or ``cgt solve
domineering '....|....'`` (a board's text): the winner with each player
moving first, a winning move and the principal line, from
:func:`cgt.solve`. ``--batch FILE`` solves a file of positions, one a line,
in parallel (:func:`cgt.solve_batch`); ``--build-database FILE --cells K``
values every region up to K cells into a region database
(:func:`cgt.build_region_database`), which ``--database FILE`` lends the
search. ``--save FILE`` writes the compiled Domineering search's table to
FILE now and then, when stopped and at the end; ``--resume FILE`` takes it
up again (:class:`cgt.partizan.compiled_search.CompiledSearch`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

from .._numerals import natural, positive
from ..census.batch import solve_batch
from ..census.regions import build_region_database
from ..errors import InvalidPositionError, InvalidValueError
from ..games.grid.region_database import RegionDatabase
from ..games.position import position_text
from ..partizan.compiled_search import SAVE_SECONDS, compiled_search
from ..partizan.outcome_search import Solution, SolveProgress, solve
from ..solver import MEMORY
from .progress import ProgressBar, SearchLine, add_progress_argument, wants_progress
from .value import budget_type, is_loopy, read_game, read_position

# A part of the command (cgt.cli.main uses it), not an API of its own.
__all__: list[str] = []

# Games whose board may be given by its size: the character of every cell of the rectangle
# (Clobber's is the alternating board of the literature, x in the top left corner).
_FILLS = {"domineering": ".", "cram": ".", "clobber": "xo"}

_HELP = """\
positions:
  As 'cgt value' reads them (see 'cgt value --help'), or for domineering, cram
  and clobber a rectangle by its size, ROWSxCOLUMNS: 6x5 is six rows of five
  (Clobber's alternating, x in the top left corner).

The search visits nodes without limit by default ('--budget N' stops it after
N nodes, saying how far it got); its table holds at most as many entries as
half the available memory holds. Ctrl-C stops it: one line, exit status 130.

Many positions: 'cgt solve GAME --batch FILE' solves every line of FILE (a position as the
command line takes one; blank lines and lines from '#' skipped) in parallel on
a local Dask cluster ('--workers N', 0 for this process alone) or on
'--scheduler ADDR', and writes a row a position to '--out FILE.csv' as 'cgt
census' does (resumed if it exists). '--build-database FILE --cells K' values
every region of the game up to K cells into FILE (SQLite; resumed if it
exists); '--database FILE' lends it to the search.

A long Domineering search: '--save FILE' writes its table to FILE every
'--save-every' seconds (600), when Ctrl-C or the budget stops it and at the
end; '--resume FILE' takes it up again from there (and saves to it).

examples:
  cgt solve domineering 5x5
  cgt solve clobber 1x20 --json
  cgt solve domineering '..#..|.....|.....' --first left
  cgt solve domineering --build-database dom10.sqlite --cells 10
  cgt solve domineering 6x6 --database dom10.sqlite
  cgt solve domineering --batch boards.txt --out boards.csv --database dom10.sqlite
  cgt solve domineering 10x10 --first left --save dom10x10.npz --progress
  cgt solve domineering 10x10 --first left --resume dom10x10.npz --progress
"""


def add_solve_command(commands: Any) -> None:
    """Register ``cgt solve`` on the subcommand parsers `commands`."""
    parser = commands.add_parser(
        "solve",
        help="who wins a partizan position, by search (no canonical form)",
        description="Print who wins a partizan position with each player moving first, a winning move "
        "and the principal line, found by the outcome search (cgt.solve): for positions whose "
        "canonical form is out of reach.",
        epilog=_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", metavar="GAME", help="a partizan game of 'cgt value'")
    parser.add_argument("position", metavar="POSITION", nargs="+",
                        help="the position, or ROWSxCOLUMNS; with --batch or --build-database, the FILE")
    parser.add_argument("--first", choices=("left", "right"), default=None,
                        help="who moves first (default: each in turn)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--budget", metavar="N", type=budget_type, default=MEMORY,
                        help="nodes the search may visit, 'none' or 'memory' (the default: no limit on nodes, "
                        "the table from the available memory)")
    parser.add_argument("--database", metavar="FILE", help="a region database the search takes values from")
    parser.add_argument("--save", metavar="FILE", help="write the search's table to FILE now and then, when stopped "
                        "and at the end (the compiled Domineering search)")
    parser.add_argument("--resume", metavar="FILE", help="take up the search saved in FILE (and save to it)")
    parser.add_argument("--save-every", metavar="SECONDS", type=positive, default=int(SAVE_SECONDS),
                        help=f"seconds between two saves (default {int(SAVE_SECONDS)})")
    many = parser.add_mutually_exclusive_group()
    many.add_argument("--batch", action="store_true", help="solve every position of the FILE, one a line, in parallel")
    many.add_argument("--build-database", action="store_true",
                      help="value every region up to --cells cells into the FILE (SQLite)")
    parser.add_argument("--cells", metavar="K", type=positive, help="the largest region of --build-database")
    parser.add_argument("--out", metavar="FILE.csv", help="--batch: the results table (CSV), resumed if it exists")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDR", help="--batch, --build-database: an existing Dask scheduler")
    where.add_argument("--workers", metavar="N", type=natural,
                       help="--batch, --build-database: local worker processes (default: one per core); 0: no Dask")
    add_progress_argument(parser)
    parser.set_defaults(handler=_run_solve, parser=parser, exit_at_once=True)


def _words(game: str, words: list[str]) -> list[str]:
    """The position's words, a rectangle's size written out as its rows."""
    size = re.fullmatch(r"(\d+)x(\d+)", words[0].strip().lower()) if len(words) == 1 else None
    name = game.lower()
    if size is None or name not in _FILLS:
        return words
    rows, columns = int(size[1]), int(size[2])
    if not (1 <= rows <= 64 and 1 <= columns <= 64):
        raise InvalidPositionError(f"{words[0]!r}: a board of {rows} rows of {columns} cells; each side 1 to 64")
    fill = _FILLS[name]
    return ["|".join("".join(fill[(r + c) % len(fill)] for c in range(columns)) for r in range(rows))]


def _check_options(args: argparse.Namespace) -> None:
    """Refuse options that do not go together (the message names them)."""
    many = args.batch or args.build_database
    if many and len(args.position) != 1:
        raise InvalidValueError(f"--batch and --build-database take one FILE, not {' '.join(args.position)!r}")
    if many and args.first is not None:
        raise InvalidValueError(f"--first {args.first} is for one position: --batch solves both players first")
    if args.build_database != (args.cells is not None):
        raise InvalidValueError("--build-database and --cells K go together")
    for option, value in (("--scheduler", args.scheduler), ("--workers", args.workers)):
        if value is not None and not many:
            raise InvalidValueError(f"{option} {value!r} goes with --batch or --build-database")
    if args.out is not None and not args.batch:
        raise InvalidValueError(f"--out {args.out!r} goes with --batch")
    for option, value in (("--save", args.save), ("--resume", args.resume)):
        if value is not None and (many or args.database is not None):
            raise InvalidValueError(f"{option} {value!r} is for one position searched without --database")


def _read_batch(game_name: str, path: str) -> list[str]:
    """The positions of a batch file as texts, a rectangle's size written out."""
    texts = []
    for number, line in enumerate(Path(path).read_text().splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            words = _words(game_name, [line])
            read_position(game_name, words)  # a bad line is named here, before any work
            texts.append("|".join(words))
        except InvalidPositionError as exc:
            raise InvalidPositionError(f"{path}, line {number}: {exc}") from None
    return texts


def _run_many(args: argparse.Namespace, name: str, game: Any) -> int:
    """``--batch`` and ``--build-database``."""
    bar = ProgressBar(0, "positions" if args.batch else "regions") if wants_progress(args.progress) else None
    try:
        if args.build_database:
            db = build_region_database(game, args.position[0], cells=args.cells, client=args.scheduler,
                                       workers=args.workers, progress=bar)
            kinds = db.kinds()
            if args.json:
                json.dump({"game": name, "file": str(db.path), **kinds}, sys.stdout)
                sys.stdout.write("\n")
                return 0
            if bar is not None:
                bar.close()
                bar = None
            sys.stdout.write(f"{db.path}: {kinds['regions']:,} regions of {db.game} up to {db.cells} cells\n")
            sys.stdout.write(f"by cells  {', '.join(f'{n}: {c:,}' for n, c in kinds['by_cells'].items())}\n")
            sys.stdout.write(f"kinds     {', '.join(f'{k}: {c:,}' for k, c in kinds['kinds'].items())}\n")
            sys.stdout.write(f"numbers   {' '.join(kinds['numbers'])}\n")
            sys.stdout.write(f"nimbers   {' '.join(f'*{n}' for n in kinds['nimbers'])}\n")
            return 0
        rows = solve_batch(game, _read_batch(args.game, args.position[0]), out=args.out, database=args.database,
                           client=args.scheduler, workers=args.workers,
                           progress=None if bar is None else lambda done, total, row: bar(done, total))
    finally:
        if bar is not None:
            bar.close()
    if args.json:
        json.dump([dataclasses.asdict(row) for row in rows], sys.stdout)
        sys.stdout.write("\n")
    elif args.out is None:
        for row in rows:
            sys.stdout.write(f"{row.position}  {row.outcome}  left first: {row.left} wins, right first: "
                             f"{row.right} wins\n")
    else:
        outcomes = {o: sum(row.outcome == o for row in rows) for o in "LRNP"}
        sys.stdout.write(f"{args.out}: {len(rows)} positions, {', '.join(f'{o} {n}' for o, n in outcomes.items())}\n")
    return 0


def _solve_saved(args: argparse.Namespace, name: str, game: Any, position: Any, line: Any) -> Solution:
    """``--save``, ``--resume``: the compiled search, its table saved to a file and taken up from it."""
    report = None if line is None else lambda *fields: line(SolveProgress(*fields))
    search = compiled_search(game, position, args.budget, None, report, save=args.save or args.resume,
                             resume=args.resume, save_seconds=args.save_every)
    if search is None:
        raise InvalidValueError(f"--save, --resume: {name} {position_text(position)!r} is not searched by the "
                                "compiled Domineering search, whose table they save")
    players = ("left", "right") if args.first is None else (args.first,)
    winners, moves, lines = search.answer(position, players, True)
    return Solution(game, position, winners=winners, moves=moves, lines=lines, nodes=search.nodes,
                    stored=search.stored, seconds=time.perf_counter() - search.began)


def _run_solve(args: argparse.Namespace) -> int:
    _check_options(args)
    if args.batch or args.build_database:
        name, game = read_game(args.game)
    else:
        name, game, position = read_position(args.game, _words(args.game, args.position))
    if is_loopy(name, game):
        raise InvalidValueError(f"{name} is loopy (positions repeat, draws): 'cgt value {name} ...' answers it")
    if args.batch or args.build_database:
        return _run_many(args, name, game)
    database = None if args.database is None else RegionDatabase(args.database)
    line = SearchLine() if wants_progress(args.progress) else None
    try:
        if args.save is not None or args.resume is not None:
            found = _solve_saved(args, name, game, position, line)
        else:
            found = solve(game, position, first=args.first, budget=args.budget, progress=line, database=database)
    finally:
        if line is not None:
            line.close()
    facts = {
        "game": name,
        "position": position_text(position),
        "outcome": None if found.outcome is None else found.outcome.value,
        "winners": found.winners,
        "winning_moves": {p: None if m is None else position_text(m) for p, m in found.moves.items()},
        "lines": {p: [position_text(q) for q in moves] for p, moves in found.lines.items()},
        "nodes": found.nodes,
        "stored": found.stored,
        "seconds": round(found.seconds, 3),
    }
    out = sys.stdout
    if args.json:
        json.dump(facts, out)
        out.write("\n")
        return 0
    out.write(f"{game!r}\n{position}\n\n")
    if found.outcome is not None:
        out.write(f"outcome         {found.outcome.value}\n")
    for player, winner in found.winners.items():
        move = found.moves[player]
        how = f", moving to {position_text(move)}" if move is not None else ""
        out.write(f"{player + ' first':<16}{winner} wins{how}\n")
        out.write(f"{'':<16}line: {' ; '.join(position_text(q) for q in found.lines[player]) or '(no move)'}\n")
    out.write(f"searched        {found.nodes:,} nodes, {found.stored:,} in the table, {found.seconds:.2f} s\n")
    return 0
