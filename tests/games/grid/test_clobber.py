"""Clobber and Anti-Clobber against naive models, symmetries, pycgt's values and the literature."""

from __future__ import annotations

import pytest
from grid_naive import (
    NaiveAntiClobber,
    NaiveClobber,
    boards,
    check_options_follow_the_rules,
    check_split_agrees_with_whole_board,
    check_symmetries,
)
from hypothesis import given, settings

import cgt
from cgt import CanonicalForm
from cgt.games import AntiClobber, AntiClobberBoard, Clobber, ClobberBoard

C, A = Clobber(), AntiClobber()
clobber_boards = boards("xxoo.", max_rows=3, max_columns=4, max_cells=10)
anticlobber_boards = boards("xo...#", max_rows=3, max_columns=4, max_cells=8)


@settings(max_examples=80, deadline=None)
@given(clobber_boards)
def test_clobber_options_follow_the_rules(text):
    check_options_follow_the_rules(C, NaiveClobber(), text, ".")
    board = C.position(text)
    x, o = len(board.cells("x")), len(board.cells("o"))
    for q in C.left_options(text):  # Left keeps every stone and captures one
        assert (len(q.cells("x")), len(q.cells("o"))) == (x, o - 1) or not q.cells("x")
    if not x or not o:
        assert C.left_options(text) == C.right_options(text) == []


@settings(max_examples=60, deadline=None)
@given(clobber_boards)
def test_clobber_symmetries_and_split(text):
    check_symmetries(C, text)
    check_split_agrees_with_whole_board(C, NaiveClobber(), text, ".")


@settings(max_examples=60, deadline=None)
@given(anticlobber_boards)
def test_anticlobber_options_symmetries_and_split(text):
    check_options_follow_the_rules(A, NaiveAntiClobber(), text, "#")
    board = A.position(text)
    stones, empty = len(board.cells("x") + board.cells("o")), len(board.cells("."))
    for q in A.left_options(text) + A.right_options(text):  # one stone more, one empty cell less
        assert len(q.cells(".")) <= empty - 1 and len(q.cells("x") + q.cells("o")) <= stones + 1
    check_symmetries(A, text)
    check_split_agrees_with_whole_board(A, NaiveAntiClobber(), text, "#")


def test_anticlobber_is_clobber_backwards():
    # CGSuite's definition: a Clobber move G -> H is an Anti-Clobber move H -> G.
    assert A.right_options("x.") == []  # no o to move
    assert A.left_options("x.") == [AntiClobberBoard("ox")]  # x moved right, o spawned
    assert C.right_options("xo") == [ClobberBoard("o.")]  # and back: o captured x


# Published: Clobber xo = * (Albert, Grossman, Nowakowski, Wolfe, "An introduction to
# Clobber", Integers 5(2) 2005, section 2; Lessons in Play, 2007, ch. 2 exercises); a
# stone of one colour alone is 0, and a group of one colour is dead (same paper).
PUBLISHED = [("xo", "*"), ("ox", "*"), ("x", "0"), ("xx|xx", "0")]


@pytest.mark.parametrize("text, value", PUBLISHED)
def test_published_values(text, value):
    assert cgt.canonical_form(C, text) == CanonicalForm.parse(value)


# Random boards (seed 22) valued by pycgt 0.2.0 (pycgt.rulesets.clobber), an independent
# implementation; cgt-py has no Clobber.
PYCGT_CLOBBER = [
    ('x.o', '0'),
    ('ox', '*'),
    ('xo.x', '*'),
    ('x.x.o|ooxxx|...xo', '{^^|{*|{*|vv}}}'),
    ('oxoo|.xoo|xoxo', 'v*'),
    ('oo|.o|.o', '0'),
    ('o.o|o.x', '*'),
    ('.oxxo|oxoox', '0'),
    ('oxx', '^'),
    ('xx.|oox', '{Tiny(*)|*,^}'),
    ('xoxx|.xxx', '*'),
    ('xxo.x|.ooox|ox.ox', '{^|*,0}'),
    ('.ox', '*'),
]


@pytest.mark.parametrize("text, value", PYCGT_CLOBBER)
def test_values_agree_with_pycgt(text, value):
    assert cgt.canonical_form(C, text) == CanonicalForm.parse(value)


def test_alternating_strips_and_the_3x4_board():
    # The 1xn alternating strips, found by cgt; the first agree with pycgt above
    # (xo = *, and 'xox' is 'oxo' negated), and every strip is all-small (infinitesimal).
    strips = [cgt.canonical_form(C, ("xo" * 6)[:n]) for n in range(1, 9)]
    assert strips[:6] == [CanonicalForm.parse(v) for v in ("0", "*", "*", "+-{*,^}", "{*|v}", "0")]
    assert all(v.left_stop == v.right_stop == 0 for v in strips)
    assert cgt.canonical_form(C, "xoxo|oxox|xoxo") == 0  # CGSuite's opening board of Clobber


def test_bad_input_and_too_large_boards():
    with pytest.raises(cgt.InvalidPositionError, match=r"clobber board 'xo\|#x': row 2, column 1 is '#'"):
        cgt.canonical_form(C, "xo|#x")
    with pytest.raises(cgt.InvalidPositionError, match="row 2 has 1 cells but row 1 has 2"):
        C.left_options("xo|x")
    # The empty text is the empty game, as for every ruleset (docs: Ruleset gallery).
    assert cgt.canonical_form(C, "") == 0 and C.left_options("") == []
    with pytest.raises(cgt.GraphTooLargeError, match="would visit about 3.4e\\+07 positions .* so was not started"):
        cgt.canonical_form(C, "xoxox|oxoxo|xoxox|oxoxo|xoxox", budget=10**6)
