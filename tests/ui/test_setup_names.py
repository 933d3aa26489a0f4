"""The names the new-game form chooses: "You" alone, "Player 1", "Player 2" when several
people pass the device (it never says "Pass to You"); typed names are kept, only cleaned
by the engine's rule (no controls, bidi overrides or invisible characters)."""

from __future__ import annotations

from helpers import make, start
from spelkast_ui.app.setup import HUMAN, GameSetup, named_players
from spelkast_ui.kit.i18n import ENGINE_NL

from pyengine import load_match


def names(form: GameSetup) -> list[str]:
    return [p.name for p in form.players]


def test_one_person_is_you_several_are_numbered() -> None:
    form = GameSetup.default("schocken", "en")
    assert names(form) == ["You", "Computer"]
    form.set_kind(1, HUMAN, "en")
    assert names(form) == ["Player 1", "Player 2"]
    form.add_player("en")
    assert names(form) == ["Player 1", "Player 2", "Player 3"]
    form.remove_player(2, "en")
    form.set_kind(1, "random", "en")
    assert names(form) == ["You", "Computer"]


def test_dutch_and_typed_names() -> None:
    form = GameSetup.default("qwinto", "nl")
    assert names(form) == ["Jij", "Computer"]
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
    assert [p["name"] for p in c.match.players] == ["You", "Bob"]
    assert c.match.to_json()["format"] == "spelkast-save/2"


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
