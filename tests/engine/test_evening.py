"""Evenings (issue 34, pyengine.evening): a take-down game starts from the pyramid the
building game left, prepared as the rulebook says; hostile pyramids are refused with a
code; saves replay exactly; the evening's table adds up places."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from pyengine import IllegalAction, Match, load_match, new_match
from pyengine.core.referee import next_bot_move
from pyengine.core.rng import Rng
from pyengine.evening import carried_level, next_game, play_on, standings
from pyengine.pyramid.board import Pyramid
from pyengine.pyramid.die import ORIENTATIONS
from pyengine.pyramid.geometry import COLOURS, LAYERS, POSITIONS
from pyengine.pyramid.given import completed, missing
from pyengine.pyramid.layout import DIE_OF, EMPTY

from .helpers import random_pyramid

APEX = LAYERS[-1][0]


def finished(game: str, bots: list[str], seed: int) -> Match:
    m = new_match(game, [{"name": f"P{i}", "bot": b} for i, b in enumerate(bots)], seed)
    while not m.is_over:
        seat, action = next_bot_move(m)
        m.play(seat, action)
    return m


def built(m: Match) -> dict[Any, Any]:
    """The take-down game's pyramid once its set-up throw is made: position -> die."""
    seat, action = next_bot_move(m)
    assert action["type"] == "build"
    m.play(seat, action)
    return {POSITIONS[i]: DIE_OF[c] for i, c in enumerate(m.state.layout) if c != EMPTY}


@pytest.fixture(scope="module")
def abquetschen() -> Match:
    return finished("abquetschen", ["greedy", "greedy", "greedy"], 3)


def test_raffzahn_takes_down_the_pyramid_abquetschen_built(abquetschen: Match) -> None:
    # "met het eerste spel 'Abquetschen' de piramide opbouwen en daarna met het tweede spel
    # 'Raffzahn' de piramide afbouwen"; Raffzahn's preparation: "De piramide wordt ...
    # volledig opgebouwd ... Daarna wordt de bovenste dobbelsteen ... verwijderd."
    left = abquetschen.state.pyramid
    assert next_game(abquetschen) == "raffzahn" and 0 < missing(left) < 165
    m = play_on(abquetschen, 99)
    assert m.game_id == "raffzahn" and m.options["pyramid"] == left.to_json()
    assert [p["name"] for p in m.players] == ["P0", "P1", "P2"]  # same seats: same sides
    dice = built(m)
    assert len(dice) == 164 and APEX not in dice
    for p in left:  # colours and faces as built
        if p != APEX:
            assert dice[p] == left[p], p
    counts = Counter(d.colour for d in dice.values())
    apex_colour = left[APEX].colour if APEX in left else None
    assert all(counts[c] == 55 - (c == apex_colour) for c in COLOURS if apex_colour), counts
    assert sum(counts.values()) == 164


def test_an_evening_game_replays_exactly(abquetschen: Match) -> None:
    m = play_on(abquetschen, 5)
    for _ in range(40):
        seat, action = next_bot_move(m)
        m.play(seat, action)
    save = json.loads(json.dumps(m.to_json()))
    assert save["options"]["pyramid"] == abquetschen.state.pyramid.to_json()
    loaded = load_match(save)
    assert loaded.to_json() == m.to_json()
    assert all(loaded.view(s) == m.view(s) for s in (None, 0, 1, 2))


def test_the_missing_dice_are_the_rest_of_the_box() -> None:
    rng = Rng(4, 2)
    for size in (0, 1, 37, 120, 165):
        given = Pyramid.from_json(random_pyramid(rng, size))
        full = completed(given, Rng(size, 9))
        assert len(full) == 165 and all(full[p] == given[p] for p in given)
        assert Counter(full[p].colour for p in full) == dict.fromkeys(COLOURS, 55)


def test_cui_bono_takes_down_the_pyramid_bunte_kuh_built() -> None:
    # "Het derde spel 'Bunte Kuh' ... is opnieuw een opbouwspel en 'Cui bono?' is opnieuw
    # een afbouwspel": the pearl plate and the dice laid on it stay as they are.
    kuh = finished("bunte-kuh", ["strong", "strong", "strong", "strong"], 8)
    assert next_game(kuh) == "cui-bono"
    left = Pyramid.from_json(kuh.rules.handed_on(kuh.state))
    assert all(left[p].colour == "pearl" for p in LAYERS[0])
    m = play_on(kuh, 3, {"pull_again": True})
    assert m.options["pull_again"] is True
    assert [p["bot"] for p in m.players] == ["strong"] * 4
    dice = built(m)
    assert len(dice) == 165 and all(dice[p] == left[p] for p in left)
    assert load_match(json.loads(json.dumps(m.to_json()))).to_json() == m.to_json()


