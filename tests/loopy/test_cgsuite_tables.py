"""CGSuite's tables of loopy values, checked row by row: what cgt computes and prints against what CGSuite prints.

The tables are CGSuite's (github.com/aaron-siegel/cgsuite), in
``lib/core/src/test/scala/org/cgsuite/lang/``: ``CanonicalStopperTestCase.scala``
(:data:`STOPPERS`) and ``SidedValueTestCase.scala`` (:data:`SIDED`), and the
loopy rows of ``EvalTest.scala`` and ``GameTest.scala`` (:data:`EVAL`). Each row
is a CGScript expression and the text CGSuite prints for it and for its
properties. Printing is compared exactly, except where a printed form lists
two loopy options: CGSuite orders those by hash code
(``SimplifiedLoopyGame.SemideterministicOrdering``), so such a text is
compared as a value, by parsing it (noted at the row).

CGSuite's predicates ``IsInfinitesimal``, ``IsNumberish``, ``IsNumberTiny``,
``IsPlumtree``, ``IsPseudonumber`` (``Class`` is ``Pseudonumber``) and
``IsStable`` are checked in :data:`PREDICATES`, and a sided value's
``IsIdempotent``, ``IsInfinitesimal`` and ``IsNumberish`` in :data:`SIDED`
(its ``IsNumberTiny``, ``IsPlumtree``, ``IsPseudonumber``, false for every
row, are not: a :class:`SidedValue` has no such property). Columns not
checked, for want of a counterpart in cgt: ``Class`` (CGSuite's class names),
``IsInteger``, ``IsNimber``, ``IsNumber``, ``IsOrdinal``, ``IsUptimal``
(predicates cgt's loopy values do not have: a stopper with a cycle is none of
these) and CGScript's ``begin ... end`` blocks with ``:=`` (the row is written
with its variable substituted). Columns already checked in
``test_stoppers.py`` (the printed form and follower count of twelve rows,
the stops of ten, five outcomes) are checked here for the other rows only.
"""

from __future__ import annotations

from typing import NamedTuple, Optional

import pytest

from cgt import CanonicalForm, Outcome
from cgt.errors import InvalidNotationError, InvalidValueError
from cgt.loopy import (CanonicalStopper, LoopyGame, LoopyOutcome, NotAStopperError, NotStopperSidedError, SidedValue, SidesOrderError,
                       degree, downsum, downsum_variety, parse, simplest_form, upsum, upsum_variety, variety)
from cgt.loopy.graphs import onside_table, ordinal_graph
from cgt.loopy.stoppers import as_graph
from test_sided import agrees_with_play


class StopperRow(NamedTuple):
    """One ``CanonicalStopperTestCase``: CGSuite's input, its printed value and columns."""

    x: str
    out: str
    degree: str
    follower_count: int
    followers: Optional[str]
    idempotent: bool
    left_options: str
    left_stop: str
    outcome: str
    right_options: str
    right_stop: str
    variety: str


