"""Kwis 't! rules: every phase of the seed's round, its examples, the end and the final count."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import SAVE_FORMAT, IllegalAction, load_match, new_match
from pyengine.core.rng import Rng
from pyengine.games.kwist import cards
from pyengine.games.kwist.answers import matches
from pyengine.games.kwist.bank import CARD_KINDS
from pyengine.games.kwist.rules import ROUNDS, State, _block

from .test_kwist_support import (
    RULES,
    act,
    bet_all,
    kind_ids,
    new_state,
    points_ids,
    take,
    to_bets,
)

BLUE, RED, WHITE, YELLOW, GREEN = range(5)
SEED_CHIPS = [1, 2, 3, 5, 4]  # field 3 holds chip 3, field 5 chip 4 (both seed examples)


def no_action_cards(state: State) -> None:
    """Keep action cards out of the stack, so that a round ends without phase 8."""
    state.out = [c for c in state.stack if cards.is_action(c)]
    state.stack = [c for c in state.stack if not cards.is_action(c)]


def pass_checks(state: State) -> None:
    while state.phase == "check":
        act(state, RULES.to_move(state)[0], {"type": "pass"})


def stay_silent(state: State) -> None:
    while state.phase == "declare":
        act(state, RULES.to_move(state)[0], {"type": "silent"})


def quiet_round(state: State, counts: dict[int, int], bets: dict[int, int]) -> None:
    bet_all(state, counts, bets)
    pass_checks(state)
    stay_silent(state)


def codes(state: State, seat: int, action: dict[str, Any]) -> str:
    with pytest.raises(IllegalAction) as err:
        RULES.validate(state, seat, action)
    return err.value.code


# -- set-up, rounds and the quizmaster -----------------------------------------------------


@pytest.mark.parametrize(("n", "rounds"), sorted(ROUNDS.items()))
def test_rounds_per_player_count_and_quizmaster_passing_clockwise(n: int, rounds: int) -> None:
    m = new_match("kwist", [{"name": f"P{i}", "bot": "casual"} for i in range(n)], seed=n)
    while not m.is_over:
        seat = m.to_move[0]
        m.play(seat, m.bot_action(seat))
    history = m.state.history
    assert len(history) == rounds
    assert [h["quizmaster"] for h in history] == [r % n for r in range(rounds)]
    # Seed: with 2 players each is quizmaster three times, with 3 twice, with 4-6 once.
    assert {[h["quizmaster"] for h in history].count(s) for s in range(n)} == {rounds // n}
    assert len({h["card"] for h in history}) == rounds  # a question card is never dealt twice


def test_setup_shuffled_stack_and_empty_track() -> None:
    state = new_state(4)
    assert sorted(state.stack) == list(range(120))
    assert sum(cards.is_action(c) for c in state.stack) == 12
    assert state.track == [0] * 4 and state.hands == [[], [], [], []]
    assert state.phase == "deal" and RULES.to_move(state) == [0]
    assert RULES.legal_actions(state, 0) == [{"type": "deal"}]


# -- phases 1-4: deal, answers, reveal, chips ------------------------------------------------


def _right_sheet(state: State) -> list[Any]:
    blocks = [state_block(state, i) for i in range(5)]
    return [blocks[0]["a"], blocks[1]["a"].upper(), blocks[2]["a"], blocks[3]["a"], blocks[4]["a"]]


def state_block(state: State, i: int) -> dict[str, Any]:
    return _block(state, i)


def _wrong_sheet(state: State) -> list[Any]:
    wrong: list[Any] = ["zzzz qqqq", ""]
    for i in (2, 3, 4):
        wrong.append((state_block(state, i)["a"] + 1) % len(state_block(state, i)["options"]))
    return wrong


def test_device_answers_are_private_and_checked_at_the_reveal() -> None:
    state = new_state(3, answering="device")
    act(state, 0, {"type": "deal"})
    table = RULES.view(state, None)
    assert state.phase == "answer" and RULES.to_move(state) == [0]
    assert [q["kind"] for q in table["card"]["questions"]] == list(CARD_KINDS)
    assert all("answer" not in q for q in table["card"]["questions"])  # not before the reveal
    act(state, 0, {"type": "answer", "answers": _right_sheet(state)})
    act(state, 1, {"type": "answer", "answers": _wrong_sheet(state)})
    act(state, 2, {"type": "guess", "level": "strong"})
    assert state.phase == "reveal" and RULES.to_move(state) == [0]
    for viewer in (None, 1, 2):
        view = RULES.view(state, viewer)
        assert view["ready"] == [True, True, True]
        assert view["me"] is None or view["me"]["answers"] != _right_sheet(state)
    assert RULES.view(state, 0)["me"]["answers"] == _right_sheet(state)
    assert RULES.view(state, 0)["me"]["right"] is None  # verdicts come with the reveal
    act(state, 0, {"type": "reveal"})
    assert sorted(state.chips or []) == list(cards.CHIPS)  # phase 4: chips face up
    assert [s.count for s in state.sheets][:2] == [5, 0]
    assert RULES.view(state, 0)["me"]["right"] == [True] * 5
    assert RULES.view(state, None)["counts"] == [None, None, None]  # counts stay secret
    assert RULES.view(state, 1)["counts"] == [None, 0, None]
    assert all("answer" in q for q in RULES.view(state, None)["card"]["questions"])


def test_paper_mode_enters_only_the_count_privately() -> None:
    m = new_match("kwist", [{"name": "A"}, {"name": "B"}], seed=4, options={"answering": "paper"})
    m.play(0, {"type": "deal"})
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "reveal"}]
    m.play(0, {"type": "reveal"})
    assert {"type": "count", "n": 3} in m.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        m.play(0, {"type": "bet", "field": 3})
    assert err.value.code == "count_first"
    m.play(0, {"type": "count", "n": 2})
    assert m.view(0)["can_undo"] and not m.view(1)["can_undo"]  # a typo can be taken back
    m.undo()
    m.play(0, {"type": "count", "n": 3})
    assert m.view(0)["state"]["counts"][0] == 3
    assert m.view(1)["state"]["counts"][0] is None and m.view(None)["state"]["counts"][0] is None
    m.play(0, {"type": "bet", "field": 4})
    assert m.view(1)["state"]["bets"] == [4, None]  # the disc on the board is public
    assert not m.can_undo  # the bet handed the device on


def test_typed_answers_are_validated() -> None:
    state = new_state(2, answering="device")
    act(state, 0, {"type": "deal"})
    good = _right_sheet(state)
    bad: list[dict[str, Any]] = [
        {"type": "answer", "answers": good[:4]},
        {"type": "answer", "answers": ["x" * 81, *good[1:]]},
        {"type": "answer", "answers": [good[0], good[1], 9, good[3], good[4]]},
        {"type": "answer", "answers": [good[0], good[1], True, good[3], good[4]]},
        {"type": "answer", "answers": [3, good[1], good[2], good[3], good[4]]},
        {"type": "answer", "answers": good, "extra": 1},
        {"type": "answer", "answers": None},
    ]
    for action in bad:
        assert codes(state, 0, action) == "bad_answer"
    blank = {"type": "answer", "answers": ["", "", None, None, None]}
    RULES.validate(state, 0, blank)  # leaving answers open is allowed


def _disputable_round(n: int = 3) -> tuple[State, list[Any]]:
    """Every seat has answered; seat 0 (the quizmaster) and seat 1 have two open answers
    judged wrong, the others none. Returns the state at the bets and seat 0's answers."""
    state = new_state(n, answering="device")
    act(state, 0, {"type": "deal"})
    near = _right_sheet(state)
    near[0] = "xyzzy one"  # judged wrong
    near[1] = "xyzzy two"
    assert not matches(near[0], state_block(state, 0)["a"], state_block(state, 0).get("accept", []))
    act(state, 0, {"type": "answer", "answers": near})
    act(state, 1, {"type": "answer", "answers": ["zzz", "zzz", 0, 0, 0]})
    for seat in range(2, n):
        act(state, seat, {"type": "answer", "answers": _right_sheet(state)})
    act(state, 0, {"type": "reveal"})
    return state, near


