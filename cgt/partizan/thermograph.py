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

from collections.abc import Iterator
from dataclasses import dataclass
import fractions
from fractions import Fraction
import math
from typing import TYPE_CHECKING, Any, Callable, Optional

from .. import _svg
from ..errors import InvalidValueError, MissingExtraError
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
    ``str`` lists the walls. It draws itself to scale, values growing to the
    left and walls at 45 degrees: as SVG (:meth:`to_svg`, what Jupyter shows)
    and with matplotlib (:meth:`plot`).

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

    def to_svg(self, unit: Optional[NumberLike] = None) -> str:
        """Return the thermograph drawn to scale as an SVG document (``_repr_svg_`` for Jupyter).

        Drawn as in *Winning Ways* and CGSuite: values along the horizontal
        axis growing to the *left* (Left's side), temperature up the vertical
        axis, one scale for both, so a wall's taxed stretch (slope 1) is at 45
        degrees. The walls rise to the mast, which is drawn vertically up to
        the top of the picture; the temperature and the mean are marked by
        dashed lines and labelled. Axes carry ticks at a round step (a power
        of 2 below 1, else 1, 2, 5, 10, ...) and their labels. A number's mast
        starts below 0 at its temperature (``-1`` for an integer), over a grey
        line at ``t = 0``. Every element a reader of the picture needs is a
        group of a class: ``left-wall``, ``right-wall``, ``mast``,
        ``value-ticks``, ``temperature-ticks``, ``axes``, ``axis-labels``,
        ``temperature-mark``, ``mean-mark``; coordinates are exact.

        Parameters
        ----------
        unit : int or Fraction, optional
            Pixels per unit of value and of temperature; by default the
            largest that fits the view in about 280 by 200 pixels (give the
            same `unit` to draw several thermographs to one scale).

        Returns
        -------
        str
            The SVG document.

        Raises
        ------
        InvalidValueError
            If `unit` is not positive.

        Examples
        --------
        >>> from cgt import CanonicalForm
        >>> svg = CanonicalForm.parse('{2|-1/2}').thermograph().to_svg(unit=64)
        >>> svg[:87]
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="212" viewBox="0 0 400 212">'
        >>> wall = svg[svg.index('<g class="left-wall">'):]   # from 2 at t = 0 to 3/4 at t = 5/4:
        >>> wall[:66]                                          # 80 pixels right, 80 up
        '<g class="left-wall"><line x1="120" y1="168" x2="200" y2="88" stro'
        """
        f = _frame(self, unit)
        u = f.unit

        def x(v: Fraction) -> Fraction:  # Left's side, larger values, is on the left
            return _MARGINS[0] + (f.left - v) * u

        def y(t: Fraction) -> Fraction:
            return _MARGINS[1] + (f.top - t) * u

        title = str(self.value)
        # Wide enough for the title too (about 7 pixels a character at its size).
        width = max(x(f.right) + _MARGINS[2], Fraction(7 * len(title) + 16))
        height = y(f.bottom) + _MARGINS[3]
        base, side = y(f.bottom), x(f.left)
        axes = [_svg.line(side, base, x(f.right), base, _AXIS, 1), _svg.line(side, base, side, y(f.top), _AXIS, 1)]
        if f.bottom < 0:  # a number's mast starts below t = 0: show where 0 is
            axes.insert(0, _svg.line(side, y(Fraction(0)), x(f.right), y(Fraction(0)), "#cccccc", 1))
        value_ticks: list[str] = []
        for v in f.ticks(f.right, f.left):
            value_ticks += [_svg.line(x(v), base, x(v), base + 5, _AXIS, 1), _svg.text(x(v), base + 14, _q(v), 10)]
        temperature_ticks: list[str] = []
        for t in f.ticks(f.bottom, f.top):
            temperature_ticks += [_svg.line(side - 5, y(t), side, y(t), _AXIS, 1),
                                  _svg.text(side - 8, y(t), _q(t), 10, anchor="end")]
        labels = [_svg.text((side + x(f.right)) / 2, base + 32, "value", 11),
                  _svg.text(14, (base + y(f.top)) / 2, "temperature", 11, rotate=-90)]
        foot_x, foot_y = x(self.mast), y(self.temperature)
        # The temperature's label sits above its dashed line, near the axis if the mast leaves room.
        label_x = side + 4 if foot_x - side >= 56 else foot_x + 4
        temperature_mark = [_svg.text(label_x, foot_y - 7, f"t = {_q(self.temperature)}", 10, "start", _MARK)]
        if foot_x != side and foot_y != base:
            temperature_mark.insert(0, _svg.line(side, foot_y, foot_x, foot_y, _MARK, 1, dash="4 3"))
        mean_mark = [_svg.text(foot_x, y(f.top) - 8, f"mean {_q(self.mast)}", 10, colour=_MARK)]
        if foot_y != base:
            mean_mark.insert(0, _svg.line(foot_x, foot_y, foot_x, base, _MARK, 1, dash="4 3"))
        parts = [
            _svg.text(width / 2, 13, title, 12),
            _svg.group("axes", axes),
            _svg.group("value-ticks", value_ticks),
            _svg.group("temperature-ticks", temperature_ticks),
            _svg.group("axis-labels", labels),
            _svg.group("temperature-mark", temperature_mark),
            _svg.group("mean-mark", mean_mark),
        ]
        for name, wall in (("left-wall", self.left_wall), ("right-wall", self.right_wall)):
            parts.append(_svg.group(name, [_svg.line(x(v0), y(t0), x(v1), y(t1), "#000000", 2)
                                           for (t0, v0), (t1, v1) in zip(wall, wall[1:])]))
        parts.append(_svg.group("mast", [_svg.line(foot_x, foot_y, foot_x, y(f.top), "#000000", 2)]))
        return _svg.svg(width, height, parts)

    def _repr_svg_(self) -> str:
        """The thermograph drawn to scale (Jupyter shows it): :meth:`to_svg`."""
        return self.to_svg()

    def plot(self, ax: Any = None, mast_height: Optional[NumberLike] = None, **style: Any) -> Any:
        """Draw the thermograph to scale with matplotlib (the ``plot`` extra; not imported by ``import cgt``).

        The picture of :meth:`to_svg`: values grow to the *left*, temperature
        upwards, equal scales (walls at 45 degrees), ticks at the same round
        step, the axes labelled, the temperature and the mean marked by
        dashed lines and labels. The axes' limits, ticks and aspect are set
        to the thermograph's view. The first two lines drawn are the walls,
        each continued by the mast.

        Parameters
        ----------
        ax : matplotlib Axes, optional
            Where to draw; a new figure's axes by default.
        mast_height : int or Fraction, optional
            The temperature the mast is drawn up to (the top of the view);
            by default as in :meth:`to_svg`, a quarter of the walls' spread
            (or of the temperature) above the temperature, then up to a tick.
        **style
            Passed to ``ax.plot`` for both walls (``color``, ``linewidth``...).

        Returns
        -------
        matplotlib Axes

        Raises
        ------
        MissingExtraError
            If matplotlib is not installed (``pip install 'cgt-games[plot]'``).

        Examples
        --------
        >>> import matplotlib
        >>> matplotlib.use("Agg")
        >>> from cgt import CanonicalForm
        >>> ax = CanonicalForm.parse('{2|-1/2}').thermograph().plot()
        >>> ax.get_lines()[0].get_xydata().tolist()        # the left wall, then the mast: (value, t)
        [[2.0, 0.0], [0.75, 1.25], [0.75, 2.0]]
        >>> [float(x) for x in ax.get_xlim()], ax.get_aspect()   # values decrease to the right
        ([3.0, -2.0], 1.0)
        >>> [t.get_text() for t in ax.get_yticklabels()]
        ['0', '1', '2']
        """
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            raise MissingExtraError(
                "Thermograph.plot needs matplotlib, which is not installed: pip install 'cgt-games[plot]'"
            ) from None

        f = _frame(self, top=None if mast_height is None else as_number(mast_height, "plot: mast_height"))
        if ax is None:
            _, ax = plt.subplots(figsize=(4, 3))
        style = {"color": "black", "linewidth": 1.5, **style}
        for wall in (self.left_wall, self.right_wall):
            points = [*wall, (f.top, self.mast)]
            ax.plot([float(v) for _, v in points], [float(t) for t, _ in points], **style)
        mark = {"color": _MARK, "linewidth": 0.8, "linestyle": "--"}
        mean, temperature = float(self.mast), float(self.temperature)
        if self.temperature > f.bottom:  # a number's mast starts on the value axis: nothing to mark
            ax.plot([float(f.left), mean], [temperature, temperature], **mark)
            ax.plot([mean, mean], [float(f.bottom), temperature], **mark)
        ax.annotate(f"t = {_q(self.temperature)}", (mean, temperature), xytext=(4, 4),
                    textcoords="offset points", color=_MARK, fontsize=8)
        ax.annotate(f"mean {_q(self.mast)}", (mean, float(f.top)), xytext=(4, -2), textcoords="offset points",
                    va="top", color=_MARK, fontsize=8)  # inside, by the mast: a title stays clear
        if f.bottom < 0:
            ax.axhline(0, color="0.8", linewidth=0.8, zorder=0)
        ax.set_xlim(float(f.left), float(f.right))  # inverted: Left's side on the left
        ax.set_ylim(float(f.bottom), float(f.top))
        ax.set_aspect("equal")
        for ticks, axis in ((f.ticks(f.right, f.left), ax.xaxis), (f.ticks(f.bottom, f.top), ax.yaxis)):
            axis.set_ticks([float(q) for q in ticks], [_q(q) for q in ticks])
        ax.set_xlabel("value")
        ax.set_ylabel("temperature")
        return ax


