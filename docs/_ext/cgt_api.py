"""The API reference, generated from ``__all__``: every public name, always.

``.. cgt-api:: cgt`` documents every public module of the package and its
subpackages (those whose names have no leading underscore): a section for each
subpackage's overview, then one section per module, opened
by its docstring, then every name of its ``__all__``. A name the package
re-exports is documented where users import it from (``cgt.grundy``, not
``cgt.solver.grundy``); the others under their module (``cgt.impartial.bitmask.
grundy_table``). So a name added to an ``__all__`` shows up with no edit to the
docs, and a private helper never does.

References are resolved as Python would resolve the name in the module that
wrote the docstring (see :func:`_resolve`): ``cgt.game.Game`` in a type hint
finds ``cgt.Game``, ``:data:`MAX_TABLE``` in a method of ``cgt.games.HeapGame``
finds ``cgt.games.heap.MAX_TABLE``, and ``:meth:`periodicity``` in a subclass
finds the method documented on its base class.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
import types
from typing import Any, Optional

from docutils.nodes import Element, Node
from docutils.statemachine import StringList
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.ext.napoleon.docstring import NumpyDocstring
from sphinx.environment import BuildEnvironment
from sphinx.pycode import ModuleAnalyzer
from sphinx.util.docutils import SphinxDirective
from sphinx.util.parsing import nested_parse_to_nodes

__all__ = ["setup"]

#: Section titles, in page order. A module not listed here comes after these
#: (before the errors), titled by the first line of its docstring.
ORDER = {
    "cgt.solver": "Solving games",
    "cgt.kinds": "Kinds of value",
    "cgt.watch": "Budgets, progress and interrupts",
    "cgt.search": "The search and its cache",
    "cgt.outcomes": "Outcomes and winning moves",
    "cgt.game": "The game protocol",
    "cgt.sums": "Sums of games",
    "cgt.nimbers": "Nimber arithmetic",
    "cgt.impartial": "Impartial theory",
    "cgt.impartial.periodicity": "Periodic Grundy sequences",
    "cgt.impartial.sequence": "Grundy sequences of heap games",
    "cgt.impartial.sparse": "Long sequences: the sparse-space fill",
    "cgt.impartial.checkpoint": "Checkpoints",
    "cgt.impartial.bitmask": "The bitmask engine",
    "cgt.impartial.bitmask_engine": "The bitmask engine's machinery",
    "cgt.misere": "Misère play",
    "cgt.misere.genus": "The genus and the table of misère forms",
    "cgt.misere.canonical": "Misère canonical forms",
    "cgt.misere.notation": "CGSuite's misère notation",
    "cgt.misere.forms": "Operations on misère forms",
    "cgt.misere.quotient": "Misère quotients",
    "cgt.loopy": "Loopy games",
    "cgt.loopy.impartial": "Loopy impartial games",
    "cgt.partizan": "Partizan games",
    "cgt.partizan.values": "Canonical forms",
    "cgt.partizan.notation": "CGSuite notation",
    "cgt.partizan.reader": "The one reader of values",
    "cgt.partizan.thermograph": "Thermographs and cooling",
    "cgt.partizan.engine": "The partizan engine",
    "cgt.partizan.sensible": "Sensible options and lines",
    "cgt.partizan.tables": "Tables of values",
    "cgt.games": "The game catalogue",
    "cgt.games.heap": "Heap games",
    "cgt.games.heap.nim": "Nim",
    "cgt.games.heap.base": "The heap-game base class",
    "cgt.games.heap.octal": "Octal games and Grundy's game",
    "cgt.games.heap.subtraction": "Subtraction games",
    "cgt.games.heap.catalogue": "Heap games by name",
    "cgt.games.strip": "Strip games",
    "cgt.games.strip.staircase": "Staircase Nim and jump-chess rows",
    "cgt.games.strip.jumpchess": "Jump chess",
    "cgt.games.strip.kayles_strip": "Kayles on a strip",
    "cgt.games.grid": "Grid games",
    "cgt.games.graph": "Graph games",
    "cgt.widgets": "Notebook widgets",
    "cgt.widgets.board": "The board widget",
    "cgt.widgets.explorer": "The explorer",
    "cgt.widgets.analysis": "The analysis pane",
    "cgt.widgets.view": "Positions as the board widget draws them",
    "cgt.widgets.base": "What the widgets share",
    "cgt.census": "Census of a family of heap games",
    "cgt.cli": "The cgt command",
    "cgt.cli.contest": "Contest input (HDU 5724)",
    "cgt.errors": "Errors",
}


def _public_modules(packages: list[str]) -> list[types.ModuleType]:
    """The packages' public modules, subpackages' included (not the packages themselves), in page order."""
    names = [
        info.name
        for package in packages
        for info in pkgutil.walk_packages(importlib.import_module(package).__path__, package + ".")
        if not info.ispkg and not any(part.startswith("_") for part in info.name.split("."))
    ]
    keys = list(ORDER)

    def key(name: str) -> tuple[int, int, str]:
        if name == "cgt.errors":
            return (2, 0, name)
        return (0, keys.index(name), name) if name in keys else (1, 0, name)

    return [importlib.import_module(name) for name in sorted(names, key=key)]


def _documented_name(module: types.ModuleType, name: str) -> str:
    """Where `name` of `module`'s ``__all__`` is documented: the outermost package re-exporting it."""
    found = f"{module.__name__}.{name}"
    parts = module.__name__.split(".")
    for i in range(len(parts) - 1, 0, -1):
        # A subpackage in between need not list it (cgt.games.heap): cgt.games does.
        package = sys.modules.get(".".join(parts[:i]))
        if name in getattr(package, "__all__", ()) and getattr(package, name) is getattr(module, name):
            found = f"{package.__name__}.{name}"
    return found


