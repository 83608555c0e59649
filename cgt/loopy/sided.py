"""General loopy partizan games: graphs that need not be stoppers, who wins them, and their sides.

A sum of stoppers need not be a stopper: in ``on + off`` Left passes in
``on`` and Right in ``off`` forever. Such a game's graph is a
:class:`LoopyGame`; its outcome under normal play may be a draw
(:func:`~cgt.loopy.graphs.play_outcomes`).

Its value is a pair of stoppers, its *onside* and *offside* (Winning Ways
ch. 11; Siegel, *Combinatorial Game Theory*, 2013, sec. VI.5): the onside
``S`` plays like the game when an infinite play counts as Left's win, the
offside ``T`` when it counts as Right's, in every sum. The pair is a
:class:`SidedValue`, written ``S & T`` as CGSuite writes it (``on & off``
is printed ``dud``); in Python ``s & t`` makes it of two stoppers, short
values or numbers (:func:`sided_value`). The sides are found by *sidling*
(:func:`sides`): verified candidates (:mod:`cgt.loopy.sidling`), cyclic
moves deleted one at a time, then rounds of sidling.
Comparison of a bare :class:`LoopyGame` is refused with
:class:`~cgt.loopy.NotAStopperError`; its :attr:`LoopyGame.sided_value`
compares.

Examples
--------
>>> from cgt.loopy import on, off
>>> g = on() + off()
>>> str(g), g.onside, g.offside, g.outcome
('dud', CanonicalStopper.parse('on'), CanonicalStopper.parse('off'), LoopyOutcome(left_first='D', right_first='D'))
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional, Union

from ..errors import CgtError, GraphTooLargeError
from ..partizan import CanonicalForm
from ..partizan.typeset import repr_html, repr_latex
from ..partizan.values import WIDER_VALUES
from ..watch import SearchWatch
from .graphs import Edges, LEFT_WINS, RIGHT_WINS, is_stopper, play_outcomes, product, reachable, strongly_connected_components
from .outcomes import LoopyOutcome
from .sidling import MAX_SIDLING_ROUNDS, are_onsides, candidate_onsides, pruned_onsides, simplified_onside, sidling_rounds
from .stoppers import (PROVIDED, CanonicalStopper, NotAStopperError, StopperLike, as_graph, as_stopper, component_graph, off, on, simplest_form,
                       simplest_forms, stopper_le)

__all__ = ["LoopyGame", "SidedValue", "SidesOrderError", "NotStopperSidedError", "PRINTED_POSITIONS",
           "SIDES_PRINTED_POSITIONS", "onsides", "sides", "sided_value", "graph_value", "upsum", "downsum"]

#: The most positions a :class:`LoopyGame` is written out with in ``str()``.
PRINTED_POSITIONS = 8

#: The most positions of a :class:`LoopyGame` whose sides ``str()`` finds, to write them as CGSuite writes its value.
SIDES_PRINTED_POSITIONS = 64


class SidesOrderError(CgtError, ValueError):
    """``S & T`` with the onside ``S`` not ``>=`` the offside ``T``; the message names both.

    Examples
    --------
    >>> SidedValue(0, 1)
    Traceback (most recent call last):
    ...
    cgt.loopy.sided.SidesOrderError: 0 & 1: the onside 0 is not >= the offside 1
    """


class NotStopperSidedError(NotAStopperError):
    """Sidling found no stopper for a side of a loopy game.

    Some games have sides that are not stoppers (Bach's carousel, Winning
    Ways ch. 11); and a stopper side that no candidate gives, rounds of
    sidling reach only in the limit and deleting cyclic moves one at a time
    misses is not found either. The message names the side.
    """


# -- sidling ---------------------------------------------------------------------------


def onsides(left: Edges, right: Edges, *, max_positions: Optional[int] = None,
            watch: Optional[SearchWatch] = None) -> Optional[list[StopperLike]]:
    """The onside of every vertex of a graph (Winning Ways ch. 11); None if one is not found.

    The onsides are the greatest stopper solution of ``x_v = {x_(v^L)|x_(v^R)}``
    over the graph; of a stopper, its simplest form. A component (strongly
    connected) depends only on the components it moves into, so they are
    solved first, each with the values it moves to embedded as their graphs
    (:func:`~cgt.loopy.stoppers.component_graph`); a position on no cycle whose
    options are all short is valued by the short rules. A component that is
    no stopper is given verified candidates
    (:func:`~cgt.loopy.sidling.candidate_onsides`); where none is proved,
    cyclic moves deleted one at a time (:func:`~cgt.loopy.sidling.pruned_onsides`);
    then rounds of sidling from ``on``, whose answer is proved the same way.
    A vertex nothing proves has no onside found.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` and ``right[v]``: the vertices Left and Right can move to
        from vertex ``v``.
    max_positions : int, optional
        The largest component graph (a component with its embedded values)
        to simplify: its survival table compares every pair.
    watch : SearchWatch, optional
        Told of the positions valued, so that progress goes on being reported.

    Returns
    -------
    list of stoppers, or None
        The onsides, or ``None`` when one is not found.

    Raises
    ------
    GraphTooLargeError
        If a component graph has more than `max_positions` positions.

    Examples
    --------
    >>> onsides([[0], [0]], [[], [0, 1]])        # on, and {on|on, pass}
    [CanonicalStopper.parse('on'), CanonicalStopper.parse('on')]
    >>> onsides([[0], [2], []], [[1, 2], [0], [0, 1]])[0]   # {pass|b, c}, b = {c|a}, c = {|a, b}: rounds never settle
    CanonicalStopper.parse('off')
    """
    values: list[StopperLike] = [on()] * len(left)
    valued = 0
    # A stack, the next component on top: a component left partly unproved is put back as the
    # components of its unproved positions, the proved ones now values they move to. That keeps
    # the onsides: play that reaches a proved position need never come back, since from it on
    # (whatever the other summands) it plays like its onside, so a strategy can switch there.
    pending = strongly_connected_components(left, right)[::-1]
    while pending:
        component = pending.pop()
        if len(component) == 1:
            v = component[0]
            options = [values[w] for w in left[v]], [values[w] for w in right[v]]
            if v not in left[v] and v not in right[v] and all(
                    isinstance(g, CanonicalForm) for side in options for g in side):
                values[v] = CanonicalForm.from_options(*options)
                valued += 1
                continue
        lefts, rights = component_graph(component, left, right, values)
        if max_positions is not None and len(lefts) > max_positions:
            raise GraphTooLargeError(
                f"its value needs the simplest form of a graph of {len(lefts)} positions ({len(component)} in one "
                f"component of its {len(left)}, the rest the values it moves to); it compares every pair, "
                f"more than max_positions={max_positions} allows: pass max_positions=N")
        found: list[Optional[StopperLike]] = (
            list(simplest_forms(lefts, rights, range(len(component)), settled=len(component)))
            if is_stopper(lefts, rights) else _component_onsides(lefts, rights, len(component)))
        if all(g is None for g in found):
            return None
        rest = [v for v, g in zip(component, found) if g is None]
        pending.extend(_components_of(rest, left, right)[::-1])
        for v, g in zip(component, found):
            if g is not None:
                values[v] = g
        valued += len(component) - len(rest)
        if watch is not None:
            watch.look(0, stored=valued)
    return values


def _components_of(vertices: list[int], left: Edges, right: Edges) -> list[list[int]]:
    """The strongly connected components of the graph's moves among `vertices`, each before those that reach it."""
    local = {v: i for i, v in enumerate(vertices)}
    sub_left = [[local[w] for w in left[v] if w in local] for v in vertices]
    sub_right = [[local[w] for w in right[v] if w in local] for v in vertices]
    return [[vertices[i] for i in c] for c in strongly_connected_components(sub_left, sub_right)]


def _component_onsides(left: Edges, right: Edges, count: int) -> list[Optional[StopperLike]]:
    """The onsides of the first `count` vertices of a component graph that is no stopper, None where not proved.

    Verified candidates first (:func:`~cgt.loopy.sidling.candidate_onsides`):
    they cost about two rounds and give sides that rounds reach only in the
    limit. Once a position is proved, the positions that move to it are
    valued with it as a value (:func:`onsides`), so their candidates are
    tried again on a smaller graph: cheaper than rounds, and more often
    proved. When candidates prove none, cyclic moves are deleted one at a
    time (:func:`~cgt.loopy.sidling.pruned_onsides`), a table of the
    component graph each; last, rounds of sidling, checked the same way,
    since a settled round is only the greatest *stopper* solution, which is
    not the onside when the onside is no stopper (Bach's carousel). Rounds
    go last as the dearest: each round's graph embeds the last round's
    values, which grow round after round when they only tend to a limit.
    """
    found = candidate_onsides(left, right, count)
    if any(g is not None for g in found):
        return found
    pruned = pruned_onsides(left, right, count)
    if pruned is not None:
        return list(pruned)
    settled = sidling_rounds(left, right)
    if settled is None:
        return found
    values, round_left, round_right = settled
    return [g if ok else None for g, ok in zip(values, are_onsides(round_left, round_right, left, right, count))]


def _side(left: Edges, right: Edges, onside: bool, max_positions: Optional[int] = None,
          watch: Optional[SearchWatch] = None) -> StopperLike:
    """The onside (or offside) of vertex 0 of a graph reachable from it."""
    if is_stopper(left, right):
        return simplest_form(left, right)
    # The offside of G is minus the onside of -G.
    values = onsides(*((left, right) if onside else (right, left)), max_positions=max_positions, watch=watch)
    if values is None:
        raise NotStopperSidedError(f"the {'onside' if onside else 'offside'} of {_graph_text(left, right)} may not be a "
                                   f"stopper: no candidate side was proved, rounds of sidling found none in "
                                   f"{MAX_SIDLING_ROUNDS} rounds, and deleting cyclic moves left a cycle")
    return values[0] if onside else -values[0]


def sides(left: Edges, right: Edges, start: int = 0, *, max_positions: Optional[int] = None,
          watch: Optional[SearchWatch] = None) -> tuple[StopperLike, StopperLike]:
    """The onside and offside of the game at vertex `start` of a graph.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` and ``right[v]``: the vertices Left and Right can move to
        from vertex ``v``.
    start : int
        The game's vertex.
    max_positions, watch : optional
        As in :func:`~cgt.loopy.sided.onsides`.

    Returns
    -------
    tuple of two stoppers
        Both are the game's simplest form when it is a stopper.

    Raises
    ------
    NotStopperSidedError
        If sidling finds no stopper for a side.
    GraphTooLargeError
        As in :func:`~cgt.loopy.sided.onsides`.

    Examples
    --------
    >>> sides([[0]], [[0]])                          # dud = {pass|pass}
    (CanonicalStopper.parse('on'), CanonicalStopper.parse('off'))
    >>> sides([[1], []], [[], [0]])                  # tis = {tisn|}, tisn = {|tis}
    (CanonicalForm.parse('1'), CanonicalForm.parse('0'))
    """
    left, right = reachable(left, right, start)
    return _side(left, right, True, max_positions, watch), _side(left, right, False, max_positions, watch)


def upsum(g: StopperLike, h: StopperLike) -> StopperLike:
    """The onside of ``g + h`` for stoppers (Siegel sec. VI.5; CGSuite's ``Upsum``).

    >>> from cgt.loopy import over
    >>> upsum(on(), off()), upsum(over(), 1)
    (CanonicalStopper.parse('on'), CanonicalStopper.parse('1over'))
    """
    return _side(*reachable(*product(*as_graph(g), *as_graph(h)), 0), True)


def downsum(g: StopperLike, h: StopperLike) -> StopperLike:
    """The offside of ``g + h`` for stoppers (Siegel sec. VI.5; CGSuite's ``Downsum``).

    >>> downsum(on(), off())
    CanonicalStopper.parse('off')
    """
    return _side(*reachable(*product(*as_graph(g), *as_graph(h)), 0), False)


# -- values ------------------------------------------------------------------------------


def _text(g: StopperLike) -> str:
    return PROVIDED["stopper text"](g)  # type: ignore[no-any-return]


def _first_wins(g: StopperLike, left_first: bool) -> bool:
    """Whether the first player wins stopper `g` (a stopper has no draws)."""
    to_move = play_outcomes(*as_graph(g))[0 if left_first else 1][0]
    return to_move == (LEFT_WINS if left_first else RIGHT_WINS)


class SidedValue:
    """The value of a loopy game: its onside ``S`` and offside ``T``, stoppers with ``S >= T``, written ``S & T``.

    An abstract value, not a game form (as CGSuite's ``StopperSidedValue``):
    it has no options. Sums add the onsides by :func:`upsum` and the
    offsides by :func:`downsum`; ``-(S & T) = -T & -S``; ``G <= H`` when
    both ``G``'s sides are ``<=`` ``H``'s (a stopper ``G`` is ``G & G``).

    Parameters
    ----------
    onside, offside : CanonicalStopper, CanonicalForm, int or Fraction
        The sides.

    Raises
    ------
    SidesOrderError
        If `onside` is not ``>=`` `offside`.

    Examples
    --------
    >>> from cgt.loopy import on, off, over
    >>> tis = SidedValue(1, 0)
    >>> print(tis, -tis, SidedValue(on(), off()), tis + over())
    1 & 0 0 & -1 dud 1over & over
    >>> tis > 0, SidedValue(2, 2) == 2
    (True, True)
    """

    __slots__ = ("_onside", "_offside")

    _onside: StopperLike
    _offside: StopperLike

    def __init__(self, onside: Union[StopperLike, int, Fraction], offside: Union[StopperLike, int, Fraction]) -> None:
        s, t = as_stopper(onside, "onside of &"), as_stopper(offside, "offside of &")
        if not stopper_le(t, s):
            raise SidesOrderError(f"{_text(s)} & {_text(t)}: the onside {_text(s)} is not >= the offside {_text(t)}")
        object.__setattr__(self, "_onside", s)
        object.__setattr__(self, "_offside", t)

    @staticmethod
    def parse(text: str) -> Union[SidedValue, StopperLike]:
        """Read ``S & T`` or any loopy game in CGSuite notation (:func:`cgt.loopy.parse`).

        >>> SidedValue.parse('over & 0')
        SidedValue.parse('over & 0')
        """
        return PROVIDED["parse value"](text)  # type: ignore[no-any-return]

    @property
    def onside(self) -> StopperLike:
        """The onside: the stopper the game plays like when infinite play is Left's win.

        >>> SidedValue(1, 0).onside
        CanonicalForm.parse('1')
        """
        return self._onside

    @property
    def offside(self) -> StopperLike:
        """The offside: the stopper the game plays like when infinite play is Right's win.

        >>> SidedValue(on(), off()).offside
        CanonicalStopper.parse('off')
        """
        return self._offside

    @property
    def is_stopper(self) -> bool:
        """Whether the two sides are equal: the value is that stopper.

        >>> SidedValue(1, 0).is_stopper, SidedValue(on(), on()).is_stopper
        (False, True)
        """
        return self._onside == self._offside

    @property
    def is_idempotent(self) -> bool:
        """Whether ``G + G == G`` (CGSuite's ``IsIdempotent``).

        >>> SidedValue(on(), off()).is_idempotent, SidedValue(1, 0).is_idempotent
        (True, False)
        """
        return bool(self + self == self)

    @property
    def is_infinitesimal(self) -> bool:
        """Whether both sides are infinitesimal (CGSuite's ``IsInfinitesimal``).

        >>> from cgt.loopy import over
        >>> SidedValue(over(), 0).is_infinitesimal, SidedValue(1, 0).is_infinitesimal
        (True, False)
        """
        return bool(self._onside.is_infinitesimal and self._offside.is_infinitesimal)

    @property
    def is_numberish(self) -> bool:
        """Whether the onside's strong Left stop is the offside's strong Right stop, a number (CGSuite's ``IsNumberish``).

        >>> from cgt.loopy import over
        >>> SidedValue(1, 0).is_numberish, SidedValue(over(), 0).is_numberish
        (False, True)
        """
        left_stop, right_stop = PROVIDED["strong stops"](self._onside)[0], PROVIDED["strong stops"](self._offside)[1]
        return isinstance(left_stop, Fraction) and left_stop == right_stop

    @property
    def outcome(self) -> LoopyOutcome:
        """Who wins with each player first, draws included: Left wins when she wins the offside, Right the onside.

        >>> SidedValue(1, 0).outcome
        LoopyOutcome(left_first='D', right_first='L')
        """
        return LoopyOutcome(*(("L" if _first_wins(self._offside, left) == left else
                               "R" if _first_wins(self._onside, left) != left else "D")
                              for left in (True, False)))

    def _pair(self, other: object, where: str) -> tuple[StopperLike, StopperLike]:
        if isinstance(other, SidedValue):
            return other._onside, other._offside
        g = as_stopper(other, f"operand of {where}")
        return g, g

    def __neg__(self) -> SidedValue:
        return SidedValue(-self._offside, -self._onside)

    def __pos__(self) -> SidedValue:
        return self

    def __add__(self, other: object) -> Union[SidedValue, StopperLike]:
        s, t = self._pair(other, "+")
        return sided_value(upsum(self._onside, s), downsum(self._offside, t))

    __radd__ = __add__

    def __sub__(self, other: object) -> Union[SidedValue, StopperLike]:
        s, t = self._pair(other, "-")
        return sided_value(upsum(self._onside, -t), downsum(self._offside, -s))

    def __rsub__(self, other: object) -> Union[SidedValue, StopperLike]:
        return -self + other

    def __mul__(self, n: object) -> Union[SidedValue, StopperLike]:
        """``n * self`` for an int ``n``: ``n`` copies added (:func:`~cgt.loopy.arithmetic.multiple`)."""
        return PROVIDED["multiple"](n, self) if isinstance(n, int) and not isinstance(n, bool) else NotImplemented

    __rmul__ = __mul__

    def __le__(self, other: object) -> bool:
        s, t = self._pair(other, "<=")
        return stopper_le(self._onside, s) and stopper_le(self._offside, t)

    def __ge__(self, other: object) -> bool:
        s, t = self._pair(other, ">=")
        return stopper_le(s, self._onside) and stopper_le(t, self._offside)

    def __lt__(self, other: object) -> bool:
        return self <= other and self != other

    def __gt__(self, other: object) -> bool:
        return self >= other and self != other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (SidedValue, CanonicalStopper, CanonicalForm, int, Fraction)) or isinstance(other, bool):
            return NotImplemented
        s, t = self._pair(other, "==")
        return self._onside == s and self._offside == t

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __and__(self, other: object) -> Union[SidedValue, StopperLike]:
        """``self & other`` when this value is a stopper (see :func:`sided_value`); else NotAStopperError."""
        return sided_value(self, other)

    def __rand__(self, other: object) -> Union[SidedValue, StopperLike]:
        return sided_value(other, self)

    def __hash__(self) -> int:
        # Equal to its stopper when the sides agree, so hashed as it.
        return hash(self._onside) if self.is_stopper else hash((self._onside, self._offside))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"SidedValue values are immutable (cannot set {name!r})")

    def __reduce__(self) -> tuple[object, tuple[StopperLike, StopperLike]]:
        return (SidedValue, (self._onside, self._offside))

    def __str__(self) -> str:
        s, t = self._onside, self._offside
        if s == t:
            return _text(s)
        if s is on() and t is off():
            return "dud"  # CGSuite's name for on & off
        return f"{_text(s)} & {_text(t)}"

    def __repr__(self) -> str:
        return f"SidedValue.parse({str(self)!r})"

    _repr_latex_ = repr_latex  # Jupyter: the printed text typeset, as a short value's
    _repr_html_ = repr_html


def sided_value(onside: object, offside: object) -> Union[SidedValue, StopperLike]:
    """``onside & offside``: the stopper itself when the sides are equal, else a :class:`SidedValue`.

    What the operator ``&`` of stoppers and sided values gives. Each side is a
    stopper, a short value, a number, or a sided value that is a stopper.

    Raises
    ------
    SidesOrderError
        If `onside` is not ``>=`` `offside`.
    NotAStopperError
        If a side is a sided value that is no stopper (``dud & 0``).
    NotAValueError
        If a side is not a game value.

    Examples
    --------
    >>> sided_value(1, 0), sided_value(on(), on()), on() & off()
    (SidedValue.parse('1 & 0'), CanonicalStopper.parse('on'), SidedValue.parse('dud'))
    >>> 1 & on()
    Traceback (most recent call last):
    ...
    cgt.loopy.sided.SidesOrderError: 1 & on: the onside 1 is not >= the offside on
    """
    s, t = _as_side(onside, "onside"), _as_side(offside, "offside")
    return s if s == t else SidedValue(s, t)


def _as_side(value: object, which: str) -> StopperLike:
    if isinstance(value, SidedValue):
        if value.is_stopper:
            return value.onside
        raise NotAStopperError(f"{which} of &: {value} is not a stopper (its sides differ), and a side of & must be one")
    return as_stopper(value, f"{which} of &")


def graph_value(left: Edges, right: Edges, start: int = 0, *, max_positions: Optional[int] = None,
                watch: Optional[SearchWatch] = None) -> Union[SidedValue, StopperLike, LoopyGame]:
    """The value of a game graph: its simplest form, its sided value, or the :class:`LoopyGame` when sidling fails.

    A stopper's value is found one component at a time, as its onsides;
    `max_positions` and `watch` are those of :func:`~cgt.loopy.sided.onsides`.

    >>> graph_value([[0]], [[0]]), graph_value([[1], []], [[0], []])
    (SidedValue.parse('dud'), CanonicalStopper.parse('over'))
    """
    left, right = reachable(left, right, start)
    if is_stopper(left, right):
        return onsides(left, right, max_positions=max_positions, watch=watch)[0]  # type: ignore[index]
    try:
        return sided_value(*sides(left, right, max_positions=max_positions, watch=watch))
    except NotStopperSidedError:
        return LoopyGame(left, right)


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
    >>> g.outcome, str(g), g.sided_value                # printed by its sides, as CGSuite prints it
    (LoopyOutcome(left_first='D', right_first='L'), '1 & 0', SidedValue.parse('1 & 0'))
    """

    __slots__ = ("left", "right")

    def __init__(self, left: Edges, right: Edges, start: int = 0) -> None:
        self.left, self.right = reachable(left, right, start)

    @property
    def is_stopper(self) -> bool:
        """Whether play cannot go on forever with the players alternating.

        >>> LoopyGame([[0]], [[0]]).is_stopper, LoopyGame([[0]], [[]]).is_stopper
        (False, True)
        """
        return is_stopper(self.left, self.right)

    @property
    def outcome(self) -> LoopyOutcome:
        """The outcome under normal play with draws, by retrograde analysis of the graph.

        >>> LoopyGame([[0]], [[0]]).outcome
        LoopyOutcome(left_first='D', right_first='D')
        """
        left_to_move, right_to_move = play_outcomes(self.left, self.right)
        return LoopyOutcome(left_to_move[0], right_to_move[0])

    @property
    def onside(self) -> StopperLike:
        """The onside (see :func:`sides`); raises :class:`NotStopperSidedError` when none is found.

        >>> LoopyGame([[0]], [[0]]).onside
        CanonicalStopper.parse('on')
        """
        return _side(self.left, self.right, True)

    @property
    def offside(self) -> StopperLike:
        """The offside (see :func:`sides`).

        >>> LoopyGame([[0]], [[0]]).offside
        CanonicalStopper.parse('off')
        """
        return _side(self.left, self.right, False)

    @property
    def sided_value(self) -> Union[SidedValue, StopperLike]:
        """``onside & offside``: the simplest form for a stopper, else a :class:`SidedValue`.

        Raises :class:`NotStopperSidedError` when sidling finds no stopper for a side.

        >>> LoopyGame([[0]], [[0]]).sided_value, LoopyGame([[1], []], [[0], []]).sided_value
        (SidedValue.parse('dud'), CanonicalStopper.parse('over'))
        """
        return sided_value(*sides(self.left, self.right))

    @property
    def simplified_sides(self) -> tuple[Union[StopperLike, LoopyGame], Union[StopperLike, LoopyGame]]:
        """The onside and offside as CGSuite keeps them: stoppers where sidling finds them, else graphs.

        A side that is no stopper (Bach's carousel, Winning Ways ch. 11) is
        the game's graph with dominated options deleted while that side stays
        (:func:`~cgt.loopy.sidling.simplified_onside`; the offside is minus
        the onside of ``-G``), as a :class:`LoopyGame` whose onside (or
        offside) is the game's. ``str()`` of a game of up to
        :data:`SIDES_PRINTED_POSITIONS` positions writes these sides.

        Examples
        --------
        >>> from cgt.loopy import parse
        >>> carousel = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
        >>> [len(side.left) for side in carousel.simplified_sides], str(carousel)
        ([8, 8], 'a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}')
        >>> LoopyGame([[1], []], [[], [0]]).simplified_sides        # tis: 1 & 0
        (CanonicalForm.parse('1'), CanonicalForm.parse('0'))
        """
        return _side_or_graph(self.left, self.right, True), _side_or_graph(self.left, self.right, False)

    def __neg__(self) -> LoopyGame:
        return LoopyGame(self.right, self.left)

    def __add__(self, other: object) -> LoopyGame:
        gl, gr = as_graph(other) if not isinstance(other, LoopyGame) else (other.left, other.right)
        return LoopyGame(*product(self.left, self.right, gl, gr))

    __radd__ = __add__

    def _refuse(self, other: object) -> bool:
        raise NotAStopperError(f"comparison of {self} with {other!r}: {self} is not a stopper "
                               "(play can go on forever), and only stoppers are compared: "
                               "compare its sided_value")

    __le__ = __ge__ = __lt__ = __gt__ = _refuse

    def __str__(self) -> str:
        # A game is written by its sides, as CGSuite writes a game's value (the sides' graphs are simplified,
        # and no larger); past SIDES_PRINTED_POSITIONS sidling is not tried and the graph (or its size) is given.
        if len(self.left) <= SIDES_PRINTED_POSITIONS:
            onside, offside = self.simplified_sides
            if not isinstance(onside, LoopyGame) and not isinstance(offside, LoopyGame):
                return str(sided_value(onside, offside))
            return " & ".join(PROVIDED["graph text"](side.left, side.right) if isinstance(side, LoopyGame) else str(side)
                              for side in (onside, offside))
        return _graph_text(self.left, self.right)

    def __repr__(self) -> str:
        return f"LoopyGame({[list(e) for e in self.left]!r}, {[list(e) for e in self.right]!r})"


def _graph_text(left: Edges, right: Edges) -> str:
    """A graph written out in CGSuite's notation, or its size past :data:`PRINTED_POSITIONS` positions."""
    # Written out, a graph's text can grow exponentially (shared followers are repeated).
    if len(left) > PRINTED_POSITIONS:
        return f"<loopy game of {len(left)} positions, not a stopper>"
    return PROVIDED["graph text"](left, right)  # type: ignore[no-any-return]


def _side_or_graph(left: Edges, right: Edges, onside: bool) -> Union[StopperLike, LoopyGame]:
    """A side of vertex 0: a stopper where sidling finds one, else the side's simplified graph (a stopper's simplest form if it is one)."""
    try:
        return _side(left, right, onside)
    except NotStopperSidedError:
        pass
    # The offside of G is minus the onside of -G.
    side_left, side_right = simplified_onside(left, right) if onside else simplified_onside(right, left)[::-1]
    return simplest_form(side_left, side_right) if is_stopper(side_left, side_right) else LoopyGame(side_left, side_right)


PROVIDED.update({"graph value": graph_value, "sided value": SidedValue, "sides": sided_value})
WIDER_VALUES.append(SidedValue)  # a short value's operators defer to a sided value's reflected ones
