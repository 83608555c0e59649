"""Thermographs against cooling by the definition, temperature theory's laws, and their pictures."""

from __future__ import annotations

from fractions import Fraction
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm, canonical_form, number, star, switch, up
from cgt.games import Domineering
from cgt.errors import InvalidValueError, NotAValueError

P = CanonicalForm.parse

values = st.recursive(
    st.one_of(
        st.builds(number, st.integers(-4, 4), st.sampled_from([1, 2, 4])),
        st.builds(star, st.integers(0, 2)),
        st.builds(up, st.integers(-2, 2)),
    ),
    lambda kids: st.builds(CanonicalForm.from_options, st.lists(kids, max_size=3), st.lists(kids, max_size=3)),
    max_leaves=8,
)


def cooled_by_definition(g: CanonicalForm, t: Fraction) -> CanonicalForm:
    """g_t = {g^L_t - t | g^R_t + t}, unless some t' < t freezes g: then its mean.

    The freezing is found by trying t' on a grid (the walls' breakpoints of small
    games are multiples of 1/64), not from the code's temperature.
    """
    if g.is_number:
        return g
    for k in range(int(t * 64)):
        tk = Fraction(k, 64)
        gk = CanonicalForm.from_options([cooled_by_definition(o, tk) - tk for o in g.left_options],
                                        [cooled_by_definition(o, tk) + tk for o in g.right_options])
        if gk.left_stop == gk.right_stop:  # infinitesimally close to a number
            return number(gk.left_stop)
    return CanonicalForm.from_options([cooled_by_definition(o, t) - t for o in g.left_options],
                                      [cooled_by_definition(o, t) + t for o in g.right_options])


@settings(max_examples=40, deadline=None)
@given(values)
def test_walls_are_the_stops_of_the_cooled_game(g):
    th = g.thermograph()
    assert th.value is g
    top = max(th.temperature, Fraction(0)) + 1
    ts = sorted({t for t, _ in th.left_wall + th.right_wall if t >= 0} | {top})
    grid = sorted(set(ts) | {(a + b) / 2 for a, b in zip(ts, ts[1:])})
    for t in grid:
        c = g.cool(t)
        assert (th.left_at(t), th.right_at(t)) == (c.left_stop, c.right_stop), t
    if not g.is_number:
        # The temperature is the least t where the walls meet: just below it they do not.
        tt = th.temperature
        assert g.cool(tt).left_stop == g.cool(tt).right_stop == th.mast == g.mean
        if tt > 0:
            below = g.cool(tt - Fraction(1, 1024))
            assert below.left_stop > below.right_stop


@settings(max_examples=25, deadline=None)
@given(values, st.sampled_from([Fraction(0), Fraction(1, 4), Fraction(1, 2), Fraction(1), Fraction(3, 2)]))
def test_cooling_matches_the_definition(g, t):
    assert g.cool(t) is cooled_by_definition(g, t)


@settings(max_examples=60, deadline=None)
@given(values, values)
def test_mean_is_additive_and_temperature_translation_invariant(g, h):
    assert (g + h).mean == g.mean + h.mean
    assert (-g).mean == -g.mean and (-g).temperature == g.temperature
    assert (g.left_stop >= g.mean >= g.right_stop)
    if not g.is_number:
        assert (g + number(3, 2)).temperature == g.temperature
        assert g.temperature >= 0


@pytest.mark.parametrize(
    "text, temperature, mean",
    [
        # Winning Ways, ch. 6 and Siegel, CGT II.5; CGSuite's conventions for numbers.
        ("+-1", 1, 0),
        ("{2|-1/2}", Fraction(5, 4), Fraction(3, 4)),  # 2x3 Domineering
        ("{3||2|1}", Fraction(3, 4), Fraction(9, 4)),
        ("{2||1|0}", Fraction(3, 4), Fraction(5, 4)),
        ("*", 0, 0),
        ("^", 0, 0),
        ("{0||0|-1}", 0, 0),
        ("5", -1, 5),
        ("0", -1, 0),
        ("-3/4", Fraction(-1, 4), Fraction(-3, 4)),
        ("1/2", Fraction(-1, 2), Fraction(1, 2)),
    ],
)
def test_published_temperatures(text, temperature, mean):
    g = P(text)
    assert (g.temperature, g.mean) == (temperature, mean)
    assert isinstance(g.temperature, Fraction) and isinstance(g.mean, Fraction)


