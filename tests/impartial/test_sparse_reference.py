"""The sparse-space fill equals the dense values on every heap to 100,000.

What this proves: for every octal code of the catalogue with a move into two
heaps, for 0.376 (splits removing 2 and 3 tokens: both parities), for Grundy's
game and for eight random 2- and 3-digit codes (drawn once, seed 10, by
``benchmarks/bench_sparse.py``), the values of heaps 0..99,999 computed by the
sparse-space fill are exactly those of the dense C loop of
``benchmarks/heap_games.c``, an independent program (it shares no code with
cgt; ``bench_sparse.py --reference`` also checked it against cgt's dense numba
kernel before writing the file). The reference is stored compactly, as the
SHA-256 of the values as little-endian ``uint16``, in ``sparse_reference.json``,
so the suite pays for the sparse fills only.

Four codes of the catalogue have no sparse space (under every mask many heaps
stay rare, so the automatic choice keeps the dense fill and a forced sparse
fill costs several times the dense one): the suite checks their forced sparse
fill to 20,000 heaps against the dense kernel, and ``bench_sparse.py --check``
to 100,000. Many more random codes, at 5,000 heaps against the dense kernel,
are in ``test_sparse.py``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from cgt.games import GrundysGame, OctalGame

REFERENCE = json.loads((Path(__file__).parent / "sparse_reference.json").read_text())
HEAPS = REFERENCE["heaps"]

# No sparse space: 0.07 and 0.137 keep a third of their heaps rare, 0.04 and 0.76 have
# hundreds of rare values; a forced sparse fill of 0.76 to 100,000 takes 8 s.
NO_SPARSE_SPACE = {"0.04", "0.76", "0.07", "0.137"}


def game_of(code: str):
    return GrundysGame() if code == "grundy" else OctalGame(code)


def digest(values: np.ndarray) -> str:
    return hashlib.sha256(values.astype("<u2").tobytes()).hexdigest()


def test_reference_covers_the_catalogue_and_random_codes():
    codes = set(REFERENCE["sha256"])
    assert {"0.6", "0.16", "0.56", "0.106", "grundy", "0.376"} <= codes
    assert len(REFERENCE["random_codes"]) == 8 and set(REFERENCE["random_codes"]) <= codes
    assert HEAPS == 100_000


@pytest.mark.parametrize("code", sorted(REFERENCE["sha256"]))
def test_sparse_fill_equals_the_c_loop_to_100000(code):
    if code in NO_SPARSE_SPACE:
        dense = game_of(code).grundy_sequence(20_000, method="dense")
        assert np.array_equal(game_of(code).grundy_sequence(20_000, method="sparse"), dense)
    else:
        game = game_of(code)
        assert digest(game.grundy_sequence(HEAPS, method="sparse")) == REFERENCE["sha256"][code]
        assert game.rare_statistics() is not None
