"""The games of a census: code patterns and families, and one step of one game.

:mod:`cgt.census` re-exports :func:`expand_pattern` and
:func:`subtraction_sets`. A family is turned into labels (``"0.77"``,
``"subtraction 1,3,4"``), a label into a fresh game, and a step runs a game to
a bound from a checkpoint (on a Dask worker, or in this process).
"""

from __future__ import annotations

import itertools
import os
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional, Union

from ..errors import CheckpointError, InvalidOctalCodeError, InvalidValueError
from ..games.heap.base import MAX_TABLE, HeapGame
from ..games.heap.catalogue import heap_game
from ..games.heap.codes import read_code
from ..games.heap.octal import OctalGame, TakeAndBreak, code_game
from ..games.heap.subtraction import SubtractionGame
from ..impartial.periodicity import heaps_examined

__all__ = ["expand_pattern", "subtraction_sets"]


# -- the family ------------------------------------------------------------------


@lru_cache(maxsize=1)
def _code_digits() -> str:
    """The digits OctalGame accepts: octal, and hexadecimal once it takes them."""
    try:
        OctalGame("0.f")
    except InvalidOctalCodeError:
        return "01234567"
    return "0123456789abcdef"


def _pattern_error(pattern: str, message: str) -> InvalidOctalCodeError:
    return InvalidOctalCodeError(f"code pattern {pattern!r}: {message}")


def _bracket(pattern: str, start: int, digits: str) -> tuple[str, int]:
    """The digits of the ``[...]`` opening at `start`, and the index just past it."""
    end = pattern.find("]", start)
    if end < 0:
        raise _pattern_error(pattern, f"'[' at position {start} is never closed by ']'")
    chosen: list[str] = []
    i = start + 1
    while i < end:
        ch = pattern[i].lower()
        if ch not in digits:
            raise _pattern_error(pattern, f"character {pattern[i]!r} at position {i} is not a digit {digits[0]}-{digits[-1]}")
        if i + 2 < end and pattern[i + 1] == "-":
            last = pattern[i + 2].lower()
            if last not in digits:
                raise _pattern_error(
                    pattern, f"character {pattern[i + 2]!r} at position {i + 2} is not a digit {digits[0]}-{digits[-1]}"
                )
            if digits.index(last) < digits.index(ch):
                raise _pattern_error(pattern, f"range {pattern[i:i + 3]!r} at position {i} runs backwards")
            chosen.extend(digits[digits.index(ch) : digits.index(last) + 1])
            i += 3
        else:
            chosen.append(ch)
            i += 1
    if not chosen:
        raise _pattern_error(pattern, f"'[]' at position {start} allows no digit")
    return "".join(sorted(set(chosen), key=digits.index)), end + 1


def expand_pattern(pattern: str) -> list[str]:
    """Return every octal code a pattern names, in order.

    Parameters
    ----------
    pattern : str
        An octal code in which a digit may be ``?`` (any octal digit 0-7; before
        the point, 0 or 4) or a bracket of digits and ranges, ``[137]``,
        ``[0-3]``, ``[0-25-7]``. Hexadecimal digits are accepted in brackets
        when :class:`~cgt.games.OctalGame` accepts them.

    Returns
    -------
    list of str
        The codes, written with their digit before the point (``"0.07"``) and
        every digit the pattern has, trailing zeros included.

    Raises
    ------
    InvalidOctalCodeError
        If the pattern is malformed; the message names the character and its
        position.

    Examples
    --------
    >>> expand_pattern("0.?")
    ['0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    >>> expand_pattern(".[13]7"), len(expand_pattern("0.???")), expand_pattern("?.7")
    (['0.17', '0.37'], 512, ['0.7', '4.7'])
    >>> expand_pattern("0.?x")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: code pattern '0.?x': character 'x' at position 3 is not a digit 0-9 or a-f, '?' or '['
    """
    if not isinstance(pattern, str):
        raise InvalidOctalCodeError(f"code pattern {pattern!r} is a {type(pattern).__name__}, not a string")
    text = pattern.strip()
    point = text.find(".")
    if point < 0:
        raise _pattern_error(pattern, "no point: write it like '0.??' or '.??'")
    digits = _code_digits()
    kind = "an octal digit 0-7" if len(digits) == 8 else "a digit 0-9 or a-f"
    # Positions count in `pattern` as given, so the caller finds the character.
    offset = len(pattern) - len(pattern.lstrip())
    choices: list[str] = []
    head = text[:point]
    if head in ("", "0"):
        choices.append("0")
    elif head == "4":
        choices.append("4")
    elif head == "?":
        choices.append("04")
    elif head.startswith("["):
        chosen, end = _bracket(text, 0, digits)
        if end != point or set(chosen) - {"0", "4"}:
            raise _pattern_error(pattern, "the digit before the point can only be 0 or 4 (removing no token splits)")
        choices.append(chosen)
    else:
        bad = next((i for i, ch in enumerate(head) if ch not in "04?"), 1)
        raise _pattern_error(
            pattern, f"character {head[bad]!r} at position {bad + offset} before the point: only 0, 4 or ? fit there"
        )
    i = point + 1
    if i == len(text):
        raise _pattern_error(pattern, "no digits after the point")
    while i < len(text):
        ch = text[i].lower()
        if ch == "?":
            choices.append("01234567")
            i += 1
        elif ch == "[":
            chosen, i = _bracket(text, i, digits)
            choices.append(chosen)
        elif ch in digits:
            choices.append(ch)
            i += 1
        else:
            raise _pattern_error(
                pattern, f"character {text[i]!r} at position {i + offset} is not {kind}, '?' or '['"
            )
    return [f"{combo[0]}." + "".join(combo[1:]) for combo in itertools.product(*choices)]


