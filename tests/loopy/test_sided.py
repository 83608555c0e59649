"""Sided values: onsides and offsides of loopy games, against the literature and against play on the sum's graph."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm, CgtError
from cgt.errors import InvalidNotationError, NotAValueError
from cgt.loopy import (CanonicalStopper, LoopyGame, NotAStopperError, NotStopperSidedError, SidedValue, SidesOrderError, degree, downsum,
                       off, on, over, parse, sides, simplest_form, under, upon, upsum, variety)
from cgt.loopy import sided
from cgt.loopy.graphs import is_stopper, play_outcomes, product
from cgt.loopy.stoppers import add, as_graph, stopper_le

SHORT = [CanonicalForm.parse(t) for t in ("0", "*", "^", "v", "1", "-1", "1/2", "-1/2", "+-1", "{2|-1/2}", "*2",
                                          "{1|*}", "2", "-2")]
STOPPERS = [over(), under(), upon(), -upon(), on(), off()]


@st.composite
def loopy_graphs(draw, max_vertices: int = 5):
    """A random game graph, cycles and alternating cycles allowed; vertex 0 is the game."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.lists(st.integers(0, n - 1), max_size=2, unique=True), min_size=n, max_size=n)
    return draw(edges), draw(edges)


@st.composite
def stopper_graphs(draw, max_vertices: int = 5):
    left, right = draw(loopy_graphs(max_vertices))
    assume(is_stopper(left, right))
    return left, right


def settled_sides(left, right):
    """The sides, or the test is skipped for a game whose sidling does not settle."""
    try:
        return sides(left, right)
    except NotStopperSidedError:
        assume(False)


def test_dud_is_on_and_off():
    # Winning Ways ch. 11 and Siegel, CGT (2013) sec. VI.5: on + off = dud = on & off; CGSuite's
    # loopy-games tutorial ("the shorthand recognition of dud = on & off") prints it dud.
    g = on() + off()
    assert isinstance(g, SidedValue)
    assert g.onside is on() and g.offside is off()
    assert str(g) == "dud" and g == parse("dud") == parse("on & off") == LoopyGame([[0]], [[0]]).sided_value
    assert g.outcome == ("D", "D")


def test_tis_and_tisn():
    # CGSuite's StopperSidedValue documentation: a{{|a}|}, Winning Ways' tis (ch. 11), is 1 & 0; and
    # tisn = {|tis} is -tis, so 0 & -1.
    tis, tisn = parse("tis"), parse("tisn")
    assert tis == parse("a{{|a}|}") == SidedValue(1, 0) and str(tis) == "1 & 0"
    assert tisn == SidedValue(0, -1) == -tis and str(tisn) == "0 & -1"
    # tis + tisn: the upsum 1 + 0 and downsum 0 + -1, which are also the sides of the sum's graph.
    total = tis + tisn
    assert total == SidedValue(1, -1) and str(total) == "1 & -1"
    graph_sum = LoopyGame([[1], []], [[], [0]]) + LoopyGame([[], [0]], [[1], []])
    assert graph_sum.sided_value == total
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(graph_sum.left, graph_sum.right, total.onside, total.offside, x)


def test_cgsuite_sided_value_test_cases():
    # CGSuite's SidedValueTestCase: {0|{dud|},*} is ^ & v*; Bach's carousel (Winning Ways ch. 11) is not
    # stopper-sided, and cgt keeps its graph.
    # Its outcome class NHat, tis's PHat and dud's D (CGSuite's OutcomeClass: Left first wins / draws, Right
    # first draws / Left wins, both draws).
    g = parse("{0|{dud|},*}")
    assert str(g) == "^ & v*" and g == SidedValue(CanonicalForm.parse("^"), CanonicalForm.parse("v*"))
    assert g.outcome == ("L", "D") and parse("tis").outcome == ("D", "L") and parse("dud").outcome == ("D", "D")
    carousel = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    assert isinstance(carousel, LoopyGame)
    with pytest.raises(NotStopperSidedError, match="the onside"):
        carousel.onside
    with pytest.raises(NotStopperSidedError, match="the offside"):
        carousel.offside


def test_a_stopper_is_its_own_two_sides():
    # Siegel sec. VI.5: a stopper G is G & G; CGSuite prints it as G.
    for g in [*SHORT, *STOPPERS]:
        s = SidedValue(g, g)
        assert s == g and hash(s) == hash(g) and str(s) == str(g) and s.is_stopper
        assert parse(f"{g} & {g}") == g
    assert LoopyGame(*as_graph(over())).sided_value is over()


