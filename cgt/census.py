"""Census of a family of heap games: every game solved (period proven) or bounded.

Octal-game research works by census: every game of a family (all two- and
three-digit octal codes, a row of subtraction sets) is run until its period is
proven or it is shown open up to some heap, and the table is published
(Winning Ways, ch. 4; Flammenkamp's pages). :func:`census` is that loop in one
call:

* the family is a code pattern (``"0.??"``: every two-digit octal code;
  ``"0.[1-3]?7"``: ranges and sets in brackets), a list of codes and patterns,
  or subtraction games (:func:`subtraction_sets`);
* each game runs :meth:`~cgt.games.HeapGame.periodicity` in growing steps,
  from a checkpoint of its values, and stops as soon as a period is proven;
  a game still open after a step goes back into the queue from its
  checkpoint, so one long game does not hold a worker for the whole run;
* the games run as tasks on Dask (first steps a few games to a task, later
  steps one game each): an embedded local cluster with one worker process per
  core by default, or an existing cluster (``client=``); or, with
  ``workers=0``, one after another in this process, without Dask;
* each finished game is appended at once to a CSV table; running the same
  census again skips what is finished and extends the open games from their
  checkpoints.

Dask is an optional dependency (``pip install 'cgt-games[census]'``),
imported only when a census runs on it: ``import cgt`` never imports it.

Examples
--------
>>> import cgt
>>> for row in cgt.census(["0.[07]7", "0.6", "0.60", "0.00", "0.137"], upto=1000, workers=0):
...     print(row)
0.07: proven, preperiod 53, period 34 (max value 9)
0.77: proven, preperiod 71, period 12 (max value 8)
0.6: open up to heap 1000 (max value 32)
0.60 (= 0.6): open up to heap 1000 (max value 32)
0.00 (= 0.0): no moves (every value 0)
0.137: proven, preperiod 52, period 34 (max value 9)

Dawson's Kayles (``0.07``), Kayles (``0.77``) and Dawson's chess
(``0.137``) get their published periods; Officers (``0.6``) is open, and
``0.60`` is the same game (a trailing zero digit allows nothing).
"""

from __future__ import annotations

import atexit
import csv
import io
import itertools
import json
import os
import shutil
import tempfile
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Optional, Union

from .errors import CensusFileError, InvalidOctalCodeError, InvalidValueError, SchedulerUnreachableError
from .games.heap import MAX_TABLE, HeapGame
from .games.heap_catalogue import heap_game
from .games.octal import OctalGame
from .games.subtraction import SubtractionGame
from .periodicity import _COEF

__all__ = [
    "census",
    "expand_pattern",
    "subtraction_sets",
    "read_census",
    "census_summary",
    "CensusRow",
    "CensusProgress",
    "DEFAULT_STEP",
]

#: The first bound a game is run to; each later step of an open game is 4 times longer.
DEFAULT_STEP = 4096
_GROWTH = 4
#: Games to a task in their first step (see _run_dask).
_BATCH = 8

#: What the results file's first line records, and what a second run must match.
_FORMAT = 1
_BOUND = "heaps examined: the values of heaps 0..heaps-1"
_MAGIC = "# cgt-census "

#: How long to wait for a Dask scheduler given by address.
_CONNECT_TIMEOUT = "5s"


# -- the family ------------------------------------------------------------------


@lru_cache(maxsize=1)
def _code_digits() -> str:
    """The digits OctalGame accepts: octal, and hexadecimal once it takes them."""
    try:
        OctalGame("0.f")
    except InvalidOctalCodeError:
        return "01234567"
    return "0123456789abcdef"


def _pattern_error(pattern: str, message: str) -> InvalidOctalCodeError:
    return InvalidOctalCodeError(f"code pattern {pattern!r}: {message}")


def _bracket(pattern: str, start: int, digits: str) -> tuple[str, int]:
    """The digits of the ``[...]`` opening at `start`, and the index just past it."""
    end = pattern.find("]", start)
    if end < 0:
        raise _pattern_error(pattern, f"'[' at position {start} is never closed by ']'")
    chosen: list[str] = []
    i = start + 1
    while i < end:
        ch = pattern[i].lower()
        if ch not in digits:
            raise _pattern_error(pattern, f"character {pattern[i]!r} at position {i} is not a digit {digits[0]}-{digits[-1]}")
        if i + 2 < end and pattern[i + 1] == "-":
            last = pattern[i + 2].lower()
            if last not in digits:
                raise _pattern_error(
                    pattern, f"character {pattern[i + 2]!r} at position {i + 2} is not a digit {digits[0]}-{digits[-1]}"
                )
            if digits.index(last) < digits.index(ch):
                raise _pattern_error(pattern, f"range {pattern[i:i + 3]!r} at position {i} runs backwards")
            chosen.extend(digits[digits.index(ch) : digits.index(last) + 1])
            i += 3
        else:
            chosen.append(ch)
            i += 1
    if not chosen:
        raise _pattern_error(pattern, f"'[]' at position {start} allows no digit")
    return "".join(sorted(set(chosen), key=digits.index)), end + 1