#: CGSuite's CanonicalStopperTestCase.scala, every row ("!!" starts CGSuite's error message).
STOPPERS = [
    StopperRow("on", "on", "on", 1, "{on}", True, "{on}", "on", "L", "{}", "on", "on"),
    StopperRow("off", "off", "on", 1, "{off}", True, "{}", "off", "R", "{off}", "off", "off"),
    StopperRow("over", "over", "over", 2, "{0,over}", True, "{0}", "over", "L", "{over}", "over", "over"),
    StopperRow("{pass|3/2}", "3/2under", "over", 5, "{0,1,3/2,2,3/2under}", False, "{3/2under}", "3/2under", "L",
               "{3/2}", "3/2under", "under"),
    StopperRow("{-1/4+*|pass}", "-1/4v[on]", "^<on>", 6, "{-1,-1/2,-1/4,0,-1/4*,-1/4v[on]}", False, "{-1/4*}", "-1/4",
               "R", "{-1/4v[on]}", "-1/4", "^<on>"),
    # CGSuite: begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end
    StopperRow("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}", "^<on>", 7,
               "{0,v[on]*,^[on]*,v<on>,{0|^<on>||v<on>},^<on>,{0|^<on>}}", False, "{{0|^<on>}}", "0", "N", "{v<on>}", "0",
               "{^[on]*,^<on>||v<on>|0}"),
    StopperRow("{0|||0||0|off}", "{0|Tiny(on)}", "{0||||0|||Miny(on)|0||off}", 5, "{0,off,Tiny(on),{0|Tiny(on)},{0|off}}",
               False, "{0}", "0", "L", "{Tiny(on)}", "0", "!!Variety degree must be an idempotent."),
    StopperRow("{on|0||0}", "Miny(on)", "Tiny(on)", 4, "{0,on,{on|0},Miny(on)}", True, "{{on|0}}", "0", "R", "{0}", "0",
               "Miny(on)"),
    StopperRow("{0||0|under}", "Tiny(over)", "Tiny(over)", 4, "{0,under,{0|under},Tiny(over)}", True, "{0}", "0", "L",
               "{{0|under}}", "0", "Tiny(over)"),
    StopperRow("+-{0|pass}", "+-over", "over", 4, "{0,under,over,+-over}", False, "{over}", "over", "N", "{under}",
               "under", "+-over"),
    StopperRow("+-{5|pass}", "+-(5over)", "over", 14, "{-5,-4,-3,-2,-1,0,1,2,3,4,5,-5under,5over,+-(5over)}", False,
               "{5over}", "5over", "N", "{-5under}", "-5under", "+-{10over|over}"),
    # Siegel, CGT (2013), fig. VI.3.2: an irreducible 4-cycle.
    StopperRow("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", 6,
               "{0,*,a{0||||0|||a|*||*},a{0||||0|a||*|||*},a{0||0|a|||*||||*},a{0|||0||a|*||||*}}", False, "{0}", "0",
               "L", "{a{0||||0|a||*|||*}}", "0", "{a{0,{0||0|a|||0}|0}|0}"),
    StopperRow("{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
               "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
               "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", 17, None, True, "{0}", "0",
               "L", "{{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", "0",
               "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"),
    # Grenville's example of an unstable game.
    StopperRow("a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", "a{0||0|{0|a||0,*2|||0||||0}}", 9, None,
               False, "{a{0||0|{0,*2||||a|0||0|||0}}}", "0", "N", "{0}", "0", "!!That game is not stable."),
]

#: The rows test_stoppers.py prints, counts and takes the stops of already (by their input).
PRINTED_ELSEWHERE = {"on", "off", "over", "{pass|3/2}", "{-1/4+*|pass}", "{0|||0||0|off}", "{on|0||0}", "{0||0|under}",
                     "+-{0|pass}", "+-{5|pass}", "a{0||||0|||a|*||*}", "a{0|{0||||0,*2|||a|0||0}||0}"}
STOPS_ELSEWHERE = PRINTED_ELSEWHERE - {"off", "{0||0|under}"}

#: Texts that list two loopy options, in CGSuite's hash order: compared as values.
HASH_ORDERED = {"{^[on]*,^<on>||v<on>|0}"}

#: CGSuite's OutcomeClass.scala: the class of a loopy game by who wins with Left first and with Right first.
OUTCOME_CLASSES = {"L": ("L", "L"), "R": ("R", "R"), "N": ("L", "R"), "P": ("R", "L"), "D": ("D", "D"),
                   "NHat": ("L", "D"), "PCheck": ("R", "D"), "PHat": ("D", "L"), "NCheck": ("D", "R")}


def cgsuite_list(text: str) -> list[str]:
    """The elements of CGSuite's printed collection ``{a,b,...}``, split at its top-level commas."""
    assert text[0] == "{" and text[-1] == "}"
    items, depth, start = [], 0, 1
    for i, c in enumerate(text[1:-1], 1):
        if c in "{(":
            depth += 1
        elif c in "})":
            depth -= 1
        elif c == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    if start < len(text) - 1:
        items.append(text[start:-1])
    return items


def followers(g):  # type: ignore[no-untyped-def]
    """Every position of `g`'s simplest form: `g` and the options of its options, without repeats."""
    order = [g]
    seen = {g}
    for h in order:
        for w in (*h.left_options, *h.right_options):
            if w not in seen:
                seen.add(w)
                order.append(w)
    return order


