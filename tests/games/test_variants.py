"""Variants of a ruleset: their options follow CGSuite's definitions on random games, and CGSuite 2.2's printed values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import partizan_dag_games

import cgt
from cgt import CanonicalForm
from cgt.errors import NotAGameError
from cgt.games import (Clobber, Cram, Domineering, Negated, PartizanSubtraction, dicotic_variant, impartial_variant,
                       twisted_variant)
from cgt.games.variants import ImpartialVariant

ZERO = CanonicalForm.parse("0")


def mex(values) -> int:
    values = set(values)
    return next(g for g in range(len(values) + 1) if g not in values)


def naive_impartial(game, p, memo) -> int:
    # ImpartialVariantGame.cgs: Options = [ImpartialVariantGame(g) for g in base.LeftOptions Concat base.RightOptions]
    if p not in memo:
        memo[p] = mex(naive_impartial(game, q, memo) for q in (*game.left_options(p), *game.right_options(p)))
    return memo[p]


def naive_dicotic(game, p, memo) -> CanonicalForm:
    # DicoticVariantGame.cgs: Options(player) = [] if base.Options(player.Opponent) is empty, else base.Options(player)
    if p not in memo:
        lefts, rights = game.left_options(p), game.right_options(p)
        if not lefts or not rights:
            memo[p] = ZERO
        else:
            memo[p] = CanonicalForm.from_options([naive_dicotic(game, q, memo) for q in lefts],
                                                 [naive_dicotic(game, q, memo) for q in rights])
    return memo[p]


def naive_twisted(game, p, memo) -> CanonicalForm:
    # TwistedVariantGame.cgs: Options(player) = [-TwistedVariantGame(g) for g in base.Options(player)]
    if p not in memo:
        memo[p] = CanonicalForm.from_options([-naive_twisted(game, q, memo) for q in game.left_options(p)],
                                             [-naive_twisted(game, q, memo) for q in game.right_options(p)])
    return memo[p]


@settings(max_examples=60, deadline=None)
@given(partizan_dag_games(), st.data())
def test_variants_follow_their_definitions_on_random_games(game, data):
    p = data.draw(st.integers(0, len(game.lefts) - 1))
    assert cgt.grundy(impartial_variant(game), p) == naive_impartial(game, p, {})
    assert set(impartial_variant(game).options(p)) == {*game.left_options(p), *game.right_options(p)}
    assert cgt.canonical_form(dicotic_variant(game), p) == naive_dicotic(game, p, {})
    twisted = twisted_variant(game)
    assert cgt.canonical_form(twisted, p) == naive_twisted(game, p, {})
    assert cgt.canonical_form(twisted, Negated(p)) == -naive_twisted(game, p, {})


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(1, 4), st.data())
def test_cram_is_domineerings_impartial_variant(rows, columns, data):
    text = "|".join("".join(data.draw(st.sampled_from("...#")) for _ in range(columns)) for _ in range(rows))
    assert cgt.grundy(ImpartialVariant(Domineering()), text) == cgt.grundy(Cram(), text)


@pytest.mark.parametrize("make, game, position, printed", [
    # CGSuite 2.2 printed (cgs-eval): game.grid.Domineering("...|...|...").ImpartialVariant.CanonicalForm and so on.
    (impartial_variant, Domineering(), "...|...|...", "0"),
    (dicotic_variant, Domineering(), "...|...", "^"),
    (dicotic_variant, Domineering(), "....|....", "*"),
    (twisted_variant, Domineering(), "...|...", "1"),
    (twisted_variant, Domineering(), "...|...|...", "+-1"),
    (dicotic_variant, Clobber(), "xox|oxo", "0"),
    (twisted_variant, Clobber(), "xox|oxo", "+-(^^*)"),
    (impartial_variant, Clobber(), "xox|oxo", "0"),
    (twisted_variant, Clobber(), "xoxo|ox..", "+-(^^*)"),
])
def test_cgsuite_printed_variants(make, game, position, printed):
    assert cgt.canonical_form(make(game), position) == cgt.value(printed)


def test_cgsuite_printed_twisted_partizan_subtraction():
    # CGSuite 2.2 printed: [game.heap.PartizanSubtraction([1,2],[1,3])(n).TwistedVariant.CanonicalForm for n from 0 to 10]
    game = twisted_variant(PartizanSubtraction([1, 2], [1, 3]))
    text = "[" + ",".join(str(cgt.canonical_form(game, n)) for n in range(11)) + "]"
    assert text == "[0,*,^,{*,v|v},^,*,0,^<2>*,^,{v,v<2>*|0},^]"


def test_cram_is_what_impartial_variant_gives_for_domineering():
    assert impartial_variant(Domineering()) == Cram() and isinstance(Cram(), ImpartialVariant)
    assert Cram().base == Domineering() and repr(Cram()) == "Cram()" and Cram() != ImpartialVariant(Domineering())
    # GameGridTest.scala: game.grid.Cram(".........|##.######").CanonicalForm is *4
    assert cgt.canonical_form(impartial_variant(Domineering()), ".........|##.######") == cgt.value("*4")
    assert cgt.canonical_form(ImpartialVariant(Domineering()), ".........|##.######") == cgt.value("*4")


def test_equality_repr_and_bad_input():
    assert impartial_variant(Domineering()) == impartial_variant(Domineering())
    assert impartial_variant(Domineering()) != dicotic_variant(Domineering())
    assert {twisted_variant(Clobber()): 1}[twisted_variant(Clobber())] == 1
    assert repr(dicotic_variant(Clobber())) == "dicotic_variant(Clobber())"
    assert eval(repr(twisted_variant(Domineering())), vars(cgt.games)) == twisted_variant(Domineering())
    with pytest.raises(NotAGameError, match="impartial_variant: 5 is not a ruleset"):
        impartial_variant(5)
