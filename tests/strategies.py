"""Hypothesis strategies shared by the tests: small random games."""

from __future__ import annotations

from hypothesis import strategies as st


class DagGame:
    """A random acyclic game on positions 0..n-1: the options of i are some positions < i."""

    def __init__(self, edges: tuple[tuple[int, ...], ...]) -> None:
        self.edges = edges

    def options(self, i: int) -> tuple[int, ...]:
        return self.edges[i]

    def __repr__(self) -> str:
        return f"DagGame({self.edges!r})"


def _dag_edges(draw, n: int, max_size: int) -> tuple[tuple[int, ...], ...]:
    """Options of positions 0..n-1: up to `max_size` positions below each."""
    return tuple(
        tuple(sorted(draw(st.sets(st.integers(0, i - 1), max_size=max_size)))) if i else ()
        for i in range(n)
    )


@st.composite
def dag_games(draw, max_positions: int = 12) -> DagGame:
    n = draw(st.integers(1, max_positions))
    return DagGame(_dag_edges(draw, n, 4))


class PartizanDagGame:
    """A random acyclic partizan game on positions 0..n-1: Left's and Right's options of i are positions < i."""

    def __init__(self, lefts: tuple[tuple[int, ...], ...], rights: tuple[tuple[int, ...], ...]) -> None:
        self.lefts, self.rights = lefts, rights

    def left_options(self, i: int) -> tuple[int, ...]:
        return self.lefts[i]

    def right_options(self, i: int) -> tuple[int, ...]:
        return self.rights[i]

    def __repr__(self) -> str:
        return f"PartizanDagGame({self.lefts!r}, {self.rights!r})"


@st.composite
def partizan_dag_games(draw, max_positions: int = 8) -> PartizanDagGame:
    n = draw(st.integers(1, max_positions))
    return PartizanDagGame(_dag_edges(draw, n, 3), _dag_edges(draw, n, 3))
