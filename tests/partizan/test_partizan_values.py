"""CanonicalForm against plain game trees compared by Conway's definition (tests/naive.py)."""

from __future__ import annotations

import copy
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, number, star, switch, up
from cgt.errors import CgtError, InvalidValueError, NotAValueError
from cgt.partizan import ZERO
from naive import (
    NAIVE_ZERO,
    naive_add,
    naive_eq,
    naive_le,
    naive_neg,
    naive_number,
    naive_outcome,
    naive_star,
    naive_stops,
)

# Random game trees: small, so that the naive (exponential) checks stay quick.
trees = st.recursive(
    st.just(NAIVE_ZERO),
    lambda kids: st.tuples(st.lists(kids, max_size=3).map(tuple), st.lists(kids, max_size=3).map(tuple)),
    max_leaves=7,
)
dyadics = st.builds(lambda n, k: Fraction(n, 2**k), st.integers(-12, 12), st.integers(0, 4))


def value(g: tuple, memo: dict | None = None) -> CanonicalForm:
    memo = {} if memo is None else memo
    if g not in memo:
        memo[g] = CanonicalForm.from_options([value(x, memo) for x in g[0]], [value(x, memo) for x in g[1]])
    return memo[g]


def tree(v: CanonicalForm) -> tuple:
    return tuple(tree(o) for o in v.left_options), tuple(tree(o) for o in v.right_options)


def assert_canonical(t: tuple, memo: dict) -> None:
    """No dominated and no reversible options anywhere in the tree (checked by the definition)."""
    left, right = t
    for a in left:
        assert not any(b is not a and naive_le(a, b, memo) for b in left), f"dominated Left option in {t}"
        assert not any(naive_le(ar, t, memo) for ar in a[1]), f"reversible Left option in {t}"
    for a in right:
        assert not any(b is not a and naive_le(b, a, memo) for b in right), f"dominated Right option in {t}"
        assert not any(naive_le(t, al, memo) for al in a[0]), f"reversible Right option in {t}"
    for o in left + right:
        assert_canonical(o, memo)


def naive_up(n: int) -> tuple:
    one = ((NAIVE_ZERO,), (naive_star(1),))  # ^ = {0|*}
    if n < 0:
        return naive_neg(naive_up(-n))
    g = NAIVE_ZERO
    for _ in range(n):
        g = naive_add(g, one)
    return g


@settings(max_examples=80, deadline=None)
@given(trees)
def test_canonical_form_equals_the_tree_and_is_canonical(g):
    v = value(g)
    memo: dict = {}
    t = tree(v)
    assert naive_eq(g, t, memo)
    assert_canonical(t, memo)
    assert value(t) is v  # interned: the canonical tree rebuilds the same object


@settings(max_examples=80, deadline=None)
@given(trees, trees)
def test_order_agrees_with_the_definition_and_with_outcomes(g, h):
    vg, vh = value(g), value(h)
    memo: dict = {}
    le = naive_le(g, h, memo)
    assert (vg <= vh) == le
    assert (vh >= vg) == le
    assert (vg == vh) == (le and naive_le(h, g, memo))
    assert (vg < vh) == (le and not naive_le(h, g, memo))
    assert vg.is_confused_with(vh) == (not le and not naive_le(h, g, memo))
    # G <= H iff H - G >= 0 iff Left wins H - G when Right starts (outcome L or P).
    assert le == (naive_outcome(naive_add(h, naive_neg(g))) in "LP")


@settings(max_examples=60, deadline=None)
@given(trees, trees)
def test_sums_match_the_explicit_sum_game(g, h):
    assert value(naive_add(g, h)) is value(g) + value(h)
    assert value(naive_add(g, naive_neg(h))) is value(g) - value(h)


@settings(max_examples=60, deadline=None)
@given(trees, trees, trees)
def test_group_laws(g, h, k):
    a, b, c = value(g), value(h), value(k)
    assert a - a is ZERO
    assert -(-a) is a
    assert a + b is b + a
    assert (a + b) + c is a + (b + c)
    assert a + 0 is a and 0 + a is a
    assert value(naive_neg(g)) is -a


