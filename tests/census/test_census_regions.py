"""The region database built on Dask, and many positions solved at once: equal to the serial runs.

The Dask tests run a real LocalCluster of two worker processes (one per
module). The oracle of every batch row is cgt.solve called on that position
alone, in this process.
"""

from __future__ import annotations

import sqlite3

import pytest

import cgt
from cgt import CensusFileError, InvalidPositionError, InvalidValueError, NotAGameError, SolvedRow
from cgt.census import build_region_database, read_solved, solve_batch
from cgt.games import Clobber, Domineering, Nim

BOARDS = ["..|..", "...|...", "....|....|....", "...", ".#..|....|..#.", "....|....|....|....", "#"]


def _by_one(game, text, database=None):
    found = cgt.solve(game, game.position(text), line=False, database=database)
    return found.outcome.value, found.winners["left"], found.winners["right"]


def _key(row: SolvedRow):
    return row.outcome, row.left, row.right


def test_the_database_built_on_dask_is_the_serial_one(dask_client, tmp_path):
    for game, cells in ((Domineering(), 7), (Clobber(), 4)):
        serial = build_region_database(game, tmp_path / f"{game!r}-serial.sqlite", cells=cells, workers=0)
        on_dask = build_region_database(game, tmp_path / f"{game!r}-dask.sqlite", cells=cells, client=dask_client)
        assert on_dask.complete and len(on_dask) == len(serial)
        rows = "SELECT key, cells, value FROM regions ORDER BY key"
        assert sqlite3.connect(on_dask.path).execute(rows).fetchall() == \
            sqlite3.connect(serial.path).execute(rows).fetchall()


def test_a_batch_on_dask_equals_solve_one_by_one(dask_client, tmp_path):
    game = Domineering()
    db = build_region_database(game, tmp_path / "dom6.sqlite", cells=6, workers=0)
    rows = solve_batch(game, BOARDS, client=dask_client, database=db.path, out=tmp_path / "b.csv")
    assert [row.position for row in rows] == BOARDS
    for row in rows:
        assert _key(row) == _by_one(game, row.position), row
    assert read_solved(tmp_path / "b.csv") == rows


def test_a_serial_batch_equals_solve_one_by_one_and_its_moves_win(tmp_path):
    game = Clobber()
    texts = ["xo" * n for n in range(1, 8)] + ["xo|ox", "xox|oxo"]
    rows = solve_batch(game, texts, workers=0)
    for row in rows:
        assert _key(row) == _by_one(game, row.position), row
        for player, move, wins in (("left", row.left_move, lambda g: g >= 0), ("right", row.right_move,
                                                                                lambda g: g <= 0)):
            assert (move == "") == (getattr(row, player) != player)
            if move:
                assert wins(cgt.canonical_form(game, game.position(move)))
    # Linear Clobber (xo)^n: a first-player win but for n = 3 (Albert et al. 2005).
    assert [row.outcome for row in rows[:7]] == ["N", "N", "P", "N", "N", "N", "N"]


def test_a_batch_resumes_from_its_file(tmp_path):
    game, out = Domineering(), tmp_path / "batch.csv"
    seen = []
    with pytest.raises(KeyboardInterrupt):
        solve_batch(game, BOARDS, out=out, workers=0,
                    progress=lambda done, total, row: seen.append(done) or (done == 3 and _interrupt()))
    kept = read_solved(out)
    assert [row.position for row in kept] == BOARDS[:3]
    again = []
    rows = solve_batch(game, BOARDS, out=out, workers=0, progress=lambda done, total, row: again.append(row.position))
    assert again == BOARDS[3:]                       # the first three were not solved again
    assert rows[:3] == kept and read_solved(out) == rows
    lines = out.read_text().splitlines()
    assert lines[0].startswith("# cgt-solve ") and lines[1].startswith("position,outcome,")
    assert len(lines) == 2 + len(BOARDS)             # compact: a row a position


def _interrupt():
    raise KeyboardInterrupt


def test_bad_input_is_refused_naming_it(tmp_path):
    out = tmp_path / "b.csv"
    solve_batch(Domineering(), ["..|.."], out=out, workers=0)
    with pytest.raises(CensusFileError, match="Domineering"):
        solve_batch(Clobber(), ["xo"], out=out, workers=0)
    with pytest.raises(InvalidPositionError, match="x"):
        solve_batch(Domineering(), ["..|..", "..x"], workers=0)
    with pytest.raises(InvalidValueError, match="workers=-2"):
        solve_batch(Domineering(), ["..|.."], workers=-2)
    with pytest.raises(NotAGameError, match="position"):
        solve_batch(object(), ["..|.."], workers=0)
    with pytest.raises(CensusFileError, match="missing"):
        solve_batch(Domineering(), ["..|.."], workers=0, database=tmp_path / "missing.sqlite")
    (tmp_path / "other.csv").write_text("a,b\n1,2\n")
    with pytest.raises(CensusFileError, match="not a cgt solve results file"):
        read_solved(tmp_path / "other.csv")
    with pytest.raises(NotAGameError, match="Nim"):
        solve_batch(Nim(), ["1 2"], workers=0)
