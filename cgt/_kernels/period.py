"""The period test's scan, in plain Python: run interpreted on short sequences, compiled on long ones.

Written once here, below both users: :mod:`cgt.impartial.periodicity` runs it
interpreted while numba is not loaded (a short sequence), and
:mod:`cgt._kernels.heap` compiles the same source with numba.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    import numpy as np

__all__ = ["find_period"]


def find_period(values: Union["np.ndarray", list[int]], coef: int, reach: int) -> tuple[int, int]:
    """Return the first ``(n0, p)``, smallest ``p``, that the period test accepts.

    ``n0`` is one past the last ``n`` with ``values[n] != values[n + p]``; the
    pair is accepted when ``coef * (n0 + p) + reach <= len(values)``, i.e. when
    the values a periodicity theorem needs are all known. ``(-1, -1)`` if none.
    Scanning backwards from the end rejects a wrong ``p`` after a few steps.
    """
    n = len(values)
    p = 1
    while coef * p + reach <= n:
        last = -1
        for i in range(n - 1 - p, -1, -1):
            if values[i] != values[i + p]:
                last = i
                break
        if coef * (last + 1 + p) + reach <= n:
            return last + 1, p
        p += 1
    return -1, -1
