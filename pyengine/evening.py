"""Evenings (issue 34): the rulebook's games in pairs on one pyramid.

"Zo kan men met het eerste spel 'Abquetschen' de piramide opbouwen en daarna met het tweede
spel 'Raffzahn' de piramide afbouwen"; likewise Bunte Kuh builds and Cui bono? takes down.
When a building game is over, ``play_on`` starts its take-down game with the same people in
the same seats (so each keeps his side of the pyramid) from the pyramid left on the table
(``Rules.handed_on``), carried in the option ``pyramid`` (pyramid.given: the save records
it, the game's own set-up throw lays the missing dice at random).

An evening's table (``standings``) adds up each player's places: fewest wins the evening,
equal totals share a place. Places, not the games' own scores: Abquetschen counts dice
left (fewer is better), Raffzahn dice taken (more is better), so only places add up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .core.errors import IllegalAction
from .core.match import Match
from .core.plain import brief
from .pyramid.option import PYRAMID_OPTION
from .registry import GAMES, rules_for

# The building game -> the game that takes its pyramid down.
TAKES_DOWN: dict[str, str] = {"abquetschen": "raffzahn", "bunte-kuh": "cui-bono"}


def next_game(match: Match) -> str | None:
    """The game that may follow this finished one on its pyramid, with the same people;
    None when there is none (not a building game, not over, a player count the next game
    does not take: Raffzahn is for three)."""
    follow = TAKES_DOWN.get(match.game_id)
    if follow is None or not match.is_over:
        return None
    spec = GAMES[follow]
    if not spec.min_players <= len(match.players) <= spec.max_players:
        return None
    if match.rules.handed_on(match.state) is None:
        return None
    return follow


def carried_level(level: str | None, old: str, new: str) -> str | None:
    """A computer's level in the next game: the level at the same height of its ladder
    (weakest to strongest; a key may mean another height there: Abquetschen's "strong" is
    its middle level, Raffzahn's its top), else the same key; people stay people."""
    if level is None or level == "random":
        return level
    new_keys = [b.key for b in GAMES[new].bot_levels]
    if not new_keys:
        return "random"
    old_keys = [b.key for b in GAMES[old].bot_levels]
    if level not in old_keys or len(old_keys) < 2:
        return level if level in new_keys else new_keys[-1]
    rank = old_keys.index(level) / (len(old_keys) - 1)
    return new_keys[round(rank * (len(new_keys) - 1))]


def next_players(match: Match, follow: str) -> list[dict[str, Any]]:
    """The same people in the same seats; computers at the matching level."""
    return [
        {"name": p["name"], "bot": carried_level(p.get("bot"), match.game_id, follow)}
        for p in match.players
    ]


def play_on(match: Match, seed: int, options: dict[str, Any] | None = None) -> Match:
    """The evening's next game, from the pyramid ``match`` (finished) left on the table.
    IllegalAction ``no_next_game`` when none follows it (see ``next_game``)."""
    follow = next_game(match)
    if follow is None:
        raise IllegalAction(
            "no_next_game",
            f"No game takes down the pyramid of this {brief(match.game_id)} game "
            "(a building game, over, with a player count the next game takes).",
            game=match.game_id,
        )
    pyramid = match.rules.handed_on(match.state)
    given = {**(options or {}), PYRAMID_OPTION.key: pyramid}
    return Match(rules_for(follow), next_players(match, follow), seed, given)


def standings(places: Sequence[Sequence[int]]) -> dict[str, list[int]]:
    """The evening's table from each game's places (one list per game, one place per
    seat): ``totals`` (places added up), ``places`` (fewest total first; equal totals share
    a place) and ``winners``."""
    if not places:
        return {"totals": [], "places": [], "winners": []}
    n = len(places[0])
    totals = [sum(game[s] for game in places) for s in range(n)]
    ranks = [1 + sum(other < mine for other in totals) for mine in totals]
    return {
        "totals": totals,
        "places": ranks,
        "winners": [s for s in range(n) if ranks[s] == 1],
    }
