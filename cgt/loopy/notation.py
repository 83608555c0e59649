"""CGSuite's notation for loopy games: ``on``, ``over``, ``{0|pass}``, ``a{0|a}``; printing and parsing.

Reading: numbers, nimbers, ups and everything :meth:`cgt.CanonicalForm.parse`
reads; the names ``on``, ``off``, ``over``, ``under``, ``upon``, ``dud``,
``tis``, ``tisn`` (Winning Ways ch. 11); CGSuite's ``x^[on]*m``
(``x + upon + *m``), ``x^<on>*m`` (``x + uponth + *m``, uponth =
``{0||0|0,pass}``), their negatives with ``v``, ``Tiny(h)``, ``Miny(h)`` and
``xTiny(h)`` (``x + Tiny(h)``); braces ``{L|R}`` with CGSuite's
bars (``{0||0|pass}`` is ``{0|{0|pass}}``); ``pass``, the innermost braces it
stands in (``{0|pass}`` is over); a name before braces, ``a{0|a}``, that any
option inside may point back to; ``+``, ``-``, ``+-G``, CGSuite's ordinal sum
``G:H`` of stoppers and parentheses; and ``S & T``, the sided value of onside
``S`` and offside ``T``, which may also be an option (CGSuite's
``{2&-2|1&-2}``, whose onside is made of the options' onsides and offside of
their offsides). As in CGSuite's grammar, a sign binds tightest, then ``:``,
then ``&``, then ``+`` and ``-``.
Nesting is limited to :data:`MAX_DEPTH`, so no text can exhaust the stack.

Printing (``str`` of a :class:`~cgt.loopy.CanonicalStopper`), as CGSuite
prints: ``on``, ``off``, ``over``, ``under``, ``x over``/``x under`` as
``3/2over``; ``+-G``; ``xTiny(h)``, ``xMiny(h)`` for a game with no cycle but
passes (a *plumtree*) and ``h >= over``; ``x + upon + *m`` as ``x^[on]*m``,
``x + uponth + *m`` as ``x^<on>*m`` and their negatives ``xv[on]*m``,
``xv<on>*m``; any other form as braces, a position met again on the way down
as ``pass`` (the braces just opened) or by a name given to its braces.

Examples
--------
>>> from cgt.loopy.notation import parse
>>> print(parse('{0|pass}'), parse('a{0|a}'), parse('{pass|3/2}'), parse('{-1/4+*|pass}'))
over over 3/2under -1/4v[on]
>>> print(parse('on + 7'), parse('-on'), parse('upon'))
on off ^[on]
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable, Optional, Union

from ..misere.canonical import MisereCanonicalForm
from ..partizan import CanonicalForm, star
from ..partizan.notation import option_text
from ..partizan.reader import MAX_NESTING, Term, Tree, as_integer, build_short, notation_error, read_tree
from .graphs import Edges, fused, is_long_cycle_free, is_stopper, product, reachable
from .arithmetic import ordinal_sum
from .sided import LoopyGame, SidedValue, graph_value, sided_value
from .stoppers import (PROVIDED, CanonicalStopper, NotAStopperError, StopperLike, add, as_graph, over, short_value, simplest_form,
                       stopper_le)

__all__ = ["MAX_DEPTH", "MAX_INTEGER", "value", "parse", "parse_stopper", "stopper_to_string", "graph_to_string"]

#: How deeply braces and parentheses may nest in text to parse (the one reader's limit).
MAX_DEPTH = MAX_NESTING
#: The largest integer a loopy expression may hold (a count of ups, a nimber, a number's
#: integer part, a factor): its graph grows with it (``n = {n-1|}``), so larger ones are refused.
MAX_INTEGER = 4096


#: A value read: a vertex of the graph under construction, or, for a value with a sided option
#: (``{2&-2|1}``), the vertices of its onside's graph and of its offside's graph.
Value = Union[int, tuple[int, int]]


def _both(x: Value) -> tuple[int, int]:
    """The vertices of `x`'s onside graph and offside graph (one vertex twice when it has no sided option)."""
    return x if isinstance(x, tuple) else (x, x)