def test_thermograph_walls_exactly():
    th = switch(2, number(-1, 2)).thermograph()
    assert th.left_wall == ((0, 2), (Fraction(5, 4), Fraction(3, 4)))
    assert th.right_wall == ((0, Fraction(-1, 2)), (Fraction(5, 4), Fraction(3, 4)))
    assert th.left_at(10) == th.right_at(10) == Fraction(3, 4)
    assert number(3).thermograph().left_wall == ((-1, 3),)
    assert eval(repr(th), {"CanonicalForm": CanonicalForm}) == th


def test_cool_refuses_bad_temperatures():
    # CGSuite cools by t > -1 ("Invalid cooling temperature (must be > -1)", GameTest.scala);
    # a float such as 0.5 is a temperature since issue 29.
    with pytest.raises(InvalidValueError, match="-1 is not above -1"):
        star().cool(-1)
    with pytest.raises(InvalidValueError, match="dyadic"):
        star().cool(Fraction(1, 3))
    with pytest.raises(NotAValueError):
        star().cool("1/2")  # type: ignore[arg-type]


def test_envelope_of_crossing_lines():
    # Lines of different slopes crossing past the last breakpoint (walls of real
    # games all end with the same slope, so the thermograph tests never meet this).
    from cgt.partizan.thermograph import _envelope

    f = (((Fraction(0), Fraction(2)),), Fraction(-1))  # 2 - t
    g = (((Fraction(0), Fraction(0)),), Fraction(1))  # t
    assert _envelope([f, g], max) == (((0, 2), (1, 1)), 1)
    assert _envelope([f, g], min) == (((0, 0), (1, 1)), -1)


# Thermographs printed by CGSuite 2.2 (commit e909ab8) via cgs-eval, as
# `G.Thermograph`: Thermograph(mast, critical temperatures, slopes) of the left
# wall, then of the right; the slopes are dv/dt from the mast downwards, one
# per stretch between critical temperatures (CGSuite draws below t = 0 too).
CGSUITE_THERMOGRAPHS = [
    ("{3||2|1}", "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])"),
    ("{2|-1/2}", "Thermograph(3/4,[5/4],[0,-1],3/4,[5/4,-1/2],[0,1,0])"),
    ("{3|||2||1|0}", "Thermograph(17/8,[7/8],[0,-1],17/8,[7/8,3/4],[0,1,0])"),
    ("{1|*}", "Thermograph(1/2,[1/2],[0,-1],1/2,[1/2,0],[0,1,0])"),
    ("+-1", "Thermograph(0,[1],[0,-1],0,[1],[0,1])"),
    ("{10|-10}", "Thermograph(0,[10],[0,-1],0,[10],[0,1])"),
    ("{1/8|-1/16}", "Thermograph(1/32,[3/32,-1/8,-1/4],[0,-1,0,-1],1/32,[3/32,-1/16,-1/8],[0,1,0,1])"),
    ("*", "Thermograph(0,[0],[0,-1],0,[0],[0,1])"),
    ("^", "Thermograph(0,[0],[0,-1],0,[],[0])"),
    ("3/2", "Thermograph(3/2,[-1/2],[0,-1],3/2,[-1/2],[0,1])"),
    ("-5", "Thermograph(-5,[],[0],-5,[],[0])"),
    ("{2||1|0}", "Thermograph(5/4,[3/4],[0,-1],5/4,[3/4,1/2],[0,1,0])"),
    ("{4|2||1|-1}", "Thermograph(3/2,[3/2,1],[0,-1,0],3/2,[3/2,1],[0,1,0])"),
    ("{5|{3|1}||0}", "Thermograph(7/4,[7/4,3/2,1],[0,-1,0,-1],7/4,[7/4],[0,1])"),
    ("{1|0,{0|-1}}", "Thermograph(1/4,[3/4],[0,-1],1/4,[3/4,1/2,0],[0,1,0,1])"),
    ("{{3|1}|{-1|-3}}", "Thermograph(0,[2,1],[0,-1,0],0,[2,1],[0,1,0])"),
    ("{2|1}+{3|0}", "Thermograph(3,[3/2,1/2],[0,-1,0],3,[3/2,1/2],[0,1,0])"),
    ("{0,{1|-1}|-1}", "Thermograph(-1/2,[1/2],[0,-1],-1/2,[1/2],[0,1])"),
    ("{4||3|2|||1}", "Thermograph(17/8,[9/8,3/4,1/2],[0,-1,0,-1],17/8,[9/8],[0,1])"),
    # game.grid.Domineering("....|....|....").CanonicalForm is -3/2, "#...|....|....|...." +-(1*),
    # "...|...|..." +-1 (the same run).
    ("domineering ....|....|....", "Thermograph(-3/2,[-1/2],[0,-1],-3/2,[-1/2],[0,1])"),
    ("domineering #...|....|....|....", "Thermograph(0,[1,0],[0,-1,0],0,[1,0],[0,1,0])"),
    ("domineering ...|...|...", "Thermograph(0,[1],[0,-1],0,[1],[0,1])"),
]


