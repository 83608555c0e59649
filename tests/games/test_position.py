"""Positions that know their game (issue #29, items 1 and 2): GamePosition, sums, negatives, options in the board's frame."""

from __future__ import annotations

import pytest
from grid.grid_naive import boards
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import CanonicalForm, GamePosition
from cgt.games import (
    Amazons,
    AntiClobber,
    BackslidingToadsAndFrogs,
    BoardMove,
    Clobber,
    Col,
    Cram,
    Cutcake,
    Domineering,
    Eatcake,
    Hackenbush,
    Konane,
    MaundyCake,
    Nim,
    Snort,
    ToadsAndFrogs,
    TopplingDominoes,
)

# Random boards of every board ruleset (the board layer's and Domineering's), kept small enough to search.
BOARD_GAMES = [
    (Domineering(), boards(".#.", max_cells=12)),
    (Clobber(), boards("xo.", max_cells=10)),
    (AntiClobber(), boards("xo.#.", max_cells=8)),
    (Konane(), boards("xo.#", max_cells=10)),
    (Amazons(), boards("xo..#", max_rows=2, max_columns=3, max_cells=6)),
]

# Positions of rulesets with a negative, and their strategies; Cram is impartial (its own negative).
WITH_NEGATIVE = BOARD_GAMES + [
    (Cram(), boards(".#.", max_cells=10)),
    (ToadsAndFrogs(), st.text("TF..", min_size=1, max_size=8)),
    (TopplingDominoes(), st.text("LRG", min_size=1, max_size=6)),
    (Hackenbush(), st.sampled_from(["BR", "BRR, G(B)", "B(R,BG)", "RRB, BG"])),
    (Cutcake(), st.sampled_from(["4x2", "3x1, 2x3", "5x3"])),
    (MaundyCake(), st.sampled_from(["6x4", "2x3, 4x1"])),
    (Eatcake(), st.sampled_from(["3x2", "1x1, 2x3"])),
    (Col(), st.sampled_from(["L-.-.-R", ".-.(-R;-.)", ":A-.-L-.:A"])),
    (Snort(), st.sampled_from(["L-.-.-R", ".-.(-L;-.)", "L-.-R-."])),
]

positions = st.sampled_from(BOARD_GAMES).flatmap(lambda pair: pair[1].map(pair[0]))
any_positions = st.sampled_from(WITH_NEGATIVE).flatmap(lambda pair: pair[1].map(pair[0]))


# -- a position knows its game ---------------------------------------------------


def test_a_ruleset_called_on_text_is_a_position_with_the_questions_as_attributes():
    p = Domineering()("...|...")
    assert isinstance(p, GamePosition) and p.game == Domineering() and p.position == Domineering().position("...|...")
    # 2x3 Domineering is {2|-1/2} (Berlekamp, Conway and Guy, Winning Ways, ch. 2).
    assert p.canonical_form == CanonicalForm.parse("{2|-1/2}") == cgt.canonical_form(Domineering(), "...|...")
    assert p.outcome is cgt.Outcome.N
    assert (p.temperature, p.mean) == (CanonicalForm.parse("{2|-1/2}").temperature, CanonicalForm.parse("{2|-1/2}").mean)
    assert p.thermograph == p.canonical_form.thermograph()
    assert p.winning_moves("left") == [Domineering()(".#.|.#.")]
    assert all(isinstance(q, GamePosition) and q.game == p.game for q in p.left_options + p.right_options)
    assert cgt.canonical_form(Domineering(), p) == p.canonical_form  # the (game, position) API takes it too
    h = Hackenbush()("BR, G(B)")
    assert cgt.canonical_form(Hackenbush(), h) == h.canonical_form == cgt.canonical_form(Hackenbush(), "BR, G(B)")
    assert Domineering()(p) is not p and Domineering()(p) == p
    assert Clobber()("xo|o.").atomic_weight == cgt.canonical_form(Clobber(), "xo|o.").atomic_weight


def test_impartial_positions_have_options_and_a_nim_value():
    heaps = GamePosition(Nim(), (1, 2))
    assert heaps.grundy == 3 and heaps.canonical_form == CanonicalForm.parse("*3") and -heaps is heaps
    assert heaps.options == heaps.left_options == [GamePosition(Nim(), q) for q in Nim().options((1, 2))]
    c = Cram()("..|.#")
    assert [q.position for q in c.options] == [Cram().position("#.|##"), Cram().position("##|.#")]
    assert c.grundy == cgt.grundy(Cram(), "..|.#") == 1
    with pytest.raises(cgt.NotAGameError, match=r"Domineering\(\) is partizan; ask for left_options"):
        Domineering()("..").options


