"""Canonical forms of game positions: the partizan kind of value of the one search.

A *partizan* game is any object with ``left_options(position)`` and
``right_options(position)``. Its value is the canonical form
``{left options' values | right options' values}``, computed by the solver's
one memoizing, iterative search (:mod:`cgt.solver`) as the kind
:data:`CANONICAL_FORM`: a position needs the values of Left's options and
then Right's (the context says how many are Left's), the value follows by
:meth:`CanonicalForm.from_options <cgt.partizan.values.CanonicalForm.from_options>`,
and a position that the game's ``decompose`` splits is the sum (``+``) of its
components' values. The values live in the game's own cache, beside its
Grundy values, and a cycle raises :class:`~cgt.LoopyGameError`.

A game may also give its options already split, with the hook
``option_summands(position)``: it returns ``(options, lefts)``, every option
(Left's first, ``lefts`` of them) as a tuple of ``(key, negated)`` summands:
the option is the sum of the keys' values, each negated where the flag says.
The keys are positions of the game itself, so one cache entry serves every
region that shares a key, its mirror images and, where a symmetry swaps the
players, its negatives (the board games of ``cgt.games.grid`` key regions
with ``cgt.games.grid.board.canonical``). The search then asks only for
the keys' values, each once per position, and never splits a key again:
keys are components already.

An impartial game (``options`` only) is the special case in which both
players have the same options; its canonical forms are the nimbers ``*g``,
``g`` its Grundy value.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from fractions import Fraction
from typing import Any, Optional, Union

from ..errors import LoopyGameError
from ..game import Game, side_options, is_partizan
from ..search import current_watch
from ..solver import MEMORY, Kind, SearchProgress, evaluate
from ..sums import components_of, put_back
from ..watch import compiled_section, compiled_slices, first_compile
from ._dyadic import exact
from ._store import add, canonical, interned, neg, number_node
from .values import ZERO, CanonicalForm

__all__ = ["CANONICAL_FORM", "canonical_form", "canonical_forms_of_graph", "graph_value"]


def _add_all(values: list[CanonicalForm]) -> CanonicalForm:
    if not values:
        return ZERO
    total = values[0]
    for value in values[1:]:
        total = total + value
    return total


def _from_summands(lefts: int, summands: Iterable[Iterable[tuple[Any, bool]]], value_of: Any) -> CanonicalForm:
    """``{L | R}`` of options given as signed sums of keys, Left's `lefts` first; ``value_of[key]`` is a key's value."""
    # The store's own sum, negative and canonical form: the values are the
    # store's nodes, so the operators' coercions are not needed (the hot path).
    options = []
    for option in summands:
        total = None
        for key, negated in option:
            value = neg(value_of[key]) if negated else value_of[key]
            total = value if total is None else add(total, value)
        options.append(ZERO if total is None else total)  # ZERO: no live region
    return canonical(options[:lefts], options[lefts:])  # type: ignore[return-value]


def canonical_forms_of_graph(
    lefts: Sequence[int], option_at: Sequence[int], summand_at: Sequence[int], summands: Sequence[int],
    order: Sequence[int],
) -> list[CanonicalForm]:
    """Return the canonical form of every vertex of a game graph given by its options as sums of vertices.

    The engine's other entry: compiled rules (a board game's kernel) list
    every position a search meets as a vertex of a graph, its options as
    signed sums of vertices (the regions an option falls into), and this
    function gives them their values bottom-up, with the same store, sums and
    simplification as :func:`canonical_form`. Nothing is checked: the graph
    is the library's own.

    Parameters
    ----------
    lefts : sequence of int
        ``lefts[v]``: how many of vertex ``v``'s options are Left's (they
        come first).
    option_at : sequence of int
        Vertex ``v``'s options are numbers ``option_at[v]`` to
        ``option_at[v + 1] - 1``.
    summand_at, summands : sequence of int
        Option ``o`` is the sum of ``summands[summand_at[o]:summand_at[o + 1]]``,
        each ``vertex << 1 | negated`` (the vertex's value, or its negative);
        an option with no summand is 0.
    order : sequence of int
        Every vertex, each after all the vertices of its options' sums.

    Returns
    -------
    list of CanonicalForm
        The value of each vertex, by number.

    Examples
    --------
    Vertex 0 has no options (0); vertex 1 is ``{0 | }`` = 1; vertex 2 is
    ``{1 | 0 + -1}``, Right's option the sum of vertex 0 and the negative of
    vertex 1:

    >>> canonical_forms_of_graph([0, 1, 1], [0, 0, 1, 3], [0, 0, 1, 3], [2, 0, 3], [0, 1, 2])
    [CanonicalForm.parse('0'), CanonicalForm.parse('1'), CanonicalForm.parse('+-1')]
    """
    values: list[Any] = [None] * len(lefts)
    for v in order:
        first, last = option_at[v], option_at[v + 1]
        values[v] = _from_summands(
            lefts[v], [[(code >> 1, code & 1) for code in summands[summand_at[o]:summand_at[o + 1]]]
                       for o in range(first, last)], values)
    return values


_compiled: list[bool] = []


def graph_value(lefts: Any, option_at: Any, summand_at: Any, summands: Any, order: Any, roots: Any, *,
                capacity: Optional[int] = None) -> CanonicalForm:
    """Return the sum of a game graph's roots, valued by compiled code (the value store's twin).

    The graph is as :func:`canonical_forms_of_graph` takes it, in ``int64``
    numpy arrays, with `roots` the signed vertices (``vertex << 1 |
    negated``) whose sum is asked for. Every vertex is valued by
    ``cgt._kernels.forms``, the store's rules compiled; only the answer's
    followers come back into the store. Numbers finer than that code keeps
    (denominators over ``2**30``) send the graph to
    :func:`canonical_forms_of_graph` instead.

    Parameters
    ----------
    lefts, option_at, summand_at, summands, order : numpy.ndarray
        The graph (see :func:`canonical_forms_of_graph`).
    roots : numpy.ndarray
        The signed vertices to add up.
    capacity : int, optional
        How many values the compiled store starts with (four times as many
        each time it fills up); by default four per vertex.

    Returns
    -------
    CanonicalForm
        The sum.

    Examples
    --------
    The graph of :func:`canonical_forms_of_graph`'s example, summed at its
    vertex 2 and the negative of its vertex 1: ``+-1 - 1``.

    >>> import numpy as np
    >>> graph = [np.array(a) for a in ([0, 1, 1], [0, 0, 1, 3], [0, 0, 1, 3], [2, 0, 3], [0, 1, 2], [4, 3])]
    >>> graph_value(*graph)
    CanonicalForm.parse('{0|-2}')
    """
    from .._kernels import forms

    import numpy as np

    if not _compiled:
        _compiled.append(True)
        with first_compile("the compiled value store", "40 s"):  # its kernels, on a graph of three vertices
            graph_value(*(np.array(a) for a in ([0, 1, 1], [0, 0, 1, 3], [0, 0, 1, 3], [2, 0, 3], [0, 1, 2], [4, 3])))
    watch = current_watch()
    size = capacity or 4 * len(lefts) + 4096
    while True:
        store = forms.new_store(size, 16 * size, 1 << 20)
        values = np.zeros(len(lefts), np.int64)
        # In slices: Ctrl-C and progress are seen between them.
        start = 0
        for step in compiled_slices():
            if start >= len(order) or store[forms.COUNTERS][forms.STATUS] != forms.OK:
                break
            with compiled_section():
                forms.graph_values(store, lefts, option_at, summand_at, summands, order[start : start + step], values)
            start += step
            if watch is not None:
                watch.look(0, len(lefts))  # counted by the graph's search: here, only progress
        with compiled_section():
            root = forms.sum_values(store, values, roots)
        status = store[forms.COUNTERS][forms.STATUS]
        if status != forms.FULL:
            break
        size *= 4
    if status == forms.OK:
        return _store_value(store, root)
    values = canonical_forms_of_graph(lefts.tolist(), option_at.tolist(), summand_at.tolist(), summands.tolist(),
                                      order.tolist())
    total = ZERO
    for code in roots.tolist():
        total = add(total, neg(values[code >> 1]) if code & 1 else values[code >> 1])
    return total  # type: ignore[no-any-return]


def _store_value(store: tuple[Any, ...], root: int) -> CanonicalForm:
    """Value `root` of a compiled store, in the one store (its followers only)."""
    from .._kernels import forms

    fields, pool = store[forms.VALUES], store[forms.POOL]
    kind, m, k, lo, ln, ro, rn = (fields[:, f].tolist() for f in (forms.KIND, forms.M, forms.K, forms.LO, forms.LN,
                                                                 forms.RO, forms.RN))
    made: dict[int, CanonicalForm] = {}

    def value(i: int) -> CanonicalForm:
        found = made.get(i)
        if found is None:
            if kind[i] == forms.NUMBER:
                found = number_node(exact(Fraction(m[i], 1 << k[i])))
            else:
                # Canonical already (the twin simplified it): interned as it is, its options not compared again.
                found = interned([value(int(x)) for x in pool[lo[i] : lo[i] + ln[i]]],
                                 [value(int(x)) for x in pool[ro[i] : ro[i] + rn[i]]])
            made[i] = found
        return found

    return value(root)


class _CanonicalForms(Kind):
    """Canonical forms: ``{values of Left's options | values of Right's options}``."""

    add = staticmethod(_add_all)
    hint = "canonical_form_hint"
    # Measured: 6 KB a position in Domineering's 5x5 search (the forms dominate).
    position_bytes = 6_000

    def children(self, game: Game) -> tuple[Callable[[Any], Any], bool]:
        summands = getattr(game, "option_summands", None)
        if summands is not None:

            def expand_summands(position: Hashable) -> tuple[list[Hashable], Any]:
                options, lefts = summands(position)
                keys = list(dict.fromkeys([key for option in options for key, _ in option]))
                # The context: how many options are Left's, the options' summands, the keys in order.
                return keys, (lefts, options, keys)

            return expand_summands, True
        if is_partizan(game):
            left = game.left_options  # type: ignore[attr-defined]
            right = game.right_options  # type: ignore[attr-defined]

            def expand(position: Hashable) -> tuple[list[Hashable], int]:
                lefts = left(position)
                if type(lefts) is not list:
                    lefts = list(lefts)
                # The context: how many of the children are Left's options.
                return lefts + list(right(position)), len(lefts)

            return expand, True
        options, _ = super().children(game)

        def expand_impartial(position: Hashable) -> tuple[list[Hashable], int]:
            return list(options(position)), -1  # -1: both players have these options

        return expand_impartial, True

    def children_split(self, game: Game) -> bool:
        # The keys of option_summands are regions: split already.
        return getattr(game, "option_summands", None) is not None

    def combine(self, values: list[Any], context: Any = None) -> CanonicalForm:
        if type(context) is tuple:
            lefts, summands, keys = context
            return _from_summands(lefts, summands, dict(zip(keys, values)))
        if context < 0:
            return CanonicalForm.from_options(values, values)
        return CanonicalForm.from_options(values[:context], values[context:])


#: Canonical forms of partizan (and impartial) positions, as a kind of value of
#: the one search (:func:`cgt.evaluate`); the game's optional hook
#: ``canonical_form_hint(position)`` may give a value without search.
CANONICAL_FORM: Kind = _CanonicalForms("canonical form")


def canonical_form(
    game: Game, position: Hashable, *, budget: Union[int, str, None] = MEMORY,
    progress: Optional[Callable[[SearchProgress], Any]] = None,
) -> CanonicalForm:
    """Return the canonical form of `position`: its value as a partizan game.

    Values are memoized in the game's cache, like Grundy values; the search is
    iterative, so depth is limited by memory, not by the recursion limit.

    Parameters
    ----------
    game : Game
        A partizan game (``left_options`` and ``right_options``) or an
        impartial one (``options``: both players move alike). The hooks
        ``decompose`` (the value of a sum is the sum of its components'
        values), ``canonical_form_hint`` and ``option_summands`` are
        honoured (see the module documentation).
    position : hashable
        A position of `game`.
    budget : int, "memory" or None, optional
        How many positions the search may visit; by default as many as half
        the available memory holds; ``None``, no limit. See :func:`cgt.evaluate`.
    progress : callable, optional
        Called about twice a second with a :class:`cgt.SearchProgress`.

    Returns
    -------
    CanonicalForm
        The interned canonical form.

    Raises
    ------
    NotAGameError
        If `game` has neither ``left_options``/``right_options`` nor ``options``.
    UnhashablePositionError
        If `position`, or a position reached from it, is unhashable.
    LoopyGameError
        If a position can be reached from itself (``.cycle`` gives the cycle).
    GraphTooLargeError
        If the search would visit more positions than `budget` (the game's
        ``estimated_positions``, if it has one, is asked before starting).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> cgt.canonical_form(Domineering(), Domineering().position("..|.."))
    CanonicalForm.parse('+-1')
    >>> g = cgt.canonical_form(Domineering(), "...|...")
    >>> g, g.temperature
    (CanonicalForm.parse('{2|-1/2}'), Fraction(5, 4))
    >>> cgt.canonical_form(cgt.games.Nim(), (1, 2))     # impartial: the nimber *G
    CanonicalForm.parse('*3')
    """
    try:
        return evaluate(game, position, CANONICAL_FORM, budget=budget, progress=progress)  # type: ignore[no-any-return]
    except LoopyGameError:
        if not is_partizan(game):
            raise
        # A loopy partizan game: its stopper or sided value, from the loopy engine (imported
        # here, as the core's outcomes import this engine: the one way up the layers).
        from ..loopy.engine import value

        return value(game, position, budget=budget, progress=progress)  # type: ignore[return-value]


def partizan_winning_moves(game: Game, position: Hashable, player: str) -> list[Hashable]:
    """The winning moves of `player` (``"left"`` or ``"right"``) in a partizan game, part by part.

    A move of Left wins when its option is ``>= 0``, one of Right when it is
    ``<= 0``. A position that decomposes into parts that can be put back
    (``decompose`` and ``recompose``, sums inside sums included) is searched
    part by part: a move in a part of value ``v`` leaves ``total - v`` plus
    the value of the part's option, so only the parts' own options are listed,
    and each winning one is put back into the whole position (so a
    Domineering board's winning moves are boards, not normal forms).
    Otherwise the position's own options are tried.
    """
    wins = (lambda g: g >= 0) if player == "left" else (lambda g: g <= 0)
    side = 0 if player == "left" else 1
    parts = components_of(game, position, recomposable=True)
    if len(parts) == 1 and not parts[0][2]:
        return [q for q in side_options(game)[side](position) if wins(canonical_form(game, q))]
    values = [canonical_form(part, where) for part, where, _ in parts]
    total = _add_all(values)
    moves: list[Hashable] = []
    for (part, where, path), value in zip(parts, values):
        rest = total - value
        for q in side_options(part)[side](where):
            if wins(rest + canonical_form(part, q)):
                moves.append(put_back(q, path, player))
    # Options of a part that are one picture (a region's mirror images) may be put back as one move.
    return list(dict.fromkeys(moves))