class _Builder:
    """A game graph under construction from the terms of a text (:func:`~cgt.partizan.notation.read_tree`)."""

    def __init__(self, tree: Tree) -> None:
        self.tree = tree
        self.text = tree.text
        self.left: list[list[int]] = []
        self.right: list[list[int]] = []

    def vertex(self) -> int:
        self.left.append([])
        self.right.append([])
        return len(self.left) - 1

    def embed(self, left, right) -> int:  # type: ignore[no-untyped-def]
        base = len(self.left)
        self.left.extend([base + w for w in e] for e in left)
        self.right.extend([base + w for w in e] for e in right)
        return base

    def sub(self, v: int):  # type: ignore[no-untyped-def]
        return reachable(self.left, self.right, v)

    def node(self, v: int, lefts: list[Value], rights: list[Value], at: int) -> Value:
        """Vertex `v` with these options; with a sided option, a pair: `v` the onside's graph and a new vertex the offside's.

        The onside of ``{A|B}`` is that of the game whose options are the
        options' onsides, the offside likewise (Siegel sec. VI.5; CGSuite's
        ``SidedValue`` of options), so each side is a graph of its own.
        """
        if not any(isinstance(x, tuple) for x in (*lefts, *rights)):
            self.left[v].extend(lefts)  # type: ignore[arg-type]
            self.right[v].extend(rights)  # type: ignore[arg-type]
            return v
        if v in self.reached([w for x in (*lefts, *rights) for w in _both(x)]):
            raise notation_error(self.text, at, "a sided option (S & T) in braces that a 'pass' or a name leads back to")
        off = self.vertex()
        self.left[v].extend(_both(x)[0] for x in lefts)
        self.right[v].extend(_both(x)[0] for x in rights)
        self.left[off].extend(_both(x)[1] for x in lefts)
        self.right[off].extend(_both(x)[1] for x in rights)
        return v, off

    def reached(self, starts: list[int]) -> set[int]:
        seen = set(starts)
        stack = list(starts)
        while stack:
            u = stack.pop()
            for w in (*self.left[u], *self.right[u]):
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return seen

    def evaluate(self, x: Value):  # type: ignore[no-untyped-def]
        """The value of a parsed value: of a graph, :func:`graph_value`; of a pair, its onside's onside & offside's offside."""
        if isinstance(x, int):
            g = graph_value(*self.sub(x))
            # A game that is no stopper comes back as its graph: with equal positions made one, as small as it is printed.
            return LoopyGame(*fused(g.left, g.right)) if isinstance(g, LoopyGame) else g
        return sided_value(LoopyGame(*self.sub(x[0])).onside, LoopyGame(*self.sub(x[1])).offside)

    def side(self, x: Value, which: str, operator: str = "'&'") -> StopperLike:
        """The stopper written as an operand of ``&`` (or ``:``); NotAStopperError if it is none."""
        if isinstance(x, int):
            left, right = self.sub(x)
            if not is_stopper(left, right):
                raise NotAStopperError(f"loopy notation {self.text!r}: the {which} {graph_to_string(left, right)} is not "
                                       f"a stopper (play can go on forever), and an operand of {operator} must be one")
            return simplest_form(left, right)
        g = self.evaluate(x)
        if isinstance(g, SidedValue):
            raise NotAStopperError(f"loopy notation {self.text!r}: the {which} {g} is not a stopper (its sides "
                                   f"differ), and an operand of {operator} must be one")
        return g  # type: ignore[no-any-return]

    def sided(self, a: Value, b: Value) -> Value:  # noqa: D401
        """``a & b`` as an option: the graphs of its two sides, checked (one graph when they are equal)."""
        s, t = self.side(a, "onside"), self.side(b, "offside")
        if not isinstance(sided_value(s, t), SidedValue):  # sided_value raises SidesOrderError when s < t
            return self.embed(*as_graph(s))
        return self.embed(*as_graph(s)), self.embed(*as_graph(t))

    def negate(self, v: Value) -> Value:
        if isinstance(v, tuple):
            return self.negate(v[1]), self.negate(v[0])  # -(S & T) = -T & -S
        left, right = self.sub(v)
        return self.embed(right, left)

    def add(self, a: Value, b: Value) -> Value:
        if isinstance(a, tuple) or isinstance(b, tuple):
            # The onside of a sum is the upsum of the onsides: the onside of the sum of their graphs.
            return self.add(_both(a)[0], _both(b)[0]), self.add(_both(a)[1], _both(b)[1])
        return self.embed(*product(*self.sub(a), *self.sub(b)))

    def build(self, t: Term, scope: dict[str, int], current: Optional[int]) -> Value:
        """The vertex (or sided pair) of term `t`; `scope` maps labels to vertices, `current` is the innermost braces."""
        k, p = t.kind, t.parts
        if k == "literal":
            too_large = [n for n in re.findall(r"\d+", p[1].split("/")[0]) if int(n) > MAX_INTEGER]
            if too_large:
                raise notation_error(self.text, t.at, f"{too_large[0]} is over MAX_INTEGER={MAX_INTEGER}, the largest "
                                     "integer a loopy expression holds (its graph grows with it),")
            return self.embed(*as_graph(p[0]))
        if k == "word":
            return self.embed(*_named_graph(p[0]))
        if k == "explicit":  # in a loopy value a form counts by its value
            return self.embed(*as_graph(build_short(self.tree, t).canonical_form))
        if k == "rational":
            raise notation_error(self.text, t.at, f"a rational that is not dyadic, {p[0]}, is no game (here, a part of a "
                                 "loopy value)")
        if k == "upon":
            uponth, down, nimber = p
            if nimber > MAX_INTEGER:
                raise notation_error(self.text, t.at, f"{nimber} is over MAX_INTEGER={MAX_INTEGER}")
            up = self.embed(*_upon_graph(uponth, nimber))
            return self.negate(up) if down else up
        if k == "pass":
            if current is None:  # +-{0,pass} lists Left's options, in no braces of a game
                raise notation_error(self.text, t.at, "'pass' outside braces")
            return current
        if k == "label":
            return scope[p[0]]
        if k == "braces":
            top = self.vertex()
            if p[0] is not None:
                scope = {**scope, p[0]: top}
            return self.node(top, [self.build(o, scope, top) for o in p[1]], [self.build(o, scope, top) for o in p[2]], t.at)
        if k == "pm":  # +-G, or CGSuite's +-{G1,G2,...}: Left's options G1, G2, ... and Right's their negatives
            gs = [self.build(o, scope, current) for o in p]
            return self.node(self.vertex(), gs, [self.negate(g) for g in gs], t.at)
        if k == "neg":
            return self.negate(self.build(p[0], scope, current))
        if k in ("tiny", "miny"):
            return self.tiny(self.build(p[0], scope, current), k == "miny", t.at)
        a = self.build(p[0], scope, current)
        if k == "nimber":
            n = as_integer(self.evaluate(a))
            if n is None or not 0 <= n <= MAX_INTEGER:
                raise notation_error(self.text, t.at, f"*(n) needs an integer 0 <= n <= {MAX_INTEGER}, not {self.evaluate(a)}")
            return self.embed(*as_graph(star(n)))
        b = self.build(p[1], scope, current)
        if k == "add":
            return self.add(a, b)
        if k == "sub":
            return self.add(a, self.negate(b))
        if k == "sided":
            return self.sided(a, b)
        if k == "ordinal":
            return self.embed(*as_graph(ordinal_sum(self.side(a, "base", "':'"), self.side(b, "subordinate", "':'"))))
        # k == "times": n copies of the other factor, by doubling
        n, g = as_integer(self.evaluate(a)), b
        if n is None:
            n, g = as_integer(self.evaluate(b)), a
        if n is None or abs(n) > MAX_INTEGER:
            raise notation_error(self.text, t.at, "a product needs an integer factor (n * G)" + (
                "" if n is None else f" of at most MAX_INTEGER={MAX_INTEGER}"))
        if n < 0:
            n, g = -n, self.negate(g)
        total = self.embed(*_named_graph("zero"))
        while n:
            if n & 1:
                total = self.add(total, g)
            n >>= 1
            g = self.add(g, g) if n else g
        return total

    def tiny(self, h: Value, miny: bool, at: int) -> Value:
        """``Tiny(h) = {0||0|-h}``, ``Miny(h) = {h|0||0}``."""
        zero = self.vertex()
        if miny:
            return self.node(self.vertex(), [self.node(self.vertex(), [h], [zero], at)], [zero], at)
        return self.node(self.vertex(), [zero], [self.node(self.vertex(), [zero], [self.negate(h)], at)], at)


