"""Exact solver for Schocken's throw-and-keep decisions.

A player's turn is a tiny Markov decision process: the dice as a sorted triple, whether
all three came from one throw (Jule/Pippi), whether a fresh pair of sixes may still be
turned into a one, and the throws used. For a utility over final hands (and the number
of throws used, which sets the others' limit) ``solve`` finds the best action in every
state by backward induction; expectations use exact multiset probabilities.

The utility is the expected change in the player's chips this round (see
``round_utility``). It depends on what the other players will hold, which depends on
how they play. The strong level answers ``opponent_model()``: players who play as the
level ``heuristic`` (``heuristic_model``, issue 39). ``model()``, used before, finds a
fixed point instead: a few rounds of best responses between a round's first player and
the players after it (fictitious play), shipped in model.json.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import factorial
from pathlib import Path
from typing import Any

from .hands import ALL_CHIPS, evaluate

Dice = tuple[int, int, int]  # sorted ascending
StateKey = tuple[Dice, bool, bool, int]  # dice, one_throw, flip_ok, throws used
Utility = Callable[[int, int], float]  # (hand rank index, throws used) -> utility
Distribution = list[float]  # probability per hand rank index

MODEL_FILE = Path(__file__).with_name("model.json")
ALL_DICE: list[Dice] = [tuple(d) for d in combinations_with_replacement(range(1, 7), 3)]  # type: ignore[misc]


def _outcomes(k: int) -> list[tuple[tuple[int, ...], float]]:
    """Sorted outcomes of throwing ``k`` dice with their probabilities."""
    result = []
    for combo in combinations_with_replacement(range(1, 7), k):
        ways = factorial(k)
        for value in set(combo):
            ways //= factorial(combo.count(value))
        result.append((combo, ways / 6**k))
    return result


OUTCOMES = {k: _outcomes(k) for k in (1, 2, 3)}


def _rank_table() -> dict[tuple[Dice, bool], int]:
    hands = {(d, one): evaluate(d, one) for d in ALL_DICE for one in (False, True)}
    ranks = sorted({h.rank for h in hands.values()})
    index = {rank: i for i, rank in enumerate(ranks)}
    return {key: index[hand.rank] for key, hand in hands.items()}


RANK = _rank_table()
N_RANKS = max(RANK.values()) + 1


def _keeps(dice: Dice) -> list[tuple[int, ...]]:
    """Distinct sub-multisets to keep when re-throwing at least one die."""
    kept = set()
    for mask in range(7):  # 0b111 would keep all three: that is standing, not throwing
        kept.add(tuple(dice[i] for i in range(3) if mask >> i & 1))
    return sorted(kept)


@cache
def _after_keep(keep: tuple[int, ...]) -> tuple[tuple[Dice, bool, bool, int, float], ...]:
    """Every throw of the dice ``keep`` leaves: the dice then, whether all three came from
    this throw (Jule and Pippi count), whether two fresh sixes may be turned, the hand's
    rank and the chance. Worked out once: a policy asks for each keep in every state."""
    k = 3 - len(keep)
    found = []
    for outcome, p in OUTCOMES[k]:
        dice: Dice = tuple(sorted(keep + outcome))  # type: ignore[assignment]
        found.append((dice, k == 3, outcome.count(6) >= 2, RANK[dice, k == 3], p))
    return tuple(found)


def _flip(dice: Dice) -> Dice:
    rest = list(dice)
    rest.remove(6)
    return tuple(sorted([1, *rest]))  # type: ignore[return-value]


class Policy:
    """Best actions for one utility and throw limit, with exact state values."""

    def __init__(self, utility: Utility, limit: int) -> None:
        self.utility = utility
        self.limit = limit
        self.values: dict[StateKey, float] = {}
        self.best: dict[StateKey, tuple[str, tuple[int, ...]]] = {}
        for throws in range(limit, 0, -1):
            for dice in ALL_DICE:
                for one in (False, True):
                    for flip in (False, True) if dice.count(6) >= 2 else (False,):
                        self._solve(dice, one, flip, throws)

    def _solve(self, dice: Dice, one: bool, flip: bool, throws: int) -> None:
        key = (dice, one, flip, throws)
        best_value = self.utility(RANK[dice, one], throws)
        best: tuple[str, tuple[int, ...]] = ("stand", ())
        if flip:
            flipped = _flip(dice)
            if throws >= self.limit:
                value = self.utility(RANK[flipped, False], throws)
            else:
                value = self.values[flipped, False, False, throws]
            if value > best_value + 1e-12:
                best_value, best = value, ("flip", ())
        if throws < self.limit:
            for keep in _keeps(dice):
                value = self.throw_value(keep, throws)
                if value > best_value + 1e-12:
                    best_value, best = value, ("roll", keep)
        self.values[key] = best_value
        self.best[key] = best

    def choices(self, dice: Dice, one: bool, flip: bool, throws: int) -> dict[str, float]:
        """The value of each kind of move in a state (for the hint): standing, flipping
        (when allowed) and the best re-throw (when throws are left), as ``_solve`` sees them."""
        found = {"stand": self.utility(RANK[dice, one], throws)}
        if flip:
            flipped = _flip(dice)
            if throws >= self.limit:
                found["flip"] = self.utility(RANK[flipped, False], throws)
            else:
                found["flip"] = self.values[flipped, False, False, throws]
        if throws < self.limit:
            found["roll"] = max(self.throw_value(keep, throws) for keep in _keeps(dice))
        return found

    def throw_value(self, keep: tuple[int, ...], throws: int) -> float:
        """Expected value of keeping ``keep`` and throwing the rest as throw ``throws + 1``."""
        total = 0.0
        after = throws + 1
        last = after >= self.limit
        utility, values = self.utility, self.values
        for dice, one, flip, rank, p in _after_keep(keep):
            if last and not flip:  # at the limit with no flip the cup goes down at once
                total += p * utility(rank, after)
            else:
                total += p * values[dice, one, flip, after]
        return total

    def after_throw(self, dice: Dice, one: bool, flip: bool, throws: int) -> float:
        """Value right after a throw; at the limit with no flip the cup goes down at once."""
        if throws >= self.limit and not flip:
            return self.utility(RANK[dice, one], throws)
        return self.values[dice, one, flip, throws]

    def final_distribution(self) -> dict[int, Distribution]:
        """P(final hand rank, throws used) for a player following this policy."""
        dist = {t: [0.0] * N_RANKS for t in range(1, self.limit + 1)}

        def walk(dice: Dice, one: bool, flip: bool, throws: int, p: float) -> None:
            if throws >= self.limit and not flip:
                dist[throws][RANK[dice, one]] += p
                return
            action, keep = self.best[dice, one, flip, throws]
            if action == "stand":
                dist[throws][RANK[dice, one]] += p
            elif action == "flip":
                walk(_flip(dice), False, False, throws, p)
            else:
                k = 3 - len(keep)
                for outcome, q in OUTCOMES[k]:
                    walk(
                        tuple(sorted(keep + outcome)),  # type: ignore[arg-type]
                        k == 3,
                        outcome.count(6) >= 2,
                        throws + 1,
                        p * q,
                    )

        for outcome, q in OUTCOMES[3]:
            walk(outcome, True, outcome.count(6) >= 2, 1, q)  # type: ignore[arg-type]
        return dist


def _normalise(dist: Distribution) -> Distribution | None:
    total = sum(dist)
    return [p / total for p in dist] if total > 1e-12 else None


class Model:
    """Hand distributions of a round's first player (by throws used) and later players."""

    def to_json(self) -> dict[str, object]:
        return {
            "ranks": N_RANKS,
            "first_by_throws": {
                str(t): [round(p, 12) for p in d] for t, d in self.first_by_throws.items()
            },
            "later_by_limit": {
                str(t): [round(p, 12) for p in d] for t, d in self.later_by_limit.items()
            },
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Model:
        return cls(
            {int(t): list(d) for t, d in data["first_by_throws"].items()},
            {int(t): list(d) for t, d in data["later_by_limit"].items()},
        )

    def __init__(
        self, first_by_throws: dict[int, Distribution], later_by_limit: dict[int, Distribution]
    ):
        self.first_by_throws = first_by_throws
        self.later_by_limit = later_by_limit


def _chip_values() -> list[int]:
    """Chips the loser takes when each rank wins; Schock Out marked as ALL_CHIPS."""
    values = [0] * N_RANKS
    for (dice, one), r in RANK.items():
        values[r] = evaluate(dice, one).chips
    return values


CHIPS = _chip_values()


def _cost(r: int, cap: int, total: int, mine: int) -> float:
    return float(total - mine if CHIPS[r] == ALL_CHIPS else min(CHIPS[r], cap))


def round_utility(
    opponents: list[tuple[Distribution, bool]], pot: int, mine: int, theirs: int, total: int
) -> list[float]:
    """Expected change of my chip count (negated) for each final rank of mine.

    ``opponents``: (rank distribution, wins ties against me) per other player. Losing
    costs the best hand's chips (from the pot, or from the winner's stack once the pot
    is empty); winning once the pot is empty hands my hand's chips to the loser.
    Opponents are treated as independent; with one opponent this is exact.
    """
    utility = []
    for r in range(N_RANKS):
        p_lose, p_win, cost = 1.0, 1.0, 0.0
        for dist, wins_ties in opponents:
            beats = range(r if wins_ties else r + 1, N_RANKS)
            p_beats = sum(dist[o] for o in beats)
            p_lose *= p_beats
            p_win *= 1.0 - p_beats
            if p_beats > 1e-12:
                cap = pot if pot > 0 else theirs
                expected = sum(dist[o] * _cost(o, cap, total, mine) for o in beats) / p_beats
                cost = max(cost, expected)
        if CHIPS[r] == ALL_CHIPS:
            gain = float(mine)
        else:
            gain = float(min(CHIPS[r], mine)) if pot == 0 else 0.0
        utility.append(p_win * gain - p_lose * cost)
    return utility


def _one_throw_distribution() -> Distribution:
    dist = [0.0] * N_RANKS
    for outcome, p in OUTCOMES[3]:
        dist[RANK[outcome, True]] += p  # type: ignore[index]
    return dist


def _by_throws(per_throws: dict[int, list[float]]) -> Utility:
    return lambda r, t: per_throws[t][r]


def _constant_in_throws(per_rank: list[float]) -> Utility:
    return lambda r, _t: per_rank[r]


def _marginal(by_throws: dict[int, Distribution]) -> Distribution:
    return [sum(col) for col in zip(*by_throws.values(), strict=True)]


POT, TOTAL = 13, 13  # the model assumes a fresh half in the pot phase


def compute_model(iterations: int = 4) -> Model:
    """Fictitious play between a first player (limit 3) and a later player (its limit)."""
    start = _one_throw_distribution()
    later_by_limit: dict[int, Distribution] = {t: start for t in (1, 2, 3)}
    first_by_throws: dict[int, Distribution] = {}
    for _ in range(iterations):
        first_u = {
            t: round_utility([(later_by_limit[t], False)], POT, 0, 0, TOTAL) for t in (1, 2, 3)
        }
        joint = Policy(_by_throws(first_u), 3).final_distribution()
        for t in (1, 2, 3):
            first_by_throws[t] = _normalise(joint[t]) or start
            later_u = round_utility([(first_by_throws[t], True)], POT, 0, 0, TOTAL)
            later = Policy(_constant_in_throws(later_u), t)
            later_by_limit[t] = _marginal(later.final_distribution())
    return Model(first_by_throws, later_by_limit)


@cache
def model() -> Model:
    """The fixed point, read from the shipped table (saves ~1 s in the browser)."""
    try:
        data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
        if data.get("ranks") == N_RANKS:
            return Model.from_json(data)
    except (OSError, ValueError, KeyError):
        pass
    return compute_model()


def heuristic_move(
    dice: Dice, one: bool, flip: bool, throws: int, limit: int
) -> tuple[str, tuple[int, ...]]:
    """The level ``heuristic``'s move in a cup's state (bots.SchockenHeuristicBot): turn two
    sixes into a one when it may, stand on a straight or better or at the limit, else keep
    the ones and throw the rest."""
    if flip:
        return ("flip", ())
    if throws >= limit or evaluate(dice, one).kind != "simple":
        return ("stand", ())
    return ("roll", tuple(d for d in dice if d == 1))


def heuristic_distribution(limit: int) -> dict[int, Distribution]:
    """P(final hand rank, throws used) of a player who plays as ``heuristic_move``: the
    chance of each cup's state, throw by throw (a few ms; walking every path took 60)."""
    dist = {t: [0.0] * N_RANKS for t in range(1, limit + 1)}
    level: dict[tuple[Dice, bool, bool], float] = {}
    for outcome, q in OUTCOMES[3]:
        key: tuple[Dice, bool, bool] = (outcome, True, outcome.count(6) >= 2)  # type: ignore[assignment]
        level[key] = level.get(key, 0.0) + q
    for throws in range(1, limit + 1):
        after: dict[tuple[Dice, bool, bool], float] = {}
        pending = list(level.items())
        while pending:
            (dice, one, flip), p = pending.pop()
            action, keep = heuristic_move(dice, one, flip, throws, limit)
            if action == "stand":
                dist[throws][RANK[dice, one]] += p
            elif action == "flip":
                pending.append(((_flip(dice), False, False), p))
            else:
                k = 3 - len(keep)
                for outcome, q in OUTCOMES[k]:
                    nxt: tuple[Dice, bool, bool] = (
                        tuple(sorted(keep + outcome)),  # type: ignore[assignment]
                        k == 3,
                        outcome.count(6) >= 2,
                    )
                    after[nxt] = after.get(nxt, 0.0) + p * q
        level = after
    return dist


@cache
def heuristic_model() -> Model:
    """The hands of players who play as the level ``heuristic``: a round's first player by
    the throws he used (what his throws tell the players after him) and a later player by
    the limit."""
    joint = heuristic_distribution(3)
    start = _one_throw_distribution()
    return Model(
        {t: _normalise(joint[t]) or start for t in (1, 2, 3)},
        {t: _marginal(heuristic_distribution(t)) for t in (1, 2, 3)},
    )


# Which model of the other players the strong level answers: "heuristic" (they play as the
# level heuristic, issue 39) or "equilibrium" (``model()``, the fixed point, as before).
# Policies are cached: set it before the first decision (tools/ladder.py runs compare them).
OPPONENTS = "heuristic"


def opponent_model() -> Model:
    return heuristic_model() if OPPONENTS == "heuristic" else model()


@lru_cache(maxsize=512)
def first_player_policy(others: int, pot: int, mine: int, theirs: int, total: int) -> Policy:
    """The round's first player against ``others`` later players (ties go to the first)."""
    m = opponent_model()
    u = {
        t: round_utility([(m.later_by_limit[t], False)] * others, pot, mine, theirs, total)
        for t in (1, 2, 3)
    }
    return Policy(_by_throws(u), 3)


@lru_cache(maxsize=512)
def later_player_policy(
    limit: int,
    starter_throws: int,
    earlier: int,
    later: int,
    pot: int,
    mine: int,
    theirs: int,
    total: int,
) -> Policy:
    """A later player: the starter used ``starter_throws``; ``earlier`` others threw before
    it (they win ties), ``later`` throw after (they lose ties)."""
    m = opponent_model()
    opponents = [(m.first_by_throws[starter_throws], True)]
    opponents += [(m.later_by_limit[limit], True)] * earlier
    opponents += [(m.later_by_limit[limit], False)] * later
    return Policy(_constant_in_throws(round_utility(opponents, pot, mine, theirs, total)), limit)


if __name__ == "__main__":  # regenerate the shipped table: python -m pyengine.games.schocken.solver
    MODEL_FILE.write_text(json.dumps(compute_model().to_json(), indent=1) + "\n", encoding="utf-8")
