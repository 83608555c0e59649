"""The value of a short partizan game: :class:`CanonicalForm`, its public face.

The class gathers every question one asks of a value. The work is done below
it, each concept in its module: the store of interned forms, their order and
sums (``_store``, on exact dyadic numbers from ``_dyadic``), CGSuite notation
(:mod:`~cgt.partizan.notation`), thermographs and cooling
(:mod:`~cgt.partizan.thermograph`). Imports go one way: those modules never
import this one; the store makes its nodes of this class, handed down once.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable
from fractions import Fraction
from typing import Optional, Union

from ..errors import InvalidValueError, NotAValueError
from ..game import Outcome
from . import _store
from . import compounds as _compounds
from . import conversions as _conversions
from . import heating as _heating
from . import infinitesimals as _infinitesimals
from . import notation as _notation
from . import ordinal as _ordinal
from . import parity as _parity
from . import reduced as _reduced
from . import thermograph as _thermograph
from . import typeset as _typeset
from .rationals import Rational
from .infinitesimals import UptimalExpansion  # noqa: F401 - the bound uptimal_expansion's return type, for the docs
from ._dyadic import NumberLike, as_number, exact, ratio
from ._store import Node, add, canonical, coerce, coerce_all, le, left_options, neg, nus_node, number_node, right_options

__all__ = ["CanonicalForm", "DyadicRational", "WIDER_VALUES", "ZERO", "number", "star", "up", "switch", "tiny", "miny"]


class CanonicalForm(Node):
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
    (``g || h``, :meth:`is_confused_with`): neither ``<=`` holds. Integers,
    fractions and floats are accepted where a value is expected and read as
    numbers (a float exactly, as ``Fraction(x)`` reads it); anything else
    raises :class:`~cgt.errors.NotAValueError` (a ``TypeError``).

    A value that is a number is a Python number too (:class:`DyadicRational`);
    ``int()`` and the like of any other raise :class:`~cgt.errors.NotANumberError`.

    The rest of the theory of short games is here too: stops, mean,
    temperature, cooling and thermographs; heating, overheating, Norton
    products, incentives and ordinal sums; atomic weights, uptimals,
    companions and reduced canonical forms; parity and stop counts.

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

    # The data of a node (its options, parts, stops, caches) is :class:`Node`'s, kept by the store.
    __slots__ = ()

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
        return canonical(coerce_all(left, "left"), coerce_all(right, "right"))

    @staticmethod
    def parse(text: str) -> CanonicalForm:
        """Read a value written in CGSuite notation.

        Accepts everything ``str()`` prints: numbers (``-3/4``), nimbers
        (``*``, ``*2``), ups and downs (``^``, ``^^``, ``^3``, ``v``, ``vv``,
        ``v3``) and their sums (``1/2^*``), switches (``+-1`` or ``±1``),
        braces with option lists (``{0,*|-1}``) and multi-bar forms
        (``{2||1|0}`` is ``{2|{1|0}}``), sums and differences with ``+`` and
        ``-``, parentheses and whitespace; and a worksheet's ``n * G``,
        ``*(n)`` and ordinal sums ``G : H``. It reads through the one reader,
        :func:`cgt.value`, and refuses what is not a short value (a loopy
        value, ``S & T``, a comparison), which :func:`cgt.value` reads.

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
        return left_options(self)

    @property
    def right_options(self) -> tuple[CanonicalForm, ...]:
        """Right's options in canonical form (in no particular order; ``str()`` sorts them)."""
        return right_options(self)

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
        return self._num is not None and ratio(self._num)[1] == 1

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
        return _store.birthday(self)

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
        above = le(ZERO, self)
        below = le(self, ZERO)
        if above:
            return Outcome.P if below else Outcome.L
        return Outcome.R if below else Outcome.N

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

    cool = _thermograph.cool

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

    # -- the rest of the short theory -------------------------------------------------
    # Each is a function of the module of its concept, documented there and bound here.

    heat, overheat, freeze = _heating.heat, _heating.overheat, _heating.freeze
    norton_product = _heating.norton_product
    __mul__ = __rmul__ = _heating.times
    left_incentives = property(_heating.left_incentives)
    right_incentives = property(_heating.right_incentives)
    incentives = property(_heating.all_incentives)
    ordinal_sum = _ordinal.ordinal_sum
    conjunctive_sum, selective_sum = _compounds.conjunctive_sum, _compounds.selective_sum
    ordinal_product, conway_product = _compounds.ordinal_product, _compounds.conway_product
    is_even, is_odd = property(_parity.is_even), property(_parity.is_odd)
    is_even_tempered, is_odd_tempered = property(_parity.is_even_tempered), property(_parity.is_odd_tempered)
    stop_count = property(_parity.stop_count)
    is_all_small = property(_infinitesimals.is_all_small)
    atomic_weight = property(_infinitesimals.atomic_weight)
    is_atomic = property(_infinitesimals.is_atomic)
    companion = property(_infinitesimals.companion)
    uptimal_expansion = property(_infinitesimals.uptimal_expansion)
    reduced_canonical_form = property(_reduced.reduced_canonical_form)
    is_infinitesimally_close = _reduced.is_infinitesimally_close
    is_numberish = property(_reduced.is_numberish)
    is_number_tiny = property(_infinitesimals.is_number_tiny)

    # -- CGSuite's predicates of stoppers, for a short one (cgt.loopy's CanonicalStopper has them too) --

    @property
    def is_plumtree(self) -> bool:
        """Whether the game has no cycle but passes: true of every short game (CGSuite's ``IsPlumtree``)."""
        return True

    @property
    def is_pseudonumber(self) -> bool:
        """Whether the value is a pseudonumber (on, off, x over, x under or a number): of a short one, a number."""
        return self._num is not None

    @property
    def is_idempotent(self) -> bool:
        """Whether ``G + G == G``: of a short value, only 0 (CGSuite's ``IsIdempotent``).

        >>> from cgt import number
        >>> number(0).is_idempotent, number(1).is_idempotent
        (True, False)
        """
        return add(self, self) is self

    @property
    def is_stable(self) -> bool:
        """Whether the upsum and downsum varieties agree (CGSuite's ``IsStable``): of a short value, always."""
        return True

    # -- order ---------------------------------------------------------------------

    # An operand of a wider value type (WIDER_VALUES) gets NotImplemented: Python then asks its
    # reflected operator, which knows both types (``1 + on`` is ``on.__radd__(1)``).

    def __le__(self, other: object) -> bool:
        o = _operand(other, "<=", self._num is not None)
        return o if o is NotImplemented else le(self, o)

    def __ge__(self, other: object) -> bool:
        o = _operand(other, ">=", self._num is not None)
        return o if o is NotImplemented else le(o, self)

    def __lt__(self, other: object) -> bool:
        o = _operand(other, "<", self._num is not None)
        return o if o is NotImplemented else self is not o and le(self, o)

    def __gt__(self, other: object) -> bool:
        o = _operand(other, ">", self._num is not None)
        return o if o is NotImplemented else self is not o and le(o, self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CanonicalForm):
            return self is other
        if other is None:  # the search's test for a value not known yet: spared the ABC check below
            return False
        if isinstance(other, (int, Fraction, float)) and not isinstance(other, bool):
            return self._num is not None and self._num == other  # exact, even against a float
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
        o = coerce(other, "is_confused_with")
        return not le(self, o) and not le(o, self)

    # -- arithmetic ------------------------------------------------------------------

    def __add__(self, other: object) -> CanonicalForm:
        o = _operand(other, "+")
        return o if o is NotImplemented else add(self, o)

    def __radd__(self, other: object) -> CanonicalForm:
        return add(coerce(other, "+"), self)

    def __neg__(self) -> CanonicalForm:
        return neg(self)

    def __pos__(self) -> CanonicalForm:
        return self

    def __sub__(self, other: object) -> CanonicalForm:
        o = _operand(other, "-")
        return o if o is NotImplemented else add(self, neg(o))

    def __rsub__(self, other: object) -> CanonicalForm:
        return add(coerce(other, "-"), neg(self))

    # -- a number as a Python number (on every value, so that int(star()) says what is wrong) --

    __float__ = _conversions.to_float
    __int__ = _conversions.to_int
    __trunc__ = _conversions.trunc
    __floor__ = _conversions.floor
    __ceil__ = _conversions.ceil
    __round__ = _conversions.round_number
    __abs__ = _conversions.absolute
    as_integer_ratio = _conversions.as_integer_ratio
    numerator = property(_conversions.numerator)
    denominator = property(_conversions.denominator)

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        # What isinstance() reads: a number is a DyadicRational. One runtime type serves every node: a
        # second one for numbers made the store's attribute reads polymorphic (4% on Domineering 4x5).
        return DyadicRational if self._num is not None else CanonicalForm

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

    _repr_latex_ = _typeset.repr_latex
    _repr_html_ = _typeset.repr_html


