"""Hackenbush pictures on any graph: cycles, several edges between two vertices, loops.

A picture is a finite graph standing on the ground, which is one vertex
(vertex 0): every edge is blue (``B``), red (``R``) or green (``G``), and
every edge is joined to the ground by some path (Winning Ways, chapters 2
and 7). Cutting an edge removes it and whatever no longer reaches the ground.
A loop is an edge whose two ends are one vertex.

The text is the tree notation of :class:`~cgt.games.HackenbushTree` (colours
``B R G`` or CGSuite's ``l r e``, branches in parentheses separated by ``,``
or ``;``, branches on the ground side by side) with CGSuite's vertex names:
``:A`` (or ``:{name}``) after an edge names the vertex at its top, and every
vertex of one name is one vertex. A name at the very start names the ground.
So ``GG:AGG:A`` is a stalk of two green edges carrying two more that join
its top to one vertex (a cycle of two edges); ``:A BBBRR:A`` is a cycle of
five edges standing on the ground at both ends; ``B:AG:A`` a blue edge with a
green loop on its top.

Positions are normalised so that pictures that are the same up to the
numbering of their vertices meet in the search's cache (always for trees,
most often for pictures with cycles). A tree is numbered
depth first, each vertex's branches in the order of their shapes, which
depends on the tree alone. In a picture with cycles the vertices
are classed by colour refinement (each vertex by the colours of its edges and
the classes of its neighbours, until the classes settle or for
:data:`REFINEMENT_ROUNDS` rounds), then numbered depth
first from the ground, visiting neighbours class by class. This is not a full
isomorphism test: pictures with symmetric parts may still be numbered in two
ways, which costs cache entries, never correctness.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Optional

from ... import _svg
from ...errors import InvalidPositionError

__all__ = ["HackenbushGraph", "GraphEdge", "REFINEMENT_ROUNDS"]

#: How many rounds of colour refinement class the vertices before they are numbered.
REFINEMENT_ROUNDS = 12

#: An edge ``(u, v, colour)``, ``u <= v``, ``colour`` one of ``'B' 'R' 'G'``; vertex 0 is the ground.
GraphEdge = tuple[int, int, str]

_COLOUR = {"B": "B", "L": "B", "R": "R", "G": "G", "E": "G"}
_DRAWN = {"B": "#1f5fbf", "R": "#c8302a", "G": "#2a9b3c"}
_CODE = {"B": 0, "R": 1, "G": 2}
# Names given to the vertices a printed text mentions twice (no colour letters, for reading).
_NAMES = "ACDFHIJKMNOPQSTUVWXYZ"
# A colour; a mark; ':' and a name; spaces before a colour (they part branches); other spaces; anything else.
_TOKEN = re.compile(r"([BRGLEbrgle])|([(),;])|(:(?:\{[^}]*\}?|[^\s(),;:{}]?))|(\s+(?=[BRGLEbrgle]))|\s+|(.)")


class HackenbushGraph(tuple):  # type: ignore[type-arg]
    """A Hackenbush picture on any graph: the sorted tuple of its edges ``(u, v, colour)``.

    Vertex 0 is the ground; ``u <= v`` (``u == v`` for a loop); an edge
    drawn twice between two vertices is there twice. The vertices are
    numbered as the module documentation says, so equal pictures are most
    often equal tuples.

    Parameters
    ----------
    text : str
        The picture (see the module documentation), e.g. ``'GG:AGG:A'``;
        an empty text is the empty picture.

    Raises
    ------
    InvalidPositionError
        If the text has a character other than colours, ``( ) , ;``, names
        and spaces, misplaced parentheses or a name with nothing to name or
        no name; the message shows where.

    Examples
    --------
    >>> from cgt.games import HackenbushGraph
    >>> g = HackenbushGraph("e(ee:{waist};ee:{waist}e)")
    >>> g
    HackenbushGraph('G:AGG(G,GG:A)')
    >>> g.edge_count(), g.vertex_count, g.has_cycle()
    (6, 6, True)
    >>> HackenbushGraph(":{ground}llllrr:{ground}")
    HackenbushGraph(':A BBBBRR:A')
    >>> HackenbushGraph("B:AG:A").edges            # a green loop on a blue edge
    ((0, 1, 'B'), (1, 1, 'G'))
    >>> HackenbushGraph("l:")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: Hackenbush picture 'l:': character 2 is ':' with no name after it
    """

    __slots__ = ()

    def __new__(cls, text: str = "") -> "HackenbushGraph":
        return _normal(_parse(text))

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    @classmethod
    def from_edges(cls, edges: Iterable[tuple[int, int, str]]) -> "HackenbushGraph":
        """Return the picture with these edges, vertex 0 being the ground.

        Parameters
        ----------
        edges : iterable of (int, int, str)
            Each edge's two ends (vertex numbers from 0; equal for a loop) and
            its colour (``B``, ``R``, ``G`` or CGSuite's ``l``, ``r``, ``e``).

        Returns
        -------
        HackenbushGraph
            The picture, renumbered.

        Raises
        ------
        InvalidPositionError
            If an edge is not three such values, has an unknown colour, or
            does not reach the ground (an edge to nowhere).

        Examples
        --------
        >>> HackenbushGraph.from_edges([(0, 1, "B"), (1, 2, "R"), (2, 0, "e")])
        HackenbushGraph(':A BRG:A')
        >>> HackenbushGraph.from_edges([(0, 1, "B"), (2, 3, "R")])
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: Hackenbush picture: edge (2, 3, 'R') does not reach the ground (vertex 0)
        """
        found: list[GraphEdge] = []
        for edge in edges:
            if not (isinstance(edge, tuple) and len(edge) == 3):
                raise InvalidPositionError(f"Hackenbush picture: edge {edge!r} is not (vertex, vertex, colour)")
            u, v, colour = edge
            for end in (u, v):
                if isinstance(end, bool) or not isinstance(end, int) or end < 0:
                    raise InvalidPositionError(
                        f"Hackenbush picture: edge {edge!r} ends at {end!r}, which is not a vertex number (0 and up)"
                    )
            if not isinstance(colour, str) or colour.upper() not in _COLOUR:
                raise InvalidPositionError(
                    f"Hackenbush picture: edge {edge!r} has colour {colour!r}; use B or l, R or r, G or e"
                )
            found.append((min(u, v), max(u, v), _COLOUR[colour.upper()]))
        reached = _reach(found, None)
        for edge in found:
            if edge[0] not in reached:
                raise InvalidPositionError(f"Hackenbush picture: edge {edge!r} does not reach the ground (vertex 0)")
        return _normal(found)

    @property
    def edges(self) -> tuple[GraphEdge, ...]:
        """The edges ``(u, v, colour)``, sorted."""
        return tuple(self)

    @property
    def vertex_count(self) -> int:
        """The number of vertices, the ground included (1 for the empty picture)."""
        return 1 + max((v for _, v, _ in self), default=0)

    def edge_count(self) -> int:
        """Return the number of edges."""
        return len(self)

    def has_cycle(self) -> bool:
        """Return whether the picture has a cycle (a loop or two edges between two vertices count)."""
        return len(self) >= self.vertex_count  # connected: a tree has one edge fewer than vertices

    def tree_edges(self) -> Optional[tuple]:  # type: ignore[type-arg]
        """Return the picture as a tree: the edges standing on the ground, each ``(colour, edges on its top)``.

        Returns
        -------
        tuple or None
            The nested, sorted tuples of :class:`~cgt.games.HackenbushTree`,
            or ``None`` when the picture has a cycle.

        Examples
        --------
        >>> HackenbushGraph("l:A(r;e)").tree_edges()
        (('B', (('G', ()), ('R', ()))),)
        >>> HackenbushGraph("l:Ae:A").tree_edges() is None
        True
        """
        if self.has_cycle():
            return None
        above: dict[int, list[tuple[int, str]]] = {}
        for u, v, colour in self:  # numbered depth first from the ground: u is below v
            above.setdefault(u, []).append((v, colour))
        built: dict[int, tuple] = {}  # type: ignore[type-arg]
        for vertex in reversed(range(self.vertex_count)):  # tops first, without recursion
            built[vertex] = tuple(sorted((colour, built.pop(v)) for v, colour in above.get(vertex, ())))
        return built[0]

    def after_cutting(self, index: int) -> "HackenbushGraph":
        """Return the picture after edge number `index` is cut and what falls with it is gone.

        Parameters
        ----------
        index : int
            The place of the edge in :attr:`edges`.

        Returns
        -------
        HackenbushGraph
            The picture left, renumbered.

        Raises
        ------
        InvalidPositionError
            If there is no such edge.

        Examples
        --------
        >>> g = HackenbushGraph(":A BBR:A")
        >>> g.edges
        ((0, 1, 'B'), (0, 2, 'R'), (1, 2, 'B'))
        >>> g.after_cutting(0), g.after_cutting(2)
        (HackenbushGraph('RB'), HackenbushGraph('B, R'))
        """
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self):
            raise InvalidPositionError(f"Hackenbush picture {str(self)!r} has no edge {index!r} (0 to {len(self) - 1})")
        rest = self[:index] + self[index + 1 :]
        reached = _reach(rest, None)
        return _normal([edge for edge in rest if edge[0] in reached])

    def components(self) -> list["HackenbushGraph"]:
        """Return the parts standing on the ground apart: the picture is their sum.

        Two edges are in one part when a path joins them without passing
        through the ground; a loop at the ground is a part of its own.

        Returns
        -------
        list of HackenbushGraph
            The parts (none for the empty picture).

        Examples
        --------
        >>> HackenbushGraph(":A BR:A, G(R,B)").components()
        [HackenbushGraph(':A BR:A'), HackenbushGraph('G(B,R)')]
        >>> HackenbushGraph(":A G:A, G:CG:C").components()     # a loop at the ground, a loop on an edge
        [HackenbushGraph(':A G:A'), HackenbushGraph('G:AG:A')]
        """
        parts: list[list[GraphEdge]] = []
        part_of: dict[int, int] = {}
        for edge in self:
            if edge[0] == edge[1] == 0:
                parts.append([edge])
                continue
            top = edge[1]
            if top not in part_of:
                part_of.update((v, len(parts)) for v in _reach(self, top))
                parts.append([])
            parts[part_of[top]].append(edge)
        return [_normal(part) for part in parts] if len(parts) > 1 else [self] * len(parts)

    def __str__(self) -> str:
        return _text(self)

    def __repr__(self) -> str:
        return f"HackenbushGraph({str(self)!r})"

    def layout(self) -> list[tuple[float, int]]:
        """Return where each vertex is drawn: ``(across, height)``, one per vertex in order (the ground first).

        The height is the vertex's distance from the ground; the vertices of
        one height are spread evenly across the widest layer's width (one
        unit a vertex). Its picture and the notebook widget draw it so.

        Examples
        --------
        >>> HackenbushGraph("B(R,G)").layout()
        [(1.0, 0), (1.0, 1), (0.5, 2), (1.5, 2)]
        """
        layers: list[list[int]] = [[0]]
        depth = {0: 0}
        while True:
            layer = sorted({w for v in layers[-1] for w in _neighbours(self, v) if w not in depth})
            if not layer:
                break
            depth.update((v, len(layers)) for v in layer)
            layers.append(layer)
        width = max(len(layer) for layer in layers)
        at = {v: ((i + 0.5) * width / len(layer), d) for d, layer in enumerate(layers) for i, v in enumerate(layer)}
        return [at[v] for v in range(len(at))]

    def _repr_svg_(self) -> str:
        # Vertices in layers by distance from the ground (drawn as a line at the bottom).
        step = 40
        cells = self.layout()
        heights = [d for _, d in cells]
        width = max(map(heights.count, heights)) * step  # the widest layer's
        height = (max(heights) + 1) * step
        at = {v: (x * step, height - step / 2 - d * step) for v, (x, d) in enumerate(cells)}
        parts = [_svg.line(0, height - step / 2, width, height - step / 2, "#6b4f2a", 4)]
        seen: dict[tuple[int, int], int] = {}
        for u, v, colour in self:
            # Edges between the same two vertices bend to either side in turn, further each time.
            k = seen[u, v] = seen.get((u, v), -1) + 1
            (x1, y1), (x2, y2) = at[v] if u == 0 else at[u], at[v]
            if u == 0:
                y1 = height - step / 2
            if u == v:  # a loop: a small triangle above the vertex
                a, b = (x1 - 8 - 4 * k, y1 - 18 - 6 * k), (x1 + 8 + 4 * k, y1 - 18 - 6 * k)
                parts += [_svg.line(x1, y1, *a, _DRAWN[colour], 3), _svg.line(*a, *b, _DRAWN[colour], 3),
                          _svg.line(*b, x1, y1, _DRAWN[colour], 3)]
                continue
            bend = (k + 1) // 2 * (1 if k % 2 else -1) * 10
            mid = ((x1 + x2) / 2 + bend, (y1 + y2) / 2)
            parts += [_svg.line(x1, y1, *mid, _DRAWN[colour], 3), _svg.line(*mid, x2, y2, _DRAWN[colour], 3)]
        # Vertices drawn layer by layer, from the ground up.
        parts += [_svg.circle(*at[v], 3, "#222222") for v in sorted(at, key=lambda v: cells[v][::-1]) if v]
        return _svg.svg(width, height, parts)


def _neighbours(edges: Sequence[GraphEdge], vertex: int) -> Iterator[int]:
    for u, v, _ in edges:
        if u == vertex:
            yield v
        elif v == vertex:
            yield u


def _reach(edges: Sequence[GraphEdge], start: Optional[int]) -> set[int]:
    """The vertices joined to the ground by `edges` (start None), or to `start` without passing the ground."""
    adjacent: dict[int, list[int]] = {}
    for u, v, _ in edges:
        adjacent.setdefault(u, []).append(v)
        adjacent.setdefault(v, []).append(u)
    root = 0 if start is None else start
    reached, todo = {root}, [root]
    while todo:
        for w in adjacent.get(todo.pop(), ()):
            if w not in reached and (w or start is None):
                reached.add(w)
                todo.append(w)
    return reached


def _normal(edges: Iterable[GraphEdge]) -> HackenbushGraph:
    """The picture with these edges (all reaching the ground), renumbered as the module says.

    Numbering a numbered picture again changes nothing: its depth-first order
    picks, at each step, the vertex it was given the next number for.
    """
    edges = list(edges)
    if not edges:
        return tuple.__new__(HackenbushGraph, ())
    number = _tree_numbers(edges)
    if number is None:
        number = _graph_numbers(edges)
    renumbered = sorted((min(number[u], number[v]), max(number[u], number[v]), c) for u, v, c in edges)
    return tuple.__new__(HackenbushGraph, renumbered)


def _tree_numbers(edges: list[GraphEdge]) -> Optional[dict[int, int]]:
    """A tree's vertices numbered depth first, each vertex's branches in the order of their
    shapes (ranked level by level from the top, as in the AHU tree isomorphism test): the same
    numbering for every numbering of one tree. None if `edges` are not a tree."""
    if len(edges) != len({0}.union(*[(u, v) for u, v, _ in edges])) - 1:
        return None  # connected: a tree has one edge fewer than vertices
    kids: dict[int, list[tuple[int, int]]] = {0: []}
    for u, v, colour in edges:
        kids.setdefault(u, []).append((_CODE[colour], v))
        kids.setdefault(v, []).append((_CODE[colour], u))
    levels, seen = [[0]], {0}
    while True:
        level = []
        for v in levels[-1]:
            kids[v] = [(code, w) for code, w in kids[v] if w not in seen]
            seen.update(w for _, w in kids[v])
            level += [w for _, w in kids[v]]
        if not level:
            break
        levels.append(level)
    rank: dict[int, int] = {}
    for level in reversed(levels):
        shape = {v: tuple(sorted([(code, rank[w]) for code, w in kids[v]])) for v in level}
        ranks = {s: i for i, s in enumerate(sorted(set(shape.values())))}
        rank.update((v, ranks[shape[v]]) for v in level)
    number: dict[int, int] = {}
    todo = [0]
    while todo:
        v = todo.pop()
        number[v] = len(number)
        todo += [w for _, w in sorted(((code, rank[w]), w) for code, w in kids[v])][::-1]
    return number


def _graph_numbers(edges: list[GraphEdge]) -> dict[int, int]:
    """A picture's vertices numbered by colour refinement and depth first (the module documentation)."""
    # Each vertex's edge ends as (code of the edge's colour, other end); a loop's code differs
    # from an edge's, so that a loop is not two edges to the vertex itself.
    ends: dict[int, list[tuple[int, int]]] = {0: []}
    for u, v, colour in edges:
        code = _CODE[colour]
        ends.setdefault(u, []).append((code, v))
        if u != v:
            ends.setdefault(v, []).append((code, u))
        else:
            ends[u].append((code + 3, u))
    cls = {v: int(v != 0) for v in ends}
    count, size = len(set(cls.values())), len(ends) + 1  # classes are below `size`: code * size + class is one number
    # Colour refinement: a vertex's class by its class and its edges' colours and far ends' classes,
    # for at most REFINEMENT_ROUNDS rounds (a long cycle would need as many rounds as it is long).
    for _ in range(REFINEMENT_ROUNDS):
        if count == len(ends):
            break  # every vertex has a class of its own
        signature = {v: (cls[v], tuple(sorted([code * size + cls[w] for code, w in ends[v]]))) for v in ends}
        rank = {s: i for i, s in enumerate(sorted(set(signature.values())))}
        cls = {v: rank[signature[v]] for v in ends}
        if len(rank) == count:
            break
        count = len(rank)
    # Depth first from the ground; each vertex's neighbours by (class, colours of the edges to it, old number).
    joined: dict[int, dict[int, list[str]]] = {v: {} for v in ends}
    for u, v, colour in edges:
        joined[u].setdefault(v, []).append(colour)
        joined[v].setdefault(u, []).append(colour)
    order = {v: sorted((cls[w], sorted(cs), w) for w, cs in joined[v].items()) for v in ends}
    number = {0: 0}
    stack = [(0, iter(order[0]))]
    while stack:
        for _, _, w in stack[-1][1]:
            if w not in number:
                number[w] = len(number)
                stack.append((w, iter(order[w])))
                break
        else:
            stack.pop()
    return number


