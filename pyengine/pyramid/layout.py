"""The pyramid as a 165-character string and what a player can see of it (exposed
upper faces), for games that keep their pyramid in a compact state."""

from __future__ import annotations

from collections.abc import Container, Sequence
from functools import lru_cache
from typing import TypedDict

from ..core.rng import Rng
from .board import Die, Pyramid
from .die import ORIENTATIONS, Orientation
from .geometry import COLOURS, POSITIONS, Pos


# -- what a player can see ---------------------------------------------------------------------
def exposed_mask(occupied: Container[Pos], p: Pos) -> tuple[bool, bool, bool]:
    """Which upper faces (-x, -y, -z) of the die at ``p`` touch no die. In a stable pyramid
    the lower faces always touch a die or the plate, so these are all a player can see."""
    return (
        p[0] == 0 or (p[0] - 1, p[1], p[2]) not in occupied,
        p[1] == 0 or (p[0], p[1] - 1, p[2]) not in occupied,
        p[2] == 0 or (p[0], p[1], p[2] - 1) not in occupied,
    )


# -- the pyramid as a string -------------------------------------------------------------------
# A state keeps its pyramid as a 165-character string, one character per position in
# ``POSITIONS`` order: "." for an empty position, else one of 72 codes (colour and
# orientation). Copying, pickling, comparing and replaying a string is cheap; the ``Pyramid``
# of board.py is built from it whenever a move needs it.
EMPTY = "."
DICE: tuple[Die, ...] = tuple(Die(c, o) for c in COLOURS for o in ORIENTATIONS)
CODE_OF: dict[Die, str] = {d: chr(48 + i) for i, d in enumerate(DICE)}
DIE_OF: dict[str, Die] = {code: d for d, code in CODE_OF.items()}
INDEX: dict[Pos, int] = {p: i for i, p in enumerate(POSITIONS)}


def encode(pyr: Pyramid) -> str:
    out = []
    for p in POSITIONS:
        die = pyr.get(p)
        out.append(EMPTY if die is None else CODE_OF[die])
    return "".join(out)


def decode(layout: str) -> Pyramid:
    return Pyramid({p: DIE_OF[c] for p, c in zip(POSITIONS, layout, strict=True) if c != EMPTY})


@lru_cache(maxsize=256)
def colour_map(layout: str) -> dict[Pos, str]:
    """Position -> colour of every die (none before the pyramid is built: ``""``). Cached:
    read it, never change it (copy it first)."""
    return {p: DIE_OF[c].colour for p, c in zip(POSITIONS, layout, strict=False) if c != EMPTY}


def with_code(layout: str, p: Pos, code: str) -> str:
    """``layout`` with position ``p`` set to ``code`` (``EMPTY`` to clear it)."""
    i = INDEX[p]
    return layout[:i] + code + layout[i + 1 :]


# For each position: the positions its upper faces -x, -y, -z touch (None: outside).
_ABOVE: tuple[tuple[Pos, int, tuple[int, int, int]], ...] = tuple(
    (
        p,
        INDEX[p],
        (
            INDEX[(p[0] - 1, p[1], p[2])] if p[0] else -1,
            INDEX[(p[0], p[1] - 1, p[2])] if p[1] else -1,
            INDEX[(p[0], p[1], p[2] - 1)] if p[2] else -1,
        ),
    )
    for p in POSITIONS
)


class SeenDie(TypedDict):
    """A die somebody can see, as a game's view shows it (``visible_dice``)."""

    at: list[int]  # (level, row, column)
    colour: str
    faces: list[int | None]  # the upper faces along x, y, z; None where a die covers it


def visible_dice(layout: str) -> tuple[list[SeenDie], list[list[int]]]:
    """(seen dice as ``{"at", "colour", "faces"}`` with ``None`` for covered faces, positions
    of the dice nobody can see), both bottom layer first."""
    seen: list[SeenDie] = []
    hidden: list[list[int]] = []
    if not layout:
        return seen, hidden
    for p, i, (ax, ay, az) in _ABOVE:
        code = layout[i]
        if code == EMPTY:
            continue
        fx = ax < 0 or layout[ax] == EMPTY
        fy = ay < 0 or layout[ay] == EMPTY
        fz = az < 0 or layout[az] == EMPTY
        if fx or fy or fz:
            die = DIE_OF[code]
            u = die.orientation.upper
            seen.append(
                {
                    "at": [p[0], p[1], p[2]],
                    "colour": die.colour,
                    "faces": [u[0] if fx else None, u[1] if fy else None, u[2] if fz else None],
                }
            )
        else:
            hidden.append([p[0], p[1], p[2]])
    return seen, hidden


@lru_cache(maxsize=512)
def _showing(faces: tuple[int | None, ...]) -> tuple[Orientation, ...]:
    return tuple(
        o for o in ORIENTATIONS if all(f is None or o.upper[a] == f for a, f in enumerate(faces))
    )


def consistent_orientation(rng: Rng, faces: Sequence[int | None]) -> Orientation:
    """A random real die showing the given upper faces (``None``: any)."""
    return rng.choice(_showing(tuple(faces)))


@lru_cache(maxsize=64)
def free_positions(layout: str) -> frozenset[Pos]:
    """VRIJE DOBBELSTEEN: the dice no die rests on (all three upper faces uncovered).
    Cached per layout: read it, never change it."""
    return frozenset(
        p
        for p, i, above in _ABOVE
        if layout and layout[i] != EMPTY and all(j < 0 or layout[j] == EMPTY for j in above)
    )


@lru_cache(maxsize=64)
def faces_towards(layout: str, side: int) -> dict[Pos, int]:
    """What the player at ZIJDE ``side`` reads: position -> the face pointing to his side
    (the -e_side upper face), for every die whose face towards him touches no die. Cached
    per layout: read it, never change it."""
    out: dict[Pos, int] = {}
    if not layout:
        return out
    for p, i, above in _ABOVE:
        code = layout[i]
        j = above[side]
        if code != EMPTY and (j < 0 or layout[j] == EMPTY):
            out[p] = DIE_OF[code].orientation.upper[side]
    return out
