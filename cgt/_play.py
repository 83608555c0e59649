"""The interactive loop behind ``cgt play``: a human against a perfect opponent.

Private: the command line is its interface. A *screen* adapts one game to the
terminal: it draws a position, parses the human's move (saying why a move is
refused) and names the computer's moves in the same syntax. The computer's
choice itself is the library's: :func:`cgt.winning_moves`.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import IO, Optional, Protocol

from ._numerals import is_whole
from .errors import CgtError
from .game import Game
from .games.heap import HeapGame, HeapMove, _leaving
from .games.jumpchess import JumpChess, JumpChessBoard
from .games.nim import Nim
from .solver import winning_moves

__all__ = ["IllegalMove", "Screen", "NimScreen", "HeapScreen", "JumpChessScreen", "play"]

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


class HeapScreen:
    """A heap game (Kayles, an octal code, a subtraction set, Grundy's game) in the terminal.

    A move ``HEAP TAKE [LEFT]`` takes TAKE tokens out of heap number HEAP,
    leaving LEFT tokens on one side of the gap and the rest on the other
    (LEFT defaults to 0: the tokens come from an end). Positions are the
    game's own: after a move the heaps are sorted and empty heaps dropped.
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

    @staticmethod
    def notation(move: HeapMove) -> str:
        """The move as the human would type it."""
        split = f" {move.left[0]}" if len(move.left) == 2 else ""
        return f"{move.heap + 1} {move.removed}{split}"

    def moves(self, heaps: tuple[int, ...]) -> list[tuple[str, tuple[int, ...]]]:
        return [(self.notation(move), move.result) for move in self.game.moves(heaps)]

    def parse(self, text: str, heaps: tuple[int, ...]) -> tuple[int, ...]:
        heap, take, *side = _whole_numbers(text, "HEAP TAKE [LEFT]", "2 1")
        rest = _check_heap(heap, take, heaps) - take
        left = side[0] if side else 0
        if left > rest:
            raise IllegalMove(f"taking {take} from heap {heap} leaves {rest}, so LEFT cannot be {left}")
        parts = tuple(sorted(p for p in (left, rest - left) if p))
        here = [move for move in self.game.moves(heaps) if move.heap == heap - 1]
        for move in here:
            if move.removed == take and move.left == parts:
                return move.result
        where = f"heap {heap} (of {heaps[heap - 1]})"
        if not here:
            raise IllegalMove(f"{self.game!r} has no move in {where}")
        takes = sorted({move.removed for move in here})
        if take not in takes:
            raise IllegalMove(f"{self.game!r} cannot take {take} from {where}; it can take {_or(takes)}")
        ways = [_leaving(move.left) for move in here if move.removed == take]
        shown = ", ".join(ways[:6]) + (f", ... ({len(ways)} ways)" if len(ways) > 6 else "")
        raise IllegalMove(
            f"{self.game!r} cannot leave {_leaving(parts)} when taking {take} from {where}; it can leave {shown}"
        )


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
    end the game with status 0, Ctrl-C with :data:`EXIT_INTERRUPTED`.
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
            legal = screen.moves(position)
            if not legal:
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
                notation, position = _choose(screen, position, legal, rng, misere)
                dialogue.say(f"I play {notation}")
            dialogue.say(screen.show(position))
            human = not human
    except KeyboardInterrupt:
        dialogue.say("\nInterrupted.")
        return EXIT_INTERRUPTED


def _choose(
    screen: Screen, position: Hashable, legal: list[tuple[str, Hashable]], rng: random.Random, misere: bool = False
) -> tuple[str, Hashable]:
    winning = winning_moves(screen.game, position, misere=misere)
    if not winning:
        return rng.choice(legal)
    for move in legal:
        if move[1] == winning[0]:
            return move
    # A screen must list every option of its game; anything else is a bug, never a silent blunder.
    raise RuntimeError(f"{type(screen).__name__}: the winning move to {winning[0]!r} has no notation")
