"""The compiled path of :func:`cgt.solve`: Domineering's outcome search in numba, run in a worker thread.

A game whose class names ``outcome_kernel = "domineering"`` (Domineering)
is searched by ``cgt._kernels.domineering_search``, the compiled search of
Obsequi's kind (bitboard lines, safe and real move counts, safe moves not
played, move ordering, a table of two-entry buckets), on boards of at most
``MAX_CELLS`` cells and ``MAX_SIDE`` cells a side, holes allowed; larger
boards take the generic search. The kernel runs without the GIL in a worker
thread: the calling thread reports progress (nodes, table fill and the line
being searched) and, on Ctrl-C, stops the kernel within a few milliseconds
and raises :class:`KeyboardInterrupt`; a node budget stops it with
:class:`~cgt.GraphTooLargeError` saying how far it got.

A long search may be **saved and resumed** (``cgt solve domineering 10x10
--save FILE``): its table and counts are written to one file (NumPy's
``.npz``, replaced whole, so a file is never half written) every
``save_seconds``, when it is stopped (Ctrl-C, the budget) and when it ends.
A search resumed from the file starts at the root again with the table it
had, so what it had proved is looked up instead of searched.

Its answers are those of the generic search: the winner, a winning move (the
grid after it, in the position's frame) and the principal line.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import Any, Optional, Union

from ..errors import CheckpointError, GraphTooLargeError
from ..game import PLAYERS, Game, side_options
from ..watch import available_memory, check_budget

__all__ = ["MAX_CELLS", "MAX_SIDE", "ENTRY_BYTES", "DEFAULT_ENTRIES", "SAVE_SECONDS", "CompiledSearch", "board_of",
           "compiled_search"]

#: The kernel's limits: a board's cells fit two 64-bit words beside the player to move; a line one word.
MAX_CELLS, MAX_SIDE = 127, 62
#: Bytes of a table entry (two key words and the result with its subtree size).
ENTRY_BYTES = 24
#: The table's entries when neither `table_size` nor a smaller memory says otherwise: 2 ** 24
#: (384 MiB, touched only as it fills), Obsequi's size for 8x8.
DEFAULT_ENTRIES = 1 << 24
#: Seconds between two saves of a search that has a file to save to.
SAVE_SECONDS = 600.0
#: Seconds between two looks at the worker (progress and Ctrl-C).
_POLL = 0.05
#: The layout of a saved search; a file of another is refused.
_SAVE_FORMAT = 1


def _cells(width: int, code: int, side: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The (row, column) of the two cells of the kernel's move `code` of `side` (0 Left, vertical)."""
    i, j = code >> 6 & 127, code & 63
    if side == 0:
        return (j, i - 1), (j + 1, i - 1)
    return (i - 1, j), (i - 1, j + 1)


def board_of(game: Game, position: Hashable) -> Any:
    """The board of `position`: itself when it is one already (a tuple), else the game's reading of its text.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> board_of(Domineering(), "..|.#")
    Grid('..|.#')
    """
    return position if isinstance(position, tuple) else game.position(position)  # type: ignore[attr-defined]


