"""A jump-chess row, its staircase, and the winning move on both."""

import matplotlib.pyplot as plt
from matplotlib.patches import Circle, FancyArrowPatch, Rectangle

from cgt.games import JumpChess
from cgt.games.strip.staircase import row_move, row_to_staircase, staircase_grundy, staircase_moves
from _style import MOVE_COLOUR, N_COLOUR, WIN_COLOUR

WIDTH = 9
game = JumpChess(width=WIDTH)
row = game.parse_strip(".x..xx...")
coins = row_to_staircase(row, WIDTH)
move = staircase_moves(coins)[0]
source, target = row_move(row, WIDTH, move)
pieces = game.columns(row)
# Step i is the i-th empty cell from the right; column 0 is the virtual empty cell.
empties = [c for c in range(WIDTH, 0, -1) if c not in pieces] + [0]

fig, ax = plt.subplots(figsize=(8, 4.6))
STRIP_Y = 6.2
for c in range(WIDTH + 1):
    virtual = c == 0
    ax.add_patch(Rectangle((c, STRIP_Y), 1, 1, fill=False, ec="#7f8c8d", lw=1, ls="--" if virtual else "-"))
    ax.text(c + 0.5, STRIP_Y + 1.25, "(0)" if virtual else str(c), ha="center", fontsize=9, color="#555")
    if c in pieces:
        ax.add_patch(Circle((c + 0.5, STRIP_Y + 0.5), 0.32, color="#34495e"))
for step, c in enumerate(empties):
    ax.text(c + 0.5, STRIP_Y + 0.5, str(step), ha="center", va="center", fontsize=10,
            color=N_COLOUR if step % 2 else "#95a5a6", fontweight="bold")
ax.text(-0.3, STRIP_Y + 1.25, "column", ha="right", fontsize=9, color="#555")
ax.text(-0.3, STRIP_Y + 0.5, "row", ha="right", va="center", fontsize=9)
ax.add_patch(FancyArrowPatch((source + 0.5, STRIP_Y + 0.9), (target + 0.5, STRIP_Y + 0.9),
                             connectionstyle="arc3,rad=-0.6", arrowstyle="-|>", mutation_scale=14,
                             color=WIN_COLOUR, lw=2))

# The staircase: step i drawn i units high, higher steps to the left, like the empty cells.
steps = len(coins)
w = (WIDTH + 1) / steps
H = 0.55
for i, n in enumerate(coins):
    x = (steps - 1 - i) * w
    odd = i % 2 == 1
    ax.add_patch(Rectangle((x, 0), w, H * (i + 1), color=N_COLOUR if odd else "#d5dbdb", alpha=0.35 if odd else 1))
    ax.text(x + w / 2, 0.2, f"step {i}", ha="center", fontsize=8.5)
    for k in range(n):
        ax.add_patch(Circle((x + w / 2, H * (i + 1) + 0.25 + 0.42 * k), 0.19, color="#34495e"))
    # Join each empty cell of the strip to its step.
    c = empties[i]
    landing = H * (i + 1) + (0.42 * n + 0.1 if n else 0.05)
    ax.plot([c + 0.5, x + w / 2], [STRIP_Y - 0.05, landing], color=MOVE_COLOUR, lw=0.8, ls=":")
# The winning move on the staircase: `count` coins from step `move.step` down one step.
top = (steps - 1 - move.step) * w + w / 2
ax.add_patch(FancyArrowPatch((top + 0.25, H * (move.step + 1) + 0.25 + 0.42 * (coins[move.step] - 1)),
                             (top + w - 0.2, H * move.step + 0.3), connectionstyle="arc3,rad=-0.4",
                             arrowstyle="-|>", mutation_scale=14, color=WIN_COLOUR, lw=2))
ax.text(WIDTH + 1, 4.3, f"odd steps: {' ^ '.join(str(coins[i]) for i in range(1, steps, 2))} = "
        f"{staircase_grundy(coins)}", ha="right", fontsize=10, color=N_COLOUR)
ax.set_xlim(-1.4, WIDTH + 1.1)
ax.set_ylim(0, STRIP_Y + 1.6)
ax.set_aspect("equal")
ax.axis("off")
fig.tight_layout()
