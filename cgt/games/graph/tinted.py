"""Tinted graphs: the positions of Col and Snort, in CGSuite's graph notation.

In Col and Snort players colour the vertices of a graph. A coloured vertex
matters only to its neighbours, so it is not kept: it is removed, and each of
its uncoloured neighbours is *tinted* with its colour (Winning Ways, chapter 2;
CGSuite's ``GenCol``). A vertex is thus untinted (``.``), tinted ``L`` (it
touches a vertex Left coloured) or tinted ``R``; a vertex that touches both
colours can never be coloured, in either game, and is removed too.

The text is CGSuite's (``Graph.Parse`` with the vertex labels ``L`` and
``R``):

* ``.``, ``L`` or ``R`` is a vertex (the ``.`` may be left out where a vertex
  is implied), ``-`` an edge: ``L-.-.-R`` is a path of four vertices, ``---``
  one of four untinted vertices;
* parentheses hold branches from the vertex before them, separated by ``;``:
  ``.-.(-L;-.-.)`` is a path of two vertices whose second one has two branches;
* ``:A`` after a vertex names it (``:{name}`` for a longer name), and every
  vertex of that name is the same vertex, which makes cycles: ``.:A-.-.-.:A``
  is a 4-cycle (a named vertex is written with its tint each time);
* ``;`` between graphs puts them side by side.

A self-loop (``.:A-.:A`` with one vertex) is refused; a repeated edge is one
edge. Vertices are numbered from 0 in the order the text first mentions them,
and a graph is kept numbered the way its text is printed, so that
``TintedGraph(str(g)) == g``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Optional, Union

from ... import _svg
from ...errors import InvalidPositionError
from .notation import read_graph

__all__ = ["TintedGraph", "UNTINTED", "LEFT_TINT", "RIGHT_TINT"]

#: A vertex nobody has coloured next to, and the tints (the colour of a coloured neighbour).
UNTINTED, LEFT_TINT, RIGHT_TINT = ".", "L", "R"
_FILL = {UNTINTED: "#ffffff", LEFT_TINT: "#9fc5f8", RIGHT_TINT: "#f4a7a3"}
# Names given to the vertices that a printed text mentions twice (L and R read as tints).
_NAMES = "ABCDEFGHIJKMNOPQSTUVWXYZ"

#: The neighbours of every vertex as a bit mask: bit ``w`` of ``masks[v]`` is set when v and w are joined.
Masks = list[int]


class TintedGraph(tuple):  # type: ignore[type-arg]
    """An undirected graph whose vertices are untinted (``.``) or tinted ``L`` or ``R``.

    A tuple ``(tints, masks)``: ``tints`` a string, one character a vertex,
    and ``masks`` the neighbours of each vertex as a bit mask (bit ``w`` of
    ``masks[v]`` for the edge ``v-w``). Vertices are numbered in the order the
    printed text mentions them.

    Parameters
    ----------
    text : str
        The graph in CGSuite's notation (see the module documentation), e.g.
        ``'L-.-.-R'``; an empty text is the empty graph. Tints may be lower case.

    Raises
    ------
    InvalidPositionError
        If the text has a character other than ``. L R - ( ) ; :`` and
        spaces, misplaced parentheses, a name without a vertex, a named vertex
        with two tints, or a self-loop; the message says where.

    Examples
    --------
    >>> from cgt.games import TintedGraph
    >>> g = TintedGraph("L-.-.(-R;-.)")
    >>> g
    TintedGraph('L-.-.(-R;-.)')
    >>> g.tints, g.edges
    ('L..R.', ((0, 1), (1, 2), (2, 3), (2, 4)))
    >>> print(TintedGraph(":A----:A"))             # a 4-cycle, as CGSuite writes it
    .:A-.-.-.-.:A
    >>> TintedGraph("L-x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: graph 'L-x': character 3 is 'x'; use . L R for vertices, - for edges, ( ; ) for branches and :A to name a vertex
    >>> TintedGraph(".:A-.:A")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: graph '.:A-.:A': character 4 joins vertex A to itself (a self-loop)
    """

    __slots__ = ()

    def __new__(cls, text: str = "") -> "TintedGraph":
        tints, masks = _parse(text)
        return _normal(tints, masks, (1 << len(tints)) - 1)

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    @property
    def tints(self) -> str:
        """One character a vertex: ``.`` untinted, ``L`` or ``R`` tinted."""
        return self[0]  # type: ignore[no-any-return]

    @property
    def edges(self) -> tuple[tuple[int, int], ...]:
        """The edges, sorted pairs ``(u, v)`` with ``u < v``."""
        return tuple((u, w) for u, mask in enumerate(self[1]) for w in _bits(mask >> (u + 1) << (u + 1)))

    @property
    def vertex_count(self) -> int:
        """The number of vertices."""
        return len(self[0])

    # -- constructors ------------------------------------------------------------

    @classmethod
    def from_edges(cls, tints: Union[str, int], edges: Iterable[tuple[int, int]]) -> "TintedGraph":
        """Return the graph on vertices ``0 .. n-1`` with these tints and edges.

        Parameters
        ----------
        tints : str or int
            One of ``.``, ``L``, ``R`` per vertex, or the number of vertices
            (all untinted).
        edges : iterable of (int, int)
            The edges, each a pair of vertex numbers; a repeated edge is one edge.

        Returns
        -------
        TintedGraph
            The graph, renumbered in the order its text mentions the vertices.

        Raises
        ------
        InvalidPositionError
            If a tint is not ``.``, ``L`` or ``R``, an edge ends at a vertex
            that does not exist, or joins a vertex to itself.

        Examples
        --------
        >>> TintedGraph.from_edges("L..", [(0, 2), (2, 1)])
        TintedGraph('L-.-.')
        >>> TintedGraph.from_edges(2, [(0, 5)])
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: graph of 2 vertices (0 to 1): edge (0, 5) ends at vertex 5, which does not exist
        """
        text = UNTINTED * tints if isinstance(tints, int) else tints
        if not isinstance(text, str):
            raise InvalidPositionError(f"tints are text such as 'L..R' or a number of vertices, not {tints!r}")
        labels = text.upper()
        for i, ch in enumerate(labels):
            if ch not in _FILL:
                raise InvalidPositionError(f"tints {text!r}: vertex {i} is {text[i]!r}; use . (untinted), L or R")
        n = len(labels)
        masks = [0] * n
        for edge in edges:
            u, v = edge
            for end in (u, v):
                if isinstance(end, bool) or not isinstance(end, int) or not 0 <= end < n:
                    raise InvalidPositionError(
                        f"graph of {n} vertices (0 to {n - 1}): edge {edge!r} ends at vertex {end!r}, which does not exist"
                    )
            if u == v:
                raise InvalidPositionError(f"graph of {n} vertices: edge {edge!r} joins vertex {u} to itself (a self-loop)")
            masks[u] |= 1 << v
            masks[v] |= 1 << u
        return _normal(labels, masks, (1 << n) - 1)

    @classmethod
    def path(cls, n: int) -> "TintedGraph":
        """Return the path of `n` untinted vertices.

        Parameters
        ----------
        n : int
            The number of vertices (0 for the empty graph).

        Returns
        -------
        TintedGraph
            Vertices ``0 .. n-1``, each joined to the next.

        Examples
        --------
        >>> TintedGraph.path(4)
        TintedGraph('.-.-.-.')
        """
        return cls.from_edges(n, [(i, i + 1) for i in range(n - 1)])

    @classmethod
    def grid(cls, rows: int, columns: int) -> "TintedGraph":
        """Return the `rows` by `columns` grid of untinted vertices (neighbours share a side).

        Parameters
        ----------
        rows, columns : int
            The size of the grid.

        Returns
        -------
        TintedGraph
            The grid graph, numbered in the order its text is printed.

        Examples
        --------
        >>> g = TintedGraph.grid(2, 3)
        >>> g.vertex_count, len(g.edges)
        (6, 7)
        >>> g
        TintedGraph('.:A-.:B-.-.-.(-.:B;-.-.:A)')
        """
        edges = [(r * columns + c, r * columns + c + 1) for r in range(rows) for c in range(columns - 1)]
        edges += [(r * columns + c, (r + 1) * columns + c) for r in range(rows - 1) for c in range(columns)]
        return cls.from_edges(rows * columns, edges)

    # -- structure ---------------------------------------------------------------

    def neighbours(self, vertex: int) -> tuple[int, ...]:
        """Return the neighbours of `vertex`, in increasing order.

        Parameters
        ----------
        vertex : int
            A vertex, from 0.

        Returns
        -------
        tuple of int
            Its neighbours.

        Examples
        --------
        >>> TintedGraph("L-.(-.;-R)").neighbours(1)
        (0, 2, 3)
        """
        return tuple(_bits(self[1][vertex]))

    def components(self) -> list["TintedGraph"]:
        """Return the connected components, in the order of their first vertices.

        Returns
        -------
        list of TintedGraph
            One graph per component (one for a connected graph, none for the empty one).

        Examples
        --------
        >>> TintedGraph("L-.; R; .-.").components()
        [TintedGraph('L-.'), TintedGraph('R'), TintedGraph('.-.')]
        """
        masks = self[1]
        return [_normal(self.tints, masks, sum(1 << v for v in part)) for part in _parts(masks)]

    def after_colouring(self, vertex: int, tint: str, *idle: str) -> "TintedGraph":
        """Return the graph after `vertex` is coloured with the colour `tint` (``L`` or ``R``).

        The vertex goes; its untinted neighbours take the tint, and its
        neighbours with the other tint, which now touch both colours, go too.
        Whether the colouring is legal is the game's business (Col, Snort).
        The edges named by `idle` go as well, as :meth:`without_edges_between`
        would remove them (in one renumbering).

        Parameters
        ----------
        vertex : int
            The vertex coloured, from 0.
        tint : str
            ``L`` (Left colours it) or ``R``.
        *idle : str
            Pairs of tints, as for :meth:`without_edges_between`.

        Returns
        -------
        TintedGraph
            The graph left.

        Raises
        ------
        InvalidPositionError
            If the graph has no such vertex, or `tint` is not ``L`` or ``R``.

        Examples
        --------
        >>> TintedGraph("R-.-.-L").after_colouring(2, "L")
        TintedGraph('R-L; L')
        >>> TintedGraph("R-.-.-L").after_colouring(1, "L")
        TintedGraph('L-L')
        >>> TintedGraph("R-.-.-L").after_colouring(1, "L", "LL")
        TintedGraph('L; L')
        """
        if tint not in (LEFT_TINT, RIGHT_TINT):
            raise InvalidPositionError(f"colour {tint!r}: use L (Left's) or R (Right's)")
        if isinstance(vertex, bool) or not isinstance(vertex, int) or not 0 <= vertex < self.vertex_count:
            raise InvalidPositionError(f"graph {str(self)!r} has no vertex {vertex!r} (they are 0 to {self.vertex_count - 1})")
        tinted = list(self.tints)
        masks = self[1]
        removed = 1 << vertex
        for w in _bits(masks[vertex]):
            if tinted[w] == UNTINTED:
                tinted[w] = tint
            elif tinted[w] != tint:
                removed |= 1 << w
        tints = "".join(tinted)
        if idle:
            masks = _cut(tints, masks, idle)
        return _normal(tints, masks, ((1 << len(tints)) - 1) & ~removed)

    def without_edges_between(self, *pairs: str) -> "TintedGraph":
        """Return the graph without the edges whose ends have the tints of one of `pairs`.

        Parameters
        ----------
        *pairs : str
            Two tints each, ``'LR'`` for the edges between an ``L`` and an
            ``R`` vertex (either way round), ``'LL'`` for those joining two
            ``L`` vertices.

        Returns
        -------
        TintedGraph
            The graph with those edges gone (itself when there are none).

        Raises
        ------
        InvalidPositionError
            If a pair is not two of ``L`` and ``R``.

        Examples
        --------
        >>> TintedGraph("L-R-.-L-L").without_edges_between("LR", "LL")
        TintedGraph('L; R-.-L; L')
        """
        cut = _cut(self.tints, self[1], pairs)
        if cut == list(self[1]):
            return self
        return _normal(self.tints, cut, (1 << len(cut)) - 1)

    # -- text and pictures -------------------------------------------------------

    def __str__(self) -> str:
        masks = self[1]
        return "; ".join(_component_text(self.tints, masks, part[0]) for part in _parts(masks))

    def __repr__(self) -> str:
        return f"TintedGraph({str(self)!r})"

    def layout(self) -> list[tuple[int, int]]:
        """Return where each vertex is drawn: ``(column, row)`` from 0, one per vertex in order.

        Components stand side by side; in each, a vertex's column is its
        distance from the component's first vertex (its picture and the
        notebook widget draw it so).

        Examples
        --------
        >>> TintedGraph("L-.(-.;-R); .").layout()
        [(0, 0), (1, 0), (2, 0), (2, 1), (3, 0)]
        """
        masks = self[1]
        where = [(0, 0)] * self.vertex_count
        x0 = 0
        for part in _parts(masks):
            layers = _layers(masks, part[0])
            for depth, layer in enumerate(layers):
                for row, v in enumerate(layer):
                    where[v] = (x0 + depth, row)
            x0 += len(layers)
        return where

    def _repr_svg_(self) -> str:
        step, radius = 40, 11
        cells = self.layout()
        where = [((x + 0.5) * step, (y + 0.5) * step) for x, y in cells]
        x0 = max((x for x, _ in cells), default=-1) + 1
        height = max((y for _, y in where), default=0) + step / 2
        parts = [_svg.line(*where[u], *where[v], "#444444", 2) for u, v in self.edges]
        for v, (x, y) in enumerate(where):
            parts.append(_svg.circle(x, y, radius, _FILL[self.tints[v]]))
            if self.tints[v] != UNTINTED:
                parts.append(_svg.text(x, y, self.tints[v], 11))
        return _svg.svg(max(x0, 1) * step, max(height, step), parts)


# -- numbering -------------------------------------------------------------------


def _bits(mask: int) -> Iterator[int]:
    """The set bits of `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _preorder(
    masks: Sequence[int], allowed: int, root: int, seen: int, order: list[int], parent: Optional[dict[int, int]] = None
) -> int:
    """Append the vertices reached from `root` within `allowed`, depth first, smallest neighbour
    first; record in `parent` the vertex each was reached from. Return `seen` with them added."""
    seen |= 1 << root
    order.append(root)
    stack = [root]
    while stack:
        u = stack[-1]
        free = masks[u] & allowed & ~seen
        if free:
            low = free & -free
            w = low.bit_length() - 1
            seen |= low
            order.append(w)
            stack.append(w)
            if parent is not None:
                parent[w] = u
        else:
            stack.pop()
    return seen


def _cut(tints: str, masks: Sequence[int], pairs: Sequence[str]) -> list[int]:
    """`masks` without the edges whose ends are tinted as one of `pairs` (``'LR'``, ``'LL'``...)."""
    tinted = {LEFT_TINT: 0, RIGHT_TINT: 0}
    for v, x in enumerate(tints):
        if x in tinted:
            tinted[x] |= 1 << v
    cut = list(masks)
    for pair in pairs:
        if len(pair) != 2 or not set(pair) <= set(tinted):
            raise InvalidPositionError(f"edge ends {pair!r}: give two tints, each L or R, such as 'LR'")
        a, b = pair
        for v, x in enumerate(tints):
            if x == a:
                cut[v] &= ~tinted[b]
            if x == b:
                cut[v] &= ~tinted[a]
    return cut


def _normal(tints: str, masks: Sequence[int], keep: int) -> TintedGraph:
    """The graph on the vertices of the mask `keep`, renumbered in the order its text is printed."""
    order: list[int] = []
    seen = 0
    rest = keep
    while rest:
        seen = _preorder(masks, keep, (rest & -rest).bit_length() - 1, seen, order)
        rest = keep & ~seen
    number = [0] * len(tints)
    for i, v in enumerate(order):
        number[v] = 1 << i
    renumbered = []
    for v in order:  # the hot loop of every move: _bits inlined
        mask, old = 0, masks[v] & keep
        while old:
            low = old & -old
            mask |= number[low.bit_length() - 1]
            old ^= low
        renumbered.append(mask)
    return tuple.__new__(TintedGraph, ("".join(tints[v] for v in order), tuple(renumbered)))


def _parts(masks: Sequence[int]) -> list[list[int]]:
    """The connected components, each as its vertices in preorder."""
    everything = (1 << len(masks)) - 1
    parts = []
    seen = 0
    while seen != everything:
        order: list[int] = []
        seen = _preorder(masks, everything, ((seen + 1) & ~seen).bit_length() - 1, seen, order)
        parts.append(order)
    return parts


def _layers(masks: Sequence[int], root: int) -> list[list[int]]:
    layers, seen = [[root]], 1 << root
    while True:
        reached = 0
        for v in layers[-1]:
            reached |= masks[v]
        reached &= ~seen
        if not reached:
            return layers
        seen |= reached
        layers.append(list(_bits(reached)))


def _name(index: int) -> str:
    return _NAMES[index] if index < len(_NAMES) else f"{{{index}}}"


def _component_text(tints: str, masks: Sequence[int], root: int) -> str:
    """CGSuite's text of the component of `root`: its depth-first tree, each edge off the tree
    written at its lower end as a branch to the named vertex above."""
    parent = {root: -1}
    order: list[int] = []
    _preorder(masks, (1 << len(masks)) - 1, root, 0, order, parent)
    children: dict[int, list[int]] = {v: [] for v in order}
    for v in order[1:]:
        children[parent[v]].append(v)
    position = {v: i for i, v in enumerate(order)}
    back = {v: sorted(w for w in _bits(masks[v]) if position[w] < position[v] and w != parent[v]) for v in order}
    named = sorted({w for v in order for w in back[v]}, key=position.__getitem__)
    names = {w: _name(i) for i, w in enumerate(named)}

    def vertex(v: int) -> str:
        return tints[v] + (f":{names[v]}" if v in names else "")

    # A stack of what is still to write: text, or a vertex (written with its branches after it).
    out: list[str] = []
    todo: list[Union[str, int]] = [root]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        out.append(vertex(item))
        branches: list[list[Union[str, int]]] = [["-" + vertex(w)] for w in back[item]]
        branches += [["-", w] for w in children[item]]
        if len(branches) > 1:  # in parentheses, separated by ';'
            pieces: list[Union[str, int]] = ["("]
            for i, branch in enumerate(branches):
                pieces += ([";"] if i else []) + branch
            pieces.append(")")
        else:
            pieces = branches[0] if branches else []
        todo.extend(reversed(pieces))
    return "".join(out)


# -- parsing ---------------------------------------------------------------------


def _parse(text: object) -> tuple[str, Masks]:
    if not isinstance(text, str):
        raise InvalidPositionError(
            f"a tinted graph is text such as 'L-.-.-R', not {text!r} of type {type(text).__name__}"
        )
    # ':-' is a ':' with no name in a tinted graph, as it always was (an arc graph reads a name '-').
    tints, edges = read_graph(
        text, "-", UNTINTED + LEFT_TINT + RIGHT_TINT, edge_word="'-'", loops=False, reserved=".-();:"
    )
    masks = [0] * len(tints)
    for u, v, _ in edges:
        masks[u] |= 1 << v
        masks[v] |= 1 << u
    return tints, masks
