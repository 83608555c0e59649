"""The partizan misère game forms born by day n, by the definition: what the misère tests compare over."""

from __future__ import annotations

import itertools

from cgt.misere.partizan import MisereGame


def forms_born_by(n: int) -> list[MisereGame]:
    """Every game form born by day `n` (n = 2: 256 forms), in the order of their texts."""
    games = [MisereGame()]
    for _ in range(n):
        subsets = [s for k in range(len(games) + 1) for s in itertools.combinations(games, k)]
        games = list({MisereGame(l, r) for l in subsets for r in subsets})
    return sorted(games, key=str)
