"""Misère canonical forms as objects: CGSuite's own test suite, brute-force play, round trips, bad input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt import MisereCanonicalForm
from cgt.misere import MISERE_FORM, count_misere_forms_born_by, misere_forms_born_by
from cgsuite_misere import CGSuiteMisere, form
from naive import naive_misere_wins
from strategies import dag_games

# CGSuite's own suite, every row (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
# MisereCanonicalGameTestCase.scala): the text entered, the form CGSuite prints, its class and 21
# properties as CGSuite prints them; 15 rows of 23 checks, 345 in all.
CGSUITE_ROWS = [
    ('*[0]', '*[0]', 'MisereCanonicalGame', dict(
        birthday='0', genus='0', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='true', isNimHeap='true', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[1]',
        misereNimValue='1', misereOutcomeClass='N', nimValue='0', options='[]', partitions='[[]]', parts='[]'
    )),
    ('*[1]', '*[1]', 'MisereCanonicalGame', dict(
        birthday='1', genus='1', isEven='false', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='true', isNimHeap='true', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[0]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='1', options='[*[0]]', partitions='[[*[1]]]',
        parts='[]'
    )),
    ('*[2]', '*[2]', 'MisereCanonicalGame', dict(
        birthday='2', genus='2', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='true', isPrime='true',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[2]',
        misereNimValue='2', misereOutcomeClass='N', nimValue='2', options='[*[0],*[1]]', partitions='[[*[2]]]',
        parts='[]'
    )),
    ('*[[2]]', '*[2#]', 'MisereCanonicalGame', dict(
        birthday='3', genus='0^0', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[2#]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[2]]',
        partitions='[[*[2],*[2[#-2]]]]', parts='[*[2],*[2[#-2]]]'
    )),
    ('*[[[2]]]', '*[2##]', 'MisereCanonicalGame', dict(
        birthday='4', genus='1^1', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[2##]',
        misereNimValue='1', misereOutcomeClass='N', nimValue='1', options='[*[2#]]',
        partitions='[[*[2],*[2[#-2]],*[2[##-2]0]]]',
        parts='[*[2],*[2[##-2]],*[2#],*[2[##-2]0],*[2[#-2]],*[(2[##-2]0)[2]]]'
    )),
    ('*[2]+*[2]', '*[2[2]]', 'MisereCanonicalGame', dict(
        birthday='4', genus='0^0', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[2[2]]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[2],*[3]]',
        partitions='[[*[2],*[2]]]', parts='[*[2]]'
    )),
    ('*[[*[2]+*[[2]]]]', '*[2[#2#]]', 'MisereCanonicalGame', dict(
        birthday='6', genus='0^0', isEven='true', isExtraverted='true', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[2[#2#]]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[2[#2]]]',
        partitions='[[*[2],*[2],*[2[#-2]],*[2[#-2]]]]',
        parts='[*[2],*[2[#2#-2]],*[2#],*[2[2]],*[2[#2#-2-2]],*[2[#-2]],*[2[#2]]]'
    )),
    ('*[[2],0]', '*[2#0]', 'MisereCanonicalGame', dict(
        birthday='4', genus='1^2', isEven='true', isExtraverted='false', isGenerallyRestive='true',
        isGenerallyTame='false', isHalfTame='true', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='true', isRestless='false', isTame='false', isTameable='false', mate='*[2#1]',
        misereNimValue='2', misereOutcomeClass='N', nimValue='1', options='[*[0],*[2#]]',
        partitions='[[*[2#0]]]', parts='[]'
    )),
    # Restive
    ('*[[2],0]', '*[2#0]', 'MisereCanonicalGame', dict(
        birthday='4', genus='1^2', isEven='true', isExtraverted='false', isGenerallyRestive='true',
        isGenerallyTame='false', isHalfTame='true', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='true', isRestless='false', isTame='false', isTameable='false', mate='*[2#1]',
        misereNimValue='2', misereOutcomeClass='N', nimValue='1', options='[*[0],*[2#]]',
        partitions='[[*[2#0]]]', parts='[]'
    )),
    # Restless
    ('*[[2],1]', '*[2#1]', 'MisereCanonicalGame', dict(
        birthday='4', genus='2^1420', isEven='true', isExtraverted='false', isGenerallyRestive='false',
        isGenerallyTame='false', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='false', isRestless='true', isTame='false', isTameable='false', mate='*[2#0]',
        misereNimValue='1', misereOutcomeClass='N', nimValue='2', options='[*[1],*[2#]]',
        partitions='[[*[2#1]]]', parts='[]'
    )),
    # Multiple partitions
    ('*[[*[4]+*[2]]]', '*[4[2#]]', 'MisereCanonicalGame', dict(
        birthday='7', genus='0^0', isEven='true', isExtraverted='false', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='false',
        isRestive='false', isRestless='false', isTame='true', isTameable='true', mate='*[4[2#]]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[4[2]]]',
        partitions='[[*[2],*[4[2#-2]]],[*[4],*[4[2#-4]]]]', parts='[*[2],*[4[2#-2]],*[4],*[4[2#-4]]]'
    )),
    # Generally tame, but not tame
    ('*[[[2]],[[2],1]]', '*[(2#1)2##]', 'MisereCanonicalGame', dict(
        birthday='5', genus='0^0', isEven='true', isExtraverted='false', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='false', isRestless='false', isTame='false', isTameable='true', mate='*[(2#0)2##]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[2##],*[2#1]]',
        partitions='[[*[(2#1)2##]]]', parts='[]'
    )),
    # Generally tame with separate reverting moves to 0^1 and 1^0
    ('*[[[2]],[[[2],0],0,1]]', '*[((2#0)10)2##]', 'MisereCanonicalGame', dict(
        birthday='6', genus='0^0', isEven='true', isExtraverted='false', isGenerallyRestive='false',
        isGenerallyTame='true', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='false', isRestless='false', isTame='false', isTameable='true', mate='*[((2#1)10)2##]',
        misereNimValue='0', misereOutcomeClass='P', nimValue='0', options='[*[2##],*[(2#0)10]]',
        partitions='[[*[((2#0)10)2##]]]', parts='[]'
    )),
    # Tameable, but not generally tame
    ('*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]', '*[((2#0)2[#1]2#)(2#1)[1]]', 'MisereCanonicalGame', dict(
        birthday='6', genus='0^120', isEven='true', isExtraverted='false', isGenerallyRestive='false',
        isGenerallyTame='false', isHalfTame='false', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='false', isRestless='false', isTame='false', isTameable='true',
        mate='*[((2#1)2[#1]2#)(2#0)[1]]', misereNimValue='1', misereOutcomeClass='N', nimValue='0',
        options='[*[(2#1)[1]],*[(2#0)2[#1]2#]]', partitions='[[*[((2#0)2[#1]2#)(2#1)[1]]]]', parts='[]'
    )),
    # Restive, but not generally restive
    ('*[[[2],2,0],[[2],3],1]', '*[(2#20)2[#1]1]', 'MisereCanonicalGame', dict(
        birthday='5', genus='0^2', isEven='true', isExtraverted='false', isGenerallyRestive='true',
        isGenerallyTame='false', isHalfTame='true', isIntroverted='false', isNimHeap='false', isPrime='true',
        isRestive='false', isRestless='false', isTame='false', isTameable='false', mate='*[(2#21)2[#1]0]',
        misereNimValue='2', misereOutcomeClass='N', nimValue='0', options='[*[1],*[2[#1]],*[2#20]]',
        partitions='[[*[(2#20)2[#1]1]]]', parts='[]'
    )),
]



def _text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ",".join(_text(v) for v in value) + "]"
    return str(value)


PROPERTIES = {
    "birthday": "birthday", "genus": "genus", "isEven": "is_even", "isExtraverted": "is_extraverted",
    "isGenerallyRestive": "is_generally_restive", "isGenerallyTame": "is_generally_tame",
    "isHalfTame": "is_half_tame", "isIntroverted": "is_introverted", "isNimHeap": "is_nim_heap",
    "isPrime": "is_prime", "isRestive": "is_restive", "isRestless": "is_restless", "isTame": "is_tame",
    "isTameable": "is_tameable", "mate": "mate", "misereNimValue": "misere_nim_value",
    "misereOutcomeClass": "misere_outcome", "nimValue": "nim_value", "options": "options",
    "partitions": "partitions", "parts": "parts",
}

CASES = [(x, "(x)", printed) for x, printed, _, _ in CGSUITE_ROWS]
CASES += [(x, "Class", cls) for x, _, cls, _ in CGSUITE_ROWS]
CASES += [(x, name, value) for x, _, _, row in CGSUITE_ROWS for name, value in row.items()]


def test_every_row_of_cgsuites_suite_is_here():
    assert len(CASES) == 345 and all(sorted(row) == sorted(PROPERTIES) for *_, row in CGSUITE_ROWS)


@pytest.mark.parametrize("entered, name, printed", CASES)
def test_cgsuite_misere_canonical_game_test_case(entered, name, printed):
    g = MisereCanonicalForm.parse(entered)
    if name == "(x)":
        assert str(g) == printed
    elif name == "Class":
        # CGSuite's class game.misere.MisereCanonicalGame is cgt's MisereCanonicalForm.
        assert printed == "MisereCanonicalGame" and type(g) is MisereCanonicalForm
    else:
        assert _text(getattr(g, PROPERTIES[name])) == printed


def test_cgsuites_printed_forms_of_rulesets():
    # GrundysGame(22).MisereCanonicalForm as CGSuite prints it (tests/games/heap/test_cgsuite_heap_tables.py),
    # and Kayles(5), which CGSuite prints as the form of its Cram board (tests/games/grid/...).
    grundy = "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    assert str(cgt.misere_canonical_form(cgt.games.GrundysGame(), 22)) == grundy
    assert str(cgt.misere_canonical_form(cgt.games.KAYLES, 5)) == "*[2[2]321]"
    assert cgt.misere_canonical_form(cgt.games.GrundysGame(), 22).form == cgt.evaluate(
        CGSuiteMisere(), form(grundy), MISERE_FORM)


# Random game trees: a tree is the tuple of its options' trees.
trees = st.recursive(st.just(()), lambda kids: st.lists(kids, max_size=3).map(tuple), max_leaves=12)


def of_tree(tree) -> MisereCanonicalForm:
    return MisereCanonicalForm.from_options(of_tree(t) for t in tree)


def tree_options(tree):
    return tree


def sum_options(trees_):
    return [tuple(sorted(trees_[:i] + (o,) + trees_[i + 1:])) for i, t in enumerate(trees_) for o in t]


def brute_outcome(options, position) -> cgt.Outcome:
    return cgt.Outcome.N if naive_misere_wins(options, position) else cgt.Outcome.P


@given(trees)
def test_misere_outcome_is_brute_force_play_of_the_tree(tree):
    assert of_tree(tree).misere_outcome == brute_outcome(tree_options, tree)


@given(trees, trees, trees)
def test_sums_against_brute_force_play_of_the_sum(a, b, c):
    total = of_tree(a) + of_tree(b) + of_tree(c)
    assert total.misere_outcome == brute_outcome(sum_options, tuple(sorted((a, b, c))))
    assert total == of_tree(c) + (of_tree(b) + of_tree(a))


def tree_of(g: MisereCanonicalForm):
    return tuple(tree_of(o) for o in g.options)


@given(trees, st.lists(trees, max_size=2))
def test_the_simplified_form_plays_as_the_tree_in_every_sum(tree, context):
    # Simplifying keeps the misère game: the form's own tree plus any context X has the outcome of
    # the original tree plus X, by brute-force play of both sums.
    simple = tree_of(of_tree(tree))
    assert brute_outcome(sum_options, tuple(sorted([tree, *context]))) == brute_outcome(
        sum_options, tuple(sorted([simple, *context])))


@given(trees)
def test_printing_and_reading_round_trip(tree):
    g = of_tree(tree)
    text = str(g)
    assert MisereCanonicalForm.parse(text) is g and cgt.value(text) is g    # the one reader of cgt reads it too
    assert eval(repr(g), {"MisereCanonicalForm": MisereCanonicalForm}) is g
    if "-" not in text:     # the independent reader of tests/cgsuite_misere.py knows no "-k" subscript
        assert cgt.evaluate(CGSuiteMisere(), form(text), MISERE_FORM) == g.form


@given(trees)
def test_parts_and_partitions_add_up(tree):
    g = of_tree(tree)
    for part in g.parts:
        rest = g.minus(part)
        assert rest is not None and part + rest == g
    for row in g.partitions:
        assert sum(row, MisereCanonicalForm.nim_heap(0)) == g
        assert all(p.is_prime or p == MisereCanonicalForm.nim_heap(1) for p in row)
    assert g.mate.mate == g and (g + MisereCanonicalForm.nim_heap(1)).is_even != g.is_even


@given(dag_games())
def test_the_form_of_a_position_is_the_form_of_its_options(game):
    top = len(game.edges) - 1
    g = cgt.misere_canonical_form(game, top)
    assert g == MisereCanonicalForm.from_options(cgt.misere_canonical_form(game, q) for q in game.options(top))
    assert g.misere_outcome == brute_outcome(game.options, top)
    assert str(g.genus) == str(cgt.genus(game, top)) and g.nim_value == cgt.grundy(game, top)


def test_day_n():
    # Conway, On Numbers and Games, ch. 12: 1, 2, 3, 5, 22 and 4171780 games born by days 0 to 5.
    assert [len(misere_forms_born_by(n)) for n in range(5)] == [1, 2, 3, 5, 22]
    assert [count_misere_forms_born_by(n) for n in range(6)] == [1, 2, 3, 5, 22, 4171780]
    day4 = misere_forms_born_by(4)
    assert all(g.birthday <= 4 for g in day4) and len(set(day4)) == 22
    assert set(misere_forms_born_by(3)) <= set(day4)
    # Every day-4 form's options are born by day 3: the enumeration is closed.
    assert all(set(g.options) <= set(misere_forms_born_by(3)) for g in day4)


@pytest.mark.parametrize("text, expected", [
    ("*[2", "'\\*\\[2': '\\[' is never closed at position 1"),
    ("*[2x]", "expected a heap .* at position 3 \\(found 'x'\\)"),
    ("2", "expected '\\*\\[' starting a misère form at position 0"),
    ("*[2[-4]]", "\\*4 is not a part of \\*\\[2\\], so it cannot be taken away at position 4"),
    ("*[2]]", "expected '\\+' or the end at position 4"),
    ("*[&;]", "expected the size of a heap after '&' at position 3"),
    ("*[(21]", "expected '\\)' at position 5"),
    ("*[[2],x]", "expected a heap size, '\\[' or '\\*\\[' at position 6"),
    ("*[&99999;]", "the heap \\*99999 is larger than cgt's misère forms hold \\(\\*1024\\) at position 3"),
    ("*[[2],5000]", "the heap \\*5000 is larger .* at position 6"),
])
def test_a_text_that_is_not_a_form_names_the_text_the_position_and_the_reason(text, expected):
    with pytest.raises(cgt.InvalidNotationError, match=expected) as caught:
        MisereCanonicalForm.parse(text)
    assert caught.value.text == text


def test_bad_arguments():
    with pytest.raises(cgt.InvalidNotationError, match="must be a str, not int 5"):
        MisereCanonicalForm.parse(5)
    with pytest.raises(cgt.InvalidValueError, match="n=-1"):
        MisereCanonicalForm.nim_heap(-1)
    with pytest.raises(cgt.InvalidValueError, match="n=1025: cgt's misère forms hold nim heaps up to \\*1024"):
        MisereCanonicalForm.nim_heap(1025)
    with pytest.raises(cgt.InvalidValueError, match="an option 'x' is not a MisereCanonicalForm"):
        MisereCanonicalForm.from_options(["x"])
    with pytest.raises(cgt.InvalidValueError, match="n=5: the day is an int from 0 to 4"):
        misere_forms_born_by(5)
    with pytest.raises(cgt.InvalidValueError, match="n=6"):
        count_misere_forms_born_by(6)
    with pytest.raises(TypeError, match="MisereCanonicalForm.parse"):
        MisereCanonicalForm()
    with pytest.raises(cgt.LoopyGameError):
        cgt.misere_canonical_form(cgt.games.Digraph({0: [1], 1: [0]}), 0)


def test_heaps_of_ten_or_more_print_as_cgsuite_does():
    assert str(MisereCanonicalForm.nim_heap(12)) == "*[&12;]"
    assert MisereCanonicalForm.parse("*[&12;]") is MisereCanonicalForm.nim_heap(12)
    assert MisereCanonicalForm.parse("*[21]") is MisereCanonicalForm.from_options([2, 1])


def test_the_reader_hook_reads_one_form_inside_a_longer_text():
    from cgt.misere import read_misere_form
    text = "*[2[2]] == *[2] + *[[2],0]"
    form_, end = read_misere_form(text, 0)
    assert (form_, end) == (MisereCanonicalForm.parse("*[2]+*[2]").form, 7)
    form_, end = read_misere_form(text, 18)
    assert MisereCanonicalForm.from_form(form_) is MisereCanonicalForm.parse("*[2#0]") and end == len(text)
    with pytest.raises(cgt.InvalidNotationError, match="expected .* at position 8 \\(found .=.\\)") as caught:
        read_misere_form(text, 7)
    assert caught.value.position == 8 and caught.value.text == text   # after the space it skips


@given(st.text(alphabet="*[]()#-&;0123,+ x", max_size=14))
def test_any_text_reads_as_a_form_or_raises_the_notation_error(text):
    try:
        g = MisereCanonicalForm.parse(text)
    except cgt.InvalidNotationError as exc:
        assert exc.text == text and 0 <= exc.position <= len(text) and repr(text) in str(exc)
    else:
        assert MisereCanonicalForm.parse(str(g)) is g


@given(st.lists(st.sampled_from(["*[2]", "*[2#]", "*[21]", "*[[2],1]", "*[3]"]), min_size=1, max_size=3))
def test_texts_joined_by_plus_read_as_the_sum(texts):
    total = MisereCanonicalForm.parse(" + ".join(texts))
    assert total is sum((MisereCanonicalForm.parse(t) for t in texts), MisereCanonicalForm.nim_heap(0))
