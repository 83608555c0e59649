"""``cgt value``: the canonical form, temperature and outcome of a partizan position.

Loopy rulesets (Fox and Geese, Backsliding Toads and Frogs) get their value
from the loopy engine (:mod:`cgt.loopy.engine`): a stopper's simplest form or
the onside and offside, and the outcome with draws.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable

from .._numerals import positive
from ..errors import InvalidValueError, UnknownGameError
from ..games import BackslidingToadsAndFrogs, Cutcake, Domineering, FoxAndGeese, Hackenbush, ToadsAndFrogs
from ..games import ChildishHackenbush, Col, ElephantsAndRhinos, PartizanSubtraction, Snort, TopplingDominoes
from ..games import Amazons, AntiClobber, Clobber, Cram, Konane
from ..games import Fission, Fjords, GenClobber, GenToadsAndFrogs, HotClobber, Kings, Knights, NoGo, Queens, Rooks
from ..games import ArcKayles, Eatcake, MaundyCake, PartizanArcKayles, WeightedArcKayles, Wythoff
from ..games import FibonacciNim, Mem, PartizanEuclid, Turning
from ..games.position import position_text
from ..games.grid.rules import BoardRuleset
from ..loopy import LoopyGame, SidedValue
from ..loopy.notation import value as read_value
from ..partizan import CanonicalForm
from ..loopy import engine as loopy
from ..outcomes import outcome, winning_moves
from ..partizan.engine import canonical_form
from ..solver import MEMORY
from .progress import SearchLine, add_progress_argument, wants_progress

# A part of the command (cgt.cli.main uses it), not an API of its own.
__all__: list[str] = []

# name -> (game, how the words of the position are joined into its text)
_GAMES: dict[str, tuple[Callable[[], Any], str]] = {
    "domineering": (Domineering, "|"),
    "hackenbush": (Hackenbush, " "),
    "toads-and-frogs": (ToadsAndFrogs, ""),
    "cutcake": (Cutcake, " "),
    "clobber": (Clobber, "|"),
    "anticlobber": (AntiClobber, "|"),
    "konane": (Konane, "|"),
    "amazons": (Amazons, "|"),
    "cram": (Cram, "|"),
}
_ALIASES = {"toads": "toads-and-frogs", "toadsandfrogs": "toads-and-frogs", "tf": "toads-and-frogs"}

_GAMES.update({
    "toppling-dominoes": (TopplingDominoes, " "),
    "col": (Col, ";"),
    "snort": (Snort, ";"),
    "elephants-and-rhinos": (ElephantsAndRhinos, ""),
    "partizan-subtraction": (PartizanSubtraction.from_text, " "),
    "fox-and-geese": (FoxAndGeese.from_text, "|"),
    "backsliding-toads-and-frogs": (BackslidingToadsAndFrogs, ""),
    "arc-kayles": (ArcKayles, ";"),
    "partizan-arc-kayles": (PartizanArcKayles, ";"),
    "weighted-arc-kayles": (WeightedArcKayles, ";"),
    "wythoff": (Wythoff, " "),
    "maundy-cake": (MaundyCake, " "),
    "eatcake": (Eatcake, " "),
    "childish-hackenbush": (ChildishHackenbush, " "),
    "mem": (Mem, " "),
    "fibonacci-nim": (FibonacciNim, " "),
    "partizan-euclid": (PartizanEuclid, " "),
    "hot-clobber": (HotClobber, "|"),
    "kings": (Kings, "|"),
    "knights": (Knights, "|"),
    "rooks": (Rooks, "|"),
    "queens": (Queens, "|"),
    "fjords": (Fjords, ";"),
    "fission": (Fission, "|"),
    "nogo": (NoGo, "|"),
    "turning": (Turning.from_text, " "),
})
# name -> (family, how the words of the position are joined), the family's parameters first: max_jump=2.
_FAMILIES: dict[str, tuple[Callable[..., Any], str]] = {
    "gen-clobber": (GenClobber, "|"),
    "gen-toads-and-frogs": (GenToadsAndFrogs, ""),
}
# Games whose rules are part of the position's text: `make(text)` gives the game and the position
# (a Fox and Geese board is as wide as its text).
_RULES_IN_TEXT = {"partizan-subtraction", "fox-and-geese", "turning"}
# Games whose positions can repeat: valued by the loopy engine, outcomes with draws.
_LOOPY = {"fox-and-geese", "backsliding-toads-and-frogs"}
_ALIASES.update(toppling="toppling-dominoes", elephants="elephants-and-rhinos", er="elephants-and-rhinos",
                foxandgeese="fox-and-geese", backsliding="backsliding-toads-and-frogs",
                arckayles="arc-kayles", partizanarckayles="partizan-arc-kayles", weightedarckayles="weighted-arc-kayles", maundy="maundy-cake",
                maundycake="maundy-cake", childish="childish-hackenbush", fibonacci="fibonacci-nim",
                euclid="partizan-euclid", hotclobber="hot-clobber",
                cannibal="hot-clobber", **{"cannibal-clobber": "hot-clobber"}, genclobber="gen-clobber",
                gentoadsandfrogs="gen-toads-and-frogs", coins="turning", **{"gen-toads": "gen-toads-and-frogs"})

_OUTCOMES = {
    "L": "Left wins, whoever starts",
    "R": "Right wins, whoever starts",
    "N": "the player to move wins",
    "P": "the player to move loses",
}

_HELP = """\
games and positions (quote them: '|' and '#' mean something to the shell):
  domineering ROWS        rows of '.' (empty) and '#' (filled), separated by '|'
                          or given as separate words: '..#|...' or ..# ...
                          (Left places vertical dominoes, Right horizontal ones)
  hackenbush PICTURE      B blue (Left), R red (Right), G green edges, from the
                          ground up; branches in parentheses: 'BRR, B(R,G)';
                          ':A' after an edge names its top vertex, and every
                          vertex of one name is one (cycles): 'e(ee:A;ee:A)',
                          a name first names the ground: ':A lrr:A'
  childish-hackenbush PICTURE   as hackenbush; a blue or red edge may only be
                          cut when nothing falls with it
  toppling-dominoes ROWS  rows of L (blue, Left's), R (red) and G or E (green):
                          'LRRL GG' (CGSuite's lre letters work too)
  col GRAPH, snort GRAPH, fjords GRAPH
                          CGSuite's graph text: '.' untinted vertex, L or R a
                          vertex tinted by a neighbour Left or Right coloured,
                          '-' an edge, '(-.;-.)' branches, ':A' names a vertex
                          (for cycles); separate words are separate graphs
  arc-kayles GRAPH        CGSuite's graph text: '-' an edge (a vertex is implied
                          between edges), '(-;--)' branches, ':A' names a vertex
                          (':A----:A' a cycle, ':A-:A' a loop); a move takes an
                          edge and both its ends (a nimber); begin with '.'
                          ('.-.-.'): a word that begins with '-' is an option
  partizan-arc-kayles GRAPH   as arc-kayles, edges l (Left's), r (Right's) or
                          e (either's): 'lrlr(ll;ree(rl;l))'
  weighted-arc-kayles GRAPH   as arc-kayles, a digit at each vertex is its
                          weight: a move lowers both ends by one, and a vertex
                          of weight 0 goes: '2-1(-3;-1)', '2:A-3-2-4-2:A'
  wythoff A B             Wythoff's game on heaps A and B: take from one heap,
                          or the same number from both (a nimber): 3 5
  mem N K, fibonacci-nim N K   a heap of N with a memory: K tokens were taken
                          last; a move takes at least K (Mem), at most 2K
                          (Fibonacci Nim); '(10, 3) + (4, 1)' is a sum
  partizan-euclid P Q     Partizan Euclid at (P, Q): Left moves to (Q, P mod Q),
                          Right to (Q, Q - P mod Q)
  elephants-and-rhinos STRIP   T elephants (Left), F rhinos, '.' empty: TT..FF
  partizan-subtraction '{L|R}' HEAPS   the sets Left and Right subtract, then
                          the heaps: '{1,2|1,3}' 7 5
  turning CODE COINS      a coin-turning game (CGSuite's Turning): its code, then
                          h (heads) and t (tails); a move turns coins over, the
                          rightmost heads to tails (a nimber): 1-3 hthht (Mock
                          Turtles), 1+C (Ruler), 1-2 (Turning Turtles), 3E, 4FS
  toads-and-frogs STRIP   T toads (Left, moving right), F frogs, '.' empty: TT..FF
  cutcake PIECES          rectangles WIDTHxHEIGHT: '4x2, 3x1' (Left cuts vertically)
  maundy-cake PIECES      as cutcake; a cut divides a side into equal parts
  eatcake PIECES          as cutcake; Left eats a column, Right a row
  clobber ROWS            x (Left) and o (Right) stones, '.' empty: 'xoxo|oxox'
  anticlobber ROWS        x and o stones, '.' empty, '#' off the board: 'x.o'
  konane ROWS             x and o stones, '.' empty, '#' off the board: '.ox.'
  amazons ROWS            x (or L) and o (or R) amazons, '.' empty, '#' burnt
  cram ROWS               as domineering, either player either way (a nimber)
  nogo ROWS               x (Left) and o stones, '.' empty, '#' off the board;
                          place a stone leaving every group a liberty: '...|...'
  fission ROWS            x stones, '.' empty, '#' off the board; a stone splits
                          into the empty cells above and below it (Left) or
                          beside it (Right): '...|.x.|...'
  fox-and-geese ROWS      loopy: x (or G) geese (Left, moving down), o (or F) the
                          fox, '.' empty; pieces on the dark squares (row + column
                          even, rows counted from 1 at the bottom): '.x.x|....|o...'
  backsliding-toads-and-frogs STRIP   loopy: as toads-and-frogs, and a piece
                          may slide back one cell: TT..FF
  hot-clobber, kings, knights, rooks, queens ROWS   Clobber's family (CGSuite's
                          presets): capture any stone; move as a king, a knight,
                          a rook or a queen (sliding over '.' to capture)
  gen-clobber [NAME=VALUE ...] ROWS   the family: directions=orthogonal,
                          diagonal, compass or knights_move; clobbered=opponent,
                          own, empty (a list: own,opponent); left_behind=empty,
                          own or opponent; max_distance=N or inf:
                          cgt value gen-clobber directions=compass 'xox|ox.'
  gen-toads-and-frogs [NAME=VALUE ...] STRIP   min_slide=N, max_slide=N,
                          max_jump=N, friendly_jumps=true: max_jump=2 TTT..FF
                          (loopy where min_slide is under 1)

  notation TEXT           not a game: a value in CGSuite notation, read as
                          cgt.value reads it (the one reader): '{2|-1/2}',
                          'over + (1 & 0)', '3*^ + *(3+2)'; a comparison,
                          '^ <> *', prints true or false

A loopy game's value is a stopper's simplest form (on, over, 2over, ...) or,
when play can go on forever, its onside and offside (S & T); its outcome says
who wins with each player moving first, or that it is a draw.

Winning moves are shown as the positions they leave, separated by '; ';
Domineering's as the two cells the domino covers, (row,column) counted from 1.

A long search draws its progress on stderr (on a terminal, or with --progress)
and stops after --budget positions (by default as many as half the available
memory holds); a board whose estimated size is over the budget is refused at
once. Ctrl-C stops it: one line on stderr, exit status 130.

examples:
  cgt value domineering '...|...'
  cgt value hackenbush 'BRR, G' --json
  cgt value toads-and-frogs TTT..FFF
  cgt value hackenbush 'lrl(r;lr)' --all
  cgt value fox-and-geese 'x.x.x.x.|........|....o...' --json
  cgt value notation '{2|-1/2} + ^'
"""


def add_value_command(commands: Any) -> None:
    """Register ``cgt value`` on the subcommand parsers `commands`."""
    value = commands.add_parser(
        "value",
        help="canonical form, temperature and outcome of a partizan position",
        description="Print the canonical form (CGSuite notation), mean, temperature and "
        "outcome class of a position of Domineering, Hackenbush (and Childish Hackenbush), "
        "Toads and Frogs, Cutcake, Maundy Cake, Eatcake, "
        "Toppling Dominoes, Col, Snort, Arc Kayles, Partizan Arc Kayles, Wythoff's game, "
        "Elephants and Rhinos, a partizan subtraction game, a coin-turning game "
        "or a grid game (Clobber and its family, Anti-Clobber, Konane, Amazons, Cram).",
        epilog=_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    value.add_argument("game", metavar="GAME",
                       help=f"one of: {', '.join([*_GAMES, *_FAMILIES])}; or notation (a value's text)")
    value.add_argument("position", metavar="POSITION", nargs="+", help="the position (see below)")
    value.add_argument("--json", action="store_true", help="print JSON")
    value.add_argument("--outcome", action="store_true",
                       help="only the outcome: from the outcome search (cgt solve) when the canonical form is "
                       "over the budget")
    value.add_argument("--all", action="store_true",
                       help="every invariant too: atomic weight, reduced canonical form, incentives, parity...")
    value.add_argument(
        "--budget",
        metavar="N",
        type=budget_type,
        default=MEMORY,
        help="positions the search may visit, 'none' for no limit, or 'memory' (the default: "
        "as many as half the available memory holds)",
    )
    add_progress_argument(value)
    # Its state is only tables of positions: the command exits without freeing them.
    value.set_defaults(handler=_run_value, parser=value, exit_at_once=True)


def budget_type(text: str) -> "int | str | None":
    """``--budget``'s type (``cgt value``, ``cgt solve``): a number, 'memory' or 'none'."""
    word = text.strip().lower()
    if word in ("none", MEMORY):
        return None if word == "none" else MEMORY
    try:
        return positive(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of positions >= 1, 'memory' or 'none'") from None


def read_position(game_name: str, words: list[str]) -> tuple[str, Any, Any]:
    """The game's name, the game and the position the command line's words give (``cgt value``, ``cgt solve``).

    Raises
    ------
    UnknownGameError
        If the game is not one of ``cgt value``'s.
    InvalidPositionError
        If the words are not a position of the game.
    """
    name = game_name.lower()
    name = _ALIASES.get(name, name)
    if name in _FAMILIES:
        family, joiner = _FAMILIES[name]
        parameters = {}
        while words and "=" in words[0]:
            key, _, given = words.pop(0).partition("=")
            parameters[key.strip().lower().replace("-", "_")] = _parameter(given)
        try:
            game = family(**parameters)
        except TypeError:
            raise InvalidValueError(f"{name}: the parameters {', '.join(parameters)} are not all "
                                    f"{family.__name__}'s (see cgt value --help)") from None
        return name, game, game.position(joiner.join(words))
    if name not in _GAMES:
        raise UnknownGameError(f"unknown game {game_name!r}; known: {', '.join([*_GAMES, *_FAMILIES])}")
    make, joiner = _GAMES[name]
    text = joiner.join(words)
    if name in _RULES_IN_TEXT:
        game, position = make(text)
    else:
        game = make()
        position = game.position(text)
    return name, game, position


def _parameter(text: str) -> Any:
    """A family's parameter on the command line: a number, true or false, none or inf (no limit), a word, or a list of them split by commas."""
    words = [w.strip() for w in text.split(",")]
    values: list[Any] = []
    for word in words:
        low = word.lower()
        if low in ("true", "false"):
            values.append(low == "true")
        elif low in ("none", "inf"):
            values.append(None)
        else:
            try:
                values.append(int(word))
            except ValueError:
                values.append(low)
    return values[0] if len(values) == 1 else values


def read_game(game_name: str) -> tuple[str, Any]:
    """The game's name and the game of `game_name`, for a command that reads no position (``cgt solve --batch``).

    Raises
    ------
    UnknownGameError
        If the game is not one of ``cgt value``'s, or its rules are written in each position's text.
    """
    name = _ALIASES.get(game_name.lower(), game_name.lower())
    if name in _RULES_IN_TEXT:
        raise UnknownGameError(f"{game_name!r}: its rules are part of each position's text; give one position")
    if name not in _GAMES:
        raise UnknownGameError(f"unknown game {game_name!r}; known: {', '.join(_GAMES)}")
    return name, _GAMES[name][0]()


def is_loopy(name: str, game: Any = None) -> bool:
    """Whether the game of `name` (as :func:`read_position` gives it) is loopy: by its name, or a family's parameters."""
    return name in _LOOPY or bool(getattr(game, "loopy", False))


def _run_value(args: argparse.Namespace) -> int:
    if _ALIASES.get(args.game.lower(), args.game.lower()) == "notation":
        return _report_notation(args, " ".join(args.position))
    name, game, position = read_position(args.game, args.position)
    if is_loopy(name, game):
        return _report_loopy(args, name, game, position)
    if args.outcome:
        return _report_outcome(args, name, game, position)
    line = SearchLine() if wants_progress(args.progress) else None
    try:
        g = canonical_form(game, position, budget=args.budget, progress=line)
    finally:
        if line is not None:
            line.close()
    facts = {
        "game": name,
        "position": str(position),
        "canonical_form": str(g),
        "left_stop": str(g.left_stop),
        "right_stop": str(g.right_stop),
        "mean": str(g.mean),
        "temperature": str(g.temperature),
        "outcome": g.outcome.value,
    }
    for player in ("left", "right"):
        facts[f"{player}_winning_moves"] = _winning_moves(game, position, player)
    extra = _invariants(g) if args.all else {}
    facts.update(extra)
    out = sys.stdout
    if _report_json_or_heading(args, facts, game, position):
        return 0
    out.write(f"canonical form  {g}\n")
    out.write(f"stops           {g.left_stop} (Left first), {g.right_stop} (Right first)\n")
    out.write(f"mean            {g.mean}\n")
    out.write(f"temperature     {g.temperature}\n")
    out.write(f"outcome         {g.outcome.value}: {_OUTCOMES[g.outcome.value]}\n")
    for player in ("left", "right"):
        # One move a line: a position's own text may hold any separator (Cutcake's ', ',
        # Col's '; ' between graphs); the empty position has no text of its own.
        moves = [move or "(empty)" for move in facts[f"{player}_winning_moves"]]
        shown = moves[:8] + ([f"... ({len(moves)} in all)"] if len(moves) > 8 else [])
        for i, text in enumerate(shown or ["nothing (loses moving first)"]):
            out.write(f"{player + ' wins by' if i == 0 else '':<16}{text}\n")
    for key, fact in extra.items():
        shown = ", ".join(fact) if isinstance(fact, list) else "none" if fact is None else str(fact).lower()
        out.write(f"{key.replace('_', ' '):<24}{shown}\n")
    return 0


def _report_outcome(args: argparse.Namespace, name: str, game: Any, position: Any) -> int:
    """Print only the outcome: from the canonical form, or from the outcome search when that is out of reach."""
    if args.all:
        raise InvalidValueError("--outcome and --all: the invariants need the canonical form; give one of them")
    found = outcome(game, position)
    if args.json:
        json.dump({"game": name, "position": position_text(position), "outcome": found.value}, sys.stdout)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(f"outcome         {found.value}: {_OUTCOMES[found.value]}\n")
    return 0


def _report_loopy(args: argparse.Namespace, name: str, game: Any, position: Any) -> int:
    """Print the value, outcome with draws and winning moves of a loopy game's position."""
    if args.all:
        raise InvalidValueError(f"--all: the invariants are those of short games, and {name} is loopy")
    line = SearchLine() if wants_progress(args.progress) else None
    try:
        g, first, left_moves, right_moves = loopy.analyse(game, position, budget=args.budget, progress=line)
    finally:
        if line is not None:
            line.close()
    stopper = not isinstance(g, (LoopyGame, SidedValue))
    sided = isinstance(g, SidedValue)
    # A class letter where there is no draw; else who wins (or draws) with each player first.
    letter = {("L", "L"): "L", ("R", "R"): "R", ("L", "R"): "N", ("R", "L"): "P", ("D", "D"): "D"}.get(tuple(first))
    facts: dict[str, Any] = {
        "game": name,
        "position": position_text(position),
        "value": str(g),
        "is_stopper": stopper,
        "left_stop": str(g.left_stop) if stopper else None,
        "right_stop": str(g.right_stop) if stopper else None,
        "onside": str(g.onside) if sided else None,
        "offside": str(g.offside) if sided else None,
        "outcome": letter,
        "left_first": first.left_first,
        "right_first": first.right_first,
    }
    for player, moves in (("left", left_moves), ("right", right_moves)):
        facts[f"{player}_winning_moves"] = [position_text(q) for q in moves]
    out = sys.stdout
    if _report_json_or_heading(args, facts, game, position):
        return 0
    out.write(f"value           {g}\n")
    if stopper:
        out.write(f"stops           {g.left_stop} (Left first), {g.right_stop} (Right first)\n")
    if sided:
        out.write(f"onside          {g.onside}\noffside         {g.offside}\n")
    words = {"L": "Left wins", "R": "Right wins", "D": "a draw"}
    explained = (_OUTCOMES.get(letter, "a draw, whoever starts: play goes on forever") if letter
                 else f"{words[first.left_first]} with Left first, {words[first.right_first]} with Right first")
    out.write(f"outcome         {letter + ': ' if letter else ''}{explained}\n")
    for player in ("left", "right"):
        moves = facts[f"{player}_winning_moves"]
        shown = moves[:8] + ([f"... ({len(moves)} in all)"] if len(moves) > 8 else [])
        for i, text in enumerate(shown or ["nothing"]):
            out.write(f"{player + ' wins by' if i == 0 else '':<16}{text}\n")
    return 0


def _report_notation(args: argparse.Namespace, text: str) -> int:
    """``cgt value notation TEXT``: the value `text` writes (:func:`cgt.value`), its stops, mean, temperature and outcome."""
    g = read_value(text)
    facts: dict[str, Any] = {"notation": text}
    if isinstance(g, bool):
        facts["holds"] = g
    else:
        facts["value"] = str(g)
        if isinstance(g, CanonicalForm):
            facts.update(left_stop=str(g.left_stop), right_stop=str(g.right_stop), mean=str(g.mean),
                         temperature=str(g.temperature), outcome=g.outcome.value)
            facts.update(_invariants(g) if args.all else {})
        elif isinstance(g, SidedValue):
            facts.update(onside=str(g.onside), offside=str(g.offside))
        elif not isinstance(g, LoopyGame):
            facts.update(left_stop=str(g.left_stop), right_stop=str(g.right_stop), outcome=g.outcome.value)
    if args.json:
        json.dump(facts, sys.stdout)
        sys.stdout.write("\n")
        return 0
    for key, fact in facts.items():
        if key != "notation":
            shown = ", ".join(fact) if isinstance(fact, list) else "none" if fact is None else str(fact).lower() if isinstance(
                fact, bool) else str(fact)
            sys.stdout.write(f"{key.replace('_', ' '):<16}{shown}\n")
    return 0


def _report_json_or_heading(args: argparse.Namespace, facts: dict[str, Any], game: Any, position: Any) -> bool:
    """Write `facts` as one line of JSON (True: the report is done), or the text report's heading."""
    if args.json:
        json.dump(facts, sys.stdout)
        sys.stdout.write("\n")
        return True
    sys.stdout.write(f"{game!r}\n{position}\n\n")
    return False


def _invariants(g: Any) -> dict[str, Any]:
    """The rest of the theory (``--all``): values as CGSuite notation, None where undefined."""
    atomic = g.is_atomic
    expansion = g.uptimal_expansion
    return {
        "birthday": g.birthday,
        "is_infinitesimal": g.is_infinitesimal,
        "is_all_small": g.is_all_small,
        "atomic_weight": str(g.atomic_weight) if atomic else None,
        "reduced_canonical_form": str(g.reduced_canonical_form),
        "uptimal_expansion": None if expansion is None else str(expansion),
        "companion": str(g.companion),
        "freeze": str(g.freeze()),
        "left_incentives": sorted(map(str, g.left_incentives)),
        "right_incentives": sorted(map(str, g.right_incentives)),
        "stop_count": g.stop_count,
        "is_even": g.is_even,
        "is_odd": g.is_odd,
        "is_even_tempered": g.is_even_tempered,
        "is_odd_tempered": g.is_odd_tempered,
    }


def _winning_moves(game: Any, position: Any, player: str) -> list[str]:
    """`player`'s winning moves, as text: Domineering's as the cells covered, counted from 1."""
    if isinstance(game, Domineering):
        return [
            "+".join(f"({r + 1},{c + 1})" for r, c in placement.cells)
            for placement in game.winning_placements(position, player)
        ]
    if isinstance(game, BoardRuleset):
        return ["|".join(board.rows()) for board in game.winning_boards(position, player)]
    return [str(q) for q in winning_moves(game, position, player)]
