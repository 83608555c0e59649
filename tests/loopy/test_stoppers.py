"""Stoppers: identities from the literature, CGSuite's printed values, and properties on random graphs."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm, Outcome, number, star, up
from cgt.errors import InvalidNotationError, NotAValueError
from cgt.loopy import (CanonicalStopper, LoopyGame, NotAStopperError, SidedValue, off, on, over, parse, simplest_form,
                       under, upon)
from cgt.loopy import arithmetic, properties
from cgt.loopy.graphs import is_stopper, play_outcomes, product, survival_table
from cgt.loopy.stoppers import as_graph, stopper_le
from strategies import partizan_dag_games

SHORT = [CanonicalForm.parse(t) for t in ("0", "*", "^", "v*", "1", "-2", "1/2", "+-1", "{2|-1/2}", "^^*", "*2", "{1|*}")]


def test_on_off_dud():
    # Winning Ways ch. 11 ("on", "off", "dud"); Siegel, CGT (2013) ex. VI.1: on + off is dud,
    # a game in which both players can always pass: never a stopper, a draw whoever starts.
    # Its value is on & off (CGSuite prints it dud); its graph, a LoopyGame, is the same draw.
    g = on() + off()
    assert isinstance(g, SidedValue) and not g.is_stopper
    assert str(g) == "dud" and g.outcome == ("D", "D")
    graph = LoopyGame([[0]], [[0]])
    assert not graph.is_stopper and str(graph) == "dud" and graph.outcome == ("D", "D")
    assert -on() is off() and -off() is on()                     # Siegel VI.1: -on = off


@pytest.mark.parametrize("g", SHORT + [over(), under(), upon(), on(), off()], ids=str)
def test_dud_absorbs(g):
    # Winning Ways ch. 11: dud + G = dud; no player can ever be made to stop passing in dud.
    d = LoopyGame([[0]], [[0]])
    s = d + g
    assert isinstance(s, LoopyGame) and s.outcome == ("D", "D")
    assert parse("dud") + g == parse("dud")


@pytest.mark.parametrize("g", SHORT, ids=str)
def test_on_exceeds_every_short_game(g):
    # Siegel, CGT (2013) sec. VI.1: on is greater than every short game (and off less).
    assert on() > g and off() < g and on() + g is on()


def test_over_is_a_positive_infinitesimal():
    # Winning Ways ch. 11 and Siegel VI.1: over = {0|over} > 0, yet over < x for every positive number x;
    # over + over = over.
    assert over() > 0 and under() < 0 and -over() is under()
    for k in range(8):
        assert over() < number(1, 2 ** k)
    assert over() > up(3) and over() + over() is over()


def test_order_of_small_values():
    # The order among 0, ^, ^^, upon, over and 1/64: upon = {pass|*} lies between ^ and ^^ (see the
    # next test for the source); over is above every short infinitesimal and below every positive number.
    chain = [number(0), up(), upon(), up(2), over(), number(1, 64)]
    for a, b in zip(chain, chain[1:]):
        assert stopper_le(a, b) and not stopper_le(b, a)
    # upon is confused with * and ^*, as ^ is with *.
    assert not stopper_le(upon(), star()) and not stopper_le(star(), upon())


@pytest.mark.parametrize("n", range(1, 7))
def test_upon_is_the_limit_of_the_uptimals_up_to_n(n):
    # CGSuite prints upon as ^[on] (its EvalTest, row "upon"): the limit of ^[n] = ^ + ^<2> + ... + ^<n>,
    # which places it above every ^[n] and below ^[n] + ^<n> (the next terms sum to less than ^<n>),
    # hence between ^ and ^^.
    partial, nth = CanonicalForm.parse(f"^[{n}]"), CanonicalForm.parse(f"^<{n}>")
    assert partial == sum((CanonicalForm.parse(f"^<{k}>") for k in range(2, n + 1)), up())
    assert partial < upon() < partial + nth


# CGSuite's CanonicalStopperTestCase (lib/core/src/test/scala/org/cgsuite/lang): input, output, follower count.
CGSUITE = [
    ("on", "on", 1), ("off", "off", 1), ("over", "over", 2),
    ("{pass|3/2}", "3/2under", 5),
    ("{-1/4+*|pass}", "-1/4v[on]", 6),
    ("{0|||0||0|off}", "{0|Tiny(on)}", 5),
    ("{on|0||0}", "Miny(on)", 4),
    ("{0||0|under}", "Tiny(over)", 4),
    ("+-{0|pass}", "+-over", 4),
    ("+-{5|pass}", "+-(5over)", 14),
    ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", 6),           # Siegel fig. VI.3.2 (p. 308): an irreducible 4-cycle
    ("a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", 9),  # Grenville's unstable game
]


@pytest.mark.parametrize("text, printed, followers", CGSUITE)
def test_cgsuite_values(text, printed, followers):
    g = parse(text)
    assert str(g) == printed and g.follower_count == followers
    assert parse(printed) is g and eval(repr(g)) is g


def test_cgsuite_outcomes_and_options():
    # The same CGSuite test cases: outcome classes and options.
    assert parse("{pass|3/2}").outcome is Outcome.L
    assert parse("{-1/4+*|pass}").outcome is Outcome.R
    assert parse("{0||0|under}").outcome is Outcome.L
    assert parse("+-{0|pass}").outcome is Outcome.N
    assert parse("{on|0||0}").outcome is Outcome.R
    assert [str(o) for o in parse("{pass|3/2}").left_options] == ["3/2under"]
    assert parse("{pass|3/2}").right_options == (number(3, 2),)


# CGSuite's CanonicalStopperTestCase: leftStop and rightStop.
STOPS = [("on", "on", "on"), ("over", "over", "over"), ("{pass|3/2}", "3/2under", "3/2under"),
         ("{-1/4+*|pass}", "-1/4", "-1/4"), ("{0|||0||0|off}", "0", "0"), ("{on|0||0}", "0", "0"),
         ("+-{0|pass}", "over", "under"), ("+-{5|pass}", "5over", "-5under"), ("a{0||||0|||a|*||*}", "0", "0"),
         ("a{0|{0||||0,*2|||a|0||0}||0}", "0", "0")]


@pytest.mark.parametrize("text, left, right", STOPS)
def test_stops(text, left, right):
    g = parse(text)
    assert (str(g.left_stop), str(g.right_stop)) == (left, right)


def test_sided_examples_are_not_stoppers():
    # CGSuite's SidedValueTestCase: dud, a{{|a}|} (= 1 & 0) and {0|{dud|},*} are not stoppers:
    # their values are sided values (CGSuite's StopperSidedValue), their graphs LoopyGames.
    for text in ("dud", "a{{|a}|}", "{0|{dud|},*}", "tis", "tisn"):
        assert isinstance(parse(text), SidedValue) and not parse(text).is_stopper
    with pytest.raises(NotAStopperError, match="alternating cycle"):
        simplest_form([[0]], [[0]])
    with pytest.raises(NotAStopperError, match="comparison"):
        LoopyGame([[0]], [[0]]) <= 0


@pytest.mark.parametrize("text, at", [("{0|pass", 7), ("a{0|b}", 4), ("pass", 0), ("{0||1||2}", 5), ("{0|}}", 4),
                                      ("{0|#}", 3)])
def test_bad_notation(text, at):
    with pytest.raises(InvalidNotationError) as e:
        parse(text)
    assert e.value.position == at and repr(text) in str(e.value)


def test_depth_limit():
    with pytest.raises(InvalidNotationError, match="nesting deeper"):
        parse("{0|" * 300 + "}" * 300)


def test_not_a_value():
    with pytest.raises(NotAValueError, match="'x'"):
        over() + "x"


@given(partizan_dag_games())
def test_short_games_come_back(game):
    # A short game entered as a loopy graph gets its canonical form back.
    n = len(game.lefts)
    values: list[CanonicalForm] = []
    for i in range(n):
        values.append(CanonicalForm.from_options([values[j] for j in game.lefts[i]], [values[j] for j in game.rights[i]]))
    assert simplest_form(game.lefts, game.rights, n - 1) is values[-1]


@st.composite
def stopper_graphs(draw, max_vertices: int = 6):
    """A random graph with cycles allowed and no alternating cycle; vertex 0 is the game."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.lists(st.integers(0, n - 1), max_size=2, unique=True), min_size=n, max_size=n)
    left, right = draw(edges), draw(edges)
    assume(is_stopper(left, right))
    return left, right


