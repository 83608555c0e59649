"""The console sessions shown in the documentation print what they show.

pytest runs the Python examples of ``docs/*.rst`` as doctests; this file runs
their shell examples: every ``$ command`` of a ``console`` block that is
followed by output on the page is run from the repository root, and must print
exactly that. Commands shown without output (``make test``, an interactive
``cgt play``) make no claim and are not run. ``make demo`` is checked by running
the lines of its Makefile recipe with this interpreter (``make`` itself would
reinstall into ``.venv``).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^\.\. code-block:: console\n\n((?:(?:   .*)?\n)+)", re.MULTILINE)


def console_sessions() -> list[tuple[str, str, str]]:
    """``(page, command, expected output)`` for every command shown with its output."""
    found = []
    for page in sorted((ROOT / "docs").glob("*.rst")):
        for block in BLOCK.findall(page.read_text()):
            command, output = None, []
            for line in [*block.rstrip().splitlines(), "   $ "]:  # the last ends the last
                line = line[3:]
                if line.startswith("$ "):
                    if command and output:
                        found.append((page.name, command, "\n".join(output)))
                    command, output = re.sub(r"\s+#.*$", "", line[2:]), []
                else:
                    output.append(line)
    return found


def as_run_here(command: str) -> str:
    """The shell command with this interpreter standing for ``.venv/bin/python`` and ``cgt``."""
    python = shlex.quote(sys.executable)
    command = re.sub(r"^\.venv/bin/python\b", python, command)
    return re.sub(r"^cgt\b", f"{python} -m cgt", command)


def test_console_sessions_are_found() -> None:
    # Guards the parser: the getting-started page shows several sessions.
    assert len([s for s in SESSIONS if s[0] == "getting-started.rst"]) >= 4


SESSIONS = console_sessions()
RUN_HERE = [s for s in SESSIONS if not s[1].startswith("make ")]


def demo_recipe() -> list[str]:
    """The shell lines of the Makefile's ``demo`` target, with this interpreter for ``$(PY)``."""
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^demo:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)[1]
    lines = [line.strip().lstrip("@") for line in recipe.splitlines()]
    return [line.replace("$(PY)", shlex.quote(sys.executable)) for line in lines if line != "$(COMPILE)"]


def test_make_demo_prints_what_getting_started_shows() -> None:
    (shown,) = [out for page, command, out in SESSIONS if command == "make demo"]
    printed = "".join(
        subprocess.run(line, shell=True, cwd=ROOT, capture_output=True, text=True, check=True, timeout=120).stdout
        for line in demo_recipe()
    )
    assert printed.rstrip() == shown.rstrip()
    # The page and the README name what the demo runs.
    scripts = set(re.findall(r"examples/\w+\.py", " ".join(demo_recipe())))
    page = (ROOT / "docs" / "getting-started.rst").read_text()
    assert scripts == {"examples/quickstart.py", "examples/hdu5724.py"} and all(s in page for s in scripts)
    readme_line = next(line for line in (ROOT / "README.md").read_text().splitlines() if line.startswith("make demo"))
    assert "quick start" in readme_line and "contest example" in readme_line


def test_make_bench_runs_what_the_performance_page_says() -> None:
    makefile = (ROOT / "Makefile").read_text()
    benchmarks = re.search(r"^BENCHMARKS := (.*)$", makefile, re.MULTILINE)[1].split()
    assert sorted(benchmarks) == sorted(p.stem for p in (ROOT / "benchmarks").glob("bench_*.py"))
    (comment,) = re.findall(r"\$ make bench +# (.*)", (ROOT / "docs" / "performance.rst").read_text())
    assert comment == "every benchmark script, in turn"


@pytest.mark.parametrize(("page", "command", "expected"), RUN_HERE, ids=[f"{p}: {c}" for p, c, _ in RUN_HERE])
def test_console_session(page: str, command: str, expected: str) -> None:
    run = subprocess.run(
        as_run_here(command), shell=True, cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, f"{page}: {command!r} failed:\n{run.stderr}"
    assert run.stdout.rstrip() == expected.rstrip(), f"{page}: {command!r}"


def test_performance_page_says_which_targets_are_missed() -> None:
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    try:
        import cgt_benchmarks
    finally:
        sys.path.pop(0)
    row = {"case": "fast", "seconds": 1.0, "baseline": "C", "baseline_seconds": 1.0, "ratio": 1.2}
    slow = {**row, "case": "slow", "ratio": 2.5}
    by_title = {"title": "x (target: ratio <= 1.5)", "rows": [row, slow]}
    assert cgt_benchmarks._verdict(by_title) == (
        "**Targets missed** by 1 of the 2 cases that have one: slow (2.5, target 1.5).\n"
    )
    by_row = {"title": "x", "rows": [{**row, "target": 1.5}, slow]}  # only the first has a target
    assert cgt_benchmarks._verdict(by_row) == "**Targets met**: every case with a target (1) is within it.\n"
    assert cgt_benchmarks._verdict({"title": "x", "rows": [row]}) == ""
