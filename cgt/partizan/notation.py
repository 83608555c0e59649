"""CGSuite's plain-text notation for canonical forms: printing and parsing.

Printing follows CGSuite (``CanonicalShortGame.toOutput``): numbers as integers
or fractions (``-3/4``); number-up-star values written together (``1*``,
``1/2^``, ``-1vv*3``) with ``^``, ``^^``, ``^3``... for ups and ``v``, ``vv``,
``v3``... for downs; the uptimals ``x + ^<n> + *m`` (up-nth) and
``x + ^[n] + *m`` (``^ + ^<2> + ... + ^<n>``) as ``x^<n>*m`` and ``x^[n]*m``
(``v<n>``, ``v[n]`` for their negatives); a switch ``g = -g`` as ``+-`` and its Left
options (``+-1``, ``+-{1,*}``); any other value as braces, its options in
CGSuite's order (numbers, then nimbers, then uptimals by their expansions, then
the rest by their options), Left's and Right's separated by bars. A lone option
that is itself braces loses its braces and the bars of the enclosing form grow
instead: ``{2|{1|0}}`` prints ``{2||1|0}`` (up to four bars, then braces
again). The switch is written ``+-`` (CGSuite's plain-text form); ``±`` is read
too, and so are any run of ``^`` or ``v`` (``^^^`` is ``^3``) and the books'
arrows ``↑`` and ``↓``. CGSuite's named infinitesimals are printed and read by
name: ``x + Tiny(h) = {x || x | x - h}`` as ``Tiny(h)`` after the number ``x``
(``1Tiny(2)`` is ``{1||1|-1}``), and ``x + Miny(h) = {x + h | x || x}`` as
``xMiny(h)``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Optional, TypeVar, Union

from ..errors import InvalidNotationError
from . import _store
from ._dyadic import exact
from ._store import add, canonical, neg, nus_node, number_node
from .infinitesimals import up_nth, up_sum, uptimal_expansion

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

__all__ = ["to_string", "option_text", "parse", "tiny", "miny", "MAX_NESTING"]

_MAX_BARS = 4
# ASCII only: str.isdigit() takes "¹" and "٣", which int() then refuses.
_DIGITS = frozenset("0123456789")
T = TypeVar("T")
#: How deep a value may nest (braces, parentheses, signs, Tiny and Miny): the
#: parser descends once per level, and so do comparisons of the value it builds,
#: so a bound keeps both within Python's recursion limit.
MAX_NESTING = 200
# How ups and downs may be written: CGSuite's plain text, and the books' arrows.
_UPS = "^\u2191"
_DOWNS = "v\u2193"


def _nus_string(x: Fraction, u: int, m: int) -> str:
    out = ""
    if x or (not u and not m):
        n, d = x.as_integer_ratio()
        out = str(n) if d == 1 else f"{n}/{d}"
    if u:
        sym = "^" if u > 0 else "v"
        out += sym * abs(u) if abs(u) <= 2 else f"{sym}{abs(u)}"
    if m:
        out += "*" if m == 1 else f"*{m}"
    return out


def _order_key(g: CanonicalForm, memo: dict[int, tuple]) -> tuple:
    """CGSuite's display order: numbers, nimbers, uptimals (by their expansions), then the rest."""
    k = memo.get(id(g))
    if k is None:
        e = uptimal_expansion(g)
        if e is None:
            k = (3, tuple(sorted(_order_key(o, memo) for o in g.left_options)),
                 tuple(sorted(_order_key(o, memo) for o in g.right_options)))
        elif not e.coefficients and not e.nimber:
            k = (0, e.number)
        elif not e.coefficients and not e.number:
            k = (1, e.nimber)
        else:
            k = (2, e.number, e.coefficients, e.nimber)  # CGSuite's UptimalExpansion.compareTo
        memo[id(g)] = k
    return k


def _uptimal_text(g: CanonicalForm) -> Optional[tuple[str, bool]]:
    """The text of a value CGSuite writes as an uptimal, and whether it needs no parentheses after ``+-``.

    Those are the number-up-star values, and the uptimals whose ups are
    ``^<k>`` or ``^[k]`` (or ``v<k>``, ``v[k]``) alone.
    """
    nus = g.number_up_star
    if nus is not None:
        x, u, m = nus
        return _nus_string(x, u, m), not u and not m or not x and not u or not x and not m
    e = uptimal_expansion(g)
    if e is None or not (e.is_unit() or e.is_unit_sum()):
        return None
    k = len(e.coefficients)
    ups = ("^" if e.coefficients[-1] > 0 else "v") + (f"<{k}>" if e.is_unit() else f"[{k}]")
    star = "" if not e.nimber else "*" if e.nimber == 1 else f"*{e.nimber}"
    return ("" if not e.number else _nus_string(e.number, 0, 0)) + ups + star, not e.number and not e.nimber


