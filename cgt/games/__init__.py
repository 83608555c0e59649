"""The catalogue of games shipped with cgt, grouped as the field groups them.

* :mod:`cgt.games.heap.base`: Nim, octal games, subtraction games and the
  :class:`HeapGame` base class.
* :mod:`cgt.games.strip`: games on a strip of cells (jump chess and staircase
  Nim, Kayles on a strip, Toads and Frogs).
* :mod:`cgt.games.grid`: games on a rectangular board (Domineering, Cutcake,
  Clobber, Anti-Clobber, Cram, Konane, Amazons), on one board layer.
* :mod:`cgt.games.graph`: games on graphs (digraphs, Hackenbush, Col and Snort,
  Arc Kayles).

Every game is re-exported here: ``cgt.games.Domineering``.
"""

from .._lazy import lazy_names

# Every game is imported on first use: the heap games need numpy, and import cgt
# imports neither numpy nor numba.
__getattr__, _ = lazy_names(__name__, globals(), {
    ".heap.base": ("HeapGame", "HeapMove"),
    ".heap.catalogue": ("HEAP_GAME_NAMES", "heap_game"),
    ".heap.nim": ("Nim",),
    ".heap.octal": ("DAWSONS_CHESS", "DAWSONS_KAYLES", "KAYLES", "GrundysGame", "OctalGame", "TakeAndBreak"),
    ".heap.subtraction": ("SubtractionGame",),
    ".heap.spawning": ("Spawning",),
    ".strip.turning": ("Turning",),
    ".heap.fair_shares": ("FairSharesAndVariedPairs",),
    ".heap.wythoff": ("Wythoff",),
    ".strip.jumpchess": ("BoardEvaluation", "JumpChess", "JumpChessBoard", "JumpMove"),
    ".strip.kayles_strip": ("KaylesStrip",),
    ".strip.toads_frogs": ("ToadsAndFrogs", "ToadsAndFrogsStrip"),
    ".grid.cutcake": ("CakePieces", "Cutcake", "EatcakePieces", "MaundyCake", "Eatcake"),
    ".grid.domineering": ("Domineering", "Grid", "Placement"),
    ".graph.digraph": ("Digraph",),
    ".graph.hackenbush": ("Hackenbush", "ChildishHackenbush", "HackenbushTree", "blue_red_string_value"),
    ".graph.hackenbush_graph": ("HackenbushGraph",),
    ".strip.toppling_dominoes": ("TopplingDominoes", "Dominoes"),
    ".graph.tinted": ("TintedGraph",),
    ".graph.col": ("Col", "Snort"),
    ".graph.arcs": ("ArcGraph", "ColouredArcGraph"),
    ".graph.arc_kayles": ("ArcKayles", "PartizanArcKayles"),
    ".strip.elephants_rhinos": ("ElephantsAndRhinos",),
    ".heap.partizan_subtraction": ("PartizanSubtraction",),
    ".grid.clobber": ("Clobber", "ClobberBoard", "AntiClobber", "AntiClobberBoard"),
    ".grid.cram": ("Cram",),
    ".grid.konane": ("Konane", "KonaneBoard"),
    ".grid.amazons": ("Amazons", "AmazonsBoard"),
    ".grid.board": ("Board", "BoardMove"),
    ".position": ("GamePosition",),
    ".grid.rules": ("BoardRuleset",),
    ".strip.backsliding_toads_frogs": ("BackslidingToadsAndFrogs",),
    ".grid.fox_and_geese": ("FoxAndGeese", "FoxAndGeeseBoard"),
})

__all__ = [
    "HeapGame",
    "HeapMove",
    "HEAP_GAME_NAMES",
    "heap_game",
    "OctalGame",
    "TakeAndBreak",
    "Spawning",
    "Turning",
    "GrundysGame",
    "KAYLES",
    "DAWSONS_KAYLES",
    "DAWSONS_CHESS",
    "SubtractionGame",
    "Nim",
    "JumpChess",
    "JumpChessBoard",
    "JumpMove",
    "BoardEvaluation",
    "KaylesStrip",
    "Digraph",
    "FairSharesAndVariedPairs",
    "Wythoff",
    "Domineering",
    "Grid",
    "Placement",
    "Hackenbush",
    "HackenbushTree",
    "HackenbushGraph",
    "ChildishHackenbush",
    "blue_red_string_value",
    "ToadsAndFrogs",
    "ToadsAndFrogsStrip",
    "Cutcake",
    "CakePieces",
    "MaundyCake",
    "Eatcake",
    "EatcakePieces",
    "TopplingDominoes",
    "Dominoes",
    "TintedGraph",
    "Col",
    "Snort",
    "ArcGraph",
    "ColouredArcGraph",
    "ArcKayles",
    "PartizanArcKayles",
    "ElephantsAndRhinos",
    "PartizanSubtraction",
    "Clobber",
    "ClobberBoard",
    "AntiClobber",
    "AntiClobberBoard",
    "Cram",
    "Konane",
    "KonaneBoard",
    "Amazons",
    "AmazonsBoard",
    "Board",
    "BoardMove",
    "GamePosition",
    "BoardRuleset",
    "BackslidingToadsAndFrogs",
    "FoxAndGeese",
    "FoxAndGeeseBoard",
]


def __dir__() -> list[str]:
    # The games, not the subpackages they live in (cgt.games.heap.octal still imports).
    return sorted(__all__)
