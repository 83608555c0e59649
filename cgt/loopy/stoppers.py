"""Stoppers: loopy partizan games in which play cannot go on forever with the players alternating.

A *stopper* (Siegel, *Combinatorial Game Theory*, 2013, ch. VI.1) is a loopy
game with no alternating cycle: one player may pass forever (``on = {on|}``)
but the players cannot take turns forever. Stoppers are ordered by the
survival game (Siegel thm. VI.3.4) and every stopper has a unique *simplest
form* (Siegel thm. VI.4.?; CGSuite's ``CanonicalStopper``): no dominated
option, no reversible option, and no two positions equal. It is reached from
any graph of the stopper by the loopy analogues of the short rules:

* remove a dominated option (Left's ``G^L1 <= G^L2``, Right's ``G^R1 >= G^R2``);
* bypass a reversible option (Left's ``G^L`` with some ``G^LR <= G``: replace
  it by the Left options of ``G^LR``; Right's symmetrically). Bypassing never
  creates an alternating cycle, since an edge ``G -> G^LRL`` stands for the
  alternating path ``G -> G^L -> G^LR -> G^LRL``;
* *fuse* equal positions into one.

Every comparison needed is answered at once by one survival table of the
graph against itself (values of positions do not change as the rules are
applied), as CGSuite does. The form is then numbered by its shape alone
(:func:`~cgt.loopy.graphs.canonical_numbering`) and interned, so equal
stoppers are one object, like :class:`~cgt.CanonicalForm`. A stopper whose
simplest form has no cycle is short, and is returned as its
:class:`~cgt.CanonicalForm`: the two types are one family of values, that
compare and add with each other (a :class:`CanonicalStopper` on the left of
the operator).

Examples
--------
>>> from cgt import number
>>> from cgt.loopy import CanonicalStopper, on, off, over
>>> on() > 1000, over() > 0, over() < number(1, 1024)
(True, True, True)
>>> -on() is off(), on() + 5 is on()
(True, True)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Optional, Union

from ..errors import CgtError, NotAValueError
from ..game import Outcome
from ..partizan import CanonicalForm, number
from ..partizan.typeset import repr_html, repr_latex
from ..partizan.values import WIDER_VALUES
from .graphs import Edges, canonical_numbering, is_stopper, product, reachable, survival_table

#: What the modules above this one provide, filled in as they are imported (the
#: package imports them all): "parse stopper" and "stopper text" from
#: :mod:`cgt.loopy.notation`; "graph value" (the sided value of a sum that is
#: no stopper) and "sided value" (the class, to which the operators defer) from
#: :mod:`cgt.loopy.sided`; "sides" (``S & T``: :func:`~cgt.loopy.sided.sided_value`)
#: from :mod:`cgt.loopy.sided` too; "stops", "strong stops" and the predicates ("is_plumtree"...)
#: from :mod:`cgt.loopy.properties`; "multiple" and "ordinal sum" from :mod:`cgt.loopy.arithmetic`. Stoppers read, print and add through them without
#: importing their way up.
PROVIDED: dict[str, Callable[..., Any]] = {}

__all__ = ["CanonicalStopper", "NotAStopperError", "StopperLike", "follower", "simplest_form", "simplest_forms", "as_graph", "as_stopper", "component_graph", "stopper_le", "short_value", "add",
           "on", "off", "over", "under", "upon"]


def _predicate(name: str, summary: str) -> property:
    """A property answered by the predicate `name` of :mod:`cgt.loopy.properties`, where it is documented."""
    return property(lambda self: bool(PROVIDED[name](self)), doc=f"{summary} (:func:`~cgt.loopy.properties.{name}`).")


class NotAStopperError(CgtError, ValueError):
    """A loopy game given where a stopper is needed has an alternating cycle (play can go on forever).

    The message names the operation and the game.
    """


#: A value of a stopper: a :class:`CanonicalStopper`, a short :class:`~cgt.CanonicalForm` or a number.
StopperLike = Union["CanonicalStopper", CanonicalForm, int, Fraction]

Graph = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]

_interned: dict[Graph, "CanonicalStopper"] = {}


def _unless_sided(operator: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """`operator`, or NotImplemented when the other operand is a sided value, whose reflected operator answers."""
    @functools.wraps(operator)
    def deferring(self: Any, other: object) -> Any:
        sided = PROVIDED.get("sided value")
        if sided is not None and isinstance(other, sided):  # type: ignore[arg-type]
            return NotImplemented
        return operator(self, other)

    return deferring


class CanonicalStopper:
    """A stopper with a cycle, in simplest form: an immutable, interned value.

    Made by :func:`simplest_form` from a graph, by :meth:`parse` from CGSuite
    notation (``on``, ``over``, ``a{0|pass}``...), or by the constructors
    :func:`on`, :func:`off`, :func:`over`, :func:`under` and :func:`upon`.
    Its vertices are numbered by shape, vertex 0 the game itself; equal
    stoppers are the same object. Operations with a short game or a number
    (``+``, ``-``, the comparisons) read it as a loopy graph without cycles.

    Examples
    --------
    >>> from cgt.loopy import CanonicalStopper
    >>> g = CanonicalStopper.parse('a{0|a}')
    >>> g is CanonicalStopper.parse('over'), str(g), g.outcome
    (True, 'over', Outcome.L)
    >>> g.left_options, g.right_options
    ((CanonicalForm.parse('0'),), (CanonicalStopper.parse('over'),))
    """

    __slots__ = ("_left", "_right", "_hash")

    _left: tuple[tuple[int, ...], ...]
    _right: tuple[tuple[int, ...], ...]

    def __init__(self) -> None:
        raise TypeError("CanonicalStopper values are made by simplest_form, parse, on, off, over, under or upon")

    @staticmethod
    def parse(text: str) -> StopperLike:
        """Read a stopper written in CGSuite notation (see :mod:`cgt.loopy.notation`).

        >>> CanonicalStopper.parse('{pass|3/2}')
        CanonicalStopper.parse('3/2under')
        """
        return PROVIDED["parse stopper"](text)

    # -- the graph ---------------------------------------------------------------

    @property
    def graph(self) -> Graph:
        """The simplest form as ``(left, right)`` edge tuples; vertex 0 is this game."""
        return self._left, self._right

    @property
    def left_options(self) -> tuple[StopperLike, ...]:
        """Left's options in simplest form (short ones as :class:`~cgt.CanonicalForm`)."""
        return tuple(follower(self, w) for w in self._left[0])

    @property
    def right_options(self) -> tuple[StopperLike, ...]:
        """Right's options in simplest form."""
        return tuple(follower(self, w) for w in self._right[0])

    @property
    def follower_count(self) -> int:
        """The number of positions of the simplest form (CGSuite's ``FollowerCount``).

        >>> CanonicalStopper.parse('{pass|3/2}').follower_count
        5
        """
        return len(self._left)

    @property
    def onside(self) -> CanonicalStopper:
        """The stopper itself: a stopper is its own onside and offside (Siegel sec. VI.5; CGSuite's ``Onside``).

        >>> over().onside is over().offside is over()
        True
        """
        return self

    @property
    def offside(self) -> CanonicalStopper:
        """The stopper itself (see :attr:`onside`)."""
        return self

    # -- order and outcome -------------------------------------------------------

    @_unless_sided
    def __le__(self, other: object) -> bool:
        return stopper_le(self, as_stopper(other, "operand of <="))

    @_unless_sided
    def __ge__(self, other: object) -> bool:
        return stopper_le(as_stopper(other, "operand of >="), self)

    @_unless_sided
    def __lt__(self, other: object) -> bool:
        o = as_stopper(other, "operand of <")
        return o is not self and stopper_le(self, o)

    @_unless_sided
    def __gt__(self, other: object) -> bool:
        o = as_stopper(other, "operand of >")
        return o is not self and stopper_le(o, self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (CanonicalStopper, CanonicalForm, int, Fraction)) and not isinstance(other, bool):
            return other is self  # a short game's simplest form has no cycle
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return self._hash

    def is_confused_with(self, other: StopperLike) -> bool:
        """Whether neither ``self <= other`` nor ``other <= self``."""
        o = as_stopper(other, "operand of is_confused_with")
        return not stopper_le(self, o) and not stopper_le(o, self)

    @property
    def outcome(self) -> Outcome:
        """The outcome class, by comparison with 0: a stopper has no draws.

        >>> from cgt.loopy import on, over, upon
        >>> on().outcome, (-over()).outcome, CanonicalStopper.parse('+-{0|pass}').outcome
        (Outcome.L, Outcome.R, Outcome.N)
        """
        ge, le = stopper_le(ZERO, self), stopper_le(self, ZERO)
        if ge:
            return Outcome.P if le else Outcome.L
        return Outcome.R if le else Outcome.N

    @property
    def left_stop(self) -> Union[Fraction, CanonicalStopper]:
        """Left's stop: the pseudonumber play reaches when Left starts and both play to the first one.

        A pseudonumber is a number, ``on``, ``off``, ``x over`` or ``x under``
        (Siegel sec. VI.2); a number is returned as a
        :class:`~fractions.Fraction`. Play in a stopper cannot alternate
        forever, so the stops follow from the graph of (position, mover)
        states, which has no cycle.

        >>> from cgt.loopy import parse
        >>> [(str(g.left_stop), str(g.right_stop)) for g in map(parse, ('on', '{pass|3/2}', '{-1/4+*|pass}', '+-{5|pass}'))]
        [('on', 'on'), ('3/2under', '3/2under'), ('-1/4', '-1/4'), ('5over', '-5under')]
        """
        return PROVIDED["stops"](self)[0]  # type: ignore[no-any-return]

    @property
    def right_stop(self) -> Union[Fraction, CanonicalStopper]:
        """Right's stop (see :attr:`left_stop`)."""
        return PROVIDED["stops"](self)[1]  # type: ignore[no-any-return]

    # -- CGSuite's predicates (cgt.loopy.properties, where each is documented) -----

    is_plumtree = _predicate("is_plumtree", "Whether the only cycles are passes")
    is_pseudonumber = _predicate("is_pseudonumber", "Whether it is on, off, x over or x under")
    is_infinitesimal = _predicate("is_infinitesimal", "Whether both strong stops are 0")
    is_numberish = _predicate("is_numberish", "Whether the strong stops are one number")
    is_number_tiny = _predicate("is_number_tiny", "Whether it is a number plus a tiny")
    is_idempotent = _predicate("is_idempotent", "Whether ``G + G == G``")
    is_stable = _predicate("is_stable", "Whether the upsum and downsum varieties agree")

    # -- arithmetic --------------------------------------------------------------

    def __neg__(self) -> CanonicalStopper:
        return _intern(canonical_numbering(self._right, self._left))

    def __pos__(self) -> CanonicalStopper:
        return self

    @_unless_sided
    def __add__(self, other: object):  # type: ignore[no-untyped-def]
        return add(self, as_stopper(other, "operand of +"))

    @_unless_sided
    def __radd__(self, other: object):  # type: ignore[no-untyped-def]
        return add(as_stopper(other, "operand of +"), self)

    def __mul__(self, n: object):  # type: ignore[no-untyped-def]
        """``n * self`` for an int ``n``: ``n`` copies added (:func:`~cgt.loopy.arithmetic.multiple`)."""
        return PROVIDED["multiple"](n, self) if isinstance(n, int) and not isinstance(n, bool) else NotImplemented

    __rmul__ = __mul__

    def ordinal_sum(self, h: StopperLike) -> StopperLike:
        """The ordinal sum ``self : h`` (:func:`~cgt.loopy.arithmetic.ordinal_sum`).

        >>> print(on().ordinal_sum(off()), over().ordinal_sum(1), (-on()).ordinal_sum(3))
        on over off
        """
        return PROVIDED["ordinal sum"](self, h)  # type: ignore[no-any-return]

    def __and__(self, other: object):  # type: ignore[no-untyped-def]
        """``self & other``: the value with onside `self` and offside `other` (CGSuite's ``&``).

        The stopper itself when the two are equal, else a
        :class:`~cgt.loopy.SidedValue`; `other` may be a stopper, a short
        value or a number, on either side of ``&``.

        Raises
        ------
        SidesOrderError
            If the onside is not ``>=`` the offside.

        Examples
        --------
        >>> from cgt import number
        >>> print(on() & off(), over() & 0, number(1) & under(), on() & on())
        dud over & 0 1 & under on
        """
        return PROVIDED["sides"](self, other)

    def __rand__(self, other: object):  # type: ignore[no-untyped-def]
        return PROVIDED["sides"](other, self)

    @_unless_sided
    def __sub__(self, other: object):  # type: ignore[no-untyped-def]
        return add(self, -as_stopper(other, "operand of -"))

    @_unless_sided
    def __rsub__(self, other: object):  # type: ignore[no-untyped-def]
        return add(as_stopper(other, "operand of -"), -self)

    # -- immutability and printing -----------------------------------------------

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"CanonicalStopper values are immutable (cannot set {name!r})")

    def __reduce__(self) -> tuple[object, tuple[Edges, Edges]]:
        return (_from_simplest_graph, (self._left, self._right))

    def __copy__(self) -> CanonicalStopper:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> CanonicalStopper:
        return self

    def __str__(self) -> str:
        return PROVIDED["stopper text"](self)

    def __repr__(self) -> str:
        return f"CanonicalStopper.parse({str(self)!r})"

    _repr_latex_ = repr_latex  # Jupyter: the printed text typeset, as a short value's
    _repr_html_ = repr_html


