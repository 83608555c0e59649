"""Graphs played on their edges (Arc Kayles), in CGSuite's graph notation.

In Arc Kayles a move takes an edge and removes both its ends, with every edge
touching them. Only the edges matter: a vertex without edges plays no part,
so it is not kept. An edge may be a loop (a vertex joined to itself): taking
it removes that one vertex, which is how CGSuite turns a path into a row of
Kayles pins (``GameGraphTest.scala``'s looped paths).

The text is CGSuite's (``Graph.Parse``), without vertex labels:

* an edge is written between its ends: ``-`` in :class:`ArcGraph`, a colour
  ``l`` (blue, Left's), ``r`` (red, Right's) or ``e`` (green, either
  player's) in :class:`ColouredArcGraph`; a vertex is implied between two
  edges and may be written ``.``: ``---`` (or ``.-.-.-.``) is a path of four
  vertices, ``llr`` one whose edges are blue, blue and red;
* parentheses hold branches from the vertex before them, separated by ``;``:
  ``lrlr(ll;ree(rl;l))``;
* ``:A`` after a vertex names it (``:{name}`` for a longer name), and every
  vertex of that name is the same vertex: ``:A----:A`` is a 4-cycle,
  ``:A-:A`` a loop;
* ``;`` between graphs puts them side by side.

Vertices are renumbered on reading, component by component (each from a
vertex of least degree, depth first), and the components sorted, so that a
graph reached twice is the same tuple and shares the solver's cache, and
``ArcGraph(str(g)) == g``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import ClassVar, Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from .notation import MAX_NESTING, read_graph

__all__ = ["ArcGraph", "ColouredArcGraph", "WeightedArcGraph", "MAX_NESTING"]

_COLOUR_FILL = {"-": "#444444", "l": "#1f5fbf", "r": "#c8302a", "e": "#2a9b3c"}
_NAMES = "ABCDFGHIJKMNOPQSTUVWXYZ"  # upper case: the lower-case l, r and e are edges

#: An edge: its ends ``u <= v`` and its colour.
Edge = tuple[int, int, str]


class _EdgeGraph(tuple):  # type: ignore[type-arg]
    """A graph as the sorted tuple of its edges ``(u, v, colour)``, ``u <= v``."""

    __slots__ = ()
    #: The edge letters of the text, and the word for them in messages.
    letters: ClassVar[str]
    what: ClassVar[str]

    def __new__(cls, text: str = "") -> "_EdgeGraph":
        return cls._of(_parse(text, cls.letters, cls.what))

    @classmethod
    def _of(cls, edges: Iterable[Edge]) -> "_EdgeGraph":
        """The graph of `edges` (checked), renumbered into normal form."""
        return tuple.__new__(cls, _normal(edges))

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    @classmethod
    def from_edges(cls, edges: Iterable[Union[tuple[int, int], tuple[int, int, str]]]) -> "_EdgeGraph":
        """Return the graph with these edges (its vertices are their ends, renumbered).

        Parameters
        ----------
        edges : iterable of (u, v) or (u, v, colour)
            The edges; an edge without a colour has the class's first letter.

        Returns
        -------
        ArcGraph or ColouredArcGraph
            The graph, in normal form.

        Raises
        ------
        InvalidPositionError
            If an edge is not two ends and perhaps a colour, an end is not an
            integer >= 0, or a colour is not one of the class's letters.

        Examples
        --------
        >>> from cgt.games import ArcGraph, ColouredArcGraph
        >>> ArcGraph.from_edges([(0, 1), (1, 2), (2, 2)])
        ArcGraph(':A(-:A;--)')
        >>> ColouredArcGraph.from_edges([(5, 7, "l"), (7, 9, "r")])
        ColouredArcGraph('lr')
        """
        checked = []
        for edge in edges:
            if not isinstance(edge, tuple) or len(edge) not in (2, 3):
                raise InvalidPositionError(f"edge {edge!r} is not (u, v) or (u, v, colour)")
            u, v, *rest = edge
            colour = rest[0] if rest else cls.letters[0]
            for end in (u, v):
                if isinstance(end, bool) or not isinstance(end, int) or end < 0:
                    raise InvalidPositionError(f"edge {edge!r}: end {end!r} is not a vertex number (an int >= 0)")
            if colour not in cls.letters:
                raise InvalidPositionError(f"edge {edge!r}: colour {colour!r} is not one of {cls.what}")
            checked.append((u, v, colour))
        return cls._of(checked)

    @classmethod
    def path(cls, n: int, colour: Optional[str] = None, looped: bool = False) -> "_EdgeGraph":
        """Return the path of `n` vertices, with a loop at every vertex if `looped`.

        Parameters
        ----------
        n : int
            The number of vertices (a path of fewer than 2 and no loops is the empty graph).
        colour : str, optional
            The colour of every edge; the class's first letter (``-``, ``l``) by default.
        looped : bool, optional
            Whether each vertex also has a loop (CGSuite's looped paths: Arc Kayles on them is Kayles).

        Returns
        -------
        ArcGraph or ColouredArcGraph
            The path, in normal form.

        Raises
        ------
        InvalidPositionError
            If `n` is not an integer or `colour` is not one of the class's letters.

        Examples
        --------
        >>> from cgt.games import ArcGraph
        >>> ArcGraph.path(4), ArcGraph.path(2, looped=True)
        (ArcGraph('---'), ArcGraph(':A(-:A;-:B-:B)'))
        """
        if isinstance(n, bool) or not isinstance(n, int):
            raise InvalidPositionError(f"a path has a whole number of vertices, not {n!r}")
        c = colour or cls.letters[0]
        edges = [(i, i + 1, c) for i in range(n - 1)] + ([(i, i, c) for i in range(n)] if looped else [])
        return cls.from_edges(edges)

    @property
    def edges(self) -> tuple[Edge, ...]:
        """The edges ``(u, v, colour)`` with ``u <= v`` (a loop has ``u == v``), sorted."""
        return tuple(self)

    @property
    def vertex_count(self) -> int:
        """The number of vertices (each is the end of an edge)."""
        return max((v for _, v, _ in self), default=-1) + 1

    def components(self) -> list["_EdgeGraph"]:
        """Return the connected components, in normal form and sorted.

        Returns
        -------
        list of ArcGraph or ColouredArcGraph
            One graph per component (none for the empty graph), smaller ones first.

        Examples
        --------
        >>> from cgt.games import ArcGraph
        >>> ArcGraph("--; -; :A-:A").components()
        [ArcGraph(':A-:A'), ArcGraph('-'), ArcGraph('--')]
        """
        return [tuple.__new__(type(self), part) for part in _component_edges(self)]

    def without_vertices(self, *vertices: int) -> "_EdgeGraph":
        """Return the graph without `vertices` and every edge touching them.

        Parameters
        ----------
        *vertices : int
            Vertex numbers (numbers of no vertex are ignored).

        Returns
        -------
        ArcGraph or ColouredArcGraph
            What is left, renumbered into normal form.

        Examples
        --------
        >>> from cgt.games import ArcGraph
        >>> ArcGraph("----").without_vertices(1, 2)
        ArcGraph('-')
        """
        gone = set(vertices)
        return self._of(e for e in self if e[0] not in gone and e[1] not in gone)

    def __str__(self) -> str:
        texts: list[str] = []
        named = 0
        for part in _component_edges(self):
            text, count = _component_text(part, named, isinstance(self, WeightedArcGraph))
            texts.append(text)
            named += count
        return "; ".join(texts)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def _repr_svg_(self) -> str:
        # Components side by side; in each, vertices in columns by distance from vertex 0 of it.
        step, radius = 40, 8
        where: dict[int, tuple[float, float]] = {}
        x0, base = 0, 0
        for part in _component_edges(self):
            n = max(v for _, v, _ in part) + 1
            neighbours: list[set[int]] = [set() for _ in range(n)]
            for u, v, _ in part:
                neighbours[u].add(v)
                neighbours[v].add(u)
            layer, seen, depth = [0], {0}, 0
            while layer:
                for row, v in enumerate(sorted(layer)):
                    where[base + v] = ((x0 + depth + 0.5) * step, (row + 0.5) * step)
                layer = [w for v in layer for w in neighbours[v] if w not in seen]
                layer = list(dict.fromkeys(layer))
                seen.update(layer)
                depth += 1
            x0, base = x0 + depth, base + n
        height = max((y for _, y in where.values()), default=0) + step / 2
        parts = []
        for u, v, colour in self:
            if colour not in _COLOUR_FILL:
                continue  # a weight, not an edge
            (x1, y1), (x2, y2) = where[u], where[v]
            if u == v:
                # A loop: a small ring just above its vertex (inside the picture), on a stub of its colour.
                parts.append(_svg.circle(x1, y1 - 10, 6, "none"))
                parts.append(_svg.line(x1, y1, x1, y1 - 4, _COLOUR_FILL[colour], 2))
            else:
                parts.append(_svg.line(x1, y1, x2, y2, _COLOUR_FILL[colour], 2))
        parts += [_svg.circle(x, y, radius / 2, "#222222") for x, y in where.values()]
        if isinstance(self, WeightedArcGraph):
            # Each weight beside its vertex, above right (a loop's ring sits straight above).
            parts += [_svg.text(where[v][0] + 10, where[v][1] - 10, str(w), size=11) for v, w in enumerate(self.weights)]
        return _svg.svg(max(x0, 1) * step, max(height, step), parts)


class ArcGraph(_EdgeGraph):
    """A graph of Arc Kayles: its edges, each ``-``, loops allowed.

    A sorted tuple of edges ``(u, v, '-')``, ``u <= v``, renumbered into
    normal form (see the module documentation). Vertices without edges are
    not kept.

    Parameters
    ----------
    text : str
        The graph in CGSuite's notation, e.g. ``'---'`` or ``':A----:A'``;
        an empty text is the empty graph.

    Raises
    ------
    InvalidPositionError
        If the text has a character other than ``. - ( ) ; :`` and spaces,
        misplaced parentheses or a name without a vertex; the message says where.

    Examples
    --------
    >>> from cgt.games import ArcGraph
    >>> ArcGraph(".-.-.(-.;-.)")
    ArcGraph('-(-;--)')
    >>> ArcGraph("-(-;-)").edges
    ((0, 1, '-'), (1, 2, '-'), (1, 3, '-'))
    >>> ArcGraph("--x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: graph '--x': character 3 is 'x'; use - for edges, ( ; ) for branches and :A to name a vertex
    """

    __slots__ = ()
    letters = "-"
    what = "'-'"


class ColouredArcGraph(_EdgeGraph):
    """A graph of Partizan Arc Kayles: its edges, each blue ``l``, red ``r`` or green ``e``.

    A sorted tuple of edges ``(u, v, colour)``, ``u <= v``, renumbered into
    normal form (see the module documentation); two ends may be joined by
    edges of different colours. Vertices without edges are not kept.

    Parameters
    ----------
    text : str
        The graph in CGSuite's notation, e.g. ``'llr'`` or
        ``'lrlr(ll;ree(rl;l))'``; an empty text is the empty graph. Colours
        may be upper case.

    Raises
    ------
    InvalidPositionError
        If the text has a character other than ``. l r e ( ) ; :`` and
        spaces, misplaced parentheses or a name without a vertex; the message
        says where.

    Examples
    --------
    >>> from cgt.games import ColouredArcGraph
    >>> g = ColouredArcGraph("llr")
    >>> g, g.edges
    (ColouredArcGraph('llr'), ((0, 1, 'l'), (1, 2, 'l'), (2, 3, 'r')))
    >>> ColouredArcGraph("l-r")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: graph 'l-r': character 2 is '-'; use l r e for edges, ( ; ) for branches and :A to name a vertex
    """

    __slots__ = ()
    letters = "lre"
    what = "'l', 'r', 'e'"


class WeightedArcGraph(_EdgeGraph):
    """A graph of Weighted Arc Kayles: edges ``-`` between vertices of weight 1 to 9.

    CGSuite's ``WeightedArcKayles`` position: a vertex carries a weight, a
    move lowers both ends of an edge by one, and a vertex of weight 0 goes.
    Kept as the edges of an :class:`ArcGraph` and, for each vertex of weight
    ``w >= 2``, a loop ``(v, v, str(w))`` that marks the weight (a vertex of
    weight 1 has no mark), so that a graph whose weights are all 1 has the
    edges of the same :class:`ArcGraph` and the normal form renumbers weights
    with their vertices. A vertex without edges plays no part and is not kept.

    Parameters
    ----------
    text : str
        CGSuite's text with a digit, the weight, for each vertex (``2-1-1``);
        a vertex left out where one is implied weighs 1 (``2--``).

    Raises
    ------
    InvalidPositionError
        As :class:`ArcGraph`, or if a vertex is not a digit.

    Examples
    --------
    >>> from cgt.games import WeightedArcGraph
    >>> g = WeightedArcGraph("1-2-1")
    >>> g, g.weights
    (WeightedArcGraph('1-2-1'), (1, 2, 1))
    >>> WeightedArcGraph("3-0-2; 2:A-1-1-2:A").edges     # a vertex of weight 0 is gone
    ((0, 0, '2'), (0, 1, '-'), (0, 2, '-'), (1, 2, '-'))
    """

    __slots__ = ()
    letters = "-"
    what = "'-'"

    def __new__(cls, text: str = "") -> "WeightedArcGraph":
        if not isinstance(text, str):
            raise InvalidPositionError(f"a weighted graph is text such as '2-1-1', not {text!r} of type {type(text).__name__}")
        digits, edges = read_graph(text, "-", "1023456789", edge_word="an edge ('-')")
        return cls.from_weights([int(d) for d in digits], [(u, v) for u, v, _ in edges])  # type: ignore[return-value]

    @classmethod
    def _of(cls, edges: Iterable[Edge]) -> "WeightedArcGraph":
        edges = list(edges)
        touched = {end for u, v, c in edges if c == "-" for end in (u, v)}
        return tuple.__new__(cls, _normal(e for e in edges if e[0] in touched))  # type: ignore[return-value]

    @classmethod
    def from_weights(cls, weights: Iterable[int], edges: Iterable[tuple[int, int]]) -> "WeightedArcGraph":
        """Return the graph with vertices ``0, 1, ...`` of these weights and these edges.

        Parameters
        ----------
        weights : iterable of int
            The weight of each vertex, an int from 0 to 9 (a vertex of weight 0
            is gone; the text writes a weight as one digit).
        edges : iterable of (u, v)
            The edges between vertex numbers (``u == v`` a loop).

        Returns
        -------
        WeightedArcGraph
            The graph, in normal form.

        Raises
        ------
        InvalidPositionError
            If a weight is not an int from 0 to 9, or an edge is not two vertex numbers.

        Examples
        --------
        >>> from cgt.games import WeightedArcGraph
        >>> WeightedArcGraph.from_weights([2, 3, 0], [(0, 1), (1, 2)])
        WeightedArcGraph('2-3')
        """
        weights = list(weights)
        for v, w in enumerate(weights):
            if isinstance(w, bool) or not isinstance(w, int) or not 0 <= w <= 9:
                raise InvalidPositionError(f"vertex {v}: weight {w!r} is not an int from 0 to 9 (one digit in the text)")
        kept = []
        for edge in edges:
            if not isinstance(edge, tuple) or len(edge) != 2 or not all(
                isinstance(e, int) and not isinstance(e, bool) and 0 <= e < len(weights) for e in edge
            ):
                raise InvalidPositionError(f"edge {edge!r} is not two vertex numbers below {len(weights)}")
            u, v = sorted(edge)
            if weights[u] and weights[v]:
                kept.append((u, v, "-"))
        return cls._of(kept + [(v, v, str(w)) for v, w in enumerate(weights) if w >= 2])

    @property
    def weights(self) -> tuple[int, ...]:
        """The weight of each vertex, in the order of their numbers."""
        marks = {u: int(c) for u, _, c in self if c != "-"}
        return tuple(marks.get(v, 1) for v in range(self.vertex_count))


# -- normal form -----------------------------------------------------------------


def _renumbered(part: tuple[Edge, ...], adjacent: dict[int, set[int]], root: int) -> tuple[Edge, ...]:
    """The edges of a connected graph renumbered in depth-first preorder from `root`, smallest neighbour first."""
    number = {root: 0}
    stack = [root]
    while stack:
        free = adjacent[stack[-1]] - number.keys()
        if free:
            w = min(free)
            number[w] = len(number)
            stack.append(w)
        else:
            stack.pop()
    out = []
    for u, v, c in part:
        a, b = number[u], number[v]
        out.append((a, b, c) if a <= b else (b, a, c))
    out.sort()
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _least(part: tuple[Edge, ...]) -> tuple[Edge, ...]:
    """A connected graph renumbered from the vertex of least degree whose numbering is least.

    Renumbering its own result again never gives more (rooted at 0 it is the identity), so it is
    repeated until nothing changes: the text of the result reads back as the same tuple."""
    while True:
        adjacent: dict[int, set[int]] = {}
        for u, v, _ in part:
            adjacent.setdefault(u, set()).add(v)
            adjacent.setdefault(v, set()).add(u)
        degree = {v: len(near - {v}) for v, near in adjacent.items()}
        fewest = min(degree.values())
        # A vertex of least degree roots the numbering: the end of a path, whichever way it came.
        best = min(_renumbered(part, adjacent, root) for root, d in degree.items() if d == fewest)
        if best == part:
            return part
        part = best


def _component_edges(edges: Iterable[Edge]) -> list[tuple[Edge, ...]]:
    """The components of a graph, each renumbered from 0 (see :func:`_least`), sorted."""
    edges = list(edges)
    adjacent: dict[int, set[int]] = {}
    for u, v, _ in edges:
        adjacent.setdefault(u, set()).add(v)
        adjacent.setdefault(v, set()).add(u)
    parts = []
    seen: set[int] = set()
    for start in sorted(adjacent):
        if start in seen:
            continue
        part, stack = {start}, [start]
        while stack:
            for w in adjacent[stack.pop()] - part:
                part.add(w)
                stack.append(w)
        seen |= part
        # Numbered 0, 1, ... in the order of the old numbers first: the same piece of a bigger
        # graph, wherever it sat, then meets _least's cache.
        rank = {v: i for i, v in enumerate(sorted(part))}
        parts.append(_least(tuple(sorted((rank[u], rank[v], c) for u, v, c in edges if u in part))))
    return sorted(parts, key=lambda p: (len(p), p))


def _normal(edges: Iterable[Edge]) -> tuple[Edge, ...]:
    """The edges renumbered: components in sorted order, each numbered from a vertex of least degree."""
    out: list[Edge] = []
    base = 0
    for part in _component_edges(list(dict.fromkeys(edges))):
        out.extend((u + base, v + base, c) for u, v, c in part)
        base += max(v for _, v, _ in part) + 1
    return tuple(out)


# -- text ------------------------------------------------------------------------


def _name(index: int) -> str:
    return _NAMES[index] if index < len(_NAMES) else f"{{{index}}}"


def _component_text(part: tuple[Edge, ...], first_name: int, weighted: bool = False) -> tuple[str, int]:
    """CGSuite's text of one component numbered from 0, and how many names it gives (from name
    `first_name` on: a name is one vertex in every component): its depth-first tree in numbering
    order, each other edge written at its later end as a branch to the named vertex (a loop to itself).
    A `weighted` graph's vertices are written as their weights (its weight loops are not edges)."""
    links: dict[int, list[tuple[int, str]]] = {}
    weight = {u: c for u, _, c in part if c.isdigit()}
    for u, v, c in part:
        if c.isdigit():
            continue
        links.setdefault(u, []).append((v, c))
        if u != v:
            links.setdefault(v, []).append((u, c))
    order, parent, stack = [0], {0: (-1, "")}, [0]
    while stack:
        free = sorted((w, c) for w, c in links[stack[-1]] if w not in parent)
        if free:
            w, c = free[0]
            parent[w] = (stack[-1], c)
            order.append(w)
            stack.append(w)
        else:
            stack.pop()
    position = {v: i for i, v in enumerate(order)}
    children: dict[int, list[int]] = {v: [] for v in order}
    for v in order[1:]:
        children[parent[v][0]].append(v)
    back: dict[int, list[tuple[int, str]]] = {}
    for v in order:
        back[v] = sorted(
            (w, c) for w, c in links[v] if position[w] <= position[v] and (w, c) != parent[v]
        )
    named = sorted({w for v in order for w, _ in back[v]}, key=position.__getitem__)
    names = {w: _name(first_name + i) for i, w in enumerate(named)}

    def vertex(v: int) -> str:
        label = weight.get(v, "1") if weighted else ""
        return label + (f":{names[v]}" if v in names else "")

    out: list[str] = []
    todo: list[Union[str, int]] = [0]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        out.append(vertex(item))
        branches: list[list[Union[str, int]]] = [[c + vertex(w)] for w, c in back[item]]
        branches += [[parent[w][1], w] for w in children[item]]
        if len(branches) > 1:
            pieces: list[Union[str, int]] = ["("]
            for i, branch in enumerate(branches):
                pieces += ([";"] if i else []) + branch
            pieces.append(")")
        else:
            pieces = branches[0] if branches else []
        todo.extend(reversed(pieces))
    return "".join(out), len(names)


# -- parsing ---------------------------------------------------------------------


def _parse(text: object, letters: str, what: str) -> list[Edge]:
    """The edges of `text`, vertices numbered in the order it mentions them."""
    if not isinstance(text, str):
        raise InvalidPositionError(f"a graph is text such as '---' or 'llr', not {text!r} of type {type(text).__name__}")
    return read_graph(text, letters, edge_word=f"an edge ({what})")[1]
