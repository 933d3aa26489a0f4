"""Qwinn computer player: a one-ply lookahead over throws, board position and boycotts.

Every way to end the turn gets a value in points: what it scores, plus part of what the
field it leaves the pawn on is worth for later turns, plus the best extra use of the red
die it leaves open (a boycott on the opponent, or removing one from itself), minus what
a failed throw costs. Before each re-throw the bot compares that value for the dice it
holds with the expected value after re-throwing each possible choice of dice once.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from math import factorial
from typing import Any

from ..core.rng import Rng
from ..games import qwinn_board as board
from ..games.qwinn_board import BOYCOTT_RED, BOYCOTTS, MINUS, NEGEER, RED, TARGET
from ..games.qwinn_throws import TOPPER, points

WIN = 1000.0
POSITION_WEIGHT = 0.6  # a field's future worth counts for less than points in hand
REROLL_MARGIN = 0.5  # re-throw only for a clear expected gain
# What a boycott costs the player it is on, in points per game phase (rough, from play).
HARM = {MINUS: 8.0, board.MAX2X: 6.0, NEGEER: 4.0}


def _multisets(count: int) -> list[tuple[tuple[int, ...], float]]:
    """All outcomes of ``count`` dice as sorted tuples with their probabilities."""
    found = []
    for combo in itertools.combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for face in set(combo):
            ways //= factorial(combo.count(face))
        found.append((combo, ways / 6**count))
    return found


OUTCOMES = {count: _multisets(count) for count in range(6)}


@cache
def _kept_outcomes(kept: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """White dice after keeping ``kept`` (sorted) and re-throwing the other whites."""
    merged: dict[tuple[int, ...], float] = {}
    for rolled, p in OUTCOMES[4 - len(kept)]:
        whites = tuple(sorted(kept + rolled))
        merged[whites] = merged.get(whites, 0.0) + p
    return tuple(merged.items())


def _best_free_points(at: str, dice: Sequence[int]) -> int:
    stay = points(at, dice) or 0
    return max([stay, *(p for _, p, _ in board.destinations(at, dice, 0))])


@lru_cache(maxsize=1)
def position_values() -> dict[str, float]:
    """Expected best free score next turn from each field, as if the best of three throws."""
    values = {}
    for at in board.FIELDS:
        dist: dict[int, float] = {}
        for dice, p in OUTCOMES[5]:
            best = _best_free_points(at, dice)
            dist[best] = dist.get(best, 0.0) + p
        below, expected = 0.0, 0.0
        for value in sorted(dist):
            at_most = below + dist[value]
            expected += value * (at_most**3 - below**3)
            below = at_most
        values[at] = expected
    return values


@dataclass
class Turn:
    """The facts of the bot's turn that the value of a throw depends on."""

    field: str
    turn_from: str
    score: int
    first: bool
    on_me: str | None  # the boycott on the bot
    on_them: str | None  # the bot's boycott on the opponent
    their_score: int
    minus_red: bool

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Turn:
        state, seat = view["state"], view["seat"]
        me, them = state["players"][seat], state["players"][1 - seat]
        return cls(
            me["field"],
            state["turn_from"],
            me["score"],
            me["turns"] == 0,
            me["boycott"],
            them["boycott"],
            them["score"],
            state["minus_counts_red"],
        )

    def red_uses(self, red: int, score: int) -> list[tuple[float, dict[str, Any]]]:
        """Each extra use of the red die open after a free move, with its value."""
        if self.first:
            return []
        uses: list[tuple[float, dict[str, Any]]] = []
        if self.on_me is not None and red in BOYCOTT_RED[self.on_me]:
            value = WIN if score >= TARGET else HARM[self.on_me]
            uses.append((value, {"type": "remove"}))
        if self.on_me != NEGEER and self.turn_from != TOPPER:
            for kind in BOYCOTTS:
                if red in BOYCOTT_RED[kind] and kind != self.on_them:
                    value = HARM[kind] - (HARM[self.on_them] if self.on_them else 0.0)
                    if self.on_them is None:  # any boycott keeps the opponent from winning
                        value += max(0.0, self.their_score - 150) / 4
                    uses.append((value, {"type": "boycott", "kind": kind}))
        return uses

    def settle(self, dice: Sequence[int]) -> list[tuple[float, dict[str, Any]]]:
        """Every way to end throwing with ``dice``, valued."""
        red = dice[RED]
        reach = 0 if self.first or self.on_me == NEGEER or self.field == TOPPER else red
        options: list[tuple[float, dict[str, Any]]] = []
        stay = points(self.field, dice)
        if stay is None:
            options.append((self._failure(dice), {"type": "stay"}))
        else:
            options.append((self._success(self.field, stay, red, False), {"type": "stay"}))
        for target, got, jump in board.destinations(self.field, dice, reach):
            action = {"type": "jump" if jump else "move", "field": target}
            options.append((self._success(target, got, red, jump), action))
        return options

    def _success(self, target: str, got: int, red: int, jump: bool) -> float:
        score = self.score + got
        if score >= TARGET and self.on_me is None:
            return WIN
        extra = 0.0 if jump else max([0.0, *(v for v, _ in self.red_uses(red, score))])
        return got + POSITION_WEIGHT * position_values()[target] + extra

    def _failure(self, dice: Sequence[int]) -> float:
        lost = 0.0
        if self.on_me == MINUS:
            lost = min(self.score, sum(dice) if self.minus_red else sum(dice[:RED]))
        if self.on_them is not None:
            lost += WIN if self.their_score >= TARGET else HARM[self.on_them]
        return POSITION_WEIGHT * position_values()[self.field] - lost


