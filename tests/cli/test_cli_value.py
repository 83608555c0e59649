"""``cgt value``: canonical forms of partizan positions from the command line."""

from __future__ import annotations

import json

import pytest

from cgt.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_domineering_text(capsys):
    status, out, err = run(capsys, "value", "domineering", "...|...")
    assert status == 0 and err == ""
    assert out.splitlines()[:3] == ["Domineering()", "...", "..."]
    assert "canonical form  {2|-1/2}" in out
    assert "temperature     5/4" in out
    assert "outcome         N: the player to move wins" in out
    # Left must take the middle column; every move of Right wins.
    assert "left wins by    (1,2)+(2,2)\n" in out
    assert "right wins by   (1,1)+(1,2)\n                (1,2)+(1,3)\n                (2,1)+(2,2)\n                (2,2)+(2,3)\n" in out


def test_a_player_without_a_winning_move(capsys):
    status, out, _ = run(capsys, "value", "hackenbush", "BRR", "G")
    assert status == 0 and "left wins by    BRR\n" in out
    assert "right wins by   nothing (loses moving first)\n" in out


@pytest.mark.parametrize(
    "argv, fields",
    [
        (["domineering", "..#", "..#", "##."], {"canonical_form": "+-1", "temperature": "1", "outcome": "N"}),
        (["hackenbush", "BRR", "G"], {"position": "BRR, G", "canonical_form": "1/4*", "outcome": "L"}),
        (["tf", "TTT..FFF"], {"game": "toads-and-frogs", "canonical_form": "+-1/8", "mean": "0",
                              "left_winning_moves": ["TT.T.FFF"], "right_winning_moves": ["TTT.F.FF"]}),
        (["cutcake", "4x2,", "3x1"], {"canonical_form": "3", "left_stop": "3", "outcome": "L"}),
        # GameGraphTest.scala (aaron-siegel/cgsuite): PartizanArcKayles("llr") is 1/2.
        (["partizan-arc-kayles", "llr"], {"canonical_form": "1/2", "outcome": "L"}),
        # A path of five vertices is Dawson's Kayles heap 5, value 0 (GameGraphTest's ArcKayles row).
        (["arc-kayles", ".-.-.-.-."], {"canonical_form": "0", "outcome": "P"}),
        # CGSuite 2.2 printed: game.graph.WeightedArcKayles(Graph.Parse("---") UpdatedVertexLabels
        # {1 => 5, 2 => 5, 3 => 5, 4 => 5}).NimValue is 2.
        (["weighted-arc-kayles", "5-5-5-5"], {"canonical_form": "*2", "outcome": "N"}),
        # Wythoff (1907): (3, 5) is a P-position; from (3, 6) the one winning move is to it.
        (["wythoff", "3", "6"], {"canonical_form": "*", "left_winning_moves": ["(3, 5)"]}),
        # GameHeapTest.scala (aaron-siegel/cgsuite): MaundyCake((8,5)) is -3, Eatcake((8,1)) is ^.
        (["maundy-cake", "5x8"], {"canonical_form": "-3", "outcome": "R"}),
        (["eatcake", "1x8"], {"canonical_form": "^", "outcome": "L"}),
        # CGSuite's GameGraphTest.scala: the Green Girl (a graph with cycles) and a Childish Hackenbush cycle.
        (["hackenbush", "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"],
         {"canonical_form": "*2", "left_winning_moves": [""]}),
        (["childish-hackenbush", ":{ground}llllllrrrr:{ground}"],
         {"position": ":A BBBBBBRRRR:A", "canonical_form": "{4|-2}", "temperature": "3"}),
        (["childish", "l(l;rl)"], {"game": "childish-hackenbush", "canonical_form": "2"}),
        # GameStripTest.scala (aaron-siegel/cgsuite): game.strip.Turning("1-3")("htththtth").NimValue is 29.
        (["turning", "1-3", "htththtth"], {"game": "turning", "position": "htththtth", "canonical_form": "*29"}),
        # Ruler (Winning Ways ch. 14): a head at n is worth the largest power of 2 dividing n; 2 ^ 4 = 6,
        # and the one move to 0 turns coins 1 to 4, leaving heads at 1 and 3 (1 ^ 1).
        (["coins", "1+C", "THTH"], {"game": "turning", "canonical_form": "*6", "left_winning_moves": ["htht"]}),
    ],
)
def test_json(capsys, argv, fields):
    status, out, _ = run(capsys, "value", *argv, "--json")
    assert status == 0
    got = json.loads(out)
    assert {k: got[k] for k in fields} == fields


@pytest.mark.parametrize(
    "argv, message",
    [
        (["domineering", "..|.x"], "row 2, column 2 is 'x'"),
        (["domineering", "...|.."], "row 2 has 2 cells but row 1 has 3"),
        (["hackenbush", "B(R"], "never closed"),
        (["arc-kayles", "l"], "graph 'l': character 1 is 'l'; use - for edges"),
        (["hackenbush", "l:{}"], "character 2 names a vertex with the empty name"),
        (["turning", "1-3"], "'1-3': write a turning code, then the coins as h (heads) and t (tails)"),
        (["turning", "1-3", "hxh"], "'hxh' is not a position of Turning('1-3')"),
        (["turning", "1-Q", "hth"], "turning code '1-Q'"),
        (["chess", ".."], "unknown game 'chess'; known: domineering, hackenbush"),
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, "value", *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err and err.startswith("cgt value: error: ")


def test_notation_is_read_by_the_one_reader(capsys):
    # cgt value notation TEXT reads TEXT as cgt.value does: Domineering's 2x3 board {2|-1/2} (CGSuite's
    # Domineering("...|...").CanonicalForm), a sided value, a comparison.
    status, out, err = run(capsys, "value", "notation", "{2|-1/2}")
    assert status == 0 and err == ""
    assert out.splitlines() == ["value           {2|-1/2}", "left stop       2", "right stop      -1/2", "mean            3/4",
                                "temperature     5/4", "outcome         N"]
    status, out, _ = run(capsys, "value", "notation", "over", "+", "(1 & 0)", "--json")
    assert json.loads(out) == {"notation": "over + (1 & 0)", "value": "1over & over", "onside": "1over", "offside": "over"}
    status, out, _ = run(capsys, "value", "notation", "^ <> *")
    assert (status, out) == (0, "holds           true\n")
    status, out, err = run(capsys, "value", "notation", "{1|2|3}")
    assert status == 2 and out == "" and len(err.splitlines()) == 1 and "read as {1|{2|3}} or as {{1|2}|3}?" in err
