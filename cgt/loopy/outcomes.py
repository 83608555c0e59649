"""Who wins a loopy partizan game with each player moving first, draws included, and CGSuite's names of the classes.

Examples
--------
>>> from cgt.loopy import parse
>>> parse("tis").outcome, str(parse("tis").outcome)
(LoopyOutcome(left_first='D', right_first='L'), 'PHat')
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["LoopyOutcome", "CGSUITE_OUTCOME_NAMES"]

#: CGSuite's names of the nine outcome classes of loopy games (its ``OutcomeClass``), by (Left first, Right first):
#: a hat where Left wins one way and the other is a draw, a check where Right does.
CGSUITE_OUTCOME_NAMES = {("R", "L"): "P", ("L", "R"): "N", ("L", "L"): "L", ("R", "R"): "R", ("D", "D"): "D",
                         ("L", "D"): "NHat", ("R", "D"): "PCheck", ("D", "L"): "PHat", ("D", "R"): "NCheck"}


class LoopyOutcome(NamedTuple):
    """Who wins a loopy game with Left moving first and with Right moving first.

    Each is ``'L'`` (Left wins), ``'R'`` (Right wins) or ``'D'`` (a draw:
    neither can force the end of play). ``str()`` gives CGSuite's name of
    the class (:attr:`cgsuite_name`).

    Examples
    --------
    >>> o = LoopyOutcome("D", "L")
    >>> o.cgsuite_name, str(o), o.left_first
    ('PHat', 'PHat', 'D')
    """

    left_first: str
    right_first: str

    @property
    def cgsuite_name(self) -> str:
        """CGSuite's name of the outcome class (its ``OutcomeClass``).

        ``P``, ``N``, ``L``, ``R`` and ``D`` (a draw either way); ``NHat``:
        Left wins moving first, a draw when Right moves first; ``PHat``: a
        draw when Left moves first, Left wins when Right does; ``NCheck`` and
        ``PCheck`` the same with Right winning.

        >>> LoopyOutcome("L", "D").cgsuite_name, LoopyOutcome("R", "D").cgsuite_name
        ('NHat', 'PCheck')
        """
        return CGSUITE_OUTCOME_NAMES[self.left_first, self.right_first]

    def __str__(self) -> str:
        return self.cgsuite_name
