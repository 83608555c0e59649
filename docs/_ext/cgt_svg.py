"""Pictures cgt draws itself, made at build time from a Python expression.

``.. cgt-svg:: cgt.CanonicalForm.parse('{3||2|1}').thermograph()`` puts the
object's ``_repr_svg_()`` (what Jupyter shows) in the page as inline SVG,
with the directive's ``:alt:`` as its accessible name and its content as the
caption. The expression sees ``cgt`` and ``Fraction``; the picture is always
the library's current drawing.
"""

from __future__ import annotations

from fractions import Fraction
from html import escape

from docutils import nodes
from docutils.nodes import Node
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util.docutils import SphinxDirective

import cgt

__all__ = ["setup"]


class CgtSvg(SphinxDirective):
    """``.. cgt-svg:: expression``: the expression's picture, captioned by the content."""

    required_arguments = 1
    final_argument_whitespace = True
    has_content = True
    option_spec = {"alt": directives.unchanged_required}

    def run(self) -> list[Node]:
        expression = self.arguments[0]
        try:
            drawn = eval(expression, {"cgt": cgt, "Fraction": Fraction})._repr_svg_()  # the docs' own text
        except Exception as error:
            raise ExtensionError(f"cgt-svg: {expression!r} gives no picture: {error}") from error
        alt = escape(self.options.get("alt", expression), quote=True)
        drawn = drawn.replace("<svg ", f'<svg role="img" aria-label="{alt}" ', 1)
        figure = nodes.figure(classes=["cgt-svg"])
        figure += nodes.raw("", drawn, format="html")
        if self.content:
            caption = nodes.caption()
            caption += self.parse_text_to_nodes("\n".join(self.content))[0].children
            figure += caption
        return [figure]


def setup(app: Sphinx) -> dict[str, object]:
    app.add_directive("cgt-svg", CgtSvg)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