@settings(max_examples=80, deadline=None)
@given(trees)
def test_outcome_stops_and_predicates(g):
    v = value(g)
    assert v.outcome.value == naive_outcome(g)
    assert (v.left_stop, v.right_stop) == naive_stops(g, lambda x: value(x)._num)
    assert v.is_number == any(naive_eq(g, naive_number(Fraction(n, 4))) for n in range(-16, 17))
    assert v.is_infinitesimal == (v.left_stop == 0 == v.right_stop)
    assert v.birthday == _depth(tree(v))


def _depth(t: tuple) -> int:
    return 1 + max((_depth(o) for o in t[0] + t[1]), default=-1)


@given(dyadics, dyadics)
def test_numbers_are_canonical_and_add_as_fractions(p, q):
    assert tree(number(p)) == naive_number(p)
    assert number(p) + number(q) is number(p + q)
    assert number(p) - number(q) is number(p - q)
    assert (number(p) <= number(q)) == (p <= q)
    assert number(p).is_number and number(p).is_integer == (p.denominator == 1)
    assert number(p) == p and hash(number(p)) == hash(p)


@given(st.integers(0, 7), st.integers(0, 7))
def test_nimbers_add_by_xor(a, b):
    assert star(a) + star(b) is star(a ^ b)
    assert naive_eq(tree(star(a)), naive_star(a))
    assert star(a).is_nimber and (star(a) == 0) == (a == 0)


@pytest.mark.parametrize("x", [Fraction(0), Fraction(-1, 2)])
@pytest.mark.parametrize("u", [-2, -1, 0, 1, 2])
@pytest.mark.parametrize("m", [0, 1, 2])
def test_number_up_star_forms(x, u, m):
    # The built-in forms of x + ^u + *m against the explicit sum of their definitions.
    v = number(x) + up(u) + star(m)
    memo: dict = {}
    explicit = naive_add(naive_add(naive_number(x), naive_up(u)), naive_star(m))
    t = tree(v)
    assert naive_eq(t, explicit, memo)
    assert_canonical(t, memo)
    assert v.number_up_star == (x, u, m)
    # Built from its options by the general path, it is recognised again.
    assert CanonicalForm.from_options(v.left_options, v.right_options) is v


@pytest.mark.parametrize("u", range(-6, 7))
@pytest.mark.parametrize("m", [0, 1, 2, 3, 5])
def test_larger_number_up_star_sums_by_the_sum_rule(u, m):
    # x + ^u + *m built by the sum's options {G^L + H, G + H^L | ...} through the
    # general canonicalisation (the parts are smaller, hence right by induction).
    g, h = number(Fraction(3, 4)) + up(u - (u > 0) + (u < 0)), up((u > 0) - (u < 0)) + star(m)
    explicit = CanonicalForm.from_options(
        [a + h for a in g.left_options] + [g + b for b in h.left_options],
        [a + h for a in g.right_options] + [g + b for b in h.right_options],
    )
    assert explicit is g + h
    assert explicit.number_up_star == (Fraction(3, 4), u, m)


@settings(max_examples=60, deadline=None)
@given(st.tuples(st.sampled_from([Fraction(0), Fraction(1, 2)]), st.integers(-3, 3), st.integers(0, 3)),
       st.tuples(st.sampled_from([Fraction(0), Fraction(1, 2)]), st.integers(-3, 3), st.integers(0, 3)))
def test_number_up_star_order_by_the_definition(a, b):
    g = number(a[0]) + up(a[1]) + star(a[2])
    h = number(b[0]) + up(b[1]) + star(b[2])
    assert (g <= h) == naive_le(tree(g), tree(h))


