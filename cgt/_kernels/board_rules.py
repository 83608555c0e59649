"""The board games' rules, compiled: moves, reach and life of a region, on masks in a frame.

Private module, imported by :mod:`cgt.games.grid.compiled` through a
ruleset's ``kernels`` name (``import cgt`` must not import numba). Each game
is a triple ``(moves, reach, alive)`` of jitted functions (a family's, such
as :func:`gen_clobber`'s, made from its parameters), the compiled twins
of its ``BoardRuleset`` methods, for :func:`cgt._kernels.board_graph.board_graph`:

* ``moves(masks, player, s, out) -> count``: write the masks after each move
  of `player` (0 Left, 1 Right) into the rows of `out`; ``-1`` if `out` has
  too few rows (the caller grows it and asks again);
* ``reach(masks, s, cells) -> mask``: the cells a move can touch (regions of
  them apart are independent);
* ``alive(masks) -> bool``: whether a region may still hold a move.

Masks are in a *frame*: bit ``r * s + c`` for row ``r``, column ``c``, the
last bit of each row a guard that is in no mask, so a step off a row's end
lands on a guard (or off the board) and finds no piece and no empty cell.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
from functools import lru_cache
from typing import Any

import numba
import numpy as np

from .board_graph import bit_count, whole_region

__all__ = ["named_rules", "DOMINEERING", "gen_clobber", "gen_clobber_players", "EMPTY", "OWN", "OPPONENT", "KONANE", "AMAZONS", "FISSION", "NOGO", "NUMBERS",
           "named_numbers", "ORDERS", "named_order",
           "MOST_REGIONS", "never_sided", "no_number", "middle_order"]


def named_rules(kernels: str) -> tuple[tuple[Any, Any, Any], str]:
    """Return the rules ``(moves, reach, alive)`` a ruleset's ``kernels`` names, and a tag for numba's cache.

    `kernels` is ``"module:attribute"``, or a family's call
    ``"module:function(arguments)"`` (literals), whose tag carries a hash of
    the arguments: one compiled search per parameters.
    """
    module, _, name = kernels.partition(":")
    name, _, arguments = name.partition("(")
    rules, tag = getattr(importlib.import_module(module), name), kernels
    if arguments:
        rules = rules(*ast.literal_eval(f"({arguments[:-1]},)"))
        tag = f"{module}:{name}_{hashlib.sha1(arguments.encode()).hexdigest()[:12]}"
    return rules, tag


@numba.njit(cache=True)
def _shift(mask: int, shift: int) -> int:
    return mask << shift if shift > 0 else mask >> -shift


@numba.njit(cache=True)
def _neighbours(mask: int, s: int, cells: int) -> int:
    return (mask << 1 | mask >> 1 | mask << s | mask >> s) & cells


# -- Domineering: one mask, the empty cells ------------------------------------------


@numba.njit(cache=True)
def _domineering_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    empty = masks[0]
    step = s if player == 0 else 1  # Left's dominoes are vertical, Right's horizontal
    pairs = empty & (empty >> step)
    n = 0
    while pairs:
        low = pairs & -pairs
        pairs ^= low
        if n == out.shape[0]:
            return -1
        out[n, 0] = empty ^ (low | low << step)
        n += 1
    return n


@numba.njit(cache=True)
def _domineering_reach(masks: np.ndarray, s: int, cells: int) -> int:
    # An empty cell with no empty neighbour is dead: nobody can ever cover it.
    return masks[0] & _neighbours(masks[0], s, cells)


@numba.njit(cache=True)
def _always(masks: np.ndarray) -> bool:
    return True


DOMINEERING = (_domineering_moves, _domineering_reach, _always)


# -- The Clobber family (GenClobber): x, o (and the empty cells) ----------------------

#: What a stone may move onto (``onto``, a set of bits) and what its move leaves behind (``behind``),
#: each from the mover's side: the cell empty, a stone of the mover's, one of the opponent's.
EMPTY, OWN, OPPONENT = 1, 2, 4


@numba.njit(cache=True)
def _columns_below(s: int, k: int) -> int:
    """The cells of columns ``0..k-1`` of every row below bit 63 (no guard)."""
    mask = 0
    k = min(k, s - 1)
    if k <= 0:
        return 0
    for r in range(63 // s + 1):
        if r * s + k <= 63:
            mask |= ((1 << k) - 1) << (r * s)
    return mask


@numba.njit(cache=True)
def _stones(masks: np.ndarray, s: int, cells: int) -> int:
    return masks[0] | masks[1]


@numba.njit(cache=True)
def _both_colours(masks: np.ndarray) -> bool:
    return masks[0] != 0 and masks[1] != 0


@numba.njit(cache=True)
def _all_cells(masks: np.ndarray, s: int, cells: int) -> int:
    union = 0
    for m in masks:
        union |= m
    return union


@numba.njit(cache=True)
def _the_board(masks: np.ndarray, s: int, cells: int) -> int:
    return cells


@lru_cache(maxsize=None)
def gen_clobber(steps: tuple[tuple[int, int], ...], onto: int, behind: int, max_distance: int,
                whole: bool) -> tuple[Any, Any, Any]:
    """Return the compiled rules ``(moves, reach, alive)`` of a Clobber of the family, once per parameters.

    `steps` are ``(row, column)`` steps (a column step of at most 2), `onto`
    the bits (:data:`EMPTY`, :data:`OWN`, :data:`OPPONENT`) of what a stone
    may move onto, `behind` the one bit of what it leaves, `max_distance`
    how far it slides over empty cells (0: no limit); with `whole` no move
    splits the board (the whole board is one region). A board has the masks
    ``(x, o)``, and ``empty`` too when `onto` has :data:`EMPTY` (its other
    cells, ``#``, are off the board); the parameters are constants of the
    compiled code (numba's cache keys a closure by their values). The same
    rules for both players: :func:`gen_clobber_players` with each given twice.
    """
    return gen_clobber_players(steps, onto, onto, behind, behind, max_distance, whole)


@lru_cache(maxsize=None)
def gen_clobber_players(steps: tuple[tuple[int, int], ...], onto_left: int, onto_right: int, behind_left: int,
                        behind_right: int, max_distance: int, whole: bool) -> tuple[Any, Any, Any]:
    """Return the compiled rules of a Clobber of the family whose players' `onto` and `behind` differ (CGSuite's per-player maps).

    As :func:`gen_clobber`, with Left's and Right's own `onto` and `behind`
    bits (each from the mover's side); the board has the ``empty`` mask when
    either player may move onto an empty cell.
    """
    three = bool((onto_left | onto_right) & EMPTY)
    columns = tuple(c for _, c in steps)

    def moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
        own, enemy = masks[player], masks[1 - player]
        # Constants when both players' are equal (a select of one constant twice folds away).
        onto = onto_left if player == 0 else onto_right
        behind = behind_left if player == 0 else behind_right
        if three:
            empty = masks[2]
        else:  # the cells in no mask, guards left out: a slide stops at a row's end
            empty = _columns_below(s, s - 1) & ~(own | enemy)
        targets_of = (empty if onto & EMPTY else 0) | (own if onto & OWN else 0) | (enemy if onto & OPPONENT else 0)
        n = 0
        for d in range(len(steps)):
            shift, column = steps[d][0] * s + steps[d][1], columns[d]
            # A step of two columns would pass the guard: the cells it may start from.
            may = -1
            if column >= 2:
                may = _columns_below(s, s - 1 - column)
            elif column <= -2:
                may = _columns_below(s, s - 1) & ~_columns_below(s, -column)
            if max_distance == 1:
                pairs = _shift(own & may, shift) & targets_of
            else:
                pairs = own
            while pairs:
                low = pairs & -pairs
                pairs ^= low
                if max_distance == 1:
                    target, mover = low, _shift(low, -shift)
                else:
                    mover, target, k = low, low, 0
                    while True:  # slide over empty cells, at most max_distance steps
                        target = _shift(target & may, shift)
                        k += 1
                        if not (target & empty) or k == max_distance:
                            break
                    if not target & targets_of:
                        continue
                if n == out.shape[0]:
                    return -1
                mine, theirs = own ^ mover | target, enemy & ~target
                if behind == OWN:
                    mine |= mover
                elif behind == OPPONENT:
                    theirs |= mover
                out[n, player], out[n, 1 - player] = mine, theirs
                if three:
                    out[n, 2] = (empty & ~target) | (mover if behind == EMPTY else 0)
                n += 1
        return n

    def alive(masks: np.ndarray) -> bool:
        for player in range(2):  # whether either player may still move
            onto, own = (onto_left if player == 0 else onto_right), masks[player]
            if onto & EMPTY and three and masks[2] != 0 and own != 0:
                return True
            if onto & OPPONENT and own != 0 and masks[1 - player] != 0:
                return True
            if onto & OWN and (own & (own - 1)) != 0:
                return True
        return False

    # A name of their own per parameters: numba links a caller to a callee by its (qualified) name, so two
    # families' closures of one name in a process, or in its disk cache, would stand in for each other.
    tag = hashlib.sha1(repr((steps, onto_left, onto_right, behind_left, behind_right, max_distance, whole)).encode()).hexdigest()[:12]
    for func in (moves, alive):
        func.__qualname__ = f"gen_clobber_{tag}.{func.__name__}"
    reach = _the_board if whole else (_all_cells if three else _stones)
    return numba.njit(cache=True)(moves), reach, numba.njit(cache=True)(alive)


# -- Konane: x, o, empty --------------------------------------------------------------


@numba.njit(cache=True)
def _konane_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    own, enemy, empty = (masks[0], masks[1], masks[2]) if player == 0 else (masks[1], masks[0], masks[2])
    n = 0
    stones = own
    while stones:
        stone = stones & -stones
        stones ^= stone
        for shift in (1, -1, s, -s):
            at, taken = stone, 0
            # Each stop of a run of jumps in one direction is a move of its own.
            while True:
                over = _shift(at, shift)
                to = _shift(over, shift)
                if not (over & enemy and to & empty):
                    break
                at, taken = to, taken | over
                if n == out.shape[0]:
                    return -1
                out[n, player] = own ^ stone | at
                out[n, 1 - player] = enemy ^ taken
                out[n, 2] = empty ^ at | stone | taken
                n += 1
    return n


KONANE = (_konane_moves, _all_cells, _both_colours)


# -- Amazons: x, o, empty; queens move and shoot along the eight lines ------------------


@numba.njit(cache=True)
def _queen_reach(cell: int, empty: int, s: int) -> int:
    reached = 0
    for shift in (1, -1, s, -s, s + 1, s - 1, 1 - s, -1 - s):
        at = _shift(cell, shift)
        while at & empty:
            reached |= at
            at = _shift(at, shift)
    return reached


@numba.njit(cache=True)
def _amazons_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    own, enemy, empty = (masks[0], masks[1], masks[2]) if player == 0 else (masks[1], masks[0], masks[2])
    n = 0
    amazons = own
    while amazons:
        amazon = amazons & -amazons
        amazons ^= amazon
        tos = _queen_reach(amazon, empty, s)
        while tos:
            to = tos & -tos
            tos ^= to
            room = empty ^ to | amazon  # the cell it left is empty for the arrow
            arrows = _queen_reach(to, room, s)
            while arrows:
                arrow = arrows & -arrows
                arrows ^= arrow
                if n == out.shape[0]:
                    return -1
                out[n, player] = own ^ amazon | to
                out[n, 1 - player] = enemy
                out[n, 2] = room ^ arrow
                n += 1
    return n


@numba.njit(cache=True)
def _amazons_alive(masks: np.ndarray) -> bool:
    return (masks[0] | masks[1]) != 0 and masks[2] != 0


AMAZONS = (_amazons_moves, _all_cells, _amazons_alive)


@numba.njit(cache=True)
def _amazons_sided(masks: np.ndarray) -> bool:
    # Amazons of one colour only: the other player never moves there, so the region is an integer.
    return (masks[0] == 0) != (masks[1] == 0)


@numba.njit(cache=True)
def _amazons_room(masks: np.ndarray, player: int, s: int) -> int:
    """The empty cells `player`'s amazons can still reach: at most as many moves (each burns one of them)."""
    own = masks[player]
    return bit_count(whole_region(own, own | masks[2], s, True) & masks[2])


@numba.njit(cache=True)
def _amazons_play(masks: np.ndarray, player: int, s: int, most: int) -> int:
    """The most moves `player`'s amazons make in a row on `masks`; -1 if a position has more than `most` moves.

    Depth first, a line cut where its moves so far and the room left
    cannot pass the longest found, and the search ended by a line that
    burns every cell in reach.
    """
    bound = _amazons_room(masks, player, s)
    boards = np.empty((bound + 1, most, masks.size), np.int64)
    count, at = np.zeros(bound + 1, np.int64), np.zeros(bound + 1, np.int64)
    count[0] = _amazons_moves(masks, player, s, boards[0])
    if count[0] < 0:
        return -1
    best, d = 0, 0
    while d >= 0 and best < bound:
        if at[d] == count[d]:
            d -= 1
            continue
        child = boards[d, at[d]]
        at[d] += 1
        best = max(best, d + 1)
        if d + 1 + _amazons_room(child, player, s) <= best:
            continue
        count[d + 1], at[d + 1] = _amazons_moves(child, player, s, boards[d + 1]), 0
        if count[d + 1] < 0:
            return -1
        d += 1
    return best


@numba.njit(cache=True)
def _amazons_number(masks: np.ndarray, s: int) -> int:
    """The integer a region of one colour's amazons is worth (negative for Right's): their longest play."""
    player = 0 if masks[0] != 0 else 1
    most = 64
    while True:
        play = _amazons_play(masks, player, s, most)
        if play >= 0:
            return play if player == 0 else -play
        most *= 2


@numba.njit(cache=True)
def _queen_fill(sources: int, empty: int, s: int) -> int:
    """The empty cells one queen move reaches from any cell of `sources` (all rays of a direction at once)."""
    reached = 0
    for shift in (1, -1, s, -s, s + 1, s - 1, 1 - s, -1 - s):
        at = _shift(sources, shift) & empty
        while at:
            reached |= at
            at = _shift(at, shift) & empty
    return reached


@numba.njit(cache=True)
def _amazons_order(child: np.ndarray, kept: np.ndarray, regions: int, player: int, s: int, height: int, to: int) -> int:
    """A move's rank (lower first): minus the territory it leaves its mover, by queen distance.

    An empty cell is the mover's when their amazons reach it in fewer
    queen moves than the opponent's (the "minimum distance" evaluation of
    Amazons programs), the opponent's when theirs do; the mover's cells
    less the opponent's, ties broken by the cells each reaches in one move.
    """
    empty = child[2]
    mine, theirs = child[player], child[1 - player]
    seen_mine, seen_theirs, territory, mobility = 0, 0, 0, 0
    while mine or theirs:
        mine = _queen_fill(mine, empty, s) & ~seen_mine if mine else 0
        theirs = _queen_fill(theirs, empty, s) & ~seen_theirs if theirs else 0
        if seen_mine == 0 and seen_theirs == 0:
            mobility = bit_count(mine) - bit_count(theirs)
        territory += bit_count(mine & ~seen_theirs & ~theirs) - bit_count(theirs & ~seen_mine & ~mine)
        seen_mine |= mine
        seen_theirs |= theirs
    return -(territory * 64 + mobility)


#: The most regions a board of the board search holds: a live region has two cells at least (a stone and what it
#: moves onto), so a 63-bit frame holds at most 31.
MOST_REGIONS = 32


@numba.njit(cache=True, nogil=True)
def never_sided(masks: np.ndarray) -> bool:
    """The number hook ``sided`` of a ruleset that has none: no region is one player's alone."""
    return False


@numba.njit(cache=True, nogil=True)
def no_number(masks: np.ndarray, s: int) -> int:
    """The number hook ``number`` of a ruleset that has none (never asked)."""
    return 0


@numba.njit(cache=True, nogil=True)
def middle_order(child: np.ndarray, kept: np.ndarray, regions: int, player: int, s: int, height: int, to: int) -> int:
    """A move's rank (lower first): from the middle of the board outwards, by the cell it moved to (MCGS's order
    "in the middle" on a strip); on a wider board after the moves that leave more regions (`regions` in `kept`, the
    child simplified: a sum split is simpler, its parts valued, cancelled, 0), then fewer cells."""
    rank = abs(2 * (to % s) - (s - 2)) + abs(2 * (to // s) - (height - 1))
    if s > 2 and height > 1:
        # 2x14 searched 688,563 nodes with each player first, 1,256,653 in the middle order alone, 2x16 4.7
        # million against 6.3 million; on strips it searched more ((xo)^28: 1,173,873 against 902,883).
        on = 0
        for q in range(kept.size):
            on |= kept[q]
        rank |= (MOST_REGIONS - regions) << 16 | bit_count(on) << 8
    return rank


#: A ruleset's move orders, by the name of its rules: ``score(child, kept, regions, player, s, height, to) -> int``,
#: a move's rank (lower searched first) by the board after it, that board simplified and its regions, its mover
#: and the bit it moved to. A ruleset not named here is searched by :func:`middle_order`.
ORDERS = {"AMAZONS": _amazons_order}


def named_order(kernels: str) -> Any:
    """Return the move order of the ruleset whose ``kernels`` are `kernels` (:data:`ORDERS`), or ``None``.

    Examples
    --------
    >>> import numpy as np
    >>> order = named_order("cgt._kernels.board_rules:AMAZONS")
    >>> shared, lost = np.array([0b1, 0b1000, 0b110], np.int64), np.array([0b1, 0b100, 0b1010], np.int64)
    >>> order(shared, shared, 1, 0, 5, 1, 0) < order(lost, lost, 1, 0, 5, 1, 0)   # x..o shares its cells, x.o. gives o one
    True
    >>> named_order("cgt._kernels.board_rules:NOGO") is None
    True
    """
    module, _, name = kernels.partition(":")
    return ORDERS.get(name.partition("(")[0]) if module == __name__ else None


#: A ruleset's number hooks, by the name of its rules: ``sided(masks) -> bool``, whether only one player
#: can ever move in a region (it is then an integer), and ``number(masks, s) -> int``, that integer (the
#: most moves that player makes in a row; negative for Right). A ruleset not named here has none.
NUMBERS = {"AMAZONS": (_amazons_sided, _amazons_number)}


def named_numbers(kernels: str) -> tuple[Any, Any]:
    """Return the number hooks ``(sided, number)`` of the ruleset whose ``kernels`` are `kernels`, or ``(None, None)``.

    Examples
    --------
    >>> import numpy as np
    >>> sided, number = named_numbers("cgt._kernels.board_rules:AMAZONS")
    >>> board = np.array([0b1, 0, 0b110], np.int64)   # x.. in a frame of stride 4: Left moves twice in a row
    >>> bool(sided(board)), number(board, 4)
    (True, 2)
    >>> named_numbers("cgt._kernels.board_rules:NOGO")
    (None, None)
    """
    name = kernels.partition(":")[2].partition("(")[0]
    return NUMBERS.get(name, (None, None)) if kernels.partition(":")[0] == __name__ else (None, None)


# -- Fission: stones, empty ------------------------------------------------------------


@numba.njit(cache=True)
def _fission_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    stones, empty = masks[0], masks[1]
    step = s if player == 0 else 1  # Left splits a stone up and down, Right left and right
    # A guard is never empty, so a pair across a row's end is never found.
    splits = stones & (empty >> step) & (empty << step)
    n = 0
    while splits:
        stone = splits & -splits
        splits ^= stone
        if n == out.shape[0]:
            return -1
        pair = stone << step | stone >> step
        out[n, 0] = stones ^ stone | pair
        out[n, 1] = empty ^ pair | stone
        n += 1
    return n


@numba.njit(cache=True)
def _fission_alive(masks: np.ndarray) -> bool:
    empty = masks[1]
    return masks[0] != 0 and (empty & (empty - 1)) != 0


FISSION = (_fission_moves, _all_cells, _fission_alive)


# -- NoGo: x, o, empty ------------------------------------------------------------------


@numba.njit(cache=True)
def _group(start: int, stones: int, s: int) -> int:
    group = start
    while True:
        grown = (group | group << 1 | group >> 1 | group << s | group >> s) & stones | group
        if grown == group:
            return group
        group = grown


@numba.njit(cache=True)
def _nogo_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    own, enemy, empty = masks[player], masks[1 - player], masks[2]
    n = 0
    cells = empty
    while cells:
        cell = cells & -cells
        cells ^= cell
        free = empty ^ cell
        mine = own | cell
        # Only the new stone's group and the enemy groups it touches can lose their last liberty.
        legal = (_neighbours(_group(cell, mine, s), s, -1) & free) != 0
        touching = _neighbours(cell, s, -1) & enemy
        while legal and touching:
            group = _group(touching & -touching, enemy, s)
            touching &= ~group
            legal = (_neighbours(group, s, -1) & free) != 0
        if not legal:
            continue
        if n == out.shape[0]:
            return -1
        out[n, player], out[n, 1 - player], out[n, 2] = mine, enemy, free
        n += 1
    return n


@numba.njit(cache=True)
def _nogo_alive(masks: np.ndarray) -> bool:
    return masks[2] != 0


NOGO = (_nogo_moves, _all_cells, _nogo_alive)
