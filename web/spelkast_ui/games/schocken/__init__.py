"""The screen of Schocken."""
