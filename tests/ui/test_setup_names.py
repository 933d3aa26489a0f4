"""The names the new-game form chooses: "You" alone, "Player 1", "Player 2" when several
people pass the device (it never says "Pass to You"); typed names are never touched."""

from __future__ import annotations

from spelkast_ui.app.setup import HUMAN, GameSetup


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
