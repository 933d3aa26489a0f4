"""The names the new-game form chooses: the player alone (``THE_PLAYER``, a mark shown as
"You"/"Jij" in the language on screen), "Player 1", "Player 2" when several people pass the
device (it never says "Pass to You"); typed names are kept, only cleaned by the engine's
rule (no controls, bidi overrides or invisible characters)."""

from __future__ import annotations

from html import unescape

from helpers import make, page, start, step
from spelkast_ui.app.controller import Controller
from spelkast_ui.app.setup import HUMAN, GameSetup, named_players
from spelkast_ui.kit.i18n import ENGINE_NL
from spelkast_ui.kit.seats import shown_names

from pyengine import load_match
from pyengine.core.names import THE_PLAYER, clean_name


def names(form: GameSetup) -> list[str]:
    return [p.name for p in form.players]


def test_one_person_is_you_several_are_numbered() -> None:
    form = GameSetup.default("schocken", "en")
    assert names(form) == [THE_PLAYER, "Computer"]
    form.set_kind(1, HUMAN, "en")
    assert names(form) == ["Player 1", "Player 2"]
    form.add_player("en")
    assert names(form) == ["Player 1", "Player 2", "Player 3"]
    form.remove_player(2, "en")
    form.set_kind(1, "random", "en")
    assert names(form) == [THE_PLAYER, "Computer"]


def test_dutch_and_typed_names() -> None:
    form = GameSetup.default("qwinto", "nl")
    assert names(form) == [THE_PLAYER, "Computer"]
    form.players[0].name = "Ans"
    form.add_player("nl")
    assert names(form) == ["Ans", "Computer", "Speler 3"]
    form.set_kind(1, HUMAN, "nl")
    assert names(form) == ["Ans", "Speler 2", "Speler 3"]


# -- the engine's name rule (pyengine.core.names.clean_name, issue 16) --------------------------

HIDDEN = "\u200b\u2066\u200d \u202e"  # zero-width space, an isolate, a joiner, an override


def test_the_form_passes_names_cleaned_by_the_engines_rule() -> None:
    form = GameSetup.default("schocken", "en")
    form.players[0].name = "\u202eAnn\u2069\u200b  de\tVries\x00"
    form.players[1].name = "Bo\u200bb"
    assert form.engine_players() == [
        {"name": "Ann de Vries", "bot": None},
        {"name": "Bob", "bot": "heuristic"},  # the default level (GameSpec.default_level)
    ]


def test_a_name_of_only_invisible_characters_is_refused_in_words() -> None:
    c = make(lang="nl")
    c.dispatch("new", "schocken")
    c.dispatch("set_name", "0", HIDDEN)
    c.dispatch("start")
    assert c.screen == "new" and c.match is None
    assert c.notice == ENGINE_NL["bad_name"]
    c.dispatch("set_name", "0", "\u202eAnn")
    c.dispatch("start")
    assert c.screen == "game" and c.match is not None
    assert c.match.players[0]["name"] == "Ann"


def test_a_rematch_of_an_older_save_cleans_its_names_or_gives_the_default() -> None:
    """A save of format 1 keeps the names typed then (it replays byte for byte); the
    rematch is a new game, and the app gives a name that shows nothing the default."""
    c = make()
    start(c)
    assert c.match is not None
    old = {
        **c.match.to_json(),
        "format": "spelkast-save/1",
        "players": [{"name": HIDDEN, "bot": None}, {"name": "\u202eBob", "bot": "strong"}],
    }
    c.match = load_match(old)
    assert c.match.players[0]["name"] == HIDDEN  # as saved
    c.dispatch("again")
    assert c.notice is None and c.match is not None and c.match.log == []
    assert [p["name"] for p in c.match.players] == [THE_PLAYER, "Bob"]
    assert c.match.to_json()["format"] == "spelkast-save/3"


def test_named_players_defaults_follow_the_table() -> None:
    players = [
        {"name": "", "bot": None},
        {"name": "\u200b", "bot": None},
        {"name": HIDDEN, "bot": "random"},
        {"name": 5, "bot": "random"},
    ]
    assert [p["name"] for p in named_players(players, "nl")] == [
        "Speler 1",
        "Speler 2",
        "Computer 2",
        "Computer 3",
    ]
    assert named_players([{"name": "\u3164", "bot": "strong"}], "en")[0]["name"] == "Computer"


# -- the player: a mark in saves, a word on screen (issue 33) ----------------------------------


def text(c: Controller) -> str:
    return unescape(page(c))


def test_the_player_is_a_mark_the_engine_keeps_and_each_language_shows() -> None:
    assert clean_name(THE_PLAYER) == THE_PLAYER  # saves go through the engine's rule
    c = make(lang="en-GB")
    c.dispatch("new", "schocken")
    assert 'value="You"' in page(c)  # the field shows the word of the language on screen
    c.dispatch("set_lang", "", "nl")
    assert 'value="Jij"' in page(c)
    c.dispatch("set_name", "0", " Jij ")  # the word as shown keeps the seat the player's
    c.dispatch("start")
    assert c.match is not None and c.match.players[0]["name"] == THE_PLAYER
    assert c.match.to_json()["players"][0]["name"] == THE_PLAYER
    for _ in range(4):
        step(c)
    c.dispatch("home")
    assert "Jij, Computer" in text(c)
    c.dispatch("set_lang", "", "en")
    assert "You, Computer" in text(c) and THE_PLAYER not in page(c)


def test_a_typed_name_is_kept_and_the_word_in_either_language_is_the_player() -> None:
    form = GameSetup.default("qwinn", "en")
    form.set_name(0, "You")
    assert names(form)[0] == THE_PLAYER
    form.set_name(0, "Jij")
    assert names(form)[0] == THE_PLAYER
    form.set_name(0, "Youssef")
    assert names(form)[0] == "Youssef"


def test_old_saves_with_the_word_load_as_they_were_and_read_in_each_language() -> None:
    """Before the mark a save held "You" or "Jij": it loads and re-saves unchanged, and a
    person's seat of that name is shown as the player in the language on screen."""
    c = make(forced="en")
    start(c)
    assert c.match is not None
    old = {**c.match.to_json(), "format": "spelkast-save/1"}
    old["players"] = [{"name": "Jij", "bot": None}, {"name": "Computer", "bot": "strong"}]
    match = load_match(old)
    assert match.to_json() == old  # byte for byte
    c.match = match
    for _ in range(4):
        step(c)
    assert "Jij" not in text(c) and "You" in text(c)
    c.forced_lang = "nl"
    assert "Jij" in text(c) and "You" not in text(c)
    assert shown_names("nl", ["Jij", "You"], [None, "strong"]) == ["Jij", "You"]
    assert shown_names("en", ["Jij", "Bo"], [None, "strong"]) == ["You", "Bo"]
    # On a shared device "You" is nobody in particular: the seat's number instead.
    assert shown_names("en", [THE_PLAYER, "Bo"], [None, None]) == ["Player 1", "Bo"]
