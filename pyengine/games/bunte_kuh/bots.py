"""Bunte Kuh computer players: people in a hurry, modelled by core.reaction.

In a race a bot adds up the throw, then looks at the funnels one by one (in its own order)
until one seems to have the sum; every funnel looked at costs time, so a taller pyramid
with more funnels makes it slower. It may overlook the right funnel (``miss``) or take a
wrong one for right (``wrong``). Having looked at all without success it calls NERGENS
— rightly if there is no such funnel, wrongly if it overlooked one. The time of its call
is its ex-Gaussian reaction time plus the search (``reaction_ms``).

``strong`` is quicker and more careful, looks at the funnels on its own dice first (it
laid them and knows their faces), and lays its dice so that the funnels they complete add
sums its own region lacks, weighted by how often three dice throw them. ``sensible``
searches in no particular order and lays its dice as they come.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

from ...core.bot import Bot
from ...core.reaction import Reaction, reaction_ms, scan
from ...core.rng import Rng
from ...pyramid.die import ORIENTATIONS
from ...pyramid.geometry import Pos, carries, supports
from .view import View

Action = dict[str, Any]

# The chance of each sum of three dice (3..18).
THROW: tuple[float, ...] = tuple(
    sum(1 for t in itertools.product(range(1, 7), repeat=3) if sum(t) == s) / 216 for s in range(19)
)

# People, timed (docs/rules/bunte-kuh.md, "Computer players", for the figures and their
# sources): the base time covers seeing the throw and adding its three dice (two additions
# of single digits, some 0.7-1 s each for an adult), ``per_candidate`` reading and adding
# one funnel's three faces and comparing the sum. The levels differ as adults differ;
# a game is some 20-30 races, so a small edge per race is a large one per game.
SENSIBLE = Reaction(mu=1900, sigma=280, tau=500, per_candidate=1300, miss=0.08, wrong=0.006)
BEGINNER = dataclasses.replace(SENSIBLE, mu=1930, sigma=284, tau=508, per_candidate=1320)
STRONG = dataclasses.replace(SENSIBLE, mu=1872, sigma=276, tau=493, per_candidate=1281)


def _pos(data: list[int]) -> Pos:
    return (data[0], data[1], data[2])


class _Sight:
    """What a seat sees: the dice's upper faces, the open funnels and the throw."""

    def __init__(self, view: dict[str, Any]) -> None:
        state: View = view["state"]
        self.seat: int = view["seat"]
        self.faces: dict[Pos, list[int]] = {_pos(d["at"]): d["faces"] for d in state["dice"]}
        self.funnels: list[Pos] = [_pos(q) for q in state["funnels"]]
        self.own: set[Pos] = {_pos(p["at"]) for p in state["placed"] if p["seat"] == self.seat}
        roll = state["roll"]
        self.target: int | None = None if roll is None else roll["sum"]

    def funnel_sum(self, q: Pos) -> int:
        return sum(self.faces[s][a] for a, s in enumerate(supports(q)))

    def touches_own(self, q: Pos) -> bool:
        return any(s in self.own for s in supports(q))


class BunteKuhBot:
    """Races with ``level``'s reaction model; ``smart`` adds own-dice-first and the
    choice of orientation."""

    def __init__(self, level: Reaction, smart: bool) -> None:
        self.level = level
        self.smart = smart

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        kind = legal[0]["type"]
        if kind in ("build", "roll"):
            return {"type": kind}
        table = _Sight(view)
        if kind == "place":
            return self._place(table, legal, rng)
        return self._call(table, rng)

    # -- the race ------------------------------------------------------------------------
    def _call(self, table: _Sight, rng: Rng) -> Action:
        order = list(table.funnels)
        rng.shuffle(order)
        if self.smart:  # its own dice first: it knows their faces
            order.sort(key=lambda q: not table.touches_own(q))
        target = table.target
        found, looked = scan(rng, self.level, [table.funnel_sum(q) == target for q in order])
        t = reaction_ms(rng, self.level, looked)
        if found is None:
            return {"type": "nowhere", "t": t}
        return {"type": "stop", "at": list(order[found]), "t": t}

    # -- laying the die ------------------------------------------------------------------
    def _place(self, table: _Sight, legal: list[Action], rng: Rng) -> Action:
        targets = sorted({_pos(a["at"]) for a in legal})
        if not self.smart:
            q = rng.choice(targets)
            return {"type": "place", "at": list(q), "faces": rng.choice(ORIENTATIONS).to_json()}
        # Its own region (the funnels on its dice, which it looks at first) should answer as
        # many throws as it can: lay the die so that the funnels it completes add sums the
        # region does not have yet, the likelier the better. (Measured: 64 % of two-player
        # games against a bot as fast that lays at random; likely sums alone gain nothing.)
        covered = {table.funnel_sum(q) for q in table.funnels if table.touches_own(q)}
        best: list[tuple[Pos, list[int]]] = []
        best_score = -1.0
        for q in targets:
            for o in ORIENTATIONS:
                score = sum(THROW[s] for s in self._completed(table, q, o.upper) - covered)
                if score > best_score + 1e-12:
                    best, best_score = [(q, o.to_json())], score
                elif score > best_score - 1e-12:
                    best.append((q, o.to_json()))
        q, faces = rng.choice(best)
        return {"type": "place", "at": list(q), "faces": faces}

    @staticmethod
    def _completed(table: _Sight, q: Pos, upper: tuple[int, int, int]) -> set[int]:
        """The sums of the funnels above ``q`` that a die there, lying ``upper``, completes
        (their other two dice are in place)."""
        out: set[int] = set()
        for above in carries(q):
            total = 0
            for a, s in enumerate(supports(above)):
                if s == q:  # the die at q shows upper[a] into the funnel above = q - e_a
                    total += upper[a]
                elif s in table.faces:
                    total += table.faces[s][a]
                else:
                    break
            else:
                out.add(total)
        return out


BOTS: dict[str, Bot] = {
    "beginner": BunteKuhBot(BEGINNER, smart=False),
    "sensible": BunteKuhBot(SENSIBLE, smart=False),
    "strong": BunteKuhBot(STRONG, smart=True),
}
