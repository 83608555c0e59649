"""Cutcake, Maundy Cake and Eatcake: Winning Ways' table of values, CGSuite's GameHeapTest rows."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import cgt
from cgt import CanonicalForm, number
from cgt.games import CakePieces, Cutcake, Eatcake, EatcakePieces, MaundyCake

C = Cutcake()


def winning_ways_value(width: int, height: int) -> int:
    """Cutcake's integer values (Winning Ways, ch. 2), Left cutting the width.

    With 2**a <= width < 2**(a+1) and 2**b <= height < 2**(b+1): when a >= b the value
    is floor(width / 2**b) - 1, otherwise -(floor(height / 2**a) - 1).
    """
    a, b = width.bit_length() - 1, height.bit_length() - 1
    if a >= b:
        return width // 2**b - 1
    return -(height // 2**a - 1)


def test_every_piece_up_to_twelve_by_twelve_matches_the_table():
    for width in range(1, 13):
        for height in range(1, 13):
            assert cgt.canonical_form(C, f"{width}x{height}") == number(winning_ways_value(width, height))


def test_pieces_add_up():
    assert cgt.canonical_form(C, "4x2, 2x4, 3x1") == number(1 - 1 + 2)
    assert cgt.outcome(C, "2x2") is cgt.Outcome.P
    # 5x2 = 1: both of Left's cuts leave 0 (-1 + 1 and 0 + 0).
    assert cgt.winning_moves(C, "5x2", "left") == [CakePieces("1x2, 4x2"), CakePieces("2x2, 3x2")]


def test_cake_text_and_errors():
    cake = C.position("4x2 + 3x1, 1x1")
    assert cake == CakePieces("3x1, 4x2") and eval(repr(cake)) == cake
    assert ET.fromstring(cake._repr_svg_()).tag.endswith("svg")
    with pytest.raises(cgt.InvalidPositionError, match="piece 2, '0x3', is not WIDTHxHEIGHT"):
        C.position("2x2, 0x3")


# GameHeapTest.scala (aaron-siegel/cgsuite), "define partizan coordinate games properly":
# [rs((8,n)).CanonicalForm for n from 0 to 8], where Left breaks the second coordinate, so that
# CGSuite's (8, n) is the piece "nx8" here. n = 0, a cake with no columns, is no position of
# cgt (pieces have sides >= 1), so the rows are checked from n = 1.
MAUNDY_ROW = ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"]
EATCAKE_ROW = ["-8", "^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
               "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*"]


@pytest.mark.parametrize("game, row, moves", [(MaundyCake(), MAUNDY_ROW, 3), (Eatcake(), EATCAKE_ROW, 4)])
def test_cgsuite_rows(game, row, moves):
    assert [cgt.canonical_form(game, f"{n}x8") for n in range(1, 9)] == [CanonicalForm.parse(v) for v in row[1:]]
    # ... and rs((8,8)).LeftOptions.Size: 8 into 2, 4 or 8 equal parts; or eat column 1, 2, 3 or 4.
    assert len(game.left_options("8x8")) == moves


def longest_division_chain(n: int) -> int:
    """The most cuts a player can make alone on a side of n in Maundy Cake: a first cut into
    k equal parts, then the most on each part."""
    return max((1 + k * longest_division_chain(n // k) for k in range(2, n + 1) if n % k == 0), default=0)


def test_maundy_cake_a_strip_only_one_player_can_cut_is_worth_his_longest_play():
    # A game only one player can move in is the integer of the most moves they can make (Winning Ways, ch. 2).
    M = MaundyCake()
    for n in range(1, 25):
        assert cgt.canonical_form(M, f"{n}x1") == number(longest_division_chain(n))
        assert cgt.canonical_form(M, f"1x{n}") == number(-longest_division_chain(n))


def test_transposing_a_cake_negates_it():
    # Swapping width and height swaps the players' roles.
    for game in (MaundyCake(), Eatcake()):
        for w in range(1, 6):
            for h in range(1, 6):
                assert cgt.canonical_form(game, f"{w}x{h}") == -cgt.canonical_form(game, f"{h}x{w}")


def test_eatcake_keeps_single_squares_and_eats_them():
    E = Eatcake()
    assert E.position("1x1, 1x1, 1x1") == EatcakePieces("1x1, 1x1, 1x1")
    assert cgt.canonical_form(E, "1x1, 1x1, 1x1") == cgt.star(1)   # * + * + *
    # A 1x3 piece: Left eats it whole (0); Right eats its middle (1x1 + 1x1 = 0) or an end (1x2).
    assert E.left_options("1x3") == [EatcakePieces("")]
    assert E.right_options("1x3") == [EatcakePieces("1x2"), EatcakePieces("1x1, 1x1")]
    assert eval(repr(E.position("2x3, 1x1"))) == EatcakePieces("1x1, 2x3")
    with pytest.raises(cgt.InvalidPositionError, match="piece 1, '0x2', is not WIDTHxHEIGHT"):
        E.position("0x2")
