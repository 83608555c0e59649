"""Fox and Geese: four geese (Left) try to trap a fox (Right) on a checkered board.

Played on the dark squares of a board ``width`` columns wide (8 by default),
rows numbered from 1 at the bottom, columns from 1 at the left; a square
``(row, col)`` is on the board when ``row + col`` is even. Left moves a goose
one square diagonally down; Right moves the fox one square diagonally in any
direction; neither moves onto an occupied square. The fox is free once it is
level with or above the highest goose (or one row below it with an open
square above): then it can run forever and the position is ``off``, as in
CGSuite (``GenFoxAndGeese``'s decomposition), which keeps the graph finite.
The fox can move back and forth, so the game is loopy; the geese only move
down, so play cannot alternate forever and every position is a stopper
(Winning Ways ch. 22; CGSuite's ``FoxAndGeese``).

Examples
--------
>>> import cgt
>>> from cgt.games import FoxAndGeese
>>> game = FoxAndGeese()
>>> p = game.position([(2, 2), (2, 4), (2, 6), (2, 8)], (1, 5))
>>> print(p)
FoxAndGeese([(2,2),(2,4),(2,6),(2,8)], (1,5))
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ...errors import InvalidPositionError

__all__ = ["FoxAndGeese", "FoxAndGeesePosition"]



class FoxAndGeesePosition(NamedTuple):
    """The fox's square and the geese's squares, ``(row, col)`` each; ``fox`` is ``None`` once it has escaped."""

    geese: frozenset[tuple[int, int]]
    fox: tuple[int, int] | None

    def __str__(self) -> str:
        geese = ",".join(f"({r},{c})" for r, c in sorted(self.geese, key=lambda s: (-s[0], s[1])))
        fox = "escaped" if self.fox is None else f"({self.fox[0]},{self.fox[1]})"
        return f"FoxAndGeese([{geese}], {fox})"


class FoxAndGeese:
    """Fox and Geese on a board `width` columns wide: Left the geese, Right the fox.

    Parameters
    ----------
    width : int, optional
        Columns of the board (8, the traditional board, by default).

    Examples
    --------
    >>> game = FoxAndGeese(4)
    >>> p = game.position([(3, 1), (3, 3)], (1, 1))
    >>> sorted(str(q) for q in game.left_options(p))
    ['FoxAndGeese([(3,1),(2,2)], (1,1))', 'FoxAndGeese([(3,1),(2,4)], (1,1))', 'FoxAndGeese([(3,3),(2,2)], (1,1))']
    >>> [str(q) for q in game.right_options(p)]
    ['FoxAndGeese([(3,1),(3,3)], (2,2))']
    """

    __slots__ = ("width", "__weakref__")

    def __init__(self, width: int = 8) -> None:
        if not isinstance(width, int) or isinstance(width, bool) or width < 2:
            raise InvalidPositionError(f"FoxAndGeese: width must be an int >= 2, not {width!r}")
        self.width = width

    def _square(self, s: object, what: str) -> tuple[int, int]:
        if not (isinstance(s, tuple) and len(s) == 2 and all(isinstance(x, int) for x in s)
                and s[0] >= 1 and 1 <= s[1] <= self.width and (s[0] + s[1]) % 2 == 0):
            raise InvalidPositionError(f"FoxAndGeese({self.width}): {what} {s!r} is not a dark square "
                                       f"(row, col) with row >= 1, 1 <= col <= {self.width}, row + col even")
        return s  # type: ignore[return-value]

    def position(self, geese: Iterable[tuple[int, int]], fox: tuple[int, int]) -> FoxAndGeesePosition:
        """The position with geese on `geese` and the fox on `fox` (``(row, col)`` squares)."""
        squares = frozenset(self._square(g, "goose") for g in geese)
        fox = self._square(fox, "fox")
        if fox in squares:
            raise InvalidPositionError(f"FoxAndGeese: the fox and a goose are both on {fox!r}")
        return self._free(squares, fox)

    def _free(self, geese: frozenset[tuple[int, int]], fox: tuple[int, int]) -> FoxAndGeesePosition:
        top = max((r for r, _ in geese), default=0)
        r, c = fox
        escaped = r >= top or (r == top - 1 and any(
            1 <= c + dc <= self.width and (r + 1, c + dc) not in geese for dc in (-1, 1)))
        return FoxAndGeesePosition(geese, None if escaped else fox)

    def _checked(self, p: object) -> FoxAndGeesePosition:
        if type(p) is not FoxAndGeesePosition:
            raise InvalidPositionError(
                f"{p!r} is not a position of {self!r}: make one with {self!r}.position(geese, fox)"
            )
        return p  # type: ignore[return-value]

    def left_options(self, p: FoxAndGeesePosition) -> list[FoxAndGeesePosition]:
        """Each goose one square diagonally down, onto an empty square."""
        if self._checked(p).fox is None:
            return []
        out = []
        for r, c in sorted(p.geese):
            for dc in (-1, 1):
                to = (r - 1, c + dc)
                if to[0] >= 1 and 1 <= to[1] <= self.width and to != p.fox and to not in p.geese:
                    out.append(self._free((p.geese - {(r, c)}) | {to}, p.fox))
        return out

    def right_options(self, p: FoxAndGeesePosition) -> list[FoxAndGeesePosition]:
        """The fox one square diagonally, onto an empty square; an escaped fox runs on (``off``)."""
        if self._checked(p).fox is None:
            return [p]
        r, c = p.fox
        return [self._free(p.geese, (r + dr, c + dc)) for dr in (-1, 1) for dc in (-1, 1)
                if r + dr >= 1 and 1 <= c + dc <= self.width and (r + dr, c + dc) not in p.geese]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FoxAndGeese) and other.width == self.width

    def __hash__(self) -> int:
        return hash((FoxAndGeese, self.width))

    def __repr__(self) -> str:
        return f"FoxAndGeese({self.width})" if self.width != 8 else "FoxAndGeese()"