@settings(max_examples=40, deadline=None)
@given(any_positions)
def test_repr_evaluates_back_to_the_position(p):
    names = {type(p.game).__name__: type(p.game), "GamePosition": GamePosition}
    assert eval(repr(p), names) == p
    assert hash(eval(repr(p), names)) == hash(p)


def test_a_sum_reprs_as_its_summands_and_evaluates_back():
    s = Domineering()("..#|...") + Clobber()("xo") + GamePosition(Nim(), (2,))
    assert repr(s) == "Domineering()('..#|...') + Clobber()('xo') + GamePosition(Nim(), (2,))"
    assert eval(repr(s), {"Domineering": Domineering, "Clobber": Clobber, "GamePosition": GamePosition, "Nim": Nim}) == s
    assert str(s) == "..#|... + xo + (2,)"
    assert str(Domineering()("..#|...")) == "..#\n..."


def test_the_picture_is_the_boards():
    p = Clobber()("xo|ox")
    assert p._repr_svg_() == p.position._repr_svg_()
    assert (p + p)._repr_svg_() is None


# -- bad input ---------------------------------------------------------------------


def test_a_text_for_another_ruleset_names_the_ruleset_the_cell_and_the_characters():
    with pytest.raises(cgt.InvalidPositionError) as caught:
        Domineering()("xo|ox")
    assert str(caught.value) == (
        "Domineering(): grid 'xo|ox': row 1, column 1 is 'x'; use '.' for an empty cell and '#' for a filled one"
    )
    with pytest.raises(cgt.InvalidPositionError, match=r"^Clobber\(\): clobber board 'xo\|o#': row 2, column 2 is '#'"):
        Clobber()("xo|o#")
    with pytest.raises(cgt.InvalidPositionError, match=r"is a position of Clobber\(\), not of Domineering\(\)"):
        Domineering()(Clobber()("xo"))


def test_what_is_not_a_position_or_has_no_negative_is_refused_with_a_cgt_error():
    p = Domineering()("..")
    for bad in (lambda: p + 1, lambda: 1 + p, lambda: p - CanonicalForm.parse("1")):
        with pytest.raises(cgt.NotAValueError, match="a position"):
            bad()
    with pytest.raises(cgt.NotAGameError, match=r"has no negative\(position\) hook"):
        -GamePosition(_NoNegative(), 1)
    with pytest.raises(cgt.UnhashablePositionError, match=r"position \[1\] of type list"):
        GamePosition(Nim(), [1])
    with pytest.raises(cgt.NotAGameError, match="is not a game"):
        GamePosition(object(), 1)
    assert isinstance(cgt.NotAValueError("x"), TypeError) and isinstance(cgt.NotAGameError("x"), TypeError)


class _NoNegative:
    """A partizan game without a negative hook: Left may move 1 -> 0."""

    def left_options(self, n):
        return [n - 1] if n else []

    def right_options(self, n):
        return []


# -- sums and negatives -----------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(any_positions, any_positions)
def test_a_sum_of_positions_is_the_sum_of_their_games(p, q):
    s = p + q
    assert s.game == cgt.Sum(p.game, q.game) and s.position == (p.position, q.position)
    assert s.canonical_form == cgt.canonical_form(cgt.Sum(p.game, q.game), (p.position, q.position))
    assert s.canonical_form == p.canonical_form + q.canonical_form
    assert s.outcome is (p.canonical_form + q.canonical_form).outcome
    # Nested sums flatten: (p + q) + p has three summands.
    assert (s + p).components == [p, q, p] == (p + (q + p)).components
    # A move of the sum is a move in one summand, to one of its options' values.
    for option in s.left_options:
        moved = [i for i in (0, 1) if option.position[i] != s.position[i]]
        assert len(moved) == 1
        part = s.components[moved[0]]
        value = GamePosition(part.game, option.position[moved[0]]).canonical_form
        assert value in {o.canonical_form for o in part.left_options}


@settings(max_examples=40, deadline=None)
@given(any_positions)
def test_the_negative_has_the_negative_value_and_p_minus_p_is_zero(p):
    assert (-p).game == p.game
    assert (-p).canonical_form == -p.canonical_form
    assert (p - p).canonical_form == CanonicalForm.parse("0")
    assert (p - p).outcome is cgt.Outcome.P  # the second player copies the first (Tweedledum and Tweedledee)
    assert (-(p + p)).canonical_form == -(p.canonical_form + p.canonical_form)
    alone = GamePosition(cgt.Sum(p.game), (p.position,))  # a sum of one game, made by hand
    assert (-alone).canonical_form == -p.canonical_form


