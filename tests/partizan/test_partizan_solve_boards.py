"""The compiled board search on Amazons, Fission and NoGo: against the generic search, canonical forms and published results."""

from __future__ import annotations

from pathlib import Path

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Amazons, Fission, NoGo
from cgt.partizan.outcome_search import solve
from solve_checks import WINS_FIRST, board_texts, check_board_search



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
    from cgt._kernels.board_rules import named_numbers

    if right:
        text = text.replace("x", "o")
    game = Amazons()
    board = game.position(text)
    width = board[0]
    sided, number = named_numbers(game.kernels)
    masks = _framed(board)
    assert bool(sided(masks)) == (("x" in text) != ("o" in text))
    if sided(masks):
        assert cgt.canonical_form(game, board) == cgt.CanonicalForm.parse(str(number(masks, width + 1)))


def _framed(board):
    """An Amazons board's masks in the rules' frame: a guard bit after each row (the board's rows are 8 bits apart)."""
    import numpy as np

    width, height = board[0], board[1]
    return np.array([sum(((m >> (r * 8)) & ((1 << width) - 1)) << (r * (width + 1)) for r in range(height))
                     for m in board[2:]], np.int64)


def _queen_distances(text: str, colour: str) -> dict[tuple[int, int], int]:
    """The fewest queen moves (through empty cells) from an amazon of `colour` to each empty cell it reaches: a BFS."""
    rows = text.split("|")
    cell = {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}
    front = [at for at, ch in cell.items() if ch == colour]
    distance: dict[tuple[int, int], int] = {}
    steps = 0
    while front:
        steps += 1
        reached = []
        for r, c in front:
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)):
                at = (r + dr, c + dc)
                while cell.get(at) == ".":
                    if at not in distance:
                        distance[at] = steps
                        reached.append(at)
                    at = (at[0] + dr, at[1] + dc)
        front = reached
    return distance


@settings(max_examples=60, deadline=None)
@given(text=board_texts("xo...#", 4, 5), player=st.sampled_from((0, 1)))
def test_amazons_move_order_is_the_queen_distance_territory(text, player):
    """The move order's rank is minus (the mover's cells less the opponent's, by queen distance, times 64, plus
    their cells one queen move away less the opponent's), as a naive BFS over the cells counts them."""
    from cgt._kernels.board_rules import named_order

    board = Amazons().position(text)
    order = named_order(Amazons.kernels)
    mine, theirs = _queen_distances(text, "xo"[player]), _queen_distances(text, "ox"[player])
    far = len(text)
    territory = sum((mine.get(at, far) < theirs.get(at, far)) - (theirs.get(at, far) < mine.get(at, far))
                    for at in set(mine) | set(theirs))
    mobility = sum(d == 1 for d in mine.values()) - sum(d == 1 for d in theirs.values())
    framed = _framed(board)
    assert order(framed, framed, 1, player, board[0] + 1, board[1], 0) == -(territory * 64 + mobility)


@settings(max_examples=30, deadline=None)
@given(left=board_texts("x...#", 3, 2), right=board_texts("o...#", 3, 2), first=st.sampled_from((0, 1)))
def test_amazons_of_one_colour_a_region_are_decided_without_search(left, right, first):
    """A board whose regions each hold one colour's amazons is a sum of integers, valued by the kernel: the root is
    the only node searched, and the winner is the canonical form's."""
    from cgt.partizan.compiled_search import BoardSearch

    rows, others = left.split("|"), right.split("|")
    height = max(len(rows), len(others))
    rows += ["#" * len(rows[0])] * (height - len(rows))
    others += ["#" * len(others[0])] * (height - len(others))
    text = "|".join(a + "#" + b for a, b in zip(rows, others))  # a wall of arrows between the two
    game = Amazons()
    board = game.position(text)
    search = BoardSearch(game, board, None, None, None)
    won, _ = search.wins(board, first)
    assert search.nodes <= 1
    outcome = cgt.canonical_form(game, board).outcome.value
    assert won == (WINS_FIRST[outcome][first] == ("left", "right")[first])


def test_amazons_with_a_full_table_of_regions(monkeypatch):
    """MCGS's 4x4 Amazons boards with room for few values (integers' ids, then every value keyed by its picture)
    and for 192 regions valued: the kernel stops asking when three quarters of its table of regions is full, and
    the answers are CGSuite 2.1.1's still (the search of 5x5 filled it and then looked for a free slot for ever)."""
    from cgt.partizan import compiled_search
    from cgt.partizan.compiled_search import BoardSearch

    monkeypatch.setattr(compiled_search, "_VALUE_IDS", 128)
    game, filled = Amazons(), 0
    for text, left_first, right_first in _mcgs_amazons():
        if text.count("|") < 3:
            continue
        board = game.position(text)
        for side, winner in enumerate((left_first, right_first)):
            search = BoardSearch(game, board, None, None, None)
            assert search.wins(board, side)[0] == (winner == ("left", "right")[side]), (text, side)
            assert search.state[14].shape[0] == 256
            filled = max(filled, int(search.state[19][0]))
    assert filled >= 192


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
