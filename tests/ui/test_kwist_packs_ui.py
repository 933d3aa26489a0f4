"""The question-pack part of the Kwis 't! new-game form, and the Kwis 't! rules text: import
by file or paste, every kind of refusal in words (Dutch and English), storage and removal,
a game started with a pack (and its save), odd names escaped."""

from __future__ import annotations

import copy
import json
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from helpers import make, page, parse
from spelkast_ui.app.catalog import rules_html
from spelkast_ui.app.controller import Controller
from spelkast_ui.games.kwist.pack_store import MAX_PACK_BYTES, MAX_PACK_KB, PREFIX, pack_id
from spelkast_ui.kit.storage import MemoryStorage

from pyengine.games.kwist import cards as kwist_cards
from pyengine.games.kwist.rules import ROUNDS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE: dict[str, Any] = json.loads(
    (ROOT / "docs" / "examples" / "quiz-pack-example.json").read_text(encoding="utf-8")
)
HOSTILE = "<img src=x onerror=alert(1)>"


def example(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(EXAMPLE)
    data.update(changes)
    return data


def form(storage: MemoryStorage | None = None, lang: str = "en-GB") -> Controller:
    c = make(storage, lang=lang)
    assert c.dispatch("new", "kwist") and c.setup is not None and c.setup.game == "kwist"
    return c


def paste(c: Controller, text: str) -> None:
    c.dispatch("pack_toggle")
    c.dispatch("pack_text", "", text)
    c.dispatch("pack_paste")


def text(c: Controller) -> str:
    return unescape(page(c))


def problems(c: Controller) -> list[tuple[str, str, str]]:
    assert c.setup is not None
    return c.setup.extras["pack"].problems


def pack_buttons(c: Controller) -> list[tuple[dict[str, str | None], str]]:
    return [(a, t) for a, t in parse(page(c)).buttons if a.get("data-act") == "pack_use"]


def test_the_form_offers_our_questions_and_an_import_not_a_number_field() -> None:
    c = form()
    html = page(c)
    assert 'id="opt-pack"' not in html and 'type="number"' not in html
    [(own, label)] = pack_buttons(c)
    assert own["aria-pressed"] == "true" and "Spelkast's own questions" in unescape(label)
    assert 'data-act="pack_toggle"' in html and 'type="file"' not in html
    c.dispatch("pack_toggle")
    tags = dict(parse(page(c)).tags)
    assert tags["input"]["type"] == "file" and tags["input"]["data-file-act"] == "pack_file"
    assert tags["input"]["data-max-bytes"] == str(MAX_PACK_BYTES)
    assert tags["textarea"]["data-text-act"] == "pack_text" and "data-act" not in tags["textarea"]
    assert f"at most {MAX_PACK_KB} KB" in text(c)
    # the app's own "Choose a file" in a drop zone, as Results' import (not the bare field)
    assert tags["input"]["aria-describedby"] == "pack-drop" and "Choose a file" in text(c)
    c.dispatch("set_option", "pack", "{}")  # no field types a pack: refused, nothing set
    assert c.notice and c.setup is not None and c.setup.options["pack"] is None


def test_a_pasted_pack_is_stored_chosen_and_listed_by_name_and_cards() -> None:
    storage = MemoryStorage()
    c = form(storage)
    paste(c, json.dumps(EXAMPLE))
    assert c.setup is not None and not problems(c)
    assert c.setup.options["pack"] == EXAMPLE
    assert storage.get(PREFIX + pack_id(EXAMPLE)) is not None
    shown = text(c)
    assert "“Example pack” was imported (6 cards) and is chosen for this game." in shown
    assert c.setup.extras["pack"].text == ""  # imported: the box is empty again
    own, mine = pack_buttons(c)
    assert own[0]["aria-pressed"] == "false" and mine[0]["aria-pressed"] == "true"
    assert "Example pack" in mine[1] and "6 cards · English" in mine[1]
    paste(c, json.dumps(EXAMPLE, indent=1))  # the same pack again: still one copy
    assert len([k for k in storage.data if k.startswith(PREFIX)]) == 1
    assert "was already on this device" in text(c)
    c.dispatch("pack_use", "")
    assert c.setup.options["pack"] is None and pack_buttons(c)[0][0]["aria-pressed"] == "true"
    c.dispatch("pack_use", pack_id(EXAMPLE))
    assert c.setup.options["pack"] == EXAMPLE


def test_a_picked_file_is_imported_and_the_paste_box_keeps_its_text() -> None:
    c = form()
    c.dispatch("pack_toggle")
    c.dispatch("pack_text", "", "half a pack")
    c.dispatch("pack_file", "file", json.dumps(EXAMPLE))
    assert c.setup is not None and c.setup.options["pack"] == EXAMPLE
    assert c.setup.extras["pack"].text == "half a pack" and "half a pack" in text(c)


def test_errors_name_card_question_language_and_field_and_keep_the_form() -> None:
    c = form()
    c.dispatch("add_player")
    c.dispatch("set_name", "0", "Ann")
    c.dispatch("set_option", "answering", "paper")
    bad = example()
    bad["cards"][1]["questions"][0]["en"]["a"] = ""
    bad["cards"][2]["questions"][3]["en"]["a"] = 4
    bad["cards"][3]["questions"][4]["kind"] = "open"
    bad["cards"][4]["id"] = "ex1"
    raw = json.dumps(bad)
    paste(c, raw)
    assert c.setup is not None and c.setup.options["pack"] is None
    found = problems(c)
    assert found[0][0] == "Card 2 (“ex2”) › question 1 (open question) › English text › answer"
    assert (
        found[0][1] == "is empty: it needs a text" and found[0][2] == "cards[1].questions[0].en.a"
    )
    places = [p for p, _, _ in found]
    assert "Card 3 (“ex3”) › question 4 (multiple choice) › English text › answer" in places
    assert "Card 4 (“ex4”) › question 5 (fifty-fifty) › kind" in places
    assert any("“ex1” is used by another card too" in said for _, said, _ in found)
    html = page(c)
    assert 'role="alert"' in html and "This question pack cannot be imported:" in unescape(html)
    assert "Fix these points and import the pack again." in unescape(html)
    # nothing lost: players, options and the pasted text are all still there
    assert c.setup.players[0].name == "Ann" and len(c.setup.players) == 3
    assert c.setup.options["answering"] == "paper" and c.setup.extras["pack"].text == raw
    assert json.dumps(bad)[:40].replace('"', "&quot;") in html


def test_errors_in_dutch() -> None:
    c = form(lang="nl-NL")
    bad = example()
    bad["cards"][0]["questions"][2]["en"]["options"] = ["Mars"]
    paste(c, json.dumps(bad))
    (place, said, code), answer = problems(c)
    assert answer[1] == "moet het nummer van de goede keuze zijn, geteld vanaf 0"
    assert place == "Kaart 1 (“ex1”) › vraag 3 (meerkeuzevraag) › Engelse tekst › keuzes"
    assert said == "moet 3 of 4 keuzes hebben" and code == "cards[0].questions[2].en.options"
    assert "Deze vragenset kan niet worden geïmporteerd:" in text(c)


@pytest.mark.parametrize(
    ("raw", "lang", "said"),
    [
        ('{"format": "spelkast-quiz/1",\n "cards": [}', "en", "not valid JSON: a value is "),
        ('{"format": "spelkast-quiz/1",\n "cards": [}', "nl", "(regel 2, kolom 12)"),
        ("   ", "en", "Choose a file or paste the text of a question pack first."),
        ("[1, 2]", "en", "The pack must be a JSON object"),
        ('{"format": "spelkast-quiz/2", "cards": []}', "en", "“spelkast-quiz/2”; this version"),
        ('{"format": "spelkast-quiz/2"}', "nl", "deze versie van Spelkast leest “spelkast-quiz/1”"),
        ('{"format": "quiz"}', "en", "must be “spelkast-quiz/1”"),
        ("x" * (MAX_PACK_BYTES + 1), "en", f"a question pack may be at most {MAX_PACK_KB} KB"),
    ],
)
def test_each_kind_of_bad_text_is_explained(raw: str, lang: str, said: str) -> None:
    c = form(lang="nl-NL" if lang == "nl" else "en-GB")
    paste(c, raw)
    assert c.setup is not None and c.setup.options["pack"] is None and problems(c)
    assert said in " ".join(f"{p} {s}" for p, s, _ in problems(c))
    assert said.replace("“", "&ldquo;") in page(c) or said in unescape(page(c))


def test_file_refusals_big_and_unreadable() -> None:
    c = form()
    c.dispatch("pack_file", "too_big", str(3 * 1024 * 1024))
    assert "This is 3072 KB; a question pack may be at most 500 KB." in text(c)
    c.dispatch("pack_file", "unreadable", "")
    assert "The file could not be read." in text(c)


def test_many_problems_show_twenty_and_a_count() -> None:
    c = form()
    bad = example()
    for card in bad["cards"]:
        for q in card["questions"]:
            q["level"] = 9
    paste(c, json.dumps(bad))
    assert len(problems(c)) == 20 and "… and 10 more problems." in text(c)


def test_too_few_cards_for_the_players_is_said_before_the_start() -> None:
    c = form(lang="nl-NL")
    small = example(cards=EXAMPLE["cards"][:4], name={"en": "Small"})
    paste(c, json.dumps(small))
    warning = "“Small” heeft 4 kaarten; met 2 spelers zijn er 6 nodig."
    assert warning in text(c)
    c.dispatch("start")
    assert c.screen == "new" and c.notice is not None and warning in c.notice
    assert c.setup is not None and c.setup.options["pack"] == small  # still chosen
    c.dispatch("add_player")
    c.dispatch("add_player")  # 4 players play 4 rounds
    assert ROUNDS[4] == 4 and warning not in text(c)
    c.dispatch("start")
    assert c.screen == "game" and c.match is not None and c.match.options["pack"] == small


def test_start_with_an_imported_pack_the_save_carries_it() -> None:
    storage = MemoryStorage()
    c = form(storage)
    paste(c, json.dumps(EXAMPLE))
    c.dispatch("start")
    assert c.notice is None and c.screen == "game" and c.match is not None
    assert c.match.options["pack"] == EXAMPLE
    gid = c.game_id
    assert gid is not None
    assert storage.get("spelkast.save." + gid) is None  # stored from its first move on
    assert c.step_bot()  # the app deals the first card
    record = json.loads(storage.get("spelkast.save." + gid) or "{}")
    assert record["save"]["options"]["pack"] == EXAMPLE
    for key in [k for k in storage.data if k.startswith(PREFIX)]:
        storage.remove(key)  # the pack is gone from the device: the save still opens
    assert c.saves.load(gid).match.options["pack"] == EXAMPLE
    c.dispatch("again")
    assert c.match.options["pack"] == EXAMPLE and c.game_id != gid


def test_remove_asks_first_then_forgets_the_pack() -> None:
    storage = MemoryStorage()
    c = form(storage)
    paste(c, json.dumps(EXAMPLE))
    gid = pack_id(EXAMPLE)
    c.dispatch("pack_remove", gid)
    assert "Remove question pack “Example pack” from this device?" in text(c)
    c.dispatch("pack_remove_no", gid)
    assert storage.get(PREFIX + gid) is not None and "really" not in text(c)
    c.dispatch("pack_remove", gid)
    c.dispatch("pack_remove_yes", gid)
    assert storage.get(PREFIX + gid) is None and len(pack_buttons(c)) == 1
    assert c.setup is not None and c.setup.options["pack"] is None
    assert "Question pack “Example pack” was removed." in text(c)
    c.dispatch("pack_use", gid)
    assert c.notice == "That question pack is no longer on this device."


def test_a_full_storage_is_said_and_nothing_is_chosen() -> None:
    c = form(MemoryStorage(quota=3000))
    raw = json.dumps(EXAMPLE)
    paste(c, raw)
    assert c.setup is not None and c.setup.options["pack"] is None
    assert "There is no room left on this device to keep this question pack." in text(c)
    assert c.setup.extras["pack"].text == raw


def test_a_damaged_stored_pack_can_be_removed_not_chosen() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + "0123abcd", "{not json")
    c = form(storage)
    assert "This question pack got damaged; remove it and import it again." in text(c)
    assert len(pack_buttons(c)) == 1
    c.dispatch("pack_use", "0123abcd")
    assert c.notice and c.setup is not None and c.setup.options["pack"] is None
    c.dispatch("pack_remove", "0123abcd")
    c.dispatch("pack_remove_yes", "0123abcd")
    assert storage.get(PREFIX + "0123abcd") is None


