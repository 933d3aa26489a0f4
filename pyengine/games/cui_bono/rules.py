"""Cui bono? (seed 003, Das Spiel): pull a die from the bottom of the full pyramid, lay it
back in a funnel the colour rules allow, or keep it for minus points.

A turn: the player pulls a bottom die with at least two free faces (the dice above it slide
down and a new funnel opens), then lays it back in an allowed funnel or keeps it; either way
the left neighbour is next. The game ends when a player takes his 10th die (2-4 players) or
7th (5-6); fewest minus points wins, then fewest dice. Every interpretation, with the seed
sentence it rests on, is in docs/rules/cui-bono.md.

The random pyramid comes from one chance action, ``build``, whose BUILD_DICE app-thrown
values the Match logs; a pyramid of 165 dice cannot be entered by hand, so the game has no
physical-dice option (and throws no dice after the build).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, ranked
from ...core.rng import Rng
from ...core.shape import check_shape
from ...pyramid.board import Die, parse_position
from ...pyramid.build import BUILD_DICE
from ...pyramid.geometry import (
    COLOURS,
    DICE_PER_COLOUR,
    LAYERS,
    POSITIONS,
    Pos,
    carries,
    layer,
    supports,
)
from ...pyramid.given import given_layout, set_up
from ...pyramid.layout import (
    CODE_OF,
    DIE_OF,
    EMPTY,
    INDEX,
    colour_map,
    decode,
    encode,
    exposed_mask,
    visible_dice,
    with_code,
)
from ...pyramid.setups import random_orientation
from .colours import MINUS_POINTS, placement_problem
from .spec import SPEC, pulls_again
from .view import AgainView, PullRecord, PullView, View


# "In een spel met 2 tot 4 spelers eindigt het spel zodra een speler zijn tiende dobbelsteen
# moet nemen. In een spel met 5 tot 6 spelers ... zijn zevende dobbelsteen".
def dice_limit(n_players: int) -> int:
    return 10 if n_players <= 4 else 7


# Not in the seed: laying dice back could go on for ever (pull the bottom die of a chain,
# the chain slides down, lay the die on top of it again, and again). Two rules of the app
# end every game (docs/rules/cui-bono.md, "Every game ends"): a die may not be laid back
# where the pyramid would look exactly as after an earlier turn since the last kept die,
# and the game ends after this many turns per player at the latest.
TURNS_PER_PLAYER = 100
# With the option pull_again a turn ends only with a kept die. Also an app rule: the die of
# a turn's PULLS_PER_TURN-th pull must be kept, so nobody can hold up the table by laying
# dice back for ever (docs/rules/cui-bono.md, rule 4a).
PULLS_PER_TURN = 20


@dataclass
class State:
    n: int
    # The pyramid as a string (pyramid.layout: one code per position, "." if empty); ""
    # until it is built.
    layout: str = ""
    active: int = 0
    turn: int = 1
    hand: str | None = None  # code of the pulled die, before it is laid back or kept
    kept: list[list[str]] = field(default_factory=list)  # colours in front of each player
    last: PullView | None = None  # the latest pull and what became of it (for screens)
    history: list[PullRecord] = field(default_factory=list)  # every pull (never changed: replaced)
    over: bool = False
    end: str | None = None  # "dice" (a player took his last die) or "turns" (the turn limit)
    # The pyramids after each turn (and each die laid back) since the last kept die
    # (layout -> turn).
    seen: dict[str, int] = field(default_factory=dict)
    # Option pull_again: a die laid back is followed by another pull of the same player.
    pull_again: bool = False
    pulls: int = 0  # pulls in the current turn
    given: str = ""  # the pyramid an evening hands on (pyramid.given), "" for a random one


def minus_points(colours: list[str]) -> int:
    return sum(MINUS_POINTS[c] for c in colours)


_CARRIES: dict[Pos, tuple[Pos, ...]] = {p: carries(p) for p in POSITIONS}
_SUPPORTS: dict[Pos, tuple[Pos, ...]] = {p: supports(p) for p in POSITIONS}
_ABOVE_PLATE: tuple[Pos, ...] = POSITIONS[len(LAYERS[0]) :]


def pullable(colour_at: Mapping[Pos, str | None]) -> list[Pos]:
    """Bottom dice with at least two free faces: at most one die rests on them."""
    return [
        p for p in LAYERS[0] if p in colour_at and sum(q in colour_at for q in _CARRIES[p]) <= 1
    ]


def funnels_of(colour_at: Mapping[Pos, str | None]) -> list[Pos]:
    """The funnels between three dice (a die is never laid back on the plate)."""
    return [
        q for q in _ABOVE_PLATE if q not in colour_at and all(s in colour_at for s in _SUPPORTS[q])
    ]


def allowed_funnels(colour_at: Mapping[Pos, str | None], die: str) -> list[Pos]:
    return [q for q in funnels_of(colour_at) if placement_problem(colour_at, q, die) is None]


FIELDS: dict[str, tuple[str, ...]] = {"build": (), "pull": ("at",), "place": ("at",), "keep": ()}
PHASE_MOVES: dict[str, tuple[str, ...]] = {
    "build": ("build",),
    "pull": ("pull",),
    "place": ("place", "keep"),
    "over": (),
}


class CuiBonoRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        return State(
            n_players,
            kept=[[] for _ in range(n_players)],
            pull_again=pulls_again(options),
            given=given_layout(options),
        )

    def to_move(self, state: State) -> list[int]:
        return [] if state.over else [state.active]

    def phase(self, state: State) -> str:
        if state.over:
            return "over"
        if not state.layout:
            return "build"
        return "place" if state.hand is not None else "pull"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        phase = self.phase(state)
        if phase == "build":
            return [{"type": "build"}]
        colours = colour_map(state.layout)
        if phase == "pull":
            return [{"type": "pull", "at": list(p)} for p in pullable(colours)]
        assert state.hand is not None
        if self.must_keep(state):
            return [{"type": "keep"}]
        repeats = set(self.repeating(state, colours))
        actions: list[Action] = [
            {"type": "place", "at": list(q)}
            for q in allowed_funnels(colours, DIE_OF[state.hand].colour)
            if q not in repeats
        ]
        actions.append({"type": "keep"})
        return actions

    @staticmethod
    def must_keep(state: State) -> bool:
        """Option pull_again: the die of the turn's last allowed pull cannot go back."""
        return state.pull_again and state.pulls >= PULLS_PER_TURN

    def repeating(self, state: State, colours: Mapping[Pos, str | None]) -> list[Pos]:
        """Funnels where the die in hand would make the pyramid look exactly as it did after
        an earlier turn (since the last kept die): laying it back there is not allowed."""
        hand = state.hand
        if hand is None:
            return []
        return [q for q in funnels_of(colours) if with_code(state.layout, q, hand) in state.seen]

    def validate(self, state: State, seat: int, action: Action) -> None:
        """Exact checks with a precise reason for each mistake (no generic comparison)."""
        if seat not in self.to_move(state):
            raise IllegalAction("not_your_turn", f"It is not seat {seat}'s turn.", seat=seat)
        kind = check_shape(action, FIELDS)
        phase = self.phase(state)
        if kind not in PHASE_MOVES[phase]:
            what = {
                "build": "The pyramid must be built first.",
                "pull": "Pull a die first.",
                "place": "Lay the pulled die back in a funnel or keep it first.",
            }[phase]
            raise IllegalAction("wrong_phase", what, phase=phase)
        if kind not in ("pull", "place"):
            return
        p = parse_position(action["at"])
        colours = colour_map(state.layout)
        if kind == "pull":
            if p not in colours:
                raise IllegalAction("no_die", f"There is no die at {list(p)}.", position=list(p))
            if layer(p) != 0:
                raise IllegalAction(
                    "not_bottom",
                    "Only a die of the bottom layer may be pulled.",
                    position=list(p),
                )
            if sum(q in colours for q in _CARRIES[p]) > 1:
                raise IllegalAction(
                    "too_few_free_faces",
                    f"The die at {list(p)} has fewer than two free faces.",
                    position=list(p),
                )
            return
        assert state.hand is not None
        if self.must_keep(state):
            raise IllegalAction(
                "pull_limit",
                f"This is pull {state.pulls} of the turn, the last one allowed: keep the die.",
                pulls=state.pulls,
            )
        colour = DIE_OF[state.hand].colour
        problem = placement_problem(colours, p, colour)
        if problem is not None:
            code, message = problem
            raise IllegalAction(code, message, position=list(p), colour=colour)
        if with_code(state.layout, p, state.hand) in state.seen:
            raise IllegalAction(
                "repeats_pyramid",
                "Laying the die back there makes the pyramid look exactly as it did after an "
                "earlier turn since the last kept die; that is not allowed.",
                position=list(p),
            )

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        return BUILD_DICE if action["type"] == "build" else 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "build":
            # "De piramide wordt volledig opgebouwd" (a given pyramid is completed first).
            state.layout = encode(set_up(state.given, action["values"]))
            state.seen = {state.layout: 0}
            return True
        if kind == "pull":
            removal = decode(state.layout).remove(parse_position(action["at"]))
            layout = with_code(state.layout, removal.position, EMPTY)
            for src, dst in removal.slides:  # lowest first: each fills the previous hole
                layout = with_code(with_code(layout, dst, layout[INDEX[src]]), src, EMPTY)
            state.layout = layout
            state.hand = CODE_OF[removal.die]
            state.pulls += 1
            state.last = {
                "seat": seat,
                "turn": state.turn,
                "pulled": list(removal.position),
                "colour": removal.die.colour,
                "slides": [[list(a), list(b)] for a, b in removal.slides],
                "opened": list(removal.opened),
                "placed": None,
                "kept": False,
            }
            state.history.append({**state.last, "pull": state.pulls, "again": state.pull_again})
            return True  # dice slid into view: never undone
        hand = state.hand
        assert hand is not None and state.last is not None
        if kind == "place":
            q = parse_position(action["at"])
            state.layout = with_code(state.layout, q, hand)
            state.last["placed"] = list(q)
        else:  # keep
            state.kept[seat].append(DIE_OF[hand].colour)
            state.last["kept"] = True
        if state.history:  # a new record: a sampled world shares the old ones
            pull = state.history[-1]
            state.history[-1] = {**state.last, "pull": pull["pull"], "again": pull["again"]}
        state.hand = None
        if kind == "place" and state.pull_again:
            # The same player pulls again; this pyramid may not come back in his turn.
            state.seen[state.layout] = state.turn
            return False
        self._end_turn(state, seat, kind == "keep")
        return False

    def _end_turn(self, state: State, seat: int, kept: bool) -> None:
        if kept and len(state.kept[seat]) >= dice_limit(state.n):
            state.over, state.end = True, "dice"
            return
        if kept:
            state.seen = {}  # one die fewer: no earlier pyramid can come back
        state.seen[state.layout] = state.turn
        if state.turn >= TURNS_PER_PLAYER * state.n:
            state.over, state.end = True, "turns"
            return
        state.turn += 1
        state.active = (state.active + 1) % state.n
        state.pulls = 0

    # -- reading ---------------------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        # Nothing is private to a seat; what nobody can see is the inside of the pyramid.
        seen, hidden = visible_dice(state.layout)
        built = bool(state.layout)
        counts = dict.fromkeys(COLOURS, DICE_PER_COLOUR if built else 0)
        for d in seen:
            counts[d["colour"]] -= 1
        for colours in state.kept:
            for c in colours:
                counts[c] -= 1
        hand = DIE_OF[state.hand] if state.hand is not None else None
        if hand is not None:
            counts[hand.colour] -= 1
        colour_at = colour_map(state.layout)
        # Only with the option on: a game without it shows exactly what it showed before.
        view: View = {
            "phase": self.phase(state),
            "active": None if state.over else state.active,
            "turn": state.turn,
            "turn_limit": TURNS_PER_PLAYER * state.n,
            "dice": seen,
            "hidden": hidden,
            "hidden_colours": counts,
            "funnels": [list(q) for q in funnels_of(colour_at)] if built else [],
            "repeating": [list(q) for q in self.repeating(state, colour_at)],
            "hand": None
            if hand is None
            else {"colour": hand.colour, "faces": hand.orientation.to_json()},
            "last": {**state.last} if state.last is not None else None,
            "history": [{**pull} for pull in state.history],
            "kept": [list(k) for k in state.kept],
            "minus": [minus_points(k) for k in state.kept],
            "dice_limit": dice_limit(state.n),
            "minus_points": dict(MINUS_POINTS),
            "end": state.end,
        }
        if not state.pull_again:
            return view
        again: AgainView = {"pull_again": True, "pulls": state.pulls, "pull_limit": PULLS_PER_TURN}
        return {**again, **view}  # the option's keys first, as they always were

    def result(self, state: State) -> dict[str, Any] | None:
        if not state.over:
            return None
        keys = [(minus_points(k), len(k)) for k in state.kept]
        places = [1 + sum(other < mine for other in keys) for mine in keys]
        return {
            **ranked(places),
            "loser": None,
            "scores": [k[0] for k in keys],
            "score_label": "minus_points",
            "dice": [k[1] for k in keys],
            "end": state.end,
        }

    def sample_world(self, state: State, _seat: int | None, rng: Rng) -> State:
        """The hidden dice get their colours shuffled among themselves and are thrown again.
        (Faces of partly seen dice play no part in the game and stay.) The pyramids of
        earlier turns are relabelled to match: at each hidden position the real die and
        the drawn one swap codes, so "would repeat" stays exactly as it was."""
        layout = state.layout
        occupied = colour_map(layout)
        hidden = [p for p in POSITIONS if p in occupied and not any(exposed_mask(occupied, p))]
        colours = [occupied[p] for p in hidden]
        rng.shuffle(colours)
        swaps: list[tuple[int, str, str]] = []
        chars = list(layout)
        for p, c in zip(hidden, colours, strict=True):
            i = INDEX[p]
            drawn = CODE_OF[Die(c, random_orientation(rng))]
            swaps.append((i, layout[i], drawn))
            chars[i] = drawn

        def relabel(key: str) -> str:
            out = list(key)
            for i, real, drawn in swaps:
                if out[i] == real:
                    out[i] = drawn
                elif out[i] == drawn:
                    out[i] = real
            return "".join(out)

        return dataclasses.replace(
            state,
            layout="".join(chars),
            kept=[list(k) for k in state.kept],
            last={**state.last} if state.last is not None else None,
            history=list(state.history),
            seen={relabel(key): turn for key, turn in state.seen.items()},
        )


RULES = CuiBonoRules
