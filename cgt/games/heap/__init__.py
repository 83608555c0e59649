"""Heap games: Nim, octal games, subtraction games, and the heap-game base class."""

__all__: list[str] = []
