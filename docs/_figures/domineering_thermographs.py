"""Thermographs of three Domineering boards, computed by cgt at build time."""

import matplotlib.pyplot as plt

import cgt
from cgt.games import Domineering

game = Domineering()
boards = ["..|..", "...|...", "#...|....|....|...."]
fig, axes = plt.subplots(1, 3, figsize=(9, 3.2))
for ax, text in zip(axes, boards):
    value = cgt.canonical_form(game, text)
    value.thermograph().plot(ax, color="#2e86c1")
    ax.set_title(f"{text}\n{value}   (t = {value.temperature})", fontsize=9)
fig.tight_layout()
