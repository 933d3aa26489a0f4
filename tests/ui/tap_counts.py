"""What one tap costs (issue 37): the views the match builds (``Match.view`` building one, by
seat: a computer's own included) and the
validations of new moves (``Match._check_move`` outside a replay) while the app handles the
tap and draws the page after it, as main.py does (the screen, its first-time starts, the
title, the announcement, the device's news, the computers' and the brief display's timers).

``typical_tap(game)`` sets up a table and returns one ordinary tap of the person there, the
control as drawn (its ``data-act``, ``data-arg``, ``data-val``); ``counted_tap`` makes it and
counts. tests/ui/test_tap_counts.py pins the figures; ``python tests/ui/tap_counts.py``
prints them."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from helpers import make, page, parse, start
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.screens import announcement, render, title

from pyengine.core import match as match_module

TABLES: dict[str, list[tuple[str, str]]] = {
    "schocken": [("Ann", "human"), ("B", "random")],
    "qwinto": [("Ann", "human"), ("B", "random")],
    "qwinn": [("Ann", "human"), ("B", "random")],
    "kwist": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "cui-bono": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "abquetschen": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "bunte-kuh": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "raffzahn": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "eintrichtern": [("Ann", "human"), ("B", "random")],
    "wuerfelmarsch": [("Ann", "human"), ("B", "random"), ("C", "random")],
}


@dataclass
class Counts:
    """Views built (seat -> how many) and validations of new moves."""

    views: Counter[int | None] = field(default_factory=Counter)
    validations: int = 0
    legal_lists: int = 0  # Match.legal_actions asked (not a validation: for the record)

    @property
    def total_views(self) -> int:
        return sum(self.views.values())


@contextmanager
def counting() -> Iterator[Counts]:
    counts = Counts()
    view, check = match_module.Match._build_view, match_module.Match._check_move

    def counted_view(m: Any, seat: int | None) -> dict[str, Any]:
        counts.views[seat] += 1
        return view(m, seat)

    def counted_check(m: Any, seat: int, action: Any, from_log: bool) -> int:
        if not from_log:
            counts.validations += 1
        return check(m, seat, action, from_log)

    match_module.Match._build_view = counted_view  # type: ignore[method-assign]
    match_module.Match._check_move = counted_check  # type: ignore[method-assign]
    legal = match_module.Match.legal_actions

    def counted_legal(m: Any, seat: int) -> list[dict[str, Any]]:
        counts.legal_lists += 1
        return legal(m, seat)

    match_module.Match.legal_actions = counted_legal  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        match_module.Match._build_view = view  # type: ignore[method-assign]
        match_module.Match._check_move = check  # type: ignore[method-assign]
        match_module.Match.legal_actions = legal  # type: ignore[method-assign]


def drawn(c: Controller) -> None:
    """What main.py's ``App.draw`` asks of the controller after a tap."""
    render(c)
    c.shown()
    title(c)
    announcement(c)
    c.device_news()
    c.bot_delay()
    c.hold_ms()


def counted_tap(c: Controller, act: str, arg: str, val: str, stamp: float | None = None) -> Counts:
    """Make the tap (a move played) and draw the page after it, counting."""
    moves = len(c.game().log)
    with counting() as counts:
        assert c.dispatch(act, arg, val, stamp)
        drawn(c)
    assert c.notice is None and len(c.game().log) > moves, c.notice
    return counts


Tap = tuple[str, str, str]


def controls(c: Controller) -> list[tuple[str, str, str]]:
    """(data-act, data-arg, data-val) of every control drawn now."""
    out = []
    for _, a in parse(page(c)).tags:
        act = a.get("data-act")
        if act:
            out.append((str(act), a.get("data-arg") or "", a.get("data-val") or ""))
    return out


def play_on(c: Controller, found: Callable[[], Tap | None], limit: int = 600) -> Tap:
    """Play on (``step``) until ``found`` finds the tap."""
    for _ in range(limit):
        c.now.ms += c.hold_ms() or 0  # type: ignore[attr-defined]
        tap = found()
        if tap is not None:
            return tap
        step(c)
    raise AssertionError("the tap was never drawn")


