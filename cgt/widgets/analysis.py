"""What the widgets' analysis pane shows, and the thread that computes it off the kernel's main thread.

:func:`analyse` asks a position the pane's questions (outcome, canonical form
in CGSuite's text, temperature, mean, atomic weight, thermograph) within a
budget of positions; a position whose canonical form is over the budget gets
who wins from the outcome search (:func:`cgt.solve`) instead, or the
library's refusal, which quotes its estimate. :class:`Worker` runs such
calls one at a time on a thread of its own, so that the kernel keeps
answering clicks; a newer analysis stops the one running (through the
search's progress callable, called about twice a second).

Plain data comes out (strings and numbers): the front end draws it as it is.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any, Optional

from ..errors import CgtError, GraphTooLargeError
from ..game import is_partizan
from ..games.position import GamePosition
from ..partizan.engine import canonical_form
from ..partizan.outcome_search import solve
from ..watch import SearchProgress

__all__ = ["BUDGET", "AnalysisStopped", "analyse", "Worker"]

#: Positions a widget's analysis may visit by default: a canonical form of a 5x5 Domineering
#: board, in well under a second; larger positions get who wins, or the estimate.
BUDGET = 200_000


class AnalysisStopped(Exception):
    """An analysis was stopped: the stop button, or a newer position (not an error of the user's)."""


def _text(value: Any) -> Optional[str]:
    return None if value is None else str(value)


def analyse(
    position: GamePosition, *, budget: Optional[int] = BUDGET,
    progress: Optional[Callable[[SearchProgress], Any]] = None,
) -> dict[str, Any]:
    """Return what the analysis pane shows about `position`, as plain data.

    Parameters
    ----------
    position : GamePosition
        The position.
    budget : int or None, optional
        Positions the searches may visit (:data:`BUDGET`); None for no limit.
    progress : callable, optional
        Handed to the searches (:class:`cgt.SearchProgress` about twice a
        second); it may raise :class:`~cgt.widgets.analysis.AnalysisStopped` to stop them.

    Returns
    -------
    dict
        ``state`` ("done", or "over" when the canonical form is over the
        budget), ``outcome``, ``canonical_form`` (CGSuite's text),
        ``temperature``, ``mean``, ``atomic_weight`` (None where the value is
        not infinitesimal), ``thermograph`` (SVG, drawn to scale), ``message``
        (the refusal over the budget) and ``seconds``; a field the value does
        not have (a loopy game's temperature) is None.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering, Clobber
    >>> a = analyse(Domineering()("...|..."))
    >>> a["outcome"], a["canonical_form"], a["temperature"], a["mean"], a["atomic_weight"]
    ('N', '{2|-1/2}', '5/4', '3/4', None)
    >>> a["thermograph"].startswith("<svg")
    True
    >>> analyse(Clobber()("xxo"))["atomic_weight"]
    '1'
    >>> over = analyse(Domineering()("......|......|......|......"), budget=1000)
    >>> over["state"], over["outcome"], over["canonical_form"]
    ('over', 'N', None)
    >>> print(over["message"])      # doctest: +ELLIPSIS
    the search of position ... would visit about ... positions (the estimate of Domineering.estimated_positions), so was not started: ...
    """
    began = time.perf_counter()
    found: dict[str, Any] = dict.fromkeys(
        ("outcome", "canonical_form", "temperature", "mean", "atomic_weight", "thermograph", "message"))
    found["state"] = "done"
    try:
        value = canonical_form(position.game, position.position, budget=budget, progress=progress)
    except GraphTooLargeError as refusal:
        found["state"], found["message"] = "over", str(refusal)
        if is_partizan(position.game):
            try:
                found["outcome"] = _text(solve(position.game, position.position, budget=budget, line=False,
                                               progress=progress).outcome)
            except GraphTooLargeError as also:
                found["message"] += "\n" + str(also)
    else:
        found["canonical_form"] = str(value)
        found["outcome"] = _text(position.outcome)
        # A loopy value has no temperature, a hot one no atomic weight: those fields stay empty.
        for field, ask in (("temperature", lambda: value.temperature), ("mean", lambda: value.mean),
                           ("atomic_weight", lambda: value.atomic_weight),
                           ("thermograph", lambda: value.thermograph().to_svg())):
            try:
                found[field] = _text(ask())
            except (CgtError, AttributeError):
                pass
    found["seconds"] = round(time.perf_counter() - began, 4)
    return found


class Worker:
    """A thread running a widget's library calls one at a time, so that the kernel keeps answering.

    A job is a callable of one argument, the check it hands the searches as
    their ``progress`` (and calls with no argument between two searches):
    the check reports progress to `report` and raises
    :class:`~cgt.widgets.analysis.AnalysisStopped` once :meth:`stop` was called (or, for a job
    submitted with ``replace``, once a newer such job came: the analysis of a
    newer position; expanding a node or answering a move is not replaced).
    `failed` is called with the message of any :class:`cgt.CgtError` a job
    raises.

    Parameters
    ----------
    report : callable
        Called with a :class:`cgt.SearchProgress` of the running job.
    failed : callable
        Called with the message of a job's error.

    Examples
    --------
    >>> seen = []
    >>> w = Worker(report=print, failed=seen.append)
    >>> w.submit(lambda check: seen.append("ran"))
    >>> w.wait()
    >>> seen
    ['ran']
    """

    def __init__(self, report: Callable[[SearchProgress], Any], failed: Callable[[str], Any]) -> None:
        self._report, self._failed = report, failed
        self._jobs: "queue.Queue[tuple[int, bool, Callable[..., Any]]]" = queue.Queue()
        self._submitted = 0
        # Jobs numbered below these do not run: below _stopped any job (the stop button),
        # below _replaced the jobs submitted with replace=True (an older position's analysis).
        self._stopped = self._replaced = 0
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None

    def submit(self, job: Callable[..., Any], *, replace: bool = False) -> None:
        """Run `job` after the jobs before it; with `replace`, stop the earlier jobs submitted with `replace` (a newer position's analysis)."""
        with self._lock:
            self._submitted += 1
            if replace:
                self._replaced = self._submitted
            self._jobs.put((self._submitted, replace, job))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cgt-widget", daemon=True)
                self._thread.start()

    def stop(self) -> None:
        """Stop the running job and drop those waiting (the stop button)."""
        with self._lock:
            self._stopped = self._submitted + 1

    def wait(self) -> None:
        """Return when every job submitted so far has run (or was stopped)."""
        self._jobs.join()

    def _run(self) -> None:
        while True:
            number, replaceable, job = self._jobs.get()
            check = self._check(number, replaceable)
            try:
                check()
                job(check)
            except AnalysisStopped:
                pass
            except CgtError as error:
                self._failed(str(error))
            finally:
                self._jobs.task_done()

    def _check(self, number: int, replaceable: bool) -> Callable[[Optional[SearchProgress]], None]:
        def check(status: Optional[SearchProgress] = None) -> None:
            if number < self._stopped or (replaceable and number < self._replaced):
                raise AnalysisStopped(f"job {number} stopped")
            if status is not None:
                self._report(status)
        return check