def subtraction_sets(largest: int, size: Optional[int] = None) -> list[SubtractionGame]:
    """Return the subtraction games of every set of numbers ``1..largest`` (of `size` members).

    Parameters
    ----------
    largest : int
        The largest number a set may hold, ``>= 1``.
    size : int, optional
        Only the sets of this many members.

    Returns
    -------
    list of SubtractionGame
        In order of largest member, then lexicographic.

    Examples
    --------
    >>> subtraction_sets(3)
    [SubtractionGame({1}), SubtractionGame({2}), SubtractionGame({1, 2}), SubtractionGame({3}), SubtractionGame({1, 3}), SubtractionGame({2, 3}), SubtractionGame({1, 2, 3})]
    >>> subtraction_sets(4, size=3)[:2]
    [SubtractionGame({1, 2, 3}), SubtractionGame({1, 2, 4})]
    """
    if isinstance(largest, bool) or not isinstance(largest, int) or largest < 1:
        raise InvalidValueError(f"subtraction_sets: largest={largest!r} is not an integer >= 1")
    sets = [
        (top, rest)
        for top in range(1, largest + 1)
        for k in range(top)
        for rest in itertools.combinations(range(1, top), k)
    ]
    games = [SubtractionGame((*rest, top)) for top, rest in sets]
    return games if size is None else [g for g in games if len(g.subtractions_upto(largest)) == size]


def _label(member: Union[str, HeapGame]) -> list[str]:
    """The labels of one family member: a pattern's codes, or one game's name."""
    if isinstance(member, TakeAndBreak):
        return [member.code]
    if isinstance(member, SubtractionGame):
        return [_subtraction_label(member)]
    if isinstance(member, str):
        text = member.strip()
        if text.lower().startswith("subtraction"):
            return [_subtraction_label(heap_game(text))]
        try:
            return expand_pattern(text)
        except InvalidOctalCodeError as error:
            # Not a pattern: one general take-and-break code ('4!.0', '0.[3]'), or the pattern's error.
            try:
                return [read_code(text).text]
            except InvalidOctalCodeError:
                raise error from None
    raise InvalidValueError(
        f"census: {member!r} is not a take-and-break code or an octal pattern, nor a finite subtraction game"
    )


def _subtraction_label(game: HeapGame) -> str:
    if not isinstance(game, SubtractionGame) or not repr(game).startswith("SubtractionGame({"):
        raise InvalidValueError(f"census: {game!r} is not a finite subtraction game (no periodicity theorem applies)")
    return "subtraction " + ",".join(map(str, game.subtractions_upto(MAX_TABLE)))


def game_of(label: str) -> HeapGame:
    """A fresh game for `label` (not :func:`heap_game`'s shared one: a run starts from its checkpoint only)."""
    if label.startswith("subtraction "):
        return SubtractionGame(int(k) for k in label[len("subtraction ") :].split(","))
    return code_game(label)


