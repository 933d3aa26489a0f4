"""Qwinn rules (seed 000 and rules-notes.md), driven with physical dice so every die is set.

Dice are listed white, white, white, white, red: the last value is always the red die.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match, new_match
from pyengine.games.qwinn import rules as qwinn

from .helpers import players, snapshot

ALL = [0, 1, 2, 3, 4]
NOTHING = [1, 2, 3, 5, 6]  # fits no field at all: every stay with it is a failed throw
TOPPER = [6, 6, 6, 6, 6]
Action = dict[str, Any]


def game(first: int = 0, **options: Any) -> Match:
    """Physical dice; ``first`` wins the starting throw of the red die."""
    m = new_match("qwinn", players(2), 1, {"dice": "physical", **options})
    m.play(0, {"type": "start_roll", "values": [6 if first == 0 else 1]})
    m.play(1, {"type": "start_roll", "values": [1 if first == 0 else 6]})
    return m


def seat(m: Match) -> int:
    return m.to_move[0]


def roll(m: Match, values: list[int], dice: list[int] | None = None) -> Action:
    dice = ALL if dice is None else dice
    return m.play(seat(m), {"type": "roll", "dice": dice, "values": values})


def act(m: Match, kind: str, /, **fields: Any) -> Action:
    return m.play(seat(m), {"type": kind, **fields})


def turn(m: Match, values: list[int], kind: str, /, **fields: Any) -> None:
    """One throw of all five dice, then ``kind`` (stay, move or jump)."""
    roll(m, values)
    act(m, kind, **fields)


def three_throws(m: Match, final: list[int]) -> None:
    """Three throws ("NA 3 worpen") that end on ``final``; the first two set dice aside."""
    roll(m, [1, 1, 1, 1, 1])
    roll(m, final[:3], [0, 1, 2])
    roll(m, final[3:], [3, 4])


def fail(m: Match) -> None:
    turn(m, NOTHING, "stay")


def settles(m: Match) -> list[Action]:
    return [a for a in m.legal_actions(seat(m)) if a["type"] != "roll"]


def player(m: Match, s: int) -> dict[str, Any]:
    info: dict[str, Any] = m.view()["state"]["players"][s]
    return info


def refused(m: Match, action: Action, code: str) -> IllegalAction:
    """``action`` by the seat to move is refused with ``code`` and changes nothing."""
    before = snapshot(m)
    with pytest.raises(IllegalAction) as info:
        m.play(seat(m), action)
    assert info.value.code == code, info.value
    assert snapshot(m) == before
    return info.value


def last_turn(m: Match) -> dict[str, Any]:
    record: dict[str, Any] = m.state.history[-1]
    return record


def on_pair2_both(m: Match) -> None:
    """Both pawns go from Topper to 2 x 2 in their first turn (4 points each)."""
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")


# -- starting --------------------------------------------------------------------------------


def test_both_throw_the_red_die_and_the_higher_starts() -> None:
    m = new_match("qwinn", players(2), 1, {"dice": "physical"})
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "start_roll"}]
    m.play(0, {"type": "start_roll", "values": [2]})
    assert m.to_move == [1]
    m.play(1, {"type": "start_roll", "values": [5]})
    assert m.to_move == [1]
    assert m.legal_actions(1) == [{"type": "roll", "dice": ALL}]
    view = m.view()["state"]
    assert view["start_rolls"] == [2, 5] and view["active"] == 1 and view["turn"] == 1


def test_a_tie_is_thrown_again_and_logged() -> None:
    m = new_match("qwinn", players(2), 1, {"dice": "physical"})
    for value in (4, 4, 1, 1):
        m.play(seat(m), {"type": "start_roll", "values": [value]})
    assert m.view()["state"]["start_ties"] == [[4, 4], [1, 1]]
    assert m.view()["state"]["phase"] == "start" and m.to_move == [0]
    m.play(0, {"type": "start_roll", "values": [3]})
    m.play(1, {"type": "start_roll", "values": [2]})
    assert m.to_move == [0] and m.view()["state"]["phase"] == "throw"
    assert [e["action"]["type"] for e in m.log] == ["start_roll"] * 6


def test_pawns_start_on_topper_without_points() -> None:
    m = game()
    assert [(player(m, s)["field"], player(m, s)["score"]) for s in (0, 1)] == [
        ("topper", 0),
        ("topper", 0),
    ]


# -- throwing --------------------------------------------------------------------------------


def test_first_throw_uses_all_five_dice() -> None:
    m = game()
    refused(m, {"type": "roll", "dice": [0, 1], "values": [1, 2]}, "throw_all")
    refused(m, {"type": "stay"}, "throw_first")
    roll(m, [1, 2, 3, 4, 5])
    assert m.view()["state"]["dice"] == [1, 2, 3, 4, 5]


def test_up_to_three_throws_with_dice_set_aside() -> None:
    m = game()
    roll(m, [1, 2, 3, 4, 5])
    assert len([a for a in m.legal_actions(0) if a["type"] == "roll"]) == 31
    roll(m, [6, 6], [1, 4])  # the others stay aside
    assert m.view()["state"]["dice"] == [1, 6, 3, 4, 6]
    assert m.view()["state"]["thrown"] == [1, 4]
    roll(m, [2], [0])  # a die set aside before may be thrown again
    assert m.view()["state"]["dice"] == [2, 6, 3, 4, 6]
    assert m.view()["state"]["throws"] == 3
    assert all(a["type"] != "roll" for a in m.legal_actions(0))
    refused(m, {"type": "roll", "dice": [0], "values": [3]}, "no_throws_left")


def test_bad_dice_lists_are_refused() -> None:
    m = game()
    roll(m, NOTHING)
    for dice in ([], [5], [1, 0], [0, 0], "all", [0.0], None):
        refused(m, {"type": "roll", "dice": dice, "values": [1]}, "bad_dice")


def test_throw_values_physical_and_digital() -> None:
    m = game()
    refused(m, {"type": "roll", "dice": ALL}, "values_required")
    refused(m, {"type": "roll", "dice": ALL, "values": [1, 2]}, "values_required")
    refused(m, {"type": "roll", "dice": ALL, "values": [1, 2, 3, 4, 7]}, "bad_value")
    d = new_match("qwinn", players(2), 3)
    refused(d, {"type": "start_roll", "values": [6]}, "values_not_allowed")


# -- moving and scoring ----------------------------------------------------------------------


def test_first_turn_places_the_pawn_anywhere_the_throw_fits() -> None:
    m = game()
    roll(m, [1, 2, 3, 4, 5])
    assert settles(m) == [
        {"type": "stay"},
        {"type": "move", "field": "small_straight"},
        {"type": "move", "field": "large_straight"},
    ]
    refused(m, {"type": "jump", "field": "large_straight"}, "no_jump_needed")
    refused(m, {"type": "move", "field": "pair1"}, "no_match")
    act(m, "move", field="large_straight")
    assert player(m, 0) | {"turns": 1} == {
        "field": "large_straight",
        "score": 40,
        "green": 25,
        "boycott": None,
        "turns": 1,
    }
    assert m.to_move == [1]  # no extra use of the red die in the first turn


def test_one_step_is_free_and_staying_scores_when_the_throw_fits() -> None:
    m = game()
    on_pair2_both(m)
    roll(m, [5, 5, 2, 2, 2])  # fits 2 x 2 here (6 points) and 2 x 5 one step up
    assert {"type": "stay"} in settles(m)
    assert {"type": "move", "field": "pair5"} in settles(m)
    act(m, "stay")
    act(m, "end")  # the red 2 could place Max 2x; it need not
    assert player(m, 0)["score"] == 4 + 6 and player(m, 0)["field"] == "pair2"
    assert last_turn(m)["points"] == 6 and not last_turn(m)["failed"]


def test_moves_need_a_fitting_throw_and_jumps_need_the_red_die() -> None:
    m = game()
    on_pair2_both(m)
    roll(m, [3, 3, 5, 5, 2])  # fits 2 x 3 (2 up), 2 x 5 (1 up); red 2
    refused(m, {"type": "move", "field": "pair2"}, "already_there")
    refused(m, {"type": "move", "field": "pair7"}, "no_such_field")
    refused(m, {"type": "move", "field": "pair6"}, "no_match")
    refused(m, {"type": "move", "field": "pair3"}, "too_far")
    refused(m, {"type": "jump", "field": "pair5"}, "not_a_jump")
    assert settles(m) == [
        {"type": "stay"},
        {"type": "jump", "field": "pair3"},
        {"type": "move", "field": "pair5"},
    ]
    act(m, "jump", field="pair3")
    assert player(m, 0)["field"] == "pair3" and player(m, 0)["score"] == 4 + 6
    assert m.to_move == [1]  # the red die was used for the jump: the turn is over


def test_a_jump_may_not_be_longer_than_the_red_die() -> None:
    m = game()
    on_pair2_both(m)
    roll(m, [4, 4, 1, 6, 3])  # 2 x 4 is 4 fields up; the red die shows 3
    error = refused(m, {"type": "jump", "field": "pair4"}, "jump_too_far")
    assert "4 steps" in error.message
    assert settles(m) == [{"type": "stay"}]


def test_no_extra_use_of_the_red_die_in_a_players_first_turn() -> None:
    m = game()
    m.state.players[0].field = "pair2"  # the rule holds even off the Topper field
    roll(m, [3, 3, 1, 6, 4])
    assert {"type": "jump", "field": "pair3"} not in settles(m)
    refused(m, {"type": "jump", "field": "pair3"}, "red_first_turn")
    roll(m, [2, 2], [0, 1])
    act(m, "stay")
    assert m.to_move == [1]  # no boycott either: the turn ended at once


# -- the seed's three worked examples ---------------------------------------------------------


def test_example_1_full_house_out_of_reach_two_jumps_of_two() -> None:
    m = game()
    on_pair2_both(m)
    three_throws(m, [3, 3, 4, 4, 3])
    assert m.view()["state"]["fits"]["full_house"] == 25
    # Fullhouse is a jump of 4 and the red die allows 3: only the two jumps of 2 score.
    assert settles(m) == [
        {"type": "stay"},
        {"type": "jump", "field": "pair3"},
        {"type": "jump", "field": "three_kind"},
    ]
    refused(m, {"type": "jump", "field": "full_house"}, "jump_too_far")
    refused(m, {"type": "move", "field": "full_house"}, "too_far")
    act(m, "jump", field="three_kind")
    assert last_turn(m) | {"dice": None} == {
        "turn": 3,
        "seat": 0,
        "from": "pair2",
        "throws": 3,
        "dice": None,
        "to": "three_kind",
        "points": 9,
        "jump": True,
        "failed": False,
        "minus": 0,
        "boycott_lost": None,
        "red": None,
        "score": 13,
    }
    assert m.to_move == [1]


def test_example_1_the_other_jump_scores_nine_too() -> None:
    m = game()
    on_pair2_both(m)
    three_throws(m, [3, 3, 4, 4, 3])
    act(m, "jump", field="pair3")
    assert player(m, 0)["score"] == 4 + 9


def example_2_position(m: Match) -> None:
    """Seat 0 on "vier dezelfde", seat 1 on 2 x 2 with its Minus boycott on seat 0."""
    turn(m, [5, 5, 5, 5, 1], "move", field="four_kind")  # 20
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    fail(m)
    turn(m, [2, 2, 5, 6, 3], "stay")
    act(m, "boycott", kind="minus")


def test_example_2_two_single_steps_then_the_red_die_places_a_minus_boycott() -> None:
    m = game()
    turn(m, [5, 5, 5, 5, 1], "move", field="four_kind")
    fail(m)
    three_throws(m, [3, 3, 4, 4, 3])
    assert {"type": "move", "field": "full_house"} in settles(m)
    assert {"type": "move", "field": "three_kind"} in settles(m)
    act(m, "move", field="full_house")
    assert player(m, 0)["score"] == 20 + 25
    # The red die (3) was not needed to move: Minus (3 or 4) may be placed, or nothing.
    assert m.legal_actions(0) == [{"type": "boycott", "kind": "minus"}, {"type": "end"}]
    act(m, "boycott", kind="minus")
    assert player(m, 1)["boycott"] == "minus" and m.to_move == [1]


def test_example_2_three_of_a_kind_for_nine_and_do_nothing() -> None:
    m = game()
    turn(m, [5, 5, 5, 5, 1], "move", field="four_kind")
    fail(m)
    three_throws(m, [3, 3, 4, 4, 3])
    act(m, "move", field="three_kind")
    assert player(m, 0)["score"] == 20 + 9
    act(m, "end")
    assert player(m, 1)["boycott"] is None and m.to_move == [1]


def test_example_2b_the_red_three_removes_a_minus_boycott_on_you() -> None:
    m = game()
    example_2_position(m)
    assert player(m, 0)["boycott"] == "minus"
    three_throws(m, [3, 3, 4, 4, 3])
    act(m, "move", field="full_house")
    assert m.legal_actions(0) == [
        {"type": "boycott", "kind": "minus"},
        {"type": "remove"},
        {"type": "end"},
    ]
    act(m, "remove")
    assert player(m, 0)["boycott"] is None
    assert last_turn(m)["red"] == {"use": "remove", "kind": "minus"}


def test_example_2b_no_other_boycott_can_be_removed() -> None:
    m = game()
    turn(m, [5, 5, 5, 5, 1], "move", field="four_kind")
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    fail(m)
    turn(m, [2, 2, 5, 6, 1], "stay")
    act(m, "boycott", kind="max2x")
    roll(m, [1, 1, 1, 1, 1])
    roll(m, [3, 3, 4, 4, 3])  # two throws: Max 2x
    act(m, "move", field="full_house")
    assert {"type": "remove"} not in m.legal_actions(0)
    error = refused(m, {"type": "remove"}, "red_wrong_value")
    assert "1 or 2" in error.message


def example_3_position(m: Match) -> None:
    """Seat 0 on 2 x 2 with 58 points and Max 2x on seat 1; seat 1's Minus on seat 0."""
    turn(m, TOPPER, "stay")  # 50
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")  # from Topper: no boycott this turn
    turn(m, [2, 2, 5, 6, 3], "stay")
    act(m, "boycott", kind="minus")
    turn(m, [2, 2, 5, 6, 1], "stay")  # 58
    act(m, "boycott", kind="max2x")
    turn(m, [2, 2, 5, 6, 6], "stay")
    act(m, "end")
    assert [player(m, s)["boycott"] for s in (0, 1)] == ["minus", "max2x"]
    assert player(m, 0)["score"] == 58


