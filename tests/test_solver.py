"""The memoizing solver: against the naive definition, deep games, loops, hooks, cache."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from naive import naive_grundy, naive_heap_values, naive_heaps_options, naive_misere_wins, naive_octal_moves
from strategies import dag_games


class TakeOneOrTwo:
    def options(self, n):
        return [n - k for k in (1, 2) if n - k >= 0]


class Subtraction:
    """Subtract an element of `moves`; counts calls to options to observe the cache."""

    def __init__(self, moves):
        self.moves = tuple(moves)
        self.calls = 0

    def options(self, n):
        self.calls += 1
        return [n - k for k in self.moves if n >= k]


def test_quick_start_values():
    g = TakeOneOrTwo()
    assert [cgt.grundy(g, n) for n in range(9)] == [n % 3 for n in range(9)]
    assert cgt.outcome(g, 9) is cgt.Outcome.P
    assert cgt.outcome(g, 10) is cgt.Outcome.N
    assert cgt.winning_moves(g, 10) == [9]


@given(dag_games())
def test_solver_agrees_with_recursive_definition(game):
    for i in range(len(game.edges)):
        assert cgt.grundy(game, i) == naive_grundy(game.options, i)


@given(dag_games())
def test_winning_moves_lead_to_p_and_p_positions_have_none(game):
    for i in range(len(game.edges)):
        moves = cgt.winning_moves(game, i)
        assert all(cgt.outcome(game, q) is cgt.Outcome.P for q in moves)
        if cgt.outcome(game, i) is cgt.Outcome.P:
            # No move from a P-position reaches a P-position.
            assert moves == [] and all(cgt.grundy(game, q) != 0 for q in game.options(i))
        else:
            assert moves  # an N-position has a move to a P-position


@given(dag_games(8), dag_games(8), st.data())
@settings(max_examples=60)
def test_sprague_grundy_theorem_on_explicit_product_game(g, h, data):
    """SG(G+H) = SG(G) xor SG(H), the product game solved by brute force."""

    class Product:
        def options(self, pair):
            a, b = pair
            return [(q, b) for q in g.options(a)] + [(a, q) for q in h.options(b)]

    a = data.draw(st.integers(0, len(g.edges) - 1))
    b = data.draw(st.integers(0, len(h.edges) - 1))
    assert cgt.grundy(Product(), (a, b)) == cgt.grundy(g, a) ^ cgt.grundy(h, b)


def test_chain_of_a_million_positions_within_default_recursion_limit():
    limit = sys.getrecursionlimit()
    assert cgt.grundy(Subtraction([1, 3, 4]), 10**6) == [0, 1, 0, 1, 2, 3, 2][10**6 % 7]
    assert sys.getrecursionlimit() == limit


def test_self_loop_is_reported():
    class Stay:
        def options(self, p):
            return [p]

    with pytest.raises(cgt.LoopyGameError, match="position 'x' can be reached from itself") as info:
        cgt.grundy(Stay(), "x")
    assert info.value.cycle == ("x",)


def test_long_cycle_is_reported_with_its_positions():
    class Ring:
        def options(self, p):
            # A tail leading into the cycle 10 -> 11 -> 12 -> 10.
            return [p + 1] if p < 12 else [10]

    with pytest.raises(cgt.LoopyGameError) as info:
        cgt.grundy(Ring(), 0)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.position == 10 and err.cycle == (10, 11, 12)
    assert "10 -> 11 -> 12 -> 10" in str(err)


def test_unhashable_positions_get_a_clear_type_error():
    with pytest.raises(cgt.UnhashablePositionError, match=r"position \[1, 2\] .* unhashable \(list\)"):
        cgt.grundy(cgt.games.Nim(), [1, 2])

    class ListOptions:
        def options(self, p):
            return [[p]]

    with pytest.raises(TypeError, match=r"\[3\] \(an option of 3\)"):
        cgt.grundy(ListOptions(), 3)


def test_not_a_game():
    with pytest.raises(cgt.NotAGameError, match="42 of type int is not a game"):
        cgt.grundy(42, 0)


def test_cache_is_shared_inspectable_and_clearable():
    g = Subtraction([1, 3, 4])
    cgt.grundy(g, 50)
    assert g.calls == 51  # each of 0..50 expanded exactly once
    cgt.grundy(g, 40)
    assert g.calls == 51
    cache = cgt.grundy_cache(g)
    assert set(cache) == set(range(51))
    assert all(cache[n] == [0, 1, 0, 1, 2, 3, 2][n % 7] for n in cache)
    with pytest.raises(TypeError):
        cache[99] = 0  # read-only view
    cgt.clear_cache(g)
    assert len(cgt.grundy_cache(g)) == 0
    cgt.grundy(g, 5)
    assert g.calls == 51 + 6


def test_clear_all_caches():
    g, h = Subtraction([1]), Subtraction([2])
    cgt.grundy(g, 3), cgt.grundy(h, 3)
    cgt.clear_cache()
    assert not cgt.grundy_cache(g) and not cgt.grundy_cache(h)


def test_games_that_cannot_be_weakly_referenced_still_get_a_cache():
    class Slotted:
        __slots__ = ()

        def options(self, n):
            return range(n)

    g = Slotted()
    assert cgt.grundy(g, 6) == 6
    assert len(cgt.grundy_cache(g)) == 7


class Hinted:
    """Nim heaps whose options are a trap: only the hint gives the right value."""

    def options(self, n):
        return range(n)

    def grundy_hint(self, n):
        return n if n % 2 == 0 else None


def test_grundy_hint_is_honoured_and_options_only_ignores_it():
    assert cgt.grundy(Hinted(), 8) == 8
    assert cgt.grundy(Hinted(), 7) == 7  # searched: options 0..6 give mex 7
    assert cgt.grundy(cgt.OptionsOnly(Hinted()), 7) == 7


class Pairs:
    """Positions are tuples of heaps of 'take one or two', split by decompose."""

    def options(self, heaps):
        return [heaps[:i] + (h - k,) + heaps[i + 1:] for i, h in enumerate(heaps) for k in (1, 2) if h >= k]

    def decompose(self, heaps):
        return [(self, (h,)) for h in heaps] if len(heaps) > 1 else None

    def recompose(self, heaps, i, component):
        return heaps[:i] + component + heaps[i + 1:]


@given(st.lists(st.integers(0, 10), min_size=1, max_size=3).map(tuple))
def test_decompose_hook_agrees_with_brute_force(heaps):
    g = Pairs()
    value = cgt.grundy(g, heaps)
    assert value == cgt.grundy(cgt.OptionsOnly(g), heaps)
    brute = [q for q in g.options(heaps) if naive_grundy(g.options, q) == 0]
    assert sorted(cgt.winning_moves(g, heaps)) == sorted(brute)


def test_decomposed_option_positions_are_searched_iteratively():
    # Options of a single heap are pairs of heaps: the solver meets decomposable
    # positions inside its search, not only at the root.
    class SplitOrTake:
        def options(self, heaps):
            out = []
            for i, h in enumerate(heaps):
                rest = heaps[:i] + heaps[i + 1:]
                out += [rest + (h - 1,)] if h else []
                out += [rest + (a, h - a) for a in range(1, h // 2 + 1) if a != h - a]
            return out

        def decompose(self, heaps):
            return [(self, (h,)) for h in heaps] if len(heaps) > 1 else None

    g = SplitOrTake()
    for n in range(11):
        assert cgt.grundy(g, (n,)) == naive_grundy(g.options, (n,))


def test_exceptions_have_the_right_families():
    assert issubclass(cgt.LoopyGameError, ValueError)
    assert issubclass(cgt.UnhashablePositionError, TypeError)
    assert issubclass(cgt.NotAGameError, TypeError)
    for exc in (cgt.LoopyGameError, cgt.UnhashablePositionError, cgt.NotAGameError,
                cgt.InvalidValueError, cgt.InvalidPositionError):
        assert issubclass(exc, cgt.CgtError)


def test_outcome_enum():
    assert cgt.Outcome("P") is cgt.Outcome.P
    assert repr(cgt.Outcome.N) == "Outcome.N" and str(cgt.Outcome.N) == "N"
    assert cgt.Outcome.N.winner == "next player"


def test_deep_search_pauses_the_cyclic_collector_only_while_it_runs():
    import gc

    seen = []

    class Watch:
        def options(self, n):
            seen.append(gc.isenabled())
            return [n - 1] if n else []

    class Ring:
        def options(self, n):
            return [(n + 1) % 3]

    assert gc.isenabled()
    assert cgt.grundy(Watch(), 50) == 0
    assert gc.isenabled() and seen[0] and not any(seen[1:])  # paused once frames exist
    with pytest.raises(cgt.LoopyGameError):
        cgt.grundy(Ring(), 0)
    assert gc.isenabled()  # restored after an error too
    gc.disable()
    try:
        cgt.grundy(Watch(), 80)
        assert not gc.isenabled()  # a caller's own pause is left alone
    finally:
        gc.enable()


class TupleKayles:
    """Kayles as a user writes it: positions are tuples of rows of pins, decompose splits them."""

    def __init__(self):
        self.decomposed = 0

    def options(self, heaps):
        out = []
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for r in (h - 1, h - 2):
                out += [rest + (a, r - a) for a in range(r // 2 + 1)]
        return out

    def decompose(self, heaps):
        self.decomposed += 1
        return [(self, (h,)) for h in heaps] if len(heaps) > 1 else None


def test_decomposable_options_are_valued_from_components_and_not_cached():
    g = TupleKayles()
    values = [cgt.grundy(g, (n,)) for n in range(80)]
    assert values == [cgt.games.KAYLES.grundy_value(n) for n in range(80)]
    # One entry per single row, none per pair of rows (the sums were 3,200 options).
    assert sorted(cgt.grundy_cache(g)) == [(n,) for n in range(80)]
    assert g.decomposed > 3000


def test_decomposable_options_searched_top_down_agree_with_brute_force():
    g = TupleKayles()
    assert cgt.grundy(g, (40,)) == cgt.games.KAYLES.grundy_value(40)
    assert all(len(p) == 1 for p in cgt.grundy_cache(g))
    assert cgt.grundy(g, (2, 3, 5)) == 2 ^ 3 ^ 4 == cgt.grundy(cgt.OptionsOnly(g), (2, 3, 5))
    assert (2, 3, 5) not in cgt.grundy_cache(g)  # a sum asked for directly is not stored either


@given(dag_games(8), dag_games(8), st.data())
@settings(max_examples=40)
def test_options_that_decompose_into_two_games(g, h, data):
    """An option that is a sum of two different games is the xor of their values."""
    pair = cgt.Sum(g, h)

    class Splits:
        def options(self, n):
            return [("pair", a, b) for a in range(n % len(g.edges) + 1) for b in range(n % len(h.edges) + 1)] + list(range(n))

        def decompose(self, p):
            return [(g, p[1]), (h, p[2])] if isinstance(p, tuple) else None

    n = data.draw(st.integers(0, 6))
    brute = naive_grundy(lambda p: Splits().options(p) if not isinstance(p, tuple) else
                         [("pair",) + q for q in pair.options(p[1:])], n)
    assert cgt.grundy(Splits(), n) == brute


@given(dag_games())
def test_misere_values_agree_with_misere_play(game):
    for i in range(len(game.edges)):
        wins = naive_misere_wins(game.options, i)
        assert (cgt.misere_value(game, i) != 0) == wins
        assert cgt.outcome(game, i, misere=True) is (cgt.Outcome.N if wins else cgt.Outcome.P)
        moves = cgt.winning_moves(game, i, misere=True)
        assert all(not naive_misere_wins(game.options, q) for q in moves)
        assert bool(moves) == wins or not game.options(i)  # a terminal position wins with no move


def test_misere_nim_values_follow_the_definition():
    nim = cgt.games.Nim()
    # 1 at the terminal position, otherwise the mex of the options' values.
    assert [cgt.misere_value(nim, (n,)) for n in range(6)] == [1, 0, 2, 3, 4, 5]
    assert cgt.misere_value(nim, (1, 1)) == 1 and cgt.misere_value(nim, (1, 1, 1)) == 0
    assert cgt.misere_value(nim, (2, 2)) == 0  # Bouton: nim-sum 0 with a heap above 1 is P


def test_a_kind_of_ones_own_shares_the_search_and_caches_per_kind():
    class Height(cgt.Kind):
        def combine(self, values, context=None):
            return 1 + max(values) if values else 0

    g = Subtraction([1, 2])
    height = Height("height")
    assert cgt.evaluate(g, 10**5, height) == 10**5  # deep, iterative
    assert cgt.evaluate(g, 7) == cgt.grundy(g, 7) == 1
    assert cgt.grundy_cache(g)[7] == 1 and 10**5 not in cgt.grundy_cache(g)
    cgt.clear_cache(g)
    assert len(cgt.grundy_cache(g)) == 0
    with pytest.raises(cgt.LoopyGameError):
        cgt.evaluate(type("Ring", (), {"options": lambda self, n: [(n + 1) % 3]})(), 0, height)


# -- disjunctive games: positions are tuples of parts ---------------------------

class Disjunctive:
    """A heap game as the guide writes it: tuples of heaps, ``disjunctive = True``."""

    disjunctive = True

    def __init__(self, moves):
        self.options = naive_heaps_options(moves)


@given(st.sampled_from(["0.77", "0.07", "0.137", "0.6", "4.07", "0.51", "0.36"]), st.booleans())
@settings(max_examples=20, deadline=None)
def test_disjunctive_game_agrees_with_the_heap_values_by_definition(code, top_down):
    g = Disjunctive(naive_octal_moves(code))
    expected = naive_heap_values(naive_octal_moves(code), 120)
    if top_down:  # one call: every part below is found by the search
        assert cgt.grundy(g, (119,)) == expected[119]
    assert [cgt.grundy(g, (n,)) for n in range(120)] == expected
    # The cache holds one entry per part, shown as one-part positions.
    assert sorted(cgt.grundy_cache(g)) == [(n,) for n in range(120)]
    assert cgt.grundy_cache(g)[(7,)] == expected[7] and (3, 4) not in cgt.grundy_cache(g)


@given(st.lists(st.integers(0, 7), max_size=3).map(tuple))
@settings(max_examples=40, deadline=None)
def test_disjunctive_sums_outcomes_and_winning_moves_agree_with_brute_force(heaps):
    g = Disjunctive(naive_octal_moves("0.77"))
    brute = cgt.OptionsOnly(g)  # hides disjunctive: whole tuples are searched
    assert cgt.grundy(g, heaps) == cgt.grundy(brute, heaps)
    assert cgt.outcome(g, heaps) is cgt.outcome(brute, heaps)
    # Winning moves come from the parts (a part replaced by the parts of its option).
    normal = sorted(tuple(sorted(q)) for q in cgt.winning_moves(g, heaps))
    assert normal == sorted(tuple(sorted(q)) for q in cgt.winning_moves(brute, heaps))
    # Misere play does not decompose: the whole position is searched.
    assert cgt.misere_value(g, heaps) == cgt.misere_value(brute, heaps)


def test_disjunctive_partizan_game_adds_canonical_forms():
    class Heaps:
        """Left removes 1 or 2 tokens from a heap, Right removes 1, 2 or 3."""

        def left_options(self, heaps):
            return [heaps[:i] + (h - k,) + heaps[i + 1:] for i, h in enumerate(heaps) for k in (1, 2) if h >= k]

        def right_options(self, heaps):
            return [heaps[:i] + (h - k,) + heaps[i + 1:] for i, h in enumerate(heaps) for k in (1, 2, 3) if h >= k]

    class Parts(Heaps):
        disjunctive = True

    for heaps in [(4,), (2, 3), (1, 2, 5), ()]:
        assert cgt.canonical_form(Parts(), heaps) == cgt.canonical_form(Heaps(), heaps)
        for player in ("left", "right"):  # found part by part, against the whole position's options
            assert sorted(cgt.winning_moves(Parts(), heaps, player)) == sorted(cgt.winning_moves(Heaps(), heaps, player))


def test_disjunctive_game_deep_chain_is_iterative():
    class Chain:
        disjunctive = True

        def options(self, heaps):
            (n,) = heaps
            return [(n - 1, 0)] if n else []

    g = Chain()  # values alternate 0, 1, 0, ...
    assert cgt.grundy(g, (200_001,)) == 1 and cgt.grundy(g, (200_000, 3)) == 1 and cgt.grundy(g, (5, 3)) == 0


def test_disjunctive_game_errors_name_the_position():
    class Bad:
        disjunctive = True

        def __init__(self, option):
            self.option = option

        def options(self, heaps):
            (n,) = heaps
            return [(n - 1,), self.option] if n else []

        def __repr__(self):
            return f"Bad({self.option!r})"

    with pytest.raises(cgt.InvalidPositionError, match=r"position 5 of Bad\(\(\)\) is not a tuple \(int\)"):
        cgt.grundy(Bad(()), 5)
    with pytest.raises(cgt.InvalidPositionError, match=r"position 'x' \(an option of \(3,\)\) .* not a tuple"):
        cgt.grundy(Bad("x"), (3,))
    with pytest.raises(cgt.UnhashablePositionError, match=r"position \[1\] \(a part of \(0, \[1\]\), an option of \(3,\)\)"):
        cgt.grundy(Bad((0, [1])), (3,))
    with pytest.raises(cgt.LoopyGameError, match=r"position \(4,\) can be reached from itself") as caught:
        cgt.grundy(Bad((4,)), (4,))
    assert caught.value.cycle == ((4,), (3,), (2,), (1,))  # 1 moves to (4,) again


# ---------------------------------------------------------------------------- budgets, progress, interrupts


class Countdown:
    """A chain n -> n-1 -> ... -> 0: a search of n + 1 positions; counts calls to options."""

    def __init__(self):
        self.calls = 0

    def options(self, n):
        self.calls += 1
        return [n - 1] if n else []


def test_a_search_over_its_budget_stops_and_says_how_far_it_got_and_what_to_pass():
    game = Countdown()
    with pytest.raises(cgt.GraphTooLargeError) as refused:
        cgt.grundy(game, 100_000, budget=5_000)
    message = str(refused.value)
    assert "position 100000 of" in message and "(grundy values) stopped after" in message
    assert "over its budget of 5,000 positions (given)" in message
    assert "budget=N" in message and "--budget N" in message and "None" in message
    # It stopped at the first position over the budget.
    assert "stopped after 5,001 positions" in message and game.calls == 5_000
    # What it stored is right, and the search goes on from there.
    assert all(v == n % 2 for n, v in cgt.grundy_cache(game).items())
    assert cgt.grundy(game, 100_000, budget=None) == 0
    assert cgt.evaluate(game, 100_001, budget=10) == 1  # one new position: within any budget


def test_budget_is_counted_for_every_kind_and_entry_point():
    from cgt.games import Cutcake

    with pytest.raises(cgt.GraphTooLargeError, match="misere values"):
        cgt.evaluate(Countdown(), 50_000, cgt.MISERE, budget=2_000)
    with pytest.raises(cgt.GraphTooLargeError, match=r"CakePieces\('9x9'\) of Cutcake\(\) \(canonical form values\) stopped after 21 positions"):
        cgt.canonical_form(Cutcake(), Cutcake().position("9x9"), budget=20)


@pytest.mark.parametrize("budget", [0, -3, True, 1.5, "lots", "Memory"])
def test_a_bad_budget_is_refused_before_any_work(budget):
    game = Countdown()
    with pytest.raises(cgt.InvalidValueError, match="budget"):
        cgt.grundy(game, 10, budget=budget)
    assert game.calls == 0


class Estimated(Countdown):
    """A Countdown that estimates its searches (n + 1 positions) and counts the estimates."""

    def __init__(self):
        super().__init__()
        self.estimates = 0

    def estimated_positions(self, n):
        self.estimates += 1
        return n + 1


def test_an_estimate_over_the_budget_refuses_before_the_search_starts():
    game = Estimated()
    with pytest.raises(cgt.GraphTooLargeError, match=r"would visit about 1e\+06 positions \(the estimate of Estimated.estimated_positions\), so was not started: over its budget of 1,000 positions"):
        cgt.grundy(game, 999_999, budget=1_000)
    assert game.calls == 0
    assert cgt.grundy(game, 999, budget=1_000) == 1  # 1,000 positions: within it
    # A position already solved needs no estimate; budget=None asks for none.
    estimates = game.estimates
    assert cgt.grundy(game, 999, budget=10) == 1 and cgt.grundy(game, 5_000, budget=None) == 0
    assert game.estimates == estimates


def test_the_default_budget_comes_from_the_available_memory(monkeypatch):
    import cgt.solver

    # 2 MB available: half of it, at 250 bytes a Grundy value, is 4,000 positions.
    monkeypatch.setattr(cgt.watch, "available_memory", lambda: 2_000_000)
    with pytest.raises(cgt.GraphTooLargeError, match=r"over its budget of 4,000 positions \(half of the 1.9 MiB of memory available, at about 250 bytes a position\)"):
        cgt.grundy(Countdown(), 100_000)
    # The estimate is checked against it too, before anything runs.
    game = Estimated()
    with pytest.raises(cgt.GraphTooLargeError, match="so was not started"):
        cgt.evaluate(game, 10_000)
    assert game.calls == 0
    # Where the memory is unknown there is no limit.
    monkeypatch.setattr(cgt.watch, "available_memory", lambda: None)
    assert cgt.grundy(Countdown(), 100_000) == 0


def test_progress_is_reported_while_the_search_runs(monkeypatch):
    import cgt.solver

    monkeypatch.setattr(cgt.watch, "_PROGRESS_SECONDS", 0.0)  # report at every look
    seen: list[cgt.SearchProgress] = []
    assert cgt.grundy(Countdown(), 200_000, progress=seen.append) == 0
    assert seen, "no progress reported"
    assert [s.searched for s in seen] == sorted({s.searched for s in seen})  # strictly growing
    assert all(0 < s.searched <= 200_001 and 0 <= s.stored <= 200_001 and s.seconds >= 0 for s in seen)
    # A search inside a watched one (a hook asking for values) is counted by the outer watch.
    assert cgt.search._watch[0] is None


def test_an_interrupted_search_leaves_right_values_and_the_collector_running():
    import gc

    class Interrupted(Countdown):
        def options(self, n):
            if self.calls == 30_000:
                self.calls += 1
                raise KeyboardInterrupt
            return super().options(n)

    game = Interrupted()
    assert gc.isenabled()
    with pytest.raises(KeyboardInterrupt):
        cgt.grundy(game, 100_000, progress=lambda status: None)
    assert gc.isenabled()
    assert cgt.search._watch[0] is None
    assert all(v == n % 2 for n, v in cgt.grundy_cache(game).items())
    assert cgt.grundy(game, 100_000) == 0


@given(dag_games(max_positions=20), st.integers(0, 19), st.integers(0, 19))
def test_count_positions_is_what_a_search_stores(game, asked, known) -> None:
    # The count walks the options without values; the search stores each position it values.
    from cgt.search import count_positions

    top = len(game.edges) - 1
    asked, known = min(asked, top), min(known, top)
    cgt.grundy(game, known)                       # a search already done: its positions are not counted again
    before = len(cgt.grundy_cache(game))
    counted = count_positions(game, asked, cgt.GRUNDY, 1000)
    cgt.grundy(game, asked)
    assert counted == len(cgt.grundy_cache(game)) - before
    assert count_positions(game, asked, cgt.GRUNDY, 1000) == 0


def test_count_positions_of_a_disjunctive_game_counts_parts() -> None:
    from cgt.search import count_positions

    class Kayles:
        disjunctive = True

        def options(self, rows):
            return [rows[:i] + rows[i + 1:] + tuple(h for h in (a, left - a) if h)
                    for i, n in enumerate(rows) for left in range(max(n - 2, 0), n) for a in range(left // 2 + 1)]

    game = Kayles()
    counted = count_positions(game, (7, 5), cgt.GRUNDY, 1000)
    cgt.grundy(game, (7, 5))
    assert counted == len(cgt.grundy_cache(game)) == 7        # the parts 1 to 7
    assert count_positions(game, (9,), cgt.GRUNDY, 1) is None
