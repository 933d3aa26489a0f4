"""A random pyramid built from logged, app-thrown dice: the values alone decide it, so a
save replays without the PRNG (Cui bono?, Eintrichtern)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.rng import Rng

# The random pyramid is derived from this many app-thrown dice (6**24 > 2**62 pyramids).
BUILD_DICE = 24
BUILD_STREAM = 0xC01_B0B0  # a fixed Rng stream for the set-up, so the values alone decide


def seed_from_values(values: Sequence[int]) -> int:
    """The logged set-up throw (values 1..6) read as one base-6 number."""
    seed = 0
    for v in values:
        seed = seed * 6 + (v - 1)
    return seed


def build_rng(values: Sequence[int]) -> Rng:
    return Rng(seed_from_values(values), BUILD_STREAM)
