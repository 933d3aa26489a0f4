"""The bot interface and the random bot every game gets for free."""

from __future__ import annotations

from typing import Any, Protocol

from .rng import Rng


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        """Pick one of ``legal`` (chance actions as templates) from ``view`` alone."""
        ...


class RandomBot:
    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        return dict(rng.choice(legal))


RANDOM_BOT = RandomBot()
