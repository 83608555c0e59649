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

from .toads_frogs import GenToadsAndFrogs

__all__ = ["BackslidingToadsAndFrogs"]


class BackslidingToadsAndFrogs(GenToadsAndFrogs):
    """Backsliding Toads and Frogs: Left moves toads, Right frogs, one cell either way or a jump forward.

    CGSuite's ``GenToadsAndFrogs(minSlide => -1)``.

    Examples
    --------
    >>> from cgt.games import BackslidingToadsAndFrogs
    >>> game = BackslidingToadsAndFrogs()
    >>> game.left_options(".T.F"), game.right_options(".TF.")
    ([ToadsAndFrogsStrip('..TF'), ToadsAndFrogsStrip('T..F')], [ToadsAndFrogsStrip('.T.F'), ToadsAndFrogsStrip('FT..')])
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(min_slide=-1)
