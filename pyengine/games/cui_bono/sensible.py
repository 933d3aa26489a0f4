"""Cui bono?'s pull-and-press bot: the level ``beginner`` with two players and ``sensible``
with three or more (bots.py; before issue 39 the level ``sensible`` at any table). It pulls
the die it can most likely lay back, lays it back where the next player is worst off, and
keeps a cheap die on purpose when that leaves the next player only costly pulls (the seed's
last TIP). It weighs only its own pull and the next player's best pull.

With the option ``pull_again`` every turn ends with a kept die, so laying back is no longer
free: it buys another pull, worth ``AGAIN`` minus points. The bot then keeps a die that
costs no more than pulling again (a yellow one), lays a dearer one back where its own next
pull is cheapest, and keeps whatever it holds after ``LAY_BACKS`` dice laid back in a turn.
"""

from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from .colours import MINUS_POINTS
from .reading import (
    Action,
    Colours,
    best_pull_cost,
    board,
    ending,
    hidden_pool,
    pos_of,
    pull_cost,
)
from .spec import pulls_again

OPPONENT_WEIGHT = 0.5  # how much the next player's expected minus points count (2 players)
# Option pull_again: what pulling once more is expected to cost (a turn ends with a kept die,
# at best a yellow one), how much each die laid back in a turn adds to it (so the bot prefers
# keeping to circling), and how many dice it lays back in a turn at most.
AGAIN = 1.5
PATIENCE = 0.1
LAY_BACKS = 5


class CuiBonoSensibleBot:
    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        kind = legal[0]["type"]
        if kind == "build" or len(legal) == 1:
            return dict(legal[0])
        scored = self.scores(view, legal)
        best = min(s for s, _ in scored)
        return dict(rng.choice([a for s, a in scored if s <= best + 1e-9]))

    def scores(self, view: dict[str, Any], legal: list[Action]) -> list[tuple[float, Action]]:
        """Each legal action with what it is expected to cost (lower is better)."""
        colours = board(view)
        pool = hidden_pool(view)
        again = AGAIN if pulls_again(view["options"]) else None
        if legal[0]["type"] == "pull":
            scored: list[tuple[float, Action]] = []
            for action in legal:
                p = pos_of(action["at"])
                die = colours[p]
                cost = pull_cost(colours, p, pool, again)
                # Equal risk: rather pull (and so maybe keep) the cheaper die.
                tie = 0.01 * MINUS_POINTS[die] if die is not None else 0.0
                scored.append((cost + tie, action))
            return scored
        if again is not None:
            return self._lay_back_or_keep(view, colours, pool, legal, again)
        return self._place_or_keep(view, colours, pool, legal)

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
                after[pos_of(action["at"])] = die
                scored.append((-weight * best_pull_cost(after, pool), action))
            else:
                cost = MINUS_POINTS[die] - weight * best_pull_cost(colours, pool)
                scored.append((cost + ending(state, seat, die), action))
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
        keep = MINUS_POINTS[die] + ending(state, seat, die)
        if laid_back >= LAY_BACKS:
            return [(keep, {"type": "keep"})]
        later = again + PATIENCE * (laid_back + 1)
        scored: list[tuple[float, Action]] = [(keep, {"type": "keep"})]
        for action in legal:
            if action["type"] == "place":
                after = dict(colours)
                after[pos_of(action["at"])] = die
                cost = best_pull_cost(after, pool, later) + PATIENCE * (laid_back + 1)
                scored.append((cost, action))
        return scored
