"""Sensible options and sensible lines: where a position's canonical form sits among its real moves.

A position ``G`` of a game has canonical form ``K``. The canonical form is
reached from ``G`` by deleting dominated options and bypassing reversible
ones, so each option ``K^L`` of ``K`` comes from some real move of ``G``:
either a Left option ``G^L`` equal to ``K^L``, or one that reverses through a
Right reply ``G^LR <= G`` to a position whose own Left moves lead on to
``K^L``. CGSuite (``Game.sensibleOptions`` and ``Game.sensibleLines`` in
``lib/core/src/main/scala/org/cgsuite/core/Game.scala``) defines:

* a Left option ``G^L`` is *sensible* when ``G^L >= K^L`` for some Left
  option ``K^L`` of ``K`` (Right's: ``G^R <= K^R``);
* a *sensible line* for Left to ``K^L`` is a sequence of moves ``G^L``,
  ``G^LR``, ``G^LRL``, ..., each Left move's position ``>= K^L``, each Right
  reply's ``<= G``, the last position's value exactly ``K^L``: the way ``K^L``
  is embedded in the structure of ``G``.

Values come from :func:`cgt.canonical_form`, so every position asked for is
searched once, in the game's own cache, beside its other values.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ..errors import InvalidPositionError, InvalidValueError
from ..game import Game, player_side, side_options
from .engine import canonical_form
from .values import CanonicalForm

__all__ = ["sensible_options", "sensible_left_options", "sensible_right_options", "sensible_lines"]



def _short_form(game: Game, position: Hashable, where: str) -> CanonicalForm:
    """The canonical form of `position`, refused (naming it) when the game is loopy."""
    value = canonical_form(game, position)
    if not isinstance(value, CanonicalForm):
        raise InvalidPositionError(
            f"{where}: position {position!r} of {game!r} has the loopy value {value}; sensible options "
            "are defined for short games (no position repeats)")
    return value


def _at_least(side: int) -> Callable[[CanonicalForm, CanonicalForm], bool]:
    """``g`` is as good as ``h`` for the player of `side`: ``g >= h`` for Left, ``g <= h`` for Right."""
    return (lambda g, h: g >= h) if side == 0 else (lambda g, h: g <= h)


def sensible_options(game: Game, position: Hashable, player: str) -> list[Hashable]:
    """Return `player`'s sensible options of `position`: one real move for each option of its canonical form.

    For each of the canonical form's options ``K^L`` (in the order of
    :attr:`CanonicalForm.left_options <cgt.CanonicalForm.left_options>`),
    the first of the player's options (in the game's order) whose value is
    ``K^L``, or failing one, the first that is ``>= K^L`` (for Right,
    ``<= K^R``), which reverses on to ``K^L`` (see :func:`sensible_lines`).
    CGSuite's ``SensibleOptions`` takes the first option ``>= K^L``
    whether or not another one equals it; preferring an equal one makes
    the answer the move to the canonical option itself wherever there is
    one. A move found for two canonical options is listed once.

    Parameters
    ----------
    game : Game
        A short game, partizan (``left_options`` and ``right_options``) or
        impartial (``options``, the same for both players).
    position : hashable
        A position of `game`.
    player : {"left", "right"}
        Whose options.

    Returns
    -------
    list
        Positions of `game`, options of `position`.

    Raises
    ------
    InvalidValueError
        If `player` is not ``"left"`` or ``"right"``.
    InvalidPositionError
        If the position's value is loopy (a stopper or sided value), not a
        short game.

    Notes
    -----
    Options are valued by :func:`cgt.canonical_form` in the game's order,
    and only until each canonical option has met an equal one. Most are
    in the game's cache already; a large board searched by compiled code
    keeps only its answer, so each option valued is then a search of its
    own (measured: the 3x5 Clobber board ``xoxox|oxoxo|xoxox``, 2.3 s for
    its value, 3.1 s more for Left's sensible options).

    Examples
    --------
    CGSuite's tutorial *Games and Rulesets*: this Clobber position has one
    sensible Left option, the move that captures at the second column.

    >>> import cgt
    >>> from cgt.games import Clobber, Domineering
    >>> G = Clobber().position("xoxo|ox..")
    >>> [cgt.canonical_form(Clobber(), q) for q in sensible_options(Clobber(), G, "left")]
    [CanonicalForm.parse('^^*')]
    >>> sensible_options(Domineering(), "...|...", "left")   # Left's middle move: to 2
    [Grid('.#.|.#.')]
    """
    where = "sensible_options"
    side = player_side(player, where)
    value = _short_form(game, position, where)
    targets = (value.left_options, value.right_options)[side]
    options = list(side_options(game)[side](position))
    # Options are valued in order, and no further than needed: once every target has an equal
    # option, the rest are not searched (on a large board each is a search of its own).
    values: list[CanonicalForm] = []
    for option in options:
        if all(target in values for target in targets):
            break
        values.append(canonical_form(game, option))
    as_good = _at_least(side)
    chosen: list[int] = []
    for target in targets:
        found = next((i for i, v in enumerate(values) if v == target), None)
        if found is None:
            found = next((i for i, v in enumerate(values) if as_good(v, target)), None)
        if found is not None and found not in chosen:
            chosen.append(found)
    return [options[i] for i in chosen]


def sensible_left_options(game: Game, position: Hashable) -> list[Hashable]:
    """Return Left's sensible options of `position` (CGSuite's ``SensibleLeftOptions``).

    The same as ``sensible_options(game, position, "left")``; see
    :func:`sensible_options`.

    Examples
    --------
    >>> from cgt.games import Domineering
    >>> sensible_left_options(Domineering(), "...|...")
    [Grid('.#.|.#.')]
    """
    return sensible_options(game, position, "left")


def sensible_right_options(game: Game, position: Hashable) -> list[Hashable]:
    """Return Right's sensible options of `position` (CGSuite's ``SensibleRightOptions``).

    The same as ``sensible_options(game, position, "right")``; see
    :func:`sensible_options`.

    Examples
    --------
    In the 2x3 Domineering board ``{2 | -1/2}``, Right's corner moves are
    both sensible, to ``-1/2``: the first one is given.

    >>> import cgt
    >>> from cgt.games import Domineering
    >>> [cgt.canonical_form(Domineering(), q) for q in sensible_right_options(Domineering(), "...|...")]
    [CanonicalForm.parse('-1/2')]
    """
    return sensible_options(game, position, "right")


def sensible_lines(game: Game, position: Hashable, player: str) -> list[list[Hashable]]:
    """Return `player`'s sensible lines of play from `position`: how each canonical option is reached.

    For each option ``K^L`` of the canonical form ``K`` of ``G`` (in the order
    of :attr:`CanonicalForm.left_options <cgt.CanonicalForm.left_options>`),
    a line ``[G^L, G^LR, G^LRL, ...]`` of positions, each an option of the
    one before, alternately the player's and the opponent's, such that every
    position the player moves to is ``>= K^L``, every reply is ``<= G``, and
    the last position's value is exactly ``K^L`` (for Right, the same with
    the order reversed). A line of one position is a sensible option equal to
    ``K^L``; a longer one passes through reversible options. At each step the
    first move (in the game's order) to a position equal to ``K^L`` ends the
    line; failing one, the first move ``>= K^L`` with a fitting reply is
    taken, and where that leads nowhere the next one is tried, so a line is
    found whenever one exists. (CGSuite's ``SensibleLines`` takes the first
    move ``>= K^L`` at each step, equal or not; its lines end at the same
    values.)

    Parameters
    ----------
    game : Game
        A short game, partizan or impartial.
    position : hashable
        A position of `game`.
    player : {"left", "right"}
        Whose lines.

    Returns
    -------
    list of list
        One line for each of the player's options in the canonical form.

    Raises
    ------
    InvalidValueError
        If `player` is not ``"left"`` or ``"right"``.
    InvalidPositionError
        If the position's value is loopy.

    Examples
    --------
    Left's move to ``.#.|.#.`` in the 2x3 Domineering board is worth 2, the
    canonical form's Left option, at once:

    >>> from cgt.games import Domineering
    >>> sensible_lines(Domineering(), "...|...", "left")
    [[Grid('.#.|.#.')]]


    On four rows of three (``3/2``), no move of Right's is worth 2, the canonical
    form's Right option: Right's move to ``{7/4 | -1}`` reverses through
    Left's reply to ``7/4`` (no better for Left than ``3/2``), from which
    Right reaches 2. CGSuite 2.2 prints the same values for this line.

    >>> import cgt
    >>> D = Domineering()
    >>> [[str(cgt.canonical_form(D, q)) for q in line] for line in sensible_lines(D, "...|...|...|...", "right")]
    [['{7/4|-1}', '7/4', '2']]
    """
    where = "sensible_lines"
    side = player_side(player, where)
    value = _short_form(game, position, where)
    return [_line(game, position, value, target, side) for target in (value.left_options, value.right_options)[side]]


def _line(game: Game, start: Hashable, whole: CanonicalForm, target: CanonicalForm, side: int) -> list[Hashable]:
    """A sensible line from `start` (of value `whole`) to a position of value `target`, `side` moving first.

    Depth first, a move to `target` itself first, then the fitting moves in
    order. Positions from which no line leads are remembered, so each is
    tried once.
    """
    moves = side_options(game)
    mine, theirs = moves[side], moves[1 - side]
    as_good = _at_least(side)
    dead: set[Hashable] = set()

    def from_position(here: Hashable) -> list[Hashable] | None:
        fitting = []
        for option in mine(here):  # valued in order, up to the first equal to the target
            value = canonical_form(game, option)
            if value == target:
                return [option]
            if as_good(value, target):
                fitting.append(option)
        for option in fitting:
            for reply in theirs(option):
                if reply in dead or not as_good(whole, canonical_form(game, reply)):
                    continue
                rest = from_position(reply)
                if rest is not None:
                    return [option, reply, *rest]
                dead.add(reply)
        return None

    line = from_position(start)
    # A canonical option always comes from such a line (bypassing reversible options builds K from G).
    assert line is not None, f"no sensible line from {start!r} to {target}"
    return line
