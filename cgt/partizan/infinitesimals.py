"""Infinitesimals: all-small games, atomic weights, companions and uptimals.

A game is *all-small* when in every follower either both players or neither
can move: its value is infinitesimal, and so is every follower's (``^``,
``*``, Clobber positions). Sums of all-small games are compared by their
*atomic weight* (Berlekamp; *Winning Ways* ch. 7-8; *Lessons in Play* ch. 9;
Siegel, *Combinatorial Game Theory* (2013), II.7): the weight of ``^`` is 1,
of ``*`` 0, and the weight is additive. The *two-ahead rule*: Left wins
``G`` in a sum with a remote star when its atomic weight is at least 2, and
Right when it is at most -2. The computation is CGSuite's
(``CanonicalShortGameOps.naiveAtomicWeight``): the weight of ``{G^L | G^R}``
is ``{aw(G^L) - 2 | aw(G^R) + 2}``, corrected at the integers by comparing
``G`` with a remote star; an infinitesimal that is not all-small has one
when it is within a remote-star kite of a multiple of ``^`` (CGSuite's
``isAtomic``), and none otherwise.

*Uptimals* are the values ``x + *m + a_1.^ + a_2.^<2> + ... + a_k.^<k>``
built from up-nth ``^<n> = {0 | * - ^->(n-1)}`` (``^->k`` being
``{^->(k-1) | *}``); ``^[n] = ^ + ^<2> + ... + ^<n>``. CGSuite writes
``^<n>`` and ``^[n]`` (``v<n>``, ``v[n]`` for their negatives) and cgt
prints and reads them the same way. The methods of
:class:`~cgt.CanonicalForm` named as these functions are bound to them in its
class body and documented there.
"""

from __future__ import annotations

import fractions
import math
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple, Optional

from ..errors import InvalidValueError, NotAValueError
from . import _store
from ._dyadic import exact
from ._store import add, canonical, le, left_options, neg, nus_node, number_node, right_options
from .heating import copies, norton
from .ordinal import ordinal

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

__all__ = ["UptimalExpansion", "up_nth", "up_sum", "uptimal"]

_all_small: dict[CanonicalForm, bool] = {}
_naive_weights: dict[CanonicalForm, CanonicalForm] = {}
_far_stars: dict[CanonicalForm, int] = {}
_companions: dict[CanonicalForm, CanonicalForm] = {}
_expansions: dict[CanonicalForm, Optional["UptimalExpansion"]] = {}
_powers: dict[int, CanonicalForm] = {}


def is_all_small(g: CanonicalForm) -> bool:
    """Whether the value is all-small: in every follower of its canonical form, both players or neither can move.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_all_small for s in ('0', '*', '^*', '{0||0|*}', '1', '{0||0|-1}', '+-1')]
    [True, True, True, True, False, False, False]
    """
    r = _all_small.get(g)
    if r is None:
        nus = g.number_up_star
        if nus is not None:
            r = not nus[0]
        else:
            r = all(is_all_small(o) for o in (*left_options(g), *right_options(g)))
        _all_small[g] = r
    return r


def is_number_tiny(g: CanonicalForm) -> bool:
    """Whether the value is a number plus a tiny (CGSuite's ``IsNumberTiny``): ``{x || x | y}`` or ``{y | x || x}``.

    A tiny is ``{0 || 0 | -h}``, a miny ``{h | 0 || 0}``, with ``h`` above
    0 in mean; added to the number ``x`` its canonical form is ``{x || x | y}``
    (``{y | x || x}``) with ``y`` below (above) ``x`` in mean, which is what is
    checked. A number counts too (``x + 0``), as CGSuite answers for numbers.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_number_tiny for s in ('1Tiny(2)', 'Miny(1/2)', '3', '^', '{1||1|0*}')]
    [True, True, True, False, True]
    """
    if g.is_number:
        return True
    lo, ro = left_options(g), right_options(g)
    if len(lo) != 1 or len(ro) != 1:
        return False
    for x, other, mine, theirs, sign in ((lo[0], ro[0], left_options, right_options, 1),
                                         (ro[0], lo[0], right_options, left_options, -1)):
        near, far = mine(other), theirs(other)
        if x.is_number and len(near) == 1 and len(far) == 1 and near[0] is x and sign * (far[0].mean - x.mean) < 0:
            return True
    return False