ZERO = number(0)
WIDER_VALUES.append(CanonicalStopper)  # a short value's operators defer to a stopper's reflected ones


def _from_simplest_graph(left: Edges, right: Edges) -> CanonicalStopper:
    return _intern((tuple(map(tuple, left)), tuple(map(tuple, right))))


def _intern(graph: Graph) -> CanonicalStopper:
    g = _interned.get(graph)
    if g is None:
        g = object.__new__(CanonicalStopper)
        object.__setattr__(g, "_left", graph[0])
        object.__setattr__(g, "_right", graph[1])
        object.__setattr__(g, "_hash", hash(graph))
        _interned[graph] = g
    return g


def follower(g: CanonicalStopper, vertex: int) -> StopperLike:
    """The value at `vertex` of `g`'s simplest form (a follower of a simplest form is one: it is only renumbered).

    >>> follower(over(), 1)
    CanonicalForm.parse('0')
    """
    return _value_of(*canonical_numbering(g._left, g._right, vertex))


def short_value(left: Edges, right: Edges, vertex: int = 0) -> Optional[CanonicalForm]:
    """The canonical form of `vertex` when no cycle is reachable from it, else ``None``.

    >>> short_value([[1], []], [[0], []], 1), short_value([[1], []], [[0], []], 0)
    (CanonicalForm.parse('0'), None)
    """
    return _as_short(*reachable(left, right, vertex))


