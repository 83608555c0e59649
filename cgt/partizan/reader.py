"""The one reader of values: CGSuite's notation as cgt and CGSuite print it, and a worksheet's arithmetic.

:func:`read_tree` reads a text into :class:`Term` s by one grammar and one
tokenizer; :func:`build_short` builds a short value from them
(:meth:`cgt.CanonicalForm.parse`), :mod:`cgt.loopy.notation` a loopy one
(:func:`cgt.loopy.parse`), and :func:`cgt.value` picks between the two and
compares. The printing is :mod:`cgt.partizan.notation`'s and
:mod:`cgt.loopy.notation`'s.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Union

from ..errors import InvalidNotationError, NotANumberError
from . import _store
from ._dyadic import exact
from ._store import add, canonical, neg, nus_node, number_node
from .compounds import ExplicitForm, form_ordinal_sum, value_of
from .heating import copies
from .infinitesimals import up_nth, up_sum
from .ordinal import ordinal
from .rationals import Rational, rational

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# tiny and miny are documented where they were, cgt.partizan.notation, which re-exports them.
__all__ = ["MAX_NESTING", "LOOPY_WORDS", "RELATIONS", "Term", "Tree", "read_tree", "build_short", "as_integer",
           "notation_error"]

# ASCII only: str.isdigit() takes "¹" and "٣", which int() then refuses.
_DIGITS = frozenset("0123456789")
#: How deep a value may nest (braces, parentheses, signs, Tiny and Miny): the
#: parser descends once per level, and so do comparisons of the value it builds,
#: so a bound keeps both within Python's recursion limit.
MAX_NESTING = 200
# How ups and downs may be written: CGSuite's plain text, and the books' arrows.
_UPS = "^\u2191"
_DOWNS = "v\u2193"


#: The names of loopy values the reader knows: Winning Ways' (ch. 11) and CGSuite's ``uponth``.
LOOPY_WORDS = frozenset({"on", "off", "over", "under", "upon", "uponth", "dud", "tis", "tisn"})
#: The comparisons a text may end in, CGSuite's: ``<>`` (and the books' ``||``) is confused with, ``<|`` less than or
#: confused with, ``|>`` greater than or confused with (read outside braces only).
RELATIONS = ("<=", ">=", "==", "!=", "<>", "<|", "|>", "||", "<", ">")
# A bare '*' before these opens an operand ("3*^" is 3 times ^, "*(3+2)" is *5): not a star.
_OPENS_OPERAND = frozenset("^v\u2191\u2193({[*_")
# The binary operators and how tightly they bind (CGSuite's grammar, Cgsuite.g: addExpr, sidleExpr,
# ordinalSumExpr, multiplyExpr); a sign binds tighter still.
_BINDING = {"+": 1, "-": 1, "+-": 1, "&": 2, ":": 3, "*": 4}
_UPON = re.compile(r"([\^v\u2191\u2193])(\[on\]|<on>)(?:\*(\d*))?")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DOWNS_BEFORE_NAME = re.compile(r"v++\d*+(?=[A-Za-z_])")


class Term(NamedTuple):
    """A part of a text read by :func:`read_tree`: its kind, its parts and where it starts.

    The kinds and their parts: ``literal`` (the short value, its text), ``word``
    (a name of :data:`LOOPY_WORDS`), ``upon`` (uponth?, down?, the nimber of
    ``x^[on]*m`` or ``x^<on>*m`` without its number), ``pass`` (), ``label``
    (a name given to enclosing braces), ``braces`` (the label or None, Left's
    options, Right's options; bars already split, ``{0||1|2}`` is
    ``{0|{1|2}}``), ``pm`` (Left's options of ``+-G`` or ``+-{G,H}``), ``neg``,
    ``tiny``, ``miny``, ``nimber`` (``*(n)``) (one operand), ``add``, ``sub``,
    ``sided`` (``S & T``), ``ordinal`` (``G : H``), ``times`` (two operands),
    ``compare`` (the relation, two operands), ``explicit`` (the braces of
    ``'{...}'``) and ``rational`` (a number that is not dyadic, its text).
    """

    kind: str
    parts: tuple[Any, ...]
    at: int


class Tree(NamedTuple):
    """A text read by :func:`read_tree`: the text, its root term, and whether a part is loopy."""

    text: str
    root: Term
    loopy: bool


class _Token(NamedTuple):
    kind: str  # literal, upon, name, rel, bars, pm, op, end
    text: str
    at: int
    value: Any  # literal: (number or None, the rest or None); upon: (uponth?, down?, nimber)


def notation_error(text: str, at: int, what: str) -> InvalidNotationError:
    """The reader's error: `what` was wrong at position `at` of `text` (both quoted in the message).

    >>> notation_error('{1|', 3, "expected an option or '}'")
    InvalidNotationError("notation '{1|': expected an option or '}' at position 3 (end of text)")
    """
    where = "end of text" if at >= len(text) else repr(text[at])
    shown = repr(text) if len(text) <= 80 else f"{text[:40]!r}...{text[-20:]!r} ({len(text)} characters)"
    return InvalidNotationError(f"notation {shown}: {what} at position {at} ({where})", text, at)


def _digits(text: str, i: int) -> tuple[Optional[int], int]:
    j = i
    while j < len(text) and text[j] in _DIGITS:
        j += 1
    return (int(text[i:j]) if j > i else None), j


def _number(text: str, i: int) -> tuple[Union[int, Fraction], int]:
    """The number (``3``, ``-`` excluded, or ``3/4``) at `i`, and where it ends."""
    n, i = _digits(text, i)
    d = 1
    if text.startswith("/", i):
        at = i + 1
        d, i = _digits(text, at)  # type: ignore[assignment]
        if d is None:
            raise notation_error(text, at, "expected a denominator after '/'")
        if d == 0:
            raise notation_error(text, at, "the denominator is 0 (CGSuite's 1/0, infinity, is not supported)")
    return (n if d == 1 else Fraction(n, d)), i  # type: ignore[return-value]  # an int is the faster to intern


def _suffix(text: str, i: int) -> tuple[Optional[CanonicalForm], int]:
    """Ups then a star at `i` (``^``, ``^^^`` any run, ``^3``, ``^<3>``, ``^[3]``; ``*``, ``*3``), and where they end.

    Downs the same with ``v``; ``↑`` and ``↓`` are ``^`` and ``v``. None when
    there are none; a ``^`` or ``v`` before ``[on]`` or ``<on>`` and a bare
    ``*`` before what opens an operand are left to the next token.
    """
    ups, nim, extra = 0, 0, None  # extra: an up-nth or an up-sum
    start = i
    c = text[i] if i < len(text) else ""
    if c and c in _UPS + _DOWNS and not text.startswith(("[on]", "<on>"), i + 1):
        sign = 1 if c in _UPS else -1
        while i < len(text) and text[i] == c:
            i += 1
        run = i - start
        if run == 1 and text[i:i + 1] in ("<", "[") and text[i + 1:i + 2] in _DIGITS:
            close = ">" if text[i] == "<" else "]"
            n, i = _digits(text, i + 1)
            if not n or not text.startswith(close, i):
                raise notation_error(text, i, f"expected a positive number and {close!r} after {text[start:start + 2]!r}")
            i += 1
            extra = up_nth(n) if close == ">" else up_sum(n)
            extra = extra if sign > 0 else neg(extra)
        elif run == 1:
            n, i = _digits(text, i)
            ups = sign * (1 if n is None else n)
        else:
            ups = sign * run
    if text.startswith("*", i):
        n, j = _digits(text, i + 1)
        if n is not None or j >= len(text) or not (text[j] in _OPENS_OPERAND or text[j].isalpha()):
            nim, i = (1 if n is None else n), j
    if i == start:
        return None, i
    g = nus_node(0.0, ups, nim)
    return (g if extra is None else add(g, extra)), i


def _tokens(text: str) -> list[_Token]:
    """The tokens of `text`; bars inside braces, the relations outside them."""
    out: list[_Token] = []
    i, braces = 0, 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
            continue
        upon = _UPON.match(text, i) if c in _UPS + _DOWNS else None
        if c in _DIGITS:
            x, j = _number(text, i)
            rest, j = _suffix(text, j)
            out.append(_Token("literal", text[i:j], i, (x, rest)))
        elif upon is not None:
            m = upon.group(3)
            nimber = 0 if m is None else 1 if m == "" else int(m)
            out.append(_Token("upon", upon.group(), i, (upon.group(2) == "<on>", upon.group(1) in _DOWNS, nimber)))
            j = upon.end()
        elif (c in _UPS + _DOWNS or c == "*") and not (c == "v" and _DOWNS_BEFORE_NAME.match(text, i)):
            rest, j = _suffix(text, i)
            if rest is None:  # a '*' that opens an operand: a product, or *(n)
                out.append(_Token("op", "*", i, None))
                j = i + 1
            else:
                out.append(_Token("literal", text[i:j], i, (None, rest)))
        elif c.isascii() and (c.isalpha() or c == "_"):
            j = _NAME.match(text, i).end()  # type: ignore[union-attr]
            out.append(_Token("name", text[i:j], i, None))
        elif text.startswith("+-", i) or c == "\u00b1":
            j = i + (1 if c == "\u00b1" else 2)
            out.append(_Token("pm", "+-", i, None))
        elif c == "|" and braces:
            j = i
            while j < len(text) and text[j] == "|":
                j += 1
            out.append(_Token("bars", text[i:j], i, None))
        elif c in "<>=!|":
            rel = next((r for r in RELATIONS if text.startswith(r, i)), None)
            if rel is None or braces:
                raise notation_error(text, i, "unexpected character" + (" (a comparison goes outside braces)" if rel else
                                                                         ": expected a value, an operator or a comparison"))
            j = i + len(rel)
            out.append(_Token("rel", rel, i, None))
        elif c in "{}(),+-&:'":
            braces = braces + 1 if c == "{" else max(braces - 1, 0) if c == "}" else braces
            j = i + 1
            out.append(_Token("op", c, i, None))
        else:
            raise notation_error(text, i, "unexpected character: expected a value, an operator or a comparison")
        i = j
    return out


class _Reader:
    """The grammar: ``text := sum [relation sum]``; ``sum``: operands joined by ``+ - +- & : *``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text) + [_Token("end", "", len(text), None)]
        self.k = 0
        self.depth = 0
        self.loopy = False
        self.labels: list[str] = []  # the labels of the enclosing braces
        self.braces = 0  # how many braces enclose the token read

    def peek(self, ahead: int = 0) -> _Token:
        tokens = self.tokens  # the last is the end's
        k = self.k + ahead
        return tokens[k] if k < len(tokens) else tokens[-1]

    def fail(self, what: str, at: Optional[int] = None) -> InvalidNotationError:
        return notation_error(self.text, self.peek().at if at is None else at, what)

    def deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.fail(f"the value nests deeper than {MAX_NESTING} levels (nesting deeper is refused)")

    def expect(self, text: str) -> None:
        if self.peek().text != text or self.peek().kind not in ("op", "end"):
            raise self.fail(f"expected {text!r}")
        self.k += 1

    def operator(self) -> Optional[str]:
        """The binary operator at the current token: a spaced-out ``*`` (``3 * 2``) is one too."""
        tok = self.peek()
        if tok.kind == "pm" or tok.kind == "op" and tok.text in _BINDING or tok.kind == "literal" and tok.text == "*":
            return tok.text
        return None

    def expr(self, binding: int = 0) -> Term:
        """Operands joined by the operators binding at least as tightly as `binding`, left to right."""
        self.deeper()
        t = self.unary()
        while True:
            op = self.operator()
            if op is None or _BINDING[op] < binding:
                break
            at = self.peek().at
            self.k += 1
            before, after = self.peek(-2).text, self.peek()
            if op == "*" and before[:1] in tuple(_UPS + _DOWNS) and "*" not in before and self.peek(-2).kind == "literal" and (
                    after.kind == "literal" and after.text.isdigit()):
                # CGSuite reads '^ * 3' as ^*3 (its ups take a star after spaces): refuse the guess.
                raise self.fail(f"ambiguous: read as {before}*{after.text} (CGSuite's reading) or as {after.text} "
                                f"times {before}? (write {before}*{after.text} or {after.text}*{before})", at)
            if op == "+-":
                t = Term("add", (t, Term("pm", self.pm_operand(), at)), t.at)
                continue
            u = self.expr(_BINDING[op] + 1)
            kind = {"+": "add", "-": "sub", "&": "sided", ":": "ordinal", "*": "times"}[op]
            t = Term(kind, (t, u), at if kind == "times" else t.at)
            if op == "&":
                self.loopy = True
                if self.peek().text == "&":
                    raise self.fail("only one '&' in a row (S & T is one sided value)")
        self.depth -= 1
        return t

    def unary(self) -> Term:
        tok = self.peek()
        if tok.kind == "pm":
            self.k += 1
            return Term("pm", self.pm_operand(), tok.at)
        if tok.kind == "op" and tok.text in "+-":
            after = self.peek(1)
            self.k += 1
            if tok.text == "-" and after.kind == "literal" and after.at == tok.at + 1 and after.value[0] is not None:
                return self.literal(negative=True)  # "-1/2^" is (-1/2) + ^, as CGSuite prints it
            self.deeper()
            t = self.unary()
            self.depth -= 1
            return Term("neg", (t,), tok.at) if tok.text == "-" else t
        return self.primary()

    def pm_operand(self) -> tuple[Term, ...]:
        """What follows ``+-``: one operand, or ``{A,B,...}`` (Left's options of the switch)."""
        if self.peek().text == "{" and self.peek().kind == "op":
            lists, bars, spans, at = self.braces_lists()
            if not bars:
                return tuple(lists[0])
            return (self.split(lists, bars, spans, 0, len(bars), None, at),)
        self.deeper()
        t = self.unary()
        self.depth -= 1
        return (t,)

    def literal(self, negative: bool = False) -> Term:
        """A number, ups and a star, and a loopy name written against the number (``3/2over``, ``1^[on]``, ``2Tiny(1)``)."""
        tok = self.peek()
        self.k += 1
        x, rest = tok.value
        at = tok.at - negative
        if x is not None and x.denominator & (x.denominator - 1):  # CGSuite's Rational: a number, not a game
            if rest is not None:
                raise self.fail(f"a rational that is not dyadic, {x}, is no game: it takes no ups or star", tok.at)
            return Term("rational", (rational(-x if negative else x), tok.text), at)
        g = rest if x is None else number_node(exact(-x if negative else x))
        if x is not None and rest is not None:
            g = g + rest
        t = Term("literal", (g, tok.text), at)
        after = self.peek()
        if rest is None and x is not None and after.at == tok.at + len(tok.text) and (
                after.kind == "upon" or after.kind == "name" and after.text in ("over", "under")
                or after.text in ("Tiny", "Miny") and self.peek(1).text == "("):
            t = Term("add", (t, self.primary()), at)
        return t

    def primary(self) -> Term:
        tok = self.peek()
        if tok.kind == "literal":
            return self.literal()
        if tok.kind == "upon":
            self.k += 1
            self.loopy = True
            return Term("upon", tok.value, tok.at)
        if tok.kind == "op" and tok.text == "{":
            lists, bars, spans, at = self.braces_lists()
            if not bars:
                raise self.fail("expected '|' in braces (a value's Left and Right options)", self.peek(-1).at)
            return self.split(lists, bars, spans, 0, len(bars), None, at)
        if tok.kind == "op" and tok.text == "(":
            self.k += 1
            t = self.expr()
            self.expect(")")
            return t
        if tok.kind == "op" and tok.text == "'":  # CGSuite's explicit form, '{*|*}': the braces kept as written
            self.k += 1
            if self.peek().text != "{":
                raise self.fail("expected '{' after a quote (an explicit form is '{...|...}')")
            braces = self.primary()
            if self.peek().text != "'":
                raise self.fail(f"expected the quote closing the explicit form opened at position {tok.at}")
            self.k += 1
            return Term("explicit", (braces,), tok.at)
        if tok.kind == "op" and tok.text == "*":
            self.k += 1
            if self.peek().text != "(":
                raise self.fail("expected '(' after '*' (*(n) is the nimber *n)")
            return Term("nimber", (self.primary(),), tok.at)
        if tok.kind == "name":
            return self.named(tok)
        raise self.fail("expected a value")

    def named(self, tok: _Token) -> Term:
        """``Tiny(h)``, ``Miny(h)``, a loopy value's name, a label of enclosing braces, or a label and its braces."""
        name = tok.text
        self.k += 1
        if name in ("Tiny", "Miny") and self.peek().text == "(":
            self.k += 1
            h = self.expr()
            self.expect(")")
            return Term(name.lower(), (h,), tok.at)
        if name == "pass":
            # CGSuite reads pass only as an option of its own, not in a sum ("{1|0+pass}").
            raise self.fail("'pass' outside braces" if not self.braces else "'pass' not an option of its own", tok.at)
        self.loopy = True
        if name in LOOPY_WORDS:
            return Term("word", (name,), tok.at)
        if self.peek().text == "{" and self.peek().kind == "op":
            self.labels.append(name)
            lists, bars, spans, at = self.braces_lists()
            self.labels.pop()
            if not bars:
                raise self.fail("expected '|' in braces (a value's Left and Right options)", self.peek(-1).at)
            return self.split(lists, bars, spans, 0, len(bars), name, tok.at)
        if name not in self.labels:
            raise self.fail(f"expected a value: {name!r} is neither a value's name ({', '.join(sorted(LOOPY_WORDS))}, "
                            "Tiny(h), Miny(h)) nor the label of enclosing braces (undefined node name)", tok.at)
        return Term("label", (name,), tok.at)

    def braces_lists(self) -> tuple[list[list[Term]], list[int], list[tuple[int, int]], int]:
        """``{...}``: the option lists between the runs of bars, the runs' lengths, the lists' spans of text, where ``{`` is."""
        at = self.peek().at
        start = at + 1
        self.k += 1
        self.braces += 1
        lists: list[list[Term]] = [[]]
        bars: list[int] = []
        spans: list[tuple[int, int]] = []
        expect_option = True
        while True:
            tok = self.peek()
            if tok.kind == "op" and tok.text == "}":
                if expect_option and lists[-1]:
                    raise self.fail("expected an option after ','")
                spans.append((start, tok.at))
                self.k += 1
                break
            if tok.kind == "bars":
                if expect_option and lists[-1]:
                    raise self.fail("expected an option after ','")
                spans.append((start, tok.at))
                start = tok.at + len(tok.text)
                bars.append(len(tok.text))
                lists.append([])
                self.k += 1
                expect_option = True
            elif tok.kind == "op" and tok.text == ",":
                if expect_option:
                    raise self.fail("expected an option before ','")
                self.k += 1
                expect_option = True
            elif tok.kind == "end":
                raise self.fail("expected an option or '}'")
            else:
                if not expect_option:
                    raise self.fail("expected ',', '|' or '}'")
                after = self.peek(1)
                if tok.kind == "name" and tok.text == "pass" and (after.kind in ("bars", "end") or after.text in (",", "}")):
                    self.k += 1
                    self.loopy = True
                    lists[-1].append(Term("pass", (), tok.at))
                else:
                    lists[-1].append(self.expr())
                expect_option = False
        self.braces -= 1
        return lists, bars, spans, at

    def split(self, lists: list[list[Term]], bars: list[int], spans: list[tuple[int, int]], lo: int, hi: int,
              label: Optional[str], at: int) -> Term:
        """The braces of ``lists[lo..hi]`` and ``bars[lo..hi-1]``: the longest run of bars splits first, and must be unique."""
        most = max(bars[lo:hi])
        i = bars.index(most, lo, hi)
        if most in bars[i + 1:hi]:
            j = bars.index(most, i + 1, hi)

            def part(a: int, b: int) -> str:  # the text of lists a..b, braced when it holds bars
                s = self.text[spans[a][0]:spans[b][1]].strip()
                return "{" + s + "}" if b > a else s

            readings = [f"{{{part(lo, k)}{'|' * most}{part(k + 1, hi)}}}" for k in (i, j)]
            raise self.fail(f"ambiguous bars: a second run of {most} at the same level, read as "
                            f"{readings[0]} or as {readings[1]}? (write the braces)", spans[j][1])
        left = lists[lo] if i == lo else [self.split(lists, bars, spans, lo, i, None, at)]
        right = lists[hi] if i + 1 == hi else [self.split(lists, bars, spans, i + 1, hi, None, spans[i][1])]
        return Term("braces", (label, tuple(left), tuple(right)), at)


