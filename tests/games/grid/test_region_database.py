"""The region database: its shapes against a naive enumeration and OEIS, every entry against the engine.

The oracles share nothing with the database but the engine's canonical
forms: polyominoes are enumerated here naively (every fixed polyomino, by
translation only, then grouped by the eight symmetries), and each region's
value is computed again by ``cgt.canonical_form`` on a board drawn from its
cells, after the cache is cleared.
"""

from __future__ import annotations

import itertools
import sqlite3
from fractions import Fraction

import pytest

import cgt
from cgt import CensusFileError, InvalidValueError, NotAGameError
from cgt.census import build_region_database
from cgt.census import regions as region_build
from cgt.games import Clobber, Cram, Domineering, Hackenbush
from cgt.games.grid.region_database import RegionDatabase, database_key, free_polyominoes, value_region

# OEIS A001168 (fixed polyominoes) and A000105 (free polyominoes), n = 1..8.
FIXED = [1, 2, 6, 19, 63, 216, 760, 2725]
FREE = [1, 1, 2, 5, 12, 35, 108, 369]


def _fixed_polyominoes(n_max: int) -> list[set[frozenset]]:
    """Every fixed polyomino of 1..n_max cells, as cell sets moved to the origin (translation only)."""

    def moved(cells):
        top, left = min(r for r, _ in cells), min(c for _, c in cells)
        return frozenset((r - top, c - left) for r, c in cells)

    levels = [{frozenset({(0, 0)})}]
    while len(levels) < n_max:
        levels.append({moved(shape | {cell}) for shape in levels[-1] for r, c in shape
                       for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if cell not in shape})
    return levels


def _pictures(cells) -> list[frozenset]:
    """The eight pictures of a cell set (moved to the origin); transposed pictures at odd places."""
    found = []
    for mirror in range(4):
        for transpose in (False, True):
            moved = [(c, r) if transpose else (r, c) for r, c in cells]
            moved = [(-r if mirror & 1 else r, -c if mirror & 2 else c) for r, c in moved]
            top, left = min(r for r, _ in moved), min(c for _, c in moved)
            found.append(frozenset((r - top, c - left) for r, c in moved))
    return found


def _text(cells, fill, blank="#") -> str:
    """A board drawn from cells: `fill(cell)` on them, `blank` elsewhere ('#' for grids, '.' for stones)."""
    height, width = 1 + max(r for r, _ in cells), 1 + max(c for _, c in cells)
    return "|".join("".join(fill((r, c)) if (r, c) in cells else blank for c in range(width)) for r in range(height))


def test_polyominoes_are_oeis_counts_and_the_naive_enumeration():
    fixed = _fixed_polyominoes(8)
    assert [len(level) for level in fixed] == FIXED
    naive_free = [len({min(_pictures(s), key=sorted) for s in level}) for level in fixed]
    assert naive_free == FREE
    ours = list(free_polyominoes(8))
    assert [len(level) for level in ours] == FREE
    # Each shape listed is one of the fixed polyominoes, and no two are pictures of each other.
    for level, naive in zip(ours, fixed):
        assert all(frozenset(shape) in naive for shape in level)
        classes = {min(_pictures(shape), key=sorted) for shape in level}
        assert len(classes) == len(level)


@pytest.fixture(scope="module")
def domineering6(tmp_path_factory):
    return build_region_database(Domineering(), tmp_path_factory.mktemp("db") / "dom6.sqlite", cells=6, workers=0)


def test_domineering_database_holds_one_entry_per_free_polyomino(domineering6):
    # Domineering's symmetries: the two mirror images and the half-turn keep the players; a transpose
    # (diagonal mirror, quarter-turn) swaps them and negates the value. So one entry per free polyomino.
    assert len(domineering6) == 1 + sum(FREE[:6])
    assert domineering6.kinds()["by_cells"] == {0: 1, **dict(enumerate(FREE[:6], start=1))}   # 0: no cell
    assert domineering6.complete and domineering6.cells == 6


