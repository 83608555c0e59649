"""Every benchmark row as a bar: cgt's time over its baseline's, on a log scale."""

import textwrap

import matplotlib.pyplot as plt

from cgt_benchmarks import load_results

results = load_results()
if not results:
    fig, ax = plt.subplots(figsize=(8, 1))
    ax.text(0.5, 0.5, "no benchmark results yet", ha="center", va="center")
    ax.axis("off")
else:
    sizes = [len(result["rows"]) for result in results]
    fig, axes = plt.subplots(
        len(results), 1, sharex=True, squeeze=False,
        figsize=(8, 0.9 + sum(0.34 * n + 0.45 for n in sizes)),
        gridspec_kw={"height_ratios": sizes},
    )
    ratios = [row["ratio"] for result in results for row in result["rows"]]
    colours = plt.get_cmap("tab10")
    for k, (ax, result) in enumerate(zip(axes[:, 0], results)):
        colour = colours(k % 10)
        for y, row in enumerate(result["rows"]):
            # Bars grow from 1 (as fast as the baseline): left is faster, right slower.
            ratio = row["ratio"]
            ax.barh(y, ratio - 1, left=1, color=colour, height=0.62)
            ax.plot(ratio, y, "o", color=colour, ms=4)  # visible even when the bar is not
            ax.text(max(ratio, 1) * 1.15, y, f"{ratio:.3g}", va="center", fontsize=8.5)
        ax.set_yticks(range(len(result["rows"])),
                      [textwrap.shorten(r["case"], 44, placeholder="...") for r in result["rows"]],
                      fontsize=8.5)
        ax.set_ylim(len(result["rows"]) - 0.5, -0.5)
        ax.axvline(1, color="black", lw=1)
        ax.set_title(textwrap.shorten(result["title"], 95, placeholder="..."), loc="left", fontsize=9.5)
        ax.tick_params(axis="y", length=0)
    ax = axes[-1, 0]
    ax.set_xscale("log")
    ax.set_xlim(min(min(ratios), 1) / 3, max(max(ratios), 1) * 6)
    ax.set_xlabel("cgt's time / the baseline's time (log scale)")
fig.tight_layout()
