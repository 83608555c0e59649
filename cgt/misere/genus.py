"""Misère play: the genus of a position, misère canonical forms, tame sums and misère Nim.

Under misère play the player who cannot move *wins*. Misère values do not add
like nimbers (``*1 + *1`` is a misère N-position, as ``0`` is), so the misère
nim value (:func:`cgt.misere_value`) is searched on the whole position. Conway's
*genus* carries more: ``g^(γ0 γ1 γ2 ...)`` where ``g`` is the normal-play
Grundy value and ``γk`` the misère nim value of the position plus ``k`` heaps
of 2 (``*2 + *2 + ...``); the sequence ends with period 2. Positions whose
misère play is "like Nim" are *tame*, and tame positions add by rule.

Everything here comes from the misère canonical form of a position
(Conway, *On Numbers and Games*, ch. 12): equal misère games have one
simplest form, obtained by simplifying options and deleting reversible
ones. The forms are interned in one table shared by every game, the way
CGSuite does (Dan Hoey's MisereCanonicalGameOps), and the *phylum* of each
form (nim heap, tame, restive, tameable, restless, wild) decides how its
genus is printed, exactly as CGSuite prints it: ``3`` for a position equal to
a nim heap, ``2^2`` for a tame one, ``4^146`` for a wild one (entries of two
digits are written ``6^(1,9,10,8)``).

Positions are valued by the one search of :mod:`cgt.solver` (a kind of value,
:data:`MISERE_FORM`, never decomposed); only a sum of tame components is
combined by rule instead of searched.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, Optional

from ..errors import LoopyGameError
from ..game import Game, Outcome
from ..nimbers import mex_unchecked
from ..solver import Kind, evaluate
from ..sums import components_of

__all__ = [
    "Genus",
    "MISERE_FORM",
    "MISERE_FORMS",
    "MisereFormTable",
    "PHYLA",
    "genus_of_form",
    "misere_form",
    "genus",
    "misere_nim_value",
    "misere_nim_outcome",
    "misere_nim_winning_moves",
]

#: CGSuite's phyla of misère forms (org.cgsuite.core.misere.Phylum), in its order:
#: ``MISERE_FORMS.phylum[form]`` indexes this tuple.
PHYLA = (
    "NIMHEAP", "HEREDITARILY_TAME", "REVERSIBLY_TAME", "TAMEABLE", "WILD_OF_TAME_GENUS",
    "HEREDITARILY_RESTIVE", "REVERSIBLY_RESTIVE", "WILD_OF_RESTIVE_GENUS", "RESTLESS",
    "WILD_OF_RESTLESS_GENUS", "WILD",
)
_NIMHEAP, _HER_TAME, _REV_TAME, _TAMEABLE, _WILD_TAME_GENUS = 0, 1, 2, 3, 4
_HER_RESTIVE, _REV_RESTIVE, _WILD_RESTIVE_GENUS, _RESTLESS, _WILD_RESTLESS_GENUS, _WILD = 5, 6, 7, 8, 9, 10
_TAME = (_NIMHEAP, _HER_TAME, _REV_TAME)
_RESTIVE_OR_TAME = (_NIMHEAP, _HER_TAME, _REV_TAME, _HER_RESTIVE, _REV_RESTIVE)
_TAMEABLE_PHYLA = (_NIMHEAP, _HER_TAME, _REV_TAME, _TAMEABLE)
_PHYLUM_NAMES = {
    _NIMHEAP: "nim heap",
    _HER_TAME: "tame",
    _REV_TAME: "tame",
    _TAMEABLE: "tameable",
    _HER_RESTIVE: "restive",
    _REV_RESTIVE: "restive",
    _RESTLESS: "restless",
    _WILD: "wild",
}


def _digit(digits: tuple[int, ...], i: int) -> int:
    """Entry `i` of a genus sequence kept as a prefix that then repeats its last two entries."""
    n = len(digits)
    return digits[i] if i < n else digits[n - 2 + ((n ^ i) & 1)]


class MisereFormTable:
    """The interned misère canonical forms: options, G+, G-, birthday, phylum and genus digits of each.

    A form is an int, its index in the table (``0`` is the empty game); equal
    ints are equal misère games. :data:`MISERE_FORMS` is the one table, shared by
    the solver (:data:`MISERE_FORM`), :func:`genus` and
    :class:`cgt.MisereCanonicalForm`.

    Examples
    --------
    >>> from cgt.misere.genus import MISERE_FORMS
    >>> star2 = MISERE_FORMS.canonical([0, MISERE_FORMS.canonical([0])])   # {0, *}
    >>> MISERE_FORMS.birthday[star2], MISERE_FORMS.plus[star2], MISERE_FORMS.minus[star2]
    (2, 2, 2)
    """

    def __init__(self) -> None:
        self.options: list[frozenset[int]] = [frozenset()]
        self.index: dict[frozenset[int], int] = {frozenset(): 0}
        self.plus = [0]
        self.minus = [1]
        self.birthday = [0]
        self.phylum = [_NIMHEAP]
        # The misère values of 0, 0 + *2, 0 + *2 + *2, ...: 1, 2, 0, 2, 0, ...
        self.digits: list[tuple[int, ...]] = [(1, 2, 0)]

    def canonical(self, options: Iterable[int]) -> int:
        """The form of the game whose options are the forms `options` (simplified)."""
        found = frozenset(options)
        known = self.index.get(found)
        if known is not None:
            return known
        opts = self.options
        # Deleting reversible options (Conway): if every option outside the
        # options S of some form K has K as an option, the game equals K.
        # For K = 0 the game must also be a misère N-position, as 0 is.
        if all(0 in opts[o] for o in found) and any(self.minus[o] == 0 for o in found):
            return 0
        for o in found:
            for k in opts[o]:
                if k and opts[k] <= found and all(k in opts[t] for t in found - opts[k]):
                    return k
        return self._record(found)

    def next_nim_heap(self, heaps: list[int]) -> int:
        """The form of the nim heap ``*n`` from the forms `heaps` of ``*0 .. *(n-1)``.

        A nim heap is canonical as it stands (no option reverses), so it is
        recorded without the reversibility test, quadratic in ``n``.
        """
        found = frozenset(heaps)
        known = self.index.get(found)
        return known if known is not None else self._record(found)

    def _record(self, found: frozenset[int]) -> int:
        ident = len(self.options)
        plus = mex_unchecked([self.plus[o] for o in found])
        minus = mex_unchecked([self.minus[o] for o in found])
        self.options.append(found)
        self.index[found] = ident
        self.plus.append(plus)
        self.minus.append(minus)
        self.birthday.append(1 + max(self.birthday[o] for o in found))
        self.phylum.append(self._phylum(found, plus, minus))
        self.digits.append(self._digits(found))
        return ident

    def _digits(self, found: frozenset[int]) -> tuple[int, ...]:
        # γ0 = mex of the options' γ0; γk = mex of the options' γk and of
        # γ(k-1), γ(k-1) ^ 1 (the moves in the k-th *2, to *1 and to 0).
        rows = [self.digits[o] for o in found]
        longest = max(len(d) for d in rows)
        seq = [mex_unchecked([_digit(d, 0) for d in rows])]
        i = 1
        while True:
            prev = seq[-1]
            seq.append(mex_unchecked([prev, prev ^ 1] + [_digit(d, i) for d in rows]))
            # Past the options' prefixes the entries follow from the previous
            # one and the parity: one repeat two steps apart repeats forever.
            if i >= longest + 1 and seq[i] == seq[i - 2]:
                break
            i += 1
        k = len(seq) - 1
        while k > 1 and seq[k] == seq[k - 2]:
            k -= 1
        return tuple(seq[: k + 1])

    def _phylum(self, found: frozenset[int], plus: int, minus: int) -> int:
        """CGSuite's classification of a new form (Hoey), from its options' phyla."""
        phyla = self.phylum
        wildest = _NIMHEAP
        for o in found:
            if wildest in _TAME and phyla[o] > wildest:
                wildest = phyla[o]
        if plus == minus or (plus | minus) & ~1 == 0:
            mine = _WILD_TAME_GENUS
        elif plus < 2:
            mine = _WILD_RESTIVE_GENUS
        elif minus < 2:
            mine = _WILD_RESTLESS_GENUS
        else:
            mine = _WILD
        if wildest == _NIMHEAP and mine == _WILD_TAME_GENUS and (plus > 1 or plus != minus):
            return _NIMHEAP
        if wildest in (_NIMHEAP, _HER_TAME) and mine in (_WILD_TAME_GENUS, _WILD_RESTIVE_GENUS):
            return _HER_TAME if mine == _WILD_TAME_GENUS else _HER_RESTIVE
        if wildest in _TAME:
            if mine == _WILD_TAME_GENUS:
                return _REV_TAME
            if mine == _WILD_RESTIVE_GENUS:
                return _REV_RESTIVE
            if mine == _WILD_RESTLESS_GENUS:
                return _RESTLESS
        if mine in (_WILD_TAME_GENUS, _WILD_RESTIVE_GENUS):
            mine = self._reversibly(found, plus, minus, mine)
        return _WILD if mine in (_WILD_TAME_GENUS, _WILD_RESTIVE_GENUS, _WILD_RESTLESS_GENUS) else mine

    def _reversibly(self, found: frozenset[int], plus: int, minus: int, mine: int) -> int:
        """Whether wild options reverse through tame (or restive, tameable) ones."""
        phyla, opts = self.phylum, self.options
        tame_genus = mine == _WILD_TAME_GENUS
        possible = [_REV_TAME, _TAMEABLE] if tame_genus else [_REV_RESTIVE]
        plus_seen: set[int] = set()
        minus_seen: set[int] = set()
        tameable_plus: set[int] = set()
        tameable_minus: set[int] = set()
        for o in found:
            if phyla[o] in _TAME:
                plus_seen.add(self.plus[o])
                minus_seen.add(self.minus[o])
                continue
            tameable_found = False
            if _TAMEABLE in possible and phyla[o] == _TAMEABLE:
                tameable_plus.add(self.plus[o])
                tameable_minus.add(self.minus[o])
                tameable_found = True
            minus_hit = plus_hit = False
            tameable_minus_hit = tameable_plus_hit = tameable_found
            for s in opts[o]:
                sp, s_plus, s_minus = phyla[s], self.plus[s], self.minus[s]
                if sp in _TAME and tame_genus:
                    minus_hit |= minus == s_minus
                    plus_hit |= plus == s_plus
                elif sp in _RESTIVE_OR_TAME and not tame_genus:
                    minus_hit |= minus == s_minus and (s_plus & ~1 == 0 or (s_plus ^ minus) & ~1 == 0)
                    plus_hit |= plus == s_plus and (s_minus & ~1 == 0 or (s_minus ^ minus) & ~1 == 0)
                elif sp == _TAMEABLE and _TAMEABLE in possible:
                    tameable_minus_hit |= minus == s_minus
                    tameable_plus_hit |= plus == s_plus
            if not (minus_hit and plus_hit):
                possible = [p for p in possible if p == _TAMEABLE]
                if not (tameable_minus_hit and tameable_plus_hit):
                    possible = []
                if not possible:
                    return mine
        if plus != mex_unchecked(list(plus_seen)) or minus != mex_unchecked(list(minus_seen)):
            possible = [p for p in possible if p == _TAMEABLE]
        if _TAMEABLE in possible:
            plus_seen |= tameable_plus
            minus_seen |= tameable_minus
            if (plus != mex_unchecked(list(plus_seen)) or minus != mex_unchecked(list(minus_seen))) and (plus_seen or plus > 0):
                possible.remove(_TAMEABLE)
        return possible[0] if possible else mine


#: The one table of misère canonical forms.
MISERE_FORMS = MisereFormTable()


class _MisereForm(Kind):
    """The misère canonical form (an id in the shared table): never decomposed, as misère sums are not."""

    add = None

    def combine(self, values: list[Any], context: Any = None) -> int:
        return MISERE_FORMS.canonical(values)


#: The kind of value behind :func:`genus`: a position's misère canonical form,
#: as an id in cgt's table of forms (equal ids: equal in misère play).
MISERE_FORM: Kind = _MisereForm("misere form")


class Genus:
    """The genus of a position, printed as CGSuite prints it.

    Parameters
    ----------
    normal : int
        ``g``, the normal-play Grundy value.
    misere : tuple of int
        ``γ0, γ1, ...``: the misère nim values of the position plus 0, 1,
        2, ... heaps of 2. Entries after the last repeat the last two.
    phylum : str
        ``"nim heap"`` (printed ``g``), ``"tame"`` or ``"restive"`` (printed
        ``g^γ0``), or ``"tameable"``, ``"restless"``, ``"wild"`` (printed with
        the whole sequence, shortest form of at least two entries).

    Examples
    --------
    >>> import cgt
    >>> [str(cgt.genus(cgt.games.KAYLES, n)) for n in range(8)]
    ['0', '1', '2', '3', '1', '4^146', '3', '2^2']
    >>> g = cgt.genus(cgt.games.KAYLES, 5)
    >>> g.normal, g.misere_value, g[4], g.tame
    (4, 1, 6, False)
    >>> g
    Genus(4, (1, 4, 6), 'restless')
    """

    __slots__ = ("normal", "misere", "phylum")

    def __init__(self, normal: int, misere: tuple[int, ...], phylum: str) -> None:
        self.normal = normal
        self.misere = tuple(misere)
        self.phylum = phylum

    @property
    def misere_value(self) -> int:
        """``γ0``, the misère nim value of the position itself."""
        return self.misere[0]

    @property
    def tame(self) -> bool:
        """Whether the position is tame (its misère play is like Nim's)."""
        return self.phylum in ("nim heap", "tame")

    def __getitem__(self, k: int) -> int:
        """``γk``: the misère nim value of the position plus ``k`` heaps of 2."""
        return _digit(self.misere, k)

    def sequence(self, n: int) -> list[int]:
        """Return ``γ0 .. γ(n-1)``."""
        return [_digit(self.misere, k) for k in range(n)]

    def __str__(self) -> str:
        if self.phylum == "nim heap":
            return str(self.normal)
        if self.phylum in ("tame", "restive"):
            shown: tuple[int, ...] = self.misere[:1]
        else:
            k = max(1, len(self.misere) - 1)
            while k > 1 and self[k] == self[k - 2]:
                k -= 1
            shown = tuple(self[i] for i in range(k + 1))
        if max(shown) >= 10:
            return f"{self.normal}^({','.join(map(str, shown))})"
        return f"{self.normal}^{''.join(map(str, shown))}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Genus) and str(other) == str(self) and other.sequence(8) == self.sequence(8)

    def __hash__(self) -> int:
        return hash((Genus, str(self)))

    def __repr__(self) -> str:
        return f"Genus({self.normal}, {self.misere!r}, {self.phylum!r})"


def genus_of_form(form: int) -> Genus:
    """Return the genus of the form `form` of :data:`MISERE_FORMS`.

    Examples
    --------
    >>> from cgt.misere.genus import MISERE_FORMS, genus_of_form
    >>> print(genus_of_form(MISERE_FORMS.canonical([0])))   # *
    1
    """
    return Genus(MISERE_FORMS.plus[form], MISERE_FORMS.digits[form], _PHYLUM_NAMES.get(MISERE_FORMS.phylum[form], "wild"))


def misere_form(game: Game, position: Hashable) -> int:
    """Return the misère canonical form of `position`, as a form of :data:`MISERE_FORMS`.

    Raises
    ------
    LoopyGameError
        If a position can be reached from itself (the message points to
        :mod:`cgt.loopy`).

    Examples
    --------
    >>> import cgt
    >>> from cgt.misere.genus import misere_form
    >>> misere_form(cgt.games.Nim(), (1, 1)) == misere_form(cgt.games.Nim(), ())   # * + * = 0
    True
    """
    try:
        return evaluate(game, position, MISERE_FORM)  # type: ignore[no-any-return]
    except LoopyGameError as exc:
        raise LoopyGameError(
            f"{exc} The genus needs a game without cycles; for a loopy game use cgt.loopy.value "
            "(generalized Sprague-Grundy values) instead",
            exc.position,
            exc.cycle,
        ) from None


def genus(game: Game, position: Hashable) -> Genus:
    """Return the genus of `position` (CGSuite's ``Genus``).

    A position that the game splits into components (``decompose``: a
    :class:`cgt.Sum`, several heaps) whose components are all tame is valued
    by the rule for tame sums, without searching the sum: the normal values
    xor, and the misère value is the normal one unless every component is
    *fickle* (genus ``0^1`` or ``1^0``), then the normal one xor 1. Any other
    position is searched whole (misère sums do not decompose).

    Parameters
    ----------
    game : Game
        A game without cycles.
    position : hashable
        A position of `game`.

    Returns
    -------
    Genus
        ``str(genus)`` is CGSuite's text: ``3``, ``2^2``, ``4^146``, ``0^120``.

    Raises
    ------
    LoopyGameError
        If a position can be reached from itself (the message points to
        :mod:`cgt.loopy`).
    NotAGameError, UnhashablePositionError
        As :func:`cgt.grundy`.

    Examples
    --------
    >>> import cgt
    >>> print(cgt.genus(cgt.games.Nim(), (2, 2)), cgt.genus(cgt.games.DAWSONS_KAYLES, 10))
    0^0 3^1431
    >>> print(cgt.genus(cgt.games.KAYLES, (7, 8)))   # 2^2 + 1^1, by the tame rule
    3^3
    """
    parts = components_of(game, position)
    if len(parts) > 1:
        genera = [genus(g, p) for g, p, _ in parts]
        if all(g.tame for g in genera):
            return _tame_sum(genera)
        return genus_of_form(misere_form(game, position))
    component_game, component, _ = parts[0]
    return genus_of_form(misere_form(component_game, component))


def _tame_sum(genera: list[Genus]) -> Genus:
    normal = 0
    for g in genera:
        normal ^= g.normal
    heaps = [g for g in genera if g.normal]
    # A sum of nim heaps with at most one heap above 1 is itself a nim heap.
    if all(g.phylum == "nim heap" for g in genera) and sum(g.normal > 1 for g in heaps) <= 1:
        phylum = "nim heap"
    else:
        phylum = "tame"
    fickle = all(g.normal <= 1 and g.misere_value == 1 - g.normal for g in genera)
    minus = normal ^ 1 if fickle else normal
    return Genus(normal, _tame_digits(normal, minus), phylum)


def _tame_digits(normal: int, minus: int) -> tuple[int, ...]:
    # A tame genus a^b continues a, a ^ 2, a, ... after its first entry (CGSuite's Genus.supDigit).
    return (minus, normal ^ 2, normal)


def misere_nim_value(heaps: Iterable[int]) -> int:
    """Return the misère nim value of a Nim position, by rule (Nim is tame).

    The normal value (the xor of the heaps) when some heap has 2 or more,
    otherwise that xor flipped: ``1 - (number of 1-heaps mod 2)``.

    Parameters
    ----------
    heaps : iterable of int
        Heap sizes.

    Returns
    -------
    int
        The same as ``cgt.misere_value(cgt.games.Nim(), tuple(heaps))``.

    Examples
    --------
    >>> from cgt.misere import misere_nim_value
    >>> misere_nim_value([1, 1, 1]), misere_nim_value([1, 1]), misere_nim_value([2, 2])
    (0, 1, 0)
    """
    heaps = list(heaps)
    total = 0
    for h in heaps:
        total ^= h
    return total if any(h > 1 for h in heaps) else total ^ 1


def misere_nim_outcome(heaps: Iterable[int]) -> Outcome:
    """Return the misère outcome of a Nim position by Bouton's rule.

    Examples
    --------
    >>> from cgt.misere import misere_nim_outcome
    >>> misere_nim_outcome([1, 1, 1]), misere_nim_outcome([1, 2, 2]), misere_nim_outcome([1, 2, 3])
    (Outcome.P, Outcome.N, Outcome.P)
    """
    return Outcome.P if misere_nim_value(heaps) == 0 else Outcome.N


def misere_nim_winning_moves(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Return the winning moves of misère Nim by Bouton's rule, without search.

    Play as in normal Nim (make the xor 0) unless that move would leave only
    heaps of size at most 1; then leave an odd number of 1-heaps instead.

    Parameters
    ----------
    heaps : tuple of int
        Heap sizes.

    Returns
    -------
    list of tuple of int
        Every winning move, as the position it leads to, heap by heap and
        smaller heaps first; empty for a P-position. The same set as
        ``cgt.winning_moves(cgt.games.Nim(), heaps, misere=True)``.

    Examples
    --------
    >>> from cgt.misere import misere_nim_winning_moves
    >>> misere_nim_winning_moves((1, 1, 5))   # normal play would leave (1, 1, 0)
    [(1, 1, 1)]
    >>> misere_nim_winning_moves((2, 3))
    [(2, 2)]
    """
    heaps = tuple(heaps)
    big = [i for i, h in enumerate(heaps) if h > 1]
    moves = []
    if len(big) == 1:
        # The last big heap: reduce it to 0 or 1, leaving an odd number of 1-heaps.
        i = big[0]
        ones = sum(1 for h in heaps if h == 1)
        keep = 0 if ones % 2 == 1 else 1
        moves.append(heaps[:i] + (keep,) + heaps[i + 1 :])
        return moves
    if not big:
        # Only 0- and 1-heaps: take a 1-heap when that leaves an odd number.
        ones = sum(heaps)
        if ones % 2 == 1:
            return []
        return [heaps[:i] + (0,) + heaps[i + 1 :] for i, h in enumerate(heaps) if h == 1]
    total = 0
    for h in heaps:
        total ^= h
    for i, h in enumerate(heaps):
        if h ^ total < h:
            moves.append(heaps[:i] + (h ^ total,) + heaps[i + 1 :])
    return moves
