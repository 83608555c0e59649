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
