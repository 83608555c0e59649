"""The compiled search of board games (the numba graph kernel) against the interpreted one, naive models and published values.

The interpreted search is itself checked against naive models (no symmetry,
no split) in each game's own tests; here the kernel meets both, on the
values the literature and the peers give.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm
from cgt.errors import InvalidPositionError, InvalidValueError
from cgt.games import Amazons, AntiClobber, Clobber, Domineering, Konane
from cgt.games.grid import compiled as compiled_module
from cgt.games.grid.compiled import compiled_canonical_form as compiled
from naive import cells_of
from test_amazons import CGT_PY_AMAZONS
from test_cgsuite_grid_tables import GRID_GAME_TEST
from test_clobber import PYCGT_CLOBBER
from test_clobber import PUBLISHED as CLOBBER_PUBLISHED
from test_domineering import CGT_PY_DOM, PUBLISHED, RAW
from test_konane import CGT_PY_KONANE
from test_konane import PUBLISHED as KONANE_PUBLISHED

D = Domineering()


def boards(most_rows: int, most_columns: int, cells: str = "..#") -> st.SearchStrategy[str]:
    return st.integers(1, most_rows).flatmap(
        lambda h: st.integers(1, most_columns).flatmap(
            lambda w: st.lists(st.sampled_from(cells), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
            )
        )
    )


def transposed(text: str) -> str:
    rows = text.split("|")
    return "|".join("".join(row[c] for row in rows) for c in range(len(rows[0])))


@pytest.mark.parametrize("text, value", PUBLISHED + CGT_PY_DOM)
def test_published_values(text, value):
    assert compiled(D, text) == CanonicalForm.parse(value)


@settings(max_examples=80, deadline=None)
@given(boards(4, 4))
def test_equals_the_naive_search(text):
    """The naive game knows no symmetry, no dead cell, no region: nothing the kernel does."""
    assert compiled(D, text) == cgt.canonical_form(RAW, cells_of(text))


@settings(max_examples=60, deadline=None)
@given(boards(5, 6))
def test_equals_the_interpreted_search(text):
    # Below COMPILED_POSITIONS, cgt.canonical_form searches in Python.
    assert compiled(D, text) == cgt.canonical_form(D, text)


@settings(max_examples=40, deadline=None)
@given(boards(4, 6))
def test_a_transpose_negates_and_a_mirror_keeps(text):
    value = compiled(D, text)
    assert compiled(D, transposed(text)) == -value
    assert compiled(D, "|".join(row[::-1] for row in text.split("|"))) == value


def test_rows_columns_and_the_empty_board():
    for n in range(1, 31):
        assert compiled(D, "|".join("." * n)) == n // 2
        assert compiled(D, "." * n) == -(n // 2)
    assert compiled(D, "#|#") == 0


def test_large_boards_take_the_compiled_search(monkeypatch):
    """Above COMPILED_POSITIONS the solver's hint answers; below it, the search."""
    calls = []

    def spy(game, grid):
        calls.append(grid)
        return compiled(game, grid)

    monkeypatch.setattr(compiled_module, "compiled_canonical_form", spy)
    small = "....|....|.#.."
    assert D.rough_positions(small) < D.compiled_positions
    cgt.canonical_form(Domineering(), small)
    assert calls == []
    # 5x5 is 0 (a second-player win), as cgt-py 0.11 (the Rust cgt-tools) finds too
    # (benchmarks/bench_partizan.py compares the two).
    board = "|".join(["....."] * 5)
    assert D.rough_positions(board) >= D.compiled_positions
    assert cgt.canonical_form(Domineering(), board) == 0
    assert calls == [D.position(board)]


def test_large_transposed_boards_are_negatives():
    assert compiled(D, "|".join(["...."] * 6)) == -compiled(D, "|".join(["......"] * 4))


def test_boards_are_cropped_and_over_the_frame_left_to_the_search():
    assert compiled(D, "|".join(["." * 8] * 8)) is None
    # An 8x8 grid whose empty cells fit in a 3x3 box: cropped, it fits.
    nine = "|".join(["...#####"] * 3 + ["########"] * 5)
    assert compiled(D, nine) == cgt.canonical_form(D, "...|...|...")
    with pytest.raises(InvalidPositionError, match="row 1, column 2 is 'x'"):
        compiled(D, ".x")
    with pytest.raises(InvalidValueError, match="has no compiled rules"):
        compiled(cgt.games.Cram(), "..")


# -- the other games: each kernel's rules against the game's interpreted search ----------

