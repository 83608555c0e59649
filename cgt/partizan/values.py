"""Canonical forms of short partizan games: the interned value type and its arithmetic.

Every :class:`CanonicalForm` is stored once (hash-consed): two equal values are
the same object, so ``==`` is ``is`` and the results of comparisons and sums are
cached on pairs of node ids. Numbers and number-up-star values (``x + ^n + *m``,
"nus" below) carry their three parts and are compared and added arithmetically;
their options are built only when asked for.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from itertools import count
from operator import attrgetter
from typing import Optional, Union

from ..errors import InvalidValueError, NotAValueError
from ..game import Outcome

__all__ = ["CanonicalForm", "ZERO", "number", "star", "up", "switch"]

#: What a number may be given as: an int or an exact (dyadic) Fraction.
NumberLike = Union[int, Fraction]
# Inside, a number is a float when the float holds it exactly (every dyadic of
# moderate size), else a Fraction: floats compare and hash in C, and compare
# and hash exactly with Fractions and ints. Sums are checked for exactness.
Num = Union[float, Fraction]

# The store. Generic (non-nus) nodes by their canonical option ids; numbers and
# nus values by (numerator, denominator, ups, nimber). A key appears in one
# table only: _make() routes every nus-shaped option pair to the nus table.
_generic: dict[tuple[tuple[int, ...], tuple[int, ...]], "CanonicalForm"] = {}
_nus_store: dict[tuple[object, int, int], "CanonicalForm"] = {}
_ids = count()
# Operation caches keyed by (id(g) << 32) | id(h) of interned node ids.
_le_cache: dict[int, bool] = {}
_add_cache: dict[int, "CanonicalForm"] = {}
# from_options answers by the sets of option ids given.
_options_cache: dict[tuple[frozenset[int], frozenset[int]], "CanonicalForm"] = {}


class CanonicalForm:
    """The canonical form of a short partizan game: an immutable, interned value.

    A value is built from its options with :meth:`from_options`, or by the
    constructors :func:`number`, :func:`star`, :func:`up` and :func:`switch`, or
    read from CGSuite notation with :meth:`parse`. It is always in canonical
    form: dominated options removed, reversible options bypassed, numbers
    recognised by the simplest-number rule. Equal values are one object, so
    ``g == h`` is ``g is h`` and values hash by identity (a number hashes like
    the :class:`~fractions.Fraction` it equals).

    Arithmetic and order follow Conway: ``g + h`` is the disjunctive sum,
    ``-g`` swaps the players, ``g <= h`` means Left does at least as well in
    ``h`` as in ``g`` in every sum. Two values may be *confused*
    (``g || h``, :meth:`is_confused_with`): neither ``<=`` holds. Integers and
    fractions are accepted where a value is expected and read as numbers;
    anything else raises :class:`~cgt.errors.NotAValueError` (a ``TypeError``).

    Examples
    --------
    >>> from cgt import CanonicalForm, number, star, up
    >>> g = CanonicalForm.from_options([number(2)], [number(-1, 2)])
    >>> g, g.temperature, g.mean
    (CanonicalForm.parse('{2|-1/2}'), Fraction(5, 4), Fraction(3, 4))
    >>> CanonicalForm.from_options([0, star()], [0]) is up() + star()
    True
    >>> up() > 0, star().is_confused_with(0), star() + star() == 0
    (True, True, True)
    """

    __slots__ = ("_id", "_L", "_R", "_nus", "_num", "_ls", "_rs", "_neg", "_birthday", "_hash", "_thermo")

    _id: int
    _L: Optional[tuple["CanonicalForm", ...]]
    _R: Optional[tuple["CanonicalForm", ...]]
    #: (number, ups, nimber) for a number-up-star value, else None.
    _nus: Optional[tuple[Num, int, int]]
    #: The number this value is, else None.
    _num: Optional[Num]
    _ls: Num
    _rs: Num
    _neg: Optional["CanonicalForm"]
    _birthday: Optional[int]
    _hash: int
    _thermo: object

    def __init__(self) -> None:
        raise TypeError("CanonicalForm values are made by from_options, parse, number, star, up or switch")

    # -- construction ------------------------------------------------------------

    @staticmethod
    def from_options(left: Iterable[CanonicalFormLike], right: Iterable[CanonicalFormLike]) -> CanonicalForm:
        """Return the canonical form of the game ``{left | right}``.

        The options may be any values, repeated, dominated or reversible in
        the game they form: they are deduplicated, dominated options removed
        and reversible ones bypassed until the form is canonical.

        Parameters
        ----------
        left, right : iterable of CanonicalForm (or int / Fraction numbers)
            Left's and Right's options.

        Returns
        -------
        CanonicalForm
            The interned canonical form.

        Raises
        ------
        NotAValueError
            If an option is not a value; the message names its side and index.

        Examples
        --------
        >>> from cgt import CanonicalForm, star
        >>> CanonicalForm.from_options([0, 1], [5])        # the simplest number between 1 and 5
        CanonicalForm.parse('2')
        >>> CanonicalForm.from_options([0, star()], [0, star()])
        CanonicalForm.parse('*2')
        >>> CanonicalForm.from_options([1], [-1])
        CanonicalForm.parse('+-1')
        """
        return _canonical(_coerce_all(left, "left"), _coerce_all(right, "right"))

    @staticmethod
    def parse(text: str) -> CanonicalForm:
        """Read a value written in CGSuite notation.

        Accepts everything ``str()`` prints: numbers (``-3/4``), nimbers
        (``*``, ``*2``), ups and downs (``^``, ``^^``, ``^3``, ``v``, ``vv``,
        ``v3``) and their sums (``1/2^*``), switches (``+-1`` or ``±1``),
        braces with option lists (``{0,*|-1}``) and multi-bar forms
        (``{2||1|0}`` is ``{2|{1|0}}``), sums and differences with ``+`` and
        ``-``, parentheses and whitespace.

        Parameters
        ----------
        text : str
            The notation.

        Returns
        -------
        CanonicalForm

        Raises
        ------
        InvalidNotationError
            If the text is not notation; the message quotes it and names the
            0-based character position at fault.

        Examples
        --------
        >>> from cgt import CanonicalForm
        >>> CanonicalForm.parse('{2||1|0}').right_options
        (CanonicalForm.parse('{1|0}'),)
        >>> CanonicalForm.parse('^ + ^ + *') == CanonicalForm.parse('^^*')
        True
        >>> CanonicalForm.parse('{1|')
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidNotationError: notation '{1|': expected an option or '}' at position 3 (end of text)
        """
        return _notation.parse(text)

    # -- structure ---------------------------------------------------------------

    @property
    def left_options(self) -> tuple[CanonicalForm, ...]:
        """Left's options in canonical form (in no particular order; ``str()`` sorts them)."""
        if self._L is None:
            _build_nus_options(self)
        return self._L  # type: ignore[return-value]

    @property
    def right_options(self) -> tuple[CanonicalForm, ...]:
        """Right's options in canonical form (in no particular order; ``str()`` sorts them)."""
        if self._R is None:
            _build_nus_options(self)
        return self._R  # type: ignore[return-value]

    @property
    def is_number(self) -> bool:
        """Whether the value is a (dyadic) number.

        >>> from cgt import number, star
        >>> number(3, 8).is_number, star().is_number
        (True, False)
        """
        return self._num is not None

    @property
    def is_integer(self) -> bool:
        """Whether the value is an integer.

        >>> from cgt import number
        >>> number(-2).is_integer, number(1, 2).is_integer
        (True, False)
        """
        return self._num is not None and _ratio(self._num)[1] == 1

    @property
    def is_nimber(self) -> bool:
        """Whether the value is a nimber ``*n`` (``0`` included).

        >>> from cgt import star, up
        >>> star(3).is_nimber, star(0).is_nimber, (up() + star()).is_nimber
        (True, True, False)
        """
        nus = self._nus
        return nus is not None and nus[1] == 0 and not nus[0]

    @property
    def is_number_up_star(self) -> bool:
        """Whether the value is ``x + ^n + *m`` for a number ``x`` and integers ``n``, ``m >= 0``.

        >>> from cgt import CanonicalForm
        >>> CanonicalForm.parse('1/2v*3').is_number_up_star, CanonicalForm.parse('+-1').is_number_up_star
        (True, False)
        """
        return self._nus is not None

    @property
    def number_up_star(self) -> Optional[tuple[Fraction, int, int]]:
        """The parts ``(x, n, m)`` of a value ``x + ^n + *m``, or ``None`` for other values.

        >>> from cgt import CanonicalForm
        >>> CanonicalForm.parse('-1vv*').number_up_star
        (Fraction(-1, 1), -2, 1)
        """
        nus = self._nus
        return None if nus is None else (Fraction(nus[0]), nus[1], nus[2])

    @property
    def is_infinitesimal(self) -> bool:
        """Whether the value lies strictly between every negative and every positive number.

        Equivalently, for a short game, both stops are 0. ``0`` itself counts
        (as in Siegel's *Combinatorial Game Theory*); ``*``, ``^`` and
        ``{0||0|-1}`` (tiny-one) are infinitesimal, ``+-1`` and ``1/2`` are not.

        >>> from cgt import CanonicalForm
        >>> [CanonicalForm.parse(s).is_infinitesimal for s in ('^*', '{0||0|-1}', '+-1', '1/2')]
        [True, True, False, False]
        """
        return not self._ls and not self._rs

    @property
    def birthday(self) -> int:
        """The birthday: the height of the canonical game tree (0 for ``0``).

        >>> from cgt import number, star, up
        >>> number(0).birthday, star().birthday, up().birthday, number(3, 4).birthday, number(-5).birthday
        (0, 1, 2, 3, 5)
        """
        if self._birthday is None:
            _set(self, "_birthday", _birthday(self))
        return self._birthday

    @property
    def outcome(self) -> Outcome:
        """The outcome class: who wins, by comparison with ``0``.

        ``L`` when ``g > 0`` (Left wins whoever starts), ``R`` when ``g < 0``,
        ``P`` when ``g == 0`` (the second player wins), ``N`` when ``g || 0``
        (the first player wins).

        >>> from cgt import CanonicalForm
        >>> [CanonicalForm.parse(s).outcome for s in ('1', '-1/2', '0', '*', '^', '+-1')]
        [Outcome.L, Outcome.R, Outcome.P, Outcome.N, Outcome.L, Outcome.N]
        """
        ge = _le(ZERO, self)
        le = _le(self, ZERO)
        if ge:
            return Outcome.P if le else Outcome.L
        return Outcome.R if le else Outcome.N

    # -- stops, mean, temperature, cooling -----------------------------------------

    @property
    def left_stop(self) -> Fraction:
        """Left's stop: the number reached when Left starts and both play to the first number.

        >>> from cgt import CanonicalForm
        >>> g = CanonicalForm.parse('{2|-1/2}')
        >>> g.left_stop, g.right_stop
        (Fraction(2, 1), Fraction(-1, 2))
        """
        return Fraction(self._ls)

    @property
    def right_stop(self) -> Fraction:
        """Right's stop: the number reached when Right starts (see :attr:`left_stop`)."""
        return Fraction(self._rs)

    @property
    def mean(self) -> Fraction:
        """The mean value: the mast of the thermograph (``g + g + ...`` behaves like it).

        >>> from cgt import CanonicalForm
        >>> CanonicalForm.parse('{3|{1|-1}}').mean
        Fraction(3, 2)
        """
        return _thermograph.thermograph(self).mast

    @property
    def temperature(self) -> Fraction:
        """The temperature: how much a move is worth (where the thermograph's walls meet).

        CGSuite's conventions for numbers: an integer has temperature ``-1``,
        a dyadic ``m/2**k`` (``m`` odd) ``-1/2**k``; infinitesimals and
        nimbers have ``0``.

        >>> from cgt import CanonicalForm
        >>> [CanonicalForm.parse(s).temperature for s in ('+-1', '{2|-1/2}', '*', '3', '-3/4')]
        [Fraction(1, 1), Fraction(5, 4), Fraction(0, 1), Fraction(-1, 1), Fraction(-1, 4)]
        """
        return _thermograph.thermograph(self).temperature

    def cool(self, t: NumberLike) -> CanonicalForm:
        """Return the value cooled by ``t``: every move taxed ``t``, until it freezes to a number.

        Parameters
        ----------
        t : int or Fraction
            A dyadic temperature, ``t >= 0``.

        Returns
        -------
        CanonicalForm
            ``g_t = {g^L_t - t | g^R_t + t}``, or the mean once ``t`` exceeds
            the temperature; a number is unchanged.

        Raises
        ------
        InvalidValueError
            If ``t`` is negative or not a dyadic rational.

        Examples
        --------
        >>> from cgt import CanonicalForm
        >>> g = CanonicalForm.parse('{2|-1/2}')
        >>> from fractions import Fraction
        >>> print(g.cool(1), g.cool(Fraction(5, 4)), g.cool(2))
        {1|1/2} 3/4* 3/4
        """
        return _thermograph.cool(self, t)

    def thermograph(self) -> _thermograph.Thermograph:
        """Return the thermograph: the walls as exact piecewise-linear data, and a plot.

        See :class:`cgt.partizan.Thermograph`.

        >>> from cgt import CanonicalForm
        >>> th = CanonicalForm.parse('{2|-1/2}').thermograph()
        >>> print(th)
        thermograph of {2|-1/2}: left wall (0, 2) (5/4, 3/4), right wall (0, -1/2) (5/4, 3/4), mast 3/4 from 5/4
        >>> th
        CanonicalForm.parse('{2|-1/2}').thermograph()
        """
        return _thermograph.thermograph(self)

    # -- order ---------------------------------------------------------------------

    def __le__(self, other: object) -> bool:
        return _le(self, _coerce(other, "<="))

    def __ge__(self, other: object) -> bool:
        return _le(_coerce(other, ">="), self)

    def __lt__(self, other: object) -> bool:
        o = _coerce(other, "<")
        return self is not o and _le(self, o)

    def __gt__(self, other: object) -> bool:
        o = _coerce(other, ">")
        return self is not o and _le(o, self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CanonicalForm):
            return self is other
        if isinstance(other, (int, Fraction)) and not isinstance(other, bool):
            return self._num is not None and self._num == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return self._hash

    def is_confused_with(self, other: CanonicalFormLike) -> bool:
        """Whether ``self || other``: neither ``self <= other`` nor ``other <= self``.

        Then the first player wins ``self - other``.

        >>> from cgt import number, star, up
        >>> star().is_confused_with(0), star().is_confused_with(up()), up().is_confused_with(0)
        (True, True, False)
        """
        o = _coerce(other, "is_confused_with")
        return not _le(self, o) and not _le(o, self)

    # -- arithmetic ------------------------------------------------------------------

    def __add__(self, other: object) -> CanonicalForm:
        return _add(self, _coerce(other, "+"))

    def __radd__(self, other: object) -> CanonicalForm:
        return _add(_coerce(other, "+"), self)

    def __neg__(self) -> CanonicalForm:
        return _neg(self)

    def __pos__(self) -> CanonicalForm:
        return self

    def __sub__(self, other: object) -> CanonicalForm:
        return _add(self, _neg(_coerce(other, "-")))

    def __rsub__(self, other: object) -> CanonicalForm:
        return _add(_coerce(other, "-"), _neg(self))

    # -- immutability and printing -------------------------------------------------

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"CanonicalForm values are immutable (cannot set {name!r})")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickling goes through parse, so the value is interned again.
        return (_parse_value, (str(self),))

    def __copy__(self) -> CanonicalForm:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> CanonicalForm:
        return self

    def __str__(self) -> str:
        return _notation.to_string(self)

    def __repr__(self) -> str:
        return f"CanonicalForm.parse({_notation.to_string(self)!r})"

    def _repr_pretty_(self, p: object, cycle: bool) -> None:  # IPython
        p.text(repr(self))  # type: ignore[attr-defined]


