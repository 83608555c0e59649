"""Misère canonical forms of impartial games as objects, printed and read as CGSuite does.

A :class:`MisereCanonicalForm` wraps one form of the shared table
:data:`cgt.misere.genus.MISERE_FORMS` (the forms the solver interns for
:func:`cgt.genus`): equal misère games are one object. Everything CGSuite's
``MisereCanonicalGame`` answers is here under its name in snake case:
options, mate, parts, partitions, birthday, genus, the phylum predicates
(``is_tame`` is CGSuite's ``IsTame``, hereditary tameness; ``is_generally_tame``
its ``IsGenerallyTame``), the misère outcome, sums.

The text is CGSuite's (its tutorial ``advanced-topics/misere-theory`` and
``MisereCanonicalGameOps.appendMidToOutput``): ``*[2]`` is the nim heap
``*2``; a run of games is the game with those options (``*[42]`` has the
options ``*4`` and ``*2``); ``#`` after a game makes it the only option of a
new one; subscripts in ``[...]`` after a game are read left to right, a heap
``k`` adding ``*k``, ``-k`` taking a part ``*k`` away, ``#`` as before
(``*[2[#2#]]`` is ``{{*2} + *2}``); parentheses group a run; a heap of 10 or
more is written ``&10;``. CGSuite's way of entering a form, ``*`` before a
list (``*[[2],0]``, ``*[[*[4] + *[2]]]``), is read too, and ``+`` adds forms.
Options print in CGSuite's canonical order, the same order whatever was
computed before (CGSuite orders its first 36 forms as it created them, and
every later one by birthday, number of options, G+, G- and options).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, Optional, Union

from ..errors import InvalidNotationError, InvalidValueError
from ..game import Game, Outcome
from .genus import MISERE_FORMS, PHYLA, Genus, genus_of_form, misere_form

__all__ = [
    "MisereCanonicalForm",
    "misere_canonical_form",
    "misere_forms_born_by",
    "count_misere_forms_born_by",
    "parse_misere_form",
]

_T = MISERE_FORMS

# CGSuite's phylum predicates (org.cgsuite.core.misere.Phylum).
_HEREDITARILY_TAME = {"NIMHEAP", "HEREDITARILY_TAME"}
_GENERALLY_TAME = _HEREDITARILY_TAME | {"REVERSIBLY_TAME"}
_TAMEABLE = _GENERALLY_TAME | {"TAMEABLE"}
_GENERALLY_RESTIVE = {"HEREDITARILY_RESTIVE", "REVERSIBLY_RESTIVE"}

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


def _heap(n: int) -> int:
    while len(_HEAPS) <= n:
        _HEAPS.append(_T.canonical(_HEAPS))
    return _HEAPS[n]


_STAR = _heap(1)


def _add(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return a + b
    key = (a, b) if a <= b else (b, a)
    found = _SUMS.get(key)
    if found is None:
        found = _T.canonical([_add(o, b) for o in _T.options[a]] + [_add(a, o) for o in _T.options[b]])
        _SUMS[key] = found
    return found


def _mate(g: int) -> int:
    if g == 0:
        return _STAR
    found = _MATES.get(g)
    if found is None:
        found = _MATES[g] = _T.canonical(_mate(o) for o in _T.options[g])
    return found


def _is_even(g: int) -> bool:
    # G is even when it is born before G + * (the two birthdays differ by one).
    found = _EVEN.get(g)
    if found is None:
        found = _EVEN[g] = _T.birthday[g] < _T.birthday[_add(g, _STAR)]
    return found


def _even_part(g: int) -> int:
    return g if _is_even(g) else _add(g, _STAR)


def _with_parity(even: int, odd: int) -> int:
    return _add(even, _STAR) if odd else even


def _early() -> dict[int, int]:
    if not _EARLY:
        made: list[int] = []
        for options in _EARLY_OPTIONS:
            made.append(_T.canonical(_with_parity(made[v >> 1], v & 1) for v in options))
        _EARLY.update((g, i) for i, g in enumerate(made))
    return _EARLY


def _key(g: int) -> tuple[Any, ...]:
    """CGSuite's canonical order (MidComparator): its early forms first, as created, then by the even part."""
    found = _KEYS.get(g)
    if found is None:
        even = _even_part(g)
        odd = int(even != g)
        rank = _early().get(even)
        if rank is not None:
            found = (0, 2 * rank + odd)
        else:
            options = _sorted(_T.options[even])
            found = (1, _T.birthday[even], len(options), _T.plus[even], _T.minus[even],
                     tuple(_key(o) for o in options), odd)
        _KEYS[g] = found
    return found