def _named_graph(name: str) -> tuple[list[list[int]], list[list[int]]]:
    """The graphs of Winning Ways' named loopy games (ch. 11)."""
    return {
        "on": ([[0]], [[]]),
        "off": ([[]], [[0]]),
        "over": ([[1], []], [[0], []]),
        "under": ([[0], []], [[1], []]),
        "upon": ([[0], [2], []], [[1], [2], []]),
        "dud": ([[0]], [[0]]),
        "tis": ([[1], []], [[], [0]]),
        "tisn": ([[], [0]], [[1], []]),
        "uponth": _upon_graph(True, 0),
        "zero": ([[]], [[]]),
    }[name]


def _upon_graph(uponth: bool, nimber: int) -> tuple[list[list[int]], list[list[int]]]:
    """The graph of CGSuite's ``^[on]*m`` (upon + *m) or ``^<on>*m`` (uponth + *m).

    ``^[on]*m`` is ``{pass|*(m^1)}``, and ``{pass,0|0}`` when ``m = 1``;
    ``^<on>*m`` is ``{0,*,...,*m||*m|pass}``, and ``{0||0|0,pass}`` when
    ``m = 0`` (CGSuite's EvalTest; Siegel sec. VI.4). Vertex ``2 + j`` is ``*j``.
    """
    star = nimber ^ 1 if not uponth else nimber
    size = 2 + max(star, 1) + 1  # the game, its right option, the nimbers *0 .. *max
    left: list[list[int]] = [[] for _ in range(size)]
    right: list[list[int]] = [[] for _ in range(size)]
    for j in range(size - 2):          # *j = {*0..*(j-1) | *0..*(j-1)}
        left[2 + j] = right[2 + j] = [2 + i for i in range(j)]
    if not uponth:
        left[0] = [0] + ([2] if star == 0 else [])
        right[0] = [2 + star]
        return left, right
    # uponth: vertex 1 is {*m | pass} (m > 0) or {0 | 0, pass}.
    left[0] = [2 + j for j in range(star + 1)]
    right[0] = [1]
    left[1] = [2 + star]
    right[1] = [1] + ([2] if star == 0 else [])
    return left, right


