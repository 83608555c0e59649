"""Who wins when the canonical form is out of reach: an outcome search with game theory inside it.

:func:`solve` answers "who wins, moving first, and how" for a short partizan
position by a boolean negamax search, not by its canonical form, so it
reaches positions whose canonical form would not fit in memory (Domineering
6x6 and up). The search works on *sums*, as Obsequi (Bullock 2002) and
MCGS (Folkersen, Du and Müller 2025) do:

* **The region split at every node.** A position is held as a multiset of
  *regions* (terms ``(game, key, negated)``): the keys the game's
  ``option_summands`` hook gives (Domineering's regions keyed under all
  eight symmetries, a transposed region standing for the negative), or,
  for a game without it, the components of ``decompose``
  (``cgt.sums.components_of``, sums inside sums split). A region and
  its negative cancel (``G - G = 0``).
* **Small regions by value.** A region whose search is small (the game's
  ``rough_positions``, else its ``estimated_positions``, at most
  ``value_below``; a game without an
  estimate is tried with that budget) is replaced by its canonical form
  from the value store (:func:`cgt.canonical_form`, the same cache), and
  all of them are added into one value: numbers, nimbers and ups combine
  there. Play in that value is a move to one of its canonical options, so
  dominated and reversible options are never searched; when nothing else
  is left, the value's outcome decides without search.
* **A transposition table** keyed by the normalised sum (the multiset of
  region keys, the value, the player to move), bounded: when it holds
  ``table_size`` entries (by default as many as half the available memory
  holds), the half whose subtrees were smallest (fewest nodes searched
  below them) is dropped, so the results that were dearest to find stay.
  Before a node is searched its children are looked up: one known lost for
  the opponent wins at once (an enhanced transposition cutoff).
* **Hooks a ruleset may give** (documented in :mod:`cgt.game`):
  ``move_bounds(position)``, the moves each player is sure to have (safe
  moves, which the opponent can never take away) and the most each can
  ever make: a player to move whose safe moves outnumber the opponent's
  most moves wins, and one whose most moves are no more than the
  opponent's safe moves loses, without search (Domineering's safe moves,
  as Obsequi counts them); the same bounds order the moves (the move
  leaving the mover the best balance first) unless the game gives
  ``move_order(position, player, options)``.

The answer, a :class:`Solution`, gives for each player moving first the
winner, a winning move (a position of the game, put back into the whole
position as :func:`cgt.winning_moves` gives them) and the principal line.

The search is recursive, one frame a move: a game whose play is longer
than Python's recursion limit allows (about a thousand moves) is out of its
reach. Impartial games are answered by :func:`cgt.grundy`, loopy ones by
:mod:`cgt.loopy`; both are refused here with a pointer to them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Optional, Protocol, Union

from ..errors import GraphTooLargeError, InvalidValueError, LoopyGameError, NotAGameError
from ..game import PLAYERS, Game, Outcome, is_partizan, side_options
from ..kinds import Kind
from ..search import solver_for
from ..sums import components_of, put_back
from ..watch import MEMORY, SearchProgress, SearchWatch, available_memory, check_budget
from ..solver import evaluate
from .compiled_search import compiled_search
from .engine import CANONICAL_FORM
from .values import ZERO, CanonicalForm

__all__ = ["solve", "search_winning_moves", "Solution", "SolveProgress", "RegionValues", "OUTCOME_SEARCH",
           "VALUE_BELOW"]

#: What the search is, for its watch (the budget's message names it); measured about 300 bytes
#: a table entry on Domineering 6x6 (the key's tuple of regions, the value, the dict's slot).
OUTCOME_SEARCH = Kind("outcome")
OUTCOME_SEARCH.position_bytes = 300
#: Regions whose canonical-form search is estimated at most this many positions are valued (on
#: Domineering 5x6, 2,000 spent 97% of the time valuing regions: 237 s; 40 took 136 s).
VALUE_BELOW = 100
_UNKNOWN = object()
#: Regions whose options are kept (a region's options are listed again once they are dropped).
_MOVES_KEPT = 1 << 16
_LOOPY = "solve: {}: a loopy game, with draws; cgt.loopy.analyse answers it (solve answers short games)"


class SolveProgress(SearchProgress):
    """What :func:`solve` hands its ``progress`` callable: a :class:`cgt.SearchProgress` and the depth.

    ``searched`` counts the nodes of the search, ``stored`` the entries of
    its transposition table.

    Attributes
    ----------
    depth : int
        Moves from the position asked about to the node being searched.
    table_size : int
        Entries the table may hold before its replacement.
    line : tuple of str
        The moves from the position asked about to the node being searched,
        as CGSuite writes them (``"(1,2)-(2,2)"``), where the search knows
        them (the compiled search); else empty.

    Examples
    --------
    >>> SolveProgress(searched=10, stored=8, seconds=0.5, depth=3, table_size=100)
    SolveProgress(searched=10, stored=8, seconds=0.5, depth=3, table_size=100, line=())
    """

    __slots__ = ("depth", "table_size", "line")

    def __init__(self, searched: int, stored: int, seconds: float, depth: int, table_size: int,
                 line: tuple[str, ...] = ()) -> None:
        super().__init__(searched, stored, seconds)
        self.depth = depth
        self.table_size = table_size
        self.line = line

    def __repr__(self) -> str:
        return (f"SolveProgress(searched={self.searched!r}, stored={self.stored!r}, seconds={self.seconds!r}, "
                f"depth={self.depth!r}, table_size={self.table_size!r}, line={self.line!r})")


class Solution:
    """Who wins a position with each player moving first, how, and what the search cost.

    Made by :func:`solve`; its attributes are plain data.

    Attributes
    ----------
    game : Game
        The game.
    position : object
        The position solved.
    winners : dict
        ``{"left": winner, "right": winner}`` for each player asked about as
        the first to move; a winner is ``"left"`` or ``"right"``.
    moves : dict
        For each first player asked about: a winning move (the position it
        leaves, put back into the whole position), or ``None`` when that
        player loses moving first.
    lines : dict
        For each first player asked about: the principal line, the positions
        of a play to the end in which the winner wins (empty when it was not
        asked for, ``line=False``).
    nodes : int
        Nodes the search visited (table hits not counted).
    stored : int
        Entries of the transposition table at the end.
    seconds : float
        Time the search took.

    Examples
    --------
    >>> import cgt
    >>> s = cgt.solve(cgt.games.Domineering(), "...|...")
    >>> s.outcome, s.winners                  # {2|-1/2}: whoever starts wins
    (Outcome.N, {'left': 'left', 'right': 'right'})
    >>> s.moves["left"], s.lines["right"]
    (Grid('.#.|.#.'), [Grid('##.|...'), Grid('###|..#'), Grid('###|###')])
    >>> cgt.solve(cgt.games.Domineering(), "..", first="right", line=False)   # doctest: +ELLIPSIS
    Solution(Domineering(), '..', winners={'right': 'right'}, moves={'right': Grid('##')}, lines={'right': []}, nodes=2, stored=1, seconds=...)
    """

    __slots__ = ("game", "position", "winners", "moves", "lines", "nodes", "stored", "seconds")

    def __init__(self, game: Game, position: Hashable, *, winners: dict[str, str], moves: dict[str, Any],
                 lines: dict[str, list[Any]], nodes: int, stored: int, seconds: float) -> None:
        self.game, self.position = game, position
        self.winners, self.moves, self.lines = winners, moves, lines
        self.nodes, self.stored, self.seconds = nodes, stored, seconds

    @property
    def outcome(self) -> Optional[Outcome]:
        """The outcome class (L, R, N or P) when both players were asked about as first, else ``None``."""
        if set(self.winners) != set(PLAYERS):
            return None
        left, right = self.winners["left"], self.winners["right"]
        if left == right:
            return Outcome.L if left == "left" else Outcome.R
        return Outcome.N if left == "left" else Outcome.P

    def __repr__(self) -> str:
        return (f"Solution({self.game!r}, {self.position!r}, winners={self.winners!r}, moves={self.moves!r}, "
                f"lines={self.lines!r}, nodes={self.nodes!r}, stored={self.stored!r}, seconds={self.seconds!r})")


# A term of a sum: (index of its game in the search, the region's key, negated).
_Term = tuple[int, Hashable, bool]


class RegionValues(Protocol):
    """What :func:`solve` asks of a ``database``: a region's value, or ``None`` where it has none.

    :class:`cgt.RegionDatabase` is one (a file of every small region of a
    board ruleset, :func:`cgt.census.build_region_database`).
    """

    def value(self, game: Game, position: Hashable) -> Optional[CanonicalForm]:
        """Return the canonical form of region `position` of `game`, or ``None``."""


class _Search:
    """One search: its table, its games and their regions' values, moves and bounds."""

    def __init__(self, game: Game, position: Hashable, budget: object, table_size: Optional[int],
                 progress: Optional[Callable[[SolveProgress], Any]], value_below: int,
                 database: Optional[RegionValues] = None) -> None:
        limit = check_budget(budget)
        self.watch = SearchWatch(game, position, OUTCOME_SEARCH, None if budget == MEMORY else budget,
                                 None if progress is None else self._report)
        if table_size is None:
            available = available_memory()
            table_size = (available // 2 // OUTCOME_SEARCH.position_bytes) if available else 1 << 22
            if limit is not None:
                table_size = min(table_size, limit)
        self.capacity = max(table_size, 2)
        self.user_progress = progress
        self.value_below = value_below
        self.database = database
        self.table: dict[tuple[Any, ...], int] = {}
        self.games: list[Game] = []
        self.reorder = True
        self.index: dict[int, int] = {}
        self.values: dict[tuple[int, Hashable], Optional[CanonicalForm]] = {}
        self.moves: dict[tuple[int, Hashable], tuple[list[tuple[_Term, ...]], list[tuple[_Term, ...]]]] = {}
        self.bounds: dict[tuple[int, Hashable], Optional[tuple[int, int, int, int]]] = {}
        self.path: set[tuple[Any, ...]] = set()
        self.depth = 0
        self.nodes = 0
        self.every = self.tick = self.watch.next_look()

    # -- progress and budget -------------------------------------------------------------------

    def _report(self, status: SearchProgress) -> None:
        assert self.user_progress is not None
        self.user_progress(SolveProgress(status.searched, status.stored, status.seconds, self.depth, self.capacity))

    def watch_seconds(self) -> float:
        """Seconds since the search began."""
        return time.perf_counter() - self.watch.began

    def _look(self) -> None:
        try:
            self.every = self.tick = self.watch.look(self.every, len(self.table))
        except GraphTooLargeError as err:
            # Where the search had got to, with the count and the budget the watch gives.
            raise GraphTooLargeError(f"{err}; it had reached depth {self.depth} with {len(self.table):,} "
                                     "table entries") from None

    # -- regions -------------------------------------------------------------------------------

    def game_index(self, game: Game) -> int:
        found = self.index.get(id(game))
        if found is None:
            if not is_partizan(game) and not callable(getattr(game, "options", None)):
                raise NotAGameError(f"solve: {game!r} of type {type(game).__name__} is not a game "
                                    "(no left_options and right_options, nor options)")
            found = self.index[id(game)] = len(self.games)
            self.games.append(game)
            # A game's own move order is kept: the bounds do not reorder moves then.
            self.reorder = self.reorder and getattr(game, "move_order", None) is None
        return found

    def split(self, game: Game, position: Hashable) -> list[_Term]:
        """The terms of `position`: its components (sums inside sums split), none negated."""
        return [(self.game_index(g), where, False) for g, where, _ in components_of(game, position)]

    def value(self, gi: int, key: Hashable, alone: bool = False) -> Optional[CanonicalForm]:
        """The canonical form of a small region, ``None`` for one left to the search.

        A region `alone` in its sum is valued only if its value is known already: searching it
        costs less than its canonical form (Toads and Frogs 16: 51 s searched, 131 s valued).
        """
        found = self.values.get((gi, key), _UNKNOWN)
        if found is not _UNKNOWN:
            return found  # type: ignore[return-value]
        game = self.games[gi]
        # A region the database holds is its stored value, the engine untouched.
        value = None if self.database is None else self.database.value(game, key)
        if value is not None:
            self.values[(gi, key)] = value
            return value
        # value_below=0: nothing is valued, the search plays every move (what the tests check it by).
        value = solver_for(game).table(CANONICAL_FORM).cache.get(key) if self.value_below else None
        if value is None and alone:
            return None  # not remembered: the same region beside others is valued
        if value is None and self.value_below:
            # The cheap rough estimate where the game has one: estimated_positions may count (up to 1,000
            # positions), which at every node of the search costs more than the search saves.
            estimate = getattr(game, "rough_positions", None) or getattr(game, "estimated_positions", None)
            guess = estimate(key) if callable(estimate) else None
            try:
                if guess is None:
                    value = evaluate(game, key, CANONICAL_FORM, budget=self.value_below)
                elif guess <= self.value_below:
                    value = evaluate(game, key, CANONICAL_FORM, budget=None)
            except GraphTooLargeError:
                pass  # searched as a region; what was valued stays in the cache
            except LoopyGameError:
                raise LoopyGameError(_LOOPY.format(f"position {key!r} of {game!r} can be reached from itself"),
                                     key, ()) from None
        self.values[(gi, key)] = value
        return value

    def region_moves(self, gi: int, key: Hashable, side: int) -> list[tuple[_Term, ...]]:
        """The options of region `key` for `side` (0 Left), each as its terms (not negated)."""
        both = self.moves.get((gi, key))
        if both is None:
            game = self.games[gi]
            summands = getattr(game, "option_summands", None)
            if summands is not None:
                options, lefts = summands(key)
                made = [tuple([(gi, k, n) for k, n in option]) for option in options]
                both = (made[:lefts], made[lefts:])
            else:
                sides = side_options(game)
                both = tuple([tuple(self.split(game, q)) for q in sides[s](key)] for s in (0, 1))  # type: ignore[assignment]
            if len(self.moves) > _MOVES_KEPT:
                self.moves.clear()  # the options of recent regions only: they hold every option's terms
            self.moves[(gi, key)] = both  # type: ignore[assignment]
        order = getattr(self.games[gi], "move_order", None)
        found = both[side]
        return found if order is None else list(order(key, PLAYERS[side], found))

    def region_bounds(self, gi: int, key: Hashable) -> Optional[tuple[int, int, int, int]]:
        found = self.bounds.get((gi, key), _UNKNOWN)
        if found is _UNKNOWN:
            hook = getattr(self.games[gi], "move_bounds", None)
            found = self.bounds[(gi, key)] = None if hook is None else tuple(hook(key))
        return found  # type: ignore[return-value]

    def normal(self, terms: Iterable[_Term], total: CanonicalForm) -> tuple[tuple[_Term, ...], CanonicalForm]:
        """The sum `terms` + `total` with small regions added into the value and ``G - G`` cancelled."""
        rest: dict[_Term, int] = {}
        terms = tuple(terms)
        alone = len(terms) == 1 and total is ZERO
        for term in terms:
            value = self.value(term[0], term[1], alone)
            if value is not None:
                if value is not ZERO:
                    total = total - value if term[2] else total + value
                continue
            opposite = (term[0], term[1], not term[2])
            if rest.get(opposite):
                rest[opposite] -= 1
            else:
                rest[term] = rest.get(term, 0) + 1
        kept = [term for term, count in rest.items() for _ in range(count)]
        if len(kept) > 1:
            kept.sort(key=hash)  # one order for every arrangement of the multiset (a tie only costs a table miss)
        return tuple(kept), total

    # -- the search ----------------------------------------------------------------------------

    def balance(self, rest: tuple[_Term, ...], total: CanonicalForm, side: int) -> Optional[tuple[int, int]]:
        """(mover's safe moves - opponent's most, opponent's safe - mover's most), if every region has bounds."""
        if not total.is_integer:
            return None
        n = int(total.left_stop)
        safe, most = [max(n, 0), max(-n, 0)], [max(n, 0), max(-n, 0)]
        for gi, key, negated in rest:
            bounds = self.region_bounds(gi, key)
            if bounds is None:
                return None
            ls, rs, lm, rm = bounds
            if negated:
                ls, rs, lm, rm = rs, ls, rm, lm
            safe[0] += ls
            safe[1] += rs
            most[0] += lm
            most[1] += rm
        return safe[side] - most[1 - side], safe[1 - side] - most[side]

    def children(self, rest: tuple[_Term, ...], total: CanonicalForm,
                 side: int) -> list[tuple[tuple[_Term, ...], CanonicalForm]]:
        found = []
        for option in (total.left_options if side == 0 else total.right_options):
            found.append((rest, option))
        seen = set()
        for i, (gi, key, negated) in enumerate(rest):
            if (gi, key, negated) in seen:
                continue  # two copies of a region: the same moves
            seen.add((gi, key, negated))
            others = rest[:i] + rest[i + 1:]
            for option in self.region_moves(gi, key, side ^ negated):
                terms = option if not negated else [(g, k, not n) for g, k, n in option]
                found.append(self.normal((*others, *terms), total))
        return found

    def wins(self, rest: tuple[_Term, ...], total: CanonicalForm, side: int) -> bool:
        """Whether `side` (0 Left, 1 Right), moving first in ``rest + total``, wins."""
        if not rest:
            return not (total <= ZERO if side == 0 else total >= ZERO)
        key = (rest, total, side)
        known = self.table.get(key)
        if known is not None:
            return bool(known & 1)
        if key in self.path:
            raise LoopyGameError(_LOOPY.format("a position repeats"), key, ())
        self.tick -= 1
        if not self.tick:
            self._look()
        self.nodes += 1
        start = self.nodes
        balance = self.balance(rest, total, side)
        if balance is not None and (balance[0] > 0 or balance[1] >= 0):
            won = balance[0] > 0
        else:
            won = self.search(rest, total, side, balance is not None and self.reorder)
        self.store(key, won, self.nodes - start)
        return won

    def score(self, rest: tuple[_Term, ...], total: CanonicalForm, side: int) -> tuple[bool, int]:
        """How a move to ``rest + total`` is ordered, `side` to move next: the lowest first.

        `side`'s balance (their safe moves over the other's most, less the
        other's safe moves over their most); unknown (no bounds) last.
        """
        found = self.balance(rest, total, side)
        return (True, 0) if found is None else (False, found[0] - found[1])

    def search(self, rest: tuple[_Term, ...], total: CanonicalForm, side: int, ordered: bool) -> bool:
        children = self.children(rest, total, side)
        table = self.table
        other = 1 - side
        for child_rest, child_total in children:
            # A child already known lost for the opponent wins at once.
            if not child_rest:
                if child_total <= ZERO if other == 0 else child_total >= ZERO:
                    return True
            else:
                known = table.get((child_rest, child_total, other))
                if known is not None and not known & 1:
                    return True
        if ordered:
            scores = [self.score(child_rest, child_total, other) for child_rest, child_total in children]
            order = sorted(range(len(children)), key=scores.__getitem__)
            children = [children[n] for n in order]
        key = (rest, total, side)
        self.path.add(key)
        self.depth += 1
        try:
            for child_rest, child_total in children:
                if not self.wins(child_rest, child_total, other):
                    return True
            return False
        finally:
            self.depth -= 1
            self.path.discard(key)

    def store(self, key: tuple[Any, ...], won: bool, work: int) -> None:
        table = self.table
        if len(table) >= self.capacity:
            # Replacement: the half of the entries with the smallest subtrees goes.
            kept = sorted(table.items(), key=lambda item: item[1])[len(table) // 2:]
            table.clear()
            table.update(kept)
        table[key] = work << 1 | won

    # -- real moves ----------------------------------------------------------------------------

    def position_wins(self, game: Game, position: Hashable, side: int) -> bool:
        rest, total = self.normal(self.split(game, position), ZERO)
        return self.wins(rest, total, side)

    def real_moves(self, game: Game, position: Hashable, side: int,
                   ordered: bool) -> list[tuple[Hashable, tuple[_Term, ...], CanonicalForm]]:
        """Each real move of `side` from `position`, put back into it, with the sum it leaves.

        `ordered`: in the search's order (so the move the search found
        winning comes first), else in the game's.
        """
        parts = components_of(game, position, recomposable=True)
        terms = [self.split(g, where) for g, where, _ in parts]
        player = PLAYERS[side]
        found = []
        for i, (part, where, path) in enumerate(parts):
            others = [t for j, part_terms in enumerate(terms) if j != i for t in part_terms]
            for q in side_options(part)[side](where):
                found.append((put_back(q, path, player), *self.normal(others + self.split(part, q), ZERO)))
        if ordered and self.reorder:
            found.sort(key=lambda move: self.score(move[1], move[2], 1 - side))
        return found

    def winning_moves(self, game: Game, position: Hashable, side: int, ordered: bool) -> Iterable[Hashable]:
        """The real moves of `side` that win, lazily."""
        for q, rest, total in self.real_moves(game, position, side, ordered):
            if not self.wins(rest, total, 1 - side):
                yield q

    def winning_move(self, game: Game, position: Hashable, side: int) -> Optional[Hashable]:
        return next(iter(self.winning_moves(game, position, side, True)), None)

    def line(self, game: Game, position: Hashable, side: int, winner: int) -> list[Hashable]:
        """A play from `position`, `side` first, the winner always winning, to the end."""
        found = []
        while True:
            move = None
            if side == winner:
                move = self.winning_move(game, position, side)
            else:
                move = next((q for q, _, _ in self.real_moves(game, position, side, True)), None)
            if move is None:
                return found
            found.append(move)
            position, side = move, 1 - side


def _check_game(game: Game) -> None:
    if not is_partizan(game):
        if callable(getattr(game, "options", None)):
            raise InvalidValueError(f"solve: {game!r} is impartial: its outcome follows from its Grundy value "
                                    "(cgt.grundy, cgt.outcome), at no search of this kind")
        raise NotAGameError(f"solve: {game!r} of type {type(game).__name__} is not a game "
                            "(no left_options and right_options)")


def _players(first: Union[str, Iterable[str], None], where: str) -> tuple[str, ...]:
    asked = PLAYERS if first is None else (first,) if isinstance(first, str) else tuple(first)
    # "Left" and "Right" as the literature writes them, too.
    asked = tuple(player.lower() if isinstance(player, str) and player.lower() in PLAYERS else player
                  for player in asked)
    for player in asked:
        if player not in PLAYERS:
            raise InvalidValueError(f"{where}: first player {player!r} is not 'left' or 'right'")
    if not asked:
        raise InvalidValueError(f"{where}: first names no player; give 'left', 'right' or both")
    return tuple(dict.fromkeys(asked))


def _run(search: _Search, work: Callable[[], Any], position: Hashable) -> Any:
    try:
        return work()
    except RecursionError:
        raise GraphTooLargeError(f"solve: play from {position!r} is longer than Python's recursion limit "
                                 "lets the search follow") from None


def solve(
    game: Game, position: Hashable, first: Union[str, Iterable[str], None] = None, *,
    budget: Union[int, str, None] = MEMORY, table_size: Optional[int] = None,
    progress: Optional[Callable[[SolveProgress], Any]] = None, line: bool = True,
    value_below: int = VALUE_BELOW, database: Optional[RegionValues] = None, compiled: bool = True,
) -> Solution:
    """Return who wins `position` with each player moving first, a winning move and the principal line.

    The outcome search of the module documentation: no canonical form of
    the whole position is built, so it answers positions whose canonical
    form is out of reach. Works on any short partizan game of the
    :class:`~cgt.Game` protocol (``left_options``, ``right_options``), sums
    of games (:class:`cgt.Sum`) included; a game's ``option_summands`` or
    ``decompose`` gives the split into regions for free.

    Parameters
    ----------
    game : Game
        A short partizan game.
    position : hashable
        A position of `game`.
    first : {"left", "right"} or a sequence of them, optional
        Who moves first (``"Left"`` and ``"Right"`` too): by default both, in turn.
    budget : int, "memory" or None, optional
        Nodes the search may visit: an int stops it there (with
        :class:`~cgt.GraphTooLargeError`, saying how far it got), ``None`` or
        ``"memory"`` (the default) never. Its table holds at most as many
        entries as half the available memory holds (and at most `budget`).
    table_size : int, optional
        Entries the transposition table may hold before its replacement
        (drop the half with the smallest subtrees); by default from memory.
    progress : callable, optional
        Called about twice a second with a :class:`SolveProgress`.
    line : bool, optional
        Whether to find the principal lines (a search per move of a line).
    value_below : int, optional
        Regions whose canonical-form search is estimated at most this many
        positions (``VALUE_BELOW``) are replaced by their values; 0
        values none (a plain search of every move).
    database : RegionValues, optional
        Values of small regions known ahead (a :class:`cgt.RegionDatabase`):
        a region it holds is replaced by its stored value without the
        engine, whatever its size (even with ``value_below=0``).
    compiled : bool, optional
        Whether a Domineering board (at most ``MAX_CELLS`` cells) or a board
        of the Clobber family, Konane, Amazons, Fission or NoGo (its rows, a
        guard bit each, within 63 bits) takes a compiled search of :mod:`cgt.partizan.compiled_search`
        (numba); ``False`` forces the generic search.

    Returns
    -------
    Solution

    Raises
    ------
    InvalidValueError
        If `first` is not ``"left"`` or ``"right"`` (or a sequence of them),
        or the game is impartial (use :func:`cgt.grundy` or :func:`cgt.outcome`).
    NotAGameError
        If `game` has neither ``left_options``/``right_options`` nor ``options``.
    LoopyGameError
        If a position repeats (use :mod:`cgt.loopy`).
    GraphTooLargeError
        If the search visits more than `budget` nodes, or play is longer than
        the recursion limit lets it follow.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering, Clobber
    >>> s = cgt.solve(Domineering(), "....|....|....|....")
    >>> s.outcome, s.moves["left"]
    (Outcome.N, Grid('....|.#..|.#..|....'))
    >>> cgt.solve(Clobber(), "xoxoxo", first="left").winners      # linear Clobber (XO)^3: a loss first
    {'left': 'right'}
    >>> cgt.solve(cgt.games.Nim(), (1, 2))
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: solve: Nim() is impartial: its outcome follows from its Grundy value (cgt.grundy, cgt.outcome), at no search of this kind
    """
    _check_game(game)
    players = _players(first, "solve")
    if isinstance(value_below, bool) or not isinstance(value_below, int) or value_below < 0:
        raise InvalidValueError(f"solve: value_below {value_below!r} is not a number of positions >= 0")
    if table_size is not None and (isinstance(table_size, bool) or not isinstance(table_size, int) or table_size < 2):
        raise InvalidValueError(f"solve: table_size {table_size!r} is not a number of entries >= 2")
    report = None if progress is None else lambda *fields: progress(SolveProgress(*fields))
    fast = compiled_search(game, position, budget, table_size, report, database) if compiled else None
    if fast is not None:
        winners, moves, lines = fast.answer(position, players, line)
        return Solution(game, position, winners=winners, moves=moves, lines=lines, nodes=fast.nodes,
                        stored=fast.stored, seconds=time.perf_counter() - fast.began)
    search = _Search(game, position, budget, table_size, progress, value_below, database)
    winners = {}
    moves = {}
    lines = {}

    def work() -> None:
        for player in players:
            side = PLAYERS.index(player)
            won = search.position_wins(game, position, side)
            winner = side if won else 1 - side
            winners[player] = PLAYERS[winner]
            moves[player] = search.winning_move(game, position, side) if won else None
            lines[player] = search.line(game, position, side, winner) if line else []

    _run(search, work, position)
    return Solution(game, position, winners=winners, moves=moves, lines=lines, nodes=search.nodes,
                    stored=len(search.table), seconds=search.watch_seconds())


def search_winning_moves(game: Game, position: Hashable, player: str, *, budget: Union[int, str, None] = MEMORY,
                         progress: Optional[Callable[[SolveProgress], Any]] = None) -> list[Hashable]:
    """Return every winning move of `player` from `position`, found by the outcome search.

    What :func:`cgt.winning_moves` answers when the canonical form is out
    of reach: each of the player's moves (put back into the whole
    position) after which the opponent, moving first, loses.

    Parameters
    ----------
    game : Game
        A short partizan game.
    position : hashable
        A position of `game`.
    player : {"left", "right"}
        Whose moves.
    budget, progress
        As :func:`solve`.

    Returns
    -------
    list
        The winning moves, in the order the game lists them.

    Raises
    ------
    InvalidValueError, NotAGameError, LoopyGameError, GraphTooLargeError
        As :func:`solve`.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> search_winning_moves(Domineering(), "...|...", "left")
    [Grid('.#.|.#.')]
    """
    _check_game(game)
    (player,) = _players(player, "search_winning_moves")
    search = _Search(game, position, budget, None, progress, VALUE_BELOW)
    side = PLAYERS.index(player)
    return _run(search, lambda: list(search.winning_moves(game, position, side, False)), position)