class QwinnStrongBot:
    """Scores well now, keeps its pawn near good fields and uses boycotts when it can."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        state = view["state"]
        turn = Turn.from_view(view)
        if state["phase"] == "red":
            uses = turn.red_uses(state["dice"][RED], turn.score)
            best = max(uses, key=lambda u: u[0], default=(0.0, {"type": "end"}))
            return best[1] if best[0] > 0 and best[1] in legal else {"type": "end"}
        dice: list[int] = state["dice"]
        value, action = max(turn.settle(dice), key=lambda option: option[0])
        if any(a["type"] == "roll" for a in legal) and value < WIN:
            gain, throw = self._best_rethrow(turn, dice)
            if gain > value + REROLL_MARGIN:
                return {"type": "roll", "dice": throw}
        return action

    def _best_rethrow(self, turn: Turn, dice: list[int]) -> tuple[float, list[int]]:
        """The re-throw with the highest expected settle value after it."""
        cache: dict[tuple[tuple[int, ...], int], float] = {}

        def value(whites: tuple[int, ...], red: int) -> float:
            key = (whites, red)
            if key not in cache:
                cache[key] = max(v for v, _ in turn.settle([*whites, red]))
            return cache[key]

        best: tuple[float, list[int]] = (-WIN * 10, [])
        seen: set[tuple[tuple[int, ...], bool]] = set()
        for mask in range(16):
            kept_idx = [i for i in range(4) if not mask >> i & 1]
            kept = tuple(sorted(dice[i] for i in kept_idx))
            for rethrow_red in (False, True):
                if (kept, rethrow_red) in seen or (mask == 0 and not rethrow_red):
                    continue
                seen.add((kept, rethrow_red))
                reds = range(1, 7) if rethrow_red else (dice[RED],)
                expected = sum(
                    p * value(whites, red) / len(reds)
                    for whites, p in _kept_outcomes(kept)
                    for red in reds
                )
                if expected > best[0]:
                    throw = [i for i in range(4) if mask >> i & 1]
                    best = (expected, [*throw, RED] if rethrow_red else throw)
        return best
