"""Kwis 't! level sly: it reads the record of each player, bets and checks by expected
value, says why, and beats the strong level."""

from __future__ import annotations

from typing import Any

from pyengine import new_match
from pyengine.cli import simulate
from pyengine.core.rng import Rng
from pyengine.games.kwist import sly
from pyengine.games.kwist.bots import BOTS
from pyengine.games.kwist.rules import KNOWLEDGE, SPEC
from pyengine.games.kwist.standings import Standings

from .test_kwist_support import RULES, act, new_state, to_bets

CHIPS = [1, 2, 4, 5, 3]  # field 3 carries a chip of 4 cards


def _view(state: Any, seat: int) -> dict[str, Any]:
    return {"seat": seat, "state": RULES.view(state, seat)}


def _past(bets: list[int], fields: list[int], checked: list[bool], declared: list[bool]) -> dict:
    return {
        "round": 1,
        "quizmaster": 0,
        "card": "x",
        "chips": [1, 2, 3, 4, 5],
        "bets": bets,
        "fields": fields,
        "checked": checked,
        "declared": declared,
    }


def _check_round(bets: list[int]) -> Any:
    """Round 3 of 4 after two rounds in which seat 1 declared a bluff every time and
    seat 2's bets were checked and honest every time; now everyone has bet."""
    state = new_state(4, answering="paper")
    rounds = [
        _past([3, 4, 4, 3], [3, 4, 4, 3], [False, False, True, False], [False, True, False, False])
        for _ in range(2)
    ]
    state.round_no = 3
    to_bets(state, CHIPS)
    state.history = rounds
    for seat, bet in enumerate(bets):
        act(state, seat, {"type": "count", "n": 3})
        act(state, seat, {"type": "bet", "field": bet})
    assert state.phase == "check" and RULES.to_move(state) == [0]
    return state


def test_sly_checks_the_frequent_bluffer_and_not_the_honest_player() -> None:
    state = _check_round([2, 3, 3, 1])  # seats 1 and 2 both on field 3
    action, reason = BOTS["sly"].advise(_view(state, 0), RULES.legal_actions(state, 0), Rng(1))
    assert action == {"type": "check", "target": 1}
    assert reason["why"] == "check" and reason["chance"] > 30
    honest_only = _check_round([2, 1, 3, 1])  # the bluffer now sits on field 1
    action, reason = BOTS["sly"].advise(
        _view(honest_only, 0), RULES.legal_actions(honest_only, 0), Rng(1)
    )
    assert action == {"type": "pass"} and reason["why"] == "pass"
    assert reason["chance"] < 20


def test_the_record_and_the_bluff_odds_follow_the_history() -> None:
    honest = [_past([3, 4], [3, 4], [False, True], [False, False])] * 3
    bluffer = [_past([3, 4], [3, 4], [False, False], [False, True])] * 3
    assert sly.record_of([], 1) == sly.RECORD_PRIOR
    assert sly.habit(sly.record_of(honest, 1)) < 1 / 3 < sly.habit(sly.record_of(bluffer, 1))
    counts = sly.count_chances(None)
    assert abs(sum(counts) - 1) < 1e-9
    bold = sly.habit_weights(bluffer, 1)
    meek = sly.habit_weights(honest, 1)
    boldest = len(sly.BOLDNESS) - 1  # the habit "bluffs when short" at its boldest
    assert bold[boldest] > sly.HABIT_PRIOR[boldest] and meek[0] > sly.HABIT_PRIOR[0]
    low, _ = sly.read_bet(honest, 1, 4, counts)
    prior, _ = sly.read_bet([], 1, 4, counts)
    high, below = sly.read_bet(bluffer, 1, 4, counts)
    assert low < prior < high and below < 4


def test_a_players_skill_is_read_from_their_bets() -> None:
    low = [_past([3, 1, 4, 2], [3, 1, 4, 2], [False] * 4, [False] * 4)] * 3
    weak = sly.skill_of(low, [3, 2, 4, 2], 1, 0)
    even = sly.skill_of([], [3, 4, 4, 4], 1, 0)
    assert sly.SKILLS[weak] < sly.SKILLS[even] == 0.0
    assert tuple(sorted(sly.SKILL_MEANS)) == sly.SKILL_MEANS


def test_a_bet_is_checked_more_often_high_up_and_with_a_bluffers_record() -> None:
    prior = sly.RECORD_PRIOR
    chances = [sly.check_chance(bet, 3, prior, 3, 0.0) for bet in range(1, 6)]
    assert chances == sorted(chances) and chances[4] > 0.8 and chances[1] < 0.05
    assert (
        sly.check_chance(4, 3, (3, 5), 3, 0.0) > chances[3] > sly.check_chance(4, 3, (1, 5), 3, 0.0)
    )


def test_the_chance_to_win_follows_the_standings() -> None:
    state = new_state(4, answering="paper")
    state.round_no = 4
    to_bets(state, CHIPS)
    state.track = [30, 12, 10, 8]
    leader, chaser = Standings(_view(state, 0)["state"], 0), Standings(_view(state, 1)["state"], 1)
    assert leader.win_chance(0.0, 0.0) > 0.9 > 0.1 > chaser.win_chance(0.0, 0.0)
    assert chaser.win_chance(15.0, 4.0) > chaser.win_chance(3.0, 0.0)
    assert chaser.win_chance(3.0, 0.0, chaser.spread(9.0)) < chaser.win_chance(3.0, 0.0)


def test_sly_knows_no_more_than_the_strong_level() -> None:
    assert "sly" not in KNOWLEDGE and sly.LEVEL == "strong"
    state = new_state(4, answering="device")
    act(state, 0, {"type": "deal"})
    action = BOTS["sly"].choose(_view(state, 0), RULES.legal_actions(state, 0), Rng(1))
    assert action == {"type": "guess", "level": "strong"}
    assert SPEC.strongest == "sly"


def test_advise_is_choose_and_every_reason_is_known() -> None:
    bot = BOTS["sly"]
    seen: set[str] = set()
    for seed in (3, 4):
        players = [{"name": f"P{i}", "bot": "sly"} for i in range(4)]
        match = new_match("kwist", players, seed=seed)
        step = 0
        while not match.is_over:
            seat = match.to_move[0]
            view, legal = match.view(seat), match.legal_actions(seat)
            action, reason = bot.advise(view, legal, Rng(seed, step))
            assert action == bot.choose(view, legal, Rng(seed, step))
            assert action in legal or action["type"] == "guess"
            assert reason["why"] in sly.WHYS
            assert all(isinstance(v, int | float) for k, v in reason.items() if k != "why")
            seen.add(reason["why"])
            match.play(seat, action)
            step += 1
    assert {"bet", "bluff", "last_bet", "declare", "pass", "guess"} <= seen


def test_sly_beats_the_strong_level_in_a_short_seeded_simulation() -> None:
    report = simulate("kwist", 60, 11, 4, ["strong", "sly", "strong", "strong"])
    assert report["errors"] == 0
    assert report["win_rate"][1] > 0.3, report["win_rate"]  # par 0.25
    scores = report["stats"]["mean_score"]
    assert scores[1] > max(scores[0], scores[2], scores[3]) + 4, scores
