"""The examples of CGSuite's loopy-games tutorial, each checked by an argument of its own where one exists.

Source: CGSuite (github.com/aaron-siegel/cgsuite),
``lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/advanced-topics/loopy-games.cgsh``,
which cites Siegel, *Combinatorial Game Theory* (2013), ch. VI, and Winning
Ways ch. 11. The tutorial shows expressions, not CGSuite's answers; where
CGSuite's own tests print an answer (``EvalTest.scala``, ``GameTest.scala``
in ``lib/core/src/test/scala/org/cgsuite/lang/``) it is cited. Not checked:
``BackslidingToadsAndFrogs("ttt..fff").GameValue``, whose value the tutorial
does not give (tests/games/strip/test_cgsuite_strip_tables.py has CGSuite's
from GameStripTest).
"""

from __future__ import annotations

import itertools

import pytest

from cgt import CanonicalForm
from cgt.loopy import (CanonicalStopper, LoopyGame, SidedValue, degree, downsum, off, on, ordinal_sum, over, parse,
                       simplest_form, upon, upsum, variety)
from cgt.loopy.graphs import ordinal_graph, play_outcomes, product, strongly_connected_components
from cgt.loopy.stoppers import as_graph

STAR, UP, DOWN = CanonicalForm.parse("*"), CanonicalForm.parse("^"), CanonicalForm.parse("v")
#: Short games to play against: a stopper is told apart from another by sums with these.
PROBES = [CanonicalForm.parse(t) for t in ("0", "*", "^", "v", "^*", "*2", "1", "-1", "1/2", "+-1", "{1|*}", "{0||0|-1}")]


def plays_like(left, right, g) -> None:  # type: ignore[no-untyped-def]
    """A stopper's graph and the value `g` have the same outcomes, in sum with every probe, by retrograde analysis."""
    gl, gr = as_graph(g)
    for x in PROBES:
        xl, xr = as_graph(x)
        first = play_outcomes(*product(left, right, xl, xr))
        second = play_outcomes(*product(gl, gr, xl, xr))
        assert (first[0][0], first[1][0]) == (second[0][0], second[1][0]), x


@pytest.mark.parametrize("text, printed", [
    ("{pass|}", "on"), ("{|pass}", "off"), ("{0|pass}", "over"), ("{pass|*}", "^[on]"),
    ("{0|-upon+*}", "^<on>"),               # uponth; CGSuite's EvalTest prints {0||0|0,pass} as ^<on>
    ("{0|*,pass}", "{0|*,pass}"),           # upover
    ("{0||0|off}", "Tiny(on)"),             # tiny := on.Tiny, CGSuite's Tiny(h) = {0||0|-h}
    ("{0|{0||0|off}}", "{0|Tiny(on)}"),     # ace := {0|on.Tiny}; CanonicalStopperTestCase prints it so
])
def test_plumtrees_in_shorthand(text, printed):
    g = parse(text)
    assert str(g) == printed and parse(printed) is g


def test_the_plumtrees_are_the_named_games():
    assert parse("{pass|}") is on() and parse("{|pass}") is off() and parse("{0|pass}") is over()
    assert parse("{pass|*}") is upon() and parse("a{0|a}") is over()      # "another name for over"
    # uponth = {0 | -upon + *} is the form CGSuite's EvalTest enters, {0||0|0,pass}.
    assert parse("{0|-upon+*}") is parse("{0||0|0,pass}")
    # upover keeps both its right options: * and the pass back to itself are confused.
    upover = parse("{0|*,pass}")
    assert len(upover.right_options) == 2 and upover.is_confused_with(STAR)


def test_upon_plus_upon():
    total = upon() + upon()
    assert isinstance(total, CanonicalStopper) and str(total) == "{0|^[on]*}"
    plays_like(*product(*as_graph(upon()), *as_graph(upon())), total)
    assert total >= UP + UP and total > upon()  # Winning Ways ch. 11: ^ < upon


def test_one_ordinal_sum_off():
    # The tutorial's 1:off. By the definition G:H = {G^L, G:H^L | G^R, G:H^R} (CGSuite's Bigraph.ordinalSum),
    # 1:off = {0 | 1:off}: Left may move to 0, Right only pass, which is over = {0|pass}.
    g = parse("1:off")
    assert g is over() and ordinal_sum(1, off()) is g and CanonicalForm.parse("1").ordinal_sum(-1) == parse("1:-1")
    plays_like(*ordinal_graph(*as_graph(CanonicalForm.parse("1")), *as_graph(off())), g)


