"""Hypothesis profiles: `make test` draws the same examples every run; `explore` draws new ones.

The default profile is derandomized, so a run that fails on one machine fails on
every machine, and a green CI is not luck. ``make explore`` (pytest with
``--hypothesis-profile=explore``) draws fresh examples on every run: what it
finds becomes a test of its own.
"""

from hypothesis import settings

settings.register_profile("default", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile("default")
