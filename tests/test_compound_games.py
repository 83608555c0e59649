"""The compounds of Winning Ways ch. 9 as games (cgt.sums): each against its definition played out by brute force.

The oracle here plays every line of the compound from the rules as stated
(``naive_wins``), and shares no code with cgt: the winner it finds must be the
outcome the one search gives, and the player to move must win exactly when
Winning Ways' remoteness and suspense rules say so.
"""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Hackenbush, Nim
from naive import naive_grundy, naive_nim_product
from strategies import PartizanDagGame, dag_games, partizan_dag_games


def naive_wins(moves, position, mover, memo):
    """Whether `mover` (0 Left, 1 Right), to move from `position`, wins: some move leaves the other player lost."""
    key = (position, mover)
    if key not in memo:
        memo[key] = any(not naive_wins(moves, q, 1 - mover, memo) for q in moves(position, mover))
    return memo[key]


def naive_outcome(moves, position):
    memo = {}
    left, right = naive_wins(moves, position, 0, memo), naive_wins(moves, position, 1, memo)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[left, right]


def side_moves(game):
    """A component's moves by side, an impartial game's alike for both."""
    if hasattr(game, "lefts"):
        return lambda p, side: (game.lefts, game.rights)[side][p]
    return lambda p, side: game.edges[p]


def conjunctive_moves(*games):  # every component moves; none left in one: no move
    sides = [side_moves(g) for g in games]
    return lambda pos, side: list(product(*(m(p, side) for m, p in zip(sides, pos))))


def selective_moves(*games):  # any nonempty set of components moves
    sides = [side_moves(g) for g in games]

    def moves(pos, side):
        out = []
        for chosen in product((False, True), repeat=len(pos)):
            if any(chosen):
                out += product(*(m(p, side) if c else [p] for m, p, c in zip(sides, pos, chosen)))
        return out

    return moves


def continued_moves(*games):  # every component that the mover can move in moves; play ends when none can
    sides = [side_moves(g) for g in games]

    def moves(pos, side):
        if not any(m(p, side) for m, p in zip(sides, pos)):
            return []
        return list(product(*(m(p, side) or [p] for m, p in zip(sides, pos))))

    return moves


def tops(data, *games):
    return tuple(data.draw(st.integers(0, len(g.lefts if hasattr(g, "lefts") else g.edges) - 1)) for g in games)


@given(partizan_dag_games(6), partizan_dag_games(6), st.data())
@settings(max_examples=80, deadline=None)
def test_conjunctive_and_selective_sums_have_the_outcome_of_exhaustive_play(g, h, data):
    position = tops(data, g, h)
    assert str(cgt.outcome(cgt.ConjunctiveSum(g, h), position)) == naive_outcome(conjunctive_moves(g, h), position)
    assert str(cgt.outcome(cgt.SelectiveSum(g, h), position)) == naive_outcome(selective_moves(g, h), position)


@given(dag_games(6), dag_games(6), dag_games(5), st.data())
@settings(max_examples=50, deadline=None)
def test_impartial_compounds_of_three_are_impartial_and_won_as_played(a, b, c, data):
    position = tops(data, a, b, c)
    for compound, moves in ((cgt.ConjunctiveSum(a, b, c), conjunctive_moves(a, b, c)),
                            (cgt.SelectiveSum(a, b, c), selective_moves(a, b, c))):
        assert not cgt.is_partizan(compound)
        assert cgt.grundy(compound, position) == naive_grundy(lambda p: moves(p, 0), position)


@given(partizan_dag_games(6), partizan_dag_games(6), st.data())
@settings(max_examples=80, deadline=None)
def test_remoteness_decides_conjunctive_play(g, h, data):
    # Winning Ways ch. 9: all at once, the least remoteness decides (C. A. B. Smith's short rule, as D. M. Kane,
    # Integers 10 (2010) #G04, restates it); partizan components too, each player's remoteness apart.
    position = tops(data, g, h)
    for side, player in enumerate(("left", "right")):
        least = min(cgt.remoteness(game, p, player) for game, p in zip((g, h), position))
        assert naive_wins(conjunctive_moves(g, h), position, side, {}) == (least % 2 == 1)


