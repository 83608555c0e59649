"""Misère comparison and simplest forms of partizan games in the general universe (all short games).

``G >= H`` modulo the universe M of all short partizan games when
``o(G + X) >= o(H + X)`` for every game ``X``, misère outcomes ordered
``L > N > R``, ``L > P > R``. A. N. Siegel, *Misère canonical forms of
partizan games* (Games of No Chance 4, MSRI Publ. 63, 2015,
arXiv:1303.3853), decides it from the options: ``G >= H`` if and only if

* (maintenance) every ``H^L`` has a ``G^L >= H^L`` or an ``H^{LR} <= G``,
  and every ``G^R`` has an ``H^R <= G^R`` or a ``G^{RL} >= H``; and
* (proviso) if ``H`` is a *Left end* (no Left option), so is ``G``; and if
  ``G`` is a *Right end*, so is ``H``.

The proviso is the general form ("if ``H`` is a Left end, Left moving first
wins ``G + X`` for every Left end ``X``", the maintenance-proviso test of
Larsson, Nowakowski and Santos that Siegel's later papers state for any
universe) specialised to M: a game with a Left option ``G^L`` loses moving
first for Left beside the Left end ``X = {|(G^L)°}``, where ``G^L + (G^L)°``
is a misère P-position (the *adjoint* of Mesdal and Ottaway).

Every game has a unique *simplest form* in M (Siegel, as above): the game
with no dominated option (a Left ``G^{L1} <= G^{L2}``, a Right
``G^{R1} >= G^{R2}``) and no reversible option (a Left ``G^{L1}`` with a
``G^{L1R1} <= G``, bypassed by the Left options of ``G^{L1R1}``; Right's
likewise). Two games are equal if and only if their simplest forms are the
same tree. Reversal *through an end*, which restricted universes (dicots,
dead-ending games) must treat by rules of their own, cannot arise in M: by the
proviso, ``G^{L1R1} <= G`` with ``G^{L1R1}`` a Left end would make ``G`` a
Left end, and ``G`` has the Left option ``G^{L1}``; so ``G^{L1R1}`` always
has Left options to replace ``G^{L1}`` with, and ``G`` keeps a Left option.

Both walk the followers with an explicit stack: a game deeper than Python's
recursion limit is compared and simplified like any other. Answers are kept
for the life of the process, as the game forms themselves are (forms are
interned).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, Optional

from ..errors import InvalidValueError

if TYPE_CHECKING:  # the forms' module dispatches here, so the forms are not imported at run time
    from .partizan import MisereGame

__all__ = ["general_ge", "general_simplest_form"]

_GE: dict[tuple["MisereGame", "MisereGame"], bool] = {}
_SIMPLEST: dict["MisereGame", "MisereGame"] = {}

# A comparison waiting on others: it yields the pair (a, b) whose ``a >= b`` it needs next and is sent the answer.
_Test = Generator[tuple["MisereGame", "MisereGame"], bool, bool]


def general_ge(g: "MisereGame", h: "MisereGame") -> bool:
    """Return whether ``g >= h`` modulo the general misère universe (every short partizan game).

    By Siegel's theorem (see the module documentation): maintenance and
    proviso, answered for each pair of followers once, without recursion.

    Parameters
    ----------
    g, h : MisereGame
        The games compared.

    Returns
    -------
    bool

    Raises
    ------
    InvalidValueError
        If `g` or `h` is not a game form.

    Examples
    --------
    >>> from cgt.misere.partizan import MisereGame
    >>> from cgt.misere.general import general_ge
    >>> zero, star = MisereGame.parse("0"), MisereGame.parse("*")
    >>> general_ge(star + star, zero), general_ge(zero, star + star)   # * + * has Left options; 0 has none
    (False, False)
    >>> general_ge(MisereGame.parse("{|*}"), zero)    # a Left end whose Right move lets Left reply to 0
    True
    """
    _require(g, "general_ge")
    _require(h, "general_ge")
    if g is h:
        return True
    found = _GE.get((g, h))
    if found is not None:
        return found
    # Each frame is a pair and its test, suspended at the comparison it waits on; followers are born earlier,
    # so no pair waits on itself.
    stack: list[tuple[tuple["MisereGame", "MisereGame"], _Test]] = [((g, h), _test(g, h))]
    answer: Optional[bool] = None
    while stack:
        key, test = stack[-1]
        try:
            need = test.send(answer)  # type: ignore[arg-type]  # None starts a fresh test
        except StopIteration as stop:
            stack.pop()
            answer = _GE[key] = stop.value
            continue
        answer = True if need[0] is need[1] else _GE.get(need)
        if answer is None:
            stack.append((need, _test(*need)))
    return _GE[(g, h)]


def _require(game: Any, where: str) -> None:
    # A form is known by its option tuples: the forms' class is not imported here (it imports this module).
    if not (isinstance(getattr(game, "left", None), tuple) and isinstance(getattr(game, "right", None), tuple)):
        raise InvalidValueError(f"{where}: {game!r} is not a MisereGame")


def _test(g: "MisereGame", h: "MisereGame") -> _Test:
    """Siegel's test for ``g >= h``, asking its comparisons of followers one at a time (short-circuiting)."""
    # The proviso first: it needs no comparison.
    if (not h.left and g.left) or (not g.right and h.right):
        return False
    for hl in h.left:
        if not (yield from _any(((gl, hl) for gl in g.left))) and not (yield from _any(((g, x) for x in hl.right))):
            return False
    for gr in g.right:
        if not (yield from _any(((gr, hr) for hr in h.right))) and not (yield from _any(((x, h) for x in gr.left))):
            return False
    return True


