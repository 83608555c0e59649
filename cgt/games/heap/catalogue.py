"""Heap games by name: the lookup behind ``cgt grundy GAME`` on the command line."""

from __future__ import annotations

import re
from functools import lru_cache

from ..._numerals import is_whole
from ...errors import InvalidValueError, UnknownGameError
from .base import HeapGame
from .octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, code_game
from .spawning import Spawning
from .subtraction import SubtractionGame

__all__ = ["heap_game", "HEAP_GAME_NAMES"]

_NAMED: dict[str, HeapGame] = {
    "kayles": KAYLES,
    "dawsons-kayles": DAWSONS_KAYLES,
    "dawsons-chess": DAWSONS_CHESS,
    "grundy": GrundysGame(),
    "fibonacci": SubtractionGame.fibonacci(),
    "powers-of-two": SubtractionGame.powers_of_two(),
}
_ALIASES = {
    "grundys-game": "grundy",
    "subtraction-fibonacci": "fibonacci",
    "subtraction-powers-of-two": "powers-of-two",
}

#: The names :func:`heap_game` knows, besides octal codes and parametrized families.
HEAP_GAME_NAMES: tuple[str, ...] = (
    *_NAMED,
    "an octal code (0.77, .137, 4.07) or hexadecimal one (0.3f)",
    "a take-and-break code as CGSuite writes it (4!.0, 8?.0, 0.[3], 0.{2+})",
    "'subtraction 1,3,4'",
    "'allbut 2,3,7'",
    "'spawning 1-3' (a turning code: 1-3 Mock Turtles, 1+C Ruler, 3E, 4FS)",
)


def heap_game(name: str) -> HeapGame:
    """Return the heap game called `name`.

    Parameters
    ----------
    name : str
        Case, spaces, ``_`` and apostrophes are forgiven ("Dawson's Kayles"
        is ``dawsons-kayles``). Known: ``kayles``, ``dawsons-kayles``,
        ``dawsons-chess``, ``grundy`` (Grundy's game), ``fibonacci`` and
        ``powers-of-two`` (subtraction games); an octal code such as
        ``0.77`` or ``.137``, or any take-and-break code of CGSuite's
        (``4!.0``, ``0.[3]``: :class:`~cgt.games.TakeAndBreak`);
        ``subtraction 1,3,4`` (a finite subtraction set), ``allbut
        2,3,7`` (every number but those) and ``spawning 1-3`` (the heap
        form of a coin-turning game, :class:`~cgt.games.Spawning`).

    Returns
    -------
    HeapGame
        The game; asking twice for one name gives the same object, so its
        table of values is shared.

    Raises
    ------
    UnknownGameError
        If `name` is none of those; the message lists the known names.
    InvalidValueError
        If an octal code or a subtraction set in `name` is malformed
        (:class:`cgt.InvalidOctalCodeError` for codes: any name with a point
        that starts with a digit, the point, ``{``, ``*`` or ``&`` is read
        as a code).

    Examples
    --------
    >>> heap_game("Kayles")
    OctalGame('0.77')
    >>> heap_game(".137"), heap_game("8?.0")
    (OctalGame('0.137'), TakeAndBreak('8?.0'))
    >>> heap_game("subtraction 1,3,4")
    SubtractionGame({1, 3, 4})
    >>> heap_game("allbut 2, 3, 7")
    SubtractionGame.all_but({2, 3, 7})
    >>> heap_game("grundy"), heap_game("spawning 1-3")
    (GrundysGame(), Spawning('1-3'))
    >>> heap_game("chess")
    Traceback (most recent call last):
    ...
    cgt.errors.UnknownGameError: unknown heap game 'chess'; known: kayles, dawsons-kayles, dawsons-chess, ...
    >>> heap_game("0.07#")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: take-and-break code '0.07#': character '#' at position 4 (removing 3 tokens) is not a digit 0-9 a-z, '{', '*', '&', '[' or the point
    """
    if not isinstance(name, str):
        raise UnknownGameError(f"heap game name {name!r} is a {type(name).__name__}, not a string")
    return _lookup(name)


@lru_cache(maxsize=64)
def _lookup(name: str) -> HeapGame:
    text = name.strip().lower().replace("'", "")
    if "." in text and (text[0] in ".{*&" or text[0].isdigit()):
        # Meant as a code: read, or refused naming the character that is wrong.
        return code_game(text)
    key = re.sub(r"[\s_]+", "-", text)
    key = _ALIASES.get(key, key)
    if key in _NAMED:
        return _NAMED[key]
    spawning = re.fullmatch(r"spawning[\s:=]*(.+)", text)
    if spawning is not None:
        return Spawning(spawning[1])
    family = re.fullmatch(r"(subtraction|all[-_ ]?but)[\s:=]*(.+)", text)
    if family is not None:
        items = [item.strip() for item in family[2].split(",")]
        bad = next((item for item in items if not is_whole(item)), None)
        if bad is not None:
            raise InvalidValueError(
                f"heap game {name!r}: {bad!r} is not a positive integer; write the set like 'subtraction 1,3,4'"
            )
        numbers = [int(item) for item in items]
        return SubtractionGame(numbers) if family[1] == "subtraction" else SubtractionGame.all_but(numbers)
    raise UnknownGameError(f"unknown heap game {name!r}; known: {', '.join(HEAP_GAME_NAMES)}")
