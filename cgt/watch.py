"""The budget, clock and progress of a search: how large it may grow, and what it reports.

Every search keeps to a *budget* of positions (by default :data:`~cgt.watch.MEMORY`: as
many as half the available memory holds, at the kind's ``position_bytes``),
reports progress to a callable about twice a second, and refuses at once
when a game's estimate of the positions is over the budget
(:class:`~cgt.GraphTooLargeError`). :class:`SearchWatch` is that watch, public
so that a computation of its own (a retrograde analysis) keeps to the same
budget.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Optional

from .errors import GraphTooLargeError, InvalidValueError

if TYPE_CHECKING:
    from .game import Game
    from .kinds import Kind

__all__ = ["MEMORY", "FIRST_LOOK", "SearchProgress", "SearchWatch", "check_budget", "available_memory", "format_bytes",
           "compiled_section", "compiled_slices", "SLICE_SECONDS", "first_compile", "NOTICE_SECONDS"]


#: The default budget of a search: as many positions as half the memory
#: available when it starts holds, at the kind's :attr:`cgt.Kind.position_bytes`.
MEMORY = "memory"
_MEMORY_SHARE = 0.5
#: Positions a search visits before its first look at the budget and the clock;
#: later looks come about every _LOOK_SECONDS at the rate so far.
FIRST_LOOK = 1024
_LOOK_SECONDS = 0.2
#: Seconds between two calls of a progress callable; the first comes after half
#: of it, so that a display shows a long search within half a second.
_PROGRESS_SECONDS = 0.5
#: Seconds of compiled code between two looks at Ctrl-C, the budget and progress (what a slice aims at).
SLICE_SECONDS = 0.2
#: Seconds a first call of compiled code may take before :func:`first_compile` says it is compiling.
NOTICE_SECONDS = 1.0
_noticed: set[str] = set()


class SearchProgress:
    """What a running search hands its ``progress`` callable, about twice a second.

    Attributes
    ----------
    searched : int
        Positions visited so far by this search.
    stored : int
        Positions in the table being filled (those of earlier searches included).
    seconds : float
        Seconds since the search started.

    Examples
    --------
    >>> import cgt
    >>> seen = []
    >>> class Count:
    ...     def options(self, n):
    ...         return [n - 1] if n else []
    >>> cgt.grundy(Count(), 200_000, progress=seen.append)
    0
    >>> all(isinstance(status, cgt.SearchProgress) for status in seen)
    True
    >>> cgt.SearchProgress(searched=5000, stored=4800, seconds=1.5)
    SearchProgress(searched=5000, stored=4800, seconds=1.5)
    """

    __slots__ = ("searched", "stored", "seconds")

    def __init__(self, searched: int, stored: int, seconds: float) -> None:
        self.searched = searched
        self.stored = stored
        self.seconds = seconds

    def __repr__(self) -> str:
        return f"SearchProgress(searched={self.searched!r}, stored={self.stored!r}, seconds={self.seconds!r})"


def check_budget(budget: object) -> Optional[int]:
    """The budget as a number of positions (``None``: no limit); MEMORY is resolved by SearchWatch."""
    if budget is None or budget == MEMORY:
        return None
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise InvalidValueError(
            f"budget {budget!r} is not a number of positions >= 1, {MEMORY!r} (the default: "
            "from the available memory) or None (no limit)"
        )
    return budget


class SearchWatch:
    """The budget, clock and progress of one search, and of the searches it starts.

    The one search makes one for every public call; a computation of its own
    (a retrograde analysis, say) can make one too and call :meth:`look` as it
    goes, to keep to the same budget and report progress the same way.

    Parameters
    ----------
    game : Game
        The game searched (named in the error).
    root : hashable
        The position whose value is sought (named in the error).
    kind : Kind
        What is computed: its name is quoted and its
        :attr:`cgt.Kind.position_bytes` sizes the default budget.
    budget : int, "memory" or None, optional
        As in :func:`cgt.evaluate`.
    progress : callable, optional
        As in :func:`cgt.evaluate`.

    Raises
    ------
    InvalidValueError
        If `budget` is not a positive int, :data:`~cgt.watch.MEMORY` or ``None``.

    Examples
    --------
    >>> import cgt
    >>> from cgt.solver import SearchWatch
    >>> watch = SearchWatch(cgt.games.Nim(), (3, 4), cgt.GRUNDY, budget=100)
    >>> watch.next_look()             # positions to count before looking again
    64
    >>> watch.look(64, stored=64)     # 64 visited: within the budget
    37
    >>> watch.look(37, stored=101)
    Traceback (most recent call last):
    ...
    cgt.errors.GraphTooLargeError: the search of position (3, 4) of Nim() (grundy values) stopped after 101 positions (101 stored, ... s): over its budget of 100 positions (given); ...
    """

    __slots__ = ("game", "root", "kind", "budget", "why", "progress", "began", "searched", "next_progress")

    def __init__(
        self, game: Game, root: Hashable, kind: Kind, budget: object = MEMORY,
        progress: Optional[Callable[[SearchProgress], Any]] = None,
    ) -> None:
        self.game, self.root, self.kind, self.progress = game, root, kind, progress
        self.budget = check_budget(budget)
        self.why = "given"
        if budget == MEMORY:
            available = available_memory()
            if available is not None:
                self.budget = max(int(available * _MEMORY_SHARE) // kind.position_bytes, 1)
                self.why = (
                    f"half of the {format_bytes(available)} of memory available, "
                    f"at about {kind.position_bytes:,} bytes a position"
                )
        self.began = time.perf_counter()
        self.searched = 0
        self.next_progress = self.began + _PROGRESS_SECONDS / 2

    def look(self, counted: int, stored: int) -> int:
        """Count `counted` more positions visited; refuse one over the budget, report progress.

        `stored` is the number of positions the computation holds now.
        Returns how many positions to visit before looking again (about a
        fifth of a second's worth at the rate so far, never past the budget).

        Raises
        ------
        GraphTooLargeError
            If the positions visited are now more than the budget.
        """
        self.searched += counted
        now = time.perf_counter()
        seconds = now - self.began
        if self.budget is not None and self.searched > self.budget:
            raise self._refusal(f"stopped after {self.searched:,} positions ({stored:,} stored, {seconds:.1f} s)")
        if self.progress is not None and now >= self.next_progress:
            self.progress(SearchProgress(self.searched, stored, seconds))
            self.next_progress = now + _PROGRESS_SECONDS
        return self.next_look(self.searched / seconds if seconds > 0 else 0.0)

    def next_look(self, rate: float = 0.0) -> int:
        """Positions to visit before the next look: about _LOOK_SECONDS at `rate`, never past the budget."""
        every = min(max(int(rate * _LOOK_SECONDS), 64), 1 << 14)
        if self.budget is not None:
            every = min(every, self.budget + 1 - self.searched)
        return max(every, 1)

    def check_estimate(self, estimate: Callable[[Any], Any], rough: Optional[Callable[[Any], Any]] = None) -> None:
        """Refuse before starting when ``estimate(root)`` (a game's ``estimated_positions``) is over the budget.

        `rough` (a game's ``rough_positions``), if given, is asked first:
        a rough estimate within the budget spares the estimate, which may
        count positions.

        Raises
        ------
        GraphTooLargeError
            If the estimate is over the budget; the message quotes it.
        """
        if self.budget is None:
            return
        if rough is not None:
            guess = rough(self.root)
            if guess is not None and guess <= self.budget:
                return
        guess = estimate(self.root)
        if guess is not None and guess > self.budget:
            # The game's class, not the class that defines the hook (a ruleset inherits it).
            owner = getattr(estimate, "__self__", None)
            name = (f"{type(owner).__name__}.{estimate.__name__}" if owner is not None  # type: ignore[attr-defined]
                    else getattr(estimate, "__qualname__", "estimated_positions"))
            raise self._refusal(f"would visit about {guess:.2g} positions (the estimate of {name}), so was not started")

    def _refusal(self, what: str) -> GraphTooLargeError:
        shown = repr(self.root)
        if len(shown) > 80:
            shown = shown[:77] + "..."
        return GraphTooLargeError(
            f"the search of position {shown} of {self.game!r} ({self.kind.name} values) {what}: "
            f"over its budget of {self.budget:,} positions ({self.why}); pass a larger budget "
            "(budget=N, or --budget N on the command line; None or 'none' for no limit)"
        )


def available_memory() -> int | None:
    """Bytes of memory available to a new allocation (Linux MemAvailable), if known.

    Examples
    --------
    >>> n = available_memory()
    >>> n is None or n > 0
    True
    """
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def format_bytes(n: int) -> str:
    """`n` bytes in words, in binary units.

    Examples
    --------
    >>> format_bytes(512), format_bytes(3 * 2**30)
    ('512 bytes', '3.0 GiB')
    """
    units = ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB")
    size, unit = float(n), 0
    while size >= 1024 and unit < len(units) - 1:
        size /= 1024
        unit += 1
    return f"{n} bytes" if unit == 0 else f"{size:.1f} {units[unit]}"


@contextmanager
def compiled_section() -> Iterator[None]:
    """Hold Ctrl-C (SIGINT) while compiled code runs; it is delivered, as KeyboardInterrupt, when the code returns.

    numba's code does not look for signals, and one pending when it returns
    was seen to crash the process; so the signal waits, blocked, and the
    callers keep each stretch of compiled code short (a fifth of a second),
    so that Ctrl-C still stops a search at once. Off the main thread, or
    where signals cannot be blocked (Windows), nothing is held.

    Examples
    --------
    >>> with compiled_section():
    ...     pass
    """
    block = getattr(signal, "pthread_sigmask", None)
    if block is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    held = block(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        block(signal.SIG_SETMASK, held)


def compiled_slices(first: int = 256) -> Iterator[int]:
    """Yield the sizes of the slices of a long compiled computation, each aimed at :data:`SLICE_SECONDS`.

    The caller does one slice of the size given per step of the loop (in
    :func:`compiled_section`), looks at its watch, and breaks when done; the
    next size follows from how long the last slice took.

    Examples
    --------
    >>> sizes = compiled_slices(100)
    >>> next(sizes)
    100
    >>> next(sizes) >= 64        # an instant slice: the next is larger
    True
    """
    size = first
    while True:
        began = time.perf_counter()
        yield size
        size = max(64, int(size * SLICE_SECONDS / max(time.perf_counter() - began, 1e-3)))


@contextmanager
def first_compile(what: str, about: str) -> Iterator[None]:
    """Say on stderr, once a process, that `what` is being compiled, when its first use takes over :data:`NOTICE_SECONDS`.

    numba compiles a kernel at its first call and keeps it in its cache on
    disk; a later process loads it in well under a second. So the first use
    of `what` in a process is timed, and only a slow one (a cold cache:
    compiling) says so, in one line, while it runs: ``cgt: compiling the
    Clobber kernels, once, about 30 s``. The line takes the place of the
    progress line where one is drawn (``--progress``), which goes on below
    it. ``cgt warmup`` compiles every kernel ahead.

    Parameters
    ----------
    what : str
        What is compiled, as the line names it ("the Clobber kernels").
    about : str
        How long compiling takes, as measured ("30 s").

    Examples
    --------
    >>> with first_compile("the doctest's kernels", "1 s"):
    ...     pass                          # quick: nothing is said
    """
    if what in _noticed:
        yield
        return
    _noticed.add(what)
    line = f"cgt: compiling {what}, once, about {about} (numba keeps them on disk; 'cgt warmup' compiles all ahead)"
    # From column 0: a progress line being drawn (cgt's --progress) is overwritten by the notice, which is
    # longer, and goes on below it.
    timer = threading.Timer(NOTICE_SECONDS, lambda: print(f"\r{line}", file=sys.stderr, flush=True))
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
