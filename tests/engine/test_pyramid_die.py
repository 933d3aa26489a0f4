"""Das Spiel (seed 003): one die of the pyramid — orientations, tilting, turning, JSON."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from pyengine import IllegalAction
from pyengine.pyramid.die import (
    DIRECTIONS,
    IDENTITY,
    MOVES,
    ORIENTATIONS,
    ROTATIONS,
    UNITS,
    UPPER,
    Orientation,
    apply,
    axis_of,
    compose,
    tilt_rotation,
)

X, Y, Z = UNITS
MX, MY, MZ = UPPER


def neg(v: tuple[int, int, int]) -> tuple[int, int, int]:
    return (-v[0], -v[1], -v[2])


def cross(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, int, int]:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def right_move(side: int) -> tuple[int, int, int]:
    """Tilting right for the player at ``side``: +e_(side+1) - e_(side+2)."""
    left_axis, right_axis = UNITS[(side + 1) % 3], UNITS[(side + 2) % 3]
    return (
        left_axis[0] - right_axis[0],
        left_axis[1] - right_axis[1],
        left_axis[2] - right_axis[2],
    )


# -- the 24 orientations ----------------------------------------------------------------
def test_24_distinct_orientations_of_a_real_die() -> None:
    assert len(ORIENTATIONS) == 24
    assert len({o.upper for o in ORIENTATIONS}) == 24
    for o in ORIENTATIONS:
        assert sorted(o.face(d) for d in DIRECTIONS) == [1, 2, 3, 4, 5, 6]
        for d in DIRECTIONS:
            assert o.face(d) + o.face(neg(d)) == 7  # opposite faces sum to 7


def test_one_two_three_run_counter_clockwise_around_their_corner() -> None:
    """The Western die: seen from outside their common corner, 1 -> 2 -> 3 turns
    counter-clockwise, i.e. (dir1 x dir2) points out of that corner's side."""
    for o in ORIENTATIONS:
        d1, d2, d3 = (o.direction_of(n) for n in (1, 2, 3))
        corner = tuple(a + b + c for a, b, c in zip(d1, d2, d3, strict=True))
        assert sum(a * b for a, b in zip(cross(d1, d2), corner, strict=True)) > 0


def test_mirror_images_are_refused() -> None:
    """All 48 assignments of three faces from different pairs: half real, half mirrored."""
    triples = [
        t for t in itertools.product(range(1, 7), repeat=3) if len({min(v, 7 - v) for v in t}) == 3
    ]
    assert len(triples) == 48
    real = {o.upper for o in ORIENTATIONS}
    mirrored = [t for t in triples if t not in real]
    assert len(mirrored) == 24
    for t in mirrored:
        with pytest.raises(IllegalAction) as err:
            Orientation.from_json(list(t))
        assert err.value.code == "bad_orientation"
        assert "mirror" in err.value.message


def test_rotations_form_the_group_of_24() -> None:
    assert len(ROTATIONS) == 24 and len(set(ROTATIONS)) == 24
    assert IDENTITY in ROTATIONS
    rots = set(ROTATIONS)
    for a, b in itertools.product(ROTATIONS, repeat=2):
        assert compose(a, b) in rots  # closed
    for a in ROTATIONS:
        assert any(compose(a, b) == IDENTITY for b in ROTATIONS)  # inverses


def test_any_orientation_turns_into_any_other_by_exactly_one_rotation() -> None:
    """DRAAIEN: 'de speler kan de dobbelsteen willekeurig draaien' — every orientation
    is reachable, by exactly one proper rotation (the group acts simply transitively)."""
    for a in ORIENTATIONS:
        images = [a.rotated(r) for r in ROTATIONS]
        assert set(images) == set(ORIENTATIONS)
        assert len(set(images)) == 24


def test_rotated_moves_faces_with_the_rotation() -> None:
    o = ORIENTATIONS[5]
    for r in ROTATIONS:
        turned = o.rotated(r)
        for d in DIRECTIONS:
            assert turned.face(apply(r, d)) == o.face(d)


# -- tilting ---------------------------------------------------------------------------------
def test_seed_tilting_example_exactly() -> None:
    """'De dobbelsteen toont rechts de 3, links de 2 en de 6 wijst naar de speler. De
    dobbelsteen wordt naar rechts gedraaid. Daarbij wordt de 3 afgedekt en de dobbelsteen
    toont nu rechts de 2 en links verschijnt nu de 4. De 6 wijst nog altijd naar de speler.'
    For the player at side x = 0: towards him -x, left -y, right -z; right = +y - z."""
    before = Orientation.from_json([6, 2, 3])
    assert before == Orientation.for_side(0, towards=6, left=2, right=3)
    after = before.tilted((0, 1, -1))
    assert after.to_json() == [6, 4, 2]
    assert after.face(MZ) == 2  # right
    assert after.face(MY) == 4  # left
    assert after.face(MX) == 6  # still towards the player
    assert after.direction_of(3) in UNITS  # the 3 is covered: it now faces down


