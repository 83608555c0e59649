"""Coordinate games: positions are pairs ``(x, y)``, a move leaves a pair or a sum of pairs.

CGSuite's ``game.heap.CoordinateRuleset(fn)`` and its partizan form, the
memory games ``GenMem`` (Mem, Fibonacci Nim, Take-Away), Partizan Euclid, and
the cake product of two heap rulesets (``GenCutcake``: Cutcake, Eatcake and
Maundy Cake as CGSuite writes them).

A position is a pair of integers ``(x, y)`` or a tuple of pairs, their sum
(``decompose``); an option is a pair, or a sorted tuple of pairs (``()``:
nothing left).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable
from fractions import Fraction
from numbers import Rational
from typing import Any, Optional, Union

from ...errors import InvalidPositionError, InvalidValueError, NotAGameError
from ...game import Game
from .base import sum_options
from .rulesets import HeapRules, function_name, heap_options

__all__ = [
    "CoordinateRuleset",
    "PartizanCoordinateRuleset",
    "GenMem",
    "Mem",
    "TakeAway",
    "FibonacciNim",
    "PartizanEuclid",
    "GenCutcake",
    "cake_product",
]

Pair = tuple[int, int]
#: A position of a coordinate game: a pair, or a tuple of pairs (their sum).
CoordinatePosition = Union[Pair, tuple[Pair, ...]]
CoordinateFunction = Callable[[int, int], Iterable[Any]]


def _is_int(x: object) -> bool:
    return not isinstance(x, bool) and hasattr(type(x), "__index__")


def _is_pair(x: object) -> bool:
    return isinstance(x, tuple) and len(x) == 2 and _is_int(x[0]) and _is_int(x[1])


def _all_pairs(parts: list[Any]) -> bool:
    return all(_is_pair(p) for p in parts)


def _canonical(pairs: Iterable[Pair]) -> CoordinatePosition:
    """A sum of pairs as a position: one pair as itself, else the pairs sorted."""
    parts = tuple(sorted(pairs))
    return parts[0] if len(parts) == 1 else parts


class _CoordinateGame:
    """What the coordinate games share: reading positions, options of one pair by a function, sums."""

    __slots__ = ("__weakref__",)

    def _pairs(self, position: Any) -> tuple[Pair, ...]:
        if type(position) is tuple and len(position) == 2 and type(position[0]) is int and type(position[1]) is int:
            return (position,)  # the usual case, checked at once
        if _is_pair(position):
            return ((int(position[0]), int(position[1])),)
        if isinstance(position, tuple) and all(_is_pair(p) for p in position):
            return tuple((int(x), int(y)) for x, y in position)
        raise InvalidPositionError(
            f"{position!r} is not a position of {self!r}: give a pair of integers (x, y), or a tuple of pairs (their sum)"
        )

    def position(self, text: str) -> CoordinatePosition:
        """Return the position written in `text`: a pair ``'10 3'`` or ``'(10, 3)'``, or a sum ``'(10, 3) + (4, 1)'``.

        Raises
        ------
        InvalidPositionError
            If a word is not an integer, or the integers do not pair up (the message quotes the text).

        Examples
        --------
        >>> Mem().position("(10, 3) + (4, 1)"), Mem().position("10 3")
        (((10, 3), (4, 1)), (10, 3))
        >>> Mem().position("10 x")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: Mem() position '10 x': word 2, 'x', is not an integer
        """
        words = re.sub(r"[(),+]", " ", text).split()
        for i, word in enumerate(words):
            if not re.fullmatch(r"-?[0-9]+", word):
                raise InvalidPositionError(f"{self!r} position {text!r}: word {i + 1}, {word!r}, is not an integer")
        if not words or len(words) % 2:
            raise InvalidPositionError(
                f"{self!r} position {text!r} has {len(words)} integers; give pairs, e.g. '10 3' or '(10, 3) + (4, 1)'"
            )
        numbers = [int(w) for w in words]
        pairs = tuple(zip(numbers[::2], numbers[1::2]))
        return pairs[0] if len(pairs) == 1 else pairs  # in the order given: winning moves name pairs by it

    def _listed(self, fn: CoordinateFunction, pair: Pair) -> list[Any]:
        """What `fn` lists for one pair, unchecked; if it raises, the error names the pair."""
        try:
            return list(fn(*pair))
        except Exception as exc:
            raise InvalidValueError(f"{self!r}: the options of {pair} raised {exc!r}") from exc

    def _pair_options(
        self, fn: CoordinateFunction, pair: Pair, listed: Optional[list[Any]] = None
    ) -> list[tuple[Pair, ...]]:
        """The options of one pair by `fn` (or what it `listed`), each the pairs it leaves; faults name the pair."""
        options = []
        for option in self._listed(fn, pair) if listed is None else listed:
            if type(option) is tuple and len(option) == 2 and type(option[0]) is int and type(option[1]) is int:
                options.append((option,))  # the usual case, checked at once
            elif _is_pair(option):
                options.append(((int(option[0]), int(option[1])),))
            elif isinstance(option, Iterable) and _all_pairs(parts := list(option)):
                options.append(tuple((int(x), int(y)) for x, y in parts))
            else:
                raise InvalidValueError(
                    f"{self!r}: the options of {pair} list {option!r}, which is neither a pair of integers "
                    "nor a collection of pairs"
                )
        return options

    def _options(self, position: CoordinatePosition, fn: CoordinateFunction) -> list[CoordinatePosition]:
        if type(position) is tuple and len(position) == 2 and type(position[0]) is int and type(position[1]) is int:
            # one pair, the search's usual question: its options as they come. When fn lists pairs only (the usual
            # case, checked in one pass), they are the options.
            listed = self._listed(fn, position)
            if all(type(o) is tuple and len(o) == 2 and type(o[0]) is int and type(o[1]) is int for o in listed):
                return list(dict.fromkeys(listed))
            return self._one_pair_options(fn, position, listed)
        pairs = self._pairs(position)
        if len(pairs) == 1:
            return self._one_pair_options(fn, pairs[0])
        return sum_options(pairs, lambda pair: self._pair_options(fn, pair), _canonical)

    def _one_pair_options(
        self, fn: CoordinateFunction, pair: Pair, listed: Optional[list[Any]] = None
    ) -> list[CoordinatePosition]:
        """The positions one move on `pair` reaches, each once, as they come (a pair as itself, a sum sorted)."""
        return list(dict.fromkeys(left[0] if len(left) == 1 else _canonical(left)
                                  for left in self._pair_options(fn, pair, listed)))

    def decompose(self, position: CoordinatePosition) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a sum of pairs into its pairs; ``None`` for one pair or none.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.

        Examples
        --------
        >>> Mem().decompose(((3, 1), (5, 0)))
        [(Mem(), (3, 1)), (Mem(), (5, 0))]
        """
        if type(position) is tuple and len(position) == 2 and type(position[0]) is int and type(position[1]) is int:
            return None  # one pair, what the search asks of nearly every option: no parsing
        pairs = self._pairs(position)
        return None if len(pairs) < 2 else [(self, pair) for pair in pairs]

    def recompose(
        self, position: CoordinatePosition, index: int, component: CoordinatePosition, *, player: Optional[str] = None
    ) -> CoordinatePosition:
        """Return `position` with pair `index` replaced by the pairs of `component` (sorted; one pair as itself).

        Examples
        --------
        >>> Mem().recompose(((3, 1), (5, 0)), 1, ((1, 4), (2, 2)))
        ((1, 4), (2, 2), (3, 1))
        """
        pairs = self._pairs(position)
        return _canonical(pairs[:index] + self._pairs(component) + pairs[index + 1 :])


