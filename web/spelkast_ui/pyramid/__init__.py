"""The dice pyramid of Das Spiel drawn and named: the isometric SVG, positions as tap
arguments, colour words (shared by the pyramid games)."""