def cgsuite_wall(mast: Fraction, critical: list[Fraction], slopes: list[Fraction]):
    """CGSuite's trajectory as a function of t: the mast above the first critical point, then each slope."""
    def at(t: Fraction) -> Fraction:
        v, top = mast, critical[0] if critical else t
        for c, slope in zip(critical[1:] + [None], slopes[1:]):
            if t >= top:
                break
            low = t if c is None else max(t, c)
            v, top = v + slope * (low - top), low
        return v
    return at


@pytest.mark.parametrize("text, printed", CGSUITE_THERMOGRAPHS)
def test_walls_are_cgsuites(text, printed):
    g = canonical_form(Domineering(), text.split()[1]) if text.startswith("domineering") else P(text)
    fields = re.fullmatch(r"Thermograph\((.*),\[(.*)\],\[(.*)\],(.*),\[(.*)\],\[(.*)\]\)", printed).groups()
    numbers = [[Fraction(x) for x in f.split(",") if x] for f in fields]
    (mast,), left_critical, left_slopes, (right_mast,), right_critical, right_slopes = numbers
    left, right = cgsuite_wall(mast, left_critical, left_slopes), cgsuite_wall(right_mast, right_critical, right_slopes)
    th = g.thermograph()
    assert th.mast == mast == right_mast
    if not g.is_number:
        assert th.temperature == max(left_critical + right_critical)
    elif left_critical:  # an integer's mast has no critical point in CGSuite
        assert th.temperature == left_critical[0]
    # cgt's walls start at t = 0 (a number's mast at its temperature): compare from there up.
    ts = {t for t, _ in th.left_wall + th.right_wall} | set(left_critical + right_critical) | {th.temperature + 1}
    ts = sorted(t for t in ts if t >= 0)
    for t in sorted(set(ts) | {(a + b) / 2 for a, b in zip(ts, ts[1:])}):
        assert (th.left_at(t), th.right_at(t)) == (left(t), right(t)), t


# -- pictures -------------------------------------------------------------------
# A picture is checked as a reader would: the tick labels give the map from game
# coordinates to pixels, and the walls drawn must be the thermograph's, at 45
# degrees. Coordinates are read as exact fractions (the SVG writes dyadics exactly).


def groups(svg: str) -> dict[str, list[ET.Element]]:
    """The picture's groups, by class: their elements."""
    root = ET.fromstring(svg)
    return {g.get("class"): list(g) for g in root.iter() if g.tag.endswith("}g")}


def segments(elements: list[ET.Element]) -> list[tuple[Fraction, Fraction, Fraction, Fraction]]:
    return [tuple(Fraction(e.get(k)) for k in ("x1", "y1", "x2", "y2")) for e in elements if e.tag.endswith("line")]


def labels(elements: list[ET.Element]) -> list[tuple[str, Fraction, Fraction]]:
    return [(e.text, Fraction(e.get("x")), Fraction(e.get("y"))) for e in elements if e.tag.endswith("text")]


def axis_map(ticks: list[tuple[Fraction, Fraction]]) -> tuple[Fraction, Fraction]:
    """(offset, pixels per unit) of the line through the ticks' (value, pixel); every tick on it."""
    assert len(ticks) >= 2, ticks
    (v0, p0), (v1, p1) = ticks[0], ticks[-1]
    per_unit = (p1 - p0) / (v1 - v0)
    offset = p0 - per_unit * v0
    assert all(p == offset + per_unit * v for v, p in ticks), ticks
    return offset, per_unit


