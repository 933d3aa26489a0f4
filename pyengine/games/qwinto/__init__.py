"""Qwinto (seed 001): spec, rules, bots (nothing is imported here)."""
