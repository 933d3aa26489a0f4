"""Schocken computer players: a casual heuristic and an exact solver-based strong bot."""

from __future__ import annotations

from typing import Any

from ...core.bot import Bot, Reason
from ...core.rng import Rng
from . import halves, solver
from .view import CupView, View

PIPPI_JULE = {(1, 2, 2): "pippi", (1, 2, 4): "jule"}


class SchockenHeuristicBot:
    """Keeps ones, turns sixes into ones, stops on a straight or better."""

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        cup: CupView = view["state"]["cups"][view["seat"]]
        if {"type": "flip"} in legal:
            return {"type": "flip"}
        if cup["hand"]["kind"] != "simple" or not any(a["type"] == "roll" for a in legal):
            return {"type": "stand"}
        return {"type": "roll", "dice": [i for i, v in enumerate(cup["dice"]) if v != 1]}


class SchockenBeginnerBot:
    """Throws all three dice again until it has a straight or better, and does not turn
    two sixes into a one: the rules known, the tricks not yet."""

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        cup: CupView = view["state"]["cups"][view["seat"]]
        if cup["hand"]["kind"] != "simple" or not any(a["type"] == "roll" for a in legal):
            return {"type": "stand"}
        return {"type": "roll", "dice": [0, 1, 2]}


class SchockenStrongBot:
    """Plays the exact best response to players who play as ``heuristic`` (the solver's
    ``opponent_model``: their final hands, and the opener's by the throws he used), for the
    least chance of losing the half (halves.py); at a table too large for that chain, for
    the fewest expected chips this round (solver.round_utility)."""

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        return self._decide(view)[0]

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> tuple[dict[str, Any], Reason]:
        """The move and the numbers behind it: your chance of losing the half, in percent,
        when standing, flipping or throwing again (the reasons ``*_half``); at a table too
        large for the chain, the chips you may expect to get this round. Only your own cup
        is read; the others are the solver's model of them (players who play as heuristic)."""
        if len(legal) == 1 and legal[0]["type"] == "roll":
            return dict(legal[0]), {"why": "first_throw"}
        action, policy, key = self._decide(view)
        if len(legal) == 1:
            action = dict(legal[0])
        state: View = view["state"]
        half = halves.fits(len(state["order"]), state["chips_total"])
        # The policy's values are minus a chance (of losing the half) or minus chips.
        scale, digits, tail = (100.0, 1, "_half") if half else (1.0, 2, "")
        worth = {
            kind: round(-scale * value, digits) for kind, value in policy.choices(*key).items()
        }
        stand = worth["stand"]
        if action["type"] == "roll":
            n = len(action["dice"])
            return action, {
                "why": "throw_again" + tail,
                "n": n,
                "throw": worth["roll"],
                "stand": stand,
            }
        if action["type"] == "flip":
            return action, {"why": "flip" + tail, "flip": worth["flip"], "stand": stand}
        if "roll" in worth:
            return action, {"why": "stand" + tail, "stand": stand, "throw": worth["roll"]}
        return action, {"why": "stand_last" + tail, "stand": stand}

    def _decide(
        self, view: dict[str, Any]
    ) -> tuple[dict[str, Any], solver.Policy, solver.StateKey]:
        """The policy's move for this cup, the policy and the cup's state in it."""
        seat = view["seat"]
        state: View = view["state"]
        cup = state["cups"][seat]
        order: list[int] = state["order"]
        position = order.index(seat)
        chips = state["chips"]
        pot, total = state["pot"], state["chips_total"]
        stakes = (pot, chips[seat], max(chips[s] for s in order if s != seat), total)
        if halves.fits(len(order), total):
            others = [chips[s] for s in order]
            if position == 0:
                policy = halves.first_player_policy(pot, chips[seat], _stacks(others[1:]), total)
            else:
                policy = halves.later_player_policy(
                    state["limit"],
                    state["cups"][order[0]]["throws"],
                    _stacks(others[1:position]),
                    _stacks(others[position + 1 :]),
                    others[0],
                    pot,
                    chips[seat],
                    total,
                )
        elif position == 0:
            policy = solver.first_player_policy(len(order) - 1, *stakes)
        else:
            policy = solver.later_player_policy(
                state["limit"],
                state["cups"][order[0]]["throws"],
                position - 1,
                len(order) - 1 - position,
                *stakes,
            )
        move, key = policy_move(cup, policy)
        return move, policy, key


def cup_key(cup: CupView) -> solver.StateKey:
    """A cup as the solver knows it: its dice, whether they make a hand of one throw, whether
    two sixes may become a one, and the throws used."""
    low, mid, high = sorted(cup["dice"])
    dice = (low, mid, high)
    one = cup["hand"]["kind"] == PIPPI_JULE[dice] if dice in PIPPI_JULE else all(cup["fresh"])
    return (dice, one, bool(cup["flip_ok"]), cup["throws"])


def policy_move(cup: CupView, policy: solver.Policy) -> tuple[dict[str, Any], solver.StateKey]:
    """The move ``policy`` makes with this cup, and the cup's state in it."""
    key = cup_key(cup)
    action, keep = policy.best[key]
    if action == "roll":
        return {"type": "roll", "dice": _dice_to_throw(cup["dice"], keep)}, key
    return {"type": action}, key


def _stacks(chips: list[int]) -> tuple[int, ...]:
    return tuple(sorted(chips, reverse=True))


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


BOTS: dict[str, Bot] = {
    "beginner": SchockenBeginnerBot(),
    "heuristic": SchockenHeuristicBot(),
    "strong": SchockenStrongBot(),
}
