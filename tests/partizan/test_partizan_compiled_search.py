"""The compiled Domineering search of cgt.solve: against the generic search, canonical forms and the literature."""

from __future__ import annotations

import _thread
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import Domineering
from cgt.partizan.compiled_search import MAX_CELLS, CompiledSearch, compiled_search
from cgt.partizan.outcome_search import solve
from solve_checks import WINS_FIRST

GAME = Domineering()


def _boards(rows: int, columns: int):
    """Grids up to rows x columns, about a quarter of the cells filled."""
    return st.integers(1, rows).flatmap(
        lambda h: st.integers(1, columns).flatmap(
            lambda w: st.lists(st.sampled_from("...#"), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h)))))


def _rectangle(rows: int, columns: int) -> str:
    return "|".join(["." * columns] * rows)


@settings(max_examples=40, deadline=None)
@given(text=_boards(4, 5), tiny=st.booleans())
def test_compiled_winner_is_the_generic_searchs_and_the_canonical_forms(text, tiny):
    position = GAME.position(text)
    fast = solve(GAME, position, table_size=2 if tiny else None)  # table_size=2: replaced at every store
    slow = solve(GAME, position, compiled=False, value_below=0)
    value = cgt.canonical_form(GAME, position)
    assert (fast.winners["left"], fast.winners["right"]) == WINS_FIRST[value.outcome.value]
    assert fast.winners == slow.winners
    for player, other in (("left", "right"), ("right", "left")):
        move = fast.moves[player]
        assert (move is not None) == (fast.winners[player] == player)
        if move is not None:
            # A legal move, after which the opponent, moving first, loses: by both searches.
            assert move in getattr(GAME, f"{player}_options")(position)
            assert solve(GAME, move, first=other, line=False).winners[other] == player
            assert solve(GAME, move, first=other, line=False, compiled=False).winners[other] == player
            # The principal line ends with the loser to move and no move left.
            line = fast.lines[player]
            stuck = other if len(line) % 2 else player
            assert line[0] == move and stuck == other
            assert not getattr(GAME, f"{stuck}_options")(line[-1])


# Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230
# (2000), table 1 of square boards: 5x5 a second-player win, 2x2 to 7x7 otherwise first-player wins
# (8x8 too: Bullock 2002; measured in benchmarks/bench_solve.py, not here).
@pytest.mark.parametrize("size, outcome", [(2, "N"), (3, "N"), (4, "N"), (5, "P"), (6, "N"), (7, "N")])
def test_square_boards_as_published(size, outcome):
    assert solve(GAME, _rectangle(size, size), line=False).outcome.value == outcome


# Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?" (MSRI Publications 42,
# 2002): on narrow boards the outcome depends only on the length past a few small cases; here each
# board up to 2x10, 3x7, 5x4 and 7x3 is checked against the canonical form, an independent engine.
@pytest.mark.parametrize("rows, longest", [(2, 10), (3, 7), (5, 4), (7, 3)])
def test_narrow_boards_agree_with_canonical_forms(rows, longest):
    for columns in range(1, longest + 1):
        for r, c in ((rows, columns), (columns, rows)):
            value = cgt.canonical_form(GAME, _rectangle(r, c))
            assert solve(GAME, _rectangle(r, c), line=False).outcome == value.outcome, (r, c)


def _long_lines(draw_cells, rows: int, columns: int, across: bool) -> str:
    """A board of `rows` x `columns` cells (transposed with `across`), a third of them filled."""
    h, w = (columns, rows) if across else (rows, columns)
    cells = [draw_cells[(r * w + c) % len(draw_cells)] for r in range(h) for c in range(w)]
    return "|".join("".join(cells[r * w : (r + 1) * w]) for r in range(h))


# Lines of more than 16 cells are counted bit by bit, not looked up in the kernel's table: checked
# against the canonical form, of either player's lines.
@settings(max_examples=15, deadline=None)
@given(cells=st.lists(st.sampled_from("..#"), min_size=40, max_size=40), rows=st.integers(1, 2),
       columns=st.integers(17, 20), across=st.booleans())
def test_lines_over_16_cells_agree_with_canonical_forms(cells, rows, columns, across):
    text = _long_lines(cells, rows, columns, across)
    value = cgt.canonical_form(GAME, text)
    assert solve(GAME, text, line=False).outcome == value.outcome, text


def test_boards_over_the_kernels_limit_take_the_generic_search():
    assert compiled_search(GAME, _rectangle(11, 11), None, None, None) is not None
    assert compiled_search(GAME, _rectangle(8, 16), None, None, None) is None  # 128 > MAX_CELLS cells
    assert MAX_CELLS == 127
    assert compiled_search(cgt.games.Cram(), _rectangle(2, 2), None, None, None) is None


