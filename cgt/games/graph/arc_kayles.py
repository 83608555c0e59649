"""Arc Kayles and Partizan Arc Kayles: take an edge, and both its ends go.

A move chooses an edge of a graph and removes its two ends, with every edge
touching them; whoever cannot move loses. In **Arc Kayles** either player
may take any edge (an impartial game); in **Partizan Arc Kayles** Left takes
a blue (``l``) or green (``e``) edge, Right a red (``r``) or green one.
Taking a loop removes its one vertex. Both are CGSuite's rulesets
(``game.graph.ArcKayles`` and ``game.graph.PartizanArcKayles``), played on
:class:`~cgt.games.ArcGraph` and :class:`~cgt.games.ColouredArcGraph`
values or their text; the connected components of a graph are a sum
(``decompose``).

On a path of ``n`` vertices a move removes two adjacent vertices, which is
Dawson's Kayles (the octal game ``0.07``) on a heap of ``n``; with a loop at
every vertex a move removes one vertex or two adjacent ones, which is Kayles
(``0.77``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Optional, Union

from ...game import Game
from ..ruleset import TextRuleset
from .arcs import ArcGraph, ColouredArcGraph, WeightedArcGraph

__all__ = ["ArcKayles", "WeightedArcKayles", "PartizanArcKayles"]

_Graph = Union[ArcGraph, ColouredArcGraph, WeightedArcGraph]


def _takes(graph: _Graph, colours: str) -> list[_Graph]:
    """The graphs after taking each edge of one of `colours`, each graph once.

    Taking an edge lowers the weight of its ends by one; a vertex of weight 1 (every vertex of an
    unweighted graph) goes, with its edges."""
    if not isinstance(graph, WeightedArcGraph):
        return list(dict.fromkeys(graph.without_vertices(u, v) for u, v, c in graph if c in colours))
    weights = graph.weights
    found = []
    for u, v, c in graph:
        if c in colours:
            after = list(weights)
            for end in {u, v}:
                after[end] -= 1
            found.append(graph.from_weights(after, [(a, b) for a, b, d in graph if d == "-"]))
    return list(dict.fromkeys(found))


def _split(game: Game, graph: _Graph) -> Optional[list[tuple[Game, Hashable]]]:
    parts = graph.components()
    return [(game, part) for part in parts] if len(parts) > 1 else None


class ArcKayles(TextRuleset):
    """Arc Kayles: take any edge of a graph, removing both its ends.

    A position is an :class:`~cgt.games.ArcGraph` or its text (``---`` a
    path of four vertices, ``:A-:A`` a loop). Arc Kayles is impartial:
    :func:`cgt.grundy` gives its values and :func:`cgt.canonical_form` is
    the nimber ``*grundy``.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import ArcGraph, ArcKayles
    >>> game = ArcKayles()
    >>> game.options("---")                 # an end edge, or the middle one
    [ArcGraph('-'), ArcGraph('')]
    >>> [cgt.grundy(game, ArcGraph.path(n)) for n in range(1, 11)]  # Dawson's Kayles
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
    >>> cgt.canonical_form(game, ":A----:A")     # a 4-cycle
    CanonicalForm.parse('0')
    """

    __slots__ = ()
    position_type = ArcGraph
    example = "-(-;--)"

    def options(self, position: Union[ArcGraph, str]) -> list[ArcGraph]:
        """Return the graphs after taking each edge (each graph once).

        Parameters
        ----------
        position : ArcGraph or str
            The graph, or its text (a :class:`~cgt.games.WeightedArcGraph` in
            :class:`WeightedArcKayles`).

        Returns
        -------
        list of ArcGraph
            The options, in the order of the edges taken.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> ArcKayles().options(":A-:A(-;--)")   # the loop takes only the centre
        [ArcGraph('-'), ArcGraph(''), ArcGraph(':A(-:A;-)')]
        """
        return _takes(self._position(position), "-")  # type: ignore[return-value]

    def decompose(self, position: Union[ArcGraph, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a graph into its connected components; ``None`` for a connected graph.

        Parameters
        ----------
        position : ArcGraph or str
            The graph, or its text.

        Returns
        -------
        list of (game, ArcGraph) pairs, or None
            One component per connected part, sorted.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> ArcKayles().decompose("--; -")
        [(ArcKayles(), ArcGraph('-')), (ArcKayles(), ArcGraph('--'))]
        """
        return _split(self, self._position(position))