def _sorted(forms: Iterable[int]) -> list[int]:
    return sorted(forms, key=_key)


def _options(g: int) -> list[int]:
    """The options in CGSuite's order: sorted, or for an odd G = E + *, E's options shifted by *, then E."""
    if _is_even(g):
        return _sorted(_T.options[g])
    even = _add(g, _STAR)
    inner = _sorted(_T.options[even])
    shifted: list[int] = []
    i = 0
    while i < len(inner):
        o = inner[i]
        # A pair H, H + * among E's options stays (shifting swaps its two members).
        if i + 1 < len(inner) and _is_even(o) and inner[i + 1] == _add(o, _STAR):
            shifted += [o, inner[i + 1]]
            i += 2
        else:
            shifted.append(_add(o, _STAR))
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
    opts = _sorted(_T.options[g])
    option_pairs: list[list[int]] = []
    primes = 0
    for o in opts:
        if o in (0, _STAR):       # an option 0 or *: G is prime
            primes = 3
            break
        option_pairs.append(_partitions(_even_part(o)))
        if len(option_pairs[-1]) == 2 and (_is_even(o) or _add(o, _STAR) not in opts):
            primes += 1
            if primes >= 3:     # three prime options: G is prime
                break
    if primes < 3:
        candidates = _sorted({p for row in option_pairs for p in row})
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


def _parity(g: int) -> int:
    return 0 if _is_even(g) else 1


def _pair_with(g: int, x: int, opts: list[int], option_pairs: list[list[int]], pairs: list[int]) -> bool:
    """Record ``x`` and ``g - x`` in `pairs` if ``x`` is a part of ``g``; say whether it is."""
    x_opts = _sorted(_T.options[x])
    counterpart: list[int] = []
    candidates: list[int] = []
    type1 = True
    for xo in x_opts:
        rest = _partner(pairs, _even_part(xo))
        if rest is None:
            type1 = False
            candidates += [r for r in (_partner(row, _even_part(xo)) for row in option_pairs) if r is not None]
            break
        counterpart.append(_with_parity(rest, _parity(xo)))
    if type1:
        for o, row in zip(opts, option_pairs):
            rest = _partner(row, x)
            if rest is None:
                type1 = False
                candidates += [r for r in (_partner(row, _even_part(xo)) for xo in x_opts) if r is not None]
                break
            counterpart.append(_with_parity(rest, _parity(o)))
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
        return None if rest is None else _with_parity(rest, _parity(o))

    for o, row in zip(opts, option_pairs):
        if through(row, x, o) not in y_opts and through(row, y, o) not in x_opts:
            return False
    for xo in x_opts:
        if through(pairs, _even_part(xo), xo) in y_opts:
            continue
        if not any(xo == through(row, y, o) for o, row in zip(opts, option_pairs)):
            return False
    even_x_opts = {_even_part(xo) for xo in x_opts}
    for yo in y_opts:
        rest = _partner(pairs, _even_part(yo))
        if rest is not None and rest in even_x_opts:
            continue
        if not any(yo == through(row, x, o) for o, row in zip(opts, option_pairs)):
            return False
    return True


def _subtract(g: int, h: int) -> Optional[int]:
    """``X`` with ``X + h = g``, or None."""
    rest = _partner(_partitions(_even_part(g)), _even_part(h))
    return None if rest is None else _with_parity(rest, _parity(g) ^ _parity(h))


def _is_prime(g: int) -> bool:
    return g not in (0, _STAR) and len(_partitions(_even_part(g))) == 2


def _parts(g: int, proper: bool, prime: bool) -> list[int]:
    pairs = _partitions(_even_part(g))
    found: list[int] = []
    for i in range(2 if proper else 0, len(pairs), 2):
        for p in dict.fromkeys(pairs[i : i + 2]):
            if not prime or _is_prime(p):
                found.append(p)
    return found


