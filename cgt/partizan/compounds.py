"""Game forms kept as written (:class:`~cgt.ExplicitForm`) and the compounds of forms (Winning Ways ch. 9, CGSuite's).

A *form* is a game tree: a :class:`~cgt.CanonicalForm` (the simplest tree of
its value) or an :class:`~cgt.ExplicitForm`, ``'{*|*}'`` in CGSuite's quotes, kept
as written. The disjunctive sum of two forms has the value of the sum of
their values, but the other compounds see the tree: ``'{*|*}'`` equals ``0``,
yet its conjunctive sum with ``3`` is ``2`` and ``0``'s is ``0``. So each
compound here is computed on the forms, recursively, and its canonical form
returned: the conjunctive sum ``G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}``, the
selective sum ``G ∨ H`` (a move in any nonempty set of components), the
ordinal product ``G ⊛ H`` and the Conway product ``G · H`` (CGSuite's
``ConjunctiveSum``, ``SelectiveSum``, ``OrdinalProduct``, ``ConwayProduct``),
and the ordinal sum of an explicit form. The same compounds of games'
positions are the games :class:`cgt.ConjunctiveSum` and its siblings
(:mod:`cgt.sums`), solved by the one search; these are their values'
arithmetic, as ``+`` is :class:`cgt.Sum`'s. The functions of the names are
:class:`~cgt.CanonicalForm`'s methods too.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any, Optional, Union

from ..errors import NotAValueError
from ..nimbers import nim_product
from ._store import Node, add, canonical, neg, number_value, nus_node
from .ordinal import ordinal

__all__ = ["ExplicitForm", "conjunctive_sum", "selective_sum", "ordinal_product", "conway_product", "form_ordinal_sum"]

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

#: A form: a canonical form or an explicit one.
Form = Union["CanonicalForm", "ExplicitForm"]
_cache: dict[tuple[Any, ...], Node] = {}


class ExplicitForm:
    """A game tree kept as written: ``'{*|*}'`` (CGSuite's ``ExplicitGame``), not simplified to its value.

    Its options are forms (canonical or explicit); :attr:`canonical_form`
    is its value, and the compounds play on the tree. ``str()`` writes it in
    CGSuite's quotes and :func:`cgt.value` reads that back (plain braces
    inside are values: ``'{{*|*}|0}'`` is ``'{0|0}'``, as in CGSuite). Equal
    when their trees are; no order (compare the values); ``+`` and ``-``
    give values, ``-G`` the mirror image.

    Parameters
    ----------
    left, right : iterable of CanonicalForm, ExplicitForm, int or Fraction
        Left's and Right's options, in the order written (a number is its canonical form).

    Raises
    ------
    NotAValueError
        If an option is not a form; the message names its side and index.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.value("'{*|*}'")
    >>> g, g.birthday, g.canonical_form
    (ExplicitForm((CanonicalForm.parse('*'),), (CanonicalForm.parse('*'),)), 2, CanonicalForm.parse('0'))
    >>> print(g, g.ordinal_sum(1), g.conjunctive_sum(3), cgt.value("0").conjunctive_sum(3))
    '{*|*}' ^ 2 0
    >>> print(ExplicitForm([0, g], []), -ExplicitForm([1], [cgt.star()]))
    '{0,'{*|*}'|}' '{*|-1}'
    """

    __slots__ = ("left_options", "right_options", "_hash", "_value", "_birthday")

    def __init__(self, left: Any, right: Any) -> None:
        #: Left's options, as written.
        self.left_options: tuple[Any, ...] = tuple(as_form(o, f"ExplicitForm: left option {i}") for i, o in enumerate(left))
        #: Right's options, as written.
        self.right_options: tuple[Any, ...] = tuple(as_form(o, f"ExplicitForm: right option {i}")
                                                     for i, o in enumerate(right))
        self._hash = hash((ExplicitForm, self.left_options, self.right_options))
        self._value: Optional[Node] = None
        self._birthday: Optional[int] = None

    @property
    def canonical_form(self) -> Any:
        """The value: the canonical form of the tree (CGSuite's ``CanonicalForm``)."""
        if self._value is None:
            self._value = canonical([value_of(o) for o in self.left_options], [value_of(o) for o in self.right_options])
        return self._value

    @property
    def birthday(self) -> int:
        """The height of the tree as written (``'{*|*}'`` is born on day 2, its value ``0`` on day 0)."""
        if self._birthday is None:
            self._birthday = 1 + max([o.birthday for o in (*self.left_options, *self.right_options)], default=-1)
        return self._birthday

    def conjunctive_sum(self, other: Any) -> Any:
        """The canonical form of ``self ∧ other`` (see :func:`conjunctive_sum`)."""
        return conjunctive_sum(self, other)

    def selective_sum(self, other: Any) -> Any:
        """The canonical form of ``self ∨ other`` (see :func:`selective_sum`)."""
        return selective_sum(self, other)

    def ordinal_product(self, other: Any) -> Any:
        """The canonical form of ``self ⊛ other`` (see :func:`ordinal_product`)."""
        return ordinal_product(self, other)

    def conway_product(self, other: Any) -> Any:
        """The canonical form of the Conway product ``self · other`` (see :func:`conway_product`)."""
        return conway_product(self, other)

    def ordinal_sum(self, other: Any) -> Any:
        """The canonical form of ``self : other`` (see :func:`form_ordinal_sum`)."""
        return form_ordinal_sum(self, other)

    def __neg__(self) -> ExplicitForm:
        return ExplicitForm([-o for o in self.right_options], [-o for o in self.left_options])

    def __add__(self, other: Any) -> Any:
        return self.canonical_form + value_of(as_form(other, "+"))

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        return self.canonical_form - value_of(as_form(other, "-"))

    def __rsub__(self, other: Any) -> Any:
        return value_of(as_form(other, "-")) - self.canonical_form

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ExplicitForm):
            return NotImplemented
        return self is other or (self._hash == other._hash and self.left_options == other.left_options
                                 and self.right_options == other.right_options)

    def __hash__(self) -> int:
        return self._hash

    def _unordered(self, other: object) -> bool:
        # As CGSuite: a form is no value, and its order is its value's.
        raise NotAValueError(f"an explicit form, {self}, has no order: compare its canonical_form")

    __lt__ = __le__ = __gt__ = __ge__ = _unordered

    def __str__(self) -> str:
        return f"'{{{','.join(map(str, self.left_options))}|{','.join(map(str, self.right_options))}}}'"

    def __repr__(self) -> str:
        return f"ExplicitForm({_tuple_repr(self.left_options)}, {_tuple_repr(self.right_options)})"