def as_stopper(value: object, where: str) -> StopperLike:
    """`value` as a stopper: a :class:`CanonicalStopper` or :class:`~cgt.CanonicalForm` as it is, a number as its form.

    Raises
    ------
    NotAValueError
        If `value` is none of these; the message starts with `where`.

    Examples
    --------
    >>> as_stopper(3, "here"), as_stopper(on(), "here")
    (CanonicalForm.parse('3'), CanonicalStopper.parse('on'))
    """
    if isinstance(value, (CanonicalStopper, CanonicalForm)):
        return value
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        return number(value)
    raise NotAValueError(f"{where}: {value!r} of type {type(value).__name__} is not a game value "
                         "(give a CanonicalStopper, a CanonicalForm, an int or a Fraction)")


def as_graph(value: StopperLike) -> Graph:
    """The graph of a stopper or short game, vertex 0 the value itself.

    A short game's graph is the graph of its canonical form's followers.

    >>> as_graph(number(1))
    (((1,), ()), ((), ()))
    """
    if isinstance(value, CanonicalStopper):
        return value.graph
    value = as_stopper(value, "operand of as_graph")
    index = {value: 0}
    order = [value]
    i = 0
    while i < len(order):
        for w in (*order[i].left_options, *order[i].right_options):
            if w not in index:
                index[w] = len(order)
                order.append(w)
        i += 1
    return (tuple(tuple(index[w] for w in g.left_options) for g in order),
            tuple(tuple(index[w] for w in g.right_options) for g in order))


