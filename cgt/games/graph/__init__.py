"""Games on graphs: digraphs (loopy impartial), Hackenbush."""

__all__: list[str] = []