def _prime_partitions(g: int, partial: list[int], into: list[list[int]]) -> None:
    if g in (0, _STAR):
        into.append(partial + ([_STAR] if g == _STAR else []))
        return
    for p in _parts(g, False, True):
        if not partial or _key(partial[-1]) <= _key(p):
            rest = _subtract(g, p)
            assert rest is not None
            _prime_partitions(rest, partial + [p], into)


def _digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def _write(g: int, out: list[str], parenthesize: bool, subscripted: list[bool]) -> None:
    """CGSuite's rAppendMidToOutput: the shortest of a heap, a part plus or minus a heap, G + *, the options."""
    born = _T.birthday[g]
    if g == _heap(born):
        out.append(_digit(born))
        if subscripted[0]:
            out.append("[")
        return
    odd = _parity(g)
    for i in range(2 + odd, born, 2):
        rest = _subtract(g, _heap(i))
        if rest is not None and _T.birthday[rest] < born:
            subscripted[0] = True
            _write(rest, out, True, subscripted)
            out.append(_digit(i))
            return
        more = _add(g, _heap(i))
        if _T.birthday[more] < born:
            subscripted[0] = True
            _write(more, out, True, subscripted)
            out.append("-" + _digit(i))
            return
    if odd:
        subscripted[0] = True
        _write(_add(g, _STAR), out, True, subscripted)
        out.append("1")
        return
    opts = _options(g)
    if len(opts) == 1:
        _write(opts[0], out, True, subscripted)
        out.append("#")
        return
    if parenthesize:
        out.append("(")
    for o in reversed(opts):
        inner = [False]
        _write(o, out, True, inner)
        if inner[0]:
            out.append("]")
    if parenthesize:
        out.append(")")
    if subscripted[0]:
        out.append("[")


def _text(g: int) -> str:
    out = ["*["]
    subscripted = [False]
    _write(g, out, False, subscripted)
    if subscripted[0]:
        out.append("]")
    out.append("]")
    return "".join(out)


