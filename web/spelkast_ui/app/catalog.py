"""Which UI modules serve each game.

A game ``x`` has ``render_x`` (``render_game(c)`` and ``announce(c)``) and ``play_x``
(``PLAY``, a ``play.GamePlay`` with the game's own moves); its rules text is found by
``rules_text.rules_html``. Modules are imported on first use.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from pyengine import GAMES, GameSpec

if TYPE_CHECKING:
    from ..kit.gameplay import GamePlay

# game id -> module suffix; one line per game (a game is listed once it has a screen).
GAME_UI: dict[str, str] = {
    "schocken": "schocken",
    "qwinto": "qwinto",
    "qwinn": "qwinn",
    "kwist": "kwist",
    "cui-bono": "cui_bono",
    "eintrichtern": "eintrichtern",
    "wuerfelmarsch": "wuerfelmarsch",
}


def playable() -> dict[str, GameSpec]:
    """The engine's games that have a screen here, in the engine's order."""
    return {gid: spec for gid, spec in GAMES.items() if gid in GAME_UI}


def render_module(game: str) -> ModuleType:
    return importlib.import_module(f"..games.{GAME_UI[game]}.screen", __package__)


def play_for(game: str) -> GamePlay:
    module = importlib.import_module(f"..games.{GAME_UI[game]}.play", __package__)
    play: GamePlay = module.PLAY
    return play
