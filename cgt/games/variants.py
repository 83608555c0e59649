"""Variants of any ruleset: impartial, dicotic and twisted (CGSuite's ``G.ImpartialVariant``, ...).

Each wraps a ruleset and plays on its positions:

* :func:`impartial_variant`: either player may make any move of either
  player (CGSuite's ``ImpartialVariant``); Cram is Domineering's.
* :func:`dicotic_variant`: a player may move only while the opponent also
  has a move; a position where one player has none is over for both
  (CGSuite's ``DicoticVariant``).
* :func:`twisted_variant`: each move is followed by a swap of the players'
  roles, the option the negative of the twisted option (CGSuite's
  ``TwistedVariant``). Its negated positions are :class:`Negated`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Optional

from ..errors import NotAGameError
from ..game import Game, side_options

__all__ = ["ImpartialVariant", "DicoticVariant", "TwistedVariant", "Negated", "impartial_variant",
           "dicotic_variant", "twisted_variant"]


class _Variant:
    """A ruleset played on the positions of another, `base`."""

    __slots__ = ("base", "__weakref__")
    #: The function that makes the variant, which its repr names.
    maker = ""

    def __init__(self, base: Game) -> None:
        if not callable(getattr(base, "options", None)) and not callable(getattr(base, "left_options", None)):
            raise NotAGameError(f"{self.maker}: {base!r} is not a ruleset (it has no options)")
        self.base = base

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.base == self.base  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self.base))

    def __repr__(self) -> str:
        return f"{self.maker}({self.base!r})"


class ImpartialVariant(_Variant):
    """The impartial variant of a ruleset: a move of either player is a move of both (see :func:`impartial_variant`)."""

    __slots__ = ()
    maker = "impartial_variant"

    def options(self, position: Any) -> list[Any]:
        """Return Left's options of `position` in the base ruleset, then Right's that are not among them.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> impartial_variant(Clobber()).options("xo.x")    # x clobbers o, or o clobbers x
        [ClobberBoard('.x.x'), ClobberBoard('o..x')]
        """
        left, right = side_options(self.base)
        return list(dict.fromkeys([*left(position), *right(position)]))

    def decompose(self, position: Any) -> Optional[list[tuple[Game, Hashable]]]:
        """The base's components, each in its game's impartial variant; ``None`` where the base does not split.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> impartial_variant(Clobber()).decompose("xo.ox")
        [(impartial_variant(Clobber()), ClobberBoard('x|o')), (impartial_variant(Clobber()), ClobberBoard('x|o'))]
        """
        split = getattr(self.base, "decompose", None)
        parts = split(position) if callable(split) else None
        return None if parts is None else [(impartial_variant(game), part) for game, part in parts]


class DicoticVariant(_Variant):
    """The dicotic variant of a ruleset: no move while the opponent has none (see :func:`dicotic_variant`)."""

    __slots__ = ()
    maker = "dicotic_variant"

    def _options(self, position: Any, side: int) -> list[Any]:
        options = side_options(self.base)
        if not list(options[1 - side](position)):
            return []
        return list(options[side](position))

    def left_options(self, position: Any) -> list[Any]:
        """Return Left's options in the base ruleset, or none when Right has none.

        Examples
        --------
        >>> from cgt.games import Domineering
        >>> dicotic_variant(Domineering()).left_options(".|.")     # Right has no horizontal domino
        []
        """
        return self._options(position, 0)

    def right_options(self, position: Any) -> list[Any]:
        """Return Right's options in the base ruleset, or none when Left has none."""
        return self._options(position, 1)


@dataclass(frozen=True)
class Negated:
    """A position of a twisted variant whose value is the negative of `position`'s (the roles swapped).

    Examples
    --------
    >>> Negated((3,))
    Negated(position=(3,))
    """

    position: Any


class TwistedVariant(_Variant):
    """The twisted variant of a ruleset: each option is the negative of its twisted form (see :func:`twisted_variant`)."""

    __slots__ = ()
    maker = "twisted_variant"

    def _options(self, position: Any, side: int) -> list[Any]:
        options = side_options(self.base)
        if isinstance(position, Negated):
            # -T(p): Left's options are the negatives of T(p)'s Right options, -(-T(g)) = T(g).
            return list(options[1 - side](position.position))
        return [Negated(g) for g in options[side](position)]

    def left_options(self, position: Any) -> list[Any]:
        """Return ``-T(g)`` (:class:`Negated`) for each Left option ``g`` of `position` in the base ruleset.

        Examples
        --------
        >>> from cgt.games import Domineering
        >>> twisted_variant(Domineering()).left_options(".|.")
        [Negated(position=Grid('#|#'))]
        """
        return self._options(position, 0)

    def right_options(self, position: Any) -> list[Any]:
        """Return ``-T(g)`` (:class:`Negated`) for each Right option ``g`` of `position` in the base ruleset."""
        return self._options(position, 1)

    def negative(self, position: Any) -> Any:
        """Return the position of the negative value: :class:`Negated` of a position, or back.

        Examples
        --------
        >>> from cgt.games import Domineering
        >>> twisted_variant(Domineering()).negative(Negated("..|.."))
        '..|..'
        """
        return position.position if isinstance(position, Negated) else Negated(position)


def impartial_variant(base: Game) -> ImpartialVariant:
    """Return the impartial variant of `base`: either player may make any move of either (CGSuite's ``ImpartialVariant``).

    A ruleset whose impartial variant has a name and rules of its own says so
    by a method ``impartial_variant()``: Domineering's is
    :class:`~cgt.games.Cram`.

    Parameters
    ----------
    base : Game
        A ruleset (partizan or impartial).

    Returns
    -------
    ImpartialVariant
        A ruleset on `base`'s positions, decomposed where `base` decomposes.

    Raises
    ------
    NotAGameError
        If `base` has no options.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Cram, Domineering
    >>> impartial_variant(Domineering())
    Cram()
    >>> game = impartial_variant(cgt.games.Clobber())
    >>> game
    impartial_variant(Clobber())
    >>> cgt.grundy(game, "xox|oxo")        # CGSuite 2.2 printed 0
    0
    """
    special = getattr(base, "impartial_variant", None)
    return special() if callable(special) else ImpartialVariant(base)


def dicotic_variant(base: Game) -> DicoticVariant:
    """Return the dicotic variant of `base`: a player may move only while the opponent has a move too (CGSuite's ``DicoticVariant``).

    Every position of it is all-small.

    Raises
    ------
    NotAGameError
        If `base` has no options.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> print(cgt.canonical_form(dicotic_variant(Domineering()), "...|..."))   # CGSuite 2.2 printed ^
    ^
    """
    return DicoticVariant(base)


def twisted_variant(base: Game) -> TwistedVariant:
    """Return the twisted variant of `base`: ``T(G) = {-T(G^L) | -T(G^R)}`` (CGSuite's ``TwistedVariant``).

    The negated options are :class:`Negated` positions.

    Raises
    ------
    NotAGameError
        If `base` has no options.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> print(cgt.canonical_form(twisted_variant(Domineering()), "...|..."))   # CGSuite 2.2 printed 1
    1
    """
    return TwistedVariant(base)
