"""Cui bono? level ``beginner`` with three players (and ``sensible`` with four or more): it
looks at its own pull only.

It pulls the die it expects to cost the fewest minus points, but it prices a pull at a
glance (``reading.glance_pull_cost``): the funnels there are now, on the dice they rest on
now, and the funnel its pull opens at the top of the chain; it does not work out which dice
the slide moves under the other funnels. A die that fits goes back into any funnel that
takes it (the rng picks one: it does not think about the next player), and it keeps a die
only when nothing takes it, or when keeping its last allowed die wins the game. With the
option ``pull_again`` it plays as ``sensible.py`` does, as every level does then.

``CuiBonoFitFirstBot`` is the level ``beginner`` with four or more players: the same glance
and the same laying back, but it pulls the die most likely to fit back whatever that die
would cost to keep, so it pulls a pearl die where a yellow one is the cheaper risk.

With two players the level ``beginner`` is ``CuiBonoSensibleBot`` (bots.py).
"""

from __future__ import annotations

from typing import Any

from .colours import MINUS_POINTS
from .reading import (
    Action,
    Colours,
    board,
    ending,
    glance_miss,
    glance_pull_cost,
    hidden_pool,
    pos_of,
)
from .sensible import CuiBonoSensibleBot
from .spec import pulls_again


class CuiBonoBeginnerBot(CuiBonoSensibleBot):
    def scores(self, view: dict[str, Any], legal: list[Action]) -> list[tuple[float, Action]]:
        if pulls_again(view["options"]) or legal[0]["type"] != "pull":
            return super().scores(view, legal)
        colours = board(view)
        pool = hidden_pool(view)
        scored: list[tuple[float, Action]] = []
        for action in legal:
            p = pos_of(action["at"])
            die = colours[p]
            # Equal risk: rather pull (and so maybe keep) the cheaper die.
            tie = 0.01 * MINUS_POINTS[die] if die is not None else 0.0
            scored.append((glance_pull_cost(colours, p, pool) + tie, action))
        return scored

    def _place_or_keep(
        self, view: dict[str, Any], _colours: Colours, _pool: dict[str, float], legal: list[Action]
    ) -> list[tuple[float, Action]]:
        """Every funnel that takes the die is as good as another; keeping costs the die."""
        state = view["state"]
        die: str = state["hand"]["colour"]
        keep = MINUS_POINTS[die] + ending(state, view["seat"], die)
        return [(0.0 if a["type"] == "place" else keep, a) for a in legal]


class CuiBonoFitFirstBot(CuiBonoBeginnerBot):
    """The level ``beginner`` with four or more players: the glance, by the chance alone."""

    def scores(self, view: dict[str, Any], legal: list[Action]) -> list[tuple[float, Action]]:
        if pulls_again(view["options"]) or legal[0]["type"] != "pull":
            return super().scores(view, legal)
        colours = board(view)
        pool = hidden_pool(view)
        # Only the chance to fit back counts; among equal chances the rng picks, any colour.
        return [(glance_miss(colours, pos_of(a["at"]), pool), a) for a in legal]