def disputes(state: State, seat: int) -> list[dict[str, Any]]:
    return [a for a in RULES.legal_actions(state, seat) if a["type"] == "dispute"]


def test_the_quizmaster_rules_on_a_fellow_players_disputed_answer() -> None:
    state, _ = _disputable_round()
    act(state, 0, {"type": "bet", "field": 3})
    assert disputes(state, 1) == [
        {"type": "dispute", "question": q, "ruler": 0} for q in (0, 1)
    ]  # seat 0 is quizmaster
    count = state.sheets[1].count
    act(state, 1, {"type": "dispute", "question": 0, "ruler": 0})
    assert state.phase == "dispute" and RULES.to_move(state) == [0]
    assert RULES.view(state, 2)["dispute"] == {"seat": 1, "question": 0, "text": "zzz", "ruler": 0}
    act(state, 0, {"type": "rule", "right": True})
    assert state.sheets[1].count == count + 1 and state.phase == "bet"
    assert RULES.to_move(state) == [1]  # back to the disputer's bet
    assert disputes(state, 1) == [{"type": "dispute", "question": 1, "ruler": 0}]  # once each


def test_the_quizmaster_never_rules_on_his_own_answer_the_player_on_his_left_does() -> None:
    """Issue 15: the quizmaster turned his own wrong answers right. Now the player on his
    left (the next quizmaster) rules on them (docs/rules/kwist.md, "Disputed answers")."""
    state, near = _disputable_round()
    assert state.sheets[0].count == 3
    assert disputes(state, 0) == [{"type": "dispute", "question": q, "ruler": 1} for q in (0, 1)]
    # Naming himself, or anyone but the player on his left, is refused in words.
    for wrong in (0, 2):
        assert codes(state, 0, {"type": "dispute", "question": 0, "ruler": wrong}) == "wrong_ruler"
    act(state, 0, {"type": "dispute", "question": 0, "ruler": 1})
    assert state.phase == "dispute" and RULES.to_move(state) == [1]
    assert RULES.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction):  # the quizmaster cannot rule: not his turn
        RULES.validate(state, 0, {"type": "rule", "right": True})
    seen = RULES.view(state, 2)["dispute"]
    assert seen == {"seat": 0, "question": 0, "text": near[0], "ruler": 1}
    act(state, 1, {"type": "rule", "right": True})
    assert state.sheets[0].count == 4 and state.phase == "bet" and RULES.to_move(state) == [0]
    act(state, 0, {"type": "dispute", "question": 1, "ruler": 1})
    act(state, 1, {"type": "rule", "right": False})
    assert state.sheets[0].count == 4
    ruled = [(e["ruler"], e["right"]) for e in state.events if e["kind"] == "dispute"]
    assert ruled == [(1, True), (1, False)]
    assert disputes(state, 0) == []  # each answer once
    # With two players the other player rules (the seat on the left is the only one).
    two, _ = _disputable_round(2)
    assert disputes(two, 0)[0]["ruler"] == 1


