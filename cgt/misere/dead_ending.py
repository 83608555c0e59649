"""Comparison and reduced forms of partizan misere games modulo the dead-ending universe E.

A game is *dead-ending* when a player with no move in a follower has no
move in any of its followers (Milley and Renault, *Dead ends in misere
play: the misere monoid of canonical numbers*, Discrete Math. 313, 2013);
Domineering's positions are. The dead-ending games form a universe E (closed
under sums, options and conjugates, and *parental*: ``{A|B}`` is in E for
any nonempty sets A, B of E), so Larsson, Nowakowski and Santos's *options
only* test applies (*Absolute combinatorial game theory*, arXiv:1606.01975;
for E: Larsson, Milley, Nowakowski, Renault and Santos, *Progress on misere
dead ends*, arXiv:1807.11297): ``G >= H`` modulo E if and only if

* (maintenance) every ``H^L`` has a ``G^L >= H^L`` or an ``H^{LR} <= G``,
  and every ``G^R`` has an ``H^R <= G^R`` or a ``G^{RL} >= H``; and
* (proviso) for every Left end ``X`` of E, Left wins ``G + X`` moving first
  whenever she wins ``H + X`` moving first; and for every Right end ``Y``
  of E, Right wins ``H + Y`` moving first whenever he wins ``G + Y``.

A Left end of E is a *Left dead end*: a tree of Right's moves only. There
are infinitely many; the proviso needs only finitely many, by this lemma
(proved here, and checked by play in the tests): if ``b`` is the larger
birthday of G and H, cutting X at depth ``b`` (its followers at depth ``b``
made ``0``) changes neither ``o_L(G + X)`` nor ``o_L(H + X)``. With Left
moving first in ``G + X``, Right has made k moves when Left has made k, all
of Left's in G; Right reaches depth ``b`` of X only after his b-th move, when
G has seen at least b moves and so is over: Left, to move, has none and
wins, whatever X's follower holds. Left dead ends equal modulo E give the
same outcomes, and one with an option dominated by another equals the one
without it, so the proviso runs over :func:`left_dead_ends`: the trees whose
option sets are antichains of such trees, up to depth ``b``. Right ends are
their conjugates: Right wins ``G + Y`` moving first when Left wins the
conjugate sum moving first, and the lemma applies to it.

:class:`~cgt.misere.partizan.MisereGame` calls this module (its ``ge``,
``equals`` and ``reduced`` with ``universe="dead-ending"``), so this module
does not import it: the forms it makes are of the class of the games given.
All searches keep their own stacks (no Python recursion: deep trees are
fine) and remember what they found for the rest of the session, forms being
interned.

:func:`reduced` removes dominated options and bypasses reversible ones; an
option reversible through a Left end (``G^{LR}`` with no Left option), which
the papers treat by rules of their own, is removed, or replaced by ``0``, by
``-1`` (``1`` for Right's) or by a move to that end, the first of these that
is equal. Every step is kept only where :func:`ge` finds the new form equal to the old
(both ways) and dead-ending, so the reduced form is equal to the game modulo
E; it is not claimed to be the unique simplest form of Siegel (*On the
general dead-ending universe of partizan games*, arXiv:2312.16259), whose
forms may carry *tombstones* that are not game forms.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Generator, Iterator
from typing import TYPE_CHECKING, Optional

from ..errors import InvalidValueError

if TYPE_CHECKING:  # MisereGame calls this module: new forms are made by the class of the games given
    from .partizan import MisereGame

__all__ = ["ge", "equals", "reduced", "left_dead_ends", "MAX_BIRTHDAY"]

#: The largest birthday compared: the Left dead ends of depth 4 are 52 values (from 1, 2, 4 and 10 before),
#: those of depth 5 come from 21,278 trees, too many to enumerate here.
MAX_BIRTHDAY = 4

# A search step: a generator that yields the questions it needs answered (keys of _ANSWERS)
# and returns its own answer; _solve runs them on one explicit stack.
_Key = tuple[str, "MisereGame", "MisereGame"]
_Step = Generator[_Key, bool, bool]

_ANSWERS: dict[_Key, bool] = {}
_CONJUGATES: dict[MisereGame, MisereGame] = {}
# _DEAD_ENDS[b]: Left dead ends up to depth b, no two equal, none with a dominated option.
_DEAD_ENDS: list[list["MisereGame"]] = []


def _conjugate(game: MisereGame) -> MisereGame:
    found = _CONJUGATES.get(game)
    if found is None:
        found = _CONJUGATES[game] = game.conjugate
    return found


def _left_wins_first(g: MisereGame, x: MisereGame) -> _Step:
    """Left, to move in ``g + x`` with ``x`` a Left dead end, wins: she has no move, or one Right loses after."""
    if not g.left:
        return True
    for gl in g.left:
        if not (yield ("R", gl, x)):
            return True
    return False


def _right_wins_first(g: MisereGame, x: MisereGame) -> _Step:
    """Right, to move in ``g + x`` (x a Left dead end), wins: no move at all, or one after which Left loses."""
    if not g.right and not x.right:
        return True
    for gr in g.right:
        if not (yield ("L", gr, x)):
            return True
    for xr in x.right:
        if not (yield ("L", g, xr)):
            return True
    return False


def _ge(g: MisereGame, h: MisereGame) -> _Step:
    """The options only test (module documentation): maintenance first, then the proviso."""
    if g is h:
        return True
    for hl in h.left:
        found = False
        for gl in g.left:
            if (yield ("ge", gl, hl)):
                found = True
                break
        if not found:
            for hlr in hl.right:
                if (yield ("ge", g, hlr)):
                    found = True
                    break
        if not found:
            return False
    for gr in g.right:
        found = False
        for hr in h.right:
            if (yield ("ge", gr, hr)):
                found = True
                break
        if not found:
            for grl in gr.left:
                if (yield ("ge", grl, h)):
                    found = True
                    break
        if not found:
            return False
    gc, hc = _conjugate(g), _conjugate(h)
    for x in _DEAD_ENDS[max(g.birthday, h.birthday)]:
        # Left end x: Left moving first wins g + x if she wins h + x.
        if (yield ("L", h, x)) and not (yield ("L", g, x)):
            return False
        # Right end -x: Right moving first wins h - x if he wins g - x (the conjugate sums, Left first).
        if (yield ("L", gc, x)) and not (yield ("L", hc, x)):
            return False
    return True


_STEPS: dict[str, Callable[[MisereGame, MisereGame], _Step]] = {
    "L": _left_wins_first, "R": _right_wins_first, "ge": _ge,
}


def _solve(key: _Key) -> bool:
    """The answer to `key`, running the steps it needs on one explicit stack."""
    found = _ANSWERS.get(key)
    if found is not None:
        return found
    stack: list[tuple[_Key, _Step]] = [(key, _STEPS[key[0]](key[1], key[2]))]
    reply: Optional[bool] = None
    while stack:
        top, step = stack[-1]
        try:
            question = step.send(reply)  # type: ignore[arg-type]  # None starts a step
        except StopIteration as done:
            stack.pop()
            reply = _ANSWERS[top] = bool(done.value)
            continue
        reply = _ANSWERS.get(question)
        if reply is None:
            stack.append((question, _STEPS[question[0]](question[1], question[2])))
    return _ANSWERS[key]


def _ensure_dead_ends(depth: int, game: "MisereGame", *others: "MisereGame") -> None:
    """Fill _DEAD_ENDS up to `depth`: each level from antichains of the one below (compared with depth - 1 ends).

    The games are named in the error if `depth` is above MAX_BIRTHDAY; new forms are of `game`'s class.
    """
    if depth > MAX_BIRTHDAY:
        late = next(g for g in (game, *others) if g.birthday == depth)
        raise InvalidValueError(f"dead-ending universe: {late} is born on day {depth}; "
                                f"comparison is done for games born by day {MAX_BIRTHDAY}")
    form = type(game)
    if not _DEAD_ENDS:
        _DEAD_ENDS.append([form()])
    while len(_DEAD_ENDS) <= depth:
        below = _DEAD_ENDS[-1]
        # x >= y modulo E: Right, choosing between them, prefers y; an antichain keeps no such pair.
        above = {(i, j): _solve(("ge", x, y)) for i, x in enumerate(below) for j, y in enumerate(below) if i != j}
        trees = [form((), [below[i] for i in chosen])
                 for size in range(len(below) + 1) for chosen in itertools.combinations(range(len(below)), size)
                 if not any(above[i, j] for i in chosen for j in chosen if i != j)]
        # Every tree of this depth is equal to one of these, so comparisons at this depth may use them all,
        # to keep one of each value.
        _DEAD_ENDS.append(trees)
        level: list[MisereGame] = []
        for x in trees:
            if not any(_solve(("ge", x, y)) and _solve(("ge", y, x)) for y in level):
                level.append(x)
        _DEAD_ENDS[-1] = level


def left_dead_ends(depth: int, form: type["MisereGame"]) -> list["MisereGame"]:
    """Return the Left dead ends (trees of Right's moves only) up to `depth`, one of each value modulo E.

    No two are equal modulo E, and none has an option dominated by another;
    every Left dead end of birthday ``depth`` or less equals one of them.

    Parameters
    ----------
    depth : int
        The largest birthday, 0 or more.
    form : type
        :class:`~cgt.misere.partizan.MisereGame` (this module does not
        import it: it calls this module).

    Returns
    -------
    list of MisereGame

    Raises
    ------
    InvalidValueError
        If `depth` is not an integer from 0 to :data:`MAX_BIRTHDAY`, or
        if `form` is not a class of games with ``is_dead_ending``.

    Examples
    --------
    >>> from cgt.misere import MisereGame
    >>> from cgt.misere.dead_ending import left_dead_ends
    >>> [str(x) for x in left_dead_ends(2, MisereGame)]
    ['0', '-1', '-2', '{|0,-1}']
    >>> [len(left_dead_ends(d, MisereGame)) for d in range(5)]
    [1, 2, 4, 10, 52]
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or not 0 <= depth <= MAX_BIRTHDAY:
        raise InvalidValueError(f"left_dead_ends: depth {depth!r} is not an integer from 0 to {MAX_BIRTHDAY}")
    if not isinstance(form, type) or not hasattr(form, "is_dead_ending"):
        raise InvalidValueError(f"left_dead_ends: form {form!r} is not MisereGame")
    _ensure_dead_ends(depth, form())
    return list(_DEAD_ENDS[depth])


def _check(game: object, where: str) -> "MisereGame":
    if not hasattr(type(game), "is_dead_ending"):
        raise InvalidValueError(f"{where}: {game!r} is not a MisereGame")
    if not game.is_dead_ending:
        raise InvalidValueError(f"{where}: {game} is not dead-ending (MisereGame.ge names the follower at fault)")
    return game


def ge(g: MisereGame, h: MisereGame) -> bool:
    """Return whether ``g >= h`` modulo the dead-ending universe (the module documentation's test).

    :meth:`cgt.misere.MisereGame.ge` with ``universe="dead-ending"`` calls this.

    Parameters
    ----------
    g, h : MisereGame
        Dead-ending games.

    Returns
    -------
    bool

    Raises
    ------
    InvalidValueError
        If `g` or `h` is not a dead-ending MisereGame.

    Examples
    --------
    >>> from cgt.misere.dead_ending import ge
    >>> from cgt.misere import MisereGame
    >>> one, zero = MisereGame.parse("1"), MisereGame.parse("0")
    >>> ge(zero, one), ge(one, zero)      # X = {1|0} is a P-position, 1 + X an N-position
    (False, False)
    >>> ge(one + one.conjugate, zero), ge(zero, one + one.conjugate)    # 1 + -1 = 0 (Milley and Renault)
    (True, True)
    """
    _check(g, "ge")
    _check(h, "ge")
    _ensure_dead_ends(max(g.birthday, h.birthday), g, h)
    return _solve(("ge", g, h))


def equals(g: MisereGame, h: MisereGame) -> bool:
    """Return whether `g` and `h` are equal modulo the dead-ending universe (each ``>=`` the other).

    Raises
    ------
    InvalidValueError
        If `g` or `h` is not a dead-ending MisereGame.

    Examples
    --------
    >>> from cgt.misere.dead_ending import equals
    >>> from cgt.misere import MisereGame
    >>> equals(MisereGame.parse("{0|0}"), MisereGame.parse("*"))
    True
    """
    return ge(g, h) and ge(h, g)


def _equal(g: MisereGame, h: MisereGame) -> bool:
    return _at_least(g, h) and _at_least(h, g)


def _candidates(g: MisereGame) -> Iterator[MisereGame]:
    """Simpler forms that may equal `g`: 0, an option dominated or reversible (module documentation) gone."""
    form = type(g)
    yield form()
    for side in (0, 1):
        mine = (g.left, g.right)[side]

        def replaced(a: MisereGame, by: tuple[MisereGame, ...]) -> MisereGame:
            rest = [b for b in mine if b is not a] + list(by)
            return form(rest, g.right) if side == 0 else form(g.left, rest)

        for a in mine:
            # Left keeps the larger of two options, Right the smaller.
            if any(b is not a and (_at_least(b, a) if side == 0 else _at_least(a, b)) for b in mine):
                yield replaced(a, ())
        for a in mine:
            # Left's a reverses through a^R <= g (Right's a through a^L >= g): a gives way to a^R's Left options.
            for back in (a.right, a.left)[side]:
                if _at_least(g, back) if side == 0 else _at_least(back, g):
                    onward = (back.left, back.right)[side]
                    if onward:
                        yield replaced(a, onward)
                    else:  # through an end: gone, or 0, or -1 (1 for Right), or a move to that end only
                        zero = form()
                        yield replaced(a, ())
                        yield replaced(a, (zero,))
                        yield replaced(a, (form((), [zero]) if side == 0 else form([zero]),))
                        yield replaced(a, (form((), [back]) if side == 0 else form([back]),))


def _at_least(g: MisereGame, h: MisereGame) -> bool:
    _ensure_dead_ends(max(g.birthday, h.birthday), g, h)
    return _solve(("ge", g, h))


def reduced(game: MisereGame) -> MisereGame:
    """Return a form equal to `game` modulo E with dominated and reversible options gone (module documentation).

    Followers are reduced first (on an explicit stack); then, until nothing
    changes, a simpler candidate that is dead-ending and equal to the game
    replaces it. :meth:`cgt.misere.MisereGame.reduced` with ``universe="dead-ending"``
    calls this.

    Parameters
    ----------
    game : MisereGame
        A dead-ending game.

    Returns
    -------
    MisereGame

    Raises
    ------
    InvalidValueError
        If `game` is not a dead-ending MisereGame.

    Examples
    --------
    >>> from cgt.misere.dead_ending import reduced
    >>> from cgt.misere import MisereGame
    >>> reduced(MisereGame.parse("{0|0}"))
    MisereGame.parse('*')
    >>> reduced(MisereGame.parse("{0,*|1}"))      # * reverses through the Left end 0, and gives way to -1
    MisereGame.parse('{0,-1|1}')
    """
    _check(game, "reduced")
    done: dict[MisereGame, MisereGame] = {}
    stack = [game]
    while stack:
        g = stack[-1]
        if g in done:
            stack.pop()
            continue
        pending = [x for x in g.left + g.right if x not in done]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        form = type(g)([done[x] for x in g.left], [done[x] for x in g.right])
        seen = {form}  # no form twice: the steps cannot go round
        while True:
            simpler = next((c for c in _candidates(form)
                            if c not in seen and c.is_dead_ending and _equal(c, form)), None)
            if simpler is None:
                break
            form = simpler
            seen.add(form)
        done[g] = form
    return done[game]
