"""Eintrichtern (seed 003, Das Spiel): a memory game on two layers of the pyramid.

45 yellow dice lie on the plate, 36 red dice on top of them, one on every funnel. A turn:
throw the three pearl dice (or take over the failed throw of the right neighbour), lift a
red die and say the sum of the three yellow faces in its funnel aloud. On a match the red
die is kept and the player throws again; otherwise it goes back and the left neighbour is
next. The first player with 8 red dice (2-4 players) or 9 (5 or more) wins.

The sum is public at the moment of the reveal only: the view shows the latest reveal (with
its number ``seq``) until the next action, never a history; players must remember. The
rules publish each reveal on ``eintrichtern_memory.BOARD`` and the view carries the handle
``heard``, from which computer players rebuild what they heard (see that module).
Every interpretation, with the seed sentence it rests on, is in docs/rules/eintrichtern.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, ranked
from ...core.rng import Rng
from ...core.shape import check_shape
from ...pyramid.board import Die, parse_position
from ...pyramid.build import BUILD_DICE, build_rng
from ...pyramid.geometry import LAYERS, Pos, supports
from ...pyramid.layout import (
    CODE_OF,
    DIE_OF,
    EMPTY,
    INDEX,
    colour_map,
    consistent_orientation,
    encode,
    exposed_mask,
    visible_dice,
    with_code,
)
from ...pyramid.setups import eintrichtern_setup
from .memory import BOARD, ROOT
from .spec import SPEC
from .view import RevealView, View

PEARL_DICE = 3
RED_LAYER = 1  # the 36 red dice lie in layer 1, one on each funnel of three yellow dice


def goal(n_players: int) -> int:
    """ "zodra een speler zijn achtste rode dobbelsteen heeft behaald" (2-4 players), the
    ninth with more players."""
    return 8 if n_players <= 4 else 9


@dataclass
class State:
    n: int
    # The pyramid as a string (pyramid.layout: one code per position, "." if empty); ""
    # until it is built.
    layout: str = ""
    active: int = 0
    roll: list[int] | None = None  # the throw to match (thrown or taken over)
    taken_over: bool = False
    failed: dict[str, Any] | None = None  # {"seat", "values"}: may be taken over now
    red: list[int] = field(default_factory=list)  # red dice kept by each seat
    reveal: RevealView | None = None  # the latest reveal, until the next action
    reveals: int = 0  # how many reveals so far (the latest one's seq)
    heard: str = ROOT  # handle of the table's announcements (eintrichtern_memory)
    over: bool = False


_RED: tuple[tuple[Pos, int], ...] = tuple((p, INDEX[p]) for p in LAYERS[RED_LAYER])
# Funnel q (layer 1) -> the (index, axis) of the three yellow faces around it.
_AROUND: dict[Pos, tuple[tuple[int, int], ...]] = {
    q: tuple((INDEX[s], a) for a, s in enumerate(supports(q))) for q in LAYERS[RED_LAYER]
}
FIELDS: dict[str, tuple[str, ...]] = {
    "build": (),
    "roll": (),
    "take_over": (),
    "lift": ("at",),
}


def covered(layout: str) -> list[Pos]:
    """Funnels still covered by a red die: the ones in play."""
    if not layout:
        return []
    return [p for p, i in _RED if layout[i] != EMPTY]


def funnel_sum(layout: str, q: Pos) -> int:
    """The sum of the three yellow faces in funnel ``q`` (``Pyramid.funnel_sum``, on the
    string; the tests check that both agree)."""
    return sum(DIE_OF[layout[i]].orientation.upper[a] for i, a in _AROUND[q])


class EintrichternRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, _options: dict[str, Any]) -> State:
        return State(n_players, red=[0] * n_players)

    def to_move(self, state: State) -> list[int]:
        return [] if state.over else [state.active]

    def phase(self, state: State) -> str:
        if state.over:
            return "over"
        if not state.layout:
            return "build"
        return "lift" if state.roll is not None else "roll"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        phase = self.phase(state)
        if phase == "build":
            return [{"type": "build"}]
        if phase == "roll":
            actions: list[Action] = [{"type": "roll"}]
            if state.failed is not None:
                actions.append({"type": "take_over"})
            return actions
        return [{"type": "lift", "at": list(p)} for p in covered(state.layout)]

    def validate(self, state: State, seat: int, action: Action) -> None:
        """Exact checks with a precise reason for each mistake (no generic comparison)."""
        if seat not in self.to_move(state):
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        kind = check_shape(action, FIELDS)
        phase = self.phase(state)
        if kind == "build" and phase != "build":
            raise IllegalAction("wrong_phase", "The pyramid is already built.", phase=phase)
        if kind != "build" and phase == "build":
            raise IllegalAction("wrong_phase", "The pyramid must be built first.", phase=phase)
        if kind in ("roll", "take_over") and phase == "lift":
            raise IllegalAction(
                "wrong_phase", "Lift a red die first: the throw is made.", phase=phase
            )
        if kind == "take_over" and state.failed is None:
            raise IllegalAction(
                "nothing_to_take_over",
                "Only right after a failed lift may the next player take over that throw.",
            )
        if kind == "lift":
            if phase == "roll":
                raise IllegalAction("wrong_phase", "Throw the pearl dice first.", phase=phase)
            p = parse_position(action["at"])
            if p not in _AROUND or state.layout[INDEX[p]] == EMPTY:
                raise IllegalAction(
                    "no_red_die",
                    f"There is no red die at {list(p)} to lift.",
                    position=list(p),
                )

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        kind = action["type"]
        if kind == "build":
            return BUILD_DICE
        return PEARL_DICE if kind == "roll" else 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        state.reveal = None  # shown until the next action only
        if kind == "build":
            state.layout = encode(eintrichtern_setup(build_rng(action["values"])))
            return True
        if kind == "roll":
            state.roll = list(action["values"])
            state.taken_over = False
            state.failed = None
            return True
        if kind == "take_over":
            assert state.failed is not None
            state.roll = list(state.failed["values"])
            state.taken_over = True
            state.failed = None
            return False
        # lift
        assert state.roll is not None
        q = parse_position(action["at"])
        total = funnel_sum(state.layout, q)
        target = sum(state.roll)
        match = total == target
        state.reveals += 1
        state.heard = BOARD.publish(state.heard, state.reveals, seat, q, total)
        state.reveal = {
            "seq": state.reveals,
            "seat": seat,
            "at": list(q),
            "sum": total,
            "target": target,
            "values": list(state.roll),
            "match": match,
        }
        if match:
            state.layout = with_code(state.layout, q, EMPTY)  # nothing rests on a red die
            state.red[seat] += 1
            state.roll, state.taken_over = None, False
            state.over = state.red[seat] >= goal(state.n) or not covered(state.layout)
        else:
            state.failed = {"seat": seat, "values": state.roll}
            state.roll, state.taken_over = None, False
            state.active = (state.active + 1) % state.n
        return True  # a sum was said aloud: never undone

    # -- reading ---------------------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        # Nothing is private to a seat. Hidden from everyone: the yellow faces under the red
        # dice, and every sum said aloud before the latest one.
        seen, _ = visible_dice(state.layout)
        roll = state.roll
        failed = state.failed
        return {
            "phase": self.phase(state),
            "active": None if state.over else state.active,
            "dice": seen,
            "covered": [list(p) for p in covered(state.layout)],
            "roll": None
            if roll is None
            else {"values": list(roll), "sum": sum(roll), "taken_over": state.taken_over},
            "failed": None
            if failed is None
            else {
                "seat": failed["seat"],
                "values": list(failed["values"]),
                "sum": sum(failed["values"]),
            },
            "reveal": {**state.reveal} if state.reveal is not None else None,
            "reveals": state.reveals,
            "heard": state.heard,
            "red": list(state.red),
            "goal": goal(state.n),
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if not state.over:
            return None
        places = [1 + sum(other > mine for other in state.red) for mine in state.red]
        return {
            **ranked(places),
            "loser": None,
            "scores": list(state.red),
            "score_label": "red_dice",
        }

    def sample_world(self, state: State, _seat: int | None, rng: Rng) -> State:
        """Every yellow face under a red die is thrown again (seen faces stay)."""
        layout = state.layout
        occupied = colour_map(layout)
        chars = list(layout)
        for p in LAYERS[0]:
            if p not in occupied:
                continue
            die = DIE_OF[layout[INDEX[p]]]
            mask = exposed_mask(occupied, p)
            faces = [v if mask[a] else None for a, v in enumerate(die.orientation.upper)]
            chars[INDEX[p]] = CODE_OF[Die(die.colour, consistent_orientation(rng, faces))]
        return dataclasses.replace(
            state,
            layout="".join(chars),
            roll=list(state.roll) if state.roll is not None else None,
            failed=dict(state.failed) if state.failed is not None else None,
            red=list(state.red),
            reveal={**state.reveal} if state.reveal is not None else None,
        )


RULES = EintrichternRules
