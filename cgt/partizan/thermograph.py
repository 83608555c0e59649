"""Thermographs, temperature, mean and cooling of canonical forms.

A wall is a piecewise-linear function of the temperature ``t``, kept exactly as
its breakpoints ``(t, value)`` (fractions); past the last breakpoint it is
vertical (the mast). Thermography after Berlekamp, Conway and Guy (*Winning
Ways*, ch. 6) and Siegel (*Combinatorial Game Theory*, II.5): for ``t`` up to
the temperature, the left wall of ``g`` is the highest right wall of a Left
option, taxed ``t``; the right wall the lowest left wall of a Right option,
plus ``t``. Where they meet, the mast rises at the mean.
"""

from __future__ import annotations

from dataclasses import dataclass
import fractions
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, Optional

from .. import _svg
from ..errors import InvalidValueError
from ._dyadic import NumberLike, as_number, exact
from ._store import canonical, number_node

if TYPE_CHECKING:  # for the annotations only: values imports this module
    from .values import CanonicalForm

__all__ = ["Thermograph", "thermograph", "cool"]

Point = tuple[Fraction, Fraction]

# A piecewise-linear function on [0, oo): breakpoints (t, v), t increasing from
# 0, and the slope after the last breakpoint.
_PL = tuple[tuple[Point, ...], Fraction]


def _at(f: _PL, t: Fraction) -> Fraction:
    points, slope = f
    prev = points[0]
    for p in points[1:]:
        if t <= p[0]:
            return prev[1] + (p[1] - prev[1]) * (t - prev[0]) / (p[0] - prev[0])
        prev = p
    return prev[1] + slope * (t - prev[0])


def _tax(f: _PL, c: int) -> _PL:
    """``f(t) + c t``."""
    points, slope = f
    return tuple((t, v + c * t) for t, v in points), slope + c


def _simplify(points: list[Point], slope: Fraction) -> _PL:
    """Drop repeated and collinear breakpoints (and ones the final slope continues)."""
    out: list[Point] = []
    for p in points:
        if out and p[0] == out[-1][0]:
            continue
        while len(out) >= 2:
            (t0, v0), (t1, v1) = out[-2], out[-1]
            if (v1 - v0) * (p[0] - t1) == (p[1] - v1) * (t1 - t0):
                out.pop()
            else:
                break
        out.append(p)
    while len(out) >= 2 and (out[-1][1] - out[-2][1]) == slope * (out[-1][0] - out[-2][0]):
        out.pop()
    return tuple(out), slope


def _envelope(fs: list[_PL], pick: Callable[..., Fraction]) -> _PL:
    """The pointwise max (``pick=max``) or min of piecewise-linear functions."""
    f = fs[0]
    for g in fs[1:]:
        ts = sorted({t for t, _ in f[0]} | {t for t, _ in g[0]})
        points: list[Point] = []
        for a, b in zip(ts, ts[1:] + [None]):
            fa, ga = _at(f, a), _at(g, a)
            points.append((a, pick(fa, ga)))
            if b is None:
                # Past the last breakpoint both are lines: they cross at most once.
                sf, sg = f[1], g[1]
                if sf != sg and (fa - ga) * (sf - sg) < 0:
                    tc = a + (ga - fa) / (sf - sg)
                    points.append((tc, _at(f, tc)))
                # Which one is on top far out: the steeper one, or at equal slopes the higher.
                above = sf > sg if sf != sg else fa > ga
                slope = (sf if above else sg) if pick is max else (sg if above else sf)
            else:
                fb, gb = _at(f, b), _at(g, b)
                if (fa - ga) * (fb - gb) < 0:
                    # Strict crossing inside (a, b): solve the two segments.
                    da = fa - ga
                    tc = a + da * (b - a) / (da - (fb - gb))
                    points.append((tc, _at(f, tc)))
        f = _simplify(points, slope)
    return f


