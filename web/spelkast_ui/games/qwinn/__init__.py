"""The screen of Qwinn."""
