"""The compiled board search skips a valued region's moves whose option is below a canonical option: the rule is sound.

The kernel (``cgt._kernels.board_search``, judged by
``cgt.partizan.compiled_search``) plays a region by its raw moves, and skips
a move of Left's whose option X is strictly below some canonical Left option
of the region's value (above a Right one, for Right). A canonical option need
not be the value of any raw move (a reversible option's replacement), so the
rule is not the textbook "dominated by another option". Here it is checked on
the theory alone, independently of any board: for random option sets and
random sums, whenever Left wins G + H moving first, a move of H or a raw
move of G that is not skipped wins.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import CanonicalForm

# Values born by day 2 and a few of day 3, the options of the games drawn below.
_TEXTS = ["0", "*", "1", "-1", "1/2", "-1/2", "^", "v", "*2", "{1|0}", "{0|-1}", "{1|-1}", "{2|0}", "{0|-2}", "2",
          "-2", "{1|*}", "{*|-1}", "^*", "v*", "{1/2|0}", "{0,*|0}", "{0|0,*}", "{2|1}", "{-1|-2}", "{1|0,*}"]
VALUES = [CanonicalForm.parse(t) for t in _TEXTS]
values = st.sampled_from(VALUES)
games = st.builds(CanonicalForm.from_options, st.lists(values, max_size=2), st.lists(values, max_size=2))
options = st.lists(st.one_of(values, games), min_size=1, max_size=3)


@given(left=options, right=st.lists(st.one_of(values, games), max_size=2), other=st.one_of(values, games))
@settings(max_examples=600)
def test_a_move_below_a_canonical_option_is_never_the_only_winning_one(left, right, other):
    region = CanonicalForm.from_options(left, right)
    kept = [x for x in left if not any(x < better for better in region.left_options)]
    if region + other <= 0:  # Left, moving first, loses: nothing to find
        return
    assert any(x + other >= 0 for x in kept) or any(region + h >= 0 for h in other.left_options)
