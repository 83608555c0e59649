"""The Game protocol, outcome classes, and a brute-force view of any game.

A *game* (a ruleset, in CGSuite's words) is any object with a method
``options(position)`` listing the positions one move can reach. Positions are
hashable values (ints, tuples, frozensets...). Nothing else is required: the
solver in :mod:`cgt.solver` then gives Grundy values, outcomes and winning
moves.

A game may also offer these optional hooks, which the solver honours:

``grundy_hint(position) -> int | None``
    The Grundy value when the game knows it without search (a closed form, a
    precomputed table, a proven period), or ``None`` to let the solver search.
``decompose(position) -> Sequence[tuple[Game, position]] | None``
    Split a position into independent components, each a ``(game, position)``
    pair, whose disjunctive sum it is (a row of a board, a heap of a multiset
    of heaps). The solver xors the components' values instead of searching the
    position. Return ``None`` when the position does not split.
``recompose(position, index, component) -> position``
    The position after component ``index`` of ``decompose(position)`` is
    replaced by ``component``. With it, winning moves of a sum are found from
    the components' values without listing every option of the sum. A
    partizan game's ``recompose`` also takes the keyword ``player``
    (``"left"`` or ``"right"``), whose move made the component: where options
    are normal forms (Domineering's), both players' moves may leave the same
    picture.
``move_to_value(position, target) -> position | None``
    An option of `position` whose Grundy value is `target`, or ``None`` when
    there is none; asked about positions that do not decompose. With it,
    :func:`cgt.winning_move` finds a winning move without listing options (a
    Nim heap of ``10**12`` has that many), and :func:`cgt.winning_moves`
    skips a component that has no option of the value it needs.
``estimated_positions(position) -> int | None``
    About how many positions a search of `position`'s value visits (an upper
    bound where one is cheap), or ``None`` when unknown. The solver asks it
    before a search starts and refuses at once, with
    :class:`~cgt.GraphTooLargeError`, a position whose estimate is over the
    search's budget (``budget=`` of :func:`cgt.evaluate`; by default as many
    positions as half the available memory holds). The board games and Toads
    and Frogs have one, which counts small searches exactly
    (:func:`cgt.games.ruleset.counted_estimate`).
``negative(position) -> position``
    The position whose value is the negative of `position`'s: the players'
    roles exchanged (Domineering's grid transposed, Clobber's colours
    exchanged, a Toads-and-Frogs strip turned round). ``-p`` of a
    :class:`cgt.GamePosition` asks it; without it ``-p`` is refused with
    :class:`~cgt.NotAGameError`, except that an impartial position is its own
    negative. The solver does not use it.
``left_moves(position)``, ``right_moves(position)`` -> list of ``(move, position)``
    Each move as the field names it (a domino's cells, a stone's cells
    before and after) beside the position it leaves, in the position's own
    frame; an impartial game's ``option_moves(position)`` likewise.
    :class:`cgt.GamePosition` offers them; the solver does not use them.
``rough_positions(position) -> int | None``
    A cheap rough estimate of the same, asked first: when it is within the
    budget, ``estimated_positions`` (which may count) is not asked.
``move_bounds(position) -> (int, int, int, int)``
    For the outcome search (:func:`cgt.solve`), of a partizan game:
    ``(Left's safe moves, Right's safe moves, Left's most moves, Right's
    most moves)``. A player's *safe* moves are moves the opponent can never
    take away, disjoint from each other, which the player's own other moves
    leave alone too (Domineering's vertical slots no horizontal domino can
    touch, as Obsequi counts them); a player's *most* moves bound how many
    moves that player can make in any play from the position, whatever the
    opponent does. With every region of a sum bounded, a player to move whose safe
    moves outnumber the opponent's most moves wins, and one whose most moves
    are no more than the opponent's safe moves loses, without search; the
    bounds also order the moves. Domineering has it.
``move_order(position, player, options) -> options``
    For the outcome search, of a partizan game: `options` (the search's
    options of `position` for `player`, ``"left"`` or ``"right"``: the
    game's ``option_summands`` entries, or its options split into
    components) in the order to try them, the likeliest winners first. Where
    a game gives it, the search does not reorder the moves by
    ``move_bounds``.
``disjunctive`` (a class attribute, ``True``)
    A position is a tuple of independent *parts* (heaps, rows, regions): the
    disjunctive sum of the one-part positions ``(part,)``, and an option is
    the tuple of parts a move leaves. The solver then searches one-part
    positions only, values an option from its parts' values (no call per
    option), caches one entry per part, and finds winning moves of a sum part
    by part; ``decompose`` and ``recompose`` are not used. Hooks are asked
    about one-part positions.
``distinct_option_values`` (a class attribute, ``True``)
    Every option of a position that does not decompose has a different
    Grundy value (as in Nim), so ``move_to_value``'s answer is the only
    option of its value and :func:`cgt.winning_moves` lists no options.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from enum import Enum, EnumMeta
from typing import Annotated, Any, Protocol, runtime_checkable

from .errors import InvalidValueError

__all__ = ["Game", "Position", "Outcome", "OptionsOnly", "is_partizan"]

#: A position of a game: any hashable value (an alias of ``collections.abc.Hashable``, which
#: ``help(cgt)`` would otherwise print in full).
Position = Annotated[Hashable, "a position: any hashable value"]


@runtime_checkable
class Game(Protocol):
    """A ruleset: lists the options (moves) of a hashable position.

    Only :meth:`options` is required; see the module documentation for the
    optional hooks ``grundy_hint``, ``decompose``, ``recompose``,
    ``move_to_value`` and ``estimated_positions``, and the class attribute
    ``disjunctive``.

    Examples
    --------
    >>> import cgt
    >>> class TakeOneOrTwo:
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k >= 0]
    >>> isinstance(TakeOneOrTwo(), cgt.Game)
    True
    >>> cgt.grundy(TakeOneOrTwo(), 10)
    1
    """

    def options(self, position: Any) -> Iterable[Any]:
        """Return the positions reachable from `position` in one move."""
        ...


class _OutcomeType(EnumMeta):
    # help(Outcome) lists the outcomes and what cgt defines, not the forty methods of str.
    def __dir__(cls) -> list[str]:
        return sorted({"__class__", "__doc__", "__members__", "__module__", *cls.__members__, *vars(cls)})


class Outcome(str, Enum, metaclass=_OutcomeType):
    """Outcome class of a position under normal play: who wins with perfect play.

    Impartial positions are ``P`` or ``N``; partizan ones (see
    :attr:`cgt.CanonicalForm.outcome`) may also be ``L`` or ``R``, won by one
    player whoever starts.

    Examples
    --------
    >>> Outcome.P.winner
    'previous player'
    >>> Outcome("N")
    Outcome.N
    >>> Outcome.L.winner, Outcome.R.winner
    ('Left', 'Right')
    """

    #: The previous player (the one who just moved) wins: Grundy value 0.
    P = "P"
    #: The next player (the one to move) wins: Grundy value > 0.
    N = "N"
    #: A draw: in a game with cycles (:mod:`cgt.loopy`) neither player can force a win, play goes on forever.
    D = "D"
    #: Left wins whoever starts (a partizan value ``g > 0``).
    L = "L"
    #: Right wins whoever starts (a partizan value ``g < 0``).
    R = "R"

    @property
    def winner(self) -> str:
        """Who wins with perfect play: ``'previous player'``, ``'next player'``, ``'Left'``, ``'Right'`` (``'nobody'`` for a draw)."""
        return _WINNERS[self.value]

    def __repr__(self) -> str:
        return f"Outcome.{self.name}"

    def __str__(self) -> str:
        return self.value


_WINNERS = {"P": "previous player", "N": "next player", "D": "nobody", "L": "Left", "R": "Right"}


class OptionsOnly:
    """A view of a game that exposes only its ``options``.

    The solver then ignores the game's hooks (closed forms, tables,
    decompositions) and finds every value by brute-force mex: the way to check
    a game's shortcuts against the definition.

    Parameters
    ----------
    game : Game
        The game to view.

    Examples
    --------
    >>> import cgt
    >>> cgt.grundy(cgt.OptionsOnly(cgt.games.Nim()), 5)
    5
    >>> cgt.OptionsOnly(cgt.games.Nim())
    OptionsOnly(Nim())
    """

    __slots__ = ("game", "__weakref__")

    def __init__(self, game: Game) -> None:
        self.game = game

    def options(self, position: Any) -> Iterable[Any]:
        """Return ``game.options(position)``."""
        return self.game.options(position)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OptionsOnly) and other.game == self.game

    def __hash__(self) -> int:
        return hash((OptionsOnly, self.game))

    def __repr__(self) -> str:
        return f"OptionsOnly({self.game!r})"


def is_partizan(game: object) -> bool:
    """Return whether `game` has its own ``left_options`` and ``right_options``.

    Examples
    --------
    >>> import cgt
    >>> cgt.is_partizan(cgt.games.Domineering()), cgt.is_partizan(cgt.games.Nim())
    (True, False)
    """
    return callable(getattr(game, "left_options", None)) and callable(getattr(game, "right_options", None))


#: The players, by name: index 0 Left, 1 Right (the side of a move).
PLAYERS = ("left", "right")


def player_side(player: object, where: str) -> int:
    """The side of `player` (0 ``"left"``, 1 ``"right"``); `where` names the caller in the error.

    Raises
    ------
    InvalidValueError
        If `player` is neither ``"left"`` nor ``"right"``.

    Examples
    --------
    >>> player_side("right", "winning_moves")
    1
    >>> player_side("up", "winning_moves")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: winning_moves: player 'up' is not 'left' or 'right'
    """
    if player not in PLAYERS:
        raise InvalidValueError(f"{where}: player {player!r} is not 'left' or 'right'")
    return PLAYERS.index(player)  # type: ignore[arg-type]


def side_options(game: Game) -> tuple[Callable[[Any], Iterable[Any]], Callable[[Any], Iterable[Any]]]:
    """Left's and Right's options of `game`: an impartial game's ``options`` for both."""
    if is_partizan(game):
        return game.left_options, game.right_options  # type: ignore[attr-defined]
    return game.options, game.options
