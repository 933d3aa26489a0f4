"""Cui bono? computer players, weakest first: ``sensible`` (sensible.py) weighs its own pull
and the next player's best pull; ``strong`` (strong.py) looks one reply ahead over every
colouring of the dice it cannot see. Both read only their view (reading.py)."""

from __future__ import annotations

from ...core.bot import Bot
from .reading import after_pull, board, fit_chance, pull_cost
from .sensible import AGAIN, LAY_BACKS, CuiBonoSensibleBot
from .strong import CuiBonoStrongBot

__all__ = [
    "AGAIN",
    "BOTS",
    "LAY_BACKS",
    "CuiBonoSensibleBot",
    "CuiBonoStrongBot",
    "after_pull",
    "board",
    "fit_chance",
    "pull_cost",
]

BOTS: dict[str, Bot] = {
    "beginner": CuiBonoSensibleBot(),
    "sensible": CuiBonoStrongBot(chain=1),
    "strong": CuiBonoStrongBot(),
}
