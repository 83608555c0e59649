"""Misère quotients of heap games (Plambeck and Siegel).

The misère quotient of a heap game with heaps of at most ``n`` tokens is the
commutative monoid of the sums of such heaps up to *indistinguishability*:
``G`` and ``H`` are identified when ``G + X`` and ``H + X`` have the same
misère outcome for every sum ``X`` of such heaps. With the map from each heap
to its element (the *pretending function*) and the set of elements that are
P-positions (the *P-portion*), the misère outcome of any sum of heaps is a
table look-up: multiply the heaps' elements, ask whether the product is in
the P-portion.

The computation is Siegel's MisereSolver algorithm (Plambeck and Siegel 2008,
section 6). A sum of heaps is a *word*: how many heaps of each size. A
candidate ``(M, P, phi)`` (a finite commutative monoid, a P-portion, an
element for each heap) is *proven* for every word at once, without searching
any position, by the induction on words that makes the misère outcome the
P-portion: a word mapped into ``P`` must have no option mapped into ``P`` (a
*P-failure*), and a word with a move mapped outside ``P`` must have one (an
*N-failure*). P-failures are finitely many checks, one per element ``x`` and
heap ``h``: ``x phi(h)`` and some ``x phi(option of h)`` both in ``P``. An
N-failure depends on the word's element and the set ``T`` of its options'
elements; adding a heap maps ``(x, T)`` to ``(x phi(h), T phi(h) + x
phi(options of h))``, and a word whose set contains another's (same
element) has every extension at least as good, so only the *minimal* sets of
each element are explored: a finite search over the monoid, never over sums.

Heaps are added one at a time. Heap ``k`` is first tried as a *conservative
extension*: mapped to an element already there (MisereSolver's quick test: its
options' set contains a minimal set of that element, so it behaves like a word
already proven). Otherwise the monoid is enlarged by a new cyclic generator
for heap ``k``, the P-portion marked from the least word of each element,
reduced by indistinguishability, and proven; while the proof finds a least
failing word, the heaps in it are given free cyclic generators of their own
(*recalibration*), and the proof is repeated. Every quotient returned has
passed the proof.

References: T. E. Plambeck, *Taming the wild in impartial combinatorial
games*, INTEGERS 5 (2005) #G05; T. E. Plambeck and A. N. Siegel, *Misère
quotients for impartial games*, J. Combin. Theory Ser. A 115 (2008) 593-622;
A. N. Siegel, MisereSolver (org.cgsuite.core.misere.solver in CGSuite).
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable, Iterable
from operator import index as _index
from typing import Any, Optional

from ..errors import GraphTooLargeError, InvalidPositionError, InvalidValueError
from ..game import Outcome
from ..kinds import Kind
from ..watch import SearchProgress, SearchWatch

__all__ = ["MisereQuotient", "misere_quotient", "MAX_ORDER"]

#: The largest candidate monoid a quotient computation builds unless told otherwise (``max_order=``).
MAX_ORDER = 20_000

#: The proof of a candidate explores at most this many states per element of ``max_order``.
_STATES_PER_ORDER = 50

#: Recalibrations tried for one heap before giving up.
_MAX_ROUNDS = 60

# A word (a sum of heaps) is kept as its counts from the largest heap down: the
# *key*, ``key[k - h]`` heaps of size h. Comparing keys is the order in which an
# option (a heap replaced by smaller ones) always comes before its position.
Key = tuple[int, ...]
Moves = list[list[tuple[int, ...]]]


class _ProofStates(Kind):
    # Progress counts the states the proofs explore; the bound is max_order, not a memory budget.
    position_bytes = 100


_PROOF = _ProofStates("misère quotient proof")


class _Monoid:
    """A finite commutative monoid with a P-portion, given by the action of each heap.

    ``act[h][x]`` is x times the element of heap h (h = 0 .. k); 0 is the
    identity. ``words[x]`` is the least word mapped to x.
    """

    __slots__ = ("act", "p", "words")

    def __init__(self, act: list[list[int]], p: list[bool]) -> None:
        self.act = act
        self.p = p
        self.words = _least_words(act, len(p))[0]


def _times(act: list[list[int]], x: int, heaps: Iterable[int]) -> int:
    for h in heaps:
        x = act[h][x]
    return x


def _heaps(key: Key) -> list[int]:
    k = len(key) - 1
    return [k - i for i, c in enumerate(key) for _ in range(c)]


def _plus(key: Key, h: int) -> Key:
    i = len(key) - 1 - h
    return key[:i] + (key[i] + 1,) + key[i + 1 :]


def _least_words(act: list[list[int]], n: int) -> tuple[list[Any], list[int]]:
    """The least word of every element reachable from the identity, and the elements in that order."""
    k = len(act) - 1
    movers = [h for h in range(1, k + 1) if act[h][0] != 0]
    words: list[Any] = [None] * n
    order = []
    queue = [((0,) * (k + 1), 0)]
    while queue:
        key, x = heapq.heappop(queue)
        if words[x] is not None:
            continue
        words[x] = key
        order.append(x)
        for h in movers:
            y = act[h][x]
            if words[y] is None:
                heapq.heappush(queue, (_plus(key, h), y))
    return words, order


def _predicted_p(act: list[list[int]], p: list[bool], moves: Moves, heaps: list[int]) -> bool:
    """Whether the word `heaps` is a P-position when its options' outcomes are read from `p`."""
    has_move = False
    for i, h in enumerate(heaps):
        if not moves[h] or (i and heaps[i - 1] == h):
            continue
        has_move = True
        rest = _times(act, 0, heaps[:i] + heaps[i + 1 :])
        if any(p[_times(act, rest, left)] for left in moves[h]):
            return False
    return has_move