def atomic_weight(g: CanonicalForm) -> CanonicalForm:
    """Return the atomic weight: how many ups the value is worth, as a game (often an integer).

    ``aw(^) = 1``, ``aw(*) = 0``, ``aw(-g) = -aw(g)`` and
    ``aw(g + h) = aw(g) + aw(h)``. By the two-ahead rule, Left wins
    ``g + *N`` for a remote star ``*N`` when ``aw(g) >= 2``.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If the value is not infinitesimal, or is an infinitesimal with no
        atomic weight (not all-small and not atomic; see :attr:`is_atomic`).

    Examples
    --------
    >>> from cgt import CanonicalForm, up
    >>> [str(CanonicalForm.parse(s).atomic_weight) for s in ('^', '*', 'v3*', '{0||0|*}', '^<2>', 'Tiny(1)')]
    ['1', '0', '-3', '2', '0', '0']
    >>> CanonicalForm.parse('+-1').atomic_weight
    Traceback (most recent call last):
    ...
    cgt.errors.NotAValueError: atomic_weight: +-1 is not infinitesimal (its stops are 1 and -1); atomic weights are defined for infinitesimals
    """
    if not g.is_infinitesimal:
        raise NotAValueError(f"atomic_weight: {g} is not infinitesimal (its stops are {g.left_stop} and "
                             f"{g.right_stop}); atomic weights are defined for infinitesimals")
    weight = naive_atomic_weight(g)
    if not _atomic(g, weight):
        raise NotAValueError(f"atomic_weight: {g} has no atomic weight: it is not all-small, and it differs from "
                             f"{weight}.^ by more than a remote-star kite (CGSuite's test for atomic games)")
    return weight


def is_atomic(g: CanonicalForm) -> bool:
    """Whether the value has an atomic weight: every all-small value, and some other infinitesimals.

    >>> from cgt import CanonicalForm
    >>> [CanonicalForm.parse(s).is_atomic for s in ('^*', '{0||0|*}', 'Tiny(1)', '1')]
    [True, True, True, False]
    """
    return g.is_infinitesimal and _atomic(g, naive_atomic_weight(g))


def _atomic(g: CanonicalForm, weight: CanonicalForm) -> bool:
    if is_all_small(g):
        return True
    # Within ^* + (*2**k : -1) of weight.^, for a 2**k at least g's remote star (CGSuite's isAtomic).
    difference = add(g, neg(norton(weight, nus_node(0.0, 1, 0))))
    power = 2
    while power < far_star(g):
        power <<= 1
    epsilon = add(nus_node(0.0, 1, 1), ordinal(nus_node(0.0, 0, power), number_node(-1.0)))
    return le(difference, epsilon) and le(neg(epsilon), difference)


def naive_atomic_weight(g: CanonicalForm) -> CanonicalForm:
    """The atomic weight by CGSuite's recursion, without the check that it is one."""
    nus = g.number_up_star
    if nus is not None:
        return number_node(float(nus[1]))
    r = _naive_weights.get(g)
    if r is None:
        two = number_node(2.0)
        lo = [add(naive_atomic_weight(o), neg(two)) for o in left_options(g)]
        ro = [add(naive_atomic_weight(o), two) for o in right_options(g)]
        r = canonical(lo, ro)
        if r.is_integer:
            remote = nus_node(0.0, 0, far_star(g))
            below, above = le(g, remote), le(remote, g)
            if below and not above:  # g < a remote star: the least integer n with n |> every lo
                r = _integer(max((_least_above(a) for a in lo), default=0))
            elif above and not below:  # g > a remote star: the greatest n with n <| every ro
                r = _integer(min((_greatest_below(a) for a in ro), default=0))
        _naive_weights[g] = r
    return r


def _least_above(a: CanonicalForm) -> int:
    """The least integer n that is not <= a."""
    n = math.ceil(a.right_stop)
    return n + 1 if le(_integer(n), a) else n


def _greatest_below(a: CanonicalForm) -> int:
    """The greatest integer n that is not >= a."""
    n = math.floor(a.left_stop)
    return n - 1 if le(a, _integer(n)) else n


def _integer(n: int) -> CanonicalForm:
    return number_node(exact(Fraction(n)))


def far_star(g: CanonicalForm) -> int:
    """The least ``n`` such that ``*n`` is remote for ``g``: above every nimber in its followers, and at least 1."""
    r = _far_stars.get(g)
    if r is None:
        nus = g.number_up_star
        if nus is not None and not nus[0] and not nus[1]:
            r = nus[2] + 1
        else:
            r = max([1, *(far_star(o) for o in (*left_options(g), *right_options(g)))])
        _far_stars[g] = r
    return r


