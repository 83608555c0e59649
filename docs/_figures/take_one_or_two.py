"""The game graph of TakeOneOrTwo: every move, the winning ones, P and N."""

import matplotlib.pyplot as plt
from matplotlib.patches import FancyArrowPatch

import cgt
from _style import MOVE_COLOUR, N_COLOUR, P_COLOUR, WIN_COLOUR


class TakeOneOrTwo:
    def options(self, n):
        return [n - k for k in (1, 2) if n - k >= 0]


game = TakeOneOrTwo()
N = 10
fig, ax = plt.subplots(figsize=(8, 2.2))
for n in range(N + 1):
    winning = cgt.winning_moves(game, n)
    for q in game.options(n):
        win = q in winning
        # one-token moves arc below the line, two-token moves above
        bend = 0.55 if n - q == 2 else -0.55
        ax.add_patch(
            FancyArrowPatch(
                (n, 0), (q, 0), connectionstyle=f"arc3,rad={bend}",
                arrowstyle="-|>", mutation_scale=11, shrinkA=11, shrinkB=11,
                color=WIN_COLOUR if win else MOVE_COLOUR, lw=2.0 if win else 1.0,
                zorder=2 if win else 1,
            )
        )
    p = cgt.outcome(game, n) is cgt.Outcome.P
    ax.scatter([n], [0], s=420, color=P_COLOUR if p else N_COLOUR, zorder=3)
    ax.text(n, 0, str(n), color="white", ha="center", va="center", fontweight="bold", zorder=4)
    ax.text(n, -0.62, f"G={cgt.grundy(game, n)}", ha="center", va="center", fontsize=9)
handles = [
    plt.Line2D([], [], marker="o", ls="", ms=10, color=P_COLOUR, label="P-position (mover loses)"),
    plt.Line2D([], [], marker="o", ls="", ms=10, color=N_COLOUR, label="N-position (mover wins)"),
    plt.Line2D([], [], color=WIN_COLOUR, lw=2, label="winning move"),
    plt.Line2D([], [], color=MOVE_COLOUR, lw=1, label="other move"),
]
ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 1.18), ncol=4, frameon=False, fontsize=9)
ax.set_xlim(-0.6, N + 0.6)
ax.set_ylim(-0.8, 0.75)
ax.axis("off")
fig.tight_layout()
