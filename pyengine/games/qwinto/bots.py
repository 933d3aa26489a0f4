"""Qwinto computer players: a greedy baseline, AlphaQwinto's Expert (expert.py) and a
strong bot that plans with an estimate."""

from __future__ import annotations

import dataclasses
import math
from functools import cached_property
from typing import Any

from ...core.bot import Bot, Reason
from ...core.rng import Rng
from . import estimate as ev
from . import sheet
from .expert import ROUGH, QwintoExpertBot
from .sheet import Rows
from .view import View

Action = dict[str, Any]
ALL_DICE = list(sheet.COLOURS)
# Fields per row and sum tried for the rival's sheet when planning a throw (more cost
# time and, in self-play, won nothing measurable); our own: ``Params.plan_fields``.
RIVAL_CANDIDATES = 1
# Every ``why`` the strong bot's advice can give (the UI has a ``hint.<why>`` for each).
REASONS = ("throw", "enter", "throw_again", "pass", "pass_free", "no_field")


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
        state: View = view["state"]
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
    """Picks dice, re-throws and entries by the estimated final value of its own sheet
    (``estimate``); as the thrower under the rulebook it also counts what the throw gives
    the next player (``Params.help_weight``; zero under the published rules)."""

    def __init__(self, params: dict[str, ev.Params] | None = None) -> None:
        self.params = params or ev.PARAMS

    def choose(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return self.advise(view, legal, rng)[0]

    def advise(self, view: dict[str, Any], legal: list[Action], rng: Rng) -> tuple[Action, Reason]:
        """The move and why: the expected points it gains over the best other choice."""
        if len(legal) == 1:
            return dict(legal[0]), {"why": "no_field", "sum": view["state"]["total"] or 0}
        planner = _Planner(view, self.params)
        if legal[0]["type"] == "roll":
            dice, gain = planner.best_throw()
            return {"type": "roll", "dice": list(dice)}, {
                "why": "throw",
                "n": len(dice),
                "gain": round(gain, 1),
            }
        return planner.best_move(legal, rng)


class _Sheet:
    """One seat's sheet, with what trying entries on it needs."""

    def __init__(self, rows: Rows, infos: ev.Infos, penalties: int) -> None:
        self.rows = rows
        self.infos = infos
        self.penalties = penalties
        self.bans = {c: ev.bans_for(rows, c) for c in sheet.COLOURS}

    def after(self, colour: str, col: int, total: int) -> tuple[Rows, ev.Infos]:
        infos = ev.after_entry(self.rows, self.infos, self.bans, colour, col, total)
        rows = dict(self.rows)
        rows[colour] = list(rows[colour])
        rows[colour][col] = total
        return rows, infos

    def candidates(self, colour: str, total: int, limit: int) -> list[int]:
        """Legal fields worth a look when planning a throw: the few whose window holds the
        sum most centrally, else (the entry spoils the row anyway) the outermost ones."""
        info = self.infos[sheet.COLOURS.index(colour)]
        cols = [col for col, mask in zip(info.cols, info.masks, strict=True) if mask >> total & 1]
        if not cols:
            return []
        centred = {
            col: abs(total - (low + high) / 2) / (high - low + 1)
            for col, low, high in zip(info.cols, info.lows, info.highs, strict=True)
            if low <= total <= high
        }
        inside = sorted((col for col in cols if col in centred), key=centred.__getitem__)
        return inside[:limit] or sorted({cols[0], cols[-1]})

    def best_entry(
        self, colour: str, total: int, ctx: ev.Context, limit: int
    ) -> tuple[float, int | None]:
        """Best value after entering ``total`` in this row, and the column (-inf, None if
        it fits nowhere)."""
        best, best_col = -math.inf, None
        for col in self.candidates(colour, total, limit):
            rows, infos = self.after(colour, col, total)
            score = ev.value(rows, self.penalties, ctx, infos)
            if score > best:
                best, best_col = score, col
        return best, best_col


class _Planner:
    """One decision's worth of cached values for one seat's sheet.

    A throw's sum can leave rivals without a field; under the rulebook they then take a
    penalty, which brings the end nearer: values that depend on this are kept per set of
    such rivals (``hit``). A throw also helps the rival who follows us; the thrower
    subtracts a share of that rival's expected gain."""

    def __init__(self, view: dict[str, Any], params: dict[str, ev.Params]) -> None:
        state = view["state"]  # a search's changed copies too (next_turn_value)
        self.seat: int = view["seat"]
        self.state = state
        self.params = params
        self.sheets = ev.Sheets.from_view(view)
        self.me = _Sheet(
            _rows(view), self.sheets.infos[self.seat], self.sheets.penalties[self.seat]
        )
        self.active = state["active"] == self.seat
        self.rivals = [p for p in range(len(self.sheets.infos)) if p != self.seat]
        self.punish = state["rule_set"] == "rulebook"  # a player without a field pays
        self._contexts: dict[frozenset[int], ev.Context] = {}
        self._row_best: dict[tuple[str, int, frozenset[int]], tuple[float, int | None]] = {}
        self._pass: dict[frozenset[int], float] = {}
        self._rival_best: dict[tuple[str, int], float] = {}
        self.help_weight = self.context().params.help_weight

    def context(self, hit: frozenset[int] = frozenset()) -> ev.Context:
        if hit not in self._contexts:
            self._contexts[hit] = ev.context(self.sheets, self.params, hit)
        return self._contexts[hit]

    def pass_value(self, hit: frozenset[int] = frozenset()) -> float:
        if hit not in self._pass:
            penalty = self.punish or self.active
            me = self.me
            self._pass[hit] = ev.value(me.rows, me.penalties + penalty, self.context(hit), me.infos)
        return self._pass[hit]

    def entry_value(self, colour: str, col: int, total: int, hit: frozenset[int]) -> float:
        rows, infos = self.me.after(colour, col, total)
        return ev.value(rows, self.me.penalties, self.context(hit), infos)

    def row_best(self, colour: str, total: int, hit: frozenset[int]) -> float:
        """Our best value after entering ``total`` in this row; with rivals hit, only the
        field that is best without them is valued again."""
        key = (colour, total, hit)
        if key not in self._row_best:
            if hit:
                col = self._row_best_plain(colour, total)[1]
                score = -math.inf if col is None else self.entry_value(colour, col, total, hit)
                self._row_best[key] = score, col
            else:
                ctx = self.context()
                self._row_best[key] = self.me.best_entry(colour, total, ctx, ctx.params.plan_fields)
        return self._row_best[key][0]

    def _row_best_plain(self, colour: str, total: int) -> tuple[float, int | None]:
        self.row_best(colour, total, frozenset())
        return self._row_best[colour, total, frozenset()]

    @cached_property
    def rival(self) -> tuple[_Sheet, ev.Context, float, float] | None:
        """The next rival's sheet and outlook: (sheet, context, value now, value passing)."""
        if not self.rivals or not self.help_weight:
            return None
        seat = min(self.rivals, key=lambda p: (p - self.seat) % len(self.sheets.infos))
        rows = self.state["sheets"][seat]["rows"]
        rival = _Sheet(rows, self.sheets.infos[seat], self.sheets.penalties[seat])
        ctx = ev.context(dataclasses.replace(self.sheets, seat=seat), self.params)
        now = ev.value(rows, rival.penalties, ctx, rival.infos)
        passing = ev.value(rows, rival.penalties + self.punish, ctx, rival.infos)
        return rival, ctx, now, passing

    def rival_gain(self, colours: tuple[str, ...], total: int) -> float:
        """How much the next rival's expected score rises when they answer this sum."""
        if self.rival is None:
            return 0.0
        board, ctx, now, passing = self.rival
        best = passing
        for colour in colours:
            key = (colour, total)
            if key not in self._rival_best:
                self._rival_best[key] = board.best_entry(colour, total, ctx, RIVAL_CANDIDATES)[0]
            best = max(best, self._rival_best[key])
        return best - now

    def hit_by(self, colours: tuple[str, ...], total: int) -> frozenset[int]:
        """The rivals who could not enter ``total`` and so would take a penalty."""
        if not self.punish:
            return frozenset()
        rows = [sheet.COLOURS.index(c) for c in colours]
        return frozenset(
            p
            for p in self.rivals
            if not any(self.sheets.infos[p][i].legal >> total & 1 for i in rows)
        )

    def answer(self, colours: tuple[str, ...], total: int) -> float:
        """Value of the best reply to this sum."""
        hit = self.hit_by(colours, total)
        best = max([self.pass_value(hit), *(self.row_best(c, total, hit) for c in colours)])
        return best - self.help_weight * self.rival_gain(colours, total)

    def expected_throw(self, colours: tuple[str, ...]) -> tuple[float, float]:
        """(expected value of one throw, of a throw that may be thrown again once)."""
        dist = ev.DIST[len(colours)]
        answers = [(p, self.answer(colours, v)) for v, p in enumerate(dist) if p]
        once = sum(p * a for p, a in answers)
        twice = sum(p * max(a, once) for p, a in answers)
        return once, twice

    def best_throw(self) -> tuple[tuple[str, ...], float]:
        """The colours to throw, and how much more they are worth than the next best."""
        scored = {cs: self.expected_throw(cs)[1] for cs in ev.COLOUR_SUBSETS}
        ranked = sorted(scored.values(), reverse=True)
        return max(scored, key=lambda cs: scored[cs]), ranked[0] - ranked[1]

    def next_turn_value(self, rows: Rows) -> float:
        """Our expected value after the next turn, if our sheet is ``rows`` now (two or
        more players: the next thrower is the seat after the active one)."""
        state = dict(self.state)
        n = len(state["sheets"])
        sheets = list(state["sheets"])
        sheets[self.seat] = {**sheets[self.seat], "rows": rows}
        state.update(
            sheets=sheets,
            active=(state["active"] + 1) % n,
            turns_total=state["turns_total"] + 1,
        )
        planner = _Planner({"seat": self.seat, "state": state}, self.params)
        if planner.active:
            return max(planner.expected_throw(cs)[1] for cs in ev.COLOUR_SUBSETS)
        return planner.expected_throw(tuple(ALL_DICE))[0]

    def look_ahead(
        self, scored: list[tuple[float, Action]], k: int
    ) -> tuple[list[tuple[float, Action]], float]:
        """The best ``k`` entries by value, ranked again by the value after one more turn;
        the best of them keeps the best entry's value against passing or throwing again (a
        value one turn on is not on the same scale), the others fall just below it. Also
        how far ahead the best one looks (for the hint)."""
        entries = sorted(
            (item for item in scored if item[1]["type"] == "enter"), key=lambda item: -item[0]
        )[:k]
        if len(entries) < 2:
            return scored, math.inf
        total = self.state["total"]
        deeper = []
        for score, action in entries:
            rows, _ = self.me.after(action["row"], action["col"], total)
            deeper.append((self.next_turn_value(rows), score, action))
        deeper.sort(key=lambda item: -item[0])
        top = entries[0][0]  # sorted best first
        chosen = deeper[0][2]
        return [
            (top if a is chosen else min(s, top - 1e-3) if a["type"] == "enter" else s, a)
            for s, a in scored
        ], deeper[0][0] - deeper[1][0]

    def best_move(self, legal: list[Action], rng: Rng) -> tuple[Action, Reason]:
        total: int = self.state["total"]
        colours = tuple(self.state["dice"])
        # Entries by earlier players are made; ours decides nothing about theirs, but as
        # the thrower we still compare with throwing again, where it does.
        hit, helps = frozenset[int](), 0.0
        if self.active:
            hit = self.hit_by(colours, total)
            helps = self.help_weight * self.rival_gain(colours, total)
        scored: list[tuple[float, Action]] = []
        for action in legal:
            if action["type"] == "enter":
                score = self.entry_value(action["row"], action["col"], total, hit) - helps
            elif action["type"] == "pass":
                score = self.pass_value(hit) - helps
            else:  # reroll
                score = self.expected_throw(colours)[0]
            scored.append((score, action))
        look = self.context().params.look_entries
        margin = math.inf
        if look:
            scored, margin = self.look_ahead(scored, look)
        action = _pick(scored, rng)
        best = max(s for s, _ in scored)
        others = [s for s, a in scored if a != action]
        gain = round(best - max(others), 1) if others else 0.0
        kind = action["type"]
        if kind == "enter":
            gain = min(gain, round(margin, 1))  # the look's own gap, when it chose
            return action, {"why": "enter", "sum": total, "gain": gain}
        if kind == "reroll":
            return action, {"why": "throw_again", "sum": total, "gain": gain}
        penalty = self.punish or self.active
        return action, {"why": "pass" if penalty else "pass_free", "sum": total, "gain": gain}


# The ladder (docs/rules/qwinto.md, "Computer levels"). The level key "greedy" stays (saves
# and settings name it) but plays the Expert with rougher windows since issue 39: the
# greedy baseline (QwintoGreedyBot) lost 95 % of its games against the Expert.
BOTS: dict[str, Bot] = {
    "greedy": QwintoExpertBot(ROUGH),
    "expert": QwintoExpertBot(),
    "strong": QwintoStrongBot(),
}
