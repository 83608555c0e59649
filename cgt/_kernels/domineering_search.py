"""Domineering's outcome search, compiled: alpha-beta on win/loss over bitboard lines, as Obsequi does it.

Private module, imported by :mod:`cgt.partizan.compiled_search` (its
validating wrapper). The board is kept in both orientations, one int a line
(Bullock 2002): ``board[0, 1 + c]`` holds the empty cells of column ``c``
(bit ``r`` for row ``r``), Left's lines, since Left (Vertical) places
dominoes along columns; ``board[1, 1 + r]`` those of row ``r`` (bit ``c``),
Right's lines. Lines ``0`` and ``n + 1`` of each side are zero (a filled
border), so a line's neighbours are always there. A move of player ``p`` in
line ``i`` at bits ``j, j + 1`` clears those bits of ``board[p, i]`` and bit
``i - 1`` of ``board[1 - p, j + 1]`` and ``board[1 - p, j + 2]``.

What the search knows of Domineering (all from Obsequi):

* **Move counts.** A cell is *protected* for a player when both its
  neighbours across the player's lines are filled: the opponent can never
  cover it, so a domino on two protected cells is a *safe* move, which the
  opponent can never take away. ``safe`` counts disjoint safe moves,
  ``real`` disjoint moves of any kind (half of each run of empty cells along
  the lines: no player can ever make more). The player to move wins if their
  safe moves outnumber the opponent's real ones, and loses if their real
  moves are no more than the opponent's safe ones.
  Both are kept per line and in total, a move recounting only the lines it
  touches (and its undoing likewise), lines of up to 16 cells looked up.
* **Finer bounds** (Obsequi's ``is_game_over_expensive``, looked at after the
  table): protective areas (two-by-two blocks a wall keeps the opponent out
  of), vulnerable moves and safe moves with an option of vulnerability are
  packed on the board, giving a lower bound on the moves a player is sure of
  and an upper bound on the opponent's from the cells left over.
* **Safe moves need not be played** while another move exists (Obsequi's
  move generator leaves them out); with nothing else left they are played.
* **Move ordering** by the change a move makes to both players' real and
  safe counts in the lines it touches (Obsequi's ``ScoreMove``): the best
  move is searched first and the others sorted only if it does not win, as
  Obsequi does (most nodes are decided by their first move).
* **A transposition table** of 2 ** k buckets of two entries, keyed by the
  board exactly (up to 128 cells, two words) under its four mirror images
  that keep the players' roles (the least of the four), and the player to
  move (each move's cells in the four images looked up, not recomputed).
  Replacement: the first entry of a bucket keeps the result whose subtree
  was largest (the dearest to find again), the second the latest.

The search stops, answering ``2``, when ``stats[BUDGET]`` nodes are spent or
``stop[0]`` is set (looked at every 1,024 nodes), so a caller in another thread
can end it; ``line[d]`` holds the move being searched at depth ``d``
(``i * 64 + j + p * 8192``), for a progress display.
"""

from __future__ import annotations

import numba
import numpy as np

__all__ = ["NODES", "STORED", "DEPTH", "BUDGET", "STATS", "MOVE", "solve_position"]

#: Slots of the ``stats`` array: nodes searched, table entries filled, depth being searched, node
#: budget (0 none), and the winning move found at the root (-1 none).
NODES, STORED, DEPTH, BUDGET, MOVE = 0, 1, 2, 3, 4
STATS = 5
_UNKNOWN = 2
_MIX = np.uint64(0x9E3779B97F4A7C15)
# The index of a single bit: its product with a de Bruijn sequence's top six bits, looked up.
_DEBRUIJN_MUL = np.uint64(0x03F79D71B4CB0A89)
_DEBRUIJN = np.zeros(64, dtype=np.int64)
_DEBRUIJN[[((1 << bit) * 0x03F79D71B4CB0A89 & (2 ** 64 - 1)) >> 58 for bit in range(64)]] = np.arange(64)


