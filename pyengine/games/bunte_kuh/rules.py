"""Bunte Kuh / Sums (seed 003, Das Spiel): a race to find a funnel with the thrown sum.

45 pearl dice lie on the plate, thrown; the 60 other dice are shared out evenly. The
roller throws three pearl dice and everyone, the roller too, races (core.race) to find a
funnel whose three touching faces add up to the same sum. The first call counts:

* ``{"type": "stop", "at": q}`` — STOP, pointing at funnel ``q``. Right if ``q``'s sum is
  the throw's: the caller takes one of his dice and lays it in ``q`` (``place``).
* ``{"type": "stop", "at": null}`` — STOP without showing a funnel in time (the app's
  pointing time ran out): always wrong.
* ``{"type": "nowhere"}`` — NERGENS. Right if no funnel has the sum: the caller lays one of
  his dice in any funnel.
* A wrong call places nothing; every other player gives the caller one die.

Then the next player to the left (seat + 1) throws. The game ends at once when a player
gives away his last die, by taking it to lay it or as a penalty die; several at once all
win. Every reading of the seed is in docs/rules/bunte-kuh.md.

Other actions: ``{"type": "build"}`` (the plate, a chance action of 24 app-thrown dice,
pyramid.build), ``{"type": "roll"}`` (three pearl dice; with physical dice the values are
entered), ``{"type": "place", "at": q, "faces": [a, b, c]}`` (the die's upper faces -x,
-y, -z, any of the 24 real orientations; its faces are what later funnels touch).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, ranked
from ...core.plain import brief
from ...core.rng import Rng
from ...core.shape import check_shape
from ...pyramid.board import Die, parse_position
from ...pyramid.build import BUILD_DICE, build_rng
from ...pyramid.die import ORIENTATIONS, Orientation
from ...pyramid.geometry import LAYERS, POSITIONS, Pos, supports
from ...pyramid.layout import CODE_OF, DIE_OF, EMPTY, INDEX, decode, encode, with_code
from ...pyramid.setups import bunte_kuh_setup
from .spec import SPEC
from .view import CallView, VerdictView, View

CALLS_IN_VIEW = 40  # the log of races a screen shows; every call stays in the state

PEARL_DICE = 3
SUPPLY_DICE = 60  # "De 60 overgebleven dobbelstenen worden evenredig ... verdeeld"
PLACED_COLOURS = ("red", "yellow")  # "De kleur ... speelt geen enkele rol": they alternate
FIELDS: dict[str, tuple[str, ...]] = {
    "build": (),
    "roll": (),
    "stop": ("at",),
    "nowhere": (),
    "place": ("at", "faces"),
}

# Every position above the plate: (position, its index, the (index, axis) of the three
# faces around it). On a full plate a funnel is never on the plate itself.
_ABOVE: tuple[tuple[Pos, int, tuple[tuple[int, int], ...]], ...] = tuple(
    (q, INDEX[q], tuple((INDEX[s], a) for a, s in enumerate(supports(q))))
    for q in POSITIONS[len(LAYERS[0]) :]
)
_AROUND: dict[Pos, tuple[tuple[int, int], ...]] = {q: around for q, _, around in _ABOVE}
_FACES: tuple[tuple[int, int, int], ...] = tuple(o.upper for o in ORIENTATIONS)


def share(n_players: int) -> int:
    """Each player's dice: 60 shared evenly (2: 30, 3: 20, 4: 15, 5: 12, 6: 10; no rest)."""
    return SUPPLY_DICE // n_players


@lru_cache(maxsize=64)
def _dice(layout: str) -> tuple[tuple[Pos, str, tuple[int, int, int]], ...]:
    """Every die: position, colour, upper faces (cached per layout)."""
    return tuple(
        (p, DIE_OF[c].colour, DIE_OF[c].orientation.upper)
        for p, c in zip(POSITIONS, layout, strict=False)
        if c != EMPTY
    )


@lru_cache(maxsize=64)
def sums(layout: str) -> dict[Pos, int]:
    """Every funnel (an empty position resting on three dice; the plate is always full),
    bottom first, with its sum. Cached per layout: read it, never change it."""
    out: dict[Pos, int] = {}
    if not layout:
        return out
    for q, i, around in _ABOVE:
        if layout[i] != EMPTY:
            continue
        codes = [layout[j] for j, _ in around]
        if EMPTY not in codes:
            out[q] = sum(
                DIE_OF[c].orientation.upper[a] for c, (_, a) in zip(codes, around, strict=True)
            )
    return out


