"""Kwis 't! (seed 004): spec, rules, bots (nothing is imported here)."""
