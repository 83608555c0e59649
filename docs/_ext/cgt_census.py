"""Census tables, read from a results file of ``cgt census`` at build time.

``.. cgt-census:: _data/census-2digit-3digit.csv`` renders the file (a census
of ``0.??`` and ``0.???``) as a summary, two grids in the manner of Winning
Ways' tables (a row per leading digits, a column per last digit, each cell
the period and preperiod, or "open"), and the list of open games. The file is
computed once by the command the page shows, not at every build. The open
games whose values the sparse-space fill computed get a last table: the mask,
the rare values and the rare heaps of the file's ``rare`` column, in the
manner of Flammenkamp's tables.
"""

from __future__ import annotations

import re
from pathlib import Path

from docutils.nodes import Node
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

from cgt import CensusRow, read_census

__all__ = ["setup"]

DIGITS = "01234567"

#: The rare column: str() of cgt.impartial.sparse.RareStatistics.
RARE = re.compile(
    r"mask \d+ \((?P<bits>0b[01]+)(?:, by value and the parity of n - (?P<parity>\d+))?\): "
    r"(?P<count>\d+) rare values [\d ]*; (?P<heaps>\d+) rare heaps of \d+, the last (?P<last>\d+)"
)


def _cell(row: CensusRow) -> str:
    if row.status == "proven":
        return f"{row.period} / {row.preperiod}"
    return "open" if row.status == "open" else "none"


def _grid(rows: dict[str, CensusRow], prefixes: list[str], title: str) -> str:
    lines = [
        f".. list-table:: {title}\n   :header-rows: 1\n   :class: cgt-census\n",
        "   * - code\n" + "".join(f"     - ...{d}\n" for d in DIGITS),
    ]
    for prefix in prefixes:
        cells = [_cell(rows[prefix + d]) if prefix + d in rows else "" for d in DIGITS]
        lines.append(f"   * - ``{prefix}``\n" + "".join(f"     - {c}\n" for c in cells))
    return "\n".join(lines) + "\n"


def _sparse(rows: dict[str, CensusRow], codes: list[str]) -> str:
    """The list-table of the sparse fill's summary of the open games `codes` that have one."""
    lines = [
        ".. list-table:: The sparse-space fill of the open games (mask: a value v is rare when v & mask "
        "has an even number of one bits; domain, t: a heap n is rare when that number plus n - t is even)\n"
        "   :header-rows: 1\n   :class: cgt-census\n",
        "   * - code\n     - mask\n     - rare values\n     - rare heaps\n     - the last\n",
    ]
    for code in codes:
        if not rows[code].rare:
            continue
        found = RARE.fullmatch(rows[code].rare)
        if found is None:
            raise ExtensionError(f"census table: the rare column of {code}, {rows[code].rare!r}, is not understood")
        parity = f" (domain, t = {found['parity']})" if found["parity"] else ""
        cells = [f"``{code}``", f"``{found['bits'][2:]}``{parity}", found["count"], found["heaps"], found["last"]]
        lines.append("   * - " + "\n     - ".join(cells) + "\n")
    return "\n".join(lines) + "\n"


def census_text(path: Path) -> str:
    """The reStructuredText of the census tables of `path`."""
    rows = {row.game: row for row in read_census(path)}
    bounds = sorted({r.heaps for r in rows.values() if r.status == "open"})
    games = {r.same_as or r.game: r for r in rows.values()}
    proven = sum(r.status == "proven" for r in games.values())
    still_open = sorted((r.same_as or r.game for r in games.values() if r.status == "open"), key=lambda c: (len(c), c))
    bound = ", ".join(f"{b:,}" for b in bounds) or "-"
    text = [
        f"The file holds {len(rows)} codes: {len(games)} different games (a code ending in 0 is its shorter "
        f"code), of which {proven} are proven periodic, {len(still_open)} open up to heap {bound}, and "
        f"{sum(r.status == 'no moves' for r in games.values())} without any move (``0.0``). Each cell reads "
        "*period / preperiod*; *open* means no period is proven from the heaps examined.\n",
        _grid(rows, [f"0.{a}" for a in DIGITS], "Two-digit octal games 0.d1d2 (row: 0.d1, column: d2)"),
        _grid(rows, [f"0.{a}{b}" for a in DIGITS for b in DIGITS], "Three-digit octal games 0.d1d2d3 "
              "(row: 0.d1d2, column: d3; the column ...0 repeats the two-digit game)"),
        f"Open at heap {bound} ({len(still_open)} games): " + ", ".join(f"``{c}``" for c in still_open) + ".\n",
        f"Of these, {sum(bool(games[c].rare) for c in still_open)} were computed by the sparse-space fill "
        "(for the others it does not apply, or would not pay: too many rare heaps), which leaves this "
        f"summary of their values up to heap {bound}: how many values are rare, how many heaps have one, "
        "and the last of them.\n",
        _sparse(games, still_open),
    ]
    return "\n".join(text)


class CgtCensus(SphinxDirective):
    """``.. cgt-census:: FILE``: the census tables of a results file (relative to the page)."""

    required_arguments = 1

    def run(self) -> list[Node]:
        path = Path(self.env.relfn2path(self.arguments[0], self.env.docname)[1])
        self.env.note_dependency(str(path))
        return self.parse_text_to_nodes(census_text(path), allow_section_headings=True)


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("cgt-census", CgtCensus)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
