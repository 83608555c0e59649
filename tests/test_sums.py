"""Disjunctive sums: values and winning moves against explicit product games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from naive import naive_grundy, product_options
from strategies import dag_games


@given(dag_games(8), dag_games(8), st.data())
@settings(max_examples=60)
def test_sum_values_and_moves_match_the_product_game(g, h, data):
    a = data.draw(st.integers(0, len(g.edges) - 1))
    b = data.draw(st.integers(0, len(h.edges) - 1))
    s = cgt.Sum(g, h)
    product = product_options(g.options, h.options)
    assert cgt.grundy(s, (a, b)) == naive_grundy(product, (a, b))
    expected = [q for q in product((a, b)) if naive_grundy(product, q) == 0]
    assert sorted(cgt.winning_moves(s, (a, b))) == sorted(expected)


def test_winning_moves_of_a_sum_use_component_values_not_the_product():
    class Counting:
        def __init__(self):
            self.asked = set()

        def options(self, n):
            self.asked.add(n)
            return range(n)

    left, right = Counting(), Counting()
    s = cgt.Sum(left, right, cgt.games.Nim())
    assert cgt.winning_moves(s, (100, 3, 5)) == [(6, 3, 5)]
    # The 100-heap was expanded once; no option of the sum was listed, so the
    # 3-heap never saw positions like (99, 3, 5)'s components beyond 0..3.
    assert right.asked == {0, 1, 2, 3}


def test_nested_sums_and_three_components():
    nim = cgt.games.Nim()
    inner = cgt.Sum(nim, nim)
    outer = cgt.Sum(inner, nim)
    assert cgt.grundy(outer, ((1, 2), 3)) == 0
    assert cgt.winning_moves(outer, ((1, 2), 4)) == [((1, 2), 3)]


def test_sum_rejects_bad_positions_and_components():
    s = cgt.Sum(cgt.games.Nim(), cgt.games.Nim())
    with pytest.raises(cgt.InvalidPositionError, match=r"\(1,\) is not a position of Sum\(Nim\(\), Nim\(\)\)"):
        cgt.grundy(s, (1,))
    with pytest.raises(cgt.NotAGameError, match="component 1, 'oops'"):
        cgt.Sum(cgt.games.Nim(), "oops")
    with pytest.raises(cgt.NotAGameError):
        cgt.Sum()


def test_sum_equality_and_repr():
    assert cgt.Sum(cgt.games.Nim()) == cgt.Sum(cgt.games.Nim())
    assert eval(repr(cgt.Sum(cgt.games.Nim())), {"Sum": cgt.Sum, "Nim": cgt.games.Nim}) == cgt.Sum(cgt.games.Nim())


class CountingHeap:
    """A Nim heap that knows its value and its option of each value, and counts the options it lists."""

    def __init__(self):
        self.listed = 0

    def options(self, n):
        self.listed += n
        return range(n)

    def grundy_hint(self, n):
        return n

    def move_to_value(self, n, target):
        return target if target < n else None


def test_winning_move_of_a_sum_asks_the_hook_and_lists_no_option():
    left, right = CountingHeap(), CountingHeap()
    s = cgt.Sum(left, right, cgt.games.Nim())
    assert cgt.winning_move(s, (10**9, 5, 3)) == (6, 5, 3)
    # Nested: total 6, and only the inner heap of 5 can lose 6 (10**9 ^ 6 is larger than 10**9).
    assert cgt.winning_move(cgt.Sum(s, left), ((10**9, 5, 3), 10**9)) == ((10**9, 3, 3), 10**9)
    assert left.listed == right.listed == 0
    assert cgt.winning_move(s, (6, 5, 3)) is None


def test_winning_moves_skip_a_component_the_hook_rules_out():
    left, right = CountingHeap(), CountingHeap()
    s = cgt.Sum(left, right)
    # Value 100 ^ 1 = 101: the heap of 1 would have to reach 100, which the hook rules out.
    assert cgt.winning_moves(s, (100, 1)) == [(1, 1)]
    assert right.listed == 0
    assert left.listed == 100  # no distinct_option_values: every option of a heap that can win is listed


@given(dag_games(8), dag_games(8), st.data())
@settings(max_examples=40)
def test_winning_move_is_one_of_the_winning_moves_of_the_product_game(g, h, data):
    a = data.draw(st.integers(0, len(g.edges) - 1))
    b = data.draw(st.integers(0, len(h.edges) - 1))
    product = product_options(g.options, h.options)
    expected = [q for q in product((a, b)) if naive_grundy(product, q) == 0]
    found = cgt.winning_move(cgt.Sum(g, h), (a, b))
    assert found in expected if expected else found is None
