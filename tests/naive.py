"""Slow, obviously correct oracles that the fast paths are checked against.

Each function follows the textbook definition directly and shares no code with
cgt (it does not even use cgt.mex), so agreement is evidence, not tautology.
"""

from __future__ import annotations

from typing import Callable, Hashable, Iterable


def naive_mex(values: Iterable[int]) -> int:
    values = list(values)
    m = 0
    while m in values:
        m += 1
    return m


def naive_grundy(options: Callable[[Hashable], Iterable[Hashable]], position: Hashable,
                 memo: dict | None = None) -> int:
    """Grundy value by the recursive definition (memoized only to stay polynomial)."""
    memo = {} if memo is None else memo
    if position not in memo:
        memo[position] = naive_mex(naive_grundy(options, q, memo) for q in options(position))
    return memo[position]


def product_options(options_g: Callable, options_h: Callable) -> Callable:
    """Options of the explicit product game G+H on pairs (g, h): move in exactly one."""
    def options(pair):
        g, h = pair
        return [(q, h) for q in options_g(g)] + [(g, q) for q in options_h(h)]
    return options


def naive_nim_product(a: int, b: int, memo: dict = {}) -> int:  # noqa: B006 - deliberate memo
    """Conway's definition: a*b = mex{a'*b ^ a*b' ^ a'*b' : a' < a, b' < b}."""
    if (a, b) not in memo:
        memo[(a, b)] = naive_mex(
            naive_nim_product(x, b) ^ naive_nim_product(a, y) ^ naive_nim_product(x, y)
            for x in range(a) for y in range(b)
        )
    return memo[(a, b)]


# -- heap games ---------------------------------------------------------------
# A "moves" function maps a heap size to the list of tuples of heaps a move on
# that heap can leave. These follow the rules as stated in Winning Ways, ch. 4.

def naive_octal_moves(code: str) -> Callable[[int], list[tuple[int, ...]]]:
    """Moves of the octal game `code` ("0.77", ".07", "4.07"), read digit by digit."""
    before, after = code.split(".")
    digits = [int(before or "0")] + [int(c) for c in after]

    def moves(n: int) -> list[tuple[int, ...]]:
        out = []
        for k, d in enumerate(digits):
            rest = n - k
            if rest < 0:
                continue
            if d in (1, 3, 5, 7) and rest == 0:
                out.append(())
            if d in (2, 3, 6, 7) and rest > 0:
                out.append((rest,))
            if d >= 4:
                out.extend((a, rest - a) for a in range(1, rest) if a <= rest - a)
        return out
    return moves


def naive_subtraction_moves(allowed: Callable[[int], bool]) -> Callable[[int], list[tuple[int, ...]]]:
    """Moves of the subtraction game removing any k >= 1 with allowed(k)."""
    return lambda n: [(n - k,) if k < n else () for k in range(1, n + 1) if allowed(k)]


def naive_grundys_game_moves(n: int) -> list[tuple[int, ...]]:
    """Grundy's game: split a heap into two unequal non-empty heaps."""
    return [(a, n - a) for a in range(1, n) if a < n - a]


def naive_heap_values(moves: Callable[[int], list[tuple[int, ...]]], count: int) -> list[int]:
    """G(0..count-1) of a heap game: mex over moves of the xor of the heaps left."""
    values: list[int] = []
    for n in range(count):
        option_values = []
        for left in moves(n):
            v = 0
            for h in left:
                v ^= values[h]
            option_values.append(v)
        values.append(naive_mex(option_values))
    return values


def naive_values_by_recursion(moves: Callable[[int], list[tuple[int, ...]]], count: int) -> list[int] | None:
    """G(0..count-1) of a heap game whose moves may leave larger heaps, by memoized recursion; None if
    a heap can come back to its own size (the game need not end)."""
    memo: dict[int, int] = {}
    path: set[int] = set()

    def value(n: int) -> int | None:
        if n in memo:
            return memo[n]
        if n in path:
            return None
        path.add(n)
        option_values = []
        for left in moves(n):
            v = 0
            for h in left:
                x = value(h)
                if x is None:
                    return None
                v ^= x
            option_values.append(v)
        path.discard(n)
        memo[n] = naive_mex(option_values)
        return memo[n]

    values = [value(n) for n in range(count)]
    return None if None in values else values  # type: ignore[return-value]


