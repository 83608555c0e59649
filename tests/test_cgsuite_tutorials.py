"""CGSuite's tutorials as tests: each worked example about games that cgt expresses, compared as printed text.

Each example is cited by its tutorial page (``*.cgsh`` under
``lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/`` in
github.com/aaron-siegel/cgsuite) and line, with the CGScript input run in
CGSuite; what CGSuite printed is in ``tests/cgsuite_tutorials.py``
(:data:`~cgsuite_tutorials.PRINTED`, printed by CGSuite 2.2, commit e909ab8,
via cgs-eval). cgt's answer, in its current API, is printed with ``str()``
and compared as text; only CGScript's own containers are written CGSuite's
way here (``true``/``false``, ``Nothing``, a set ``{a,b}``, a list
``[a,b]``, a ``Periodicity(...)``, a position as ``GenClobber.Position("...")``),
since they are CGSuite's, not values. The examples cgt cannot express are
listed there, with the reason, not run.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import NamedTuple, Optional

import numpy as np
import pytest
from cgsuite_tutorials import IMPOSSIBLE, PRINTED, PRINTED_DIGEST

import cgt
from cgt import CanonicalForm
from cgt.games import (BackslidingToadsAndFrogs, Clobber, Domineering, GamePosition, GrundysGame, Nim, OctalGame,
                       PartizanEuclid, PartizanSubtraction, ToadsAndFrogs)
from cgt.impartial import Periodicity, find_periodicity
from cgt.loopy import degree, off, ordinal_sum, upon, upsum, variety
from cgt.loopy import parse as loopy

short = CanonicalForm.parse
G = short("{2||1|0}")            # using-the-worksheet.cgsh line 27: G := {2||1|0}
g = short("{3||1|*}")            # using-the-worksheet.cgsh line 185 (exercise): g = {3||1|*}
CLOBBER = cgt.canonical_form(Clobber(), "xoxo|ox..")    # games-and-rulesets.cgsh line 17
SUBTRACTION = PartizanSubtraction([1, 3], [2, 3])      # three-examples.cgsh line 91
DAWSON = OctalGame("0.07")       # impartial-games.cgsh line 10: R := game.heap.TakeAndBreak("0.07")
UPONTH = loopy("{0|-upon+*}")    # loopy-games.cgsh line 15: uponth := {0|-upon+*}
OVER_V = loopy("over & v")       # loopy-games.cgsh line 46: G := over & v
U = loopy(f"+-({upsum(upon(), UPONTH)})")
EUCLID = PartizanEuclid()        # cgsuite-in-action.cgsh line 33: euc := game.heap.PartizanEuclid


def euclid_weight(g: tuple) -> CanonicalForm:
    return cgt.canonical_form(EUCLID, g).atomic_weight


def euclid_position(g: tuple) -> str:
    """How CGSuite prints a Partizan Euclid position (a PartizanCoordinateRuleset's)."""
    return f"PartizanCoordinateRuleset.Position(({g[0]},{g[1]}))"


def euclid_big() -> list:
    """cgsuite-in-action.cgsh line 77: big := [euc((p,q)) for q from 1 to 200 for p from 1 to 200]."""
    return [(p, q) for q in range(1, 201) for p in range(1, 201)]


def euclid_hot() -> list:
    """Line 84: hot := big.Filter(g -> g.AtomicWeight.Temperature > 0)."""
    return [g for g in euclid_big() if euclid_weight(g).temperature > 0]


def euclid_multistop() -> list:
    """Line 99: multistop := hot.Filter(g -> g.AtomicWeight.StopCount > 2)."""
    return [g for g in euclid_hot() if euclid_weight(g).stop_count > 2]


def euclid_x() -> list:
    """Line 108: x := big.Filter(g -> g.AtomicWeight.Temperature == 0 and g.AtomicWeight.StopCount > 2)."""
    return [g for g in euclid_big() if euclid_weight(g).temperature == 0 and euclid_weight(g).stop_count > 2]


def euclid_row() -> list:
    """cgsuite-in-action.cgsh line 59: row := [euc((10, q)).AtomicWeight for q from 1 to 100]."""
    return [cgt.canonical_form(EUCLID, (10, q)).atomic_weight for q in range(1, 101)]   # loopy-games.cgsh lines 29-30: G := upon Upsum uponth; U := +-G


#: How CGSuite names a position of each ruleset (``GenClobber.Position("xoxo|ox..")``), and writes its text:
#: CGSuite's Toads and Frogs are ``t`` and ``f`` where cgt writes ``T`` and ``F``; a heap is its size.
CGSUITE_POSITIONS = {Clobber: ("GenClobber", lambda p: f'"{p.game.text(p.position)}"'),
                     ToadsAndFrogs: ("GenToadsAndFrogs", lambda p: f'"{p.game.text(p.position).lower()}"'),
                     OctalGame: ("TakeAndBreak", str)}


def cgscript(x: object) -> str:
    """What CGSuite prints for `x`: its text, with CGScript's booleans, Nothing, sets, periodicities and positions written CGSuite's way."""
    if isinstance(x, GamePosition):
        name, text = CGSUITE_POSITIONS[type(x.game)]
        return f"{name}.Position({text(x)})"
    if isinstance(x, list) and all(isinstance(y, GamePosition) for y in x):   # CGSuite's set of positions
        return "{" + ",".join(map(cgscript, x)) + "}"
    if isinstance(x, bool):
        return "true" if x else "false"
    if x is None:
        return "Nothing"
    if isinstance(x, Periodicity):
        return f"Periodicity(Period => {x.period}, Preperiod => {x.preperiod}, Saltus => 0)"
    if isinstance(x, tuple):     # a game's options: CGSuite's set
        return "{" + ",".join(map(str, x)) + "}"
    return str(x)


def cgscript_list(xs: Iterable[object]) -> str:
    return "[" + ",".join(map(str, xs)) + "]"


def dawson_periodicity(heaps: int) -> Optional[Periodicity]:
    """CGSuite's ``CheckPeriodicity(heaps)``: the periodicity that the nim values of heaps up to `heaps` prove."""
    values = np.array([cgt.grundy(DAWSON, n) for n in range(heaps + 1)])
    return find_periodicity(values, rule="octal", reach=3)


class Example(NamedTuple):
    """A tutorial's example: page, line, the CGScript input run in CGSuite, and cgt's expression of it."""

    page: str
    line: int
    cgscript: str
    cgt: Callable[[], object]


WELCOME, WORKSHEET, RULESETS = "welcome-to-cgsuite.cgsh", "using-the-worksheet.cgsh", "games-and-rulesets.cgsh"
IMPARTIAL, LOOPY, MISERE = "impartial-games.cgsh", "loopy-games.cgsh", "misere-theory.cgsh"
IN_ACTION = "cgsuite-in-action.cgsh"

EXAMPLES = [
    Example(WELCOME, 30, "1 + 1", lambda: short("1") + short("1")),
    Example(WELCOME, 57, "{0|1,2}", lambda: short("{0|1,2}")),
    Example(WELCOME, 63, "{3||2|1} + {1|0||-2}", lambda: short("{3||2|1}") + short("{1|0||-2}")),
    Example(WELCOME, 70, "5 * {3||2|0}", lambda: 5 * short("{3||2|0}")),
    Example(WELCOME, 79, "{0|*}", lambda: short("{0|*}")),
    Example(WELCOME, 81, "^ + vv*", lambda: short("^") + short("vv*")),
    Example(WELCOME, 87, "^^ + ^^", lambda: short("^^") + short("^^")),
    Example(WELCOME, 91, "*4 + *7", lambda: short("*4") + short("*7")),
    Example(WELCOME, 100, "*(3+2)", lambda: cgt.value("*(3+2)")),
    Example(WELCOME, 110, "{0||0|-2}", lambda: short("{0||0|-2}")),
    Example(WELCOME, 112, "{0|v*}", lambda: short("{0|v*}")),
    Example(WELCOME, 114, "{1,1+*|-1,-1+*}", lambda: short("{1,1+*|-1,-1+*}")),
    Example(WORKSHEET, 14, "^^ > *", lambda: short("^^") > short("*")),
    # <| is "less than or confused with".
    Example(WORKSHEET, 15, "0 <| ^*", lambda: short("0") <= short("^*") or short("0").is_confused_with(short("^*"))),
    Example(WORKSHEET, 21, "*4:*5", lambda: short("*4").ordinal_sum(short("*5"))),
    Example(WORKSHEET, 31, "{2||1|0} + ^*", lambda: G + short("^*")),
    Example(WORKSHEET, 32, "{2||1|0} + {2||1|0}", lambda: G + G),
    Example(WORKSHEET, 42, "{2||1|0}.Mean", lambda: G.mean),
    Example(WORKSHEET, 43, "{2||1|0}.Temperature", lambda: G.temperature),
    Example(WORKSHEET, 44, "{2||1|0}.LeftStop", lambda: G.left_stop),
    Example(WORKSHEET, 45, "{2||1|0}.RightOptions", lambda: G.right_options),
    Example(WORKSHEET, 46, "{2||1|0}.Birthday", lambda: G.birthday),
    Example(WORKSHEET, 50, "{2||1|0}.Cool(1/2)", lambda: G.cool(Fraction(1, 2))),
    Example(WORKSHEET, 51, "{2||1|0}.Heat(1)", lambda: G.heat(1)),
    Example(WORKSHEET, 87, "4.Birthday", lambda: short("4").birthday),
    Example(WORKSHEET, 89, "2.Tiny", lambda: cgt.tiny(2)),
    Example(WORKSHEET, 91, "^^*.AtomicWeight", lambda: short("^^*").atomic_weight),
    Example(WORKSHEET, 90, "(5/4).Floor", lambda: math.floor(short("5/4"))),
    Example(WORKSHEET, 92, "({2||1|0} + {2|*}).Temperature", lambda: (G + short("{2|*}")).temperature),
    Example(WORKSHEET, 153, "*14.Heat(1)", lambda: short("*14").heat(1)),
    # The page's exercises (lines 185-198).
    Example(WORKSHEET, 186, "{3||1|*} + {3||1|*}", lambda: g + g),
    Example(WORKSHEET, 186, "{3||1|*} + {3||1|*} + {3||1|*} + {3||1|*}", lambda: g + g + g + g),
    Example(WORKSHEET, 187, "{3||1|*}.Mean", lambda: g.mean),
    Example(WORKSHEET, 187, "{3||1|*}.Temperature", lambda: g.temperature),
    Example(WORKSHEET, 188, "{3||1|*} > 1", lambda: g > 1),
    Example(WORKSHEET, 188, "{3||1|*} < 1", lambda: g < 1),
    Example(WORKSHEET, 188, "{3||1|*} <> 1", lambda: g.is_confused_with(short("1"))),
    Example(WORKSHEET, 190, "^5.LeftOptions", lambda: short("^5").left_options),
    Example(WORKSHEET, 190, "^5.RightOptions", lambda: short("^5").right_options),
    Example(WORKSHEET, 193, "game.grid.Domineering(Grid.Empty(4,4)).CanonicalForm",
            lambda: cgt.canonical_form(Domineering(), "....|....|....|....")),
    Example(WORKSHEET, 197, "game.grid.Domineering(Grid.Empty(4,4)).CanonicalForm.IsInfinitesimal",
            lambda: cgt.canonical_form(Domineering(), "....|....|....|....").is_infinitesimal),
    Example(RULESETS, 24, 'game.grid.Clobber("xoxo|ox..").CanonicalForm', lambda: CLOBBER),
    Example(RULESETS, 42, '(game.grid.Clobber("xoxo|ox..") + game.grid.Clobber("xoxo|ox..") + *2).CanonicalForm',
            lambda: CLOBBER + CLOBBER + short("*2")),
    Example(IMPARTIAL, 18, 'game.heap.TakeAndBreak("0.07")(24).CanonicalForm', lambda: cgt.canonical_form(DAWSON, 24)),
    Example(IMPARTIAL, 22, 'game.heap.TakeAndBreak("0.07")(24).NimValue', lambda: cgt.grundy(DAWSON, 24)),
    # CGSuite's sequence starts at heap 1.
    Example(IMPARTIAL, 30, 'game.heap.TakeAndBreak("0.07").NimValueSequence(300)',
            lambda: cgscript_list(cgt.grundy(DAWSON, n) for n in range(1, 301))),
    Example(IMPARTIAL, 34, 'game.heap.TakeAndBreak("0.07").CheckPeriodicity(300)', lambda: dawson_periodicity(300)),
    Example(IMPARTIAL, 43, 'game.heap.TakeAndBreak("0.07").CheckPeriodicity(100)', lambda: dawson_periodicity(100)),
    Example(LOOPY, 11, "{pass|}", lambda: loopy("{pass|}")),
    Example(LOOPY, 12, "{|pass}", lambda: loopy("{|pass}")),
    Example(LOOPY, 13, "{0|pass}", lambda: loopy("{0|pass}")),
    Example(LOOPY, 14, "{pass|*}", lambda: loopy("{pass|*}")),
    Example(LOOPY, 15, "{0|-{pass|*}+*}", lambda: loopy("{0|-{pass|*}+*}")),
    Example(LOOPY, 16, "{0|*,pass}", lambda: loopy("{0|*,pass}")),
    # CGSuite's h.Tiny is {0||0|-h}.
    Example(LOOPY, 17, "on.Tiny", lambda: loopy("{0||0|-on}")),
    Example(LOOPY, 18, "{0|on.Tiny}", lambda: loopy("{0|{0||0|-on}}")),
    Example(LOOPY, 27, "upon + upon", lambda: upon() + upon()),
    Example(LOOPY, 28, "1:off", lambda: ordinal_sum(1, off())),
    Example(LOOPY, 29, "upon Upsum {0|-upon+*}", lambda: upsum(upon(), UPONTH)),
    # cgt.switch takes short values: +-G of a stopper is read from G's text.
    Example(LOOPY, 30, "+-(upon Upsum {0|-upon+*})", lambda: U),
    Example(LOOPY, 31, "(+-(upon Upsum {0|-upon+*})).Degree", lambda: degree(U)),
    Example(LOOPY, 32, "(+-(upon Upsum {0|-upon+*})).Variety", lambda: variety(U)),
    Example(LOOPY, 38, "over - over", lambda: loopy("over") - loopy("over")),
    Example(LOOPY, 39, "upon - upon", lambda: upon() - upon()),
    Example(LOOPY, 40, "on + off", lambda: loopy("on") + off()),
    Example(LOOPY, 46, "over & v", lambda: OVER_V),
    Example(LOOPY, 50, "(over & v) + 1 + *", lambda: OVER_V + 1 + short("*")),
    Example(LOOPY, 51, "(over & v).Offside", lambda: OVER_V.offside),
    Example(LOOPY, 78, 'game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue',
            lambda: cgt.canonical_form(BackslidingToadsAndFrogs(), "TTT..FFF")),
    Example(MISERE, 13, "game.heap.GrundysGame(22).MisereNimValue", lambda: cgt.misere_value(GrundysGame(), 22)),
    Example(MISERE, 14, "game.heap.GrundysGame(22).Genus", lambda: cgt.genus(GrundysGame(), 22)),
    Example(MISERE, 15, "game.heap.GrundysGame(22).MisereCanonicalForm", lambda: cgt.misere_canonical_form(GrundysGame(), 22)),
    *(Example(MISERE, line, text, lambda text=text: cgt.value(text))
      for line, text in ((37, "*[4,2]"), (41, "*[[4,2],4,3,1]"), (45, "*[[2],2,1,0]"), (49, "*[[*[4] + *[2]]]"))),
    Example(MISERE, 56, "*[[*[4] + *[2]]].Partitions",
            lambda: cgscript_list(cgscript_list(row) for row in cgt.value("*[[*[4] + *[2]]]").partitions)),
    Example("three-examples.cgsh", 185, "game.heap.Nim(8).CanonicalForm", lambda: cgt.canonical_form(Nim(), (8,))),
    # The page runs its own examples.PartizanSubtraction, the same ruleset as game.heap.PartizanSubtraction.
    Example("three-examples.cgsh", 91, "game.heap.PartizanSubtraction([1,3],[2,3])(10).CanonicalForm",
            lambda: cgt.canonical_form(PartizanSubtraction([1, 3], [2, 3]), 10)),
    Example(RULESETS, 17, 'game.grid.Clobber("xoxo|ox..")', lambda: Clobber()("xoxo|ox..")),
    Example(RULESETS, 30, 'game.grid.Clobber("xoxo|ox..").SensibleLeftOptions',
            lambda: Clobber()("xoxo|ox..").sensible_left_options),
    Example(IMPARTIAL, 14, 'game.heap.TakeAndBreak("0.07")(24)', lambda: DAWSON(24)),
    # CGSuite's NimValueSequence starts at heap 1.
    Example(IN_ACTION, 24, "game.heap.PartizanEuclid((9, 6)).CanonicalForm",
            lambda: cgt.canonical_form(PartizanEuclid(), (9, 6))),
    Example(IN_ACTION, 37, "Table([euc((p, q)).CanonicalForm for q from 1 to 15] for p from 1 to 15)",
            lambda: cgt.Table([[cgt.canonical_form(EUCLID, (p, q)) for q in range(1, 16)] for p in range(1, 16)])),
    Example(IN_ACTION, 44, "Table([euc((p, q)).CanonicalForm for q from 1 to p] for p from 1 to 15)",
            lambda: cgt.Table([[cgt.canonical_form(EUCLID, (p, q)) for q in range(1, p + 1)] for p in range(1, 16)])),
    Example(IN_ACTION, 54, "Table([euc((p, q)).AtomicWeight for q from 1 to 15] for p from 1 to 15)",
            lambda: cgt.Table([[cgt.canonical_form(EUCLID, (p, q)).atomic_weight for q in range(1, 16)]
                               for p in range(1, 16)])),
    Example(IN_ACTION, 59, "row := [euc((10, q)).AtomicWeight for q from 1 to 100]", lambda: cgscript_list(euclid_row())),
    Example(IN_ACTION, 63, "row.PeriodicTable(10)", lambda: cgt.periodic_table(euclid_row(), 10)),
    Example(IN_ACTION, 89, "hot.Size", lambda: len(euclid_hot())),
    Example(IN_ACTION, 93, "Table([g, g.AtomicWeight] for g in hot.Take(100))",
            lambda: cgt.Table([[euclid_position(g), euclid_weight(g)] for g in euclid_hot()[:100]])),
    Example(IN_ACTION, 99, "multistop := hot.Filter(g -> g.AtomicWeight.StopCount > 2)",
            lambda: cgscript_list(map(euclid_position, euclid_multistop()))),
    Example(IN_ACTION, 103, "Table([g, g.AtomicWeight, g.CanonicalForm] for g in multistop)",
            lambda: cgt.Table([[euclid_position(g), euclid_weight(g), cgt.canonical_form(EUCLID, g)]
                               for g in euclid_multistop()])),
    Example(IN_ACTION, 108, "x := big.Filter(g -> g.AtomicWeight.Temperature == 0 and g.AtomicWeight.StopCount > 2)",
            lambda: cgscript_list(map(euclid_position, euclid_x()))),
    Example(IN_ACTION, 112, "Table([g, g.AtomicWeight] for g in x)",
            lambda: cgt.Table([[euclid_position(g), euclid_weight(g)] for g in euclid_x()])),
    Example(IMPARTIAL, 40, 'game.heap.TakeAndBreak("0.07").NimValueSequence(300).PeriodicTable(34)',
            lambda: cgt.periodic_table([cgt.grundy(DAWSON, n) for n in range(1, 301)], 34)),
    *(Example(page, line, "Table([n, game.heap.PartizanSubtraction([1,3],[2,3])(n).CanonicalForm] for n from 1 to 10)",
              lambda: cgt.Table([[n, cgt.canonical_form(SUBTRACTION, n)] for n in range(1, 11)]))
      for page, line in (("three-examples.cgsh", 92), ("cgscript.cgsh", 129))),
    Example("toads-and-frogs-search.cgsh", 14, 'game.strip.ToadsAndFrogs("ttt..fff")', lambda: ToadsAndFrogs()("ttt..fff")),
    Example("cgscript.cgsh", 15, "*8.LeftOptions", lambda: short("*8").left_options),
    Example("cgscript.cgsh", 20, "*8.LeftOptions.Contains(*3)", lambda: short("*3") in short("*8").left_options),
    Example("cgscript.cgsh", 25, "{ *8.LeftOptions,*8 | *8.LeftOptions,*8 }",
            lambda: CanonicalForm.from_options([*short("*8").left_options, short("*8")],
                                               [*short("*8").left_options, short("*8")])),
    Example("cgscript.cgsh", 107, "game.heap.PartizanSubtraction({1,3},{2,3})(10).CanonicalForm",
            lambda: cgt.canonical_form(PartizanSubtraction({1, 3}, {2, 3}), 10)),
]


@pytest.mark.parametrize("example", EXAMPLES, ids=[f"{e.page}:{e.line}:{e.cgscript}" for e in EXAMPLES])
def test_cgt_prints_what_cgsuite_prints(example):
    text = cgscript(example.cgt())
    if example.cgscript in PRINTED_DIGEST:
        digest, length = PRINTED_DIGEST[example.cgscript]
        assert (hashlib.sha256(text.encode()).hexdigest(), len(text)) == (digest, length)
    else:
        assert text == PRINTED[example.cgscript]


def test_every_printed_output_is_an_example_and_the_lists_do_not_overlap():
    # At least 40 of the tutorials' examples, each run; IMPOSSIBLE names other inputs.
    run = {e.cgscript for e in EXAMPLES}
    assert len(EXAMPLES) >= 40 and run == set(PRINTED) | set(PRINTED_DIGEST)
    assert not run & {p[2] for p in IMPOSSIBLE}
