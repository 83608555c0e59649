"""CGSuite's text of misère canonical forms: written as it prints them, read as printed or entered.

CGSuite prints a form as ``*[...]`` (its tutorial ``advanced-topics/misere-theory``
and ``MisereCanonicalGameOps.appendMidToOutput``): ``*[2]`` is the nim heap
``*2``; a run of games is the game with those options (``*[42]`` has the
options ``*4`` and ``*2``); ``#`` after a game makes it the only option of a
new one; subscripts in ``[...]`` after a game are read left to right, a heap
``k`` adding ``*k``, ``-k`` taking a part ``*k`` away, ``#`` as before
(``*[2[#2#]]`` is ``{{*2} + *2}``); parentheses group a run; a heap of 10 or
more is written ``&10;``. CGSuite's way of entering a form, ``*`` before a
list (``*[[2],0]``, ``*[[*[4] + *[2]]]``), is read too, and ``+`` adds forms.
A run of digits is printed text, one heap per digit, as CGSuite prints it:
``*[21]`` is ``{*2, *1}`` (CGSuite reads that text, typed, as the heap
``*21``, which it prints ``*[&21;]``).

Examples
--------
>>> from cgt.misere.notation import misere_text, parse_misere_form
>>> misere_text(parse_misere_form("*[[*[4] + *[2]]]"))
'*[4[2#]]'
"""

from __future__ import annotations

from typing import Optional

from ..errors import InvalidNotationError
from .forms import MAX_HEAP, STAR, add, nim_heap, options_in_order, parity, subtract
from .genus import MISERE_FORMS

__all__ = ["misere_text", "parse_misere_form", "read_misere_form"]

_T = MISERE_FORMS


def _digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def _write(g: int, out: list[str], parenthesize: bool, subscripted: list[bool]) -> None:
    """CGSuite's rAppendMidToOutput: the shortest of a heap, a part plus or minus a heap, G + *, the options."""
    born = _T.birthday[g]
    if g == nim_heap(born):
        out.append(_digit(born))
        if subscripted[0]:
            out.append("[")
        return
    odd = parity(g)
    for i in range(2 + odd, born, 2):
        rest = subtract(g, nim_heap(i))
        if rest is not None and _T.birthday[rest] < born:
            subscripted[0] = True
            _write(rest, out, True, subscripted)
            out.append(_digit(i))
            return
        more = add(g, nim_heap(i))
        if _T.birthday[more] < born:
            subscripted[0] = True
            _write(more, out, True, subscripted)
            out.append("-" + _digit(i))
            return
    if odd:
        subscripted[0] = True
        _write(add(g, STAR), out, True, subscripted)
        out.append("1")
        return
    opts = options_in_order(g)
    if len(opts) == 1:
        _write(opts[0], out, True, subscripted)
        out.append("#")
        return
    if parenthesize:
        out.append("(")
    for o in reversed(opts):
        inner = [False]
        _write(o, out, True, inner)
        if inner[0]:
            out.append("]")
    if parenthesize:
        out.append(")")
    if subscripted[0]:
        out.append("[")


def misere_text(g: int) -> str:
    """Return the form `g` as CGSuite prints it (``*[2[2]321]``).

    Examples
    --------
    >>> from cgt.misere.forms import add, nim_heap
    >>> from cgt.misere.notation import misere_text
    >>> misere_text(add(nim_heap(2), nim_heap(2))), misere_text(nim_heap(10))
    ('*[2[2]]', '*[&10;]')
    """
    out = ["*["]
    subscripted = [False]
    _write(g, out, False, subscripted)
    if subscripted[0]:
        out.append("]")
    out.append("]")
    return "".join(out)