def expand_pattern(pattern: str) -> list[str]:
    """Return every octal code a pattern names, in order.

    Parameters
    ----------
    pattern : str
        An octal code in which a digit may be ``?`` (any octal digit 0-7; before
        the point, 0 or 4) or a bracket of digits and ranges, ``[137]``,
        ``[0-3]``, ``[0-25-7]``. Hexadecimal digits are accepted in brackets
        when :class:`~cgt.games.OctalGame` accepts them.

    Returns
    -------
    list of str
        The codes, written with their digit before the point (``"0.07"``) and
        every digit the pattern has, trailing zeros included.

    Raises
    ------
    InvalidOctalCodeError
        If the pattern is malformed; the message names the character and its
        position.

    Examples
    --------
    >>> expand_pattern("0.?")
    ['0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    >>> expand_pattern(".[13]7"), len(expand_pattern("0.???")), expand_pattern("?.7")
    (['0.17', '0.37'], 512, ['0.7', '4.7'])
    >>> expand_pattern("0.?x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: code pattern '0.?x': character 'x' at position 3 is not a digit 0-9 or a-f, '?' or '['
    """
    if not isinstance(pattern, str):
        raise InvalidOctalCodeError(f"code pattern {pattern!r} is a {type(pattern).__name__}, not a string")
    text = pattern.strip()
    point = text.find(".")
    if point < 0:
        raise _pattern_error(pattern, "no point: write it like '0.??' or '.??'")
    digits = _code_digits()
    kind = "an octal digit 0-7" if len(digits) == 8 else "a digit 0-9 or a-f"
    # Positions count in `pattern` as given, so the caller finds the character.
    offset = len(pattern) - len(pattern.lstrip())
    choices: list[str] = []
    head = text[:point]
    if head in ("", "0"):
        choices.append("0")
    elif head == "4":
        choices.append("4")
    elif head == "?":
        choices.append("04")
    elif head.startswith("["):
        chosen, end = _bracket(text, 0, digits)
        if end != point or set(chosen) - {"0", "4"}:
            raise _pattern_error(pattern, "the digit before the point can only be 0 or 4 (removing no token splits)")
        choices.append(chosen)
    else:
        bad = next((i for i, ch in enumerate(head) if ch not in "04?"), 1)
        raise _pattern_error(
            pattern, f"character {head[bad]!r} at position {bad + offset} before the point: only 0, 4 or ? fit there"
        )
    i = point + 1
    if i == len(text):
        raise _pattern_error(pattern, "no digits after the point")
    while i < len(text):
        ch = text[i].lower()
        if ch == "?":
            choices.append("01234567")
            i += 1
        elif ch == "[":
            chosen, i = _bracket(text, i, digits)
            choices.append(chosen)
        elif ch in digits:
            choices.append(ch)
            i += 1
        else:
            raise _pattern_error(
                pattern, f"character {text[i]!r} at position {i + offset} is not {kind}, '?' or '['"
            )
    return [f"{combo[0]}." + "".join(combo[1:]) for combo in itertools.product(*choices)]


def subtraction_sets(largest: int, size: Optional[int] = None) -> list[SubtractionGame]:
    """Return the subtraction games of every set of numbers ``1..largest`` (of `size` members).

    Parameters
    ----------
    largest : int
        The largest number a set may hold, ``>= 1``.
    size : int, optional
        Only the sets of this many members.

    Returns
    -------
    list of SubtractionGame
        In order of largest member, then lexicographic.

    Examples
    --------
    >>> subtraction_sets(3)
    [SubtractionGame({1}), SubtractionGame({2}), SubtractionGame({1, 2}), SubtractionGame({3}), SubtractionGame({1, 3}), SubtractionGame({2, 3}), SubtractionGame({1, 2, 3})]
    >>> subtraction_sets(4, size=3)[:2]
    [SubtractionGame({1, 2, 3}), SubtractionGame({1, 2, 4})]
    """
    if isinstance(largest, bool) or not isinstance(largest, int) or largest < 1:
        raise InvalidValueError(f"subtraction_sets: largest={largest!r} is not an integer >= 1")
    sets = [
        (top, rest)
        for top in range(1, largest + 1)
        for k in range(top)
        for rest in itertools.combinations(range(1, top), k)
    ]
    games = [SubtractionGame((*rest, top)) for top, rest in sets]
    return games if size is None else [g for g in games if len(g.subtractions_upto(largest)) == size]