def _format(g: CanonicalForm, brackets: bool, memo: dict[int, tuple]) -> tuple[str, int]:
    """``g``'s text and its number of bars (0 when braced or not a braces form)."""
    short = _uptimal_text(g)
    if short is not None:
        return short[0], 0
    lo = sorted(g.left_options, key=lambda o: _order_key(o, memo))
    if -g is g:  # a switch {A | -A}
        if len(lo) == 1:
            text, _ = _format(lo[0], True, memo)
            short = _uptimal_text(lo[0])
            if short is not None and not short[1] or _tiny_parts(lo[0]) is not None:
                text = f"({text})"
            return "+-" + text, 0
        return "+-{" + ",".join(_format(o, True, memo)[0] for o in lo) + "}", 0
    tiny = _tiny_parts(g)
    if tiny is not None:
        name, x, sub = tiny
        return ("" if x is _store.ZERO else _format(x, False, memo)[0]) + f"{name}({_format(sub, True, memo)[0]})", 0
    ro = sorted(g.right_options, key=lambda o: _order_key(o, memo))
    sides = []
    bars = 1
    for opts in (lo, ro):
        parts = []
        for o in opts:
            text, k = _format(o, len(opts) > 1, memo)
            parts.append(text)
            bars = max(bars, k + 1)
        sides.append(",".join(parts))
    if brackets or bars >= _MAX_BARS:
        return "{" + sides[0] + "|" * bars + sides[1] + "}", 0
    return sides[0] + "|" * bars + sides[1], bars


def _tiny_parts(g: CanonicalForm) -> Optional[tuple[str, CanonicalForm, CanonicalForm]]:
    """``('Tiny', x, h)`` when ``g = x + Tiny(h) = {x || x | x - h}``, ``('Miny', x, h)`` for
    ``x + Miny(h) = {x + h | x || x}`` (x a number, h above 0 in mean), else None."""
    lo, ro = g.left_options, g.right_options
    if len(lo) != 1 or len(ro) != 1:
        return None
    a, b = lo[0], ro[0]
    if a.is_number and len(b.left_options) == 1 and len(b.right_options) == 1 and b.left_options[0] is a:
        y = b.right_options[0]
        if y.mean < a.mean:
            return "Tiny", a, a - y
    if b.is_number and len(a.left_options) == 1 and len(a.right_options) == 1 and a.right_options[0] is b:
        y = a.left_options[0]
        if y.mean > b.mean:
            return "Miny", b, y - b
    return None


def tiny(h: CanonicalForm) -> CanonicalForm:
    """Return ``Tiny(h) = {0 || 0 | -h}`` (tiny-``h``; CGSuite's name).

    For ``h`` above 0 it is a positive infinitesimal, below every positive
    number and even below ``^``.

    >>> from cgt import number, up
    >>> t = tiny(number(1))
    >>> print(t, -t, t + number(2), t.left_options[0], t.right_options[0])
    Tiny(1) Miny(1) 2Tiny(1) 0 {0|-1}
    >>> 0 < t < up()
    True
    """
    zero = _store.ZERO
    return canonical([zero], [canonical([zero], [-h])])


def miny(h: CanonicalForm) -> CanonicalForm:
    """Return ``Miny(h) = {h | 0 || 0} = -Tiny(h)`` (miny-``h``)."""
    return -tiny(h)


def to_string(g: CanonicalForm) -> str:
    """Return ``g`` in CGSuite notation (what ``str(g)`` gives).

    Examples
    --------
    >>> from cgt import CanonicalForm, number, star, up, switch
    >>> [str(v) for v in (number(-3, 4), star(), star(2), up(), -up() + star(), up(3), number(1, 2) + up())]
    ['-3/4', '*', '*2', '^', 'v*', '^3', '1/2^']
    >>> str(switch(1, -1)), str(switch(2, switch(1, 0))), str(CanonicalForm.from_options([0, star()], [-1]))
    ('+-1', '{2||1|0}', '{0,*|-1}')
    """
    return _format(g, True, {})[0]


def option_text(g: CanonicalForm, braced: bool) -> tuple[str, int]:
    """``g``'s text as an option of an enclosing form, and its number of bars.

    With `braced` false a braces form is written without its braces, so that
    the enclosing form can grow its bars instead (the loopy printer writes its
    short options so); the count is then that of ``g``'s own bars, else 0.

    >>> from cgt import CanonicalForm
    >>> option_text(CanonicalForm.parse('{0|-1/2}'), False), option_text(CanonicalForm.parse('{0|-1/2}'), True)
    (('0|-1/2', 1), ('{0|-1/2}', 0))
    """
    return _format(g, braced, {})


