"""The results file of a census: its rows, and a CSV written one game at a time.

Private to :mod:`cgt.census`, which re-exports :class:`CensusRow` and
:func:`read_census`. The first line records the census (family, bound
semantics) as JSON after a ``#``; then a CSV header and one row per game,
appended and synced as each game finishes, and rewritten compact at the end.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Optional, Union

from ..errors import CensusFileError

__all__ = ["CensusRow", "read_census"]

#: What the results file's first line records, and what a second run must match.
_FORMAT = 1
_BOUND = "heaps examined: the values of heaps 0..heaps-1"
_MAGIC = "# cgt-census "


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


def census_header(spec: list[str]) -> dict[str, Any]:
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


def csv_line(row: Any) -> str:
    """A row (a dataclass: a census's, a batch of solved positions') as a line of CSV, None empty."""
    buffer = io.StringIO()
    values = asdict(row)
    csv.writer(buffer, lineterminator="\n").writerow(["" if v is None else v for v in values.values()])
    return buffer.getvalue()


def read_table(path: Path, parse: Callable[[dict[str, str]], Any], key: str, magic: str = _MAGIC,
               noun: str = "census results") -> tuple[dict[str, Any], dict[str, Any]]:
    """The header and the latest row of each `key` of a results file (a census's, or any of its layout)."""
    try:
        text = path.read_text()
    except UnicodeDecodeError:
        text = ""
    first, _, body = text.partition("\n")
    try:
        header = json.loads(first[len(magic) :]) if first.startswith(magic) else None
    except json.JSONDecodeError:
        header = None
    if not isinstance(header, dict):
        raise CensusFileError(
            f"{str(path)!r} is not a cgt {noun} file (its first line is {first[:60]!r}); "
            "choose another file or delete it"
        )
    rows: dict[str, Any] = {}
    reader = csv.DictReader(io.StringIO(body))
    try:
        for line, record in enumerate(reader, start=3):
            if None in record.values():
                continue  # a line cut short by a crash mid-write: that game runs again
            rows[record[key]] = parse(record)
    except (KeyError, ValueError) as exc:
        raise CensusFileError(f"{str(path)!r}, line {line}: not a row of {noun} ({exc})") from None
    return header, rows


def read_results(path: Path) -> tuple[dict[str, Any], dict[str, CensusRow]]:
    """The header and the latest row of each game of a results file."""
    return read_table(path, _row_from_csv, "game")


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
    return list(read_results(Path(path))[1].values())


def check_header(path: Path, found: dict[str, Any], wanted: dict[str, Any]) -> None:
    differ = [f"{key} {found.get(key)!r} there, {value!r} here" for key, value in wanted.items() if found.get(key) != value]
    if differ:
        raise CensusFileError(
            f"{str(path)!r} holds the results of another census ({'; '.join(differ)}); "
            "choose another file, or delete it to start over"
        )


def write_results(path: Path, header: dict[str, Any], rows: Iterable[Any], magic: str = _MAGIC,
                  columns: Optional[list[str]] = None) -> None:
    """Rewrite the results file atomically: header, then one row per game (`columns`: a census's)."""
    names = _COLUMNS if columns is None else columns
    text = magic + json.dumps(header) + "\n" + ",".join(names) + "\n" + "".join(map(csv_line, rows))
    write_bytes(path, text.encode())


def write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically: a crash leaves the old file or the new one, never half."""
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(data)
    partial.replace(path)