def _marked(act: list[list[int]], moves: Moves, n: int) -> list[bool]:
    """The P-portion read off the least word of each element, smallest first.

    An option of a word is a smaller word, so its element's least word comes
    earlier and is already marked. Only a candidate: the proof decides.
    """
    words, order = _least_words(act, n)
    p = [False] * n
    for x in order:
        p[x] = _predicted_p(act, p, moves, _heaps(words[x]))
    return p


def _reduce(act: list[list[int]], p: list[bool]) -> _Monoid:
    """The quotient by indistinguishability (x ~ y when P(xz) == P(yz) for every z), reachable part."""
    import numpy as np  # here: import cgt stays free of numpy

    gens = [np.array(row, dtype=np.intp) for row in {row[0]: row for row in act[1:] if row[0] != 0}.values()]
    # Refine the partition {P, N} by the classes of x's images under each
    # heap until it stops splitting. Candidates reach max_order elements, so
    # numpy numbers the signatures, one heap at a time: (class so far, class
    # of the image) as one int64, numbered by np.unique (3x faster than tuples).
    n = len(p)
    classes = np.array(p, dtype=np.int64)
    count = len(np.unique(classes))
    while True:
        refined = classes
        for g in gens:
            _, refined = np.unique(refined * n + classes[g], return_inverse=True)
        number = int(refined.max()) + 1 if n else 0
        classes = refined
        if number == count:
            break
        count = number
    classes = classes.tolist()
    # Number the classes breadth-first from the identity, over the heaps in order.
    number = {classes[0]: 0}
    rep = [0]
    for x in rep:
        for row in act[1:]:
            c = classes[row[x]]
            if c not in number:
                number[c] = len(rep)
                rep.append(row[x])
    new_act = [[number[classes[row[x]]] for x in rep] for row in act]
    return _Monoid(new_act, [p[x] for x in rep])


def _bits(elements: Iterable[int]) -> int:
    mask = 0
    for x in elements:
        mask |= 1 << x
    return mask


def _mapped(mask: int, row: list[int]) -> int:
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << row[low.bit_length() - 1]
        mask ^= low
    return out


