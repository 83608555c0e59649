"""Values, outcomes and winning moves of a loopy partizan game's positions.

:func:`value` builds the graph of the positions reachable from a position
(breadth first, iteratively), then gives its simplest form when it is a
stopper (:func:`~cgt.loopy.simplest_form`), else its onside and offside, a
:class:`~cgt.loopy.SidedValue` (the stopper itself when they are equal), as
CGSuite's ``GameValue`` does; the graph itself, a
:class:`~cgt.loopy.LoopyGame`, when sidling finds no stopper for a side.
:func:`cgt.canonical_form` sends a loopy partizan game here instead of
raising :class:`~cgt.LoopyGameError`. Outcomes and winning moves come from
one retrograde analysis of the graph, with draws
(:func:`~cgt.loopy.graphs.play_outcomes`).

The simplest form compares every pair of positions (a survival table of
``2 n**2`` states for ``n`` positions), so the default limit,
:data:`MAX_STOPPER_POSITIONS`, is smaller than the impartial one; the graph's
own size is limited by ``max_positions``. Both errors give the count reached.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, NamedTuple, Optional, Union

from ..errors import GraphTooLargeError, InvalidValueError
from ..game import Game, is_partizan
from ..kinds import Kind
from ..watch import MEMORY, SearchProgress, SearchWatch
from ..partizan import CanonicalForm
from .graphs import Edges, play_outcomes
from .impartial import MAX_POSITIONS
from .outcomes import LoopyOutcome
from .sided import LoopyGame, SidedValue, graph_value
from .stoppers import CanonicalStopper

__all__ = ["MAX_STOPPER_POSITIONS", "LOOPY_VALUE", "LoopyAnalysis", "position_graph", "value", "outcome",
           "winning_moves", "analyse"]

#: How many positions a stopper's simplest form is computed for unless told otherwise.
MAX_STOPPER_POSITIONS = 3000


class _LoopyValues(Kind):
    # A position of the graph: its key, index and two lists of edges.
    position_bytes = 500


#: What the loopy engine computes, as the search's budget and progress name it
#: (:class:`~cgt.watch.SearchWatch`): the graph of positions is held to the same
#: budget as any search, reports progress the same way, and stops on Ctrl-C.
LOOPY_VALUE: Kind = _LoopyValues("loopy")


def position_graph(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS,
                   watch: Optional[SearchWatch] = None) -> tuple[list[Hashable], list[list[int]], list[list[int]]]:
    """The positions reachable from `position` (it is the first) and Left's and Right's moves between them.

    `watch`, if given, counts the positions expanded against its budget and
    reports progress (see :func:`value`).

    Raises
    ------
    GraphTooLargeError
        If more than `max_positions` positions are reachable, or more than
        the watch's budget; the message gives how many were found.

    Examples
    --------
    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> positions, left, right = position_graph(BackslidingToadsAndFrogs(), "T.F")
    >>> positions[0], len(positions)
    ('T.F', 6)
    """
    # An impartial game: both players have its options.
    left_of, right_of = ((game.left_options, game.right_options) if is_partizan(game)  # type: ignore[attr-defined]
                         else (game.options, game.options))
    index = {position: 0}
    order = [position]
    left: list[list[int]] = []
    right: list[list[int]] = []
    i = 0
    # Looked at every few thousand expansions (the watch says how many), as the one search does.
    every, counted = (watch.next_look(), 0) if watch is not None else (0, 0)
    while i < len(order):
        if watch is not None:
            counted += 1
            if counted >= every:
                every, counted = watch.look(counted, len(order)), 0
        p = order[i]
        for moves, edges in ((left_of(p), left), (right_of(p), right)):
            out = []
            for q in moves:
                k = index.get(q)
                if k is None:
                    if len(order) >= max_positions:
                        raise GraphTooLargeError(
                            f"{game!r}: more than {max_positions} positions are reachable from {position!r} "
                            f"({len(order)} found, {len(order) - i} still to expand): pass max_positions=N "
                            "to allow more, or ask about a smaller position")
                    k = index[q] = len(order)
                    order.append(q)
                out.append(k)
            edges.append(out)
        i += 1
    return order, left, right


def value(game: Game, position: Hashable, *, max_positions: int = MAX_STOPPER_POSITIONS,
          budget: Union[int, str, None] = MEMORY, progress: Optional[Callable[[SearchProgress], Any]] = None,
          ) -> Union[CanonicalStopper, CanonicalForm, SidedValue, LoopyGame]:
    """The value of `position`: its simplest form when a stopper, else its sided value (or graph).

    A position from which play can go on forever is valued by its onside and
    offside (:func:`~cgt.loopy.sides`, component by component too), as
    :func:`~cgt.loopy.sided.graph_value`: a :class:`~cgt.loopy.SidedValue`,
    the stopper itself when the sides are equal, or the graph as a
    :class:`~cgt.loopy.LoopyGame` when sidling finds no stopper for a side.

    A stopper is valued component by component of its position graph
    (strongly connected components, those it moves into first;
    :func:`~cgt.loopy.sided.onsides`): a component's positions, with the
    simplest forms of the values its moves leave it for, make a small graph
    whose simplest forms are its values. So the survival table is as large
    as a component and its exits, not the whole graph (in Fox and Geese a
    component is one placing of the geese). The sides of a game that is no
    stopper are found the same way.

    `budget` and `progress` are those of :func:`cgt.canonical_form`: the
    positions of the graph are counted against the budget (by default from
    the available memory, see :class:`~cgt.watch.SearchWatch`), and
    `progress` is called about twice a second while the graph is built and
    while its positions are valued (``stored``: the positions valued).

    Raises
    ------
    GraphTooLargeError
        If a component with its exits has more than `max_positions` positions,
        the position graph more than :data:`~cgt.loopy.MAX_POSITIONS`, or the
        search more than its budget.

    Examples
    --------
    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> print(value(BackslidingToadsAndFrogs(), "TT.F"), value(BackslidingToadsAndFrogs(), "TF."))
    on *
    >>> print(value(BackslidingToadsAndFrogs(), "TF.."))      # play can go on forever, yet both sides are *
    *
    """
    return _valued_graph(game, position, max_positions, budget, progress)[3]


def _valued_graph(game: Game, position: Hashable, max_positions: int, budget: Union[int, str, None],
                  progress: Optional[Callable[[SearchProgress], Any]]) -> tuple[list[Hashable], Edges, Edges, Union[CanonicalStopper, CanonicalForm, SidedValue, LoopyGame]]:
    """The position graph (as :func:`position_graph`) and the value of its first position (as :func:`value`)."""
    watch = SearchWatch(game, position, LOOPY_VALUE, budget, progress)
    positions, left, right = position_graph(game, position, watch=watch)
    try:
        return positions, left, right, graph_value(left, right, 0, max_positions=max_positions, watch=watch)
    except GraphTooLargeError as err:
        raise GraphTooLargeError(f"{game!r}: valuing {position!r}: {err}") from None


class LoopyAnalysis(NamedTuple):
    """All :func:`analyse` finds of a position: its value, outcome with draws, and each player's winning moves."""

    value: Union[CanonicalStopper, CanonicalForm, SidedValue, LoopyGame]
    outcome: LoopyOutcome
    left_winning_moves: list[Any]
    right_winning_moves: list[Any]


