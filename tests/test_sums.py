"""Disjunctive sums, impartial and partizan: values and winning moves against explicit product games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Domineering, Grid, Hackenbush
from cgt.partizan.engine import partizan_winning_moves
from naive import naive_grundy, product_options
from strategies import dag_games, partizan_dag_games
from naive import regions_key


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


# -- partizan sums --------------------------------------------------------------


class Product:
    """The explicit sum as one partizan game on tuples, with no decompose: the search plays it out whole."""

    def __init__(self, *games):
        self.games = games

    def _moves(self, position, side):
        found = []
        for i, game in enumerate(self.games):
            if cgt.is_partizan(game):
                component_options = game.left_options if side == "left" else game.right_options
            else:
                component_options = game.options
            found.extend(tuple(q if j == i else p for j, p in enumerate(position)) for q in component_options(position[i]))
        return found

    def left_options(self, position):
        return self._moves(position, "left")

    def right_options(self, position):
        return self._moves(position, "right")


def first_player_wins(game, position, side, memo):
    """Plain game-tree search of `game`: does `side` ("left"/"right"), moving first, win?"""
    key = (position, side)
    if key not in memo:
        other = "right" if side == "left" else "left"
        options = game.left_options(position) if side == "left" else game.right_options(position)
        memo[key] = any(not first_player_wins(game, q, other, memo) for q in options)
    return memo[key]


def naive_sum_outcome(product, position):
    memo = {}
    left, right = first_player_wins(product, position, "left", memo), first_player_wins(product, position, "right", memo)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[(left, right)], memo


def check_against_the_product(games, position, key=lambda q: q):
    """Canonical form, outcome and both players' winning moves of the Sum, against the explicit product.

    `key` says when two positions of the sum are the same move.
    """
    s = cgt.Sum(*games)
    product = Product(*games)
    value = cgt.canonical_form(s, position)
    assert value == cgt.canonical_form(product, position)
    parts = [cgt.canonical_form(game, p) for game, p in zip(games, position)]
    assert value == sum(parts[1:], parts[0])
    expected, memo = naive_sum_outcome(product, position)
    assert cgt.outcome(s, position).value == expected
    # Left's move wins when Right, moving first from it, loses (and the other way round).
    left_wins = [q for q in product.left_options(position) if not first_player_wins(product, q, "right", memo)]
    right_wins = [q for q in product.right_options(position) if not first_player_wins(product, q, "left", memo)]
    for player, expected in (("left", left_wins), ("right", right_wins)):
        # Part by part, put back with recompose: the same moves, up to how a part's option is drawn.
        for found in (cgt.winning_moves(s, position, player), partizan_winning_moves(s, position, player)):
            assert len(set(found)) == len(found) and {key(q) for q in found} == {key(q) for q in expected}


@given(st.lists(st.one_of(partizan_dag_games(6), dag_games(6)), min_size=1, max_size=3), st.data())
@settings(max_examples=80)
def test_partizan_and_mixed_sums_match_the_product_game(games, data):
    sizes = [len(g.lefts) if cgt.is_partizan(g) else len(g.edges) for g in games]
    position = tuple(data.draw(st.integers(0, n - 1)) for n in sizes)
    assert cgt.is_partizan(cgt.Sum(*games)) == any(cgt.is_partizan(g) for g in games)
    check_against_the_product(games, position)


@st.composite
def small_grids(draw):
    width, height = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    cells = draw(st.lists(st.sampled_from(".#"), min_size=width * height, max_size=width * height))
    return "|".join("".join(cells[r * width:(r + 1) * width]) for r in range(height))


@given(small_grids(), st.lists(st.text("BRG", min_size=1, max_size=3), max_size=2).map(", ".join), st.integers(0, 3))
@settings(max_examples=40, deadline=None)
def test_domineering_hackenbush_and_nim_sum_match_the_product_game(grid, string, heap):
    d, h = Domineering(), Hackenbush()
    position = (d.position(grid), h.position(string), (heap,))
    check_against_the_product((d, h, cgt.games.Nim()), position, key=lambda q: (regions_key(q[0]), *q[1:]))


def test_a_sum_with_a_partizan_component_is_partizan_and_has_no_grundy_value():
    d, h = Domineering(), Hackenbush()
    s = cgt.Sum(d, cgt.games.Nim())
    assert isinstance(s, cgt.Sum) and cgt.is_partizan(s) and s.options is None
    assert not cgt.is_partizan(cgt.Sum(cgt.games.Nim())) and type(cgt.Sum(cgt.games.Nim())) is cgt.Sum
    with pytest.raises(cgt.NotAGameError, match="partizan game"):
        cgt.grundy(s, (d.position("..|.."), (1,)))
    assert eval(repr(s), {"Sum": cgt.Sum, "Domineering": Domineering, "Nim": cgt.games.Nim}) == s
    # Nested: the inner sum is partizan, so the outer one is.
    nested = cgt.Sum(cgt.Sum(d, h), cgt.games.Nim())
    position = ((d.position("...|..."), h.position("BR")), (1,))
    assert cgt.is_partizan(nested)
    assert cgt.canonical_form(nested, position) == cgt.CanonicalForm.parse("{2|-1/2}") + cgt.number(1, 2) + cgt.star()
    assert cgt.winning_moves(nested, position, "left") == [((Grid(".#.|.#."), h.position("BR")), (1,))]
    with pytest.raises(cgt.InvalidPositionError, match="expected a tuple of 2 component positions"):
        s.left_options((1,))
    with pytest.raises(cgt.NotAGameError, match="nor left_options and right_options"):
        cgt.Sum(d, object())