class _Reader:
    """A recursive-descent reader of CGSuite's misère text (printed, or entered as ``*[list]``)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def fail(self, what: str, at: Optional[int] = None) -> InvalidNotationError:
        at = self.i if at is None else at
        shown = repr(self.text[at]) if at < len(self.text) else "the end"
        return InvalidNotationError(
            f"misère form {self.text!r}: {what} at position {at} (found {shown})", self.text, at)

    def peek(self) -> str:
        while self.text[self.i : self.i + 1].isspace():
            self.i += 1
        return self.text[self.i : self.i + 1]

    def expect(self, char: str, what: str) -> None:
        if self.peek() != char:
            raise self.fail(f"expected {what}")
        self.i += 1

    def whole(self) -> int:
        g = self.sum()
        if self.peek():
            raise self.fail("expected '+' or the end")
        return g

    def sum(self) -> int:
        g = self.form()
        while self.peek() == "+":
            self.i += 1
            g = _add(g, self.form())
        return g

    def form(self) -> int:
        start = self.i
        self.expect("*", "'*[' starting a misère form")
        self.expect("[", "'[' after '*'")
        end = self.closing(self.i - 1)
        body = self.text[self.i : end]
        if "," in body or "*" in body or body.lstrip().startswith("[") or not body.strip():
            g = self.entered_list(top=True)
        else:
            g = self.run(")]")
        self.expect("]", "']' closing the form opened at position " + str(start))
        return g

    def closing(self, opened: int) -> int:
        depth = 0
        for j in range(opened, len(self.text)):
            depth += {"[": 1, "]": -1}.get(self.text[j], 0)
            if depth == 0:
                return j
        raise self.fail("'[' is never closed", opened)

    # CGSuite's entry: *[a, b, ...] with integers (heaps), [lists] (games with those options) and forms.
    def entered_list(self, top: bool) -> int:
        items: list[int] = []
        if self.peek() != "]":
            items.append(self.entered_item())
            while self.peek() == ",":
                self.i += 1
                items.append(self.entered_item())
        if top and len(items) == 1:
            return items[0]
        return _T.canonical(items)

    def entered_item(self) -> int:
        c = self.peek()
        if c == "[":
            self.i += 1
            g = self.entered_list(top=False)
            self.expect("]", "']' closing a list of options")
        elif c.isdigit():
            g = _heap(self.number())
        elif c == "*":
            g = self.form()
        else:
            raise self.fail("expected a heap size, '[' or '*['")
        while self.peek() == "+":
            self.i += 1
            g = _add(g, self.entered_item())
        return g

    def number(self) -> int:
        start = self.i
        while self.text[self.i : self.i + 1].isdigit():
            self.i += 1
        return int(self.text[start : self.i])

    # CGSuite's printed text: a run of items is the game with those options (one item: itself).
    def run(self, stops: str) -> int:
        items: list[int] = []
        while self.peek() and self.peek() not in stops:
            items.append(self.item())
        if not items:
            raise self.fail("expected a heap, '(' or '&'")
        return items[0] if len(items) == 1 else _T.canonical(items)

    def heap(self) -> int:
        c = self.peek()
        if c.isdigit():
            self.i += 1
            return int(c)
        if c == "&":
            self.i += 1
            if not self.peek().isdigit():
                raise self.fail("expected the size of a heap after '&'")
            n = self.number()
            self.expect(";", "';' closing '&n;'")
            return n
        raise self.fail("expected a heap (a digit or '&n;')")

    def item(self) -> int:
        if self.peek() == "(":
            self.i += 1
            g = self.run(")]")
            self.expect(")", "')'")
        else:
            g = _heap(self.heap())
        while self.peek() == "#":
            self.i += 1
            g = _T.canonical([g])
        if self.peek() == "[":
            self.i += 1
            while self.peek() != "]":
                c = self.peek()
                if not c:
                    raise self.fail("expected ']' closing the subscripts")
                if c == "#":
                    self.i += 1
                    g = _T.canonical([g])
                elif c == "-":
                    at = self.i
                    self.i += 1
                    n = self.heap()
                    rest = _subtract(g, _heap(n))
                    if rest is None:
                        raise self.fail(f"*{n} is not a part of {_text(g)}, so it cannot be taken away", at)
                    g = rest
                else:
                    g = _add(g, _heap(self.heap()))
            self.i += 1
            while self.peek() == "#":
                self.i += 1
                g = _T.canonical([g])
        return g


def parse_misere_form(text: str) -> int:
    """Read CGSuite's text of a misère canonical form into a form of the shared table.

    The hook for a unified reader: a function of the text alone, returning the
    form (an int of :data:`cgt.misere.genus.MISERE_FORMS`; wrap it with
    :meth:`MisereCanonicalForm.from_form`) or raising
    :class:`cgt.InvalidNotationError`. :meth:`MisereCanonicalForm.parse` calls it.

    Parameters
    ----------
    text : str
        ``*[...]`` as CGSuite prints it (``*[2[2]321]``) or as it is entered
        (``*[[2],0]``), or several joined by ``+``.

    Returns
    -------
    int
        The form.

    Raises
    ------
    InvalidNotationError
        If `text` is not a misère form; the message names the text, the
        position in it and what was expected there.

    Examples
    --------
    >>> from cgt.misere.canonical import parse_misere_form
    >>> parse_misere_form("*[0]"), parse_misere_form("*[1]"), parse_misere_form("*[2[2]]") == parse_misere_form("*[2]+*[2]")
    (0, 1, True)
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"misère form must be a str, not {type(text).__name__} {text!r}", str(text), 0)
    return _Reader(text).whole()


FormLike = Union["MisereCanonicalForm", int]


