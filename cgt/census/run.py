"""The census run: groups of games stepped to their bound, serially or on Dask, into the CSV."""

from __future__ import annotations

import os
import tempfile
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Union

# The parts: which games and one step of one (families), the results file (store),
# running on Dask (dask_runner); here, the run that ties them.
from .dask_runner import connect, run_on_dask
from .families import Group, Step, family_labels, remove_scratch, scratch_prefix, game_of, has_moves, run_step, expand_pattern, subtraction_sets
from .store import CensusRow, check_header, csv_line, census_header, read_results, write_results, write_bytes, read_census
from ..errors import InvalidValueError
from ..games.heap.base import MAX_TABLE, HeapGame
from ..games.heap.octal import TakeAndBreak

__all__ = ["census", "census_summary", "CensusProgress", "DEFAULT_STEP"]

#: The first bound a game is run to; each later step of an open game is 4 times longer.
DEFAULT_STEP = 4096
_GROWTH = 4


# -- progress -------------------------------------------------------------------------


@dataclass(frozen=True)
class CensusProgress:
    """Where a running census stands, as passed to its `progress` callback.

    Attributes
    ----------
    total : int
        Games in the family.
    done : int
        Games finished (proven, open at the bound, or without moves), those
        of an earlier run included.
    proven, open : int
        Of those, how many are proven and how many open.
    elapsed : float
        Seconds since this run started.
    ran : int
        Games finished by this run (the ETA is based on them).
    row : CensusRow or None
        The game just finished (``None`` for the first report).
    """

    total: int
    done: int
    proven: int
    open: int
    elapsed: float
    ran: int
    row: Optional[CensusRow]

    @property
    def eta(self) -> Optional[float]:
        """Seconds left at this run's pace, or ``None`` before any game finished."""
        if self.ran == 0:
            return None
        return self.elapsed / self.ran * (self.total - self.done)


# -- the census --------------------------------------------------------------------------


