"""cgt: combinatorial game theory for Python.

A game is any object with ``options(position)``; cgt gives its Grundy values,
outcomes and winning moves, sums of games, and a catalogue of classic games.

>>> import cgt
>>> cgt.grundy(cgt.games.Nim(), (3, 5, 7))
1
"""

from . import bitmask, contest, games, loopy, misere, partizan, quotient, sparse, staircase
from .census import CensusProgress, CensusRow, census, census_summary, expand_pattern, read_census, subtraction_sets
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
    NotAGameError,
    NotAValueError,
    UnhashablePositionError,
    SchedulerUnreachableError,
    UnknownGameError,
)
from .errors import CheckpointError
from .game import Game, OptionsOnly, Outcome, Position
from .nimbers import mex, nim_product, nim_sum
from .misere import Genus, genus
from .partizan import CanonicalForm, number, star, switch, up
from .periodicity import Periodicity
from .quotient import MisereQuotient, misere_quotient
from .solver import (
    GRUNDY,
    MISERE,
    Kind,
    clear_cache,
    evaluate,
    grundy,
    grundy_cache,
    misere_value,
)
from .sums import Sum

from .partizan.engine import CANONICAL_FORM, canonical_form, is_partizan
from .outcomes import outcome, winning_move, winning_moves

__version__ = "0.1.0"

__all__ = [
    "bitmask",
    "contest",
    "games",
    "loopy",
    "misere",
    "quotient",
    "staircase",
    "sparse",
    "CheckpointError",
    "CgtError",
    "ContestInputError",
    "GraphTooLargeError",
    "InvalidOctalCodeError",
    "InvalidPositionError",
    "InvalidValueError",
    "LoopyGameError",
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
    "Genus",
    "genus",
    "Periodicity",
    "MisereQuotient",
    "misere_quotient",
    "GRUNDY",
    "MISERE",
    "Kind",
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
    "CANONICAL_FORM",
    "canonical_form",
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
]
