"""Computer players. A bot sees only its seat's view and the legal actions."""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalAction
from ..core.rng import Rng
from .base import Bot, RandomBot
from .cui_bono_bots import CuiBonoSensibleBot
from .eintrichtern_bots import EintrichternForgetfulBot, EintrichternMemoryBot
from .kwist_bots import KwistBot
from .qwinn_bots import QwinnStrongBot
from .qwinto_bots import QwintoGreedyBot, QwintoStrongBot
from .schocken_bots import SchockenHeuristicBot, SchockenStrongBot
from .wuerfelmarsch_bots import WuerfelmarschSensibleBot

_BOTS: dict[str, dict[str, Bot]] = {
    "schocken": {"heuristic": SchockenHeuristicBot(), "strong": SchockenStrongBot()},
    "qwinto": {"greedy": QwintoGreedyBot(), "strong": QwintoStrongBot()},
    "qwinn": {"strong": QwinnStrongBot()},
    "kwist": {"casual": KwistBot("casual"), "strong": KwistBot("strong")},
    "cui-bono": {"sensible": CuiBonoSensibleBot()},
    "eintrichtern": {
        "memory": EintrichternMemoryBot(),
        "forgetful": EintrichternForgetfulBot(),
    },
    "wuerfelmarsch": {"sensible": WuerfelmarschSensibleBot()},
}
_RANDOM = RandomBot()


def bot_for(game_id: str, level: str) -> Bot:
    if level == "random":
        return _RANDOM
    try:
        return _BOTS[game_id][level]
    except KeyError:
        raise IllegalAction("bad_bot", f"No computer level {level!r} for {game_id}.") from None


def choose_action(
    game_id: str,
    level: str,
    view: dict[str, Any],
    legal: list[dict[str, Any]],
    rng: Rng,
    options: dict[str, Any],
) -> dict[str, Any]:
    if not legal:
        raise IllegalAction("not_your_turn", "This seat has nothing to do now.")
    return bot_for(game_id, level).choose(view, legal, rng)
