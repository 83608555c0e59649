"""Disjunctive sums of games.

In the disjunctive sum ``G + H`` a move is a move in exactly one component. By
the Sprague-Grundy theorem its Grundy value is the nim-sum of the components'
values, and the canonical form of a sum of partizan games is the sum (``+``)
of the components' canonical forms, so the solver never builds the product
game: :class:`Sum` tells it how to split a position (``decompose``) and how to
put it back together (``recompose``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any, Optional

from .errors import InvalidPositionError, NotAGameError
from .game import Game, side_options, is_partizan
from .search import solver_for

__all__ = ["Sum"]


class Sum:
    """The disjunctive sum of games; its positions are tuples of component positions.

    The components may be impartial (``options``) or partizan
    (``left_options`` and ``right_options``). When one is partizan, so is the
    sum: it has ``left_options`` and ``right_options`` (in an impartial
    component both players have that component's ``options``) and no
    ``options``, and its value is the canonical form (:func:`cgt.canonical_form`),
    the sum of the components' canonical forms (an impartial component's is the
    nimber of its Grundy value).

    Parameters
    ----------
    *games : Game
        The components, at least one.

    Raises
    ------
    NotAGameError
        If a component has neither ``options`` nor ``left_options`` and
        ``right_options``.

    Examples
    --------
    >>> import cgt
    >>> class TakeOneOrTwo:
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k >= 0]
    >>> s = cgt.Sum(TakeOneOrTwo(), cgt.games.Nim())
    >>> cgt.grundy(s, (10, 7))
    6
    >>> cgt.winning_moves(s, (10, 7))
    [(10, 1)]
    >>> cgt.Sum(cgt.games.Nim(), cgt.games.Nim())
    Sum(Nim(), Nim())

    A Domineering board beside a Hackenbush string and a Nim heap is a partizan sum:

    >>> from cgt.games import Domineering, Hackenbush, Nim
    >>> d, h = Domineering(), Hackenbush()
    >>> p = cgt.Sum(d, h, Nim())
    >>> cgt.is_partizan(p)
    True
    >>> position = (d.position("...|..."), h.position("BR"), (1,))
    >>> print(cgt.canonical_form(p, position))      # {2|-1/2} + 1/2 + *
    {5/2*|*}
    >>> cgt.outcome(p, position)                    # Left wins, whoever starts
    Outcome.L
    >>> cgt.winning_moves(p, position, "left")      # the middle column of the board
    [(Grid('.#.|.#.'), HackenbushTree('BR'), (1,))]
    >>> p.left_options((d.position(".."), h.position("BR"), (1,)))    # no column on the board
    [(Grid('..'), HackenbushTree(''), (1,)), (Grid('..'), HackenbushTree('BR'), (0,))]
    """

    __slots__ = ("games", "__weakref__")

    def __new__(cls, *games: Game) -> "Sum":
        # A sum with a partizan component is partizan: the class with
        # left_options and right_options, and no options.
        if cls is Sum and any(is_partizan(game) for game in games):
            cls = _PartizanSum
        return object.__new__(cls)

    def __init__(self, *games: Game) -> None:
        if not games:
            raise NotAGameError("Sum() needs at least one component game")
        for i, game in enumerate(games):
            if not (callable(getattr(game, "options", None)) or is_partizan(game)):
                raise NotAGameError(
                    f"Sum: component {i}, {game!r} of type {type(game).__name__}, "
                    "is not a game: it has no options(position) method "
                    "(nor left_options and right_options)"
                )
        self.games: tuple[Game, ...] = games

    def _check(self, position: Any) -> tuple[Any, ...]:
        if not isinstance(position, tuple) or len(position) != len(self.games):
            raise InvalidPositionError(
                f"{position!r} is not a position of {self!r}: "
                f"expected a tuple of {len(self.games)} component positions"
            )
        return position

    def options(self, position: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        """Yield the positions after one move in one component."""
        position = self._check(position)
        for i, game in enumerate(self.games):
            for q in game.options(position[i]):
                yield position[:i] + (q,) + position[i + 1 :]

    def decompose(self, position: tuple[Any, ...]) -> list[tuple[Game, Hashable]]:
        """Return the ``(game, position)`` pair of every component."""
        return list(zip(self.games, self._check(position)))

    def recompose(self, position: tuple[Any, ...], index: int, component: Hashable) -> tuple[Any, ...]:
        """Return `position` with component `index` replaced by `component`."""
        return position[:index] + (component,) + position[index + 1 :]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sum) and other.games == self.games

    def __hash__(self) -> int:
        return hash((Sum, self.games))

    def __repr__(self) -> str:
        return f"Sum({', '.join(map(repr, self.games))})"


class _PartizanSum(Sum):
    """A sum with a partizan component (what :class:`Sum` makes then): Left and Right move apart."""

    __slots__ = ("_moves",)
    #: A partizan sum has no options common to both players (no Grundy value).
    options = None  # type: ignore[assignment]

    def __init__(self, *games: Game) -> None:
        super().__init__(*games)
        self._moves = tuple(side_options(game) for game in games)

    def _options(self, position: tuple[Any, ...], side: int) -> Iterator[tuple[Any, ...]]:
        position = self._check(position)
        for i, moves in enumerate(self._moves):
            for q in moves[side](position[i]):
                yield position[:i] + (q,) + position[i + 1 :]

    def recompose(
        self, position: tuple[Any, ...], index: int, component: Hashable, *, player: Optional[str] = None
    ) -> tuple[Any, ...]:
        """Return `position` with component `index` replaced by `component` (whoever, `player`, moved)."""
        return super().recompose(position, index, component)

    def left_options(self, position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Return the positions after one move of Left in one component."""
        return list(self._options(position, 0))

    def right_options(self, position: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Return the positions after one move of Right in one component."""
        return list(self._options(position, 1))


# A component of a (possibly nested) sum: its game, its position, and the path
# of (container game, container position, index) pairs that put it back.
_Part = tuple[Game, Hashable, tuple[tuple[Game, Hashable, int], ...]]


def components_of(
    game: Game, position: Hashable, path: tuple[tuple[Game, Hashable, int], ...] = (), *, recomposable: bool = False
) -> list[_Part]:
    """The components of `position`, splitting sums inside sums, each with the path that puts it back.

    With `recomposable`, only games that can also ``recompose`` are split, so
    that :func:`put_back` can rebuild the whole position from any part.
    """
    # The hooks as the solver resolved them (a disjunctive game's are built in).
    solver = solver_for(game)
    decompose = solver.decompose
    if recomposable and solver.recompose is None:
        decompose = None
    split = decompose(position) if decompose is not None else None
    if split is None:
        return [(game, position, path)]
    found: list[_Part] = []
    for i, (component_game, component) in enumerate(split):
        found.extend(components_of(component_game, component, path + ((game, position, i),), recomposable=recomposable))
    return found


def put_back(component: Hashable, path: tuple[tuple[Game, Hashable, int], ...], player: Optional[str] = None) -> Hashable:
    """The whole position after a component (reached by `path`) becomes `component`.

    `player`, whose move made `component`, is passed on to partizan
    containers (``recompose(..., player=player)``): a game whose options are
    normal forms may need it to tell which move it was.
    """
    for container, where, i in reversed(path):
        recompose = solver_for(container).recompose
        if player is not None and is_partizan(container):
            component = recompose(where, i, component, player=player)
        else:
            component = recompose(where, i, component)
    return component
