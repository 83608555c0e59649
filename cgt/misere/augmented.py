"""Siegel's augmented forms: misère simplest forms modulo the dicot and dead-ending universes, with tombstones.

Modulo every short game, reversing a Left option ``G^L`` through a
``G^{LR} <= G`` always leaves Left options of ``G^{LR}`` to put in its place
(:mod:`cgt.misere.general`). In a smaller universe ``G^{LR}`` may be a *Left
end* (no Left option), and then nothing game-like can stand for ``G^L``.
A. N. Siegel (*On the general dead-ending universe of partizan games*,
arXiv:2312.16259) lets a form carry a *tombstone* instead: an **augmented
form** is ``{A|B}`` with A and B sets of augmented forms, each side possibly
holding the tombstone ``∎`` (U+220E). As the crate gemau (A. Davies,
``src/forms/augmented``) implements it:

* a Left tombstone is not a move: it makes the form *Left end-like*. Left,
  to move in a sum whose every component is Left end-like and one of which
  has a Left tombstone, wins, as she would with no move at all (the sum keeps
  the tombstone exactly then); Right's tombstone likewise;
* ``G >= H`` modulo a universe U by the options only test (maintenance as in
  :meth:`cgt.misere.MisereGame.ge`) with the proviso: if H is Left end-like,
  G is *Left-strong*; if G is Right end-like, H is *Right-strong*. Among
  dicots Left-strong is "Left wins G moving first"; in the dead-ending
  universe, "Left wins G and ``G + W_b`` moving first", ``W_b`` Right's
  waiting game of G's birthday b (:mod:`cgt.misere.dead_ending`). Forms
  without a tombstone that are games of U are compared by
  :meth:`~cgt.misere.MisereGame.ge` itself;
* the *simplest form* (:func:`simplest_form`): options simplest first; then
  dominated options go and reversible ones are bypassed, an option
  reversible through an end giving way to a tombstone; last, a tombstone so
  made goes again if the form is strong on that side without it. Siegel
  proves it unique: equal games have the same simplest form.

``{0,*|*}``'s simplest form among dicots is ``{∎,0|*}``: Left's ``*``
reverses through ``0`` (``0 <= {0,*|*}``), a Left end; Left, moving first in
a sum of ``{0,*|*}`` and other Left ends, still wins by moving to ``*``.

Forms are interned, so ``is`` (and ``==``) is identity of trees with their
tombstones. Comparisons and simplest forms are remembered for the session.
Making forms, outcomes and simplest forms walk the followers on an explicit
stack; comparing forms with tombstones, sums and text recurse (depth: the
birthdays).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Optional, Union

from ..errors import InvalidNotationError, InvalidValueError
from ..game import Game, Outcome
from .dead_ending import waiting_game
from .partizan import MisereGame, check_universe, notation_error, skip_spaces

__all__ = ["AugmentedForm", "TOMBSTONE", "simplest_form", "misere_simplest_form"]

#: How the tombstone prints (gemau's and Siegel's ``∎``); ``s`` (gemau's input spelling) is read too.
TOMBSTONE = "\u220e"
_ASCII_TOMBSTONE = "s"

# Outcome bits: Left wins moving first (1), Right wins moving first (2).
_LEFT, _RIGHT = 1, 2


class AugmentedForm:
    """A misère game form whose option sets may hold the tombstone ``∎`` (Siegel's augmented forms).

    Parameters
    ----------
    left, right : iterable of AugmentedForm
        The options.
    left_tombstone, right_tombstone : bool
        Whether Left's (Right's) options hold the tombstone.

    Examples
    --------
    >>> from cgt.misere.augmented import AugmentedForm
    >>> g = AugmentedForm.parse("{∎,0|*}")
    >>> g.left_tombstone, g.left_endlike, g.outcome          # Left moving first wins as from an end
    (True, True, Outcome.N)
    >>> AugmentedForm.parse("{s,0|*}") is g                   # gemau's input spelling
    True
    >>> g.conjugate
    AugmentedForm.parse('{*|0,∎}')
    """

    __slots__ = ("left", "right", "left_tombstone", "right_tombstone", "game", "_birthday", "_bits", "__weakref__")
    _interned: dict[tuple[frozenset["AugmentedForm"], frozenset["AugmentedForm"], bool, bool], "AugmentedForm"] = {}
    left: tuple["AugmentedForm", ...]
    right: tuple["AugmentedForm", ...]
    left_tombstone: bool
    right_tombstone: bool
    #: The same form as a :class:`~cgt.misere.MisereGame` when no follower holds a tombstone, else ``None``.
    game: Optional[MisereGame]

    def __new__(cls, left: Iterable["AugmentedForm"] = (), right: Iterable["AugmentedForm"] = (),
                left_tombstone: bool = False, right_tombstone: bool = False) -> "AugmentedForm":
        ls, rs = frozenset(left), frozenset(right)
        for option in ls | rs:
            if not isinstance(option, AugmentedForm):
                raise InvalidValueError(f"AugmentedForm: option {option!r} is not an AugmentedForm")
        key = (ls, rs, bool(left_tombstone), bool(right_tombstone))
        form = cls._interned.get(key)
        if form is None:
            form = object.__new__(cls)
            form.left, form.right = tuple(ls), tuple(rs)
            form.left_tombstone, form.right_tombstone = key[2], key[3]
            plain = not (key[2] or key[3]) and all(o.game is not None for o in ls | rs)
            form.game = MisereGame([o.game for o in ls], [o.game for o in rs]) if plain else None
            form._birthday = 1 + max((o.birthday for o in ls | rs), default=-1)
            form._bits = None
            cls._interned[key] = form
        return form

    def __getnewargs__(self) -> tuple[tuple["AugmentedForm", ...], tuple["AugmentedForm", ...], bool, bool]:
        return self.left, self.right, self.left_tombstone, self.right_tombstone

    @classmethod
    def of(cls, game: MisereGame) -> "AugmentedForm":
        """Return `game` as an augmented form (no tombstone).

        Raises
        ------
        InvalidValueError
            If `game` is not a :class:`~cgt.misere.MisereGame`.

        Examples
        --------
        >>> from cgt.misere import MisereGame
        >>> from cgt.misere.augmented import AugmentedForm
        >>> g = AugmentedForm.of(MisereGame.parse("{0,*|-1}"))
        >>> g, g.game
        (AugmentedForm.parse('{0,*|1̅}'), MisereGame.parse('{0,*|1̅}'))
        """
        if not isinstance(game, MisereGame):
            raise InvalidValueError(f"AugmentedForm.of: {game!r} is not a MisereGame")
        for g in _children_first(game, _OF.__contains__):
            _OF[g] = cls([_OF[x] for x in g.left], [_OF[x] for x in g.right])
        return _OF[game]

    # -- play -------------------------------------------------------------------------

    @property
    def birthday(self) -> int:
        """The height of the tree (tombstones are not options): 0 for ``0``."""
        return self._birthday  # type: ignore[no-any-return]

    @property
    def left_endlike(self) -> bool:
        """Whether Left has no option or a tombstone."""
        return not self.left or self.left_tombstone

    @property
    def right_endlike(self) -> bool:
        """Whether Right has no option or a tombstone."""
        return not self.right or self.right_tombstone

    @property
    def outcome(self) -> Outcome:
        """The misère outcome, a tombstone winning for its player as having no move does."""
        return (Outcome.P, Outcome.L, Outcome.R, Outcome.N)[self._wins()]

    def _wins(self) -> int:
        for g in _children_first(self, lambda x: x._bits is not None):
            bits = 0
            if g.left_endlike or any(not x._bits & _RIGHT for x in g.left):
                bits |= _LEFT
            if g.right_endlike or any(not x._bits & _LEFT for x in g.right):
                bits |= _RIGHT
            g._bits = bits
        return self._bits  # type: ignore[no-any-return]

    @property
    def conjugate(self) -> "AugmentedForm":
        """The form with the players' roles exchanged, tombstones with them."""
        return AugmentedForm([x.conjugate for x in self.right], [x.conjugate for x in self.left],
                             self.right_tombstone, self.left_tombstone)

    def __add__(self, other: "AugmentedForm") -> "AugmentedForm":
        """The disjunctive sum: it keeps a side's tombstone when both parts are end-like there and one has it.

        Examples
        --------
        >>> from cgt.misere.augmented import AugmentedForm
        >>> g = AugmentedForm.parse("{∎|0}")
        >>> g + AugmentedForm.parse("1̅"), g + AugmentedForm.parse("1")    # 1 is not a Left end
        (AugmentedForm.parse('{∎|1̅,{∎|0}}'), AugmentedForm.parse('{{∎|0}|1}'))
        """
        if not isinstance(other, AugmentedForm):
            return NotImplemented
        key = (self, other)
        found = _SUMS.get(key)
        if found is None:
            found = _SUMS[key] = AugmentedForm(
                [x + other for x in self.left] + [self + x for x in other.left],
                [x + other for x in self.right] + [self + x for x in other.right],
                self.left_endlike and other.left_endlike and (self.left_tombstone or other.left_tombstone),
                self.right_endlike and other.right_endlike and (self.right_tombstone or other.right_tombstone))
        return found

    # -- a universe -------------------------------------------------------------------

    def ge(self, other: "AugmentedForm", universe: str) -> bool:
        """Return whether ``self >= other`` modulo `universe` (the module documentation's test).

        Parameters
        ----------
        other : AugmentedForm
        universe : {"dicot", "dead-ending", "general"}
            ``"general"`` only for forms without tombstones (none arise there).

        Returns
        -------
        bool

        Raises
        ------
        InvalidValueError
            If `universe` is unknown, `other` is not an AugmentedForm, or a
            form with a tombstone is compared modulo every game.

        Examples
        --------
        >>> from cgt.misere.augmented import AugmentedForm
        >>> g, h = AugmentedForm.parse("{∎,0|*}"), AugmentedForm.parse("{0,*|*}")
        >>> g.ge(h, "dicot"), h.ge(g, "dicot")
        (True, True)
        >>> AugmentedForm.parse("{0|*}").ge(h, "dicot")     # without the tombstone, not equal
        False
        """
        check_universe(universe, "ge")
        if not isinstance(other, AugmentedForm):
            raise InvalidValueError(f"ge: {other!r} is not an AugmentedForm")
        if universe == "general" and (self.game is None or other.game is None):
            raise InvalidValueError(f"ge: {self if self.game is None else other} holds a tombstone, which no game "
                                    "of the general universe needs")
        return _ge(self, other, universe)

    def equals(self, other: "AugmentedForm", universe: str) -> bool:
        """Return whether the forms are equal modulo `universe` (each ``>=`` the other).

        Examples
        --------
        >>> from cgt.misere.augmented import AugmentedForm
        >>> AugmentedForm.parse("{1̅|0,∎}").equals(AugmentedForm.parse("{-1|0,*}"), "dead-ending")
        True
        """
        return self.ge(other, universe) and other.ge(self, universe)

    # -- text -------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> "AugmentedForm":
        """Read a form as :meth:`text` prints it: ``{∎,0|*}``; ``s`` for the tombstone, and any :class:`~cgt.misere.MisereGame` text.

        Raises
        ------
        InvalidNotationError
            If `text` is not such a form (the message gives the place).

        Examples
        --------
        >>> from cgt.misere.augmented import AugmentedForm
        >>> AugmentedForm.parse("{ -1 | 0, s }")
        AugmentedForm.parse('{1̅|0,∎}')
        >>> AugmentedForm.parse("{0,|*}")
        Traceback (most recent call last):
        ...
        cgt.errors.InvalidNotationError: '{0,|*}': expected a form at index 3 ('|')
        """
        if not isinstance(text, str):
            raise InvalidValueError(f"AugmentedForm.parse: {text!r} is not text")
        form, at = _read(text, skip_spaces(text, 0))
        if at != len(text):
            raise notation_error(text, at, "expected the end")
        return form

    def text(self, ascii: bool = False) -> str:
        """Return the form as gemau prints it: Left's tombstone first, Right's last, conjugates barred.

        Parameters
        ----------
        ascii : bool
            Write the tombstone ``s`` and Right's integers ``-n``.

        Returns
        -------
        str

        Examples
        --------
        >>> from cgt.misere.augmented import AugmentedForm
        >>> g = AugmentedForm.parse("{-1|0,∎}")
        >>> g.text(), g.text(ascii=True)
        ('{1̅|0,∎}', '{-1|0,s}')
        """
        return _text(self, ascii, {})

    def __str__(self) -> str:
        return _text(self, False, {})

    def __repr__(self) -> str:
        return f"AugmentedForm.parse({_text(self, False, {})!r})"


