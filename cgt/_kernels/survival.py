"""The survival game of two stoppers, in plain Python: interpreted on small graphs, compiled on large ones.

Written once here: :func:`cgt.loopy.graphs.survival_table` runs it
interpreted on lists for small tables, and :mod:`cgt._kernels.loopy`
compiles the same source with numba for large ones (the loopy engine's
components with their exits reach a few hundred positions, 10**5 states).

A state ``g * nh + h`` is ``H_h - G_g``. Graphs come as reversed edges in CSR
form: ``back_gl_to[back_gl_at[g]:back_gl_at[g + 1]]`` are the vertices with a
Left move to ``g``, and so on.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence

__all__ = ["survival_fill"]


def survival_fill(nh: int, left_moves: MutableSequence[int],
                  back_gl_at: Sequence[int], back_gl_to: Sequence[int],
                  back_gr_at: Sequence[int], back_gr_to: Sequence[int],
                  back_hl_at: Sequence[int], back_hl_to: Sequence[int],
                  back_hr_at: Sequence[int], back_hr_to: Sequence[int],
                  lost_by_left: MutableSequence[int], won_by_right: MutableSequence[int],
                  stack: MutableSequence[int]) -> None:
    """Mark the states Right wins, to move (`won_by_right`) and with Left to move (`lost_by_left`).

    `left_moves` holds each state's count of Left moves (consumed); `stack`
    has room for every state. Right's wins are the least fixed point, found
    backwards from the states where Left, to move, has no move.
    """
    top = 0
    for s in range(len(left_moves)):
        if left_moves[s] == 0:
            lost_by_left[s] = 1
            stack[top] = s
            top += 1
    while top > 0:
        top -= 1
        s = stack[top]
        g = s // nh
        h = s - g * nh
        # Right-to-move states with a move to (g, h): by H^R -> h, or by G^L -> g.
        along_h = back_hr_at[h + 1] - back_hr_at[h]
        for i in range(along_h + back_gl_at[g + 1] - back_gl_at[g]):
            if i < along_h:
                t = g * nh + back_hr_to[back_hr_at[h] + i]
            else:
                t = back_gl_to[back_gl_at[g] + i - along_h] * nh + h
            if won_by_right[t]:
                continue
            won_by_right[t] = 1
            g2 = t // nh
            h2 = t - g2 * nh
            # Left-to-move states with a move to t lose one escape each: by H^L -> h2, or G^R -> g2.
            along_h2 = back_hl_at[h2 + 1] - back_hl_at[h2]
            for j in range(along_h2 + back_gr_at[g2 + 1] - back_gr_at[g2]):
                if j < along_h2:
                    u = g2 * nh + back_hl_to[back_hl_at[h2] + j]
                else:
                    u = back_gr_to[back_gr_at[g2] + j - along_h2] * nh + h2
                if not lost_by_left[u]:
                    left_moves[u] -= 1
                    if left_moves[u] == 0:
                        lost_by_left[u] = 1
                        stack[top] = u
                        top += 1
