"""Fox and Geese: four geese (Left) try to trap a fox (Right) on a checkered board.

Played on the dark squares of a board ``width`` columns wide (8 by default),
rows numbered from 1 at the bottom, columns from 1 at the left; a square
``(row, col)`` is dark when ``row + col`` is even. Left moves a goose one
square diagonally down; Right moves the fox one square diagonally in any
direction; neither moves onto an occupied square. The fox is free once it is
level with or above the highest goose (or one row below it with an open
square above): then it can run forever and the position is ``off``, as in
CGSuite (``GenFoxAndGeese``'s decomposition), which keeps the graph finite.
The fox can move back and forth, so the game is loopy; the geese only move
down, so play cannot alternate forever and every position is a stopper
(Winning Ways ch. 22; CGSuite's ``FoxAndGeese``).

A position is a :class:`FoxAndGeeseBoard` on the board layer
(:mod:`cgt.games.grid.board`), written as CGSuite prints one: ``x`` a goose
(or ``G``), ``o`` the fox (or ``F``), ``.`` any other square, top row
first, rows separated by ``|`` or newlines. The bottom row of the text is
row 1, so the text's height fixes which squares are dark.

Examples
--------
>>> import cgt
>>> from cgt.games import FoxAndGeese
>>> game = FoxAndGeese()
>>> p = game.position([(2, 2), (2, 4), (2, 6), (2, 8)], (1, 5))
>>> print(p)
.x.x.x.x
....o...
>>> p == game.position(".x.x.x.x|....o...") == game.position(".G.G.G.G|....F...")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Optional, Union

from ...errors import InvalidPositionError, InvalidValueError
from ..ruleset import TextRuleset
from .board import Board, frame

__all__ = ["GenFoxAndGeese", "FoxAndGeese", "CeyloneseFoxAndGeese", "FoxAndGeeseBoard"]

Square = tuple[int, int]


@lru_cache(maxsize=None)
def _dark(width: int, height: int) -> int:
    """The dark squares of a board (bit ``r * stride + c``, row ``r`` from the top): ``row + col`` even from the bottom."""
    s = frame(width, height).stride
    return sum(1 << (r * s + c) for r in range(height) for c in range(width) if (height - r + c + 1) % 2 == 0)


class FoxAndGeeseBoard(Board):
    """A Fox and Geese board: ``x`` (or ``G``) a goose, ``o`` (or ``F``) the fox, ``.`` an empty square.

    Pieces stand on the dark squares only, where ``row + col`` is even,
    counting rows from 1 at the bottom of the text; there is exactly one fox.

    Raises
    ------
    InvalidPositionError
        If a character is not one of these, the rows are ragged, a piece is
        on a light square, or there is no fox or more than one; the message
        quotes the text and names the cell.

    Examples
    --------
    >>> FoxAndGeeseBoard("G.G.|....|..F.")
    FoxAndGeeseBoard('x.x.|....|..o.')
    >>> FoxAndGeeseBoard("x...|..o.")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: fox and geese board 'x...|..o.': row 1, column 1 (square (2, 1)) holds a goose on a light square; pieces stand where row + column is even, rows counted from 1 at the bottom
    """

    __slots__ = ()
    symbols, blank, noun = "xo", ".", "fox and geese board"
    aliases = {"G": "x", "F": "o"}
    stones = {"x": "#f4f4f4", "o": "#c8641e"}
    #: Colours of the light and the dark squares.
    light, dark = "#f3e6c8", "#8a6a4a"

    @classmethod
    def parse(cls, text: object) -> tuple[int, ...]:
        """Return ``(width, height, geese, fox)`` of the board written in `text`.

        Raises
        ------
        InvalidPositionError
            As the class says.
        """
        width, height, geese, fox = super().parse(text)
        s = frame(width, height).stride
        misplaced = (geese | fox) & ~_dark(width, height)
        if misplaced:
            at = (misplaced & -misplaced).bit_length() - 1
            r, c = divmod(at, s)
            piece = "goose" if geese >> at & 1 else "fox"
            raise InvalidPositionError(
                f"{cls.noun} {text!r}: row {r + 1}, column {c + 1} (square ({height - r}, {c + 1})) holds a {piece} "
                "on a light square; pieces stand where row + column is even, rows counted from 1 at the bottom")
        if fox & (fox - 1):
            cells = [divmod(i, s) for i in range(fox.bit_length()) if fox >> i & 1]
            where = " and ".join(f"row {r + 1}, column {c + 1}" for r, c in cells)
            raise InvalidPositionError(f"{cls.noun} {text!r}: {len(cells)} foxes, at {where}; a board has one fox ('o')")
        if not fox:
            raise InvalidPositionError(f"{cls.noun} {text!r}: no fox; put one fox ('o' or 'F') on a dark square")
        return width, height, geese, fox

    @classmethod
    def example_text(cls) -> str:
        """Return a small board's text, for messages."""
        return ".x.x|o..."

    def cell_fill(self, row: int, column: int, symbol: str) -> str:
        """Return the colour of a cell in pictures: dark or light, as the board is checkered.

        Examples
        --------
        >>> b = FoxAndGeeseBoard(".x|o.")         # (2, 2) and (1, 1) dark, counting from the bottom
        >>> b.cell_fill(0, 1, "x") == b.cell_fill(1, 0, "o") == b.dark, b.cell_fill(0, 0, ".") == b.light
        (True, True)
        """
        return self.dark if (self.height - row + column + 1) % 2 == 0 else self.light


