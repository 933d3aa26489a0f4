"""Raffzahn / Pack Rat (seed 003, Das Spiel)."""
