"""The screen of Wuerfelmarsch."""
