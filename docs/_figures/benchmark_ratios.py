"""Every benchmark row as a bar: cgt's time over its baseline's, on a log scale."""

import textwrap

import matplotlib.pyplot as plt

from cgt_benchmarks import load_results

results = load_results()
rows = [(result, row) for result in results for row in result["rows"]]
fig, ax = plt.subplots(figsize=(7, 1.4 + 0.4 * max(len(rows), 1)))
if not rows:
    ax.text(0.5, 0.5, "no benchmark results yet", ha="center", va="center")
    ax.axis("off")
else:
    colours = plt.get_cmap("tab10")
    labels = []
    for y, (result, row) in enumerate(rows):
        colour = colours(results.index(result) % 10)
        # Bars grow from 1 (as fast as the baseline): left is faster, right slower.
        ratio = row["ratio"]
        ax.barh(y, ratio - 1, left=1, color=colour, height=0.65)
        ax.plot(ratio, y, "o", color=colour, ms=5)  # visible even when the bar is not
        faster = ratio < 1
        ax.text(ratio / 1.1 if faster else ratio * 1.1, y, f"{ratio:.3g}", va="center",
                ha="right" if faster else "left", fontsize=9)
        labels.append(textwrap.shorten(row["case"], 48, placeholder="..."))
    ax.set_yticks(range(len(rows)), labels, fontsize=9)
    ax.invert_yaxis()
    ax.set_xscale("log")
    lo = min(r["ratio"] for _, r in rows)
    hi = max(r["ratio"] for _, r in rows)
    ax.set_xlim(min(lo, 1) / 4, max(hi, 1) * 4)
    ax.axvline(1, color="black", lw=1)
    ax.set_xlabel("cgt's time / the baseline's time (log scale: left of 1, cgt is faster)")
    handles = [
        plt.Rectangle((0, 0), 1, 1, color=colours(i % 10)) for i in range(len(results))
    ]
    ax.legend(
        handles, [textwrap.shorten(r["title"], 90, placeholder="...") for r in results],
        loc="upper center", bbox_to_anchor=(0.4, -0.22 if len(rows) > 4 else -0.4),
        fontsize=8, frameon=False,
    )
fig.tight_layout()
