"""Abquetschen / Squeeze Play (seed 003, Das Spiel): the players build the pyramid
together, each turn exactly as many dice as the turquoise die shows, or none.

Every reading of the seed is in docs/rules/abquetschen.md; the geometry is
``pyengine.pyramid`` (docs/rules/das-spiel-pyramid.md), the search ``search``.

Seats and sides: seat ``i`` sits at side ``i`` and builds with ``COLOURS[i]`` (red, yellow,
pearl); the turn passes to the left neighbour, seat ``i + 1``.

Actions (positions ``[x, y, z]``):

* ``{"type": "throw"}`` — the turquoise die (a chance action: one die). Before the start
  everyone throws in turn until someone throws a 4; afterwards it opens each turn.
* ``{"type": "start", "at": q}`` — the start player's pyramid: three dice on the plate and
  the fourth, at ``q``, on them; ``q`` is one of ``START_TOPS`` (the most central).
* ``{"type": "place", "at": p}`` — one new die into the empty funnel ``p``.
  ``legal_actions`` lists only funnels that keep a legal complete set possible.
* ``{"type": "take_back", "at": p}`` — take back a die placed this phase on which no new
  die rests. Always allowed while building, but *never listed* in ``legal_actions``: a
  computer (or random play) that placed and took back could loop for ever, and ``Match.undo``
  gives people the same thing for the last die.
* ``{"type": "confirm"}`` — the set is complete (listed once all dice are placed).
* ``{"type": "skip_bonus"}`` — do not build the bonus dice ("dan mag hij ...").

Refusals are ``IllegalAction`` with precise codes: ``wrong_phase``, ``bad_position``,
``occupied``, ``no_support``, ``all_placed``, ``not_touching_new``, ``not_connected``,
``not_touching_own``, ``not_touching_any``, ``must_keep_start_free``, ``cannot_complete``,
``not_new``, ``carries_new_die``, ``incomplete``, ``not_central``, ``edge_funnel``,
``bad_start``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, json_copy, ranked
from ...core.plain import brief
from ...core.rng import Rng
from ...core.shape import check_shape
from ...pyramid.board import Die, Pyramid, parse_position
from ...pyramid.die import ORIENTATIONS
from ...pyramid.geometry import (
    COLOURS,
    DICE_PER_COLOUR,
    EDGE_FUNNELS,
    Pos,
    carries,
    layer,
    row_runs,
    supports,
)
from .position import BONUS_FOR_ROW, START_TOPS, Position, buried, position_from_dice, start_pyramid
from .search import (
    INDEX,
    Problem,
    exists,
    is_connected,
    next_positions,
    positions_of,
    touching_mask,
)
from .spec import SPEC
from .view import View

RECENT_TURNS = 6
FIELDS: dict[str, tuple[str, ...]] = {
    "throw": (),
    "start": ("at",),
    "place": ("at",),
    "take_back": ("at",),
    "confirm": (),
    "skip_bonus": (),
}
BUILDING = ("build", "bonus")


def orientation_at(p: Pos) -> Any:
    """The pips mean nothing in Abquetschen; each die lies in a fixed orientation that
    depends on its position only, so the drawing looks like thrown dice."""
    return ORIENTATIONS[(p[0] * 7 + p[1] * 11 + p[2] * 5) % len(ORIENTATIONS)]


@dataclass
class State:
    n: int
    pyramid: Pyramid
    supply: list[int]
    built: list[bool]  # has built at least once (the start pyramid counts)
    phase: str = "opening"  # opening, start, throw, build, bonus, over
    turn: int = 0
    start_player: int | None = None
    protected: bool = False  # the start player's dice must be kept free
    start_dice: list[Pos] = field(default_factory=list)
    throw: int | None = None  # the turquoise die of this turn
    need: int = 0  # dice to build in this phase
    placed: list[Pos] = field(default_factory=list)  # this phase's new dice, in order
    main: list[Pos] = field(default_factory=list)  # this turn's thrown dice, once confirmed
    bonus: int = 0  # bonus dice earned this turn
    turns: int = 0  # turns played after the start
    idle: int = 0  # turns in a row without a build
    recent: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)  # every record (never changed)
    end: str | None = None  # "emptied", "buried", "throw" or "stuck"
    winner: int | None = None  # "emptied"/"throw": who used his last die / threw too many
    # "De speler die als eerste al zijn dobbelstenen heeft gebruikt, wint het spel": a build
    # that empties a supply ends the game. Saves of formats 1 and 2 were played by builds
    # that went on until the next throw (keep_older_rules).
    empty_wins: bool = True
    ended_by: int | None = None  # "buried": the player whose dice all vanished


def colour_of(seat: int) -> str:
    return COLOURS[seat]


def position_of(state: State) -> Position:
    return position_from_dice(
        {p: d.colour for p, d in state.pyramid.items()},
        state.n,
        state.placed,
        state.phase,
        state.turn,
        state.need,
        state.built,
        state.start_player,
        state.protected,
        state.start_dice,
    )


def _pos_list(ps: list[Pos]) -> list[list[int]]:
    return [list(p) for p in ps]


class AbquetschenRules(Rules[State]):
    spec = SPEC

    # -- setup and flow ----------------------------------------------------------------
    def setup(self, n_players: int, _options: dict[str, Any]) -> State:
        return State(
            n=n_players,
            pyramid=Pyramid(),
            supply=[DICE_PER_COLOUR] * n_players,
            built=[False] * n_players,
        )

    def keep_older_rules(self, state: State, fmt: int) -> None:
        # Builds before format 3 let the game go on after a supply was emptied: its owner
        # won at his next throw, unless someone else won or the game ended first.
        state.empty_wins = fmt >= 3

    def to_move(self, state: State) -> list[int]:
        return [] if state.end is not None else [state.turn]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase in ("opening", "throw"):
            return [{"type": "throw"}]
        if state.phase == "start":
            return [{"type": "start", "at": list(q)} for q in START_TOPS]
        if len(state.placed) >= state.need:
            return [{"type": "confirm"}]
        problem = position_of(state).current()
        assert problem is not None
        actions: list[Action] = [
            {"type": "place", "at": list(positions_of(1 << i)[0])} for i in next_positions(problem)
        ]
        if state.phase == "bonus" and not state.placed:
            actions.append({"type": "skip_bonus"})
        return actions

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        return 1 if action.get("type") == "throw" else 0

    # -- checks ----------------------------------------------------------------------------
    def validate(self, state: State, _seat: int, action: Action) -> None:
        kind = check_shape(action, FIELDS)
        if kind == "throw":
            self._phase(state, kind, ("opening", "throw"))
        elif kind == "start":
            self._phase(state, kind, ("start",))
            self._check_start(action["at"])
        elif kind == "place":
            self._phase(state, kind, BUILDING)
            self._check_place(state, action["at"])
        elif kind == "take_back":
            self._phase(state, kind, BUILDING)
            self._check_take_back(state, action["at"])
        elif kind == "confirm":
            self._phase(state, kind, BUILDING)
            self._check_confirm(state)
        else:
            self._phase(state, kind, ("bonus",))

    def _phase(self, state: State, kind: str, phases: tuple[str, ...]) -> None:
        if state.phase not in phases:
            raise IllegalAction(
                "wrong_phase",
                f"A {brief(kind)} move is not possible now (phase {state.phase!r}).",
                phase=state.phase,
            )

    def _check_start(self, data: Any) -> None:
        q = parse_position(data)
        if layer(q) != 1:
            raise IllegalAction(
                "bad_start",
                "The start pyramid is given by its top die, one layer above the plate.",
                position=list(q),
            )
        if any(s in EDGE_FUNNELS for s in supports(q)):
            raise IllegalAction(
                "edge_funnel",
                "The start pyramid may not stand in a funnel at the edge of the plate.",
                position=list(q),
            )
        if q not in START_TOPS:
            raise IllegalAction(
                "not_central",
                "The start pyramid stands as centrally as possible.",
                position=list(q),
                allowed=[list(t) for t in START_TOPS],
            )

    def _check_place(self, state: State, data: Any) -> None:
        p = parse_position(data)
        if len(state.placed) >= state.need:
            raise IllegalAction(
                "all_placed",
                f"All {state.need} dice are placed; confirm or take one back.",
                need=state.need,
            )
        if p in state.pyramid:
            raise IllegalAction("occupied", f"A die already lies at {list(p)}.", position=list(p))
        missing = [s for s in supports(p) if s not in state.pyramid]
        if missing:
            raise IllegalAction(
                "no_support",
                f"A die at {list(p)} would not rest on three dice (nor on the plate).",
                position=list(p),
                missing=[list(s) for s in missing],
            )
        position = position_of(state)
        problem = position.current()
        assert problem is not None
        bit = 1 << INDEX[p]
        trial = dataclasses.replace(problem, required=problem.required | bit)
        if not exists(trial):
            raise _refusal(state, trial, p)

    def _check_take_back(self, state: State, data: Any) -> None:
        p = parse_position(data)
        if p not in state.placed:
            raise IllegalAction(
                "not_new",
                f"The die at {list(p)} was not placed in this move.",
                position=list(p),
            )
        on = [q for q in carries(p) if q in state.placed]
        if on:
            raise IllegalAction(
                "carries_new_die",
                f"A new die rests on the die at {list(p)}; take that one back first.",
                position=list(p),
                carried=[list(q) for q in on],
            )

    def _check_confirm(self, state: State) -> None:
        if len(state.placed) < state.need:
            raise IllegalAction(
                "incomplete",
                f"{len(state.placed)} of {state.need} dice are placed.",
                placed=len(state.placed),
                need=state.need,
            )
        problem = position_of(state).current()
        assert problem is not None
        if not problem.is_legal(problem.required):  # never happens: each place was checked
            raise _refusal(state, problem, state.placed[-1])

    # -- changes ---------------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "throw":
            value = action["values"][0]
            if state.phase == "opening":
                self._opening_throw(state, seat, value)
            else:
                self._throw(state, seat, value)
            return True
        if kind == "start":
            self._start(state, seat, parse_position(action["at"]))
            return True
        if kind == "place":
            p = parse_position(action["at"])
            state.pyramid.place(p, Die(colour_of(seat), orientation_at(p)))
            state.placed.append(p)
            return False
        if kind == "take_back":
            p = parse_position(action["at"])
            state.pyramid.remove(p)
            state.placed.remove(p)
            return False
        if kind == "confirm":
            self._confirm(state, seat)
            return True
        # skip_bonus
        for p in reversed(state.placed):
            state.pyramid.remove(p)
        state.placed = []
        self._record(state, seat, {"type": "skip_bonus", "bonus": state.bonus})
        self._next_turn(state, seat)
        return True

    def _opening_throw(self, state: State, seat: int, value: int) -> None:
        self._record(state, seat, {"type": "opening_throw", "throw": value})
        if value == 4:
            state.start_player = seat
            state.phase = "start"
        else:
            state.turn = (seat + 1) % state.n

    def _start(self, state: State, seat: int, top: Pos) -> None:
        dice = start_pyramid(top)
        for p in dice:
            state.pyramid.place(p, Die(colour_of(seat), orientation_at(p)))
        state.supply[seat] -= len(dice)
        state.built[seat] = True
        state.start_dice = dice
        state.protected = state.n > 1
        self._record(state, seat, {"type": "start", "dice": _pos_list(dice)})
        self._next_turn(state, seat, built=True)

    def _throw(self, state: State, seat: int, value: int) -> None:
        state.throw = value
        if value > state.supply[seat]:
            # "meer ogen gooit ... dan hij nog dobbelstenen in zijn voorraad heeft"
            self._record(state, seat, {"type": "throw", "throw": value, "outcome": "wins"})
            state.end = "throw"
            state.winner = seat
            state.phase = "over"
            return
        problem = position_of(state).problem(seat, value, bonus=False)
        if problem is not None and exists(problem):
            state.phase = "build"
            state.need = value
            state.placed = []
            state.main = []
            state.bonus = 0
            return
        self._record(state, seat, {"type": "throw", "throw": value, "outcome": "no_build"})
        self._next_turn(state, seat)

    def _confirm(self, state: State, seat: int) -> None:
        dice = list(state.placed)
        state.supply[seat] -= len(dice)
        state.placed = []
        if state.phase == "bonus":
            self._record(
                state,
                seat,
                {
                    "type": "build",
                    "throw": state.throw,
                    "dice": _pos_list(state.main),
                    "bonus_dice": _pos_list(dice),
                },
            )
            if not self._emptied(state, seat):
                self._next_turn(state, seat, built=True)
            return
        state.built[seat] = True
        if seat == state.start_player:
            state.protected = False  # "tot de bezitter ... opnieuw éénmaal heeft ingebouwd"
        state.main = dice
        runs = row_runs(dice, 4)
        earned = BONUS_FOR_ROW.get(len(runs[0]), 3) if runs else 0
        state.bonus = min(earned, state.supply[seat])
        if state.bonus:
            problem = position_of(state).problem(seat, state.bonus, bonus=True)
            if problem is not None and exists(problem):
                state.phase = "bonus"
                state.need = state.bonus
                return
        self._record(
            state,
            seat,
            {
                "type": "build",
                "throw": state.throw,
                "dice": _pos_list(dice),
                "bonus": earned,
                "bonus_dice": [],
            },
        )
        if not self._emptied(state, seat):
            self._next_turn(state, seat, built=True)

    def _emptied(self, state: State, seat: int) -> bool:
        """The build used the seat's last die: "De speler die als eerste al zijn
        dobbelstenen heeft gebruikt, wint het spel" (rule 17a), at once."""
        if state.supply[seat] or not state.empty_wins:
            return False
        state.end = "emptied"
        state.winner = seat
        state.phase = "over"
        state.turns += 1
        state.throw = None
        state.need = 0
        return True

    def _record(self, state: State, seat: int, record: dict[str, Any]) -> None:
        entry = {"n": state.turns, "seat": seat, **record}
        state.recent.append(entry)
        del state.recent[:-RECENT_TURNS]
        if record["type"] == "skip_bonus":  # the history tells the throw and its dice too
            entry = {**entry, "throw": state.throw, "dice": _pos_list(state.main)}
        state.history.append(entry)

    def _next_turn(self, state: State, seat: int, built: bool = False) -> None:
        state.turns += 1
        state.idle = 0 if built else state.idle + 1
        state.throw = None
        state.need = 0
        state.placed = []
        state.turn = (seat + 1) % state.n
        state.phase = "throw"
        position = position_of(state)
        occ = position.occupied
        nxt = state.turn
        if state.built[nxt] and buried(position.own[nxt], occ):
            # "omdat alle dobbelstenen die hij ... heeft ingebouwd in het binnenste van de
            # piramide zijn verdwenen, eindigt het spel onmiddellijk"
            state.end = "buried"
            state.ended_by = nxt
            state.phase = "over"
            return
        if state.idle >= state.n and _stuck(state, position):
            state.end = "stuck"
            state.phase = "over"

    # -- reading -----------------------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        position = position_of(state)
        occ = position.occupied
        return {
            "pyramid": state.pyramid.to_json(),
            "seats": [
                {
                    "seat": s,
                    "side": s,
                    "colour": colour_of(s),
                    "supply": state.supply[s],
                    "in_pyramid": position.own[s].bit_count(),
                    "built": state.built[s],
                    "open": position.contact_spots(s, occ).bit_count(),
                }
                for s in range(state.n)
            ],
            "phase": state.phase,
            "turn": None if state.end is not None else state.turn,
            "throw": state.throw,
            "need": state.need,
            "placed": _pos_list(state.placed),
            "main": _pos_list(state.main),
            "bonus": state.bonus,
            "start_player": state.start_player,
            "start_dice": _pos_list(state.start_dice),
            "protected": state.protected,
            "start_tops": _pos_list(list(START_TOPS)),
            "turns": state.turns,
            "recent": json_copy(state.recent),
            "end": state.end,
            "history": json_copy(state.history),
            "winner": state.winner,
            "ended_by": state.ended_by,
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.end is None:
            return None

        def key(s: int) -> tuple[int, int]:
            # "De speler die het minste aantal dobbelstenen in zijn voorraad heeft, wint";
            # the one who threw more than he had left wins outright.
            return (0 if s == state.winner else 1, state.supply[s])

        places = [1 + sum(key(o) < key(s) for o in range(state.n)) for s in range(state.n)]
        return {
            **ranked(places),
            "loser": None,
            "scores": list(state.supply),
            "score_label": "dice_left",
            "end": state.end,
        }

    def handed_on(self, state: State) -> dict[str, Any] | None:
        # "met het eerste spel 'Abquetschen' de piramide opbouwen en daarna met het tweede
        # spel 'Raffzahn' de piramide afbouwen" (pyengine.evening).
        return state.pyramid.to_json()

    def sample_world(self, state: State, _seat: int | None, _rng: Rng) -> State:
        # Nothing is hidden: every sampled world is the state itself (copied).
        return dataclasses.replace(
            state,
            pyramid=state.pyramid.copy(),
            supply=list(state.supply),
            built=list(state.built),
            start_dice=list(state.start_dice),
            placed=list(state.placed),
            main=list(state.main),
            recent=json_copy(state.recent),
            history=list(state.history),
        )


def _stuck(state: State, position: Position) -> bool:
    """Nobody can ever build again: nothing changes while nobody builds, so when every
    player has at least 6 dice left (no throw can win) and no throw 1..6 gives any of
    them a legal set, the game would go on for ever."""
    for s in range(state.n):
        if state.supply[s] < 6:
            return False
        for k in range(2, 7):
            problem = position.problem(s, k, bonus=False)
            if problem is not None and exists(problem):
                return False
    return True


def _refusal(state: State, problem: Problem, p: Pos) -> IllegalAction:
    """Why no legal set contains the placed dice and ``p``: the most precise reason."""
    k = problem.k
    where = {"position": list(p), "need": k}
    new = problem.required
    others = new & ~(1 << INDEX[p])
    complete = new.bit_count() == k
    if problem.keep and exists(dataclasses.replace(problem, keep=0)):
        return IllegalAction(
            "must_keep_start_free",
            "Until the start player has built again, one of his dice must stay free "
            "(no die resting on it).",
            **where,
        )
    if problem.anchor is not None and exists(dataclasses.replace(problem, anchor=None)):
        if state.phase == "build" and not state.built[state.turn]:
            return IllegalAction(
                "not_touching_any",
                "At least one new die must touch a die already in the pyramid.",
                **where,
            )
        return IllegalAction(
            "not_touching_own",
            "At least one new die must touch one of your own dice built earlier.",
            **where,
        )
    if others and not touching_mask(1 << INDEX[p]) & others and (complete or k == 2):
        return IllegalAction("not_touching_new", "This die touches no other new die.", **where)
    if complete and not is_connected(new):
        return IllegalAction(
            "not_connected", "The new dice must hang together as one group.", **where
        )
    if others and not touching_mask(1 << INDEX[p]) & others:
        return IllegalAction(
            "not_touching_new",
            "This die touches no other new die, and the dice left cannot join it to them.",
            **where,
        )
    return IllegalAction(
        "cannot_complete",
        f"With this die no legal set of {k} dice can be completed.",
        **where,
    )


RULES = AbquetschenRules
