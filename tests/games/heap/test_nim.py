"""Nim: Bouton's theorem against brute force."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from naive import naive_grundy

heaps = st.lists(st.integers(0, 6), min_size=1, max_size=3).map(tuple)


@given(heaps)
def test_bouton_value_matches_brute_force(position):
    nim = cgt.games.Nim()
    brute = naive_grundy(nim.options, position)
    assert cgt.grundy(nim, position) == brute == cgt.grundy(cgt.OptionsOnly(nim), position)


@given(heaps)
def test_winning_moves_are_exactly_the_moves_to_p_positions(position):
    nim = cgt.games.Nim()
    expected = [q for q in nim.options(position) if naive_grundy(nim.options, q) == 0]
    assert cgt.winning_moves(nim, position) == expected


@pytest.mark.parametrize("bad, fragment", [
    (-1, "-1 is not a heap size of Nim()"),
    ((3, -2), "heap 2 of (3, -2) is -2, which is not a heap size"),  # heaps counted from 1, as people count
    (2.5, "2.5 is not a heap size"),
    ("3", "'3' is not a heap size"),
])
def test_invalid_heaps(bad, fragment):
    with pytest.raises(cgt.InvalidPositionError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        cgt.grundy(cgt.games.Nim(), bad)


@given(heaps, st.integers(0, 8))
def test_move_to_value_is_an_option_of_that_value(position, target):
    nim = cgt.games.Nim()
    found = nim.move_to_value(position, target)
    values = {q: naive_grundy(nim.options, q) for q in nim.options(position)}
    if target in values.values():
        assert values[found] == target
    else:
        assert found is None


@given(heaps)
def test_winning_move_is_one_of_the_winning_moves(position):
    nim = cgt.games.Nim()
    expected = [q for q in nim.options(position) if naive_grundy(nim.options, q) == 0]
    found = cgt.winning_move(nim, position)
    assert found in expected if expected else found is None


def test_huge_heaps_are_answered_without_listing_options():
    # Bouton: from (h, 1) with h even the only winning move takes h down to 1.
    nim = cgt.games.Nim()
    cgt.clear_cache(nim)
    assert cgt.winning_move(nim, (10**12, 1)) == (1, 1)
    assert cgt.winning_moves(nim, (3 * 10**6, 1)) == [(1, 1)]
    assert cgt.winning_moves(nim, 10**15) == [0]
    assert len(cgt.grundy_cache(nim)) < 100  # no option of the huge heap was valued
