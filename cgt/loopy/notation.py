"""CGSuite's notation for loopy games: ``on``, ``over``, ``{0|pass}``, ``a{0|a}``; printing and parsing.

Reading: numbers, nimbers, ups and everything :meth:`cgt.CanonicalForm.parse`
reads; the names ``on``, ``off``, ``over``, ``under``, ``upon``, ``dud``,
``tis``, ``tisn`` (Winning Ways ch. 11); braces ``{L|R}`` with CGSuite's
bars (``{0||0|pass}`` is ``{0|{0|pass}}``); ``pass``, the innermost braces it
stands in (``{0|pass}`` is over); a name before braces, ``a{0|a}``, that any
option inside may point back to; ``+``, ``-``, ``+-G`` and parentheses; and
at the top, ``S & T``, the sided value of onside ``S`` and offside ``T``.
Nesting is limited to :data:`MAX_DEPTH`, so no text can exhaust the stack.

Printing (``str`` of a :class:`~cgt.loopy.CanonicalStopper`): CGSuite's names
``on``, ``off``, ``over``, ``under``, ``x over``/``x under`` as ``3/2over``,
``upon`` as ``^[on]`` and ``x + upon``, ``x - upon`` as ``x^[on]``,
``xv[on]``; any other form as braces, a position met again on the way down
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
from typing import Optional

from ..errors import InvalidNotationError
from ..partizan import CanonicalForm
from .graphs import Edges, is_stopper, product, reachable
from .sided import SidedValue, graph_value
from .stoppers import PROVIDED, CanonicalStopper, NotAStopperError, StopperLike, as_graph, short_value, simplest_form

__all__ = ["MAX_DEPTH", "parse", "parse_stopper", "stopper_to_string", "graph_to_string"]

#: How deeply braces and parentheses may nest in text to parse.
MAX_DEPTH = 200

_KEYWORDS = {"on", "off", "over", "under", "upon", "dud", "tis", "tisn", "pass"}
_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<bars>\|+)
  | (?P<upon>\^\[on\]|v\[on\])
  | (?P<nus>(?:\d+(?:/\d+)?)(?:(?:\^+\d*|v+\d*)(?!\[))?(?:\*\d*)?|(?:\^+\d*|v+\d*)(?:\*\d*)?(?![A-Za-z_\[])|\*\d*)
  | (?P<name>[A-Za-z_]\w*)
  | (?P<pm>\+-|±)
  | (?P<op>[{}(),+\-&])
""", re.VERBOSE)


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

    # -- grammar: sum := ['+'|'-'|'+-'] term (('+'|'-') term)* ---------------------------

    def value(self, scope: dict[str, int], current: Optional[int], depth: int) -> int:
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH}")
        sign = "+"
        if self.peek()[1] in ("+", "-"):
            sign = self.peek()[1]
            self.k += 1
        total = self.term(scope, current, depth)
        if sign == "-":
            total = self.negate(total)
        # CGSuite writes x + over as 3/2over and x + upon as 1^[on]: a sum without '+'.
        while self.peek()[1] in ("+", "-") or self.peek()[1] in ("over", "under") or self.peek()[0] == "upon":
            kind, op = self.peek()
            if kind == "op":
                self.k += 1
            t = self.term(scope, current, depth)
            total = self.add(total, self.negate(t) if op == "-" else t)
        return total

    def negate(self, v: int) -> int:
        left, right = self.sub(v)
        return self.embed(right, left)

    def add(self, a: int, b: int) -> int:
        return self.embed(*product(*self.sub(a), *self.sub(b)))

    def term(self, scope: dict[str, int], current: Optional[int], depth: int) -> int:
        kind, tok = self.peek()
        if kind == "pm":
            self.k += 1
            g = self.term(scope, current, depth + 1)
            v = self.vertex()
            self.left[v].append(g)
            self.right[v].append(self.negate(g))
            return v
        if tok == "(":
            self.k += 1
            v = self.value(scope, current, depth + 1)
            self.take(")")
            return v
        if tok == "{":
            return self.braces(scope, depth + 1)
        if kind == "nus":
            self.k += 1
            return self.embed(*as_graph(CanonicalForm.parse(tok)))
        if kind == "upon":
            self.k += 1
            up = self.embed(*_named_graph("upon"))
            return up if tok[0] == "^" else self.negate(up)
        if kind == "name":
            self.k += 1
            if self.peek()[1] == "{" and tok not in _KEYWORDS:
                return self.braces(scope, depth + 1, tok)
            if tok == "pass":
                if current is None:
                    self.k -= 1
                    raise self.fail("'pass' outside braces")
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

    def tiny(self, h: int, miny: bool) -> int:
        """``Tiny(h) = {0||0|-h}``, ``Miny(h) = {h|0||0}``."""
        zero, outer, inner = self.vertex(), self.vertex(), self.vertex()
        mine, theirs = (self.right, self.left) if miny else (self.left, self.right)
        mine[outer].append(zero)
        theirs[outer].append(inner)
        mine[inner].append(zero)
        theirs[inner].append(h if miny else self.negate(h))
        return outer

    def braces(self, scope: dict[str, int], depth: int, name: Optional[str] = None) -> int:
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
        self.fill(top, lists, bars, scope, depth)
        self.k = end
        return top

    def fill(self, v: int, lists: list[tuple[int, int]], bars: list[int], scope: dict[str, int], depth: int) -> None:
        """Give vertex `v` the options of ``lists`` split at the longest run of ``bars``."""
        most = max(bars)
        if bars.count(most) != 1:
            raise self.fail(f"ambiguous bars: {most} bars appear {bars.count(most)} times at one level")
        at = bars.index(most)
        for side, part_lists, part_bars in ((self.left, lists[:at + 1], bars[:at]),
                                            (self.right, lists[at + 1:], bars[at + 1:])):
            if part_bars:
                w = self.vertex()
                self.fill(w, part_lists, part_bars, scope, depth + 1)
                side[v].append(w)
            else:
                side[v].extend(self.options(part_lists[0], scope, v, depth))

    def options(self, span: tuple[int, int], scope: dict[str, int], current: int, depth: int) -> list[int]:
        saved = self.tokens
        self.tokens = saved[:span[1]]
        self.k = span[0]
        out: list[int] = []
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


