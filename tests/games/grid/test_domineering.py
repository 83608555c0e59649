"""Domineering: parsing, options and normal forms against a naive model, published values."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm
from cgt.games import Domineering, Grid
from cgt.partizan.engine import partizan_winning_moves
from naive import cells_of, picture, regions_key

D = Domineering()


class RawDomineering:
    """Domineering on frozensets of (row, column) cells: no normal form, no decomposition."""

    def left_options(self, cells):
        return [cells - {(r, c), (r + 1, c)} for (r, c) in cells if (r + 1, c) in cells]

    def right_options(self, cells):
        return [cells - {(r, c), (r, c + 1)} for (r, c) in cells if (r, c + 1) in cells]


RAW = RawDomineering()


grids = st.integers(1, 4).flatmap(
    lambda h: st.integers(1, 4).flatmap(
        lambda w: st.lists(st.sampled_from(".#."), min_size=h * w, max_size=h * w).map(
            lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
        )
    )
)


# -- published values --------------------------------------------------------
# cgt-tools' Domineering tests (t4ccer/cgt-tools, "values confirmed with CGSuite"),
# and the issue's 2x3 board (Winning Ways' {2|-1/2}).
PUBLISHED = [
    (".|.", "1"),
    ("..", "-1"),
    ("..|..", "{1|-1}"),
    ("..#|..#|##.", "{1|-1}"),
    ("....", "-2"),
    (".#|..", "*"),
    (".##|.##|...", "0"),
    ("..#|..#|...", "{1/2|-2}"),
    ("...|...|...", "{1|-1}"),
    (".#.#|.#..", "1*"),
    ("#...|....|....|....", "{1*|-1*}"),
    ("...|...", "{2|-1/2}"),
]


@pytest.mark.parametrize("text, value", PUBLISHED)
def test_published_values(text, value):
    assert cgt.canonical_form(D, D.position(text)) == CanonicalForm.parse(value)


def test_two_by_three_temperature_and_four_by_four_corner():
    assert cgt.canonical_form(D, "...|...").temperature == Fraction(5, 4)
    assert cgt.canonical_form(D, "#...|....|....|....").temperature == 1  # cgt-tools' test


def test_rows_and_columns_are_integers():
    # A column of n cells is Left's alone: floor(n/2) moves; a row is Right's.
    for n in range(1, 12):
        column = "|".join("." * n)
        assert cgt.canonical_form(D, column) == n // 2
        assert cgt.canonical_form(D, "." * n) == -(n // 2)


# Random regions (2-4 rows, 2-5 columns, a quarter of the cells filled; seed 11) valued
# by cgt-py 0.11.0 (the Rust cgt-tools), an independent implementation.
CGT_PY_DOM = [
    ('..#..|.#.#.|.....', '*'),
    ('..#|#..|...|##.', '{0|-3/2}'),
    ('..|..', '{1|-1}'),
    ('.#.#|....', '0'),
    ('#.|#.', '1'),
    ('..#..|.#..#|.#...|#....', '{{2|1/2*}|{-1/2*|-3/2*}}'),
    ('..|#.|..', '0'),
    ('#..|.##', '-1'),
    ('#...|##.#|..#.', '-1*'),
    ('.##|..#|#..|#..', '{1*|-1*}'),
    ('.#|#.|#.|..', '1/2'),
    ('.#.##|.....|##..#|#..#.', '{*|-2}'),
    ('...#|##..|.#..', '{0|-2}'),
    ('..#.|....|....|....', '{{1, 1*|{1*|-1*}}, {1*|-1*}|{1*|-1*}, {{1*|-1*}|-1, -1*}}'),
    ('..|..|#.', '{1|-1}'),
    ('.....|.#.#.|.#...', '1/2'),
    ('..#.|....|.#..', '0'),
    ('..###|.##..|##..#|.....', '{-1*|-3*}'),
    ('....|....|....|..#.', '{{1, 1*|{1*|-1*}}, {1*|-1*}|{1*|-1*}, {{1*|-1*}|-1, -1*}}'),
    ('...|##.|..#', '-3/2'),
    ('...|..#', '{1|-1}'),
    ('....|.#..', '{1*|-1*}'),
    ('..#..|.##.#|.....', '-3/4'),
]


@pytest.mark.parametrize("text, value", CGT_PY_DOM)
def test_values_agree_with_cgt_py(text, value):
    assert cgt.canonical_form(D, text) == CanonicalForm.parse(value)


# -- the fast game against the naive model ------------------------------------


@settings(max_examples=60, deadline=None)
@given(grids)
def test_value_equals_naive_search(text):
    """Normal forms, dead-cell removal and decomposition change nothing."""
    assert cgt.canonical_form(D, text) == cgt.canonical_form(RAW, cells_of(text))


@settings(max_examples=60, deadline=None)
@given(grids)
def test_options_are_the_naive_options_in_the_boards_frame(text):
    # Issue #29: options are the grid as drawn, one domino placed (no longer normal forms).
    raw = cells_of(text)
    grid = D.position(text)
    for ours, naive in ((D.left_options, RAW.left_options), (D.right_options, RAW.right_options)):
        options = ours(text)
        assert all((g.width, g.height) == (grid.width, grid.height) for g in options)
        got = [cells_of("|".join(g.rows())) for g in options]
        assert len(set(got)) == len(got)  # each placement once
        assert set(got) == set(naive(raw))


@settings(max_examples=60, deadline=None)
@given(grids)
def test_transposing_swaps_the_players(text):
    rows = text.split("|")
    transposed = "|".join("".join(row[c] for row in rows) for c in range(len(rows[0])))
    assert cgt.canonical_form(D, transposed) == -cgt.canonical_form(D, text)


def test_decompose_splits_regions_and_drops_single_cells():
    parts = D.decompose("..#.|..#.|##.#")  # the last row's cell is alone
    assert [str(g) for _, g in parts] == ["..\n..", ".\n."]
    assert D.decompose("...|...") is None
    assert D.decompose(".#.|#.#") == [(D, Grid("#"))]  # nothing playable left
    assert cgt.canonical_form(D, "..#.|..#.") == CanonicalForm.parse("{1|-1}") + 1


def test_sum_against_explicit_product_game():
    """A grid of two regions against the product game of its regions, built move by move."""

    class Product:
        def left_options(self, pair):
            g, h = pair
            return [(q, h) for q in RAW.left_options(g)] + [(g, q) for q in RAW.left_options(h)]

        def right_options(self, pair):
            g, h = pair
            return [(q, h) for q in RAW.right_options(g)] + [(g, q) for q in RAW.right_options(h)]

    a, b = "...|...", ".#|..|.."
    product = cgt.canonical_form(Product(), (cells_of(a), cells_of(b)))
    assert product == cgt.canonical_form(D, "...#.#|...#..|####..") == cgt.canonical_form(D, a) + cgt.canonical_form(D, b)


def test_winning_moves_and_outcomes():
    assert cgt.outcome(D, "..|..") is cgt.Outcome.N
    assert cgt.outcome(D, ".|.") is cgt.Outcome.L
    assert cgt.outcome(D, "....") is cgt.Outcome.R
    assert cgt.outcome(D, ".##|.##|...") is cgt.Outcome.P
    # 2x3 = {2|-1/2}: Left must take the middle column (leaving 1 + 1; the others leave +-1),
    # and every move of Right leaves -1/2.
    assert cgt.winning_moves(D, "...|...", "left") == [Grid(".#.|.#.")]
    assert cgt.winning_moves(D, "...|...", "right") == D.right_options("...|...")
    for text in ("...|...|...", "..#|..#|...", ".#.#|.#.."):
        value = cgt.canonical_form(D, text)
        for player, options, wins in (("left", D.left_options, value.outcome in "LN"),
                                      ("right", D.right_options, value.outcome in "RN")):
            assert bool(cgt.winning_moves(D, text, player)) == wins
            # Options, or boards one placement away where the board splits: the same region pictures.
            assert {regions_key(m) for m in cgt.winning_moves(D, text, player)} <= {regions_key(o) for o in options(text)}


@settings(max_examples=40, deadline=None)
@given(grids)
def test_placements_are_the_options_in_the_boards_own_coordinates(text):
    grid = D.position(text)
    for player, options in (("left", D.left_options), ("right", D.right_options)):
        placed = D.placements(grid, player)
        for (r1, c1), (r2, c2) in (p.cells for p in placed):
            assert (r2 - r1, c2 - c1) == ((1, 0) if player == "left" else (0, 1))
        after = {cells_of("|".join(p.position.rows())) for p in placed}
        assert after == {cells_of(text) - {a, b} for a, b in (p.cells for p in placed)}
        assert {picture(q) for q in after} == {picture(cells_of("|".join(g.rows()))) for g in options(grid)}
        wins = D.winning_placements(grid, player)
        assert {regions_key(p.position) for p in wins} == {regions_key(g) for g in cgt.winning_moves(D, grid, player)}
    with pytest.raises(cgt.InvalidValueError, match="player 'up'"):
        D.placements(grid, "up")


@settings(max_examples=60, deadline=None)
@given(grids)
@example("..#..|.####")  # * - 1: Right's winning move is in the L, where Left's would leave the same picture
def test_winning_moves_part_by_part_are_boards_one_placement_away(text):
    """Found region by region and put back with recompose: real boards, the same wins as listing placements."""
    grid = D.position(text)
    for player in ("left", "right"):
        moves = partizan_winning_moves(D, grid, player)
        if D.decompose(grid) is None:  # one region: its own options
            assert moves == cgt.winning_moves(D, grid, player)
            continue
        assert set(moves) <= {p.position for p in D.placements(grid, player)}
        assert {regions_key(m) for m in moves} == {regions_key(p.position) for p in D.winning_placements(grid, player)}
        assert len(set(moves)) == len(moves)


def test_recompose_puts_a_regions_option_back_on_the_board():
    board = D.position("..#...|.##...")  # an L of three cells beside a 2 by 3 region
    (_, corner), (_, rest) = D.decompose(board)
    assert str(corner) == "..\n.#" and D.left_options(corner) == [Grid("#.|##")] and D.right_options(corner) == [Grid("##|.#")]
    # Either player's domino leaves nothing playable in the L: the player says which was placed.
    assert D.recompose(board, 0, Grid("#"), player="left") == Grid("#.#...|###...")
    assert D.recompose(board, 0, Grid("#"), player="right") == Grid("###...|.##...")
    for option in D.left_options(rest):
        after = D.recompose(board, 1, option, player="left")
        assert after in {p.position for p in D.placements(board, "left")}
        assert regions_key(after) == tuple(sorted(regions_key(corner) + regions_key(option)))
    with pytest.raises(cgt.InvalidPositionError, match="no domino of right placed in region 1"):
        D.recompose(board, 1, Grid(".#.|.#."), player="right")
    with pytest.raises(cgt.InvalidPositionError, match="region 5"):
        D.recompose(board, 5, Grid("#"))
    with pytest.raises(cgt.InvalidValueError, match="player 'up'"):
        D.recompose(board, 0, Grid("#"), player="up")


# -- text, printing, errors ---------------------------------------------------


def test_grid_text_and_printing():
    g = D.position("\n  ..#\n  ...\n")
    assert g == Grid("..#|...") and (g.width, g.height) == (3, 2)
    assert str(g) == "..#\n..." and eval(repr(g)) == g
    assert pickle.loads(pickle.dumps(g)) == g
    svg = ET.fromstring(g._repr_svg_())
    assert svg.tag.endswith("svg") and len(svg) == 6  # one square per cell


@pytest.mark.parametrize(
    "text, message",
    [
        ("..|.x", "row 2, column 2 is 'x'"),
        ("...|..", "row 2 has 2 cells but row 1 has 3"),
        ("..||..", "row 2 has 0 cells"),
    ],
)
def test_bad_grids(text, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        D.position(text)


def test_bad_positions():
    with pytest.raises(cgt.InvalidPositionError, match="not a position of Domineering"):
        D.left_options(42)
    with pytest.raises(cgt.InvalidPositionError, match="row 1, column 1 is 'o'"):
        cgt.canonical_form(D, "o.")
    with pytest.raises(cgt.NotAGameError, match="partizan game"):
        cgt.grundy(D, "..")
