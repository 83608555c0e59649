"""The package's layout: one-way imports, no private name across modules, small modules, lazy imports.

See docs/architecture.rst. The import graph is read from the source
(``tests/imports.py``), imports inside functions included: an import inside a
function is still an arrow.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import pytest

import imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_walker_finds_cycles_and_imports_inside_functions():
    # The checks below would pass vacuously if the walker saw nothing: it sees these.
    assert imports.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert imports.cycles({"a": {"b"}, "b": set()}) == []
    edges = imports.graph()
    assert "cgt.solver" in edges["cgt.outcomes"] and "cgt._kernels.period" in edges["cgt.impartial.periodicity"]
    # an import inside a function is an arrow: the heap kernels are imported lazily by the octal game
    assert "cgt._kernels.heap" in edges["cgt.games.heap.octal"]


def test_no_import_cycle_between_modules():
    assert imports.cycles(imports.graph()) == []


def test_no_private_name_crosses_a_module_boundary():
    assert imports.private_imports() == []
    assert imports.private_attributes() == []


def test_kernels_import_nothing_of_cgt_but_kernels():
    edges = imports.graph()
    kernels = [m for m in edges if m.startswith("cgt._kernels")]
    assert len(kernels) >= 4
    for module in kernels:
        assert all(target.startswith("cgt._kernels") for target in edges[module]), module


def test_imports_go_down_the_layers():
    # A theory never imports a ruleset, the census or the command line; the core imports no theory
    # except where it hands a partizan game to the partizan engine (or, when its canonical form is
    # over the budget, to the outcome search), which hands a loopy one to the loopy engine
    # (docs/architecture.rst).
    order = ["cgt._kernels", "core", "cgt.impartial", "cgt.misere", "cgt.partizan", "cgt.loopy", "cgt.games", "cgt.widgets", "cgt.census", "cgt.cli"]

    def layer(module: str) -> int:
        for i, prefix in reversed(list(enumerate(order))):
            if module == prefix or module.startswith(prefix + "."):
                return i
        return order.index("core")

    handed_up = {("cgt.outcomes", "cgt.partizan.engine"), ("cgt.outcomes", "cgt.partizan.outcome_search"),
                 ("cgt.partizan.engine", "cgt.loopy.engine")}
    upward = [
        (a, b) for a, targets in imports.graph().items() for b in targets
        if layer(b) > layer(a) and a not in ("cgt", "cgt.__main__") and (a, b) not in handed_up
    ]
    assert upward == []


def test_modules_are_small_and_the_top_level_is_narrow():
    sizes = {path: len(path.read_text().splitlines()) for path in imports.modules().values()}
    assert max(sizes.values()) <= 700, [str(p) for p, n in sizes.items() if n > 700]
    # The package's own __init__ and __main__ are its plumbing, not modules of their own.
    top = [p for p in (ROOT / "cgt").glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    assert len(top) <= 12, sorted(p.name for p in top)


def test_every_module_has_all():
    missing = [name for name, path in imports.modules().items() if "__all__" not in path.read_text()]
    assert missing == []


def test_tests_mirror_the_package():
    folders = {p.relative_to(ROOT / "tests") for p in (ROOT / "tests").rglob("test_*.py")}
    for folder in {f.parent for f in folders} - {Path(".")}:
        assert (ROOT / "cgt" / folder).is_dir(), f"tests/{folder} has no cgt/{folder}"


_ORDERS = [
    ("import cgt.census",),
    ("from cgt.cli import main",),
    ("import cgt.census.run", "import cgt.census"),
    ("from cgt.census import census",),
    ("import cgt.impartial.sparse", "import cgt.misere", "import cgt.loopy", "import cgt.partizan", "import cgt.games.heap.octal"),
]


@pytest.mark.parametrize("first", _ORDERS)
def test_cgt_census_is_callable_whatever_was_imported(first):
    code = "\n".join([*first, "import cgt", "rows = cgt.census(['0.07'], upto=200, workers=0)", "print(rows[0].status, rows[0].period)"])
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "proven 34\n", "")


def test_every_subpackage_imports_in_any_order_and_import_cgt_stays_light():
    packages = ["cgt.impartial", "cgt.misere", "cgt.loopy", "cgt.partizan", "cgt.games", "cgt.census", "cgt.cli", "cgt._kernels"]
    light = "import sys, cgt\nprint(sorted(m for m in ('numpy', 'numba', 'dask') if m in sys.modules))\n"
    done = subprocess.run([sys.executable, "-c", light], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout == "[]\n"
    for order in (packages, packages[::-1], list(itertools.chain(packages[1::2], packages[::2]))):
        code = "".join(f"import {p}\n" for p in order) + "import cgt\nprint(callable(cgt.census), cgt.grundy(cgt.games.KAYLES, (5, 3)))\n"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        assert (done.returncode, done.stdout) == (0, "True 7\n"), done.stderr


def test_old_module_names_still_answer():
    assert cgt_attr("bitmask").grundy_table and cgt_attr("sparse").RareStatistics
    assert cgt_attr("staircase").staircase_grundy((0, 1, 2)) == 1
    assert cgt_attr("quotient").misere_quotient and cgt_attr("contest").solve_hdu5724


def cgt_attr(name: str):
    import cgt

    return getattr(cgt, name)


def test_the_wheel_holds_every_subpackage():
    # The packaging finds packages (pyproject.toml); a package missing from it would be missing
    # from a built wheel while an editable install still imports it.
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    found = set(find_packages(where=str(ROOT), include=config["include"]))
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "cgt").rglob("__init__.py")}
    assert found == on_disk and len(on_disk) >= 13
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "py.typed" in package_data["cgt"]


def test_the_empty_text_is_the_empty_game_in_every_ruleset():
    # One rule for every ruleset read from text: the literature's empty game, 0 (docs: Ruleset gallery).
    import cgt
    from cgt import games

    rulesets = [games.Domineering(), games.Clobber(), games.AntiClobber(), games.Konane(), games.Amazons(),
                games.Cram(), games.ToadsAndFrogs(), games.ElephantsAndRhinos(), games.Hackenbush(),
                games.ChildishHackenbush(), games.Cutcake(), games.TopplingDominoes(), games.Col(), games.Snort()]
    for game in rulesets:
        assert cgt.canonical_form(game, "") == 0, game
        assert cgt.outcome(game, "") == cgt.Outcome.P  # whoever moves first loses
