"""The catalogue of games shipped with cgt, grouped as the field groups them.

* :mod:`cgt.games.heap.base`: Nim, octal games, subtraction games and the
  :class:`HeapGame` base class.
* :mod:`cgt.games.strip`: games on a strip of cells (jump chess and staircase
  Nim, Kayles on a strip, Toads and Frogs).
* :mod:`cgt.games.grid`: games on a rectangular board (Domineering, Cutcake).
* :mod:`cgt.games.graph`: games on graphs (digraphs, Hackenbush).

Every game is re-exported here: ``cgt.games.Domineering``.
"""

from .._lazy import lazy_names
from .heap.base import HeapGame, HeapMove
from .heap.catalogue import HEAP_GAME_NAMES, heap_game
from .strip.jumpchess import BoardEvaluation, JumpChess, JumpChessBoard, JumpMove
from .strip.kayles_strip import KaylesStrip
from .heap.nim import Nim
from .heap.octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from .heap.subtraction import SubtractionGame

# The loopy and partizan games are imported on first use (import cgt stays fast).
__getattr__, _ = lazy_names(__name__, globals(), {
    ".graph.digraph": ("Digraph",),
    ".heap.fair_shares": ("FairSharesAndVariedPairs",),
    ".grid.cutcake": ("CakePieces", "Cutcake"),
    ".grid.domineering": ("Domineering", "Grid", "Placement"),
    ".graph.hackenbush": ("Hackenbush", "HackenbushTree", "blue_red_string_value"),
    ".strip.toads_frogs": ("ToadsAndFrogs", "ToadsAndFrogsStrip"),
    ".strip.backsliding_toads_frogs": ("BackslidingToadsAndFrogs",),
    ".grid.fox_and_geese": ("FoxAndGeese", "FoxAndGeesePosition"),
})

__all__ = [
    "HeapGame",
    "HeapMove",
    "HEAP_GAME_NAMES",
    "heap_game",
    "OctalGame",
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
    "Domineering",
    "Grid",
    "Placement",
    "Hackenbush",
    "HackenbushTree",
    "blue_red_string_value",
    "ToadsAndFrogs",
    "ToadsAndFrogsStrip",
    "Cutcake",
    "CakePieces",
    "BackslidingToadsAndFrogs",
    "FoxAndGeese",
    "FoxAndGeesePosition",
]


def __dir__() -> list[str]:
    # The games, not the subpackages they live in (cgt.games.heap.octal still imports).
    return sorted(__all__)
