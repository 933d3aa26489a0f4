"""Raffzahn / Pack Rat (seed 003, Das Spiel): grab the free dice that show your number.

Three players sit one at each side of a full random pyramid whose top die is removed; each
sees only the faces towards his own side (``faces_towards``), so a die may show 1 to one
player and 3 to his neighbour. A turn:

* ``{"type": "throw"}`` — the player on turn throws the turquoise die (one app-thrown die).
* A race (core.race, many moves each) opens: everyone, the thrower too, may
  ``{"type": "take", "at": p}`` a free die whose face towards him shows the number, one
  at a time; dice freed by a take can be taken too.
* The thrower ends it with ``{"type": "stop"}``. A die taken after the STOP (in time, as
  the race orders moves) goes back and its taker gives one of his dice to each other
  player, if he has that many (``after_race``: outcome ``"foul"``).

Then the left neighbour (seat + 1) throws. The game ends at a STOP when only the plate's
layer is left; most dice wins, ties share. ``{"type": "build"}`` (24 app-thrown dice,
pyramid.build) sets the pyramid up first. Every reading of the seed, with the sentence it
rests on, is in docs/rules/raffzahn.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, ranked
from ...core.plain import brief
from ...core.rng import Rng
from ...core.shape import check_shape
from ...pyramid.board import Die, parse_position
from ...pyramid.build import BUILD_DICE
from ...pyramid.geometry import COLOURS, LAYERS, POSITIONS, Pos
from ...pyramid.given import given_layout, set_up
from ...pyramid.layout import (
    CODE_OF,
    DIE_OF,
    EMPTY,
    INDEX,
    consistent_orientation,
    encode,
    faces_towards,
    free_positions,
    with_code,
)
from ...pyramid.setups import random_orientation
from .spec import SPEC
from .view import DieView, RaceView, View

FIELDS: dict[str, tuple[str, ...]] = {"build": (), "throw": (), "take": ("at",), "stop": ()}
APEX: Pos = LAYERS[-1][0]
PLATE: frozenset[int] = frozenset(INDEX[p] for p in LAYERS[0])


def plate_only(layout: str) -> bool:
    """Only the plate's layer is left (the end rule reads this at a STOP)."""
    return all(c == EMPTY for i, c in enumerate(layout) if i not in PLATE)


@dataclass
class State:
    n: int
    layout: str = ""  # pyramid.layout; "" until built
    phase: str = "build"  # build, throw, race, over
    roller: int = 0
    roll: int | None = None
    dice: list[int] = field(default_factory=list)  # dice in front of each player
    takes: list[tuple[int, Pos]] = field(default_factory=list)  # this race's, in time order
    last: RaceView | None = None  # the latest finished race, for the screens
    races: int = 0
    given: str = ""  # the pyramid an evening hands on (pyramid.given), "" for a random one


class RaffzahnRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        return State(n=n_players, dice=[0] * n_players, given=given_layout(options))

    def to_move(self, state: State) -> list[int]:
        if state.phase == "race":
            return list(range(state.n))  # everyone grabs, the thrower too
        return [] if state.phase == "over" else [state.roller]

    def racing(self, state: State) -> bool:
        return state.phase == "race"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase != "race":
            return [{"type": state.phase}]
        mine = faces_towards(state.layout, seat)
        legal: list[Action] = [
            {"type": "take", "at": [p[0], p[1], p[2]]}
            for p in free_positions(state.layout)
            if mine.get(p) == state.roll
        ]
        if seat == state.roller:
            legal.append({"type": "stop"})
        return legal

    def validate(self, state: State, seat: int, action: Action) -> None:
        if seat not in self.to_move(state):
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        kind = check_shape(action, FIELDS)
        wanted = "race" if kind in ("take", "stop") else kind
        if wanted != state.phase:
            raise IllegalAction(
                "wrong_phase",
                f"A {brief(kind)} move is not possible now ({state.phase}).",
                phase=state.phase,
            )
        if kind == "stop" and seat != state.roller:
            raise IllegalAction(
                "not_the_thrower", "Only the player who threw may call STOP.", seat=seat
            )
        if kind == "take":
            self._check_take(state, seat, parse_position(action["at"]))

    def _check_take(self, state: State, seat: int, p: Pos) -> None:
        where = [p[0], p[1], p[2]]
        if state.layout[INDEX[p]] == EMPTY:
            raise IllegalAction("no_die", f"There is no die at {where}.", position=where)
        if p not in free_positions(state.layout):
            raise IllegalAction(
                "die_not_free", f"The die at {where} carries another die.", position=where
            )
        face = faces_towards(state.layout, seat)[p]
        if face != state.roll:
            raise IllegalAction(
                "wrong_number",
                f"The die at {where} shows you {face}, not the {state.roll} thrown.",
                position=where,
                face=face,
                roll=state.roll,
            )

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        kind = action["type"]
        return BUILD_DICE if kind == "build" else 1 if kind == "throw" else 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "build":
            # "De piramide wordt ... volledig opgebouwd. ... Daarna wordt de bovenste
            # dobbelsteen uit de piramide verwijderd." (A given pyramid is completed first.)
            full = encode(set_up(state.given, action["values"]))
            state.layout = with_code(full, APEX, EMPTY)
            state.phase = "throw"
        elif kind == "throw":
            state.roll = action["values"][0]
            state.takes = []
            state.phase = "race"
        elif kind == "take":
            p = parse_position(action["at"])
            state.layout = with_code(state.layout, p, EMPTY)
            state.dice[seat] += 1
            state.takes.append((seat, p))
        else:
            self._stop(state, seat)
        return True

    def _stop(self, state: State, seat: int) -> None:
        state.races += 1
        state.last = {
            "roller": seat,
            "roll": state.roll,
            "takes": [{"seat": s, "at": list(p)} for s, p in state.takes],
            "fouls": [],
            "ends": plate_only(state.layout),
        }
        state.takes = []
        if plate_only(state.layout):  # "... STOP roept én er nog alleen op de GRONDPLAAT ..."
            state.phase = "over"
        else:
            state.roller = (state.roller + 1) % state.n  # "aan de linkerbuurman"
            state.phase = "throw"

    def after_race(self, state: State, seat: int, action: Action) -> str:
        """A die taken after STOP goes back (it never left: the take was not applied) and
        its taker gives one of his dice to each other player, or none if he has too few."""
        if action.get("type") != "take" or state.last is None:
            return "void"
        try:
            self._check_take(
                dataclasses.replace(state, roll=state.last["roll"]),
                seat,
                parse_position(action["at"]),
            )
        except IllegalAction:
            return "void"  # not a die he could have taken: nothing happened
        others = [s for s in range(state.n) if s != seat]
        gave = others if state.dice[seat] >= len(others) else []
        for s in gave:
            state.dice[seat] -= 1
            state.dice[s] += 1
        state.last["fouls"].append({"seat": seat, "at": list(action["at"]), "gave": gave})
        return "foul"

    # -- reading ---------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        # A seat reads the faces towards its own side (and sees those dice's colours); of
        # the rest it knows only where dice lie. The table (seat None) reads no face.
        free = free_positions(state.layout)
        mine = {} if seat is None else faces_towards(state.layout, seat)
        dice: list[DieView] = []
        for i, code in enumerate(state.layout):
            if code == EMPTY:
                continue
            p = POSITIONS[i]
            face = mine.get(p)
            dice.append(
                {
                    "at": [p[0], p[1], p[2]],
                    "free": p in free,
                    "face": face,
                    "colour": None if face is None else DIE_OF[code].colour,
                }
            )
        return {
            "phase": state.phase,
            "roller": state.roller,
            "roll": state.roll,
            "side": seat,
            "dice": dice,
            "counts": list(state.dice),
            "plate_only": bool(state.layout) and plate_only(state.layout),
            "takes": [{"seat": s, "at": list(p)} for s, p in state.takes],
            "last": None if state.last is None else _copy_last(state.last),
            "races": state.races,
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.phase != "over":
            return None
        places = [1 + sum(other > mine for other in state.dice) for mine in state.dice]
        return {**ranked(places), "scores": list(state.dice), "score_label": "dice"}

    def sample_world(self, state: State, seat: int | None, rng: Rng) -> State:
        """Every face and colour ``seat`` cannot see is drawn again: a die seen from his
        side keeps its colour and the face towards him; the other two upper faces are any
        a real die allows with it."""
        mine = {} if seat is None else faces_towards(state.layout, seat)
        codes = []
        for i, code in enumerate(state.layout):
            if code == EMPTY:
                codes.append(code)
                continue
            p = POSITIONS[i]
            if p in mine:
                faces: list[int | None] = [None, None, None]
                faces[seat] = mine[p]  # type: ignore[index]
                die = Die(DIE_OF[code].colour, consistent_orientation(rng, faces))
            else:
                die = Die(rng.choice(COLOURS), random_orientation(rng))
            codes.append(CODE_OF[die])
        return dataclasses.replace(
            state,
            layout="".join(codes),
            dice=list(state.dice),
            takes=list(state.takes),
            last=None if state.last is None else _copy_last(state.last),
        )


def _copy_last(last: RaceView) -> RaceView:
    return {
        **last,
        "takes": [{**t} for t in last["takes"]],
        "fouls": [{**f, "gave": list(f["gave"])} for f in last["fouls"]],
    }


RULES = RaffzahnRules
