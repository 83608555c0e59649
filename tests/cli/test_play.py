"""The screens behind ``cgt play``, checked in-process against naive oracles.

A screen must list every legal move exactly once, accept the notation it prints
for its own moves, and the computer must move to a position of Grundy value 0
whenever the position it faces has a non-zero value.
"""

from __future__ import annotations

import io
import random
from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.cli import play as _play
from cgt.games import JumpChess, JumpChessBoard, heap_game
from naive import (
    naive_cells,
    naive_grundy,
    naive_grundys_game_moves,
    naive_heaps_options,
    naive_jump_options,
    naive_octal_moves,
    naive_subtraction_moves,
)

# Heap games with their rules written out independently of cgt (tests/naive.py).
HEAP_GAMES = {
    "kayles": naive_octal_moves("0.77"),
    "dawsons-kayles": naive_octal_moves("0.07"),
    "dawsons-chess": naive_octal_moves("0.137"),
    "4.07": naive_octal_moves("4.07"),
    "grundy": naive_grundys_game_moves,
    "subtraction 1,3,4": naive_subtraction_moves(lambda k: k in (1, 3, 4)),
}
heap_games = st.sampled_from(sorted(HEAP_GAMES))
heap_positions = st.lists(st.integers(0, 9), min_size=1, max_size=3).map(tuple)


def canonical(heaps):
    return tuple(sorted(h for h in heaps if h))

nim_heaps = st.lists(st.integers(0, 7), min_size=1, max_size=4).map(tuple)


def naive_nim_options(heaps):
    return sorted(heaps[:i] + (k,) + heaps[i + 1 :] for i, h in enumerate(heaps) for k in range(h))


@given(nim_heaps)
def test_nim_screen_lists_every_move_once_and_reads_its_own_notation(heaps):
    screen = _play.NimScreen()
    moves = screen.moves(heaps)
    assert sorted(q for _, q in moves) == naive_nim_options(heaps)
    for notation, q in moves:
        assert screen.parse(notation, heaps) == q


@given(nim_heaps, st.randoms(use_true_random=False))
def test_computer_moves_to_nim_sum_zero_whenever_it_can(heaps, rng):
    screen = _play.NimScreen()
    legal = screen.moves(heaps)
    if not legal:
        return
    notation, q = _play._choose(screen, heaps, rng)
    assert (notation, q) in legal
    # Bouton: a nim position is lost for the player to move iff its nim-sum is 0.
    if reduce(xor, heaps) != 0:
        assert reduce(xor, q) == 0


class Watched:
    """A screen that remembers the last position it drew: the loop draws after every move."""

    def __init__(self, screen):
        self.screen = screen
        self.game = screen.game
        self.syntax = screen.syntax
        self.shown = None

    def show(self, position):
        self.shown = position
        return self.screen.show(position)

    def moves(self, position):
        return self.screen.moves(position)

    def parse(self, text, position):
        return self.screen.parse(text, position)

    def over(self, position):
        return self.screen.over(position)

    def winning(self, position):
        return self.screen.winning(position)

    def any_move(self, position, rng):
        return self.screen.any_move(position, rng)


class RandomHuman(io.StringIO):
    """Standard input typed by a human who plays random legal moves."""

    def __init__(self, screen: Watched, rng: random.Random):
        super().__init__()
        self.screen = screen
        self.rng = rng

    def readline(self, size=-1):
        return self.rng.choice(self.screen.moves(self.screen.shown))[0] + "\n"


def play_against_random_human(screen, start, seed):
    """Play a whole game through the real loop, the computer first; return its transcript."""
    watched = Watched(screen)
    out = io.StringIO()
    status = _play.play(
        watched, start, human_first=False, stdin=RandomHuman(watched, random.Random(seed)),
        stdout=out, rng=random.Random(seed),
    )
    assert status == 0
    return out.getvalue()


@settings(max_examples=30)
@given(nim_heaps, st.integers(0, 2**32 - 1))
def test_computer_wins_every_won_nim_game_against_random_play(heaps, seed):
    transcript = play_against_random_human(_play.NimScreen(), heaps, seed)
    if reduce(xor, heaps) != 0:
        assert transcript.rstrip().endswith("you lose, I win.")


