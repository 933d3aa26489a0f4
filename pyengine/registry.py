"""Every playable game, by id. Adding a game is one import and one entry here."""

from __future__ import annotations

from typing import Any

from .core.game import Rules
from .core.spec import GameSpec
from .games.cui_bono import CuiBonoRules
from .games.eintrichtern import EintrichternRules
from .games.kwist import KwistRules
from .games.qwinn import QwinnRules
from .games.qwinto import QwintoRules
from .games.schocken import SchockenRules
from .games.wuerfelmarsch import WuerfelmarschRules

_RULES: dict[str, Rules[Any]] = {
    rules.spec.id: rules
    for rules in (
        SchockenRules(),
        QwintoRules(),
        QwinnRules(),
        KwistRules(),
        CuiBonoRules(),
        EintrichternRules(),
        WuerfelmarschRules(),
    )
}

GAMES: dict[str, GameSpec] = {game_id: rules.spec for game_id, rules in _RULES.items()}


def rules_for(game_id: str) -> Rules[Any]:
    from .core.errors import IllegalAction

    try:
        return _RULES[game_id]
    except (KeyError, TypeError):
        raise IllegalAction("unknown_game", f"There is no game {game_id!r}.") from None