class MisereCanonicalForm:
    """An impartial game in misère canonical form (CGSuite's ``MisereCanonicalGame``).

    Objects are interned: one object per misère game, so ``==`` is identity.
    Make them with :meth:`parse`, :meth:`from_options`, :meth:`nim_heap`,
    :func:`misere_canonical_form` (of any impartial position) or ``+``.

    Examples
    --------
    >>> from cgt import MisereCanonicalForm as M
    >>> g = M.parse("*[[2],0]")           # CGSuite's entry for {{*2}, 0}
    >>> g
    MisereCanonicalForm.parse('*[2#0]')
    >>> print(g.genus, g.mate, g.misere_outcome, g.birthday, g.is_restive)
    1^2 *[2#1] P 4 True
    >>> print(M.nim_heap(2) + M.nim_heap(2), M.nim_heap(1) + M.nim_heap(1))
    *[2[2]] *[0]
    >>> [str(p) for p in M.parse("*[[*[4] + *[2]]]").partitions]   # Norton: not unique
    ['[*[2], *[4[2#-2]]]', '[*[4], *[4[2#-4]]]']
    """

    __slots__ = ("form", "__weakref__")
    _interned: dict[int, MisereCanonicalForm] = {}
    form: int

    def __new__(cls, *args: Any, **kwargs: Any) -> MisereCanonicalForm:
        raise TypeError("make a MisereCanonicalForm with MisereCanonicalForm.parse(text), .from_options(options), "
                        ".nim_heap(n) or cgt.misere_canonical_form(game, position)")

    @classmethod
    def from_form(cls, form: int) -> MisereCanonicalForm:
        """Return the object of the form `form` of :data:`cgt.misere.genus.MISERE_FORMS`.

        Raises
        ------
        InvalidValueError
            If `form` is not a form of the table.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm
        >>> print(MisereCanonicalForm.from_form(0), MisereCanonicalForm.from_form(1))
        *[0] *[1]
        """
        found = cls._interned.get(form)
        if found is None:
            if not isinstance(form, int) or isinstance(form, bool) or not 0 <= form < len(_T.options):
                raise InvalidValueError(f"form={form!r} is not a form of cgt's table of misère forms "
                                        f"(an int from 0 to {len(_T.options) - 1})")
            found = object.__new__(cls)
            found.form = form
            cls._interned[form] = found
        return found

    @classmethod
    def parse(cls, text: str) -> MisereCanonicalForm:
        """Read CGSuite's text (see :func:`parse_misere_form`).

        Examples
        --------
        >>> from cgt import MisereCanonicalForm
        >>> print(MisereCanonicalForm.parse("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]"))
        *[((2#0)2[#1]2#)(2#1)[1]]
        >>> MisereCanonicalForm.parse("*[2[-4]]")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidNotationError: misère form '*[2[-4]]': *4 is not a part of *[2], so it cannot be taken away at position 4 (found '-')
        """
        return cls.from_form(parse_misere_form(text))

    @classmethod
    def from_options(cls, options: Iterable[FormLike]) -> MisereCanonicalForm:
        """Return the game whose options are `options` (forms, or ints for nim heaps), simplified.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm
        >>> print(MisereCanonicalForm.from_options([2, 0]), MisereCanonicalForm.from_options([]))
        *[20] *[0]
        """
        return cls.from_form(_T.canonical(_as_form(o, "an option") for o in options))

    @classmethod
    def nim_heap(cls, n: int) -> MisereCanonicalForm:
        """Return the nim heap ``*n``.

        Raises
        ------
        InvalidValueError
            If `n` is not an int at least 0.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm
        >>> print(MisereCanonicalForm.nim_heap(12))
        *[&12;]
        """
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise InvalidValueError(f"n={n!r}: a nim heap's size is an int at least 0")
        return cls.from_form(_heap(n))

    def __str__(self) -> str:
        return _text(self.form)

    def __repr__(self) -> str:
        return f"MisereCanonicalForm.parse({str(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (MisereCanonicalForm.parse, (str(self),))

    def __hash__(self) -> int:
        return hash((MisereCanonicalForm, self.form))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MisereCanonicalForm) and other.form == self.form

    def __add__(self, other: FormLike) -> MisereCanonicalForm:
        if not isinstance(other, (MisereCanonicalForm, int)) or isinstance(other, bool):
            return NotImplemented
        return MisereCanonicalForm.from_form(_add(self.form, _as_form(other, "a summand")))

    __radd__ = __add__

    def __neg__(self) -> MisereCanonicalForm:
        return self     # impartial: -G = G

    @property
    def options(self) -> list[MisereCanonicalForm]:
        """The options, in CGSuite's order."""
        return [MisereCanonicalForm.from_form(o) for o in _options(self.form)]

    @property
    def birthday(self) -> int:
        """The birthday of the form."""
        return _T.birthday[self.form]

    @property
    def mate(self) -> MisereCanonicalForm:
        """The mate: ``*`` for ``0``, else the game of the options' mates (Conway)."""
        return MisereCanonicalForm.from_form(_mate(self.form))

    @property
    def genus(self) -> Genus:
        """The genus (:class:`cgt.Genus`), as :func:`cgt.genus` gives it for a position."""
        return genus_of_form(self.form)

    @property
    def nim_value(self) -> int:
        """G+, the normal-play nim value."""
        return _T.plus[self.form]

    @property
    def misere_nim_value(self) -> int:
        """G-, the misère nim value (0 exactly for a misère P-position)."""
        return _T.minus[self.form]

    @property
    def misere_outcome(self) -> Outcome:
        """:attr:`cgt.Outcome.P` when the player to move loses in misère play, else N."""
        return Outcome.P if _T.minus[self.form] == 0 else Outcome.N

    @property
    def phylum(self) -> str:
        """CGSuite's phylum of the form (``"NIMHEAP"``, ``"REVERSIBLY_TAME"``, ``"WILD"``, ...)."""
        return PHYLA[_T.phylum[self.form]]

    @property
    def is_nim_heap(self) -> bool:
        """Whether the form is a nim heap."""
        return self.form == _heap(self.birthday)

    @property
    def is_tame(self) -> bool:
        """CGSuite's ``IsTame``: hereditarily tame (every option, all the way down, tame)."""
        return self.phylum in _HEREDITARILY_TAME

    @property
    def is_generally_tame(self) -> bool:
        """CGSuite's ``IsGenerallyTame``: tame, reversible moves allowed."""
        return self.phylum in _GENERALLY_TAME

    @property
    def is_tameable(self) -> bool:
        """CGSuite's ``IsTameable``."""
        return self.phylum in _TAMEABLE

    @property
    def is_restive(self) -> bool:
        """CGSuite's ``IsRestive``: hereditarily restive."""
        return self.phylum == "HEREDITARILY_RESTIVE"

    @property
    def is_generally_restive(self) -> bool:
        """CGSuite's ``IsGenerallyRestive``."""
        return self.phylum in _GENERALLY_RESTIVE

    @property
    def is_restless(self) -> bool:
        """CGSuite's ``IsRestless``."""
        return self.phylum == "RESTLESS"

    @property
    def is_half_tame(self) -> bool:
        """Not generally tame, while ``G + G`` is generally tame of genus ``0^0``."""
        if self.is_generally_tame:
            return False
        double = self + self
        return double.is_generally_tame and double.nim_value == 0 and double.misere_nim_value == 0

    @property
    def is_even(self) -> bool:
        """Whether G is born before ``G + *``."""
        return _is_even(self.form)

    @property
    def is_extraverted(self) -> bool:
        """Whether G is a part of ``{G}`` (CGSuite's ``IsExtraverted``)."""
        return _subtract(_T.canonical([self.form]), self.form) is not None

    @property
    def is_introverted(self) -> bool:
        """Whether G is a part of each of its options: only ``0`` and ``*`` are."""
        return self.form in (0, _STAR)

    @property
    def is_prime(self) -> bool:
        """Whether G is not ``0`` or ``*`` and has no part but ``0``, ``*``, G and ``G + *``."""
        return _is_prime(self.form)

    @property
    def parts(self) -> list[MisereCanonicalForm]:
        """The even proper parts: ``H`` (not ``0``, not G) with ``G = H + X`` for some ``X``, in CGSuite's order."""
        return [MisereCanonicalForm.from_form(p) for p in _parts(self.form, True, False)]

    @property
    def partitions(self) -> list[list[MisereCanonicalForm]]:
        """Every way to write G as a sum of even primes (and ``*`` when G is odd), in CGSuite's order."""
        found: list[list[int]] = []
        _prime_partitions(self.form, [], found)
        return [[MisereCanonicalForm.from_form(p) for p in row] for row in found]

    def minus(self, other: MisereCanonicalForm) -> Optional[MisereCanonicalForm]:
        """Return ``X`` with ``X + other == self`` (CGSuite's ``MisereMinus``), or None if there is none.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm as M
        >>> print(M.parse("*[2[2]]").minus(M.nim_heap(2)), M.nim_heap(2).minus(M.nim_heap(3)))
        *[2] *[1]
        """
        rest = _subtract(self.form, _as_form(other, "other"))
        return None if rest is None else MisereCanonicalForm.from_form(rest)


