"""The bot interface and the random bot every game gets for free."""

from __future__ import annotations

import time
from typing import Any, Protocol

from .rng import Rng


class Bot(Protocol):
    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        """Pick one of ``legal`` (chance actions as templates) from ``view`` alone."""
        ...


# Why a bot picks its move, for the "What would you do?" hint: ``{"why": key, **values}``,
# where ``key`` names a sentence of the game's UI text (``hint.<key>``) and the values are
# the plain numbers it weighs (points, chips, squares, chances), filled into that sentence.
Reason = dict[str, Any]


class Adviser(Protocol):
    """A bot that can also say why: ``advise`` returns the move ``choose`` would make from
    the same view, legal actions and rng state, and its reason."""

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
    ) -> tuple[dict[str, Any], Reason]: ...


def advise(
    bot: Bot, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng
) -> tuple[dict[str, Any], Reason]:
    """The bot's move and its reason; a bot that cannot explain itself gives ``{"why": "best"}``."""
    explain = getattr(bot, "advise", None)
    if explain is not None:
        action, reason = explain(view, legal, rng)
        return action, dict(reason)
    return bot.choose(view, legal, rng), {"why": "best"}


class RandomBot:
    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:  # noqa: ARG002 (a hook: subclasses use it)
        return dict(rng.choice(legal))


RANDOM_BOT = RandomBot()


APP_THINK_LIMIT_MS = 130.0  # the cap the browser app sets, and the Pyodide bench with it


class ThinkLimit:
    """A wall-clock cap on the thinking a bot may cut short, today the strong Würfelmarsch
    level's second look at its best moves: the app sets it, so that a slow phone or a busy
    moment still gets an answer in time. Unset (simulate, the tests) a bot's move depends
    on its view and rng alone. Set, a bot out of time plays the best it has found so far
    (never a worse move than its own first choice) and counts the decision in ``cuts``."""

    def __init__(self) -> None:
        self.ms: float | None = None
        self.cuts = 0

    def deadline(self) -> float | None:
        """When a decision that starts now must stop thinking (``time.perf_counter``)."""
        return None if self.ms is None else time.perf_counter() + self.ms / 1000


THINK_LIMIT = ThinkLimit()


def past(deadline: float | None) -> bool:
    """Whether ``deadline`` (from ``ThinkLimit.deadline``) has passed; None never does."""
    return deadline is not None and time.perf_counter() > deadline
