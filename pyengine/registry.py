"""Which games exist, in the order the app lists them, and where each one's parts live.

``GAME_IDS`` is the one list of games. Everything else about a game is found in its own
package, ``pyengine/games/<package>/`` (the id with ``-`` written ``_``):

* ``spec.py``: ``SPEC``, a ``GameSpec`` (plain data, imported at once: the home screen and
  the new-game form need every game's);
* ``rules.py``: ``RULES``, the game's ``Rules`` class, imported the first time the game is
  played (it may build tables on import: the pyramid, Qwinn's throws, the quiz bank);
* ``bots.py``: ``BOTS``, level -> bot, imported the first time a computer of that game
  moves (a game between people never loads its bots).

tests/engine/test_registry.py fails when a listed game lacks one of these parts.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from .core.bot import Bot
from .core.errors import IllegalAction
from .core.game import Rules
from .core.plain import brief
from .core.spec import GameSpec

GAME_IDS: tuple[str, ...] = (
    "schocken",
    "qwinto",
    "qwinn",
    "kwist",
    "cui-bono",
    "abquetschen",
    "bunte-kuh",
    "raffzahn",
    "eintrichtern",
    "wuerfelmarsch",
)


def package_of(game_id: str) -> str:
    """The engine package of a listed game: ``pyengine.games.<id with _ for ->``."""
    return f"{__package__}.games.{game_id.replace('-', '_')}"


def _spec(game_id: str) -> GameSpec:
    spec = importlib.import_module(f"{package_of(game_id)}.spec").SPEC
    if not isinstance(spec, GameSpec) or spec.id != game_id:  # pragma: no cover - a bad SPEC
        raise TypeError(f"{package_of(game_id)}.spec.SPEC is not the spec of {game_id}")
    return spec


GAMES: dict[str, GameSpec] = {game_id: _spec(game_id) for game_id in GAME_IDS}

_RULES: dict[str, Rules[Any]] = {}


def _bots_loader(game_id: str) -> Mapping[str, Bot]:
    bots: Mapping[str, Bot] = importlib.import_module(f"{package_of(game_id)}.bots").BOTS
    return bots


def rules_for(game_id: str) -> Rules[Any]:
    """The rules of ``game_id`` (one shared instance per game); IllegalAction
    ``unknown_game`` for anything else."""
    rules = _RULES.get(game_id) if isinstance(game_id, str) else None
    if rules is not None:
        return rules
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise IllegalAction("unknown_game", f"There is no game {brief(game_id)}.")
    rules = importlib.import_module(f"{package_of(game_id)}.rules").RULES()
    if not isinstance(rules, Rules):  # pragma: no cover - a bad RULES
        raise TypeError(f"{package_of(game_id)}.rules.RULES is not a Rules class")
    assert rules.spec is GAMES[game_id], game_id
    rules.bot_loader = lambda: _bots_loader(game_id)
    _RULES[game_id] = rules
    return rules
