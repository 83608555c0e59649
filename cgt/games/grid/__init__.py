"""Games on a rectangular board: Domineering and Cutcake."""

__all__: list[str] = []
