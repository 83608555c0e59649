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


@pytest.mark.parametrize("bad, fragment", [(-1, "heap -1"), ((3, -2), "heap 1 of (3, -2) -2"), (2.5, "heap 2.5"),
                                          ("3", "heap '3'")])
def test_invalid_heaps(bad, fragment):
    with pytest.raises(cgt.InvalidPositionError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        cgt.grundy(cgt.games.Nim(), bad)
