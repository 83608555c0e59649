"""The Clobber family (CGSuite's ``GenClobber``): stones that capture, spawn or slide, and its presets.

Clobber (Albert, Grossman, Nowakowski, Wolfe, "An introduction to Clobber",
2005) is played with black stones ``x`` (Left's) and white stones ``o``
(Right's) on a grid. A player moves one of their stones onto an orthogonally
adjacent enemy stone, which is removed; there is no move without a capture.
Anti-Clobber is Clobber backwards in time: a stone moves onto an adjacent
empty cell and leaves an enemy stone behind (CGSuite's ``AntiClobber``).

:class:`GenClobber` is the family, with CGSuite's parameters: the
directions a stone moves in, what it may move onto, what it leaves behind,
and how far it slides over empty cells. Clobber, Anti-Clobber, Hot Clobber
(Cannibal Clobber), Kings, Knights, Rooks and Queens are its presets, each a
class of no parameters; one implementation (``moves`` here, the compiled
twin ``gen_clobber`` in ``cgt._kernels.board_rules``) plays them all.

In every game of the family a mirrored board has the same value and a board
with the colours exchanged the negative (the rules are the same for both
players); groups of stones that cannot meet are independent summands, and a
group that holds no move is dead.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from functools import lru_cache
from typing import Any, Optional, Union

from ...errors import InvalidValueError
from ...game import player_side
from .board import PLAYER_LETTERS, Board, frame, region_key
from .rules import BoardRuleset

__all__ = [
    "GenClobber", "Clobber", "AntiClobber", "HotClobber", "CannibalClobber", "Kings", "Knights", "Rooks", "Queens",
    "ClobberBoard", "AntiClobberBoard", "DIRECTIONS", "bits", "steps",
]

#: CGSuite's sets of directions (``Coordinates.Orthogonal`` ...), as ``(row, column)`` steps, by name.
DIRECTIONS: dict[str, tuple[tuple[int, int], ...]] = {
    "orthogonal": ((0, 1), (0, -1), (1, 0), (-1, 0)),
    "diagonal": ((-1, 1), (1, 1), (1, -1), (-1, -1)),
    "compass": ((0, 1), (0, -1), (1, 0), (-1, 0), (-1, 1), (1, 1), (1, -1), (-1, -1)),
    "knights_move": ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)),
}
# What a stone may move onto, and what it leaves behind, from the mover's side (the compiled rules' bits).
_CELLS = {"empty": 1, "own": 2, "opponent": 4}


def bits(mask: int) -> Iterator[int]:
    """Yield the set bits of `mask` one by one, lowest first, as masks.

    Examples
    --------
    >>> list(bits(0b1010))
    [2, 8]
    """
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def steps(width: int, height: int, directions: tuple[tuple[int, int], ...] = DIRECTIONS["orthogonal"]) -> list[tuple[int, int]]:
    """Return the steps of a board as ``(shift, cells that may take it)``, one per ``(row, column)`` direction.

    A cell moves by ``cell << shift`` (a negative shift: ``>>``); the mask
    keeps the cells whose step stays on the board's row (a step off the top
    or bottom leaves the board's masks by itself).

    Examples
    --------
    >>> steps(2, 1)
    [(1, 1), (-1, 2), (8, 3), (-8, 3)]
    >>> steps(3, 1, DIRECTIONS["knights_move"])[:2]     # two columns right: only from column 0
    [(10, 1), (17, 3)]
    """
    return list(_steps(width, height, directions))


@lru_cache(maxsize=None)
def _steps(width: int, height: int, directions: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    f = frame(width, height)
    columns = {dc: sum(1 << c for c in range(width) if 0 <= c + dc < width) for _, dc in directions}
    rows = {dc: sum(m << (r * f.stride) for r in range(height)) for dc, m in columns.items()}
    return tuple((dr * f.stride + dc, rows[dc]) for dr, dc in directions)


def _shift(mask: int, shift: int) -> int:
    return mask << shift if shift > 0 else mask >> -shift


def _directions(directions: Union[str, Iterable[tuple[int, int]]]) -> tuple[tuple[int, int], ...]:
    """`directions` checked: a name of :data:`DIRECTIONS` or ``(row, column)`` steps that every mirror keeps."""
    if isinstance(directions, str):
        found = DIRECTIONS.get(directions.lower().replace("'", "").replace(" ", "_"))
        if found is None:
            raise InvalidValueError(f"GenClobber: directions {directions!r} is not one of {', '.join(DIRECTIONS)}")
        return found
    try:
        given = tuple(dict.fromkeys((int(r), int(c)) for r, c in directions))
    except (TypeError, ValueError):
        raise InvalidValueError(
            f"GenClobber: directions {directions!r} is neither a name ({', '.join(DIRECTIONS)}) "
            "nor (row, column) steps") from None
    for r, c in given:
        if (r, c) == (0, 0) or max(abs(r), abs(c)) > 2:
            raise InvalidValueError(f"GenClobber: directions step {(r, c)} is not a step of 1 or 2 cells each way")
        for mirrored in ((-r, c), (r, -c)):
            # Boards are keyed under their mirror images: the rules must keep them.
            if mirrored not in given:
                raise InvalidValueError(
                    f"GenClobber: directions {directions!r} has {(r, c)} but not its mirror image {mirrored}")
    if not given:
        raise InvalidValueError("GenClobber: directions is empty")
    return given


def _cell(parameter: str, value: Any) -> str:
    if value not in _CELLS:
        raise InvalidValueError(f"GenClobber: {parameter} {value!r} is not one of 'empty', 'own', 'opponent'")
    return str(value)


def _per_player(parameter: str, value: Any) -> tuple[Any, Any]:
    """`value` for Left and for Right: a mapping ``{"left": ..., "right": ...}`` (CGSuite's), else the same for both."""
    if not isinstance(value, dict):
        return value, value
    given = {player_side(str(k).lower(), f"GenClobber: {parameter}"): v for k, v in value.items()}
    if sorted(given) != [0, 1]:
        raise InvalidValueError(f"GenClobber: {parameter} {value!r} does not give both 'left' and 'right'")
    return given[0], given[1]


def _clobbered(value: Any) -> tuple[str, ...]:
    onto = (value,) if isinstance(value, str) else tuple(value)
    found = tuple(sorted({_cell("clobbered", c) for c in onto}))
    if not found:
        raise InvalidValueError("GenClobber: clobbered is empty: a stone may move onto nothing")
    return found


class ClobberBoard(Board):
    """A Clobber board: ``x`` (or ``L``) Left's stones, ``o`` (or ``R``) Right's, ``.`` empty, rows separated by ``|``.

    Examples
    --------
    >>> ClobberBoard("xo|.x"), ClobberBoard("LR|.L")
    (ClobberBoard('xo|.x'), ClobberBoard('xo|.x'))
    >>> ClobberBoard("xo|#x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidPositionError: clobber board 'xo|#x': row 2, column 1 is '#'; use 'x', 'o' or '.'
    """

    __slots__ = ()
    symbols, blank, noun = "xo", ".", "clobber board"
    aliases = PLAYER_LETTERS
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8"}


class AntiClobberBoard(Board):
    """An Anti-Clobber board: ``x`` and ``o`` stones, ``.`` empty cells, ``#`` cells not on the board.

    Examples
    --------
    >>> AntiClobberBoard("x.|#o")
    AntiClobberBoard('x.|#o')
    """

    __slots__ = ()
    symbols, blank, noun = "xo.", "#", "anti-clobber board"
    stones = {"x": "#222222", "o": "#ffffff"}
    fills = {".": "#e8e0c8", "#": "#555555"}



class GenClobber(BoardRuleset):
    """CGSuite's ``GenClobber``: Clobber with moves of other pieces, onto other cells, leaving other things behind.

    A player moves one of their stones (Left ``x``, Right ``o``) in one of
    the `directions`: it slides over empty cells, at most `max_distance`
    steps, and lands on the first cell that is not empty (or on the last
    step's cell), if that cell is one it may move onto (`clobbered`); its
    cell before the move is then what `left_behind` says. Whoever cannot
    move loses. A board is a :class:`ClobberBoard`, or an
    :class:`AntiClobberBoard` (``#`` cells off the board) when a stone may
    move onto an empty cell.

    Parameters
    ----------
    directions : str or iterable of (int, int)
        ``"orthogonal"`` (the default), ``"diagonal"``, ``"compass"`` (a
        king's or queen's) or ``"knights_move"``, CGSuite's
        ``Coordinates.Orthogonal``, ``Diagonal``, ``Compass`` and
        ``KnightsMove``; or ``(row, column)`` steps of at most 2 cells each
        way, with the mirror image of each.
    clobbered : str, iterable of str, or dict
        What a stone may move onto, of ``"opponent"`` (the default),
        ``"own"`` and ``"empty"``: CGSuite's ``clobbered``
        (``{Left => {2}, Right => {1}}`` is ``"opponent"``); the same for
        both players, or each their own as ``{"left": ..., "right": ...}``
        (CGSuite's ``{Left => {2}, Right => {1, 2}}`` is ``{"left":
        "opponent", "right": ("opponent", "own")}``).
    left_behind : str or dict
        What the moved stone's cell becomes: ``"empty"`` (the default),
        ``"own"`` or ``"opponent"`` (CGSuite's ``leftBehind``); the same for
        both players, or ``{"left": ..., "right": ...}``.
    max_distance : int or None
        How many steps a stone may slide (1, the default); ``None`` (or
        ``math.inf``): no limit (CGSuite's ``maxDistance => inf``).

    Raises
    ------
    InvalidValueError
        If a parameter is out of range; the message names it.

    Notes
    -----
    Groups of stones a move cannot connect are summands of their own where a
    stone moves one step to a neighbour (kings' and orthogonal steps); a
    knight's jump or a slide may reach any cell, so the board is searched
    whole there (as CGSuite does for slides). A transposed board keeps its
    value when the directions are symmetric about the diagonal (all of
    CGSuite's are); exchanging the colours negates it when both players have
    the same rules (``swap``). Boards over 12 cells with at least 10,000 (20,000 with
    empty cells) estimated positions are searched by the compiled rules.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import GenClobber
    >>> kings = GenClobber(directions="compass")
    >>> kings
    GenClobber(directions='compass')
    >>> print(cgt.canonical_form(kings, "xox|ox."))   # CGSuite's GameGridTest: Kings
    {^^*|*,v[2]}
    >>> GenClobber(max_distance=2).left_options("x.o")   # a rook of range 2
    [ClobberBoard('..x')]
    >>> print(cgt.canonical_form(GenClobber(clobbered={"left": "opponent", "right": ("opponent", "own")}), "xox|ox."))
    {^^*|*,v}
    >>> GenClobber(left_behind="sideways")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: GenClobber: left_behind 'sideways' is not one of 'empty', 'own', 'opponent'
    """

    __slots__ = ("directions", "clobbered", "left_behind", "max_distance", "position_type", "example", "kernels",
                 "transpose", "diagonal", "swap", "compiled_positions", "compiled_cells", "_onto", "_behind", "_whole",
                 "_hash", "_steps")
    #: cgt.solve searches the family's boards with its compiled rules (cgt.partizan.compiled_search).
    outcome_kernel = "board"

    def __init__(self, directions: Union[str, Iterable[tuple[int, int]]] = "orthogonal",
                 clobbered: Union[str, Iterable[str], dict[str, Union[str, Iterable[str]]]] = "opponent",
                 left_behind: Union[str, dict[str, str]] = "empty",
                 max_distance: Optional[Union[int, float]] = 1) -> None:
        self.directions = _directions(directions)
        ontos = tuple(_clobbered(c) for c in _per_player("clobbered", clobbered))
        behinds = tuple(_cell("left_behind", b) for b in _per_player("left_behind", left_behind))
        # The players' own rules are kept as a mapping only where they differ.
        self.clobbered: Any = ontos[0] if ontos[0] == ontos[1] else {"left": ontos[0], "right": ontos[1]}
        self.left_behind: Any = behinds[0] if behinds[0] == behinds[1] else {"left": behinds[0], "right": behinds[1]}
        if max_distance is not None and max_distance == float("inf"):
            max_distance = None
        if max_distance is not None and (isinstance(max_distance, bool) or not isinstance(max_distance, int)
                                         or max_distance < 1):
            raise InvalidValueError(f"GenClobber: max_distance {max_distance!r} is not a whole number >= 1 (or None: no limit)")
        self.max_distance = max_distance
        self._onto = tuple(sum(_CELLS[c] for c in onto) for onto in ontos)
        self._behind = tuple(_CELLS[b] for b in behinds)
        self.swap = self._onto[0] == self._onto[1] and self._behind[0] == self._behind[1]
        three = any("empty" in onto for onto in ontos)
        self.position_type = AntiClobberBoard if three else ClobberBoard
        self.example = "x..o" if three else "xo|ox"
        self.transpose = 1 if all((c, r) in self.directions for r, c in self.directions) else 0
        self.diagonal = any(r and c for r, c in self.directions)
        self._whole = max_distance != 1 or any(max(abs(r), abs(c)) > 1 for r, c in self.directions)
        rules = (f"gen_clobber({self.directions!r}, {self._onto[0]}, {self._behind[0]}" if self.swap else
                 f"gen_clobber_players({self.directions!r}, {self._onto[0]}, {self._onto[1]}, {self._behind[0]}, "
                 f"{self._behind[1]}")
        self.kernels = f"cgt._kernels.board_rules:{rules}, {max_distance or 0}, {self._whole})"
        # Kings' small boards have far larger values than Clobber's (3x4: 600,000 characters against 0), costly
        # to the store in Python, so its boards go compiled from fewer stones (and a larger rough estimate, see
        # rough_region_positions). Measured (cold store): on 3x4 boards of 11 and 12 stones the compiled search
        # took 1.0 to 5.2 s, the search in Python 4.5 to 21 s; on 2x5's 10 stones 0.14 s against 0.24 s, less
        # than numba's load (0.6 s a process).
        self.compiled_positions = 20_000 if three else 10_000
        self.compiled_cells = 11 if self.diagonal and not self._whole else 12
        self._hash = hash((type(self), repr(self.parameters())))
        # The steps of each board shape, keyed by the shape alone (hashing the directions costs a search).
        self._steps: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}

    def parameters(self) -> tuple[tuple[tuple[int, int], ...], Any, Any, Optional[int]]:
        """Return ``(directions, clobbered, left_behind, max_distance)``, each in its checked form.

        `clobbered` and `left_behind` are a ``{"left": ..., "right": ...}``
        mapping where the players' differ.

        Examples
        --------
        >>> Kings().parameters()
        (((0, 1), (0, -1), (1, 0), (-1, 0), (-1, 1), (1, 1), (1, -1), (-1, -1)), ('opponent',), 'empty', 1)
        """
        return self.directions, self.clobbered, self.left_behind, self.max_distance

    @property
    def loopy(self) -> bool:
        """Whether positions may repeat: unless every move takes a stone away or fills an empty cell for good.

        Examples
        --------
        >>> Clobber().loopy, AntiClobber().loopy, GenClobber(left_behind="own").loopy
        (False, False, True)
        """
        # Every move takes a stone (a capture leaving an empty cell), or every move fills an empty cell for good.
        takes = all(b == 1 and not o & 1 for o, b in zip(self._onto, self._behind))
        fills = all(b != 1 and o == 1 for o, b in zip(self._onto, self._behind))
        return not (takes or fills)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.parameters() == self.parameters()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        if type(self) is not GenClobber:
            return f"{type(self).__name__}()"
        named = {v: k for k, v in DIRECTIONS.items()}
        def one(onto: tuple[str, ...]) -> Union[str, tuple[str, ...]]:
            return onto[0] if len(onto) == 1 else onto

        clobbered = ({k: one(v) for k, v in self.clobbered.items()} if isinstance(self.clobbered, dict)
                     else one(self.clobbered))
        given = {"directions": named.get(self.directions, self.directions), "clobbered": clobbered,
                 "left_behind": self.left_behind, "max_distance": self.max_distance}
        default = {"directions": "orthogonal", "clobbered": "opponent", "left_behind": "empty", "max_distance": 1}
        return f"GenClobber({', '.join(f'{k}={v!r}' for k, v in given.items() if v != default[k])})"

    def moves(self, board: Board, player: int) -> list[tuple[int, ...]]:
        """Return the masks (``(x, o)``, or ``(x, o, empty)``) after each move of `player` (0 Left, 1 Right)."""
        width, height = board[0], board[1]
        three = len(board) == 5
        own, enemy = board[2 + player], board[3 - player]
        onto, behind, limit = self._onto[player], self._behind[player], self.max_distance
        # The empty cells: a mask of the board, else (for slides) the cells in no mask.
        empty = board[4] if three else (frame(width, height).everything & ~(own | enemy) if limit != 1 else 0)
        targets_of = (empty if onto & 1 else 0) | (own if onto & 2 else 0) | (enemy if onto & 4 else 0)
        found = []
        shape = self._steps.get((width, height))
        if shape is None:
            shape = self._steps[width, height] = _steps(width, height, self.directions)
        for shift, may in shape:
            if limit == 1:  # the hot case: every capture in one direction at once
                pairs = [(_shift(t, -shift), t) for t in bits(_shift(own & may, shift) & targets_of)]
            else:
                pairs = []
                for mover in bits(own):
                    target, k = mover, 0
                    while True:  # over empty cells, at most `limit` steps
                        target, k = _shift(target & may, shift), k + 1
                        if not target & empty or k == limit:
                            break
                    if target & targets_of:
                        pairs.append((mover, target))
            for mover, target in pairs:
                mine, theirs = own ^ mover | target, enemy & ~target
                if behind == 2:
                    mine |= mover
                elif behind == 4:
                    theirs |= mover
                if three:
                    left_empty = empty & ~target | (mover if behind == 1 else 0)
                    found.append((mine, theirs, left_empty) if player == 0 else (theirs, mine, left_empty))
                else:
                    found.append((mine, theirs) if player == 0 else (theirs, mine))
        return found

    def alive(self, masks: tuple[int, ...]) -> bool:
        """A region holds a move only while a stone has something it may move onto."""
        for player, onto in enumerate(self._onto):
            own = masks[player]
            if (onto & 1 and len(masks) == 3 and masks[2] and own) or (onto & 4 and own and masks[1 - player]) \
                    or (onto & 2 and own & (own - 1)):
                return True
        return False

    def option_summands(self, position: Union[Board, str]) -> tuple[list[tuple[tuple[Board, bool], ...]], int]:
        """Return every option as its live regions keyed under every symmetry, and the number of Left's.

        A knight's jump or a slide may join any two cells: there each
        option is one region, the whole board.
        """
        if not self._whole:
            return super().option_summands(position)
        board = self._position(position)
        width, height, cls = board[0], board[1], self.position_type
        sides = [
            list(dict.fromkeys((region_key(cls, masks, width, height, self.transpose, self.swap),) if self.alive(masks)
                               else () for masks in self.moves(board, player)))
            for player in (0, 1)
        ]
        return sides[0] + sides[1], len(sides[0])

    def decompose(self, position: Union[Board, str]) -> Optional[list[tuple[Any, Hashable]]]:
        """Split a board into its live regions (see :class:`~cgt.games.grid.rules.BoardRuleset`); ``None`` where moves jump or slide."""
        if self._whole:
            self._position(position)
            return None
        return super().decompose(position)

    def rough_region_positions(self, region: Board) -> int:
        """Return a rough estimate of the positions a region's search visits.

        Without empty cells to move onto, the stones stay on their cells or
        go (a capture), or stay and change colour: ``2 ** stones``, far over
        on a board of mostly one colour (see :class:`Clobber`); five times that
        for kings (diagonal steps of one) on a region of more than one row and
        column, where they visit 2.8 to 6.6 times Clobber's positions. With them
        (Anti-Clobber), ``3 ** empty * 1.5 ** stones / 5``: a stone stays a
        stone and every move fills an empty cell, so ``2 ** stones * 3 **
        empty`` bounds the positions; searches reach far fewer, the fewer the
        more stones there are (13 to 390 times fewer on random 4x4 boards of
        1,000 to 60,000 positions). This fit to those boards is 1.0 to 5.8
        times the positions visited (the benchmark ``bench_estimates.py``
        prints the spread).

        Examples
        --------
        >>> Kings().rough_positions("xox|ox."), Kings().rough_positions("xoxox")   # a strip: Clobber's game
        (160, 32)
        >>> AntiClobber().rough_positions("x..|x..|.#.|.x.")      # 1,270 visited
        4428
        """
        stones = bin(region[2] | region[3]).count("1")
        if len(region) == 4:
            # A king meets its diagonal neighbours too: on a region of more than one row and column (regions come
            # cropped) Kings' search visits 2.8 to 6.6 times Clobber's positions (bench_families); on a strip it
            # is Clobber's game.
            kingly = self.diagonal and not self._whole and region[0] > 1 and region[1] > 1
            return 2 ** stones * (5 if kingly else 1)
        empty = bin(region[4]).count("1")
        return 3 ** (empty + stones) // (5 * 2 ** stones)