def _heap_types(m: _Monoid, moves: Moves, drop_subsumed: bool) -> list[tuple[int, list[tuple[int, ...]], int]]:
    """One heap per behaviour: ``(h, moves, option elements)``, a heap with the same
    element and option elements as a smaller one left out. With `drop_subsumed`, also a
    heap whose option elements contain another's of the same element (it never gives a
    word fewer options, all the N-side of the proof looks at)."""
    act = m.act
    seen: dict[int, list[tuple[int, list[tuple[int, ...]], int]]] = {}
    for h in range(1, len(act)):
        if not moves[h]:
            continue
        lefts = {_times(act, 0, left): left for left in moves[h]}
        mask = _bits(lefts)
        group = seen.setdefault(act[h][0], [])
        if any(other == mask or (drop_subsumed and other & ~mask == 0) for _, _, other in group):
            continue
        if drop_subsumed:
            group[:] = [t for t in group if mask & ~t[2] != 0]
        group.append((h, list(lefts.values()), mask))
    return [t for group in seen.values() for t in group]


def _prove(m: _Monoid, moves: Moves, limit: int, watch: SearchWatch) -> tuple[Optional[Key], dict[int, list[int]]]:
    """Prove the candidate for every word: return ``(None, minimal option sets)`` or ``(failure, {})``.

    The failure is a least word (in key order) at which the P-portion
    contradicts the outcomes of the word's options.
    """
    act, p = m.act, m.p
    n = len(p)
    best: Optional[Key] = None
    # P-failures: x phi(h) in P with an option x phi(left) in P.
    for h, lefts, _ in _heap_types(m, moves, False):
        row = act[h]
        for x in range(n):
            if p[row[x]] and any(p[_times(act, x, left)] for left in lefts):
                key = _plus(m.words[x], h)
                if best is None or key < best:
                    best = key
    # N-failures: states (x, option elements), only the minimal sets of each x, in key order.
    p_mask = _bits(x for x in range(n) if p[x])
    types = _heap_types(m, moves, True)
    minimal: dict[int, list[int]] = {}
    queue: list[tuple[Key, int, int]] = []
    start = (0,) * len(act)
    states = 0
    looked, next_look = 0, watch.next_look()

    own: dict[tuple[int, int], int] = {}  # (type, x): elements of x times heap h's options

    def grow(key: Key, x: int, options: int) -> None:
        for i, (h, lefts, _) in enumerate(types):
            mine = own.get((i, x))
            if mine is None:
                mine = own[i, x] = _bits(_times(act, x, left) for left in lefts)
            grown = _mapped(options, act[h]) | mine
            y = act[h][x]
            # A state whose set contains a kept one's (same element) would be skipped when popped.
            if not any(other & ~grown == 0 for other in minimal.get(y, ())):
                heapq.heappush(queue, (_plus(key, h), y, grown))

    grow(start, 0, 0)  # the empty word has no options: it is never kept as a minimal set
    while queue:
        key, x, options = heapq.heappop(queue)
        if best is not None and key >= best:
            break
        kept = minimal.setdefault(x, [])
        if any(other & ~options == 0 for other in kept):
            continue
        if not p[x] and not options & p_mask:
            return key, {}
        kept[:] = [other for other in kept if options & ~other != 0]
        kept.append(options)
        states += 1
        if states >= next_look:
            # The progress shows the candidate's order: the number held to max_order.
            next_look = states + watch.look(states - looked, stored=n)
            looked = states
        if states > limit:
            raise GraphTooLargeError(
                f"the proof of a candidate quotient of order {n} needs more than {limit} states "
                f"({_STATES_PER_ORDER} per unit of max_order)"
            )
        grow(key, x, options)
    return best, ({} if best is not None else minimal)


def _cycle(row: list[int]) -> tuple[int, int]:
    """Index and period of the powers of a heap's element (`row`: its action)."""
    seen: dict[int, int] = {}
    x, e = 0, 0
    while x not in seen:
        seen[x] = e
        x, e = row[x], e + 1
    return seen[x], e - seen[x]