def test_the_negative_of_a_loopy_strip_is_turned_round():
    p = BackslidingToadsAndFrogs()("TT.F")
    assert (-p).position == "T.FF"
    # TT.F is on (the module's example); its negative, T.FF, is off.
    assert str(p.canonical_form) == "on" and str((-p).canonical_form) == "off"


# Printed by CGSuite 2.2 (commit e909ab8) via cgs-eval: Domineering("..#|...") - Domineering("..#|...")
# is 0, and Domineering("..#|...") + Clobber("xoxo|ox..") is {1^^*|1v*||-1^^*|-1v*}.
def test_sums_and_differences_as_cgsuite_prints_them():
    d = Domineering()("..#|...")
    assert str((d - d).canonical_form) == "0"
    assert str((d + Clobber()("xoxo|ox..")).canonical_form) == "{1^^*|1v*||-1^^*|-1v*}"


# -- options as the user sees them ----------------------------------------------------


# Printed by CGSuite 2.2 (commit e909ab8) via cgs-eval: the LeftOptions and RightOptions of
# these positions (game.grid.Domineering, game.grid.Clobber, game.grid.Amazons).
CGSUITE_OPTIONS = [
    (Domineering(), "...|...", "left", ["#..|#..", ".#.|.#.", "..#|..#"]),
    (Domineering(), "...|...", "right", ["##.|...", ".##|...", "...|##.", "...|.##"]),
    (Domineering(), ".#|..|..", "left", ["##|#.|..", ".#|#.|#.", ".#|.#|.#"]),
    (Clobber(), "xoxo|ox..", "left", [".xxo|ox..", ".oxo|xx..", "xo.x|ox..", "xx.o|ox..", "xxxo|o...", "xoxo|x..."]),
    (Clobber(), "xoxo|ox..", "right", ["x.oo|ox..", "x.xo|oo..", "o.xo|ox..", "xoo.|ox..", "ooxo|.x..", "xoxo|.o.."]),
    (Clobber(), "xoo", "left", [".xo"]),
    (Clobber(), "xo|ox", "left", [".x|ox", ".o|xx", "xx|o.", "xo|x."]),
    (Clobber(), "xo|ox", "right", ["x.|oo", "o.|ox", "oo|.x", "xo|.o"]),
    (Amazons(), "x..|..o", "left", [".x#|..o", ".x.|.#o", ".x.|#.o", "#x.|..o", "..x|.#o", ".#x|..o", "#.x|..o",
                                     ".#.|.xo", "..#|.xo", "...|#xo", "#..|.xo", "#..|x.o", ".#.|x.o", "...|x#o"]),
]


@pytest.mark.parametrize("game, text, player, printed", CGSUITE_OPTIONS)
def test_options_are_cgsuites_boards(game, text, player, printed):
    options = game.left_options(text) if player == "left" else game.right_options(text)
    assert sorted(game.text(q) for q in options) == sorted(printed)
    if isinstance(game, Domineering):  # CGSuite lists a domino's placements row by row, as cgt does
        assert [game.text(q) for q in options] == printed


def test_moves_name_the_cells_as_cgsuite_numbers_them():
    assert [(str(m), Clobber().text(b)) for m, b in Clobber().left_moves("xo|ox")] == [
        ("(1,1)-(1,2)", ".x|ox"), ("(2,2)-(2,1)", "xo|x."), ("(1,1)-(2,1)", ".o|xx"), ("(2,2)-(1,2)", "xx|o."),
    ]
    assert [str(m) for m, _ in Domineering().right_moves("..|..")] == ["(1,1)-(1,2)", "(2,1)-(2,2)"]
    assert [str(m) for m, _ in Konane().left_moves("xo.o.")] == ["(1,1)-(1,3)", "(1,1)-(1,5)"]
    assert [str(m) for m, _ in Amazons().right_moves("o.")] == ["(1,1)-(1,2)-(1,1)"]
    assert BoardMove((1, 2), (1, 3)) == BoardMove.of_bits(3, 0b10, 0b100)
    assert eval(repr(BoardMove((1, 2), (2, 2))), {"BoardMove": BoardMove}) == BoardMove((1, 2), (2, 2))
    p = Domineering()("..|..")
    assert [(str(m), q) for m, q in p.left_moves] == [("(1,1)-(2,1)", Domineering()("#.|#.")), ("(1,2)-(2,2)", Domineering()(".#|.#"))]
    assert [str(m) for m, _ in Cram()("..|.#").left_moves] == ["(1,1)-(2,1)", "(1,1)-(1,2)"]
    with pytest.raises(cgt.NotAGameError, match=r"does not name its moves \(no left_moves"):
        GamePosition(Nim(), 3).left_moves