class CoordinateRuleset(_CoordinateGame):
    """An impartial game on pairs ``(x, y)`` given by a function: ``fn(x, y)`` lists the options.

    CGSuite's ``game.heap.CoordinateRuleset(fn)``. Each option is a pair, or
    a collection of pairs (their sum; an empty one: nothing left). The
    function should make play end; a game with a cycle is refused by the
    solver.

    Parameters
    ----------
    fn : callable
        ``fn(x, y) -> iterable of options``.

    Raises
    ------
    NotAGameError
        If `fn` is not callable.
    InvalidValueError
        When options are asked: if `fn` raises, or lists something that is
        not a pair or a collection of pairs (the message names the pair).

    Examples
    --------
    >>> import cgt
    >>> def wythoff(x, y):
    ...     return ([(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
    ...             + [(x - k, y - k) for k in range(1, min(x, y) + 1)])
    >>> game = CoordinateRuleset(wythoff)
    >>> game
    CoordinateRuleset(wythoff)
    >>> [(x, y) for x in range(8) for y in range(x, 8) if cgt.grundy(game, (x, y)) == 0]
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """

    __slots__ = ("fn",)

    def __init__(self, fn: CoordinateFunction) -> None:
        if not callable(fn):
            raise NotAGameError(f"{type(self).__name__}: {fn!r} is not a function of a pair (x, y)")
        self.fn = fn

    def options(self, position: CoordinatePosition) -> list[CoordinatePosition]:
        """Return every position one move can reach (on one pair of the sum), each once.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.
        InvalidValueError
            If the function fails on a pair (the message names it).

        Examples
        --------
        >>> game = CoordinateRuleset(lambda x, y: [(x - 1, y), [(x - 1, 0), (0, y)]] if x else [])
        >>> game.options((2, 3))
        [(1, 3), ((0, 3), (1, 0))]
        """
        return self._options(position, self.fn)

    def rules_key(self) -> Hashable:
        """What identifies the rules, for ``==`` and ``hash``: the function."""
        return "function", self.fn

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CoordinateRuleset) and other.rules_key() == self.rules_key()

    def __hash__(self) -> int:
        return hash((CoordinateRuleset, self.rules_key()))

    def __repr__(self) -> str:
        return f"CoordinateRuleset({function_name(self.fn)})"


