"""Engine benchmarks for every registered game, on CPython (no browser).

Per game, whole seeded games between its best computer players (the last bot level of
its spec unless the spec names another: ``GameSpec.strongest``) at a typical table size:
  decision  time of ``Match.bot_action`` per decision (median, p95, max; the first call,
            which may load a model or fill caches, is reported apart)
  game      the whole game's wall time, and the peak memory tracemalloc sees while one
            game is played (the engine's own allocations, not the interpreter's)
  save      the save's size as compact JSON, and the time ``load_match`` takes to replay it
bench.py also runs ``bench_decisions`` (the decision part, stdlib only) inside Pyodide in
chromium, on the engine wheel dist/ ships, and compares it with the same games on CPython;
the browser start-up is measured there too.
"""

from __future__ import annotations

import hashlib
import json
import math
import statistics
import time
import tracemalloc
from typing import Any

import pyengine
from pyengine import GAMES
from pyengine.core.bot import THINK_LIMIT
from pyengine.core.referee import Referee, next_bot_move

# Players per game: the table the app offers by default or the one the rules are made for.
TABLE = {"qwinn": 2, "wuerfelmarsch": 3, "kwist": 4}
DEFAULT_PLAYERS = 3
# Rule variants (or table sizes) where the strongest level thinks differently, timed apart
# under their own name: name -> (game, options, players).
VARIANTS: dict[str, tuple[str, dict[str, Any], int]] = {
    "qwinto-published": ("qwinto", {"rules": "published"}, 2),
    # Qwinto's default is "published" since issue 33; the rulebook's stays timed apart.
    "qwinto-rulebook": ("qwinto", {"rules": "rulebook"}, 3),
    # Cui bono?'s strong level follows three players at any table; the fullest table has
    # the most pulls and funnels to weigh (issue 39).
    "cui-bono-6": ("cui-bono", {}, 6),
}
BENCHED = (*GAMES, *VARIANTS)  # every name the benchmarks know


def game_of(name: str) -> tuple[str, dict[str, Any]]:
    """The game and options a benchmark name plays."""
    if name in VARIANTS:
        game, options, _ = VARIANTS[name]
        return game, options
    return name, {}


def table_of(name: str) -> list[dict[str, Any]]:
    game, _ = game_of(name)
    spec = GAMES[game]
    wanted = VARIANTS[name][2] if name in VARIANTS else TABLE.get(game, DEFAULT_PLAYERS)
    n = max(spec.min_players, min(spec.max_players, wanted))
    best = spec.strongest
    return [{"name": f"P{i}", "bot": best} for i in range(n)]


MAX_STEPS = 200_000  # a game that does not end is a bug to report, not to wait for


class _Timed:
    """A match whose ``bot_action`` calls are timed, for ``next_bot_move``: in a race every
    racing seat's computer plans a move, and each plan is one decision."""

    def __init__(self, match: pyengine.Match, times: list[float]) -> None:
        self.match = match
        self.times = times

    @property
    def race(self) -> Any:
        return self.match.race

    @property
    def to_move(self) -> list[int]:
        return list(self.match.to_move)

    @property
    def referee(self) -> Referee:
        return self.match.referee

    def bot_action(self, seat: int) -> dict[str, Any]:
        t0 = time.perf_counter()
        action = self.match.bot_action(seat)
        self.times.append((time.perf_counter() - t0) * 1000)
        return action