def test_no_next_game_for_two_players_nor_before_the_end() -> None:
    two = finished("abquetschen", ["greedy", "greedy"], 1)
    assert next_game(two) is None  # Raffzahn is for three
    with pytest.raises(IllegalAction) as err:
        play_on(two, 1)
    assert err.value.code == "no_next_game"
    fresh = new_match("abquetschen", [{"name": "A"}, {"name": "B"}, {"name": "C"}], 1)
    assert next_game(fresh) is None
    raff = finished("bunte-kuh", ["strong", "strong"], 2)
    assert next_game(raff) == "cui-bono"
    assert next_game(play_on(raff, 1)) is None  # a take-down game hands nothing on


def _forged(pyramid: Any) -> dict[str, Any]:
    return {
        "format": "spelkast-save/3",
        "game": "raffzahn",
        "options": {"pyramid": pyramid},
        "players": [{"name": n, "bot": None} for n in "ABC"],
        "seed": 1,
        "log": [],
    }


def _hostile() -> list[Any]:
    stack = [{"at": [0, 0, 8], "colour": "red", "faces": ORIENTATIONS[0].to_json()}]
    reds = random_pyramid(Rng(1, 1), 165)["dice"]
    return [
        pytest.param("pyramid", "bad_pyramid", id="not-an-object"),
        pytest.param({"dice": 5}, "bad_pyramid", id="no-list"),
        pytest.param({"dice": [], "more": 1}, "bad_pyramid", id="extra-key"),
        pytest.param({"dice": [{"colour": "red"}]}, "bad_pyramid", id="no-position"),
        pytest.param({"dice": [{**stack[0], "at": [9, 0, 0]}]}, "bad_position", id="off"),
        pytest.param({"dice": [{**stack[0], "at": [0, 0, 7]}]}, "unsupported_die", id="loose"),
        pytest.param({"dice": stack + stack}, "duplicate_die", id="twice"),
        pytest.param({"dice": [{**stack[0], "colour": "blue"}]}, "bad_colour", id="blue"),
        pytest.param({"dice": [{**stack[0], "faces": [1, 6, 2]}]}, "bad_orientation", id="die"),
        pytest.param(
            {"dice": [{**d, "colour": "red"} for d in reds]}, "too_many_dice", id="165-red"
        ),
    ]


@pytest.mark.parametrize(("pyramid", "code"), _hostile())
def test_hostile_pyramids_are_refused_with_a_code(pyramid: Any, code: str) -> None:
    for game in ("raffzahn", "cui-bono"):
        players = [{"name": n} for n in "ABC"]
        with pytest.raises(IllegalAction) as err:
            new_match(game, players, 1, {"pyramid": pyramid})
        assert err.value.code == code, err.value
        with pytest.raises(IllegalAction) as err:
            load_match({**_forged(pyramid), "game": game})
        assert err.value.code == code, err.value


def test_the_evening_table_adds_up_places() -> None:
    assert standings([[2, 3, 1], [1, 3, 2]]) == {
        "totals": [3, 6, 3],
        "places": [1, 3, 1],
        "winners": [0, 2],
    }
    assert standings([[1, 2]]) == {"totals": [1, 2], "places": [1, 2], "winners": [0]}
    assert standings([]) == {"totals": [], "places": [], "winners": []}


def test_computers_keep_their_height_on_the_ladder() -> None:
    assert carried_level(None, "abquetschen", "raffzahn") is None
    assert carried_level("random", "abquetschen", "raffzahn") == "random"
    assert carried_level("greedy", "abquetschen", "raffzahn") == "beginner"
    assert carried_level("strong", "abquetschen", "raffzahn") == "sensible"
    assert carried_level("expert", "abquetschen", "raffzahn") == "strong"
    assert carried_level("nonsense", "abquetschen", "raffzahn") == "strong"
