"""Qwinn computer players.

``QwinnStrongBot`` (level "strong") plans its keeps and re-throws exactly: for the turn's
position it builds, once per turn, the value of stopping on each of the 756 throws (four
white dice as a multiset, plus the red die) and from it the value with one more throw
(``plan``); each decision compares stopping with the exact expectation of every
distinct re-throw. Stopping is valued as points now (up to the 250 that win), plus the
discounted worth of the field the pawn lands on, plus the best use of the red die it leaves
open, minus the Minus total and the lost boycott of a failed throw. Boycotts are valued
from the opponent's field (what Max 2x, Minus and Negeer cost a player standing there, from
``plan.TABLES``) and their score (any boycott keeps a player at 250 from winning).

``QwinnBasicBot`` is the earlier one-ply bot; the levels beginner and sensible play it for
points now only (``position_weight`` 0), the beginner re-throwing only for a clear gain.
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
from functools import lru_cache
from math import factorial
from typing import Any

from ...core.bot import Bot, Reason
from ...core.rng import Rng
from . import board, plan
from .board import BOYCOTT_RED, BOYCOTTS, MINUS, NEGEER, RED, TARGET
from .plan import TABLES
from .throws import TOPPER, points

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


class _Ending:
    """Ending the turn with some dice: staying or moving the pawn, each valued by the
    subclass's ``_success`` and ``_failure`` (the basic and the strong bot weigh them
    differently)."""

    field: str
    first: bool
    on_me: str | None

    def _success(self, target: str, got: int, red: int, jump: bool) -> float:
        raise NotImplementedError

    def _failure(self, dice: Sequence[int]) -> float:
        raise NotImplementedError

    def settle(self, dice: Sequence[int]) -> list[tuple[float, dict[str, Any]]]:
        """Every way to end throwing with ``dice``, valued."""
        red = dice[RED]
        reach = 0 if self.first or self.on_me == NEGEER or self.field == TOPPER else red
        options: list[tuple[float, dict[str, Any]]] = []
        key = tuple(sorted(dice))
        stay = plan.fits(self.field, key)
        if stay is None:
            options.append((self._failure(dice), {"type": "stay"}))
        else:
            options.append((self._success(self.field, stay, red, False), {"type": "stay"}))
        topper = self.on_me != NEGEER  # Negeer: no move to the Topper field
        for target, got, jump in plan.reachable(self.field, key, reach, topper):
            action = {"type": "jump" if jump else "move", "field": target}
            options.append((self._success(target, got, red, jump), action))
        return options


@dataclass(frozen=True)
class Turn(_Ending):
    """The facts of the bot's turn that the value of a throw depends on."""

    field: str
    turn_from: str
    score: int
    first: bool
    on_me: str | None  # the boycott on the bot
    on_them: str | None  # the bot's boycott on the opponent
    their_score: int
    minus_red: bool
    position_weight: float = POSITION_WEIGHT

    @classmethod
    def from_view(cls, view: dict[str, Any], position_weight: float = POSITION_WEIGHT) -> Turn:
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
            position_weight,
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

    def _success(self, target: str, got: int, red: int, jump: bool) -> float:
        score = self.score + got
        if score >= TARGET and self.on_me is None:
            return WIN
        extra = 0.0 if jump else max([0.0, *(v for v, _ in self.red_uses(red, score))])
        return got + self.position_weight * position_values()[target] + extra

    def _failure(self, dice: Sequence[int]) -> float:
        lost = 0.0
        if self.on_me == MINUS:
            lost = min(self.score, sum(dice) if self.minus_red else sum(dice[:RED]))
        if self.on_them is not None:
            lost += WIN if self.their_score >= TARGET else HARM[self.on_them]
        return self.position_weight * position_values()[self.field] - lost


