"""Raffzahn / Pack Rat: the screen of the race for the dice of one's own side."""
