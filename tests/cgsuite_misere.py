"""CGSuite's misère canonical forms, read from its text into a game, to compare with cgt's forms.

CGSuite prints a misère canonical form as ``*[...]`` (its MisereCanonicalGame; the notation is
its tutorial's, aaron-siegel/cgsuite, lib/core/src/main/resources/org/cgsuite/help/docs/
tutorials/advanced-topics/misere-theory.cgsh): a digit ``n`` is the nim heap ``*n``, ``(...)``
a game written the same way, and a list of two or more is the game with those options (one
alone is that game: ``*[2]`` is ``*2``). Subscripts follow a game and are read left to right:
``#`` makes the game so far the only option of a new one, and a digit or ``(...)`` in ``[...]``
is added to it (``2[2]`` is ``*2 + *2``, ``2[#2#]`` is ``{{*2} + *2}``).

A position of :class:`CGSuiteMisere` is ``("heap", n)``, ``("options", games)`` or
``("sum", games)``; :func:`form` reads the text into one.
"""

from __future__ import annotations

import cgt


class CGSuiteMisere(cgt.Game):
    """The impartial game whose positions are the games written in CGSuite's misère text."""

    def options(self, position):
        kind, parts = position
        if kind == "heap":
            return [("heap", k) for k in range(parts)]
        if kind == "options":
            return list(parts)
        return [("sum", parts[:i] + (o,) + parts[i + 1:])
                for i, part in enumerate(parts) for o in self.options(part)]


def form(text: str):
    """Return the position of :class:`CGSuiteMisere` that CGSuite's text ``*[...]`` writes."""
    if not (text.startswith("*[") and text.endswith("]")):
        raise ValueError(f"{text!r} is not CGSuite's *[...]")
    position, end = _list(text, 2)
    if end != len(text) - 1:
        raise ValueError(f"{text!r}: character {end} is {text[end]!r}")
    return position


def _list(text: str, i: int):
    items = []
    while i < len(text) and text[i] not in ")]":
        item, i = _item(text, i)
        items.append(item)
    if not items:
        raise ValueError(f"{text!r}: nothing at character {i}")
    return (items[0] if len(items) == 1 else ("options", tuple(items))), i


def _base(text: str, i: int):
    if text[i : i + 1].isdigit():
        return ("heap", int(text[i])), i + 1
    if text[i : i + 1] == "(":
        game, i = _list(text, i + 1)
        if text[i : i + 1] != ")":
            raise ValueError(f"{text!r}: '(' not closed at character {i}")
        return game, i + 1
    raise ValueError(f"{text!r}: character {i} is {text[i : i + 1]!r}")


def _item(text: str, i: int):
    game, i = _base(text, i)
    while text[i : i + 1] in ("#", "["):
        if text[i] == "#":
            game, i = ("options", (game,)), i + 1
            continue
        i += 1
        while text[i : i + 1] != "]":
            if text[i : i + 1] == "#":
                game, i = ("options", (game,)), i + 1
            else:
                summand, i = _base(text, i)
                game = ("sum", (game, summand))
        i += 1
    return game, i