def _freed(m: _Monoid, k: int, cycles: dict[int, tuple[int, int]], limit: int) -> tuple[Optional[list[list[int]]], int]:
    """The actions of ``M' x C1 x C2 ...``: `M'` generated by the heaps <= k not in `cycles`,
    and a cyclic monoid ``<g | g^(index+period) = g^index>`` for each heap in `cycles`.

    Also its order; the actions are ``None`` when it would have more than `limit` elements.
    """
    act = m.act
    kept = [h for h in range(1, k + 1) if h not in cycles]
    number = {0: 0}
    base = [0]
    for x in base:
        for h in kept:
            y = act[h][x]
            if y not in number:
                number[y] = len(base)
                base.append(y)
    strides = {}
    size = 1
    for h, (index, period) in cycles.items():
        strides[h] = (size, index, period)
        size *= index + period
    total = len(base) * size
    if total > limit:
        return None, total
    new_act: list[list[int]] = []
    for h in range(k + 1):
        if h in strides:
            stride, index, period = strides[h]
            row = []
            for e in range(total):
                digit = (e // stride) % (index + period)
                up = digit + 1 if digit + 1 < index + period else index
                row.append(e + (up - digit) * stride)
        else:
            image = [number[act[h][x]] * size for x in base]
            row = [image[b] + r for b in range(len(base)) for r in range(size)]
        new_act.append(row)
    return new_act, total


def _candidate(act: list[list[int]], moves: Moves) -> _Monoid:
    p = _marked(act, moves, len(act[0]))
    return _reduce(act, p)


def _conservative(q: _Monoid, k: int, moves: Moves, minimal: dict[int, list[int]],
                  limit: int, watch: SearchWatch) -> Optional[tuple[_Monoid, dict[int, list[int]]]]:
    """Heap k mapped to an element already in `q`, proven; or ``None``."""
    act, p = q.act, q.p
    n = len(p)
    lefts = moves[k]
    options = _bits(_times(act, 0, left) for left in lefts)
    alone_p = not any(p[t] for t in range(n) if options >> t & 1)
    passed = []
    for x in range(n):
        if p[x] != alone_p:
            continue
        word = _heaps(q.words[x])
        row = [_times(act, y, word) for y in range(n)]
        # No P-failure y + heap k: y x in P with an option y phi(left) in P.
        if any(p[row[y]] and any(p[_times(act, y, left)] for left in lefts) for y in range(n)):
            continue
        # Options containing a minimal set of x: heap k acts as a word already proven.
        if any(other & ~options == 0 for other in minimal.get(x, ())):
            return _extended(q, row), minimal
        passed.append(row)
    for row in passed:
        trial = _extended(q, row)
        failure, found = _prove(trial, moves, limit, watch)
        if failure is None:
            return trial, found
    return None


def _extended(q: _Monoid, row: list[int]) -> _Monoid:
    grown = _Monoid.__new__(_Monoid)
    grown.act = q.act + [row]
    grown.p = q.p
    grown.words = [(0,) + w for w in q.words]  # heap k is the largest: least words keep none
    return grown


def _add_heap(q: _Monoid, k: int, moves: Moves, minimal: dict[int, list[int]],
              max_order: int, watch: SearchWatch) -> tuple[_Monoid, dict[int, list[int]]]:
    limit = _STATES_PER_ORDER * max_order
    if not moves[k]:
        return _extended(q, list(range(len(q.p)))), minimal
    found = _conservative(q, k, moves, minimal, limit, watch)
    if found is not None:
        return found
    # A new generator for heap k, then recalibration until the proof passes.
    act, order = _freed(q, k, {k: (2, 2)}, max_order)
    if act is None:
        raise _too_large(order, max_order)
    trial = _candidate(act, moves)
    for _ in range(_MAX_ROUNDS):
        failure, found_minimal = _prove(trial, moves, limit, watch)
        if failure is None:
            return trial, found_minimal
        trial = _recalibrated(trial, k, moves, failure, max_order)
        watch.look(0, stored=len(trial.p))
    raise GraphTooLargeError(
        f"no candidate quotient was proven after {_MAX_ROUNDS} recalibrations (the quotient may be infinite from this heap on)"
    )


def _too_large(order: int, max_order: int) -> GraphTooLargeError:
    return GraphTooLargeError(
        f"the candidate monoid would have {order} elements, more than max_order={max_order} "
        "(the quotient may be very large or infinite from this heap on)"
    )


def _recalibrated(trial: _Monoid, k: int, moves: Moves, failure: Key, max_order: int) -> _Monoid:
    """Free the heaps of the least failing word, fewest first, until the failure is mended.

    Each freed heap gets its own cyclic generator, with an index at least its
    exponent in the failure (so its powers there are told apart).
    """
    heaps = _heaps(failure)
    should_be_p = _predicted_p(trial.act, trial.p, moves, heaps)
    support = sorted(set(heaps))
    smallest = None
    for size in range(1, len(support) + 1):
        for chosen in itertools.combinations(support, size):
            cycles = {}
            for h in chosen:
                index, _ = _cycle(trial.act[h])
                index = max(index, heaps.count(h) - 1)
                cycles[h] = (index, max(2, 2 * ((index - 4) // 2)))
            act, order = _freed(trial, k, cycles, max_order)
            if act is None:
                smallest = order if smallest is None else min(smallest, order)
                continue
            candidate = _candidate(act, moves)
            if candidate.p[_times(candidate.act, 0, heaps)] == should_be_p:
                return candidate
    if smallest is not None:
        raise _too_large(smallest, max_order)
    raise GraphTooLargeError(
        f"no recalibration mends the failing sum {tuple(heaps)} (the quotient may be infinite from this heap on)"
    )


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
            if monoid.act[h][0] not in reached:
                gens.append(h)
                reached = self._closure(gens)
        self.generators = tuple(gens)
        self._words = self._normal_forms()

    def _closure(self, heaps: list[int]) -> set[int]:
        act = self._monoid.act
        seen = {0}
        todo = [0]
        while todo:
            x = todo.pop()
            for h in heaps:
                y = act[h][x]
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
        return seen

    def _normal_forms(self) -> dict[int, tuple[int, ...]]:
        """The shortlex-least exponent vector (over the generators) of every element."""
        gens = [self._monoid.act[h] for h in self.generators]
        words = {0: (0,) * len(gens)}
        frontier = [(0, words[0])]
        while frontier:
            nxt = []
            for x, word in sorted(frontier, key=lambda e: e[1][::-1]):
                for i, g in enumerate(gens):
                    y = g[x]
                    if y not in words:
                        w = word[:i] + (word[i] + 1,) + word[i + 1 :]
                        words[y] = w
                        nxt.append((y, w))
            frontier = nxt
        return words

    def __len__(self) -> int:
        return len(self._monoid.p)

    def element(self, heaps: Iterable[int]) -> int:
        """Return the element (an int, 0 the identity) of a sum of heaps ``<= bound``."""
        x = 0
        act = self._monoid.act
        for i, h in enumerate(heaps):
            if isinstance(h, bool) or not hasattr(type(h), "__index__") or not 0 <= _index(h) <= self.bound:
                raise InvalidPositionError(
                    f"heap {i + 1}, {h!r}, is not a heap of this quotient of {self.game!r}: "
                    f"heaps are integers 0..{self.bound}"
                )
            x = act[_index(h)][x]
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
        gens = [self._monoid.act[h] for h in self.generators]
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
                    found.append((w, g[x]))
        found = sorted(set(found), key=lambda r: (sum(r[0]), r[0][::-1]))
        return [f"{_word(w)} = {self.word(y)}" for w, y in found]

    def __str__(self) -> str:
        gens = ", ".join(f"{_letter(i)} = heap {h}" for i, h in enumerate(self.generators))
        heaps = ", ".join(f"{h} -> {self.word(self._monoid.act[h][0])}" for h in range(1, self.bound + 1))
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


def misere_quotient(game: Any, bound: int, *, max_order: int = MAX_ORDER,
                    progress: Optional[Callable[[SearchProgress], Any]] = None) -> MisereQuotient:
    """Return the misère quotient of `game` for the sums of heaps of at most `bound` tokens.

    Parameters
    ----------
    game : HeapGame or Nim
        A heap game (an octal game such as ``cgt.games.KAYLES``, a
        subtraction game, Grundy's game) or :class:`cgt.games.Nim`.
    bound : int
        The largest heap, ``>= 0``.
    max_order : int, optional
        The largest candidate monoid to build (its proof may explore 50
        states per unit of it); beyond it the computation stops with an
        error instead of running out of memory. The default, 20,000, is
        enough for Dawson's Kayles to heap 32 (order 552); a smaller value
        makes a bound that is out of reach fail sooner.
    progress : callable, optional
        Called about twice a second with a :class:`~cgt.SearchProgress`:
        ``searched`` counts the states the proofs have explored, ``stored``
        is the order of the candidate being proven (the number held to
        `max_order`), so a quotient on its way past the limit shows it.

    Returns
    -------
    MisereQuotient
        The quotient, proven for every sum of heaps ``<= bound``.

    Raises
    ------
    InvalidValueError
        If `bound` is not an integer ``>= 0`` or `game` is not a heap game.
    GraphTooLargeError
        If a candidate monoid or its proof would exceed `max_order` (the
        quotient may be infinite from that heap on: 0.354's is from heap 5).
        The message names the heap; the error's ``largest_bound`` is the
        largest bound that was proven, the one to ask for instead.

    Notes
    -----
    No position is searched: each candidate monoid is proven for all sums
    at once by a search over its elements and their options' elements (see
    the module docstring), so the cost grows with the quotient's order and
    the number of heaps, not with the sums. Timings are in the benchmarks
    (``benchmarks/bench_misere.py``) and the documentation.

    Examples
    --------
    >>> import cgt
    >>> q = cgt.misere_quotient(cgt.games.DAWSONS_KAYLES, 6)
    >>> len(q), q.outcome((2, 2)), q.outcome((3,))
    (6, Outcome.N, Outcome.P)
    """
    if isinstance(bound, bool) or not hasattr(type(bound), "__index__") or _index(bound) < 0:
        raise InvalidValueError(f"misere_quotient: bound={bound!r} is not an integer >= 0")
    bound = _index(bound)
    if isinstance(max_order, bool) or not isinstance(max_order, int) or max_order < 1:
        raise InvalidValueError(f"misere_quotient: max_order={max_order!r} is not an integer >= 1")
    # A heap game is what lists its moves on one heap (HeapGame, Nim): the rules, not a class.
    heap_moves = getattr(game, "heap_moves", None)
    if callable(heap_moves):
        moves: list[list[tuple[int, ...]]] = [[left for _, left in heap_moves(h)] for h in range(bound + 1)]
    else:
        raise InvalidValueError(
            f"misere_quotient: {game!r} is not a heap game; give an octal, subtraction or Grundy's game, or Nim()"
        )

    watch = SearchWatch(game, bound, _PROOF, budget=None, progress=progress)
    q = _Monoid([[0]], [False])
    minimal: dict[int, list[int]] = {}
    for k in range(1, bound + 1):
        try:
            q, minimal = _add_heap(q, k, moves, minimal, max_order, watch)
        except GraphTooLargeError as err:
            # Say what does work: the quotient of the heaps before this one is proven.
            refused = GraphTooLargeError(
                f"misere_quotient({game!r}, {bound}): at heap {k}, {err}; heaps up to {k - 1} have a "
                f"quotient of order {len(q.p)}: ask for bound={k - 1}, or pass a larger max_order"
            )
            refused.largest_bound = k - 1
            raise refused from None
    return MisereQuotient(game, bound, q)
