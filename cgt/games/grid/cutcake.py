"""Cutcake, Maundy Cake and Eatcake: Left works on a cake's columns, Right on its rows.

A piece is a rectangle of ``width x height`` unit squares; whoever cannot
move loses, and the pieces of a position are a sum (``decompose``).

* **Cutcake**: Left cuts one piece along a vertical line between two
  columns, Right along a horizontal line between two rows (Winning Ways,
  chapter 2). A single square, which nobody can cut, is left out.
* **Maundy Cake**: Left cuts one piece vertically into two or more pieces of
  equal width, Right horizontally into pieces of equal height (Winning Ways,
  chapter 2); a single square is left out again.
* **Eatcake**: Left eats a whole column of one piece, Right a whole row, and
  what is left of the piece falls into the parts on either side (CGSuite's
  ``game.heap.Eatcake``, also known as Bynum's game). Here a single square is
  a move for either player (``*``), so it is kept: positions are
  :class:`EatcakePieces`.

CGSuite has all three as ``GenCutcake`` coordinate games ``(m, n)`` in which
Left breaks the second coordinate: its ``(m, n)`` is the piece ``n x m`` here.
Here too a side breaks by a heap ruleset (``heap_rules``: ``OctalGame("4.0")``,
equal parts, ``OctalGame("0.7")``), so each cake is the cake product
:func:`cgt.games.cake_product` of two copies of it, on pieces that know
their pictures; the tests check the two agree.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable
from typing import Any, ClassVar, Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from ...game import Game
from ..heap.octal import OctalGame
from ..heap.rulesets import HeapRuleset, heap_options
from ..ruleset import TextRuleset

__all__ = ["Cutcake", "CakePieces", "MaundyCake", "Eatcake", "EatcakePieces"]

_PIECE = re.compile(r"([0-9]+)[xX×]([0-9]+)")


def _equal_parts(n: int) -> list[tuple[int, ...]]:
    """Maundy Cake's move on a side of `n`: ``k >= 2`` equal parts, ``k`` dividing `n` (CGSuite's ``TakeAndBreak("{2+}=.0")``)."""
    return [(n // k,) * k for k in range(2, n + 1) if n % k == 0]


class CakePieces(tuple):  # type: ignore[type-arg]
    """Pieces of cake: a sorted tuple of ``(width, height)`` rectangles, single squares left out.

    Parameters
    ----------
    text : str
        The pieces as ``WIDTHxHEIGHT``, separated by commas, ``+`` or
        spaces, e.g. ``'4x2, 3x1'``; an empty text is no cake at all.

    Raises
    ------
    InvalidPositionError
        If a piece is not ``WIDTHxHEIGHT`` with both sides at least 1 (the
        message quotes it and gives its place).

    Examples
    --------
    >>> from cgt.games import CakePieces
    >>> CakePieces("4x2 + 3x1, 1x1")
    CakePieces('3x1, 4x2')
    >>> CakePieces("4x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: cake '4x': piece 1, '4x', is not WIDTHxHEIGHT with sides >= 1 (e.g. '4x2')
    """

    __slots__ = ()
    #: Whether a single square is a piece of the game (in Cutcake and Maundy Cake nobody can cut it).
    keeps_squares: ClassVar[bool] = False

    def __new__(cls, text: str = "") -> "CakePieces":
        if not isinstance(text, str):
            raise InvalidPositionError(
                f"cake pieces are text such as '4x2, 3x1', not {text!r} of type {type(text).__name__}"
            )
        pieces = []
        words = re.split(r"[\s,+]+", text.strip()) if text.strip() else []
        for i, word in enumerate(words):
            match = _PIECE.fullmatch(word)
            if match is None or min(int(match[1]), int(match[2])) < 1:
                raise InvalidPositionError(
                    f"cake {text!r}: piece {i + 1}, {word!r}, is not WIDTHxHEIGHT with sides >= 1 (e.g. '4x2')"
                )
            pieces.append((int(match[1]), int(match[2])))
        return cls.of(pieces)

    @classmethod
    def of(cls, pieces: Iterable[tuple[int, int]]) -> "CakePieces":
        """Return the position of these ``(width, height)`` pieces (sorted; single squares
        left out unless the class keeps them). The sides are not checked: they come from a move.

        Examples
        --------
        >>> CakePieces.of([(4, 2), (1, 1)]), EatcakePieces.of([(4, 2), (1, 1)])
        (CakePieces('4x2'), EatcakePieces('1x1, 4x2'))
        """
        return tuple.__new__(cls, sorted(p for p in pieces if cls.keeps_squares or p != (1, 1)))

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    def __str__(self) -> str:
        return ", ".join(f"{w}x{h}" for w, h in self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def _repr_svg_(self) -> str:
        size, gap = _svg.CELL, _svg.CELL // 2
        parts: list[str] = []
        x = 0
        for w, h in self:
            parts.extend(_svg.cells(["." * w] * h, {".": "#f3d9a4"}, x, 0))
            x += w * size + gap
        height = max((h for _, h in self), default=1) * size
        return _svg.svg(max(x - gap, size), height, parts)


class EatcakePieces(CakePieces):
    """Pieces of cake for Eatcake: as :class:`CakePieces`, single squares kept.

    Examples
    --------
    >>> from cgt.games import EatcakePieces
    >>> EatcakePieces("1x1, 3x2")
    EatcakePieces('1x1, 3x2')
    """

    __slots__ = ()
    keeps_squares = True


class _CakeRuleset(TextRuleset):
    """A cake game: a move breaks one side of one piece as the ruleset's :meth:`_breaks` say."""

    __slots__ = ()
    position_type = CakePieces
    example = "4x2, 3x1"

    #: The heap ruleset that breaks a side (CGSuite's cakes are ``GenCutcake`` products of two copies of it).
    heap_rules: ClassVar[Any]

    def _breaks(self, length: int) -> list[tuple[int, ...]]:
        """The lengths a side of `length` may become, one tuple per move (mirror images once): the heap ruleset's options."""
        return heap_options(self.heap_rules, length)

    def _cuts(self, position: Union[CakePieces, str], side: int) -> list[CakePieces]:
        cake = self._position(position)
        options = []
        for i, piece in enumerate(cake):
            if i and piece == cake[i - 1]:
                continue  # the same cuts as the equal piece before it
            rest = cake[:i] + cake[i + 1 :]
            for lengths in self._breaks(piece[side]):
                if side == 0:
                    cut = tuple((a, piece[1]) for a in lengths)
                else:
                    cut = tuple((piece[0], a) for a in lengths)
                options.append(type(cake).of(rest + cut))
        return options

    def left_options(self, position: Union[CakePieces, str]) -> list[CakePieces]:
        """Return the positions after Left's moves: each breaks the width of one piece.

        In Cutcake the width splits in two, in Maundy Cake into equal parts,
        in Eatcake a column is eaten.

        Parameters
        ----------
        position : CakePieces or str
            The pieces, or their text.

        Returns
        -------
        list of CakePieces
            The options, each once (moves on equal pieces, and mirror-image
            moves, are one).

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Cutcake().left_options("3x2, 1x4")
        [CakePieces('1x2, 1x4, 2x2')]
        """
        return self._cuts(position, 0)

    def right_options(self, position: Union[CakePieces, str]) -> list[CakePieces]:
        """Return the positions after Right's moves: each breaks the height of one piece.

        In Cutcake the height splits in two, in Maundy Cake into equal parts,
        in Eatcake a row is eaten.

        Parameters
        ----------
        position : CakePieces or str
            The pieces, or their text.

        Returns
        -------
        list of CakePieces
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Cutcake().right_options("3x2, 1x4")   # a single square left over is dropped
        [CakePieces('1x3, 3x2'), CakePieces('1x2, 1x2, 3x2'), CakePieces('1x4, 3x1, 3x1')]
        >>> Eatcake().right_options("1x3")        # but not in Eatcake
        [EatcakePieces('1x2'), EatcakePieces('1x1, 1x1')]
        """
        return self._cuts(position, 1)

    def negative(self, position: Union[CakePieces, str]) -> CakePieces:
        """Return every piece turned a quarter: Left's cuts become Right's, so the value is negated.

        Examples
        --------
        >>> Cutcake().negative("4x2, 3x1")
        CakePieces('1x3, 2x4')
        """
        cake = self._position(position)
        return type(cake).of([(h, w) for w, h in cake])

    def decompose(self, position: Union[CakePieces, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a position into its pieces; ``None`` for a single piece.

        Parameters
        ----------
        position : CakePieces or str
            The pieces, or their text.

        Returns
        -------
        list of (game, CakePieces) pairs, or None
            The components of the sum, or ``None`` when the position does not split.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Cutcake().decompose("2x1, 1x3")
        [(Cutcake(), CakePieces('1x3')), (Cutcake(), CakePieces('2x1'))]
        """
        cake = self._position(position)
        if len(cake) < 2:
            return None
        return [(self, type(cake).of([piece])) for piece in cake]


class Cutcake(_CakeRuleset):
    """Cutcake: Left cuts a piece vertically (its width splits), Right horizontally.

    A position is :class:`CakePieces` or its text. Cuts at mirrored places
    give the same pieces, so each is listed once.

    Examples
    --------
    >>> from cgt.games import Cutcake
    >>> game = Cutcake()
    >>> game.left_options("4x2")
    [CakePieces('1x2, 3x2'), CakePieces('2x2, 2x2')]
    >>> game.right_options("4x2")
    [CakePieces('4x1, 4x1')]
    """

    __slots__ = ()
    heap_rules = OctalGame("4.0")  # split a heap in two


class MaundyCake(_CakeRuleset):
    """Maundy Cake: Left cuts a piece into equal widths, Right into equal heights.

    A move divides one side of one piece into ``k >= 2`` equal parts, ``k``
    dividing it: a piece ``6x5`` may become two ``3x5`` or three ``2x5``
    pieces, or six ``1x5``, by Left's cuts, and only five ``6x1`` by
    Right's. A position is :class:`CakePieces` or its text (single squares
    left out). Source: Winning Ways, chapter 2; CGSuite's ``game.heap.MaundyCake``.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import MaundyCake
    >>> game = MaundyCake()
    >>> game.left_options("6x5")
    [CakePieces('3x5, 3x5'), CakePieces('2x5, 2x5, 2x5'), CakePieces('1x5, 1x5, 1x5, 1x5, 1x5, 1x5')]
    >>> [str(cgt.canonical_form(game, f"{n}x8")) for n in range(1, 9)]   # CGSuite's (8, n)
    ['-7', '-3', '-3', '-1', '-3', '-1', '-3', '0']
    """

    __slots__ = ()
    heap_rules = HeapRuleset(_equal_parts)


class Eatcake(_CakeRuleset):
    """Eatcake: Left eats a column of a piece, Right a row; the rest of the piece falls apart.

    Eating column ``a + 1`` of a piece ``w x h`` leaves the pieces ``a x h``
    and ``(w - a - 1) x h`` (those of width 0 are gone), and likewise for
    rows. A position is :class:`EatcakePieces` or its text: a single square
    is ``*`` (either player eats it), so it is kept. Source: CGSuite's
    ``game.heap.Eatcake`` (``GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7"))``),
    also known as Bynum's game.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Eatcake
    >>> game = Eatcake()
    >>> game.left_options("3x2")
    [EatcakePieces('2x2'), EatcakePieces('1x2, 1x2')]
    >>> game.right_options("1x1")
    [EatcakePieces('')]
    >>> print(cgt.canonical_form(game, "1x8"), cgt.canonical_form(game, "8x8"))
    ^ *
    """

    __slots__ = ()
    position_type = EatcakePieces
    example = "3x2, 1x1"

    heap_rules = OctalGame("0.7")  # take one token, leaving the rest as one heap or two
