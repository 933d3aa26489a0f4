"""Abquetschen's computers: legal, quick, and the strong one beats random play."""

from __future__ import annotations

import statistics
import time

from pyengine import new_match
from pyengine.cli import simulate


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
