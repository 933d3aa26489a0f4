"""Bunte Kuh: set-up, funnel sums, STOP and NERGENS right and wrong, penalty dice, the end
(one winner or several), physical dice and the practice option. docs/rules/bunte-kuh.md."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine import IllegalAction, Match, new_match
from pyengine.core.race import GRACE_MS
from pyengine.games.bunte_kuh.rules import funnel_sum, funnels, share, sums
from pyengine.pyramid.board import Die
from pyengine.pyramid.die import ORIENTATIONS, UPPER
from pyengine.pyramid.geometry import LAYERS, supports
from pyengine.pyramid.layout import CODE_OF, decode, with_code

from .helpers import players

BUILD = [1] * 24  # a fixed plate on which no funnel adds up to 3, 17 or 18


def built(n: int = 3, seed: int = 2, **options: Any) -> Match:
    m = new_match("bunte-kuh", players(n), seed, {"dice": "physical", **options})
    m.play(0, {"type": "build", "values": BUILD})
    return m


def thrown(m: Match, values: list[int]) -> None:
    m.play(m.state.roller, {"type": "roll", "values": values})
    assert m.racing


def absent_sum(m: Match) -> int:
    missing = [s for s in range(3, 19) if s not in sums(m.state.layout).values()]
    assert missing, "every sum has a funnel"
    return missing[0]


def present(m: Match) -> tuple[list[int], int]:
    q, total = next(iter(sums(m.state.layout).items()))
    return list(q), total


def values_for(total: int) -> list[int]:
    a = max(1, total - 12)
    b = max(1, total - a - 6)
    return [a, b, total - a - b]


def settle(m: Match, seat: int, action: dict[str, Any], t: int = 1000) -> None:
    """``seat`` calls at ``t`` and the clock then passes the grace window."""
    m.play(seat, {**action, "t": t})
    if m.racing:
        m.play(m.to_move[0], {"type": "tick", "t": t + GRACE_MS})


# -- set-up ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "each"), [(2, 30), (3, 20), (4, 15), (5, 12), (6, 10)])
def test_sixty_dice_are_shared_evenly(n: int, each: int) -> None:
    assert share(n) == each and each * n == 60
    m = new_match("bunte-kuh", players(n), 1)
    assert m.view()["state"]["supply"] == [each] * n
    assert m.to_move == [0] and m.legal_actions(0) == [{"type": "build"}]


def test_the_plate_holds_45_thrown_pearl_dice_and_36_funnels() -> None:
    m = new_match("bunte-kuh", players(2), 4)
    m.play(0, {"type": "build"})
    state = m.view()["state"]
    assert len(state["dice"]) == 45 and {d["colour"] for d in state["dice"]} == {"pearl"}
    assert sorted(tuple(q) for q in state["funnels"]) == sorted(LAYERS[1])
    assert len({tuple(d["faces"]) for d in state["dice"]}) > 10  # thrown, not laid
    assert state["phase"] == "roll" and state["sums"] is None


def test_funnel_sums_are_the_three_touching_faces() -> None:
    m = built()
    layout = m.state.layout
    pyramid = decode(layout)
    for q, total in sums(layout).items():
        assert total == pyramid.funnel_sum(q) == funnel_sum(layout, q)
    # Higher funnels appear as dice are laid: three dice in layer 1 make one in layer 2.
    q2 = LAYERS[2][0]
    for a, s in enumerate(supports(q2)):
        die = Die("red", ORIENTATIONS[5 + a])
        layout = with_code(layout, s, CODE_OF[die])
    assert q2 in funnels(layout)
    want = sum(ORIENTATIONS[5 + a].face(UPPER[a]) for a in range(3))
    assert sums(layout)[q2] == want
    assert not any(s in funnels(layout) for s in supports(q2))


# -- STOP --------------------------------------------------------------------------------------
def test_a_right_stop_lays_a_die_in_the_funnel_shown_in_any_orientation() -> None:
    m = built()
    at, total = present(m)
    thrown(m, values_for(total))
    settle(m, 2, {"type": "stop", "at": at})
    state = m.view()["state"]
    assert state["last"]["right"] and state["last"]["seat"] == 2
    assert state["phase"] == "place" and m.to_move == [2] and state["supply"] == [20, 20, 19]
    legal = m.legal_actions(2)
    assert len(legal) == 24 and {tuple(a["at"]) for a in legal} == {tuple(at)}
    other = next(q for q in funnels(m.state.layout) if list(q) != at)
    with pytest.raises(IllegalAction) as err:
        m.play(2, {"type": "place", "at": list(other), "faces": [1, 2, 3]})
    assert err.value.code == "wrong_funnel"
    with pytest.raises(IllegalAction) as err:
        m.play(2, {"type": "place", "at": at, "faces": [1, 6, 2]})
    assert err.value.code == "bad_orientation"
    m.play(2, {"type": "place", "at": at, "faces": [6, 4, 2]})
    assert m.can_undo  # he may still turn his die, until the next throw
    m.undo()
    m.play(2, {"type": "place", "at": at, "faces": [6, 2, 3]})
    state = m.view()["state"]
    die = next(d for d in state["dice"] if d["at"] == at)
    assert die["faces"] == [6, 2, 3] and die["colour"] in ("red", "yellow")
    assert state["placed"] == [{"at": at, "seat": 2}]
    assert state["phase"] == "roll" and m.to_move == [1]  # the roller's left neighbour


def test_a_wrong_stop_places_nothing_and_everyone_gives_the_caller_a_die() -> None:
    m = built(4)
    at, total = present(m)
    thrown(m, values_for(total + 1 if total < 18 else total - 1))
    settle(m, 0, {"type": "stop", "at": at})  # the roller may call too
    state = m.view()["state"]
    assert not state["last"]["right"] and state["last"]["gave"] == [1, 2, 3]
    assert state["supply"] == [18, 14, 14, 14]
    assert state["phase"] == "roll" and m.to_move == [1]
    assert len(state["placed"]) == 0 and state["wrong_calls"] == [1, 0, 0, 0]


def test_a_stop_that_shows_no_funnel_is_wrong() -> None:
    m = built()
    _, total = present(m)
    thrown(m, values_for(total))
    assert {"type": "stop", "at": None} in m.legal_actions(1)
    settle(m, 1, {"type": "stop", "at": None})
    last = m.view()["state"]["last"]
    assert not last["right"] and last["at"] is None and last["gave"] == [0, 2]


def test_stop_must_point_at_an_open_funnel() -> None:
    m = built()
    thrown(m, [1, 2, 3])
    cases = [([0, 0, 8], "not_a_funnel"), ([0, 0, 0], "not_a_funnel"), ([9, 0, 0], "bad_position")]
    for at, code in cases:
        with pytest.raises(IllegalAction) as err:
            m.play(1, {"type": "stop", "at": at, "t": 100})
        assert err.value.code == code
    with pytest.raises(IllegalAction) as err:
        m.play(1, {"type": "roll", "t": 100})
    assert err.value.code == "wrong_phase"


# -- NERGENS -------------------------------------------------------------------------------
def test_a_right_nowhere_lays_a_die_in_any_funnel() -> None:
    m = built()
    thrown(m, values_for(absent_sum(m)))
    settle(m, 1, {"type": "nowhere"})
    state = m.view()["state"]
    assert state["last"]["right"] and state["last"]["matching"] == []
    assert state["phase"] == "place" and state["place_at"] is None
    assert len(m.legal_actions(1)) == 24 * 36
    q = list(LAYERS[1][7])
    m.play(1, {"type": "place", "at": q, "faces": ORIENTATIONS[3].to_json()})
    assert m.view()["state"]["supply"] == [20, 19, 20]


def test_a_wrong_nowhere_is_punished() -> None:
    m = built()
    _, total = present(m)
    thrown(m, values_for(total))
    settle(m, 1, {"type": "nowhere"})
    state = m.view()["state"]
    assert not state["last"]["right"] and state["last"]["matching"]
    assert state["supply"] == [19, 22, 19]


def test_only_the_first_call_counts() -> None:
    m = built()
    at, total = present(m)
    thrown(m, values_for(total))
    m.play(1, {"type": "nowhere", "t": 900})  # wrong, but later
    m.play(2, {"type": "stop", "at": at, "t": 850})  # right, and first
    m.play(0, {"type": "tick", "t": 850 + GRACE_MS})
    state = m.view()["state"]
    assert state["last"]["seat"] == 2 and state["last"]["right"]
    assert state["supply"] == [20, 20, 19]  # the later wrong call costs nothing
    assert [s["outcome"] for s in m.view()["race"]["settled"]] == ["applied", "void"]


# -- the end ---------------------------------------------------------------------------------
def test_laying_the_last_die_wins_at_once() -> None:
    m = built()
    m.state.supply = [5, 1, 7]
    at, total = present(m)
    thrown(m, values_for(total))
    settle(m, 1, {"type": "stop", "at": at})
    assert m.is_over and m.to_move == []
    result = m.result
    assert result is not None
    assert result["winners"] == [1] and result["places"] == [2, 1, 3]
    assert result["scores"] == [5, 0, 7]


def test_giving_the_last_die_as_penalty_wins_and_two_at_once_are_two_winners() -> None:
    m = built(4)
    m.state.supply = [6, 1, 3, 1]
    thrown(m, values_for(absent_sum(m)))
    settle(m, 0, {"type": "stop", "at": present(m)[0]})  # wrong: the sum is nowhere
    assert m.is_over
    result = m.result
    assert result is not None
    assert result["winners"] == [1, 3] and result["places"] == [4, 1, 3, 1]
    assert result["ranking"] == [1, 3, 2, 0]


# -- dice ------------------------------------------------------------------------------------
def test_physical_dice_need_the_values_and_digital_dice_refuse_them() -> None:
    m = new_match("bunte-kuh", players(2), 3, {"dice": "physical"})
    with pytest.raises(IllegalAction) as err:
        m.play(0, {"type": "build"})
    assert err.value.code == "values_required"
    m.play(0, {"type": "build", "values": BUILD})
    with pytest.raises(IllegalAction) as err:
        m.play(0, {"type": "roll", "values": [1, 2]})
    assert err.value.code == "values_required"
    logged = m.play(0, {"type": "roll", "values": [6, 6, 5]})
    assert logged["values"] == [6, 6, 5] and m.view()["state"]["roll"]["sum"] == 17
    d = new_match("bunte-kuh", players(2), 3)
    with pytest.raises(IllegalAction) as err:
        d.play(0, {"type": "build", "values": BUILD})
    assert err.value.code == "values_not_allowed"
    d.play(0, {"type": "build"})
    assert len(d.play(0, {"type": "roll"})["values"]) == 3


def test_the_practice_option_shows_the_sums() -> None:
    m = built(show_sums=True)
    shown = m.view(0)["state"]["sums"]
    assert {tuple(s["at"]): s["sum"] for s in shown} == sums(m.state.layout)
    assert built().view(0)["state"]["sums"] is None
