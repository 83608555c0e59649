"""Whole numbers written as text: the one check behind every number typed at cgt.

Private: used by the command line (:mod:`cgt.cli`, :mod:`cgt.cli.contest`), the
moves typed in ``cgt play`` and the sets in heap game names.
"""

from __future__ import annotations

import argparse

__all__ = ["is_whole", "natural", "positive"]


def is_whole(word: str) -> bool:
    """Whether `word` is a whole number >= 0 written in ASCII digits."""
    # isascii: str.isdigit also accepts digits such as '²' that int() refuses.
    return word.isascii() and word.isdigit()


def natural(text: str) -> int:
    """argparse type: a whole number >= 0."""
    if not is_whole(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 0")
    return int(text)


def positive(text: str) -> int:
    """argparse type: a whole number >= 1."""
    if not is_whole(text) or int(text) == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number >= 1")
    return int(text)
