"""The new-game form: players, computer levels and game options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine import GAMES, IllegalAction
from pyengine.core.names import THE_PLAYER, clean_name

from ..kit.i18n import LANGS, t
from ..kit.seats import OLD_PLAYER_NAMES

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
    # The state of fields a game draws itself (GamePlay.option_field), under its own keys.
    extras: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def default(cls, game: str, lang: str) -> GameSetup:
        spec = GAMES[game]
        level = spec.default_level  # one a newcomer beats some of the time
        players = [PlayerSetup(THE_PLAYER, HUMAN), PlayerSetup(t(lang, "computer"), level)]
        while len(players) < spec.table_size:  # a game for three starts with three
            players.append(PlayerSetup(t(lang, "computer_n", n=len(players)), level))
        options = {opt.key: opt.default for opt in spec.options}
        for opt in spec.options:
            # A game's own language option (Kwis 't!'s questions) follows the app's language.
            if opt.key == "lang" and opt.choices and lang in opt.choices:
                options["lang"] = lang
        return cls(game, players, options)

    def kinds(self) -> list[str]:
        return [HUMAN, "random", *(b.key for b in GAMES[self.game].bot_levels)]

    def add_player(self, lang: str) -> None:
        spec = GAMES[self.game]
        if len(self.players) >= spec.max_players:
            raise IllegalAction("bad_player_count", f"At most {spec.max_players} players.")
        self.players.append(PlayerSetup(t(lang, "player_n", n=len(self.players) + 1), HUMAN))
        self._name_people(lang)

    def remove_player(self, index: int, lang: str = "en") -> None:
        spec = GAMES[self.game]
        if len(self.players) <= spec.min_players:
            raise IllegalAction("bad_player_count", f"At least {spec.min_players} players.")
        del self.players[index]
        self._name_people(lang)

    def _name_people(self, lang: str) -> None:
        """Names the app chose follow the table: the one person of a solo game is the
        player (``THE_PLAYER``, shown as "You"); with several people passing the device
        they are "Player 1", "Player 2", ... (a device passed to "You" would speak to
        everyone at once)."""
        people = [i for i, p in enumerate(self.players) if p.kind == HUMAN]
        numbered = {t(lang, "player_n", n=i) for i in range(1, 10)}
        for i in people:
            player = self.players[i]
            if len(people) > 1 and player.name == THE_PLAYER:
                player.name = t(lang, "player_n", n=i + 1)
            elif len(people) == 1 and player.name in numbered:
                player.name = THE_PLAYER

    def set_name(self, index: int, typed: str) -> None:
        """A name typed in the form. The word the field shows for the player ("You",
        "Jij", in either language) keeps the seat the player's."""
        player = self.players[index]
        if " ".join(typed.split()) in OLD_PLAYER_NAMES | {t(x, "you") for x in LANGS}:
            typed = THE_PLAYER
        player.name = typed

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
        self._name_people(lang)

    def set_option(self, key: str, raw: str) -> None:
        opt = GAMES[self.game].option(key)
        value: Any = raw
        if opt.default is None and not opt.choices:  # a value no form field can type
            raise IllegalAction("bad_option", f"Option {key!r} has its own field.")
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
        """The players for ``new_match``, names cleaned by the engine's own rule
        (``pyengine.core.names.clean_name``). A name that shows nothing stays empty, so
        the start is refused (``bad_name``) and the form asks for a name."""
        return [
            {"name": clean_name(p.name), "bot": None if p.kind == HUMAN else p.kind}
            for p in self.players
        ]


def default_name(lang: str, index: int, human: bool, people: int) -> str:
    """The name the form gives seat ``index``: the player for the one person at the table,
    "Player n" for one of several, "Computer" (the first) or "Computer n"."""
    if human:
        return THE_PLAYER if people == 1 else t(lang, "player_n", n=index + 1)
    return t(lang, "computer") if index <= 1 else t(lang, "computer_n", n=index)


def named_players(players: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """Players the app passes on by itself (a rematch) with names cleaned by the engine's
    rule; a name that shows nothing gets the form's default name for that seat. A save of
    format 1 kept its names as they were typed then, so some may clean to nothing."""
    people = sum(1 for p in players if p.get("bot") is None)
    named = []
    for i, player in enumerate(players):
        raw = player.get("name")
        name = clean_name(raw) if isinstance(raw, str) else ""
        human = player.get("bot") is None
        named.append({**player, "name": name or default_name(lang, i, human, people)})
    return named