#: Where a value is expected, an int or a Fraction is read as a number.
CanonicalFormLike = Union[CanonicalForm, int, Fraction]


def _parse_value(text: str) -> CanonicalForm:
    return _notation.parse(text)


# -- node creation -------------------------------------------------------------------

_set = object.__setattr__
_id_of = attrgetter("_id")


def _exact(q: Fraction) -> Num:
    """``q`` as a float if that is exact, else ``q``."""
    try:
        f = q.numerator / q.denominator  # correctly rounded
    except OverflowError:
        return q
    return f if f == q else q


def _ratio(x: Num) -> tuple[int, int]:
    return x.as_integer_ratio()


def _sum(a: Num, b: Num) -> Num:
    """The exact sum of two numbers."""
    if type(a) is float and type(b) is float:
        s = a + b
        bb = s - a
        if (a - (s - bb)) + (b - bb) == 0.0 and math.isfinite(s):  # TwoSum: no rounding error
            return s
    return _exact(Fraction(a) + Fraction(b))


def _half(a: Num) -> Num:
    h = a / 2
    return h if type(h) is float and h * 2 == a and (h or not a) else _exact(Fraction(a) / 2)


def _new(L: Optional[tuple[CanonicalForm, ...]], R: Optional[tuple[CanonicalForm, ...]],
         nus: Optional[tuple[Num, int, int]], ls: Num, rs: Num) -> CanonicalForm:
    g = object.__new__(CanonicalForm)
    i = next(_ids)
    _set(g, "_id", i)
    _set(g, "_L", L)
    _set(g, "_R", R)
    _set(g, "_nus", nus)
    num = nus[0] if nus is not None and not nus[1] and not nus[2] else None
    _set(g, "_num", num)
    _set(g, "_ls", ls)
    _set(g, "_rs", rs)
    _set(g, "_neg", None)
    _set(g, "_birthday", None)
    _set(g, "_thermo", None)
    _set(g, "_hash", hash(num) if num is not None else hash((CanonicalForm, i)))
    return g