class CompiledSearch:
    """One compiled search of a Domineering board's positions: its table, counts and watch.

    Made by :func:`compiled_search`; :meth:`wins` answers one position,
    :meth:`answer` what :func:`cgt.solve` gives.

    Parameters
    ----------
    game : Game
        The Domineering game.
    board : Grid
        The largest board to be searched (it sizes the default table).
    budget : int, "memory" or None
        Nodes the search may visit in all (``"memory"`` or ``None``: no limit).
    table_size : int, optional
        Entries of the table (rounded down to a power of two); by default
        ``2 ** (cells // 3 + 2)``, at most ``DEFAULT_ENTRIES`` and as many as
        half the available memory holds.
    progress : callable, optional
        Called about twice a second with the fields of a
        :class:`cgt.SolveProgress`: nodes, table entries filled, seconds,
        depth, table entries, and the line being searched (as CGSuite
        writes moves, ``"(1,2)-(2,2)"``).
    save : str or Path, optional
        The file the search is saved to every `save_seconds`, when stopped
        and when :meth:`answer` ends.
    resume : str or Path, optional
        A file saved by a search of a board of the same size: its table
        (whatever `table_size` says) and node count are taken up; `budget`
        counts the nodes from here.
    save_seconds : float, optional
        Seconds between two saves (``SAVE_SECONDS``).

    Raises
    ------
    CheckpointError
        If `resume` is no saved search, or one of a board of another size.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> board = Domineering().position("...|...")
    >>> search = CompiledSearch(Domineering(), board, None, 1 << 10, None)
    >>> search.wins(board, 0)       # Left, first on 2x3, wins
    (True, Grid('.#.|.#.'))
    """

    def __init__(self, game: Game, board: Sequence[int], budget: object, table_size: Optional[int],
                 progress: Optional[Callable[..., Any]], save: Union[str, Path, None] = None,
                 resume: Union[str, Path, None] = None, save_seconds: float = SAVE_SECONDS) -> None:
        import numpy as np

        from .._kernels import domineering_search as kernel

        limit = check_budget(budget)
        if table_size is None:
            # Sized from the board too: a table's pages are touched at random as it fills, and on 6x10
            # (a million nodes) touching 2 ** 24 entries cost more than the search (2 ** 22: 14% more nodes).
            width, height = board[0], board[1]
            table_size = min(DEFAULT_ENTRIES, 1 << (width * height // 3 + 2))
            available = available_memory()
            if available:
                table_size = min(table_size, available // 2 // ENTRY_BYTES)
        entries = 1 << max(int(table_size).bit_length() - 1, 1)
        self.game, self.kernel, self.np = game, kernel, np
        self.table = np.zeros((entries if resume is None else 2, 3), dtype=np.uint64)
        self.stats = np.zeros(kernel.STATS, dtype=np.int64)
        self.size = (board[0], board[1])
        #: Nodes searched and seconds spent before this run, by the runs `resume` continues.
        self.earlier_nodes, self.earlier_seconds = 0, 0.0
        if resume is not None:
            self._load(Path(resume))
        self.stats[kernel.BUDGET] = 0 if limit is None else self.earlier_nodes + limit
        self.budget = limit
        self.stop = np.zeros(1, dtype=np.int64)
        self.progress = progress
        self.save_path = None if save is None else Path(save)
        self.save_seconds = save_seconds
        self.line_codes = np.zeros(0, dtype=np.int64)  # the line of the latest search, one move a depth
        self.saved = time.perf_counter()
        # A resumed search's seconds and nodes count from its first run, so its rate is theirs over all runs.
        self.began = self.saved - self.earlier_seconds

    @property
    def nodes(self) -> int:
        """Nodes searched by every call so far."""
        return int(self.stats[self.kernel.NODES])

    @property
    def stored(self) -> int:
        """Entries of the table filled."""
        return int(self.stats[self.kernel.STORED])

    def save(self, path: Union[str, Path]) -> None:
        """Write the table and counts to `path` (a temporary file beside it, then renamed over it).

        Parameters
        ----------
        path : str or Path
            The file; a search made with ``resume=path`` takes it up.

        Examples
        --------
        >>> import tempfile, pathlib
        >>> from cgt.games import Domineering
        >>> board = Domineering().position("....|....|....")
        >>> search = CompiledSearch(Domineering(), board, None, 1 << 8, None)
        >>> search.wins(board, 0)          # Left first loses: CGSuite 2.2 printed -3/2 for it
        (False, None)
        >>> saved = pathlib.Path(tempfile.mkdtemp()) / "search.npz"
        >>> search.save(saved)
        >>> again = CompiledSearch(Domineering(), board, None, None, None, resume=saved)
        >>> again.earlier_nodes == search.nodes, again.wins(board, 0)
        (True, (False, None))
        """
        path = Path(path)
        part = path.with_name(path.name + ".part")
        try:
            with open(part, "wb") as out:
                self.np.savez(out, format=_SAVE_FORMAT, size=self.size, table=self.table, nodes=self.nodes,
                              stored=self.stored, seconds=time.perf_counter() - self.began)
            os.replace(part, path)
        except BaseException:
            part.unlink(missing_ok=True)  # the file saved before, if any, is left whole
            raise
        self.saved = time.perf_counter()

    def _save_after_ctrl_c(self, path: Path) -> None:
        """Save, a second Ctrl-C (or ``timeout``'s copy of the first, sent to the group) put off until it is done."""
        if threading.current_thread() is not threading.main_thread():
            self.save(path)
            return
        import signal

        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            self.save(path)
        finally:
            signal.signal(signal.SIGINT, previous)

    def _load(self, path: Path) -> None:
        """Take up the table and counts a search saved to `path`."""
        import zipfile

        try:
            with self.np.load(path) as saved:
                fields = {name: saved[name] for name in ("format", "size", "table", "nodes", "stored")}
                # Optional: the earliest saves of this format kept no seconds (they count from zero).
                self.earlier_seconds = float(saved["seconds"]) if "seconds" in saved else 0.0
        except FileNotFoundError:
            raise CheckpointError(f"resume: {str(path)!r}: no such file") from None
        except (OSError, ValueError, KeyError, zipfile.BadZipFile) as exc:
            raise CheckpointError(f"resume: {str(path)!r} is not a saved search ({exc})") from None
        if int(fields["format"]) != _SAVE_FORMAT:
            raise CheckpointError(f"resume: {str(path)!r} holds a search saved in format {int(fields['format'])}, "
                                  f"not {_SAVE_FORMAT}")
        size = tuple(int(x) for x in fields["size"])
        if size != self.size:
            raise CheckpointError(f"resume: {str(path)!r} holds a search of a board of {size[0]} by {size[1]}, "
                                  f"not {self.size[0]} by {self.size[1]}")
        table = fields["table"]
        if table.dtype != self.np.uint64 or table.ndim != 2 or table.shape[1] != 3 or len(table) & (len(table) - 1):
            raise CheckpointError(f"resume: {str(path)!r} holds a table of {table.dtype} {table.shape}, not the "
                                  "search's (2 ** k, 3) uint64")
        self.table = table
        self.earlier_nodes = int(fields["nodes"])
        self.stats[self.kernel.NODES], self.stats[self.kernel.STORED] = self.earlier_nodes, int(fields["stored"])

    def _report(self, width: int, line: Any, first: int) -> None:
        assert self.progress is not None
        moves = []
        for depth, code in enumerate(line):
            if code < 0:
                break
            (r1, c1), (r2, c2) = _cells(width, int(code), first ^ depth & 1)
            moves.append(f"({r1 + 1},{c1 + 1})-({r2 + 1},{c2 + 1})")
        kernel = self.kernel
        self.progress(self.nodes, self.stored, time.perf_counter() - self.began, int(self.stats[kernel.DEPTH]),
                      len(self.table), tuple(moves))

    def wins(self, grid: Sequence[int], side: int) -> tuple[bool, Optional[Hashable]]:
        """Whether `side` (0 Left, 1 Right), to move on `grid`, wins, and the grid after a winning move.

        Raises
        ------
        GraphTooLargeError
            If the search spends its budget of nodes (the message says how far it got).
        KeyboardInterrupt
            On Ctrl-C, after stopping the kernel.
        """
        found = self._run(grid, side)
        while found is None:  # paused to save, then searched again from the root with the table it had
            assert self.save_path is not None
            self.save(self.save_path)
            found = self._run(grid, side)
        if found == 2:
            saved = ""
            if self.save_path is not None:
                self.save(self.save_path)
                saved = f"; saved to {str(self.save_path)!r} (resume it from there)"
            reached = [code for code in self.line_codes if code >= 0]
            raise GraphTooLargeError(
                f"solve: {grid!r}: the compiled search stopped after {self.nodes:,} positions, over its budget of "
                f"{self.budget:,} positions; it had reached depth {len(reached)} with {self.stored:,} table "
                f"entries{saved}")
        if not found:
            return False, None
        kernel, width, height, mask = self.kernel, grid[0], grid[1], grid[2]
        stride = 8 if width <= 8 else width
        code = int(self.stats[kernel.MOVE])
        (r1, c1), (r2, c2) = _cells(width, code, side)
        after = mask & ~(1 << (r1 * stride + c1) | 1 << (r2 * stride + c2))
        return True, tuple.__new__(type(grid), (width, height, after))

    def _run(self, grid: Sequence[int], side: int) -> Optional[int]:
        """The kernel's answer for `side` first on `grid` (2: over budget), or None if paused to save."""
        np, kernel = self.np, self.kernel
        width, height, mask = grid[0], grid[1], grid[2]
        stride = 8 if width <= 8 else width
        board = np.zeros((2, max(width, height) + 2), dtype=np.uint64)
        for r in range(height):
            for c in range(width):
                if mask >> (r * stride + c) & 1:
                    board[0, c + 1] |= np.uint64(1 << r)
                    board[1, r + 1] |= np.uint64(1 << c)
        n = np.array([width, height], dtype=np.int64)
        self.line_codes = line = np.full(width * height // 2 + 2, -1, dtype=np.int64)
        answer: list[int] = []
        worker = threading.Thread(target=lambda: answer.append(kernel.solve_position(
            board, n, width, height, side, self.table, self.stats, self.stop, line)), daemon=True)
        worker.start()
        last = time.perf_counter()
        paused = False
        try:
            while worker.is_alive():
                worker.join(_POLL)
                now = time.perf_counter()
                if self.progress is not None and now - last >= 0.5:
                    last = now
                    self._report(width, line, side)
                if self.save_path is not None and now - self.saved >= self.save_seconds and not paused:
                    paused = True
                    self.stop[0] = 1
        except BaseException:
            self.stop[0] = 1  # the kernel looks every 1,024 nodes: stopped within milliseconds
            worker.join()
            self.stop[0] = 0
            if self.save_path is not None:
                self._save_after_ctrl_c(self.save_path)
            raise
        self.stop[0] = 0
        over = self.budget is not None and self.nodes >= self.stats[kernel.BUDGET]
        return None if answer[0] == 2 and paused and not over else answer[0]

    def answer(self, position: Hashable, players: Sequence[str],
               line: bool) -> tuple[dict[str, str], dict[str, Any], dict[str, list[Any]]]:
        """The winners, winning moves and principal lines of `position` for each of `players` first."""
        grid = board_of(self.game, position)
        winners: dict[str, str] = {}
        moves: dict[str, Any] = {}
        lines: dict[str, list[Any]] = {}
        for player in players:
            side = PLAYERS.index(player)
            won, move = self.wins(grid, side)
            winner = side if won else 1 - side
            winners[player], moves[player] = PLAYERS[winner], move
            lines[player] = self.line(grid, side, winner) if line else []
        if self.save_path is not None:
            self.save(self.save_path)
        return winners, moves, lines

    def line(self, grid: Hashable, side: int, winner: int) -> list[Hashable]:
        """A play from `grid`, `side` first, the winner always winning (the loser's first move), to the end."""
        found = []
        while True:
            if side == winner:
                move = self.wins(grid, side)[1]
            else:
                move = next(iter(side_options(self.game)[side](grid)), None)
            if move is None:
                return found
            found.append(move)
            grid, side = move, 1 - side


def compiled_search(game: Game, position: Hashable, budget: object, table_size: Optional[int],
                    progress: Optional[Callable[..., Any]], save: Union[str, Path, None] = None,
                    resume: Union[str, Path, None] = None,
                    save_seconds: float = SAVE_SECONDS) -> Optional[CompiledSearch]:
    """Return the compiled search for `position` of `game`, or ``None`` where the generic one applies.

    It applies to a game whose class names ``outcome_kernel = "domineering"``,
    on a board within ``MAX_CELLS`` and ``MAX_SIDE``, when numba is installed.
    `save`, `resume` and `save_seconds` go to :class:`CompiledSearch`.

    Examples
    --------
    >>> from cgt.games import Domineering, Clobber
    >>> compiled_search(Domineering(), "..|..", None, None, None) is not None
    True
    >>> compiled_search(Clobber(), "xo", None, None, None) is None
    True
    """
    if getattr(game, "outcome_kernel", None) != "domineering":
        return None
    board = board_of(game, position)
    width, height = board[0], board[1]
    if width * height > MAX_CELLS or max(width, height) > MAX_SIDE:
        return None
    try:
        import numba  # noqa: F401  (the compiled path needs it; without it the generic search answers)
    except ImportError:  # pragma: no cover - numba is a dependency of the kernels' installs
        return None
    return CompiledSearch(game, board, budget, table_size, progress, save, resume, save_seconds)