def _label(member: Union[str, HeapGame]) -> list[str]:
    """The labels of one family member: a pattern's codes, or one game's name."""
    if isinstance(member, OctalGame):
        return [member.code]
    if isinstance(member, SubtractionGame):
        return [_subtraction_label(member)]
    if isinstance(member, str):
        text = member.strip()
        if text.lower().startswith("subtraction"):
            return [_subtraction_label(heap_game(text))]
        return expand_pattern(text)
    raise InvalidValueError(
        f"census: {member!r} is not an octal code or pattern, nor a finite subtraction game; "
        "a census runs games with a periodicity theorem"
    )


def _subtraction_label(game: HeapGame) -> str:
    if not isinstance(game, SubtractionGame) or not repr(game).startswith("SubtractionGame({"):
        raise InvalidValueError(f"census: {game!r} is not a finite subtraction game (no periodicity theorem applies)")
    return "subtraction " + ",".join(map(str, game.subtractions_upto(MAX_TABLE)))


def _game(label: str) -> HeapGame:
    """A fresh game for `label` (not :func:`heap_game`'s shared one: a run starts from its checkpoint only)."""
    if label.startswith("subtraction "):
        return SubtractionGame(int(k) for k in label[len("subtraction ") :].split(","))
    return OctalGame(label)


def _family(family: Union[str, HeapGame, Iterable[Union[str, HeapGame]]]) -> tuple[list[str], list[str]]:
    """``(spec, labels)``: the family as the results file records it, and its games in order."""
    members = [family] if isinstance(family, (str, HeapGame)) else list(family)
    if not members:
        raise InvalidValueError("census: the family is empty")
    labels: dict[str, None] = {}
    spec = []
    for member in members:
        found = _label(member)
        spec.append(member.strip() if isinstance(member, str) else found[0])
        labels.update(dict.fromkeys(found))
    return spec, list(labels)


# -- rows, the results file ----------------------------------------------------------


@dataclass(frozen=True)
class CensusRow:
    """One game's line of a census table.

    Attributes
    ----------
    game : str
        The game as the family names it: ``"0.77"``, ``"0.770"``,
        ``"subtraction 1,3,4"``.
    status : str
        ``"proven"`` (a period is proven), ``"open"`` (none up to `heaps`) or
        ``"no moves"`` (no heap has a move: every value is 0).
    preperiod, period : int or None
        The least preperiod and period, when proven.
    heaps : int
        Proven: how many values (heaps ``0..heaps-1``) the periodicity
        theorem needs for this preperiod and period. Open: how many were
        examined, the bound reached.
    max_value : int
        The largest Grundy value: of the whole sequence when proven, of the
        heaps examined when open.
    same_as : str
        The code of the same game when `game` writes it differently (trailing
        zero digits: ``"0.120"`` is ``"0.12"``), else ``""``.
    rare : str
        The rare/common summary of the sparse fill, when it ran, else ``""``.
    seconds : float
        Compute time of the game, summed over its steps (all runs).
    """

    game: str
    status: str
    preperiod: Optional[int]
    period: Optional[int]
    heaps: int
    max_value: int
    same_as: str
    rare: str
    seconds: float

    def __str__(self) -> str:
        same = f" (= {self.same_as})" if self.same_as else ""
        if self.status == "open":
            return f"{self.game}{same}: open up to heap {self.heaps} (max value {self.max_value})"
        if self.status == "no moves":
            return f"{self.game}{same}: no moves (every value 0)"
        return f"{self.game}{same}: proven, preperiod {self.preperiod}, period {self.period} (max value {self.max_value})"


_COLUMNS = [f.name for f in fields(CensusRow)]


def _header(spec: list[str]) -> dict[str, Any]:
    return {"format": _FORMAT, "bound": _BOUND, "family": spec}