class Clobber(GenClobber):
    """Clobber: move a stone of yours onto an orthogonally adjacent enemy stone, capturing it.

    Left plays the ``x`` stones, Right the ``o`` stones; whoever cannot
    capture loses. Positions are :class:`ClobberBoard` values or their text.
    The family's default (``GenClobber()``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Clobber
    >>> game = Clobber()
    >>> cgt.canonical_form(game, "xo")          # either player captures, leaving one stone
    CanonicalForm.parse('*')
    >>> cgt.canonical_form(game, "xoxo|oxox|xoxo")
    CanonicalForm.parse('0')
    >>> game.left_options("xoo")                # the board as drawn, one capture made
    [ClobberBoard('.xo')]
    >>> [(str(move), board) for move, board in game.left_moves("xoo")]   # (row, column) from 1
    [('(1,1)-(1,2)', ClobberBoard('.xo'))]
    >>> game.negative("xoo")                    # the colours exchanged
    ClobberBoard('oxx')

    The rough estimate of a search is ``2 ** stones`` (each there or
    captured), far over on a board of mostly one colour, whose
    ``estimated_positions`` counts:

    >>> cgt.clear_cache(game)        # the count leaves out positions solved already
    >>> game.rough_positions("xoxox|oxoxo"), game.estimated_positions("xoxox|oxoxo")
    (1024, 296)
    >>> game.estimated_positions("xoxo|oxox|oxox")      # over COUNTED_POSITIONS: the rough figure
    4096
    >>> game.rough_positions("xxxxxxx|xoxxxxx|xxxxxxx"), game.estimated_positions("xxxxxxx|xoxxxxx|xxxxxxx")
    (2097152, 644)
    """

    # Compiled from a rough estimate of 10,000 positions: xoxo|oxox|xoxo (4,096) takes 0.44 s in Python,
    # 0.63 s compiled; xoxox|oxoxo|xoxox (32,768) 7.0 s and 1.2 s.
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__()


