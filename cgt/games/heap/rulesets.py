"""Heap rulesets from a user's function, and the partizan heap rulesets of two impartial ones.

CGSuite's ``game.heap.HeapRuleset(fn)`` and ``PartizanHeapRuleset(R, S)``
(``R.PartizanJoin(S)``): a function of a heap size lists the options of one
heap, each as the heaps it leaves, and the ruleset is a :class:`HeapGame`
(sums of heaps, Grundy sequences, winning moves). A function that numba can
compile fills the Grundy table compiled (its source rewritten by
``cgt.games.heap.inlining``); any other runs in Python.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any, Optional, Union

import numpy as np

from ...errors import InvalidValueError, NotAGameError
from ...game import Game
from .base import HeapGame, HeapPosition, fill_by_moves, heap_sizes, sum_options

__all__ = ["HeapRuleset", "PartizanHeapRuleset", "partizan_join", "heap_options", "function_name"]

#: numba's compiled form of each user function (False: numba cannot compile it), shared by the rulesets of the
#: function: each new dispatcher would compile the fill again (about a second).
_COMPILED: "weakref.WeakKeyDictionary[Callable[..., Any], Any]" = weakref.WeakKeyDictionary()

#: How many checked options a HeapRuleset keeps, over all the heaps the searches asked for (a few megabytes):
#: a heap whose options would pass it is checked again at each ask.
_KEPT = 2**16

#: A heap ruleset: a function of a heap size (its options, as tuples of heaps), or an impartial game on heaps.
HeapRules = Union[Callable[[int], Iterable[Iterable[int]]], Game]


def function_name(fn: Callable[..., Any]) -> str:
    """How a repr names a user's function: its name, which evaluates where the function was defined.

    Examples
    --------
    >>> def moves(n):
    ...     return []
    >>> function_name(moves), function_name(len)
    ('moves', 'len')
    """
    return getattr(fn, "__qualname__", None) or repr(fn)


def heap_options(game: HeapRules, n: int) -> list[tuple[int, ...]]:
    """Return the options of one heap of `n` in the heap ruleset `game`, each as its heaps: sorted, no zeros, once.

    CGSuite's ``HeapOptions``. `game` is any impartial game whose positions
    are heaps (a :class:`HeapGame`, :class:`~cgt.games.Nim`, a
    :class:`HeapRuleset`).

    Parameters
    ----------
    game : Game
        An impartial ruleset on heaps.
    n : int
        The heap size.

    Returns
    -------
    list of tuple of int

    Examples
    --------
    >>> from cgt.games import KAYLES, Nim
    >>> heap_options(KAYLES, 3), heap_options(Nim(), 2)
    ([(2,), (1, 1), (1,)], [(), (1,)])
    """
    if isinstance(game, HeapGame):
        return [left for _, left in game.heap_moves(n)]
    found: dict[tuple[int, ...], None] = {}
    for option in game.options((n,)):
        heaps = option if isinstance(option, tuple) else (option,)
        found[tuple(sorted(h for h in heaps if h))] = None
    return list(found)


class HeapRuleset(HeapGame):
    """An impartial heap ruleset given by a function: ``fn(n)`` lists the options of a heap of ``n``.

    CGSuite's ``game.heap.HeapRuleset(fn)``. Each option is a collection of
    heap sizes, the heaps the move leaves (an empty one: none); every heap
    an option leaves is smaller than ``n``, which makes play end. Positions
    are tuples of heaps, as in every :class:`HeapGame`. When numba compiles
    `fn`, the Grundy table is filled compiled; otherwise in Python
    (:attr:`compiled` tells which). `fn`'s source is first rewritten so that
    each option it yields, or lists in what it returns (a list, a tuple, a
    comprehension, ``a + b``, ``x if c else y``), is nim-added and marked
    where it stands (``cgt.games.heap.inlining``): no list or generator a
    heap, and options of different lengths may share a list; a function
    whose source cannot be read is compiled as it is (``numba.njit(fn)``).

    Parameters
    ----------
    fn : callable
        ``fn(n) -> iterable of iterables of int``.

    Raises
    ------
    NotAGameError
        If `fn` is not callable.
    InvalidValueError
        When a value is computed: if `fn` raises, or lists a heap that is not
        an integer in ``0..n-1`` (the message names the heap ``n``).

    Examples
    --------
    >>> import cgt
    >>> def grundys_game(n):
    ...     return [(a, n - a) for a in range(1, (n + 1) // 2)]
    >>> game = HeapRuleset(grundys_game)
    >>> game
    HeapRuleset(grundys_game)
    >>> game.grundy_sequence(12)
    array([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2], dtype=uint8)
    >>> cgt.grundy(game, (7, 6))    # heaps of values 0 and 1
    1
    """

    __slots__ = ("fn", "_compiled", "_known", "_kept")

    def __init__(self, fn: Callable[[int], Iterable[Iterable[int]]]) -> None:
        if not callable(fn):
            raise NotAGameError(f"HeapRuleset: {fn!r} is not a function of a heap size")
        super().__init__()
        self.fn = fn
        # numba's compiled fn, False when numba cannot compile it, None until tried.
        self._compiled: Any = None
        # The checked options of the heaps the searches asked for, _KEPT at most: a search of sums (partizan,
        # winning moves) asks for the same heap again and again.
        self._known: dict[int, list[tuple[int, ...]]] = {}
        self._kept = 0  # the options in _known

    @property
    def compiled(self) -> Optional[bool]:
        """Whether the table is filled by a compiled `fn` (``None`` until the first compiled fill is tried)."""
        return None if self._compiled is None else self._compiled is not False

    def heap_options(self, n: int) -> list[tuple[int, ...]]:
        """Return ``fn(n)`` checked: heaps sorted, no zeros, each option once (kept, up to a bound, for the next ask).

        Raises
        ------
        InvalidValueError
            If `fn` raises, or lists something that is not a collection of
            integers ``0..n-1``.

        Examples
        --------
        >>> HeapRuleset(lambda n: [[n - 1, 0]] if n else []).heap_options(3)
        [(2,)]
        >>> HeapRuleset(lambda n: [[n]]).heap_options(3)
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidValueError: HeapRuleset(<lambda>): fn(3) lists the option [3], whose heap 3 is not an integer >= 0 and < 3 (a move leaves smaller heaps)
        """
        known = self._known.get(n)
        if known is None:
            known = self._checked(n)
            if self._kept + len(known) <= _KEPT:
                self._known[n] = known
                self._kept += len(known)
        return list(known)

    def _checked(self, n: int) -> list[tuple[int, ...]]:
        try:
            options = list(self.fn(n))
        except Exception as exc:
            raise InvalidValueError(f"{self!r}: fn({n}) raised {exc!r}") from exc
        found: dict[tuple[int, ...], None] = {}
        for option in options:
            try:
                heaps = list(option)
            except TypeError:
                raise InvalidValueError(
                    f"{self!r}: fn({n}) lists {option!r}, which is not a collection of heap sizes"
                ) from None
            for h in heaps:
                if isinstance(h, bool) or not isinstance(h, (int, np.integer)) or not 0 <= h < n:
                    raise InvalidValueError(
                        f"{self!r}: fn({n}) lists the option {option!r}, whose heap {h!r} is not an integer "
                        f">= 0 and < {n} (a move leaves smaller heaps)"
                    )
            found[tuple(sorted(int(h) for h in heaps if h))] = None
        return list(found)

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(n - sum(left), left)`` for each option of a heap of `n` (the tokens a move removes: negative when it adds)."""
        return ((n - sum(left), left) for left in self.heap_options(n))

    def fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        if self._compiled is None:
            self._compiled = self._compile()
        if self._compiled is False:
            return self._python_fill(values, start, stop, top)
        from ..._kernels.heap import function_fill

        seen = np.zeros(1024, np.uint8)
        work = values[:stop].astype(np.int64)  # int64 loads need no widening: about 1.15x faster than uint8
        first = start
        while True:
            try:
                where, status = function_fill(*self._compiled, work, start, stop, top, seen)
            except Exception:
                # fn raised: the Python fill says which heap.
                return self._python_fill(values, start, stop, top)
            values[first:where] = work[first:where]
            if status == 1:
                return self._python_fill(values, where, stop, top)  # raises, naming the heap and its option
            if status != 2:
                return where
            start, seen = where, np.zeros(2 * len(seen), np.uint8)  # a value past the marks: a longer array

    def _compile(self) -> Any:
        known = _COMPILED.get(self.fn)
        if known is not None:
            return known
        import numba

        from ..._kernels.heap import function_fill
        from .inlining import option_markers

        compiled: Any = False
        try:
            forms = option_markers(self.fn, numba.njit)
        except TypeError:  # numba compiles functions only: a callable object (a partial, a class) runs in Python
            forms = []
        for markers in forms:
            try:
                # compiles, or says numba cannot
                function_fill(*markers, np.zeros(2, np.int64), 0, 2, 255, np.zeros(64, np.uint8))
            except Exception:
                # NumbaError: numba cannot compile this form; anything else: fn raised on a small heap (the
                # Python fill reports it with the heap).
                continue
            compiled = markers
            break
        try:
            _COMPILED[self.fn] = compiled
        except TypeError:
            pass  # fn cannot be weakly referenced: compiled again by the next ruleset of it
        return compiled

    def _python_fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        return fill_by_moves(values, start, stop, top, self._checked)  # each heap once: nothing kept

    def values_by_definition(self, n: int) -> list[int]:
        values = np.zeros(n, np.uint64)
        self._python_fill(values, 0, n, 2**63)
        return [int(v) for v in values]

    def periodicity_rule(self) -> str:
        return "a heap ruleset from a function has no periodicity theorem: its moves are not known beyond a heap"

    def rules_key(self) -> Hashable:
        return self.fn

    def __repr__(self) -> str:
        return f"HeapRuleset({function_name(self.fn)})"


def _heap_rules(rules: HeapRules, who: str) -> Game:
    if isinstance(rules, HeapGame) or callable(getattr(rules, "options", None)):
        return rules  # type: ignore[return-value]
    if callable(rules):
        return HeapRuleset(rules)
    raise NotAGameError(f"PartizanHeapRuleset: {who}={rules!r} is neither a heap ruleset nor a function of a heap size")


class PartizanHeapRuleset:
    """A partizan heap game: Left moves on a heap by one impartial heap ruleset, Right by another.

    CGSuite's ``game.heap.PartizanHeapRuleset(R, S)``, also ``R.PartizanJoin(S)``
    (:func:`partizan_join`). Positions are tuples of heaps (one heap: an
    int), a sum of single heaps (``decompose``), as in
    :class:`~cgt.games.PartizanSubtraction`.

    Parameters
    ----------
    left, right : heap ruleset or callable
        An impartial game on heaps (:class:`HeapGame`, :class:`~cgt.games.Nim`,
        :class:`HeapRuleset`), or a function of a heap size as
        :class:`HeapRuleset` takes.

    Raises
    ------
    NotAGameError
        If a side is neither.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Nim, KAYLES, SubtractionGame
    >>> game = PartizanHeapRuleset(SubtractionGame({1, 3}), SubtractionGame({2, 3}))
    >>> print(cgt.canonical_form(game, 6))      # CGSuite's GameHeapTest: PartizanSubtraction([1,3],[2,3])(6)
    {1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}
    >>> PartizanHeapRuleset(Nim(), KAYLES)
    PartizanHeapRuleset(Nim(), OctalGame('0.77'))
    """

    __slots__ = ("left_rules", "right_rules", "__weakref__")

    def __init__(self, left: HeapRules, right: HeapRules) -> None:
        #: The rulesets Left and Right move by (a function is read as a :class:`HeapRuleset`).
        self.left_rules = _heap_rules(left, "left")
        self.right_rules = _heap_rules(right, "right")

    def _options(self, position: HeapPosition, rules: Game) -> list[tuple[int, ...]]:
        return sum_options(heap_sizes(position, self), lambda h: heap_options(rules, h))

    def left_options(self, position: HeapPosition) -> list[tuple[int, ...]]:
        """Return the positions after Left moves on one heap by her ruleset (sorted, no zeros, each once).

        Raises
        ------
        InvalidPositionError
            If a heap size is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import Nim, KAYLES
        >>> PartizanHeapRuleset(Nim(), KAYLES).left_options((2, 3))
        [(3,), (1, 3), (2,), (1, 2), (2, 2)]
        """
        return self._options(position, self.left_rules)

    def right_options(self, position: HeapPosition) -> list[tuple[int, ...]]:
        """Return the positions after Right moves on one heap by his ruleset (sorted, no zeros, each once).

        Raises
        ------
        InvalidPositionError
            If a heap size is not an integer ``>= 0``.

        Examples
        --------
        >>> from cgt.games import Nim, KAYLES
        >>> PartizanHeapRuleset(Nim(), KAYLES).right_options(3)
        [(2,), (1, 1), (1,)]
        """
        return self._options(position, self.right_rules)

    def decompose(self, position: HeapPosition) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a position of several heaps into single heaps ``(h,)``; ``None`` for one heap or none.

        Examples
        --------
        >>> from cgt.games import Nim
        >>> PartizanHeapRuleset(Nim(), Nim()).decompose((3, 5))
        [(PartizanHeapRuleset(Nim(), Nim()), (3,)), (PartizanHeapRuleset(Nim(), Nim()), (5,))]
        """
        heaps = heap_sizes(position, self)
        if len(heaps) < 2:
            return None
        return [(self, (h,)) for h in heaps]

    def recompose(
        self, position: HeapPosition, index: int, component: tuple[int, ...], *, player: Optional[str] = None
    ) -> tuple[int, ...]:
        """Return `position` with heap `index` replaced by the heaps `component`: sorted, no zeros.

        Examples
        --------
        >>> from cgt.games import Nim
        >>> PartizanHeapRuleset(Nim(), Nim()).recompose((3, 5, 8), 1, (4,))
        (3, 4, 8)
        """
        heaps = heap_sizes(position, self)
        return tuple(sorted(h for h in heaps[:index] + tuple(component) + heaps[index + 1 :] if h))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and (other.left_rules, other.right_rules) == (  # type: ignore[attr-defined]
            self.left_rules, self.right_rules)

    def __hash__(self) -> int:
        return hash((type(self), self.left_rules, self.right_rules))

    def __repr__(self) -> str:
        return f"PartizanHeapRuleset({self.left_rules!r}, {self.right_rules!r})"


def partizan_join(left: HeapRules, right: HeapRules) -> PartizanHeapRuleset:
    """Return the partizan heap ruleset where Left moves by `left` and Right by `right`: CGSuite's ``R.PartizanJoin(S)``.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Nim, KAYLES
    >>> game = partizan_join(Nim(), KAYLES)       # games-and-rulesets.cgsh line 95
    >>> print(cgt.canonical_form(game, 4))      # CGSuite 2.2 printed the same
    {0,*|0,*2,*3}
    """
    return PartizanHeapRuleset(left, right)
