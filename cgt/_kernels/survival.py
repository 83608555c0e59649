"""The survival game of two stoppers and the onside game of any two graphs, in plain Python, compiled on large graphs.

Written once here: :func:`cgt.loopy.graphs.survival_table` and
:func:`cgt.loopy.graphs.onside_table` run them interpreted on lists for
small tables, and :mod:`cgt._kernels.loopy` compiles the same source with
numba for large ones (the loopy engine's
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


def onside_fill(ng: int, nh: int, gl_at: Sequence[int], gl_to: Sequence[int], gr_at: Sequence[int], gr_to: Sequence[int],
                hl_at: Sequence[int], hl_to: Sequence[int], hr_at: Sequence[int], hr_to: Sequence[int],
                back_gl_at: Sequence[int], back_gl_to: Sequence[int], back_gr_at: Sequence[int], back_gr_to: Sequence[int],
                back_hl_at: Sequence[int], back_hl_to: Sequence[int], back_hr_at: Sequence[int], back_hr_to: Sequence[int],
                lost_by_left: MutableSequence[int], won_by_right: MutableSequence[int], escapes: MutableSequence[int],
                needed: MutableSequence[int], good_left: MutableSequence[int], good_right: MutableSequence[int],
                stack: MutableSequence[int]) -> None:
    """Mark the states of ``H - G`` Right wins when an infinite play whose moves are all in ``G`` from some point on is his.

    Edges come forward (``gl_to[gl_at[g]:gl_at[g + 1]]``) and reversed, in
    CSR form. A Büchi game for Left: she must not be stuck, and must see
    infinitely many moves in ``H``. Each pass finds the states from which
    she can force a move in ``H`` while staying out of Right's wins (a
    least fixed point, kept in `good_left` and `good_right`) and gives Right
    the rest, with what they force, until a pass gives him nothing; as
    :func:`survival_fill`, Right's wins are `won_by_right` (to move) and
    `lost_by_left`. `escapes`, `needed` and `stack` are scratch of one entry
    a state; `stack` holds each state at most once a pass (as a Left state
    ``s`` or a Right state ``states + s``), so it has room for twice the states.
    """
    states = ng * nh
    top = 0
    for s in range(states):
        g = s // nh
        h = s - g * nh
        escapes[s] = gr_at[g + 1] - gr_at[g] + hl_at[h + 1] - hl_at[h]
        if escapes[s] == 0:
            lost_by_left[s] = 1
            stack[top] = s
            top += 1
    while True:
        # Right's attractor of his wins: a Right state with a move to a lost Left state is won;
        # a Left state with every move to a won Right state is lost.
        while top > 0:
            top -= 1
            s = stack[top]
            g = s // nh
            h = s - g * nh
            if s < states:
                for i in range(back_hr_at[h], back_hr_at[h + 1]):
                    t = g * nh + back_hr_to[i]
                    if not won_by_right[t]:
                        won_by_right[t] = 1
                        stack[top] = states + t
                        top += 1
                for i in range(back_gl_at[g], back_gl_at[g + 1]):
                    t = back_gl_to[i] * nh + h
                    if not won_by_right[t]:
                        won_by_right[t] = 1
                        stack[top] = states + t
                        top += 1
            else:
                s -= states
                g = s // nh
                h = s - g * nh
                for i in range(back_hl_at[h], back_hl_at[h + 1]):
                    u = g * nh + back_hl_to[i]
                    if not lost_by_left[u]:
                        escapes[u] -= 1
                        if escapes[u] == 0:
                            lost_by_left[u] = 1
                            stack[top] = u
                            top += 1
                for i in range(back_gr_at[g], back_gr_at[g + 1]):
                    u = back_gr_to[i] * nh + h
                    if not lost_by_left[u]:
                        escapes[u] -= 1
                        if escapes[u] == 0:
                            lost_by_left[u] = 1
                            stack[top] = u
                            top += 1
        # Good states: Left moves in H to a state Right has not won, or in G to a good state; Right
        # to move is good when each of his moves in G leads to a good state (his moves in H are
        # harmless: one into Right's wins would have won the state for him).
        for s in range(states):
            g = s // nh
            h = s - g * nh
            good_left[s] = 0
            good_right[s] = 0
            needed[s] = gl_at[g + 1] - gl_at[g]
            if not lost_by_left[s]:
                for i in range(hl_at[h], hl_at[h + 1]):
                    if not won_by_right[g * nh + hl_to[i]]:
                        good_left[s] = 1
                        stack[top] = s
                        top += 1
                        break
            if not won_by_right[s] and needed[s] == 0:
                good_right[s] = 1
                stack[top] = states + s
                top += 1
        while top > 0:
            top -= 1
            s = stack[top]
            if s < states:
                g = s // nh
                h = s - g * nh
                for i in range(back_gl_at[g], back_gl_at[g + 1]):
                    t = back_gl_to[i] * nh + h
                    if not won_by_right[t] and not good_right[t]:
                        needed[t] -= 1
                        if needed[t] == 0:
                            good_right[t] = 1
                            stack[top] = states + t
                            top += 1
            else:
                s -= states
                g = s // nh
                h = s - g * nh
                for i in range(back_gr_at[g], back_gr_at[g + 1]):
                    u = back_gr_to[i] * nh + h
                    if not lost_by_left[u] and not good_left[u]:
                        good_left[u] = 1
                        stack[top] = u
                        top += 1
        # The states not good are Right's: from them Left either loses or moves in G alone forever.
        for s in range(states):
            if not lost_by_left[s] and not good_left[s]:
                lost_by_left[s] = 1
                stack[top] = s
                top += 1
            if not won_by_right[s] and not good_right[s]:
                won_by_right[s] = 1
                stack[top] = states + s
                top += 1
        if top == 0:
            return