class AntiClobber(GenClobber):
    """Anti-Clobber: move a stone of yours onto an adjacent empty cell, leaving an enemy stone behind.

    Every move fills one empty cell, so play ends; whoever cannot move loses.
    A Clobber move from ``G`` to ``H`` is an Anti-Clobber move from ``H`` to
    ``G`` (CGSuite's definition: ``GenClobber(clobbered => {Left => {0},
    Right => {0}}, leftBehind => {Left => 2, Right => 1})``).

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import AntiClobber
    >>> AntiClobber().left_options("x.")       # the stone moves right, leaving an enemy stone
    [AntiClobberBoard('ox')]
    >>> cgt.canonical_form(AntiClobber(), "x.")    # Left's one move ends the game
    CanonicalForm.parse('1')
    >>> cgt.canonical_form(AntiClobber(), "x.o")
    CanonicalForm.parse('*')
    """

    # Compiled from a rough estimate of 20,000 positions (``rough_region_positions``):
    # x..o|.xo.|o..x (1,660) takes 0.77 s in Python, about as long compiled;
    # x.o.x|.....|o.x.o (44,840) 1.25 s and 0.7 s; x..o.|.x.o.|o...x|..x.o (5.4e6) 89 s and 41 s.
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(clobbered="empty", left_behind="opponent")


