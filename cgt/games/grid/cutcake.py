"""Cutcake: Left cuts pieces of cake vertically, Right horizontally.

A piece is a rectangle of ``width x height`` unit squares. Left cuts one piece
along a vertical line between two columns, Right along a horizontal line
between two rows; whoever cannot cut loses (Winning Ways, chapter 2). The
pieces of a position are a sum (``decompose``), and a single square, which
nobody can cut, is left out.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable
from typing import Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from ...game import Game
from ..ruleset import TextRuleset

__all__ = ["Cutcake", "CakePieces"]

_PIECE = re.compile(r"([0-9]+)[xX×]([0-9]+)")


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
        return _pieces(pieces)

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    def __str__(self) -> str:
        return ", ".join(f"{w}x{h}" for w, h in self)

    def __repr__(self) -> str:
        return f"CakePieces({str(self)!r})"

    def _repr_svg_(self) -> str:
        size, gap = _svg.CELL, _svg.CELL // 2
        parts: list[str] = []
        x = 0
        for w, h in self:
            parts.extend(_svg.cells(["." * w] * h, {".": "#f3d9a4"}, x, 0))
            x += w * size + gap
        height = max((h for _, h in self), default=1) * size
        return _svg.svg(max(x - gap, size), height, parts)


def _pieces(pieces: Iterable[tuple[int, int]]) -> CakePieces:
    return tuple.__new__(CakePieces, sorted(p for p in pieces if p != (1, 1)))


class Cutcake(TextRuleset):
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
    position_type = CakePieces
    example = "4x2, 3x1"

    def _cuts(self, position: Union[CakePieces, str], side: int) -> list[CakePieces]:
        cake = self._position(position)
        options = []
        for i, piece in enumerate(cake):
            if i and piece == cake[i - 1]:
                continue  # the same cuts as the equal piece before it
            rest = cake[:i] + cake[i + 1 :]
            length = piece[side]
            for a in range(1, length // 2 + 1):
                if side == 0:
                    cut = ((a, piece[1]), (length - a, piece[1]))
                else:
                    cut = ((piece[0], a), (piece[0], length - a))
                options.append(_pieces(rest + cut))
        return options

    def left_options(self, position: Union[CakePieces, str]) -> list[CakePieces]:
        """Return the positions after Left cuts a piece vertically (its width splits in two).

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
        >>> Cutcake().left_options("3x2, 1x4")
        [CakePieces('1x2, 1x4, 2x2')]
        """
        return self._cuts(position, 0)

    def right_options(self, position: Union[CakePieces, str]) -> list[CakePieces]:
        """Return the positions after Right cuts a piece horizontally (its height splits in two).

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
        """
        return self._cuts(position, 1)

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
        return [(self, tuple.__new__(CakePieces, (piece,))) for piece in cake]
