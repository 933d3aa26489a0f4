"""Abquetschen's computers: legal, quick, the strong one beats random play, the expert's
outlook is the exact search's, and under the think limit it falls back on strong."""

from __future__ import annotations

import statistics
import time

import pytest

from pyengine import new_match
from pyengine.cli import simulate
from pyengine.core.bot import THINK_LIMIT
from pyengine.core.rng import Rng
from pyengine.games.abquetschen.outlook import buildable, turn_worth
from pyengine.games.abquetschen.rules import table_of
from pyengine.games.abquetschen.table import START_TOPS


def test_bots_propose_legal_actions_and_decide_quickly() -> None:
    times: list[float] = []
    for seed in range(3):
        bots = ["strong", "greedy", "random"]
        m = new_match("abquetschen", [{"name": b, "bot": b} for b in bots], seed)
        while not m.is_over:
            seat = m.to_move[0]
            t = time.perf_counter()
            action = m.bot_action(seat)
            if m.players[seat]["bot"] == "strong":
                times.append(time.perf_counter() - t)
            assert action in m.legal_actions(seat)
            m.play(seat, action)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    assert p95 < 0.1, (statistics.median(times), p95, times[-1])


def test_strong_beats_random() -> None:
    out = simulate("abquetschen", 24, 11, 3, ["strong", "random", "random"])
    assert out["errors"] == 0
    assert out["win_rate"][0] > 0.4  # a third would be chance


def test_the_outlook_reads_the_tip_after_a_start_pyramid() -> None:
    # "De volgende speler kan nu enkel met een 3, een 5 of een 6, dobbelstenen inbouwen.":
    # what the expert reckons a player could build is the exact search's answer.
    m = new_match("abquetschen", [{"name": n} for n in "ABC"], 1, {"dice": "physical"})
    m.play(0, {"type": "throw", "values": [4]})
    m.play(0, {"type": "start", "at": list(START_TOPS[0])})
    table = table_of(m.state)
    assert buildable(table, 1, 55) == (3, 5, 6)
    assert turn_worth(table, 1, 55) == pytest.approx((3 + 5 + 6) / 6)
    assert buildable(table, 1, 4) == (3,)  # no throw above the supply is built...
    assert turn_worth(table, 1, 4) == pytest.approx((3 + 4 + 4) / 6)  # ...it wins


def test_every_level_plays_legal_moves_to_the_end() -> None:
    bots = ["expert", "greedy", "strong"]
    m = new_match("abquetschen", [{"name": b, "bot": b} for b in bots], 4)
    while not m.is_over:
        seat = m.to_move[0]
        action = m.bot_action(seat)
        assert action in m.legal_actions(seat), (seat, action)
        m.play(seat, action)
    assert m.result is not None


def test_out_of_time_the_expert_plays_strongs_choice() -> None:
    # Under the app's think limit the expert stops looking ahead and keeps what it has:
    # with no time at all, that is strong's own set.
    m = new_match("abquetschen", [{"name": b, "bot": b} for b in ("expert", "strong")], 3)
    expert, strong = m.rules.bot("expert"), m.rules.bot("strong")
    try:
        THINK_LIMIT.ms = 0.0
        for _ in range(60):
            if m.is_over:
                break
            seat = m.to_move[0]
            view, legal = m.view(seat), m.legal_actions(seat)
            action = expert.choose(view, legal, Rng(1))
            assert action == strong.choose(view, legal, Rng(1))
            m.play(seat, action)
        assert THINK_LIMIT.cuts > 0
    finally:
        THINK_LIMIT.ms, THINK_LIMIT.cuts = None, 0