@given(dag_games(7), dag_games(7), dag_games(4), st.data())
@settings(max_examples=80, deadline=None)
def test_suspense_decides_continued_conjunctive_play_of_impartial_games(a, b, c, data):
    # Winning Ways ch. 9, Smith's long rule: the greatest suspense decides.
    position = tops(data, a, b, c)
    most = max(cgt.suspense(game, p) for game, p in zip((a, b, c), position))
    assert naive_wins(continued_moves(a, b, c), position, 0, {}) == (most % 2 == 1)


def test_suspense_does_not_decide_continued_play_of_partizan_games():
    # Why the rule above is impartial: Left cannot move in g but Right can, so g has not ended when Left's suspense
    # in it is 0. Left to move in (g, h) loses (Left moves in h, Right in g, Left is stuck), though h's suspense for
    # Left is 1.
    g = PartizanDagGame(((), ()), ((), (0,)))  # position 1: Right moves to 0, Left cannot move
    h = PartizanDagGame(((), (0,)), ((), ()))  # position 1: Left moves to 0, Right cannot move
    assert (cgt.suspense(g, 1), cgt.suspense(h, 1)) == (0, 1)
    assert not naive_wins(continued_moves(g, h), (1, 1), 0, {})
def test_remoteness_and_suspense_of_a_game_that_lasts_one_way():
    # A strip of n counters, one taken a move: remoteness and suspense are n, whoever moves.
    class Countdown:
        def options(self, n):
            return [n - 1] if n else []

    assert [cgt.remoteness(Countdown(), n) for n in range(5)] == [0, 1, 2, 3, 4]
    assert [cgt.suspense(Countdown(), n, "right") for n in range(5)] == [0, 1, 2, 3, 4]
    with pytest.raises(cgt.InvalidValueError, match="remoteness: player 'up'"):
        cgt.remoteness(Countdown(), 3, "up")


def test_the_compounds_of_nim_heaps_are_cgsuites_compounds_of_nimbers():
    # CGSuite's CompoundGameTestCase (lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala), the row
    # *5 and *6, played on Nim heaps: *5 ConjunctiveSum *6 = *5, OrdinalProduct *30, ConwayProduct *8.
    nim = Nim()
    position = ((5,), (6,))
    assert cgt.grundy(cgt.ConjunctiveSum(nim, nim), position) == 5
    assert cgt.grundy(cgt.OrdinalProduct(nim, nim), position) == 30
    assert cgt.canonical_form(cgt.ConwayProduct(nim, nim), position) == cgt.star(8)


@given(st.integers(0, 7), st.integers(0, 7))
@settings(max_examples=30)
def test_the_conway_product_of_nim_heaps_is_their_nim_product(a, b):
    assert cgt.canonical_form(cgt.ConwayProduct(Nim(), Nim()), ((a,), (b,))) == cgt.star(naive_nim_product(a, b))


stalks = st.text("BR", min_size=0, max_size=3)


@given(stalks, stalks)
@settings(max_examples=40, deadline=None)
def test_the_ordinal_product_of_stalks_puts_g_for_each_blue_edge_of_h_and_minus_g_for_each_red(s, t):
    # CGSuite's documentation of Game.OrdinalProduct: a Hackenbush stalk H with every blue edge replaced by G, every
    # red one by -G.
    hb = Hackenbush()
    minus = s.translate(str.maketrans("BR", "RB"))
    substituted = "".join(s if edge == "B" else minus for edge in t)
    product_value = cgt.canonical_form(cgt.OrdinalProduct(hb, hb), (hb.position(s), hb.position(t)))
    assert product_value == cgt.canonical_form(hb, hb.position(substituted))


