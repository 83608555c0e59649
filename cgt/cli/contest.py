"""Contest input: read, check and solve HDU 5724 "Chess" (jump chess) test files.

The input holds ``T`` test cases; each is ``n`` followed by ``n`` rows
``m p1 .. pm``: ``m`` pieces on columns ``p1 .. pm`` of a row of ``width``
cells (20 in the contest). For each case the output is ``YES`` when the first
player wins the game of :class:`cgt.games.JumpChess` on that board, ``NO``
otherwise. Any whitespace separates tokens.

The pieces here are used by ``examples/hdu5724.py`` and by the ``cgt
jumpchess solve`` command: :func:`add_hdu5724_arguments` declares the options
on an ``argparse`` parser and :func:`run_hdu5724` runs them;
:func:`parse_hdu5724` and :func:`solve_hdu5724` are the pure functions
underneath. Reading is vectorized (numpy) so the largest contest input
(``T = 100``, ``n = 1000``) takes a few tens of milliseconds; only the row
headers are walked in Python, because where a row ends depends on its ``m``.

Malformed input raises :class:`cgt.ContestInputError` whose message names the
case, the row and the token (with its line).
"""

from __future__ import annotations

import argparse
from typing import IO, Any, NamedTuple, Optional, Union

import numpy as np

from .._numerals import positive
from ..errors import CgtError, ContestInputError
from ..games.strip.jumpchess import METHODS, JumpChess, check_method

__all__ = [
    "HDU5724_METHODS",
    "parse_hdu5724",
    "solve_hdu5724",
    "explain_hdu5724",
    "add_hdu5724_arguments",
    "run_hdu5724",
]

#: How row values are found: the staircase closed form, or the brute-force table.
HDU5724_METHODS = METHODS

_MAX_DIGITS = 18  # longer tokens could overflow int64
_BAD = np.iinfo(np.int64).min  # value of a token that is not an integer
_POPCOUNT8 = np.array([bin(b).count("1") for b in range(256)], np.int64)


class _Tokens(NamedTuple):
    data: bytes
    values: np.ndarray  # int64; _BAD for a token that is not an integer
    starts: np.ndarray  # byte offset of each token
    ends: np.ndarray

    def text(self, i: int) -> str:
        raw = self.data[self.starts[i] : self.ends[i]].decode("utf-8", "replace")
        return raw if len(raw) <= 24 else raw[:21] + "..."

    def line(self, i: int) -> int:
        return self.data.count(b"\n", 0, int(self.starts[i])) + 1

    def describe(self, i: int) -> str:
        return f"token {self.text(i)!r} (line {self.line(i)})"

    def not_a_number(self, i: int) -> str:
        """Why token `i`, whose value is _BAD, was refused."""
        if self.ends[i] - self.starts[i] > _MAX_DIGITS and self.text(i).lstrip("+-").isdigit():
            return f"{self.describe(i)} is too large (more than {_MAX_DIGITS} digits)"
        return f"{self.describe(i)} is not an integer"

    def error(self, i: int, where: str, what: str, value: str, problem: str) -> ContestInputError:
        """The error for token `i`: `what` (a count or a position) is invalid."""
        at = f"{where}: " if where else ""
        if self.values[i] == _BAD:
            return ContestInputError(f"{at}{what}: {self.not_a_number(i)}", self.line(i))
        return ContestInputError(f"{at}{what} {value} (line {self.line(i)}) {problem}", self.line(i))


def _tokenize(data: bytes) -> _Tokens:
    buf = np.frombuffer(data, np.uint8)
    # Whitespace is space and \t \n \v \f \r (9..13); any other byte is part of a token.
    inside = (buf != 32) & ((buf < 9) | (buf > 13))
    edges = np.diff(inside.view(np.int8), prepend=np.int8(0), append=np.int8(0))
    starts = np.flatnonzero(edges == 1)
    ends = np.flatnonzero(edges == -1)
    lengths = ends - starts
    # Horner's rule, one digit place at a time, over the tokens that still
    # have digits: contest tokens are short, so the work shrinks fast.
    values = buf[starts].astype(np.int64) - 48
    live = np.flatnonzero(lengths > 1)
    k = 1
    while len(live) and k < _MAX_DIGITS:
        values[live] = values[live] * 10 + buf[starts[live] + k] - 48
        k += 1
        live = live[lengths[live] > k]
    bad = lengths > _MAX_DIGITS
    special = np.flatnonzero(inside & ((buf < 48) | (buf > 57)))  # bytes that are not digits
    if len(special):
        token = np.searchsorted(starts, special, "right") - 1
        bad[token] = True
        # A leading sign, the token's only non-digit, makes a (rare) signed integer.
        signed = (starts[token] == special) & ((buf[special] == 43) | (buf[special] == 45))
        signed &= (lengths[token] > 1) & (np.bincount(token, minlength=len(starts))[token] == 1)
        for t in token[signed].tolist():
            bad[t] = lengths[t] - 1 > _MAX_DIGITS
            if not bad[t]:
                values[t] = int(data[starts[t] : ends[t]])
    values[bad] = _BAD
    return _Tokens(data, values, starts, ends)