class PartizanCoordinateRuleset(_CoordinateGame):
    """A partizan game on pairs: ``left(x, y)`` lists Left's options, ``right(x, y)`` Right's.

    CGSuite's ``game.heap.PartizanCoordinateRuleset``; options as
    :class:`CoordinateRuleset` reads them.

    Parameters
    ----------
    left, right : callable
        ``fn(x, y) -> iterable of options``.

    Raises
    ------
    NotAGameError
        If a side is not callable.

    Examples
    --------
    >>> import cgt
    >>> game = PartizanCoordinateRuleset(lambda x, y: [(x - 1, y)] if x else [], lambda x, y: [(x, y - 1)] if y else [])
    >>> print(cgt.canonical_form(game, (3, 1)))
    2
    """

    __slots__ = ("left", "right")

    def __init__(self, left: CoordinateFunction, right: CoordinateFunction) -> None:
        for who, fn in (("left", left), ("right", right)):
            if not callable(fn):
                raise NotAGameError(f"{type(self).__name__}: {who}={fn!r} is not a function of a pair (x, y)")
        self.left, self.right = left, right

    def left_options(self, position: CoordinatePosition) -> list[CoordinatePosition]:
        """Return the positions after Left's moves (on one pair of the sum), each once.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.
        """
        return self._options(position, self.left)

    def right_options(self, position: CoordinatePosition) -> list[CoordinatePosition]:
        """Return the positions after Right's moves (on one pair of the sum), each once.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.
        """
        return self._options(position, self.right)

    def rules_key(self) -> Hashable:
        """What identifies the rules, for ``==`` and ``hash``: the two functions."""
        return self.left, self.right

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PartizanCoordinateRuleset) and other.rules_key() == self.rules_key()

    def __hash__(self) -> int:
        return hash((PartizanCoordinateRuleset, self.rules_key()))

    def __repr__(self) -> str:
        return f"PartizanCoordinateRuleset({function_name(self.left)}, {function_name(self.right)})"


class GenMem(CoordinateRuleset):
    """A memory game: from ``(n, k)`` remove ``a`` tokens, ``1 <= a <= n``, where ``predicate(k, a)``, to ``(n - a, a)``.

    CGSuite's ``game.heap.GenMem(f)``: ``n`` tokens are left on the heap and
    ``k`` (the *memory*) were removed by the move before. Each heap of a
    sum keeps its own memory.

    Parameters
    ----------
    predicate : callable
        ``predicate(memory, a) -> bool``.

    Examples
    --------
    >>> import cgt
    >>> def not_the_same(memory, a):
    ...     return a != memory
    >>> game = GenMem(not_the_same)
    >>> game
    GenMem(not_the_same)
    >>> [cgt.grundy(game, (10, k)) for k in range(8)]   # CGSuite's GameHeapTest row
    [6, 6, 6, 4, 6, 6, 3, 6]
    """

    __slots__ = ("predicate",)

    def __init__(self, predicate: Callable[[int, int], bool]) -> None:
        if not callable(predicate):
            raise NotAGameError(f"{type(self).__name__}: {predicate!r} is not a predicate of (memory, removed)")
        self.predicate = predicate
        super().__init__(self._memory_options)

    def _memory_options(self, n: int, memory: int) -> list[Pair]:
        return [(n - a, a) for a in range(1, n + 1) if self.predicate(memory, a)]

    def rules_key(self) -> Hashable:
        return "memory", self.predicate

    def __repr__(self) -> str:
        return f"GenMem({function_name(self.predicate)})"


