"""Naive grid games for the board-layer tests: boards as dicts of cells, no symmetry, no split.

A board is a frozenset of ``(row, column, character)`` for every cell that is
not blank. The moves follow the rules as written, cell by cell; the values
of these games (``cgt.canonical_form`` on a class with only ``left_options``
and ``right_options``) are what the fast games must reproduce.
"""

from __future__ import annotations

from hypothesis import strategies as st

ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
QUEEN = ORTHOGONAL + ((1, 1), (1, -1), (-1, 1), (-1, -1))


def cells_of(text: str, blank: str, aliases: dict | None = None) -> frozenset:
    aliases = aliases or {}
    return frozenset(
        (r, c, aliases.get(ch, ch))
        for r, row in enumerate(text.split("|"))
        for c, ch in enumerate(row)
        if ch != blank
    )


def picture(cells: frozenset, transposes: bool = True) -> tuple:
    """The least picture of `cells` under the reflections (and the transposes), moved to the origin."""
    maps = [lambda r, c: (r, c), lambda r, c: (-r, c), lambda r, c: (r, -c), lambda r, c: (-r, -c)]
    if transposes:
        maps += [lambda r, c, m=m: m(c, r) for m in maps]
    found = []
    for m in maps:
        moved = [(*m(r, c), ch) for r, c, ch in cells]
        r0 = min((r for r, _, _ in moved), default=0)
        c0 = min((c for _, c, _ in moved), default=0)
        found.append(tuple(sorted((r - r0, c - c0, ch) for r, c, ch in moved)))
    return min(found)


def swapped(cells: frozenset) -> frozenset:
    """The board with the colours exchanged."""
    swap = {"x": "o", "o": "x"}
    return frozenset((r, c, swap.get(ch, ch)) for r, c, ch in cells)


def transposed_text(text: str) -> str:
    rows = text.split("|")
    return "|".join("".join(row[c] for row in rows) for c in range(len(rows[0])))


def mirrored_text(text: str) -> str:
    return "|".join(row[::-1] for row in text.split("|"))


class NaiveClobber:
    def _moves(self, cells, me, you):
        at = {(r, c): ch for r, c, ch in cells}
        found = []
        for (r, c), ch in at.items():
            if ch != me:
                continue
            for dr, dc in ORTHOGONAL:
                if at.get((r + dr, c + dc)) == you:
                    found.append(cells - {(r, c, me), (r + dr, c + dc, you)} | {(r + dr, c + dc, me)})
        return found

    def left_options(self, cells):
        return self._moves(cells, "x", "o")

    def right_options(self, cells):
        return self._moves(cells, "o", "x")


class NaiveAntiClobber:
    def _moves(self, cells, me, you):
        at = {(r, c): ch for r, c, ch in cells}
        found = []
        for (r, c), ch in at.items():
            if ch != me:
                continue
            for dr, dc in ORTHOGONAL:
                if at.get((r + dr, c + dc)) == ".":
                    found.append(cells - {(r, c, me), (r + dr, c + dc, ".")} | {(r + dr, c + dc, me), (r, c, you)})
        return found

    def left_options(self, cells):
        return self._moves(cells, "x", "o")

    def right_options(self, cells):
        return self._moves(cells, "o", "x")


class NaiveKonane:
    def _moves(self, cells, me, you):
        at = {(r, c): ch for r, c, ch in cells}
        found = []
        for (r, c), ch in at.items():
            if ch != me:
                continue
            for dr, dc in ORTHOGONAL:
                board = dict(at)
                board[(r, c)] = "."
                k = 0
                while at.get((r + (2 * k + 1) * dr, c + (2 * k + 1) * dc)) == you and at.get(
                    (r + (2 * k + 2) * dr, c + (2 * k + 2) * dc)
                ) == ".":
                    board[(r + (2 * k + 1) * dr, c + (2 * k + 1) * dc)] = "."
                    after = dict(board)
                    after[(r + (2 * k + 2) * dr, c + (2 * k + 2) * dc)] = me
                    found.append(frozenset((a, b, v) for (a, b), v in after.items()))
                    k += 1
        return found

    def left_options(self, cells):
        return self._moves(cells, "x", "o")

    def right_options(self, cells):
        return self._moves(cells, "o", "x")


