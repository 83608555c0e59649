"""Spawning games: the heap form of CGSuite's coin-turning codes (``1-3`` is Mock Turtles).

A *turning code* says which sets of coins a move of a coin-turning game may
turn over (the rightmost of them from heads to tails; Winning Ways, ch. 14):

* a number of coins, ``3``; a range, ``1-3``; or at least some, ``1+``;
* then modifiers: ``C`` the coins are consecutive, ``E`` equally spaced,
  ``S`` symmetrically placed, ``F`` the leftmost coin of the strip is one of
  them, ``C(n)`` they lie within ``n`` consecutive coins;
* several such elements, comma-separated, are alternatives: ``2-3,6C``.

In the heap form (CGSuite's ``Spawning``), a heap of ``n`` is a head at
position ``n`` (counting from 1): turning the coins ``a1 < ... < ak < n`` and
``n`` is a move from the heap ``n`` to the heaps ``a1, ..., ak``. Two equal
heaps cancel, so a row of coins has the nim-sum of the heaps of its heads
(:class:`cgt.games.strip.turning.Turning`).

==========  ===========================  ==============================================
code        name (Winning Ways)          values of heaps 1, 2, 3, ...
==========  ===========================  ==============================================
``1-2``     Turning Turtles              ``n`` (it is Nim)
``1-3``     Mock Turtles                 the odious numbers 1, 2, 4, 7, 8, 11, ...
``1+C``     Ruler                        the largest power of 2 dividing ``n``
``3E``      Turnips
``4FS``     Grunt                        Grundy's game, shifted
==========  ===========================  ==============================================
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Optional

import numpy as np

from ...errors import InvalidOctalCodeError
from .base import HeapGame, fill_by_moves

__all__ = ["Spawning", "TurningElement", "read_turning_code"]

_RANGE = re.compile(r"(\d+)(?:(\+)|-(\d+))?")


@dataclass(frozen=True)
class TurningElement:
    """One alternative of a turning code: how many coins, and how they lie.

    Attributes
    ----------
    low, high : int
        The number of coins turned, the rightmost included: ``low..high``
        (``high`` is ``None`` for no bound).
    spacing : str
        ``""`` (anywhere), ``"C"`` (consecutive), ``"E"`` (equally spaced)
        or ``"S"`` (symmetric).
    first : bool
        The leftmost coin of the strip must be turned (``F``).
    span : int or None
        All the coins lie within this many consecutive coins (``C(n)``).
    """

    low: int
    high: Optional[int]
    spacing: str = ""
    first: bool = False
    span: Optional[int] = None

    @property
    def text(self) -> str:
        """The element as a code writes it."""
        count = f"{self.low}+" if self.high is None else str(self.low) if self.low == self.high else f"{self.low}-{self.high}"
        return count + "F" * self.first + self.spacing + (f"C({self.span})" if self.span is not None else "")

    def others(self, n: int) -> Iterator[tuple[int, ...]]:
        """The other coins ``a1 < ... < ak < n`` a move turning coin `n` may turn, as positions from 1."""
        earliest = 1 if self.span is None else max(1, n - self.span + 1)
        most = n - earliest if self.high is None else min(self.high - 1, n - earliest)
        for k in range(max(self.low - 1, 0), most + 1):
            yield from (a for a in self._sets(n, k, earliest) if not self.first or self._has_first(a, n, earliest))

    def _has_first(self, others: tuple[int, ...], n: int, earliest: int) -> bool:
        """Whether the move turning `others` and `n` meets ``F``, as CGSuite's Spawning reads it.

        With other coins, the first of them is coin 1. Turning coin `n` alone
        counts as turning coin 1 when CGSuite's traversal starts at coin 1:
        for ``C`` only when `n` is 1, for ``S`` when ``1 + n`` is even too,
        otherwise when the span reaches coin 1 (Sympler ``1+FS`` is then
        CGSuite's 1, 0, 2, 0, 2, ...).
        """
        if others:
            return others[0] == 1
        if self.spacing in "CE" and self.spacing:
            return n == 1
        return earliest == 1 and (self.spacing != "S" or (1 + n) % 2 == 0)

    def _sets(self, n: int, k: int, earliest: int) -> Iterator[tuple[int, ...]]:
        if k == 0:
            yield ()
        elif self.spacing == "C":
            yield tuple(range(n - k, n))
        elif self.spacing == "E":
            for d in range((n - earliest) // k, 0, -1):
                yield tuple(n - d * i for i in range(k, 0, -1))
        elif self.spacing == "S":
            for start in range(earliest, n - k + 1):
                # positions p and start + n - p pair up; the centre (start + n) / 2 may be turned too
                inner = [p for p in range(start + 1, (start + n + 1) // 2)]
                centre = (start + n) // 2 if (start + n) % 2 == 0 else None
                pairs = k - 1  # start is turned; with n it makes the outer pair
                for with_centre in ((False, True) if centre is not None and centre != start else (False,)):
                    need = pairs - with_centre
                    if need < 0 or need % 2:
                        continue
                    for chosen in combinations(inner, need // 2):
                        coins = {start, *chosen, *(start + n - p for p in chosen)}
                        if with_centre:
                            coins.add(centre)  # type: ignore[arg-type]
                        yield tuple(sorted(coins))
        else:
            yield from combinations(range(earliest, n), k)


def read_turning_code(code: object) -> tuple[TurningElement, ...]:
    """Read a turning code (see the module documentation) into its elements.

    Parameters
    ----------
    code : str
        ``"1-3"``, ``"1+C"``, ``"3E"``, ``"4FS"``, ``"1-3C(5)"``, ``"2-3,6C"``...

    Returns
    -------
    tuple of TurningElement

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed; the message quotes it and names the
        character and its position.

    Examples
    --------
    >>> [e.text for e in read_turning_code("1-3, 6C, 3e")]
    ['1-3', '6C', '3E']
    >>> read_turning_code("1-3X")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: turning code '1-3X': character 'X' at position 3 is not a modifier C, E, S, F or C(n)
    """
    if not isinstance(code, str):
        raise InvalidOctalCodeError(f"turning code {code!r} is a {type(code).__name__}, not a string: write it like '1-3'")
    elements = []
    at = 0
    for part in code.split(","):
        lead = len(part) - len(part.lstrip())
        text = part.strip().upper()
        i = at + lead

        def bad(offset: int, message: str) -> InvalidOctalCodeError:
            where = i + offset
            char = f"character {code[where]!r} at position {where}" if where < len(code) else "the end"
            return InvalidOctalCodeError(f"turning code {code!r}: {char} {message}")

        found = _RANGE.match(text)
        if found is None:
            raise bad(0, "should start a number of coins: 3, 1-3 or 1+")
        low = int(found[1])
        high = None if found[2] else int(found[3] or low)
        if low < 1 or (high is not None and high < low):
            raise bad(0, f"starts a number of coins {found[0]!r} that allows none (at least 1, low to high)")
        spacing, first, span = "", False, None
        j = found.end()
        while j < len(text):
            ch = text[j]
            if ch == "C" and text[j + 1 : j + 2] == "(":
                close = text.find(")", j)
                if close < 0 or not text[j + 2 : close].isdigit() or int(text[j + 2 : close]) < 1:
                    raise bad(j, "should start a span C(n), n >= 1")
                span = int(text[j + 2 : close])
                j = close + 1
                continue
            if ch in "CES":
                if spacing and spacing != ch:
                    raise bad(j, f"asks for a second arrangement ({spacing} is given)")
                spacing = ch
            elif ch == "F":
                first = True
            else:
                raise bad(j, "is not a modifier C, E, S, F or C(n)")
            j += 1
        elements.append(TurningElement(low, high, spacing, first, span))
        at += len(part) + 1
    return tuple(elements)


class Spawning(HeapGame):
    """The spawning game of a turning code: CGSuite's ``Spawning`` (``"1-3"`` is Mock Turtles).

    A heap of ``n`` is a head at position ``n`` of a strip of coins; a move
    turns it to tails and some coins to its left over, as the code allows
    (see the module documentation), and leaves a heap for each of them.
    Positions are tuples of heap sizes, as in every :class:`~cgt.games.HeapGame`.

    Parameters
    ----------
    code : str
        A turning code: ``"1-3"``, ``"1+C"``, ``"3E"``, ``"4FS"``, ``"1-3C(5)"``...

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed (the message names the character).

    Notes
    -----
    A code whose elements all allow any coins (no ``C``, ``E``, ``S``, ``F``
    or ``C(n)``) is filled by a compiled kernel that keeps, for each number
    of coins, the set of values the heaps so far can spawn: O(n) a heap for
    Mock Turtles. Other codes list each heap's moves.

    Examples
    --------
    >>> from cgt.games import Spawning
    >>> Spawning("1-3").grundy_sequence(12).tolist()      # Mock Turtles: the odious numbers
    [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21]
    >>> Spawning("1+C").grundy_sequence(9).tolist()       # Ruler
    [0, 1, 2, 1, 4, 1, 2, 1, 8]
    >>> list(Spawning("3E").heap_moves(5))
    [(5, (1, 3)), (5, (3, 4))]
    """

    __slots__ = ("_elements",)

    def __init__(self, code: str) -> None:
        super().__init__()
        self._elements = read_turning_code(code)

    @property
    def code(self) -> str:
        """The code in normal form: elements as given, modifiers in upper case."""
        return ",".join(e.text for e in self._elements)

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(n, left)`` for every move on a heap of `n`: the heap goes, the heaps `left` come.

        Parameters
        ----------
        n : int
            The heap size (the position of the coin turned to tails).

        Yields
        ------
        tuple
            ``(n, left)``: ``left`` the other coins turned, ascending; each
            set once.

        Examples
        --------
        >>> list(Spawning("1-2").heap_moves(3))
        [(3, ()), (3, (1,)), (3, (2,))]
        """
        seen: dict[tuple[int, ...], None] = {}
        for element in self._elements:
            for left in element.others(n):
                if left not in seen:
                    seen[left] = None
                    yield n, left

    def _plain(self) -> Optional[tuple[np.ndarray, int]]:
        """``(exact, at_least)`` of :func:`cgt._kernels.heap.spawning_fill`, or None for arrangements."""
        if any(e.spacing or e.first or e.span is not None for e in self._elements):
            return None
        bounded = [e for e in self._elements if e.high is not None]
        exact = np.zeros(max((e.high for e in bounded), default=0), np.bool_)  # type: ignore[type-var]
        for e in bounded:
            exact[e.low - 1 : e.high] = True
        at_least = min((e.low - 1 for e in self._elements if e.high is None), default=-1)
        return exact, at_least

    def fill(self, values: np.ndarray, start: int, stop: int, top: int) -> int:
        plain = self._plain()
        if plain is not None:
            from ..._kernels.heap import spawning_fill

            work = values[:stop].astype(np.int64)
            reached = int(spawning_fill(work, start, stop, *plain, top))
            values[start:reached] = work[start:reached]
            return reached
        return fill_by_moves(values, start, stop, top, lambda n: (left for _, left in self.heap_moves(n)))

    def periodicity_rule(self) -> str:
        return f"no periodicity theorem applies to the spawning game {self.code}"

    def rules_key(self) -> tuple[TurningElement, ...]:
        return self._elements

    def __repr__(self) -> str:
        return f"Spawning({self.code!r})"
