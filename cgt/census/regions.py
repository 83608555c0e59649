"""Building a database of small regions on the census's Dask layer: every region up to k cells, valued.

The file and its lookups are :class:`cgt.games.grid.region_database.RegionDatabase`'s;
here, the run that fills it: the regions listed (every free polyomino up to
``cells`` squares, every filling of its cells), those the file holds
skipped, the rest valued by :func:`cgt.canonical_form` in tasks of
:data:`REGIONS_PER_TASK` on Dask (an embedded local cluster, an existing
client, or a scheduler's address) or, with ``workers=0``, in this process.
Values are stored as they come, a transaction a second, so an interrupted
build loses at most its last second and goes on where it stopped.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any, Optional, Union

from .dask_runner import connect, run_on_dask
from ..errors import InvalidValueError, NotAGameError
from ..game import Game
from ..games.grid.board import Board
from ..games.grid.region_database import (MAX_CELLS, RegionDatabase, database_key, free_polyominoes, region_positions,
                                          value_region)

__all__ = ["build_region_database", "REGIONS_PER_TASK"]

#: Regions valued by one Dask task: most take well under a millisecond, less than a task costs.
REGIONS_PER_TASK = 64
#: Seconds between two writes of the values found (one transaction each).
_SAVE_EVERY = 1.0


class _Build:
    """The values found, written to the database a transaction a second, and the progress reported."""

    def __init__(self, db: RegionDatabase, cells: dict[str, int], total: int,
                 progress: Optional[Callable[[int, int], Any]]) -> None:
        self.db, self.cells, self.total, self.progress = db, cells, total, progress
        self.waiting: list[tuple[str, int, str, float]] = []
        self.saved = time.perf_counter()

    def finish(self, key: str, result: tuple[str, str, float]) -> None:
        self.waiting.append((key, self.cells[key], result[1], round(result[2], 6)))
        if time.perf_counter() - self.saved >= _SAVE_EVERY:
            self.save()

    def save(self) -> None:
        if self.waiting:
            self.db.add(self.waiting)
            self.waiting = []
        self.saved = time.perf_counter()
        if self.progress is not None:
            self.progress(len(self.db), self.total)


def build_region_database(
    game: Game,
    path: Union[str, os.PathLike[str]],
    *,
    cells: int,
    client: Any = None,
    workers: Optional[int] = None,
    progress: Optional[Callable[[int, int], Any]] = None,
) -> RegionDatabase:
    """Value every one-piece region of a board ruleset up to `cells` cells into the database at `path`.

    The regions are the board with no cell and the free polyominoes of 1 to `cells` cells
    (:func:`~cgt.games.grid.region_database.free_polyominoes`), each cell
    holding any character of the board (Domineering: one region a shape),
    keyed under the game's symmetries; each is valued by
    :func:`cgt.canonical_form`. A file that exists must be of the same
    game: the regions it holds are kept and the others added (a build
    interrupted, or one to a larger `cells`, goes on).

    Parameters
    ----------
    game : Game
        A board ruleset (its positions are boards of the board layer:
        Domineering, Cram, Clobber, ...).
    path : str or path
        The database file (SQLite).
    cells : int
        The largest region, 1 to ``MAX_CELLS`` (16).
    client : dask.distributed.Client or str, optional
        As :func:`cgt.census`: an existing client or a scheduler's address;
        by default an embedded local cluster.
    workers : int, optional
        Worker processes of the embedded cluster (default: one per core);
        ``0`` values the regions in this process, without Dask.
    progress : callable, optional
        Called with ``(regions held, regions in all)`` at the start and
        about once a second.

    Returns
    -------
    RegionDatabase
        The database, complete up to `cells`.

    Raises
    ------
    InvalidValueError
        If `cells` or `workers` is out of range.
    NotAGameError
        If the game's positions are not boards.
    CensusFileError
        If `path` is not a region database, or another game's.
    SchedulerUnreachableError
        If `client` is an address where no scheduler answers.

    Examples
    --------
    >>> import tempfile
    >>> from cgt.games import Domineering
    >>> db = build_region_database(Domineering(), tempfile.mkdtemp() + "/dom.sqlite", cells=5, workers=0)
    >>> len(db), db.kinds()["by_cells"]      # no cell, then the free polyominoes: 1, 1, 2, 5, 12 (OEIS A000105)
    (22, {0: 1, 1: 1, 2: 1, 3: 2, 4: 5, 5: 12})
    """
    if isinstance(cells, bool) or not isinstance(cells, int) or not 1 <= cells <= MAX_CELLS:
        raise InvalidValueError(f"build_region_database: cells={cells!r} is not an integer in 1..{MAX_CELLS}")
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 0):
        raise InvalidValueError(f"build_region_database: workers={workers!r} is not an integer >= 0")
    board = getattr(game, "position_type", None)
    if not (isinstance(board, type) and issubclass(board, Board)):
        raise NotAGameError(f"build_region_database: {game!r}'s positions are not boards of the board layer "
                            f"(its position_type is {board!r})")
    db = RegionDatabase(path, create=game)
    # The board with no cell (every finished region) is one entry too, of 0 cells.
    sizes: dict[str, int] = {database_key(game, tuple.__new__(board, (1, 1) + (0,) * len(board.symbols)))[0]: 0}
    for n, level in enumerate(free_polyominoes(cells), start=1):
        for shape in level:
            for key in region_positions(game, shape):
                sizes[key] = n
    todo = [key for key in sizes if key not in db]
    db.set_cells(cells, complete=not todo)
    build = _Build(db, sizes, len(sizes), progress)
    build.save()
    if not todo:
        return db
    connection = connect(client, workers) if isinstance(client, str) else None
    try:
        if workers == 0 and client is None:
            for key in todo:
                build.finish(key, value_region(game, key))
        else:
            connection = connection or connect(client, workers)
            run_on_dask(todo, connection[0], lambda key: (key, game), build.finish,
                        task=_value_task, batch=REGIONS_PER_TASK, name="regions")
    finally:
        build.save()
        if connection is not None:
            connection[1]()
    db.set_cells(cells, complete=all(key in db for key in todo))
    return db


def _value_task(key: str, game: Game) -> tuple[str, str, float]:
    """A Dask step: the key first, as the runner names its tasks by it."""
    return value_region(game, key)