def _nus_node(x: Num, ups: int, nim: int) -> CanonicalForm:
    """The interned value ``x + ^ups + *nim`` (options built on demand)."""
    key = (x, ups, nim)  # equal numbers are equal keys, float or Fraction
    g = _nus_store.get(key)
    if g is None:
        g = _nus_store[key] = _new(None, None, (x, ups, nim), x, x)
    return g


def _number_node(x: Num) -> CanonicalForm:
    return _nus_node(x, 0, 0)


def _build_nus_options(g: CanonicalForm) -> None:
    # The canonical forms of numbers and number-up-star values (Siegel,
    # Combinatorial Game Theory, II.1 and II.4; as in CGSuite).
    x, u, m = g._nus  # type: ignore[misc]
    L: tuple[CanonicalForm, ...]
    R: tuple[CanonicalForm, ...]
    if not u and not m:
        n, d = _ratio(x)
        if d == 1:
            L = (_number_node(_sum(x, -1.0)),) if n > 0 else ()
            R = (_number_node(_sum(x, 1.0)),) if n < 0 else ()
        else:
            step = _exact(Fraction(1, d))
            L, R = (_number_node(_sum(x, -step)),), (_number_node(_sum(x, step)),)
    elif not u:
        L = R = tuple(_nus_node(x, 0, k) for k in range(m))
    elif u == 1 and m == 1:
        L, R = (_number_node(x), _nus_node(x, 0, 1)), (_number_node(x),)
    elif u == -1 and m == 1:
        L, R = (_number_node(x),), (_number_node(x), _nus_node(x, 0, 1))
    elif u > 0:
        L, R = (_number_node(x),), (_nus_node(x, u - 1, m ^ 1),)
    else:
        L, R = (_nus_node(x, u + 1, m ^ 1),), (_number_node(x),)
    _set(g, "_L", L)
    _set(g, "_R", R)


