"""The compiled board search on Amazons, Fission and NoGo: against the generic search, canonical forms and published results."""

from __future__ import annotations

from pathlib import Path

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Amazons, Fission, NoGo
from cgt.partizan.outcome_search import solve
from solve_checks import board_texts, check_board_search



@settings(max_examples=40, deadline=None)
@given(text=board_texts("xo...#", 3, 4), tiny=st.booleans())
def test_amazons_winner_is_the_generic_searchs_and_the_canonical_forms(text, tiny):
    check_board_search(Amazons(), text, 2 if tiny else None)  # table_size=2: one bucket, replaced at every store


def _mcgs_amazons() -> list[tuple[str, str, str]]:
    """MCGS's Amazons boards (CGSuite 2.1.1's results): the board, the winner with Left first, with Right first."""
    rows = []
    for line in (Path(__file__).parent / "mcgs_amazons.txt").read_text().splitlines():
        if line.startswith("//"):
            continue
        board, black, white = line.replace("{", "").replace("}", "").replace(",", "").split()[0:5:2]
        rows.append((board.replace("X", "x").replace("O", "o"), "left" if black == "win" else "right",
                     "right" if white == "win" else "left"))
    return rows


def test_amazons_mcgs_boards():
    """All 143 boards of MCGS's Amazons autotests (3x3, 3x4, 4x4), both players first, as CGSuite 2.1.1 found."""
    game, rows = Amazons(), _mcgs_amazons()
    assert len(rows) == 143
    for board, left_first, right_first in rows:
        assert solve(game, board, line=False).winners == {"left": left_first, "right": right_first}, board


@settings(max_examples=40, deadline=None)
@given(text=board_texts("x....#", 3, 4), right=st.booleans())
def test_amazons_of_one_colour_are_the_integer_their_longest_play_counts(text, right):
    """The number hook (moves in a row, counted compiled) is the canonical form of a region of one colour's amazons."""
    import numpy as np

    from cgt._kernels.board_rules import named_numbers

    if right:
        text = text.replace("x", "o")
    game = Amazons()
    board = game.position(text)
    width, height = board[0], board[1]
    sided, number = named_numbers(game.kernels)
    # The masks in the rules' frame: a guard bit after each row.
    masks = np.array([sum(((m >> (r * 8)) & ((1 << width) - 1)) << (r * (width + 1)) for r in range(height))
                      for m in board[2:]], np.int64)
    assert bool(sided(masks)) == (("x" in text) != ("o" in text))
    if sided(masks):
        assert cgt.canonical_form(game, board) == cgt.CanonicalForm.parse(str(number(masks, width + 1)))


@settings(max_examples=30, deadline=None)
@given(text=board_texts("x....#", 4, 4), tiny=st.booleans())
def test_fission_winner_is_the_generic_searchs_and_the_canonical_forms(text, tiny):
    """Fission's negative is its transpose (not an exchange of colours): the table keys Right's turn by it."""
    check_board_search(Fission(), text, 2 if tiny else None)


@settings(max_examples=30, deadline=None)
@given(text=board_texts("xo....#", 3, 4), tiny=st.booleans())
def test_nogo_winner_is_the_generic_searchs_and_the_canonical_forms(text, tiny):
    assume(_nogo_legal(text))
    check_board_search(NoGo(), text, 2 if tiny else None)


def _nogo_legal(text: str) -> bool:
    """Whether every group (orthogonally joined stones of one colour) touches an empty cell: a position of play."""
    rows = text.split("|")
    cell = {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}
    seen: set[tuple[int, int]] = set()
    for start, colour in cell.items():
        if colour not in "xo" or start in seen:
            continue
        group, todo, free = {start}, [start], False
        while todo:
            r, c = todo.pop()
            for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                free |= cell.get(near) == "."
                if cell.get(near) == colour and near not in group:
                    group.add(near)
                    todo.append(near)
        seen |= group
        if not free:
            return False
    return True
