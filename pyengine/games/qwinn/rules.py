"""Qwinn (seed 000): five dice, a pawn on a track of combinations, boycotts, 250 points.

A game starts with both players throwing the red die (ties throw again). A turn: throw
all five dice, then up to two more throws of any dice; then stay, move one step, move
anywhere from the Topper field, or jump with the red die, onto a field the throw fits,
and score it. After a move that did not use the red die, its extra use may place a
boycott on the opponent or remove the one on you. A throw that fits nowhere the pawn
may go is a failed throw. The board is in board.py, the points in throws.py;
interpretations are in docs/rules/qwinn.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, json_copy, template
from ...core.plain import brief
from ...core.rng import Rng
from . import board
from .board import BOYCOTT_RED, BOYCOTTS, MINUS, NEGEER, RED, TARGET
from .spec import SPEC
from .throws import NEEDS, TOPPER, points, scores
from .view import View

ALL_DICE = [0, 1, 2, 3, 4]
SUBSETS = [[i for i in ALL_DICE if mask >> i & 1] for mask in range(1, 32)]
TURNS_IN_VIEW = 12  # the turn log a screen shows; the full history stays in the state
# Safety net so that every game ends (docs/rules/qwinn.md, "End"): after this many turns
# the higher score wins. Real games take a few dozen turns.
MAX_TURNS = 500


@dataclass
class Player:
    field: str = TOPPER  # where the track pawn stands; it starts on the blue Topper field
    score: int = 0
    boycott: str | None = None  # the opponent's boycott on this player
    turns: int = 0  # turns finished; the first has no extra use of the red die


@dataclass
class State:
    minus_counts_red: bool
    players: list[Player] = field(default_factory=lambda: [Player(), Player()])
    phase: str = "start"  # start, throw, red (the red die's extra use), over
    start_rolls: list[int | None] = field(default_factory=lambda: [None, None])
    start_ties: list[list[int]] = field(default_factory=list)
    active: int = 0
    turn_no: int = 0
    turn_from: str = TOPPER  # the active pawn's field when the turn began
    dice: list[int] = field(default_factory=lambda: [0] * 5)
    thrown: list[int] = field(default_factory=list)  # dice of the latest throw
    throws: int = 0
    record: dict[str, Any] = field(default_factory=dict)  # the turn so far
    history: list[dict[str, Any]] = field(default_factory=list)
    winner: int | None = None
    # The moves as played (seat and action, dice values too: Qwinn hides nothing), for the
    # screens' news: this turn's, and the previous turn's; the start throws count with
    # turn 1, so a seat's own last move is always among them (issue 37).
    moves: list[dict[str, Any]] = field(default_factory=list)
    moves_before: list[dict[str, Any]] = field(default_factory=list)


def _name(field_id: str) -> str:
    """A field's English name for messages (ids like pair3 are for code, not people)."""
    return board.LABELS.get(field_id, {}).get("en", field_id)


def _plain(action: Action) -> bool:
    """Only the types legal actions use: a 0.0 or True never passes for 0 or 1."""
    for value in action.values():
        if type(value) is list:
            if not all(type(v) is int for v in value):
                return False
        elif type(value) is not str and type(value) is not int:
            return False
    return True


def throw_limit(state: State, seat: int) -> int:
    return board.MAX2X_THROWS if state.players[seat].boycott == board.MAX2X else board.MAX_THROWS


def jump_reach(state: State, seat: int) -> int:
    """How far the red die may carry the pawn this turn (0: no jump possible)."""
    me = state.players[seat]
    if me.turns == 0 or me.boycott == NEGEER or me.field == TOPPER:
        return 0
    return state.dice[RED]


def topper_open(state: State, seat: int) -> bool:
    """Whether a Topper throw may carry the pawn to the Topper field. Not under Negeer:
    "Je mag je pion maximaal 1 plek verplaatsen", and the Topper field is no place along
    the track (docs/rules/qwinn.md, "Negeer and Topper")."""
    return state.players[seat].boycott != NEGEER


def red_options(state: State, seat: int) -> list[Action]:
    """The red die's extra uses after a move that did not use it (not counting 'end')."""
    me, other = state.players[seat], state.players[1 - seat]
    red = state.dice[RED]
    if me.turns == 0:
        return []
    actions: list[Action] = []
    # Negeer blocks placing; from the Topper field no boycott may be placed either.
    if me.boycott != NEGEER and state.turn_from != TOPPER:
        actions.extend(
            {"type": "boycott", "kind": kind}
            for kind in BOYCOTTS
            if red in BOYCOTT_RED[kind] and other.boycott != kind
        )
    if me.boycott is not None and red in BOYCOTT_RED[me.boycott]:
        actions.append({"type": "remove"})
    return actions