@dataclass(frozen=True, repr=False)
class Thermograph:
    """The thermograph of a value: its left and right walls, temperature and mast.

    Each wall is a tuple of breakpoints ``(t, value)`` with ``t`` increasing,
    exact fractions, joined by straight segments; above the last breakpoint
    the wall is the vertical mast at :attr:`mast`. A non-number's walls start
    at ``t = 0`` with its stops; a number's walls are its mast alone, from its
    temperature (``-1`` for an integer, ``-1/2**k`` for ``m/2**k``).

    ``repr`` is evaluable (``CanonicalForm.parse('...').thermograph()``);
    ``str`` lists the walls.

    Attributes
    ----------
    value : CanonicalForm
        Whose thermograph this is.
    left_wall, right_wall : tuple of (fractions.Fraction, fractions.Fraction)
        The breakpoints of the walls: ``left_wall[0][1]`` is the left stop,
        ``right_wall[0][1]`` the right stop.
    temperature : fractions.Fraction
        Where the walls meet.
    mast : fractions.Fraction
        The mean value.

    Examples
    --------
    >>> from cgt import CanonicalForm
    >>> from fractions import Fraction
    >>> th = CanonicalForm.parse('{3||2|1}').thermograph()
    >>> print(th)
    thermograph of {3||2|1}: left wall (0, 3) (3/4, 9/4), right wall (0, 2) (1/2, 2) (3/4, 9/4), mast 9/4 from 3/4
    >>> th.right_wall[1]
    (Fraction(1, 2), Fraction(2, 1))
    >>> th.temperature, th.mast, th.left_at(Fraction(1, 2)), th.right_at(1)
    (Fraction(3, 4), Fraction(9, 4), Fraction(5, 2), Fraction(9, 4))
    """

    value: CanonicalForm
    # Spelled out (not Point, Fraction): the docs read these annotations as text.
    left_wall: tuple[tuple[fractions.Fraction, fractions.Fraction], ...]
    right_wall: tuple[tuple[fractions.Fraction, fractions.Fraction], ...]
    temperature: fractions.Fraction
    mast: fractions.Fraction

    def left_at(self, t: NumberLike) -> Fraction:
        """The left wall's value at temperature ``t`` (the mast above the temperature); ``t`` any number."""
        return _wall_at(self.left_wall, as_number(t, "left_at"))

    def right_at(self, t: NumberLike) -> Fraction:
        """The right wall's value at temperature ``t`` (the mast above the temperature); ``t`` any number."""
        return _wall_at(self.right_wall, as_number(t, "right_at"))

    def __repr__(self) -> str:
        return f"{self.value!r}.thermograph()"

    def __str__(self) -> str:
        def wall(points: tuple[Point, ...]) -> str:
            return " ".join(f"({_q(t)}, {_q(v)})" for t, v in points)

        return (f"thermograph of {self.value}: left wall {wall(self.left_wall)}, "
                f"right wall {wall(self.right_wall)}, mast {_q(self.mast)} from {_q(self.temperature)}")

    def _repr_svg_(self) -> str:
        """The thermograph as an SVG picture (Jupyter shows it): walls black, values growing to the left."""
        top = max(self.temperature + 1, Fraction(1))
        lo = min(v for _, v in self.right_wall)
        hi = max(v for _, v in self.left_wall)
        bottom = min(self.left_wall[0][0], Fraction(0))
        span = max(float(hi - lo), 1.0)
        width, height, margin = 240.0, 180.0, 24.0
        scale_x = (width - 2 * margin) / span
        scale_y = (height - 2 * margin) / float(top - bottom)

        def x(v: Fraction) -> float:  # Left's side, larger values, is on the left
            return margin + (float(hi - v) + (span - float(hi - lo)) / 2) * scale_x

        def y(t: Fraction) -> float:
            return height - margin - float(t - bottom) * scale_y

        parts = [_svg.line(0, y(Fraction(0)), width, y(Fraction(0)), "#bbbbbb", 1)]
        for wall in (self.left_wall, self.right_wall):
            points = [*wall, (top, self.mast)]
            parts += [_svg.line(x(v0), y(t0), x(v1), y(t1), "#000000", 2)
                      for (t0, v0), (t1, v1) in zip(points, points[1:])]
        parts.append(_svg.text(width / 2, margin / 2, str(self.value), 12))
        return _svg.svg(width, height, parts)

    def plot(self, ax: Any = None, mast_height: Optional[NumberLike] = None, **style: Any) -> Any:
        """Draw the thermograph with matplotlib (imported here, not by ``import cgt``).

        As is customary, values grow to the *left* (Left's good side) and
        temperature grows upwards; the mast is drawn up to ``mast_height``
        (default: one above the temperature, at least 1).

        Parameters
        ----------
        ax : matplotlib Axes, optional
            Where to draw; a new figure's axes by default.
        mast_height : int or Fraction, optional
            The temperature the mast is drawn up to.
        **style
            Passed to ``ax.plot`` for both walls (``color``, ``linewidth``...).

        Returns
        -------
        matplotlib Axes
        """
        import matplotlib.pyplot as plt

        if ax is None:
            _, ax = plt.subplots(figsize=(4, 3))
        top = as_number(mast_height, "plot") if mast_height is not None else max(self.temperature + 1, Fraction(1))
        style = {"color": "black", "linewidth": 1.5, **style}
        for wall in (self.left_wall, self.right_wall):
            ts = [float(t) for t, _ in wall] + [float(top)]
            vs = [float(v) for _, v in wall] + [float(self.mast)]
            ax.plot(vs, ts, **style)
        lo = min(v for _, v in self.right_wall)
        hi = max(v for _, v in self.left_wall)
        pad = max(float(hi - lo) * 0.15, 0.5)
        if not ax.xaxis_inverted():
            ax.set_xlim(float(hi) + pad, float(lo) - pad)
        ax.set_xlabel("value")
        ax.set_ylabel("temperature")
        ax.axhline(0, color="0.8", linewidth=0.8, zorder=0)
        return ax


