"""Tables of values, laid out as CGSuite lays them out: ``Table``, ``PeriodicTable``, ``ValuesTable``.

A :class:`Table` holds rows of cells (values, numbers, text; ``None`` is an
empty cell), with optional column and row labels. It prints as CGSuite's
``Table`` prints (``lib/core/src/main/scala/org/cgsuite/output/TableOutput.scala``):
each column right-aligned to its widest cell, cells joined by ``" | "``, rows
separated by a line of ``-`` crossed by ``+``. It also gives HTML (Jupyter
shows it), CSV and a pandas ``DataFrame`` (pandas is the optional extra
``tables``). Cells print as ``str`` of their value, CGSuite's notation.

:func:`periodic_table` lays a sequence out in rows of a period (CGSuite's
``list.PeriodicTable(n)``, that is ``Table(list.Grouped(n))``);
:func:`values_table` gives the values of a family of positions over a
range of one or two parameters (as CGSuite's ``FoxAndGeese.ValuesTable``
does for goose positions).
"""

from __future__ import annotations

import csv
import html
import io
import os
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Optional, Union

from ..errors import InvalidValueError, MissingExtraError
from ..game import Game
from .engine import canonical_form

__all__ = ["Table", "periodic_table", "values_table"]


def _text(cell: object) -> str:
    return "" if cell is None else str(cell)


def _plain(cell: object) -> object:
    """A numpy scalar as the Python number it holds (so that it prints and compares as one)."""
    item = getattr(cell, "item", None)
    return item() if item is not None and type(cell).__module__ == "numpy" else cell


