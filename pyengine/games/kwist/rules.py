"""Kwis 't! (seed 004): answer five questions, bet on how many you got right, bluff, check.

A round (the seed's phases 1-9): the quizmaster deals a question card; every player
answers in private (or on paper); the quizmaster reveals the answers and turns the five
bonus chips face up; every player bets on a field; every player in turn may check one
other player's answers; unchecked players may declare a bluff; action cards are played.
The quizmaster role passes clockwise. Values of chips and cards are in cards.py;
interpretations are in docs/rules/kwist.md.

Shuffles and draws are chance events like dice throws: such an action throws
ENTROPY_DICE dice and the values, read as one base-6 number, seed the deterministic
generator that draws the card, orders the chips or picks the bonus cards. Saves replay
exactly and bots never see a card before the rules show it.

The game is spread over state.py (State, set-up, the round's card), moves.py (legal
actions, validation), round.py and scoring.py (applying actions) and view.py (views,
result, sampled worlds); this module keeps the Rules and
re-exports the names other modules import from it.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Action, Rules
from ...core.rng import Rng
from . import moves
from . import round as kwist_round
from . import view as kwist_view
from .shown import View
from .spec import SPEC
from .state import (
    ENTROPY_DICE,
    KNOWLEDGE,
    MAX_ANSWER_LENGTH,
    ROUNDS,
    Sheet,
    State,
    block,
    chance_right,
    entropy,
    new_state,
)

__all__ = [
    "ENTROPY_DICE",
    "KNOWLEDGE",
    "MAX_ANSWER_LENGTH",
    "ROUNDS",
    "SPEC",
    "KwistRules",
    "Sheet",
    "State",
    "_block",
    "chance_right",
    "entropy",
]

_block = block  # the name tests import from here


class KwistRules(Rules[State]):
    spec = SPEC

    def setup(self, n_players: int, options: dict[str, Any]) -> State:
        return new_state(n_players, options)

    def keep_older_rules(self, state: State, fmt: int) -> None:
        # Saves of format 1 were written by builds that took the ruler-less dispute.
        state.ruler_optional = fmt < 2

    def to_move(self, state: State) -> list[int]:
        return moves.to_move(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return moves.legal_actions(state, seat)

    def validate(self, state: State, seat: int, action: Action) -> None:
        moves.validate(state, seat, action)

    def dice_needed(self, _state: State, _seat: int, action: Action) -> int:
        return moves.dice_needed(action)

    def apply(self, state: State, seat: int, action: Action) -> bool:
        return kwist_round.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> View:
        return kwist_view.view(state, seat)

    def result(self, state: State) -> dict[str, Any] | None:
        return kwist_view.result(state)

    def sample_world(self, state: State, seat: int | None, rng: Rng) -> State:
        return kwist_view.sample_world(state, seat, rng)


RULES = KwistRules
