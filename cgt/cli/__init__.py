"""The ``cgt`` command, one module a subcommand, and the programs it runs.

* :mod:`cgt.cli.main`: the parser, ``main()`` and the ``grundy``, ``solve``,
  ``table`` and ``play`` subcommands' glue.
* :mod:`cgt.cli.grundy`: long Grundy sequences from the terminal.
* :mod:`cgt.cli.value`: ``cgt value``, partizan values of board positions.
* :mod:`cgt.cli.census`: ``cgt census``.
* :mod:`cgt.cli.play`: playing a game against the computer.
* :mod:`cgt.cli.progress`: what long runs draw on stderr while they work.
* :mod:`cgt.cli.contest`: the HDU 5724 contest program.
"""

from .main import build_parser, main

__all__ = ["main", "build_parser"]
