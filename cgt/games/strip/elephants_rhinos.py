"""Elephants and Rhinos: Toads and Frogs without jumps.

Left moves an elephant (written ``T``, as a toad) one cell right onto an empty
cell; Right moves a rhino (``F``) one cell left. Nobody jumps, so an elephant
facing a rhino (``TF``) is stuck for good, and so is everything behind it on
that side: the strip is the sum of the parts on either side of every ``TF``.
Whoever cannot move loses. (Lessons in Play, Albert, Nowakowski and Wolfe;
CGSuite's ``game.strip.ElephantsAndRhinos``, its ``GenToadsAndFrogs`` with
``maxJump => 0``.)
"""

from __future__ import annotations

from .toads_frogs import GenToadsAndFrogs

__all__ = ["ElephantsAndRhinos"]


class ElephantsAndRhinos(GenToadsAndFrogs):
    """Elephants and Rhinos: Toads and Frogs in which pieces only slide.

    Positions are :class:`~cgt.games.ToadsAndFrogsStrip` values or their
    text: ``T`` an elephant (Left's, moving right), ``F`` a rhino (Right's,
    moving left), ``.`` empty. Stuck pieces at the ends are left out of the
    options, and a strip splits at every ``TF`` (``decompose``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import ElephantsAndRhinos
    >>> game = ElephantsAndRhinos()
    >>> game.left_options("T.TF.F")        # the second elephant faces a rhino: stuck
    [ToadsAndFrogsStrip('.TTF.F')]
    >>> game.decompose("T.TF.F")
    [(ElephantsAndRhinos(), ToadsAndFrogsStrip('T.')), (ElephantsAndRhinos(), ToadsAndFrogsStrip('.F'))]
    >>> print(cgt.canonical_form(game, "T.T.F"))
    {2|1}
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(max_jump=0)
