"""Colours shared by the figures, so P and N look the same on every page."""

P_COLOUR = "#c0392b"  # P-positions: lost for the player to move
N_COLOUR = "#2e86c1"  # N-positions
MOVE_COLOUR = "#b3b6b7"
WIN_COLOUR = "#27ae60"  # winning moves