def test_a_computer_on_the_left_rules_on_the_quizmasters_answer() -> None:
    players = [{"name": "Ann"}, {"name": "Robo", "bot": "strong"}, {"name": "Max", "bot": "casual"}]
    match = new_match("kwist", players, seed=4, options={"lang": "en"})
    match.play(0, {"type": "deal"})
    sheet = _right_sheet(match.state)
    sheet[0] = "qqqq"
    match.play(0, {"type": "answer", "answers": sheet})
    for seat in (1, 2):
        match.play(seat, match.bot_action(seat))
    match.play(0, {"type": "reveal"})
    match.play(0, {"type": "dispute", "question": 0, "ruler": 1})
    assert match.to_move == [1]
    assert match.bot_action(1) == {"type": "rule", "right": False}  # not close enough
    match.play(1, match.bot_action(1))
    assert match.to_move == [0] and match.state.sheets[0].right[0] is False


def test_a_dispute_saved_by_an_earlier_build_replays_as_it_was_played() -> None:
    """Saves from before issue 15 log a dispute without a ruler; the quizmaster then ruled,
    also on his own answer. In a match replaying a save of format 1 (every build before
    issue 16) they are still accepted and replay to the same state."""
    state, _ = _disputable_round()
    RULES.keep_older_rules(state, 1)  # what Match does for a save of format 1
    RULES.validate(state, 0, {"type": "dispute", "question": 0})  # the old form is accepted
    assert {"type": "dispute", "question": 0} not in RULES.legal_actions(state, 0)  # never offered
    act(state, 0, {"type": "dispute", "question": 0})
    assert RULES.to_move(state) == [0]
    assert RULES.view(state, 1)["dispute"] == {"seat": 0, "question": 0, "text": "xyzzy one"}
    act(state, 0, {"type": "rule", "right": True})
    assert state.sheets[0].count == 4
    assert [e for e in state.events if e["kind"] == "dispute"] == [
        {"kind": "dispute", "seat": 0, "question": 0, "text": "xyzzy one", "right": True}
    ]
    # The old form only for an answer that may be disputed, like the new one.
    for bad in (0, 2, "1", True):  # disputed already, a choice, not numbers
        with pytest.raises(IllegalAction):
            RULES.validate(state, 0, {"type": "dispute", "question": bad})


def _old_dispute_match(fmt: str) -> tuple[Any, dict[str, Any]]:
    """A two-player game at the bets, loaded from a save of format ``fmt``, where seat 0
    (the quizmaster) has two open answers judged wrong; and the ruler-less dispute."""
    players = [{"name": "Ann"}, {"name": "Bob"}]
    match = new_match("kwist", players, seed=2, options={"lang": "en"})
    match.play(0, {"type": "deal"})
    sheet = ["zzz", "zzz", 0, 0, 0]
    match.play(0, {"type": "answer", "answers": sheet})
    match.play(1, {"type": "answer", "answers": sheet})
    match.play(0, {"type": "reveal"})
    return load_match({**match.to_json(), "format": fmt}), {"type": "dispute", "question": 0}