def _name(index: int) -> str:
    return _NAMES[index] if index < len(_NAMES) else f"{{{index}}}"


def _text(graph: HackenbushGraph) -> str:
    """The text of a numbered picture: its depth-first tree, each other edge written at its higher end."""
    if not graph:
        return ""
    # The depth-first tree of the numbering: a vertex's parent is the deepest vertex on the tree
    # path down from the vertex numbered just before it that is joined to it.
    first: dict[tuple[int, int], int] = {}
    for i, (u, v, _) in enumerate(graph):
        first.setdefault((u, v), i)
    parent: dict[int, tuple[int, int]] = {}  # vertex -> (its parent, the tree edge's place)
    for v in range(1, graph.vertex_count):
        u = v - 1
        while (u, v) not in first:
            u = parent[u][0]
        parent[v] = (u, first[u, v])
    tree = {i for _, i in parent.values()}
    items: dict[int, list[tuple[str, int, bool]]] = {v: [] for v in range(graph.vertex_count)}
    others = [(u, v, c) for i, (u, v, c) in enumerate(graph) if i not in tree]
    for u, v, c in others:
        items[v].append((c, u, False))  # an edge back down to a named vertex
    for v, (u, i) in sorted(parent.items()):
        items[u].append((graph[i][2], v, True))
    names = {u: _name(k) for k, u in enumerate(sorted({u for u, _, _ in others}))}

    def mark(v: int) -> str:
        return f":{names[v]}" if v in names else ""

    # A stack of text still to write, and vertices whose branches are to be written.
    out: list[str] = [mark(0) + " "] if 0 in names else []
    todo: list[object] = [("top", 0)]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        where, v = item  # type: ignore[misc]
        pieces: list[list[object]] = []
        for colour, w, down in items[v]:
            pieces.append([colour + mark(w)] + ([(None, w)] if down else []))
        if where == "top":
            flat: list[object] = []
            for k, piece in enumerate(pieces):
                flat += ([", "] if k else []) + piece
        elif len(pieces) == 1:
            flat = pieces[0]
        elif pieces:
            flat = ["("]
            for k, piece in enumerate(pieces):
                flat += ([","] if k else []) + piece
            flat.append(")")
        else:
            flat = []
        todo.extend(reversed(flat))
    return "".join(out)