def component_graph(component: Sequence[int], left: Edges, right: Edges, values: Sequence[Optional[StopperLike]],
                    cuts: Optional[tuple[Sequence[Sequence[bool]], Sequence[Sequence[bool]]]] = None,
                    ) -> tuple[list[list[int]], list[list[int]]]:
    """The graph of one strongly connected component, with the values it moves to embedded.

    The component's positions are vertices ``0 .. len(component) - 1`` in its
    order; a move out of it goes to the graph of that position's value
    (``values[w]``, known: components are valued in the order they are moved
    into), appended once for each distinct value. Those appended graphs are
    simplest forms, so ``simplest_forms(..., settled=len(component))`` applies.
    `cuts`, if given, marks moves (``cuts[0][i][k]``: the ``k``-th Left move
    of the component's ``i``-th position; ``cuts[1]`` Right's) that go to
    their position's value even inside the component (sidling's rounds).

    >>> component_graph([0], [[0, 1]], [[]], [None, number(1)])      # {v, 1|}: v on its own loop
    ([[0, 1], [2], []], [[], [], []])
    """
    local = {v: i for i, v in enumerate(component)}
    lefts: list[list[int]] = [[] for _ in component]
    rights: list[list[int]] = [[] for _ in component]
    exits: dict[Any, int] = {}  # an exit's value -> its vertex in the local graph

    def exit_of(value: Any) -> int:
        k = exits.get(value)
        if k is None:
            k = exits[value] = len(lefts)
            gl, gr = as_graph(value)
            lefts.extend([k + x for x in e] for e in gl)
            rights.extend([k + x for x in e] for e in gr)
        return k

    def vertex(w: int, cut: bool = False) -> int:
        k = None if cut else local.get(w)
        return exit_of(values[w]) if k is None else k

    for i, v in enumerate(component):
        if cuts is None:
            lefts[i] = [vertex(w) for w in left[v]]
            rights[i] = [vertex(w) for w in right[v]]
        else:
            lefts[i] = [vertex(w, c) for w, c in zip(left[v], cuts[0][i])]
            rights[i] = [vertex(w, c) for w, c in zip(right[v], cuts[1][i])]
    return lefts, rights