def funnels(layout: str) -> list[Pos]:
    return list(sums(layout))


def funnel_sum(layout: str, q: Pos) -> int:
    """The three faces a die in ``q`` would touch, added (``Pyramid.funnel_sum``)."""
    return sum(DIE_OF[layout[i]].orientation.upper[a] for i, a in _AROUND[q])


@dataclass
class State:
    n: int
    supply: list[int]
    layout: str = ""  # pyramid.layout: one code per position; "" until the plate is built
    phase: str = "build"  # build, roll, race, place, over
    roller: int = 0
    roll: list[int] | None = None
    placer: int | None = None
    place_at: Pos | None = None  # the funnel a right STOP fills; None after NERGENS: any
    placed: list[tuple[Pos, int]] = field(default_factory=list)  # (funnel, seat), in order
    last: VerdictView | None = None  # the latest judged call
    right: list[int] = field(default_factory=list)  # right calls per seat
    wrong: list[int] = field(default_factory=list)  # wrong calls per seat
    show_sums: bool = False  # the practice option
    thrower: int | None = None  # who threw the pearl dice last
    calls: list[CallView] = field(default_factory=list)  # every judged call, oldest first


class BunteKuhRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        return State(
            n=n_players,
            supply=[share(n_players)] * n_players,
            right=[0] * n_players,
            wrong=[0] * n_players,
            show_sums=bool(options.get("show_sums")),
        )

    def to_move(self, state: State) -> list[int]:
        if state.phase == "race":
            return list(range(state.n))  # everyone looks, the roller too
        if state.phase == "place":
            assert state.placer is not None
            return [state.placer]
        if state.phase == "over":
            return []
        return [state.roller]  # build (the start player) and roll

    def racing(self, state: State) -> bool:
        return state.phase == "race"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase in ("build", "roll"):
            return [{"type": state.phase}]
        if state.phase == "race":
            calls: list[Action] = [{"type": "stop", "at": list(q)} for q in funnels(state.layout)]
            return [*calls, {"type": "stop", "at": None}, {"type": "nowhere"}]
        targets = [state.place_at] if state.place_at is not None else funnels(state.layout)
        return [
            {"type": "place", "at": [q[0], q[1], q[2]], "faces": [f[0], f[1], f[2]]}
            for q in targets
            for f in _FACES
        ]

    def validate(self, state: State, seat: int, action: Action) -> None:
        if seat not in self.to_move(state):
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        kind = check_shape(action, FIELDS)
        wanted = {"stop": "race", "nowhere": "race"}.get(kind, kind)
        if wanted != state.phase:
            raise IllegalAction(
                "wrong_phase",
                f"A {brief(kind)} move is not possible now ({state.phase}).",
                phase=state.phase,
            )
        if kind == "stop" and action["at"] is None:
            return  # STOP without a funnel shown: a wrong call
        if kind in ("stop", "place"):
            q = parse_position(action["at"])
            if q not in sums(state.layout):
                raise IllegalAction(
                    "not_a_funnel", f"{list(q)} is not an empty funnel.", position=list(q)
                )
            if kind == "place":
                if state.place_at is not None and q != state.place_at:
                    raise IllegalAction(
                        "wrong_funnel",
                        f"The die goes into the funnel shown, {list(state.place_at)}.",
                        position=list(q),
                        funnel=list(state.place_at),
                    )
                Orientation.from_json(action["faces"])

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        kind = action["type"]
        if kind == "build":
            return BUILD_DICE
        return PEARL_DICE if kind == "roll" else 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "build":
            state.layout = encode(bunte_kuh_setup(build_rng(action["values"])))
            state.phase = "roll"
            return True
        if kind == "roll":
            state.roll = list(action["values"])
            state.thrower = seat
            state.last = None
            state.phase = "race"
            return True
        if kind == "place":
            q = parse_position(action["at"])
            colour = PLACED_COLOURS[len(state.placed) % len(PLACED_COLOURS)]
            die = Die(colour, Orientation.from_json(action["faces"]))
            state.layout = with_code(state.layout, q, CODE_OF[die])
            state.placed.append((q, seat))
            state.placer, state.place_at = None, None
            self._next_roller(state)
            return False  # the player may still turn his die, until the next throw
        self._judge(state, seat, action)
        return True

    def _judge(self, state: State, seat: int, action: Action) -> None:
        """The first call of the race: right or wrong, and what follows."""
        assert state.roll is not None
        target = sum(state.roll)
        table = sums(state.layout)  # one throw, one table: read only
        matching = [q for q, s in table.items() if s == target]
        at = parse_position(action["at"]) if action.get("at") is not None else None
        if at is not None:
            right = table[at] == target
        else:  # NERGENS, or a STOP that showed no funnel
            right = action["type"] == "nowhere" and not matching
        state.last = {
            "seat": seat,
            "call": action["type"],
            "at": None if at is None else list(at),
            "sum": None if at is None else table[at],
            "target": target,
            "right": right,
            "matching": [list(q) for q in matching],
            "gave": [],
        }
        state.calls.append(
            {"roller": state.roller, "seat": seat, "call": action["type"], "right": right}
        )
        if right:
            state.right[seat] += 1
            state.supply[seat] -= 1  # he takes his die to lay it
            if state.supply[seat] == 0:
                state.phase = "over"
                return
            state.placer, state.place_at, state.phase = seat, at, "place"
            return
        state.wrong[seat] += 1
        givers = [s for s in range(state.n) if s != seat and state.supply[s] > 0]
        for s in givers:
            state.supply[s] -= 1
            state.supply[seat] += 1
        state.last["gave"] = givers
        if any(state.supply[s] == 0 for s in givers):  # a last die given away
            state.phase = "over"
            return
        self._next_roller(state)

    def _next_roller(self, state: State) -> None:
        state.roller = (state.roller + 1) % state.n  # "aan zijn linkerbuurman"
        state.phase = "roll"

    # -- reading ---------------------------------------------------------------------------
    def handed_on(self, state: State) -> dict[str, Any] | None:
        # "Het derde spel 'Bunte Kuh' is opnieuw een opbouwspel en 'Cui bono?' is opnieuw
        # een afbouwspel" (pyengine.evening): the plate and every die laid on it.
        return decode(state.layout).to_json() if state.layout else None

    def view(self, state: State, _seat: int | None) -> View:
        # Nothing is private and nothing is hidden that matters: every die is shown with
        # its three upper faces (the covered ones are never read by the rules). The sums
        # are shown only with the practice option: finding them is the game.
        layout = state.layout
        open_funnels = funnels(layout)
        roll = state.roll
        return {
            "phase": state.phase,
            "roller": state.roller,
            "roll": None if roll is None else {"values": list(roll), "sum": sum(roll)},
            "dice": [
                {"at": [p[0], p[1], p[2]], "colour": colour, "faces": [f[0], f[1], f[2]]}
                for p, colour, f in _dice(layout)
            ],
            "funnels": [list(q) for q in open_funnels],
            "sums": [{"at": list(q), "sum": s} for q, s in sums(layout).items()]
            if state.show_sums
            else None,
            "supply": list(state.supply),
            "placer": state.placer,
            "place_at": None if state.place_at is None else list(state.place_at),
            "placed": [{"at": list(q), "seat": s} for q, s in state.placed],
            "last": None if state.last is None else {**state.last},
            "right_calls": list(state.right),
            "wrong_calls": list(state.wrong),
            "thrower": state.thrower,
            "calls": [{**call} for call in state.calls[-CALLS_IN_VIEW:]],
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.phase != "over":
            return None
        # The winners have no dice left; the others by the dice they still hold, fewer first.
        places = [1 + sum(other < mine for other in state.supply) for mine in state.supply]
        return {
            **ranked(places),
            "scores": list(state.supply),
            "score_label": "dice_left",
            "right_calls": list(state.right),
            "wrong_calls": list(state.wrong),
        }

    def sample_world(self, state: State, _seat: int | None, _rng: Rng) -> State:
        """Nothing is hidden: the same state, copied."""
        return dataclasses.replace(
            state,
            supply=list(state.supply),
            roll=None if state.roll is None else list(state.roll),
            placed=list(state.placed),
            last=None if state.last is None else {**state.last},
            right=list(state.right),
            wrong=list(state.wrong),
            calls=list(state.calls),
        )


RULES = BunteKuhRules