def test_a_save_of_format_1_keeps_its_ruler_less_disputes() -> None:
    old, dispute = _old_dispute_match("spelkast-save/1")
    assert old.why_illegal(0, dispute) is None
    old.play(0, dispute)
    assert old.to_move == [0]  # the quizmaster rules on his own answer, as then
    old.play(0, {"type": "rule", "right": True})
    save = old.to_json()
    assert save["format"] == "spelkast-save/1"  # it stays what it was
    loaded = load_match(json.loads(json.dumps(save)))
    assert json.dumps(loaded.to_json()) == json.dumps(save)  # byte for byte
    assert loaded.state.sheets[0].count == old.state.sheets[0].count
    assert loaded.view(0) == old.view(0) and loaded.format == 1


def test_a_new_game_refuses_the_ruler_less_dispute() -> None:
    """The loophole of issue 15: the old form let the quizmaster rule on his own answer.
    Saves this build writes carry format 2, and there the ruler must be named."""
    new, dispute = _old_dispute_match(SAVE_FORMAT)
    before = new.to_json()
    err = new.why_illegal(0, dispute)
    assert err is not None and err.code == "illegal_action"
    with pytest.raises(IllegalAction):
        new.play(0, dispute)
    assert new.to_json() == before
    new.play(0, {"type": "dispute", "question": 0, "ruler": 1})
    assert new.to_move == [1]
    # A save that says format 2 but holds a ruler-less dispute was not written by this
    # build: it does not load (it would give the quizmaster his own ruling).
    forged = {**before, "log": [*before["log"], {"seat": 0, "action": dispute}]}
    with pytest.raises(IllegalAction) as refused:
        load_match(forged)
    assert refused.value.code == "corrupt_save"
    assert load_match({**forged, "format": "spelkast-save/1"}).to_move == [0]


# -- phase 5: bets -------------------------------------------------------------------------


def test_every_field_can_be_bet_zero_right_must_bluff_five_right_cannot() -> None:
    state = new_state(2, answering="paper")
    to_bets(state, SEED_CHIPS)
    act(state, 0, {"type": "count", "n": 0})
    assert [a["field"] for a in RULES.legal_actions(state, 0)] == [1, 2, 3, 4, 5]  # no field 0
    assert codes(state, 0, {"type": "bet", "field": 0}) == "bad_field"
    assert codes(state, 0, {"type": "bet", "field": True}) == "bad_field"
    act(state, 0, {"type": "bet", "field": 1})
    act(state, 1, {"type": "count", "n": 5})
    act(state, 1, {"type": "bet", "field": 5})
    pass_checks(state)
    assert RULES.legal_actions(state, 0) == [{"type": "declare"}, {"type": "silent"}]
    act(state, 0, {"type": "silent"})
    assert RULES.legal_actions(state, 1) == [{"type": "silent"}]  # five right is never a bluff


# -- phase 6: checks (the seed's example) and phase 7: unchecked players ---------------------


def seed_example_round() -> State:
    """Blue (quizmaster), Red, White, Yellow and Green, as in the seed's examples."""
    state = new_state(5, answering="paper")
    no_action_cards(state)
    to_bets(state, SEED_CHIPS)
    counts = {BLUE: 3, RED: 2, WHITE: 3, YELLOW: 5, GREEN: 2}
    bets = {BLUE: 5, RED: 3, WHITE: 3, YELLOW: 5, GREEN: 4}
    bet_all(state, counts, bets)
    return state


def test_seed_example_phase_6_blue_checks_red_white_checks_yellow() -> None:
    state = seed_example_round()
    assert state.phase == "check" and RULES.to_move(state) == [BLUE]  # the quizmaster begins
    act(state, BLUE, {"type": "check", "target": RED})
    # Red bluffed (3 with 2 right): Blue gets the 3 cards of Red's chip, Red goes back to
    # field 2, scores 2 points, gets no cards, and his disc leaves the board.
    check = state.events[-1]
    assert check == {
        "kind": "check",
        "seat": BLUE,
        "target": RED,
        "bet": 3,
        "bluff": True,
        "field": 2,
        "points": 2,
        "to": BLUE,
        "cards": 3,
    }
    assert len(state.hands[BLUE]) == 3 and state.hands[RED] == []
    assert state.track[RED] == 2 and not state.on_board[RED] and state.fields[RED] == 2
    assert RULES.view(state, None)["counts"][RED] == 2  # the disc moving back shows the count
    assert RULES.to_move(state) == [RED]
    act(state, RED, {"type": "pass"})  # checking nobody is allowed
    assert codes(state, WHITE, {"type": "check", "target": WHITE}) == "check_self"
    assert codes(state, WHITE, {"type": "check", "target": RED}) == "not_on_board"
    act(state, WHITE, {"type": "check", "target": YELLOW})
    # Yellow did not bluff (5 with 5 right): she gets the 4 cards of her chip and 5 points.
    check = state.events[-1]
    assert (check["bluff"], check["to"], check["cards"], check["points"]) == (False, YELLOW, 4, 5)
    assert len(state.hands[YELLOW]) == 4 and state.track[YELLOW] == 5
    assert RULES.view(state, WHITE)["counts"][YELLOW] == 5  # the checker saw the sheet
    assert RULES.view(state, None)["counts"][YELLOW] is None  # the table only saw "honest"
    assert RULES.view(state, BLUE)["counts"][YELLOW] is None
    act(state, YELLOW, {"type": "pass"})
    act(state, GREEN, {"type": "pass"})
    assert state.phase == "declare"


