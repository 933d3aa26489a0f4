"""The Qwinn board as data: the yellow track, the blue Topper field, the green score
fields and the red boycott fields, plus where a pawn may go for a given throw.

The order of the yellow fields is not in the seed; it is the one order that the seed's
three worked examples, its field listing and two tie-breaks leave (docs/rules/qwinn.md
shows the search). Distance is the number of fields between two track positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from .throws import FOUR, FULL_HOUSE, LARGE, SMALL, THREE, TOPPER, scores

# Top to bottom. The seed's examples fix "2 x 2" four fields below the top, "2 x 3" two
# above it and the five other combinations below it in the seed's own listed order.
TRACK: tuple[str, ...] = (
    "pair4",
    "pair1",
    "pair3",
    "pair5",
    "pair2",
    "pair6",
    THREE,
    FOUR,
    FULL_HOUSE,
    SMALL,
    LARGE,
)
FIELDS: tuple[str, ...] = (*TRACK, TOPPER)  # Topper is the blue field, off the track
POSITION = {field: i for i, field in enumerate(TRACK)}

LABELS: dict[str, dict[str, str]] = {
    **{f"pair{v}": {"nl": f"2 x {v}", "en": f"2 x {v}"} for v in range(1, 7)},
    THREE: {"nl": "Drie dezelfde", "en": "Three of a kind"},
    FOUR: {"nl": "Vier dezelfde", "en": "Four of a kind"},
    FULL_HOUSE: {"nl": "Fullhouse", "en": "Full house"},
    SMALL: {"nl": "Kleine straat", "en": "Small straight"},
    LARGE: {"nl": "Grote straat", "en": "Large straight"},
    TOPPER: {"nl": "Topper", "en": "Topper"},
}

TARGET = 250  # points to win (with no boycott on you)
GREEN_FIELDS: tuple[int, ...] = tuple(range(25, TARGET + 1, 25))  # the score pawn's fields

MAX2X, MINUS, NEGEER = "max2x", "minus", "negeer"
BOYCOTTS: tuple[str, ...] = (MAX2X, MINUS, NEGEER)
BOYCOTT_RED: dict[str, tuple[int, ...]] = {MAX2X: (1, 2), MINUS: (3, 4), NEGEER: (5, 6)}
BOYCOTT_LABELS: dict[str, dict[str, str]] = {
    MAX2X: {"nl": "Max 2x", "en": "Max 2x"},
    MINUS: {"nl": "Minus", "en": "Minus"},
    NEGEER: {"nl": "Negeer", "en": "Ignore"},
}

MAX_THROWS = 3
MAX2X_THROWS = 2
RED = 4  # index of the red die among the five (0..3 are white)


def distance(a: str, b: str) -> int | None:
    """Steps between two track fields; None when one of them is the Topper field."""
    if a not in POSITION or b not in POSITION:
        return None
    return abs(POSITION[a] - POSITION[b])


def green_field(score: int) -> int | None:
    """The green field the score pawn stands on: the highest one the score has reached."""
    reached = [g for g in GREEN_FIELDS if g <= score]
    return reached[-1] if reached else None


def boycott_for_red(red: int) -> str:
    return next(kind for kind in BOYCOTTS if red in BOYCOTT_RED[kind])


def destinations(
    at: str, dice: Sequence[int], jump: int, topper: bool = True
) -> list[tuple[str, int, bool]]:
    """Where a pawn on ``at`` may go with this throw, as (field, points, is_jump).

    One step up or down is free; ``jump`` is how far the red die may carry the pawn
    (0 when its extra use is not available). From the Topper field the pawn may go to
    any field the throw fits; a Topper throw may go to the Topper field unless ``topper``
    is false (the Negeer boycott: at most one place, and Topper is no place along the
    track). Staying is not listed: it is always allowed and scores only when the throw
    fits ``at``.
    """
    fits = scores(dice)
    found: list[tuple[str, int, bool]] = []
    for field in TRACK:
        if field == at or field not in fits:
            continue
        steps = distance(at, field)
        if steps is None or steps <= 1:  # from Topper: placed anywhere, for free
            found.append((field, fits[field], False))
        elif steps <= jump:
            found.append((field, fits[field], True))
    if topper and at != TOPPER and TOPPER in fits:
        found.append((TOPPER, fits[TOPPER], False))
    return found