class TakeAway(GenMem):
    """Take-Away(r): remove at most ``r`` times as many tokens as the move before (CGSuite's ``TakeAway(r)``).

    From ``(n, k)``: ``(n - a, a)`` for ``1 <= a <= min(n, r * k)``.

    Parameters
    ----------
    limit : int or fractions.Fraction
        ``r``, a positive rational.

    Raises
    ------
    InvalidValueError
        If `limit` is not a positive rational.

    Examples
    --------
    >>> import cgt
    >>> [cgt.grundy(TakeAway(3), (10, k)) for k in range(6)]    # CGSuite's GameHeapTest row
    [0, 2, 2, 6, 6, 6]
    """

    __slots__ = ("limit",)

    def __init__(self, limit: Union[int, Fraction]) -> None:
        if isinstance(limit, bool) or not isinstance(limit, Rational) or limit <= 0:
            raise InvalidValueError(f"TakeAway: limit={limit!r} is not a positive rational (an int or a Fraction)")
        self.limit = Fraction(limit)
        super().__init__(self._within_limit)

    def _within_limit(self, memory: int, a: int) -> bool:
        return a <= self.limit * memory

    def rules_key(self) -> Hashable:
        return "take-away", self.limit

    def __repr__(self) -> str:
        shown = str(self.limit.numerator) if self.limit.denominator == 1 else repr(self.limit)
        return f"TakeAway({shown})"


