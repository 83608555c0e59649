"""The rest of the short theory (issue 21) by its defining properties, on random games, and published values.

Random games are the small trees of test_partizan_values (evaluated by
CanonicalForm.from_options); all-small ones are trees whose every node gives
both players a move or neither.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import NAIVE_ZERO, naive_clobber_options, naive_ordinal_sum
from test_partizan_values import dyadics, trees, value

from cgt import CanonicalForm, number, star, up
from cgt.errors import InvalidNotationError, InvalidValueError, NotAValueError
from cgt.games import Hackenbush, blue_red_string_value
from cgt.partizan import ZERO
from cgt.partizan.infinitesimals import UptimalExpansion, up_nth, up_sum, uptimal

all_small_trees = st.recursive(
    st.just(NAIVE_ZERO),
    lambda kids: st.tuples(st.lists(kids, min_size=1, max_size=3).map(tuple),
                           st.lists(kids, min_size=1, max_size=3).map(tuple)),
    max_leaves=8,
)
temperatures = st.builds(lambda n, k: Fraction(n, 2**k), st.integers(0, 8), st.integers(0, 2))
units = st.sampled_from(["^", "1", "1/2", "^^*", "{2|1}", "1*", "{1|^}"]).map(CanonicalForm.parse)


# -- atomic weight -------------------------------------------------------------------------------


def test_atomic_weights_of_the_basic_infinitesimals():
    assert up().atomic_weight == 1 and star().atomic_weight == 0 and up(-3).atomic_weight == -3
    assert CanonicalForm.parse("^<2>").atomic_weight == 0  # up-second is infinitesimal next to ^


@settings(max_examples=80)
@given(all_small_trees, all_small_trees)
def test_atomic_weight_is_additive_and_odd_on_all_small_games(a, b):
    g, h = value(a), value(b)
    assert g.is_all_small and h.is_all_small and (g + h).is_all_small
    assert (g + h).atomic_weight == g.atomic_weight + h.atomic_weight
    assert (-g).atomic_weight == -g.atomic_weight
    assert (g + up()).atomic_weight == g.atomic_weight + 1 and (g + star()).atomic_weight == g.atomic_weight


@settings(max_examples=80)
@given(all_small_trees)
def test_two_ahead_rule(a):
    # Lessons in Play, ch. 9 (and Winning Ways ch. 8): with a remote star, Left wins moving
    # second when the atomic weight is at least 2 (g + *N > 0, *N remote), Right when at most -2.
    g = value(a)
    remote = star(16)
    w = g.atomic_weight
    if w >= 2:
        assert g + remote > 0
    if w <= -2:
        assert g + remote < 0


def test_atomic_weight_refuses_what_has_none():
    with pytest.raises(NotAValueError, match=r"atomic_weight: \+-1 is not infinitesimal"):
        CanonicalForm.parse("+-1").atomic_weight  # noqa: B018
    # Infinitesimal but not atomic: CGSuite's own example (CanonicalShortGameTestCase).
    g = CanonicalForm.parse("{1|^3||^}")
    assert g.is_infinitesimal and not g.is_atomic
    with pytest.raises(NotAValueError, match=r"\{1\|\^3\|\|\^\} has no atomic weight"):
        g.atomic_weight  # noqa: B018


# -- Clobber, by a naive ruleset -------------------------------------------------------------------


def clobber(board: str, memo: dict = {}) -> CanonicalForm:  # noqa: B006 - deliberate memo
    if board not in memo:
        memo[board] = CanonicalForm.from_options([clobber(b) for b in naive_clobber_options(board, "x")],
                                                 [clobber(b) for b in naive_clobber_options(board, "o")])
    return memo[board]


def test_clobber_values_and_atomic_weights():
    # Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber" (Integers 5(2), 2005):
    # every Clobber position is all-small, so it has an atomic weight; xo is *.
    assert clobber("xo") is star() and clobber("xo").atomic_weight == 0
    # By the rules, by hand: in xxo Left's only move leaves xx (0), Right's leaves xo (*):
    # {0|*} = ^, weight 1; in xxxo, {0 | xxo} = {0|^} = ^^*, weight 2; xox is {0|0} = *.
    assert clobber("xxo") is up() and clobber("xxo").atomic_weight == 1
    assert clobber("xxxo") is up(2) + star() and clobber("xxxo").atomic_weight == 2
    assert clobber("xox") is star()
    # CGSuite's own test of its Clobber ruleset (GameGridTest.scala): xox|ox. is {^^*|*,v}.
    assert str(clobber("xox|ox.")) == "{^^*|*,v}"
    for board in ("xoxo", "xxoo", "xoxo|oxox", "xxo|oox", "xoo|oxx|x.o"):
        g = clobber(board)
        assert g.is_all_small and g.is_atomic and g.reduced_canonical_form is ZERO
        assert clobber(board.replace("x", "O").replace("o", "x").replace("O", "o")) is -g


# -- reduced canonical form -----------------------------------------------------------------------


@settings(max_examples=80)
@given(trees, trees)
def test_reduced_canonical_form(a, b):
    g, h = value(a), value(b)
    r = g.reduced_canonical_form
    assert r.reduced_canonical_form is r  # idempotent
    assert (r - g).is_infinitesimal
    assert (g + up()).reduced_canonical_form is r and (g + star()).reduced_canonical_form is r
    assert g.is_infinitesimally_close(h) == (r is h.reduced_canonical_form)
    if g.is_all_small:
        assert r is ZERO


@given(dyadics)
def test_reduced_canonical_form_of_numbers(q):
    assert number(q).reduced_canonical_form is number(q)
    assert (number(q) + up(3) + star(2)).reduced_canonical_form is number(q)


# -- heating, overheating, Norton multiplication ----------------------------------------------------


@settings(max_examples=80)
@given(trees, temperatures)
def test_cooling_undoes_heating(a, t):
    # Heating by t then cooling by t gives the game back: (∫^t G)_t = G (Winning Ways ch. 6;
    # Siegel, Combinatorial Game Theory (2013), II.5): each heated option ∫^t G^L + t cools to
    # (∫^t G^L)_t, and a heated non-number is hot enough (its temperature is G's plus t) that
    # cooling by t does not freeze it.
    g = value(a)
    assert g.heat(t).cool(t) is g


def test_heating_examples():
    # Winning Ways ch. 6: heating * by 1 gives +-1; numbers are not heated.
    assert star().heat(1) is CanonicalForm.parse("+-1") and number(3, 4).heat(5) is number(3, 4)
    assert CanonicalForm.parse("{3|-1}").heat(2).cool(2) is CanonicalForm.parse("{3|-1}")
    g = CanonicalForm.parse("{2|-1/2}")
    assert g.cool(1).heat(1) is g  # below its temperature 5/4, heat undoes cool here
    assert CanonicalForm.parse("{2|-1/2}").freeze() is g.cool(g.temperature)
    # Heating by any value, overheating from any s to any t: CGSuite's Heat and Overheat check nothing
    # (issue 29); only what is not a value is refused.
    with pytest.raises(NotAValueError, match="'1' of type str is not a game value"):
        star().heat("1")


def test_overheating_examples():
    # Overheating from 1 to 1 (Berlekamp's ∫_1^1): integers n become n copies of 1, the rest is heated by 1.
    assert number(3).overheat(1, 1) is number(3) and star().overheat(1, 1) is CanonicalForm.parse("+-1")
    # Integers become n copies of s: 2 overheated from ^ is ^^.
    assert number(2).overheat(up(), 1) is up(2) and number(-2).overheat(up(), 1) is up(-2)


@settings(max_examples=60)
@given(trees, trees, units)
def test_norton_product_is_additive_and_monotone(a, b, u):
    # Siegel, Combinatorial Game Theory (2013), II.7: for U > 0, G.U depends only on G's value,
    # is additive in G and preserves order.
    g, h = value(a), value(b)
    assert (g + h).norton_product(u) is g.norton_product(u) + h.norton_product(u)
    if g <= h:
        assert g.norton_product(u) <= h.norton_product(u)


@given(st.integers(-6, 6), units)
def test_norton_product_of_an_integer_is_copies(n, u):
    copies = ZERO
    for _ in range(abs(n)):
        copies += u if n > 0 else -u
    assert number(n).norton_product(u) is copies


def test_norton_product_refuses_units_that_are_not_positive():
    for bad in (0, -1, star(), CanonicalForm.parse("+-1")):
        with pytest.raises(InvalidValueError, match="is not positive"):
            number(2).norton_product(bad)


# -- ordinal sums, incentives, parity -------------------------------------------------------------------


@settings(max_examples=80)
@given(trees, trees)
def test_ordinal_sum(a, b):
    g, h = value(a), value(b)
    assert g.ordinal_sum(0) is g and ZERO.ordinal_sum(h) is h
    # By the definition on the canonical tree of g (the ordinal sum depends on g's form).
    canonical_tree = tree_of(g)
    assert g.ordinal_sum(h) is value(naive_ordinal_sum(canonical_tree, b))


def tree_of(v: CanonicalForm) -> tuple:
    return tuple(tree_of(o) for o in v.left_options), tuple(tree_of(o) for o in v.right_options)


@given(st.text(alphabet="BR", max_size=9))
def test_a_blue_red_stalk_is_the_ordinal_sum_of_its_edges(stalk):
    # Siegel, Combinatorial Game Theory (2013), II.4; Lessons in Play ch. 5: from the ground up.
    total = ZERO
    for colour in stalk:
        total = total.ordinal_sum(1 if colour == "B" else -1)
    assert total == blue_red_string_value(stalk)
    if stalk:
        from cgt import canonical_form
        assert canonical_form(Hackenbush(), stalk) is total


@settings(max_examples=80)
@given(trees)
def test_incentives_parity_and_stop_count_by_their_definitions(a):
    g = value(a)
    lefts = {o - g for o in g.left_options}
    rights = {g - o for o in g.right_options}
    assert set(g.left_incentives) <= lefts and set(g.right_incentives) <= rights
    assert all(any(i <= j for j in g.left_incentives) for i in lefts)
    assert set(g.incentives) <= set(g.left_incentives) | set(g.right_incentives)
    options = (*g.left_options, *g.right_options)
    if not g.is_number_up_star:
        assert g.is_even == all(o.is_odd for o in options)
        assert g.is_odd == all(o.is_even for o in options)
        assert g.stop_count == sum(o.stop_count for o in options)
    if not g.is_number:
        assert g.is_even_tempered == all(o.is_odd_tempered for o in options)
        assert g.is_odd_tempered == all(o.is_even_tempered for o in options)


# -- uptimals -----------------------------------------------------------------------------------------


@given(st.builds(UptimalExpansion, dyadics, st.integers(0, 3),
                 st.lists(st.integers(-2, 2), max_size=4).map(lambda c: tuple(c[: max([0] + [i + 1 for i, x in enumerate(c) if x])]))))
def test_uptimal_expansions_round_trip(e):
    g = uptimal(e)
    assert g.uptimal_expansion == e
    assert CanonicalForm.parse(str(g)) is g


def test_uptimal_notation():
    assert str(up_nth(2)) == "^<2>" and str(-up_nth(3)) == "v<3>" and str(up_sum(3) + star()) == "^[3]*"
    assert up_nth(2) == CanonicalForm.from_options([0], [-up() + star()])  # up-second {0 | v*}
    assert CanonicalForm.parse("^[3]") is up() + up_nth(2) + up_nth(3)
    assert CanonicalForm.parse("1/2v<2>*") is number(1, 2) - up_nth(2) + star()
    for n in range(1, 5):
        assert 0 < up_nth(n + 1) < up_nth(n)
    for bad in ("^<0>", "^<2", "v[x]"):
        with pytest.raises(InvalidNotationError):
            CanonicalForm.parse(bad)


def test_ups_as_the_books_write_them():
    # CGSuite reads any run of ^ or v; the books print arrows (issue 24, item 8).
    assert CanonicalForm.parse("^^^") is up(3) and CanonicalForm.parse("vvvv*") is up(-4) + star()
    assert CanonicalForm.parse("{0||0|vvv}") is CanonicalForm.parse("{0||0|v3}")
    assert CanonicalForm.parse("↑") is up() and CanonicalForm.parse("↓↓*") is up(-2) + star()
    assert CanonicalForm.parse("±↑") is CanonicalForm.parse("+-^")


def test_bad_operands_are_named():
    for call in (lambda: up().ordinal_sum("x"), lambda: up().is_infinitesimally_close(1.5j),
                 lambda: up().norton_product(None), lambda: up().overheat("1", 2)):
        with pytest.raises(NotAValueError, match="is not a game value"):
            call()
    with pytest.raises(InvalidValueError, match="1/3 is not a dyadic"):
        up().heat(Fraction(1, 3))
    with pytest.raises(InvalidValueError, match="positive int"):
        up_nth(0)


@given(dyadics.filter(lambda q: q > 0))
def test_tiny_and_miny_are_cgsuites_and_negatives(x):
    # Siegel (2013) II.4 / CGSuite: Tiny(x) = {0||0|-x} is a positive infinitesimal, Miny(x) its negative.
    from cgt.partizan import miny, tiny

    g = tiny(x)
    assert g is CanonicalForm.parse(f"Tiny({x})") and str(g) == f"Tiny({x})"
    assert miny(x) is -g and 0 < g < x and g.is_infinitesimal
    assert tiny(2 * x) < g  # the larger x, the smaller tiny-x
