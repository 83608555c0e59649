"""A generic numba engine for games on a strip of cells encoded as an int mask.

A position of such a game is a row of ``width`` cells, encoded as an int whose
bit ``c - 1`` is set when cell (column) ``c`` is occupied, columns ``1 ..
width``. :func:`grundy_table` fills the Grundy value of every one of the
``2**width`` masks by brute-force mex, given only a numba *kernel* that lists
the moves of a mask, in one of two forms:

* an **options kernel** (the fast form) is a generator ``kernel(mask,
  width)`` that yields the options of `mask`, so it can enumerate its moves
  with bit tricks (numba inlines it into the fill's loop);
* a **move kernel** ``kernel(mask, width, slot) -> option or -1`` answers for
  one move number ``slot`` (``0 <= slot < slots``) at a time.

The ruleset declares the order in which its masks change: ``"grows"`` when
every option is a larger int than its position (pieces move towards higher
columns, as in jump chess), ``"shrinks"`` when every option is smaller (pieces
are removed, as in Kayles). The table is filled in the opposite order, so the
options of a mask are always solved before it; the engine checks the declared
order on every option it meets.

**Parallel fills.** An options kernel may also declare a *rank*: integer
``weights``, one per cell, such that every move changes the sum of the weights
of the occupied cells strictly in the declared direction. Masks of one rank
cannot reach each other, so the engine fills the ranks one after the other (a
*level* each) and the masks of a level in parallel, on ``workers`` threads
(numba ``prange``). Jump chess declares the column numbers (a move takes a
piece to a higher column, so the sum of the pieces' columns rises), Kayles a
weight of 1 per cell (a move removes pins). The table is the same, bit for bit,
whatever the number of workers. Without weights a fill is serial: the int
order itself is a rank (weights ``2**(c - 1)``) whose levels hold one mask
each.

:class:`BitmaskGame` is the base class of rulesets built on the engine
(:class:`cgt.games.JumpChess`, :class:`cgt.games.KaylesStrip`, and your own):
a subclass attaches its kernel, order and ``weights`` as class keywords and gets ``grundy_table()``, ``options()``, encoding helpers
and strip pictures.

Notes
-----
numba is imported only when a table is first filled. Each kernel's fill is
compiled once per process and cached on disk (``cache=True``), so the first
table of a process costs, on the 2-core machine of
``benchmarks/bench_jumpchess.py``: about 0.8 s on a cold cache for a serial
fill (importing numba, compiling the kernel and the fill; a parallel fill
compiles for several seconds more) and about 0.25 s on a warm one (importing
numba and loading the cached machine code). Later tables cost only the fill.
Tables of fewer than ``2**PARALLEL_MIN_WIDTH`` masks are always filled
serially, where threads would cost more than they save.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import index
from typing import Any, Callable, ClassVar, NamedTuple, Optional

import numpy as np

from ..errors import InvalidPositionError, InvalidValueError, NotAGameError
from .bitmask_engine import (
    MAX_TABLE_WIDTH,
    ORDERS,
    PARALLEL_MIN_WIDTH,
    Progress,
    Spec,
    check_spec,
    check_table_width,
    compile_error,
    fill_error,
    fill_table,
    threads_of,
)

__all__ = [
    "grundy_table",
    "check_table_width",
    "BitmaskGame",
    "MAX_TABLE_WIDTH",
    "PARALLEL_MIN_WIDTH",
    "Progress",
]

def grundy_table(
    kernel: Any,
    width: int,
    *,
    order: str,
    slots: Optional[int] = None,
    weights: Optional[Sequence[int]] = None,
    workers: Optional[int] = None,
    progress: Optional[Progress] = None,
) -> np.ndarray:
    """Return the Grundy values of all ``2**width`` masks of a bitmask ruleset.

    Parameters
    ----------
    kernel : numba dispatcher or str
        An ``@numba.njit(cache=True)`` function, or its ``"module:function"``
        name: an *options kernel*, a generator ``kernel(mask, width)`` that
        yields the options of `mask`, or a *move kernel* ``kernel(mask, width, slot) -> int`` that returns the
        option made by move ``slot`` from `mask`, or ``-1`` when there is no
        such move (pass `slots`).
    width : int
        Number of cells, ``0 <= width <= 62``; the table has ``2**width``
        entries and must fit in the available memory.
    order : {"grows", "shrinks"}
        ``"grows"`` if every option is larger than its mask (as ints),
        ``"shrinks"`` if smaller. Masks are solved in the opposite order.
    slots : int, optional
        Only for a move kernel: the number of move slots asked about for each mask.
    weights : sequence of int, optional
        For an options kernel: ``width`` integers ``>= 0``, the weight of each
        cell (column 1 first), such that every move changes the sum of the
        weights of the occupied cells (the mask's *rank*) strictly in the
        direction of `order`. With them, masks of one rank are filled in
        parallel; the engine checks the rank of every option.
    workers : int, optional
        Threads for a parallel fill: ``None`` (default) for all cores, ``1``
        for the serial fill. Used only with `weights` and ``width >=
        PARALLEL_MIN_WIDTH``; capped at numba's thread count.
    progress : callable, optional
        Called as ``progress(done, total)`` about a hundred times during the
        fill (never more often than every ``2**16`` masks), last with
        ``done == total``; for progress bars on long fills.

    Returns
    -------
    numpy.ndarray
        A read-only ``uint8`` array of length ``2**width``: entry ``mask`` is
        the Grundy value of ``mask``. It does not depend on `workers`.

    Raises
    ------
    NotAGameError
        If `kernel` is not a numba-compiled function, or does not compile
        with the arguments of its form (the message quotes numba's reason).
    InvalidValueError
        If `width`, `order`, `slots`, `weights` or `workers` is
        invalid, if the table would not fit in memory (the message says how
        much it needs), if the kernel puts an option off the board, breaks the
        declared order or rank (the message names the mask and the option), or
        if a value exceeds 255.

    Notes
    -----
    Time ``O(2**width)`` kernel calls (``O(slots * 2**width)`` for a move
    kernel), memory ``2**width`` bytes. The first call for a kernel compiles
    (or loads from numba's cache) its fill; see the module notes for the cost.

    Examples
    --------
    Kayles on a strip, with an options kernel that yields the masks left by
    knocking down one pin or two adjacent pins (every move removes pins):

    >>> import numba, cgt
    >>> @numba.njit
    ... def kayles_options(mask, width):
    ...     for c in range(width):
    ...         if mask >> c & 1:
    ...             yield mask ^ (1 << c)
    ...             if mask >> (c + 1) & 1:
    ...                 yield mask ^ (3 << c)
    >>> table = cgt.impartial.bitmask.grundy_table(kayles_options, 4, order="shrinks")
    >>> int(table[0b1111]), int(table[0b1011])   # a run of 4 pins; runs of 2 and 1
    (1, 3)

    The same with a move kernel, and in parallel with a rank (the number of pins):

    >>> @numba.njit
    ... def kayles_move(mask, width, slot):   # knock pin `slot`, or pins slot - width and the next
    ...     pins = 1 << slot if slot < width else 3 << (slot - width)
    ...     return mask & ~pins if (mask & pins) == pins else -1
    >>> slow = cgt.impartial.bitmask.grundy_table(kayles_move, 4, order="shrinks", slots=7)
    >>> wide = cgt.impartial.bitmask.grundy_table(kayles_options, 16, order="shrinks",
    ...                                 weights=[1] * 16, workers=2)
    >>> bool((slow == table).all()), bool((wide[:16] == table).all())
    (True, True)
    """
    where = f"grundy_table({getattr(kernel, '__name__', kernel)!r}, width={width!r})"
    w = check_table_width(width, where)
    spec = check_spec(kernel, w, order, slots, weights, where)
    return fill_table(spec, w, threads_of(workers, where), where, progress)


class _Rules(NamedTuple):
    """What a BitmaskGame subclass declares as class keywords."""

    kernel: Any
    order: str
    weights: Optional[Callable[[int], Sequence[int]]]


class BitmaskGame:
    """Base class of rulesets on a strip of `width` cells encoded as an int mask.

    Bit ``c - 1`` of a mask is set when column ``c`` is occupied, columns
    ``1 .. width``. A subclass attaches its numba options kernel with class
    keywords, and gets :meth:`grundy_table` (every mask's value, filled by
    :func:`grundy_table`) and :meth:`options` (the kernel's options, so the
    solver plays it too). Games of one class and width compare equal and so
    share the solver's cache. :class:`cgt.games.JumpChess` and
    :class:`cgt.games.KaylesStrip` are built this way, and override
    ``options`` in pure Python so that any width works with the solver.

    Class keywords (``class MyGame(BitmaskGame, kernel=..., order=...)``):

    kernel : numba dispatcher or str
        The options kernel, a numba generator ``kernel(mask, width)`` yielding
        the options of `mask` (see :mod:`cgt.impartial.bitmask`), or its
        ``"module:function"`` name, imported when first needed (so that
        defining the class does not import numba).
    order : {"grows", "shrinks"}
        How every option compares with its mask, as ints.
    weights : callable, optional
        A function of the width giving the weight of each cell (column 1
        first), if every move changes the sum of the weights of the occupied
        cells strictly in the direction of `order`: the table is then filled
        in parallel (see :func:`grundy_table`).

    Parameters
    ----------
    width : int
        Number of cells, at least 1.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1, or (when the class is defined) a
        class keyword is invalid.

    Examples
    --------
    Dawson's Kayles on a strip: a move knocks down two adjacent pins.

    >>> import numba, cgt
    >>> from cgt.impartial.bitmask import BitmaskGame
    >>> @numba.njit
    ... def knock_two(mask, width):
    ...     pairs = mask & (mask >> 1)        # bit c: pins c + 1 and c + 2 stand
    ...     while pairs:
    ...         low = pairs & -pairs
    ...         pairs ^= low
    ...         yield mask ^ (3 * low)
    >>> class DawsonsStrip(BitmaskGame, kernel=knock_two, order="shrinks"):
    ...     pass
    >>> g = DawsonsStrip(width=6)
    >>> [g.strip(q) for q in g.options(g.parse_strip("xxx.xx"))]
    ['..x.xx', 'x...xx', 'xxx...']
    >>> cgt.grundy(g, g.parse_strip("xxx.xx")), int(g.grundy_table()[0b111011])
    (0, 0)
    """

    __slots__ = ("width", "_table", "__weakref__")

    #: The class keywords of the nearest subclass that gave a kernel.
    _rules: ClassVar[Optional[_Rules]] = None
    #: Characters of an empty and an occupied cell in strip pictures.
    _cells: ClassVar[str] = ".x"

    def __init_subclass__(
        cls,
        *,
        kernel: Any = None,
        order: Optional[str] = None,
        weights: Optional[Callable[[int], Sequence[int]]] = None,
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        where = f"class {cls.__name__}(BitmaskGame)"
        if kernel is None:
            if (order, weights) != (None, None):
                raise InvalidValueError(f"{where}: order and weights need a kernel=")
            return
        if not (isinstance(kernel, str) and ":" in kernel) and not callable(getattr(kernel, "py_func", None)):
            raise NotAGameError(
                f"{where}: kernel {kernel!r} is neither a numba.njit function nor a 'module:function' name"
            )
        if order not in ORDERS:
            raise InvalidValueError(f"{where}: order {order!r} is not one of {ORDERS}")
        if weights is not None and not callable(weights):
            raise InvalidValueError(f"{where}: weights {weights!r} is not a function of the width")
        cls._rules = _Rules(kernel, order, weights)  # type: ignore[arg-type]

    def __init__(self, width: int = 20) -> None:
        if isinstance(width, bool) or not hasattr(type(width), "__index__") or index(width) < 1:
            raise InvalidValueError(f"{type(self).__name__}: width {width!r} is not an integer >= 1")
        self.width: int = index(width)
        self._table: np.ndarray | None = None

    def _spec(self, where: str) -> Spec:
        """The checked engine call of this ruleset at this width."""
        rules = type(self)._rules
        if rules is None:
            raise NotAGameError(
                f"{where}: {type(self).__name__} has no kernel; attach one with class keywords: "
                f"class {type(self).__name__}(BitmaskGame, kernel=..., order=...)"
            )
        weights = None if rules.weights is None else rules.weights(self.width)
        width = check_table_width(self.width, where)
        return check_spec(rules.kernel, width, rules.order, None, weights, where)

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

    def grundy_table(self, progress: Optional[Progress] = None, workers: Optional[int] = None) -> np.ndarray:
        """Return the Grundy values of all ``2**width`` masks, filled by the numba engine.

        The table is computed by brute-force mex with the ruleset's kernel (no
        closed form is used) the first time this object is asked, then kept by
        the object; another object computes its own.

        Parameters
        ----------
        progress : callable, optional
            ``progress(done, total)``, called during a fill as by
            :func:`grundy_table`; not called when the table is already kept.
        workers : int, optional
            Threads for the fill, as by :func:`grundy_table`: ``None``
            (default) for all cores, ``1`` for the serial fill. The table is
            the same either way.

        Returns
        -------
        numpy.ndarray
            A read-only ``uint8`` array of length ``2**width``, indexed by mask.

        Raises
        ------
        InvalidValueError
            If the table would not fit in memory (the message says how much it
            needs), ``width > 62``, or the kernel breaks its declarations.
        NotAGameError
            If the class has no kernel, or the kernel does not compile as an
            options kernel.

        Examples
        --------
        >>> import cgt
        >>> table = cgt.games.JumpChess(width=3).grundy_table()
        >>> table.tolist()
        [0, 0, 1, 2, 0, 1, 0, 0]
        """
        if self._table is None:
            where = f"{self!r}.grundy_table()"
            spec = self._spec(where)
            self._table = fill_table(spec, self.width, threads_of(workers, where), where, progress)
        return self._table

    def options(self, position: int) -> list[int]:
        """Return the options of a mask, as the class's kernel lists them.

        Subclasses may override it in pure Python (the library's games do, so
        that the solver works at any width); this default calls the kernel.

        Parameters
        ----------
        position : int
            A mask of this game.

        Returns
        -------
        list of int

        Raises
        ------
        InvalidPositionError
            If `position` is not a mask of ``width`` cells.
        InvalidValueError
            If the kernel yields an option off the board, or ``width > 62``.
        NotAGameError
            If the class has no kernel, or it does not compile.
        """
        mask = self._check_row(position)
        where = f"{self!r}.options({mask})"
        spec = self._spec(where)
        import numba

        from .._kernels import bitmask as kernels

        try:
            result = [int(q) for q in spec.kernel(mask, self.width)]
        except (TypeError, numba.core.errors.NumbaError) as error:  # wrong arity, or typing fails
            raise compile_error(error, spec.kernel, "options", where) from None
        bad = next((q for q in result if q < 0 or q >> self.width), None)
        if bad is not None:
            raise fill_error(kernels.BAD_OPTION, spec, self.width, np.array([mask, bad]), where)
        return result

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.width == self.width  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self.width))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(width={self.width})"
