"""pytest configuration for the whole tree (one file: pytest cannot hold two
rootdir-less ``conftest`` modules of the same name)."""

from hypothesis import settings

# Machines here are shared and noisy: a slow example is not a failure.
settings.register_profile("cgt", deadline=None)
settings.load_profile("cgt")

# docs/*.rst pages are doctested; the build code beside them is not.
collect_ignore = ["docs/conf.py"]
collect_ignore_glob = ["docs/_ext/*", "docs/_figures/*", "docs/_build/*"]
