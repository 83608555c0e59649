"""The boards behind ``cgt play``, checked in-process against naive oracles.

A board must list every legal move exactly once, accept the notation it prints
for its own moves, and the computer must move to a position of Grundy value 0
whenever the position it faces has a non-zero value.
"""

from __future__ import annotations

import io
import random
from functools import reduce
from operator import xor

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import _play
from cgt.games import heap_game
from naive import (
    naive_grundy,
    naive_grundys_game_moves,
    naive_heaps_options,
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
def test_nim_board_lists_every_move_once_and_reads_its_own_notation(heaps):
    board = _play.NimBoard()
    moves = board.moves(heaps)
    assert sorted(q for _, q in moves) == naive_nim_options(heaps)
    for notation, q in moves:
        assert board.parse(notation, heaps) == q


@given(nim_heaps, st.randoms(use_true_random=False))
def test_computer_moves_to_nim_sum_zero_whenever_it_can(heaps, rng):
    board = _play.NimBoard()
    legal = board.moves(heaps)
    if not legal:
        return
    _, q = _play._choose(board, heaps, legal, rng)
    assert q in dict((b, a) for a, b in legal)
    # Bouton: a nim position is lost for the player to move iff its nim-sum is 0.
    if reduce(xor, heaps) != 0:
        assert reduce(xor, q) == 0


class Watched:
    """A board that remembers the last position it drew: the loop draws after every move."""

    def __init__(self, board):
        self.board = board
        self.game = board.game
        self.syntax = board.syntax
        self.shown = None

    def show(self, position):
        self.shown = position
        return self.board.show(position)

    def moves(self, position):
        return self.board.moves(position)

    def parse(self, text, position):
        return self.board.parse(text, position)


class RandomHuman(io.StringIO):
    """Standard input typed by a human who plays random legal moves."""

    def __init__(self, board: Watched, rng: random.Random):
        super().__init__()
        self.board = board
        self.rng = rng

    def readline(self, size=-1):
        return self.rng.choice(self.board.moves(self.board.shown))[0] + "\n"


def play_against_random_human(board, start, seed):
    """Play a whole game through the real loop, the computer first; return its transcript."""
    watched = Watched(board)
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
    transcript = play_against_random_human(_play.NimBoard(), heaps, seed)
    if reduce(xor, heaps) != 0:
        assert transcript.rstrip().endswith("you lose, I win.")


@given(heap_games, heap_positions)
def test_heap_board_lists_every_move_and_reads_its_own_notation(name, heaps):
    board = _play.HeapBoard(heap_game(name))
    moves = board.moves(heaps)
    assert {q for _, q in moves} == set(naive_heaps_options(HEAP_GAMES[name])(canonical(heaps)))
    for notation, q in moves:
        assert board.parse(notation, heaps) == q


@given(heap_games, heap_positions, st.integers(1, 4), st.integers(0, 5), st.integers(0, 9))
def test_heap_board_accepts_exactly_the_legal_moves(name, heaps, heap, take, left):
    # "HEAP TAKE LEFT": TAKE tokens out of heap HEAP, LEFT of them on one side of the gap.
    board = _play.HeapBoard(heap_game(name))
    size = heaps[heap - 1] if heap <= len(heaps) else -1
    parts = canonical((left, size - take - left))
    legal = 0 <= left <= size - take and parts in {canonical(p) for p in HEAP_GAMES[name](size)}
    try:
        q = board.parse(f"{heap} {take} {left}", heaps)
    except _play.IllegalMove as exc:
        assert not legal
        assert "\n" not in str(exc)
    else:
        assert legal
        assert q == canonical(heaps[: heap - 1] + parts + heaps[heap:])


@given(heap_games, heap_positions, st.randoms(use_true_random=False))
def test_computer_moves_to_a_zero_position_of_a_heap_game_whenever_it_can(name, heaps, rng):
    board = _play.HeapBoard(heap_game(name))
    legal = board.moves(heaps)
    if not legal:
        return
    _, q = _play._choose(board, heaps, legal, rng)
    options, memo = naive_heaps_options(HEAP_GAMES[name]), {}
    if naive_grundy(options, canonical(heaps), memo) != 0:
        assert naive_grundy(options, q, memo) == 0


@settings(max_examples=30)
@given(heap_games, heap_positions, st.integers(0, 2**32 - 1))
def test_computer_wins_every_won_heap_game_against_random_play(name, heaps, seed):
    transcript = play_against_random_human(_play.HeapBoard(heap_game(name)), heaps, seed)
    if naive_grundy(naive_heaps_options(HEAP_GAMES[name]), canonical(heaps)) != 0:
        assert transcript.rstrip().endswith("you lose, I win.")
