"""cgt: combinatorial game theory for Python.

A game is any object with ``options(position)``; cgt gives its Grundy values,
outcomes and winning moves, sums of games, and a catalogue of classic games.

>>> import cgt
>>> cgt.grundy(cgt.games.Nim(), (3, 5, 7))
1
"""

from . import games
from ._lazy import lazy_names
from .errors import (
    CensusFileError,
    CgtError,
    ContestInputError,
    GraphTooLargeError,
    InvalidNotationError,
    InvalidOctalCodeError,
    InvalidPositionError,
    InvalidValueError,
    LoopyGameError,
    MissingExtraError,
    NotAGameError,
    NotAValueError,
    UnhashablePositionError,
    SchedulerUnreachableError,
    WorkersUnavailableError,
    UnknownGameError,
)
from .errors import CheckpointError
from .game import Game, OptionsOnly, Outcome, Position, is_partizan
from .nimbers import (
    mex,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_product,
    nim_sqrt,
    nim_sum,
)
from .solver import (
    GRUNDY,
    MISERE,
    Kind,
    SearchProgress,
    clear_cache,
    evaluate,
    grundy,
    grundy_cache,
    misere_value,
)
from .sums import Sum

from .outcomes import outcome, winning_move, winning_moves

# Imported on first use: most programs need none of these, and import cgt stays fast
# (it imports neither numpy nor numba). The subpackages are the theories: impartial/,
# misere/, loopy/, partizan/, census/, cli/ (docs/architecture.rst draws the layers).
__getattr__, __dir__ = lazy_names(__name__, globals(), {
    ".impartial": ("impartial",),
    ".impartial.periodicity": ("Periodicity",),
    ".impartial.lenstra": ("lenstra_q_set", "lenstra_excess"),
    ".census": ("census", "census_summary", "expand_pattern", "read_census", "subtraction_sets",
                "CensusProgress", "CensusRow"),
    ".loopy": ("loopy",),
    ".misere": ("misere", "Genus", "genus"),
    ".partizan": ("partizan", "CanonicalForm", "number", "star", "switch", "up", "tiny", "miny"),
    ".partizan.engine": ("CANONICAL_FORM", "canonical_form"),
    ".partizan.sensible": ("sensible_options", "sensible_left_options", "sensible_right_options",
                           "sensible_lines"),
    ".partizan.tables": ("Table", "periodic_table", "values_table"),
    ".partizan.outcome_search": ("solve", "Solution", "SolveProgress"),
    ".cli": ("cli",),
    # The modules' homes before the layout of version 0.2, kept for one release.
    ".impartial.bitmask": ("bitmask",),
    ".impartial.sparse": ("sparse",),
    ".games.strip.staircase": ("staircase",),
    ".misere.quotient": ("quotient", "MisereQuotient", "misere_quotient"),
    ".cli.contest": ("contest",),
})

__version__ = "0.1.0"

__all__ = [
    "impartial",
    "games",
    "loopy",
    "misere",
    "CheckpointError",
    "CgtError",
    "ContestInputError",
    "GraphTooLargeError",
    "InvalidOctalCodeError",
    "InvalidPositionError",
    "InvalidValueError",
    "LoopyGameError",
    "MissingExtraError",
    "NotAGameError",
    "UnhashablePositionError",
    "UnknownGameError",
    "Game",
    "OptionsOnly",
    "Outcome",
    "Position",
    "mex",
    "nim_product",
    "nim_sum",
    "nim_inverse",
    "nim_divide",
    "nim_sqrt",
    "nim_power",
    "lenstra_q_set",
    "lenstra_excess",
    "Genus",
    "genus",
    "Periodicity",
    "MisereQuotient",
    "misere_quotient",
    "GRUNDY",
    "MISERE",
    "Kind",
    "SearchProgress",
    "clear_cache",
    "evaluate",
    "grundy",
    "misere_value",
    "grundy_cache",
    "outcome",
    "winning_moves",
    "winning_move",
    "Sum",
    "partizan",
    "InvalidNotationError",
    "NotAValueError",
    "CanonicalForm",
    "number",
    "star",
    "up",
    "switch",
    "tiny",
    "miny",
    "CANONICAL_FORM",
    "canonical_form",
    "sensible_options",
    "sensible_left_options",
    "sensible_right_options",
    "sensible_lines",
    "solve",
    "Solution",
    "SolveProgress",
    "Table",
    "periodic_table",
    "values_table",
    "is_partizan",
    "census",
    "census_summary",
    "expand_pattern",
    "read_census",
    "subtraction_sets",
    "CensusProgress",
    "CensusRow",
    "CensusFileError",
    "SchedulerUnreachableError",
    "WorkersUnavailableError",
]
