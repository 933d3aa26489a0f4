"""Write tests/data/reference-saves/<game>.json: saved games played with computers.

Each entry holds a save and a digest of every seat's view (and the table's) after every
move, plus what each computer seat would do next. The files were written before the
per-game layout move; tests/engine/test_reference_saves.py proves that later builds load
them, replay them to the same views and save them byte-identically. Run this only to add
entries for a new game, or with ``--add`` to append the cases a game gained (a rule
tightened under a new save format: Abquetschen's emptied supply, format 3, issue 34);
never to refresh existing ones (that would hide a change). Keys a game's view gained later
(its ``LATER_KEYS``) are left out of the digest.

A game added later needs nothing here: without cases of its own in ``CASES`` it gets three
from its spec (``cases_of``). Seat 1 is the strongest computer (``GameSpec.strongest``),
the others take the levels in turn. The entries keep the level keys of the build that
wrote them: Eintrichtern's seat 1 is ``forgetful``, its strongest then (the levels were
``memory``, ``forgetful``); since issue 39 they are listed weakest first and ``memory`` is
the strongest. Level keys are never renamed, so every entry loads and plays as it did.

``--bot-moves GAME ...`` rewrites only each entry's ``next_bot_actions`` (what the
computers would do next) for games whose computer levels changed on purpose: saves hold
moves, not computers, so the saves and their view digests stay exactly as they were.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyengine import GAMES, Match, load_match, new_match
from pyengine.core.referee import next_bot_move
from pyengine.core.rng import Rng

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "reference-saves"

# Per game: (players, option overrides, stop after this many moves or None for the end).
# The cases the saves of these games were written from; a new game may add its own.
CASES: dict[str, list[tuple[int, dict[str, Any], int | None]]] = {
    "schocken": [
        (2, {}, None),
        (4, {"chips": 7, "starter_sets_limit": False}, None),
        (3, {"dice": "physical"}, 60),
    ],
    "qwinto": [
        (1, {}, None),
        (3, {"rules": "published"}, None),
        (2, {"dice": "physical", "rules": "published"}, 40),
    ],
    "qwinn": [
        (2, {}, None),
        (2, {"minus_counts_red": False}, None),
        (2, {"dice": "physical"}, 50),
    ],
    "kwist": [
        (2, {"lang": "en"}, None),
        (4, {"answering": "paper", "lang": "nl"}, None),
        (3, {}, 45),
    ],
    "cui-bono": [(2, {}, None), (4, {}, None), (3, {}, 30)],
    # The first three are format-1 saves that keep the older end (the game went on after a
    # supply was emptied); the last two are format 3, the second ends with an emptied one.
    "abquetschen": [
        (3, {}, None),
        (2, {"dice": "physical"}, None),
        (3, {}, 60),
        (3, {}, None),
        (2, {}, None),
    ],
    "eintrichtern": [(2, {}, None), (5, {}, None), (3, {}, 40)],
    "wuerfelmarsch": [(3, {}, None), (2, {"quiet_rounds": 10}, None), (3, {}, 60)],
    # The third stops in the middle of a race, with a call pending.
    "bunte-kuh": [(3, {}, None), (2, {"dice": "physical", "show_sums": True}, None), (4, {}, 28)],
    # A whole game (one seat played at random), one long stretch and one stopped mid-race.
    "raffzahn": [(3, {}, None), (3, {}, 400), (3, {}, 45)],
}


def cases_of(game_id: str) -> list[tuple[int, dict[str, Any], int | None]]:
    """The game's cases: its own in ``CASES``, else a whole game at the form's table and
    one at the largest, and one stopped after 40 moves at the smallest (with real dice
    where the game has them)."""
    if game_id in CASES:
        return CASES[game_id]
    spec = GAMES[game_id]
    physical = {"dice": "physical"} if "dice" in {o.key for o in spec.options} else {}
    return [
        (spec.table_size, {}, None),
        (spec.max_players, {}, None),
        (spec.min_players, physical, 40),
    ]


def as_referenced(game_id: str, view: dict[str, Any]) -> dict[str, Any]:
    """``view`` without the keys its game's view gained after the reference saves were
    written (``LATER_KEYS`` in the game's view.py, issue 37): every other key is digested
    as it always was, so an added key never hides a changed one."""
    try:
        module = importlib.import_module(f"pyengine.games.{game_id.replace('-', '_')}.view")
    except ModuleNotFoundError:
        return view
    later = getattr(module, "LATER_KEYS", ())
    if not later:
        return view
    return {**view, "state": {k: v for k, v in view["state"].items() if k not in later}}


def views_digest(match: Match, digest: Any) -> None:
    for seat in [None, *range(len(match.players))]:
        view = as_referenced(match.game_id, match.view(seat))
        digest.update(json.dumps(view, sort_keys=True, separators=(",", ":")).encode())


def play_one(
    game_id: str, players: int, options: dict[str, Any], stop: int | None, seed: int
) -> dict[str, Any]:
    spec = GAMES[game_id]
    strongest = spec.strongest
    levels = [b.key for b in spec.bot_levels] or ["random"]
    seats = [{"name": "Player 1", "bot": None}] + [
        {"name": f"Computer {i}", "bot": levels[(i - 1) % len(levels)] if i > 1 else strongest}
        for i in range(1, players)
    ]
    match = new_match(game_id, seats, seed, options)
    dice = Rng(seed, 0xD1CE)
    digest = hashlib.sha256()
    views_digest(match, digest)
    moves = 0
    while not match.is_over and (stop is None or moves < stop):
        # Seat 0 plays as the random level would; in a race the earliest plan goes first.
        seat, action = next_bot_move(match)
        if match.physical_dice:
            need = match.rules.dice_needed(match.state, seat, action)
            if need:
                action = {**action, "values": dice.dice(need)}
        match.play(seat, action)
        moves += 1
        views_digest(match, digest)
    save = match.to_json()
    assert load_match(save).to_json() == save
    next_moves = next_bot_actions(save)
    return {
        "save": save,
        "moves": moves,
        "over": match.is_over,
        "views_sha256": digest.hexdigest(),
        "next_bot_actions": next_moves,
    }


def next_bot_actions(save: dict[str, Any]) -> dict[str, Any]:
    """What each computer seat to move would do next in the saved match."""
    match = load_match(save)
    if match.is_over:
        return {}
    return {
        str(seat): match.bot_action(seat) for seat in match.to_move if match.players[seat]["bot"]
    }


def refresh_bot_moves(game_id: str) -> None:
    path = OUT / f"{game_id}.json"
    entries = json.loads(path.read_text(encoding="utf-8"))
    for entry in entries:
        entry["next_bot_actions"] = next_bot_actions(entry["save"])
    path.write_text(
        json.dumps(entries, sort_keys=True, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(game_id, [sorted(e["next_bot_actions"]) for e in entries])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game ids (default: those without a file)")
    parser.add_argument(
        "--bot-moves", action="store_true", help="refresh only next_bot_actions of GAMES"
    )
    parser.add_argument(
        "--add", action="store_true", help="keep the entries there are; play only new cases"
    )
    args = parser.parse_args()
    if args.bot_moves:
        for game_id in args.games:
            refresh_bot_moves(game_id)
        return
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in args.games or [g for g in GAMES if not (OUT / f"{g}.json").exists()]:
        path = OUT / f"{game_id}.json"
        kept = json.loads(path.read_text(encoding="utf-8")) if args.add and path.exists() else []
        entries = kept + [
            play_one(game_id, n, opts, stop, 1000 + 17 * k)
            for k, (n, opts, stop) in enumerate(cases_of(game_id))
            if k >= len(kept)
        ]
        text = json.dumps(entries, sort_keys=True, indent=1, ensure_ascii=False) + "\n"
        (OUT / f"{game_id}.json").write_text(text, encoding="utf-8")
        print(game_id, [(e["moves"], e["over"]) for e in entries])


if __name__ == "__main__":
    main()
