"""General loopy partizan games: graphs that need not be stoppers, and who wins them.

A sum of stoppers need not be a stopper: in ``on + off`` Left passes in
``on`` and Right in ``off`` forever. Such a game is kept as its graph, a
:class:`LoopyGame`, never printed as a stopper; its outcome under normal play
may be a draw (:func:`~cgt.loopy.graphs.play_outcomes`). Comparison and the
stopper operations are refused with :class:`~cgt.loopy.NotAStopperError`,
naming the operation.

Examples
--------
>>> from cgt.loopy import on, off
>>> g = on() + off()
>>> str(g), g.is_stopper, g.outcome
('dud', False, LoopyOutcome(left_first='D', right_first='D'))
"""

from __future__ import annotations

from typing import NamedTuple

from .graphs import Edges, is_stopper, play_outcomes, product, reachable
from .stoppers import PROVIDED, NotAStopperError, as_graph

__all__ = ["LoopyGame", "LoopyOutcome", "PRINTED_POSITIONS"]

#: The most positions a :class:`LoopyGame` is written out with in ``str()``.
PRINTED_POSITIONS = 8


class LoopyOutcome(NamedTuple):
    """Who wins a loopy game with Left moving first and with Right moving first.

    Each is ``'L'`` (Left wins), ``'R'`` (Right wins) or ``'D'`` (a draw:
    neither can force the end of play).
    """

    left_first: str
    right_first: str


class LoopyGame:
    """A loopy partizan game given by its graph, vertex `start` the game.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` and ``right[v]``: the vertices Left and Right can move to
        from vertex ``v``.
    start : int
        The game's vertex.

    Examples
    --------
    >>> g = LoopyGame([[1], []], [[], [0]])      # tis = {tisn|}, tisn = {|tis}
    >>> g.outcome, str(g)
    (LoopyOutcome(left_first='D', right_first='L'), 'a{|a||}')
    """

    __slots__ = ("left", "right")

    def __init__(self, left: Edges, right: Edges, start: int = 0) -> None:
        self.left, self.right = reachable(left, right, start)

    @property
    def is_stopper(self) -> bool:
        """Whether play cannot go on forever with the players alternating."""
        return is_stopper(self.left, self.right)

    @property
    def outcome(self) -> LoopyOutcome:
        """The outcome under normal play with draws, by retrograde analysis of the graph."""
        left_to_move, right_to_move = play_outcomes(self.left, self.right)
        return LoopyOutcome(left_to_move[0], right_to_move[0])

    def __neg__(self) -> LoopyGame:
        return LoopyGame(self.right, self.left)

    def __add__(self, other: object) -> LoopyGame:
        gl, gr = as_graph(other) if not isinstance(other, LoopyGame) else (other.left, other.right)
        return LoopyGame(*product(self.left, self.right, gl, gr))

    __radd__ = __add__

    def _refuse(self, other: object) -> bool:
        raise NotAStopperError(f"comparison of {self} with {other!r}: {self} is not a stopper "
                               "(play can go on forever), and only stoppers are compared")

    __le__ = __ge__ = __lt__ = __gt__ = _refuse

    def __str__(self) -> str:
        # Written out, a graph's text can grow exponentially (shared followers are repeated):
        # past PRINTED_POSITIONS positions only the size is given.
        if len(self.left) > PRINTED_POSITIONS:
            return f"<loopy game of {len(self.left)} positions, not a stopper>"
        return PROVIDED["graph text"](self.left, self.right)

    def __repr__(self) -> str:
        return f"LoopyGame({[list(e) for e in self.left]!r}, {[list(e) for e in self.right]!r})"


PROVIDED["loopy game"] = LoopyGame
