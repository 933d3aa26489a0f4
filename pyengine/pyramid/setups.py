"""The start positions the games of Das Spiel build: empty plate, full random pyramid,
layers of one colour, and Wuerfelmarsch's marching lines."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.rng import Rng
from .board import Die, Pyramid
from .die import ORIENTATIONS, Orientation
from .geometry import COLOURS, DICE_PER_COLOUR, LAYERS, POSITIONS, Pos, side_funnels


# -- builders --------------------------------------------------------------------------------
def random_orientation(rng: Rng) -> Orientation:
    """A thrown die: each of the 24 orientations equally likely."""
    return rng.choice(ORIENTATIONS)


def empty() -> Pyramid:
    """The bare plate: 45 funnels."""
    return Pyramid()


def full_random(rng: Rng) -> Pyramid:
    """All 165 dice, 55 of each colour placed at random, each die thrown (Raffzahn, Cui
    bono?: "De verdeling van de kleuren en de oriëntatie ... is volledig willekeurig")."""
    colours = [c for c in COLOURS for _ in range(DICE_PER_COLOUR)]
    rng.shuffle(colours)
    return Pyramid(
        {p: Die(c, random_orientation(rng)) for p, c in zip(POSITIONS, colours, strict=True)}
    )


def layers_of(rng: Rng, colours: Sequence[str]) -> Pyramid:
    """Layers 0, 1, ... filled with ``colours[0]``, ``colours[1]``, ..., dice thrown."""
    return Pyramid(
        {p: Die(c, random_orientation(rng)) for n, c in enumerate(colours) for p in LAYERS[n]}
    )


def bunte_kuh_setup(rng: Rng) -> Pyramid:
    """45 pearl dice on the plate, thrown."""
    return layers_of(rng, ["pearl"])


def eintrichtern_setup(rng: Rng) -> Pyramid:
    """45 yellow dice on the plate, 36 red ones on them; all thrown."""
    return layers_of(rng, ["yellow", "red"])


def wuerfelmarsch_orientation(s: int) -> Orientation:
    """3 towards the player at side ``s``, 2 to his left neighbour, 1 to his right one."""
    return Orientation.for_side(s, 3, 2, 1)


def wuerfelmarsch_funnels(s: int) -> tuple[Pos, ...]:
    """The five middle edge funnels of side ``s`` (the two outer ones each end stay free)."""
    return side_funnels(s)[2:7]


def wuerfelmarsch_start(colours: Sequence[str | None] = COLOURS) -> Pyramid:
    """Five dice per side in its five middle edge funnels, 3/2/1 towards the player/left/
    right; ``colours[s]`` is the colour of the player at side ``s`` (None: nobody there)."""
    if len(colours) != 3:
        raise ValueError("one colour (or None) per side")
    dice: dict[Pos, Die] = {}
    for s, colour in enumerate(colours):
        if colour is None:
            continue
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        for p in wuerfelmarsch_funnels(s):
            dice[p] = Die(colour, wuerfelmarsch_orientation(s))
    return Pyramid(dice)
