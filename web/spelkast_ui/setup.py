"""The new-game form: players, computer levels and game options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine import GAMES, IllegalAction

from .i18n import t

HUMAN = "human"


@dataclass
class PlayerSetup:
    name: str
    kind: str  # "human", "random" or one of the game's bot level keys


@dataclass
class GameSetup:
    game: str
    players: list[PlayerSetup] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def default(cls, game: str, lang: str) -> GameSetup:
        spec = GAMES[game]
        levels = [b.key for b in spec.bot_levels]
        best = levels[-1] if levels else "random"
        players = [PlayerSetup(t(lang, "you"), HUMAN), PlayerSetup(t(lang, "computer"), best)]
        while len(players) < spec.min_players:
            players.append(PlayerSetup(t(lang, "computer_n", n=len(players)), best))
        return cls(game, players, {opt.key: opt.default for opt in spec.options})

    def kinds(self) -> list[str]:
        return [HUMAN, "random", *(b.key for b in GAMES[self.game].bot_levels)]

    def add_player(self, lang: str) -> None:
        spec = GAMES[self.game]
        if len(self.players) >= spec.max_players:
            raise IllegalAction("bad_player_count", f"At most {spec.max_players} players.")
        self.players.append(PlayerSetup(t(lang, "player_n", n=len(self.players) + 1), HUMAN))

    def remove_player(self, index: int) -> None:
        spec = GAMES[self.game]
        if len(self.players) <= spec.min_players:
            raise IllegalAction("bad_player_count", f"At least {spec.min_players} players.")
        del self.players[index]

    def set_kind(self, index: int, kind: str, lang: str) -> None:
        if kind not in self.kinds():
            raise IllegalAction("bad_bot", f"Unknown player kind {kind!r}.")
        player = self.players[index]
        # A name the app chose follows the switch between human and computer.
        computer_names = {t(lang, "computer")} | {t(lang, "computer_n", n=i) for i in range(1, 9)}
        human_names = {t(lang, "player_n", n=i) for i in range(1, 9)}
        if kind == HUMAN and player.kind != HUMAN and player.name in computer_names:
            player.name = t(lang, "player_n", n=index + 1)
        elif kind != HUMAN and player.kind == HUMAN and player.name in human_names:
            player.name = t(lang, "computer_n", n=index) if index > 1 else t(lang, "computer")
        player.kind = kind

    def set_option(self, key: str, raw: str) -> None:
        opt = GAMES[self.game].option(key)
        value: Any = raw
        if opt.choices:
            value = next((c for c in opt.choices if str(c) == raw), raw)
        elif isinstance(opt.default, bool):
            value = raw == "true"
        elif isinstance(opt.default, int):
            try:
                value = int(raw.strip())
            except ValueError:
                raise IllegalAction(
                    "bad_option", f"Option {key!r} must be a whole number."
                ) from None
        self.options[key] = opt.check(value)

    def engine_players(self) -> list[dict[str, Any]]:
        return [{"name": p.name, "bot": None if p.kind == HUMAN else p.kind} for p in self.players]