@pytest.mark.parametrize(
    ("red_counts", "final", "lost"),
    [
        (True, [1, 4, 5, 6, 3], 19),  # the seed's 19 with all five dice
        (False, [4, 4, 5, 6, 3], 19),  # the seed's 19 with the white dice only
        (True, [4, 4, 5, 6, 3], 22),
        (False, [1, 4, 5, 6, 3], 16),
    ],
)
def test_example_3_small_straight_out_of_reach_is_a_failed_throw(
    red_counts: bool, final: list[int], lost: int
) -> None:
    m = game(minus_counts_red=red_counts)
    example_3_position(m)
    three_throws(m, final)
    assert "small_straight" in m.view()["state"]["fits"]
    assert settles(m) == [{"type": "stay"}]  # nowhere to go: only the failed throw
    refused(m, {"type": "move", "field": "small_straight"}, "too_far")
    refused(m, {"type": "jump", "field": "small_straight"}, "jump_too_far")
    act(m, "stay")
    assert m.to_move == [1]  # the red die counts for nothing: no boycott, no removal
    assert player(m, 0)["score"] == 58 - lost
    assert player(m, 1)["boycott"] is None  # the boycott on the opponent must go
    assert player(m, 0)["boycott"] == "minus"
    record = last_turn(m)
    assert record["failed"] and record["minus"] == lost and record["boycott_lost"] == "max2x"


