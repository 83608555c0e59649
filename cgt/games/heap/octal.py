"""Octal games (take-and-break games given by a code) and Grundy's game.

An octal game is named by a code ``d0.d1d2d3...`` of octal digits, as in
Winning Ways and CGSuite. Digit ``dk`` says what a move that removes ``k``
tokens from a heap may leave behind; it is a sum of bits:

====  ===========================================================
bit   removing ``k`` tokens from a heap is allowed when it leaves
====  ===========================================================
1     no heap (``k`` is the whole heap)
2     one heap (the heap had more than ``k`` tokens)
4     two heaps, both non-empty (the rest is split in two)
8     three heaps, all non-empty (*hexadecimal* games)
====  ===========================================================

Hexadecimal games (Winning Ways, ch. 4; CGSuite's ``TakeAndBreak("0.3f")``)
use the digits ``8``-``9`` and ``a``-``f`` too: ``f`` = 1 + 2 + 4 + 8.

So digit 3 = 1 + 2 is "remove k tokens from anywhere at the end of a heap",
digit 7 = 1 + 2 + 4 "remove k tokens from anywhere, maybe splitting the heap".
The digit ``d0`` before the point concerns removing no token: only bits 4 and 8
make sense there (splitting a heap in two or three without taking anything;
bits 1 and 2 would be an empty move or a pass), so ``d0`` is 0, 4, 8 or ``c``.

==========  =====================================================  =================
code        rules                                                  name
==========  =====================================================  =================
``0.77``    remove 1 or 2 adjacent pins from a row                 Kayles
``0.07``    remove 2 adjacent pins                                 Dawson's Kayles
``0.137``   remove a lone pawn, or 1 from an end, or 2 with split  Dawson's chess
``4.07``    split a heap in two, or remove 2 tokens (maybe split)
``0.33``    remove 1 or 2 tokens (the subtraction game {1, 2})
==========  =====================================================  =================
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal, Optional, Union

import numpy as np

from ...errors import LoopyGameError
from ...impartial.sparse import SparseMoves
from .base import HeapGame
from .codes import TakeBreakCode, read_code

__all__ = ["TakeAndBreak", "OctalGame", "code_game", "GrundysGame", "KAYLES", "DAWSONS_KAYLES", "DAWSONS_CHESS", "KernelMoves"]

def _dense_fill(values: np.ndarray, start: int, stop: int, kernel: Callable[[np.ndarray], int]) -> int:
    """Run `kernel` (a fill of :mod:`cgt._kernels.heap`) on an int64 copy of ``values[:stop]``; keep what it filled.

    The split loop reads two values per split, O(n) a heap: on int64 it needs no
    widening per load, which measured 1.2x to 1.7x faster than on uint8 values
    (the table keeps the small dtype; the copy is O(n) a chunk).
    """
    work = values[:stop].astype(np.int64)
    reached = kernel(work)
    values[start:reached] = work[start:reached]
    return int(reached)


#: A code's modifiers as :func:`cgt._kernels.heap.general_fill` numbers them (ANY ... NOT_ALLOWED).
_RULES = {"": 0, "?": 1, "!": 2, "=": 3, None: -1}

#: The moves the octal kernel reads: (take_all, take_one, take_split, take_triple, triple_rules, unequal).
KernelMoves = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, bool]


def _partitions(m: int, c: int, rule: str) -> Iterator[tuple[int, ...]]:
    """The splits of `m` into `c` non-empty heaps, ascending, under `rule` (a modifier or ``""``)."""
    if c == 1:
        yield (m,)
        return
    if rule == "=":
        if m % c == 0:
            yield (m // c,) * c
        return
    strict = rule == "!"

    def fill(rest: int, count: int, low: int) -> Iterator[tuple[int, ...]]:
        if count == 1:
            if rest >= low:
                yield (rest,)
            return
        for p in range(low, rest + 1):
            if p * count + strict * count * (count - 1) // 2 > rest:
                break
            yield from ((p, *tail) for tail in fill(rest - p, count - 1, p + strict))

    for parts in fill(m, c, 1):
        if rule != "?" or parts[0] != parts[-1]:
            yield parts


class TakeAndBreak(HeapGame):
    """The take-and-break game of any code CGSuite's ``TakeAndBreak`` reads.

    A move removes ``k`` tokens from a heap and leaves the rest as some
    number of non-empty heaps, as digit ``k`` of the code allows (see
    :mod:`cgt.games.heap.codes`): ``"0.77"`` is Kayles, ``"4!.0"`` Grundy's
    game (split a heap in two unequal heaps), ``"8?.0"`` "split a heap in
    three, not all equal", ``"0.[3]"`` Nim, ``"{2+}.0"`` "split a heap in two
    or more". Positions are tuples of heap sizes (see
    :class:`cgt.games.HeapGame`).

    Parameters
    ----------
    code : str
        The code; letters in either case.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed; the message quotes it and names the
        character and its position.
    LoopyGameError
        When values are computed, if a move that adds tokens lets a heap
        come back to its own size (the game need not end).

    Notes
    -----
    The Grundy sequence is filled by the octal kernel whenever the code
    leaves at most three heaps, its two-heap moves share one rule (none, or
    ``!`` or ``?``, the same for two heaps) and its three-heap moves have
    none, ``?`` or ``!``: so ``4!.0`` runs at the speed of ``4.0``, ``8?.0``
    and ``8!.0`` read the pair sets ``8.0`` reads, and such codes with a move
    into two heaps and none into three use the sparse-space fill too. Any
    other code is filled by a kernel that visits every split, as are codes with digits
    before ``d0`` (moves that add tokens, ``"80.0"``): a heap one of whose
    moves leaves a heap at least as large is valued by searching that heap
    first, and :class:`~cgt.errors.LoopyGameError` is raised if a heap can
    come back to its own size. Only an octal or hexadecimal code has a
    periodicity theorem.

    Examples
    --------
    >>> import cgt
    >>> grundys = cgt.games.TakeAndBreak("4!.0")
    >>> grundys.grundy_sequence(12)
    array([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2], dtype=uint8)
    >>> list(cgt.games.TakeAndBreak("8?.0").heap_moves(6))
    [(0, (1, 1, 4)), (0, (1, 2, 3))]
    >>> cgt.games.TakeAndBreak("0.[3]").grundy_sequence(6)       # Nim
    array([0, 1, 2, 3, 4, 5], dtype=uint8)
    >>> cgt.grundy(cgt.games.TakeAndBreak("{2+}.0"), (4, 5))    # split a heap in two or more
    7
    """

    __slots__ = ("_code", "_moves", "_rows")

    def __init__(self, code: str) -> None:
        super().__init__()
        self._code = self._read(code)
        # The octal kernel's moves of a finite code, or None when the code needs the general kernel.
        self._moves = None if self._code.period else self._kernel_moves(len(self._code.digits))
        self._rows: Optional[tuple] = None  # the octal kernel's pair rows between two chunks of a fill

    @staticmethod
    def _read(code: str) -> TakeBreakCode:
        return read_code(code)

    @property
    def code(self) -> str:
        """The code in normal form (lower-case letters, trailing zeros dropped)."""
        return self._code.text

    @property
    def rules(self) -> TakeBreakCode:
        """The code, read (:class:`cgt.games.heap.codes.TakeBreakCode`)."""
        return self._code

    def _kernel_moves(self, upto: int) -> Optional[KernelMoves]:
        """The moves removing fewer than `upto` tokens as the octal kernel reads them, or None."""
        if self._code.additive:
            return None
        takes: tuple[list[int], ...] = ([], [], [], [])
        triple_rules: list[int] = []
        pair_rules: set[bool] = set()
        for k in range(upto):
            digit = self._code.digit(k)
            if digit.more or len(digit.rules) > 4:
                return None
            for c, rule in enumerate(digit.rules):
                if rule is not None:
                    takes[c].append(k)
                    if rule == "=" and c >= 2:
                        return None
                    if c == 2:
                        pair_rules.add(rule != "")  # ! and ? both mean unequal for two heaps
                    elif c == 3:
                        triple_rules.append(_RULES[rule])
        if len(pair_rules) > 1:  # each three-heap move has its own rule, the two-heap moves share one
            return None
        return (*(np.array(t, np.int64) for t in takes), np.array(triple_rules, np.int64),  # type: ignore[return-value]
                bool(pair_rules) and pair_rules.pop())

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(removed, left)`` for every move on a heap of `n`.

        Parameters
        ----------
        n : int
            The heap size.

        Yields
        ------
        tuple
            ``(k, left)``: ``k`` tokens removed (negative: ``-k`` added),
            ``left`` the heaps left, ascending; by ``k``, then by the number
            of heaps left.

        Examples
        --------
        >>> [left for _, left in TakeAndBreak("0.3F!").heap_moves(9)]   # as CGSuite's TBCodeTest lists them
        [(8,), (7,), (1, 6), (2, 5), (3, 4), (1, 2, 4)]
        >>> list(TakeAndBreak("80.0").heap_moves(4))    # CGSuite 2.2 printed [[1,1,3],[1,2,2]]
        [(-1, (1, 1, 3)), (-1, (1, 2, 2))]
        """
        code = self._code
        last = n if code.period else min(n, len(code.digits) - 1)
        for k in range(-len(code.additive), last + 1):
            digit = code.digit(k)
            for c in range(n - k + 1):
                rule = digit.rule(c)
                if c >= len(digit.rules) and not digit.more:
                    break
                if rule is None:
                    continue
                if c == 0:
                    if k == n:
                        yield k, ()
                    continue
                yield from ((k, parts) for parts in _partitions(n - k, c, rule))

    def move_shape(self, n: int) -> Optional[tuple[np.ndarray, np.ndarray, np.ndarray, bool]]:
        # A repeating code has moves removing up to n tokens: heap_moves lists them, on a table filled to n.
        moves = self._moves
        if moves is None or len(moves[3]):
            return None
        take_all, take_one, take_split, _, _, unequal = moves
        return take_all, take_one, take_split, unequal

    def fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        moves = self._moves if not self._code.period else self._kernel_moves(stop)
        if moves is not None:
            from ..._kernels import heap

            if not len(moves[3]):
                return _dense_fill(values, start, stop, lambda work: heap.octal_fill(work, start, stop, *moves, top))

            def kernel(work: np.ndarray) -> int:
                # Three-heap splits read the pair rows of a third of the heaps, O(n**2) to build: they are kept
                # from one chunk of the fill to the next, and let go when the table is full (O(n * words) bytes).
                kept = self._rows if self._rows is not None else heap.new_kept_rows()
                reached, kept = heap.octal_fill_kept(work, start, stop, *moves, top, kept)
                self._rows = kept if reached < len(values) else None
                return int(reached)

            return _dense_fill(values, start, stop, kernel)
        from ..._kernels.heap import general_fill

        code = self._code
        rows = (*reversed(code.additive), *code.digits)
        width = max(len(d.rules) for d in rows)
        rules = np.array([[_RULES[d.rule(c)] for c in range(width)] for d in rows], np.int8).reshape(-1, width)
        more = np.array([d.more for d in rows], np.bool_)
        preperiod = len(code.digits) - code.period
        work = values[:stop].astype(np.int64)
        while True:
            reached, status = general_fill(work, start, stop, rules, more, len(code.additive), preperiod, code.period, top)
            if status == 0:
                break
            # A move adds tokens and leaves a heap at least as large: its value first, by the rules.
            g = self._value_above(work, reached)
            if g > top:
                break
            work[reached] = g
            start = reached + 1
        values[:reached] = work[:reached]
        return int(reached)

    def _value_above(self, values: np.ndarray, n: int) -> int:
        """The value of heap `n` when its moves leave heaps of `n` or more: ``values[:n]`` known, the rest searched.

        Raises
        ------
        LoopyGameError
            If a heap can reach a heap of its own size again (CGSuite: "Those
            HeapRules specify a loopy game").
        """
        known: dict[int, int] = {}
        path: list[int] = []

        def value(h: int) -> int:
            if h < n:
                return int(values[h])
            if h in known:
                return known[h]
            if h in path:
                cycle = tuple((x,) for x in path[path.index(h):])
                chain = " -> ".join(str(x) for x in (*path[path.index(h):], h))
                raise LoopyGameError(
                    f"{self!r}: a heap of {h} can be played to a heap of {h} again ({chain}, adding tokens): "
                    "the game need not end, so it has no Grundy values",
                    (h,), cycle)
            path.append(h)
            seen = set()
            for _, left in self.heap_moves(h):
                x = 0
                for part in left:
                    x ^= value(part)
                seen.add(x)
            path.pop()
            known[h] = g = next(g for g in range(len(seen) + 1) if g not in seen)
            return g

        return value(n)

    def sparse_moves(self) -> Union[SparseMoves, str]:
        if self._moves is None:
            why = ("a repeating code" if self._code.period else "moves that add tokens" if self._code.additive
                   else "moves into more than three heaps or mixed modifiers")
            return f"{self!r} has {why}: the sparse-space fill reads finite moves into one or two heaps"
        take_all, take_one, take_split, take_triple, _, unequal = self._moves
        if len(take_triple):
            return (
                f"{self!r} has moves into three heaps, where a value from three common heaps can be "
                "common: the rare heaps alone do not find every common option value"
            )
        if not len(take_split):
            return f"{self!r} has no move that splits a heap in two, so the sparse-space method has nothing to save"
        return take_all, take_one, take_split, unequal

    def periodicity_rule(self) -> Union[tuple[Literal["octal", "hexadecimal"], int], str]:
        if not self._code.is_octal:
            return (
                f"no periodicity theorem applies to {self.code} (only to octal and hexadecimal codes, "
                "with no modifier and no repeating part)"
            )
        hexadecimal = any(len(d.rules) > 3 for d in self._code.digits)
        return "hexadecimal" if hexadecimal else "octal", len(self._code.digits) - 1

    def rules_key(self) -> TakeBreakCode:
        return self._code

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r})"