class QwinnBasicBot:
    """The earlier one-ply bot: scores well now, keeps near good fields, uses boycotts.
    ``position_weight`` is what the field it leaves its pawn on counts for (0: points now
    only); it re-throws only for an expected gain of more than ``margin`` points."""

    def __init__(self, position_weight: float = POSITION_WEIGHT, margin: float = REROLL_MARGIN):
        self.position_weight = position_weight
        self.margin = margin

    def choose(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> dict[str, Any]:
        if len(legal) == 1:
            return dict(legal[0])
        state = view["state"]
        turn = Turn.from_view(view, self.position_weight)
        if state["phase"] == "red":
            uses = turn.red_uses(state["dice"][RED], turn.score)
            best = max(uses, key=lambda u: u[0], default=(0.0, {"type": "end"}))
            return best[1] if best[0] > 0 and best[1] in legal else {"type": "end"}
        dice: list[int] = state["dice"]
        value, action = max(turn.settle(dice), key=lambda option: option[0])
        if any(a["type"] == "roll" for a in legal) and value < WIN:
            gain, throw = self._best_rethrow(turn, dice)
            if gain > value + self.margin:
                return {"type": "roll", "dice": throw}
        return action

    def _best_rethrow(self, turn: Turn, dice: list[int]) -> tuple[float, list[int]]:
        """The re-throw with the highest expected settle value after it."""
        return max(plan.rethrow_choices(_basic_table(turn), dice), key=lambda c: c[0])


@lru_cache(maxsize=64)
def _basic_table(turn: Turn) -> list[float]:
    """The settle value of every throw for this turn (a re-throw's expectation is over it)."""
    return plan.stop_table(lambda whites, red: max(v for v, _ in turn.settle([*whites, red])))


# -- the strong bot -------------------------------------------------------------------------
FIELD_WEIGHT = 0.7  # the discounted worth of the next turns, against points in hand
BOYCOTT_TURNS = 8.0  # what a boycott costs, in turns of its per-turn cost (tuned by play)
NEGEER_PLACING = 2.0  # Negeer also keeps the opponent from placing boycotts
ENDGAME_FROM = 170  # from here a boycott starts to matter for keeping a player from 250
ENDGAME_WEIGHT = 0.6  # points of value per point of score above ENDGAME_FROM


@dataclass(frozen=True)
class Context(_Ending):
    """What the value of ending the turn depends on (the dice aside)."""

    field: str
    turn_from: str
    score: int
    first: bool
    on_me: str | None
    on_them: str | None
    their_field: str
    their_score: int
    minus_red: bool

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Context:
        state, seat = view["state"], view["seat"]
        me, them = state["players"][seat], state["players"][1 - seat]
        return cls(
            me["field"],
            state["turn_from"],
            me["score"],
            me["turns"] == 0,
            me["boycott"],
            them["boycott"],
            them["field"],
            them["score"],
            state["minus_counts_red"],
        )

    def boycott_worth(self, kind: str | None, field: str, score: int) -> float:
        """What ``kind`` on a player at ``field`` with ``score`` costs them, in points."""
        if kind is None:
            return 0.0
        worth = BOYCOTT_TURNS * TABLES[kind][field]
        if kind == NEGEER:
            worth += NEGEER_PLACING
        return worth + ENDGAME_WEIGHT * max(0, score - ENDGAME_FROM)

    def red_uses(self, red: int, field: str, score: int) -> list[tuple[float, dict[str, Any]]]:
        """Each extra use of the red die open after a free move, with its value."""
        if self.first:
            return []
        uses: list[tuple[float, dict[str, Any]]] = []
        if self.on_me is not None and red in BOYCOTT_RED[self.on_me]:
            value = WIN if score >= TARGET else self.boycott_worth(self.on_me, field, score)
            uses.append((value, {"type": "remove"}))
        if self.on_me != NEGEER and self.turn_from != TOPPER:
            now = self.boycott_worth(self.on_them, self.their_field, self.their_score)
            for kind in BOYCOTTS:
                if red in BOYCOTT_RED[kind] and kind != self.on_them:
                    value = self.boycott_worth(kind, self.their_field, self.their_score) - now
                    uses.append((value, {"type": "boycott", "kind": kind}))
        return uses

    def stop_value(self, whites: tuple[int, ...], red: int) -> float:
        return max(v for v, _ in self.settle([*whites, red]))

    def _success(self, target: str, got: int, red: int, jump: bool) -> float:
        score = self.score + got
        if score >= TARGET and self.on_me is None:
            return WIN
        value = min(got, max(0, TARGET - self.score)) + FIELD_WEIGHT * TABLES["value"][target]
        if not jump:
            value += max([0.0, *(v for v, _ in self.red_uses(red, target, score))])
        return value

    def _failure(self, dice: Sequence[int]) -> float:
        lost = 0.0
        if self.on_me == MINUS:
            lost = min(self.score, sum(dice) if self.minus_red else sum(dice[:RED]))
        if self.on_them is not None:
            if self.their_score >= TARGET:
                lost += WIN
            else:
                lost += self.boycott_worth(self.on_them, self.their_field, self.their_score)
        return FIELD_WEIGHT * TABLES["value"][self.field] - lost


@lru_cache(maxsize=64)
def _tables(context: Context, throws_after: int) -> list[float]:
    """The value of each throw with ``throws_after`` more throws allowed."""
    if throws_after == 0:
        return plan.stop_table(context.stop_value)
    return plan.lift(_tables(context, throws_after - 1))


class QwinnStrongBot:
    """Plans keeps and re-throws exactly for the fields it can reach; boycotts with care."""

    def choose(self, view: dict[str, Any], legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
        return self.advise(view, legal, rng)[0]

    def advise(
        self, view: dict[str, Any], legal: list[dict[str, Any]], _rng: Rng
    ) -> tuple[dict[str, Any], Reason]:
        """The move and why: the points it scores, the jump, the boycott's worth, or the
        expected gain of a re-throw over the best way to stop now (values in points)."""
        state = view["state"]
        if len(legal) == 1:
            return dict(legal[0]), _forced_reason(view, legal[0])
        context = Context.from_view(view)
        me = state["players"][view["seat"]]
        if state["phase"] == "red":
            uses = context.red_uses(state["dice"][RED], me["field"], me["score"])
            uses = [u for u in uses if u[1] in legal]
            best = max(uses, key=lambda u: u[0], default=(0.0, {"type": "end"}))
            if best[0] > 0:
                return best[1], _red_reason(best[0], best[1], me["score"])
            return {"type": "end"}, {"why": "end"}
        dice: list[int] = state["dice"]
        options = [o for o in context.settle(dice) if o[1] in legal]
        value, action = max(options, key=lambda option: option[0])
        limit = board.MAX2X_THROWS if me["boycott"] == board.MAX2X else board.MAX_THROWS
        left = limit - state["throws"]
        if left > 0 and value < WIN and any(a["type"] == "roll" for a in legal):
            table = _tables(context, left - 1)
            gain, throw = max(plan.rethrow_choices(table, dice), key=lambda c: c[0])
            if gain > value + 1e-9:
                reason = {"why": "rethrow", "n": len(throw), "gain": round(gain - value, 1)}
                return {"type": "roll", "dice": throw}, reason
            options.append((gain, {"type": "roll"}))
        others = [v for v, a in options if a is not action]
        margin = round(value - max(others), 1) if others else 0.0
        return action, _settle_reason(context, dice, action, value, margin)


def _got(field: str, dice: Sequence[int]) -> int | None:
    return plan.fits(field, tuple(sorted(dice)))


def _forced_reason(view: dict[str, Any], action: dict[str, Any]) -> Reason:
    """The only move there is: the red die to start, the first throw, staying, ending."""
    kind = action["type"]
    if kind == "start_roll":
        return {"why": "start"}
    if kind == "roll":
        return {"why": "throw"}
    if kind == "stay":
        me = view["state"]["players"][view["seat"]]
        got = _got(me["field"], view["state"]["dice"])
        return {"why": "fail_forced"} if got is None else {"why": "stay_forced", "n": got}
    return {"why": "end"}


def _red_reason(value: float, action: dict[str, Any], score: int) -> Reason:
    if action["type"] == "remove":
        if value >= WIN:
            return {"why": "remove_win", "score": score}
        return {"why": "remove", "worth": round(value, 1)}
    return {"why": f"boycott_{action['kind']}", "worth": round(value, 1)}


def _settle_reason(
    context: Context, dice: list[int], action: dict[str, Any], value: float, margin: float
) -> Reason:
    """Ending the throws: where the pawn goes, the points, and the lead over the runner-up
    (another field, staying, or the best re-throw)."""
    target = action.get("field", context.field)
    got = _got(target, dice)
    if got is None:
        return {"why": "fail", "margin": margin}
    if value >= WIN:
        return {"why": "win", "score": context.score + got}
    if action["type"] == "jump":
        steps = board.distance(context.field, target) or 0
        return {"why": "jump", "n": got, "steps": steps, "margin": margin}
    return {"why": action["type"], "n": got, "margin": margin}


# The ladder (docs/rules/qwinn.md, "Computer levels"): beginner and sensible play the
# one-ply bot for points now only (the field a pawn is left on counts for nothing), the
# beginner re-throwing only for a clear gain; strong plans every throw exactly.
BEGINNER_MARGIN = 7.0  # points a re-throw must promise the beginner

BOTS: dict[str, Bot] = {
    "beginner": QwinnBasicBot(position_weight=0.0, margin=BEGINNER_MARGIN),
    "sensible": QwinnBasicBot(position_weight=0.0),
    "strong": QwinnStrongBot(),
}