def read_tree(text: str) -> Tree:
    """Read `text` into terms, the one grammar of every value cgt prints and of a worksheet's arithmetic.

    ``text := sum [relation sum]``, where a sum is operands joined by ``+``,
    ``-``, ``+-`` (loosest), ``&``, ``:`` and ``*`` (tightest), then the signs
    ``-``, ``+`` and ``+-``; an operand is a number with ups and a star
    (``-1/2^*``), an uptimal (``^<3>``, ``v[2]*``), ``*(n)``, braces with
    bars, ``Tiny(h)``, ``Miny(h)``, parentheses, a loopy value's name, ``pass``
    (an option of its own), ``x^[on]*m``, ``x^<on>*m``, or a label and its
    braces (``a{0|a}``). Values are built by :func:`build_short` and, for a
    loopy text, by :func:`cgt.loopy.notation.parse` (:func:`cgt.value` picks).

    Raises
    ------
    InvalidNotationError
        If `text` is not notation: the message quotes it and names the
        position at fault and what was expected there.

    Examples
    --------
    >>> t = read_tree('{0||1|2} + 3*^')
    >>> t.root.kind, [p.kind for p in t.root.parts], t.loopy
    ('add', ['braces', 'times'], False)
    >>> read_tree('a{0|a}').loopy
    True
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"notation must be a str, not {type(text).__name__} {text!r}", str(text), 0)
    r = _Reader(text)
    root = r.expr()
    tok = r.peek()
    if tok.kind == "rel":
        r.k += 1
        root = Term("compare", (tok.text, root, r.expr()), tok.at)
        tok = r.peek()
    if tok.kind != "end":
        raise r.fail("unexpected text after the value" + (" (one comparison at most)" if tok.kind == "rel" else ""))
    return Tree(text, root, r.loopy)


def as_integer(g: object) -> Optional[int]:
    """`g` as an int when it is an integer value, else None."""
    nus = g.number_up_star if isinstance(g, _store.Node) else None
    if nus is None or nus[1] or nus[2] or nus[0].denominator != 1:
        return None
    return int(nus[0])


def build_short(tree: Tree, term: Optional[Term] = None, rationals: bool = False) -> CanonicalForm:
    """The short value of `term` (the root when None) of a text read by :func:`read_tree`.

    Parameters
    ----------
    tree : Tree
        The text read.
    term : Term, optional
        A part of it.
    rationals : bool, optional
        Whether a number that is not dyadic may stand in the arithmetic of
        numbers (``+``, ``-``, ``*``, a sign: :func:`cgt.value`'s worksheets),
        as a :class:`~cgt.Rational`; else, and anywhere a game is needed, it
        is refused at its denominator.

    Returns
    -------
    CanonicalForm
        Or an :class:`~cgt.ExplicitForm` for a form in quotes (or braces
        around one), a :class:`~cgt.Rational` where `rationals` lets one be.

    Raises
    ------
    InvalidNotationError
        At a loopy part (``on``, ``pass``, ``S & T``...: :func:`cgt.value`
        reads those), a comparison, or a product or ``*(n)`` without the
        integer it needs.

    Examples
    --------
    >>> print(build_short(read_tree('2*{1|0} + *(3+2)')), build_short(read_tree('3:1')))
    1*5 4
    """
    t = tree.root if term is None else term
    k, p = t.kind, t.parts
    if k == "literal":
        return p[0]  # type: ignore[no-any-return]
    if k == "rational":
        if not rationals:
            at = t.at + p[1].index("/") + 1 + (tree.text[t.at] == "-")
            raise notation_error(tree.text, at, f"the denominator {p[0].denominator} is not a power of 2 (short games "
                                 "have dyadic numbers only; cgt.value reads it as a Rational)")
        return p[0]  # type: ignore[no-any-return]
    if k == "explicit":  # the braces' options, as written: each a value, or an explicit form where quoted
        braces = p[0].parts
        return ExplicitForm([build_short(tree, o) for o in braces[1]], [build_short(tree, o) for o in braces[2]])
    if k in ("add", "sub", "ordinal", "times"):
        a, b = build_short(tree, p[0], rationals and k != "ordinal"), build_short(tree, p[1], rationals and k != "ordinal")
        if isinstance(a, Rational) or isinstance(b, Rational):  # arithmetic of numbers: no game unless dyadic
            try:
                return a + b if k == "add" else a - b if k == "sub" else a * b  # type: ignore[no-any-return]
            except NotANumberError as e:
                raise notation_error(tree.text, t.at, str(e)) from None
        if k == "ordinal" and isinstance(a, ExplicitForm):
            return form_ordinal_sum(a, b)
        a, b = value_of(a), value_of(b)  # the other operations see values: a sum's value is the forms' values' sum
        if k == "add":
            return a + b
        if k == "sub":
            return a - b
        if k == "ordinal":
            return ordinal(a, b)
        n, g = (as_integer(a), b) if as_integer(a) is not None else (as_integer(b), a)
        if n is None:
            raise notation_error(tree.text, t.at, f"a product needs an integer factor (n * G), not {a} times {b}")
        return copies(n, g)
    if k == "neg":  # an explicit form's negative is its mirror image, explicit too
        return -build_short(tree, p[0], rationals)
    if k == "pm":
        return _plus_minus([value_of(build_short(tree, o)) for o in p])
    if k == "braces":
        left, right = [build_short(tree, o) for o in p[1]], [build_short(tree, o) for o in p[2]]
        if any(isinstance(o, ExplicitForm) for o in left + right):  # as CGSuite: braces around a form are a form
            return ExplicitForm(left, right)
        return canonical(left, right)
    if k in ("tiny", "miny"):
        h = value_of(build_short(tree, p[0]))
        return tiny(h) if k == "tiny" else miny(h)
    if k == "nimber":
        n = as_integer(build_short(tree, p[0]))
        if n is None or n < 0:
            raise notation_error(tree.text, t.at, f"*(n) needs an integer n >= 0, not {build_short(tree, p[0])}")
        return nus_node(0.0, 0, n)  # type: ignore[return-value]
    if k == "compare":
        raise notation_error(tree.text, t.at, f"a comparison ({p[0]}) is a bool, not a value (cgt.value reads it)")
    what = "'pass'" if k == "pass" else "the sided value" if k == "sided" else "the loopy value"
    raise notation_error(tree.text, t.at, f"{what} here is not a short game (cgt.value and cgt.loopy.parse read loopy values)")


def _plus_minus(left: list[CanonicalForm]) -> CanonicalForm:
    return canonical(list(left), [-g for g in left])


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
