"""Partizan subtraction games: Left and Right remove from a heap by different sets.

From a heap of ``n`` tokens Left may remove ``k`` tokens for any ``k`` in her
set ``L`` (``k <= n``), Right any ``k`` in his set ``R``. Whoever cannot move
loses. Fraenkel and Kotzig ("Partizan octal games: partizan subtraction
games", International Journal of Game Theory 16, 1987) showed that the outcome
classes of a heap are eventually periodic; CGSuite has the rulesets as
``game.heap.PartizanSubtraction(L, R)``.

Positions follow the heap games' conventions (:mod:`cgt.games.heap.base`): a
tuple of heap sizes in any order, zeros allowed, or one heap as an int; the
positions a move reaches are sorted, without empty heaps, and several heaps are
their sum (``decompose``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from operator import index

from ...errors import InvalidPositionError, InvalidValueError
from .rulesets import PartizanHeapRuleset
from .subtraction import SubtractionGame

__all__ = ["PartizanSubtraction"]

_RULES = re.compile(r"\s*\{([^|}]*)\|([^|}]*)\}\s*")


def _subtraction_set(numbers: Iterable[int], who: str) -> tuple[int, ...]:
    if isinstance(numbers, (str, bytes)) or not isinstance(numbers, Iterable):
        raise InvalidValueError(f"PartizanSubtraction: {who}={numbers!r} is not a collection of positive integers")
    found = set()
    for k in numbers:
        if isinstance(k, bool) or not hasattr(type(k), "__index__") or index(k) < 1:
            raise InvalidValueError(
                f"PartizanSubtraction: {k!r} in {who}={numbers!r} is not a positive integer; "
                "a move removes at least one token"
            )
        found.add(index(k))
    return tuple(sorted(found))


def _integers(text: str, what: str) -> list[int]:
    words = [w for w in re.split(r"[\s,+]+", text) if w]
    for w in words:
        if not w.isdigit():
            raise InvalidPositionError(f"{what} {text!r}: {w!r} is not a whole number")
    return [int(w) for w in words]


class PartizanSubtraction(PartizanHeapRuleset):
    """A partizan subtraction game: Left removes ``k`` in `left`, Right ``k`` in `right`, from one heap.

    CGSuite's ``PartizanSubtraction(L, R)``: the partizan heap ruleset of two
    subtraction games (:class:`~cgt.games.PartizanHeapRuleset`), whose moves,
    sums and decomposition it has.

    Parameters
    ----------
    left, right : collection of int
        The numbers of tokens Left and Right may remove (positive integers).

    Raises
    ------
    InvalidValueError
        If a set is not a collection of positive integers.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import PartizanSubtraction
    >>> game = PartizanSubtraction(left={1, 2}, right={1, 3})
    >>> game
    PartizanSubtraction(left={1, 2}, right={1, 3})
    >>> game.left_options(3), game.right_options((3, 1))
    ([(2,), (1,)], [(1, 2), (1,), (3,)])
    >>> [str(cgt.canonical_form(game, n)) for n in range(5)]
    ['0', '*', '^', '^*', '^[2]']
    >>> print(cgt.canonical_form(game, (1, 2)))     # a sum of heaps: * + ^
    ^*
    """

    __slots__ = ("left", "right")

    def __init__(self, left: Iterable[int], right: Iterable[int]) -> None:
        #: Left's subtraction set, sorted.
        self.left = _subtraction_set(left, "left")
        #: Right's subtraction set, sorted.
        self.right = _subtraction_set(right, "right")
        super().__init__(SubtractionGame(self.left), SubtractionGame(self.right))

    @classmethod
    def from_text(cls, text: str) -> tuple["PartizanSubtraction", tuple[int, ...]]:
        """Return the game and the heaps written ``{L|R} heaps``, e.g. ``'{1,2|1,3} 7 5'``.

        The form ``cgt value partizan-subtraction`` reads.

        Parameters
        ----------
        text : str
            The two subtraction sets in braces, split by ``|`` (CGSuite's
            notation of a game's options), then the heap sizes.

        Returns
        -------
        (PartizanSubtraction, tuple of int)
            The game and the position.

        Raises
        ------
        InvalidValueError
            If the text does not begin with the sets, or a set has a number
            that is not positive.
        InvalidPositionError
            If a heap is not a whole number.

        Examples
        --------
        >>> PartizanSubtraction.from_text("{1,2|1,3} 7 5")
        (PartizanSubtraction(left={1, 2}, right={1, 3}), (7, 5))
        """
        rules = _RULES.match(text)
        if rules is None:
            raise InvalidValueError(
                f"partizan subtraction {text!r}: begin with the subtraction sets, as in '{{1,2|1,3}} 7'"
            )
        left = _integers(rules.group(1), "Left's set")
        right = _integers(rules.group(2), "Right's set")
        return cls(left, right), tuple(_integers(text[rules.end() :], "heaps"))

    def position(self, text: str) -> tuple[int, ...]:
        """Return the heaps written in `text` (sizes separated by spaces, commas or ``+``).

        Parameters
        ----------
        text : str
            The heap sizes.

        Returns
        -------
        tuple of int
            The heaps, in the order written.

        Raises
        ------
        InvalidPositionError
            If a heap is not a whole number (the message quotes it).

        Examples
        --------
        >>> PartizanSubtraction({1}, {2}).position("3 + 4")
        (3, 4)
        """
        return tuple(_integers(text, "heaps"))

    def __eq__(self, other: object) -> bool:
        return type(other) is PartizanSubtraction and (other.left, other.right) == (self.left, self.right)

    def __hash__(self) -> int:
        return hash((PartizanSubtraction, self.left, self.right))

    def __repr__(self) -> str:
        def shown(numbers: tuple[int, ...]) -> str:
            return "{" + ", ".join(map(str, numbers)) + "}" if numbers else "set()"

        return f"PartizanSubtraction(left={shown(self.left)}, right={shown(self.right)})"