class _Reader:
    """A recursive-descent reader of CGSuite's misère text (printed, or entered as ``*[list]``)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def fail(self, what: str, at: Optional[int] = None) -> InvalidNotationError:
        at = self.i if at is None else at
        shown = repr(self.text[at]) if at < len(self.text) else "the end"
        return InvalidNotationError(
            f"misère form {self.text!r}: {what} at position {at} (found {shown})", self.text, at)

    def peek(self) -> str:
        while self.text[self.i : self.i + 1].isspace():
            self.i += 1
        return self.text[self.i : self.i + 1]

    def expect(self, char: str, what: str) -> None:
        if self.peek() != char:
            raise self.fail(f"expected {what}")
        self.i += 1

    def whole(self) -> int:
        g = self.sum()
        if self.peek():
            raise self.fail("expected '+' or the end")
        return g

    def sum(self) -> int:
        g = self.form()
        while self.peek() == "+":
            self.i += 1
            g = add(g, self.form())
        return g

    def form(self) -> int:
        start = self.i
        self.expect("*", "'*[' starting a misère form")
        self.expect("[", "'[' after '*'")
        end = self.closing(self.i - 1)
        body = self.text[self.i : end]
        if "," in body or "*" in body or body.lstrip().startswith("[") or not body.strip():
            g = self.entered_list(top=True)
        else:
            g = self.run(")]")
        self.expect("]", "']' closing the form opened at position " + str(start))
        return g

    def closing(self, opened: int) -> int:
        depth = 0
        for j in range(opened, len(self.text)):
            depth += {"[": 1, "]": -1}.get(self.text[j], 0)
            if depth == 0:
                return j
        raise self.fail("'[' is never closed", opened)

    # CGSuite's entry: *[a, b, ...] with integers (heaps), [lists] (games with those options) and forms.
    def entered_list(self, top: bool) -> int:
        items: list[int] = []
        if self.peek() != "]":
            items.append(self.entered_item())
            while self.peek() == ",":
                self.i += 1
                items.append(self.entered_item())
        if top and len(items) == 1:
            return items[0]
        return _T.canonical(items)

    def entered_item(self) -> int:
        c = self.peek()
        if c == "[":
            self.i += 1
            g = self.entered_list(top=False)
            self.expect("]", "']' closing a list of options")
        elif c.isdigit():
            g = nim_heap(self.number())
        elif c == "*":
            g = self.form()
        else:
            raise self.fail("expected a heap size, '[' or '*['")
        while self.peek() == "+":
            self.i += 1
            g = add(g, self.entered_item())
        return g

    def number(self) -> int:
        start = self.i
        while self.text[self.i : self.i + 1].isdigit():
            self.i += 1
        n = int(self.text[start : self.i])
        if n > MAX_HEAP:
            raise self.fail(f"the heap *{n} is larger than cgt's misère forms hold (*{MAX_HEAP})", start)
        return n

    # CGSuite's printed text: a run of items is the game with those options (one item: itself).
    def run(self, stops: str) -> int:
        items: list[int] = []
        while self.peek() and self.peek() not in stops:
            items.append(self.item())
        if not items:
            raise self.fail("expected a heap, '(' or '&'")
        return items[0] if len(items) == 1 else _T.canonical(items)

    def heap(self) -> int:
        c = self.peek()
        if c.isdigit():
            self.i += 1
            return int(c)
        if c == "&":
            self.i += 1
            if not self.peek().isdigit():
                raise self.fail("expected the size of a heap after '&'")
            n = self.number()
            self.expect(";", "';' closing '&n;'")
            return n
        raise self.fail("expected a heap (a digit or '&n;')")

    def item(self) -> int:
        if self.peek() == "(":
            self.i += 1
            g = self.run(")]")
            self.expect(")", "')'")
        else:
            g = nim_heap(self.heap())
        while self.peek() == "#":
            self.i += 1
            g = _T.canonical([g])
        if self.peek() == "[":
            self.i += 1
            while self.peek() != "]":
                c = self.peek()
                if not c:
                    raise self.fail("expected ']' closing the subscripts")
                if c == "#":
                    self.i += 1
                    g = _T.canonical([g])
                elif c == "-":
                    at = self.i
                    self.i += 1
                    n = self.heap()
                    rest = subtract(g, nim_heap(n))
                    if rest is None:
                        raise self.fail(f"*{n} is not a part of {misere_text(g)}, so it cannot be taken away", at)
                    g = rest
                else:
                    g = add(g, nim_heap(self.heap()))
            self.i += 1
            while self.peek() == "#":
                self.i += 1
                g = _T.canonical([g])
        return g


def parse_misere_form(text: str) -> int:
    """Read CGSuite's text of a misère canonical form into a form of the shared table.

    A function of the text alone, returning the form (an int of
    :data:`cgt.misere.genus.MISERE_FORMS`; :meth:`cgt.MisereCanonicalForm.from_form`
    wraps it) or raising :class:`cgt.InvalidNotationError`.
    :meth:`cgt.MisereCanonicalForm.parse` calls it; a reader of a longer text
    calls :func:`read_misere_form`.

    Parameters
    ----------
    text : str
        ``*[...]`` as CGSuite prints it (``*[2[2]321]``) or as it is entered
        (``*[[2],0]``), or several joined by ``+``.

    Returns
    -------
    int
        The form.

    Raises
    ------
    InvalidNotationError
        If `text` is not a misère form; the message names the text, the
        position in it and what was expected there.

    Examples
    --------
    >>> from cgt.misere.notation import parse_misere_form
    >>> parse_misere_form("*[0]"), parse_misere_form("*[1]"), parse_misere_form("*[2[2]]") == parse_misere_form("*[2]+*[2]")
    (0, 1, True)
    """
    if not isinstance(text, str):
        raise InvalidNotationError(f"misère form must be a str, not {type(text).__name__} {text!r}", str(text), 0)
    return _Reader(text).whole()


def read_misere_form(text: str, start: int = 0) -> tuple[int, int]:
    """Read one misère form ``*[...]`` of `text` at `start`: the hook for a reader of longer texts.

    Reads the ``*[`` at `start` to its matching ``]`` (a form CGSuite prints,
    or one entered as ``*[list]``) and no further, so a reader of a
    worksheet line (sums, comparisons) hands it each ``*[`` it meets.

    Parameters
    ----------
    text : str
        The whole text (error messages quote it and count positions in it).
    start : int
        Where ``*[`` starts.

    Returns
    -------
    tuple of (int, int)
        The form (an int of :data:`cgt.misere.genus.MISERE_FORMS`) and the
        index just past its closing ``]``.

    Raises
    ------
    InvalidNotationError
        If no misère form starts at `start`; the message names the text, the
        position and what was expected there.

    Examples
    --------
    >>> from cgt.misere.notation import misere_text, read_misere_form
    >>> form, end = read_misere_form("*[2#0] == *[[2],0]", 10)
    >>> misere_text(form), end
    ('*[2#0]', 18)
    """
    reader = _Reader(text)
    reader.i = start
    return reader.form(), reader.i
