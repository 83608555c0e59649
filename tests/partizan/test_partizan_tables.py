"""Tables: CGSuite's printed tables as text, published periods, and the CSV, HTML and pandas forms."""

from __future__ import annotations

import csv
import io
import sys
from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, Table, periodic_table, values_table
from cgt.errors import InvalidValueError, MissingExtraError
from cgt.games import DAWSONS_KAYLES, KAYLES, Cutcake, Domineering, FoxAndGeese


def lines(text: str) -> str:
    """CGSuite's printed text as cgs-eval prints it, one line (newlines as \\n)."""
    return text.replace("\\n", "\n")


# -- CGSuite's printed tables (printed by CGSuite 2.2 (commit e909ab8) via cgs-eval) -------------------

def test_cgsuite_periodic_table_and_table() -> None:
    # CgsuiteLangTest "List: PeriodicTable": [0,1,2,3,4,5,6,7,8,9] PeriodicTable 3.
    assert str(periodic_table(range(10), 3)) == lines(r"0 | 1 | 2\n--+---+--\n3 | 4 | 5\n--+---+--\n6 | 7 | 8\n--+---+--\n9")
    # Table([[1,2,3],[4]]): a short row is not padded.
    assert str(Table([[1, 2, 3], [4]])) == lines(r"1 | 2 | 3\n--+---+--\n4")
    # Table([[game.grid.Domineering("...|...").CanonicalForm, ^^*], [1/2, -3], [+-1]]): values as printed.
    values = [[cgt.canonical_form(Domineering(), "...|..."), CanonicalForm.parse("^^*")],
              [cgt.number(1, 2), -3], [CanonicalForm.parse("+-1")]]
    assert str(Table(values)) == lines(r"{2|-1/2} | ^^*\n---------+----\n     1/2 |  -3\n---------+----\n     +-1")


# game.heap.Kayles.NimValueSequence(96).PeriodicTable(12): CGSuite's sequence starts at heap 1.
KAYLES_96 = (
    r"1 | 2 | 3 | 1 | 4 | 3 | 2 | 1 | 4 | 2 | 6 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 7 | 1 | 4 | 3 | 2 | 1 | 4 | 6 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 8 | 5 | 4 | 7 | 2 | 1 | 8 | 6 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 3 | 1 | 4 | 7 | 2 | 1 | 8 | 2 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 8 | 1 | 4 | 7 | 2 | 1 | 4 | 2 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 8 | 1 | 4 | 7 | 2 | 1 | 8 | 6 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 8 | 1 | 4 | 7 | 2 | 1 | 8 | 2 | 7 | 4\n--+---+---+---+---+---+---+---+---+---+---+--\n"
    r"1 | 2 | 8 | 1 | 4 | 7 | 2 | 1 | 8 | 2 | 7 | 4"
)

# game.heap.DawsonsKayles.NimValueSequence(102).PeriodicTable(34).
DAWSON_102 = (
    r"0 | 1 | 1 | 2 | 0 | 3 | 1 | 1 | 0 | 3 | 3 | 2 | 2 | 4 | 0 | 5 | 2 | 2 | 3 | 3 | 0 | 1 | 1 | 3 | 0 | 2 | 1 | 1"
    r" | 0 | 4 | 5 | 2 | 7 | 4\n"
    r"--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---"
    r"+---+---+---+---+---+--\n"
    r"0 | 1 | 1 | 2 | 0 | 3 | 1 | 1 | 0 | 3 | 3 | 2 | 2 | 4 | 4 | 5 | 5 | 2 | 3 | 3 | 0 | 1 | 1 | 3 | 0 | 2 | 1 | 1"
    r" | 0 | 4 | 5 | 3 | 7 | 4\n"
    r"--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---"
    r"+---+---+---+---+---+--\n"
    r"8 | 1 | 1 | 2 | 0 | 3 | 1 | 1 | 0 | 3 | 3 | 2 | 2 | 4 | 4 | 5 | 5 | 9 | 3 | 3 | 0 | 1 | 1 | 3 | 0 | 2 | 1 | 1"
    r" | 0 | 4 | 5 | 3 | 7 | 4"
)


def test_nim_value_sequences_in_rows_as_cgsuite_prints_them() -> None:
    assert str(periodic_table(KAYLES.grundy_sequence(97)[1:], 12)) == lines(KAYLES_96)
    assert str(periodic_table(DAWSONS_KAYLES.grundy_sequence(103)[1:], 34)) == lines(DAWSON_102)


