"""Games on a rectangular board: Domineering, Cram, Clobber, Anti-Clobber, Konane, Amazons (on one board layer, ``cgt.games.grid.board``) and Cutcake."""

__all__: list[str] = []