class _OwnMembers(type):
    def __dir__(cls) -> list[str]:  # help(DyadicRational) shows what it adds, not CanonicalForm's API again
        return sorted(vars(cls))


class DyadicRational(CanonicalForm, metaclass=_OwnMembers):
    """A value that is a number: a :class:`CanonicalForm` and a Python number (CGSuite's ``DyadicRational``).

    Every number is one (``isinstance`` says so, ``g.__class__`` too; its
    ``type()`` stays CanonicalForm) and no other value, so
    ``isinstance(g, numbers.Rational)`` is ``g.is_number``. ``Fraction(g)``
    is exact (``numerator`` and ``denominator``); ``int``, ``float``,
    ``math.floor``, ``math.ceil``, ``math.trunc`` and ``round`` work as on a
    Fraction. It equals, compares with and hashes as the int, Fraction or
    float of the same value. Arithmetic stays that of games: ``+`` and ``-``
    give values, ``*`` multiplies numbers (CGSuite's ``*``) or adds copies;
    ``/`` is undefined.

    Examples
    --------
    >>> import math
    >>> from cgt import CanonicalForm, number
    >>> x, g = number(-3, 4), CanonicalForm.parse('{2|-1/2}')
    >>> Fraction(x), float(x), int(x), math.floor(x), round(number(5, 2)), x < Fraction(-2, 3)
    (Fraction(-3, 4), -0.75, 0, -1, 2, True)
    >>> x == Fraction(-3, 4) == -0.75, hash(x) == hash(-0.75), isinstance(g - g, DyadicRational), int(g - g + 2)
    (True, True, True, 2)
    """

    __slots__ = ()


