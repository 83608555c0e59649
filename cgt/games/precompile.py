"""Compile every numba kernel ahead of time, so that no first call of a process waits for numba (a container image).

numba compiles a kernel at its first call and keeps it in its cache on disk
(``__pycache__`` beside the kernels, or ``NUMBA_CACHE_DIR``); a later process
loads it in well under a second. :func:`warmup` makes each family of kernels
compile once, on a small input, and says what it compiled and how long it
took; ``cgt warmup`` runs it from the command line.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Optional

__all__ = ["warmup", "KERNEL_FAMILIES"]


def _board_games() -> None:
    from .grid.amazons import Amazons
    from .grid.clobber import AntiClobber, Clobber, HotClobber, Kings, Knights, Queens, Rooks
    from .grid.compiled import compiled_canonical_form
    from .grid.domineering import Domineering
    from .grid.konane import Konane

    # The Clobber family's presets (each its own compiled rules); a family's other parameters compile at first use.
    clobbers = (Clobber(), AntiClobber(), HotClobber(), Kings(), Knights(), Rooks(), Queens())
    for game in (Domineering(), *clobbers, Konane(), Amazons()):
        compiled_canonical_form(game, game.example)


def _outcome_search() -> None:
    from ..partizan.compiled_search import BoardSearch, CompiledSearch
    from .grid.amazons import Amazons
    from .grid.clobber import AntiClobber, Clobber, HotClobber, Kings, Knights, Queens, Rooks
    from .grid.domineering import Domineering
    from .grid.fission import Fission
    from .grid.konane import Konane
    from .grid.nogo import NoGo

    board = Domineering().position("...|...|...")
    CompiledSearch(Domineering(), board, None, 1 << 10, None).wins(board, 0)
    # The board search, once per ruleset's compiled rules (its first use compiles it on the game's example).
    for game in (Clobber(), AntiClobber(), HotClobber(), Kings(), Knights(), Rooks(), Queens(), Konane(), Amazons(),
                 Fission(), NoGo()):
        BoardSearch(game, game.position(game.example), None, 16, None)


def _heap_games() -> None:
    from .heap.octal import OctalGame
    from .heap.subtraction import SubtractionGame

    for method in ("dense", "sparse"):
        OctalGame("0.137").grundy_sequence(3000, method=method)
    SubtractionGame([1, 3, 4]).grundy_sequence(3000)


def _bitmask_games() -> None:
    from .strip.jumpchess import JumpChess
    from .strip.kayles_strip import KaylesStrip

    for workers in (1, None):  # the serial fill and the parallel one
        JumpChess(10).grundy_table(workers=workers)
    KaylesStrip(width=6).grundy_table()


def _loopy_tables() -> None:
    from ..loopy.graphs import COMPILED_STATES, onside_table, survival_table

    # A chain of n positions against itself: n * n states reach the compiled fills.
    n = int(COMPILED_STATES ** 0.5) + 1
    chain = [[v + 1] for v in range(n - 1)] + [[]]
    survival_table(chain, chain, chain, chain)
    onside_table(chain, chain, chain, chain)


#: Each family of kernels: its name, and a call that compiles it on a small input.
KERNEL_FAMILIES: dict[str, Callable[[], None]] = {
    "the board games' graph and rules, and the compiled value store": _board_games,
    "the compiled outcome searches (cgt.solve): Domineering, the Clobber family, Konane": _outcome_search,
    "the heap games' fills (dense and sparse) and the period scan": _heap_games,
    "the bitmask engine (jump chess, Kayles strips)": _bitmask_games,
    "the loopy games' comparison tables (survival and sides)": _loopy_tables,
}


def warmup(report: Optional[Callable[[str], Any]] = print) -> dict[str, float]:
    """Compile (or load from numba's cache) every family of kernels; return the seconds each took.

    Parameters
    ----------
    report : callable, optional
        Called with one line per family, as it is done (what, and how long);
        ``None`` says nothing.

    Returns
    -------
    dict
        Family -> seconds. A few seconds in all when numba's cache is warm;
        under two minutes when it is cold (102 s on the quiet machine,
        the outcome searches 52 s of it: see the Getting started page).

    Examples
    --------
    >>> import cgt
    >>> seconds = cgt.warmup(report=None)
    >>> sorted(seconds) == sorted(cgt.games.precompile.KERNEL_FAMILIES)
    True
    """
    seconds = {}
    for what, compile_it in KERNEL_FAMILIES.items():
        began = time.perf_counter()
        compile_it()
        seconds[what] = time.perf_counter() - began
        if report is not None:
            report(f"compiled {what} in {seconds[what]:.1f} s")
    return seconds