def companion(g: CanonicalForm) -> CanonicalForm:
    """Return the companion, as CGSuite computes it (Siegel's companion of all-small games).

    An uptimal of number part 0 and nimber 0 or 1 has its star toggled (the
    companion of ``^`` is ``^*``, of ``*`` is ``0``); any other uptimal is its
    own companion. Any other value is rebuilt from its options' companions,
    with a move to 0 added for Left when it is ``>= 0`` and for Right when it
    is ``<= 0``.

    >>> from cgt import CanonicalForm
    >>> [str(CanonicalForm.parse(s).companion) for s in ('^', '*', '0', '*3', '1', '{0||0|v3}', '{1|*}')]
    ['^*', '0', '*', '*3', '1', '{0,*||*|v3*}', '{1|0}']
    """
    e = uptimal_expansion(g)
    if e is not None:  # CGSuite's Uptimal.companion
        return uptimal(e._replace(nimber=e.nimber ^ 1)) if not e.number and e.nimber <= 1 else g
    return _companion(g)


def _companion(g: CanonicalForm) -> CanonicalForm:
    # CGSuite's CanonicalShortGameOps.companion, below the top: number-up-stars of
    # number part 0 by rule, any other value option by option.
    r = _companions.get(g)
    if r is None:
        nus = g.number_up_star
        if nus is not None and not nus[0]:
            r = g if nus[2] >= 2 else nus_node(0.0, nus[1], nus[2] ^ 1)
        else:
            zero = _store.ZERO
            lo = [_companion(o) for o in left_options(g)] + ([zero] if le(zero, g) else [])
            ro = [_companion(o) for o in right_options(g)] + ([zero] if le(g, zero) else [])
            r = canonical(lo, ro)
        _companions[g] = r
    return r


# -- uptimals ----------------------------------------------------------------------------------


class UptimalExpansion(NamedTuple):
    """A value ``number + *nimber + a_1.^ + a_2.^<2> + ... + a_k.^<k>``, its parts.

    ``number`` is a Fraction, ``nimber`` an int, ``coefficients`` the tuple
    ``(a_1, ..., a_k)`` of ints, the last one non-zero (empty for ``x + *m``).

    Examples
    --------
    >>> from cgt import CanonicalForm
    >>> CanonicalForm.parse('1^<3>*').uptimal_expansion
    UptimalExpansion(number=Fraction(1, 1), nimber=1, coefficients=(0, 0, 1))
    """

    number: fractions.Fraction  # spelled out: the docs read the fields' annotations as text
    nimber: int
    coefficients: tuple[int, ...]

    def __str__(self) -> str:
        """CGSuite's form: the number, the nimber, then the coefficients after a point (``-`` after a negative one).

        >>> from cgt import CanonicalForm
        >>> print(CanonicalForm.parse('^[4]').uptimal_expansion, CanonicalForm.parse('73/16v9*8').uptimal_expansion)
        0.1111 73/16*8.9-
        """
        x = self.number
        text = (str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}") if x or not self.nimber else ""
        if self.nimber:
            text += "*" if self.nimber == 1 else f"*{self.nimber}"
        digits = "".join(_digit(abs(a)) + ("-" if a < 0 else "") for a in self.coefficients)
        return f"{text}.{digits or '0'}"

    def negate(self) -> UptimalExpansion:
        """The expansion of the negative.

        >>> print(UptimalExpansion(Fraction(1, 2), 1, (2, -1)).negate())
        -1/2*.2-1
        """
        return UptimalExpansion(-self.number, self.nimber, tuple(-a for a in self.coefficients))

    def is_unit(self) -> bool:
        """Whether the ups are ``^<k>`` or ``v<k>`` alone (one coefficient, 1 or -1).

        >>> UptimalExpansion(Fraction(0), 0, (0, 0, -1)).is_unit(), UptimalExpansion(Fraction(0), 0, (1, 1)).is_unit()
        (True, False)
        """
        return [a for a in self.coefficients if a] in ([1], [-1])

    def is_unit_sum(self) -> bool:
        """Whether the ups are ``^[k]`` or ``v[k]`` (every coefficient 1, or every one -1).

        >>> UptimalExpansion(Fraction(0), 0, (1, 1)).is_unit_sum(), UptimalExpansion(Fraction(0), 0, (1, 2)).is_unit_sum()
        (True, False)
        """
        return len(set(self.coefficients)) == 1 and self.coefficients[0] in (1, -1)


def _digit(d: int) -> str:
    return str(d) if d < 10 else chr(d + 55) if d < 36 else f"({d})"


