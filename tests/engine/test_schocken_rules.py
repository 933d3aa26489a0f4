"""Schocken rules (seed 002 and rules-notes.md), driven with physical dice so every die is set."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from pyengine import IllegalAction, Match
from pyengine.games.schocken.hands import ALL_CHIPS, evaluate

from .helpers import flip, lose_half, physical, play_round, snapshot, stand, throw

# Hands thrown in one throw, lowest first. Within a tier only simple throws (highest digits
# first) and Schocks (by the last die) are ordered by the seed; other tiers get one example.
# 2-2-1 is the seed's own simple example, but in one throw it is Pippi (1-2-2); 4-2-1 is Jule.
SIMPLE_LADDER = [
    [3, 2, 2],
    [3, 3, 1],
    [4, 2, 2],
    [4, 3, 1],
    [4, 4, 1],
    [5, 2, 1],
    [5, 3, 1],
    [5, 4, 2],
    [5, 5, 4],
    [6, 2, 2],
    [6, 4, 4],
    [6, 5, 2],
    [6, 5, 3],
    [6, 6, 5],
]
LADDER: list[tuple[list[int], str, int]] = [
    *[(d, "simple", 1) for d in SIMPLE_LADDER],
    ([3, 2, 1], "straight", 2),
    ([3, 3, 3], "triple", 3),
    *[([1, 1, k], "schock", k) for k in range(2, 7)],
    ([4, 2, 1], "jule", 7),
    ([1, 2, 2], "pippi", 9),
    ([1, 1, 1], "schock_out", ALL_CHIPS),
]
TABLE: list[tuple[list[int], str, int]] = [
    ([5, 2, 1], "simple", 1),
    ([6, 6, 5], "simple", 1),
    ([1, 2, 3], "straight", 2),
    ([2, 3, 4], "straight", 2),
    ([5, 3, 4], "straight", 2),
    ([6, 4, 5], "straight", 2),
    ([2, 2, 2], "triple", 3),
    ([4, 4, 4], "triple", 3),
    ([6, 6, 6], "triple", 3),
    ([1, 1, 2], "schock", 2),
    ([1, 3, 1], "schock", 3),
    ([4, 1, 1], "schock", 4),
    ([1, 1, 5], "schock", 5),
    ([1, 6, 1], "schock", 6),
    ([1, 2, 4], "jule", 7),
    ([4, 1, 2], "jule", 7),
    ([1, 2, 2], "pippi", 9),
    ([2, 1, 2], "pippi", 9),
    ([1, 1, 1], "schock_out", ALL_CHIPS),
]


def cup_view(m: Match, seat: int) -> dict[str, Any]:
    cup: dict[str, Any] = m.view(seat)["state"]["cups"][seat]
    return cup


def hand_kind(m: Match, seat: int) -> tuple[str, int]:
    hand = cup_view(m, seat)["hand"]
    return hand["kind"], hand["chips"]


def legal_types(m: Match, seat: int) -> list[str]:
    return [a["type"] for a in m.legal_actions(seat)]


# -- the table of hands ---------------------------------------------------------------------


@pytest.mark.parametrize(("dice", "kind", "chips"), TABLE)
def test_hand_table_via_a_round(dice: list[int], kind: str, chips: int) -> None:
    m = physical(chips=25)
    record = play_round(m, {0: dice, 1: [6, 5, 2] if kind != "simple" else [4, 3, 1]})
    assert record["hands"][0]["kind"] == kind
    assert record["winner"] == 0 and record["loser"] == 1
    if chips == ALL_CHIPS:
        assert record["chips"] == 25 and record["half_lost"] == 1
    else:
        assert record["chips"] == chips and record["source"] == "pot"
        assert m.state.chips == [0, chips] and m.state.pot == 25 - chips


def test_ladder_is_strictly_increasing() -> None:
    hands = [evaluate(d, one_throw=True) for d, _, _ in LADDER]
    assert [(h.kind, h.chips) for h in hands] == [(k, c) for _, k, c in LADDER]
    assert all(lo < hi for lo, hi in itertools.pairwise(hands))


@pytest.mark.parametrize("step", [1, 3, 7])
def test_better_hand_wins_whoever_throws_first(step: int) -> None:
    for i in range(len(LADDER) - step):
        low, high = LADDER[i][0], LADDER[i + step][0]
        for first_high in (True, False):
            m = physical(chips=25)
            hands = {0: high, 1: low} if first_high else {0: low, 1: high}
            record = play_round(m, hands)
            winner = 0 if first_high else 1
            assert (record["winner"], record["loser"]) == (winner, 1 - winner), (low, high)


def test_equal_hands_the_earlier_thrower_wins() -> None:
    m = physical()
    record = play_round(m, {0: [5, 3, 1], 1: [1, 3, 5]})
    assert (record["winner"], record["loser"]) == (0, 1)
    # The loser starts the next round, so now seat 1 is the earlier thrower.
    assert m.state.order == [1, 0]
    record = play_round(m, {0: [5, 3, 1], 1: [5, 1, 3]})
    assert (record["winner"], record["loser"]) == (1, 0)


def test_equal_lowest_hands_the_later_thrower_loses() -> None:
    m = physical(3)
    record = play_round(m, {0: [1, 1, 3], 1: [6, 5, 2], 2: [6, 2, 5]})
    assert (record["winner"], record["loser"], record["chips"]) == (0, 2, 3)


# -- Jule and Pippi only in one throw; Schocks may be built ---------------------------------


@pytest.mark.parametrize(
    ("first", "reroll", "values", "kind"),
    [
        ([1, 2, 5], [2], [4], "simple"),  # Jule built over two throws
        ([1, 6, 4], [1], [2], "simple"),
        ([1, 2, 6], [2], [2], "simple"),  # Pippi built over two throws
        ([5, 2, 1], [0], [2], "simple"),
        ([5, 5, 5], [0, 1, 2], [4, 1, 2], "jule"),  # all three again: one throw
        ([5, 5, 5], [0, 1, 2], [2, 1, 2], "pippi"),
        ([1, 1, 5], [2], [1], "schock_out"),  # Schock Out may be built
        ([1, 5, 5], [1], [1], "schock"),
        ([2, 3, 6], [2], [4], "straight"),
        ([2, 2, 6], [2], [2], "triple"),
    ],
)
def test_hands_built_over_two_throws(
    first: list[int], reroll: list[int], values: list[int], kind: str
) -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], first)
    throw(m, 0, reroll, values)
    assert hand_kind(m, 0)[0] == kind
    stand(m, 0)
    play_round(m, {1: [6, 5, 3]})
    assert m.state.rounds[-1]["hands"][0]["kind"] == kind


def test_jule_over_three_throws_is_simple() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [1, 5, 5])
    throw(m, 0, [1], [2])
    throw(m, 0, [2], [4])
    assert m.legal_actions(0) == [{"type": "stand"}]
    stand(m, 0)
    play_round(m, {1: [6, 5, 3]})
    assert m.state.rounds[-1]["hands"][0]["kind"] == "simple"
    assert m.state.rounds[-1]["winner"] == 1  # simple 4-2-1 loses to simple 6-5-3


@pytest.mark.parametrize(("values", "kind"), [([1, 2, 4], "jule"), ([2, 2, 1], "pippi")])
def test_flip_then_rethrow_all_three_can_still_make_jule_or_pippi(
    values: list[int], kind: str
) -> None:
    m = physical(starter_sets_limit=False)
    throw(m, 0, [0, 1, 2], [6, 6, 3])
    flip(m, 0)
    throw(m, 0, [0, 1, 2], values)
    assert hand_kind(m, 0)[0] == kind


def test_flipped_six_kept_then_jule_is_simple() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 6, 4])
    flip(m, 0)  # 1-6-4
    throw(m, 0, [1], [2])  # 1-2-4, but the one was a turned six
    assert hand_kind(m, 0) == ("simple", 1)


# -- two sixes may become a one -------------------------------------------------------------


def test_two_sixes_in_one_throw_may_become_a_one() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 6, 1])
    assert legal_types(m, 0).count("flip") == 1
    assert cup_view(m, 0)["flip_ok"] is True
    flip(m, 0)
    assert cup_view(m, 0)["dice"] == [1, 6, 1]
    assert hand_kind(m, 0) == ("schock", 6)
    assert "flip" not in legal_types(m, 0)  # once per throw
    with pytest.raises(IllegalAction) as info:
        flip(m, 0)
    assert info.value.code == "illegal_action"


def test_three_sixes_allow_one_flip() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 6, 6])
    flip(m, 0)
    assert sorted(cup_view(m, 0)["dice"]) == [1, 6, 6]
    assert "flip" not in legal_types(m, 0)


def test_no_flip_for_sixes_from_different_throws() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 2, 3])
    assert "flip" not in legal_types(m, 0)
    throw(m, 0, [1], [6])
    assert cup_view(m, 0)["dice"] == [6, 6, 3]
    assert "flip" not in legal_types(m, 0)
    with pytest.raises(IllegalAction):
        flip(m, 0)


def test_no_flip_for_a_single_six() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 5, 3])
    assert "flip" not in legal_types(m, 0)


def test_flip_turns_a_six_of_the_latest_throw_and_is_offered_again_next_throw() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 2, 3])
    throw(m, 0, [1, 2], [6, 6])
    assert "flip" in legal_types(m, 0)
    flip(m, 0)
    dice = cup_view(m, 0)["dice"]
    assert dice[0] == 6 and sorted(dice[1:]) == [1, 6]
    throw(m, 0, [0, 2] if dice[2] == 6 else [0, 1], [6, 6])
    assert "flip" in legal_types(m, 0)


def test_flip_on_the_last_allowed_throw_then_the_cup_goes_down() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    throw(m, 0, [0], [3])
    throw(m, 0, [0, 1, 2], [6, 6, 1])
    assert m.to_move == [0]  # the flip is still on offer
    assert sorted(legal_types(m, 0)) == ["flip", "stand"]
    flip(m, 0)
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "stand"}]
    assert m.can_undo
    stand(m, 0)
    assert m.to_move == [1] and m.state.cups[0].done
    assert m.state.limit == 3


def test_flip_pippi_is_not_pippi() -> None:
    # 6-6-2 flipped gives 1-6-2: simple; 2-6-6 rerolling a six to 2 after flip: not Pippi.
    m = physical()
    throw(m, 0, [0, 1, 2], [6, 6, 2])
    flip(m, 0)
    throw(m, 0, [1], [2])
    assert cup_view(m, 0)["dice"] == [1, 2, 2]
    assert hand_kind(m, 0)[0] == "simple"


# -- throws and the throw limit -------------------------------------------------------------


def test_at_most_three_throws() -> None:
    m = physical(starter_sets_limit=False)
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    assert "roll" in legal_types(m, 0)
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    assert "roll" in legal_types(m, 0)
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    assert m.legal_actions(0) == [{"type": "stand"}]  # the cup never goes down by itself
    with pytest.raises(IllegalAction):
        throw(m, 0, [0], [3])
    stand(m, 0)
    assert m.to_move == [1]
    for _ in range(2):
        throw(m, 1, [0, 1, 2], [5, 4, 2])
    assert "roll" in legal_types(m, 1)


def test_first_throw_is_all_three_dice() -> None:
    m = physical()
    assert m.legal_actions(0) == [{"type": "roll", "dice": [0, 1, 2]}]
    with pytest.raises(IllegalAction):
        throw(m, 0, [0], [1])
    with pytest.raises(IllegalAction):
        stand(m, 0)


@pytest.mark.parametrize("starter_throws", [1, 2, 3])
def test_starter_sets_the_limit(starter_throws: int) -> None:
    m = physical(3)
    for _ in range(starter_throws):
        throw(m, 0, [0, 1, 2], [5, 4, 2])
    stand(m, 0)
    assert m.state.limit == starter_throws
    assert m.view(None)["state"]["limit"] == starter_throws
    assert m.view(None)["state"]["limit_set"] is True
    for seat in (1, 2):
        for k in range(starter_throws):
            assert m.to_move == [seat]
            throw(m, seat, [0, 1, 2], [5, 4, 3 - k % 2])
        assert m.legal_actions(seat) == [{"type": "stand"}]
        stand(m, seat)
    assert len(m.state.rounds) == 1
    assert [h["throws"] for h in m.state.rounds[0]["hands"]] == [starter_throws] * 3


def test_without_starter_limit_everyone_may_throw_three_times() -> None:
    m = physical(3, starter_sets_limit=False)
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    stand(m, 0)
    assert m.state.limit == 3 and m.view()["state"]["limit_set"] is False
    throw(m, 1, [0, 1, 2], [5, 4, 2])
    throw(m, 1, [0], [3])
    assert "roll" in legal_types(m, 1)
    throw(m, 1, [0], [3])
    assert legal_types(m, 1) == ["stand"]
    stand(m, 1)
    assert m.to_move == [2]


def test_others_may_throw_fewer_than_the_limit() -> None:
    m = physical(3)
    throw(m, 0, [0, 1, 2], [5, 4, 2])
    throw(m, 0, [0], [3])
    stand(m, 0)
    throw(m, 1, [0, 1, 2], [1, 1, 6])
    stand(m, 1)
    assert m.to_move == [2]


# -- chips, halves and the game -------------------------------------------------------------


def test_pot_then_winner_passes_chips() -> None:
    m = physical(chips=5)
    r = play_round(m, {0: [1, 1, 3], 1: [6, 5, 2]})
    assert (r["loser"], r["chips"], r["source"]) == (1, 3, "pot")
    assert m.state.chips == [0, 3] and m.state.pot == 2
    assert m.state.order == [1, 0]  # the loser starts the next round
    r = play_round(m, {1: [1, 1, 4], 0: [6, 5, 2]})
    assert (r["loser"], r["chips"], r["source"]) == (0, 2, "pot")  # only what the pot holds
    assert m.state.chips == [2, 3] and m.state.pot == 0
    assert m.state.order == [0, 1]
    r = play_round(m, {0: [6, 5, 2], 1: [2, 3, 4]})
    assert (r["winner"], r["loser"], r["chips"], r["source"]) == (1, 0, 2, "winner")
    assert m.state.chips == [4, 1] and m.state.pot == 0
    assert r["half_lost"] is None and m.state.half == 1
    r = play_round(m, {0: [1, 1, 5], 1: [6, 5, 2]})
    assert (r["winner"], r["loser"], r["chips"], r["source"]) == (0, 1, 4, "winner")
    assert r["half_lost"] == 1  # seat 1 holds all five chips


def test_schock_out_takes_all_chips_and_the_half() -> None:
    m = physical()
    play_round(m, {0: [1, 1, 3], 1: [6, 5, 2]})
    assert m.state.chips == [0, 3]
    r = play_round(m, {1: [1, 1, 1], 0: [6, 6, 6]})
    assert (r["winner"], r["loser"], r["chips"], r["source"]) == (1, 0, 13, "all")
    assert r["half_lost"] == 0
    assert m.state.half == 2 and m.state.red_disc == 0 and m.state.half_losers == [0]


def test_second_half_red_disc_and_loser_starts() -> None:
    m = physical(3)
    lose_half(m, 1)
    view = m.view(None)["state"]
    assert view["half"] == 2 and view["red_disc"] == 1 and view["half_losers"] == [1]
    assert view["order"] == [1, 2, 0] and m.to_move == [1]
    assert view["pot"] == 13 and view["chips"] == [0, 0, 0] and view["in_half"] == [True] * 3


def test_same_loser_twice_ends_the_game() -> None:
    m = physical(3)
    lose_half(m, 2)
    lose_half(m, 2)
    assert m.is_over and m.to_move == []
    result = m.result
    assert result is not None
    assert result["loser"] == 2
    assert result["places"] == [1, 1, 3] and result["winners"] == [0, 1]
    assert result["ranking"] == [0, 1, 2] and result["scores"] == [0, 0, 2]
    assert m.legal_actions(0) == []
    with pytest.raises(IllegalAction) as info:
        stand(m, 0)
    assert info.value.code == "game_over"


@pytest.mark.parametrize(("first", "second", "last"), [(0, 1, 1), (0, 1, 0), (1, 0, 0)])
def test_two_players_different_losers_play_a_decider(first: int, second: int, last: int) -> None:
    m = physical()
    lose_half(m, first)
    lose_half(m, second)
    assert m.state.half == 3 and not m.is_over
    assert m.state.in_half == [True, True] and m.to_move == [second]
    lose_half(m, last)
    result = m.result
    assert result is not None
    places = [1, 1]
    places[last] = 2
    assert result["loser"] == last and result["places"] == places
    assert result["winners"] == [1 - last] and result["ranking"] == [1 - last, last]


def test_three_players_decider_only_between_the_half_losers() -> None:
    m = physical(3)
    lose_half(m, 2)
    lose_half(m, 0)
    state = m.view(None)["state"]
    assert state["half"] == 3 and state["in_half"] == [True, False, True]
    assert state["order"] == [0, 2]  # the loser of the second half starts
    assert m.legal_actions(1) == []
    r = play_round(m, {0: [6, 5, 2], 2: [1, 1, 2]})
    assert r["loser"] == 0 and [h["seat"] for h in r["hands"]] == [0, 2]
    lose_half(m, 0)
    result = m.result
    assert result is not None
    assert result["loser"] == 0 and result["places"] == [3, 1, 2]
    assert result["winners"] == [1] and result["ranking"] == [1, 2, 0]
    assert result["scores"] == [2, 0, 1]


def test_more_players_lowest_pays_for_highest_and_empty_handed_drop_out() -> None:
    m = physical(3, chips=5)
    r = play_round(m, {0: [1, 1, 4], 1: [2, 3, 4], 2: [6, 5, 2]})
    assert (r["winner"], r["loser"], r["chips"]) == (0, 2, 4)
    assert m.state.chips == [0, 0, 4] and m.state.pot == 1
    assert m.state.order == [2, 0, 1]
    r = play_round(m, {2: [2, 3, 4], 0: [1, 1, 3], 1: [6, 5, 2]})
    assert (r["winner"], r["loser"], r["chips"]) == (0, 1, 1)
    assert m.state.chips == [0, 1, 4] and m.state.pot == 0
    assert m.state.in_half == [False, True, True]  # seat 0 is safe for this half
    assert m.state.order == [1, 2] and m.legal_actions(0) == []
    r = play_round(m, {1: [1, 1, 2], 2: [6, 5, 2]})
    assert (r["winner"], r["loser"], r["chips"], r["source"]) == (1, 2, 1, "winner")
    assert r["half_lost"] == 2  # seat 2 now held all five chips
    assert m.state.half == 2 and m.state.red_disc == 2
    assert m.state.chips == [0, 0, 0] and m.state.pot == 5
    assert m.state.in_half == [True, True, True]


def test_eight_players_play_a_full_round() -> None:
    m = physical(8)
    hands = {s: [6, 5, 2] for s in range(8)}
    hands[5] = [1, 2, 4]
    hands[3] = [4, 3, 1]
    r = play_round(m, hands)
    assert (r["winner"], r["loser"], r["chips"]) == (5, 3, 7)


# -- hidden information ---------------------------------------------------------------------


def _table_views(m: Match, exclude: int) -> list[dict[str, Any]]:
    return [m.view(s) for s in [None, *range(len(m.players))] if s != exclude]


@pytest.mark.parametrize(
    ("a", "b"),
    [([6, 5, 2], [1, 1, 1]), ([1, 2, 4], [3, 3, 3]), ([1, 2, 2], [2, 3, 4])],
)
def test_others_never_see_dice_during_the_round(a: list[int], b: list[int]) -> None:
    # Two matches that differ only in seat 1's dice look the same to everyone else.
    ma, mb = physical(3), physical(3)
    for m in (ma, mb):
        throw(m, 0, [0, 1, 2], [5, 3, 1])
        throw(m, 0, [1], [2])
        stand(m, 0)
    for m, dice in ((ma, a), (mb, b)):
        throw(m, 1, [0, 1, 2], dice)
    assert _table_views(ma, 1) == _table_views(mb, 1)
    for m, dice in ((ma, a), (mb, b)):
        throw(m, 1, [2], [dice[2]])
    assert _table_views(ma, 1) == _table_views(mb, 1)
    for m in (ma, mb):
        stand(m, 1)
    assert _table_views(ma, 1) == _table_views(mb, 1)
    assert ma.view(1) != mb.view(1)
    for m in (ma, mb):
        throw(m, 2, [0, 1, 2], [4, 4, 2])
        assert m.to_move == [2]
        for seat in (None, 0, 1):
            cups = m.view(seat)["state"]["cups"]
            assert all(set(c) == {"throws", "done"} for s, c in enumerate(cups) if s != seat)
            assert m.view(seat)["state"]["rounds"] == []


def test_round_record_reveals_every_hand_once_all_stood() -> None:
    m = physical(3)
    hands = {0: [5, 3, 1], 1: [2, 4, 1], 2: [4, 4, 2]}
    record = play_round(m, hands)
    for seat in (None, 0, 1, 2):
        rounds = m.view(seat)["state"]["rounds"]
        assert rounds[-1] == record
        assert {h["seat"]: h["dice"] for h in rounds[-1]["hands"]} == {
            s: sorted(d, reverse=True) for s, d in hands.items()
        }
        assert [h["kind"] for h in rounds[-1]["hands"]] == ["simple", "jule", "simple"]
    # The new round has hidden cups again.
    assert all(c == {"throws": 0, "done": False} for c in m.view(None)["state"]["cups"])


def test_a_flip_is_not_visible_to_other_seats() -> None:
    flipped, plain = physical(3), physical(3)
    throw(flipped, 0, [0, 1, 2], [6, 6, 2])
    flip(flipped, 0)
    throw(plain, 0, [0, 1, 2], [1, 6, 2])
    assert flipped.view(0)["state"]["cups"][0]["dice"] == plain.view(0)["state"]["cups"][0]["dice"]
    assert _table_views(flipped, 0) == _table_views(plain, 0)
    assert flipped.view(0)["can_undo"] and not plain.view(0)["can_undo"]


def test_two_sixes_on_the_last_throw_are_not_visible_to_other_seats() -> None:
    sixes, other = physical(3), physical(3)
    for m, dice in ((sixes, [6, 6, 2]), (other, [5, 5, 2])):
        throw(m, 0, [0, 1, 2], [5, 3, 1])
        stand(m, 0)  # the limit is now one throw
        throw(m, 1, [0, 1, 2], dice)
    assert _table_views(sixes, 1) == _table_views(other, 1)
    assert sorted(legal_types(sixes, 1)) == ["flip", "stand"]
    assert legal_types(other, 1) == ["stand"]


def test_snapshot_helper_sees_dice_of_own_seat_only() -> None:
    m = physical()
    throw(m, 0, [0, 1, 2], [2, 3, 5])
    snap = snapshot(m)
    assert snap["views"][1]["state"]["cups"][0]["dice"] == [2, 3, 5]
    assert "dice" not in snap["views"][0]["state"]["cups"][0]
    assert "dice" not in snap["views"][2]["state"]["cups"][0]
