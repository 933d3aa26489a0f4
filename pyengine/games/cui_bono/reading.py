"""What a Cui bono? computer reads from its view, shared by every level: the pyramid as
position -> colour (``None`` for a hidden die), the pyramid after a pull, and the expected
minus points of a pull when the die goes back if it fits.

Only the view: the dice it can see, the positions of the hidden ones and how many dice of
each colour are hidden (an unknown colour is drawn from those counts)."""

from __future__ import annotations

import math
from typing import Any

from ...pyramid.geometry import BOTTOM as BOTTOM_SUM
from ...pyramid.geometry import POSITIONS, Pos, carries, supports
from .colours import MINUS_POINTS, funnel_chance, one_colour_edge
from .rules import funnels_of, pullable
from .view import View

Action = dict[str, Any]
Colours = dict[Pos, str | None]

CARRIES: dict[Pos, tuple[Pos, ...]] = {p: carries(p) for p in POSITIONS}
SUPPORTS: dict[Pos, tuple[Pos, ...]] = {p: supports(p) for p in POSITIONS}
DECIDES_GAME = 100.0  # weight of ending the game as winner (or loser) with a kept die


def pos_of(data: list[int]) -> Pos:
    return (data[0], data[1], data[2])


def board(view: dict[str, Any]) -> Colours:
    """Position -> colour of every die; ``None`` for the hidden ones."""
    state: View = view["state"]
    colours: Colours = {pos_of(d["at"]): d["colour"] for d in state["dice"]}
    for p in state["hidden"]:
        colours[pos_of(p)] = None
    return colours


def hidden_pool(view: dict[str, Any]) -> dict[str, float]:
    """How many hidden dice of each colour there are (the weights of an unknown colour)."""
    return {c: float(v) for c, v in view["state"]["hidden_colours"].items()}


def after_pull(colours: Colours, p: Pos) -> Colours:
    """The pyramid once the die at ``p`` is pulled and the chain above it has slid down."""
    new = dict(colours)
    del new[p]
    on = [q for q in CARRIES[p] if q in new]
    if on:
        e = (p[0] - on[0][0], p[1] - on[0][1], p[2] - on[0][2])
        hole, src = p, on[0]
        while src in new:
            new[hole] = new.pop(src)
            hole, src = src, (src[0] - e[0], src[1] - e[1], src[2] - e[2])
    return new


def fit_chance(colours: Colours, die: str, pool: dict[str, float]) -> float:
    """The chance that a die of colour ``die`` fits some funnel of ``colours``."""
    miss = 1.0
    for q in funnels_of(colours):
        if one_colour_edge(colours, q, die) is not None:
            continue
        chance = funnel_chance([colours[s] for s in SUPPORTS[q]], die, pool)
        if chance >= 1.0:
            return 1.0
        miss *= 1.0 - chance
    return 1.0 - miss


def pull_cost(
    colours: Colours, p: Pos, pool: dict[str, float], again: float | None = None
) -> float:
    """Expected minus points of pulling ``p`` and laying it back when it fits. ``again``
    (option pull_again): laying back leads to another pull, expected to cost that much, so
    a fitting die costs the cheaper of keeping it and pulling again."""
    die = colours[p]
    if die is None:  # a pullable die is always seen; be careful anyway
        return max(MINUS_POINTS.values())
    fit = fit_chance(after_pull(colours, p), die, pool)
    cost = MINUS_POINTS[die]
    if again is None:
        return (1.0 - fit) * cost
    return fit * min(cost, again) + (1.0 - fit) * cost


def glance_pull_cost(colours: Colours, p: Pos, pool: dict[str, float]) -> float:
    """Expected minus points of pulling ``p`` as the level ``beginner`` sees it with three
    players (and ``sensible`` with four or more): the funnels there are now, on the dice they
    rest on now (it does not work out which dice the slide moves under them, nor that the top
    of the chain empties), and the funnel the pull opens at the top of the chain, on the dice
    that will carry it."""
    die = colours[p]
    if die is None:  # a pullable die is always seen; be careful anyway
        return max(MINUS_POINTS.values())
    return glance_miss(colours, p, pool) * MINUS_POINTS[die]


def glance_miss(colours: Colours, p: Pos, pool: dict[str, float]) -> float:
    """The chance, seen at a glance (``glance_pull_cost``), that the seen die at ``p`` fits
    nowhere once pulled."""
    die = colours[p]
    if die is None:  # a pullable die is always seen; be careful anyway
        return 1.0
    now = dict(colours)
    del now[p]
    miss = 1.0 - fit_chance(now, die, pool)
    after = after_pull(colours, p)
    before = set(funnels_of(colours))
    for q in funnels_of(after):
        if q in before or one_colour_edge(after, q, die) is not None:
            continue
        miss *= 1.0 - funnel_chance([after[s] for s in SUPPORTS[q]], die, pool)
    return miss