def up_nth(n: int) -> CanonicalForm:
    """Return up-nth ``^<n> = {0 | * - ^->(n-1)}``, where ``^->k = {^->(k-1) | *}`` and ``^->0 = 0``.

    ``^<1>`` is ``^``; ``^<2> = {0 | v*}`` is up-second.

    Raises
    ------
    InvalidValueError
        If ``n`` is not a positive int.

    Examples
    --------
    >>> from cgt.partizan.infinitesimals import up_nth
    >>> print(up_nth(1), up_nth(2), up_nth(3), up_nth(2).right_options[0])
    ^ ^<2> ^<3> v*
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InvalidValueError(f"up_nth: {n!r} is not a positive int")
    r = _powers.get(n)
    if r is None:
        star = nus_node(0.0, 0, 1)
        up_to = _store.ZERO
        for _ in range(n - 1):
            up_to = canonical([up_to], [star])
        r = _powers[n] = canonical([_store.ZERO], [add(star, neg(up_to))])
    return r


def up_sum(n: int) -> CanonicalForm:
    """Return ``^[n] = ^ + ^<2> + ... + ^<n>``.

    Raises
    ------
    InvalidValueError
        If ``n`` is not a positive int.

    Examples
    --------
    >>> from cgt.partizan.infinitesimals import up_sum
    >>> print(up_sum(1), up_sum(3), -up_sum(3))
    ^ ^[3] v[3]
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise InvalidValueError(f"up_sum: {n!r} is not a positive int")
    return uptimal(UptimalExpansion(Fraction(0), 0, (1,) * n))


def uptimal(expansion: UptimalExpansion) -> CanonicalForm:
    """Return the value of an uptimal expansion.

    >>> from fractions import Fraction
    >>> print(uptimal(UptimalExpansion(Fraction(1, 2), 1, (0, 1))), uptimal(UptimalExpansion(Fraction(0), 0, (2, -1))))
    1/2^<2>* {^3*|^*,^^}
    """
    x, m, coefficients = expansion
    total = nus_node(exact(Fraction(x)), coefficients[0] if coefficients else 0, m)
    for i, a in enumerate(coefficients[1:], start=2):
        if a:
            total = add(total, copies(a, up_nth(i)))
    return total


def uptimal_expansion(g: CanonicalForm) -> UptimalExpansion | None:
    """The uptimal expansion of the value, or ``None`` if it is not an uptimal.

    Examples
    --------
    >>> from cgt import CanonicalForm
    >>> CanonicalForm.parse('^[3]*').uptimal_expansion
    UptimalExpansion(number=Fraction(0, 1), nimber=1, coefficients=(1, 1, 1))
    >>> CanonicalForm.parse('1/2v*').uptimal_expansion, CanonicalForm.parse('+-1').uptimal_expansion
    (UptimalExpansion(number=Fraction(1, 2), nimber=1, coefficients=(-1,)), None)
    """
    nus = g.number_up_star
    if nus is not None:
        return UptimalExpansion(nus[0], nus[2], (nus[1],) if nus[1] else ())
    if g in _expansions:
        return _expansions[g]
    r = _expansion_ending_up(g)
    if r is None:
        r = _expansion_ending_up(neg(g))
        r = None if r is None else r.negate()
    _expansions[g] = r
    return r


def _expansion_ending_up(g: CanonicalForm) -> UptimalExpansion | None:
    """The expansion of ``g`` if it is an uptimal whose last coefficient is positive.

    Such a ``g`` has one Right option, an uptimal whose coefficients are
    ``g``'s minus 1 up to some length, its nimber toggled (CGSuite's
    ``uptimalExpansion2``). That leaves two candidates; each is built and
    compared with ``g``.
    """
    ro = right_options(g)
    if len(ro) != 1:
        return None
    right = uptimal_expansion(ro[0])
    if right is None:
        return None
    longest = 0
    for o in left_options(g):
        e = uptimal_expansion(o)
        if e is None or e.number != right.number:
            return None
        longest = max(longest, len(e.coefficients))
    lengths = [len(right.coefficients)] if right.coefficients and right.coefficients[-1] > 0 else []
    lengths.append(max(len(right.coefficients), longest) + 1)
    for k in lengths:
        coefficients = [a + 1 for a in right.coefficients[:k]] + list(right.coefficients[k:])
        coefficients += [1] * (k - len(coefficients))
        while coefficients and not coefficients[-1]:
            coefficients.pop()
        candidate = UptimalExpansion(right.number, right.nimber ^ 1, tuple(coefficients))
        if candidate.coefficients and candidate.coefficients[-1] > 0 and uptimal(candidate) is g:
            return candidate
    return None
