"""Konane against a naive model, symmetries, cgt-py's values and cgt-tools' published tests."""

from __future__ import annotations

import pytest
from grid_naive import NaiveKonane, boards, check_options_follow_the_rules, check_split_agrees_with_whole_board, check_symmetries
from hypothesis import given, settings

import cgt
from cgt import CanonicalForm
from cgt.games import Konane, KonaneBoard

K = Konane()
konane_boards = boards("xo..#", max_rows=3, max_columns=5, max_cells=12)


@settings(max_examples=80, deadline=None)
@given(konane_boards)
def test_options_follow_the_rules(text):
    check_options_follow_the_rules(K, NaiveKonane(), text, "#")
    board = K.position(text)
    x, o = len(board.cells("x")), len(board.cells("o"))
    for q in K.left_options(text):  # Left keeps every stone and captures at least one
        assert len(q.cells("x")) == x and len(q.cells("o")) < o
    if not x:
        assert K.left_options(text) == []


@settings(max_examples=60, deadline=None)
@given(konane_boards)
def test_symmetries_and_split(text):
    check_symmetries(K, text)
    check_split_agrees_with_whole_board(K, NaiveKonane(), text, "#")


def test_multiple_jumps_are_each_an_option():
    # cgt-tools' konane.rs test "left_moves": a stone with two jumps downwards and one each other way.
    board = KonaneBoard(".....|..o..|.oxo.|..o..|.....|..o..|.....")
    after = {"|".join(b.rows()) for b in K.boards_after(board, "left")}
    assert after == {
        ".....|..o..|.o..x|..o..|.....|..o..|.....",
        ".....|..o..|x..o.|..o..|.....|..o..|.....",
        ".....|..o..|.o.o.|.....|..x..|..o..|.....",
        ".....|..o..|.o.o.|.....|.....|.....|..x..",
        "..x..|.....|.o.o.|..o..|.....|..o..|.....",
    }


# Published: cgt-tools' Konane tests (t4ccer/cgt-tools, cgt/short/partizan/games/konane.rs:
# "..ox" = 1, ".ox." = *, ".ox.|o..x|...." = {1|-1}); "xo." is the mirror image of "..ox".
# Ernst's table of 1xn values ("Playing Konane mathematically", UMAP Journal 16(2), 1995)
# was not at hand: cgt-py's values of random boards stand in below.
PUBLISHED = [("..ox", "1"), (".ox.", "*"), (".ox.|o..x|....", "{1|-1}"), ("xo.", "1")]


@pytest.mark.parametrize("text, value", PUBLISHED)
def test_published_values(text, value):
    assert cgt.canonical_form(K, text) == CanonicalForm.parse(value)


# Random boards (seed 22) valued by cgt-py 0.11.0 (the Rust cgt-tools), an independent implementation.
CGT_PY_KONANE = [
    ('.x.|oox|#..', '1'),
    ('x.o.o|#..#x', '0'),
    ('..o.x|xxo.x|o#..o|xo#.#', '0'),
    ('...|#o.', '0'),
    ('.ooo#|..#x#|o##o.|..x#o', '0'),
    ('.oox#|##.xo|#o.ox', '-1'),
    ('xxo.|.o.o|##ox', '1'),
    ('x.oo|x#..|#..#', '0'),
    ('ox#|x.x|x##', '0'),
    ('.xo.|.x#.|##.o|..#x', '1*'),
    ('#xo.', '1'),
    ('..x.#', '0'),
    ('.o.x#', '0'),
    ('xx.o|..o.', '0'),
]


@pytest.mark.parametrize("text, value", CGT_PY_KONANE)
def test_values_agree_with_cgt_py(text, value):
    assert cgt.canonical_form(K, text) == CanonicalForm.parse(value)


def test_bad_input_and_too_large_boards():
    with pytest.raises(cgt.InvalidPositionError, match=r"konane board 'xo\|\.G': row 2, column 2 is 'G'"):
        cgt.canonical_form(K, "xo|.G")  # 'L' and 'R' are read as Amazons reads them (issue #29)
    with pytest.raises(cgt.GraphTooLargeError, match="would visit about 7.1e\\+05 positions .* so was not started"):
        cgt.canonical_form(K, "xoxox|oxoxo|xo.ox|oxoxo|xoxox", budget=10**5)
