"""Kwis 't! computer players: knowledge by level, a betting and bluffing style, checks.

A bot never reads an answer: it plays ``guess`` with its knowledge level and the rules
decide each answer by a chance event (kwist.KNOWLEDGE). From its view it knows its own
count, the chips, the bets on the board and the hand sizes, and weighs those:

- casual: bets its count, now and then one more (a bluff) or lower onto a richer chip;
  checks a bet of 4 or 5 half of the time.
- strong: picks the field with the best expected points, counting bonus cards at
  CARD_VALUE and a guess of how often each field is checked; checks the bet whose
  chance of being a bluff pays most. That chance is the chance of having fewer right
  answers than the bet (binomial, skill judged from its own count) times the player's
  bluffing habit, learnt from the rounds in which their bluffs came out.
"""

from __future__ import annotations

from math import comb
from typing import Any

from ...core.bot import Bot
from ...core.rng import Rng
from .answers import lenient_match
from .sly import SlyBot

CARD_VALUE = 2.0  # a bonus card's worth in points: 228 points on 120 cards, plus actions
QUESTIONS = 5
TABLE_SKILL = 0.55  # share of answers a typical player gets right (prior for checks)
HABIT_PRIOR = (1, 3)  # a player bluffs when short in 1 of 3 rounds until seen otherwise
# Chance that one opponent checks a bet on field 1..5 (index 0 unused); tuned by simulate.
CHECK_RATE = (0.0, 0.02, 0.05, 0.15, 0.3, 0.45)
CHECK_CAP = 0.9
# What another player's gain costs us: 1/opponents is the mean, but the leader matters
# more than the mean, so never less than this.
MIN_RIVAL_WEIGHT = 0.5
BET_NOISE = 0.25  # a little randomness so that a strong bot is not fully predictable
PLAY_ORDER = ("opportunity", "pride", "steal_two", "venture", "bird")


def bluff_chance(bet: int, skill: float) -> float:
    """P(fewer than ``bet`` of five answers right) when each is right with ``skill``."""
    return sum(comb(QUESTIONS, k) * skill**k * (1 - skill) ** (QUESTIONS - k) for k in range(bet))


def _mean_below(bet: int, skill: float) -> float:
    """Expected count, given that it is below ``bet``."""
    weights = [comb(QUESTIONS, k) * skill**k * (1 - skill) ** (QUESTIONS - k) for k in range(bet)]
    total = sum(weights)
    return sum(k * w for k, w in enumerate(weights)) / total if total else 0.0


class KwistBot:
    def __init__(self, level: str, knowledge: str | None = None) -> None:
        self.level = level  # "casual" or "strong": how it bets and checks
        self.knowledge = knowledge or level  # the KNOWLEDGE its guesses use

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        state, seat = view["state"], view["seat"]
        kinds = {a["type"] for a in legal}
        if "guess" in kinds:
            return {"type": "guess", "level": self.knowledge}
        if "rule" in kinds:
            return {"type": "rule", "right": _ruling(state)}
        if "bet" in kinds:
            return {"type": "bet", "field": self._bet(state, seat, rng)}
        if "declare" in kinds:
            return {"type": "declare"}  # an unchecked bluff pays only when declared
        if "check" in kinds:
            return self._check(state, seat, legal, rng)
        if "play" in kinds:
            return _play(state, legal)
        return dict(legal[0])

    def _bet(self, state: dict[str, Any], _seat: int, rng: Rng) -> int:
        count: int = state["me"]["count"]
        chips: list[int] = state["chips"]
        if self.level == "casual":
            roll = rng.random()
            if count == 0:
                return 1 if roll < 0.7 else 2
            if roll < 0.2 and count < QUESTIONS:
                return count + 1
            if roll < 0.35:
                return max(range(1, count + 1), key=lambda f: (chips[f - 1], f))
            return count
        opponents = len(state["bets"]) - 1
        weight = max(MIN_RIVAL_WEIGHT, 1 / opponents)
        best, best_value = 1, float("-inf")
        for bet in range(1, QUESTIONS + 1):
            cards = chips[bet - 1] * CARD_VALUE
            checked = min(CHECK_CAP, 1 - (1 - CHECK_RATE[bet]) ** opponents)
            if bet <= count:
                value = bet + checked * cards
            else:
                value = (1 - checked) * (bet + cards) + checked * (count - weight * cards)
            value += rng.random() * BET_NOISE
            if value > best_value:
                best, best_value = bet, value
        return best

    def _check(
        self, state: dict[str, Any], _seat: int, legal: list[dict[str, Any]], rng: Rng
    ) -> dict[str, Any]:
        bets: list[int] = state["bets"]
        chips: list[int] = state["chips"]
        targets = [a["target"] for a in legal if a["type"] == "check"]
        if self.level == "casual":
            high = max(targets, key=lambda t: bets[t])
            if bets[high] >= 4 and rng.random() < 0.5:
                return {"type": "check", "target": high}
            return {"type": "pass"}
        own = state["me"]["count"]
        skill = (TABLE_SKILL + own / QUESTIONS) / 2 if own is not None else TABLE_SKILL
        weight = max(MIN_RIVAL_WEIGHT, 1 / (len(bets) - 1))
        best: dict[str, Any] = {"type": "pass"}
        best_value = 0.0
        for target in targets:
            bet = bets[target]
            cards = chips[bet - 1] * CARD_VALUE
            bluff = bluff_chance(bet, skill) * bluff_habit(state["history"], target)
            gain = bluff * (cards * (1 + weight) + weight * (bet - _mean_below(bet, skill)))
            value = gain - (1 - bluff) * weight * cards
            if value > best_value:
                best, best_value = {"type": "check", "target": target}, value
        return best


def bluff_habit(history: list[dict[str, Any]], seat: int) -> float:
    """How often ``seat`` bluffed in the rounds where it came out (checked or declared)."""
    bluffs, seen = HABIT_PRIOR
    for past in history:
        bet, final = past["bets"][seat], past["fields"][seat]
        if past["declared"][seat]:
            bluffs, seen = bluffs + 1, seen + 1
        elif past["checked"][seat] and bet is not None:
            bluffs, seen = bluffs + (final < bet), seen + 1
    return bluffs / seen


def _ruling(state: dict[str, Any]) -> bool:
    """As the ruler (the quizmaster, or for the quizmaster's own answer the player on his
    left): a disputed answer counts when it is close enough to the answer."""
    dispute = state["dispute"]
    question = state["card"]["questions"][dispute["question"]]
    return lenient_match(dispute["text"], question["answer"], question.get("accept", []))


def _play(state: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Cards that take from richer hands go first, while our own hand is small."""
    sizes: list[int] = state["hand_sizes"]
    track: list[int] = state["track"]
    plays = [a for a in legal if a["type"] == "play"]

    def rank(action: dict[str, Any]) -> tuple[int, int, int]:
        target = action["target"]
        richness = (sizes[target], track[target]) if target is not None else (0, 0)
        return (-PLAY_ORDER.index(action["card"]), *richness)

    chosen: dict[str, Any] = max(plays, key=rank)
    return dict(chosen)


# The ladder (docs/rules/kwist.md, "Computer levels"): casual knows least and bets its
# count; strong knows what an average adult player knows and bets by expected points; sly
# knows more (the knowledge "strong", which the strong level had before issue 39) and plays
# the bluff as a game of reputation.
BOTS: dict[str, Bot] = {
    "casual": KwistBot("casual", "casual"),
    "strong": KwistBot("strong", "fair"),
    "sly": SlyBot(KwistBot("strong")),
}