@numba.njit(cache=True, nogil=True)
def _pairs(m: np.uint64) -> int:
    """Disjoint dominoes in a line whose pair starts (cells with an empty next cell) are `m`."""
    count = 0
    one = np.uint64(1)
    three = np.uint64(3)
    while m:
        low = m & (~m + one)
        m &= ~(low * three)
        count += 1
    return count


@numba.njit(cache=True, nogil=True)
def _real(line: np.uint64, halves: np.ndarray) -> int:
    """Disjoint dominoes in `line` (its empty cells): looked up in `halves` when the line is short enough."""
    if line < np.uint64(halves.shape[0]):
        return halves[line]
    return _pairs(line & (line >> np.uint64(1)))


@numba.njit(cache=True, nogil=True)
def _safe(lines: np.ndarray, i: int, halves: np.ndarray) -> int:
    return _real(lines[i] & ~lines[i - 1] & ~lines[i + 1], halves)


@numba.njit(cache=True, nogil=True)
def _recount(board: np.ndarray, n: np.ndarray, counts: np.ndarray, totals: np.ndarray, halves: np.ndarray,
             p: int, i: int, j: int) -> None:
    """Refresh the counts of the lines `p`'s move in line `i` at `j` touches, and the totals with them."""
    q = 1 - p
    for side, first, last in ((p, i, i), (q, j + 1, j + 2)):
        for k in range(first, last + 1):
            now = _real(board[side, k], halves)
            totals[side] += now - counts[side, 0, k]
            counts[side, 0, k] = now
    for side, first, last in ((p, max(i - 1, 1), min(i + 1, n[p])), (q, max(j, 1), min(j + 3, n[q]))):
        for k in range(first, last + 1):
            now = _safe(board[side], k, halves)
            totals[2 + side] += now - counts[side, 1, k]
            counts[side, 1, k] = now


@numba.njit(cache=True, nogil=True)
def _toggle(board: np.ndarray, keys: np.ndarray, counts: np.ndarray, totals: np.ndarray, halves: np.ndarray,
            n: np.ndarray, masks: np.ndarray, p: int, i: int, j: int) -> None:
    """Play (or take back) `p`'s domino in line `i` at bits `j`, `j + 1`: its cells in the four keys, the
    move counts of the lines it touches (only those change)."""
    one = np.uint64(1)
    board[p, i] ^= np.uint64(3) << np.uint64(j)
    bit = one << np.uint64(i - 1)
    board[1 - p, j + 1] ^= bit
    board[1 - p, j + 2] ^= bit
    totals[4] += 2 if board[p, i] & (np.uint64(1) << np.uint64(j)) else -2
    _recount(board, n, counts, totals, halves, p, i, j)
    for s in range(4):
        keys[s, 0] ^= masks[p, i, j, s, 0]
        keys[s, 1] ^= masks[p, i, j, s, 1]


@numba.njit(cache=True, nogil=True)
def _masks(width: int, height: int, lines: int) -> np.ndarray:
    """The cells of each move (player, line, first bit) in the four mirror images' keys."""
    one = np.uint64(1)
    masks = np.zeros((2, lines, lines, 4, 2), dtype=np.uint64)
    for p in range(2):
        for i in range(1, lines - 1):
            for j in range(lines - 2):
                for k in range(2):
                    r, c = (j + k, i - 1) if p == 0 else (i - 1, j + k)
                    if r >= height or c >= width:
                        continue
                    for s in range(4):
                        rr = height - 1 - r if s & 2 else r
                        cc = width - 1 - c if s & 1 else c
                        cell = rr * width + cc
                        masks[p, i, j, s, cell >> 6] ^= one << np.uint64(cell & 63)
    return masks


@numba.njit(cache=True, nogil=True)
def _key(keys: np.ndarray, p: int) -> tuple[np.uint64, np.uint64]:
    best = 0
    for s in range(1, 4):
        if keys[s, 1] < keys[best, 1] or (keys[s, 1] == keys[best, 1] and keys[s, 0] < keys[best, 0]):
            best = s
    return keys[best, 0], keys[best, 1] ^ (np.uint64(p) << np.uint64(63))