_OF: dict[MisereGame, AugmentedForm] = {}
_SUMS: dict[tuple[AugmentedForm, AugmentedForm], AugmentedForm] = {}
_GE: dict[tuple[str, AugmentedForm, AugmentedForm], bool] = {}
_STRONG: dict[tuple[str, AugmentedForm, int], bool] = {}
_IN: dict[tuple[str, MisereGame], bool] = {}
_SIMPLEST: dict[tuple[str, AugmentedForm], AugmentedForm] = {}


def _children_first(root: Union[MisereGame, AugmentedForm],
                    known: Callable[..., bool]) -> list[Union[MisereGame, AugmentedForm]]:
    """The followers of `root` (itself included, last) not `known`, each after its options: no recursion."""
    order: list[Union[MisereGame, AugmentedForm]] = []
    done: set[Union[MisereGame, AugmentedForm]] = set()
    stack = [] if known(root) else [root]
    while stack:
        g = stack[-1]
        pending = [x for x in g.left + g.right if x not in done and not known(x)]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        if g not in done:
            done.add(g)
            order.append(g)
    return order


def _member(game: MisereGame, universe: str) -> bool:
    key = (universe, game)
    found = _IN.get(key)
    if found is None:
        found = _IN[key] = (universe == "general" or (game.is_dicot if universe == "dicot" else game.is_dead_ending))
    return found


