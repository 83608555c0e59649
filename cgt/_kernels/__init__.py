"""Compiled kernels: numba and numpy code on ints and arrays, nothing else of cgt.

Each module here is imported by the public wrapper that validates its arguments
(:mod:`cgt.impartial.sparse`, :mod:`cgt.impartial.bitmask`, the heap games'
fills); importing one compiles (or loads from numba's cache) its kernels, so
nothing imports this package until a kernel is needed.
"""

__all__: list[str] = []
