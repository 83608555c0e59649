"""The interactive loop behind ``cgt play``: a human against a perfect opponent.

Private: the command line is its interface. A *screen* adapts one game to the
terminal: it draws a position, parses the human's move (saying why a move is
refused) and names the computer's moves in the same syntax. The computer's
choice itself is the library's: one winning move, found through the games'
``move_to_value`` hooks without listing options, so a Nim heap of ``10**7`` or
a Kayles heap of ``10**12`` is answered at once. Heap games with no proven
period need a table of values first: heaps that would make it too slow to
fill are refused up front (:func:`check_heaps`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from itertools import islice
from typing import IO, Optional, Protocol

import numpy as np

from .._numerals import is_whole
from ..errors import CgtError, InvalidValueError
from ..game import Game
from ..games.heap.base import HeapGame, leaving
from ..games.strip.jumpchess import JumpChess, JumpChessBoard
from ..games.heap.nim import Nim
from ..games.heap.octal import DAWSONS_CHESS, DAWSONS_KAYLES, KAYLES, GrundysGame, OctalGame
from ..outcomes import option_of_value, winning_moves
from ..search import solver_for
from ..solver import grundy

# A part of the command (cgt.cli.main uses it), not an API of its own.
__all__: list[str] = []

#: The largest heap played in a heap game with no proven period whose moves leave at
#: most one heap: its table of values is filled first, about 0.15 s a million heaps.
TABLE_LIMIT = 5_000_000
#: The same for a game whose moves split heaps: the fill is quadratic (0.3 s for 20,000).
SPLIT_LIMIT = 25_000

#: Exit status of a game interrupted by Ctrl-C (128 + SIGINT, the shell's convention).
EXIT_INTERRUPTED = 130

_QUIT = {"q", "quit", "exit"}
_HELP = {"?", "h", "help"}


class IllegalMove(Exception):
    """A move the human typed is malformed or illegal; the message says why, in one line."""


class Screen(Protocol):
    """What the loop needs to know about a game to play it in a terminal."""

    game: Game
    #: One line describing the move syntax, shown by ``help`` and after a refused move.
    syntax: str

    def show(self, position: Hashable) -> str:
        """Draw `position` (several lines, no trailing newline)."""
        ...

    def moves(self, position: Hashable) -> list[tuple[str, Hashable]]:
        """Every legal move as ``(notation, resulting position)``; empty when the game is over."""
        ...

    def parse(self, text: str, position: Hashable) -> Hashable:
        """Return the position after the move `text`, or raise :class:`IllegalMove`."""
        ...

    def over(self, position: Hashable) -> bool:
        """Whether no move is left."""
        ...

    def winning(self, position: Hashable) -> Optional[tuple[str, Hashable]]:
        """A winning move as ``(notation, resulting position)``; ``None`` when there is none."""
        ...

    def any_move(self, position: Hashable, rng: random.Random) -> tuple[str, Hashable]:
        """A random legal move (of a position that is not over), found without listing them all."""
        ...


def _whole_numbers(text: str, syntax: str, example: str) -> list[int]:
    """Split a move into whole numbers as `syntax` (``"HEAP TAKE [LEFT]"``) says, or raise IllegalMove."""
    names = syntax.split()
    required = sum(not name.startswith("[") for name in names)
    words = text.split()
    if not required <= len(words) <= len(names) or not all(map(is_whole, words)):
        raise IllegalMove(f"{text.strip()!r} is not a move: expected {syntax} (whole numbers), e.g. {example!r}")
    return [int(w) for w in words]


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _draw_heaps(heaps: tuple[int, ...]) -> str:
    """Heaps as bars of tokens, numbered from 1, with their sizes."""
    if not heaps:
        return "  (no heaps left)"
    # Long heaps are drawn cut short; the count on the right is exact.
    bars = ["o" * h if h <= 30 else "o" * 27 + "..." for h in heaps]
    wide = max(map(len, bars))
    label = len(str(len(heaps)))
    return "\n".join(
        f"  heap {i:>{label}}: {bar:<{wide}}  {h}" for i, (bar, h) in enumerate(zip(bars, heaps), 1)
    )


def _check_heap(heap: int, take: int, heaps: tuple[int, ...]) -> int:
    """Return the size of heap number `heap` (from 1), if `take` tokens can come out of it."""
    if not 1 <= heap <= len(heaps):
        raise IllegalMove(f"there is no heap {heap}: heaps are numbered 1 to {len(heaps)}")
    size = heaps[heap - 1]
    if take > size:
        raise IllegalMove(f"heap {heap} has only {_plural(size, 'token')}, cannot take {take}")
    return size


def _winning_heap(game: Game, heaps: tuple[int, ...]) -> Optional[tuple[int, Hashable]]:
    """``(index of the heap, what the winning move leaves of it)``, or ``None`` in a P-position."""
    if grundy(game, heaps) == 0:
        return None
    found = option_of_value(solver_for(game), heaps, 0)
    assert found is not None  # a position of non-zero value has an option of value 0
    return (0 if found[0] is None else found[0]), found[1]


def title(game: Game) -> str:
    """The name of a game as a person says it: ``Kayles``, not ``OctalGame('0.77')``."""
    if isinstance(game, GrundysGame):
        return "Grundy's game"
    names = {KAYLES: "Kayles", DAWSONS_KAYLES: "Dawson's Kayles", DAWSONS_CHESS: "Dawson's chess"}
    if game in names:
        return names[game]
    return f"the octal game {game.code}" if isinstance(game, OctalGame) else repr(game)


def check_heaps(game: HeapGame, heaps: tuple[int, ...]) -> None:
    """Refuse, before play starts, heaps too large to answer at once (see :data:`TABLE_LIMIT`).

    Raises
    ------
    InvalidValueError
        If `game` has no period proven from its first heaps and a heap
        exceeds the limit; the message names the heap and the limit.
    """
    if not heaps or game.periodicity() is not None:
        return
    splits = _splits(game, min(max(heaps), 10_000))  # the rules of small heaps tell: no array of 10**8 moves
    limit = SPLIT_LIMIT if splits else TABLE_LIMIT
    for i, h in enumerate(heaps, 1):
        if h > limit:
            why = "splits heaps, so its table takes quadratic time" if splits else "needs a table of values up to it"
            raise InvalidValueError(
                f"heap {i} has {h} tokens: cgt play answers {title(game)} up to {limit} tokens a heap; "
                f"no period of {title(game)} is proven and it {why}"
            )


def _splits(game: HeapGame, n: int) -> bool:
    shape = game.move_shape(n)
    if shape is None:
        return any(len(left) == 2 for _, left in islice(game.heap_moves(n), 10_000))
    return bool(len(shape[2]))


def _takes(game: HeapGame, n: int) -> np.ndarray:
    """How many tokens a move on a heap of `n` can remove, in no order, repeats allowed (all-but games: ~n)."""
    shape = game.move_shape(n)
    if shape is None:
        return np.array(sorted({removed for removed, _ in game.heap_moves(n)}), np.int64)
    none, one, two, unequal = shape
    return np.concatenate([none[none == n], one[one < n], two[two <= n - (3 if unequal else 2)]])


def _leaves(game: HeapGame, n: int, take: int) -> Iterator[tuple[int, ...]]:
    """What removing `take` tokens from a heap of `n` can leave (sorted heaps), lazily."""
    shape = game.move_shape(n)
    if shape is None:
        yield from (left for removed, left in game.heap_moves(n) if removed == take)
        return
    none, one, two, unequal = shape
    rest = n - take
    if rest == 0 and (none == take).any():
        yield ()
    if rest > 0 and (one == take).any():
        yield (rest,)
    if (two == take).any():
        yield from ((a, rest - a) for a in range(1, (rest - 1 if unequal else rest) // 2 + 1))


def _is_move(game: HeapGame, n: int, take: int, left: tuple[int, ...]) -> bool:
    shape = game.move_shape(n)
    if shape is None:
        return left in _leaves(game, n, take)
    none, one, two, unequal = shape
    if len(left) == 0:
        return take == n and bool((none == take).any())
    if len(left) == 1:
        return take < n and bool((one == take).any())
    return bool((two == take).any()) and min(left) >= 1 and not (unequal and left[0] == left[1])


def _heap_move(heaps: tuple[int, ...], i: int, parts: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
    """Notation and result of the move leaving `parts` (in that order) of heap `i` (from 0).

    The heaps keep their order and an emptied heap stays, as 0: heap numbers
    change only when a heap splits, and then only those after it.
    """
    removed = heaps[i] - sum(parts)
    notation = f"{i + 1} {removed}" + (f" {parts[0]}" if len(parts) == 2 else "")
    return notation, heaps[:i] + (tuple(parts) or (0,)) + heaps[i + 1 :]


class NimScreen:
    """Nim in the terminal: a move ``HEAP TAKE`` takes TAKE tokens from heap number HEAP."""

    syntax = "HEAP TAKE: take TAKE tokens from heap number HEAP (heaps count from 1), e.g. '2 3'"

    def __init__(self) -> None:
        self.game = Nim()

    def show(self, heaps: tuple[int, ...]) -> str:
        return _draw_heaps(heaps)

    def moves(self, heaps: tuple[int, ...]) -> list[tuple[str, tuple[int, ...]]]:
        return [
            (f"{i + 1} {take}", heaps[:i] + (h - take,) + heaps[i + 1 :])
            for i, h in enumerate(heaps)
            for take in range(1, h + 1)
        ]

    def parse(self, text: str, heaps: tuple[int, ...]) -> tuple[int, ...]:
        heap, take = _whole_numbers(text, "HEAP TAKE", "2 3")
        size = _check_heap(heap, take, heaps)
        if take == 0:
            raise IllegalMove("take at least one token")
        return heaps[: heap - 1] + (size - take,) + heaps[heap:]

    def over(self, heaps: tuple[int, ...]) -> bool:
        return not any(heaps)

    def winning(self, heaps: tuple[int, ...]) -> Optional[tuple[str, tuple[int, ...]]]:
        found = _winning_heap(self.game, heaps)
        return None if found is None else _heap_move(heaps, found[0], (found[1],))

    def any_move(self, heaps: tuple[int, ...], rng: random.Random) -> tuple[str, tuple[int, ...]]:
        i = rng.choice([i for i, h in enumerate(heaps) if h])
        return _heap_move(heaps, i, (rng.randrange(heaps[i]),))


class HeapScreen:
    """A heap game (Kayles, an octal code, a subtraction set, Grundy's game) in the terminal.

    A move ``HEAP TAKE [LEFT]`` takes TAKE tokens out of heap number HEAP,
    leaving LEFT tokens on one side of the gap and the rest on the other
    (LEFT defaults to 0: the tokens come from an end). Heaps keep their order
    on the screen and an emptied heap stays, drawn empty, as in Nim; a heap
    split in two becomes two heaps in its place. Moves are checked against
    the rules directly, so a heap of ``10**12`` is played like a heap of 5.
    """

    syntax = (
        "HEAP TAKE [LEFT]: take TAKE tokens out of heap number HEAP (heaps count from 1), "
        "leaving LEFT tokens on one side and the rest on the other (LEFT defaults to 0), "
        "e.g. '2 1' or '2 1 3'"
    )

    def __init__(self, game: HeapGame) -> None:
        self.game = game

    def show(self, heaps: tuple[int, ...]) -> str:
        return _draw_heaps(heaps)

    def moves(self, heaps: tuple[int, ...]) -> list[tuple[str, tuple[int, ...]]]:
        return [_heap_move(heaps, move.heap, move.left) for move in self.game.moves(heaps)]

    def parse(self, text: str, heaps: tuple[int, ...]) -> tuple[int, ...]:
        heap, take, *side = _whole_numbers(text, "HEAP TAKE [LEFT]", "2 1")
        size = _check_heap(heap, take, heaps)
        rest = size - take
        left = side[0] if side else 0
        if left > rest:
            raise IllegalMove(f"taking {take} from heap {heap} leaves {rest}, so LEFT cannot be {left}")
        parts = tuple(p for p in (left, rest - left) if p)
        if _is_move(self.game, size, take, tuple(sorted(parts))):
            return _heap_move(heaps, heap - 1, parts)[1]
        where = f"heap {heap}, which has {_plural(size, 'token')}"
        name = title(self.game)
        takes = _takes(self.game, size)
        if not takes.size:
            raise IllegalMove(f"{name} has no move in {where}")
        if take not in takes:
            takes = np.sort(takes)
            distinct = takes[np.r_[True, takes[1:] != takes[:-1]]].tolist()
            few = distinct[:7]
            shown = _or(few) if len(distinct) <= 7 else ", ".join(map(str, few)) + f", ... or {distinct[-1]}"
            raise IllegalMove(f"{name} cannot take {take} from {where}; it can take {shown}")
        ways = [leaving(w) for w in islice(_leaves(self.game, size, take), 7)]
        shown = ", ".join(ways[:6]) + (", ..." if len(ways) > 6 else "")
        raise IllegalMove(f"{name} cannot leave {leaving(parts)} when taking {take} from {where}; it can leave {shown}")

    def over(self, heaps: tuple[int, ...]) -> bool:
        return not any(_takes(self.game, h).size for h in set(heaps))

    def winning(self, heaps: tuple[int, ...]) -> Optional[tuple[str, tuple[int, ...]]]:
        found = _winning_heap(self.game, heaps)
        return None if found is None else _heap_move(heaps, found[0], found[1])  # type: ignore[arg-type]

    def any_move(self, heaps: tuple[int, ...], rng: random.Random) -> tuple[str, tuple[int, ...]]:
        i = rng.choice([i for i, h in enumerate(heaps) if _takes(self.game, h).size])
        take = int(rng.choice(_takes(self.game, heaps[i])))
        # Among the first few ways only: a heap of 10**12 has about as many.
        return _heap_move(heaps, i, rng.choice(list(islice(_leaves(self.game, heaps[i], take), 100))))


def _or(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


class JumpChessScreen:
    """Jump chess in the terminal: a move ``ROW COLUMN`` moves the piece on that column of that row.

    The piece lands on the first empty cell to its right (jumping over the
    block of pieces next to it, if any). Rows are drawn as strips under a
    column ruler.
    """

    syntax = (
        "ROW COLUMN: move the piece on column COLUMN of row ROW (both count from 1) "
        "to the first empty cell on its right, e.g. '1 5'"
    )

    def __init__(self, game: JumpChess) -> None:
        self.game = game

    def show(self, board: JumpChessBoard) -> str:
        label = len(str(len(board)))
        pad = " " * (label + 8)  # under the cells of "  row N: "
        columns = range(1, self.game.width + 1)
        tens = "".join(str(c // 10 % 10) if c % 10 == 0 else " " for c in columns).rstrip()
        ruler = ([pad + tens] if tens else []) + [pad + "".join(str(c % 10) for c in columns)]
        rows = [f"  row {i:>{label}}: {self.game.strip(r)}" for i, r in enumerate(board, 1)]
        return "\n".join(ruler + rows)

    def moves(self, board: JumpChessBoard) -> list[tuple[str, JumpChessBoard]]:
        # The moved piece is the one cell an option empties: its column names the move.
        return [
            (f"{i + 1} {(r & ~q).bit_length()}", board.replace(i, q))
            for i, r in enumerate(board)
            for q in self.game.options(r)
        ]

    def parse(self, text: str, board: JumpChessBoard) -> JumpChessBoard:
        row, column = _whole_numbers(text, "ROW COLUMN", "1 5")
        if not 1 <= row <= len(board):
            raise IllegalMove(f"there is no row {row}: rows are numbered 1 to {len(board)}")
        try:
            return board.replace(row - 1, self.game.move(board[row - 1], column))
        except CgtError as exc:
            raise IllegalMove(f"row {row}: {exc}") from None

    def over(self, board: JumpChessBoard) -> bool:
        return not any(self.game.options(r) for r in board)

    def winning(self, board: JumpChessBoard) -> Optional[tuple[str, JumpChessBoard]]:
        move = self.game.winning_move(board)
        if move is None:
            return None
        return f"{move.row + 1} {move.source}", board.replace(move.row, self.game.move(board[move.row], move.source))

    def any_move(self, board: JumpChessBoard, rng: random.Random) -> tuple[str, JumpChessBoard]:
        return rng.choice(self.moves(board))


class _Dialogue:
    """Prompts on `stdout`, answers from `stdin`; echoes answers that were not typed at a terminal."""

    def __init__(self, stdin: IO[str], stdout: IO[str]) -> None:
        self.stdin = stdin
        self.stdout = stdout
        # A scripted session (input piped in) reads like a terminal session only if answers are echoed.
        isatty = getattr(stdin, "isatty", None)
        self.echo = not (isatty is not None and isatty())

    def say(self, text: str) -> None:
        print(text, file=self.stdout, flush=True)

    def ask(self, prompt: str) -> Optional[str]:
        """Return the next answer, stripped, or ``None`` at end of input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say("")
            return None
        if self.echo:
            self.say(line.rstrip("\n"))
        return line.strip()


def _ask_first(dialogue: _Dialogue) -> Optional[bool]:
    """Ask whether the human moves first; ``None`` when the human quits instead."""
    while True:
        answer = dialogue.ask("Do you want to move first? [y/n] ")
        if answer is None or answer.lower() in _QUIT:
            return None
        if answer.lower() in {"y", "yes"}:
            return True
        if answer.lower() in {"n", "no"}:
            return False
        dialogue.say(f"please answer y or n, not {answer!r}")


def play(
    screen: Screen,
    position: Hashable,
    *,
    human_first: Optional[bool],
    stdin: IO[str],
    stdout: IO[str],
    rng: Optional[random.Random] = None,
    misere: bool = False,
) -> int:
    """Play one game from `position` on `screen`; return the exit status.

    With `misere` the player who cannot move wins (misère play), and the
    computer's winning moves are misère ones.

    When `human_first` is ``None`` the human is asked who starts. The
    computer plays the first winning move when one exists and a random
    legal move otherwise. The human may type ``help`` or ``quit``; a refused
    move is explained in one line and asked again. End of input and ``quit``
    end the game with status 0, Ctrl-C with ``EXIT_INTERRUPTED`` (130).
    """
    rng = rng if rng is not None else random.Random()
    dialogue = _Dialogue(stdin, stdout)
    try:
        human = human_first if human_first is not None else _ask_first(dialogue)
        if human is None:
            dialogue.say("Game abandoned.")
            return 0
        dialogue.say(screen.show(position))
        while True:
            if screen.over(position):
                # Normal play: whoever cannot move has lost; misère play: has won.
                if misere:
                    dialogue.say("No moves left: you win!" if human else "No moves left: I win, you lose.")
                    return 0
                dialogue.say("No moves left: you lose, I win." if human else "No moves left: you win!")
                return 0
            if human:
                text = dialogue.ask("your move> ")
                if text is None or text.lower() in _QUIT:
                    dialogue.say("Game abandoned.")
                    return 0
                if not text:
                    continue
                if text.lower() in _HELP:
                    dialogue.say(f"move syntax: {screen.syntax}; 'quit' ends the game")
                    continue
                try:
                    position = screen.parse(text, position)
                except IllegalMove as exc:
                    dialogue.say(f"illegal move: {exc}")
                    continue
            else:
                notation, position = _choose(screen, position, rng, misere)
                dialogue.say(f"I play {notation}")
            dialogue.say(screen.show(position))
            human = not human
    except KeyboardInterrupt:
        dialogue.say("\nInterrupted.")
        return EXIT_INTERRUPTED


def _choose(screen: Screen, position: Hashable, rng: random.Random, misere: bool = False) -> tuple[str, Hashable]:
    """The computer's move: a winning one when there is one, else a random legal one."""
    if misere:
        return _misere_choice(screen, position, rng)
    move = screen.winning(position)
    return move if move is not None else screen.any_move(position, rng)


def _misere_choice(screen: Screen, position: Hashable, rng: random.Random) -> tuple[str, Hashable]:
    # Misère play searches the whole position (sums do not decompose), so positions
    # are small enough to list: the screen's list of moves names the winning one.
    # Heaps are compared as multisets: the screen keeps heaps in their places.
    winning = {_multiset(q) for q in winning_moves(screen.game, position, misere=True)}
    legal = screen.moves(position)
    for move in legal:
        if _multiset(move[1]) in winning:
            return move
    return rng.choice(legal)


def _multiset(position: Hashable) -> Hashable:
    return tuple(sorted(h for h in position if h)) if isinstance(position, tuple) else position