def family_labels(family: Union[str, HeapGame, Iterable[Union[str, HeapGame]]]) -> tuple[list[str], list[str]]:
    """``(spec, labels)``: the family as the results file records it, and its games in order."""
    members = [family] if isinstance(family, (str, HeapGame)) else list(family)
    if not members:
        raise InvalidValueError("census: the family is empty")
    labels: dict[str, None] = {}
    spec = []
    for member in members:
        found = _label(member)
        spec.append(member.strip() if isinstance(member, str) else found[0])
        labels.update(dict.fromkeys(found))
    return spec, list(labels)


@dataclass
class Group:
    """Labels naming one game (``0.12``, ``0.120``), run once."""

    game: HeapGame
    labels: list[str]
    bound: int = 0  # of the step being run
    seconds: float = 0.0


# -- one step of one game (runs on a worker) --------------------------------------------------


def scratch_prefix() -> str:
    """A fresh prefix for the scratch files of one census run's steps, in memory (/dev/shm) where there is one.

    Each step writes one file named by it and removes it when done; the run
    removes whatever an interrupted or killed step left (:func:`remove_scratch`).
    A prefix rather than a folder: a worker needs nothing created beforehand.
    """
    shm = Path("/dev/shm")
    where = shm if shm.is_dir() and os.access(shm, os.W_OK) else Path(tempfile.gettempdir())
    return str(where / f"cgt-census-{os.getpid()}-{time.time_ns()}-")


def remove_scratch(prefix: str) -> None:
    """Remove the scratch files of the run with this prefix (on this machine)."""
    folder, _, name = prefix.rpartition(os.sep)
    for path in Path(folder).glob(name + "*"):
        path.unlink(missing_ok=True)


#: One step of one game: (label, bound, checkpoint bytes or None, scratch prefix, the
#: checkpoint's path as the user knows it, for messages).
Step = tuple[str, int, Optional[bytes], str, str]

_STEPS = itertools.count()


def run_step(label: str, bound: int, checkpoint: Optional[bytes], scratch: str, shown: str) -> dict[str, Any]:
    """Run `label` to `bound` heaps from `checkpoint` (the bytes of a resume file).

    The checkpoint is written to a scratch file named from `scratch`
    (:func:`scratch_prefix`) and removed after; a corrupted one is reported
    under `shown`, the path the user knows (``OUT.checkpoints/0.14.npz``).

    Returns the result; an open game's result carries the checkpoint to go on
    from. Checkpoints travel as bytes so that workers need no shared disk; a
    first step has none, and a game proven in it touches no file at all.
    """
    game = game_of(label)
    path = Path(f"{scratch}{os.getpid()}-{next(_STEPS)}.npz")
    saved = None
    try:
        start = time.perf_counter()
        if checkpoint is None:
            found = game.periodicity(bound)
        else:
            path.write_bytes(checkpoint)
            try:
                found = game.periodicity(bound, resume=path)
            except CheckpointError as error:
                raise CheckpointError(str(error).replace(repr(str(path)), repr(shown))) from None
        seconds = time.perf_counter() - start
        if found is None:
            # The values are all computed: this only saves them.
            largest = game.grundy_sequence(bound, resume=path).max(initial=0)
            saved = path.read_bytes()
    finally:
        path.unlink(missing_ok=True)
    if found is not None:
        rule = game.periodicity_rule()
        assert not isinstance(rule, str)
        heaps = heaps_examined(found, rule=rule[0], reach=rule[1])
        largest = game.grundy_sequence(found.preperiod + found.period).max(initial=0)
    statistics = getattr(game, "rare_statistics", None)
    rare = statistics() if callable(statistics) else None
    return {
        "preperiod": None if found is None else found.preperiod,
        "period": None if found is None else found.period,
        "heaps": bound if found is None else heaps,
        "max_value": int(largest),
        "rare": "" if rare is None else str(rare),
        "seconds": seconds,
        "checkpoint": saved,
    }


def has_moves(game: HeapGame) -> bool:
    if isinstance(game, TakeAndBreak):
        # A digit that allows anything allows it on a heap large enough (k tokens and c heaps of 1..c).
        return any(digit.rules for digit in game.rules.digits)
    rule = game.periodicity_rule()
    reach = rule[1] if not isinstance(rule, str) else 0
    # A move removing k tokens needs a heap of at most k + 2 (two heaps left).
    return any(True for n in range(reach + 3) for _ in game.heap_moves(n))
