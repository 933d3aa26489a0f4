"""tools/bench_engine.py plays whole games of every kind: a race game's computers plan in
time (next_bot_move), so the bench ends instead of asking one seat for ever."""

from __future__ import annotations

import bench_engine
import pytest


@pytest.mark.parametrize("game", ["bunte-kuh", "raffzahn", "schocken"])
def test_a_whole_game_is_played_and_timed(game: str) -> None:
    result = bench_engine.bench_decisions(game, 1)
    assert result["games"] == 1
    assert result["decisions"] > 50
    assert 0 < result["median_ms"] <= result["p95_ms"] <= result["max_ms"]


def test_the_think_limit_is_the_benchs_alone() -> None:
    """As the app plays (a cap far from reached here: no cut), and unset again after."""
    from pyengine.core.bot import THINK_LIMIT

    result = bench_engine.bench_decisions("qwinn", 1, think_ms=60_000.0)
    assert result["think_ms"] == 60_000.0 and result["cut"] == 0
    assert THINK_LIMIT.ms is None
