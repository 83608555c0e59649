"""Misère quotients of heap games (Plambeck and Siegel).

The misère quotient of a heap game with heaps of at most ``n`` tokens is the
commutative monoid of the sums of such heaps up to *indistinguishability*:
``G`` and ``H`` are identified when ``G + X`` and ``H + X`` have the same
misère outcome for every sum ``X`` of such heaps. With the map from each heap
to its element (the *pretending function*) and the set of elements that are
P-positions (the *P-portion*), the misère outcome of any sum of heaps is a
table look-up: multiply the heaps' elements, ask whether the product is in
the P-portion.

The computation follows the shape of Siegel's MisereSolver: heaps are added
one at a time. With the quotient ``Q`` of the heaps below ``k`` known, heap
``k`` is first tried as a *conservative extension*: the candidate monoid is
``Q`` times a cyclic monoid ``<x | x^(m+p) = x^m>`` for the new heap, for
small index ``m`` and period ``p`` in turn. A candidate's P-portion is not
guessed but *settled*, and the candidate proven, in one pass over the
finitely many states ``(image of x, images of x minus each heap it holds)``
that a sum ``x`` of heaps ``<= k`` can be in: by
induction on the sums, the P-portion then gives every misère outcome, with no
search of any position. An accepted candidate is reduced by
indistinguishability (partition refinement). When no conservative extension
is proven, the monoid is enlarged: the heaps below ``k`` are added again,
each with a longer cycle, and reduced by the searched outcomes of their
representatives plus 0, 1, 2, ... heaps of ``k`` (what heap ``k`` can tell
apart), and heap ``k`` is tried over that. Candidates only guide the search;
every quotient returned has passed the proof.

References: T. E. Plambeck, *Taming the wild in impartial combinatorial
games*, INTEGERS 5 (2005) #G05; T. E. Plambeck and A. N. Siegel, *Misère
quotients for impartial games*, J. Combin. Theory Ser. A 115 (2008); A. N.
Siegel, MisereSolver (org.cgsuite.core.misere.solver in CGSuite).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from operator import index as _index
from typing import Any, Optional

from .errors import GraphTooLargeError, InvalidPositionError, InvalidValueError
from .game import Outcome
from .games.heap import HeapGame
from .solver import misere_value

__all__ = ["MisereQuotient", "misere_quotient", "MAX_ORDER"]

#: The largest candidate monoid a quotient computation builds unless told otherwise (``max_order=``).
MAX_ORDER = 20_000

#: The largest index + period tried for a new heap's cyclic part.
_MAX_CYCLE = 6


class _Monoid:
    """A finite commutative monoid with a P-portion: a multiplication table, identity 0."""

    __slots__ = ("mul", "p", "images", "reps")

    def __init__(self, mul: list[list[int]], p: list[bool], images: list[int], reps: list[tuple[int, ...]]) -> None:
        self.mul = mul          # mul[x][y]
        self.p = p              # p[x]: x is a P-position
        self.images = images    # images[h]: the element of heap h (h = 0 .. k)
        self.reps = reps        # reps[x]: a sum of heaps (sorted tuple) that maps to x


def _product(monoid: _Monoid, heaps: Iterable[int]) -> int:
    x = 0
    for h in heaps:
        x = monoid.mul[x][monoid.images[h]]
    return x


def _extend(q: _Monoid, k: int, m: int, period: int, label: Any = None) -> _Monoid:
    """The candidate ``Q x <x | x^(m+p) = x^m>`` for heap k.

    Its elements are labelled by `label` of their representatives (searched
    outcomes), or left for :func:`_settle` to decide when `label` is None.
    """
    t = m + period

    def cut(e: int) -> int:
        return e if e < t else m + (e - m) % period

    s = len(q.mul)
    mul = [[0] * (s * t) for _ in range(s * t)]
    for a in range(s):
        row_a = q.mul[a]
        for i in range(t):
            out = mul[a * t + i]
            for b in range(s):
                base = row_a[b] * t
                for j in range(t):
                    out[b * t + j] = base + cut(i + j)
    reps = [tuple(sorted(q.reps[a] + (k,) * i)) for a in range(s) for i in range(t)]
    p = [label(r) for r in reps] if label is not None else [None] * len(reps)
    images = [x * t for x in q.images] + [1 if t > 1 else 0]
    return _Monoid(mul, p, images, reps)


def _settle(b: _Monoid, moves: list[list[tuple[int, ...]]], limit: int) -> Optional[list[bool]]:
    """The P-portion that makes `b` right for every sum of heaps 1..k, or ``None`` if there is none.

    A *state* of a sum x is its image and, for each heap size x holds, the
    image of x minus one such heap: from it follow the images of all of x's
    options, and adding a heap maps states to states. States are visited in
    order of the fewest tokens that reach them (Dijkstra), so the options of
    the sum that first reaches a state, having fewer tokens, are all settled:
    the state's element is a P-position exactly when there is a move and no
    move reaches the P-portion. The first state of each element decides it;
    every later state of the element must agree, or the candidate is wrong.
    When every state agrees, by induction on the sums (options are smaller)
    the P-portion gives the misère outcome of every sum of heaps 1..k.
    """
    k = len(b.images) - 1
    mul, images = b.mul, b.images
    p: list[Optional[bool]] = [None] * len(mul)
    move_images = [[_product(b, left) for left in moves[h]] for h in range(k + 1)]
    wins: dict[tuple[int, int], Optional[bool]] = {}

    def wins_from(h: int, rest: int) -> Optional[bool]:
        # Some move in a heap h, the rest of the sum being `rest`, reaches a P-position
        # (None: an option not settled yet, which the visiting order rules out).
        key = (h, rest)
        if key not in wins:
            row = mul[rest]
            found: Optional[bool] = False
            for y in move_images[h]:
                v = p[row[y]]
                if v is None:
                    found = None
                    break
                if v:
                    found = True
                    break
            wins[key] = found
        return wins[key]

    start: tuple[int, tuple[tuple[int, int], ...]] = (0, ())
    fewest = {start: 0}
    queue = [(0, 0, start)]
    pushed = 0
    while queue:
        tokens, _, state = heapq.heappop(queue)
        if fewest[state] < tokens:
            continue
        x, held = state
        expected = False
        if any(move_images[h] for h, _ in held):
            expected = True
            for h, rest in held:
                found = wins_from(h, rest)
                if found is None:
                    return None
                if found:
                    expected = False
                    break
        if p[x] is None:
            p[x] = expected
        elif p[x] != expected:
            return None
        for h in range(1, k + 1):
            g = images[h]
            grown = []
            placed = False
            for h2, rest in held:
                if h2 == h:
                    grown.append((h, x))
                    placed = True
                else:
                    grown.append((h2, mul[rest][g]))
            if not placed:
                grown.append((h, x))
                grown.sort()
            nxt = (mul[x][g], tuple(grown))
            known = fewest.get(nxt)
            if known is None or tokens + h < known:
                if known is None and len(fewest) >= limit:
                    raise GraphTooLargeError(
                        f"the proof of a candidate quotient at heap {k} needs more than {limit} states; "
                        "pass max_order=N to allow more, or a smaller heap bound"
                    )
                fewest[nxt] = tokens + h
                pushed += 1
                heapq.heappush(queue, (tokens + h, pushed, nxt))
    return [bool(v) for v in p]


def _reduce(b: _Monoid) -> _Monoid:
    """The quotient of `b` by indistinguishability: x ~ y when P(xz) == P(yz) for every z."""
    n = len(b.mul)
    gens = sorted(set(b.images))
    labels: dict[Any, int] = {}
    classes = [labels.setdefault(v, len(labels)) for v in b.p]
    count = len(labels)
    while True:
        signatures: dict[tuple[int, ...], int] = {}
        new = [signatures.setdefault((classes[x],) + tuple(classes[b.mul[x][g]] for g in gens), len(signatures))
               for x in range(n)]
        if len(signatures) == count:
            break
        classes, count = new, len(signatures)
    # Renumber so that the identity is 0 and classes appear in breadth-first order from it.
    order: dict[int, int] = {classes[0]: 0}
    members: dict[int, int] = {}
    frontier = [0]
    seen = {0}
    while frontier:
        nxt = []
        for x in frontier:
            members.setdefault(classes[x], x)
            order.setdefault(classes[x], len(order))
            for g in gens:
                y = b.mul[x][g]
                if y not in seen:
                    seen.add(y)
                    nxt.append(y)
        frontier = nxt
    size = len(order)
    rep_of = [0] * size
    for cls, ident in order.items():
        rep_of[ident] = members[cls]
    mul = [[order[classes[b.mul[rep_of[i]][rep_of[j]]]] for j in range(size)] for i in range(size)]
    p = [b.p[rep_of[i]] for i in range(size)]
    images = [order[classes[g]] for g in b.images]
    shortest: dict[int, tuple[int, ...]] = {}
    for x in range(n):
        best = shortest.get(classes[x])
        if best is None or (len(b.reps[x]), b.reps[x]) < (len(best), best):
            shortest[classes[x]] = b.reps[x]
    reps = [shortest[classes[rep_of[i]]] for i in range(size)]
    return _Monoid(mul, p, images, reps)


class MisereQuotient:
    """The misère quotient of a heap game for heaps of at most `bound` tokens.

    Made by :func:`misere_quotient`. ``len(q)`` is its order; ``q.outcome(heaps)``
    answers any sum of heaps ``<= bound`` by look-up; ``str(q)`` is the
    presentation: generators and relations, the P-portion, and the element
    of each heap, as MisereSolver prints it.

    Attributes
    ----------
    game : HeapGame
        The game.
    bound : int
        The largest heap covered.
    generators : tuple of int
        The heaps that generate the monoid, one letter each (``a``, ``b``, ...).

    Examples
    --------
    >>> import cgt
    >>> q = cgt.misere_quotient(cgt.games.Nim(), 2)   # the tame quotient T2
    >>> len(q), q.outcome((1, 1, 1)), q.outcome((2, 2))
    (6, Outcome.P, Outcome.P)
    >>> print(q)
    misère quotient of Nim() for heaps 1..2, order 6
    generators: a = heap 1, b = heap 2
    relations: a^2 = 1, b^3 = b
    P-portion: a, b^2
    heaps: 1 -> a, 2 -> b
    """

    __slots__ = ("game", "bound", "_monoid", "generators", "_words")

    def __init__(self, game: Any, bound: int, monoid: Any) -> None:
        self.game = game
        self.bound = bound
        self._monoid = monoid
        # Generators: heaps whose element is not a product of earlier heaps'.
        gens: list[int] = []
        reached = {0}
        for h in range(1, bound + 1):
            if monoid.images[h] not in reached:
                gens.append(h)
                reached = self._closure([monoid.images[g] for g in gens])
        self.generators = tuple(gens)
        self._words = self._normal_forms()

    def _closure(self, elements: list[int]) -> set[int]:
        mul = self._monoid.mul
        seen = {0}
        todo = [0]
        while todo:
            x = todo.pop()
            for g in elements:
                y = mul[x][g]
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
        return seen

    def _normal_forms(self) -> dict[int, tuple[int, ...]]:
        """The shortlex-least exponent vector (over the generators) of every element."""
        mul = self._monoid.mul
        gens = [self._monoid.images[g] for g in self.generators]
        words = {0: (0,) * len(gens)}
        frontier = [(0, words[0])]
        while frontier:
            nxt = []
            for x, word in sorted(frontier, key=lambda e: e[1][::-1]):
                for i, g in enumerate(gens):
                    y = mul[x][g]
                    if y not in words:
                        w = word[:i] + (word[i] + 1,) + word[i + 1 :]
                        words[y] = w
                        nxt.append((y, w))
            frontier = nxt
        return words

    def __len__(self) -> int:
        return len(self._monoid.mul)

    def element(self, heaps: Iterable[int]) -> int:
        """Return the element (an int, 0 the identity) of a sum of heaps ``<= bound``."""
        x = 0
        mul, images = self._monoid.mul, self._monoid.images
        for i, h in enumerate(heaps):
            if isinstance(h, bool) or not hasattr(type(h), "__index__") or not 0 <= _index(h) <= self.bound:
                raise InvalidPositionError(
                    f"heap {i + 1}, {h!r}, is not a heap of this quotient of {self.game!r}: "
                    f"heaps are integers 0..{self.bound}"
                )
            x = mul[x][images[_index(h)]]
        return x

    def outcome(self, heaps: Iterable[int]) -> Outcome:
        """Return the misère outcome of a sum of heaps ``<= bound``, by look-up."""
        return Outcome.P if self._monoid.p[self.element(heaps)] else Outcome.N

    @property
    def p_portion(self) -> list[str]:
        """The P-positions of the monoid, as words in the generators."""
        return [self.word(x) for x in sorted(self._words, key=self._key) if self._monoid.p[x]]

    def _key(self, x: int) -> tuple[int, tuple[int, ...]]:
        w = self._words[x]
        return (sum(w), w[::-1])

    def word(self, x: int) -> str:
        """Return element `x` as a word in the generators (``1`` for the identity)."""
        parts = []
        for i, e in enumerate(self._words[x]):
            if e:
                letter = _letter(i)
                parts.append(letter if e == 1 else f"{letter}^{e}")
        return "".join(parts) or "1"

    @property
    def relations(self) -> list[str]:
        """Defining relations ``u = v``: the minimal words that are not normal forms, and their values."""
        normal = {w: x for x, w in self._words.items()}
        mul = self._monoid.mul
        gens = [self._monoid.images[g] for g in self.generators]
        found = []
        for x, word in self._words.items():
            for i, g in enumerate(gens):
                w = word[:i] + (word[i] + 1,) + word[i + 1 :]
                if w in normal:
                    continue
                # Minimal: every word one letter shorter is a normal form.
                if all(
                    (w[:j] + (w[j] - 1,) + w[j + 1 :]) in normal for j in range(len(w)) if w[j]
                ):
                    found.append((w, mul[x][g]))
        found = sorted(set(found), key=lambda r: (sum(r[0]), r[0][::-1]))
        return [f"{_word(w)} = {self.word(y)}" for w, y in found]

    def __str__(self) -> str:
        gens = ", ".join(f"{_letter(i)} = heap {h}" for i, h in enumerate(self.generators))
        heaps = ", ".join(f"{h} -> {self.word(self._monoid.images[h])}" for h in range(1, self.bound + 1))
        return (
            f"misère quotient of {self.game!r} for heaps 1..{self.bound}, order {len(self)}\n"
            f"generators: {gens or '(none)'}\n"
            f"relations: {', '.join(self.relations) or '(none)'}\n"
            f"P-portion: {', '.join(self.p_portion) or '(empty)'}\n"
            f"heaps: {heaps}"
        )

    def __repr__(self) -> str:
        return f"misere_quotient({self.game!r}, {self.bound})"


def _letter(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i] if i < 26 else f"x{i}"


def _word(w: tuple[int, ...]) -> str:
    parts = [(_letter(i) if e == 1 else f"{_letter(i)}^{e}") for i, e in enumerate(w) if e]
    return "".join(parts) or "1"


def misere_quotient(game: Any, bound: int, *, max_order: int = MAX_ORDER) -> MisereQuotient:
    """Return the misère quotient of `game` for the sums of heaps of at most `bound` tokens.

    Parameters
    ----------
    game : HeapGame or Nim
        A heap game (an octal game such as ``cgt.games.KAYLES``, a
        subtraction game, Grundy's game) or :class:`cgt.games.Nim`.
    bound : int
        The largest heap, ``>= 0``.
    max_order : int, optional
        The largest candidate monoid (and proof) to build; beyond it the
        computation stops with an error instead of running out of memory.

    Returns
    -------
    MisereQuotient
        The quotient, proven for every sum of heaps ``<= bound``.

    Raises
    ------
    InvalidValueError
        If `bound` is not an integer ``>= 0`` or `game` is not a heap game.
    GraphTooLargeError
        If a candidate monoid or its proof would exceed `max_order`.

    Notes
    -----
    Each new heap costs one proof per candidate tried; the proof states grow
    with the monoid's order and the number of heaps. Enlarging the monoid
    searches outcomes of sums of heaps with :func:`cgt.misere_value`, which
    dominates the cost: ``0.75`` to heap 10 takes about a second, Dawson's
    Kayles a few seconds and Kayles about 20 s (see the benchmarks).

    Examples
    --------
    >>> import cgt
    >>> q = cgt.misere_quotient(cgt.games.DAWSONS_KAYLES, 6)
    >>> len(q), q.outcome((2, 2)), q.outcome((3,))
    (6, Outcome.N, Outcome.P)
    """
    from .games.nim import Nim

    if isinstance(bound, bool) or not hasattr(type(bound), "__index__") or _index(bound) < 0:
        raise InvalidValueError(f"misere_quotient: bound={bound!r} is not an integer >= 0")
    bound = _index(bound)
    if isinstance(max_order, bool) or not isinstance(max_order, int) or max_order < 1:
        raise InvalidValueError(f"misere_quotient: max_order={max_order!r} is not an integer >= 1")
    if isinstance(game, Nim):
        moves: list[list[tuple[int, ...]]] = [[(r,) if r else () for r in range(h)] for h in range(bound + 1)]
    elif isinstance(game, HeapGame):
        moves = [[left for _, left in game.heap_moves(h)] for h in range(bound + 1)]
    else:
        raise InvalidValueError(
            f"misere_quotient: {game!r} is not a heap game; give an octal, subtraction or Grundy's game, or Nim()"
        )

    def is_p(heaps: tuple[int, ...]) -> bool:
        return misere_value(game, heaps) == 0

    q = _Monoid([[0]], [False], [0], [()])
    for k in range(1, bound + 1):
        # Conservative extension first, with short cycles only: a longer cycle is
        # more often a sign that the smaller heaps must be told apart better.
        step = _add_heap(q, k, moves, max_order, 4)
        span = 2
        while step is None and span <= _MAX_CYCLE:
            # Not a conservative extension of Q: enlarge the monoid of the smaller heaps.
            base = _refined(q, k, span, is_p, moves, max_order)
            if base is None:
                break
            step = _add_heap(base, k, moves, max_order)
            span += 2
        if step is None:
            raise GraphTooLargeError(
                f"misere_quotient: no candidate monoid for heap {k} of {game!r} was proven "
                f"(cyclic parts up to index + period {_MAX_CYCLE}); the quotient may be too large "
                "for this method at this bound: try a smaller bound"
            )
        q = step
    return MisereQuotient(game, bound, q)


def _cycles(longest: int) -> list[tuple[int, int]]:
    # Index and period of the new heap's powers, shortest first. Periods 1 and 2
    # only, those of the quotients met in practice: the choice decides whether a
    # candidate is found, never whether an accepted one is right (the proof does).
    return [(t - p, p) for t in range(1, longest + 1) for p in (1, 2) if t - p >= 0]


def _add_heap(
    q: _Monoid, k: int, moves: list[list[tuple[int, ...]]], limit: int, longest: int = _MAX_CYCLE
) -> Optional[_Monoid]:
    for m, period in _cycles(longest):
        if len(q.mul) * (m + period) > limit:
            raise GraphTooLargeError(
                f"misere_quotient: the candidate monoid at heap {k} would have {len(q.mul) * (m + period)} "
                f"elements, more than max_order={limit}; pass a larger max_order or a smaller bound"
            )
        candidate = _extend(q, k, m, period)
        p = _settle(candidate, moves, 50 * limit)
        if p is not None:
            candidate.p = p
            return _reduce(candidate)
    return None


def _cycle(q: _Monoid, x: int) -> tuple[int, int]:
    """Index and period of the powers of element `x`."""
    seen: dict[int, int] = {}
    y, e = 0, 0
    while y not in seen:
        seen[y] = e
        y, e = q.mul[y][x], e + 1
    return seen[y], e - seen[y]


def _refined(q: _Monoid, k: int, span: int, is_p: Any, moves: list[list[tuple[int, ...]]], limit: int) -> Optional[_Monoid]:
    """Enlarge: rebuild the monoid of heaps below k, telling apart what heap k tells apart.

    Heaps 1..k-1 are added again, each with a cyclic part a little longer
    than in `q`, and reduced by the outcomes of their representatives plus
    0, 1, ..., span-1 heaps of k instead of by their own outcomes alone.
    The result is only a candidate: the proof of the extension by heap k
    decides.
    """
    def label(heaps: tuple[int, ...]) -> tuple[bool, ...]:
        return tuple(is_p(tuple(sorted(heaps + (k,) * i))) for i in range(span))

    base = _Monoid([[0]], [label(())], [0], [()])
    for h in range(1, k):
        m, period = _cycle(q, q.images[h])
        period = period if period % 2 == 0 else 2 * period
        if len(base.mul) * (m + 1 + period) > limit:
            return None
        base = _reduce(_extend(base, h, m + 1, period, label))
    base.p = [v[0] for v in base.p]
    return base
