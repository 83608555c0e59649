"""numba kernels of the bitmask engine: the table fills and the library's kernels.

Private module, imported lazily by :mod:`cgt.impartial.bitmask` (``import cgt`` must not
import numba).

Two kinds of kernel, over ``int64`` values:

* an *options kernel* is a generator ``kernel(mask, width)`` that yields the
  options of `mask`. A ruleset enumerates its moves as it likes, with bit
  tricks: jump chess finds each block of pieces with one addition, and every
  piece of the block lands on the cell past it; Kayles walks its pins and its
  adjacent pairs of pins. This is the fast form: numba compiles the generator
  into a state machine that LLVM inlines into the fill's loop, so the table
  lookups follow the bit tricks as in a hand-written C loop (a kernel writing
  its options into a buffer and returning their count was measured 1.4x
  slower at width 22, the generator 0.96x the C loop).
* a *move kernel* ``kernel(mask, width, slot) -> option or -1`` answers for
  one move number at a time. The engine asks about every slot of every mask,
  so it is slower (a jump-chess kernel asks about every cell). The move
  kernels below are kept as the independent references the tests check the
  options kernels against.

Why the fills are specialised per kernel by copying a template: see
:mod:`cgt._kernels.specialize` (numba caches a call to a jitted function found
among the globals, not one passed in).

The parallel fill (:func:`_levels_template`) solves the masks level by level
of a *rank*, the sum of per-cell weights over the occupied cells, which every
move changes strictly in the declared direction: masks of one rank cannot
reach each other, so each level is filled in parallel (``numba.prange``), one
barrier per level. A mask is split as ``hi << low_bits | lo``; the ``lo``
parts are bucketed by rank once, so a level visits only its own masks.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Callable

import numba
import numpy as np

from .specialize import specialized

__all__ = ["OK", "BAD_OPTION", "BAD_RANK", "TOO_LARGE", "specialize", "jump_chess_options", "kayles_strip_options", "jump_chess_move", "kayles_strip_move"]

#: Status codes returned by a fill (details in its ``info`` array: the mask and
#: the option, or the mask and its value). A bad option is off the board or
#: breaks the declared order (the caller tells which); a bad rank breaks the
#: declared weights.
OK, BAD_OPTION, BAD_RANK, TOO_LARGE = 0, 1, 2, 3

#: Values are uint8, so a mex is at most 256: stamps for values 0..256.
_SEEN = 257


@numba.njit(cache=True)
def jump_chess_options(mask: int, width: int) -> Iterator[int]:
    # Block by block, low columns first: adding the lowest piece of a block to
    # the mask carries through the block onto the cell just past it, where
    # every piece of the block lands.
    top = np.int64(1) << width
    rest = mask
    while rest:
        low = rest & -rest
        target = (mask + low) & ~mask
        if target >= top:  # this block touches the right edge: no more moves
            break
        block = target - low
        rest ^= block
        base = mask | target
        while block:
            piece = block & -block
            block ^= piece
            yield base ^ piece


@numba.njit(cache=True)
def kayles_strip_options(mask: int, width: int) -> Iterator[int]:
    # One pin, then two adjacent pins (bit c of `pairs`: pins c and c + 1 stand).
    rest = mask
    while rest:
        pin = rest & -rest
        rest ^= pin
        yield mask ^ pin
    pairs = mask & (mask >> 1)
    while pairs:
        pin = pairs & -pairs
        pairs ^= pin
        yield mask ^ (pin * 3)


@numba.njit(cache=True)
def jump_chess_move(mask: int, width: int, slot: int) -> int:
    # Move the piece on bit `slot` to the first empty bit above it.
    if not (mask >> slot) & 1:
        return -1
    free = ~mask & -(np.int64(2) << slot)  # empty cells above the piece
    target = free & -free  # the lowest of them
    if target >= np.int64(1) << width:
        return -1
    return (mask ^ (np.int64(1) << slot)) | target


@numba.njit(cache=True)
def kayles_strip_move(mask: int, width: int, slot: int) -> int:
    # Slots 0..width-1 knock down one pin, slots width.. two adjacent pins.
    if slot < width:
        pins = np.int64(1) << slot
    else:
        pins = np.int64(3) << (slot - width)
    return mask ^ pins if mask & pins == pins else -1


_kernel: Any = None  # replaced by the kernel in each copy made by specialize


@numba.njit(cache=True)
def _legal_range(mask: int, n: int, grows: bool) -> tuple[int, np.uint64]:
    # The options a mask may have lie in low .. low + span - 1: above it and on
    # the board ("grows"), or below it ("shrinks"). `option - low` as unsigned
    # tests both ends with one compare. Checked at every width: an option off
    # the board would read out of bounds, a wrong order unsolved entries.
    low = mask + 1 if grows else np.int64(0)
    return low, np.uint64(n - low if grows else mask)


@numba.njit(cache=True)
def _mex(seen: np.ndarray, mark: int) -> int:
    # seen[v] == mark: value v is taken by an option of the mask being solved
    # (marks are mask + 1, so seen needs no clearing between masks).
    g = 0
    while seen[g] == mark:
        g += 1
    return g


def _moves_template(
    width: int, slots: int, grows: bool, table: np.ndarray, info: np.ndarray, start: int, stop: int
) -> int:
    # Move kernel, serial. Fills steps start..stop-1 of the solving order, so
    # a caller can report progress between chunks.
    n = np.int64(1) << width
    seen = np.zeros(slots + 2, np.int64)  # an option's value is at most `slots`
    for t in range(start, stop):
        mask = n - 1 - t if grows else np.int64(t)
        low, span = _legal_range(mask, n, grows)
        for slot in range(slots):
            option = _kernel(mask, width, slot)
            if option == -1:
                continue
            if np.uint64(option - low) >= span:
                info[0], info[1] = mask, option
                return BAD_OPTION
            seen[table[np.uint64(option)]] = mask + 1
        g = _mex(seen, mask + 1)
        if g > 255:
            info[0], info[1] = mask, g
            return TOO_LARGE
        table[np.uint64(mask)] = g
    return OK


def _options_template(
    width: int, grows: bool, table: np.ndarray, info: np.ndarray, start: int, stop: int
) -> int:
    # Options kernel, serial, in the order of the masks as ints; as _moves_template.
    # The loop is written out in each template: sharing its tail through an
    # njit helper measured 20% slower (width 24).
    n = np.int64(1) << width
    seen = np.zeros(_SEEN, np.int64)
    for t in range(start, stop):
        mask = n - 1 - t if grows else np.int64(t)
        low, span = _legal_range(mask, n, grows)
        for option in _kernel(mask, width):
            if np.uint64(option - low) >= span:
                info[0], info[1] = mask, option
                return BAD_OPTION
            seen[table[np.uint64(option)]] = mask + 1  # unsigned: no negative-index wrap test
        g = _mex(seen, mask + 1)
        if g > 255:
            info[0], info[1] = mask, g
            return TOO_LARGE
        table[np.uint64(mask)] = g
    return OK


def _levels_template(
    width: int,
    grows: bool,
    table: np.ndarray,
    info: np.ndarray,
    low_bits: int,
    lo_rank: np.ndarray,
    lo_sorted: np.ndarray,
    lo_start: np.ndarray,
    hi_rank: np.ndarray,
    levels: np.ndarray,
    chunks: int,
) -> int:
    # Options kernel, parallel: the masks of each rank in `levels` (in solving
    # order), the `hi` parts of a level dealt round-robin to `chunks` tasks.
    n = np.int64(1) << width
    lo_mask = (np.int64(1) << low_bits) - 1
    n_hi = len(hi_rank)
    top_lo = len(lo_start) - 2
    status = np.zeros(chunks, np.int64)
    where = np.zeros((chunks, 2), np.int64)
    for level in levels:
        for c in numba.prange(chunks):
            seen = np.zeros(_SEEN, np.int64)
            hi = np.int64(c)
            while hi < n_hi and status[c] == OK:
                r = level - hi_rank[hi]
                if 0 <= r <= top_lo:
                    for j in range(lo_start[r], lo_start[r + 1]):
                        mask = (hi << low_bits) | lo_sorted[j]
                        for option in _kernel(mask, width):
                            if np.uint64(option) >= np.uint64(n):
                                status[c] = BAD_OPTION
                            elif (lo_rank[option & lo_mask] + hi_rank[option >> low_bits] <= level
                                  if grows else
                                  lo_rank[option & lo_mask] + hi_rank[option >> low_bits] >= level):
                                status[c] = BAD_RANK
                            if status[c] != OK:
                                where[c, 0], where[c, 1] = mask, option
                                break
                            seen[table[np.uint64(option)]] = mask + 1
                        if status[c] != OK:
                            break
                        g = _mex(seen, mask + 1)
                        if g > 255:
                            status[c] = TOO_LARGE
                            where[c, 0], where[c, 1] = mask, g
                            break
                        table[np.uint64(mask)] = g
                hi += chunks
        for c in range(chunks):
            if status[c] != OK:
                info[0], info[1] = where[c, 0], where[c, 1]
                return status[c]
    return OK


_TEMPLATES = {
    "moves": (_moves_template, False),
    "options": (_options_template, False),
    "levels": (_levels_template, True),
}

def specialize(kernel: Any, kind: str = "moves") -> Callable[..., int]:
    """Return the jitted fill `kind` of `kernel` (compiled, or loaded from the disk cache, once)."""
    template, parallel = _TEMPLATES[kind]
    name = kernel.py_func.__qualname__
    return specialized(template, f"{kind}_{name}", parallel=parallel, _kernel=kernel)  # type: ignore[no-any-return]
