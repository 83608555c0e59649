"""The one reader of take-and-break codes: octal, hexadecimal and CGSuite's general codes.

A code ``d0.d1d2...`` has one *digit* per number ``k`` of tokens a move
removes (``d0``: none). A digit says into how many non-empty heaps the rest of
the heap may be left: as a number, bit ``c`` allows ``c`` heaps (so the octal
digit 7 = 1 + 2 + 4 allows none, one or two; ``0``-``9`` then ``a``-``z`` are
the numbers 0 to 35, ``&N;`` any number), or as a list of heap counts in
braces, ``{2,3}`` (= ``c``), with ``+`` for "and more", ``{2+}``; ``*`` is
``{0+}``. A modifier after a digit constrains the heaps left: ``!`` pairwise
unequal, ``?`` not all equal, ``=`` all equal (``{2!,3=}`` gives one per
count). Digits in brackets at the end repeat for ever: ``0.[3]`` is Nim.
Digits before ``d0`` *add* tokens: in ``d-2 d-1 d0 . d1``, digit ``d-j``
says into how many heaps a heap grown by ``j`` tokens may be split (``80.0``:
add a token and split the heap in three). Such a move may leave a heap as
large as the one moved on; play must still end, which the Grundy fill checks
(a cycle raises :class:`~cgt.errors.LoopyGameError`). A digit that adds tokens
and leaves one heap, a heap that only grows, is refused. This is the grammar
of CGSuite's ``TakeAndBreak`` (its ``TBCode``).

Examples
--------
>>> from cgt.games.heap.codes import read_code
>>> read_code("4!.0").text, read_code("0.[3]").text, read_code("0.{2,3}").text
('4!.0', '0.[3]', '0.c')
>>> read_code("0.3C?").digits[2]
Digit(rules=(None, None, '?', '?'), more=False)
>>> read_code("8?00.7").additive       # adding 2 tokens, split in three; adding 1: no move
(Digit(rules=(), more=False), Digit(rules=(None, None, None, '?'), more=False))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...errors import InvalidOctalCodeError

__all__ = ["Digit", "TakeBreakCode", "read_code", "MODIFIERS", "MAX_HEAP_COUNT"]

#: The modifiers a digit may carry, and what they ask of the heaps left.
MODIFIERS = {"!": "pairwise unequal", "?": "not all equal", "=": "all equal"}

#: The most heaps a ``{..}`` list may name (as in CGSuite).
MAX_HEAP_COUNT = 63

_CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Digit:
    """One digit of a code: which numbers of heaps may be left, and how they must compare.

    Attributes
    ----------
    rules : tuple of (str or None)
        ``rules[c]`` for ``c`` heaps left: ``None`` (not allowed), ``""``
        (any heaps), or a modifier ``"!"``, ``"?"``, ``"="``. Normal form:
        no trailing ``None``; for 0 or 1 heap the modifier is dropped (it
        says nothing).
    more : bool
        Counts beyond ``len(rules) - 1`` follow the last rule (``{2+}``).
    """

    rules: tuple[Optional[str], ...]
    more: bool = False

    def rule(self, count: int) -> Optional[str]:
        """The rule for leaving `count` heaps (``None``: not allowed)."""
        if count < len(self.rules):
            return self.rules[count]
        return self.rules[-1] if self.more else None

    @property
    def text(self) -> str:
        """The digit as a code writes it: a character, ``&N;`` or a ``{..}`` list, then a modifier."""
        if not self.rules:
            return "0"
        marks = {rule for rule in self.rules[2:] if rule is not None}
        common = marks.pop() if len(marks) == 1 else ("" if not marks else None)
        allowed = [c for c, rule in enumerate(self.rules) if rule is not None]
        if common is None:  # several modifiers: each count says its own
            counts = ",".join(f"{c}{self.rules[c]}" for c in allowed)
            return "{" + counts + "+" * self.more + "}"
        if self.more:
            if allowed == list(range(len(self.rules))):
                return "*" + common
            return "{" + ",".join(map(str, allowed)) + "+}" + common
        number = sum(1 << c for c in allowed)
        return (_CHARS[number] if number < len(_CHARS) else f"&{number};") + common


def _digit(rules: list[Optional[str]], more: bool) -> Digit:
    while rules and rules[-1] is None and not more:
        rules.pop()
    if more:
        rules.extend(rules[-1:] * (4 - len(rules)))  # the rule of "more" shows from two heaps on
    for c in range(min(2, len(rules))):
        if rules[c] is not None:
            rules[c] = ""  # one heap or none: nothing to compare
    while more and len(rules) > 1 and rules[-2] == rules[-1]:
        rules.pop()  # "more" repeats the last rule: one copy says it
    return Digit(tuple(rules), more)


@dataclass(frozen=True)
class TakeBreakCode:
    """A take-and-break code, read: a digit per number of tokens removed, maybe repeating.

    Attributes
    ----------
    digits : tuple of Digit
        ``digits[k]`` for removing ``k`` tokens (``digits[0]``: none).
    period : int
        The last `period` digits repeat for ever (0: the code is finite and
        removing more than ``len(digits) - 1`` tokens is not allowed).
    additive : tuple of Digit
        ``additive[j - 1]`` for adding ``j`` tokens (the digits before ``d0``,
        read right to left; CGSuite's ``additiveDigits``), no trailing zero.
    """

    digits: tuple[Digit, ...]
    period: int = 0
    additive: tuple[Digit, ...] = ()

    def digit(self, k: int) -> Digit:
        """The digit for removing `k` tokens (negative: adding ``-k``; the repeating part continues past the end)."""
        if k < 0:
            return self.additive[-k - 1] if -k <= len(self.additive) else Digit(())
        if k < len(self.digits):
            return self.digits[k]
        if not self.period:
            return Digit(())
        first = len(self.digits) - self.period
        return self.digits[first + (k - first) % self.period]

    @property
    def text(self) -> str:
        """The code in normal form: ``'0.77'``, ``'4!.0'``, ``'0.[3]'``, ``'80.0'``, lower-case letters."""
        texts = [d.text for d in self.digits]
        first = len(texts) - self.period
        tail = "".join(texts[1:first]) + (f"[{''.join(texts[first:])}]" if self.period else "")
        head = "".join(d.text for d in reversed(self.additive))
        return f"{head}{texts[0]}.{tail or '0'}"

    @property
    def is_octal(self) -> bool:
        """Whether this is an octal or hexadecimal code: finite, at most three heaps, no modifier, no token added."""
        return not self.period and not self.additive and all(
            not d.more and len(d.rules) <= 4 and all(rule in (None, "") for rule in d.rules) for d in self.digits
        )

    @property
    def octal_digits(self) -> tuple[int, ...]:
        """The digits as numbers (bit ``c``: ``c`` heaps), for an octal or hexadecimal code."""
        return tuple(sum(1 << c for c, rule in enumerate(d.rules) if rule is not None) for d in self.digits)


class _Reader:
    """Reads one code left to right; every error names the code, the character and its position."""

    def __init__(self, code: str, what: str, octal: bool) -> None:
        self.code, self.what, self.octal, self.i = code, what, octal, 0
        self.removing = -1  # tokens the digit being read is about, once past the point

    def error(self, message: str, at: Optional[int] = None) -> InvalidOctalCodeError:
        at = self.i if at is None else at
        k = self.removing
        where = f"position {at}" + (f" (removing {k} token{'s' * (k != 1)})" if k > 0 else "")
        return InvalidOctalCodeError(f"{self.what} {self.code!r}: character {self.code[at]!r} at {where} {message}")

    def modifier(self) -> str:
        if not self.octal and self.i < len(self.code) and self.code[self.i] in MODIFIERS:
            self.i += 1
            return self.code[self.i - 1]
        return ""

    def digit(self) -> Digit:
        code, start = self.code, self.i
        ch = code[start]
        if self.octal and ch.lower() not in _CHARS[:16]:
            raise self.error("is not an octal digit 0-7, a hexadecimal digit 8-9 a-f, or the point")
        if ch == "{":
            end = code.find("}", start)
            if end < 0:
                raise self.error("opens a list of heap counts that no '}' closes")
            self.i = end + 1
            return self.counts(start + 1, end, self.modifier())
        if ch == "&":
            end = code.find(";", start)
            if end < 0 or not code[start + 1 : end].isdigit():
                raise self.error("should start a number written '&N;', like '&64;'")
            number = int(code[start + 1 : end])
            if number >= 1 << (MAX_HEAP_COUNT + 1):
                raise self.error(f"starts a number that allows more than {MAX_HEAP_COUNT} heaps")
            self.i = end + 1
        elif ch == "*":
            self.i += 1
            return _digit([self.modifier()], True)
        elif ch.lower() in _CHARS:
            number = _CHARS.index(ch.lower())
            self.i += 1
        else:
            expected = "a digit 0-9 a-z, '{', '*', '&', '[' or the point"
            raise self.error(f"is not {expected}" + (" (a modifier ! ? = follows a digit)" if ch in MODIFIERS else ""))
        mark = self.modifier()
        return _digit([mark if number >> c & 1 else None for c in range(number.bit_length())], False)

    def counts(self, first: int, end: int, mark: str) -> Digit:
        body = self.code[first:end]
        more = body.endswith("+")
        rules: list[Optional[str]] = []
        at = first
        for token in (body[:-1] if more else body).split(","):
            own = token[-1:] if token[-1:] in MODIFIERS else ""
            number = token[: len(token) - len(own)]
            if not number.isdigit():
                raise self.error("is not a heap count: write a list like '{2,3}' or '{2+}'", at)
            if own and mark:
                raise self.error(f"has its own modifier, and the list's {mark!r} applies to it too", at)
            count = int(number)
            if count > MAX_HEAP_COUNT:
                raise self.error(f"is a heap count above {MAX_HEAP_COUNT}", at)
            rules.extend([None] * (count + 1 - len(rules)))
            rules[count] = own or mark
            at += len(token) + 1
        return _digit(rules, more)


def read_code(code: object, what: str = "take-and-break code", octal: bool = False) -> TakeBreakCode:
    """Read a take-and-break code (see the module documentation).

    Parameters
    ----------
    code : str
        ``"0.77"``, ``".137"``, ``"4!.0"``, ``"0.[3]"``, ``"0.{2+}"``...
    what : str
        How messages name the code.
    octal : bool
        Read an octal or hexadecimal code only: digits 0-9 and a-f, no
        modifier, list or repeating part.

    Returns
    -------
    TakeBreakCode
        In normal form: trailing zero digits dropped, a repeating part of
        zeros dropped.

    Raises
    ------
    InvalidOctalCodeError
        If `code` is malformed; the message quotes it and names the
        character and its position.

    Examples
    --------
    >>> read_code("8?.0").text, read_code("04.30").text, read_code("0.3[0]").text, read_code("0080.0").text
    ('8?.0', '4.3', '0.3', '80.0')
    >>> read_code("20.0")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: take-and-break code '20.0': character '2' at position 0 adds 1 token and leaves one heap, a heap that only grows: such a game need not end
    >>> read_code("0.3!#")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: take-and-break code '0.3!#': character '#' at position 4 (removing 2 tokens) is not a digit 0-9 a-z, '{', '*', '&', '[' or the point
    """
    if not isinstance(code, str):
        raise InvalidOctalCodeError(f"{what} {code!r} is a {type(code).__name__}, not a string: write it like '0.77'")
    reader = _Reader(code, what, octal)
    head: list[tuple[int, Digit]] = []  # the digits before the point, with where each starts
    tail: list[Digit] = []
    point = repeat = -1
    text = code.rstrip()
    reader.i = len(code) - len(code.lstrip())
    if reader.i == len(text):
        raise InvalidOctalCodeError(f"{what} {code!r} is empty: write it like '0.77' (Kayles)")
    while reader.i < len(text):
        ch = text[reader.i]
        if ch == ".":
            if point >= 0:
                raise reader.error(f"is a second point (the first is at position {point})")
            point = reader.i
            reader.i += 1
        elif ch == "[" and not octal:
            if point < 0 or repeat >= 0:
                raise reader.error("opens a repeating part, which only the digits after the point may have, once")
            repeat = len(tail)
            reader.i += 1
        elif ch == "]" and not octal:
            if repeat < 0 or reader.i != len(text) - 1:
                raise reader.error("closes a repeating part: ']' must close a '[' and end the code")
            if repeat == len(tail):
                raise reader.error("closes an empty repeating part")
            reader.i += 1
            repeat = -2 - repeat  # closed
        else:
            if point >= 0:
                reader.removing = len(tail) + 1
                tail.append(reader.digit())
            else:
                head.append((reader.i, reader.digit()))
    if point < 0:
        raise InvalidOctalCodeError(f"{what} {code!r} has no point: write it like '0.77' or '.77'")
    if repeat >= 0:
        raise InvalidOctalCodeError(f"{what} {code!r} ends before ']' closes its '[' (the repeating part)")
    if point == len(text) - 1 or not tail:
        raise InvalidOctalCodeError(f"{what} {code!r} has no digits after the point")
    reader.removing = -1  # the messages below are about digits before the point
    for j, (at, digit) in enumerate(reversed(head[:-1]), 1):
        if octal and digit.rules:
            raise reader.error(f"adds {j} token{'s' * (j > 1)} to a heap: an octal code has one digit before the point "
                               "(use TakeAndBreak)", at)
        if digit.rule(1) is not None:
            raise reader.error(f"adds {j} token{'s' * (j > 1)} and leaves one heap, a heap that only grows: "
                               "such a game need not end", at)
    additive = [digit for _, digit in reversed(head[:-1])]
    while additive and not additive[-1].rules:
        additive.pop()
    first = head[-1][1] if head else Digit(())
    if first.rule(0) is not None or first.rule(1) is not None:
        raise InvalidOctalCodeError(
            f"{what} {code!r}: digit {first.text} before the point is not allowed; removing no token can only "
            "split a heap in two or more (digit 4, 8 or c), otherwise it would be a pass and the game loopy"
        )
    digits = [first, *tail]
    period = len(tail) - (-2 - repeat) if repeat < -1 else 0
    if period and not any(d.rules for d in digits[-period:]):
        del digits[-period:]
        period = 0
    if not period:
        while len(digits) > 1 and not digits[-1].rules:
            digits.pop()
    return TakeBreakCode(tuple(digits), period, tuple(additive))
