"""Match.why_illegal: the refusal ``play`` would raise, or None, without changing anything."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from pyengine import GAMES, IllegalAction, Match, new_match
from pyengine.core.game import Action
from pyengine.games.schocken.rules import SchockenRules, State

from .helpers import physical, players, snapshot


def digital(seed: int = 7) -> Match:
    return new_match("schocken", players(2), seed)


def same_refusal(m: Match, seat: Any, action: Any) -> IllegalAction:
    """why_illegal names the refusal play raises, and neither changes the match."""
    before = snapshot(m)
    err = m.why_illegal(seat, action)
    assert err is not None
    assert snapshot(m) == before
    with pytest.raises(IllegalAction) as raised:
        m.play(seat, action)
    assert (err.code, err.message, err.details) == (
        raised.value.code,
        raised.value.message,
        raised.value.details,
    )
    assert snapshot(m) == before
    return err


def test_a_legal_action_gives_none_and_throws_nothing() -> None:
    m = digital()
    before = snapshot(m)
    roll = {"type": "roll", "dice": [0, 1, 2]}
    assert m.why_illegal(0, roll) is None
    assert snapshot(m) == before
    # Asking did not use up the throw: the same seed throws the same dice.
    assert m.play(0, roll) == digital().play(0, roll)
    assert m.why_illegal(0, {"type": "stand"}) is None


ROLL = {"type": "roll", "dice": [0, 1, 2]}


class _NoDoubles(SchockenRules):
    """A rule set that refuses some thrown values itself (Rules.check_values)."""

    def check_values(self, _state: State, _seat: int, _action: Action, values: list[Any]) -> None:
        if len(set(values)) < len(values):
            raise IllegalAction("no_doubles", "No two dice may show the same value.")


def thrown() -> Match:
    """Physical dice, the first throw made: standing is legal, with no values."""
    m = physical()
    m.play(0, {**ROLL, "values": [2, 3, 5]})
    return m


def _no_doubles() -> Match:
    return Match(_NoDoubles(), players(2), 1, {"dice": "physical"})


CASES: list[tuple[str, Callable[[], Match], Any, Any]] = [
    ("bad_seat", digital, 2, {"type": "stand"}),
    ("bad_seat", digital, True, {"type": "stand"}),
    ("bad_seat", digital, "0", {"type": "stand"}),
    ("not_your_turn", digital, 1, ROLL),
    ("bad_action", digital, 0, ["roll"]),
    ("bad_action", digital, 0, {"dice": [0]}),
    ("illegal_action", digital, 0, {"type": "stand"}),
    ("illegal_action", digital, 0, {"type": "roll", "dice": [0.0, 1, 2]}),
    ("values_not_allowed", digital, 0, {**ROLL, "values": [1, 2, 3]}),
    ("unexpected_values", thrown, 0, {"type": "stand", "values": [1]}),
    ("values_required", physical, 0, ROLL),
    ("values_required", physical, 0, {**ROLL, "values": [1, 2]}),
    ("bad_value", physical, 0, {**ROLL, "values": [1, 7, 2]}),
    ("bad_value", physical, 0, {**ROLL, "values": [1, True, 2]}),
    ("no_doubles", _no_doubles, 0, {**ROLL, "values": [4, 4, 1]}),
]


@pytest.mark.parametrize(("code", "make", "seat", "action"), CASES)
def test_every_refusal_is_named_and_changes_nothing(
    code: str, make: Callable[[], Match], seat: Any, action: Any
) -> None:
    m = make()
    assert same_refusal(m, seat, action).code == code


def test_a_physical_throw_with_good_values_is_legal() -> None:
    m = _no_doubles()
    assert m.why_illegal(0, {**ROLL, "values": [4, 5, 1]}) is None
    assert m.log == []


def test_a_game_specific_refusal_keeps_its_code_and_message() -> None:
    m = new_match("kwist", players(3, "casual"), 5, {"answering": "paper"})
    while m.view()["state"]["phase"] != "check":
        m.play(m.to_move[0], m.bot_action(m.to_move[0]))
    seat = m.to_move[0]
    err = same_refusal(m, seat, {"type": "check", "target": seat})
    assert (err.code, err.message) == ("check_self", "You may not check yourself.")


def test_when_the_game_is_over_every_move_is_refused() -> None:
    m = new_match("schocken", players(2, "random"), 3)
    while not m.is_over:
        m.play(m.to_move[0], m.bot_action(m.to_move[0]))
    assert m.to_move == []
    assert same_refusal(m, 0, {"type": "stand"}).code == "game_over"
    assert same_refusal(m, 1, ROLL).code == "game_over"
    assert same_refusal(m, 9, ROLL).code == "bad_seat"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_agrees_with_play_along_a_game(game_id: str) -> None:
    """At every step each legal action is None, and a damaged one is refused like play."""
    spec = GAMES[game_id]
    m = new_match(game_id, players(spec.min_players, "random"), 11)
    rnd = random.Random(game_id)
    for _ in range(120):
        if m.is_over:
            break
        seat = m.to_move[0]
        legal = [timed(m, seat, a) for a in m.legal_actions(seat)]
        assert all(m.why_illegal(seat, a) is None for a in legal)
        damaged = {**rnd.choice(legal), "type": "no_such_move"}
        same_refusal(m, seat, damaged)
        other = (seat + 1) % len(m.players)
        if other not in m.to_move:
            assert same_refusal(m, other, legal[0]).code == "not_your_turn"
        m.play(seat, rnd.choice(legal))


def timed(m: Match, seat: int, action: Action) -> Action:
    """In a race (core.race) a move carries its time: the earliest one allowed now."""
    if not m.racing:
        return action
    t = m.race.clock if m.race is not None and action["type"] == "tick" else m.race_window(seat)[0]
    return {**action, "t": t}