def _make(L: list[CanonicalForm], R: list[CanonicalForm]) -> CanonicalForm:
    """The interned node with these canonical options (no dominated or reversible ones)."""
    nl, nr = len(L), len(R)
    if not nl:
        if not nr:
            return ZERO
        return _number_node(_sum(R[0]._num, -1.0))  # type: ignore[arg-type]  # {|n} = n - 1 (n <= 0)
    if not nr:
        return _number_node(_sum(L[0]._num, 1.0))  # type: ignore[arg-type]  # {n|} = n + 1 (n >= 0)
    if nl == 1 and nr == 1:
        a, b = L[0], R[0]
        an, bn = a._nus, b._nus
        if an is not None and bn is not None and an[0] == bn[0]:
            x = an[0]
            if a._num is not None and b._num is None and bn[1] >= 0:
                return _nus_node(x, bn[1] + 1, bn[2] ^ 1)  # x + {0 | ^n*m} = x + ^(n+1)*(m^1)
            if b._num is not None and a._num is None and an[1] <= 0:
                return _nus_node(x, an[1] - 1, an[2] ^ 1)
        if a._num is not None and b._num is not None and a._num < b._num:
            return _number_node(_half(_sum(a._num, b._num)))
    elif nl + nr == 3:
        two, one = (L, R) if nl == 2 else (R, L)
        o = one[0]
        if o._num is not None and (two[0] is o or two[1] is o):
            other = two[0] if two[1] is o else two[1]
            if other._nus == (o._num, 0, 1):  # {x, x* | x} = x^*, {x | x, x*} = xv*
                return _nus_node(o._num, 1 if nl == 2 else -1, 1)
    if nl == nr:
        base = L[0]._nus
        if base is not None:
            x = base[0]
            nims = set()
            for o in L:
                on = o._nus
                if on is None or on[1] or on[0] != x:
                    break
                nims.add(on[2])
            else:
                if len(nims) == nl and max(nims) == nl - 1 and _same(L, R):
                    return _nus_node(x, 0, nl)  # {x, x*, .., x*(m-1) | same} = x + *m
    key = (tuple(sorted([o._id for o in L])), tuple(sorted([o._id for o in R])))
    g = _generic.get(key)
    if g is None:
        g = _generic[key] = _new(tuple(L), tuple(R), None, max(o._rs for o in L), min(o._ls for o in R))
    return g


