"""Loopy games: games whose positions can repeat, where play may go on forever.

* :mod:`cgt.loopy.impartial`: generalized Sprague-Grundy values (Smith,
  Fraenkel and Yesha), draws, sums and strategies that make progress.

Its names are re-exported here: ``cgt.loopy.values(game, position)``.
"""

from .impartial import MAX_POSITIONS, LoopyValue, outcome, value, values, winning_move, winning_moves

__all__ = ["LoopyValue", "MAX_POSITIONS", "values", "value", "outcome", "winning_moves", "winning_move"]
