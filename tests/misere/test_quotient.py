"""Misère quotients: published presentations and brute-force misère search of sums of heaps."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import DAWSONS_KAYLES, KAYLES, Nim, OctalGame
from naive import misere_wins_table, naive_heaps_options, naive_misere, naive_misere_wins, naive_octal_moves


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


@pytest.mark.parametrize(("code", "top"), [("0.07", 10), ("0.75", 10), ("0.77", 10)])
def test_every_sum_of_six_heaps_matches_retrograde_analysis(code, top):
    # Issue 11's check: every sum of up to 6 heaps <= 10, look-up against the rules.
    q = cgt.misere_quotient(OctalGame(code), top)
    table = misere_wins_table(naive_octal_moves(code), top, 6 * top)
    count = 0
    for size in range(7):
        for heaps in itertools.combinations_with_replacement(range(1, top + 1), size):
            assert str(q.outcome(heaps)) == table(heaps), heaps
            count += 1
    assert count == len(list(itertools.combinations_with_replacement(range(top + 1), 6)))


def partitions(total: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of heaps with `total` tokens, as a sorted tuple."""
    def down(n: int, largest: int) -> Iterator[tuple[int, ...]]:
        if n == 0:
            yield ()
        for h in range(min(n, largest), 0, -1):
            for rest in down(n - h, h):
                yield rest + (h,)
    return down(total, total)


@pytest.mark.parametrize(("game", "code", "top", "order"),
                         [(KAYLES, "0.77", 30, 40), (OctalGame("0.75"), "0.75", 30, 8), (DAWSONS_KAYLES, "0.07", 26, 144)])
def test_every_sum_of_at_most_top_tokens_matches_misere_search(game, code, top, order):
    # Large heaps too: every sum of heaps with at most `top` tokens in all (28,629
    # sums for 30), against misère search by the rules.
    q = cgt.misere_quotient(game, top)
    assert len(q) == order
    options = naive_heaps_options(naive_octal_moves(code))
    memo: dict = {}
    for total in range(top + 1):
        for heaps in partitions(total):
            expected = "N" if naive_misere_wins(options, heaps, memo) else "P"
            assert str(q.outcome(heaps)) == expected, heaps


@settings(max_examples=25, deadline=None)
@given(st.text("01234567", min_size=1, max_size=3))
def test_random_octal_games_match_retrograde_analysis(digits):
    # Any octal game with up to three code digits: its quotient for heaps <= 8 against
    # the rules, on every sum of up to five heaps (conservative extensions, new
    # generators and recalibrations all get exercised across games). Some quotients
    # are infinite (0.354's from heap 5): then the largest bound the refusal names.
    code = "0." + digits
    try:
        q = cgt.misere_quotient(OctalGame(code), 8, max_order=2000)
    except cgt.GraphTooLargeError as refused:
        assert refused.largest_bound is not None and refused.largest_bound < 8
        assert f"at heap {refused.largest_bound + 1}," in str(refused)
        q = cgt.misere_quotient(OctalGame(code), refused.largest_bound, max_order=2000)
    top = q.bound
    table = misere_wins_table(naive_octal_moves(code), top, 5 * top)
    for size in range(6):
        for heaps in itertools.combinations_with_replacement(range(1, top + 1), size):
            assert str(q.outcome(heaps)) == table(heaps), (code, heaps)


def test_0354_has_an_infinite_quotient_from_heap_5():
    # With c heaps of 3 beside them, m heaps of 5 are a P-position exactly when m is even
    # and below 4c, or m - 4c is 1 or 3 mod 6 (by search, c <= 3). So 5^i = 5^(i+p) in the
    # quotient is impossible: with 4c - 2 >= i, m = 4c - 2 is a P-position and m + p is not.
    # The quotient of heaps <= 5 is infinite, and it is refused, naming bound 4.
    table = misere_wins_table(naive_octal_moves("0.354"), 5, 3 * 3 + 5 * 23)  # up to 3 heaps of 3, 23 of 5
    for c in range(4):
        for m in range(4 * c + 12):
            p = (m % 2 == 0) if m < 4 * c else (m - 4 * c) % 6 in (1, 3)
            assert table((3,) * c + (5,) * m) == ("P" if p else "N"), (c, m)
    with pytest.raises(cgt.GraphTooLargeError, match=r"at heap 5, .*heaps up to 4 have a quotient of order 14") as refused:
        cgt.misere_quotient(OctalGame("0.354"), 8, max_order=1000)
    assert refused.value.largest_bound == 4
    assert len(cgt.misere_quotient(OctalGame("0.354"), 4)) == 14


def test_quick_conservative_test_agrees_with_the_full_proof(monkeypatch):
    # MisereSolver's quick test (a heap whose options contain a proven word's) against
    # proving every conservative extension in full: the same quotient.
    import cgt.misere.quotient as quotient

    quick = str(cgt.misere_quotient(KAYLES, 40))
    full = quotient._conservative
    monkeypatch.setattr(quotient, "_conservative", lambda q, k, moves, minimal, *rest: full(q, k, moves, {}, *rest))
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
    with pytest.raises(cgt.GraphTooLargeError, match=r"at heap 25, .*heaps up to 24 have a quotient of order 24: "
                       r"ask for bound=24, or pass a larger max_order") as refused:
        cgt.misere_quotient(DAWSONS_KAYLES, 30, max_order=100)
    assert refused.value.largest_bound == 24
    q = cgt.misere_quotient(KAYLES, 3)
    with pytest.raises(cgt.InvalidPositionError, match="heap 1, 4, is not a heap"):
        q.outcome((4,))


def test_an_infinite_quotient_shows_its_growth_and_is_refused_with_the_default_limit(monkeypatch):
    # Issue 24: 0.354 up to heap 10 worked 9 s before refusing, with no sign of life. Every
    # candidate's order is checked against max_order before it is built, and the progress
    # shows the order of the candidate being proven, so a quotient on its way past the
    # limit is seen growing. (How long it takes is measured in benchmarks/bench_misere.py.)
    monkeypatch.setattr(cgt.watch, "_PROGRESS_SECONDS", 0.0)  # report at every look
    seen: list[cgt.SearchProgress] = []
    with pytest.raises(cgt.GraphTooLargeError, match=r"^misere_quotient\(OctalGame\('0.354'\), 10\): at heap 5, .* more than max_order=20000 .*heaps up to 4 have a quotient of order 14: ask for bound=4, or pass a larger max_order$") as refused:
        cgt.misere_quotient(OctalGame("0.354"), 10, progress=seen.append)
    assert refused.value.largest_bound == 4
    assert all(isinstance(status, cgt.SearchProgress) for status in seen)
    searched = [status.searched for status in seen]
    assert searched == sorted(searched) and searched[-1] > 0
    # The candidates grow from the 14 elements of heap 4 to thousands before the refusal.
    assert max(status.stored for status in seen) > 1000
    assert all(status.stored <= 20_000 for status in seen)
