"""Intersphinx without a network: inventories written from a table at build time.

The docs build must run where only the package index is reachable, so the
usual ``objects.inv`` downloads are out. Instead this extension writes small
inventories listing the Python and numpy objects the docs refer to, with their
real addresses, and points ``intersphinx_mapping`` at them. Links in the built
pages still go to docs.python.org and numpy.org.

The build runs with ``nitpicky = True``, so a reference to an object missing
from both the docs and these tables fails it with ``reference target not
found: <name>``: add the name here with its address (as listed in that
project's own ``objects.inv``).
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Optional

from docutils.nodes import Element
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.environment import BuildEnvironment
from sphinx.ext.intersphinx import missing_reference

__all__ = ["setup"]

# (name, domain:role, address relative to the project's root URL)
PYTHON = [
    # builtins
    ("bool", "py:class", "library/functions.html#bool"),
    ("bytes", "py:class", "library/stdtypes.html#bytes"),
    ("callable", "py:function", "library/functions.html#callable"),
    ("dict", "py:class", "library/stdtypes.html#dict"),
    ("float", "py:class", "library/functions.html#float"),
    ("frozenset", "py:class", "library/stdtypes.html#frozenset"),
    ("hash", "py:function", "library/functions.html#hash"),
    ("int", "py:class", "library/functions.html#int"),
    ("int.bit_count", "py:method", "library/stdtypes.html#int.bit_count"),
    ("int.bit_length", "py:method", "library/stdtypes.html#int.bit_length"),
    ("iter", "py:function", "library/functions.html#iter"),
    ("len", "py:function", "library/functions.html#len"),
    ("list", "py:class", "library/stdtypes.html#list"),
    ("object", "py:class", "library/functions.html#object"),
    ("range", "py:class", "library/stdtypes.html#range"),
    ("set", "py:class", "library/stdtypes.html#set"),
    ("str", "py:class", "library/stdtypes.html#str"),
    ("tuple", "py:class", "library/stdtypes.html#tuple"),
    ("type", "py:class", "library/functions.html#type"),
    ("None", "py:data", "library/constants.html#None"),
    ("True", "py:data", "library/constants.html#True"),
    ("False", "py:data", "library/constants.html#False"),
    ("object.__eq__", "py:method", "reference/datamodel.html#object.__eq__"),
    ("object.__hash__", "py:method", "reference/datamodel.html#object.__hash__"),
    ("object.__index__", "py:method", "reference/datamodel.html#object.__index__"),
    ("object.__repr__", "py:method", "reference/datamodel.html#object.__repr__"),
    # exceptions
    ("AttributeError", "py:exception", "library/exceptions.html#AttributeError"),
    ("Exception", "py:exception", "library/exceptions.html#Exception"),
    ("IndexError", "py:exception", "library/exceptions.html#IndexError"),
    ("KeyError", "py:exception", "library/exceptions.html#KeyError"),
    ("MemoryError", "py:exception", "library/exceptions.html#MemoryError"),
    ("OverflowError", "py:exception", "library/exceptions.html#OverflowError"),
    ("RecursionError", "py:exception", "library/exceptions.html#RecursionError"),
    ("RuntimeError", "py:exception", "library/exceptions.html#RuntimeError"),
    ("TypeError", "py:exception", "library/exceptions.html#TypeError"),
    ("ValueError", "py:exception", "library/exceptions.html#ValueError"),
    # collections.abc
    *(
        (f"collections.abc.{name}", "py:class", f"library/collections.abc.html#collections.abc.{name}")
        for name in (
            "Callable", "Collection", "Container", "Generator", "Hashable", "Iterable",
            "Iterator", "Mapping", "MutableMapping", "Sequence", "Set", "Sized",
        )
    ),
    # typing: special forms are data, generic aliases are classes
    *(
        (f"typing.{name}", "py:data", f"library/typing.html#typing.{name}")
        for name in (
            "Any", "Callable", "ClassVar", "Final", "Literal", "NoReturn", "Optional", "Self", "TypeAlias", "Union",
        )
    ),
    *(
        (f"typing.{name}", "py:class", f"library/typing.html#typing.{name}")
        for name in (
            "IO", "Hashable", "Iterable", "Iterator", "Mapping", "NamedTuple", "Protocol", "Sequence", "TextIO",
        )
    ),
    ("typing.overload", "py:function", "library/typing.html#typing.overload"),
    ("typing.runtime_checkable", "py:function", "library/typing.html#typing.runtime_checkable"),
    # other modules
    ("argparse.ArgumentParser", "py:class", "library/argparse.html#argparse.ArgumentParser"),
    ("argparse.Namespace", "py:class", "library/argparse.html#argparse.Namespace"),
    ("io.TextIOBase", "py:class", "library/io.html#io.TextIOBase"),
    ("dataclasses.dataclass", "py:function", "library/dataclasses.html#dataclasses.dataclass"),
    ("doctest", "py:module", "library/doctest.html#module-doctest"),
    ("enum.Enum", "py:class", "library/enum.html#enum.Enum"),
    ("enum.IntEnum", "py:class", "library/enum.html#enum.IntEnum"),
    ("fractions.Fraction", "py:class", "library/fractions.html#fractions.Fraction"),
    ("numbers.Rational", "py:class", "library/numbers.html#numbers.Rational"),
    ("functools.cache", "py:function", "library/functools.html#functools.cache"),
    ("functools.cached_property", "py:function", "library/functools.html#functools.cached_property"),
    ("functools.lru_cache", "py:function", "library/functools.html#functools.lru_cache"),
    ("operator.index", "py:function", "library/operator.html#operator.index"),
    ("os.PathLike", "py:class", "library/os.html#os.PathLike"),
    ("pathlib.Path", "py:class", "library/pathlib.html#pathlib.Path"),
    ("sys.getrecursionlimit", "py:function", "library/sys.html#sys.getrecursionlimit"),
    ("sys.setrecursionlimit", "py:function", "library/sys.html#sys.setrecursionlimit"),
    ("sys.stdin", "py:data", "library/sys.html#sys.stdin"),
    ("sys.stdout", "py:data", "library/sys.html#sys.stdout"),
    ("types.MappingProxyType", "py:class", "library/types.html#types.MappingProxyType"),
    ("weakref.WeakKeyDictionary", "py:class", "library/weakref.html#weakref.WeakKeyDictionary"),
    # glossary
    ("hashable", "std:term", "glossary.html#term-hashable"),
    ("iterable", "std:term", "glossary.html#term-iterable"),
]

NUMPY = [
    ("numpy", "py:module", "reference/index.html#module-numpy"),
    ("numpy.ndarray", "py:class", "reference/generated/numpy.ndarray.html#numpy.ndarray"),
    ("numpy.dtype", "py:class", "reference/generated/numpy.dtype.html#numpy.dtype"),
    ("numpy.typing.NDArray", "py:data", "reference/typing.html#numpy.typing.NDArray"),
    *(
        (f"numpy.{name}", "py:class", f"reference/arrays.scalars.html#numpy.{name}")
        for name in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool_", "intp")
    ),
]

#: Import aliases that survive in type hints autodoc cannot evaluate ("np.ndarray").
ALIASES = {"np": "numpy", "npt": "numpy.typing"}

#: project name -> (root URL of its docs, entries)
INVENTORIES = {
    "python": ("https://docs.python.org/3", PYTHON),
    "numpy": ("https://numpy.org/doc/stable", NUMPY),
}


def _write_inventory(path: Path, project: str, entries: list[tuple[str, str, str]]) -> None:
    # Format v2 of Sphinx's objects.inv: four header lines, then zlib-compressed
    # "name domain:role priority uri dispname" lines ("-": dispname = name).
    header = f"# Sphinx inventory version 2\n# Project: {project}\n# Version: \n"
    header += "# The remainder of this file is compressed using zlib.\n"
    body = "".join(f"{name} {role} 1 {uri} -\n" for name, role, uri in sorted(entries))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header.encode() + zlib.compress(body.encode(), 9))


def _point_intersphinx_at_tables(app: Sphinx, config: Config) -> None:
    folder = Path(app.doctreedir) / "offline-inventories"  # beside the build's state, not in the site
    for project, (url, entries) in INVENTORIES.items():
        path = folder / f"{project}.inv"
        _write_inventory(path, project, entries)
        config.intersphinx_mapping[project] = (url, str(path))


def _resolve_alias(
    app: Sphinx, env: BuildEnvironment, node: pending_xref, contnode: Element
) -> Optional[Element]:
    head, dot, rest = node["reftarget"].partition(".")
    if node.get("refdomain") != "py" or not dot or head not in ALIASES:
        return None
    aliased = node.copy()  # its own attributes: the original keeps its target
    aliased["reftarget"] = f"{ALIASES[head]}.{rest}"
    return missing_reference(app, env, aliased, contnode)


def setup(app: Sphinx) -> dict[str, object]:
    app.setup_extension("sphinx.ext.intersphinx")
    # Before intersphinx (priority 800) normalizes the mapping.
    app.connect("config-inited", _point_intersphinx_at_tables, priority=400)
    app.connect("missing-reference", _resolve_alias)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
