"""Export and import of every save and result as one file."""

from __future__ import annotations

import json
from typing import Any

from helpers import make, page
from spelkast_ui.app.saves import PREFIX, SaveStore
from spelkast_ui.kit.storage import MemoryStorage
from test_replay import finished_save

from pyengine import load_match

GAMES_IN = ["schocken", "qwinn", "kwist", "eintrichtern"]


def filled() -> MemoryStorage:
    storage = MemoryStorage()
    saves = SaveStore(storage)
    for i, game in enumerate(GAMES_IN):
        saves.write(f"g{i}", load_match(finished_save(game)), 100.0 + i, 200.0 + i, 3)
    half = finished_save("qwinto")
    unfinished = load_match({**half, "log": half["log"][:10]})
    saves.write("open", unfinished, 5.0, 6.0, 0)
    storage.data[PREFIX + "broken"] = "{not json"
    return storage


def saves_of(storage: MemoryStorage) -> dict[str, Any]:
    out = {}
    for key, raw in storage.data.items():
        if key.startswith(PREFIX) and key != PREFIX + "broken":
            record = json.loads(raw)
            out[key[len(PREFIX) :]] = (record["save"], record["created"], record["updated"])
    return out


def export(storage: MemoryStorage) -> str:
    c = make(storage)
    c.dispatch("history")
    c.dispatch("export")
    got = c.take_download()
    assert got is not None and c.take_download() is None  # offered once
    name, text = got
    assert name.startswith("spelkast-") and name.endswith(".json")
    assert "5 games put in the file." in page(c) and "1 damaged game was left out." in page(c)
    return text


def import_text(storage: MemoryStorage, text: str, lang: str = "en-GB") -> str:
    c = make(storage, lang=lang)
    c.dispatch("history")
    c.dispatch("import_file", "file", text)
    return page(c)


def test_export_wipe_import_gives_back_every_game_and_twice_adds_nothing() -> None:
    storage = filled()
    before = saves_of(storage)
    text = export(storage)
    data = json.loads(text)
    assert (data["format"], data["version"]) == ("spelkast-export", 1)
    fresh = MemoryStorage()
    html = import_text(fresh, text)
    assert "5 games imported." in html
    assert saves_of(fresh) == before
    html = import_text(fresh, text)
    assert "0 games imported." in html and "5 games were already here." in html
    assert saves_of(fresh) == before
    # and into the device it came from: nothing new either
    assert "5 games were already here." in import_text(storage, text)
    assert saves_of(storage) == before


def test_a_file_that_cannot_be_read_writes_nothing_and_says_why() -> None:
    storage = filled()
    text = export(storage)
    before = dict(storage.data)
    cases = {
        "{not json": "this is not JSON (line 1, character 2)",
        "": "the file is empty",
        "[" * 6000 + "]" * 6000: "the data nest deeper than 48 levels",
        json.dumps({"format": "spelkast-pack/1"}): "this is not a Spelkast export",
        text.replace('"version":1', '"version":2', 1): "this file has version 2",
        json.dumps({"format": "spelkast-export", "version": 1}): "no list of games",
    }
    for bad, said in cases.items():
        html = import_text(storage, bad)
        assert "Nothing was imported" in html and said in html, (said, html[-600:])
        assert storage.data == before
    c = make(storage)
    c.dispatch("history")
    c.dispatch("import_file", "too_big", str(60 * 1024 * 1024))
    assert "the file is 60 MB; it may be at most 48 MB." in page(c)
    c.dispatch("import_file", "unreadable", "")
    assert "the file could not be read." in page(c)
    nl = import_text(storage, "{not json", lang="nl")
    assert "Niets ingelezen: dit is geen JSON (regel 1, teken 2)." in nl
    assert storage.data == before


def test_bad_games_are_listed_one_by_one_and_the_good_ones_imported() -> None:
    data = json.loads(export(filled()))
    games = data["games"]
    games[1]["record"]["save"]["log"][3]["action"]["values"] = [9, 9, 9, 9, 9]
    games[2]["id"] = "../etc"
    games.append("nonsense")
    games.append({"id": "nosave", "record": {"save": None}})
    fresh = MemoryStorage()
    html = import_text(fresh, json.dumps(data))
    assert "3 games imported." in html and "4 games in the file could not be read:" in html
    assert "Game 2 (g1): it does not replay: Move 4 in the save is not legal" in html
    assert "Game 3 (../etc): its code is missing or wrong" in html
    assert "Game 6: not game data" in html
    assert "Game 7 (nosave): there is no saved game in it" in html
    assert set(saves_of(fresh)) == {"g0", "g3", "open"}


def test_merging_keeps_the_longer_log_and_both_of_two_games_with_one_id() -> None:
    storage = filled()
    text = export(storage)
    other = MemoryStorage()
    saves = SaveStore(other)
    half = finished_save("qwinto")
    longer = load_match({**half, "log": half["log"][:20]})  # "open" played on elsewhere
    saves.write("open", longer, 5.0, 9.0, 0)
    shorter = load_match({**finished_save("schocken"), "log": finished_save("schocken")["log"][:5]})
    saves.write("g0", shorter, 1.0, 2.0, 0)  # g0 here has fewer moves than in the file
    saves.write("g1", load_match(finished_save("raffzahn")), 1.0, 2.0, 0)  # another game
    html = import_text(other, text)
    merged = saves_of(other)
    assert len(merged["open"][0]["log"]) == 20  # the longer log here stays
    assert merged["g0"] == saves_of(storage)["g0"]  # the file's longer log replaces ours
    assert merged["g1"][0]["game"] == "raffzahn" and merged["g1-2"][0]["game"] == "qwinn"
    assert "1 game was played further here and was kept." in html
    assert "1 game was brought up to date" in html and "1 other game with the same code" in html
    again = import_text(other, text)
    assert "0 games imported." in again and saves_of(other) == merged


def test_a_full_storage_keeps_the_import_until_there_is_room() -> None:
    """The device refuses the writes: the imported games are kept by the store, the banner
    says they are not saved yet, and they are written once there is room."""
    text = export(filled())
    small = MemoryStorage(quota=len(text) // 2)
    html = import_text(small, text)
    assert "5 games imported." in html and "not saved yet" in html
    small.quota = None
    c = make(small)
    c.saves.retry()
    assert sorted(saves_of(small)) == sorted(saves_of(filled()))
