"""Toppling Dominoes: push a domino over, and every domino on that side falls with it.

Dominoes stand in rows. Left (Blue) picks a blue (``L``) or a green (``G``)
domino and topples it left or right: it falls, and so does every domino on
that side of it in its row. Right (Red) does the same with a red (``R``) or a
green domino. Whoever cannot move loses. (A game of *Lessons in Play*, by
Albert, Nowakowski and Wolfe, studied by Fink, Nowakowski, Siegel and Wolfe
in "Toppling conjectures", *Games of No Chance 4*, 2015.)

A position is a :class:`Dominoes` value: rows written as in CGSuite's
``TopplingDominoes`` (``l`` blue, ``r`` red, ``e`` grey, which cgt calls green
and also writes ``G``), with spaces or commas between the rows of a sum:
``LRRL GG``. Rows are independent, so a position of several rows is their sum
(``decompose``); a row and its mirror image have the same value, and the
options of a row are written the way round that sorts first, so that one cache
entry serves both.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from typing import Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from ...game import Game
from ...partizan.values import CanonicalForm, number, star
from ..ruleset import TextRuleset

__all__ = ["TopplingDominoes", "Dominoes"]

BLUE, RED, GREEN = "L", "R", "G"
_FILL = {BLUE: "#1f5fbf", RED: "#c8302a", GREEN: "#2a9b3c"}
_LEFT = frozenset((BLUE, GREEN))
_RIGHT = frozenset((RED, GREEN))
# CGSuite's letters (l, r, e and '.' for a fallen domino) and cgt's (G for green).
_LETTERS = {"L": BLUE, "R": RED, "G": GREEN, "E": GREEN}
_SEPARATORS = re.compile(r"[\s,]+")


_SWAP = str.maketrans("LR", "RL")

class Dominoes(str):
    """Rows of Toppling Dominoes: ``L`` blue (Left's), ``R`` red (Right's), ``G`` green (either's).

    The rows are separated by single spaces in the text and in ``str``.

    Parameters
    ----------
    text : str
        The rows, separated by spaces or commas. Letters may be lower case, and
        ``E`` (CGSuite's letter for a grey domino) means green. A ``.`` is a
        fallen domino, as in CGSuite's text of a position; CGSuite topples
        across it, so it is dropped (``'l..r'`` is the row ``LR``).

    Raises
    ------
    InvalidPositionError
        If a character is none of these (the message names it, its row and
        its place in the row).

    Examples
    --------
    >>> from cgt.games import Dominoes
    >>> d = Dominoes("lre, LL")
    >>> d
    Dominoes('LRG LL')
    >>> print(d)
    LRG LL
    >>> d.rows
    ('LRG', 'LL')
    >>> Dominoes("LR LX")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: Toppling Dominoes 'LR LX': row 2, domino 2 is 'X'; use L (blue), R (red), G or E (green) and '.' (fallen)
    """

    __slots__ = ()

    def __new__(cls, text: str = "") -> "Dominoes":
        if not isinstance(text, str):
            raise InvalidPositionError(
                f"Toppling Dominoes rows are text such as 'LRRL GG', not {text!r} of type {type(text).__name__}"
            )
        rows = []
        for r, word in enumerate(w for w in _SEPARATORS.split(text) if w):
            row = []
            for i, ch in enumerate(word):
                letter = _LETTERS.get(ch.upper())
                if letter is not None:
                    row.append(letter)
                elif ch != ".":
                    raise InvalidPositionError(
                        f"Toppling Dominoes {text!r}: row {r + 1}, domino {i + 1} is {ch!r}; "
                        "use L (blue), R (red), G or E (green) and '.' (fallen)"
                    )
            if row:
                rows.append("".join(row))
        return str.__new__(cls, " ".join(rows))

    @property
    def rows(self) -> tuple[str, ...]:
        """The rows, left to right (``()`` when no domino stands)."""
        return tuple(self.split())

    def __repr__(self) -> str:
        return f"Dominoes({str(self)!r})"

    def __str__(self) -> str:
        return str.__str__(self)

    def _repr_svg_(self) -> str:
        # Each domino a tall bar; rows one under the other.
        width, height, gap = _svg.CELL // 2, _svg.CELL * 2, _svg.CELL // 2
        rows = self.rows or ("",)
        parts = []
        for r, row in enumerate(rows):
            y = gap + r * (height + gap)
            parts.append(_svg.line(0, y + height, (2 * len(row) + 1) * width, y + height, "#6b4f2a", 2))
            for i, ch in enumerate(row):
                parts.append(_svg.rect((2 * i + 1) * width, y, width, height, _FILL[ch]))
        longest = max(len(row) for row in rows)
        return _svg.svg((2 * longest + 1) * width, gap + len(rows) * (height + gap), parts)


def _oriented(row: str) -> str:
    """`row` or its mirror image, whichever sorts first: they have the same value."""
    mirror = row[::-1]
    return mirror if mirror < row else row


class TopplingDominoes(TextRuleset):
    """Toppling Dominoes: topple one of your own or a green domino, and all beyond it fall.

    A position is a :class:`Dominoes` value or its text. Left topples blue
    (``L``) and green (``G``) dominoes, Right red (``R``) and green ones;
    toppling a domino leftwards removes it and every domino to its left in its
    row, rightwards every domino to its right. Rows are a sum (``decompose``),
    and a row of one colour is valued without search: ``n`` blue dominoes are
    the integer ``n``, ``n`` red ones ``-n``, ``n`` green ones the nimber
    ``*n`` (``canonical_form_hint``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import TopplingDominoes
    >>> game = TopplingDominoes()
    >>> game.left_options("LRL")
    [Dominoes('LR'), Dominoes('')]
    >>> cgt.canonical_form(game, "LR"), cgt.canonical_form(game, "LLR")
    (CanonicalForm.parse('*'), CanonicalForm.parse('{1|0}'))
    >>> print(cgt.canonical_form(game, "LRL"))    # Left topples an end domino outwards
    1/2
    """

    __slots__ = ()
    position_type = Dominoes
    example = "LRRL GG"

    def _options(self, position: Union[Dominoes, str], allowed: frozenset[str]) -> list[Dominoes]:
        rows = self._position(position).rows
        found: dict[str, None] = {}
        for r, row in enumerate(rows):
            for i, ch in enumerate(row):
                if ch in allowed:
                    for rest in (row[i + 1 :], row[:i]):  # toppled leftwards, rightwards
                        if len(rows) == 1:
                            rest = _oriented(rest)
                        found[" ".join(filter(None, rows[:r] + (rest,) + rows[r + 1 :]))] = None
        return [str.__new__(Dominoes, text) for text in found]

    def negative(self, position: Union[Dominoes, str]) -> Dominoes:
        """Return the rows with blue and red exchanged: the negative value.

        Examples
        --------
        >>> TopplingDominoes().negative("LLR GL")
        Dominoes('RRL GR')
        """
        return Dominoes(str(self._position(position)).translate(_SWAP))

    def left_options(self, position: Union[Dominoes, str]) -> list[Dominoes]:
        """Return the positions after Left topples a blue or green domino, leftwards then rightwards.

        A single row's options are written the way round that sorts first.

        Parameters
        ----------
        position : Dominoes or str
            The rows, or their text.

        Returns
        -------
        list of Dominoes
            Each once: two per blue or green domino (leftwards, then
            rightwards), from the left end of the first row on.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> TopplingDominoes().left_options("LG R")
        [Dominoes('G R'), Dominoes('R'), Dominoes('L R')]
        """
        return self._options(position, _LEFT)

    def right_options(self, position: Union[Dominoes, str]) -> list[Dominoes]:
        """Return the positions after Right topples a red or green domino, leftwards then rightwards.

        Parameters
        ----------
        position : Dominoes or str
            The rows, or their text.

        Returns
        -------
        list of Dominoes
            Each once: two per red or green domino (leftwards, then rightwards).

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> TopplingDominoes().right_options("LRL")
        [Dominoes('L')]
        """
        return self._options(position, _RIGHT)

    def canonical_form_hint(self, position: Union[Dominoes, str]) -> Optional[CanonicalForm]:
        """Return the value of a row of one colour, else ``None`` (search).

        ``n`` blue dominoes are ``{n-1|} = n`` (Left leaves any shorter row,
        Right has no move), ``n`` red ones ``-n``, and ``n`` green ones ``*n``
        (either player leaves any shorter row: Nim).

        Parameters
        ----------
        position : Dominoes or str
            The rows, or their text.

        Returns
        -------
        CanonicalForm or None
            The value, or ``None`` to let the search find it.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> game = TopplingDominoes()
        >>> game.canonical_form_hint("LLL"), game.canonical_form_hint("GG"), game.canonical_form_hint("LR")
        (CanonicalForm.parse('3'), CanonicalForm.parse('*2'), None)
        """
        rows = self._position(position).rows
        if len(rows) != 1 or len(set(rows[0])) != 1:
            return None
        row = rows[0]
        n = len(row)
        return number(n) if row[0] == BLUE else number(-n) if row[0] == RED else star(n)

    def decompose(self, position: Union[Dominoes, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a position into its rows; ``None`` for a single row (or none).

        Parameters
        ----------
        position : Dominoes or str
            The rows, or their text.

        Returns
        -------
        list of (game, Dominoes) pairs, or None
            One component per row, in order.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> TopplingDominoes().decompose("LR GG")
        [(TopplingDominoes(), Dominoes('LR')), (TopplingDominoes(), Dominoes('GG'))]
        """
        rows = self._position(position).rows
        if len(rows) < 2:
            return None
        return [(self, str.__new__(Dominoes, row)) for row in rows]
