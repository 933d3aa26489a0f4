"""The screen of Kwist."""
