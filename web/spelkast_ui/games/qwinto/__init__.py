"""The screen of Qwinto."""
