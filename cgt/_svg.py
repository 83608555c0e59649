"""A few SVG primitives shared by the boards' ``_repr_svg_`` (Jupyter pictures).

Boards draw themselves as plain SVG text: no drawing library is imported, so a
notebook shows a position at the cost of a string. Coordinates are in pixels,
y downwards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Optional, Union
from html import escape

__all__ = ["svg", "rect", "line", "circle", "text", "group", "cells", "stones", "number"]

#: A coordinate: a float, or an exact fraction (written exactly when dyadic).
Coordinate = Union[float, Fraction]

#: Side of one cell of a drawn grid or strip, in pixels.
CELL = 24


def number(x: Coordinate) -> str:
    """Return `x` as an SVG number: a dyadic fraction exactly, anything else to 6 digits.

    Exact coordinates keep a drawing's geometry exact: a thermograph's walls
    at 45 degrees have equal steps in x and y, to the last digit.

    Examples
    --------
    >>> number(Fraction(1237, 64)), number(24.0), number(Fraction(1, 3))
    ('19.328125', '24', '0.333333')
    """
    if isinstance(x, Fraction) and x.denominator & (x.denominator - 1) == 0:
        # m / 2**k == m * 5**k / 10**k: k decimals, exactly.
        k = x.denominator.bit_length() - 1
        digits = str(abs(x.numerator) * 5**k).rjust(k + 1, "0")
        whole, decimals = digits[: len(digits) - k], digits[len(digits) - k :].rstrip("0")
        return ("-" if x < 0 else "") + whole + ("." + decimals if decimals else "")
    return f"{float(x):g}"


def svg(width: Coordinate, height: Coordinate, parts: Iterable[str]) -> str:
    """Return an SVG document of the given size holding `parts`."""
    body = "".join(parts)
    w, h = number(width), number(height)
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{body}</svg>'


def rect(x: Coordinate, y: Coordinate, w: Coordinate, h: Coordinate, fill: str, stroke: str = "#444") -> str:
    """Return a rectangle."""
    return (f'<rect x="{number(x)}" y="{number(y)}" width="{number(w)}" height="{number(h)}" '
            f'fill="{fill}" stroke="{stroke}"/>')


def line(x1: Coordinate, y1: Coordinate, x2: Coordinate, y2: Coordinate, colour: str, width: float = 3,
         dash: Optional[str] = None) -> str:
    """Return a straight line, dashed by the SVG pattern `dash` (``"4 3"``) if given."""
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    return (
        f'<line x1="{number(x1)}" y1="{number(y1)}" x2="{number(x2)}" y2="{number(y2)}" stroke="{colour}" '
        f'stroke-width="{width:g}" stroke-linecap="round"{dashed}/>'
    )


def circle(x: Coordinate, y: Coordinate, r: Coordinate, fill: str) -> str:
    """Return a filled circle."""
    return f'<circle cx="{number(x)}" cy="{number(y)}" r="{number(r)}" fill="{fill}" stroke="#222"/>'


def text(x: Coordinate, y: Coordinate, label: str, size: float = 14, anchor: str = "middle",
         colour: Optional[str] = None, rotate: float = 0) -> str:
    """Return a text label at `x`, `y`: centred vertically, `anchor` (``start``, ``middle``, ``end``) horizontally.

    `colour` fills it (black by default); `rotate` turns it about its anchor,
    in degrees clockwise (``-90`` reads upwards).
    """
    filled = f' fill="{colour}"' if colour else ""
    turned = f' transform="rotate({rotate:g} {number(x)} {number(y)})"' if rotate else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" font-size="{size:g}" font-family="sans-serif"{filled} '
        f'text-anchor="{anchor}" dominant-baseline="central"{turned}>{escape(label)}</text>'
    )


def group(name: str, parts: Iterable[str]) -> str:
    """Return `parts` as one group of class `name` (what a reader of the picture looks for)."""
    return f'<g class="{name}">{"".join(parts)}</g>'


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


def stones(rows: Sequence[str], colours: Mapping[str, str], x0: float = 0, y0: float = 0) -> list[str]:
    """Return a round stone, coloured ``colours[character]``, on each cell of `rows` whose character has a colour.

    Drawn over :func:`cells` of the same `rows`, `x0`, `y0`.
    """
    half = CELL / 2
    return [
        circle(x0 + c * CELL + half, y0 + r * CELL + half, half * 0.7, colours[ch])
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch in colours
    ]
