"""Test configuration: hypothesis settings for noisy shared machines."""

from hypothesis import settings

# Machines here are shared and noisy: a slow example is not a failure.
settings.register_profile("cgt", deadline=None)
settings.load_profile("cgt")
