"""``python -m cgt``: the same as the ``cgt`` command (see :mod:`cgt.cli`)."""

from .cli.main import main

__all__: list[str] = []

# The guard keeps `pytest --doctest-modules`, which imports every module, from running the CLI.
if __name__ == "__main__":
    raise SystemExit(main())
