"""The device around a game: which drawing of the game screen brings news for the phone
to play out (a dice sound, a vibration, dice tumbling), and the settings for it.

``spelkast_ui/page`` asks ``Moments.news`` once per drawing and puts the answer on ``<html>``
(``data-news``); ``web/device.js`` plays the sound and the vibration, the CSS the dice's
tumble. Pure: the news is read from the match (its log and its end), the same for every
game, so a game needs no code of its own for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..kit.dice import throws_in
from ..kit.gameplay import GamePlay, Table

# The device's own behaviour, each "on" or "off": keep the screen on during a game, a
# dice sound, a vibration. All on by default: the sound is short and soft, and a browser
# lets it play only after the player's first tap anyway.
DEVICE_SETTINGS: dict[str, str] = {"wake": "on", "sound": "on", "vibrate": "on"}
# What a drawing can bring: new dice thrown, a capture or penalty where the game marks one
# (``GamePlay.marks``: Würfelmarsch's captures, Bunte Kuh's wrong calls, Qwinto's
# penalties), a round's end (Schocken's penalty chips are handed out, a quiz round is
# scored), the end of the game.
NEWS_KINDS = ("throw", "mark", "round", "end")


class Shown(Table, Protocol):
    """What the news reads of the controller: a table, its screen and its game's play."""

    screen: str

    def rounds_total(self) -> int: ...
    def game_play(self) -> GamePlay: ...


@dataclass(frozen=True)
class Mark:
    game: str
    moves: int  # the log's length: drawn again without a move, nothing needs counting
    throws: int
    marks: int
    rounds: int
    over: bool


class Moments:
    """Remembers what the last drawing of a game showed, to tell what is new in the next."""

    def __init__(self) -> None:
        self.last: Mark | None = None

    def news(self, c: Shown) -> list[str]:
        """What this drawing shows for the first time; [] off the game screen, on entering a
        game (a continued game's last throw is not thrown again) and after an undo."""
        match = c.match
        if c.screen != "game" or match is None or c.game_id is None:
            self.last = None
            return []
        before = self.last
        if before is not None and before.game == c.game_id and before.moves == len(match.log):
            return []  # a redraw (a tap that made no move, a race's clock): nothing new
        now = Mark(
            c.game_id,
            len(match.log),
            throws_in(match.log),
            c.game_play().marks(c),
            c.rounds_total(),
            match.is_over,
        )
        self.last = now
        if before is None or before.game != now.game:
            return []
        kinds = []
        if now.throws > before.throws:
            kinds.append("throw")
        if now.over and not before.over:
            kinds.append("end")
        elif now.rounds > before.rounds:
            kinds.append("round")
        elif now.marks > before.marks:
            kinds.append("mark")
        return kinds
