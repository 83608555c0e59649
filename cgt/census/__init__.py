"""Census of a family of heap games: every game solved (period proven) or bounded.

Octal-game research works by census: every game of a family (all two- and
three-digit octal codes, a row of subtraction sets) is run until its period is
proven or it is shown open up to some heap, and the table is published
(Winning Ways, ch. 4; Flammenkamp's pages). :func:`census` is that loop in one
call:

* the family is a code pattern (``"0.??"``: every two-digit octal code;
  ``"0.[1-3]?7"``: ranges and sets in brackets), a list of codes and patterns,
  or subtraction games (:func:`subtraction_sets`);
* each game runs :meth:`~cgt.games.HeapGame.periodicity` in growing steps,
  from a checkpoint of its values, and stops as soon as a period is proven;
  a game still open after a step goes back into the queue from its
  checkpoint, so one long game does not hold a worker for the whole run;
* the games run as tasks on Dask (first steps a few games to a task, later
  steps one game each): an embedded local cluster with one worker process per
  core by default, or an existing cluster (``client=``); or, with
  ``workers=0``, one after another in this process, without Dask;
* each finished game is appended at once to a CSV table; running the same
  census again skips what is finished and extends the open games from their
  checkpoints.

Dask is an optional dependency (``pip install 'cgt-games[census]'``),
imported only when a census runs on it: ``import cgt`` never imports it.

Examples
--------
>>> import cgt
>>> for row in cgt.census(["0.[07]7", "0.6", "0.60", "0.00", "0.137"], upto=1000, workers=0):
...     print(row)
0.07: proven, preperiod 53, period 34 (max value 9)
0.77: proven, preperiod 71, period 12 (max value 8)
0.6: open up to heap 1000 (max value 32)
0.60 (= 0.6): open up to heap 1000 (max value 32)
0.00 (= 0.0): no moves (every value 0)
0.137: proven, preperiod 52, period 34 (max value 9)

Dawson's Kayles (``0.07``), Kayles (``0.77``) and Dawson's chess
(``0.137``) get their published periods; Officers (``0.6``) is open, and
``0.60`` is the same game (a trailing zero digit allows nothing).
"""

import inspect
import sys
import types
from typing import Any

from .families import expand_pattern, subtraction_sets
from .run import DEFAULT_STEP, CensusProgress, census, census_summary
from .store import CensusRow, read_census
from .regions import build_region_database
from .batch import SolvedRow, read_solved, solve_batch

__all__ = [
    "build_region_database",
    "solve_batch",
    "read_solved",
    "SolvedRow",
    "census",
    "expand_pattern",
    "subtraction_sets",
    "read_census",
    "census_summary",
    "CensusRow",
    "CensusProgress",
    "DEFAULT_STEP",
]


class _CensusPackage(types.ModuleType):
    """This package, callable as :func:`census`.

    Importing ``cgt.census.anything`` binds the package to ``cgt.census`` (the
    import system does so after every submodule import), so the package itself
    answers the call: ``cgt.census([...])`` works whatever was imported.
    """

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return census(*args, **kwargs)


sys.modules[__name__].__class__ = _CensusPackage
__signature__ = inspect.signature(census)
