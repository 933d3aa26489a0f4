"""An evening (issue 34): the rulebook's games in pairs on one pyramid. Abquetschen builds
it and Raffzahn takes it down; Bunte Kuh builds and Cui bono? takes down
(``pyengine.evening``).

At the end of a building game the app offers "Play on" (app/evening_screens.py): the
take-down game starts from the pyramid just built, with the same people in the same seats.
Before it starts, the evening's table so far is shown and nothing moves (``intro``); at its
end the table of both games. Each game of an evening keeps its own record, marked with the
evening's id (the first game's id) and its number in it (``saves.Link``), so the history
lists an evening as one entry with its games, each replayed on its own, and an export
carries the link.

The table adds up places (``pyengine.evening.standings``): the games count their scores in
opposite directions (dice left, dice taken), places always read the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pyengine import GAMES, IllegalAction, Match
from pyengine.evening import TAKES_DOWN, next_game, play_on, standings
from pyengine.pyramid.option import PYRAMID_OPTION

from .saves import Link, SaveStore, SaveSummary


class Host(Protocol):
    """What an evening asks of the controller (app/controller.py): the open game, its
    evening and the way a game is started and stored."""

    game_id: str | None
    evening: Link | None
    evening_intro: bool
    saves: SaveStore
    new_seed: Callable[[], int]

    def game(self) -> Match: ...

    def _autosave(self) -> None: ...

    def _start_at_table(self, match: Match) -> None: ...


PARTS = 2  # an evening: the building game, then the game that takes its pyramid down
DELETE_PREFIX = "evening:"  # "delete" of a whole evening: its id after this


def fresh_options(match: Match) -> dict[str, Any]:
    """A match's options for a new game of the same kind ("Play again"): its own pyramid."""
    return {k: v for k, v in match.options.items() if k != PYRAMID_OPTION.key}


def follower(match: Match) -> str | None:
    """The game that takes this finished game's pyramid down, if the table can play it."""
    return next_game(match)


def blocked_follower(match: Match) -> str | None:
    """The take-down game a finished building game has, when the player count keeps the
    table from playing it (Raffzahn is for three)."""
    follow = TAKES_DOWN.get(match.game_id)
    if follow is None or not match.is_over or next_game(match) is not None:
        return None
    return follow


def act_play_on(c: Host, _arg: str, _value: str) -> None:
    """The "Play on" button: the finished game joins (or starts) an evening, and the game
    that takes its pyramid down starts with the same people, held behind the evening's
    table."""
    match = c.game()
    if next_game(match) is None or c.game_id is None:
        raise IllegalAction("no_next_game", "No game takes this pyramid down.")
    evening, part = c.evening if c.evening is not None else (c.game_id, 0)
    c.evening = (evening, part)
    c._autosave()  # the finished game's record now names its evening
    c._start_at_table(play_on(match, c.new_seed()))  # joined devices keep their seats
    c.evening = (evening, part + 1)
    c.evening_intro = True
    c._autosave()


def act_evening_go(c: Host, _arg: str, _value: str) -> None:
    """The evening's table was read: the next game begins (computers may move)."""
    c.evening_intro = False


# -- the evening's games, from the summaries ------------------------------------------------
@dataclass(frozen=True)
class Evening:
    """The games of one evening that are stored, in order."""

    id: str
    games: tuple[SaveSummary, ...]

    @property
    def updated(self) -> float:
        return max(s.updated for s in self.games)

    @property
    def players(self) -> tuple[str, ...]:
        return self.games[0].players

    def places(self) -> list[list[int]]:
        """Each finished game's places, in order (a game not finished adds nothing)."""
        out = []
        for s in self.games:
            places = (s.result or {}).get("places") if s.over else None
            if (
                isinstance(places, list)
                and len(places) == len(self.players)
                and all(type(p) is int for p in places)
            ):
                out.append(places)
        return out

    def table(self) -> dict[str, list[int]]:
        return standings(self.places())

    @property
    def complete(self) -> bool:
        return len(self.games) >= PARTS and all(s.over for s in self.games)


def gather(summaries: Iterable[SaveSummary]) -> dict[str, Evening]:
    """Every evening of these summaries (readable games with a link, same players), by id."""
    parts: dict[str, dict[int, SaveSummary]] = {}
    for s in summaries:
        if s.evening is not None and s.error is None and s.game in GAMES:
            parts.setdefault(s.evening[0], {})[s.evening[1]] = s
    out = {}
    for eid, games in parts.items():
        ordered = tuple(games[k] for k in sorted(games))
        if all(s.players == ordered[0].players for s in ordered):
            out[eid] = Evening(eid, ordered)
    return out


def grouped(results: Sequence[SaveSummary], every: Iterable[SaveSummary]) -> list[Any]:
    """``results`` (finished games, newest first) with the games of each evening of two or
    more stored games replaced by one ``Evening``, where its newest finished game was."""
    evenings = {eid: e for eid, e in gather(every).items() if len(e.games) >= PARTS}
    out: list[Any] = []
    seen: set[str] = set()
    for s in results:
        link = s.evening
        if link is None or link[0] not in evenings:
            out.append(s)
        elif link[0] not in seen:
            seen.add(link[0])
            out.append(evenings[link[0]])
    return out


def current(c: Host) -> Evening | None:
    """The open game's evening, with the open game's newest summary in it."""
    if c.evening is None:
        return None
    return gather(c.saves.summaries()).get(c.evening[0])


def members(summaries: Iterable[SaveSummary], eid: str) -> list[str]:
    """The ids of the stored games of evening ``eid``."""
    return [s.id for s in summaries if s.evening is not None and s.evening[0] == eid]
