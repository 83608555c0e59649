"""A generic numba engine for games on a strip of cells encoded as an int mask.

A position of such a game is a row of ``width`` cells, encoded as an int whose
bit ``c - 1`` is set when cell (column) ``c`` is occupied, columns ``1 ..
width``. :func:`grundy_table` fills the Grundy value of every one of the
``2**width`` masks by brute-force mex, given only a *move kernel*: an
``@numba.njit(cache=True)`` function ``kernel(mask, width, slot) -> int`` that
returns the option reached by move number ``slot`` (``0 <= slot < slots``) or
``-1`` if that move is not available. The ruleset also declares the order in
which its masks change: ``"grows"`` when every option is a larger int than its
position (pieces move towards higher columns, as in jump chess), ``"shrinks"``
when every option is smaller (pieces are removed, as in Kayles). The table is
filled in the opposite order, so the options of a mask are always solved
before it; the engine checks the declared order on every option it meets.

:class:`BitmaskGame` is the base class of the rulesets built on it
(:class:`cgt.games.JumpChess`, :class:`cgt.games.KaylesStrip`): encoding
helpers, strip pictures, equality, and ``grundy_table()``.

Notes
-----
numba is imported only when a table is first filled. Each kernel's fill is
compiled once per process and cached on disk (``cache=True``), so the first
table of a process costs, on the 2-core machine of
``benchmarks/bench_jumpchess.py``: about 0.8 s on a cold cache (importing numba,
compiling the kernel and the fill) and about 0.25 s on a warm one (importing
numba and loading the cached machine code). Later tables cost only the fill,
which runs at the speed of the same loop in C: about 0.06 s for the ``2**20``
rows of jump chess, 19 s for ``2**28``.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable
from operator import index
from typing import Any, Callable, ClassVar, Optional

import numpy as np

from .errors import InvalidPositionError, InvalidValueError, NotAGameError

__all__ = ["grundy_table", "check_table_width", "BitmaskGame", "MAX_TABLE_WIDTH", "Progress"]

#: A progress callback: called as ``progress(done, total)`` with counts of masks.
Progress = Callable[[int, int], None]

#: Masks are numba ``int64`` values, so a table covers at most 62 columns
#: (long before that, the memory check refuses).
MAX_TABLE_WIDTH = 62

_ORDERS = ("grows", "shrinks")


def _format_bytes(n: int) -> str:
    units = ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB")
    size, unit = float(n), 0
    while size >= 1024 and unit < len(units) - 1:
        size /= 1024
        unit += 1
    return f"{n} bytes" if unit == 0 else f"{size:.1f} {units[unit]}"


def _available_memory() -> int | None:
    """Bytes of memory available to a new allocation (Linux MemAvailable), if known."""
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


def check_table_width(width: object, where: str = "grundy_table") -> int:
    """Check that a table of ``2**width`` masks can be made here, and return the width.

    Called by :func:`grundy_table` before any work; callers that do slow
    preparations first (a command line opening its output file) can call it
    earlier.

    Parameters
    ----------
    width : int
        Number of cells.
    where : str, optional
        Where the width came from, for the error message.

    Returns
    -------
    int
        `width`, as an int.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer in ``0 .. 62``, or if its table (one
        byte per mask) needs more memory than is available; the message says
        how much it needs and which widths fit.

    Examples
    --------
    >>> import cgt
    >>> cgt.bitmask.check_table_width(20)
    20
    >>> cgt.bitmask.check_table_width(63)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: grundy_table: width 63 is outside 0..62, the widths a table of int64 masks can cover
    """
    if isinstance(width, bool) or not hasattr(type(width), "__index__"):
        raise InvalidValueError(f"{where}: width {width!r} is not an integer")
    w = index(width)  # type: ignore[arg-type]
    if not 0 <= w <= MAX_TABLE_WIDTH:
        raise InvalidValueError(
            f"{where}: width {w} is outside 0..{MAX_TABLE_WIDTH}, the widths a table of int64 masks can cover"
        )
    need = 1 << w
    available = _available_memory()
    if available is not None and need > available:
        fits = max(available.bit_length() - 1, 0)
        raise InvalidValueError(
            f"{where}: a table of the 2**{w} masks of width {w} needs {_format_bytes(need)} "
            f"(one byte per mask) but only {_format_bytes(available)} of memory is available; "
            f"widths up to {fits} fit here"
        )
    return w


def grundy_table(
    kernel: Any, width: int, *, slots: int, order: str, progress: Optional[Progress] = None
) -> np.ndarray:
    """Return the Grundy values of all ``2**width`` masks of a bitmask ruleset.

    Parameters
    ----------
    kernel : numba dispatcher
        The move kernel, an ``@numba.njit(cache=True)`` function
        ``kernel(mask, width, slot) -> int`` returning the option made by move
        ``slot`` from ``mask``, or ``-1`` when there is no such move.
    width : int
        Number of cells, ``0 <= width <= 62``; the table has ``2**width``
        entries and must fit in the available memory.
    slots : int
        Number of move slots the kernel is asked about for each mask.
    order : {"grows", "shrinks"}
        ``"grows"`` if every option is larger than its mask, ``"shrinks"`` if
        smaller. Masks are solved in the opposite order.
    progress : callable, optional
        Called as ``progress(done, total)`` about a hundred times during the
        fill (never more often than every ``2**16`` masks), last with
        ``done == total``; for progress bars on long fills.

    Returns
    -------
    numpy.ndarray
        A read-only ``uint8`` array of length ``2**width``: entry ``mask`` is
        the Grundy value of ``mask``.

    Raises
    ------
    NotAGameError
        If `kernel` is not a numba-compiled function.
    InvalidValueError
        If `width`, `slots` or `order` is invalid, if the table would not fit
        in memory (the message says how much it needs), if the kernel breaks
        the declared order or leaves the board (the message names the mask and
        the option), or if a value exceeds 255.

    Notes
    -----
    Time ``O(slots * 2**width)`` kernel calls, memory ``2**width`` bytes. The
    first call for a kernel compiles (or loads from numba's cache) its fill;
    see the module notes for the cost.

    Examples
    --------
    >>> import numba, cgt
    >>> @numba.njit
    ... def kayles_move(mask, width, slot):   # knock pin `slot`, or pins slot - width and the next
    ...     pins = 1 << slot if slot < width else 3 << (slot - width)
    ...     return mask & ~pins if (mask & pins) == pins else -1
    >>> table = cgt.bitmask.grundy_table(kayles_move, 4, slots=7, order="shrinks")
    >>> int(table[0b1111]), int(table[0b1011])   # Kayles: a run of 4 pins; runs of 2 and 1
    (1, 3)
    """
    where = f"grundy_table({getattr(kernel, '__name__', kernel)!r}, width={width!r})"
    if not callable(getattr(kernel, "py_func", None)):
        raise NotAGameError(
            f"{where}: kernel {kernel!r} is not a numba.njit function kernel(mask, width, slot) -> int"
        )
    if order not in _ORDERS:
        raise InvalidValueError(f"{where}: order {order!r} is not one of {_ORDERS}")
    if isinstance(slots, bool) or not isinstance(slots, int) or slots < 0:
        raise InvalidValueError(f"{where}: slots {slots!r} is not an integer >= 0")
    return _fill_table(kernel, check_table_width(width, where), slots, order, where, progress)


def _fill_table(
    kernel: Any, width: int, slots: int, order: str, where: str, progress: Optional[Progress]
) -> np.ndarray:
    from . import _bitmask_kernels as kernels

    fill = kernels._specialize(kernel)
    n = 1 << width
    table = np.zeros(n, np.uint8)
    info = np.zeros(2, np.int64)
    chunk = n if progress is None else max(n // 100, 1 << 16)
    status = kernels._OK
    for start in range(0, n, chunk):
        stop = min(start + chunk, n)
        status = fill(width, slots, order == "grows", table, info, start, stop)
        if status != kernels._OK:
            break
        if progress is not None:
            progress(stop, n)
    if status == kernels._BAD_ORDER:
        mask, option = (int(x) for x in info)
        if 0 <= option < len(table):
            problem = f"option {option:#b} is not {'larger' if order == 'grows' else 'smaller'}"
        else:
            problem = f"option {option} is not a mask of {width} cells"
        raise InvalidValueError(
            f"{where}: the kernel breaks its declared order {order!r}: "
            f"from mask {mask:#b}, {problem}"
        )
    if status == kernels._TOO_LARGE:
        raise InvalidValueError(
            f"{where}: mask {int(info[0]):#b} has Grundy value {int(info[1])}, "
            "more than the 255 a uint8 table holds"
        )
    table.flags.writeable = False
    return table


class BitmaskGame:
    """Base class of rulesets on a strip of `width` cells encoded as an int mask.

    Bit ``c - 1`` of a mask is set when column ``c`` is occupied, columns
    ``1 .. width``. Subclasses define ``options`` (in pure Python, so any width
    works with the solver) and name their numba move kernel, which gives them
    :meth:`grundy_table`. Games of one class and width compare equal and so
    share the solver's cache.

    Parameters
    ----------
    width : int
        Number of cells, at least 1.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.
    """

    __slots__ = ("width", "_table", "__weakref__")

    #: ``"module:function"`` of the move kernel, imported when a table is first needed.
    _kernel: ClassVar[str]
    #: ``"grows"`` or ``"shrinks"``: how options compare with their mask.
    _order: ClassVar[str]
    #: Characters of an empty and an occupied cell in strip pictures.
    _cells: ClassVar[str] = ".x"

    def __init__(self, width: int = 20) -> None:
        if isinstance(width, bool) or not hasattr(type(width), "__index__") or index(width) < 1:
            raise InvalidValueError(f"{type(self).__name__}: width {width!r} is not an integer >= 1")
        self.width: int = index(width)
        self._table: np.ndarray | None = None

    def _slots(self) -> int:
        """Number of move slots of the kernel at this width."""
        raise NotImplementedError

    def _check_row(self, row: object, where: str = "row") -> int:
        # "row 2 of the board is 1048576, which is ...": a numbered row reads apart from its mask.
        shown = f"{where} {{!r}}" if where == "row" else f"{where} is {{!r}}, which"
        if isinstance(row, bool) or not hasattr(type(row), "__index__"):
            raise InvalidPositionError(
                f"{shown.format(row)} of type {type(row).__name__} is not a position of {self!r}: "
                "rows are int masks"
            )
        r = index(row)  # type: ignore[arg-type]
        if r < 0 or r >> self.width:
            raise InvalidPositionError(
                f"{shown.format(r)} is not a position of {self!r}: "
                f"masks of {self.width} columns are 0 .. 2**{self.width} - 1"
            )
        return r

    def row(self, columns: Iterable[int]) -> int:
        """Return the mask with the given columns occupied.

        Parameters
        ----------
        columns : iterable of int
            Occupied columns, each in ``1 .. width``, no repeats.

        Returns
        -------
        int
            The mask: bit ``c - 1`` set for each column ``c``.

        Raises
        ------
        InvalidPositionError
            If a column is outside ``1 .. width`` or repeated.

        Examples
        --------
        >>> import cgt
        >>> g = cgt.games.JumpChess(width=6)
        >>> g.row([2, 5, 6])
        50
        >>> g.row([7])
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidPositionError: column 7 (item 0 of [7]) is outside 1..6 of JumpChess(width=6)
        """
        cols = list(columns)
        mask = 0
        for i, c in enumerate(cols):
            where = f"(item {i} of {cols!r})"
            if isinstance(c, bool) or not hasattr(type(c), "__index__"):
                raise InvalidPositionError(f"column {c!r} {where} of {self!r} is not an integer")
            c = index(c)
            if not 1 <= c <= self.width:
                raise InvalidPositionError(f"column {c} {where} is outside 1..{self.width} of {self!r}")
            if mask >> (c - 1) & 1:
                raise InvalidPositionError(f"column {c} {where} of {self!r} is repeated")
            mask |= 1 << (c - 1)
        return mask

    def columns(self, row: int) -> list[int]:
        """Return the occupied columns of a mask, in increasing order.

        Parameters
        ----------
        row : int
            A mask of this game.

        Returns
        -------
        list of int
            The columns ``c`` whose bit ``c - 1`` is set.

        Raises
        ------
        InvalidPositionError
            If `row` is not a mask of ``width`` cells.

        Examples
        --------
        >>> import cgt
        >>> cgt.games.JumpChess(width=6).columns(50)
        [2, 5, 6]
        """
        r = self._check_row(row)
        return [c for c in range(1, self.width + 1) if r >> (c - 1) & 1]

    def strip(self, row: int) -> str:
        """Draw a mask as a strip of cells, column 1 first.

        Parameters
        ----------
        row : int
            A mask of this game.

        Returns
        -------
        str
            ``width`` characters, ``x`` for an occupied cell, ``.`` for an empty one.

        Raises
        ------
        InvalidPositionError
            If `row` is not a mask of ``width`` cells.

        Examples
        --------
        >>> import cgt
        >>> cgt.games.JumpChess(width=9).strip(0b110010)
        '.x..xx...'
        """
        r = self._check_row(row)
        empty, full = self._cells
        return "".join(full if r >> c & 1 else empty for c in range(self.width))

    def parse_strip(self, text: str) -> int:
        """Return the mask drawn by a strip picture (the inverse of :meth:`strip`).

        Parameters
        ----------
        text : str
            ``width`` characters, column 1 first: ``x`` occupied, ``.`` empty.

        Returns
        -------
        int
            The mask.

        Raises
        ------
        InvalidPositionError
            If `text` has the wrong length or another character.

        Examples
        --------
        >>> import cgt
        >>> cgt.games.JumpChess(width=9).parse_strip(".x..xx...")
        50
        """
        empty, full = self._cells
        if not isinstance(text, str) or len(text) != self.width:
            raise InvalidPositionError(
                f"strip {text!r} of {self!r} should be a string of {self.width} cells"
            )
        mask = 0
        for c, cell in enumerate(text):
            if cell == full:
                mask |= 1 << c
            elif cell != empty:
                raise InvalidPositionError(
                    f"strip {text!r} of {self!r}: cell {cell!r} at column {c + 1} is neither "
                    f"{empty!r} (empty) nor {full!r} (occupied)"
                )
        return mask

    def grundy_table(self, progress: Optional[Progress] = None) -> np.ndarray:
        """Return the Grundy values of all ``2**width`` masks, filled by the numba engine.

        The table is computed by brute-force mex with the ruleset's move kernel
        (no closed form is used) the first time this object is asked, then
        kept by the object; another object computes its own.

        Parameters
        ----------
        progress : callable, optional
            ``progress(done, total)``, called during a fill as by
            :func:`grundy_table`; not called when the table is already kept.

        Returns
        -------
        numpy.ndarray
            A read-only ``uint8`` array of length ``2**width``, indexed by mask.

        Raises
        ------
        InvalidValueError
            If the table would not fit in memory (the message says how much it
            needs) or ``width > 62``.

        Examples
        --------
        >>> import cgt
        >>> table = cgt.games.JumpChess(width=3).grundy_table()
        >>> table.tolist()
        [0, 0, 1, 2, 0, 1, 0, 0]
        """
        if self._table is None:
            where = f"{self!r}.grundy_table()"
            width = check_table_width(self.width, where)  # before importing numba
            module, name = self._kernel.split(":")
            kernel = getattr(importlib.import_module(module), name)
            self._table = _fill_table(kernel, width, self._slots(), self._order, where, progress)
        return self._table

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.width == self.width  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self.width))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(width={self.width})"
