"""The dice pyramid of Das Spiel: one family of geometry, dice and set-ups for six games."""
