"""Hackenbush: cut blue, red and green edges of a picture standing on the ground.

Left (Blue) cuts a blue or a green edge, Right (Red) a red or a green edge;
whatever is no longer connected to the ground falls away. Whoever cannot cut
loses. A picture may be any finite graph standing on the ground (Winning Ways,
chapters 2 and 7): cycles, several edges between two vertices and loops are
allowed. Trees (pictures in which every edge hangs from the ground by exactly
one path: Blue-Red strings, Green Hackenbush trees and their mixtures) are
:class:`HackenbushTree` values and have a closed form; pictures with cycles are
:class:`~cgt.games.HackenbushGraph` values (:mod:`cgt.games.graph.hackenbush_graph`)
and are searched. :class:`ChildishHackenbush` is the variant in which a blue
or red edge may only be cut when nothing falls with it.

A picture is written as text: a *branch* is a string of colours read from the
bottom up (``B`` blue, ``R`` red, ``G`` green), optionally followed by the
branches that sit on its top edge in parentheses; branches standing on the
ground are separated by commas or spaces. ``BRR`` is a string of three edges,
``B(R,G)`` a blue edge carrying a red and a green one, ``BR, G`` two pictures
side by side. CGSuite's notation is read too: ``l`` (Left, blue), ``r`` and
``e`` (green) for the colours, ``;`` between branches, and the whole picture
in parentheses when several branches stand on the ground (``lrl(r;lr)``,
``(lr;e)``). CGSuite's vertex names make cycles: ``:A`` (or ``:{name}``)
after an edge names the vertex at its top, every vertex of one name is one
vertex, and a name at the start names the ground (``:{ground}lllrr:{ground}``
stands on the ground at both ends).

Pictures are nested tuples, which Python compares recursively: a path from
the ground may have up to about 500 edges; taller pictures may raise
``RecursionError``.

A Blue-Red string has a closed form, its sign expansion
(:func:`blue_red_string_value`): the first run of one colour counts 1 per
edge, each later edge half as much as the one below it, with its colour's
sign (Berlekamp; Winning Ways, chapter 2). Every tree has one too: cutting an
edge removes all that stands on it, so an edge carrying branches is the
ordinal sum of its colour (``1``, ``-1`` or ``*``) and the sum of the branches
(Siegel, *Combinatorial Game Theory* (2013), II.4), and the picture is the
sum of its branches. A picture with cycles is searched by the rules; the
parts standing apart on the ground are a sum, and an option that is a tree
is valued by its closed form.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Iterator
from fractions import Fraction
from typing import ClassVar, Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from ...game import Game
from ...partizan.values import CanonicalForm, number, star
from ..position import GamePosition
from ..ruleset import TextRuleset
from .hackenbush_graph import HackenbushGraph

__all__ = ["Hackenbush", "ChildishHackenbush", "HackenbushTree", "Picture", "blue_red_string_value"]

BLUE, RED, GREEN = "B", "R", "G"
_COLOURS = {BLUE: "#1f5fbf", RED: "#c8302a", GREEN: "#2a9b3c"}
_LEFT = frozenset((BLUE, GREEN))
_RIGHT = frozenset((RED, GREEN))

#: An edge: its colour and the edges standing on its top, sorted.
Edge = tuple[str, tuple]  # type: ignore[type-arg]


class HackenbushTree(tuple):  # type: ignore[type-arg]
    """A Hackenbush picture on the ground: the sorted tuple of the edges standing on it.

    Each edge is a pair ``(colour, edges on its top)``, the colour ``'B'``,
    ``'R'`` or ``'G'``; the edges of a node are sorted, so equal pictures are
    equal tuples.

    Parameters
    ----------
    text : str
        The picture (see the module documentation), e.g. ``'BRR, B(R,G)'``
        or, in CGSuite's notation, ``'lrr'`` and ``'l(r;e)'``; an empty text
        is the empty picture. Vertex names (``:A``) are read, as long as the
        picture is a tree.

    Raises
    ------
    InvalidPositionError
        If the text has a character other than ``B R G L E ( ) , ;`` (either
        case), names and spaces, or misplaced parentheses (the message shows
        where), or if its names make a cycle.

    Examples
    --------
    >>> from cgt.games import HackenbushTree
    >>> t = HackenbushTree("B(R, G), BRR")
    >>> t
    HackenbushTree('B(G,R), BRR')
    >>> print(t)
    B(G,R), BRR
    >>> t.edge_count()
    6
    >>> HackenbushTree("lrl(r;lr)"), HackenbushTree("(lr;e)")
    (HackenbushTree('BRB(BR,R)'), HackenbushTree('BR, G'))
    >>> HackenbushTree("BX")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: Hackenbush picture 'BX': character 2 is 'X'; use B or l (blue), R or r (red), G or e (green), parentheses and commas or semicolons
    """

    __slots__ = ()

    def __new__(cls, text: str = "") -> "HackenbushTree":
        return tuple.__new__(cls, _parse(text))

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    def edge_count(self) -> int:
        """Return the number of edges of the picture."""
        count = 0
        stack = list(self)
        while stack:
            _, top = stack.pop()
            count += 1
            stack.extend(top)
        return count

    def __str__(self) -> str:
        return ", ".join(_branch_text(edge) for edge in self)

    def __repr__(self) -> str:
        return f"HackenbushTree({str(self)!r})"

    def _repr_svg_(self) -> str:
        step = 36
        width = max(_leaves(self), 1) * step
        height = (_height(self) + 1) * step
        ground = height - step / 2
        parts = [_svg.line(0, ground, width, ground, "#6b4f2a", 4)]
        slot = 0
        for edge in self:  # each branch stands on the ground below its own slots
            width_of = max(_leaves(edge[1]), 1)
            _draw((edge,), slot, (slot + width_of / 2) * step, ground, step, parts)
            slot += width_of
        return _svg.svg(width, height, parts)


def _branch_text(edge: Edge) -> str:
    colours = []
    while True:
        colour, top = edge
        colours.append(colour)
        if len(top) != 1:
            break
        edge = top[0]
    tail = f"({','.join(_branch_text(e) for e in top)})" if top else ""
    return "".join(colours) + tail


def _height(edges: Iterable[Edge]) -> int:
    best = 0
    stack = [(e, 1) for e in edges]
    while stack:
        (_, top), depth = stack.pop()
        best = max(best, depth)
        stack.extend((e, depth + 1) for e in top)
    return best


def _draw(edges: tuple, slot: int, x: float, y: float, step: float, parts: list[str]) -> None:  # type: ignore[type-arg]
    """Draw the edges standing on the node at (x, y), spread over slots from `slot` on."""
    for colour, top in edges:
        width = max(_leaves(top), 1)
        tip_x, tip_y = (slot + width / 2) * step, y - step
        parts.append(_svg.line(x, y, tip_x, tip_y, _COLOURS[colour], 4))
        parts.append(_svg.circle(tip_x, tip_y, 3, "#222222"))
        _draw(top, slot, tip_x, tip_y, step, parts)
        slot += width


def _leaves(edges: tuple) -> int:  # type: ignore[type-arg]
    return sum(max(_leaves(top), 1) for _, top in edges)


# A colour, a mark, spaces between two branches (before a colour), other spaces, anything else.
_TOKEN = re.compile(r"([BRGLEbrgle])|([(),;])|(\s+(?=[BRGLEbrgle]))|\s+|(.)")
# CGSuite's letters for the colours: l (Left) is blue, e (an edge either may cut) green.
_COLOUR = {"B": BLUE, "L": BLUE, "R": RED, "G": GREEN, "E": GREEN}


def _parse(text: object) -> tuple[Edge, ...]:
    if not isinstance(text, str):
        raise InvalidPositionError(
            f"a Hackenbush picture is text such as 'BRR, B(R,G)', not {text!r} of type {type(text).__name__}"
        )
    if ":" in text:  # vertex names: read as a graph, which must be a tree
        tree = HackenbushGraph(text).tree_edges()
        if tree is None:
            raise InvalidPositionError(
                f"Hackenbush picture {text!r} has a cycle, and a HackenbushTree is a tree: "
                "use HackenbushGraph or Hackenbush().position"
            )
        return tree

    def fail(index: int, problem: str) -> InvalidPositionError:
        return InvalidPositionError(f"Hackenbush picture {text!r}: character {index + 1} {problem}")

    scanned = text
    first, last = len(text) - len(text.lstrip()), len(text.rstrip()) - 1
    if first < last and text[first] == "(" and _closing(text, first) == last:
        # CGSuite's "(a;b)": the branches on the ground in parentheses, read as if they were
        # not there (blanked, so that errors still count characters of the text as given).
        scanned = text[:first] + " " + text[first + 1:last] + " " + text[last + 1:]

    # An explicit stack of open nodes, each [its edges, the colours read since its last
    # separator (bottom first), the index of its '(']; `pending` holds the branches just
    # closed by ')', which stand on the top of the chain being read.
    stack: list[tuple[list[Edge], list[str], int]] = [([], [], -1)]
    pending: list[Edge] = []
    for match in _TOKEN.finditer(scanned):
        colour, mark, space, other = match.groups()
        index = match.start()
        edges, chain, opened = stack[-1]
        if other is not None:
            raise fail(index, f"is {other!r}; use B or l (blue), R or r (red), G or e (green), "
                              "parentheses and commas or semicolons")
        if colour:
            if pending:
                raise fail(index, f"is {colour!r} after ')'; separate branches with a comma")
            chain.append(_COLOUR[colour.upper()])
        elif mark == "(":
            if not chain or pending:
                raise fail(index, "opens '(' with no edge below it to stand on")
            stack.append(([], [], index))
        elif space is None and mark is None:
            continue  # spaces around a mark
        elif chain:  # ',', ')' or a space ends the chain being read
            edges.append(_chain(chain, pending))
            chain.clear()
            pending = []
        elif mark is not None:
            raise fail(index, f"is {mark!r} with no branch before it")
        else:
            continue
        if mark == ")":
            if len(stack) == 1:
                raise fail(index, "closes a ')' that was never opened")
            pending = stack.pop()[0]
    edges, chain, opened = stack[-1]
    if len(stack) > 1:
        raise fail(opened, "opens a '(' that is never closed")
    if chain:
        edges.append(_chain(chain, pending))
    return tuple(sorted(edges))


def _closing(text: str, start: int) -> int:
    """The index of the ')' that closes the '(' at `start`, or -1."""
    depth = 0
    for i in range(start, len(text)):
        depth += (text[i] == "(") - (text[i] == ")")
        if not depth:
            return i
    return -1


def _chain(colours: list[str], top: list[Edge]) -> Edge:
    """The edge at the bottom of a string of `colours`, the last one carrying `top`."""
    edge: Edge = (colours[-1], tuple(sorted(top)))
    for colour in reversed(colours[:-1]):
        edge = (colour, (edge,))
    return edge


def _cuts(edges: tuple, allowed: frozenset[str]) -> Iterator[tuple]:  # type: ignore[type-arg]
    """Yield the node's sorted edge tuples after cutting one edge of an `allowed` colour at or above it."""
    for i, (colour, top) in enumerate(edges):
        rest = edges[:i] + edges[i + 1 :]
        if colour in allowed:
            yield rest
        for new_top in _cuts(top, allowed):
            yield tuple(sorted(rest + ((colour, new_top),)))


