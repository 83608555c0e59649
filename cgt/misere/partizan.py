"""Partizan games under misere play: game forms, their outcomes, and comparison and reduction among dicots.

Under misere play the player who cannot move wins, and two games are
*equal modulo a universe* U (a class of games closed under sums, options and
conjugates) when no game of U tells them apart: ``G >= H`` modulo U when
``o(G + X) >= o(H + X)`` for every ``X`` in U, outcomes ordered
``L > N > R``, ``L > P > R``. This module keeps a game as its tree
(:class:`MisereGame`), tells whether it is *dicot* (every follower has
options for both players or for neither: Dorbec, Renault, Siegel and Sopena,
*Dicots, and a taxonomy of ranks for misere games*, JCTA 130, 2015; Clobber's
positions are) or *dead-ending* (a player with no move in a follower has
none in any of its followers: Milley and Renault, Discrete Math. 313, 2013;
Domineering's are), and compares and reduces dicots modulo the dicot
universe; modulo every short game (``universe="general"``) comparison and
simplest forms are Siegel's, in :mod:`cgt.misere.general`, and modulo the
dead-ending games (``universe="dead-ending"``) in :mod:`cgt.misere.dead_ending`.

For dicots, Larsson, Milley, Nowakowski, Renault and Santos (*Progress on
misere dead ends: game comparison, canonical form, and conjugate inverses*,
arXiv:1807.11297, 2018) prove an *options only* test, which
:meth:`MisereGame.ge` applies: ``G >= H`` modulo the dicots if and only if

* (maintenance) every ``H^L`` has a ``G^L >= H^L`` or an ``H^{LR} <= G``, and
  every ``G^R`` has an ``H^R <= G^R`` or a ``G^{RL} >= H``; and
* (proviso) for every Left end ``X`` of U, Left wins ``G + X`` moving first
  whenever she wins ``H + X`` moving first; and for every Right end ``X``,
  Right wins ``H + X`` moving first whenever he wins ``G + X``.

The only Left end (and Right end) among dicots is ``0``, so the proviso
asks who wins ``G`` and ``H`` themselves. The test agrees with play against
every dicot of birthday 2 or less, for every pair of such dicots
(``tests/misere/test_misere_partizan.py``).

:meth:`MisereGame.reduced` removes dominated options and bypasses reversible
ones (a Left option ``G^L`` with a Right option ``G^{LR} <= G`` is replaced
by the Left options of ``G^{LR}``), as in normal play; an option reversible
through an *end* (``G^{LR}`` a Left end: ``0`` among dicots), which the
papers treat by rules of their own, is replaced by ``0`` or else by ``*``,
and a game equal to ``0`` becomes ``0``. Every step is kept only where the
comparison finds the new form equal to the old, so the reduced form is equal
to the game. Replacing by ``*`` makes equal dicots reduce to the same form
(without it, 34 of 606 equal pairs among sampled dicots of day 3 did not):
``tests/misere/test_misere_papers.py`` checks it against Larsson et al.'s
unique canonical forms, on samples; it is not proven here. Siegel's
simplest forms (arXiv:2312.16259) may carry a *tombstone*, which is not a
game form: ``{0,*|*}``'s is ``{∎,0|*}`` (as the crate gemau computes it),
and its reduced form here is ``{0,*|*}``, ``*`` where the tombstone stands;
:func:`cgt.misere.simplest_form` gives Siegel's forms (:mod:`cgt.misere.augmented`).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Optional

from ..errors import InvalidNotationError, InvalidValueError, NotAGameError, UnhashablePositionError
from ..game import Game, Outcome, is_partizan, side_options

__all__ = ["MisereGame", "UNIVERSES", "check_universe", "notation_error", "skip_spaces"]

#: The universes comparison and reduction know.
UNIVERSES = ("dicot", "general", "dead-ending")

# Outcomes as two bits: Left wins moving first (1), Right wins moving first (2).
_LEFT, _RIGHT = 1, 2
_OUTCOMES = (Outcome.P, Outcome.L, Outcome.R, Outcome.N)

# The conjugate's bar, as the papers write it (Allen: "G-bar = {G^R | G^L}"): a combining overline after
# each digit when printed; a combining macron is read too.
_BAR = "\u0305"
_BARS = ("\u0305", "\u0304")


class MisereGame:
    """A short partizan game form, played under misere rules: its Left and Right options.

    Forms are interned: equal option sets give the same object, so ``==``
    is identity of trees (not equality modulo a universe: see :meth:`ge`
    and :meth:`equals`).

    Parameters
    ----------
    left, right : iterable of MisereGame
        The options.

    Examples
    --------
    >>> from cgt.misere.partizan import MisereGame
    >>> one = MisereGame.parse("1")
    >>> one, one.outcome, MisereGame.parse("{1|1}").outcome    # Left must move in 1; Right need not
    (MisereGame.parse('1'), Outcome.R, Outcome.R)
    >>> (one + one.conjugate).outcome        # 1 + -1: whoever starts leaves the other the last move
    Outcome.N
    """

    __slots__ = ("left", "right", "_bits", "_birthday", "__weakref__")
    _interned: dict[tuple[frozenset["MisereGame"], frozenset["MisereGame"]], "MisereGame"] = {}
    left: tuple["MisereGame", ...]
    right: tuple["MisereGame", ...]

    def __new__(cls, left: Iterable["MisereGame"] = (), right: Iterable["MisereGame"] = ()) -> "MisereGame":
        ls, rs = frozenset(left), frozenset(right)
        for option in ls | rs:
            if not isinstance(option, MisereGame):
                raise InvalidValueError(f"MisereGame: option {option!r} is not a MisereGame")
        key = (ls, rs)
        game = cls._interned.get(key)
        if game is None:
            game = object.__new__(cls)
            game.left, game.right = tuple(ls), tuple(rs)
            game._bits = None
            game._birthday = 1 + max((o.birthday for o in ls | rs), default=-1)
            cls._interned[key] = game
        return game

    def __getnewargs__(self) -> tuple[tuple["MisereGame", ...], tuple["MisereGame", ...]]:
        return self.left, self.right

    # -- play ---------------------------------------------------------------------

    @property
    def birthday(self) -> int:
        """The height of the tree: 0 for ``0``."""
        return self._birthday  # type: ignore[no-any-return]

    @property
    def outcome(self) -> Outcome:
        """The misere outcome: who wins when the player who cannot move wins."""
        return _OUTCOMES[self._wins()]

    def _wins(self) -> int:
        if self._bits is None:
            # Followers first, iteratively: a deep tree needs no recursion.
            stack = [self]
            while stack:
                g = stack[-1]
                pending = [x for x in g.left + g.right if x._bits is None]
                if pending:
                    stack.extend(pending)
                    continue
                stack.pop()
                bits = 0
                if not g.left or any(not x._bits & _RIGHT for x in g.left):
                    bits |= _LEFT
                if not g.right or any(not x._bits & _LEFT for x in g.right):
                    bits |= _RIGHT
                g._bits = bits
        return self._bits  # type: ignore[no-any-return]

    def __add__(self, other: "MisereGame") -> "MisereGame":
        """The disjunctive sum: a move in either component."""
        if not isinstance(other, MisereGame):
            return NotImplemented
        return _add(self, other, {})

    @property
    def conjugate(self) -> "MisereGame":
        """The game with the players' roles exchanged (written -G in normal play; not an inverse here)."""
        return MisereGame([r.conjugate for r in self.right], [l.conjugate for l in self.left])

    @property
    def is_dicot(self) -> bool:
        """Whether every follower has options for both players or for neither."""
        return _why_not(self, "dicot") is None

    @property
    def is_dead_ending(self) -> bool:
        """Whether a player with no move in a follower has none in any of its followers."""
        return _why_not(self, "dead-ending") is None

    # -- a universe -----------------------------------------------------------------

    def ge(self, other: "MisereGame", universe: str) -> bool:
        """Return whether ``self >= other`` modulo `universe`: Left does as well in ``self + X`` for every X of it.

        By the options only test of Larsson, Milley, Nowakowski, Renault and
        Santos among dicots (see the module documentation), by Siegel's test
        modulo every game (:func:`cgt.misere.general_ge`).

        Parameters
        ----------
        other : MisereGame
            The game compared with.
        universe : {"dicot", "general", "dead-ending"}
            The universe both games must be in ("general": every short game;
            the dead-ending universe: :mod:`cgt.misere.dead_ending`).

        Returns
        -------
        bool

        Raises
        ------
        InvalidValueError
            If `universe` is unknown, or either game is not in it (the message
            names the game and a follower at fault).

        Examples
        --------
        >>> from cgt.misere.partizan import MisereGame
        >>> star, zero = MisereGame.parse("*"), MisereGame.parse("0")
        >>> (star + star).ge(zero, "dicot"), zero.ge(star + star, "dicot")   # * + * = 0 modulo dicots
        (True, True)
        >>> star.ge(zero, "dicot"), zero.ge(star, "dicot")
        (False, False)
        >>> MisereGame.parse("1").ge(zero, "dicot")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidValueError: ge: 1 is not in the dicot universe: its follower 1 has options for one player only
        """
        _check(self, universe, "ge")
        _check(other, universe, "ge")
        if universe == "general":
            from .general import general_ge
            return general_ge(self, other)
        if universe == "dead-ending":
            from . import dead_ending  # loaded when first asked for

            return dead_ending.ge(self, other)
        return _ge(self, other, universe, {})

    def equals(self, other: "MisereGame", universe: str) -> bool:
        """Return whether ``self`` and `other` are equal modulo `universe` (each ``>=`` the other).

        Examples
        --------
        >>> from cgt.misere.partizan import MisereGame
        >>> MisereGame.parse("{0,*|0}").equals(MisereGame.parse("*"), "dicot")
        False
        """
        return self.ge(other, universe) and other.ge(self, universe)

    def reduced(self, universe: str) -> "MisereGame":
        """Return a form equal to this game modulo `universe`, with dominated and reversible options gone.

        Followers are reduced first; then, until nothing changes, a
        dominated option is removed and a reversible one bypassed (see the
        module documentation for an option reversible through an end).

        Modulo every game (``"general"``) this is Siegel's simplest form,
        unique (:func:`cgt.misere.general_simplest_form`).

        Parameters
        ----------
        universe : {"dicot", "general", "dead-ending"}

        Returns
        -------
        MisereGame

        Raises
        ------
        InvalidValueError
            If `universe` is unknown or the game is not in it.

        Examples
        --------
        >>> from cgt.misere.partizan import MisereGame
        >>> MisereGame.parse("{*,{*|*}|0}").reduced("dicot")   # {*|*} = * + * = 0 among dicots
        MisereGame.parse('{0,*|0}')
        >>> MisereGame.parse("{0,{0|*}|0}").reduced("dicot")
        MisereGame.parse('*')
        """
        _check(self, universe, "reduced")
        if universe == "general":
            from .general import general_simplest_form
            return general_simplest_form(self)
        if universe == "dead-ending":
            from . import dead_ending  # loaded when first asked for

            return dead_ending.reduced(self)
        return _reduce(self, universe, {}, {})

    @classmethod
    def of(cls, game: Game, position: Hashable) -> "MisereGame":
        """Return the game tree of `position` of a partizan (or impartial) `game`, as it is played.

        Raises
        ------
        NotAGameError, UnhashablePositionError
            If `game` has no options or a position is not hashable.

        Examples
        --------
        >>> from cgt.games import Clobber
        >>> from cgt.misere.partizan import MisereGame
        >>> g = MisereGame.of(Clobber(), "xoxo")
        >>> g.is_dicot, g.outcome, g.reduced("dicot")
        (True, Outcome.N, MisereGame.parse('{0,*,{0|*}|0,*,{*|0}}'))
        """
        if not (is_partizan(game) or callable(getattr(game, "options", None))):
            raise NotAGameError(f"MisereGame.of: {game!r} of type {type(game).__name__} is not a game")
        left, right = side_options(game)
        trees: dict[Hashable, MisereGame] = {}
        # Iterative, children before parents: a deep tree (a long heap) needs no recursion.
        stack: list[tuple[Hashable, Optional[tuple[list[Hashable], list[Hashable]]]]] = [(position, None)]
        while stack:
            p, options = stack.pop()
            try:
                if p in trees:
                    continue
            except TypeError:
                raise UnhashablePositionError(f"MisereGame.of: position {p!r} of {game!r} is not hashable") from None
            if options is None:
                options = (list(left(p)), list(right(p)))
                stack.append((p, options))
                stack.extend((q, None) for q in options[0] + options[1] if q not in trees)
            else:
                trees[p] = MisereGame([trees[q] for q in options[0]], [trees[q] for q in options[1]])
        return trees[position]

    # -- text -------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> "MisereGame":
        """Read a game form: ``0``, ``*``, an integer ``n`` (``{n-1|}``), ``n`` barred or ``-n`` (``{|-(n-1)}``), ``{A,B|C}``.

        A bar is a combining overline (U+0305) or macron (U+0304) after each
        digit, as :meth:`text` prints it.

        Raises
        ------
        InvalidNotationError
            If `text` is not such a form (the error gives the place).

        Examples
        --------
        >>> from cgt.misere.partizan import MisereGame
        >>> MisereGame.parse("{0,* | -1}")
        MisereGame.parse('{0,*|1̅}')
        >>> MisereGame.parse("{0|")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidNotationError: '{0|': expected a game at index 3 (its end)
        """
        if not isinstance(text, str):
            raise InvalidValueError(f"MisereGame.parse: {text!r} is not text")
        game, at = _read(text, skip_spaces(text, 0))
        if at != len(text):
            raise notation_error(text, at, "expected the end")
        return game

    def text(self, ascii: bool = False) -> str:
        """Return the form as the papers print it (``str``), or in ASCII.

        The papers write the conjugate of ``G`` as ``G`` barred, not ``-G``
        (``G + -G`` is not ``0`` in misère play): Right's integer ``{|0}`` is
        ``1`` with a bar (a combining overline after each digit). ``ascii=True``
        writes it ``-1`` instead; :meth:`parse` reads both, and a macron for
        the bar.

        Parameters
        ----------
        ascii : bool
            Write Right's integers ``-n`` (only ASCII characters).

        Returns
        -------
        str

        Examples
        --------
        >>> from cgt.misere.partizan import MisereGame
        >>> g = MisereGame.parse("{0,* | -1}")
        >>> g.text(), g.text(ascii=True)
        ('{0,*|1\u0305}', '{0,*|-1}')
        >>> print(g, MisereGame.parse("-12"))
        {0,*|1̅} 1̅2̅
        >>> MisereGame.parse(g.text()) is MisereGame.parse(g.text(ascii=True)) is g
        True
        """
        return _text(self, ascii)

    def __str__(self) -> str:
        return _text(self)

    def __repr__(self) -> str:
        return f"MisereGame.parse({_text(self)!r})"