def test_seed_example_phase_7_white_green_blue() -> None:
    state = seed_example_round()
    act(state, BLUE, {"type": "check", "target": RED})
    act(state, RED, {"type": "pass"})
    act(state, WHITE, {"type": "check", "target": YELLOW})
    pass_checks(state)
    assert state.phase == "declare" and state.queue == [BLUE, WHITE, GREEN]
    hand_before = len(state.hands[BLUE])
    # Blue bluffed (5 with 3 right), declares it: 4 cards from the chip on field 5, and the
    # disc stays on field 5: 5 points.
    act(state, BLUE, {"type": "declare"})
    assert len(state.hands[BLUE]) == hand_before + 4 and state.track[BLUE] == 5
    assert state.events[-1] == {
        "kind": "declare",
        "seat": BLUE,
        "field": 5,
        "points": 5,
        "cards": 4,
    }
    # White did not bluff: no cards, 3 points; she cannot declare.
    assert codes(state, WHITE, {"type": "declare"}) == "no_bluff"
    act(state, WHITE, {"type": "silent"})
    assert state.hands[WHITE] == [] and state.track[WHITE] == 3
    # Green bluffed (4 with 2 right) and keeps quiet: no cards, still 4 points.
    act(state, GREEN, {"type": "silent"})
    assert state.hands[GREEN] == []
    assert state.track == [5, 2, 3, 5, 4]
    assert state.phase == "deal" and state.round_no == 2 and state.quizmaster == RED
    summary = state.history[-1]
    assert summary["fields"] == [5, 2, 3, 5, 4] and summary["declared"] == [1, 0, 0, 0, 0]
    # Silence and honesty look the same to the table.
    silent = [e for e in state.last_events if e["kind"] in ("score", "declare")]
    assert [e["kind"] for e in silent] == ["declare", "score", "score"]


def test_a_bluffer_with_nothing_right_scores_nothing_when_caught() -> None:
    state = new_state(2, answering="paper")
    no_action_cards(state)
    to_bets(state, SEED_CHIPS)
    bet_all(state, {0: 0, 1: 2}, {0: 2, 1: 2})
    act(state, 0, {"type": "pass"})
    act(state, 1, {"type": "check", "target": 0})
    assert state.track[0] == 0 and state.events[-1]["field"] == 0
    assert len(state.hands[1]) == 2  # chip 2 lies on field 2


def test_check_turn_passes_by_itself_when_no_disc_is_left() -> None:
    state = new_state(3, answering="paper")
    no_action_cards(state)
    to_bets(state, SEED_CHIPS)
    bet_all(state, {0: 3, 1: 3, 2: 3}, {0: 3, 1: 3, 2: 3})
    act(state, 0, {"type": "check", "target": 1})
    act(state, 1, {"type": "check", "target": 0})
    # Seat 2 has nobody left to check: the table sees that too, so its turn is skipped.
    assert state.phase == "declare" and state.queue == [2]


def test_checks_go_round_from_the_quizmaster() -> None:
    state = new_state(3, answering="paper")
    no_action_cards(state)
    quiet_round(state_after_deal(state), {0: 1, 1: 1, 2: 1}, {0: 1, 1: 1, 2: 1})
    assert state.quizmaster == 1
    to_bets(state, SEED_CHIPS)
    assert state.queue == [1, 2, 0]  # bets too go round from the quizmaster
    bet_all(state, {0: 1, 1: 1, 2: 1}, {0: 1, 1: 1, 2: 1})
    assert state.phase == "check" and state.queue == [1, 2, 0]


def state_after_deal(state: State) -> State:
    to_bets(state, SEED_CHIPS)
    return state


# -- phase 8: action cards -------------------------------------------------------------------


def to_actions(state: State) -> None:
    """Finish phases 5-7 quietly so that phase 8 starts with the hands as set up."""
    quiet_round(state, dict.fromkeys(range(state.n), 1), dict.fromkeys(range(state.n), 1))


