"""Abquetschen's computers: legal, the strong one beats random play, the expert's
outlook is the exact search's, and under the think limit it falls back on strong."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from pyengine import new_match
from pyengine.cli import simulate
from pyengine.core.bot import THINK_LIMIT
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.abquetschen import lookahead
from pyengine.games.abquetschen.bots import _refined
from pyengine.games.abquetschen.outlook import buildable, turn_worth
from pyengine.games.abquetschen.position import START_TOPS, Position, position_from_view
from pyengine.games.abquetschen.rules import position_of
from pyengine.games.abquetschen.search import mask_of


def test_bots_propose_legal_actions_to_the_end() -> None:
    """Every level's choice is legal, whole games long (their decision times: `make bench`)."""
    for seed in range(3):
        bots = ["strong", "greedy", "random"]
        m = new_match("abquetschen", [{"name": b, "bot": b} for b in bots], seed)
        while not m.is_over:
            seat = m.to_move[0]
            action = m.bot_action(seat)
            assert action in m.legal_actions(seat)
            m.play(seat, action)


def test_strong_beats_random() -> None:
    out = simulate("abquetschen", 24, 11, 3, ["strong", "random", "random"])
    assert out["errors"] == 0
    assert out["win_rate"][0] > 0.4  # a third would be chance


def test_the_outlook_reads_the_tip_after_a_start_pyramid() -> None:
    # "De volgende speler kan nu enkel met een 3, een 5 of een 6, dobbelstenen inbouwen.":
    # what the expert reckons a player could build is the exact search's answer.
    m = new_match("abquetschen", [{"name": n} for n in "ABC"], 1, {"dice": "physical"})
    m.play(0, {"type": "throw", "values": [4]})
    m.play(0, {"type": "start", "at": list(START_TOPS[0])})
    position = position_of(m.state)
    assert buildable(position, 1, 55) == (3, 5, 6)
    assert turn_worth(position, 1, 55) == pytest.approx((3 + 5 + 6) / 6)
    assert buildable(position, 1, 4) == (3,)  # no throw above the supply is built...
    assert turn_worth(position, 1, 4) == pytest.approx((3 + 4 + 4) / 6)  # ...it wins


def test_every_level_plays_legal_moves_to_the_end() -> None:
    bots = ["expert", "greedy", "strong"]
    m = new_match("abquetschen", [{"name": b, "bot": b} for b in bots], 4)
    while not m.is_over:
        seat = m.to_move[0]
        action = m.bot_action(seat)
        assert action in m.legal_actions(seat), (seat, action)
        m.play(seat, action)
    assert m.result is not None


def test_out_of_time_the_expert_plays_strongs_choice() -> None:
    # Under the app's think limit the expert stops looking ahead and keeps what it has:
    # with no time at all, that is strong's own set.
    m = new_match("abquetschen", [{"name": b, "bot": b} for b in ("expert", "strong")], 3)
    expert, strong = m.rules.bot("expert"), m.rules.bot("strong")
    try:
        THINK_LIMIT.ms = 0.0
        for _ in range(60):
            if m.is_over:
                break
            seat = m.to_move[0]
            view, legal = m.view(seat), m.legal_actions(seat)
            action = expert.choose(view, legal, Rng(1))
            assert action == strong.choose(view, legal, Rng(1))
            m.play(seat, action)
        assert THINK_LIMIT.cuts > 0
    finally:
        THINK_LIMIT.ms, THINK_LIMIT.cuts = None, 0


def _replay(m: Match, turns: list[tuple[Any, ...]]) -> None:
    """Play whole turns: (seat, throw, dice built in order: the start pyramid's top, the
    thrown dice, then the bonus dice), confirming where a set is complete."""
    for seat, throw, *dice in turns:
        m.play(seat, {"type": "throw", "values": [throw]})
        for at in dice:
            kinds = {a["type"] for a in m.legal_actions(seat)}
            if "start" in kinds:
                m.play(seat, {"type": "start", "at": list(at)})
                continue
            if "confirm" in kinds:
                m.play(seat, {"type": "confirm"})
            m.play(seat, {"type": "place", "at": list(at)})
        while m.to_move == [seat] and {"type": "confirm"} in m.legal_actions(seat):
            m.play(seat, {"type": "confirm"})


