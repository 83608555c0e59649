"""The compiled paths of :func:`cgt.solve`: outcome searches in numba, run in a worker thread.

A game whose class names ``outcome_kernel = "domineering"`` (Domineering)
is searched by ``cgt._kernels.domineering_search``, the compiled search of
Obsequi's kind (bitboard lines, safe and real move counts, safe moves not
played, move ordering, a table of two-entry buckets), on boards of at most
``MAX_CELLS`` cells and ``MAX_SIDE`` cells a side, holes allowed. A game
whose class names ``outcome_kernel = "board"`` (the Clobber family, Konane,
Amazons, Fission, NoGo) is searched by ``cgt._kernels.board_search`` with its
compiled rules (and number hooks, ``board_rules.NUMBERS``): regions
split at every node, dead and zero regions taken off, a region and its
negative cancelled, small regions (``VALUE_CELLS``) keyed by their
canonical forms (from the value store); on boards whose frame fits a word
(``height * (width + 1) <= 63``). Larger boards take the generic search.

Either kernel runs without the GIL in a worker thread: the calling thread
reports progress (nodes, table fill and the line being searched) and, on
Ctrl-C, stops the kernel within a few milliseconds and raises
:class:`KeyboardInterrupt`; a node budget stops it with
:class:`~cgt.GraphTooLargeError` saying how far it got.

A long Domineering search may be **saved and resumed** (``cgt solve
domineering 10x10 --save FILE``): its table and counts are written to one file
(NumPy's ``.npz``, replaced whole, so a file is never half written) every
``save_seconds``, when it is stopped (Ctrl-C, the budget) and when it ends.
A search resumed from the file starts at the root again with the table it
had, so what it had proved is looked up instead of searched.

Their answers are those of the generic search: the winner, a winning move
(the board after it, in the position's frame) and the principal line.
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
from ..solver import evaluate
from ..watch import available_memory, check_budget, first_compile
from .engine import CANONICAL_FORM
from .values import ZERO, number

__all__ = ["MAX_CELLS", "MAX_SIDE", "ENTRY_BYTES", "DEFAULT_ENTRIES", "SAVE_SECONDS", "VALUE_CELLS", "LARGE_BOARD", "COMPILE_SECONDS", "KernelSearch", "CompiledSearch",
           "BoardSearch", "board_of", "compiled_search"]

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
#: Regions of at most this many cells are keyed by their canonical forms in the board search: on a strip
#: (one row or column), on wider boards of fewer than ``LARGE_BOARD`` cells, and on larger ones. A region
#: valued costs a canonical form in Python (0.3 to 3 ms), a strip has few: on linear Clobber (xo)^25, 4 cells
#: searched 1,973,364 nodes (40 s on the loaded machine), 10 cells 282,940 (6.3 s), 12 cells 243,950 (5.8 s).
#: On wider boards valuing pays only on long searches (CPU seconds, alternating Clobber, Left first): 3x7
#: 0.11 s with 4 cells (48,326 nodes), 1.13 s with 8 (4,724 regions valued); 2x13 8.4 s with 4 cells
#: (3,885,972 nodes), 2.1 s with 6, 1.3 s with 8 (229,273 nodes, 2,697 regions); 3x8 11.6 s with 4 (5,441,883
#: nodes), 8.7 s with 8 (1,056,638 nodes, 24,343 regions); 4x6 21 s with 6, 18.7 s with 8.
VALUE_CELLS = (12, 4, 8)
#: Boards (not strips) of at least this many cells value regions of up to ``VALUE_CELLS[2]`` cells.
LARGE_BOARD = 24


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


class KernelSearch:
    """What a compiled search keeps and does whatever its kernel: the table, the counts, the worker, the lines.

    A subclass gives :meth:`wins` (one position, one player first) on a
    kernel whose stats have the slots ``NODES``, ``STORED``, ``DEPTH`` and
    ``BUDGET``; :meth:`answer` is what :func:`cgt.solve` gives.

    Parameters
    ----------
    game : Game
        The game.
    bits : int
        The default table's entries, ``2 ** bits``, from the size of the
        largest board to be searched.
    budget : int, "memory" or None
        Nodes the search may visit in all (``"memory"`` or ``None``: no limit).
    table_size : int, optional
        Entries of the table (rounded down to a power of two); by default
        ``2 ** bits``, at most ``DEFAULT_ENTRIES`` and as many as half the
        available memory holds.
    progress : callable, optional
        Called about twice a second with the fields of a
        :class:`cgt.SolveProgress`: nodes, table entries filled, seconds,
        depth, table entries, and the line being searched (as CGSuite
        writes moves, ``"(1,2)-(2,2)"``).
    kernel : module
        The kernel's module (its stats' slots).
    dtype : str
        The table's ints.
    size : tuple of int
        The board's width and height (a saved search is taken up only by a
        search of the same size).
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
    """

    #: The kernel's answer when it was stopped (by its budget, Ctrl-C or a pause to save).
    STOPPED = 2

    def __init__(self, game: Game, bits: int, budget: object, table_size: Optional[int],
                 progress: Optional[Callable[..., Any]], kernel: Any, dtype: str, size: tuple[int, int],
                 save: Union[str, Path, None] = None, resume: Union[str, Path, None] = None,
                 save_seconds: float = SAVE_SECONDS) -> None:
        import numpy as np

        limit = check_budget(budget)
        if table_size is None:
            # Sized from the board too: touching 2 ** 24 entries costs a small board more than its search.
            table_size = min(DEFAULT_ENTRIES, 1 << bits)
            available = available_memory()
            if available:
                table_size = min(table_size, available // 2 // ENTRY_BYTES)
        entries = 1 << max(int(table_size).bit_length() - 1, 1)
        self.game, self.kernel, self.np = game, kernel, np
        self.table = np.zeros((entries if resume is None else 2, 3), dtype=dtype)
        self.stats = np.zeros(kernel.STATS, dtype=np.int64)
        self.size = size
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
        if table.dtype != self.table.dtype or table.ndim != 2 or table.shape[1] != 3 or len(table) & (len(table) - 1):
            raise CheckpointError(f"resume: {str(path)!r} holds a table of {table.dtype} {table.shape}, not the "
                                  f"search's (2 ** k, 3) {self.table.dtype}")
        self.table = table
        self.earlier_nodes = int(fields["nodes"])
        self.stats[self.kernel.NODES], self.stats[self.kernel.STORED] = self.earlier_nodes, int(fields["stored"])

    def run(self, call: Callable[[], int], moves: Callable[[], list[str]]) -> Optional[int]:
        """Run the kernel `call` in a worker thread, reporting progress (the line from `moves`); its answer.

        ``None`` when the search was paused to be saved (every `save_seconds`,
        when it has a file): the caller saves and runs it again.

        Raises
        ------
        KeyboardInterrupt
            On Ctrl-C, after stopping the kernel (and saving the search, when it has a file).
        """
        answer: list[int] = []
        # The kernel's end is told by an event, not by joining the thread: a join that Ctrl-C interrupts may
        # leave the thread looking finished to the next join (CPython), and the kernel would run on unstopped.
        done = threading.Event()

        def work() -> None:
            try:
                answer.append(call())
            finally:
                done.set()

        worker = threading.Thread(target=work, daemon=True)
        last = time.perf_counter()
        paused = False
        try:
            # Started inside the try: a Ctrl-C landing just after the start must still stop the kernel.
            worker.start()
            while not done.wait(_POLL):
                now = time.perf_counter()
                if self.progress is not None and now - last >= 0.5:
                    last = now
                    self.progress(self.nodes, self.stored, now - self.began,
                                  int(self.stats[self.kernel.DEPTH]), len(self.table), tuple(moves()))
                if self.save_path is not None and now - self.saved >= self.save_seconds and not paused:
                    paused = True
                    self.stop[0] = 1
        except BaseException:
            self.stop[0] = 1  # the kernel looks every 1,024 nodes: stopped within milliseconds
            if worker.ident is not None:  # started (a Ctrl-C may come before)
                done.wait()
            self.stop[0] = 0
            if self.save_path is not None:
                self._save_after_ctrl_c(self.save_path)
            raise
        self.stop[0] = 0
        over = self.budget is not None and self.nodes >= self.stats[self.kernel.BUDGET]
        return None if answer[0] == self.STOPPED and paused and not over else answer[0]

    def over_budget(self, position: Any, depth: int) -> GraphTooLargeError:
        """The error of a search that spent its budget at `depth`, saying how far it got (saved, if it has a file)."""
        saved = ""
        if self.save_path is not None:
            self.save(self.save_path)
            saved = f"; saved to {str(self.save_path)!r} (resume it from there)"
        return GraphTooLargeError(
            f"solve: {position!r}: the compiled search stopped after {self.nodes:,} positions, over its budget of "
            f"{self.budget:,} positions; it had reached depth {depth} with {self.stored:,} table entries{saved}")

    def wins(self, grid: Any, side: int) -> tuple[bool, Optional[Hashable]]:
        """Whether `side` (0 Left, 1 Right), to move on `grid`, wins, and the board after a winning move."""
        raise NotImplementedError  # pragma: no cover - each kernel's search gives it

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
            lines[player] = self.line(grid, side, winner, move) if line else []
        if self.save_path is not None:
            self.save(self.save_path)
        return winners, moves, lines

    def line(self, grid: Hashable, side: int, winner: int, move: Optional[Hashable] = None) -> list[Hashable]:
        """A play from `grid`, `side` first, the winner always winning (the loser's first move), to the end.

        It opens with `move` when given (the winning move found already: a
        second search, on a warmer table, may find another).
        """
        found = []
        if move is not None:
            found.append(move)
            grid, side = move, 1 - side
        while True:
            if side == winner:
                move = self.wins(grid, side)[1]
            else:
                move = next(iter(side_options(self.game)[side](grid)), None)
            if move is None:
                return found
            found.append(move)
            grid, side = move, 1 - side


class CompiledSearch(KernelSearch):
    """One compiled search of a Domineering board's positions: its table, counts and watch.

    Made by :func:`compiled_search`; :meth:`wins` answers one position,
    :meth:`answer` what :func:`cgt.solve` gives.

    Parameters
    ----------
    game : Game
        The Domineering game.
    board : Grid
        The largest board to be searched (it sizes the default table,
        ``2 ** (cells // 3 + 2)`` entries: its pages are touched at random as
        it fills, and on 6x10, a million nodes, touching ``2 ** 24`` entries
        cost more than the search; ``2 ** 22`` visits 14% more nodes).
    budget, table_size, progress, save, resume, save_seconds
        As :class:`KernelSearch`.

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
        from .._kernels import domineering_search as kernel

        super().__init__(game, board[0] * board[1] // 3 + 2, budget, table_size, progress, kernel, "uint64",
                         (board[0], board[1]), save, resume, save_seconds)

    def _moves(self, width: int, line: Any, first: int) -> list[str]:
        moves = []
        for depth, code in enumerate(line):
            if code < 0:
                break
            (r1, c1), (r2, c2) = _cells(width, int(code), first ^ depth & 1)
            moves.append(f"({r1 + 1},{c1 + 1})-({r2 + 1},{c2 + 1})")
        return moves

    def wins(self, grid: Sequence[int], side: int) -> tuple[bool, Optional[Hashable]]:
        """Whether `side` (0 Left, 1 Right), to move on `grid`, wins, and the grid after a winning move.

        Raises
        ------
        GraphTooLargeError
            If the search spends its budget of nodes (the message says how far it got).
        KeyboardInterrupt
            On Ctrl-C, after stopping the kernel.
        """
        np, kernel = self.np, self.kernel
        width, height, mask = grid[0], grid[1], grid[2]
        stride = 8 if width <= 8 else width
        line = np.full(width * height // 2 + 2, -1, dtype=np.int64)

        def search() -> int:
            # The kernel plays its moves on these arrays: a search stopped half way leaves them so, and a
            # search taken up again after a save starts on fresh ones.
            board = np.zeros((2, max(width, height) + 2), dtype=np.uint64)
            for r in range(height):
                for c in range(width):
                    if mask >> (r * stride + c) & 1:
                        board[0, c + 1] |= np.uint64(1 << r)
                        board[1, r + 1] |= np.uint64(1 << c)
            n = np.array([width, height], dtype=np.int64)
            line[:] = -1
            return kernel.solve_position(board, n, width, height, side, self.table, self.stats, self.stop, line)

        answer = self.run(search, lambda: self._moves(width, line, side))
        while answer is None:  # paused to save, then searched again from the root with the table it had
            assert self.save_path is not None
            self.save(self.save_path)
            answer = self.run(search, lambda: self._moves(width, line, side))
        if answer == self.STOPPED:
            raise self.over_budget(grid, len([code for code in line if code >= 0]))
        if not answer:
            return False, None
        code = int(self.stats[kernel.MOVE])
        (r1, c1), (r2, c2) = _cells(width, code, side)
        after = mask & ~(1 << (r1 * stride + c1) | 1 << (r2 * stride + c2))
        return True, tuple.__new__(type(grid), (width, height, after))


def _table_bits(width: int, height: int) -> int:
    """The board search's default table's bits for a board (before the cap), larger on a board wider than a strip."""
    # 2 ** (cells / 3 + 8) entries thrashed on MCGS's long Clobber rows (2x16: 21.2 million nodes with 2 ** 18,
    # 5.6 million with 2 ** 24); on a strip a large table's pages cost more than they save ((xo)^20: 0.11 s with
    # 2 ** 21 entries, 0.92 s with 2 ** 24, the same nodes).
    cells = width * height
    return cells // 3 + 8 if min(width, height) == 1 else 2 * cells // 3 + 2


def _stride(width: int) -> int:
    """Bits a row of a board's masks takes (the board layer's ``stride``: a byte up to 8 columns)."""
    return 8 if width <= 8 else width


def _reframe(masks: Sequence[int], width: int, height: int, old: int, new: int) -> list[int]:
    """`masks` of rows `old` bits apart, moved to rows `new` bits apart."""
    row = (1 << width) - 1
    return [sum(((int(m) >> (r * old)) & row) << (r * new) for r in range(height)) for m in masks]


#: How long a board game's search takes to compile at its first use, measured (Clobber, a loaded machine).
COMPILE_SECONDS = "30 s"
#: The board searches compiled in this process, by the rules' name.
_board_searches: dict[str, Callable[..., int]] = {}
#: Value ids a board search may give (regions valued: twice as many slots, filled to three quarters).
_VALUE_IDS = 1 << 16


class BoardSearch(KernelSearch):
    """One compiled search of a board game's positions (the Clobber family, Amazons, ...): its table, values and watch.

    Made by :func:`compiled_search`; :meth:`wins` answers one position,
    :meth:`answer` what :func:`cgt.solve` gives. Regions of at most
    `value_cells` cells are valued by the value store (as
    :func:`cgt.canonical_form`) the first time the kernel meets them, and
    keyed by their values from then on (a value 0 taken off the board, a
    value and its negative cancelled).

    Parameters
    ----------
    game : Game
        A board game whose class names ``outcome_kernel = "board"``.
    board : Board
        The largest board to be searched (it sizes the arrays and the default
        table, ``2 ** (cells // 3 + 8)`` entries).
    budget, table_size, progress
        As :class:`KernelSearch`.
    database : RegionValues, optional
        Values known ahead (a :class:`cgt.RegionDatabase`), asked before the value store.
    value_cells : int, optional
        The most cells of a region valued (0: none); by default
        the game's ``outcome_value_cells`` (``VALUE_CELLS`` if it names
        none): its first on a board of one row or column, its second on a
        wider board of fewer than ``LARGE_BOARD`` cells, its third on a larger one.
    prune : bool, optional
        Skip a valued region's moves to dominated options (each judged once
        by the value store; default); ``False`` plays them all.

    Examples
    --------
    >>> from cgt.games import Clobber
    >>> board = Clobber().position("xoxo")
    >>> search = BoardSearch(Clobber(), board, None, 1 << 10, None)
    >>> search.wins(board, 0)       # Left, first on xoxo, wins: the first x captures, leaving xxo (^)
    (True, ClobberBoard('.xxo'))
    """

    def __init__(self, game: Game, board: Sequence[int], budget: object, table_size: Optional[int],
                 progress: Optional[Callable[..., Any]], database: Any = None,
                 value_cells: Optional[int] = None, prune: bool = True) -> None:
        from .._kernels import board_search as kernel
        from .._kernels.board_rules import named_numbers, named_order, named_rules

        width, height = board[0], board[1]
        super().__init__(game, _table_bits(width, height), budget, table_size, progress, kernel, "int64",
                         (width, height))
        kernels: str = game.kernels  # type: ignore[attr-defined]
        first = kernels not in _board_searches
        if first:
            _board_searches[kernels] = kernel.board_search(*named_rules(kernels), *named_numbers(kernels),
                                                               named_order(kernels))
        self.search = _board_searches[kernels]
        self.masks = len(board) - 2
        self.per_cell = kernel.MOVES_PER_CELL
        self.state = kernel.search_state(self.masks, width * height, self.per_cell, _VALUE_IDS)
        # A game may name its own (``outcome_value_cells``): NoGo's strip is one region however long.
        cells = getattr(game, "outcome_value_cells", VALUE_CELLS)
        kind = 0 if min(width, height) == 1 else 1 if width * height < LARGE_BOARD else 2
        self.value_cells = cells[kind] if value_cells is None else value_cells
        self.ids: dict[Any, int] = {ZERO: 0}
        self.by_id: list[Any] = [ZERO]
        self.stats[kernel.PRUNE] = 1 if prune else 0
        self.database = database
        if named_numbers(kernels)[0] is not None:  # the kernel values integers itself, by kernel.integer_id's ids
            for n in range(1, kernel.MOST_INTEGER):
                self._id(number(n))
                self._id(number(-n))
        if first:  # numba compiles (or loads) the kernel at its first call: on the game's own example, saying so if slow
            with first_compile(f"the {type(game).__name__} search", COMPILE_SECONDS):
                example = board_of(game, game.example)  # type: ignore[attr-defined]
                BoardSearch(game, example, None, 16, None).wins(example, 0)
            self.began = time.perf_counter()

    def _value(self, need: Any, grid: Sequence[int], s: int) -> None:
        """Give the region in `need` (masks in the kernel's frame, key, sign of the key's picture) its value id."""
        kernel, k = self.kernel, self.masks
        width, height = grid[0], grid[1]
        if len(self.ids) + 2 > _VALUE_IDS:
            kernel.add_value(self.state, int(need[k]), int(need[k + 1]), -1, -1)  # full: keyed by its picture
            return
        region = tuple.__new__(type(grid), (width, height, *_reframe(need[:k], width, height, s, _stride(width))))
        value = None if self.database is None else self.database.value(self.game, region)
        if value is None:
            value = evaluate(self.game, region, CANONICAL_FORM)
        if need[k + 2]:  # the value of the key's picture, the negative of this region's
            value = -value
        kernel.add_value(self.state, int(need[k]), int(need[k + 1]), self._id(value), self._id(-value))

    def _judge(self, need: Any) -> None:
        """Tell the kernel whether the option in `need` (a sum of value ids) of a valued region is dominated."""
        k = self.masks
        key, value, side, parts = (int(x) for x in need[k + 4 : k + 8])
        option = sum((self.by_id[int(i)] for i in need[k + 8 : k + 8 + parts]), ZERO)
        region = self.by_id[value]
        if side == 0:
            skip = any(option < better for better in region.left_options)
        else:
            skip = any(option > better for better in region.right_options)
        self.kernel.add_verdict(self.state, key, skip)

    def _id(self, value: Any) -> int:
        """The value id of `value` (a canonical form), given now if it has none (with its parts, if simple)."""
        if value not in self.ids:
            self.ids[value] = len(self.ids)
            self.by_id.append(value)
            parts, scale = value.number_up_star, self.kernel.NUMBER_SCALE
            if parts is not None and scale % parts[0].denominator == 0:
                self.kernel.add_simple(self.state, self.ids[value], int(parts[0] * scale), parts[1], parts[2])
        return self.ids[value]

    def wins(self, grid: Sequence[int], side: int) -> tuple[bool, Optional[Hashable]]:
        """Whether `side` (0 Left, 1 Right), to move on `grid`, wins, and the board after a winning move.

        Raises
        ------
        GraphTooLargeError
            If the search spends its budget of nodes (the message says how far it got).
        KeyboardInterrupt
            On Ctrl-C, after stopping the kernel.
        """
        np, kernel, game = self.np, self.kernel, self.game
        width, height, k = grid[0], grid[1], self.masks
        s = width + 1  # the rules' frame: a guard bit after each row
        root = np.array(_reframe(grid[2:], width, height, _stride(width), s), dtype=np.int64)
        line = np.full(width * height + 4, -1, dtype=np.int64)
        best = np.zeros(k, dtype=np.int64)
        need = np.zeros(k + kernel.NEED_SLOTS, dtype=np.int64)

        def moves() -> list[str]:
            return [f"({a // s + 1},{a % s + 1})-({b // s + 1},{b % s + 1})"
                    for a, b in (divmod(int(code), 64) for code in line[: np.argmin(line >= 0)])]

        failed: list[BaseException] = []

        def call() -> int:
            # A region's value is given here, in the worker thread: a thread started for each costs 46 us, more
            # than most values of a few cells.
            while True:
                answer = self.search(root, s, height, side, game.transpose, game.swap, game.diagonal,  # type: ignore[attr-defined]
                                     self.value_cells, self.table, self.stats, self.stop, line, best, need, self.state)
                if answer != kernel.NEED:
                    return int(answer)
                if self.stop[0]:
                    return int(kernel.STOPPED)
                try:
                    if need[k + 3]:
                        self._judge(need)
                    else:
                        self._value(need, grid, s)
                except BaseException as error:  # raised again in the calling thread
                    failed.append(error)
                    return int(kernel.STOPPED)

        try:
            answer = self.run(call, moves)
            while answer == kernel.FULL:  # a node with more moves than the buffers hold (an amazon has dozens)
                self.per_cell *= 2  # twice as many, from the root
                self.state = kernel.search_state(k, width * height, self.per_cell, _VALUE_IDS, self.state)
                answer = self.run(call, moves)
        finally:
            kernel.restart(self.state)
        if failed:
            raise failed[0]
        if answer == kernel.STOPPED:
            raise self.over_budget(grid, int(np.argmin(line >= 0)))
        if answer == kernel.LOSS:
            return False, None
        after = _reframe(best, width, height, s, _stride(width))
        return True, tuple.__new__(type(grid), (width, height, *after))


def compiled_search(game: Game, position: Hashable, budget: object, table_size: Optional[int],
                    progress: Optional[Callable[..., Any]], database: Any = None, save: Union[str, Path, None] = None,
                    resume: Union[str, Path, None] = None,
                    save_seconds: float = SAVE_SECONDS) -> Optional[KernelSearch]:
    """Return the compiled search for `position` of `game`, or ``None`` where the generic one applies.

    It applies, when numba is installed, to a game whose class names
    ``outcome_kernel = "domineering"`` on a board within ``MAX_CELLS`` and
    ``MAX_SIDE``, and to one that names ``"board"`` (the Clobber family,
    not loopy, Konane, Amazons, Fission and NoGo) on a board whose rows,
    with a guard bit each, fit 63 bits (the board search asks `database`
    for its regions' values first). Such a game's board must have a
    negative its region keys know (the colours exchanged, or the transpose,
    negate the value) and its rules must end every line of play.
    `save`, `resume` and `save_seconds` go to :class:`CompiledSearch`: only
    the Domineering search is saved (``None`` for a board game with them).

    Examples
    --------
    >>> from cgt.games import Domineering, Clobber, GenClobber
    >>> type(compiled_search(Domineering(), "..|..", None, None, None)).__name__
    'CompiledSearch'
    >>> type(compiled_search(Clobber(), "xo", None, None, None)).__name__
    'BoardSearch'
    >>> compiled_search(GenClobber(left_behind="own"), "xo", None, None, None) is None   # loopy
    True
    """
    kind = getattr(game, "outcome_kernel", None)
    if kind not in ("domineering", "board"):
        return None
    board = board_of(game, position)
    width, height = board[0], board[1]
    if kind == "domineering" and (width * height > MAX_CELLS or max(width, height) > MAX_SIDE):
        return None
    if kind == "board" and (getattr(game, "loopy", False) or height * (width + 1) > 63):
        return None
    try:
        import numba  # noqa: F401  (the compiled path needs it; without it the generic search answers)
    except ImportError:  # pragma: no cover - numba is a dependency of the kernels' installs
        return None
    if kind == "board":
        if save is not None or resume is not None:
            return None
        return BoardSearch(game, board, budget, table_size, progress, database)
    return CompiledSearch(game, board, budget, table_size, progress, save, resume, save_seconds)
