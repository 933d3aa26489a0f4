"""Keeping the saves (app/keeping.py): Settings say whether the browser keeps them for
sure; where it does not, home reminds the player to keep a copy after every five finished
games, and the reminder's export offers the file and says what it holds."""

from __future__ import annotations

import json

from helpers import make, page
from spelkast_ui.app.keeping import REMIND_EVERY
from test_history import _store_with_results


def test_settings_say_whether_the_saves_are_kept() -> None:
    c = make()
    c.dispatch("settings")
    c.abilities.kept = "yes"
    html = page(c)
    assert "keeps your games for good" in html and 'data-act="keep_copy"' not in html
    c.abilities.kept = "no"
    html = page(c)
    assert "may delete your games" in html and 'data-act="keep_copy"' in html
    c.abilities.kept = "unknown"  # a browser that cannot say: not for sure
    assert "may delete your games" in page(c)


def test_the_vibration_switch_only_where_the_device_vibrates() -> None:
    c = make()
    c.dispatch("settings")
    assert 'data-arg="vibrate"' in page(c)
    c.abilities.vibrate = False
    html = page(c)
    assert 'data-arg="vibrate"' not in html and 'data-arg="sound"' in html


def test_a_reminder_after_five_finished_games_where_saves_may_go() -> None:
    storage = _store_with_results(["schocken"] * (REMIND_EVERY - 1))
    c = make(storage)
    c.abilities.kept = "no"
    assert "keep-reminder" not in page(c)
    storage = _store_with_results(["schocken"] * REMIND_EVERY)
    c = make(storage)
    c.abilities.kept = "yes"
    assert "keep-reminder" not in page(c)  # kept for sure: no need
    c.abilities.kept = "no"
    html = page(c)
    assert "keep-reminder" in html and f"finished {REMIND_EVERY} games" in html
    # "Not now": quiet until five more games are finished, also after a reload.
    c.dispatch("keep_copy", "later")
    assert "keep-reminder" not in page(c)
    again = make(storage)
    again.abilities.kept = "no"
    assert "keep-reminder" not in page(again)
    assert json.loads(storage.get("spelkast.settings") or "{}")["copy_at"] == str(REMIND_EVERY)


def test_the_reminder_exports_where_it_is() -> None:
    storage = _store_with_results(["schocken"] * REMIND_EVERY)
    c = make(storage)
    c.abilities.kept = "no"
    c.dispatch("keep_copy", "export")
    assert c.screen == "home" and "keep-reminder" not in page(c)
    got = c.take_download()
    assert got is not None and json.loads(got[1])["format"] == "spelkast-export"
    assert c.notice is not None and str(REMIND_EVERY) in c.notice
    c.dispatch("keep_copy", "sideways")
    assert c.notice  # refused, nothing else changes
