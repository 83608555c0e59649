"""Kayles' first 200 Grundy values, twelve to a column: from heap 71 every column is the same."""

import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle

from cgt.games import KAYLES

N = 204  # 17 full columns of 12
values = KAYLES.grundy_sequence(N)
proof = KAYLES.periodicity(N)  # proven by the octal periodicity theorem
start, period = proof.preperiod, proof.period
rows = period
cols = N // rows

# The value each heap would have if the period held from the start.
periodic = values[[proof.reduce(n + period * cols) for n in range(N)]]

fig, ax = plt.subplots(figsize=(8, 4.8))
colours = plt.get_cmap("tab10")
for n in range(N):
    c, r = divmod(n, rows)
    v = int(values[n])
    ax.add_patch(Rectangle((c, r), 1, 1, facecolor=colours(v % 10), alpha=0.35 if n >= start else 0.55, lw=0))
    exceptional = values[n] != periodic[n]
    ax.text(c + 0.5, r + 0.5, str(v), ha="center", va="center", fontsize=8.5,
            fontweight="bold" if exceptional else "normal")
    if exceptional:
        ax.add_patch(Rectangle((c + 0.06, r + 0.06), 0.88, 0.88, fill=False, ec="#922b21", lw=1.4))
# The boundary of the periodic part: heap 71 is the last cell of column 5.
c0, r0 = divmod(start, rows)
ax.plot([c0, c0, c0 + 1, c0 + 1], [rows, r0, r0, 0], color="black", lw=2)
ax.set_xlim(0, cols)
ax.set_ylim(rows, 0)
ax.set_xticks([c + 0.5 for c in range(cols)], [str(c * rows) for c in range(cols)], fontsize=8)
ax.set_yticks([r + 0.5 for r in range(rows)], [f"+{r}" for r in range(rows)], fontsize=8)
ax.set_xlabel("first heap of the column (the heap is that number plus the row's)")
ax.tick_params(length=0)
for side in ax.spines.values():
    side.set_visible(False)
fig.tight_layout()