@settings(max_examples=150, deadline=None)
@given(stopper_graphs(), st.sampled_from(SHORT))
def test_value_agrees_with_retrograde_search(graph, t):
    # G >= t iff Left survives G - t moving second, searched directly on the sum's graph with draws.
    g = simplest_form(*graph)
    left, right = product(*graph, *as_graph(-t))
    survives = play_outcomes(left, right)[1][0] != "R"
    assert stopper_le(t, g) == survives


@settings(max_examples=150, deadline=None)
@given(stopper_graphs())
def test_negation_and_simplest_form(graph):
    g = simplest_form(*graph)
    assert -(-g) is g
    assert (-g) is simplest_form(graph[1], graph[0])
    # The simplest form equals the graph it came from, compared both ways.
    sl, sr = as_graph(g)
    assert survival_table(*graph, sl, sr)[0] and survival_table(sl, sr, *graph)[0]
    # Its outcome is the graph's outcome (a stopper has no draws).
    lf, rf = play_outcomes(*graph)
    expected = {("L", "L"): Outcome.L, ("R", "R"): Outcome.R, ("L", "R"): Outcome.N, ("R", "L"): Outcome.P}
    assert g.outcome is expected[lf[0], rf[0]] if isinstance(g, CanonicalStopper) else True


@settings(max_examples=300, deadline=None)
@given(stopper_graphs(max_vertices=5), stopper_graphs(max_vertices=5))
def test_equal_stoppers_are_one_object(a, b):
    # The simplest form is unique (Siegel ch. VI), so interning makes equal stoppers identical.
    g, h = simplest_form(*a), simplest_form(*b)
    assert (stopper_le(g, h) and stopper_le(h, g)) == (g is h)
    assert simplest_form(*as_graph(g)) is g