def parse(text: str):  # type: ignore[no-untyped-def]
    """Read a loopy game's value: its simplest form when a stopper, else its sided value.

    ``S & T`` reads the sided value of onside ``S`` and offside ``T``
    (CGSuite's sidling operator), each a stopper, ``S >= T``; as in CGSuite's
    grammar, ``&`` binds tighter than ``+`` and looser than ``:`` and a sign
    (``1 & 0 + 1`` is ``(1 & 0) + 1 = 2 & 1``). A sided value may be
    an option, ``{2&-2|1&-2}``: the onside of ``{A|B}`` is that of the game
    of the options' onsides, the offside that of their offsides (Siegel sec.
    VI.5; CGSuite's game specifier of sided values), in braces that no
    ``pass`` or name leads back to. A game that is no
    stopper is valued by sidling (:func:`~cgt.loopy.sides`); when that finds
    no stopper for a side, its graph is returned, a :class:`~cgt.loopy.LoopyGame`.

    Raises
    ------
    InvalidNotationError
        If `text` is not loopy CGSuite notation: the message quotes it and the
        position at fault (a ``pass`` outside braces, an undefined node name,
        unbalanced braces, a side missing around ``&``, a sided option in
        braces a ``pass`` leads back to...).
    NotAStopperError
        If a side written around ``&`` is not a stopper.
    SidesOrderError
        If the onside written is not ``>=`` the offside.

    Examples
    --------
    >>> print(parse('{0||0|pass}'), parse('{1|pass}'), parse('{0||0|0,pass}'))   # {0|over} is over
    over 1over ^<on>
    >>> print(parse('a{{|a}|}'), parse('on & off'), parse('over & 0'), parse('1 & 1'))
    1 & 0 dud over & 0 1
    >>> print(parse('{2&-2|1&-2}'), parse('{1&0|} + 1'))
    {2|1} & -2* 3 & 2
    >>> parse('a{0|b}')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidNotationError: notation 'a{0|b}': expected a value: 'b' is neither ... at position 4 ('b')
    >>> parse('0 & 1')
    Traceback (most recent call last):
    ...
    cgt.loopy.sided.SidesOrderError: 0 & 1: the onside 0 is not >= the offside 1
    """
    tree = read_tree(text)
    if tree.root.kind == "compare":
        raise notation_error(text, tree.root.at, f"a comparison ({tree.root.parts[0]}) is a bool, not a value (cgt.value reads it)")
    return _evaluate(tree, tree.root)


