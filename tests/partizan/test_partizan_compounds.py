"""Compounds of forms (cgt.partizan.compounds) and explicit forms: CGSuite's rows, its printed answers, round trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, ExplicitForm
from naive import naive_nim_product
from strategies import partizan_dag_games


def impartial(*options):
    """An impartial form written as its options, CGSuite's ``*[...]`` (both players have them)."""
    return ExplicitForm(options, options)


# CGSuite's *[[[2]],[2],0]: options [[2]] (one option, [2]), [2] (one option, *2) and 0.
_TWO = impartial(cgt.star(2))
MISERE_ROW_FORM = impartial(impartial(_TWO), _TWO, 0)

# CGSuite's CompoundGameTestCase, every row (lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala):
# g, h, then the canonical forms of g ConjunctiveSum h, ConwayProduct, +, OrdinalProduct, :, SelectiveSum.
CGSUITE_ROWS = [
    ("1/2", "1/4", "1/2", "1/8", "3/4", "11/32", "9/16", "3/4"),
    ("*5", "*6", "*5", "*8", "*3", "*30", "*11", "*8"),
    ("+-1", "^^", "{0|-1}", "+-^^", "{1^^|-1^^}", "+-1", "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}", "{1^^|-1}"),
    ("{1|0}", "0", "0", "0", "{1|0}", "0", "{1|0}", "{1|0}"),
    ("'{*|*}'", "3", "2", "0", "3", "0", "^[3]", "3"),
    ("*[[[2]],[2],0]", "*5", "*5", "*10", "*7", "*10", "*7", "*7"),
]


def operand(text):
    return MISERE_ROW_FORM if text == "*[[[2]],[2],0]" else cgt.value(text)


def cgsuite_selective(g, h, memo={}):  # noqa: B006 - deliberate memo
    """CGSuite's SelectiveSum (CompoundGame.scala): {G^L + H, G + H^L, G^L ∧ H^L | ...}, later moves disjunctive or
    conjunctive, not selective."""
    key = (g, h)
    if key not in memo:
        sides = []
        for side in ("left_options", "right_options"):
            sides.append([x + h for x in getattr(g, side)] + [g + y for y in getattr(h, side)]
                         + [cgt.conjunctive_sum(x, y) for x in getattr(g, side) for y in getattr(h, side)])
        memo[key] = CanonicalForm.from_options(*sides)
    return memo[key]


@pytest.mark.parametrize("row", CGSUITE_ROWS, ids=[f"{r[0]} and {r[1]}" for r in CGSUITE_ROWS])
def test_every_row_of_cgsuites_compound_game_test_case(row):
    g, h = operand(row[0]), operand(row[1])
    conjunctive, conway, disjunctive, ordinal_product, ordinal_sum, selective = map(cgt.value, row[2:])
    assert cgt.conjunctive_sum(g, h) == conjunctive
    assert cgt.conway_product(g, h) == conway
    assert g + h == disjunctive
    assert cgt.ordinal_product(g, h) == ordinal_product
    ordinal = g.ordinal_sum(h)
    assert ordinal == ordinal_sum
    # CGSuite's SelectiveSum plays on after its first move by other rules (cgt.SelectiveSum's documentation): its
    # row is that rule's value, from cgt's conjunctive sums and sums; cgt's selective sum is Winning Ways'.
    assert cgsuite_selective(g, h) == selective
    assert str(conjunctive) == row[2] and str(ordinal_product) == row[5]  # printed as CGSuite prints them


def test_the_selective_sums_differ_from_cgsuites_where_play_goes_on_selectively():
    assert cgt.selective_sum(cgt.star(5), cgt.star(6)) == cgt.star(11)  # CGSuite *8; exhaustive play: *11
    assert str(cgt.selective_sum(cgt.value("+-1"), cgt.up(2))) == "{1^^|-1^*,-1^^}"  # CGSuite {1^^|-1}
    for row in CGSUITE_ROWS[:1] + CGSUITE_ROWS[3:5]:  # numbers and a hot game beside 0: the same
        assert cgt.selective_sum(operand(row[0]), operand(row[1])) == cgt.value(row[7])


