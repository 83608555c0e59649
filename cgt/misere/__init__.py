"""Misère play: the genus, misère canonical forms, tame sums, misère Nim and quotients.

* :mod:`cgt.misere.genus`: the genus of a position (Conway), the table of
  misère canonical forms, tame sums and misère Nim.
* :mod:`cgt.misere.canonical`: misère canonical forms as objects
  (:class:`MisereCanonicalForm`), printed and read as CGSuite does, and the
  forms born by day n.
* :mod:`cgt.misere.quotient`: misère quotients of heap games (Plambeck and
  Siegel).
* :mod:`cgt.misere.partizan`: partizan games under misère play as game trees
  (:class:`MisereGame`), compared and reduced modulo the dicot, general and dead-ending universes, and
  misère simplest forms of positions (:func:`misere_simplest_form`).
* :mod:`cgt.misere.general`: comparison and simplest forms modulo every
  short game, the general universe (Siegel).
* :mod:`cgt.misere.dead_ending`: their comparison and reduced forms modulo
  the dead-ending universe (``universe="dead-ending"``).
* :mod:`cgt.misere.augmented`: Siegel's augmented forms (tombstones) and
  simplest forms modulo the dicot and dead-ending universes
  (:func:`simplest_form`).

Misère Grundy values of any game, and misère outcomes of partizan
positions, come from the core solver (:func:`cgt.misere_value`,
``misere=True``).
"""

from .._lazy import lazy_names
from .genus import MISERE_FORM, Genus, genus, misere_nim_outcome, misere_nim_value, misere_nim_winning_moves

__getattr__, __dir__ = lazy_names(__name__, globals(), {
    ".canonical": ("canonical", "MisereCanonicalForm", "misere_canonical_form", "misere_forms_born_by",
                   "count_misere_forms_born_by"),
    ".notation": ("notation", "parse_misere_form", "read_misere_form", "misere_text"),
    ".forms": ("forms",),
    ".quotient": ("quotient", "MisereQuotient", "misere_quotient", "MAX_ORDER"),
    ".partizan": ("partizan", "MisereGame"),
    ".general": ("general", "general_ge", "general_simplest_form"),
    ".dead_ending": ("dead_ending",),
    ".augmented": ("augmented", "AugmentedForm", "simplest_form", "misere_simplest_form"),
})

__all__ = [
    "Genus",
    "MISERE_FORM",
    "genus",
    "misere_nim_value",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
    "MisereCanonicalForm",
    "misere_canonical_form",
    "misere_forms_born_by",
    "count_misere_forms_born_by",
    "parse_misere_form",
    "misere_text",
    "read_misere_form",
    "MisereQuotient",
    "misere_quotient",
    "MAX_ORDER",
    "MisereGame",
    "misere_simplest_form",
    "general_ge",
    "general_simplest_form",
    "AugmentedForm",
    "simplest_form",
]
