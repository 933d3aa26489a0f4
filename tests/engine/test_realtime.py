"""Real time in the core (core.race, core.reaction): ordering by t, the grace window, late
calls, ticks, replay of a saved race, undo, and computers' reaction times.

Most tests use a tiny race game, Buzzer: the start player says "go", then everyone may
buzz once; the first buzz (by t) scores a point. Bunte Kuh, the real race game, is used
for the computers and for a saved race.
"""

from __future__ import annotations

import dataclasses
import json
import statistics
from dataclasses import dataclass, field
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match, new_match
from pyengine.core.game import Action, Rules
from pyengine.core.race import GRACE_MS, MAX_T
from pyengine.core.reaction import Reaction, ex_gaussian, reaction_ms, scan
from pyengine.core.referee import next_bot_move
from pyengine.core.rng import Rng
from pyengine.core.spec import GameSpec
from pyengine.games.bunte_kuh.rules import sums

from .helpers import snapshot

GRACE = GRACE_MS


@dataclass
class BuzzState:
    n: int
    phase: str = "go"
    starter: int = 0
    points: list[int] = field(default_factory=list)
    log: list[int] = field(default_factory=list)  # who scored, in order


BUZZ_SPEC = GameSpec(
    id="buzzer",
    title={"nl": "Zoemer", "en": "Buzzer"},
    tagline={"nl": "", "en": ""},
    min_players=2,
    max_players=4,
    minutes=(1, 1),
    options=(),
    bot_levels=(),
    realtime=True,
)


