"""Qwinto computer players: a greedy baseline and a strong bot that plans with an estimate."""

from __future__ import annotations

import math
from typing import Any

from ..core.rng import Rng
from ..games import qwinto_sheet as sheet
from ..games.qwinto_sheet import PENALTY_POINTS, Rows
from . import qwinto_eval as ev

Action = dict[str, Any]
ALL_DICE = list(sheet.COLOURS)
PLAN_CANDIDATES = 3  # fields per row and sum tried when planning a throw


def _rows(view: dict[str, Any]) -> Rows:
    rows: Rows = view["state"]["sheets"][view["seat"]]["rows"]
    return rows


def _pick(scored: list[tuple[float, Action]], rng: Rng) -> Action:
    """The best-scoring action; ties (within rounding noise) broken at random."""
    best = max(s for s, _ in scored)
    return dict(rng.choice([a for s, a in scored if s >= best - 1e-9]))


class QwintoGreedyBot:
    """Throws all dice, never re-throws, enters where the score rises most right now."""

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if legal[0]["type"] == "roll":
            return {"type": "roll", "dice": list(ALL_DICE)}
        entries = [a for a in legal if a["type"] == "enter"]
        if not entries:
            return {"type": "pass"}
        state = view["state"]
        rows, rule_set, total = _rows(view), state["rule_set"], state["total"]
        penalties = state["sheets"][view["seat"]]["penalties"]
        before = sheet.score(rows, penalties, rule_set)["total"]
        scored = []
        for action in entries:
            after = {c: list(v) for c, v in rows.items()}
            after[action["row"]][action["col"]] = total
            scored.append(
                (float(sheet.score(after, penalties, rule_set)["total"] - before), action)
            )
        return _pick(scored, rng)


class QwintoStrongBot:
    """Picks dice, re-throws and entries by the estimated final value of its own sheet."""

    def __init__(self, params: dict[str, ev.Params] | None = None) -> None:
        self.params = params or ev.PARAMS

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return dict(legal[0])
        planner = _Planner(view, self.params)
        if legal[0]["type"] == "roll":
            return {"type": "roll", "dice": list(planner.best_throw())}
        return planner.best_move(legal, rng)


class _Planner:
    """One decision's worth of cached values for one seat's sheet.

    A throw's sum can leave other players without a field; under the rulebook they then
    take a penalty, which brings the end nearer and costs them points. Values that depend
    on this are computed per set of such players (``hit``)."""

    def __init__(self, view: dict[str, Any], params: dict[str, ev.Params]) -> None:
        state = view["state"]
        self.seat: int = view["seat"]
        self.rows = _rows(view)
        self.penalties: int = state["sheets"][self.seat]["penalties"]
        self.active = state["active"] == self.seat
        self.state = state
        self.params = params
        self.table = ev.Table.from_view(view)
        self.infos = self.table.infos[self.seat]
        self.bans = {c: ev.bans_for(self.rows, c) for c in sheet.COLOURS}
        self.rivals = [p for p in range(len(self.table.infos)) if p != self.seat]
        self.punish = state["rule_set"] == "rulebook"  # a player without a field pays
        self._contexts: dict[frozenset[int], ev.Context] = {}
        self._row_best: dict[tuple[str, int, frozenset[int]], float] = {}
        self._pass: dict[frozenset[int], float] = {}

    def context(self, hit: frozenset[int] = frozenset()) -> ev.Context:
        if hit not in self._contexts:
            self._contexts[hit] = ev.context(self.table, self.params, hit)
        return self._contexts[hit]

    def pass_value(self, hit: frozenset[int] = frozenset()) -> float:
        if hit not in self._pass:
            penalty = self.punish or self.active
            self._pass[hit] = ev.value(
                self.rows, self.penalties + penalty, self.context(hit), self.infos
            )
        return self._pass[hit]

    def entry_value(self, colour: str, col: int, total: int, hit: frozenset[int]) -> float:
        infos = ev.after_entry(self.rows, self.infos, self.bans, colour, col, total)
        after = dict(self.rows)
        after[colour] = list(after[colour])
        after[colour][col] = total
        return ev.value(after, self.penalties, self.context(hit), infos)

    def row_best(self, colour: str, total: int, hit: frozenset[int]) -> float:
        """Best value after entering ``total`` in this row (-inf if it fits nowhere)."""
        key = (colour, total, hit)
        if key not in self._row_best:
            cols = self.candidate_cols(colour, total)
            self._row_best[key] = max(
                (self.entry_value(colour, col, total, hit) for col in cols), default=-math.inf
            )
        return self._row_best[key]

    def candidate_cols(self, colour: str, total: int) -> list[int]:
        """Legal fields worth a look when planning a throw: the few whose window holds the
        sum most centrally, else (the entry spoils the row anyway) the outermost ones."""
        info = self.infos[ev.COLOURS.index(colour)]
        cols = [col for col, mask in zip(info.cols, info.masks, strict=True) if mask >> total & 1]
        if not cols:
            return []
        centred = {
            col: abs(total - (low + high) / 2) / (high - low + 1)
            for col, low, high in zip(info.cols, info.lows, info.highs, strict=True)
            if low <= total <= high
        }
        inside = sorted((col for col in cols if col in centred), key=centred.__getitem__)
        return inside[:PLAN_CANDIDATES] or sorted({cols[0], cols[-1]})

    def hit_by(self, colours: tuple[str, ...], total: int) -> frozenset[int]:
        """The rivals who could not enter ``total`` and so would take a penalty."""
        if not self.punish:
            return frozenset()
        rows = [ev.COLOURS.index(c) for c in colours]
        return frozenset(
            p
            for p in self.rivals
            if not any(self.table.infos[p][i].legal >> total & 1 for i in rows)
        )

    def answer(self, colours: tuple[str, ...], total: int) -> float:
        """Value of the best reply to this sum, plus what the rivals' penalties are worth."""
        hit = self.hit_by(colours, total)
        best = max([self.pass_value(hit), *(self.row_best(c, total, hit) for c in colours)])
        return best + self.context().params.rival_weight * PENALTY_POINTS * len(hit)

    def expected_throw(self, colours: tuple[str, ...]) -> tuple[float, float]:
        """(expected value of one throw, of a throw that may be thrown again once)."""
        dist = ev.DIST[len(colours)]
        answers = [(p, self.answer(colours, v)) for v, p in enumerate(dist) if p]
        once = sum(p * a for p, a in answers)
        twice = sum(p * max(a, once) for p, a in answers)
        return once, twice

    def best_throw(self) -> tuple[str, ...]:
        scored = {cs: self.expected_throw(cs)[1] for cs in ev.COLOUR_SUBSETS}
        return max(scored, key=lambda cs: scored[cs])

    def best_move(self, legal: list[Action], rng: Rng) -> Action:
        total: int = self.state["total"]
        colours = tuple(self.state["dice"])
        # Entries by earlier players are made; ours decides nothing about theirs, but as
        # the thrower we still compare with throwing again, where it does.
        hit = self.hit_by(colours, total) if self.active else frozenset()
        bonus = self.context().params.rival_weight * PENALTY_POINTS * len(hit)
        scored: list[tuple[float, Action]] = []
        for action in legal:
            if action["type"] == "enter":
                score = self.entry_value(action["row"], action["col"], total, hit) + bonus
            elif action["type"] == "pass":
                score = self.pass_value(hit) + bonus
            else:  # reroll
                score = self.expected_throw(colours)[0]
            scored.append((score, action))
        return _pick(scored, rng)
