"""Which UI serves each game: the engine's one list of games (``GAME_IDS``), each with its
own package ``games/<id with _ for ->/``, imported the first time it is needed:

* ``play.py``: ``PLAY``, a ``GamePlay`` (the game's moves, hooks and new-game form parts);
* ``screen.py``: ``render_game(c)`` and ``announce(c)``;
* ``rulebook.py``: ``rules_html(lang)``, the rules as trusted HTML;
* ``i18n.py``: the game's words;
* ``cover.py``: ``picture()`` and ``LINE``, its card on the home screen (kit/cover.py), and
  ``ICON``, the letters and colour of its shortcut icon (tools/make_screenshots.py).

Only this module loads game packages, and only by name: the app and the kit import none.
tests/ui/test_catalog.py fails when a listed game lacks one of these parts.

An engine may land before its screen (a game is big); such a game is named in
``SCREEN_PENDING`` and the app does not offer it. The test fails as soon as one of them
has a UI package, so the name leaves this set in the commit that adds the screen.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from pyengine import GAMES, GameSpec
from pyengine.registry import GAME_IDS

from ..kit.gameplay import GamePlay

SCREEN_PENDING: frozenset[str] = frozenset()


def package_of(game: str) -> str:
    """The UI package of a listed game (the engine's rule: ``-`` is written ``_``)."""
    return f"{__package__.rsplit('.', 1)[0]}.games.{game.replace('-', '_')}"


def part_of(game: str, part: str) -> ModuleType:
    """One module of a game's UI package (``play``, ``screen``, ``rulebook``, ``i18n``)."""
    return importlib.import_module(f"{package_of(game)}.{part}")


def playable() -> dict[str, GameSpec]:
    """Every game the app offers, in the engine's order."""
    return {gid: GAMES[gid] for gid in GAME_IDS if gid not in SCREEN_PENDING}


def render_module(game: str) -> ModuleType:
    return part_of(game, "screen")


def play_for(game: str) -> GamePlay:
    play: GamePlay = part_of(game, "play").PLAY
    return play


def cover(game: str, lang: str) -> tuple[str, str]:
    """The game's card on the home screen: its picture (decorative SVG) and its one line."""
    module = part_of(game, "cover")
    picture: str = module.picture()
    line: dict[str, str] = module.LINE
    return picture, line.get(lang) or line["en"]


def icon_mark(game: str) -> tuple[str, str]:
    """The letters and the colour of the game's shortcut icon (the installed app's menu)."""
    letters, colour = part_of(game, "cover").ICON
    return str(letters), str(colour)


def rules_html(game: str, lang: str) -> str:
    """The rules of ``game`` as trusted HTML, in ``lang`` (Dutch or English)."""
    text: str = part_of(game, "rulebook").rules_html(lang)
    return text
