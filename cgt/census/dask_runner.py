"""A census on Dask: connecting to a cluster, and running the steps as tasks.

Private to :mod:`cgt.census`. Dask is imported only here, and only when a
census runs on it (``import cgt`` never imports it).
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any, Callable, Optional

from .families import _run_step
from ..errors import SchedulerUnreachableError

if TYPE_CHECKING:
    from .run import _Census, _Group

__all__: list[str] = []

#: Games to a task in their first step (see _run_dask).
_BATCH = 8
#: How long to wait for a Dask scheduler given by address.
_CONNECT_TIMEOUT = "5s"


def _connect(client: Any, workers: Optional[int]) -> tuple[Any, Callable[[], None]]:
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
    import logging

    cluster = LocalCluster(
        n_workers=workers or os.cpu_count() or 1,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",  # any free port: never "port 8787 is already in use"
        silence_logs=logging.ERROR,
    )
    local = Client(cluster)

    def close() -> None:
        local.close()
        cluster.close()

    return local, close


def _run_steps(jobs: list[tuple[str, int, Optional[bytes]]]) -> list[dict[str, Any]]:
    """One Dask task: the steps of a few games (first steps) or of one (later steps)."""
    return [_run_step(*job) for job in jobs]


def _run_dask(run: _Census, todo: list[_Group], client: Any) -> None:
    from dask.distributed import as_completed

    live: dict[str, tuple[Any, list[_Group], int]] = {}

    def submit(groups: list[_Group], round_: int) -> Any:
        jobs = [(group.labels[0], group.bound, run.read_checkpoint(group)) for group in groups]
        names = "+".join(job[0] for job in jobs)
        # Later steps of open games go behind every first step (lower priority).
        future = client.submit(
            _run_steps, jobs, key=f"census-{names}-{groups[0].bound}-{time.time_ns()}", priority=-round_, pure=False
        )
        live[future.key] = (future, groups, round_)
        return future

    # Most games are proven in their first step, in less time than Dask spends on a task:
    # first steps go _BATCH games to a task, and a game still open goes on in tasks of its own.
    first = [submit(todo[i : i + _BATCH], 0) for i in range(0, len(todo), _BATCH)]
    # Results are gathered here, a batch of finished tasks at a time (one round trip for all),
    # not by as_completed(with_results=True): a transfer failing inside its tracker is lost
    # and the loop waits for ever (dask/distributed#7331).
    pending = as_completed(first)
    try:
        for batch in pending.batches():
            for future, results in zip(batch, _gather(client, batch)):
                _, groups, round_ = live.pop(future.key)
                for group, result in zip(groups, results):
                    again = run.finish(group, result)
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
