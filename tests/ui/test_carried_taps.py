"""A tap that is one move carries it (issue 37): its control's ``data-val`` is the action
(``GamePlay.TAPS``, ``kit.gameplay.move_val``), and the app plays it through ``Match.play``
alone, validated once. A forged one (not legal now, not JSON, not an action) is refused with
the engine's own code, its refusal shown, the match unchanged, never a crash."""

from __future__ import annotations

import json
from collections.abc import Iterator
from html import unescape
from typing import Any

import pytest
from helpers import make, page, parse, start
from spelkast_ui.app.catalog import play_for
from spelkast_ui.app.controller import Controller
from spelkast_ui.kit.gameplay import move_val

from pyengine import IllegalAction
from pyengine.core import match as match_module
from pyengine.registry import GAME_IDS

# Every game whose controls carry their moves, with a table and a seed to play it on.
GAMES = {
    "abquetschen": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "schocken": [("Ann", "human"), ("B", "random")],
    "qwinto": [("Ann", "human"), ("B", "random")],
    "qwinn": [("Ann", "human"), ("B", "random")],
    "eintrichtern": [("Ann", "human"), ("B", "random")],
    "cui-bono": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "kwist": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "wuerfelmarsch": [("Ann", "human"), ("B", "random"), ("C", "random")],
    # Races: the person's call or take carries its move; its time is the tap's own.
    "bunte-kuh": [("Ann", "human"), ("B", "random"), ("C", "random")],
    "raffzahn": [("Ann", "human"), ("B", "random"), ("C", "random")],
}
CARRYING = [g for g in GAME_IDS if play_for(g).TAPS]


