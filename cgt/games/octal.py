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
====  ===========================================================

So digit 3 = 1 + 2 is "remove k tokens from anywhere at the end of a heap",
digit 7 = 1 + 2 + 4 "remove k tokens from anywhere, maybe splitting the heap".
The digit ``d0`` before the point concerns removing no token: only bit 4 makes
sense there (splitting a heap in two without taking anything; bits 1 and 2
would be an empty move or a pass), so ``d0`` is 0 or 4.

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

from collections.abc import Iterator
from typing import Literal, Union

import numpy as np

from ..errors import InvalidOctalCodeError
from .heap import HeapGame

__all__ = ["OctalGame", "GrundysGame", "KAYLES", "DAWSONS_KAYLES", "DAWSONS_CHESS"]

_DIGITS = "01234567"


def _parse_code(code: object) -> tuple[int, ...]:
    """Return the digits ``(d0, d1, ..., dt)`` of `code`, trailing zeros dropped."""
    if not isinstance(code, str):
        raise InvalidOctalCodeError(
            f"octal code {code!r} is a {type(code).__name__}, not a string: write it as text, like '0.77'"
        )
    text = code.strip()
    if not text:
        raise InvalidOctalCodeError(f"octal code {code!r} is empty: write it like '0.77' (Kayles)")
    point = -1
    for i, ch in enumerate(text):
        if ch == ".":
            if point >= 0:
                raise InvalidOctalCodeError(
                    f"octal code {code!r} has a second point at position {i} (the first is at {point})"
                )
            point = i
        elif ch not in _DIGITS:
            where = f"position {i}" + (f" (removing {i - point} token{'s' * (i - point != 1)})" if point >= 0 else "")
            if ch in "89":
                raise InvalidOctalCodeError(
                    f"octal code {code!r}: digit {ch!r} at {where} is not an octal digit 0-7"
                )
            raise InvalidOctalCodeError(
                f"octal code {code!r}: character {ch!r} at position {i} is not an octal digit 0-7 or the point"
            )
    if point < 0:
        raise InvalidOctalCodeError(f"octal code {code!r} has no point: write it like '0.77' or '.77'")
    if point > 1:
        raise InvalidOctalCodeError(
            f"octal code {code!r} has {point} digits before the point; only one (d0, for removing no token) is allowed"
        )
    if point == len(text) - 1:
        raise InvalidOctalCodeError(f"octal code {code!r} has no digits after the point")
    d0 = int(text[0]) if point == 1 else 0
    if d0 not in (0, 4):
        raise InvalidOctalCodeError(
            f"octal code {code!r}: digit {d0} before the point is not allowed; removing no token can only split "
            "a heap in two (digit 4), otherwise it would be a pass and the game loopy"
        )
    digits = [d0] + [int(ch) for ch in text[point + 1 :]]
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    return tuple(digits)