#: A Hackenbush position: a tree, or a picture with cycles.
Picture = Union[HackenbushTree, HackenbushGraph]


class Hackenbush(TextRuleset):
    """Blue-Red-Green Hackenbush on any picture: :class:`HackenbushTree` or :class:`~cgt.games.HackenbushGraph` values, or their text.

    Left cuts blue or green edges, Right red or green ones; the part that no
    longer touches the ground falls. The pictures standing on the ground side
    by side are a sum (``decompose``); a tree is valued without search, a
    Blue-Red string by its sign expansion and any tree by ordinal sums
    (``canonical_form_hint``); a picture with cycles is searched, and every
    option that is a tree becomes a :class:`HackenbushTree`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Hackenbush
    >>> game = Hackenbush()
    >>> t = game.position("BR")
    >>> game.left_options(t), game.right_options(t)
    ([HackenbushTree('')], [HackenbushTree('B')])
    >>> game.position("GG:AGG:A")            # two green edges carrying two that join the same vertices
    HackenbushGraph('GG:AGG:A')
    >>> game.left_options("GG:AGG:A")
    [HackenbushTree(''), HackenbushTree('G'), HackenbushTree('GGG')]
    >>> print(cgt.canonical_form(game, "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"))
    *2
    """

    __slots__ = ()
    position_type = HackenbushTree
    example = "BRR, B(R,G)"
    #: The colours of the edges each player may cut (blue and green for Left, red and green for Right).
    left_colours: ClassVar[frozenset[str]] = _LEFT
    right_colours: ClassVar[frozenset[str]] = _RIGHT

    def position(self, text: str) -> Picture:
        """Return the picture written in `text`: a :class:`HackenbushTree` if it is a tree, else a graph.

        Parameters
        ----------
        text : str
            The picture (see the module documentation).

        Returns
        -------
        HackenbushTree or HackenbushGraph
            The picture.

        Raises
        ------
        InvalidPositionError
            If the text is not a picture; the message says where.

        Examples
        --------
        >>> Hackenbush().position("(l;r:A)"), Hackenbush().position(":A BR:A")
        (HackenbushTree('B, R'), HackenbushGraph(':A BR:A'))
        """
        if isinstance(text, str) and ":" in text:
            return self._picture(HackenbushGraph(text))
        return HackenbushTree(text)

    def _position(self, position: Union[Picture, str]) -> Picture:
        if type(position) is HackenbushTree or type(position) is HackenbushGraph:
            return position
        if isinstance(position, str):
            return self.position(position)
        if isinstance(position, GamePosition):
            return super()._position(position)
        raise InvalidPositionError(
            f"{position!r} is not a position of {self!r}: use a HackenbushTree, a HackenbushGraph "
            f"or text such as {self.example!r}"
        )

    def _picture(self, graph: HackenbushGraph) -> Picture:
        """`graph` as a :class:`HackenbushTree` when it is a tree (valued without search)."""
        tree = graph.tree_edges()
        return graph if tree is None else tuple.__new__(HackenbushTree, tree)

    def _cut(self, graph: HackenbushGraph, index: int) -> Optional[Picture]:
        """The picture after edge `index` of `graph` is cut (None if the rules forbid the cut)."""
        return self._picture(graph.after_cutting(index))

    def _options(self, position: Union[Picture, str], allowed: frozenset[str]) -> list[Picture]:
        picture = self._position(position)
        if type(picture) is HackenbushGraph:
            found = dict.fromkeys(
                self._cut(picture, i)
                for i, edge in enumerate(picture)
                if edge[2] in allowed and (i == 0 or picture[i - 1] != edge)  # two equal edges: one cut
            )
            found.pop(None, None)
            return list(found)  # type: ignore[arg-type]
        seen = dict.fromkeys(_cuts(picture, allowed))
        return [tuple.__new__(HackenbushTree, edges) for edges in seen]

    def left_options(self, position: Union[Picture, str]) -> list[Picture]:
        """Return the pictures after Left cuts a blue or green edge (each once).

        Parameters
        ----------
        position : HackenbushTree, HackenbushGraph or str
            The picture, or its text.

        Returns
        -------
        list of HackenbushTree or HackenbushGraph
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Hackenbush().left_options("B(R,G)")
        [HackenbushTree(''), HackenbushTree('BR')]
        """
        return self._options(position, _LEFT)

    def right_options(self, position: Union[Picture, str]) -> list[Picture]:
        """Return the pictures after Right cuts a red or green edge (each once).

        Parameters
        ----------
        position : HackenbushTree, HackenbushGraph or str
            The picture, or its text.

        Returns
        -------
        list of HackenbushTree or HackenbushGraph
            The options, each once.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Hackenbush().right_options("B(R,G)")
        [HackenbushTree('BR'), HackenbushTree('BG')]
        """
        return self._options(position, _RIGHT)

    def canonical_form_hint(self, position: Union[Picture, str]) -> Optional[CanonicalForm]:
        """Return the value of a tree without search: sign expansions and ordinal sums.

        A Blue-Red string is valued by its sign expansion; any other tree edge
        by edge, as the ordinal sum of the edge's colour (``1`` blue, ``-1``
        red, ``*`` green) and the sum of what stands on it. ``None`` (search)
        for a picture with cycles and a tree too tall for Python's recursion.

        Parameters
        ----------
        position : HackenbushTree, HackenbushGraph or str
            The picture, or its text.

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
        >>> Hackenbush().canonical_form_hint("BRRB"), Hackenbush().canonical_form_hint("BG")
        (CanonicalForm.parse('3/8'), CanonicalForm.parse('1*'))
        >>> Hackenbush().canonical_form_hint("l(l;rl)"), Hackenbush().canonical_form_hint("lrlerrr")
        (CanonicalForm.parse('3/2'), CanonicalForm.parse('3/4v[3]*'))
        >>> Hackenbush().canonical_form_hint(":A BR:A") is None
        True
        """
        tree = self._position(position)
        if type(tree) is HackenbushGraph:
            return None
        colours = []
        stalk = tree
        while len(stalk) == 1 and stalk[0][0] != GREEN:
            colour, stalk = stalk[0]
            colours.append(colour)
        if not stalk:
            return number(blue_red_string_value("".join(colours)))
        try:
            return _tree_value(tree)
        except RecursionError:
            return None

    def negative(self, position: Union[Picture, str]) -> Picture:
        """Return the picture with blue and red exchanged: the negative value.

        Examples
        --------
        >>> Hackenbush().negative("BR, G(B)")
        HackenbushTree('GR, RB')
        """
        picture = self._position(position)
        graph = picture if isinstance(picture, HackenbushGraph) else HackenbushGraph(str(picture))
        swap = {BLUE: RED, RED: BLUE, GREEN: GREEN}
        return self._picture(HackenbushGraph.from_edges([(u, v, swap[c]) for u, v, c in graph.edges]))

    def decompose(self, position: Union[Picture, str]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a picture into the parts standing apart on the ground; ``None`` for one.

        Parameters
        ----------
        position : HackenbushTree, HackenbushGraph or str
            The picture, or its text.

        Returns
        -------
        list of (game, picture) pairs, or None
            The components of the sum, or ``None`` when the position does not split.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> Hackenbush().decompose("B, RR")
        [(Hackenbush(), HackenbushTree('B')), (Hackenbush(), HackenbushTree('RR'))]
        >>> Hackenbush().decompose(":A BR:A, G:CG:C")
        [(Hackenbush(), HackenbushGraph(':A BR:A')), (Hackenbush(), HackenbushGraph('G:AG:A'))]
        """
        picture = self._position(position)
        if type(picture) is HackenbushGraph:
            parts = picture.components()
            return [(self, self._picture(part)) for part in parts] if len(parts) > 1 else None
        if len(picture) < 2:
            return None
        return [(self, tuple.__new__(HackenbushTree, (edge,))) for edge in picture]


class ChildishHackenbush(Hackenbush):
    """Childish Hackenbush: a blue or red edge may be cut only if nothing else falls with it.

    Green edges are cut as in :class:`Hackenbush` (CGSuite's
    ``game.graph.ChildishHackenbush``). Positions are
    :class:`~cgt.games.HackenbushGraph` values or their text, trees
    included: the ordinal sums of trees do not hold here, so every picture is
    searched; the parts standing apart on the ground are a sum.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import ChildishHackenbush
    >>> game = ChildishHackenbush()
    >>> game
    ChildishHackenbush()
    >>> game.left_options("BR"), game.right_options("BR")   # the blue edge carries the red one
    ([], [HackenbushGraph('B')])
    >>> print(cgt.canonical_form(game, "l(l;rl)"))
    2
    """

    __slots__ = ()
    position_type = HackenbushGraph
    example = "l(l;rl)"

    def position(self, text: str) -> HackenbushGraph:
        """Return the picture written in `text`, a :class:`~cgt.games.HackenbushGraph` (trees too).

        Parameters
        ----------
        text : str
            The picture (see the module documentation).

        Returns
        -------
        HackenbushGraph
            The picture.

        Raises
        ------
        InvalidPositionError
            If the text is not a picture; the message says where.

        Examples
        --------
        >>> ChildishHackenbush().position("(l;e)")
        HackenbushGraph('B, G')
        """
        return HackenbushGraph(text)

    def _position(self, position: Union[Picture, str]) -> Picture:
        if type(position) is HackenbushTree:
            return HackenbushGraph(str(position))
        return super()._position(position)

    def _picture(self, graph: HackenbushGraph) -> Picture:
        return graph

    def _cut(self, graph: HackenbushGraph, index: int) -> Optional[Picture]:
        option = graph.after_cutting(index)
        if graph[index][2] != GREEN and len(option) != len(graph) - 1:
            return None  # a blue or red cut that would drop more edges is not allowed
        return option


def _tree_value(edges: tuple) -> CanonicalForm:  # type: ignore[type-arg]
    """The sum of the branches `edges`, each the ordinal sum of its colour and what stands on it."""
    total = number(0)
    for colour, top in edges:
        base = number(1) if colour == BLUE else number(-1) if colour == RED else star()
        total += base.ordinal_sum(_tree_value(top)) if top else base
    return total


def blue_red_string_value(text: str) -> Fraction:
    """Return the value of a Blue-Red Hackenbush string by its sign expansion.

    Read from the ground up, the edges of the first run of one colour count
    ``+1`` each (blue) or ``-1`` (red); after it, the ``k``-th edge counts
    ``+-1/2**k``.

    Parameters
    ----------
    text : str
        The string, ``B`` and ``R`` from the ground up (empty: the value 0).

    Returns
    -------
    Fraction
        The value, a dyadic rational.

    Raises
    ------
    InvalidPositionError
        If `text` has a character other than ``B`` or ``R`` (the message names
        it and its place).

    Examples
    --------
    >>> from cgt.games import blue_red_string_value
    >>> blue_red_string_value("BBR"), blue_red_string_value("BRB"), blue_red_string_value("RBBB")
    (Fraction(3, 2), Fraction(3, 4), Fraction(-1, 8))
    """
    for i, ch in enumerate(text):
        if ch not in "BR":
            raise InvalidPositionError(
                f"Blue-Red string {text!r}: character {i + 1} is {ch!r}; use B (blue) and R (red)"
            )
    if not text:
        return Fraction(0)
    run = len(text) - len(text.lstrip(text[0]))
    sign = 1 if text[0] == BLUE else -1
    value = Fraction(sign * run)
    for k, ch in enumerate(text[run:], start=1):
        value += Fraction(1 if ch == BLUE else -1, 2**k)
    return value
