"""tools/abq_oracle.py at three players: it plays whole games, and the race at the end of
its look is against the fewer dice of the two others (not seat ``1 - seat``); and
tools/abq_measure.py splits each seat's wins into the games it started and the others."""

from __future__ import annotations

from typing import Any

import abq_measure
import abq_oracle
import pytest


def test_the_three_player_oracle_races_against_the_fewer_dice_of_the_others(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    leaves: list[tuple[list[int], int]] = []
    raced: list[tuple[list[int], int, int]] = []
    leaf, value = abq_oracle.Oracle._leaf, abq_oracle.VALUE

    def seen_leaf(self: abq_oracle.Oracle, st: Any, seat: int) -> float:
        leaves.append((list(st.supply), seat))
        return leaf(self, st, seat)

    def seen_value(a: int, b: int, first_a: bool, first_b: bool) -> tuple[float, float]:
        supply, seat = leaves[-1]
        raced.append((supply, seat, b))
        return value(a, b, first_a, first_b)

    monkeypatch.setattr(abq_oracle.Oracle, "_leaf", seen_leaf)
    monkeypatch.setattr(abq_oracle, "VALUE", seen_value)
    game = abq_measure.play(["greedy", "greedy", "oracle"], 730001, {})
    assert game["winners"]
    assert raced
    for supply, seat, theirs in raced:
        assert seat == 2
        assert theirs == min(supply[0], supply[1])
    # the game passed leaves where the two others' supplies differed (seat 0's would not do)
    assert any(supply[0] > supply[1] for supply, _, _ in raced)


def test_each_seats_wins_split_into_the_games_it_started_and_the_others() -> None:
    r = abq_measure.run(["greedy", "greedy", "greedy"], 12, 730001)
    assert sum(r["starts"]) == 12
    for s, seat in enumerate(r["seats"]):
        started = r["starts"][s]
        won = (seat["won_started"] or 0) * started + (seat["won_others"] or 0) * (12 - started)
        assert won == pytest.approx(seat["wins"] * 12, abs=0.01)
