"""Kinds of value: what the one search computes (:class:`Kind`), and the two of impartial play.

A kind says which positions a position's value needs (``children(game)``: by
default the game's ``options``; a kind may also return a context, such as how
many of the children are Left's options), how the value follows from theirs
(``combine``: ``mex`` for Grundy values), whether a position that the game's
``decompose`` splits into a disjunctive sum is the sum of its components'
values (``add``: xor for Grundy values; ``None`` for misère play, where sums do
not decompose), and which hook of the game gives a value without search
(``hint``: ``grundy_hint`` for Grundy values). :data:`cgt.GRUNDY` and
:data:`cgt.MISERE` are defined here; the partizan engine adds canonical forms.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Optional

from .errors import NotAGameError
from .game import Game
from .nimbers import mex_unchecked

__all__ = ["Kind", "GRUNDY", "MISERE", "xor_all"]


class Kind:
    """A kind of value the solver computes: how a value follows from the children's.

    Subclass it to teach the one search a new kind of value; every method has
    a default fitting an impartial value computed from ``options``.

    Parameters
    ----------
    name : str
        A short name, unique among kinds (the key of the kind's table in each
        game's solver).

    Examples
    --------
    The number of moves of the longest play from a position (the height of its
    game tree), as a kind:

    >>> import cgt
    >>> class Height(cgt.Kind):
    ...     add = None                      # a sum's height is not the sum's
    ...     def combine(self, values, context=None):
    ...         return 1 + max(values) if values else 0
    >>> class TakeOneOrTwo:
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k >= 0]
    >>> cgt.evaluate(TakeOneOrTwo(), 10, Height("height"))
    10
    """

    #: How the values of a decomposed position's components add up (a callable
    #: on a list of values), or ``None`` when the kind does not decompose.
    add: Optional[Callable[[list[Any]], Any]] = None
    #: The name of the game's hook that gives a value without search, if any.
    hint: Optional[str] = None
    #: Bytes of memory one position in this kind's table costs (key, value and
    #: the table's entry), from which the default budget follows.
    position_bytes: int = 250
    #: Whether the table's positions are the game's own, so that the game's
    #: ``estimated_positions`` applies; a kind that searches keys of its own
    #: (the misere outcomes of partizan sums) says no.
    estimated: bool = True

    def __init__(self, name: str) -> None:
        self.name = name

    def children(self, game: Game) -> tuple[Callable[[Any], Any], bool]:
        """Return ``(expand, with_context)`` for `game`.

        ``expand(position)`` returns the positions whose values the value of
        `position` needs; when ``with_context`` is true it returns a pair
        ``(positions, context)`` and the context is handed to :meth:`combine`.
        The default is the game's ``options`` (no context).

        Raises
        ------
        NotAGameError
            If `game` has no ``options`` method.
        """
        options = getattr(game, "options", None)
        if not callable(options):
            raise NotAGameError(
                f"{game!r} of type {type(game).__name__} is not a game: "
                "it has no options(position) method"
            )
        return options, False

    def children_split(self, game: Game) -> bool:
        """Return whether the children ``children(game)`` gives are components already.

        Then the search asks the game's ``decompose`` only of the position it
        is given, not of each child (the default: no, every child is asked).
        """
        return False

    def combine(self, values: list[Any], context: Any = None) -> Any:
        """Return the value of a position from the values of its children."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<kind {self.name}>"


def xor_all(values: list[int]) -> int:
    total = 0
    for v in values:
        total ^= v
    return total


def _misere_mex(values: list[int], context: Any = None) -> int:
    # A terminal position is a win for the player who cannot move: value 1.
    return mex_unchecked(values) if values else 1


class _Grundy(Kind):
    add = staticmethod(xor_all)
    hint = "grundy_hint"
    combine = staticmethod(mex_unchecked)  # type: ignore[assignment]


class _Misere(Kind):
    combine = staticmethod(_misere_mex)  # type: ignore[assignment]


#: Grundy values (nim values) under normal play: ``mex`` of the options'
#: values; a sum is the xor of its components; the game's ``grundy_hint``.
GRUNDY: Kind = _Grundy("grundy")
#: Misere nim values (CGSuite's ``MisereNimValue``): 1 for a terminal
#: position, else ``mex`` of the options' values; sums do not decompose.
MISERE: Kind = _Misere("misere")