def test_the_minus_boycott_never_takes_the_score_below_zero() -> None:
    m = game()
    on_pair2_both(m)
    fail(m)
    turn(m, [2, 2, 5, 6, 4], "stay")
    act(m, "boycott", kind="minus")
    fail(m)
    assert player(m, 0)["score"] == 0 and last_turn(m)["minus"] == 4


def test_without_a_minus_boycott_a_failed_throw_costs_nothing() -> None:
    m = game()
    on_pair2_both(m)
    fail(m)
    assert player(m, 0)["score"] == 4 and last_turn(m)["minus"] == 0


# -- boycotts --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("red", "kind"),
    [(1, "max2x"), (2, "max2x"), (3, "minus"), (4, "minus"), (5, "negeer"), (6, "negeer")],
)
def test_the_red_die_places_the_boycott_of_its_number(red: int, kind: str) -> None:
    m = game()
    on_pair2_both(m)
    turn(m, [2, 2, 5, 6, red], "stay")
    assert m.legal_actions(0) == [{"type": "boycott", "kind": kind}, {"type": "end"}]
    for other in {"max2x", "minus", "negeer"} - {kind}:
        refused(m, {"type": "boycott", "kind": other}, "red_wrong_value")
    refused(m, {"type": "boycott", "kind": "all"}, "no_such_boycott")
    refused(m, {"type": "remove"}, "no_boycott")
    refused(m, {"type": "stay"}, "already_moved")
    act(m, "boycott", kind=kind)
    assert player(m, 1)["boycott"] == kind


