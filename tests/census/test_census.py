"""cgt.census: families, results equal to direct periodicity() calls, resumable files, real Dask.

The oracle of every census row is a direct, serial call on a fresh game
(``OctalGame(code).periodicity(upto)`` and its ``grundy_sequence``), sharing
nothing with the census but the library's periodicity test. The Dask tests
run a real ``LocalCluster`` of two worker processes (one per module, shut
down at the end), kill a worker in the middle of a run and check that its
game was computed again and that no finished row was lost.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CensusRow, census, expand_pattern, read_census
from cgt.cli import main
from cgt.games import OctalGame, SubtractionGame

ROOT = Path(__file__).resolve().parents[2]
# The module itself: the attribute cgt.census is the function.
from cgt.census import families as census_families
DIGITS = "01234567"


def direct_row(label: str, upto: int) -> tuple:
    """What a census must say of `label`, from direct serial calls on a fresh game."""
    game = census_families.game_of(label)  # a fresh game: nothing computed yet
    if isinstance(game, OctalGame) and not any(game.digits):
        return (label, "no moves", 0, 1, 0)
    found = game.periodicity(upto)
    if found is None:
        return (label, "open", None, None, int(game.grundy_sequence(upto).max()))
    largest = int(game.grundy_sequence(found.preperiod + found.period).max())
    return (label, "proven", found.preperiod, found.period, largest)


def key(row: CensusRow) -> tuple:
    return (row.game, row.status, row.preperiod, row.period, row.max_value)


def stable(rows: list[CensusRow]) -> list[CensusRow]:
    """Rows without their timings, the one field that differs between two runs."""
    return [replace(row, seconds=0.0) for row in rows]


# -- the family --------------------------------------------------------------------


atoms = st.one_of(
    st.sampled_from(DIGITS).map(lambda d: (d, {d})),
    st.just(("?", set(DIGITS))),
    st.lists(st.sampled_from(DIGITS), min_size=1, max_size=3).map(lambda ds: (f"[{''.join(ds)}]", set(ds))),
    st.tuples(st.sampled_from(DIGITS), st.sampled_from(DIGITS)).map(sorted).map(
        lambda ab: (f"[{ab[0]}-{ab[1]}]", set(DIGITS[int(ab[0]) : int(ab[1]) + 1]))
    ),
)


@settings(max_examples=60)
@given(st.lists(atoms, min_size=1, max_size=3), st.sampled_from(["0.", ".", "4.", "?."]))
def test_pattern_expands_to_exactly_the_codes_it_matches(atom_list, head):
    pattern = head + "".join(text for text, _ in atom_list)
    heads = {"0.": "0", ".": "0", "4.": "4", "?.": "04"}[head]
    # Oracle: every code of that length, kept when each digit is one its atom allows.
    wanted = {
        f"{d0}." + "".join(rest)
        for d0 in heads
        for rest in itertools.product(DIGITS, repeat=len(atom_list))
        if all(digit in allowed for digit, (_, allowed) in zip(rest, atom_list))
    }
    codes = expand_pattern(pattern)
    assert len(codes) == len(set(codes)) and set(codes) == wanted
    assert codes == sorted(codes)


def test_pattern_sizes_and_games():
    assert len(expand_pattern("0.??")) == 64 and len(expand_pattern("0.???")) == 512
    assert all(OctalGame(code).code == code.rstrip("0").rstrip(".") or code.endswith("0") for code in expand_pattern("0.??"))


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("0.?g", "character 'g' at position 3 is not a digit 0-9 or a-f, '?' or '['"),
        ("0.x7", "character 'x' at position 2"),
        ("0.[12", "'[' at position 2 is never closed"),
        ("0.[3-1]", "range '3-1' at position 3 runs backwards"),
        ("0.[]", "'[]' at position 2 allows no digit"),
        ("0.[1-g]", "character 'g' at position 5"),
        ("2.7", "character '2' at position 0 before the point"),
        ("077", "no point"),
        ("0.", "no digits after the point"),
    ],
)
def test_malformed_patterns_name_the_character_and_its_position(pattern, message):
    with pytest.raises(cgt.InvalidOctalCodeError) as info:
        expand_pattern(pattern)
    assert str(info.value).startswith(f"code pattern {pattern!r}: ") and message in str(info.value)


def test_hexadecimal_digits_follow_what_octal_game_accepts():
    try:
        OctalGame("0.8")
    except cgt.InvalidOctalCodeError:
        with pytest.raises(cgt.InvalidOctalCodeError, match="'8' at position 2"):
            expand_pattern("0.8")
    else:  # once OctalGame takes hexadecimal digits, patterns do too
        assert expand_pattern("0.[8-9]") == ["0.8", "0.9"]


def test_family_members_and_refusals():
    rows = census(["0.07", SubtractionGame({1, 3, 4}), "subtraction 2,1", OctalGame(".77")], upto=500, workers=0)
    assert [r.game for r in rows] == ["0.07", "subtraction 1,3,4", "subtraction 1,2", "0.77"]
    # S = {1, 3, 4}: period 7 from heap 0 (Winning Ways, ch. 4); S = {1, 2}: n mod 3.
    assert [(r.preperiod, r.period) for r in rows[1:3]] == [(0, 7), (0, 3)]
    with pytest.raises(cgt.InvalidValueError, match="all_but.*not a finite subtraction game"):
        census([SubtractionGame.all_but({2})], upto=10, workers=0)
    # Issue 32: every take-and-break code is a family member; one no periodicity theorem covers stays open.
    (grundys,) = census([cgt.games.GrundysGame()], upto=10, workers=0)
    assert (grundys.game, grundys.status, grundys.heaps) == ("4!.0", "open", 10)
    with pytest.raises(cgt.InvalidValueError, match="Nim.*not a take-and-break code"):
        census([cgt.games.Nim()], upto=10, workers=0)
    with pytest.raises(cgt.InvalidValueError, match="upto=0"):
        census("0.7", upto=0, workers=0)


def test_subtraction_sets_are_every_set_once():
    games = cgt.subtraction_sets(4)
    assert len(games) == 2**4 - 1 and len(set(games)) == len(games)
    assert all(len(g.subtractions_upto(4)) == 2 for g in cgt.subtraction_sets(4, size=2))
    rows = census(games, upto=300, workers=0)
    assert [key(r) for r in rows] == [direct_row(r.game, 300) for r in rows]


# -- serial census against direct calls ------------------------------------------------


def test_every_two_digit_game_equals_a_direct_periodicity_call():
    upto = 700
    rows = census(["?.??"], upto=upto, workers=0, step=128)
    assert [r.game for r in rows] == expand_pattern("?.??")
    assert [key(r) for r in rows] == [direct_row(r.game, upto) for r in rows]
    for row in rows:
        game = cgt.games.heap_game(row.game)
        if row.status == "proven":
            # The proof fits in the heaps the row names; open games stopped at the bound.
            assert game.periodicity(row.heaps) == cgt.Periodicity(row.preperiod, row.period)
        elif row.status == "open":
            assert row.heaps == upto
        assert row.same_as == ("" if game.code == row.game else game.code)
    # Codes ending in 0 are their shorter code, reported as such.
    assert {r.game: r.same_as for r in rows}["0.60"] == "0.6"
    assert {r.game: r.status for r in rows}["0.00"] == "no moves"


@settings(max_examples=15)
@given(st.lists(st.sampled_from(expand_pattern("0.???")), min_size=1, max_size=6, unique=True), st.data())
def test_random_three_digit_games_equal_direct_calls(codes, data):
    upto = data.draw(st.integers(50, 600))
    step = data.draw(st.integers(16, 200))
    rows = census(codes, upto=upto, workers=0, step=step)
    assert [key(r) for r in rows] == [direct_row(c, upto) for c in codes]


def test_published_periods():
    rows = {r.game: r for r in census(["0.77", "0.07", "0.137", "0.117", "0.177", "0.45", "4.07", "0.6"], upto=2000, workers=0)}
    published = {
        "0.77": (71, 12),  # Kayles: Guy and Smith 1956; Winning Ways ch. 4
        "0.07": (53, 34),  # Dawson's Kayles, Winning Ways ch. 4
        "0.137": (52, 34),  # Dawson's chess, the same game shifted by one heap
        "0.117": (47, 48),  # Winning Ways p. 104 (OEIS A071453: last exception at heap 46)
        "0.177": (497, 20),  # Winning Ways p. 102 (OEIS A071435: last exception at heap 496)
        "0.45": (498, 20),  # Flammenkamp's tables (tczajka/octal-games SolvedGames.md)
    }
    for code, pair in published.items():
        assert (rows[code].status, rows[code].preperiod, rows[code].period) == ("proven", *pair), code
    assert rows["0.6"].status == "open"  # Officers: unsolved (Winning Ways; Flammenkamp)


# -- the results file: append, resume, refuse -----------------------------------------------


class Stop(Exception):
    pass


def stop_after(n: int):
    """A progress callback that interrupts the run (as Ctrl-C would) after n games of this run."""

    def progress(p: cgt.CensusProgress) -> None:
        if p.ran >= n:
            raise KeyboardInterrupt

    return progress


def test_results_file_reads_in_pandas_and_records_the_census(tmp_path):
    pd = pytest.importorskip("pandas")
    out = tmp_path / "census.csv"
    rows = census("0.[0-3]?", upto=500, workers=0, out=out)
    frame = pd.read_csv(out, comment="#", dtype={"game": str, "same_as": str})
    assert list(frame["game"]) == [r.game for r in rows] == expand_pattern("0.[0-3]?")
    assert list(frame.columns) == [f.name for f in dataclasses.fields(CensusRow)]
    proven = frame[frame.status == "proven"]
    assert list(proven.period.astype(int)) == [r.period for r in rows if r.status == "proven"]
    header = json.loads(out.read_text().splitlines()[0][len("# cgt-census ") :])
    assert header["family"] == ["0.[0-3]?"] and header["format"] == 1
    assert read_census(out) == rows


def test_interrupted_and_resumed_equals_uninterrupted(tmp_path):
    family, upto = ["0.?[4-6]", "0.16"], 3000
    whole = census(family, upto=upto, workers=0, step=256, out=tmp_path / "whole.csv")
    out = tmp_path / "parts.csv"
    for n in (3, 5, 1):
        with pytest.raises(KeyboardInterrupt):
            census(family, upto=upto, workers=0, step=256, out=out, progress=stop_after(n))
    # Interrupted runs leave checkpoints of the open games' finished steps.
    assert list((tmp_path / "parts.csv.checkpoints").iterdir())
    resumed = census(family, upto=upto, workers=0, step=256, out=out)
    assert stable(resumed) == stable(whole) and stable(read_census(out)) == stable(whole)
    # What stays: one checkpoint per open game, to extend it later.
    kept = {p.stem for p in (tmp_path / "parts.csv.checkpoints").iterdir()}
    assert kept == {r.game for r in whole if r.status == "open"}


def test_second_run_skips_proven_games_and_extends_open_ones_from_their_checkpoints(tmp_path, monkeypatch):
    out = tmp_path / "census.csv"
    first = census("0.[0-2]?", upto=400, workers=0, out=out)
    starts: list[tuple[str, int]] = []
    fill = OctalGame.fill

    def spy(self, values, start, stop, top):
        starts.append((self.code, start))
        return fill(self, values, start, stop, top)

    monkeypatch.setattr(OctalGame, "fill", spy)
    again = census("0.[0-2]?", upto=400, workers=0, out=out)
    assert starts == [] and stable(again) == stable(first)  # nothing to do: nothing computed
    longer = census("0.[0-2]?", upto=1500, workers=0, out=out)
    open_games = {r.same_as or r.game for r in first if r.status == "open"}
    assert {code for code, _ in starts} == open_games
    assert all(start >= 400 for _, start in starts)  # no value below the old bound computed again
    assert [key(r) for r in longer] == [direct_row(r.game, 1500) for r in longer]


def test_another_census_file_is_refused_with_what_differs(tmp_path):
    out = tmp_path / "census.csv"
    census("0.?", upto=100, workers=0, out=out)
    before = out.read_text()
    with pytest.raises(cgt.CensusFileError, match=r"family \['0\.\?'\] there, \['0\.\?\?'\] here"):
        census("0.??", upto=100, workers=0, out=out)
    lines = before.splitlines()
    header = json.loads(lines[0][len("# cgt-census ") :])
    header["bound"] = "something else"
    out.write_text("# cgt-census " + json.dumps(header) + "\n" + "\n".join(lines[1:]) + "\n")
    with pytest.raises(cgt.CensusFileError, match="bound 'something else' there"):
        census("0.?", upto=100, workers=0, out=out)
    other = tmp_path / "other.csv"
    other.write_text("a,b\n1,2\n")
    with pytest.raises(cgt.CensusFileError, match="not a cgt census results file"):
        census("0.?", upto=100, workers=0, out=other)
    assert other.read_text() == "a,b\n1,2\n"  # refused files are left alone


def test_a_row_cut_short_by_a_crash_is_run_again(tmp_path):
    out = tmp_path / "census.csv"
    whole = census("0.?", upto=300, workers=0, out=out)
    text = out.read_text()
    out.write_text(text[: text.rindex("\n", 0, len(text) - 1) + 6])  # the last row half written
    assert stable(census("0.?", upto=300, workers=0, out=out)) == stable(whole)


def test_import_cgt_does_not_import_dask():
    code = "import sys, cgt; cgt.census; print(sorted(m for m in ('dask', 'distributed', 'pandas') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


# -- the command line -------------------------------------------------------------------


def test_cli_census_summary_and_resume(tmp_path, capsys, monkeypatch):
    out = tmp_path / "c.csv"
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)  # the bar is drawn for a person watching
    assert main(["census", "0.[67]?", "--upto", "800", "--workers", "0", "--out", str(out), "--summary"]) == 0
    printed = capsys.readouterr()
    rows = read_census(out)
    assert printed.out.splitlines()[0] == f"16 games: {sum(r.status == 'proven' for r in rows)} proven, " + (
        f"{sum(r.status == 'open' for r in rows)} open, 0 without moves"
    )
    opened = " ".join(r.game for r in rows if r.status == "open")
    assert printed.out.splitlines()[1] == f"open: {opened} (up to heap 800)"
    assert "16/16 games" in printed.err  # the progress bar
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    assert main(["census", "0.[67]?", "--upto", "800", "--workers", "0", "--out", str(out), "--json"]) == 0
    printed = capsys.readouterr()
    assert printed.err == ""  # no bar drawn into a log
    assert [CensusRow(**row) for row in json.loads(printed.out)] == rows  # --json: the rows of the CSV


def test_cli_bad_pattern_is_one_line_and_status_2(tmp_path, capsys):
    assert main(["census", "0.?x", "--upto", "10", "--out", str(tmp_path / "x.csv"), "--workers", "0"]) == 2
    err = capsys.readouterr().err
    assert err == "cgt census: error: code pattern '0.?x': character 'x' at position 3 is not a digit 0-9 or a-f, '?' or '['\n"


def test_cli_refuses_another_census_file(tmp_path, capsys):
    out = tmp_path / "c.csv"
    assert main(["census", "0.?", "--upto", "50", "--workers", "0", "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["census", "0.??", "--upto", "50", "--workers", "0", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cgt census: error:") and "family ['0.?'] there, ['0.??'] here" in err


def test_cli_unreachable_scheduler_is_one_line_and_status_2(tmp_path, capsys, monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr(sys.modules["cgt.census.dask_runner"], "_CONNECT_TIMEOUT", "1s")
    argv = ["census", "0.?", "--upto", "50", "--out", str(tmp_path / "c.csv"), "--scheduler", "tcp://127.0.0.1:9"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("cgt census: error: cannot reach Dask scheduler at tcp://127.0.0.1:9")
    assert len(err.strip().splitlines()) == 1
    assert not (tmp_path / "c.csv").exists()


# -- on a real Dask cluster --------------------------------------------------------------


def test_dask_census_equals_serial(dask_client, tmp_path):
    family, upto = ["0.[0-7][4-7]", "0.07", "0.137"], 1500
    rows = census(family, upto=upto, client=dask_client, step=400, out=tmp_path / "d.csv")
    assert [key(r) for r in rows] == [direct_row(r.game, upto) for r in rows]
    assert stable(read_census(tmp_path / "d.csv")) == stable(rows)


def test_dask_interrupted_and_resumed_equals_uninterrupted(dask_client, tmp_path):
    family, upto = ["0.[1-6]?"], 2000
    whole = census(family, upto=upto, workers=0, step=256)
    out = tmp_path / "d.csv"
    with pytest.raises(KeyboardInterrupt):
        census(family, upto=upto, client=dask_client, step=256, out=out, progress=stop_after(10))
    kept = read_census(out)
    assert 10 <= len(kept) < len(whole)
    resumed = census(family, upto=upto, client=dask_client, step=256, out=out)
    assert stable(resumed) == stable(whole)


def test_dask_killed_worker_game_is_recomputed_and_no_row_lost(dask_client, tmp_path):
    # Slow open games (splits, O(n**2)) keep both workers busy when the kill comes.
    family, upto = ["0.?", "0.[46][4-7]"], 6000
    out = tmp_path / "k.csv"
    seen: dict[str, object] = {}

    def kill_on_first_row(p: cgt.CensusProgress) -> None:
        if p.row is None or "victim" in seen:
            return
        processing = {w: list(keys) for w, keys in dask_client.processing().items() if keys}
        if not processing:
            return  # wait for a row that finishes while a worker is busy
        victim = next(iter(processing))
        seen["victim"], seen["keys"] = victim, processing[victim]
        seen["rows before"] = out.read_text().splitlines()[2:]
        pid = dask_client.run(os.getpid, workers=[victim])[victim]
        os.kill(pid, signal.SIGKILL)  # as a lost machine: no goodbye to the scheduler
        seen["pid"] = pid

    rows = census(family, upto=upto, client=dask_client, step=upto, out=out, progress=kill_on_first_row)
    assert seen["keys"], "the killed worker was running a game"
    # Keys are "census-<games joined by +>-<bound>-<nonce>".
    killed = {game for k in seen["keys"] for game in k.split("-", 1)[1].rsplit("-", 2)[0].split("+")}
    by_game = {r.game: r for r in rows}
    for game in killed:  # computed again elsewhere, and right
        assert key(by_game[game]) == direct_row(game, upto)
    assert len(rows) == len(expand_pattern("0.?")) + len(expand_pattern("0.[46][4-7]"))
    # The killed process could not remove its scratch file: the run did.
    for base in (tempfile.gettempdir(), "/dev/shm"):
        assert not list(Path(base).glob(f"cgt-census-{os.getpid()}-*"))
    final = out.read_text().splitlines()[2:]
    for line in seen["rows before"]:  # every row written before the kill is still there
        assert line in final


# -- clean exits: Ctrl-C, scratch files, scripts that cannot start workers -----------------------


def _scratch_files() -> list[Path]:
    return [p for base in {tempfile.gettempdir(), "/dev/shm"} for p in Path(base).glob("cgt-census-*")]


def test_cli_ctrl_c_with_workers_is_one_line_130_no_scratch_left_and_resumes(tmp_path):
    pytest.importorskip("distributed")
    before = set(_scratch_files())
    family, upto = ["0.1?", "0.[4-7]4"], 300_000
    out = tmp_path / "c.csv"
    command = [sys.executable, "-m", "cgt", "census", *family, "--upto", str(upto), "--out", str(out),
               "--workers", "2", "--step", "512"]
    # Its own process group, as a terminal's foreground job: Ctrl-C reaches every process in it.
    run = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 4):
        time.sleep(0.2)  # until a few games are finished and some are still running
    os.killpg(run.pid, signal.SIGINT)
    err = run.communicate(timeout=60)[1]
    assert run.returncode == 130
    assert err == "cgt census: error: interrupted\n"  # one line: no worker's traceback
    assert set(_scratch_files()) <= before  # nothing left in /dev/shm or the temp folder
    assert main(["census", *family, "--upto", str(upto), "--out", str(out), "--workers", "0"]) == 0
    fresh = census(family, upto=upto, workers=0)
    assert [key(r) for r in read_census(out)] == [key(r) for r in fresh]


def test_a_corrupted_checkpoint_is_named_by_the_users_path(tmp_path, capsys):
    out = tmp_path / "c.csv"
    assert main(["census", "0.6", "--upto", "600", "--step", "256", "--workers", "0", "--out", str(out)]) == 0
    checkpoint = tmp_path / "c.csv.checkpoints" / "0.6.npz"
    data = bytearray(checkpoint.read_bytes())
    data[-1] ^= 1  # one value changed: the checksum no longer matches
    checkpoint.write_bytes(bytes(data))
    capsys.readouterr()
    assert main(["census", "0.6", "--upto", "2000", "--workers", "0", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"cgt census: error: checkpoint {str(checkpoint)!r} is corrupted: its 600 values do not match their recorded checksum\n"


_SCRIPT = """\
import cgt
rows = cgt.census(["0.07", "0.77"], upto=500, workers=2)
print(len(rows))
"""


def test_a_script_without_the_main_guard_gets_one_clear_error(tmp_path):
    pytest.importorskip("distributed")
    script = tmp_path / "run.py"
    script.write_text(_SCRIPT)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode != 0
    assert 'if __name__ == "__main__":' in done.stderr and "workers=0" in done.stderr
    assert "WorkersUnavailableError" in done.stderr
    assert len(done.stderr.splitlines()) < 40  # not hundreds of lines of multiprocessing tracebacks
    guarded = 'if __name__ == "__main__":\n' + "".join("    " + line + "\n" for line in _SCRIPT.splitlines())
    script.write_text(guarded)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (0, "2\n")


def test_a_script_on_standard_input_is_refused_before_workers_start(tmp_path):
    done = subprocess.run([sys.executable, "-"], input=_SCRIPT, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode != 0
    assert "standard input" in done.stderr and "workers=0" in done.stderr


# -- the table shipped with the documentation ------------------------------------------------

SHIPPED = ROOT / "docs" / "_data" / "census-2digit-3digit.csv"

# Flammenkamp's unsolved octal games of up to three digits, as listed in T. Czajka's
# octal-games repository (UnsolvedGames.md): open after millions of heaps.
UNSOLVED = (
    "0.6 0.04 0.06 0.14 0.36 0.64 0.74 0.76 0.004 0.005 0.006 0.014 0.015 0.016 0.024 0.026 0.034 "
    "0.054 0.064 0.104 0.106 0.114 0.125 0.126 0.135 0.136 0.142 0.143 0.146 0.161 0.162 0.163 0.164 "
    "0.166 0.167 0.172 0.174 0.204 0.205 0.206 0.207 0.224 0.244 0.245 0.264 0.314 0.324 0.334 0.336 "
    "0.342 0.344 0.346 0.362 0.364 0.366 0.371 0.374 0.404 0.414 0.416 0.444 0.454 0.564 0.604 0.606 "
    "0.744 0.764 0.774 0.776"
).split()


def test_shipped_table_agrees_with_the_literature_and_with_direct_calls():
    rows = {r.game: r for r in read_census(SHIPPED)}
    header = json.loads(SHIPPED.read_text().splitlines()[0][len("# cgt-census ") :])
    assert header["family"] == ["0.??", "0.???"] and list(rows) == expand_pattern("0.??") + expand_pattern("0.???")
    bound = max(r.heaps for r in rows.values() if r.status == "open")
    assert {r.heaps for r in rows.values() if r.status == "open"} == {bound} == {20000}

    def row(code: str) -> CensusRow:
        return rows.get(code) or rows[code + "0"]  # one-digit codes appear as their two-digit spelling

    published = {
        # Winning Ways ch. 4 (OEIS A071453, A071435 for 0.117 and 0.177)
        "0.77": (71, 12), "0.07": (53, 34), "0.137": (52, 34), "0.117": (47, 48), "0.177": (497, 20),
        # Flammenkamp's tables (Czajka, SolvedGames.md): Kenyon 1967, Austin 1976
        "0.45": (498, 20), "0.156": (3479, 349), "0.644": (3256, 442), "0.165": (5181, 1550), "0.356": (7315, 142),
    }  # fmt: skip
    for code, pair in published.items():
        assert (row(code).status, row(code).preperiod, row(code).period) == ("proven", *pair), code
    # Solved with preperiods beyond the bound (Gangolli and Plambeck 1989; Flammenkamp 2002).
    for code in ("0.16", "0.56", "0.127", "0.376", "0.354"):
        assert row(code).status == "open", code
    for code in UNSOLVED:
        assert row(code).status == "open", code
    # The file is what the code computes: every proof is found again from the heaps it names.
    for r in rows.values():
        if r.status == "proven" and not r.same_as and r.heaps <= 3000:
            game = OctalGame(r.game)
            assert game.periodicity(r.heaps) == cgt.Periodicity(r.preperiod, r.period), r.game
            assert int(game.grundy_sequence(r.preperiod + r.period).max()) == r.max_value, r.game
    # The rare column is the sparse fill's summary at the bound (the file postdates the sparse fill).
    assert sum(bool(r.rare) for r in rows.values() if r.status == "open") > 100
    for code in ("0.14", "0.16", "0.37", "0.56"):
        game = OctalGame(code)
        game.grundy_sequence(rows[code].heaps)
        assert str(game.rare_statistics()) == rows[code].rare, code


def test_cli_ctrl_c_keeps_finished_rows_and_a_rerun_completes(tmp_path):
    out = tmp_path / "c.csv"
    argv = [sys.executable, "-m", "cgt", "census", "0.[46]?", "--upto", "3000", "--step", "250", "--workers", "0"]
    process = subprocess.Popen([*argv, "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 6):
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130 and err.rstrip().endswith("cgt census: error: interrupted")
    kept = read_census(out)
    assert len(kept) >= 4
    rerun = subprocess.run([*argv, "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0
    rows = {r.game: r for r in read_census(out)}
    for row in kept:  # nothing finished was lost or changed
        assert stable([rows[row.game]]) == stable([row])
    assert [key(r) for r in rows.values()] == [direct_row(g, 3000) for g in expand_pattern("0.[46]?")]


def test_cli_on_an_existing_scheduler(dask_client, tmp_path, capsys):
    out = tmp_path / "c.csv"
    address = dask_client.scheduler.address
    assert main(["census", "0.[0-3]?", "--upto", "1000", "--scheduler", address, "--out", str(out), "--summary"]) == 0
    assert capsys.readouterr().out.startswith("32 games: ")
    assert [key(r) for r in read_census(out)] == [direct_row(g, 1000) for g in expand_pattern("0.[0-3]?")]


def test_cli_unknown_arguments_are_named_by_the_subcommand(tmp_path, capsys):
    out = tmp_path / "c.csv"
    with pytest.raises(SystemExit) as stop:  # argparse's own exit, as for any bad usage
        main(["census", "0.1", "--upto", "10", "--out", str(out), "--json", "--bogus"])
    assert stop.value.code == 2
    assert capsys.readouterr().err == "cgt census: error: unrecognized arguments: --bogus (try 'cgt census --help')\n"
    assert not out.exists()
