"""Siegel's augmented forms and simplest forms modulo D (dicots) and E (dead-ending games), against gemau and play.

gemau (A. Davies, github.com/alfiemd/gemau, commit 244be5cc) implements Siegel's simplest forms
(arXiv:2312.16259); its unit tests for them are reproduced here exactly, in our notation (gemau's ``-1`` is
``1`` barred, its input ``s`` the tombstone). The other tests prove the properties Siegel's theorem states:
the simplest form equals the game (by the comparison, and by play against test games, tombstones played by
their rule in a brute-force player written here), equal games have the same simplest form, and simplifying a
simplest form changes nothing.
"""

from __future__ import annotations

import itertools
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Outcome
from cgt.errors import CgtError, InvalidNotationError, InvalidValueError
from cgt.misere import AugmentedForm, MisereGame, dead_ending, simplest_form
from misere_forms import forms_born_by

ZERO = MisereGame()
STAR = MisereGame([ZERO], [ZERO])
ONE = MisereGame([ZERO])
TOMB = "\u220e"
BAR = "\u0305"


DAY2 = forms_born_by(2)
DICOTS2 = [g for g in DAY2 if g.is_dicot]
DEAD2 = [g for g in DAY2 if g.is_dead_ending]
ENDS3 = dead_ending.left_dead_ends(3, MisereGame)
# Test games: every game of the universe born by day 2 (and, in E, the dead ends up to depth 3), as the
# tests of the comparisons use them (test_misere_partizan.py, test_misere_dead_ending.py).
TESTS = {"dicot": DICOTS2, "dead-ending": sorted({*DEAD2, *ENDS3, *(x.conjugate for x in ENDS3)}, key=str)}
MEMBER = {"dicot": lambda g: g.is_dicot, "dead-ending": lambda g: g.is_dead_ending}


def _sample(universe: str, count: int, seed: int) -> list[MisereGame]:
    """The universe's games of day 2, and `count` of day 3 ({A|B}, A and B nonempty sets of those)."""
    base = [g for g in DAY2 if MEMBER[universe](g)]
    rng = random.Random(seed)
    sides = [s for k in range(1, 4) for s in itertools.combinations(base, k)]
    return base + [g for g in (MisereGame(rng.choice(sides), rng.choice(sides)) for _ in range(count))
                   if MEMBER[universe](g)]


# -- a brute-force player: tombstones by their rule, no sums built --------------------------------


def _wins(parts: tuple[AugmentedForm, ...], left: bool, memo: dict) -> bool:
    """Whether the player to move wins the sum of `parts`: every part end-like for him (and, with options
    somewhere, a tombstone among them) is a win, as no move at all is; else some move must leave a loss."""
    key = (tuple(sorted(parts, key=id)), left)
    found = memo.get(key)
    if found is None:
        endlike = all((p.left_endlike if left else p.right_endlike) for p in parts)
        moves = [parts[:i] + (o,) + parts[i + 1:] for i, p in enumerate(parts) for o in (p.left if left else p.right)]
        found = memo[key] = endlike or any(not _wins(m, not left, memo) for m in moves)
    return found


_MEMO: dict = {}
# (Left wins moving first, Right wins moving first) -> the outcome.
OUTCOMES = {(True, True): Outcome.N, (True, False): Outcome.L, (False, True): Outcome.R, (False, False): Outcome.P}


def _outcome(*parts: AugmentedForm) -> tuple[bool, bool]:
    return _wins(parts, True, _MEMO), _wins(parts, False, _MEMO)


# -- gemau's tests -------------------------------------------------------------------------------


def test_gemau_dicot_simplest_form():
    # gemau, src/forms/augmented/dicot.rs, test_simplest_form: Dicot::from_string("{0,*|*}").canonical()
    # equals Dicot::from_string("{s,0|*}") and prints "{\u{220E},0|*}".
    s = simplest_form(MisereGame.parse("{0,*|*}"), "dicot")
    assert s is AugmentedForm.parse("{s,0|*}")
    assert str(s) == "{" + TOMB + ",0|*}"
    assert s.equals(AugmentedForm.parse("{s,0|*}"), "dicot")


