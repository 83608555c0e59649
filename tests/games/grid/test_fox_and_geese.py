"""Fox and Geese: boards on the board layer, CGSuite's values, a naive oracle, and the command line."""

from __future__ import annotations

import json
import pickle
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.cli import main
from cgt.errors import InvalidPositionError
from cgt.games import FoxAndGeese, FoxAndGeeseBoard
from cgt.loopy import CanonicalStopper
from cgt.loopy.engine import position_graph, value
from cgt.loopy.graphs import play_outcomes
from cgt.loopy.stoppers import simplest_form

SMALL = [
    (8, [(2, 2), (2, 4), (2, 6), (2, 8)], (1, 5)),
    (8, [(3, 1), (3, 3), (3, 5), (3, 7)], (1, 5)),
    (4, [(3, 1), (3, 3)], (1, 1)),
    (4, [(4, 2), (4, 4)], (1, 3)),
    (6, [(4, 2), (4, 4), (4, 6)], (2, 2)),
]


def text_of(width: int, height: int, geese, fox) -> str:
    """The board's text written square by square: row `height` first, ``(row, col)`` from 1 at the bottom left."""
    return "|".join(
        "".join("x" if (r, c) in geese else "o" if (r, c) == fox else "." for c in range(1, width + 1))
        for r in range(height, 0, -1)
    )


