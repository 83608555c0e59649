"""The ``cgt`` command, one module a subcommand, and the programs it runs.

* :mod:`cgt.cli.main`: the parser, ``main()`` and the ``grundy``, ``solve``,
  ``table`` and ``play`` subcommands' glue.
* ``cgt/cli/grundy.py``: long Grundy sequences from the terminal.
* ``cgt/cli/value.py``: ``cgt value``, partizan values of board positions.
* ``cgt/cli/census.py``: ``cgt census``.
* ``cgt/cli/play.py``: playing a game against the computer.
* ``cgt/cli/progress.py``: what long runs draw on stderr while they work.
* :mod:`cgt.cli.contest`: the HDU 5724 contest program.
"""

from .._lazy import lazy_names

# Imported on first use: the contest program (cgt.cli.contest, examples/hdu5724.py) needs
# none of the other commands, whose imports (the partizan and loopy engines) cost more
# than its whole run.
__getattr__, __dir__ = lazy_names(__name__, globals(), {".main": ("main", "build_parser"), ".contest": ("contest",)})

__all__ = ["main", "build_parser"]