def _title(module: types.ModuleType) -> str:
    if module.__name__ in ORDER:
        return ORDER[module.__name__]
    return (inspect.getdoc(module) or module.__name__).splitlines()[0].rstrip(".")


def _data_entry(fullname: str, obj: object, module: types.ModuleType, name: str) -> str:
    # autodata would look for the '#:' comment in the package __init__ and fall
    # back to the docstring of the value's class: read the defining module.
    comment = ModuleAnalyzer.for_module(module.__name__).find_attr_docs().get(("", name), [])
    if isinstance(obj, type):
        value = f"{obj.__module__}.{obj.__qualname__}"
    else:
        value = repr(obj).replace("typing.", "")
    modname, _, short = fullname.rpartition(".")
    body = "".join(f"   {line}\n" for line in comment)
    return f".. py:data:: {short}\n   :module: {modname}\n   :value: {value}\n\n{body}\n"


def _entry(module: types.ModuleType, name: str) -> str:
    obj = getattr(module, name)
    fullname = _documented_name(module, name)
    if getattr(obj, "__name__", name) != name:
        # An alias (Position = Hashable): document the name, not the class it names.
        return _data_entry(fullname, obj, module, name)
    if isinstance(obj, type) and issubclass(obj, BaseException):
        return f".. autoexception:: {fullname}\n   :members:\n   :show-inheritance:\n\n"
    if isinstance(obj, type):
        return f".. autoclass:: {fullname}\n   :members:\n\n"
    if inspect.isroutine(obj):
        return f".. autofunction:: {fullname}\n\n"
    return _data_entry(fullname, obj, module, name)


