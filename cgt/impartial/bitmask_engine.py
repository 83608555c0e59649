"""The bitmask engine's machinery: checking a kernel and its declarations, and filling the table.

:func:`cgt.impartial.bitmask.grundy_table` and
:class:`~cgt.impartial.bitmask.BitmaskGame` validate their arguments here
(:func:`check_spec`) and fill here (:func:`fill_table`); the kernels themselves
are in ``cgt._kernels.bitmask``, imported when a table is first filled.
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Iterable
from operator import index
from typing import Any, Callable, NamedTuple, Optional

import numpy as np

from ..watch import available_memory, format_bytes
from ..errors import InvalidValueError, NotAGameError

__all__ = [
    "Progress",
    "MAX_TABLE_WIDTH",
    "PARALLEL_MIN_WIDTH",
    "ORDERS",
    "Spec",
    "check_table_width",
    "check_spec",
    "threads_of",
    "fill_table",
    "fill_error",
    "compile_error",
]

#: A progress callback: called as ``progress(done, total)`` with counts of masks.
Progress = Callable[[int, int], None]

#: Masks are numba ``int64`` values, so a table covers at most 62 columns
#: (long before that, the memory check refuses).
MAX_TABLE_WIDTH = 62

#: Narrower tables are filled serially whatever ``workers`` says.
PARALLEL_MIN_WIDTH = 16

ORDERS = ("grows", "shrinks")

#: Ranks (sums of weights) above this are refused: the engine keeps a count per rank.
_MAX_RANK = 1 << 24


def check_table_width(width: object, where: str = "grundy_table") -> int:
    """Check that a table of ``2**width`` masks can be made here, and return the width.

    Called by :func:`~cgt.impartial.bitmask.grundy_table` before any work; callers that do slow
    preparations first (a command line opening its output file) can call it
    earlier.

    Parameters
    ----------
    width : int
        Number of cells.
    where : str, optional
        Where the width came from, for the error message.

    Returns
    -------
    int
        `width`, as an int.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer in ``0 .. 62``, or if its table (one
        byte per mask) needs more memory than is available; the message says
        how much it needs and which widths fit.

    Examples
    --------
    >>> import cgt
    >>> cgt.impartial.bitmask.check_table_width(20)
    20
    >>> cgt.impartial.bitmask.check_table_width(63)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: grundy_table: width 63 is outside 0..62, the widths a table of int64 masks can cover
    """
    if isinstance(width, bool) or not hasattr(type(width), "__index__"):
        raise InvalidValueError(f"{where}: width {width!r} is not an integer")
    w = index(width)  # type: ignore[arg-type]
    if not 0 <= w <= MAX_TABLE_WIDTH:
        raise InvalidValueError(
            f"{where}: width {w} is outside 0..{MAX_TABLE_WIDTH}, the widths a table of int64 masks can cover"
        )
    need = 1 << w
    available = available_memory()
    if available is not None and need > available:
        fits = max(available.bit_length() - 1, 0)
        raise InvalidValueError(
            f"{where}: a table of the 2**{w} masks of width {w} needs {format_bytes(need)} "
            f"(one byte per mask) but only {format_bytes(available)} of memory is available; "
            f"widths up to {fits} fit here"
        )
    return w


def _is_int(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, np.integer))


def _load_kernel(kernel: Any, where: str) -> Any:
    """The numba dispatcher named by `kernel` (a dispatcher, or ``"module:function"``)."""
    if isinstance(kernel, str):
        module, _, name = kernel.partition(":")
        try:
            kernel = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError, ValueError) as error:
            raise NotAGameError(f"{where}: kernel {kernel!r} cannot be imported ({error})") from None
    if not callable(getattr(kernel, "py_func", None)):
        raise NotAGameError(
            f"{where}: kernel {kernel!r} is not a numba.njit function: an options kernel "
            "kernel(mask, width) yielding options, or a move kernel kernel(mask, width, slot) -> int"
        )
    return kernel


_FORMS = {
    "options": "an options kernel kernel(mask, width) yielding int options",
    "levels": "an options kernel kernel(mask, width) yielding int options",
    "moves": "a move kernel kernel(mask, width, slot) -> option or -1 (given slots)",
}


def compile_error(error: Exception, kernel: Any, kind: str, where: str) -> NotAGameError:
    """numba's many-line typing error, as one CgtError naming the kernel and the expected form."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(error))
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    # The first line only names numba's pipeline step; the next one says what failed.
    detail = next((line for line in lines if not line.startswith("Failed in")), lines[0] if lines else "")
    return NotAGameError(
        f"{where}: kernel {kernel.py_func.__name__!r} does not compile as {_FORMS[kind]}: "
        f"numba says: {detail}"
    )