def test_over_minus_over():
    # CGSuite's loopy-games tutorial lists over - over among the games "decomposed into an onside and offside".
    g = over() - over()
    assert g == SidedValue(over(), under()) and str(g) == "over & under"
    left, right = product(*as_graph(over()), *as_graph(under()))
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(left, right, g.onside, g.offside, x)
    assert degree(over()) is over() and degree(on()) is on() and degree(CanonicalForm.parse("{1|*}")) == 0


def test_variety_of_on():
    # CGSuite's Variety: G upsum (-G downsum -D) with D the degree, here on.
    assert variety(on()) is on() and variety(5) == 0


def test_arithmetic_and_order():
    tis = SidedValue(1, 0)
    assert -tis == SidedValue(0, -1) and tis - tis == SidedValue(1, -1)
    assert 1 + tis == tis + 1 == SidedValue(2, 1) and over() + tis == tis + over()
    assert tis > 0 and tis < 2 and tis >= SidedValue(1, -1) and not tis <= 0
    assert on() >= tis and off() <= tis and on() > tis
    assert pickle.loads(pickle.dumps(tis)) == tis
    with pytest.raises(AttributeError):
        tis.onside = 3  # type: ignore[misc]


@pytest.mark.parametrize("text", ["1 &", "& 0", "1 & 0 & -1", "{1 & 0 & -1|}", "{1 & |}", "1 && 0"])
def test_malformed_sidling(text):
    # A sided option, {1 & 0|}, is read (CGSuite's EvalTest {2&-2|1&-2}: test_cgsuite_tables.py); these are not.
    with pytest.raises(InvalidNotationError) as e:
        parse(text)
    assert repr(text) in str(e.value)


@pytest.mark.parametrize("text, onside, offside", [("0 & 1", "0", "1"), ("off & on", "off", "on"), ("* & 0", "*", "0"),
                                                   ("under & over", "under", "over")])
def test_onside_below_offside(text, onside, offside):
    # Siegel sec. VI.5: the onside is >= the offside; CGSuite refuses "offside is not <= onside".
    with pytest.raises(SidesOrderError) as e:
        parse(text)
    assert isinstance(e.value, CgtError) and isinstance(e.value, ValueError)
    assert f"onside {onside} " in str(e.value) and f"offside {offside}" in str(e.value)


def test_bad_sides():
    with pytest.raises(NotAStopperError, match="the onside dud is not a stopper"):
        parse("dud & 0")
    with pytest.raises(NotAValueError, match="'x'"):
        SidedValue("x", 0)  # type: ignore[arg-type]
    with pytest.raises(NotAValueError):
        SidedValue(1, 0) + "x"
    with pytest.raises(NotAStopperError, match="sided_value"):
        LoopyGame([[0]], [[0]]) < 1


@settings(max_examples=60, deadline=None)
@given(stopper_graphs())
def test_dud_absorbs_every_stopper(graph):
    # Winning Ways ch. 11: dud + G = dud for every stopper G.
    d = parse("dud")
    g = simplest_form(*graph)
    assert d + g == d
    assert g + d == d  # a CanonicalForm on the left too: its + defers to the sided value's reflected one


@settings(max_examples=60, deadline=None)
@given(stopper_graphs(), stopper_graphs())
def test_negation_swaps_the_sides(a, b):
    # Siegel sec. VI.5: -(S & T) = -T & -S.
    s, t = simplest_form(*a), simplest_form(*b)
    if not stopper_le(t, s):
        s, t = t, s
    assume(stopper_le(t, s))
    assert -SidedValue(s, t) == SidedValue(-t, -s)


@settings(max_examples=60, deadline=None)
@given(stopper_graphs(4), stopper_graphs(4))
def test_upsum_and_downsum_are_the_sides_of_the_sum(a, b):
    # Siegel sec. VI.5; CGSuite's CanonicalStopper.+: the sum is upsum & downsum.
    g, h = simplest_form(*a), simplest_form(*b)
    total = add(g, h)
    up, down = upsum(g, h), downsum(g, h)
    assert stopper_le(down, up)
    assert total == SidedValue(up, down)