# -- parsing ------------------------------------------------------------------------------------


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.depth = 0

    def fail(self, what: str, at: Union[int, None] = None) -> InvalidNotationError:
        i = self.i if at is None else at
        where = "end of text" if i >= len(self.text) else repr(self.text[i])
        t = self.text
        shown = repr(t) if len(t) <= 80 else f"{t[:40]!r}...{t[-20:]!r} ({len(t)} characters)"
        return InvalidNotationError(f"notation {shown}: {what} at position {i} ({where})", t, i)

    def skip(self) -> None:
        t = self.text
        while self.i < len(t) and t[self.i].isspace():
            self.i += 1

    def peek(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.i)

    def pm(self) -> bool:
        """Consume a ``+-`` or ``±``."""
        if self.peek("+-"):
            self.i += 2
            return True
        if self.peek("±"):
            self.i += 1
            return True
        return False

    def digits(self) -> Union[int, None]:
        t, j = self.text, self.i
        while j < len(t) and t[j] in _DIGITS:
            j += 1
        if j == self.i:
            return None
        n = int(t[self.i:j])
        self.i = j
        return n

    # value := unary (('+-' | '+' | '-') unary)*
    def deeper(self) -> None:
        """Enter one more level of nesting, refusing beyond :data:`MAX_NESTING`."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.fail(f"the value nests deeper than {MAX_NESTING} levels, the most cgt reads")

    def value(self) -> CanonicalForm:
        self.deeper()
        g = self.unary()
        while True:
            if self.pm():
                g = g + _plus_minus(self.unary_pm())
            elif self.peek("+"):
                self.i += 1
                g = g + self.unary()
            elif self.peek("-"):
                self.i += 1
                g = g - self.unary()
            else:
                self.depth -= 1
                return g

    def unary(self) -> CanonicalForm:
        if self.pm():
            return _plus_minus(self.signed(self.unary_pm))
        if self.peek("-"):
            start = self.i
            self.i += 1
            if self.i < len(self.text) and self.text[self.i] in _DIGITS:
                return self.suffix(number_node(exact(-self.number(start))))  # "-1/2^" is (-1/2) + ^
            return -self.signed(self.unary)
        if self.peek("+"):
            self.i += 1
            return self.signed(self.unary)
        return self.primary()

    def signed(self, operand: Callable[[], T]) -> T:
        """The operand of a prefix sign: one level deeper."""
        self.deeper()
        g = operand()
        self.depth -= 1
        return g

    def unary_pm(self) -> list[CanonicalForm]:
        """What follows ``+-``: one value, or ``{A,B,...}`` (Left's options of the switch)."""
        if self.peek("{"):
            start = self.i
            sides, bars, _ = self.braces()
            if not bars:
                return sides[0]
            self.i = start
        return [self.unary()]

    def primary(self) -> CanonicalForm:
        self.skip()
        t, start = self.text, self.i
        c = t[start] if start < len(t) else ""
        if c in _DIGITS:
            return self.suffix(number_node(exact(self.number(start))))
        if c and c in _UPS + _DOWNS + "*":
            return self.suffix(None)
        if t.startswith(("Tiny(", "Miny("), start):
            return self.named()
        if c == "{":
            sides, bars, where = self.braces()
            if not bars:
                raise self.fail("expected '|' in braces (a value's Left and Right options)", self.i - 1)
            try:
                return _build(sides, bars, where)
            except _AmbiguousBars as e:
                raise self.fail(f"ambiguous bars: a second run of {e.bars} at the same level", e.position) from None
        if c == "(":
            self.i += 1
            g = self.value()
            if not self.peek(")"):
                raise self.fail("expected ')'")
            self.i += 1
            return g
        raise self.fail("expected a value")

    def number(self, start: int) -> Fraction:
        n = self.digits()
        if n is None:
            raise self.fail("expected a number")
        d = 1
        if self.text.startswith("/", self.i):
            self.i += 1
            at = self.i
            d = self.digits()  # type: ignore[assignment]
            if d is None:
                raise self.fail("expected a denominator after '/'")
            if d == 0 or d & (d - 1):
                raise self.fail(f"the denominator {d} is not a power of 2 (short games have dyadic numbers only)", at)
        return Fraction(n, d)

    def suffix(self, x: Union[CanonicalForm, None]) -> CanonicalForm:
        """Ups then a star (``*``, ``*3``) after a number: ``^``, ``^^^`` (any run), ``^3``, ``^<3>``, ``^[3]``.

        Downs the same with ``v``; ``↑`` and ``↓`` are read as ``^`` and ``v``.
        """
        t = self.text
        ups = 0
        extra = None  # an up-nth or an up-sum
        c = t[self.i] if self.i < len(t) else ""
        if c and c in _UPS + _DOWNS:
            sign = 1 if c in _UPS else -1
            start = self.i
            while self.i < len(t) and t[self.i] == c:
                self.i += 1
            run = self.i - start
            if run == 1 and self.i < len(t) and t[self.i] in "<[":
                close = ">" if t[self.i] == "<" else "]"
                self.i += 1
                n = self.digits()
                if not n or not t.startswith(close, self.i):
                    raise self.fail(f"expected a positive number and {close!r} after {t[start:self.i]!r}")
                self.i += 1
                extra = up_nth(n) if close == ">" else up_sum(n)
                extra = extra if sign > 0 else neg(extra)
            elif run == 1:
                n = self.digits()
                ups = sign * (1 if n is None else n)
            else:
                ups = sign * run
        nim = 0
        if self.i < len(t) and t[self.i] == "*":
            self.i += 1
            n = self.digits()
            nim = 1 if n is None else n
        g = nus_node(0.0, ups, nim)
        if extra is not None:
            g = add(g, extra)
        if x is None:
            return g
        if not ups and not nim and extra is None and t.startswith(("Tiny(", "Miny("), self.i):
            return x + self.named()  # "2Tiny(1)": a number and a named infinitesimal
        return x + g

    def named(self) -> CanonicalForm:
        """``Tiny(h)`` or ``Miny(h)``."""
        name = self.text[self.i:self.i + 4]
        self.i += 5
        h = self.value()
        if not self.peek(")"):
            raise self.fail("expected ')'")
        self.i += 1
        return tiny(h) if name == "Tiny" else miny(h)

    def braces(self) -> tuple[list[list[CanonicalForm]], list[int], list[int]]:
        """``{...}``: the option lists between bars, the length of each run of bars and its position."""
        self.skip()
        self.i += 1  # '{'
        sides: list[list[CanonicalForm]] = [[]]
        bars: list[int] = []
        where: list[int] = []
        expect_option = True
        while True:
            self.skip()
            t = self.text
            c = t[self.i] if self.i < len(t) else ""
            if c == "}":
                if not expect_option or not sides[-1]:
                    self.i += 1
                    return sides, bars, where
                raise self.fail("expected an option after ','")
            if c == "|":
                if expect_option and sides[-1]:
                    raise self.fail("expected an option after ','")
                n = 0
                where.append(self.i)
                while self.i < len(t) and t[self.i] == "|":
                    n += 1
                    self.i += 1
                bars.append(n)
                sides.append([])
                expect_option = True
            elif c == ",":
                if expect_option:
                    raise self.fail("expected an option before ','")
                self.i += 1
                expect_option = True
            elif not c:
                raise self.fail("expected an option or '}'")
            else:
                if not expect_option:
                    raise self.fail("expected ',', '|' or '}'")
                sides[-1].append(self.value())
                expect_option = False


def _plus_minus(left: list[CanonicalForm]) -> CanonicalForm:
    return canonical(list(left), [-g for g in left])


class _AmbiguousBars(Exception):
    def __init__(self, bars: int, position: int) -> None:
        self.bars = bars
        self.position = position


def _build(sides: list[list[CanonicalForm]], bars: list[int], where: list[int]) -> CanonicalForm:
    """The value of ``{s0 |..| s1 |..| s2 ...}``: the longest run of bars splits it first.

    Each part is split again by its own longest run, which must be unique.
    """
    most = max(bars)
    i = bars.index(most)
    if most in bars[i + 1:]:
        raise _AmbiguousBars(most, where[bars.index(most, i + 1)])
    left, right = sides[: i + 1], sides[i + 1:]
    lopts = left[0] if i == 0 else [_build(left, bars[:i], where[:i])]
    ropts = right[0] if len(right) == 1 else [_build(right, bars[i + 1:], where[i + 1:])]
    return canonical(lopts, ropts)


def parse(text: str) -> CanonicalForm:
    """Return the value written ``text`` in CGSuite notation (see :meth:`cgt.CanonicalForm.parse`).

    Examples
    --------
    >>> from cgt.partizan.notation import parse
    >>> parse('{2||1|0}') == parse('{2|{1|0}}'), parse('±1') is parse('+-1'), str(parse('1 + *'))
    (True, True, '1*')
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"notation must be a str, not {type(text).__name__} {text!r}", str(text), 0)
    p = _Parser(text)
    g = p.value()
    p.skip()
    if p.i < len(text):
        raise p.fail("unexpected text after the value")
    return g
