"""Schocken's chance of losing the half (pyengine/games/schocken/halves.py), which the strong
level plays for: a chain over rounds between equal players, and the value of a final hand."""

from __future__ import annotations

import pytest

from pyengine import new_match
from pyengine.games.schocken import halves, solver
from pyengine.games.schocken.hands import ALL_CHIPS

from .helpers import players


@pytest.mark.parametrize("n", [2, 3, 4, 6, 8])
def test_at_the_start_of_a_half_every_player_has_the_same_chance(n: int) -> None:
    odds = halves.half_odds(n, 13)
    assert odds.lose(13, 0, [0] * (n - 1)) == pytest.approx(1 / n, abs=1e-5)
    # Mid-half the chances of all players add up to one.
    stacks = [4, 2, 0] + [0] * (n - 3) if n >= 3 else [4, 2]
    pot = 13 - sum(stacks)
    total = sum(odds.lose(pot, stacks[i], stacks[:i] + stacks[i + 1 :]) for i in range(n))
    assert total == pytest.approx(1.0, abs=1e-4)


def test_chips_are_bad_and_an_empty_stack_is_safe_once_the_pot_is_empty() -> None:
    odds = halves.half_odds(3, 13)
    with_pot = [odds.lose(6, mine, [7 - mine, 0]) for mine in range(8)]
    assert with_pot == sorted(with_pot)  # the more chips, the likelier to lose
    assert odds.lose(0, 0, [6, 7]) == 0.0  # out of the half
    assert odds.lose(0, 13, []) == 1.0
    empty = [odds.lose(0, mine, [13 - mine]) for mine in range(1, 13)]
    assert empty == sorted(empty)
    # Two players left, 1 chip against 12: one round won hands the chip over and ends it.
    assert 0.1 < odds.lose(0, 1, [12]) < 0.4


def test_the_best_hands_chips_are_a_distribution() -> None:
    for k in (2, 3, 6):
        chips = dict(halves.best_chips(k))
        assert sum(chips.values()) == pytest.approx(1.0)
        assert set(chips) <= set(solver.CHIPS) and ALL_CHIPS in chips
    # More hands at the table: the best one is better, and Schock Out likelier.
    assert dict(halves.best_chips(6))[ALL_CHIPS] > dict(halves.best_chips(2))[ALL_CHIPS]


def test_a_better_final_hand_is_worth_more_unless_it_hands_over_fewer_chips() -> None:
    """While the pot holds chips a better hand is never worse. Once it is empty the winner
    pays the loser its hand's chips, so a better hand worth fewer chips (Schock 2 over three
    sixes) can be worse: with 3 chips, winning with three sixes empties the stack (safe),
    winning with a Schock 2 keeps one."""
    m = solver.opponent_model()
    for pot, mine, others in ((13, 0, (0, 0)), (5, 4, (3, 1)), (0, 6, (5, 2)), (0, 3, (10,))):
        opponents = [(m.later_by_limit[3], False)] * len(others)
        utility = halves.half_utility(opponents, pot, mine, others, 13)
        assert len(utility) == solver.N_RANKS
        assert all(-1.0 <= u <= 0.0 for u in utility)
        for r in range(solver.N_RANKS - 1):  # ranks weakest first; utility is minus the chance
            fewer = 0 < solver.CHIPS[r + 1] < solver.CHIPS[r]
            if pot > 0 or not fewer:
                assert utility[r + 1] >= utility[r] - 1e-9, (pot, mine, others, r)
    three_sixes = solver.RANK[(6, 6, 6), True]
    schock_two = solver.RANK[(1, 1, 2), True]
    utility = halves.half_utility([(m.later_by_limit[3], False)], 0, 3, (10,), 13)
    assert utility[three_sixes] > utility[schock_two]


def test_tables_too_large_for_the_chain_play_for_the_rounds_chips() -> None:
    assert halves.fits(8, 13) and halves.fits(3, 25)
    assert not halves.fits(8, 25) and not halves.fits(4, 25)
    assert halves.states(8, 15) <= halves.MAX_STATES < halves.states(8, 16)


@pytest.mark.parametrize(("n", "chips"), [(3, 13), (5, 13), (8, 25)])
def test_strong_plays_legal_moves_at_any_table(n: int, chips: int) -> None:
    m = new_match("schocken", players(n, "strong"), 3, {"chips": chips})
    for _ in range(60):
        if m.is_over:
            break
        seat = m.to_move[0]
        action = m.bot_action(seat)
        assert m.why_illegal(seat, action) is None
        m.play(seat, action)
