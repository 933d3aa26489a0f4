"""Qwinn computer players: legal moves, sensible keeps and boycotts, and strength.

Positions are built directly on the rules' state; dice are white, white, white, white, red.
"""

from __future__ import annotations

from typing import Any

from pyengine import new_match
from pyengine.core.bot import RandomBot
from pyengine.core.rng import Rng
from pyengine.games.qwinn import plan
from pyengine.games.qwinn.bots import QwinnBasicBot, QwinnStrongBot
from pyengine.games.qwinn.plan import TABLES
from pyengine.games.qwinn.rules import Player, QwinnRules, State
from pyengine.games.qwinn.throws import FOUR, THREE, TOPPER
from pyengine.registry import rules_for

from .helpers import players

Action = dict[str, Any]
RULES = QwinnRules()
STRONG = QwinnStrongBot()


def position(
    dice: list[int],
    field: str = FOUR,
    score: int = 100,
    throws: int = 1,
    phase: str = "throw",
    boycott: str | None = None,
    their_score: int = 100,
    their_boycott: str | None = None,
) -> State:
    state = State(True)
    state.players = [
        Player(field=field, score=score, boycott=boycott, turns=5),
        Player(field="pair2", score=their_score, boycott=their_boycott, turns=5),
    ]
    state.phase, state.active, state.turn_no = phase, 0, 11
    state.turn_from = field
    state.dice, state.throws, state.thrown = list(dice), throws, [0, 1, 2, 3, 4]
    return state


def decide(state: State) -> Action:
    legal = RULES.legal_actions(state, 0)
    action = STRONG.choose({"seat": 0, "state": RULES.view(state, 0)}, legal, Rng(7))
    assert action in legal
    return action


def test_registered_as_strong() -> None:
    assert isinstance(rules_for("qwinn").bot("strong"), QwinnStrongBot)


def test_keeps_four_of_a_kind_on_vier_dezelfde() -> None:
    # Four 6s fit "vier dezelfde" for 24: keep them, at most try the odd die for Topper.
    action = decide(position([6, 6, 1, 6, 6], field=FOUR))
    assert action["type"] == "stay" or action == {"type": "roll", "dice": [2]}


def test_keeps_three_alike_when_aiming_for_vier_dezelfde() -> None:
    action = decide(position([5, 5, 2, 5, 1], field=FOUR))
    assert action["type"] == "roll"
    assert 2 in action["dice"] and not {0, 1, 3} & set(action["dice"])


def test_keeps_the_straight_it_can_reach() -> None:
    # 2-3-4-5 plus a 2 on "kleine straat": stay for 30 rather than gamble, or re-throw
    # only a spare 2 (white or red) for the large straight one step away.
    action = decide(position([2, 3, 4, 5, 2], field="small_straight", throws=2))
    assert action in (
        {"type": "stay"},
        {"type": "roll", "dice": [0]},
        {"type": "roll", "dice": [4]},
    )


def test_removes_the_boycott_on_it_at_250() -> None:
    state = position([3, 3, 1, 2, 3], field=THREE, score=259, phase="red", boycott="minus")
    assert decide(state) == {"type": "remove"}


def test_keeps_the_red_die_free_to_remove_the_boycott_at_250() -> None:
    # 242 with Max 2x on it and a red 2: scoring 9 on "drie dezelfde" by staying, then
    # removing the boycott with the red die, wins at once; a jump would spend the red die.
    state = position([3, 3, 3, 5, 2], field=THREE, score=242, boycott="max2x")
    assert decide(state) == {"type": "stay"}


def test_boycotts_an_opponent_near_250() -> None:
    state = position([3, 3, 1, 2, 5], field="pair3", phase="red", their_score=235)
    assert decide(state)["type"] == "boycott"


def test_always_legal_against_random() -> None:
    for seed in range(6):
        m = new_match("qwinn", players(2), seed, {})
        bots = [STRONG, RandomBot()] if seed % 2 else [RandomBot(), STRONG]
        while not m.is_over:
            seat = m.to_move[0]
            legal = m.legal_actions(seat)
            action = bots[seat].choose(m.view(seat), legal, Rng(seed, len(m.log)))
            assert action in legal
            m.play(seat, action)


def test_field_worth_is_a_fixed_point() -> None:
    # TABLES comes from field_tables(): one more round of it changes a field's worth by
    # at most the part the 12 rounds did not converge (0.7**12 of ~76 points).
    worth = TABLES["value"]
    for field in ("pair4", FOUR, TOPPER):
        again = plan._turn_value(field, worth, 3, True)
        assert abs(again - worth[field]) < 1.5, field
    assert worth[TOPPER] > worth["pair6"] > worth["pair4"]
    assert TABLES["minus"]["pair4"] < TABLES["negeer"]["pair4"]


def test_negeer_costs_follow_the_rules() -> None:
    # TABLES["negeer"] is a turn without jumps and without the move to Topper (Negeer:
    # "maximaal 1 plek verplaatsen"): one turn from the stored worth gives it again.
    worth = TABLES["value"]
    for field in ("pair4", "pair2", FOUR, "large_straight"):
        cost = plan._turn_value(field, worth, 3, True) - plan._turn_value(field, worth, 3, False)
        assert abs(cost - TABLES["negeer"][field]) < 0.02, field


def test_under_negeer_five_alike_does_not_aim_for_topper() -> None:
    # Five 3s on "2 x 2" under Negeer: Topper is out of reach, "2 x 3" is two places away.
    # Nothing fits within one step, so the bot throws again rather than fail.
    state = position([3, 3, 3, 3, 3], field="pair2", boycott="negeer")
    assert {"type": "move", "field": TOPPER} not in RULES.legal_actions(state, 0)
    assert decide(state)["type"] == "roll"


def test_beats_the_basic_bot() -> None:
    basic, wins = QwinnBasicBot(), 0.0
    games = 60
    for k in range(games):
        m = new_match("qwinn", players(2), 100 + k, {})
        seat_of_strong = k % 2
        bots = [STRONG, basic] if seat_of_strong == 0 else [basic, STRONG]
        while not m.is_over:
            seat = m.to_move[0]
            m.play(seat, bots[seat].choose(m.view(seat), m.legal_actions(seat), Rng(k, len(m.log))))
        winners = (m.result or {})["winners"]
        if seat_of_strong in winners:
            wins += 1 / len(winners)
    assert wins >= 32, wins  # 37 of 60 measured on these seeds
