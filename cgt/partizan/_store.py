"""The store of canonical forms: interning, canonical forms from options, order and sums.

Every value is stored once (hash-consed): two equal values are the same node,
so ``==`` is ``is`` and the results of comparisons and sums are cached on
pairs of node ids. Numbers and number-up-star values (``x + ^n + *m``, "nus"
below) carry their three parts and are compared and added arithmetically;
their options are built only when asked for.

The nodes are instances of the public class :class:`~cgt.CanonicalForm`,
which :mod:`cgt.partizan.values` defines on top of :class:`Node` (the data
kept here) and hands down once with :func:`set_value_type`: the store never
imports the modules above it. The functions here take canonical nodes and
check nothing; the public class validates and documents.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import count
from operator import attrgetter
from typing import Optional

from ..errors import NotAValueError
from ._dyadic import Num, as_fraction, exact, exact_sum, half, ratio, simplest_between

__all__ = [
    "Node",
    "set_value_type",
    "nus_node",
    "number_node",
    "number_value",
    "left_options",
    "right_options",
    "canonical",
    "interned",
    "le",
    "neg",
    "add",
    "birthday",
    "coerce",
    "coerce_all",
]


class Node:
    """What the store keeps of a value; :class:`~cgt.CanonicalForm` is the class of every node."""

    __slots__ = ("_id", "_L", "_R", "_nus", "_num", "_ls", "_rs", "_neg", "_birthday", "_hash")

    _id: int
    _L: Optional[tuple["Node", ...]]
    _R: Optional[tuple["Node", ...]]
    #: (number, ups, nimber) for a number-up-star value, else None.
    _nus: Optional[tuple[Num, int, int]]
    #: The number this value is, else None.
    _num: Optional[Num]
    _ls: Num
    _rs: Num
    _neg: Optional["Node"]
    _birthday: Optional[int]
    _hash: int


# The store. Generic (non-nus) nodes by their canonical option ids; numbers and
# nus values by (numerator, denominator, ups, nimber). A key appears in one
# table only: _make() routes every nus-shaped option pair to the nus table.
_generic: dict[tuple[tuple[int, ...], tuple[int, ...]], Node] = {}
_nus_store: dict[tuple[object, int, int], Node] = {}
_ids = count()
# Operation caches keyed by (id(g) << 32) | id(h) of interned node ids.
_le_cache: dict[int, bool] = {}
_add_cache: dict[int, Node] = {}
# canonical() answers by the option ids given.
_options_cache: dict[tuple[int, ...], Node] = {}

_set = object.__setattr__
_id_of = attrgetter("_id")
_value_type: type = Node
_only_values: set[type] = set()  # {_value_type}, for coerce_all's test
#: The node 0, made by set_value_type (the first node of the store).
ZERO: Node = None  # type: ignore[assignment]


def set_value_type(cls: type) -> None:
    """Make every node an instance of `cls` (a subclass of :class:`Node`); called once, before any node is made."""
    global _value_type, ZERO
    if _nus_store or _generic or not issubclass(cls, Node):
        raise TypeError(f"set_value_type({cls!r}): nodes exist already, or it is no subclass of Node")
    _value_type = cls
    _only_values.add(cls)
    ZERO = number_node(0.0)


# -- node creation ---------------------------------------------------------------------


def _new(L: Optional[tuple[Node, ...]], R: Optional[tuple[Node, ...]],
         nus: Optional[tuple[Num, int, int]], ls: Num, rs: Num) -> Node:
    g = object.__new__(_value_type)
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
    _set(g, "_hash", hash(num) if num is not None else hash((Node, i)))
    return g


def nus_node(x: Num, ups: int, nim: int) -> Node:
    """The interned value ``x + ^ups + *nim`` (options built on demand)."""
    key = (x, ups, nim)  # equal numbers are equal keys, float or Fraction
    g = _nus_store.get(key)
    if g is None:
        g = _nus_store[key] = _new(None, None, (x, ups, nim), x, x)
    return g


def number_node(x: Num) -> Node:
    """The interned number ``x``."""
    return nus_node(x, 0, 0)


def left_options(g: Node) -> tuple[Node, ...]:
    """Left's options of ``g`` (built on first use for a number-up-star value)."""
    L = g._L
    if L is None:
        _build_nus_options(g)
        L = g._L
    return L  # type: ignore[return-value]