#: The value 0 = ``{ | }``, the game with no moves.
ZERO: CanonicalForm = _number_node(0.0)

# -- order -----------------------------------------------------------------------------


def _nus_ge0(u: int, s: int) -> bool:
    """Whether ``^u + *s >= 0``."""
    if u > 1:
        return True
    if u == 1:
        return s != 1  # ^* is confused with 0; ^*m > 0 otherwise
    return u == 0 and s == 0


def _le(g: CanonicalForm, h: CanonicalForm) -> bool:
    """``g <= h``: no ``g^L >= h`` and no ``h^R <= g``."""
    if g is h:
        return True
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        if gn[0] != hn[0]:
            return gn[0] < hn[0]
        return _nus_ge0(hn[1] - gn[1], hn[2] ^ gn[2])
    key = (g._id << 32) | h._id
    r = _le_cache.get(key)
    if r is not None:
        return r
    # Stops are monotone: g <= h implies both stops of g are <= those of h.
    r = g._ls <= h._ls and g._rs <= h._rs
    if r and g._num is None:
        # With h a number, this is the whole test (number avoidance: no move in a number is needed).
        for gl in g.left_options:
            if _le(h, gl):
                r = False
                break
    if r and h._num is None:
        for hr in h.right_options:
            if _le(hr, g):
                r = False
                break
    _le_cache[key] = r
    return r


