"""Cui bono? computer player: pulls the die it can most likely lay back, and keeps a cheap die
on purpose when that leaves the next player only costly pulls (the seed's last TIP).

It reads only its view: the dice it can see, the positions of the hidden ones and how many
dice of each colour are hidden (an unknown colour is drawn from those counts).

With the option ``pull_again`` every turn ends with a kept die, so laying back is no longer
free: it buys another pull, worth ``AGAIN`` minus points. The bot then keeps a die that
costs no more than pulling again (a yellow one), lays a dearer one back where its own next
pull is cheapest, and keeps whatever it holds after ``LAY_BACKS`` dice laid back in a turn.
"""

from __future__ import annotations

import math
from typing import Any

from ...core.bot import Bot
from ...core.rng import Rng
from ...pyramid.geometry import POSITIONS, Pos, carries, supports
from .colours import MINUS_POINTS, funnel_chance, one_colour_edge
from .rules import funnels_of, pullable
from .spec import pulls_again

Action = dict[str, Any]
Colours = dict[Pos, str | None]

_CARRIES: dict[Pos, tuple[Pos, ...]] = {p: carries(p) for p in POSITIONS}
_SUPPORTS: dict[Pos, tuple[Pos, ...]] = {p: supports(p) for p in POSITIONS}
OPPONENT_WEIGHT = 0.5  # how much the next player's expected minus points count (2 players)
DECIDES_GAME = 100.0  # weight of ending the game as winner (or loser) with a kept die
# Option pull_again: what pulling once more is expected to cost (a turn ends with a kept die,
# at best a yellow one), how much each die laid back in a turn adds to it (so the bot prefers
# keeping to circling), and how many dice it lays back in a turn at most.
AGAIN = 1.5
PATIENCE = 0.1
LAY_BACKS = 5


def _pos(data: list[int]) -> Pos:
    return (data[0], data[1], data[2])


def board(view: dict[str, Any]) -> Colours:
    """Position -> colour of every die; ``None`` for the hidden ones."""
    state = view["state"]
    colours: Colours = {_pos(d["at"]): d["colour"] for d in state["dice"]}
    for p in state["hidden"]:
        colours[_pos(p)] = None
    return colours


def after_pull(colours: Colours, p: Pos) -> Colours:
    """The pyramid once the die at ``p`` is pulled and the chain above it has slid down."""
    new = dict(colours)
    del new[p]
    on = [q for q in _CARRIES[p] if q in new]
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
        chance = funnel_chance([colours[s] for s in _SUPPORTS[q]], die, pool)
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


def best_pull_cost(colours: Colours, pool: dict[str, float], again: float | None = None) -> float:
    """The expected minus points of the best pull (the next player's, or with ``again`` the
    bot's own next pull)."""
    return min((pull_cost(colours, p, pool, again) for p in pullable(colours)), default=0.0)


class CuiBonoSensibleBot:
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        kind = legal[0]["type"]
        if kind == "build" or len(legal) == 1:
            return dict(legal[0])
        state = view["state"]
        colours = board(view)
        pool = {c: float(v) for c, v in state["hidden_colours"].items()}
        again = AGAIN if pulls_again(view["options"]) else None
        scored: list[tuple[float, Action]] = []
        if kind == "pull":
            for action in legal:
                p = _pos(action["at"])
                die = colours[p]
                cost = pull_cost(colours, p, pool, again)
                # Equal risk: rather pull (and so maybe keep) the cheaper die.
                tie = 0.01 * MINUS_POINTS[die] if die is not None else 0.0
                scored.append((cost + tie, action))
        elif again is not None:
            scored = self._lay_back_or_keep(view, colours, pool, legal, again)
        else:
            scored = self._place_or_keep(view, colours, pool, legal)
        best = min(s for s, _ in scored)
        return dict(rng.choice([a for s, a in scored if s <= best + 1e-9]))

    def _place_or_keep(
        self, view: dict[str, Any], colours: Colours, pool: dict[str, float], legal: list[Action]
    ) -> list[tuple[float, Action]]:
        state = view["state"]
        seat: int = view["seat"]
        n = len(state["kept"])
        die: str = state["hand"]["colour"]
        weight = OPPONENT_WEIGHT / (n - 1)
        scored: list[tuple[float, Action]] = []
        for action in legal:
            if action["type"] == "place":
                after = dict(colours)
                after[_pos(action["at"])] = die
                scored.append((-weight * best_pull_cost(after, pool), action))
            else:
                cost = MINUS_POINTS[die] - weight * best_pull_cost(colours, pool)
                scored.append((cost + self._ending(state, seat, die), action))
        return scored

    def _lay_back_or_keep(
        self,
        view: dict[str, Any],
        colours: Colours,
        pool: dict[str, float],
        legal: list[Action],
        again: float,
    ) -> list[tuple[float, Action]]:
        """Option pull_again: keeping ends the turn, laying back costs the next pull."""
        state = view["state"]
        seat: int = view["seat"]
        die: str = state["hand"]["colour"]
        laid_back = state.get("pulls", 1) - 1
        keep = MINUS_POINTS[die] + self._ending(state, seat, die)
        if laid_back >= LAY_BACKS:
            return [(keep, {"type": "keep"})]
        later = again + PATIENCE * (laid_back + 1)
        scored: list[tuple[float, Action]] = [(keep, {"type": "keep"})]
        for action in legal:
            if action["type"] == "place":
                after = dict(colours)
                after[_pos(action["at"])] = die
                cost = best_pull_cost(after, pool, later) + PATIENCE * (laid_back + 1)
                scored.append((cost, action))
        return scored

    @staticmethod
    def _ending(state: dict[str, Any], seat: int, die: str) -> float:
        """Keeping the last allowed die ends the game: very good if it wins, bad if not."""
        if len(state["kept"][seat]) + 1 < state["dice_limit"]:
            return 0.0
        mine = (state["minus"][seat] + MINUS_POINTS[die], len(state["kept"][seat]) + 1)
        others = [(state["minus"][s], len(k)) for s, k in enumerate(state["kept"]) if s != seat]
        best_other = min(others, default=(math.inf, math.inf))
        return -DECIDES_GAME if mine <= best_other else DECIDES_GAME


BOTS: dict[str, Bot] = {"sensible": CuiBonoSensibleBot()}
