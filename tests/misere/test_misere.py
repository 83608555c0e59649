"""Misère play: genus and misère values against CGSuite's tables and brute-force search."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, GrundysGame, Nim, heap_game
from cgt.misere import MISERE_FORM, misere_nim_outcome, misere_nim_value, misere_nim_winning_moves
from cgsuite_misere import CGSuiteMisere, form
from naive import naive_heaps_options, naive_misere, naive_octal_moves

# CGSuite's own test data: aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
# GameHeapTest.scala ("define TakeAndBreak properly"): [G(n).MisereNimValue for n from 0 to 20]
# and [G(n).Genus for n from 0 to 20].
CGSUITE = {
    "nim": (
        [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
        "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
    ),
    "grundy": (
        [1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2],
        "0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20",
    ),
    "kayles": (
        [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0],
        "0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031",
    ),
    "dawsons-kayles": (
        [1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0, 2, 1, 1, 0, 0, 2, 1, 3],
        "0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3",
    ),
    "subtraction 2,3,7": (
        [1, 1, 0, 0, 2, 1, 1, 0, 0, 2, 1, 1, 0, 0, 2, 1, 1, 0, 0, 2, 1],
        "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0",
    ),
    "allbut 2,3,7": (
        [1, 0, 1, 0, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10],
        "0,1,0,1,2,3,2,3,4,5,4,5,6,7,6,7,8,9,8,9,10",
    ),
}


@pytest.mark.parametrize("name", sorted(CGSUITE))
def test_cgsuite_tables(name):
    misere, genus = CGSUITE[name]
    if name == "nim":
        nim = Nim()
        assert [cgt.misere_value(nim, (n,)) for n in range(21)] == misere
        assert ",".join(str(cgt.genus(nim, n)) for n in range(21)) == genus
        return
    game = heap_game(name)
    assert game.misere_sequence(21) == misere
    assert ",".join(map(str, game.genus_sequence(21))) == genus
    assert [g.misere_value for g in game.genus_sequence(21)] == misere


def brute_genus(options, position, count=6):
    """γ0..γ(count-1): misère values of position + k heaps of 2, searching the explicit sum."""
    nim = Nim()

    def sum_options(pair):
        p, heaps = pair
        # The heaps of 2 (and what is left of them) as a sorted tuple: fewer positions.
        return [(q, heaps) for q in options(p)] + [(p, tuple(sorted(q))) for q in nim.options(heaps)]

    memo: dict = {}
    return [naive_misere(sum_options, (position, (2,) * k), memo) for k in range(count)]


def test_genus_entries_are_misere_values_with_heaps_of_two():
    options = naive_heaps_options(naive_octal_moves("0.77"))
    for n in range(13):
        assert KAYLES.genus_sequence(n + 1)[n].sequence(6) == brute_genus(options, (n,) if n else ())


@given(st.lists(st.integers(0, 7), min_size=2, max_size=3), st.sampled_from(["0.77", "0.07"]))
@settings(max_examples=30, deadline=None)
def test_genus_of_sums_against_brute_force(heaps, code):
    game = cgt.games.OctalGame(code)
    position = tuple(heaps)
    found = cgt.genus(game, position)  # by the tame rule when every heap is tame
    whole = cgt.genus(cgt.OptionsOnly(game), position)  # the whole sum searched, printed as CGSuite would
    assert str(found) == str(whole)
    canonical = tuple(sorted(h for h in heaps if h))
    assert found.sequence(4) == brute_genus(naive_heaps_options(naive_octal_moves(code)), canonical, 4)
    assert found.normal == cgt.grundy(game, position)


def test_tame_sums_use_the_rule_not_a_search():
    # Heaps 7 and 8 of Kayles are tame (2^2, 1^1): their sum is valued without listing its options.
    class Watching(cgt.games.OctalGame):
        __slots__ = ("asked",)

        def options(self, position):
            self.asked.append(position)
            return super().options(position)

    game = Watching("0.77")
    game.asked = []
    assert str(cgt.genus(game, (7, 8))) == "3^3"
    assert (7, 8) not in game.asked


# CGSuite's own table of misère canonical forms (aaron-siegel/cgsuite, lib/core/src/test/scala/
# org/cgsuite/lang/MisereCanonicalGameTestCase.scala): each form as CGSuite prints it, with its
# genus, misère nim value and nim value.
CGSUITE_FORMS = [
    ("*[0]", "0", 1, 0), ("*[1]", "1", 0, 1), ("*[2]", "2", 2, 2), ("*[2#]", "0^0", 0, 0),
    ("*[2##]", "1^1", 1, 1), ("*[2[2]]", "0^0", 0, 0), ("*[2[#2#]]", "0^0", 0, 0),
    ("*[2#0]", "1^2", 2, 1), ("*[2#1]", "2^1420", 1, 2), ("*[4[2#]]", "0^0", 0, 0),
    ("*[(2#1)2##]", "0^0", 0, 0), ("*[((2#0)10)2##]", "0^0", 0, 0),
    ("*[((2#0)2[#1]2#)(2#1)[1]]", "0^120", 1, 0), ("*[(2#20)2[#1]1]", "0^2", 2, 0),
]


@pytest.mark.parametrize("text, genus, misere, normal", CGSUITE_FORMS)
def test_cgsuite_misere_forms(text, genus, misere, normal):
    game, position = CGSuiteMisere(), form(text)
    assert str(cgt.genus(game, position)) == genus
    assert (cgt.misere_value(game, position), cgt.grundy(game, position)) == (misere, normal)


def test_cgsuite_misere_forms_of_the_games_it_entered():
    # The same table: the game CGSuite was given (written with options and sums here) has the
    # form it printed, which tests the reading of its subscripts as well as cgt's forms.
    heap = lambda n: ("heap", n)  # noqa: E731
    options = lambda *games: ("options", games)  # noqa: E731
    sum_ = lambda *games: ("sum", games)  # noqa: E731

    def same(text, entered):
        return cgt.evaluate(CGSuiteMisere(), form(text), MISERE_FORM) == cgt.evaluate(
            CGSuiteMisere(), entered, MISERE_FORM)

    assert same("*[2[#2#]]", options(sum_(heap(2), options(heap(2)))))
    assert same("*[4[2#]]", options(sum_(heap(4), heap(2))))
    assert same("*[((2#0)2[#1]2#)(2#1)[1]]", options(
        sum_(options(options(heap(2)), heap(1)), heap(1)),
        options(options(heap(2)), sum_(options(heap(2)), heap(1)), options(options(heap(2)), heap(0)))))
    assert not same("*[2#1]", options(options(heap(2)), heap(0)))


def test_canonical_forms_identify_equal_misere_games():
    nim = cgt.OptionsOnly(Nim())
    form = lambda p: cgt.evaluate(nim, p, MISERE_FORM)  # noqa: E731
    assert form((1, 1)) == form((0,))        # *1 + *1 = 0 in misère play
    assert form((2, 2)) != form((0,))        # but *2 + *2 is not (genus 0^0)
    assert form((1, 2)) == form((3,))        # *1 + *a = *(a ^ 1)
    assert str(cgt.genus(nim, (2, 2))) == "0^0"
    assert str(cgt.genus(nim, (1, 1, 1))) == "1"


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_boutons_misere_rule_on_every_position_with_heaps_up_to_7(count):
    brute = cgt.OptionsOnly(Nim())
    for heaps in itertools.product(range(8), repeat=count):
        value = cgt.misere_value(brute, heaps)
        assert misere_nim_value(heaps) == value
        assert misere_nim_outcome(heaps) == cgt.outcome(brute, heaps, misere=True)
        assert sorted(misere_nim_winning_moves(heaps)) == sorted(
            q for q in brute.options(heaps) if cgt.misere_value(brute, q) == 0
        )


def test_misere_values_match_the_definition_on_whole_positions():
    options = naive_heaps_options(naive_octal_moves("0.07"))
    memo: dict = {}
    for heaps in itertools.combinations_with_replacement(range(1, 9), 3):
        assert cgt.misere_value(DAWSONS_KAYLES, heaps) == naive_misere(options, heaps, memo)


def test_genus_type():
    g = cgt.genus(GrundysGame(), 18)
    assert str(g) == "4^0564" and g.misere_value == 0 and not g.tame
    assert g.sequence(7) == [0, 5, 6, 4, 6, 4, 6]
    assert eval(repr(g), {"Genus": cgt.Genus}) == g
    wide = cgt.Genus(6, (1, 9, 10, 8), "wild")  # CGSuite writes entries >= 10 in parentheses
    assert str(wide) == "6^(1,9,10,8)"
    assert str(cgt.Genus(0, (1, 2, 0), "wild")) == "0^120"


def test_genus_of_a_loopy_game_says_what_to_do():
    loop = cgt.games.Digraph({0: [1], 1: [0]})
    with pytest.raises(cgt.LoopyGameError, match="cgt.loopy.value"):
        cgt.genus(loop, 0)
    with pytest.raises(cgt.InvalidValueError, match="n=-1"):
        KAYLES.genus_sequence(-1)
