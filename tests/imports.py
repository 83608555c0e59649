"""The package's import graph, read from the source (imports inside functions included).

Used by ``tests/test_layout.py``: no cycle between modules, no private name
imported from another module, kernels import nothing of cgt.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cgt"


def modules() -> dict[str, Path]:
    """Every module of cgt by dotted name (a package by its own name)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _resolve(name: str, level: int, module: str, is_package: bool) -> str:
    if not level:
        return name
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def imports(module: str, path: Path, known: dict[str, Path]) -> Iterator[tuple[str, str, int]]:
    """Yield ``(imported module, imported name or "", line)`` for every import in `module`.

    ``from a import b`` yields ``(a.b, "", line)`` when ``a.b`` is a module, else
    ``(a, "b", line)``. Imports inside functions count; those under ``if
    TYPE_CHECKING:`` do not: they never run (a lower module may name the type
    of a higher one in its annotations).
    """
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(), str(path))
    skipped = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and getattr(block.test, "id", None) == "TYPE_CHECKING"
        for statement in block.body
        for node in ast.walk(statement)
    }
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "cgt":
                    yield alias.name, "", node.lineno
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(node.module or "", node.level, module, is_package)
            if source.split(".")[0] != "cgt":
                continue
            for alias in node.names:
                full = f"{source}.{alias.name}"
                if full in known:
                    yield full, "", node.lineno
                else:
                    yield source, alias.name, node.lineno


def graph() -> dict[str, set[str]]:
    """Module -> the cgt modules it imports (a package's ``__init__`` is the package's name)."""
    known = modules()
    return {m: {target for target, _, _ in imports(m, p, known) if target in known and target != m} for m, p in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    counter = 0
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def private_imports() -> list[str]:
    """``module:line imports _name from other`` for every private name imported across modules."""
    known = modules()
    bad = []
    for module, path in known.items():
        for source, name, line in imports(module, path, known):
            if name.startswith("_") and not name.startswith("__"):
                bad.append(f"{module}:{line} imports {name} from {source}")
    return bad


def private_attributes() -> list[str]:
    """``module:line uses alias._name`` where `alias` is a cgt module imported by name."""
    known = modules()
    bad = []
    for module, path in known.items():
        tree = ast.parse(path.read_text(), str(path))
        aliases = {}
        is_package = path.name == "__init__.py"
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                source = _resolve(node.module or "", node.level, module, is_package)
                for alias in node.names:
                    if f"{source}.{alias.name}" in known:
                        aliases[alias.asname or alias.name] = f"{source}.{alias.name}"
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                bad.append(f"{module}:{node.lineno} uses {node.value.id}.{node.attr} of {aliases[node.value.id]}")
    return bad
