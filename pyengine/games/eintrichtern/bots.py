"""Eintrichtern computer players: they remember the sums said aloud.

A bot is a stateless ``choose(view, legal, rng)``. Its memory is rebuilt at every call from
the table's announcements (``eintrichtern_memory.BOARD``, reached through the view's handle
``heard``): every sum that was said aloud at this table, which a player at the table has
heard. ``memory`` keeps all of them; ``forgetful`` loses each one with a chance that grows
with the number of reveals since, deterministically (see ``eintrichtern_memory``).

Beyond memory, a bot uses what everybody can see: the yellow faces outside the red dice
(the sides of the plate, and funnels whose red die is gone) narrow down the faces under
the red dice, which gives every unknown funnel a chance for each sum.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Any

from ...core.bot import Bot, Reason
from ...core.rng import Rng
from ...pyramid.die import ORIENTATIONS
from ...pyramid.geometry import Pos
from .memory import BEGINNER_HALF_LIFE, BOARD, HALF_LIFE, remembered
from .view import View

Action = dict[str, Any]
Dist = tuple[float, ...]  # index = sum (0..18)
Faces = tuple[int | None, int | None, int | None]  # upper faces, None where covered

# The sum of three pearl dice: 3..18.
THROW: Dist = tuple(
    sum(1 for t in itertools.product(range(1, 7), repeat=3) if sum(t) == s) / 216 for s in range(19)
)


@lru_cache(maxsize=4096)
def face_chances(faces: Faces, axis: int) -> Dist:
    """The chances of each number on upper face ``axis`` of a die showing ``faces``."""
    options = [
        o.upper[axis]
        for o in ORIENTATIONS
        if all(f is None or o.upper[a] == f for a, f in enumerate(faces))
    ]
    return tuple(options.count(v) / len(options) for v in range(7))


def _convolve(a: Dist, b: Dist) -> Dist:
    out = [0.0] * 19
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if y and i + j < 19:
                    out[i + j] += x * y
    return tuple(out)


def _pos(data: list[int]) -> Pos:
    return (data[0], data[1], data[2])


class _Knowledge:
    """What one seat knows at one decision."""

    def __init__(self, view: dict[str, Any], half_life: float | None) -> None:
        state: View = view["state"]
        self.covered: list[Pos] = [_pos(p) for p in state["covered"]]
        faces: dict[Pos, Faces] = {
            _pos(d["at"]): (d["faces"][0], d["faces"][1], d["faces"][2])
            for d in state["dice"]
            if d["colour"] == "yellow"
        }
        history = BOARD.history(state["heard"])
        memory = remembered(history, view["seat"], state["reveals"], half_life)
        in_play = set(self.covered)
        self.known: dict[Pos, int] = {q: s for q, s in memory.items() if q in in_play}
        self.unknown: dict[Pos, Dist] = {}
        for q in self.covered:
            if q in self.known:
                continue
            dist: Dist = (1.0,)
            for a in range(3):
                below = (q[0] + (a == 0), q[1] + (a == 1), q[2] + (a == 2))
                seen = faces.get(below, (None, None, None))
                dist = _convolve(dist, face_chances(seen, a))
            self.unknown[q] = dist

    def best_chance(self, target: int) -> float:
        """The chance that the best funnel to lift for ``target`` matches it."""
        if target in self.known.values():
            return 1.0
        return max((d[target] for d in self.unknown.values()), default=0.0)

    def throw_chance(self) -> float:
        return sum(p * self.best_chance(s) for s, p in enumerate(THROW) if p)

    def lifts(self, target: int) -> list[Pos]:
        """The funnels worth lifting for ``target``, all equally good."""
        sure = [q for q, s in self.known.items() if s == target]
        if sure:
            return sure
        if self.unknown:
            best = max(d[target] for d in self.unknown.values())
            return [q for q, d in self.unknown.items() if d[target] >= best - 1e-12]
        return list(self.covered)


class EintrichternMemoryBot:
    """Lifts a funnel it remembers with the thrown sum, else the likeliest unknown one;
    takes over a failed throw when that beats a new throw."""

    half_life: float | None = None

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return self._decide(view, legal, rng)[0]

    def advise(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> tuple[Action, Reason]:
        """The move and why: the sum it remembers being said at the funnel it lifts, or the
        chance that an unknown funnel holds it; for a throw, its chance against taking over."""
        action, table = self._decide(view, legal, rng)
        state: View = view["state"]
        if table is None:
            return action, {"why": "build"}
        if action["type"] != "lift":
            throw = round(100 * table.throw_chance(), 1)
            failed = state["failed"]
            if failed is None or not any(a["type"] == "take_over" for a in legal):
                return action, {"why": "roll", "throw": throw}
            take = round(100 * table.best_chance(failed["sum"]), 1)
            why = "take_over" if action["type"] == "take_over" else "roll_not_take"
            return action, {"why": why, "sum": failed["sum"], "take": take, "throw": throw}
        roll = state["roll"]
        assert roll is not None, "a lift matches a throw"
        target = roll["sum"]
        q = _pos(action["at"])
        if table.known.get(q) == target:
            said = [h.seq for h in BOARD.history(state["heard"]) if h.at == q and h.total == target]
            since = state["reveals"] - said[-1] if said else 0
            return action, {"why": "lift_known", "sum": target, "n": max(since, 0)}
        if q in table.unknown:
            chance = round(100 * table.unknown[q][target], 1)
            return action, {"why": "lift_guess", "sum": target, "chance": chance}
        return action, {"why": "lift_none", "sum": target}

    def _decide(
        self, view: dict[str, Any], legal: list[Action], rng: Rng
    ) -> tuple[Action, _Knowledge | None]:
        """The move, and what the seat knows (None for building the pyramid)."""
        kind = legal[0]["type"]
        if kind == "build":
            return {"type": "build"}, None
        table = _Knowledge(view, self.half_life)
        state: View = view["state"]
        if kind == "roll":
            failed = state["failed"]
            can_take = failed is not None and any(a["type"] == "take_over" for a in legal)
            if can_take and failed and table.best_chance(failed["sum"]) >= table.throw_chance():
                return {"type": "take_over"}, table
            return {"type": "roll"}, table
        roll = state["roll"]
        assert roll is not None, "a lift matches a throw"
        target = roll["sum"]
        q = rng.choice(table.lifts(target))
        return {"type": "lift", "at": list(q)}, table


class EintrichternForgetfulBot(EintrichternMemoryBot):
    half_life = HALF_LIFE


class EintrichternBeginnerBot(EintrichternMemoryBot):
    half_life = BEGINNER_HALF_LIFE


BOTS: dict[str, Bot] = {
    "beginner": EintrichternBeginnerBot(),
    "forgetful": EintrichternForgetfulBot(),
    "memory": EintrichternMemoryBot(),
}
