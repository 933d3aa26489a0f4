"""Abquetschen (Squeeze Play), the building game of Das Spiel."""
