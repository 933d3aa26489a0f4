"""The UI catalog: every game the engine lists has all its UI parts, found by name."""

from __future__ import annotations

from inspect import signature
from pathlib import Path

import pytest
from spelkast_ui.app import catalog
from spelkast_ui.kit.gameplay import GamePlay

from pyengine.registry import GAME_IDS

UI = Path(catalog.__file__).resolve().parents[1]


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_listed_game_has_its_ui_parts(game: str) -> None:
    assert catalog.package_of(game) == f"spelkast_ui.games.{game.replace('-', '_')}"
    play = catalog.part_of(game, "play").PLAY
    assert isinstance(play, GamePlay) and play is catalog.play_for(game)
    for name, move in play.MOVES.items():
        assert name.isidentifier() and callable(move), (game, name)
        assert list(signature(move).parameters) == ["self", "c", "arg", "value"], (game, name)
    screen = catalog.part_of(game, "screen")
    assert callable(screen.render_game) and callable(screen.announce)
    catalog.part_of(game, "i18n")
    for lang in ("nl", "en"):
        assert catalog.rules_html(game, lang).startswith("<"), (game, lang)
    assert list(catalog.playable()) == list(GAME_IDS)


def test_every_game_package_is_listed() -> None:
    packages = {p.name for p in (UI / "games").iterdir() if (p / "__init__.py").exists()}
    assert packages == {g.replace("-", "_") for g in GAME_IDS}
