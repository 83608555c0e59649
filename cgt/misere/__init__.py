"""Misère play: the genus, misère canonical forms, tame sums, misère Nim and quotients.

* :mod:`cgt.misere.genus`: the genus of a position (Conway), misère canonical
  forms, tame sums and misère Nim.
* :mod:`cgt.misere.quotient`: misère quotients of heap games (Plambeck and
  Siegel).

Misère Grundy values of any game come from the core solver
(:func:`cgt.misere_value`, ``misere=True``).
"""

from .._lazy import lazy_names
from .genus import MISERE_FORM, Genus, genus, misere_nim_outcome, misere_nim_value, misere_nim_winning_moves

__getattr__, __dir__ = lazy_names(__name__, globals(), {
    ".quotient": ("quotient", "MisereQuotient", "misere_quotient", "MAX_ORDER"),
})

__all__ = [
    "Genus",
    "MISERE_FORM",
    "genus",
    "misere_nim_value",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
    "MisereQuotient",
    "misere_quotient",
    "MAX_ORDER",
]
