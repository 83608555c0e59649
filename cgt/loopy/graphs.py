"""Game graphs of loopy partizan games: the algorithms that work on the bare graph.

A loopy partizan game is a finite directed graph whose vertices are positions
and whose edges are Left's and Right's moves; it is given here as two tuples,
``left[v]`` and ``right[v]`` the vertices Left and Right can move to from
``v``. Everything is iterative (explicit stacks and queues), so the size of a
graph is limited by memory, not by Python's recursion limit.

* :func:`reachable` keeps the vertices reachable from a start and numbers them
  from 0.
* :func:`is_stopper`: whether no play can go on forever with the players
  alternating (no *alternating cycle*; Siegel, *Combinatorial Game Theory*,
  2013, def. VI.1.6).
* :func:`survival_table`: for stoppers ``G`` and ``H`` every answer to
  ``G_g <= H_h`` at once, by the survival game (Siegel, thm. VI.3.4): Left,
  moving second in ``H - G``, never runs out of moves.
* :func:`onside_table`: the same for the onsides of any two graphs, stoppers
  or not: an infinite play of ``H - G`` is Right's when from some point on
  its moves are all in ``G`` (CGSuite's comparison of sides).
* :func:`play_outcomes`: who wins each vertex with each player to move, or
  that play goes on forever (a draw), by retrograde analysis.
* :func:`canonical_numbering`: a numbering of a graph that depends only on its
  shape, so that graphs of equal games in simplest form compare as tuples.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from .._kernels.survival import onside_fill, survival_fill

__all__ = ["Edges", "reachable", "bisimilar_classes", "fused", "is_stopper", "is_long_cycle_free", "ordinal_graph", "survival_table", "onside_table",
           "play_outcomes", "canonical_numbering",
           "product", "strongly_connected_components", "COMPILED_STATES", "LEFT_WINS", "RIGHT_WINS", "DRAW"]

#: Edges of one player: ``edges[v]`` lists the vertices that player can move to from ``v``.
Edges = Sequence[Sequence[int]]

#: Survival tables of this many states (pairs of vertices) or more are filled by compiled code.
COMPILED_STATES = 256

#: Results of :func:`play_outcomes`.
LEFT_WINS, RIGHT_WINS, DRAW = "L", "R", "D"


def reachable(left: Edges, right: Edges, start: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The part of the graph reachable from `start`, renumbered in breadth-first order (`start` is 0).

    Duplicate edges are dropped; each vertex's edges keep their first order.

    >>> reachable([[1], [], [0]], [[], [0], []], 1)
    (((), (0,)), ((1,), ()))
    """
    index = {start: 0}
    order = [start]
    i = 0
    while i < len(order):
        v = order[i]
        i += 1
        for w in (*left[v], *right[v]):
            if w not in index:
                index[w] = len(order)
                order.append(w)
    new_left = tuple(tuple(dict.fromkeys(index[w] for w in left[v])) for v in order)
    new_right = tuple(tuple(dict.fromkeys(index[w] for w in right[v])) for v in order)
    return new_left, new_right


def _reversed_csr(edges: Edges, n: int) -> tuple[list[int], list[int]]:
    """The reversed edges in CSR form: ``to[at[w]:at[w + 1]]`` are the vertices with an edge to ``w``."""
    at = [0] * (n + 1)
    for targets in edges:
        for w in targets:
            at[w + 1] += 1
    for w in range(n):
        at[w + 1] += at[w]
    to = [0] * at[n]
    filled = at[:n]
    for v, targets in enumerate(edges):
        for w in targets:
            to[filled[w]] = v
            filled[w] += 1
    return at, to


def is_stopper(left: Edges, right: Edges) -> bool:
    """Whether the graph has no alternating cycle: no play from any vertex goes on forever.

    A state is a vertex with the player to move; Left's move from ``(v, Left)``
    leads to ``(w, Right)`` and so on. The graph is a stopper exactly when this
    graph of states is acyclic, found by peeling states with no successors left
    (Kahn's algorithm).

    >>> is_stopper([[0]], [[]])              # on = {on|}: Left's pass never alternates
    True
    >>> is_stopper([[0]], [[0]])             # dud = {dud|dud}
    False
    """
    n = len(left)
    # State 2v: Left to move at v; 2v+1: Right to move.
    remaining = [0] * (2 * n)
    back: list[list[int]] = [[] for _ in range(2 * n)]
    for v in range(n):
        remaining[2 * v] = len(left[v])
        remaining[2 * v + 1] = len(right[v])
        for w in left[v]:
            back[2 * w + 1].append(2 * v)
        for w in right[v]:
            back[2 * w].append(2 * v + 1)
    stack = [s for s in range(2 * n) if remaining[s] == 0]
    peeled = 0
    while stack:
        s = stack.pop()
        peeled += 1
        for t in back[s]:
            remaining[t] -= 1
            if remaining[t] == 0:
                stack.append(t)
    return peeled == 2 * n


