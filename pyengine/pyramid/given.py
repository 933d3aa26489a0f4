"""A pyramid handed on from one game of an evening to the next (issue 34).

The rulebook pairs its games: "met het eerste spel 'Abquetschen' de piramide opbouwen en
daarna met het tweede spel 'Raffzahn' de piramide afbouwen", and likewise Bunte Kuh and
Cui bono?. A take-down game may therefore start from a given pyramid: the option
``pyramid`` (``option.PYRAMID_OPTION``) carries it in ``Pyramid.to_json`` form, so the save holds
it and ``load_match`` replays the game exactly.

A building game rarely leaves the pyramid full (Abquetschen ends when the first player has
built his last die, Bunte Kuh when the first has laid his), so the take-down game's own
set-up throw (``build``, app-thrown dice, logged) lays the missing dice at random: each
colour's dice not in the pyramid (55 of each in the box), shuffled, each die thrown. That
is how the rulebook prepares these games anyway ("De verdeling van de kleuren en de
plaatsing van de dobbelsteenogen zijn volledig willekeurig"); docs/rules/raffzahn.md and
cui-bono.md say so.

A given pyramid is checked like a saved one (``Pyramid.from_json``: positions, colours, real
dice, no duplicates, every die resting on three) and may hold at most 55 dice of a colour
(``too_many_dice``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..core.errors import IllegalAction
from ..core.rng import Rng
from .board import Die, Pyramid
from .build import build_rng
from .geometry import COLOURS, DICE_PER_COLOUR, POSITIONS
from .layout import decode, encode
from .option import PYRAMID_OPTION
from .setups import full_random, random_orientation


def given_pyramid(options: Mapping[str, Any]) -> Pyramid | None:
    """The pyramid the options hand on, checked; None when the game builds its own."""
    data = options.get(PYRAMID_OPTION.key)
    if data is None:
        return None
    pyramid = Pyramid.from_json(data)
    counts = Counter(pyramid[p].colour for p in pyramid)
    for colour in COLOURS:
        if counts[colour] > DICE_PER_COLOUR:
            raise IllegalAction(
                "too_many_dice",
                f"The pyramid holds {counts[colour]} {colour} dice; the box has "
                f"{DICE_PER_COLOUR} of each colour.",
                colour=colour,
                count=counts[colour],
            )
    return pyramid


def missing(pyramid: Pyramid) -> int:
    """How many dice the set-up adds to make the pyramid full."""
    return len(POSITIONS) - len(pyramid)


def completed(pyramid: Pyramid, rng: Rng) -> Pyramid:
    """``pyramid`` made full: every empty position gets one of the dice not yet in it (55
    of each colour in the box), shuffled, each die thrown."""
    counts = Counter(pyramid[p].colour for p in pyramid)
    colours = [c for c in COLOURS for _ in range(DICE_PER_COLOUR - counts[c])]
    rng.shuffle(colours)
    empty = [p for p in POSITIONS if p not in pyramid]
    dice = {p: pyramid[p] for p in pyramid}
    for p, colour in zip(empty, colours, strict=True):
        dice[p] = Die(colour, random_orientation(rng))
    return Pyramid(dice)


def given_layout(options: Mapping[str, Any]) -> str:
    """The given pyramid as a state keeps it (``pyramid.layout``), "" when there is none."""
    pyramid = given_pyramid(options)
    return "" if pyramid is None else encode(pyramid)


def set_up(given: str, values: list[int]) -> Pyramid:
    """The full pyramid of a take-down game's set-up throw (``values``, logged): random, or
    the given one (``given_layout``) with its missing dice laid at random."""
    rng = build_rng(values)
    return full_random(rng) if not given else completed(decode(given), rng)