class NaiveAmazons:
    def _ray(self, at, r, c, dr, dc):
        while at.get((r + dr, c + dc)) == ".":
            r, c = r + dr, c + dc
            yield r, c

    def _moves(self, cells, me):
        at = {(r, c): ch for r, c, ch in cells}
        found = []
        for (r, c), ch in at.items():
            if ch != me:
                continue
            for dr, dc in QUEEN:
                for to in self._ray(at, r, c, dr, dc):
                    moved = dict(at)
                    moved[(r, c)] = "."
                    moved[to] = me
                    for ar, ac in QUEEN:
                        for arrow in self._ray(moved, *to, ar, ac):
                            burnt = dict(moved)
                            del burnt[arrow]  # a burnt cell is blank
                            found.append(frozenset((a, b, v) for (a, b), v in burnt.items()))
        return found

    def left_options(self, cells):
        return self._moves(cells, "x")

    def right_options(self, cells):
        return self._moves(cells, "o")


class NaiveGenClobber:
    """CGSuite's GenClobber.cgs as written: from each stone, per direction, ``n`` counts up over empty
    cells while ``n < max_distance``; the cell reached is taken if it may be clobbered. `clobbered` and
    `left_behind` are from the mover's side ('own', 'opponent', 'empty'); `max_distance` None: no limit.
    Read boards with blank '#', so that the empty cells '.' are cells."""

    def __init__(self, directions, clobbered=("opponent",), left_behind="empty", max_distance=1):
        self.directions, self.clobbered = directions, set(clobbered)
        self.left_behind, self.max_distance = left_behind, max_distance

    def _moves(self, cells, me, you):
        at = {(r, c): ch for r, c, ch in cells}
        kind = {me: "own", you: "opponent", ".": "empty"}
        leave = {"own": me, "opponent": you, "empty": "."}[self.left_behind]
        found = []
        for (r, c), ch in at.items():
            if ch != me:
                continue
            for dr, dc in self.directions:
                n = 1
                while (self.max_distance is None or n < self.max_distance) and at.get((r + n * dr, c + n * dc)) == ".":
                    n += 1
                to = (r + n * dr, c + n * dc)
                if to in at and kind[at[to]] in self.clobbered:
                    after = dict(at)
                    after[(r, c)], after[to] = leave, me
                    found.append(frozenset((rr, cc, x) for (rr, cc), x in after.items()))
        return found

    def left_options(self, cells):
        return self._moves(cells, "x", "o")

    def right_options(self, cells):
        return self._moves(cells, "o", "x")


def boards(alphabet: str, max_rows: int = 3, max_columns: int = 4, max_cells: int = 12):
    """Board texts of `alphabet`'s characters (repeat one to weight it), rows joined by '|'."""
    return st.integers(1, max_rows).flatmap(
        lambda h: st.integers(1, min(max_columns, max_cells // h)).flatmap(
            lambda w: st.lists(st.sampled_from(alphabet), min_size=h * w, max_size=h * w).map(
                lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
            )
        )
    )


def check_options_follow_the_rules(game, naive, text: str, blank: str, aliases: dict | None = None) -> None:
    """The game's options are the naive options, each once, in the board's own frame (cell for cell)."""
    cells = cells_of(text, blank, aliases)
    board = game.position(text)
    for ours, theirs in ((game.left_options, naive.left_options), (game.right_options, naive.right_options)):
        options = ours(text)
        assert all((q.width, q.height) == (board.width, board.height) for q in options)
        got = [cells_of("|".join(q.rows()), blank) for q in options]
        assert len(set(got)) == len(got)
        assert set(got) == set(theirs(cells))


def check_symmetries(game, text: str) -> None:
    """Mirror images and transposes keep the value; exchanging the colours negates it."""
    import cgt

    value = cgt.canonical_form(game, text)
    assert cgt.canonical_form(game, mirrored_text(text)) == value
    assert cgt.canonical_form(game, transposed_text(text)) == value
    colours = text.translate(str.maketrans("xo", "ox"))
    assert cgt.canonical_form(game, colours) == -value


def check_split_agrees_with_whole_board(game, naive, text: str, blank: str, aliases: dict | None = None) -> None:
    """The value with region split, symmetry keys and dead regions dropped is the naive search's, and the sum of the parts'."""
    import cgt

    value = cgt.canonical_form(game, text)
    assert value == cgt.canonical_form(naive, cells_of(text, blank, aliases))
    parts = game.decompose(text)
    if parts is not None:
        total = cgt.CanonicalForm.parse("0")
        for part_game, part in parts:
            total = total + cgt.canonical_form(part_game, part)
        assert total == value
