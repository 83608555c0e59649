"""The compiled search of the Clobber family in cgt.solve: against the generic search, canonical forms and the literature."""

from __future__ import annotations

import _thread
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.census import build_region_database
from cgt.games import AntiClobber, Clobber, GenClobber, HotClobber, Kings, Knights, Konane, Queens, Rooks
from cgt.partizan.compiled_search import BoardSearch, compiled_search
from cgt.partizan.outcome_search import solve
from solve_checks import WINS_FIRST, board_texts, check_board_search

_GAMES = [Clobber(), AntiClobber(), HotClobber(), Kings(), Knights(), Rooks(), Queens(),
          GenClobber(directions="diagonal"), Konane()]


@settings(max_examples=40, deadline=None)
@given(text=board_texts("xxoo.", 4, 4), tiny=st.booleans())
def test_clobber_winner_is_the_generic_searchs_and_the_canonical_forms(text, tiny):
    check_board_search(Clobber(), text, 2 if tiny else None)  # table_size=2: one bucket, replaced at every store


def _game_and_board():
    """A game of the family (or Konane) and a board of it: '#' off the board where stones move onto empty cells."""
    return st.sampled_from(_GAMES).flatmap(
        lambda game: st.tuples(st.just(game), board_texts(
            "xo.#" if "empty" in getattr(game, "clobbered", ("empty",)) else "xo.", 3, 4)))


@settings(max_examples=40, deadline=None)
@given(game_board=_game_and_board(), tiny=st.booleans())
def test_the_family_agrees_with_the_generic_search_and_canonical_forms(game_board, tiny):
    game, text = game_board
    check_board_search(game, text, 2 if tiny else None)


def test_no_small_region_valued_gives_the_same_winners():
    board = Clobber().position("xoxox|oxoxo|xo.ox")
    valued = BoardSearch(Clobber(), board, None, None, None)
    plain = BoardSearch(Clobber(), board, None, None, None, value_cells=0)
    for side in (0, 1):
        assert valued.wins(board, side)[0] == plain.wins(board, side)[0]
    assert plain.ids == {cgt.CanonicalForm.parse("0"): 0} and len(valued.ids) > 1


@settings(max_examples=40, deadline=None)
@given(game_board=_game_and_board(), tiny=st.booleans(), cells=st.sampled_from([4, 8, 12]))
def test_skipping_dominated_moves_of_valued_regions_keeps_the_winners(game_board, tiny, cells):
    # The search that skips a valued region's moves to dominated options, against the one that plays them
    # all and against the canonical form's outcome; its winning move leaves the opponent a loss.
    game, text = game_board
    board = game.position(text)
    table = 2 if tiny else None
    pruned = BoardSearch(game, board, None, table, None, value_cells=cells)
    plain = BoardSearch(game, board, None, table, None, value_cells=cells, prune=False)
    expected = WINS_FIRST[cgt.canonical_form(game, board).outcome.value]
    for side, player in enumerate(("left", "right")):
        won, move = pruned.wins(board, side)
        assert won == plain.wins(board, side)[0] == (expected[side] == player)
        if won:
            after = WINS_FIRST[cgt.canonical_form(game, move).outcome.value]
            assert after[1 - side] == player


def test_skipping_dominated_moves_searches_fewer_nodes():
    board = Clobber().position(_alternating(2, 13))
    pruned = BoardSearch(Clobber(), board, None, None, None)
    plain = BoardSearch(Clobber(), board, None, None, None, prune=False)
    assert [pruned.wins(board, side)[0] for side in (0, 1)] == [plain.wins(board, side)[0] for side in (0, 1)]
    assert pruned.nodes < plain.nodes  # 109,516 against 125,699 when measured


@pytest.mark.parametrize("text", ["xoxo|oxox|xoxo", "xxo|oox|xox|oxo", "xoxox|ox.xo|xoxox"])
def test_kings_winners_on_wide_boards_are_the_canonical_forms(text):
    check_board_search(Kings(), text)


# Linear Clobber (xo)^n is a first-player win for every n but 3: conjectured by Albert, Grossman,
# Nowakowski and Wolfe, "An introduction to Clobber", Integers 5(2) (2005); proved by Chen et al.,
# arXiv 2509.08985 (2025); MCGS docs/MCGS-results.html (lines 70-80) verifies it to n = 50.
@pytest.mark.parametrize("n", range(1, 19))
def test_linear_clobber_is_a_first_player_win_but_for_three(n):
    s = solve(Clobber(), "xo" * n, line=False)
    assert s.outcome.value == ("P" if n == 3 else "N")


# MCGS's table of alternating rectangles, starting with x (github ualberta-mueller-group/MCGS,
# docs/MCGS-results.html lines 89-193, commit 68fa2c6): 2xn is P when 3 divides n, else N (to n = 17);
# 3x3 .. 3x10 N P N P N P N P; 4x4 .. 4x7 N N P N; 5x5, 5x6 P. Grossman 2004 (TCS 313) for the boards up
# to 5x6. The rows of seconds here; benchmarks/bench_solve.py --clobber runs the others.
_MCGS = {(2, n): "P" if n % 3 == 0 else "N" for n in range(2, 14)}
_MCGS.update({(3, 3): "N", (3, 4): "P", (3, 5): "N", (3, 6): "P", (3, 7): "N", (4, 4): "N", (4, 5): "N"})


def _alternating(rows: int, columns: int) -> str:
    return "|".join(("xo" * columns)[r % 2 : r % 2 + columns] for r in range(rows))


@pytest.mark.parametrize("rows, columns", sorted(_MCGS))
def test_alternating_rectangles_as_mcgs_tabulates(rows, columns):
    assert solve(Clobber(), _alternating(rows, columns), line=False).outcome.value == _MCGS[rows, columns]