# -- canonical forms from options -----------------------------------------------------------


def _same(a: list[CanonicalForm], b: list[CanonicalForm]) -> bool:
    ids = {o._id for o in a}
    return all(o._id in ids for o in b)


def _dedupe(options: list[CanonicalForm]) -> list[CanonicalForm]:
    if len(options) < 2:
        return options
    return list({o._id: o for o in options}.values())


def _undominated(options: list[CanonicalForm], left: bool) -> list[CanonicalForm]:
    """Drop every option another one dominates (Left keeps maximal, Right minimal ones)."""
    if len(options) < 2:
        return options
    kept = []
    for a in options:
        for b in options:
            if b is not a and (_le(a, b) if left else _le(b, a)):
                break
        else:
            kept.append(a)
    return kept


def _simplest_between(a: Optional[Num], b: Optional[Num]) -> Num:
    """The simplest number x with a < x < b (a or b None for no bound); requires a < b."""
    if type(a) is float and (b is None or type(b) is float) or a is None and type(b) is float:
        return _simplest(a, b, float)
    q = _simplest(None if a is None else Fraction(a), None if b is None else Fraction(b), Fraction)
    return _exact(q)  # type: ignore[arg-type]


def _simplest(a, b, kind):  # type: ignore[no-untyped-def]
    # The same steps for floats (exact here: integers below 2**53, scaling by
    # powers of 2) and for Fractions.
    if a is None:
        if b is None or b > 0:
            return kind(0)
        return kind(math.ceil(b) - 1)  # {|b} for b <= 0
    if b is None:
        if a < 0:
            return kind(0)
        return kind(math.floor(a) + 1)
    if a < 0 < b:
        return kind(0)
    lo, hi = math.floor(a) + 1, math.ceil(b) - 1  # the integers strictly between
    if lo <= hi:
        return kind(lo if lo > 0 else hi)  # the one nearest 0
    d = kind(2)
    while True:  # the least denominator 2**k with a multiple strictly between
        x = (math.floor(a * d) + 1) / d
        if x < b:
            return x
        d *= 2


def _canonical(L: list[CanonicalForm], R: list[CanonicalForm]) -> CanonicalForm:
    """The canonical form of ``{L | R}`` for canonical options ``L`` and ``R``."""
    # Games often repeat the same option sets (Domineering's 4x5 board: 58,830
    # positions, 3,805 distinct option sets): remember the answer per set.
    key = (frozenset(map(_id_of, L)), frozenset(map(_id_of, R)))
    g = _options_cache.get(key)
    if g is None:
        g = _options_cache[key] = _simplify(_dedupe(L), _dedupe(R))
    return g


