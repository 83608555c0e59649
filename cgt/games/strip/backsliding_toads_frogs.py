"""Backsliding Toads and Frogs: Toads and Frogs in which a piece may also slide back one cell.

Left moves a toad (``T``) one cell right onto an empty cell, or back one cell
left onto an empty cell, or jumps it rightwards over a single frog onto the
empty cell beyond; Right moves frogs (``F``) the same way, mirrored. Pieces
can go back and forth, so play may go on forever: the game is loopy
(Winning Ways ch. 22; CGSuite's ``GenToadsAndFrogs(minSlide => -1)``).
Positions are :class:`~cgt.games.ToadsAndFrogsStrip` texts; values come
from :func:`cgt.canonical_form`: a stopper's simplest form or, when play can
go on forever with the players alternating, its sided value (onside and
offside, :class:`~cgt.loopy.SidedValue`; the stopper itself when they agree).

Examples
--------
>>> import cgt
>>> from cgt.games import BackslidingToadsAndFrogs
>>> g = BackslidingToadsAndFrogs()
>>> print(cgt.canonical_form(g, "T.F"), cgt.canonical_form(g, "TT.F"), cgt.canonical_form(g, "TF.."))
0 on *
"""

from __future__ import annotations

from typing import Union

from ..ruleset import TextRuleset
from .toads_frogs import ToadsAndFrogsStrip

__all__ = ["BackslidingToadsAndFrogs"]


def _moves(s: str, piece: str, step: int) -> list[ToadsAndFrogsStrip]:
    """Moves of `piece` (stepping `step` = +1 forward): forward, back, then jumps over one enemy."""
    n = len(s)
    cells = list(s)
    out: list[ToadsAndFrogsStrip] = []
    for kind in ("forward", "back", "jump"):
        for i, ch in enumerate(cells):
            if ch != piece:
                continue
            if kind == "jump":
                over, to = i + step, i + 2 * step
                if not (0 <= to < n and cells[over] not in (".", piece) and cells[to] == "."):
                    continue
            else:
                to = i + step if kind == "forward" else i - step
                if not (0 <= to < n and cells[to] == "."):
                    continue
            new = cells[:]
            new[i], new[to] = ".", piece
            out.append(str.__new__(ToadsAndFrogsStrip, "".join(new)))
    return out


class BackslidingToadsAndFrogs(TextRuleset):
    """Backsliding Toads and Frogs: Left moves toads, Right frogs, one cell either way or a jump forward.

    Examples
    --------
    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> game = BackslidingToadsAndFrogs()
    >>> game.left_options(".T.F"), game.right_options(".TF.")
    ([ToadsAndFrogsStrip('..TF'), ToadsAndFrogsStrip('T..F')], [ToadsAndFrogsStrip('.T.F'), ToadsAndFrogsStrip('FT..')])
    """

    __slots__ = ()
    position_type = ToadsAndFrogsStrip
    example = "TT..FF"

    def left_options(self, position: Union[ToadsAndFrogsStrip, str]) -> list[ToadsAndFrogsStrip]:
        """Return the strips after Left slides a toad one cell either way or jumps it right over a frog."""
        return _moves(self._position(position), "T", 1)

    def right_options(self, position: Union[ToadsAndFrogsStrip, str]) -> list[ToadsAndFrogsStrip]:
        """Return the strips after Right slides a frog one cell either way or jumps it left over a toad."""
        return _moves(self._position(position), "F", -1)

    def negative(self, position: Union[ToadsAndFrogsStrip, str]) -> ToadsAndFrogsStrip:
        """Return the strip of the negative value: turned round, toads and frogs exchanged."""
        return self._position(position).swapped()
