"""A token on a directed graph: the game every impartial game is, cycles allowed."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping

from ...errors import InvalidPositionError, InvalidValueError

__all__ = ["Digraph"]


class Digraph:
    """A token on a vertex of a directed graph; a move slides it along an edge.

    The graph may have cycles (then play can go on forever: see
    :mod:`cgt.loopy`); without cycles it is an ordinary impartial game and
    :func:`cgt.grundy` applies. Positions are the vertices.

    Parameters
    ----------
    edges : mapping
        Vertex -> the vertices one move reaches from it. Vertices are hashable;
        a vertex that only appears as a target has no moves.

    Raises
    ------
    InvalidValueError
        If `edges` is not a mapping of vertices to iterables of vertices.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.Digraph({"a": ["b"], "b": ["a", "c"], "c": ["d"]})
    >>> g.options("b"), g.options("d")
    (('a', 'c'), ())
    >>> g
    Digraph({'a': ['b'], 'b': ['a', 'c'], 'c': ['d'], 'd': []})
    >>> [str(cgt.loopy.outcome(g, v)) for v in g.vertices]
    ['D', 'D', 'N', 'P']
    """

    __slots__ = ("_edges", "__weakref__")

    def __init__(self, edges: Mapping[Hashable, Iterable[Hashable]]) -> None:
        if not isinstance(edges, Mapping):
            raise InvalidValueError(f"Digraph: edges {edges!r} is not a mapping of vertex -> list of vertices")
        table: dict[Hashable, tuple[Hashable, ...]] = {}
        for vertex, targets in edges.items():
            if isinstance(targets, (str, bytes)) or not isinstance(targets, Iterable):
                raise InvalidValueError(
                    f"Digraph: the targets of vertex {vertex!r}, {targets!r}, are not a list of vertices"
                )
            table[vertex] = tuple(dict.fromkeys(targets))
        for vertex, targets in list(table.items()):
            for target in targets:
                try:
                    table.setdefault(target, ())
                except TypeError:
                    raise InvalidValueError(
                        f"Digraph: target {target!r} of vertex {vertex!r} is unhashable; vertices must be hashable"
                    ) from None
        self._edges = table

    @property
    def vertices(self) -> tuple[Hashable, ...]:
        """Every vertex, in the order first named."""
        return tuple(self._edges)

    def options(self, vertex: Hashable) -> tuple[Hashable, ...]:
        """Return the vertices one move reaches from `vertex`."""
        try:
            return self._edges[vertex]
        except (KeyError, TypeError):
            raise InvalidPositionError(f"{vertex!r} is not a vertex of {self!r}") from None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Digraph) and other._edges == self._edges

    def __hash__(self) -> int:
        return hash((Digraph, tuple(self._edges.items())))

    def __repr__(self) -> str:
        inner = ", ".join(f"{v!r}: {list(t)!r}" for v, t in self._edges.items())
        return f"Digraph({{{inner}}})"