# Expert (seat 0) against greedy, two players: the first turns of the game of seed 700005
# of tools/abq_measure.py, up to the expert's throw of 2 with 48 dice against 34.
TURNS_700005: list[tuple[Any, ...]] = [
    (0, 6), (1, 4, (2, 2, 3)), (0, 1),
    (1, 6, (1, 2, 5), (1, 3, 4), (1, 4, 3), (1, 2, 4), (1, 3, 3), (1, 2, 3)), (0, 4),
    (1, 5, (0, 2, 6), (0, 3, 5), (0, 4, 4), (0, 2, 5), (0, 3, 4)),
    (0, 5, (1, 1, 6), (2, 1, 5), (3, 1, 4), (1, 1, 5), (2, 1, 4)), (1, 1),
    (0, 2, (4, 1, 3), (3, 1, 3)),
    (1, 5, (0, 5, 3), (0, 4, 3), (0, 2, 4), (0, 3, 3), (0, 2, 3), (1, 1, 4)),
    (0, 2),
]  # fmt: skip


def test_the_expert_plans_over_the_next_players_reply_and_its_own_next_throw() -> None:
    # Two pairs of dice the one-turn outlook values the same: after (1,1,3)+(2,1,3) both
    # players could build every throw, after (0,1,6)+(0,1,7) neither could build a 4. But
    # greedy's first set for a 4 or a 5 after the first pair takes the expert's 2 and 4
    # away again; after the second pair greedy cannot build a 4 at all and the expert
    # keeps its 2, 3, 5 and 6 whatever greedy builds. Two turns ahead, the second wins
    # more often, and the expert (seat 0, throw 2) builds it.
    m = new_match("abquetschen", [{"name": "E"}, {"name": "G"}], 1, {"dice": "physical"})
    _replay(m, TURNS_700005)
    assert [s["supply"] for s in m.view(0)["state"]["seats"]] == [48, 34]
    view, legal = m.view(0), m.legal_actions(0)
    position = position_from_view(view["state"])
    plan = m.rules.bot("expert").plan(position, view["state"])
    two_turn = mask_of([(0, 1, 6), (0, 1, 7)])
    one_turn = mask_of([(1, 1, 3), (2, 1, 3)])
    assert plan == two_turn
    assert _refined(position, view["state"], one_turn) == _refined(
        position, view["state"], two_turn
    )
    chances = {}
    for new in (one_turn, two_turn):
        after = lookahead.after_build(position, 0, new)
        assert buildable(after, 0, 46) == buildable(after, 1, 34)
        chances[new] = lookahead.two_turns(after, 0, 46, 1, 34)
    assert chances[two_turn] > chances[one_turn]
    assert m.rules.bot("expert").choose(view, legal, Rng(1))["at"] in ([0, 1, 6], [0, 1, 7])


def test_the_expert_is_deterministic_and_legal_against_every_level() -> None:
    for other in ("random", "greedy", "strong"):
        logs = []
        for _ in range(2):
            m = new_match(
                "abquetschen", [{"name": "E", "bot": "expert"}, {"name": other, "bot": other}], 5
            )
            moves = []
            while not m.is_over:
                seat = m.to_move[0]
                action = m.bot_action(seat)
                assert action in m.legal_actions(seat), (seat, action)
                m.play(seat, action)
                moves.append((seat, action))
            logs.append(moves)
        assert logs[0] == logs[1]


def test_two_turns_counts_throws_above_a_supply_as_won() -> None:
    m = new_match("abquetschen", [{"name": "E"}, {"name": "G"}], 1, {"dice": "physical"})
    _replay(m, TURNS_700005)
    position = position_from_view(m.view(0)["state"])
    # With one die left, every throw but a 1 wins, and a 1 leaves the race as it is.
    assert lookahead.my_turn(position, 0, 1, 30) == pytest.approx((5 + lookahead.race(1, 30)) / 6)
    # The other with one die left wins at once unless he throws a 1 (then it is my throw).
    after = lookahead.after_build(position, 0, mask_of([(0, 1, 6), (0, 1, 7)]))
    assert lookahead.two_turns(after, 0, 46, 1, 1) == pytest.approx(
        lookahead.my_turn(after, 0, 46, 1) / 6
    )
    # The race table: fewer dice of one's own, or more of the other's, never lose more.
    for a in range(1, 55):
        for b in range(1, 55):
            assert lookahead.race(a, b) >= lookahead.race(a + 1, b) - 1e-12
            assert lookahead.race(a, b) <= lookahead.race(a, b + 1) + 1e-12


