"""The compiled rules of the board families (``cgt._kernels.board_rules``) against their rulesets' ``moves`` in Python.

Each kernel's moves, read back from its frame (a guard bit after each row),
are the Python rules' moves on random boards; and the
compiled search's values are the search's in Python.
"""

from __future__ import annotations

import ast
import importlib

import numpy as np
import pytest
from grid_naive import boards
from hypothesis import given, settings

import cgt
from hypothesis import strategies as st

from cgt.games import Fission, GenClobber, NoGo
from cgt.games.grid.board import stride
from cgt.games.grid.compiled import compiled_canonical_form


def rules_of(game):
    """The compiled ``(moves, reach, alive)`` that the game's ``kernels`` names."""
    module, _, name = game.kernels.partition(":")
    name, _, arguments = name.partition("(")
    rules = getattr(importlib.import_module(module), name)
    return rules(*ast.literal_eval(f"({arguments[:-1]},)")) if arguments else rules


def compiled_moves(game, text: str, player: int) -> list[tuple[int, ...]]:
    """The kernel's moves on the board `text`, as masks in the board's own stride."""
    board = game.position(text)
    width, height = board[0], board[1]
    s, t = width + 1, stride(width)
    masks = np.array([sum(((m >> (r * t)) & ((1 << width) - 1)) << (r * s) for r in range(height)) for m in board[2:]],
                     np.int64)
    moves = rules_of(game)[0]
    out = np.empty((1, len(masks)), np.int64)
    n = moves(masks, player, s, out)
    while n < 0:  # too few rows: the caller grows them, as the graph search does
        out = np.empty((2 * out.shape[0], len(masks)), np.int64)
        n = moves(masks, player, s, out)
    return [tuple(sum(((int(m) >> (r * s)) & ((1 << width) - 1)) << (r * t) for r in range(height)) for m in row)
            for row in out[:n]]


def check_moves(game, text: str) -> None:
    board = game.position(text)
    for player in (0, 1):
        ours = compiled_moves(game, text, player)
        # As many times each (a stone that leaves its own kind onto its own kind makes one board twice).
        assert sorted(ours) == sorted(tuple(m) for m in game.moves(board, player)), (text, player)


@settings(max_examples=150, deadline=None)
@given(boards("x....#", max_rows=5, max_columns=6, max_cells=30))
def test_fission_kernel_moves_are_the_rules(text):
    check_moves(Fission(), text)


@settings(max_examples=150, deadline=None)
@given(boards("xo....#", max_rows=5, max_columns=6, max_cells=30))
def test_nogo_kernel_moves_are_the_rules(text):
    # Any board, not only positions of play: the kernel checks the groups a move touches, as the rules do.
    check_moves(NoGo(), text)


CELLS = st.sampled_from(["empty", "own", "opponent"])


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["orthogonal", "compass", "knights_move"]), st.lists(CELLS, min_size=1, max_size=3),
       st.lists(CELLS, min_size=1, max_size=3), CELLS, CELLS, st.sampled_from([1, 2, None]), st.data())
def test_gen_clobber_per_player_kernel_moves_are_the_rules(directions, left, right, left_behind, right_behind,
                                                           max_distance, data):
    game = GenClobber(directions, {"left": left, "right": right}, {"left": left_behind, "right": right_behind},
                      max_distance)
    check_moves(game, data.draw(boards("xo.#" if "#" in game.position_type.symbols + game.position_type.blank
                                       else "xo.", max_rows=4, max_columns=5, max_cells=20)))


@settings(max_examples=40, deadline=None)
@given(boards("x.....#", max_rows=4, max_columns=4, max_cells=16))
def test_fission_compiled_values_are_the_search(text):
    cgt.clear_cache(Fission())
    assert compiled_canonical_form(Fission(), text) == cgt.canonical_form(Fission(), text)


@settings(max_examples=40, deadline=None)
@given(boards("xo.....#", max_rows=3, max_columns=3, max_cells=9))
def test_nogo_compiled_values_are_the_search(text):
    cgt.clear_cache(NoGo())
    assert compiled_canonical_form(NoGo(), text) == cgt.canonical_form(NoGo(), text)


@pytest.mark.parametrize("game, text, printed", [
    (Fission(), "#...|.x..|....|..#.", "{1/2|0}"),   # CGSuite 2.2 printed (test_fission.py)
    (NoGo(), "....", "0"),
    (NoGo(), "...", "+-1"),
])
def test_compiled_values_of_known_boards(game, text, printed):
    assert str(compiled_canonical_form(game, text)) == printed


def test_large_boards_take_the_compiled_path():
    # The hint: NoGo from 10 cells and 30,000 rough positions, Fission from 13 cells and 10,000.
    assert NoGo().canonical_form_hint("." * 9) is None
    assert NoGo().canonical_form_hint("." * 10) == cgt.canonical_form(NoGo(), "." * 10)
    assert Fission().canonical_form_hint("....|..x.|....|....") is None
    assert Fission().canonical_form_hint(".....|.....|..x..|.....|.....") is not None
