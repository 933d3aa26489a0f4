"""Spelkast engine: tabletop dice and quiz games with seeded dice and replayable saves.

Public API (a contract other tools rely on; extend it, keep it stable)::

    GAMES                      game id -> GameSpec
    new_match(game_id, players, seed, options=None) -> Match
    load_match(save_dict) -> Match
    Match.to_move, .legal_actions(seat), .play(seat, action), .view(seat | None),
          .undo(), .can_undo, .is_over, .result, .to_json(), .bot_action(seat),
          .why_illegal(seat, action) -> IllegalAction | None,
          .racing, .race_window(seat) (race games: moves carry "t", see core.race)
    IllegalAction(code, message)
"""

from __future__ import annotations

from typing import Any

from .core.errors import IllegalAction
from .core.match import SAVE_FORMAT, Match, replay
from .core.spec import GameSpec
from .registry import GAMES, rules_for

__all__ = [
    "GAMES",
    "SAVE_FORMAT",
    "GameSpec",
    "IllegalAction",
    "Match",
    "load_match",
    "new_match",
]
__version__ = "0.1.0"


def new_match(
    game_id: str,
    players: list[dict[str, Any]],
    seed: int,
    options: dict[str, Any] | None = None,
) -> Match:
    return Match(rules_for(game_id), players, seed, options)


def load_match(data: dict[str, Any]) -> Match:
    if not isinstance(data, dict):
        raise IllegalAction("corrupt_save", "A save is a JSON object.")
    return replay(rules_for(data.get("game")), data)  # type: ignore[arg-type]