ZERO = MisereGame()
STAR = MisereGame([ZERO], [ZERO])


def _integer(n: int) -> MisereGame:
    """n moves of Left (n > 0) or -n of Right, none of the other player."""
    game = ZERO
    for _ in range(abs(n)):
        game = MisereGame([game]) if n > 0 else MisereGame((), [game])
    return game


def _integer_of(game: MisereGame) -> Optional[int]:
    """The integer `game` is as a tree (``n`` moves of one player, none of the other), or ``None``."""
    n, g = 0, game
    while g is not ZERO:
        if len(g.left) == 1 and not g.right and n >= 0:
            n, g = n + 1, g.left[0]
        elif len(g.right) == 1 and not g.left and n <= 0:
            n, g = n - 1, g.right[0]
        else:
            return None
    return n


def _text(game: MisereGame, ascii: bool = False) -> str:
    return _spellings(game, {})[0 if ascii else 1]


def _spellings(game: MisereGame, memo: dict[MisereGame, tuple[str, str]]) -> tuple[str, str]:
    """The text of `game` in ASCII and as the papers print it, each shared follower spelled once."""
    found = memo.get(game)
    if found is not None:
        return found
    n = _integer_of(game)
    if n is not None:
        # Right's n moves: the conjugate of n, barred as the papers write conjugates (ASCII: -n).
        found = (str(n), str(n)) if n >= 0 else (f"-{-n}", "".join(d + _BAR for d in str(-n)))
    elif game.left == (ZERO,) and game.right == (ZERO,):
        found = ("*", "*")
    else:
        # Options in one order whatever the order they were made in: by birthday, then ASCII text.
        sides = [sorted((g.birthday, *_spellings(g, memo)) for g in options) for options in (game.left, game.right)]
        found = ("{" + ",".join(t[1] for t in sides[0]) + "|" + ",".join(t[1] for t in sides[1]) + "}",
                 "{" + ",".join(t[2] for t in sides[0]) + "|" + ",".join(t[2] for t in sides[1]) + "}")
    memo[game] = found
    return found