def assert_prints(g, text: str) -> None:  # type: ignore[no-untyped-def]
    if text in HASH_ORDERED:
        assert parse(text) == g, (str(g), text)
    else:
        assert str(g) == text


def by_x(rows):  # type: ignore[no-untyped-def]
    return pytest.mark.parametrize("row", rows, ids=[r.x for r in rows])


def test_the_list_reader_splits_at_top_level_commas():
    assert cgsuite_list("{0,{1|2,3},a{0|a,*}}") == ["0", "{1|2,3}", "a{0|a,*}"] and cgsuite_list("{}") == []


@by_x([r for r in STOPPERS if r.x not in PRINTED_ELSEWHERE])
def test_printed_value_and_follower_count(row):
    g = parse(row.x)
    assert isinstance(g, CanonicalStopper)  # CGSuite's IsLoopfree false, IsStopper true
    assert str(g) == row.out and g.follower_count == row.follower_count and parse(row.out) is g


@by_x([r for r in STOPPERS if r.x not in STOPS_ELSEWHERE])
def test_stops(row):
    g = parse(row.x)
    assert (str(g.left_stop), str(g.right_stop)) == (row.left_stop, row.right_stop)


@by_x(STOPPERS)
def test_options_onside_offside_and_outcome(row):
    g = parse(row.x)
    assert sorted(map(str, g.left_options)) == sorted(cgsuite_list(row.left_options))
    assert sorted(map(str, g.right_options)) == sorted(cgsuite_list(row.right_options))
    assert str(g.onside) == str(g.offside) == row.out   # a stopper is its own two sides
    assert g.outcome is Outcome[row.outcome] and g != 0  # CGSuite's OutcomeClass; IsZero false


@by_x([r for r in STOPPERS if r.followers is not None])
def test_followers(row):
    # CGSuite's Followers: every position of the simplest form, each printed as CGSuite prints it.
    assert sorted(str(h) for h in followers(parse(row.x))) == sorted(cgsuite_list(row.followers))


@by_x(STOPPERS)
def test_is_idempotent(row):
    # CGSuite's IsIdempotent: G + G == G.
    g = parse(row.x)
    assert g.is_idempotent is row.idempotent


#: The predicate columns of CanonicalStopperTestCase.scala, by row: IsInfinitesimal, IsNumberish, IsNumberTiny,
#: IsPlumtree, IsPseudonumber (the row's Class is Pseudonumber) and IsStable ("!!" starts CGSuite's error).
PREDICATES = {
    "on": (False, False, False, True, True, True),
    "off": (False, False, False, True, True, True),
    "over": (True, True, False, True, True, True),
    "{pass|3/2}": (False, True, False, True, True, True),
    "{-1/4+*|pass}": (False, True, False, True, False, True),
    "{0|{0||0|0,pass}||-{0||0|0,pass}}": (True, True, False, True, False, True),
    "{0|||0||0|off}": (True, True, False, True, False, "!!Variety degree must be an idempotent."),
    "{on|0||0}": (True, True, True, True, False, True),
    "{0||0|under}": (True, True, True, True, False, True),
    "+-{0|pass}": (True, True, False, True, False, True),
    "+-{5|pass}": (False, False, False, True, False, True),
    "a{0||||0|||a|*||*}": (True, True, False, False, False, True),
    "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}": (
        True, True, True, False, False, True),
    "a{0|{0||||0,*2|||a|0||0}||0}": (True, True, False, False, False, False),
}


def test_every_row_has_its_predicates():
    assert set(PREDICATES) == {r.x for r in STOPPERS}


@by_x(STOPPERS)
def test_predicates(row):
    g = parse(row.x)
    infinitesimal, numberish, number_tiny, plumtree, pseudonumber, _ = PREDICATES[row.x]
    assert (g.is_infinitesimal, g.is_numberish, g.is_number_tiny, g.is_plumtree, g.is_pseudonumber) == (
        infinitesimal, numberish, number_tiny, plumtree, pseudonumber)


