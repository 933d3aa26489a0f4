"""Kwis 't! computer players: knowledge by chance, bets, bluffs, checks, rulings, full games."""

from __future__ import annotations

from typing import Any

from pyengine import new_match
from pyengine.cli import simulate
from pyengine.core.rng import Rng
from pyengine.games.kwist.bots import KwistBot, bluff_chance, bluff_habit
from pyengine.games.kwist.rules import KNOWLEDGE, chance_right

from .test_kwist_support import RULES, act, new_state, to_bets

SEED_CHIPS = [1, 2, 3, 5, 4]


def _count_after_guess(level: str, seed: int) -> int:
    state = new_state(2, answering="paper")
    to_bets(state)
    values = [(seed // 6**k) % 6 + 1 for k in range(12)]
    act(state, 0, {"type": "guess", "level": level}, values)
    count = state.sheets[0].count
    assert count is not None
    return count


def test_knowledge_is_drawn_by_chance_and_strong_knows_more() -> None:
    casual = sum(_count_after_guess("casual", s * 7919) for s in range(300)) / 300
    strong = sum(_count_after_guess("strong", s * 7919) for s in range(300)) / 300
    assert 1.5 < casual < strong < 4.5
    for level, known in KNOWLEDGE.items():
        assert known[0] > known[1] > known[2], level
    fifty = {"kind": "fifty", "level": 3, "en": {"options": ["a", "b"]}}
    assert chance_right(fifty, "en", "casual") == 0.25 + 0.75 / 2  # a blind guess is half right
    assert chance_right({"kind": "open", "level": 1}, "en", "strong") == KNOWLEDGE["strong"][0]


def _view(state: Any, seat: int) -> dict[str, Any]:
    return {"seat": seat, "state": RULES.view(state, seat)}


def _bet_for(level: str, count: int, seed: int = 0) -> int:
    state = new_state(4, answering="paper")
    to_bets(state, SEED_CHIPS)
    act(state, 0, {"type": "count", "n": count})
    action = KwistBot(level).choose(_view(state, 0), RULES.legal_actions(state, 0), Rng(seed))
    assert action["type"] == "bet"
    field: int = action["field"]
    return field


def test_bets_zero_right_bluffs_and_strong_bets_near_its_count() -> None:
    for seed in range(20):
        assert _bet_for("casual", 0, seed) >= 1
        assert _bet_for("strong", 0, seed) >= 1
        assert 1 <= _bet_for("casual", 3, seed) <= 4
    strong = [_bet_for("strong", 4, seed) for seed in range(20)]
    assert all(3 <= b <= 5 for b in strong)


def test_bots_answer_by_guessing_and_always_declare_an_unchecked_bluff() -> None:
    state = new_state(2, answering="device")
    act(state, 0, {"type": "deal"})
    legal = RULES.legal_actions(state, 0)
    assert KwistBot("strong").choose(_view(state, 0), legal, Rng(1)) == {
        "type": "guess",
        "level": "strong",
    }
    legal = [{"type": "declare"}, {"type": "silent"}]
    assert KwistBot("casual").choose({"seat": 0, "state": {}}, legal, Rng(1)) == {"type": "declare"}


def test_strong_checks_the_likely_bluffer_and_leaves_low_bets_alone() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    for seat, (count, bet) in enumerate([(2, 2), (3, 5), (2, 1)]):
        act(state, seat, {"type": "count", "n": count})
        act(state, seat, {"type": "bet", "field": bet})
    legal = RULES.legal_actions(state, 0)
    choice = KwistBot("strong").choose(_view(state, 0), legal, Rng(3))
    assert choice == {"type": "check", "target": 1}  # 5 right with a weak table is unlikely
    assert bluff_chance(5, 0.5) > bluff_chance(3, 0.5) > bluff_chance(1, 0.5)


def test_bluff_habit_learns_from_rounds_where_bluffs_came_out() -> None:
    round_: dict[str, Any] = {
        "bets": [5, 3],
        "fields": [2, 3],
        "checked": [True, True],
        "declared": [False, False],
    }
    caught = [round_, round_]
    assert bluff_habit(caught, 0) > bluff_habit([], 0) > bluff_habit(caught, 1)


def test_computer_quizmaster_rules_a_near_miss_right_and_a_wrong_answer_wrong() -> None:
    card = {"questions": [{"kind": "open", "answer": "Amsterdam", "accept": []}]}
    legal = [{"type": "rule", "right": True}, {"type": "rule", "right": False}]
    for text, right in [("Amstrdm", True), ("Rotterdam", False)]:
        state = {"dispute": {"seat": 1, "question": 0, "text": text}, "card": card}
        choice = KwistBot("strong").choose({"seat": 0, "state": state}, legal, Rng(1))
        assert choice == {"type": "rule", "right": right}


def test_play_order_takes_from_the_richest_hand() -> None:
    state: dict[str, Any] = {"hand_sizes": [0, 2, 5], "track": [0, 9, 1]}
    legal = [
        {"type": "play", "card": "bird", "target": None},
        {"type": "play", "card": "steal_two", "target": 1},
        {"type": "play", "card": "steal_two", "target": 2},
    ]
    choice = KwistBot("casual").choose({"seat": 0, "state": state}, legal, Rng(1))
    assert choice == {"type": "play", "card": "steal_two", "target": 2}


def test_one_human_plays_a_whole_game_against_computer_players() -> None:
    players = [{"name": "Me"}] + [{"name": f"Bot {i}", "bot": "strong"} for i in range(3)]
    m = new_match("kwist", players, seed=5, options={"answering": "device"})
    while not m.is_over:
        seat = m.to_move[0]
        if seat != 0:
            m.play(seat, m.bot_action(seat))
            continue
        state = m.view(0)["state"]
        legal = m.legal_actions(0)
        kinds = {a["type"] for a in legal}
        if "answer" in kinds:  # a human who types something and picks the first options
            m.play(0, {"type": "answer", "answers": ["Amsterdam", "12", 0, 0, 0]})
        elif "bet" in kinds:
            m.play(0, {"type": "bet", "field": max(1, state["me"]["count"])})
        elif "check" in kinds or "pass" in kinds:
            m.play(0, {"type": "pass"})
        else:
            m.play(0, legal[0])
    result = m.result
    assert result is not None and len(result["scores"]) == 4


def test_simulate_reports_games_without_errors() -> None:
    report = simulate("kwist", 12, 1, 4, ["strong", "casual"])
    assert report["errors"] == 0 and sum(report["wins"]) == 12
    assert report["stats"]["moves_per_game"] > 4 * 4 * 3
