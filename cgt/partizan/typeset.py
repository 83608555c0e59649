"""Values typeset as the books print them: LaTeX and HTML from CGSuite's plain-text notation.

What a value prints (``str``) decides its form: options and their order,
bars, ``+-``, uptimals, ``Tiny`` and ``Miny``, and for the loopy values
``on``, ``over``, ``pass``, ``&``. These functions only render that text's
tokens as *Winning Ways* and CGSuite's graphical output draw them: arrows for
ups and downs (``↑``, ``⇑``, ``↑3``; ``↑`` with a superscript ``n`` for
up-nth ``^<n>`` and ``[n]`` for ``^[n]``, downs with a subscript), stacked
fractions, ``±``, braces and bars, tiny-``h`` as ``+`` with ``h`` below
(``⧾_h``, miny with ``-``), names upright. So the printer stays the one
home of the notation, and the short and loopy values share the typesetting.
:func:`repr_latex` and :func:`repr_html` are the values' ``_repr_latex_`` and
``_repr_html_`` (Jupyter shows them), short and loopy alike.
"""

from __future__ import annotations

import html as _html
import re
from typing import Callable, NamedTuple

__all__ = ["to_latex", "to_html", "repr_latex", "repr_html"]

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<bars>\|+)
  | (?P<pm>\+-|±)
  | (?P<unit>[\^v↑↓])(?P<kind>[<\[])(?P<n>\w+)[>\]]
  | (?P<ups>\^+|↑+)(?P<upcount>\d*)
  | (?P<downs>v+|↓+)(?P<downcount>\d*)(?![A-Za-z_])
  | (?P<number>\d+)(?:/(?P<den>\d+))?
  | (?P<star>\*)(?P<nim>\d*)
  | (?P<tiny>Tiny|Miny)\(
  | (?P<word>[A-Za-z_]\w*)
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)


class _Style(NamedTuple):
    """How one output format writes each kind of token."""

    space: str  # for any run of whitespace
    bars: Callable[[int], str]  # a run of k bars
    pm: str
    unit: Callable[[bool, bool, str], str]  # up (or down), summed ^[n] (or ^<n>), n
    arrows: Callable[[bool, int], str]  # up (or down), how many
    number: Callable[[str, str], str]  # numerator, denominator ('' for an integer)
    star: Callable[[str], str]  # the nimber's digits ('' for *)
    tiny: Callable[[bool], tuple[str, str]]  # Tiny (or Miny): what opens and what closes its subscript
    word: Callable[[str], str]
    chars: dict[str, str]  # single characters written otherwise
    escape: Callable[[str], str]  # any other character


def _render(text: str, style: _Style) -> str:
    out: list[str] = []
    closers: list[str] = []  # what each open parenthesis closes with: ')' or the end of a Tiny's subscript
    for m in _TOKEN.finditer(text):
        g = m.group
        if g("space") is not None:
            out.append(style.space)
        elif g("bars") is not None:
            out.append(style.bars(len(g("bars"))))
        elif g("pm") is not None:
            out.append(style.pm)
        elif g("unit") is not None:
            out.append(style.unit(g("unit") in "^↑", g("kind") == "[", g("n")))
        elif g("ups") is not None:
            out.append(style.arrows(True, int(g("upcount")) if g("upcount") else len(g("ups"))))
        elif g("downs") is not None:
            out.append(style.arrows(False, int(g("downcount")) if g("downcount") else len(g("downs"))))
        elif g("number") is not None:
            out.append(style.number(g("number"), g("den") or ""))
        elif g("star") is not None:
            out.append(style.star(g("nim")))
        elif g("tiny") is not None:
            opening, closing = style.tiny(g("tiny") == "Tiny")
            out.append(opening)
            closers.append(closing)
        elif g("word") is not None:
            out.append(style.word(g("word")))
        else:
            c = g("other")
            if c == "(":
                closers.append(style.chars.get(")", ")"))
                out.append(style.chars.get("(", "("))
            elif c == ")" and closers:
                out.append(closers.pop())
            else:
                out.append(style.chars.get(c) or style.escape(c))
    out.extend(reversed(closers))  # text with an unclosed parenthesis still gives balanced output
    return "".join(out)


def _latex_arrows(up: bool, count: int) -> str:
    arrow = ("\\uparrow", "\\Uparrow") if up else ("\\downarrow", "\\Downarrow")
    if count <= 2:
        return "{" + arrow[count - 1] + "}"
    return "{" + arrow[0] + "}" + str(count)  # ^3 is drawn ↑3, as CGSuite draws it


