"""Cram: Domineering in which both players place dominoes either way: Domineering's impartial variant.

Cram (Gardner, "Mathematical Games", Scientific American, Feb. 1974; *Winning Ways*) is played on a
:class:`~cgt.games.Grid`: a move covers two adjacent empty
cells, in a row or a column, whoever moves; whoever cannot move loses. It is
impartial, so its values are nimbers: :func:`cgt.grundy` gives them and
:func:`cgt.canonical_form` is ``*grundy``. Every symmetry of the board keeps
the value (transposes too), and the empty cells fall apart into independent
regions (``decompose``), a region of one cell being dead.

Cram is :func:`cgt.games.impartial_variant` of Domineering: that function
returns it for Domineering, and it is an
:class:`~cgt.games.variants.ImpartialVariant` whose options are listed here
directly (under the eight symmetries, which the general variant cannot know).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Optional, Union

from ..ruleset import TextRuleset
from ..variants import ImpartialVariant
from .board import BoardMove
from .domineering import Domineering, Grid, dominoes, grid_normal, grid_regions

__all__ = ["Cram"]


class Cram(ImpartialVariant, TextRuleset):
    """Cram: place a domino on two adjacent empty cells, in a row or a column; Domineering's impartial variant.

    A position is a :class:`~cgt.games.Grid` or its text
    (``.`` empty, ``#`` filled). Options come in normal form, under all eight
    symmetries of the board (what the Grundy search shares); :meth:`option_moves`
    gives each domino with the grid it leaves, in the position's own frame.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Cram
    >>> game = Cram()
    >>> game.options("...")
    [Grid('#')]
    >>> cgt.grundy(game, "...|..."), cgt.grundy(game, "...|...|...")
    (1, 0)
    >>> cgt.canonical_form(game, "...|...")   # impartial: the nimber *grundy
    CanonicalForm.parse('*')
    >>> cgt.games.impartial_variant(cgt.games.Domineering()), game.base
    (Cram(), Domineering())
    """

    __slots__ = ()
    position_type = Grid
    example = "...|..."

    def __init__(self) -> None:
        super().__init__(Domineering())

    __repr__ = TextRuleset.__repr__

    def options(self, position: Union[Grid, str]) -> list[Grid]:
        """Return the grids after each domino, in normal form, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a grid.

        Examples
        --------
        >>> Cram().options("..|..")
        [Grid('.|.')]
        """
        width, height, mask = self._position(position)
        found: dict[Grid, None] = {}
        for vertical in (True, False):
            pairs, step = dominoes(width, height, mask, vertical)
            while pairs:
                low = pairs & -pairs
                pairs ^= low
                found[grid_normal(mask ^ (low | low << step), width, height, 1)] = None
        return list(found)

    def option_moves(self, position: Union[Grid, str]) -> list[tuple[BoardMove, Grid]]:
        """Return each domino, as its two cells from ``(1, 1)``, and the grid it leaves (the same frame).

        :meth:`options` stays in normal form: the Grundy search shares one
        cache entry among a grid's symmetric pictures.

        Raises
        ------
        InvalidPositionError
            If the text is not a grid.

        Examples
        --------
        >>> [(str(move), grid) for move, grid in Cram().option_moves("..|.#")]
        [('(1,1)-(2,1)', Grid('#.|##')), ('(1,1)-(1,2)', Grid('##|.#'))]
        """
        # Cram's dominoes are Domineering's of both players: Left's vertical ones, then Right's. The
        # grid is read here, so that a bad position is named as Cram's.
        width, height, mask = self._position(position)
        grid = Grid.from_masks(width, height, (mask,))
        return self.base.left_moves(grid) + self.base.right_moves(grid)

    def decompose(self, position: Union[Grid, str]) -> Optional[list[tuple[Any, Hashable]]]:
        """Split a grid into its regions of empty cells, in normal form; ``None`` for one region.

        Raises
        ------
        InvalidPositionError
            If the text is not a grid.

        Examples
        --------
        >>> Cram().decompose("..#.|..#.")
        [(Cram(), Grid('..|..')), (Cram(), Grid('.|.'))]
        """
        parts = grid_regions(self._position(position), 1)
        return None if parts is None else [(self, part) for part in parts]