def _count_error(tokens: _Tokens, i: int, what: str, where: str, limit: Optional[int] = None) -> ContestInputError:
    value = int(tokens.values[i])
    problem = "is negative" if value < 0 else f"is more than the {limit} cells of a row"
    return tokens.error(i, where, what, f"= {value}", problem)


def _walk(tokens: _Tokens, width: int) -> tuple[list[int], list[int], list[int]]:
    """Check the headers; return the token index of every row's ``m``, each case's first row and ``n``."""
    values = tokens.values.tolist()
    end = len(values)
    if not end:
        raise ContestInputError("the input is empty: expected the number of test cases T")
    cases = values[0]
    if cases < 0:
        raise _count_error(tokens, 0, "the number of test cases T", "")
    rows: list[int] = []
    first_rows: list[int] = []
    heads: list[int] = []
    add_row = rows.append
    p = 1
    case = 0
    done = False
    try:  # reading past the end raises IndexError: cheaper than a test per row
        for case in range(1, cases + 1):
            n = values[p]
            if n < 0:
                raise _count_error(tokens, p, "the number of rows n", f"case {case} of {cases}")
            heads.append(p)
            first_rows.append(len(rows))
            p += 1
            for r in range(1, n + 1):
                m = values[p]
                if not 0 <= m <= width:
                    raise _count_error(tokens, p, "the number of pieces m", f"case {case} of {cases}, row {r} of {n}", width)
                add_row(p)
                p += m + 1
        done = True
    except IndexError:
        pass
    if not done or p > end:
        if rows and rows[-1] + values[rows[-1]] >= end:
            last = rows[-1]
            where = f"case {len(heads)} of {cases}, row {len(rows) - first_rows[-1]} of {values[heads[-1]]}"
            raise ContestInputError(
                f"the input ends early: {where} announces m = {values[last]} pieces "
                f"but only {end - last - 1} follow",
                tokens.line(last),
            )
        if len(heads) < case:
            expected = f"n, the number of rows of case {case} of {cases}"
        else:
            expected = f"row {len(rows) - first_rows[-1] + 1} of {values[heads[-1]]} of case {case} of {cases}"
        raise ContestInputError(f"the input ends early: expected {expected}")
    if p < end:
        raise ContestInputError(f"{tokens.describe(p)} follows the last test case (T = {cases})", tokens.line(p))
    return rows, first_rows, heads


def _locate(rows: np.ndarray, first_rows: list[int], cases: int, token: int) -> str:
    r = int(np.searchsorted(rows, token, "right")) - 1
    c = int(np.searchsorted(first_rows, r, "right")) - 1
    n = (first_rows[c + 1] if c + 1 < len(first_rows) else len(rows)) - first_rows[c]
    return f"case {c + 1} of {cases}, row {r - first_rows[c] + 1} of {n}"