class CensusRun:
    """The state of one run: rows found, the file, the checkpoints, progress."""

    def __init__(
        self,
        labels: list[str],
        header: dict[str, Any],
        upto: int,
        step: int,
        out: Optional[Path],
        progress: Optional[Callable[[CensusProgress], None]],
    ) -> None:
        self.labels, self.header, self.upto, self.step, self.out = labels, header, upto, step, out
        self.progress = progress
        self.rows: dict[str, CensusRow] = {}
        if out is not None and out.exists():
            found, rows = read_results(out)
            check_header(out, found, header)
            self.rows = {label: rows[label] for label in labels if label in rows}
        # Checkpoints of open games: beside the results file, or for this run only.
        self.folder = Path(str(out) + ".checkpoints") if out is not None else None
        # Where steps write the checkpoint they go on from (files removed by close()).
        self.scratch = scratch_prefix()
        self.start = time.perf_counter()
        self.ran = 0
        # Open games of an earlier run being extended: their old rows stay until replaced.
        self.running: set[str] = set()

    def plan(self) -> list[Group]:
        """Group the labels by game; settle what needs no run; return the groups to run."""
        groups: dict[HeapGame, Group] = {}
        for label in self.labels:
            game = game_of(label)
            groups.setdefault(game, Group(game, [])).labels.append(label)
        todo = []
        for group in groups.values():
            known = next((self.rows[label] for label in group.labels if label in self.rows), None)
            if not has_moves(group.game):
                self.settle(group, {"preperiod": 0, "period": 1, "heaps": 0, "max_value": 0, "rare": "", "seconds": 0.0}, "no moves")
            elif known is not None and (known.status != "open" or known.heaps >= self.upto):
                self.settle(group, asdict(known), known.status)
            else:
                group.seconds = known.seconds if known is not None else 0.0
                group.bound = min(self.upto, max(self.step, _GROWTH * (known.heaps if known else 0)))
                self.running.update(group.labels)
                todo.append(group)
        if self.out is not None:
            write_results(self.out, self.header, self.ordered())
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="cgt-census-"))
        self.folder.mkdir(exist_ok=True)
        self.report(None)
        return todo

    def checkpoint(self, group: Group) -> Path:
        assert self.folder is not None
        return self.folder / (group.labels[0].replace(" ", "_").replace(",", "-") + ".npz")

    def settle(self, group: Group, result: dict[str, Any], status: str) -> list[CensusRow]:
        """Record the rows of every label of `group` (without writing them)."""
        canonical = group.game.code if isinstance(group.game, TakeAndBreak) else group.labels[0]
        rows = []
        for label in group.labels:
            row = CensusRow(
                game=label,
                status=status,
                preperiod=result["preperiod"],
                period=result["period"],
                heaps=result["heaps"],
                max_value=result["max_value"],
                same_as=canonical if canonical != label else "",
                rare=result["rare"],
                seconds=round(result["seconds"], 6),
            )
            self.rows[label] = row
            self.running.discard(label)
            rows.append(row)
        return rows

    def finish(self, group: Group, result: dict[str, Any]) -> Optional[Group]:
        """Take the result of a step: record and append the rows, or return the group's next step."""
        group.seconds += result["seconds"]
        result = {**result, "seconds": group.seconds}
        path = self.checkpoint(group)
        if result["period"] is None and group.bound < self.upto:
            write_bytes(path, result["checkpoint"])
            group.bound = min(self.upto, _GROWTH * group.bound)
            return group
        if result["period"] is None:
            write_bytes(path, result["checkpoint"])  # a later run with a higher bound goes on from it
        else:
            path.unlink(missing_ok=True)
        rows = self.settle(group, result, "open" if result["period"] is None else "proven")
        if self.out is not None:
            with open(self.out, "a") as f:
                f.writelines(csv_line(row) for row in rows)
                f.flush()
                os.fsync(f.fileno())
        self.ran += len(rows)
        for row in rows:
            self.report(row)
        return None

    def report(self, row: Optional[CensusRow]) -> None:
        if self.progress is None:
            return
        statuses = [r.status for label, r in self.rows.items() if label not in self.running]
        self.progress(
            CensusProgress(
                total=len(self.labels),
                done=len(statuses),
                proven=statuses.count("proven"),
                open=statuses.count("open"),
                elapsed=time.perf_counter() - self.start,
                ran=self.ran,
                row=row,
            )
        )

    def ordered(self) -> list[CensusRow]:
        return [self.rows[label] for label in self.labels if label in self.rows]

    def close(self) -> None:
        """Leave the results file compact (one row per game, family order), and no scratch file behind."""
        remove_scratch(self.scratch)
        if self.folder is None or not self.folder.exists():
            return
        if self.out is not None:
            write_results(self.out, self.header, self.ordered())
            if not any(self.folder.iterdir()):
                self.folder.rmdir()
        else:
            for path in self.folder.iterdir():
                path.unlink()
            self.folder.rmdir()

    def next_step(self, group: Group) -> Step:
        """The next step of `group`, from its checkpoint if it has one."""
        path = self.checkpoint(group)
        return (group.labels[0], group.bound, path.read_bytes() if path.exists() else None, self.scratch, str(path))


def _run_serial(run: CensusRun, todo: list[Group]) -> None:
    queue = deque(todo)
    while queue:
        group = queue.popleft()
        again = run.finish(group, run_step(*run.next_step(group)))
        if again is not None:
            queue.append(again)  # behind the games not started yet, as on a cluster


