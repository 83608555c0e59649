"""The exceptions cgt raises.

Every error is a :class:`CgtError`, and also a :class:`ValueError` or a
:class:`TypeError` as fits, so callers may catch either family. Messages quote
the offending value and say where it was found.
"""

from __future__ import annotations

from typing import Optional

__all__ = [
    "CgtError",
    "InvalidValueError",
    "InvalidPositionError",
    "UnhashablePositionError",
    "LoopyGameError",
    "NotAGameError",
    "InvalidOctalCodeError",
    "UnknownGameError",
    "ContestInputError",
    "GraphTooLargeError",
    "NotAValueError",
    "NotANumberError",
    "InvalidNotationError",
    "CheckpointError",
    "CensusFileError",
    "SchedulerUnreachableError",
    "WorkersUnavailableError",
    "MissingExtraError",
]


class _OwnMembers(type):
    """The type of cgt's errors: ``help()`` shows what cgt adds, not BaseException's boilerplate.

    pydoc lists what ``dir()`` of a class names; here, only attributes defined
    in this module. Instances are untouched (``dir(error)`` still shows ``args``).
    """

    def __dir__(cls) -> list[str]:
        return sorted({name for klass in cls.__mro__ if klass.__module__ == __name__ for name in vars(klass)})


class CgtError(Exception, metaclass=_OwnMembers):
    """Base class of every error raised by cgt."""


class InvalidValueError(CgtError, ValueError):
    """An argument has the right type but a value outside its domain.

    Examples
    --------
    >>> import cgt
    >>> cgt.mex([0, -1])
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidValueError: mex: value -1 at index 1 is negative; Grundy values are >= 0
    """


class InvalidPositionError(CgtError, ValueError):
    """A position is not a legal position of the game it was given to."""


class UnhashablePositionError(CgtError, TypeError):
    """A position cannot be memoized because it is not hashable.

    Positions are dictionary keys in the solver's cache, so they must be
    hashable: use a tuple instead of a list, a frozenset instead of a set.
    """


class LoopyGameError(CgtError, ValueError):
    """The game graph has a cycle, so Grundy values are not defined.

    Attributes
    ----------
    position
        A position that lies on the cycle.
    cycle
        The positions of the cycle, in move order, starting at ``position``.
    """

    def __init__(self, message: str, position: object, cycle: tuple[object, ...]) -> None:
        super().__init__(message)
        self.position = position
        self.cycle = cycle


class NotAGameError(CgtError, TypeError):
    """An object given as a game does not follow the :class:`cgt.Game` protocol."""


class InvalidOctalCodeError(InvalidValueError):
    """A game's code (octal, take-and-break or turning) is malformed; the message quotes it and shows what is wrong.

    Examples
    --------
    >>> import cgt
    >>> cgt.games.OctalGame("0.7g")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidOctalCodeError: octal code '0.7g': character 'g' at position 3 (removing 2 tokens) is not an octal digit 0-7, a hexadecimal digit 8-9 a-f, or the point
    """


class UnknownGameError(CgtError, ValueError):
    """A game was asked for by a name that the catalogue does not know.

    The message lists the names that are known.
    """


class ContestInputError(CgtError, ValueError):
    """Contest input (see :mod:`cgt.cli.contest`) is malformed.

    The message names the test case, row and token (with its line) at fault.

    Attributes
    ----------
    line : int or None
        The 1-based line of the offending token, if there is one.
    """

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


class GraphTooLargeError(InvalidValueError):
    """A whole-graph computation (loopy values, a misère quotient) would exceed its size limit.

    Raised before the work blows up; the message names the limit and the
    keyword argument that raises it.

    Attributes
    ----------
    largest_bound : int or None
        Set by :func:`cgt.misere_quotient`: the largest heap bound whose
        quotient was proven within the limits before this one failed.
    """

    largest_bound: Optional[int] = None

class NotAValueError(CgtError, TypeError):
    """An object given as a game value is neither a :class:`cgt.CanonicalForm` nor a number.

    Examples
    --------
    >>> import cgt
    >>> cgt.star() < "x"
    Traceback (most recent call last):
    ...
    cgt.errors.NotAValueError: operand of <: 'x' of type str is not a game value (give a CanonicalForm, an int, a Fraction or a float)
    """


class NotANumberError(NotAValueError):
    """An object given where a number is expected (a temperature, ``int()`` of a value) is not one.

    A number is an int, a :class:`~fractions.Fraction`, a finite float or a
    :class:`~cgt.CanonicalForm` whose value is a number; the message names
    what was given and where.

    Examples
    --------
    >>> import cgt
    >>> cgt.star().cool(cgt.star())
    Traceback (most recent call last):
    ...
    cgt.errors.NotANumberError: cool: CanonicalForm.parse('*') of type CanonicalForm is not a number (give an int, a Fraction, a float or a CanonicalForm that is a number)
    >>> int(cgt.up())
    Traceback (most recent call last):
    ...
    cgt.errors.NotANumberError: int(): CanonicalForm.parse('^') is not a number; only a value that is a number converts to a Python number
    """


class InvalidNotationError(CgtError, ValueError):
    """Text given to :func:`cgt.value` (or :meth:`cgt.CanonicalForm.parse`, :func:`cgt.loopy.parse`) is not CGSuite notation.

    Attributes
    ----------
    text : str
        The text.
    position : int
        The 0-based index of the character at fault (``len(text)`` at its end).
    """

    def __init__(self, message: str, text: str, position: int) -> None:
        super().__init__(message)
        self.text = text
        self.position = position


class CheckpointError(CgtError, ValueError):
    """A checkpoint of a Grundy sequence, or a saved search (``cgt solve --resume``), cannot be resumed.

    The file is another game's (or board's), corrupted (truncated, or its
    values do not match their checksum), or not a checkpoint written by cgt;
    the message names the file and what differs.
    """


class CensusFileError(InvalidValueError):
    """A census results file is not one, or holds another census (:func:`cgt.census`).

    The message names the file and says what differs (family, bound semantics).
    """


class SchedulerUnreachableError(CgtError, ValueError):
    """No Dask scheduler answers at the address given to :func:`cgt.census`."""


class WorkersUnavailableError(CgtError, RuntimeError):
    """:func:`cgt.census` cannot start its local worker processes, and the message says why.

    Worker processes start by importing the program's main script again: a
    script fed on standard input cannot be read twice, and a script without
    an ``if __name__ == "__main__":`` guard would start a census in every
    worker. Run the script from a file with the guard, or pass ``workers=0``.
    """


class MissingExtraError(CgtError, ImportError):
    """An optional feature needs a package that is not installed; the message names the extra to install.

    Examples
    --------
    >>> raise MissingExtraError("Thermograph.plot needs matplotlib: pip install 'cgt-games[plot]'")
    Traceback (most recent call last):
    ...
    cgt.errors.MissingExtraError: Thermograph.plot needs matplotlib: pip install 'cgt-games[plot]'
    """