def _tuple_repr(options: tuple[Form, ...]) -> str:
    return f"({repr(options[0])},)" if len(options) == 1 else repr(options)


def as_form(x: object, where: str, why: str = "") -> Form:
    """`x` as a form: a value or an explicit form as it is, a number as its canonical form.

    Raises
    ------
    NotAValueError
        If `x` is none of them (a loopy value among them); `where` names the place, `why` ends the message.
    """
    if isinstance(x, (Node, ExplicitForm)):
        return x
    if isinstance(x, (int, Fraction, float)) and not isinstance(x, bool):
        return number_value(x, where)
    raise NotAValueError(f"{where}: {x!r} of type {type(x).__name__} is not a short game form (a CanonicalForm, an "
                         f"ExplicitForm or a number){why}")


def value_of(f: Form) -> Any:
    """The canonical form of a form."""
    return f if isinstance(f, Node) else f.canonical_form


def _forms(games: tuple[object, ...], where: str, least: int = 2) -> tuple[Form, ...]:
    if len(games) < least:
        raise NotAValueError(f"{where} needs at least {least} games, not {len(games)}")
    return tuple(as_form(g, f"{where}: operand {i}", "; the compounds need short games") for i, g in enumerate(games))


def conjunctive_sum(*games: Any) -> Any:
    """Return the canonical form of the conjunctive sum ``G ∧ H ∧ ...`` of forms (CGSuite's ``ConjunctiveSum``).

    ``G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}``: a move is a move in every component,
    and play ends when one ends (Winning Ways ch. 9). It is computed on the
    forms as given (a canonical form's tree, or an explicit form's).

    Parameters
    ----------
    *games : CanonicalForm, ExplicitForm, int or Fraction
        The components, at least two.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If fewer than two games are given, or one is not a short game form.

    Examples
    --------
    CGSuite's CompoundGameTestCase:

    >>> import cgt
    >>> print(cgt.conjunctive_sum(cgt.number(1, 2), cgt.number(1, 4)), cgt.conjunctive_sum(cgt.value("+-1"), cgt.up(2)))
    1/2 {0|-1}
    >>> print(cgt.conjunctive_sum(cgt.value("'{*|*}'"), 3), cgt.star(5).conjunctive_sum(cgt.star(6)))
    2 *5
    """
    return _conjunctive(_forms(games, "conjunctive_sum"))