def _as_form(g: Any, what: str) -> int:
    if isinstance(g, MisereCanonicalForm):
        return g.form
    if isinstance(g, int) and not isinstance(g, bool) and g >= 0:
        return _heap(g)
    raise InvalidValueError(f"{what} {g!r} is not a MisereCanonicalForm or a nim heap's size")


def misere_canonical_form(game: Game, position: Hashable) -> MisereCanonicalForm:
    """Return the misère canonical form of `position` of an impartial `game` (CGSuite's ``MisereCanonicalForm``).

    Searched by :mod:`cgt.solver` with :data:`cgt.misere.MISERE_FORM`, the
    value behind :func:`cgt.genus`.

    Raises
    ------
    LoopyGameError
        If a position can be reached from itself.
    NotAGameError, UnhashablePositionError
        As :func:`cgt.grundy`.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.misere_canonical_form(cgt.games.GrundysGame(), 9))
    *[(2#0)2[#1]1]
    >>> cgt.misere_canonical_form(cgt.games.KAYLES, 5).genus
    Genus(4, (1, 4, 6), 'restless')
    """
    return MisereCanonicalForm.from_form(misere_form(game, position))


def _born_by(n: int) -> list[int]:
    forms = [0]
    for _ in range(n):
        forms = list(dict.fromkeys(_T.canonical(o for j, o in enumerate(forms) if mask >> j & 1)
                                   for mask in range(1 << len(forms))))
    return forms


