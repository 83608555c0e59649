"""The console sessions shown in the documentation print what they show.

pytest runs the Python examples of ``docs/*.rst`` as doctests; this file runs
their shell examples: every ``$ command`` of a ``console`` block that is
followed by output on the page is run from the repository root, and must print
exactly that. Commands shown without output (``make test``, an interactive
``cgt play``) make no claim and are not run.
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


@pytest.mark.parametrize(("page", "command", "expected"), SESSIONS, ids=[f"{p}: {c}" for p, c, _ in SESSIONS])
def test_console_session(page: str, command: str, expected: str) -> None:
    run = subprocess.run(
        as_run_here(command), shell=True, cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, f"{page}: {command!r} failed:\n{run.stderr}"
    assert run.stdout.rstrip() == expected.rstrip(), f"{page}: {command!r}"