def stopper_le(g: StopperLike, h: StopperLike) -> bool:
    """``g <= h`` for stoppers: Left, moving second in ``h - g``, survives (Siegel thm. VI.3.4)."""
    if isinstance(g, CanonicalForm) and isinstance(h, CanonicalForm):
        return g <= h
    gl, gr = as_graph(g)
    hl, hr = as_graph(h)
    return bool(survival_table(gl, gr, hl, hr)[0])


def _value_of(left: Edges, right: Edges) -> StopperLike:
    """The value of a simplest-form graph numbered canonically: short when it has no cycle."""
    short = _as_short(left, right)
    return short if short is not None else _intern((tuple(left), tuple(right)))


def _as_short(left: Edges, right: Edges):  # type: ignore[no-untyped-def]
    """The canonical form of a graph with no cycle through vertex 0's followers, else None."""
    n = len(left)
    values: list = [None] * n
    state = [0] * n  # 0 new, 1 on the stack, 2 done
    stack = [0]
    while stack:
        v = stack[-1]
        if state[v] == 0:
            state[v] = 1
            for w in (*left[v], *right[v]):
                if state[w] == 1:
                    return None  # a cycle
                if state[w] == 0:
                    stack.append(w)
        else:
            stack.pop()
            if state[v] == 1:
                values[v] = CanonicalForm.from_options([values[w] for w in left[v]], [values[w] for w in right[v]])
                state[v] = 2
    return values[0]


def simplest_form(left: Edges, right: Edges, start: int = 0) -> StopperLike:
    """The simplest form of the stopper at vertex `start` of a game graph.

    Parameters
    ----------
    left, right : sequence of sequences of int
        ``left[v]`` and ``right[v]``: the vertices Left and Right can move to
        from vertex ``v``.
    start : int
        The game's vertex.

    Returns
    -------
    CanonicalStopper or CanonicalForm
        The interned simplest form; a :class:`~cgt.CanonicalForm` when it has
        no cycle.

    Raises
    ------
    NotAStopperError
        If play from `start` can go on forever with the players alternating.

    Examples
    --------
    >>> simplest_form([[1], []], [[0], []])      # {0|pass}: over
    CanonicalStopper.parse('over')
    >>> simplest_form([[1, 2], [], [1]], [[], [], []])   # {0, 1|} = 2
    CanonicalForm.parse('2')
    """
    left, right = reachable(left, right, start)
    return simplest_forms(left, right, [0])[0]