# CGSuite 2.2 printed ((g) ConjunctiveSum (h)).CanonicalForm, ConwayProduct and OrdinalProduct (/tmp/cgs-build/cgs-eval).
CGSUITE_PRINTED = [
    ("^", "*", "*", "*2", "*2"),
    ("{2|-1}", "1/2", "*", "{1,{5/2|-1/2}|-1/2,{1|-2}}", "{2,{2,{2|-1}|-1}|-1,{2|-1,{2|-1,{2|-1}}}}"),
    ("+-1", "+-1", "+-1", "0", "0"),
    ("*2", "^*", "^*", "*3", "*4"),
    ("3", "-2", "0", "-6", "-6"),
    ("{1|*}", "{0|-1}", "{0|-1}", "0", "{1|*,{*|-1,{*|-1}}}"),
    ("'{0|0}'", "1/2", "*", "*2", "*2"),
    ("'{0,*|*}'", "{1|0}", "{1|0}", "{^*3|0,*2}", "{*,^,{^|*,^}|0,*}"),
    ("^^", "{1|-1}", "{0|-1}", "+-^^", "+-^^"),
    ("1/2", "{1|0}", "*", "{1/2,{1|0}|0,+-1/2}", "{1/2|0}"),
    ("-1", "^", "-1", "v", "v"),
]


@pytest.mark.parametrize("row", CGSUITE_PRINTED, ids=[f"{r[0]} and {r[1]}" for r in CGSUITE_PRINTED])
def test_compounds_print_as_cgsuite_printed_them(row):
    g, h = cgt.value(row[0]), cgt.value(row[1])
    assert [str(cgt.conjunctive_sum(g, h)), str(cgt.conway_product(g, h)), str(cgt.ordinal_product(g, h))] == list(row[2:])


@pytest.mark.parametrize("text, printed", [
    ("'{*|*}' : 1", "^"),  # CGSuite's ExplicitGame documentation, ('{*|*}':1).CanonicalForm
    ("'{0,*|0}' : 1", "^[2]*"),  # CGSuite 2.2 printed
    ("'{*|*}' : '{*|*}'", "0"),  # CGSuite 2.2 printed
    ("'{1|'{*|*}'}' : -1", "{1|0,{1|0}}"),  # CGSuite 2.2 printed
    ("'{*|*}' + 3", "3"),
])
def test_ordinal_sums_on_explicit_forms_are_cgsuites(text, printed):
    assert str(cgt.value(text)) == printed


@given(st.integers(-6, 6), st.integers(0, 2), st.integers(-6, 6), st.integers(0, 2))
@settings(max_examples=40, deadline=None)
def test_the_conway_product_of_numbers_is_their_product(m, j, n, k):
    x, y = cgt.number(m, 2 ** j), cgt.number(n, 2 ** k)
    assert cgt.conway_product(x, y) == cgt.number(m * n, 2 ** (j + k))


@given(st.integers(0, 9), st.integers(0, 9))
@settings(max_examples=30, deadline=None)
def test_the_conway_product_of_nimbers_is_the_nimber_of_their_nim_product(a, b):
    assert cgt.star(a).conway_product(cgt.star(b)) == cgt.star(naive_nim_product(a, b))


def test_a_zero_factor_or_an_ended_component_gives_zero():
    # Winning Ways ch. 9 (and CGSuite's Game.ConjunctiveSum documentation): G ∧ 0 is 0, whatever G; so is G · 0.
    for g in ("+-1", "{2|-1/2}", "^*", "'{*|*}'"):
        assert cgt.conjunctive_sum(cgt.value(g), 0) == 0 == cgt.conway_product(cgt.value(g), 0)
    assert cgt.conjunctive_sum(1, 2, 3) == 1  # Left's one move, in all three, ends the 1 (and Right has none)


def explicit(game, p, memo=None):
    memo = {} if memo is None else memo
    if p not in memo:
        memo[p] = ExplicitForm([explicit(game, q, memo) for q in game.lefts[p]],
                               [explicit(game, q, memo) for q in game.rights[p]])
    return memo[p]


