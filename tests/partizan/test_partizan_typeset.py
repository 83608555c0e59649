"""Values in LaTeX and HTML as the books print them (issue 29, item 4): known forms and random values.

The notation is Winning Ways' (ch. 2-6): ``↑`` and ``⇑`` for up and double-up, ``↓``
for down, ``±`` for a switch, stacked fractions, braces with bars; up-nth with a
superscript (Siegel, *Combinatorial Game Theory*, II.4), tiny-``h`` as ``+`` with
``h`` below (Winning Ways ch. 5, "⧾_h").
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from test_partizan_values import trees, value

from cgt import CanonicalForm
from cgt.loopy import SidedValue
from cgt.loopy.notation import parse as loopy_parse
from cgt.partizan.typeset import to_html, to_latex

KNOWN = [
    ("^", r"{\uparrow}", "↑"),
    ("^^", r"{\Uparrow}", "⇑"),
    ("v", r"{\downarrow}", "↓"),
    ("vv*", r"{\Downarrow}{*}", "⇓*"),
    ("^3", r"{\uparrow}3", "↑3"),
    ("*2", r"{*}2", "*2"),
    ("-3/4", r"-\frac{3}{4}", "&minus;<sup>3</sup>&frasl;<sub>4</sub>"),
    ("1/2^*", r"\frac{1}{2}{\uparrow}{*}", "<sup>1</sup>&frasl;<sub>2</sub>↑*"),
    ("+-1", r"\pm 1", "±1"),
    ("{2||1|-1/2}", r"\{2\mathrel{||}1\mathrel{|}-\frac{1}{2}\}", "{2||1|&minus;<sup>1</sup>&frasl;<sub>2</sub>}"),
    ("{0,*|-1}", r"\{0,{*}\mathrel{|}-1\}", "{0,*|&minus;1}"),
    ("^<2>", r"{\uparrow^{2}}", "↑<sup>2</sup>"),
    ("v[3]*", r"{\downarrow_{[3]}}{*}", "↓<sub>[3]</sub>*"),
    ("2Tiny(1)", r"2{+_{1}}", "2+<sub>1</sub>"),
    ("Miny({5||3|1})", r"{-_{\{5\mathrel{||}3\mathrel{|}1\}}}", "&minus;<sub>{5||3|1}</sub>"),
]


@pytest.mark.parametrize("text, latex, html", KNOWN)
def test_known_values(text, latex, html):
    g = CanonicalForm.parse(text)
    assert str(g) == text  # the text is what cgt prints, so this is what the value shows
    assert g._repr_latex_() == f"${latex}$" and to_latex(text) == latex
    assert g._repr_html_() == f'<span class="cgt-value">{html}</span>' and to_html(text) == html


def test_loopy_values_typeset_their_text():
    over, sided = loopy_parse("{0|pass}"), SidedValue(loopy_parse("1"), loopy_parse("0"))
    assert over._repr_latex_() == r"$\mathrm{over}$" and sided._repr_latex_() == r"$1\ \mathbin{\&}\ 0$"
    assert loopy_parse("^[on]*")._repr_html_() == '<span class="cgt-value">↑<sup>[on]</sup>*</span>'
    assert to_latex("-1/4v<on>") == r"-\frac{1}{4}{\downarrow_{\mathrm{on}}}"


def _balanced(latex: str) -> bool:
    depth = 0
    for token in re.findall(r"\\[{}]|[{}]", latex):
        if token in ("{", "}"):
            depth += 1 if token == "{" else -1
            if depth < 0:
                return False
    escaped = re.findall(r"\\[{}]", latex)
    return depth == 0 and escaped.count("\\{") == escaped.count("\\}")


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.ok = True
        self.text = ""

    def handle_starttag(self, tag, attrs):
        self.open.append(tag)

    def handle_endtag(self, tag):
        self.ok = self.ok and bool(self.open) and self.open.pop() == tag

    def handle_data(self, data):
        self.text += data


# The printed text of what the HTML shows, symbol by symbol.
_BACK = {"↑": "^", "⇑": "^^", "↓": "v", "⇓": "vv", "±": "+-", "−": "-", "⁄": "/"}


@settings(max_examples=200)
@given(trees)
def test_random_values_are_well_formed(t):
    g = value(t)
    text = str(g)
    latex = g._repr_latex_()
    assert latex.startswith("$") and latex.endswith("$") and "$" not in latex[1:-1]
    assert _balanced(latex), latex
    assert not re.search(r"[\^_](?!\{)", latex), latex  # every script is braced
    bars = re.findall(r"\\mathrel\{(\|+)\}", latex)
    assert bars == re.findall(r"\|+", text) and "|" not in re.sub(r"\\mathrel\{\|+\}", "", latex)
    parser = _Tags()
    parser.feed(g._repr_html_())
    parser.close()
    assert parser.ok and not parser.open
    if "Tiny" not in text and "Miny" not in text:
        shown = "".join(_BACK.get(c, c) for c in parser.text)
        assert shown == re.sub(r"[<>]", "", text)  # the HTML shows the text, symbol by symbol
