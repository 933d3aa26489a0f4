"""A notice answers a tap in one turn: once the turn passes or the game ends, by anyone's
move (a computer's too), it is gone; while the same turn goes on it stays. One mechanism
for all ten games (app/playing.py, ``Play.play``), checked here on each of them."""

from __future__ import annotations

import pytest
from helpers import make, page
from spelkast_ui.app.playing import turn_of

from pyengine.registry import GAME_IDS

STALE = "Please wait"


def _person_moves(c: object, seat: int) -> None:
    """The person plays his first legal move; in a race, his STOP (or the race's clock
    moving on), stamped with the race's time."""
    match = c.game()  # type: ignore[attr-defined]
    legal = match.legal_actions(seat)
    if match.racing:
        move = next((a for a in legal if a["type"] == "stop" and "at" not in a), legal[-1])
        c.play(seat, {**move, "t": c.race_now()})  # type: ignore[attr-defined]
        return
    c.play(seat, legal[0])  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_notice_leaves_when_the_turn_passes(game: str) -> None:
    c = make(seed=3)
    assert c.dispatch("new", game)
    c.dispatch("start")
    assert c.screen == "game" and c.notice is None
    passed = 0
    for _ in range(300):
        match = c.game()
        if match.is_over or passed >= 2:
            break
        page(c)  # drawn, as main.py draws after every move (a race's clock starts)
        delay = c.bot_delay()
        if delay is None:
            if c.game_play().waiting(c):  # a race's verdict: "Next"
                c.dispatch("race_next")
                continue
            if c.reveal_pending():  # a round's result to read first
                c.dispatch("next")
                continue
            seat = c.acting_human() if not match.racing else c.humans()[0]
            assert seat is not None, "nobody can move"
            _person_moves(c, seat)
            continue
        c.now.ms += max(delay, 1)  # type: ignore[attr-defined]
        c.notice = STALE  # a refused tap, just now
        before = turn_of(match)
        if not c.step_bot():
            c.notice = None
            continue
        if turn_of(match) != before:
            assert c.notice is None, (game, match.log[-1])
            passed += 1
        else:  # the same turn goes on (a die of a build, a take in a race): it stays
            assert c.notice == STALE, (game, match.log[-1])
        c.notice = None
    assert passed, f"{game}: no computer's move passed the turn"