def _ge(g: AugmentedForm, h: AugmentedForm, universe: str) -> bool:
    if g is h:
        return True
    key = (universe, g, h)
    found = _GE.get(key)
    if found is not None:
        return found
    if g.game is not None and h.game is not None and _member(g.game, universe) and _member(h.game, universe):
        found = g.game.ge(h.game, universe)  # games of the universe: its own comparison
    else:
        found = ((not h.left_endlike or _strong(g, 0, universe))
                 and (not g.right_endlike or _strong(h, 1, universe))
                 and all(any(_ge(gl, hl, universe) for gl in g.left) or any(_ge(g, x, universe) for x in hl.right)
                         for hl in h.left)
                 and all(any(_ge(gr, hr, universe) for hr in h.right) or any(_ge(x, h, universe) for x in gr.left)
                         for gr in g.right))
    _GE[key] = found
    return found


def _strong(g: AugmentedForm, side: int, universe: str) -> bool:
    """Whether `g` is Left-strong (side 0) or Right-strong (side 1) modulo `universe`."""
    key = (universe, g, side)
    found = _STRONG.get(key)
    if found is None:
        bit = (_LEFT, _RIGHT)[side]
        found = bool(g._wins() & bit)
        if found and universe == "dead-ending":
            # Beside Right's waiting game of g's birthday (Left's, for Right): every other end does no better.
            w = AugmentedForm.of(waiting_game(max(g.birthday, 1), MisereGame))
            found = bool((g + (w if side == 0 else w.conjugate))._wins() & bit)
        _STRONG[key] = found
    return found