def test_2x14_is_n_within_a_million_nodes():
    # MCGS's table says N. The table sized for a board wider than a strip, and the moves that leave more
    # regions and fewer cells tried first, cut its search from 2,632,913 nodes (each player first) to 688,563.
    s = solve(Clobber(), _alternating(2, 14), line=False)
    assert s.outcome.value == "N" and s.nodes < 1_000_000


def test_loopy_and_oversized_boards_take_the_generic_path(monkeypatch):
    assert compiled_search(GenClobber(left_behind="own"), "xo", None, None, None) is None
    assert compiled_search(Clobber(), "xo" * 31, None, None, None) is not None  # 62 cells and a guard: 63 bits
    assert compiled_search(Clobber(), "xo" * 31 + "x", None, None, None) is None
    monkeypatch.setattr("cgt.partizan.outcome_search.compiled_search", None)  # compiled=False: never asked
    assert solve(Clobber(), "xoxoxo", compiled=False, line=False).outcome.value == "P"


def test_budget_stops_the_compiled_search_saying_how_far_it_got():
    message = r"after \d[\d,]* positions, over its budget of 2,000 positions.*depth \d+"
    with pytest.raises(cgt.GraphTooLargeError, match=message):
        solve(Clobber(), "xo" * 24, budget=2000)


def test_progress_shows_nodes_table_and_the_current_line():
    seen = []
    with pytest.raises(cgt.GraphTooLargeError):  # (xo)^28 for a second or two, then the budget stops it
        solve(Clobber(), "xo" * 28, first="left", line=False, table_size=1 << 12, budget=2_000_000,
              progress=seen.append)
    assert seen and all(0 < s.searched and 0 <= s.stored <= s.table_size == 1 << 12 for s in seen)
    assert any(s.line and all(move.count("-") == 1 and move.startswith("(1,") for move in s.line) for s in seen)


def test_ctrl_c_stops_the_kernel_at_once():
    board = Clobber().position("xo" * 30)
    search = BoardSearch(Clobber(), board, None, 1 << 12, None)
    threading.Timer(0.3, _thread.interrupt_main).start()  # Ctrl-C, 0.3 s into a search of minutes
    began = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        search.wins(board, 0)
    assert time.perf_counter() - began < 2
    assert not search.stop[0]  # ready for the next search
    assert search.wins(Clobber().position("xoxoxo"), 0) == (False, None)


def test_the_database_values_the_regions_it_holds_without_the_engine(tmp_path, monkeypatch):
    db = build_region_database(Clobber(), tmp_path / "clobber4.sqlite", cells=4, workers=0)
    text = "xo.ox|o...x|..x..|oxo.x"  # regions of at most 4 cells, all in the database
    expected = solve(Clobber(), text, compiled=False, line=False).winners

    def refuse(*args, **kwargs):
        raise AssertionError("the engine was asked for a region the database holds")

    monkeypatch.setattr("cgt.partizan.compiled_search.evaluate", refuse)
    assert solve(Clobber(), text, database=db, line=False).winners == expected


def _outcome_wins(value, side: int) -> bool:
    """Whether `side` (0 Left), moving first on a canonical form, wins."""
    return value.outcome.value in ("LN" if side == 0 else "RN")


@settings(max_examples=30, deadline=None)
@given(game_board=_game_and_board())
def test_sums_of_values_decided_without_search_are_the_canonical_forms(game_board):
    # Regions of up to 6 cells valued: many boards end in sums of values, those of numbers, ups and nimbers decided
    # in the kernel without search.
    game, text = game_board
    board = game.position(text)
    search = BoardSearch(game, board, None, None, None, value_cells=6)
    value = cgt.canonical_form(game, board)
    for side in (0, 1):
        won, move = search.wins(board, side)
        assert won == _outcome_wins(value, side)
        if won:
            assert not _outcome_wins(cgt.canonical_form(game, move), 1 - side)


@pytest.mark.parametrize("game, text", [(Clobber(), "xxo.xxo.oxo"), (HotClobber(), "xx.xo.oox.xoo")])
def test_a_board_of_values_only_is_decided_at_the_root(game, text):
    # A strip values regions of up to 12 cells: every child of the root is a sum of numbers, ups and nimbers
    # (the values of these regions), decided at once.
    board = game.position(text)
    search = BoardSearch(game, board, None, None, None)
    value = cgt.canonical_form(game, board)
    for side in (0, 1):
        assert search.wins(board, side)[0] == _outcome_wins(value, side)
    assert search.nodes == 2  # the root, once for each player moving first


# MCGS's Cannibal Clobber conjectures (docs/MCGS-results.html lines 120-132; cgt's CannibalClobber is
# HotClobber): linear (XO)^n is in N for all n > 0 (verified by MCGS to n = 30), (XOO)^n in R (to n = 23),
# alternating rectangles in N but 2x3, which is P (verified for 2xm, m <= 11, 3xm, m <= 7, 4x4, 4x5).
@pytest.mark.parametrize("text, outcome", [*(("xo" * n, "N") for n in range(1, 21)),
                                           *(("xoo" * n, "R") for n in range(1, 15)),
                                           *((_alternating(2, m), "P" if m == 3 else "N") for m in range(2, 12)),
                                           *((_alternating(3, m), "N") for m in range(3, 8)),
                                           (_alternating(4, 4), "N"), (_alternating(4, 5), "N")])
def test_cannibal_clobber_as_mcgs_conjectures(text, outcome):
    assert solve(HotClobber(), text, line=False).outcome.value == outcome
