"""Schocken hands: what three dice are worth and how they rank (seed 002's table).

Ranking, lowest first: simple throw (highest digits first), straight, three of a
kind, Schock 2..6, Jule, Pippi, Schock Out. Jule (1-2-4) and Pippi (1-2-2) only
count when all three dice were thrown together in one throw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .view import HandView

TIERS = ("simple", "straight", "triple", "schock", "jule", "pippi", "schock_out")
ALL_CHIPS = -1  # Schock Out: the loser takes every chip


@dataclass(frozen=True, order=True)
class Hand:
    rank: tuple[int, ...]
    kind: str
    chips: int  # chips the loser receives when this is the winning hand; ALL_CHIPS for Schock Out

    def to_json(self) -> HandView:
        return {"kind": self.kind, "chips": self.chips, "rank": list(self.rank)}


def evaluate(dice: Sequence[int], one_throw: bool) -> Hand:
    """``one_throw``: all three dice got their values in the same throw, none flipped."""
    high, mid, low = sorted(dice, reverse=True)
    if (low, mid, high) == (1, 1, 1):
        return Hand((6,), "schock_out", ALL_CHIPS)
    if one_throw and (low, mid, high) == (1, 2, 2):
        return Hand((5,), "pippi", 9)
    if one_throw and (low, mid, high) == (1, 2, 4):
        return Hand((4,), "jule", 7)
    if low == 1 and mid == 1:
        return Hand((3, high), "schock", high)
    if high == mid == low:
        return Hand((2, high), "triple", 3)
    if high - mid == 1 and mid - low == 1:
        return Hand((1, high), "straight", 2)
    return Hand((0, high, mid, low), "simple", 1)
