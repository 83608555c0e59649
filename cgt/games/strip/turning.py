"""Coin-turning games on a strip of heads and tails (Winning Ways, ch. 14; CGSuite's ``Turning``).

A move turns over some coins, the rightmost of them from heads to tails, as
the game's turning code allows (:mod:`cgt.games.heap.spawning`). A head at
position ``n`` (from 1) plays as a heap of ``n`` of the spawning game of the
same code, and two equal heaps cancel, so the nim value of a row is the
nim-sum of the spawning game's values at the heads' positions.
"""

from __future__ import annotations

from typing import Union

from ...errors import InvalidPositionError
from ..heap.spawning import Spawning

__all__ = ["Turning"]


class Turning:
    """A coin-turning game; a position is a string of ``h`` (heads) and ``t`` (tails).

    Parameters
    ----------
    code : str or Spawning
        A turning code (``"1-3"`` is Mock Turtles, ``"1+C"`` Ruler, ``"1-2"``
        Turning Turtles, ``"3E"`` Turnips, ``"4FS"`` Grunt), or its spawning game.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed.

    Examples
    --------
    >>> import cgt
    >>> mock_turtles = cgt.games.Turning("1-3")
    >>> cgt.grundy(mock_turtles, "htththtth")    # CGSuite's GameStripTest: 29
    29
    >>> mock_turtles.options("tth")
    ['ttt', 'htt', 'tht', 'hht']
    >>> cgt.winning_moves(mock_turtles, "hhh")    # 1 ^ 2 ^ 4: turn all three over
    ['ttt']
    """

    def __init__(self, code: Union[str, Spawning]) -> None:
        self.heaps = code if isinstance(code, Spawning) else Spawning(code)

    @classmethod
    def from_text(cls, text: str) -> tuple["Turning", str]:
        """Return the game and the coins written ``code coins``, e.g. ``'1-3 hthht'``.

        The form ``cgt value turning`` reads: the turning code, then the
        coins (words after the code are one row: ``'1-3 hth tth'`` is
        ``hthtth``).

        Parameters
        ----------
        text : str
            A turning code, a space, and the coins as ``h`` and ``t``.

        Returns
        -------
        (Turning, str)
            The game and the row of coins, in lower case.

        Raises
        ------
        InvalidOctalCodeError
            If the code is malformed.
        InvalidPositionError
            If no coins follow the code, or a coin is not ``h`` or ``t``.

        Examples
        --------
        >>> Turning.from_text("1-3 hthht")
        (Turning('1-3'), 'hthht')
        >>> Turning.from_text("1-3")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: '1-3': write a turning code, then the coins as h (heads) and t (tails): '1-3 hthht'
        """
        code, *words = text.split() or [""]
        if not words:
            raise InvalidPositionError(
                f"{text!r}: write a turning code, then the coins as h (heads) and t (tails): '1-3 hthht'"
            )
        game = cls(code)
        coins = "".join(words).lower()
        game._heads(coins)  # refuses a coin that is not h or t, naming the row
        return game, coins

    def _heads(self, position: object) -> list[int]:
        if not isinstance(position, str) or set(position.lower()) - set("ht"):
            raise InvalidPositionError(
                f"{position!r} is not a position of {self!r}: write the coins as a string of h (heads) and t (tails)"
            )
        return [n for n, coin in enumerate(position.lower(), 1) if coin == "h"]

    def options(self, position: str) -> list[str]:
        """Return every row one move reaches: a head turned to tails, with the coins its move turns.

        Parameters
        ----------
        position : str
            The coins, left to right: ``h`` or ``t``.

        Returns
        -------
        list of str
            Head by head from the left, each in the order of
            :meth:`cgt.games.Spawning.heap_moves`; distinct.

        Raises
        ------
        InvalidPositionError
            If `position` is not a string of ``h`` and ``t``.

        Examples
        --------
        >>> Turning("1+C").options("thh")      # Ruler: consecutive coins, the rightmost a head
        ['tth', 'hth', 'tht', 'ttt', 'htt']
        """
        heads = self._heads(position)
        coins = list(position.lower())
        found: dict[str, None] = {}
        for n in heads:
            for _, others in self.heaps.heap_moves(n):
                row = coins.copy()
                for p in (*others, n):
                    row[p - 1] = "t" if row[p - 1] == "h" else "h"
                found["".join(row)] = None
        return list(found)

    def grundy_hint(self, position: str) -> int:
        """Return the nim value of `position`: the nim-sum of the spawning values of its heads.

        Examples
        --------
        >>> Turning("1+C").grundy_hint("thth")   # Ruler: 2 ^ 4
        6
        """
        value = 0
        for n in self._heads(position):
            value ^= self.heaps.heap_value(n)
        return value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Turning) and other.heaps == self.heaps

    def __hash__(self) -> int:
        return hash((Turning, self.heaps))

    def __repr__(self) -> str:
        return f"Turning({self.heaps.code!r})"
