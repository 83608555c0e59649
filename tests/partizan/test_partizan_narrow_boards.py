"""Domineering on narrow boards: cgt.solve's outcomes against the published ones.

Boards are ``rows x columns``; Left places vertical dominoes (Vertical, V),
Right horizontal ones (Horizontal, H). A board and its transpose are
negatives (Vertical's and Horizontal's roles exchanged), so each board is
solved in both orientations. The compiled search answers these (every board
here fits its 127 cells); the slower boards are run by ``benchmarks/bench_solve_narrow.py``, with Obsequi beside them.
"""

from __future__ import annotations

import pytest

import cgt
from cgt.games import Domineering

GAME = Domineering()
_TRANSPOSED = {"L": "R", "R": "L", "N": "N", "P": "P"}


def _outcome(rows: int, columns: int) -> str:
    return cgt.solve(GAME, "|".join(["." * columns] * rows), line=False).outcome.value


def published_narrow(rows: int, n: int) -> str:
    """The outcome of the ``rows x n`` board (rows 2, 3, 5 or 7) as Lachmann, Moore and Rapaport give it.

    Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular
    boards?", More Games of No Chance, MSRI Publications 42 (2002),
    arXiv:math/0006066, who find the winner on every board of width 2, 3, 5
    and 7 (V: Vertical wins, H: Horizontal wins, 1st/2nd: the first/second
    player wins; here L, R, N, P):

    * 2 x n: V for n = 1, 5, 9; 2nd for n = 13; H for n = 4, 8, 12, 16, 17,
      20, 21, 22, 24, 25, 26 and every n >= 28; 1st otherwise (n = 2, 3, 6, 7,
      10, 11, 14, 15, 18, 19, 23, 27);
    * 3 x n: V for n = 1; 1st for n = 2, 3; H for every n >= 4;
    * 5 x n: V for n = 1, 3; 2nd for n = 5; H for n = 2, 4 and every n >= 6;
    * 7 x n: V for n = 1, 3, 5; 1st for n = 2, 7; H for n = 4, 6 and every n >= 8.

    Uiterwijk ("Perfectly solving Domineering boards", Computer Games
    workshop CGW 2013, CCIS 408, 2014) proves parts again without search:
    every 3 x n board (n > 3) is a win for Horizontal, every m x 3 board
    (m > 1) for Vertical moving first.
    """
    if rows == 2:
        if n in (1, 5, 9):
            return "L"
        if n == 13:
            return "P"
        return "R" if n % 4 == 0 or n in (17, 21, 22, 25, 26) or n >= 28 else "N"
    if rows == 3:
        return "L" if n == 1 else "N" if n in (2, 3) else "R"
    if rows == 5:
        return "L" if n in (1, 3) else "P" if n == 5 else "R"
    if rows == 7:
        return "L" if n in (1, 3, 5) else "N" if n in (2, 7) else "R"
    raise ValueError(f"no published outcome for width {rows}")


# Each board here in well under a second; 2x23, 2x26, 2x27 (a minute), 2x29, 2x30, 7x8 and 7x9 are the benchmark's.
@pytest.mark.parametrize("rows, lengths", [(2, [*range(1, 23), 24, 25, 28]), (3, range(1, 21)), (5, range(1, 13)),
                                           (7, range(1, 8))])
def test_narrow_boards_as_lachmann_moore_and_rapaport_publish(rows, lengths):
    for n in lengths:
        expected = published_narrow(rows, n)
        assert _outcome(rows, n) == expected, (rows, n)
        assert _outcome(n, rows) == _TRANSPOSED[expected], (n, rows)


def test_uiterwijks_theorems_with_vertical_first():
    # Uiterwijk 2014 (above): every m x 3 board (m > 1) is won by Vertical moving first; every 2k x n board
    # with n = 3, 5, 7, 9, 11 too; every m x 2k board for m = 5 and 9, and for m = 3 and 7 with k > 1, is
    # won by Horizontal (Vertical first).
    def vertical_first(rows: int, columns: int) -> str:
        return cgt.solve(GAME, "|".join(["." * columns] * rows), first="left", line=False).winners["left"]

    assert all(vertical_first(m, 3) == "left" for m in range(2, 13))
    assert all(vertical_first(2 * k, n) == "left" for k in (1, 2) for n in (5, 7, 9, 11))
    assert all(vertical_first(m, 2 * k) == "right" for m in (5, 9) for k in (1, 2, 3))
    assert all(vertical_first(m, 2 * k) == "right" for m in (3, 7) for k in (2, 3))


def test_the_published_statements_are_the_ones_written_down():
    # The function above against the lists of the published statements, as they are printed.
    assert [n for n in range(1, 31) if published_narrow(2, n) == "N"] == [2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 23, 27]
    assert [n for n in range(1, 31) if published_narrow(2, n) == "R"] == [
        4, 8, 12, 16, 17, 20, 21, 22, 24, 25, 26, 28, 29, 30]
    with pytest.raises(ValueError):
        published_narrow(4, 4)