def test_budget_stops_the_compiled_search_saying_how_far_it_got():
    message = r"after 5,000 positions, over its budget of 5,000 positions.*depth \d+"
    with pytest.raises(cgt.GraphTooLargeError, match=message):
        solve(GAME, _rectangle(7, 7), budget=5000)


def test_progress_shows_nodes_table_and_the_current_line():
    seen = []
    with pytest.raises(cgt.GraphTooLargeError):  # 8x8 for a second or two, then the budget stops it
        solve(GAME, _rectangle(8, 8), first="left", line=False, table_size=1 << 12, budget=1_500_000,
              progress=seen.append)
    assert seen and all(0 < s.searched and 0 <= s.stored <= s.table_size == 1 << 12 for s in seen)
    assert any(s.line and all(move.count("-") == 1 for move in s.line) for s in seen)


def test_ctrl_c_stops_the_kernel_at_once():
    board = GAME.position(_rectangle(8, 8))
    search = CompiledSearch(GAME, board, None, 1 << 12, None)
    threading.Timer(0.3, _thread.interrupt_main).start()  # Ctrl-C, 0.3 s into a search of minutes
    began = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        search.wins(board, 0)
    assert time.perf_counter() - began < 2
    assert not search.stop[0]  # ready for the next search


def test_a_search_stopped_by_its_budget_resumes_from_its_file_to_the_same_answer(tmp_path):
    board, saved = GAME.position(_rectangle(6, 8)), tmp_path / "search.npz"
    whole = CompiledSearch(GAME, board, None, 1 << 16, None)
    answer = whole.wins(board, 0)
    assert answer == (False, None)  # 6x8, Vertical first: a loss
    half = whole.nodes // 2
    with pytest.raises(cgt.GraphTooLargeError, match=rf"after {half:,} positions.*saved to '.*search.npz'"):
        CompiledSearch(GAME, board, half, 1 << 16, None, save=saved).wins(board, 0)
    resumed = CompiledSearch(GAME, board, None, None, None, save=saved, resume=saved)
    assert resumed.earlier_nodes == half and len(resumed.table) == 1 << 16  # the saved table, whatever its size
    assert resumed.earlier_seconds > 0 and time.perf_counter() - resumed.began >= resumed.earlier_seconds
    assert resumed.wins(board, 0) == answer
    # What the first half proved is looked up, not searched again: fewer nodes than from scratch.
    assert resumed.nodes - resumed.earlier_nodes < whole.nodes
    # The saved table answers the other player first too, as a search from scratch does.
    assert (CompiledSearch(GAME, board, None, None, None, resume=saved).wins(board, 1)
            == CompiledSearch(GAME, board, None, 1 << 16, None).wins(board, 1))


def test_a_search_saves_itself_now_and_then_and_on_ctrl_c(tmp_path, monkeypatch):
    board = GAME.position(_rectangle(6, 8))
    saves = []
    real_save = CompiledSearch.save
    monkeypatch.setattr(CompiledSearch, "save", lambda self, path: saves.append(self.nodes) or real_save(self, path))
    search = CompiledSearch(GAME, board, None, 1 << 16, None, save=tmp_path / "s.npz", save_seconds=0.02)  # the search takes about 0.12 s on a quiet machine
    assert search.wins(board, 0) == (False, None)  # paused, saved and taken up again: the same answer
    assert len(saves) >= 2 and saves == sorted(saves) and (tmp_path / "s.npz").exists()
    saves.clear()
    big = GAME.position(_rectangle(8, 8))
    search = CompiledSearch(GAME, big, None, 1 << 12, None, save=tmp_path / "c.npz")
    threading.Timer(0.3, _thread.interrupt_main).start()
    with pytest.raises(KeyboardInterrupt):
        search.wins(big, 0)
    assert saves and CompiledSearch(GAME, big, None, None, None, resume=tmp_path / "c.npz").earlier_nodes == saves[-1]


def test_resuming_another_boards_search_or_no_search_is_refused(tmp_path):
    board = GAME.position(_rectangle(3, 4))
    CompiledSearch(GAME, board, None, 1 << 8, None, save=tmp_path / "s.npz").answer(board, ["left"], False)
    with pytest.raises(cgt.CheckpointError, match=r"s.npz' holds a search of a board of 4 by 3, not 3 by 4"):
        CompiledSearch(GAME, GAME.position(_rectangle(4, 3)), None, None, None, resume=tmp_path / "s.npz")
    (tmp_path / "junk.npz").write_text("not a search")
    with pytest.raises(cgt.CheckpointError, match=r"junk.npz' is not a saved search"):
        CompiledSearch(GAME, board, None, None, None, resume=tmp_path / "junk.npz")
    with pytest.raises(cgt.CheckpointError, match=r"missing.npz': no such file"):
        CompiledSearch(GAME, board, None, None, None, resume=tmp_path / "missing.npz")
