"""Every benchmark row as a bar: cgt's time over its baseline's, on a log scale."""

import textwrap

import matplotlib.pyplot as plt

from cgt_benchmarks import load_results, target

results = load_results()
if not results:
    fig, ax = plt.subplots(figsize=(8, 1))
    ax.text(0.5, 0.5, "no benchmark results yet", ha="center", va="center")
    ax.axis("off")
else:
    # Labels are wrapped, never cut: a case's name says what was measured.
    labels = [[textwrap.fill(r["case"], 34) for r in result["rows"]] for result in results]
    titles = [textwrap.fill(result["title"], 80) for result in results]
    sizes = [sum(label.count("\n") * 0.45 + 1 for label in group) for group in labels]
    fig, axes = plt.subplots(
        len(results), 1, sharex=True, squeeze=False,
        figsize=(9, 0.9 + sum(0.34 * n + 0.3 + 0.2 * t.count("\n") for n, t in zip(sizes, titles))),
        gridspec_kw={"height_ratios": sizes},
    )
    ratios = [row["ratio"] for result in results for row in result["rows"]]
    colours = plt.get_cmap("tab10")
    for k, (ax, result) in enumerate(zip(axes[:, 0], results)):
        colour = colours(k % 10)
        goals = [target(result, row) for row in result["rows"]]
        for y, (row, goal) in enumerate(zip(result["rows"], goals)):
            # Bars grow from 1 (as fast as the baseline): left is faster, right slower.
            ratio = row["ratio"]
            ax.barh(y, ratio - 1, left=1, color=colour, height=0.62)
            ax.plot(ratio, y, "o", color=colour, ms=4)  # visible even when the bar is not
            missed = goal is not None and ratio > goal  # said on the figure, not only in the table
            ax.text(max(ratio, 1) * 1.15, y, f"{ratio:.3g}" + (f"  misses target {goal:g}" if missed else ""),
                    va="center", fontsize=8.5, color="firebrick" if missed else "black")
        ax.set_yticks(range(len(result["rows"])), labels[k], fontsize=8)
        ax.set_ylim(len(result["rows"]) - 0.5, -0.5)
        ax.axvline(1, color="black", lw=1)
        for goal in set(goals) - {None}:
            ax.axvline(goal, color="firebrick", lw=1, ls="--")
        ax.set_title(titles[k], loc="left", fontsize=9.5)
        ax.tick_params(axis="y", length=0)
    ax = axes[-1, 0]
    ax.set_xscale("log")
    ax.set_xlim(min(min(ratios), 1) / 3, max(max(ratios), 1) * 30)  # room for the labels
    ax.set_xlabel("cgt's time / the baseline's time (log scale)")
fig.tight_layout()