def agrees_with_play(left, right, onside, offside, x) -> None:
    """Infinite play counted for Left, G + X plays as onside + X; counted for Right, as offside + X."""
    xl, xr = as_graph(x)
    g_left, g_right = play_outcomes(*product(left, right, xl, xr))
    s_left, s_right = play_outcomes(*product(*as_graph(onside), xl, xr))
    t_left, t_right = play_outcomes(*product(*as_graph(offside), xl, xr))
    assert (g_left[0] in "LD") == (s_left[0] in "LD") and (g_right[0] == "R") == (s_right[0] == "R")
    assert (g_left[0] == "L") == (t_left[0] == "L") and (g_right[0] in "RD") == (t_right[0] in "RD")


@settings(max_examples=120, deadline=None)
@given(loopy_graphs())
def test_sides_play_like_the_game(graph):
    # The definition of the sides (Winning Ways ch. 11; Siegel sec. VI.5): for every X, the outcome of G + X
    # with infinite play Left's win is that of onside + X, with infinite play Right's that of offside + X.
    # Checked against retrograde analysis (with draws) of the sum's graph, for short and loopy X.
    left, right = graph
    onside, offside = settled_sides(left, right)
    assert stopper_le(offside, onside)
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(left, right, onside, offside, x)
    if not is_stopper(left, right):
        assert SidedValue(onside, offside).outcome == LoopyGame(left, right).outcome


@settings(max_examples=60, deadline=None)
@given(loopy_graphs(3), loopy_graphs(3))
def test_sides_of_a_sum_are_upsum_and_downsum_of_the_sides(a, b):
    # Siegel sec. VI.5: the onside of G + H is the upsum of their onsides, the offside the downsum of the offsides.
    g, h = SidedValue(*settled_sides(*a)), SidedValue(*settled_sides(*b))
    try:
        whole = (LoopyGame(*a) + LoopyGame(*b)).sided_value
    except NotStopperSidedError:
        assume(False)
    assert whole == g + h


def test_a_side_that_rounds_of_sidling_reach_only_in_the_limit():
    # a = {pass|b, c}, b = {c|a}, c = {|a, b}. By hand: Right answers every move with c when play is at a
    # (and with a when at b or c); at c Left has no move and at a only a pass, so each time play is at
    # c with Left to move she spends a move elsewhere: Left loses a + n for every number n, whoever starts,
    # and infinite play cannot happen. So the onside is below every number: off. Rounds of sidling give
    # 0, -1, -2, ... and never settle; deleting Left's cyclic moves gives off, which is proved, and so
    # does deleting cyclic moves one at a time.
    left, right = [[0], [2], []], [[1, 2], [0], [0, 1]]
    onside, offside = sides(left, right)
    assert onside is off() and offside is off()
    assert LoopyGame(left, right).sided_value is off() and LoopyGame(left, right).outcome == ("R", "R")
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(left, right, onside, offside, x)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sided, "candidate_onsides", lambda left, right, count: [None] * count)
        assert sides(left, right) == (off(), off())
        patch.setattr(sided, "pruned_onsides", lambda left, right, count: None)
        with pytest.raises(NotStopperSidedError, match="the onside of a"):
            sides(left, right)


def test_a_side_found_only_by_deleting_cyclic_moves_one_at_a_time():
    # Found by a random search: neither candidate is proved for the offside, nor do rounds of sidling settle
    # on one; deleting cyclic moves while the onsides of -G stay gives 1, and the sides play like the game.
    left, right = [[2], [4, 1], [4], [3], [3]], [[], [4, 2], [], [1], [2]]
    onside, offside = sides(left, right)
    assert onside is on() and offside == 1
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(left, right, onside, offside, x)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sided, "pruned_onsides", lambda left, right, count: None)
        with pytest.raises(NotStopperSidedError, match="the offside of"):
            sides(left, right)


@settings(max_examples=150, deadline=None)
@given(loopy_graphs(4))
def test_verified_candidates_agree_with_rounds_of_sidling_and_with_play(graph):
    # The candidates change how the sides are found, not what they are: where rounds of sidling alone
    # settle (candidates and pruning switched off), the sides are the same; and the sides play like the game.
    left, right = graph
    onside, offside = settled_sides(left, right)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sided, "candidate_onsides", lambda left, right, count: [None] * count)
        patch.setattr(sided, "pruned_onsides", lambda left, right, count: None)
        try:
            by_rounds = sides(left, right)
        except NotStopperSidedError:
            by_rounds = None
    assert by_rounds is None or by_rounds == (onside, offside)
    for x in [*SHORT, *STOPPERS]:
        agrees_with_play(left, right, onside, offside, x)


