"""Wythoff's game: two heaps; take from one heap, or the same number from both.

W. A. Wythoff, "A modification of the game of Nim", *Nieuw Archief voor
Wiskunde* 7 (1907), 199-202, found its losing positions: with
``phi = (1 + sqrt 5) / 2``, they are the pairs ``(floor(k phi), floor(k phi^2))``
for ``k = 0, 1, 2, ...``, and their mirror images.

Fraenkel's *r-Wythoff* ("How to beat your Wythoff games' opponent on three
fronts", *Amer. Math. Monthly* 89 (1982)) lets a move take ``k`` from one heap
and ``l`` from the other whenever ``|k - l| < r``; ``r = 1`` is Wythoff's
game. CGSuite has both: ``game.heap.Wythoff`` and ``game.heap.GenWythoff(k -> k + r)``.
"""

from __future__ import annotations

from typing import Any

from ...errors import InvalidPositionError, InvalidValueError

__all__ = ["Wythoff"]


class Wythoff:
    """Wythoff's game, or Fraenkel's r-Wythoff: two heaps ``(a, b)``.

    A move takes any positive number of tokens from one heap, or ``k`` from
    one heap and ``l`` from the other with ``k, l >= 1`` and ``|k - l| < r``
    (for Wythoff's game, ``r = 1``: the same number from both). Whoever
    cannot move loses. A position is a pair of heap sizes, kept in the order
    given: the options are every move's result, as CGSuite lists them.

    Parameters
    ----------
    r : int, optional
        How far apart the two amounts of a move on both heaps may be (they
        differ by less than `r`); 1 by default, Wythoff's game.

    Raises
    ------
    InvalidValueError
        If `r` is not an integer >= 1.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Wythoff
    >>> game = Wythoff()
    >>> game.options((1, 2))
    [(0, 2), (1, 1), (1, 0), (0, 1)]
    >>> [cgt.grundy(game, (3, b)) for b in range(8)]
    [3, 4, 5, 6, 2, 0, 1, 9]
    >>> [(a, b) for a in range(11) for b in range(a, 11) if cgt.grundy(game, (a, b)) == 0]
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    >>> len(Wythoff(r=2).options((10, 10)))      # CGSuite's GenWythoff(x -> x + 2): 48 moves
    48
    """

    __slots__ = ("r", "__weakref__")

    def __init__(self, r: int = 1) -> None:
        if isinstance(r, bool) or not isinstance(r, int) or r < 1:
            raise InvalidValueError(f"Wythoff(r={r!r}): r is an integer >= 1 (1 is Wythoff's game)")
        self.r = r

    def _heaps(self, position: Any) -> tuple[int, int]:
        if not isinstance(position, tuple) or len(position) != 2:
            raise InvalidPositionError(f"{position!r} is not a position of {self!r}: give two heaps, e.g. (3, 5)")
        for i, h in enumerate(position):
            if isinstance(h, bool) or not isinstance(h, int) or h < 0:
                raise InvalidPositionError(
                    f"heap {i + 1} of {position!r} is {h!r}, which is not a heap size of {self!r} (integers >= 0)"
                )
        return position  # type: ignore[return-value]

    def position(self, text: str) -> tuple[int, int]:
        """Return the position written in `text`: two heap sizes, e.g. ``'3 5'`` or ``'(3, 5)'``.

        Raises
        ------
        InvalidPositionError
            If the text is not two integers >= 0 (the message quotes the word at fault).

        Examples
        --------
        >>> Wythoff().position("(3, 5)")
        (3, 5)
        >>> Wythoff().position("3 x")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: Wythoff position '3 x': word 2, 'x', is not a heap size (an integer >= 0)
        """
        words = text.replace("(", " ").replace(")", " ").replace(",", " ").split()
        for i, word in enumerate(words):
            if not word.isdigit():
                raise InvalidPositionError(
                    f"Wythoff position {text!r}: word {i + 1}, {word!r}, is not a heap size (an integer >= 0)"
                )
        if len(words) != 2:
            raise InvalidPositionError(f"Wythoff position {text!r} has {len(words)} heaps; give two, e.g. '3 5'")
        return int(words[0]), int(words[1])

    def options(self, position: tuple[int, int]) -> list[tuple[int, int]]:
        """Return the positions after each move, in CGSuite's order.

        First the moves on the first heap, then on the second, then those on
        both (``k`` from the first heap and ``l >= k`` from the second, then
        ``k > l``).

        Parameters
        ----------
        position : tuple of two int
            The heaps ``(a, b)``.

        Returns
        -------
        list of (int, int)
            One position per move.

        Raises
        ------
        InvalidPositionError
            If `position` is not two heap sizes.

        Examples
        --------
        >>> Wythoff(r=2).options((2, 1))
        [(1, 1), (0, 1), (2, 0), (1, 0), (0, 0)]
        """
        a, b = self._heaps(position)
        r = self.r
        found = [(a - i, b) for i in range(1, a + 1)]
        found += [(a, b - j) for j in range(1, b + 1)]
        diagonal = min(a, b)
        found += [(a - k, b - l) for k in range(1, diagonal + 1) for l in range(k, min(k + r - 1, b) + 1)]
        found += [(a - k, b - l) for l in range(1, diagonal + 1) for k in range(l + 1, min(l + r - 1, a) + 1)]
        return found

    def __eq__(self, other: object) -> bool:
        return type(other) is Wythoff and other.r == self.r

    def __hash__(self) -> int:
        return hash((Wythoff, self.r))

    def __repr__(self) -> str:
        return "Wythoff()" if self.r == 1 else f"Wythoff(r={self.r})"