def check_picture(th, svg: str) -> None:
    drawn = groups(svg)
    # The value axis: labels under their tick marks; larger values (Left's side) to the left.
    value_ticks = [(Fraction(text), x) for text, x, _ in labels(drawn["value-ticks"])]
    x0, ux = axis_map(value_ticks)
    assert ux < 0
    assert sorted(x for x, _, _, _ in segments(drawn["value-ticks"])) == sorted(x for _, x in value_ticks)
    # The temperature axis: labels at their tick marks; temperature upwards.
    t_ticks = [(Fraction(text), y) for text, _, y in labels(drawn["temperature-ticks"])]
    y0, uy = axis_map(t_ticks)
    assert uy < 0
    assert sorted(y for _, y, _, _ in segments(drawn["temperature-ticks"])) == sorted(y for _, y in t_ticks)
    assert ux == uy  # one scale for values and temperatures
    assert {text for text, _, _ in labels(drawn["axis-labels"])} == {"value", "temperature"}

    def game(x: Fraction, y: Fraction) -> tuple[Fraction, Fraction]:  # pixels back to (t, value)
        return (y - y0) / uy, (x - x0) / ux

    for name, wall in (("left-wall", th.left_wall), ("right-wall", th.right_wall)):
        drawn_wall = segments(drawn[name])
        # Every stretch of a wall is vertical or, taxed, of slope 1: 45 degrees on the page.
        for x1, y1, x2, y2 in drawn_wall:
            assert y1 != y2 and (x1 == x2 or abs(x2 - x1) == abs(y2 - y1)), (name, x1, y1, x2, y2)
        assert [(game(x1, y1), game(x2, y2)) for x1, y1, x2, y2 in drawn_wall] == list(zip(wall, wall[1:]))
    (x1, y1, x2, y2), = segments(drawn["mast"])
    assert x1 == x2 and y2 < y1 and game(x1, y1) == (th.temperature, th.mast)
    # Everything drawn is inside the axes: the value axis's ends, the temperature axis's.
    *_, (ax1, ay, ax2, _), (tx, ty1, _, ty2) = segments(drawn["axes"])
    assert ax1 == tx and ay == ty1  # the axes meet at the bottom left corner
    for x1, y1, x2, y2 in segments(drawn["left-wall"] + drawn["right-wall"] + drawn["mast"]):
        assert min(ax1, ax2) <= min(x1, x2) and max(x1, x2) <= max(ax1, ax2), (x1, x2, ax1, ax2)
        assert min(ty1, ty2) <= min(y1, y2) and max(y1, y2) <= max(ty1, ty2)
    root = ET.fromstring(svg)
    assert max(ax1, ax2) < Fraction(root.get("width")) and ty1 < Fraction(root.get("height"))
    # Left's stop is drawn left of Right's (or at it, when they are equal).
    left_stop = th.left_wall[0][1]
    right_stop = th.right_wall[0][1]
    assert (x0 + ux * left_stop < x0 + ux * right_stop) == (left_stop > right_stop)
    # The marks: the temperature's dashed line reaches the mast's foot, the mean's label is over the mast.
    [(text, _, _)] = labels(drawn["temperature-mark"])
    assert Fraction(text.removeprefix("t = ")) == th.temperature
    for x1, y1, x2, y2 in segments(drawn["temperature-mark"]):
        assert y1 == y2 == y0 + uy * th.temperature and x2 == x0 + ux * th.mast
    [(text, x, _)] = labels(drawn["mean-mark"])
    assert Fraction(text.removeprefix("mean ")) == th.mast and x == x0 + ux * th.mast


@settings(max_examples=40, deadline=None)
@given(values)
def test_pictures_are_to_scale_with_walls_at_45_degrees(g):
    th = g.thermograph()
    check_picture(th, th._repr_svg_())


@pytest.mark.parametrize("unit", [1, 7, 64, Fraction(1, 4)])
@pytest.mark.parametrize("text", ["{2|-1/2}", "{3||2|1}", "{10|-10}", "{1/8|-1/16}", "-5", "*", "3/2", "{1|*}"])
def test_pictures_at_any_unit(text, unit):
    # Hand-picked: Domineering 2x3, Winning Ways' {3||2|1}, a hot switch, a tepid
    # one, numbers (masts from below 0), an infinitesimal, a value with a vertical wall.
    th = P(text).thermograph()
    svg = th.to_svg(unit=unit)
    check_picture(th, svg)
    x0, ux = axis_map([(Fraction(t), x) for t, x, _ in labels(groups(svg)["value-ticks"])])
    assert ux == -unit


def test_ticks_are_round_and_few():
    for text in ("{2|-1/2}", "{10|-10}", "{1/8|-1/16}", "{100|-50}", "3/2", "*"):
        drawn = groups(P(text).thermograph().to_svg())
        values = sorted(Fraction(t) for t, _, _ in labels(drawn["value-ticks"]))
        step = values[1] - values[0]
        # A power of two below 1, else 1, 2 or 5 times a power of ten.
        assert (step.numerator == 1 and step.denominator & (step.denominator - 1) == 0) or (
            step.denominator == 1 and str(step).strip("0") in {"1", "2", "5"}), (text, step)
        assert 3 <= len(values) <= 12, (text, values)


