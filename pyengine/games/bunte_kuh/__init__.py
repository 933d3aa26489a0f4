"""Bunte Kuh (seed 003, Das Spiel): spec, rules, bots (nothing is imported here)."""