def _conjunctive(forms: tuple[Form, ...]) -> Node:
    key = ("conjunctive", *forms)
    r = _cache.get(key)
    if r is None:
        r = _cache[key] = canonical([_conjunctive(t) for t in product(*(f.left_options for f in forms))],
                                    [_conjunctive(t) for t in product(*(f.right_options for f in forms))])
    return r


def selective_sum(*games: Any) -> Any:
    """Return the canonical form of the selective sum ``G ∨ H ∨ ...`` of forms.

    ``G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}``: a
    move is a move in any nonempty set of components, and play ends when none
    can move (Winning Ways ch. 9). CGSuite's ``SelectiveSum`` plays its later
    moves as a disjunctive or a conjunctive sum instead (see
    :class:`cgt.SelectiveSum`); the two agree on numbers, and differ on
    ``*5 ∨ *6``: ``*11`` here, ``*8`` in CGSuite.

    Parameters
    ----------
    *games : CanonicalForm, ExplicitForm, int or Fraction
        The components, at least two.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If fewer than two games are given, or one is not a short game form.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.selective_sum(cgt.number(1, 2), cgt.number(1, 4)), cgt.selective_sum(cgt.star(5), cgt.star(6)))
    3/4 *11
    """
    return _selective(_forms(games, "selective_sum"))


def _selective(forms: tuple[Form, ...]) -> Node:
    key = ("selective", *forms)
    r = _cache.get(key)
    if r is None:
        sides = []
        for side in ("left_options", "right_options"):
            options = []
            for chosen in range(1, 1 << len(forms)):
                options += [_selective(t) for t in product(*(getattr(f, side) if chosen >> i & 1 else (f,)
                                                              for i, f in enumerate(forms)))]
            sides.append(options)
        r = _cache[key] = canonical(*sides)
    return r


def ordinal_product(g: Any, h: Any) -> Any:
    """Return the canonical form of the ordinal product ``G ⊛ H`` of forms (CGSuite's ``OrdinalProduct``).

    ``G ⊛ H = {G⊛H^L : G^L, G⊛H^R : -G^R | G⊛H^L : G^R, G⊛H^R : -G^L}``, the
    ordinal sums taken on the forms ``G⊛H^L`` (not on their values): on
    Hackenbush stalks, ``H`` with every blue edge replaced by ``G`` and
    every red one by ``-G``.

    Parameters
    ----------
    g, h : CanonicalForm, ExplicitForm, int or Fraction
        The factors.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If a factor is not a short game form.

    Examples
    --------
    CGSuite's CompoundGameTestCase:

    >>> import cgt
    >>> print(cgt.ordinal_product(cgt.number(1, 2), cgt.number(1, 4)), cgt.star(5).ordinal_product(cgt.star(6)))
    11/32 *30
    """
    g, h = _forms((g, h), "ordinal_product")
    return _ordinal_product(g, h, 0, None)


def _ordinal_product(g: Form, h: Form, sign: int, y: Optional[Form]) -> Node:
    """``G⊛h : sign·y`` (no top when `sign` is 0): the forms play reaches in ``G ⊛ H``, as :class:`cgt.OrdinalProduct`'s positions."""
    key = ("ordinal product", g, h, sign, y)
    r = _cache.get(key)
    if r is None:
        sides: list[list[Node]] = [[], []]
        for side in (0, 1):
            for p, h_options in enumerate((h.left_options, h.right_options)):
                # A move in H by player p puts G (p Left) or -G on top, and the mover takes one of its options.
                g_options = (g.left_options, g.right_options)[side if p == 0 else 1 - side]
                sides[side] += [_ordinal_product(g, ho, 1 - 2 * p, go) for ho in h_options for go in g_options]
            if sign:
                y_options = (y.left_options, y.right_options)[side if sign > 0 else 1 - side]  # type: ignore[union-attr]
                sides[side] += [_ordinal_product(g, h, sign, yo) for yo in y_options]
        r = _cache[key] = canonical(*sides)
    return r