def test_gemau_dead_ending_simplest_form():
    # gemau, src/forms/augmented/deadending.rs, test_simplest_form: Deadending::from_string("{-1|0,*}")
    # .canonical() equals Deadending::from_string("{-1|0,s}").
    s = simplest_form(MisereGame.parse("{-1|0,*}"), "dead-ending")
    assert s is AugmentedForm.parse("{-1|0,s}")
    assert str(s) == "{1" + BAR + "|0," + TOMB + "}" and s.text(ascii=True) == "{-1|0,s}"


def test_the_tombstone_is_where_the_reduced_form_keeps_a_game():
    # The reduced forms (test_misere_papers.py) keep a game form where the tombstone stands: * among dicots,
    # 1 in E. Both are equal to the simplest forms, which have no more options.
    for universe, text, reduced in (("dicot", "{0,*|*}", "{0,*|*}"), ("dead-ending", "{-1|0,*}", "{-1|0,1}")):
        g = MisereGame.parse(text)
        assert g.reduced(universe) is MisereGame.parse(reduced)
        assert simplest_form(g, universe).equals(AugmentedForm.of(g.reduced(universe)), universe)


# -- Siegel's theorem, on samples and by hypothesis ----------------------------------------------


@pytest.mark.parametrize("universe", ["dicot", "dead-ending"])
def test_simplest_forms_are_unique_equal_and_no_larger_than_reduced_forms(universe):
    games = _sample(universe, 150, seed=5)
    simplest = {g: simplest_form(g, universe) for g in games}
    equal_pairs = 0
    for g, h in itertools.combinations(games, 2):
        if g.equals(h, universe):
            equal_pairs += 1
            assert simplest[g] is simplest[h], (g, h)
    forms = sorted(set(simplest.values()), key=str)
    assert all(not a.equals(b, universe) for a, b in itertools.combinations(forms, 2))
    assert equal_pairs > 50 and sum(s.game is None for s in forms) > 20    # tombstones do arise
    for g, s in simplest.items():
        r = g.reduced(universe)
        assert s.equals(AugmentedForm.of(g), universe) and simplest_form(s, universe) is s
        assert _no_larger(s, r)


def _no_larger(s: AugmentedForm, r: MisereGame) -> bool:
    """`s` has no larger birthday than `r`, and no more options and tombstones than `r` has options."""
    return (s.birthday <= r.birthday
            and len(s.left) + len(s.right) + s.left_tombstone + s.right_tombstone <= len(r.left) + len(r.right))


@st.composite
def games(draw, universe: str, depth: int = 3) -> MisereGame:
    """A random game of `universe` of day 3 at most: {A|B} of day-2 games, kept when in the universe."""
    base = [g for g in DAY2 if MEMBER[universe](g)]
    left = draw(st.lists(st.sampled_from(base), min_size=1, max_size=3))
    right = draw(st.lists(st.sampled_from(base), min_size=1, max_size=3))
    g = MisereGame(left, right)
    return g if MEMBER[universe](g) else draw(st.sampled_from(base))


@settings(max_examples=100, deadline=None)
@given(games("dicot"))
def test_dicot_simplest_form_ignores_an_added_zero_and_plays_as_the_game(g):
    # * + * = 0 among dicots (Dorbec, Renault, Siegel and Sopena): G + * + * has G's simplest form.
    s = simplest_form(g, "dicot")
    assert s.equals(AugmentedForm.of(g), "dicot") and _no_larger(s, g.reduced("dicot"))
    assert simplest_form(g + STAR + STAR, "dicot") is s and simplest_form(s, "dicot") is s
    for x in TESTS["dicot"]:
        assert _outcome(s, AugmentedForm.of(x)) == _outcome(AugmentedForm.of(g), AugmentedForm.of(x)), x


