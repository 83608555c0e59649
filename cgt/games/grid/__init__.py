"""Games on a rectangular board: Domineering, Cram, Clobber, Anti-Clobber, Konane, Amazons (on one board layer, ``cgt.games.grid.board``) and the cake games (Cutcake, Maundy Cake, Eatcake)."""

__all__: list[str] = []