class GenFoxAndGeese(TextRuleset):
    """CGSuite's ``GenFoxAndGeese``: Fox and Geese on a board `width` columns wide, the fox moving up to `fox_range` squares.

    Left plays the geese, Right the fox; the fox moves diagonally any way up
    to `fox_range` squares over empty squares (a queen's diagonal move of
    limited range), each goose one square diagonally down. Positions are
    :class:`FoxAndGeeseBoard` values of that width, made from their text or
    with ``position(geese, fox)`` from squares ``(row, col)``.

    Parameters
    ----------
    width : int, optional
        Columns of the board (8, the traditional board, by default).
    fox_range : int, optional
        How far the fox moves (1; Ceylonese Fox and Geese: 2).

    Raises
    ------
    InvalidPositionError
        If `width` is not a whole number >= 1 (as :class:`FoxAndGeese` always has).
    InvalidValueError
        If `fox_range` is not a whole number >= 1 (CGSuite's "`foxRange` must be >= 1").

    Examples
    --------
    >>> game = GenFoxAndGeese(4, fox_range=2)
    >>> game
    GenFoxAndGeese(4, fox_range=2)
    >>> game.right_options(".x.x|....|....|o...")       # one or two squares up the diagonal
    [FoxAndGeeseBoard('.x.x|....|.o..|....'), FoxAndGeeseBoard('.x.x|..o.|....|....')]
    """

    __slots__ = ("width", "fox_range")
    position_type = FoxAndGeeseBoard
    example = ".x.x.x.x|........|....o..."

    def __init__(self, width: int = 8, fox_range: int = 1) -> None:
        if not isinstance(width, int) or isinstance(width, bool) or width < 1:
            raise InvalidPositionError(f"{type(self).__name__}: width must be an int >= 1, not {width!r}")
        if not isinstance(fox_range, int) or isinstance(fox_range, bool) or fox_range < 1:
            raise InvalidValueError(f"GenFoxAndGeese: fox_range {fox_range!r} is not a whole number >= 1")
        self.width, self.fox_range = width, fox_range

    @classmethod
    def from_text(cls, text: str) -> tuple["FoxAndGeese", FoxAndGeeseBoard]:
        """Return the game as wide as the board written in `text`, and that board.

        Examples
        --------
        >>> FoxAndGeese.from_text(".x.x|o...")
        (FoxAndGeese(4), FoxAndGeeseBoard('.x.x|o...'))
        """
        board = FoxAndGeeseBoard(text)
        return cls(board.width), board

    def _square(self, s: object, what: str) -> Square:
        if not (isinstance(s, tuple) and len(s) == 2 and all(isinstance(x, int) for x in s)
                and s[0] >= 1 and 1 <= s[1] <= self.width and (s[0] + s[1]) % 2 == 0):
            raise InvalidPositionError(f"{self!r}: {what} {s!r} is not a dark square "
                                       f"(row, col) with row >= 1, 1 <= col <= {self.width}, row + col even")
        return s  # type: ignore[return-value]

    def position(self, geese: Union[str, Iterable[Square]],  # type: ignore[override]
                 fox: Optional[Square] = None) -> FoxAndGeeseBoard:
        """Return the board written in text `geese`, or with geese on `geese` and the fox on `fox`.

        Squares are ``(row, col)``, rows from 1 at the bottom; the board is as
        high as the highest piece (as CGSuite prints it).

        Raises
        ------
        InvalidPositionError
            If the text is not a board of this width, a square is not a dark
            square of the board, or the fox and a goose share one.

        Examples
        --------
        >>> print(FoxAndGeese(4).position([(3, 1), (3, 3)], (2, 4)))
        x.x.
        ...o
        ....
        """
        if isinstance(geese, str) and fox is None:
            return self._position(geese)  # type: ignore[no-any-return]
        squares = {self._square(g, "goose") for g in geese}
        at = self._square(fox, "fox")
        if at in squares:
            raise InvalidPositionError(f"{self!r}: the fox and a goose are both on {at!r}")
        height = max(r for r, _ in squares | {at})
        s = frame(self.width, height).stride

        def mask(cells: Iterable[Square]) -> int:
            return sum(1 << ((height - r) * s + c - 1) for r, c in cells)

        return FoxAndGeeseBoard.from_masks(self.width, height, (mask(squares), mask([at])))  # type: ignore[return-value]

    def _position(self, position: object) -> FoxAndGeeseBoard:
        board: FoxAndGeeseBoard = super()._position(position)
        if board.width != self.width:
            raise InvalidPositionError(
                f"{board!r} is {board.width} columns wide, but {self!r} is played on {self.width}: "
                f"use FoxAndGeese({board.width})")
        return board

    def escaped(self, position: Union[FoxAndGeeseBoard, str]) -> bool:
        """Return whether the fox is free: level with or above the highest goose, or one row below it with an open square above.

        Examples
        --------
        >>> game = FoxAndGeese(4)
        >>> game.escaped("x...|.o..|...."), game.escaped("x.x.|....|o..."), game.escaped(".x.x|o...")
        (True, False, False)
        """
        width, height, geese, fox = self._position(position)
        if not geese:
            return True
        f = frame(width, height)
        s = f.stride
        top, row = ((geese & -geese).bit_length() - 1) // s, (fox.bit_length() - 1) // s
        if row <= top:
            return True
        # Row 0 is the top: the squares above the fox are a stride (less or more one) lower.
        above = (fox & f.not_first) >> (s + 1) | (fox & f.not_last) >> (s - 1)
        return row == top + 1 and bool(above & ~geese)

    def left_options(self, position: Union[FoxAndGeeseBoard, str]) -> list[FoxAndGeeseBoard]:
        """Each goose one square diagonally down, onto an empty square; none once the fox is free."""
        board = self._position(position)
        if self.escaped(board):
            return []
        width, height, geese, fox = board
        f = frame(width, height)
        s, empty = f.stride, f.everything & ~(geese | fox)
        out = []
        g = geese
        while g:
            goose = g & -g
            g ^= goose
            for to in ((goose & f.not_first) << (s - 1), (goose & f.not_last) << (s + 1)):
                if to & empty:
                    out.append(FoxAndGeeseBoard.from_masks(width, height, (geese ^ goose | to, fox)))
        return out  # type: ignore[return-value]

    def right_options(self, position: Union[FoxAndGeeseBoard, str]) -> list[FoxAndGeeseBoard]:
        """The fox up to ``fox_range`` squares diagonally over empty squares; a free fox runs on (``off``: a move to itself)."""
        board = self._position(position)
        if self.escaped(board):
            return [board]
        width, height, geese, fox = board
        f = frame(width, height)
        s, empty = f.stride, f.everything & ~geese
        out = []
        for shift, may in ((-(s + 1), f.not_first), (-(s - 1), f.not_last), (s - 1, f.not_first), (s + 1, f.not_last)):
            to = fox
            for _ in range(self.fox_range):
                to = to & may
                to = to << shift if shift > 0 else to >> -shift
                if not to & empty:
                    break
                out.append(FoxAndGeeseBoard.from_masks(width, height, (geese, to)))
        return out  # type: ignore[return-value]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.width, other.fox_range) == (self.width, self.fox_range)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self.width, self.fox_range))

    def __repr__(self) -> str:
        if type(self) is not GenFoxAndGeese:
            return f"{type(self).__name__}({self.width})" if self.width != 8 else f"{type(self).__name__}()"
        return f"GenFoxAndGeese({self.width}, fox_range={self.fox_range})"


