"""Jump chess: rules against the textbook description, the width-20 table, boards, wide boards."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt.games import JumpChess, JumpChessBoard, JumpMove, KaylesStrip
from cgt.games.strip.staircase import row_grundy, rows_grundy
from naive import naive_cells, naive_jump_options

G20 = JumpChess(width=20)


@pytest.fixture(scope="module")
def table20() -> np.ndarray:
    return JumpChess(width=20).grundy_table()


@pytest.mark.parametrize("width", range(1, 11))
def test_options_follow_the_rules(width):
    game = JumpChess(width)
    for row in range(1 << width):
        got = sorted(naive_cells(q, width) for q in game.options(row))
        assert got == sorted(naive_jump_options(naive_cells(row, width)))


def test_width_20_table_equals_closed_form_on_every_row(table20):
    # The numba table is pure brute force; the closed form is staircase Nim.
    assert table20.dtype == np.uint8 and table20.shape == (1 << 20,)
    closed = rows_grundy(np.arange(1 << 20, dtype=np.int64), 20)
    mismatch = np.flatnonzero(closed != table20)
    assert len(mismatch) == 0, [G20.strip(int(m)) for m in mismatch[:5]]


def test_tables_are_made_per_object_and_kept():
    g = JumpChess(width=10)
    first = g.grundy_table()
    assert g.grundy_table() is first
    again = JumpChess(width=10).grundy_table()
    assert again is not first and np.array_equal(again, first)
    assert not first.flags.writeable


def test_contest_sample(table20):
    # HDU 5724 sample: one row "19 20" -> NO; rows "19" and "18" -> YES.
    assert table20[G20.row([19, 20])] == 0
    assert table20[G20.row([19])] ^ table20[G20.row([18])] != 0
    assert cgt.grundy(G20, JumpChessBoard.from_columns([[19, 20]])) == 0
    assert cgt.outcome(G20, JumpChessBoard.from_columns([[19], [18]])) is cgt.Outcome.N


boards20 = st.lists(st.integers(0, (1 << 20) - 1), min_size=1, max_size=6)


@given(boards20)
def test_board_values_and_winning_moves(table20, rows):
    board = JumpChessBoard(rows, width=20)
    total = int(np.bitwise_xor.reduce(table20[rows]))
    assert cgt.grundy(G20, board) == total
    assert cgt.grundy(G20, tuple(rows)) == total
    moves = cgt.winning_moves(G20, board)
    # Exactly the options of the board whose table values xor to 0.
    expected = [q for q in G20.options(board) if not np.bitwise_xor.reduce(table20[list(q)])]
    assert moves == expected and all(isinstance(q, JumpChessBoard) for q in moves)
    assert cgt.winning_moves(G20, tuple(rows)) == [q.rows for q in expected]
    move = G20.winning_move(board)
    assert (move is None) == (total == 0)
    if move is not None:
        after = board.replace(move.row, G20.move(board[move.row], move.source))
        assert after in expected
        assert after[move.row] >> (move.target - 1) & 1


@given(st.lists(st.integers(0, (1 << 20) - 1), min_size=0, max_size=30))
def test_grundy_rows_methods_agree(table20, rows):
    g = G20  # one object: its table is filled once, then kept
    assert g.grundy_rows(rows, "table").tolist() == g.grundy_rows(rows).tolist() == table20[rows].tolist()


@pytest.mark.parametrize("width, n", [(64, 1000), (1000, 3), (20, 1000)])
def test_winning_move_of_wide_and_tall_boards_reaches_a_p_position(width, n):
    rng = np.random.default_rng(width + n)
    game = JumpChess(width)
    for _ in range(10):
        rows = [int.from_bytes(rng.bytes(width // 8 + 1), "little") >> (8 - width % 8) for _ in range(n)]
        rows = [r & ((1 << width) - 1) for r in rows]
        evaluation = game.evaluate(tuple(rows))
        values = [row_grundy(r, width) for r in rows]
        total = 0
        for v in values:
            total ^= v
        assert evaluation.nim_sum == total and evaluation.values.tolist() == values
        if total:
            move = evaluation.move
            after = game.move(rows[move.row], move.source)
            assert after >> (move.target - 1) & 1
            assert total ^ values[move.row] ^ row_grundy(after, width) == 0
        else:
            assert evaluation.move is None and evaluation.outcome is cgt.Outcome.P


def test_evaluate_numpy_rows():
    rows = np.array([G20.row([19]), G20.row([18])], dtype=np.int64)
    e = G20.evaluate(rows, method="table")
    assert (e.nim_sum, e.outcome, e.move) == (1, cgt.Outcome.N, JumpMove(0, 19, 20))
    assert G20.evaluate(G20.row([19, 20])).move is None


def test_encoding_round_trips():
    g = JumpChess(width=9)
    row = g.row([2, 5, 6])
    assert row == 0b110010 and g.columns(row) == [2, 5, 6]
    assert g.strip(row) == ".x..xx..." and g.parse_strip(".x..xx...") == row
    board = JumpChessBoard.from_columns([[2, 5, 6], [], [9]], width=9)
    assert str(board) == ".x..xx...\n.........\n........x"
    assert [g.columns(r) for r in board] == [[2, 5, 6], [], [9]]


def test_equality_hash_and_repr():
    assert JumpChess(width=20) == JumpChess(width=20) == JumpChess()
    assert hash(JumpChess(width=20)) == hash(JumpChess())
    assert JumpChess(width=20) != JumpChess(width=19)
    assert JumpChess(width=20) != KaylesStrip(width=20)
    assert repr(JumpChess(width=20)) == "JumpChess(width=20)"
    namespace = {"JumpChess": JumpChess, "JumpChessBoard": JumpChessBoard}
    assert eval(repr(JumpChess(width=7)), namespace) == JumpChess(width=7)
    board = JumpChessBoard([3, 0], width=5)
    assert eval(repr(board), namespace) == board and hash(board) == hash(JumpChessBoard((3, 0), 5))
    # Equal games share the solver's cache.
    cgt.grundy(JumpChess(width=20), 5)
    assert 5 in cgt.grundy_cache(JumpChess(width=20))


def test_brute_force_on_a_board_matches_hooks():
    g = JumpChess(width=6)
    board = JumpChessBoard.from_columns([[1, 2], [3], [1, 4, 5]], width=6)
    assert cgt.grundy(cgt.OptionsOnly(g), board) == cgt.grundy(g, board)
    assert cgt.winning_moves(cgt.OptionsOnly(g), board) == cgt.winning_moves(g, board)


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: JumpChess(width=0), cgt.InvalidValueError, "width 0"),
        (lambda: JumpChess(width=2.5), cgt.InvalidValueError, "width 2.5"),
        (lambda: JumpChess(width=True), cgt.InvalidValueError, "width True"),
        (lambda: G20.row([0]), cgt.InvalidPositionError, "column 0 .* outside 1..20"),
        (lambda: G20.row([21]), cgt.InvalidPositionError, "column 21"),
        (lambda: G20.row([3, 3]), cgt.InvalidPositionError, "column 3 .* repeated"),
        (lambda: G20.options(1 << 20), cgt.InvalidPositionError, "1048576 is not a position"),
        (lambda: G20.options(-1), cgt.InvalidPositionError, "-1 is not a position"),
        (lambda: cgt.grundy(G20, 2.5), cgt.InvalidPositionError, "2.5 of type float"),
        (lambda: cgt.grundy(G20, (1, 1 << 20)), cgt.InvalidPositionError, "row 2 of the board is 1048576, which is not"),
        (lambda: cgt.grundy(G20, JumpChessBoard([1], 5)), cgt.InvalidPositionError, "board of width 5"),
        (lambda: JumpChessBoard([1, 32], 5), cgt.InvalidPositionError, "row 2 is 32, which is not"),
        (lambda: G20.parse_strip("x."), cgt.InvalidPositionError, "string of 20 cells"),
        (lambda: JumpChess(3).parse_strip("x.o"), cgt.InvalidPositionError, "'o' at column 3"),
        (lambda: G20.move(0, 5), cgt.InvalidValueError, "no piece on column 5"),
        (lambda: G20.move(1 << 19, 20), cgt.InvalidValueError, "cannot move"),
        (lambda: G20.move(1, 21), cgt.InvalidValueError, "column 21"),
        (lambda: G20.grundy_rows([1], "magic"), cgt.InvalidValueError, "method 'magic'"),
        (lambda: G20.grundy_rows([1 << 20], "staircase"), cgt.InvalidPositionError, "row 1:"),
        (lambda: JumpChess(width=40).grundy_table(), cgt.InvalidValueError, r"needs 1\.0 TiB"),
        (lambda: JumpChess(width=70).grundy_table(), cgt.InvalidValueError, "outside 0..62"),
    ],
)
def test_bad_input_is_refused_by_name(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize("width", range(1, 9))
def test_move_to_value_finds_an_option_of_each_value_exactly_when_one_exists(width):
    from naive import naive_grundy

    game, memo = JumpChess(width), {}
    for row in range(1 << width):
        reachable = {q: naive_grundy(naive_jump_options, naive_cells(q, width), memo) for q in game.options(row)}
        for target in range(5):
            found = game.move_to_value(row, target)
            if target in reachable.values():
                assert reachable.get(found) == target, (row, target, found)
            else:
                assert found is None


def test_winning_move_of_a_wide_board_lists_no_option():
    # Lone pieces on rows of width 500 move one cell at a time: 499 moves left (value 1)
    # on column 1, 2 moves (value 0) on column 498. Only the first row has a winning move.
    game = JumpChess(width=500)
    board = (1, 1 << 497)
    cgt.clear_cache(game)
    assert cgt.winning_move(game, board) == (2, 1 << 497)
    assert len(cgt.grundy_cache(game)) <= 3  # the board and its two rows: no option was valued


@given(st.integers(1, 12).flatmap(lambda w: st.tuples(st.just(w), st.lists(st.integers(0, (1 << w) - 1), max_size=4))))
def test_boards_draw_a_cell_per_column_and_their_pieces(case):
    import xml.etree.ElementTree as ET

    width, rows = case
    svg = ET.fromstring(JumpChessBoard(rows, width=width)._repr_svg_())
    cell = float(svg.get("width")) / width
    assert float(svg.get("height")) == cell * len(rows)
    squares = {(float(e.get("x")), float(e.get("y"))) for e in svg if e.tag.endswith("rect")}
    assert len([e for e in svg if e.tag.endswith("rect")]) == len(squares) == width * len(rows)
    assert squares == {(c * cell, r * cell) for r in range(len(rows)) for c in range(width)}
    # A stone at the centre of each occupied cell, column 1 on the left, and nowhere else.
    stones = {(float(e.get("cx")), float(e.get("cy"))) for e in svg if e.tag.endswith("circle")}
    pieces = {((c - 0.5) * cell, (r + 0.5) * cell) for r, row in enumerate(rows) for c in JumpChess(width).columns(row)}
    assert stones == pieces
