"""Qwinn (seed 000): spec, rules, bots (nothing is imported here)."""