class Counted:
    """Counts the validations of new moves (``Match._check_move`` outside a replay) and
    notes the engine's refusals of ``Match.play``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.validations = 0
        self.refusals: list[str] = []
        check, play = match_module.Match._check_move, match_module.Match.play

        def counted_check(m: Any, seat: int, action: Any, from_log: bool) -> int:
            if not from_log:
                self.validations += 1
            return check(m, seat, action, from_log)

        def noted_play(m: Any, seat: int, action: Any) -> Any:
            try:
                return play(m, seat, action)
            except IllegalAction as err:
                self.refusals.append(err.code)
                raise

        monkeypatch.setattr(match_module.Match, "_check_move", counted_check)
        monkeypatch.setattr(match_module.Match, "play", noted_play)

    def reset(self) -> None:
        self.validations = 0
        self.refusals = []


def carried_controls(c: Controller) -> Iterator[tuple[str, str, str]]:
    """(data-act, data-arg, data-val) of every drawn control that carries its move."""
    taps = play_for(c.game().game_id).TAPS
    for _, a in parse(page(c)).tags:
        act, val = a.get("data-act"), a.get("data-val")
        if act in taps and val:
            yield str(act), a.get("data-arg") or "", val


def tapping(c: Controller) -> int | None:
    """The person who may tap a carried move now: the one acting, or in an open race the
    person (seat 0) while still in it."""
    if c.racing():
        return 0 if 0 in c.game().to_move else None
    return c.acting_human()


def timeless(action: dict[str, Any]) -> dict[str, Any]:
    """An action without its race time (what the control carries)."""
    return {k: v for k, v in action.items() if k != "t"}


def legal_carried(c: Controller) -> tuple[str, str, str] | None:
    """A drawn control whose carried move is legal for the person acting now."""
    seat = tapping(c)
    if seat is None or c.entry is not None:
        return None
    legal = c.game().legal_actions(seat)
    for act, arg, val in carried_controls(c):
        if json.loads(val) in legal:
            return act, arg, val
    return None


def pick_a_die(c: Controller) -> None:
    """Würfelmarsch: a move is finished by the tap that carries it once a die is picked
    (the screen's selection): pick the person's first die that may tilt somewhere."""
    seat = c.acting_human()
    if c.game().game_id != "wuerfelmarsch" or seat is None or c.selected:
        return
    for action in c.game().legal_actions(seat):
        if action["type"] == "tilt":
            c.dispatch("wm_die", ",".join(str(v) for v in action["from"]))
            return


def to_a_carried_tap(c: Controller) -> tuple[str, str, str]:
    """Play on (computers, hand-overs, the person's other moves) until a control that
    carries a legal move is drawn for the person."""
    for _ in range(400):
        c.now.ms += c.hold_ms() or 0  # type: ignore[attr-defined]  # a sum shown: its time
        pick_a_die(c)
        found = legal_carried(c)
        if found is not None:
            return found
        if c.reveal_pending():
            c.dispatch("next")
        elif c.handover_seat() is not None:
            c.dispatch("iam", str(c.handover_seat()))
        elif c.game_play().waiting(c):  # a race's verdict, read
            c.dispatch("race_next")
        elif (delay := c.bot_delay()) is not None:
            c.now.ms += delay  # type: ignore[attr-defined]  # a race's clock runs on
            c.step_bot()
        else:
            seat = c.acting_human()
            assert seat is not None
            c.play(seat, c.game().legal_actions(seat)[0])
    raise AssertionError("no control carrying a move was drawn")


def table(game: str, seed: int = 3) -> Controller:
    c = make(seed=seed)
    start(c, GAMES[game], game=game)
    return c


def test_every_game_with_carried_taps_is_tried() -> None:
    assert sorted(CARRYING) == sorted(GAMES)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_carried_tap_is_validated_once_and_played(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = table(game)
    act, arg, val = to_a_carried_tap(c)
    counted = Counted(monkeypatch)
    moves = len(c.game().log)
    assert c.dispatch(act, arg, val)
    assert c.notice is None, c.notice
    assert len(c.game().log) == moves + 1
    played = c.game().log[moves]["action"]
    assert {k: v for k, v in timeless(played).items() if k != "values"} == json.loads(val)
    assert ("t" in played) == (game in ("bunte-kuh", "raffzahn"))
    assert counted.validations == 1  # Match.play's own check, nothing before it
    assert counted.refusals == []


def forged_values() -> list[tuple[str, str]]:
    deep = "[" * 200 + "]" * 200
    return [
        ("not JSON", "{not json"),
        ("empty", ""),
        ("a list", "[1, 2]"),
        ("no type", '{"at": [0, 0, 0]}'),
        ("a number as type", '{"type": 5}'),
        ("too deep", deep),
        ("too large", json.dumps({"type": "place", "at": list(range(5000))})),
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize(("what", "value"), forged_values())
def test_a_forged_carried_action_is_refused_as_no_action(
    game: str, what: str, value: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = table(game)
    act, arg, _ = to_a_carried_tap(c)
    before = c.game().to_json()
    counted = Counted(monkeypatch)
    assert c.dispatch(act, arg, value), what
    assert c.game().to_json() == before, what
    assert counted.refusals in (["bad_action"], ["too_large"]), (what, counted.refusals)
    assert counted.validations == 1
    assert c.notice, what
    assert c.notice in unescape(page(c))  # shown as every refusal is


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_carried_move_not_legal_now_is_refused_with_the_engines_code(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A well-formed move the engine does not allow now (a stale page, a forged one):
    ``Match.play`` refuses it with its own code, once; its words are shown."""
    c = table(game)
    act, arg, val = to_a_carried_tap(c)
    seat = tapping(c)
    assert seat is not None
    legal = c.game().legal_actions(seat)
    forged = {**json.loads(val), "type": "no_such_move"}
    candidates = [
        {"type": "place", "at": [0, 0, 0]},
        {"type": "take_back", "at": [9, 9, 9]},
        {"type": "enter", "row": "orange", "col": 99},
        {"type": "move", "field": "nowhere"},
        {"type": "lift", "at": [0, 0, 0]},
        {"type": "flip"},
        {"type": "reroll"},
        {"type": "skip_bonus"},
        {"type": "tilt", "from": [0, 0, 8], "to": [0, 1, 7]},
        {"type": "tilt", "from": [0, 0, 8], "to": [-1, 0, 9]},
        {"type": "turn", "at": [0, 0, 8], "faces": [1, 2, 3]},
        forged,
    ]
    before = c.game().to_json()
    for action in candidates:
        if action in legal:
            continue
        counted = Counted(monkeypatch)
        c.dispatch(act, arg, move_val(action))
        assert c.game().to_json() == before, action
        assert len(counted.refusals) == 1, (action, counted.refusals)
        assert counted.validations == 1, action
        code = counted.refusals[0]
        probe = {**action, "t": c.race_now()} if c.racing() else action  # the tap's time
        assert c.game().why_illegal(seat, probe).code == code  # type: ignore[union-attr]
        assert c.notice and c.notice in unescape(page(c)), action
        c.dispatch("dismiss")
        monkeypatch.undo()


def kwist_turn(c: Controller, turn: int) -> tuple[str, str, str] | None:
    """Kwis 't!: the person's carried control to tap now (every kind in turn), or None
    after doing what is not a carried tap (answering, the reveal, a hand-over)."""
    if c.handover_seat() is not None:
        c.dispatch("iam", str(c.handover_seat()))
        return None
    if 'data-act="kw_seen"' in page(c):  # a check's outcome, read by its checker
        c.dispatch("kw_seen")
        return None
    seat = c.acting_human()
    assert seat is not None
    phase = c.game().view(seat)["state"]["phase"]
    if phase == "answer":
        c.play(seat, c.game().legal_actions(seat)[0])
        return None
    drawn = list(carried_controls(c))
    wanted = "kw_dispute" if turn % 2 else ""  # put a wrong answer to the ruler now and then
    for found in drawn:
        if found[0] == wanted:
            return found
    return drawn[turn % len(drawn)]


def test_every_kwist_tap_is_validated_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each of Kwis 't!'s ten carried taps (reveal, rule, dispute, count, bet, check, pass,
    declare, silent, play) is played through ``Match.play`` alone: one validation."""
    seen: dict[str, list[int]] = {}
    for answering in ("paper", "device"):
        c = make(seed=3)
        people = [("Ann", "human"), ("Bob", "human"), ("Cy", "human")]
        start(c, people, game="kwist", answering=answering)
        for turn in range(400):
            if c.game().is_over or set(seen) == play_for("kwist").TAPS:
                break
            if c.reveal_pending():
                c.dispatch("kw_next")
                continue
            if c.bot_delay() is not None:
                assert c.step_bot()
                continue
            found = kwist_turn(c, turn)
            if found is None:
                continue
            act, arg, val = found
            counted = Counted(monkeypatch)
            moves = len(c.game().log)
            assert c.dispatch(act, arg, val)
            assert c.notice is None, (act, c.notice)
            assert len(c.game().log) == moves + 1
            seen.setdefault(act, []).append(counted.validations)
            monkeypatch.undo()
    assert set(seen) == play_for("kwist").TAPS
    assert all(counts == [1] * len(counts) for counts in seen.values()), seen


@pytest.mark.parametrize("game", ["bunte-kuh", "raffzahn"])
def test_a_race_tap_counts_at_its_touch_not_at_its_drawing(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A race's control carries its move without a time: the move's ``t`` is the touch's
    own (the event's stamp on the race clock), never the drawing's, and a time written
    into a forged ``data-val`` is replaced by it."""
    c = table(game)
    act, arg, val = to_a_carried_tap(c)
    drawn_at = c.race_now()  # the page carrying the control was drawn now
    touched = c.clock() + 120  # type: ignore[operator]
    c.now.ms += 150  # type: ignore[attr-defined]  # Python handles the touch a little later
    forged = move_val({**json.loads(val), "t": 0})
    counted = Counted(monkeypatch)
    moves = len(c.game().log)
    assert c.dispatch(act, arg, forged, touched)
    assert c.notice is None, c.notice
    assert counted.validations == 1 and counted.refusals == []
    assert c.game().log[moves]["action"]["t"] == drawn_at + 120
