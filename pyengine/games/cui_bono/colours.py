"""Cui bono?'s colour rules and minus points, on plain data: a ``Mapping[Pos, str | None]``
(position -> colour; ``None`` for a die whose colour is not known), so the rules module
and the bots share one implementation. Interpretations: docs/rules/cui-bono.md."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...pyramid.geometry import (
    BOTTOM,
    COLOURS,
    POSITION_SET,
    Pos,
    edges_through,
    supports,
)

# The seed shows the minus points only as pictures of dice ("1 minpunt", "2 minpunten",
# "3 minpunten"); the app's choice, as data (docs/rules/cui-bono.md, rule 13).
MINUS_POINTS: dict[str, int] = {"yellow": 1, "red": 2, "pearl": 3}


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