def _bits(value: int, width: int) -> str:
    return f"{value:#0{width + 2}b}" if value >= 0 else str(value)


class Spec(NamedTuple):
    """A checked call of the engine."""

    kernel: Any
    kind: str  # "moves" or "options"
    slots: int  # of a move kernel; 0 for an options kernel
    order: str
    weights: Optional[np.ndarray]


def check_spec(
    kernel: Any,
    width: int,
    order: object,
    slots: object,
    weights: object,
    where: str,
) -> Spec:
    kernel = _load_kernel(kernel, where)
    if order not in ORDERS:
        raise InvalidValueError(f"{where}: order {order!r} is not one of {ORDERS}")
    if slots is None:
        if not inspect.isgeneratorfunction(kernel.py_func):
            raise NotAGameError(
                f"{where}: kernel {kernel.py_func.__name__!r} is not a generator: an options kernel "
                "yields the options of a mask (or give slots=N for a move kernel(mask, width, slot))"
            )
    elif not _is_int(slots) or slots < 0:  # type: ignore[operator]
        raise InvalidValueError(f"{where}: slots {slots!r} is not an integer >= 0")
    w: Optional[np.ndarray] = None
    if weights is not None:
        if slots is not None:
            raise InvalidValueError(f"{where}: weights (a rank for parallel fills) need an options kernel")
        items = list(weights) if isinstance(weights, Iterable) else None
        if items is None or len(items) != width or not all(_is_int(x) and x >= 0 for x in items):
            raise InvalidValueError(
                f"{where}: weights {weights!r} are not {width} integers >= 0, one per cell"
            )
        if sum(items) > _MAX_RANK:
            raise InvalidValueError(f"{where}: weights {items!r} add up to more than {_MAX_RANK}")
        w = np.array(items, np.int64)
    return Spec(kernel, "options" if slots is None else "moves", int(slots or 0), str(order), w)


def threads_of(workers: object, where: str) -> int:
    import numba

    if workers is None:
        return int(numba.config.NUMBA_NUM_THREADS)
    if not _is_int(workers) or workers < 1:  # type: ignore[operator]
        raise InvalidValueError(f"{where}: workers {workers!r} is not None or an integer >= 1")
    return min(int(workers), int(numba.config.NUMBA_NUM_THREADS))  # type: ignore[call-overload]


def _subset_sums(weights: np.ndarray) -> np.ndarray:
    """``sums[s]`` = the sum of ``weights[b]`` over the set bits ``b`` of ``s``."""
    sums = np.zeros(1, np.int64)
    for w in weights:
        sums = np.concatenate([sums, sums + w])
    return sums