@by_x(STOPPERS)
def test_is_stable(row):
    g = parse(row.x)
    stable = PREDICATES[row.x][-1]
    if stable == "!!Variety degree must be an idempotent.":
        with pytest.raises(InvalidValueError, match="is not idempotent"):
            g.is_stable
    else:
        assert g.is_stable is stable


@by_x(STOPPERS)
def test_degree(row):
    # CGSuite's Degree: the upsum of G and -G.
    assert_prints(degree(parse(row.x)), row.degree)


@by_x(STOPPERS)
def test_variety(row):
    g = parse(row.x)
    if row.variety == "!!Variety degree must be an idempotent.":
        with pytest.raises(InvalidValueError, match="is not idempotent"):
            variety(g)
    elif row.variety == "!!That game is not stable.":
        # CGSuite: the upsum and downsum forms of the variety differ.
        with pytest.raises(InvalidValueError, match="stability conjecture"):
            variety(g)
    else:
        assert_prints(variety(g), row.variety)


class SidedRow(NamedTuple):
    """One ``SidedValueTestCase``."""

    x: str
    out: str
    idempotent: Optional[bool]
    onside: Optional[str]
    offside: Optional[str]
    outcome: str
    infinitesimal: bool
    numberish: bool


#: CGSuite's SidedValueTestCase.scala. Bach's carousel (Winning Ways ch. 11) has sides that are not
#: stoppers: CGSuite prints them as loopy games (``a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}``) and
#: has no Onside or Offside for it; cgt's sidling finds no stopper for either side (NotStopperSidedError)
#: and keeps the game's graph, a LoopyGame, which prints its sides as graphs (LoopyGame.simplified_sides).
SIDED = [
    SidedRow("dud", "dud", True, "on", "off", "D", False, False),
    SidedRow("a{{|a}|}", "1 & 0", False, "1", "0", "PHat", False, False),
    SidedRow("{0|{dud|},*}", "^ & v*", False, "^", "v*", "NHat", True, True),
    SidedRow("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}", None, None, None, "N", False,
             False),
]


@by_x([r for r in SIDED if r.onside is not None])
def test_sided_values(row):
    g = parse(row.x)
    assert isinstance(g, SidedValue) and not g.is_stopper       # CGSuite's IsStopperSided true, IsStopper false
    assert str(g) == row.out and parse(row.out) == g
    assert (str(g.onside), str(g.offside)) == (row.onside, row.offside)
    assert tuple(g.outcome) == OUTCOME_CLASSES[row.outcome] and str(g.outcome) == g.outcome.cgsuite_name == row.outcome
    assert (g + g == g) is row.idempotent and g.is_idempotent is row.idempotent
    assert (g.is_infinitesimal, g.is_numberish) == (row.infinitesimal, row.numberish)


def side_equal(g: LoopyGame, h: LoopyGame, onside: bool) -> bool:
    """Whether the onsides (or offsides) of two graphs are equal, both ways ``<=`` by the comparison table of sides."""
    # The offside of G is minus the onside of -G.
    (gl, gr), (hl, hr) = ((g.left, g.right), (h.left, h.right)) if onside else ((g.right, g.left), (h.right, h.left))
    return bool(onside_table(gl, gr, hl, hr)[0] and onside_table(hl, hr, gl, gr)[0])


def test_bachs_carousel_is_not_stopper_sided():
    row = SIDED[3]
    g = parse(row.x)
    assert isinstance(g, LoopyGame) and tuple(g.outcome) == OUTCOME_CLASSES[row.outcome] and str(g.outcome) == row.outcome
    with pytest.raises(NotStopperSidedError):
        g.sided_value
    # CGSuite's sides, printed as text; each is proved the game's side, and so is the text CGSuite prints,
    # read back as a graph, by the comparison of sides (graphs.onside_table).
    assert str(g) == row.out
    onside, offside = g.simplified_sides
    assert isinstance(onside, LoopyGame) and isinstance(offside, LoopyGame)
    assert not onside.is_stopper and not offside.is_stopper        # CGSuite's IsStopperSided false
    printed_onside, printed_offside = (parse(text) for text in row.out.split(" & "))
    assert side_equal(onside, g, True) and side_equal(printed_onside, g, True)
    assert side_equal(offside, g, False) and side_equal(printed_offside, g, False)
    # The sides differ: the onside is not the offside's graph as an onside, nor the game's graph as an offside.
    assert not side_equal(onside, g, False) and not side_equal(offside, g, True)


