"""``cgt solve``: who wins a partizan position, by the outcome search (no canonical form).

``cgt solve domineering 6x5`` (a rectangle by its size) or ``cgt solve
domineering '....|....'`` (a board's text): the winner with each player
moving first, a winning move and the principal line, from
:func:`cgt.solve`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from ..errors import InvalidPositionError, InvalidValueError
from ..partizan.outcome_search import solve
from ..solver import MEMORY
from .progress import SearchLine, add_progress_argument, wants_progress
from .value import budget_type, is_loopy, position_text, read_position

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

examples:
  cgt solve domineering 5x5
  cgt solve clobber 1x20 --json
  cgt solve domineering '..#..|.....|.....' --first left
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
    parser.add_argument("position", metavar="POSITION", nargs="+", help="the position, or ROWSxCOLUMNS")
    parser.add_argument("--first", choices=("left", "right"), default=None,
                        help="who moves first (default: each in turn)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--budget", metavar="N", type=budget_type, default=MEMORY,
                        help="nodes the search may visit, 'none' or 'memory' (the default: no limit on nodes, "
                        "the table from the available memory)")
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


def _run_solve(args: argparse.Namespace) -> int:
    name, game, position = read_position(args.game, _words(args.game, args.position))
    if is_loopy(name, game):
        raise InvalidValueError(f"{name} is loopy (positions repeat, draws): 'cgt value {name} ...' answers it")
    line = SearchLine() if wants_progress(args.progress) else None
    try:
        found = solve(game, position, first=args.first, budget=args.budget, progress=line)
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