def test_one_boycott_pawn_placing_again_moves_it() -> None:
    m = game()
    on_pair2_both(m)
    turn(m, [2, 2, 5, 6, 1], "stay")
    act(m, "boycott", kind="max2x")
    turn(m, [2, 2, 5, 6, 2], "stay")
    act(m, "boycott", kind="max2x")
    turn(m, [2, 2, 5, 6, 2], "stay")
    assert m.legal_actions(0) == [{"type": "remove"}, {"type": "end"}]
    refused(m, {"type": "boycott", "kind": "max2x"}, "boycott_already_there")
    act(m, "end")
    fail(m)  # seat 1 fails: its Max 2x on seat 0 goes
    assert [player(m, s)["boycott"] for s in (0, 1)] == [None, "max2x"]
    turn(m, [2, 2, 5, 6, 3], "stay")
    act(m, "boycott", kind="minus")
    assert player(m, 1)["boycott"] == "minus"  # moved, not a second boycott


def test_with_nothing_for_the_red_die_to_do_the_turn_ends() -> None:
    m = game()
    on_pair2_both(m)
    turn(m, [2, 2, 5, 6, 1], "stay")
    act(m, "boycott", kind="max2x")
    fail(m)
    turn(m, [2, 2, 5, 6, 2], "stay")  # Max 2x is already on seat 1
    assert m.to_move == [1]