def test_bachs_carousel_plus_one():
    # EvalTest.scala, "process game operations", "sided + sided": the carousel + 1, as CGSuite prints it; each
    # printed side, read back as a graph, is proved the sum's side.
    g = parse(SIDED[3].x) + 1
    printed = "a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}"
    assert isinstance(g, LoopyGame) and str(g) == printed
    printed_onside, printed_offside = (parse(text) for text in printed.split(" & "))
    assert side_equal(printed_onside, g, True) and side_equal(printed_offside, g, False)


def test_every_cgsuite_outcome_class_has_its_name():
    # The PCheck and NCheck classes of the negatives of SIDED's PHat and NHat rows, and the classes of
    # on, over and the carousel, printed by CGSuite 2.2 (commit e909ab8) via cgs-eval:
    # (-a{{|a}|}).OutcomeClass, (-{0|{dud|},*}).OutcomeClass, on.OutcomeClass, over.OutcomeClass.
    printed = {"-a{{|a}|}": "PCheck", "-{0|{dud|},*}": "NCheck", "on": "L", "over": "L", "-over": "R", "{pass|pass}": "D"}
    for text, name in printed.items():
        g = parse(text)
        outcome = g.outcome if isinstance(g, SidedValue) else SidedValue(g, g).outcome
        assert str(outcome) == outcome.cgsuite_name == name and tuple(outcome) == OUTCOME_CLASSES[name]
    assert {LoopyOutcome(*pair).cgsuite_name for pair in OUTCOME_CLASSES.values()} == set(OUTCOME_CLASSES)


def test_outcome_classes_are_read_as_cgsuite_reads_them():
    # Each of CGSuite's nine classes names a distinct pair, and the short classes are cgt's Outcome's.
    assert len(set(OUTCOME_CLASSES.values())) == 9
    for name in "LRNP":
        g = {"L": CanonicalForm.parse("1"), "R": CanonicalForm.parse("-1"), "N": CanonicalForm.parse("*"),
             "P": CanonicalForm.parse("0")}[name]
        assert SidedValue(g, g).outcome == OUTCOME_CLASSES[name] and g.outcome is Outcome[name]


#: CGSuite's EvalTest.scala ("correctly interpret loopy game specifiers", "simplify properly"): input, output.
#: CGScript's variables are substituted (uponth := {0||0|0,pass}) and its lists written one element a row.
#: Not here: Bach's carousel (above). The integer multiples ("process game operations") are in MULTIPLES.
EVAL = [
    ("on", "on"), ("off", "off"), ("{pass|pass}", "dud"), ("over", "over"), ("under", "under"),
    ("{pass|*}", "^[on]"), ("{pass,0|0}", "^[on]*"), ("{*|pass}", "v[on]"), ("{0|0,pass}", "v[on]*"),
    ("{0||0|0,pass}", "^<on>"), ("{0,*||*|pass}", "^<on>*"), ("{0,pass|0||0}", "v<on>"), ("{pass|*||0,*}", "v<on>*"),
    ("over+5", "5over"), ("under+5", "5under"),
    ("5+{pass|*}", "5^[on]"), ("5+{pass,0|0}", "5^[on]*"), ("5+{*|pass}", "5v[on]"), ("5+{0|0,pass}", "5v[on]*"),
    ("5+{0||0|0,pass}", "5^<on>"), ("5+{0,*||*|pass}", "5^<on>*"), ("5+{0,pass|0||0}", "5v<on>"),
    ("5+{pass|*||0,*}", "5v<on>*"),
    ("over+^", "over"), ("5+over", "5over"), ("over-5", "-5over"), ("over & v", "over & v"),
    ("x{0|x}", "over"), ("x{x|0}", "under"), ("x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"),
    ("+-{0|{0||0|0,pass}}", "+-{0|^<on>}"),
    ("+-{{0|{0||0|0,pass}},{0|{0||0|0,pass}+*}}", "+-{{0|^<on>},{0|^<on>*}}"),   # two loopy options: hash order
    ("a{1||a|0}", "2 & +-1"),
    ("+-({0||0|0,pass}+*)", "0"),
    ("{2&-2|1&-2}", "{2|1} & -2*"),   # "explicit specifier of sided values": sided values as options
]
HASH_ORDERED.add("+-{{0|^<on>},{0|^<on>*}}")


