"""Toads and Frogs: toads hop right, frogs hop left, on a strip of cells.

Left moves a toad (``T``) one cell right onto an empty cell (``.``), or jumps
it over a single frog onto the empty cell just beyond; Right moves a frog
(``F``) the same way leftwards, over a single toad. Whoever cannot move loses
(Winning Ways, chapter 1). A position is a :class:`ToadsAndFrogsStrip`, e.g.
``TT..FF``.

Options are strips of the position's length, as the player sees them
(``left_moves`` pairs each with its move). Frogs at the left end and toads at
the right end can never move again, so the search leaves them out of the
options it values (``option_summands``); a block ``TTFF`` can never move
either (each of its pieces waits for another to move first) and nothing
crosses it, so a strip containing one is the sum of the parts on either side
(``decompose``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar, Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from ...game import Game
from ..grid.board import BoardMove
from ..ruleset import EstimatedRuleset

__all__ = ["ToadsAndFrogs", "ToadsAndFrogsStrip"]

TOAD, FROG, EMPTY = "T", "F", "."
_SWAP = str.maketrans(TOAD + FROG, FROG + TOAD)


class ToadsAndFrogsStrip(str):
    """A Toads-and-Frogs strip: ``T`` a toad, ``F`` a frog, ``.`` an empty cell.

    Parameters
    ----------
    text : str
        The strip, left end first; lower-case ``t`` and ``f`` are accepted.

    Raises
    ------
    InvalidPositionError
        If a character is not ``T``, ``F`` or ``.`` (the message names it and
        its place).

    Examples
    --------
    >>> from cgt.games import ToadsAndFrogsStrip
    >>> ToadsAndFrogsStrip("tt..ff")
    ToadsAndFrogsStrip('TT..FF')
    >>> print(ToadsAndFrogsStrip("T.F"))
    T.F
    >>> ToadsAndFrogsStrip("T-F")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: Toads-and-Frogs strip 'T-F': cell 2 is '-'; use T (toad), F (frog) and . (empty)
    """

    __slots__ = ()
    #: The pieces (toad, frog) and the empty cell, as a board names them (what the notebook widget cycles through).
    symbols, blank = TOAD + FROG, EMPTY

    def __new__(cls, text: str = "") -> "ToadsAndFrogsStrip":
        if not isinstance(text, str):
            raise InvalidPositionError(
                f"a Toads-and-Frogs strip is text such as 'TT..FF', not {text!r} of type {type(text).__name__}"
            )
        strip = text.upper()
        for i, ch in enumerate(strip):
            if ch not in "TF.":
                raise InvalidPositionError(
                    f"Toads-and-Frogs strip {text!r}: cell {i + 1} is {text[i]!r}; "
                    "use T (toad), F (frog) and . (empty)"
                )
        return str.__new__(cls, strip)

    def swapped(self) -> "ToadsAndFrogsStrip":
        """Return the strip turned round with toads and frogs exchanged: the other player's view.

        Examples
        --------
        >>> ToadsAndFrogsStrip("TT.F").swapped()
        ToadsAndFrogsStrip('T.FF')
        """
        return str.__new__(ToadsAndFrogsStrip, self[::-1].translate(_SWAP))

    def __repr__(self) -> str:
        return f"ToadsAndFrogsStrip({str(self)!r})"

    def __str__(self) -> str:
        return str.__str__(self)

    def _repr_svg_(self) -> str:
        size = _svg.CELL
        parts = _svg.cells([self], {TOAD: "#ffffff", FROG: "#ffffff", EMPTY: "#ffffff"})
        for i, ch in enumerate(self):
            if ch != EMPTY:
                x, y = (i + 0.5) * size, size / 2
                parts.append(_svg.circle(x, y, size / 2 - 3, "#6aa84f" if ch == TOAD else "#e69138"))
                parts.append(_svg.text(x, y, ch, 12))
        return _svg.svg(max(len(self), 1) * size, size, parts)


def _trimmed(strip: str) -> ToadsAndFrogsStrip:
    """`strip` without the frogs at its left end and the toads at its right end: they never move."""
    return str.__new__(ToadsAndFrogsStrip, strip.lstrip(FROG).rstrip(TOAD))


def _strips_bound(s: str, jumps: bool) -> int:
    """The strips reachable from `s` if each toad (frog) keeps its order and only moves right (left); without jumps, all pieces keep their order."""
    if not jumps:
        pieces = [(i, ch) for i, ch in enumerate(s) if ch in (TOAD, FROG)]
        # ways[k]: fillings of the cells so far with the first k pieces placed.
        line = [1] + [0] * len(pieces)
        for cell in range(len(s)):
            for k in range(len(pieces) - 1, -1, -1):
                start, piece = pieces[k]
                if line[k] and (start <= cell if piece == TOAD else cell <= start):
                    line[k + 1] += line[k]
        return line[-1]
    toads = [i for i, ch in enumerate(s) if ch == TOAD]
    frogs = [i for i, ch in enumerate(s) if ch == FROG]
    # ways[t][f]: fillings of the cells so far with t toads and f frogs placed.
    ways = [[0] * (len(frogs) + 1) for _ in range(len(toads) + 1)]
    ways[0][0] = 1
    for cell in range(len(s)):
        new = [[0] * (len(frogs) + 1) for _ in range(len(toads) + 1)]
        for t, row in enumerate(ways):
            for f, count in enumerate(row):
                if not count:
                    continue
                new[t][f] += count  # the cell is empty
                if t < len(toads) and toads[t] <= cell:
                    new[t + 1][f] += count
                if f < len(frogs) and cell <= frogs[f]:
                    new[t][f + 1] += count
        ways = new
    return ways[len(toads)][len(frogs)]


class ToadsAndFrogs(EstimatedRuleset):
    """Toads and Frogs: Left moves toads rightwards, Right frogs leftwards.

    A position is a :class:`ToadsAndFrogsStrip` or its text. Options are
    strips of the same length; the search values them without the pieces
    stuck at the ends (``option_summands``), and strips with a ``TTFF``
    block decompose.

    Examples
    --------
    >>> from cgt.games import ToadsAndFrogs
    >>> game = ToadsAndFrogs()
    >>> game.left_options("T.F"), game.right_options("T.F")
    ([ToadsAndFrogsStrip('.TF')], [ToadsAndFrogsStrip('TF.')])
    >>> game.left_moves("TF.")     # the toad jumps from cell 1 to cell 3, where it is stuck
    [(BoardMove((1, 1), (1, 3)), ToadsAndFrogsStrip('.FT'))]
    """

    __slots__ = ()
    position_type = ToadsAndFrogsStrip
    example = "TT..FF"
    #: Whether a piece may jump a single enemy piece (Elephants and Rhinos says no).
    jumps: ClassVar[bool] = True
    #: A block that never moves and that nothing crosses: toads left of frogs.
    wall: ClassVar[str] = "TTFF"

    def left_options(self, position: Union[ToadsAndFrogsStrip, str]) -> list[ToadsAndFrogsStrip]:
        """Return the strips after Left moves or jumps a toad one or two cells right.

        Parameters
        ----------
        position : ToadsAndFrogsStrip or str
            The strip, or its text.

        Returns
        -------
        list of ToadsAndFrogsStrip
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> ToadsAndFrogs().left_options("T.TF.")
        [ToadsAndFrogsStrip('.TTF.'), ToadsAndFrogsStrip('T..FT')]
        """
        return [strip for _, strip in self.left_moves(position)]

    def right_options(self, position: Union[ToadsAndFrogsStrip, str]) -> list[ToadsAndFrogsStrip]:
        """Return the strips after Right moves or jumps a frog one or two cells left.

        Parameters
        ----------
        position : ToadsAndFrogsStrip or str
            The strip, or its text.

        Returns
        -------
        list of ToadsAndFrogsStrip
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> ToadsAndFrogs().right_options(".TF.F")
        [ToadsAndFrogsStrip('FT..F'), ToadsAndFrogsStrip('.TFF.')]
        """
        return [strip for _, strip in self.right_moves(position)]

    def left_moves(self, position: Union[ToadsAndFrogsStrip, str]) -> list[tuple[BoardMove, ToadsAndFrogsStrip]]:
        """Return each move of Left with the strip after it: a toad's cell before and after, from ``(1, 1)``.

        Examples
        --------
        >>> [(str(move), strip) for move, strip in ToadsAndFrogs().left_moves("T.TF.")]
        [('(1,1)-(1,2)', ToadsAndFrogsStrip('.TTF.')), ('(1,3)-(1,5)', ToadsAndFrogsStrip('T..FT'))]
        """
        return self._moves(self._position(position), TOAD, 1)

    def right_moves(self, position: Union[ToadsAndFrogsStrip, str]) -> list[tuple[BoardMove, ToadsAndFrogsStrip]]:
        """Return each move of Right with the strip after it: a frog's cell before and after, from ``(1, 1)``.

        Examples
        --------
        >>> [(str(move), strip) for move, strip in ToadsAndFrogs().right_moves(".TF.F")]
        [('(1,3)-(1,1)', ToadsAndFrogsStrip('FT..F')), ('(1,5)-(1,4)', ToadsAndFrogsStrip('.TFF.'))]
        """
        return self._moves(self._position(position), FROG, -1)

    def _moves(self, s: str, piece: str, step: int) -> list[tuple[BoardMove, ToadsAndFrogsStrip]]:
        """The moves of `piece`, which goes `step` (1 rightwards, -1 leftwards) or jumps one enemy piece."""
        enemy = FROG if piece == TOAD else TOAD
        moves = []
        for i, ch in enumerate(s):
            if ch != piece:
                continue
            for to in (i + step, i + 2 * step):
                if not 0 <= to < len(s) or (to != i + step and (not self.jumps or s[i + step] != enemy)):
                    break
                if s[to] == EMPTY:
                    cells = list(s)
                    cells[i], cells[to] = EMPTY, piece
                    moves.append((BoardMove((1, i + 1), (1, to + 1)), str.__new__(ToadsAndFrogsStrip, "".join(cells))))
                    break
        return moves

    def option_summands(self, position: Union[ToadsAndFrogsStrip, str]) -> tuple[list[tuple[tuple[ToadsAndFrogsStrip, bool], ...]], int]:
        """Return every option as the strips it is the sum of (stuck pieces left out), and the number of Left's.

        The partizan engine's hook (see :mod:`cgt.partizan.engine`): one
        cache entry serves every option that differs only in stuck pieces.

        Examples
        --------
        >>> ToadsAndFrogs().option_summands("TF.")
        ([((ToadsAndFrogsStrip('.F'), False),)], 1)
        """
        s = self._position(position)
        lefts, rights = self._moves(s, TOAD, 1), self._moves(s, FROG, -1)
        options = []
        for _, strip in lefts + rights:
            parts = self.decompose(strip)
            keys = [piece for _, piece in parts] if parts is not None else [_trimmed(strip)]
            options.append(tuple((key, False) for key in keys))
        return options, len(lefts)

    def negative(self, position: Union[ToadsAndFrogsStrip, str]) -> ToadsAndFrogsStrip:
        """Return the strip of the negative value: turned round, toads and frogs exchanged.

        Examples
        --------
        >>> ToadsAndFrogs().negative("TT.F")
        ToadsAndFrogsStrip('T.FF')
        """
        return self._position(position).swapped()

    def decompose(self, position: Union[ToadsAndFrogsStrip, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a strip at its :attr:`wall` blocks (which never move); ``None`` if it has none.

        The part left of a block keeps the block's toads and the part right of
        it its frogs: they stand where the block stood, and never move either.

        Parameters
        ----------
        position : ToadsAndFrogsStrip or str
            The strip, or its text.

        Returns
        -------
        list of (game, ToadsAndFrogsStrip) pairs, or None
            The components of the sum, or ``None`` when the position does not split.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> ToadsAndFrogs().decompose("T.TTFF.F")
        [(ToadsAndFrogs(), ToadsAndFrogsStrip('T.')), (ToadsAndFrogs(), ToadsAndFrogsStrip('.F'))]
        """
        s = self._position(position)
        at = s.find(self.wall)
        if at < 0:
            return None
        half = len(self.wall) // 2
        parts = []
        start = 0
        while at >= 0:
            parts.append(s[start : at + half])
            start = at + half
            at = s.find(self.wall, start)
        parts.append(s[start:])
        pieces = [_trimmed(part) for part in parts]
        return [(self, piece) for piece in pieces if piece] or [(self, _trimmed(""))]

    def rough_positions(self, position: Union[ToadsAndFrogsStrip, str]) -> int:
        """Return an upper bound of the strips a search of `position`'s value reaches.

        The solver asks it first (see :meth:`estimated_positions`). Toads never pass
        toads and only move right, frogs never pass frogs and only move left,
        so the ``k``-th toad stands at or right of where it starts and the
        ``k``-th frog at or left of it: the bound counts the strips that
        keep to that (one pass over the cells, one count per number of toads
        and frogs placed).

        Parameters
        ----------
        position : ToadsAndFrogsStrip or str
            The strip, or its text.

        Returns
        -------
        int
            The bound.

        Examples
        --------
        >>> ToadsAndFrogs().rough_positions("TTTT....FFFF")   # 24,348 visited
        34650
        """
        s = self._position(position)
        parts = self.decompose(s)
        return sum(_strips_bound(part, self.jumps) for part in ([s] if parts is None else [p for _, p in parts]))
