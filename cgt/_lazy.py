"""Names of a package imported on first use, so that ``import cgt`` stays fast.

A package lists the names it re-exports from modules that most programs never
need (the partizan engine, the census, misere quotients...); they are imported
on first access (PEP 562 module ``__getattr__``) and then kept like any other.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable

__all__ = ["lazy_names"]


def lazy_names(
    package: str, namespace: dict[str, Any], modules: dict[str, tuple[str, ...]]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """Return the ``__getattr__`` and ``__dir__`` of `package` for `modules`: module -> its names.

    A module's own name among its names stands for the module itself (a package
    that should also be callable, as ``cgt.census``, makes itself so).
    """
    where = {name: module for module, names in modules.items() for name in names}

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        imported = import_module(module, package)
        for each in modules[module]:
            own = module.rpartition(".")[2] == each
            namespace[each] = imported if own else getattr(imported, each)
        return namespace[name]

    def __dir__() -> list[str]:
        # The public names, not the submodules and helpers that importing binds in the package.
        return sorted(namespace.get("__all__", ()))

    return __getattr__, __dir__
