"""Many positions solved at once: :func:`cgt.solve` on each, in parallel on the census's Dask layer.

A list of positions (their texts, one a line of a file as ``cgt solve``
reads one) is solved a position a task, on an embedded local Dask cluster,
an existing client or a scheduler's address, or one after another in this
process (``workers=0``). The results are rows as the census writes them: a
first line recording the run (``# cgt-solve {...}``, the game), a CSV header,
then one row a position appended and synced as it finishes; running again
with the same file skips the positions it holds (resumable).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional, Union

from .dask_runner import connect, run_on_dask
from .store import check_header, csv_line, read_table, write_results
from ..errors import InvalidValueError, NotAGameError
from ..game import Game
from ..games.grid.region_database import RegionDatabase
from ..games.position import position_text
from ..partizan.outcome_search import solve

__all__ = ["solve_batch", "read_solved", "SolvedRow"]

_MAGIC = "# cgt-solve "
_FORMAT = 1


@dataclass(frozen=True)
class SolvedRow:
    """One position's line of a batch solved by :func:`solve_batch`.

    Attributes
    ----------
    position : str
        The position's text, as given.
    outcome : str
        ``"L"``, ``"R"``, ``"N"`` or ``"P"``.
    left, right : str
        The winner with Left, and with Right, moving first (``"left"`` or ``"right"``).
    left_move, right_move : str
        A winning move of Left (of Right) moving first, as one line of text;
        ``""`` when that player loses moving first.
    nodes : int
        Nodes the search visited.
    seconds : float
        Time the search took.
    """

    position: str
    outcome: str
    left: str
    right: str
    left_move: str
    right_move: str
    nodes: int
    seconds: float


_COLUMNS = [f.name for f in fields(SolvedRow)]


def _row(record: dict[str, str]) -> SolvedRow:
    return SolvedRow(record["position"], record["outcome"], record["left"], record["right"], record["left_move"],
                     record["right_move"], int(record["nodes"]), float(record["seconds"]))


@lru_cache(maxsize=4)
def _database(path: str) -> RegionDatabase:
    """A worker's copy of the region database, read once."""
    return RegionDatabase(path)


def solve_position(game: Game, text: str, database: Optional[str]) -> SolvedRow:
    """Solve one position (a task of :func:`solve_batch`): both players first, no principal lines.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> solve_position(Domineering(), "...|...", None)     # doctest: +ELLIPSIS
    SolvedRow(position='...|...', outcome='N', left='left', right='right', left_move='.#.|.#.', right_move='##.|...', nodes=..., seconds=...)
    """
    found = solve(game, game.position(text), line=False,  # type: ignore[attr-defined]
                  database=None if database is None else _database(database))
    assert found.outcome is not None
    moves = {p: "" if m is None else position_text(m) for p, m in found.moves.items()}
    return SolvedRow(text, found.outcome.value, found.winners["left"], found.winners["right"], moves["left"],
                     moves["right"], found.nodes, round(found.seconds, 6))


def read_solved(path: Union[str, os.PathLike[str]]) -> list[SolvedRow]:
    """Return the rows of a results file of :func:`solve_batch`, one a position (the latest), in file order.

    Like a census's, the file is a CSV that pandas reads with its first line
    skipped: ``pandas.read_csv(path, comment="#", dtype=str)``.

    Raises
    ------
    CensusFileError
        If the file is not one written by :func:`solve_batch`.
    """
    return list(read_table(Path(path), _row, "position", _MAGIC, "solve results")[1].values())


def solve_batch(
    game: Game,
    positions: Iterable[str],
    *,
    out: Union[str, os.PathLike[str], None] = None,
    database: Union[str, os.PathLike[str], None] = None,
    client: Any = None,
    workers: Optional[int] = None,
    progress: Optional[Callable[[int, int, SolvedRow], Any]] = None,
) -> list[SolvedRow]:
    """Solve every position of a list with :func:`cgt.solve`, in parallel; return a row for each.

    Parameters
    ----------
    game : Game
        A short partizan game whose positions are read from text
        (``game.position(text)``, as every ruleset of :mod:`cgt.games`).
    positions : iterable of str
        The positions' texts (a file's lines, as ``cgt solve`` reads a
        board: ``'....|....'``); each is solved once.
    out : str or path, optional
        The results file (CSV, as :func:`cgt.census` writes): a row appended
        as each position is solved; a file that exists must be of this game,
        and the positions it holds are not solved again.
    database : str or path, optional
        A region database (:class:`cgt.RegionDatabase`) the searches use.
    client : dask.distributed.Client or str, optional
        As :func:`cgt.census`: an existing client or a scheduler's address;
        by default an embedded local cluster.
    workers : int, optional
        Worker processes of the embedded cluster (default: one per core);
        ``0`` solves the positions one after another in this process.
    progress : callable, optional
        Called with ``(positions done, positions in all, the row)`` as each
        position is solved.

    Returns
    -------
    list of SolvedRow
        One row a position, in the order given.

    Raises
    ------
    InvalidValueError
        If `workers` is out of range.
    InvalidPositionError
        If a text is not a position of the game (the message names it).
    NotAGameError
        If the game does not read positions from text.
    CensusFileError
        If `out` holds another game's results, or `database` is not a region database.
    SchedulerUnreachableError
        If `client` is an address where no scheduler answers.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> rows = solve_batch(Domineering(), ["..|..", "...|...", "..."], workers=0)
    >>> [(r.position, r.outcome, r.left_move) for r in rows]
    [('..|..', 'N', '#.|#.'), ('...|...', 'N', '.#.|.#.'), ('...', 'R', '')]
    """
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 0):
        raise InvalidValueError(f"solve_batch: workers={workers!r} is not an integer >= 0")
    if not callable(getattr(game, "position", None)):
        raise NotAGameError(f"solve_batch: {game!r} does not read its positions from text (no position method)")
    texts = list(dict.fromkeys(positions))
    for text in texts:
        game.position(text)  # type: ignore[attr-defined]  # a bad line is refused before any work
    db = None if database is None else str(Path(database).resolve())
    if db is not None:
        RegionDatabase(db)  # refused here, not in every worker
    path = None if out is None else Path(out)
    header = {"format": _FORMAT, "game": repr(game)}
    rows: dict[str, SolvedRow] = {}
    if path is not None and path.exists():
        found, held = read_table(path, _row, "position", _MAGIC, "solve results")
        check_header(path, found, header)
        rows = {text: held[text] for text in texts if text in held}
    if path is not None:
        write_results(path, header, [rows[t] for t in texts if t in rows], _MAGIC, _COLUMNS)
    todo = [text for text in texts if text not in rows]

    def finish(text: str, row: SolvedRow) -> None:
        rows[text] = row
        if path is not None:
            with open(path, "a") as f:
                f.write(csv_line(row))
                f.flush()
                os.fsync(f.fileno())
        if progress is not None:
            progress(len(rows), len(texts), row)

    connection = connect(client, workers) if isinstance(client, str) else None
    try:
        if workers == 0 and client is None:
            for text in todo:
                finish(text, solve_position(game, text, db))
        elif todo:
            connection = connection or connect(client, workers)
            run_on_dask(todo, connection[0], lambda text: (game, text, db), finish, task=solve_position, batch=1,
                        name="solve")
    finally:
        if path is not None:  # compact: one row a position, in the order given
            write_results(path, header, [rows[t] for t in texts if t in rows], _MAGIC, _COLUMNS)
        if connection is not None:
            connection[1]()
    return [rows[text] for text in texts]

