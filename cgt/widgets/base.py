"""What the board widget and the explorer share: the analysis pane, its worker thread, the kernel's heartbeat.

A widget here is an ``anywidget.AnyWidget`` whose front end is the package's
own ES modules (``pane.js`` then the widget's, read once), so nothing is
built or fetched. Its analysis runs on a :class:`~cgt.widgets.analysis.Worker`;
the traits ``analysis``, ``progress`` and ``error`` carry the pane's data to
the page, and the page's ``stop`` and ``ping`` messages come back here.
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, Optional

from ..errors import MissingExtraError
from ..games.position import GamePosition
from ..watch import SearchProgress
from .analysis import BUDGET, Worker, analyse
from .view import position_text

try:
    import anywidget
    import traitlets
except ImportError:  # pragma: no cover -- the tests run with the extra installed
    raise MissingExtraError(
        "the notebook widgets (cgt.widgets) need anywidget: pip install 'cgt-games[widgets]'"
    ) from None

__all__ = ["AnalysedWidget", "front_end"]


@lru_cache(maxsize=None)
def front_end(name: str) -> str:
    """Return the ES module of widget `name`: the shared pane's code, then the widget's (files shipped with cgt)."""
    folder = resources.files(__package__)
    return (folder / "pane.js").read_text() + "\n" + (folder / f"{name}.js").read_text()


def _own_signature(cls: type) -> None:
    """Give `cls` its __init__'s signature: what help() and the docs show, not traitlets' ``__new__(*args, **kwargs)``."""
    init = inspect.signature(cls.__init__)  # type: ignore[misc]
    cls.__signature__ = init.replace(parameters=list(init.parameters.values())[1:])  # type: ignore[attr-defined]


class AnalysedWidget(anywidget.AnyWidget):  # type: ignore[misc]
    """A widget with the analysis pane: a subclass shows a position and calls :meth:`analyse_position`.

    Parameters
    ----------
    budget : int or None, optional
        Positions an analysis may visit (:data:`cgt.widgets.BUDGET`); a
        position whose canonical form is over it gets who wins, or the estimate.
    """

    _css = resources.files(__package__).joinpath("widgets.css").read_text()

    #: What the pane shows (see :func:`cgt.widgets.analyse`); ``{"state": "running"}`` while it runs.
    analysis = traitlets.Dict().tag(sync=True)
    #: The running search's progress: ``searched`` positions, ``seconds``.
    progress = traitlets.Dict().tag(sync=True)
    #: The last refusal (an illegal edit, a failed search), as the library words it; empty when none.
    error = traitlets.Unicode("").tag(sync=True)
    #: Positions an analysis may visit.
    budget = traitlets.Int(BUDGET, allow_none=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _own_signature(cls)

    def __init__(self, **kwargs: Any) -> None:
        # Before the traits are set: setting one (a subclass's) may already start a job.
        self.worker = Worker(report=self._report, failed=self._failed)
        super().__init__(**kwargs)
        self.on_msg(self._message)

    def analyse_position(self, position: GamePosition) -> None:
        """Show ``running`` now and the analysis of `position` when it is done (stopping any older one)."""
        self.analysis = {"state": "running", "text": position_text(position)}
        self.progress = {}

        def job(check: Callable[[Optional[SearchProgress]], None]) -> None:
            found = analyse(position, budget=self.budget, progress=check)
            check()  # a newer position came meanwhile: its analysis is the one to show
            found["text"] = position_text(position)
            self.analysis = found
        self.worker.submit(job, replace=True)

    def stop(self) -> None:
        """Stop the running analysis (the pane's stop button); the pane says it was stopped."""
        self.worker.stop()
        if self.analysis.get("state") == "running":
            self.analysis = {**self.analysis, "state": "stopped"}

    def wait(self) -> None:
        """Return when the analyses and answers asked for so far are done (for scripts and tests)."""
        self.worker.wait()

    def _report(self, status: SearchProgress) -> None:
        self.progress = {"searched": status.searched, "seconds": round(status.seconds, 2)}

    def _failed(self, message: str) -> None:
        self.error = message
        if self.analysis.get("state") == "running":
            self.analysis = {**self.analysis, "state": "failed", "message": message}

    def _message(self, _: Any, content: dict[str, Any], buffers: Any) -> None:
        kind = content.get("type")
        if kind == "ping":
            # The page's heartbeat: no answer within seconds means a dead (or stuck) kernel.
            self.send({"type": "pong"})
        elif kind == "stop":
            self.stop()
        else:
            self.handle(content)

    def handle(self, content: dict[str, Any]) -> None:
        """Act on a message of the page other than ``ping`` and ``stop`` (the subclass's)."""
        raise NotImplementedError


_own_signature(AnalysedWidget)