def test_a_numbers_mast_starts_at_its_temperature_over_the_zero_line():
    th = P("3/2").thermograph()  # temperature -1/2 (Siegel, CGT II.5)
    drawn = groups(th.to_svg(unit=64))
    (x1, y1, x2, y2), = segments(drawn["mast"])
    zero_line = segments(drawn["axes"])[0]  # grey, at t = 0
    assert zero_line[1] == zero_line[3] and y1 - zero_line[1] == 32  # half a unit below t = 0
    assert segments(drawn["left-wall"]) == segments(drawn["right-wall"]) == []


def test_bad_units_and_mast_heights_are_refused():
    th = P("{2|-1/2}").thermograph()
    with pytest.raises(InvalidValueError, match="unit 0 is not positive"):
        th.to_svg(unit=0)
    with pytest.raises(InvalidValueError, match="dyadic"):
        th.to_svg(unit=Fraction(1, 3))
    with pytest.raises(InvalidValueError, match="mast_height 1 is not above the temperature 5/4"):
        th.plot(mast_height=1)


def test_drawing_imports_no_plotting_library():
    code = ("import sys, cgt\nsvg = cgt.CanonicalForm.parse('{2|-1/2}').thermograph()._repr_svg_()\n"
            "print(sorted(m for m in ('matplotlib', 'numpy', 'pandas') if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout == "[]\n"


def test_plot_without_matplotlib_names_the_extra(monkeypatch):
    from cgt import CgtError, MissingExtraError

    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)  # import matplotlib.pyplot fails
    with pytest.raises(MissingExtraError, match=r"pip install 'cgt-games\[plot\]'") as caught:
        P("+-1").thermograph().plot()
    assert isinstance(caught.value, CgtError) and isinstance(caught.value, ImportError)


@pytest.mark.parametrize("text", ["{2|-1/2}", "{3||2|1}", "{10|-10}", "-5", "*"])
def test_plot_is_to_scale_with_walls_at_45_degrees(text):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    th = P(text).thermograph()
    ax = th.plot()
    try:
        ax.figure.canvas.draw()
        lines = ax.get_lines()
        left, right = lines[0].get_xydata().tolist(), lines[1].get_xydata().tolist()
        top = ax.get_ylim()[1]
        # Each wall, then the mast up to the top of the view; (value, t) pairs.
        assert left == [[float(v), float(t)] for t, v in th.left_wall] + [[float(th.mast), top]]
        assert right == [[float(v), float(t)] for t, v in th.right_wall] + [[float(th.mast), top]]
        xlo, xhi = ax.get_xlim()
        assert xlo > xhi  # Left's side, larger values, on the left
        assert ax.get_aspect() == 1.0
        # On the screen: the taxed stretches at 45 degrees.
        for data in (left, right):
            pixels = ax.transData.transform(data)
            for (x1, y1), (x2, y2) in zip(pixels, pixels[1:]):
                assert abs(x2 - x1) < 1e-6 or abs(abs(x2 - x1) - abs(y2 - y1)) < 1e-6
        # Ticks and labels where the SVG has them.
        drawn = groups(th.to_svg())
        xticks = sorted(Fraction(t) for t, _, _ in labels(drawn["value-ticks"]))
        assert sorted(ax.get_xticks().tolist()) == [float(v) for v in xticks]
        assert sorted(Fraction(t.get_text()) for t in ax.get_xticklabels()) == xticks
        assert (ax.get_xlabel(), ax.get_ylabel()) == ("value", "temperature")
        if th.temperature > ax.get_ylim()[0]:  # dashed: across to the mast's foot, down from it to the value axis
            across, down = lines[2].get_xydata().tolist(), lines[3].get_xydata().tolist()
            assert across == [[xlo, float(th.temperature)], [float(th.mast), float(th.temperature)]]
            assert down == [[float(th.mast), ax.get_ylim()[0]], [float(th.mast), float(th.temperature)]]
            assert lines[2].get_linestyle() == lines[3].get_linestyle() == "--"
        texts = [t.get_text() for t in ax.texts]
        assert any(t.startswith("t = ") and Fraction(t[4:]) == th.temperature for t in texts)
        assert any(t.startswith("mean ") and Fraction(t[5:]) == th.mast for t in texts)
    finally:
        plt.close(ax.figure)
