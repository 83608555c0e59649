"""Domineering's compiled search (the numba graph kernel) against the interpreted one and published values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm
from cgt.errors import InvalidPositionError
from cgt.games import Domineering
from cgt.games.grid import domineering
from cgt.games.grid.domineering import compiled_canonical_form
from naive import cells_of
from test_domineering import CGT_PY_DOM, PUBLISHED, RAW

D = Domineering()


def boards(most_rows: int, most_columns: int) -> st.SearchStrategy[str]:
    return st.integers(1, most_rows).flatmap(
        lambda h: st.integers(1, most_columns).flatmap(
            lambda w: st.lists(st.sampled_from("..#"), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
            )
        )
    )


def transposed(text: str) -> str:
    rows = text.split("|")
    return "|".join("".join(row[c] for row in rows) for c in range(len(rows[0])))


@pytest.mark.parametrize("text, value", PUBLISHED + CGT_PY_DOM)
def test_published_values(text, value):
    assert compiled_canonical_form(text) == CanonicalForm.parse(value)


@settings(max_examples=80, deadline=None)
@given(boards(4, 4))
def test_equals_the_naive_search(text):
    """The naive game knows no symmetry, no dead cell, no region: nothing the kernel does."""
    assert compiled_canonical_form(text) == cgt.canonical_form(RAW, cells_of(text))


@settings(max_examples=60, deadline=None)
@given(boards(5, 6))
def test_equals_the_interpreted_search(text):
    # Below COMPILED_POSITIONS, cgt.canonical_form searches in Python.
    assert compiled_canonical_form(text) == cgt.canonical_form(D, text)


@settings(max_examples=40, deadline=None)
@given(boards(5, 7))
def test_a_transpose_negates_and_a_mirror_keeps(text):
    value = compiled_canonical_form(text)
    assert compiled_canonical_form(transposed(text)) == -value
    assert compiled_canonical_form("|".join(row[::-1] for row in text.split("|"))) == value


def test_rows_columns_and_the_empty_board():
    for n in range(1, 31):
        assert compiled_canonical_form("|".join("." * n)) == n // 2
        assert compiled_canonical_form("." * n) == -(n // 2)
    assert compiled_canonical_form("#|#") == 0


def test_large_boards_take_the_compiled_search(monkeypatch):
    """Above COMPILED_POSITIONS the solver's hint answers; below it, the search."""
    calls = []

    def spy(grid):
        calls.append(str(grid))
        return compiled_canonical_form(grid)

    monkeypatch.setattr(domineering, "compiled_canonical_form", spy)
    small = "....|....|.#.."
    assert D.estimated_positions(small) < domineering.COMPILED_POSITIONS
    cgt.canonical_form(Domineering(), small)
    assert calls == []
    # 5x5 is 0 (a second-player win), as cgt-py 0.11 (the Rust cgt-tools) finds too
    # (benchmarks/bench_partizan.py compares the two).
    board = "|".join(["....."] * 5)
    assert D.estimated_positions(board) >= domineering.COMPILED_POSITIONS
    assert cgt.canonical_form(Domineering(), board) == 0
    assert calls == [board]


def test_large_transposed_boards_are_negatives():
    assert compiled_canonical_form("|".join(["...."] * 6)) == -compiled_canonical_form("|".join(["......"] * 4))


def test_boards_are_cropped_and_over_the_frame_left_to_the_search():
    assert compiled_canonical_form("|".join(["." * 8] * 8)) is None
    # An 8x8 grid whose empty cells fit in a 3x3 box: cropped, it fits.
    nine = "|".join(["...#####"] * 3 + ["########"] * 5)
    assert compiled_canonical_form(nine) == cgt.canonical_form(D, "...|...|...")
    with pytest.raises(InvalidPositionError, match="row 1, column 2 is 'x'"):
        compiled_canonical_form(".x")