@pytest.mark.parametrize("text, printed", EVAL, ids=[t for t, _ in EVAL])
def test_eval_table(text, printed):
    assert_prints(parse(text), printed)
    assert parse(printed) == parse(text)


#: EvalTest.scala, "process game operations": n * G, CGScript's integer multiples (cgt's n * G in Python); ^.Pow(2)
#: is ^<2>. Not here: "3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}" (three copies of Bach's carousel, whose graph of 10,648
#: positions cgt does not print by its sides, and n * G of a LoopyGame is not defined) and "sided + sided" (Bach's
#: carousel + 1, test_bachs_carousel_plus_one).
MULTIPLES = [
    (10, CanonicalForm.parse("1+^<2>+*4"), "{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,10v6|||10v8,"
                      "10v7*||10v9*,10v8|10v10}}}"),
    (9, CanonicalForm.parse("1+^<2>+*4"), "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,"
                     "9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}"),
    (5, CanonicalForm.parse("{3||2|1}"), "{12|||11||10,{11|10}|9Tiny({2|1})}"),
    (10, parse("upon"), "{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}"),
    (9, parse("upon & v"), "{0||||0|||0||0|{0||||0|||0||0|^[on]}} & v9"),
]


@pytest.mark.parametrize("n, g, printed", MULTIPLES, ids=[f"{n}*({g})" for n, g, _ in MULTIPLES])
def test_integer_multiples(n, g, printed):
    copies = g
    for _ in range(n - 1):
        copies = copies + g  # n * G is G + G + ... + G (CGSuite's nCopies)
    assert str(n * g) == str(g * n) == printed and n * g == copies
    assert (-n) * g == -(n * g) and 0 * g == 0


def test_ordinal_sum_of_an_explicit_game_with_on():
    # EvalTest.scala, "handle explicit and compound games": ('{-1|1}':on).GameValue is 1under. '{-1|1}' is an
    # explicit game, not its canonical form 0, so the graph ordinal sum is taken of the form as written:
    # {-1, G | 1} with G that game itself. parse('{-1|1}:on') reads CGSuite's unquoted {-1|1}:on, 0:on = on.
    form = ([[1], [], [3], []], [[2], [3], [], []])   # {-1|1}: vertex 1 is -1 = {|0}, 2 is 1 = {0|}, 3 is 0
    assert str(simplest_form(*ordinal_graph(*form, *as_graph(parse("on"))))) == "1under"
    assert parse("{-1|1}:on") == parse("0:on") == parse("on")
    # ... and the explicit form with a short subordinate is CGSuite's '{-1|1}':1, 1/2 ("Explicit ordinal sum - eval").
    assert simplest_form(*ordinal_graph(*form, *as_graph(1))) == CanonicalForm.parse("1/2")


def test_sided_values_as_options_play_like_a_game_with_those_options():
    # EvalTest's {2&-2|1&-2} is {2|1} & -2*: the options' onsides make the onside, their offsides the offside
    # (Siegel sec. VI.5). Checked against a game graph with such options: 2 & -2 is tis + tis + tisn + tisn and
    # 1 & -2 is tis + tisn + tisn (Winning Ways ch. 11: tis = 1 & 0, tisn = 0 & -1); G = {A|B} is valued by sidling
    # and played out, with draws, in sums with short and loopy games.
    tis, tisn = LoopyGame([[1], []], [[], [0]]), LoopyGame([[], [0]], [[1], []])
    a, b = tis + tis + tisn + tisn, tis + tisn + tisn
    n = len(a.left)
    left = [[1]] + [[1 + w for w in e] for e in a.left] + [[1 + n + w for w in e] for e in b.left]
    right = [[1 + n]] + [[1 + w for w in e] for e in a.right] + [[1 + n + w for w in e] for e in b.right]
    g = parse("{2&-2|1&-2}")
    assert (a.sided_value, b.sided_value) == (parse("2 & -2"), parse("1 & -2"))
    assert LoopyGame(left, right).sided_value == g
    for x in [CanonicalForm.parse(t) for t in ("0", "*", "1", "-1", "3/2", "{2|-1}", "-2")] + [parse("over"), parse("on")]:
        agrees_with_play(left, right, g.onside, g.offside, x)


