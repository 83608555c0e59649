"""A few SVG primitives shared by the boards' ``_repr_svg_`` (Jupyter pictures).

Boards draw themselves as plain SVG text: no drawing library is imported, so a
notebook shows a position at the cost of a string. Coordinates are in pixels,
y downwards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Union
from html import escape

__all__ = ["svg", "rect", "line", "circle", "text", "cells"]

#: Side of one cell of a drawn grid or strip, in pixels.
CELL = 24


def svg(width: float, height: float, parts: Iterable[str]) -> str:
    """Return an SVG document of the given size holding `parts`."""
    body = "".join(parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}">{body}</svg>'
    )


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "#444") -> str:
    """Return a rectangle."""
    return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{fill}" stroke="{stroke}"/>'


def line(x1: float, y1: float, x2: float, y2: float, colour: str, width: float = 3) -> str:
    """Return a straight line."""
    return (
        f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{colour}" '
        f'stroke-width="{width:g}" stroke-linecap="round"/>'
    )


def circle(x: float, y: float, r: float, fill: str) -> str:
    """Return a filled circle."""
    return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" stroke="#222"/>'


def text(x: float, y: float, label: str, size: float = 14) -> str:
    """Return a centred text label."""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-family="sans-serif" '
        f'text-anchor="middle" dominant-baseline="central">{escape(label)}</text>'
    )


def cells(rows: Sequence[str], fills: Union[Mapping[str, str], Callable[[int, int, str], str]],
          x0: float = 0, y0: float = 0) -> list[str]:
    """Return one square per character of `rows`, coloured by ``fills[character]``.

    `fills` may instead be a function of the row, the column and the
    character, for colours that depend on the cell (a checkered board).
    """
    colour = fills if callable(fills) else (lambda r, c, ch: fills[ch])
    return [
        rect(x0 + c * CELL, y0 + r * CELL, CELL, CELL, colour(r, c, ch))
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
    ]