def test_the_loopy_engine_keeps_to_the_search_budget_and_reports_progress():
    # Issue 24: every long computation, the loopy engine's included, keeps to a budget and says how far it is.
    import cgt
    from cgt.games import BackslidingToadsAndFrogs

    game = BackslidingToadsAndFrogs()
    with pytest.raises(cgt.GraphTooLargeError, match=r"stopped after 51 positions .* over its budget of 50 positions"):
        cgt.canonical_form(game, "TTT....FFF", budget=50)
    seen = []
    g = cgt.canonical_form(game, "TTT....FFF", budget=None, progress=seen.append)
    from cgt.loopy.engine import outcome

    assert g.outcome == outcome(game, "TTT....FFF")  # the budget changed nothing but the limit
    assert all(isinstance(s, cgt.SearchProgress) for s in seen)


def naive_survival(gl, gr, hl, hr):
    """Right's wins in H - G by sweeping the definition to its least fixed point (no retrograde order)."""
    ng, nh = len(gl), len(hl)
    lost_by_left: set = set()
    won_by_right: set = set()
    changed = True
    while changed:
        changed = False
        for g in range(ng):
            for h in range(nh):
                if (g, h) not in won_by_right and any(
                        s in lost_by_left for s in [(g, h2) for h2 in hr[h]] + [(g2, h) for g2 in gl[g]]):
                    won_by_right.add((g, h))
                    changed = True
                if (g, h) not in lost_by_left and all(
                        s in won_by_right for s in [(g, h2) for h2 in hl[h]] + [(g2, h) for g2 in gr[g]]):
                    lost_by_left.add((g, h))
                    changed = True
    return [int((g, h) not in won_by_right) for g in range(ng) for h in range(nh)]


@st.composite
def any_graphs(draw, max_vertices: int):
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.lists(st.integers(0, n - 1), max_size=3), min_size=n, max_size=n)
    return draw(edges), draw(edges)


@settings(max_examples=60, deadline=None)
@given(any_graphs(24), any_graphs(24))
def test_survival_table_interpreted_and_compiled_agree_with_the_definition(g, h):
    # The table is filled by one source, run interpreted below COMPILED_STATES states and
    # compiled (numba) above: both against a sweep of the definition, repeated edges included.
    from cgt.loopy import graphs

    expected = naive_survival(*g, *h)
    default = graphs.COMPILED_STATES
    try:
        for threshold in (10**9, 0):
            graphs.COMPILED_STATES = threshold
            assert list(survival_table(*g, *h)) == expected
    finally:
        graphs.COMPILED_STATES = default


