"""The board widget: a position to edit and play on, against the library if one likes, with its analysis."""

from __future__ import annotations

from typing import Any, Callable, Optional

import traitlets

from ..errors import CgtError, InvalidPositionError, InvalidValueError
from ..game import is_partizan
from ..games.position import GamePosition
from ..partizan.engine import canonical_form
from ..watch import SearchProgress
from .base import AnalysedWidget, front_end
from .view import (SIDES, board_view, edge_moves, edge_recoloured, library_move, position_text, read_position, recoloured,
                   side_moves, vertex_moves)

__all__ = ["BoardWidget"]


def _other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)]


class BoardWidget(AnalysedWidget):
    """A position drawn as its board, to edit or play on, with the analysis pane following it.

    Grid and strip games are drawn as their cells (a click cycles a cell
    through the ruleset's pieces; rows and columns are added, removed,
    cleared), heap games as rows of counters, Col, Snort and Fjords as their
    graph (a click on a vertex cycles its tint), Hackenbush as its edges (a
    click on an edge cycles its colour), other rulesets as their text
    (edited as text); in play, a move is made by clicking its cells, its
    vertex, its edge or its counter (or its button). The position syncs both ways as its text: ``w.position`` is a
    :class:`~cgt.GamePosition`, and assigning one redraws.

    Parameters
    ----------
    position : GamePosition
        The position shown first (``Domineering()("....|....")``).
    budget : int or None, optional
        Positions an analysis may visit (:data:`cgt.widgets.BUDGET`).

    Raises
    ------
    InvalidPositionError
        If `position` is not a :class:`~cgt.GamePosition`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> from cgt.widgets import BoardWidget
    >>> w = BoardWidget(Domineering()("...|..."))
    >>> w.wait()
    >>> w.analysis["canonical_form"], w.analysis["outcome"]
    ('{2|-1/2}', 'N')
    >>> w.play("left", 1)                  # Left's second move: the middle column
    >>> w.wait()
    >>> w.position, w.analysis["canonical_form"], w.to_move
    (Domineering()('.#.|.#.'), '2', 'right')
    >>> w.undo()
    >>> w.position
    Domineering()('...|...')
    """

    _esm = front_end("board")

    #: The position's text (rows joined by ``|``): what the page and Python agree on.
    text = traitlets.Unicode("").tag(sync=True)
    #: How the page draws it (:func:`cgt.widgets.board_view`).
    view = traitlets.Dict().tag(sync=True)
    #: "edit" (a click changes a cell) or "play" (a click makes a move).
    mode = traitlets.Unicode("edit").tag(sync=True)
    #: The side to move in play: "left" or "right".
    to_move = traitlets.Unicode("left").tag(sync=True)
    #: The side the library plays ("left" or "right"), or "" for none.
    library = traitlets.Unicode("").tag(sync=True)
    #: Whether each legal move is coloured by its outcome.
    hints = traitlets.Bool(False).tag(sync=True)
    #: For the side to move, whether each move wins (true), loses (false) or is unknown (null): ``{"side", "wins"}``.
    hint_outcomes = traitlets.Dict().tag(sync=True)
    #: Positions before the moves and edits made, for :meth:`undo`.
    history = traitlets.List()
    #: The position shown (a :class:`~cgt.GamePosition`); assigning one redraws the board.
    position = traitlets.Any()

    def __init__(self, position: GamePosition, **kwargs: Any) -> None:
        self._options: dict[str, list[GamePosition]] = {}
        # Play traits given here (mode, library, hints) act once the position is there.
        self._ready = False
        super().__init__(**kwargs)
        self._ready = True
        self.position = position

    @traitlets.validate("position")
    def _check_position(self, proposal: Any) -> GamePosition:
        if not isinstance(proposal.value, GamePosition):
            raise InvalidPositionError(
                f"BoardWidget.position = {proposal.value!r} of type {type(proposal.value).__name__}: not a position; "
                "give a ruleset's position, such as Domineering()('....|....')"
            )
        return proposal.value

    @traitlets.validate("mode", "to_move", "library")
    def _check_choice(self, proposal: Any) -> str:
        allowed = {"mode": ("edit", "play"), "to_move": SIDES, "library": ("",) + SIDES}[proposal.trait.name]
        if proposal.value not in allowed:
            raise InvalidValueError(
                f"BoardWidget.{proposal.trait.name} = {proposal.value!r}: use one of {', '.join(map(repr, allowed))}")
        return proposal.value

    @traitlets.observe("position")
    def _show(self, change: Any) -> None:
        p: GamePosition = change["new"]
        if isinstance(change["old"], GamePosition) and p.game != change["old"].game:
            self.history = []
        self._options = {side: [q for _, q in side_moves(p, side)] for side in SIDES}
        self.view = board_view(p)
        self.text = position_text(p)
        self.error = ""
        self.hint_outcomes = {}
        self.analyse_position(p)
        self._next_turn()

    @traitlets.observe("hints", "library", "mode")
    def _changed_play(self, change: Any) -> None:
        if self._ready:
            self._next_turn()

    def _next_turn(self) -> None:
        if self.hints:
            self._ask_hints()
        if self.mode == "play" and self.library == self.to_move:
            self._ask_library()

    # -- what the page and Python ask -----------------------------------------------

    def edit(self, text: str) -> None:
        """Set the position to `text` (an edit on the page); an illegal one is refused and said in ``error``.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> w = BoardWidget(Clobber()("xo"))
        >>> w.edit("xq")
        >>> w.position, w.error
        (Clobber()('xo'), "Clobber(): clobber board 'xq': row 1, column 2 is 'q'; use 'x', 'o' or '.'")
        """
        try:
            p = read_position(self.position, text)
        except CgtError as refusal:
            self.error = str(refusal)
            self.send({"type": "refused", "text": text, "message": str(refusal)})
            return
        if p != self.position:
            self.history = self.history + [[self.position, self.to_move]]
            self.position = p

    def play(self, side: str, index: int) -> None:
        """Make move number `index` (from 0, in the order of ``view["moves"][side]``) of `side`; the other side moves next.

        Raises
        ------
        InvalidValueError
            If `side` is not "left" or "right", or there is no such move.
        """
        if side not in SIDES:
            raise InvalidValueError(f"BoardWidget.play: side {side!r} is not 'left' or 'right'")
        options = self._options[side]
        if not 0 <= index < len(options):
            raise InvalidValueError(
                f"BoardWidget.play: {side} has {len(options)} moves in {self.position!r}, no move number {index}")
        self._move(options[index], side)

    def click_vertex(self, vertex: int) -> None:
        """A click on `vertex` of a graph (Col, Snort, Fjords): in play, the side to move colours it; in edit, its tint cycles.

        An illegal click (a vertex the side may not colour, no such vertex) is
        refused and said in ``error``; the position stays.

        Examples
        --------
        >>> from cgt.games import Snort
        >>> w = BoardWidget(Snort()("L-.-R"), mode="play")
        >>> w.click_vertex(2)                  # Right's tint: Left may not colour it
        >>> w.position, w.error
        (Snort()('L-.-R'), "BoardWidget: left may not colour vertex 2 of Snort()('L-.-R')")
        >>> w.click_vertex(1)
        >>> w.position, w.to_move
        (Snort()('L'), 'right')
        """
        self._click("colour vertex", vertex, vertex_moves, recoloured)

    def click_edge(self, edge: int) -> None:
        """A click on `edge` of a Hackenbush picture (numbered as its graph's edges): in play, the side to move cuts it; in edit, its colour cycles.

        An illegal click (an edge of the other's colour, a cut Childish
        Hackenbush forbids, no such edge) is refused and said in ``error``.

        Examples
        --------
        >>> from cgt.games import Hackenbush
        >>> w = BoardWidget(Hackenbush()("BR"), mode="play")
        >>> w.click_edge(1)
        >>> w.error
        "BoardWidget: left may not cut edge 1 of Hackenbush()('BR')"
        >>> w.click_edge(0)
        >>> w.position
        Hackenbush()('')
        """
        self._click("cut edge", edge, edge_moves, edge_recoloured)

    def _click(self, what: str, index: int, moves: Callable[[GamePosition], dict[str, list[Optional[int]]]],
               recolour: Callable[[GamePosition, int], GamePosition]) -> None:
        try:
            if self.mode == "edit":
                self.edit(position_text(recolour(self.position, index)))
                return
            plays = moves(self.position)[self.to_move]
            if not 0 <= index < len(plays) or plays[index] is None:
                raise InvalidValueError(f"BoardWidget: {self.to_move} may not {what} {index!r} of {self.position!r}")
            self.play(self.to_move, plays[index])
        except CgtError as refusal:
            self.error = str(refusal)
            self.send({"type": "refused", "text": self.text, "message": str(refusal)})

    def undo(self) -> None:
        """Go back one move or edit (two when the library answered the move undone)."""
        if not self.history:
            return
        back, side = self.history[-1]
        self.history = self.history[:-1]
        if self.history and self.mode == "play" and side == self.library:
            back, side = self.history[-1]
            self.history = self.history[:-1]
        self.to_move = side
        self.position = back

    def handle(self, content: dict[str, Any]) -> None:
        kind = content.get("type")
        if kind == "edit":
            self.edit(str(content.get("text", "")))
        elif kind == "play":
            try:
                self.play(str(content.get("side")), int(content.get("index", -1)))
            except CgtError as refusal:
                self.error = str(refusal)
        elif kind == "vertex":
            self.click_vertex(int(content.get("vertex", -1)))
        elif kind == "edge":
            self.click_edge(int(content.get("edge", -1)))
        elif kind == "undo":
            self.undo()

    # -- moves and answers ---------------------------------------------------------------

    def _move(self, after: GamePosition, side: str) -> None:
        self.history = self.history + [[self.position, side]]
        self.to_move = _other(side)
        self.position = after

    def _ask_library(self) -> None:
        at, side = self.position, self.to_move

        def job(check: Callable[[Optional[SearchProgress]], None]) -> None:
            answer = library_move(at, side)
            check()
            if answer is not None and self.position is at and self.library == side:
                self._move(answer, side)
        self.worker.submit(job)

    def _ask_hints(self) -> None:
        at, side = self.position, self.to_move
        options = self._options[side]
        # A move wins when its option is won by the mover with the other side to move.
        mover_wins = ("P", "L") if side == "left" else ("P", "R")

        def job(check: Callable[[Optional[SearchProgress]], None]) -> None:
            wins: list[Optional[bool]] = []
            for q in options:
                try:
                    value = canonical_form(q.game, q.position, budget=self.budget, progress=check)
                    wins.append(str(q.outcome if not is_partizan(q.game) else value.outcome) in mover_wins)
                except CgtError:
                    wins.append(None)  # over the budget: no colour
                check()
            if self.position is at:
                self.hint_outcomes = {"side": side, "wins": wins}
        self.worker.submit(job)
