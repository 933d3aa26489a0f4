"""The documentation's scenes (tools/screenshot_scenes.py): every game has one, it is the
person's turn at the moment it names, and the app opens its record as a saved game."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "web"), str(ROOT / "tests" / "ui")]  # tools/: conftest.py

from screenshot_scenes import CHOSEN, SCENES, scene_id, scene_record  # noqa: E402
from spelkast_ui.app.saves import PREFIX  # noqa: E402

from pyengine import load_match  # noqa: E402
from pyengine.registry import GAME_IDS  # noqa: E402


# One language per game (a scene is played again for each; the other is the same play).
@pytest.mark.parametrize(
    ("game", "lang"), [(game, ("nl", "en")[i % 2]) for i, game in enumerate(GAME_IDS)]
)
def test_every_game_has_a_scene_at_the_persons_turn(game: str, lang: str) -> None:
    assert list(SCENES) == list(GAME_IDS) and set(CHOSEN) <= set(GAME_IDS)
    scene = SCENES[game]
    gid, text = scene_record(game, lang, now_ms=1.8e12)
    record = json.loads(text)
    assert gid == scene_id(scene) == record["id"] and record["game"] == game
    match = load_match(record["save"])
    assert match.to_move == [0] and not match.is_over and not match.racing
    assert match.players[0]["bot"] is None  # a person, the others computers
    assert all(p["bot"] for p in match.players[1:])
    open_now = {a["type"] for a in match.legal_actions(0)}
    assert scene.need <= open_now and not open_now & scene.without
    assert len(match.log) >= scene.after
    if "lang" in match.options:  # Kwis 't! asks in the picture's language
        assert match.options["lang"] == lang


def test_the_app_reads_a_scene_as_a_saved_game() -> None:
    from helpers import make  # tests/ui/helpers.py: a controller as a tab starts it
    from spelkast_ui.kit.storage import MemoryStorage

    storage = MemoryStorage()
    gid, text = scene_record("qwinto", "en", now_ms=1.8e12)
    storage.set(PREFIX + gid, text)
    c = make(storage)
    c.dispatch("continue", gid)
    assert c.screen == "game" and c.match is not None and c.acting_human() == 0
