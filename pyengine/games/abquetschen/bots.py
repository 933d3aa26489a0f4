"""Abquetschen's computer players, weakest first: ``greedy``, ``strong`` and ``expert``
(``random`` comes from core).

All plan a whole set of dice when they must build (every legal set, from the exact search)
and then place it die by die, lowest die first; the plan is recomputed from the view at
every step, and since the dice already placed belong to the best set, the same set comes
out again (a small cache makes that free).

* ``greedy`` (the beginner) takes the set that earns the most bonus dice now (a row of 4 or
  more), the first one found among equals: sensible, but it looks no further.
* ``strong`` judges every set by what it leaves: the bonus dice it earns; its own contact
  spots (empty positions resting on its dice, where its next builds can touch them); the
  opponents' contact spots (fewer is better: a player who cannot touch his own dice
  builds nothing); and the end: burying an opponent's last contact spot ends the game at
  his turn, which the bot seeks when it has the fewest dice left and avoids otherwise.
* ``expert`` takes ``strong``'s best sets and reckons each one turn ahead, exactly
  (``outlook``): a set that empties its supply wins at once; bonus dice count only when a
  legal set of them exists; for the next player, and less for the one after him, which
  throws he could still build after this set (a build can be blocked: every throw taken
  from him is worth its dice); for itself, which throws it could build next; and burying
  (another or itself) only while it has the fewest dice left. The best few of those it
  reckons two turns ahead (``lookahead``): the next player's every throw and the set he
  would build (the row worth the most bonus dice, if any, and his bonus dice: a player
  who goes for the bonus, as greedy does), then its own every throw on the pyramid he
  leaves, each branch a chance of winning. docs/rules/abquetschen.md, "Computer levels",
  has what each level wins.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ...core.bot import THINK_LIMIT, Bot, Reason, past
from ...core.rng import Rng
from ...pyramid.geometry import POSITIONS, row_runs
from . import lookahead
from .outlook import turn_worth
from .position import BONUS_FOR_ROW, START_TOPS, Position, position_from_view
from .search import INDEX, SUP_MASK, bits, exists, iter_builds, positions_of

Action = dict[str, Any]
MAX_SETS = 4000  # enough for every position seen in play; the first ones are kept beyond
WIN = 1000.0
KINDS_WITHOUT_SET = ("throw", "start", "confirm", "skip_bonus")  # moves the hint names as such


def _bonus(position: Position, new: int) -> int:
    if position.phase != "build":
        return 0
    runs = row_runs(positions_of(new), 4)
    return BONUS_FOR_ROW.get(len(runs[0]), 3) if runs else 0


Score = Callable[[Position, dict[str, Any], int], float]


class _Planner:
    def __init__(self, score: Score) -> None:
        self.score = score
        self._cache: dict[tuple[Any, ...], int] = {}

    def choose(self, view: dict[str, Any], legal: list[Action], _rng: Rng) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: dict[str, Any], legal: list[Action], _rng: Rng) -> tuple[Action, Reason]:
        """The move and why: for a die of a set, what the whole set does (the bonus dice it
        earns, the contact spots it leaves you and the others, an opponent it buries)."""
        action, plan = self._decide(view, legal)
        if plan is None:
            kind = action["type"]
            return action, {"why": kind if kind in KINDS_WITHOUT_SET else "build"}
        return action, _explain(position_from_view(view["state"]), view["state"], plan)

    def _decide(self, view: dict[str, Any], legal: list[Action]) -> tuple[Action, int | None]:
        """The move, and the set it belongs to when it places a die."""
        state = view["state"]
        kinds = {a["type"] for a in legal}
        if "throw" in kinds:
            return {"type": "throw"}, None
        if "start" in kinds:
            return {"type": "start", "at": list(START_TOPS[0])}, None
        if "confirm" in kinds:
            return {"type": "confirm"}, None
        position = position_from_view(state)
        plan = self.plan(position, state)
        if plan is None:
            return dict(legal[0]), None
        occ = position.occupied
        for i in bits(plan & ~position.placed):  # lowest index = lowest layer first
            if SUP_MASK[i] & ~occ == 0:
                action = {"type": "place", "at": list(POSITIONS[i])}
                if action in legal:
                    return action, plan
        return dict(legal[0]), None  # pragma: no cover - the plan always has a placeable die

    def plan(self, position: Position, state: dict[str, Any]) -> int | None:
        key = (position.own, position.placed, position.phase, position.need, position.turn)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        problem = position.current()
        if problem is None:
            return None
        scored = []
        for count, new in enumerate(iter_builds(problem)):
            if count >= MAX_SETS:
                break
            scored.append((self.score(position, state, new), new))
        if not scored:
            return None
        best = self.pick(position, state, scored)
        self._remember(position, key, best)
        return best

    def pick(
        self, _position: Position, _state: dict[str, Any], scored: list[tuple[float, int]]
    ) -> int:
        """The best of the sets with their scores: the first of the highest."""
        best, best_score = scored[0][1], scored[0][0]
        for value, new in scored:
            if value > best_score:
                best, best_score = new, value
        return best

    def _remember(self, position: Position, key: tuple[Any, ...], best: int) -> None:
        if len(self._cache) > 64:
            self._cache.clear()
        # The dice placed next belong to the same plan: remember it for each prefix.
        self._cache[key] = best
        placed = position.placed
        for i in bits(best & ~position.placed):
            placed |= 1 << i
            sub = (
                (
                    *position.own[: position.turn],
                    position.own[position.turn] | placed,
                    *position.own[position.turn + 1 :],
                ),
                placed,
                position.phase,
                position.need,
                position.turn,
            )
            self._cache[sub] = best


def _greedy_score(position: Position, _state: dict[str, Any], new: int) -> float:
    return float(_bonus(position, new))


def _after(position: Position, new: int) -> Position:
    """The table once the seat to move has built ``new``."""
    me = position.turn
    own = list(position.own)
    own[me] |= new
    return Position(
        position.n,
        tuple(own),
        0,
        position.phase,
        me,
        0,
        position.built,
        position.start_player,
        position.protected,
        position.start_dice,
    )


def _strong_score(position: Position, state: dict[str, Any], new: int) -> float:
    me = position.turn
    occ = position.occupied | new
    after = _after(position, new)
    bonus = _bonus(position, new)
    supply = [s["supply"] for s in state["seats"]]
    fresh = (new & ~position.placed).bit_count()
    supply[me] -= fresh + bonus
    mine = after.contact_spots(me, occ).bit_count()
    value = 6.0 * bonus + 1.5 * min(mine, 8) + 0.2 * mine
    if mine == 0:
        value -= 30.0
    lead = all(supply[me] < supply[o] for o in range(position.n) if o != me)
    for o in range(position.n):
        if o == me or not position.built[o]:
            continue
        spots = after.contact_spots(o, occ).bit_count()
        if spots == 0:
            value += WIN if lead else -WIN
        else:
            value += 8.0 / spots if lead else 3.0 / spots
    return value


TOP = 10  # sets judged by the exact outlook, the best by ``_strong_score`` first
A_ME = 1.5  # a die of my expected next turn
B_OPP = 1.5  # a die of the next player's expected turn
W_LATER = 1.0  # the player after him (three players): as much as the next


def _refined(position: Position, state: dict[str, Any], new: int) -> float:
    """``expert``'s value of building ``new`` now, in dice: the bonus dice it can build,
    what the next turns are worth (its own, minus the others'), and the ends it makes."""
    me = position.turn
    n = position.n
    supply = [s["supply"] for s in state["seats"]]
    fresh = (new & ~position.placed).bit_count()
    left = supply[me] - fresh
    after = _after(position, new)
    earned = _bonus_kept(position, after, new, left)
    left -= earned
    value = float(earned)
    if left == 0:
        return WIN * 2
    occ = after.occupied
    others = [supply[o] for o in range(n) if o != me]
    for step in range(1, n):
        o = (me + step) % n
        if position.built[o] and after.contact_spots(o, occ) == 0:
            value += WIN if left < min(others) else -WIN
            continue
        weight = 1.0 if step == 1 else W_LATER
        value -= B_OPP * weight * turn_worth(after, o, supply[o])
    if after.contact_spots(me, occ) == 0:
        value += WIN / 2 if left < min(others) else -WIN / 2
    value += A_ME * turn_worth(after, me, left)
    return value


def _bonus_kept(position: Position, after: Any, new: int, left: int) -> int:
    """The bonus dice a main build's set ``new`` earns that can be placed on ``after`` (at
    most the ``left`` of the supply): 0 outside the build phase or with nothing left."""
    if position.phase != "build" or left <= 0:
        return 0
    earned = min(_bonus(position, new), left)
    if earned:
        problem = after.problem(position.turn, earned, bonus=True)
        if problem is not None and exists(problem):
            return earned
    return 0


AHEAD = 4  # of the ``TOP``, the best by ``_refined`` judged again two turns ahead
EPS_REFINED = 0.005  # a die of ``_refined`` in chances of winning (a die is worth 0.02-0.04)


def _chance(position: Position, state: dict[str, Any], new: int) -> float | None:
    """The chance of winning over the next two turns once ``new`` is built
    (``lookahead.two_turns``: the next player's throw and the set he would build, his row
    and bonus dice included, then its own throw; with three players the one after the next
    has no turn in it, but a build of the next player that buries him ends the game), or
    None when the set empties the supply (won)."""
    me = position.turn
    supply = [s["supply"] for s in state["seats"]]
    left = supply[me] - (new & ~position.placed).bit_count()
    after = lookahead.after_build(position, me, new)
    left -= _bonus_kept(position, after, new, left)
    if left == 0:
        return None
    other = (me + 1) % position.n
    rest = min((supply[o] for o in range(position.n) if o not in (me, other)), default=None)
    return lookahead.two_turns(after, me, left, other, supply[other], rest)


class _Deep(_Planner):
    """``expert``: judges the ``TOP`` best sets by score again with ``_refined`` (one turn
    ahead), then the ``AHEAD`` best of those by the chance of winning two turns ahead
    (``_chance``), with a little of ``_refined`` among near-equal chances."""

    def pick(
        self, position: Position, state: dict[str, Any], scored: list[tuple[float, int]]
    ) -> int:
        """Judged best first. Under the app's think limit (core.bot.THINK_LIMIT) it stops
        when time is up and keeps the best judged so far (the first is ``strong``'s own
        choice; then the best by ``_refined``); a two-turn look that would likely end past
        the limit (it took as long as the one before) is not begun. Without the limit the
        clock is never read: the move depends on the view alone."""
        ranked = sorted(scored, key=lambda item: -item[0])[:TOP]  # stable: ties keep order
        deadline = THINK_LIMIT.deadline()
        judged: list[tuple[float, int]] = []
        for k, (_, new) in enumerate(ranked):
            if k and past(deadline):
                THINK_LIMIT.cuts += 1
                return max(judged, key=lambda item: item[0])[1]  # the first of the highest
            judged.append((_refined(position, state, new), new))
        judged.sort(key=lambda item: -item[0])  # stable: the first of the highest leads
        best, best_value = judged[0][1], judged[0][0]
        if best_value >= WIN / 2 or len(judged) == 1:
            return best  # it empties its supply or buries someone while ahead
        best_chance = -1.0
        finalists = [(v, new) for v, new in judged[:AHEAD] if v > -WIN / 2]
        cost = 0.0  # the last look's time: one that would end past the limit is not begun
        for value, new in finalists:
            if deadline is not None and time.perf_counter() + cost > deadline:
                THINK_LIMIT.cuts += 1
                break
            begun = time.perf_counter() if deadline is not None else 0.0
            chance = _chance(position, state, new)
            if deadline is not None:
                cost = time.perf_counter() - begun
            if chance is None:
                return new  # it empties the supply (``_refined`` has taken it already)
            chance += EPS_REFINED * value
            if chance > best_chance:
                best, best_chance = new, chance
        return best


def _explain(position: Position, state: dict[str, Any], new: int) -> Reason:
    """What the planned set ``new`` does, in the numbers ``_strong_score`` weighs (from the
    view only: the dice on the pyramid and the supplies everybody sees)."""
    me = position.turn
    occ = position.occupied | new
    after = _after(position, new)
    bonus = _bonus(position, new)
    mine = after.contact_spots(me, occ).bit_count()
    left = state["seats"][me]["supply"] - (new & ~position.placed).bit_count() - bonus
    theirs = [
        after.contact_spots(o, occ).bit_count()
        for o in range(position.n)
        if o != me and position.built[o]
    ]
    if 0 in theirs:
        supply = [s["supply"] for s in state["seats"]]
        lead = all(left < supply[o] for o in range(position.n) if o != me)
        # Leading, burying ends the game in your favour; behind, every set buries someone.
        return {"why": "bury", "left": max(left, 0)} if lead else {"why": "bury_forced"}
    if position.phase == "bonus":
        return {"why": "bonus", "n": mine}
    if bonus:
        return {"why": "row", "n": bonus, "spots": mine}
    if not theirs:
        return {"why": "place_open", "n": mine}
    return {"why": "place", "n": mine, "theirs": min(theirs)}


BOTS: dict[str, Bot] = {
    "greedy": _Planner(_greedy_score),
    "strong": _Planner(_strong_score),
    "expert": _Deep(_strong_score),
}
_ = INDEX
