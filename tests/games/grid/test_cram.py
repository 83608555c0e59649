"""Cram: impartial Domineering; grundy against a naive search, canonical forms are nimbers, published tables."""

from __future__ import annotations

import pytest
from grid_naive import mirrored_text, transposed_text
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_grundy

import cgt
from cgt import CanonicalForm, star
from cgt.games import Cram, Grid, OctalGame

R = Cram()


def cells_of(text):
    return frozenset((r, c) for r, row in enumerate(text.split("|")) for c, ch in enumerate(row) if ch == ".")


def naive_options(cells):
    return [cells - {a, b} for a in cells for b in ((a[0] + 1, a[1]), (a[0], a[1] + 1)) if b in cells]


grids = st.integers(1, 4).flatmap(
    lambda h: st.integers(1, 4).flatmap(
        lambda w: st.lists(st.sampled_from("..#"), min_size=h * w, max_size=h * w).map(
            lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
        )
    )
)


@settings(max_examples=80, deadline=None)
@given(grids)
def test_grundy_is_the_naive_grundy_and_the_canonical_form_its_nimber(text):
    g = cgt.grundy(R, text)
    assert g == naive_grundy(naive_options, cells_of(text))
    assert cgt.canonical_form(R, text) == star(g)


@settings(max_examples=80, deadline=None)
@given(grids)
def test_options_follow_the_rules_and_symmetries_keep_the_value(text):
    empty = len(cells_of(text))
    for q in R.options(text):  # two cells covered; isolated cells filled by the normal form
        assert isinstance(q, Grid) and len(q.empty_cells()) <= empty - 2
    assert len(R.options(text)) <= len(naive_options(cells_of(text)))
    g = cgt.grundy(R, text)
    assert cgt.grundy(R, transposed_text(text)) == g == cgt.grundy(R, mirrored_text(text))


def test_one_row_is_the_octal_game_0_07():
    # A domino on a strip of n cells takes two adjacent cells: Dawson's-Kayles-like 0.07
    # (Winning Ways, Cram; Guy and Smith's octal notation).
    octal = OctalGame("0.07")
    assert [cgt.grundy(R, "." * n) for n in range(1, 25)] == [cgt.grundy(octal, n) for n in range(1, 25)]


# Published: Cram on 2xn boards is 0 for n even (second player mirrors through the
# centre) and *1 for n odd (Winning Ways, Cram; Gardner, "Mathematical Games",
# Scientific American, Feb. 1974). The 3xn nim values agree with pycgt 0.2.0
# (pycgt.rulesets.cram.rectangle), an independent implementation; the published table
# (Lemoine and Viennot, "Nimbers are inevitable", Theoretical Computer Science 462,
# 2012) was not at hand to cite line by line.
THREE_BY_N = [1, 1, 0, 1, 1, 4, 1, 3]  # pycgt 0.2.0 (cram.rectangle) agrees


def test_two_by_n_and_three_by_n():
    assert [cgt.grundy(R, "|".join(["." * n] * 2)) for n in range(1, 12)] == [n % 2 for n in range(1, 12)]
    assert [cgt.grundy(R, "|".join(["." * n] * 3)) for n in range(1, 9)] == THREE_BY_N


def test_even_by_even_boards_are_zero():
    # The symmetry strategy (Winning Ways, Cram): the second player answers with the half-turn.
    for h, w in ((2, 2), (2, 4), (4, 4)):
        assert cgt.grundy(R, "|".join(["." * w] * h)) == 0


# Random grids (seed 22) valued by pycgt 0.2.0 (pycgt.rulesets.cram), an independent implementation.
PYCGT_CRAM = [
    ('.#|..|..', '0'),
    ('...#|....', '*'),
    ('.#...|..#..', '*'),
    ('#.##.|.....', '*3'),
    ('...|.#.|..#|...', '0'),
    ('.##..|...#.', '*3'),
    ('....|...#', '*'),
    ('..##.|.#...|.#...|.....', '*'),
    ('..|..', '0'),
    ('..#.|....', '*'),
    ('....|....|...#|...#', '*3'),
    ('#..#.|....#|.....', '*3'),
]


@pytest.mark.parametrize("text, value", PYCGT_CRAM)
def test_values_agree_with_pycgt(text, value):
    assert cgt.canonical_form(R, text) == CanonicalForm.parse(value)


def test_bad_input():
    with pytest.raises(cgt.InvalidPositionError, match=r"grid '\.\.\|\.x': row 2, column 2 is 'x'"):
        cgt.grundy(R, "..|.x")
    assert R.options("") == [] and cgt.grundy(R, "") == 0  # the empty game, as for every ruleset