def test_boycott_actions_only_after_a_free_move() -> None:
    m = game()
    on_pair2_both(m)
    refused(m, {"type": "boycott", "kind": "max2x"}, "not_now")
    refused(m, {"type": "end"}, "not_now")
    roll(m, [3, 3, 1, 6, 3])
    refused(m, {"type": "remove"}, "not_now")
    act(m, "jump", field="pair3")  # the jump used the red die
    assert m.to_move == [1]


def test_max2x_allows_two_throws() -> None:
    m = game()
    on_pair2_both(m)
    fail(m)
    turn(m, [2, 2, 5, 6, 2], "stay")
    act(m, "boycott", kind="max2x")
    assert m.view()["state"]["throw_limit"] == 2
    roll(m, NOTHING)
    roll(m, [4], [0])
    assert all(a["type"] != "roll" for a in m.legal_actions(0))
    error = refused(m, {"type": "roll", "dice": [0], "values": [1]}, "no_throws_left")
    assert "Max 2x" in error.message


def negeer_on_seat_0(m: Match) -> None:
    on_pair2_both(m)
    fail(m)
    turn(m, [2, 2, 1, 3, 5], "stay")
    act(m, "boycott", kind="negeer")


def test_negeer_no_jump_no_boycott_but_removal_with_five_or_six() -> None:
    m = game()
    negeer_on_seat_0(m)
    roll(m, [3, 3, 2, 2, 6])  # 2 x 3 is a jump of 2: not with Negeer
    assert settles(m) == [{"type": "stay"}]
    refused(m, {"type": "jump", "field": "pair3"}, "red_negeer")
    act(m, "stay")
    assert m.legal_actions(0) == [{"type": "remove"}, {"type": "end"}]
    refused(m, {"type": "boycott", "kind": "negeer"}, "red_negeer")
    act(m, "remove")
    assert player(m, 0)["boycott"] is None


