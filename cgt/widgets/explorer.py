"""The explorer: the game tree from a position, expandable, with the analysis of the selected node."""

from __future__ import annotations

from typing import Any, Callable, Optional

import traitlets

from ..errors import CgtError, InvalidPositionError, InvalidValueError
from ..game import is_partizan
from ..games.position import GamePosition
from ..partizan.engine import canonical_form
from ..watch import SearchProgress
from .base import AnalysedWidget, front_end
from .view import SIDES, position_text

__all__ = ["Explorer"]


class Explorer(AnalysedWidget):
    """The game tree from a position: expand a node to see its options, select one to analyse it.

    Each node shows the move's side (``L`` or ``R``), the position's text and
    its value as CGSuite prints it (``?`` over the budget). The page's tree
    is navigated with the arrow keys (up and down move, right expands, left
    collapses or goes to the parent); ``ex.selection`` is the selected
    node's position.

    Parameters
    ----------
    position : GamePosition
        The root.
    sensible : bool, optional
        Whether a node's children are its sensible options only
        (:func:`cgt.sensible_left_options`), not all its options.
    budget : int or None, optional
        Positions each value may take to compute (:data:`cgt.widgets.BUDGET`).

    Raises
    ------
    InvalidPositionError
        If `position` is not a :class:`~cgt.GamePosition`.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> from cgt.widgets import Explorer
    >>> ex = Explorer(Domineering()("..|.."))
    >>> ex.expand(0)
    >>> ex.wait()
    >>> [(n["side"], n["text"], n["value"]) for n in ex.nodes]
    [('', '..|..', '+-1'), ('L', '#.|#.', '1'), ('L', '.#|.#', '1'), ('R', '##|..', '-1'), ('R', '..|##', '-1')]
    >>> ex.sensible = True                # one move for each option of the canonical form
    >>> ex.expand(0)
    >>> ex.wait()
    >>> [(n["side"], n["text"], n["value"]) for n in ex.nodes]
    [('', '..|..', '+-1'), ('L', '#.|#.', '1'), ('R', '##|..', '-1')]
    >>> ex.select(2)
    >>> ex.wait()
    >>> ex.selection, ex.analysis["canonical_form"]
    (Domineering()('##|..'), '-1')
    """

    _esm = front_end("explorer")

    #: The tree's nodes in the order they were found: ``id``, ``parent`` (-1 for the root), ``depth``,
    #: ``side`` ("L", "R" or "" for the root and an impartial game's moves), ``text``, ``value``,
    #: ``expanded`` and ``leaf``.
    nodes = traitlets.List().tag(sync=True)
    #: The id of the selected node.
    selected = traitlets.Int(0).tag(sync=True)
    #: Whether children are the sensible options only.
    sensible = traitlets.Bool(False).tag(sync=True)

    def __init__(self, position: GamePosition, **kwargs: Any) -> None:
        if not isinstance(position, GamePosition):
            raise InvalidPositionError(
                f"Explorer: {position!r} of type {type(position).__name__} is not a position; "
                "give a ruleset's position, such as Domineering()('...|...')"
            )
        self.root = position
        self._positions: list[GamePosition] = []
        super().__init__(**kwargs)
        self._restart()

    @property
    def selection(self) -> GamePosition:
        """The selected node's position."""
        return self._positions[self.selected]

    @traitlets.observe("sensible")
    def _resort(self, change: Any) -> None:
        self._restart()

    def _restart(self) -> None:
        self._positions = [self.root]
        self.nodes = [self._node(0, -1, 0, "", self.root, "...")]
        self.selected = 0
        self.analyse_position(self.root)
        root, sensible = self.root, self.sensible

        def job(check: Callable[[Optional[SearchProgress]], None]) -> None:
            value = self._value(root, check)
            if self.root is root and self.sensible == sensible:
                self._set(0, value=value)
        self.worker.submit(job)

    @traitlets.observe("selected")
    def _follow(self, change: Any) -> None:
        if 0 <= change["new"] < len(self._positions):
            self.analyse_position(self._positions[change["new"]])

    def _value(self, position: GamePosition, check: Optional[Callable[[Optional[SearchProgress]], None]]) -> str:
        try:
            return str(canonical_form(position.game, position.position, budget=self.budget, progress=check))
        except CgtError:
            return "?"  # over the budget: the pane says why when the node is selected

    @staticmethod
    def _node(id: int, parent: int, depth: int, side: str, p: GamePosition, value: str) -> dict[str, Any]:
        return {"id": id, "parent": parent, "depth": depth, "side": side, "text": position_text(p), "value": value,
                "expanded": False, "leaf": None}

    def _check_node(self, id: int, where: str) -> None:
        if not 0 <= id < len(self._positions):
            raise InvalidValueError(f"Explorer.{where}: there is no node {id!r}; the tree has nodes 0 to {len(self._positions) - 1}")

    def select(self, id: int) -> None:
        """Select node `id` (its analysis follows).

        Raises
        ------
        InvalidValueError
            If there is no node `id`.
        """
        self._check_node(id, "select")
        self.selected = id

    def expand(self, id: int) -> None:
        """Show node `id`'s children (computed on the worker thread; each with its value), or hide them again.

        Raises
        ------
        InvalidValueError
            If there is no node `id`.
        """
        self._check_node(id, "expand")
        node = self.nodes[id]
        if node["leaf"] is not None:  # children known: show or hide them
            self._set(id, expanded=not node["expanded"])
            return
        p, sensible = self._positions[id], self.sensible

        def job(check: Callable[[Optional[SearchProgress]], None]) -> None:
            children: list[tuple[str, GamePosition]] = []
            partizan = is_partizan(p.game)
            for side in SIDES if partizan else SIDES[:1]:
                if sensible and partizan:
                    found = p.sensible_left_options if side == "left" else p.sensible_right_options
                else:
                    found = p.left_options if side == "left" else p.right_options
                children += [(side[0].upper() if partizan else "", q) for q in found]
            values = [self._value(q, check) for _, q in children]
            if self.sensible != sensible or id >= len(self._positions) or self._positions[id] is not p:
                return  # the tree was started again meanwhile
            nodes = list(self.nodes)
            for (side, q), value in zip(children, values):
                self._positions.append(q)
                nodes.append(self._node(len(nodes), id, nodes[id]["depth"] + 1, side, q, value))
            nodes[id] = {**nodes[id], "expanded": True, "leaf": not children}
            self.nodes = nodes
        self.worker.submit(job)

    def _set(self, id: int, **fields: Any) -> None:
        nodes = list(self.nodes)
        nodes[id] = {**nodes[id], **fields}
        self.nodes = nodes

    def handle(self, content: dict[str, Any]) -> None:
        kind, id = content.get("type"), content.get("id")
        try:
            if kind == "expand":
                self.expand(int(id))  # type: ignore[arg-type]
            elif kind == "select":
                self.select(int(id))  # type: ignore[arg-type]
        except (CgtError, TypeError, ValueError) as refusal:
            self.error = str(refusal)