def test_action_cards_are_played_from_the_quizmaster_clockwise_and_leave_the_game() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 2, kind_ids("bird"))
    take(state, 1, kind_ids("bird", 2)[1:])
    to_actions(state)
    assert state.phase == "actions" and state.queue[0] == 1
    view = RULES.view(state, None)
    assert view["open_actions"] == [[], ["bird"], ["bird"]]  # phase 8 is played open
    assert RULES.legal_actions(state, 1) == [{"type": "play", "card": "bird", "target": None}]
    act(state, 1, {"type": "play", "card": "bird", "target": None})
    assert state.track[1] == 1 + cards.BIRD_POINTS
    assert RULES.to_move(state) == [2]
    act(state, 2, {"type": "play", "card": "bird", "target": None})
    assert sorted(state.out) == sorted(kind_ids("bird", 2))
    assert state.phase == "deal"  # every action card played: the round ends


def test_a_player_chooses_the_order_of_several_action_cards() -> None:
    state = new_state(2, answering="paper")
    to_bets(state, SEED_CHIPS)
    state.stack.extend(state.out)  # (the stack without action cards, except these two)
    no_action_cards(state)
    state.stack.extend(kind_ids("bird") + kind_ids("venture"))
    take(state, 0, kind_ids("bird") + kind_ids("venture"))
    to_actions(state)
    kinds = {a["card"] for a in RULES.legal_actions(state, 0)}
    assert kinds == {"bird", "venture"}
    act(state, 0, {"type": "play", "card": "venture", "target": None})
    assert RULES.to_move(state) == [0]
    assert RULES.legal_actions(state, 0) == [{"type": "play", "card": "bird", "target": None}]


def test_better_well_stolen_draws_two_cards_and_a_stolen_action_card_is_played_at_once() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 0, kind_ids("steal_two"))
    take(state, 2, kind_ids("bird"))  # seat 2's only card: an action card of its own
    take(state, 1, points_ids(3))
    to_actions(state)
    legal = RULES.legal_actions(state, 0)
    assert legal[:2] == [
        {"type": "play", "card": "steal_two", "target": 1},
        {"type": "play", "card": "steal_two", "target": 2},
    ]
    act(state, 0, {"type": "play", "card": "steal_two", "target": 2})
    assert state.hands[2] == [] and state.events[-1]["took"] == [[2, 1]]
    assert state.events[-1]["actions"] == ["bird"]
    # Seed FAQ 5: the stolen action card must be played straight away, by the thief.
    assert RULES.to_move(state) == [0]
    assert RULES.legal_actions(state, 0) == [{"type": "play", "card": "bird", "target": None}]
    act(state, 0, {"type": "play", "card": "bird", "target": None})
    assert state.track[0] == 1 + cards.BIRD_POINTS
    assert state.phase == "deal"  # seat 2 lost its card: nothing left to play


def test_stealing_two_of_three_point_cards() -> None:
    state = new_state(2, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 0, kind_ids("steal_two"))
    take(state, 1, points_ids(3))
    to_actions(state)
    act(state, 0, {"type": "play", "card": "steal_two", "target": 1})
    assert len(state.hands[0]) == 2 and len(state.hands[1]) == 1


def test_an_action_card_that_cannot_be_used_is_played_without_effect() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 0, kind_ids("steal_two"))
    to_actions(state)
    assert RULES.legal_actions(state, 0) == [{"type": "play", "card": "steal_two", "target": None}]
    act(state, 0, {"type": "play", "card": "steal_two", "target": None})
    assert state.hands == [[], [], []] and state.phase == "deal"


def test_opportunity_takes_one_card_from_every_richer_player() -> None:
    state = new_state(4, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 0, kind_ids("opportunity") + points_ids(1))
    take(state, 1, points_ids(3)[1:])  # 2 cards: more than seat 0's 1 (after playing)
    take(state, 2, points_ids(1, value=3))  # 1 card: not more
    take(state, 3, points_ids(3, value=4))  # 3 cards
    to_actions(state)
    act(state, 0, {"type": "play", "card": "opportunity", "target": None})
    assert [len(h) for h in state.hands] == [3, 1, 1, 2]
    assert state.last_events[-1]["took"] == [[1, 1], [3, 1]]


def test_pride_takes_from_the_leader_on_the_score_track() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    take(state, 1, kind_ids("pride"))
    take(state, 0, points_ids(2))
    take(state, 2, points_ids(2, value=3))
    to_actions(state)
    state.track = [9, 0, 9]  # a tie: the first clockwise from seat 1 is seat 2
    act(state, 1, {"type": "play", "card": "pride", "target": None})
    assert state.last_events[-1]["target"] == 2 and [len(h) for h in state.hands] == [2, 1, 1]


def test_venture_draws_two_cards_from_the_stack() -> None:
    state = new_state(2, answering="paper")
    no_action_cards(state)
    to_bets(state, SEED_CHIPS)
    state.stack.append(kind_ids("venture")[0])
    state.out.remove(kind_ids("venture")[0])
    take(state, 0, kind_ids("venture"))
    to_actions(state)
    before = len(state.stack)
    act(state, 0, {"type": "play", "card": "venture", "target": None})
    assert len(state.hands[0]) == 2 and len(state.stack) == before - 2


