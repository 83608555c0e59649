"""A partizan game on a board (``cgt.games.grid.board``): the rules give the moves, this module the rest.

:class:`BoardRuleset` turns a game's moves (masks after each move) into
options in normal form, the split of a board into the regions no move can
connect, and the partizan engine's ``option_summands`` hook: each region of
each option keyed under the symmetries that keep its value, negated where
they swap the players. Clobber, Anti-Clobber, Konane and Amazons are
written on it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from functools import lru_cache
from typing import Any, ClassVar, Optional, Union

from ...errors import NotAGameError
from ...game import player_side
from ...partizan.engine import canonical_form
from ...partizan.values import CanonicalForm
from ..ruleset import EstimatedRuleset
from .board import Board, BoardMove, canonical, region_key, regions
from .compiled import compiled_hint

__all__ = ["BoardRuleset"]


@lru_cache(maxsize=1 << 18)
def _region_keys(game: "BoardRuleset", width: int, height: int, masks: tuple[int, ...]) -> tuple[tuple[Board, bool], ...]:
    """The live regions of a board, each keyed under the game's symmetries (with the players' swap)."""
    cls, transpose, swap = game.position_type, game.transpose, game.swap
    found = []
    for region in regions(game.reach(masks), width, height, diagonal=game.diagonal):
        part = tuple([m & region for m in masks])
        if game.alive(part):
            found.append(region_key(cls, part, width, height, transpose, swap))
    return tuple(found)


class BoardRuleset(EstimatedRuleset):
    """A partizan game on a ``Board``: a subclass gives the moves, this class the rest.

    A subclass names its ``position_type`` (a ``Board`` subclass)
    and writes ``moves``, the boards after each move of a player as masks
    of the same shape; it may say which symmetries keep the value
    (``transpose``, ``swap``), which cells a move can connect
    (``reach``, ``diagonal``) and which regions can never hold a move
    (``alive``). Options are boards of the position's frame, with their
    moves (``left_moves``); a board falls apart into its regions in normal
    form (cropped, least picture: ``decompose``), which the partizan engine
    keys under every symmetry (``option_summands``). The symmetries that
    negate the value give ``negative``.

    Examples
    --------
    A game of one's own: Clobber with diagonal captures. A stone captures
    an enemy stone touching it at a corner; every symmetry keeps the value
    and exchanging the colours negates it (the defaults).

    >>> import cgt
    >>> from cgt.games.grid.board import Board, frame
    >>> class Stones(Board):
    ...     symbols, blank, noun = "xo", ".", "board of stones"
    >>> class DiagonalClobber(BoardRuleset):
    ...     position_type, example = Stones, "x.|.o"
    ...     diagonal = True                  # stones meet across corners
    ...     def moves(self, board, player):
    ...         width, height, x, o = board
    ...         own, enemy = (x, o) if player == 0 else (o, x)
    ...         f = frame(width, height)
    ...         found = []
    ...         for shift, may in ((f.stride + 1, f.not_last), (f.stride - 1, f.not_first),
    ...                            (1 - f.stride, f.not_last), (-1 - f.stride, f.not_first)):
    ...             moved = (own & may) << shift if shift > 0 else (own & may) >> -shift
    ...             for target in bits(moved & enemy):
    ...                 mover = target >> shift if shift > 0 else target << -shift
    ...                 after = (own ^ mover | target, enemy ^ target)
    ...                 found.append(after if player == 0 else after[::-1])
    ...         return found
    ...     def alive(self, masks):
    ...         return bool(masks[0] and masks[1])
    >>> def bits(mask):
    ...     while mask:
    ...         yield mask & -mask
    ...         mask &= mask - 1
    >>> game = DiagonalClobber()
    >>> cgt.canonical_form(game, "x.|.o"), cgt.canonical_form(game, "xo|ox")
    (CanonicalForm.parse('*'), CanonicalForm.parse('0'))

    >>> game.left_options("x.x|.o.")
    [Stones('..x|.x.'), Stones('x..|.x.')]

    This is CGSuite's ``GenClobber(directions => Coordinates.Diagonal)``, and
    it gives the value of CGSuite's own test table (GameGridTest.scala):

    >>> print(cgt.canonical_form(game, "xoxo|oox.|xxx."))
    {0,v*|vv}
    """

    __slots__ = ()
    position_type: ClassVar[type[Board]]
    #: Transposes as symmetries: 0 none, 1 keeping the value, -1 swapping the players.
    transpose: ClassVar[int] = 1
    #: Whether exchanging masks 0 and 1 (the players' pieces) negates the value.
    swap: ClassVar[bool] = True
    #: Whether cells touching at a corner are connected (pieces that move diagonally).
    diagonal: ClassVar[bool] = False
    #: The compiled twins of ``moves``, ``reach`` and ``alive``, by name (see
    #: :mod:`cgt.games.grid.compiled`); ``None``: the game is searched in Python only.
    kernels: ClassVar[Optional[str]] = None
    #: The rough estimate of positions (``rough_positions``) from which a board is searched compiled.
    compiled_positions: ClassVar[int] = 10_000
    #: The cells (in any mask) under which a board is searched in Python without an estimate.
    compiled_cells: ClassVar[int] = 12

    def moves(self, board: Board, player: int) -> Iterable[tuple[int, ...]]:
        """Return the masks after each move of `player` (0 Left, 1 Right), in the board's shape."""
        raise NotImplementedError

    def reach(self, masks: tuple[int, ...]) -> int:
        """Return the cells a move can touch; regions of them apart are independent (default: every mask)."""
        union = 0
        for m in masks:
            union |= m
        return union

    def alive(self, masks: tuple[int, ...]) -> bool:
        """Return whether a region (its masks) may still hold a move; dead ones are dropped (default: yes)."""
        return True

    def canonical_form_hint(self, position: Union[Board, str]) -> Optional[CanonicalForm]:
        """Return the value of a large board by compiled search, else ``None`` (the solver's hook).

        Only for a game with ``kernels``, from a rough estimate of
        ``compiled_positions`` positions up (see :func:`~cgt.games.grid.compiled.compiled_hint`).
        """
        return compiled_hint(self, position)

    def rough_region_positions(self, region: Board) -> Optional[int]:
        """Return a rough estimate of the positions a search of one live region visits, or ``None`` (the default: unknown)."""
        return None

    def rough_positions(self, position: Union[Board, str]) -> Optional[int]:
        """Return a rough estimate of the positions a search of `position` visits, from its size alone, or ``None``.

        The sum over its live regions (the search takes them one by one) of
        :meth:`rough_region_positions`; ``None`` when that is unknown. A
        game that has one gets :meth:`estimated_positions`.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        board = self._position(position)
        parts = self.decompose(board)
        total = 0
        for region in [board] if parts is None else [part for _, part in parts]:
            rough = self.rough_region_positions(region)
            if rough is None:
                return None
            total += rough
        return max(total, 1)

    def _normal(self, width: int, height: int, masks: tuple[int, ...]) -> Board:
        key, _ = canonical(masks, width, height, transpose=max(self.transpose, 0))
        return self.position_type.from_masks(key[0], key[1], key[2:])

    def left_options(self, position: Union[Board, str]) -> list[Board]:
        """Return the boards after each move of Left, each once: the same frame, as the board is drawn.

        The partizan engine does not ask for them: it keys each option's
        regions under the symmetries (``option_summands``).

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return list(dict.fromkeys(self.boards_after(position, "left")))

    def right_options(self, position: Union[Board, str]) -> list[Board]:
        """Return the boards after each move of Right, each once: the same frame, as the board is drawn.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return list(dict.fromkeys(self.boards_after(position, "right")))

    def left_moves(self, position: Union[Board, str]) -> list[tuple[BoardMove, Board]]:
        """Return each move of Left and the board it leaves (the same frame).

        A move is a :class:`~cgt.games.grid.board.BoardMove` (see
        :meth:`move_made`): the cells the player's piece left and reached,
        from ``(1, 1)`` at the top left as CGSuite numbers them.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> [(str(move), board) for move, board in Clobber().left_moves("xoo")]
        [('(1,1)-(1,2)', ClobberBoard('.xo'))]
        """
        return self._moves(position, 0)

    def right_moves(self, position: Union[Board, str]) -> list[tuple[BoardMove, Board]]:
        """Return each move of Right and the board it leaves (the same frame); see :meth:`left_moves`.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        return self._moves(position, 1)

    def _moves(self, position: Union[Board, str], player: int) -> list[tuple[BoardMove, Board]]:
        board = self._position(position)
        make = self.position_type.from_masks
        return [(self.move_made(board, after, player), make(board[0], board[1], after)) for after in self.moves(board, player)]

    def move_made(self, board: Board, after: tuple[int, ...], player: int) -> BoardMove:
        """Return the move of `player` (0 Left, 1 Right) that turns `board` into the masks `after`.

        By default the cells the player's pieces (mask 0 for Left, 1 for
        Right) left, then those they reached; a game whose move touches
        another cell for good (an amazon's arrow) adds it.

        Examples
        --------
        >>> from cgt.games import Clobber, ClobberBoard
        >>> Clobber().move_made(ClobberBoard("xo"), (0b10, 0), 0)
        BoardMove((1, 1), (1, 2))
        """
        own_before, own_after = board[2 + player], after[player]
        return BoardMove.of_bits(board[0], own_before & ~own_after, own_after & ~own_before)

    def negative(self, position: Union[Board, str]) -> Board:
        """Return the board whose value is the negative of `position`'s, by the game's symmetries.

        The players' pieces exchanged where that negates the value (``swap``),
        else the board transposed where that does (``transpose`` of -1).

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        NotAGameError
            If neither symmetry negates the value.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> Clobber().negative("xxo|.o.")
        ClobberBoard('oox|.x.')
        """
        board = self._position(position)
        if self.swap:
            return self.position_type.from_masks(board[0], board[1], (board[3], board[2], *board[4:]))
        if self.transpose < 0:
            return board.transposed()
        raise NotAGameError(f"{self!r} has no negative: exchanging the pieces or transposing does not negate its values")

    def option_summands(self, position: Union[Board, str]) -> tuple[list[tuple[tuple[Board, bool], ...]], int]:
        """Return every option as its live regions keyed under every symmetry, and the number of Left's.

        The partizan engine's hook (see :mod:`cgt.partizan.engine`).
        """
        board = self._position(position)
        width, height = board[0], board[1]
        sides = [
            list(dict.fromkeys(_region_keys(self, width, height, tuple(masks)) for masks in self.moves(board, player)))
            for player in (0, 1)
        ]
        return sides[0] + sides[1], len(sides[0])

    def decompose(self, position: Union[Board, str]) -> Optional[list[tuple[Any, Hashable]]]:
        """Split a board into its live regions, each in normal form; ``None`` for one region and nothing dead.

        Raises
        ------
        InvalidPositionError
            If the text is not a position of this game.
        """
        board = self._position(position)
        width, height, masks = board[0], board[1], board[2:]
        parts = regions(self.reach(masks), width, height, diagonal=self.diagonal)
        live = [p for p in (tuple(m & region for m in masks) for region in parts) if self.alive(p)]
        if len(parts) == 1 and len(live) == 1:
            return None
        return [(self, self._normal(width, height, p)) for p in live]

    def boards_after(self, position: Union[Board, str], player: str) -> list[Board]:
        """Return the boards after each move of `player`, in the board's own coordinates (not in normal form).

        Raises
        ------
        InvalidValueError
            If `player` is not ``"left"`` or ``"right"``.
        InvalidPositionError
            If the text is not a position of this game.
        """
        side = player_side(player, "boards_after")
        board = self._position(position)
        make = self.position_type.from_masks
        return [make(board[0], board[1], masks) for masks in self.moves(board, side)]

    def winning_boards(self, position: Union[Board, str], player: str) -> list[Board]:
        """Return the boards after the moves with which `player`, moving now, wins (own coordinates).

        Raises
        ------
        InvalidValueError
            If `player` is not ``"left"`` or ``"right"``.
        InvalidPositionError
            If the text is not a position of this game.
        """
        wins = (lambda g: g >= 0) if player == "left" else (lambda g: g <= 0)
        return [b for b in self.boards_after(position, player) if wins(canonical_form(self, b))]