class CgtApi(SphinxDirective):
    """``.. cgt-api:: <package> ...``: a section for each public module of the packages."""

    required_arguments = 1
    optional_arguments = 10

    def run(self) -> list[Node]:
        packages = [importlib.import_module(name) for name in self.arguments]
        text = StringList()

        def add(chunk: str, module: types.ModuleType) -> None:
            # Warnings then point at the module whose docstring is at fault.
            source = f"{inspect.getfile(module)}:docstring of {module.__name__}"
            for i, line in enumerate(chunk.splitlines()):
                text.append(line, source, i)

        for package in packages:
            if package.__name__ not in ORDER:
                add(f".. py:module:: {package.__name__}\n\n", package)
        covered = set()
        opened = set()
        for module in _public_modules([p.__name__ for p in packages]):
            names = getattr(module, "__all__", ())
            if not names:
                continue
            parent = module.__name__.rpartition(".")[0]
            if parent in ORDER and parent not in opened:
                # A sub-package with a title of its own: a section for its overview.
                opened.add(parent)
                package = sys.modules[parent]
                title = ORDER[parent]
                doc = NumpyDocstring(inspect.getdoc(package) or "", self.config, what="module", name=parent)
                add(f"{title}\n{'-' * len(title)}\n\n.. py:module:: {parent}\n\n{doc}\n\n", package)
            self.env.note_dependency(inspect.getfile(module))
            title = _title(module)
            # A module whose package re-exports a function of the same name (cgt.census) is
            # not indexed: the name belongs to the function, as `import cgt` users see it.
            parent, _, short = module.__name__.rpartition(".")
            shadowed = not isinstance(getattr(sys.modules[parent], short, module), types.ModuleType)
            options = "   :no-index:\n" if shadowed else ""
            add(f"{title}\n{'-' * len(title)}\n\n.. py:module:: {module.__name__}\n{options}\n", module)
            # Module docstrings are numpydoc too ("Notes", "Examples"): let
            # napoleon turn their sections into rubrics, not page sections.
            doc = NumpyDocstring(inspect.getdoc(module) or "", self.config, what="module", name=module.__name__)
            add(f"{doc}\n\n", module)
            add("".join(_entry(module, name) for name in names), module)
            covered.update(_documented_name(module, name) for name in names)
        for package in packages:
            # Defined in the package's __init__ itself, or listed by no module.
            rest = [
                name
                for name in package.__all__
                if not isinstance(getattr(package, name), types.ModuleType)
                and _documented_name(package, name) not in covered
            ]
            if rest:
                title = f"More in {package.__name__}"
                add(f"{title}\n{'-' * len(title)}\n\n.. currentmodule:: {package.__name__}\n\n", package)
                add("".join(_entry(package, name) for name in rest), package)
        return nested_parse_to_nodes(self.state, text, allow_section_headings=True)


def _documented(target: str) -> list[str]:
    """Where the object a dotted path through a cgt module names may be documented.

    ``cgt.solver.grundy`` -> ``cgt.grundy``; ``cgt.games.heap.HeapGame.x`` ->
    ``cgt.games.HeapGame.x``, then the same attribute on each base class (it
    may be inherited); a name merely imported into a module is followed to
    the module that defines it. Empty if the path is not a cgt object.
    """
    parts = target.split(".")
    for i in range(len(parts) - 1, 0, -1):
        module = sys.modules.get(".".join(parts[:i]))
        if module is None or not module.__name__.startswith("cgt"):
            continue
        name, rest = parts[i], parts[i + 1 :]
        obj = getattr(module, name, None)
        if name in getattr(module, "__all__", ()):
            found = [".".join([_documented_name(module, name), *rest])]
            if isinstance(obj, type) and rest:
                for base in obj.__mro__[1:]:
                    found += _documented(".".join([base.__module__, base.__qualname__, *rest]))
            return found
        home = getattr(obj, "__module__", None)
        if obj is not None and home and home != module.__name__:
            return _documented(".".join([home, name, *rest]))
        return []
    return []


def _candidates(node: pending_xref) -> list[str]:
    """Where the target of `node` may be documented, most likely first."""
    target = node["reftarget"]
    found = _documented(target)
    obj: Any = sys.modules.get(node.get("py:module") or "")
    for attr in (node.get("py:class") or "").split("."):
        obj = getattr(obj, attr, None) if attr else obj
    if isinstance(obj, type):
        # The docstring was written in the class's module, about the class.
        found += _documented(f"{obj.__module__}.{obj.__qualname__}.{target}")
        found += _documented(f"{obj.__module__}.{target}")
    elif obj is not None:
        found += _documented(f"{obj.__name__}.{target}")
    return [f for f in dict.fromkeys(found) if f != target]


def _resolve(app: Sphinx, env: BuildEnvironment, node: pending_xref, contnode: Element) -> Optional[Element]:
    if node.get("refdomain") != "py":
        return None
    domain: Any = env.get_domain("py")
    for candidate in _candidates(node):
        resolved = domain.resolve_xref(env, node["refdoc"], app.builder, node["reftype"], candidate, node, contnode)
        if resolved is not None:
            return resolved  # type: ignore[no-any-return]
    return None


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("cgt-api", CgtApi)
    app.connect("missing-reference", _resolve)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