class NaiveFoxAndGeese:
    """The rules as written, on sets of squares: no board layer, no bit masks."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height

    def on_board(self, r: int, c: int) -> bool:
        return 1 <= r <= self.height and 1 <= c <= self.width

    def free(self, position) -> bool:
        geese, (r, c) = position
        top = max((g for g, _ in geese), default=0)
        if r >= top:
            return True
        open_above = any(self.on_board(r + 1, c + dc) and (r + 1, c + dc) not in geese for dc in (-1, 1))
        return r == top - 1 and open_above

    def left_options(self, position):
        geese, fox = position
        if self.free(position):
            return []
        return [(geese - {(r, c)} | {(r - 1, c + dc)}, fox) for r, c in geese for dc in (-1, 1)
                if self.on_board(r - 1, c + dc) and (r - 1, c + dc) not in geese and (r - 1, c + dc) != fox]

    def right_options(self, position):
        geese, (r, c) = position
        if self.free(position):
            return [position]
        return [(geese, (r + dr, c + dc)) for dr in (-1, 1) for dc in (-1, 1)
                if self.on_board(r + dr, c + dc) and (r + dr, c + dc) not in geese]


@st.composite
def boards(draw, max_width: int = 11, max_height: int = 5):
    """A board of some width and height: geese on some dark squares, the fox on another.

    Boards wider than 8 have a row's width as their stride, narrower ones 8 bits: both are drawn.
    """
    width, height = draw(st.integers(1, max_width)), draw(st.integers(1, max_height))
    dark = [(r, c) for r in range(1, height + 1) for c in range(1, width + 1) if (r + c) % 2 == 0]
    fox = draw(st.sampled_from(dark))
    others = [s for s in dark if s != fox]
    geese = draw(st.sets(st.sampled_from(others), max_size=4)) if others else set()
    return width, height, frozenset(geese), fox


@settings(max_examples=200, deadline=None)
@given(boards(), st.sampled_from(["|", "\n"]), st.booleans())
def test_text_round_trips(board, separator, letters):
    width, height, geese, fox = board
    text = text_of(width, height, geese, fox)
    written = text.replace("|", separator)
    if letters:  # CGSuite's x and o, or G and F
        written = written.replace("x", "G").replace("o", "F")
    b = FoxAndGeeseBoard(written)
    assert (b.width, b.height) == (width, height)
    assert "|".join(b.rows()) == text and str(b) == text.replace("|", "\n")
    assert FoxAndGeeseBoard(str(b)) == b and eval(repr(b), {"FoxAndGeeseBoard": FoxAndGeeseBoard}) == b
    assert pickle.loads(pickle.dumps(b)) == b


@settings(max_examples=200, deadline=None)
@given(boards())
def test_options_from_text_agree_with_squares_and_the_naive_rules(board):
    width, height, geese, fox = board
    game, naive = FoxAndGeese(width), NaiveFoxAndGeese(width, height)
    text = text_of(width, height, geese, fox)
    b = game.position(text)
    if max((r for r, _ in geese | {fox})) == height:  # position(geese, fox) is as high as its highest piece
        assert game.position(sorted(geese), fox) == b
    assert game.escaped(b) == naive.free((geese, fox))
    for ours, theirs in ((game.left_options, naive.left_options), (game.right_options, naive.right_options)):
        expected = sorted(text_of(width, height, g, f) for g, f in theirs((geese, fox)))
        assert sorted("|".join(q.rows()) for q in ours(text)) == expected


class NaiveGame:
    """The naive rules as a game for the loopy engine: positions ``(frozenset of geese, fox)``."""

    def __init__(self, width: int, height: int) -> None:
        self.rules = NaiveFoxAndGeese(width, height)

    def left_options(self, p):
        return [(frozenset(g), f) for g, f in self.rules.left_options(p)]

    def right_options(self, p):
        return [(frozenset(g), f) for g, f in self.rules.right_options(p)]


@settings(max_examples=30, deadline=None)
@given(boards(max_width=4, max_height=4))
def test_values_agree_with_the_naive_rules(board):
    width, height, geese, fox = board
    game = FoxAndGeese(width)
    assert value(game, game.position(text_of(width, height, geese, fox))) is value(NaiveGame(width, height), (geese, fox))


@pytest.mark.parametrize("width, geese, fox", SMALL)
def test_components_agree_with_the_whole_graph(width, geese, fox):
    game = FoxAndGeese(width)
    p = game.position(geese, fox)
    _, left, right = position_graph(game, p)
    whole = simplest_form(left, right, 0)
    assert value(game, p) is whole and cgt.canonical_form(game, p) is whole
    # A stopper has no draws, and its outcome is the retrograde search's.
    lf, rf = play_outcomes(left, right)
    expected = {("L", "L"): "L", ("R", "R"): "R", ("L", "R"): "N", ("R", "L"): "P"}[lf[0], rf[0]]
    assert str(cgt.outcome(game, p)) == expected


# CGSuite's own tests (GameGridTest.scala, "define FoxAndGeese properly"): the values CGSuite prints.
CGSUITE = [
    (8, [(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), "{4*|7/2}"),
    (10, [(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9), "{6over|5*}"),
    # FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}): the fox on each dark square below the geese.
    *((8, [(3, 1), (3, 3), (3, 5), (3, 7)], fox, v) for fox, v in [
        ((2, 2), "2over"), ((2, 4), "2"), ((2, 6), "3*"), ((2, 8), "4over"),
        ((1, 1), "{6|2over}"), ((1, 3), "{2over|2}"), ((1, 5), "{4|3||2}"), ((1, 7), "{4over|3*}")]),
]


@pytest.mark.parametrize("width, geese, fox, expected", CGSUITE)
def test_values_cgsuite_prints(width, geese, fox, expected):
    game = FoxAndGeese(width)
    assert str(cgt.canonical_form(game, game.position(geese, fox))) == expected


def test_cgsuite_documentation_examples():
    # CGSuite's FoxAndGeese documentation (game/grid/constants.cgs): with the geese on row 4 the
    # position with the fox on (2,8) has an explicitly loopy value; the fox on row 1 does not.
    game = FoxAndGeese()
    geese = [(4, 2), (4, 4), (4, 6), (4, 8)]
    assert isinstance(value(game, game.position(geese, (2, 8))), CanonicalStopper)
    assert not isinstance(value(game, game.position(geese, (1, 5))), CanonicalStopper)


def test_escaped_fox_is_off():
    game = FoxAndGeese()
    p = game.position([(2, 2)], (2, 4))
    assert game.escaped(p) and str(value(game, p)) == "off"
    assert game.left_options(p) == [] and game.right_options(p) == [p]


def test_svg_is_a_checkered_board_with_the_pieces():
    b = FoxAndGeeseBoard("x.x.|....|o...")
    svg = ET.fromstring(b._repr_svg_())
    cells = [e for e in svg if e.tag.endswith("rect")]
    pieces = [e for e in svg if e.tag.endswith("circle")]
    assert len(cells) == 12 and len(pieces) == 3
    # The top left square, (3, 1), is dark; its neighbour (3, 2) light.
    assert cells[0].get("fill") == FoxAndGeeseBoard.dark and cells[1].get("fill") == FoxAndGeeseBoard.light


@pytest.mark.parametrize("text, message", [
    ("x...|..o.", r"'x\.\.\.\|\.\.o\.': row 1, column 1 \(square \(2, 1\)\) holds a goose on a light square"),
    (".x.x|o.o.", r"2 foxes, at row 2, column 1 and row 2, column 3"),
    (".x.x|....", r"'\.x\.x\|\.\.\.\.': no fox"),
    ("", "no fox"),
    (".x.x|o..", r"row 2 has 3 cells but row 1 has 4"),
    (".x.x|o..#", r"row 2, column 4 is '#'"),
])
def test_bad_text_names_the_text_and_the_cell(text, message):
    with pytest.raises(InvalidPositionError, match=message):
        FoxAndGeese(4).position(text)


@pytest.mark.parametrize("geese, fox, match", [([(1, 1)], (1, 1), "both on"), ([(1, 1)], (2, 3), "fox"),
                                               ([(2, 1)], (1, 1), "goose")])
def test_bad_squares(geese, fox, match):
    with pytest.raises(InvalidPositionError, match=match):
        FoxAndGeese().position(geese, fox)


def test_a_board_of_another_width_is_refused():
    with pytest.raises(InvalidPositionError, match=r"is 4 columns wide, but FoxAndGeese\(\) is played on 8"):
        FoxAndGeese().left_options(".x.x|o...")


def test_a_position_that_is_not_one_is_refused_by_name():
    with pytest.raises(InvalidPositionError, match=r"\(\(\), \(1, 1\)\) is not a position of FoxAndGeese\(\)"):
        cgt.canonical_form(FoxAndGeese(), ((), (1, 1)))


def run(capsys, *argv):
    status = main(["value", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_prints_the_value_outcome_and_winning_moves(capsys):
    # CGSuite's ValuesTable: the fox on (1, 5) under geese on row 3 is {4|3||2}.
    status, out, err = run(capsys, "fox-and-geese", "x.x.x.x.|........|....o...")
    assert status == 0 and err == ""
    assert out.splitlines()[:4] == ["FoxAndGeese()", "x.x.x.x.", "........", "....o..."]
    assert "value           {4|3||2}\n" in out and "stops           3 (Left first), 2 (Right first)\n" in out
    assert "outcome         L: Left wins, whoever starts\n" in out
    assert "left wins by    ..x.x.x.|.x......|....o...\n" in out and "right wins by   nothing\n" in out


def test_cli_json_and_rows_as_words(capsys):
    status, out, _ = run(capsys, "fox-and-geese", "x.x.", "...x", "o...", "--json")
    got = json.loads(out)
    assert status == 0 and got["game"] == "fox-and-geese" and got["position"] == "x.x.|...x|o..."
    game = FoxAndGeese(4)
    assert got["value"] == str(cgt.canonical_form(game, "x.x.|...x|o...")) and got["is_stopper"] is True
    assert (got["left_first"], got["right_first"]) == tuple(cgt.loopy.engine.outcome(game, "x.x.|...x|o..."))


def test_cli_backsliding_toads_and_frogs_with_draws(capsys):
    status, out, _ = run(capsys, "backsliding-toads-and-frogs", "TTT..FFF")
    assert status == 0 and "outcome         D: a draw, whoever starts: play goes on forever\n" in out
    # Not a stopper: its sides (checked against play in tests/loopy/test_sided.py), no stops.
    assert "value           {on||0|-1/2} & {1/2|0||off}\nonside          {on||0|-1/2}\n" in out and "stops" not in out
    status, out, _ = run(capsys, "backsliding", "TT.F", "--json")
    got = json.loads(out)
    assert (got["value"], got["outcome"], got["left_winning_moves"]) == ("on", "L", ["T.TF"])
    got = json.loads(run(capsys, "backsliding", "TTT..FFF", "--json")[1])
    assert (got["onside"], got["offside"], got["is_stopper"], got["left_stop"]) == ("{on||0|-1/2}", "{1/2|0||off}", False, None)
    # Play can go on forever in TF.., yet both sides are *: the value is the stopper *.
    status, out, _ = run(capsys, "backsliding", "TF..")
    assert "value           *\nstops           0 (Left first), 0 (Right first)\n" in out and "onside" not in out
    # A draw one way only: no class letter, each player's start said apart.
    status, out, _ = run(capsys, "backsliding", "FTF..T")
    assert "outcome         a draw with Left first, Left wins with Right first\n" in out
    got = json.loads(run(capsys, "backsliding", "FTF..T", "--json")[1])
    assert (got["outcome"], got["left_first"], got["right_first"], got["is_stopper"]) == (None, "D", "L", False)


@pytest.mark.parametrize("argv, message", [
    (["fox-and-geese", "x...|..o."], "row 1, column 1 (square (2, 1)) holds a goose on a light square"),
    (["fox-and-geese", ".x.x|o.o."], "2 foxes"),
    (["fox-and-geese", ".x.x|...."], "no fox"),
    (["fox-and-geese", ".x.x|o.."], "row 2 has 3 cells but row 1 has 4"),
    (["fox-and-geese", ".x.x|o...", "--all"], "--all: the invariants are those of short games"),
])
def test_cli_bad_text_is_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err and err.startswith("cgt value: error: ")