def test_sidling_keeps_to_the_component_limit_and_names_the_position():
    # Issue 23, bad input: a graph over the configurable size limit is refused, sidled or not.
    import cgt
    from cgt.games import BackslidingToadsAndFrogs
    from cgt.loopy.engine import value

    with pytest.raises(cgt.GraphTooLargeError, match=r"^BackslidingToadsAndFrogs\(\): valuing 'TTT\.\.FFF': its value needs the "
                       r"simplest form of a graph of \d+ positions .* more than max_positions=10 allows"):
        value(BackslidingToadsAndFrogs(), "TTT..FFF", max_positions=10)


def test_the_and_operator_makes_a_sided_value():
    # Issue 23; CGSuite's CanonicalStopper.& (StopperSidedValue(this, that)): S & T for stoppers, short
    # values and numbers on either side, the stopper itself when S = T (Siegel sec. VI.5: G is G & G).
    tis = on() & off()
    assert isinstance(tis, SidedValue) and tis == parse("dud") and str(tis) == "dud"
    assert over() & 0 == parse("over & 0") and str(over() & 0) == "over & 0"
    one, zero = CanonicalForm.parse("1"), CanonicalForm.parse("0")
    assert one & under() == SidedValue(1, under()) and (one & under()).offside is under()
    assert 1 & off() == SidedValue(1, off()) and Fraction(1, 2) & over() == SidedValue(Fraction(1, 2), over())
    assert on() & on() is on() and over() & SidedValue(over(), over()) is over()
    assert (SidedValue(1, 1) & zero) == SidedValue(1, 0)
    # Winning Ways' tis = {tisn|}, tisn = {|tis}, as a graph: its value is 1 & 0.
    assert LoopyGame([[1], []], [[], [0]]).sided_value == SidedValue(one, zero) == (SidedValue(1, 1) & 0)
    # Two short values: CanonicalForm has no &, and 1 & 0 is Python's bitwise and (docs/loopy.rst).
    with pytest.raises(TypeError):
        one & zero
    assert SidedValue(one, zero) == parse("1 & 0")


@pytest.mark.parametrize("onside, offside", [(0, over()), (off(), on()), (under(), CanonicalForm.parse("0")),
                                             (CanonicalForm.parse("*"), upon()), (-1, Fraction(1, 2) + under()),
                                             (CanonicalForm.parse("v"), SidedValue(0, 0))])
def test_and_refuses_an_onside_below_the_offside(onside, offside):
    # Siegel sec. VI.5: the onside is >= the offside (upon is confused with *, Winning Ways ch. 11);
    # CGSuite refuses "offside is not <= onside".
    with pytest.raises(SidesOrderError, match="is not >= the offside"):
        onside & offside


def test_and_refuses_a_side_that_is_no_stopper():
    with pytest.raises(NotAStopperError, match="onside of &: dud is not a stopper"):
        parse("dud") & 0
    with pytest.raises(NotAStopperError, match="offside of &: 1 & 0 is not a stopper"):
        on() & SidedValue(1, 0)
    with pytest.raises(NotAValueError, match="'x'"):
        on() & "x"


def test_a_short_value_on_the_left_of_a_loopy_value():
    # CanonicalForm's operators defer to the loopy types' reflected ones (cgt.partizan.values.WIDER_VALUES).
    one, up = CanonicalForm.parse("1"), CanonicalForm.parse("^")
    tis = SidedValue(1, 0)
    assert one + tis == tis + one == SidedValue(2, 1)
    assert one - tis == SidedValue(1, 0) and (one - tis).onside == CanonicalForm.parse("1")
    assert one + over() is parse("1over") and one - over() is parse("1under")
    assert up < upon() and up <= upon() and not up > upon() and not up >= upon()   # Winning Ways ch. 11: ^ < upon
    assert one > tis and not one < tis and CanonicalForm.parse("2") >= tis and CanonicalForm.parse("0") <= tis
    assert one != tis and one != over()
    with pytest.raises(NotAValueError, match="'x'"):
        one + "x"
