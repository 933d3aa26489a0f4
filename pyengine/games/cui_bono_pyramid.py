"""Helpers for Cui bono? (seed 003) that work on plain data: the colour rules, the minus
points, the app-built random pyramid, the pyramid as a string and what a player can see of
it. Eintrichtern uses the last four too (they could move to pyramid.py one day).

The colour rules take a ``Mapping[Pos, str | None]`` (position -> colour; ``None`` for a die
whose colour is not known), so the rules module and the bots share one implementation.
Interpretations: docs/rules/cui-bono.md.
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ..core.errors import IllegalAction
from ..core.rng import Rng
from .pyramid import (
    BOTTOM,
    COLOURS,
    POSITION_SET,
    POSITIONS,
    Die,
    Pos,
    Pyramid,
    edges_through,
    supports,
)
from .pyramid_die import ORIENTATIONS, Orientation

# The seed shows the minus points only as pictures of dice ("1 minpunt", "2 minpunten",
# "3 minpunten"); the app's choice, as data (docs/rules/cui-bono.md, rule 13).
MINUS_POINTS: dict[str, int] = {"yellow": 1, "red": 2, "pearl": 3}

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
# of pyramid.py is built from it whenever a move needs it.
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


def visible_dice(layout: str) -> tuple[list[dict[str, Any]], list[list[int]]]:
    """(seen dice as ``{"at", "colour", "faces"}`` with ``None`` for covered faces, positions
    of the dice nobody can see), both bottom layer first."""
    seen: list[dict[str, Any]] = []
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


# -- the shape of an action ----------------------------------------------------------------------
def check_shape(action: Mapping[str, Any], fields: Mapping[str, tuple[str, ...]]) -> str:
    """The action's type, once it is one of ``fields`` (type -> its other keys) and has
    exactly those keys (``values``, the dice a Match adds, aside)."""
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in fields:
        raise IllegalAction(
            "unknown_action",
            f"There is no move {kind!r} in this game ({', '.join(fields)}).",
            action=str(action)[:200],
        )
    keys = set(action) - {"type", "values"}
    if keys != set(fields[kind]):
        wanted = ", ".join(fields[kind]) or "nothing else"
        raise IllegalAction(
            "bad_action",
            f"A {kind!r} move has {wanted}, not {sorted(keys)}.",
            action=str(action)[:200],
        )
    return kind


# -- the colour rules --------------------------------------------------------------------------
def funnel_colours_ok(colours: Sequence[str], die: str) -> bool:
    """Rule A: the three dice of the funnel have the three colours, or all one colour that
    is not the colour of the die laid back."""
    distinct = set(colours)
    return len(distinct) == 3 or (len(distinct) == 1 and die not in distinct)


def one_colour_edge(colour_at: Mapping[Pos, str | None], q: Pos, die: str) -> int | None:
    """Rule B: the edge (KANT) ``k`` whose top end the die would become and which would then
    consist of dice of one colour; ``None`` when there is none. The edge is the line
    ``t·e_k`` from its bottom corner up to ``q``; every die on it is on the outside, so its
    colour is known. Unknown colours (``None``) never make an edge one-coloured."""
    for k in edges_through(q):
        for t in range(q[k] + 1, BOTTOM + 1):
            p = [0, 0, 0]
            p[k] = t
            if colour_at.get((p[0], p[1], p[2])) != die:
                break
        else:
            return k
    return None


def placement_problem(
    colour_at: Mapping[Pos, str | None], q: Pos, die: str
) -> tuple[str, str] | None:
    """Why the die of colour ``die`` may not be laid in ``q`` (code, message), or None.
    ``colour_at`` holds every die of the pyramid (position -> colour)."""
    if q not in POSITION_SET:
        return ("bad_position", f"{list(q)} is not a position of the pyramid.")
    if q in colour_at:
        return ("not_a_funnel", f"There is a die at {list(q)}.")
    below = supports(q)
    if not below:
        return (
            "plate_funnel",
            "A die may never be laid back in an empty funnel of the base plate.",
        )
    if any(s not in colour_at for s in below):
        return ("not_a_funnel", f"{list(q)} is not held by three dice.")
    colours = [colour_at[s] for s in below]
    known = [c for c in colours if c is not None]
    if len(known) == 3 and not funnel_colours_ok(known, die):
        if len(set(known)) == 1:
            return (
                "same_colour_funnel",
                f"The funnel at {list(q)} is all {known[0]}, the colour of the die.",
            )
        return (
            "mixed_funnel",
            f"The funnel at {list(q)} is {'/'.join(known)}: it needs three colours or one "
            "colour other than the die's.",
        )
    k = one_colour_edge(colour_at, q, die)
    if k is not None:
        return (
            "one_colour_edge",
            f"The die would end edge {k} of the pyramid, which would then be all {die}.",
        )
    return None


def funnel_chance(colours: Sequence[str | None], die: str, pool: Mapping[str, float]) -> float:
    """The chance that rule A allows ``die`` in a funnel of these colours, where each unknown
    colour (``None``) is drawn independently from ``pool`` (colour -> weight)."""
    total = sum(pool.values())
    weights = {c: (pool.get(c, 0.0) / total if total else 1 / 3) for c in COLOURS}
    options: list[tuple[list[str], float]] = [([], 1.0)]
    for c in colours:
        if c is not None:
            options = [([*cs, c], w) for cs, w in options]
        else:
            options = [([*cs, x], w * weights[x]) for cs, w in options for x in COLOURS]
    return sum(w for cs, w in options if funnel_colours_ok(cs, die))
