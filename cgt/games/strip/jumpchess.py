"""Jump chess (HDU 5724 "Chess"): pieces jump rightwards along rows of a board.

A board is ``n`` rows of ``width`` cells (20 in the contest). A move takes one
piece and moves it right to the first empty cell: onto the neighbouring cell
if it is empty, otherwise over the whole block of pieces to its right onto the
cell just past it. No move leaves the board, and a player with no move loses.
The board is the disjunctive sum of its rows.

A row is an int mask, bit ``c - 1`` set for a piece on column ``c``
(:class:`cgt.impartial.bitmask.BitmaskGame`); a board is a :class:`JumpChessBoard` (or a
plain tuple of row masks). A row is a staircase Nim position in disguise
(:mod:`cgt.games.strip.staircase`), so its value has a closed form and every width is
solved at once; :meth:`JumpChess.grundy_table` fills the values of all rows
by brute force with the numba engine instead, to check it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from typing import Any, NamedTuple, Optional, Union

import numpy as np

from ... import _svg
from ...impartial.bitmask import BitmaskGame
from ...errors import InvalidPositionError, InvalidValueError
from ...game import Game, Outcome
from .staircase import row_grundy, row_move, row_to_staircase, rows_grundy, staircase_moves

__all__ = ["JumpChess", "JumpChessBoard", "JumpMove", "BoardEvaluation"]

METHODS = ("staircase", "table")


def check_method(method: str) -> None:
    if method not in METHODS:
        raise InvalidValueError(f"method {method!r} is not one of {METHODS}")


class JumpMove(NamedTuple):
    """A move of jump chess: the piece on column `source` of row `row` lands on column `target`.

    `row` is a Python index (from 0); columns, and the move's text, count from
    1 as people (and ``cgt play``) do.

    Examples
    --------
    >>> move = JumpMove(row=0, source=19, target=20)
    >>> print(move)
    row 1: the piece on column 19 to column 20
    """

    #: Index of the row in the board, from 0 (0 for a single row).
    row: int
    #: Column of the piece that moves, from 1.
    source: int
    #: Column it lands on: the first empty cell right of `source`.
    target: int

    def __str__(self) -> str:
        return f"row {self.row + 1}: the piece on column {self.source} to column {self.target}"


class JumpChessBoard:
    """A jump-chess board: a tuple of row masks of a given width, drawn as strips.

    Parameters
    ----------
    rows : iterable of int
        Row masks, bit ``c - 1`` set for a piece on column ``c``.
    width : int, optional
        Number of columns, 20 by default.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.
    InvalidPositionError
        If a row is not a mask of `width` columns (the message gives its index).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import JumpChess, JumpChessBoard
    >>> board = JumpChessBoard.from_columns([[19, 20], [1, 5, 6]], width=20)
    >>> str(board).splitlines()   # one strip per row, column 1 first
    ['..................xx', 'x...xx..............']
    >>> board
    JumpChessBoard((786432, 49), width=20)
    >>> cgt.grundy(JumpChess(width=20), board)
    1
    """

    __slots__ = ("rows", "width", "__weakref__")

    def __init__(self, rows: Iterable[int], width: int = 20) -> None:
        game = JumpChess(width)
        self.width: int = game.width
        self.rows: tuple[int, ...] = tuple(game._check_row(r, f"row {i + 1}") for i, r in enumerate(rows))

    @classmethod
    def from_columns(cls, columns: Iterable[Iterable[int]], width: int = 20) -> "JumpChessBoard":
        """Return the board whose rows have pieces on the given columns.

        Parameters
        ----------
        columns : iterable of iterables of int
            For each row, its occupied columns (``1 .. width``, no repeats).
        width : int, optional
            Number of columns, 20 by default.

        Returns
        -------
        JumpChessBoard

        Raises
        ------
        InvalidPositionError
            If a column is outside ``1 .. width`` or repeated in a row.

        Examples
        --------
        >>> JumpChessBoard.from_columns([[1], [2, 3]], width=4).rows
        (1, 6)
        """
        game = JumpChess(width)
        return cls([game.row(cols) for cols in columns], width)

    def replace(self, index: int, row: int) -> "JumpChessBoard":
        """Return a copy of the board with row `index` replaced by `row`.

        Parameters
        ----------
        index : int
            Index of the row, from 0.
        row : int
            The new row mask.

        Returns
        -------
        JumpChessBoard

        Examples
        --------
        >>> JumpChessBoard([1, 2], width=3).replace(0, 4)
        JumpChessBoard((4, 2), width=3)
        """
        return JumpChessBoard(self.rows[:index] + (row,) + self.rows[index + 1 :], self.width)

    def __iter__(self) -> Iterator[int]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index: int) -> int:
        return self.rows[index]

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, JumpChessBoard) and other.width == self.width and other.rows == self.rows
        )

    def __hash__(self) -> int:
        return hash((JumpChessBoard, self.width, self.rows))

    def __repr__(self) -> str:
        return f"JumpChessBoard({self.rows!r}, width={self.width})"

    def __str__(self) -> str:
        game = JumpChess(self.width)
        return "\n".join(game.strip(r) for r in self.rows)

    def _repr_svg_(self) -> str:
        """The board as an SVG picture (Jupyter shows it): a strip of cells per row, column 1 on the left."""
        game = JumpChess(self.width)
        strips = [game.strip(r) for r in self.rows]
        piece = game.strip(1)[0]  # how the strips draw a piece: a row with one on column 1
        parts = _svg.cells(strips, lambda r, c, ch: "#ffffff") + _svg.stones(strips, {piece: "#34495e"})
        return _svg.svg(self.width * _svg.CELL, len(strips) * _svg.CELL, parts)


class BoardEvaluation(NamedTuple):
    """What :meth:`JumpChess.evaluate` finds out about a board."""

    #: Grundy value of each row.
    values: np.ndarray
    #: Grundy value of the board: the nim-sum of the rows' values.
    nim_sum: int
    #: P (the player to move loses) or N.
    outcome: Outcome
    #: A winning move, or ``None`` in a P-position.
    move: Optional[JumpMove]


Board = Union[JumpChessBoard, tuple[int, ...]]


class JumpChess(
    BitmaskGame,
    kernel="cgt._kernels.bitmask:jump_chess_options",
    order="grows",
    weights=lambda width: range(1, width + 1),  # a move raises the sum of the pieces' columns
):
    """Jump chess on rows of `width` cells; positions are row masks or whole boards.

    A position is a row (an int mask, bit ``c - 1`` set for a piece on column
    ``c``) or a board (a :class:`JumpChessBoard`, or a tuple of row masks):
    the solver splits a board into its rows (``decompose``) and answers a row
    by the staircase closed form (``grundy_hint``), so any width is solved at
    once. ``cgt.OptionsOnly(JumpChess(...))`` solves by brute force instead,
    and :meth:`grundy_table` fills all ``2**width`` rows with the numba engine.

    Parameters
    ----------
    width : int, optional
        Number of columns, at least 1; 20 in the contest.

    Raises
    ------
    InvalidValueError
        If `width` is not an integer >= 1.

    Examples
    --------
    >>> import cgt
    >>> g = cgt.games.JumpChess(width=9)
    >>> row = g.parse_strip(".x..xx...")
    >>> [g.strip(q) for q in g.options(row)]
    ['..x.xx...', '.x...xx..', '.x..x.x..']
    >>> cgt.grundy(g, row), cgt.grundy(cgt.OptionsOnly(g), row)
    (3, 3)
    >>> g.winning_move(row)
    JumpMove(row=0, source=6, target=7)
    >>> cgt.grundy(cgt.games.JumpChess(width=1000), 1 << 500)   # a lone piece, 499 cells to go
    1
    """

    __slots__ = ()

    def _rows(self, position: Any) -> tuple[int, ...]:
        """The rows of a board position, checked."""
        if isinstance(position, JumpChessBoard):
            if position.width != self.width:
                raise InvalidPositionError(
                    f"board of width {position.width} is not a position of {self!r}"
                )
            return position.rows
        if isinstance(position, tuple):
            return tuple(self._check_row(r, f"row {i + 1} of the board") for i, r in enumerate(position))
        raise InvalidPositionError(
            f"{position!r} of type {type(position).__name__} is not a position of {self!r}: "
            "expected a row (int mask) or a board (JumpChessBoard or tuple of row masks)"
        )

    def move(self, row: int, column: int) -> int:
        """Return the row after moving the piece on `column`.

        Parameters
        ----------
        row : int
            A row mask.
        column : int
            Column of the piece to move.

        Returns
        -------
        int
            The row with that piece on the first empty cell to its right.

        Raises
        ------
        InvalidPositionError
            If `row` is not a mask of this width.
        InvalidValueError
            If there is no piece on `column` or it cannot move.

        Examples
        --------
        >>> g = JumpChess(width=9)
        >>> g.strip(g.move(g.parse_strip(".x..xx..."), 5))
        '.x...xx..'
        """
        r = self._check_row(row)
        if isinstance(column, bool) or not isinstance(column, int) or not 1 <= column <= self.width:
            raise InvalidValueError(f"column {column!r} is outside 1..{self.width} of {self!r}")
        if not r >> (column - 1) & 1:
            raise InvalidValueError(f"no piece on column {column} of row {self.strip(r)!r}")
        target = self._landing(r, column - 1)
        if target is None:
            raise InvalidValueError(
                f"the piece on column {column} of row {self.strip(r)!r} cannot move: "
                "no empty cell to its right"
            )
        return r ^ (1 << (column - 1)) | target

    def _landing(self, row: int, bit: int) -> Optional[int]:
        free = ~row & -(2 << bit)  # empty cells right of the piece (Python ints are unbounded)
        target = free & -free
        return None if target >> self.width else target

    def options(self, position: Union[int, Board]) -> list[Any]:
        """Return the positions after one move (of a row, or of any row of a board).

        Rows' options are listed by the column of the moved piece, from the left.
        """
        if isinstance(position, int) and not isinstance(position, bool):
            r = self._check_row(position)
            result = []
            rest = r
            while rest:
                low = rest & -rest
                rest ^= low
                target = self._landing(r, low.bit_length() - 1)
                if target is not None:
                    result.append(r ^ low | target)
            return result
        rows = self._rows(position)
        return [
            self.recompose(position, i, q) for i, r in enumerate(rows) for q in self.options(r)
        ]

    def grundy_hint(self, position: Union[int, Board]) -> Optional[int]:
        """Return a row's value by the staircase closed form; ``None`` for a board (it decomposes)."""
        if isinstance(position, int) and not isinstance(position, bool):
            return row_grundy(self._check_row(position), self.width)
        return None

    def move_to_value(self, position: Union[int, Board], target: int) -> Optional[Union[int, Board]]:
        """Return an option of value `target` found through the staircase, or ``None`` if none has it.

        The :class:`cgt.Game` hook behind :func:`cgt.winning_move`: no option is
        listed, so any width is answered at once. A board is searched row by
        row.

        Examples
        --------
        >>> g = JumpChess(width=9)
        >>> g.strip(g.move_to_value(g.parse_strip(".x..xx..."), 0))
        '.x..x.x..'
        >>> g.move_to_value(g.parse_strip(".x..xx..."), 3) is None   # its own value: never
        True
        """
        if not (isinstance(position, int) and not isinstance(position, bool)):
            from ...outcomes import move_to_value_by_parts

            return move_to_value_by_parts(self, position, target)
        row = self._check_row(position)
        moves = staircase_moves(row_to_staircase(row, self.width), target)
        if not moves:
            return None
        return self.move(row, row_move(row, self.width, moves[0])[0])

    def decompose(self, position: Union[int, Board]) -> Optional[list[tuple[Game, Hashable]]]:
        """Split a board into its rows; ``None`` for a single row."""
        if isinstance(position, int) and not isinstance(position, bool):
            return None
        return [(self, r) for r in self._rows(position)]

    def recompose(self, position: Board, index: int, component: int) -> Board:
        """Return the board `position` with row `index` replaced by `component`."""
        if isinstance(position, JumpChessBoard):
            return position.replace(index, component)
        return position[:index] + (component,) + position[index + 1 :]

    def grundy_rows(self, rows: Any, method: str = "staircase") -> np.ndarray:
        """Return the Grundy values of many rows at once.

        Parameters
        ----------
        rows : array_like of int
            Row masks: a numpy integer array, a board, or a sequence of ints.
        method : {"staircase", "table"}, optional
            ``"staircase"`` (default) evaluates the closed form, vectorized
            over the rows, at any width; ``"table"`` looks the rows up in
            :meth:`grundy_table` (filled by brute force on first use).

        Returns
        -------
        numpy.ndarray
            ``int64`` values, one per row.

        Raises
        ------
        InvalidValueError
            If `method` is unknown, or the table does not fit in memory.
        InvalidPositionError
            If a row is not a mask of this width.

        Examples
        --------
        >>> g = JumpChess(width=20)
        >>> g.grundy_rows([0b11 << 18, 1 << 18, 1 << 17]).tolist()
        [0, 1, 0]
        """
        check_method(method)
        if isinstance(rows, JumpChessBoard):
            rows = self._rows(rows)
        if method == "staircase":
            return rows_grundy(rows, self.width)
        table = self.grundy_table()
        masks = np.asarray(rows).reshape(-1)
        if len(masks) and (masks.dtype.kind not in "iu" or masks.min() < 0 or masks.max() >= len(table)):
            rows_grundy(rows, self.width)  # raises, naming the bad row, unless they are Python ints
        return table[masks.astype(np.int64)].astype(np.int64)

    def evaluate(self, position: Any, method: str = "staircase") -> BoardEvaluation:
        """Return the rows' values, the board's nim-sum and outcome, and a winning move.

        Parameters
        ----------
        position : int, JumpChessBoard, tuple or array_like of int
            A row, or a board given as its row masks (a numpy array included).
        method : {"staircase", "table"}, optional
            How row values are found, as :meth:`grundy_rows`.

        Returns
        -------
        BoardEvaluation
            ``values``, ``nim_sum``, ``outcome`` and ``move``: a winning move
            in the first row (from the top) that has one, the one nearest the
            right edge; ``None`` in a P-position.

        Raises
        ------
        InvalidValueError, InvalidPositionError
            As :meth:`grundy_rows`.

        Examples
        --------
        >>> g = JumpChess(width=20)
        >>> g.evaluate(JumpChessBoard.from_columns([[19, 20]])).outcome   # contest sample 1
        Outcome.P
        >>> e = g.evaluate(JumpChessBoard.from_columns([[19], [18]]))      # contest sample 2
        >>> e.nim_sum, e.outcome, e.move
        (1, Outcome.N, JumpMove(row=0, source=19, target=20))
        """
        if isinstance(position, int) and not isinstance(position, bool):
            rows: Any = [self._check_row(position)]
        elif isinstance(position, JumpChessBoard):
            rows = self._rows(position)
        else:
            rows = position
        values = self.grundy_rows(rows, method)
        total = int(np.bitwise_xor.reduce(values)) if len(values) else 0
        move = None
        if total:
            # Only a row whose value v exceeds v ^ total can move to make the board's value 0.
            i = int(np.flatnonzero((values ^ total) < values)[0])
            row = int(rows[i])
            stair = staircase_moves(row_to_staircase(row, self.width), int(values[i]) ^ total)[0]
            move = JumpMove(i, *row_move(row, self.width, stair))
        return BoardEvaluation(values, total, Outcome.N if total else Outcome.P, move)

    def winning_move(self, position: Any) -> Optional[JumpMove]:
        """Return a winning move of a row or board, or ``None`` in a P-position.

        Found through the staircase reduction, so instant at any width.

        Parameters
        ----------
        position : int, JumpChessBoard, tuple or array_like of int
            A row, or a board given as its row masks.

        Returns
        -------
        JumpMove or None
            As ``evaluate(position).move``.

        Raises
        ------
        InvalidPositionError
            If a row is not a mask of this width.

        Examples
        --------
        >>> g = JumpChess(width=64)
        >>> g.winning_move((1, 1 << 63))    # a lone piece on column 1, another stuck on 64
        JumpMove(row=0, source=1, target=2)
        """
        return self.evaluate(position).move