def census(
    family: Union[str, HeapGame, Iterable[Union[str, HeapGame]]],
    *,
    upto: int,
    out: Union[str, os.PathLike[str], None] = None,
    client: Any = None,
    workers: Optional[int] = None,
    step: int = DEFAULT_STEP,
    progress: Optional[Callable[[CensusProgress], None]] = None,
) -> list[CensusRow]:
    """Run every game of a family until its period is proven or `upto` heaps are examined.

    Parameters
    ----------
    family : str, HeapGame or iterable of them
        A code pattern (see :func:`expand_pattern`: ``"0.??"`` is every
        two-digit octal code), a code (any take-and-break code: one that
        no periodicity theorem covers, ``"4!.0"``, is run to `upto` and
        left open), ``"subtraction 1,3,4"``, a
        :class:`~cgt.games.TakeAndBreak` or finite
        :class:`~cgt.games.SubtractionGame`, or a list of any of these (such
        as :func:`subtraction_sets`).
    upto : int
        The bound: an open game is examined on the heaps ``0..upto-1``.
    out : str or path, optional
        The results file (CSV). Each finished game is appended at once; if
        the file exists, it must be from this family, its proven games are
        kept and its open games extended from their checkpoints (kept in
        the folder ``<out>.checkpoints``).
    client : dask.distributed.Client or str, optional
        Run on this Dask client, or on the scheduler at this address
        (``"tcp://host:8786"``). Default: an embedded local cluster.
    workers : int, optional
        Worker processes of the embedded cluster (default: one per core);
        ``0`` runs the games one after another in this process, without Dask.
    step : int, optional
        The first bound of each game; an open game goes on in steps 4 times
        longer, each a new task from its checkpoint.
    progress : callable, optional
        Called with a :class:`CensusProgress` at the start and after each game.

    Returns
    -------
    list of CensusRow
        One row per game of the family, in family order.

    Raises
    ------
    InvalidOctalCodeError
        If a pattern or code is malformed (the message names the character
        and its position).
    CensusFileError
        If `out` holds another census's results (the message says what differs).
    SchedulerUnreachableError
        If `client` is an address where no scheduler answers.
    ImportError
        If Dask is needed but not installed.

    Notes
    -----
    A game's period does not depend on how it was run: each step calls
    ``game.periodicity(bound, resume=checkpoint)``, and a proof gives the
    least preperiod and period whatever the bound. Ctrl-C, or an exception,
    loses no finished game (rows are appended and synced one by one) nor the
    last finished step of an open one (its checkpoint).

    Examples
    --------
    >>> rows = census(["0.07", "0.77", "0.6"], upto=2000, workers=0)
    >>> [(r.game, r.status, r.preperiod, r.period) for r in rows]
    [('0.07', 'proven', 53, 34), ('0.77', 'proven', 71, 12), ('0.6', 'open', None, None)]
    """
    for name, value, low in (("upto", upto, 1), ("step", step, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_TABLE:
            raise InvalidValueError(f"census: {name}={value!r} is not an integer in {low}..{MAX_TABLE}")
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 0):
        raise InvalidValueError(f"census: workers={workers!r} is not an integer >= 0")
    spec, labels = family_labels(family)
    run = CensusRun(labels, census_header(spec), upto, step, None if out is None else Path(out), progress)
    # An address is checked before anything runs; a local cluster starts only if there is work.
    connection = connect(client, workers) if isinstance(client, str) else None
    try:
        todo = run.plan()
        if workers == 0 and client is None:
            _run_serial(run, todo)
        elif todo:
            connection = connection or connect(client, workers)
            run_on_dask(todo, connection[0], run.next_step, run.finish)
    finally:
        run.close()
        if connection is not None:
            connection[1]()
    return run.ordered()


def census_summary(rows: Iterable[CensusRow]) -> str:
    """Return counts of a census and its open games, as ``cgt census --summary`` prints them.

    Parameters
    ----------
    rows : iterable of CensusRow

    Returns
    -------
    str
        Several lines.

    Examples
    --------
    >>> print(census_summary(census("0.[0-2]?", upto=1000, workers=0)))
    24 games: 19 proven, 4 open, 1 without moves
    open: 0.04 0.06 0.14 0.16 (up to heap 1000)
    """
    rows = list(rows)
    counts = {s: sum(r.status == s for r in rows) for s in ("proven", "open", "no moves")}
    games = len({r.same_as or r.game for r in rows})
    named = f"{len(rows)} codes ({games} different games)" if games < len(rows) else f"{len(rows)} games"
    lines = [f"{named}: {counts['proven']} proven, {counts['open']} open, {counts['no moves']} without moves"]
    by_bound: dict[int, list[str]] = {}
    for r in rows:
        if r.status == "open":
            by_bound.setdefault(r.heaps, []).append(r.game)
    lines.extend(f"open: {' '.join(games)} (up to heap {bound})" for bound, games in sorted(by_bound.items()))
    return "\n".join(lines)