class Table:
    """Rows of cells, printed as CGSuite prints a ``Table``; also HTML, CSV and pandas.

    Parameters
    ----------
    rows : iterable of iterables
        The cells, row by row; rows may differ in length (a short row is
        shorter in every form); ``None`` is an empty cell.
    columns : sequence, optional
        A label for each column, printed as a first row.
    index : sequence, optional
        A label for each row, printed as a first column.

    Raises
    ------
    InvalidValueError
        If the labels are not one a column (the longest row's) or one a row.

    Examples
    --------
    CGSuite's ``Table([[1, 2], [3, "ab"]])`` (strings print without quotes here):

    >>> t = Table([[1, 2], [3, "ab"]])
    >>> print(t)
    1 |  2
    --+---
    3 | ab
    """

    __slots__ = ("rows", "columns", "index")

    def __init__(self, rows: Iterable[Iterable[Any]], *, columns: Optional[Sequence[Any]] = None,
                 index: Optional[Sequence[Any]] = None) -> None:
        self.rows: tuple[tuple[Any, ...], ...] = tuple(tuple(_plain(cell) for cell in row) for row in rows)
        self.columns: Optional[tuple[Any, ...]] = None if columns is None else tuple(columns)
        self.index: Optional[tuple[Any, ...]] = None if index is None else tuple(index)
        width = max((len(row) for row in self.rows), default=0)
        if self.columns is not None and len(self.columns) != width:
            raise InvalidValueError(
                f"Table: {len(self.columns)} column labels {self.columns!r} for rows of up to {width} cells")
        if self.index is not None and len(self.index) != len(self.rows):
            raise InvalidValueError(
                f"Table: {len(self.index)} row labels {self.index!r} for {len(self.rows)} rows")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return (self.rows, self.columns, self.index) == (other.rows, other.columns, other.index)

    def __repr__(self) -> str:
        rows = [list(row) for row in self.rows]
        labels = "".join(f", {name}={list(getattr(self, name))!r}" for name in ("columns", "index")
                         if getattr(self, name) is not None)
        return f"Table({rows!r}{labels})"

    def grid(self) -> list[list[str]]:
        """Return every cell as text, the labels included (a first row, a first column).

        Returns
        -------
        list of list of str
            The rows as printed; an empty cell and the labels' corner are ``""``.
        """
        rows = [[_text(cell) for cell in row] for row in self.rows]
        if self.columns is not None:
            rows.insert(0, [_text(cell) for cell in self.columns])
        if self.index is not None:
            labels = ([""] if self.columns is not None else []) + [_text(cell) for cell in self.index]
            rows = [[label, *row] for label, row in zip(labels, rows)]
        return rows

    def __str__(self) -> str:
        rows = self.grid()
        count = max((len(row) for row in rows), default=0)
        widths = [max((len(row[j]) for row in rows if len(row) > j), default=0) for j in range(count)]
        lines = [" | ".join(cell.rjust(widths[j]) for j, cell in enumerate(row)) for row in rows]
        rule = "-+-".join("-" * width for width in widths)
        return f"\n{rule}\n".join(lines)

    def _repr_html_(self) -> str:
        """The table as HTML, labels as header cells (Jupyter shows it)."""
        def cells(row: Iterable[Any], tag: str) -> str:
            return "".join(f"<{tag}>{html.escape(_text(cell))}</{tag}>" for cell in row)

        head = ""
        if self.columns is not None:
            corner = "<th></th>" if self.index is not None else ""
            head = f"<thead><tr>{corner}{cells(self.columns, 'th')}</tr></thead>"
        labels = self.index if self.index is not None else [None] * len(self.rows)
        body = "".join(
            "<tr>" + (f"<th>{html.escape(_text(label))}</th>" if self.index is not None else "")
            + cells(row, "td") + "</tr>" for label, row in zip(labels, self.rows))
        return f"<table>{head}<tbody>{body}</tbody></table>"

    def to_csv(self) -> str:
        """Return the table as CSV text: the rows as printed, labels included, empty cells empty.

        Returns
        -------
        str
            Lines ending in ``"\\n"``, quoted by the ``csv`` module where a cell needs it.

        Examples
        --------
        >>> import cgt
        >>> print(Table([[cgt.number(1, 2), cgt.CanonicalForm.parse("{1|0,*}")]]).to_csv(), end="")
        1/2,"{1|0,*}"
        """
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(self.grid())
        return out.getvalue()

    def write_csv(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write :meth:`to_csv` to the file `path` (UTF-8), replacing it."""
        with open(path, "w", encoding="utf-8", newline="") as file:
            file.write(self.to_csv())

    def to_pandas(self) -> Any:
        """Return the table as a ``pandas.DataFrame`` whose cells are the values themselves.

        Labels become the frame's columns and index; a short row is padded
        with ``None``.

        Returns
        -------
        pandas.DataFrame

        Raises
        ------
        MissingExtraError
            If pandas is not installed (``pip install 'cgt-games[tables]'``).
        """
        try:
            import pandas
        except ImportError:
            raise MissingExtraError(
                "Table.to_pandas needs pandas, which is not installed: pip install 'cgt-games[tables]'"
            ) from None
        width = max((len(row) for row in self.rows), default=0)
        return pandas.DataFrame([list(row) + [None] * (width - len(row)) for row in self.rows], columns=self.columns,
                                index=self.index, dtype=object)


def periodic_table(values: Iterable[Any], period: int, *, labels: bool = False) -> Table:
    """Return `values` laid out in rows of `period` cells, as CGSuite's ``list.PeriodicTable(period)``.

    Row ``i`` holds ``values[i * period : (i + 1) * period]``, the last row
    what is left; a heap game's Grundy values from heap 0, so laid out,
    show a period as equal columns.

    Parameters
    ----------
    values : iterable
        The sequence (a list, a numpy array, a game's
        ``grundy_sequence(n)``...).
    period : int
        How many cells a row holds, ``>= 1``.
    labels : bool, optional
        Label the rows by the index of their first value and the columns by
        their offset ``0..period-1`` (CGSuite's table has no labels).

    Returns
    -------
    Table

    Raises
    ------
    InvalidValueError
        If `period` is not an integer ``>= 1``.

    Examples
    --------
    CGSuite's own example (``[0,1,2,3,4,5,6,7,8,9].PeriodicTable(3)``, its
    test ``CgsuiteLangTest``):

    >>> print(periodic_table(range(10), 3))
    0 | 1 | 2
    --+---+--
    3 | 4 | 5
    --+---+--
    6 | 7 | 8
    --+---+--
    9

    Kayles' Grundy values, in rows of its period 12, labelled by heap:

    >>> from cgt.games import KAYLES
    >>> print(periodic_table(KAYLES.grundy_sequence(24), 12, labels=True))
       | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11
    ---+---+---+---+---+---+---+---+---+---+---+----+---
     0 | 0 | 1 | 2 | 3 | 1 | 4 | 3 | 2 | 1 | 4 |  2 |  6
    ---+---+---+---+---+---+---+---+---+---+---+----+---
    12 | 4 | 1 | 2 | 7 | 1 | 4 | 3 | 2 | 1 | 4 |  6 |  7
    """
    if isinstance(period, bool) or not isinstance(period, int) or period < 1:
        raise InvalidValueError(f"periodic_table: period={period!r} is not an integer >= 1")
    cells = values.tolist() if hasattr(values, "tolist") else list(values)
    rows = [cells[i : i + period] for i in range(0, len(cells), period)]
    if not labels:
        return Table(rows)
    return Table(rows, columns=range(min(period, len(cells))), index=range(0, len(cells), period))


def values_table(
    game: Game, family: Callable[..., Optional[Hashable]], rows: Iterable[Any], columns: Optional[Iterable[Any]] = None,
    *, value: Callable[[Game, Hashable], Any] = canonical_form,
) -> Table:
    """Return the values of a family of positions over a range: one row per `rows` item, one column per `columns` item.

    The cell at ``(r, c)`` is ``value(game, family(r, c))``; with no
    `columns`, the table has one column, ``value(game, family(r))``. A
    `family` that gives ``None`` leaves its cell empty (as CGSuite's
    ``FoxAndGeese.ValuesTable`` leaves the squares a fox cannot stand on).
    Rows and columns are labelled by their parameters.

    Parameters
    ----------
    game : Game
        The ruleset.
    family : callable
        ``family(r, c)`` (or ``family(r)``): a position of `game`, or ``None``.
    rows, columns : iterable
        The parameters, e.g. ``range(1, 6)``.
    value : callable, optional
        What a cell holds, ``value(game, position)``: by default
        :func:`cgt.canonical_form` (CGSuite's ``GameValue`` of a short game);
        :func:`cgt.grundy` or :func:`cgt.outcome` also fit.

    Returns
    -------
    Table

    Examples
    --------
    Cutcake's rectangles, ``m`` wide (Left cuts the width) and ``n`` high,
    every one an integer (Winning Ways, chapter 2):

    >>> from cgt.games import Cutcake, Domineering
    >>> print(values_table(Cutcake(), lambda m, n: f"{m}x{n}", range(1, 5), range(1, 5)))
      | 1 |  2 |  3 |  4
    --+---+----+----+---
    1 | 0 | -1 | -2 | -3
    --+---+----+----+---
    2 | 1 |  0 |  0 | -1
    --+---+----+----+---
    3 | 2 |  0 |  0 | -1
    --+---+----+----+---
    4 | 3 |  1 |  1 |  0

    Domineering on ``2 x n`` boards, one column:

    >>> print(values_table(Domineering(), lambda n: "|".join(["." * n] * 2), range(1, 5)))
    1 |        1
    --+---------
    2 |      +-1
    --+---------
    3 | {2|-1/2}
    --+---------
    4 |  Miny(2)
    """
    row_keys = list(rows)
    if columns is None:
        cells = [[_value_at(game, family, value, (r,))] for r in row_keys]
        return Table(cells, index=row_keys)
    column_keys = list(columns)
    cells = [[_value_at(game, family, value, (r, c)) for c in column_keys] for r in row_keys]
    return Table(cells, columns=column_keys, index=row_keys)


def _value_at(game: Game, family: Callable[..., Optional[Hashable]], value: Callable[[Game, Hashable], Any],
              parameters: tuple[Any, ...]) -> Any:
    position = family(*parameters)
    return None if position is None else value(game, position)