def _q(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _wall_at(wall: tuple[Point, ...], t: Fraction) -> Fraction:
    if t <= wall[0][0]:
        return wall[0][1]
    return _at((wall, Fraction(0)), t)


def _number_temperature(x: Fraction) -> Fraction:
    return Fraction(-1, x.denominator) if x.denominator > 1 else Fraction(-1)


# Values are interned and live as long as the process: their walls are kept as long.
_walls_cache: dict[CanonicalForm, tuple[_PL, _PL, Fraction, Fraction]] = {}


def _walls(g: CanonicalForm) -> tuple[_PL, _PL, Fraction, Fraction]:
    """(left wall, right wall) on [0, oo) as functions, temperature and mast; cached on g."""
    cached = _walls_cache.get(g)
    if cached is not None:
        return cached
    if g.is_number:
        x = g.left_stop
        mast = (((Fraction(0), x),), Fraction(0))
        result = (mast, mast, _number_temperature(x), x)
    else:
        scaffold_l = _envelope([_tax(_walls(o)[1], -1) for o in g.left_options], max)
        scaffold_r = _envelope([_tax(_walls(o)[0], 1) for o in g.right_options], min)
        t = _meet(scaffold_l, scaffold_r)
        m = _at(scaffold_l, t)
        lw = _simplify([p for p in scaffold_l[0] if p[0] < t] + [(t, m)], Fraction(0))
        rw = _simplify([p for p in scaffold_r[0] if p[0] < t] + [(t, m)], Fraction(0))
        result = (lw, rw, t, m)
    _walls_cache[g] = result
    return result


def _meet(left: _PL, right: _PL) -> Fraction:
    """The least t >= 0 with left(t) <= right(t) (left - right never increases)."""
    ts = sorted({t for t, _ in left[0]} | {t for t, _ in right[0]})
    prev_t, prev_d = ts[0], _at(left, ts[0]) - _at(right, ts[0])
    if prev_d <= 0:
        return prev_t
    for t in ts[1:]:
        d = _at(left, t) - _at(right, t)
        if d <= 0:
            return prev_t + prev_d * (t - prev_t) / (prev_d - d)
        prev_t, prev_d = t, d
    return prev_t + prev_d / (right[1] - left[1])


def thermograph(g: CanonicalForm) -> Thermograph:
    """Return the thermograph of ``g`` (also ``g.thermograph()``).

    Examples
    --------
    >>> from cgt import number, switch
    >>> print(thermograph(switch(1, -1)))
    thermograph of +-1: left wall (0, 1) (1, 0), right wall (0, -1) (1, 0), mast 0 from 1
    >>> print(thermograph(number(3, 2)))
    thermograph of 3/2: left wall (-1/2, 3/2), right wall (-1/2, 3/2), mast 3/2 from -1/2
    """
    lw, rw, t, m = _walls(g)
    if g.is_number:
        wall = ((t, m),)
        return Thermograph(g, wall, wall, t, m)
    return Thermograph(g, lw[0], rw[0], t, m)


_cool_cache: dict[tuple[CanonicalForm, Fraction], CanonicalForm] = {}


def cool(g: CanonicalForm, t: int | fractions.Fraction | float | CanonicalForm) -> CanonicalForm:
    """Return the value cooled by ``t``: every move taxed ``t``, until it freezes to a number.

    This is :meth:`cgt.CanonicalForm.cool`, and follows CGSuite's ``Cool``:
    an integer is unchanged; a value whose temperature is below ``t``
    becomes its mean; any other value ``{g^L_t - t | g^R_t + t}``. So ``t``
    may be negative, down to (not including) ``-1``: cooling by ``-t`` then
    warms the value (every move pays the mover ``t``) and thaws numbers
    whose temperature ``-1/2**k`` is not below ``t`` (``1/4`` cooled by
    ``-1/4`` is ``1/4*``).

    Parameters
    ----------
    t : int, Fraction, float or CanonicalForm
        A number ``t > -1``: an int, a dyadic Fraction, a float or a
        value that is a number (every temperature of cgt takes these).

    Returns
    -------
    CanonicalForm
        ``g_t = {g^L_t - t | g^R_t + t}``, or the mean once ``t`` exceeds
        the temperature; an integer is unchanged, and so is any number
        when ``t >= 0``.

    Raises
    ------
    NotANumberError
        If ``t`` is not a number (a game that is not a number, a string...).
    InvalidValueError
        If ``t <= -1`` or ``t`` is not a dyadic rational.

    Examples
    --------
    >>> from cgt import CanonicalForm, number
    >>> g = CanonicalForm.parse('{2|-1/2}')
    >>> print(g.cool(1), g.cool(Fraction(5, 4)), g.cool(2), g.cool(0.5), g.cool(number(1, 2)))
    {1|1/2} 3/4* 3/4 {3/2|0} {3/2|0}

    Cooling by a negative temperature (CGSuite's ``Cool(-1/2)``,
    ``(1/4).Cool(-1/4)``):

    >>> print(CanonicalForm.parse('{3||2*|1*}').cool(Fraction(-1, 2)), number(1, 4).cool(Fraction(-1, 4)))
    {7/2|||5/2|3/2||+-1/2} 1/4*
    >>> g.cool(-1)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: cool: the temperature -1 is not above -1; cooling is by t > -1 (as CGSuite's Cool)
    """
    x = as_number(t, "cool")
    if x <= -1:
        raise InvalidValueError(f"cool: the temperature {t} is not above -1; cooling is by t > -1 (as CGSuite's Cool)")
    return _cool(g, x)


def _cool(g: CanonicalForm, t: Fraction) -> CanonicalForm:
    if not t or g.is_integer or t > 0 and g.is_number:  # a number's temperature is below 0
        return g
    key = (g, t)
    r = _cool_cache.get(key)
    if r is None:
        _, _, temperature, mast = _walls(g)
        if t > temperature:
            r = number_node(exact(mast))
        else:
            r = canonical([_cool(o, t) - t for o in g.left_options], [_cool(o, t) + t for o in g.right_options])
        _cool_cache[key] = r
    return r
