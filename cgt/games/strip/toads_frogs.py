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
from ...errors import InvalidPositionError, InvalidValueError
from ...game import Game
from ..grid.board import BoardMove
from ..ruleset import EstimatedRuleset

__all__ = ["GenToadsAndFrogs", "ToadsAndFrogs", "ToadsAndFrogsStrip"]

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


class GenToadsAndFrogs(EstimatedRuleset):
    """CGSuite's ``GenToadsAndFrogs``: Toads and Frogs with longer slides, backslides and longer jumps.

    Left moves a toad (``T``) rightwards, Right a frog (``F``) leftwards: a
    slide of ``k`` cells over empty cells, for ``k`` from `min_slide` to
    `max_slide` but not 0 (a negative ``k`` slides back), or a jump over a
    run of ``1`` to `max_jump` enemy pieces (and own pieces too, with
    `friendly_jumps`) onto the empty cell just beyond. Whoever cannot move
    loses. A position is a :class:`ToadsAndFrogsStrip` or its text.

    Parameters
    ----------
    min_slide, max_slide : int
        The shortest and longest slide (CGSuite's ``minSlide``, ``maxSlide``;
        1 and 1). A negative `min_slide` lets pieces slide back, and the game
        is loopy.
    max_jump : int
        The most pieces jumped over at once (``maxJump``; 1); 0: no jumps.
    friendly_jumps : bool
        Whether a piece may jump its own side's pieces too
        (``allowFriendlyJump``; no).

    Raises
    ------
    InvalidValueError
        If a parameter is out of range; the message names it.

    Notes
    -----
    Without backslides, frogs at the left end and toads at the right end can
    never move again, so the search leaves them out of the options it values
    (``option_summands``); a block of ``max_jump + 1`` toads then as many
    frogs can never move either (each of its pieces waits for another to
    move first) and nothing crosses it, so a strip containing one is the sum
    of the parts on either side (``decompose``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import GenToadsAndFrogs
    >>> game = GenToadsAndFrogs(max_jump=2)
    >>> game
    GenToadsAndFrogs(max_jump=2)
    >>> game.left_options("TFF.")            # the toad jumps two frogs
    [ToadsAndFrogsStrip('.FFT')]
    >>> print(cgt.canonical_form(game, "tttt..fff"))   # CGSuite's GameStripTest: GenToadsAndFrogs
    {1/2*|v}
    >>> GenToadsAndFrogs(max_slide=2).left_options("T..F")
    [ToadsAndFrogsStrip('.T.F'), ToadsAndFrogsStrip('..TF')]
    >>> GenToadsAndFrogs(max_jump=-1)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: GenToadsAndFrogs: max_jump -1 is not a whole number >= 0
    """

    __slots__ = ("min_slide", "max_slide", "max_jump", "friendly_jumps", "wall", "_hash")
    position_type = ToadsAndFrogsStrip
    example = "TT..FF"

    def __init__(self, min_slide: int = 1, max_slide: int = 1, max_jump: int = 1, friendly_jumps: bool = False) -> None:
        for name, number, least in (("min_slide", min_slide, None), ("max_slide", max_slide, None), ("max_jump", max_jump, 0)):
            if isinstance(number, bool) or not isinstance(number, int) or (least is not None and number < least):
                raise InvalidValueError(f"GenToadsAndFrogs: {name} {number!r} is not a whole number"
                                        + (f" >= {least}" if least is not None else ""))
        if min_slide > max_slide:
            raise InvalidValueError(f"GenToadsAndFrogs: min_slide {min_slide} is over max_slide {max_slide}")
        if not isinstance(friendly_jumps, bool):
            raise InvalidValueError(f"GenToadsAndFrogs: friendly_jumps {friendly_jumps!r} is not True or False")
        self.min_slide, self.max_slide, self.max_jump, self.friendly_jumps = min_slide, max_slide, max_jump, friendly_jumps
        #: A block that never moves and that nothing crosses (none where pieces slide back).
        self.wall = TOAD * (max_jump + 1) + FROG * (max_jump + 1) if min_slide >= 1 else ""
        self._hash = hash((type(self), self.parameters()))

    @property
    def jumps(self) -> bool:
        """Whether a piece may jump (Elephants and Rhinos says no)."""
        return self.max_jump > 0

    @property
    def loopy(self) -> bool:
        """Whether positions may repeat: where pieces slide back (`min_slide` under 1)."""
        return self.min_slide < 1

    def parameters(self) -> tuple[int, int, int, bool]:
        """Return ``(min_slide, max_slide, max_jump, friendly_jumps)``.

        Examples
        --------
        >>> from cgt.games import BackslidingToadsAndFrogs
        >>> BackslidingToadsAndFrogs().parameters()
        (-1, 1, 1, False)
        """
        return self.min_slide, self.max_slide, self.max_jump, self.friendly_jumps

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.parameters() == self.parameters()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        if type(self) is not GenToadsAndFrogs:
            return f"{type(self).__name__}()"
        names = ("min_slide", "max_slide", "max_jump", "friendly_jumps")
        given = [f"{k}={v!r}" for k, v, default in zip(names, self.parameters(), (1, 1, 1, False)) if v != default]
        return f"GenToadsAndFrogs({', '.join(given)})"

    def left_options(self, position: Union[ToadsAndFrogsStrip, str]) -> list[ToadsAndFrogsStrip]:
        """Return the strips after Left slides or jumps a toad (rightwards, but for backslides).

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
        """Return the strips after Right slides or jumps a frog (leftwards, but for backslides).

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
        """The moves of `piece`, going `step` (1 rightwards, -1 leftwards): slides, then backslides, then jumps."""
        enemy = FROG if piece == TOAD else TOAD
        n, lowest, highest = len(s), self.min_slide, self.max_slide
        moves = []
        for i, ch in enumerate(s):
            if ch != piece:
                continue
            ends = []
            for k_step, last in ((1, highest), (-1, lowest)):  # forward from 1, back from -1, over empty cells
                k = k_step
                while (k <= last if k_step > 0 else k >= last) and 0 <= i + k * step < n and s[i + k * step] == EMPTY:
                    if lowest <= k <= highest:
                        ends.append(i + k * step)
                    k += k_step
            k = 1
            while k <= self.max_jump and 0 <= i + k * step < n and (
                    s[i + k * step] == enemy or (self.friendly_jumps and s[i + k * step] == piece)):
                to = i + (k + 1) * step
                if 0 <= to < n and s[to] == EMPTY:
                    ends.append(to)
                k += 1
            for to in ends:
                cells = list(s)
                cells[i], cells[to] = EMPTY, piece
                moves.append((BoardMove((1, i + 1), (1, to + 1)), str.__new__(ToadsAndFrogsStrip, "".join(cells))))
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
            keys = [piece for _, piece in parts] if parts is not None else [_trimmed(strip) if self.wall else strip]
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
        at = s.find(self.wall) if self.wall else -1
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

    def rough_positions(self, position: Union[ToadsAndFrogsStrip, str]) -> Optional[int]:
        """Return an upper bound of the strips a search of `position`'s value reaches.

        The solver asks it first (see :meth:`estimated_positions`). Toads
        only move right and frogs only move left, so the ``k``-th toad stands
        at or right of where it starts and the ``k``-th frog at or left of
        it: the bound counts the strips that keep to that (one pass over the
        cells, one count per number of toads and frogs placed). ``None``
        where pieces slide back (a loopy game, whose engine keeps to a
        search's budget as it goes).

        Parameters
        ----------
        position : ToadsAndFrogsStrip or str
            The strip, or its text.

        Returns
        -------
        int or None
            The bound.

        Examples
        --------
        >>> ToadsAndFrogs().rough_positions("TTTT....FFFF")   # 24,348 visited
        34650
        """
        s = self._position(position)
        if not self.wall:  # a loopy game: the loopy engine keeps to the budget itself
            return None
        parts = self.decompose(s)
        return sum(_strips_bound(part, self.jumps) for part in ([s] if parts is None else [p for _, p in parts]))


class ToadsAndFrogs(GenToadsAndFrogs):
    """Toads and Frogs: Left moves toads rightwards, Right frogs leftwards, one cell or a jump over one enemy.

    The family's default (``GenToadsAndFrogs()``). A position is a
    :class:`ToadsAndFrogsStrip` or its text. Options are strips of the same
    length; the search values them without the pieces stuck at the ends
    (``option_summands``), and strips with a ``TTFF`` block decompose.

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

    def __init__(self) -> None:
        super().__init__()
