"""A census on Dask: connecting to a cluster, and running the steps as tasks.

Used by :mod:`cgt.census.run`. Dask is imported only here, and only when a
census runs on it (``import cgt`` never imports it).
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Callable, Optional

from .families import run_step
from ..errors import SchedulerUnreachableError, WorkersUnavailableError

__all__: list[str] = []

#: Games to a task in their first step (see run_on_dask).
_BATCH = 8
#: How long to wait for a Dask scheduler given by address.
_CONNECT_TIMEOUT = "5s"


def connect(client: Any, workers: Optional[int]) -> tuple[Any, Callable[[], None]]:
    """The Dask client to use, and how to let it go (closing what this call started)."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError as exc:
        raise ImportError(
            f"cgt.census on Dask needs the census extra: pip install 'cgt-games[census]' ({exc}); "
            "or run it in this process with workers=0"
        ) from None
    if client is not None and not isinstance(client, str):
        return client, lambda: None
    if isinstance(client, str):
        try:
            remote = Client(client, timeout=_CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            raise SchedulerUnreachableError(f"cannot reach Dask scheduler at {client}: {exc}") from None
        return remote, remote.close
    _check_main_script()
    # Ctrl-C is for this process only: workers that inherit SIGINT ignored are not
    # interrupted mid-task (each printing tracebacks); this process closes them.
    with _sigint_ignored():
        try:
            cluster = LocalCluster(
                n_workers=workers or os.cpu_count() or 1,
                threads_per_worker=1,
                processes=True,
                dashboard_address=":0",  # any free port: never "port 8787 is already in use"
                silence_logs=logging.CRITICAL,
            )
        except Exception as exc:
            raise WorkersUnavailableError(f"cgt.census: the local Dask workers did not start ({exc}); {_ADVICE}") from None
    local = Client(cluster)

    def close() -> None:
        # Closing logs the workers' lost heartbeats and cancelled comms as errors: nothing
        # is lost by then (every finished game is in the results), so none is shown.
        with _quiet("distributed"):
            local.close()
            cluster.close()

    return local, close


_ADVICE = 'run the program from a file whose entry point is under `if __name__ == "__main__":`, or pass workers=0'


def _check_main_script() -> None:
    """Refuse, before any worker starts, where the workers could not import the main script again."""
    main = sys.modules.get("__main__")
    if sys.modules.get("__mp_main__", main) is not main:
        # A worker process starting: multiprocessing runs the user's script again as
        # __mp_main__ (aliased to __main__ only once that is done), and the script has no guard
        # and calls census again. This process cannot be of use: it leaves with one line, and
        # the census that started it reports WorkersUnavailableError.
        raise SystemExit(
            "cgt.census: a worker process imported the main script again, and the script started "
            f"another census: the script needs its entry point guarded; {_ADVICE}"
        )
    if getattr(main, "__file__", None) == "<stdin>":
        raise WorkersUnavailableError(
            "cgt.census: the program comes from standard input, which worker processes cannot read "
            f"again to start; {_ADVICE}"
        )


@contextmanager
def _sigint_ignored() -> Iterator[None]:
    """SIGINT ignored while processes start (they inherit it), where this thread may set it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@contextmanager
def _quiet(name: str) -> Iterator[None]:
    """Nothing below CRITICAL logged by the logger `name` and its children, for a while."""
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


def _run_steps(task: Callable[..., Any], jobs: list[tuple[Any, ...]]) -> list[Any]:
    """One Dask task: the steps of a few games (first steps) or of one (later steps)."""
    return [task(*job) for job in jobs]


def run_on_dask(
    todo: list[Any],
    client: Any,
    step: Callable[[Any], tuple[Any, ...]],
    finish: Callable[[Any, Any], Optional[Any]],
    *,
    task: Callable[..., Any] = run_step,
    batch: int = _BATCH,
    name: str = "census",
) -> None:
    """Run the steps of `todo` as tasks; `finish` takes each result and may return the group's next step.

    `step` gives the arguments of a group's next step, ``task(*arguments)``
    runs it on a worker (:func:`cgt.census.families.run_step` for a census;
    the first argument names the step), `batch` first steps go to a task.
    `step` and `finish` are the run's (:class:`cgt.census.run.CensusRun`, a
    region database's build, a batch of positions to solve), passed down:
    this module knows nothing of the results file.
    """
    from dask.distributed import as_completed

    live: dict[str, tuple[Any, list[Any], int]] = {}

    def submit(groups: list[Any], round_: int) -> Any:
        jobs = [step(group) for group in groups]
        names = "+".join(str(job[0]) for job in jobs[:_BATCH])
        # Later steps of open games go behind every first step (lower priority).
        future = client.submit(
            _run_steps, task, jobs, key=f"{name}-{names}-{round_}-{time.time_ns()}", priority=-round_, pure=False
        )
        live[future.key] = (future, groups, round_)
        return future

    # Most games are proven in their first step, in less time than Dask spends on a task:
    # first steps go _BATCH games to a task, and a game still open goes on in tasks of its own.
    first = [submit(todo[i : i + batch], 0) for i in range(0, len(todo), batch)]
    # Results are gathered here, a batch of finished tasks at a time (one round trip for all),
    # not by as_completed(with_results=True): a transfer failing inside its tracker is lost
    # and the loop waits for ever (dask/distributed#7331).
    pending = as_completed(first)
    try:
        for batch in pending.batches():
            for future, results in zip(batch, _gather(client, batch)):
                _, groups, round_ = live.pop(future.key)
                for group, result in zip(groups, results):
                    again = finish(group, result)
                    if again is not None:
                        pending.add(submit([again], round_ + 1))
    finally:
        if live:
            client.cancel([future for future, _, _ in live.values()])


def _gather(client: Any, futures: list[Any], attempts: int = 3) -> list[Any]:
    """The results of finished tasks; a failed transfer (not a failed task) is tried again."""
    for _ in range(attempts - 1):
        try:
            return client.gather(futures)
        except Exception:
            if any(future.status != "finished" for future in futures):
                raise
    return client.gather(futures)
