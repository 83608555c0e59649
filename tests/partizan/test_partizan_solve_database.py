"""cgt.solve with a region database: the same winners with and without it, and the engine left alone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.census import build_region_database
from cgt.games import Clobber, Domineering
from cgt.partizan import outcome_search


def solve(*args, **options):
    # The database serves the generic search; Domineering boards would take the compiled one.
    return outcome_search.solve(*args, compiled=False, **options)


def _board(alphabet: str, rows: int, columns: int):
    return st.integers(1, rows).flatmap(
        lambda h: st.integers(1, columns).flatmap(
            lambda w: st.lists(st.sampled_from(alphabet), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h)))))


@pytest.fixture(scope="module")
def domineering8(tmp_path_factory):
    return build_region_database(Domineering(), tmp_path_factory.mktemp("db") / "dom8.sqlite", cells=8, workers=0)


@pytest.fixture(scope="module")
def clobber5(tmp_path_factory):
    return build_region_database(Clobber(), tmp_path_factory.mktemp("db") / "clobber5.sqlite", cells=5, workers=0)


@settings(max_examples=40, deadline=None)
@given(text=_board("....#", 5, 5), searched=st.booleans())
def test_winners_are_the_same_with_and_without_the_database(domineering8, text, searched):
    game = Domineering()
    options = {"value_below": 0, "table_size": 4} if searched else {}
    plain = solve(game, game.position(text), line=False, **options)
    with_db = solve(game, game.position(text), line=False, database=domineering8, **options)
    assert with_db.winners == plain.winners
    # A winning move found with the database wins (checked by the engine, which knows nothing of it).
    for player, wins in (("left", lambda g: g >= 0), ("right", lambda g: g <= 0)):
        move = with_db.moves[player]
        assert (move is None) == (with_db.winners[player] != player)
        if move is not None and len(text) <= 20:
            assert wins(cgt.canonical_form(game, move))


@settings(max_examples=25, deadline=None)
@given(st.lists(_board("...#", 3, 4), min_size=1, max_size=3), _board("xo.", 2, 4), st.booleans())
def test_sums_with_and_without_the_database_against_the_sum_value(domineering8, clobber5, boards, clobber,
                                                                   searched):
    d, c = Domineering(), Clobber()
    total = cgt.Sum(*[d] * len(boards), c)
    position = (*[d.position(b) for b in boards], c.position(clobber))
    value = cgt.canonical_form(total, position)
    options = {"value_below": 0, "table_size": 4} if searched else {}
    for database in (None, domineering8, clobber5):
        assert solve(total, position, line=False, database=database, **options).outcome == value.outcome


def test_a_region_the_database_holds_does_not_touch_the_engine(domineering8, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the engine was asked for a value")

    game = Domineering()
    position = game.position("....|....")     # every region of every option: at most 8 cells
    expected = cgt.canonical_form(game, position).outcome
    cgt.clear_cache()
    monkeypatch.setattr(outcome_search, "evaluate", refuse)
    found = solve(game, position, database=domineering8, value_below=1_000_000)
    assert found.outcome == expected
    # A database that knows nothing leaves the engine to be asked.
    with pytest.raises(AssertionError, match="engine was asked"):
        solve(game, position, database=_Nothing(), value_below=1_000_000)


class _Nothing:
    def value(self, game, position):
        return None


def test_the_database_values_regions_the_search_would_search(domineering8):
    # With value_below=0 nothing is valued but what the database holds: fewer nodes with it.
    game = Domineering()
    position = game.position("....|....|....|....")
    plain = solve(game, position, value_below=0, line=False)
    with_db = solve(game, position, value_below=0, line=False, database=domineering8)
    assert with_db.winners == plain.winners and with_db.nodes < plain.nodes
