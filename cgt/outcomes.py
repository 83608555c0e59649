"""Who wins, and how: outcomes and winning moves of every kind of game.

The questions a player asks, answered from the values the one search
(:mod:`cgt.solver`) computes: the outcome class of a position (P or N for an
impartial game, under normal or misere play; L, R, N or P for a partizan
game, from its canonical form, or under misere play from the kind of value
below), its winning moves, and one winning move of a huge position without
listing its options (the ``move_to_value`` hook).

Misere play of a partizan game (the player who cannot move wins) does not
split into sums: a position is searched whole, but kept as the *multiset* of
its regions, each region as the game's own key (the game's ``decompose``
splits the position asked for, and its ``option_summands`` hook, where it has
one, gives each option's regions under the board's symmetries, a flag saying
which are negated, that is, the players' roles exchanged). Regions that are
mirror images, or that sit elsewhere on the board, are one region, so the
search meets far fewer positions than the boards themselves. This needs the
keys to be the regions' game trees up to symmetry (not merely of equal
normal-play value): the rulesets' keys are, dropping only regions where
neither player can ever move, which are the game 0 in any play.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any, Optional

from .errors import GraphTooLargeError, InvalidValueError
from .game import Game, Outcome, is_partizan, player_side, side_options
from .kinds import MISERE, Kind, xor_all
from .search import Solver, solver_for
from .solver import evaluate, grundy, misere_value

__all__ = ["outcome", "winning_moves", "winning_move"]



def outcome(game: Game, position: Hashable, *, misere: bool = False) -> Outcome:
    """Return the outcome class of `position`: L, R, N or P for a partizan game, P or N otherwise.

    L: Left wins whoever starts; R: Right does; N: the player to move wins;
    P: the player to move loses. An impartial game's outcome is P or N, from
    its Grundy value (or, with ``misere=True``, its misere nim value). A
    partizan position's comes from its canonical form, or, when that is
    over the search's budget (:class:`~cgt.GraphTooLargeError`), from the
    outcome search :func:`cgt.solve`, which needs no canonical form.

    Parameters
    ----------
    game : Game
        A partizan or an impartial game.
    position : hashable
        A position of `game`.
    misere : bool, optional
        Misere play: the player who cannot move wins. A partizan position
        is searched whole (sums do not split under misere play), as the
        multiset of its regions (see the module documentation); CGSuite
        calls this outcome ``MisereOutcomeClass``.

    Returns
    -------
    Outcome

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`canonical_form`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> [cgt.outcome(Domineering(), text) for text in (".|.", "..", "..|..", ".#|..")]
    [Outcome.L, Outcome.R, Outcome.N, Outcome.N]
    >>> cgt.outcome(Domineering(), "#|#"), cgt.outcome(cgt.games.Nim(), (1, 1))
    (Outcome.P, Outcome.P)
    >>> cgt.outcome(cgt.games.Nim(), (1, 2, 3)), cgt.outcome(cgt.games.Nim(), (1, 1), misere=True)
    (Outcome.P, Outcome.N)

    Under misere play a player with no move wins: Right's domino in ``..``
    (or in each of two) loses for him whoever starts; in ``..|..`` the
    player to move leaves the other the one move he must make.

    >>> [cgt.outcome(Domineering(), text, misere=True) for text in ("..", "..#..", ".|.", "..|..")]
    [Outcome.L, Outcome.L, Outcome.R, Outcome.P]
    """
    if not is_partizan(game):
        value = misere_value(game, position) if misere else grundy(game, position)
        return Outcome.P if value == 0 else Outcome.N
    if misere:
        return _MISERE_OUTCOMES[_misere_bits(game, position)]
    from .partizan.engine import canonical_form  # only partizan games need it (import cgt stays fast)

    try:
        return canonical_form(game, position).outcome  # type: ignore[no-any-return]
    except GraphTooLargeError:
        # The canonical form is out of reach: who wins needs only the outcome search.
        from .partizan.outcome_search import solve

        return solve(game, position, line=False).outcome  # type: ignore[return-value]


def winning_moves(
    game: Game, position: Hashable, player: Optional[str] = None, *, misere: bool = False
) -> list[Hashable]:
    """Return the winning moves of `player` from `position`, as the positions they lead to.

    In a partizan game a move of Left wins when its option is ``>= 0`` (Left,
    having moved, wins with Right to move), a move of Right when its option
    is ``<= 0``. An impartial game's winning moves are its options of Grundy
    value 0 (or misere nim value 0), the same for both players.

    When a game decomposes `position` into a sum and can ``recompose`` it,
    the moves are found part by part and put back into the whole position:
    a Domineering board of several regions gives boards, one per distinct
    picture of a region's option (a single region gives the options' normal
    forms; :meth:`~cgt.games.Domineering.winning_placements` lists every
    domino). In an impartial game a move
    in a component of value ``v`` wins exactly when it reaches value
    ``v xor total`` (which may be larger than ``v`` in games other than Nim),
    so only the components' own options are looked at, never the options of
    the whole sum. A game's ``move_to_value`` hook spares listing a component
    that has no such option, and, in a game whose options all have distinct
    values (Nim's ``distinct_option_values``), listing any. For one winning
    move of a huge position, use :func:`winning_move`. Under misere play they
    are the options of misere nim value 0, found from the whole position;
    in a partizan game, the options whose misere outcome is a loss for the
    opponent, who moves next.
    A partizan position whose canonical form is over the search's budget
    has its winning moves found by the outcome search instead
    (:func:`cgt.partizan.outcome_search.search_winning_moves`).

    Parameters
    ----------
    game : Game
        A partizan or an impartial game.
    position : hashable
        A position of `game`.
    player : {"left", "right"}, optional
        Whose moves; required for a partizan game.
    misere : bool, optional
        Misere play: the player who cannot move wins.

    Returns
    -------
    list
        The options that win, in the order the game lists them; empty when
        the player has no winning move.

    Raises
    ------
    InvalidValueError
        If `player` is not ``"left"`` or ``"right"`` (or is missing for a
        partizan game).
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`canonical_form`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> cgt.winning_moves(Domineering(), "...|...", "left")    # the middle column leaves 1 + 1
    [Grid('.#.|.#.')]
    >>> cgt.winning_moves(Domineering(), ".#|..", "right")       # * = {0|0}: Right's move to 0 wins
    [Grid('.#|##')]
    >>> cgt.winning_moves(cgt.games.Nim(), (3, 5, 7))
    [(2, 5, 7), (3, 4, 7), (3, 5, 6)]
    >>> cgt.winning_moves(cgt.games.Nim(), (1, 2, 3))
    []
    >>> cgt.winning_moves(cgt.games.Nim(), (1, 2, 2), misere=True)
    [(0, 2, 2)]
    >>> cgt.winning_moves(Domineering(), "...|...", "left", misere=True)  # leave Right a move he must make
    [Grid('#..|#..'), Grid('..#|..#')]
    """
    if player is not None:
        player_side(player, "winning_moves")
    if not is_partizan(game):
        return _impartial_winning_moves(game, position, misere)
    if player is None:
        raise InvalidValueError(
            f"winning_moves: {game!r} is a partizan game; say whose moves, player='left' or player='right'"
        )
    if misere:
        side = player_side(player, "winning_moves")
        # The opponent moves next in the option: Left's move wins where Right, moving first, loses.
        loses = _RIGHT_FIRST if side == 0 else _LEFT_FIRST
        return [q for q in side_options(game)[side](position) if not _misere_bits(game, q) & loses]
    from .partizan.engine import partizan_winning_moves

    try:
        return partizan_winning_moves(game, position, player)
    except GraphTooLargeError:
        from .partizan.outcome_search import search_winning_moves

        return search_winning_moves(game, position, player)


def _impartial_winning_moves(game: Game, position: Hashable, misere: bool) -> list[Hashable]:
    solver = solver_for(game)
    if misere:
        table = solver.table(MISERE)
        if table.value(position) == 0:
            return []
        return [q for q in solver.options(position) if table.value(q) == 0]
    total = solver.grundy(position)
    if total == 0:
        return []
    parts = solver.decompose(position) if solver.decompose is not None else None
    if parts is None or solver.recompose is None:
        return _moves_to_value(solver, position, 0)
    moves: list[Hashable] = []
    for i, (component_game, component) in enumerate(parts):
        component_solver = solver_for(component_game)
        target = component_solver.grundy(component) ^ total
        moves.extend(solver.recompose(position, i, q) for q in _moves_to_value(component_solver, component, target))
    return moves


def _moves_to_value(solver: Solver, position: Hashable, target: int) -> list[Hashable]:
    """Every option of `position` of value `target`, listing options only when the game's hook cannot say."""
    if getattr(solver.game, "move_to_value", None) is not None:
        # The hook rules out a position with no such option, and in a game whose
        # options all have distinct values (Nim) its answer is the only one.
        found = option_of_value(solver, position, target)
        if found is None:
            return []
        if getattr(solver.game, "distinct_option_values", False) and not _splits(solver, position):
            return [found[1]]
    return [q for q in solver.options(position) if solver.grundy(q) == target]


def _splits(solver: Solver, position: Hashable) -> bool:
    return solver.decompose is not None and solver.decompose(position) is not None


def option_of_value(solver: Solver, position: Hashable, target: int) -> Optional[tuple[Optional[int], Hashable]]:
    """``(component index or None, its option)`` moving `position` to value `target`, or ``None``.

    A position that decomposes (and recomposes) is searched component by
    component: one of value ``v`` must move to ``v ^ delta``, where ``delta``
    is the position's value xor `target`. A position that does not is asked to
    the game's ``move_to_value`` hook, and only without one are its options
    listed (up to the first that fits).
    """
    parts = solver.decompose(position) if solver.decompose is not None else None
    if parts is not None and solver.recompose is not None:
        parts = list(parts)
        solvers = [solver_for(component_game) for component_game, _ in parts]
        values = [s.grundy(component) for s, (_, component) in zip(solvers, parts)]
        delta = xor_all(values) ^ target
        if delta == 0:
            return None  # a move changes the value of the component it is made in
        for i, (s, (_, component), value) in enumerate(zip(solvers, parts, values)):
            found = option_of_value(s, component, value ^ delta)
            if found is not None:
                option = found[1] if found[0] is None else s.recompose(component, found[0], found[1])
                return i, option
        return None
    hook = getattr(solver.game, "move_to_value", None)
    if hook is not None:
        option = hook(position, target)
        return None if option is None else (None, option)
    for q in solver.options(position):
        if solver.grundy(q) == target:
            return None, q
    return None


def winning_move(game: Game, position: Hashable) -> Optional[Hashable]:
    """Return one winning move of `position` (the position it leads to), or ``None`` in a P-position.

    Unlike :func:`winning_moves`, no option is listed when the game can say
    which option has a given value: a position that decomposes is searched
    component by component (a component of value ``v`` must move to value
    ``v xor total``), and a position that does not is asked to the game's
    ``move_to_value`` hook (see :mod:`cgt.game`). Only games without the hook
    have their options listed, up to the first winning one. So a Nim heap of
    ``10**12``, or a Kayles heap of that size (whose period is proven), is
    answered at once.

    Parameters
    ----------
    game : Game
        The game.
    position : hashable
        A position of `game`.

    Returns
    -------
    hashable or None
        The position a winning move leads to; ``None`` for a P-position.

    Raises
    ------
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`grundy`.

    Examples
    --------
    >>> import cgt
    >>> cgt.winning_move(cgt.games.Nim(), (3, 5, 7))
    (2, 5, 7)
    >>> cgt.winning_move(cgt.games.Nim(), (10**12, 1))
    (1, 1)
    >>> cgt.winning_move(cgt.games.KAYLES, (10**12,))
    (1, 999999999997)
    >>> cgt.winning_move(cgt.games.Nim(), (1, 2, 3)) is None
    True
    """
    if solver_for(game).grundy(position) == 0:
        return None
    option = move_to_value_by_parts(game, position, 0)
    if option is None:  # only a game whose hook contradicts its values gets here
        raise RuntimeError(f"{game!r}: no option of {position!r} has value 0, yet its value is not 0")
    return option


def move_to_value_by_parts(game: Game, position: Hashable, target: int) -> Optional[Hashable]:
    """The option of `position` of value `target` that :func:`option_of_value` finds, or ``None``.

    What a game's ``move_to_value`` hook does for a position that decomposes.
    """
    solver = solver_for(game)
    found = option_of_value(solver, position, target)
    if found is None:
        return None
    return found[1] if found[0] is None else solver.recompose(position, found[0], found[1])


# A misere outcome as two bits: whether Left, moving first, wins; whether Right does.
_LEFT_FIRST, _RIGHT_FIRST = 1, 2
_MISERE_OUTCOMES = (Outcome.P, Outcome.L, Outcome.R, Outcome.N)
# The bits of the negative: Left's and Right's exchanged.
_EXCHANGED = (0, 2, 1, 3)

#: A region of a misere position: a key of the game, and whether it is negated (the roles exchanged).
_Region = tuple[Hashable, bool]
#: A misere position: its regions, sorted (a multiset).
_Key = tuple[_Region, ...]


def _regions_of(game: Game) -> Callable[[Hashable], list[Hashable]]:
    """The positions of `game` whose sum a position is: its ``decompose``, when the parts are of `game` itself."""
    decompose = solver_for(game).decompose
    if decompose is None:
        return lambda position: [position]

    def regions(position: Hashable) -> list[Hashable]:
        parts = decompose(position)
        if parts is None or any(part_game != game for part_game, _ in parts):
            return [position]
        return [part for _, part in parts]

    return regions


def _sorted(regions: list[_Region]) -> _Key:
    # Any one order per multiset will do; keys that do not compare are ordered
    # by their text, where equal keys of different text only share less.
    try:
        return tuple(sorted(regions))
    except TypeError:
        return tuple(sorted(regions, key=repr))


def _key(regions: list[_Region]) -> tuple[_Key, bool]:
    """The multiset of `regions` or of their negatives, whichever sorts first, and whether it is the negatives."""
    plain = _sorted(regions)
    negated = _sorted([(r, not n) for r, n in regions])
    try:
        flip = negated < plain
    except TypeError:
        flip = repr(negated) < repr(plain)
    return (negated, True) if flip else (plain, False)


def _misere_key(game: Game, position: Hashable) -> tuple[_Key, bool]:
    """`position` as the multiset of its regions (the search's position), and whether that is its negative."""
    return _key([(region, False) for region in _regions_of(game)(position)])


class _MisereOutcomeKind(Kind):
    """Misere outcomes of partizan positions, kept as multisets of regions: two bits, who wins moving first.

    A position and its negative are one entry: a child is the multiset of
    its regions or of their negatives, whichever sorts first, and the
    context says which children stand for their negatives.
    """

    # The positions are multisets of the game's regions, not the game's positions.
    estimated = False

    def children(self, game: Game) -> tuple[Callable[[Any], Any], bool]:
        left, right = side_options(game)
        summands = getattr(game, "option_summands", None)
        regions = _regions_of(game)

        # A region's options, asked again in every position holding it: kept for the
        # most recent regions, as the board layer keeps its regions' keys.
        @lru_cache(maxsize=1 << 16)
        def region_options(key: Hashable) -> tuple[list[tuple[_Region, ...]], list[tuple[_Region, ...]]]:
            if summands is not None:
                options, lefts = summands(key)
                return options[:lefts], options[lefts:]
            return ([tuple([(r, False) for r in regions(q)]) for q in left(key)],
                    [tuple([(r, False) for r in regions(q)]) for q in right(key)])

        def expand(position: _Key) -> tuple[list[_Key], tuple[int, list[bool]]]:
            sides: tuple[list[_Key], list[_Key]] = ([], [])
            flips: tuple[list[bool], list[bool]] = ([], [])
            for i, (key, negated) in enumerate(position):
                if i and position[i - 1] == (key, negated):
                    continue  # a second copy of a region has the same moves
                rest = list(position[:i] + position[i + 1:])
                ls, rs = region_options(key)
                if negated:  # Left's options of -K are the negatives of Right's options of K
                    ls, rs = rs, ls
                for side, flip, moves in zip(sides, flips, (ls, rs)):
                    for option in moves:
                        child, flipped = _key(rest + [(r, n != negated) for r, n in option])
                        side.append(child)
                        flip.append(flipped)
            return sides[0] + sides[1], (len(sides[0]), flips[0] + flips[1])

        return expand, True

    def combine(self, values: list[int], context: Any = None) -> int:
        # A player with no move wins; one with a move wins by leaving the opponent a loss,
        # the opponent moving first (a child standing for its negative has its bits exchanged).
        lefts, flips = context
        actual = [_EXCHANGED[v] if f else v for v, f in zip(values, flips)]
        bits = 0
        if not lefts or any(not v & _RIGHT_FIRST for v in actual[:lefts]):
            bits |= _LEFT_FIRST
        if len(actual) == lefts or any(not v & _LEFT_FIRST for v in actual[lefts:]):
            bits |= _RIGHT_FIRST
        return bits


_MISERE_OUTCOME: Kind = _MisereOutcomeKind("misere outcome")


def _misere_bits(game: Game, position: Hashable) -> int:
    """Who wins `position` moving first under misere play, as two bits."""
    key, flipped = _misere_key(game, position)
    bits = evaluate(game, key, _MISERE_OUTCOME)
    return _EXCHANGED[bits] if flipped else bits  # type: ignore[no-any-return]
