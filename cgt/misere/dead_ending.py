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
are infinitely many, but the proviso reduces to two sums (proved here, from
the theorem above, and checked by play in the tests; it is the test Siegel
states for E, *On the general dead-ending universe of partizan games*,
arXiv:2312.16259, as A. Davies's crate gemau implements it: the paper's
text was not at hand). Call G *Left-strong* when Left, moving first, wins
``G + X`` for every Left dead end X, and *Right-strong* when its conjugate
is Left-strong. Let ``W_1 = -1`` and ``W_n = {|0, W_(n-1)}``: Right may end
``W_n`` after any number of moves from 1 to n, deciding as he goes.

* (depth) If ``b`` is the birthday of G, cutting X at depth ``b`` (its
  followers at depth ``b`` made ``0``) does not change who wins ``G + X``
  with Left moving first. Before Right's k-th move Left has made k, all in
  G; Right reaches depth ``b`` of X only with his b-th move, when G has seen
  b moves and is over: Left, to move, has none and wins, whatever follows X.
* (waiting) If X is a Left dead end other than 0 of depth at most n and
  Right, moving second, wins ``G + X``, he wins ``G + W_n``. He plays as in
  ``G + X``, and answers a move of X to a follower ``x`` of depth ``d`` by a
  move of W to ``0`` if ``x`` is ``0`` and to ``W_(n-d)`` otherwise (there is
  one: ``x`` has a follower at depth ``d + 1 <= n``). W's follower is ``0``
  exactly when X's is, and Left's moves, all in G, are the same in both plays,
  so the player with no move on his turn is the same in both.
* So G is Left-strong if and only if Left, moving first, wins ``G`` and
  ``G + W_b`` (``b`` the birthday of G, at least 1): any other X, cut at
  depth ``b``, is ``0`` or a dead end that ``W_b`` beats for Right.
* (proviso) Given maintenance, the proviso above holds if and only if: when
  H is a Left end, G is Left-strong, and when G is a Right end, H is
  Right-strong. If H is a Left end, Left wins ``H + X`` moving first for every
  X (she has no move), so the proviso asks that G be Left-strong. If H has a
  Left option and Left wins ``H + X`` moving first, she wins by a move to some
  ``H^L + X``, Right moving next; maintenance gives a ``G^L >= H^L``, and then
  Left wins ``G + X`` by moving to ``G^L + X``, or an ``H^{LR} <= G``, and
  then Left, who wins ``H^{LR} + X`` moving first (Right's move there does
  not save him), wins ``G + X`` moving first. The comparisons used are of
  smaller games, decided by the same test (induction on birthdays); Right's
  half is the conjugate.

No dead end is listed for the comparison, so it has no birthday limit: it
answers for each pair of followers once, and the strengths from sums with
``0`` and ``W_b``, each position once.