def notation_error(text: str, at: int, what: str) -> InvalidNotationError:
    """The error of the misère forms' readers: `what` was wrong at index `at` of `text`.

    >>> notation_error("{1|", 3, "expected ',' or '}'")
    InvalidNotationError("'{1|': expected ',' or '}' at index 3 (its end)")
    """
    where = f"index {at} (its end)" if at >= len(text) else f"index {at} ({text[at]!r})"
    return InvalidNotationError(f"{text!r}: {what} at {where}", text, at)


def skip_spaces(text: str, at: int) -> int:
    """The index of the first character of `text` from `at` on that is not a space."""
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _read(text: str, at: int) -> tuple[MisereGame, int]:
    if at < len(text) and text[at] == "*":
        return MisereGame([ZERO], [ZERO]), skip_spaces(text, at + 1)
    if at < len(text) and text[at].isdigit() and at + 1 < len(text) and text[at + 1] in _BARS:
        # A barred integer, each digit followed by a combining overline (or macron): Right's moves.
        end, digits = at, ""
        while end + 1 < len(text) and text[end].isdigit() and text[end + 1] in _BARS:
            digits, end = digits + text[end], end + 2
        if end < len(text) and text[end].isdigit():
            raise notation_error(text, end, "expected a bar over every digit")
        return _integer(-int(digits)), skip_spaces(text, end)
    if at < len(text) and (text[at].isdigit() or text[at] == "-"):
        end = at + 1
        while end < len(text) and text[end].isdigit():
            end += 1
        if text[at:end] == "-":
            raise notation_error(text, at, "expected a game")
        if end < len(text) and text[end] in _BARS:
            raise notation_error(text, at, "expected a bar over every digit")
        return _integer(int(text[at:end])), skip_spaces(text, end)
    if at >= len(text) or text[at] != "{":
        raise notation_error(text, at, "expected a game")
    left, at = _read_list(text, skip_spaces(text, at + 1), "|")
    if at >= len(text) or text[at] != "|":
        raise notation_error(text, at, "expected ',' or '|'")
    right, at = _read_list(text, skip_spaces(text, at + 1), "}")
    if at >= len(text) or text[at] != "}":
        raise notation_error(text, at, "expected ',' or '}'")
    return MisereGame(left, right), skip_spaces(text, at + 1)


