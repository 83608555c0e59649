"""A database of small regions: every one-piece region of a board ruleset up to k cells, with its value.

Uiterwijk and Barton (2015) valued every Domineering region up to 15 squares
with CGSuite; MCGS (Folkersen, Du and Müller 2025) looks small subgames up in
such a table. Here:

* :func:`free_polyominoes` lists the shapes: every polyomino of ``n`` cells
  up to the eight symmetries of the square (the free polyominoes, OEIS
  A000105: 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, ...);
* :func:`region_positions` gives a ruleset's regions of one shape: its cells
  hold any of the board's characters (Domineering's empty ``.``, one region
  a shape; Clobber's stones ``x`` and ``o``, 2**n regions), each keyed as
  the board layer keys it (``cgt.games.grid.board.canonical`` under the
  game's ``transpose`` and ``swap``). Domineering keeps its players under
  the two mirror images and the half-turn, and a transpose (a quarter-turn
  or a diagonal mirror) swaps them and negates the value: one entry serves
  a free polyomino and its eight pictures, four of them negated;
* :class:`RegionDatabase` is the file: one SQLite database (a table of
  ``key``, ``cells``, ``value`` in CGSuite notation, and one of facts: the
  game, the largest region asked for), read whole into memory; its
  :meth:`~RegionDatabase.value` is what :func:`cgt.solve` asks (``database=``)
  where it values a region.

The database is built by :func:`cgt.census.build_region_database`, in
parallel on the census's Dask layer and resumable.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Hashable, Iterator, Sequence
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any, Optional, Union, overload

from ...errors import CensusFileError, InvalidValueError
from ...game import Game
from ...partizan.engine import canonical_form
from ...partizan.values import CanonicalForm
from .board import Board, canonical, stride

__all__ = ["RegionDatabase", "Polyominoes", "free_polyominoes", "region_positions", "database_key", "value_region",
           "FORMAT", "MAX_CELLS", "FREE_POLYOMINOES"]

#: The version of the file's layout, recorded in it.
FORMAT = 1
#: The largest region asked for: 16 cells are 13.9 million free polyominoes (A000105).
MAX_CELLS = 16

Shape = tuple[tuple[int, int], ...]


#: OEIS A000105, the free polyominoes of 1 .. MAX_CELLS cells: the room the compiled listing writes them into.
FREE_POLYOMINOES = (1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576, 13079255)


class Polyominoes(Sequence[Shape]):
    """The free polyominoes of one size, as :func:`free_polyominoes` lists them: a sequence of shapes.

    Held as one byte a cell (``cgt._kernels.polyominoes``' codes); a shape,
    its cells ``(row, column)``, is made when asked for, so that the 3.4
    million of 15 cells take 51 MB.

    Examples
    --------
    >>> level = list(free_polyominoes(3))[2]
    >>> level
    Polyominoes(3, 2)
    >>> sorted(level)
    [((0, 0), (0, 1), (0, 2)), ((0, 0), (0, 1), (1, 0))]
    """

    __slots__ = ("cells", "_codes")

    def __init__(self, cells: int, codes: Any) -> None:
        self.cells = cells
        self._codes = codes

    def __repr__(self) -> str:
        return f"Polyominoes({self.cells}, {len(self)})"

    def __len__(self) -> int:
        return len(self._codes)

    @overload
    def __getitem__(self, i: int) -> Shape: ...

    @overload
    def __getitem__(self, i: slice) -> list[Shape]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[Shape, list[Shape]]:
        if isinstance(i, slice):
            return [self._shape(row) for row in self._codes[i].tolist()]
        return self._shape(self._codes[i].tolist())

    def __iter__(self) -> Iterator[Shape]:
        for start in range(0, len(self._codes), 4096):  # rows to lists a block at a time: far fewer numpy calls
            for row in self._codes[start:start + 4096].tolist():
                yield self._shape(row)

    @staticmethod
    def _shape(row: list[int]) -> Shape:
        # The kernel's codes, row << 4 | column (its CODE_BITS: named there, as importing it imports numba).
        return tuple((code >> 4, code & 15) for code in row)


def free_polyominoes(cells: int) -> Iterator[Polyominoes]:
    """Yield, for ``n = 1 .. cells``, the free polyominoes of ``n`` cells (up to all eight symmetries).

    Each shape is its cells ``(row, column)``, sorted, from the origin, in
    its least picture (the least of its eight as sorted sequences).
    Listed by compiled code (``cgt._kernels.polyominoes``): Redelmeier's
    enumeration of the fixed polyominoes, each kept only when it is its own
    least picture; 14 cells take about 4 s, 15 about 15 s.

    Parameters
    ----------
    cells : int
        The largest number of cells, 1 to ``MAX_CELLS``.

    Yields
    ------
    Polyominoes
        The shapes of 1 cell, then of 2, ... up to `cells`.

    Raises
    ------
    InvalidValueError
        If `cells` is not an integer in 1 .. ``MAX_CELLS``.

    Examples
    --------
    >>> [len(level) for level in free_polyominoes(6)]     # OEIS A000105
    [1, 1, 2, 5, 12, 35]
    >>> list(next(free_polyominoes(1)))
    [((0, 0),)]
    """
    if isinstance(cells, bool) or not isinstance(cells, int) or not 1 <= cells <= MAX_CELLS:
        raise InvalidValueError(f"free_polyominoes: cells={cells!r} is not an integer in 1..{MAX_CELLS}")
    import numpy as np

    from ..._kernels.polyominoes import free_polyomino_codes

    counts = FREE_POLYOMINOES[:cells]
    offsets = np.cumsum((0,) + counts[:-1]).astype(np.int64)
    codes = np.full((sum(counts), cells), 255, np.uint8)
    written = free_polyomino_codes(cells, offsets, codes)
    assert tuple(written.tolist()) == counts, written  # Redelmeier's count is A000105's
    for n in range(1, cells + 1):
        yield Polyominoes(n, codes[offsets[n - 1]:offsets[n - 1] + counts[n - 1], :n])


def database_key(game: Game, position: Board) -> tuple[str, bool]:
    """Return the key of a board in the database and whether the key's value is the board's negative.

    The board layer's key under the game's symmetries
    (``cgt.games.grid.board.canonical`` with its ``transpose`` and ``swap``),
    written ``"width,height,mask,..."``.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> database_key(Domineering(), Domineering().position(".."))    # a row is a transposed column
    ('1,2,257', True)
    """
    width, height, *masks = position
    key, negated = canonical(masks, width, height, transpose=getattr(game, "transpose", 0),
                             swap=getattr(game, "swap", False))
    return ",".join(map(str, key)), negated


def region_positions(game: Game, shape: Shape) -> dict[str, Board]:
    """Return the regions of `game` whose cells are `shape`, one per key: every filling of its cells.

    A cell holds any of the board's characters (``position_type.symbols``);
    the cells outside the shape are the board's blank.

    Examples
    --------
    >>> from cgt.games import Clobber, Domineering
    >>> region_positions(Domineering(), ((0, 0), (0, 1)))
    {'1,2,257': Grid('.|.')}
    >>> sorted(region_positions(Clobber(), ((0, 0), (0, 1))).values())   # oo is xx with the colours swapped
    [ClobberBoard('x|o'), ClobberBoard('x|x')]
    """
    board: type[Board] = game.position_type  # type: ignore[attr-defined]
    height = 1 + max(r for r, _ in shape)
    width = 1 + max(c for _, c in shape)
    s = stride(width)
    found: dict[str, Board] = {}
    for filling in product(range(len(board.symbols)), repeat=len(shape)):
        masks = [0] * len(board.symbols)
        for (r, c), which in zip(shape, filling):
            masks[which] |= 1 << (r * s + c)
        key, negated = database_key(game, tuple.__new__(board, (width, height, *masks)))
        if key not in found:
            w, h, *least = map(int, key.split(","))
            found[key] = tuple.__new__(board, (w, h, *least))
    return found


def value_region(game: Game, key: str) -> tuple[str, str, float]:
    """Return ``(key, value, seconds)``: the canonical form of the region of `key`, by the engine.

    One task of the database's build (:func:`cgt.census.build_region_database`).

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> value_region(Domineering(), "2,2,771")[:2]
    ('2,2,771', '+-1')
    """
    start = time.perf_counter()
    board = tuple.__new__(game.position_type, tuple(map(int, key.split(","))))  # type: ignore[attr-defined]
    return key, str(canonical_form(game, board)), time.perf_counter() - start


def _kind(g: CanonicalForm) -> tuple[str, Optional[Fraction]]:
    """The kind of a value, for :meth:`RegionDatabase.kinds`, and its temperature if it is hot or tepid."""
    if g.is_number:
        return ("integer" if g.is_integer else "number"), None
    if g.is_nimber:
        return "nimber", None
    parts = g.number_up_star
    if parts is not None:
        return ("number + nimber" if parts[1] == 0 else "ups"), None
    if g.is_infinitesimal:
        return "infinitesimal", None
    temperature = Fraction(g.temperature)
    return ("hot" if temperature > 0 else "tepid"), temperature


class RegionDatabase:
    """The values of every one-piece region of a board ruleset up to some number of cells, from a file.

    Opens (or, with ``create=``, makes) the SQLite file written by
    :func:`cgt.census.build_region_database`; the entries are read into
    memory, and a value is read from its notation on first use.

    Parameters
    ----------
    path : str or path
        The database file.
    create : Game, optional
        Make the file for this game if it does not exist (the builder's use).

    Attributes
    ----------
    path : pathlib.Path
    game : str
        The game's ``repr``.
    cells : int
        The largest region asked for (all held once :attr:`complete`).

    Raises
    ------
    CensusFileError
        If the file does not exist, is not a region database, or is another game's.

    Examples
    --------
    >>> import tempfile
    >>> from cgt.census import build_region_database
    >>> from cgt.games import Domineering
    >>> db = build_region_database(Domineering(), tempfile.mkdtemp() + "/dom4.sqlite", cells=4, workers=0)
    >>> len(db), db.complete, db.value(Domineering(), Domineering().position("..|.."))
    (10, True, CanonicalForm.parse('+-1'))
    >>> db.kinds()["kinds"], db.kinds()["numbers"]
    ({'integer': 5, 'nimber': 2, 'number': 1, 'hot': 2}, ['-2', '-1', '-1/2', '0', '1/2', '1', '2'])
    """

    __slots__ = ("path", "game", "cells", "_sql", "_texts", "_values", "_games")

    def __init__(self, path: Union[str, os.PathLike[str]], *, create: Optional[Game] = None) -> None:
        self.path = Path(path)
        if create is None and not self.path.is_file():
            raise CensusFileError(f"region database {str(self.path)!r} does not exist")
        try:
            self._sql = sqlite3.connect(self.path, timeout=60)
            if create is not None:
                # Write-ahead logging: a reader of the file (a solver, a count) does not block the builder's writes.
                self._sql.execute("PRAGMA journal_mode=WAL")
            self._sql.execute("CREATE TABLE IF NOT EXISTS facts (name TEXT PRIMARY KEY, value TEXT)")
            self._sql.execute("CREATE TABLE IF NOT EXISTS regions (key TEXT PRIMARY KEY, cells INTEGER, "
                              "value TEXT, seconds REAL)")
            facts = dict(self._sql.execute("SELECT name, value FROM facts"))
            if not facts and create is not None:
                facts = {"format": str(FORMAT), "game": repr(create), "cells": "0"}
                self._sql.executemany("INSERT INTO facts VALUES (?, ?)", facts.items())
                self._sql.commit()
            self._texts = {key: (cells, value) for key, cells, value in
                           self._sql.execute("SELECT key, cells, value FROM regions")}
        except sqlite3.DatabaseError as exc:
            raise CensusFileError(f"{str(self.path)!r} is not a cgt region database ({exc})") from None
        if facts.get("format") != str(FORMAT) or "game" not in facts:
            raise CensusFileError(f"{str(self.path)!r} is not a cgt region database (facts {facts!r})")
        self.game: str = facts["game"]
        if create is not None and repr(create) != self.game:
            raise CensusFileError(f"region database {str(self.path)!r} holds {self.game}, not {create!r}; "
                                  "choose another file")
        self.cells = int(facts["cells"])
        self._values: dict[str, CanonicalForm] = {}
        self._games: dict[int, bool] = {}

    def __repr__(self) -> str:
        return f"RegionDatabase({str(self.path)!r})"

    def __len__(self) -> int:
        return len(self._texts)

    def __contains__(self, key: object) -> bool:
        return key in self._texts

    @property
    def complete(self) -> bool:
        """Whether every region up to :attr:`cells` cells is held."""
        return self._sql.execute("SELECT value FROM facts WHERE name = 'complete'").fetchone() == (str(self.cells),)

    def value(self, game: Game, position: Hashable) -> Optional[CanonicalForm]:
        """Return the value of region `position` of `game` if the database holds it, else ``None``.

        What :func:`cgt.solve` asks where it values a region: ``None`` for
        another game, a position that is not a board, a board of more
        cells than the database holds, or one it does not hold (several
        regions).
        """
        mine = self._games.get(id(game))
        if mine is None:
            mine = self._games[id(game)] = repr(game) == self.game
        if not mine or not isinstance(position, Board):
            return None
        union = 0
        for mask in position[2:]:
            union |= mask
        if union.bit_count() > self.cells:
            return None
        key, negated = database_key(game, position)
        found = self._values.get(key)
        if found is None:
            text = self._texts.get(key)
            if text is None:
                return None
            found = self._values[key] = CanonicalForm.parse(text[1])
        return -found if negated else found

    def entries(self, game: Game) -> Iterator[tuple[Board, CanonicalForm]]:
        """Yield every region held (its key's board of `game`) and its value, smallest first."""
        if repr(game) != self.game:
            raise InvalidValueError(f"region database {str(self.path)!r} holds {self.game}, not {game!r}")
        board_type = game.position_type  # type: ignore[attr-defined]
        for key, value in self._sql.execute("SELECT key, value FROM regions ORDER BY cells, key").fetchall():
            yield tuple.__new__(board_type, tuple(map(int, key.split(",")))), CanonicalForm.parse(value)

    def kinds(self) -> dict[str, Any]:
        """Return the entries' counts by size and kind, and the numbers, nimbers, ups and temperatures occurring.

        ``regions``, ``by_cells``; ``kinds``: ``integer`` (0 too), ``number``,
        ``nimber``, ``number + nimber``, ``ups`` (``x + ^n + *m``, ``n`` not
        0), ``infinitesimal`` (another), ``hot`` (temperature above 0),
        ``tepid``; ``numbers`` (with their negatives, the transposes'),
        ``nimbers``, ``nimber_cells`` (the fewest cells of each), ``ups``
        (the ``n`` occurring), ``hottest`` (temperature, entries). An entry
        is a region up to the symmetries. 13 squares take about 9 minutes.
        """
        kinds: dict[str, int] = {}
        by_cells: dict[int, int] = {}
        numbers: set[Fraction] = set()
        nimber_cells: dict[int, int] = {}
        ups: set[int] = set()
        hottest: list[Any] = [Fraction(-1), 0]
        for cells, text in self._texts.values():
            g = CanonicalForm.parse(text)
            kind, temperature = _kind(g)
            kinds[kind] = kinds.get(kind, 0) + 1
            by_cells[cells] = by_cells.get(cells, 0) + 1
            parts = g.number_up_star
            if g.is_number:
                numbers.update((Fraction(parts[0]), -Fraction(parts[0])))  # type: ignore[index]  # the transpose's
            elif g.is_nimber:
                nimber_cells[parts[2]] = min(cells, nimber_cells.get(parts[2], cells))  # type: ignore[index]
            elif parts is not None and parts[1]:
                ups.update((parts[1], -parts[1]))
            if temperature is not None and temperature >= hottest[0]:
                hottest = [temperature, hottest[1] + 1 if temperature == hottest[0] else 1]
        return {"regions": len(self._texts), "by_cells": dict(sorted(by_cells.items())), "kinds": kinds,
                "numbers": [str(x) for x in sorted(numbers)], "nimbers": sorted(nimber_cells),
                "nimber_cells": dict(sorted(nimber_cells.items())), "ups": sorted(ups),
                "hottest": [str(hottest[0]), hottest[1]] if hottest[1] else None}

    # -- writing (the builder's) ---------------------------------------------------------------------

    def add(self, rows: list[tuple[str, int, str, float]]) -> None:
        """Store ``(key, cells, value, seconds)`` rows in one transaction (the builder's)."""
        with self._sql:
            self._sql.executemany("INSERT OR REPLACE INTO regions VALUES (?, ?, ?, ?)", rows)
        for key, cells, value, _ in rows:
            self._texts[key] = (cells, value)

    def set_cells(self, cells: int, complete: bool) -> None:
        """Record the largest region asked for, and whether every region up to it is held (the builder's)."""
        if isinstance(cells, bool) or not isinstance(cells, int) or not 1 <= cells <= MAX_CELLS:
            raise InvalidValueError(f"region database: cells={cells!r} is not an integer in 1..{MAX_CELLS}")
        self.cells = max(self.cells, cells)
        with self._sql:
            self._sql.execute("INSERT OR REPLACE INTO facts VALUES ('cells', ?)", (str(self.cells),))
            self._sql.execute("INSERT OR REPLACE INTO facts VALUES ('complete', ?)",
                              (str(self.cells) if complete else "",))

    def close(self) -> None:
        """Close the file (the entries read stay usable)."""
        self._sql.close()
