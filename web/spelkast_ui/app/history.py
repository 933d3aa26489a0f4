"""Statistics of finished games, from the saves' summaries only (no log is read).

Whose win: statistics are kept per person *name*. A finished game counts once for every
seat a person (not a computer) played in it, from that seat: won when the seat is among the
result's ``winners`` (a shared first place is a win), lost otherwise. With several people at
one device each name gets its own statistics; the screen shows one name at a time (the one
with the most games first). Names match without regard to case and spaces, and the form's
default name for the first person ("You", "Jij") is one person in both languages.

Against whom: the other seats of the game. All computers of one level: that level; all
people: ``people``; computers of several levels, or people and computers: ``mixed``;
nobody (a solo game of Qwinto): ``solo``.

Games in which hints were asked (``hints > 0``) are counted apart (``Stats.hinted``) and
left out of everything else: won, lost, scores and streaks. Damaged saves and games in
progress are skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pyengine import GAMES
from pyengine.core.names import THE_PLAYER

from ..kit.i18n import t
from .saves import SaveSummary

# Score labels for which fewer is better (pyengine/games/*/rules.py, ``result``):
# Schocken halves lost, Cui Bono minus points, Abquetschen and Bunte Kuh dice left.
LOWER_IS_BETTER = frozenset({"halves_lost", "minus_points", "dice_left"})
PEOPLE, MIXED, SOLO = "people", "mixed", "solo"


@dataclass(frozen=True)
class Outcome:
    """One finished game seen from one person's seat."""

    id: str
    game: str
    updated: float
    seat: int
    name: str
    won: bool
    against: str  # a computer level, PEOPLE, MIXED or SOLO
    score: int | None
    score_label: str | None
    hinted: bool


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)


@dataclass
class Stats:
    """One person's statistics over some games (one game, or all)."""

    total: Tally = field(default_factory=Tally)
    against: dict[str, Tally] = field(default_factory=dict)
    hinted: Tally = field(default_factory=Tally)
    score_label: str | None = None
    best: int | None = None
    average: float | None = None
    streak: int = 0  # wins in a row up to the latest game
    longest: int = 0


# The name the new-game form gives the first person: the mark of "the player", or in saves
# before it the word in either language: one person.
DEFAULT_NAMES = frozenset({"you", "jij", THE_PLAYER})
PLAYER_KEY = "you"


def person_key(name: str) -> str:
    key = " ".join(name.split()).casefold()
    return PLAYER_KEY if key in DEFAULT_NAMES else key


def shown_person(lang: str, key: str, name: str) -> str:
    """A person of the statistics as the screen names him: the player in ``lang``."""
    return t(lang, "you") if key == PLAYER_KEY else name


def finished(summaries: Iterable[SaveSummary]) -> list[SaveSummary]:
    """The readable finished games, newest first (the order of ``SaveStore.summaries``)."""
    return [
        s
        for s in summaries
        if s.error is None and s.over and s.game in GAMES and isinstance(s.result, dict)
    ]


def _against(bots: Sequence[str | None], seat: int) -> str:
    others = [b for i, b in enumerate(bots) if i != seat]
    if not others:
        return SOLO
    if all(b is None for b in others):
        return PEOPLE
    kinds = set(others)
    if len(kinds) == 1:
        level = others[0]
        return str(level)
    return MIXED


def outcomes(summaries: Iterable[SaveSummary]) -> list[Outcome]:
    """Every person's seat in every readable finished game, oldest first."""
    out = []
    for s in finished(summaries):
        result: dict[str, Any] = s.result or {}
        winners = result.get("winners")
        if not isinstance(winners, list):
            continue
        scores = result.get("scores")
        label = result.get("score_label")
        bots = s.bots or (None,) * len(s.players)
        for seat, name in enumerate(s.players):
            if seat >= len(bots) or bots[seat] is not None:
                continue
            score = scores[seat] if isinstance(scores, list) and seat < len(scores) else None
            out.append(
                Outcome(
                    id=s.id,
                    game=str(s.game),
                    updated=s.updated,
                    seat=seat,
                    name=name,
                    won=seat in winners,
                    against=_against(bots, seat),
                    score=score if isinstance(score, int) and not isinstance(score, bool) else None,
                    score_label=label if isinstance(label, str) else None,
                    hinted=s.hints > 0,
                )
            )
    out.sort(key=lambda o: (o.updated, o.id, o.seat))
    return out


def people(items: Iterable[Outcome]) -> list[tuple[str, str, int]]:
    """Each person as ``(key, name as last written, games)``, most games first."""
    count: dict[str, int] = {}
    shown: dict[str, str] = {}
    for o in items:  # oldest first: the last spelling wins
        key = person_key(o.name)
        count[key] = count.get(key, 0) + 1
        shown[key] = o.name
    return sorted(((k, shown[k], n) for k, n in count.items()), key=lambda p: (-p[2], p[1]))


def stats(items: Iterable[Outcome], person: str, game: str | None = None) -> Stats:
    """``person``'s statistics (a ``person_key``) over ``game``, or over every game."""
    st = Stats()
    scores: list[int] = []
    run = 0
    for o in items:
        if person_key(o.name) != person or (game is not None and o.game != game):
            continue
        if o.hinted:
            st.hinted.add(o.won)
            continue
        st.total.add(o.won)
        st.against.setdefault(o.against, Tally()).add(o.won)
        run = run + 1 if o.won else 0
        st.longest = max(st.longest, run)
        if game is not None and o.score is not None:
            scores.append(o.score)
            st.score_label = o.score_label
    st.streak = run
    if scores:
        lower = st.score_label in LOWER_IS_BETTER
        st.best = min(scores) if lower else max(scores)
        st.average = round(sum(scores) / len(scores), 1)
    return st


def per_game(items: Sequence[Outcome], person: str) -> list[tuple[str, Tally]]:
    """``person``'s won/played in each game he played (without hints), in the app's order."""
    tallies = {g: stats(items, person, g).total for g in GAMES}
    return [(g, tally) for g, tally in tallies.items() if tally.played]


def level_key_order(game: str | None) -> list[str]:
    """The order opponents are listed in: the game's levels (weakest first), then random,
    then mixed tables, people and solo."""
    keys: list[str] = []
    specs = [GAMES[game]] if game in GAMES else list(GAMES.values())
    for spec in specs:
        for level in spec.bot_levels:
            if level.key not in keys:
                keys.append(level.key)
    return ["random", *keys, MIXED, PEOPLE, SOLO]


def level_label(key: str, game: str | None) -> dict[str, str] | None:
    """A computer level's own label ({nl, en}) from the game's spec (or any game's)."""
    specs = [GAMES[game]] if game in GAMES else list(GAMES.values())
    for spec in specs:
        for level in spec.bot_levels:
            if level.key == key:
                return dict(level.label)
    return None
