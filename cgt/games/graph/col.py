"""Col and Snort: colour a vertex of a graph, keeping to (Col) or away from (Snort) your own colour.

Left colours an uncoloured vertex blue, Right red. In Col no two adjacent
vertices may share a colour; in Snort no two adjacent vertices may differ.
Whoever cannot move loses. (Col is Colin Vout's game, Snort Simon Norton's;
both are in Winning Ways, chapter 2, and in CGSuite as ``game.graph.Col`` and
``game.graph.Snort``.)

Positions are :class:`~cgt.games.TintedGraph` values (or their text, CGSuite's
notation): a coloured vertex is removed and tints its uncoloured neighbours
with its colour, so in Col Left may colour an untinted vertex or one tinted
``R``, and in Snort an untinted vertex or one tinted ``L``. The connected
components of a graph are a sum (``decompose``).

Every position of Col is a number or a number plus ``*`` (Winning Ways,
chapter 2); Snort is hot (a single edge ``.-.`` is ``+-1``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar, Optional, Union

from ...game import Game
from ...partizan.values import CanonicalForm, number, star
from ..ruleset import TextRuleset
from .tinted import LEFT_TINT, RIGHT_TINT, UNTINTED, TintedGraph

__all__ = ["Col", "Snort"]


class _VertexColouring(TextRuleset):
    """A game of colouring vertices: the tint a player may not colour is the ruleset's."""

    __slots__ = ()
    position_type = TintedGraph
    example = "L-.-.-R"
    #: The tint of the vertices Left may not colour (Right's is the other).
    left_barred: ClassVar[str]
    #: The edges that no longer matter, by the tints of their ends (see the subclasses).
    idle_edges: ClassVar[tuple[str, ...]]

    def _options(self, position: Union[TintedGraph, str], tint: str, barred: str) -> list[TintedGraph]:
        graph = self._position(position)
        found = dict.fromkeys(
            graph.after_colouring(v, tint, *self.idle_edges)
            for v, t in enumerate(graph.tints)
            if t != barred
        )
        return list(found)

    def negative(self, position: Union[TintedGraph, str]) -> TintedGraph:
        """Return the graph with the tints ``L`` and ``R`` exchanged: the players' roles exchanged, the value negated.

        Examples
        --------
        >>> Col().negative("L-.-.-R")
        TintedGraph('R-.-.-L')
        """
        graph = self._position(position)
        swap = str.maketrans(LEFT_TINT + RIGHT_TINT, RIGHT_TINT + LEFT_TINT)
        return TintedGraph.from_edges(graph.tints.translate(swap), graph.edges)

    def left_options(self, position: Union[TintedGraph, str]) -> list[TintedGraph]:
        """Return the graphs after Left colours a vertex she may colour (each once).

        Parameters
        ----------
        position : TintedGraph or str
            The graph, or its text.

        Returns
        -------
        list of TintedGraph
            The options, each once, in the order of the vertices coloured.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return self._options(position, LEFT_TINT, self.left_barred)

    def right_options(self, position: Union[TintedGraph, str]) -> list[TintedGraph]:
        """Return the graphs after Right colours a vertex he may colour (each once).

        Parameters
        ----------
        position : TintedGraph or str
            The graph, or its text.

        Returns
        -------
        list of TintedGraph
            The options, each once, in the order of the vertices coloured.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return self._options(position, RIGHT_TINT, self._right_barred())

    def _right_barred(self) -> str:
        return RIGHT_TINT if self.left_barred == LEFT_TINT else LEFT_TINT

    def canonical_form_hint(self, position: Union[TintedGraph, str]) -> Optional[CanonicalForm]:
        """Return the value of a graph without edges, else ``None`` (search).

        Each lone vertex only Left may colour is ``1``, each only Right may
        colour ``-1``, each untinted one ``*``.

        Parameters
        ----------
        position : TintedGraph or str
            The graph, or its text.

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
        >>> from cgt.games import Col, Snort
        >>> Col().canonical_form_hint("R; R; L; ."), Snort().canonical_form_hint("R; R; L; .")
        (CanonicalForm.parse('1*'), CanonicalForm.parse('-1*'))
        >>> Col().canonical_form_hint(".-.") is None
        True
        """
        graph = self._position(position)
        if any(graph[1]):
            return None
        tints = graph.tints
        lefts, rights = tints.count(self._right_barred()), tints.count(self.left_barred)
        return number(lefts - rights) + star(tints.count(UNTINTED) % 2)

    def decompose(self, position: Union[TintedGraph, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a graph into its connected components; ``None`` for a connected graph.

        Parameters
        ----------
        position : TintedGraph or str
            The graph, or its text.

        Returns
        -------
        list of (game, TintedGraph) pairs, or None
            One component per connected part, in the order of its first vertex.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> from cgt.games import Col
        >>> Col().decompose("L-.; .")
        [(Col(), TintedGraph('L-.')), (Col(), TintedGraph('.'))]
        """
        parts = self._position(position).components()
        return [(self, part) for part in parts] if len(parts) > 1 else None


class Col(_VertexColouring):
    """Col: colour a vertex your colour; no two adjacent vertices may share a colour.

    A vertex tinted ``L`` touches a blue vertex, so only Right may colour it;
    one tinted ``R`` only Left. Positions are :class:`~cgt.games.TintedGraph`
    values or their text. An edge between an ``L`` and an ``R`` vertex no
    longer matters (each end may only take the colour the other cannot), so
    options leave such edges out, and the graph falls apart sooner.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Col, TintedGraph
    >>> game = Col()
    >>> game.left_options(".-.")          # the other vertex may now only be red
    [TintedGraph('L')]
    >>> [str(cgt.canonical_form(game, TintedGraph.path(n))) for n in range(1, 6)]
    ['*', '0', '0', '0', '0']
    >>> print(cgt.canonical_form(game, "R-.-R-.-L-.-R-.-R-."))
    7/8
    """

    __slots__ = ()
    left_barred = LEFT_TINT
    idle_edges = ("LR",)


class Snort(_VertexColouring):
    """Snort: colour a vertex your colour; no two adjacent vertices may differ.

    A vertex tinted ``L`` touches a blue vertex, so only Left may colour it;
    one tinted ``R`` only Right. Positions are :class:`~cgt.games.TintedGraph`
    values or their text. An edge between two vertices of the same tint no
    longer matters (both may only take that colour), so options leave such
    edges out.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Snort, TintedGraph
    >>> game = Snort()
    >>> game.left_options(".-.")          # the other vertex may now only be blue
    [TintedGraph('L')]
    >>> [str(cgt.canonical_form(game, TintedGraph.path(n))) for n in range(1, 5)]
    ['*', '+-1', '+-2', '+-{2|1}']
    >>> print(cgt.canonical_form(game, "L-.-.-.-L"))
    {4|0,+-1}
    """

    __slots__ = ()
    left_barred = RIGHT_TINT
    idle_edges = ("LL", "RR")
