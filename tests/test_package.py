"""The package as a user meets it: version, metadata, help(), dir(), and a folder that shadows it."""

from __future__ import annotations

import importlib.metadata
import pydoc
import re
import subprocess
import sys
import types
from pathlib import Path

import cgt

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_one_number_everywhere():
    result = subprocess.run([sys.executable, "-m", "cgt", "--version"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert result.stdout == f"cgt {cgt.__version__}\n"
    assert importlib.metadata.version("cgt-games") == cgt.__version__


def test_license_is_an_spdx_expression():
    # A {text = ...} table made setuptools print a long deprecation warning on every install.
    assert importlib.metadata.metadata("cgt-games")["License-Expression"] == "MIT"


def test_help_shows_what_cgt_defines_not_inherited_boilerplate():
    text = pydoc.render_doc(cgt, renderer=pydoc.plaintext)
    assert "with_traceback" not in text  # BaseException's methods, once per error class
    assert "removeprefix" not in text  # str's methods, inherited by Outcome
    assert "class Hashable" not in text  # collections.abc.Hashable, behind Position
    assert "class LoopyGameError" in text and "winning_move(game" in text
    # Each class shows its own documentation: no section near the 460 lines Outcome took with str's methods.
    sections = re.split(r"\n    class |\n    \w+ = class ", text.split("\nFUNCTIONS\n")[0])[1:]
    value_types = ("CanonicalForm(", "MisereCanonicalForm(")
    assert sections and max(len(section.splitlines()) for section in sections
                            if not section.startswith(value_types)) < 100
    # The value types' own APIs are long (each operation documented with examples); none of it inherited.
    found = [section for section in sections if section.startswith(value_types)]
    assert len(found) == 2 and not any("inherited from" in section for section in found)


def test_errors_keep_their_behaviour():
    error = cgt.LoopyGameError("loop", 1, (1,))
    assert isinstance(error, ValueError) and "args" in dir(error) and error.args == ("loop",)
    assert cgt.Outcome.P == "P" and cgt.Outcome("N") is cgt.Outcome.N and "winner" in dir(cgt.Outcome)


def test_dir_of_games_lists_games_not_submodules():
    names = dir(cgt.games)
    assert "Nim" in names and "KAYLES" in names
    assert not [n for n in names if isinstance(getattr(cgt.games, n), types.ModuleType)]
    assert cgt.games.heap.octal.OctalGame is cgt.games.OctalGame  # the submodules still import


def test_a_folder_named_cgt_shadows_the_package_as_the_readme_says(tmp_path):
    (tmp_path / "cgt").mkdir()  # a clone named cgt, seen from its parent directory
    result = subprocess.run(
        [sys.executable, "-c", "import cgt; print(cgt.__file__); cgt.grundy"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )
    readme = (ROOT / "README.md").read_text()
    if result.returncode == 0:  # cgt installed normally (not editable): the package wins
        return
    message = result.stderr.strip().splitlines()[-1]
    assert result.stdout == "None\n"
    assert f"`{message}`" in readme
    assert "`print(cgt.__file__)` shows `None`" in readme


def test_import_cgt_leaves_the_rarely_used_parts_for_later():
    code = (
        "import sys, cgt\n"
        "late = ('cgt.census', 'cgt.partizan', 'cgt.loopy', 'cgt.misere', 'cgt.misere.quotient', 'cgt.games.grid.domineering')\n"
        "print(sorted(m for m in late if m in sys.modules))\n"
        "from cgt import CensusRow, census\n"
        "print(callable(census), cgt.census is census, cgt.loopy.__name__, cgt.games.Cutcake.__name__)\n"
        "print(str(cgt.star(2) + cgt.star(3)), cgt.outcome(cgt.games.Domineering(), '..|..'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.splitlines() == ["[]", "True True cgt.loopy Cutcake", "* N"]
