"""Qwinto (seed 001): three coloured dice, one shared throw, a score sheet each.

A turn: the active player picks 1-3 colours and throws them, may throw the same dice
once more, then every player from the active one onwards enters the sum in one field
of a rolled colour's row, or passes. Sheet geometry and scoring are in sheet.py.
Interpretations are in docs/rules/qwinto.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import Action, Rules, json_copy, ranked
from ...core.rng import Rng
from . import sheet
from .sheet import COLOURS, MAX_PENALTIES, Rows
from .spec import SPEC
from .view import EntryView, TurnView, View

TURNS_IN_VIEW = 12  # the turn log a screen shows; the full history stays in the state
COLOUR_SETS: tuple[tuple[str, ...], ...] = tuple(
    tuple(c for i, c in enumerate(COLOURS) if mask >> i & 1) for mask in range(1, 8)
)


@dataclass
class Sheet:
    rows: Rows = field(default_factory=sheet.empty_rows)
    penalties: int = 0

    def copy(self) -> Sheet:
        return Sheet({c: list(v) for c, v in self.rows.items()}, self.penalties)


@dataclass
class State:
    n: int
    rule_set: str
    sheets: list[Sheet] = field(default_factory=list)
    active: int = 0
    turn_no: int = 1
    colours: list[str] = field(default_factory=list)  # rolled this turn; [] before the throw
    values: list[int] = field(default_factory=list)
    rerolled: bool = False
    entries: list[EntryView] = field(default_factory=list)  # this turn, in order
    history: list[TurnView] = field(default_factory=list)
    over: bool = False

    @property
    def total(self) -> int:
        return sum(self.values)

    @property
    def order(self) -> list[int]:
        return [(self.active + k) % self.n for k in range(self.n)]


class QwintoRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        # A save that names no rule set was made under the rulebook (spec: ``legacy``).
        rule_set = options.get("rules", SPEC.option("rules").legacy)
        return State(n_players, rule_set, [Sheet() for _ in range(n_players)])

    def to_move(self, state: State) -> list[int]:
        if state.over:
            return []
        if not state.colours:
            return [state.active]
        return [state.order[len(state.entries)]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        if not state.colours:
            return [{"type": "roll", "dice": list(colours)} for colours in COLOUR_SETS]
        actions: list[Action] = []
        if seat == state.active and not state.rerolled and not state.entries:
            actions.append({"type": "reroll"})
        actions.extend(
            {"type": "enter", "row": colour, "col": col}
            for colour, col in sheet.legal_cells(
                state.sheets[seat].rows, state.colours, state.total
            )
        )
        actions.append({"type": "pass"})
        return actions

    def validate(self, state: State, seat: int, action: Action) -> None:
        if action.get("type") == "enter" and state.colours:
            self._check_entry(state, seat, action)
        super().validate(state, seat, action)

    def _check_entry(self, state: State, seat: int, action: Action) -> None:
        """A precise reason for an entry that is not legal (the generic check is vaguer)."""
        colour, col = action.get("row"), action.get("col")
        if colour not in COLOURS or type(col) is not int:
            raise IllegalAction("no_such_field", "Name a row colour and a column of the sheet.")
        if colour not in state.colours:
            raise IllegalAction(
                "colour_not_rolled",
                f"The {colour} die was not thrown, so the {colour} row is closed this turn.",
                row=colour,
            )
        problem = sheet.entry_problem(state.sheets[seat].rows, colour, col, state.total)
        if problem is not None:
            code, message = problem
            raise IllegalAction(code, message, row=colour, col=col, total=state.total)

    def dice_needed(self, state: State, _seat: int, action: Action) -> int:
        if action["type"] == "roll":
            return len(action["dice"])
        if action["type"] == "reroll":
            return len(state.colours)
        return 0

    def apply(self, state: State, seat: int, action: Action) -> bool:
        kind = action["type"]
        if kind == "roll":
            state.colours = list(action["dice"])
            state.values = list(action["values"])
            return True
        if kind == "reroll":
            state.values = list(action["values"])
            state.rerolled = True
            return True
        player = state.sheets[seat]
        if kind == "enter":
            player.rows[action["row"]][action["col"]] = state.total
            state.entries.append({"seat": seat, "row": action["row"], "col": action["col"]})
        else:  # pass
            penalty = state.rule_set == "rulebook" or seat == state.active
            if penalty:
                player.penalties += 1
            state.entries.append({"seat": seat, "pass": True, "penalty": penalty})
        if len(state.entries) == state.n:
            self._end_turn(state)
        return False

    def _end_turn(self, state: State) -> None:
        state.history.append(
            {
                "turn": state.turn_no,
                "active": state.active,
                "dice": list(state.colours),
                "values": list(state.values),
                "rerolled": state.rerolled,
                "total": state.total,
                "entries": state.entries,
            }
        )
        state.over = any(
            sheet.full_row_count(s.rows) >= 2 or s.penalties >= MAX_PENALTIES for s in state.sheets
        )
        state.colours, state.values, state.entries, state.rerolled = [], [], [], False
        if not state.over:
            state.active = (state.active + 1) % state.n
            state.turn_no += 1

    # -- reading ---------------------------------------------------------------
    def view(self, state: State, _seat: int | None) -> View:
        # Qwinto has no hidden information: every seat sees the whole table.
        return {
            "rule_set": state.rule_set,
            "turn": state.turn_no,
            "active": state.active,
            "order": state.order,
            "phase": "over" if state.over else ("enter" if state.colours else "roll"),
            "dice": list(state.colours),
            "values": list(state.values),
            "total": state.total if state.colours else None,
            "rerolled": state.rerolled,
            "entries": json_copy(state.entries),
            "sheets": [
                {
                    "rows": {c: list(v) for c, v in s.rows.items()},
                    "penalties": s.penalties,
                    "full_rows": sheet.full_row_count(s.rows),
                    "score": sheet.score(s.rows, s.penalties, state.rule_set),
                }
                for s in state.sheets
            ],
            "history": json_copy(state.history[-TURNS_IN_VIEW:]),
            "turns_total": len(state.history),
        }

    def result(self, state: State) -> dict[str, Any] | None:
        if not state.over:
            return None
        totals = [sheet.score(s.rows, s.penalties, state.rule_set)["total"] for s in state.sheets]
        places = [1 + sum(t > mine for t in totals) for mine in totals]
        return {
            **ranked(places),
            "loser": None,
            "scores": totals,
            "score_label": "points",
        }

    def sample_world(self, state: State, _seat: int | None, _rng: Rng) -> State:
        # Nothing is hidden, so every sampled world is the state itself (copied).
        return dataclasses.replace(
            state,
            sheets=[s.copy() for s in state.sheets],
            colours=list(state.colours),
            values=list(state.values),
            entries=json_copy(state.entries),
            history=list(state.history),
        )


RULES = QwintoRules