@given(heap_games, heap_positions)
def test_heap_screen_lists_every_move_and_reads_its_own_notation(name, heaps):
    screen = _play.HeapScreen(heap_game(name))
    moves = screen.moves(heaps)
    assert {canonical(q) for _, q in moves} == set(naive_heaps_options(HEAP_GAMES[name])(canonical(heaps)))
    assert screen.over(heaps) == (not moves)
    for notation, q in moves:
        assert screen.parse(notation, heaps) == q


@given(heap_games, heap_positions, st.integers(1, 4), st.integers(0, 5), st.integers(0, 9))
def test_heap_screen_accepts_exactly_the_legal_moves(name, heaps, heap, take, left):
    # "HEAP TAKE LEFT": TAKE tokens out of heap HEAP, LEFT of them on one side of the gap.
    screen = _play.HeapScreen(heap_game(name))
    size = heaps[heap - 1] if heap <= len(heaps) else -1
    parts = canonical((left, size - take - left))
    legal = 0 <= left <= size - take and parts in {canonical(p) for p in HEAP_GAMES[name](size)}
    try:
        q = screen.parse(f"{heap} {take} {left}", heaps)
    except _play.IllegalMove as exc:
        assert not legal
        assert "\n" not in str(exc)
    else:
        assert legal
        # The heaps keep their places: the moved one becomes what is left of it, in the order
        # typed (LEFT first), or an empty heap.
        left_in_order = tuple(p for p in (left, size - take - left) if p) or (0,)
        assert q == heaps[: heap - 1] + left_in_order + heaps[heap:]


@given(heap_games, heap_positions, st.randoms(use_true_random=False))
def test_computer_moves_to_a_zero_position_of_a_heap_game_whenever_it_can(name, heaps, rng):
    screen = _play.HeapScreen(heap_game(name))
    legal = screen.moves(heaps)
    if not legal:
        return
    notation, q = _play._choose(screen, heaps, rng)
    assert (notation, q) in legal
    options, memo = naive_heaps_options(HEAP_GAMES[name]), {}
    if naive_grundy(options, canonical(heaps), memo) != 0:
        assert naive_grundy(options, canonical(q), memo) == 0
    assert screen.any_move(heaps, rng) in legal


@settings(max_examples=30)
@given(heap_games, heap_positions, st.integers(0, 2**32 - 1))
def test_computer_wins_every_won_heap_game_against_random_play(name, heaps, seed):
    transcript = play_against_random_human(_play.HeapScreen(heap_game(name)), heaps, seed)
    if naive_grundy(naive_heaps_options(HEAP_GAMES[name]), canonical(heaps)) != 0:
        assert transcript.rstrip().endswith("you lose, I win.")


# ---------------------------------------------------------------------------- jump chess


@st.composite
def jump_boards(draw, max_width=7, max_rows=3):
    width = draw(st.integers(1, max_width))
    rows = draw(st.lists(st.integers(0, 2**width - 1), min_size=1, max_size=max_rows))
    return JumpChessBoard(rows, width)


def naive_board_options(board: JumpChessBoard) -> set:
    rows = [naive_cells(r, board.width) for r in board]
    return {
        tuple(rows[:i] + [q] + rows[i + 1 :]) for i, row in enumerate(rows) for q in naive_jump_options(row)
    }


def naive_board_value(board: JumpChessBoard, memo: dict) -> int:
    # Each row by the rules; the rows of a board are a disjunctive sum (Sprague-Grundy).
    return reduce(xor, (naive_grundy(naive_jump_options, naive_cells(r, board.width), memo) for r in board), 0)


@given(jump_boards())
def test_jumpchess_screen_lists_every_move_and_reads_its_own_notation(board):
    screen = _play.JumpChessScreen(JumpChess(board.width))
    moves = screen.moves(board)
    assert {tuple(naive_cells(r, board.width) for r in q) for _, q in moves} == naive_board_options(board)
    assert len(moves) == len({q for _, q in moves})
    for notation, q in moves:
        assert screen.parse(notation, board) == q
        row, column = map(int, notation.split())
        assert board[row - 1] >> (column - 1) & 1 and not q[row - 1] >> (column - 1) & 1


@given(jump_boards(), st.integers(1, 4), st.integers(0, 9))
def test_jumpchess_screen_accepts_exactly_the_legal_moves(board, row, column):
    screen = _play.JumpChessScreen(JumpChess(board.width))
    try:
        q = screen.parse(f"{row} {column}", board)
    except _play.IllegalMove as exc:
        assert "\n" not in str(exc)
        # Refused: no such row, no piece there, or a piece with no empty cell on its right.
        if row <= len(board) and 1 <= column <= board.width:
            rest = naive_cells(board[row - 1], board.width)[column - 1 :]
            assert not rest[0] or all(rest)
    else:
        assert tuple(naive_cells(r, board.width) for r in q) in naive_board_options(board)


