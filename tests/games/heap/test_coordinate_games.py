"""Coordinate games: CGSuite's GameHeapTest rows, Fibonacci Nim's Zeckendorf rule, the cakes against cgt's cake games."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.errors import InvalidPositionError, InvalidValueError, NotAGameError
from cgt.games import (CakePieces, CoordinateRuleset, Cutcake, Eatcake, EatcakePieces, FibonacciNim, GenCutcake,
                       GenMem, HeapRuleset, MaundyCake, Mem, OctalGame, PartizanCoordinateRuleset, PartizanEuclid,
                       TakeAway, Wythoff, cake_product)

# CGSuite GameHeapTest.scala, "define coordinate games properly": (ruleset, (10,10).Options.Size,
# [R((10, n)).NimValue for n from 0 to 20]); its [R((10, n)).Genus for n from 0 to 20] prints the same numbers.
COORDINATE_ROWS = [
    (FibonacciNim(), 10, [0, 2, 2, 2] + [5] * 17),
    (TakeAway(3), 10, [0, 2, 2] + [6] * 18),
    (Mem(), 1, [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1] + [0] * 10),
    (GenMem(lambda memory, j: j != memory), 9, [6, 6, 6, 4, 6, 6, 3] + [6] * 14),
]


@pytest.mark.parametrize("game, option_count, row", COORDINATE_ROWS, ids=repr)
def test_cgsuite_coordinate_rows(game, option_count, row):
    assert len(game.options((10, 10))) == option_count
    assert [cgt.grundy(game, (10, n)) for n in range(21)] == row
    assert [str(cgt.genus(game, (10, n))) for n in range(21)] == [str(v) for v in row]


def test_cgsuite_genmem_nim_value_table():
    # GameHeapTest.scala: game.heap.GenMem((memory, j) -> j != memory).NimValueTable(10, 10), rows 0..10.
    table = """0 0 0 0 0 0 0 0 0 0 0|1 0 1 1 1 1 1 1 1 1 1|1 1 1 1 1 1 1 1 1 1 1|2 2 2 0 2 2 2 2 2 2 2
               3 2 3 3 0 3 3 3 3 3 3|3 3 3 3 3 0 3 3 3 3 3|2 2 2 2 2 2 2 2 2 2 2|4 4 4 4 4 4 4 0 4 4 4
               5 4 5 3 5 5 5 5 5 5 5|5 5 5 5 5 5 5 5 5 0 5|6 6 6 4 6 6 3 6 6 6 6"""
    expected = [[int(v) for v in row.split()] for row in table.replace("\n", "|").split("|")]
    game = GenMem(lambda memory, j: j != memory)
    assert [[cgt.grundy(game, (m, n)) for n in range(11)] for m in range(11)] == expected


def zeckendorf_smallest(n: int) -> int:
    """The smallest term of n's Zeckendorf representation (greedy, largest Fibonacci numbers first)."""
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    smallest = n
    for f in reversed(fibs):
        if f <= n:
            n -= f
            smallest = f
    return smallest


def test_fibonacci_nim_p_positions_are_whinihans_zeckendorf_rule():
    # Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963): with k tokens taken last, a heap of n (n >= 1) is
    # lost by the player to move exactly when the smallest Zeckendorf term of n is more than 2k.
    game = FibonacciNim()
    for n in range(1, 70):
        for k in range(1, n + 1):
            assert (cgt.grundy(cgt.OptionsOnly(game), (n, k)) == 0) == (zeckendorf_smallest(n) > 2 * k), (n, k)


def test_fibonacci_nim_first_moves_lose_on_fibonacci_numbers():
    # The first move may take anything but the whole heap: the heap (n, n) with a predicate a < n... written as
    # the positions after the first move: n is lost for the first player iff every first move leaves an N-position.
    game = FibonacciNim()
    losing = [n for n in range(2, 60) if all(cgt.grundy(game, (n - a, a)) != 0 for a in range(1, n))]
    assert losing == [2, 3, 5, 8, 13, 21, 34, 55]


@pytest.mark.parametrize("game, option_count, values", [
    # GameHeapTest.scala, "define partizan coordinate games properly": (8,8).LeftOptions.Size and
    # [R((8,n)).CanonicalForm for n from 0 to 8].
    (cake_product(OctalGame("4.0"), OctalGame("4.0")), 4, "[-7,-7,-3,-3,-1,-1,-1,-1,0]"),
    (GenCutcake(OctalGame("0.7"), OctalGame("0.7")), 4,
     "[-8,^,{^|||^*|v||0},{^^|*},{^^|*||0,{0|vv*}},{^3|^*||*},{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}},{0||^^*|0|||*},*]"),
    (GenCutcake(OctalGame("0.7"), OctalGame("0.7"), twisted=True), 4, "[0,v,0,v,0,v<3>,0,v,0]"),
    (PartizanEuclid(), 0, "[0,0,0,v,0,0,^,^5,0]"),
])
def test_cgsuite_partizan_coordinate_rows(game, option_count, values):
    assert len(game.left_options((8, 8))) == option_count
    assert "[" + ",".join(str(cgt.canonical_form(game, (8, n))) for n in range(9)) + "]" == values


