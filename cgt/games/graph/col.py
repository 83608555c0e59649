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

:class:`GenCol` is CGSuite's family of such games, by the tints each player
may colour: Col, Snort and Fjords (a player colours only vertices tinted
their own colour) are its presets, one implementation.
"""

from __future__ import annotations

from collections.abc import Hashable
from collections.abc import Iterable
from typing import Optional, Union

from ...errors import InvalidValueError, NotAGameError
from ...game import Game
from ...partizan.values import CanonicalForm, number, star
from ..ruleset import TextRuleset
from .tinted import LEFT_TINT, RIGHT_TINT, UNTINTED, TintedGraph

__all__ = ["GenCol", "Col", "Snort", "Fjords"]


def _tints(parameter: str, given: Union[str, Iterable[str]]) -> str:
    """`given` checked: tints of ``.LR`` (``.`` untinted), in that order, each once."""
    tints = list(given) if not isinstance(given, str) else list(given)
    for t in tints:
        if t not in (UNTINTED, LEFT_TINT, RIGHT_TINT):
            raise InvalidValueError(f"GenCol: {parameter} {given!r} has {t!r}; use '.' (untinted), 'L' and 'R'")
    return "".join(t for t in UNTINTED + LEFT_TINT + RIGHT_TINT if t in tints)


def _idle(end: str, other: str, permitted: dict[str, str]) -> bool:
    """Whether colouring `end` never changes a neighbour tinted `other`: only the player of that tint may colour `end`."""
    return all(player == other for player, tints in permitted.items() if end in tints)


class GenCol(TextRuleset):
    """CGSuite's ``GenCol``: colour a vertex of a tint you are permitted; its neighbours take your tint.

    Left colours a vertex whose tint is in `left_permitted`, Right one whose
    tint is in `right_permitted` (``.`` untinted, ``L`` touching a blue
    vertex, ``R`` a red one); the vertex goes, its untinted neighbours take
    the player's tint and its neighbours of the other tint go too. Whoever
    cannot move loses. Col is ``GenCol(".R", ".L")``, Snort ``GenCol(".L",
    ".R")`` and Fjords ``GenCol("L", "R")`` (CGSuite's ``GenCol([Left],
    [Right])``: only the vertices tinted your own colour). Positions are
    :class:`~cgt.games.TintedGraph` values or their text; the connected
    components of a graph are a sum (``decompose``), and an edge neither of
    whose ends a move on the other can change is left out of the options.

    Parameters
    ----------
    left_permitted, right_permitted : str or iterable of str
        The tints each player may colour, of ``.``, ``L`` and ``R``.

    Raises
    ------
    InvalidValueError
        If a tint is not one of ``.``, ``L``, ``R``; the message names the parameter.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import GenCol
    >>> fjords = GenCol("L", "R")
    >>> fjords
    GenCol(left_permitted='L', right_permitted='R')
    >>> fjords.left_options("L-.-R")    # Left colours her tinted vertex; its untinted neighbour takes her tint
    [TintedGraph('L-R')]
    >>> GenCol("L", "X")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: GenCol: right_permitted 'X' has 'X'; use '.' (untinted), 'L' and 'R'
    """

    __slots__ = ("left_permitted", "right_permitted", "idle_edges", "_hash")
    position_type = TintedGraph
    example = "L-.-.-R"

    def __init__(self, left_permitted: Union[str, Iterable[str]], right_permitted: Union[str, Iterable[str]]) -> None:
        self.left_permitted = _tints("left_permitted", left_permitted)
        self.right_permitted = _tints("right_permitted", right_permitted)
        # An edge whose ends a move on either never changes (only its own colourer colours each end) is idle.
        mine = {LEFT_TINT: self.left_permitted, RIGHT_TINT: self.right_permitted}
        self.idle_edges = tuple(a + b for a, b in ("LR", "LL", "RR") if _idle(a, b, mine) and _idle(b, a, mine))
        self._hash = hash((type(self), self.left_permitted, self.right_permitted))

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.left_permitted == self.left_permitted  # type: ignore[attr-defined]
                and other.right_permitted == self.right_permitted)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        if type(self) is not GenCol:
            return f"{type(self).__name__}()"
        return f"GenCol(left_permitted={self.left_permitted!r}, right_permitted={self.right_permitted!r})"

    def _options(self, position: Union[TintedGraph, str], tint: str, permitted: str) -> list[TintedGraph]:
        graph = self._position(position)
        found = dict.fromkeys(
            graph.after_colouring(v, tint, *self.idle_edges)
            for v, t in enumerate(graph.tints)
            if t in permitted
        )
        return list(found)

    def negative(self, position: Union[TintedGraph, str]) -> TintedGraph:
        """Return the graph with the tints ``L`` and ``R`` exchanged: the players' roles exchanged, the value negated.

        Raises
        ------
        NotAGameError
            If the players' permitted tints are not each other's, exchanged.

        Examples
        --------
        >>> Col().negative("L-.-.-R")
        TintedGraph('R-.-.-L')
        """
        swap = str.maketrans(LEFT_TINT + RIGHT_TINT, RIGHT_TINT + LEFT_TINT)
        if sorted(self.left_permitted.translate(swap)) != sorted(self.right_permitted):
            raise NotAGameError(f"{self!r} has no negative: the players may colour different tints")
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
        return self._options(position, LEFT_TINT, self.left_permitted)

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
        return self._options(position, RIGHT_TINT, self.right_permitted)

    def canonical_form_hint(self, position: Union[TintedGraph, str]) -> Optional[CanonicalForm]:
        """Return the value of a graph without edges, else ``None`` (search).

        Each lone vertex only Left may colour is ``1``, each only Right may
        colour ``-1``, each both may colour ``*``.

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
        lefts = rights = stars = 0
        for t in graph.tints:
            left, right = t in self.left_permitted, t in self.right_permitted
            lefts, rights, stars = lefts + (left and not right), rights + (right and not left), stars + (left and right)
        return number(lefts - rights) + star(stars % 2)

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


class Col(GenCol):
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

    def __init__(self) -> None:
        super().__init__(".R", ".L")


class Snort(GenCol):
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

    def __init__(self) -> None:
        super().__init__(".L", ".R")


class Fjords(GenCol):
    """Fjords: colour a vertex tinted your own colour (touching one of your coloured vertices).

    CGSuite's ``GenCol([Left], [Right])``: untinted vertices are never
    coloured, only tinted. Positions are :class:`~cgt.games.TintedGraph`
    values or their text.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Fjords
    >>> print(cgt.canonical_form(Fjords(), "L-.-R"), cgt.canonical_form(Fjords(), "L-.-.-R"))   # CGSuite 2.2 printed
    0 *
    >>> print(cgt.canonical_form(Fjords(), "L-L-.-R"))
    1
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("L", "R")