def _simplify(L: list[CanonicalForm], R: list[CanonicalForm]) -> CanonicalForm:
    """:func:`_canonical` without the cache, for options without repeats."""
    if not L and not R:
        return ZERO
    # All numbers: a number by the simplest-number rule, or a hot {max L | min R}.
    if all(o._num is not None for o in L) and all(o._num is not None for o in R):
        a = max([o._num for o in L]) if L else None  # type: ignore[type-var]
        b = min([o._num for o in R]) if R else None  # type: ignore[type-var]
        if a is None or b is None or a < b:
            return _number_node(_simplest_between(a, b))
        return _make([_number_node(a)], [_number_node(b)])
    # All x + *k with the same options on both sides: x + *mex (CGSuite's nimber fast path).
    if len(L) == len(R) and L[0]._nus is not None:
        x = L[0]._nus[0]
        if all(o._nus is not None and not o._nus[1] and o._nus[0] == x for o in L):
            if _same(L, R):
                nims = {o._nus[2] for o in L}  # type: ignore[index]
                m = 0
                while m in nims:
                    m += 1
                return _nus_node(x, 0, m)
    L = _undominated(L, True)
    R = _undominated(R, False)
    # Bypass reversible options. g = {L | R} keeps its value throughout, so
    # comparisons with it are cached across rounds, and an option once found
    # not reversible stays so.
    below: dict[int, bool] = {}  # id(y) -> y <= g
    above: dict[int, bool] = {}  # id(y) -> g <= y

    def le_g(y: CanonicalForm) -> bool:  # y <= g: no y^L >= g and no g^R <= y
        r = below.get(y._id)
        if r is None:
            r = not any(_le(gr, y) for gr in R) and not any(ge_g(yl) for yl in y.left_options)
            below[y._id] = r
        return r

    def ge_g(y: CanonicalForm) -> bool:  # g <= y: no g^L >= y and no y^R <= g
        r = above.get(y._id)
        if r is None:
            r = not any(_le(y, gl) for gl in L) and not any(le_g(yr) for yr in y.right_options)
            above[y._id] = r
        return r

    def bypass(options: list[CanonicalForm], good: set[int], left: bool) -> tuple[list[CanonicalForm], bool]:
        """Replace each reversible option: Left's a, when some a^R <= g, by the a^RL (Right's mirrored)."""
        out: list[CanonicalForm] = []
        changed = False
        for a in options:
            if a._id not in good:
                for ar in a.right_options if left else a.left_options:
                    if le_g(ar) if left else ge_g(ar):
                        out.extend(ar.left_options if left else ar.right_options)
                        changed = True
                        break
                else:
                    good.add(a._id)
                    out.append(a)
            else:
                out.append(a)
        return out, changed

    good_l: set[int] = set()
    good_r: set[int] = set()
    while True:
        newL, changed_l = bypass(L, good_l, True)
        newR, changed_r = bypass(R, good_r, False)
        if not changed_l and not changed_r:
            return _make(L, R)
        L = _undominated(_dedupe(newL), True)
        R = _undominated(_dedupe(newR), False)


# -- arithmetic -------------------------------------------------------------------------------


def _neg(g: CanonicalForm) -> CanonicalForm:
    n = g._neg
    if n is None:
        nus = g._nus
        if nus is not None:
            n = _nus_node(-nus[0], -nus[1], nus[2])  # type: ignore[operator]
        else:
            # Negation keeps a form canonical: swap the sides, negate the options.
            L = [_neg(o) for o in g._R]  # type: ignore[union-attr]
            R = [_neg(o) for o in g._L]  # type: ignore[union-attr]
            key = (tuple(sorted([o._id for o in L])), tuple(sorted([o._id for o in R])))
            n = _generic.get(key)
            if n is None:
                n = _generic[key] = _new(tuple(L), tuple(R), None, -g._rs, -g._ls)
        _set(g, "_neg", n)
        _set(n, "_neg", g)
    return n


def _add(g: CanonicalForm, h: CanonicalForm) -> CanonicalForm:
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        return _nus_node(_sum(gn[0], hn[0]), gn[1] + hn[1], gn[2] ^ hn[2])
    if g is ZERO:
        return h
    if h is ZERO:
        return g
    gi, hi = g._id, h._id
    key = (gi << 32) | hi if gi < hi else (hi << 32) | gi
    r = _add_cache.get(key)
    if r is None:
        # {g^L + h, g + h^L | g^R + h, g + h^R}; a number has no moves worth making
        # in a sum with a non-number (number translation).
        L: list[CanonicalForm] = []
        R: list[CanonicalForm] = []
        if g._num is None:
            L += [_add(gl, h) for gl in g.left_options]
            R += [_add(gr, h) for gr in g.right_options]
        if h._num is None:
            L += [_add(g, hl) for hl in h.left_options]
            R += [_add(g, hr) for hr in h.right_options]
        r = _add_cache[key] = _canonical(L, R)
    return r


def _birthday(g: CanonicalForm) -> int:
    nus = g._nus
    if nus is not None and not nus[1]:
        n, d = _ratio(nus[0])
        m = nus[2]
        if d == 1:
            return abs(n) + m
        # n/2**k: floor|x| + 1 + k; then x + *m is born m days later.
        return abs(n) // d + d.bit_length() + m
    return _tree_birthday(g)


