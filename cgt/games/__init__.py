"""The catalogue of games shipped with cgt."""

from .._lazy import lazy_names
from .heap import HeapGame, HeapMove
from .heap_catalogue import HEAP_GAME_NAMES, heap_game
from .jumpchess import BoardEvaluation, JumpChess, JumpChessBoard, JumpMove
from .kayles_strip import KaylesStrip
from .nim import Nim
from .octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from .subtraction import SubtractionGame

# The loopy and partizan games are imported on first use (import cgt stays fast).
__getattr__, _ = lazy_names(__name__, globals(), {
    ".digraph": ("Digraph",),
    ".fair_shares": ("FairSharesAndVariedPairs",),
    ".cutcake": ("CakePieces", "Cutcake"),
    ".domineering": ("Domineering", "Grid", "Placement"),
    ".hackenbush": ("Hackenbush", "HackenbushTree", "blue_red_string_value"),
    ".toads_frogs": ("ToadsAndFrogs", "ToadsAndFrogsStrip"),
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
]


def __dir__() -> list[str]:
    # The games, not the submodules they live in (cgt.games.octal still imports).
    return sorted(__all__)
