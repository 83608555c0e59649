"""Compiled rules of a game of one's own: the guide's DominoesAndTrominoes (docs/custom-games.rst, step 8).

The twins of its ``moves``, ``reach`` and ``alive``, on masks in the compiled
search's frame: a row of ``s`` bits whose last is a guard, never a cell.
"""

import numba


@numba.njit(cache=True)
def moves(masks, player, s, out):
    """Write the masks after each move of `player` into the rows of `out`; their count, or -1 if `out` is full."""
    empty = masks[0]
    if player == 0:  # a vertical domino: the cell below is empty too
        fits, piece = empty & empty >> s, 1 | 1 << s
    else:  # a horizontal tromino: the next two cells are empty too (no row runs past its guard)
        pairs = empty & empty >> 1
        fits, piece = pairs & pairs >> 1, 0b111
    n = 0
    while fits:
        cell = fits & -fits
        fits ^= cell
        if n == out.shape[0]:
            return -1
        out[n, 0] = empty ^ piece * cell
        n += 1
    return n


@numba.njit(cache=True)
def reach(masks, s, cells):
    """The cells a move can touch: every empty cell."""
    return masks[0]


@numba.njit(cache=True)
def alive(masks):
    """One cell alone holds no piece."""
    return masks[0] & (masks[0] - 1) != 0


DOMINOES_AND_TROMINOES = (moves, reach, alive)
