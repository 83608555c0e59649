"""Misère canonical forms of impartial games as objects, printed and read as CGSuite does.

A :class:`MisereCanonicalForm` wraps one form of the shared table
:data:`cgt.misere.genus.MISERE_FORMS` (the forms the solver interns for
:func:`cgt.genus`): equal misère games are one object. Everything CGSuite's
``MisereCanonicalGame`` answers is here under its name in snake case:
options, mate, parts, partitions, birthday, genus, the phylum predicates
(``is_tame`` is CGSuite's ``IsTame``, hereditary tameness; ``is_generally_tame``
its ``IsGenerallyTame``), the misère outcome, sums.

The text is CGSuite's (:mod:`cgt.misere.notation`: ``*[2[2]321]``), and
options print in CGSuite's canonical order, the same order whatever was
computed before (CGSuite orders its first 36 forms as it created them, and
every later one by birthday, number of options, G+, G- and options).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, Optional, Union

from ..errors import InvalidValueError
from ..game import Game, Outcome
from .forms import STAR, add, born_by, is_even, is_prime, mate, nim_heap, options_in_order, ordered, parts
from .forms import prime_partitions, subtract
from .genus import MISERE_FORMS, PHYLA, Genus, genus_of_form, misere_form
from .notation import misere_text, parse_misere_form

_T = MISERE_FORMS

__all__ = [
    "MisereCanonicalForm",
    "misere_canonical_form",
    "misere_forms_born_by",
    "count_misere_forms_born_by",
]

# CGSuite's phylum predicates (org.cgsuite.core.misere.Phylum).
_HEREDITARILY_TAME = {"NIMHEAP", "HEREDITARILY_TAME"}
_GENERALLY_TAME = _HEREDITARILY_TAME | {"REVERSIBLY_TAME"}
_TAMEABLE = _GENERALLY_TAME | {"TAMEABLE"}
_GENERALLY_RESTIVE = {"HEREDITARILY_RESTIVE", "REVERSIBLY_RESTIVE"}


_FormLike = Union["MisereCanonicalForm", int]


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
    1^2 *[2#1] N 4 True
    >>> print(M.nim_heap(2) + M.nim_heap(2), M.nim_heap(1) + M.nim_heap(1))
    *[2[2]] *[0]
    >>> [[str(p) for p in row] for row in M.parse("*[[*[4] + *[2]]]").partitions]   # Norton: not unique
    [['*[2]', '*[4[2#-2]]'], ['*[4]', '*[4[2#-4]]']]
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
    def from_options(cls, options: Iterable[_FormLike]) -> MisereCanonicalForm:
        """Return the game whose options are `options` (forms, or ints for nim heaps), simplified.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm
        >>> print(MisereCanonicalForm.from_options([4, 2]), MisereCanonicalForm.from_options([]))
        *[42] *[0]
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
        return cls.from_form(nim_heap(n))

    def __str__(self) -> str:
        return misere_text(self.form)

    def __repr__(self) -> str:
        return f"MisereCanonicalForm.parse({str(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (MisereCanonicalForm.parse, (str(self),))

    def __hash__(self) -> int:
        return hash((MisereCanonicalForm, self.form))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MisereCanonicalForm) and other.form == self.form

    def __add__(self, other: _FormLike) -> MisereCanonicalForm:
        if not isinstance(other, (MisereCanonicalForm, int)) or isinstance(other, bool):
            return NotImplemented
        return MisereCanonicalForm.from_form(add(self.form, _as_form(other, "a summand")))

    __radd__ = __add__

    def __neg__(self) -> MisereCanonicalForm:
        return self     # impartial: -G = G

    @property
    def options(self) -> list[MisereCanonicalForm]:
        """The options, in CGSuite's order."""
        return [MisereCanonicalForm.from_form(o) for o in options_in_order(self.form)]

    @property
    def birthday(self) -> int:
        """The birthday of the form."""
        return _T.birthday[self.form]

    @property
    def mate(self) -> MisereCanonicalForm:
        """The mate: ``*`` for ``0``, else the game of the options' mates (Conway)."""
        return MisereCanonicalForm.from_form(mate(self.form))

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
        return self.form == nim_heap(self.birthday)

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
        return is_even(self.form)

    @property
    def is_extraverted(self) -> bool:
        """Whether G is a part of ``{G}`` (CGSuite's ``IsExtraverted``)."""
        return subtract(_T.canonical([self.form]), self.form) is not None

    @property
    def is_introverted(self) -> bool:
        """Whether G is a part of each of its options: only ``0`` and ``*`` are."""
        return self.form in (0, STAR)

    @property
    def is_prime(self) -> bool:
        """Whether G is not ``0`` or ``*`` and has no part but ``0``, ``*``, G and ``G + *``."""
        return is_prime(self.form)

    @property
    def parts(self) -> list[MisereCanonicalForm]:
        """The even proper parts: ``H`` (not ``0``, not G) with ``G = H + X`` for some ``X``, in CGSuite's order."""
        return [MisereCanonicalForm.from_form(p) for p in parts(self.form, True, False)]

    @property
    def partitions(self) -> list[list[MisereCanonicalForm]]:
        """Every way to write G as a sum of even primes (and ``*`` when G is odd), in CGSuite's order."""
        found: list[list[int]] = []
        prime_partitions(self.form, [], found)
        return [[MisereCanonicalForm.from_form(p) for p in row] for row in found]

    def minus(self, other: MisereCanonicalForm) -> Optional[MisereCanonicalForm]:
        """Return ``X`` with ``X + other == self`` (CGSuite's ``MisereMinus``), or None if there is none.

        Examples
        --------
        >>> from cgt import MisereCanonicalForm as M
        >>> print(M.parse("*[2[2]]").minus(M.nim_heap(2)), M.nim_heap(2).minus(M.nim_heap(3)))
        *[2] *[1]
        """
        rest = subtract(self.form, _as_form(other, "other"))
        return None if rest is None else MisereCanonicalForm.from_form(rest)


def _as_form(g: Any, what: str) -> int:
    if isinstance(g, MisereCanonicalForm):
        return g.form
    if isinstance(g, int) and not isinstance(g, bool) and g >= 0:
        return nim_heap(g)
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
    >>> print(cgt.misere_canonical_form(cgt.games.KAYLES, 5))
    *[2[2]321]
    >>> cgt.misere_canonical_form(cgt.games.KAYLES, 5).genus
    Genus(4, (1, 4, 6), 'restless')
    """
    return MisereCanonicalForm.from_form(misere_form(game, position))




def _check_day(n: int, most: int, why: str) -> None:
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= most:
        raise InvalidValueError(f"n={n!r}: the day is an int from 0 to {most} ({why})")


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
    ['*[0]', '*[1]', '*[2]', '*[3]', '*[2#]']
    >>> len(misere_forms_born_by(4))
    22
    """
    _check_day(n, 4, "day 5 has 4171780 forms: count them with count_misere_forms_born_by")
    return [MisereCanonicalForm.from_form(g) for g in ordered(born_by(n))]


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
    _check_day(n, 5, "day 6 has about 2^4171780 forms")
    if n == 0:
        return 1
    before = born_by(n - 1)
    earlier = born_by(n - 2) if n >= 2 else []
    count = 1 << len(before)
    for k in earlier:
        inside = _T.options[k]
        above = [t for t in before if k in _T.options[t] and t not in inside]
        if k == 0:
            count -= (1 << len(above)) - (1 << sum(1 for t in above if _T.minus[t] != 0))
        else:
            count -= (1 << len(above)) - 1
    return count