def longest_play(game, p):
    return 1 + max([longest_play(game, q) for q in (*game.lefts[p], *game.rights[p])], default=-1)


@given(partizan_dag_games(6))
@settings(max_examples=60, deadline=None)
def test_explicit_forms_keep_the_tree_and_give_the_value_and_read_back(game):
    top = len(game.lefts) - 1
    form = explicit(game, top)
    assert form.canonical_form == cgt.canonical_form(game, top)
    assert form.birthday == longest_play(game, top)
    assert cgt.value(str(form)) == form  # printed and read back: the same tree
    assert eval(repr(form), {"ExplicitForm": ExplicitForm, "CanonicalForm": CanonicalForm}) == form
    assert (-form).canonical_form == -form.canonical_form and -(-form) == form
    assert form.ordinal_sum(cgt.up()) == cgt.value(f"{form} : ^")


@pytest.mark.parametrize("text", ["'{*|*}'", "'{|}'", "'{0,1|*}'", "'{'{*|*}'|0}'", "'{1/2,+-1|^*,{2|1}}'"])
def test_explicit_forms_print_as_written_in_cgsuites_quotes(text):
    assert str(cgt.value(text)) == text


def test_explicit_forms_read_plain_braces_inside_as_values_as_cgsuite_does():
    # CGSuite 2.2 printed '{{*|*}|0}' as '{0|0}', and {'{*|*}'|0} (braces around a form) as '{'{*|*}'|0}'.
    assert str(cgt.value("'{{*|*}|0}'")) == "'{0|0}'"
    assert str(cgt.value("{'{*|*}'|0}")) == "'{'{*|*}'|0}'"
    assert CanonicalForm.parse("'{*|*}'") == 0  # parse gives a value: the form's
    g = cgt.value("'{*|*}'")
    assert g.birthday == 2 and g.canonical_form.birthday == 0 and g != cgt.value("'{0|0}'")
    assert str(-cgt.value("'{1|*}'")) == "'{*|-1}'"
    # CGSuite 2.2: "No operation `<=` for arguments of types `game.ExplicitGame`, `game.Zero`".
    with pytest.raises(cgt.NotAValueError, match="an explicit form, '{\\*\\|\\*}', has no order"):
        cgt.value("'{*|*}' <= 0")


def test_in_a_loopy_value_an_explicit_form_counts_by_its_value():
    assert cgt.value("{'{*|*}'|pass}") == cgt.value("{0|pass}") == cgt.value("over")
    assert cgt.value("'{*|*}' + on") == cgt.value("on")


@pytest.mark.parametrize("text, message", [
    ("'{*|*}", "expected the quote closing the explicit form opened at position 0 at position 6 (end of text)"),
    ("'{*|*'", "expected ',', '|' or '}' at position 5"),
    ("'{*|{0|}'", "at position 8"),
    ("'*'", "expected '{' after a quote (an explicit form is '{...|...}') at position 1"),
])
def test_an_explicit_form_with_unbalanced_braces_or_quotes_is_refused_where_it_fails(text, message):
    with pytest.raises(cgt.InvalidNotationError) as caught:
        cgt.value(text)
    assert message in str(caught.value) and repr(text) in str(caught.value)


def test_a_loopy_or_foreign_operand_is_refused_by_name():
    with pytest.raises(cgt.NotAValueError, match=r"conjunctive_sum: operand 0: CanonicalStopper.parse\('on'\) of type CanonicalStopper is not a short game form"):
        cgt.conjunctive_sum(cgt.value("on"), 1)
    with pytest.raises(cgt.NotAValueError, match="the compounds need short games"):
        cgt.up().ordinal_product(cgt.value("over"))
    with pytest.raises(cgt.NotAValueError, match="ExplicitForm: right option 1: 'x' of type str is not a short game form"):
        ExplicitForm([], [0, "x"])
    with pytest.raises(cgt.NotAValueError, match="selective_sum needs at least 2 games, not 1"):
        cgt.selective_sum(1)
