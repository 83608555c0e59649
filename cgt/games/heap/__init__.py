"""Heap games: Nim, octal games, subtraction games, Wythoff's game, and the heap-game base class."""

__all__: list[str] = []