def _parse(text: object) -> list[GraphEdge]:
    if not isinstance(text, str):
        raise InvalidPositionError(
            f"a Hackenbush picture is text such as 'GG:AGG:A', not {text!r} of type {type(text).__name__}"
        )

    def fail(index: int, problem: str) -> InvalidPositionError:
        return InvalidPositionError(f"Hackenbush picture {text!r}: character {index + 1} {problem}")

    edges: list[list] = []  # type: ignore[type-arg]
    vertices = 1
    names: dict[str, int] = {}
    # Open groups, each [the vertex its branches start from, the top of the branch being read
    # (None between branches), whether a ')' just closed a group on that branch, the '(' index].
    stack: list[list] = [[0, None, False, -1]]  # type: ignore[type-arg]
    can_name = True  # a name may follow an edge, or start the text (the ground's)
    for match in _TOKEN.finditer(text):
        colour, mark, named, space, other = match.groups()
        if match.lastindex is None:
            continue  # spaces that part nothing
        index = match.start()
        group = stack[-1]
        if other is not None:
            raise fail(index, f"is {other!r}; use B or l (blue), R or r (red), G or e (green), "
                              "parentheses, commas or semicolons, and :A to name a vertex")
        if named is not None:
            name = named[1:]
            if name.startswith("{"):
                if not name.endswith("}") or len(name) == 1:
                    raise fail(index + 1, "opens a '{' that is never closed")
                name = name[1:-1]
                if not name:
                    raise fail(index, "names a vertex with the empty name '{}'")
            if not name:
                raise fail(index, "is ':' with no name after it")
            if not can_name:
                raise fail(index, "is ':' with no edge before it whose top it names")
            can_name = False
            if not edges:
                names.setdefault(name, 0)  # the start of the text: the ground
            elif name in names:
                edges[-1][1] = names[name]  # the edge's top is that vertex; the one just made goes
                vertices -= 1
                group[1] = names[name]
            else:
                names[name] = edges[-1][1]
            continue
        can_name = False
        if colour:
            if group[2]:
                raise fail(index, f"is {colour!r} after ')'; separate branches with a comma")
            bottom = group[0] if group[1] is None else group[1]
            edges.append([bottom, vertices, _COLOUR[colour.upper()]])
            group[1] = vertices
            vertices += 1
            can_name = True
        elif mark == "(":
            if group[2] or (group[1] is None and (len(stack) > 1 or edges)):
                raise fail(index, "opens '(' with no edge below it to stand on")
            stack.append([group[0] if group[1] is None else group[1], None, False, index])
        elif mark is not None or space is not None:
            if group[1] is None and not group[2]:
                if mark is not None:
                    raise fail(index, f"is {mark!r} with no branch before it")
                continue
            group[1], group[2] = None, False
            if mark == ")":
                if len(stack) == 1:
                    raise fail(index, "closes a ')' that was never opened")
                stack.pop()
                stack[-1][2] = True
    if len(stack) > 1:
        raise fail(stack[-1][3], "opens a '(' that is never closed")
    return [(min(u, v), max(u, v), c) for u, v, c in edges]
