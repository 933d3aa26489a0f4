"""What five Qwinn dice are worth on each combination field, exactly as seed 000 counts.

The red die counts like a white one for every combination. Pairs ("2 x 1" .. "2 x 6"),
three and four of a kind count only the dice that show the matching number ("Alle
dobbelstenen met hetzelfde aantal ogen tellen mee"); full house 25, small straight 30,
large straight 40, Topper (five alike) 50. A large straight also holds four dice in a
row, so it fits the small straight field too; five alike is no full house (the seed
wants "andere ogen" for the three).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

PAIRS: tuple[str, ...] = tuple(f"pair{v}" for v in range(1, 7))
THREE, FOUR, FULL_HOUSE = "three_kind", "four_kind", "full_house"
SMALL, LARGE, TOPPER = "small_straight", "large_straight", "topper"
COMBINATIONS: tuple[str, ...] = (*PAIRS, THREE, FOUR, FULL_HOUSE, SMALL, LARGE, TOPPER)
FIXED_POINTS = {FULL_HOUSE: 25, SMALL: 30, LARGE: 40, TOPPER: 50}
SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})

# What each field asks for, for messages that explain a refused move.
NEEDS = {
    **{f"pair{v}": f"at least two {v}s" for v in range(1, 7)},
    THREE: "at least three dice alike",
    FOUR: "at least four dice alike",
    FULL_HOUSE: "three dice alike and two others alike",
    SMALL: "four dice in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6)",
    LARGE: "five dice in a row (1-2-3-4-5 or 2-3-4-5-6)",
    TOPPER: "all five dice alike",
}


@cache
def _scores(sorted_dice: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    counts = {v: sorted_dice.count(v) for v in set(sorted_dice)}
    found: list[tuple[str, int]] = []
    for value in range(1, 7):
        if counts.get(value, 0) >= 2:
            found.append((f"pair{value}", value * counts[value]))
    most, value = max((n, v) for v, n in counts.items())
    if most >= 3:
        found.append((THREE, value * most))
    if most >= 4:
        found.append((FOUR, value * most))
    if sorted(counts.values()) == [2, 3]:
        found.append((FULL_HOUSE, FIXED_POINTS[FULL_HOUSE]))
    faces = set(sorted_dice)
    if any(run <= faces for run in SMALL_RUNS):
        found.append((SMALL, FIXED_POINTS[SMALL]))
    if any(run <= faces for run in LARGE_RUNS):
        found.append((LARGE, FIXED_POINTS[LARGE]))
    if most == 5:
        found.append((TOPPER, FIXED_POINTS[TOPPER]))
    return tuple(found)


def scores(dice: Sequence[int]) -> dict[str, int]:
    """Every combination field these five dice fit, with the points they score there."""
    return dict(_scores(tuple(sorted(dice))))


def points(field: str, dice: Sequence[int]) -> int | None:
    """Points for ``dice`` on ``field``; None when the throw does not fit the field."""
    return scores(dice).get(field)


def is_topper(dice: Sequence[int]) -> bool:
    return len(set(dice)) == 1