def simplest_form(game: Union[MisereGame, AugmentedForm], universe: str) -> AugmentedForm:
    """Return Siegel's simplest form of `game` modulo `universe`: equal to it, and the same for equal games.

    Parameters
    ----------
    game : MisereGame or AugmentedForm
        A game of the universe (checked), or an augmented form (taken as one).
    universe : {"dicot", "dead-ending", "general"}
        Modulo every game (``"general"``) it is
        :func:`~cgt.misere.general_simplest_form`, with no tombstone.

    Returns
    -------
    AugmentedForm

    Raises
    ------
    InvalidValueError
        If `universe` is unknown, `game` is neither, a game is not in the
        universe (the message says why), or a form with a tombstone is
        simplified modulo every game.

    Examples
    --------
    >>> from cgt.misere import MisereGame
    >>> from cgt.misere.augmented import simplest_form
    >>> simplest_form(MisereGame.parse("{0,*|*}"), "dicot")             # gemau's dicot test
    AugmentedForm.parse('{∎,0|*}')
    >>> simplest_form(MisereGame.parse("{-1|0,*}"), "dead-ending")      # gemau's dead-ending test
    AugmentedForm.parse('{1̅|0,∎}')
    >>> simplest_form(MisereGame.parse("{*|*}"), "dicot"), simplest_form(MisereGame.parse("{*|*}"), "general")
    (AugmentedForm.parse('0'), AugmentedForm.parse('{*|*}'))
    """
    check_universe(universe, "simplest_form")
    if isinstance(game, MisereGame):
        if not _member(game, universe):
            try:
                game.ge(game, universe)  # the forms' own check names the follower at fault
            except InvalidValueError as error:
                raise InvalidValueError(f"simplest_form: {str(error).removeprefix('ge: ')}") from None
        if universe == "general":
            return AugmentedForm.of(game.reduced("general"))
        form = AugmentedForm.of(game)
    elif isinstance(game, AugmentedForm):
        form = game
        if universe == "general":
            if game.game is None:
                raise InvalidValueError(f"simplest_form: {game} holds a tombstone, which no game of the general "
                                        "universe needs")
            return AugmentedForm.of(game.game.reduced("general"))
    else:
        raise InvalidValueError(f"simplest_form: {game!r} is not a MisereGame or an AugmentedForm")
    return _simplest(form, universe)