def test_every_entry_and_every_picture_agrees_with_the_engine(domineering6):
    game = Domineering()
    entries = list(domineering6.entries(game))
    cgt.clear_cache()
    for board, value in entries:
        assert cgt.canonical_form(game, board) == value, board
    # Every fixed polyomino up to 6 cells, in all eight pictures, looked up: the stored value or its negative.
    for level in _fixed_polyominoes(6):
        for shape in level:
            board = game.position(_text(shape, lambda cell: "."))
            assert domineering6.value(game, board) == cgt.canonical_form(game, board), board


def test_lookups_miss_what_the_database_does_not_hold(domineering6):
    game = Domineering()
    assert domineering6.value(game, game.position("....|...." + "|....")) is None      # 12 cells: too big
    assert domineering6.value(game, game.position("..#..")) is None                    # two regions
    assert domineering6.value(Cram(), Cram().position("..|..")) is None                # another game
    assert domineering6.value(game, "..|..") is None                                   # not a board


def test_clobber_database_keys_fillings_under_the_colour_swap(tmp_path):
    game = Clobber()
    db = build_region_database(game, tmp_path / "clobber.sqlite", cells=4, workers=0)
    cgt.clear_cache()
    for board, value in db.entries(game):
        assert cgt.canonical_form(game, board) == value
    # Every filling of every fixed polyomino up to 4 cells is found, with its own value.
    for level in _fixed_polyominoes(4):
        for shape in level:
            order = sorted(shape)
            for colours in itertools.product("xo", repeat=len(order)):
                board = game.position(_text(shape, dict(zip(order, colours)).__getitem__, "."))
                assert db.value(game, board) == cgt.canonical_form(game, board), board
    # A filling and its colour swap are one entry: fewer entries than fillings of free shapes.
    assert len(db) < sum(2**n * f for n, f in enumerate(FREE[:4], start=1))
    # Clobber is all-small (Albert, Grossman, Nowakowski and Wolfe 2005): every value infinitesimal,
    # the only number 0.
    kinds = db.kinds()
    assert kinds["numbers"] == ["0"] and set(kinds["kinds"]) <= {"integer", "nimber", "ups", "infinitesimal"}


def test_reported_facts_as_far_as_the_tested_size_reaches(tmp_path):
    # Uiterwijk and Barton (2015) report which numbers and nimbers occur among Domineering regions
    # up to 15 squares. Up to 8 squares: every multiple of 1/4 between -1 and 1 (and +-7/4), * but not *2.
    db = build_region_database(Domineering(), tmp_path / "dom8.sqlite", cells=8, workers=0)
    kinds = db.kinds()
    assert {f"{k}/4" for k in (-7, -3, -1, 1, 3, 7)} <= set(kinds["numbers"])
    assert kinds["nimbers"] == [1] and kinds["nimber_cells"][1] <= 8
    # They find single and double ups and downs only, and no temperature above 2 (the one region of
    # temperature 2 is larger): so in any part of their databases. (Up to 13 squares here: ups
    # +-1 and +-2, the hottest 7/4, in 14 regions; docs/solve.rst.)
    assert set(kinds["ups"]) <= {-2, -1, 1, 2}
    hottest, count = kinds["hottest"]
    assert Fraction(hottest) < 2 and count >= 1
    # *2 first occurs at 11 squares (the database of 12 squares holds one such region, up to
    # symmetry); CGSuite 2.2 printed *2 for game.grid.Domineering("###.##|###...|##..##|...###|#.####|#.####").
    assert value_region(Domineering(), "6,6,2207731431432")[1] == "*2"