def _read_list(text: str, at: int, closer: str) -> tuple[list[MisereGame], int]:
    """Games separated by commas, up to `closer` (not read)."""
    games: list[MisereGame] = []
    if at < len(text) and text[at] == closer:
        return games, at
    while True:
        game, at = _read(text, at)
        games.append(game)
        if at < len(text) and text[at] == ",":
            at = skip_spaces(text, at + 1)
            continue
        return games, at


def _add(g: MisereGame, h: MisereGame, memo: dict[tuple[MisereGame, MisereGame], MisereGame]) -> MisereGame:
    if g is ZERO:
        return h
    if h is ZERO:
        return g
    key = (g, h)
    found = memo.get(key)
    if found is None:
        found = memo[key] = MisereGame(
            [_add(x, h, memo) for x in g.left] + [_add(g, x, memo) for x in h.left],
            [_add(x, h, memo) for x in g.right] + [_add(g, x, memo) for x in h.right],
        )
    return found


def _why_not(game: MisereGame, universe: str) -> Optional[str]:
    """Why `game` is not in `universe` (a follower at fault), or ``None`` when it is."""
    if universe == "general":
        return None  # every short game is in it
    seen: set[MisereGame] = set()
    stack = [game]
    while stack:
        g = stack.pop()
        if g in seen:
            continue
        seen.add(g)
        if universe == "dicot" and bool(g.left) != bool(g.right):
            return f"its follower {g} has options for one player only"
        if universe == "dead-ending":
            for side, name in ((0, "Left"), (1, "Right")):
                if not (g.left, g.right)[side]:
                    live = _mover(g, side)
                    if live is not None:
                        return f"{name} has no move in its follower {g}, yet has one in {live}"
        stack.extend(g.left + g.right)
    return None


