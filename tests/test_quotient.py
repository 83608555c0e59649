"""Misère quotients: published presentations and brute-force misère search of sums of heaps."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, Nim, OctalGame
from naive import misere_wins_table, naive_heaps_options, naive_misere, naive_octal_moves


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


def published_r8() -> tuple[dict, set]:
    """Plambeck's R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, built from the presentation alone.

    Exponent vectors (i, j, l) of a^i b^j c^l in a box, identified by every
    relation times every monomial (union-find); the classes of the small
    vectors are the elements. Returns (class of each small vector, classes in the P-portion {a, b^2}).
    """
    box = 7
    vectors = list(itertools.product(range(box), repeat=3))
    parent = {v: v for v in vectors}

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    relations = [((2, 0, 0), (0, 0, 0)), ((0, 3, 0), (0, 1, 0)), ((0, 1, 1), (1, 1, 0)), ((0, 0, 2), (0, 2, 0))]
    for (u, v), w in itertools.product(relations, vectors):
        x = tuple(a + b for a, b in zip(u, w))
        y = tuple(a + b for a, b in zip(v, w))
        if x in parent and y in parent:
            parent[find(x)] = find(y)
    small = {v: find(v) for v in itertools.product(range(4), repeat=3)}
    return small, {find((1, 0, 0)), find((0, 2, 0))}


def test_075_is_isomorphic_to_the_published_r8():
    # An isomorphism check, not a comparison of printed text: some images of a,
    # b, c in our quotient make the published monoid's classes exactly our
    # elements, P-portion onto P-portion.
    small, p_classes = published_r8()
    assert len(set(small.values())) == 8
    q = cgt.misere_quotient(OctalGame("0.75"), 10)
    assert len(q) == 8
    reps: dict = {}
    for size in range(4):
        for heaps in itertools.combinations_with_replacement(range(1, 11), size):
            reps.setdefault(q.element(heaps), heaps)
    assert len(reps) == 8
    found = []
    for images in itertools.product(reps.values(), repeat=3):
        element = {v: q.element(sum((images[i] * v[i] for i in range(3)), ())) for v in small}
        by_class: dict = {}
        for v, cls in small.items():
            by_class.setdefault(cls, set()).add(element[v])
        if (all(len(e) == 1 for e in by_class.values()) and len(set(element.values())) == 8
                and all((cls in p_classes) == (q.outcome(images[0] * v[0] + images[1] * v[1] + images[2] * v[2])
                                                == cgt.Outcome.P) for v, cls in small.items())):
            found.append(images)
    assert found, "no isomorphism from the published R8 onto the computed quotient"


def test_retrograde_oracle_agrees_with_plain_search():
    # The oracle below against tests/naive.py's recursive search, on small sums.
    options = naive_heaps_options(naive_octal_moves("0.77"))
    table = misere_wins_table(naive_octal_moves("0.77"), 6, 14)
    memo: dict = {}
    for heaps in itertools.combinations_with_replacement(range(1, 7), 2):
        assert table(heaps) == ("P" if naive_misere(options, heaps, memo) == 0 else "N"), heaps


@pytest.mark.parametrize(("code", "top"), [("0.07", 10), ("0.75", 8), ("0.77", 8)])
def test_every_sum_of_six_heaps_matches_retrograde_analysis(code, top):
    # Issue 11's check: every sum of up to 6 heaps <= top, look-up against the rules
    # (heaps <= 10 for all three games in benchmarks/bench_misere.py).
    q = cgt.misere_quotient(OctalGame(code), top)
    table = misere_wins_table(naive_octal_moves(code), top, 6 * top)
    count = 0
    for size in range(7):
        for heaps in itertools.combinations_with_replacement(range(1, top + 1), size):
            assert str(q.outcome(heaps)) == table(heaps), heaps
            count += 1
    assert count == len(list(itertools.combinations_with_replacement(range(top + 1), 6)))


@settings(max_examples=25, deadline=None)
@given(st.text("01234567", min_size=1, max_size=3))
def test_random_octal_games_match_retrograde_analysis(digits):
    # Any octal game with up to three code digits: its quotient for heaps <= 8 against
    # the rules, on every sum of up to five heaps (conservative extensions, new
    # generators and recalibrations all get exercised across games).
    code = "0." + digits
    q = cgt.misere_quotient(OctalGame(code), 8)
    table = misere_wins_table(naive_octal_moves(code), 8, 40)
    for size in range(6):
        for heaps in itertools.combinations_with_replacement(range(1, 9), size):
            assert str(q.outcome(heaps)) == table(heaps), (code, heaps)


def test_quick_conservative_test_agrees_with_the_full_proof(monkeypatch):
    # MisereSolver's quick test (a heap whose options contain a proven word's) against
    # proving every conservative extension in full: the same quotient.
    import cgt.quotient as quotient

    quick = str(cgt.misere_quotient(KAYLES, 40))
    full = quotient._conservative
    monkeypatch.setattr(quotient, "_conservative", lambda q, k, moves, minimal, limit: full(q, k, moves, {}, limit))
    assert str(cgt.misere_quotient(KAYLES, 40)) == quick


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
    # Dawson's Kayles grows past 100 elements at heap 25: a clear refusal, quickly.
    with pytest.raises(cgt.GraphTooLargeError, match=r"at heap 25 .*pass a larger max_order or a smaller bound"):
        cgt.misere_quotient(DAWSONS_KAYLES, 30, max_order=100)
    q = cgt.misere_quotient(KAYLES, 3)
    with pytest.raises(cgt.InvalidPositionError, match="heap 1, 4, is not a heap"):
        q.outcome((4,))
