"""Command line: ``python -m pyengine list`` and ``python -m pyengine simulate GAME ...``.

``simulate`` prints one JSON line (a contract other tools parse): games, seconds,
games_per_second, wins per seat, errors, plus per-game extras under ``stats``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

from . import GAMES, IllegalAction, new_match
from .core.race import TICK, next_bot_move


def _list() -> int:
    for spec in GAMES.values():
        levels = ",".join(["random", *(b.key for b in spec.bot_levels)])
        print(
            f"{spec.id}\t{spec.title['en']}\t{spec.min_players}-{spec.max_players} players"
            f"\tbots: {levels}"
        )
    return 0


def simulate(
    game_id: str,
    games: int,
    seed: int,
    players: int,
    bots: Sequence[str],
    max_steps: int = 100_000,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot-only games; seat i uses ``bots[i % len(bots)]``; game k uses seed+k."""
    options = GAMES[game_id].resolve_options(options)
    wins = [0.0] * players
    scores_sum = [0.0] * players
    outright = [0] * players
    places_sum = [0] * players
    errors: list[str] = []
    moves = 0
    realtime = GAMES[game_id].realtime
    call_ms = [0] * players  # race games: the time of every call that reached the table
    calls = [0] * players
    start = time.perf_counter()
    seat_bots = [bots[i % len(bots)] for i in range(players)]
    for k in range(games):
        try:
            match = new_match(
                game_id,
                [{"name": f"{b} {i + 1}", "bot": b} for i, b in enumerate(seat_bots)],
                seed + k,
                options,
            )
            steps = 0
            while not match.is_over:
                seat, action = next_bot_move(match)  # in a race: the earliest plan first
                match.play(seat, action)
                if realtime and "t" in action and action["type"] != TICK:
                    call_ms[seat] += action["t"]
                    calls[seat] += 1
                steps += 1
                if steps > max_steps:
                    raise RuntimeError(f"game {seed + k} did not end in {max_steps} moves")
            moves += steps
            result = match.result or {}
            winners = result.get("winners", [])
            for s in winners:
                wins[s] += 1 / len(winners)
                if len(winners) == 1:
                    outright[s] += 1
            for s, place in enumerate(result.get("places", [])):
                places_sum[s] += place
            for s, points in enumerate(result.get("scores", [])):
                scores_sum[s] += points
        except Exception as err:  # report every failure in the JSON line, never crash the run
            errors.append(f"seed {seed + k}: {type(err).__name__}: {err}")
            if len(errors) <= 1:
                traceback.print_exc(file=sys.stderr)
    seconds = time.perf_counter() - start
    stats: dict[str, Any] = {}
    if realtime:
        stats["mean_call_ms"] = [
            round(ms / n) if n else None for ms, n in zip(call_ms, calls, strict=True)
        ]
        stats["calls_per_game"] = [round(n / max(1, games - len(errors)), 2) for n in calls]
    return {
        "game": game_id,
        "games": games,
        "players": players,
        "bots": seat_bots,
        "seed": seed,
        "options": options,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "wins": [round(w, 2) for w in wins],
        "win_rate": [round(w / games, 4) if games else 0.0 for w in wins],
        "errors": len(errors),
        "error_samples": errors[:5],
        "stats": {
            "moves_per_game": round(moves / max(1, games - len(errors)), 1),
            "mean_place": [round(p / max(1, games - len(errors)), 3) for p in places_sum],
            "sole_wins": outright,
            "mean_score": [round(p / max(1, games - len(errors)), 2) for p in scores_sum],
            **stats,
        },
    }


def _parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option needs KEY=VALUE, not {pair!r}")
        try:
            options[key] = json.loads(text)
        except ValueError:
            options[key] = text  # a bare word such as published
    return options


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pyengine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the registered games")
    sim = sub.add_parser("simulate", help="play bot-only games and print one JSON line")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int, default=None)
    sim.add_argument(
        "--bots", default="random", help="comma-separated levels, one per seat, cycled"
    )
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (repeatable); VALUE is read as JSON when it can be",
    )
    args = parser.parse_args(argv)
    if args.command == "list":
        return _list()
    spec = GAMES[args.game]
    players = args.players or spec.min_players
    if not spec.min_players <= players <= spec.max_players:
        parser.error(f"{spec.id} takes {spec.min_players}-{spec.max_players} players")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    levels = {"random", *(b.key for b in spec.bot_levels)}
    unknown = [b for b in bots if b not in levels]
    if unknown or not bots:
        parser.error(f"unknown bot level(s) {unknown}; choose from {sorted(levels)}")
    if args.games < 1 or args.seed < 0:
        parser.error("--games must be at least 1 and --seed non-negative")
    try:
        options = spec.resolve_options(_parse_options(args.option))
    except (ValueError, IllegalAction) as err:
        parser.error(str(err))
    if options.get("dice") == "physical":
        parser.error("simulate rolls the dice itself; physical dice need people at a table")
    print(json.dumps(simulate(spec.id, args.games, args.seed, players, bots, options=options)))
    return 0