def best_pull_cost(colours: Colours, pool: dict[str, float], again: float | None = None) -> float:
    """The expected minus points of the best pull (the next player's, or with ``again`` the
    bot's own next pull)."""
    return min((pull_cost(colours, p, pool, again) for p in pullable(colours)), default=0.0)


def ending(state: dict[str, Any], seat: int, die: str) -> float:
    """Keeping the last allowed die ends the game: very good if it wins, bad if not."""
    if len(state["kept"][seat]) + 1 < state["dice_limit"]:
        return 0.0
    mine = (state["minus"][seat] + MINUS_POINTS[die], len(state["kept"][seat]) + 1)
    others = [(state["minus"][s], len(k)) for s, k in enumerate(state["kept"]) if s != seat]
    best_other = min(others, default=(math.inf, math.inf))
    return -DECIDES_GAME if mine <= best_other else DECIDES_GAME


# -- the same, faster, for the lookahead ----------------------------------------------------------
# The strong level reads thousands of pyramids a decision. These versions carry the list of
# funnels along instead of scanning the pyramid for it: a pull empties one position (the top
# of the chain that slid down), a die laid back fills one.
_BOTTOM_CARRIES: tuple[tuple[Pos, tuple[Pos, ...]], ...] = tuple(
    (p, CARRIES[p]) for p in POSITIONS if sum(p) == BOTTOM_SUM
)


def quick_pullable(colours: Colours) -> list[Pos]:
    """As ``rules.pullable``."""
    out = []
    for p, above in _BOTTOM_CARRIES:
        if p in colours:
            on = 0
            for q in above:
                if q in colours:
                    on += 1
            if on <= 1:
                out.append(p)
    return out


def pulled(colours: Colours, funnels: list[Pos], p: Pos) -> tuple[Colours, list[Pos]]:
    """``after_pull`` and the funnels of the pyramid it gives."""
    new = dict(colours)
    del new[p]
    hole = p
    on = [q for q in CARRIES[p] if q in new]
    if on:
        e = (p[0] - on[0][0], p[1] - on[0][1], p[2] - on[0][2])
        src = on[0]
        while src in new:
            new[hole] = new.pop(src)
            hole, src = src, (src[0] - e[0], src[1] - e[1], src[2] - e[2])
    # The emptied position is a funnel unless it is on the plate; what rested on it is not.
    out = [q for q in funnels if hole not in SUPPORTS[q]]
    if sum(hole) < BOTTOM_SUM:
        out.append(hole)
    return new, out


def laid(colours: Colours, funnels: list[Pos], q: Pos, die: str) -> tuple[Colours, list[Pos]]:
    """The pyramid with ``die`` laid in funnel ``q``, and its funnels."""
    new = dict(colours)
    new[q] = die
    out = [f for f in funnels if f != q]
    for c in CARRIES[q]:
        if c not in new and all(s in new for s in SUPPORTS[c]):
            out.append(c)
    return new, out


_CHANCES: dict[tuple[tuple[str | None, ...], str, tuple[float, ...]], float] = {}


def quick_chance(below: tuple[str | None, ...], die: str, pool: dict[str, float]) -> float:
    """``funnel_chance``, remembered (at most a few hundred keys: colours x pool)."""
    key = (below, die, tuple(pool.values()))
    chance = _CHANCES.get(key)
    if chance is None:
        if len(_CHANCES) > 4096:  # a new game's pools: start afresh
            _CHANCES.clear()
        chance = _CHANCES[key] = funnel_chance(below, die, pool)
    return chance


def quick_fit(colours: Colours, funnels: list[Pos], die: str, pool: dict[str, float]) -> float:
    """As ``fit_chance``."""
    miss = 1.0
    for q in funnels:
        a, b, c = SUPPORTS[q]
        chance = quick_chance((colours[a], colours[b], colours[c]), die, pool)
        if chance == 0.0 or one_colour_edge(colours, q, die) is not None:
            continue
        if chance >= 1.0:
            return 1.0
        miss *= 1.0 - chance
    return 1.0 - miss


def quick_pull_cost(colours: Colours, funnels: list[Pos], p: Pos, pool: dict[str, float]) -> float:
    """As ``pull_cost`` without ``again``."""
    die = colours[p]
    if die is None:
        return max(MINUS_POINTS.values())
    after, open_ = pulled(colours, funnels, p)
    return (1.0 - quick_fit(after, open_, die, pool)) * MINUS_POINTS[die]


def quick_best_pull_cost(colours: Colours, funnels: list[Pos], pool: dict[str, float]) -> float:
    """As ``best_pull_cost`` without ``again``."""
    return min(
        (quick_pull_cost(colours, funnels, p, pool) for p in quick_pullable(colours)),
        default=0.0,
    )