def _latex_unit(up: bool, summed: bool, n: str) -> str:
    n = "\\mathrm{on}" if n == "on" else n
    body = f"[{n}]" if summed else n
    return "{\\uparrow^{" + body + "}}" if up else "{\\downarrow_{" + body + "}}"


_LATEX = _Style(
    space="\\ ",
    bars=lambda k: "\\mathrel{" + "|" * k + "}",
    pm="\\pm ",
    unit=_latex_unit,
    arrows=_latex_arrows,
    number=lambda n, d: n if not d else "\\frac{" + n + "}{" + d + "}",
    star=lambda nim: "{*}" + nim,
    tiny=lambda tiny: ("{" + ("+" if tiny else "-") + "_{", "}}"),
    word=lambda w: "\\mathrm{" + w.replace("_", "\\_") + "}",
    chars={"{": "\\{", "}": "\\}", "&": "\\mathbin{\\&}", "\\": "\\backslash ", "~": "\\sim "},
    escape=lambda c: "\\" + c if c in "#$%_" else c,
)

_HTML = _Style(
    space=" ",
    bars=lambda k: "|" * k,
    pm="±",
    unit=lambda up, summed, n: ("↑<sup>" if up else "↓<sub>") + (f"[{n}]" if summed else n) + ("</sup>" if up else "</sub>"),
    arrows=lambda up, k: (("↑", "⇑") if up else ("↓", "⇓"))[k - 1] if k <= 2 else ("↑" if up else "↓") + str(k),
    number=lambda n, d: n if not d else f"<sup>{n}</sup>&frasl;<sub>{d}</sub>",
    star=lambda nim: "*" + nim,
    tiny=lambda tiny: (("+" if tiny else "&minus;") + "<sub>", "</sub>"),
    word=lambda w: w,
    chars={"-": "&minus;"},
    escape=_html.escape,
)


def to_latex(text: str) -> str:
    """Return printed notation typeset in LaTeX math (without the ``$`` delimiters).

    Parameters
    ----------
    text : str
        What a value prints: ``str(g)`` of a :class:`~cgt.CanonicalForm`, a
        loopy :class:`~cgt.loopy.CanonicalStopper` or a sided value.

    Returns
    -------
    str
        Math-mode LaTeX that MathJax and plain LaTeX both read (no package
        needed): ``{\\uparrow}`` and ``{\\Uparrow}`` for ``^`` and ``^^``,
        ``\\frac``, ``\\pm``, ``\\{ ... \\mathrel{|} ... \\}``; its braces are
        balanced.

    Examples
    --------
    >>> from cgt import CanonicalForm, up
    >>> to_latex(str(up(2) + CanonicalForm.parse('*')))
    '{\\\\Uparrow}{*}'
    >>> print(to_latex('{2||1|-1/2}'))
    \\{2\\mathrel{||}1\\mathrel{|}-\\frac{1}{2}\\}
    >>> print(to_latex('+-1'), to_latex('1/2v3*2'), to_latex('^<3>'), to_latex('2Tiny(1)'))
    \\pm 1 \\frac{1}{2}{\\downarrow}3{*}2 {\\uparrow^{3}} 2{+_{1}}
    """
    return _render(text, _LATEX)


def to_html(text: str) -> str:
    """Return printed notation as HTML: arrows, ``±``, fractions with ``<sup>`` and ``<sub>``.

    Parameters
    ----------
    text : str
        What a value prints (see :func:`to_latex`).

    Returns
    -------
    str
        An HTML fragment, its text escaped.

    Examples
    --------
    >>> print(to_html('{1/2|v*}'), to_html('^^'), to_html('1 & 0'), to_html('v[3]'))
    {<sup>1</sup>&frasl;<sub>2</sub>|↓*} ⇑ 1 &amp; 0 ↓<sub>[3]</sub>
    """
    return _render(text, _HTML)


def repr_latex(value: object) -> str:
    """The value's LaTeX for Jupyter (its ``_repr_latex_``): :func:`to_latex` of its text, in ``$...$``.

    >>> from cgt import CanonicalForm
    >>> print(CanonicalForm.parse('{1/2|v*}')._repr_latex_())
    $\\{\\frac{1}{2}\\mathrel{|}{\\downarrow}{*}\\}$
    """
    return "$" + to_latex(str(value)) + "$"


def repr_html(value: object) -> str:
    """The value's HTML for Jupyter (its ``_repr_html_``): :func:`to_html` of its text, in a span.

    >>> from cgt import CanonicalForm
    >>> CanonicalForm.parse('{1|^^*}')._repr_html_()
    '<span class="cgt-value">{1|⇑*}</span>'
    """
    return '<span class="cgt-value">' + to_html(str(value)) + "</span>"