@numba.njit(cache=True, nogil=True)
def _score(board: np.ndarray, n: np.ndarray, counts: np.ndarray, halves: np.ndarray, p: int, i: int, j: int) -> int:
    """How good `p`'s move in line `i` at `j` looks: real and safe moves gained less the opponent's
    (the counts before it are kept in `counts`)."""
    q = 1 - p
    mine, theirs = board[p], board[q]
    three = np.uint64(3) << np.uint64(j)
    bit = np.uint64(1) << np.uint64(i - 1)
    mine[i] ^= three
    theirs[j + 1] ^= bit
    theirs[j + 2] ^= bit
    gain = (_real(mine[i], halves) - counts[p, 0, i] - _real(theirs[j + 1], halves) + counts[q, 0, j + 1]
            - _real(theirs[j + 2], halves) + counts[q, 0, j + 2])
    for k in range(max(i - 1, 1), min(i + 1, n[p]) + 1):
        gain += _safe(mine, k, halves) - counts[p, 1, k]
    for k in range(max(j, 1), min(j + 3, n[q]) + 1):
        gain -= _safe(theirs, k, halves) - counts[q, 1, k]
    mine[i] ^= three
    theirs[j + 1] ^= bit
    theirs[j + 2] ^= bit
    return gain


@numba.njit(cache=True, nogil=True)
def _moves(board: np.ndarray, n: np.ndarray, p: int, safe_too: bool, out: np.ndarray) -> int:
    """Write `p`'s moves (``i * 64 + j``) into `out`; safe ones only with `safe_too`."""
    count = 0
    one = np.uint64(1)
    for i in range(1, n[p] + 1):
        line = board[p, i]
        starts = line & (line >> one)
        if not safe_too:
            guarded = ~board[p, i - 1] & ~board[p, i + 1]
            starts &= ~(guarded & (guarded >> one))
        while starts:
            low = starts & (~starts + one)
            starts ^= low
            out[count] = i * 64 + _DEBRUIJN[(low * _DEBRUIJN_MUL) >> np.uint64(58)]
            count += 1
    return count


@numba.njit(cache=True, nogil=True)
def _decided(totals: np.ndarray, p: int) -> int:
    """1 if `p`, to move, wins by the move counts, 0 if they lose by them, else 2."""
    if totals[2 + p] > totals[1 - p]:
        return 1
    if totals[p] <= totals[3 - p]:
        return 0
    return _UNKNOWN


@numba.njit(cache=True, nogil=True)
def _bucket(table: np.ndarray, k0: np.uint64, k1: np.uint64) -> int:
    h = (k0 * _MIX) ^ (k1 * _MIX + (k1 >> np.uint64(29)))
    return int((h ^ (h >> np.uint64(31))) & np.uint64(table.shape[0] - 1)) & ~1


@numba.njit(cache=True, nogil=True)
def _store(table: np.ndarray, stats: np.ndarray, b: int, k0: np.uint64, k1: np.uint64, won: int, work: int) -> None:
    """Keep a result: the bucket's first entry is the dearest (largest subtree), its second the latest."""
    cost = np.uint64(min(work, (1 << 40) - 1))
    entry = (cost << np.uint64(2)) | np.uint64(won << 1) | np.uint64(1)
    if table[b, 0] == k0 and table[b, 1] == k1:
        table[b, 2] = entry
        return
    if table[b + 1, 0] == k0 and table[b + 1, 1] == k1:
        table[b + 1, 2] = entry
        return
    if not table[b, 2] & 1:
        s = b
    elif cost >= table[b, 2] >> np.uint64(2):
        if not table[b + 1, 2] & 1:
            stats[STORED] += 1
        table[b + 1, 0], table[b + 1, 1], table[b + 1, 2] = table[b, 0], table[b, 1], table[b, 2]
        s = b
    else:
        s = b + 1
    if not table[s, 2] & 1:
        stats[STORED] += 1
    table[s, 0], table[s, 1], table[s, 2] = k0, k1, entry


