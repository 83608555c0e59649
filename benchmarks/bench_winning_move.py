"""Winning moves of huge heaps: cgt.winning_move against the closed form written by hand.

Every case lists no option. Nim is answered by Bouton's rule; a Kayles heap
of ``10**12`` by its proven period (one period of split points is searched);
``cgt play`` on such heaps is a whole process, compared with a process that
only imports cgt and computes the same move. Before ``winning_move`` and the
``move_to_value`` hook, ``cgt.winning_moves(Nim(), (3 * 10**6, 1))`` took
1.6 s and 500 MB, and ``cgt play kayles 1000000000000`` ran out of memory.

    python benchmarks/bench_winning_move.py
"""

from __future__ import annotations

import subprocess
import sys

from _common import best_of, report

import cgt
from cgt.games import KAYLES, Nim


def bouton(heaps: tuple[int, ...]) -> tuple[int, ...]:
    """Nim's winning move by hand: the heap whose size xor the nim-sum is smaller."""
    total = 0
    for h in heaps:
        total ^= h
    for i, h in enumerate(heaps):
        if h ^ total < h:
            return heaps[:i] + (h ^ total,) + heaps[i + 1 :]
    raise AssertionError("a P-position")


def kayles_by_hand(n: int, values: list[int], preperiod: int, period: int) -> tuple[int, ...]:
    """Kayles' winning move in a heap of n > 2 * (preperiod + period), by hand from its period."""

    def g(h: int) -> int:
        return values[h if h < preperiod else preperiod + (h - preperiod) % period]

    for k in (1, 2):
        if g(n - k) == 0:
            return (n - k,)
    for k in (1, 2):
        m = n - k
        for a in range(1, preperiod + period):
            if g(a) ^ g(m - a) == 0:
                return (a, m - a)
    raise AssertionError("a P-position")


def process(*args: str, stdin: str = "") -> float:
    def once() -> None:
        subprocess.run([sys.executable, *args], input=stdin, text=True, stdout=subprocess.DEVNULL, check=True)

    once()  # warm the caches (numba's on-disk cache included)
    return best_of(once, repeat=5)


def main() -> None:
    nim, huge = Nim(), 10**12
    found = KAYLES.periodicity()
    values = KAYLES.grundy_sequence(found.preperiod + found.period).tolist()
    pair = (found.preperiod, found.period)
    assert cgt.winning_move(nim, (10**7, 1)) == bouton((10**7, 1))
    assert cgt.winning_move(KAYLES, (huge,)) == kayles_by_hand(huge, values, *pair)
    rows = []
    for case, ours, baseline, base in [
        ("winning_move(Nim(), (10**7, 1))", lambda: cgt.winning_move(nim, (10**7, 1)),
         "Bouton's rule by hand", lambda: bouton((10**7, 1))),
        ("winning_moves(Nim(), (3 * 10**6, 1))", lambda: cgt.winning_moves(nim, (3 * 10**6, 1)),
         "Bouton's rule by hand", lambda: bouton((3 * 10**6, 1))),
        ("winning_move(KAYLES, (10**12,))", lambda: cgt.winning_move(KAYLES, (huge,)),
         "period scan by hand", lambda: kayles_by_hand(huge, values, *pair)),
    ]:
        rows.append({"case": case, "seconds": best_of(ours, 50), "baseline": baseline,
                     "baseline_seconds": best_of(base, 50)})
    move = "from cgt.games import KAYLES; KAYLES.periodicity(); KAYLES.move_to_value(10**12, 0)"
    for case, args, stdin, baseline, base_args in [
        ("cgt play nim 10000000 1 (whole game)", ("-m", "cgt", "play", "nim", "10000000", "1", "--first",
         "computer"), "1 1\n", "python -c 'import cgt'", ("-c", "import cgt")),
        ("cgt play kayles 10**12 (first move)", ("-m", "cgt", "play", "kayles", str(huge), "--first", "computer"),
         "quit\n", "python -c: the same move, no command line", ("-c", move)),
    ]:
        rows.append({"case": case, "seconds": process(*args, stdin=stdin), "baseline": baseline,
                     "baseline_seconds": process(*base_args)})
    for row in rows:
        row["ratio"] = row["seconds"] / row["baseline_seconds"]
    report("winning_move", "Winning moves of huge heaps: no option listed", rows)


if __name__ == "__main__":
    main()
