"""Long Grundy sequences of heap games: the chunked fill, and the sparse-space method.

:meth:`cgt.games.HeapGame.grundy_sequence` fills the values of heaps
``0..n-1`` in chunks: between two chunks the values can be saved (a
checkpoint, or Ctrl-C), a progress bar redrawn, the dtype of the table
widened (``uint8``, then ``uint16``, then ``uint32`` as values grow) and the
method chosen again.

Two methods. The *dense* fill reads every option of every heap: O(n) per
heap for games that split heaps. The *sparse-space* fill (octal games with a
two-heap move, and Grundy's game) splits the values into *rare* and *common*
ones by a bit mask ``M``: ``v`` is rare when ``v & M`` has an even number of
one bits. In these games, after a burn-in, rare values are few, and since the
xor of a rare and a common value is common, every common option value of a
heap comes from a split with one of the few rare heaps. Pairing the rare heaps
with their complements settles the value in O(#rare) per heap; only when the
least value missing is rare are all splits scanned (see
``cgt/_kernels/sparse.py``). The result never depends on the mask, only the
speed does.

The mask is the one under which the fewest heaps so far are rare: with
``c[v]`` the number of heaps of value ``v``, the rare heaps under ``M`` number
``(N + W[M]) / 2`` where ``W`` is the Walsh-Hadamard transform of ``c``, so all
masks are weighed at once. It is chosen again between chunks, and while even
the best mask leaves many heaps rare, the dense fill runs instead.

The statistics of the last sparse fill, as in Flammenkamp's tables of octal
games (mask, rare values, how many heaps are rare and the last of them), are
a :class:`RareStatistics`, from :meth:`cgt.games.HeapGame.rare_statistics`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Callable, Literal, Optional, Union

import numpy as np

from ..errors import InvalidValueError

__all__ = ["RareStatistics", "choose_mask", "rare_counts"]

#: How a sequence is filled: ``None`` chooses, ``"dense"`` or ``"sparse"`` force one.
Method = Optional[Literal["dense", "sparse"]]

#: A progress callback: called as ``progress(done, total)`` with counts of heaps.
Progress = Callable[[int, int], None]

#: Heaps filled densely before a mask is chosen (when the method is not forced).
BURN_IN = 2048

#: With the method not forced, the sparse fill runs while at most this share of heaps is rare.
RARE_SHARE = 0.25

#: Values the sparse fill handles: below 2**16 (its class table has one byte per value).
SPARSE_VALUES = 1 << 16

#: Seconds a chunk should take, so that Ctrl-C and the progress bar answer promptly.
CHUNK_SECONDS = 0.25


@dataclass(frozen=True)
class RareStatistics:
    """The rare/common split of a Grundy sequence, as the sparse-space fill left it.

    Attributes
    ----------
    mask : int
        ``M``: a value ``v`` is rare when ``v & M`` has an even number of one bits.
    rare_values : tuple of int
        The rare values that occur, ascending (0 is always rare).
    rare_heaps : int
        How many heaps ``1 <= n < heaps`` have a rare value.
    last_rare_heap : int
        The largest such heap (0 if none).
    heaps : int
        How many heaps were computed (``0..heaps-1``).
    scans : int
        How many heaps of the last fill needed the scan of their splits (it
        depends on how the fill was cut into chunks, so it is not printed).
    parity : int
        -1 when the classes are of values (heap ``x`` is rare when its value
        is); else ``t``, and heap ``x`` is rare when ``popcount(G(x) & mask)
        + x - t`` is even (Flammenkamp's sparse space *in the domain*).
    paired, scanned : int
        The work of the last fill: how many option values it read by pairing
        a rare heap, and how many by scanning splits (a dense fill reads every
        split: about ``n**2 / 4`` for heaps ``0..n-1`` of a game like 0.6).

    Examples
    --------
    >>> from cgt.impartial.sparse import RareStatistics
    >>> stats = RareStatistics(mask=32, rare_values=(0, 1, 2, 4), rare_heaps=3, last_rare_heap=70,
    ...                        heaps=1000, scans=12)
    >>> print(stats)
    mask 32 (0b100000): 4 rare values 0 1 2 4; 3 rare heaps of 1000, the last 70
    """

    mask: int
    rare_values: tuple[int, ...]
    rare_heaps: int
    last_rare_heap: int
    heaps: int
    scans: int
    parity: int = -1
    paired: int = 0
    scanned: int = 0

    def __str__(self) -> str:
        values = " ".join(map(str, self.rare_values))
        domain = "" if self.parity < 0 else f", by value and the parity of n - {self.parity}"
        return (
            f"mask {self.mask} ({self.mask:#b}{domain}): {len(self.rare_values)} rare values {values}; "
            f"{self.rare_heaps} rare heaps of {self.heaps}, the last {self.last_rare_heap}"
        )


def _walsh_hadamard(counts: np.ndarray) -> np.ndarray:
    """``W[M] = sum_v counts[v] * (-1)**popcount(v & M)`` (length a power of two)."""
    w = counts.astype(np.int64).copy()
    h = 1
    while h < len(w):
        blocks = w.reshape(-1, 2, h)
        low, high = blocks[:, 0, :].copy(), blocks[:, 1, :]
        blocks[:, 0, :] = low + high
        blocks[:, 1, :] = low - high
        h *= 2
    return w


def rare_counts(counts: np.ndarray, total: Optional[int] = None) -> np.ndarray:
    """Return, for every mask ``M``, how many heaps are rare under ``M``.

    Parameters
    ----------
    counts : numpy.ndarray
        ``counts[v]``: how many heaps have value ``v`` (for the domain split,
        heaps with ``x - t`` even count +1, odd -1).
    total : int, optional
        ``N``, the number of heaps (default: the sum of `counts`).

    Returns
    -------
    numpy.ndarray
        ``rare[M]`` for every ``M`` below the least power of two above the
        largest value (at least 2): ``(N + W[M]) / 2``, ``W`` the
        Walsh-Hadamard transform of `counts` and ``N`` their sum.

    Examples
    --------
    >>> import numpy as np
    >>> rare_counts(np.array([5, 1, 1, 3]))   # values 0, 1, 2, 3 on 5, 1, 1, 3 heaps
    array([10,  6,  6,  8])
    """
    used = np.flatnonzero(np.asarray(counts) != 0)
    size = 2
    while used.size and size <= used[-1]:
        size *= 2
    padded = np.zeros(size, np.int64)
    padded[: min(size, len(counts))] = counts[:size]
    return ((padded.sum() if total is None else total) + _walsh_hadamard(padded)) // 2


def choose_mask(counts: np.ndarray) -> tuple[int, int]:
    """Return ``(mask, rare)``: the non-zero mask with the fewest rare heaps, and their number.

    Parameters
    ----------
    counts : numpy.ndarray
        ``counts[v]``: how many heaps have value ``v``.

    Returns
    -------
    tuple of int
        The least such mask, and how many heaps are rare under it.

    Examples
    --------
    >>> import numpy as np
    >>> choose_mask(np.array([5, 1, 1, 3]))   # mask 1: values 0 and 2 rare, on 6 heaps
    (1, 6)
    """
    rare = rare_counts(counts)
    mask = int(np.argmin(rare[1:])) + 1
    return mask, int(rare[mask])


def _parities(mask: int, size: int) -> np.ndarray:
    """``1`` where ``popcount(v & mask)`` is even (``v`` rare), for ``v < size``."""
    x = np.arange(size, dtype=np.int64) & mask
    for shift in (32, 16, 8, 4, 2, 1):
        x ^= x >> shift
    return (1 - (x & 1)).astype(np.uint8)


def _narrowest(top: int) -> np.dtype:
    for dtype in (np.uint8, np.uint16, np.uint32):
        if top <= np.iinfo(dtype).max:
            return np.dtype(dtype)
    return np.dtype(np.uint64)


def narrowest(values: np.ndarray) -> np.ndarray:
    """Return `values` (unsigned) in the smallest unsigned dtype that holds them (a copy).

    Examples
    --------
    >>> import numpy as np
    >>> narrowest(np.array([1, 300], np.uint32)).dtype
    dtype('uint16')
    """
    top = int(values.max()) if len(values) else 0
    return values.astype(_narrowest(top))


class _SparseState:
    """The classes, the rare heaps and the value counts of a sparse fill.

    Two kinds of split (Flammenkamp's): by *range*, heap ``x`` is rare when
    ``popcount(G(x) & mask)`` is even; by *domain* (when every move into two
    heaps removes a number of tokens of one parity, that of ``t``), when
    ``popcount(G(x) & mask) + x - t`` is even. Whichever leaves fewer heaps
    rare is used.
    """

    def __init__(self, values: np.ndarray, t: int) -> None:
        # counts[p, v]: heaps of parity p and value v.
        self.counts = np.zeros((2, SPARSE_VALUES + 1), np.int64)
        self._count(values, 0)
        self.split_t = t  # the parity offset of domain mode, or -1 where it does not apply
        self.mask = 0
        self.t = -1  # the mode in use: -1 range, else domain
        self.is_rare = np.ones(SPARSE_VALUES + 1, np.uint8)
        self.rare = np.zeros(0, np.int64)
        self.n_rare = 0
        self.work = np.zeros(3, np.int64)  # heaps scanned, rare heaps paired, splits scanned

    def _count(self, chunk: np.ndarray, start: int) -> None:
        for p in (0, 1):
            part = chunk[(p - start) % 2 :: 2]
            self.counts[p] += np.bincount(part, minlength=SPARSE_VALUES + 1)[: SPARSE_VALUES + 1]

    def _rare_heaps(self, chunk: np.ndarray, start: int) -> np.ndarray:
        rare = self.is_rare[chunk].astype(bool)
        if self.t >= 0:
            # Heaps x with x - t odd swap classes: chunk indices of parity (t - start + 1) % 2.
            rare[(self.t - start + 1) % 2 :: 2] ^= True
        heaps = np.flatnonzero(rare) + start
        return heaps[heaps > 0]

    def _rare_count(self, mask: int, t: int) -> int:
        is_rare = _parities(mask, SPARSE_VALUES + 1).astype(bool)
        if t < 0:
            return int(self.counts[:, is_rare].sum())
        even, odd = self.counts[t & 1], self.counts[1 - (t & 1)]
        return int(even[is_rare].sum() + odd[~is_rare].sum())

    def choose(self, values: np.ndarray, done: int) -> float:
        """Take the best split for ``values[:done]``; return the share of rare heaps under it."""
        best = choose_mask(self.counts[0] + self.counts[1]) + (-1,)
        if self.split_t >= 0:
            t = self.split_t
            rare = rare_counts(self.counts[t & 1] - self.counts[1 - (t & 1)], total=int(self.counts.sum()))
            mask = int(np.argmin(rare))
            if rare[mask] < best[1]:
                best = (mask, int(rare[mask]), t)
        mask, rare, t = best
        if rare < self._rare_count(self.mask, self.t):
            self.mask, self.t = mask, t
            self.is_rare = _parities(mask, SPARSE_VALUES + 1)
            heaps = self._rare_heaps(values[:done], 0)
            self.rare = np.zeros(max(1024, 2 * len(heaps)), np.int64)
            self.rare[: len(heaps)] = heaps
            self.n_rare = len(heaps)
        return self.n_rare / max(done, 1)

    def absorb(self, values: np.ndarray, start: int, stop: int) -> None:
        """Count the heaps ``start..stop-1`` filled by another method."""
        self._count(values[start:stop], start)
        heaps = self._rare_heaps(values[start:stop], start)
        self._reserve(len(heaps))
        self.rare[self.n_rare : self.n_rare + len(heaps)] = heaps
        self.n_rare += len(heaps)

    def _reserve(self, more: int) -> None:
        if self.n_rare + more > len(self.rare):
            grown = np.zeros(max(2 * len(self.rare), self.n_rare + more, 1024), np.int64)
            grown[: self.n_rare] = self.rare[: self.n_rare]
            self.rare = grown

    def run(self, values: np.ndarray, start: int, stop: int, moves: tuple, top: int) -> int:
        from .._kernels.sparse import sparse_fill

        while True:
            # The kernel stops when its view of the rare heaps is full: after a quarter more,
            # the masks are weighed again. A mask chosen early may keep adding rare heaps
            # where another has stopped (Grundy's game: mask 126 reached 5,859 rare heaps
            # within one chunk, where 254 has 1,273), and each costs a read per heap.
            room = self.n_rare // 4 + 64
            self._reserve(room)
            limit = self.n_rare + room
            reached, self.n_rare = sparse_fill(
                values, start, stop, *moves, top, self.is_rare, self.t, self.rare[:limit], self.n_rare,
                self.counts, self.work,
            )
            if reached == stop or self.n_rare < limit:
                return reached  # done, or stopped at a value above top
            self.choose(values, reached)
            start = reached

    def statistics(self, done: int) -> RareStatistics:
        used = np.flatnonzero(self.counts[0] + self.counts[1])
        return RareStatistics(
            mask=self.mask,
            rare_values=tuple(int(v) for v in used if self.is_rare[v]),
            rare_heaps=self.n_rare,
            last_rare_heap=int(self.rare[self.n_rare - 1]) if self.n_rare else 0,
            heaps=done,
            scans=int(self.work[0]),
            paired=int(self.work[1]),
            scanned=int(self.work[2]),
            parity=self.t,
        )


SparseMoves = tuple[np.ndarray, np.ndarray, np.ndarray, bool]


#: A dense fill: ``fill(values, start, stop, top)`` fills ``values[start:stop]``
#: and returns where it stopped (at the first value above `top`), as
#: :meth:`cgt.games.HeapGame.fill` does.
DenseFill = Callable[[np.ndarray, int, int, int], int]


def fill_steps(
    fill: DenseFill,
    values: np.ndarray,
    start: int,
    method: Method,
    sparse_moves: Union[SparseMoves, str],
    stats: list[Optional[RareStatistics]],
) -> Iterator[tuple[np.ndarray, int]]:
    """Fill ``values[start:]`` chunk by chunk; yield ``(values, done)`` after each chunk.

    Chunks are filled by the dense `fill`, or by the sparse-space fill with
    `sparse_moves` where it applies and pays (see `method`). `values` is replaced by a wider copy when a value does not fit its dtype,
    hence yielded. `stats` (a one-element list) receives the
    :class:`RareStatistics` of the sparse fill, if it ran.
    """
    n = len(values)
    done = start
    state: Optional[_SparseState] = None
    chunk = 256
    ran_sparse = False
    while done < n:
        top = int(np.iinfo(values.dtype).max)
        if top >= SPARSE_VALUES:
            state = None  # values no longer fit the class table: dense from here on
        use_sparse = (
            not isinstance(sparse_moves, str)
            and method != "dense"
            and (method == "sparse" or done >= BURN_IN)
            and top < SPARSE_VALUES
        )
        if use_sparse:
            if state is None:
                state = _SparseState(values[:done], _domain_parity(sparse_moves[2]))
            share = state.choose(values, done)
            use_sparse = method == "sparse" or share <= RARE_SHARE
        stop = min(n, done + chunk)
        began = time.perf_counter()
        if use_sparse:
            assert state is not None and not isinstance(sparse_moves, str)
            reached = state.run(values, done, stop, sparse_moves, top)
            ran_sparse = True
        else:
            reached = fill(values, done, stop, top)
            if state is not None:
                state.absorb(values, done, reached)
        seconds = time.perf_counter() - began
        if reached < stop:
            values = values.astype(_narrowest(top + 1))
        if reached > done:
            # Aim at CHUNK_SECONDS a chunk from the rate just measured (at most 4x growth).
            rate = (reached - done) / max(seconds, 1e-6)
            chunk = int(min(max(rate * CHUNK_SECONDS, 64), 4 * chunk, 1 << 24))
        done = reached
        if state is not None and ran_sparse and (done == n or use_sparse):
            if done == n:
                state.choose(values, done)  # report the best mask for the whole sequence
            stats[0] = state.statistics(done)
        yield values, done


def _domain_parity(take_split: np.ndarray) -> int:
    """The parity offset ``t`` of the domain split, or -1 if splits remove both parities.

    Then only the classes by value are sound: a class ``popcount(G(x) & M) +
    f(x)`` needs ``f(a) + f(b) = f(a + b + k)`` (mod 2) for every split size
    ``k``, so ``f`` is affine, ``f(x) = ux + w`` with ``uk = w`` for every
    ``k``, and ``k`` of both parities leave ``u = w = 0`` (docs: Catalogue).
    """
    parities = set((take_split & 1).tolist())
    return int(take_split[0]) if len(parities) == 1 else -1


def statistics_of(values: np.ndarray, sparse_moves: Union[SparseMoves, str]) -> Optional[RareStatistics]:
    """The best rare/common split of `values` (as a sparse fill would leave it), or ``None``.

    ``None`` where the sparse-space fill does not apply or the values are too large.
    """
    if isinstance(sparse_moves, str) or not len(values) or int(values.max()) >= SPARSE_VALUES:
        return None
    state = _SparseState(values, _domain_parity(sparse_moves[2]))
    state.choose(values, len(values))
    return state.statistics(len(values))


def check_method(method: object, game: object, sparse_moves: Union[SparseMoves, str]) -> None:
    """Raise :class:`InvalidValueError` unless `method` is None, "dense", or a usable "sparse"."""
    if method not in (None, "dense", "sparse"):
        raise InvalidValueError(f"grundy_sequence: method={method!r} is not None, 'dense' or 'sparse'")
    if method == "sparse" and isinstance(sparse_moves, str):
        raise InvalidValueError(f"grundy_sequence: method='sparse' does not apply to {game!r}: {sparse_moves}")