def _row_from_csv(record: dict[str, str]) -> CensusRow:
    def number(text: str) -> Optional[int]:
        return int(text) if text else None

    return CensusRow(
        game=record["game"],
        status=record["status"],
        preperiod=number(record["preperiod"]),
        period=number(record["period"]),
        heaps=int(record["heaps"]),
        max_value=int(record["max_value"]),
        same_as=record["same_as"],
        rare=record["rare"],
        seconds=float(record["seconds"]),
    )


def _csv_line(row: CensusRow) -> str:
    buffer = io.StringIO()
    values = asdict(row)
    csv.writer(buffer, lineterminator="\n").writerow(["" if values[c] is None else values[c] for c in _COLUMNS])
    return buffer.getvalue()


def _read(path: Path) -> tuple[dict[str, Any], dict[str, CensusRow]]:
    """The header and the latest row of each game of a results file."""
    try:
        text = path.read_text()
    except UnicodeDecodeError:
        text = ""
    first, _, body = text.partition("\n")
    try:
        header = json.loads(first[len(_MAGIC) :]) if first.startswith(_MAGIC) else None
    except json.JSONDecodeError:
        header = None
    if not isinstance(header, dict):
        raise CensusFileError(
            f"{str(path)!r} is not a cgt census results file (its first line is {first[:60]!r}); "
            "choose another file or delete it"
        )
    rows: dict[str, CensusRow] = {}
    reader = csv.DictReader(io.StringIO(body))
    try:
        for line, record in enumerate(reader, start=3):
            if None in record.values():
                continue  # a line cut short by a crash mid-write: that game runs again
            rows[record["game"]] = _row_from_csv(record)
    except (KeyError, ValueError) as exc:
        raise CensusFileError(f"{str(path)!r}, line {line}: not a census row ({exc})") from None
    return header, rows


def read_census(path: Union[str, os.PathLike[str]]) -> list[CensusRow]:
    """Return the rows of a census results file, one per game (the latest), in file order.

    The file is also a CSV that pandas reads, with its first line (a comment
    recording the census) skipped and the codes kept as text, not numbers:
    ``pandas.read_csv(path, comment="#", dtype={"game": str, "same_as": str})``.

    Parameters
    ----------
    path : str or path
        A file written by :func:`census`.

    Returns
    -------
    list of CensusRow

    Raises
    ------
    CensusFileError
        If the file is not a census results file.
    """
    return list(_read(Path(path))[1].values())


def _check_header(path: Path, found: dict[str, Any], wanted: dict[str, Any]) -> None:
    differ = [f"{key} {found.get(key)!r} there, {value!r} here" for key, value in wanted.items() if found.get(key) != value]
    if differ:
        raise CensusFileError(
            f"{str(path)!r} holds the results of another census ({'; '.join(differ)}); "
            "choose another file, or delete it to start over"
        )


def _write(path: Path, header: dict[str, Any], rows: Iterable[CensusRow]) -> None:
    """Rewrite the results file atomically: header, then one row per game."""
    text = _MAGIC + json.dumps(header) + "\n" + ",".join(_COLUMNS) + "\n" + "".join(map(_csv_line, rows))
    _write_bytes(path, text.encode())


# -- one step of one game (runs on a worker) --------------------------------------------------


@lru_cache(maxsize=1)
def _scratch() -> Path:
    """This process's folder for the checkpoint files of its steps: in memory (/dev/shm) where there is one."""
    shm = Path("/dev/shm")
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    folder = Path(tempfile.mkdtemp(prefix=f"cgt-census-{os.getpid()}-", dir=where))
    atexit.register(shutil.rmtree, folder, True)
    return folder


_STEPS = itertools.count()