@pytest.mark.parametrize("g", SHORT, ids=str)
def test_short_values_answer_cgsuites_predicates_of_short_games(g):
    # CGSuite's CanonicalShortGame: IsPlumtree true, IsNumberish LeftStop == RightStop, IsIdempotent IsZero (the only
    # loopfree idempotent), a DyadicRationalNumber a Pseudonumber and number-tiny; the degree 0, so IsStable true.
    # cgt.loopy.properties answers for a short value as its CanonicalForm property does.
    assert g.is_plumtree and g.is_stable
    assert (g.is_pseudonumber, g.is_numberish, g.is_idempotent) == (g.is_number, g.left_stop == g.right_stop, g == 0)
    assert not g.is_number or g.is_number_tiny
    for name in ("is_plumtree", "is_pseudonumber", "is_infinitesimal", "is_numberish", "is_number_tiny",
                 "is_idempotent", "is_stable"):
        assert getattr(properties, name)(g) is getattr(g, name), name


LOOPY = ["on", "off", "over", "under", "upon", "{pass|3/2}", "+-{0|pass}", "+-{5|pass}", "{0||0|under}", "{on|0||0}",
         "{-1/4+*|pass}", "1Tiny(on)", "{2|pass}", "a{0||||0|||a|*||*}"]


@pytest.mark.parametrize("text", LOOPY)
def test_infinitesimal_and_numberish_by_order(text):
    # NormalValue.cgs: infinitesimal when -x < G < x for every number x > 0, numberish when G - x is infinitesimal for
    # some number x. Checked by the order (the survival game) against x = 1/64 around the strong stops, which the
    # predicates use: no stop of these games is within 1/64 of another number than itself.
    g = parse(text)
    eps = Fraction(1, 64)
    assert g.is_infinitesimal is (-eps < g < eps)
    near = [x for x in properties.strong_stops(g) if isinstance(x, Fraction) and x - eps < g < x + eps]
    assert g.is_numberish is bool(near)


def test_number_tiny_stoppers_are_printed_with_tiny_or_miny():
    # CGSuite prints a plumtree that IsNumberTiny as xTiny(h) or xMiny(h) (CanonicalStopper.appendTo); among
    # these, exactly the number-tiny ones.
    for text in LOOPY:
        g = parse(text)
        assert g.is_number_tiny is ("Tiny(" in str(g) or "Miny(" in str(g)), text
    assert str(parse("1Tiny(on)")) == "1Tiny(on)" and parse("{1||1|off}") is parse("1Tiny(on)")


@pytest.mark.parametrize("multiplier", [1.5, Fraction(1, 2), True, "2", None])
def test_only_an_int_multiplies(multiplier):
    # n * G is n copies of G (CGSuite's nCopies), for an int n only: any other operand is a TypeError, as for
    # Python's own types; the function refuses it with NotAValueError.
    for g in (on(), SidedValue(1, 0), CanonicalForm.parse("*")):
        with pytest.raises(TypeError):
            multiplier * g
        with pytest.raises(TypeError):
            g * multiplier
    with pytest.raises(NotAValueError):
        arithmetic.multiple(multiplier, on())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        on() * on()


def test_ordinal_sums_refuse_sided_values():
    # CGSuite's OrdinalSum is of stoppers (CanonicalStopper.ordinalSum); a sided value is refused.
    with pytest.raises(NotAValueError):
        arithmetic.ordinal_sum(1, SidedValue(1, 0))  # type: ignore[arg-type]
    with pytest.raises(NotAStopperError, match="operand of ':'"):
        parse("1:(on+off)")


def test_an_integer_too_large_for_a_graph_is_refused_before_it_is_built():
    # A number n is a graph of about n positions (n = {n-1|}): parse('1000000') took 34 s before this limit.
    from cgt.loopy.notation import MAX_INTEGER

    assert parse(str(MAX_INTEGER)) == MAX_INTEGER
    # A text with no loopy part is read as a short value, with no graph: no limit (the one reader, issue 29).
    assert parse("1 + 1000000") == 1000001 and str(parse("*99999")) == "*99999"
    for text, big in [("on + 1000000", "1000000"), ("{*99999|pass}", "99999"), ("{^5000|on}", "5000"),
                      ("^[on]*5000", "5000")]:
        with pytest.raises(InvalidNotationError, match=f"{big} is over MAX_INTEGER=4096"):
            parse(text)
