"""The engine benchmark keeps working as games are added (its figures are not checked:
benchmarks are measured with `make bench`, not timed in tests)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from bench_engine import (
    TABLE,
    VARIANTS,
    _play_game,
    bench_decisions,
    bench_game,
    game_of,
    table_of,
)

from pyengine import GAMES


def test_every_game_gets_a_table_of_its_best_bots() -> None:
    for game, spec in GAMES.items():
        players = table_of(game)
        assert spec.min_players <= len(players) <= spec.max_players
        levels = {b.key for b in spec.bot_levels}
        assert spec.strongest in levels, game  # the level the hint asks, too
        assert {p["bot"] for p in players} == {spec.strongest}, game
    assert set(TABLE) <= set(GAMES)


def test_a_rule_variant_is_benched_under_its_own_name() -> None:
    for name, (game, options, players) in VARIANTS.items():
        assert name not in GAMES and game_of(name) == (game, options)
        assert table_of(name) == [
            {"name": f"P{i}", "bot": GAMES[game].strongest} for i in range(players)
        ]
        match, _ = _play_game(name, 0, [])
        assert match.is_over and all(match.options[k] == v for k, v in options.items())
    # The decision times under the variant's name (bench_game's memory pass, ten times
    # slower under tracemalloc, is tested on Kwis 't! below).
    row = bench_decisions("qwinto-published", games=1, budget_s=0.0)
    assert row["players"] == 2 and row["games"] == 1 and row["decisions"] > 20


def test_a_benchmark_reports_decisions_memory_and_the_save() -> None:
    row = bench_game("kwist", games=1, budget_s=0.0)
    assert row["games"] == 1 and row["players"] == 4 and row["bot"] == GAMES["kwist"].strongest
    assert row["decisions"] > 20 and row["moves"] >= row["decisions"]
    assert 0 < row["median_ms"] <= row["p95_ms"] <= row["max_ms"]
    assert row["peak_kb"] > 0 and row["save_bytes"] > 100
