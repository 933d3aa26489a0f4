"""Abquetschen's rules (docs/rules/abquetschen.md): the opening, the start pyramid, the
seed's two TIPs, the two opening exceptions, bonus dice, the ends, refusals with precise
codes, undo and saves."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match, new_match
from pyengine.core.rng import Rng
from pyengine.games.abquetschen.position import START_TOPS, start_pyramid
from pyengine.games.abquetschen.rules import State, orientation_at, position_of
from pyengine.games.abquetschen.search import (
    N_POS,
    SUP_MASK,
    Problem,
    exists,
    iter_builds,
    positions_of,
)
from pyengine.pyramid.board import Die, Pyramid
from pyengine.pyramid.geometry import COLOURS, EDGE_FUNNELS, POSITIONS, row_runs, supports


def physical(n: int = 3) -> Match:
    return new_match("abquetschen", [{"name": f"P{i}"} for i in range(n)], 1, {"dice": "physical"})


def throw(m: Match, value: int) -> None:
    m.play(m.to_move[0], {"type": "throw", "values": [value]})


def started(n: int = 3, top: tuple[int, int, int] = START_TOPS[0]) -> Match:
    """Seat 0 threw a 4 and built its start pyramid; seat 1 is to throw."""
    m = physical(n)
    throw(m, 4)
    m.play(0, {"type": "start", "at": list(top)})
    return m


def code(m: Match, action: dict[str, Any]) -> str | None:
    err = m.why_illegal(m.to_move[0], action)
    return None if err is None else err.code


def state(m: Match) -> State:
    s = m.state
    assert isinstance(s, State)
    return s


# -- the opening --------------------------------------------------------------------------
def test_players_throw_in_turn_until_someone_throws_a_4() -> None:
    # "De speler die als eerste met de turkooizen dobbelsteen een 4 goot, wordt de startspeler."
    m = physical()
    for value, seat in ((6, 0), (1, 1), (3, 2), (5, 0)):
        assert m.to_move == [seat]
        throw(m, value)
    assert m.to_move == [1]
    throw(m, 4)
    assert state(m).phase == "start" and m.to_move == [1]
    assert m.legal_actions(1) == [{"type": "start", "at": list(q)} for q in START_TOPS]


def test_the_start_pyramid_is_central_and_never_in_an_edge_funnel() -> None:
    # "De startpiramide wordt zo mogelijk centraal ... geen RANDTRECHTER bevatten."
    assert len(START_TOPS) == 3  # the three most central spots, one per side, symmetric
    for q in START_TOPS:
        assert not any(s in EDGE_FUNNELS for s in supports(q))
        assert sorted(q) == [2, 2, 3]
    m = physical()
    throw(m, 4)
    assert code(m, {"type": "start", "at": [0, 3, 4]}) == "edge_funnel"
    assert code(m, {"type": "start", "at": [1, 3, 3]}) == "not_central"
    assert code(m, {"type": "start", "at": [2, 2, 4]}) == "bad_start"
    assert code(m, {"type": "place", "at": [2, 2, 4]}) == "wrong_phase"
    m.play(0, {"type": "start", "at": [3, 2, 2]})
    s = state(m)
    assert sorted(s.pyramid) == sorted(start_pyramid((3, 2, 2)))
    assert s.supply == [51, 55, 55] and s.protected and m.to_move == [1]


# -- the TIPs -------------------------------------------------------------------------------
def test_tip_on_an_empty_plate_only_a_4_can_be_built() -> None:
    # "kan het spel maar beginnen met een 4 omdat met een worp van 1 tot en met 3 de nieuwe
    # ingebouwde dobbelstenen elkaar niet met een zijde kunnen raken. Bij een 5 of een 6
    # worden één of twee dobbelstenen gescheiden van de overige dobbelstenen gelegd."
    assert [k for k in range(2, 7) if exists(Problem(0, k, None))] == [4]
    position = position_of(state(physical()))
    assert position.problem(0, 1, bonus=False) is None  # one die touches no other new die


@pytest.mark.parametrize("top", START_TOPS)
def test_tip_after_the_start_only_3_5_or_6_can_be_built(top: tuple[int, int, int]) -> None:
    # "De volgende speler kan nu enkel met een 3, een 5 of een 6, dobbelstenen inbouwen."
    buildable = []
    for k in range(1, 7):
        m = started(top=top)
        throw(m, k)
        if state(m).phase == "build":
            buildable.append(k)
        else:
            assert m.to_move == [2] and state(m).recent[-1]["outcome"] == "no_build"
    assert buildable == [3, 5, 6]


# -- building ---------------------------------------------------------------------------
def test_a_set_is_placed_die_by_die_and_confirmed() -> None:
    m = started()
    throw(m, 3)
    legal = m.legal_actions(1)
    assert legal and all(a["type"] == "place" for a in legal)
    for a in legal:  # every listed position is accepted, every other funnel refused
        assert m.why_illegal(1, a) is None
    placed = 0
    while state(m).phase == "build" and placed < 3:
        assert code(m, {"type": "confirm"}) == "incomplete"
        m.play(1, m.legal_actions(1)[0])
        placed += 1
    assert m.legal_actions(1) == [{"type": "confirm"}]
    assert code(m, {"type": "place", "at": [8, 0, 0]}) == "all_placed"
    m.play(1, {"type": "confirm"})
    s = state(m)
    assert s.supply == [51, 52, 55] and s.built == [True, True, False] and m.to_move == [2]
    assert s.protected  # the start player has not built again yet


def test_refusals_have_precise_codes() -> None:
    m = started()
    throw(m, 3)
    s = state(m)
    top = START_TOPS[0]
    assert code(m, {"type": "place", "at": list(top)}) == "occupied"
    assert code(m, {"type": "place", "at": [1, 1, 1]}) == "no_support"
    assert code(m, {"type": "place", "at": [9, 0, 0]}) == "bad_position"
    assert code(m, {"type": "throw"}) == "wrong_phase"
    # A plate die far away: it can never be joined to the others with three dice.
    assert code(m, {"type": "place", "at": [8, 0, 0]}) in ("not_touching_any", "cannot_complete")
    first = m.legal_actions(1)[0]
    m.play(1, first)
    far = [p for p in POSITIONS if sum(p) == 8 and p not in s.pyramid and max(p) == 8]
    assert code(m, {"type": "place", "at": list(far[0])}) == "not_touching_new"
    assert code(m, {"type": "take_back", "at": list(top)}) == "not_new"
    assert code(m, {"type": "confirm"}) == "incomplete"


def test_take_back_and_undo() -> None:
    m = started()
    throw(m, 3)
    before = m.view(1)
    a = m.legal_actions(1)[0]
    m.play(1, a)
    assert m.view(1)["can_undo"]
    m.play(1, {"type": "take_back", "at": a["at"]})
    assert m.view(1)["state"] == before["state"]
    assert {"type": "take_back", "at": a["at"]} not in m.legal_actions(1)  # never listed
    m.play(1, a)
    m.undo()
    assert m.view(1)["state"] == before["state"]
    # A die carrying a new die cannot be taken back first.
    while len(state(m).placed) < 3:
        m.play(1, m.legal_actions(1)[0])
    placed = state(m).placed
    lower = [p for p in placed if any(q in placed for q in POSITIONS if p in supports(q))]
    if lower:
        assert code(m, {"type": "take_back", "at": list(lower[0])}) == "carries_new_die"


def test_the_start_player_must_be_kept_free() -> None:
    # "De spelers moeten aan de startpiramide zo lang minstens één dobbelsteen van de
    # startspeler vrij houden tot de bezitter van de startpiramide opnieuw éénmaal heeft
    # ingebouwd." Free = VRIJE DOBBELSTEEN: no die rests on it.
    m = started()
    s = state(m)
    # Seat 1 builds a ring of dice so that the top of the start pyramid gets a funnel on it.
    position = position_of(s)
    problem = position.problem(1, 6, bonus=False)
    assert problem is not None
    with_keep = set(iter_builds(problem))
    without = set(iter_builds(Problem(problem.old, 6, problem.anchor)))
    assert with_keep < without
    bad = sorted(without - with_keep)[0]
    throw(m, 6)
    order = sorted(positions_of(bad), key=lambda p: -sum(p))
    refused = None
    for p in order:
        err = m.why_illegal(1, {"type": "place", "at": list(p)})
        if err is not None:
            refused = err.code
            break
        m.play(1, {"type": "place", "at": list(p)})
    assert refused == "must_keep_start_free"


def _set_position(m: Match, dice: dict[int, int], seat: int, built: list[bool]) -> None:
    """Replace the pyramid: index -> owner seat."""
    s = state(m)
    s.pyramid = Pyramid(
        {POSITIONS[i]: Die(COLOURS[o], orientation_at(POSITIONS[i])) for i, o in dice.items()}
    )
    s.built = built
    s.turn = seat
    s.phase = "throw"
    s.protected = False


def _row_position() -> tuple[dict[int, int], int]:
    """A random position where seat 0 can build 4 dice in a row (RIJ)."""
    for seed in range(200):
        rng = Rng(99, seed)
        occ = 0
        for _ in range(60 + rng.below(60)):
            free = [i for i in range(N_POS) if not occ >> i & 1 and SUP_MASK[i] & ~occ == 0]
            occ |= 1 << rng.choice(free)
        dice = {i: rng.below(3) for i in range(N_POS) if occ >> i & 1}
        own = sum(1 << i for i, o in dice.items() if o == 0)
        for new in iter_builds(Problem(occ, 4, own)):
            if row_runs(positions_of(new), 4):
                return dice, new
    raise AssertionError("no row position found")


def test_four_in_a_row_earns_a_bonus_die() -> None:
    # "Als een speler er in lukt om 4 of meer nieuw ingebouwde dobbelstenen in een rij af te
    # leggen, dan mag hij extra dobbelstenen uit zijn voorraad inbouwen." 4 -> 1.
    dice, new = _row_position()
    m = physical()
    _set_position(m, dice, 0, [True, True, True])
    throw(m, 4)
    assert state(m).phase == "build"
    for p in sorted(positions_of(new), key=lambda p: -sum(p)):
        m.play(0, {"type": "place", "at": list(p)})
    m.play(0, {"type": "confirm"})
    s = state(m)
    assert s.phase == "bonus"  # a bonus die may touch this turn's dice too
    assert s.need == 1 and s.bonus == 1
    assert {"type": "skip_bonus"} in m.legal_actions(0)
    places = [a for a in m.legal_actions(0) if a["type"] == "place"]
    m.play(0, places[0])
    assert m.legal_actions(0) == [{"type": "confirm"}]
    m.play(0, {"type": "confirm"})
    assert s.supply[0] == 55 - 5
    assert m.to_move == [1]


def test_bonus_can_be_declined() -> None:
    dice, new = _row_position()
    m = physical()
    _set_position(m, dice, 0, [True, True, True])
    throw(m, 4)
    for p in sorted(positions_of(new), key=lambda p: -sum(p)):
        m.play(0, {"type": "place", "at": list(p)})
    m.play(0, {"type": "confirm"})
    assert state(m).phase == "bonus"
    m.play(0, {"type": "skip_bonus"})
    assert state(m).supply[0] == 51 and m.to_move == [1]


# -- the end -------------------------------------------------------------------------------
def test_throwing_more_than_the_supply_wins_at_once() -> None:
    # "Het spel eindigt ook onmiddellijk als een speler meer ogen gooit ... dan hij nog
    # dobbelstenen in zijn voorraad heeft. Hij wordt de winnaar"
    m = started()
    s = state(m)
    s.supply = [51, 5, 3]
    throw(m, 6)
    assert m.is_over and m.result is not None
    assert m.result["winners"] == [1] and m.result["places"] == [3, 1, 2]
    assert m.result["end"] == "throw"


def _build_first_set(m: Match, seat: int) -> None:
    while m.legal_actions(seat) != [{"type": "confirm"}]:
        m.play(seat, m.legal_actions(seat)[0])
    m.play(seat, {"type": "confirm"})


def test_a_build_that_empties_the_supply_wins_at_once() -> None:
    # "De speler die als eerste al zijn dobbelstenen heeft gebruikt, wint het spel": the
    # build of his last dice ends the game; nobody throws again.
    m = started()
    s = state(m)
    s.supply = [40, 3, 2]
    throw(m, 3)
    _build_first_set(m, 1)
    assert m.is_over and m.to_move == [] and m.result is not None
    assert m.result["end"] == "emptied" and s.winner == 1
    assert m.result["winners"] == [1] and m.result["places"] == [3, 1, 2]
    assert m.result["scores"] == [40, 0, 2]
    assert m.view(2)["state"]["turn"] is None


def test_bonus_dice_that_empty_the_supply_win_at_once() -> None:
    dice, new = _row_position()
    m = physical()
    _set_position(m, dice, 0, [True, True, True])
    state(m).supply = [5, 1, 1]
    throw(m, 4)
    for p in sorted(positions_of(new), key=lambda p: -sum(p)):
        m.play(0, {"type": "place", "at": list(p)})
    m.play(0, {"type": "confirm"})
    assert state(m).phase == "bonus" and not m.is_over  # one die left: the bonus die
    _build_first_set(m, 0)
    assert m.is_over and m.result is not None
    assert m.result["end"] == "emptied" and m.result["winners"] == [0]


def _seeded_game(fmt: int) -> Match:
    """Seed 0, two strong computers: seat 1 builds its last dice while seat 0 has 14."""
    players = [{"name": "A", "bot": "strong"}, {"name": "B", "bot": "strong"}]
    m = Match(new_match("abquetschen", players, 0).rules, players, 0, fmt=fmt)
    while not m.is_over:
        m.play(m.to_move[0], m.bot_action(m.to_move[0]))
    return m


def test_older_saves_keep_the_rule_they_were_played_by() -> None:
    # A save of format 2 was played by builds that went on after an emptied supply (its
    # owner won at his next throw, unless someone else won first); it loads, replays and
    # re-saves as it was. The same moves under format 3 end at the emptying build.
    new = _seeded_game(3)
    assert new.result is not None and new.result["end"] == "emptied"
    old = _seeded_game(2)
    assert old.to_json()["format"] == "spelkast-save/2"
    assert len(old.log) > len(new.log) and old.log[: len(new.log)] == new.log
    loaded = load_match(json.loads(json.dumps(old.to_json())))
    assert loaded.to_json() == old.to_json() and loaded.result == old.result
    assert loaded.format == 2
    forged = {**old.to_json(), "format": "spelkast-save/3"}
    with pytest.raises(IllegalAction) as err:
        load_match(forged)
    assert err.value.code == "corrupt_save"


def test_a_player_whose_dice_all_vanished_ends_the_game() -> None:
    # "Als een speler aan de beurt komt en hij kan geen dobbelsteen meer inbouwen ... omdat
    # alle dobbelstenen ... in het binnenste van de piramide zijn verdwenen, eindigt het spel
    # onmiddellijk. De speler die het minste aantal dobbelstenen in zijn voorraad heeft,
    # wint het spel." Ties share the place.
    m = physical()
    # Layers 0..2 full: seat 1 owns layer 0 only (buried under layer 1), seat 0 the rest.
    dice = {i: (1 if sum(POSITIONS[i]) == 8 else 0) for i in range(N_POS) if sum(POSITIONS[i]) >= 6}
    _set_position(m, dice, 0, [True, True, True])
    s = state(m)
    s.supply = [10, 20, 10]
    m.play(0, {"type": "throw", "values": [1]})  # a 1 is never built: the turn passes
    assert m.is_over and m.result is not None
    assert m.result["end"] == "buried" and s.ended_by == 1
    assert m.result["places"] == [1, 3, 1] and m.result["winners"] == [0, 2]


def test_saves_replay() -> None:
    m = new_match("abquetschen", [{"name": "A"}, {"name": "B", "bot": "strong"}], 5)
    rng = Rng(3, 3)
    while not m.is_over and len(m.log) < 120:
        seat = m.to_move[0]
        action = m.bot_action(seat) if seat == 1 else rng.choice(m.legal_actions(seat))
        m.play(seat, action)
    loaded = load_match(json.loads(json.dumps(m.to_json())))
    assert loaded.view(0) == m.view(0) and loaded.to_json() == m.to_json()


def test_two_players_play_with_two_colours() -> None:
    m = new_match("abquetschen", [{"name": "A"}, {"name": "B"}], 2)
    assert [s["colour"] for s in m.view(None)["state"]["seats"]] == ["red", "yellow"]
    with pytest.raises(IllegalAction):
        new_match("abquetschen", [{"name": "A"}], 2)
