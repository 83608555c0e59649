"""A position that knows its game: CGSuite's way of asking about a board.

In CGSuite a ruleset called on a board is a game value one asks questions of:
``game.grid.Domineering("..|..").CanonicalForm``. Here a ruleset called on a
position's text (or any game with a position) gives a :class:`GamePosition`,
whose attributes are the questions, answered by the functions that take
``(game, position)`` (:func:`cgt.canonical_form`, :func:`cgt.outcome`,
:func:`cgt.winning_moves`...), so there is one implementation of each:

>>> import cgt
>>> from cgt.games import Domineering, Clobber
>>> p = Domineering()("...|...")
>>> p
Domineering()('...|...')
>>> p.canonical_form, p.outcome, p.temperature
(CanonicalForm.parse('{2|-1/2}'), Outcome.N, Fraction(5, 4))

``+`` is the disjunctive sum (of positions of any games, as :class:`cgt.Sum`),
``-`` the negative where the ruleset has the hook ``negative(position)``:

>>> s = p + Clobber()("xo")
>>> s, s.canonical_form
(Domineering()('...|...') + Clobber()('xo'), CanonicalForm.parse('{2*|-1/2*}'))
>>> (p - p).canonical_form
CanonicalForm.parse('0')

A position does not add to a value: write ``p.canonical_form + 1``, which is
what CGSuite's ``G + 1`` means.
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from typing import Any, Optional

from ..errors import InvalidPositionError, NotAGameError, NotAValueError, UnhashablePositionError
from ..game import Game, Outcome, is_partizan, side_options
from ..outcomes import outcome, winning_moves
from ..partizan.engine import canonical_form
from ..partizan.sensible import sensible_lines, sensible_options
from ..partizan.values import CanonicalForm
from ..solver import grundy
from ..sums import Sum
from .grid.board import Board

__all__ = ["GamePosition", "position_text"]


def position_text(position: Any) -> str:
    """Return a position as one line (``cgt value``, ``cgt solve``, a batch's rows): a board's rows joined by '|'.

    Examples
    --------
    >>> from cgt.games import Grid
    >>> position_text(Grid("..|.#")), position_text((1, 2))
    ('..|.#', '(1, 2)')
    """
    return "|".join(position.rows()) if isinstance(position, Board) else str(position)


class _Questions(type):
    # help(GamePosition) lists the questions, not the operators and object's boilerplate.
    def __dir__(cls) -> list[str]:
        return sorted(name for name in vars(cls) if not name.startswith("_"))


class GamePosition(metaclass=_Questions):
    """A position of a game, with the questions about it as attributes.

    Rulesets written as text make one when called: ``Domineering()("..|..")``
    is ``GamePosition(Domineering(), Grid("..|.."))``. Any game can be given
    directly, with a position it accepts.

    Parameters
    ----------
    game : Game
        The ruleset: ``options``, or ``left_options`` and ``right_options``.
    position : hashable
        A position of `game`; text is read by the game's ``position(text)``
        where it has one.

    Raises
    ------
    NotAGameError, UnhashablePositionError, InvalidPositionError
        If `game` has no options, `position` is not hashable, or the text is
        not a position of the game.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Nim
    >>> heaps = cgt.GamePosition(Nim(), (1, 2))
    >>> heaps, heaps.grundy, heaps.canonical_form, heaps.outcome
    (GamePosition(Nim(), (1, 2)), 3, CanonicalForm.parse('*3'), Outcome.N)
    """

    __slots__ = ("game", "position", "__weakref__")

    def __init__(self, game: Game, position: Hashable) -> None:
        if not (callable(getattr(game, "options", None)) or is_partizan(game)):
            raise NotAGameError(
                f"GamePosition: {game!r} of type {type(game).__name__} is not a game: "
                "it has no options(position) method (nor left_options and right_options)"
            )
        if isinstance(position, GamePosition):
            if position.game != game:
                raise InvalidPositionError(f"GamePosition: {position!r} is a position of {position.game!r}, not of {game!r}")
            position = position.position
        elif isinstance(position, str) and callable(getattr(game, "position", None)):
            try:
                position = game.position(position)  # type: ignore[attr-defined]
            except InvalidPositionError as error:
                # The text may be another ruleset's board: say whose text was expected.
                raise InvalidPositionError(f"{game!r}: {error}") from None
        try:
            hash(position)
        except TypeError:
            raise UnhashablePositionError(
                f"GamePosition: position {position!r} of type {type(position).__name__} of {game!r} is not "
                "hashable (use a tuple instead of a list, a frozenset instead of a set)"
            ) from None
        self.game = game
        self.position = position

    def _at(self, position: Hashable) -> "GamePosition":
        """Another position of the same game, unchecked (it came from the game)."""
        p = object.__new__(GamePosition)
        p.game, p.position = self.game, position
        return p

    # -- the questions -----------------------------------------------------------

    @property
    def canonical_form(self) -> CanonicalForm:
        """The value: :func:`cgt.canonical_form` (a loopy game's stopper or sided value)."""
        return canonical_form(self.game, self.position)

    @property
    def outcome(self) -> Outcome:
        """Who wins: :func:`cgt.outcome`."""
        return outcome(self.game, self.position)

    @property
    def misere_outcome(self) -> Outcome:
        """Who wins when the player who cannot move wins: :func:`cgt.outcome` with ``misere=True``."""
        return outcome(self.game, self.position, misere=True)

    @property
    def grundy(self) -> int:
        """The nim value of an impartial game's position: :func:`cgt.grundy`."""
        return grundy(self.game, self.position)

    @property
    def left_options(self) -> list["GamePosition"]:
        """The positions after each move of Left (an impartial game's :attr:`options`)."""
        if not is_partizan(self.game):
            return self.options
        return [self._at(q) for q in side_options(self.game)[0](self.position)]

    @property
    def right_options(self) -> list["GamePosition"]:
        """The positions after each move of Right (an impartial game's :attr:`options`)."""
        if not is_partizan(self.game):
            return self.options
        return [self._at(q) for q in side_options(self.game)[1](self.position)]

    @property
    def options(self) -> list["GamePosition"]:
        """The positions after each move of an impartial game (``option_moves`` where it has them); NotAGameError if partizan."""
        if is_partizan(self.game):
            raise NotAGameError(f"{self!r}: {self.game!r} is partizan; ask for left_options and right_options")
        moves = getattr(self.game, "option_moves", None)
        if callable(moves):
            return [self._at(q) for _, q in moves(self.position)]
        return [self._at(q) for q in self.game.options(self.position)]

    @property
    def left_moves(self) -> list[tuple[Any, "GamePosition"]]:
        """``(move, position)`` of each move of Left, where the game names its moves (``left_moves``), else NotAGameError."""
        return self._moves("left_moves")

    @property
    def right_moves(self) -> list[tuple[Any, "GamePosition"]]:
        """``(move, position)`` of each move of Right, where the game names its moves (``right_moves``), else NotAGameError."""
        return self._moves("right_moves")

    def _moves(self, hook: str) -> list[tuple[Any, "GamePosition"]]:
        moves = getattr(self.game, hook, None)
        if not callable(moves) and not is_partizan(self.game):
            moves = getattr(self.game, "option_moves", None)
        if not callable(moves):
            raise NotAGameError(f"{self!r}: {self.game!r} does not name its moves (no {hook}(position) hook)")
        return [(move, self._at(q)) for move, q in moves(self.position)]

    def winning_moves(self, player: Optional[str] = None, *, misere: bool = False) -> list["GamePosition"]:
        """Return the positions after the winning moves of `player` ("left" or "right", required in a partizan game), under misere play if asked: :func:`cgt.winning_moves`."""
        return [self._at(q) for q in winning_moves(self.game, self.position, player, misere=misere)]

    @property
    def sensible_left_options(self) -> list["GamePosition"]:
        """Left's sensible options: one real move for each left option of the canonical form (:func:`cgt.sensible_left_options`)."""
        return [self._at(q) for q in sensible_options(self.game, self.position, "left")]

    @property
    def sensible_right_options(self) -> list["GamePosition"]:
        """Right's sensible options: one real move for each right option of the canonical form (:func:`cgt.sensible_right_options`)."""
        return [self._at(q) for q in sensible_options(self.game, self.position, "right")]

    def sensible_lines(self, player: str) -> list[list["GamePosition"]]:
        """Return the sensible lines of `player` ("left" or "right"), one for each canonical option: :func:`cgt.sensible_lines`."""
        return [[self._at(q) for q in line] for line in sensible_lines(self.game, self.position, player)]

    @property
    def thermograph(self) -> Any:
        """The thermograph of the value (:meth:`cgt.CanonicalForm.thermograph`)."""
        return self.canonical_form.thermograph()

    @property
    def temperature(self) -> Fraction:
        """The temperature of the value."""
        return self.canonical_form.temperature

    @property
    def mean(self) -> Fraction:
        """The mean value."""
        return self.canonical_form.mean

    @property
    def atomic_weight(self) -> Any:
        """The atomic weight of an all-small value (:attr:`cgt.CanonicalForm.atomic_weight`)."""
        return self.canonical_form.atomic_weight

    # -- sums and negatives -------------------------------------------------------

    @property
    def components(self) -> list["GamePosition"]:
        """The summands of a sum of positions; ``[self]`` for a position of one game."""
        if isinstance(self.game, Sum) and isinstance(self.position, tuple):
            return [GamePosition(g, x) for g, x in zip(self.game.games, self.position)]
        return [self]

    def __add__(self, other: object) -> "GamePosition":
        if not isinstance(other, GamePosition):
            raise NotAValueError(
                f"{self!r} + {other!r}: a position adds to a position (the disjunctive sum); "
                "for a value, add to its canonical_form"
            )
        parts = self.components + other.components
        return GamePosition(Sum(*[p.game for p in parts]), tuple(p.position for p in parts))

    def __radd__(self, other: object) -> "GamePosition":
        # sum(positions) starts from 0.
        if type(other) is int and other == 0:
            return self
        raise NotAValueError(
            f"{other!r} + {self!r}: a position adds to a position (the disjunctive sum); "
            "for a value, add to its canonical_form"
        )

    def __neg__(self) -> "GamePosition":
        if isinstance(self.game, Sum):
            negated = [-p for p in self.components]
            return GamePosition(Sum(*[p.game for p in negated]), tuple(p.position for p in negated))
        negative = getattr(self.game, "negative", None)
        if callable(negative):
            return self._at(negative(self.position))
        if not is_partizan(self.game):
            return self  # an impartial game is its own negative
        raise NotAGameError(
            f"-{self!r}: {self.game!r} has no negative(position) hook, so the negative is not a position of it"
        )

    def __sub__(self, other: object) -> "GamePosition":
        if not isinstance(other, GamePosition):
            raise NotAValueError(
                f"{self!r} - {other!r}: a position subtracts a position; for a value, use its canonical_form"
            )
        return self + (-other)

    # -- identity and pictures ----------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GamePosition) and other.game == self.game and other.position == self.position

    def __hash__(self) -> int:
        return hash((GamePosition, self.game, self.position))

    def __repr__(self) -> str:
        parts = self.components
        if len(parts) > 1:
            return " + ".join(map(repr, parts))
        if callable(getattr(self.game, "text", None)) and callable(self.game):
            return f"{self.game!r}({self._text()!r})"
        return f"GamePosition({self.game!r}, {self.position!r})"

    def __str__(self) -> str:
        parts = self.components
        if len(parts) > 1:
            return " + ".join(p._text() for p in parts)
        return str(self.position)

    def _text(self) -> str:
        """The position's text on one line where the game writes it (a board's rows joined by ``|``)."""
        text = getattr(self.game, "text", None)
        return text(self.position) if callable(text) else str(self.position)

    def _repr_svg_(self) -> Optional[str]:
        draw = getattr(self.position, "_repr_svg_", None)
        return draw() if callable(draw) else None