def test_negeer_with_a_low_red_die_offers_nothing() -> None:
    m = game()
    negeer_on_seat_0(m)
    turn(m, [2, 2, 5, 6, 1], "stay")
    assert m.to_move == [1]  # nothing the red die may do: the turn ends at once


def test_a_failed_throw_removes_your_boycott_and_gives_no_red_use() -> None:
    m = game()
    on_pair2_both(m)
    turn(m, [2, 2, 5, 6, 5], "stay")
    act(m, "boycott", kind="negeer")
    turn(m, [2, 2, 5, 6, 3], "stay")  # Negeer: seat 1 may not place a boycott
    assert m.to_move == [0]
    turn(m, [1, 2, 3, 5, 6], "stay")  # fails; the red 6 would have allowed a boycott
    assert m.to_move == [1] and player(m, 1)["boycott"] is None


# -- Topper ----------------------------------------------------------------------------------


def test_topper_from_anywhere_then_free_placement_without_boycott() -> None:
    m = game()
    turn(m, TOPPER, "stay")  # 50 on the Topper field
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    fail(m)  # staying on Topper with another throw fails: still on Topper
    assert player(m, 0)["field"] == "topper"
    turn(m, [2, 2, 5, 6, 3], "stay")
    act(m, "boycott", kind="minus")
    roll(m, [1, 2, 4, 5, 3])
    assert settles(m) == [
        {"type": "stay"},
        {"type": "move", "field": "small_straight"},
        {"type": "move", "field": "large_straight"},
    ]
    act(m, "move", field="large_straight")
    # From Topper no boycott may be placed; removing the own one still may.
    assert m.legal_actions(0) == [{"type": "remove"}, {"type": "end"}]
    refused(m, {"type": "boycott", "kind": "minus"}, "topper_no_boycott")
    act(m, "remove")
    assert player(m, 0) | {"turns": 0} == {
        "field": "large_straight",
        "score": 90,
        "green": 75,
        "boycott": None,
        "turns": 0,
    }


def test_a_topper_throw_moves_to_topper_for_free() -> None:
    m = game()
    on_pair2_both(m)
    roll(m, [4, 4, 4, 4, 4])
    assert {"type": "move", "field": "topper"} in settles(m)
    assert {"type": "jump", "field": "pair4"} in settles(m)  # or jump 4 to 2 x 4 (20)
    refused(m, {"type": "jump", "field": "topper"}, "no_jump_needed")
    act(m, "move", field="topper")
    assert player(m, 0)["field"] == "topper" and player(m, 0)["score"] == 54
    # Moving to Topper did not use the red die: its extra use is still there.
    assert m.legal_actions(0) == [{"type": "boycott", "kind": "minus"}, {"type": "end"}]


def test_negeer_forbids_the_topper_move() -> None:
    # Negeer: "Je mag je pion maximaal 1 plek verplaatsen en niet 'springen'". Five 5s on
    # "2 x 2" would reach Topper for free (and then any field next turn); under Negeer the
    # pawn may only stay or take one step, here to "2 x 5" one place up.
    m = game()
    negeer_on_seat_0(m)
    roll(m, [5, 5, 5, 5, 5])
    assert settles(m) == [{"type": "stay"}, {"type": "move", "field": "pair5"}]
    error = refused(m, {"type": "move", "field": "topper"}, "topper_negeer")
    assert "Negeer" in error.message
    refused(m, {"type": "jump", "field": "topper"}, "topper_negeer")
    assert m.why_illegal(0, {"type": "move", "field": "topper"}) is not None
    act(m, "move", field="pair5")
    # The red 5 may still remove the Negeer boycott after the free step.
    assert m.legal_actions(0) == [{"type": "remove"}, {"type": "end"}]
    act(m, "remove")
    assert player(m, 0) | {"turns": 0} == {
        "field": "pair5",
        "score": 4 + 25,
        "green": 25,
        "boycott": None,
        "turns": 0,
    }