def _check_day(n: int, most: int) -> None:
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= most:
        raise InvalidValueError(f"n={n!r}: the day is an int from 0 to {most} (day {most + 1} has "
                                f"{'2^4171780' if most == 5 else 'over four million'} forms or so)")


def misere_forms_born_by(n: int) -> list[MisereCanonicalForm]:
    """Return the misère canonical forms born by day `n` (CGSuite's ``DayN``), for ``n <= 4``.

    Day ``n + 1`` is the games whose options are sets of day-``n`` forms, simplified.

    Raises
    ------
    InvalidValueError
        If `n` is not 0 to 4 (day 5 has 4,171,780 forms: count them with
        :func:`count_misere_forms_born_by`).

    Examples
    --------
    >>> from cgt.misere import misere_forms_born_by
    >>> [str(g) for g in misere_forms_born_by(3)]
    ['*[0]', '*[1]', '*[2]', '*[2#]', '*[3]']
    >>> len(misere_forms_born_by(4))
    22
    """
    _check_day(n, 4)
    return [MisereCanonicalForm.from_form(g) for g in _sorted(_born_by(n))]


def count_misere_forms_born_by(n: int) -> int:
    """Return how many misère canonical forms are born by day `n`, for ``n <= 5``: 1, 2, 3, 5, 22, 4171780.

    Counted, not listed: a set of day-``n - 1`` forms is the options of a new
    form unless it simplifies to a form ``K`` born earlier, which it does
    exactly when it holds ``K``'s options and every other member has ``K`` as an
    option (for ``K = 0``: and one of them is a misère P-position, so the set
    is a misère N-position, as ``0`` is). So ``2^|day n - 1|`` minus, for each
    ``K``, the nonempty choices of the other members. Conway (*On Numbers and
    Games*, ch. 12) gives the count 4171780 for day 5.

    Raises
    ------
    InvalidValueError
        If `n` is not 0 to 5.

    Examples
    --------
    >>> from cgt.misere import count_misere_forms_born_by
    >>> [count_misere_forms_born_by(n) for n in range(6)]
    [1, 2, 3, 5, 22, 4171780]
    """
    _check_day(n, 5)
    if n == 0:
        return 1
    before = _born_by(n - 1)
    earlier = _born_by(n - 2) if n >= 2 else []
    count = 1 << len(before)
    for k in earlier:
        inside = _T.options[k]
        above = [t for t in before if k in _T.options[t] and t not in inside]
        if k == 0:
            count -= (1 << len(above)) - (1 << sum(1 for t in above if _T.minus[t] != 0))
        else:
            count -= (1 << len(above)) - 1
    return count