def survival_table(gl: Edges, gr: Edges, hl: Edges, hr: Edges) -> bytearray:
    """Every comparison between the vertices of two stoppers: ``t[g * len(hl) + h]`` is ``G_g <= H_h``.

    ``G <= H`` for stoppers exactly when Left, moving second in ``H - G``,
    survives: play either goes on forever or ends with Right unable to move
    (Siegel, *Combinatorial Game Theory*, thm. VI.3.4). Right's winning states
    are the least fixed point of "Right, to move, has a move to a state where
    Left is stuck or every Left move loses", found backwards from the states
    where Left has no move; every other state is Left's. Time and memory are
    proportional to the states (``2 * len(gl) * len(hl)``) and their moves;
    tables of :data:`COMPILED_STATES` states or more are filled by compiled
    code (numba; the first such table of a process compiles it, about 2 s,
    or loads it from numba's cache).

    >>> on = ([[0]], [[]])
    >>> zero = ([[]], [[]])
    >>> list(survival_table(*zero, *on)), list(survival_table(*on, *zero))   # 0 <= on, not on <= 0
    ([1], [0])
    """
    ng, nh = len(gl), len(hl)
    # In H - G Left moves H to H^L or -G to -(G^R); Right moves H to H^R or -G to -(G^L).
    backs = [*_reversed_csr(gl, ng), *_reversed_csr(gr, ng), *_reversed_csr(hl, nh), *_reversed_csr(hr, nh)]
    states = ng * nh
    if states >= COMPILED_STATES:
        import numpy as np

        from .._kernels.loopy import survival_fill_compiled

        left_moves = np.add.outer(np.array([len(e) for e in gr], np.int64), np.array([len(e) for e in hl], np.int64))
        lost, won = np.zeros(states, np.uint8), np.zeros(states, np.uint8)
        survival_fill_compiled(nh, left_moves.ravel(), *(np.array(a, np.int64) for a in backs),
                               lost, won, np.empty(states, np.int64))
        return bytearray((won ^ 1).tobytes())
    left_moves = [len(gr[g]) + len(hl[h]) for g in range(ng) for h in range(nh)]
    lost_by_left, won_by_right = bytearray(states), bytearray(states)
    survival_fill(nh, left_moves, *backs, lost_by_left, won_by_right, [0] * states)
    for s in range(states):
        won_by_right[s] ^= 1
    return won_by_right


def _csr(edges: Edges) -> tuple[list[int], list[int]]:
    """The edges in CSR form: ``to[at[v]:at[v + 1]]`` are ``edges[v]``."""
    at = [0]
    to: list[int] = []
    for targets in edges:
        to.extend(targets)
        at.append(len(to))
    return at, to


def onside_table(gl: Edges, gr: Edges, hl: Edges, hr: Edges) -> bytearray:
    """Every comparison of onsides of two graphs, stoppers or not: ``t[g * len(hl) + h]`` is ``G_g <= H_h`` as onsides.

    The onside of ``G`` is ``<=`` that of ``H`` exactly when Left, moving
    second in ``H - G``, survives, an infinite play counting as Right's when
    from some point on all its moves are in ``G`` (play that goes on forever
    in ``G`` alone is Left's in ``G``, so Right's in ``-G``) and as Left's
    otherwise. This is CGSuite's comparison of sides (``LoopyGame.leq`` with
    ``ONSIDE``). When ``G`` is a stopper no infinite play stays in ``G``, and
    the table is :func:`survival_table`'s. It is not when ``G`` is not:
    ``dud = {dud|dud}`` survives ``0 - dud`` by passing forever, yet its
    onside is ``on``, not ``<= 0``. Time and memory are proportional to the
    states (``2 * len(gl) * len(hl)``) and their moves times the passes
    (usually few); :data:`COMPILED_STATES` states or more run compiled.

    >>> dud, zero, on = ([[0]], [[0]]), ([[]], [[]]), ([[0]], [[]])
    >>> list(survival_table(*dud, *zero)), list(onside_table(*dud, *zero)), list(onside_table(*dud, *on))
    ([1], [0], [1])
    """
    ng, nh = len(gl), len(hl)
    states = ng * nh
    arrays = [*_csr(gl), *_csr(gr), *_csr(hl), *_csr(hr), *_reversed_csr(gl, ng), *_reversed_csr(gr, ng),
              *_reversed_csr(hl, nh), *_reversed_csr(hr, nh)]
    if states >= COMPILED_STATES:
        import numpy as np

        from .._kernels.loopy import onside_fill_compiled

        marks = [np.zeros(states, np.uint8) for _ in range(4)]
        onside_fill_compiled(ng, nh, *(np.array(a, np.int64) for a in arrays), marks[0], marks[1],
                             np.zeros(states, np.int64), np.zeros(states, np.int64), marks[2], marks[3],
                             np.empty(2 * states, np.int64))
        return bytearray((marks[1] ^ 1).tobytes())
    lost_by_left, won_by_right = bytearray(states), bytearray(states)
    onside_fill(ng, nh, *arrays, lost_by_left, won_by_right, [0] * states, [0] * states, bytearray(states),
                bytearray(states), [0] * (2 * states))
    for s in range(states):
        won_by_right[s] ^= 1
    return won_by_right