class FibonacciNim(TakeAway):
    """Fibonacci Nim: remove at most twice as many tokens as the move before; ``TakeAway(2)``.

    A position ``(n, k)`` is a P-position exactly when the smallest term of
    ``n``'s Zeckendorf representation (as a sum of non-consecutive Fibonacci
    numbers) is more than ``2k`` (Whinihan, 1963); a first move that may
    take anything but the whole heap loses exactly on Fibonacci numbers.

    Examples
    --------
    >>> import cgt
    >>> FibonacciNim() == TakeAway(2)
    True
    >>> [cgt.grundy(FibonacciNim(), (10, k)) for k in range(5)]    # CGSuite's GameHeapTest row
    [0, 2, 2, 2, 5]
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(2)

    def __repr__(self) -> str:
        return "FibonacciNim()"


class Mem(GenMem):
    """Mem: remove at least as many tokens as the move before (CGSuite's ``game.heap.Mem``).

    From ``(n, k)``: ``(n - a, a)`` for ``max(k, 1) <= a <= n``.

    Examples
    --------
    >>> import cgt
    >>> [cgt.grundy(Mem(), (10, k)) for k in range(8)]    # CGSuite's GameHeapTest row
    [3, 3, 3, 3, 2, 2, 1, 1]
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(self._at_least)

    @staticmethod
    def _at_least(memory: int, a: int) -> bool:
        return a >= memory

    def rules_key(self) -> Hashable:
        return "mem"

    def __repr__(self) -> str:
        return "Mem()"


def _euclid_left(p: int, q: int) -> list[Pair]:
    return [] if q == 0 or p % q == 0 else [(q, p % q)]


def _euclid_right(p: int, q: int) -> list[Pair]:
    return [] if q == 0 or p % q == 0 else [(q, q - p % q)]


class PartizanEuclid(PartizanCoordinateRuleset):
    """Partizan Euclid (Nowakowski and McKay; CGSuite's ``game.heap.PartizanEuclid``).

    From ``(p, q)`` with ``q`` not dividing ``p``, Left moves to
    ``(q, p mod q)`` and Right to ``(q, q - p mod q)``.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(PartizanEuclid(), (9, 6)))     # cgsuite-in-action.cgsh line 24
    *
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(_euclid_left, _euclid_right)

    def __repr__(self) -> str:
        return "PartizanEuclid()"


class GenCutcake(_CoordinateGame):
    """The cake product of two heap rulesets: CGSuite's ``GenCutcake(L, R, twisted)``, ``L.CakeProduct(R)``.

    From a piece ``(m, n)``, Left plays `left` on ``n``: each option of a
    heap of ``n`` into heaps ``b1 + b2 + ...`` leaves ``(m, b1) + (m, b2) +
    ...``; Right plays `right` on ``m`` likewise. In the twisted form the
    pair is swapped before each move. Cutcake is ``GenCutcake(OctalGame("4.0"),
    OctalGame("4.0"))``: CGSuite's ``(m, n)`` is the piece ``n x m`` of
    :class:`~cgt.games.Cutcake`.

    Parameters
    ----------
    left, right : heap ruleset or callable
        Impartial rulesets on heaps (or functions of a heap size), as
        :class:`~cgt.games.PartizanHeapRuleset` takes them.
    twisted : bool
        Swap the pair before each move.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import OctalGame
    >>> eatcake = GenCutcake(OctalGame("0.7"), OctalGame("0.7"))
    >>> eatcake
    GenCutcake(OctalGame('0.7'), OctalGame('0.7'))
    >>> [str(cgt.canonical_form(eatcake, (8, n))) for n in range(4)]   # CGSuite's GameHeapTest row
    ['-8', '^', '{^|||^*|v||0}', '{^^|*}']
    """

    __slots__ = ("left", "right", "twisted")

    def __init__(self, left: HeapRules, right: HeapRules, twisted: bool = False) -> None:
        from .rulesets import PartizanHeapRuleset

        join = PartizanHeapRuleset(left, right)  # its checks and its reading of a function as a HeapRuleset
        self.left, self.right, self.twisted = join.left_rules, join.right_rules, bool(twisted)

    def _cuts(self, position: CoordinatePosition, side: int) -> list[CoordinatePosition]:
        rules = self.left if side == 0 else self.right

        def cut(m: int, n: int) -> list[list[Pair]]:
            a, b = (n, m) if self.twisted else (m, n)
            if side == 0:
                return [[(a, c) for c in heaps] for heaps in heap_options(rules, b)]
            return [[(c, b) for c in heaps] for heaps in heap_options(rules, a)]

        return self._options(position, cut)

    def left_options(self, position: CoordinatePosition) -> list[CoordinatePosition]:
        """Return the positions after Left plays her ruleset on the second coordinate of one piece.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.

        Examples
        --------
        >>> from cgt.games import OctalGame
        >>> GenCutcake(OctalGame("4.0"), OctalGame("4.0")).left_options((2, 5))
        [((2, 1), (2, 4)), ((2, 2), (2, 3))]
        """
        return self._cuts(position, 0)

    def right_options(self, position: CoordinatePosition) -> list[CoordinatePosition]:
        """Return the positions after Right plays his ruleset on the first coordinate of one piece.

        Raises
        ------
        InvalidPositionError
            If `position` is neither a pair of integers nor a tuple of pairs.
        """
        return self._cuts(position, 1)

    def __eq__(self, other: object) -> bool:
        return type(other) is GenCutcake and (other.left, other.right, other.twisted) == (
            self.left, self.right, self.twisted)

    def __hash__(self) -> int:
        return hash((GenCutcake, self.left, self.right, self.twisted))

    def __repr__(self) -> str:
        twist = ", twisted=True" if self.twisted else ""
        return f"GenCutcake({self.left!r}, {self.right!r}{twist})"


def cake_product(left: HeapRules, right: HeapRules, twisted: bool = False) -> GenCutcake:
    """Return the cake product of two heap rulesets: CGSuite's ``L.CakeProduct(R, twisted)``, a :class:`GenCutcake`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import OctalGame
    >>> cutcake = cake_product(OctalGame("4.0"), OctalGame("4.0"))    # games-and-rulesets.cgsh line 100
    >>> [str(cgt.canonical_form(cutcake, (8, n))) for n in range(9)]  # CGSuite's GameHeapTest row
    ['-7', '-7', '-3', '-3', '-1', '-1', '-1', '-1', '0']
    """
    return GenCutcake(left, right, twisted)