@pytest.mark.parametrize("side", [0, 1, 2])
def test_seed_tilting_example_from_every_side(side: int) -> None:
    before = Orientation.for_side(side, towards=6, left=2, right=3)
    after = before.tilted(right_move(side))
    assert after == Orientation.for_side(side, towards=6, left=4, right=2)
    assert after.towards_side(side) == 6


def test_tilt_keeps_the_faces_of_the_third_axis_and_turns_90_degrees() -> None:
    for move in MOVES:
        i = next(a for a in range(3) if move[a] == 0)
        r = tilt_rotation(move)
        assert apply(r, UNITS[i]) == UNITS[i]
        for o in ORIENTATIONS:
            t = o.tilted(move)
            assert t.face(UPPER[i]) == o.face(UPPER[i])
            assert t != o
            assert t.tilted(move).tilted(move).tilted(move) == o  # 4 x 90° is a full turn
            assert t.tilted(neg(move)) == o  # tilting back undoes it


def test_tilts_reach_all_24_orientations_and_no_mirror_image() -> None:
    seen = {ORIENTATIONS[0]}
    frontier = [ORIENTATIONS[0]]
    while frontier:
        o = frontier.pop()
        for m in MOVES:
            t = o.tilted(m)
            assert t.upper in {x.upper for x in ORIENTATIONS}
            if t not in seen:
                seen.add(t)
                frontier.append(t)
    assert seen == set(ORIENTATIONS)


def test_tilt_rejects_a_move_out_of_the_layer() -> None:
    for bad in [(1, 0, 0), (1, 1, -2), (0, 0, 0)]:
        with pytest.raises(IllegalAction) as err:
            ORIENTATIONS[0].tilted(bad)
        assert err.value.code == "bad_move"


# -- look-up and builders --------------------------------------------------------------------
def test_each_player_sees_a_different_face() -> None:
    """Raffzahn TIP: 'een speler van een dobbelsteen de 1 ziet, terwijl zijn linkerbuurman
    van dezelfde dobbelsteen bijvoorbeeld de 3 ziet'."""
    for o in ORIENTATIONS:
        seen = [o.towards_side(s) for s in range(3)]
        assert len({min(v, 7 - v) for v in seen}) == 3
    o = Orientation.for_side(0, towards=1, left=3)
    assert o.towards_side(0) == 1 and o.towards_side(1) == 3


def test_wuerfelmarsch_three_two_one_is_a_real_die_for_every_side() -> None:
    """'de ZIJDE met de 3 naar de speler ..., de 2 naar de linkerbuurman en ... de 1 naar de
    rechterbuurman': with the left neighbour at side s+1 this is a real die."""
    for s in range(3):
        o = Orientation.for_side(s, 3, 2, 1)
        assert [o.towards_side(s), o.towards_side((s + 1) % 3), o.towards_side((s + 2) % 3)] == [
            3,
            2,
            1,
        ]
    with pytest.raises(IllegalAction):
        Orientation.for_side(0, 3, 1, 2)  # 3 / 1 / 2 would be the mirror image


def test_from_faces() -> None:
    for o in ORIENTATIONS:
        for d1, d2 in itertools.permutations(DIRECTIONS, 2):
            if axis_of(d1) != axis_of(d2):
                assert Orientation.from_faces({d1: o.face(d1), d2: o.face(d2)}) == o
    with pytest.raises(IllegalAction) as err:
        Orientation.from_faces({MX: 1, X: 5})  # opposite faces must sum to 7
    assert err.value.code == "bad_orientation"
    with pytest.raises(IllegalAction):
        Orientation.from_faces({MX: 1})  # ambiguous
    with pytest.raises(IllegalAction):
        Orientation.from_faces({(1, 1, 0): 1, MX: 2})


def test_face_needs_a_unit_direction() -> None:
    with pytest.raises((KeyError, ValueError)):
        ORIENTATIONS[0].face((1, 1, 0))
    with pytest.raises(ValueError):
        axis_of((0, 2, 0))


# -- JSON ---------------------------------------------------------------------------------------
def test_json_round_trip() -> None:
    for o in ORIENTATIONS:
        data = o.to_json()
        assert isinstance(data, list) and len(data) == 3
        assert Orientation.from_json(data) == o
        assert Orientation.from_json(data) is o  # interned


@pytest.mark.parametrize(
    "data",
    [
        None,
        "321",
        321,
        [3, 2],
        [3, 2, 1, 4],
        [3, 2, 1.0],
        [3, 2, True],
        ["3", 2, 1],
        [0, 2, 1],
        [3, 2, 7],
        [1, 6, 2],  # two faces of one pair
        [2, 2, 3],
        [3, 1, 2],  # mirror image
    ],
)
def test_bad_json_is_refused_with_a_code(data: Any) -> None:
    with pytest.raises(IllegalAction) as err:
        Orientation.from_json(data)
    assert err.value.code == "bad_orientation"
    assert err.value.message


def test_constructor_checks_too() -> None:
    with pytest.raises(IllegalAction):
        Orientation((3, 1, 2))
    assert Orientation((3, 2, 1)).upper == (3, 2, 1)