def _simplest(form: AugmentedForm, universe: str) -> AugmentedForm:
    for g in _children_first(form, lambda x: (universe, x) in _SIMPLEST):
        _settle(g, universe)
    return _SIMPLEST[(universe, form)]


def _settle(form: AugmentedForm, universe: str) -> None:
    """Find and keep the simplest form of `form`, its options' being known."""
    g = AugmentedForm([_SIMPLEST[(universe, x)] for x in form.left], [_SIMPLEST[(universe, x)] for x in form.right],
                      form.left_tombstone, form.right_tombstone)
    born = [False, False]  # a tombstone made here by a reversal (through an end or a tombstone), on each side
    while True:
        bypassed = _bypass(g, universe, born)
        if bypassed is not None:
            g = bypassed
            continue
        pruned = _undominated(g, universe)
        if pruned is g:
            break
        g = pruned
    for side in (0, 1):
        if born[side]:
            # The tombstone stays only where it is needed: where, without it, the form is not strong there.
            without = AugmentedForm(g.left, g.right, g.left_tombstone and side == 1, g.right_tombstone and side == 0)
            if _strong(without, side, universe):
                g = without
    _SIMPLEST[(universe, form)] = g
    _SIMPLEST.setdefault((universe, g), g)


def _bypass(g: AugmentedForm, universe: str, born: list[bool]) -> Optional[AugmentedForm]:
    """`g` with one reversible option bypassed (a tombstone where it reverses through an end), or ``None``."""
    for side in (0, 1):
        mine = (g.left, g.right)[side]
        for a in mine:
            for back in (a.right, a.left)[side]:
                if _ge(g, back, universe) if side == 0 else _ge(back, g, universe):
                    onward = [_simplest(x, universe) for x in (back.left, back.right)[side]]
                    rest = [b for b in mine if b is not a] + onward
                    tombs = [g.left_tombstone, g.right_tombstone]
                    # Through an end, or through a form holding a tombstone on this side: the tombstone moves up.
                    if not onward or (back.left_tombstone, back.right_tombstone)[side]:
                        tombs[side] = born[side] = True
                    return AugmentedForm(*((rest, g.right) if side == 0 else (g.left, rest)), *tombs)
    return None


def _undominated(g: AugmentedForm, universe: str) -> AugmentedForm:
    """`g` without dominated options: Left keeps her larger, Right his smaller (of two equal, one)."""
    sides = []
    for side in (0, 1):
        kept = list((g.left, g.right)[side])
        for a in (g.left, g.right)[side]:
            if any(b is not a and (_ge(b, a, universe) if side == 0 else _ge(a, b, universe)) for b in kept):
                kept.remove(a)
        sides.append(kept)
    if len(sides[0]) == len(g.left) and len(sides[1]) == len(g.right):
        return g
    return AugmentedForm(sides[0], sides[1], g.left_tombstone, g.right_tombstone)


# -- text -----------------------------------------------------------------------------