def step(c: Controller) -> None:
    """One step of play: a round's summary or a race's verdict seen, a hand-over, a
    computer's move when due, or the person's first legal move."""
    if c.reveal_pending():
        c.dispatch("kw_next" if c.game().game_id == "kwist" else "next")
    elif c.handover_seat() is not None:
        c.dispatch("iam", str(c.handover_seat()))
    elif c.game_play().waiting(c):
        c.dispatch("race_next")
    elif (delay := c.bot_delay()) is not None:
        c.now.ms += delay  # type: ignore[attr-defined]
        c.step_bot()
        page(c)  # drawn: a race's clock starts when shown
    elif c.racing():  # the race waits for the person (Raffzahn: the thrower's STOP)
        c.play(0, {**c.game().legal_actions(0)[0], "t": c.race_now()})
    else:
        seat = c.acting_human()
        assert seat is not None, "nothing would happen"
        c.play(seat, c.game().legal_actions(seat)[0])


def _carried(c: Controller) -> Tap | None:
    """A drawn control carrying a move legal for the person acting now."""
    seat = c.acting_human()
    if seat is None or c.entry is not None:
        return None
    legal = c.game().legal_actions(seat)
    for act, arg, val in controls(c):
        if val and act in c.game_play().TAPS and json.loads(val) in legal:
            return act, arg, val
    return None


def _wuerfelmarsch(c: Controller) -> Tap | None:
    """A die of the person's picked, then its first square to tilt to."""
    seat = c.acting_human()
    if seat is None:
        return None
    drawn_controls = controls(c)
    if not c.selected:
        colour = ("red", "yellow", "pearl")[seat]
        for die in c.game().view(None)["state"]["pyramid"]["dice"]:
            if die["colour"] == colour:
                c.dispatch("wm_die", ",".join(map(str, die["at"])))
                if c.selected:
                    return _wuerfelmarsch(c)
        return None
    for act, arg, val in drawn_controls:
        if act == "wm_to":
            return act, arg, val
    c.selected = set()
    return None


def _race(c: Controller, act: str) -> Tap | None:
    """A race open with the person (seat 0) still in it: a control ``act`` drawn that
    carries a move legal for him."""
    if not c.racing() or 0 not in c.game().to_move:
        return None
    legal = c.game().legal_actions(0)
    for found in controls(c):
        if found[0] == act and found[2] and json.loads(found[2]) in legal:
            return found
    return None


def _kwist(c: Controller) -> Tap | None:
    if c.acting_human() is None or c.game().view(0)["state"]["phase"] != "reveal":
        return None
    return next((x for x in controls(c) if x[0] == "kw_reveal"), None)


FINDERS: dict[str, Callable[[Controller], Tap | None]] = {
    "kwist": _kwist,
    "wuerfelmarsch": _wuerfelmarsch,
    "bunte-kuh": lambda c: _race(c, "bk_nowhere"),
    "raffzahn": lambda c: _race(c, "rz_take"),
}


def typical_tap(game: str, seed: int = 3) -> tuple[Controller, Tap]:
    c = make(seed=seed)
    start(c, TABLES[game], game=game)
    finder = FINDERS.get(game, _carried)
    return c, play_on(c, lambda: finder(c))


def measure(game: str) -> Counts:
    c, (act, arg, val) = typical_tap(game)
    stamp = c.clock() if c.racing() else None
    return counted_tap(c, act, arg, val, stamp)


if __name__ == "__main__":
    for game in TABLES:
        counts = measure(game)
        seats = ", ".join(f"{s}: {n}" for s, n in sorted(counts.views.items(), key=str))
        print(
            f"{game:14} views {counts.total_views} ({seats}), validations {counts.validations}"
            f", legal_actions {counts.legal_lists}"
        )
