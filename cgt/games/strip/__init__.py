"""Games on a strip of cells: jump chess and staircase Nim, Kayles on a strip, Toads and Frogs."""

__all__: list[str] = []