@given(jump_boards(), st.randoms(use_true_random=False))
def test_computer_moves_to_a_zero_jumpchess_board_whenever_it_can(board, rng):
    screen = _play.JumpChessScreen(JumpChess(board.width))
    legal = screen.moves(board)
    if not legal:
        return
    notation, q = _play._choose(screen, board, rng)
    assert (notation, q) in legal
    assert screen.any_move(board, rng) in legal
    memo: dict = {}
    if naive_board_value(board, memo):
        assert naive_board_value(q, memo) == 0


@settings(max_examples=30)
@given(jump_boards(), st.integers(0, 2**32 - 1))
def test_computer_wins_every_won_jumpchess_game_against_random_play(board, seed):
    transcript = play_against_random_human(_play.JumpChessScreen(JumpChess(board.width)), board, seed)
    if naive_board_value(board, {}):
        assert transcript.rstrip().endswith("you lose, I win.")


@given(nim_heaps, st.randoms(use_true_random=False))
def test_nim_screen_knows_when_the_game_is_over_and_plays_legal_random_moves(heaps, rng):
    screen = _play.NimScreen()
    legal = screen.moves(heaps)
    assert screen.over(heaps) == (not legal)
    if legal:
        assert screen.any_move(heaps, rng) in legal


@pytest.mark.parametrize("name, heaps", [
    ("kayles", (10**12,)), ("kayles", (10**12, 7, 10**9 + 1)), ("dawsons-kayles", (10**15 + 2, 4)),
    ("subtraction 1,3,4", (10**18, 5)), ("0.137", (3, 10**11)),
])
def test_huge_heaps_get_a_legal_winning_move_at_once(name, heaps):
    game = heap_game(name)
    screen = _play.HeapScreen(game)
    _play.check_heaps(game, heaps)  # accepted: the period is proven
    assert cgt.grundy(game, heaps) != 0
    notation, q = screen.winning(heaps)
    assert screen.parse(notation, heaps) == q  # legal by the rules, as a human would type it
    assert reduce(xor, (game.grundy_value(h) for h in q), 0) == 0
    assert not screen.over(q)


def test_heaps_beyond_the_table_of_a_game_without_period_are_refused_up_front():
    with pytest.raises(cgt.InvalidValueError, match=r"heap 2 has 100000 tokens: cgt play answers Grundy's game up to "
                                                    f"{_play.SPLIT_LIMIT} tokens a heap"):
        _play.check_heaps(heap_game("grundy"), (5, 100_000))
    with pytest.raises(cgt.InvalidValueError, match=f"up to {_play.TABLE_LIMIT} tokens"):
        _play.check_heaps(heap_game("allbut 2,3"), (10**8,))
    _play.check_heaps(heap_game("grundy"), (_play.SPLIT_LIMIT,))


def test_games_are_named_as_people_name_them():
    assert [_play.title(heap_game(n)) for n in ("kayles", "dawsons-kayles", "dawsons-chess", "grundy", "0.6")] == [
        "Kayles", "Dawson's Kayles", "Dawson's chess", "Grundy's game", "the octal game 0.6"]
    with pytest.raises(_play.IllegalMove, match=r"^Kayles cannot take 3 from heap 1, which has 5 tokens; it can take 1 or 2$"):
        _play.HeapScreen(heap_game("kayles")).parse("1 3", (5,))


def test_the_library_and_cgt_play_number_heaps_and_rows_alike():
    # Kayles (3, 5, 8): the only winning move is in the heap of 5, the second heap.
    kayles = heap_game("kayles")
    (detail,) = kayles.winning_move_details((3, 5, 8))
    notation, _ = _play.HeapScreen(kayles).winning((3, 5, 8))
    assert str(detail).startswith("heap 2, which has 5 tokens:") and notation.startswith("2 ")
    # Jump chess: the row index 0 of JumpMove is row 1 in its text and on the command line.
    game = JumpChess(9)
    board = JumpChessBoard([game.parse_strip(".x..xx...")], 9)
    move = game.winning_move(board)
    notation, _ = _play.JumpChessScreen(game).winning(board)
    assert move.row == 0 and str(move) == "row 1: the piece on column 6 to column 7" and notation == "1 6"
