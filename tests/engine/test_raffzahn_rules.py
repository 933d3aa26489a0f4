"""Raffzahn: each side's faces, freedom as dice are taken, the race of takes, STOP and the
foul, the end rule, saves mid-race, and views that keep every side's faces to itself.
docs/rules/raffzahn.md."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match
from pyengine.core.match import SAVE_FORMAT
from pyengine.core.race import GRACE_MS
from pyengine.core.referee import next_bot_move
from pyengine.games.raffzahn.rules import APEX, plate_only
from pyengine.pyramid.geometry import LAYERS, POSITIONS, carries
from pyengine.pyramid.layout import DIE_OF, EMPTY, INDEX, faces_towards, free_positions

from .helpers import players

BUILD = [3] * 23 + [1]  # a pyramid whose die under (1,0,0) shows seat 1 what (1,0,0) shows seat 0


def raffzahn(*throws: int, log: list[dict[str, Any]] | None = None) -> Match:
    """A match whose pyramid is built from BUILD, with the given throws already made (a
    save brings its own values, so the test picks them)."""
    entries = [{"seat": 0, "action": {"type": "build", "values": BUILD}}]
    for i, value in enumerate(throws):
        entries.append({"seat": i % 3, "action": {"type": "throw", "values": [value]}})
    save = {
        "format": SAVE_FORMAT,
        "game": "raffzahn",
        "options": {},
        "players": players(3),
        "seed": 5,
        "log": entries + (log or []),
    }
    return load_match(save)


def face(m: Match, p: tuple[int, int, int], seat: int) -> int:
    return DIE_OF[m.state.layout[INDEX[p]]].orientation.upper[seat]


def take(p: tuple[int, int, int], t: int) -> dict[str, Any]:
    return {"type": "take", "at": list(p), "t": t}


def thrown_for(seat: int, p: tuple[int, int, int]) -> Match:
    """A race in which ``seat`` may take ``p``: the throw is the face ``p`` shows him."""
    probe = raffzahn()
    return raffzahn(face(probe, p, seat))


TOP = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]  # the free dice once the apex is gone


# -- the pyramid and what each side sees -------------------------------------------------------
def test_the_pyramid_is_full_but_for_its_top_die_and_each_side_sees_its_own_faces() -> None:
    m = raffzahn()
    layout = m.state.layout
    assert layout[INDEX[APEX]] == EMPTY and layout.count(EMPTY) == 1
    assert free_positions(layout) == set(TOP)
    for side in range(3):
        seen = faces_towards(layout, side)
        # The 44 dice of his ZIJDE and the die that lay under the top towards him.
        on_side = {p for p in POSITIONS if p[side] == 0 and p != APEX}
        below_top = {p for p in TOP if p[side] == 1}
        assert set(seen) == on_side | below_top
        for p, value in seen.items():
            assert value == DIE_OF[layout[INDEX[p]]].orientation.upper[side]
    # A free die shows each player another number: its three upper faces differ.
    for p in TOP:
        assert len({face(m, p, s) for s in range(3)}) == 3


def test_views_show_a_seat_only_the_faces_towards_it_and_the_table_none() -> None:
    m = raffzahn(4)
    for seat in range(3):
        dice = m.view(seat)["state"]["dice"]
        seen = faces_towards(m.state.layout, seat)
        assert len(dice) == 164
        for d in dice:
            p = tuple(d["at"])
            assert d["face"] == seen.get(p)
            assert (d["colour"] is None) == (p not in seen)
    assert all(d["face"] is None and d["colour"] is None for d in m.view()["state"]["dice"])


def test_a_seat_learns_nothing_from_faces_turned_away_from_it() -> None:
    m = raffzahn(4)
    other = load_match(json.loads(json.dumps(m.to_json())))
    # Turn every die that seat 0 cannot see the face of, in the copy: seat 0's view stays.
    layout = list(other.state.layout)
    seen = faces_towards(other.state.layout, 0)
    codes = sorted(set(layout) - {EMPTY})
    for i, code in enumerate(layout):
        if code != EMPTY and POSITIONS[i] not in seen:
            layout[i] = codes[(codes.index(code) + 7) % len(codes)]
    other.state.layout = "".join(layout)
    assert other.view(0) == m.view(0)
    assert other.view(1) != m.view(1)
    assert other.bot_action(0) == m.bot_action(0)


# -- taking -----------------------------------------------------------------------------------
def test_a_die_is_taken_when_free_and_showing_the_number_to_its_taker() -> None:
    p = TOP[0]
    m = thrown_for(0, p)
    roll = m.state.roll
    assert {"type": "take", "at": list(p)} in m.legal_actions(0)
    for s in (1, 2):
        assert face(m, p, s) != roll  # never the same die for two players
        with pytest.raises(IllegalAction) as err:
            m.play(s, take(p, 100))
        assert err.value.code == "wrong_number"
    with pytest.raises(IllegalAction) as err:
        m.play(0, take((2, 0, 0), 100))
    assert err.value.code == "die_not_free"
    with pytest.raises(IllegalAction) as err:
        m.play(0, take(APEX, 100))
    assert err.value.code == "no_die"
    with pytest.raises(IllegalAction) as err:
        m.play(1, {"type": "stop", "t": 100})
    assert err.value.code == "not_the_thrower"


def test_a_take_shows_at_once_and_frees_the_dice_it_carried() -> None:
    p = TOP[0]
    m = thrown_for(0, p)
    m.play(0, take(p, 500))
    # Pending until the clock passes 500 + grace, but every view shows it taken...
    assert m.state.layout[INDEX[p]] != EMPTY
    assert all(d["at"] != list(p) for d in m.view(1)["state"]["dice"])
    assert m.view(0)["state"]["counts"] == [1, 0, 0]
    # ... and the die below it, which carried only it, is free for whoever it shows the number.
    below = (2, 0, 0)
    assert carries(below) == (p,)
    shown_free = {tuple(d["at"]) for d in m.view(2)["state"]["dice"] if d["free"]}
    assert below in shown_free
    m.play(1, {"type": "tick", "t": 500 + GRACE_MS})
    assert m.state.layout[INDEX[p]] == EMPTY and m.state.dice == [1, 0, 0]


def _chain() -> tuple[Match, int]:
    """A race in which seat 0 may take (1,0,0) and seat 1 then the die under it."""
    probe = raffzahn()
    roll = face(probe, TOP[0], 0)
    assert face(probe, (2, 0, 0), 1) == roll  # BUILD is chosen for this
    return raffzahn(roll), roll


def test_a_die_freed_by_a_pending_take_can_be_taken_before_that_take_settles() -> None:
    m, _ = _chain()
    p, below = TOP[0], (2, 0, 0)
    assert {"type": "take", "at": list(below)} not in m.legal_actions(1)
    m.play(0, take(p, 400))
    assert {"type": "take", "at": list(below)} in m.legal_actions(1)
    m.play(1, take(below, 550))
    m.play(0, {"type": "stop", "t": 1000})
    m.play(1, {"type": "tick", "t": 1000 + GRACE_MS})
    assert m.state.layout[INDEX[p]] == EMPTY and m.state.layout[INDEX[below]] == EMPTY
    assert m.state.dice == [1, 1, 0]
    outcomes = [s["outcome"] for s in m.view()["race"]["settled"]]
    assert outcomes == ["applied", "applied", "applied"]


def test_a_take_made_earlier_than_the_take_that_freed_its_die_is_void() -> None:
    m, _ = _chain()
    p, below = TOP[0], (2, 0, 0)
    m.play(0, take(p, 600))
    m.play(1, take(below, 450))  # accepted against the shown pyramid, but made earlier
    m.play(0, {"type": "stop", "t": 800})
    m.play(1, {"type": "tick", "t": 800 + GRACE_MS})
    settled = [(s["seat"], s["t"], s["outcome"]) for s in m.view()["race"]["settled"]]
    assert settled == [(1, 450, "void"), (0, 600, "applied"), (0, 800, "applied")]
    assert m.state.dice == [1, 0, 0] and m.state.layout[INDEX[below]] != EMPTY


# -- STOP, the foul and the end -----------------------------------------------------------------
def test_stop_passes_the_throw_to_the_left() -> None:
    m = raffzahn(2)
    m.play(0, {"type": "stop", "t": 300})
    m.play(2, {"type": "tick", "t": 300 + GRACE_MS})
    assert not m.racing and m.to_move == [1] and m.legal_actions(1) == [{"type": "throw"}]
    assert m.view()["state"]["last"]["roller"] == 0


def _rich(m: Match, dice: list[int]) -> None:
    m.state.dice = list(dice)


def test_a_die_taken_after_stop_goes_back_and_its_taker_gives_each_other_player_one() -> None:
    p = TOP[1]
    m = thrown_for(1, p)
    _rich(m, [4, 3, 5])
    m.play(0, {"type": "stop", "t": 700})
    m.play(1, take(p, 780))  # before the STOP is applied, but made after it: a foul
    m.play(2, {"type": "tick", "t": 700 + GRACE_MS})
    assert not m.racing
    assert m.state.layout[INDEX[p]] != EMPTY  # back in the pyramid
    assert m.state.dice == [5, 1, 6]
    last = m.view(2)["state"]["last"]
    assert last["fouls"] == [{"seat": 1, "at": list(p), "gave": [0, 2]}]
    outcomes = [(s["seat"], s["outcome"]) for s in m.view()["race"]["settled"]]
    assert outcomes == [(0, "applied"), (1, "foul")]


@pytest.mark.parametrize("held", [0, 1])
def test_a_foul_with_too_few_dice_costs_nothing(held: int) -> None:
    p = TOP[1]
    m = thrown_for(1, p)
    _rich(m, [0, held, 0])
    m.play(0, {"type": "stop", "t": 700})
    m.play(1, take(p, 800))
    m.play(2, {"type": "tick", "t": 1000})
    assert m.state.dice == [0, held, 0]
    assert m.view()["state"]["last"]["fouls"] == [{"seat": 1, "at": list(p), "gave": []}]


def test_a_take_after_the_stop_has_settled_is_no_longer_a_race_move() -> None:
    p = TOP[1]
    m = thrown_for(1, p)
    m.play(0, {"type": "stop", "t": 700})
    m.play(2, {"type": "tick", "t": 700 + GRACE_MS})
    with pytest.raises(IllegalAction):
        m.play(1, take(p, 1000))


def _plate_only(m: Match, extra: list[tuple[int, int, int]]) -> None:
    keep = set(LAYERS[0]) | set(extra)
    m.state.layout = "".join(
        c if POSITIONS[i] in keep else EMPTY for i, c in enumerate(m.state.layout)
    )


def test_the_game_ends_at_a_stop_when_only_the_plate_is_left() -> None:
    m = raffzahn(5)
    _plate_only(m, [])
    assert plate_only(m.state.layout)
    _rich(m, [30, 41, 41])
    m.play(0, {"type": "stop", "t": 200})
    m.play(1, {"type": "tick", "t": 400})
    assert m.is_over and m.result is not None
    assert m.result["winners"] == [1, 2] and m.result["places"] == [3, 1, 1]
    assert m.result["scores"] == [30, 41, 41]


def test_a_stop_with_dice_above_the_plate_goes_on() -> None:
    m = raffzahn(5)
    _plate_only(m, [LAYERS[1][0]])
    m.play(0, {"type": "stop", "t": 200})
    m.play(1, {"type": "tick", "t": 400})
    assert not m.is_over and m.to_move == [1]


# -- saves -----------------------------------------------------------------------------------
def test_a_saved_race_replays_exactly_and_goes_on_alike() -> None:
    bots = [{"name": f"B{i}", "bot": lvl} for i, lvl in enumerate(["strong", "sensible", "strong"])]
    m = load_match(
        {
            "format": SAVE_FORMAT,
            "game": "raffzahn",
            "options": {},
            "players": bots,
            "seed": 11,
            "log": [],
        }
    )
    while not (m.racing and m.view()["race"]["pending"] and m.state.races >= 2):
        m.play(*next_bot_move(m))
    loaded = load_match(json.loads(json.dumps(m.to_json())))
    assert [loaded.view(s) for s in (None, 0, 1, 2)] == [m.view(s) for s in (None, 0, 1, 2)]
    for _ in range(60):
        move = next_bot_move(m)
        assert next_bot_move(loaded) == move
        m.play(*move)
        loaded.play(*move)
    assert loaded.to_json() == m.to_json()