# The picture's margins around the view, in pixels: left (temperature labels),
# top (title, mean), right, bottom (value labels).
_MARGINS = (56, 40, 24, 44)
_AXIS = "#444444"
_MARK = "#c0392b"
# The size of the view, in pixels, that sets a unit's by default.
_VIEW = (280, 200)
# Tick labels at least this far apart, in pixels.
_TICK_GAP = 32


@dataclass(frozen=True)
class _Frame:
    """Where a thermograph is drawn: the view in game units, the tick step, the pixels per unit."""

    left: Fraction  # the largest value shown: Left's side, drawn on the left
    right: Fraction
    bottom: Fraction
    top: Fraction
    step: Fraction
    unit: Fraction  # pixels per unit of value and of temperature alike

    def ticks(self, lo: Fraction, hi: Fraction) -> list[Fraction]:
        """The multiples of the step from `lo` to `hi`."""
        first = math.ceil(lo / self.step)
        return [k * self.step for k in range(first, math.floor(hi / self.step) + 1)]


def _frame(th: Thermograph, unit: Optional[NumberLike] = None, top: Optional[Fraction] = None) -> _Frame:
    """The view of `th`, in proportion to its size (its walls' spread or its temperature, else 1).

    Its walls with a quarter of the size around them, the mast a quarter of
    the size above the temperature (half the size above 0 for a number or an
    infinitesimal); the edges moved out onto ticks.
    """
    values = [v for _, v in th.left_wall + th.right_wall]
    hi, lo = max(values), min(values)
    size = max(hi - lo, th.temperature) or Fraction(1)
    pad = max(size / 4, (size - (hi - lo)) / 2)
    bottom = min(Fraction(0), th.temperature)
    given_top = top
    if top is None:
        top = th.temperature + size / 4 if th.temperature > 0 else size / 2
    elif top <= th.temperature:
        raise InvalidValueError(f"plot: mast_height {top} is not above the temperature {th.temperature}")
    if unit is None:
        fit = min(Fraction(_VIEW[0]) / (hi - lo + 2 * pad), Fraction(_VIEW[1]) / (top - bottom))
        # An integer number of pixels, or 1/2**k below 1: dyadic values stay exact pixels.
        u = Fraction(math.floor(fit)) if fit >= 1 else Fraction(1, 2 ** math.ceil(math.log2(1 / fit)))
    else:
        u = as_number(unit, "to_svg: unit")
        if u <= 0:
            raise InvalidValueError(f"to_svg: unit {unit} is not positive; it is the pixels per unit of value")
    # Labels apart, and at most about eight of them along the view's size.
    step = next(s for s in _steps() if s * u >= _TICK_GAP and s >= size / 4)
    # The view's edges on ticks, so that the axes end on a labelled tick (a given top stays).
    return _Frame(left=math.ceil((hi + pad) / step) * step, right=math.floor((lo - pad) / step) * step,
                  bottom=math.floor(bottom / step) * step, top=given_top or math.ceil(top / step) * step,
                  step=step, unit=u)


def _steps() -> Iterator[Fraction]:
    """Round tick steps, increasing: 1/1024, ..., 1/2, 1, 2, 5, 10, 20, 50, ..."""
    yield from (Fraction(1, 2**k) for k in range(10, 0, -1))
    scale = 1
    while True:
        yield from (Fraction(m * scale) for m in (1, 2, 5))
        scale *= 10


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
