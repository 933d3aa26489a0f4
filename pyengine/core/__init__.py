"""Engine core: errors, seeded randomness, game specs and the Match that drives a game."""
