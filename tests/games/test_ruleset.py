"""The rulesets' estimates of a search (cgt.games.ruleset.counted_estimate) against searches counted as they run."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import (
    Amazons, AntiClobber, Clobber, Domineering, ElephantsAndRhinos, Konane, ToadsAndFrogs,
)
from cgt.games.grid.compiled import compiled_canonical_form
from cgt.games.ruleset import COUNTED_POSITIONS
from cgt.partizan.engine import CANONICAL_FORM
from cgt.search import solver_for

#: Every ruleset with an estimate, and the characters of its positions.
RULESETS = {
    Domineering: ".#", Clobber: "xo.", AntiClobber: "xo.#", Konane: "xo.#", Amazons: "xo.#",
    ToadsAndFrogs: "TF.", ElephantsAndRhinos: "TF.",
}


class _InPython:
    """A ruleset searched in Python only (no compiled hint): every position it visits is stored."""

    kernels = None


def _in_python(cls: type) -> object:
    return type(f"Python{cls.__name__}", (_InPython, cls), {"__slots__": ()})()


def _visited(game: object, position: object) -> int:
    """The positions a search of `position` really visits, counted as its table fills."""
    cgt.clear_cache(game)
    cgt.canonical_form(game, position, budget=None)
    return len(solver_for(game).table(CANONICAL_FORM).cache)


@st.composite
def positions(draw: st.DrawFn) -> tuple[type, str]:
    cls = draw(st.sampled_from(sorted(RULESETS, key=lambda c: c.__name__)))
    symbols = RULESETS[cls]
    if cls in (ToadsAndFrogs, ElephantsAndRhinos):
        return cls, "".join(draw(st.lists(st.sampled_from(symbols), min_size=1, max_size=10)))
    width, height = draw(st.integers(1, 4)), draw(st.integers(1, 4 if cls is not Amazons else 3))
    rows = ["".join(draw(st.lists(st.sampled_from(symbols), min_size=width, max_size=width))) for _ in range(height)]
    return cls, "|".join(rows)


@settings(max_examples=80)
@given(positions())
def test_estimate_is_the_count_of_the_search(case: tuple[type, str]) -> None:
    # Two routes: the estimate walks the options without values; the search
    # stores every position it values. Small searches are counted exactly,
    # so the 10x bound of issue 29 holds with a ratio of 1.
    cls, text = case
    game = _in_python(cls)
    position = game.position(text)
    cgt.clear_cache(game)
    estimate = game.estimated_positions(position)
    visited = _visited(game, position)
    assert estimate == visited if visited <= COUNTED_POSITIONS else estimate > COUNTED_POSITIONS


@pytest.mark.parametrize("cls", sorted(RULESETS, key=lambda c: c.__name__), ids=lambda c: c.__name__)
def test_rough_estimates_are_cheap_and_asked_first(cls: type) -> None:
    # Within the budget, the rough estimate spares the count (the solver's hot path).
    counted = []

    def estimated_positions(self: object, position: object) -> int:
        counted.append(position)
        return 1

    game = type(f"Counted{cls.__name__}", (cls,), {"estimated_positions": estimated_positions, "__slots__": ()})()
    cgt.canonical_form(game, game.position(game.example))
    assert counted == []
    cgt.clear_cache(game)
    with contextlib.suppress(cgt.GraphTooLargeError):   # the search stops at once; the estimate was asked
        cgt.canonical_form(game, game.position(game.example), budget=1)
    assert counted == [game.position(game.example)]


def test_a_search_past_the_count_gets_the_rough_estimate() -> None:
    game = Clobber()
    cgt.clear_cache(game)
    board = "xoxox|oxoxo|xoxox|oxoxo"         # 2 ** 20 rough; the search visits more than 1,000
    assert game.estimated_positions(board) == 2**20
    with pytest.raises(cgt.GraphTooLargeError, match="would visit about 1e\\+06 positions"):
        cgt.canonical_form(game, board, budget=50_000)


#: Wolfe's 3x7 exercise ("An introduction to Clobber", 2005), printed by CGSuite 2.2 (commit e909ab8) via cgs-eval:
#: game.grid.Clobber("xxxxxxx|xoxxxxx|xxxxxxx").CanonicalForm
WOLFE = "xxxxxxx|xoxxxxx|xxxxxxx"
WOLFE_VALUE = (
    "{0|{0||||0|||0||0|^,{0|^,{0|^,^^*}}},{0||||0|||0||0|{0||0|^<2>},{0|^,{0|^,{0|^,{0|^,{0||0|*,{0|*,^}}}}}}},"
    "{0||0|{0||||0|||0||0|*,{0|*,^}}}}"
)


def test_wolfes_3x7_runs_with_the_default_budget() -> None:
    # Refused before ("would visit about 2.1e+06 positions") at a budget of about 2.07e6 (23 GiB free).
    game = Clobber()
    cgt.clear_cache(game)
    assert game.estimated_positions(WOLFE) == 644
    budget = 1_000_000                          # under the rough 2 ** 21, as a smaller machine's default would be
    assert str(cgt.canonical_form(_in_python(Clobber), WOLFE, budget=budget)) == WOLFE_VALUE
    assert str(cgt.canonical_form(game, WOLFE, budget=budget)) == WOLFE_VALUE
    assert str(compiled_canonical_form(game, WOLFE)) == WOLFE_VALUE
