"""The screen of Eintrichtern."""