class HotClobber(GenClobber):
    """Hot Clobber: Clobber in which a stone may capture a stone of either colour (CGSuite's ``HotClobber``).

    The solver literature's Cannibal Clobber is the same game
    (:data:`CannibalClobber`). A capture of one's own stone gives a move
    away, so values run hot.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(HotClobber(), "xox|ox."))   # CGSuite 2.2 printed
    {{2|*},{2|^}|*,v}
    >>> HotClobber().left_options("xx")
    [ClobberBoard('.x'), ClobberBoard('x.')]
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(clobbered=("opponent", "own"))


#: Cannibal Clobber (a stone may capture its own side's stones too): CGSuite's Hot Clobber.
CannibalClobber = HotClobber


class Kings(GenClobber):
    """Kings: Clobber whose stones move and capture as chess kings, one cell in any of 8 directions.

    CGSuite's ``GenClobber(directions => Coordinates.Compass)``.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(Kings(), "xox|ox."))   # CGSuite's GameGridTest: Kings
    {^^*|*,v[2]}
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(directions="compass")


class Knights(GenClobber):
    """Knights: Clobber whose stones move and capture as chess knights.

    CGSuite's ``GenClobber(directions => Coordinates.KnightsMove)``.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(Knights(), "x..|..o"))   # each captures the other
    *
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(directions="knights_move")


class Rooks(GenClobber):
    """Rooks: Clobber whose stones slide as chess rooks over empty cells to capture.

    CGSuite's ``GenClobber(maxDistance => inf)``.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(Rooks(), "xox|ox."))   # CGSuite's GameGridTest: Rooks
    {^^*|0,*}
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(max_distance=None)


class Queens(GenClobber):
    """Queens: Clobber whose stones slide as chess queens over empty cells to capture.

    CGSuite's ``GenClobber(directions => Coordinates.Compass, maxDistance => inf)``.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.canonical_form(Queens(), "xox|ox."))   # CGSuite's GameGridTest: Queens
    ^
    """

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(directions="compass", max_distance=None)