def test_negeer_a_throw_that_is_no_topper_is_refused_as_no_match() -> None:
    m = game()
    negeer_on_seat_0(m)
    roll(m, [5, 5, 5, 5, 4])
    refused(m, {"type": "move", "field": "topper"}, "no_match")


def test_negeer_leaves_staying_on_topper_and_placing_from_it() -> None:
    # A pawn that reached Topper before the boycott came keeps what the seed gives it:
    # staying on Topper is no move, and "Je volgende beurt mag je je pion plaatsen waar je
    # wil" is a placement, not a move along the track.
    m = game()
    turn(m, TOPPER, "stay")  # seat 0: 50 on Topper
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    fail(m)  # seat 0 stays on Topper
    turn(m, [2, 2, 1, 3, 5], "stay")  # seat 1 scores 2 x 2 again ...
    act(m, "boycott", kind="negeer")  # ... and puts Negeer on seat 0
    assert player(m, 0)["field"] == "topper" and player(m, 0)["boycott"] == "negeer"
    roll(m, [3, 3, 3, 3, 3])
    assert {"type": "stay"} in settles(m)
    assert {"type": "move", "field": "pair3"} in settles(m)  # any field the throw fits
    roll(m, [1, 2, 4, 5, 3])
    assert settles(m) == [
        {"type": "stay"},
        {"type": "move", "field": "small_straight"},
        {"type": "move", "field": "large_straight"},
    ]
    act(m, "move", field="large_straight")
    assert player(m, 0)["field"] == "large_straight" and player(m, 0)["score"] == 90
    assert m.to_move == [1]  # a red 3 neither removes Negeer nor may place a boycott


# -- scoring and the end ---------------------------------------------------------------------


def test_the_score_pawn_follows_the_green_fields_down_too() -> None:
    m = game()
    turn(m, TOPPER, "stay")
    assert player(m, 0)["green"] == 50
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    turn(m, [2, 2, 5, 6, 4], "stay")
    act(m, "boycott", kind="minus")
    fail(m)  # 54 - 17
    assert player(m, 0)["score"] == 37 and player(m, 0)["green"] == 25


def test_250_points_without_a_boycott_wins() -> None:
    m = game()
    for k in range(5):
        turn(m, TOPPER, "stay")
        if k < 4:
            fail(m)
    assert m.is_over and player(m, 0)["score"] == 250
    assert m.result == {
        "ranking": [0, 1],
        "places": [1, 2],
        "winners": [0],
        "loser": 1,
        "scores": [250, 0],
        "score_label": "points",
    }
    assert m.view()["state"]["winner"] == 0


def seat_1_keeps_max2x_on_seat_0(m: Match) -> None:
    turn(m, [2, 2, 5, 6, 1], "stay")
    if m.to_move == [1]:  # the red 1 may place Max 2x unless it is there already
        act(m, "boycott", kind="max2x")


def test_a_boycott_on_you_keeps_250_from_winning_until_removed() -> None:
    m = game()
    turn(m, TOPPER, "stay")  # 50
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    for _ in range(3):  # 100, 150, 200
        turn(m, TOPPER, "stay")
        seat_1_keeps_max2x_on_seat_0(m)
    assert player(m, 0)["boycott"] == "max2x" and player(m, 0)["score"] == 200
    roll(m, [1, 1, 1, 1, 1])
    roll(m, TOPPER)  # two throws only
    act(m, "stay")
    assert player(m, 0)["score"] == 250 and not m.is_over
    turn(m, [2, 2, 5, 6, 6], "stay")
    act(m, "end")
    # A free placement from Topper with the red die on 1 removes Max 2x: that wins.
    turn(m, [6, 6, 6, 6, 1], "move", field="four_kind")
    assert m.legal_actions(0) == [{"type": "remove"}, {"type": "end"}]
    act(m, "remove")
    assert m.is_over and m.result is not None and m.result["winners"] == [0]
    assert player(m, 0)["score"] == 274