class WeightedArcKayles(ArcKayles):
    """Weighted Arc Kayles: take any edge, lowering the weight of both its ends by one.

    CGSuite's ``game.graph.WeightedArcKayles`` (``GenArcKayles(weighted =>
    true)``): a vertex weighs 1 or more and goes when its weight reaches 0,
    with its edges; an edge is taken only while both ends are there. A
    position is a :class:`~cgt.games.WeightedArcGraph` or its text
    (``2-1-1``). Arc Kayles is the game whose weights are all 1: the rule is
    :class:`ArcKayles`' own, with weights.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import WeightedArcKayles
    >>> game = WeightedArcKayles()
    >>> game.options("2-2")
    [WeightedArcGraph('1-1')]
    >>> [cgt.grundy(game, g) for g in ("2-2", "5-5-5-5", "2-2-4-1-3-2")]   # CGSuite 2.2 printed
    [0, 2, 1]
    """

    __slots__ = ()
    position_type = WeightedArcGraph
    example = "2-1(-3;-1)"


class PartizanArcKayles(TextRuleset):
    """Partizan Arc Kayles: Left takes a blue or green edge, Right a red or green one.

    A position is a :class:`~cgt.games.ColouredArcGraph` or its text, in
    CGSuite's letters: ``l`` blue, ``r`` red, ``e`` green (``llr`` a path
    whose edges are blue, blue and red).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import PartizanArcKayles
    >>> game = PartizanArcKayles()
    >>> game.left_options("llr"), game.right_options("llr")
    ([ColouredArcGraph('r'), ColouredArcGraph('')], [ColouredArcGraph('l')])
    >>> print(cgt.canonical_form(game, "llr"))
    1/2
    >>> print(cgt.canonical_form(game, "lrlr(ll;ree(rl;l))"))
    {3*|2*||3/2,3/2*|1/2*}
    """

    __slots__ = ()
    position_type = ColouredArcGraph
    example = "lrlr(ll;ree(rl;l))"

    def left_options(self, position: Union[ColouredArcGraph, str]) -> list[ColouredArcGraph]:
        """Return the graphs after Left takes each blue or green edge (each graph once).

        Parameters
        ----------
        position : ColouredArcGraph or str
            The graph, or its text.

        Returns
        -------
        list of ColouredArcGraph
            The options, in the order of the edges taken.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> PartizanArcKayles().left_options("ler")
        [ColouredArcGraph('r'), ColouredArcGraph('')]
        """
        return _takes(self._position(position), "le")  # type: ignore[return-value]

    def right_options(self, position: Union[ColouredArcGraph, str]) -> list[ColouredArcGraph]:
        """Return the graphs after Right takes each red or green edge (each graph once).

        Parameters
        ----------
        position : ColouredArcGraph or str
            The graph, or its text.

        Returns
        -------
        list of ColouredArcGraph
            The options, in the order of the edges taken.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> PartizanArcKayles().right_options("ler")
        [ColouredArcGraph(''), ColouredArcGraph('l')]
        """
        return _takes(self._position(position), "re")  # type: ignore[return-value]

    def decompose(self, position: Union[ColouredArcGraph, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a graph into its connected components; ``None`` for a connected graph.

        Parameters
        ----------
        position : ColouredArcGraph or str
            The graph, or its text.

        Returns
        -------
        list of (game, ColouredArcGraph) pairs, or None
            One component per connected part, sorted.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> PartizanArcKayles().decompose("ll; r")
        [(PartizanArcKayles(), ColouredArcGraph('r')), (PartizanArcKayles(), ColouredArcGraph('ll'))]
        """
        return _split(self, self._position(position))
