"""Amazons against a naive model, symmetries, cgt-py's values and the CGSuite value in cgt-tools' tests."""

from __future__ import annotations

import pytest
from grid_naive import NaiveAmazons, boards, check_options_follow_the_rules, check_split_agrees_with_whole_board, check_symmetries
from hypothesis import given, settings

import cgt
from cgt import CanonicalForm
from cgt.games import Amazons, AmazonsBoard

M = Amazons()
amazons_boards = boards("xo...#", max_rows=3, max_columns=3, max_cells=6)


@settings(max_examples=60, deadline=None)
@given(amazons_boards)
def test_options_follow_the_rules(text):
    check_options_follow_the_rules(M, NaiveAmazons(), text, "#")
    board = M.position(text)
    for q in M.boards_after(text, "left"):  # the amazons stay, one empty cell burns
        assert len(q.cells("x")) == len(board.cells("x")) and len(q.cells("o")) == len(board.cells("o"))
        assert len(q.cells(".")) == len(board.cells(".")) - 1
    if not board.cells("x"):
        assert M.left_options(text) == []


@settings(max_examples=40, deadline=None)
@given(amazons_boards)
def test_symmetries_and_split(text):
    check_symmetries(M, text)
    check_split_agrees_with_whole_board(M, NaiveAmazons(), text, "#")


def test_regions_touching_at_a_corner_are_one():
    assert M.decompose("x#|#.") is None  # a queen moves diagonally
    assert len(M.decompose("x.#.o|..#..")) == 2


# Published: CGSuite's value of "x..#|....|.#.o", as cgt-tools' Amazons test records it
# (t4ccer/cgt-tools, cgt/short/partizan/games/amazons.rs, "Confirmed with cgsuite").
CGSUITE = (
    "x..#|....|.#.o",
    "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, "
    "{0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, "
    "{0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, "
    "{{3|0}, {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, "
    "{{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}",
)


def test_the_cgsuite_value():
    text, value = CGSUITE
    assert cgt.canonical_form(M, text) == CanonicalForm.parse(value)


# Random boards (seed 22) valued by cgt-py 0.11.0 (the Rust cgt-tools), an independent implementation.
CGT_PY_AMAZONS = [
    ('xx|xo', '0'),
    ('#.#|...|#.#', '0'),
    ('.x.|.oo|o..', '{{-3/2|-2*}|-3*}'),
    ('..|#x', '2'),
    ('...o|xoo#|.xx.', '{0|-2}'),
    ('.ox#|o..o', '{0|-2}'),
    ('#o.|.#.', '-3'),
    ('o.o|x.o', '{*|-1}'),
]


@pytest.mark.parametrize("text, value", CGT_PY_AMAZONS)
def test_values_agree_with_cgt_py(text, value):
    assert cgt.canonical_form(M, text) == CanonicalForm.parse(value)


def test_text_and_bad_input():
    assert AmazonsBoard("L.R") == AmazonsBoard("x.o")  # L and R are read as x and o
    with pytest.raises(cgt.InvalidPositionError, match=r"amazons board 'x\.\|\.q': row 2, column 2 is 'q'"):
        cgt.canonical_form(M, "x.|.q")
    with pytest.raises(cgt.GraphTooLargeError, match="would visit about .* positions .* so was not started"):
        cgt.canonical_form(M, "x.....|......|......|......|......|.....o")  # the default budget: memory