def test_kayles_is_periodic_with_period_12_from_heap_71() -> None:
    # Guy and Smith (1956), Winning Ways ch. 4: period 12, the last exception at heap 70.
    table = periodic_table(KAYLES.grundy_sequence(12 * 30), 12, labels=True)
    assert table.columns == tuple(range(12)) and table.index == tuple(range(0, 360, 12))
    assert table.index[6] == 72 and all(row == table.rows[6] for row in table.rows[6:])
    assert table.rows[5] != table.rows[6]  # heaps 60..71 hold the exception at 70
    assert table.rows[5][10] == 6 and table.rows[6][10] == 2
    assert all(type(cell) is int for row in table.rows for cell in row)  # numpy's integers as Python's


@given(st.lists(st.integers(0, 99), max_size=40), st.integers(1, 9))
def test_periodic_rows_are_the_sequence_cut_by_the_period(values: list, period: int) -> None:
    table = periodic_table(values, period)
    assert [cell for row in table.rows for cell in row] == values
    assert all(len(row) == period for row in table.rows[:-1]) and all(0 < len(row) <= period for row in table.rows)


def test_cutcake_values_table_as_cgsuite_prints_it() -> None:
    # game.heap.Cutcake.GameValueTable(5, 6): row m, column n; Left cuts the n columns, so cgt's piece is "nxm".
    table = values_table(Cutcake(), lambda m, n: f"{n}x{m}", range(1, 6), range(1, 7))
    assert str(Table(table.rows)) == lines(
        r" 0 |  1 |  2 | 3 | 4 | 5\n---+----+----+---+---+--\n-1 |  0 |  0 | 1 | 1 | 2\n---+----+----+---+---+--\n"
        r"-2 |  0 |  0 | 1 | 1 | 2\n---+----+----+---+---+--\n-3 | -1 | -1 | 0 | 0 | 0\n---+----+----+---+---+--\n"
        r"-4 | -1 | -1 | 0 | 0 | 0")
    assert table.index == (1, 2, 3, 4, 5) and table.columns == (1, 2, 3, 4, 5, 6)
    assert table.rows[3][2] is cgt.canonical_form(Cutcake(), Cutcake().position("3x4"))


def test_domineering_two_by_n_one_column() -> None:
    # [game.grid.Domineering(".."*n) ...CanonicalForm], n = 1..7, as printed by CGSuite.
    cgsuite = ["1", "+-1", "{2|-1/2}", "Miny(2)", "1/2", "{1Miny(2)|-1}", "{3/2|-1/2}"]
    table = values_table(Domineering(), lambda n: "|".join(["." * n] * 2), range(1, 8))
    assert [str(cell) for (cell,) in table.rows] == cgsuite
    assert table.columns is None and table.index == tuple(range(1, 8))
    assert [row[0] for row in table.rows] == [cgt.canonical_form(Domineering(), Domineering().position(
        "|".join(["." * n] * 2))) for n in range(1, 8)]


def test_fox_and_geese_values_table_as_cgsuite_prints_it() -> None:
    # CGSuite's GameGridTest "FoxAndGeese.ValuesTable": FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}),
    # the fox's value on each dark square, X for a goose, blank where the fox cannot stand.
    game, geese = FoxAndGeese(), [(3, 1), (3, 3), (3, 5), (3, 7)]
    table = Table([["X" if (row, col) in geese else
                    cgt.canonical_form(game, game.position(geese, (row, col))) if (row + col) % 2 == 0 else None
                    for col in range(1, 9)] for row in range(3, 0, -1)])
    assert str(table) == (
        "        X |       |         X |   |        X |    |          X |      \n"
        "----------+-------+-----------+---+----------+----+------------+------\n"
        "          | 2over |           | 2 |          | 3* |            | 4over\n"
        "----------+-------+-----------+---+----------+----+------------+------\n"
        "{6|2over} |       | {2over|2} |   | {4|3||2} |    | {4over|3*} |      ")


def test_a_family_may_leave_cells_empty() -> None:
    table = values_table(Domineering(), lambda m, n: None if m == n else "|".join(["." * n] * m), [1, 2], [1, 2])
    assert table.rows == ((None, cgt.number(-1)), (cgt.number(1), None))
    assert table.grid() == [["", "1", "2"], ["1", "", "-1"], ["2", "1", ""]]