class OctalGame(TakeAndBreak):
    """The octal (take-and-break) game with the given code.

    See the module documentation for the meaning of the digits. Positions are
    tuples of heap sizes (see :class:`cgt.games.HeapGame`). The code is read
    by the one reader of codes (:func:`cgt.games.heap.codes.read_code`),
    restricted to octal and hexadecimal digits; :class:`TakeAndBreak` reads
    CGSuite's general codes.

    Parameters
    ----------
    code : str
        ``"0.77"`` or ``".77"``: an optional digit 0 or 4 (8 or c in a
        hexadecimal game) before the point, then octal or hexadecimal digits;
        trailing zeros are ignored.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed; the message quotes it and says which
        character, at which position, is wrong.

    Notes
    -----
    Periodicity is proved by the octal periodicity theorem (Guy and Smith,
    1956; Winning Ways, ch. 4) with ``t`` the most tokens a move removes; for
    a game with moves into three heaps, by its hexadecimal form (see
    :mod:`cgt.impartial.periodicity`). Long sequences of games with moves into two heaps
    use the sparse-space fill (:mod:`cgt.impartial.sparse`).
    Known periods: Kayles 12 from heap 71, Dawson's Kayles 34 from heap 53
    (Dawson's chess, the same game shifted by one heap, from heap 52).

    Examples
    --------
    >>> import cgt
    >>> kayles = cgt.games.OctalGame(".77")
    >>> kayles
    OctalGame('0.77')
    >>> kayles == cgt.games.KAYLES
    True
    >>> kayles.grundy_sequence(10)
    array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4], dtype=uint8)
    >>> cgt.grundy(kayles, (3, 5, 8))
    6
    >>> cgt.winning_moves(kayles, (3, 5, 8))
    [(1, 3, 3, 8)]
    >>> hexa = cgt.games.OctalGame("0.F")     # remove one token, leaving 0 to 3 heaps
    >>> hexa, list(hexa.heap_moves(4))
    (OctalGame('0.f'), [(1, (3,)), (1, (1, 2)), (1, (1, 1, 1))])
    """

    __slots__ = ()

    @staticmethod
    def _read(code: str) -> TakeBreakCode:
        return read_code(code, "octal code", octal=True)

    @property
    def digits(self) -> tuple[int, ...]:
        """The digits ``(d0, d1, ..., dt)``; ``dk`` concerns removing ``k`` tokens."""
        return self._code.octal_digits

    @property
    def max_removed(self) -> int:
        """``t``: the most tokens a move removes (the last non-zero digit's index)."""
        return len(self._code.digits) - 1


