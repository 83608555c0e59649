"""Operations on the misère canonical forms of the shared table (forms are ints of :data:`MISERE_FORMS`).

Sums, mates, parity, CGSuite's canonical order of forms, parts and
partitions (Siegel's algorithm, after CGSuite's MisereCanonicalGameOps), and
the forms born by day n. :class:`cgt.MisereCanonicalForm` wraps these; the
forms here are plain ints, so the table stays the one home of misère forms.

Examples
--------
>>> from cgt.misere.forms import add, nim_heap, subtract
>>> two = nim_heap(2)
>>> subtract(add(two, two), two) == two
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Optional

from ..errors import InvalidValueError
from .genus import MISERE_FORMS

__all__ = [
    "MAX_HEAP",
    "STAR",
    "add",
    "born_by",
    "even_part",
    "is_even",
    "is_prime",
    "mate",
    "nim_heap",
    "options_in_order",
    "order_key",
    "ordered",
    "parity",
    "parts",
    "prime_partitions",
    "subtract",
]

_T = MISERE_FORMS


# CGSuite's first 36 forms (MisereCanonicalGameOps.init), each by its options:
# entry v is the v // 2-th form of this list, plus * when v is odd.
_EARLY_OPTIONS = (
    (), (0, 1), (2,), (3,), (4,), (2, 3), (2, 4), (0, 4), (1, 4), (2, 3, 4), (0, 3, 4), (0, 2, 4),
    (1, 3, 4), (1, 2, 4), (0, 2, 3, 4), (0, 1, 2, 4), (1, 2, 3, 4), (0, 1, 2, 3), (0, 1, 2, 3, 4),
    (5,), (8,), (12,), (14,), (16,), (18,), (20,), (22,), (24,), (26,), (28,), (30,), (32,),
    (34,), (36,), (6,), (10,),
)

_SUMS: dict[tuple[int, int], int] = {}
_MATES: dict[int, int] = {}
_EVEN: dict[int, bool] = {}
_KEYS: dict[int, tuple[Any, ...]] = {}
_PARTITIONS: dict[int, list[int]] = {}
_HEAPS: list[int] = [0]
_EARLY: dict[int, int] = {}


#: The largest nim heap a form may hold: ``*n`` has ``n`` options, so the heaps
#: up to ``*n`` take about ``n * n / 2`` entries of the table (0.3 s and some
#: 20 MB up to ``*1024``).
MAX_HEAP = 1024


def nim_heap(n: int) -> int:
    """Return the form of the nim heap ``*n``.

    Raises
    ------
    InvalidValueError
        If `n` is above :data:`MAX_HEAP`.

    Examples
    --------
    >>> from cgt.misere.forms import nim_heap
    >>> nim_heap(0), nim_heap(1)
    (0, 1)
    """
    if n > MAX_HEAP:
        raise InvalidValueError(f"n={n}: cgt's misère forms hold nim heaps up to *{MAX_HEAP}")
    while len(_HEAPS) <= n:
        _HEAPS.append(_T.next_nim_heap(_HEAPS))
    return _HEAPS[n]


STAR = nim_heap(1)


def add(a: int, b: int) -> int:
    """Return the form of the misère sum ``a + b`` (the options of either, plus the other), simplified.

    Examples
    --------
    >>> from cgt.misere.forms import STAR, add
    >>> add(STAR, STAR)      # * + * = 0 in misère play too
    0
    """
    if a == 0 or b == 0:
        return a + b
    key = (a, b) if a <= b else (b, a)
    found = _SUMS.get(key)
    if found is None:
        found = _T.canonical([add(o, b) for o in _T.options[a]] + [add(a, o) for o in _T.options[b]])
        _SUMS[key] = found
    return found


def mate(g: int) -> int:
    """Return the mate of `g`: ``*`` for ``0``, else the game of the options' mates (Conway).

    Examples
    --------
    >>> from cgt.misere.forms import STAR, mate
    >>> mate(0) == STAR and mate(STAR) == 0
    True
    """
    if g == 0:
        return STAR
    found = _MATES.get(g)
    if found is None:
        found = _MATES[g] = _T.canonical(mate(o) for o in _T.options[g])
    return found


def is_even(g: int) -> bool:
    """Whether `g` is even: born before ``g + *`` (the two birthdays differ by one).

    Examples
    --------
    >>> from cgt.misere.forms import STAR, is_even
    >>> is_even(0), is_even(STAR)
    (True, False)
    """
    # G is even when it is born before G + * (the two birthdays differ by one).
    found = _EVEN.get(g)
    if found is None:
        found = _EVEN[g] = _T.birthday[g] < _T.birthday[add(g, STAR)]
    return found


def even_part(g: int) -> int:
    """Return `g` if it is even, else ``g + *``.

    Examples
    --------
    >>> from cgt.misere.forms import STAR, even_part
    >>> even_part(STAR)
    0
    """
    return g if is_even(g) else add(g, STAR)


def _with_parity(even: int, odd: int) -> int:
    return add(even, STAR) if odd else even


def _early() -> dict[int, int]:
    if not _EARLY:
        made: list[int] = []
        for options in _EARLY_OPTIONS:
            made.append(_T.canonical(_with_parity(made[v >> 1], v & 1) for v in options))
        _EARLY.update((g, i) for i, g in enumerate(made))
    return _EARLY


def order_key(g: int) -> tuple[Any, ...]:
    """Return the key of `g` in CGSuite's canonical order of forms (its MidComparator).

    CGSuite's first 36 forms come first, in the order it creates them; then
    forms by their even part's birthday, number of options, G+, G- and
    options (in this order), an even form before its ``+ *``.

    Examples
    --------
    >>> from cgt.misere.forms import nim_heap, order_key
    >>> order_key(nim_heap(2)) < order_key(nim_heap(6)) < order_key(nim_heap(7))
    True
    """
    found = _KEYS.get(g)
    if found is None:
        even = even_part(g)
        odd = int(even != g)
        rank = _early().get(even)
        if rank is not None:
            found = (0, 2 * rank + odd)
        else:
            options = ordered(_T.options[even])
            found = (1, _T.birthday[even], len(options), _T.plus[even], _T.minus[even],
                     tuple(order_key(o) for o in options), odd)
        _KEYS[g] = found
    return found


def ordered(forms: Iterable[int]) -> list[int]:
    """Return `forms` in CGSuite's canonical order (:func:`order_key`).

    Examples
    --------
    >>> from cgt.misere.forms import nim_heap, ordered
    >>> ordered([nim_heap(3), nim_heap(2), 0]) == [0, nim_heap(2), nim_heap(3)]
    True
    """
    return sorted(forms, key=order_key)


def options_in_order(g: int) -> list[int]:
    """Return the options of `g` in CGSuite's order.

    An even form's options sorted (:func:`ordered`); for an odd ``g = E + *``,
    ``E``'s options, each shifted by ``*``, then ``E``, as CGSuite lists them.

    Examples
    --------
    >>> from cgt.misere.forms import nim_heap, options_in_order
    >>> options_in_order(nim_heap(3)) == [0, 1, nim_heap(2)]
    True
    """
    if is_even(g):
        return ordered(_T.options[g])
    even = add(g, STAR)
    inner = ordered(_T.options[even])
    shifted: list[int] = []
    i = 0
    while i < len(inner):
        o = inner[i]
        # A pair H, H + * among E's options stays (shifting swaps its two members).
        if i + 1 < len(inner) and is_even(o) and inner[i + 1] == add(o, STAR):
            shifted += [o, inner[i + 1]]
            i += 2
        else:
            shifted.append(add(o, STAR))
            i += 1
    return shifted + [even]


def _partitions(g: int) -> list[int]:
    """The 2-partitions of the even form `g`, flattened: ``[0, g, X1, Y1, ...]`` with ``Xi + Yi = g``.

    Siegel's algorithm, in CGSuite's order (MisereCanonicalGameOps.get2Partitions):
    every part of G is a part of each option's parts or a "type 2" pairing of them.
    """
    found = _PARTITIONS.get(g)
    if found is not None:
        return found
    pairs = [0, g]
    opts = ordered(_T.options[g])
    option_pairs: list[list[int]] = []
    primes = 0
    for o in opts:
        if o in (0, STAR):       # an option 0 or *: G is prime
            primes = 3
            break
        option_pairs.append(_partitions(even_part(o)))
        if len(option_pairs[-1]) == 2 and (is_even(o) or add(o, STAR) not in opts):
            primes += 1
            if primes >= 3:     # three prime options: G is prime
                break
    if primes < 3:
        candidates = ordered({p for row in option_pairs for p in row})
        changed = True
        while changed:
            changed = False
            for x in candidates:
                if x in pairs:
                    continue
                if _pair_with(g, x, opts, option_pairs, pairs):
                    changed = True
    _PARTITIONS[g] = pairs
    return pairs


def _partner(row: list[int], x: int) -> Optional[int]:
    return row[row.index(x) ^ 1] if x in row else None


def parity(g: int) -> int:
    """Return 0 for an even form, 1 for an odd one.

    Examples
    --------
    >>> from cgt.misere.forms import STAR, parity
    >>> parity(0), parity(STAR)
    (0, 1)
    """
    return 0 if is_even(g) else 1


def _pair_with(g: int, x: int, opts: list[int], option_pairs: list[list[int]], pairs: list[int]) -> bool:
    """Record ``x`` and ``g - x`` in `pairs` if ``x`` is a part of ``g``; say whether it is."""
    x_opts = ordered(_T.options[x])
    counterpart: list[int] = []
    candidates: list[int] = []
    type1 = True
    for xo in x_opts:
        rest = _partner(pairs, even_part(xo))
        if rest is None:
            type1 = False
            candidates += [r for r in (_partner(row, even_part(xo)) for row in option_pairs) if r is not None]
            break
        counterpart.append(_with_parity(rest, parity(xo)))
    if type1:
        for o, row in zip(opts, option_pairs):
            rest = _partner(row, x)
            if rest is None:
                type1 = False
                candidates += [r for r in (_partner(row, even_part(xo)) for xo in x_opts) if r is not None]
                break
            counterpart.append(_with_parity(rest, parity(o)))
    if type1:
        pairs += [x, _T.canonical(counterpart)]
        return True
    for y in candidates:
        if _type2(x, y, x_opts, opts, option_pairs, pairs):
            pairs += [x, y]
            return True
    return False


def _type2(x: int, y: int, x_opts: list[int], opts: list[int], option_pairs: list[list[int]],
           pairs: list[int]) -> bool:
    """Whether G = X + Y, checked option by option (G' = X + Y' or X' + Y, and so on)."""
    y_opts = _T.options[y]

    def through(row: list[int], part: int, o: int) -> Optional[int]:
        rest = _partner(row, part)
        return None if rest is None else _with_parity(rest, parity(o))

    for o, row in zip(opts, option_pairs):
        if through(row, x, o) not in y_opts and through(row, y, o) not in x_opts:
            return False
    for xo in x_opts:
        if through(pairs, even_part(xo), xo) in y_opts:
            continue
        if not any(xo == through(row, y, o) for o, row in zip(opts, option_pairs)):
            return False
    even_x_opts = {even_part(xo) for xo in x_opts}
    for yo in y_opts:
        rest = _partner(pairs, even_part(yo))
        if rest is not None and rest in even_x_opts:
            continue
        if not any(yo == through(row, x, o) for o, row in zip(opts, option_pairs)):
            return False
    return True


def subtract(g: int, h: int) -> Optional[int]:
    """Return the form ``X`` with ``X + h = g``, or None if `h` is not a part of `g`.

    Examples
    --------
    >>> from cgt.misere.forms import nim_heap, subtract
    >>> subtract(nim_heap(3), nim_heap(2)), subtract(nim_heap(2), nim_heap(3))
    (1, 1)
    """
    rest = _partner(_partitions(even_part(g)), even_part(h))
    return None if rest is None else _with_parity(rest, parity(g) ^ parity(h))


def is_prime(g: int) -> bool:
    """Whether `g` is prime: not ``0`` or ``*``, and its only 2-partition is ``0 + g``.

    Examples
    --------
    >>> from cgt.misere.forms import add, is_prime, nim_heap
    >>> is_prime(nim_heap(2)), is_prime(add(nim_heap(2), nim_heap(2)))
    (True, False)
    """
    return g not in (0, STAR) and len(_partitions(even_part(g))) == 2


def parts(g: int, proper: bool, prime: bool) -> list[int]:
    """Return the even parts of `g` (without ``0`` and ``g`` when `proper`; only primes when `prime`), in CGSuite's order.

    Examples
    --------
    >>> from cgt.misere.forms import add, nim_heap, parts
    >>> parts(add(nim_heap(2), nim_heap(2)), True, False) == [nim_heap(2)]
    True
    """
    pairs = _partitions(even_part(g))
    found: list[int] = []
    for i in range(2 if proper else 0, len(pairs), 2):
        for p in dict.fromkeys(pairs[i : i + 2]):
            if not prime or is_prime(p):
                found.append(p)
    return found


def prime_partitions(g: int, partial: list[int], into: list[list[int]]) -> None:
    """Append to `into` every partition of `g` into even primes (and ``*`` for an odd `g`) extending `partial`.

    The primes of a partition are in CGSuite's order, so each partition comes once.

    Examples
    --------
    >>> from cgt.misere.forms import add, nim_heap, prime_partitions
    >>> found = []
    >>> prime_partitions(add(nim_heap(2), nim_heap(2)), [], found)
    >>> found == [[nim_heap(2), nim_heap(2)]]
    True
    """
    if g in (0, STAR):
        into.append(partial + ([STAR] if g == STAR else []))
        return
    for p in parts(g, False, True):
        if not partial or order_key(partial[-1]) <= order_key(p):
            rest = subtract(g, p)
            assert rest is not None
            prime_partitions(rest, partial + [p], into)

def born_by(n: int) -> list[int]:
    """Return the forms born by day `n`, by enumeration (fast to ``n = 4``: 22 forms).

    Examples
    --------
    >>> from cgt.misere.forms import born_by
    >>> [len(born_by(n)) for n in range(5)]
    [1, 2, 3, 5, 22]
    """
    forms = [0]
    for _ in range(n):
        forms = list(dict.fromkeys(_T.canonical(o for j, o in enumerate(forms) if mask >> j & 1)
                                   for mask in range(1 << len(forms))))
    return forms
