"""Games on graphs: digraphs (loopy impartial), Hackenbush, Col and Snort, Arc Kayles."""

__all__: list[str] = []