def _evaluate(tree: Tree, term: Term):  # type: ignore[no-untyped-def]
    """The value of `term`: built as a short value when the text has no loopy part, else as a graph."""
    if not tree.loopy:
        return build_short(tree, term, rationals=True)  # a worksheet of numbers may hold CGSuite's Rationals
    b = _Builder(tree)
    return b.evaluate(b.build(term, {}, None))


#: CGSuite's comparisons: ``<>`` (``||``) confused with, ``<|`` less than or confused, ``|>`` greater than or confused.
_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "<=": lambda a, b: bool(a <= b), ">=": lambda a, b: bool(b <= a), "<": lambda a, b: bool(a < b),
    ">": lambda a, b: bool(b < a), "==": lambda a, b: bool(a == b), "!=": lambda a, b: bool(a != b),
    "<>": lambda a, b: not a <= b and not b <= a, "<|": lambda a, b: not b <= a, "|>": lambda a, b: not a <= b,
}


def value(text: str):  # type: ignore[no-untyped-def]
    """Read any value cgt prints, a worksheet's arithmetic on values, or a comparison of two.

    The one reader of cgt (:func:`~cgt.partizan.notation.read_tree` is its
    grammar): short values (numbers, nimbers, ups, uptimals ``^<n>`` and
    ``^[n]``, switches ``+-G``, braces with bars, ``Tiny(h)``, ``Miny(h)``),
    loopy ones (``on``, ``off``, ``over``, ``under``, ``upon``, ``uponth``,
    ``dud``, ``tis``, ``tisn``, ``x^[on]*m``, ``x^<on>*m``, ``pass``, labelled
    braces ``a{0|a}``), sided values ``S & T`` and ordinal sums ``G : H``;
    ``+``, ``-``, unary minus, parentheses, ``n * G`` for an integer ``n``
    (``3*^``, ``2*{1|0}``) and ``*(n)`` (``*(3+2)`` is ``*5``). A text may end
    in one comparison, ``<= >= < > == !=`` or CGSuite's ``<>`` (confused
    with; the books' ``||`` too), ``<|`` (less than or confused with) and
    ``|>`` (greater than or confused with), and then gives a bool. A text
    that starts with ``*[`` is a misère form (or a sum of them), as CGSuite
    prints one: :meth:`cgt.MisereCanonicalForm.parse` reads it. A form in
    CGSuite's quotes, ``'{*|*}'``, is an explicit form (:class:`cgt.ExplicitForm`),
    kept as written, and a number that is not dyadic, ``1/3``, a
    :class:`cgt.Rational`, which adds and compares with numbers.

    It reads text as cgt and CGSuite print it, which is not always as CGSuite
    reads a typed line: ``2^100`` is 2 plus 100 ups (CGSuite prints that
    value so, and reads the typed text as 2 to the power 100), ``3*2`` is
    ``3 + *2`` (CGSuite's ``3*2`` is 6: write ``3 * 2``), ``^<3>`` and ``1*``
    are read though CGSuite's worksheet refuses them.

    Parameters
    ----------
    text : str
        The text.

    Returns
    -------
    CanonicalForm, CanonicalStopper, SidedValue, LoopyGame, MisereCanonicalForm, ExplicitForm, Rational or bool
        The value: a :class:`~cgt.CanonicalForm` when it is short, a
        stopper's simplest form, a sided value, the graph of a game sidling
        finds no stopper for, a misère form; a bool for a comparison.

    Raises
    ------
    InvalidNotationError
        If `text` is not notation: the message quotes it, names the
        position at fault and what was expected there (both readings of
        ambiguous bars).
    NotAStopperError, SidesOrderError
        If a side of ``&`` (or an operand of ``:``) is not a stopper, or the
        onside is below the offside.

    Examples
    --------
    >>> from cgt import value
    >>> print(value('{2|-1/2}'), value('3*^ + *(3+2)'), value('over + (1 & 0)'), value('1over & over'))
    {2|-1/2} ^3*5 1over & over 1over & over
    >>> value('^ <| *'), value('^ <> *'), value('^ || *'), value('1 |> 0'), value('upon > uponth')
    (True, True, True, True, True)
    >>> print(value('2^100') == value('2 + 100*^'), value('3*2'), value('3 * 2'))
    True 3*2 6
    >>> value('{1|2|3}')
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidNotationError: notation '{1|2|3}': ambiguous bars: a second run of 1 at the same level, read as {1|{2|3}} or as {{1|2}|3}? (write the braces) at position 4 ('|')
    >>> value('*[2[2]321]')                 # Kayles' heap of 5 in misère play
    MisereCanonicalForm.parse('*[2[2]321]')
    """
    if isinstance(text, str) and text.lstrip().startswith("*["):
        return MisereCanonicalForm.parse(text)
    tree = read_tree(text)
    if tree.root.kind != "compare":
        return _evaluate(tree, tree.root)
    relation, a, b = tree.root.parts
    return _COMPARE["<>" if relation == "||" else relation](_evaluate(tree, a), _evaluate(tree, b))


