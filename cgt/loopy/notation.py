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
from typing import Optional, Union

from ..errors import InvalidNotationError
from ..partizan import CanonicalForm
from ..partizan.notation import option_text
from .graphs import Edges, is_long_cycle_free, is_stopper, product, reachable
from .arithmetic import ordinal_sum
from .sided import LoopyGame, SidedValue, graph_value, sided_value
from .stoppers import (PROVIDED, CanonicalStopper, NotAStopperError, StopperLike, add, as_graph, over, short_value, simplest_form,
                       stopper_le)

__all__ = ["MAX_DEPTH", "MAX_INTEGER", "parse", "parse_stopper", "stopper_to_string", "graph_to_string"]

#: How deeply braces and parentheses may nest in text to parse.
MAX_DEPTH = 200
#: The largest integer a loopy expression may hold (a count of ups, a nimber, a number's
#: integer part): its graph grows with it (``n = {n-1|}``), so larger ones are refused.
MAX_INTEGER = 4096

_KEYWORDS = {"on", "off", "over", "under", "upon", "dud", "tis", "tisn", "pass"}
_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<bars>\|+)
  | (?P<upon>[\^v](?:\[on\]|<on>)(?:\*\d*)?)
  | (?P<nus>(?:\d+(?:/\d+)?)(?:(?:\^+\d*|v+\d*)(?![\[<]))?(?:\*\d*)?|(?:\^+\d*|v+\d*)(?:\*\d*)?(?![A-Za-z_\[<])|\*\d*)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<pm>\+-|±)
  | (?P<op>[{}(),+\-&:])
""", re.VERBOSE)


#: A parsed value: a vertex of the graph under construction, or, for a value with a sided option
#: (``{2&-2|1}``), the vertices of its onside's graph and of its offside's graph.
Value = Union[int, tuple[int, int]]


def _both(x: Value) -> tuple[int, int]:
    """The vertices of `x`'s onside graph and offside graph (one vertex twice when it has no sided option)."""
    return x if isinstance(x, tuple) else (x, x)


class _Builder:
    """A game graph under construction; every parsed value is a vertex of it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.left: list[list[int]] = []
        self.right: list[list[int]] = []
        self.tokens: list[tuple[str, str, int]] = []
        i = 0
        while i < len(text):
            m = _TOKEN.match(text, i)
            if m is None:
                raise InvalidNotationError(f"loopy notation {text!r}: unexpected character {text[i]!r} "
                                           f"at position {i}", text, i)
            if m.lastgroup != "space":
                self.tokens.append((m.lastgroup, m.group(), i))  # type: ignore[arg-type]
            i = m.end()
        self.k = 0

    def fail(self, what: str) -> InvalidNotationError:
        at = self.tokens[self.k][2] if self.k < len(self.tokens) else len(self.text)
        return InvalidNotationError(f"loopy notation {self.text!r}: {what} at position {at}", self.text, at)

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.k][:2] if self.k < len(self.tokens) else ("end", "")

    def take(self, value: str) -> None:
        if self.peek()[1] != value:
            raise self.fail(f"expected {value!r}")
        self.k += 1

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

    def node(self, v: int, lefts: list[Value], rights: list[Value]) -> Value:
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
            raise self.fail("a sided option (S & T) in braces that a 'pass' or a name leads back to")
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
            return graph_value(*self.sub(x))
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

    def sided(self, a: Value, b: Value) -> Value:
        """``a & b`` as an option: the graphs of its two sides, checked (one graph when they are equal)."""
        s, t = self.side(a, "onside"), self.side(b, "offside")
        if not isinstance(sided_value(s, t), SidedValue):  # sided_value raises SidesOrderError when s < t
            return self.embed(*as_graph(s))
        return self.embed(*as_graph(s)), self.embed(*as_graph(t))

    # -- grammar, CGSuite's (Cgsuite.g): sum := sidle (('+'|'-') sidle)*; sidle := ordinal ['&' ordinal];
    # -- ordinal := unary (':' unary)*; unary := ['+'|'-'] term ---------------------------------------------------

    def value(self, scope: dict[str, int], current: Optional[int], depth: int) -> Value:
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH}")
        total = self.sidle(scope, current, depth)
        # CGSuite writes x + over as 3/2over, x + upon as 1^[on], x + Tiny(h) as 1Tiny(h): a sum without '+'.
        while self.peek()[1] in ("+", "-", "over", "under", "Tiny", "Miny") or self.peek()[0] == "upon":
            kind, op = self.peek()
            if kind == "op":
                self.k += 1
            t = self.sidle(scope, current, depth)
            total = self.add(total, self.negate(t) if op == "-" else t)
        return total

    def sidle(self, scope: dict[str, int], current: Optional[int], depth: int) -> Value:
        """``S & T`` (or ``S`` alone): binding tighter than ``+``, so ``1 & 0 + 1`` is ``2 & 1``, as in CGSuite."""
        s = self.ordinals(scope, current, depth)
        if self.peek()[1] != "&":
            return s
        self.k += 1
        return self.sided(s, self.ordinals(scope, current, depth))

    def ordinals(self, scope: dict[str, int], current: Optional[int], depth: int) -> Value:
        """``g : h1 : h2 ...``: CGSuite's ordinal sums of stoppers, binding tighter than ``&`` and looser than a sign."""
        g = self.unary(scope, current, depth)
        while self.peek()[1] == ":":
            self.k += 1
            h = self.unary(scope, current, depth)
            g = self.embed(*as_graph(ordinal_sum(self.side(g, "base", "':'"), self.side(h, "subordinate", "':'"))))
        return g

    def unary(self, scope: dict[str, int], current: Optional[int], depth: int) -> Value:
        sign = self.peek()[1]
        if sign in ("+", "-"):
            self.k += 1
        t = self.term(scope, current, depth)
        return self.negate(t) if sign == "-" else t

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

    def term(self, scope: dict[str, int], current: Optional[int], depth: int) -> Value:
        kind, tok = self.peek()
        if kind == "pm":
            self.k += 1
            # +-G, or CGSuite's +-{G1,G2,...}: Left's options G1, G2, ... and Right's their negatives.
            gs = self.option_list(scope, current, depth + 1) if self.peek()[1] == "{" and not self.has_bars() else [
                self.term(scope, current, depth + 1)]
            return self.node(self.vertex(), gs, [self.negate(g) for g in gs])
        if tok == "(":
            self.k += 1
            v = self.value(scope, current, depth + 1)
            self.take(")")
            return v
        if tok == "{":
            return self.braces(scope, depth + 1)
        if kind == "nus":
            too_large = [n for n in re.findall(r"\d+", tok.split("/")[0]) if int(n) > MAX_INTEGER]
            if too_large:
                raise self.fail(f"{too_large[0]} is over MAX_INTEGER={MAX_INTEGER}, the largest integer a "
                                "loopy expression holds (its graph grows with it),")
            self.k += 1
            return self.embed(*as_graph(CanonicalForm.parse(tok)))
        if kind == "upon":
            self.k += 1
            nimber = tok[tok.index("*"):] if "*" in tok else ""
            up = self.embed(*_upon_graph(tok[1] == "<", int(nimber[1:] or 1) if nimber else 0))
            return up if tok[0] == "^" else self.negate(up)
        if kind == "name":
            self.k += 1
            if self.peek()[1] == "{" and tok not in _KEYWORDS:
                return self.braces(scope, depth + 1, tok)
            if tok == "pass":
                # CGSuite reads pass only as an option of its own: not in a sum ("{1|0+pass}").
                before = self.tokens[self.k - 2][1] if self.k >= 2 else ""
                if current is None or not (before in ("{", ",") or before[0] == "|") or not (
                        self.peek()[1] in (",", "}", "") or self.peek()[0] == "bars"):
                    self.k -= 1
                    raise self.fail("'pass' outside braces" if current is None else "'pass' not an option of its own")
                return current
            if tok in _KEYWORDS:
                return self.embed(*_named_graph(tok))
            if tok in ("Tiny", "Miny") and self.peek()[1] == "(":
                self.k += 1
                h = self.value(scope, current, depth + 1)
                self.take(")")
                return self.tiny(h, tok == "Miny")
            if tok not in scope:
                self.k -= 1
                raise self.fail(f"undefined node name {tok!r}")
            return scope[tok]
        raise self.fail("expected a value")

    def has_bars(self) -> bool:
        """Whether the braces opening at the current token hold bars at their own level."""
        level = 0
        for kind, tok, _ in self.tokens[self.k:]:
            if tok in ("{", "("):
                level += 1
            elif tok in ("}", ")"):
                level -= 1
                if level == 0:
                    return False
            elif kind == "bars" and level == 1:
                return True
        return False

    def option_list(self, scope: dict[str, int], current: Optional[int], depth: int) -> list[Value]:
        """``{G1,G2,...}``: a list of values in braces without bars."""
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH}")
        self.take("{")
        out = [self.value(scope, current, depth + 1)]
        while self.peek()[1] == ",":
            self.k += 1
            out.append(self.value(scope, current, depth + 1))
        self.take("}")
        return out

    def tiny(self, h: Value, miny: bool) -> Value:
        """``Tiny(h) = {0||0|-h}``, ``Miny(h) = {h|0||0}``."""
        zero = self.vertex()
        if miny:
            return self.node(self.vertex(), [self.node(self.vertex(), [h], [zero])], [zero])
        return self.node(self.vertex(), [zero], [self.node(self.vertex(), [zero], [self.negate(h)])])

    def braces(self, scope: dict[str, int], depth: int, name: Optional[str] = None) -> Value:
        """``{...}`` with CGSuite's bars: the longest run of bars splits first."""
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH}")
        self.take("{")
        top = self.vertex()
        if name is not None:
            scope = {**scope, name: top}
        # Read option lists and the bar runs between them; each option is parsed
        # against the node it will belong to, known once the bars are seen, so
        # positions of the tokens are noted first and each list parsed after.
        lists: list[tuple[int, int]] = []   # token ranges of the option lists
        bars: list[int] = []
        start = self.k
        level = 0
        while True:
            kind, tok = self.peek()
            if kind == "end":
                raise self.fail("unclosed '{'")
            if level == 0 and (kind == "bars" or tok == "}"):
                lists.append((start, self.k))
                if tok == "}":
                    break
                bars.append(len(tok))
                start = self.k + 1
            elif tok in ("{", "("):
                level += 1
            elif tok in ("}", ")"):
                level -= 1
            self.k += 1
        end = self.k + 1
        if not bars:
            raise self.fail("braces without '|'")
        top_value = self.fill(top, lists, bars, scope, depth)
        self.k = end
        return top_value

    def fill(self, v: int, lists: list[tuple[int, int]], bars: list[int], scope: dict[str, int], depth: int) -> Value:
        """Give vertex `v` the options of ``lists`` split at the longest run of ``bars`` (see :meth:`node`)."""
        most = max(bars)
        if bars.count(most) != 1:
            raise self.fail(f"ambiguous bars: {most} bars appear {bars.count(most)} times at one level")
        at = bars.index(most)
        sides = []
        for part_lists, part_bars in ((lists[:at + 1], bars[:at]), (lists[at + 1:], bars[at + 1:])):
            if part_bars:
                sides.append([self.fill(self.vertex(), part_lists, part_bars, scope, depth + 1)])
            else:
                sides.append(self.options(part_lists[0], scope, v, depth))
        return self.node(v, *sides)

    def options(self, span: tuple[int, int], scope: dict[str, int], current: int, depth: int) -> list[Value]:
        saved = self.tokens
        self.tokens = saved[:span[1]]
        self.k = span[0]
        out: list[Value] = []
        if self.k < span[1]:
            while True:
                out.append(self.value(scope, current, depth + 1))
                if self.peek()[1] != ",":
                    break
                self.k += 1
            if self.k != span[1]:
                raise self.fail("expected ',' or the end of the options")
        self.tokens = saved
        return out


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
    >>> parse('a{0|b}')
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidNotationError: loopy notation 'a{0|b}': undefined node name 'b' at position 4
    >>> parse('0 & 1')
    Traceback (most recent call last):
    ...
    cgt.loopy.sided.SidesOrderError: 0 & 1: the onside 0 is not >= the offside 1
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"loopy notation must be a str, not {type(text).__name__} {text!r}", str(text), 0)
    b = _Builder(text)
    v = b.value({}, None, 0)
    if b.k != len(b.tokens):
        raise b.fail("unexpected text after the value" + (" (only one '&' in a row)" if b.peek()[1] == "&" else ""))
    return b.evaluate(v)


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
            names.setdefault(v, "abcdefghijklmnopqrstuvwxyz"[len(names) % 26] + ("" if len(names) < 26 else str(len(names) // 26)))
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
_WORDS = {"on", "off", "over", "under", "^[on]", "v[on]", "dud"}


PROVIDED.update({"parse stopper": parse_stopper, "parse value": parse, "stopper text": stopper_to_string,
                 "graph text": graph_to_string})