@numba.njit(cache=True, nogil=True)
def _order(board: np.ndarray, n: np.ndarray, counts: np.ndarray, halves: np.ndarray, p: int, root: bool,
           places: np.ndarray, mv: np.ndarray, sc: np.ndarray) -> int:
    """Write `p`'s moves to search into `mv`, the best score first (ties by `places`); return how many.

    The rest are sorted by :func:`_sort_rest` only if the first does not win (Obsequi's order: most
    nodes are decided by their first move)."""
    count = _moves(board, n, p, root, mv)
    if count == 0:
        count = _moves(board, n, p, True, mv)
    best = 0
    for m in range(count):
        i, j = mv[m] >> 6, mv[m] & 63
        sc[m] = _score(board, n, counts, halves, p, i, j) * 128 + places[p, i, j + 1]
        if sc[m] > sc[best]:
            best = m
    x, y = mv[best], sc[best]
    for m in range(best, 0, -1):
        mv[m], sc[m] = mv[m - 1], sc[m - 1]
    mv[0], sc[0] = x, y
    return count


@numba.njit(cache=True, nogil=True)
def _sort_rest(mv: np.ndarray, sc: np.ndarray, count: int) -> None:
    """Sort moves 1 to `count` of `mv`, best score first (stable, insertion)."""
    for m in range(2, count):
        x, y = mv[m], sc[m]
        k = m - 1
        while k >= 1 and sc[k] < y:
            mv[k + 1], sc[k + 1] = mv[k], sc[k]
            k -= 1
        mv[k + 1], sc[k + 1] = x, y


@numba.njit(cache=True, nogil=True)
def _place(rows: int, columns: int, row: int, column: int, value: int, out: np.ndarray) -> None:
    for r in (row, rows + 1 - row):
        for c in (column, columns - column):
            if 0 <= r < out.shape[0] and 0 <= c < out.shape[1]:
                out[r, c] = value