def explicit(game, p, memo=None):
    """The game tree of position `p` of a dag game, as an explicit form."""
    memo = {} if memo is None else memo
    if p not in memo:
        lefts, rights = (game.lefts[p], game.rights[p]) if hasattr(game, "lefts") else (game.edges[p], game.edges[p])
        memo[p] = cgt.ExplicitForm([explicit(game, q, memo) for q in lefts], [explicit(game, q, memo) for q in rights])
    return memo[p]


@given(partizan_dag_games(5), partizan_dag_games(5), st.data())
@settings(max_examples=60, deadline=None)
def test_compounds_of_games_and_of_their_forms_agree(g, h, data):
    # Two computations that share no code: the one search on the compound game, and the recursion on the explicit
    # forms of the components' positions.
    a, b = tops(data, g, h)
    fa, fb = explicit(g, a), explicit(h, b)
    assert cgt.canonical_form(cgt.ConjunctiveSum(g, h), (a, b)) == cgt.conjunctive_sum(fa, fb)
    assert cgt.canonical_form(cgt.SelectiveSum(g, h), (a, b)) == cgt.selective_sum(fa, fb)
    assert cgt.canonical_form(cgt.OrdinalProduct(g, h), (a, b)) == cgt.ordinal_product(fa, fb)
    assert cgt.canonical_form(cgt.ConwayProduct(g, h), (a, b)) == cgt.conway_product(fa, fb)


def test_compounds_refuse_what_is_not_a_compound_of_games():
    nim = Nim()
    with pytest.raises(cgt.NotAGameError, match=r"ConjunctiveSum\(\) needs at least 2 component games, not 1"):
        cgt.ConjunctiveSum(nim)
    with pytest.raises(cgt.NotAGameError, match="OrdinalProduct: component 1, 5 of type int, is not a game"):
        cgt.OrdinalProduct(nim, 5)
    with pytest.raises(cgt.NotAGameError, match=r"ConwayProduct\(\) needs 2 component games, not 3"):
        cgt.ConwayProduct(nim, nim, nim)
    with pytest.raises(cgt.InvalidPositionError, match=r"\(3,\) is not a position of SelectiveSum\(Nim\(\), Nim\(\)\)"):
        cgt.SelectiveSum(nim, nim).options((3,))
    with pytest.raises(cgt.NotAGameError, match="options of .* are sums of products"):
        cgt.ConwayProduct(nim, nim).left_options(((1,), (1,)))


def test_a_loopy_component_is_named_by_the_search():
    class Loop:  # 0 -> 1 -> 0
        def options(self, n):
            return [1 - n]

    # All at once, play ends with the heap: the compound is short though a component is loopy.
    assert cgt.grundy(cgt.ConjunctiveSum(Loop(), Nim()), (0, (3,))) == 3  # as a heap of 3 alone
    with pytest.raises(cgt.LoopyGameError, match="can be reached from itself") as caught:
        cgt.grundy(cgt.SelectiveSum(Loop(), Nim()), (0, (3,)))
    assert caught.value.cycle
    with pytest.raises(cgt.LoopyGameError):
        cgt.remoteness(Loop(), 0)


def test_compounds_compare_and_print_as_their_components():
    nim = Nim()
    assert cgt.ConjunctiveSum(nim, nim) == cgt.ConjunctiveSum(Nim(), Nim()) != cgt.SelectiveSum(nim, nim)
    assert hash(cgt.ConjunctiveSum(nim, nim)) == hash(cgt.ConjunctiveSum(Nim(), Nim()))
    assert repr(cgt.SelectiveSum(nim, cgt.games.Domineering())) == "SelectiveSum(Nim(), Domineering())"
    assert cgt.is_partizan(cgt.SelectiveSum(nim, cgt.games.Domineering()))
    assert isinstance(cgt.SelectiveSum(nim, cgt.games.Domineering()), cgt.SelectiveSum)