def _run_step(label: str, bound: int, checkpoint: Optional[bytes]) -> dict[str, Any]:
    """Run `label` to `bound` heaps from `checkpoint` (the bytes of a resume file).

    Returns the result; an open game's result carries the checkpoint to go on
    from. Checkpoints travel as bytes so that workers need no shared disk; a
    first step has none, and a game proven in it touches no file at all.
    """
    game = _game(label)
    path = _scratch() / f"{os.getpid()}-{next(_STEPS)}.npz"
    saved = None
    try:
        start = time.perf_counter()
        if checkpoint is None:
            found = game.periodicity(bound)
        else:
            path.write_bytes(checkpoint)
            found = game.periodicity(bound, resume=path)
        seconds = time.perf_counter() - start
        if found is None:
            # The values are all computed: this only saves them.
            largest = game.grundy_sequence(bound, resume=path).max(initial=0)
            saved = path.read_bytes()
    finally:
        path.unlink(missing_ok=True)
    if found is not None:
        rule = game._rule()
        assert not isinstance(rule, str)
        heaps = _COEF[rule[0]] * (found.preperiod + found.period) + rule[1]
        largest = game.grundy_sequence(found.preperiod + found.period).max(initial=0)
    statistics = getattr(game, "rare_statistics", None)
    rare = statistics() if callable(statistics) else None
    return {
        "preperiod": None if found is None else found.preperiod,
        "period": None if found is None else found.period,
        "heaps": bound if found is None else heaps,
        "max_value": int(largest),
        "rare": "" if rare is None else str(rare),
        "seconds": seconds,
        "checkpoint": saved,
    }


def _has_moves(game: HeapGame) -> bool:
    rule = game._rule()
    reach = rule[1] if not isinstance(rule, str) else 0
    # A move removing k tokens needs a heap of at most k + 2 (two heaps left).
    return any(True for n in range(reach + 3) for _ in game.heap_moves(n))


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


@dataclass
class _Group:
    """Labels naming one game (``0.12``, ``0.120``), run once."""

    game: HeapGame
    labels: list[str]
    bound: int = 0  # of the step being run
    seconds: float = 0.0


class _Census:
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
            found, rows = _read(out)
            _check_header(out, found, header)
            self.rows = {label: rows[label] for label in labels if label in rows}
        # Checkpoints of open games: beside the results file, or for this run only.
        self.folder = Path(str(out) + ".checkpoints") if out is not None else None
        self.start = time.perf_counter()
        self.ran = 0
        # Open games of an earlier run being extended: their old rows stay until replaced.
        self.running: set[str] = set()

    def plan(self) -> list[_Group]:
        """Group the labels by game; settle what needs no run; return the groups to run."""
        groups: dict[HeapGame, _Group] = {}
        for label in self.labels:
            game = _game(label)
            groups.setdefault(game, _Group(game, [])).labels.append(label)
        todo = []
        for group in groups.values():
            known = next((self.rows[label] for label in group.labels if label in self.rows), None)
            if not _has_moves(group.game):
                self.settle(group, {"preperiod": 0, "period": 1, "heaps": 0, "max_value": 0, "rare": "", "seconds": 0.0}, "no moves")
            elif known is not None and (known.status != "open" or known.heaps >= self.upto):
                self.settle(group, asdict(known), known.status)
            else:
                group.seconds = known.seconds if known is not None else 0.0
                group.bound = min(self.upto, max(self.step, _GROWTH * (known.heaps if known else 0)))
                self.running.update(group.labels)
                todo.append(group)
        if self.out is not None:
            _write(self.out, self.header, self.ordered())
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="cgt-census-"))
        self.folder.mkdir(exist_ok=True)
        self.report(None)
        return todo

    def checkpoint(self, group: _Group) -> Path:
        assert self.folder is not None
        return self.folder / (group.labels[0].replace(" ", "_").replace(",", "-") + ".npz")

    def settle(self, group: _Group, result: dict[str, Any], status: str) -> list[CensusRow]:
        """Record the rows of every label of `group` (without writing them)."""
        canonical = group.game.code if isinstance(group.game, OctalGame) else group.labels[0]
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

    def finish(self, group: _Group, result: dict[str, Any]) -> Optional[_Group]:
        """Take the result of a step: record and append the rows, or return the group's next step."""
        group.seconds += result["seconds"]
        result = {**result, "seconds": group.seconds}
        path = self.checkpoint(group)
        if result["period"] is None and group.bound < self.upto:
            _write_bytes(path, result["checkpoint"])
            group.bound = min(self.upto, _GROWTH * group.bound)
            return group
        if result["period"] is None:
            _write_bytes(path, result["checkpoint"])  # a later run with a higher bound goes on from it
        else:
            path.unlink(missing_ok=True)
        rows = self.settle(group, result, "open" if result["period"] is None else "proven")
        if self.out is not None:
            with open(self.out, "a") as f:
                f.writelines(_csv_line(row) for row in rows)
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
        """Leave the results file compact (one row per game, family order)."""
        if self.folder is None or not self.folder.exists():
            return
        if self.out is not None:
            _write(self.out, self.header, self.ordered())
            if not any(self.folder.iterdir()):
                self.folder.rmdir()
        else:
            for path in self.folder.iterdir():
                path.unlink()
            self.folder.rmdir()

    def read_checkpoint(self, group: _Group) -> Optional[bytes]:
        path = self.checkpoint(group)
        return path.read_bytes() if path.exists() else None


