"""The shape of cgt.partizan (issue 20): one-way imports, no private names across modules, modules of one concept."""

from __future__ import annotations

import ast
from pathlib import Path

import cgt.partizan

PACKAGE = Path(cgt.partizan.__file__).parent
MODULES = {path.stem: path for path in sorted(PACKAGE.glob("*.py"))}


def _imports(path: Path) -> list[tuple[str, list[str]]]:
    """Every import of the module, inside functions too, as (absolute module, names imported).

    ``if TYPE_CHECKING:`` blocks are left out: they never run (they name the
    value type in annotations of the modules below it).
    """
    tree = ast.parse(path.read_text())
    skipped = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and getattr(block.test, "id", None) == "TYPE_CHECKING"
        for stmt in block.body
        for node in ast.walk(stmt)
    }
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom):
            base = "cgt.partizan" if node.level == 1 else "cgt" if node.level == 2 else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            names = [alias.name for alias in node.names]
            if node.module is None:  # from . import notation: modules of the package
                out += [(f"{module}.{name}", []) for name in names]
            else:
                out.append((module, names))
        elif isinstance(node, ast.Import):
            out += [(alias.name, []) for alias in node.names]
    return out


def _graph() -> dict[str, set[str]]:
    return {
        name: {module.rpartition(".")[2] for module, _ in _imports(path)
               if module.startswith("cgt.partizan.") and module.rpartition(".")[2] in MODULES}
        for name, path in MODULES.items()
    }


def test_imports_between_the_modules_go_one_way():
    graph = _graph()
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, f"import cycle: {' -> '.join(path[path.index(name):] + (name,))}"
        if name in done:
            return
        for other in sorted(graph[name]):
            visit(other, path + (name,))
        done.add(name)

    for name in graph:
        visit(name, ())
    # The layers, bottom up: numbers, the store, the theories, the public class, the engine.
    assert graph["_dyadic"] == set() and graph["_store"] == {"_dyadic"}
    assert "values" not in set().union(*(graph[m] for m in graph if m not in ("values", "engine", "__init__")))


def test_no_private_name_crosses_a_module_boundary():
    for name, path in MODULES.items():
        for module, names in _imports(path):
            if not module.startswith("cgt"):
                continue
            if name == "engine" and not module.startswith("cgt.partizan"):
                continue  # the engine's imports from the core (cgt.game, cgt.sums) are the core's to rename
            private = [n for n in names if n.startswith("_")]
            assert not private, f"{name}.py imports private {private} from {module}"


def test_no_module_grows_past_700_lines():
    sizes = {name: len(path.read_text().splitlines()) for name, path in MODULES.items()}
    assert max(sizes.values()) <= 700, sizes
