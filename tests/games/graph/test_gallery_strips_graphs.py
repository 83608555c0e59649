"""docs/rulesets.rst, its games on strips, heaps and graphs: their pictures are what the positions draw today."""

from __future__ import annotations

import re
from pathlib import Path

from cgt.games import ColouredArcGraph, Dominoes, HackenbushGraph, TintedGraph, ToadsAndFrogsStrip

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rulesets.rst"


def test_the_pictures_are_the_positions_own_svg():
    pictures = re.findall(r"^\.\. raw:: html\n\n   (<svg.*</svg>)$", PAGE.read_text(), re.MULTILINE)
    drawn = [
        Dominoes("LRRLRRL"),
        TintedGraph("R-.-R-.-L-.-R-.-R-."),
        TintedGraph(".-.-.(-.;-.)"),
        ColouredArcGraph("lrlr(ll;ree(rl;l))"),
        HackenbushGraph("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"),
        ToadsAndFrogsStrip("TTTT..FFF"),
    ]
    assert pictures == [position._repr_svg_() for position in drawn]
