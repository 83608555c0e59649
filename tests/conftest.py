"""Hypothesis profiles (`make test` draws the same examples every run; `explore` draws new ones), and shared fixtures.

The default profile is derandomized, so a run that fails on one machine fails on
every machine, and a green CI is not luck. ``make explore`` (pytest with
``--hypothesis-profile=explore``) draws fresh examples on every run: what it
finds becomes a test of its own.
"""

import logging

import pytest
from hypothesis import settings

settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile("default")


# One conftest for the whole suite: a second one in a subfolder would share its basename, which
# pytest's default import mode refuses.
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
