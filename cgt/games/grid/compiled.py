"""Board games searched by compiled code: a numba kernel lists the game graph, the partizan engine values it.

A board game with compiled rules (a ``kernels`` name, see below) has its
large boards searched in two steps. A numba kernel
(``cgt._kernels.board_graph``) does everything that is bit tricks: the
moves, the split of each option into the regions no move can connect, and
each region's key under the board's symmetries (``transpose``, ``swap``,
as the ruleset declares them). It returns the graph of regions, each option
a signed sum of regions. The partizan engine's
:func:`~cgt.partizan.engine.canonical_forms_of_graph` then gives every region
its canonical form, with the one store of values, as
:func:`cgt.canonical_form` would. The rulesets use it through the solver's
``canonical_form_hint`` (:func:`compiled_hint`) from
a rough estimate (``rough_positions``) of ``compiled_positions`` positions (and ``compiled_cells`` cells) up: below, numba's import and the
kernel's load (about 0.6 s a process) cost more than they save.

A ruleset's ``kernels`` is the name ``"module:attribute"`` of a triple of
jitted functions ``(moves, reach, alive)``, the compiled twins of its
``moves``, ``reach`` and ``alive`` (``cgt._kernels.board_rules`` holds the
library's and says what they take); a name, so that ``import cgt`` imports
no numba. A family's rules are a call ``"module:function(arguments)"``
(literals) of the function that makes them from the family's parameters,
such as ``"cgt._kernels.board_rules:gen_clobber(((0, 1), ...), 4, 1, 1, False)"``:
numba's cache keeps the compiled search under a hash of the arguments, one per parameters.

The first compiled search of a game in a process imports numba and loads the
kernel (about 0.6 s); the very first compiles it (about 10 s, and 40 s for
the store's twin, once for every game), then numba's disk cache keeps it.
Both steps run in slices of about :data:`~cgt.watch.SLICE_SECONDS`:
between them Ctrl-C stops the search, the regions listed count against its
budget (``budget=``), and its ``progress`` is reported, as in the search in
Python (:func:`cgt.search.current_watch`).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from ...errors import InvalidValueError
from ...partizan.engine import graph_value
from ...search import current_watch
from ...watch import compiled_section, compiled_slices, first_compile
from ...partizan.values import ZERO, CanonicalForm
from .board import cropped_rows

__all__ = ["compiled_canonical_form", "compiled_hint", "COMPILE_SECONDS"]

_searches: dict[str, Callable[..., Any]] = {}
#: How long a board game's kernels take to compile at its first search (the value store's twin: about 40 s more), measured.
COMPILE_SECONDS = "10 s"


def _search(kernels: str) -> Callable[..., Any]:
    search = _searches.get(kernels)
    if search is None:
        from ..._kernels.board_graph import board_graph
        from ..._kernels.board_rules import named_rules

        search = _searches[kernels] = board_graph(*named_rules(kernels))
    return search


def compiled_canonical_form(game: Any, position: Any) -> Optional[CanonicalForm]:
    """Return the value of a board searched by compiled code, or ``None`` if it does not fit the kernel.

    Parameters
    ----------
    game : ruleset
        A board game with compiled rules: its ``kernels`` names them, and its
        ``transpose``, ``swap`` and ``diagonal`` say its symmetries and how its
        cells connect (as :class:`~cgt.games.grid.rules.BoardRuleset` does).
    position : board or str
        A position of `game`, or its text.

    Returns
    -------
    CanonicalForm or None
        The value. ``None`` when the box of the board's cells (turned to be
        at most as wide as tall, where a transpose is a symmetry) is over 63
        bits with a spare column (``height * (width + 1) > 63``: 7x7 fits,
        8x8 does not), or when a position is reached from itself (a loopy
        game: the search says which).

    Raises
    ------
    InvalidValueError
        If `game` has no compiled rules.
    InvalidPositionError
        If the text is not a position of `game`.

    Examples
    --------
    >>> from cgt.games import Clobber, Domineering
    >>> compiled_canonical_form(Domineering(), "...|...")
    CanonicalForm.parse('{2|-1/2}')
    >>> compiled_canonical_form(Clobber(), "oxx")
    CanonicalForm.parse('^')
    >>> compiled_canonical_form(Domineering(), "|".join(["." * 8] * 8)) is None
    True
    """
    kernels = getattr(game, "kernels", None)
    if not isinstance(kernels, str):
        raise InvalidValueError(f"compiled_canonical_form: {game!r} has no compiled rules (its kernels is {kernels!r})")
    board = position if type(position) is game.position_type else game.position(position)
    # Cropped, and kept at most as wide as tall where a transpose is a symmetry, for the frame's sake.
    rows, width, height, turned = cropped_rows(board[2:], board[0], board[1], game.transpose)
    if not height:
        return ZERO
    negated = turned and game.transpose < 0
    s = width + 1  # a guard bit after each row
    if height * s > 63:
        return None
    import numpy as np

    from ..._kernels.board_graph import OK, finish_graph, graph_progress, new_graph

    if kernels not in _searches:
        # The first search of a process compiles (or loads) the kernels on the game's own example, saying so if slow.
        with first_compile(f"the {type(game).__name__} kernels", COMPILE_SECONDS):
            _search(kernels)
            compiled_canonical_form(game, game.example)
    search, watch = _search(kernels), current_watch()
    root = np.array([sum(x << (r * s) for r, x in enumerate(mask_rows)) for mask_rows in rows], np.int64)
    graph, done = new_graph(len(rows)), 0
    # In slices: Ctrl-C, the budget and progress are seen between them.
    for steps in compiled_slices():
        with compiled_section():
            graph = search(graph, root, s, height, game.transpose, game.swap, game.diagonal, steps)
            expanded, regions = graph_progress(graph)
        if watch is not None:
            watch.look(expanded - done, regions)  # the regions given their options in this slice
        done = expanded
        if done >= regions:
            break
    with compiled_section():
        status, _, lefts, option_at, summand_at, summands, order, roots = finish_graph(graph)
    if status != OK:
        return None
    total = graph_value(lefts, option_at, summand_at, summands, order, roots)
    return -total if negated else total


def compiled_hint(game: Any, position: Any) -> Optional[CanonicalForm]:
    """The solver's ``canonical_form_hint`` of a board game with compiled rules: large boards compiled, else ``None``.

    A board of at least the game's ``compiled_cells`` cells (in any mask)
    whose ``rough_positions`` is at least its ``compiled_positions`` is
    searched by :func:`compiled_canonical_form`; the search takes the rest
    (and the boards the kernel does not fit). The hint is asked of every
    position a search meets: counting cells first spares the smaller ones
    the estimate.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> compiled_hint(Domineering(), "..|..") is None     # small: left to the search
    True
    """
    if getattr(game, "kernels", None) is None:
        return None
    board = position if type(position) is game.position_type else game.position(position)
    union = 0
    for m in board[2:]:
        union |= m
    if union.bit_count() < game.compiled_cells:
        return None
    estimate = game.rough_positions(board)
    if estimate is None:  # a game of one's own may give only estimated_positions
        estimate = game.estimated_positions(board)
    if estimate is None or estimate < game.compiled_positions:
        return None
    return compiled_canonical_form(game, board)
