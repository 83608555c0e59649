"""cgt: combinatorial game theory for Python.

A game is any object with ``options(position)``; cgt gives its Grundy values,
outcomes and winning moves, sums of games, and a catalogue of classic games.

>>> import cgt
>>> cgt.grundy(cgt.games.Nim(), (3, 5, 7))
1
"""

from . import bitmask, contest, games, staircase
from .census import CensusProgress, CensusRow, census, census_summary, expand_pattern, read_census, subtraction_sets
from .errors import (
    CensusFileError,
    CgtError,
    ContestInputError,
    InvalidOctalCodeError,
    InvalidPositionError,
    InvalidValueError,
    LoopyGameError,
    NotAGameError,
    UnhashablePositionError,
    SchedulerUnreachableError,
    UnknownGameError,
)
from .game import Game, OptionsOnly, Outcome, Position
from .nimbers import mex, nim_product, nim_sum
from .periodicity import Periodicity
from .solver import (
    GRUNDY,
    MISERE,
    Kind,
    clear_cache,
    evaluate,
    grundy,
    grundy_cache,
    misere_value,
    outcome,
    winning_move,
    winning_moves,
)
from .sums import Sum

__version__ = "0.1.0"

__all__ = [
    "bitmask",
    "contest",
    "games",
    "staircase",
    "CgtError",
    "ContestInputError",
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
    "Periodicity",
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
