"""The device around a game (issue 16): throws and events told to the page once, the
settings for the screen, sound and vibration, the manifest's shortcuts."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import make, page, start, step
from spelkast_ui.app.catalog import playable
from spelkast_ui.app.controller import SETTINGS_KEY
from spelkast_ui.app.device import DEVICE_SETTINGS, Moments
from spelkast_ui.kit.dice import THROW_TYPES, is_throw, throws_in
from spelkast_ui.kit.storage import MemoryStorage

from pyengine import GAMES
from pyengine.registry import GAME_IDS

ROOT = Path(__file__).resolve().parents[2]
# Moves that draw dice from the match's randomness without throwing them in front of the
# table: a pyramid's build (its dice are set out) and Kwis 't!'s shuffles and draws.
NOT_THROWN = frozenset({"build", "deal", "guess", "reveal", "check", "declare", "play"})


def _chance_types(game: str) -> set[str]:
    cases = json.loads((ROOT / "tests/data/reference-saves" / f"{game}.json").read_text())
    found = set()
    for case in cases:
        save = case.get("save", case)
        for entry in save["log"]:
            if "values" in entry["action"]:
                found.add(entry["action"]["type"])
    return found


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_move_with_dice_is_a_throw_or_known_not_to_be_one(game: str) -> None:
    """A game names the moves that throw (``GameSpec.throws``), and its reference saves
    throw with every one of them; a move of a new game that draws dice without throwing
    them fails here until NOT_THROWN names it."""
    found, throws = _chance_types(game), GAMES[game].throws
    assert found - throws <= NOT_THROWN, found - throws - NOT_THROWN
    assert throws <= found, throws - found


def test_the_dice_games_throw_and_the_others_do_not() -> None:
    throwing = {g for g in GAME_IDS if GAMES[g].throws}
    assert throwing == {g for g in GAME_IDS if _chance_types(g) & THROW_TYPES}


def test_is_throw_reads_only_logged_throws() -> None:
    log: list[dict[str, Any]] = [
        {"seat": 0, "action": {"type": "roll", "dice": [0], "values": [3]}},
        {"seat": 0, "action": {"type": "roll", "dice": [0]}},  # physical, not yet entered
        {"seat": 0, "action": {"type": "build", "values": [1, 2]}},
        {"seat": 0, "action": "roll"},
        {"seat": 1, "action": {"type": "throw", "values": [5]}},
    ]
    assert [is_throw(e) for e in log] == [True, False, False, False, True]
    assert throws_in(log) == 2


class FakeMatch:
    def __init__(self) -> None:
        self.log: list[dict[str, Any]] = []
        self.is_over = False


class FakePlay:
    def __init__(self) -> None:
        self.count = 0

    def marks(self, _c: Any) -> int:
        return self.count


class Shown:
    def __init__(self) -> None:
        self.screen = "game"
        self.match: Any = FakeMatch()
        self.game_id: str | None = "g1"
        self.rounds = 0
        self.play = FakePlay()

    def rounds_total(self) -> int:
        return self.rounds

    def game_play(self) -> FakePlay:
        return self.play


THROW = {"seat": 0, "action": {"type": "roll", "dice": [0, 1, 2], "values": [1, 2, 3]}}


def test_news_comes_once_per_throw_round_and_end() -> None:
    m, c = Moments(), Shown()
    assert m.news(c) == []  # entering a game: nothing new
    c.match.log.append(THROW)
    assert m.news(c) == ["throw"]
    assert m.news(c) == []  # drawn again without a throw: no second tumble or sound
    c.play.count = 1  # a capture or a penalty
    assert m.news(c) == []  # counted only when a move was made
    c.match.log.append({"seat": 1, "action": {"type": "pass"}})
    assert m.news(c) == ["mark"]
    c.match.log.append({"seat": 0, "action": {"type": "stand"}})
    c.rounds = 1
    c.play.count = 2
    assert m.news(c) == ["round"]  # the round's end says it all
    c.match.log.append(THROW)
    c.match.is_over = True
    c.rounds = 2
    assert m.news(c) == ["throw", "end"]  # the last throw ends it: the end, not the round
    assert m.news(c) == []


def test_no_news_on_entering_leaving_switching_or_undoing() -> None:
    m, c = Moments(), Shown()
    c.match.log.append(THROW)
    assert m.news(c) == []  # a continued game's last throw is not thrown again
    c.screen = "home"
    assert m.news(c) == []
    c.match.log.append(THROW)
    c.screen = "game"
    assert m.news(c) == []  # back from home: what was thrown meanwhile is not news
    c.game_id = "g2"
    c.match = FakeMatch()
    c.match.log = [THROW, THROW, THROW]
    assert m.news(c) == []  # another game
    c.match.log.pop()
    assert m.news(c) == []  # undo
    c.match = None
    assert m.news(c) == []


def test_a_real_game_tells_each_throw_once_and_its_end() -> None:
    c = make(seed=11)
    start(c, chips="5")
    page(c)
    assert c.device_news() == []
    kinds: list[str] = []
    throws_seen = 0
    for _ in range(3000):
        if c.match is not None and c.match.is_over:
            break
        step(c)
        news = c.device_news()
        assert c.device_news() == []  # a redraw without a move
        kinds += news
        assert c.match is not None
        if throws_in(c.match.log) > throws_seen:
            assert "throw" in news
            throws_seen = throws_in(c.match.log)
    assert c.match is not None and c.match.is_over
    assert kinds.count("end") == 1 and kinds[-1] == "end"
    assert kinds.count("throw") == throws_seen > 0
    assert kinds.count("round") > 0  # Schocken's rounds hand out penalty chips


@pytest.mark.parametrize("game", ["qwinto", "wuerfelmarsch"])
def test_captures_and_penalties_are_news_where_the_game_marks_them(game: str) -> None:
    c = make(seed=4)
    c.dispatch("new", game)
    assert c.setup is not None
    c.dispatch("set_kind", "0", "random")  # computers only: the table plays itself
    c.dispatch("start")
    page(c)
    c.device_news()
    kinds: list[str] = []
    for _ in range(2000):
        if c.match is None or c.match.is_over:
            break
        if c.reveal_pending():
            c.dispatch("next")
        else:
            assert c.step_bot()
        marks_before = sum(1 for k in kinds if k == "mark")
        news = c.device_news()
        kinds += news
        if "mark" in news:
            assert c.game_play().marks(c) > marks_before
    assert c.match is not None and c.match.is_over
    assert 0 < kinds.count("mark") <= c.game_play().marks(c)
    assert kinds.count("end") == 1


def test_device_settings_default_on_persist_and_refuse_nonsense() -> None:
    storage = MemoryStorage()
    c = make(storage)
    assert all(c.device_on(k) for k in DEVICE_SETTINGS)
    c.dispatch("settings")
    html = page(c)
    for key in DEVICE_SETTINGS:
        assert f'data-act="set_device" data-arg="{key}" data-val="off"' in html
    assert "Keep the screen on" in html and "Sound" in html and "Vibration" in html
    c.dispatch("set_device", "sound", "off")
    c.dispatch("set_device", "wake", "off")
    assert not c.device_on("sound") and not c.device_on("wake") and c.device_on("vibrate")
    assert json.loads(storage.get(SETTINGS_KEY) or "{}")["sound"] == "off"
    html = page(c)
    assert 'data-act="set_device" data-arg="sound" data-val="on"' in html
    again = make(storage)
    assert not again.device_on("sound") and not again.device_on("wake")
    assert again.device_on("vibrate")
    c.dispatch("set_device", "sound", "loud")
    assert c.notice and not c.device_on("sound")
    c.dispatch("set_device", "volume", "on")
    assert "volume" not in c.settings


def test_device_settings_speak_dutch() -> None:
    c = make(lang="nl-NL")
    c.dispatch("settings")
    html = page(c)
    assert "Scherm aan houden" in html and "Geluid" in html and "Trillen" in html


@pytest.mark.parametrize("game", list(playable()))
def test_a_shortcut_opens_the_new_game_form_of_its_game(game: str) -> None:
    c = make()
    assert c.open_shortcut(game)
    assert c.screen == "new" and c.setup is not None and c.setup.game == game
    assert 'data-act="start"' in page(c)


def test_an_unknown_shortcut_stays_home() -> None:
    c = make()
    for bad in ("", "chess", "schocken/../x", "SCHOCKEN"):
        assert not c.open_shortcut(bad)
        assert c.screen == "home" and c.setup is None


def _tool(name: str) -> Any:
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    return __import__(name)


def test_the_manifest_has_a_shortcut_per_game_with_its_names() -> None:
    """The build's manifest (tools/app_manifest.py): manifest.json's own part, then a
    shortcut per game from its spec; the checked-in file names no game."""
    assert "shortcuts" not in json.loads((ROOT / "manifest.json").read_text(encoding="utf-8"))
    manifest = json.loads(_tool("app_manifest").manifest_text())
    shortcuts = manifest["shortcuts"]
    assert [s["url"] for s in shortcuts] == [f"./?new={g}" for g in playable()]
    for s, spec in zip(shortcuts, playable().values(), strict=True):
        assert s["name"] == spec.title["en"]
        assert s.get("name_localized", {}).get("nl", s["name"]) == spec.title["nl"]
        assert s["description"] == spec.tagline["en"]
        assert s["description_localized"]["nl"] == spec.tagline["nl"]
        assert [i["sizes"] for i in s["icons"]] == ["96x96"]
    assert manifest["lang"] == "en" and manifest["description"]
    assert {s["form_factor"] for s in manifest["screenshots"]} == {"narrow", "wide"}
    assert all(s["label"] for s in manifest["screenshots"])


def test_the_manifest_names_the_screenshots_as_they_were_made() -> None:
    make_screenshots = _tool("make_screenshots")
    assert make_screenshots.check_manifest() == []
    shortcut_icons = {p.stem for p in (ROOT / "assets" / "shortcuts").glob("*.png")}
    # A new game's icon: python tools/make_screenshots.py --icons
    assert shortcut_icons == set(make_screenshots.icon_marks()) == set(playable())
