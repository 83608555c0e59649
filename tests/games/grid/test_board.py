"""The board layer: text, pictures, canonical keys against a naive picture, regions against a flood fill."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET

import pytest
from grid_naive import boards, cells_of, mirrored_text, picture, swapped, transposed_text
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games.grid.board import Board, canonical, regions, stride, transpose8


class Stones(Board):
    symbols, blank, noun = "xo.", "#", "stones"


def key_of(text: str, **symmetries) -> tuple:
    b = Stones(text)
    return canonical(b.masks, b.width, b.height, **symmetries)


def cells_of_key(key: tuple) -> frozenset:
    width, height, *masks = key
    return cells_of("|".join(Stones.from_masks(width, height, masks).rows()), "#")


# Boards up to 3 rows and 12 columns, wide ones too (the stride of a board wider than 8 is its width).
texts = boards("xo.##", max_rows=3, max_columns=12, max_cells=24)
tall = boards("xo.#", max_rows=11, max_columns=2, max_cells=22)


@settings(max_examples=150, deadline=None)
@given(st.one_of(texts, tall))
def test_the_key_is_a_picture_of_the_board(text):
    cells = cells_of(text, "#")
    for transpose in (0, 1):
        key, negated = key_of(text, transpose=transpose)
        assert not negated
        assert picture(cells_of_key(key), transpose == 1) == picture(cells, transpose == 1)


@settings(max_examples=150, deadline=None)
@given(st.one_of(texts, tall))
def test_symmetric_boards_share_a_key(text):
    mirrored = mirrored_text(text)
    upside_down = "|".join(reversed(text.split("|")))
    for other in (mirrored, upside_down):
        assert key_of(other) == key_of(text)
        assert key_of(other, transpose=1) == key_of(text, transpose=1)
    assert key_of(transposed_text(text), transpose=1) == key_of(text, transpose=1)


@settings(max_examples=150, deadline=None)
@given(st.one_of(texts, tall))
def test_transposes_and_swaps_that_negate_flip_the_flag(text):
    key, negated = key_of(text, transpose=-1)
    other, flipped = key_of(transposed_text(text), transpose=-1)
    assert other == key
    if picture(cells_of(text, "#"), False) != picture(cells_of(transposed_text(text), "#"), False):
        assert flipped != negated  # not its own transpose: the flag says which one the key is
    colours = "|".join(row.translate(str.maketrans("xo", "ox")) for row in text.split("|"))
    key, negated = key_of(text, transpose=1, swap=True)
    other, flipped = key_of(colours, transpose=1, swap=True)
    assert other == key
    if picture(cells_of(text, "#")) != picture(swapped(cells_of(text, "#"))):
        assert flipped != negated


def test_empty_boards_have_one_key():
    assert key_of("##|##") == ((1, 1, 0, 0, 0), False)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, (1 << 64) - 1))
def test_transpose8_against_cells(x):
    y = transpose8(x)
    assert all((x >> (8 * r + c) & 1) == (y >> (8 * c + r) & 1) for r in range(8) for c in range(8))


@settings(max_examples=100, deadline=None)
@given(texts, st.booleans())
def test_regions_are_the_flood_fill(text, diagonal):
    b = Stones(text)
    union = b.masks[0] | b.masks[1] | b.masks[2]
    cells = {(r, c) for r, c, _ in cells_of(text, "#")}
    steps = [(0, 1), (0, -1), (1, 0), (-1, 0)] + ([(1, 1), (1, -1), (-1, 1), (-1, -1)] if diagonal else [])
    naive = []
    while cells:
        region, frontier = set(), [min(cells)]
        cells.discard(frontier[0])
        while frontier:
            r, c = frontier.pop()
            region.add((r, c))
            for dr, dc in steps:
                if (r + dr, c + dc) in cells:
                    cells.discard((r + dr, c + dc))
                    frontier.append((r + dr, c + dc))
        naive.append(region)
    s = stride(b.width)
    got = [{(i // s, i % s) for i in range(region.bit_length()) if region >> i & 1} for region in regions(union, b.width, b.height, diagonal=diagonal)]
    assert sorted(map(sorted, got)) == sorted(map(sorted, naive))


def test_text_printing_pickle_svg():
    b = Stones("\n  x.#\n  o..\n")
    assert b == Stones("x.#|o..") and (b.width, b.height) == (3, 2)
    assert str(b) == "x.#\no.." and b.rows() == ["x.#", "o.."] and b.cells("o") == [(1, 0)]
    assert eval(repr(b), {"Stones": Stones}) == b
    assert pickle.loads(pickle.dumps(Stones("xo"))) == Stones("xo")
    svg = ET.fromstring(b._repr_svg_())
    assert svg.tag.endswith("svg") and len(svg) == 6


@pytest.mark.parametrize(
    "text, message",
    [
        ("x.|.?", r"stones 'x.\|.\?': row 2, column 2 is '\?'; use 'x', 'o', '.' or '#'"),
        ("x..|..", "row 2 has 2 cells but row 1 has 3"),
    ],
)
def test_bad_boards(text, message):
    with pytest.raises(cgt.InvalidPositionError, match=message):
        Stones(text)
    with pytest.raises(cgt.InvalidPositionError, match="not 42 of type int"):
        Stones(42)


def test_the_gallery_shows_the_pictures_cgt_draws():
    """Every SVG on the Ruleset gallery page is a position's ``_repr_svg_`` of today."""
    from pathlib import Path

    from cgt.games import Amazons, AntiClobber, CakePieces, Clobber, Cram, Domineering, FoxAndGeese, Konane

    page = (Path(__file__).resolve().parents[3] / "docs" / "rulesets.rst").read_text()
    drawn = [
        Domineering().position("...|..."),
        Cram().position("....|....|...#"),
        Clobber().position("xoxo|oxox|xoxo"),
        AntiClobber().position("x.o|.x."),
        Konane().position(".ox.|o..x|...."),
        Amazons().position("x..#|....|.#.o"),
        CakePieces("4x2, 3x1"),
        FoxAndGeese().position("x.x.x.x.|........|....o..."),
    ]
    shown = [line.strip()[len("<p>") : -len("</p>")] for line in page.splitlines() if line.strip().startswith("<p><svg")]
    assert shown == [p._repr_svg_() for p in drawn]


@pytest.mark.parametrize(
    "argv, value, left_wins",
    [
        (["clobber", "xo|ox"], "*", [".x|ox", ".o|xx", "xx|o.", "xo|x."]),  # every capture leaves 0
        (["konane", ".ox.|o..x|...."], "+-1", ["x...|o..x|...."]),
        (["cram", "...|..."], "*", None),
        (["anticlobber", "x.o"], "*", None),
        (["amazons", "x.|.o"], None, None),
    ],
)
def test_cgt_value_knows_the_grid_games(capsys, argv, value, left_wins):
    import json

    from cgt.cli import main

    assert main(["value", *argv, "--json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert facts["game"] == argv[0]
    if value is not None:
        assert facts["canonical_form"] == value
    if left_wins is not None:  # boards in their own coordinates, not normal forms
        assert sorted(facts["left_winning_moves"]) == sorted(left_wins)