class BuzzRules(Rules[BuzzState]):
    spec = BUZZ_SPEC

    def setup(self, n_players: int, _options: dict[str, Any]) -> BuzzState:
        return BuzzState(n_players, points=[0] * n_players)

    def to_move(self, state: BuzzState) -> list[int]:
        if state.phase == "over":
            return []
        return list(range(state.n)) if state.phase == "race" else [state.starter]

    def racing(self, state: BuzzState) -> bool:
        return state.phase == "race"

    def legal_actions(self, state: BuzzState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        return [{"type": "buzz"}] if state.phase == "race" else [{"type": "go"}]

    def apply(self, state: BuzzState, seat: int, action: Action) -> bool:
        if action["type"] == "go":
            state.phase = "race"
            return True
        state.points[seat] += 1
        state.log.append(seat)
        state.starter = (state.starter + 1) % state.n
        state.phase = "over" if state.points[seat] >= 3 else "go"
        return True

    def view(self, state: BuzzState, _seat: int | None) -> dict[str, Any]:
        return {"phase": state.phase, "points": list(state.points)}

    def result(self, state: BuzzState) -> dict[str, Any] | None:
        return None if state.phase != "over" else {"points": list(state.points)}


def buzzer(n: int = 3) -> Match:
    m = Match(BuzzRules(), [{"name": f"P{i}"} for i in range(n)], 1)
    m.play(0, {"type": "go"})
    return m


def buzz(t: int) -> Action:
    return {"type": "buzz", "t": t}


def tick(t: int) -> Action:
    return {"type": "tick", "t": t}


def refused(m: Match, seat: Any, action: Any) -> str:
    """The code play refuses with; why_illegal agrees and nothing changes."""
    before = snapshot(m)
    err = m.why_illegal(seat, action)
    assert err is not None
    with pytest.raises(IllegalAction) as raised:
        m.play(seat, action)
    assert (err.code, err.details) == (raised.value.code, raised.value.details)
    assert snapshot(m) == before
    return raised.value.code


# -- ordering and the grace window ------------------------------------------------------------
def test_a_race_opens_with_its_own_clock_and_everyone_to_move() -> None:
    m = buzzer()
    assert m.racing and m.to_move == [0, 1, 2]
    assert m.view()["race"] == {
        "clock": 0,
        "grace_ms": GRACE,
        "pending": [],
        "settles_at": None,
        "settled": [],
        "open": True,
    }
    assert m.legal_actions(1) == [{"type": "buzz"}, {"type": "tick"}]
    assert m.race_window(1) == (0, None)


def test_the_earlier_call_wins_though_it_arrives_later() -> None:
    m = buzzer()
    m.play(1, buzz(1250))  # the computer's call reaches Python first
    assert m.state.log == [] and m.to_move == [0, 2]  # pending, not applied
    m.play(0, buzz(1200))  # the person's tap, made earlier, arrives a little later
    assert m.view()["race"]["settles_at"] == 1200 + GRACE
    m.play(2, tick(1200 + GRACE - 1))
    assert m.racing and m.state.log == []
    m.play(2, tick(1200 + GRACE))
    assert m.state.log == [0] and not m.racing
    settled = m.view()["race"]["settled"]
    assert [(s["seat"], s["t"], s["outcome"]) for s in settled] == [
        (0, 1200, "applied"),
        (1, 1250, "void"),
    ]
    assert m.view()["race"]["open"] is False


def test_a_call_within_the_window_still_counts_after_the_clock_moved() -> None:
    m = buzzer()
    m.play(2, tick(1000))
    m.play(1, buzz(1000 - GRACE))  # made GRACE ms before the clock: just in time
    assert m.state.log == [1]  # and its window has already passed: settled at once


def test_a_call_too_old_for_the_clock_is_refused() -> None:
    m = buzzer()
    m.play(2, tick(1000))
    assert refused(m, 1, buzz(1000 - GRACE - 1)) == "too_late"
    assert m.race_window(1) == (1000 - GRACE, None)


def test_a_call_after_the_decision_is_too_late_and_after_settling_not_a_race_move() -> None:
    m = buzzer()
    m.play(1, buzz(500))
    assert m.race_window(0) == (500 - GRACE, 500 + GRACE - 1)
    assert refused(m, 0, buzz(500 + GRACE)) == "too_late"
    m.play(0, buzz(500 + GRACE - 1))  # inside the window: accepted, but later than seat 1
    m.play(2, tick(800))
    assert m.state.log == [1]
    # The race is settled: a late call is no race move any more.
    assert refused(m, 2, buzz(900)) == "not_your_turn"
    assert refused(m, 1, {"type": "go", "t": 900}) == "time_not_allowed"


def test_when_everyone_has_called_the_race_settles_at_once() -> None:
    m = buzzer(2)
    m.play(0, buzz(700))
    m.play(1, buzz(650))
    assert m.state.log == [1] and not m.racing  # no tick needed: nobody else can call


def test_equal_times_go_to_the_call_that_arrived_first() -> None:
    m = buzzer()
    m.play(2, buzz(400))
    m.play(1, buzz(400))
    m.play(0, tick(400 + GRACE))
    assert m.state.log == [2]


def test_refusals_of_time() -> None:
    m = buzzer()
    assert refused(m, 0, {"type": "buzz"}) == "time_required"
    for bad in (-1, 1.5, "10", True, None, 10**12):
        assert refused(m, 0, buzz(bad)) == "bad_time"  # type: ignore[arg-type]
    m.play(2, tick(300))
    assert refused(m, 2, tick(299)) == "clock_backwards"
    assert refused(m, 2, {"type": "tick", "t": 400, "x": 1}) == "bad_action"
    m.play(0, buzz(350))
    assert refused(m, 0, buzz(360)) == "not_your_turn"  # one call per race
    assert refused(m, 1, {"type": "buzz", "t": 360, "values": [1]}) == "unexpected_values"


def test_outside_a_race_no_move_carries_time() -> None:
    m = Match(BuzzRules(), [{"name": "A"}, {"name": "B"}], 1)
    assert not m.racing
    assert refused(m, 0, {"type": "go", "t": 0}) == "time_not_allowed"
    with pytest.raises(IllegalAction) as err:
        m.race_window(0)
    assert err.value.code == "not_racing"
    schocken = new_match("schocken", [{"name": "A"}, {"name": "B"}], 1)
    assert "race" not in schocken.view()  # other games' views are unchanged


class GrabRules(BuzzRules):
    """A race in which seats act as often as they like (Raffzahn's kind): every grab scores;
    the starter's "stop" ends the race."""

    spec = dataclasses.replace(BUZZ_SPEC, id="grab", race_once=False)

    def legal_actions(self, state: BuzzState, seat: int) -> list[Action]:
        legal = super().legal_actions(state, seat)
        if state.phase == "race" and seat == state.starter:
            legal.append({"type": "stop"})
        return legal

    def apply(self, state: BuzzState, seat: int, action: Action) -> bool:
        if action["type"] == "go":
            state.phase = "race"
        elif action["type"] == "stop":
            state.starter = (state.starter + 1) % state.n
            state.phase = "over" if len(state.log) >= 6 else "go"
        else:
            state.points[seat] += 1
            state.log.append(seat)
        return True


def test_in_a_race_of_many_moves_each_is_applied_in_time_order() -> None:
    m = Match(GrabRules(), [{"name": "A"}, {"name": "B"}], 1)
    m.play(0, {"type": "go"})
    m.play(1, buzz(300))
    m.play(0, buzz(250))  # earlier, arriving later
    assert m.race_window(0) == (250, None)  # no decision limit: later moves come in order
    m.play(1, buzz(500))  # a seat may act again; the clock at 500 applies 250 and 300
    assert m.state.log == [0, 1]
    assert refused(m, 1, buzz(450)) == "clock_backwards"  # not before its own last move
    m.play(0, {"type": "stop", "t": 420})
    m.play(1, tick(2000))
    # The stop at 420 ends the race before B's grab at 500, which is void.
    assert m.state.log == [0, 1] and not m.racing
    outcomes = [(s["seat"], s["t"], s["outcome"]) for s in m.view()["race"]["settled"]]
    assert outcomes == [
        (0, 250, "applied"),
        (1, 300, "applied"),
        (0, 420, "applied"),
        (1, 500, "void"),
    ]


# -- the end of the clock's range (issue 35, point 3) ---------------------------------------
def test_a_call_at_the_end_of_the_clock_settles_at_its_last_tick() -> None:
    """A call within the grace window of MAX_T would be due after the last time a tick can
    carry: it settles at MAX_T instead, and the seats still to call may do so until then."""
    m = buzzer()
    m.play(0, buzz(MAX_T - 100))
    assert m.view()["race"]["settles_at"] == MAX_T
    assert m.race_window(1) == (MAX_T - 100 - GRACE, MAX_T - 1)
    m.play(2, tick(MAX_T))
    assert m.state.log == [0] and not m.racing


def test_a_move_of_a_race_of_many_at_the_end_of_the_clock_settles() -> None:
    m = Match(GrabRules(), [{"name": "A"}, {"name": "B"}], 1)
    m.play(0, {"type": "go"})
    m.play(1, buzz(MAX_T - 50))
    m.play(0, tick(MAX_T))
    assert m.state.log == [1]
    m.play(0, buzz(MAX_T))  # the clock cannot go further: a move at its end settles at once
    assert m.state.log == [1, 0]
    m.play(0, {"type": "stop", "t": MAX_T})
    assert not m.racing


@pytest.mark.parametrize("bots", ["random", "strong"])
def test_computers_go_on_after_a_take_at_the_end_of_the_clock(bots: str) -> None:
    """Raffzahn: a take at MAX_T - 100 left the computers answering a tick at MAX_T + 100,
    which play refuses (bad_time): the app's computers asked again and again for ever."""
    m = new_match("raffzahn", [{"name": f"P{s}", "bot": bots} for s in range(3)], seed=4)
    while not m.racing:
        m.play(*next_bot_move(m))
    races = m.state.races
    seat, take = next((s, a) for s in m.to_move for a in m.legal_actions(s) if a["type"] == "take")
    m.play(seat, {**take, "t": MAX_T - 100})
    for _ in range(200):
        if not m.racing or m.state.races > races:
            break
        seat, action = next_bot_move(m)
        assert m.why_illegal(seat, action) is None, action
        m.play(seat, action)
    assert m.state.races > races  # the race came to its STOP


# -- undo and saves ------------------------------------------------------------------------------
def test_undo_never_takes_back_a_call_or_a_tick() -> None:
    m = buzzer()
    m.play(1, buzz(300))
    assert not m.can_undo
    with pytest.raises(IllegalAction) as err:
        m.undo()
    assert err.value.code == "undo_blocked"
    m.play(0, tick(300 + GRACE))
    assert not m.can_undo


def test_a_save_in_the_middle_of_a_race_resumes_it() -> None:
    m = buzzer()
    m.play(1, buzz(900))
    m.play(2, tick(1000))
    data = json.loads(json.dumps(m.to_json()))
    assert data["log"][-2:] == [
        {"seat": 1, "action": {"type": "buzz", "t": 900}},
        {"seat": 2, "action": {"type": "tick", "t": 1000}},
    ]
    loaded = Match(BuzzRules(), data["players"], data["seed"])
    for entry in data["log"]:
        loaded._replay(entry)
    assert loaded.view() == m.view() and loaded.to_move == m.to_move == [0, 2]
    for match in (m, loaded):
        match.play(0, buzz(850))  # still in time: the clock reads 1000 < 850 + GRACE
        match.play(2, tick(1100))
    assert m.state.log == loaded.state.log == [0]
    assert m.to_json() == loaded.to_json()


def test_a_saved_bunte_kuh_race_replays_exactly_mid_race() -> None:
    m = new_match(
        "bunte-kuh", [{"name": "A", "bot": "strong"}, {"name": "B", "bot": "sensible"}], 5
    )
    while not (m.racing and m.view()["race"]["pending"]):
        m.play(*next_bot_move(m))
    save = json.loads(json.dumps(m.to_json()))
    loaded = load_match(save)
    assert loaded.view(0) == m.view(0) and loaded.view() == m.view()
    assert loaded.to_move == m.to_move
    for _ in range(40):
        a, b = next_bot_move(m), next_bot_move(loaded)
        assert a == b
        m.play(*a)
        loaded.play(*b)
    assert loaded.to_json() == m.to_json()


# -- computers -------------------------------------------------------------------------------
def test_ex_gaussian_and_scan_are_seeded() -> None:
    level = Reaction(mu=500, sigma=80, tau=200, per_candidate=100, miss=0.1, wrong=0.01)
    draws = [ex_gaussian(Rng(3, k), 500, 80, 200) for k in range(2000)]
    assert abs(statistics.mean(draws) - 700) < 25  # mean of an ex-Gaussian: mu + tau
    assert statistics.mean(draws) > statistics.median(draws)  # skewed to the slow side
    assert reaction_ms(Rng(1, 2), level, 10) == reaction_ms(Rng(1, 2), level, 10)
    assert min(reaction_ms(Rng(9, k), level, 0) for k in range(500)) >= level.floor
    # Each candidate looked at costs time.
    assert reaction_ms(Rng(1, 2), level, 10) - reaction_ms(Rng(1, 2), level, 0) == 1000
    assert scan(Rng(4), level, [False, False, True]) == scan(Rng(4), level, [False, False, True])


def _race_start(seed: int, players: list[dict[str, Any]]) -> Match:
    m = new_match("bunte-kuh", players, seed)
    while not m.racing:
        m.play(*next_bot_move(m))
    return m


def test_a_computer_plans_its_call_once_per_race() -> None:
    m = _race_start(8, [{"name": "A", "bot": "strong"}, {"name": "B", "bot": "sensible"}])
    plan = m.bot_action(1)
    assert "t" in plan and plan["type"] in ("stop", "nowhere")
    assert load_match(json.loads(json.dumps(m.to_json()))).bot_action(1) == plan
    m.play(0, {"type": "tick", "t": 5})  # time passes: the plan stays
    assert m.bot_action(1) == plan
    # A call that settles the race before the plan turns it into a wait for that moment.
    m.play(0, {"type": "nowhere", "t": 10})
    assert m.bot_action(1) == {"type": "tick", "t": 10 + GRACE}


def test_levels_differ_in_speed_and_mistakes() -> None:
    """The same 60 races for each level: its planned call's time and whether it is right."""
    times: dict[str, list[int]] = {}
    wrong: dict[str, int] = {}
    for level in ("random", "beginner", "sensible", "strong"):
        times[level], wrong[level] = [], 0
        for seed in range(60):
            m = _race_start(seed, [{"name": "A", "bot": level}, {"name": "B", "bot": level}])
            plan = m.bot_action(0)
            times[level].append(plan["t"])
            table, target = sums(m.state.layout), sum(m.state.roll)
            if plan["type"] == "stop":
                wrong[level] += plan["at"] is None or table[tuple(plan["at"])] != target
            else:
                wrong[level] += target in table.values()
    mean = {level: statistics.mean(t) for level, t in times.items()}
    # People's times (docs/rules/bunte-kuh.md): a few seconds, each level a little quicker
    # than the one below (a game of some 20-30 races turns a small edge into a large one).
    assert 3000 < mean["strong"] < mean["sensible"] < mean["beginner"], mean
    assert mean["random"] < mean["strong"]  # it does not search, it calls
    assert max(wrong["strong"], wrong["sensible"], wrong["beginner"]) < wrong["random"], wrong
