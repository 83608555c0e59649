"""Cutcake: the search against Winning Ways' table of values."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import cgt
from cgt import number
from cgt.games import CakePieces, Cutcake

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
