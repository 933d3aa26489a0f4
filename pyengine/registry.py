"""Every playable game, by id. Adding a game is one spec in games/specs.py and one entry
in ``_RULES_CLASS`` here.

The specs are plain data and load at once; a game's rules module (and the tables it builds
on import) loads the first time ``rules_for`` asks for that game, so starting the app costs
only the games actually played.
"""

from __future__ import annotations

import importlib
from typing import Any

from .core.errors import IllegalAction
from .core.game import Rules
from .core.spec import GameSpec
from .games import specs

# game id -> (module in pyengine.games, Rules class), in the order the app lists them.
_RULES_CLASS: dict[str, tuple[str, str]] = {
    "schocken": ("schocken", "SchockenRules"),
    "qwinto": ("qwinto", "QwintoRules"),
    "qwinn": ("qwinn", "QwinnRules"),
    "kwist": ("kwist", "KwistRules"),
    "cui-bono": ("cui_bono", "CuiBonoRules"),
    "eintrichtern": ("eintrichtern", "EintrichternRules"),
    "wuerfelmarsch": ("wuerfelmarsch", "WuerfelmarschRules"),
}

_SPECS = (
    specs.SCHOCKEN,
    specs.QWINTO,
    specs.QWINN,
    specs.KWIST,
    specs.CUI_BONO,
    specs.EINTRICHTERN,
    specs.WUERFELMARSCH,
)
GAMES: dict[str, GameSpec] = {spec.id: spec for spec in _SPECS}

_RULES: dict[str, Rules[Any]] = {}


def rules_for(game_id: str) -> Rules[Any]:
    """The rules of ``game_id`` (one shared instance per game); IllegalAction
    ``unknown_game`` for anything else."""
    rules = _RULES.get(game_id) if isinstance(game_id, str) else None
    if rules is not None:
        return rules
    if not isinstance(game_id, str) or game_id not in _RULES_CLASS:
        raise IllegalAction("unknown_game", f"There is no game {game_id!r}.")
    module_name, class_name = _RULES_CLASS[game_id]
    module = importlib.import_module(f".games.{module_name}", __package__)
    rules = getattr(module, class_name)()
    if not isinstance(rules, Rules):  # pragma: no cover - a wrong entry in _RULES_CLASS
        raise TypeError(f"{module_name}.{class_name} is not a Rules class")
    assert rules.spec is GAMES[game_id], game_id
    _RULES[game_id] = rules
    return rules