# -- CSV, HTML, pandas ------------------------------------------------------------------------------

def sample() -> Table:
    values = [[CanonicalForm.parse(t) for t in row] for row in (["{1|0,*}", "^^*"], ["1/2", "{2|-1/2}"])]
    return Table(values, columns=["a, b", "c"], index=[1, 2])


def test_csv_round_trip(tmp_path: object) -> None:
    table = sample()
    read = list(csv.reader(io.StringIO(table.to_csv())))
    assert read == table.grid() == [["", "a, b", "c"], ["1", "{1|0,*}", "^^*"], ["2", "1/2", "{2|-1/2}"]]
    assert [[CanonicalForm.parse(cell) for cell in row[1:]] for row in read[1:]] == [list(r) for r in table.rows]
    path = tmp_path / "t.csv"  # type: ignore[operator]
    table.write_csv(path)
    with open(path, newline="", encoding="utf-8") as file:
        assert list(csv.reader(file)) == read


cells = st.one_of(st.none(), st.integers(-999, 999), st.text(st.characters(codec="utf-8"), max_size=6))


@given(st.lists(st.lists(cells, min_size=1, max_size=5), min_size=1, max_size=5))
def test_any_cells_round_trip_through_csv_and_line_up_in_text(rows: list) -> None:
    table = Table(rows)
    assert list(csv.reader(io.StringIO(table.to_csv()))) == table.grid()
    assert table.grid() == [["" if cell is None else str(cell) for cell in row] for row in rows]
    if all(len(row) == len(rows[0]) for row in rows) and not any("\n" in str(c) or "\r" in str(c)
                                                                    for row in rows for c in row):
        text = str(table).split("\n")
        assert len(text) == 2 * len(rows) - 1 and len({len(line) for line in text}) == 1  # aligned columns


class Cells(HTMLParser):
    """Checks that every tag is closed in order, and collects the rows' cells."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.rows: list[list[str]] = []
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.open.append(tag)
        if tag == "tr":
            self.rows.append([])
        self.text = ""

    def handle_endtag(self, tag: str) -> None:
        assert self.open.pop() == tag
        if tag in ("td", "th"):
            self.rows[-1].append(self.text)

    def handle_data(self, data: str) -> None:
        self.text += data


def test_html_is_well_formed_and_holds_every_cell() -> None:
    table = Table([["a<b", None], [cgt.number(1, 2), "&"]], columns=["x", "y"], index=["r", "s"])
    parser = Cells()
    parser.feed(table._repr_html_())
    parser.close()
    assert parser.open == [] and parser.rows == table.grid()


def test_to_pandas_keeps_the_values() -> None:
    pytest.importorskip("pandas", reason="pandas is the optional extra 'tables'")
    frame = sample().to_pandas()
    assert frame.shape == (2, 2) and list(frame.columns) == ["a, b", "c"] and list(frame.index) == [1, 2]
    assert frame.loc[2, "c"] is CanonicalForm.parse("{2|-1/2}")
    short = Table([[1, 2], [3]]).to_pandas()
    assert short.iloc[1, 1] is None


def test_to_pandas_without_pandas_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pandas", None)  # import pandas now raises ImportError
    with pytest.raises(MissingExtraError, match=r"needs pandas, which is not installed: pip install 'cgt-games\[tables\]'"):
        sample().to_pandas()


def test_repr_evaluates_back() -> None:
    table = sample()
    assert eval(repr(table), {"Table": Table, "CanonicalForm": CanonicalForm}) == table
    assert repr(Table([[1, None]])) == "Table([[1, None]])"


def test_bad_tables_are_refused() -> None:
    with pytest.raises(InvalidValueError, match=r"periodic_table: period=0 is not an integer >= 1"):
        periodic_table([1, 2], 0)
    with pytest.raises(InvalidValueError, match=r"periodic_table: period=1.5"):
        periodic_table([1, 2], 1.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidValueError, match=r"Table: 3 column labels \('a', 'b', 'c'\) for rows of up to 2 cells"):
        Table([[1, 2]], columns=["a", "b", "c"])
    with pytest.raises(InvalidValueError, match=r"Table: 1 column labels \('a',\) for rows of up to 2 cells"):
        Table([[1], [2, 3]], columns=["a"])
    with pytest.raises(InvalidValueError, match=r"Table: 1 row labels \('a',\) for 2 rows"):
        Table([[1], [2]], index=["a"])
