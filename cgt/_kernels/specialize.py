"""Compile a template once per set of callees, cached on disk: the way a kernel calls a ruleset's jitted code.

numba cannot cache (``cache=True``) a function that receives a jitted
function as an argument or from a closure (the callee is a run-time address,
a "dynamic global"), but it can cache one that calls a jitted function it
finds among its globals. So :func:`specialized` copies a template with the
callees as its globals, under a qualified name carrying a hash of the
callees' source files: the disk cache then holds one entry per set of
callees, and editing a callee gives the copy a new entry instead of a stale
one. The call is direct, so LLVM inlines the callee, as a C compiler would.
"""

from __future__ import annotations

import hashlib
import inspect
import types
from typing import Any, Callable

import numba

__all__ = ["specialized", "source_hash"]

_made: dict[tuple[Any, ...], Callable[..., Any]] = {}


def source_hash(*kernels: Any) -> str:
    """Return a short hash of the jitted `kernels`' names and whole source files (a kernel may call helpers beside it)."""
    digest = hashlib.sha1()
    for kernel in kernels:
        func = kernel.py_func
        digest.update(f"{func.__module__}.{func.__qualname__}".encode())
        try:
            with open(inspect.getfile(func), "rb") as source:
                digest.update(source.read())
        except (OSError, TypeError):  # no source file (defined interactively): hash the bytecode
            code = func.__code__
            digest.update(code.co_code + repr((code.co_consts, code.co_names)).encode())
    return digest.hexdigest()[:12]


def specialized(template: Callable[..., Any], tag: str, *, parallel: bool = False, nogil: bool = False,
                **callees: Any) -> Callable[..., Any]:
    """Return `template` compiled with `callees` (jitted functions) as its globals; once per process and set.

    `tag` names the copy (with the callees' source hash) in numba's cache;
    `nogil` releases the GIL while it runs (a search in a worker thread).
    """
    key = (template, parallel, nogil, *sorted(callees.items()))
    made = _made.get(key)
    if made is None:
        env = dict(template.__globals__)
        for name, kernel in callees.items():
            # numba cannot lower a generator it loaded from its disk cache into a
            # new caller (KeyError in get_generator_impl): the copy calls one
            # compiled here. The copy itself is cached, callee included.
            env[name] = numba.njit(kernel.py_func) if inspect.isgeneratorfunction(kernel.py_func) else kernel
        func = types.FunctionType(template.__code__, env, template.__name__)
        name = "".join(c if c.isalnum() else "_" for c in tag)
        func.__qualname__ = f"{template.__name__}_{name}_{source_hash(*callees.values())}"
        made = _made[key] = numba.njit(cache=True, parallel=parallel, nogil=nogil)(func)
    return made