def right_options(g: Node) -> tuple[Node, ...]:
    """Right's options of ``g`` (built on first use for a number-up-star value)."""
    R = g._R
    if R is None:
        _build_nus_options(g)
        R = g._R
    return R  # type: ignore[return-value]


def _build_nus_options(g: Node) -> None:
    # The canonical forms of numbers and number-up-star values (Siegel,
    # Combinatorial Game Theory, II.1 and II.4; as in CGSuite).
    x, u, m = g._nus  # type: ignore[misc]
    L: tuple[Node, ...]
    R: tuple[Node, ...]
    if not u and not m:
        n, d = ratio(x)
        if d == 1:
            L = (number_node(exact_sum(x, -1.0)),) if n > 0 else ()
            R = (number_node(exact_sum(x, 1.0)),) if n < 0 else ()
        else:
            step = exact(Fraction(1, d))
            L, R = (number_node(exact_sum(x, -step)),), (number_node(exact_sum(x, step)),)
    elif not u:
        L = R = tuple(nus_node(x, 0, k) for k in range(m))
    elif u == 1 and m == 1:
        L, R = (number_node(x), nus_node(x, 0, 1)), (number_node(x),)
    elif u == -1 and m == 1:
        L, R = (number_node(x),), (number_node(x), nus_node(x, 0, 1))
    elif u > 0:
        L, R = (number_node(x),), (nus_node(x, u - 1, m ^ 1),)
    else:
        L, R = (nus_node(x, u + 1, m ^ 1),), (number_node(x),)
    _set(g, "_L", L)
    _set(g, "_R", R)


def _make(L: list[Node], R: list[Node]) -> Node:
    """The interned node with these canonical options (no dominated or reversible ones)."""
    nl, nr = len(L), len(R)
    if not nl:
        if not nr:
            return ZERO
        return number_node(exact_sum(R[0]._num, -1.0))  # type: ignore[arg-type]  # {|n} = n - 1 (n <= 0)
    if not nr:
        return number_node(exact_sum(L[0]._num, 1.0))  # type: ignore[arg-type]  # {n|} = n + 1 (n >= 0)
    if nl == 1 and nr == 1:
        a, b = L[0], R[0]
        an, bn = a._nus, b._nus
        if an is not None and bn is not None and an[0] == bn[0]:
            x = an[0]
            if a._num is not None and b._num is None and bn[1] >= 0:
                return nus_node(x, bn[1] + 1, bn[2] ^ 1)  # x + {0 | ^n*m} = x + ^(n+1)*(m^1)
            if b._num is not None and a._num is None and an[1] <= 0:
                return nus_node(x, an[1] - 1, an[2] ^ 1)
        if a._num is not None and b._num is not None and a._num < b._num:
            return number_node(half(exact_sum(a._num, b._num)))
    elif nl + nr == 3:
        two, one = (L, R) if nl == 2 else (R, L)
        o = one[0]
        if o._num is not None and (two[0] is o or two[1] is o):
            other = two[0] if two[1] is o else two[1]
            if other._nus == (o._num, 0, 1):  # {x, x* | x} = x^*, {x | x, x*} = xv*
                return nus_node(o._num, 1 if nl == 2 else -1, 1)
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
                    return nus_node(x, 0, nl)  # {x, x*, .., x*(m-1) | same} = x + *m
    key = (tuple(sorted([o._id for o in L])), tuple(sorted([o._id for o in R])))
    g = _generic.get(key)
    if g is None:
        g = _generic[key] = _new(tuple(L), tuple(R), None, max(o._rs for o in L), min(o._ls for o in R))
    return g


#: The value 0 = ``{ | }``, the game with no moves.



# -- order -----------------------------------------------------------------------------


def _nus_ge0(u: int, s: int) -> bool:
    """Whether ``^u + *s >= 0``."""
    if u > 1:
        return True
    if u == 1:
        return s != 1  # ^* is confused with 0; ^*m > 0 otherwise
    return u == 0 and s == 0


