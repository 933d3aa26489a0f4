"""The race referee (core.referee) on its own: the order of pending moves and of what comes
next, each computer's call planned once and kept across the app's timers, and settling.
The tiny race game Buzzer of test_realtime: "go", then everyone may buzz once."""

from __future__ import annotations

from typing import Any

from pyengine.core.game import Action
from pyengine.core.match import Match, replay
from pyengine.core.race import GRACE_MS, MAX_T, Pending, Race
from pyengine.core.referee import Referee, earliest, ordered

from .test_realtime import BuzzRules, buzz, buzzer, tick


def test_pending_moves_apply_by_time_then_by_arrival() -> None:
    moves = [
        Pending(0, 500, 0, {"type": "buzz"}),
        Pending(1, 400, 1, {"type": "buzz"}),
        Pending(2, 400, 2, {"type": "buzz"}),
    ]
    assert [p.seat for p in ordered(moves)] == [1, 2, 0]
    assert earliest(moves) is moves[1]
    assert earliest([]) is None


def plans(found: dict[int, Action]) -> Any:
    return lambda seat: dict(found[seat])


def test_next_move_earliest_then_a_call_before_a_tick_then_the_lower_seat() -> None:
    ref = Referee(BuzzRules())
    race = Race(start=0)
    found = {0: tick(300), 1: buzz(300), 2: buzz(300)}
    assert ref.next_move(race, [0, 1, 2], {0, 1, 2}, plans(found)) == (300, 1, buzz(300))
    found[0] = buzz(299)
    assert ref.next_move(race, [0, 1, 2], {0, 1, 2}, plans(found)) == (299, 0, buzz(299))
    # Only the computers plan; people move by themselves.
    assert ref.next_move(race, [0, 1, 2], {2}, plans(found)) == (300, 2, buzz(300))
    assert ref.next_move(race, [0, 1], set(), plans(found)) is None


def test_live_a_waiting_computer_waits_a_pending_move_settles_on_time_and_a_hold_holds() -> None:
    ref = Referee(BuzzRules())
    race = Race(start=0, clock=100)
    ref.hear(race, 0, buzz(100))  # pending until 100 + GRACE
    waiting = {1: tick(MAX_T), 2: buzz(900)}
    # A table of computers: every plan counts, the waiting one's too.
    assert ref.next_move(race, [1, 2], {1, 2}, plans(waiting)) == (900, 2, buzz(900))
    # In real time: the pending call is settled at its moment by a tick.
    settle = (100 + GRACE_MS, 1, tick(100 + GRACE_MS))
    assert ref.next_move(race, [1, 2], {1, 2}, plans(waiting), live=True) == settle
    # A person still pointing until 250 holds the app's own plans back, not the screen's.
    held = ref.next_move(race, [1, 2], {1, 2}, plans(waiting), live=True, hold=250)
    assert held is None
    own = (260, 1, buzz(260))
    assert ref.next_move(race, [1, 2], {1, 2}, plans(waiting), live=True, hold=250, own=[own]) == (
        260,
        1,
        buzz(260),
    )


def counting(m: Match) -> list[int]:
    """Count the calls the referee plans (not those it hands out again)."""
    made: list[int] = []
    plan = m.referee._plan

    def counted(*args: Any) -> Action:
        made.append(args[1])
        return plan(*args)

    m.referee._plan = counted  # type: ignore[method-assign]
    return made


def computers(n: int = 3) -> Match:
    m = Match(BuzzRules(), [{"name": f"P{i}", "bot": "random"} for i in range(n)], 7)
    m.play(0, {"type": "go"})
    return m


def test_a_computers_call_is_planned_once_and_kept_across_timers() -> None:
    m = computers()
    made = counting(m)
    race = m.race
    assert race is not None
    first = None
    for _ in range(5):  # the app asks at every drawing, timer and step
        first = m.referee.next_move(race, m.to_move, {0, 1, 2}, m.bot_action, live=True)
        assert [m.bot_action(s) for s in (0, 1, 2)]
    assert sorted(made) == [0, 1, 2]
    # The kept calls are the ones a fresh copy of the match plans.
    fresh = replay(BuzzRules(), m.to_json())
    assert [m.bot_action(s) for s in (0, 1, 2)] == [fresh.bot_action(s) for s in (0, 1, 2)]
    # A tick that changes nothing keeps them; one that moves the clock asks again.
    m.play(0, tick(0))
    m.bot_action(1)
    assert len(made) == 3
    assert first is not None and first[0] > 1
    m.play(0, tick(1))
    m.bot_action(1)
    assert made[3:] == [1]


def test_settle_applies_what_is_due_in_time_order_and_closes_the_race() -> None:
    rules = BuzzRules()
    ref = Referee(rules)
    state = rules.setup(3, {})
    rules.apply(state, 0, {"type": "go"})
    race = Race(start=1)
    ref.hear(race, 1, buzz(1250))  # arrives first
    ref.hear(race, 0, buzz(1200))  # made earlier
    assert ref.still_to_act(race, rules.to_move(state)) == [2]
    assert ref.settle(state, race) is False and state.log == []
    ref.hear(race, 2, tick(1200 + GRACE_MS))
    assert ref.settle(state, race) is True
    assert state.log == [0]
    assert [(s["seat"], s["outcome"]) for s in race.settled] == [(0, "applied"), (1, "void")]


def test_when_everyone_has_called_the_referee_settles_at_once() -> None:
    m = buzzer(2)
    m.play(0, buzz(700))
    m.play(1, buzz(650))
    assert not m.racing and m.state.log == [1]
