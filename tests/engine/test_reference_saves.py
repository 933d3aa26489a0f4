"""Saved games from an earlier build (tests/data/reference-saves, written by
tools/make_reference_saves.py) load, replay to the same views and save byte-identically.

They were played with computers before the per-game layout move; any later change that
alters what a save means, what a seat sees or what a computer does fails here.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from pyengine import GAMES, load_match
from pyengine.registry import GAME_IDS
from tools.make_reference_saves import as_referenced

DATA = Path(__file__).resolve().parent.parent / "data" / "reference-saves"


def _entries() -> list[Any]:
    cases = []
    for path in sorted(DATA.glob("*.json")):
        for k, entry in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            cases.append(pytest.param(entry, id=f"{path.stem}-{k}"))
    return cases


def _digest_views(match: Any, digest: Any) -> None:
    for seat in [None, *range(len(match.players))]:
        view = as_referenced(match.game_id, match.view(seat))
        digest.update(json.dumps(view, sort_keys=True, separators=(",", ":")).encode())


def test_every_game_has_reference_saves() -> None:
    have = {p.stem for p in DATA.glob("*.json")}
    assert have == set(GAME_IDS) == set(GAMES)  # a new game brings its reference saves
    for path in DATA.glob("*.json"):
        entries = json.loads(path.read_text(encoding="utf-8"))
        assert len(entries) >= 3, path.name
        # The computers are named by level keys of their build (Eintrichtern's strongest
        # was "forgetful" then), every one of them still a level of the game.
        levels = {"random", *(b.key for b in GAMES[path.stem].bot_levels)}
        for entry in entries:
            assert {p["bot"] for p in entry["save"]["players"]} - {None} <= levels


@pytest.mark.parametrize("entry", _entries())
def test_reference_save_replays_identically(entry: dict[str, Any]) -> None:
    save = entry["save"]
    loaded = load_match(save)
    assert json.dumps(loaded.to_json(), sort_keys=True) == json.dumps(save, sort_keys=True)
    assert loaded.is_over == entry["over"]
    # Step by step: every view after every move is the one the earlier build showed. The
    # empty match is loaded too, so options newer than the save keep their old meaning.
    match = load_match({**save, "log": []})
    digest = hashlib.sha256()
    _digest_views(match, digest)
    for logged in save["log"]:
        match._replay(logged)
        _digest_views(match, digest)
    assert digest.hexdigest() == entry["views_sha256"]
    for seat, action in entry["next_bot_actions"].items():
        assert loaded.bot_action(int(seat)) == action