def _chunks(sizes: np.ndarray, n: int, progress: Optional[Progress]) -> list[tuple[int, int]]:
    """Split levels of these sizes into runs of about n/100 masks (one run without progress)."""
    if progress is None:
        return [(0, len(sizes))]
    step = max(n // 100, 1 << 16)
    runs, start, done = [], 0, 0
    for i, size in enumerate(sizes.tolist()):
        done += size
        if done >= step or i == len(sizes) - 1:
            runs.append((start, i + 1))
            start, done = i + 1, 0
    return runs


def fill_table(spec: Spec, width: int, threads: int, where: str, progress: Optional[Progress]) -> np.ndarray:
    import numba

    from .._kernels import bitmask as kernels

    n = 1 << width
    table = np.zeros(n, np.uint8)
    info = np.zeros(2, np.int64)
    grows = spec.order == "grows"
    status = kernels.OK
    parallel = spec.weights is not None and threads > 1 and width >= PARALLEL_MIN_WIDTH
    kind = "levels" if parallel else spec.kind
    fill = kernels.specialize(spec.kernel, kind)
    try:
        if parallel:
            assert spec.weights is not None
            # A mask is hi << low | lo; lo parts are bucketed by rank, so a level
            # visits each hi once and, through the bucket, only its own masks.
            high = min(width // 2, 12)
            low = width - high
            lo_rank = _subset_sums(spec.weights[:low])
            hi_rank = _subset_sums(spec.weights[low:])
            lo_sorted = np.argsort(lo_rank, kind="stable").astype(np.int64)
            lo_count = np.bincount(lo_rank)
            lo_start = np.zeros(len(lo_count) + 1, np.int64)
            np.cumsum(lo_count, out=lo_start[1:])
            sizes = np.convolve(lo_count, np.bincount(hi_rank))  # masks of each rank
            levels = np.flatnonzero(sizes).astype(np.int64)
            if grows:
                levels = levels[::-1].copy()
            saved = numba.get_num_threads()
            numba.set_num_threads(threads)
            try:
                done = 0
                for first, last in _chunks(sizes[levels], n, progress):
                    status = fill(width, grows, table, info, low, lo_rank, lo_sorted,
                                  lo_start, hi_rank, levels[first:last], 4 * threads)
                    if status != kernels.OK:
                        break
                    done += int(sizes[levels[first:last]].sum())
                    if progress is not None:
                        progress(done, n)
            finally:
                numba.set_num_threads(saved)
        else:
            chunk = n if progress is None else max(n // 100, 1 << 16)
            for start in range(0, n, chunk):
                stop = min(start + chunk, n)
                args = (width, spec.slots) if kind == "moves" else (width,)
                status = fill(*args, grows, table, info, start, stop)
                if status != kernels.OK:
                    break
                if progress is not None:
                    progress(stop, n)
    except numba.core.errors.NumbaError as error:
        raise compile_error(error, spec.kernel, kind, where) from None
    if status != kernels.OK:
        raise fill_error(status, spec, width, info, where)
    table.flags.writeable = False
    return table


def fill_error(status: int, spec: Spec, width: int, info: np.ndarray, where: str) -> InvalidValueError:
    from .._kernels import bitmask as kernels

    mask, other = (int(x) for x in info)
    origin = f"{where}: from mask {_bits(mask, width)}"
    if status == kernels.TOO_LARGE:
        return InvalidValueError(
            f"{where}: mask {_bits(mask, width)} has Grundy value {other}, "
            "more than the 255 a uint8 table holds"
        )
    if not 0 <= other < 1 << width:
        return InvalidValueError(
            f"{origin}, the kernel returns option {_bits(other, width)}, which is off the board: "
            f"masks of {width} cells are 0 .. 2**{width} - 1"
        )
    more = "larger" if spec.order == "grows" else "smaller"
    if status == kernels.BAD_RANK:
        assert spec.weights is not None

        def rank(m: int) -> int:
            return sum(int(w) for b, w in enumerate(spec.weights) if m >> b & 1)  # type: ignore[arg-type]

        return InvalidValueError(
            f"{origin} of rank {rank(mask)}, option {_bits(other, width)} has rank {rank(other)}: "
            f"the kernel breaks its declared weights, the rank of an option must be {more}"
        )
    return InvalidValueError(
        f"{where}: the kernel breaks its declared order {spec.order!r}: "
        f"from mask {_bits(mask, width)}, option {_bits(other, width)} is not {more}"
    )
