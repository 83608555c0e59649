"""The catalogue of games shipped with cgt."""

from .heap import HeapGame, HeapMove
from .heap_catalogue import HEAP_GAME_NAMES, heap_game
from .jumpchess import BoardEvaluation, JumpChess, JumpChessBoard, JumpMove
from .kayles_strip import KaylesStrip
from .nim import Nim
from .octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from .subtraction import SubtractionGame

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
]


def __dir__() -> list[str]:
    # The games, not the submodules they live in (cgt.games.octal still imports).
    return sorted(__all__)
