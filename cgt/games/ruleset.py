"""What the board games written as text share: reading positions, equality, repr."""

from __future__ import annotations

from typing import Any, ClassVar

from ..errors import InvalidPositionError

__all__ = ["TextRuleset"]


class TextRuleset:
    """A ruleset without parameters whose positions are a class made from text.

    Subclasses name the position class and an example text; positions may be
    given as that class or as text. All instances of a ruleset are equal, so
    they share the solver's cache.
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
        return self.position_type(text)

    def _position(self, position: Any) -> Any:
        """`position` as the ruleset's position class (parsed when it is text)."""
        if type(position) is self.position_type:
            return position
        if isinstance(position, str):
            return self.position_type(position)
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
