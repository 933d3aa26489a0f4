"""An Abquetschen player that cheats, to measure the ceiling of skill (two or three players).

The ``oracle`` level of ``tools/abq_measure.py``:

    ORACLE_DEPTH=2 .venv/bin/python tools/abq_measure.py oracle,random --games 100

It reads the whole game state *and the future*: the match's dice stream and the opponent's
own random stream, so it knows every coming throw and every move the opponent will make.
At the start of each of its builds it tries every legal set (up to ``MAX_TRIED``), plays
the game on from each (its bonus dice as ``expert`` builds them, the opponent as he really
will) until its own next build; with ``ORACLE_DEPTH=2`` it tries every set there too and
plays on to the build after that. At the last build it looks at, it takes the best set
(the most dice, its bonus included when buildable) and values the position reached with
the exact race model of ``tools/abq_race.py`` (the win chance from the two supplies, the
opponent to move). A game that ends on the way counts as won or lost. No fair player (who
does not know the throws) looking as many own turns ahead can do better than it, except
by reading the position beyond that horizon better than the race model.

With three players (``greedy,oracle,greedy`` and so on) it plays on through both others'
turns, each as he really will (greedy is deterministic, and each player's own stream is
read too), and the race at the end is against the fewer dice of the two others (as the
expert's look ahead has it); a burial on the way ends the game there, by the supplies.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from abq_race import race_values

from pyengine.core.bot import Bot
from pyengine.core.rng import Rng
from pyengine.games.abquetschen.bots import BOTS, _bonus
from pyengine.games.abquetschen.position import Position
from pyengine.games.abquetschen.rules import AbquetschenRules, State, position_of
from pyengine.games.abquetschen.search import SUP_MASK, bits, exists, iter_builds, positions_of

MAX_TRIED = 40
DEPTH = int(os.environ.get("ORACLE_DEPTH", "1"))  # own builds looked through (1 or 2)
VALUE = race_values(0.1, 0.15, 0.1, 0.15)


def copy_rng(rng: Rng) -> Rng:
    out = Rng(0)
    out._state = rng._state  # a tool: the oracle reads the future
    return out


def _order(new: int, occ: int) -> list[list[int]]:
    """The dice of ``new`` in an order each can be placed (lowest first)."""
    out = []
    done = occ
    todo = new
    while todo:
        for i in bits(todo):
            if SUP_MASK[i] & ~done == 0:
                out.append(list(positions_of(1 << i)[0]))
                done |= 1 << i
                todo &= ~(1 << i)
                break
    return out


class Oracle:
    def __init__(self) -> None:
        self.plan: list[list[int]] = []

    def choose(
        self,
        rules: AbquetschenRules,
        state: State,
        seat: int,
        legal: list[dict[str, Any]],
        dice: Rng,
        rngs: list[Rng],
        bots: list[Bot],
        levels: list[str],
    ) -> dict[str, Any]:
        if state.phase == "build" and not state.placed:
            self.plan = self._best(rules, state, seat, dice, rngs, bots, levels)
        if state.phase == "build" and self.plan:
            return {"type": "place", "at": self.plan.pop(0)}
        view = {"seat": seat, "state": rules.view(state, seat)}
        return BOTS["expert"].choose(view, legal, rngs[seat])

    def _best(
        self,
        rules: AbquetschenRules,
        state: State,
        seat: int,
        dice: Rng,
        rngs: list[Rng],
        bots: list[Bot],
        levels: list[str],
    ) -> list[list[int]]:
        position = position_of(state)
        problem = position.current()
        assert problem is not None
        best: list[list[int]] = []
        best_value = -1.0
        for count, new in enumerate(iter_builds(problem)):
            if count >= MAX_TRIED:
                break
            order = _order(new, position.occupied)
            value = self._play_out(rules, state, seat, order, dice, rngs, bots, levels, DEPTH)
            if value > best_value:
                best, best_value = order, value
        return best

    def _play_out(
        self,
        rules: AbquetschenRules,
        state: State,
        seat: int,
        order: list[list[int]],
        dice: Rng,
        rngs: list[Rng],
        bots: list[Bot],
        levels: list[str],
        depth: int,
    ) -> float:
        st = rules.sample_world(state, None, dice)
        d = copy_rng(dice)
        rs = [copy_rng(r) for r in rngs]
        for at in order:
            rules.apply(st, seat, {"type": "place", "at": at})
        rules.apply(st, seat, {"type": "confirm"})
        steps = 0
        while rules.result(st) is None:
            mover = rules.to_move(st)[0]
            if mover == seat and st.phase == "build" and not st.placed:
                if depth <= 1:
                    return self._leaf(st, seat)
                position = position_of(st)
                problem = position.current()
                assert problem is not None
                best = 0.0
                for count, new in enumerate(iter_builds(problem)):
                    if count >= MAX_TRIED:
                        break
                    order2 = _order(new, position.occupied)
                    value = self._play_out(rules, st, seat, order2, d, rs, bots, levels, depth - 1)
                    best = max(best, value)
                    if best >= 1.0:
                        break
                return best
            legal = rules.legal_actions(st, mover)
            if len(legal) == 1 and legal[0]["type"] in ("throw", "confirm"):
                action = dict(legal[0])
            elif mover == seat or levels[mover] == "oracle":
                view = {"seat": mover, "state": rules.view(st, mover)}
                action = BOTS["expert"].choose(view, legal, rs[mover])
            else:
                view = {"seat": mover, "state": rules.view(st, mover)}
                action = bots[mover].choose(view, legal, rs[mover])
            if action["type"] == "throw":
                action = {"type": "throw", "values": [d.die()]}
            rules.apply(st, mover, action)
            steps += 1
        result = rules.result(st)
        assert result is not None
        return 1.0 / len(result["winners"]) if seat in result["winners"] else 0.0

    def _leaf(self, st: State, seat: int) -> float:
        position = position_of(st)
        problem = position.current()
        assert problem is not None
        # The race is against the fewest dice of the others (two players: the other's).
        theirs = min(st.supply[o] for o in range(st.n) if o != seat)
        supply = st.supply[seat]
        best = supply  # the least left after this build
        for count, new in enumerate(iter_builds(problem)):
            if count >= MAX_TRIED:
                break
            left = supply - st.need
            bonus = min(_bonus(position, new), left)
            if bonus:
                after = _with(position, seat, new)
                prob = after.problem(seat, bonus, bonus=True)
                if prob is not None and exists(prob):
                    left -= bonus
            best = min(best, left)
        if best <= 0:
            return 1.0
        return VALUE(best, theirs, False, False)[1]


def _with(position: Position, seat: int, new: int) -> Position:
    own = list(position.own)
    own[seat] |= new
    return dataclasses.replace(position, own=tuple(own), placed=0, phase="bonus")


ORACLE = Oracle()