def _write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically: a crash leaves the old file or the new one, never half."""
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(data)
    partial.replace(path)


def _run_serial(run: _Census, todo: list[_Group]) -> None:
    queue = deque(todo)
    while queue:
        group = queue.popleft()
        again = run.finish(group, _run_step(group.labels[0], group.bound, run.read_checkpoint(group)))
        if again is not None:
            queue.append(again)  # behind the games not started yet, as on a cluster


def _connect(client: Any, workers: Optional[int]) -> tuple[Any, Callable[[], None]]:
    """The Dask client to use, and how to let it go (closing what this call started)."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as exc:
        raise ImportError(
            f"cgt.census on Dask needs the census extra: pip install 'cgt-games[census]' ({exc}); "
            "or run it in this process with workers=0"
        ) from None
    if client is not None and not isinstance(client, str):
        return client, lambda: None
    if isinstance(client, str):
        try:
            remote = Client(client, timeout=_CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            raise SchedulerUnreachableError(f"cannot reach Dask scheduler at {client}: {exc}") from None
        return remote, remote.close
    import logging

    cluster = LocalCluster(
        n_workers=workers or os.cpu_count() or 1,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",  # any free port: never "port 8787 is already in use"
        silence_logs=logging.ERROR,
    )
    local = Client(cluster)

    def close() -> None:
        local.close()
        cluster.close()

    return local, close


def _run_steps(jobs: list[tuple[str, int, Optional[bytes]]]) -> list[dict[str, Any]]:
    """One Dask task: the steps of a few games (first steps) or of one (later steps)."""
    return [_run_step(*job) for job in jobs]


def _run_dask(run: _Census, todo: list[_Group], client: Any) -> None:
    from dask.distributed import as_completed

    live: dict[str, tuple[Any, list[_Group], int]] = {}

    def submit(groups: list[_Group], round_: int) -> Any:
        jobs = [(group.labels[0], group.bound, run.read_checkpoint(group)) for group in groups]
        names = "+".join(job[0] for job in jobs)
        # Later steps of open games go behind every first step (lower priority).
        future = client.submit(
            _run_steps, jobs, key=f"census-{names}-{groups[0].bound}-{time.time_ns()}", priority=-round_, pure=False
        )
        live[future.key] = (future, groups, round_)
        return future

    # Most games are proven in their first step, in less time than Dask spends on a task:
    # first steps go _BATCH games to a task, and a game still open goes on in tasks of its own.
    first = [submit(todo[i : i + _BATCH], 0) for i in range(0, len(todo), _BATCH)]
    # Results are gathered here, a batch of finished tasks at a time (one round trip for all),
    # not by as_completed(with_results=True): a transfer failing inside its tracker is lost
    # and the loop waits for ever (dask/distributed#7331).
    pending = as_completed(first)
    try:
        for batch in pending.batches():
            for future, results in zip(batch, _gather(client, batch)):
                _, groups, round_ = live.pop(future.key)
                for group, result in zip(groups, results):
                    again = run.finish(group, result)
                    if again is not None:
                        pending.add(submit([again], round_ + 1))
    finally:
        if live:
            client.cancel([future for future, _, _ in live.values()])


def _gather(client: Any, futures: list[Any], attempts: int = 3) -> list[Any]:
    """The results of finished tasks; a failed transfer (not a failed task) is tried again."""
    for _ in range(attempts - 1):
        try:
            return client.gather(futures)
        except Exception:
            if any(future.status != "finished" for future in futures):
                raise
    return client.gather(futures)


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
        two-digit octal code), a code, ``"subtraction 1,3,4"``, an
        :class:`~cgt.games.OctalGame` or finite
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
    spec, labels = _family(family)
    run = _Census(labels, _header(spec), upto, step, None if out is None else Path(out), progress)
    # An address is checked before anything runs; a local cluster starts only if there is work.
    connection = _connect(client, workers) if isinstance(client, str) else None
    try:
        todo = run.plan()
        if workers == 0 and client is None:
            _run_serial(run, todo)
        elif todo:
            connection = connection or _connect(client, workers)
            _run_dask(run, todo, connection[0])
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
