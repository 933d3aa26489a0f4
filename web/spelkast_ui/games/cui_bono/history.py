"""What happened in each turn of a Cui bono? game, read back from the match's log.

The view only carries the latest pull (``last``); the screen wants every computer move
since the human's turn and a game log. The log holds positions but not the colours of the
pulled dice, so the log is replayed through the rules and each turn's ``last`` is kept.
The replay is cached and extended move by move (it starts again after an undo or when
another game is opened), so a screen costs one ``apply`` per new move.

Each entry is one pull. With the option ``pull_again`` a turn can hold several (every die
laid back is followed by another pull of the same player), so an entry also says which
pull of its turn it was (``pull``, from 1) and whether the option is on (``again``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine import Match

# The engine's ``last`` (seat, turn, pulled, colour, slides, placed, kept, ...) with
# ``pull`` and ``again`` added.
Turn = dict[str, Any]


@dataclass
class _Replay:
    match_id: int
    seed: int
    state: Any
    log: list[dict[str, Any]] = field(default_factory=list)
    turns: list[Turn] = field(default_factory=list)


_cache: list[_Replay] = []


def _fresh(match: Match) -> _Replay:
    state = match.rules.setup(len(match.players), dict(match.options))
    return _Replay(id(match), match.seed, state)


def turns(match: Match) -> list[Turn]:
    """Every pull so far, oldest first; the last one may still be going on (no place or
    keep yet)."""
    replay = _cache[0] if _cache else None
    done = len(replay.log) if replay is not None else 0
    if (
        replay is None
        or replay.match_id != id(match)
        or replay.seed != match.seed
        or len(match.log) < done
        or match.log[:done] != replay.log
    ):
        replay = _fresh(match)
        _cache[:] = [replay]
    for entry in match.log[len(replay.log) :]:
        seat, action = entry["seat"], entry["action"]
        match.rules.apply(replay.state, seat, action)
        replay.log.append(entry)
        last = replay.state.last
        if action["type"] == "pull" and last is not None:
            # The engine counts the pulls of the turn (1 without the option).
            extra = {"pull": replay.state.pulls, "again": replay.state.pull_again}
            replay.turns.append({**last, **extra})
        elif action["type"] in ("place", "keep") and last is not None and replay.turns:
            before = replay.turns[-1]
            replay.turns[-1] = {**last, "pull": before["pull"], "again": before["again"]}
    return list(replay.turns)
