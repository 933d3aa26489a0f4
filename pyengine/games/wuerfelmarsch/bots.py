"""Würfelmarsch computer players, weakest first: "sensible" (sensible.py) and "strong"
(strong.py)."""

from __future__ import annotations

from ...core.bot import Bot
from .sensible import WuerfelmarschSensibleBot
from .strong import WuerfelmarschStrongBot

__all__ = ["BOTS", "WuerfelmarschSensibleBot", "WuerfelmarschStrongBot"]

BOTS: dict[str, Bot] = {
    "beginner": WuerfelmarschSensibleBot(depth=1),
    "sensible": WuerfelmarschSensibleBot(),
    "strong": WuerfelmarschStrongBot(),
}
