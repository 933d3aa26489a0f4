"""The screen of Abquetschen (Squeeze Play)."""
