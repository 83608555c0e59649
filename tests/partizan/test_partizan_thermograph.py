"""Thermographs against cooling by the definition, and temperature theory's laws."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm, number, star, switch, up
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


def test_plot_draws_both_walls():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ax = P("{3||2|1}").thermograph().plot()
    try:
        lines = ax.get_lines()
        assert len(lines) >= 2
        left = lines[0].get_xydata()
        assert (left[0] == [3, 0]).all() and (left[-1][0] == 2.25)
        assert ax.xaxis_inverted()  # Left's side, larger values, on the left
    finally:
        plt.close(ax.figure)


def test_envelope_of_crossing_lines():
    # Lines of different slopes crossing past the last breakpoint (walls of real
    # games all end with the same slope, so the thermograph tests never meet this).
    from cgt.partizan.thermograph import _envelope

    f = (((Fraction(0), Fraction(2)),), Fraction(-1))  # 2 - t
    g = (((Fraction(0), Fraction(0)),), Fraction(1))  # t
    assert _envelope([f, g], max) == (((0, 2), (1, 1)), 1)
    assert _envelope([f, g], min) == (((0, 0), (1, 1)), -1)


def test_thermographs_draw_themselves_for_jupyter():
    import xml.etree.ElementTree as ET

    for text, walls in (("{2|-1/2}", 4), ("3/2", 2), ("*", 2), ("{3||2|1}", 5)):
        svg = ET.fromstring(CanonicalForm.parse(text).thermograph()._repr_svg_())
        lines = [e for e in svg if e.tag.endswith("line")]
        assert len(lines) == walls + 1  # the segments of both walls up to the mast's top, and the t = 0 axis
        assert any(e.tag.endswith("text") and e.text == text for e in svg)