def _mover(game: MisereGame, side: int) -> Optional[MisereGame]:
    """A follower of `game` in which the player of `side` has a move, or ``None``."""
    stack = [game]
    while stack:
        g = stack.pop()
        if (g.left, g.right)[side]:
            return g
        stack.extend(g.left + g.right)
    return None


def check_universe(universe: object, where: str) -> None:
    """Raise :class:`~cgt.InvalidValueError`, naming `where`, unless `universe` is one of :data:`UNIVERSES`."""
    if universe not in UNIVERSES:
        raise InvalidValueError(f"{where}: universe {universe!r} is not one of {', '.join(map(repr, UNIVERSES))}")


def _check(game: MisereGame, universe: str, where: str) -> None:
    check_universe(universe, where)
    if not isinstance(game, MisereGame):
        raise InvalidValueError(f"{where}: {game!r} is not a MisereGame")
    reason = _why_not(game, universe)
    if reason is not None:
        raise InvalidValueError(f"{where}: {game} is not in the {universe} universe: {reason}")


def _ge(g: MisereGame, h: MisereGame, universe: str, memo: dict[tuple[MisereGame, MisereGame], bool]) -> bool:
    if g is h:
        return True
    key = (g, h)
    found = memo.get(key)
    if found is not None:
        return found
    memo[key] = True  # no cycle: followers are born earlier
    result = all(
        any(_ge(gl, hl, universe, memo) for gl in g.left) or any(_ge(g, hlr, universe, memo) for hlr in hl.right)
        for hl in h.left
    ) and all(
        any(_ge(gr, hr, universe, memo) for hr in h.right) or any(_ge(grl, h, universe, memo) for grl in gr.left)
        for gr in g.right
    )
    if result:
        # The proviso, with 0 the one end of the universe: Left moving first wins g if she wins h,
        # and Right moving first wins h if he wins g.
        gw, hw = g._wins(), h._wins()
        result = not (hw & _LEFT and not gw & _LEFT) and not (gw & _RIGHT and not hw & _RIGHT)
    memo[key] = result
    return result


