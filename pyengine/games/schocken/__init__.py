"""Schocken (seed 002): spec, rules, bots (nothing is imported here)."""