def _text(form: AugmentedForm, ascii: bool, memo: dict[AugmentedForm, str]) -> str:
    found = memo.get(form)
    if found is None:
        if form.game is not None:
            found = form.game.text(ascii)  # no tombstone in it: as MisereGame prints it
        else:
            sides = [[t for _, t in sorted((x.birthday, _text(x, ascii, memo)) for x in options)]
                     for options in (form.left, form.right)]
            tomb = _ASCII_TOMBSTONE if ascii else TOMBSTONE
            if form.left_tombstone:
                sides[0].insert(0, tomb)
            if form.right_tombstone:
                sides[1].append(tomb)
            found = "{" + ",".join(sides[0]) + "|" + ",".join(sides[1]) + "}"
        memo[form] = found
    return found


def _read(text: str, at: int) -> tuple[AugmentedForm, int]:
    if at < len(text) and text[at] == "{":
        sides: list[tuple[list[AugmentedForm], bool]] = []
        at = skip_spaces(text, at + 1)
        for closer in "|}":
            options, tomb = [], False
            while at < len(text) and text[at] != closer:
                if text[at] in (TOMBSTONE, _ASCII_TOMBSTONE):
                    tomb, at = True, skip_spaces(text, at + 1)
                else:
                    option, at = _read(text, at)
                    options.append(option)
                if at < len(text) and text[at] == ",":
                    at = skip_spaces(text, at + 1)
                    if at < len(text) and text[at] in "|}":
                        raise notation_error(text, at, "expected a form")
                elif at < len(text) and text[at] != closer:
                    raise notation_error(text, at, f"expected ',' or {closer!r}")
            if at >= len(text):
                raise notation_error(text, at, f"expected ',' or {closer!r}")
            sides.append((options, tomb))
            at = skip_spaces(text, at + 1)
        return AugmentedForm(sides[0][0], sides[1][0], sides[0][1], sides[1][1]), at
    # A game without braces (0, *, an integer, barred or not): MisereGame reads it.
    end = at
    while end < len(text) and text[end] not in ",|}{" and not text[end].isspace():
        end += 1
    if end == at:
        raise notation_error(text, at, "expected a form")
    try:
        game = MisereGame.parse(text[at:end])
    except InvalidNotationError:
        raise notation_error(text, at, "expected a form") from None
    return AugmentedForm.of(game), skip_spaces(text, end)


def misere_simplest_form(game: Game, position: Hashable, universe: str) -> Union[MisereGame, AugmentedForm]:
    """Return the misère simplest form of `position` of `game` modulo `universe`.

    The position's tree (:meth:`~cgt.misere.MisereGame.of`) simplified:
    modulo every game its simplest form, a game tree
    (:func:`~cgt.misere.general_simplest_form`); modulo the dicot and
    dead-ending universes Siegel's simplest form (:func:`~cgt.misere.simplest_form`), an
    augmented form that may hold tombstones (its ``.game`` is the tree when it
    holds none). Equal positions have the same simplest form in each.

    Parameters
    ----------
    game : Game
        A partizan (or impartial) game.
    position : hashable
        The position.
    universe : {"dicot", "general", "dead-ending"}
        The universe of the comparison; the position must be in it.

    Returns
    -------
    MisereGame or AugmentedForm
        A :class:`~cgt.misere.MisereGame` for ``"general"``, an
        :class:`~cgt.misere.AugmentedForm` for the other two.

    Raises
    ------
    InvalidValueError
        If `universe` is unknown or the position is not in it (the message
        names the universe and a follower at fault).
    NotAGameError, UnhashablePositionError
        As :meth:`~cgt.misere.MisereGame.of`.

    Examples
    --------
    >>> import cgt
    >>> from cgt.games import Domineering
    >>> cgt.misere_simplest_form(Domineering(), "..|..", "general")   # each domino leaves the other player none
    MisereGame.parse('{1|1̅}')
    >>> cgt.misere_simplest_form(Domineering(), "...|...", "general")  # its tree is already simplest
    MisereGame.parse('{2,{1|1̅}|{1̅|0,1}}')
    >>> cgt.misere_simplest_form(Domineering(), "...|...", "dead-ending")   # Right's 1 reverses through an end
    AugmentedForm.parse('{2,{1|1̅}|{1̅|0,∎}}')
    """
    tree = MisereGame.of(game, position)
    if universe == "general":
        return tree.reduced(universe)
    return simplest_form(tree, universe)