def parse(text: str):  # type: ignore[no-untyped-def]
    """Read a loopy game's value: its simplest form when a stopper, else its sided value.

    ``S & T`` reads the sided value of onside ``S`` and offside ``T``
    (CGSuite's sidling operator), each a stopper, ``S >= T``; ``&`` binds
    last (``1 & 0 + 1`` is ``1 & 1``, which is ``1``). A game that is no
    stopper is valued by sidling (:func:`~cgt.loopy.sides`); when that finds
    no stopper for a side, its graph is returned, a :class:`~cgt.loopy.LoopyGame`.

    Raises
    ------
    InvalidNotationError
        If `text` is not loopy CGSuite notation: the message quotes it and the
        position at fault (a ``pass`` outside braces, an undefined node name,
        unbalanced braces, a side missing around ``&``...).
    NotAStopperError
        If a side written around ``&`` is not a stopper.
    SidesOrderError
        If the onside written is not ``>=`` the offside.

    Examples
    --------
    >>> print(parse('{0||0|pass}'), parse('{1|pass}'), parse('{0||0|0,pass}'))   # {0|over} is over
    over 1over {0||0|0,pass}
    >>> print(parse('a{{|a}|}'), parse('on & off'), parse('over & 0'), parse('1 & 1'))
    1 & 0 dud over & 0 1
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
    if b.peek()[1] == "&":
        b.k += 1
        w = b.value({}, None, 0)
        if b.k != len(b.tokens):
            raise b.fail("unexpected text after the offside" + (" (only one '&')" if b.peek()[1] == "&" else ""))
        onside, offside = (_side_of(text, b, x, which) for x, which in ((v, "onside"), (w, "offside")))
        return SidedValue(onside, offside)
    if b.k != len(b.tokens):
        raise b.fail("unexpected text after the value")
    return graph_value(*b.sub(v))


def _side_of(text: str, b: _Builder, v: int, which: str) -> StopperLike:
    left, right = b.sub(v)
    if not is_stopper(left, right):
        raise NotAStopperError(f"loopy notation {text!r}: the {which} {graph_to_string(left, right)} is not a stopper "
                               "(play can go on forever), and a side of '&' must be one")
    return simplest_form(left, right)


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
                if x is not None and x.number_up_star is not None and x.number_up_star[1:] == (0, 1):
                    # x* : {pass | x*} is x + upon, {x* | pass} is x - upon.
                    return _number_text(x.number_up_star[0]) + ("^[on]" if word == "under" else "v[on]")
        if stopper and len(lv) == 1 and len(rv) == 1 and short_of(v) is None:
            # CGSuite's Tiny(h) = {0||0|-h} and Miny(h) = {h|0||0}, h loopy.
            zero = lv[0] if short_of(lv[0]) == 0 else rv[0] if short_of(rv[0]) == 0 else None
            inner = rv[0] if zero == lv[0] else lv[0]
            if zero is not None and inner != v:
                li, ri = left[inner], right[inner]
                # h must be positive and must not lead back here (else it prints forever).
                if zero == lv[0] and li == (zero,) and len(ri) == 1 and v not in reachable_from(ri[0]):
                    h = -simplest_form(left, right, ri[0])
                    if h > 0:
                        return f"Tiny({stopper_to_string(h)})"
                if zero == rv[0] and ri == (zero,) and len(li) == 1 and v not in reachable_from(li[0]):
                    h = simplest_form(left, right, li[0])
                    if h > 0:
                        return f"Miny({stopper_to_string(h)})"
        return None

    path: list[int] = []

    def fmt(v: int, braced: bool) -> tuple[str, int]:
        s = short_of(v)
        if s is not None:
            return str(s), 0
        text = named(v)
        if text is not None:
            return text, 0
        if v in path:
            if path[-1] == v:
                return "pass", 0
            names.setdefault(v, "abcdefghijklmnopqrstuvwxyz"[len(names) % 26] + ("" if len(names) < 26 else str(len(names) // 26)))
            return names[v], 0
        if stopper and len(left[v]) == 1 and len(right[v]) == 1 and v not in path:
            a, b = left[v][0], right[v][0]
            if a not in path and b not in path and simplest_form(left, right, b) == -simplest_form(left, right, a):
                path.append(v)
                text, _ = fmt(a, True)
                path.pop()
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
