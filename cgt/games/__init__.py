"""The catalogue of games shipped with cgt."""

from .digraph import Digraph
from .fair_shares import FairSharesAndVariedPairs
from .heap import HeapGame, HeapMove
from .heap_catalogue import HEAP_GAME_NAMES, heap_game
from .jumpchess import BoardEvaluation, JumpChess, JumpChessBoard, JumpMove
from .kayles_strip import KaylesStrip
from .nim import Nim
from .octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from .subtraction import SubtractionGame
from .cutcake import CakePieces, Cutcake
from .domineering import Domineering, Grid, Placement
from .hackenbush import Hackenbush, HackenbushTree, blue_red_string_value
from .toads_frogs import ToadsAndFrogs, ToadsAndFrogsStrip

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