numbers.Rational.register(DyadicRational)


#: Where a value is expected, an int, a Fraction or a float is read as a number.
CanonicalFormLike = Union[CanonicalForm, int, Fraction, float]

#: The value types that a short value combines with (:class:`~cgt.Rational`; the layers above: :mod:`cgt.loopy`'s
#: ``CanonicalStopper`` and ``SidedValue``), added by their modules as they are imported: the
#: operators ``+ - < <= > >=`` of a :class:`CanonicalForm` with one of them return
#: ``NotImplemented``, so that Python asks that operand's reflected operator, which knows both
#: types (``number(1) + on()`` is ``on().__radd__(number(1))``). ``&`` (a sided value) is the
#: loopy types' alone: ``CanonicalForm & CanonicalForm`` is undefined (write
#: ``cgt.loopy.SidedValue(g, h)``), as ``1 & 0`` is Python's bitwise and.
WIDER_VALUES: list[type] = [Rational]


def _operand(other: object, where: str, number: bool = False) -> CanonicalForm:
    """`other` as a short value for operator `where`, or ``NotImplemented`` for a wider value (see WIDER_VALUES)
    and, comparing a `number`, for a rational that is not dyadic: Python then asks Fraction, which compares them."""
    try:
        return coerce(other, where)
    except NotAValueError:
        if isinstance(other, tuple(WIDER_VALUES)):
            return NotImplemented  # type: ignore[no-any-return]
        raise
    except InvalidValueError:
        if number and isinstance(other, numbers.Rational):
            return NotImplemented  # type: ignore[no-any-return]
        raise


