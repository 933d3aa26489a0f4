"""Whether a stored summary can be trusted (issue 35): every field it holds is checked when
it is read, before home, results or statistics see it.

A summary is a cache of its record, kept so that home need not read every finished game's
log at start. One with an odd value (an ``updated`` of Infinity or 1e300, ``winners`` a
number or ``true``, a seat of -5, a name of 5,000 characters ...) is not one the app wrote:
``problem`` names what is wrong, and the store makes the summary again from the record
(``SaveStore``), which the engine replays. What the screens read of a summary is then
always what a replayed match gives: finite times, seats of the game, names within the
engine's limits.
"""

from __future__ import annotations

import math
from typing import Any

from pyengine import GAMES
from pyengine.core.names import MAX_NAME_LENGTH

# Times are epoch milliseconds: up to the last moment of the year 9999, which every
# calendar function can show (1e300 overflows them).
MAX_STAMP = 253_402_300_799_999.0
MAX_MOVES = 10_000_000  # far beyond any game's log
MAX_LABEL = 64  # a score label ("halves_lost", ...)
MAX_DETAIL = 300  # the part of a damaged record's reason kept for the screen
MAX_HINTS = 1_000_000
DAMAGE_KINDS = frozenset({"broken", "invalid"})


def stamp(value: Any) -> float:
    """A time read from storage: a number from 0 to MAX_STAMP, else 0 (unknown)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
        if math.isfinite(number) and 0 <= number <= MAX_STAMP:
            return number
    return 0.0


def _whole(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _seats(value: Any, n: int, *, every: bool = False) -> bool:
    """Distinct seats of an ``n``-seat game (``every``: each seat once, in some order)."""
    if not isinstance(value, list) or (every and len(value) != n):
        return False
    return all(_whole(s, 0, n - 1) for s in value) and len(set(value)) == len(value)


def _result_problem(result: Any, n: int) -> str | None:
    """What is wrong with a finished game's ``result`` for ``n`` seats (fields a game does
    not give may be missing; those it gives must be what the engine gives)."""
    if not isinstance(result, dict):
        return "result"
    for key in ("winners", "ranking"):
        if key in result and not _seats(result[key], n):
            return f"result.{key}"
    places = result.get("places")
    if "places" in result and not (
        isinstance(places, list) and len(places) == n and all(_whole(p, 1, n) for p in places)
    ):
        return "result.places"
    scores = result.get("scores")
    if "scores" in result and not (
        isinstance(scores, list) and len(scores) == n and all(_score(s) for s in scores)
    ):
        return "result.scores"
    loser = result.get("loser")
    if loser is not None and not _whole(loser, 0, n - 1):
        return "result.loser"
    label = result.get("score_label")
    if label is not None and not (isinstance(label, str) and len(label) <= MAX_LABEL):
        return "result.score_label"
    return None


def _number(value: Any) -> bool:
    """A time as the app writes it (``stamp`` keeps it as it is)."""
    return isinstance(value, int | float) and not isinstance(value, bool) and stamp(value) == value


def _score(value: Any) -> bool:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and abs(value) < 1e9


def problem(data: dict[str, Any]) -> str | None:
    """The first field of a stored summary (not a damaged one) that cannot be trusted, or
    None when every field is one the app writes."""
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        return "game"
    spec = GAMES[game]
    players, bots = data.get("players"), data.get("bots")
    if not isinstance(players, list) or not spec.min_players <= len(players) <= spec.max_players:
        return "players"
    if not all(isinstance(p, str) and 0 < len(p) <= MAX_NAME_LENGTH for p in players):
        return "players"
    levels = {"random"} | {b.key for b in spec.bot_levels}
    if not isinstance(bots, list) or len(bots) != len(players):
        return "bots"
    if not all(b is None or (isinstance(b, str) and b in levels) for b in bots):
        return "bots"
    if not _whole(data.get("moves"), 0, MAX_MOVES):
        return "moves"
    over = data.get("over")
    if not isinstance(over, bool):
        return "over"
    result = data.get("result")
    if over:
        found = _result_problem(result, len(players))
        if found is not None:
            return found
    elif result is not None:
        return "result"
    for key in ("updated", "created"):  # older builds may lack them: 0
        if key in data and not _number(data[key]):
            return key
    if "hints" in data and not _whole(data["hints"], 0, MAX_HINTS):
        return "hints"
    if "error" in data:
        return "error"
    return None


def damage(data: dict[str, Any]) -> tuple[str, str] | None:
    """A damaged record's stored reason ``(kind, detail)``, when ``data`` is one."""
    error = data.get("error")
    if not isinstance(error, list) or len(error) != 2:
        return None
    kind, detail = error
    if not isinstance(kind, str) or kind not in DAMAGE_KINDS or not isinstance(detail, str):
        return None
    return kind, detail[:MAX_DETAIL]