def play_outcomes(left: Edges, right: Edges) -> tuple[list[str], list[str]]:
    """Who wins each vertex under normal play, with Left to move and with Right to move.

    Returns two lists of :data:`LEFT_WINS`, :data:`RIGHT_WINS` or :data:`DRAW`
    (neither player can force the end of play), by retrograde analysis from
    the states whose mover has no move.

    >>> play_outcomes([[0]], [[0]])          # dud: play goes on forever
    (['D'], ['D'])
    >>> play_outcomes([[0]], [[]])           # on: Left always has a move, Right never
    (['L'], ['L'])
    """
    n = len(left)
    back: list[list[int]] = [[] for _ in range(2 * n)]
    moves = [0] * (2 * n)
    for v in range(n):
        moves[2 * v], moves[2 * v + 1] = len(left[v]), len(right[v])
        for w in left[v]:
            back[2 * w + 1].append(2 * v)
        for w in right[v]:
            back[2 * w].append(2 * v + 1)
    result = [DRAW] * (2 * n)
    # A state with no move is lost by its mover; a won successor wins its predecessor
    # for that winner when the winner moves there, and costs the loser one escape otherwise.
    escapes = list(moves)
    queue = deque()
    for s in range(2 * n):
        if moves[s] == 0:
            result[s] = RIGHT_WINS if s % 2 == 0 else LEFT_WINS
            queue.append(s)
    while queue:
        s = queue.popleft()
        winner = result[s]
        for t in back[s]:
            if result[t] != DRAW:
                continue
            mover = LEFT_WINS if t % 2 == 0 else RIGHT_WINS
            if mover == winner:
                result[t] = winner
                queue.append(t)
            else:
                escapes[t] -= 1
                if escapes[t] == 0:
                    result[t] = winner
                    queue.append(t)
    return result[0::2], result[1::2]


def bisimilar_classes(left: Edges, right: Edges) -> list[int]:
    """A colour per vertex, equal for bisimilar vertices (the same game tree unfolded), by colour refinement.

    Vertices are split by their sets of Left and Right successors' colours
    until the split is stable.

    >>> bisimilar_classes([[1], [], []], [[2], [], []])
    [1, 0, 0]
    """
    n = len(left)
    colour = [0] * n
    count = 1
    while True:
        signature = [(colour[v], tuple(sorted({colour[w] for w in left[v]})),
                      tuple(sorted({colour[w] for w in right[v]}))) for v in range(n)]
        ranks = {sig: i for i, sig in enumerate(sorted(set(signature)))}
        colour = [ranks[sig] for sig in signature]
        if len(ranks) == count:
            return colour
        count = len(ranks)


def fused(left: Edges, right: Edges, start: int = 0) -> tuple[list[list[int]], list[list[int]]]:
    """The graph reachable from `start` with bisimilar vertices made one (the same game, fewer positions); `start` is 0.

    >>> fused([[1, 2], [], []], [[], [], []])
    ([[1], []], [[], []])
    """
    left, right = reachable(left, right, start)
    colour = bisimilar_classes(left, right)
    number = {colour[0]: 0}
    for c in colour:
        number.setdefault(c, len(number))
    out_left: list[list[int]] = [[] for _ in number]
    out_right: list[list[int]] = [[] for _ in number]
    for v in range(len(left)):
        out_left[number[colour[v]]] = sorted({number[colour[w]] for w in left[v]})
        out_right[number[colour[v]]] = sorted({number[colour[w]] for w in right[v]})
    return out_left, out_right


