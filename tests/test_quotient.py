"""Misère quotients: published presentations and brute-force misère search of sums of heaps."""

from __future__ import annotations

import itertools

import pytest

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, Nim, OctalGame
from naive import naive_heaps_options, naive_misere, naive_octal_moves


def test_tame_quotient_t2():
    # Plambeck and Siegel, "Misère quotients for impartial games" (2008): the
    # quotient of Nim heaps 0, 1, 2 is T2 = <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}.
    q = cgt.misere_quotient(Nim(), 2)
    assert len(q) == 6
    assert q.relations == ["a^2 = 1", "b^3 = b"]
    assert q.p_portion == ["a", "b^2"]


def test_075_is_the_eight_element_quotient():
    # Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5 (2005):
    # 0.75's quotient is R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2}.
    q = cgt.misere_quotient(OctalGame("0.75"), 10)
    assert len(q) == 8
    assert sorted(q.relations) == sorted(["a^2 = 1", "b^3 = b", "bc = ab", "c^2 = b^2"])
    assert q.p_portion == ["a", "b^2"]


def check_against_search(game, code, bound, heaps_at_most):
    q = cgt.misere_quotient(game, bound)
    options = naive_heaps_options(naive_octal_moves(code))
    memo: dict = {}
    count = 0
    for size in range(heaps_at_most + 1):
        for heaps in itertools.combinations_with_replacement(range(1, bound + 1), size):
            expected = "P" if naive_misere(options, heaps, memo) == 0 else "N"
            assert str(q.outcome(heaps)) == expected, heaps
            count += 1
    return q, count


@pytest.mark.parametrize(
    ("game", "code", "bound", "heaps", "order"),
    [
        (OctalGame("0.75"), "0.75", 7, 5, 8),
        (DAWSONS_KAYLES, "0.07", 9, 4, 6),
        (KAYLES, "0.77", 8, 4, 12),
    ],
)
def test_quotient_outcomes_match_misere_search(game, code, bound, heaps, order):
    q, count = check_against_search(game, code, bound, heaps)
    assert len(q) == order
    assert count > 100


def test_quotient_orders_are_even_and_grow():
    # Plambeck and Siegel: every misère quotient of impartial games has even order.
    orders = [len(cgt.misere_quotient(DAWSONS_KAYLES, n)) for n in range(2, 11)]
    assert all(o % 2 == 0 for o in orders)
    assert orders == sorted(orders) and orders[-1] == 12


def test_presentation_text():
    text = str(cgt.misere_quotient(OctalGame("0.75"), 5))
    assert text.splitlines()[0] == "misère quotient of OctalGame('0.75') for heaps 1..5, order 8"
    assert "P-portion: a, b^2" in text
    assert "heaps: 1 -> a, 2 -> b, 3 -> a, 4 -> b, 5 -> c" in text


def test_bad_input():
    with pytest.raises(cgt.InvalidValueError, match="bound=-1"):
        cgt.misere_quotient(KAYLES, -1)
    with pytest.raises(cgt.InvalidValueError, match="not a heap game"):
        cgt.misere_quotient(cgt.games.Digraph({0: []}), 3)
    with pytest.raises(cgt.GraphTooLargeError, match="max_order=10"):
        cgt.misere_quotient(KAYLES, 6, max_order=10)
    q = cgt.misere_quotient(KAYLES, 3)
    with pytest.raises(cgt.InvalidPositionError, match="heap 1, 4, is not a heap"):
        q.outcome((4,))