def _parse_value(text: str) -> CanonicalForm:
    return _notation.parse(text)


_store.set_value_type(CanonicalForm)

#: The value 0 = ``{ | }``, the game with no moves.
ZERO: CanonicalForm = _store.ZERO  # type: ignore[assignment]

def number(q: NumberLike, denominator: int = 1) -> CanonicalForm:
    """Return the number ``q`` (or ``q / denominator``) as a value.

    Parameters
    ----------
    q : int, Fraction, float or CanonicalForm
        A dyadic rational: an int, a Fraction, a float (read exactly) or a
        value that is a number.
    denominator : int, optional
        Divides ``q``: ``number(-3, 4)`` is ``-3/4``.

    Returns
    -------
    DyadicRational
        The number, a :class:`CanonicalForm` and a Python number.

    Raises
    ------
    InvalidValueError
        If the number is not a dyadic rational (short games have no others).
    NotANumberError
        If ``q`` is not a number.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from cgt import number
    >>> number(-3, 4), number(Fraction(5, 2)).left_options, number(0.375)
    (CanonicalForm.parse('-3/4'), (CanonicalForm.parse('2'),), CanonicalForm.parse('3/8'))
    >>> number(1, 3)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: number: 1/3 is not a dyadic rational (its denominator 3 is not a power of 2); short games have dyadic numbers only
    """
    x = as_number(q, "number")
    if denominator != 1:
        if isinstance(denominator, bool) or not isinstance(denominator, int) or denominator == 0:
            raise InvalidValueError(f"number: denominator {denominator!r} is not a non-zero int")
        x = as_number(x / denominator, "number")
    return number_node(exact(x))


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
    return nus_node(0.0, 0, n)


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
    return nus_node(0.0, n, 0)


def switch(x: CanonicalFormLike, y: CanonicalFormLike) -> CanonicalForm:
    """Return ``{x | y}``, in canonical form.

    Examples
    --------
    >>> from cgt import switch
    >>> switch(1, -1), switch(2, number(-1, 2)), switch(0, 0)
    (CanonicalForm.parse('+-1'), CanonicalForm.parse('{2|-1/2}'), CanonicalForm.parse('*'))
    """
    return canonical([coerce(x, "switch")], [coerce(y, "switch")])


def tiny(x: CanonicalFormLike) -> CanonicalForm:
    """Return tiny-`x`, ``{0 || 0 | -x}``: a positive infinitesimal, CGSuite's ``Tiny(x)``.

    Parameters
    ----------
    x : CanonicalForm or number
        Usually a positive number; the larger `x`, the smaller tiny-`x`.

    Returns
    -------
    CanonicalForm
        Printed ``Tiny(x)`` (after a number, ``1Tiny(2)``), as CGSuite prints it.

    Raises
    ------
    NotAValueError
        If `x` is neither a value nor a number.

    Examples
    --------
    >>> from cgt.partizan import tiny, miny
    >>> tiny(2), tiny(2) > 0, tiny(2) < tiny(1)
    (CanonicalForm.parse('Tiny(2)'), True, True)
    >>> miny(2) == -tiny(2), str(1 + tiny(1))
    (True, '1Tiny(1)')
    """
    return _notation.tiny(coerce(x, "tiny"))


def miny(x: CanonicalFormLike) -> CanonicalForm:
    """Return miny-`x`, ``{x | 0 || 0}``, the negative of :func:`tiny`: CGSuite's ``Miny(x)``.

    Examples
    --------
    >>> from cgt.partizan import miny
    >>> miny(1), miny(1) < 0
    (CanonicalForm.parse('Miny(1)'), True)
    """
    return _notation.miny(coerce(x, "miny"))