def test_upon_upsum_uponth_and_its_switch():
    uponth = parse("^<on>")
    g = upsum(upon(), uponth)
    # CGSuite's GameTest: upon.Upsum(^.Pow(on)) is {0|^<on>*}, upon.Downsum(^.Pow(on)) is ^[on].
    assert str(g) == "{0|^<on>*}" and str(downsum(upon(), uponth)) == "^[on]"
    assert g == (upon() + uponth).onside and downsum(upon(), uponth) == (upon() + uponth).offside
    u = parse("+-{0|^<on>*}")      # U := +-G
    assert u.left_options == (g,) and u.right_options == (-g,) and -u is u and str(u) == "+-{0|^<on>*}"
    d = degree(u)
    assert d is uponth and d + d == d   # the degree is idempotent, as a variety needs
    v = variety(u)
    assert str(v) == "+-{0|^<on>}" and variety(v) is v and degree(v) is d


def test_sidling():
    # over - over: tests/loopy/test_sided.py. upon - upon: its sides are the degree of upon and its negative
    # (the onside of G - G is upsum(G, -G), the degree, for every stopper G; CanonicalStopperTestCase
    # gives upon's degree, that of -1/4v[on], as ^<on>), and it is its own negative.
    g = upon() - upon()
    assert isinstance(g, SidedValue) and str(g) == "^<on> & v<on>"
    assert g.onside is degree(upon()) is parse("^<on>") and -g == g
    # on + off is dud = on & off ("the shorthand recognition of dud").
    assert on() + off() == (on() & off()) == parse("dud") and str(on() + off()) == "dud"


def test_stopper_sided_values_entered_directly():
    g = over() & DOWN
    assert str(g) == "over & v" and g == parse("over & v")          # CGSuite's EvalTest prints it so
    h = g + 1 + STAR
    assert str(h) == "1over & 1v*" and h.offside is DOWN + 1 + STAR == g.offside + 1 + STAR
    assert h - 1 + STAR == g   # a short game has an inverse
    assert g.offside is DOWN
    # A sided value is an abstract value, not a game form: it has no options ("dud.LeftOptions ... an error").
    with pytest.raises(AttributeError):
        parse("dud").left_options


def test_figure_vi_3_2_has_an_irreducible_four_cycle():
    # Siegel, CGT (2013), fig. VI.3.2 (p. 308): a stopper whose simplest form keeps a cycle of four positions.
    g = parse("a{0||||0|||a|*||*}")
    assert isinstance(g, CanonicalStopper) and simplest_form(*g.graph) is g
    left, right = g.graph
    cycle = next(c for c in strongly_connected_components(left, right) if 0 in c)
    assert len(cycle) == 4
    # One simple cycle: each of its positions has exactly one move that stays on it.
    inside = set(cycle)
    assert all(sum(w in inside for w in (*left[v], *right[v])) == 1 for v in cycle)
    # The game as written, A = {0|B}, B = {0|C}, C = {D|*}, D = {A|*} (vertices 4: *, 5: 0), plays like it.
    written = [[5], [5], [3], [0], [5], []], [[1], [2], [4], [4], [5], []]
    assert simplest_form(*written) is g
    plays_like(*written, g)


VARIETIES = [f"{{1+{a}|^<on>||v<on>|-1+{b}}}" for a, b in itertools.product(("^<on>", "v<on>"), repeat=2)]


def test_exercise_vi_5_1_a():
    # Siegel, CGT (2013), ex. VI.5.1(a): {1+G | uponth || -uponth | -1+H}, G and H each uponth or -uponth,
    # are four varieties, of degree uponth.
    uponth = parse("^<on>")
    values = [parse(t) for t in VARIETIES]
    assert len(set(values)) == 4
    for v in values:
        assert variety(v) is v and degree(v) is uponth
        assert -v in values
        # G - G = upsum(G, -G) & downsum(G, -G): the degree and its negative.
        assert v - v == SidedValue(uponth, -uponth) == upon() - upon()
    for a, b in itertools.combinations(values, 2):
        assert a + b == b + a and (a + b).onside == upsum(a, b)


def test_exercise_vi_5_1_b():
    # Siegel, CGT (2013), ex. VI.5.1(b): for G = {0 | uponth || -uponth}, the varieties of G, G upsum G,
    # G upsum G upsum G, ... strictly increase (six terms here).
    g = parse("{0|^<on>||v<on>}")
    assert str(variety(g)) == str(variety(parse("{0|{0||0|0,pass}||-{0||0|0,pass}}")))
    total, last = g, None
    for _ in range(6):
        v = variety(total)
        assert last is None or last < v
        total, last = upsum(total, g), v


def test_bachs_carousel_sides_are_not_stoppers():
    # "There exist games (such as the famous Bach's Carousel) whose sides are not stoppers."
    g = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    assert isinstance(g, LoopyGame) and not g.is_stopper
