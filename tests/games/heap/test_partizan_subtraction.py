"""Partizan subtraction games: values against the game tree by Conway's definitions, sums, special cases."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_add, naive_eq, naive_outcome, naive_partizan_subtraction

import cgt
from cgt import CanonicalForm, number, star, up
from cgt.games import PartizanSubtraction, SubtractionGame

G = PartizanSubtraction(left={1, 2}, right={1, 3})
sets = st.sets(st.integers(1, 5), min_size=1, max_size=3)


def tree(v: CanonicalForm) -> tuple:
    return tuple(tree(o) for o in v.left_options), tuple(tree(o) for o in v.right_options)


def test_first_heaps_by_hand():
    # L = {1, 2}, R = {1, 3}. 1 = {0|0} = *. 2 = {1, 0 | 1} = {*, 0 | *} = ^ (Left's * reverses
    # through 0 to nothing). 3 = {2, 1 | 0, 2} = {^, * | 0} = ^* (0 < ^ for Right; Left's ^
    # reverses through * to 0, leaving {0, * | 0}).
    assert [cgt.canonical_form(G, n) for n in range(4)] == [number(0), star(1), up(1), up(1) + star(1)]


@pytest.mark.parametrize("n", range(11))
def test_heaps_equal_the_naive_game_tree(n):
    memo: dict = {}
    assert naive_eq(tree(cgt.canonical_form(G, n)), naive_partizan_subtraction((1, 2), (1, 3), n, {}), memo)


@settings(max_examples=40, deadline=None)
@given(sets, sets, st.integers(0, 9))
def test_any_sets_equal_the_naive_game_tree(left, right, n):
    game = PartizanSubtraction(left, right)
    assert naive_eq(tree(cgt.canonical_form(game, n)), naive_partizan_subtraction(sorted(left), sorted(right), n))


class Searched:
    """A game seen through its options only: a tuple of heaps is searched whole, never split."""

    def __init__(self, game):
        self.game = game

    def left_options(self, position):
        return self.game.left_options(position)

    def right_options(self, position):
        return self.game.right_options(position)


@settings(max_examples=40, deadline=None)
@given(sets, sets, st.lists(st.integers(0, 9), min_size=2, max_size=3))
def test_region_split_agrees_with_whole_position_search(left, right, heaps):
    game = PartizanSubtraction(left, right)
    value = cgt.canonical_form(game, tuple(heaps))
    assert value == cgt.canonical_form(Searched(game), tuple(heaps))
    assert value == sum((cgt.canonical_form(game, h) for h in heaps), number(0))


def test_a_small_sum_against_the_explicit_sum_of_game_trees():
    trees = [naive_partizan_subtraction((1, 2), (1, 3), h) for h in (2, 3)]
    whole = naive_add(trees[0], trees[1])
    value = cgt.canonical_form(G, (2, 3))
    assert naive_eq(tree(value), whole) and value.outcome.value == naive_outcome(whole)


@settings(max_examples=40, deadline=None)
@given(sets, sets, st.lists(st.integers(0, 9), max_size=3))
def test_options_follow_the_rules(left, right, heaps):
    game = PartizanSubtraction(left, right)
    position = tuple(heaps)
    for subtract, options in ((left, game.left_options(position)), (right, game.right_options(position))):
        if all(h < min(subtract) for h in heaps):
            assert options == []  # no heap holds enough tokens: no move
        for q in options:
            assert list(q) == sorted(q) and 0 not in q
            assert sum(heaps) - sum(q) in subtract  # one move removes k in the mover's set
        assert len(options) == len({q for q in options})


@settings(max_examples=40, deadline=None)
@given(sets, sets, st.integers(0, 14))
def test_swapping_the_sets_negates(left, right, n):
    assert cgt.canonical_form(PartizanSubtraction(right, left), n) == -cgt.canonical_form(
        PartizanSubtraction(left, right), n
    )


@settings(max_examples=40, deadline=None)
@given(sets, st.lists(st.integers(0, 20), min_size=1, max_size=3))
def test_equal_sets_are_the_impartial_game_whose_value_is_star_grundy(subtract, heaps):
    game = PartizanSubtraction(subtract, subtract)
    expected = star(cgt.grundy(SubtractionGame(subtract), tuple(heaps)))
    assert cgt.canonical_form(game, tuple(heaps)) == expected


def test_cgsuite_regression_value():
    # CGSuite's table (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    # GameHeapTest.scala, "define partizan heap games properly").
    game = PartizanSubtraction([1, 3], [2, 3])
    printed = "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"
    assert cgt.canonical_form(game, 6) == CanonicalForm.parse(printed)
    assert str(cgt.canonical_form(game, 6)) == printed


def test_text_repr_and_errors():
    assert eval(repr(G)) == G and hash(G) == hash(PartizanSubtraction([2, 1, 1], (3, 1)))
    assert G != PartizanSubtraction({1, 3}, {1, 2})
    assert repr(PartizanSubtraction({1}, [])) == "PartizanSubtraction(left={1}, right=set())"
    assert PartizanSubtraction.from_text(" {1, 2 | 1,3} 7, 5") == (G, (7, 5))
    assert G.position("3 + 4") == (3, 4) and G.left_options(0) == []
    assert cgt.winning_moves(G, (3, 4), "left") == [
        q for q in G.left_options((3, 4)) if cgt.canonical_form(G, q) >= 0
    ]
    with pytest.raises(cgt.InvalidValueError, match="0 in left=\\[0, 1\\] is not a positive integer"):
        PartizanSubtraction([0, 1], [1])
    with pytest.raises(cgt.InvalidValueError, match="right='13' is not a collection"):
        PartizanSubtraction([1], "13")
    with pytest.raises(cgt.InvalidPositionError, match=r"heap 2 of \(3, -1\) is -1, which is not a heap size"):
        G.left_options((3, -1))
    with pytest.raises(cgt.InvalidPositionError, match="'x' is not a whole number"):
        G.position("3 x")
    with pytest.raises(cgt.InvalidValueError, match="begin with the subtraction sets"):
        PartizanSubtraction.from_text("7 5")


def test_value_command(capsys):
    from cgt.cli import main

    assert main(["value", "partizan-subtraction", "{1,3|2,3}", "6"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("PartizanSubtraction(left={1, 3}, right={2, 3})\n(6,)\n")
    assert "canonical form  {1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}\n" in out
    assert main(["value", "partizan-subtraction", "7"]) == 2
    assert "begin with the subtraction sets" in capsys.readouterr().err
