"""The Schocken solver is exact, its shipped table is current, and the bots behave."""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

import pytest

import pyengine
from pyengine.core.rng import Rng
from pyengine.games.schocken import solver
from pyengine.games.schocken.bots import SchockenHeuristicBot, _dice_to_throw
from pyengine.games.schocken.hands import evaluate


def test_shipped_model_matches_a_fresh_computation() -> None:
    shipped, fresh = solver.model(), solver.compute_model()
    for t in (1, 2, 3):
        assert shipped.first_by_throws[t] == pytest.approx(fresh.first_by_throws[t], abs=1e-9)
        assert shipped.later_by_limit[t] == pytest.approx(fresh.later_by_limit[t], abs=1e-9)
        assert sum(fresh.later_by_limit[t]) == pytest.approx(1.0)


def _brute_force_value(limit: int, utility: solver.Utility) -> float:
    """Expectimax over ordered dice, written independently of the solver's multisets."""

    @cache
    def after_throw(dice: tuple[int, ...], fresh: tuple[bool, ...], t: int) -> float:
        options = [utility(solver.RANK[tuple(sorted(dice)), all(fresh)], t)]  # type: ignore[index]
        fresh_sixes = [i for i in range(3) if fresh[i] and dice[i] == 6]
        if len(fresh_sixes) >= 2:
            turned = list(dice)
            turned[fresh_sixes[0]] = 1
            options.append(after_flip(tuple(turned), t))
        if t < limit:
            for mask in range(1, 8):
                options.append(throw(dice, mask, t))
        return max(options)

    @cache
    def after_flip(dice: tuple[int, ...], t: int) -> float:
        options = [utility(solver.RANK[tuple(sorted(dice)), False], t)]  # type: ignore[index]
        if t < limit:
            options.extend(throw(dice, mask, t) for mask in range(1, 8))
        return max(options)

    def throw(dice: tuple[int, ...], mask: int, t: int) -> float:
        chosen = [i for i in range(3) if mask >> i & 1]
        total = 0.0
        for values in itertools.product(range(1, 7), repeat=len(chosen)):
            new = list(dice)
            for i, v in zip(chosen, values, strict=True):
                new[i] = v
            fresh = tuple(i in chosen for i in range(3))
            total += after_throw(tuple(new), fresh, t + 1) / 6 ** len(chosen)
        return total

    return throw((0, 0, 0), 0b111, 0)


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_solver_values_equal_brute_force(limit: int) -> None:
    strength = [evaluate(d, True).rank for d in solver.ALL_DICE]

    # A utility that rewards high hands and, a little, using fewer throws.
    def utility(r: int, t: int) -> float:
        return r / solver.N_RANKS - 0.01 * t

    policy = solver.Policy(utility, limit)
    expected = sum(
        p * policy.after_throw(d, True, d.count(6) >= 2, 1)  # type: ignore[arg-type]
        for d, p in solver.OUTCOMES[3]
    )
    assert len(strength) == 56
    assert expected == pytest.approx(_brute_force_value(limit, utility), abs=1e-12)


def test_obvious_decisions() -> None:
    first = solver.first_player_policy(1, 13, 0, 0, 13)
    assert first.best[(1, 1, 1), True, False, 1] == ("stand", ())
    # Last throw brought two sixes next to a kept one: turning one gives Schock 6.
    assert first.best[(1, 6, 6), False, True, 3][0] == "flip"
    later = solver.later_player_policy(3, 1, 0, 0, 13, 0, 0, 13)
    assert later.best[(1, 1, 1), True, False, 1] == ("stand", ())
    # The opener (played as the level heuristic) stood after one throw, so he holds a
    # straight or better: with two throws left, chasing Schock Out (it costs a loser every
    # chip) beats standing on Schock 6, -1.82 against -2.11 expected chips.
    assert later.best[(1, 1, 6), False, False, 1] == ("roll", (1, 1))
    assert later.best[(1, 1, 6), False, False, 3] == ("stand", ())
    # The opener needed all three throws: most often (66 %) he holds a simple throw, and
    # Schock 6 is worth keeping.
    after_three = solver.later_player_policy(3, 3, 0, 0, 13, 0, 0, 13)
    assert after_three.best[(1, 1, 6), False, False, 1] == ("stand", ())


def test_dice_to_throw_keeps_the_multiset() -> None:
    assert _dice_to_throw([5, 1, 5], (1, 5)) == [2]
    assert _dice_to_throw([2, 3, 4], ()) == [0, 1, 2]


def test_strong_bot_beats_random() -> None:
    wins = 0
    for seed in range(30):
        match = pyengine.new_match(
            "schocken", [{"name": "S", "bot": "strong"}, {"name": "R", "bot": "random"}], seed
        )
        while not match.is_over:
            seat = match.to_move[0]
            match.play(seat, match.bot_action(seat))
        wins += match.result is not None and match.result["winners"] == [0]
    assert wins >= 25


def test_heuristic_model_plays_as_the_heuristic_level() -> None:
    """The strong level answers players who play as ``heuristic`` (issue 39): the model's
    move in every state is the one SchockenHeuristicBot makes."""
    bot = SchockenHeuristicBot()
    for limit in (1, 2, 3):
        for dice in solver.ALL_DICE:
            for one in (False, True):
                for flip in (False, True) if dice.count(6) >= 2 else (False,):
                    for throws in range(1, limit + 1):
                        legal: list[dict[str, Any]] = [{"type": "stand"}]
                        if flip:
                            legal.append({"type": "flip"})
                        if throws < limit:
                            legal.append({"type": "roll", "dice": [0, 1, 2]})
                        hand = evaluate(dice, one).to_json()
                        view = {"seat": 0, "state": {"cups": [{"dice": list(dice), "hand": hand}]}}
                        action = bot.choose(view, legal, Rng(1))
                        move, keep = solver.heuristic_move(dice, one, flip, throws, limit)
                        assert action["type"] == move
                        if move == "roll":
                            kept = sorted(d for i, d in enumerate(dice) if i not in action["dice"])
                            assert tuple(kept) == keep
    m = solver.heuristic_model()
    for t in (1, 2, 3):
        assert sum(m.first_by_throws[t]) == pytest.approx(1.0)
        assert sum(m.later_by_limit[t]) == pytest.approx(1.0)
    # Before the limit it stands only on a straight or better: the opener's throws tell.
    simple = [r for (d, one), r in solver.RANK.items() if evaluate(d, one).kind == "simple"]
    assert sum(m.first_by_throws[1][r] for r in set(simple)) == 0.0
    assert sum(m.first_by_throws[3][r] for r in set(simple)) > 0.5
