"""Cui bono? computer players, weakest first. Each level plays by the number of players
(docs/rules/cui-bono.md, "Computer levels"):

- ``beginner``: two players ``CuiBonoSensibleBot`` (sensible.py: its own pull and the next
  player's best pull); three ``CuiBonoBeginnerBot`` (beginner.py: its own pull at a glance,
  lays back anywhere); four or more ``CuiBonoFitFirstBot`` (beginner.py: the same glance,
  but the die most likely to fit, whatever it costs).
- ``sensible``: two players ``CuiBonoStrongBot(chain=1)`` (strong.py: every colouring of the
  unseen dice, the next player only); three ``CuiBonoSensibleBot``; four or more
  ``CuiBonoBeginnerBot``.
- ``strong``: ``CuiBonoStrongBot()``, three players ahead with the standings.

All read only their view (reading.py)."""

from __future__ import annotations

from typing import Any

from ...core.bot import Bot, Reason, advise
from ...core.rng import Rng
from .beginner import CuiBonoBeginnerBot, CuiBonoFitFirstBot
from .reading import after_pull, board, fit_chance, glance_pull_cost, pull_cost
from .sensible import AGAIN, LAY_BACKS, CuiBonoSensibleBot
from .strong import CuiBonoStrongBot

__all__ = [
    "AGAIN",
    "BOTS",
    "LAY_BACKS",
    "ByPlayers",
    "CuiBonoBeginnerBot",
    "CuiBonoFitFirstBot",
    "CuiBonoSensibleBot",
    "CuiBonoStrongBot",
    "after_pull",
    "board",
    "fit_chance",
    "glance_pull_cost",
    "pull_cost",
]


class ByPlayers:
    """One level played by ``two`` with two players, by ``three`` with three and by ``more``
    with four or more (the number of seats is in every view: one list of kept dice per
    seat)."""

    def __init__(self, two: Bot, three: Bot, more: Bot) -> None:
        self.two = two
        self.three = three
        self.more = more

    def pick(self, view: dict[str, Any]) -> Bot:
        n = len(view["state"]["kept"])
        return self.two if n == 2 else self.three if n == 3 else self.more

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        return self.pick(view).choose(view, legal, rng)

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
    ) -> tuple[dict[str, Any], Reason]:
        return advise(self.pick(view), view, legal, rng)


# With four or more players every step of the three-player ladder shrank (each player moves
# the game less): both lower levels step down one rung there (docs/rules/cui-bono.md).
BOTS: dict[str, Bot] = {
    "beginner": ByPlayers(CuiBonoSensibleBot(), CuiBonoBeginnerBot(), CuiBonoFitFirstBot()),
    "sensible": ByPlayers(CuiBonoStrongBot(chain=1), CuiBonoSensibleBot(), CuiBonoBeginnerBot()),
    "strong": CuiBonoStrongBot(),
}