def _play_game(name: str, seed: int, times: list[float]) -> tuple[pyengine.Match, float]:
    game, options = game_of(name)
    match = pyengine.new_match(game, table_of(name), seed=seed, options=options)
    timed = _Timed(match, times)
    start = time.perf_counter()
    steps = 0
    while not match.is_over:
        # The tables the app and simulate play: the earliest plan first in a race.
        seat, action = next_bot_move(timed)
        match.play(seat, action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{name} game {seed} did not end in {MAX_STEPS} moves")
    return match, time.perf_counter() - start


def play_games(game: str, games: int, budget_s: float) -> tuple[list[float], list[float], str]:
    """Seeded games 0, 1, ... until `games` are played or `budget_s` has passed (at least
    one; a game is never cut short). Returns every decision's ms, each game's wall time in
    seconds, and a digest of the games' logs (equal digests: the very same decisions)."""
    times: list[float] = []
    walls: list[float] = []
    digest = hashlib.sha256()
    started = time.perf_counter()
    seed = 0
    while seed < games and (seed == 0 or time.perf_counter() - started < budget_s):
        match, wall = _play_game(game, seed, times)
        walls.append(wall)
        digest.update(json.dumps(match.to_json()["log"], separators=(",", ":")).encode())
        seed += 1
    return times, walls, digest.hexdigest()[:16]


def spread_ms(times: list[float]) -> dict[str, float]:
    """Median, p95 and max of timings in ms, as every benchmark here reports them."""
    ordered = sorted(times)
    return {
        "median_ms": round(statistics.median(ordered), 3),
        "p95_ms": round(ordered[int(len(ordered) * 0.95)], 3),
        "max_ms": round(ordered[-1], 3),
    }


def bench_decisions(
    game: str, games: int, budget_s: float = math.inf, think_ms: float | None = None
) -> dict[str, Any]:
    """Decision times over whole games between the best bots (see play_games), with the
    bots' wall-clock cap ``think_ms`` (core.bot.THINK_LIMIT; the app sets
    APP_THINK_LIMIT_MS, None: no cap); ``cut`` counts the decisions it cut short."""
    THINK_LIMIT.ms, THINK_LIMIT.cuts = think_ms, 0
    try:
        times, walls, digest = play_games(game, games, budget_s)
    finally:
        THINK_LIMIT.ms = None
    first, rest = times[0], times[1:] or [times[0]]
    table = table_of(game)
    return {
        "players": len(table),
        "bot": table[0]["bot"],
        "games": len(walls),
        "decisions": len(times),
        "first_ms": round(first, 2),
        **spread_ms(rest),
        "total_ms": round(sum(times), 1),
        "game_s": round(statistics.median(walls), 3),
        "digest": digest,
        "think_ms": think_ms,
        "cut": THINK_LIMIT.cuts,
    }


def bench_game(game: str, games: int, budget_s: float) -> dict[str, Any]:
    decisions = bench_decisions(game, games, budget_s)
    del decisions["total_ms"], decisions["digest"], decisions["think_ms"], decisions["cut"]

    tracemalloc.start()
    match, _ = _play_game(game, 10_000, [])
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    save = match.to_json()
    text = json.dumps(save, separators=(",", ":"))
    t0 = time.perf_counter()
    pyengine.load_match(json.loads(text))
    replay_ms = (time.perf_counter() - t0) * 1000
    return decisions | {
        "peak_kb": round(peak / 1024),
        "save_bytes": len(text),
        "moves": len(save["log"]),
        "replay_ms": round(replay_ms, 1),
    }


def bench_engine(
    games: int = 5, budget_s: float = 20.0, only: list[str] | None = None
) -> dict[str, Any]:
    return {name: bench_game(name, games, budget_s) for name in BENCHED if not only or name in only}


def report_engine(results: dict[str, Any]) -> None:
    print("\nEngine on CPython, best bots at a typical table (per game):")
    head = (
        f"  {'game':16} {'pl':>2} {'bot':9} {'dec':>5} {'med ms':>7} {'p95 ms':>7} "
        f"{'max ms':>7} {'game s':>7} {'peak kB':>8} {'save B':>7} {'replay ms':>9}"
    )
    print(head)
    for game, r in results.items():
        print(
            f"  {game:16} {r['players']:>2} {r['bot']:9} {r['decisions']:>5} "
            f"{r['median_ms']:>7.2f} {r['p95_ms']:>7.2f} {r['max_ms']:>7.1f} "
            f"{r['game_s']:>7.2f} {r['peak_kb']:>8} {r['save_bytes']:>7} {r['replay_ms']:>9.1f}"
        )


if __name__ == "__main__":
    report_engine(bench_engine())