@pytest.mark.parametrize("board, printed", [
    # CGSuite 2.2 printed, game.grid.Domineering(board).CanonicalForm (regions of 9 to 12 squares).
    ("...|.#.|.#.|..#", "7/8"),
    ("##...|##.##|...##|#.###|..###|#.###|#.###", "1/2^"),
    ("#.##|..##|....|.##.|.##.|.###", "{5/2|5/4}"),
    ("..##|#..#|##.#|#...|...#|#.##", "{1*|1/2||-1}"),
    ("#...|...#|#.##|..##|.###|.###|.###", "{{2*|1},{2*|1*}|{1|0},{1*|0}}"),
    # *3 first occurs at 14 squares (4 regions up to symmetry; Uiterwijk and Barton 2015 find *3 within 15).
    ("###.##|###...|##..##|...###|#.####|#.####|..####|#.####", "*3"),
    # Triple ups first occur at 15 squares (7 regions up to symmetry, in the database of 15 squares built here).
    ("###.#|.##..|....#|#.#.#|..###|#..##|#.###", "^3*"),
])
def test_region_values_as_cgsuite_prints_them(board, printed):
    # What the builder stores for the region's key, negated when the key is a transposed picture.
    game = Domineering()
    key, negated = database_key(game, game.position(board))
    stored = cgt.CanonicalForm.parse(value_region(game, key)[1])
    assert (-stored if negated else stored) == cgt.CanonicalForm.parse(printed)


def test_an_interrupted_build_goes_on_where_it_stopped(tmp_path, monkeypatch):
    path = tmp_path / "dom.sqlite"
    monkeypatch.setattr(region_build, "_SAVE_EVERY", 0.0)   # a transaction a region

    def stop(done, total):
        if done >= 20:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        build_region_database(Domineering(), path, cells=6, workers=0, progress=stop)
    half = RegionDatabase(path)
    assert 20 <= len(half) < 1 + sum(FREE[:6]) and not half.complete
    kept = dict(sqlite3.connect(path).execute("SELECT key, seconds FROM regions"))
    whole = build_region_database(Domineering(), path, cells=6, workers=0)
    assert len(whole) == 1 + sum(FREE[:6]) and whole.complete
    again = dict(sqlite3.connect(path).execute("SELECT key, seconds FROM regions"))
    assert all(again[key] == seconds for key, seconds in kept.items())   # not valued a second time
    # A larger size on the same file adds the new regions only.
    assert len(build_region_database(Domineering(), path, cells=7, workers=0)) == 1 + sum(FREE[:7])


def test_bad_input_is_refused_naming_it(tmp_path):
    with pytest.raises(InvalidValueError, match="cells=0"):
        build_region_database(Domineering(), tmp_path / "a.sqlite", cells=0)
    with pytest.raises(InvalidValueError, match="workers=-1"):
        build_region_database(Domineering(), tmp_path / "a.sqlite", cells=3, workers=-1)
    with pytest.raises(NotAGameError, match="Hackenbush"):
        build_region_database(Hackenbush(), tmp_path / "a.sqlite", cells=3, workers=0)
    build_region_database(Domineering(), tmp_path / "d.sqlite", cells=2, workers=0)
    with pytest.raises(CensusFileError, match="holds Domineering"):
        build_region_database(Cram(), tmp_path / "d.sqlite", cells=2, workers=0)
    (tmp_path / "text.sqlite").write_text("not a database at all, but long enough to be read as one" * 20)
    with pytest.raises(CensusFileError, match="text.sqlite"):
        RegionDatabase(tmp_path / "text.sqlite")
    with pytest.raises(CensusFileError, match="does not exist"):
        RegionDatabase(tmp_path / "missing.sqlite")
    assert isinstance(CensusFileError("x"), ValueError)


def test_a_reader_of_the_file_does_not_stop_the_build(tmp_path, monkeypatch):
    # A count run on the file while a build wrote to it once stopped the build ("database is locked"):
    # the builder's file is in write-ahead-log mode, so a reader in the middle of a read does not block it.
    path = tmp_path / "dom.sqlite"
    build_region_database(Domineering(), path, cells=4, workers=0)
    reader = sqlite3.connect(path)
    reader.execute("BEGIN")
    assert reader.execute("SELECT count(*) FROM regions").fetchone() == (1 + sum(FREE[:4]),)  # a read held open
    monkeypatch.setattr(region_build, "_SAVE_EVERY", 0.0)   # a transaction a region
    assert len(build_region_database(Domineering(), path, cells=6, workers=0)) == 1 + sum(FREE[:6])
    assert reader.execute("SELECT count(*) FROM regions").fetchone() == (1 + sum(FREE[:4]),)  # its snapshot
    reader.close()