def equal_parts(n):
    """Maundy Cake's move on a side of n: cut it into k >= 2 equal parts (CGSuite's TakeAndBreak("{2+}=.0"))."""
    return [[n // k] * k for k in range(2, n + 1) if n % k == 0]


@pytest.mark.parametrize("twisted, values", [
    (False, "[-7,-7,-3,-3,-1,-3,-1,-3,0]"),                                        # game.heap.MaundyCake
    (True, "[1,1,{8|-2},{8|-3},{8|-6},{8|-5},{8|-6,{-4|-14}},{10|-7},+-12]"),     # twisted Maundy cake
])
def test_cgsuite_maundy_cake_rows(twisted, values):
    maundy = HeapRuleset(equal_parts)
    game = cake_product(maundy, maundy, twisted=twisted)
    assert len(game.left_options((8, 8))) == 3
    assert "[" + ",".join(str(cgt.canonical_form(game, (8, n))) for n in range(9)) + "]" == values


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=3))
def test_cake_products_equal_cgts_cake_games(pieces):
    # CGSuite's (m, n) is the piece n x m of cgt's cakes; a single square is left out of Cutcake's pieces.
    flipped = tuple((n, m) for m, n in pieces)
    for product, game, kind in ((cake_product(OctalGame("4.0"), OctalGame("4.0")), Cutcake(), CakePieces),
                                (GenCutcake(OctalGame("0.7"), OctalGame("0.7")), Eatcake(), EatcakePieces),
                                (cake_product(HeapRuleset(equal_parts), HeapRuleset(equal_parts)), MaundyCake(),
                                 CakePieces)):
        assert cgt.canonical_form(product, tuple(pieces)) == cgt.canonical_form(game, kind.of(flipped)), game


def wythoff(x, y):
    return ([(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
            + [(x - k, y - k) for k in range(1, min(x, y) + 1)])


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 12), st.integers(0, 12))
def test_a_coordinate_function_equals_wythoff_written_as_a_class(x, y):
    assert cgt.grundy(CoordinateRuleset(wythoff), (x, y)) == cgt.grundy(Wythoff(), (x, y))
    assert sorted(CoordinateRuleset(wythoff).options((x, y))) == sorted(Wythoff().options((x, y)))


def test_an_option_may_be_any_collection_of_pairs():
    game = CoordinateRuleset(lambda x, y: [((x - 1, y) for _ in range(2)), [(0, y)], set()] if x else [])
    assert game.options((2, 3)) == [((1, 3), (1, 3)), (0, 3), ()]


def test_sums_of_pairs_decompose():
    game = Mem()
    assert cgt.grundy(game, ((10, 4), (7, 1))) == cgt.grundy(game, (10, 4)) ^ cgt.grundy(game, (7, 1))
    assert cgt.grundy(cgt.OptionsOnly(game), ((6, 4), (5, 1))) == cgt.grundy(game, ((6, 4), (5, 1)))


def test_equality_and_reprs():
    assert FibonacciNim() == TakeAway(2) and hash(FibonacciNim()) == hash(TakeAway(Fraction(2)))
    assert TakeAway(Fraction(3, 2)) != TakeAway(2) and Mem() == Mem() and Mem() != FibonacciNim()
    assert repr(TakeAway(Fraction(3, 2))) == "TakeAway(Fraction(3, 2))" and repr(TakeAway(3)) == "TakeAway(3)"
    for game in (Mem(), FibonacciNim(), TakeAway(3), PartizanEuclid(),
                 GenCutcake(OctalGame("0.7"), OctalGame("4.0"), twisted=True)):
        assert eval(repr(game), vars(cgt.games) | {"Fraction": Fraction}) == game


def test_bad_input_names_it():
    with pytest.raises(InvalidValueError, match=r"TakeAway: limit=0 is not a positive rational"):
        TakeAway(0)
    with pytest.raises(InvalidValueError, match=r"limit=1.5 is not"):
        TakeAway(1.5)
    with pytest.raises(NotAGameError, match="7 is not a function"):
        CoordinateRuleset(7)
    with pytest.raises(NotAGameError, match="right=None"):
        PartizanCoordinateRuleset(wythoff, None)
    with pytest.raises(InvalidPositionError, match=r"\(1, 2, 3\) is not a position of Mem\(\)"):
        Mem().options((1, 2, 3))
    with pytest.raises(InvalidValueError, match=r"the options of \(2, 0\) raised ZeroDivisionError"):
        CoordinateRuleset(lambda x, y: [(x // y, 0)]).options((2, 0))
    with pytest.raises(InvalidValueError, match=r"the options of \(2, 1\) list 5, which is neither"):
        CoordinateRuleset(lambda x, y: [5]).options((2, 1))
