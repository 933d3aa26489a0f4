"""Every computer level of every race game plays a whole game to its end (issue 39).

A table of computers is driven as simulate drives it (``next_bot_move``: the earliest plan
first). At every step the move the computers answer must be one ``play`` accepts as it
stands (issue 35, point 3: a computer that answers a tick beyond the clock's range asks
again for ever), and the game must end within a bound: a level whose moves never move
the race clock on (issue 39: the random computer's moves pinned to the clock) fails here.
Each level plays against the random one (the issue's case) and against itself, once with
the first race pushed to the end of the clock's range (core.race.MAX_T).
"""

from __future__ import annotations

from typing import Any

import pytest

from pyengine import GAMES, Match, new_match
from pyengine.core.race import MAX_T, TICK
from pyengine.core.referee import next_bot_move
from pyengine.registry import GAME_IDS

RACE_GAMES = [g for g in GAME_IDS if GAMES[g].realtime]
STEP_BOUND = 3_000  # the longest game measured here takes a few hundred moves


def _cases() -> list[Any]:
    cases = []
    for game in RACE_GAMES:
        spec = GAMES[game]
        for level in ["random", *(b.key for b in spec.bot_levels)]:
            n = max(spec.min_players, 3 if spec.max_players >= 3 else 2)
            against = ["random"] * (n - 1)
            cases.append(pytest.param(game, [level, *against], False, id=f"{game}-{level}-random"))
            cases.append(pytest.param(game, [level] * n, True, id=f"{game}-{level}-late-clock"))
    return cases


def play_to_the_end(m: Match, late_clock: bool) -> int:
    steps = 0
    pushed = False
    while not m.is_over:
        assert steps < STEP_BOUND, f"no end after {steps} moves"
        if late_clock and m.racing and not pushed:
            # Someone's device reports a clock near the end of its range: every move the
            # computers make from here lies in the last grace window of MAX_T.
            seat = m.to_move[0]
            m.play(seat, {"type": TICK, "t": MAX_T - GAMES[m.game_id].grace_ms // 2})
            pushed = True
        seat, action = next_bot_move(m)
        refused = m.why_illegal(seat, action)
        assert refused is None, (steps, seat, action, refused)
        m.play(seat, action)
        steps += 1
    return steps


@pytest.mark.parametrize(("game", "levels", "late_clock"), _cases())
def test_every_level_plays_a_race_game_to_its_end(
    game: str, levels: list[str], late_clock: bool
) -> None:
    # 700007: the game (strong, random, random); 700001: three random computers
    # whose Raffzahn game did not end in 3,000 moves before the fix (403 moves now).
    seed = 5 if late_clock else 700001 if set(levels) == {"random"} else 700007
    players = [{"name": f"{level} {i}", "bot": level} for i, level in enumerate(levels)]
    m = new_match(game, players, seed)
    play_to_the_end(m, late_clock)
    assert m.result is not None and m.result["winners"]