def test_under_a_tight_think_limit_the_expert_still_plays_legal_moves() -> None:
    # Cut short in its one-turn or its two-turn look, it keeps the best judged so far.
    m = new_match("abquetschen", [{"name": b, "bot": b} for b in ("expert", "greedy")], 8)
    try:
        THINK_LIMIT.ms = 1.0
        while not m.is_over:
            seat = m.to_move[0]
            action = m.bot_action(seat)
            assert action in m.legal_actions(seat), (seat, action)
            m.play(seat, action)
    finally:
        THINK_LIMIT.ms, THINK_LIMIT.cuts = None, 0


def test_the_expert_foresees_greedys_own_build_with_its_row_and_bonus_dice() -> None:
    # The two-turn look models the next player as greedy plays: of his legal sets the first
    # earning the most bonus dice, then the first legal set of those bonus dice. Over whole
    # games greedy builds exactly what ``lookahead.reply`` foresaw, rows included.
    rows = 0
    for seed in (3, 700005):
        players = [{"name": "E", "bot": "expert"}, {"name": "G", "bot": "greedy"}]
        m = new_match("abquetschen", players, seed)
        while not m.is_over:
            seat = m.to_move[0]
            action = m.bot_action(seat)
            if seat == 1 and m.state.phase == "throw":
                position, supply = position_of(m.state), m.state.supply[1]
                m.play(seat, action)
                throw = m.state.throw
                while m.to_move == [1] and m.state.phase in ("build", "bonus"):
                    m.play(1, m.bot_action(1))
                record = m.state.history[-1]
                if throw is None or throw > supply:
                    continue
                foreseen = lookahead.reply(position, 1, throw, supply)
                if record["type"] == "build" and record["seat"] == 1:
                    built = mask_of(tuple(p) for p in record["dice"] + record["bonus_dice"])
                    assert foreseen == (built, built.bit_count()), (seed, record)
                    rows += bool(record["bonus_dice"])
                else:
                    assert foreseen is None, (seed, record)
                continue
            m.play(seat, action)
    assert rows > 0  # the games hold rows, so the row part of the model was tested


def _three_player_position(seed: int, throws: int) -> Position:
    """A three-player game of the levels played to seat 0's throw number ``throws``."""
    players = [{"name": b, "bot": b} for b in ("expert", "greedy", "greedy")]
    m = new_match("abquetschen", players, seed)
    seen = 0
    while not m.is_over:
        seat = m.to_move[0]
        if seat == 0 and m.state.phase == "throw" and all(m.state.built):
            seen += 1
            if seen == throws:
                break
        m.play(seat, m.bot_action(seat))
    assert not m.is_over
    return position_of(m.state)


def test_with_three_players_a_burial_by_the_next_player_ends_the_look() -> None:
    # If the next player's build leaves the player after him no contact spot, the game
    # ends at that player's turn (rule 16) and the supplies rank: the look ends there.
    position = _three_player_position(3, 4)
    occ = position.occupied
    own = list(position.own)
    own[1] |= position.contact_spots(2, occ)  # seat 2 buried under seat 1's dice
    buried = dataclasses.replace(position, own=tuple(own))
    assert buried.built[2] and buried.contact_spots(2) == 0
    mine, theirs, rest = 20, 30, 25
    expected = 0.0
    for w in range(1, 7):
        built = lookahead.reply(buried, 1, w, theirs)
        used = 0 if built is None else built[1]
        expected += 1.0 if mine < min(theirs - used, rest) else 0.0
    assert lookahead.two_turns(buried, 0, mine, 1, theirs, rest) == pytest.approx(expected / 6)
    # With his fewer dice the burial ranks him first.
    assert lookahead.two_turns(buried, 0, mine, 1, theirs, 12) == 0.0
    # Not buried, the look goes on to my own throw (not a ranking of 1 or 0 alone).
    assert 0.0 < lookahead.two_turns(position, 0, mine, 1, theirs, rest) < 1.0
