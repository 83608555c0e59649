"""The README's quick start: a ten-line game, its Grundy values, a sum with Nim."""

import cgt


class TakeOneOrTwo:
    """Take one or two tokens from a heap; who cannot move loses."""

    def options(self, n):
        return [n - k for k in (1, 2) if n - k >= 0]


g = TakeOneOrTwo()
print("grundy(10)        =", cgt.grundy(g, 10))
print("outcome(9)        =", cgt.outcome(g, 9))
print("winning_moves(10) =", cgt.winning_moves(g, 10))
s = cgt.Sum(g, cgt.games.Nim())
print("grundy of (10, 7) in the sum        =", cgt.grundy(s, (10, 7)))
print("winning moves of (10, 7) in the sum =", cgt.winning_moves(s, (10, 7)))
