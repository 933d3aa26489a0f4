"""Raffzahn computer players: a hand, a pair of eyes on one side, and a thrower's judgement.

A bot reads its own seat's view only: the faces towards its side. In a race it looks over
the free dice of its side in its own order until one seems to show the number thrown
(core.reaction: every die looked at costs time, so a pyramid with many free dice makes it
slower; it may overlook one, ``miss``) and takes it; then its hand must come back before
it can look again (``hand_ms``). When someone else's take changes the pyramid it looks
again from that moment. A STOP reaches it only after its own reaction (``notice``): a take
already on its way then comes too late, a foul, as at a real table.

As the thrower it calls STOP when nothing on its own side shows the number (from then on
only the others gain) and, for ``strong``, as soon as the others together have taken more
dice in this race than it has; ``sensible`` waits until they are two ahead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.bot import Bot
from ...core.race import MAX_T, TICK
from ...core.reaction import Reaction, reaction_ms, scan
from ...core.rng import Rng
from .view import View

Action = dict[str, Any]


@dataclass(frozen=True)
class Level:
    eyes: Reaction  # finding a die with the number: base reaction plus a cost per die
    hand_ms: int  # from one take until the hand is back over the pyramid
    notice: Reaction  # from a STOP until the hand stops (no search: just hearing it)
    lead: int  # the thrower calls STOP when the others are this many dice ahead in the race


# People, timed (docs/rules/raffzahn.md, "Computer players", for the figures and their
# sources): a choice reaction to the throw, then a serial search over one's own side,
# some 100-150 ms per die read; a reach to the die, a grasp and the hand back over the
# pyramid, about a second; hearing STOP and stopping a hand, a stop-signal reaction of
# some 200-300 ms. The levels differ as adults differ; a game is some 30 races, so a
# small edge per race is a large one per game.
BEGINNER = Level(
    eyes=Reaction(mu=680, sigma=115, tau=290, per_candidate=140, miss=0.13, wrong=0.0),
    hand_ms=1150,
    notice=Reaction(mu=320, sigma=55, tau=115, per_candidate=0, miss=0.0, wrong=0.0),
    lead=3,
)
SENSIBLE = Level(
    eyes=Reaction(mu=620, sigma=100, tau=250, per_candidate=125, miss=0.10, wrong=0.0),
    hand_ms=1050,
    notice=Reaction(mu=280, sigma=50, tau=100, per_candidate=0, miss=0.0, wrong=0.0),
    lead=2,
)
STRONG = Level(
    eyes=Reaction(mu=550, sigma=90, tau=200, per_candidate=105, miss=0.06, wrong=0.0),
    hand_ms=950,
    notice=Reaction(mu=240, sigma=40, tau=80, per_candidate=0, miss=0.0, wrong=0.0),
    lead=1,
)


class _Race:
    """What a seat knows of the race so far: the moves heard, with their times."""

    def __init__(self, view: dict[str, Any]) -> None:
        race = view.get("race") or {}
        self.seat: int = view["seat"]
        moves = [*race.get("settled", []), *race.get("pending", [])]
        own = [m["t"] for m in moves if m["seat"] == self.seat]
        self.own_last: int | None = max(own) if own else None
        taken = [m for m in moves if m["type"] == "take" and m.get("outcome") != "void"]
        self.mine = sum(1 for m in taken if m["seat"] == self.seat)
        self.others = len(taken) - self.mine
        others_t = [m["t"] for m in taken if m["seat"] != self.seat]
        self.change: int = max(others_t) if others_t else 0  # the pyramid last changed
        stops = [m["t"] for m in moves if m["type"] == "stop"]
        self.stop: int | None = min(stops) if stops else None
        self.settles: int | None = race.get("settles_at")


class RaffzahnBot:
    def __init__(self, level: Level) -> None:
        self.level = level

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        kind = legal[0]["type"] if legal else "take"
        if kind in ("build", "throw"):
            return {"type": kind}
        return self._race(view, legal, rng)

    def _race(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        state: View = view["state"]
        race = _Race(view)
        level = self.level
        thrower = state["roller"] == race.seat
        # Its eyes start at the throw, when its hand is back from its last take, or at the
        # latest change someone else made to the pyramid.
        start = race.change
        if race.own_last is not None:
            start = max(start, race.own_last + level.hand_ms)
        free = [d for d in state["dice"] if d["free"] and d["face"] is not None]
        rng.shuffle(free)
        found, looked = scan(rng, level.eyes, [d["face"] == state["roll"] for d in free])
        t = start + reaction_ms(rng, level.eyes, looked)
        take: Action | None = None
        if found is not None and {"type": "take", "at": free[found]["at"]} in legal:
            take = {"type": "take", "at": list(free[found]["at"]), "t": t}
        if race.stop is not None:
            # STOP was called: a grab already on its way goes on (a foul if after it).
            heard = race.stop + reaction_ms(rng, level.notice, 0)
            if take is not None and not thrower and take["t"] <= heard:
                return take
            return self._idle(race)
        if thrower:
            if take is None:  # nothing (more) on its side: from now on only the others gain
                return {"type": "stop", "t": t}
            if race.others - race.mine >= level.lead:
                stop_t = race.change + reaction_ms(rng, level.notice, 0)
                if stop_t < take["t"]:
                    return {"type": "stop", "t": stop_t}
        return take if take is not None else self._idle(race)

    @staticmethod
    def _idle(race: _Race) -> Action:
        """Nothing to do: wait until the race settles, or until the pyramid changes (the
        match asks again after every move)."""
        return {"type": TICK, "t": race.settles if race.settles is not None else MAX_T}


BOTS: dict[str, Bot] = {
    "beginner": RaffzahnBot(BEGINNER),
    "sensible": RaffzahnBot(SENSIBLE),
    "strong": RaffzahnBot(STRONG),
}