def _tree_birthday(g: CanonicalForm) -> int:
    return 1 + max([o.birthday for o in (*g.left_options, *g.right_options)], default=-1)


# -- coercion and constructors ------------------------------------------------------------------


def _as_fraction(q: object, where: str) -> Fraction:
    if isinstance(q, bool) or not isinstance(q, (int, Fraction)):
        raise NotAValueError(f"{where}: {q!r} of type {type(q).__name__} is not a game value "
                             "(give a CanonicalForm, an int or a Fraction)")
    x = Fraction(q)
    d = x.denominator
    if d & (d - 1):
        raise InvalidValueError(f"{where}: {q} is not a dyadic rational (its denominator {d} is not a power "
                                "of 2); short games have dyadic numbers only")
    return x


def _coerce(value: object, where: str) -> CanonicalForm:
    if isinstance(value, CanonicalForm):
        return value
    return _number_node(_exact(_as_fraction(value, f"operand of {where}")))


_ONLY_VALUES = {CanonicalForm}


def _coerce_all(options: Iterable[object], side: str) -> list[CanonicalForm]:
    if isinstance(options, (str, bytes, CanonicalForm)):
        raise NotAValueError(f"from_options: the {side} options must be an iterable of values, not {options!r}")
    out = list(options)
    if not out or set(map(type, out)) == _ONLY_VALUES:  # the common case, checked in C
        return out
    for i, o in enumerate(out):
        if o.__class__ is not CanonicalForm:
            out[i] = _number_node(_exact(_as_fraction(o, f"from_options: {side} option {i}")))
    return out


def number(q: NumberLike, denominator: int = 1) -> CanonicalForm:
    """Return the number ``q`` (or ``q / denominator``) as a value.

    Parameters
    ----------
    q : int or Fraction
        A dyadic rational.
    denominator : int, optional
        Divides ``q``: ``number(-3, 4)`` is ``-3/4``.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    InvalidValueError
        If the number is not a dyadic rational (short games have no others).
    NotAValueError
        If ``q`` is not an int or a Fraction.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from cgt import number
    >>> number(-3, 4), number(Fraction(5, 2)).left_options
    (CanonicalForm.parse('-3/4'), (CanonicalForm.parse('2'),))
    >>> number(1, 3)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: number: 1/3 is not a dyadic rational (its denominator 3 is not a power of 2); short games have dyadic numbers only
    """
    x = _as_fraction(q, "number")
    if denominator != 1:
        if isinstance(denominator, bool) or not isinstance(denominator, int) or denominator == 0:
            raise InvalidValueError(f"number: denominator {denominator!r} is not a non-zero int")
        x = _as_fraction(x / denominator, "number")
    return _number_node(_exact(x))


def star(n: int = 1) -> CanonicalForm:
    """Return the nimber ``*n`` (``*`` for ``n = 1``, ``0`` for ``n = 0``).

    Raises
    ------
    InvalidValueError
        If ``n`` is not a non-negative int.

    Examples
    --------
    >>> from cgt import star
    >>> star(), star(3), star(1) + star(2) == star(3)
    (CanonicalForm.parse('*'), CanonicalForm.parse('*3'), True)
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidValueError(f"star: {n!r} is not a non-negative int")
    return _nus_node(0.0, 0, n)


def up(n: int = 1) -> CanonicalForm:
    """Return ``n`` ups, ``^n`` (``v`` for ``n = -1``: downs are negative ups).

    Raises
    ------
    InvalidValueError
        If ``n`` is not an int.

    Examples
    --------
    >>> from cgt import up
    >>> up(), up(2), up(-3), up().left_options, up().right_options
    (CanonicalForm.parse('^'), CanonicalForm.parse('^^'), CanonicalForm.parse('v3'), (CanonicalForm.parse('0'),), (CanonicalForm.parse('*'),))
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise InvalidValueError(f"up: {n!r} is not an int")
    return _nus_node(0.0, n, 0)


def switch(x: CanonicalFormLike, y: CanonicalFormLike) -> CanonicalForm:
    """Return ``{x | y}``, in canonical form.

    Examples
    --------
    >>> from cgt import switch
    >>> switch(1, -1), switch(2, number(-1, 2)), switch(0, 0)
    (CanonicalForm.parse('+-1'), CanonicalForm.parse('{2|-1/2}'), CanonicalForm.parse('*'))
    """
    return _canonical([_coerce(x, "switch")], [_coerce(y, "switch")])


from . import notation as _notation
from . import thermograph as _thermograph