class QwinnRules(Rules[State]):
    spec = SPEC

    def setup(self, _n_players: int, options: dict[str, Any]) -> State:
        return State(options["minus_counts_red"])

    def to_move(self, state: State) -> list[int]:
        if state.phase == "over":
            return []
        if state.phase == "start":
            return [0 if state.start_rolls[0] is None else 1]
        return [state.active]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if state.phase == "start":
            return [{"type": "start_roll"}]
        if state.phase == "red":
            return [*red_options(state, seat), {"type": "end"}]
        if state.throws == 0:
            return [{"type": "roll", "dice": list(ALL_DICE)}]
        me = state.players[seat]
        actions: list[Action] = [{"type": "stay"}]
        reach, topper = jump_reach(state, seat), topper_open(state, seat)
        for target, _, jump in board.destinations(me.field, state.dice, reach, topper):
            actions.append({"type": "jump" if jump else "move", "field": target})
        if state.throws < throw_limit(state, seat):
            actions.extend({"type": "roll", "dice": list(dice)} for dice in SUBSETS)
        return actions

    # -- precise reasons for the common mistakes -----------------------------------------
    def validate(self, state: State, seat: int, action: Action) -> None:
        if seat not in self.to_move(state):
            super().validate(state, seat, action)  # refuses: nothing is legal for this seat
            return
        if state.phase != "start":
            self._explain(state, seat, action)
        wanted = template(action)
        # The base check's JSON comparison, done by type: replays validate every logged move.
        if not (_plain(wanted) and wanted in self.legal_actions(state, seat)):
            raise IllegalAction(
                "illegal_action", f"That move is not allowed now: {brief(wanted)}.", action=wanted
            )

    def _explain(self, state: State, seat: int, action: Action) -> None:
        kind = action.get("type")
        if kind == "roll":
            self._explain_roll(state, seat, action.get("dice"))
        elif kind in ("stay", "move", "jump"):
            if state.phase == "red":
                raise IllegalAction(
                    "already_moved", "Your pawn has moved this turn; now use the red die or end."
                )
            if state.throws == 0:
                raise IllegalAction("throw_first", "Throw the dice first.")
            if kind != "stay":
                self._explain_move(state, seat, action.get("field"), kind == "jump")
        elif kind in ("boycott", "remove", "end"):
            if state.phase != "red":
                raise IllegalAction(
                    "not_now",
                    "The red die's extra use comes after a move or stay that did not use it "
                    "for a jump.",
                )
            self._explain_red(state, seat, action)

    def _explain_roll(self, state: State, seat: int, dice: Any) -> None:
        if state.phase != "throw":
            raise IllegalAction("not_now", "Your throws for this turn are over.")
        if not (type(dice) is list and all(type(d) is int for d in dice) and dice in SUBSETS):
            raise IllegalAction(
                "bad_dice", "Name the dice to throw: a rising list of positions 0..4 (4 is red)."
            )
        if state.throws == 0 and dice != ALL_DICE:
            raise IllegalAction("throw_all", "The first throw of a turn uses all five dice.")
        limit = throw_limit(state, seat)
        if state.throws >= limit:
            why = " (the Max 2x boycott is on you)" if limit < board.MAX_THROWS else ""
            raise IllegalAction(
                "no_throws_left", f"You may throw at most {limit} times this turn{why}."
            )

    def _explain_move(self, state: State, seat: int, target: Any, jump: bool) -> None:
        me = state.players[seat]
        if not isinstance(target, str) or target not in board.FIELDS:
            raise IllegalAction("no_such_field", "Name a field of the board.", field=target)
        if target == me.field:
            raise IllegalAction("already_there", "Your pawn stands there: choose 'stay'.")
        got = points(target, state.dice)
        if got is None:
            raise IllegalAction(
                "no_match",
                f"The throw does not fit {_name(target)}: it needs {NEEDS[target]}.",
                field=target,
            )
        if target == TOPPER and me.boycott == NEGEER:
            raise IllegalAction(
                "topper_negeer",
                "The Negeer boycott is on you: your pawn moves at most one place, so a "
                "Topper throw cannot take it to the Topper field.",
            )
        steps = board.distance(me.field, target)
        if steps is None:  # from or to the Topper field: never a jump
            if jump:
                raise IllegalAction("no_jump_needed", "This move is free: use 'move'.")
            return
        if not jump:
            if steps > 1:
                raise IllegalAction(
                    "too_far",
                    f"{_name(target)} is {steps} steps away; one step is free, farther "
                    "needs a jump with the red die.",
                    steps=steps,
                )
            return
        if steps <= 1:
            raise IllegalAction("not_a_jump", "One step is free: use 'move', keep the red die.")
        if me.turns == 0:
            raise IllegalAction(
                "red_first_turn", "In your first turn the red die has no extra use."
            )
        if me.boycott == NEGEER:
            raise IllegalAction(
                "red_negeer", "The Negeer boycott is on you: no jumps with the red die."
            )
        if steps > state.dice[RED]:
            raise IllegalAction(
                "jump_too_far",
                f"{_name(target)} is {steps} steps away; the red die shows {state.dice[RED]}.",
                steps=steps,
            )

    def _explain_red(self, state: State, seat: int, action: Action) -> None:
        me, other = state.players[seat], state.players[1 - seat]
        red = state.dice[RED]
        if action.get("type") == "remove":
            if me.boycott is None:
                raise IllegalAction("no_boycott", "There is no boycott on you to remove.")
            if red not in BOYCOTT_RED[me.boycott]:
                raise IllegalAction(
                    "red_wrong_value",
                    f"Removing {me.boycott} needs the red die on "
                    f"{' or '.join(map(str, BOYCOTT_RED[me.boycott]))}.",
                )
        elif action.get("type") == "boycott":
            kind = action.get("kind")
            if not isinstance(kind, str) or kind not in BOYCOTTS:
                raise IllegalAction("no_such_boycott", f"A boycott is one of {list(BOYCOTTS)}.")
            if me.boycott == NEGEER:
                raise IllegalAction(
                    "red_negeer", "The Negeer boycott is on you: you may not place a boycott."
                )
            if state.turn_from == TOPPER:
                raise IllegalAction(
                    "topper_no_boycott", "A turn that starts on Topper places no boycott."
                )
            if red not in BOYCOTT_RED[kind]:
                raise IllegalAction(
                    "red_wrong_value",
                    f"Placing {kind} needs the red die on "
                    f"{' or '.join(map(str, BOYCOTT_RED[kind]))}.",
                )
            if other.boycott == kind:
                raise IllegalAction("boycott_already_there", f"{kind} is already placed.")

    # -- playing ----------------------------------------------------------------------------
    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        if action["type"] == "start_roll":
            return 1
        if action["type"] == "roll":
            return len(action["dice"])
        return 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        state.moves.append({"seat": seat, "action": json_copy(action)})
        kind = action["type"]
        if kind == "start_roll":
            self._start_roll(state, seat, action["values"][0])
            return True
        if kind == "roll":
            state.throws += 1
            for die, value in zip(action["dice"], action["values"], strict=True):
                state.dice[die] = value
            state.thrown = list(action["dice"])
            return True
        me = state.players[seat]
        if kind in ("stay", "move", "jump"):
            target = me.field if kind == "stay" else action["field"]
            got = points(target, state.dice)
            state.record.update(throws=state.throws, dice=list(state.dice), to=target)
            if got is None:
                self._fail(state, seat)
                return False
            me.field = target
            me.score += got
            state.record.update(points=got, jump=kind == "jump")
            if kind != "jump" and not self._wins(state, seat) and red_options(state, seat):
                state.phase = "red"
                return False
        elif kind == "boycott":
            state.players[1 - seat].boycott = action["kind"]
            state.record["red"] = {"use": "boycott", "kind": action["kind"]}
        elif kind == "remove":
            state.record["red"] = {"use": "remove", "kind": me.boycott}
            me.boycott = None
        self._end_turn(state)
        return False

    def _start_roll(self, state: State, seat: int, value: int) -> None:
        state.start_rolls[seat] = value
        first, second = state.start_rolls
        if first is None or second is None:
            return
        if first == second:  # a tie: both throw again
            state.start_ties.append([first, second])
            state.start_rolls = [None, None]
            return
        self._begin_turn(state, 0 if first > second else 1)

    def _begin_turn(self, state: State, seat: int) -> None:
        state.phase = "throw"
        state.active = seat
        state.turn_no += 1
        if state.turn_no > 1:  # the start throws stay with turn 1
            state.moves_before, state.moves = state.moves, []
        state.turn_from = state.players[seat].field
        state.dice = [0] * 5
        state.thrown = []
        state.throws = 0
        state.record = {
            "turn": state.turn_no,
            "seat": seat,
            "from": state.turn_from,
            "throws": 0,
            "dice": None,
            "to": None,
            "points": 0,
            "jump": False,
            "failed": False,
            "minus": 0,  # points a Minus boycott took
            "boycott_lost": None,  # this player's boycott on the opponent, gone by failing
            "red": None,  # the red die's extra use after a free move
        }

    def _fail(self, state: State, seat: int) -> None:
        """A failed throw: no points, no red die, lose your boycott, pay for Minus."""
        me, other = state.players[seat], state.players[1 - seat]
        lost = 0
        if me.boycott == MINUS:
            total = sum(state.dice) if state.minus_counts_red else sum(state.dice[:RED])
            lost = min(total, me.score)
            me.score -= lost
        state.record.update(failed=True, minus=lost, boycott_lost=other.boycott, to=me.field)
        other.boycott = None
        self._end_turn(state)

    @staticmethod
    def _wins(state: State, seat: int) -> bool:
        me = state.players[seat]
        return me.score >= TARGET and me.boycott is None

    def _end_turn(self, state: State) -> None:
        seat = state.active
        me = state.players[seat]
        me.turns += 1
        state.record["score"] = me.score
        state.history.append(state.record)
        # The mover first; the other may win too when a failed throw freed them.
        for s in (seat, 1 - seat):
            if self._wins(state, s):
                state.winner = s
                state.phase = "over"
                return
        if state.turn_no >= MAX_TURNS:
            state.phase = "over"
            return
        self._begin_turn(state, 1 - seat)

    # -- reading --------------------------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        # Qwinn has no hidden information: every seat sees the whole table.
        thrown = state.throws > 0
        return {
            "phase": state.phase,
            "active": state.active if state.phase in ("throw", "red") else None,
            "turn": state.turn_no,
            "start_rolls": list(state.start_rolls),
            "start_ties": json_copy(state.start_ties),
            "dice": list(state.dice) if thrown else None,
            "red_die": RED,
            "thrown": list(state.thrown),
            "throws": state.throws,
            "throw_limit": throw_limit(state, state.active),
            "fits": scores(state.dice) if thrown else {},
            "turn_from": state.turn_from,
            "players": [
                {
                    "field": p.field,
                    "score": p.score,
                    "green": board.green_field(p.score),
                    "boycott": p.boycott,
                    "turns": p.turns,
                }
                for p in state.players
            ],
            "track": list(board.TRACK),
            "green_fields": list(board.GREEN_FIELDS),
            "target": TARGET,
            "minus_counts_red": state.minus_counts_red,
            "history": json_copy(state.history[-TURNS_IN_VIEW:]),
            "turns_total": len(state.history),
            "winner": state.winner,
            "moves": json_copy(state.moves_before + state.moves),
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if state.phase != "over":
            return None
        totals = [p.score for p in state.players]
        if state.winner is not None:
            places = [1 if s == state.winner else 2 for s in range(2)]
        else:  # the turn limit: the higher score wins, equal scores share first place
            places = [1 + sum(t > mine for t in totals) for mine in totals]
        ranking = sorted(range(2), key=lambda s: (places[s], s))
        return {
            "ranking": ranking,
            "places": places,
            "winners": [s for s in range(2) if places[s] == 1],
            "loser": ranking[-1] if places[ranking[-1]] == 2 else None,
            "scores": totals,
            "score_label": "points",
        }

    def sample_world(self, state: State, _seat: int | None, _rng: Rng) -> State:
        # Nothing is hidden, so every sampled world is the state itself (copied).
        return dataclasses.replace(
            state,
            players=[dataclasses.replace(p) for p in state.players],
            start_rolls=list(state.start_rolls),
            start_ties=json_copy(state.start_ties),
            dice=list(state.dice),
            thrown=list(state.thrown),
            record=json_copy(state.record),
            history=list(state.history),
            moves=list(state.moves),
            moves_before=list(state.moves_before),
        )


RULES = QwinnRules
