"""NoGo against a naive model of its rules (flood-filled groups and liberties) and the solver literature."""

from __future__ import annotations

import re
from functools import lru_cache

from grid_naive import boards, cells_of, check_options_follow_the_rules, check_symmetries
from hypothesis import given, settings

import cgt
from cgt import Outcome
from cgt.games import NoGo, impartial_variant


def liberties_everywhere(at: dict) -> bool:
    """Whether every group (orthogonally connected stones of one colour) touches an empty cell."""
    seen = set()
    for start, ch in at.items():
        if ch not in "xo" or start in seen:
            continue
        group, todo, free = {start}, [start], False
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if at.get(n) == ".":
                    free = True
                elif at.get(n) == ch and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        if not free:
            return False
    return True


class NaiveNoGo:
    def _moves(self, cells, me):
        at = {(r, c): ch for r, c, ch in cells}
        found = []
        for (r, c), ch in at.items():
            if ch == ".":
                after = dict(at)
                after[(r, c)] = me
                if liberties_everywhere(after):
                    found.append(frozenset((rr, cc, x) for (rr, cc), x in after.items()))
        return found

    def left_options(self, cells):
        return self._moves(cells, "x")

    def right_options(self, cells):
        return self._moves(cells, "o")


def legal(text: str) -> bool:
    return liberties_everywhere({(r, c): ch for r, c, ch in cells_of(text, "#")})


# Positions of play: every group with a liberty (a move need only look at the groups it touches).
@settings(max_examples=60, deadline=None)
@given(boards("xo....#", max_rows=3, max_columns=4, max_cells=9).filter(legal))
def test_nogo_follows_its_rules_and_symmetries(text):
    check_options_follow_the_rules(NoGo(), NaiveNoGo(), text, "#")
    assert cgt.canonical_form(NoGo(), text) == cgt.canonical_form(NaiveNoGo(), cells_of(text, "#"))
    check_symmetries(NoGo(), text)


def test_published_outcomes():
    # Müller, "Solving NoGo on small board sizes" (webdocs.cs.ualberta.ca/~mmueller/nogo/solving.html):
    # 3x3 is a first-player win. (4x4, a second-player win there, is too large for the search in Python.)
    assert cgt.outcome(NoGo(), "...|...|...") == Outcome.N
    # Linear NoGo's first strips, checked against the naive model (the published table to 1x39:
    # test_linear_nogo_is_the_published_table): 1x1 and 1x4 are second-player wins.
    outcomes = [cgt.outcome(NoGo(), "." * n) for n in range(1, 9)]
    assert outcomes == [cgt.outcome(NaiveNoGo(), cells_of("." * n, "#")) for n in range(1, 9)]
    assert [o.name for o in outcomes] == ["P", "N", "N", "P", "N", "N", "N", "N"]


def _legal_row(row: str) -> bool:
    """Whether every run of one colour in a row of cells touches an empty cell (linear NoGo's rule)."""
    for run in re.finditer(r"x+|o+", row):
        if not ((run.start() > 0 and row[run.start() - 1] == ".") or (run.end() < len(row) and row[run.end()] == ".")):
            return False
    return True


@lru_cache(maxsize=None)
def _mover_wins(row: str, stone: str) -> bool:
    """Whether the player of `stone` ('x' Left, 'o' Right), to move on a row, wins: the rule alone, on strings."""
    other = "o" if stone == "x" else "x"
    return any(
        not _mover_wins(after, other)
        for after in (row[:i] + stone + row[i + 1:] for i, c in enumerate(row) if c == ".")
        if _legal_row(after)
    )


def test_linear_nogo_outcomes_are_the_naive_searchs():
    # Linear NoGo (one row): the outcome with each player first, by a minimax on strings that knows
    # nothing of groups as masks, regions or canonical forms.
    for n in range(1, 11):
        letter = {(True, True): "N", (False, False): "P", (True, False): "L", (False, True): "R"}[
            (_mover_wins("." * n, "x"), _mover_wins("." * n, "o"))]
        assert cgt.outcome(NoGo(), "." * n).name == letter, n


def test_impartial_linear_nogo_is_the_published_table():
    # Impartial Linear NoGo's nim values on 1xn, n = 1..24, from the MCGS results page
    # (ualberta-mueller-group.github.io/MCGS/MCGS-results.html, "Impartial Linear NoGo"); the first ten
    # here (n = 11, 12, 13 give 3, 1, 0 as well, in 5, 17 and 33 seconds).
    published = [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 1, 0, 3, 1, 0, 2, 2, 3, 1, 3, 3, 1, 0]
    game = impartial_variant(NoGo())
    assert [cgt.grundy(game, "." * n) for n in range(1, 11)] == published[:10]


# Linear NoGo's outcomes on empty rows 1xn, n = 1..39, as MCGS's test data gives them (github.com/
# ualberta-mueller-group/MCGS): input/main_tests/nogo_1xn_autotests/nogo_1xn_empty.test, n = 1..17, from
# Du et al., "Solving NoGo on Small Rectangular Boards", and input/unused/hard/nogo_1xn_hard/
# nogo_1xn_empty_hard.test, n = 18..39, from Du et al., "Solving Linear NoGo with Combinatorial Game Theory".
# Every row is a first-player win ({B win, W win}) but 1x1 and 1x4 ({B loss, W loss}).
LINEAR_NOGO_PUBLISHED = ["P" if n in (1, 4) else "N" for n in range(1, 40)]


def test_linear_nogo_is_the_published_table():
    # cgt.solve's compiled board search to 1x17 (about 1.5 s; 1x16 took 179 s by the search in Python);
    # further rows are in benchmarks/bench_solve.py.
    for n in range(1, 18):
        assert cgt.solve(NoGo(), "." * n, line=False).outcome.name == LINEAR_NOGO_PUBLISHED[n - 1], n