def le(g: Node, h: Node) -> bool:
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
        for gl in left_options(g):
            if le(h, gl):
                r = False
                break
    if r and h._num is None:
        for hr in right_options(h):
            if le(hr, g):
                r = False
                break
    _le_cache[key] = r
    return r


# -- canonical forms from options -----------------------------------------------------------


def _same(a: list[Node], b: list[Node]) -> bool:
    ids = {o._id for o in a}
    return all(o._id in ids for o in b)


def _dedupe(options: list[Node]) -> list[Node]:
    if len(options) < 2:
        return options
    return list({o._id: o for o in options}.values())


def _undominated(options: list[Node], left: bool) -> list[Node]:
    """Drop every option another one dominates (Left keeps maximal, Right minimal ones)."""
    if len(options) < 2:
        return options
    kept = []
    for a in options:
        ls, rs = a._ls, a._rs
        for b in options:
            # Stops are monotone, so a pair whose stops disagree is settled without le (most pairs).
            if left:
                if ls <= b._ls and rs <= b._rs and b is not a and le(a, b):
                    break
            elif b._ls <= ls and b._rs <= rs and b is not a and le(b, a):
                break
        else:
            kept.append(a)
    return kept




def canonical(L: list[Node], R: list[Node]) -> Node:
    """The canonical form of ``{L | R}`` for canonical options ``L`` and ``R``."""
    # Games often repeat the same option sets (Domineering's 4x5 board: 58,830
    # positions, 3,805 distinct option sets): remember the answer per set.
    # One tuple of the sorted ids, Left's then Right's (-1 between): a fifth of the
    # memory of two frozensets (a side given with repeats is only another key).
    key = (*sorted(map(_id_of, L)), -1, *sorted(map(_id_of, R)))
    g = _options_cache.get(key)
    if g is None:
        g = _options_cache[key] = _simplify(_dedupe(L), _dedupe(R))
    return g


def interned(L: list[Node], R: list[Node]) -> Node:
    """The node of a canonical form given by its options (none dominated, none reversible, no repeats; not a number).

    For forms simplified elsewhere (the compiled store's twin,
    :mod:`cgt._kernels.forms`): a huge form's options are not compared
    again, which is most of :func:`canonical`'s time (Kings' 3x4 board: a
    form of 600,000 characters). The number-up-star shapes are recognised as
    :func:`canonical` does, so the node is the one it would give.
    """
    return _make(L, R)


def _simplify(L: list[Node], R: list[Node]) -> Node:
    """:func:`canonical` without the cache, for options without repeats."""
    if not L and not R:
        return ZERO
    # All numbers: a number by the simplest-number rule, or a hot {max L | min R}.
    if all(o._num is not None for o in L) and all(o._num is not None for o in R):
        a = max([o._num for o in L]) if L else None  # type: ignore[type-var]
        b = min([o._num for o in R]) if R else None  # type: ignore[type-var]
        if a is None or b is None or a < b:
            return number_node(simplest_between(a, b))
        return _make([number_node(a)], [number_node(b)])
    # All x + *k with the same options on both sides: x + *mex (CGSuite's nimber fast path).
    if len(L) == len(R) and L[0]._nus is not None:
        x = L[0]._nus[0]
        if all(o._nus is not None and not o._nus[1] and o._nus[0] == x for o in L):
            if _same(L, R):
                nims = {o._nus[2] for o in L}  # type: ignore[index]
                m = 0
                while m in nims:
                    m += 1
                return nus_node(x, 0, m)
    L = _undominated(L, True)
    R = _undominated(R, False)
    # Bypass reversible options. g = {L | R} keeps its value throughout, so
    # comparisons with it are cached across rounds, and an option once found
    # not reversible stays so.
    below: dict[int, bool] = {}  # id(y) -> y <= g
    above: dict[int, bool] = {}  # id(y) -> g <= y

    def le_g(y: Node) -> bool:  # y <= g: no y^L >= g and no g^R <= y
        r = below.get(y._id)
        if r is None:
            r = not any(le(gr, y) for gr in R) and not any(ge_g(yl) for yl in left_options(y))
            below[y._id] = r
        return r

    def ge_g(y: Node) -> bool:  # g <= y: no g^L >= y and no y^R <= g
        r = above.get(y._id)
        if r is None:
            r = not any(le(y, gl) for gl in L) and not any(le_g(yr) for yr in right_options(y))
            above[y._id] = r
        return r

    def bypass(options: list[Node], good: set[int], left: bool) -> tuple[list[Node], bool]:
        """Replace each reversible option: Left's a, when some a^R <= g, by the a^RL (Right's mirrored)."""
        out: list[Node] = []
        changed = False
        for a in options:
            if a._id not in good:
                for ar in right_options(a) if left else left_options(a):
                    if le_g(ar) if left else ge_g(ar):
                        out.extend(left_options(ar) if left else right_options(ar))
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


