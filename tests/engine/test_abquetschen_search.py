"""Abquetschen's search is exact: it finds every legal set of new dice, each once, and the
next positions it offers are exactly those that lie in a legal set (brute force over all
k-subsets of the empty positions, on small random positions)."""

from __future__ import annotations

import itertools

import pytest

from pyengine.core.rng import Rng
from pyengine.games.abquetschen.position import START_TOPS, start_pyramid
from pyengine.games.abquetschen.search import (
    CAR_MASK,
    N_POS,
    SUP_MASK,
    Problem,
    exists,
    iter_builds,
    mask_of,
    next_positions,
)
from pyengine.pyramid.geometry import POSITIONS

FUNNEL = [SUP_MASK[i] for i in range(N_POS)]


def random_occupancy(rng: Rng, dice: int) -> list[int]:
    """A stable pyramid of ``dice`` dice grown at random funnels, then three owners."""
    occ = 0
    for _ in range(dice):
        free = [i for i in range(N_POS) if not occ >> i & 1 and FUNNEL[i] & ~occ == 0]
        occ |= 1 << rng.choice(free)
    owners = [0, 0, 0]
    for i in range(N_POS):
        if occ >> i & 1:
            owners[rng.below(3)] |= 1 << i
    return owners


def brute_force(problem: Problem, empties: list[int]) -> set[int]:
    out = set()
    for combo in itertools.combinations(empties, problem.k):
        new = 0
        for i in combo:
            new |= 1 << i
        if problem.is_legal(new):
            out.add(new)
    return out


def _cases() -> list[tuple[int, int]]:
    return [(seed, k) for seed in range(14) for k in (1, 2, 3, 4)]


@pytest.mark.parametrize(("seed", "k"), _cases())
def test_search_equals_brute_force(seed: int, k: int) -> None:
    rng = Rng(0xABC, seed * 10 + k)
    # Nearly full pyramids keep the brute force small; the search does not know that.
    owners = random_occupancy(rng, 130 + rng.below(14) if k > 2 else 100 + rng.below(40))
    old = owners[0] | owners[1] | owners[2]
    empties = [i for i in range(N_POS) if not old >> i & 1]
    anchor = None if seed % 5 == 0 else owners[seed % 3]
    keep = owners[1] & sum(1 << i for i in range(N_POS) if CAR_MASK[i] & old == 0)
    keep = keep if seed % 3 == 1 else 0
    problem = Problem(old, k, anchor, keep)
    expected = brute_force(problem, empties)
    found = list(iter_builds(problem))
    assert len(found) == len(set(found)), "a set was produced twice"
    assert set(found) == expected
    assert exists(problem) == bool(expected)
    # With a die already placed: the completions, and the next positions offered.
    if expected:
        some = sorted(expected)[rng.below(len(expected))]
        low = some & -some
        placed = Problem(old, k, anchor, keep, low)
        assert set(iter_builds(placed)) == {s for s in expected if s & low}
        occ = old | low
        offered = set(next_positions(placed))
        wanted = {
            i
            for s in expected
            if s & low
            for i in range(N_POS)
            if s >> i & 1 and not occ >> i & 1 and FUNNEL[i] & ~occ == 0
        }
        assert offered == wanted


def test_search_equals_brute_force_on_an_open_plate() -> None:
    """Only the start pyramid, k up to 5, the first builder (any die) and the protection:
    every set touching the start pyramid lies within two steps of its top (the seed's
    TIP: after a start pyramid only 3, 5 or 6 dice can be built)."""
    top = START_TOPS[0]
    start = mask_of(start_pyramid(top))
    near = [
        i
        for i in range(N_POS)
        if not start >> i & 1
        and sum(POSITIONS[i]) >= 6
        and max(abs(a - b) for a, b in zip(POSITIONS[i], top, strict=True)) <= 2
    ]
    counts = {}
    for k in (2, 3, 4, 5):
        for keep in (start, 0):
            problem = Problem(start, k, start, keep)
            found = set(iter_builds(problem))
            if k <= 4:  # 5 of ~40 positions is too many subsets for a fast test
                assert found == brute_force(problem, near), (k, keep)
            counts[k] = len(found)
    assert counts == {2: 0, 3: 6, 4: 0, 5: 3}


def test_the_first_set_found_is_legal_on_random_plates() -> None:
    """On crowded random plates the first set the search offers passes the direct check
    (how fast both run is measured by `make bench --only hot`, not here)."""
    rng = Rng(7, 7)
    found = 0
    for _ in range(30):
        owners = random_occupancy(rng, 30 + rng.below(100))
        old = owners[0] | owners[1] | owners[2]
        for k in (2, 4, 6):
            problem = Problem(old, k, owners[0])
            first = next(iter(iter_builds(problem)), None)
            if first is not None:
                assert problem.is_legal(first) and exists(problem)
                found += 1
    assert found >= 60, found  # most plates leave room, so the check means something