@numba.njit(cache=True, nogil=True)
def _places(rows: int, columns: int, out: np.ndarray) -> None:
    """Obsequi's positional values of a player's moves, to break ties of the score: line ``row`` (from
    1), first cell ``column - 1``. Lines two apart from the second, moves two apart from the edge first,
    their symmetric places alike; then the lines and moves between; nearer the middle, lower."""
    passes = ((127, 2, 2, 1, 2), (90, 2, 2, 1, 1), (70, 3, 1, 1, 2), (50, 3, 1, 1, 1), (30, 1, 1, 1, 1))
    for value, first_row, row_step, first_column, column_step in passes:
        always = value == 127  # the first pass sets its places whatever was there
        for row in range(first_row, (rows + 3) // 2, row_step):
            for column in range(first_column, columns // 2 + 1, column_step):
                if always or out[row, column] == 0:
                    value -= 1
                    _place(rows, columns, row, column, value, out)


@numba.njit(cache=True, nogil=True)
def solve_position(board: np.ndarray, n: np.ndarray, width: int, height: int, first: int, table: np.ndarray,
                   stats: np.ndarray, stop: np.ndarray, line: np.ndarray) -> int:
    """Whether `first` (0 Left, 1 Right), to move on `board`, wins: 1, 0, or 2 if stopped.

    `board` is changed during the search and restored; `table` is
    ``(2 ** k, 3)`` uint64 (key words and ``work << 2 | won << 1 | used``),
    kept between calls; `stats` int64 of ``STATS`` slots; `stop` int64 of
    one; `line` int64, one a move of the longest play. At the root every
    move is searched, safe ones too, and ``stats[MOVE]`` is the winning one
    (``i * 64 + j``) or -1. The search is a loop over an explicit stack
    (numba caches no recursive function).
    """
    keys = np.zeros((4, 2), dtype=np.uint64)
    one = np.uint64(1)
    for c in range(width):
        for r in range(height):
            if board[0, c + 1] & (one << np.uint64(r)):
                for s in range(4):
                    rr = height - 1 - r if s & 2 else r
                    cc = width - 1 - c if s & 1 else c
                    cell = rr * width + cc
                    keys[s, cell >> 6] ^= one << np.uint64(cell & 63)
    # Per line (index 0 real, 1 safe) and in total (real of Left and Right, safe of Left and Right, empty
    # cells), kept up to date by each move for the lines it touches.
    counts = np.zeros((2, 2, board.shape[1]), dtype=np.int64)
    # The real moves of every line of up to 16 cells, looked up rather than counted.
    halves = np.zeros(1 << min(max(n[0], n[1]), 16), dtype=np.int8)
    for v in range(halves.shape[0]):
        halves[v] = _pairs(np.uint64(v) & (np.uint64(v) >> one))
    totals = np.zeros(5, dtype=np.int64)
    for p in range(2):
        for i in range(1, n[p] + 1):
            counts[p, 0, i] = _real(board[p, i], halves)
            counts[p, 1, i] = _safe(board[p], i, halves)
            totals[p] += counts[p, 0, i]
            totals[2 + p] += counts[p, 1, i]
    for i in range(1, n[0] + 1):
        cells = board[0, i]
        while cells:
            cells &= cells - one
            totals[4] += 1
    levels = width * height // 2 + 2
    masks = _masks(width, height, board.shape[1])
    mv = np.zeros((levels, width * height + 1), dtype=np.int64)
    sc = np.zeros((levels, width * height + 1), dtype=np.int64)
    count = np.zeros(levels, dtype=np.int64)
    at = np.zeros(levels, dtype=np.int64)
    start = np.zeros(levels, dtype=np.int64)
    bucket = np.zeros(levels, dtype=np.int64)
    key0 = np.zeros(levels, dtype=np.uint64)
    key1 = np.zeros(levels, dtype=np.uint64)
    places = np.zeros((2, board.shape[1] + 2, 66), dtype=np.int64)
    for p in range(2):
        _places(n[p], n[1 - p], places[p])
    occ = np.zeros(board.shape[1] + 2, dtype=np.uint64)
    tmp = np.zeros(board.shape[1] + 2, dtype=np.uint64)
    metrics = np.zeros(20, dtype=np.int64)  # the metrics, then the packings' scratch
    stats[MOVE] = -1
    d = 0
    enter = True
    r = -1  # -1: node d tries its next move; 0 or 1: the result of node d + 1, won by its mover or not
    while True:
        if enter:
            # A new node at depth d: decided by the counts or the table, or its moves listed.
            enter = False
            stats[NODES] += 1
            if (stats[BUDGET] and stats[NODES] > stats[BUDGET]) or ((stats[NODES] & 1023) == 0 and stop[0]):
                stats[NODES] -= 1
                return _UNKNOWN
            p = first ^ (d & 1)
            r = _UNKNOWN if d == 0 else _decided(totals, p)
            if r == _UNKNOWN:
                k0, k1 = _key(keys, p)
                b = _bucket(table, k0, k1)
                for s in range(b, b + 2):
                    if d and table[s, 0] == k0 and table[s, 1] == k1 and table[s, 2] & 1:
                        r = int(table[s, 2] >> one) & 1
            if r == _UNKNOWN and d:
                r = _decided_finely(board, n, totals, p, occ, tmp, metrics)
            if r == _UNKNOWN:
                key0[d], key1[d], bucket[d] = k0, k1, b
                count[d] = _order(board, n, counts, halves, p, d == 0, places, mv[d], sc[d])
                at[d] = 0
                start[d] = stats[NODES]
                stats[DEPTH] = d
                r = -1
            else:
                d -= 1
                m = mv[d, at[d]]
                _toggle(board, keys, counts, totals, halves, n, masks, first ^ (d & 1), m >> 6, m & 63)
        if r == 0:
            # The child lost: node d wins by that move.
            line[d] = -1
            _store(table, stats, bucket[d], key0[d], key1[d], 1, stats[NODES] - start[d])
            if d == 0:
                stats[MOVE] = mv[0, at[0]]
                return 1
            d -= 1
            m = mv[d, at[d]]
            _toggle(board, keys, counts, totals, halves, n, masks, first ^ (d & 1), m >> 6, m & 63)
            r = 1
            continue
        if r == 1:
            at[d] += 1
            if at[d] == 1:
                _sort_rest(mv[d], sc[d], count[d])
        if at[d] < count[d]:
            m = mv[d, at[d]]
            p = first ^ (d & 1)
            line[d] = m + p * 8192
            _toggle(board, keys, counts, totals, halves, n, masks, p, m >> 6, m & 63)
            d += 1
            enter = True
            continue
        # Every move lost.
        line[d] = -1
        _store(table, stats, bucket[d], key0[d], key1[d], 0, stats[NODES] - start[d])
        if d == 0:
            return 0
        d -= 1
        m = mv[d, at[d]]
        _toggle(board, keys, counts, totals, halves, n, masks, first ^ (d & 1), m >> 6, m & 63)
        r = 0


# -- Obsequi's finer bounds: protective and vulnerable areas packed on the board -------------------
# A port of the idea of Obsequi's score-board.cc (Bullock 2002) to these lines: ``occ`` holds a player's
# lines as *filled* cells shifted up one bit (bit 0 and every bit past the line filled), index k + 1 for
# line k, lines -1, 0, n + 1 and n + 2 all filled; ``tmp`` marks the cells a packing has used.


@numba.njit(cache=True, nogil=True)
def _low(x: np.uint64) -> np.uint64:
    return x & (~x + np.uint64(1))


@numba.njit(cache=True, nogil=True)
def _pack_prot(n: int, occ: np.ndarray, tmp: np.ndarray) -> int:
    one = np.uint64(1)
    found = 0
    for r in range(n - 1):
        inter = tmp[r + 1] | tmp[r + 2] | tmp[r + 3] | tmp[r + 4] | occ[r + 2] | occ[r + 3]
        inter = (inter >> one) | inter
        walls = ((occ[r + 1] >> one) & occ[r + 1]) | ((occ[r + 4] >> one) & occ[r + 4])
        inter = walls & ~inter
        while inter:
            t = _low(inter)
            inter &= ~(t | (t << one))
            tmp[r + 2] |= t | (t << one)
            tmp[r + 3] |= t | (t << one)
            found += 1
    return found


@numba.njit(cache=True, nogil=True)
def _pack_vuln(n: int, occ: np.ndarray, tmp: np.ndarray, out: np.ndarray) -> None:
    """out[0..4] = vuln2, vuln2 with prot, vuln1, vuln1 with prot, unused."""
    one = np.uint64(1)
    t = np.uint64(0)
    v2 = v2p = v1 = v1p = u = 0
    s_v = np.uint64(0)
    for r in range(n):
        nxt = tmp[r + 1]
        nxt |= ~(occ[r + 3] | (occ[r + 3] << one))
        nxt |= ~(occ[r + 3] | (occ[r + 3] >> one))
        curr = ~(occ[r + 2] | tmp[r + 2])
        adj = occ[r + 1] & occ[r + 3]
        state = 0
        while curr:
            t_ = _low(curr)
            curr ^= t_
            if ((t_ >> one) & t) == 0:
                if state == 1:
                    u += 1
                    tmp[r + 2] |= t
                elif state == 3:
                    tmp[r + 2] |= s_v | (s_v << one)
                    if (s_v & nxt) or ((s_v << one) & nxt):
                        v2p += 1
                    else:
                        v1p += 1
                state = 0
            t = t_
            if t & adj:
                if state == 0:
                    state = 1
                elif state == 1:
                    state = 0
                elif state == 2:
                    state = 3
                elif state == 3:
                    state = 4
                else:
                    state = 3
            else:
                if state == 0:
                    state = 2
                    s_v = t
                elif state == 1:
                    state = 0
                    tmp[r + 2] |= t | (t >> one)
                    if (t & nxt) or ((t >> one) & nxt):
                        v2p += 1
                    else:
                        v1p += 1
                elif state == 2:
                    state = 0
                    tmp[r + 2] |= s_v | (s_v << one)
                    if (s_v & nxt) or ((s_v << one) & nxt):
                        v2 += 1
                    else:
                        v1 += 1
                elif state == 3:
                    state = 2
                    tmp[r + 2] |= s_v | (s_v << one)
                    if (s_v & nxt) or ((s_v << one) & nxt):
                        v2p += 1
                    else:
                        v1p += 1
                    s_v = t
                else:
                    state = 2
                    s_v = t
        if state == 1:
            u += 1
            tmp[r + 2] |= t
        elif state == 3:
            tmp[r + 2] |= s_v | (s_v << one)
            if (s_v & nxt) or ((s_v << one) & nxt):
                v2p += 1
            else:
                v1p += 1
    out[0], out[1], out[2], out[3], out[4] = v2 + v2p, v2p, v1 + v1p, v1p, u


@numba.njit(cache=True, nogil=True)
def _option(occ: np.ndarray, r: int, x: np.uint64) -> int:
    """Which option of vulnerability cell `x` of line r + 1 gives: 2, 1 or 0 (its ends up and down)."""
    up = (not (occ[r + 1] & x)) and (occ[r] & x)
    down = (not (occ[r + 3] & x)) and (occ[r + 4] & x)
    return 2 if up and down else (1 if up or down else 0)


@numba.njit(cache=True, nogil=True)
def _pack_safe(n: int, occ: np.ndarray, tmp: np.ndarray, out: np.ndarray) -> None:
    """out[5..7] = safe moves with an option of vulnerability of kind 2, 1 and 0."""
    one, two = np.uint64(1), np.uint64(2)
    s2 = s1 = s0 = 0
    for r in range(n):
        guard = occ[r + 1] & occ[r + 3]
        curr = occ[r + 2] | tmp[r + 2]
        mask = (~(curr | (curr >> one))) & (guard & (guard >> one))
        while mask:
            t = _low(mask)
            mask &= ~(t | (t << one))
            curr |= t | (t << one)
            kind = -1
            if not ((curr | tmp[r + 1] | tmp[r + 3]) & (t >> one)):
                x = t >> one
                curr |= x
                tmp[r + 2] |= x
                kind = _option(occ, r, x)
            elif not ((mask | curr | tmp[r + 1] | tmp[r + 3]) & (t << two)):
                x = t << two
                curr |= x
                tmp[r + 2] |= x
                kind = _option(occ, r, x)
            if kind == 2:
                s2 += 1
            elif kind == 1:
                s1 += 1
            elif kind == 0:
                s0 += 1
    out[5], out[6], out[7] = s2, s1, s0


# Metrics of a player's board: safe moves, the opponent's real moves, empty cells, protective areas,
# vulnerable moves (of two kinds, each with how many have a protected cell), unused cells, and safe
# moves with an option of vulnerability of kind 2, 1 and 0.
_SAFE, _OPP_REAL, _EMPTY, _PROT, _V2, _V2P, _V1, _V1P, _UNUSED, _S2, _S1, _S0 = range(12)


@numba.njit(cache=True, nogil=True)
def _metrics(board: np.ndarray, n: np.ndarray, totals: np.ndarray, p: int, occ: np.ndarray, tmp: np.ndarray,
             m: np.ndarray) -> None:
    one = np.uint64(1)
    full = ~np.uint64(0)
    lines = n[p]
    occ[0] = full
    for k in range(lines + 2):
        occ[k + 1] = ~(board[p, k] << one)
    occ[lines + 3] = full
    tmp[:lines + 4] = 0
    m[_SAFE], m[_OPP_REAL], m[_EMPTY] = totals[2 + p], totals[1 - p], totals[4]
    m[_PROT] = _pack_prot(lines, occ, tmp)
    packed = m[12:]
    _pack_vuln(lines, occ, tmp, packed)
    _pack_safe(lines, occ, tmp, packed)
    m[_V2], m[_V2P], m[_V1], m[_V1P], m[_UNUSED] = packed[0], packed[1], packed[2], packed[3], packed[4]
    m[_S2], m[_S1], m[_S0] = packed[5], packed[6], packed[7]


@numba.njit(cache=True, nogil=True)
def _move_bounds(m: np.ndarray) -> tuple[int, int]:
    """(moves the player is sure of, the most the opponent can make) from the metrics (changed)."""
    if m[_PROT] % 2 == 1:
        m[_PROT] -= 1
        m[_V2] += 2
    moves = m[_PROT] + m[_V2] // 3 + m[_V1] // 2 + m[_SAFE]
    x = 0
    if m[_V2] % 3 != 0 and m[_V1] % 2 != 0:
        moves += 1
        m[_UNUSED] -= 1
        x = 1
    elif m[_V2] % 3 == 0 and m[_V1] % 2 == 0:
        x = 1
    if x == 1:
        if m[_S2] % 2 == 1:
            m[_S2] -= 1
            m[_S1] += 1
        if m[_S1] % 2 == 1:
            m[_S1] -= 1
            m[_S0] += 1
    else:
        if m[_S2] % 2 == 1:
            m[_UNUSED] += 3
            if m[_S1] % 2 == 1:
                m[_S1] -= 1
                m[_S0] += 1
        elif m[_S1] % 2 == 1:
            m[_UNUSED] += 2
        elif m[_S0] % 2 == 1:
            m[_UNUSED] += 1
    m[_UNUSED] += m[_V2P] - (m[_V2] // 3 - (m[_V2] - m[_V2P]) // 3)
    m[_UNUSED] += m[_V1P] - (m[_V1] // 2 - (m[_V1] - m[_V1P]) // 2)
    m[_UNUSED] += (m[_S2] // 2) * 3 + (m[_S1] // 2) * 2 + m[_S0] // 2
    opp_moves = (m[_EMPTY] - moves * 2 - m[_UNUSED]) // 2
    return moves, min(opp_moves, m[_OPP_REAL] - m[_PROT])


@numba.njit(cache=True, nogil=True)
def _to_move(m: np.ndarray) -> None:
    """The metrics of the player to move: their first move spent where it gains most."""
    if m[_PROT] % 2 == 1:
        m[_PROT] -= 1
        m[_SAFE] += 2
        m[_OPP_REAL] -= 2
    elif m[_V2] % 3 != 0:
        m[_V2] -= 1
        m[_SAFE] += 1
        if m[_V2P] > m[_V2]:
            m[_V2P] -= 1
    elif m[_V1] % 2 != 0:
        m[_V1] -= 1
        m[_SAFE] += 1
        if m[_V1P] > m[_V1]:
            m[_V1P] -= 1
    elif m[_S2] % 2 != 0:
        m[_S2] -= 1
        m[_UNUSED] += 3
    elif m[_S1] % 2 != 0:
        m[_S1] -= 1
        m[_UNUSED] += 2
    elif m[_S0] % 2 != 0:
        m[_S0] -= 1
        m[_UNUSED] += 1
    elif m[_V2] > 0:
        m[_V2] -= 1
        m[_SAFE] += 1
        if m[_V2P] > m[_V2]:
            m[_V2P] -= 1
    elif m[_V1] > 0:
        m[_V1] -= 1
        m[_SAFE] += 1
        if m[_V1P] > m[_V1]:
            m[_V1P] -= 1
    elif m[_PROT] > 0:
        m[_PROT] -= 1
        m[_SAFE] += 2


@numba.njit(cache=True, nogil=True)
def _decided_finely(board: np.ndarray, n: np.ndarray, totals: np.ndarray, p: int, occ: np.ndarray,
                    tmp: np.ndarray, m: np.ndarray) -> int:
    """1 if `p`, to move, wins by the packed bounds, 0 if they lose by them, else 2 (Obsequi's expensive test)."""
    _metrics(board, n, totals, p, occ, tmp, m)
    _to_move(m)
    mine, theirs_most = _move_bounds(m)
    if mine > theirs_most:
        return 1
    _metrics(board, n, totals, 1 - p, occ, tmp, m)
    theirs, mine_most = _move_bounds(m)
    if theirs >= mine_most:
        return 0
    return _UNKNOWN
