"""Loopy games: games whose positions can repeat, where play may go on forever.

* :mod:`cgt.loopy.impartial`: generalized Sprague-Grundy values (Smith,
  Fraenkel and Yesha), draws, sums and strategies that make progress.
* :mod:`cgt.loopy.stoppers`: loopy partizan games with no alternating cycle,
  their simplest forms (:class:`CanonicalStopper`), order and sums;
  :func:`on`, :func:`off`, :func:`over`, :func:`under`, :func:`upon`.
* :mod:`cgt.loopy.notation`: CGSuite's notation, ``{0|pass}``, ``a{0|a}``.
* :mod:`cgt.loopy.sided`: loopy partizan games that are not stoppers
  (:class:`LoopyGame`), their outcomes with draws, and their values: onside
  and offside (:class:`SidedValue`, ``S & T``), :func:`upsum`, :func:`downsum`.
* :mod:`cgt.loopy.properties`: stops, :func:`degree`, :func:`variety` (and
  :func:`upsum_variety`, :func:`downsum_variety`), and CGSuite's
  predicates of stoppers (``is_plumtree``, ``is_pseudonumber``,
  ``is_infinitesimal``, ``is_numberish``, ``is_number_tiny``,
  ``is_idempotent``, ``is_stable``), the properties of
  :class:`CanonicalStopper`.
* :mod:`cgt.loopy.outcomes`: who wins with each player first, draws
  included (:class:`LoopyOutcome`), with CGSuite's names of the classes.
* :mod:`cgt.loopy.sidling`: candidate onsides of a graph that is no stopper,
  kept where they are proved.
* :mod:`cgt.loopy.arithmetic`: integer multiples ``n * G`` of stoppers and
  sided values, and the ordinal sum :func:`ordinal_sum` of stoppers.
* :mod:`cgt.loopy.graphs`: the algorithms on bare game graphs.
* :mod:`cgt.loopy.engine`: the values of a game's positions (``cgt.canonical_form``
  of a loopy partizan game).

The impartial names are re-exported here: ``cgt.loopy.values(game, position)``.
"""

from .impartial import MAX_POSITIONS, LoopyValue, outcome, value, values, winning_move, winning_moves
from .notation import parse
from .outcomes import LoopyOutcome
from .sided import LoopyGame, NotStopperSidedError, SidedValue, SidesOrderError, downsum, sides, upsum
from .properties import degree, downsum_variety, upsum_variety, variety
from .arithmetic import ordinal_sum
from .stoppers import CanonicalStopper, NotAStopperError, off, on, over, simplest_form, under, upon

__all__ = ["LoopyValue", "MAX_POSITIONS", "values", "value", "outcome", "winning_moves", "winning_move",
           "CanonicalStopper", "NotAStopperError", "LoopyGame", "LoopyOutcome", "simplest_form", "parse",
           "on", "off", "over", "under", "upon",
           "SidedValue", "SidesOrderError", "NotStopperSidedError", "sides", "upsum", "downsum", "degree", "variety",
           "upsum_variety", "downsum_variety", "ordinal_sum"]
