"""Helpers for the Kwis 't! tests (no tests here): drive the rules directly, choosing every
chance value. Named test_kwist_* only because those are the files of this game."""

from __future__ import annotations

from typing import Any

from pyengine.games.kwist import cards
from pyengine.games.kwist.rules import ENTROPY_DICE, SPEC, KwistRules, State

RULES = KwistRules()
Action = dict[str, Any]


def new_state(n: int, **options: Any) -> State:
    return RULES.setup(n, SPEC.resolve_options(options))


def act(state: State, seat: int, action: Action, values: list[int] | None = None) -> bool:
    """Validate and apply like the Match does; chance actions get ``values`` (default all 1)."""
    assert seat in RULES.to_move(state), (seat, RULES.to_move(state), state.phase)
    RULES.validate(state, seat, action)
    if RULES.dice_needed(state, seat, action):
        action = {**action, "values": values or [1] * ENTROPY_DICE}
    return RULES.apply(state, seat, action)


def to_bets(state: State, chips: list[int] | None = None) -> None:
    """Deal and reveal a round in paper mode; optionally lay the chips out as given."""
    act(state, state.quizmaster, {"type": "deal"})
    act(state, state.quizmaster, {"type": "reveal"})
    if chips is not None:
        state.chips = list(chips)


def bet_all(state: State, counts: dict[int, int], bets: dict[int, int]) -> None:
    """Every player in turn enters a count (paper mode) and bets."""
    while state.phase == "bet":
        seat = RULES.to_move(state)[0]
        act(state, seat, {"type": "count", "n": counts[seat]})
        act(state, seat, {"type": "bet", "field": bets[seat]})


def take(state: State, seat: int, ids: list[int]) -> None:
    """Move cards from the stack into a hand (test set-up)."""
    for card in ids:
        state.stack.remove(card)
        state.hands[seat].append(card)


def kind_ids(kind: str, count: int = 1) -> list[int]:
    """Ids of the first ``count`` cards of ``kind`` (an action kind or "points")."""
    return [c for c, (k, _) in enumerate(cards.DECK) if k == kind][:count]


def points_ids(count: int, value: int = 2) -> list[int]:
    return [c for c, (k, v) in enumerate(cards.DECK) if k == "points" and v == value][:count]
