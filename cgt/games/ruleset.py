"""What the board games written as text share: reading positions, equality, repr, estimates of a search."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar, Optional

from ..errors import InvalidPositionError
from ..partizan.engine import CANONICAL_FORM
from ..search import count_positions
from .position import GamePosition

__all__ = ["TextRuleset", "EstimatedRuleset", "counted_estimate", "COUNTED_POSITIONS"]

#: Up to how many positions a ruleset's ``estimated_positions`` counts a search exactly (:func:`counted_estimate`).
COUNTED_POSITIONS = 1_000


def counted_estimate(game: Any, position: Hashable, rough: int) -> int:
    """Return the positions a search of `position`'s canonical form visits: counted, or `rough` past :data:`COUNTED_POSITIONS`.

    What a ruleset's ``estimated_positions`` answers. A rough estimate from
    the board's size alone (``2 ** stones``) can be thousands of times too
    large (Wolfe's 3x7 Clobber exercise: ``2 ** 21`` where the search visits
    644), and would refuse small searches; so the search's own walk is
    counted first (:func:`cgt.search.count_positions`: it lists the same
    options as the search, so the solver asks it only when the rough
    estimate is over the budget), and only a search larger than that gets
    the rough figure (at least the count reached).

    Parameters
    ----------
    game : ruleset
        A partizan game with an ``estimated_positions`` hook.
    position : hashable
        A position of `game`.
    rough : int
        The ruleset's rough estimate of the same search.

    Returns
    -------
    int
        The estimate.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Clobber
    >>> cgt.clear_cache(Clobber())
    >>> counted_estimate(Clobber(), Clobber().position("xxxxxxx|xoxxxxx|xxxxxxx"), 2 ** 21)
    644
    """
    counted = count_positions(game, position, CANONICAL_FORM, COUNTED_POSITIONS)
    return counted if counted is not None else max(rough, COUNTED_POSITIONS + 1)


class TextRuleset:
    """A ruleset without parameters whose positions are a class made from text.

    Subclasses name the position class and an example text; positions may be
    given as that class, as text, or as a :class:`~cgt.GamePosition` of the
    ruleset. Calling the ruleset on a position gives its ``GamePosition``. All
    instances of a ruleset are equal, so they share the solver's cache.
    """

    __slots__ = ("__weakref__",)
    #: The class of positions, made from their text.
    position_type: ClassVar[type]
    #: Text of a position, quoted in error messages.
    example: ClassVar[str]

    def position(self, text: str) -> Any:
        """Return the position written in `text`, an instance of :attr:`position_type`.

        Raises
        ------
        InvalidPositionError
            If the text is not a position; the message says where.

        Examples
        --------
        >>> from cgt.games import Domineering, Hackenbush
        >>> Domineering().position("...|.#."), Hackenbush().position("BR, G")
        (Grid('...|.#.'), HackenbushTree('BR, G'))
        """
        if isinstance(text, GamePosition):
            return self._position(text)
        return self.position_type(text)

    def __call__(self, position: Any) -> GamePosition:
        """Return the position written in `position` (text, or a position of the game) as a :class:`~cgt.GamePosition`.

        CGSuite's ``game.grid.Domineering("..|..")``: the position knows its
        game, and its attributes answer the questions about it.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game: the message names the
            ruleset, and the cell and the characters the game reads.

        Examples
        --------
        >>> from cgt.games import Domineering
        >>> p = Domineering()("..|..")
        >>> p, p.canonical_form
        (Domineering()('..|..'), CanonicalForm.parse('+-1'))
        >>> Domineering()("xo|ox")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: Domineering(): grid 'xo|ox': row 1, column 1 is 'x'; use '.' for an empty cell and '#' for a filled one
        """
        if not isinstance(position, (str, GamePosition)):
            position = self._position(position)  # a position object of another class is refused here
        return GamePosition(self, position)

    def text(self, position: Any) -> str:
        """Return the text of `position` that the ruleset reads back as it (rows joined by ``|``).

        Examples
        --------
        >>> from cgt.games import Domineering, Hackenbush
        >>> Domineering().text("..#|..."), Hackenbush().text("BR, G")
        ('..#|...', 'BR, G')
        """
        board = self._position(position)
        rows = getattr(board, "rows", None)
        return "|".join(rows()) if callable(rows) else str(board)

    def _position(self, position: Any) -> Any:
        """`position` as the ruleset's position class (parsed when it is text)."""
        if type(position) is self.position_type:
            return position
        if isinstance(position, str):
            return self.position_type(position)
        if isinstance(position, GamePosition) and position.game == self:
            return self._position(position.position)
        raise InvalidPositionError(
            f"{position!r} is not a position of {self!r}: use a {self.position_type.__name__} "
            f"or text such as {self.example!r}"
        )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class EstimatedRuleset(TextRuleset):
    """A text ruleset with a rough estimate of a search's size, whose ``estimated_positions`` counts small searches.

    A subclass writes ``rough_positions(position)`` (cheap, from the
    position's size); the solver asks it first, and this class's
    ``estimated_positions`` only when it is over the budget. Rulesets without
    an estimate stay plain :class:`TextRuleset` s, whose searches the solver
    starts without asking anything.
    """

    __slots__ = ()

    def rough_positions(self, position: Any) -> Optional[int]:
        """Return a rough estimate of the positions a search of `position`'s value visits (the subclass's)."""
        raise NotImplementedError

    def estimated_positions(self, position: Any) -> Optional[int]:
        """Return how many positions a search of `position`'s value visits: counted up to 1,000, else the rough estimate.

        The solver's hook (see :mod:`cgt.game`): asked before a search, when
        the ruleset's ``rough_positions`` is over the search's budget; the
        search is refused when this is over it too. ``None`` where
        ``rough_positions`` gives none. See :func:`counted_estimate`.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> import cgt
        >>> from cgt.games import Domineering, ToadsAndFrogs
        >>> for game in (Domineering(), ToadsAndFrogs()):
        ...     cgt.clear_cache(game)       # the count leaves out positions solved already
        >>> Domineering().estimated_positions("....|....|....|....")
        197
        >>> ToadsAndFrogs().rough_positions(".TF.TTFFT..TTF"), ToadsAndFrogs().estimated_positions(".TF.TTFFT..TTF")
        (37, 9)
        """
        p = self._position(position)
        figure = self.rough_positions(p)
        return None if figure is None else counted_estimate(self, p, figure)
