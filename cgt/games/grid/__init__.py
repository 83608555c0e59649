"""Games on a rectangular board: Domineering, Cram, Clobber, Anti-Clobber, Konane, Amazons (on one board layer, :mod:`cgt.games.grid.board`) and Cutcake."""

__all__: list[str] = []