# -- the empty stack and the end -------------------------------------------------------------


def test_empty_stack_each_player_scores_four_random_cards_which_form_the_new_stack() -> None:
    state = new_state(3, answering="paper")
    to_bets(state, SEED_CHIPS)
    ones = points_ids(6, value=1)
    fours = points_ids(2, value=4)
    action = kind_ids("bird")
    take(state, 0, ones)
    take(state, 1, [*fours, *action])
    last = points_ids(1, value=3)
    state.out.extend(c for c in state.stack if c not in last)
    state.stack = list(last)  # one card left
    bet_all(state, {0: 3, 1: 3, 2: 3}, {0: 3, 1: 3, 2: 3})
    act(state, 0, {"type": "check", "target": 1})  # honest: seat 1 is owed 3 cards (chip 3)
    refill = next(e for e in state.events if e["kind"] == "refill")
    # Seat 1 drew the last card (a 3), then the stack was empty: seat 0 scores 4 of its six
    # ones, seat 1 its two fours and the 3 (its action card must still be played), seat 2
    # has nothing. The 7 cards handed in form the new stack; seat 1 draws 2 more from it.
    assert refill["points"] == [4, 11, 0]
    assert state.track == [4, 11 + 3, 0]
    assert len(state.hands[0]) == 2 and len(state.stack) == 7 - 2
    assert sorted(cards.kind_of(c) for c in state.hands[1]) == ["bird", "points", "points"]
    assert state.events[-1]["cards"] == 3


def test_the_stack_refills_once_per_draw_and_may_come_up_short() -> None:
    piles = cards.CardPiles([[], []], [], [0, 0])
    got, events = cards.draw(piles, 0, 3, Rng(1))
    assert got == [] and len(events) == 1 and events[0]["points"] == [0, 0]


def test_final_count_adds_bonus_cards_to_the_track_and_ties_share_a_place() -> None:
    state = new_state(3)
    state.phase = "over"
    state.track = [10, 12, 4]
    state.hands = [points_ids(1, value=2), [], points_ids(2, value=4)]
    result = RULES.result(state)
    assert result is not None
    assert result["scores"] == [12, 12, 12]
    assert result["places"] == [1, 1, 1] and result["winners"] == [0, 1, 2]
    state.track = [10, 13, 4]
    result = RULES.result(state)
    assert result is not None and result["places"] == [2, 1, 2] and result["ranking"] == [1, 0, 2]
    final = RULES.view(state, None)["final"]
    assert final["bonus"] == [2, 0, 8] and final["totals"] == [12, 13, 12]
    assert len(final["hands"][2]) == 2  # at the end every hand is shown


def test_a_full_game_ends_with_scores_equal_to_track_plus_bonus_points() -> None:
    m = new_match("kwist", [{"name": f"P{i}", "bot": "strong"} for i in range(4)], seed=11)
    while not m.is_over:
        seat = m.to_move[0]
        m.play(seat, m.bot_action(seat))
    result = m.result
    assert result is not None
    bonus = [sum(cards.points_of(c) for c in hand) for hand in m.state.hands]
    assert result["scores"] == [t + b for t, b in zip(m.state.track, bonus, strict=True)]
    assert not any(cards.is_action(c) for hand in m.state.hands for c in hand)
    assert m.view(None)["state"]["final"]["bonus"] == bonus


# -- the match: illegal actions, saves, packs ------------------------------------------------


def test_illegal_actions_through_the_match_leave_it_unchanged() -> None:
    m = new_match("kwist", [{"name": "A"}, {"name": "B"}], seed=2)
    before = m.to_json()
    cases: list[tuple[int, dict[str, Any], str]] = [
        (1, {"type": "deal"}, "not_your_turn"),
        (0, {"type": "reveal"}, "illegal_action"),
        (0, {"type": "deal", "values": [1] * 12}, "values_not_allowed"),
        (0, {"type": "deal", "extra": 1}, "illegal_action"),
    ]
    for seat, action, code in cases:
        with pytest.raises(IllegalAction) as err:
            m.play(seat, action)
        assert err.value.code == code
    assert m.to_json() == before


def test_save_and_load_replays_a_game_exactly() -> None:
    players = [{"name": "Human"}, {"name": "Bot", "bot": "strong"}, {"name": "B2", "bot": "casual"}]
    m = new_match("kwist", players, seed=7)
    steps = 0
    while not m.is_over:
        seat = m.to_move[0]
        if seat == 0:
            legal = m.legal_actions(0)
            action = next((a for a in legal if a["type"] in ("answer", "bet", "pass")), legal[-1])
        else:
            action = m.bot_action(seat)
        m.play(seat, action)
        steps += 1
        if steps % 17 == 0:
            loaded = load_match(m.to_json())
            assert [loaded.view(s) for s in (None, 0, 1, 2)] == [m.view(s) for s in (None, 0, 1, 2)]
    loaded = load_match(m.to_json())
    assert loaded.result == m.result