def _option_values(game, position, side):
    """The values of the engine's options (its keyed regions under the symmetries), as a set."""
    options, lefts = game.option_summands(position)
    mine = options[:lefts] if side == 0 else options[lefts:]
    zero = CanonicalForm.parse("0")
    return {sum((-cgt.canonical_form(game, k) if negated else cgt.canonical_form(game, k) for k, negated in option), zero)
            for option in mine}


@settings(max_examples=60, deadline=None)
@given(positions)
def test_every_option_is_a_board_of_the_positions_frame_with_the_engines_values(p):
    board = p.position
    for side, options, moves in ((0, p.left_options, p.left_moves), (1, p.right_options, p.right_moves)):
        assert all((q.position.width, q.position.height) == (board.width, board.height) for q in options)
        assert [q for _, q in moves] == options  # one move a board
        # The same values as the options the engine keys (the normal forms the options used to be).
        assert {q.canonical_form for q in options} == _option_values(p.game, board, side)


@settings(max_examples=40, deadline=None)
@given(positions)
def test_a_move_changes_only_its_cells(p):
    board = p.position
    for _, moves in (("left", p.left_moves), ("right", p.right_moves)):
        for move, q in moves:
            changed = {(r + 1, c + 1) for r, (a, b) in enumerate(zip(board.rows(), q.position.rows()))
                       for c, (x, y) in enumerate(zip(a, b)) if x != y}
            assert set(move) <= changed and changed <= set(move) | _jumped(p.game, move)


def _jumped(game, move):
    """The cells a Konane jump passes over (its captures), which the move does not name."""
    if not isinstance(game, Konane):
        return set()
    (r1, c1), (r2, c2) = move
    if r1 == r2:
        return {(r1, c) for c in range(min(c1, c2), max(c1, c2) + 1)}
    return {(r, c1) for r in range(min(r1, r2), max(r1, r2) + 1)}


def test_clobber_and_konane_read_l_and_r_as_amazons_does():
    assert Clobber()("LR|RL") == Clobber()("xo|ox")
    assert Konane()("LR.|..#") == Konane()("xo.|..#")
    assert Amazons()("L..|..R") == Amazons()("x..|..o")



def test_heap_games_are_called_on_their_heaps():
    from cgt.games import KAYLES

    # Bouton: 3 xor 5 xor 7 = 1; Kayles' nim values of 3 and 4 are 3 and 1 (Winning Ways, ch. 4).
    assert Nim()(3, 5, 7) == GamePosition(Nim(), (3, 5, 7)) and Nim()(3, 5, 7).grundy == 1
    assert Nim()(4).position == 4 and KAYLES(3).grundy == 3 and KAYLES(3, 4).grundy == 3 ^ 1
    with pytest.raises(cgt.InvalidPositionError, match=r"heap 2 of \(3, -1\) is -1"):
        Nim()(3, -1)


@settings(max_examples=40, deadline=None)
@given(boards(".#.", max_cells=10))
def test_an_impartial_boards_options_keep_its_frame_and_the_searchs_values(text):
    p = Cram()(text)
    assert all((q.position.width, q.position.height) == (p.position.width, p.position.height) for q in p.options)
    # The same nim values as the normal-form options the Grundy search uses.
    assert {q.grundy for q in p.options} == {cgt.grundy(Cram(), q) for q in Cram().options(text)}
    assert [q for _, q in p.left_moves] == p.options == p.right_options


def test_a_position_made_directly_names_the_ruleset_too():
    with pytest.raises(cgt.InvalidPositionError, match=r"^Clobber\(\): clobber board 'x#': row 1, column 2 is '#'"):
        GamePosition(Clobber(), "x#")
    with pytest.raises(cgt.InvalidPositionError, match=r"Grid\('\.\.'\) is not a position of Clobber\(\)"):
        Clobber()(Domineering().position(".."))


@settings(max_examples=30, deadline=None)
@given(any_positions)
def test_sensible_options_are_positions_whose_lines_end_at_the_canonical_options(p):
    # The attributes wrap cgt.sensible_options and cgt.sensible_lines; the values are checked
    # against the canonical form (each line ends exactly at its canonical option, in order).
    value = p.canonical_form
    for player, options, canonical in (("left", p.sensible_left_options, value.left_options),
                                       ("right", p.sensible_right_options, value.right_options)):
        lines = p.sensible_lines(player)
        assert [line[-1].canonical_form for line in lines] == list(canonical)
        assert [line[0] for line in lines] == options
        assert all(q.game == p.game for q in options)