def parse_stopper(text: str) -> StopperLike:
    """:func:`parse` for text that must be a stopper.

    Raises
    ------
    NotAStopperError
        If the game read has an alternating cycle.
    """
    g = parse(text)
    if isinstance(g, (CanonicalStopper, CanonicalForm)):
        return g
    raise NotAStopperError(f"{text!r} is not a stopper: play can go on forever with the players alternating")


def _number_text(x: Fraction) -> str:
    return "" if x == 0 else str(x)


def _star_text(m: int) -> str:
    return "" if m == 0 else "*" if m == 1 else f"*{m}"


def stopper_to_string(g: StopperLike) -> str:
    """``g`` in CGSuite notation (what ``str(g)`` gives).

    >>> from cgt.loopy import on, over, upon
    >>> [stopper_to_string(x) for x in (on(), -on(), over() + 2, -upon())]
    ['on', 'off', '2over', 'v[on]']
    """
    if isinstance(g, CanonicalForm):
        return str(g)
    return graph_to_string(*g.graph)


def graph_to_string(left: Edges, right: Edges) -> str:
    """The game at vertex 0 of a graph in CGSuite notation, positions met again as ``pass`` or names.

    >>> graph_to_string([[0]], [[0]])
    'dud'
    """
    left = [tuple(e) for e in left]
    right = [tuple(e) for e in right]
    # Names that compare followers (+-G, Tiny, Miny) need followers that are stoppers.
    stopper = is_stopper(left, right)
    names: dict[int, str] = {}
    short: dict[int, Optional[CanonicalForm]] = {}

    def short_of(v: int) -> Optional[CanonicalForm]:
        if v not in short:
            short[v] = short_value(left, right, v)
        return short[v]

    def reachable_from(v: int) -> set[int]:
        seen = {v}
        stack = [v]
        while stack:
            u = stack.pop()
            for w in (*left[u], *right[u]):
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return seen

    def nus(v: int) -> Optional[tuple[CanonicalForm, int]]:
        """``(x, m)`` when vertex `v` is the number ``x`` plus the nimber ``*m``, else None."""
        g = short_of(v)
        parts = None if g is None else g.number_up_star
        if parts is None or parts[1] != 0:
            return None
        return CanonicalForm.parse(str(parts[0])), parts[2]

    def tiny_text(v: int) -> Optional[str]:
        """CGSuite's ``xTiny(h) = x + {0||0|-h}`` and ``xMiny(h) = x + {h|0||0}`` for a stopper ``h >= over``."""
        lv, rv = left[v], right[v]
        if len(lv) != 1 or len(rv) != 1:
            return None
        for mine, theirs, word in ((lv, rv, "Tiny"), (rv, lv, "Miny")):
            x = short_of(mine[0])
            inner = theirs[0]
            i_mine, i_theirs = (left[inner], right[inner]) if word == "Tiny" else (right[inner], left[inner])
            if x is None or not x.is_number or len(i_mine) != 1 or len(i_theirs) != 1 or short_of(i_mine[0]) != x:
                continue
            # h = x - G^RR for Tiny (G^LL - x for Miny), and it must be >= over.
            far = simplest_form(left, right, i_theirs[0])
            h = add(x, -far) if word == "Tiny" else add(far, -x)
            if isinstance(h, SidedValue) or not stopper_le(over(), h):
                continue
            return _number_text(Fraction(x.left_stop)) + f"{word}({stopper_to_string(h)})"
        return None

    def named(v: int) -> Optional[str]:
        lv, rv = left[v], right[v]
        if lv == (v,) and not rv:
            return "on"
        if rv == (v,) and not lv:
            return "off"
        if lv == (v,) and rv == (v,):
            return "dud"
        for mine, theirs, word in ((lv, rv, "over"), (rv, lv, "under")):
            if theirs == (v,) and len(mine) == 1:
                x = short_of(mine[0])
                if x is not None and x.is_number:
                    return _number_text(Fraction(x.left_stop)) + word
        if stopper and is_long_cycle_free(left, right, v):
            tiny = tiny_text(v)
            if tiny is not None:
                return tiny
        for passer, other, arrow in ((lv, rv, "^"), (rv, lv, "v")):
            # x^[on]*m: {pass|x*(m^1)}, or {pass,x|x} for m = 1 (CGSuite's upon forms); v: the negatives.
            if v in passer and len(other) == 1 and nus(other[0]) is not None:
                x, n = nus(other[0])  # type: ignore[misc]
                rest = [short_of(u) for u in passer if u != v]
                if (n != 0 and not rest) or (n == 0 and rest == [x] and len(passer) == 2):
                    return _number_text(Fraction(x.left_stop)) + arrow + "[on]" + _star_text(n ^ 1)
        for mine, theirs, arrow in ((lv, rv, "^"), (rv, lv, "v")):
            # x^<on>*m: {x,x*,...,x*m || x*m | pass}, or {x||x|x,pass} for m = 0 (CGSuite's uponth forms).
            if len(theirs) != 1 or theirs[0] == v or short_of(theirs[0]) is not None:
                continue
            r = theirs[0]
            r_mine, r_theirs = (left[r], right[r]) if arrow == "^" else (right[r], left[r])
            if len(r_mine) != 1 or nus(r_mine[0]) is None or r not in r_theirs:
                continue
            x, n = nus(r_mine[0])  # type: ignore[misc]
            rest = [short_of(u) for u in r_theirs if u != r]
            if (rest != [] if n != 0 else (rest != [x] or len(r_theirs) != 2)):
                continue
            wanted = {x + CanonicalForm.parse(f"*{k}") for k in range(n + 1)}
            if len(mine) == n + 1 and {short_of(u) for u in mine} == wanted:
                return _number_text(Fraction(x.left_stop)) + arrow + "<on>" + _star_text(n)
        return None

    path: list[int] = []

    def fmt(v: int, braced: bool) -> tuple[str, int]:
        s = short_of(v)
        if s is not None:
            return option_text(s, braced)  # a lone short option loses its braces to bars, as in CGSuite
        text = named(v)
        if text is not None:
            return text, 0
        if v in path:
            if path[-1] == v:
                return "pass", 0
            # No 'v' among the labels: the reader reads v, v2... as downs.
            names.setdefault(v, _LABELS[len(names) % len(_LABELS)] + ("" if len(names) < len(_LABELS) else str(len(names) // len(_LABELS))))
            return names[v], 0
        if stopper and left[v] and len(left[v]) == len(right[v]) and v not in path and not (
                set(left[v]) | set(right[v])) & set(path):
            # A switch, G = -G: CGSuite's +-G^L, or +-{G^L1,G^L2,...} for several options.
            lefts = {simplest_form(left, right, a) for a in left[v]}
            if {-simplest_form(left, right, b) for b in right[v]} == lefts:
                path.append(v)
                parts = sorted((fmt(a, True)[0] for a in left[v]), key=lambda t: (not _NUMBER.fullmatch(t), t))
                path.pop()
                if len(parts) > 1:
                    return "+-{" + ",".join(parts) + "}", 0
                text = parts[0]
                plain = _NUMBER.fullmatch(text) or text[0] == "{" or text in _WORDS
                return "+-" + (text if plain else f"({text})"), 0
        path.append(v)
        sides = []
        bars = 1
        for opts in (left[v], right[v]):
            parts = [fmt(w, len(opts) > 1) for w in opts]
            parts.sort(key=lambda p: (not _NUMBER.fullmatch(p[0]), p[0]))
            bars = max([bars] + [k + 1 for _, k in parts])
            sides.append(",".join(t for t, _ in parts))
        path.pop()
        if v in names:
            return names[v] + "{" + sides[0] + "|" * bars + sides[1] + "}", 0
        if braced or bars >= 4:
            return "{" + sides[0] + "|" * bars + sides[1] + "}", 0
        return sides[0] + "|" * bars + sides[1], bars

    return fmt(0, True)[0]


_NUMBER = re.compile(r"-?\d+(/\d+)?")
_LABELS = "abcdefghijklmnopqrstuwxyz"
_WORDS = {"on", "off", "over", "under", "^[on]", "v[on]", "dud"}


PROVIDED.update({"parse stopper": parse_stopper, "parse value": parse, "stopper text": stopper_to_string,
                 "graph text": graph_to_string})
