"""Shared helpers for the engine tests: building matches and driving Schocken by hand."""

from __future__ import annotations

import json
from typing import Any

from pyengine import Match, load_match, new_match

Action = dict[str, Any]


def players(n: int, bot: str | None = None) -> list[dict[str, Any]]:
    return [{"name": f"P{i}", "bot": bot} for i in range(n)]


def physical(n: int = 2, seed: int = 1, **options: Any) -> Match:
    """A Schocken match with physical dice, so every test sets each die itself."""
    return new_match("schocken", players(n), seed, {"dice": "physical", **options})


def snapshot(m: Match) -> dict[str, Any]:
    """Everything observable about a match: its save and the view of every seat and the table."""
    seats: list[int | None] = [None, *range(len(m.players))]
    return {
        "save": m.to_json(),
        "views": [m.view(s) for s in seats],
        "legal": [m.legal_actions(s) for s in range(len(m.players))],
    }


def reload(m: Match) -> Match:
    return load_match(json.loads(json.dumps(m.to_json())))


def throw(m: Match, seat: int, dice: list[int], values: list[int]) -> Action:
    """One physical throw of the given dice positions (0..2) showing ``values``."""
    return m.play(seat, {"type": "roll", "dice": dice, "values": values})


def stand(m: Match, seat: int) -> Action:
    return m.play(seat, {"type": "stand"})


def flip(m: Match, seat: int) -> Action:
    return m.play(seat, {"type": "flip"})


def one_throw_turn(m: Match, values: list[int]) -> int:
    """The seat to move throws all three dice once and puts the cup down."""
    seat = m.to_move[0]
    throw(m, seat, [0, 1, 2], values)
    stand(m, seat)
    return seat


def play_round(m: Match, hands: dict[int, list[int]]) -> dict[str, Any]:
    """Every seat in the round throws its hand in one throw and stands; returns the record."""
    before = len(m.state.rounds)
    while len(m.state.rounds) == before:
        seat = m.to_move[0]
        one_throw_turn(m, hands[seat])
    record: dict[str, Any] = m.state.rounds[-1]
    return record


def lose_half(m: Match, loser: int) -> None:
    """Play rounds in which ``loser`` always throws 2-3-6 and everyone else Schock 6 (1-1-6)."""
    half = m.state.half
    while m.state.half == half and not m.is_over:
        play_round(m, {s: [2, 3, 6] if s == loser else [1, 1, 6] for s in range(m.state.n)})


def random_pyramid(rng: Any, dice: int) -> dict[str, Any]:
    """A stable pyramid of ``dice`` dice laid one by one in random funnels, colours within
    the box's 55 of each, each die thrown (``Pyramid.to_json`` form): what an evening may
    hand on from a building game that ended at any moment."""
    from pyengine.pyramid.board import Die, Pyramid
    from pyengine.pyramid.geometry import COLOURS, DICE_PER_COLOUR, funnels
    from pyengine.pyramid.setups import random_orientation

    placed: dict[Any, Die] = {}
    left = dict.fromkeys(COLOURS, DICE_PER_COLOUR)
    for _ in range(min(dice, 165)):
        spot = rng.choice(funnels(placed))
        colour = rng.choice([c for c in COLOURS if left[c]])
        left[colour] -= 1
        placed[spot] = Die(colour, random_orientation(rng))
    return Pyramid(placed).to_json()
