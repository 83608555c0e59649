"""HDU 5724 "Chess" (jump chess): read the contest input, print YES or NO per test case.

Usage::

    python examples/hdu5724.py < examples/hdu5724_sample.txt
    python examples/hdu5724.py --explain --method table input.txt

YES means the first player (Alice) wins. Each row of the board is a staircase
Nim position in disguise (see cgt.games.strip.staircase), so the default method is a
closed form; ``--method table`` fills the Grundy table of all 2**width rows by
brute force instead (numba) and must agree. Everything is library code in
cgt.cli.contest, shared with the ``cgt jumpchess solve`` command.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn, Optional

from cgt.cli.contest import add_hdu5724_arguments, run_hdu5724

PROG = "hdu5724.py"


class _Parser(argparse.ArgumentParser):
    """Bad options are reported in one line, like bad input, with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (try '{self.prog} --help')\n")


def main(argv: Optional[list[str]] = None) -> int:
    parser = _Parser(
        prog=PROG,
        description="Solve HDU 5724 'Chess' (jump chess on an n x 20 board): "
        "print YES if the first player wins, NO otherwise, one line per test case.",
        epilog="Bad input is reported in one line on stderr, with exit status 2.",
    )
    add_hdu5724_arguments(parser)
    return run_hdu5724(parser.parse_args(argv), sys.stdin, sys.stdout, sys.stderr, prog=PROG)


if __name__ == "__main__":
    sys.exit(main())
