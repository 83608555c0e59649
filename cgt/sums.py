"""Disjunctive sums of games, and the other compounds of Winning Ways ch. 9.

In the disjunctive sum ``G + H`` a move is a move in exactly one component. By
the Sprague-Grundy theorem its Grundy value is the nim-sum of the components'
values, and the canonical form of a sum of partizan games is the sum (``+``)
of the components' canonical forms, so the solver never builds the product
game: :class:`Sum` tells it how to split a position (``decompose``) and how to
put it back together (``recompose``).

The other compounds are games too, solved by the same search: the
*conjunctive* sum (:class:`ConjunctiveSum`, ``G ∧ H``: a move is a move in
every component, and play ends when any component ends), the *selective* sum
(:class:`SelectiveSum`, ``G ∨ H``: a move in any nonempty set of components),
the *ordinal* product (:class:`OrdinalProduct`) and the *Conway* product
(:class:`ConwayProduct`), as CGSuite's ``CompoundGame`` defines them (but
for the selective sum: see :class:`SelectiveSum`). Who wins a conjunctive
sum follows from its components' *remoteness* (:func:`remoteness`), and who
wins a continued conjunctive sum of impartial games (play goes on while any
component can move) from their *suspense* (:func:`suspense`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any, Optional

from itertools import product

from .errors import InvalidPositionError, NotAGameError
from .game import Game, player_side, side_options, is_partizan
from .kinds import Kind
from .search import solver_for

__all__ = ["Sum", "ConjunctiveSum", "SelectiveSum", "OrdinalProduct", "ConwayProduct", "REMOTENESS", "SUSPENSE",
           "remoteness", "suspense"]


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


class _OwnMembers(type):
    # help(cgt.ConjunctiveSum) shows what the compound defines, not its base's plumbing again.
    def __dir__(cls) -> list[str]:
        return sorted({"__class__", "__doc__", "__module__", *vars(cls)})


class _Compound(metaclass=_OwnMembers):
    """A compound of component games (a position: a tuple of theirs), impartial when they all are."""

    __slots__ = ("games", "_moves", "__weakref__")
    #: The class of the compound when a component is partizan (set below for each compound).
    partizan_class: type
    arity: Optional[int] = None

    def __new__(cls, *games: Game) -> "_Compound":
        if any(is_partizan(game) for game in games):
            cls = cls.partizan_class
        return object.__new__(cls)

    def __init__(self, *games: Game) -> None:
        name = type(self).__name__
        if len(games) < 2 or self.arity is not None and len(games) != self.arity:
            raise NotAGameError(f"{name}() needs {self.arity or 'at least 2'} component games, not {len(games)}")
        for i, game in enumerate(games):
            if not (callable(getattr(game, "options", None)) or is_partizan(game)):
                raise NotAGameError(f"{name}: component {i}, {game!r} of type {type(game).__name__}, is not a game: "
                                    "it has no options(position) method (nor left_options and right_options)")
        self.games: tuple[Game, ...] = games
        self._moves = tuple(side_options(game) for game in games)

    def _check(self, position: Any, sizes: tuple[int, ...] = ()) -> tuple[Any, ...]:
        if not isinstance(position, tuple) or len(position) not in (sizes or (len(self.games),)):
            raise InvalidPositionError(f"{position!r} is not a position of {self!r}: "
                                       f"expected a tuple of {len(self.games)} component positions")
        return position

    def moves(self, position: Any, side: int) -> Iterator[Any]:
        """The positions after a move of `side` (0 Left, 1 Right) from `position`."""
        raise NotImplementedError

    def options(self, position: Any) -> list[Any]:
        """The positions after one move (every component impartial: both players move alike)."""
        return list(self.moves(position, 0))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.games == self.games  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.games))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, self.games))})"


class _Partizan:
    """What a compound with a partizan component is: Left and Right move apart, and no common options."""

    __slots__ = ()
    options = None

    def left_options(self, position: Any) -> list[Any]:
        """The positions after one move of Left."""
        return list(self.moves(position, 0))  # type: ignore[attr-defined]

    def right_options(self, position: Any) -> list[Any]:
        """The positions after one move of Right."""
        return list(self.moves(position, 1))  # type: ignore[attr-defined]


def _partizan_twin(cls: type) -> type:
    doc = f"A {cls.__name__} with a partizan component: Left and Right move apart (see {cls.__name__})."
    cls.partizan_class = type(cls.__name__, (_Partizan, cls), {"__slots__": (), "__module__": cls.__module__,
                                                              "__doc__": doc})
    return cls


@_partizan_twin
class ConjunctiveSum(_Compound):
    """The conjunctive sum ``G ∧ H ∧ ...``: a move is a move in every component (CGSuite's ``ConjunctiveSum``).

    ``G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}``: play ends as soon as one component
    ends, and the player who cannot move in it loses (Winning Ways ch. 9,
    "all at once"). A position is a tuple of component positions. Impartial
    components make an impartial game; with a partizan one, the compound is
    partizan (``left_options`` and ``right_options``). Its winner follows from
    the components' :func:`remoteness`.

    Parameters
    ----------
    *games : Game
        The components, at least two.

    Raises
    ------
    NotAGameError
        If fewer than two components are given, or one is not a game.

    Examples
    --------
    Two Nim heaps played all at once: the game ends when one heap is empty.

    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> c = cgt.ConjunctiveSum(nim, nim)
    >>> c.options(((2,), (1,)))
    [((0,), (0,)), ((1,), (0,))]
    >>> cgt.outcome(c, ((2,), (1,))), cgt.remoteness(nim, (1,))
    (Outcome.N, 1)
    >>> print(cgt.canonical_form(cgt.ConjunctiveSum(cgt.games.Domineering(), nim), ("..|..", (3,))))
    +-1
    """

    __slots__ = ()

    def moves(self, position: Any, side: int) -> Iterator[Any]:
        """The positions after a move of `side` (0 Left, 1 Right) in every component."""
        position = self._check(position)
        return product(*(moves[side](p) for moves, p in zip(self._moves, position)))


@_partizan_twin
class SelectiveSum(_Compound):
    """The selective sum ``G ∨ H ∨ ...``: a move is a move in any nonempty set of components (CGSuite's ``SelectiveSum``).

    ``G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}``:
    play ends when no component can move (Winning Ways ch. 9). A position is
    a tuple of component positions. CGSuite's ``SelectiveSum`` differs: after
    its first move the play goes on as a disjunctive sum (a move in one
    component) or a conjunctive one (in both), not as a selective sum, so its
    values differ where a component is hot or has moves left after a move in
    one component (CGSuite 2.2 prints ``*5 SelectiveSum *6`` as ``*8``).

    Parameters
    ----------
    *games : Game
        The components, at least two.

    Raises
    ------
    NotAGameError
        If fewer than two components are given, or one is not a game.

    Examples
    --------
    >>> import cgt
    >>> s = cgt.SelectiveSum(cgt.games.Nim(), cgt.games.Nim())
    >>> s.options(((1,), (1,)))
    [((0,), (1,)), ((1,), (0,)), ((0,), (0,))]
    >>> cgt.grundy(s, ((5,), (6,)))      # *11 (CGSuite's SelectiveSum, which plays on by other rules, prints *8)
    11
    """

    __slots__ = ()

    def moves(self, position: Any, side: int) -> Iterator[Any]:
        """The positions after a move of `side` (0 Left, 1 Right) in one or more components."""
        position = self._check(position)
        n = len(position)
        for chosen in range(1, 1 << n):
            yield from product(*(moves[side](p) if chosen >> i & 1 else (p,)
                                 for i, (moves, p) in enumerate(zip(self._moves, position))))


@_partizan_twin
class OrdinalProduct(_Compound):
    """The ordinal product ``G ⊛ H`` of two games (CGSuite's ``OrdinalProduct``).

    ``G ⊛ H = {G⊛H^L : G^L, G⊛H^R : -G^R | G⊛H^L : G^R, G⊛H^R : -G^L}``
    (``:`` the ordinal sum): on Hackenbush stalks, every blue edge of ``H``
    replaced by a copy of ``G`` and every red one by ``-G``. A position is
    ``(g, h)``; the positions play reaches are ``(g, h, sign, y)``,
    ``G⊛h : sign·y``, ``y`` a position of ``G`` played by Left (sign 1) or
    with the roles exchanged (sign -1).

    Parameters
    ----------
    g, h : Game
        The two factors.

    Raises
    ------
    NotAGameError
        If a factor is not a game.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> cgt.grundy(cgt.OrdinalProduct(nim, nim), ((5,), (6,)))      # CGSuite: *5 OrdinalProduct *6 is *30
    30
    """

    __slots__ = ()
    arity = 2

    def moves(self, position: Any, side: int) -> Iterator[Any]:
        """The positions after a move of `side` (0 Left, 1 Right): in ``H``, replacing the top, or in the top."""
        g, h, sign, y = self._check(position, (2, 4)) + (0, None)[len(position) - 2:]
        g_moves, h_moves = self._moves
        for p in (0, 1):  # a move of H's player p puts +-G on top (a Right move: -G, whose moves are G's Right ones)
            for h_option in h_moves[p](h):
                for y_option in g_moves[side if p == 0 else 1 - side](g):
                    yield g, h_option, 1 - 2 * p, y_option
        if sign:
            for y_option in g_moves[side if sign > 0 else 1 - side](y):
                yield g, h, sign, y_option


@_partizan_twin
class ConwayProduct(_Compound):
    """The Conway product ``G · H`` of two games (CGSuite's ``ConwayProduct``; on numbers, their product).

    ``G · H = {G^L·H + G·H^L - G^L·H^L, G^R·H + G·H^R - G^R·H^R |
    G^L·H + G·H^R - G^L·H^R, G^R·H + G·H^L - G^R·H^L}`` (Conway, *On Numbers
    and Games*, ch. 1): its options are sums, so the game gives them as
    :func:`cgt.canonical_form` takes them, with the hook ``option_summands``
    (each option as the products it adds and subtracts), and has no
    ``options`` or ``left_options`` of its own. A position is ``(g, h)``.

    Parameters
    ----------
    g, h : Game
        The two factors.

    Raises
    ------
    NotAGameError
        If a factor is not a game.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> print(cgt.canonical_form(cgt.ConwayProduct(nim, nim), ((5,), (6,))))    # *5 · *6 = *(5 ⊗ 6), CGSuite's *8
    *8
    >>> print(cgt.canonical_form(cgt.ConwayProduct(cgt.games.Domineering(), nim), ("...", (1,))))
    *
    """

    __slots__ = ()
    arity = 2
    options = None

    def option_summands(self, position: Any) -> tuple[list[tuple[tuple[Any, bool], ...]], int]:
        """Every option as ``((G^X·H, False), (G·H^Y, False), (G^X·H^Y, True))``, Left's first; and how many are Left's."""
        g, h = self._check(position)
        g_moves, h_moves = self._moves
        options = []
        for side in (0, 1):
            for p in (0, 1):  # G^p with H^p for Left, with H^(opposite of p) for Right
                for x in g_moves[p](g):
                    for y in h_moves[p if side == 0 else 1 - p](h):
                        options.append((((x, h), False), ((g, y), False), ((x, y), True)))
            if side == 0:
                lefts = len(options)
        return options, lefts

    def left_options(self, position: Any) -> list[Any]:
        """Refused: an option of a Conway product is a sum of products, not a position (use :func:`cgt.canonical_form`)."""
        raise NotAGameError(f"{self!r}: the options of {position!r} are sums of products, not positions; "
                            "its value is cgt.canonical_form's (option_summands)")

    right_options = left_options


ConwayProduct.partizan_class = ConwayProduct


def _remote(values: list[int], fast: bool) -> int:
    # Winning Ways ch. 9: the winner (some option of even count) moves to an even one, fastest (conjunctive play) or
    # slowest (continued play); the loser, to an odd one, slowest or fastest.
    even = [v for v in values if v % 2 == 0]
    if even:
        return 1 + (min(even) if fast else max(even))
    return 1 + (max(values) if fast else min(values)) if values else 0


class _Countdown(Kind):
    """Remoteness or suspense, ``(with Left to move, with Right to move)``: ``combine`` by Winning Ways' rules."""

    def __init__(self, name: str, fast: bool) -> None:
        super().__init__(name)
        self.fast = fast

    def children(self, game: Game) -> tuple[Any, bool]:
        left, right = side_options(game)

        def expand(position: Hashable) -> tuple[list[Hashable], int]:
            lefts = list(left(position))
            return lefts + list(right(position)), len(lefts)

        return expand, True

    def combine(self, values: list[Any], context: Any = None) -> tuple[int, int]:
        return (_remote([v[1] for v in values[:context]], self.fast),
                _remote([v[0] for v in values[context:]], self.fast))


#: Remoteness (Winning Ways ch. 9), as a kind of value of the one search: a pair, with Left to move and with Right to move.
REMOTENESS: Kind = _Countdown("remoteness", fast=True)
#: Suspense (Winning Ways ch. 9), as a kind of value of the one search: a pair, with Left to move and with Right to move.
SUSPENSE: Kind = _Countdown("suspense", fast=False)


def remoteness(game: Game, position: Hashable, player: str = "left") -> int:
    """Return the remoteness of `position` with `player` to move: how long its winner makes it last, all at once.

    Winning Ways ch. 9: a position with no move has remoteness 0; else, if an
    option has even remoteness, one more than the least even one (the winner
    hurries), otherwise one more than the greatest (the loser delays). The
    player to move wins when it is odd. In a conjunctive sum
    (:class:`ConjunctiveSum`) the component of least remoteness ends the play,
    so the player to move wins exactly when the least remoteness of the
    components is odd (the slow-but-sure rule of play all at once).

    Parameters
    ----------
    game : Game
        Any game (impartial: `player` does not matter).
    position : hashable
        A position of `game`.
    player : {"left", "right"}, optional
        Who moves first.

    Returns
    -------
    int

    Raises
    ------
    InvalidValueError
        If `player` is neither ``"left"`` nor ``"right"``.
    LoopyGameError
        If a position can be reached from itself.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> [cgt.remoteness(nim, (n,)) for n in range(4)]        # take the heap at once: 1
    [0, 1, 1, 1]
    >>> cgt.remoteness(cgt.games.Domineering(), "...|...", "right")
    3
    """
    side = player_side(player, "remoteness")
    return solver_for(game).table(REMOTENESS).value(position)[side]  # type: ignore[no-any-return]


def suspense(game: Game, position: Hashable, player: str = "left") -> int:
    """Return the suspense number of `position` with `player` to move: how long its winner makes it last, continued.

    Winning Ways ch. 9: a position with no move has suspense 0; else, if an
    option has even suspense, one more than the greatest even one (the winner
    delays), otherwise one more than the least (the loser hurries). The player
    to move wins when it is odd. In a continued conjunctive sum of impartial
    games (every component that can move is moved in, until none can) the
    component of greatest suspense ends the play: the player to move wins
    exactly when the greatest suspense of the components is odd. (Not so of
    partizan components: one in which the player to move cannot move has not
    ended while the other player can.)

    Parameters
    ----------
    game : Game
        Any game (impartial: `player` does not matter).
    position : hashable
        A position of `game`.
    player : {"left", "right"}, optional
        Who moves first.

    Returns
    -------
    int

    Raises
    ------
    InvalidValueError
        If `player` is neither ``"left"`` nor ``"right"``.
    LoopyGameError
        If a position can be reached from itself.

    Examples
    --------
    >>> import cgt
    >>> nim = cgt.games.Nim()
    >>> [cgt.suspense(nim, (n,)) for n in range(4)]         # the winner must empty the heap: 1
    [0, 1, 1, 1]
    >>> cgt.suspense(cgt.games.Domineering(), "...|...", "right")
    3
    """
    side = player_side(player, "suspense")
    return solver_for(game).table(SUSPENSE).value(position)[side]  # type: ignore[no-any-return]