def naive_heaps_options(moves: Callable[[int], list[tuple[int, ...]]]) -> Callable:
    """Options of a multiset of heaps (a sorted tuple): no Sprague-Grundy, just the rules."""
    def options(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
        return [
            tuple(sorted(heaps[:i] + heaps[i + 1:] + tuple(h for h in left if h > 0)))
            for i in range(len(heaps)) for left in moves(heaps[i])
        ]
    return options


def naive_kayles(n: int, memo: dict = {}) -> int:  # noqa: B006 - deliberate memo
    """Kayles heap value by the definition: knock down 1 pin or 2 adjacent pins of a row of n.

    What is left is two rows of a and b pins, a + b = n - 1 or n - 2.
    """
    if n not in memo:
        memo[n] = naive_mex(
            naive_kayles(a) ^ naive_kayles(n - k - a)
            for k in (1, 2) if k <= n
            for a in range(n - k + 1)
        )
    return memo[n]


def naive_jump_options(cells: tuple[bool, ...]) -> list[tuple[bool, ...]]:
    """Jump chess on one row, by the rules: a piece moves right to the first empty cell.

    `cells[i]` is True for a piece on column i + 1. The piece steps onto the
    next cell if it is empty, else jumps the block of pieces right of it; it
    cannot leave the row.
    """
    options = []
    for i, piece in enumerate(cells):
        if not piece:
            continue
        j = i + 1
        while j < len(cells) and cells[j]:
            j += 1
        if j < len(cells):
            row = list(cells)
            row[i], row[j] = False, True
            options.append(tuple(row))
    return options


def naive_cells(row: int, width: int) -> tuple[bool, ...]:
    """A row mask as the cells naive_jump_options reads: True for a piece, column 1 first."""
    return tuple(bool(row >> c & 1) for c in range(width))


# -- partizan games -----------------------------------------------------------
# A game is a pair (left options, right options) of tuples of games: a plain
# game tree, never simplified. Comparison is Conway's recursive definition.

NaiveGame = tuple  # (tuple[NaiveGame, ...], tuple[NaiveGame, ...])
NAIVE_ZERO: NaiveGame = ((), ())


def naive_le(g: NaiveGame, h: NaiveGame, memo: dict | None = None) -> bool:
    """g <= h iff no Left option of g is >= h and no Right option of h is <= g."""
    memo = {} if memo is None else memo
    key = (g, h)
    if key not in memo:
        memo[key] = (not any(naive_le(h, gl, memo) for gl in g[0])
                     and not any(naive_le(hr, g, memo) for hr in h[1]))
    return memo[key]


def naive_eq(g: NaiveGame, h: NaiveGame, memo: dict | None = None) -> bool:
    memo = {} if memo is None else memo
    return naive_le(g, h, memo) and naive_le(h, g, memo)


def naive_neg(g: NaiveGame) -> NaiveGame:
    return tuple(naive_neg(r) for r in g[1]), tuple(naive_neg(l) for l in g[0])


def naive_add(g: NaiveGame, h: NaiveGame, memo: dict | None = None) -> NaiveGame:
    """The explicit sum: move in exactly one component."""
    memo = {} if memo is None else memo
    key = (g, h)
    if key not in memo:
        memo[key] = (
            tuple(naive_add(gl, h, memo) for gl in g[0]) + tuple(naive_add(g, hl, memo) for hl in h[0]),
            tuple(naive_add(gr, h, memo) for gr in g[1]) + tuple(naive_add(g, hr, memo) for hr in h[1]),
        )
    return memo[key]


def naive_outcome(g: NaiveGame) -> str:
    """'L', 'R', 'P' or 'N' from who wins moving first (a player with no move loses)."""
    def left_first_wins(x: NaiveGame) -> bool:
        return any(not right_first_wins(xl) for xl in x[0])

    def right_first_wins(x: NaiveGame) -> bool:
        return any(not left_first_wins(xr) for xr in x[1])

    lw, rw = left_first_wins(g), right_first_wins(g)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[(lw, rw)]


def naive_number(q) -> NaiveGame:
    """The canonical tree of a dyadic number, from the definitions n = {n-1|} and
    m/2^k = {(m-1)/2^k | (m+1)/2^k}."""
    from fractions import Fraction
    q = Fraction(q)
    if q.denominator == 1:
        if q == 0:
            return NAIVE_ZERO
        return ((naive_number(q - 1),), ()) if q > 0 else ((), (naive_number(q + 1),))
    step = Fraction(1, q.denominator)
    return (naive_number(q - step),), (naive_number(q + step),)


def naive_star(n: int) -> NaiveGame:
    opts = tuple(naive_star(k) for k in range(n))
    return opts, opts


def naive_stops(g: NaiveGame, number_of) -> tuple:
    """(left stop, right stop): play alternately until a number is reached; number_of(x)
    says which number x equals, or None."""
    x = number_of(g)
    if x is not None:
        return x, x
    return (max(naive_stops(gl, number_of)[1] for gl in g[0]),
            min(naive_stops(gr, number_of)[0] for gr in g[1]))


def naive_misere_wins(options: Callable[[Hashable], Iterable[Hashable]], position: Hashable,
                      memo: dict | None = None) -> bool:
    """Whether the player to move wins under misere play: by the definition of play, no values."""
    memo = {} if memo is None else memo
    if position not in memo:
        moves = list(options(position))
        # With no move the player to move has "lost" normal play, so wins misere play.
        memo[position] = not moves or any(not naive_misere_wins(options, q, memo) for q in moves)
    return memo[position]


# -- loopy games ---------------------------------------------------------------

def naive_reachable(options: Callable, root: Hashable) -> list:
    """Every position reachable from root (root first)."""
    seen = {root: None}
    order = [root]
    for p in order:
        for q in options(p):
            if q not in seen:
                seen[q] = None
                order.append(q)
    return order


def naive_loopy_outcomes(options: Callable, root: Hashable) -> dict:
    """'P', 'N' or 'D' for every position reachable from root, by retrograde analysis.

    The least fixed point of: a position with an option lost for the mover is
    won ('N'); one whose options are all won is lost ('P'); what never
    settles is a draw ('D'). Plain repeated sweeps, no values, no counters.
    """
    positions = naive_reachable(options, root)
    result: dict = {}
    changed = True
    while changed:
        changed = False
        for p in positions:
            if p in result:
                continue
            outs = [result.get(q) for q in options(p)]
            if "P" in outs:
                result[p] = "N"
                changed = True
            elif all(o == "N" for o in outs):
                result[p] = "P"
                changed = True
    return {p: result.get(p, "D") for p in positions}


# -- misère play -----------------------------------------------------------------

def naive_misere(options: Callable[[Hashable], Iterable[Hashable]], position: Hashable,
                 memo: dict | None = None) -> int:
    """Misère nim value by the definition: 1 at a terminal position, else mex of the options'."""
    memo = {} if memo is None else memo
    if position not in memo:
        values = [naive_misere(options, q, memo) for q in options(position)]
        memo[position] = naive_mex(values) if values else 1
    return memo[position]



def naive_hex_moves(code: str) -> Callable[[int], list[tuple[int, ...]]]:
    """Moves of the hexadecimal game `code` ("0.3f"): bits 1, 2, 4, 8 leave 0, 1, 2, 3 heaps."""
    before, after = code.split(".")
    digits = [int(before or "0", 16)] + [int(c, 16) for c in after]

    def moves(n: int) -> list[tuple[int, ...]]:
        out: list[tuple[int, ...]] = []
        for k, d in enumerate(digits):
            rest = n - k
            if rest < 0:
                continue
            if d & 1 and rest == 0:
                out.append(())
            if d & 2 and rest > 0:
                out.append((rest,))
            if d & 4:
                out.extend((a, rest - a) for a in range(1, rest) if a <= rest - a)
            if d & 8:
                out.extend(
                    (a, b, rest - a - b) for a in range(1, rest) for b in range(a, rest) if b <= rest - a - b
                )
        return out
    return moves


# -- misère sums of heaps, all at once -----------------------------------------

def misere_wins_table(moves: Callable[[int], list[tuple[int, ...]]], top: int, total: int) -> Callable:
    """Misère outcome of every sum of heaps <= top with at most `total` tokens, by the rules alone.

    Retrograde over count vectors (how many heaps of each size), level by level
    in the number of tokens: a position is a first-player win when it has no
    move (misère) or a move to a loss. Heaps without moves are left out (they
    change nothing). Returns a function from a tuple of heaps to "N" or "P".
    """
    import numpy as np

    live = [h for h in range(1, top + 1) if moves(h)]
    slot = {h: i for i, h in enumerate(live)}
    radix = np.array([total // h + 1 for h in live], dtype=np.int64)
    weight = np.concatenate(([1], np.cumprod(radix[:-1])))
    codes = np.zeros(1, np.int64)
    tokens = np.zeros(1, np.int64)
    for i, h in enumerate(live):
        reps = (total - tokens) // h + 1
        offsets = np.arange(reps.sum()) - np.repeat(np.cumsum(reps) - reps, reps)
        codes = np.repeat(codes, reps) + offsets * weight[i]
        tokens = np.repeat(tokens, reps) + offsets * h
    order = np.argsort(codes)
    codes, tokens = codes[order], tokens[order]
    win = np.zeros(len(codes), bool)
    by_level = np.argsort(tokens, kind="stable")
    bounds = np.searchsorted(tokens[by_level], np.arange(total + 2))
    for n in range(total + 1):
        idx = by_level[bounds[n]:bounds[n + 1]]
        level = codes[idx]
        wins = np.zeros(len(idx), bool)
        moved = np.zeros(len(idx), bool)
        for i, h in enumerate(live):
            sel = np.nonzero((level // weight[i]) % radix[i] > 0)[0]
            for left in moves(h):
                delta = -weight[i] + sum(int(weight[slot[a]]) for a in left if a in slot)
                wins[sel] |= ~win[np.searchsorted(codes, level[sel] + delta)]
                moved[sel] = True
        win[idx] = wins | ~moved

    def outcome(heaps: tuple) -> str:
        code = sum(int(weight[slot[h]]) for h in heaps if h in slot)
        return "N" if win[np.searchsorted(codes, code)] else "P"

    return outcome


def naive_clobber_options(board: str, player: str) -> list[str]:
    """Clobber by its rules: `player` ('x' is Left, 'o' Right) moves a stone of theirs onto an
    orthogonally adjacent stone of the other colour, which is removed; the square left is empty.
    Boards are rows of 'x', 'o' and '.' separated by '|'."""
    rows = [list(r) for r in board.split("|")]
    other = "o" if player == "x" else "x"
    out = []
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            if cell != player:
                continue
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < len(rows) and 0 <= cc < len(rows[rr]) and rows[rr][cc] == other:
                    after = [list(x) for x in rows]
                    after[r][c], after[rr][cc] = ".", player
                    out.append("|".join("".join(x) for x in after))
    return out


def naive_ordinal_sum(g: NaiveGame, h: NaiveGame) -> NaiveGame:
    """G : H = {G^L, G:H^L | G^R, G:H^R}, on the trees as given."""
    return (g[0] + tuple(naive_ordinal_sum(g, hl) for hl in h[0]),
            g[1] + tuple(naive_ordinal_sum(g, hr) for hr in h[1]))


# -- Col and Snort ----------------------------------------------------------------

class NaiveColouring:
    """Col (``snort=False``) or Snort by the definition: a fixed graph, a colour per vertex.

    A position is a tuple with ``None`` (uncoloured), ``"L"`` or ``"R"`` per
    vertex; a player colours an uncoloured vertex with their own letter when no
    neighbour has the same colour (Col) or the other colour (Snort). Nothing is
    removed, tinted or split.
    """

    def __init__(self, adjacency: list, snort: bool) -> None:
        self.adjacency, self.snort = adjacency, snort

    def _options(self, colours: tuple, mine: str) -> list:
        barred = ("R" if mine == "L" else "L") if self.snort else mine
        return [colours[:v] + (mine,) + colours[v + 1:]
                for v, c in enumerate(colours)
                if c is None and all(colours[w] != barred for w in self.adjacency[v])]

    def left_options(self, colours: tuple) -> list:
        return self._options(colours, "L")

    def right_options(self, colours: tuple) -> list:
        return self._options(colours, "R")


# -- partizan subtraction -----------------------------------------------------------

def naive_partizan_subtraction(left: Iterable[int], right: Iterable[int], n: int, memo: dict | None = None) -> NaiveGame:
    """The game tree of one heap of `n`: Left removes k in `left`, Right k in `right` (k <= n)."""
    memo = {} if memo is None else memo
    if n not in memo:
        memo[n] = (tuple(naive_partizan_subtraction(left, right, n - k, memo) for k in left if k <= n),
                   tuple(naive_partizan_subtraction(left, right, n - k, memo) for k in right if k <= n))
    return memo[n]


# -- Domineering boards ---------------------------------------------------------


def cells_of(text: str) -> frozenset:
    rows = text.split("|")
    return frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == ".")


def picture(cells: frozenset) -> frozenset:
    """A naive normal form: isolated cells dropped, then the least of the four pictures, translated."""
    live = frozenset(
        (r, c) for (r, c) in cells
        if {(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)} & cells
    )
    pictures = []
    for sr, sc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        moved = [(sr * r, sc * c) for r, c in live]
        r0 = min((r for r, _ in moved), default=0)
        c0 = min((c for _, c in moved), default=0)
        pictures.append(tuple(sorted((r - r0, c - c0) for r, c in moved)))
    return min(pictures)


def regions_key(grid: object) -> tuple:
    """The pictures of a board's regions of empty cells (naive flood fill), as a sorted tuple."""
    cells = set(cells_of("|".join(grid.rows())))  # type: ignore[attr-defined]
    found = []
    while cells:
        region, frontier = set(), [cells.pop()]
        while frontier:
            r, c = frontier.pop()
            region.add((r, c))
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in cells:
                    cells.remove(n)
                    frontier.append(n)
        if len(region) > 1:
            found.append(picture(frozenset(region)))
    return tuple(sorted(found))


# -- sensible options ---------------------------------------------------------
# Straight from CGSuite's definitions (Game.scala, sensibleOptions and sensibleLines), on plain game
# trees compared by Conway's definition: no canonical form of a position is used.

def naive_tree(left: Callable, right: Callable, position: Hashable, memo: dict | None = None) -> NaiveGame:
    """The plain game tree of `position`, from the options functions of a game."""
    memo = {} if memo is None else memo
    if position not in memo:
        memo[position] = (tuple(naive_tree(left, right, q, memo) for q in left(position)),
                          tuple(naive_tree(left, right, q, memo) for q in right(position)))
    return memo[position]


def naive_sensible_options(options: list, trees: list[NaiveGame], targets: list[NaiveGame], left: bool,
                           memo: dict) -> list:
    """For each target K^L, the first option equal to it, else the first option >= it (<= for Right); once each."""
    def as_good(g: NaiveGame, k: NaiveGame) -> bool:
        return naive_le(k, g, memo) if left else naive_le(g, k, memo)

    chosen: list = []
    for k in targets:
        found = [i for i, g in enumerate(trees) if naive_eq(g, k, memo)] or [
            i for i, g in enumerate(trees) if as_good(g, k)]
        if found and found[0] not in chosen:
            chosen.append(found[0])
    return [options[i] for i in chosen]


def naive_take_break_moves(digits: list[dict[int, str]], repeat: int = 0, more: list[bool] | None = None,
                           added: list[dict[int, str]] | None = None) -> Callable[[int], list[tuple[int, ...]]]:
    """Moves of a take-and-break game given digit by digit: ``digits[k]`` maps a heap count to its
    rule ("" any, "!" pairwise unequal, "?" not all equal, "=" all equal); the last `repeat` digits
    repeat; ``more[k]``: counts above the largest listed follow its rule; ``added[j - 1]``: the
    counts for adding ``j`` tokens (no "more"). Every multiset of heaps is tried, then filtered by
    the rule."""
    def multisets(total: int, count: int, largest: int) -> list[tuple[int, ...]]:
        # every way to write `total` as `count` parts of at most `largest`, the parts descending
        if count == 0:
            return [()] if total == 0 else []
        return [(p, *rest) for p in range(min(total, largest), 0, -1) for rest in multisets(total - p, count - 1, p)]

    more = more or [False] * len(digits)

    def digit(k: int) -> tuple[dict[int, str], bool]:
        if k < len(digits):
            return digits[k], more[k]
        if not repeat:
            return {}, False
        i = len(digits) - repeat + (k - len(digits) + repeat) % repeat
        return digits[i], more[i]

    def rule(k: int, c: int) -> str | None:
        counts, unbounded = digit(k) if k >= 0 else (added[-k - 1], False)  # type: ignore[index]
        if c in counts:
            return counts[c]
        if unbounded and counts and c > max(counts):
            return counts[max(counts)]
        return None

    def moves(n: int) -> list[tuple[int, ...]]:
        out = []
        for k in range(-len(added or ()), n + 1):
            rest = n - k
            for c in range(rest + 1):
                r = rule(k, c)
                if r is None or (c == 0 and rest):
                    continue
                for heaps in (tuple(sorted(m)) for m in multisets(rest, c, rest)):
                    if c >= 2 and r == "!" and len(set(heaps)) < c:
                        continue
                    if c >= 2 and r == "?" and len(set(heaps)) == 1:
                        continue
                    if c >= 2 and r == "=" and len(set(heaps)) > 1:
                        continue
                    out.append(heaps)
        return out
    return moves



def naive_split_values(digits: list[dict[int, str]], count: int) -> list[int]:
    """G(0..count-1) of a take-and-break game whose moves leave at most three heaps, every split visited.

    ``digits[k]`` maps a heap count (0 to 3) to its rule ("" any, "!" pairwise unequal, "?" not all
    equal), as in :func:`naive_take_break_moves`. The splits of ``r`` into three heaps
    ``a <= b <= c`` are listed whole with numpy (O(r**2) a heap, O(n**3) in all): quick enough to
    reach values past 511, which the multisets of :func:`naive_take_break_moves` are not.
    """
    import numpy as np

    values = np.zeros(count, np.int64)
    for n in range(count):
        options: set[int] = set()
        for k, counts in enumerate(digits):
            rest = n - k
            if rest < 0:
                break
            for c, rule in counts.items():
                if c == 0 and rest == 0:
                    options.add(0)
                elif c == 1 and rest > 0:
                    options.add(int(values[rest]))
                elif c == 2 and rest >= 2:
                    a = np.arange(1, rest // 2 + 1)
                    if rule:  # ! and ? both mean a != b for two heaps
                        a = a[2 * a != rest]
                    options.update((values[a] ^ values[rest - a]).tolist())
                elif c == 3 and rest >= 3:
                    a, b = np.meshgrid(np.arange(1, rest // 3 + 1), np.arange(1, rest // 2 + 1), indexing="ij")
                    ok = (a <= b) & (b <= rest - a - b)
                    if rule == "!":
                        ok &= (a < b) & (b < rest - a - b)
                    elif rule == "?":
                        ok &= rest - a - b != a
                    a, b = a[ok], b[ok]
                    options.update(np.unique(values[a] ^ values[b] ^ values[rest - a - b]).tolist())
        values[n] = min(set(range(len(options) + 1)) - options)  # the mex
    return values.tolist()

# -- partizan misere play -------------------------------------------------------

def naive_misere_outcome(left: Callable, right: Callable, position: Hashable) -> str:
    """'L', 'R', 'P' or 'N' under misere play (a player with no move wins), from the options functions."""
    memo: dict = {}
    sides = (left, right)

    def first_wins(x: Hashable, side: int) -> bool:
        key = (x, side)
        if key not in memo:
            moves = list(sides[side](x))
            memo[key] = not moves or any(not first_wins(y, 1 - side) for y in moves)
        return memo[key]

    lw, rw = first_wins(position, 0), first_wins(position, 1)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[(lw, rw)]
