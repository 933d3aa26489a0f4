"""Measure Abquetschen's computer levels fast, and where each level's dice go.

    .venv/bin/python tools/abq_measure.py expert,random --games 400 --seed 700001
    .venv/bin/python tools/abq_measure.py greedy,expert --games 400 --seed 700001
    .venv/bin/python tools/abq_measure.py expert,greedy,greedy --games 400 --seed 730001

Plays the rules and bots in a plain loop (no ``Match``: no saves, logs or checks, about
three times faster), each bot given its seat's view exactly as ``Match.view`` gives it
(``{"state": rules.view(state, seat), "seat": seat}``); the throws come from
``Rng(seed)``, each bot's own choices from ``Rng(seed, stream=1 + seat)``. ``random`` is
core's random bot (a uniform choice among the legal actions). Prints each seat's win rate
with its Wilson 95 % interval (shared wins split) and, per seat and game on average: turns,
thrown dice it could not build (``lost``: the throw 2..6 had no legal set), bonus dice
earned and built, skipped bonus, the end kinds, how often each seat started (``starts``)
and its win rate in the games it started and in the others (``won_started``,
``won_others``), and the decision times of every non-random seat (p50/p95/max, ms; ``ms``
by the wall clock, ``cpu_ms`` in this process's CPU time, which a busy machine does not
stretch). ``--swap`` also plays every game with the levels in reverse seat order (``a,b``
then ``b,a``), so both seats are measured.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import wilson

from pyengine.core.bot import RANDOM_BOT, Bot
from pyengine.core.rng import Rng
from pyengine.games.abquetschen.bots import BOTS
from pyengine.games.abquetschen.rules import AbquetschenRules


def bot_for(level: str) -> Bot:
    return RANDOM_BOT if level in ("random", "oracle") else BOTS[level]


def play(levels: list[str], seed: int, times: dict[int, list[float]]) -> dict[str, Any]:
    rules = AbquetschenRules()
    n = len(levels)
    state = rules.setup(n, {})
    dice = Rng(seed)
    rngs = [Rng(seed, stream=1 + s) for s in range(n)]
    bots = [bot_for(b) for b in levels]
    stats = [
        {"turns": 0, "lost": 0, "earned": 0, "bonus_built": 0, "skipped": 0, "blocked_turns": 0}
        for _ in range(n)
    ]
    steps = 0
    while rules.result(state) is None:
        seat = rules.to_move(state)[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1 and legal[0]["type"] in ("throw", "confirm"):
            action = dict(legal[0])
        elif levels[seat] == "oracle":
            from abq_oracle import ORACLE

            t0 = time.perf_counter()
            action = ORACLE.choose(rules, state, seat, legal, dice, rngs, bots, levels)
            times.setdefault(seat, []).append((time.perf_counter() - t0) * 1000)
        else:
            view = {"seat": seat, "state": rules.view(state, seat)}
            t0, c0 = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view, legal, rngs[seat])
            if levels[seat] != "random":
                times.setdefault(seat, []).append((time.perf_counter() - t0) * 1000)
                times.setdefault(-1 - seat, []).append((time.process_time() - c0) * 1000)
        kind = action["type"]
        if kind == "throw":
            action = {"type": "throw", "values": [dice.die()]}
            if state.phase == "throw":
                stats[seat]["turns"] += 1
        phase_before = state.phase
        rules.apply(state, seat, action)
        if kind == "throw" and phase_before == "throw" and state.phase == "throw":
            value = action["values"][0]
            if value >= 2:
                stats[seat]["lost"] += value
                stats[seat]["blocked_turns"] += 1
        if kind == "confirm" and phase_before == "build":
            stats[seat]["earned"] += state.bonus
        if kind == "confirm" and phase_before == "bonus":
            stats[seat]["bonus_built"] += state.bonus
        if kind == "skip_bonus":
            stats[seat]["skipped"] += 1
        steps += 1
        if steps > 100_000:
            raise RuntimeError(f"seed {seed} did not end")
    result = rules.result(state)
    assert result is not None
    return {
        "winners": result["winners"],
        "end": state.end,
        "start": state.start_player,
        "supply": list(state.supply),
        "stats": stats,
    }


def pct(x: float) -> str:
    return f"{100 * x:.1f}"


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(levels: list[str], games: int, seed: int) -> dict[str, Any]:
    n = len(levels)
    wins = [0.0] * n
    totals: list[dict[str, float]] = [{} for _ in range(n)]
    ends: dict[str, int] = {}
    starts = [0] * n
    start_wins = 0.0
    own_start_wins = [0.0] * n  # seat s's wins in the games s started
    times: dict[int, list[float]] = {}
    t0 = time.perf_counter()
    for k in range(games):
        g = play(levels, seed + k, times)
        for w in g["winners"]:
            wins[w] += 1 / len(g["winners"])
            if w == g["start"]:
                start_wins += 1 / len(g["winners"])
                own_start_wins[w] += 1 / len(g["winners"])
        ends[g["end"]] = ends.get(g["end"], 0) + 1
        starts[g["start"]] += 1
        for s in range(n):
            for key, v in g["stats"][s].items():
                totals[s][key] = totals[s].get(key, 0) + v
            totals[s]["left"] = totals[s].get("left", 0) + g["supply"][s]
    out: dict[str, Any] = {
        "levels": levels,
        "games": games,
        "seeds": [seed, seed + games - 1],
        "seconds": round(time.perf_counter() - t0, 1),
        "ends": ends,
        "starts": starts,
        "start_player_wins": round(start_wins / games, 4),
        "seats": [],
    }
    for s in range(n):
        lo, hi = wilson(wins[s], games)
        seat: dict[str, Any] = {
            "level": levels[s],
            "wins": round(wins[s] / games, 4),
            "ci": [round(lo, 4), round(hi, 4)],
            "per_game": {key: round(v / games, 2) for key, v in totals[s].items()},
            # its win rate in the games it started and in the others (issue 34: seats 1
            # and 2 start less often)
            "won_started": round(own_start_wins[s] / starts[s], 4) if starts[s] else None,
            "won_others": round((wins[s] - own_start_wins[s]) / (games - starts[s]), 4)
            if games > starts[s]
            else None,
        }
        if s in times:
            ts = times[s]
            seat["ms"] = {
                "n": len(ts),
                "p50": round(percentile(ts, 0.5), 2),
                "p95": round(percentile(ts, 0.95), 2),
                "max": round(max(ts), 1),
            }
        if -1 - s in times:  # the same decisions in this process's CPU time (a busy
            ts = times[-1 - s]  # machine stretches the wall clock, not this)
            seat["cpu_ms"] = {
                "p50": round(percentile(ts, 0.5), 2),
                "p95": round(percentile(ts, 0.95), 2),
                "max": round(max(ts), 1),
            }
        out["seats"].append(seat)
    return out


def line(r: dict[str, Any]) -> str:
    parts = []
    for s, seat in enumerate(r["seats"]):
        lo, hi = seat["ci"]
        parts.append(f"seat {s} {seat['level']}: {pct(seat['wins'])} % [{pct(lo)}, {pct(hi)}]")
    return f"{','.join(r['levels'])} ({r['games']} games, {r['seconds']} s): " + "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("levels", help="comma-separated, one per seat")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=700001)
    parser.add_argument("--swap", action="store_true")
    args = parser.parse_args()
    levels = args.levels.split(",")
    orders = [levels, levels[::-1]] if args.swap else [levels]
    for order in orders:
        r = run(order, args.games, args.seed)
        print(line(r), flush=True)
        print(json.dumps(r), flush=True)


if __name__ == "__main__":
    main()
