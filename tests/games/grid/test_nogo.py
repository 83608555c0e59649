"""NoGo against a naive model of its rules (flood-filled groups and liberties) and the solver literature."""

from __future__ import annotations

from grid_naive import boards, cells_of, check_options_follow_the_rules, check_symmetries
from hypothesis import given, settings

import cgt
from cgt import Outcome
from cgt.games import NoGo


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
    # Linear NoGo's first strips, checked against the naive model (the published table to 1x39 is
    # not reproduced here): 1x1 and 1x4 are second-player wins.
    outcomes = [cgt.outcome(NoGo(), "." * n) for n in range(1, 9)]
    assert outcomes == [cgt.outcome(NaiveNoGo(), cells_of("." * n, "#")) for n in range(1, 9)]
    assert [o.name for o in outcomes] == ["P", "N", "N", "P", "N", "N", "N", "N"]
