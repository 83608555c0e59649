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
