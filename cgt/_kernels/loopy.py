"""The survival game of :mod:`cgt._kernels.survival`, compiled (``import cgt`` must not import numba).

Kernels take int arrays only; :func:`cgt.loopy.graphs.survival_table`
validates nothing (its graphs are the library's own) and calls this for
tables of :data:`cgt.loopy.graphs.COMPILED_STATES` states or more.
"""

from __future__ import annotations

import numba

from .survival import survival_fill

__all__ = ["survival_fill_compiled"]

survival_fill_compiled = numba.njit(cache=True)(survival_fill)
