"""Impartial theory beyond the core solver: periodicity, long sequences, the bitmask engine.

* :mod:`cgt.impartial.periodicity`: ultimately periodic Grundy sequences and
  their proofs (:class:`~cgt.Periodicity`).
* :mod:`cgt.impartial.sparse`: the chunked and sparse-space fills of long
  Grundy sequences of heap games.
* :mod:`cgt.impartial.checkpoint`: ``.npy`` checkpoints of those sequences.
* :mod:`cgt.impartial.bitmask`: a compiled engine for games on a strip of cells
  encoded as an int mask, and its :class:`~cgt.impartial.bitmask.BitmaskGame`
  base class.
* :mod:`cgt.impartial.lenstra`: Lenstra's Q-sets and excesses, the constants of
  the transfinite nim field (pure Python).

The other modules import numpy (and, when a kernel runs, numba), so this package
imports none of them until one of its names is used.
"""

from .._lazy import lazy_names

__getattr__, __dir__ = lazy_names(__name__, globals(), {
    ".periodicity": ("periodicity", "Periodicity", "find_periodicity"),
    ".sparse": ("sparse",),
    ".bitmask": ("bitmask", "BitmaskGame", "grundy_table"),
    ".checkpoint": ("checkpoint",),
    ".lenstra": ("lenstra", "lenstra_q_set", "lenstra_excess"),
})

__all__ = ["Periodicity", "find_periodicity", "BitmaskGame", "grundy_table", "lenstra_q_set", "lenstra_excess"]
