"""The survival and onside games of :mod:`cgt._kernels.survival`, compiled (``import cgt`` must not import numba).

Kernels take int arrays only; :func:`cgt.loopy.graphs.survival_table` and
:func:`cgt.loopy.graphs.onside_table` validate nothing (their graphs are the
library's own) and call these for tables of :data:`cgt.loopy.graphs.COMPILED_STATES` states or more.
"""

from __future__ import annotations

import numba

from .survival import onside_fill, survival_fill

__all__ = ["survival_fill_compiled", "onside_fill_compiled"]

survival_fill_compiled = numba.njit(cache=True)(survival_fill)
onside_fill_compiled = numba.njit(cache=True)(onside_fill)