class OctalGame(HeapGame):
    """The octal (take-and-break) game with the given code.

    See the module documentation for the meaning of the digits. Positions are
    tuples of heap sizes (see :class:`cgt.games.HeapGame`).

    Parameters
    ----------
    code : str
        ``"0.77"`` or ``".77"``: an optional digit 0 or 4 before the point,
        then octal digits; trailing zeros are ignored.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed; the message quotes it and says which
        character, at which position, is wrong.

    Notes
    -----
    Periodicity is proved by the octal periodicity theorem (Guy and Smith,
    1956; Winning Ways, ch. 4) with ``t`` the most tokens a move removes.
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
    array([0, 1, 2, 3, 1, 4, 3, 2, 1, 4])
    >>> cgt.grundy(kayles, (3, 5, 8))
    6
    >>> cgt.winning_moves(kayles, (3, 5, 8))
    [(1, 3, 3, 8)]
    """

    __slots__ = ("_digits", "_take")

    def __init__(self, code: str) -> None:
        super().__init__()
        self._digits = _parse_code(code)
        # For each bit (no heap, one heap, two heaps left), the k it allows.
        self._take = tuple(
            np.array([k for k, d in enumerate(self._digits) if d & bit], np.int64) for bit in (1, 2, 4)
        )

    @property
    def code(self) -> str:
        """The canonical code, ``"0.77"`` for Kayles."""
        return f"{self._digits[0]}." + "".join(map(str, self._digits[1:] or (0,)))

    @property
    def digits(self) -> tuple[int, ...]:
        """The digits ``(d0, d1, ..., dt)``; ``dk`` concerns removing ``k`` tokens."""
        return self._digits

    @property
    def max_removed(self) -> int:
        """``t``: the most tokens a move removes (the last non-zero digit's index)."""
        return len(self._digits) - 1

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(removed, left)`` for every move on a heap of `n`.

        Parameters
        ----------
        n : int
            The heap size.

        Yields
        ------
        tuple
            ``(k, left)``: ``k`` tokens removed, ``left`` the heaps left
            (``()``, ``(n - k,)`` or ``(a, b)`` with ``0 < a <= b``).

        Examples
        --------
        >>> list(KAYLES.heap_moves(3))
        [(1, (2,)), (1, (1, 1)), (2, (1,))]
        """
        for k, d in enumerate(self._digits):
            if k > n:
                break
            if d & 1 and k == n:
                yield k, ()
            if d & 2 and k < n:
                yield k, (n - k,)
            if d & 4:
                yield from ((k, (a, n - k - a)) for a in range(1, (n - k) // 2 + 1))

    def _move_shape(self, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
        return (*self._take, False)

    def _fill(self, values: np.ndarray, start: int) -> None:
        from .._heap_kernels import _octal_fill

        _octal_fill(values, start, *self._take, False)

    def _rule(self) -> Union[tuple[Literal["octal"], int], str]:
        return "octal", self.max_removed

    def _key(self) -> tuple[int, ...]:
        return self._digits

    def __repr__(self) -> str:
        return f"OctalGame({self.code!r})"


class GrundysGame(HeapGame):
    """Grundy's game: a move splits one heap into two unequal non-empty heaps.

    Heaps of 1 and 2 cannot be split, so they are dead. Positions are tuples
    of heap sizes (see :class:`cgt.games.HeapGame`).

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
    array([0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2])
    >>> g.options(8)
    [(1, 7), (2, 6), (3, 5)]
    >>> cgt.winning_moves(g, (8,))
    [(1, 7)]
    """

    __slots__ = ()

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Yield ``(0, (a, n - a))`` for ``1 <= a < n - a``.

        Parameters
        ----------
        n : int
            The heap size.

        Yields
        ------
        tuple
            ``(0, (a, n - a))``: nothing removed, two unequal heaps left.

        Examples
        --------
        >>> list(GrundysGame().heap_moves(6))
        [(0, (1, 5)), (0, (2, 4))]
        """
        return ((0, (a, n - a)) for a in range(1, (n + 1) // 2))

    def _move_shape(self, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
        none = np.zeros(0, np.int64)
        return none, none, np.zeros(1, np.int64), True

    def _fill(self, values: np.ndarray, start: int) -> None:
        from .._heap_kernels import _octal_fill

        none = np.zeros(0, np.int64)
        _octal_fill(values, start, none, none, np.zeros(1, np.int64), True)

    def _rule(self) -> str:
        return "no periodicity theorem applies to Grundy's game; whether it is ultimately periodic is an open problem"

    def _key(self) -> tuple[()]:
        return ()

    def __repr__(self) -> str:
        return "GrundysGame()"


#: Kayles (Dudeney, Loyd): knock down one pin or two adjacent pins of a row.
KAYLES = OctalGame("0.77")
#: Dawson's Kayles: knock down two adjacent pins.
DAWSONS_KAYLES = OctalGame("0.07")
#: Dawson's chess (pawns on a 3 x n board; Dawson 1934): Dawson's Kayles shifted by one heap.
DAWSONS_CHESS = OctalGame("0.137")