def small_pack(cards_count: int) -> dict[str, Any]:
    block = {"q": "Which?", "options": ["a", "b", "c"], "a": 2}
    card = [
        {"kind": "open", "subject": "maths", "level": 1, "en": {"q": "2+2?", "a": "4"}},
        {"kind": "open", "subject": "maths", "level": 2, "en": {"q": "Capital?", "a": "Paris"}},
        {"kind": "choice", "subject": "nature", "level": 1, "en": dict(block)},
        {"kind": "choice", "subject": "nature", "level": 3, "en": dict(block)},
        {
            "kind": "fifty",
            "subject": "sport",
            "level": 2,
            "en": {"q": "Yes?", "options": ["yes", "no"], "a": 0},
        },
    ]
    return {
        "format": "spelkast-quiz/1",
        "name": {"en": "Test"},
        "cards": [{"id": f"t{i}", "questions": card} for i in range(cards_count)],
    }


def test_an_imported_pack_travels_in_the_save_and_uses_its_own_language() -> None:
    options = {"pack": small_pack(6), "lang": "nl", "answering": "device"}
    m = new_match("kwist", [{"name": "A"}, {"name": "B"}], seed=3, options=options)
    m.play(0, {"type": "deal"})
    assert m.view(0)["state"]["lang"] == "en"  # the pack has English only
    assert m.view(0)["state"]["card"]["questions"][0]["q"] == "2+2?"
    m.play(0, {"type": "answer", "answers": ["four", "paris", 2, 2, 0]})
    m.play(1, {"type": "answer", "answers": ["5", "Parijs", 0, 1, 1]})
    m.play(0, {"type": "reveal"})
    assert m.view(0)["state"]["counts"][0] == 5
    save = m.to_json()
    assert save["options"]["pack"]["cards"][0]["id"] == "t0"
    assert load_match(save).view(1) == m.view(1)


def test_a_bad_or_small_pack_is_refused() -> None:
    with pytest.raises(IllegalAction) as err:
        new_match("kwist", [{"name": "A"}, {"name": "B"}], 1, {"pack": {"format": "x"}})
    assert err.value.code == "bad_pack"
    with pytest.raises(IllegalAction) as err:
        new_match("kwist", [{"name": "A"}, {"name": "B"}], 1, {"pack": small_pack(5)})
    assert err.value.code == "pack_too_small"
    new_match("kwist", [{"name": f"{i}"} for i in range(4)], 1, {"pack": small_pack(4)})


# -- hidden information ----------------------------------------------------------------------


def test_sampled_worlds_keep_what_a_seat_knows_and_redraw_the_rest() -> None:
    state = seed_example_round()
    act(state, BLUE, {"type": "check", "target": RED})
    act(state, RED, {"type": "pass"})
    act(state, WHITE, {"type": "check", "target": YELLOW})
    counts = {s: state.sheets[s].count for s in range(5)}
    seen: dict[int | None, set[tuple[int | None, ...]]] = {}
    for k in range(40):
        for seat in (None, WHITE):
            world = RULES.sample_world(state, seat, Rng(k))
            assert RULES.view(world, seat) == RULES.view(state, seat)
            assert world.sheets[RED].count == 2  # a caught bluff is public
            if seat == WHITE:
                assert world.sheets[YELLOW].count == 5  # White checked Yellow
                assert sorted(world.hands[WHITE]) == sorted(state.hands[WHITE])
            else:
                assert world.sheets[YELLOW].count == 5  # honest on field 5: at least 5
            seen.setdefault(seat, set()).add(tuple(s.count for s in world.sheets))
            assert sorted(world.stack + [c for h in world.hands for c in h]) == sorted(
                state.stack + [c for h in state.hands for c in h]
            )
    assert all(len(worlds) > 1 for worlds in seen.values())  # Blue's and Green's counts vary
    assert {s: state.sheets[s].count for s in range(5)} == counts  # the real state is untouched


def test_legal_answer_sheets_never_contain_the_answers() -> None:
    state = new_state(2, answering="device")
    act(state, 0, {"type": "deal"})
    texts = {
        text
        for action in RULES.legal_actions(state, 0)
        if action["type"] == "answer"
        for text in action["answers"][:2]
    }
    assert texts == {"", "?"}
    before = RULES.view(state, 0)
    world = RULES.sample_world(state, 0, Rng(5))
    assert RULES.view(world, 0) == before
    assert (
        _block(world, 2)["a"] != _block(state, 2)["a"]
        or _block(world, 3)["a"] != _block(state, 3)["a"]
    )  # the key itself is redrawn before the reveal