def parse_hdu5724(data: Union[str, bytes], width: int = 20) -> list[np.ndarray]:
    """Read and check HDU 5724 contest input; return each case's row masks.

    Parameters
    ----------
    data : str or bytes
        The whole input: ``T``, then per case ``n`` and ``n`` rows ``m p1 .. pm``,
        separated by any whitespace.
    width : int, optional
        Number of columns of a row, 20 in the contest.

    Returns
    -------
    list of numpy.ndarray
        One array per test case, its rows' masks (bit ``p - 1`` set for a
        piece on column ``p``): ``int64`` for ``width <= 63``, ``uint64`` for
        64, Python ints (``object``) beyond.

    Raises
    ------
    ContestInputError
        If the input is malformed: a token that is not an integer, a negative
        count, ``m > width``, a position outside ``1 .. width``, a position
        repeated in a row, input that ends early, or tokens after the last
        case. The message names the case, the row and the token and its line.
    InvalidValueError
        If `width` is not an integer >= 1.

    Examples
    --------
    >>> cases = parse_hdu5724("2\\n1\\n2 19 20\\n2\\n1 19\\n1 18\\n")
    >>> [c.tolist() for c in cases]
    [[786432], [262144, 131072]]
    >>> parse_hdu5724("1 1 2 5 5")
    Traceback (most recent call last):
    ...
    cgt.errors.ContestInputError: case 1 of 1, row 1 of 1: position 5 (line 1) is repeated
    """
    game = JumpChess(width)  # validates the width
    w = game.width
    tokens = _tokenize(data.encode() if isinstance(data, str) else bytes(data))
    row_list, first_rows, heads = _walk(tokens, w)
    cases = len(heads)
    values = tokens.values
    rows = np.array(row_list, np.int64)
    is_position = np.ones(len(values), bool)
    is_position[0] = False
    is_position[rows] = False
    is_position[heads] = False
    out_of_range = is_position & ((values < 1) | (values > w))
    if out_of_range.any():
        i = int(np.flatnonzero(out_of_range)[0])
        where = _locate(rows, first_rows, cases, i)
        raise tokens.error(i, where, "position", str(int(values[i])), f"is outside 1..{w}")
    dtype: Any = np.int64 if w <= 63 else np.uint64 if w == 64 else object
    # Each position token contributes its bit, every header 0.
    shifts = np.maximum(values - 1, 0)
    if dtype is object:
        bits = np.array([int(p) << s for p, s in zip(is_position.tolist(), shifts.tolist())], dtype=object)
    else:
        bits = np.left_shift(is_position.astype(dtype), shifts.astype(dtype))
    masks = np.bitwise_or.reduceat(bits, rows) if len(rows) else np.zeros(0, dtype)
    counts = values[rows]
    repeated = np.flatnonzero(_popcount(masks) != counts)
    if len(repeated):
        row = int(rows[repeated[0]])
        seen: set[int] = set()
        for i in range(row + 1, row + 1 + int(values[row])):
            if int(values[i]) in seen:
                where = _locate(rows, first_rows, cases, i)
                raise tokens.error(i, where, "position", str(int(values[i])), "is repeated")
            seen.add(int(values[i]))
    return np.split(masks, first_rows[1:]) if cases else []


def _popcount(masks: np.ndarray) -> np.ndarray:
    if masks.dtype == object:
        return np.array([int(x).bit_count() for x in masks], np.int64)
    return _POPCOUNT8[masks.view(np.uint8)].reshape(-1, masks.dtype.itemsize).sum(axis=1)


def solve_hdu5724(cases: list[np.ndarray], width: int = 20, method: str = "staircase") -> np.ndarray:
    """Return the Grundy value (nim-sum of its rows) of each case's board.

    Parameters
    ----------
    cases : list of numpy.ndarray
        Each case's row masks, as :func:`parse_hdu5724` returns them.
    width : int, optional
        Number of columns, 20 in the contest.
    method : {"staircase", "table"}, optional
        ``"staircase"`` (default): the closed form, vectorized over all rows of
        all cases. ``"table"``: look rows up in the brute-force table of
        :meth:`cgt.games.JumpChess.grundy_table` (numba; ``2**width`` bytes).

    Returns
    -------
    numpy.ndarray
        ``int64`` nim-sums, one per case: the first player wins where it is not 0.

    Raises
    ------
    InvalidValueError
        If `method` is unknown or the table does not fit in memory.

    Examples
    --------
    >>> cases = parse_hdu5724("2 1 2 19 20 2 1 19 1 18")
    >>> solve_hdu5724(cases).tolist()
    [0, 1]
    """
    check_method(method)
    game = JumpChess(width)
    if not cases:
        return np.zeros(0, np.int64)
    values = game.grundy_rows(np.concatenate(cases), method)
    prefix = np.concatenate(([0], np.bitwise_xor.accumulate(values)))
    bounds = np.cumsum([0] + [len(c) for c in cases])
    return prefix[bounds[1:]] ^ prefix[bounds[:-1]]


