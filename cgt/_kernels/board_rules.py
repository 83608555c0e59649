"""The board games' rules, compiled: moves, reach and life of a region, on masks in a frame.

Private module, imported by :mod:`cgt.games.grid.compiled` through a
ruleset's ``kernels`` name (``import cgt`` must not import numba). Each game
is a triple ``(moves, reach, alive)`` of jitted functions, the compiled twins
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

import numba
import numpy as np

__all__ = ["DOMINEERING", "CLOBBER", "ANTI_CLOBBER", "KONANE", "AMAZONS"]


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


# -- Clobber and Anti-Clobber: x, o (and the empty cells) ----------------------------


@numba.njit(cache=True)
def _stones(masks: np.ndarray, s: int, cells: int) -> int:
    return masks[0] | masks[1]


@numba.njit(cache=True)
def _both_colours(masks: np.ndarray) -> bool:
    return masks[0] != 0 and masks[1] != 0


@numba.njit(cache=True)
def _step_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray, anti: bool) -> int:
    """Each stone of `player` stepping onto an orthogonal neighbour: an enemy stone, captured (Clobber), or
    with `anti` an empty cell, an enemy stone left behind (Anti-Clobber)."""
    own, enemy = masks[player], masks[1 - player]
    onto = masks[2] if anti else enemy
    n = 0
    for shift in (1, -1, s, -s):
        targets = _shift(own, shift) & onto
        while targets:
            target = targets & -targets
            targets ^= target
            if n == out.shape[0]:
                return -1
            mover = _shift(target, -shift)
            out[n, player] = own ^ mover | target
            if anti:
                out[n, 1 - player] = enemy | mover
                out[n, 2] = onto ^ target
            else:
                out[n, 1 - player] = enemy ^ target
            n += 1
    return n


@numba.njit(cache=True)
def _clobber_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    return _step_moves(masks, player, s, out, False)


CLOBBER = (_clobber_moves, _stones, _both_colours)


@numba.njit(cache=True)
def _all_cells(masks: np.ndarray, s: int, cells: int) -> int:
    union = 0
    for m in masks:
        union |= m
    return union


@numba.njit(cache=True)
def _anti_clobber_moves(masks: np.ndarray, player: int, s: int, out: np.ndarray) -> int:
    return _step_moves(masks, player, s, out, True)


@numba.njit(cache=True)
def _anti_clobber_alive(masks: np.ndarray) -> bool:
    return masks[2] != 0 and (masks[0] | masks[1]) != 0


ANTI_CLOBBER = (_anti_clobber_moves, _all_cells, _anti_clobber_alive)


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