class GrundysGame(TakeAndBreak):
    """Grundy's game: a move splits one heap into two unequal non-empty heaps.

    The code ``4!.0`` of :class:`TakeAndBreak`. Heaps of 1 and 2 cannot be
    split, so they are dead. Positions are tuples of heap sizes (see
    :class:`cgt.games.HeapGame`).

    Notes
    -----
    No periodicity theorem applies (the split must be unequal), and whether
    the sequence is ultimately periodic is an open problem (Winning Ways,
    ch. 4; Guy's unsolved problems), so :meth:`periodicity` is always
    ``None``.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.GrundysGame()
    >>> g.grundy_sequence(12)
    array([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2], dtype=uint8)
    >>> g.options(8)
    [(1, 7), (2, 6), (3, 5)]
    >>> cgt.winning_moves(g, (8,))
    [(1, 7)]
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__("4!.0")

    def periodicity_rule(self) -> str:
        return "no periodicity theorem applies to Grundy's game; whether it is ultimately periodic is an open problem"

    def __repr__(self) -> str:
        return "GrundysGame()"


def code_game(code: str) -> TakeAndBreak:
    """The game of a take-and-break code: an :class:`OctalGame` when the code is octal or hexadecimal.

    Parameters
    ----------
    code : str
        Any code :class:`TakeAndBreak` reads.

    Returns
    -------
    TakeAndBreak
        An :class:`OctalGame` (with its periodicity theorem) for an octal
        or hexadecimal code, else a :class:`TakeAndBreak`.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed.

    Examples
    --------
    >>> code_game(".77"), code_game("4!.0"), code_game("0.{2,3}")
    (OctalGame('0.77'), TakeAndBreak('4!.0'), OctalGame('0.c'))
    """
    read = read_code(code)
    return OctalGame(read.text) if read.is_octal else TakeAndBreak(code)


#: Kayles (Dudeney, Loyd): knock down one pin or two adjacent pins of a row.
KAYLES = OctalGame("0.77")
#: Dawson's Kayles: knock down two adjacent pins.
DAWSONS_KAYLES = OctalGame("0.07")
#: Dawson's chess (pawns on a 3 x n board; Dawson 1934): Dawson's Kayles shifted by one heap.
DAWSONS_CHESS = OctalGame("0.137")