def _reduce(game: MisereGame, universe: str, done: dict[MisereGame, MisereGame],
            memo: dict[tuple[MisereGame, MisereGame], bool]) -> MisereGame:
    found = done.get(game)
    if found is not None:
        return found
    g = MisereGame([_reduce(x, universe, done, memo) for x in game.left],
                   [_reduce(x, universe, done, memo) for x in game.right])
    while True:
        simpler = _step(g, universe, memo)
        if simpler is None:
            break
        g = MisereGame([_reduce(x, universe, done, memo) for x in simpler.left],
                       [_reduce(x, universe, done, memo) for x in simpler.right])
    done[game] = g
    return g


def _step(g: MisereGame, universe: str, memo: dict[tuple[MisereGame, MisereGame], bool]) -> Optional[MisereGame]:
    """One simplification of `g` modulo `universe`, or ``None``: a dominated option gone, a reversible one bypassed.

    Each candidate is kept only if it is in the universe and equal to `g`
    (both comparisons), so every step is checked, reversibility through an
    end included.
    """
    for candidate in _candidates(g, universe, memo):
        if (candidate is not g and _why_not(candidate, universe) is None
                and _ge(candidate, g, universe, memo) and _ge(g, candidate, universe, memo)):
            return candidate
    return None


def _candidates(g: MisereGame, universe: str, memo: dict[tuple[MisereGame, MisereGame], bool]) -> Iterable[MisereGame]:
    yield ZERO  # a dicot equal to 0 (* + * is) has no options to lose one at a time
    for side in (0, 1):
        mine = (g.left, g.right)[side]

        def replaced(a: MisereGame, by: Iterable[MisereGame]) -> MisereGame:
            rest = [b for b in mine if b is not a] + list(by)
            return MisereGame(rest, g.right) if side == 0 else MisereGame(g.left, rest)

        for a in mine:
            # Dominated: Left's a <= another of her options (Right's a >= another of his).
            if any(b is not a and (_ge(b, a, universe, memo) if side == 0 else _ge(a, b, universe, memo))
                   for b in mine):
                yield replaced(a, ())
        for a in mine:
            # Reversible: Left's a has a Right option ar <= g (Right's a, a Left option >= g);
            # a gives way to ar's options for the same player (none, when ar is an end).
            for ar in (a.right, a.left)[side]:
                if _ge(g, ar, universe, memo) if side == 0 else _ge(ar, g, universe, memo):
                    through = (ar.left, ar.right)[side]
                    if through:
                        yield replaced(a, through)
                    else:
                        # Through an end: 0, then * (equal games' forms then agree: see the module documentation).
                        yield replaced(a, (ZERO,))
                        yield replaced(a, (STAR,))
