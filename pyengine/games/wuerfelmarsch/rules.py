"""Würfelmarsch (seed 003, Das Spiel): five dice each, tilted across the plate to the
opposite corner, capturing in the funnels they form.

Every reading of the seed is in docs/rules/wuerfelmarsch.md; the geometry is
``pyengine.pyramid`` (docs/rules/das-spiel-pyramid.md) and the capture ``capture``.

Seats and sides: seat ``i`` sits at side ``i`` of the plate (side 2 stays empty with two
players) and plays the colour ``COLOURS[i]`` (red, yellow, pearl). The turn passes to the
left neighbour, seat ``i + 1``. There is no chance at all: no dice are thrown.

Actions (small JSON dicts, positions ``[x, y, z]`` of the plate):

* ``{"type": "tilt", "from": p, "to": q}`` — KANTELEN: one of the player's dice into the
  empty neighbouring square ``q``, forward (either diagonal towards his corner), left or
  right, never back. Funnels it forms are judged at once.
* ``{"type": "turn", "at": p, "faces": [a, b, c]}`` — DRAAIEN: one of the player's dice laid
  back in another orientation, given as its upper faces on -x, -y, -z (the pyramid's JSON).

The game ends when a die reaches its owner's opposite corner (he wins), when the plate is
empty, or — our rule, so that every game ends — after ``quiet_rounds`` rounds in a row in
which no die moved forward and no die left the plate; the last two end with the count.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Container
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, json_copy, ranked, template
from ...core.plain import brief
from ...core.rng import Rng
from ...pyramid.board import Die, Pyramid, parse_position
from ...pyramid.die import ORIENTATIONS, Orientation
from ...pyramid.geometry import COLOURS, Pos, opposite_corner
from ...pyramid.setups import wuerfelmarsch_start as start_pyramid
from .capture import FORWARD, Board, TiltResult, move_name, targets, tilt_result
from .spec import SPEC, top_pair_captures
from .view import View

RECENT_MOVES = 6  # move records kept for the screens (a round of three, twice)


@dataclass
class State:
    n: int
    quiet_limit: int  # moves in a row without progress that end the game
    pyramid: Pyramid
    turn: int = 0  # the seat to move
    moves: int = 0  # moves made so far
    quiet: int = 0  # moves in a row without a forward tilt or a die leaving the plate
    captured: list[list[str]] = field(default_factory=list)  # colours each seat captured
    removed: list[int] = field(default_factory=list)  # own dice taken out of the game
    last_turn: list[int] = field(default_factory=list)  # number of each seat's latest move
    recent: list[dict[str, Any]] = field(default_factory=list)
    winner: int | None = None
    end: str | None = None  # "corner", "empty" or "quiet"
    # Two highest dice of one player capture the lower die (option top_pair, spec.py).
    pair_captures: bool = True


def side_of(seat: int) -> int:
    """Seat i sits at side i (with two players side 2 stays empty)."""
    return seat


def colour_of(seat: int) -> str:
    return COLOURS[seat]


def seat_of(colour: str) -> int:
    return COLOURS.index(colour)


def goal(seat: int) -> Pos:
    """The HOEKTRECHTER of the side opposite the seat."""
    return opposite_corner(side_of(seat))


def board_of(pyramid: Pyramid) -> dict[Pos, tuple[int, Orientation]]:
    """position -> (owner seat, orientation), for ``wuerfelmarsch_capture``."""
    return {p: (seat_of(d.colour), d.orientation) for p, d in pyramid.items()}


def scores(state: State) -> list[int]:
    """The count: dice captured minus own dice taken out of the game."""
    return [len(state.captured[s]) - state.removed[s] for s in range(state.n)]


def dice_on_plate(state: State, seat: int) -> int:
    colour = colour_of(seat)
    return sum(1 for _, d in state.pyramid.items() if d.colour == colour)


def _bad(message: str, **details: Any) -> IllegalAction:
    return IllegalAction("bad_action", message, **details)


class WuerfelmarschRules(Rules[State]):
    spec = SPEC

    # -- setup and flow ----------------------------------------------------------------
    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        colours = [colour_of(s) if s < n_players else None for s in range(3)]
        return State(
            n=n_players,
            quiet_limit=options["quiet_rounds"] * n_players,
            pyramid=start_pyramid(colours),
            captured=[[] for _ in range(n_players)],
            removed=[0] * n_players,
            last_turn=[-1] * n_players,
            pair_captures=top_pair_captures(options),
        )

    def to_move(self, state: State) -> list[int]:
        return [] if state.end is not None else [state.turn]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        colour = colour_of(seat)
        mine = [(p, d.orientation) for p, d in state.pyramid.items() if d.colour == colour]
        return actions_of(state.pyramid, side_of(seat), mine)

    def validate(self, state: State, seat: int, action: Action) -> None:
        act = template(action)
        kind = act.get("type")
        if kind == "tilt":
            self._check_tilt(state, seat, act)
        elif kind == "turn":
            self._check_turn(state, seat, act)
        else:
            raise IllegalAction(
                "unknown_action",
                f"Würfelmarsch knows 'tilt' and 'turn', not {brief(kind)}.",
                action=act,
            )

    def _own_die(self, state: State, seat: int, data: Any) -> tuple[Pos, Die]:
        p = parse_position(data)
        die = state.pyramid.get(p)
        if die is None:
            raise IllegalAction("no_die", f"There is no die at {list(p)}.", position=list(p))
        if seat_of(die.colour) != seat:
            raise IllegalAction(
                "not_your_die",
                f"The {die.colour} die at {list(p)} belongs to another player.",
                position=list(p),
                colour=die.colour,
            )
        return p, die

    def _check_tilt(self, state: State, seat: int, act: Action) -> None:
        if set(act) != {"type", "from", "to"}:
            raise _bad("A tilt is {'type': 'tilt', 'from': [x, y, z], 'to': [x, y, z]}.")
        src, _ = self._own_die(state, seat, act["from"])
        to = parse_position(act["to"])
        name = move_name(side_of(seat), src, to)
        if name is None:
            raise IllegalAction(
                "not_adjacent",
                f"{list(to)} is not a square next to {list(src)} on the plate.",
                position=list(src),
                to=list(to),
            )
        if name.startswith("back"):
            raise IllegalAction(
                "backwards",
                "A die may never be tilted back towards its own side.",
                position=list(src),
                to=list(to),
            )
        if to in state.pyramid:
            raise IllegalAction(
                "occupied", f"A die already lies at {list(to)}.", position=list(src), to=list(to)
            )

    def _check_turn(self, state: State, seat: int, act: Action) -> None:
        if set(act) != {"type", "at", "faces"}:
            raise _bad("A turn is {'type': 'turn', 'at': [x, y, z], 'faces': [a, b, c]}.")
        p, die = self._own_die(state, seat, act["at"])
        if Orientation.from_json(act["faces"]) == die.orientation:
            raise IllegalAction(
                "same_orientation",
                "Turning must change how the die lies (DRAAIEN changes the order of the faces).",
                position=list(p),
            )

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        state.moves += 1
        state.last_turn[seat] = state.moves
        if kind == "tilt":
            progress = self._tilt(state, seat, parse_position(action["from"]), action["to"])
        elif kind == "turn":
            p = parse_position(action["at"])
            before = state.pyramid[p].orientation
            state.pyramid.turn(p, Orientation.from_json(action["faces"]))
            self._record(
                state,
                seat,
                {
                    "type": "turn",
                    "at": list(p),
                    "before": before.to_json(),
                    "faces": state.pyramid[p].orientation.to_json(),
                },
            )
            progress = False
        else:
            raise IllegalAction("unknown_action", f"Unknown move {brief(kind)}.")
        if state.end is not None:
            return False
        if not len(state.pyramid):
            state.end = "empty"
            return False
        state.quiet = 0 if progress else state.quiet + 1
        if state.quiet >= state.quiet_limit:
            state.end = "quiet"
            return False
        state.turn = self._next_seat(state, seat)
        return False

    def _tilt(self, state: State, seat: int, src: Pos, to_data: Any) -> bool:
        to = parse_position(to_data)
        name = move_name(side_of(seat), src, to)
        result = tilt_result(board_of(state.pyramid), src, to, state.pair_captures)
        pyr = state.pyramid
        colours = {p: pyr[p].colour for f in result.funnels for p, _, _ in f.dice if p in pyr}
        colours[to] = colour_of(seat)
        pyr.tilt(src, (to[0] - src[0], to[1] - src[1], to[2] - src[2]))
        for p, taker in result.captured:
            state.captured[taker].append(pyr.remove(p).die.colour)
        for p in result.removed:
            state.removed[seat_of(pyr.remove(p).die.colour)] += 1
        corner = result.survives and to == goal(seat)
        self._record(state, seat, _tilt_record(result, name or "", colours, corner))
        if corner:
            state.winner = seat
            state.end = "corner"
        return name in FORWARD or bool(result.captured or result.removed)

    def _record(self, state: State, seat: int, record: dict[str, Any]) -> None:
        state.recent.append({"n": state.moves, "seat": seat, **record})
        del state.recent[:-RECENT_MOVES]

    def _next_seat(self, state: State, seat: int) -> int:
        """The left neighbour, skipping players without a die on the plate."""
        for k in range(1, state.n + 1):
            other = (seat + k) % state.n
            if dice_on_plate(state, other):
                return other
        return seat  # unreachable: the plate is not empty

    # -- reading -----------------------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        count = scores(state)
        return {
            "pyramid": state.pyramid.to_json(),
            "seats": [
                {
                    "seat": s,
                    "side": side_of(s),
                    "colour": colour_of(s),
                    "goal": list(goal(s)),
                    "on_plate": dice_on_plate(state, s),
                    "captured": list(state.captured[s]),
                    "removed": state.removed[s],
                    "score": count[s],
                    "last_turn": state.last_turn[s],
                }
                for s in range(state.n)
            ],
            "turn": None if state.end is not None else state.turn,
            "moves": state.moves,
            "quiet": state.quiet,
            "quiet_limit": state.quiet_limit,
            "recent": json_copy(state.recent),
            "winner": state.winner,
            "end": state.end,
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.end is None:
            return None
        count = scores(state)

        def key(s: int) -> tuple[int, int, int]:
            # The corner wins outright; then the count; on equal counts "wint ... de speler
            # die het laatste aan de beurt is geweest".
            return (0 if s == state.winner else 1, -count[s], -state.last_turn[s])

        places = [1 + sum(key(o) < key(s) for o in range(state.n)) for s in range(state.n)]
        return {
            **ranked(places),
            "loser": None,
            "scores": count,
            "score_label": "points",
            "end": state.end,
        }

    def sample_world(self, state: State, _seat: int | None, _rng: Rng) -> State:
        # Nothing is hidden: every sampled world is the state itself (copied).
        return dataclasses.replace(
            state,
            pyramid=state.pyramid.copy(),
            captured=[list(c) for c in state.captured],
            removed=list(state.removed),
            last_turn=list(state.last_turn),
            recent=json_copy(state.recent),
        )


def _tilt_record(
    result: TiltResult, name: str, colours: dict[Pos, str], corner: bool
) -> dict[str, Any]:
    """The move as a screen shows it: the tilt, each funnel judged, what left the plate."""
    return {
        "type": "tilt",
        "from": list(result.src),
        "to": list(result.to),
        "move": name,
        "faces": result.orientation.to_json(),
        "funnels": [
            {
                "at": list(f.at),
                "dice": [
                    {"at": list(p), "seat": who, "colour": colours[p], "value": v}
                    for p, who, v in f.dice
                ],
                "outcome": f.kind,
                "capturer": f.capturer,
            }
            for f in result.funnels
        ],
        "captured": [
            {"at": list(p), "colour": colours[p], "by": taker} for p, taker in result.captured
        ],
        "removed": [{"at": list(p), "colour": colours[p]} for p in result.removed],
        "corner": corner,
    }


def actions_of(
    occupied: Container[Pos], side: int, mine: list[tuple[Pos, Orientation]]
) -> list[Action]:
    """The legal actions of the player at ``side`` whose dice are ``mine`` (square and
    orientation): every tilt, then every other orientation of every die. Shared with the
    strong bot, which foresees the others' moves on boards of its own."""
    actions: list[Action] = []
    for p, _ in mine:
        for _, to in targets(occupied, side, p):
            actions.append({"type": "tilt", "from": list(p), "to": list(to)})
    for p, orientation in mine:
        for o in ORIENTATIONS:
            if o != orientation:
                actions.append({"type": "turn", "at": list(p), "faces": list(o.upper)})
    return actions


def board_from_view(view: dict[str, Any]) -> Board:
    """The board (position -> (owner seat, orientation)) from a seat's game view."""
    return {
        (d["at"][0], d["at"][1], d["at"][2]): (
            seat_of(d["colour"]),
            Orientation.from_json(d["faces"]),
        )
        for d in view["pyramid"]["dice"]
    }


RULES = WuerfelmarschRules
