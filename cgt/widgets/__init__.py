"""Notebook widgets: a board to edit and play on, with its analysis, and an explorer of the game tree.

On anywidget (``pip install 'cgt-games[widgets]'``), so they work in
JupyterLab, Notebook 7, VS Code and marimo; the front end is plain ES
modules shipped with the package, drawing SVG, and fetches nothing.

* :class:`BoardWidget`: a position of any ruleset drawn as its board (grid
  and strip games), a row of counters (heap games), its graph (Col, Snort,
  Fjords), its edges (Hackenbush) or its text (the others), each clickable,
  to edit, play, and play against the library; the analysis pane follows it.
* :class:`Explorer`: the game tree from a position, expandable, with the
  analysis of the selected node.

``import cgt`` imports neither this package nor anywidget.
"""

from .._lazy import lazy_names

__getattr__, __dir__ = lazy_names(__name__, globals(), {
    ".analysis": ("analyse", "BUDGET"),
    ".board": ("BoardWidget",),
    ".explorer": ("Explorer",),
    ".view": ("board_view", "library_move"),
})

__all__ = ["BoardWidget", "Explorer", "analyse", "BUDGET", "board_view", "library_move"]
