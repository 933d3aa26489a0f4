"""The order of Qwinn's yellow fields: a search over every order, filtered by the seed.

docs/rules/qwinn.md, "The board", explains each step; this test re-does the search so
that the documented numbers and the chosen order can never drift apart.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from pyengine.games.qwinn import board
from pyengine.games.qwinn.throws import scores

PAIRS = [f"pair{v}" for v in range(1, 7)]
LISTED = ["three_kind", "four_kind", "full_house", "small_straight", "large_straight"]
FIELDS = PAIRS + LISTED
RED = 3  # the red die shows 3 in all three examples
Order = tuple[str, ...]


def reach(order: Order, at: str, dice: tuple[int, ...]) -> set[tuple[str, int, bool]]:
    """Where a pawn on ``at`` may score with ``dice`` (staying included): the seed's rule 2
    (one step up or down, or stay) plus a jump of at most the red die."""
    fits = scores(dice)
    here = order.index(at)
    return {
        (field, fits[field], abs(i - here) >= 2)
        for i, field in enumerate(order)
        if field in fits and abs(i - here) <= max(1, dice[-1])
    }


def distance_orders() -> Iterator[Order]:
    """Orders with the distances the examples state: from 2 x 2, "2 x 3" and "drie
    dezelfde" 2, "vier dezelfde" 3, "fullhouse" 4, "kleine straat" 5; from "vier
    dezelfde", "drie dezelfde" and "fullhouse" 1."""
    rest = ["pair1", "pair4", "pair5", "pair6", "large_straight"]
    for p in range(11):
        for signs in itertools.product((-1, 1), repeat=5):
            spots = [p + s * d for s, d in zip(signs, (2, 2, 3, 4, 5), strict=True)]
            three, four, full = spots[1:4]
            if not all(0 <= q < 11 for q in spots) or len({p, *spots}) != 6:
                continue
            if abs(three - four) != 1 or abs(full - four) != 1:
                continue
            free = [q for q in range(11) if q not in (p, *spots)]
            for names in itertools.permutations(rest):
                order = [""] * 11
                for q, name in zip(
                    [p, *spots],
                    ["pair2", "pair3", "three_kind", "four_kind", "full_house", "small_straight"],
                    strict=True,
                ):
                    order[q] = name
                for q, name in zip(free, names, strict=True):
                    order[q] = name
                yield tuple(order)


def example_1(order: Order) -> bool:
    """On 2 x 2, a full house with three 3s (the red one too): exactly two options, a jump
    of 2 to "2 x 3" and to "drie dezelfde", both 9 points."""
    return any(
        reach(order, "pair2", (3, 3, k, k, 3)) == {("pair3", 9, True), ("three_kind", 9, True)}
        for k in (1, 2, 4, 5, 6)
    )


def example_2(order: Order) -> bool:
    """On "vier dezelfde", the same kind of full house: "fullhouse" (25) and "drie
    dezelfde" (9) one step away, without the red die."""
    return any(
        {("full_house", 25, False), ("three_kind", 9, False)} <= reach(order, "four_kind", dice)
        for dice in ((3, 3, k, k, 3) for k in (1, 2, 4, 5, 6))
    )


def small_straights_of_19(red_counts: bool) -> list[tuple[int, ...]]:
    """Example 3's throws: a small straight with the red die on 3 whose total is 19
    (all five dice, or the four white ones: the option minus_counts_red)."""
    found: list[tuple[int, ...]] = []
    for whites in itertools.combinations_with_replacement(range(1, 7), 4):
        dice = (*whites, 3)
        total = sum(dice) if red_counts else sum(whites)
        if "small_straight" in scores(dice) and total == 19:
            found.append(dice)
    return found


def example_3(order: Order, red_counts: bool) -> bool:
    """On 2 x 2, that small straight: "kleine straat" is a jump of 5, nothing else fits."""
    if abs(order.index("small_straight") - order.index("pair2")) != 5:
        return False
    return any(not reach(order, "pair2", dice) for dice in small_straights_of_19(red_counts))


def test_the_search_leaves_exactly_the_board_in_use() -> None:
    orders = list(distance_orders())
    assert len(orders) == len(set(orders)) == 1440
    # The distances alone already make all three examples hold (with some throw).
    assert all(example_1(o) and example_2(o) and example_3(o, True) for o in orders)
    # "De bovenste 6 vakken (2x1 tot 2x6)": the six pair fields are the top six.
    top = [o for o in orders if set(o[:6]) == set(PAIRS)]
    assert len(top) == 48
    # The other five in the order the seed lists them.
    listed = [o for o in top if list(o[6:]) == LISTED]
    assert len(listed) == 24
    # Example 3 holds whether or not the red die counts for the Minus total.
    both = [o for o in listed if example_3(o, False)]
    assert len(both) == 6
    assert {o[0] for o in both} == {"pair4"}
    # Tie-break: the three remaining pair fields top to bottom as the seed lists them.
    ascending = [
        o
        for o in both
        if [f for f in o if f in ("pair1", "pair5", "pair6")]
        == [
            "pair1",
            "pair5",
            "pair6",
        ]
    ]
    assert ascending == [board.TRACK]


def test_the_chosen_order_has_no_neighbouring_pairs_of_neighbouring_numbers() -> None:
    numbers = [int(f[-1]) for f in board.TRACK[:6]]
    assert all(abs(a - b) >= 2 for a, b in itertools.pairwise(numbers))


def test_the_engine_moves_as_the_search_assumes() -> None:
    for dice in itertools.product(range(1, 7), repeat=5):
        if dice[0] > 3:  # a fifth of the throws is plenty
            continue
        for at in board.TRACK:
            engine = {(f, p, j) for f, p, j in board.destinations(at, dice, dice[-1])}
            engine.discard(("topper", 50, False))
            if at in scores(dice):
                engine.add((at, scores(dice)[at], False))
            assert engine == reach(board.TRACK, at, dice), (at, dice)


def test_example_throws_are_the_documented_ones() -> None:
    assert small_straights_of_19(True) == [(1, 4, 5, 6, 3), (2, 4, 5, 5, 3)]
    assert small_straights_of_19(False) == [(4, 4, 5, 6, 3)]
    # Only 1-4-5-6 + red 3 works with all five dice: 2 x 5 is one step from 2 x 2.
    assert reach(board.TRACK, "pair2", (2, 4, 5, 5, 3)) == {("pair5", 10, False)}
    assert not reach(board.TRACK, "pair2", (1, 4, 5, 6, 3))
    assert not reach(board.TRACK, "pair2", (4, 4, 5, 6, 3))


def test_green_fields_and_boycott_values() -> None:
    assert board.GREEN_FIELDS == (25, 50, 75, 100, 125, 150, 175, 200, 225, 250)
    assert [board.green_field(s) for s in (0, 24, 25, 49, 50, 249, 250, 400)] == [
        None,
        None,
        25,
        25,
        50,
        225,
        250,
        250,
    ]
    assert [board.boycott_for_red(r) for r in range(1, 7)] == [
        "max2x",
        "max2x",
        "minus",
        "minus",
        "negeer",
        "negeer",
    ]
