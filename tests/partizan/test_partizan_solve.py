"""The outcome search (cgt.solve) against canonical forms, the literature and its own limits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import partizan_dag_games

import cgt
from cgt.games import Amazons, Clobber, Cutcake, Domineering, Hackenbush, Konane, ToadsAndFrogs
from cgt.partizan.outcome_search import search_winning_moves, solve

_WINS_FIRST = {"L": ("left", "left"), "R": ("right", "right"), "N": ("left", "right"), "P": ("right", "left")}


def _board(alphabet: str, rows: int, columns: int):
    return st.integers(1, rows).flatmap(
        lambda h: st.integers(1, columns).flatmap(
            lambda w: st.lists(st.sampled_from(alphabet), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h)))))


# Every board ruleset, on boards small enough for canonical forms: (game, texts).
RULESETS = [
    (Domineering(), _board("...#", 4, 4)),
    (Clobber(), _board("xxoo.", 3, 4)),
    (Konane(), _board("xo..", 3, 4)),
    (Amazons(), _board("x.o...#", 2, 3)),
    (ToadsAndFrogs(), st.text("TF..", min_size=1, max_size=9)),
    (Hackenbush(), st.lists(st.text("BRG", min_size=1, max_size=4), min_size=1, max_size=3).map(", ".join)),
    (Cutcake(), st.lists(st.tuples(st.integers(1, 4), st.integers(1, 3)), min_size=1, max_size=3).map(
        lambda pieces: ", ".join(f"{w}x{h}" for w, h in pieces))),
]


def _check(game, position, **options):
    """The solver's winner with each player first is the canonical form's; its winning moves win."""
    value = cgt.canonical_form(game, position)
    solution = solve(game, position, **options)
    assert (solution.winners["left"], solution.winners["right"]) == _WINS_FIRST[value.outcome.value]
    assert solution.outcome == value.outcome
    for player, wins in (("left", lambda g: g >= 0), ("right", lambda g: g <= 0)):
        move = solution.moves[player]
        assert (move is not None) == (solution.winners[player] == player)
        if move is not None:
            assert wins(cgt.canonical_form(game, move))
            assert solution.lines[player][0] == move


@pytest.mark.parametrize("game, texts", RULESETS, ids=lambda x: type(x).__name__ if not hasattr(x, "example") else None)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_solver_agrees_with_canonical_forms_on_every_board_ruleset(game, texts, data):
    position = game.position(data.draw(texts))
    _check(game, position)                              # small regions valued, table from memory
    # Every move searched, the table replaced at every store; the generic search (Domineering's and
    # Clobber's first checks above took the compiled ones).
    _check(game, position, value_below=0, table_size=2, compiled=False)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["..|..", "...|...", ".#|..", "..|..|.."]), min_size=1, max_size=2),
       st.sampled_from(["xo", "xoo", "x|o", "xox"]), st.sampled_from(["BR", "RRB", "G"]), st.booleans())
def test_solver_on_sums_of_games_agrees_with_the_sum_value(boards, clobber, hackenbush, searched):
    d, c, h = Domineering(), Clobber(), Hackenbush()
    total = cgt.Sum(*[d] * len(boards), c, h)
    position = (*[d.position(b) for b in boards], c.position(clobber), h.position(hackenbush))
    _check(total, position, **({"value_below": 0, "table_size": 4} if searched else {}))


@settings(max_examples=60, deadline=None)
@given(partizan_dag_games(max_positions=10), st.sampled_from([0, 5, 2000]))
def test_solver_on_random_games_without_hooks(game, value_below):
    _check(game, len(game.lefts) - 1, value_below=value_below, table_size=3)


def test_published_domineering_outcomes():
    # Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering" (Theoretical Computer
    # Science 230, 2000), Table 1: 4x4 is a first-player win, 5x5 a second-player win, 6x6 a
    # first-player win (Vertical first here: a few seconds; both players first take twice that).
    d = Domineering()
    assert solve(d, "|".join(["...."] * 4), line=False).outcome == cgt.Outcome.N
    assert solve(d, "|".join(["....."] * 5), line=False).outcome == cgt.Outcome.P
    assert solve(d, "|".join(["......"] * 6), first="left", line=False).winners == {"left": "left"}


@pytest.mark.parametrize("n", range(1, 15))
def test_linear_clobber_is_a_first_player_win_except_n_3(n):
    # Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber" (Integers 5, 2005):
    # (xo)^n is a first-player win for every n except 3 (proved by Chen et al. 2025).
    solution = solve(Clobber(), "xo" * n, line=False)
    assert solution.outcome == (cgt.Outcome.P if n == 3 else cgt.Outcome.N)


def test_first_is_one_player_or_both_and_nothing_else():
    d = Domineering()
    assert solve(d, "..|..", first="right").winners == {"right": "right"}
    assert solve(d, "..|..", first="Left").winners == {"left": "left"}
    assert solve(d, "..|..", first=("left", "right")).outcome == cgt.Outcome.N
    with pytest.raises(cgt.InvalidValueError, match="first player 'up' is not 'left' or 'right'"):
        solve(d, "..|..", first="up")
    with pytest.raises(cgt.InvalidValueError, match="impartial.*cgt.grundy"):
        solve(cgt.games.Nim(), (3, 4))


def test_loopy_games_are_pointed_to_cgt_loopy():
    with pytest.raises(cgt.LoopyGameError, match="cgt.loopy"):
        solve(cgt.games.BackslidingToadsAndFrogs(), "TT..FF")
    with pytest.raises(cgt.LoopyGameError, match="a position repeats"):
        solve(cgt.games.BackslidingToadsAndFrogs(), "TT..FF", value_below=0)


def test_budget_stops_the_search_saying_how_far_it_got():
    with pytest.raises(cgt.GraphTooLargeError, match="budget of 50 positions.*depth"):
        solve(Domineering(), "|".join(["......"] * 4), budget=50, value_below=0)


def test_progress_reports_nodes_table_and_depth():
    seen = []
    # The generic search's progress (the compiled one answers this board too fast for a report).
    solve(Clobber(), "xoxoxoxoxo|oxoxoxoxox", first="left", value_below=0, line=False, progress=seen.append,
          compiled=False)
    assert seen and all(0 <= s.stored <= s.table_size and s.searched > 0 for s in seen)


def test_search_winning_moves_are_the_canonical_forms():
    d = Domineering()
    for text in ("...|...", "....|....|....", "..#.|....|...."):
        for player in ("left", "right"):
            assert search_winning_moves(d, text, player) == cgt.winning_moves(d, text, player)


@settings(max_examples=60, deadline=None)
@given(_board("...#", 3, 4))
def test_move_bounds_are_bounds(text):
    # Alone on the board (the opponent passing: in Domineering the opponent's moves only take
    # cells away), a player's longest play is at least their safe moves and at most their most;
    # and the safe moves survive any one move of the opponent's.
    d = Domineering()
    ls, rs, lm, rm = d.move_bounds(text)
    grid = d.position(text)
    for side, safe, most in (("left", ls, lm), ("right", rs, rm)):
        assert safe <= _longest(d, grid, side) <= most
        other = "right" if side == "left" else "left"
        for reply in d.placements(grid, other):
            assert d.move_bounds(reply.position)[0 if side == "left" else 1] >= safe


def _longest(game, grid, side):
    moves = game.placements(grid, side)
    return 1 + max(_longest(game, p.position, side) for p in moves) if moves else 0


class _Vast(Domineering):
    """Domineering whose estimate refuses every canonical form: outcomes must come from the search."""

    __slots__ = ()

    def estimated_positions(self, position):
        return 10**15

    rough_positions = estimated_positions      # asked first: only when it is over the budget is the estimate


def test_outcome_and_winning_moves_fall_back_to_the_search_when_the_canonical_form_is_refused():
    vast, d = _Vast(), Domineering()
    for text in ("...|...", "....|....|....", "..#..|.....|....."):
        with pytest.raises(cgt.GraphTooLargeError):
            cgt.canonical_form(vast, text)
        assert cgt.outcome(vast, text) == cgt.outcome(d, text)
        for player in ("left", "right"):
            assert cgt.winning_moves(vast, text, player) == cgt.winning_moves(d, text, player)


class _Backwards(Domineering):
    """Domineering whose move order hook tries the moves last to first: the answers must not change."""

    __slots__ = ()

    def move_order(self, position, player, options):
        assert player in ("left", "right")
        return list(reversed(options))


@settings(max_examples=20, deadline=None)
@given(_board("...#", 4, 4))
def test_a_move_order_hook_changes_the_order_not_the_answer(text):
    _check(_Backwards(), _Backwards().position(text), value_below=0, table_size=8)


@pytest.mark.parametrize("rows, columns, winner", [(4, 6, "left"), (5, 6, "right")])
def test_domineering_rectangles_vertical_first_as_obsequi_answers(rows, columns, winner):
    # Obsequi (Bullock 2002), 'solve rows R cols C bits 24 V': winner V on 4x6, H on 5x6
    # (benchmarks/bench_solve.py runs both programs and asserts they agree).
    text = "|".join(["." * columns] * rows)
    assert solve(Domineering(), text, first="left", line=False).winners == {"left": winner}
