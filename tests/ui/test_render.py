"""Renderers: escaping, accessible names, language, rules and settings."""

from __future__ import annotations

import json
import re

from helpers import make, page, parse, start, step, tap
from spelkast_ui.app.controller import SETTINGS_KEY, Controller
from spelkast_ui.app.saves import PREFIX
from spelkast_ui.kit.dice import die_svg
from spelkast_ui.kit.storage import MemoryStorage

HOSTILE = "<img src=x onerror=alert(1)>"


def screens(c: Controller) -> list[str]:
    """Every screen and game state the tests can reach quickly."""
    out = [page(c)]
    for act, arg in (("settings", ""), ("rules", "schocken"), ("new", "schocken")):
        c.dispatch(act, arg)
        out.append(page(c))
    c.dispatch("add_player")
    out.append(page(c))
    c.dispatch("start")
    for _ in range(60):
        out.append(page(c))
        step(c)
    c.dispatch("home")
    out.append(page(c))
    c.dispatch("delete", str(c.game_id))
    out.append(page(c))
    return out


def test_hostile_names_are_text_everywhere() -> None:
    storage = MemoryStorage()
    c = make(storage, seed=3)
    start(c, players=[(HOSTILE, "human"), ('"><script>x()</script>', "strong")])
    for _ in range(40):
        step(c)
        html = page(c)
        assert "<img" not in html and "<script" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in page(c)
    c.dispatch("home")
    html = page(c)
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html

    # A save edited (or imported) by hand is escaped the same way.
    record = json.loads(storage.data[PREFIX + str(c.game_id)])
    record["save"]["players"][1]["name"] = "<b onclick=evil()>Bot</b>"
    storage.data[PREFIX + str(c.game_id)] = json.dumps(record)
    html = page(make(storage))
    assert "<b " not in html and "&lt;b onclick=evil()&gt;Bot&lt;/b&gt;" in html


def test_every_button_has_an_accessible_name_and_every_field_a_label() -> None:
    c = make(seed=6)
    for html in screens(c) + screens(make(forced="nl", seed=9)):
        tags = parse(html)
        for attrs, text in tags.buttons:
            name = (attrs.get("aria-label") or text).strip()
            assert name, f"button without a name: {attrs}"
            assert attrs.get("type") == "button"
        ids = {a.get("for") for tag, a in tags.tags if tag == "label"}
        for tag, attrs in tags.tags:
            if tag in ("input", "select"):
                assert attrs["__in_label"] or attrs.get("id") in ids, attrs


def test_pressed_dice_are_announced() -> None:
    c = make()
    start(c)
    c.dispatch("roll")
    c.dispatch("die", "1")
    tags = parse(page(c))
    dice = [a for a, _ in tags.buttons if a.get("data-act") == "die"]
    assert [d["aria-pressed"] for d in dice] == ["false", "true", "false"]
    assert all(re.fullmatch(r"Die [123]: [1-6]", d["aria-label"] or "") for d in dice)
    c.dispatch("die", "1")
    assert 'aria-pressed="true"' not in page(c).split('class="dice"')[1].split("</div>")[0]


def test_language_follows_device_settings_and_url() -> None:
    storage = MemoryStorage()
    nl = make(storage, lang="nl-NL")
    assert nl.lang == "nl" and "Kies een spel" in page(nl)
    assert make(MemoryStorage(), lang="de-DE").lang == "en"
    en = make(storage, lang="nl-NL", forced="en")
    assert en.lang == "en" and "Pick a game" in page(en)
    nl.dispatch("settings")
    nl.dispatch("set_lang", "", "en")
    assert nl.lang == "en" and "Settings" in page(nl)
    assert json.loads(storage.data[SETTINGS_KEY])["lang"] == "en"
    assert make(storage, lang="nl-NL").lang == "en"  # persisted
    nl.dispatch("set_lang", "", "auto")
    assert make(storage, lang="nl-NL").lang == "nl"
    nl.dispatch("set_lang", "", "fr")
    assert nl.notice


def test_language_switch_mid_game_changes_the_table_text() -> None:
    c = make(lang="en-US")
    start(c)
    c.dispatch("roll")
    assert "Your turn" in page(c)
    c.dispatch("set_lang", "", "nl")
    html = page(c)
    assert "Jouw beurt" in html and "Your turn" not in html


def test_motion_setting() -> None:
    storage = MemoryStorage()
    c = make(storage)
    assert c.motion
    c.dispatch("set_motion", "", "off")
    assert not make(storage).motion


def test_rules_and_settings_screens() -> None:
    for lang, words in (
        ("nl", ("Schock out", "Pippi", "rode schijf")),
        ("en", ("Schock out", "Pippi", "red disc")),
    ):
        c = make(forced=lang)
        c.dispatch("rules", "schocken")
        html = page(c)
        assert all(w in html for w in words)
        assert "<table" in html and html.count("<tr>") == 8
        c.dispatch("back")
        assert c.screen == "home"
        c.dispatch("settings")
        assert 'data-act="set_lang"' in page(c)


def test_saved_game_card_shows_players_time_and_moves() -> None:
    storage = MemoryStorage()
    c = make(storage)
    start(c, players=[("Ann", "human"), ("Bob", "heuristic")])
    c.dispatch("roll")
    c.dispatch("home")
    c.now.ms += 5 * 60_000  # type: ignore[attr-defined]
    html = page(c)
    assert "Ann, Bob" in html and "5 minutes ago" in html and "1 move" in html
    # The row continues the game; it reads as it shows: "Schocken, Ann, Bob, 1 move ...,
    # Continue" (no label that would say other words than the row).
    row = html[html.index('class="resume-go"') :]
    row = row[: row.index("</button>")]
    assert (
        "Schocken" in row and "Ann, Bob" in row and '<span class="sr-only">Continue</span>' in row
    )


def test_dice_faces() -> None:
    for value in range(1, 7):
        assert die_svg(value).count("<circle") == value


def test_announcements_for_screen_readers() -> None:
    from spelkast_ui.app.screens import announcement

    c = make(seed=3)
    assert announcement(c) == ""
    start(c, players=[("Ann", "human"), ("Bot", "heuristic")])
    assert announcement(c).startswith("Your turn. Up to 3 throws.")
    c.dispatch("roll")
    assert announcement(c).startswith("Your turn. Throw 1 of 3.")
    tap(c, "stand")
    assert announcement(c).startswith("Bot picks up the cup")
    while not c.reveal_pending():
        step(c)
    assert "chip" in announcement(c)
