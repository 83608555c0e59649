"""Canonical forms of game positions: the partizan kind of value of the one search.

A *partizan* game is any object with ``left_options(position)`` and
``right_options(position)``. Its value is the canonical form
``{left options' values | right options' values}``, computed by the solver's
one memoizing, iterative search (:mod:`cgt.solver`) as the kind
:data:`CANONICAL_FORM`: a position needs the values of Left's options and
then Right's (the context says how many are Left's), the value follows by
:meth:`CanonicalForm.from_options <cgt.partizan.values.CanonicalForm.from_options>`,
and a position that the game's ``decompose`` splits is the sum (``+``) of its
components' values. The values live in the game's own cache, beside its
Grundy values, and a cycle raises :class:`~cgt.LoopyGameError`.

An impartial game (``options`` only) is the special case in which both
players have the same options; its canonical forms are the nimbers ``*g``,
``g`` its Grundy value.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Optional

from ..errors import InvalidValueError
from ..game import Game, Outcome
from ..solver import Kind, evaluate
from ..solver import outcome as _impartial_outcome
from ..solver import winning_moves as _impartial_winning_moves
from .values import ZERO, CanonicalForm

__all__ = ["CANONICAL_FORM", "canonical_form", "is_partizan", "outcome", "winning_moves"]

_PLAYERS = ("left", "right")


def is_partizan(game: object) -> bool:
    """Return whether `game` has its own ``left_options`` and ``right_options``.

    Examples
    --------
    >>> import cgt
    >>> cgt.is_partizan(cgt.games.Domineering()), cgt.is_partizan(cgt.games.Nim())
    (True, False)
    """
    return callable(getattr(game, "left_options", None)) and callable(getattr(game, "right_options", None))


def _add_all(values: list[CanonicalForm]) -> CanonicalForm:
    if not values:
        return ZERO
    total = values[0]
    for value in values[1:]:
        total = total + value
    return total


class _CanonicalForms(Kind):
    """Canonical forms: ``{values of Left's options | values of Right's options}``."""

    add = staticmethod(_add_all)
    hint = "canonical_form_hint"

    def children(self, game: Game) -> tuple[Callable[[Any], Any], bool]:
        if is_partizan(game):
            left = game.left_options  # type: ignore[attr-defined]
            right = game.right_options  # type: ignore[attr-defined]

            def expand(position: Hashable) -> tuple[list[Hashable], int]:
                lefts = left(position)
                if type(lefts) is not list:
                    lefts = list(lefts)
                # The context: how many of the children are Left's options.
                return lefts + list(right(position)), len(lefts)

            return expand, True
        options, _ = super().children(game)

        def expand_impartial(position: Hashable) -> tuple[list[Hashable], int]:
            return list(options(position)), -1  # -1: both players have these options

        return expand_impartial, True

    def combine(self, values: list[Any], context: Any = None) -> CanonicalForm:
        if context < 0:
            return CanonicalForm.from_options(values, values)
        return CanonicalForm.from_options(values[:context], values[context:])


#: Canonical forms of partizan (and impartial) positions, as a kind of value of
#: the one search (:func:`cgt.evaluate`); the game's optional hook
#: ``canonical_form_hint(position)`` may give a value without search.
CANONICAL_FORM: Kind = _CanonicalForms("canonical form")


def canonical_form(game: Game, position: Hashable) -> CanonicalForm:
    """Return the canonical form of `position`: its value as a partizan game.

    Values are memoized in the game's cache, like Grundy values; the search is
    iterative, so depth is limited by memory, not by the recursion limit.

    Parameters
    ----------
    game : Game
        A partizan game (``left_options`` and ``right_options``) or an
        impartial one (``options``: both players move alike). The hooks
        ``decompose`` (the value of a sum is the sum of its components'
        values) and ``canonical_form_hint`` are honoured.
    position : hashable
        A position of `game`.

    Returns
    -------
    CanonicalForm
        The interned canonical form.

    Raises
    ------
    NotAGameError
        If `game` has neither ``left_options``/``right_options`` nor ``options``.
    UnhashablePositionError
        If `position`, or a position reached from it, is unhashable.
    LoopyGameError
        If a position can be reached from itself (``.cycle`` gives the cycle).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> cgt.canonical_form(Domineering(), Domineering().position("..|.."))
    CanonicalForm.parse('+-1')
    >>> g = cgt.canonical_form(Domineering(), "...|...")
    >>> g, g.temperature
    (CanonicalForm.parse('{2|-1/2}'), Fraction(5, 4))
    >>> cgt.canonical_form(cgt.games.Nim(), (1, 2))     # impartial: the nimber *G
    CanonicalForm.parse('*3')
    """
    return evaluate(game, position, CANONICAL_FORM)  # type: ignore[no-any-return]


def outcome(game: Game, position: Hashable, *, misere: bool = False) -> Outcome:
    """Return the outcome class of `position`: L, R, N or P for a partizan game, P or N otherwise.

    L: Left wins whoever starts; R: Right does; N: the player to move wins;
    P: the player to move loses. An impartial game's outcome is P or N, from
    its Grundy value (or, with ``misere=True``, its misere nim value).

    Parameters
    ----------
    game : Game
        A partizan or an impartial game.
    position : hashable
        A position of `game`.
    misere : bool, optional
        Misere play, for impartial games only.

    Returns
    -------
    Outcome

    Raises
    ------
    InvalidValueError
        If ``misere=True`` is asked of a partizan game.
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
    """
    if not is_partizan(game):
        return _impartial_outcome(game, position, misere=misere)
    if misere:
        raise InvalidValueError(f"outcome: misere play is supported for impartial games only, not {game!r}")
    return canonical_form(game, position).outcome  # type: ignore[no-any-return]


def winning_moves(
    game: Game, position: Hashable, player: Optional[str] = None, *, misere: bool = False
) -> list[Hashable]:
    """Return the winning moves of `player` from `position`, as the positions they lead to.

    In a partizan game a move of Left wins when its option is ``>= 0`` (Left,
    having moved, wins with Right to move), a move of Right when its option
    is ``<= 0``. An impartial game's winning moves are its options of Grundy
    value 0 (or misere nim value 0), the same for both players.

    Parameters
    ----------
    game : Game
        A partizan or an impartial game.
    position : hashable
        A position of `game`.
    player : {"left", "right"}, optional
        Whose moves; required for a partizan game.
    misere : bool, optional
        Misere play, for impartial games only.

    Returns
    -------
    list
        The options that win, in the order the game lists them; empty when
        the player has no winning move.

    Raises
    ------
    InvalidValueError
        If `player` is not ``"left"`` or ``"right"`` (or is missing for a
        partizan game), or ``misere=True`` is asked of a partizan game.
    NotAGameError, UnhashablePositionError, LoopyGameError
        As :func:`canonical_form`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> cgt.winning_moves(Domineering(), "...|...", "left")    # the middle column leaves 1 + 1
    [Grid('.#.|.#.')]
    >>> cgt.winning_moves(Domineering(), ".#|..", "right")       # * = {0|0}: Right's move to 0 wins
    [Grid('#')]
    >>> cgt.winning_moves(cgt.games.Nim(), (1, 2))
    [(1, 1)]
    """
    if player is not None and player not in _PLAYERS:
        raise InvalidValueError(f"winning_moves: player {player!r} is not 'left' or 'right'")
    if not is_partizan(game):
        return _impartial_winning_moves(game, position, misere=misere)
    if misere:
        raise InvalidValueError(f"winning_moves: misere play is supported for impartial games only, not {game!r}")
    if player is None:
        raise InvalidValueError(
            f"winning_moves: {game!r} is a partizan game; say whose moves, player='left' or player='right'"
        )
    if player == "left":
        return [q for q in game.left_options(position) if canonical_form(game, q) >= 0]  # type: ignore[attr-defined]
    return [q for q in game.right_options(position) if canonical_form(game, q) <= 0]  # type: ignore[attr-defined]
