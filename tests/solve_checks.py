"""Checks the outcome-search tests share: boards drawn by hypothesis, and a compiled answer against two others."""

from __future__ import annotations

from hypothesis import strategies as st

import cgt
from cgt.partizan.compiled_search import BoardSearch, compiled_search
from cgt.partizan.outcome_search import solve

#: Who wins with Left first and with Right first, by outcome class.
WINS_FIRST = {"L": ("left", "left"), "R": ("right", "right"), "N": ("left", "right"), "P": ("right", "left")}


def board_texts(cells: str, rows: int, columns: int) -> st.SearchStrategy[str]:
    """Board texts of up to `rows` x `columns` of the given `cells`."""
    return st.integers(1, rows).flatmap(
        lambda h: st.integers(1, columns).flatmap(
            lambda w: st.lists(st.sampled_from(cells), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h)))))


def check_board_search(game, text: str, table_size=None) -> None:
    """The compiled board search's winners are the canonical form's and the generic search's; its moves win.

    Each winning move is legal and leaves the opponent, moving first, a loss (by the canonical form), and
    the principal line starts with it and ends with the loser stuck.
    """
    position = game.position(text)
    assert isinstance(compiled_search(game, position, None, None, None), BoardSearch)
    fast = solve(game, position, table_size=table_size)
    slow = solve(game, position, compiled=False)
    value = cgt.canonical_form(game, position)
    assert (fast.winners["left"], fast.winners["right"]) == WINS_FIRST[value.outcome.value]
    assert fast.winners == slow.winners
    for player, other in (("left", "right"), ("right", "left")):
        move = fast.moves[player]
        assert (move is not None) == (fast.winners[player] == player)
        if move is not None:
            assert move in getattr(game, f"{player}_options")(position)
            assert WINS_FIRST[cgt.canonical_form(game, move).outcome.value][1 if other == "right" else 0] == player
            line = fast.lines[player]
            stuck = other if len(line) % 2 else player
            assert line[0] == move and stuck == other
            assert not getattr(game, f"{stuck}_options")(line[-1])
