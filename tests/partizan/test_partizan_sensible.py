"""Sensible options and lines against CGSuite's definitions on plain game trees (tests/naive.py) and
CGSuite's printed results."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_eq, naive_le, naive_sensible_options, naive_tree
from strategies import partizan_dag_games

import cgt
from cgt import CanonicalForm, sensible_left_options, sensible_lines, sensible_options, sensible_right_options
from cgt.errors import InvalidPositionError, InvalidValueError
from cgt.games import Clobber, Domineering, Hackenbush, ToadsAndFrogs


def form_tree(g: CanonicalForm) -> tuple:
    """A canonical form as a plain tree (the targets the real moves are compared with)."""
    return tuple(form_tree(x) for x in g.left_options), tuple(form_tree(x) for x in g.right_options)


def check_against_definitions(game: object, position: object) -> None:
    """Options and lines of both players against CGSuite's definitions, decided by Conway's comparison."""
    left, right = (game.left_options, game.right_options) if hasattr(game, "left_options") else (
        game.options, game.options)
    trees: dict = {}
    memo: dict = {}
    whole = naive_tree(left, right, position, trees)
    value = cgt.canonical_form(game, position)
    assert naive_eq(form_tree(value), whole, memo)  # the targets are the position's own canonical options
    for side, player in enumerate(("left", "right")):
        mine, theirs = (left, right) if side == 0 else (right, left)
        targets = [form_tree(k) for k in (value.left_options, value.right_options)[side]]
        options = list(mine(position))
        expected = naive_sensible_options(options, [naive_tree(left, right, q, trees) for q in options], targets,
                                          side == 0, memo)
        assert sensible_options(game, position, player) == expected
        lines = sensible_lines(game, position, player)
        assert len(lines) == len(targets)
        # Each line starts at the sensible option found for its canonical option.
        assert list(dict.fromkeys(line[0] for line in lines)) == expected
        for line, k in zip(lines, targets):
            here = position
            for step, q in enumerate(line):
                assert q in list((mine, theirs)[step % 2](here))  # a legal move, players alternating
                g = naive_tree(left, right, q, trees)
                if step % 2 == 0:  # the player's move: as good as K^L for them
                    assert naive_le(k, g, memo) if side == 0 else naive_le(g, k, memo)
                else:  # the opponent's reply: no better for the player than the whole position
                    assert naive_le(g, whole, memo) if side == 0 else naive_le(whole, g, memo)
                here = q
            assert len(line) % 2 == 1 and naive_eq(naive_tree(left, right, line[-1], trees), k, memo)
            if any(naive_eq(naive_tree(left, right, q, trees), k, memo) for q in options):
                assert len(line) == 1  # a move to K^L itself is preferred


def every_board(alphabet: str, width: int, height: int) -> list[str]:
    return ["|".join("".join(cells[r * width:(r + 1) * width]) for r in range(height))
            for cells in itertools.product(alphabet, repeat=width * height)]


# Every board of these shapes: 1024 Domineering boards, 1701 Clobber boards (102 of them with a line
# through a reversible move), 729 Toads and Frogs strips (38 such).
@pytest.mark.parametrize("game, alphabet, shapes", [
    (Domineering(), ".#", [(3, 3), (4, 2), (2, 4)]),
    (Clobber(), "xo.", [(3, 2), (2, 3), (5, 1)]),
    (ToadsAndFrogs(), "TF.", [(6, 1)]),
], ids=["Domineering", "Clobber", "ToadsAndFrogs"])
def test_every_small_board_against_the_definitions(game: object, alphabet: str, shapes: list) -> None:
    for width, height in shapes:
        for board in every_board(alphabet, width, height):
            check_against_definitions(game, board)


@settings(max_examples=40)
@given(st.lists(st.sampled_from("....#"), min_size=12, max_size=12))
def test_domineering_three_by_four_against_the_definitions(cells: list) -> None:
    # Of the 4096 boards, 22 have a line through a reversible move (four rows of three is one).
    check_against_definitions(Domineering(), "|".join("".join(cells[r * 3:r * 3 + 3]) for r in range(4)))


@settings(max_examples=60)
@given(st.text("BRG", min_size=1, max_size=4), st.text("BRG", max_size=3))
def test_hackenbush_against_the_definitions(stalk: str, branch: str) -> None:
    check_against_definitions(Hackenbush(), f"{stalk}({branch},B)" if branch else stalk)


@settings(max_examples=200)
@given(partizan_dag_games(max_positions=12))
def test_any_game_against_the_definitions(game: object) -> None:
    check_against_definitions(game, len(game.lefts) - 1)


def test_impartial_games_have_the_same_lines_for_both_players() -> None:
    nim = cgt.games.Nim()
    check_against_definitions(nim, (3, 2))
    assert sensible_lines(nim, (3, 2), "left") == sensible_lines(nim, (3, 2), "right") == [[(2, 2)]]


# Printed by CGSuite 2.2 (commit e909ab8) via cgs-eval: G.CanonicalForm, then, for Left and Right,
# `for line in G.SensibleLines(P) yield [x.CanonicalForm for x in line] end`, and the positions of
# G.SensibleLeftOptions and G.SensibleRightOptions (CGSuite's texts: Domineering.Position("##.|..."),
# GenClobber.Position("xx.o|ox.."), GenToadsAndFrogs.Position("t.t.ff"), lower case for T and F).
# The first example is the tutorial's (docs/tutorials/getting-started/games-and-rulesets.cgsh).
CGSUITE = [
    (Clobber(), "xoxo|ox..", "{^^*|v*}", [["^^*"]], [["v*"]], ["xx.o|ox.."], ["x.xo|oo.."]),
    (Clobber(), "xoxox", "v[2]", [["*"]], [["v"]], ["xo.xx"], ["x.oox"]),
    (Clobber(), "xxo|oox", "*", [["{^^*|*,^}", "*", "0"]], [["0"]], ["x.o|oxx"], ["xx.|ooo"]),
    (Domineering(), "...|...", "{2|-1/2}", [["2"]], [["-1/2"]], [".#.|.#."], ["##.|..."]),
    (Domineering(), "...|.#.|.#.", "1", [["1/2", "1", "0"]], [], ["#..|##.|.#."], []),
    (Domineering(), "...|...|...", "+-1", [["1"]], [["-1"]], [".#.|.#.|..."], ["...|##.|..."]),
    (Domineering(), "....|....", "Miny(2)", [["{2|0}"]], [["0"]], [".#..|.#.."], [".##.|...."]),
    (Domineering(), "...|...|...|...", "3/2", [["{4|3/2}", "3/2", "1"]], [["{7/4|-1}", "7/4", "2"]],
     [".#.|.#.|...|..."], ["##.|...|...|..."]),
    (ToadsAndFrogs(), "TT..FF", "*", [["0"]], [["0"]], ["T.T.FF"], ["TT.F.F"]),
    (ToadsAndFrogs(), "TT.F.F", "0", [], [], [], []),
    (ToadsAndFrogs(), "T.T.F.F", "*", [["0"]], [["0"]], ["T..TF.F"], ["T.TF..F"]),
]


@pytest.mark.parametrize("game, position, form, left_lines, right_lines, lefts, rights", CGSUITE)
def test_cgsuite_printed_results(game: object, position: str, form: str, left_lines: list, right_lines: list,
                                 lefts: list, rights: list) -> None:
    def printed(q: object) -> str:
        return str(cgt.canonical_form(game, q))

    assert printed(position) == form
    for player, theirs, options in (("left", left_lines, lefts), ("right", right_lines, rights)):
        ours = [[printed(q) for q in line] for line in sensible_lines(game, position, player)]
        # The same ends (the canonical options); the same lines where CGSuite's first fitting move is the
        # move to the canonical option or no move reaches it at once, else the move to it (we prefer it).
        assert [line[-1] for line in ours] == [line[-1] for line in theirs]
        for line, cgsuite_line in zip(ours, theirs):
            assert line == cgsuite_line or line == cgsuite_line[-1:]
        # CGSuite's sensible options are sensible here: each is as good as a canonical option.
        value = cgt.canonical_form(game, position)
        targets = value.left_options if player == "left" else value.right_options
        for board in options:
            v = cgt.canonical_form(game, board)
            assert any(v >= k if player == "left" else v <= k for k in targets)
        assert len(sensible_options(game, position, player)) == len(options)


def test_reversible_moves_are_followed_where_no_move_reaches_the_option() -> None:
    # Four rows of three: Right has no move to 2; CGSuite's line {7/4|-1}, 7/4, 2 (above) is ours.
    lines = sensible_lines(Domineering(), "...|...|...|...", "right")
    assert [[str(cgt.canonical_form(Domineering(), q)) for q in line] for line in lines] == [["{7/4|-1}", "7/4", "2"]]
    assert sensible_right_options(Domineering(), "...|...|...|...") == [lines[0][0]]
    # The 2x3 board: Left's middle move is worth 2, the canonical option itself (CGSuite: .#.|.#.).
    assert sensible_left_options(Domineering(), "...|...") == [Domineering().position(".#.|.#.")]


class OnlyLeftPasses:
    """``on = {on |}``: Left's one move is back to the position itself."""

    def left_options(self, position: str) -> list[str]:
        return [position]

    def right_options(self, position: str) -> list[str]:
        return []


def test_bad_player_and_loopy_positions_are_refused() -> None:
    with pytest.raises(InvalidValueError, match="sensible_options: player 'up' is not 'left' or 'right'"):
        sensible_options(Domineering(), "..|..", "up")
    with pytest.raises(InvalidValueError, match="sensible_lines: player"):
        sensible_lines(Domineering(), "..|..", "Left")
    with pytest.raises(InvalidPositionError, match="loopy value on; sensible options are defined for short games"):
        sensible_left_options(OnlyLeftPasses(), "on")
