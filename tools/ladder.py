"""Measure a game's ladder of computer levels: each level against the next one up.

    .venv/bin/python tools/ladder.py schocken --games 400 --seed 700001
    .venv/bin/python tools/ladder.py raffzahn --pair sensible:strong --games 200

For each pair (lower, higher), game k (seed ``seed + k``) seats one ``higher`` computer
and ``lower`` computers in every other seat; the higher level sits at seat ``k % n``, so
every seat order is played equally often. It is scored against one lower seat per game,
named in turn (``(k // n) % (n - 1)``-th of the others): "ahead" is the share of games in
which the higher level finished ahead of that seat, a shared place counting half (with
two players: its win rate, shared wins halved). One comparison per game keeps the games
independent, so the Wilson 95 % interval is exact in its assumptions. "wins" is its share
of the games' wins (shared wins split), and "last" its share of games it finished last
alone (Schocken: the game's loser), each beside the par ``1 / n``. With three players or
more the JSON also gives "ahead_of_next" and "ahead_of_previous": the share of games in
which the higher level finished ahead of the seat after it and of the seat before it
(every game counts for both; each is its own Wilson interval).

Games are driven as ``python -m pyengine simulate`` drives them (``next_bot_move``: in a
race, the earliest plan first). Prints one Markdown row per pair, then the JSON.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyengine import GAMES, Match, new_match
from pyengine.core.referee import next_bot_move

Z95 = 1.959964


def wilson(hits: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share ``hits / n`` (hits may hold halves)."""
    if n == 0:
        return (0.0, 1.0)
    p = hits / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n))


def play_pair(
    game: str,
    lower: str,
    higher: str,
    players: int,
    games: int,
    seed: int,
    options: dict[str, Any],
    max_steps: int = 200_000,
    on_match: Callable[[Match, int], None] | None = None,
) -> dict[str, Any]:
    """``on_match(match, seat)``, if given, sees each new match and the higher level's seat
    (tools/ladder_ceiling.py lets a computer look at what it may not see)."""
    ahead = 0.0
    wins = 0.0
    last = 0
    # Three players or more: ahead of the seat after it and of the seat before it, each game.
    after = before = 0.0
    start = time.perf_counter()
    for k in range(games):
        seat = k % players
        others = [s for s in range(players) if s != seat]
        rival = others[(k // players) % len(others)]
        bots = [higher if s == seat else lower for s in range(players)]
        names = [{"name": f"{b} {s + 1}", "bot": b} for s, b in enumerate(bots)]
        m = new_match(game, names, seed + k, options)
        if on_match is not None:
            on_match(m, seat)
        steps = 0
        while not m.is_over:
            m.play(*next_bot_move(m))
            steps += 1
            if steps > max_steps:
                raise RuntimeError(f"{game} seed {seed + k} did not end in {max_steps} moves")
        result = m.result or {}
        places = result["places"]
        ahead += _ahead(places, seat, rival)
        after += _ahead(places, seat, (seat + 1) % players)
        before += _ahead(places, seat, (seat - 1) % players)
        last += places[seat] == max(places) and places.count(max(places)) == 1
        winners = result.get("winners", [])
        if seat in winners:
            wins += 1 / len(winners)
    low, high = wilson(ahead, games)
    found = {
        "game": game,
        "lower": lower,
        "higher": higher,
        "players": players,
        "games": games,
        "seeds": [seed, seed + games - 1],
        "options": options,
        "ahead": round(ahead / games, 4),
        "ahead_ci": [round(low, 4), round(high, 4)],
        "wins": round(wins / games, 4),
        "wins_ci": [round(x, 4) for x in wilson(wins, games)],
        "par": round(1 / players, 4),
        "last": round(last / games, 4),
        "last_ci": [round(x, 4) for x in wilson(last, games)],
        "seconds": round(time.perf_counter() - start, 1),
    }
    if players > 2:
        found["ahead_of_next"] = round(after / games, 4)
        found["ahead_of_next_ci"] = [round(x, 4) for x in wilson(after, games)]
        found["ahead_of_previous"] = round(before / games, 4)
        found["ahead_of_previous_ci"] = [round(x, 4) for x in wilson(before, games)]
    return found


def _ahead(places: list[int], seat: int, other: int) -> float:
    """1 if ``seat`` finished ahead of ``other``, 0.5 for a shared place, else 0."""
    return 1.0 if places[seat] < places[other] else 0.5 if places[seat] == places[other] else 0.0


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs, each value read as JSON when it can be (as simulate reads them)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        try:
            options[key] = json.loads(text)
        except ValueError:
            options[key] = text
    return options


def pct(x: float) -> str:
    return f"{100 * x:.1f}"


def row(r: dict[str, Any]) -> str:
    lo, hi = r["ahead_ci"]
    wlo, whi = r["wins_ci"]
    return (
        f"| `{r['higher']}` | `{r['lower']}` | {r['players']} | {r['games']} | "
        f"{r['seeds'][0]}-{r['seeds'][1]} | **{pct(r['ahead'])} %** [{pct(lo)}, {pct(hi)}] | "
        f"{pct(r['wins'])} % [{pct(wlo)}, {pct(whi)}] (par {pct(r['par'])}) |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=700001)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--pair", action="append", default=[], metavar="LOWER:HIGHER", help="default: the ladder"
    )
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args()
    spec = GAMES[args.game]
    players = args.players or spec.min_players
    levels = [b.key for b in spec.bot_levels]
    pairs = [tuple(p.split(":", 1)) for p in args.pair] or list(itertools.pairwise(levels))
    options = spec.resolve_options(parse_options(args.option))
    results = []
    for lower, higher in pairs:
        r = play_pair(args.game, lower, higher, players, args.games, args.seed, options)
        results.append(r)
        print(row(r), flush=True)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
