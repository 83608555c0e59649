"""The census tests' shared fixture: a real Dask LocalCluster."""

from __future__ import annotations

import logging

import pytest


@pytest.fixture(scope="module")
def dask_client():
    """A client of a LocalCluster of two worker processes, one per test module (skipped without distributed)."""
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                       silence_logs=logging.ERROR)
    client = distributed.Client(cluster, timeout="30s")
    try:
        yield client
    finally:
        client.close(timeout=20)
        cluster.close(timeout=20)