@settings(max_examples=100, deadline=None)
@given(games("dead-ending"))
def test_dead_ending_simplest_form_ignores_an_added_zero_and_plays_as_the_game(g):
    # 1 + 1-bar = 0 in E (1 is P-free: Milley and Renault), so G + 1 + 1-bar has G's simplest form.
    s = simplest_form(g, "dead-ending")
    assert s.equals(AugmentedForm.of(g), "dead-ending") and _no_larger(s, g.reduced("dead-ending"))
    assert simplest_form(g + ONE + ONE.conjugate, "dead-ending") is s and simplest_form(s, "dead-ending") is s
    for x in TESTS["dead-ending"]:
        assert _outcome(s, AugmentedForm.of(x)) == _outcome(AugmentedForm.of(g), AugmentedForm.of(x)), x


@pytest.mark.parametrize("universe", ["dicot", "dead-ending"])
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_comparison_with_tombstones_is_sound_against_play(universe, data):
    # S >= H (S a simplest form, tombstones and all) must hold against every test game by play.
    s = simplest_form(data.draw(games(universe)), universe)
    t = AugmentedForm.of(data.draw(games(universe)))
    for a, b in ((s, t), (t, s)):
        if a.ge(b, universe):
            for x in TESTS[universe]:
                p, q = _outcome(a, AugmentedForm.of(x)), _outcome(b, AugmentedForm.of(x))
                assert p[0] >= q[0] and (not p[1]) >= (not q[1]), (a, b, x)


def _naive_ge(g: AugmentedForm, h: AugmentedForm, universe: str) -> bool:
    """gemau's test as it reads (src/core/macros/augmented.rs, PartialOrd::ge), by plain recursion: maintenance,
    and the proviso by strength, Left-strong in E meaning Left wins G and G + W_b moving first (brute force)."""
    def strong(x: AugmentedForm, left: bool) -> bool:
        first = _outcome(x)[0 if left else 1]
        if universe == "dicot" or not first:
            return first
        w = AugmentedForm()
        for _ in range(max(x.birthday, 1)):
            w = AugmentedForm((), [AugmentedForm(), w]) if w.birthday else AugmentedForm((), [w])
        return _outcome(x, w if left else w.conjugate)[0 if left else 1]

    return ((not h.left_endlike or strong(g, True)) and (not g.right_endlike or strong(h, False))
            and all(any(_naive_ge(gl, hl, universe) for gl in g.left)
                    or any(_naive_ge(g, x, universe) for x in hl.right) for hl in h.left)
            and all(any(_naive_ge(gr, hr, universe) for hr in h.right)
                    or any(_naive_ge(x, h, universe) for x in gr.left) for gr in g.right))


@pytest.mark.parametrize("universe", ["dicot", "dead-ending"])
def test_comparison_is_gemaus_test_read_naively(universe):
    # The comparison hands games of the universe to MisereGame.ge and tests the rest itself: both agree with
    # gemau's test written out naively here, on simplest forms (tombstones and all) and the games they came from.
    games_ = _sample(universe, 40, seed=9)
    forms = sorted({*(simplest_form(g, universe) for g in games_), *map(AugmentedForm.of, games_)}, key=str)[::3]
    assert sum(f.game is None for f in forms) > 5
    for a, b in itertools.product(forms, repeat=2):
        assert a.ge(b, universe) == _naive_ge(a, b, universe), (a, b)


def _followers(g: MisereGame) -> set[MisereGame]:
    seen, todo = {g}, [g]
    while todo:
        x = todo.pop()
        fresh = [y for y in x.left + x.right if y not in seen]
        seen.update(fresh)
        todo.extend(fresh)
    return seen


def _domineering(n: int) -> MisereGame:
    from cgt.games import Domineering

    return MisereGame.of(Domineering(), "|".join(["." * n] * 2))


