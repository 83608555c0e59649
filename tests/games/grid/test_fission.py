"""Fission against CGSuite 2.2's printed values and a naive model of its definition (Fission.cgs)."""

from __future__ import annotations

import pytest
from grid_naive import boards, cells_of, check_options_follow_the_rules, mirrored_text, transposed_text
from hypothesis import given, settings

import cgt
from cgt.games import Fission


class NaiveFission:
    """CGSuite's Fission.cgs as written: a stone whose two cells along the player's direction are empty splits into them."""

    def _moves(self, cells, direction):
        at = {(r, c): ch for r, c, ch in cells}
        dr, dc = direction
        found = []
        for (r, c), ch in at.items():
            if ch == "x" and at.get((r - dr, c - dc)) == "." and at.get((r + dr, c + dc)) == ".":
                found.append(cells - {(r, c, "x"), (r - dr, c - dc, "."), (r + dr, c + dc, ".")}
                             | {(r, c, "."), (r - dr, c - dc, "x"), (r + dr, c + dc, "x")})
        return found

    def left_options(self, cells):
        return self._moves(cells, (1, 0))

    def right_options(self, cells):
        return self._moves(cells, (0, 1))


# CGSuite 2.2 printed game.grid.Fission("...").CanonicalForm (random boards, seed 5, and the help page's).
CGSUITE = [
    (".#.x.|....x|.x#.#", "-1"), (".x.|.x.", "-2"), ("...x.|..x..|....#|#.#..", "*"), (".x..|xx..|...x", "{0|-1/2}"),
    ("#.#.|x.#.|..x.", "-2"), ("#...|.x..|....|..#.", "{1/2|0}"), ("....|..x.|....|#..#", "0"),
]


@pytest.mark.parametrize("text, printed", CGSUITE)
def test_cgsuite_values(text, printed):
    assert str(cgt.canonical_form(Fission(), text)) == printed


@settings(max_examples=60, deadline=None)
@given(boards("x....#", max_rows=4, max_columns=4, max_cells=12))
def test_fission_follows_the_definition_and_its_symmetries(text):
    check_options_follow_the_rules(Fission(), NaiveFission(), text, "#")
    value = cgt.canonical_form(Fission(), text)
    assert value == cgt.canonical_form(NaiveFission(), cells_of(text, "#"))
    assert cgt.canonical_form(Fission(), mirrored_text(text)) == value
    assert cgt.canonical_form(Fission(), transposed_text(text)) == -value
