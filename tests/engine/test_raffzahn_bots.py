"""Raffzahn's computers: they read their own side only, levels differ in speed and
mistakes, and the thrower calls STOP at a sensible moment (nothing left on its side, or
the others gaining more than it does)."""

from __future__ import annotations

from statistics import median
from typing import Any

from pyengine import Match, load_match
from pyengine.core.match import SAVE_FORMAT
from pyengine.core.referee import next_bot_move
from pyengine.games.raffzahn.rules import APEX
from pyengine.pyramid.layout import DIE_OF, INDEX, faces_towards, free_positions

from .test_raffzahn_rules import raffzahn


def bots(*levels: str, seed: int = 1) -> Match:
    players = [{"name": f"B{i}", "bot": level} for i, level in enumerate(levels)]
    save = {"format": SAVE_FORMAT, "game": "raffzahn", "options": {}, "players": players}
    return load_match({**save, "seed": seed, "log": []})


def with_bots(m: Match, *levels: str) -> Match:
    data = m.to_json()
    for seat, level in enumerate(levels):
        data["players"][seat]["bot"] = level
    return load_match(data)


def play_out(m: Match) -> Match:
    while not m.is_over:
        m.play(*next_bot_move(m))
    return m


def first_takes(level: str, seeds: range) -> list[int]:
    """The time of each seat's first take in the first race, over many games."""
    out = []
    for seed in seeds:
        m = bots(level, level, level, seed=seed)
        while not m.racing:
            m.play(*next_bot_move(m))
        for seat in range(3):
            plan = m.bot_action(seat)
            if plan["type"] == "take":
                out.append(plan["t"])
    return out


def test_each_level_is_quicker_than_the_one_below() -> None:
    """People's speeds (docs/rules/raffzahn.md): the levels differ as adults differ."""
    found = {level: first_takes(level, range(40)) for level in ("beginner", "sensible", "strong")}
    assert all(len(times) >= 10 for times in found.values())
    beginner, sensible, strong = (median(found[k]) for k in ("beginner", "sensible", "strong"))
    assert strong + 50 < sensible < beginner - 50, (strong, sensible, beginner)
    assert strong > 600  # no superhuman grab: a choice reaction and a search come first


def test_strong_beats_two_beginners_from_every_seat() -> None:
    for seat in range(3):
        wins = 0
        for seed in range(12):
            levels = ["beginner"] * 3
            levels[seat] = "strong"
            result = play_out(bots(*levels, seed=100 + seed)).result
            assert result is not None
            wins += seat in result["winners"]
        assert wins >= 7, (seat, wins)


def test_grabs_already_on_their_way_at_a_stop_become_fouls() -> None:
    fouls = 0
    for seed in range(6):
        m = bots("sensible", "strong", "sensible", seed=seed)
        while not m.is_over:
            m.play(*next_bot_move(m))
            if m.race is None and m._last_race is not None:  # a race just closed
                fouls += sum(s["outcome"] == "foul" for s in m._last_race.settled)
                m._last_race.settled.clear()  # count each race once
    assert fouls > 0


def overlooked(level: str, seeds: range) -> float:
    """How often a seat that could take a die at the start of a race plans none."""
    could = missed = 0
    for seed in seeds:
        m = bots(level, level, level, seed=seed)
        while not m.racing:
            m.play(*next_bot_move(m))
        for seat in (1, 2):  # not the thrower, who may call STOP instead
            if any(a["type"] == "take" for a in m.legal_actions(seat)):
                could += 1
                missed += m.bot_action(seat)["type"] != "take"
    assert could >= 20
    return missed / could


def test_sensible_overlooks_more_dice_than_strong() -> None:
    assert overlooked("sensible", range(120)) > overlooked("strong", range(120))


def _race_where(seat_faces: Any) -> Match:
    """A race thrown with the first number ``seat_faces(faces of the three top dice)``
    gives (faces seen by the thrower, seat 0)."""
    probe = raffzahn()
    faces = {p: faces_towards(probe.state.layout, 0)[p] for p in free_positions(probe.state.layout)}
    return raffzahn(seat_faces(faces))


def test_the_thrower_stops_when_its_side_shows_nothing_of_the_number() -> None:
    m = _race_where(lambda faces: next(v for v in range(1, 7) if v not in faces.values()))
    m = with_bots(m, "sensible", "sensible", "sensible")
    plan = m.bot_action(0)
    assert plan["type"] == "stop"


def test_the_thrower_takes_while_its_side_shows_the_number_and_nobody_is_ahead() -> None:
    m = _race_where(lambda faces: next(iter(faces.values())))
    m = with_bots(m, "strong", "strong", "strong")
    plan = m.bot_action(0)
    assert plan["type"] == "take"
    p = tuple(plan["at"])
    assert DIE_OF[m.state.layout[INDEX[p]]].orientation.upper[0] == m.state.roll


def test_a_strong_thrower_stops_once_the_others_gain_more() -> None:
    m = _race_where(lambda faces: next(iter(faces.values())))
    m = with_bots(m, "strong", "strong", "strong")
    roll = m.state.roll
    # Another seat takes a die before the thrower does: the thrower is behind, and its
    # STOP (its reaction to that take) comes before its own next take.
    other = next(
        (s, p)
        for s in (1, 2)
        for p, v in faces_towards(m.state.layout, s).items()
        if v == roll and p in free_positions(m.state.layout)
    )
    seat, p = other
    m.play(seat, {"type": "take", "at": list(p), "t": 150})
    plan = m.bot_action(0)
    mine = m.bot_action(0)
    assert plan == mine  # the same plan however often it is asked
    if plan["type"] == "stop":
        assert plan["t"] > 150
    else:  # its own take was already on its way, before it could react
        assert plan["type"] == "take"
    assert APEX not in free_positions(m.state.layout)