def test_the_opponents_failed_throw_frees_you_and_you_win() -> None:
    m = game()
    turn(m, TOPPER, "stay")
    turn(m, [2, 2, 5, 6, 1], "move", field="pair2")
    for k in range(4):  # 100 .. 250
        turn(m, TOPPER, "stay")
        if k < 3:
            seat_1_keeps_max2x_on_seat_0(m)
    assert player(m, 0)["score"] == 250 and not m.is_over
    fail(m)
    assert m.is_over and m.result is not None and m.result["winners"] == [0]
    assert last_turn(m)["seat"] == 1 and last_turn(m)["boycott_lost"] == "max2x"


def test_the_turn_limit_ends_the_game_by_score(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(qwinn, "MAX_TURNS", 4)
    m = game()
    turn(m, TOPPER, "stay")
    for _ in range(3):
        fail(m)
    assert m.is_over and m.result is not None
    assert m.result["places"] == [1, 2] and m.result["winners"] == [0]
    m = game()
    for _ in range(4):
        fail(m)
    assert m.result is not None and m.result["places"] == [1, 1] and m.result["loser"] is None


# -- views, undo, saves, bots ----------------------------------------------------------------


def test_every_seat_sees_the_same_table() -> None:
    m = game()
    on_pair2_both(m)
    roll(m, [3, 3, 4, 4, 3])
    views = [m.view(s)["state"] for s in (None, 0, 1)]
    assert views[0] == views[1] == views[2]
    assert views[0]["track"][:6] == ["pair4", "pair1", "pair3", "pair5", "pair2", "pair6"]


def started_digital(seed: int) -> Match:
    m = new_match("qwinn", players(2), seed)
    while m.view()["state"]["phase"] == "start":
        m.play(seat(m), {"type": "start_roll"})
    return m


def test_undo_goes_back_to_the_throw_and_never_rolls_again() -> None:
    m = started_digital(5)
    with pytest.raises(IllegalAction, match="undo_blocked"):
        m.undo()
    roll_logged = m.play(seat(m), {"type": "roll", "dice": ALL})
    with pytest.raises(IllegalAction, match="undo_blocked"):
        m.undo()  # a throw is never taken back
    dice = m.view()["state"]["dice"]
    mover = seat(m)
    m.play(mover, settles(m)[-1])
    assert m.view(mover)["can_undo"]
    m.undo()
    assert m.view()["state"]["dice"] == dice == roll_logged["values"]
    assert m.to_move == [mover] and m.view()["state"]["throws"] == 1
    with pytest.raises(IllegalAction, match="undo_blocked"):
        m.undo()


def test_a_saved_game_replays_and_keeps_rolling_the_same_dice() -> None:
    m = new_match("qwinn", players(2, "strong"), 11)
    for _ in range(60):
        if m.is_over:
            break
        m.play(seat(m), m.bot_action(seat(m)))
    loaded = load_match(json.loads(json.dumps(m.to_json())))
    assert [loaded.view(s) for s in (None, 0, 1)] == [m.view(s) for s in (None, 0, 1)]
    while not m.is_over:
        action = m.bot_action(seat(m))
        assert loaded.bot_action(seat(loaded)) == action
        logged = m.play(seat(m), action)
        assert loaded.play(seat(loaded), action) == logged
    assert loaded.result == m.result and loaded.is_over


def test_the_strong_bot_beats_random_play() -> None:
    wins = 0
    for k in range(8):
        bots = ["strong", "random"] if k % 2 == 0 else ["random", "strong"]
        m = new_match("qwinn", [{"name": b, "bot": b} for b in bots], 100 + k)
        while not m.is_over:
            m.play(seat(m), m.bot_action(seat(m)))
        assert m.result is not None
        wins += bots[m.result["winners"][0]] == "strong"
    assert wins >= 7
