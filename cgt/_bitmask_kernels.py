"""numba kernels of the bitmask engine: the table fill and two move kernels.

Private module, imported lazily by :mod:`cgt.bitmask` (``import cgt`` must not
import numba).

A *move kernel* is an ``@numba.njit`` function ``kernel(mask, width, slot)``
over ``int64`` values: it returns the option (a mask) that move number `slot`
makes from `mask`, or ``-1`` when that move is not available. The moves of a
mask are then ``slot = 0 .. slots-1`` (``slots`` is declared by the ruleset),
so a kernel needs no buffer and cannot write out of bounds.

Why the fill is specialised per kernel by copying a template: numba cannot
cache (``cache=True``) a function that receives a jitted function as an
argument or from a closure (the callee is a run-time address, a "dynamic
global"), but it can cache one that calls a jitted function it finds among its
globals. So :func:`_specialize` builds, once per kernel and process, a copy of
:func:`_fill_template` whose global ``_kernel`` is that kernel, under a
qualified name carrying a hash of the kernel's source: the on-disk cache then
holds one entry per kernel, and editing a kernel gives its fill a new entry
instead of a stale one. The call is direct, so LLVM inlines the kernel into the
loop, as a C compiler would.
"""

from __future__ import annotations

import hashlib
import inspect
import types
from typing import Any, Callable

import numba
import numpy as np

__all__: list[str] = []

#: Status codes returned by a fill.
_OK, _BAD_ORDER, _TOO_LARGE = 0, 1, 2


@numba.njit(cache=True)
def _jump_chess_move(mask: int, width: int, slot: int) -> int:
    # Move the piece on bit `slot` to the first empty bit above it.
    if not (mask >> slot) & 1:
        return -1
    free = ~mask & -(np.int64(2) << slot)  # empty cells above the piece
    target = free & -free  # the lowest of them
    if target >= np.int64(1) << width:
        return -1
    return (mask ^ (np.int64(1) << slot)) | target


@numba.njit(cache=True)
def _kayles_strip_move(mask: int, width: int, slot: int) -> int:
    # Slots 0..width-1 knock down one pin, slots width.. two adjacent pins.
    if slot < width:
        pins = np.int64(1) << slot
    else:
        pins = np.int64(3) << (slot - width)
    return mask ^ pins if mask & pins == pins else -1


_kernel: Any = None  # replaced by the kernel in each copy made by _specialize


def _fill_template(
    width: int, slots: int, grows: bool, table: np.ndarray, info: np.ndarray, start: int, stop: int
) -> int:
    # Fills steps start..stop-1 of the solving order, so a caller can report
    # progress between chunks.
    n = np.int64(1) << width
    # seen[v] == mask + 1 marks value v as taken by an option of mask: no
    # clearing between masks. An option's value is at most `slots`.
    seen = np.zeros(slots + 2, np.int64)
    for t in range(start, stop):
        mask = n - 1 - t if grows else np.int64(t)
        mark = mask + 1
        for slot in range(slots):
            option = _kernel(mask, width, slot)
            if option < 0:
                continue
            # Checked at every width: a wrong order would read unsolved
            # entries, and an option out of range would read out of bounds.
            if (option <= mask or option >= n) if grows else option >= mask:
                info[0] = mask
                info[1] = option
                return _BAD_ORDER
            seen[table[option]] = mark
        g = 0
        while seen[g] == mark:
            g += 1
        if g > 255:
            info[0] = mask
            info[1] = g
            return _TOO_LARGE
        table[mask] = g
    return _OK


_fills: dict[Any, Callable[..., int]] = {}


def _source_hash(kernel: Any) -> str:
    # The whole source file: a kernel may call helpers defined next to it.
    func = kernel.py_func
    digest = hashlib.sha1(f"{func.__module__}.{func.__qualname__}".encode())
    try:
        with open(inspect.getfile(func), "rb") as source:
            digest.update(source.read())
    except (OSError, TypeError):  # no source file (defined interactively): hash the bytecode
        code = func.__code__
        digest.update(code.co_code + repr((code.co_consts, code.co_names)).encode())
    return digest.hexdigest()[:12]


def _specialize(kernel: Any) -> Callable[..., int]:
    """Return the jitted fill of `kernel` (compiled, or loaded from the disk cache, once)."""
    fill = _fills.get(kernel)
    if fill is None:
        template = _fill_template
        env = dict(template.__globals__, _kernel=kernel)
        func = types.FunctionType(template.__code__, env, template.__name__)
        name = "".join(c if c.isalnum() else "_" for c in kernel.py_func.__qualname__)
        func.__qualname__ = f"_fill_{name}_{_source_hash(kernel)}"
        fill = _fills[kernel] = numba.njit(cache=True)(func)
    return fill
