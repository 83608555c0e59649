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
from typing import TYPE_CHECKING, Optional

from . import _store
from .infinitesimals import uptimal_expansion
from .compounds import value_of
from .reader import build_short, miny, read_tree, tiny

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

# tiny and miny live in reader (which builds Tiny(h)), and are still importable and documented here.
__all__ = ["to_string", "option_text", "parse", "tiny", "miny"]

_MAX_BARS = 4


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


def parse(text: str) -> CanonicalForm:
    """Return the short value written ``text`` (see :meth:`cgt.CanonicalForm.parse`): :func:`~cgt.partizan.reader.read_tree`, then
    :func:`~cgt.partizan.reader.build_short`.

    Examples
    --------
    >>> from cgt.partizan.notation import parse
    >>> parse('{2||1|0}') == parse('{2|{1|0}}'), parse('±1') is parse('+-1'), str(parse('1 + *'))
    (True, True, '1*')
    """
    return value_of(build_short(read_tree(text)))  # an explicit form's value
