"""Schocken (seed 002): hidden dice cup, up to three throws, chips, two halves and a decider.

Interpretations of silent or unclear seed sentences are in docs/rules/schocken.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, json_copy, ranked
from ...core.plain import brief
from ...core.rng import Rng
from .hands import ALL_CHIPS, Hand, evaluate
from .spec import SPEC
from .view import CupView, View

MAX_THROWS = 3
ROUNDS_IN_VIEW = 40  # the round log a screen can show; the full history stays in the state
SUBSETS = [[i for i in range(3) if mask >> i & 1] for mask in range(1, 8)]


@dataclass
class Cup:
    dice: list[int] = field(default_factory=lambda: [0, 0, 0])
    throw_of: list[int] = field(default_factory=lambda: [0, 0, 0])  # throw that set each die
    throws: int = 0
    flip_ok: bool = False  # the latest throw had two sixes and none was turned yet
    flipped: bool = False
    done: bool = False

    def copy(self) -> Cup:
        return Cup(
            list(self.dice), list(self.throw_of), self.throws, self.flip_ok, self.flipped, self.done
        )

    def hand(self) -> Hand:
        one_throw = not self.flipped and len(set(self.throw_of)) == 1
        return evaluate(self.dice, one_throw)


@dataclass
class State:
    n: int
    chips_total: int
    starter_sets_limit: bool
    half: int = 1  # 1, 2, or 3 for the decider
    in_half: list[bool] = field(default_factory=list)  # still playing this half
    pot: int = 0
    chips: list[int] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # throwing order of this round
    turn: int = 0
    limit: int = MAX_THROWS
    cups: list[Cup] = field(default_factory=list)
    half_losers: list[int] = field(default_factory=list)
    red_disc: int | None = None
    rounds: list[dict[str, Any]] = field(default_factory=list)
    round_no: int = 1
    loser: int | None = None


def _seats_from(start: int, seats: list[int], n: int) -> list[int]:
    return sorted(seats, key=lambda s: (s - start) % n)


class SchockenRules(Rules[State]):
    spec = SPEC

    # -- setup and flow --------------------------------------------------------
    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        state = State(n_players, options["chips"], options["starter_sets_limit"])
        self._start_half(state, list(range(n_players)), starter=0)
        return state

    def _start_half(self, state: State, players: list[int], starter: int) -> None:
        state.in_half = [s in players for s in range(state.n)]
        state.pot = state.chips_total
        state.chips = [0] * state.n
        state.round_no = 1
        self._start_round(state, starter)

    def _start_round(self, state: State, starter: int) -> None:
        playing = [s for s in range(state.n) if state.in_half[s]]
        state.order = _seats_from(starter, playing, state.n)
        state.turn = 0
        state.limit = MAX_THROWS
        state.cups = [Cup() for _ in range(state.n)]

    def to_move(self, state: State) -> list[int]:
        if state.loser is not None:
            return []
        return [state.order[state.turn]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        cup = state.cups[seat]
        if cup.throws == 0:
            return [{"type": "roll", "dice": [0, 1, 2]}]
        actions: list[Action] = []
        if cup.flip_ok:
            actions.append({"type": "flip"})
        if cup.throws < state.limit:
            actions.extend({"type": "roll", "dice": list(dice)} for dice in SUBSETS)
        actions.append({"type": "stand"})
        return actions

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        return len(action["dice"]) if action["type"] == "roll" else 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        cup = state.cups[seat]
        kind = action["type"]
        if kind == "roll":
            cup.throws += 1
            for die, value in zip(action["dice"], action["values"], strict=True):
                cup.dice[die] = value
                cup.throw_of[die] = cup.throws
            cup.flip_ok = [cup.dice[d] for d in action["dice"]].count(6) >= 2
            if len(action["dice"]) == 3:
                cup.flipped = False  # all three thrown together: Jule and Pippi count again
            return True
        if kind == "flip":
            die = next(d for d in range(3) if cup.dice[d] == 6 and cup.throw_of[d] == cup.throws)
            cup.dice[die] = 1
            cup.flipped = True
            cup.flip_ok = False
            return False
        if kind == "stand":
            self._stand(state, seat)
            return True
        raise IllegalAction("illegal_action", f"Unknown move {brief(kind)}.")

    def _stand(self, state: State, seat: int) -> None:
        cup = state.cups[seat]
        cup.done = True
        cup.flip_ok = False
        if state.turn == 0 and state.starter_sets_limit:
            state.limit = cup.throws
        state.turn += 1
        if state.turn == len(state.order):
            self._resolve_round(state)

    def _resolve_round(self, state: State) -> None:
        hands = {s: state.cups[s].hand() for s in state.order}
        position = {s: i for i, s in enumerate(state.order)}
        # Best first; on equal hands the earlier thrower is higher (seed: "wint de eerste speler").
        ranked = sorted(state.order, key=lambda s: (hands[s], -position[s]), reverse=True)
        winner, loser = ranked[0], ranked[-1]
        best = hands[winner]
        if best.chips == ALL_CHIPS:
            moved, source = state.chips_total - state.chips[loser], "all"
            state.chips = [0] * state.n
            state.pot = 0
            state.chips[loser] = state.chips_total
        elif state.pot > 0:
            moved, source = min(best.chips, state.pot), "pot"
            state.pot -= moved
            state.chips[loser] += moved
        else:
            moved, source = min(best.chips, state.chips[winner]), "winner"
            state.chips[winner] -= moved
            state.chips[loser] += moved
        if state.pot == 0:
            # Once the pot is empty, a player without chips is safe for the rest of the half.
            for s in range(state.n):
                if state.in_half[s] and state.chips[s] == 0:
                    state.in_half[s] = False
        half_over = state.chips[loser] == state.chips_total
        state.rounds.append(
            {
                "half": state.half,
                "round": state.round_no,
                "hands": [
                    {
                        "seat": s,
                        "dice": sorted(state.cups[s].dice, reverse=True),
                        "throws": state.cups[s].throws,
                        **hands[s].to_json(),
                    }
                    for s in state.order
                ],
                "winner": winner,
                "loser": loser,
                "chips": moved,
                "source": source,
                "half_lost": loser if half_over else None,
            }
        )
        if not half_over:
            state.round_no += 1
            self._start_round(state, starter=loser)
            return
        state.half_losers.append(loser)
        if state.half == 1:
            state.red_disc = loser
            state.half = 2
            self._start_half(state, list(range(state.n)), starter=loser)
        elif state.half == 2 and state.half_losers[0] != loser:
            state.half = 3
            self._start_half(state, sorted(state.half_losers), starter=loser)
        else:
            state.loser = loser
            state.cups = [Cup() for _ in range(state.n)]
            state.order, state.turn = [], 0

    # -- reading ---------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        active = self.to_move(state)
        cups: list[CupView] = []
        for s, cup in enumerate(state.cups):
            public: CupView = {"throws": cup.throws, "done": cup.done}
            if s == seat and cup.throws:
                public["dice"] = list(cup.dice)
                public["fresh"] = [t == cup.throws for t in cup.throw_of]
                public["flip_ok"] = cup.flip_ok
                public["hand"] = cup.hand().to_json()
            cups.append(public)
        return {
            "half": state.half,
            "round": state.round_no,
            "pot": state.pot,
            "chips": list(state.chips),
            "chips_total": state.chips_total,
            "in_half": list(state.in_half),
            "order": list(state.order),
            "active": active[0] if active else None,
            "limit": state.limit,
            "limit_set": state.turn > 0 and state.starter_sets_limit,
            "cups": cups,
            "half_losers": list(state.half_losers),
            "red_disc": state.red_disc,
            "rounds": json_copy(state.rounds[-ROUNDS_IN_VIEW:]),
            "rounds_total": len(state.rounds),
            "loser": state.loser,
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.loser is None:
            return None
        places = [1] * state.n
        places[state.loser] = state.n
        if state.half == 3:  # the other finalist lost one half and the decider
            other = next(s for s in state.half_losers if s != state.loser)
            places[other] = state.n - 1 if state.n > 2 else 1
        halves_lost = [state.half_losers.count(s) for s in range(state.n)]
        return {
            **ranked(places),
            "loser": state.loser,
            "scores": halves_lost,
            "score_label": "halves_lost",
        }

    def sample_world(self, state: State, seat: int | None, rng: Rng) -> State:
        # Round records are never changed once written, so the copy may share them.
        world = dataclasses.replace(
            state,
            in_half=list(state.in_half),
            chips=list(state.chips),
            order=list(state.order),
            cups=[cup.copy() for cup in state.cups],
            half_losers=list(state.half_losers),
            rounds=list(state.rounds),
        )
        for s, cup in enumerate(world.cups):
            if s != seat and cup.throws:
                cup.dice = rng.dice(3)
                cup.flip_ok = False
        return world


RULES = SchockenRules
