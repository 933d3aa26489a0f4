"""Every computer level of every game decides from its own seat's view alone.

At positions of seeded random games, each level (and the hint's ``advise``) chooses twice
with the same rng stream: once from the seat's view and legal actions as the match gives
them, once from a JSON copy of them taken in a world where everything the seat cannot see
was redrawn (``Rules.sample_world``: other cups, hidden dice, answer sheets, the bag). The
moves must be equal, so nothing outside the view steers a bot: no hidden state, no shared
object, no leak through the legal actions. A bot must not change the view it is given.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import GAMES, load_match, new_match
from pyengine.core.bot import advise
from pyengine.core.race import TICK
from pyengine.core.referee import next_bot_move
from pyengine.core.rng import Rng
from pyengine.registry import GAME_IDS

POSITIONS = 6  # positions checked per game and level
SEEDS = (3, 11)


def plain(data: Any) -> Any:
    """A copy as JSON would carry it: fresh objects, nothing shared with the match."""
    return json.loads(json.dumps(data))


def positions(game: str, seed: int) -> list[tuple[Any, int]]:
    """(save at that point, a seat with a move to choose) at spread-out points of a seeded
    game of random computers (``next_bot_move`` plays races in time as well)."""
    spec = GAMES[game]
    count = max(spec.min_players, min(3, spec.max_players))
    m = new_match(game, [{"name": f"P{s}", "bot": "random"} for s in range(count)], seed=seed)
    found: list[tuple[Any, int]] = []
    step = 0
    while not m.is_over and len(found) < POSITIONS and step < 4000:
        seat = m.to_move[step % len(m.to_move)]
        if step % 5 == 2 and any(a["type"] != TICK for a in m.legal_actions(seat)):
            found.append((m.to_json(), seat))
        m.play(*next_bot_move(m))
        step += 1
    return found


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_level_decides_from_its_own_view_only(game: str) -> None:
    spec = GAMES[game]
    levels = ["random", *(b.key for b in spec.bot_levels)]
    checked = 0
    for seed in SEEDS:
        for save, seat in positions(game, seed):
            m = load_match(save)
            rules = m.rules
            view = m.view(seat)
            legal = [a for a in m.legal_actions(seat) if a["type"] != TICK]
            before = json.dumps(view, sort_keys=True)
            world = rules.sample_world(m.shown_state, seat, Rng(seed, len(m.log)))
            other_view = plain({**view, "state": rules.view(world, seat)})
            assert other_view == plain(view)  # (test_all_games proves this for every step)
            if not spec.realtime:  # what a seat may do shows nothing it cannot see either
                assert plain(rules.legal_actions(world, seat)) == plain(m.legal_actions(seat))
            for level in levels:
                bot = rules.bot(level)
                mine = bot.choose(view, legal, Rng(99, len(m.log)))
                assert json.dumps(view, sort_keys=True) == before, f"{level} changed its view"
                theirs = bot.choose(other_view, plain(legal), Rng(99, len(m.log)))
                assert mine == theirs, f"{game} {level}: the move depends on more than the view"
                if level == spec.strongest:
                    hinted, reason = advise(bot, plain(view), plain(legal), Rng(99, len(m.log)))
                    assert hinted == mine and isinstance(reason.get("why"), str)
                checked += 1
    assert checked >= len(levels) * POSITIONS