def _any(pairs: "Generator[tuple[MisereGame, MisereGame], None, None]") -> _Test:
    """Whether ``a >= b`` for some pair: known answers looked up here, the others asked of the driver."""
    for pair in pairs:
        known = True if pair[0] is pair[1] else _GE.get(pair)
        if known if known is not None else (yield pair):
            return True
    return False


def general_simplest_form(game: "MisereGame") -> "MisereGame":
    """Return the simplest form of `game` modulo the general misère universe: equal to it, and unique.

    Followers are simplified first (an explicit post-order walk); then, until
    nothing changes, dominated options are removed and reversible ones
    bypassed (see the module documentation).

    Parameters
    ----------
    game : MisereGame

    Returns
    -------
    MisereGame
        The simplest form: ``general_simplest_form(g) is general_simplest_form(h)``
        exactly when ``g`` and ``h`` are equal modulo every game.

    Raises
    ------
    InvalidValueError
        If `game` is not a game form.

    Examples
    --------
    >>> from cgt.misere.partizan import MisereGame
    >>> from cgt.misere.general import general_simplest_form
    >>> general_simplest_form(MisereGame.parse("{0,{|*}|*}"))    # {|*} >= 0: Left's 0 is dominated
    MisereGame.parse('{{|*}|*}')
    >>> star = MisereGame.parse("*")
    >>> general_simplest_form(star + star)   # {*|*}: not 0 in general, already simplest
    MisereGame.parse('{*|*}')
    """
    _require(game, "general_simplest_form")
    found = _SIMPLEST.get(game)
    if found is not None:
        return found
    make = type(game)  # the forms' class, without importing the module that dispatches here
    stack = [game]
    while stack:
        g = stack[-1]
        pending = [x for x in g.left + g.right if x not in _SIMPLEST]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if g not in _SIMPLEST:
            simplest = _SIMPLEST[g] = _simplify(make([_SIMPLEST[x] for x in g.left],
                                                     [_SIMPLEST[x] for x in g.right]), make)
            _SIMPLEST.setdefault(simplest, simplest)  # a simplest form is its own
    return _SIMPLEST[game]


def _simplify(g: "MisereGame", make: Callable[..., "MisereGame"]) -> "MisereGame":
    """`g`, whose options are simplest forms, without dominated and reversible options."""
    while True:
        left = _undominated(g.left, lambda a, b: general_ge(b, a))
        right = _undominated(g.right, lambda a, b: general_ge(a, b))
        g = make(left, right)
        bypassed = _bypass(g, 0) or _bypass(g, 1)
        if bypassed is None:
            return g
        g = make(*bypassed)


def _undominated(options: tuple["MisereGame", ...],
                 beaten: Callable[["MisereGame", "MisereGame"], bool]) -> list["MisereGame"]:
    """The options no other kept option beats (of two equal ones, the later is kept)."""
    kept = list(options)
    for a in options:
        if any(b is not a and beaten(a, b) for b in kept):
            kept.remove(a)
    return kept


def _bypass(g: "MisereGame", side: int) -> Optional[tuple[list["MisereGame"], list["MisereGame"]]]:
    """The options of `g` with one reversible option of `side` (0 Left, 1 Right) bypassed, or ``None``."""
    mine = (g.left, g.right)[side]
    for a in mine:
        for back in (a.right, a.left)[side]:
            if general_ge(g, back) if side == 0 else general_ge(back, g):
                # `back` has options for `side` (the proviso: see the module documentation).
                rest = [b for b in mine if b is not a] + list((back.left, back.right)[side])
                return (rest, list(g.right)) if side == 0 else (list(g.left), rest)
    return None
