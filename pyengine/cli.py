"""Command line: ``python -m pyengine list`` and ``python -m pyengine simulate GAME ...``.

``simulate`` prints one JSON line (a contract other tools parse): games, seconds,
games_per_second, wins per seat, errors, plus per-game extras under ``stats``. With
``--then`` it plays evenings (pyengine.evening): each game followed by the game that takes
its pyramid down; the line then adds ``then`` and ``evening`` (each game's own figures), and
its wins, places and scores are the evening's (``mean_score``: places added up).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

from . import GAMES, IllegalAction, Match, new_match
from .core.race import TICK
from .core.referee import next_bot_move
from .evening import TAKES_DOWN, play_on, standings
from .pyramid.board import Pyramid
from .pyramid.given import missing


def _list() -> int:
    for spec in GAMES.values():
        levels = ",".join(["random", *(b.key for b in spec.bot_levels)])
        print(
            f"{spec.id}\t{spec.title['en']}\t{spec.min_players}-{spec.max_players} players"
            f"\tbots: {levels}"
        )
    return 0


class _Tally:
    """Wins, places and scores per seat over the games of one kind (a game, or an evening)."""

    def __init__(self, players: int) -> None:
        self.wins = [0.0] * players
        self.outright = [0] * players
        self.places = [0] * players
        self.scores = [0.0] * players
        self.moves = 0
        self.done = 0

    def add(self, result: dict[str, Any], moves: int = 0) -> None:
        winners = result.get("winners", [])
        for s in winners:
            self.wins[s] += 1 / len(winners)
            if len(winners) == 1:
                self.outright[s] += 1
        for s, place in enumerate(result.get("places", [])):
            self.places[s] += place
        for s, points in enumerate(result.get("scores", [])):
            self.scores[s] += points
        self.moves += moves
        self.done += 1

    def rates(self, games: int) -> dict[str, Any]:
        return {
            "wins": [round(w, 2) for w in self.wins],
            "win_rate": [round(w / games, 4) if games else 0.0 for w in self.wins],
        }

    def stats(self) -> dict[str, Any]:
        done = max(1, self.done)
        return {
            "moves_per_game": round(self.moves / done, 1),
            "mean_place": [round(p / done, 3) for p in self.places],
            "sole_wins": self.outright,
            "mean_score": [round(p / done, 2) for p in self.scores],
        }


class _Races:
    """Race games: the time of every call that reached the table, per seat."""

    def __init__(self, players: int) -> None:
        self.call_ms = [0] * players
        self.calls = [0] * players

    def stats(self, games: int) -> dict[str, Any]:
        return {
            "mean_call_ms": [
                round(ms / n) if n else None for ms, n in zip(self.call_ms, self.calls, strict=True)
            ],
            "calls_per_game": [round(n / max(1, games), 2) for n in self.calls],
        }


def _play_out(match: Match, max_steps: int, races: _Races | None) -> int:
    """Play a bot-only match to its end; returns its moves."""
    steps = 0
    while not match.is_over:
        seat, action = next_bot_move(match)  # in a race: the earliest plan first
        match.play(seat, action)
        if races is not None and "t" in action and action["type"] != TICK:
            races.call_ms[seat] += action["t"]
            races.calls[seat] += 1
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"game {match.seed} did not end in {max_steps} moves")
    return steps


def simulate(
    game_id: str,
    games: int,
    seed: int,
    players: int,
    bots: Sequence[str],
    max_steps: int = 100_000,
    options: dict[str, Any] | None = None,
    then: str | None = None,
    then_bots: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot-only games; seat i uses ``bots[i % len(bots)]``; game k uses seed+k.

    With ``then`` (an evening, pyengine.evening): each game is followed by ``then`` on the
    pyramid it left, same seats, computers ``then_bots`` (default: each seat's level carried
    over); the wins are the evening's (fewest places added up), and ``evening`` holds each
    game's own figures."""
    options = GAMES[game_id].resolve_options(options)
    seat_bots = [bots[i % len(bots)] for i in range(players)]
    first = _Tally(players)
    evening = _Tally(players) if then is not None else None
    second = _Tally(players)
    added = 0
    errors: list[str] = []
    races = _Races(players) if GAMES[game_id].realtime else None
    then_races = _Races(players) if then is not None and GAMES[then].realtime else None
    second_bots: list[str] = []
    start = time.perf_counter()
    for k in range(games):
        try:
            match = new_match(
                game_id,
                [{"name": f"{b} {i + 1}", "bot": b} for i, b in enumerate(seat_bots)],
                seed + k,
                options,
            )
            steps = _play_out(match, max_steps, races)
            if then is None or evening is None:
                first.add(match.result or {}, steps)
                continue
            follow = play_on(match, seed + k)
            if then_bots:
                for i, player in enumerate(follow.players):
                    player["bot"] = then_bots[i % len(then_bots)]
            second_bots = [str(p["bot"]) for p in follow.players]
            added += missing(Pyramid.from_json(follow.options["pyramid"]))
            later = _play_out(follow, max_steps, then_races)
            first.add(match.result or {}, steps)
            second.add(follow.result or {}, later)
            places = [match.result["places"], follow.result["places"]]  # type: ignore[index]
            table = standings(places)
            evening.add({**table, "scores": table["totals"]}, steps + later)
        except Exception as err:  # report every failure in the JSON line, never crash the run
            errors.append(f"seed {seed + k}: {type(err).__name__}: {err}")
            if len(errors) <= 1:
                traceback.print_exc(file=sys.stderr)
    seconds = time.perf_counter() - start
    done = games - len(errors)
    extra = {} if races is None else races.stats(done)
    out: dict[str, Any] = {
        "game": game_id,
        "games": games,
        "players": players,
        "bots": seat_bots,
        "seed": seed,
        "options": options,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        **(first if evening is None else evening).rates(games),
        "errors": len(errors),
        "error_samples": errors[:5],
        "stats": {**first.stats(), **extra} if evening is None else evening.stats(),
    }
    if then is not None and evening is not None:
        out["then"] = then
        part2 = {} if then_races is None else then_races.stats(done)
        out["evening"] = [
            {"game": game_id, "bots": seat_bots, **first.rates(games), **first.stats(), **extra},
            {
                "game": then,
                "bots": second_bots,
                **second.rates(games),
                **second.stats(),
                "mean_added": round(added / max(1, done), 1),
                **part2,
            },
        ]
    return out


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
        "--then",
        default=None,
        help="an evening: after each game, this game on the pyramid it left "
        f"({', '.join(f'{a} -> {b}' for a, b in TAKES_DOWN.items())})",
    )
    sim.add_argument(
        "--then-bots",
        default=None,
        help="levels in the evening's second game (default: each seat's level carried over)",
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
    then_bots = _evening_args(parser, args, spec.id, players)
    out = simulate(
        spec.id,
        args.games,
        args.seed,
        players,
        bots,
        options=options,
        then=args.then,
        then_bots=then_bots,
    )
    print(json.dumps(out))
    return 0


def _evening_args(
    parser: argparse.ArgumentParser, args: argparse.Namespace, game: str, players: int
) -> list[str] | None:
    """``--then`` and ``--then-bots`` checked: the game that takes this one's pyramid down,
    for this many players, with its own levels."""
    if args.then is None:
        if args.then_bots is not None:
            parser.error("--then-bots needs --then")
        return None
    if TAKES_DOWN.get(game) != args.then:
        pairs = ", ".join(f"{a} --then {b}" for a, b in TAKES_DOWN.items())
        parser.error(f"an evening is {pairs}")
    spec = GAMES[args.then]
    if not spec.min_players <= players <= spec.max_players:
        parser.error(f"{spec.id} takes {spec.min_players}-{spec.max_players} players")
    if args.then_bots is None:
        return None
    bots = [b.strip() for b in args.then_bots.split(",") if b.strip()]
    levels = {"random", *(b.key for b in spec.bot_levels)}
    unknown = [b for b in bots if b not in levels]
    if unknown or not bots:
        parser.error(f"unknown bot level(s) {unknown} for {spec.id}; choose from {sorted(levels)}")
    return bots