def test_odd_names_and_ids_are_escaped() -> None:
    c = form()
    odd = example(name={"en": HOSTILE})
    paste(c, json.dumps(odd))
    html = page(c)
    assert HOSTILE not in html and "&lt;img src=x" in html
    bad = example()
    bad["cards"][0]["id"] = HOSTILE
    bad["cards"][0]["questions"][0]["en"]["q"] = ""
    paste(c, json.dumps(bad))
    html = page(c)
    assert HOSTILE[:20] not in html and "&lt;img src=x onerror" in html
    c.dispatch("pack_remove", pack_id(odd))
    assert HOSTILE not in page(c)


def test_a_one_language_pack_says_so() -> None:
    c = form()
    paste(c, json.dumps(EXAMPLE))
    c.dispatch("set_option", "lang", "nl")
    assert "This pack only has questions in English." in text(c)
    c.dispatch("set_option", "lang", "en")
    assert "only has questions" not in text(c)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_rules_text_comes_from_the_data(lang: str) -> None:
    html = rules_html("kwist", lang)
    assert html and "style=" not in html and "<script" not in html
    for kind in kwist_cards.ACTION_KINDS:
        assert kind.name[lang] in unescape(html) and kind.text[lang] in unescape(html)
    for players, rounds in ROUNDS.items():
        assert f'<th scope="row">{players}</th><td>{rounds}</td>' in html
    assert str(len(kwist_cards.DECK)) in html and "spelkast-quiz/1" in html
    words = ("bluf", "Kwismaster", "fifty-fifty") if lang == "nl" else ("bluff", "quizmaster")
    assert all(w in html for w in words)


def test_the_documented_size_limit_is_the_apps() -> None:
    doc = (ROOT / "docs" / "quiz-packs.md").read_text(encoding="utf-8")
    assert f"at most **{MAX_PACK_KB} KB**" in doc