def canonical_numbering(left: Edges, right: Edges, start: int = 0) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The graph reachable from `start`, renumbered by its shape alone (`start` is 0).

    Colour refinement splits vertices by their sets of Left and Right
    successors' colours until stable; the vertices are then numbered in
    breadth-first order from `start`, each vertex's successors taken by colour.
    In a graph with no two equal positions (a stopper in simplest form), no two
    vertices are bisimilar, so every colour is one vertex and two graphs of
    the same game get the same numbering, as tuples.

    >>> canonical_numbering([[1], []], [[], [1]], 0) == canonical_numbering([[], [2], []], [[], [], [2]], 1)
    True
    """
    left, right = reachable(left, right, start)
    colour = bisimilar_classes(left, right)
    index = {0: 0}
    order = [0]
    i = 0
    while i < len(order):
        v = order[i]
        i += 1
        for w in sorted((*left[v], *right[v]), key=colour.__getitem__):
            if w not in index:
                index[w] = len(order)
                order.append(w)
    return (tuple(tuple(sorted(index[w] for w in left[v])) for v in order),
            tuple(tuple(sorted(index[w] for w in right[v])) for v in order))


def product(gl: Edges, gr: Edges, hl: Edges, hr: Edges) -> tuple[list[list[int]], list[list[int]]]:
    """The graph of the disjunctive sum ``G + H``: vertex ``g * len(hl) + h`` is ``G_g + H_h``.

    >>> product([[0]], [[]], [[]], [[0]])    # on + off: each player passes in his own part
    ([[0]], [[0]])
    """
    nh = len(hl)
    left = [[w * nh + h for w in gl[g]] + [g * nh + w for w in hl[h]] for g in range(len(gl)) for h in range(nh)]
    right = [[w * nh + h for w in gr[g]] + [g * nh + w for w in hr[h]] for g in range(len(gl)) for h in range(nh)]
    return left, right


def ordinal_graph(gl: Edges, gr: Edges, hl: Edges, hr: Edges) -> tuple[list[list[int]], list[list[int]]]:
    """The graph of the ordinal sum ``G : H`` of the games at vertex 0: vertex ``h`` is ``G : H_h``, ``len(hl) + g`` is ``G_g``.

    ``G : H = {G^L, G : H^L | G^R, G : H^R}`` (Conway; Siegel, *Combinatorial
    Game Theory*, 2013, II.4): a move in ``G`` wipes ``H`` out, a move in
    ``H`` keeps ``G``, on any graphs (CGSuite's ``Bigraph.ordinalSum``).

    >>> ordinal_graph([[1], []], [[], []], [[]], [[0]])    # 1 : off = {0 | 1 : off} = {0|pass}, over
    ([[2], [2], []], [[0], [], []])
    """
    nh = len(hl)
    left = [[nh + w for w in gl[0]] + list(hl[h]) for h in range(nh)] + [[nh + w for w in e] for e in gl]
    right = [[nh + w for w in gr[0]] + list(hr[h]) for h in range(nh)] + [[nh + w for w in e] for e in gr]
    return left, right


def strongly_connected_components(left: Edges, right: Edges) -> list[list[int]]:
    """The strongly connected components of the graph (both players' moves), each before those that reach it.

    Tarjan's algorithm, iterative: a component is listed only after every
    component it has a move into, so values can be found component by
    component.

    >>> strongly_connected_components([[1], [0], []], [[2], [], []])
    [[2], [1, 0]]
    """
    n = len(left)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            succ = (*left[v], *right[v])
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = True
            elif i <= len(succ):
                low[v] = min(low[v], low[succ[i - 1]])
            while i < len(succ):
                w = succ[i]
                if index[w] < 0:
                    work.append((v, i + 1))
                    work.append((w, 0))
                    break
                if on_stack[w]:
                    low[v] = min(low[v], index[w])
                i += 1
            else:
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack[w] = False
                        comp.append(w)
                        if w == v:
                            break
                    out.append(comp)
    return out


def is_long_cycle_free(left: Edges, right: Edges, v: int) -> bool:
    """Whether no cycle longer than a pass is reachable from `v` (CGSuite's *plumtree*).

    >>> is_long_cycle_free([[0, 1], []], [[], []], 0), is_long_cycle_free([[1], []], [[], [0]], 0)
    (True, False)
    """
    state: dict[int, int] = {}  # 1 on the stack, 2 done
    stack = [(v, iter([*left[v], *right[v]]))]
    state[v] = 1
    while stack:
        u, it = stack[-1]
        w = next(it, None)
        if w is None:
            state[u] = 2
            stack.pop()
        elif w != u:
            if state.get(w) == 1:
                return False
            if w not in state:
                state[w] = 1
                stack.append((w, iter([*left[w], *right[w]])))
    return True