def simplest_forms(left: Edges, right: Edges, starts: Sequence[int], *, settled: Optional[int] = None) -> list[StopperLike]:
    """The simplest forms of the stoppers at several vertices of one graph, with one survival table.

    `settled`, if given, says that the vertices from that one on already
    have the options of a simplest form (no dominated or reversible option
    among them: graphs of values appended to the graph), so only the
    vertices before it are simplified.

    Raises
    ------
    NotAStopperError
        If the graph has an alternating cycle.

    Examples
    --------
    >>> simplest_forms([[1], [], [0]], [[0], [], []], [0, 1, 2])     # over, 0, {over|} = 1
    [CanonicalStopper.parse('over'), CanonicalForm.parse('0'), CanonicalForm.parse('1')]
    """
    if not is_stopper(left, right):
        raise NotAStopperError("simplest_form: the game graph has an alternating cycle "
                               "(play can go on forever), so it is not a stopper")
    n = len(left)
    table = survival_table(left, right, left, right)

    def le(a: int, b: int) -> bool:
        return bool(table[a * n + b])

    lefts = [list(dict.fromkeys(e)) for e in left]
    rights = [list(dict.fromkeys(e)) for e in right]
    changed = True
    while changed:
        changed = False
        for v in range(n if settled is None else settled):
            # Left's G^L with some G^LR <= G; Right's G^R with some G^RL >= G.
            new_left = _bypass(v, lefts, rights, lambda u: le(u, v))
            new_right = _bypass(v, rights, lefts, lambda u: le(v, u))
            new_left = _undominated(new_left, lambda a, b: le(a, b))
            new_right = _undominated(new_right, lambda a, b: le(b, a))
            if new_left != lefts[v] or new_right != rights[v]:
                lefts[v], rights[v] = new_left, new_right
                changed = True
    # Fuse: every position is replaced by the first position equal to it. Equal positions have equal
    # rows of the table, so only rows that hash alike are compared (rows kept would double the memory).
    rows = memoryview(table)
    firsts_by_row: dict[int, list[int]] = {}
    first: list[int] = []
    for v in range(n):
        same = firsts_by_row.setdefault(hash(bytes(rows[v * n:(v + 1) * n])), [])
        first.append(next((u for u in same if le(u, v) and le(v, u)), v))
        if first[v] == v:
            same.append(v)
    fused_left = [[first[w] for w in lefts[v]] for v in range(n)]
    fused_right = [[first[w] for w in rights[v]] for v in range(n)]
    return [_value_of(*canonical_numbering(fused_left, fused_right, first[s])) for s in starts]


def _bypass(v: int, mine: list[list[int]], theirs: list[list[int]], reverses) -> list[int]:  # type: ignore[no-untyped-def]
    """`v`'s options for one player with the reversible ones bypassed.

    An option ``w`` is reversible through a reply ``u`` of the opponent's when
    ``reverses(u)``; it is replaced by ``u``'s options for the player. An
    option met again after being bypassed is reversible again and its
    replacement is already in: it is dropped, which ends the loop.
    """
    kept: list[int] = []
    seen: set[int] = set()
    work = list(reversed(mine[v]))
    while work:
        w = work.pop()
        if w in seen:
            continue
        seen.add(w)
        through = next((u for u in theirs[w] if reverses(u)), None)
        if through is None:
            kept.append(w)
        else:
            work.extend(reversed(mine[through]))
    return kept


def _undominated(options: list[int], worse) -> list[int]:  # type: ignore[no-untyped-def]
    """`options` without those `worse` than another; of equal ones the first is kept."""
    kept = []
    for i, a in enumerate(options):
        if not any(worse(a, b) and (j < i or not worse(b, a)) for j, b in enumerate(options) if j != i):
            kept.append(a)
    return kept


def add(g: StopperLike, h: StopperLike):  # type: ignore[no-untyped-def]
    """The disjunctive sum ``g + h``: a stopper, or its :class:`~cgt.loopy.SidedValue` when it is not one.

    The sum's graph is the product of the two graphs; it may have alternating
    cycles (``on + off``: each player passes forever), and then is no stopper:
    its value is its onside and offside (as CGSuite's ``+`` of stoppers).

    >>> print(add(over(), 1), add(on(), -7), add(on(), off()))
    1over on dud
    """
    if isinstance(g, CanonicalForm) and isinstance(h, CanonicalForm):
        return g + h
    left, right = product(*as_graph(g), *as_graph(h))
    if is_stopper(left, right):
        return simplest_form(left, right, 0)
    return PROVIDED["graph value"](left, right, 0)


def on() -> CanonicalStopper:
    """``on = {on|}``: Left can always pass (Winning Ways ch. 11).

    >>> on(), on() > 1000
    (CanonicalStopper.parse('on'), True)
    """
    return _from_simplest_graph(((0,),), ((),))


def off() -> CanonicalStopper:
    """``off = {|off} = -on``."""
    return _from_simplest_graph(((),), ((0,),))


def over() -> CanonicalStopper:
    """``over = {0|over}``: positive, and less than every positive number (Winning Ways ch. 11)."""
    return simplest_form([[1], []], [[0], []])  # type: ignore[return-value]


def under() -> CanonicalStopper:
    """``under = {under|0} = -over``."""
    return -over()


def upon() -> CanonicalStopper:
    """``upon = {upon|*}`` (Winning Ways ch. 11), which CGSuite prints ``^[on]``."""
    # Vertex 0 upon, 1 *, 2 zero.
    return simplest_form([[0], [2], []], [[1], [2], []])  # type: ignore[return-value]