Among Left dead ends the test reads: for X, Y other than ``0``, ``X >= Y``
if and only if every ``X^R`` is ``>=`` some ``Y^R`` (maintenance; Y is a
Left end and X, having no Left option, is Left-strong); ``Y >= 0`` never
(Y's Right option has no answer). So the Left dead ends of depth ``d`` or
less, one of each value, are ``0`` and ``{|A}`` for the nonempty antichains
A of those of depth ``d - 1``, no two equal: :func:`left_dead_ends` lists
them (1, 2, 4, 10, 52 and 21,278 for depths 0 to 5).

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
forms may carry *tombstones* that are not game forms (:func:`cgt.misere.simplest_form`
gives those).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from itertools import chain
from typing import TYPE_CHECKING, Optional

from ..errors import InvalidValueError

if TYPE_CHECKING:  # MisereGame calls this module: new forms are made by the class of the games given
    from .partizan import MisereGame

__all__ = ["ge", "equals", "reduced", "left_dead_ends", "waiting_game", "MAX_DEAD_END_DEPTH"]

#: The largest depth :func:`left_dead_ends` lists: 21,278 values at depth 5, astronomically many at depth 6.
MAX_DEAD_END_DEPTH = 5

# A search step: a generator that yields the questions it needs answered (keys of _ANSWERS)
# and returns its own answer; _solve runs them on one explicit stack.
_Key = tuple[str, "MisereGame", "MisereGame"]
_Step = Generator[_Key, bool, bool]

_ANSWERS: dict[_Key, bool] = {}
_CONJUGATES: dict[MisereGame, MisereGame] = {}
# _WAITING[form][n]: W_n of the module documentation (W_0 is 0), made of the class `form`.
_WAITING: dict[type, list] = {}
# _DEAD_ENDS[d]: Left dead ends up to depth d, one of each value (module documentation).
_DEAD_ENDS: list[list["MisereGame"]] = []


def _conjugate(game: MisereGame) -> MisereGame:
    found = _CONJUGATES.get(game)
    if found is None:
        found = _CONJUGATES[game] = game.conjugate
    return found


def waiting_game(n: int, form: type["MisereGame"]) -> "MisereGame":
    """Return Right's waiting game ``W_n``, of class `form`: he may end it after any number of moves from 1 to n.

    ``W_0`` is ``0`` and ``W_n = {|0, W_(n-1)}``: the Left dead end that
    stands for all of those of depth at most n in the proviso (module
    documentation).

    >>> from cgt.misere import MisereGame
    >>> waiting_game(2, MisereGame)
    MisereGame.parse('{|0,1̅}')
    """
    made = _WAITING.setdefault(form, [form()])
    while len(made) <= n:
        made.append(form((), {made[0], made[-1]}))
    return made[n]


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


def _left_strong(g: MisereGame) -> _Step:
    """Left, moving first, wins ``g + X`` for every Left dead end X: beside ``0`` and ``W_b`` (the waiting lemma)."""
    return (yield ("L", g, waiting_game(0, type(g)))) and (yield ("L", g, waiting_game(max(g.birthday, 1), type(g))))


def _met(threats: Iterator[Iterator[tuple[MisereGame, MisereGame]]]) -> _Step:
    """Whether every threat is met: each is a run of pairs ``(a, b)``, met by one with ``a >= b``."""
    for pairs in threats:
        for a, b in pairs:
            if a is b or (yield ("ge", a, b)):
                break
        else:
            return False
    return True


def _ge(g: MisereGame, h: MisereGame) -> _Step:
    """The options only test with the proviso by strength (module documentation)."""
    if g is h:
        return True
    if not h.left and not (yield ("strong", g, g)):
        return False
    if not g.right and not (yield ("strong", _conjugate(h), _conjugate(h))):
        return False
    # Maintenance: Left's threats H^L met by a G^L >= H^L or an H^{LR} <= G; Right's G^R by H^R <= G^R or G^{RL} >= H.
    if not (yield from _met(chain(((gl, hl) for gl in g.left), ((g, x) for x in hl.right)) for hl in h.left)):
        return False
    return (yield from _met(chain(((gr, hr) for hr in h.right), ((x, h) for x in gr.left)) for gr in g.right))


_STEPS: dict[str, Callable[[MisereGame, MisereGame], _Step]] = {
    "L": _left_wins_first, "R": _right_wins_first, "ge": _ge, "strong": lambda g, _: _left_strong(g),
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


def _antichains(values: list["MisereGame"]) -> list[list["MisereGame"]]:
    """The nonempty sets of `values` (distinct modulo E) no two of which are comparable, smallest first."""
    n = len(values)
    apart = [[i != j and not _solve(("ge", values[i], values[j])) and not _solve(("ge", values[j], values[i]))
              for j in range(n)] for i in range(n)]
    # Depth first: each set grows by members after its last, incomparable with every member so far.
    found: list[list[int]] = []
    stack: list[tuple[list[int], list[int]]] = [([i], [j for j in range(i + 1, n) if apart[i][j]]) for i in range(n)]
    while stack:
        chosen, free = stack.pop()
        found.append(chosen)
        stack.extend((chosen + [j], [k for k in free[m + 1:] if apart[j][k]]) for m, j in enumerate(free))
    return [[values[i] for i in chosen] for chosen in sorted(found, key=lambda c: (len(c), c))]


def left_dead_ends(depth: int, form: type["MisereGame"]) -> list["MisereGame"]:
    """Return the Left dead ends (trees of Right's moves only) up to `depth`, one of each value modulo E.

    They are ``0`` and ``{|A}`` for the nonempty antichains A of those of
    depth ``depth - 1`` (the module documentation proves that no two are
    equal); every Left dead end of birthday ``depth`` or less equals one of
    them. The comparison no longer needs them: this lists them for study.

    Parameters
    ----------
    depth : int
        The largest birthday, from 0 to :data:`MAX_DEAD_END_DEPTH`.
    form : type
        :class:`~cgt.misere.partizan.MisereGame` (this module does not
        import it: it calls this module).

    Returns
    -------
    list of MisereGame

    Raises
    ------
    InvalidValueError
        If `depth` is not an integer from 0 to :data:`MAX_DEAD_END_DEPTH`, or
        if `form` is not a class of games with ``is_dead_ending``.

    Examples
    --------
    >>> from cgt.misere import MisereGame
    >>> from cgt.misere.dead_ending import left_dead_ends
    >>> [str(x) for x in left_dead_ends(2, MisereGame)]
    ['0', '1̅', '2̅', '{|0,1̅}']
    >>> [len(left_dead_ends(d, MisereGame)) for d in range(5)]
    [1, 2, 4, 10, 52]
    """
    if (isinstance(depth, bool) or not isinstance(depth, int)
            or not 0 <= depth <= MAX_DEAD_END_DEPTH):
        raise InvalidValueError(f"left_dead_ends: depth {depth!r} is not an integer from 0 to {MAX_DEAD_END_DEPTH}")
    if not isinstance(form, type) or not hasattr(form, "is_dead_ending"):
        raise InvalidValueError(f"left_dead_ends: form {form!r} is not MisereGame")
    if not _DEAD_ENDS:
        _DEAD_ENDS.append([form()])
    while len(_DEAD_ENDS) <= depth:
        below = _DEAD_ENDS[-1]
        _DEAD_ENDS.append([below[0], *(form((), chosen) for chosen in _antichains(below))])
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
    return _solve(("ge", g, h)) and _solve(("ge", h, g))


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
            if any(b is not a and (_solve(("ge", b, a) if side == 0 else ("ge", a, b))) for b in mine):
                yield replaced(a, ())
        for a in mine:
            # Left's a reverses through a^R <= g (Right's a through a^L >= g): a gives way to a^R's Left options.
            for back in (a.right, a.left)[side]:
                if _solve(("ge", g, back) if side == 0 else ("ge", back, g)):
                    onward = (back.left, back.right)[side]
                    if onward:
                        yield replaced(a, onward)
                    else:  # through an end: gone, or 0, or -1 (1 for Right), or a move to that end only
                        zero = form()
                        yield replaced(a, ())
                        yield replaced(a, (zero,))
                        yield replaced(a, (form((), [zero]) if side == 0 else form([zero]),))
                        yield replaced(a, (form((), [back]) if side == 0 else form([back]),))


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
    >>> reduced(MisereGame.parse("{0,*|1}"))      # * reverses through the Left end 0, and gives way to 1 barred (-1)
    MisereGame.parse('{0,1̅|1}')
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