def explain_hdu5724(cases: list[np.ndarray], width: int = 20, method: str = "staircase") -> list[str]:
    """Return each case's answer with its nim-sum and a winning move.

    Parameters
    ----------
    cases : list of numpy.ndarray
        Each case's row masks, as :func:`parse_hdu5724` returns them.
    width : int, optional
        Number of columns.
    method : {"staircase", "table"}, optional
        As :func:`solve_hdu5724` (one table serves every case).

    Returns
    -------
    list of str
        Per case ``YES`` or ``NO``, then ``  # nim-sum ...`` and, for ``YES``,
        a winning move, rows numbered from 1 as in the input.

    Raises
    ------
    InvalidValueError
        If `method` is unknown or the table does not fit in memory.

    Examples
    --------
    >>> for line in explain_hdu5724(parse_hdu5724("2 1 2 19 20 2 1 19 1 18")):
    ...     print(line)
    NO   # nim-sum 0: every move loses
    YES  # nim-sum 1: winning move in row 1, the piece on column 19 to column 20
    """
    check_method(method)
    game = JumpChess(width)
    lines = []
    for case in cases:
        e = game.evaluate(case, method)
        if e.move is None:
            lines.append(f"NO   # nim-sum {e.nim_sum}: every move loses")
        else:
            lines.append(
                f"YES  # nim-sum {e.nim_sum}: winning move in row {e.move.row + 1}, "
                f"the piece on column {e.move.source} to column {e.move.target}"
            )
    return lines


def add_hdu5724_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the options of the HDU 5724 solver on an argparse parser.

    Adds ``FILE`` (optional; standard input when omitted or ``-``),
    ``--method {staircase,table}``, ``--width W`` (default 20) and
    ``--explain``. Run the parsed namespace with :func:`run_hdu5724`.

    Parameters
    ----------
    parser : argparse.ArgumentParser
        The parser (or subcommand parser) to extend.

    Examples
    --------
    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="hdu5724")
    >>> add_hdu5724_arguments(parser)
    >>> parser.parse_args(["--method", "table", "--explain"])
    Namespace(file=None, method='table', width=20, explain=True)
    """
    parser.add_argument(
        "file", nargs="?", metavar="FILE", help="contest input (default: standard input; '-' too)"
    )
    parser.add_argument(
        "--method",
        choices=HDU5724_METHODS,
        default="staircase",
        help="staircase: closed form of staircase Nim (default, any width); "
        "table: brute-force Grundy table of all 2**width rows (numba)",
    )
    parser.add_argument(
        "--width", type=positive, default=20, metavar="W", help="columns of a row (default: 20, as in the contest)"
    )
    parser.add_argument(
        "--explain", action="store_true", help="after YES/NO, print the nim-sum and a winning move of each case"
    )


def _read(args: argparse.Namespace, stdin: IO[Any]) -> bytes:
    name = getattr(args, "file", None)
    if name and name != "-":
        try:
            with open(name, "rb") as f:
                return f.read()
        except OSError as e:
            raise ContestInputError(f"cannot read {name!r}: {e.strerror or e}") from None
    source = getattr(stdin, "buffer", stdin)
    data = source.read()
    return data.encode() if isinstance(data, str) else data


def run_hdu5724(
    args: argparse.Namespace, stdin: IO[Any], stdout: IO[str], stderr: IO[str], prog: str = "hdu5724"
) -> int:
    """Solve contest input as the options in `args` say; return the exit status.

    Reads ``args.file`` (or `stdin`), writes one line per case to `stdout`
    (``YES``/``NO``, exactly as the contest expects, or with ``--explain`` the
    nim-sum and a winning move too). Bad input is reported as one line
    ``<prog>: error: <message>`` on `stderr`, with status 2 and no traceback.

    Parameters
    ----------
    args : argparse.Namespace
        Parsed by a parser set up with :func:`add_hdu5724_arguments`.
    stdin, stdout, stderr : file objects
        Streams to use (text streams; ``stdin.buffer`` is read when present).
    prog : str, optional
        Program name for error messages.

    Returns
    -------
    int
        0 on success, 2 on bad input.

    Examples
    --------
    >>> import argparse, io, sys
    >>> parser = argparse.ArgumentParser()
    >>> add_hdu5724_arguments(parser)
    >>> run_hdu5724(parser.parse_args([]), io.StringIO("2 1 2 19 20 2 1 19 1 18"), sys.stdout, sys.stdout)
    NO
    YES
    0
    >>> run_hdu5724(parser.parse_args([]), io.StringIO("1 1 1 21"), sys.stdout, sys.stdout)
    hdu5724: error: case 1 of 1, row 1 of 1: position 21 (line 1) is outside 1..20
    2
    """
    try:
        check_method(args.method)
        cases = parse_hdu5724(_read(args, stdin), args.width)
        if args.explain:
            lines = explain_hdu5724(cases, args.width, args.method)
        else:
            lines = ["YES" if v else "NO" for v in solve_hdu5724(cases, args.width, args.method).tolist()]
    except CgtError as e:
        stderr.write(f"{prog}: error: {' '.join(str(e).split())}\n")
        return 2
    stdout.write("".join(line + "\n" for line in lines))
    return 0