def analyse(game: Game, position: Hashable, *, max_positions: int = MAX_STOPPER_POSITIONS,
            budget: Union[int, str, None] = MEMORY,
            progress: Optional[Callable[[SearchProgress], Any]] = None) -> LoopyAnalysis:
    """:func:`value`, :func:`outcome` and :func:`winning_moves` of `position` from one graph of its positions.

    The arguments are those of :func:`value`; each of the other three
    functions builds the graph again (``cgt value`` asks for all four).

    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> found = analyse(BackslidingToadsAndFrogs(), "T..F")
    >>> found.value, found.outcome
    (CanonicalForm.parse('*'), LoopyOutcome(left_first='L', right_first='R'))
    >>> found.left_winning_moves, found.right_winning_moves
    ([ToadsAndFrogsStrip('.T.F')], [ToadsAndFrogsStrip('T.F.')])
    """
    positions, left, right, g = _valued_graph(game, position, max_positions, budget, progress)
    outcomes = play_outcomes(left, right)
    return LoopyAnalysis(g, LoopyOutcome(outcomes[0][0], outcomes[1][0]),
                         _winning(positions, left, right, outcomes, "left"),
                         _winning(positions, left, right, outcomes, "right"))


def outcome(game: Game, position: Hashable, *, max_positions: int = MAX_POSITIONS) -> LoopyOutcome:
    """Who wins `position` with Left moving first and with Right moving first: ``'L'``, ``'R'`` or ``'D'`` (draw).

    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> outcome(BackslidingToadsAndFrogs(), "T.F"), outcome(BackslidingToadsAndFrogs(), "TTT..FFF")
    (LoopyOutcome(left_first='R', right_first='L'), LoopyOutcome(left_first='D', right_first='D'))
    """
    _, left, right = position_graph(game, position, max_positions=max_positions)
    return LoopyGame(left, right, 0).outcome


def winning_moves(game: Game, position: Hashable, player: str, *, max_positions: int = MAX_POSITIONS) -> list[Any]:
    """The moves of `player` (``"left"`` or ``"right"``) that win against every defence, as positions.

    A move wins when, the opponent then to move, the player wins by the
    retrograde analysis of the whole graph (a draw is not a win).

    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> winning_moves(BackslidingToadsAndFrogs(), "T..F", "left")
    [ToadsAndFrogsStrip('.T.F')]
    """
    if player not in ("left", "right"):
        raise InvalidValueError(f"winning_moves: player must be 'left' or 'right', not {player!r}")
    positions, left, right = position_graph(game, position, max_positions=max_positions)
    return _winning(positions, left, right, play_outcomes(left, right), player)


def _winning(positions: list[Hashable], left: Edges, right: Edges, outcomes: tuple[list[str], list[str]],
             player: str) -> list[Any]:
    """`player`'s moves from the first position to a position the player wins with the opponent to move."""
    left_to_move, right_to_move = outcomes
    if player == "left":
        return [positions[w] for w in left[0] if right_to_move[w] == "L"]
    return [positions[w] for w in right[0] if left_to_move[w] == "R"]