@pytest.mark.parametrize("text, error", [("{1&0|pass}", InvalidNotationError), ("a{{1&0|a}|0}", InvalidNotationError),
                                         ("{dud&0|0}", NotAStopperError), ("{0&1|0}", SidesOrderError),
                                         ("{1&0|0} & 0", NotAStopperError)])
def test_sided_options_refused(text, error):
    # A side of & must be a stopper, the onside >= the offside (CGSuite's StopperSidedValue); cgt reads a sided
    # option only in braces that no pass or name leads back to (CGSuite's GameSpecNode has neither).
    with pytest.raises(error):
        parse(text)


@pytest.mark.parametrize("text, sides", [("1 & 0 + 1", ("2", "1")), ("1 - 2 & 0", ("1", "-1")), ("-1 & -2", ("-1", "-2")),
                                         ("1:off & 0", ("over", "0")), ("1 + 1:-1 & 0", ("3/2", "1")),
                                         ("{1 & 0|} + 1", ("3", "2"))])
def test_precedence_is_cgsuites(text, sides):
    # CGSuite's grammar (lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g): addExpr is sidleExpr (('+'|'-')
    # sidleExpr)*, sidleExpr ordinalSumExpr ('&' ordinalSumExpr)?, ordinalSumExpr unaryExpr (':' unaryExpr)*: a sign
    # binds tightest, then ':', then '&', then '+' and '-'.
    assert parse(text) == SidedValue(*map(parse, sides))


@pytest.mark.parametrize("text", ["pass", "{1|0+pass}"])
def test_a_pass_that_is_not_an_option_of_its_own(text):
    # EvalTest: "Hanging pass" and "Hanging pass 2", both "!!Unexpected `pass`."
    with pytest.raises(InvalidNotationError, match="'pass'"):
        parse(text)


def test_game_table_upsums_downsums_and_varieties_of_upon():
    # CGSuite's GameTest.scala, ">=2-ary methods" of game.CanonicalStopperGame, with ^.Pow(on) = uponth:
    # upon.Upsum(uponth) = {0|^<on>*}, upon.Downsum(uponth) = ^[on], and the varieties over the degree
    # uponth, UpsumVariety(D) = G upsum (-G downsum -D) and DownsumVariety(D) = G downsum (-G upsum D)
    # (CanonicalStopper.scala), both v<on>.
    upon, uponth = parse("upon"), parse("{0||0|0,pass}")
    assert str(upsum(upon, uponth)) == "{0|^<on>*}" and str(downsum(upon, uponth)) == "^[on]"
    assert str(upsum(upon, downsum(-upon, -uponth))) == str(downsum(upon, upsum(-upon, uponth))) == "v<on>"
    assert str(upsum_variety(upon, uponth)) == str(downsum_variety(upon, uponth)) == "v<on>"
    for form in (upsum_variety, downsum_variety):   # CGSuite: "Variety degree must be an idempotent."
        with pytest.raises(InvalidValueError, match="not idempotent"):
            form(upon, parse("{0|||0||0|off}"))
    # game.StopperSidedValue: ^.Pow(on) + {0|upon} is {0||0|^<on>*} & {0|^[on]}, outcome class L.
    g = uponth + parse("{0|upon}")
    assert str(g) == "{0||0|^<on>*} & {0|^[on]}" and (str(g.onside), str(g.offside)) == ("{0||0|^<on>*}", "{0|^[on]}")
    assert tuple(g.outcome) == OUTCOME_CLASSES["L"]