def conway_product(g: Any, h: Any) -> Any:
    """Return the canonical form of the Conway product ``G · H`` of forms (CGSuite's ``ConwayProduct``).

    ``G · H = {G^L·H + G·H^L - G^L·H^L, G^R·H + G·H^R - G^R·H^R | G^L·H +
    G·H^R - G^L·H^R, G^R·H + G·H^L - G^R·H^L}``: on numbers, their product;
    on nimbers, the nimber of their nim product.

    Parameters
    ----------
    g, h : CanonicalForm, ExplicitForm, int or Fraction
        The factors.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If a factor is not a short game form.

    Examples
    --------
    CGSuite's CompoundGameTestCase:

    >>> import cgt
    >>> print(cgt.conway_product(cgt.number(1, 2), cgt.number(1, 4)), cgt.star(5).conway_product(cgt.star(6)))
    1/8 *8
    >>> print(cgt.conway_product(cgt.value("+-1"), cgt.up(2)), cgt.conway_product(cgt.value("'{*|*}'"), 3))
    +-^^ 0
    """
    g, h = _forms((g, h), "conway_product")
    return _conway(g, h)


def _nimber(f: Form) -> Optional[int]:
    """n when `f` is the canonical form ``*n``, else None."""
    nus = f.number_up_star if isinstance(f, Node) else None  # type: ignore[attr-defined]
    return nus[2] if nus is not None and not nus[0] and not nus[1] else None


def _conway(g: Form, h: Form) -> Node:
    a, b = _nimber(g), _nimber(h)
    if a is not None and b is not None:  # *a · *b = *(a ⊗ b), as CGSuite takes it: the recursion's answer, at once
        return nus_node(0.0, 0, nim_product(a, b))
    key = ("conway", g, h)
    r = _cache.get(key)
    if r is None:
        g_sides, h_sides = (g.left_options, g.right_options), (h.left_options, h.right_options)
        sides: list[list[Node]] = [[], []]
        for side in (0, 1):
            for p in (0, 1):  # G^p with H^p for Left, with H^(the other) for Right
                sides[side] += [add(add(_conway(x, h), _conway(g, y)), neg(_conway(x, y)))
                                for x in g_sides[p] for y in h_sides[p if side == 0 else 1 - p]]
        r = _cache[key] = canonical(*sides)
    return r


def form_ordinal_sum(g: Any, h: Any) -> Any:
    """Return the canonical form of the ordinal sum ``G : H`` of forms, ``G`` kept as written.

    ``G : H = {G^L, G : H^L | G^R, G : H^R}`` depends on the form of ``G``
    (and only on the value of ``H``): ``'{*|*}' : 1`` is ``^`` (CGSuite's
    ``ExplicitGame`` documentation), ``0 : 1`` is ``1``. For a canonical
    ``G`` it is :meth:`cgt.CanonicalForm.ordinal_sum`.

    Parameters
    ----------
    g, h : CanonicalForm, ExplicitForm, int or Fraction
        The base and the subordinate.

    Returns
    -------
    CanonicalForm

    Raises
    ------
    NotAValueError
        If one is not a short game form.

    Examples
    --------
    >>> import cgt
    >>> print(form_ordinal_sum(cgt.value("'{*|*}'"), 1), form_ordinal_sum(cgt.value("'{*|*}'"), 3))
    ^ ^[3]
    """
    g, h = _forms((g, h), "ordinal_sum")
    return _form_ordinal(g, value_of(h))


def _form_ordinal(g: Form, h: Node) -> Node:
    if isinstance(g, Node):
        return ordinal(g, h)  # type: ignore[arg-type]
    key = ("ordinal", g, h)
    r = _cache.get(key)
    if r is None:
        r = _cache[key] = canonical([*map(value_of, g.left_options), *[_form_ordinal(g, o) for o in h.left_options]],
                                    [*map(value_of, g.right_options), *[_form_ordinal(g, o) for o in h.right_options]])
    return r