def neg(g: Node) -> Node:
    """``-g`` (cached on both nodes)."""
    n = g._neg
    if n is None:
        nus = g._nus
        if nus is not None:
            n = nus_node(-nus[0], -nus[1], nus[2])  # type: ignore[operator]
        else:
            # Negation keeps a form canonical: swap the sides, negate the options.
            L = [neg(o) for o in g._R]  # type: ignore[union-attr]
            R = [neg(o) for o in g._L]  # type: ignore[union-attr]
            key = (tuple(sorted([o._id for o in L])), tuple(sorted([o._id for o in R])))
            n = _generic.get(key)
            if n is None:
                n = _generic[key] = _new(tuple(L), tuple(R), None, -g._rs, -g._ls)
        _set(g, "_neg", n)
        _set(n, "_neg", g)
    return n


def add(g: Node, h: Node) -> Node:
    """``g + h``, the disjunctive sum."""
    gn, hn = g._nus, h._nus
    if gn is not None and hn is not None:
        return nus_node(exact_sum(gn[0], hn[0]), gn[1] + hn[1], gn[2] ^ hn[2])
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
        L: list[Node] = []
        R: list[Node] = []
        if g._num is None:
            L += [add(gl, h) for gl in left_options(g)]
            R += [add(gr, h) for gr in right_options(g)]
        if h._num is None:
            L += [add(g, hl) for hl in left_options(h)]
            R += [add(g, hr) for hr in right_options(h)]
        r = _add_cache[key] = canonical(L, R)
    return r


def birthday(g: Node) -> int:
    """The height of ``g``'s canonical game tree, cached on the node."""
    b = g._birthday
    if b is None:
        b = _birthday(g)
        _set(g, "_birthday", b)
    return b


def _birthday(g: Node) -> int:
    nus = g._nus
    if nus is not None and not nus[1]:
        n, d = ratio(nus[0])
        m = nus[2]
        if d == 1:
            return abs(n) + m
        # n/2**k: floor|x| + 1 + k; then x + *m is born m days later.
        return abs(n) // d + d.bit_length() + m
    return _tree_birthday(g)


def _tree_birthday(g: Node) -> int:
    return 1 + max([birthday(o) for o in (*left_options(g), *right_options(g))], default=-1)


# -- coercion ----------------------------------------------------------------------------------


def number_value(x: object, where: str) -> Node:
    """The number `x` (an int, a Fraction or a float) as a value; `where` names the place in the error.

    Raises
    ------
    NotAValueError
        If `x` is no number.
    InvalidValueError
        If `x` is not dyadic, or not finite.
    """
    return number_node(exact(as_fraction(x, where)))


def coerce(value: object, where: str) -> Node:
    """``value`` as a value: a number for an int, a Fraction or a float; `where` names the operation in the error."""
    if isinstance(value, Node):
        return value
    return number_value(value, f"operand of {where}")


def coerce_all(options: Iterable[object], side: str) -> list[Node]:
    """The options given to ``from_options`` for `side`, as a list of values."""
    if isinstance(options, (str, bytes, Node)):
        raise NotAValueError(f"from_options: the {side} options must be an iterable of values, not {options!r}")
    out = list(options)
    if not out or set(map(type, out)) == _only_values:  # the common case, checked in C
        return out
    for i, o in enumerate(out):
        if type(o) is not _value_type:  # type(), not __class__: a number's __class__ says DyadicRational
            out[i] = number_value(o, f"from_options: {side} option {i}")
    return out