class FoxAndGeese(GenFoxAndGeese):
    """Fox and Geese on a board `width` columns wide: Left the geese, Right the fox (one square at a time).

    Positions are :class:`FoxAndGeeseBoard` values of that width, made from
    their text or with ``position(geese, fox)`` from squares ``(row, col)``.

    Parameters
    ----------
    width : int, optional
        Columns of the board (8, the traditional board, by default).

    Examples
    --------
    >>> game = FoxAndGeese(4)
    >>> p = game.position([(3, 1), (3, 3)], (1, 1))
    >>> game.left_options(p)
    [FoxAndGeeseBoard('..x.|.x..|o...'), FoxAndGeeseBoard('x...|.x..|o...'), FoxAndGeeseBoard('x...|...x|o...')]
    >>> game.right_options("x.x.|....|o...")
    [FoxAndGeeseBoard('x.x.|.o..|....')]
    """

    __slots__ = ()

    def __init__(self, width: int = 8) -> None:
        super().__init__(width)


class CeyloneseFoxAndGeese(GenFoxAndGeese):
    """Ceylonese Fox and Geese: the fox moves up to two squares diagonally (CGSuite's ``GenFoxAndGeese(foxRange => 2)``).

    Examples
    --------
    >>> import cgt
    >>> game = CeyloneseFoxAndGeese()
    >>> print(cgt.canonical_form(game, game.position([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1))))   # GameGridTest
    {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}
    """

    __slots__ = ()

    def __init__(self, width: int = 8) -> None:
        super().__init__(width, fox_range=2)