GAMES = {
    "clobber": (Clobber(), "xxoo.", 4, 4),
    "anti-clobber": (AntiClobber(), "xo...#", 3, 4),
    "konane": (Konane(), "xxoo..#", 4, 4),
    "amazons": (Amazons(), "xo....#", 3, 3),
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_each_game_equals_the_interpreted_search(name, data):
    game, cells, rows, columns = GAMES[name]
    text = data.draw(boards(rows, columns, cells))
    # budget=None: Anti-Clobber's estimate (3 ** cells) is far over the truth.
    assert compiled(game, text) == cgt.canonical_form(game, text, budget=None)


@pytest.mark.parametrize("game, text, value", [
    *((Clobber(), t, v) for t, v in CLOBBER_PUBLISHED + PYCGT_CLOBBER),
    *((Konane(), t, v) for t, v in KONANE_PUBLISHED + CGT_PY_KONANE),
    *((Amazons(), t, v) for t, v in CGT_PY_AMAZONS),
    *((g, t, v) for g, t, v in GRID_GAME_TEST if getattr(g, "kernels", None) is not None),
], ids=str)
def test_published_values_of_each_game(game, text, value):
    assert compiled(game, text) == CanonicalForm.parse(value)


def test_clobber_opening_board_and_its_symmetries():
    # CGSuite's opening board of Clobber is 0; a colour swap negates, a transpose keeps.
    assert compiled(Clobber(), "xoxo|oxox|xoxo") == 0
    board = "xxo.|.oxo|xo.."
    value = compiled(Clobber(), board)
    assert compiled(Clobber(), board.translate(str.maketrans("xo", "ox"))) == -value
    assert compiled(Clobber(), transposed(board)) == value


@pytest.mark.parametrize("game, board", [
    (Clobber(), "xoxox|oxoxo|xoxox"),     # 32,768 estimated positions
    (Konane(), "xoxox|oxoxo|x.xox|oxoxo"),
])
def test_large_boards_of_other_games_take_the_compiled_search(monkeypatch, game, board):
    calls = []

    def spy(game, grid):
        calls.append(grid)
        return compiled(game, grid)

    monkeypatch.setattr(compiled_module, "compiled_canonical_form", spy)
    assert game.rough_positions(board) >= game.compiled_positions
    value = cgt.canonical_form(type(game)(), board)
    assert calls == [game.position(board)]
    assert value == compiled(game, board)


# -- a game of one's own with compiled rules (docs/custom-games.rst, step 8) ---------------


def test_a_users_game_with_compiled_rules(monkeypatch):
    """No transpose, no exchange: the one orientation the library's games never take."""
    from cgt.games.grid.board import Board, frame
    from cgt.games.grid.rules import BoardRuleset

    class Cells(Board):
        symbols, blank, noun = ".", "#", "board"

    class DominoesAndTrominoes(BoardRuleset):
        position_type, example = Cells, "...|..."
        transpose, swap = 0, False
        kernels = "user_rules:DOMINOES_AND_TROMINOES"

        def moves(self, board, player):
            width, height, empty = board
            f = frame(width, height)
            if player == 0:
                fits, piece = empty & empty >> f.stride, 1 | 1 << f.stride
            else:
                pairs = empty & empty >> 1 & f.not_last
                fits, piece = pairs & pairs >> 1, 0b111
            found = []
            while fits:
                cell = fits & -fits
                fits ^= cell
                found.append((empty ^ piece * cell,))
            return found

        def alive(self, masks):
            return masks[0] & (masks[0] - 1) != 0

        compiled_positions = 1_000

        def estimated_positions(self, position):
            board = self.position(position) if isinstance(position, str) else position
            return 2 ** (board[2].bit_count() // 2)

    game = DominoesAndTrominoes()
    assert compiled(game, "...|...") == CanonicalForm.parse("{2|-1}")
    assert compiled(game, "....|....|....") == CanonicalForm.parse("{5/2|-1}")
    for text in ("....#|.....|..#..|.....", "......|......|......", "#....|.....|.....|....#"):
        assert compiled(game, text) == cgt.canonical_form(game, text)
        assert compiled(game, transposed(text)) == cgt.canonical_form(game, transposed(text))
    calls = []
    monkeypatch.setattr(compiled_module, "compiled_canonical_form", lambda g, b: calls.append(b) or compiled(g, b))
    board = "|".join(["......."] * 3)  # 2 ** 10 estimated, over its compiled_positions
    assert cgt.canonical_form(DominoesAndTrominoes(), board) == compiled(game, board)
    assert calls == [game.position(board)]
