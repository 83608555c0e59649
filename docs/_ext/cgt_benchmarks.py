"""Benchmark results as tables, read from ``benchmarks/results/*.json`` at build time.

Each benchmark script saves its rows with ``benchmarks/_common.py``'s
``report()``; ``.. cgt-benchmarks::`` renders one section per result file, so
re-running a benchmark and rebuilding updates the Performance page. The plot
on that page reads the same files (``_figures/benchmark_ratios.py``).
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

from docutils.nodes import Node
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

__all__ = ["setup", "load_results", "target", "RESULTS"]

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
RESULTS = BENCHMARKS / "results"


def load_results() -> list[dict[str, Any]]:
    """Every result file, sorted by benchmark name."""
    return [json.loads(p.read_text()) for p in sorted(RESULTS.glob("*.json"))]


def target(result: dict[str, Any], row: dict[str, Any]) -> float | None:
    """The ratio a case must not exceed: its row's ``target``, else its title's "(target: ratio <= 1.5)"."""
    if row.get("target") is not None:
        return float(row["target"])
    found = re.search(r"\(target: ratio <= ([0-9.]+)\)", result["title"])
    return float(found[1]) if found else None


def _verdict(result: dict[str, Any]) -> str:
    """One sentence: are the targets met, and by which cases are they missed."""
    judged = [(row, target(result, row)) for row in result["rows"]]
    judged = [(row, goal) for row, goal in judged if goal is not None]
    if not judged:
        return ""
    missed = [(row, goal) for row, goal in judged if row["ratio"] > goal]
    if not missed:
        return f"**Targets met**: every case with a target ({len(judged)}) is within it.\n"
    cases = "; ".join(f"{_rst(row['case'])} ({_ratio(row['ratio'])}, target {goal:g})" for row, goal in missed)
    return f"**Targets missed** by {len(missed)} of the {len(judged)} cases that have one: {cases}.\n"


def _rst(text: object) -> str:
    # Case names are free text (``cgt --help``, ``python -c 'import numpy'``):
    # no markup, and no smart quotes or dashes either (escaped characters are
    # left alone by both).
    return re.sub(r"([\\`*_|\[\]<>'\"-])", r"\\\1", str(text))


def _description(script: Path) -> list[str]:
    """The script's docstring, less its summary line (the title says it) and usage lines."""
    doc = ast.get_docstring(ast.parse(script.read_text())) or ""
    return [p + "\n" for p in doc.split("\n\n")[1:] if p and not p[0].isspace()]


def _seconds(s: float) -> str:
    return f"{s * 1e3:.3g} ms" if s < 1 else f"{s:.3g} s"


def _ratio(r: float) -> str:
    return f"{r:.3g}" if r >= 0.01 else f"{r:.2e}"


def _section(result: dict[str, Any]) -> str:
    name = result["benchmark"]
    title = _rst(result["title"])
    script = BENCHMARKS / f"bench_{name}.py"
    lines = [f"{title}\n{'~' * len(title)}\n"]
    if script.exists():
        lines.extend(_description(script))
    how = f"``python benchmarks/{script.name}``" if script.exists() else f"the ``{name}`` benchmark"
    lines.append(
        f"Measured on {result['date']} ({result['machine']}); reproduce with {how}.\n"
    )
    lines.append(".. list-table::\n   :header-rows: 1\n   :class: cgt-bench\n")
    lines.append("   * - case\n     - cgt\n     - baseline\n     - baseline time\n     - ratio")
    for row in result["rows"]:
        lines.append(
            f"   * - {_rst(row['case'])}\n     - {_seconds(row['seconds'])}\n"
            f"     - {_rst(row['baseline'])}\n     - {_seconds(row['baseline_seconds'])}\n"
            f"     - {_ratio(row['ratio'])}"
        )
    verdict = _verdict(result)
    return "\n".join(lines) + "\n\n" + (verdict + "\n" if verdict else "")


class CgtBenchmarks(SphinxDirective):
    """``.. cgt-benchmarks::``: one subsection and table per result file."""

    def run(self) -> list[Node]:
        results = load_results()
        for path in RESULTS.glob("*.json"):
            self.env.note_dependency(str(path))
        if not results:
            text = "No benchmark results yet: run the scripts in ``benchmarks/``.\n"
        else:
            text = "".join(_section(r) for r in results)
        return self.parse_text_to_nodes(text, allow_section_headings=True)


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("cgt-benchmarks", CgtBenchmarks)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