def test_domineering_2x8_followers_have_one_simplest_form_each():
    # Every follower of the 2 x 8 board (249 forms) has the simplest form of its reduced form, and the board's
    # equals the board. Before a tombstone of a form reversed through moved up with it, 17 followers did not
    # (none of 2 x 7's): Right's {{{|0,1̅}|0,∎}|0,∎} reverses through {{|0,1̅}|0,∎}, whose Right tombstone
    # must come along with its 0.
    g = _domineering(8)
    assert all(simplest_form(x, "dead-ending") is simplest_form(x.reduced("dead-ending"), "dead-ending")
               for x in _followers(g))
    assert simplest_form(g, "dead-ending").equals(AugmentedForm.of(g), "dead-ending")


def test_domineering_2xn_simplest_forms_play_as_the_boards():
    # 2 x 1 to 2 x 6 modulo E, by brute-force play against the test games of E; 2 x 3's as printed in
    # docs/misere-and-loopy.rst.
    for n in range(1, 7):
        g = _domineering(n)
        s = simplest_form(g, "dead-ending")
        assert s.birthday <= g.reduced("dead-ending").birthday
        for x in TESTS["dead-ending"]:
            assert _outcome(s, AugmentedForm.of(x)) == _outcome(AugmentedForm.of(g), AugmentedForm.of(x)), (n, x)
    assert str(simplest_form(_domineering(3), "dead-ending")) == "{2,{1|1" + BAR + "}|{1" + BAR + "|0," + TOMB + "}}"


def test_sums_keep_a_tombstone_as_the_player_plays_them():
    # The sum built by + plays as the brute-force player plays the parts.
    forms = sorted({simplest_form(g, "dicot") for g in _sample("dicot", 60, seed=2)}, key=str)[:25]
    for a, b in itertools.product(forms, repeat=2):
        total = a + b
        assert total.outcome is OUTCOMES[_outcome(a, b)], (a, b)


def test_a_deep_game_needs_no_recursion():
    # 3000 (Left's 3000 moves) is its own simplest form in E; forms, outcomes and simplest forms walk with
    # their own stacks, past Python's recursion limit.
    g = MisereGame.parse("3000")
    s = simplest_form(g, "dead-ending")
    assert s is AugmentedForm.of(g) and s.birthday == 3000 and s.outcome is Outcome.R and str(s) == "3000"


def test_general_simplest_forms_have_no_tombstone():
    for g in DAY2[::7]:
        s = simplest_form(g, "general")
        assert s.game is g.reduced("general")


# -- text and bad input ---------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(games("dead-ending"))
def test_text_round_trip(g):
    s = simplest_form(g, "dead-ending")
    assert AugmentedForm.parse(str(s)) is s and AugmentedForm.parse(s.text(ascii=True)) is s
    assert eval(repr(s), {"AugmentedForm": AugmentedForm}) is s
    assert pickle.loads(pickle.dumps(s)) is s


@pytest.mark.parametrize("text, where", [("{0,|*}", "index 3"), ("{0|*", "index 4"), ("{0 0|}", "index 3"),
                                         ("{x|}", "index 1"), ("{|}}", "index 3")])
def test_bad_notation_names_the_place(text, where):
    with pytest.raises(InvalidNotationError, match=where):
        AugmentedForm.parse(text)


def test_bad_input_is_named():
    with pytest.raises(InvalidValueError, match="'dicots'"):
        simplest_form(ZERO, "dicots")
    with pytest.raises(InvalidValueError, match="^simplest_form: 1 is not in the dicot universe: its follower 1 has"):
        simplest_form(ONE, "dicot")
    with pytest.raises(InvalidValueError, match="^simplest_form: .* is not in the dead-ending universe"):
        simplest_form(MisereGame.parse("{|1}"), "dead-ending")
    with pytest.raises(InvalidValueError, match="tombstone"):
        simplest_form(AugmentedForm.parse("{s,0|*}"), "general")
    with pytest.raises(InvalidValueError, match="'0'"):
        simplest_form("0", "dicot")
    with pytest.raises(CgtError):
        AugmentedForm([ZERO])
