"""General take-and-break codes (issue 32, item 2): CGSuite's TakeAndBreak, checked three ways.

* CGSuite's own tables: the option lists of ``TBCodeTest`` and the rows of ``GameHeapTest``
  that name a code (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/...).
* Published values: Grundy's game (OEIS A002188; Flammenkamp's table of its sparse values).
* A naive oracle (tests/naive.py: every multiset of heaps, filtered by the rule) against the
  engine on random codes, and random general spellings of octal codes against OctalGame.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt.games import GrundysGame, OctalGame, TakeAndBreak, heap_game
from cgt.games.heap.codes import read_code
from tests.naive import naive_heap_values, naive_split_values, naive_take_break_moves, naive_values_by_recursion

# TBCodeTest.scala, "traverse options correctly": (code, heap) -> the heaps each option leaves.
TRAVERSALS = {
    ("0.3", 9): "8",
    ("0.7", 9): "8  1,7  2,6  3,5  4,4",
    ("0.77", 9): "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4",
    ("4.0", 8): "1,7  2,6  3,5  4,4",
    ("4!.0", 8): "1,7  2,6  3,5",
    ("0.3F", 9): "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3",
    ("0.3F?", 9): "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3",
    ("0.3F!", 9): "8  7  1,6  2,5  3,4  1,2,4",
    ("0.3f", 11): "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3",
    ("0.3f?", 11): "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4",
    ("0.3f!", 11): "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4",
    ("0.*3", 7): "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5",
    ("0.*?3", 7): "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5",
    ("0.*!3", 7): "6  1,5  2,4  1,2,3  5",
    ("0.[3]", 7): "6  5  4  3  2  1  -",
    ("0.[2]", 7): "6  5  4  3  2  1",
    ("0.3[1]", 7): "6  -",
    ("0.7[03]", 7): "6  1,5  2,4  3,3  4  2  -",
    ("0.*=", 11): "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1",
    ("{2+}=.0", 10): "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1",
    ("0.{0,1,3+}", 1): "-",
    ("0.{0,1,3+}", 2): "1",
    ("0.{0,1,3+}", 7): "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1",
    ("0.{1,3+}", 1): "",
    ("0.{2,3?+}", 7): "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2",
}

# TBCodeTest.scala, "normalize codes correctly" (CGSuite prints letters in upper case, cgt in lower).
NORMAL_FORMS = {
    "04.30": "4.3", "04.00[30]": "4.00[30]", "04.00[00]": "4.0", "00.00[00]": "0.0",
    "0.{1,2!}": "0.6!", "0.{0!,2!,3!}": "0.D!", "0.{0!,2!,3}": "0.{0,2!,3}",
    "0.{0!,2!,3!+}": "0.{0,2+}!", "0.{0!,2,3!+}": "0.{0,2,3!+}", "0.{0!,3+}": "0.{0,3+}",
    "0.{0,2!,4!+}": "0.{0,2,4+}!", "0.{0!,2!,4+}": "0.{0,2!,4+}", "0.{0!,2!,4?+}": "0.{0,2!,4?+}",
    "0.{0!,2?,4?+}": "0.{0,2,4+}?", "0.{0!,2=,4?+}": "0.{0,2=,4?+}", "0.{0!,2=,3?,4?+}": "0.{0,2=,3?+}",
    "0.{0!,2?,3?,4?+}": "0.{0,2+}?", "0.{0,1!,2,3,4+}": "0.*", "0.{0,1,2!,3!,4!+}": "0.*!",
}


@pytest.mark.parametrize("code, heap", list(TRAVERSALS))
def test_options_are_cgsuites(code, heap):
    shown = "  ".join(",".join(map(str, left)) or "-" for _, left in TakeAndBreak(code).heap_moves(heap))
    assert shown == TRAVERSALS[code, heap]


@pytest.mark.parametrize("code", list(NORMAL_FORMS))
def test_normal_forms_are_cgsuites(code):
    assert TakeAndBreak(code).code == NORMAL_FORMS[code].lower()
    assert eval(repr(TakeAndBreak(code)), {"TakeAndBreak": TakeAndBreak}) == TakeAndBreak(code)


# GameHeapTest.scala, "define TakeAndBreak properly": code, options of heap 20, values of heaps 1..20.
GAME_HEAP_ROWS = [
    ("0.[3]", 20, list(range(1, 21))),
    ("4!.0", 9, [0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]),
    ("0.77", 20, [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]),
    ("0.07", 10, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]),
    ("0.0330003", 3, [0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]),
    ("0.3003330[3]", 17, [1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10]),
    ("0.3F", 38, [1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11]),
]


@pytest.mark.parametrize("code, options, values", GAME_HEAP_ROWS)
def test_game_heap_rows_of_cgsuite(code, options, values):
    game = TakeAndBreak(code)
    assert game.code == code.lower()
    assert len(game.options(20)) == options
    assert game.grundy_sequence(21).tolist()[1:] == values
    assert game.values_by_definition(21)[1:] == values


def test_cgsuite_periodicity_rows():
    # GameHeapTest: CheckPeriodicity(2000) proves Kayles (71, 12) and the subtraction game {2, 3, 7}
    # (0.0330003: 0, 5); Nim and the all-but game 0.3003330[3] have Nothing: no theorem, no period.
    assert (TakeAndBreak("0.77").periodicity(2000).preperiod, TakeAndBreak("0.77").periodicity(2000).period) == (71, 12)
    assert TakeAndBreak("0.0330003").periodicity(2000).period == 5
    assert TakeAndBreak("0.3003330[3]").periodicity(2000) is None
    assert "no periodicity theorem applies to 0.[3]" in TakeAndBreak("0.[3]").describe_periodicity(100)


# OEIS A002188, "Sprague-Grundy values for Grundy's game", offset 0: the 105 terms of its
# data section (%S %T %U lines), https://oeis.org/A002188.
A002188 = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
    1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4,
    3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
]

# Flammenkamp, "Sprague-Grundy Values of Grundy's Game" (wwwhomes.uni-bielefeld.de/achim/grundy.html),
# the first of the known sparse values past heap 60.
FLAMMENKAMP_SPARSE = {87: 7, 90: 7, 93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11, 164: 11, 167: 11,
                      176: 7, 179: 7, 181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12, 196: 10, 231: 10}


def test_grundys_game_is_oeis_a002188():
    assert len(A002188) == 105
    for game in (TakeAndBreak("4!.0"), GrundysGame(), heap_game("4!.0")):
        assert game.grundy_sequence(105).tolist() == A002188
    values = TakeAndBreak("4!.0").grundy_sequence(232)
    assert {n: int(values[n]) for n in FLAMMENKAMP_SPARSE} == FLAMMENKAMP_SPARSE


def test_grundys_game_dense_and_sparse_agree_far_out():
    dense = TakeAndBreak("4!.0").grundy_sequence(6000, method="dense")
    sparse = TakeAndBreak("4!.0").grundy_sequence(6000, method="sparse")
    assert (dense == sparse).all()
    unequal_kayles = TakeAndBreak("0.4!")  # remove one token and split the rest in two unequal heaps
    assert (unequal_kayles.grundy_sequence(5000, method="sparse") == TakeAndBreak("0.4!").grundy_sequence(
        5000, method="dense")).all()


@pytest.mark.parametrize("code", ["8?.0", "8!.0", "8=.0", "C?.0", "0.4!", "0.6?", "4=.0", "{2+}.0", "{2+}!.0",
                                  "0.[37]", "0.[*=]", "0.{2,3?+}", "0.3F!", "0.{1,2,3}[{2!,3}]",
                                  # three heaps in the general kernel, by the octal engine's pair bitsets
                                  "0.{3}[7]", "0.[{3?}]", "{3,4}.0", "0.[{3!}]", "0.7[{2,3!}]",
                                  "{3!,4}.0", "0.[{3!,4?}]"])  # the general kernel reads the rows for ! too
def test_engine_against_the_naive_oracle(code):
    read = read_code(code)
    digits = [{c: rule for c, rule in enumerate(d.rules) if rule is not None} for d in read.digits]
    moves = naive_take_break_moves(digits, read.period, [d.more for d in read.digits])
    game = TakeAndBreak(code)
    for n in range(16):
        assert sorted(left for _, left in game.heap_moves(n)) == sorted(moves(n)), n
    assert game.grundy_sequence(40, method="dense").tolist() == naive_heap_values(moves, 40)


RULES = st.sampled_from(["", "", "!", "?", "="])


@st.composite
def codes(draw) -> tuple[str, list[dict[int, str]], int, list[bool]]:
    """A random general code, written as {..} lists, with what it means for the naive oracle."""
    length = draw(st.integers(1, 4))
    digits, more = [], []
    for k in range(length):
        low = 2 if k == 0 else 0  # d0 may only split
        counts = draw(st.sets(st.integers(low, 4), max_size=3))
        digits.append({c: draw(RULES) for c in sorted(counts)})
        more.append(bool(counts) and draw(st.booleans()) and max(counts) >= 2)
    repeat = draw(st.integers(0, length - 1))
    texts = ["{" + ",".join(f"{c}{r}" for c, r in d.items()) + "+" * m + "}" if d else "0"
             for d, m in zip(digits, more)]
    tail = "".join(texts[1:length - repeat]) + (f"[{''.join(texts[length - repeat:])}]" if repeat else "")
    return f"{texts[0]}.{tail or '0'}", digits, repeat, more


@settings(max_examples=60, deadline=None)
@given(codes())
def test_random_codes_against_the_naive_oracle(drawn):
    code, digits, repeat, more = drawn
    game = TakeAndBreak(code)
    moves = naive_take_break_moves(digits, repeat, more)
    for n in range(11):
        assert sorted(left for _, left in game.heap_moves(n)) == sorted(moves(n)), (code, n)
    assert game.grundy_sequence(14, method="dense").tolist() == naive_heap_values(moves, 14), code


@settings(max_examples=60, deadline=None)
@given(st.sampled_from("04"), st.lists(st.sampled_from("01234567"), min_size=1, max_size=4), st.data())
def test_a_general_spelling_of_an_octal_code_gives_the_octal_values(d0, digits, data):
    octal = OctalGame(f"{d0}." + "".join(digits))

    def spell(d: str) -> str:
        number = int(d)
        style = data.draw(st.sampled_from(["list", "number", "letter"]))
        if style == "list" and number:
            return "{" + ",".join(str(c) for c in range(3) if number >> c & 1) + "}"
        return f"&{number};" if style == "number" else d

    general = TakeAndBreak(f"{spell(d0)}." + "".join(map(spell, digits)) + data.draw(st.sampled_from(["", "[0]", "00"])))
    assert general.code == octal.code
    assert (general.grundy_sequence(300) == octal.grundy_sequence(300)).all()


@pytest.mark.parametrize("code, words", [
    ("0.7{2", ["'0.7{2'", "character '{' at position 3", "no '}' closes"]),
    ("0.[3", ["'0.[3'", "ends before ']' closes its '['"]),
    ("0.3]7", ["character ']' at position 3", "must close a '[' and end the code"]),
    ("[3].0", ["character '[' at position 0", "only the digits after the point"]),
    ("0.[]", ["character ']' at position 3", "empty repeating part"]),
    ("0.3#", ["character '#' at position 3 (removing 2 tokens)"]),
    ("0.!", ["character '!' at position 2", "a modifier ! ? = follows a digit"]),
    ("0.{99}", ["character '9' at position 3", "heap count above 63"]),
    ("0.{2,x}", ["character 'x' at position 5", "not a heap count"]),
    ("0.{2!}?", ["character '2' at position 3", "its own modifier"]),
    ("0.&12", ["character '&' at position 2", "'&N;'"]),
    ("20.017", ["'20.017'", "character '2' at position 0", "leaves one heap", "need not end"]),
    ("1.0", ["digit 1 before the point"]),
    ("*.0", ["digit * before the point"]),
    ("0.", ["no digits after the point"]),
    ("77", ["no point"]),
])
def test_malformed_codes_name_the_code_and_the_character(code, words):
    with pytest.raises(cgt.InvalidOctalCodeError) as info:
        TakeAndBreak(code)
    assert isinstance(info.value, ValueError) and isinstance(info.value, cgt.CgtError)
    assert str(info.value).startswith(f"take-and-break code {code!r}")
    for word in words:
        assert word in str(info.value), str(info.value)


def test_octal_game_reads_octal_codes_only():
    with pytest.raises(cgt.InvalidOctalCodeError, match="octal code '4!.0': character '!' at position 1"):
        OctalGame("4!.0")
    assert OctalGame("04.30") == OctalGame("4.3")  # a leading zero before the point is CGSuite's too


def test_heap_game_and_the_command_line_read_general_codes(capsys):
    from cgt.cli.main import main

    assert heap_game("8?.0") == TakeAndBreak("8?.0") and heap_game("0.{2,3}") == OctalGame("0.c")
    assert main(["grundy", "8?.0", "--upto", "12"]) == 0
    out = capsys.readouterr().out
    # 8?.0 by the naive oracle: three heaps, not all equal.
    expected = naive_heap_values(naive_take_break_moves([{3: "?"}]), 12)
    assert out.splitlines()[1].split(":")[1].split() == list(map(str, expected[:10]))


@pytest.mark.parametrize("code, values", [
    # CGSuite 2.2 printed: game.heap.TakeAndBreak(code).NimValueSequence(20), heaps 1 to 20.
    ("8?.0", [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 1, 5, 5, 6, 6, 7, 2, 8, 8]),
    ("{2+}!.0", [0, 0, 1, 0, 2, 3, 4, 0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    # CGSuite 2.2 printed: game.heap.TakeAndBreak(code).NimValueSequence(n), heaps 1 to n.
    ("8!.0", [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 0, 3, 4, 4, 4, 1, 1, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 5, 5, 9, 9,
              10, 10, 10, 11, 11, 11]),
    ("0.8!", [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 1, 1, 5, 5, 5, 6, 6, 6]),
    ("c!.0", [0, 0, 1, 0, 2, 3, 4, 0, 5, 1, 6, 2, 3, 8, 9, 0, 10, 6, 7, 5, 8, 4, 11, 10, 6, 16, 12, 8, 13, 11]),
])
def test_values_cgsuite_22_printed(code, values):
    assert TakeAndBreak(code).grundy_sequence(len(values) + 1).tolist()[1:] == values


def test_pairwise_unequal_three_heap_codes_use_the_octal_kernel():
    # '!' on three heaps reads the pair rows: such a code is refused by the sparse fill only for its
    # three-heap moves, as 8.0 is, not as a code the octal kernel cannot read.
    for code in ("8!.0", "0.8!", "c!.0", "0.3f!", "{2!,3}.0", "8!.8?8"):
        assert "moves into three heaps" in TakeAndBreak(code).sparse_moves(), code
    # two-heap rules that differ, or '=' on a split, still need the general kernel
    for code in ("4!.4", "8=.0"):
        assert "mixed modifiers" in TakeAndBreak(code).sparse_moves(), code


# -- digits before d0: moves that add tokens ------------------------------------------------------

@pytest.mark.parametrize("code, values", [
    # CGSuite 2.2 printed: game.heap.TakeAndBreak(code).NimValueSequence(30), heaps 1 to 30.
    ("8?0.0", [0, 0, 1, 2, 0, 3, 1, 2, 4, 3, 5, 2, 4, 3, 5, 2, 1, 3, 5, 2, 4, 7, 5, 6, 4, 7, 8, 6, 9, 2]),
    ("8!0.6", [0, 1, 2, 0, 1, 2, 3, 1, 4, 3, 6, 4, 5, 2, 1, 5, 2, 7, 8, 9, 10, 6, 4, 12, 6, 14, 2, 13, 14, 15]),
    ("8?0.77", [1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 4, 8, 9, 10, 11, 6, 9, 14, 11, 2, 1, 8, 5, 2, 7, 16, 17, 14, 19, 12]),
    ("{3+}!0.0", [0, 0, 0, 0, 1, 1, 2, 2, 3, 0, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]),
    ("8!00.37", [1, 2, 0, 1, 4, 2, 6, 1, 4, 2, 6, 1, 4, 8, 6, 10, 3, 8, 7, 10, 3, 8, 1, 11, 14, 9, 12, 5, 14, 6]),
])
def test_digits_that_add_tokens_cgsuite_22_printed(code, values):
    assert TakeAndBreak(code).grundy_sequence(31, method="dense").tolist()[1:] == values
    assert TakeAndBreak(code).values_by_definition(31)[1:] == values  # the solver on heap_moves agrees


def test_digits_that_add_tokens_options_and_normal_form():
    # CGSuite 2.2 printed: TakeAndBreak("80.0").HeapOptions(4) and TakeAndBreak("8?0.0").HeapOptions(5).
    assert [left for _, left in TakeAndBreak("80.0").heap_moves(4)] == [(1, 1, 3), (1, 2, 2)]
    assert [left for _, left in TakeAndBreak("8?0.0").heap_moves(5)] == [(1, 1, 4), (1, 2, 3)]
    # CGSuite's TBCode drops leading zeros of the additive part, as "04.30" -> "4.3" (TBCodeTest).
    assert TakeAndBreak("008?0.0").code == "8?0.0" and read_code("8?00.7").additive[1].rule(3) == "?"
    assert not read_code("80.0").is_octal and TakeAndBreak("80.0").periodicity_rule().startswith("no periodicity")


def test_a_heap_that_comes_back_to_its_size_is_loopy():
    # CGSuite 2.2 printed for 4!0.0: "Those HeapRules specify a loopy game." (heap 2 -> 1 + 2).
    with pytest.raises(cgt.LoopyGameError, match=r"TakeAndBreak\('4!0.0'\): a heap of 2 can be played to a heap of 2"):
        TakeAndBreak("4!0.0").grundy_sequence(10, method="dense")
    # 8=00000.7: heap 1 grows by 5 into 2 + 2 + 2, and heap 2 shrinks to 1: a cycle through a larger heap.
    with pytest.raises(cgt.LoopyGameError, match=r"1 -> 2 -> 1") as info:
        TakeAndBreak("8=00000.7").grundy_sequence(10, method="dense")
    assert info.value.position == (1,) and info.value.cycle == ((1,), (2,))


def test_a_move_to_a_larger_heap_is_searched_first():
    # 8=00000.0: heap 1 grows by 5 and splits into 2 + 2 + 2; heap 2 has no move, so G(1) = mex{0} = 1.
    moves = naive_take_break_moves([{}], added=[{}, {}, {}, {}, {3: "="}])
    expected = naive_values_by_recursion(moves, 200)
    assert expected[:3] == [0, 1, 0]
    assert TakeAndBreak("8=00000.0").grundy_sequence(200, method="dense").tolist() == expected


@st.composite
def growing_codes(draw) -> tuple[str, list[dict[int, str]], list[dict[int, str]]]:
    """A random code with digits before d0 (none leaving one heap), and what it means for the oracle."""
    added = [{c: draw(RULES) for c in sorted(draw(st.sets(st.integers(2, 4), max_size=2)))}
             for _ in range(draw(st.integers(1, 3)))]
    digits = [{c: draw(RULES) for c in sorted(draw(st.sets(st.integers(low, 3), max_size=2)))}
              for low in [2] + [0] * draw(st.integers(0, 2))]

    def text(d: dict[int, str]) -> str:
        return "{" + ",".join(f"{c}{r}" for c, r in d.items()) + "}" if d else "0"

    return "".join(map(text, reversed(added))) + text(digits[0]) + "." + ("".join(map(text, digits[1:])) or "0"), \
        digits, added


@settings(max_examples=60, deadline=None)
@given(growing_codes())
def test_random_codes_that_add_tokens_against_the_naive_oracle(drawn):
    code, digits, added = drawn
    moves = naive_take_break_moves(digits, added=added)
    game = TakeAndBreak(code)
    for n in range(9):
        assert sorted(left for _, left in game.heap_moves(n)) == sorted(moves(n)), (code, n)
    expected = naive_values_by_recursion(moves, 16)
    if expected is None:
        with pytest.raises(cgt.LoopyGameError):
            game.grundy_sequence(16, method="dense")
    else:
        assert game.grundy_sequence(16, method="dense").tolist() == expected, code


def test_octal_game_refuses_digits_that_add_tokens():
    with pytest.raises(cgt.InvalidOctalCodeError, match="octal code '80.0': character '8' at position 0 adds 1 token"):
        OctalGame("80.0")


# -- three-heap splits: the shared pair rows of both kernels against the oracle that visits every split ----

def _split_digits(code: str) -> list[dict[int, str]]:
    """The digits of `code` (no repeating part, at most three heaps) as :func:`naive_split_values` reads them."""
    read = read_code(code)
    assert not read.period and not read.additive and all(len(d.rules) <= 4 and not d.more for d in read.digits)
    return [{c: rule for c, rule in enumerate(d.rules) if rule is not None} for d in read.digits]


THREE_HEAP_RULES = st.sampled_from(["", "?", "!"])


@st.composite
def three_heap_codes(draw) -> str:
    """A code whose digits may leave three heaps (some do), with any of "", ?, ! on each count, as a {..} list."""
    length = draw(st.integers(1, 4))
    digits = []
    for k in range(length):
        counts = sorted(draw(st.sets(st.integers(2 if k == 0 else 0, 3), max_size=3)))
        digits.append({c: draw(THREE_HEAP_RULES) if c >= 2 else "" for c in counts})
    digits[draw(st.integers(0, length - 1))].setdefault(3, draw(THREE_HEAP_RULES))
    texts = ["{" + ",".join(f"{c}{r}" for c, r in sorted(d.items())) + "}" if d else "0" for d in digits]
    return f"{texts[0]}.{''.join(texts[1:]) or '0'}"


@settings(max_examples=50, deadline=None)
@given(three_heap_codes())
def test_three_heap_splits_against_the_oracle(code):
    # Modifiers that agree run on the octal kernel, the others on the general one: both read _add_triples' rows.
    game = TakeAndBreak(code)
    assert game.grundy_sequence(160, method="dense").tolist() == naive_split_values(_split_digits(code), 160), code


@pytest.mark.parametrize("code", ["8.0", "8?.0", "8!.0", "0.8", "0.48", "0.8?", "0.3f?", "8.f", "c.0", "0.08!",
                                  "0.8!", "8!.8", "c!.0", "0.3f!", "0.{3!}8?", "8!.8?8", "{2,3!}.0"])
def test_three_heap_codes_against_the_oracle(code):
    game = TakeAndBreak(code)
    assert game.grundy_sequence(300, method="dense").tolist() == naive_split_values(_split_digits(code), 300)


@pytest.mark.parametrize("code, heaps", [("8.0", 1100), ("8?.0", 1100), ("8!.0", 1600)])
def test_three_heap_splits_far_out_against_the_oracle(code, heaps):
    # values pass 511: rows of more than eight words, the pool of rows compacted and grown many times
    expected = naive_split_values(_split_digits(code), heaps)
    assert max(expected) > 511
    assert TakeAndBreak(code).grundy_sequence(heaps, method="dense").tolist() == expected


@pytest.mark.parametrize("code", ["8?.0", "8!.0"])
def test_three_heap_splits_extend_a_sequence(code):
    # A fill that starts past 0 rebuilds the rows it reads (the last third of the heaps) from the values so far.
    whole = TakeAndBreak(code).grundy_sequence(900, method="dense").tolist()
    game = TakeAndBreak(code)
    game.grundy_sequence(250, method="dense")
    assert game.grundy_sequence(900, method="dense").tolist() == whole
