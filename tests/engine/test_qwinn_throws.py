"""Qwinn combinations and their points, exactly as seed 000's "DE PUNTENTELLING" counts."""

from __future__ import annotations

import itertools

import pytest

from pyengine.games.qwinn.throws import COMBINATIONS, is_topper, points, scores

TABLE: list[tuple[list[int], dict[str, int]]] = [
    # Pairs count every die of the number, not just two ("Alle dobbelstenen ... tellen mee").
    ([2, 2, 5, 6, 1], {"pair2": 4}),
    ([2, 2, 2, 5, 6], {"pair2": 6, "three_kind": 6}),
    ([6, 6, 1, 1, 3], {"pair6": 12, "pair1": 2}),
    # The seed's example 1: full house of three 3s and two 4s; 2 x 3 and three alike score 9.
    ([3, 3, 4, 4, 3], {"pair3": 9, "pair4": 8, "three_kind": 9, "full_house": 25}),
    ([5, 5, 5, 5, 1], {"pair5": 20, "three_kind": 20, "four_kind": 20}),
    # Five alike: Topper, also pairs and three/four alike, but no full house ("andere ogen").
    ([4, 4, 4, 4, 4], {"pair4": 20, "three_kind": 20, "four_kind": 20, "topper": 50}),
    ([1, 2, 3, 4, 6], {"small_straight": 30}),
    ([2, 3, 4, 5, 5], {"small_straight": 30, "pair5": 10}),
    ([3, 4, 5, 6, 6], {"small_straight": 30, "pair6": 12}),
    ([1, 4, 5, 6, 3], {"small_straight": 30}),  # the seed's example 3, 19 in all
    ([4, 4, 5, 6, 3], {"small_straight": 30, "pair4": 8}),
    # A large straight holds four dice in a row too.
    ([1, 2, 3, 4, 5], {"small_straight": 30, "large_straight": 40}),
    ([6, 5, 4, 3, 2], {"small_straight": 30, "large_straight": 40}),
    ([1, 2, 3, 5, 6], {}),  # fits nothing
    ([1, 3, 5, 6, 2], {}),
]


@pytest.mark.parametrize(("dice", "expected"), TABLE)
def test_points_table(dice: list[int], expected: dict[str, int]) -> None:
    assert scores(dice) == expected
    for field in COMBINATIONS:
        assert points(field, dice) == expected.get(field)


@pytest.mark.parametrize(("dice", "expected"), TABLE)
def test_the_red_die_counts_like_a_white_one(dice: list[int], expected: dict[str, int]) -> None:
    for order in itertools.permutations(dice):
        assert scores(order) == expected


def test_every_throw_against_the_seed_definitions() -> None:
    """All 7776 throws: each field's rule restated from the seed's text."""
    for dice in itertools.product(range(1, 7), repeat=5):
        counts = sorted((dice.count(v), v) for v in set(dice))
        most, value = counts[-1]
        faces = set(dice)
        got = scores(dice)
        for v in range(1, 7):
            assert got.get(f"pair{v}") == (v * dice.count(v) if dice.count(v) >= 2 else None)
        assert got.get("three_kind") == (value * most if most >= 3 else None)
        assert got.get("four_kind") == (value * most if most >= 4 else None)
        assert ("full_house" in got) == ([c for c, _ in counts] == [2, 3])
        small = any(set(range(a, a + 4)) <= faces for a in (1, 2, 3))
        large = any(set(range(a, a + 5)) <= faces for a in (1, 2))
        assert got.get("small_straight") == (30 if small else None)
        assert got.get("large_straight") == (40 if large else None)
        assert got.get("topper") == (50 if most == 5 else None)
        assert is_topper(dice) == (most == 5)
        assert got.get("full_house") in (None, 25)
