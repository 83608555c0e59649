"""Wythoff's game and r-Wythoff: CGSuite's GameHeapTest rows, Wythoff's and Fraenkel's P-positions."""

from __future__ import annotations

from math import isqrt

import pytest

import cgt
from cgt.games import Wythoff


def beatty_pair(r: int, i: int) -> tuple[int, int]:
    """Fraenkel's i-th P-position of r-Wythoff, (floor(i*alpha), floor(i*alpha) + r*i) with
    alpha = (2 - r + sqrt(r^2 + 4)) / 2, in integers: sqrt(i^2 (r^2 + 4)) is irrational for i > 0,
    so floor((c + sqrt(s)) / 2) = (c + isqrt(s)) // 2 for an integer c."""
    a = (i * (2 - r) + isqrt(i * i * (r * r + 4))) // 2
    return a, a + r * i


def test_the_100_by_100_table_has_wythoffs_p_positions():
    # Wythoff (1907): the P-positions are (floor(k phi), floor(k phi^2)) and their mirror images;
    # floor(k phi) = (k + isqrt(5 k^2)) // 2 and floor(k phi^2) = floor(k phi) + k (r = 1 above).
    game = Wythoff()
    zeros = {(a, b) for a in range(100) for b in range(100) if cgt.grundy(game, (a, b)) == 0}
    pairs = [beatty_pair(1, k) for k in range(100)]
    assert pairs[:5] == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    expected = {p for a, b in pairs for p in ((a, b), (b, a)) if max(p) < 100}
    assert zeros == expected and len(expected) == 2 * 38 + 1


@pytest.mark.parametrize(
    "r, moves, nim_row, genus_row",
    [
        # GameHeapTest.scala (aaron-siegel/cgsuite), "define coordinate games properly":
        # game.heap.Wythoff((10,10)).Options.Size, [.. ((10,n)).NimValue ..], [.. .Genus ..] for n 0..20.
        (1, 30, [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28],
         "[10,11,9,8^8,13^(13),12^(12),0^0,15^(15),16^(16),17^(17),14^(14),18^(18),7^7,6^6,2^2,3^3,1^1,4^4,5^5,"
         "23^(23),28^(28)]"),
        # game.heap.GenWythoff(x -> x + 2), the same columns.
        (2, 48, [10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30],
         "[10,11,12,13,0,14,9,17,18,19,20,21,22,23,24,25,26,15,28,29,30]"),
    ],
)
def test_cgsuite_rows(r, moves, nim_row, genus_row):
    game = Wythoff(r)
    assert len(game.options((10, 10))) == moves
    assert [cgt.grundy(game, (10, n)) for n in range(21)] == nim_row
    assert "[" + ",".join(str(cgt.genus(game, (10, n))) for n in range(21)) + "]" == genus_row


@pytest.mark.parametrize("r", [1, 2, 3, 4, 5])
def test_fraenkels_p_positions_of_r_wythoff(r):
    # GameHeapTest.scala checks the first 15 P-positions of GenWythoff(x -> x + r), 1 <= r <= 5, from
    # Fraenkel's formula (there in floating point, here in integers).
    game = Wythoff(r)
    assert all(cgt.grundy(game, beatty_pair(r, i)) == 0 for i in range(15))
    # ... and that the pair just beside one is not a P-position.
    assert all(cgt.grundy(game, (a, b + 1)) != 0 for a, b in map(lambda i: beatty_pair(r, i), range(15)))


def test_options_are_the_moves_and_bad_input_is_refused():
    # (2, 2): two from either heap one at a time, or both heaps alike.
    assert sorted(Wythoff().options((2, 2))) == [(0, 0), (0, 2), (1, 1), (1, 2), (2, 0), (2, 1)]
    assert eval(repr(Wythoff(r=3)), {"Wythoff": Wythoff}) == Wythoff(3) != Wythoff()
    with pytest.raises(cgt.InvalidPositionError, match=r"heap 2 of \(3, -1\) is -1"):
        Wythoff().options((3, -1))
    with pytest.raises(cgt.InvalidPositionError, match="give two heaps"):
        Wythoff().options(3)
    with pytest.raises(cgt.InvalidPositionError, match="word 2, 'x', is not a heap size"):
        Wythoff().position("3 x")
    with pytest.raises(cgt.InvalidValueError, match="r is an integer >= 1"):
        Wythoff(0)
