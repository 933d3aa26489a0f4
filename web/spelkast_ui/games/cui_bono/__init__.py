"""The screen of Cui Bono."""
