"""Schocken computer players: a casual heuristic and an exact solver-based strong bot."""

from __future__ import annotations

from typing import Any

from ...core.bot import Bot
from ...core.rng import Rng
from . import solver

PIPPI_JULE = {(1, 2, 2): "pippi", (1, 2, 4): "jule"}


class SchockenHeuristicBot:
    """Keeps ones, turns sixes into ones, stops on a straight or better."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        cup = view["state"]["cups"][view["seat"]]
        if {"type": "flip"} in legal:
            return {"type": "flip"}
        if cup["hand"]["kind"] != "simple" or not any(a["type"] == "roll" for a in legal):
            return {"type": "stand"}
        return {"type": "roll", "dice": [i for i, v in enumerate(cup["dice"]) if v != 1]}


class SchockenStrongBot:
    """Plays the exact best response to the solver's model of the other players."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        seat = view["seat"]
        state = view["state"]
        cup = state["cups"][seat]
        order: list[int] = state["order"]
        position = order.index(seat)
        chips = state["chips"]
        stakes = (
            state["pot"],
            chips[seat],
            max(chips[s] for s in order if s != seat),
            state["chips_total"],
        )
        if position == 0:
            policy = solver.first_player_policy(len(order) - 1, *stakes)
        else:
            policy = solver.later_player_policy(
                state["limit"],
                state["cups"][order[0]]["throws"],
                position - 1,
                len(order) - 1 - position,
                *stakes,
            )
        dice = tuple(sorted(cup["dice"]))
        one = cup["hand"]["kind"] == PIPPI_JULE[dice] if dice in PIPPI_JULE else all(cup["fresh"])
        action, keep = policy.best[dice, one, bool(cup["flip_ok"]), cup["throws"]]
        if action == "roll":
            return {"type": "roll", "dice": _dice_to_throw(cup["dice"], keep)}
        return {"type": action}


def _dice_to_throw(dice: list[int], keep: tuple[int, ...]) -> list[int]:
    """Indices of the dice to throw again so that the multiset ``keep`` stays."""
    remaining = list(keep)
    throw = []
    for i, value in enumerate(dice):
        if value in remaining:
            remaining.remove(value)
        else:
            throw.append(i)
    return throw


BOTS: dict[str, Bot] = {"heuristic": SchockenHeuristicBot(), "strong": SchockenStrongBot()}