def test_small_values_by_hand():
    # Siegel, Combinatorial Game Theory, ch. II: ^ = {0|*}, ^* = {0,*|0}, {0|^*} = ^^, {0|^} = ^^*.
    assert CanonicalForm.from_options([0], [star()]) is up()
    assert CanonicalForm.from_options([0, star()], [0]) is up() + star()
    assert CanonicalForm.from_options([0], [up() + star()]) is up(2)
    assert CanonicalForm.from_options([0], [up()]) is up(2) + star()
    assert CanonicalForm.from_options([0], [1]) is number(1, 2)
    assert CanonicalForm.from_options([-1], [5, 7]) is ZERO
    assert CanonicalForm.from_options([], [-2]) is number(-3)
    assert CanonicalForm.from_options([Fraction(5, 8)], [Fraction(7, 8)]) is number(3, 4)
    assert switch(3, 1).temperature == 1 and switch(3, 1).mean == 2
    assert star().outcome is cgt.Outcome.N and up().outcome is cgt.Outcome.L


def test_interning_identity_and_immutability():
    a = CanonicalForm.from_options([1], [-1])
    assert a is switch(1, -1) is CanonicalForm.parse("+-1")
    assert hash(a) == hash(switch(1, -1))
    assert len({a, switch(1, -1), -a}) == 1  # +-1 is its own negative
    assert copy.deepcopy(a) is a and pickle.loads(pickle.dumps(a)) is a
    with pytest.raises(AttributeError):
        a._L = ()
    with pytest.raises(TypeError):
        CanonicalForm()


def test_bad_operands_are_refused():
    for bad in ("1", 1.5j, None, [1]):  # a float is a number since issue 29
        with pytest.raises(NotAValueError, match="is not a game value"):
            star() < bad  # noqa: B015
        with pytest.raises(TypeError):
            star() + bad
    with pytest.raises(NotAValueError, match="left option 1"):
        CanonicalForm.from_options([0, "x"], [])
    with pytest.raises(NotAValueError, match="iterable of values"):
        CanonicalForm.from_options(star(), [])
    assert (star() == "x") is False and star() != "x"
    with pytest.raises(InvalidValueError, match="1/3 is not a dyadic"):
        number(Fraction(1, 3))
    with pytest.raises(InvalidValueError):
        star(-1)
    with pytest.raises(InvalidValueError):
        up(1.0)  # type: ignore[arg-type]
    assert issubclass(NotAValueError, CgtError) and issubclass(NotAValueError, TypeError)


def _domineering(rows: int, cols: int) -> tuple:
    """Domineering by its rules: Left places vertical dominoes, Right horizontal ones."""
    memo: dict = {}

    def pos(free: frozenset) -> tuple:
        if free not in memo:
            left = tuple(pos(free - {(r, c), (r + 1, c)}) for r, c in sorted(free) if (r + 1, c) in free)
            right = tuple(pos(free - {(r, c), (r, c + 1)}) for r, c in sorted(free) if (r, c + 1) in free)
            memo[free] = (left, right)
        return memo[free]

    return pos(frozenset((r, c) for r in range(rows) for c in range(cols)))


def test_published_domineering_values():
    # Winning Ways (2nd ed., vol. 1, ch. 5): the 2x2 square is +-1; 2 rows by 3
    # columns (Left vertical) is {2|-1/2}, of temperature 5/4; turned a quarter
    # turn, the players swap: 3 rows by 2 columns is its negative.
    assert value(_domineering(2, 2)) is switch(1, -1)
    g = value(_domineering(2, 3))
    assert str(g) == "{2|-1/2}" and g.temperature == Fraction(5, 4)
    assert value(_domineering(3, 2)) is -g
    assert value(_domineering(1, 5)) is number(-2) and value(_domineering(4, 1)) is number(2)


def _followers(v: CanonicalForm, seen: dict) -> None:
    if id(v) not in seen:
        seen[id(v)] = v
        for o in (*v.left_options, *v.right_options):
            _followers(o, seen)


@settings(max_examples=80, deadline=None)
@given(trees, st.integers(-3, 3), st.integers(0, 3))
def test_interned_canonical_options_are_the_canonical_node(g, u, m):
    """The compiled twin's forms come back by `interned` (no comparisons): the node `canonical` gives, on every follower."""
    from cgt.partizan._store import interned

    seen: dict = {}
    _followers(value(g) + up(u) + star(m), seen)
    for v in seen.values():
        if not v.is_number:
            assert interned(list(v.left_options), list(v.right_options)) is v, v
